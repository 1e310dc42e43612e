/* ui/work/baseline.h — a validation's baseline file: the fingerprints of findings already known
 * (diag_fingerprint), so that `wlmcon validate --baseline FILE` reports only new ones.
 *
 * The file is a small JSON document, one finding per line, written in this form and read back by
 * its "fingerprint" members alone (rule and path are there for the reader):
 *
 *   {"format": "wlmcon-baseline", "version": 1, "findings": [
 *     {"fingerprint": "8c2f6a10d7e4b3a9", "rule": "MQ014", "path": "QMGR(QM1) QLOCAL('APP.REQ')"},
 *     …
 *   ]}
 *
 * A fingerprint is 16 lower-case hexadecimal digits; findings that share one are written once. */
#ifndef WLMCON_UI_BASELINE_H
#define WLMCON_UI_BASELINE_H

#include <stddef.h>
#include <stdint.h>

#include "model/model.h"

/* Writes the baseline of the n findings d (and of the nmore findings more, suppressed ones, may
 * be 0) to path, through a temporary file renamed into place (no partial file on failure). 0, or
 * -1 with why (one line naming the file) filled. */
int baseline_write(const char *path, const struct diag *d, size_t n, const struct diag *more, size_t nmore,
                   char *why, size_t wn);

/* Reads the fingerprints of the baseline at path into *v (malloc'd, sorted ascending; free()) and
 * *n. 0; -1 when the file cannot be read or memory runs out (why: the file and the reason; errno
 * says which, ENOMEM for memory); -2 when it is no baseline (why: file, line and what is wrong). */
int baseline_read(const char *path, uint64_t **v, size_t *n, char *why, size_t wn);

/* The fingerprint h as 16 lower-case hexadecimal digits into buf (17 bytes); returns buf. */
char *baseline_hex(uint64_t h, char *buf);

#endif
