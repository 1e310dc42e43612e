/* ui/cli_validate.c — `wlmcon validate [--format text|json] [--severity S] [--explain] [FILE…]`.
 *
 * Without files: validates the store (which must exist: a store is never created here), keeps the
 * result in the store's validation cache when the store is writable, and prints the cluster summary
 * and the findings. With files: reads them into memory only — no store is opened — for pre-commit
 * hooks: syntax errors exit 65, rule errors 1. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "import/import.h"
#include "store/store.h"
#include "ui/cli.h"
#include "ui/env.h"
#include "ui/report.h"

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
    const char *qmgr = NULL;
    o->format = REPORT_TEXT;
    o->min = SEV_INFO;
    o->files = calloc((size_t)argc, sizeof *o->files);
    if (!o->files)
        return CLI_SOFTWARE;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (strcmp(a, "--format") == 0 && v) {
            if (strcmp(v, "text") != 0 && strcmp(v, "json") != 0)
                return fprintf(stderr, "wlmcon validate: --format is text or json\n"), CLI_USAGE;
            o->format = strcmp(v, "json") == 0 ? REPORT_JSON : REPORT_TEXT;
            i++;
        } else if (strcmp(a, "--severity") == 0 && v) {
            if (parse_severity(v, &o->min))
                return fprintf(stderr, "wlmcon validate: --severity is error, warning or info\n"), CLI_USAGE;
            i++;
        } else if (strcmp(a, "--qmgr") == 0 && v) {
            qmgr = v;
            i++;
        } else if (!v && (strcmp(a, "--format") == 0 || strcmp(a, "--severity") == 0 ||
                          strcmp(a, "--qmgr") == 0)) {
            fprintf(stderr, "wlmcon validate: %s needs a value\n", a);
            return CLI_USAGE;
        } else if (strcmp(a, "--explain") == 0) {
            o->flags |= REPORT_EXPLAIN;
        } else if (a[0] == '-' && a[1]) {
            fprintf(stderr, "wlmcon validate: unknown option %s\n", a);
            return CLI_USAGE;
        } else {
            o->files[o->nfiles++] = (struct import_file){a, qmgr};
        }
    }
    return 0;
}

/* Runs every system's rules over p and prints the report; returns 0 or 1 (errors found). When
 * keep is not NULL, *keep receives the JSON report (malloc'd) for the store's validation cache. */
static int report(const struct policy *p, const struct validate_opts *o, size_t counts[3], char **keep)
{
    struct diag_list findings;
    struct mq_summary sum;
    diag_init(&findings, 0);
    int rc = rules_run(p, mq_rule_set(), &findings, o->min);
    bool have_sum = mq_summary_build(p, &sum) == 0;
    diag_sort_by_location(&findings);
    if (rc == 0 && report_write(stdout, o->format, o->flags, have_sum ? &sum : NULL, &findings) != 0)
        rc = -1;
    if (rc == 0 && keep) {
        size_t len;
        FILE *mem = open_memstream(keep, &len);
        if (mem) {
            report_write(mem, REPORT_JSON, 0, have_sum ? &sum : NULL, &findings);
            fclose(mem);
        }
    }
    for (int s = 0; s < 3; s++)
        counts[s] = diag_count(&findings, (enum severity)s);
    if (have_sum)
        mq_summary_free(&sum);
    diag_free(&findings);
    if (rc != 0) {
        fputs("wlmcon: validation failed: out of memory or output error\n", stderr);
        return CLI_SOFTWARE;
    }
    return counts[SEV_ERROR] ? CLI_FINDINGS : CLI_OK;
}

static int validate_files(const struct validate_opts *o)
{
    for (size_t i = 0; i < o->nfiles; i++)
        if (strcmp(o->files[i].path, "-") != 0 && access(o->files[i].path, R_OK) != 0) {
            fprintf(stderr, "wlmcon: %s: %s\n", o->files[i].path, strerror(errno));
            return CLI_NOINPUT;
        }
    struct policy pol;
    struct diag_list diags;
    struct import_hooks hooks = {0};
    struct import_summary isum = {0};
    policy_init(&pol);
    diag_init(&diags, 100);
    enum import_status st = import_files(o->files, o->nfiles, &pol, &hooks, &diags, &isum);
    cli_print_diags(stderr, &diags);
    diag_free(&diags);
    int rc;
    size_t counts[3];
    if (st == IMPORT_OK)
        rc = report(&pol, o, counts, NULL);
    else
        rc = st == IMPORT_NOINPUT ? CLI_NOINPUT : st == IMPORT_DATAERR ? CLI_DATAERR : CLI_SOFTWARE;
    policy_free(&pol);
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
    struct policy pol;
    policy_init(&pol);
    int rc;
    size_t counts[3] = {0};
    if (store_load_all(st, &pol, NULL, STORE_LOAD_PARAMS, &err) != STORE_OK) {
        fprintf(stderr, "wlmcon: %s\n", err.msg);
        rc = store_exit_status(err.status);
    } else {
        /* the cache holds full results only: a --severity filter would under-count */
        bool keep = writable && o->min == SEV_INFO;
        char *json = NULL;
        rc = report(&pol, o, counts, keep ? &json : NULL);
        if (keep && rc != CLI_SOFTWARE &&
            store_validation_put(st, env_now(), counts[SEV_ERROR], counts[SEV_WARNING], counts[SEV_INFO],
                                 json, &err) != STORE_OK)
            fprintf(stderr, "wlmcon: the result was not kept: %s\n", err.msg);
        free(json);
    }
    policy_free(&pol);
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
