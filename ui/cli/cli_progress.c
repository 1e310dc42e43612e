/* ui/cli/cli_progress.c — the progress line of the CLI; see cli_progress.h. */
#include "ui/cli/cli_progress.h"

#include <time.h>

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

void cli_progress_start(struct cli_progress *p, FILE *out, bool tty)
{
    *p = (struct cli_progress){tty ? out : NULL, now(), 0, false};
}

void cli_progress_show(struct cli_progress *p, const char *what, size_t done, size_t total,
                       const char *unit, size_t items, const char *items_name)
{
    if (!p->out)
        return;
    double t = now();
    if (p->shown && t - p->last < 0.1)
        return;
    double secs = t - p->start;
    fprintf(p->out, "\r%s: %zu of %zu %s, %zu %s", what, done, total, unit, items, items_name);
    if (secs >= 0.5)
        fprintf(p->out, ", %.0f/s", (double)items / secs);
    fputs("\033[K", p->out);   /* erase what a longer line left */
    fflush(p->out);
    p->last = t;
    p->shown = true;
}

void cli_progress_end(struct cli_progress *p)
{
    if (p->out && p->shown) {
        fputs("\r\033[K", p->out);
        fflush(p->out);
    }
    p->shown = false;
}
