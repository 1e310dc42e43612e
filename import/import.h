/* import/import.h — the one public header of import/: the interchange layer. Each external format
 * has a reader into the model and a writer from it; none knows curses or SQLite: the caller
 * supplies the store through struct import_hooks.
 *
 * Diagnostics are collected in a struct diag_list with `file:line:col`; nothing is printed. */
#ifndef WLMCON_IMPORT_IMPORT_H
#define WLMCON_IMPORT_IMPORT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <time.h>

#include "model/model.h"

enum import_status {
    IMPORT_OK = 0,        /* everything applied; warnings may be in the list */
    IMPORT_DATAERR,       /* a file had errors: nothing should be committed (exit 65) */
    IMPORT_NOINPUT,       /* a file cannot be read (exit 66) */
    IMPORT_HOOK,          /* the caller's hook failed (its own error explains) */
    IMPORT_NOMEM,
    IMPORT_INTERRUPTED,   /* the caller's progress hook asked to stop (Ctrl-C) */
    IMPORT_USAGE          /* an input two readers are both certain of, or a --format no reader
                             has: the command is wrong, not the file (exit 64) */
};

/* How far an import has come, for a progress line. */
struct import_progress {
    size_t file, nfiles;       /* 1-based index of the current file */
    const char *path;
    uint64_t bytes, total;     /* bytes of the current file read so far, and its size */
    size_t objects;            /* objects and records applied so far, all files */
};

/* The caller's side of an import: how top-level objects are loaded and saved. With save_top NULL
 * the import stays in memory (validate FILE…): the policy keeps everything. */
struct import_hooks {
    void *ctx;
    /* Loads the stored top-level object (kind, name) with everything under it into pol; *out is NULL
     * when the store has none. Returns 0, or -1 after adding an error to diags. */
    int (*load_top)(void *ctx, struct policy *pol, const struct kind_def *kind, const char *name,
                    struct pol_object **out, struct diag_list *diags);
    /* Saves top and every change under it. Returns 0, or -1 after adding an error to diags. */
    int (*save_top)(void *ctx, struct pol_object *top, struct diag_list *diags);
    /* Called between commands and files; returning non-zero stops the import (Ctrl-C). */
    int (*progress)(void *ctx, const struct import_progress *p);
    /* Deletes every stored top-level object of system sys, with everything under it, in the
     * current transaction: each section of a YAML document (the "yaml" export format) replaces
     * the store's whole content of its system, so top-level objects it does not hold disappear;
     * systems without a section are not touched. Called once per section, before its first
     * save_top. May be NULL: the section's top-level objects then replace their namesakes and the
     * others are kept. Returns 0, or -1 after adding an error to diags. */
    int (*clear_system)(void *ctx, const struct system_def *sys, struct diag_list *diags);
    /* Keeps observation obs (model/observe.h: the observed state of a running top-level object,
     * never part of the policy) in the current transaction, replacing the stored observation of
     * the same system and top, and sets obs->id. Called after the file's save_top calls. NULL
     * while save_top is set: an import of an observation fails (IMPORT_HOOK, error IMP005).
     * Returns 0, or -1 after adding an error to diags. */
    int (*save_observation)(void *ctx, struct observation *obs, struct diag_list *diags);
    /* Makes the store's rule levels exactly v[0..n-1] (model/rulecfg.h), in the current
     * transaction: a YAML document's "rules" section. NULL: the section is read and checked, its
     * levels go nowhere. Returns 0, or -1 after adding an error to diags. */
    int (*save_levels)(void *ctx, const struct rule_level *v, size_t n, struct diag_list *diags);
    /* The names of the stored top-level objects of kind, for a reader that names a top in a short
     * form the store's exact names must be matched against (a Domino server's common name):
     * *names gets a malloc'd array of *n malloc'd names, which the reader frees. NULL: the store
     * is not consulted. Returns 0, or -1 after adding an error to diags. */
    int (*top_names)(void *ctx, const struct kind_def *kind, char ***names, size_t *n, struct diag_list *diags);
};

/* What an option's value is (struct import_option_def). */
enum import_option_type {
    IMPORT_OPT_TEXT = 0,  /* any text up to IMPORT_OPTION_MAX bytes */
    IMPORT_OPT_NAME,      /* the name of a top-level object of the system `system`, kind `kind` */
    IMPORT_OPT_INT,       /* a decimal number from min to max (or 0, when zero says what 0 is) */
    IMPORT_OPT_CHOICE     /* one of choices, in any case */
};

