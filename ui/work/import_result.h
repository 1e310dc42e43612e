/* ui/work/import_result.h — running an import from the console: the confirmation, the import itself
 * (ui/import_job.h: one transaction, one journal batch, all or nothing) with its progress on the
 * long-message line (Ctrl-C stops it and nothing is imported), and the result panel IMP200: the
 * totals, then every error and warning with its file and line, errors first, each file in turn
 * (B shows one whole). */
#ifndef WLMCON_UI_IMPORT_RESULT_H
#define WLMCON_UI_IMPORT_RESULT_H

#include <stdbool.h>
#include <stddef.h>

#include "import/import.h"

struct app;
struct console;

/* Asks in a pop-up to confirm importing the files paths (n of them, in this order; copied) into
 * app's store, with the import options opts (import.h; a NULL name ends them, an empty value is
 * left out; copied; may be NULL): what the Import panel's fields
 * gave, such as MQ's queue manager for the scripts that name none.
 * Confirmed, it first removes the panel on top when leave_top (the list the files were picked
 * from), runs the import, and pushes the result panel. Returns 0, or -1 when memory runs out. */
int import_confirm(struct console *c, struct app *app, const char *const *paths, size_t n,
                   const struct import_option *opts, bool leave_top);

/* The import options of an import asked for: copies of the names and values given. */
struct import_opts {
    struct import_option *v;   /* n of them and a NULL name (NULL when n is 0); strings owned */
    size_t n;
};

/* Copies into *dst (zeroed first) the options of src (as import_confirm takes them, may be NULL)
 * that have a value. Returns 0, or -1 when memory runs out (*dst then holds nothing). */
int import_opts_copy(struct import_opts *dst, const struct import_option *src);

/* Frees the copies of *o and empties it. */
void import_opts_free(struct import_opts *o);

#endif
