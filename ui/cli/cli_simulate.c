/* ui/cli/cli_simulate.c — `wlmcon simulate SYSTEM [OPTIONS] [FILE…]`: a system's simulation
 * engine (model/simulate.h) run over the store's policy, or over files read in memory as
 * `validate FILE…` reads them, and a scenario from the options and a YAML file.
 *
 * The options of the engine's inputs are made from its rows (`--KEY VALUE`, `--KEY=VALUE`, a
 * switch row `--KEY` alone; a row's own option name instead of its key's, and an option the
 * readers declare too gives its value to both the input and the files after it); besides them: --seed, --trace, --scenario, --format, --help, the
 * import options before files, and --compare FILE…: the same scenario run on the policy (the store's,
 * or the files before --compare) and on the files after it, printed side by side. The command line wins over the scenario file. Exit statuses: 0 a
 * finished run (also when nothing could be delivered), 64 an unknown system, option or value, or
 * what the engine does not find (SIM_UNKNOWN, SIM_INVALID), 65 a bad scenario or file, 66 a
 * missing store, scenario or file (no store is ever created), 70 out of memory. The policy holds
 * the engine's system and the systems its engine reads (sim_engine.reads). */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "import/import.h"
#include "store/store.h"
#include "ui/cli/cli.h"
#include "ui/cli/cli_simulate.h"
#include "ui/work/sim_print.h"
#include "ui/engine/env.h"

/* An engine input the command line gives. */
struct given {
    int row;
    const char *value;   /* normalised (sim_input_problem) */
};

struct sim_opts {
    const struct system_def *sys;
    enum { OUT_TEXT, OUT_JSON } format;
    const char *scenario, *seed, *trace;
    struct given *given;
    size_t ngiven;
    struct import_file *files, *after;   /* the policy's files (none: the store's); --compare's */
    size_t nfiles, nafter;
    bool compare;                        /* --compare: after holds the other policy's files */
    struct cli_file_opts fo[2];          /* the options of files, then of --compare's; owned */
};

static int usage_error(const struct sim_opts *o, const char *msg, const char *arg)
{
    fprintf(stderr, "wlmcon simulate: ");
    fprintf(stderr, msg, arg);
    fprintf(stderr, "\nsee wlmcon simulate %s --help\n", o->sys ? o->sys->id : "SYSTEM");
    return CLI_USAGE;
}

/* An engine option at argv[*i] (--key or --key=value): 1 taken, 0 not an engine option, or an
 * exit status (negated) after a message. */
static int engine_option(struct sim_opts *o, int argc, char **argv, int *i)
{
    const struct sim_engine *e = o->sys->sim;
    char key[64];
    const char *a = argv[*i] + 2, *eq = strchr(a, '='), *v = eq ? eq + 1 : NULL;
    size_t len = eq ? (size_t)(eq - a) : strlen(a);
    if (len >= sizeof key)
        return 0;
    memcpy(key, a, len);
    key[len] = '\0';
    int row = sim_option_index(e, key);
    if (row < 0)
        return 0;
    const struct sim_input *in = &e->inputs[row];
    if (!v && in->flags & SIM_SWITCH)
        v = "YES";
    else if (!v && *i + 1 < argc)
        v = argv[++*i];
    else if (!v)
        return -usage_error(o, "%s needs a value", argv[*i]);
    char msg[300];
    const char *norm;
    if (sim_input_problem(in, v, &norm, msg, sizeof msg))
        return -usage_error(o, "%s", msg);
    o->given[o->ngiven++] = (struct given){row, norm};
    return 1;
}

/* The engine took the option at argv[at]: when the engine spells it by an alias (simulate was's
 * --was-server), the readers get it too, as their option for the files after it (a reader that
 * does not declare it ignores it). 0, or an exit status after a message. */