/* The longest value an option takes, in bytes (a Domino hierarchical name: CN=Alpha/O=Example). */
#define IMPORT_OPTION_MAX 64

/* An option that a reader or a writer declares in its table (struct import_format.options, struct
 * export_format.options): the MQSC reader's "qmgr", the queue manager of the scripts that name
 * none (the CLI's --qmgr NAME), the MQSC writer's "width". The command line's parsing and --help,
 * and the Import and Export panels' fields with their help (F1) and lists (F4), are made from
 * these declarations; several formats may list the same declaration (MQ's three readers "qmgr"). */
struct import_option_def {
    const char *name;     /* "qmgr": --qmgr on the command line, the field's key on the panels */
    const char *system;   /* the id of the system it concerns ("mq") */
    const char *what;     /* its value, for messages ("a queue manager name") */
    const char *names;    /* what it gives the files after it, for messages ("the queue manager");
                             required */
    const char *metavar;  /* its value in usage lines ("NAME", "N") */
    const char *label;    /* its field on the console's panels ("Record length"); NULL: made from
                             names */
    const char *help;     /* one line, our own words */
    enum import_option_type type;
    const char *kind;     /* IMPORT_OPT_NAME: the id of the top-level kind of system whose names it
                             takes ("QMGR"): checked with the system's name rule, listed by F4 */
    long min, max;        /* IMPORT_OPT_INT: the range */
    const char *zero;     /* IMPORT_OPT_INT: when not NULL, 0 is taken too, and means this ("lines") */
    const struct attr_choice *choices;   /* IMPORT_OPT_CHOICE: the values, ended by a NULL value */
    const char *dflt;     /* the value when it is not given, for help and the panels; NULL: none */
    const char *empty;    /* IMPORT_OPT_TEXT: when not NULL, '' is taken too, and means this ("no
                             cluster"); NULL: an empty value is refused */
    /* Why value cannot be the option's (a phrase after the value), or NULL; NULL: any value its
     * type takes. The import checks it (IMP004); the command line and the panels check the type
     * first (import_option_problem). */
    const char *(*value_problem)(const char *value);
};

/* Why value is not one option d takes, as a phrase after the value ("is not a number from 32 to
 * 2048"), into buf (n bytes): its type, then d->value_problem; NULL when it is one. */
const char *import_option_problem(const struct import_option_def *d, const char *value, char *buf, size_t n);

/* The value d takes that text stands for: a choice in the declared case, else text itself. */
const char *import_option_canonical(const struct import_option_def *d, const char *text);

/* A reader of one file format (import_run.h): how its files are recognised and read. */
struct import_format;
struct export_format;

/* Adds a system's readers (NULL-terminated, or NULL: none) to those import_files tries, and its
 * writers (NULL-terminated, or NULL) to the export formats. The registry of systems
 * (ui/systems.c) calls it once per system, in its order; the arrays must outlive every use.
 * Returns 0, or -1 when a table is full (24 readers, 16 writers; nothing added). */
int import_register(const struct import_format *const *readers, const struct export_format *const *writers);

/* The readers, NULL-terminated, in the order import_files tries them: the YAML document's, then
 * the registered ones by certainty (import_run.h), in the order registered. Static. */
const struct import_format *const *import_formats(void);

/* The name of reader f ("MQSC") and the id of the system whose objects it reads, or NULL when it
 * reads every system's (the YAML document). */
const char *import_format_name(const struct import_format *f);
const char *import_format_system(const struct import_format *f);

/* The name --format gives reader f: its name in lower case without blanks ("mqsc", "wlmxml",
 * "mqstatus"), into buf (n bytes); returns buf. */
char *import_format_key(const struct import_format *f, char *buf, size_t n);

/* The reader whose --format name (import_format_key) is key, in any case; NULL when none. */
const struct import_format *import_format_by_key(const char *key);

/* The --format names of every reader as a phrase ("yaml, wlmxml, … or mqsc") into buf (n bytes). */
char *import_format_keys(char *buf, size_t n);

/* What reader f's files are, for messages and --help ("a wlmcon YAML document"); NULL for a reader
 * that only recognises its files, to say what they are and what to import instead. */
const char *import_format_what(const struct import_format *f);

/* True when reader f takes a directory as one input, not a file. */
bool import_format_reads_dir(const struct import_format *f);

