/* ui/work/sarif.h — a validation as SARIF 2.1.0 (OASIS Static Analysis Results Interchange Format,
 * https://docs.oasis-open.org/sarif/sarif/v2.1.0/sarif-v2.1.0.html), for code review systems:
 * `wlmcon validate --format sarif`.
 *
 * One run whose tool.driver lists every registered rule (id, name, short description = the
 * rule's one line, full description and help = its explanation and sources, default level = its
 * most severe severity, properties.system), then one result per finding shown and per finding a
 * suppression hides: ruleId and ruleIndex, level (error, warning, note), message, the file as a
 * URI relative to the current directory when below it (else a file: URI) with line and column,
 * the object path as a logical location, partialFingerprints {"wlmcon/v1": the baseline
 * fingerprint} and, for a suppressed finding, suppressions [{kind "external", status "accepted",
 * justification = the reason}]. */
#ifndef WLMCON_UI_SARIF_H
#define WLMCON_UI_SARIF_H

#include <stdio.h>

#include "ui/work/validation.h"

/* Writes v (validation_check done) to out as one SARIF log; cwd is the directory file URIs are
 * relative to (NULL: none is relative). Returns 0, or -1 when writing failed. */
int sarif_write(FILE *out, const struct validation *v, const char *cwd);

#endif
