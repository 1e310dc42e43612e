/* ui/cli_import.c — `wlmcon import [--qmgr NAME] FILE…`: every file read in order into the store in
 * one transaction and one journal batch; any error leaves the store exactly as it was (and creates
 * no store where none existed). */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "ui/cli.h"
#include "ui/env.h"
#include "ui/import_job.h"

/* Collects the files and the --qmgr before each; returns 0 or a usage status. */
static int parse_args(int argc, char **argv, struct import_file **files, size_t *nfiles)
{
    const char *qmgr = NULL;
    *files = calloc((size_t)argc, sizeof **files);
    *nfiles = 0;
    if (!*files)
        return CLI_SOFTWARE;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--qmgr") == 0) {
            if (i + 1 >= argc) {
                fputs("wlmcon import: --qmgr needs a queue manager name\n", stderr);
                return CLI_USAGE;
            }
            qmgr = argv[++i];
        } else if (strncmp(argv[i], "--qmgr=", 7) == 0) {
            qmgr = argv[i] + 7;
        } else if (argv[i][0] == '-' && argv[i][1]) {
            fprintf(stderr, "wlmcon import: unknown option %s\n", argv[i]);
            return CLI_USAGE;
        } else {
            (*files)[(*nfiles)++] = (struct import_file){argv[i], qmgr};
        }
    }
    if (!*nfiles) {
        fputs("usage: wlmcon [--store FILE] import [--qmgr NAME] FILE…\n", stderr);
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

static void print_summary(const struct import_summary *sum, const char *path, int64_t batch)
{
    printf("imported %zu file(s) into %s (journal batch %lld): %zu queue manager(s); %zu object(s) "
           "defined, %zu altered, %zu deleted, %zu skipped; %zu record(s)\n",
           sum->files, path, (long long)batch, sum->tops, sum->defined, sum->altered, sum->deleted,
           sum->skipped, sum->records);
}

static int import_status_exit(enum import_status st, const struct import_job *job)
{
    switch (st) {
    case IMPORT_OK: return CLI_OK;
    case IMPORT_DATAERR: return CLI_DATAERR;
    case IMPORT_NOINPUT: return CLI_NOINPUT;
    case IMPORT_INTERRUPTED: return CLI_INTERRUPTED;
    case IMPORT_HOOK: return job->err.status ? store_exit_status(job->err.status) : CLI_SOFTWARE;
    case IMPORT_NOMEM: return CLI_SOFTWARE;
    }
    return CLI_SOFTWARE;
}

static int stop_on_interrupt(void *ctx, const struct import_progress *p)
{
    (void)ctx;
    (void)p;
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
    if (rc == CLI_INTERRUPTED)
        fputs("wlmcon: interrupted: nothing was imported\n", stderr);
    return rc;
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
    char path[4096];
    env_store_path(g->store, path, sizeof path);
    if (env_make_parent(path) != 0) {
        fprintf(stderr, "wlmcon: cannot create the directory of %s: %s\n", path, strerror(errno));
        free(files);
        return CLI_CANTCREAT;
    }
    cli_catch_interrupts();
    struct store *st;
    struct store_error err = {0};
    if (store_open(path, STORE_CREATE, &st, &err) != STORE_OK) {
        free(files);
        return store_failure(&err);
    }
    struct import_job job = {.files = files, .nfiles = nfiles, .progress = stop_on_interrupt};
    rc = run_import(st, &job);
    if (store_close(st, rc == CLI_OK, &err) != STORE_OK && rc == CLI_OK)
        rc = store_failure(&err);
    if (rc == CLI_OK)
        print_summary(&job.sum, path, job.batch);
    import_job_free(&job);
    free(files);
    return rc;
}
