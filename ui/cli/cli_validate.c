/* ui/cli/cli_validate.c — `wlmcon validate [--format text|json] [--severity S] [--explain] [FILE…]`.
 *
 * Without files: validates the store (which must exist: a store is never created here), keeps the
 * result in the store's validation cache when the store is writable, and prints the systems'
 * summaries and the findings. With files: reads them into memory only — no store is opened — for pre-commit
 * hooks: syntax errors exit 65, rule errors 1. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "import/import.h"
#include "store/store.h"
#include "ui/cli/cli.h"
#include "ui/engine/env.h"
#include "ui/work/report.h"
#include "ui/work/validation.h"

struct validate_opts {
    enum report_format format;
    enum severity min;
    unsigned flags;
    struct import_file *files;
    size_t nfiles;
};

static int parse_severity(const char *s, enum severity *out)
{
    if (strcmp(s, "error") == 0)
        *out = SEV_ERROR;
    else if (strcmp(s, "warning") == 0)
        *out = SEV_WARNING;
    else if (strcmp(s, "info") == 0)
        *out = SEV_INFO;
    else
        return -1;
    return 0;
}

static int parse_args(int argc, char **argv, struct validate_opts *o)
{
    struct cli_file_opts fo = {0};
    const struct import_option_def *def;
    o->format = REPORT_TEXT;
    o->min = SEV_INFO;
    o->files = calloc((size_t)argc, sizeof *o->files);
    if (!o->files)
        return CLI_SOFTWARE;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        int rc = cli_file_option(argc, argv, &i, &fo, &def);
        if (rc != 0) {
            if (rc < 0)
                return fprintf(stderr, "wlmcon validate: %s needs a value\n", a), CLI_USAGE;
        } else if (strcmp(a, "--format") == 0 && v) {
            if (strcmp(v, "text") != 0 && strcmp(v, "json") != 0)
                return fprintf(stderr, "wlmcon validate: --format is text or json\n"), CLI_USAGE;
            o->format = strcmp(v, "json") == 0 ? REPORT_JSON : REPORT_TEXT;
            i++;
        } else if (strcmp(a, "--severity") == 0 && v) {
            if (parse_severity(v, &o->min))
                return fprintf(stderr, "wlmcon validate: --severity is error, warning or info\n"), CLI_USAGE;
            i++;
        } else if (!v && (strcmp(a, "--format") == 0 || strcmp(a, "--severity") == 0)) {
            fprintf(stderr, "wlmcon validate: %s needs a value\n", a);
            return CLI_USAGE;
        } else if (strcmp(a, "--explain") == 0) {
            o->flags |= REPORT_EXPLAIN;
        } else if (a[0] == '-' && a[1]) {
            fprintf(stderr, "wlmcon validate: unknown option %s\n", a);
            return CLI_USAGE;
        } else {
            o->files[o->nfiles++] = cli_file(&fo, a);
        }
    }
    return 0;
}

/* Checks v's policy and prints the report; returns 0, 1 (errors found), 70 (out of memory) or 73
 * (the report could not be written: a full disk, a closed pipe). */
static int report(struct validation *v, const struct validate_opts *o)
{
    if (validation_check(v) != 0) {
        fputs("wlmcon: validation failed: out of memory\n", stderr);
        return CLI_SOFTWARE;
    }
    struct report_counts c = {{v->counts[0], v->counts[1], v->counts[2]}, v->hidden, v->min};
    errno = 0;
    int rc = report_write_counts(stdout, o->format, o->flags, v->sums, v->nsums, &v->findings, &c);
    if (fflush(stdout) != 0 || rc != 0 || ferror(stdout)) {
        fprintf(stderr, "wlmcon: cannot write the report: %s\n", errno ? strerror(errno) : "output error");
        return CLI_CANTCREAT;
    }
    return v->counts[SEV_ERROR] ? CLI_FINDINGS : CLI_OK;
}

static int validate_files(const struct validate_opts *o)
{
    for (size_t i = 0; i < o->nfiles; i++)
        if (strcmp(o->files[i].path, "-") != 0 && access(o->files[i].path, R_OK) != 0) {
            fprintf(stderr, "wlmcon: %s: %s\n", o->files[i].path, strerror(errno));
            return CLI_NOINPUT;
        }
    struct validation v;
    struct diag_list diags;
    struct import_hooks hooks = {0};
    struct import_summary isum = {0};
    validation_init(&v, o->min);
    diag_init(&diags, 100);
    enum import_status st = import_files(o->files, o->nfiles, &v.pol, &hooks, &diags, &isum);
    /* the readers' findings count with the rules' ones; a file refused has only them, on stderr */
    if (st != IMPORT_OK)
        cli_print_diags(stderr, &diags);
    else if (validation_add_read(&v, &diags))
        st = IMPORT_NOMEM;
    diag_free(&diags);
    int rc;
    if (st == IMPORT_OK)
        rc = report(&v, o);
    else
        rc = st == IMPORT_NOINPUT ? CLI_NOINPUT : st == IMPORT_DATAERR ? CLI_DATAERR : CLI_SOFTWARE;
    validation_free(&v);
    return rc;
}

static int validate_store(const struct cli_global *g, const struct validate_opts *o)
{
    char path[4096];
    env_store_path(g->store, path, sizeof path);
    struct store *st;
    struct store_error err = {0};
    bool writable = access(path, W_OK) == 0;
    enum store_status ss = store_open(path, writable ? 0 : STORE_READONLY_OPEN, &st, &err);
    if (ss == STORE_READONLY && writable) {   /* its directory is read-only: it can still be read */
        writable = false;
        ss = store_open(path, STORE_READONLY_OPEN, &st, &err);
    }
    if (ss != STORE_OK) {
        fprintf(stderr, "wlmcon: %s\n", err.msg);
        return store_exit_status(err.status);
    }
    cli_note_migration(st);
    struct validation v;
    validation_init(&v, o->min);
    int rc;
    if (validation_load(&v, st, &err) != STORE_OK) {
        fprintf(stderr, "wlmcon: %s\n", err.msg);
        rc = store_exit_status(err.status);
    } else {
        rc = report(&v, o);
        /* the cache holds full results only: a --severity filter would under-count */
        if (writable && o->min == SEV_INFO && rc != CLI_SOFTWARE && rc != CLI_CANTCREAT &&
            validation_keep(&v, st, env_now(), &err) != STORE_OK)
            fprintf(stderr, "wlmcon: the result was not kept: %s\n", err.msg);
    }
    validation_free(&v);
    store_close(st, true, &err);
    return rc;
}

int cli_validate(const struct cli_global *g, int argc, char **argv)
{
    struct validate_opts o = {0};
    int rc = parse_args(argc, argv, &o);
    if (rc == 0)
        rc = o.nfiles ? validate_files(&o) : validate_store(g, &o);
    free(o.files);
    return rc;
}
