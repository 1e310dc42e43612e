/* import/import_run.h — inside import/: what a format reader gets from import_files(), and the
 * table of formats. A reader turns one file into changes of the policy; import_files() reads the
 * file, picks the reader by the content, finds or loads the top-level objects, saves them and keeps
 * the totals. */
#ifndef WLMCON_IMPORT_IMPORT_RUN_H
#define WLMCON_IMPORT_IMPORT_RUN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "import/import.h"

/* A top-level object an import has touched: its kind and name (malloc'd). */
struct import_seen {
    const struct kind_def *kind;
    char *name;
};

/* A value a reader leaves for the files after it in the same import, about one top-level object
 * of one system (the insert variables a qm.ini gives the MQSC scripts of its queue manager). The
 * strings are malloc'd, owned by the run. */
struct import_note {
    char *sys, *top, *key, *value;
};

/* One import_files() call. */
struct import_run {
    struct policy *pol;
    const struct import_hooks *hooks;    /* never NULL (an empty set when the caller gave none) */
    struct diag_list *diags;
    struct import_summary *sum;
    struct import_progress prog;
    struct pol_object **touched;         /* top-level objects the current file touched */
    size_t ntouched, captouched;
    struct import_seen *seen;            /* the tops touched so far (sum->tops), in order */
    size_t nseen, capseen;
    struct import_note *notes;           /* import_note_set, in the order set */
    size_t nnotes, capnotes;
    size_t *noteidx;                     /* the notes by hash of sys, top and key: 1 + the place
                                            in notes, 0 for a free slot; open addressing, linear
                                            probing, capidx (a power of two) at least twice nnotes */
    size_t capidx;
};

/* Sets the note key of top-level object top of system sys (ids and names compared exactly) to
 * value, replacing an earlier one; strings are copied. Constant time on average (a qm.ini of
 * 20,000 Variables is read in linear time). Returns 0, or -1 when memory runs out. */
int import_note_set(struct import_run *run, const char *sys, const char *top, const char *key,
                    const char *value);

/* The note key of top of sys set by an earlier file of the run, or NULL. */
const char *import_note(const struct import_run *run, const char *sys, const char *top, const char *key);

/* Frees every note of the run. */
void import_notes_free(struct import_run *run);

/* One file of a directory read as one input: its path inside the directory and its bytes. */
struct import_entry {
    const char *rel;     /* its path inside the directory ("servers/east.list") */
    const char *name;    /* for diagnostics and sources: the directory as given, '/', rel */
    const char *buf;     /* its bytes (not NUL-terminated) */
    size_t len;
};

/* One input: a file read whole, or a directory whose files are read whole. */
struct import_input {
    const char *path;    /* as given ("-" for standard input) */
    const char *name;    /* for diagnostics and sources: the path, or "<stdin>" */
    const struct import_option *opts;   /* the options given for it (a NULL name ends them) */
    const struct import_format *format; /* the reader reading it: import_option answers for the
                                           options it declares */
    const char *buf;     /* a file's bytes (not NUL-terminated); NULL for a directory */
    size_t len;
    bool directory;      /* a directory: its files are in files */
    const struct import_entry *files;   /* a directory's regular files, sorted by rel, those of its
                                           subdirectories too, hidden ones left out */
    size_t nfiles;
};

/* The value of the option with this name given for in, when in->format declares it (an option
 * applies only to the inputs of the readers that declare it), or NULL. */
const char *import_option(const struct import_input *in, const char *name);

/* What a system's native format can write back. The YAML reader refuses verbatim text that the
 * system's own writer could not carry; each check returns NULL or the reason, a phrase that goes
 * after the value ("holds a line break, which MQSC cannot carry"). Any may be NULL: no check. */
struct import_native {
    const char *system;                              /* the system's id ("mq") */
    const char *(*text_problem)(const char *s);      /* one line of text: names, keys, comments */
    const char *(*keyword_problem)(const char *kw);  /* a keyword kept verbatim */
    const char *(*verbatim_problem)(const char *v);  /* a value kept verbatim, as read */
    bool fold_keywords;    /* keywords are case-insensitive: the model keeps them upper case */
};

