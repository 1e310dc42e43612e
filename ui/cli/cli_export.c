/* ui/cli/cli_export.c — `wlmcon export --format FORMAT --out DIR|- [OPTION…]`, the options those the
 * format's writer declares:
 * the store written in one of the export formats (import.h's table: one MQSC file per queue manager
 * in dmpmqcfg's layout, one WLM XML file per service definition, or one YAML document), one
 * top-level object in memory at a time. Each file appears whole or not at all; a failure leaves the files
 * already written and no temporary file, and exits 73 (65 for a value the format cannot carry).
 * Files in DIR that the export did not write are listed, never deleted. */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "ui/cli/cli.h"
#include "ui/cli/cli_progress.h"
#include "ui/engine/env.h"
#include "ui/engine/termsafe.h"
#include "ui/work/export_job.h"

struct export_args {
    const struct export_format *format;
    const char *out;     /* a directory, or "-" */
    struct import_option *opts;   /* the options given (argv's strings), a NULL name last; malloc'd */
    size_t nopts;
};

/* The options the writers declare, each name once, NULL-terminated, into defs (room for max). */
static void writer_options(const struct import_option_def **defs, size_t max)
{
    size_t n = 0;
    for (const struct export_format *const *f = export_formats(); *f; f++)
        for (const struct import_option_def *const *d = (*f)->options; d && *d && n + 1 < max; d++) {
            bool seen = false;
            for (size_t i = 0; i < n && !seen; i++)
                seen = strcmp(defs[i]->name, (*d)->name) == 0;
            if (!seen)
                defs[n++] = *d;
        }
    defs[n] = NULL;
}

/* The synopsis after "export ", from the tables: "--format a|b --out DIR|- [--NAME M] …". */
static void synopsis(FILE *f)
{
    const struct import_option_def *defs[64];
    char opts[512];
    writer_options(defs, sizeof defs / sizeof defs[0]);
    fputs("--format ", f);
    for (const struct export_format *const *x = export_formats(); *x; x++)
        fprintf(f, "%s%s", x == export_formats() ? "" : "|", (*x)->name);
    cli_options_usage(defs, opts, sizeof opts);
    opts[strlen(opts) ? strlen(opts) - 1 : 0] = '\0';   /* no blank after the last */
    fprintf(f, " --out DIR|-%s%s\n", *opts ? " " : "", opts);
}

static int usage_error(const char *msg)
{
    fprintf(stderr, "wlmcon export: %s\nusage: wlmcon [--store FILE] export ", msg);
    synopsis(stderr);
    return CLI_USAGE;
}

/* The writers that declare option name ("mqsc"), into buf (n bytes). */
static const char *writers_taking(const char *name, char *buf, size_t n)
{
    size_t at = 0;
    buf[0] = '\0';
    for (const struct export_format *const *f = export_formats(); *f && at < n; f++)
        for (const struct import_option_def *const *d = (*f)->options; d && *d; d++)
            if (strcmp((*d)->name, name) == 0) {
                int w = snprintf(buf + at, n - at, "%s--format %s", at ? ", " : "", (*f)->name);
                at += w < 0 ? 0 : (size_t)w;
            }
    return buf;
}

void cli_export_options_help(FILE *f)
{
    const struct import_option_def *defs[64];
    writer_options(defs, sizeof defs / sizeof defs[0]);
    cli_options_help(f, defs, writers_taking);
}

/* `wlmcon export --help`. */
static void export_help(void)
{
    fputs("usage: wlmcon [--store FILE] export ", stdout);
    synopsis(stdout);
    fputs("\nWrites the store in a format below into DIR, each file whole or not at all.\n\nFormats:\n", stdout);
    for (const struct export_format *const *x = export_formats(); *x; x++) {
        int n = printf("  %-8s ", (*x)->name);
        cli_wrapped(stdout, (*x)->title, n, 11);
    }
    fputs("\nOptions of the formats:\n", stdout);
    cli_export_options_help(stdout);
}

/* The value of option name at argv[*i] (`--name V` or `--name=V`), or NULL when argv[*i] is not
 * that option; *missing is set when the value is absent. */