/* The options reader f declares, NULL-terminated (never NULL). */
const struct import_option_def *const *import_format_options(const struct import_format *f);

/* The options the readers declare, each name once, NULL-terminated, in the readers' order. Static
 * until the next import_register. */
const struct import_option_def *const *import_option_defs(void);

/* The declared option of a reader with this name, or NULL. */
const struct import_option_def *import_option_def(const char *name);

/* True when reader f declares the option called name. */
bool import_format_takes(const struct import_format *f, const char *name);

/* An option in effect for one input: a declared name and its value (owned by the caller). */
struct import_option {
    const char *name;
    const char *value;
};

/* One input: a path ("-" for standard input) of a file or a directory, the options given before
 * it and the reader forced for it. opts is a list ended by a NULL name, or NULL: none; it has as
 * many entries as the options given (`(struct import_file){path, (const struct import_option[]){
 * {"qmgr", "QM1"}, {NULL, NULL}}}`). An option applies only to an input of a reader that declares
 * it. An option whose name no reader declares is an error of the import (IMP003), and so is a
 * value the option refuses (IMP004). */
struct import_file {
    const char *path;
    const struct import_option *opts;
    const char *format;   /* --format: the --format name of the reader that reads it
                             (import_format_key), or NULL: the one its path and content show */
};

enum { IMPORT_SYSTEMS = 8 };   /* as many as model/schema.c registers */

struct import_summary {
    size_t files;
    size_t tops;              /* top-level objects touched (queue managers, …) */
    size_t tops_of[IMPORT_SYSTEMS];   /* of them, those of each system, by its place in
                                         schema_systems() */
    size_t defined, altered, deleted, records, skipped;
    size_t observations;      /* observed states read (model/observe.h), each kept apart from
                                 the policy */
};

/* True when a reader of directories takes the directory path as one input (its detect claims it);
 * false for a directory no such reader takes, or one that cannot be read. */
bool import_dir_taken(const char *path);

/* The top-level objects an import touched, per system in the systems' order, each named by its
 * top-level kind in lower case, into buf (n bytes): "3 queue managers, 1 service definition" with
 * exact plurals, "3 queue manager(s), 1 service definition(s)" without; "0 top-level objects"
 * ("0 top-level object(s)") when none. Returns buf. */
char *import_tops_phrase(const struct import_summary *sum, bool exact_plural, char *buf, size_t n);

/* Reads every file in order into pol (recognising each format by its content) and hands each
 * top-level object to hooks->save_top after its file; all diagnostics go to diags (at most 100 per
 * file, errors first). Returns IMPORT_OK, or the first failure; on IMPORT_DATAERR the caller must
 * not commit. With hooks->save_top set, pol is emptied after each file so memory stays flat.
 * A wlmcon YAML document holds, per system it has a section for, the whole content of that system:
 * it replaces it (hooks->clear_system, then each top-level object saved whole as it is read), so
 * it must be the first file that gives a top-level object (IMPORT_DATAERR otherwise). An option of
 * a file that no format declares (IMP003) or a value it refuses (IMP004) is reported and the file
 * is not read. */
enum import_status import_files(const struct import_file *files, size_t nfiles, struct policy *pol,
                                const struct import_hooks *hooks, struct diag_list *diags,
                                struct import_summary *sum);

/* ---- export ------------------------------------------------------------------------------------
 *
 * Writers from the model to the products' files and to the YAML interchange document. An export
 * streams one top-level object at a time (the caller loads it, hands it to a writer and frees it),
 * so memory stays that of one queue manager. Output goes through struct export_out: a file written
 * under a temporary name in its directory, fsync'd and renamed into place when complete, standard
 * output, or a memory buffer (tests). Nothing is printed. */

enum export_status {
    EXPORT_OK = 0,
    EXPORT_DATAERR,       /* a value the format cannot carry (a line break in MQSC, invalid UTF-8 in
                             YAML…): that file is not written (exit 65) */
    EXPORT_CANTCREAT,     /* an output file cannot be created or written (no space, EFBIG…): the file
                             being written is removed, earlier ones stay (exit 73) */
    EXPORT_NOMEM
};

struct export_error {
    enum export_status status;
    char msg[512];        /* one line naming the file, object or value concerned */
};

#define EXPORT_WIDTH_DEFAULT 72    /* z/OS reads columns 1-72 of an MQSC line (research/mq.md §3) */
#define EXPORT_WIDTH_MAX 2048      /* the longest line runmqsc reads on Multiplatforms */
#define EXPORT_WIDTH_MIN 32        /* below this a dmpmqcfg layout no longer makes sense */
#define EXPORT_RECORD_MAX 32760    /* the longest record of a z/OS data set */

