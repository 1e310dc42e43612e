/* ui/cli/cli.h — the command-line interface: the batch face of the console's functions.
 *
 * `wlmcon [--store FILE] [COMMAND [ARGS…]]`; results on stdout, diagnostics on stderr, `-` means
 * standard input or output. Every command returns one of the exit statuses below (DESIGN.md). */
#ifndef WLMCON_UI_CLI_H
#define WLMCON_UI_CLI_H

#include <stdio.h>

#include "import/import.h"
#include "model/model.h"

enum cli_exit {
    CLI_OK = 0,           /* done; warnings may have been printed */
    CLI_FINDINGS = 1,     /* validation found errors */
    CLI_USAGE = 64,       /* EX_USAGE */
    CLI_DATAERR = 65,     /* bad input data; nothing was changed */
    CLI_NOINPUT = 66,     /* an input file or the store does not exist */
    CLI_SOFTWARE = 70,    /* an internal error */
    CLI_CANTCREAT = 73,   /* an output file cannot be created */
    CLI_TEMPFAIL = 75,    /* the store is busy; try again */
    CLI_CONFIG = 78,      /* the store was written by a newer wlmcon */
    CLI_INTERRUPTED = 130 /* Ctrl-C: the transaction was rolled back (128 + the signal's number:
                             cli_interrupt_status) */
};

/* Options common to every command. */
struct cli_global {
    const char *store;    /* --store FILE, or NULL */
    const char *theme;    /* --theme NAME, or NULL */
};

/* Runs wlmcon with argv: the global options, then the command (cli_main.c); returns the exit
 * status. */
int cli_main(int argc, char **argv);

/* The commands; each gets the arguments after its name (argv[0] is the command name). */
int cli_import(const struct cli_global *g, int argc, char **argv);
int cli_export(const struct cli_global *g, int argc, char **argv);
int cli_validate(const struct cli_global *g, int argc, char **argv);
int cli_console(const struct cli_global *g, int argc, char **argv);
int cli_history(const struct cli_global *g, int argc, char **argv);
int cli_rules(const struct cli_global *g, int argc, char **argv);
int cli_suppress(const struct cli_global *g, int argc, char **argv);
int cli_simulate(const struct cli_global *g, int argc, char **argv);

/* Prints every diagnostic of l (sorted: per file, errors first) to f, one per line, followed by a
 * count of those dropped by the per-file cap. */
void cli_print_diags(FILE *f, struct diag_list *l);

struct store;

/* Says once on stderr what opening st did beside opening it: removed the temporary store a killed
 * wlmcon left (store_stale_note), upgraded an older store ("wlmcon: store FILE migrated from format
 * 4 to 5"), added the tables of a system this wlmcon has and the store had not recorded, a line
 * each ("wlmcon: store FILE: added the tables of system tp1 (kinds NODE, SCD)"); nothing when it
 * did none of these. Every command calls it after opening the store. */
void cli_note_migration(const struct store *st);

/* Installs the SIGHUP/SIGINT/SIGQUIT/SIGTERM handler that sets the interrupt flag (the transaction
 * in progress is rolled back, and a store being created removed, by the command that sees it). */
void cli_catch_interrupts(void);

/* The number of the first of those signals that arrived, 0 while none did. */
int cli_interrupted(void);

/* The exit status of an interrupted command: 128 + the signal's number (129 SIGHUP, 130 SIGINT,
 * 131 SIGQUIT, 143 SIGTERM). */
int cli_interrupt_status(void);

/* ---- import options before files (cli_options.c) -------------------------------------------
 *
 * `--NAME VALUE` or `--NAME=VALUE` of an option the import formats declare (import.h,
 * import_option_defs: MQSC's qmgr) applies to every file after it, until given again. */

struct cli_file_opts {
    struct import_option set[IMPORT_FILE_OPTIONS];  /* in effect; unused slots have name NULL */
    const struct import_option_def *pending;         /* given since the last file, or NULL */
    const char *pending_value;
};

/* Reads argv[*i] as an import option into o: returns 1 (with *i on its value when that was a
 * separate argument), 0 when argv[*i] is no import option, -1 when its value is missing. *def is
 * the option named (NULL when 0 is returned). */
int cli_file_option(int argc, char **argv, int *i, struct cli_file_opts *o,
                    const struct import_option_def **def);

/* The input path with the options in effect; nothing is pending afterwards. */
struct import_file cli_file(struct cli_file_opts *o, const char *path);

/* "[--NAME METAVAR] " for each declared option ("[--qmgr NAME] "), for usage lines, into buf
 * (size n); returns buf. */
char *cli_file_options_usage(char *buf, size_t n);

#endif