static const char *option(int argc, char **argv, int *i, const char *name, bool *missing)
{
    size_t n = strlen(name);
    if (strncmp(argv[*i], name, n) != 0)
        return NULL;
    if (argv[*i][n] == '=')
        return argv[*i] + n + 1;
    if (argv[*i][n])
        return NULL;
    if (*i + 1 >= argc) {
        *missing = true;
        return NULL;
    }
    return argv[++*i];
}

/* The declaration of option --name in the chosen format's, or NULL. */
static const struct import_option_def *declared(const struct export_format *f, const char *name, size_t n)
{
    for (const struct import_option_def *const *d = f->options; d && *d; d++)
        if (strlen((*d)->name) == n && strncmp((*d)->name, name, n) == 0)
            return *d;
    return NULL;
}

/* Takes the other arguments as the chosen format's options (`--NAME V`, `--NAME=V`), checked. */
static int format_options(int argc, char **argv, const int *other, size_t nother, struct export_args *a)
{
    char msg[400], why[200];
    a->opts = calloc(nother + 1, sizeof *a->opts);
    if (!a->opts)
        return CLI_SOFTWARE;
    for (size_t k = 0; k < nother; k++) {
        const char *arg = argv[other[k]], *eq = strchr(arg, '=');
        size_t n = eq ? (size_t)(eq - arg) - 2 : strlen(arg) - 2;
        const struct import_option_def *d = strncmp(arg, "--", 2) == 0 ? declared(a->format, arg + 2, n) : NULL;
        const char *v = eq ? eq + 1 : other[k] + 1 < argc ? argv[other[k] + 1] : NULL;
        if (!d) {
            snprintf(msg, sizeof msg, "unknown argument %.200s (--format %s takes %s)", arg, a->format->name,
                     a->format->options && a->format->options[0] ? "the options below" : "no option");
            return usage_error(msg);
        }
        if (!v) {
            snprintf(msg, sizeof msg, "%.200s needs %s", arg, d->what);
            return usage_error(msg);
        }
        if (import_option_problem(d, v, why, sizeof why)) {
            snprintf(msg, sizeof msg, "--%s %.100s %s", d->name, v, why);
            return usage_error(msg);
        }
        a->opts[a->nopts++] = (struct import_option){d->name, import_option_canonical(d, v)};
    }
    return 0;
}

static int parse_args(int argc, char **argv, struct export_args *a)
{
    const char *format = NULL, *v;
    bool missing = false;
    char msg[300];
    int *other = calloc((size_t)argc, sizeof *other);
    size_t nother = 0;
    if (!other)
        return CLI_SOFTWARE;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
            free(other);
            export_help();
            return -1;
        } else if ((v = option(argc, argv, &i, "--format", &missing))) {
            format = v;
        } else if ((v = option(argc, argv, &i, "--out", &missing))) {
            a->out = v;
        } else if (!missing && strncmp(argv[i], "--", 2) == 0 && argv[i][2]) {
            other[nother++] = i;   /* a format's option, once the format is known */
            if (!strchr(argv[i], '=') && i + 1 < argc)
                i++;
        } else {
            snprintf(msg, sizeof msg, missing ? "%.200s needs a value" : "unknown argument %.200s", argv[i]);
            free(other);
            return usage_error(msg);
        }
    }
    if (!format || !(a->format = export_format(format))) {
        char names[200];
        snprintf(msg, sizeof msg, "--format must be %s", export_format_names(names, sizeof names));
        free(other);
        return usage_error(msg);
    }
    int rc = format_options(argc, argv, other, nother, a);
    free(other);
    if (rc)
        return rc;
    if (!a->out || !*a->out)
        return usage_error("--out names the directory to write to, or - for standard output");
    if (!a->format->file && strcmp(a->out, "-") == 0) {
        char noun[64];
        const struct system_def *sys = schema_system(a->format->system);
        snprintf(noun, sizeof noun, "%s", sys ? schema_top_kind(sys)->label : "object");
        noun[0] = (char)(noun[0] >= 'A' && noun[0] <= 'Z' ? noun[0] - 'A' + 'a' : noun[0]);
        snprintf(msg, sizeof msg, "--format %s writes one file per %s: --out must be a directory", a->format->name,
                 noun);
        return usage_error(msg);
    }
    return 0;
}