struct export_options {
    /* The options of the writer's declaration given (struct export_format.options, checked with
     * import_option_problem), a list ended by a NULL name, or NULL: none; a writer reads them with
     * export_option and takes its default for one not given (MQSC: "width", WLM XML:
     * "record-length"). */
    const struct import_option *opts;
    const char *source;   /* what the header says the file comes from ("store 'policy.db'"); may
                             be NULL. Must not hold a line break. */
    int64_t revision;         /* the store's revision the export reads, for the headers; 0: not said */
    const char *changed;      /* its newest journal batch, "by USER at TIME", for the headers; NULL:
                                 not said. Must not hold a line break. */
    const struct rule_level *levels;  /* the store's rule levels, which the YAML document carries
                                         in its "rules" section (none: no section) */
    size_t nlevels;
};

struct export_out;

/* The naming rule of an export's temporary files: EXPORT_TEMP_PREFIX, the name of the file it
 * becomes, '.' and the six letters and digits mkstemp makes unique (`.wlmcon-tmp.QM1.mqsc.a8Xk2Q`):
 * what export_sweep removes once a killed export left it, whatever the file's name. */
#define EXPORT_TEMP_PREFIX ".wlmcon-tmp."

/* Opens DIR/NAME for writing: the bytes go to a new temporary file (EXPORT_TEMP_PREFIX) in NAME's
 * directory (mode 0600 unless export_out_share is called: the output may hold a password or key)
 * that export_out_close renames to NAME. name is a plain file name, or one in subdirectories of
 * dir that exist already ("QM1/qm.ini", "CELL/NODE/SERVER/wsadmin.py": each part a plain name,
 * neither `.` nor `..`).
 * EXPORT_CANTCREAT when the directory is missing or not writable, or name is not such a name.
 * *out is owned by the caller until export_out_close or export_out_abort. */
enum export_status export_out_file(const char *dir, const char *name, struct export_out **out,
                                   struct export_error *err);

/* Opens standard output (file descriptor 1) as an export output. */
enum export_status export_out_stdout(struct export_out **out, struct export_error *err);

/* Opens an output that appends to tb (which the caller owns and frees). */
enum export_status export_out_buffer(struct textbuf *tb, struct export_out **out,
                                     struct export_error *err);

/* Appends n bytes. Writes are buffered; the first failure is kept and reported by
 * export_out_close (later writes are ignored). */
void export_out_write(struct export_out *o, const void *buf, size_t n);

/* True once a write has failed. */
bool export_out_failed(const struct export_out *o);

/* Marks a file output as holding no password or key: export_out_close gives it the mode the umask
 * leaves of 0666, as other Unix tools' output has, instead of 0600. No effect on other outputs. */
void export_out_share(struct export_out *o);

/* Completes the output and frees o: flushes, and for a file fsyncs it, renames it into place and
 * fsyncs the directory. On any failure the temporary file is removed, the file that was in place
 * (if any) is untouched, and EXPORT_CANTCREAT is returned with the file and the reason
 * ("DIR/QM1.mqsc: File too large"). */
enum export_status export_out_close(struct export_out *o, struct export_error *err);

/* A file output completed but not yet in place: its temporary file (fsync'd and closed), the name
 * it gets and its directory (malloc'd; all NULL for an output that is not a file). */
struct export_held {
    char *tmp, *path, *dir;
};

/* Completes o as export_out_close does but leaves a file under its temporary name, in *held, to be
 * put in place with export_held_publish or removed with export_held_drop (so that several files
 * appear only when all could be written); frees o. The file is written and closed but not yet
 * fsync'd: export_held_sync makes the files held durable before they are published. On failure
 * nothing is held. */
enum export_status export_out_hold(struct export_out *o, struct export_held *held, struct export_error *err);

/* Makes the files of held[0..n) durable before their renames (entries that hold no file are
 * skipped): on Linux one syncfs(2) of the file system of their directory when they share one (a
 * single journal commit instead of one per file), else an fsync of each. EXPORT_CANTCREAT naming
 * the directory or the file when that fails; the files are then still held. */
enum export_status export_held_sync(struct export_held *const *held, size_t n, struct export_error *err);

