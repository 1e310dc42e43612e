/* ui/cli/cli.c — what the commands share: the note of a migrated store, interrupts and the printing
 * of diagnostics; see cli.h. The dispatch of the commands is in cli_main.c. */
#include "ui/cli/cli.h"

#include <signal.h>
#include <string.h>

#include "store/store.h"
#include "ui/work/report.h"

static volatile sig_atomic_t interrupted;

static void on_signal(int sig)
{
    if (!interrupted)
        interrupted = sig;
}

void cli_note_migration(const struct store *st)
{
    if (store_stale_note(st))
        fprintf(stderr, "wlmcon: %s\n", store_stale_note(st));
    if (store_migrated_from(st))
        fprintf(stderr, "wlmcon: store %s migrated from format %d to %d\n", store_path(st),
                store_migrated_from(st), STORE_VERSION);
    for (const char *p = store_added_note(st), *nl; p && *p; p = nl ? nl + 1 : NULL) {
        nl = strchr(p, '\n');
        fprintf(stderr, "wlmcon: store %s: %.*s\n", store_path(st), nl ? (int)(nl - p) : (int)strlen(p), p);
    }
}

void cli_catch_interrupts(void)
{
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_signal;
    sigemptyset(&sa.sa_mask);
    /* a closed terminal or a dropped SSH session (SIGHUP), Ctrl-\ (SIGQUIT) and kill (SIGTERM)
     * stop a command as Ctrl-C does: rolled back, temporary files removed */
    static const int sigs[] = {SIGHUP, SIGINT, SIGQUIT, SIGTERM};
    for (size_t i = 0; i < sizeof sigs / sizeof sigs[0]; i++)
        sigaction(sigs[i], &sa, NULL);
}

int cli_interrupted(void)
{
    return interrupted;
}

int cli_interrupt_status(void)
{
    return 128 + (interrupted ? interrupted : SIGINT);
}

void cli_print_diags(FILE *f, struct diag_list *l)
{
    char line[2048];
    diag_sort(l);
    for (size_t i = 0; i < l->n; i++) {
        report_format_finding(&l->v[i], line, sizeof line);
        fprintf(f, "%s\n", line);
    }
    if (l->dropped)
        fprintf(f, "wlmcon: %zu more diagnostic(s) not shown (at most %zu per file)\n", l->dropped,
                l->per_file_cap);
    if (l->oom)
        fputs("wlmcon: memory ran out while collecting diagnostics; some are missing\n", f);
}
