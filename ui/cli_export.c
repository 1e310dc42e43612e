/* ui/cli_export.c — `wlmcon export --format mqsc|yaml --out DIR|- [--width N]`: the store written
 * as one MQSC file per queue manager (dmpmqcfg's layout) or as one YAML document, one queue
 * manager in memory at a time. Each file appears whole or not at all; a failure leaves the files
 * already written and no temporary file, and exits 73 (65 for a value the format cannot carry).
 * Files in DIR that the export did not write are listed, never deleted. */
#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "ui/cli.h"
#include "ui/env.h"
#include "import/import.h"
#include "store/store.h"

#define YAML_FILE "policy.yaml"

struct export_args {
    bool yaml;
    const char *out;     /* a directory, or "-" */
    unsigned width;
};

static int usage_error(const char *msg)
{
    fprintf(stderr, "wlmcon export: %s\n"
                    "usage: wlmcon [--store FILE] export --format mqsc|yaml --out DIR|- [--width N]\n",
            msg);
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

static int parse_args(int argc, char **argv, struct export_args *a)
{
    const char *format = NULL, *width = NULL, *v;
    bool missing = false;
    a->width = EXPORT_WIDTH_DEFAULT;
    for (int i = 1; i < argc; i++) {
        if ((v = option(argc, argv, &i, "--format", &missing)))
            format = v;
        else if ((v = option(argc, argv, &i, "--out", &missing)))
            a->out = v;
        else if ((v = option(argc, argv, &i, "--width", &missing)))
            width = v;
        else if (missing)
            return usage_error("an option needs a value");
        else
            return usage_error("unknown argument");
    }
    if (missing)
        return usage_error("an option needs a value");
    if (!format || (strcmp(format, "mqsc") != 0 && strcmp(format, "yaml") != 0))
        return usage_error("--format must be mqsc or yaml");
    a->yaml = strcmp(format, "yaml") == 0;
    if (!a->out || !*a->out)
        return usage_error("--out names the directory to write to, or - for standard output");
    if (!a->yaml && strcmp(a->out, "-") == 0)
        return usage_error("--format mqsc writes one file per queue manager: --out must be a directory");
    if (width) {
        char *end;
        unsigned long w = strtoul(width, &end, 10);
        if (*end || !*width || (w != 0 && (w < EXPORT_WIDTH_MIN || w > EXPORT_WIDTH_MAX)))
            return usage_error("--width must be 0 (up to 2048) or from 32 to 2048");
        a->width = (unsigned)w;
    }
    return 0;
}

/* Creates DIR when missing (not its parents). */
static int make_out_dir(const char *dir)
{
    struct stat st;
    if (stat(dir, &st) == 0 && S_ISDIR(st.st_mode))
        return 0;
    if (mkdir(dir, 0777) == 0)
        return 0;
    fprintf(stderr, "wlmcon: cannot create the directory %s: %s\n", dir, strerror(errno));
    return CLI_CANTCREAT;
}

static int export_failure(const struct export_error *err)
{
    fprintf(stderr, "wlmcon: %s\n", err->msg);
    fputs("wlmcon: the export stopped: files written before stay as they are\n", stderr);
    return err->status == EXPORT_DATAERR ? CLI_DATAERR : err->status == EXPORT_NOMEM ? CLI_SOFTWARE
                                                                                     : CLI_CANTCREAT;
}

static int store_failure(const struct store_error *err)
{
    fprintf(stderr, "wlmcon: %s\n", err->msg);
    return store_exit_status(err->status);
}

/* Lists the files of dir that the export did not write. */
static void report_strays(const char *dir, char **written, size_t n)
{
    char **names;
    size_t nn;
    if (export_strays(dir, (const char *const *)written, n, &names, &nn) != 0) {
        fprintf(stderr, "wlmcon: cannot list %s: %s\n", dir, strerror(errno));
        return;
    }
    if (nn)
        fprintf(stderr, "wlmcon: %s also holds %zu file(s) this export did not write (left as they are):\n",
                dir, nn);
    for (size_t i = 0; i < nn; i++)
        fprintf(stderr, "  %s\n", names[i]);
    export_names_free(names, nn);
}

struct run {
    struct store *st;
    struct export_options opt;
    char source[320];
};

/* Loads queue manager name with everything under it into pol. */
static int load(struct run *r, struct policy *pol, const char *name, struct pol_object **top)
{
    struct store_error err = {0};
    if (store_load_top(r->st, pol, mq_kind(MQ_QMGR), name, STORE_LOAD_PARAMS | STORE_LOAD_RECORDS, top,
                       &err) != STORE_OK)
        return store_failure(&err);
    return 0;
}

/* Writes queue manager name to DIR/<file name>; 0 or the exit status. */
static int export_one_mqsc(struct run *r, const char *dir, const char *name, const char *file)
{
    struct policy pol;
    struct pol_object *top;
    struct export_out *o;
    struct export_error err = {0};
    policy_init(&pol);
    int rc = load(r, &pol, name, &top);
    if (!rc && export_out_file(dir, file, &o, &err) != EXPORT_OK)
        rc = export_failure(&err);
    else if (!rc && export_mqsc_qmgr(o, top, &r->opt, &err) != EXPORT_OK) {
        export_out_abort(o);
        rc = export_failure(&err);
    } else if (!rc && export_out_close(o, &err) != EXPORT_OK) {
        rc = export_failure(&err);
    }
    policy_free(&pol);
    return rc;
}

static int export_mqsc(struct run *r, const char *dir, char **names, size_t n)
{
    char **written = calloc(n ? n : 1, sizeof *written);
    size_t nw = 0;
    int rc = written ? 0 : CLI_SOFTWARE;
    for (size_t i = 0; i < n && !rc; i++) {
        char file[300];
        if (cli_interrupted()) {
            rc = CLI_INTERRUPTED;
        } else if (export_mqsc_filename(names[i], file, sizeof file) != 0) {
            fprintf(stderr, "wlmcon: queue manager %s: its name is too long for a file name\n", names[i]);
            rc = CLI_CANTCREAT;
        } else if ((rc = export_one_mqsc(r, dir, names[i], file)) == 0) {
            printf("%s/%s\n", dir, file);
            if (!(written[nw++] = strdup(file)))
                rc = CLI_SOFTWARE;
        }
    }
    if (written && !rc)
        report_strays(dir, written, nw);
    for (size_t i = 0; i < nw; i++)
        free(written[i]);
    free(written);
    return rc;
}

/* Adds every queue manager to the document; 0 or the exit status. */
static int yaml_body(struct run *r, struct yaml_export *y, struct export_out *o, char **names, size_t n)
{
    int rc = 0;
    for (size_t i = 0; i < n && !rc && !export_out_failed(o); i++) {
        struct policy pol;
        struct pol_object *top;
        struct export_error err = {0};
        policy_init(&pol);
        if (cli_interrupted())
            rc = CLI_INTERRUPTED;
        else if (!(rc = load(r, &pol, names[i], &top)) && export_yaml_qmgr(y, top, &err) != EXPORT_OK)
            rc = export_failure(&err);
        policy_free(&pol);
    }
    return rc;
}

static int export_yaml(struct run *r, const char *out, char **names, size_t n)
{
    struct export_out *o;
    struct yaml_export *y;
    struct export_error err = {0}, end_err = {0};
    bool to_stdout = strcmp(out, "-") == 0;
    if ((to_stdout ? export_out_stdout(&o, &err) : export_out_file(out, YAML_FILE, &o, &err)) != EXPORT_OK)
        return export_failure(&err);
    if (export_yaml_begin(o, &y, &err) != EXPORT_OK) {
        export_out_abort(o);
        return export_failure(&err);
    }
    int rc = yaml_body(r, y, o, names, n);
    if (export_yaml_end(y, &end_err) != EXPORT_OK && !rc)
        rc = export_failure(&end_err);
    if (rc)
        export_out_abort(o);
    else if (export_out_close(o, &err) != EXPORT_OK)
        rc = export_failure(&err);
    if (!rc && !to_stdout) {
        char *written[] = {YAML_FILE};
        printf("%s/%s\n", out, YAML_FILE);
        report_strays(out, written, 1);
    }
    return rc;
}

/* "store 'NAME'" for the headers: the store file's base name, control characters as '?'. */
static void source_label(const char *path, char *buf, size_t n)
{
    const char *base = strrchr(path, '/');
    snprintf(buf, n, "store '%.255s'", base ? base + 1 : path);
    for (char *p = buf; *p; p++)
        if ((unsigned char)*p < 0x20 || *p == 0x7f)
            *p = '?';
}

int cli_export(const struct cli_global *g, int argc, char **argv)
{
    struct export_args a = {0};
    int rc = parse_args(argc, argv, &a);
    if (rc)
        return rc;
    /* past RLIMIT_FSIZE a write fails with EFBIG instead of killing the process, so the temporary
     * file is removed and the exit status says what happened */
    signal(SIGXFSZ, SIG_IGN);
    char path[4096];
    env_store_path(g->store, path, sizeof path);
    struct store *st;
    struct store_error err = {0};
    if (store_open(path, STORE_READONLY_OPEN, &st, &err) != STORE_OK)
        return store_failure(&err);
    cli_catch_interrupts();
    struct run r = {.st = st, .opt = {a.width, NULL}};
    source_label(path, r.source, sizeof r.source);
    r.opt.source = r.source;
    char **names = NULL;
    size_t n = 0;
    if (strcmp(a.out, "-") != 0)
        rc = make_out_dir(a.out);
    if (!rc && (store_begin_read(st, &err) != STORE_OK ||
                store_top_names(st, mq_kind(MQ_QMGR), &names, &n, &err) != STORE_OK))
        rc = store_failure(&err);
    if (!rc)
        rc = a.yaml ? export_yaml(&r, a.out, names, n) : export_mqsc(&r, a.out, names, n);
    store_names_free(names, n);
    store_rollback(st);
    store_close(st, false, &err);
    if (rc == CLI_INTERRUPTED)
        fputs("wlmcon: interrupted: the files written before stay as they are\n", stderr);
    return rc;
}
