/* store/store.h — the one public header of store/: the SQLite policy store.
 *
 * One file holds every system's policy: a generic `object` table (system, kind, top-level object,
 * parent, position among its siblings, namespace, name, uid, revision, source position, verbatim
 * parameters: objects form a tree under each top-level object, and a uid names an object for good), one STRICT table per modelled
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
#define STORE_VERSION 12

enum store_status {
    STORE_OK = 0,
    STORE_NOENT,       /* the store file does not exist (exit 66) */
    STORE_BUSY,        /* another process holds the store past the busy timeout (exit 75) */
    STORE_NEWER,       /* written by a newer wlmcon (exit 78) */
    STORE_NOTSTORE,    /* the file is not a wlmcon store (exit 65) */
    STORE_CANTCREATE,  /* the file cannot be created, or grown (disk full) (exit 73) */
    STORE_READONLY,    /* the store was opened read-only, or the file is not writable (exit 73) */
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
    STORE_CREATE = 1u << 0,        /* create the store when missing (mode 0600); see store_close */
    STORE_READONLY_OPEN = 1u << 1, /* read only: every write is STORE_READONLY; works on a file that
                                      cannot be written (a store that cannot be written opens so
                                      even without this flag) */
    STORE_MIGRATE = 1u << 2        /* with STORE_READONLY_OPEN: a store in an older format that this
                                      process can write is brought up to STORE_VERSION first (in a
                                      connection of its own), then read; never creates a store */
};

struct store;

/* Opens (or with STORE_CREATE makes) the store at path and brings its tables up to STORE_VERSION
 * (migrations: store/store_migrate.c). A missing file without STORE_CREATE is STORE_NOENT; a
 * symbolic link to a missing file is STORE_NOENT without STORE_CREATE and STORE_CANTCREATE with it
 * (its message names the link and its target); a newer format is STORE_NEWER; anything but a
 * wlmcon store (another database, not a database, an empty file without STORE_CREATE, a file that
 * is not a regular file: a device, a FIFO, a socket) is STORE_NOTSTORE and is left untouched; a
 * file that cannot be made (its directory missing) is STORE_CANTCREATE; an older store that is
 * opened read-only (without STORE_MIGRATE, or one this process cannot write) is STORE_READONLY
 * with a message that says how to upgrade it; a store busy beyond the timeout (5 s; the
 * environment's WLMCON_BUSY_TIMEOUT in milliseconds overrides it) is STORE_BUSY. The connection
 * runs in WAL mode with foreign keys on. A store created here lives under a temporary name
 * (`.NAME.PID.XXXXXX`) in the same directory until store_close(s, true) publishes it, so a failed
 * command leaves no file where none existed; the temporary stores of killed processes are removed
 * first (store_stale_note). Needs SQLite 3.38 (STRICT tables; the JSON functions built in, which
 * the journal reads with). *out is owned by the caller, released by store_close; NULL on failure;
 * one thread at a time may use it (the connection has no mutex of its own). */
enum store_status store_open(const char *path, unsigned flags, struct store **out,
                             struct store_error *err);

/* The format an older store had when this open brought it up to STORE_VERSION (4: it was written
 * by wlmcon 0.1.0), or 0 when it needed no migration or was created by this open: a command says
 * once that it migrated the store. */
int store_migrated_from(const struct store *s);

/* What this open removed of the temporary stores that a killed wlmcon left beside the store ("removed
 * the temporary store .s.db.4711.Ab3xYz (3 files) that a killed wlmcon left beside store s.db while
 * creating it"),
 * or NULL: a command says so once (store_open removes a temporary store whose process no longer
 * runs, or one older than an hour, while no process is creating a store in that directory). */
const char *store_stale_note(const struct store *s);

/* What this open added to the store for the systems, kinds and attributes this wlmcon has and the
 * store had not recorded (store_fingerprint.c): one line per system whose tables were added,
 * "added the tables of system tp1 (kinds NODE, SCD)", lines separated by '\n'; NULL when nothing
 * was added (also on a read-only store, which is read with those kinds empty). Owned by s. */
const char *store_added_note(const struct store *s);

/* Appends the schema fingerprint of system sys to tb, as the store records it: one line per kind,
 * "SYSTEM KIND - TABLE flags N", and per attribute of a modelled kind, "SYSTEM KIND KEY COLUMN"
 * (its column as the store makes it: type and CHECK constraint). The contract test compares it
 * with tests/fixtures/schema-fingerprints.txt. */
