/* ui/work/sim_print.h — what `wlmcon simulate` and the Simulate panel print of a simulation: the help made
 * from an engine's input rows, and a result as text or JSON. Generic: the engine's rows and result
 * carry every word of its system. */
#ifndef WLMCON_UI_WORK_SIM_PRINT_H
#define WLMCON_UI_WORK_SIM_PRINT_H

#include <stdio.h>

#include "model/model.h"

/* text folded at 78 columns, each line after indent blanks (the first already placed at column
 * col), and a line feed. */
void sim_print_wrap(FILE *out, const char *text, int indent, int col);

/* The result as text: one line per destination (name, the engine's text fields, count, share,
 * "(local)"), what was not delivered, the notes, then the traced decision step by step. Returns 0,
 * or -1 on an output error. */
int sim_print_text(FILE *out, const struct system_def *sys, const struct sim_result *r);

/* The result as one JSON object (README, "Simulating"):
 * {"system", "messages", "destinations": [{"name", FIELDS…, "count", "share", "local"}],
 *  "undelivered": {"reason", "reason_name", "count", and when the engine counts several reasons
 *                  "reasons": [{"reason", "reason_name", "count"}]}, "notes": [...],
 *  "trace": [{"message", "decided_at", "steps": [{"step", "kept", "removed", "note"}],
 *             "chosen": {"name", FIELDS…} or null}]}. share is a percentage with one decimal. Returns 0, or -1. */
int sim_print_json(FILE *out, const struct system_def *sys, const struct sim_result *r);

/* --compare: the same scenario's result before and after, as text — a header line ("before",
 * "after"), then one line per destination of either (name, text fields, count and share before,
 * "->", after; "-" where a side has no such destination), what each side did not deliver, the
 * notes (those of one side only marked "(before)" or "(after)"), the traces. Returns 0, or -1. */
int sim_print_compare_text(FILE *out, const struct system_def *sys, const struct sim_result *before,
                              const struct sim_result *after);

/* --compare --format json: {"before": RESULT, "after": RESULT}, each RESULT the object
 * sim_print_json prints. Returns 0, or -1 on an output error. */
int sim_print_compare_json(FILE *out, const struct system_def *sys, const struct sim_result *before,
                              const struct sim_result *after);

#endif
