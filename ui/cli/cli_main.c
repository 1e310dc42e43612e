/* ui/cli/cli_main.c — the global options and the dispatch of the wlmcon commands; see cli.h. */
#include "ui/cli/cli.h"

#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "import/import.h"
#include "model/model.h"
#include "ui/engine/env.h"
#include "ui/engine/termsafe.h"
#include "ui/systems.h"

/* wlmcon's own commands. The options an import takes and the formats it reads and writes come
 * from the registered formats' tables (usage). */
static const struct cli_command_def commands[] = {
    {"import", cli_import, "import [--format NAME] [OPTION…] FILE|DIR…",
     "read the inputs (- is standard input; a directory that a reader takes whole)\n"
     "      into the store, all or nothing, each by the reader its path and content\n"
     "      show, or the one --format names; an option applies to the inputs after\n"
     "      it, of the readers that take it (wlmcon import --help)", NULL},
    {"validate", cli_validate,
     "validate [--format text|json|sarif] [--severity error|warning|info] [--explain]\n"
     "           [--summary] [--all | --limit N] [--rule ID=off|error|warning|info]…\n"
     "           [--baseline FILE] [--write-baseline FILE] [[OPTION…] FILE…]",
     "check the store, or only the files (no store is opened): each system's\n"
     "      summary and the findings left after the store's rule levels and\n"
     "      suppressions, in one screen (a terminal's height, else 23 lines: the\n"
     "      findings by rule, then the most severe; --all prints every one,\n"
     "      --limit N in N lines); --rule sets a level for this run, --summary\n"
     "      prints a line per rule, --baseline reports only the findings not in\n"
     "      FILE, --write-baseline writes it, --format sarif writes SARIF 2.1.0", NULL},
    {"rules", cli_rules, "rules [--format text|json] [--set ID=off|error|warning|info|default]…",
     "every rule: system, default and effective level, findings in the store\n"
     "      now; --set keeps a rule's level in the store (journalled)", NULL},
    {"suppress", cli_suppress,
     "suppress RULE PATH --reason TEXT [--until YYYY-MM-DD] | --list\n"
     "           [--format text|json] | --delete ID",
     "hide the findings of RULE on PATH and below it, for a reason, until the\n"
     "      end of a day (journalled); list or delete the suppressions", NULL},
    {"export", cli_export, "export --format FORMAT --out DIR|- [OPTION…]",
     "write the store in a format written below into DIR: one file per top-level\n"
     "      object, or the one document of every system (DIR/policy.yaml, or - for\n"
     "      standard output), with the options of that format (wlmcon export --help)", NULL},
    {"history", cli_history,
     "history [--since YYYY-MM-DD[THH:MM]] [--object PATH] [--user NAME]\n"
     "           [--format text|json]",
     "what the journal says changed, oldest first: one line per changed\n"
     "      attribute (batch, time in UTC, user, object as findings write it,\n"
     "      attribute, old -> new), and per batch the objects it defined or deleted", NULL},
    {"simulate", cli_simulate,
     "simulate SYSTEM [OPTIONS] [--scenario FILE] [--seed S] [--trace N]\n"
     "           [--format text|json] [FILE…]",
     "run a system's simulation engine over the store's policy, or over the\n"
     "      files read in memory: where the work goes, what is not delivered, and\n"
     "      every step of one decision; wlmcon simulate SYSTEM --help lists its\n"
     "      inputs", NULL},
};

void cli_readers_help(FILE *f)
{
    for (const struct import_format *const *r = import_formats(); *r; r++) {
        char key[64];
        if (!import_format_what(*r))   /* NULL: recognised only, not read */
            continue;
        int n = fprintf(f, "  %-10s ", import_format_key(*r, key, sizeof key));
        cli_wrapped(f, import_format_what(*r), n, 13);
    }
}

const char *cli_readers_taking(const char *name, char *buf, size_t n)
{
    size_t at = 0;
    char key[64];
    buf[0] = '\0';
    for (const struct import_format *const *r = import_formats(); *r && at < n; r++)
        for (const struct import_option_def *const *d = import_format_options(*r); *d; d++)
            if (strcmp((*d)->name, name) == 0) {
                int w = snprintf(buf + at, n - at, "%s%s", at ? ", " : "", import_format_key(*r, key, sizeof key));
                at += w < 0 ? 0 : (size_t)w;
            }
    return buf;
}

