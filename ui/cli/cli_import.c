/* ui/cli/cli_import.c — `wlmcon import [--qmgr NAME] FILE…`: every file read in order into the store in
 * one transaction and one journal batch; any error leaves the store exactly as it was (and creates
 * no store where none existed). */
#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "ui/cli/cli.h"
#include "ui/cli/cli_progress.h"
#include "ui/engine/env.h"
#include "ui/engine/termsafe.h"
#include "ui/work/import_job.h"

/* Collects the files and the import options before each (--qmgr); returns 0 or a usage status. */
static int parse_args(int argc, char **argv, struct import_file **files, size_t *nfiles)
{
    struct cli_file_opts o = {0};
    const struct import_option_def *def;
    char usage[160];
    *files = calloc((size_t)argc, sizeof **files);
    *nfiles = 0;
    if (!*files)
        return CLI_SOFTWARE;
    for (int i = 1; i < argc; i++) {
        int rc = cli_file_option(argc, argv, &i, &o, &def);
        if (rc < 0) {
            fprintf(stderr, "wlmcon import: --%s needs %s\n", def->name, def->what);
            return CLI_USAGE;
        } else if (rc == 0 && argv[i][0] == '-' && argv[i][1]) {
            fprintf(stderr, "wlmcon import: unknown option %s\n", argv[i]);
            return CLI_USAGE;
        } else if (rc == 0) {
            (*files)[(*nfiles)++] = cli_file(&o, argv[i]);
        }
    }
    if (!*nfiles) {
        fprintf(stderr, "usage: wlmcon [--store FILE] import %sFILE…\n", cli_file_options_usage(usage, sizeof usage));
        return CLI_USAGE;
    }
    if (o.pending) {
        fprintf(stderr, "wlmcon import: --%s %s names %s of the files after it, and none follows\n",
                o.pending->name, o.pending_value, o.pending->names);
        return CLI_USAGE;
    }
    return 0;
}

/* Every file must be readable before the store is touched (66 otherwise). */
static int check_inputs(const struct import_file *files, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (strcmp(files[i].path, "-") != 0 && access(files[i].path, R_OK) != 0) {
            fprintf(stderr, "wlmcon: %s: %s\n", files[i].path, strerror(errno));
            return CLI_NOINPUT;
        }
    return 0;
}

static int store_failure(const struct store_error *err)
{
    fprintf(stderr, "wlmcon: %s\n", err->msg);
    return store_exit_status(err->status);
}

/* The summary line: the batch's counts, or that nothing changed (batch 0). */
static void print_summary(const struct import_summary *sum, const char *path, int64_t batch)
{
    if (batch)
        printf("imported %zu file(s) into %s (journal batch %lld): ", sum->files, path, (long long)batch);
    else
        printf("imported %zu file(s) into %s: nothing changed, no journal batch: ", sum->files, path);
    bool policy = sum->tops || sum->defined || sum->altered || sum->deleted || sum->skipped || sum->records;
    if (policy || !sum->observations) {
        char tops[256];
        fputs(import_tops_phrase(sum, false, tops, sizeof tops), stdout);
        printf("; %zu object(s) defined, %zu altered, %zu deleted, %zu skipped; %zu record(s)",
               sum->defined, sum->altered, sum->deleted, sum->skipped, sum->records);
    }
    if (sum->observations)
        printf("%s%zu observed state(s), kept apart from the policy", policy ? "; " : "", sum->observations);
    putchar('\n');
}

static int import_status_exit(enum import_status st, const struct import_job *job)
{
    switch (st) {
    case IMPORT_OK: return CLI_OK;
    case IMPORT_DATAERR: return CLI_DATAERR;
    case IMPORT_NOINPUT: return CLI_NOINPUT;
    case IMPORT_INTERRUPTED: return cli_interrupt_status();
    case IMPORT_HOOK:
        /* a value the store's constraints refuse is bad input that a reader let through */
        if (job->err.status == STORE_CONSTRAINT)
            return CLI_DATAERR;
        return job->err.status ? store_exit_status(job->err.status) : CLI_SOFTWARE;
    case IMPORT_NOMEM: return CLI_SOFTWARE;
    }
    return CLI_SOFTWARE;
}

