/* ui/cli/cli_simulate.h — what `wlmcon simulate` prints (ui/cli/cli_simulate_out.c): the help made
 * from an engine's input rows, and a result as text or JSON. Generic: the engine's rows and result
 * carry every word of its system. */
#ifndef WLMCON_UI_CLI_SIMULATE_H
#define WLMCON_UI_CLI_SIMULATE_H

#include <stdio.h>

#include "model/model.h"

/* `wlmcon simulate` with no system: its usage and the systems that simulate (sys NULL); with sys
 * (which has an engine), its usage, inputs, destination inputs and source, from the rows. */
void cli_simulate_help(FILE *out, const struct system_def *sys);

/* The result as text: one line per destination (name, the engine's text fields, count, share,
 * "(local)"), what was not delivered, the notes, then the traced decision step by step. Returns 0,
 * or -1 on an output error. */
int cli_simulate_text(FILE *out, const struct system_def *sys, const struct sim_result *r);

/* The result as one JSON object (README, "Simulating"):
 * {"system", "messages", "destinations": [{"name", FIELDS…, "count", "share", "local"}],
 *  "undelivered": {"reason", "reason_name", "count"}, "notes": [...],
 *  "trace": [{"message", "decided_at", "steps": [{"step", "kept", "removed", "note"}],
 *             "chosen": {"name", FIELDS…} or null}]}. share is a percentage with one decimal. Returns 0, or -1. */
int cli_simulate_json(FILE *out, const struct system_def *sys, const struct sim_result *r);

/* --compare: the same scenario's result before and after, as text — a header line ("before",
 * "after"), then one line per destination of either (name, text fields, count and share before,
 * "->", after; "-" where a side has no such destination), what each side did not deliver, the
 * notes (those of one side only marked "(before)" or "(after)"), the traces. Returns 0, or -1. */
int cli_simulate_compare_text(FILE *out, const struct system_def *sys, const struct sim_result *before,
                              const struct sim_result *after);

/* --compare --format json: {"before": RESULT, "after": RESULT}, each RESULT the object
 * cli_simulate_json prints. Returns 0, or -1 on an output error. */
int cli_simulate_compare_json(FILE *out, const struct system_def *sys, const struct sim_result *before,
                              const struct sim_result *after);

#endif
