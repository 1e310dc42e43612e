/* ui/cli/cli_validate.c — `wlmcon validate [--format text|json|sarif] [--severity S] [--explain]
 * [--summary] [--all | --limit N] [--rule ID=LEVEL…] [--baseline FILE] [--write-baseline FILE]
 * [FILE…]`.
 *
 * The store's rule levels and suppressions apply, then --rule's levels for this run, then the
 * baseline (model/rulecfg.h); the exit status counts what is left. --write-baseline writes the
 * fingerprints of the findings reported and of those suppressed (ui/work/baseline.h).
 *
 * Without files: validates the store (which must exist: a store is never created here), keeps the
 * result in the store's validation cache when the store is writable, and prints the systems'
 * summaries and the findings. The text report takes one screen at most (report_write_screen): on a
 * terminal its height less the line of the shell's prompt, over its width; else 23 lines, a
 * screen of 24 (the console's 80x24) less that line; --limit N, N lines; --all, the whole
 * report. JSON, SARIF and --summary are always whole. With files: reads them into memory only — no store is opened — for pre-commit
 * hooks: syntax errors exit 65, rule errors 1. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include "import/import.h"
#include "store/store.h"
#include "ui/cli/cli.h"
#include "ui/engine/env.h"
#include "ui/engine/termsafe.h"
#include "ui/work/baseline.h"
#include "ui/work/report.h"
#include "ui/work/sarif.h"
#include "ui/work/validation.h"

enum { FORMAT_SARIF = REPORT_JSON + 1 };

struct validate_opts {
    struct cli_file_opts fo;    /* the options before the files */
    int format;                 /* enum report_format, or FORMAT_SARIF */
    enum severity min;
    unsigned flags;
    bool summary;               /* --summary: a line per rule instead of the findings */
    bool all;                   /* --all: the whole text report, however long */
    size_t limit;               /* --limit N: the text report's lines; 0: one screen */
    const char **rules;         /* the --rule values, ID=LEVEL, checked */
    size_t nrules;
    const char *baseline, *write_baseline;
    struct import_file *files;
    size_t nfiles;
};