/* Renames held's file into place, then fsyncs its directory when sync (once for several files
 * published together, with the last); frees held's names. EXPORT_CANTCREAT when the rename or the
 * sync fails (the temporary file is then removed). */
enum export_status export_held_publish(struct export_held *held, bool sync, struct export_error *err);

/* Renames the files of held[0..n) into place in order, then makes the renames durable at once (on
 * Linux one syncfs of their file system, which covers every directory; else an fsync of each
 * directory once); frees every entry's names. When a rename fails, the files after it are removed
 * and EXPORT_CANTCREAT names it; the files before stay. */
enum export_status export_held_publish_all(struct export_held *const *held, size_t n, struct export_error *err);

/* Removes held's temporary file, if any, and frees its names. */
void export_held_drop(struct export_held *held);

/* Abandons the output and frees o: the temporary file is removed; NULL is a no-op. */
void export_out_abort(struct export_out *o);

/* The entries of dir other than `.`, `..` and the names in written[0..nwritten), and those of each
 * subdirectory the export wrote into (one level, "QM1/notes.txt") that it did not write: the files
 * an export found but did not write, to be listed for the user (never deleted). Returns a sorted,
 * malloc'd array of malloc'd names in *names (count *n; free with export_names_free), or -1 with
 * errno set when dir cannot be read. */
int export_strays(const char *dir, const char *const *written, size_t nwritten, char ***names,
                  size_t *n);

/* How long a temporary file of an export must have been left unchanged before export_sweep
 * takes it for one a killed export left (an export that runs writes to its file all along). */
#define EXPORT_TEMP_AGE 600

/* Removes from dir and from its subdirectories (one level; not through a link, nor a directory
 * whose name starts with '.') the temporary files of exports that were killed before they
 * renamed them: regular files of this user named by the export's rule (EXPORT_TEMP_PREFIX) and
 * not modified for min_age seconds before now (EXPORT_TEMP_AGE), never anything else, whatever
 * the name of the file they were to become. Returns the names removed ("QM1/.wlmcon-tmp.…" in a
 * subdirectory), sorted, in *names (count *n; free with export_names_free), or -1 with errno set
 * when dir cannot be read. */
int export_sweep(const char *dir, time_t now, long min_age, char ***names, size_t *n);

/* The directory name of top-level object top in DIR, for a format that writes several files per
 * top (DIR/<top>/<file>): the file-name rule (export_safe_filename, without a suffix: `tp1` →
 * %74%701, `NODE A` → NODE%20A) into buf (size n). A name that is `.` or `..` or holds a '/'
 * would be a path rather than a directory in DIR and is refused: -2. Returns 0, or -1 when the
 * name does not fit in n or in 255 bytes. */
int export_top_dir(const char *top, char *buf, size_t n);

/* Frees an array from export_strays. */
void export_names_free(char **names, size_t n);

/* ---- the export formats -------------------------------------------------------------------------
 *
 * One table, beside the readers' (import.c): adding a format is one line there. A format writes
 * either one file per top-level object of its system (MQSC: DIR/QM1.mqsc), or one document that
 * holds every system (YAML: DIR/policy.yaml or standard output), a section per system. */

struct export_writer;

/* The files of one top-level object of a format that writes several (export_format.write_files),
 * given by the export: each is written under a temporary name in the top's directory and held
 * until every file of the export is written, then all are put in place together. */
struct export_files {
    /* Opens the output of the top's file name (a plain file name: `qm.ini`, or one in
     * subdirectories of the top's directory, made as needed: `NODE/SERVER/wsadmin.py`); *o is the
     * caller's until close. EXPORT_CANTCREAT naming the file when it cannot be made. */
    enum export_status (*open)(void *ctx, const char *name, struct export_out **o, struct export_error *err);
    /* Completes o: flushed, closed and held (export_out_hold), or removed after a failure, which
     * it returns (EXPORT_CANTCREAT naming the file). */
    enum export_status (*close)(void *ctx, struct export_out *o, struct export_error *err);
    void *ctx;
};

