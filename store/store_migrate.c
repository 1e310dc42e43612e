/* store/store_migrate.c — recognising a wlmcon store, creating it, and bringing an older one up to
 * STORE_VERSION.
 *
 * Migration policy (DESIGN.md, "Store (SQLite)"):
 * - A wlmcon store is an SQLite database whose PRAGMA application_id is STORE_APPLICATION_ID
 *   ("WLMC"); its format version is PRAGMA user_version. An empty database (no tables, both
 *   pragmas 0) becomes a store when the caller allows creation; anything else is not a store.
 * - A store whose version is newer than STORE_VERSION is refused (STORE_NEWER, exit 78): this
 *   build never reads or writes a format it does not know.
 * - Migrations run in one BEGIN IMMEDIATE transaction; the version is read again under the lock
 *   (another process may have migrated meanwhile), and any failure rolls all of it back.
 * - Going from version v to v + 1 runs steps[v], hand-written SQL or NULL, and then ddl_sync, which
 *   creates every table and column the schema has and the store lacks, derived from the schema
 *   rows with their CHECK constraints. Creating a store is the step from 0 to 1.
 * - Adding a system, a kind or an attribute (one row in a schema table) needs no step (format 11
 *   on): the store records each system's schema fingerprint, and an open that finds what this
 *   wlmcon adds runs ddl_kinds, which adds the table or the column (SQLite checks its constraint
 *   against the rows already there; the new column is NULL — unspecified — in every one), and
 *   records the rows, in one transaction (store_fingerprint.c). A store holding objects of a kind
 *   this wlmcon does not know, or whose fingerprint differs otherwise, is refused (STORE_NEWER).
 * - Changing an existing column's type, range, choices or length: bump STORE_VERSION, update its
 *   line of tests/fixtures/schema-fingerprints.txt (the contract test compares them) and write a
 *   step that rebuilds that kind's table (SQLite's twelve-step ALTER: create the new table, copy,
 *   drop, rename). A stored value that breaks the new constraint fails the migration with
 *   STORE_CONSTRAINT naming the attribute, and the store stays as it was.
 * - Removing an attribute: its column stays, unread and unwritten (NULL in new rows), until a
 *   rebuild step drops it. Renaming a key: a step with ALTER TABLE … RENAME COLUMN.
 * - What ddl_sync derives besides the columns (store_ddl.c) is brought up to date by it in the same
 *   way: the list columns of every typed table (filled from the object table when it adds them),
 *   the list index of every attribute that has one (a list index the schema no longer makes is
 *   dropped), the trigger keeping the list columns right, the count table of objects per kind
 *   (filled from the object table), the table of the lists' counts (counted again each time).
 * - A store opened read-only that needs migrating is refused (STORE_READONLY) with a message that
 *   says how to upgrade it; nothing is changed. With STORE_MIGRATE, one this process can write is
 *   migrated first through a writable connection of its own, then read (export and validate).
 * - The migration runs before the switch to WAL mode: a store in rollback mode that fails to
 *   migrate is left byte for byte as it was.
 * - The object table is never rebuilt: with foreign keys on, DROP TABLE object would cascade
 *   deletes into every typed table and record, and PRAGMA foreign_keys cannot change inside the
 *   migration's transaction. Its columns come with ALTER TABLE … ADD COLUMN (migrate_tree). */
#include "store/store_int.h"

#include <stdio.h>