/* Checks a --rule value ID=LEVEL: a registered rule and a level. 0, or CLI_USAGE after saying why. */
static int check_rule(const char *v)
{
    const char *eq = strchr(v, '=');
    char id[16];
    snprintf(id, sizeof id, "%.*s", eq ? (int)(eq - v) : 0, v);
    if (!eq || !rules_lookup(id, NULL))
        return fprintf(stderr, "wlmcon validate: --rule %s: give a rule id and a level, MQ014=off (wlmcon "
                               "rules lists the rules)\n", v), CLI_USAGE;
    if (rule_level_parse(eq + 1) < 0)
        return fprintf(stderr, "wlmcon validate: --rule %s: the level is off, error, warning or info\n", v),
               CLI_USAGE;
    return 0;
}

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
    const struct import_option_def *def;
    o->format = REPORT_TEXT;
    o->min = SEV_INFO;
    o->files = calloc((size_t)argc, sizeof *o->files);
    o->rules = calloc((size_t)argc, sizeof *o->rules);
    if (!o->files || !o->rules)
        return CLI_SOFTWARE;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        int rc = cli_file_option(argc, argv, &i, &o->fo, &def);
        if (rc != 0) {
            if (rc == -1)
                return fprintf(stderr, "wlmcon validate: %s needs a value\n", a), CLI_USAGE;
            if (rc == -2)
                return fprintf(stderr, "wlmcon validate: --%s %s %s\n", def->name, argv[i], o->fo.why), CLI_USAGE;
            if (rc < 0)
                return CLI_SOFTWARE;
        } else if (strcmp(a, "--format") == 0 && v) {
            if (strcmp(v, "text") != 0 && strcmp(v, "json") != 0 && strcmp(v, "sarif") != 0)
                return fprintf(stderr, "wlmcon validate: --format is text, json or sarif\n"), CLI_USAGE;
            o->format = strcmp(v, "json") == 0 ? REPORT_JSON : strcmp(v, "sarif") == 0 ? FORMAT_SARIF : REPORT_TEXT;
            i++;
        } else if (strcmp(a, "--rule") == 0 && v) {
            if (check_rule(v))
                return CLI_USAGE;
            o->rules[o->nrules++] = v;
            i++;
        } else if ((strcmp(a, "--baseline") == 0 || strcmp(a, "--write-baseline") == 0) && v) {
            *(a[2] == 'b' ? &o->baseline : &o->write_baseline) = v;
            i++;
        } else if (strcmp(a, "--summary") == 0) {
            o->summary = true;
        } else if (strcmp(a, "--all") == 0) {
            o->all = true;
        } else if (strcmp(a, "--limit") == 0 && v) {
            char *end;
            errno = 0;
            unsigned long long n = strtoull(v, &end, 10);
            if (v[0] < '1' || v[0] > '9' || *end || errno || n > 1000000000)
                return fprintf(stderr, "wlmcon validate: --limit %s: give the lines of the report, 1 or more\n", v),
                       CLI_USAGE;
            o->limit = (size_t)n;
            i++;
        } else if (strcmp(a, "--severity") == 0 && v) {
            if (parse_severity(v, &o->min))
                return fprintf(stderr, "wlmcon validate: --severity is error, warning or info\n"), CLI_USAGE;
            i++;
        } else if (!v && (strcmp(a, "--format") == 0 || strcmp(a, "--severity") == 0 || strcmp(a, "--rule") == 0 ||
                          strcmp(a, "--baseline") == 0 || strcmp(a, "--write-baseline") == 0 ||
                          strcmp(a, "--limit") == 0)) {
            fprintf(stderr, "wlmcon validate: %s needs a value\n", a);
            return CLI_USAGE;
        } else if (strcmp(a, "--explain") == 0) {
            o->flags |= REPORT_EXPLAIN;
        } else if (a[0] == '-' && a[1]) {
            fprintf(stderr, "wlmcon validate: unknown option %s\n", a);
            return CLI_USAGE;
        } else {
            o->files[o->nfiles++] = cli_file(&o->fo, a);
        }
    }
    if (o->summary && o->format != REPORT_TEXT)
        return fprintf(stderr, "wlmcon validate: --summary is a text report\n"), CLI_USAGE;
    if (o->all && o->limit)
        return fprintf(stderr, "wlmcon validate: --all and --limit: give one of them\n"), CLI_USAGE;
    return 0;
}

enum { SCREEN_LINES = 24 };   /* a screen when standard output is no terminal: the console's 80x24 */

/* What one screen of standard output holds for the text report of o (report.h, struct
 * report_screen): --limit's lines, none with --all; on a terminal (standard output's descriptor,
 * below the terminal-safe writer) its rows less one for the shell's prompt and its columns, from
 * the terminal or else from LINES and COLUMNS; else SCREEN_LINES less one, every line once. */
static struct report_screen screen_of(const struct validate_opts *o)
{
    struct report_screen s = {SCREEN_LINES - 1, 0};
    if (o->all || o->limit)
        return (struct report_screen){o->all ? 0 : o->limit, 0};
    int fd = fileno(termsafe_raw(stdout));
    if (fd < 0 || !isatty(fd))
        return s;
    struct winsize ws;
    long rows = 0, cols = 0;
    if (ioctl(fd, TIOCGWINSZ, &ws) == 0 && ws.ws_row > 0)
        rows = ws.ws_row, cols = ws.ws_col;
    else if (getenv("LINES"))
        rows = strtol(getenv("LINES"), NULL, 10), cols = getenv("COLUMNS") ? strtol(getenv("COLUMNS"), NULL, 10) : 0;
    if (rows > 1 && rows < 100000)
        s.lines = (size_t)rows - 1;
    s.cols = cols > 0 && cols < 100000 ? (size_t)cols : 0;
    return s;
}

