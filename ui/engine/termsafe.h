/* ui/engine/termsafe.h — the terminal-safe text writer: what wlmcon prints that came from input,
 * the store or the environment never reaches a terminal (or a file later read with cat) as a
 * control sequence.
 *
 * The rule: printable UTF-8, tab and line feed pass as they are; every other C0 control
 * (U+0000–U+001F), DEL (U+007F), every C1 control (U+0080–U+009F, whose 8-bit CSI U+009B a
 * terminal takes as ESC [) and every byte that does not belong to a valid UTF-8 sequence
 * (overlong forms, surrogates and code points past U+10FFFF included) are written as `\xNN`, two
 * lower-case hexadecimal digits per byte: ESC is `\x1b`, U+009B (bytes C2 9B) is `\x9b`, a lone
 * byte FF is `\xff`.
 *
 * The command line writes everything through it: termsafe_wrap puts the rule between stdio and
 * the standard error (and, for the commands, the standard output), so that no message, report,
 * history line, classification or refusal can pass raw. JSON output is escaped by its writer
 * (ui/work/jsonw.h) and holds no byte the rule changes. */
#ifndef WLMCON_UI_TERMSAFE_H
#define WLMCON_UI_TERMSAFE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

/* Writes the len bytes at s to f by the rule. Returns 0, or -1 when writing failed (ferror(f)). */
int termsafe_write(FILE *f, const char *s, size_t len);

/* s (NUL-terminated) by the rule into out (size n, at least 1; cut at a whole escape or
 * character when it does not fit); returns out. */
char *termsafe_text(const char *s, char *out, size_t n);

/* Replaces stderr, and stdout when out is true, by unbuffered (stderr) or fully buffered (stdout,
 * line buffered on a terminal) streams that write through the rule to the same file descriptor;
 * the streams they replace stay open and are returned by termsafe_raw. A stream replaced already
 * stays as it is (a first call for stderr, a later one for stdout too). A multi-byte character
 * split between two writes is kept until the rest arrives. Returns 0, or -1 when a stream could
 * not be made (that stream is then left as it was). The console's terminal (curses) writes to
 * stdout itself: it is never wrapped while the console runs. */
int termsafe_wrap(bool out);

/* The stream that f replaced (for the progress line's own carriage return and erase sequence,
 * which hold no outside text), or f itself when it is not one of termsafe_wrap's streams. */
FILE *termsafe_raw(FILE *f);

/* Flushes and closes the streams termsafe_wrap made (bytes held from an unfinished character
 * are written escaped) and puts stdout and stderr back. Returns 0, or -1 when a write failed
 * (errno tells why). */
int termsafe_unwrap(void);

#endif