/* steps[v]: the SQL that takes a store from version v to v + 1 before ddl_sync, or NULL. */
static const char *const steps[STORE_VERSION] = {
    [0] = NULL, /* a new store: ddl_sync creates every table */
    /* format 2: the lists of the panels (store_list.c). The journal is searched by object for the
     * last change of one; ddl_sync adds the list columns (name and top-level name) to every typed
     * table with their indexes. */
    [1] = "CREATE INDEX IF NOT EXISTS journal_object ON journal_entry(system, kind, name, top)",
    /* format 3: the objects counted per kind by triggers; ddl_sync adds the count table, filled
     * from the object table, and its triggers (store_count). */
    [2] = NULL,
    /* format 4: a list filtered on an attribute also holds the objects whose list_also attribute
     * is set (a queue clustered through CLUSNL is a cluster queue); ddl_sync replaces the list
     * indexes of those attributes, whose names change with their filter, and adds the table of
     * the lists' counts that the saves keep (store_list_count.c), counted from the rows. */
    [3] = NULL,
    /* format 5: objects form a tree. ddl_sync (migrate_tree) adds to the object table, with ALTER
     * TABLE, parent_id (the object it hangs under: its top-level object for every row there is),
     * position (0: no stored kind was ordered) and uid (the object's identity: its row id), and to
     * the journal the uid of each entry's object (NULL for the entries made before: undo finds
     * their objects by top, kind and name). The unique name index skips unnamed objects. */
    [4] = NULL,
    /* format 6: each attribute keeps where it was set. The `M` lines of the object table's params
     * column (model/codec.h) may name the file a value was read from when it is not the object's
     * own (a later script's ALTER), and a `C` line marks a value changed in the console with its
     * journal batch. A format-5 text has `M` lines without a file, which read as before: every
     * value from its object's file, where format 5 reported it, until a script sets it again.
     * Nothing to rewrite. */
    [5] = NULL,
    /* format 7: the observed state of running top-level objects (store_observe.c), kept beside the
     * policy: one row per system and top (an observation replaces the one before it) and its
     * blocks as the display showed them (codec record text). No object, journal entry or export
     * reads them; nothing of the policy changes. */
    [6] = "CREATE TABLE IF NOT EXISTS observation("
          " id INTEGER PRIMARY KEY,"
          " system TEXT NOT NULL, top TEXT NOT NULL,"
          " taken TEXT NOT NULL, taken_from TEXT NOT NULL, file TEXT,"
          " batch INTEGER, revision INTEGER NOT NULL," /* the import's batch; the policy's revision */
          " UNIQUE (system, top)) STRICT;"
          "CREATE TABLE IF NOT EXISTS observation_block("
          " obs_id INTEGER NOT NULL REFERENCES observation(id) ON DELETE CASCADE,"
          " seq INTEGER NOT NULL,"
          " objtype TEXT NOT NULL, name TEXT NOT NULL, line INTEGER, params TEXT,"
          " PRIMARY KEY (obs_id, seq)) STRICT;",
    /* format 8: what each batch changed, attribute by attribute (store_change.c): one row per
     * value that differs between an object's before-image and what the batch made of it, with the
     * object's path in its system's notation, and per batch the objects it defined, changed and
     * deleted. change_fill adds the counts' columns to journal_batch and computes both for the
     * batches journalled before (once: a store that has the columns has its changes). */
    [7] = "CREATE TABLE IF NOT EXISTS journal_change("
          " batch_id INTEGER NOT NULL REFERENCES journal_batch(id) ON DELETE CASCADE,"
          " n INTEGER NOT NULL,"   /* 1-based order of the change in its batch */
          " seq INTEGER NOT NULL," /* the journal_entry holding the object's before-image */
          " path TEXT NOT NULL, name TEXT, attr TEXT NOT NULL, old TEXT, new TEXT,"
          " PRIMARY KEY (batch_id, n)) STRICT;"
          "CREATE INDEX IF NOT EXISTS journal_change_path ON journal_change(path, batch_id);",
    /* format 9: a save that inserts a top-level object with objects under it journals them as one
     * entry, the top's (journal_add): span, the number of objects after the top it stands for,
     * and objects, their kinds and names as a JSON array of [kind, name] in the order of their
     * entries; they had the entries seq + 1…, revisions and uids revision + 1…. The view
     * journal_entries reads such an entry as the entries it stands for, and every entry of an
     * older format as it is: the journal reads the same, with nothing rewritten. ddl_sync
     * (migrate_span) adds both columns and the view. */
    [8] = NULL,
    /* format 10: what an administrator decided about the rules' findings (store_rules.c): a level
     * per rule id that is not the rule's own (off, or a severity), the suppressions (rule id,
     * object path prefix, a reason of one line, who, when, the last day it hides) numbered for
     * good, and per batch the levels and suppressions it wrote, before and after, for undo.
     * Nothing of the policy or the journal before changes. */
    [9] = "CREATE TABLE IF NOT EXISTS rule_level("
          " rule TEXT PRIMARY KEY,"
          " level TEXT NOT NULL CHECK (level IN ('off', 'error', 'warning', 'info'))) STRICT;"
          "CREATE TABLE IF NOT EXISTS suppression("
          " id INTEGER PRIMARY KEY AUTOINCREMENT,"
          " rule TEXT NOT NULL, path TEXT NOT NULL,"
          " reason TEXT NOT NULL CHECK (reason <> '' AND instr(reason, char(10)) = 0"
          " AND instr(reason, char(13)) = 0),"
          " who TEXT NOT NULL, at TEXT NOT NULL,"
          " until TEXT CHECK (until IS NULL OR until GLOB"
          " '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]')) STRICT;"
          "CREATE TABLE IF NOT EXISTS journal_rule("
          " batch_id INTEGER NOT NULL REFERENCES journal_batch(id) ON DELETE CASCADE,"
          " n INTEGER NOT NULL,"
          " what TEXT NOT NULL CHECK (what IN ('level', 'suppression')),"
          " key TEXT NOT NULL, old TEXT, new TEXT,"
          " PRIMARY KEY (batch_id, n)) STRICT;",
    /* format 11: each system's schema fingerprint (store_fingerprint.c): a row per kind (attr '')
     * and per attribute of a modelled kind, with the kind's table and flags or the attribute's
     * column. Every migration ends by recording this wlmcon's (fingerprint_fill). From this format on,
     * what a wlmcon adds (systems, kinds, attributes) is added on open without a format step, and a
     * store holding objects of a kind this wlmcon does not know, or knows otherwise, is refused. */
    [10] = "CREATE TABLE IF NOT EXISTS schema_fingerprint("
           " system TEXT NOT NULL, kind TEXT NOT NULL, attr TEXT NOT NULL, print TEXT NOT NULL,"
           " PRIMARY KEY (system, kind, attr)) STRICT, WITHOUT ROWID;",
    /* format 12: the source layouts of tops read from line-oriented files (model/layout.h): their
     * text form in chunks named by their content (FNV-1a 64 of the bytes and their length), which
     * a top's `L` line of parameters names in order (model/codec.h). A chunk is written once and
     * never changed or removed: the journal's images name the chunks of the layouts they had, and
     * a file read again with one line changed adds one chunk. Nothing before changes. */
    [11] = "CREATE TABLE IF NOT EXISTS layout_chunk(id TEXT PRIMARY KEY, body BLOB NOT NULL)"
           " STRICT, WITHOUT ROWID;",
};

