/* ui/work/import_result.h — running an import from the console: the confirmation, the import itself
 * (ui/import_job.h: one transaction, one journal batch, all or nothing) with its progress on the
 * long-message line (Ctrl-C stops it and nothing is imported), and the result panel IMP200: the
 * totals, then every error and warning with its file and line, errors first, each file in turn
 * (B shows one whole). */
#ifndef WLMCON_UI_IMPORT_RESULT_H
#define WLMCON_UI_IMPORT_RESULT_H

#include <stdbool.h>
#include <stddef.h>

struct app;
struct console;

/* Asks in a pop-up to confirm importing the files paths (n of them, in this order; copied) into
 * app's store, with option (may be NULL or ""), the value of the import option (ui/systems.h: MQ's
 * queue manager for the scripts that name none).
 * Confirmed, it first removes the panel on top when leave_top (the list the files were picked
 * from), runs the import, and pushes the result panel. Returns 0, or -1 when memory runs out. */
int import_confirm(struct console *c, struct app *app, const char *const *paths, size_t n,
                   const char *option, bool leave_top);

#endif