struct export_format {
    const char *name;     /* the --format value ("mqsc", "yaml") */
    const char *title;    /* one line for lists and prompts */
    const char *system;   /* the id of the one system it writes ("mq"); NULL: every system */
    const char *file;     /* a document format's file name in the directory ("policy.yaml");
                             NULL: one file per top-level object (export_file_name) */
    /* The operations behind export_begin…export_end and export_file_name (import/<format>/): a
       document format gives begin, system_begin (may be NULL), top and end; a per-top format
       gives write_top alone (begin…end NULL). */
    int (*file_name)(const char *top, char *buf, size_t n);
    /* A per-top format whose file_name is NULL: the ending of top's file name (".mqsc"), after top
       spelled by the file-name rule (export_safe_filename: QM1 → QM1.mqsc). */
    const char *suffix;
    enum export_status (*begin)(struct export_out *o, const struct export_options *opt,
                                void **state, struct export_error *err);
    enum export_status (*system_begin)(void *state, const struct system_def *sys,
                                       struct export_error *err);
    enum export_status (*top)(void *state, const struct pol_object *top, struct export_error *err);
    enum export_status (*end)(void *state, struct export_error *err);
    /* A per-top format's whole writer, in place of begin/top/end: writes top to o with opt. */
    enum export_status (*write_top)(struct export_out *o, const struct pol_object *top,
                                    const struct export_options *opt, struct export_error *err);
    /* A per-top format that writes several files per top, in place of write_top: writes top's
     * files with opt into its directory DIR/<top>/ (file_name gives that directory's name:
     * export_top_dir), each opened and closed through fs. NULL: one file per top. */
    enum export_status (*write_files)(const struct export_files *fs, const struct pol_object *top,
                                      const struct export_options *opt, struct export_error *err);
    /* The options it takes (NULL-terminated; the command line's `export --format F --NAME V`, the
       Export panel's fields for F), or NULL: none. */
    const struct import_option_def *const *options;
};

/* The value of the option called name in opt->opts, or NULL when it is not given. */
const char *export_option(const struct export_options *opt, const char *name);

/* The value of the option called name in opt->opts as a number, or dflt when it is not given. */
unsigned long export_option_number(const struct export_options *opt, const char *name, unsigned long dflt);

/* The formats, NULL-terminated, in the order they are listed (`export --format`). Static. */
const struct export_format *const *export_formats(void);

/* The format with this name (exact), or NULL. */
const struct export_format *export_format(const char *name);

/* The names of the formats as a phrase for messages ("mqsc or yaml", "a, b or c") into buf (size
 * n); returns buf. */
char *export_format_names(char *buf, size_t n);

/* The file name of top-level object top's file in a per-top format (f->file NULL) into buf (size
 * n): MQSC "QM1.mqsc". Returns 0, or -1 when the name does not fit in n or in 255 bytes. */
int export_file_name(const struct export_format *f, const char *top, char *buf, size_t n);

/* Starts writing format f on o: a per-top format's file (give it one top), or a document. *w is
 * owned by the caller until export_end (also after a failure). */
enum export_status export_begin(const struct export_format *f, struct export_out *o,
                                const struct export_options *opt, struct export_writer **w,
                                struct export_error *err);

/* Starts the section of system sys in a document (nothing for a per-top format): every system the
 * document holds gets one, also when it has no top-level object, because importing the document
 * replaces the content of the systems it holds. Call it in system order, each system once, before
 * that system's tops. */
enum export_status export_system(struct export_writer *w, const struct system_def *sys,
                                 struct export_error *err);

/* Writes top-level object top with everything under it (as loaded with its parameters and
 * records). In a document, top belongs to the system of the last export_system. */
enum export_status export_top(struct export_writer *w, const struct pol_object *top,
                              struct export_error *err);

/* Completes the file or document and frees w. Does not close the output. */
enum export_status export_end(struct export_writer *w, struct export_error *err);

/* ---- simulation scenarios (import/yaml/yaml_scenario.c) ------------------------------------
 *
 * A scenario file of `wlmcon simulate` (version: 1, system, seed, trace, the engine's inputs by
 * their rows' keys and groups, destinations: NAME: {…}) read from the len bytes at buf, named file
 * in messages, into s (started with sim_scenario_init for the system simulated). Values are read
 * as text and checked by their rows. Returns 0; 1 after reporting each fault to diags as an error
 * at file:line:col (rule id "YAML"); -1 when memory runs out. */
int import_scenario(const char *file, const char *buf, size_t len, struct sim_scenario *s,
                    struct diag_list *diags);

/* import_scenario on the file at path ("-": standard input, named "<stdin>" in messages), read
 * whole. Returns import_scenario's 0, 1 or -1; -2 when the file cannot be opened or read, errno
 * saying why (a read error without one: EIO). */
int import_scenario_file(const char *path, struct sim_scenario *s, struct diag_list *diags);

#endif
