/* ui/cli/cli_progress.h — the progress line of a long import or export: one line on stderr,
 * rewritten in place ("import: file 2 of 5, 12,400 objects, 3,100/s"), only when stderr is a
 * terminal, so that logs and pipes get nothing. */
#ifndef WLMCON_UI_CLI_PROGRESS_H
#define WLMCON_UI_CLI_PROGRESS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

struct cli_progress {
    FILE *out;           /* where the line goes; NULL: nowhere (not a terminal) */
    double start, last;  /* seconds (monotonic) at the start and at the last line written */
    bool shown;          /* a line is on the screen */
};

/* Starts a progress line on out when tty (the CLI passes isatty(fileno(stderr))); else every
 * call below does nothing. */
void cli_progress_start(struct cli_progress *p, FILE *out, bool tty);

/* Rewrites the line: "WHAT: done of total UNIT, items ITEMS, rate/s" — what ("import"), the
 * progress through the units (files, top-level objects) and the items done so far (objects) with
 * their rate since the start. At most ten lines a second, the first at once. */
void cli_progress_show(struct cli_progress *p, const char *what, size_t done, size_t total,
                       const char *unit, size_t items, const char *items_name);

/* Clears the line (before the command's results and messages). */
void cli_progress_end(struct cli_progress *p);

#endif