static int shared_option(struct sim_opts *o, int argc, char **argv, int at)
{
    const struct sim_engine *e = o->sys->sim;
    const char *a = argv[at] + 2;
    size_t len = strcspn(a, "=");
    bool aliased = false;
    for (const struct sim_alias *al = e->aliases; al && al->key && !aliased; al++)
        aliased = strlen(al->option) == len && strncmp(al->option, a, len) == 0;
    const struct import_option_def *def;
    int rc = aliased ? cli_file_option(argc, argv, &at, &o->fo[o->compare], &def) : 0;
    return rc == -2 ? usage_error(o, "%s", o->fo[o->compare].why) : rc == -3 ? CLI_SOFTWARE
           : rc == -1 ? usage_error(o, "%s needs a value", argv[at]) : 0;
}

/* The value of option a (a generic one: --seed…) into *slot; 0, or an exit status. */
static int generic_value(struct sim_opts *o, int argc, char **argv, int *i, const char *name, const char **slot)
{
    size_t n = strlen(name);
    if (strncmp(argv[*i], name, n) == 0 && argv[*i][n] == '=')
        return *slot = argv[*i] + n + 1, 0;
    if (*i + 1 >= argc)
        return usage_error(o, "%s needs a value", name);
    *slot = argv[++*i];
    return 0;
}

static bool is_opt(const char *a, const char *name)
{
    size_t n = strlen(name);
    return strncmp(a, name, n) == 0 && (a[n] == '\0' || a[n] == '=');
}

static int parse_args(int argc, char **argv, struct sim_opts *o)
{
    const struct import_option_def *def;
    const char *format = NULL;
    for (int i = 2; i < argc; i++) {
        const char *a = argv[i];
        int rc = 0, at = i;
        if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0)
            return cli_simulate_help(stdout, o->sys), -1;
        if (is_opt(a, "--format"))
            rc = generic_value(o, argc, argv, &i, "--format", &format);
        else if (is_opt(a, "--seed"))
            rc = generic_value(o, argc, argv, &i, "--seed", &o->seed);
        else if (is_opt(a, "--trace"))
            rc = generic_value(o, argc, argv, &i, "--trace", &o->trace);
        else if (is_opt(a, "--scenario"))
            rc = generic_value(o, argc, argv, &i, "--scenario", &o->scenario);
        else if (strcmp(a, "--compare") == 0 && !o->compare)
            o->compare = true;
        else if (a[0] == '-' && a[1] == '-' && (rc = engine_option(o, argc, argv, &i)) != 0)
            rc = rc < 0 ? -rc : shared_option(o, argc, argv, at);   /* an engine's input wins over an
                                                                       import option of its name */
        else if ((rc = cli_file_option(argc, argv, &i, &o->fo[o->compare], &def)) != 0)
            rc = rc == -2 ? usage_error(o, "%s", o->fo[o->compare].why)
                 : rc == -3 ? CLI_SOFTWARE : rc < 0 ? usage_error(o, "%s needs a value", a) : 0;
        else if (a[0] == '-' && a[1])
            rc = usage_error(o, "unknown option %s", a);
        else if (o->compare)
            o->after[o->nafter++] = cli_file(&o->fo[1], a);
        else
            o->files[o->nfiles++] = cli_file(&o->fo[0], a);
        if (rc)
            return rc;
    }
    if (o->compare && !o->nafter)
        return usage_error(o, "%s needs the files of the policy to compare with", "--compare");
    if (format && strcmp(format, "text") != 0 && strcmp(format, "json") != 0)
        return usage_error(o, "--format is text or json, not '%s'", format);
    o->format = format && strcmp(format, "json") == 0 ? OUT_JSON : OUT_TEXT;
    return 0;
}

/* An unsigned number, decimal or 0x hexadecimal; -1 when s is none. */
static int parse_u64(const char *s, unsigned long long *out)
{
    char *end;
    if (!s || !*s || *s == '-')
        return -1;
    errno = 0;
    *out = strtoull(s, &end, strncmp(s, "0x", 2) == 0 || strncmp(s, "0X", 2) == 0 ? 16 : 10);
    return *end || errno ? -1 : 0;
}