/* fills[v]: what the step from v to v + 1 computes in C after its SQL and ddl_sync, or NULL. */
static enum store_status (*const fills[STORE_VERSION])(struct store *, struct store_error *) = {
    [7] = change_fill,
};

struct db_identity {
    int64_t app, version, tables;
};

/* Reads one integer: the first column of the first row of a fixed query. */
static enum store_status read_int(struct store *s, const char *sql, int64_t *out,
                                  struct store_error *err)
{
    sqlite3_stmt *st;
    int rc = sqlite3_prepare_v2(s->db, sql, -1, &st, NULL);
    if (rc == SQLITE_OK && (rc = sqlite3_step(st)) == SQLITE_ROW)
        *out = sqlite3_column_int64(st, 0);
    sqlite3_finalize(st);
    return rc == SQLITE_ROW ? STORE_OK : store_sqlfail(s, err, rc, "reading the store's version");
}

static enum store_status read_identity(struct store *s, struct db_identity *k, struct store_error *err)
{
    enum store_status st = read_int(s, "PRAGMA application_id", &k->app, err);
    if (st == STORE_OK)
        st = read_int(s, "PRAGMA user_version", &k->version, err);
    if (st == STORE_OK)
        st = read_int(s, "SELECT count(*) FROM sqlite_schema", &k->tables, err);
    return st;
}

/* What migrate_tree adds to a store without the tree columns. The revision sequence, from which
 * new objects draw their uids (store_write.c), is moved past every uid given here. */
static const char tree_columns[] =
    "ALTER TABLE object ADD COLUMN parent_id INTEGER REFERENCES object(id) ON DELETE CASCADE;"
    "ALTER TABLE object ADD COLUMN position INTEGER NOT NULL DEFAULT 0;"
    "ALTER TABLE object ADD COLUMN uid INTEGER NOT NULL DEFAULT 0;"
    "UPDATE object SET parent_id = top_id, uid = id;"
    "UPDATE meta SET value = max(value, (SELECT coalesce(max(id), 0) FROM object))"
    " WHERE key = 'revision';"
    "ALTER TABLE journal_entry ADD COLUMN uid INTEGER;";

/* The indexes of the tree: names unique per top and namespace for named objects only, children
 * by parent (also what the cascade of parent_id reads), uids unique. */