/* Exit status for what stopped the export. */
static int exit_status(const struct export_job *job)
{
    switch (job->status) {
    case EXPORT_JOB_OK: return CLI_OK;
    case EXPORT_JOB_STORE: return store_exit_status(job->store_err.status);
    case EXPORT_JOB_CANTCREAT: return CLI_CANTCREAT;
    case EXPORT_JOB_DATAERR: return CLI_DATAERR;
    case EXPORT_JOB_NOMEM: return CLI_SOFTWARE;
    case EXPORT_JOB_INTERRUPTED: return cli_interrupt_status();
    }
    return CLI_SOFTWARE;
}

/* The progress line (on a terminal), and a stop on Ctrl-C. */
static int stop_on_interrupt(void *ctx, size_t done, size_t total, const char *top)
{
    (void)top;
    cli_progress_show(ctx, "export", done, total, "top-level objects", done, "written");
    return cli_interrupted();
}

/* The files written on stdout, then what went wrong or the files left as they were on stderr. */
static void report(const struct export_job *job)
{
    if (job->nswept)
        fprintf(stderr, "wlmcon: removed from %s %zu temporary file(s) that interrupted exports left:\n",
                job->out, job->nswept);
    for (size_t i = 0; i < job->nswept; i++)
        fprintf(stderr, "  %s\n", job->swept[i]);
    for (size_t i = 0; i < job->nwritten; i++)
        printf("%s/%s\n", job->out, job->written[i]);
    if (job->status == EXPORT_JOB_INTERRUPTED)
        fputs("wlmcon: interrupted: the files written before stay as they are\n", stderr);
    else if (job->nproblems)
        for (size_t i = 0; i < job->nproblems; i++)
            fprintf(stderr, "wlmcon: %s%s\n", job->problems[i],
                    i + 1 < job->nproblems ? "" : "\nwlmcon: nothing was written");
    else if (job->status != EXPORT_JOB_OK)
        fprintf(stderr, "wlmcon: %s\n%s", job->msg,
                job->stopped ? "wlmcon: the export stopped: files written before stay as they are\n" : "");
    if (job->strays_err[0])
        fprintf(stderr, "wlmcon: %s\n", job->strays_err);
    if (job->nstrays)
        fprintf(stderr, "wlmcon: %s also holds %zu file(s) this export did not write (left as they are):\n",
                job->out, job->nstrays);
    for (size_t i = 0; i < job->nstrays; i++)
        fprintf(stderr, "  %s\n", job->strays[i]);
}

int cli_export(const struct cli_global *g, int argc, char **argv)
{
    struct export_args a = {0};
    int rc = parse_args(argc, argv, &a);
    if (rc) {
        free(a.opts);
        return rc < 0 ? CLI_OK : rc;
    }
    char path[4096];
    env_store_path(g->store, path, sizeof path);
    struct store *st;
    struct store_error err = {0};
    /* read only, after upgrading an older store this process can write */
    if (store_open(path, STORE_READONLY_OPEN | STORE_MIGRATE, &st, &err) != STORE_OK) {
        fprintf(stderr, "wlmcon: %s\n", err.msg);
        free(a.opts);
        return store_exit_status(err.status);
    }
    cli_note_migration(st);
    cli_catch_interrupts();
    struct cli_progress prog;
    cli_progress_start(&prog, termsafe_raw(stderr), isatty(fileno(termsafe_raw(stderr))));
    struct export_job job = {.format = a.format, .out = a.out, .opts = a.opts, .progress = stop_on_interrupt,
                             .ctx = &prog};
    export_job_run(&job, st);
    cli_progress_end(&prog);
    report(&job);
    rc = exit_status(&job);
    export_job_free(&job);
    store_close(st, false, &err);
    free(a.opts);
    return rc;
}
