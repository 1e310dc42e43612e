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

#include "model/model.h"

enum import_status {
    IMPORT_OK = 0,        /* everything applied; warnings may be in the list */
    IMPORT_DATAERR,       /* a file had errors: nothing should be committed (exit 65) */
    IMPORT_NOINPUT,       /* a file cannot be read (exit 66) */
    IMPORT_HOOK,          /* the caller's hook failed (its own error explains) */
    IMPORT_NOMEM,
    IMPORT_INTERRUPTED    /* the caller's progress hook asked to stop (Ctrl-C) */
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
     * current transaction: a YAML document (export_yaml_*) replaces the store's whole content of
     * its system, so queue managers it does not hold disappear. Called once per YAML document,
     * before its first save_top. May be NULL: the document's queue managers then replace their
     * namesakes and the others are kept. Returns 0, or -1 after adding an error to diags. */
    int (*clear_system)(void *ctx, const struct system_def *sys, struct diag_list *diags);
};

/* One input: a path ("-" for standard input) and the queue manager named by --qmgr before it. */
struct import_file {
    const char *path;
    const char *qmgr;
};

struct import_summary {
    size_t files;
    size_t tops;              /* top-level objects touched (queue managers) */
    size_t defined, altered, deleted, records, skipped;
};

/* Reads every file in order into pol (recognising each format by its content) and hands each
 * top-level object to hooks->save_top after its file; all diagnostics go to diags (at most 100 per
 * file, errors first). Returns IMPORT_OK, or the first failure; on IMPORT_DATAERR the caller must
 * not commit. With hooks->save_top set, pol is emptied after each file so memory stays flat.
 * A wlmcon YAML document (export_yaml_*) is the whole MQ content of a store: it replaces it
 * (hooks->clear_system, then each of its queue managers saved whole as it is read), so it must be
 * the first file that gives a queue manager (IMPORT_DATAERR otherwise). */
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

struct export_options {
    unsigned width;       /* MQSC line width in bytes: EXPORT_WIDTH_MIN..EXPORT_WIDTH_MAX; 0 = max */
    const char *source;   /* what the header says the file comes from ("store 'policy.db'"); may
                             be NULL. Must not hold a line break. */
};

struct export_out;

/* Opens DIR/NAME for writing: the bytes go to a new temporary file `.NAME.XXXXXX` in dir (mode
 * 0600: exports hold CHLAUTH and AUTHREC records like the store) that export_out_close renames to
 * NAME. name must be a plain file name (no '/'). EXPORT_CANTCREAT when the directory is missing or
 * not writable. *out is owned by the caller until export_out_close or export_out_abort. */
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

/* Completes the output and frees o: flushes, and for a file fsyncs it, renames it into place and
 * fsyncs the directory. On any failure the temporary file is removed, the file that was in place
 * (if any) is untouched, and EXPORT_CANTCREAT is returned with the file and the reason
 * ("DIR/QM1.mqsc: File too large"). */
enum export_status export_out_close(struct export_out *o, struct export_error *err);

/* Abandons the output and frees o: the temporary file is removed; NULL is a no-op. */
void export_out_abort(struct export_out *o);

/* The file name of queue manager qmgr's MQSC export ("QM1.mqsc"), written into buf (size n):
 * A-Z, 0-9, '.' (not leading) and '_' stand for themselves, every other byte is %XX (upper-case
 * hex), the empty name is "%00". Distinct names give names that differ even on a case-insensitive
 * file system (`QM1` → QM1.mqsc, `qm1` → %71%6D1.mqsc, `A/B` → A%2FB.mqsc). Returns 0, or -1
 * when the name does not fit in n or in 255 bytes. */
int export_mqsc_filename(const char *qmgr, char *buf, size_t n);

/* Writes the service definition top (a WLM DEFINITION with everything under it) as the WLM
 * service definition XML to o: its elements in IBM's order, values byte for byte, elements kept
 * verbatim on import back in their places. record_length 0 writes lines; N (1..32760) writes the
 * file cut into N-byte records for upload to a fixed-record data set (import/wlmxml/
 * wlmxml_records.h). EXPORT_DATAERR (err says why; nothing written) for a service class whose
 * workload the definition lacks, or a stream the records cannot carry. */
