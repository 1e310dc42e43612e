/* ui/cli/cli.c — argument parsing and dispatch of the wlmcon commands; see cli.h. */
#include "ui/cli/cli.h"

#include <signal.h>
#include <stdlib.h>
#include <string.h>

struct cli_command {
    const char *name;
    int (*run)(const struct cli_global *g, int argc, char **argv);
    const char *usage;
    const char *summary;
};

static const struct cli_command commands[] = {
    {"import", cli_import, "import [--qmgr NAME] [--platform zos|unix|windows] FILE…",
     "read MQSC scripts, dmpmqcfg dumps and wlmcon YAML documents (- is\n"
     "      standard input) into the store, all or nothing; --qmgr names the\n"
     "      queue manager of the scripts after it, --platform its platform"},
    {"validate", cli_validate,
     "validate [--format text|json] [--severity error|warning|info] [--explain]\n"
     "           [[--qmgr NAME] [--platform zos|unix|windows] FILE…]",
     "check the store, or only the files (no store is opened): cluster summary\n"
     "      and findings"},
    {"export", cli_export, "export --format mqsc|yaml --out DIR|- [--width N]",
     "one MQSC file per queue manager into DIR (lines of at most N columns,\n"
     "      default 72), or the whole store as one YAML document (DIR/policy.yaml,\n"
     "      or - for standard output)"},
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

static volatile sig_atomic_t interrupted;

static void on_signal(int sig)
{
    (void)sig;
    interrupted = 1;
}

void cli_catch_interrupts(void)
{
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_signal;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGINT, &sa, NULL);
    sigaction(SIGTERM, &sa, NULL);
}

int cli_interrupted(void)
{
    return interrupted;
}

void cli_print_diags(FILE *f, struct diag_list *l)
{
    char line[2048];
    diag_sort(l);
    for (size_t i = 0; i < l->n; i++) {
        diag_format(&l->v[i], line, sizeof line);
        fprintf(f, "%s\n", line);
    }
    if (l->dropped)
        fprintf(f, "wlmcon: %zu more diagnostic(s) not shown (at most %zu per file)\n", l->dropped,
                l->per_file_cap);
    if (l->oom)
        fputs("wlmcon: memory ran out while collecting diagnostics; some are missing\n", f);
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
            fprintf(stderr, "wlmcon: unknown option %s\n", a);
            usage(stderr);
            return CLI_USAGE;
        }
    }
    if (i == argc)
        return cli_console(&g, 0, argv + i);
    for (size_t c = 0; c < sizeof commands / sizeof commands[0]; c++)
        if (strcmp(argv[i], commands[c].name) == 0)
            return commands[c].run(&g, argc - i, argv + i);
    fprintf(stderr, "wlmcon: unknown command '%s'\n", argv[i]);
    usage(stderr);
    return CLI_USAGE;
}