/* Reads the scenario file into s; an exit status. */
static int read_scenario(const char *path, struct sim_scenario *s)
{
    struct diag_list diags;
    diag_init(&diags, 100);
    errno = 0;
    int rc = import_scenario_file(path, s, &diags), err = errno;
    if (rc == -2)
        fprintf(stderr, "wlmcon: %s: %s\n", path, strerror(err));
    else if (rc == -1)
        fputs("wlmcon: out of memory\n", stderr);
    else if (rc > 0)
        cli_print_diags(stderr, &diags);
    diag_free(&diags);
    return rc == -2 ? (err == ENOENT ? CLI_NOINPUT : CLI_DATAERR) : rc < 0 ? CLI_SOFTWARE : rc ? CLI_DATAERR : 0;
}

/* The scenario: the file's, then the command line's values; an exit status. */
static int make_scenario(const struct sim_opts *o, struct sim_scenario *s)
{
    int rc = o->scenario ? read_scenario(o->scenario, s) : 0;
    if (rc)
        return rc;
    unsigned long long n;
    if (o->seed && parse_u64(o->seed, &n))
        return usage_error(o, "--seed must be a whole number (decimal, or hexadecimal after 0x), not '%s'", o->seed);
    if (o->seed)
        s->seed = n;
    if (o->trace && (parse_u64(o->trace, &n) || n == 0))
        return usage_error(o, "--trace must be a message number from 1, not '%s'", o->trace);
    if (o->trace)
        s->trace = n;
    for (size_t i = 0; i < o->ngiven; i++)
        if (sim_set(s, (size_t)o->given[i].row, o->given[i].value))
            return fputs("wlmcon: out of memory\n", stderr), CLI_SOFTWARE;
    const struct sim_engine *e = s->eng;
    for (size_t i = 0; i < e->ninputs; i++)
        if (e->inputs[i].flags & SIM_REQUIRED && !sim_get(s, e->inputs[i].key)) {
            char opt[80];
            return usage_error(o, "%s is required (or the scenario's key of that name)",
                               sim_option_name(e, &e->inputs[i], opt, sizeof opt));
        }
    return 0;
}

/* The policy: the n files read in memory, else (n 0) the store's system, read-only; an exit
 * status. */
static int load_policy(const struct cli_global *g, const struct sim_opts *o, const struct import_file *files,
                       size_t n, struct policy *pol)
{
    if (n) {
        for (size_t i = 0; i < n; i++)
            if (strcmp(files[i].path, "-") != 0 && access(files[i].path, R_OK) != 0) {
                fprintf(stderr, "wlmcon: %s: %s\n", files[i].path, strerror(errno));
                return CLI_NOINPUT;
            }
        struct diag_list diags;
        struct import_hooks hooks = {0};
        struct import_summary sum = {0};
        diag_init(&diags, 100);
        enum import_status st = import_files(files, n, pol, &hooks, &diags, &sum);
        if (st != IMPORT_OK)
            cli_print_diags(stderr, &diags);
        diag_free(&diags);
        return st == IMPORT_OK ? 0 : st == IMPORT_NOINPUT ? CLI_NOINPUT
                                 : st == IMPORT_DATAERR ? CLI_DATAERR : CLI_SOFTWARE;
    }
    char path[4096];
    env_store_path(g->store, path, sizeof path);
    if (access(path, F_OK) != 0) {
        fprintf(stderr, "wlmcon: store %s does not exist\n", path);
        return CLI_NOINPUT;
    }
    struct store *st;
    struct store_error err = {0};
    enum store_status ss = store_open(path, STORE_READONLY_OPEN, &st, &err);
    if (ss == STORE_OK) {
        ss = store_load_all(st, pol, o->sys, STORE_LOAD_POSITIONS, &err);
        for (const char *const *id = o->sys->sim->reads; ss == STORE_OK && id && *id; id++)
            if (schema_system(*id))
                ss = store_load_all(st, pol, schema_system(*id), STORE_LOAD_POSITIONS, &err);
        struct store_error cerr = {0};
        store_close(st, false, &cerr);
    }
    if (ss != STORE_OK) {
        fprintf(stderr, "wlmcon: %s\n", err.msg);
        return store_exit_status(err.status);
    }
    return 0;
}