static const char tree_indexes[] =
    "DROP INDEX IF EXISTS object_name;"
    "CREATE UNIQUE INDEX IF NOT EXISTS object_named ON object(top_id, ns, name)"
    " WHERE top_id IS NOT NULL AND name <> '';"
    "CREATE INDEX IF NOT EXISTS object_parent ON object(parent_id, kind, position);"
    "CREATE UNIQUE INDEX IF NOT EXISTS object_uid ON object(uid);";

enum store_status migrate_tree(struct store *s, struct store_error *err)
{
    int64_t has = 0;
    enum store_status st = read_int(s, "SELECT count(*) FROM pragma_table_info('object')"
                                       " WHERE name = 'uid'", &has, err);
    int rc = st == STORE_OK && !has ? sqlite3_exec(s->db, tree_columns, NULL, NULL, NULL) : SQLITE_OK;
    if (st == STORE_OK && rc == SQLITE_OK)
        rc = sqlite3_exec(s->db, tree_indexes, NULL, NULL, NULL);
    return st != STORE_OK || rc == SQLITE_OK ? st : store_sqlfail(s, err, rc, "migrating the store");
}

/* What migrate_span adds to a store without the columns of format 9's entries (steps[8]). */
static const char span_columns[] =
    "ALTER TABLE journal_entry ADD COLUMN span INTEGER;"
    "ALTER TABLE journal_entry ADD COLUMN objects TEXT;";

/* The journal's entries, each one a top's entry stands for apart (steps[8]). */
static const char entries_view[] =
    "CREATE VIEW IF NOT EXISTS journal_entries AS " STORE_ENTRIES_OF("journal_entry") ";";

/* Adds the columns of format 9's entries when the journal lacks them, and the view of them. */
static enum store_status migrate_span(struct store *s, struct store_error *err)
{
    int64_t has = 0;
    enum store_status st = read_int(s, "SELECT count(*) FROM pragma_table_info('journal_entry')"
                                       " WHERE name = 'span'", &has, err);
    int rc = st == STORE_OK && !has ? sqlite3_exec(s->db, span_columns, NULL, NULL, NULL) : SQLITE_OK;
    if (st == STORE_OK && rc == SQLITE_OK)
        rc = sqlite3_exec(s->db, entries_view, NULL, NULL, NULL);
    return st != STORE_OK || rc == SQLITE_OK ? st : store_sqlfail(s, err, rc, "migrating the store");
}

/* What the database is: STORE_OK with *todo = 0 (current), or the number of steps to run; or an
 * error for a newer store or something that is not a store. */
static enum store_status classify(struct store *s, const struct db_identity *k, bool may_create,
                                  int *todo, struct store_error *err)
{
    *todo = 0;
    if (k->app == STORE_APPLICATION_ID && k->version > STORE_VERSION)
        return store_fail(err, STORE_NEWER, NULL,
                          "store %s was written by a newer wlmcon (format %lld; this one knows %d)",
                          s->path, (long long)k->version, STORE_VERSION);
    if (k->app == STORE_APPLICATION_ID && k->version >= 0) {
        *todo = STORE_VERSION - (int)k->version;
        return STORE_OK;
    }
    if (k->app == 0 && k->version == 0 && k->tables == 0 && may_create) {
        *todo = STORE_VERSION;
        return STORE_OK;
    }
    return store_fail(err, STORE_NOTSTORE, NULL, "%s is not a wlmcon store", s->path);
}

/* Brings the store's tables up to the schema (the step after each version's SQL): the fixed
 * tables, the tree columns of the object table, the columns and view of format 9's entries, the
 * typed tables, the lists' counts. */
static enum store_status ddl_sync(struct store *s, struct store_error *err)
{
    enum store_status st = ddl_fixed(s, err);
    if (st == STORE_OK)
        st = migrate_tree(s, err);
    if (st == STORE_OK)
        st = migrate_span(s, err);
    if (st == STORE_OK)
        st = ddl_kinds(s, err);
    if (st == STORE_OK)
        st = list_count_sync(s, err);
    return st;
}

