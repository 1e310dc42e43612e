/* ui/wlm/wlm_ui.h — z/OS WLM's row of the console's table of systems (ui/systems.h): its option of
 * the primary menu (its panels come later: shown unavailable) and the command it adds to the
 * command line, `wlmcon classify`. */
#ifndef WLMCON_UI_WLM_UI_H
#define WLMCON_UI_WLM_UI_H

#include <stdio.h>

#include "ui/cli/cli.h"
#include "ui/systems.h"
#include "model/wlm/wlm_model.h"

/* WLM's row. */
extern const struct ui_system wlm_ui_system;

/* `wlmcon [--store S] classify [--definition NAME] [--policy NAME] [FILE.xml] SUBSYSTEM
 * QUALIFIER=VALUE…` (ui/wlm/wlm_classify_cli.c): argv[0] is "classify". Returns the exit status:
 * 0 when it finished, 64 for a usage error or an unknown subsystem or qualifier type, definition
 * or policy, 65 for a file that does not read, 66 for a missing store or file, 70 when memory runs
 * out. */
int wlm_classify_command(const struct cli_global *g, int argc, char **argv);

/* The service definitions' summary (model/wlm/wlm_summary.h, struct wlm_summary) as the report's
 * text: per definition its service policies, what it holds by kind and its classification rules
 * per subsystem type (ui/wlm/wlm_report.c). */
void wlm_summary_text(FILE *out, const void *summary);

/* The same as the report's JSON: `"service_definitions": [...]`, one object per definition
 * (name, policies, counts by kind, rules by subsystem type). */
void wlm_summary_json(FILE *out, const void *summary);

/* The same as the Validate panel's lines: one per definition ("WSCDEF: 5 workloads, 23 service
 * classes…; rules JES 10, STC 14"), the last saying how many more when they do not all fit.
 * Returns the number of lines (at most max). */
int wlm_summary_head(const void *summary, struct table_head *lines, int max);

#endif