void store_fingerprint_text(const struct system_def *sys, struct textbuf *tb);

/* Closes the store and frees s (NULL is allowed). publish=true makes a store created by this open
 * appear under its real name, its whole content in that one file (STORE_BUSY when another process
 * created the store meanwhile: nothing is replaced; STORE_CANTCREATE when it cannot be linked);
 * publish=false removes it. A store that existed before is never removed. Open transactions are
 * rolled back. */
enum store_status store_close(struct store *s, bool publish, struct store_error *err);

/* The path the store was opened with. */
const char *store_path(const struct store *s);

/* Starts a write transaction (BEGIN IMMEDIATE): STORE_BUSY when another writer holds the store
 * past the timeout, STORE_READONLY on a read-only store. */
enum store_status store_begin(struct store *s, struct store_error *err);

/* Commits the open transaction (after PRAGMA foreign_key_check); on failure it is rolled back. */
enum store_status store_commit(struct store *s, struct store_error *err);

/* Rolls back the open transaction, if any; never fails. Safe to call from a signal-driven exit path
 * only through store_close. */
void store_rollback(struct store *s);

/* Opens a journal batch in the current transaction: who made it (NULL: WLMCON_USER, else the login
 * name), when (ISO 8601 text; NULL: WLMCON_NOW, else now in UTC), what (`import`, `save`,
 * `delete`…) and the files it read (one per line, or NULL). Every later save in the transaction
 * records its changes in this batch: one entry per object inserted (no image), updated or deleted
 * (the before-image, codec_put_object), and one `records` entry with the records stored before
 * (a sequence of codec_put_record) when they are rewritten. The batch ends with the transaction.
 * Returns the batch id in *batch (may be NULL). */
enum store_status store_batch(struct store *s, const char *who, const char *when, const char *action,
                              const char *files, int64_t *batch, struct store_error *err);

enum store_load_flag {
    STORE_LOAD_PARAMS = 1u << 0,   /* also the verbatim parameters and positions of each object */
    STORE_LOAD_RECORDS = 1u << 1,  /* also the verbatim records */
    STORE_LOAD_POSITIONS = 1u << 2 /* the file positions of the modelled attributes only, without the
                                      verbatim parameters (validation: findings point at the lines) */
};

/* Loads the top-level object of kind with this name, and every object under it, into pol (owned
 * by pol): values always (integers as decimal text, '' and blanks as stored), the verbatim
 * parameters and attribute positions with STORE_LOAD_PARAMS, the records with STORE_LOAD_RECORDS.
 * Loaded objects are POL_SAME with their id and revision. Everything comes from one snapshot (a
 * read transaction of its own when none is open). STORE_NOTFOUND (and *out = NULL) when absent;
 * on another failure the partly loaded top is left deleted, without id, in pol.
 * An object loaded without STORE_LOAD_PARAMS is marked params_unloaded: saving it keeps its stored
 * parameters and positions. Records added to a top loaded without STORE_LOAD_RECORDS are refused
 * by store_save_top (STORE_IO) instead of replacing the stored ones. */
enum store_status store_load_top(struct store *s, struct policy *pol, const struct kind_def *kind,
                                 const char *name, unsigned flags, struct pol_object **out,
                                 struct store_error *err);

/* Loads every top-level object of system sys (all systems when NULL) with everything under it,
 * in the order they were stored, as store_load_top does, and the stored observations of those
 * systems into pol->obs (model/observe.h; one per top observed, in the order saved). */
enum store_status store_load_all(struct store *s, struct policy *pol, const struct system_def *sys,
                                 unsigned flags, struct store_error *err);

/* Writes top and every change under it in the current transaction (STORE_IO when none is open),
 * all of it or none of it (a savepoint): new objects are inserted, changed ones updated, deleted
 * ones removed (a deleted top with everything under it), and the records rewritten in order when
 * scope->recs_dirty. With scope->replace everything stored under top is deleted and every live
 * object inserted again; a replacing top that was never read takes over the stored one of the same
 * name. Every written object gets a new revision from the store-wide sequence (never one it had
 * before); the top's row is written, and its revision checked, also when its records change or it
 * is replaced: its revision guards them. The open batch (if any) gets the changes (store_batch).
 * On success the objects' ids and revisions are updated and their change marks cleared (deleted
 * ones stay deleted, with id 0).
 * STORE_CONFLICT, naming the object, when a changed or deleted object's stored revision differs
 * from the one it was read at, it was deleted meanwhile, or a new one's name is taken.
 * STORE_CONSTRAINT, with error.field the attribute's canonical key and a message naming object,
 * attribute and rule, when a value breaks its column's constraint (range, choices, length; an
 * integer attribute takes only decimal text). STORE_READONLY on a read-only store. */
