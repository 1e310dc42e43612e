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

/* ---- the read-only commands' options and store (cli_read.c) ------------------------------- */

/* A command's option that takes a value: `--NAME VALUE` sets *slot to VALUE (argv's string). */
struct cli_value_opt {
    const char *name;             /* "--definition"; NULL ends a list */
    const char **slot;
};

/* Reads argv[*i] as one of opts (a list ended by a NULL name): sets its slot to the next argument
 * and moves *i onto it. Returns 0, -1 when argv[*i] is none of them, -2 when no value follows it
 * (nothing is set then). The caller words the usage error. */
int cli_value_option(int argc, char **argv, int *i, const struct cli_value_opt *opts);

/* Opens the store --store (or the environment's) names read-only, never creating it, says what
 * opening it did (cli_note_migration) and loads the objects of the nsys systems sys[] into pol, with
 * their positions. Returns 0, or an exit status after a message on stderr: 66 when the store does
 * not exist, else store_exit_status of the failure (pol may then hold part of the objects). */
int cli_load_store(const struct cli_global *g, struct policy *pol, const struct system_def *const *sys,
                   size_t nsys);

/* ---- options before inputs (cli_options.c) ------------------------------------------------
 *
 * `--NAME VALUE` or `--NAME=VALUE` of an option the readers declare (import.h,
 * import_option_defs: MQSC's qmgr) applies to every input after it, until given again; as many as
 * are given. */

struct cli_file_opts {
    struct import_option *set;    /* in effect, nset of them (malloc'd; the strings are argv's) */
    size_t nset, capset;
    const char *format;           /* the --format in effect (`import`), or NULL */
    const struct import_option_def *pending;   /* given since the last input, or NULL */
    const char *pending_value;
    struct import_option **lists; /* the copies cli_file made, freed by cli_file_opts_free */
    size_t nlists, caplists;
    char why[200];                /* after -2: why the value is not one the option takes */
};

/* Reads argv[*i] as an option the readers declare into o: returns 1 (with *i on its value when
 * that was a separate argument), 0 when argv[*i] is none, -1 when its value is missing, -2 when its
 * value is not one the option takes (o->why says why, a phrase after the value), -3 when memory
 * runs out. *def is the option named (NULL when 0 is returned). */
int cli_file_option(int argc, char **argv, int *i, struct cli_file_opts *o,
                    const struct import_option_def **def);

/* The input path with the options and the --format in effect; nothing is pending afterwards. Its
 * list of options is a copy that o owns (a list with no option when memory runs out: check
 * o->nlists). */
struct import_file cli_file(struct cli_file_opts *o, const char *path);

/* Frees what o holds (the lists of the inputs cli_file made with it included). */
void cli_file_opts_free(struct cli_file_opts *o);

/* "[--NAME METAVAR] " for each declared option ("[--qmgr NAME] "), for usage lines, into buf
 * (size n); returns buf. */
char *cli_file_options_usage(char *buf, size_t n);

/* The options writers[0..) declare (each name once; defs NULL-terminated) as "[--NAME METAVAR] "
 * for usage lines, into buf (size n); returns buf. */
char *cli_options_usage(const struct import_option_def *const *defs, char *buf, size_t n);

/* Writes the help of options defs (each name once) to f: `  --NAME METAVAR  help (takes: formats)`
 * where takes names the formats that declare it, as takes(name, buf, n) gives them. */
void cli_options_help(FILE *f, const struct import_option_def *const *defs,
                      const char *(*takes)(const char *name, char *buf, size_t n));

/* Writes the options the writers declare to f, each with the formats that take it (cli_export.c). */
void cli_export_options_help(FILE *f);

/* Writes the readers to f, one a line: `  NAME  what it reads` (NAME as --format takes it). */
void cli_readers_help(FILE *f);

/* The names of the readers that declare option name ("mqsc, qm.ini and mqstatus") into buf (n
 * bytes); returns buf. */
const char *cli_readers_taking(const char *name, char *buf, size_t n);

/* Writes text to f after a first line's indent of `first` columns, in lines of at most 78
 * columns, each further line indented by `indent` blanks. */
void cli_wrapped(FILE *f, const char *text, int first, int indent);

#endif