/* The run's levels (--rule) and baseline (--baseline) into v: 0, CLI_NOINPUT or CLI_DATAERR after
 * saying why, CLI_SOFTWARE when memory runs out. */
static int prepare(struct validation *v, const struct validate_opts *o)
{
    for (size_t i = 0; i < o->nrules; i++) {
        const char *eq = strchr(o->rules[i], '=');
        char id[16];
        snprintf(id, sizeof id, "%.*s", (int)(eq - o->rules[i]), o->rules[i]);
        if (validation_set_level(v, id, rule_level_parse(eq + 1)) != 0)
            return CLI_SOFTWARE;
    }
    char why[600];
    int rc = o->baseline ? baseline_read(o->baseline, &v->baseline, &v->nbaseline, why, sizeof why) : 0;
    bool missing = rc == -1 && errno != ENOMEM;   /* not there, or not readable */
    if (rc != 0)
        fprintf(stderr, "wlmcon: %s\n", why);
    return rc == -1 ? (missing ? CLI_NOINPUT : CLI_SOFTWARE) : rc == -2 ? CLI_DATAERR : 0;
}

/* Writes the report of v in o's format to standard output: 0, or -1 when writing failed. */
static int write_report(const struct validation *v, const struct validate_opts *o)
{
    struct report_counts c = {{v->counts[0], v->counts[1], v->counts[2]}, v->hidden, v->min,
                              &v->filtered, v->supps, o->baseline};
    if (o->format == FORMAT_SARIF) {
        char cwd[4096];
        return sarif_write(stdout, v, getcwd(cwd, sizeof cwd) ? cwd : NULL);
    }
    if (o->summary)
        return report_write_rules(stdout, &v->findings, &c);
    if (o->format == REPORT_JSON)
        return report_write_counts(stdout, REPORT_JSON, o->flags, v->sums, v->nsums, &v->findings, &c);
    struct report_screen s = screen_of(o);
    return report_write_screen(stdout, o->flags, v->sums, v->nsums, &v->findings, &c, &s);
}

/* Checks v's policy, prints the report and writes the baseline asked for; returns 0, 1 (errors
 * found), 70 (out of memory) or 73 (the report could not be written — a full disk, a closed pipe —
 * or the baseline cannot be written). */
static int report(struct validation *v, const struct validate_opts *o)
{
    if (validation_check(v) != 0) {
        fputs("wlmcon: validation failed: out of memory\n", stderr);
        return CLI_SOFTWARE;
    }
    errno = 0;
    int rc = write_report(v, o);
    if (fflush(stdout) != 0 || rc != 0 || ferror(stdout)) {
        fprintf(stderr, "wlmcon: cannot write the report: %s\n", errno ? strerror(errno) : "output error");
        return CLI_CANTCREAT;
    }
    char why[600];
    if (o->write_baseline && baseline_write(o->write_baseline, v->findings.v, v->findings.n, v->filtered.suppressed,
                                            v->filtered.nsuppressed, why, sizeof why) != 0) {
        fprintf(stderr, "wlmcon: %s\n", why);
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
    int prc = prepare(&v, o);
    if (prc) {
        validation_free(&v);
        return prc;
    }
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
        rc = st == IMPORT_NOINPUT ? CLI_NOINPUT : st == IMPORT_DATAERR ? CLI_DATAERR
             : st == IMPORT_USAGE ? CLI_USAGE : CLI_SOFTWARE;
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
    int rc = prepare(&v, o);
    if (!rc && validation_load(&v, st, &err) != STORE_OK) {
        fprintf(stderr, "wlmcon: %s\n", err.msg);
        rc = store_exit_status(err.status);
    } else if (!rc) {
        rc = report(&v, o);
        /* the cache holds full results of the store's own settings only: a --severity filter
           would under-count, --rule and --baseline count otherwise */
        if (writable && o->min == SEV_INFO && !o->nrules && !o->baseline && rc != CLI_SOFTWARE &&
            rc != CLI_CANTCREAT &&
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
    cli_file_opts_free(&o.fo);
    free(o.rules);
    return rc;
}