/* The progress line (on a terminal), and a stop on Ctrl-C. */
static int stop_on_interrupt(void *ctx, const struct import_progress *p)
{
    cli_progress_show(ctx, "import", p->file, p->nfiles, "files", p->objects, "objects");
    return cli_interrupted();
}

static int stop_before_commit(void *ctx)
{
    (void)ctx;
    return cli_interrupted();
}

/* Runs the import inside an open store and reports on stderr; returns the exit status (0:
 * committed). */
static int run_import(struct store *st, struct import_job *job)
{
    enum import_status is = import_job_run(job, st);
    cli_print_diags(stderr, &job->diags);
    int rc = import_status_exit(is, job);
    if (rc == CLI_DATAERR)
        fputs("wlmcon: nothing was imported: the store is unchanged\n", stderr);
    if (is == IMPORT_INTERRUPTED)
        fputs("wlmcon: interrupted: nothing was imported\n", stderr);
    return rc;
}

/* The topmost directory above path that does not exist, into top (size n); "" when all exist. */
static void first_missing_dir(const char *path, char *top, size_t n)
{
    struct stat sb;
    snprintf(top, n, "%s", path);
    char *slash = strrchr(top, '/');
    char found[4096] = "";
    while (slash && slash != top) {
        *slash = '\0';
        if (stat(top, &sb) == 0)
            break;
        snprintf(found, sizeof found, "%s", top);
        slash = strrchr(top, '/');
    }
    snprintf(top, n, "%s", found);
}

/* Removes the directories above path up to top, made for a store that was not created. */
static void remove_made_dirs(const char *path, const char *top)
{
    char dir[4096];
    snprintf(dir, sizeof dir, "%s", path);
    size_t tlen = strlen(top);
    for (char *slash = strrchr(dir, '/'); tlen && slash && slash != dir; slash = strrchr(dir, '/')) {
        *slash = '\0';
        if (strlen(dir) < tlen || rmdir(dir) != 0)
            break;
    }
}

int cli_import(const struct cli_global *g, int argc, char **argv)
{
    struct import_file *files;
    size_t nfiles;
    int rc = parse_args(argc, argv, &files, &nfiles);
    if (rc == 0)
        rc = check_inputs(files, nfiles);
    if (rc) {
        free(files);
        return rc;
    }
    char path[4096], made[4096];
    env_store_path(g->store, path, sizeof path);
    first_missing_dir(path, made, sizeof made);
    if (env_make_parent(path) != 0) {
        fprintf(stderr, "wlmcon: cannot create the directory of %s: %s\n", path, strerror(errno));
        free(files);
        return CLI_CANTCREAT;
    }
    cli_catch_interrupts();
    /* past RLIMIT_FSIZE a write fails with EFBIG instead of killing the process, so that the
     * transaction is rolled back and a new store's temporary file removed */
    signal(SIGXFSZ, SIG_IGN);
    struct store *st;
    struct store_error err = {0};
    /* a store this process cannot write is opened read-only, which leaves no -wal or -shm file
     * behind; the transaction then fails (73) */
    bool readonly = access(path, F_OK) == 0 && access(path, W_OK) != 0;
    if (store_open(path, readonly ? STORE_READONLY_OPEN : STORE_CREATE, &st, &err) != STORE_OK) {
        free(files);
        remove_made_dirs(path, made);
        return store_failure(&err);
    }
    cli_note_migration(st);
    struct cli_progress prog;
    cli_progress_start(&prog, termsafe_raw(stderr), isatty(fileno(termsafe_raw(stderr))));
    struct import_job job = {.files = files, .nfiles = nfiles, .progress = stop_on_interrupt,
                           .stop = stop_before_commit, .ctx = &prog};
    rc = run_import(st, &job);
    cli_progress_end(&prog);
    if (store_close(st, rc == CLI_OK, &err) != STORE_OK && rc == CLI_OK)
        rc = store_failure(&err);
    if (rc == CLI_OK)
        print_summary(&job.sum, path, job.batch);
    else
        remove_made_dirs(path, made);
    import_job_free(&job);
    free(files);
    return rc;
}
