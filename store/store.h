/* store/store.h — the one public header of store/: the SQLite policy store.
 *
 * One file holds every system's policy: a generic `object` table (system, kind, top-level object,
 * namespace, name, revision, source position, verbatim parameters), one STRICT table per modelled
 * kind made from the schema rows (typed columns with CHECK constraints), the verbatim records, the
 * change journal (batches with the before-image of every object they touched) and the cache of the
 * last validation. The only module that includes sqlite3.h.
 *
 * Every function returns enum store_status and, on failure, fills the caller's struct store_error.
 * Nothing is printed. */
#ifndef WLMCON_STORE_STORE_H
#define WLMCON_STORE_STORE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "model/model.h"

/* The store format this build writes (PRAGMA user_version). */
#define STORE_VERSION 1

enum store_status {
    STORE_OK = 0,
    STORE_NOENT,       /* the store file does not exist (exit 66) */
    STORE_BUSY,        /* another process holds the store past the busy timeout (exit 75) */
    STORE_NEWER,       /* written by a newer wlmcon (exit 78) */
    STORE_NOTSTORE,    /* the file is not a wlmcon store (exit 65) */
    STORE_CANTCREATE,  /* the file cannot be created (exit 73) */
    STORE_READONLY,    /* the store was opened read-only, or the file is not writable */
    STORE_NOTFOUND,    /* the object asked for is not in the store */
    STORE_CONFLICT,    /* the object changed since it was read (stale revision): nothing written */
    STORE_CONSTRAINT,  /* a value broke a constraint; error.field names the attribute */
    STORE_NOMEM,
    STORE_IO           /* any other SQLite or file error; error.msg says which */
};

struct store_error {
    enum store_status status;
    char field[64];    /* canonical attribute key concerned (constraint errors), or "" */
    char msg[512];     /* one line for the user, naming the store file where useful */
};

/* The sysexits status for a store status: 66, 75, 78, 65, 73, 70… (0 for STORE_OK). */
int store_exit_status(enum store_status st);

enum store_open_flag {
    STORE_CREATE = 1u << 0,    /* create the store when missing (mode 0600); see store_close */
    STORE_READONLY_OPEN = 1u << 1
};

struct store;

/* Opens (or with STORE_CREATE makes) the store at path and brings its tables up to STORE_VERSION.
 * A missing file without STORE_CREATE is STORE_NOENT; a newer user_version is STORE_NEWER; a
 * store busy beyond the timeout is STORE_BUSY. A store created here lives under a temporary name in
 * the same directory until store_close(s, true) renames it into place, so a failed command leaves
 * no file where none existed. *out is owned by the caller, released by store_close. */
enum store_status store_open(const char *path, unsigned flags, struct store **out,
                             struct store_error *err);

/* Closes the store. publish=true makes a store created by this open appear under its real name;
 * publish=false removes it. Open transactions are rolled back. */
enum store_status store_close(struct store *s, bool publish, struct store_error *err);

/* The path the store was opened with. */
const char *store_path(const struct store *s);

/* Starts a write transaction (BEGIN IMMEDIATE). */
enum store_status store_begin(struct store *s, struct store_error *err);

/* Commits the open transaction (after PRAGMA foreign_key_check). */
enum store_status store_commit(struct store *s, struct store_error *err);

/* Rolls back the open transaction, if any; never fails. Safe to call from a signal-driven exit path
 * only through store_close. */
void store_rollback(struct store *s);

/* Opens a journal batch in the current transaction: who made it (WLMCON_USER or the login name),
 * when (ISO 8601 text), what (`import`, `save`, `delete`…) and the files it read (one per line, or
 * NULL). Every later save in the transaction records its before-images in this batch. Returns the
 * batch id in *batch. */
enum store_status store_batch(struct store *s, const char *who, const char *when, const char *action,
                              const char *files, int64_t *batch, struct store_error *err);

enum store_load_flag {
    STORE_LOAD_PARAMS = 1u << 0,   /* also the verbatim parameters and positions of each object */
    STORE_LOAD_RECORDS = 1u << 1   /* also the verbatim records */
};

/* Loads the top-level object of kind with this name, and every object under it, into pol.
 * STORE_NOTFOUND (and *out = NULL) when absent. */
enum store_status store_load_top(struct store *s, struct policy *pol, const struct kind_def *kind,
                                 const char *name, unsigned flags, struct pol_object **out,
                                 struct store_error *err);

/* Loads every top-level object of system sys (all systems when NULL) with everything under it. */
enum store_status store_load_all(struct store *s, struct policy *pol, const struct system_def *sys,
                                 unsigned flags, struct store_error *err);

/* Writes top and every change under it in the current transaction: new objects are inserted,
 * changed ones updated (revision checked), deleted ones removed, and the records rewritten when
 * they changed; with top->scope->replace everything stored under top is replaced. Every written
 * object gets a new revision from the store-wide sequence, and the open batch (if any) gets the
 * before-image of every object touched. On success the objects' ids and revisions are updated and
 * their change marks cleared. STORE_CONFLICT when a changed object's stored revision differs from
 * the one it was read at. */
enum store_status store_save_top(struct store *s, struct pol_object *top, struct store_error *err);

/* The names of the stored top-level objects of kind, in the byte order of their names (the order
 * an export writes them in): a malloc'd array of *n malloc'd names in *names (NULL when none);
 * release with store_names_free. */
enum store_status store_top_names(struct store *s, const struct kind_def *kind, char ***names,
                                  size_t *n, struct store_error *err);

/* Frees an array from store_top_names; NULL is a no-op. */
void store_names_free(char **names, size_t n);

/* Counts per kind under all top-level objects: fills counts[k] for kind index k of sys (counts has
 * sys->nkinds entries) and *records. */
enum store_status store_count(struct store *s, const struct system_def *sys, size_t *counts,
                              size_t *records, struct store_error *err);

#endif
