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
 * not commit. With hooks->save_top set, pol is emptied after each file so memory stays flat. */
enum import_status import_files(const struct import_file *files, size_t nfiles, struct policy *pol,
                                const struct import_hooks *hooks, struct diag_list *diags,
                                struct import_summary *sum);

#endif