enum store_status store_save_top(struct store *s, struct pol_object *top, struct store_error *err);

/* Keeps observation o (model/observe.h) in the current transaction (STORE_IO when none is open),
 * replacing the stored observation of the same system and top, with its blocks in order, with the
 * store's revision and the open journal batch (if any) beside it. Nothing of the policy changes: no
 * revision is drawn, no journal entry written, so the exports stay byte for byte (but for the
 * MQSC header's newest journal batch when the import opened one). Sets o->id. STORE_READONLY on a read-only store. */
enum store_status store_observation_save(struct store *s, struct observation *o, struct store_error *err);

/* Loads the stored observations of system sys (every system when NULL) into pol->obs without the
 * policy's objects (a list panel showing each row's observed state). */
enum store_status store_load_observations(struct store *s, struct policy *pol, const struct system_def *sys,
                                          struct store_error *err);

/* The names of the stored top-level objects of kind, in the byte order of their names (the order
 * an export writes them in): a malloc'd array of *n malloc'd names in *names (NULL when none);
 * release with store_names_free. */
enum store_status store_top_names(struct store *s, const struct kind_def *kind, char ***names,
                                  size_t *n, struct store_error *err);

/* Frees an array from store_top_names; NULL is a no-op. */
void store_names_free(char **names, size_t n);

/* Starts a read transaction: every load until store_rollback (or store_commit) sees the store as
 * it was at the first read, whatever other processes commit meanwhile (one consistent export). */
enum store_status store_begin_read(struct store *s, struct store_error *err);

/* Counts the stored objects of sys per kind, top-level ones included: fills counts[k] for kind
 * index k of sys (counts has sys->nkinds entries) and *records with the records under them. The
 * objects come from the counts the store keeps as it writes (a few rows, however large the store);
 * the records are counted under each top-level object, unless records is NULL. */
enum store_status store_count(struct store *s, const struct system_def *sys, size_t *counts,
                              size_t *records, struct store_error *err);

/* The store's revision: the last value drawn from its store-wide revision sequence. Every insert,
 * update and delete a save makes draws a new value, so two equal readings mean that nothing was
 * written in between (the validation cache is current while its revision equals this one). */
enum store_status store_revision(struct store *s, int64_t *rev, struct store_error *err);

/* The cached result of the last validation: one row kept outside the journal, the revisions and
 * the YAML export (DESIGN.md, "Store"). */
struct store_validation {
    int64_t revision;          /* store_revision() when the validated policy was read */
    int64_t batch;             /* the newest journal batch then (0: none) */
    char at[40];               /* when the validation ran, ISO 8601 */
    size_t errors, warnings, infos;
    char *result;              /* the validator's summary text (wlmcon keeps the counts per rule as
                                  JSON) (malloc'd), or NULL */
};

/* Tells the store that a validation loaded what it reads (outside any transaction): the memory of
 * SQLite's page cache goes back to the heap, where the findings to come take it, and the next
 * transaction reads its pages again. Nothing of the store changes. */
void store_validation_loaded(struct store *s);

/* Reads what a validation result is stamped with into v->revision (store_revision) and v->batch
 * (the newest journal batch, 0: none). Call it inside the read transaction (store_begin_read)
 * that loads the policy to be validated, so that the stamp is the revision that was validated
 * whatever other processes commit meanwhile. */
enum store_status store_validation_mark(struct store *s, struct store_validation *v,
                                        struct store_error *err);

/* Whether the validation result stamped v (store_validation_mark) is stale: the policy moved on
 * since (another revision), or an observed state was kept after it (an observation of a later
 * batch: the rules on observed state, MQ025, MQ029 and MQ030, would say otherwise now). *stale is
 * false on an error (STORE_IO). */
