/* model/diag_text.h — a diagnostic's message kept as its printf format and arguments, built when it
 * is read (diag_defer in diag.h), for the lists of a validation of a large estate: a message is some
 * 200 bytes of text, its arguments (a queue's name, queue managers, counts) a fraction of that.
 * Used by model/diag.c only. */
#ifndef WLMCON_MODEL_DIAG_TEXT_H
#define WLMCON_MODEL_DIAG_TEXT_H

#include <stdarg.h>
#include <stddef.h>

#include "model/arena.h"

struct diag_text;

/* Packs the arguments ap of fmt into a (strings copied, or shared with an equal one copied
 * before through the cache share[nshare], nshare a power of two, whose slots it updates). fmt itself
 * is kept by pointer: it must outlive the arena (a string literal). Conversions d i u x X o c s p %
 * with any flags, width, precision (numbers or *) and length (hh h l ll z j t); NULL when fmt has
 * another (floating point, %n: the caller formats at once) or memory runs out (*oom set). */
struct diag_text *diag_text_pack(struct arena *a, const char **share, size_t nshare, const char *fmt,
                                 va_list ap, int *oom);

/* Builds the message of t into buf of size n (n >= 1), as vsnprintf(buf, n, fmt, ap) would have:
 * the same bytes, cut at n - 1. Returns buf. */
char *diag_text_build(const struct diag_text *t, char *buf, size_t n);

#endif