/* The native checks of sys (the first format that declares them for it), or NULL: its objects'
 * verbatim text is taken as it is. */
const struct import_native *import_native(const struct system_def *sys);

/* The name of the format that declares sys's native checks ("MQSC"), or NULL: none does. */
const char *import_native_name(const struct system_def *sys);

/* How surely a format's detect tells its files apart: the readers are listed and tried in this
 * order. */
enum import_certainty {
    IMPORT_MARKED,      /* by a marker no other format has (YAML's document marker, XML's
                           declaration) */
    IMPORT_SIGNED,      /* by lines of its own (a stanza, a product's message ids) */
    IMPORT_ANY_TEXT     /* it takes any text of its words (MQSC): tried last */
};

/* What a reader's detect answers for one input. */
enum import_claim {
    IMPORT_NOT = 0,     /* not one of its inputs */
    IMPORT_POSSIBLE,    /* it could be (MQSC: any text of words) */
    IMPORT_CERTAIN      /* it is: a document marker, a root element, a header, a file name of its
                           own in a directory */
};

/* A format: recognises its inputs by their path and content and reads them. Each system's readers
 * are listed by its row of the registry (ui/systems.c) and given to import_register. */
struct import_format {
    const char *name;     /* "MQSC"; --format takes it in lower case without blanks */
    const char *system;   /* the id of the system whose objects it reads ("mq"); NULL: every
                             system (the YAML document) */
    enum import_certainty certainty;
    bool directory;       /* it reads a directory as one input (in->files), not a file */
    /* The options its inputs take (NULL-terminated), or NULL: none. */
    const struct import_option_def *const *options;
    /* The native format of a system: what it can write back; NULL for other formats. */
    const struct import_native *native;
    /* How surely in (a file, or for a directory reader a directory, with in->path and its bytes or
       its files) is one of its inputs. The most certain reader reads it; two certain ones are a
       usage error (IMPORT_USAGE); among possible ones the first in the readers' order. */
    enum import_claim (*detect)(const struct import_input *in);
    /* Applies the input to run->pol, reporting to run->diags. Returns IMPORT_OK, IMPORT_DATAERR
       (the input had errors; reading went on to report them), IMPORT_HOOK, IMPORT_NOMEM or
       IMPORT_INTERRUPTED. A reader only possibly of the input (IMPORT_POSSIBLE, no option of its
       given, no --format) that returns IMPORT_DATAERR has its findings replaced by one IMP002:
       the input is none the readers know. */
    enum import_status (*read)(struct import_run *run, const struct import_input *in);
    /* What its files are, for the message about a file no format reads and for --help ("MQSC
       commands (a script or a dmpmqcfg dump)"); NULL for a file recognised only, never read (its
       read reports what the file is and what to import instead). */
    const char *what;
    /* Its files continue one top-level object each (a WebSphere cell, one server's document a
       file): after a file that touched one top-level object only, that object stays in run->pol,
       as saved, for the next file to find (import_top) instead of reading it from the store again,
       which made each file cost what the whole cell holds. Memory stays bounded: run->pol is
       emptied whenever it holds another top-level object as well. false: emptied after every
       file. */
    bool keeps_top;
};

/* ---- line-oriented readers (model/layout.h) ---------------------------------------------------
 *
 * A reader of a line-oriented format (keys and values a line each: NOTES.INI, OpenTP1 definitions)
 * lays out each file it reads with import_layout_file, binds each modelled setting to its lines
 * with layout_bind, and declares the per-file option --encoding in its options with
 * IMPORT_ENCODING_OPTION. Its writer walks the layout with layout_write. */

/* Why value is no encoding iconv knows, or NULL: the --encoding option's check (a usage error, 64,
 * on the command line; IMP004 otherwise). */
const char *import_encoding_problem(const char *value);