enum store_status store_validation_stale(struct store *s, const struct store_validation *v, bool *stale,
                                         struct store_error *err);

/* Replaces the cached validation result with v: its revision and batch (store_validation_mark),
 * at (ISO 8601; "": WLMCON_NOW, else now in UTC), the counts by severity and the result text
 * (copied; may be NULL). A result whose revision is older than the store's is kept as it is and
 * shown as stale. Joins the open transaction, else commits on its own; draws no revision and
 * writes no journal entry. STORE_READONLY on a read-only store. */
enum store_status store_validation_put(struct store *s, const struct store_validation *v,
                                       struct store_error *err);

/* Reads the cached validation result into *v (v->result malloc'd; release with
 * store_validation_free). STORE_NOTFOUND when no validation was ever put. */
enum store_status store_validation_get(struct store *s, struct store_validation *v,
                                       struct store_error *err);

/* Reads the cached validation result into *v as store_validation_get does but without the
 * findings (v->result NULL): the counts and revisions a status line needs, without reading text
 * that grows with the store. */
enum store_status store_validation_head(struct store *s, struct store_validation *v,
                                        struct store_error *err);

/* Frees v->result and sets it to NULL. */
void store_validation_free(struct store_validation *v);

/* ---- rule levels and suppressions (store_rules.c, format 10) ------------------------------------
 * What an administrator decided about the rules' findings (model/rulecfg.h): kept in the store,
 * written in a journal batch (store_batch: the caller opens a transaction and a batch) and undone
 * with it (store_undo); the history lists each write as a change of `RULE(ID)` attribute LEVEL, or
 * of the suppressed path with attribute `SUPPRESS ID`. */

/* Reads the levels set, by rule id, into *v (malloc'd; free with free()) and *n. */
enum store_status store_rule_levels(struct store *s, struct rule_level **v, size_t *n, struct store_error *err);

/* Sets the level of rule (a rule id) to level (RULE_OFF or an enum severity; -1: the rule's own
 * again) in the open batch (STORE_IO when none is open); nothing is journalled when it is so
 * already. STORE_READONLY on a read-only store. */
enum store_status store_rule_level_set(struct store *s, const char *rule, int level, struct store_error *err);

/* Makes the store's levels exactly v[0..n-1] (a YAML document's `rules` section), in the open
 * batch: the others go back to their rules' own. */
enum store_status store_rule_levels_replace(struct store *s, const struct rule_level *v, size_t n,
                                            struct store_error *err);

/* Reads every suppression, by number, into *v and *n (release with suppressions_free). */
enum store_status store_suppressions(struct store *s, struct suppression **v, size_t *n, struct store_error *err);

/* Keeps suppression sp (its rule, path, reason and until) in the open batch, with the batch's who
 * and time (copied into sp->who and sp->at) and a new number (sp->id; numbers are never given
 * twice). STORE_CONSTRAINT (field "reason") for an empty reason, one of several lines, or an end
 * date not written YYYY-MM-DD. */
enum store_status store_suppression_add(struct store *s, struct suppression *sp, struct store_error *err);

/* Deletes suppression id in the open batch; STORE_NOTFOUND when there is none. */
enum store_status store_suppression_delete(struct store *s, int64_t id, struct store_error *err);

/* ---- the journal, read back (history) and undone ---------------------------------------------- */

/* Which rows of a journal list to read, as a list panel asks (ui/tblsrc.h): count rows starting
 * delta rows after the anchor row (its key: a batch id, an entry's seq), or after the row at
 * position pos (0-based) when anchor is 0 or that row is gone; the start is clamped to the list. */
struct store_page {
    int64_t anchor;
    long pos;
    long delta;
    int count;
};

/* One journal batch as listed. The strings are valid during the callback only. */
struct store_batch_info {
    int64_t id;
    const char *who, *at, *action;   /* at: ISO 8601; action: "import", "save", "undo 12"… */
    const char *files;               /* the files it read, one per line, or NULL */
    size_t inserted, updated, deleted, records;  /* its entries by operation */
    size_t defined, changed, removed;  /* its objects: defined, changed (an attribute of them; see
                                          store_changes) and deleted; an object a replace deleted
                                          and defined again at the same path is changed */
};

/* Called for each batch read; a non-zero return stops the reading. */
typedef int (*store_batch_fn)(void *ctx, const struct store_batch_info *b);