/* Runs the steps from version `from` to STORE_VERSION and stamps the store. */
static enum store_status run_steps(struct store *s, int from, struct store_error *err)
{
    for (int v = from; v < STORE_VERSION; v++) {
        if (steps[v]) {
            int rc = sqlite3_exec(s->db, steps[v], NULL, NULL, NULL);
            if (rc != SQLITE_OK)
                return store_sqlfail(s, err, rc, "migrating the store");
        }
        /* a new store has every table of the schema from the first ddl_sync on: the ones after
           it would find nothing to add */
        enum store_status st = from == 0 && v > 0 ? STORE_OK : ddl_sync(s, err);
        if (st == STORE_OK && fills[v])
            st = fills[v](s, err);
        if (st != STORE_OK)
            return st;
    }
    /* the fingerprints of what the steps made, replacing those of the kinds they rebuilt */
    enum store_status st = fingerprint_fill(s, true, err);
    if (st != STORE_OK)
        return st;
    char sql[96];
    snprintf(sql, sizeof sql, "PRAGMA application_id = %d; PRAGMA user_version = %d",
             STORE_APPLICATION_ID, STORE_VERSION);
    int rc = sqlite3_exec(s->db, sql, NULL, NULL, NULL);
    return rc == SQLITE_OK ? STORE_OK : store_sqlfail(s, err, rc, "stamping the store's version");
}

/* Migrates under the write lock, after reading the version again. */
static enum store_status migrate_locked(struct store *s, bool may_create, struct store_error *err)
{
    int rc = sqlite3_exec(s->db, "BEGIN IMMEDIATE", NULL, NULL, NULL);
    if (rc != SQLITE_OK)
        return store_sqlfail(s, err, rc, "locking the store to migrate it");
    struct db_identity k;
    int todo = 0;
    enum store_status st = read_identity(s, &k, err);
    if (st == STORE_OK)
        st = classify(s, &k, may_create, &todo, err);
    if (st == STORE_OK && todo)
        st = run_steps(s, STORE_VERSION - todo, err);
    if (st == STORE_OK && todo && k.tables)
        s->migrated_from = (int)k.version;
    if (st == STORE_OK && (rc = sqlite3_exec(s->db, "COMMIT", NULL, NULL, NULL)) != SQLITE_OK)
        st = store_sqlfail(s, err, rc, "committing the migration");
    if (st != STORE_OK)
        sqlite3_exec(s->db, "ROLLBACK", NULL, NULL, NULL);
    return st;
}

/* Puts a writable store in WAL mode (kept in the file: readers and one writer work at once). */
static enum store_status wal_mode(struct store *s, struct store_error *err)
{
    sqlite3_stmt *st;
    int rc = sqlite3_prepare_v2(s->db, "PRAGMA journal_mode = WAL", -1, &st, NULL);
    if (rc == SQLITE_OK)
        rc = sqlite3_step(st);
    bool wal = rc == SQLITE_ROW && sqlite3_stricmp((const char *)sqlite3_column_text(st, 0), "wal") == 0;
    sqlite3_finalize(st);
    if (rc != SQLITE_ROW)
        return store_sqlfail(s, err, rc, "switching to WAL mode");
    return wal ? STORE_OK
               : store_fail(err, STORE_IO, NULL, "store %s: cannot switch to WAL mode", s->path);
}

enum store_status store_behind(struct store *s, int *behind, struct store_error *err)
{
    struct db_identity k;
    int todo = 0;
    enum store_status st = read_identity(s, &k, err);
    if (st == STORE_OK)
        st = classify(s, &k, false, &todo, err);
    *behind = st == STORE_OK && k.tables ? todo : 0;
    return st;
}

enum store_status store_migrate(struct store *s, bool may_create, struct store_error *err)
{
    struct db_identity k;
    int todo;
    enum store_status st = read_identity(s, &k, err);
    if (st == STORE_OK)
        st = classify(s, &k, may_create, &todo, err);
    if (st == STORE_OK && !s->readonly && !todo)
        st = wal_mode(s, err);
    if (st == STORE_OK && !todo)
        st = store_fingerprints(s, err);
    if (st != STORE_OK || !todo)
        return st;
    if (s->readonly && !k.tables)
        return store_fail(err, STORE_NOTSTORE, NULL, "%s is not a wlmcon store", s->path);
    if (s->readonly)
        return store_fail(err, STORE_READONLY, NULL,
                          "store %s is in format %lld and must be upgraded to format %d before this "
                          "wlmcon can read it, which needs write access: run any wlmcon command on it "
                          "once as a user who can write the file and its directory",
                          s->path, (long long)k.version, STORE_VERSION);
    /* WAL mode after the migration: a failed one leaves a store in rollback mode as it was */
    st = migrate_locked(s, may_create, err);
    if (st == STORE_OK)
        st = wal_mode(s, err);
    return st == STORE_OK ? store_fingerprints(s, err) : st;
}
