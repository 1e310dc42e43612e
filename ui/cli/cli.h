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
    CLI_INTERRUPTED = 130 /* Ctrl-C: the transaction was rolled back */
};

/* Options common to every command. */
struct cli_global {
    const char *store;    /* --store FILE, or NULL */
    const char *theme;    /* --theme NAME, or NULL */
};

/* Runs wlmcon with argv; returns the exit status. */
int cli_main(int argc, char **argv);

/* The commands; each gets the arguments after its name (argv[0] is the command name). */
int cli_import(const struct cli_global *g, int argc, char **argv);
int cli_export(const struct cli_global *g, int argc, char **argv);
int cli_validate(const struct cli_global *g, int argc, char **argv);
int cli_console(const struct cli_global *g, int argc, char **argv);

/* The options in effect for the next input files of an import or a validation: those the import
 * formats declare (import_option_defs: --qmgr NAME, --record-length N), each as given last. */
struct cli_file_opts {
    struct import_option opts[IMPORT_FILE_OPTIONS];
    bool used[IMPORT_FILE_OPTIONS];   /* a file came after the option was given */
};

/* When argv[*i] is such an option (`--name V` or `--name=V`), takes it (moving *i past its value)
 * and returns 1; 0 when it is not one; CLI_USAGE after printing `wlmcon CMD: --name needs …`
 * when its value is missing. */
int cli_file_option(const char *cmd, int argc, char **argv, int *i, struct cli_file_opts *o);

/* The import_file of path with the options now in effect (marked used). */
struct import_file cli_file(const char *path, struct cli_file_opts *o);

/* CLI_USAGE after printing `wlmcon CMD: --name V names … of the files after it, and none follows`
 * for an option given after the last file; else 0. */
int cli_file_options_unused(const char *cmd, const struct cli_file_opts *o);

/* Prints every diagnostic of l (sorted: per file, errors first) to f, one per line, followed by a
 * count of those dropped by the per-file cap. */
void cli_print_diags(FILE *f, struct diag_list *l);

struct store;

/* Says once on stderr that opening st upgraded an older store ("wlmcon: store FILE migrated from
 * format 4 to 5"); nothing when it did not. Every command calls it after opening the store. */
void cli_note_migration(const struct store *st);

/* Installs the SIGINT/SIGTERM handler that sets the interrupt flag (the transaction in progress is
 * rolled back by the command that sees it). */
void cli_catch_interrupts(void);

/* True once SIGINT or SIGTERM arrived. */
int cli_interrupted(void);

#endif