/* Number of journal batches. */
enum store_status store_batch_count(struct store *s, long *n, struct store_error *err);

/* Reads the batches req asks for, newest first (keyset paging on the batch id), calling fn for
 * each; *pos (may be NULL) receives the position of the first one in that order. */
enum store_status store_batch_page(struct store *s, const struct store_page *req, store_batch_fn fn,
                                   void *ctx, long *pos, struct store_error *err);

/* Calls fn once with the newest batch that journalled a change of the policy (nothing when there
 * is none; a batch without entries, such as an import of observed state alone, is passed over),
 * its entries not counted (the counts are 0): what an export's header needs, the last change of
 * what it writes, without reading the batch's entries, which a page of batches counts (an import's
 * batch has one per object). */
enum store_status store_batch_newest(struct store *s, store_batch_fn fn, void *ctx, struct store_error *err);

/* FIND: the first batch at or after position from (newest first) whose who, at, action, files or
 * number holds text (case-insensitive): its position and id, or *pos = -1 and *id = 0. */
enum store_status store_batch_find(struct store *s, const char *text, long from, long *pos, int64_t *id,
                                   struct store_error *err);

/* LOCATE: the newest batch whose id is id or lower: its position and id, or *found = 0 and *pos =
 * the number of batches when there is none. */
enum store_status store_batch_locate(struct store *s, int64_t id, long *pos, int64_t *found,
                                     struct store_error *err);

/* One entry of a batch: a change of one object (or of a top-level object's records). The strings
 * are valid during the callback only. */
struct store_entry_info {
    int64_t batch, seq;              /* seq: 1-based order of the change in its batch */
    const char *op;                  /* "insert", "update", "delete" or "records" */
    const char *system, *kind;       /* "mq", "CLUSRCVR" */
    const char *top;                 /* the top-level object's name; NULL for the top itself */
    const char *name;                /* the object's name; NULL for records */
    int64_t old_revision;            /* the revision it replaced; 0 for an insert */
    int64_t revision;                /* the revision the change drew */
    int64_t uid;                     /* the object's uid (pol_object.uid; the top's for records);
                                        0 in entries journalled before format 5 */
};

/* Called for each entry read; a non-zero return stops the reading. */
typedef int (*store_entry_fn)(void *ctx, const struct store_entry_info *e);

/* Number of entries of batch. */
enum store_status store_entry_count(struct store *s, int64_t batch, long *n, struct store_error *err);

/* Reads the entries of batch that req asks for, in order (keyset paging on seq). */
enum store_status store_entry_page(struct store *s, int64_t batch, const struct store_page *req,
                                   store_entry_fn fn, void *ctx, long *pos, struct store_error *err);

/* FIND among the entries of batch: the first at or after position from whose operation, kind, top
 * or name holds text (case-insensitive): its position and seq, or *pos = -1 and *seq = 0. */
enum store_status store_entry_find(struct store *s, int64_t batch, const char *text, long from, long *pos,
                                   int64_t *seq, struct store_error *err);

/* The before-image of entry seq of batch (malloc'd into *image; NULL for an insert, which has
 * none): codec_put_object text, or for `records` a sequence of codec_put_record (model/codec.h).
 * STORE_NOTFOUND when there is no such entry. */
enum store_status store_entry_image(struct store *s, int64_t batch, int64_t seq, char **image,
                                    struct store_error *err);

/* One attribute of one object that a batch changed (journal_change, format 8): its value before
 * the batch and after it. The strings are valid during the callback only. */
struct store_attr_change {
    int64_t batch, n, seq;           /* n: 1-based order in its batch; seq: the entry holding the
                                        object's before-image (store_entry_image) */
    const char *who, *at, *action;   /* the batch's (store_batch_info) */
    const char *path;                /* the object in its system's notation (schema_object_path:
                                        `QMGR(QM5) CHANNEL('C_QM5')`) */
    const char *name;                /* its name; NULL for an unnamed object */
    const char *attr;                /* the product's keyword (`CLWLWGHT`), or an unmodelled
                                        parameter's */
    const char *old, *new_;          /* as stored (integers as decimal text); NULL: not specified */
};

/* Called for each change read; a non-zero return stops the reading. */
typedef int (*store_change_fn)(void *ctx, const struct store_attr_change *c);