static void usage(FILE *f)
{
    fputs("usage: wlmcon [--store FILE] [--theme NAME] [COMMAND [ARGS…]]\n"
          "\n"
          "With no command, wlmcon opens the console on the store.\n"
          "\n"
          "Commands:\n",
          f);
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
        fprintf(f, "  %s\n      %s\n", commands[i].usage, commands[i].summary);
    for (const struct ui_system *const *u = ui_systems(); *u; u++)
        for (const struct cli_command_def *c = (*u)->commands; c && c->name; c++)
            if ((*u)->def)
                fprintf(f, "  %s\n      %s\n", c->usage, c->summary);
    fputs("\nReaders (import, validate; import --format NAME):\n", f);
    cli_readers_help(f);
    fputs("\nOptions of import and validate, for the inputs after them, of the readers named:\n", f);
    cli_options_help(f, import_option_defs(), cli_readers_taking);
    fputs("\nFormats written (export --format):\n", f);
    for (const struct export_format *const *x = export_formats(); *x; x++) {
        int n = fprintf(f, "  %-8s ", (*x)->name);
        cli_wrapped(f, (*x)->title, n, 11);
    }
    fputs("\nOptions of export, of the formats named:\n", f);
    cli_export_options_help(f);
    fputs("\n"
          "Options:\n"
          "  --store FILE   the policy store (default $WLMCON_STORE, else\n"
          "                 $XDG_DATA_HOME/wlmcon/policy.db, else\n"
          "                 ~/.local/share/wlmcon/policy.db)\n"
          "  --theme NAME   the console's colours for this session: a theme of\n"
          "                 $XDG_CONFIG_HOME/wlmcon/themes or of those installed (classic,\n"
          "                 mono, light, green), or a theme file's path\n"
          "  --help         this text\n"
          "  --version      the version\n"
          "\n"
          "Exit status: 0 done, 1 validation found errors, 64 usage error, 65 bad input\n"
          "data (nothing changed), 66 input file or store missing, 70 internal error,\n"
          "73 an output file or the store cannot be written, 75 store busy, 78 store\n"
          "written by a newer wlmcon, 129, 130, 131 or 143 interrupted by SIGHUP,\n"
          "SIGINT, SIGQUIT or SIGTERM (rolled back).\n",
          f);
}

/* Whether argv[1..argc) holds the option opt. */
static bool has_arg(int argc, char **argv, const char *opt)
{
    for (int i = 1; i < argc; i++)
        if (strcmp(argv[i], opt) == 0)
            return true;
    return false;
}

/* The command called name (argv[0], its arguments after it): wlmcon's own, else one a registered
 * system adds, the one whose `when` option the arguments give before one without; NULL when
 * none. */
static const struct cli_command_def *find_command(const char *name, int argc, char **argv)
{
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
        if (strcmp(name, commands[i].name) == 0)
            return &commands[i];
    const struct cli_command_def *plain = NULL;
    for (const struct ui_system *const *u = ui_systems(); *u; u++)
        for (const struct cli_command_def *c = (*u)->commands; c && c->name; c++) {
            if (strcmp(name, c->name) != 0 || !(*u)->def)
                continue;
            if (c->when && has_arg(argc, argv, c->when))
                return c;
            if (!c->when && !plain)
                plain = c;
        }
    return plain;
}

/* Parses the global options and runs the command (or the console); see cli_main. */
static int run(int argc, char **argv)
{
    struct cli_global g = {0};
    int i = 1;
    for (; i < argc && argv[i][0] == '-' && argv[i][1]; i++) {
        const char *a = argv[i];
        if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            usage(stdout);
            return CLI_OK;
        } else if (strcmp(a, "--version") == 0) {
            printf("wlmcon %s\n", WLMCON_VERSION);
            return CLI_OK;
        } else if (strcmp(a, "--store") == 0 && i + 1 < argc) {
            g.store = argv[++i];
        } else if (strncmp(a, "--store=", 8) == 0) {
            g.store = a + 8;
        } else if (strcmp(a, "--theme") == 0 && i + 1 < argc) {
            g.theme = argv[++i];
        } else if (strncmp(a, "--theme=", 8) == 0) {
            g.theme = a + 8;
        } else if (strcmp(a, "--store") == 0 || strcmp(a, "--theme") == 0) {
            fprintf(stderr, "wlmcon: %s needs a value\n", a);
            return CLI_USAGE;
        } else {
            fprintf(stderr, "wlmcon: unknown option %s; see wlmcon --help\n", a);
            return CLI_USAGE;
        }
    }
    char why[200];
    if (env_user_problem(why, sizeof why) != 0) {   /* every change is journalled under this name */
        fprintf(stderr, "wlmcon: %s\n", why);
        return CLI_USAGE;
    }
    if (i == argc)
        return cli_console(&g, 0, argv + i);
    const struct cli_command_def *cmd = find_command(argv[i], argc - i, argv + i);
    if (cmd) {
        termsafe_wrap(true);   /* the console is the only user of a raw stdout */
        return cmd->run(&g, argc - i, argv + i);
    }
    fprintf(stderr, "wlmcon: unknown command '%s'; see wlmcon --help\n", argv[i]);
    return CLI_USAGE;
}

/* Everything written to stderr, and a command's stdout, goes through the terminal-safe writer
 * (ui/engine/termsafe.h); a failure to write out what is left at the end is an output error. */
int cli_main(int argc, char **argv)
{
    termsafe_wrap(false);
    int rc = run(argc, argv);
    if (termsafe_unwrap() != 0 && rc == CLI_OK) {
        fprintf(stderr, "wlmcon: cannot write the output: %s\n", strerror(errno));
        rc = CLI_CANTCREAT;
    }
    return rc;
}