enum export_status export_wlmxml_definition(struct export_out *o, const struct pol_object *top,
                                            unsigned record_length, struct export_error *err);

/* The file name of service definition name's XML export ("WSCDEF.xml"), spelled as
 * export_mqsc_filename spells names. Returns 0, or -1 when it does not fit in n. */
int export_wlmxml_filename(const char *name, char *buf, size_t n);

/* The entries of dir other than `.`, `..` and the names in written[0..nwritten): the files an
 * export found but did not write, to be listed for the user (never deleted). Returns a sorted,
 * malloc'd array of malloc'd names in *names (count *n; free with export_names_free), or -1 with
 * errno set when dir cannot be read. */
int export_strays(const char *dir, const char *const *written, size_t nwritten, char ***names,
                  size_t *n);

/* Frees an array from export_strays. */
void export_names_free(char **names, size_t n);

/* Writes queue manager top (with everything under it, as loaded with its parameters and records)
 * as one MQSC file in dmpmqcfg's layout and order (research/mq.md §3.1; samples/mq/QM4…QM7):
 * a header (queue manager, host, platform, command level, opt->source), ALTER QMGR … FORCE, every
 * queue by name whatever its type, namelists, processes, channels (CHLTYPE first, CLNTCONN last),
 * authinfo, listeners, services, comminfo, topics, subscriptions, storage classes, CF structures
 * (DEFINE … REPLACE), SET CHLAUTH, SET AUTHREC and other SET records, operational commands,
 * SUSPEND QMGR for each suspended cluster or namelist, and a footer with counts. Parameters come
 * in the keyword table's order (mq_keyword_dump_pos), unknown ones after in stored order; read-only
 * values are `*  KEYWORD(value) +` comment lines. Names and text are quoted with inner quotes
 * doubled, integers and enumerations bare, verbatim parameters as read. Lines are at most
 * opt->width bytes (72 at most for a z/OS queue manager, platform MVS, which reads columns 1-72
 * only; research/mq.md §3, "Continuation"): a parameter that does not fit is split
 * after a comma of a list with `+`, else with `-` (never before a `*` and never so that data ends
 * a line). Comment lines (header values, read-only values) are written whole. The same object
 * always gives the same bytes. EXPORT_DATAERR when a value cannot be
 * written safely (a line break or control character, an enumeration that is not one token, a
 * verbatim value with unbalanced quotes or parentheses); the error names object and keyword. A
 * failed write to o stops the writer early and is reported by export_out_close. */
enum export_status export_mqsc_qmgr(struct export_out *o, const struct pol_object *top,
                                    const struct export_options *opt, struct export_error *err);

struct yaml_export;

/* Starts the YAML document of a whole store on o: the format name and version, then the list of
 * queue managers, which the caller adds in name order with export_yaml_qmgr. The document holds
 * no revision, journal, row id, source file, position or time, so the same content always gives
 * the same bytes. *y is owned by the caller until export_yaml_end. */
enum export_status export_yaml_begin(struct export_out *o, struct yaml_export **y,
                                     struct export_error *err);

/* Appends queue manager top: its modelled attributes under their canonical keys (absent:
 * unspecified, "" empty, " " blank), its read-only values and other parameters as ordered
 * [keyword, value] pairs ([keyword] for a keyword without value), its objects sorted by the kind's
 * dump order and name, and its live records in order. Every string is double-quoted, lines are
 * never wrapped. EXPORT_DATAERR for a value that is not valid UTF-8. A failed write to the output
 * stops the writer and is reported by export_out_close. */
enum export_status export_yaml_qmgr(struct yaml_export *y, const struct pol_object *top,
                                    struct export_error *err);

/* Ends the document and frees y (also after a failure, to release it). Does not close the
 * output. */
enum export_status export_yaml_end(struct yaml_export *y, struct export_error *err);

#endif