/* Which changes store_changes reads; every member may be left 0 / NULL (no filter). */
struct store_change_filter {
    int64_t batch;                   /* only this batch */
    const char *since;               /* only batches made at or after this time, ISO 8601 text
                                        compared as text (`2026-12-01`, `2026-12-01T18:07`) */
    const char *who;                 /* only batches made by this user */
    const char *path;                /* only this object (its path, exactly) and those under it */
    int64_t after;                   /* only batches newer than this one */
};

/* Reads every change f selects, oldest batch first and in order within a batch, calling fn for
 * each. An object a batch defined or deleted has no changes: store_batch_info counts it. */
enum store_status store_changes(struct store *s, const struct store_change_filter *f, store_change_fn fn,
                                void *ctx, struct store_error *err);

/* Number of changes of batch. */
enum store_status store_change_count(struct store *s, int64_t batch, long *n, struct store_error *err);

/* Reads the changes of batch that req asks for (keyset paging on n), in order. */
enum store_status store_change_page(struct store *s, int64_t batch, const struct store_page *req,
                                    store_change_fn fn, void *ctx, long *pos, struct store_error *err);

/* FIND among the changes of batch: the first at or after position from whose path, attribute or
 * values hold text (case-insensitive): its position and n, or *pos = -1 and *n = 0. */
enum store_status store_change_find(struct store *s, int64_t batch, const char *text, long from, long *pos,
                                    int64_t *n, struct store_error *err);

/* Undoes journal batch `batch` from its before-images, in a transaction of its own that is a new
 * batch (action "undo <batch>", by who at when; NULL: as store_batch) whose id goes to *undo (may be
 * NULL): each object it inserted is deleted, each it updated gets its before-image back (values,
 * verbatim parameters, source position), each it deleted is inserted again from its before-image,
 * and the records it rewrote are restored — exactly, except that every object written draws a new
 * revision and the objects made again get new row ids. Safe: it is refused with STORE_CONFLICT,
 * naming the object and nothing written, when anything the batch wrote has changed since (an
 * object's revision is not the one the batch gave it, or it is gone), a name it freed is taken
 * again, or a top-level object it created now holds objects added later. STORE_NOTFOUND when
 * there is no such batch; STORE_IO when a before-image cannot be read or a transaction is open. */
enum store_status store_undo(struct store *s, int64_t batch, const char *who, const char *when,
                             int64_t *undo, struct store_error *err);

/* ---- lists (store_list.c) ---------------------------------------------------------------------
 * The rows of the console's list panels, read a window at a time (keyset paging): the objects of
 * some kinds of one system, under one top-level object or under all of them, optionally only those
 * whose attribute `nonblank` (or the attribute its schema row names as list_also: a queue's CLUSNL
 * beside its CLUSTER) is not blank, in the byte order of their names and then of their
 * top-level objects' names. Nothing here knows a system: kinds and attribute keys come from the
 * schema rows.
 *
 * Reads are indexed (each one costs about the rows it returns, whatever the store holds) for: a
 * list under one top-level object; a list of top-level objects; a list across every top-level
 * object filtered on an attribute with a list index (a reference that is a list column, AT_REF with
 * AF_KEY: a queue's CLUSTER). A list across every top-level object that is not filtered so, counts
 * and positions far into the list read what they count.
 *
 * Counts and positions of the lists of top-level objects and of those filtered on a list index
 * come from a sample index that the store keeps per list and store revision
 * (store_list_index.c): the first position in such a list at a revision reads the list once (some
 * three times as long as counting it); then a position reads fewer than STORE_LIST_SAMPLE rows of
 * each kind. Their counts are kept by the store as it is written (store_list_count.c) and cost a
 * lookup. A write by any connection moves the revision, and the next
 * read makes the index again. The store keeps the indexes of a few lists (some 16 bytes a sample
 * plus the names: about 50 KB for 500,000 rows); inside a transaction of the caller's, lists are
 * counted directly. */

/* A list's sample index keeps the key of every STORE_LIST_SAMPLE-th row of each kind. */
#define STORE_LIST_SAMPLE 1024

