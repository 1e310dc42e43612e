/* ui/cli/cli_export.c — `wlmcon export --format FORMAT --out DIR|- [--width N] [--record-length N]`:
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
    unsigned width;
    unsigned record_length;
};

static int usage_error(const char *msg)
{
    fprintf(stderr, "wlmcon export: %s\nusage: wlmcon [--store FILE] export --format ", msg);
    for (const struct export_format *const *f = export_formats(); *f; f++)
        fprintf(stderr, "%s%s", f == export_formats() ? "" : "|", (*f)->name);
    fputs(" --out DIR|- [--width N] [--record-length N]\n", stderr);
    return CLI_USAGE;
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

/* The number text as an unsigned in [lo, hi] or 0 (also 0 when it is none), into *out; false when
 * it is not one. */
static bool number(const char *text, unsigned long lo, unsigned long hi, unsigned *out)
{
    char *end;
    unsigned long w = strtoul(text, &end, 10);
    if (*end || !*text || *text == '-' || (w != 0 && (w < lo || w > hi)))
        return false;
    *out = (unsigned)w;
    return true;
}

/* --width and --record-length, when given. */
static int check_numbers(struct export_args *a, const char *width, const char *reclen)
{
    if (width && !number(width, EXPORT_WIDTH_MIN, EXPORT_WIDTH_MAX, &a->width))
        return usage_error("--width must be 0 (up to 2048) or from 32 to 2048");
    if (reclen && !number(reclen, 1, EXPORT_RECORD_MAX, &a->record_length))
        return usage_error("--record-length must be 0 (lines) or from 1 to 32760");
    return 0;
}

static int parse_args(int argc, char **argv, struct export_args *a)
{
    const char *format = NULL, *width = NULL, *reclen = NULL, *v;
    bool missing = false;
    a->width = EXPORT_WIDTH_DEFAULT;
    char msg[300];
    for (int i = 1; i < argc; i++) {
        if ((v = option(argc, argv, &i, "--format", &missing)))
            format = v;
        else if ((v = option(argc, argv, &i, "--out", &missing)))
            a->out = v;
        else if ((v = option(argc, argv, &i, "--width", &missing)))
            width = v;
        else if ((v = option(argc, argv, &i, "--record-length", &missing)))
            reclen = v;
        else {
            snprintf(msg, sizeof msg, missing ? "%.200s needs a value" : "unknown argument %.200s", argv[i]);
            return usage_error(msg);
        }
    }
    if (!format || !(a->format = export_format(format))) {
        char names[200];
        snprintf(msg, sizeof msg, "--format must be %s", export_format_names(names, sizeof names));
        return usage_error(msg);
    }
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
    return check_numbers(a, width, reclen);
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
    if (rc)
        return rc;
    char path[4096];
    env_store_path(g->store, path, sizeof path);
    struct store *st;
    struct store_error err = {0};
    /* read only, after upgrading an older store this process can write */
    if (store_open(path, STORE_READONLY_OPEN | STORE_MIGRATE, &st, &err) != STORE_OK) {
        fprintf(stderr, "wlmcon: %s\n", err.msg);
        return store_exit_status(err.status);
    }
    cli_note_migration(st);
    cli_catch_interrupts();
    struct cli_progress prog;
    cli_progress_start(&prog, termsafe_raw(stderr), isatty(fileno(termsafe_raw(stderr))));
    struct export_job job = {.format = a.format, .out = a.out, .width = a.width,
                             .record_length = a.record_length, .progress = stop_on_interrupt,
                             .ctx = &prog};
    export_job_run(&job, st);
    cli_progress_end(&prog);
    report(&job);
    rc = exit_status(&job);
    export_job_free(&job);
    store_close(st, false, &err);
    return rc;
}
