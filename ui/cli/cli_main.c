/* ui/cli/cli_main.c — the global options and the dispatch of the wlmcon commands; see cli.h. */
#include "ui/cli/cli.h"

#include <errno.h>
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
    {"import", cli_import, "import [OPTION…] FILE…",
     "read the files (- is standard input) into the store, all or nothing, each\n"
     "      in the format its content shows; an option applies to the files after it"},
    {"validate", cli_validate,
     "validate [--format text|json|sarif] [--severity error|warning|info] [--explain]\n"
     "           [--summary] [--rule ID=off|error|warning|info]… [--baseline FILE]\n"
     "           [--write-baseline FILE] [[OPTION…] FILE…]",
     "check the store, or only the files (no store is opened): each system's\n"
     "      summary and the findings left after the store's rule levels and\n"
     "      suppressions; --rule sets a level for this run, --summary prints a line\n"
     "      per rule, --baseline reports only the findings not in FILE,\n"
     "      --write-baseline writes it, --format sarif writes SARIF 2.1.0"},
    {"rules", cli_rules, "rules [--format text|json] [--set ID=off|error|warning|info|default]…",
     "every rule: system, default and effective level, findings in the store\n"
     "      now; --set keeps a rule's level in the store (journalled)"},
    {"suppress", cli_suppress,
     "suppress RULE PATH --reason TEXT [--until YYYY-MM-DD] | --list\n"
     "           [--format text|json] | --delete ID",
     "hide the findings of RULE on PATH and below it, for a reason, until the\n"
     "      end of a day (journalled); list or delete the suppressions"},
    {"export", cli_export, "export --format FORMAT --out DIR|- [--width N] [--record-length N]",
     "write the store in a format written below into DIR: one file per top-level\n"
     "      object (lines of at most --width columns, default 72; records of\n"
     "      --record-length bytes), or the one document of every system\n"
     "      (DIR/policy.yaml, or - for standard output)"},
    {"history", cli_history,
     "history [--since YYYY-MM-DD[THH:MM]] [--object PATH] [--user NAME]\n"
     "           [--format text|json]",
     "what the journal says changed, oldest first: one line per changed\n"
     "      attribute (batch, time in UTC, user, object as findings write it,\n"
     "      attribute, old -> new), and per batch the objects it defined or deleted"},
    {"simulate", cli_simulate,
     "simulate SYSTEM [OPTIONS] [--scenario FILE] [--seed S] [--trace N]\n"
     "           [--format text|json] [FILE…]",
     "run a system's simulation engine over the store's policy, or over the\n"
     "      files read in memory: where the work goes, what is not delivered, and\n"
     "      every step of one decision; wlmcon simulate SYSTEM --help lists its\n"
     "      inputs"},
};

/* Writes text to f after a first line's indent of `first` columns, in lines of at most 78
 * columns, each further line indented by `indent` blanks. */
static void wrapped(FILE *f, const char *text, int first, int indent)
{
    int col = first;
    for (const char *w = text; *w;) {
        size_t n = strcspn(w, " ");
        if (col > indent && col + 1 + (int)n > 78) {
            fprintf(f, "\n%*s", indent, "");
            col = indent;
        } else if (col > indent && w != text) {
            fputc(' ', f);
            col++;
        }
        fwrite(w, 1, n, f);
        col += (int)n;
        w += n;
        w += strspn(w, " ");
    }
    fputc('\n', f);
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
    fputs("\nFormats read (import, validate):\n", f);
    for (const struct import_format *const *r = import_formats(); *r; r++)
        if (import_format_what(*r))   /* NULL: recognised only, not read */
            fprintf(f, "  %s\n", import_format_what(*r));
    fputs("\nOptions of import and validate, for the files after them:\n", f);
    for (const struct import_option_def *const *d = import_option_defs(); *d; d++) {
        int n = fprintf(f, "  --%s %s  ", (*d)->name, (*d)->metavar);
        wrapped(f, (*d)->help, n, 6);
    }
    fputs("\nFormats written (export --format):\n", f);
    for (const struct export_format *const *x = export_formats(); *x; x++) {
        int n = fprintf(f, "  %-8s ", (*x)->name);
        wrapped(f, (*x)->title, n, 11);
    }
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

/* The command called name: wlmcon's own, else one a registered system adds; NULL when none. */
static const struct cli_command_def *find_command(const char *name)
{
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
        if (strcmp(name, commands[i].name) == 0)
            return &commands[i];
    for (const struct ui_system *const *u = ui_systems(); *u; u++)
        for (const struct cli_command_def *c = (*u)->commands; c && c->name; c++)
            if (strcmp(name, c->name) == 0 && (*u)->def)
                return c;
    return NULL;
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
    const struct cli_command_def *cmd = find_command(argv[i]);
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
