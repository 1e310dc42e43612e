/* ui/cli/cli_main.c — the global options and the dispatch of the wlmcon commands; see cli.h. */
#include "ui/cli/cli.h"

#include <stdio.h>
#include <string.h>

#include "model/model.h"
#include "ui/systems.h"

static const struct cli_command_def commands[] = {
    {"import", cli_import,
     "import [--qmgr NAME] [--platform zos|unix|windows] [--record-length N]\n"
     "           FILE…",
     "read MQSC scripts, dmpmqcfg dumps, WLM service definition XML and wlmcon\n"
     "      YAML documents (- is standard input) into the store, all or nothing;\n"
     "      --qmgr names the queue manager of the scripts after it, --platform its\n"
     "      platform, --record-length the record length of the WLM XML downloads\n"
     "      after it (default 80)"},
    {"validate", cli_validate,
     "validate [--format text|json|sarif] [--severity error|warning|info]\n"
     "           [--explain] [--summary] [--rule ID=off|error|warning|info]…\n"
     "           [--baseline FILE] [--write-baseline FILE]\n"
     "           [[--qmgr NAME] [--platform zos|unix|windows] [--record-length N]\n"
     "           FILE…]",
     "check the store, or only the files (no store is opened): cluster summary\n"
     "      and findings after the rule levels and suppressions of the store;\n"
     "      --rule sets a level for this run, --summary prints a line per rule,\n"
     "      --baseline reports only the findings not in FILE, --write-baseline\n"
     "      writes it, --format sarif writes SARIF 2.1.0"},
    {"rules", cli_rules, "rules [--format text|json] [--set ID=off|error|warning|info|default]…",
     "every rule: system, default and effective level, findings in the store\n"
     "      now; --set keeps a rule's level in the store (journalled)"},
    {"suppress", cli_suppress,
     "suppress RULE PATH --reason TEXT [--until YYYY-MM-DD] | --list\n"
     "           [--format text|json] | --delete ID",
     "hide the findings of RULE on PATH and below it, for a reason, until the\n"
     "      end of a day (journalled); list or delete the suppressions"},
    {"export", cli_export, "export --format mqsc|yaml|wlmxml --out DIR|- [--width N]\n"
     "           [--record-length N]",
     "one MQSC file per queue manager into DIR (lines of at most N columns,\n"
     "      default 72), one WLM XML file per service definition (records of N\n"
     "      bytes with --record-length), or the whole store as one YAML document\n"
     "      (DIR/policy.yaml, or - for standard output)"},
    {"history", cli_history,
     "history [--since YYYY-MM-DD[THH:MM]] [--object PATH] [--user NAME]\n"
     "           [--format text|json]",
     "what the journal says changed, oldest first: one line per changed\n"
     "      attribute (batch, time in UTC, user, object as findings write it,\n"
     "      attribute, old -> new), and per batch the objects it defined or deleted"},
};

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
            if (schema_system((*u)->system))
                fprintf(f, "  %s\n      %s\n", c->usage, c->summary);
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
          "written by a newer wlmcon, 130 interrupted (rolled back).\n",
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
            if (strcmp(name, c->name) == 0 && schema_system((*u)->system))
                return c;
    return NULL;
}

int cli_main(int argc, char **argv)
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
    if (i == argc)
        return cli_console(&g, 0, argv + i);
    const struct cli_command_def *cmd = find_command(argv[i]);
    if (cmd)
        return cmd->run(&g, argc - i, argv + i);
    fprintf(stderr, "wlmcon: unknown command '%s'; see wlmcon --help\n", argv[i]);
    return CLI_USAGE;
}