/* Runs s over pol into r; 0, or an exit status after a message. */
static int run_one(const struct sim_opts *o, const struct policy *pol, const struct sim_scenario *s,
                   struct sim_result *r)
{
    enum sim_status st = sim_run(pol, s, r);
    if (st == SIM_OK)
        return 0;
    if (st == SIM_NOMEM)
        return fprintf(stderr, "wlmcon simulate: %s\n", r->error), CLI_SOFTWARE;
    return usage_error(o, "%s", r->error);
}

/* A source file's path as the command shows it (sim_scenario.path_shown). */
static const char *path_shown(const char *path, char *buf, size_t n)
{
    snprintf(buf, n, "%s", env_path_shown(path));
    return buf;
}

static int run(const struct cli_global *g, const struct sim_opts *o)
{
    struct sim_scenario s;
    sim_scenario_init(&s, o->sys);
    s.path_shown = path_shown;
    struct policy pol, after;
    policy_init(&pol);
    policy_init(&after);
    struct sim_result r = {0}, ra = {0};
    int rc = make_scenario(o, &s);
    if (!rc)
        rc = load_policy(g, o, o->files, o->nfiles, &pol);
    if (!rc && o->compare)
        rc = load_policy(g, o, o->after, o->nafter, &after);
    if (!rc)
        rc = run_one(o, &pol, &s, &r);
    if (!rc && o->compare)
        rc = run_one(o, &after, &s, &ra);
    if (!rc && o->compare)
        rc = (o->format == OUT_JSON ? sim_print_compare_json(stdout, o->sys, &r, &ra)
                                    : sim_print_compare_text(stdout, o->sys, &r, &ra)) ? CLI_SOFTWARE : CLI_OK;
    else if (!rc)
        rc = (o->format == OUT_JSON ? sim_print_json(stdout, o->sys, &r)
                                    : sim_print_text(stdout, o->sys, &r)) ? CLI_SOFTWARE : CLI_OK;
    sim_result_free(&r);
    sim_result_free(&ra);
    policy_free(&pol);
    policy_free(&after);
    sim_scenario_free(&s);
    return rc;
}

int cli_simulate(const struct cli_global *g, int argc, char **argv)
{
    struct sim_opts o = {0};
    if (argc < 2 || strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0) {
        cli_simulate_help(argc < 2 ? stderr : stdout, NULL);
        return argc < 2 ? CLI_USAGE : CLI_OK;
    }
    o.sys = schema_system(argv[1]);
    if (!o.sys || !o.sys->sim) {
        fprintf(stderr, "wlmcon simulate: %s '%s'\n", o.sys ? "no simulation engine for system"
                : "unknown system", argv[1]);
        cli_simulate_help(stderr, NULL);
        return CLI_USAGE;
    }
    o.given = calloc((size_t)argc, sizeof *o.given);
    o.files = calloc((size_t)argc, sizeof *o.files);
    o.after = calloc((size_t)argc, sizeof *o.after);
    int rc = !o.given || !o.files || !o.after ? CLI_SOFTWARE : parse_args(argc, argv, &o);
    if (rc == 0)
        rc = run(g, &o);
    free(o.given);
    free(o.files);
    free(o.after);
    cli_file_opts_free(&o.fo[0]);
    cli_file_opts_free(&o.fo[1]);
    return rc < 0 ? CLI_OK : rc;
}