/* Which objects a list holds. */
struct store_list_spec {
    const struct kind_def *const *kinds;  /* modelled kinds of one system and one namespace (so that
                                             name and top-level name identify a row); a top-level
                                             kind lists top-level objects */
    size_t nkinds;
    const char *top;                      /* only objects under the top-level object of this name
                                             (itself, for a top-level kind); NULL: all */
    const char *nonblank;                 /* attribute key: only objects whose value of it (or of
                                             its list_also) is neither unspecified, empty nor
                                             blanks (kinds without that attribute list nothing);
                                             NULL: no filter */
    const char *const *keys;              /* the attributes each row carries the values of: keys
                                             of the kinds' rows, or native keywords of attributes
                                             kept verbatim (schema_extra_attr), read from the
                                             object's parameters as the panels show them
                                             (schema_extra_in_text) */
    size_t nkeys;
    const struct kind_def *parent_kind;   /* with top and parent: only objects directly under the
                                             object of this kind named parent under top (a node's
                                             servers); NULL: no filter */
    const char *parent;
};

/* A place in a list: the name of a row and of its top-level object. The order is by name, then
 * top-level name, comparing bytes. */
struct store_list_key {
    const char *name;
    const char *top;
};

struct store_list_row {
    int64_t id, revision;                 /* the object's row and revision */
    const struct kind_def *kind;
    const char *name;
    const char *top;                      /* its top-level object's name (its own for one) */
    const char **vals;                    /* [spec->nkeys]: as stored (integers as decimal text; ''
                                             and blanks as they are); NULL when unspecified or when
                                             the kind has no such attribute */
};

/* Rows read; everything is owned by the page (release with store_list_free). */
struct store_list_page {
    struct store_list_row *rows;
    size_t n;
    struct arena arena;
};

/* Counts the rows of the list into *n. An unknown top-level object gives 0. */
enum store_status store_list_count(struct store *s, const struct store_list_spec *spec, long *n,
                                   struct store_error *err);

/* Reads up to n rows into *out (initialised here; freed by store_list_free, also on failure): those
 * starting `skip` rows after the first row at or after `from`; a negative skip goes back, stopping
 * at the first row. Fewer rows (none past the end) when the list ends. With from at position p,
 * the first row read is at position min(max(p + skip, 0), count). from NULL is the first row of the
 * list with skip >= 0, and the end of the list (position count) with a negative skip, so that a
 * read near the end skips from there. Skipping reads the skipped keys, from the list index when
 * there is one. STORE_IO when spec names a kind that is not modelled or of another system or
 * namespace than the first. */
enum store_status store_list_window(struct store *s, const struct store_list_spec *spec,
                                    const struct store_list_key *from, long skip, size_t n,
                                    struct store_list_page *out, struct store_error *err);

/* Makes the sample index of the list at the store's current revision now, when the list has one
 * (a list of top-level objects, or one filtered on a list index, read outside a transaction of
 * the caller's), so that the next positions read little: the console calls it while the user
 * reads a list it has just shown. Nothing to do (STORE_OK) for the other lists, or when the index
 * is already there. */
enum store_status store_list_prepare(struct store *s, const struct store_list_spec *spec,
                                     struct store_error *err);

/* The position (0-based) of key in the list: the number of rows before it. For a key that is not
 * in the list, the position of the first row after it (the count when none is). */
enum store_status store_list_position(struct store *s, const struct store_list_spec *spec,
                                      const struct store_list_key *key, long *pos,
                                      struct store_error *err);

/* The first row at or after `from` (NULL: from the start) whose name, top-level name, kind id or
 * one of the values of spec->keys contains text, ignoring the case of ASCII letters: *out gets that one row,
 * or none. */
enum store_status store_list_find(struct store *s, const struct store_list_spec *spec,
                                  const struct store_list_key *from, const char *text,
                                  struct store_list_page *out, struct store_error *err);

/* Frees what a page holds; it is empty afterwards. */
void store_list_free(struct store_list_page *page);

/* The newest journal entry of one object, for "changed … by …" lines. */
struct store_change {
    int64_t batch;                        /* its batch */
    int64_t revision;                     /* the revision that change gave the object */
    char who[64];
    char at[40];                          /* ISO 8601, as journalled */
    char action[32];                      /* "import", "save"… */
};

/* Fills *out with the newest journal entry of the object of kind named name under the top-level
 * object top (NULL for a top-level object). STORE_NOTFOUND when the journal has none. */
enum store_status store_last_change(struct store *s, const struct kind_def *kind, const char *top,
                                    const char *name, struct store_change *out,
                                    struct store_error *err);

#endif