/* The declaration of the option --encoding NAME for the readers of system sys (its id, a string
 * literal): `static const struct import_option_def enc = IMPORT_ENCODING_OPTION("tst");`, listed in
 * the reader's options. Declarations of several systems share the name; the first registered is
 * the one --help and the Import panel show, and each applies to every reader declaring it. */
#define IMPORT_ENCODING_OPTION(sys)                                                                 \
    {                                                                                               \
        .name = "encoding", .system = (sys), .what = "an iconv encoding name",                      \
        .names = "the encoding", .metavar = "NAME", .label = "Encoding",                            \
        .help = "the code page of the files after it (an iconv name); default: UTF-8 when a file "  \
                "is valid UTF-8, else the format's own",                                            \
        .type = IMPORT_OPT_TEXT, .value_problem = import_encoding_problem                           \
    }

/* Lays out the file being read into top's layout (layout_file_read): e, a file of a directory
 * input (its path inside the directory names the layout's file), or NULL for the input in itself
 * (its base name names it); the path findings give is the entry's or input's name. Its encoding is
 * the input's --encoding, else UTF-8 when its bytes are valid UTF-8, else dflt_encoding (the
 * format's: "CP1252"). Returns the file, or NULL when memory runs out. */
struct layout_file *import_layout_file(struct import_run *run, const struct import_input *in,
                                       const struct import_entry *e, struct pol_object *top,
                                       const char *dflt_encoding);

/* The top-level object of kind named name: the one in run->pol, else the stored one through
 * hooks->load_top, else a new one. It is noted as touched by the current file. Returns IMPORT_OK
 * with *out set, IMPORT_HOOK (load_top failed; it reported why) or IMPORT_NOMEM. */
enum import_status import_top(struct import_run *run, const struct kind_def *kind, const char *name,
                              struct pol_object **out);

/* Reports progress (bytes of the current file read so far) to hooks->progress. Returns IMPORT_OK, or
 * IMPORT_INTERRUPTED when the caller asks to stop. */
enum import_status import_tick(struct import_run *run, uint64_t bytes);

/* The file name for top-level object top in a per-top export format, with suffix (".mqsc"), into
 * buf (size n): A-Z, 0-9, '.' (not leading) and '_' stand for themselves, every other byte is %XX
 * (upper-case hex), the empty name is "%00". Distinct names give names that differ even on a
 * case-insensitive file system (`QM1` → QM1.mqsc, `qm1` → %71%6D1.mqsc, `A/B` → A%2FB.mqsc).
 * Returns 0, or -1 when the name does not fit in n or in 255 bytes. */
int export_safe_filename(const char *top, const char *suffix, char *buf, size_t n);

/* The length of the longest prefix of s[0..n) that is valid UTF-8 (no overlong forms, surrogates or
 * code points past U+10FFFF): n when all of it is. */
size_t import_utf8_prefix(const char *s, size_t n);

/* Where the text of a file's bytes buf[0..len) starts: 3 after a UTF-8 byte order mark (Windows
 * editors write one), else 0. */
size_t import_text_start(const char *buf, size_t len);

/* Counts top (a top-level object of the run's policy, borrowed) in the run's summary (tops,
 * tops_of) the first time any file of the import touches it: a cell given by the YAML document and
 * again by a classification document is one cell. Returns IMPORT_OK, or IMPORT_NOMEM (nothing
 * counted). */
enum import_status import_seen_top(struct import_run *run, const struct pol_object *top);

/* The YAML interchange document (import/yaml/yaml_read.c): a section per system, each the whole
 * content of its system, which it replaces. It saves each top-level object itself as soon as it
 * is read (run->touched stays empty); hooks->clear_system runs first for each section. The one
 * reader every program has; the systems' own come through import_register. */
extern const struct import_format yaml_format;

/* The YAML export format (import/yaml/yaml_write.c): the one export format every program has. */
extern const struct export_format yaml_export_format;

/* Adds the n writers of writers[] to the export formats (export.c): the first system's before the
 * document format, every later one's at the end. Returns 0, or -1 when the table is full (nothing
 * added). */
int export_register(const struct export_format *const *writers, size_t n);

#endif
