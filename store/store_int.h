/* store/store_int.h — what the files of store/ share: the store handle, its prepared statements,
 * error helpers and the pieces each file provides to the others. Not for other layers: they use
 * store/store.h. */
#ifndef WLMCON_STORE_STORE_INT_H
#define WLMCON_STORE_STORE_INT_H

#include <sqlite3.h>

#include "store/store.h"

/* PRAGMA application_id of a wlmcon store: "WLMC". */
#define STORE_APPLICATION_ID 0x574c4d43

/* The fixed statements, prepared once when the store opens (store_stmt.c). The object queries
 * share their first eleven columns (STORE_OBJ_COLS): id, kind, name, revision, src_file, src_line,
 * src_col, params (params only when the flag parameter is true), parent_id, position, uid. */
#define STORE_OBJ_COLS(params)                                                                       \
    "id, kind, name, revision, src_file, src_line, src_col, " params ", parent_id, position, uid"
/* The entries the rows of journal_entry (or of a subquery src of its columns) stand for (format 9,
 * store_migrate.c): each row, and after a top's entry with span the objects it names. The columns:
 * batch_id, seq, op, system, kind, top, name, old_revision, revision, image, uid. The view
 * journal_entries is this of the whole table. */
#define STORE_ENTRIES_OF(src)                                                                        \
    "SELECT batch_id, seq, op, system, kind, top, name, old_revision, revision, image, uid FROM " src  \
    " UNION ALL SELECT e.batch_id, e.seq + 1 + j.key, 'insert', e.system, j.value ->> 0, e.name,"    \
    " j.value ->> 1, NULL, e.revision + 1 + j.key, NULL, e.revision + 1 + j.key"                     \
    " FROM " src " e, json_each(e.objects) j WHERE e.objects IS NOT NULL"

/* The journal's entries of one object (format 9, store_migrate.c), as journal_entries has them
 * but read through journal_object: those journalled apart, and those a top's entry stands for. Its
 * columns: batch_id, seq, op, old_revision, revision; ?1 the object's system, ?2 its kind, ?3 its
 * name, ?4 its top-level object's name (NULL for a top-level object), ?9 the kind of that top. */
#define STORE_OBJECT_ENTRIES                                                                         \
    "(SELECT batch_id, seq, op, old_revision, revision FROM journal_entry"                           \
    " WHERE system = ?1 AND kind = ?2 AND name = ?3 AND top IS ?4"                                   \
    " UNION ALL SELECT e.batch_id, e.seq + 1 + j.key, 'insert', NULL, e.revision + 1 + j.key"        \
    " FROM journal_entry e, json_each(e.objects) j WHERE e.system = ?1 AND e.kind = ?9"              \
    " AND e.name = ?4 AND e.top IS NULL AND j.value ->> 0 = ?2 AND j.value ->> 1 = ?3)"
#define STORE_STATEMENTS(X)                                                                          \
    X(BEGIN, "BEGIN IMMEDIATE")                                                                      \
    X(BEGIN_READ, "BEGIN")                                                                           \
    X(COMMIT, "COMMIT")                                                                              \
    X(SAVEPOINT, "SAVEPOINT store_save")                                                             \
    X(RELEASE, "RELEASE store_save")                                                                 \
    X(ROLLBACK_TO, "ROLLBACK TO store_save")                                                         \
    X(FK_CHECK, "PRAGMA foreign_key_check")                                                          \
    X(REV_GET, "SELECT value FROM meta WHERE key = 'revision'")                                      \
    X(REV_SET, "UPDATE meta SET value = ?1 WHERE key = 'revision'")                                  \
    X(OBJ_INSERT, "INSERT INTO object(system, kind, top_id, ns, name, revision, src_file, src_line," \
                  " src_col, params, parent_id, position, uid)"                                      \
                  " VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)")                \
    X(OBJ_UPDATE, "UPDATE object SET name = ?2, revision = ?3, src_file = ?4, src_line = ?5,"        \
                  " src_col = ?6, params = CASE WHEN ?9 THEN params ELSE ?7 END,"                    \
                  " parent_id = ?10, position = ?11 WHERE id = ?1 AND revision = ?8")                \
    X(OBJ_CHILDREN, "SELECT id FROM object WHERE parent_id = ?1")                                    \
    X(OBJ_DELETE, "DELETE FROM object WHERE id = ?1 AND revision = ?2")                              \
    X(OBJ_DELETE_UNDER, "DELETE FROM object WHERE top_id = ?1")                                      \
    X(OBJ_REVISION, "SELECT revision FROM object WHERE id = ?1")                                     \
    X(OBJ_TOP, "SELECT " STORE_OBJ_COLS("CASE WHEN ?4 THEN params END") " FROM object"               \
               " WHERE system = ?1 AND kind = ?2 AND name = ?3 AND top_id IS NULL")                  \
    X(OBJ_TOPS, "SELECT " STORE_OBJ_COLS("CASE WHEN ?2 THEN params END") ", system FROM object"      \
                " WHERE top_id IS NULL AND (?1 IS NULL OR system = ?1) ORDER BY id")                 \
    X(OBJ_UNDER, "SELECT " STORE_OBJ_COLS("CASE WHEN ?2 THEN params END") ", 1 FROM object"          \
                 " WHERE top_id = ?1 ORDER BY id")                                                   \
    /* the same rows read from the range of ids ?3..?4 in the table's order (no sort), and the    \
       ids of a top's objects, whose range and number tell when that is cheaper (store_load.c) */  \
    X(OBJ_RANGE, "SELECT " STORE_OBJ_COLS("CASE WHEN ?2 THEN params END") ", 1 FROM object"          \
                 " WHERE id BETWEEN ?3 AND ?4 AND +top_id = ?1 ORDER BY id")                         \
    X(OBJ_IDS_UNDER, "SELECT id FROM object WHERE top_id = ?1")                                      \
    /* the objects under a top of a system whose kinds nest: parents before children (by depth,   \
       then id), the depth in column 11 */                                                          \
    X(OBJ_TREE, "WITH RECURSIVE t(id, depth) AS (SELECT id, 1 FROM object WHERE parent_id = ?1"      \
                " UNION ALL SELECT o.id, t.depth + 1 FROM object o JOIN t ON o.parent_id = t.id)"    \
                " SELECT o.id, o.kind, o.name, o.revision, o.src_file, o.src_line, o.src_col,"       \
                " CASE WHEN ?2 THEN o.params END, o.parent_id, o.position, o.uid, t.depth"           \
                " FROM t JOIN object o ON o.id = t.id ORDER BY t.depth, o.id")                       \
    X(OBJ_BY_ID, "SELECT " STORE_OBJ_COLS("params") " FROM object WHERE id = ?1")                    \
    X(OBJ_PARENT, "SELECT p.kind, p.name, p.uid FROM object o JOIN object p ON p.id = o.parent_id"   \
                  " WHERE o.id = ?1")                                                                \
    X(REC_DELETE, "DELETE FROM record WHERE top_id = ?1")                                            \
    X(REC_INSERT, "INSERT INTO record(top_id, seq, verb, objtype, name, key, src_file, src_line,"    \
                  " src_col, params) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)")              \
    X(REC_SELECT, "SELECT verb, objtype, name, key, src_file, src_line, src_col, params"             \
                  " FROM record WHERE top_id = ?1 ORDER BY seq")                                     \
    X(BATCH_INSERT, "INSERT INTO journal_batch(who, at, action, files) VALUES (?1, ?2, ?3, ?4)")     \
    X(BATCH_LAST, "SELECT coalesce(max(id), 0) FROM journal_batch")                                  \
    X(BATCH_WHO, "SELECT who, at FROM journal_batch WHERE id = ?1")                                  \
    X(OBJ_PARAMS, "SELECT params FROM object WHERE id = ?1")                                         \
    X(BATCH_COUNTS, "UPDATE journal_batch SET defined = defined + ?2, changed = changed + ?3,"       \
                    " deleted = deleted + ?4 WHERE id = ?1")                                         \
    X(CHANGE_INSERT, "INSERT INTO journal_change(batch_id, n, seq, path, name, attr, old, new)"      \
                     " VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)")                                     \
    X(ENTRY_INSERT, "INSERT INTO journal_entry(batch_id, seq, op, system, kind, top, name,"          \
                    " old_revision, revision, image, uid, span, objects)"                            \
                    " VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)")              \
    X(VAL_PUT, "INSERT OR REPLACE INTO validation(id, revision, batch, at, errors, warnings, infos,"  \
               " result) VALUES (1, ?1, ?2, ?3, ?4, ?5, ?6, ?7)")                                    \
    X(VAL_GET, "SELECT revision, batch, at, errors, warnings, infos, result FROM validation"         \
               " WHERE id = 1")                                                                      \
    X(VAL_HEAD, "SELECT revision, batch, at, errors, warnings, infos, NULL FROM validation"         \
                " WHERE id = 1")                                                                     \
    X(LAST_CHANGE, "SELECT e.batch_id, e.revision, b.who, b.at, b.action FROM "                      \
                   STORE_OBJECT_ENTRIES " e JOIN journal_batch b ON b.id = e.batch_id"               \
                   " ORDER BY e.batch_id DESC, e.seq DESC LIMIT 1")                                  \
    /* the objects per kind, as the saves keep them in the count table (store_count.c) */           \
    X(COUNT_KINDS, "SELECT kind, n FROM object_count WHERE system = ?1")                             \
    X(COUNT_ADD, "INSERT INTO object_count(system, kind, n) VALUES (?1, ?2, ?3)"                     \
                 " ON CONFLICT DO UPDATE SET n = n + excluded.n")                                    \
    X(COUNT_UNDER, "SELECT kind, count(*) FROM object WHERE top_id = ?1 GROUP BY kind")              \
    X(KIND_COUNT, "SELECT n FROM object_count WHERE system = ?1 AND kind = ?2")                      \
    /* the rows of the lists filtered on a list index, kept by the saves (store_list_count.c) */    \
    X(LIST_COUNT, "SELECT n FROM list_count WHERE tbl = ?1 AND attr = ?2")                           \
    X(LIST_COUNT_ADD, "INSERT INTO list_count(tbl, attr, n) VALUES (?1, ?2, ?3)"                     \
                      " ON CONFLICT DO UPDATE SET n = n + excluded.n")                               \
    /* the observed state of running top-level objects, beside the policy (store_observe.c) */     \
    X(OBS_DELETE, "DELETE FROM observation WHERE system = ?1 AND top = ?2")                          \
    X(OBS_INSERT, "INSERT INTO observation(system, top, taken, taken_from, file, batch, revision)"   \
                  " VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)")                                            \
    X(OBS_BLOCK_INSERT, "INSERT INTO observation_block(obs_id, seq, objtype, name, line, params)"    \
                        " VALUES (?1, ?2, ?3, ?4, ?5, ?6)")                                          \
    X(OBS_SELECT, "SELECT id, system, top, taken, taken_from, file FROM observation"                 \
                  " WHERE ?1 IS NULL OR system = ?1 ORDER BY id")                                    \
    X(OBS_BLOCKS, "SELECT objtype, name, line, params FROM observation_block WHERE obs_id = ?1"      \
                  " ORDER BY seq")                                                                   \
    X(OBS_NEWER, "SELECT EXISTS (SELECT 1 FROM observation WHERE batch > ?1)")                       \
    /* records hang under top-level objects: object_top finds those, no scan of every object */     \
    X(COUNT_RECORDS, "SELECT count(*) FROM record WHERE top_id IN (SELECT id FROM object"            \
                     " WHERE system = ?1 AND top_id IS NULL)")

enum store_stmt {
#define X(id, sql) ST_##id,
    STORE_STATEMENTS(X)
#undef X
    ST_NSTMT
};

/* The statements of one modelled kind's typed table, prepared on first use (ddl_kind_sql). */
enum kind_sql {
    KS_REPLACE,   /* insert the row or update it (upsert): ?1 id, ?2… the attributes in kind->attrs
                     order, then name and top-level name */
    KS_BY_ID,     /* the attributes of one object: ?1 id */
    KS_BY_TOP,    /* id and attributes of every object of the kind under a top: ?1 top id, ?2 kind */
    KS_LIST_ROW,  /* kinds with list-indexed attributes: for each one, 1 when the row ?1 is in the
                     lists filtered on it, else 0 (a column per attribute, in kind->attrs order) */
    KS_LIST_UNDER,/* the same summed over the rows of the objects under the top ?1 */
    KS_N
};

/* A statement of a list kept for the next read of the same list (store_list.c). */
struct list_stmt {
    char *sql;                   /* its text, the cache key; NULL: a free slot */
    sqlite3_stmt *st;
    unsigned long used;          /* when it was last used (the store's list_clock) */
};

enum { STORE_LIST_STMTS = 16 };

/* The sample indexes of the lists counted last (store_list_index.c). */
enum { STORE_LIST_INDEXES = 4 };
struct list_index;

struct store {
    sqlite3 *db;
    char *path;                  /* as opened */
    char *tmp;                   /* the temporary file of a store this open created, else NULL */
    int create_lock;             /* the store's directory, flock'd while this open creates the
                                    store (store_open.c), else -1 */
    bool readonly;
    bool migrate;                /* STORE_MIGRATE: a read-only open upgrades an older store first */
    int migrated_from;           /* store_migrated_from */
    char *added;                 /* store_added_note (malloc'd), or NULL */
    char *stale_note;            /* store_stale_note (malloc'd), else NULL */
    int64_t batch;               /* the open journal batch, 0 when none */
    int64_t batch_seq;           /* entries written to it so far */
    char batch_who[64];          /* who opened it and when (ISO 8601), as journalled */
    char batch_at[40];
    int64_t change_n;            /* journal_change rows written to it so far */
    sqlite3_stmt *st[ST_NSTMT];
    sqlite3_stmt *(*ks)[KS_N];   /* per kind of every system, see store_kind_stmt */
    sqlite3_stmt **ks_range;     /* [nks]: see store_kind_range_stmt */
    size_t nks;
    struct list_stmt lists[STORE_LIST_STMTS];  /* the statements of the lists read last */
    unsigned long list_clock;    /* also orders the indexes by when they were last used */
    struct list_index *indexes[STORE_LIST_INDEXES];  /* NULL: a free slot */
};

/* ---- store_error.c ---------------------------------------------------------------------------- */

/* Fills err (may be NULL) with st, field (NULL: "") and a printf-formatted message; returns st. */
enum store_status store_fail(struct store_error *err, enum store_status st, const char *field,
                             const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 4, 5)))
#endif
    ;

/* The status for an SQLite result code: BUSY, NOTSTORE, READONLY, NOMEM, CONSTRAINT or IO. */
enum store_status store_status_of(int rc);

/* Fills err from SQLite result rc: "store PATH: what: <SQLite's message>"; returns the status. */
enum store_status store_sqlfail(struct store *s, struct store_error *err, int rc, const char *what);

/* Writes the path of obj in its product's notation (`QMGR(QM5) QLOCAL('Q1')`) into buf. */
const char *store_obj_path(const struct pol_object *obj, char *buf, size_t n);

/* ---- store_stmt.c ----------------------------------------------------------------------------- */

/* Prepares every fixed statement; on failure err is filled. */
enum store_status store_prepare_all(struct store *s, struct store_error *err);

/* Finalizes every statement (fixed, per kind and of lists). */
void store_finalize_all(struct store *s);

/* The fixed statement id, reset and with its bindings cleared. */
sqlite3_stmt *store_stmt(struct store *s, enum store_stmt id);

/* The id and attributes (as KS_BY_TOP's) of the rows of kind's typed table whose ids are ?1 to ?2,
 * in id order: prepared on first use, reset and cleared; NULL when it cannot be made (the caller
 * reads by top instead, which reports what fails). */
sqlite3_stmt *store_kind_range_stmt(struct store *s, const struct kind_def *kind);

/* The statement `which` of kind's typed table (prepared on first use), reset and cleared; NULL
 * (err filled) when it cannot be prepared. */
sqlite3_stmt *store_kind_stmt(struct store *s, const struct kind_def *kind, enum kind_sql which,
                              struct store_error *err);

/* Steps a statement that returns no rows and resets it; returns SQLITE_DONE or the error. */
int store_exec_stmt(sqlite3_stmt *st);

/* Runs a fixed statement without parameters that returns no rows; STORE_OK or err filled. */
enum store_status store_run(struct store *s, enum store_stmt id, struct store_error *err);

/* Binds text (SQLITE_STATIC: it must outlive the step) or NULL. */
int store_bind_text(sqlite3_stmt *st, int i, const char *text);

/* Binds an int64, or NULL when v is 0. */
int store_bind_id(sqlite3_stmt *st, int i, int64_t v);

/* ---- store_ddl.c ------------------------------------------------------------------------------ */

/* Creates the tables every store has when the store lacks them (object, record, journal, meta…).
 * Runs in the caller's transaction. */
enum store_status ddl_fixed(struct store *s, struct store_error *err);

/* Creates every typed table and column the schema has and the store lacks, their list indexes,
 * the trigger keeping the list columns right and the count table (store_migrate.c explains the
 * policy). Runs in the caller's transaction, after ddl_fixed and migrate_tree. */
enum store_status ddl_kinds(struct store *s, struct store_error *err);

/* Appends the column definition of attribute a: integers INTEGER, everything else TEXT (stored
 * exactly: '' and blanks are values), with its named CHECK constraint (store_ddl.c). */
void ddl_column(struct textbuf *tb, const struct attr_def *a);

/* Appends the CREATE TABLE of kind's typed table (temp: in the connection's temporary schema,
 * where it hides nothing and lasts until the connection closes). */
void ddl_create(struct textbuf *tb, const struct kind_def *kind, bool temp);

/* Reads the column names of table (*n of them, malloc'd; 0: no such table); free them with
 * ddl_names_free. */
enum store_status ddl_table_columns(struct store *s, const char *table, char ***cols, size_t *n,
                                    struct store_error *err);

/* Frees n malloc'd names and their array. */
void ddl_names_free(char **names, size_t n);

/* Appends the SQL of statement `which` of kind's typed table to tb. */
void ddl_kind_sql(struct textbuf *tb, const struct kind_def *kind, enum kind_sql which);

/* The list columns every typed table has after its attributes: the object's name and its
 * top-level object's name (its own for a top-level object). KS_REPLACE binds them last. */
#define STORE_COL_NAME "_name"
#define STORE_COL_TOP "_top"

/* Appends an SQL identifier in double quotes. */
void ddl_ident(struct textbuf *tb, const char *id);

/* Appends an SQL string literal (schema constants only: values are bound). */
void ddl_literal(struct textbuf *tb, const char *s);

/* Whether attribute a has a list index on its typed table (a reference that is a list column:
 * AT_REF with AF_KEY, e.g. a queue's CLUSTER): lists filtered on it read only that index. */
bool ddl_list_indexed(const struct attr_def *a);

/* Appends the filter of the lists on list-indexed attribute a: "a is not blank" (neither NULL, ''
 * nor blanks), or "a or a->list_also is not blank" when a has list_also, on columns of alias
 * (NULL: no alias), written the same way in list indexes and list queries so that SQLite matches
 * them. */
void ddl_list_filter(struct textbuf *tb, const char *alias, const struct attr_def *a);

/* ---- store_migrate.c -------------------------------------------------------------------------- */

/* Checks that the open database is a wlmcon store at STORE_VERSION, creating it (may_create: an
 * empty database) or migrating an older one inside BEGIN IMMEDIATE. A read-only connection to an
 * older store is refused (STORE_READONLY); store_open migrates such a store first through a
 * writable connection of its own when the caller asked for it (STORE_MIGRATE). */
enum store_status store_migrate(struct store *s, bool may_create, struct store_error *err);

/* Sets *behind to how many format versions the open store s is behind STORE_VERSION (0 for a
 * current store or an empty database). Returns STORE_OK, or what store_migrate would refuse the
 * database with (STORE_NEWER, STORE_NOTSTORE, an SQLite failure). Reads the version only. */
enum store_status store_behind(struct store *s, int *behind, struct store_error *err);

/* Gives the object table of a store made before format 5 its tree columns (parent_id = top_id,
 * position 0, uid = id) and the journal its uid column, with ALTER TABLE (the object table is
 * never rebuilt: with foreign keys on, that would cascade deletes into every typed table and
 * record), and makes the indexes on them; nothing to add on a newer store. In ddl_sync. */
enum store_status migrate_tree(struct store *s, struct store_error *err);

/* ---- store_rules.c ---------------------------------------------------------------------------- */

/* Undoes the rule levels and suppressions batch wrote (journal_rule), in the open transaction and
 * batch of the undo: STORE_CONFLICT, naming it, when one was written again since. */
enum store_status rules_undo(struct store *s, int64_t batch, struct store_error *err);

/* ---- store_fingerprint.c ----------------------------------------------------------------------- */

/* Records the fingerprint of every kind and attribute of the registered systems: the ones the
 * store has not recorded (after tables are added), or with replace every one, over what was
 * recorded (at the end of a migration, whose steps made the tables this wlmcon's). Runs in the
 * caller's transaction. */
enum store_status fingerprint_fill(struct store *s, bool replace, struct store_error *err);

/* Compares the store's fingerprints with this wlmcon's, on a store at STORE_VERSION: refuses one
 * holding objects of a kind unknown here or changed (STORE_NEWER, naming the system and kind);
 * adds what this wlmcon adds (a writable store: its tables and rows in one transaction, and
 * s->added; a read-only one: empty stand-ins in the temporary schema). store_fingerprint.c
 * explains the rules. */
enum store_status store_fingerprints(struct store *s, struct store_error *err);

/* ---- store_observe.c -------------------------------------------------------------------------- */

/* Appends the stored observations of system sys (every system when NULL) with their blocks to
 * pol->obs. Runs in the caller's snapshot. */
enum store_status observations_load(struct store *s, struct policy *pol, const struct system_def *sys,
                                    struct store_error *err);

/* ---- store_row.c ------------------------------------------------------------------------------ */

/* One load: the policy objects go into, the parts read (enum store_load_flag) and the last source
 * file name interned (consecutive equal names share one copy). */
struct row_ctx {
    struct store *s;
    struct policy *pol;
    unsigned flags;              /* enum store_load_flag */
    const char *last_file;       /* the last file name interned */
};

/* Creates the object of the current row of st (the shared object columns, STORE_OBJ_COLS) under
 * parent (NULL: a top-level object of kind) at its stored position, with its id, uid, revision,
 * source and, when present, parameters; its values are left unspecified. STORE_IO when parent
 * cannot hold kind. */
enum store_status row_object(struct row_ctx *c, sqlite3_stmt *st, const struct kind_def *kind,
                             struct pol_object *parent, struct pol_object **out,
                             struct store_error *err);

/* Sets obj's values from columns first.. of st, in kind->attrs order; short ones are shared with
 * equal ones of the policy (pol_share): the caller must not change them. */
enum store_status row_values(struct row_ctx *c, sqlite3_stmt *st, int first, struct pol_object *obj,
                             struct store_error *err);

/* Reads obj's values from its kind's typed table (nothing for a kind without one). */
enum store_status row_load_values(struct row_ctx *c, struct pol_object *obj, struct store_error *err);

/* The kind named by column col of st in sys; NULL (err filled) when the schema has none. */
const struct kind_def *row_kind(struct store *s, sqlite3_stmt *st, int col,
                                const struct system_def *sys, struct store_error *err);

/* Loads the object with this id under parent (NULL: as a top-level object) with its values and
 * parameters into pol. STORE_NOTFOUND when absent. */
enum store_status row_load_id(struct store *s, struct policy *pol, const struct system_def *sys,
                              int64_t id, struct pol_object *parent, struct pol_object **out,
                              struct store_error *err);

/* ---- store_list_sql.c ------------------------------------------------------------------------- */

enum list_query {
    LQ_COUNT,      /* the number of rows */
    LQ_RANGE,      /* the number of rows at or after the key and before the key (?6, ?7) */
    LQ_FROM,       /* the number of rows at or after the key */
    LQ_GROUP,      /* the number of rows with the key's name at or after the key */
    LQ_ROWS,       /* rows at or after the key, ?3 of them */
    LQ_SKIP_FWD,   /* the key ?4 rows after the key (inclusive) */
    LQ_SKIP_BACK,  /* the key ?4 + 1 rows before the key */
    LQ_SKIP_END,   /* the key ?4 + 1 rows before the end */
    LQ_SKIP_GROUP, /* one arm: the top-level name of the row ?4 rows after the key (inclusive)
                      among the rows of the key's name */
    LQ_SKIP_AFTER, /* one arm: the key ?4 rows after the first row of a name after the key's */
    LQ_FIND        /* the first row at or after the key matching ?5 (a column kept verbatim: its
                      object's params text first matching ?8, '%' when that text may spell the
                      value otherwise: quotes doubled, escapes; a pair of keywords only when ?10,
                      the text being part of YES or NO) */
};

/* Whether kind's arm reads its rows in the list's order from an index across every top-level
 * object (a list of top-level objects, or one filtered on an attribute with a list index): the
 * arms the sample index walks (store_list_index.c). */
bool list_sampled(const struct store_list_spec *spec, const struct kind_def *kind);

/* Registers on db the SQL function the FIND of a list calls for a column kept verbatim:
 * list_extra(params, system id, kind id, keyword) is the value the parameter of that keyword holds
 * in the object's params text, as the panels show it (schema_extra_in_text: MQ's quotes taken
 * off, a pair of keywords as YES or NO), or NULL when the object states none. The kind and keyword are literals
 * of the statement: their attribute row is looked up once per statement. SQLITE_OK or SQLite's
 * error code. */
int list_functions(sqlite3 *db);

/* Checks that spec lists 1 to 64 modelled kinds of one system and one namespace. */
enum store_status list_check(struct store *s, const struct store_list_spec *spec,
                             struct store_error *err);

/* The kinds of spec that have rows in the list: bit i for spec->kinds[i]. */
enum store_status list_arms(struct store *s, const struct store_list_spec *spec, uint64_t *arms,
                            struct store_error *err);

/* The statement of query q over the kinds of spec in arms (kept prepared by the store), with the
 * key's names (NULL: "") and spec->top bound; *st NULL (and STORE_OK) when arms is empty. */
enum store_status list_prepare(struct store *s, const struct store_list_spec *spec, uint64_t arms,
                               enum list_query q, const struct store_list_key *key,
                               sqlite3_stmt **st, struct store_error *err);

/* ---- store_list.c ----------------------------------------------------------------------------- */

/* One list operation: the list, the kinds that have rows, its snapshot. */
struct lread {
    struct store *s;
    const struct store_list_spec *spec;
    uint64_t arms;
    bool own;                       /* the snapshot is this operation's to end */
    struct store_error *err;
};

/* Checks the list, begins the snapshot (unless the caller has a transaction open) and finds the
 * kinds with rows. End it with lread_end, also on failure. */
enum store_status lread_begin(struct lread *r, struct store *s, const struct store_list_spec *spec,
                              struct store_error *err);

/* Ends the snapshot lread_begin began, passing st on. */
enum store_status lread_end(struct lread *r, enum store_status st);

/* ---- store_list_count.c ----------------------------------------------------------------------- */

/* Makes the table of the lists' kept counts when the store lacks it and counts every list
 * filtered on a list index again (ddl_sync). */
enum store_status list_count_sync(struct store *s, struct store_error *err);

/* The count of the list of lr, in its snapshot, from the counts the store keeps, into *n; *kept
 * false (and *n meaningless) when the store keeps none for one of its kinds with rows: a list under
 * one top-level object, or one neither of top-level objects nor filtered on a list index. */
enum store_status list_count_kept(struct lread *lr, long *n, bool *kept);

/* ---- store_list_index.c ----------------------------------------------------------------------- */

/* Frees the sample indexes the store keeps (when it closes). */
void list_index_free_all(struct store *s);

/* ---- store_load.c (snapshots) ---------------------------------------------------------------- */

/* Begins a read transaction when the caller has none, so that what follows reads one snapshot;
 * returns whether it did (pass it to store_snapshot_end). */
bool store_snapshot_begin(struct store *s);

/* Ends the read transaction store_snapshot_begin began (own), passing r on. */
enum store_status store_snapshot_end(struct store *s, enum store_status r, bool own,
                                     struct store_error *err);

/* ---- store_load.c ----------------------------------------------------------------------------- */

/* Whether some kind of sys may hang under another object than the top (kind_def.parents): its
 * objects are read parents first, and a save that deletes some rehangs moved ones first. */
bool store_system_nests(const struct system_def *sys);

/* Loads everything stored under top (whose id is set) into pol: its objects with their values,
 * parameters when flags ask, and records when flags ask. Leaves every change mark clear. */
enum store_status load_under(struct store *s, struct policy *pol, struct pol_object *top,
                             unsigned flags, struct store_error *err);

/* ---- store_records.c -------------------------------------------------------------------------- */

/* Loads the records stored under top into its scope, in order. */
enum store_status records_load(struct store *s, struct policy *pol, struct pol_object *top,
                               struct store_error *err);

/* Replaces the records stored under the top with id top_id by top's live records, in order. */
enum store_status records_write(struct store *s, int64_t top_id, const struct pol_object *top,
                                struct textbuf *tb, struct store_error *err);

/* ---- store_journal.c -------------------------------------------------------------------------- */

enum journal_op { JOURNAL_INSERT, JOURNAL_UPDATE, JOURNAL_DELETE, JOURNAL_RECORDS };

/* One change for the open batch. */
struct journal_change {
    enum journal_op op;
    const struct kind_def *kind;
    const char *top;             /* the top-level object's name; NULL for a top-level object */
    const char *name;            /* the object's name; NULL for records */
    int64_t uid;                 /* the object's uid (the top's for records) */
    int64_t old_revision;        /* 0: none (insert) */
    int64_t revision;            /* the revision this change drew */
    const char *image;           /* the before-image, or NULL (insert) */
    int64_t span;                /* an insert of a top: the objects inserted after it that this
                                    entry stands for (their entries, revisions and uids follow its
                                    own), else 0 */
    const char *objects;         /* with span: their kinds and names, a JSON array of [kind, name]
                                    (journal_json_pair), else NULL */
};

/* Appends to tb the JSON array [kind, name] (name NULL: null), with a comma before it when
 * first is false: an element of journal_change.objects. */
void journal_json_pair(struct textbuf *tb, const char *kind, const char *name, bool first);

/* Adds a change to the open batch (taking 1 + ch->span entry numbers); does nothing without one. */
enum store_status journal_add(struct store *s, const struct journal_change *ch,
                              struct store_error *err);

/* The current time (WLMCON_NOW, else now in UTC) as ISO 8601 into buf. */
const char *journal_now(char *buf, size_t n);

/* Fills who and at of each console change of pol that has a journal batch (pol->changes) from
 * that batch, when it is in the journal (else they stay ""). */
enum store_status journal_fill_changes(struct store *s, struct policy *pol, struct store_error *err);

/* Replaces img with the before-image (codec_put_object) of the stored object id, loaded into
 * scratch under parent (NULL: as a top-level object; for a kind that nests, a scratch copy of its
 * stored parent, kind and uid, is made instead). STORE_NOTFOUND when it is gone. */
enum store_status journal_image(struct store *s, struct policy *scratch, struct pol_object *parent,
                                const struct system_def *sys, int64_t id, struct textbuf *img,
                                struct store_error *err);

/* Replaces img with the before-image of the records stored under top (a scratch object whose id
 * is set): a sequence of codec_put_record, empty when there are none. */
enum store_status journal_records_image(struct store *s, struct policy *scratch,
                                        struct pol_object *top, struct textbuf *img,
                                        struct store_error *err);

/* ---- store_change.c --------------------------------------------------------------------------- */

/* Where the rows of one object's change go. */
struct change_ctx {
    int64_t batch, seq;          /* the batch and the entry (its before-image) the change is of */
    int64_t *n;                  /* the batch's last row number, advanced per row */
    const char *path;            /* the object in its system's notation (schema_object_path) */
    const char *name;            /* its name, or NULL (unnamed) */
    const struct kind_def *kind; /* its kind: the product's keywords of its attributes; may be NULL */
};

/* Writes a journal_change row for each value that differs between the whole-object images before
 * and after (codec_put_object text; either may be NULL: no values): the modelled values (`V`), the
 * place among its siblings of an ordered kind's object (`S`, attribute "(position)") and, when
 * params, the unmodelled parameters (`O`, compared by keyword and value, not position); the
 * read-only values and source positions are not compared. Values are unescaped; a value only one
 * side has is NULL on the other. *changed says whether any row was written. */
enum store_status change_diff(struct store *s, const struct change_ctx *cx, const char *before,
                              const char *after, bool params, bool *changed, struct store_error *err);

/* Writes the journal_change row of a top-level object's records rewritten from before to after
 * (sequences of codec_put_record; NULL: none), attribute "(records)" with their numbers ("203
 * records" -> "204 records"), when they differ in what they hold: not in uids, nor in the file
 * and place they were read from. */
enum store_status change_records(struct store *s, const struct change_ctx *cx, const char *before,
                                 const char *after, struct store_error *err);

/* Adds to journal_batch `batch` the objects a save defined, changed (an attribute of it) and
 * deleted. Nothing when all three are 0. */
enum store_status change_counts(struct store *s, int64_t batch, long defined, long changed, long deleted,
                                struct store_error *err);

/* Fills journal_change and the counts of journal_batch for the batches journalled before format 8
 * (the migration's step to it; store_change_fill.c): an update's after-image is the before-image
 * of the next entry of the same object (by uid, or by system, kind, top and name in entries
 * without one), else the object as stored now; an insert after a delete at the same path in one
 * batch (a queue manager replaced by its dump, an object deleted and defined again) is one change,
 * as the saves journal it. */
enum store_status change_fill(struct store *s, struct store_error *err);

/* Empties tb (keeping its memory) so that tb->buf, when set, reads "". */
static inline void tb_reset(struct textbuf *tb)
{
    tb->len = 0;
    if (tb->buf)
        tb->buf[0] = '\0';
}

/* ---- store_undone.c --------------------------------------------------------------------------- */

/* Whether the live stored object o has the content it had at revision rev: its revision is rev, or
 * an undo wrote it back to what it was at rev (followed back through undos of undos) (*same). */
enum store_status undo_same_content(struct store *s, const struct pol_object *o, int64_t rev,
                                    bool *same, struct store_error *err);

/* ---- store_write.c ---------------------------------------------------------------------------- */

/* What one store_save_top works with. */
struct save {
    struct store *s;
    struct store_error *err;
    struct textbuf params;       /* the params text of the object being written */
    struct textbuf img;          /* the before-image being journalled */
    struct policy scratch;       /* stored objects read for before-images */
    int64_t rev;                 /* the last revision drawn from the store-wide sequence */
    long *counts;                /* per kind index of the top's system: the objects this save
                                    inserted less those it deleted (count_write) */
    long *lcounts;               /* per kind index * lstride + attribute index: the rows this save
                                    put into the lists filtered on that attribute less those it
                                    took out (list_count_write) */
    size_t lstride;              /* the most attributes a kind of the system has */
    struct textbuf after;        /* the after-image of the object whose change is written */
    long defined, changed, deleted;  /* objects this save defined, changed, deleted (journal_batch) */
    struct gone *gone;           /* the objects this save journalled as deleted */
    size_t ngone, capgone;
    bool gone_sorted;            /* gone is in the order of its paths */
};

/* An object a save journalled as deleted (a replace's, or one deleted): an object the save
 * inserts after it at the same path is the same object changed (store_save.c). */
struct gone {
    char *path;                  /* schema_object_path, malloc'd */
    char *image;                 /* its before-image, malloc'd */
    int64_t seq;                 /* its journal entry */
    bool used;                   /* paired with an object of the replace */
};

/* ---- store_layout.c --------------------------------------------------------------------------- */

/* Writes the chunks of top's source layout (model/layout.h) that the store does not hold yet, in
 * the current transaction; nothing for a top without a loaded layout. */
enum store_status layout_store(struct store *s, const struct pol_object *top, struct store_error *err);

/* Reads top's source layout from the chunks its `L` line names (top->layout_ids), after the
 * objects under top are loaded (its settings are bound to them by name); top->layout_ids is then
 * cleared. STORE_IO naming the store when a chunk is missing or malformed. */
enum store_status layout_load(struct store *s, struct policy *pol, struct pol_object *top,
                              struct store_error *err);

/* ---- store_count.c ---------------------------------------------------------------------------- */

/* Takes the objects stored under the top-level object top_id (of system sys) off sv->counts,
 * before a statement deletes them: with the top, or for a replace. */
enum store_status count_under(struct save *sv, const struct system_def *sys, int64_t top_id);

/* Adds sv->counts to the store's count table (the kinds of sys), in the save's savepoint. */
enum store_status count_write(struct save *sv, const struct system_def *sys);

/* ---- store_list_count.c (saves) --------------------------------------------------------------- */

/* Adds sign (+1, -1) to sv->lcounts for each list of a list-indexed attribute that obj's values
 * put it in (obj about to be inserted). */
void list_count_new(struct save *sv, const struct pol_object *obj, int sign);

/* Adds sign to sv->lcounts for each list that the stored row id of kind is in (before it is
 * updated or deleted, and after an update). */
enum store_status list_count_stored(struct save *sv, const struct kind_def *kind, int64_t id, int sign);

/* Takes the rows stored under the top-level object top_id (of system sys) off sv->lcounts, before
 * a statement deletes them: with the top, or for a replace. */
enum store_status list_count_under(struct save *sv, const struct system_def *sys, int64_t top_id);

/* Adds sv->lcounts to the store's list counts, in the save's savepoint. */
enum store_status list_count_write(struct save *sv, const struct system_def *sys);

/* Inserts obj (under the top with id top_id and the parent with id parent_id; both 0 for a
 * top-level object) at obj->position with a new revision: its object row and typed row. *id and
 * *rev receive the new row's; an object without a uid gets the new revision as its uid (obj->uid
 * set). STORE_CONFLICT when the name is taken or the parent is gone; STORE_CONSTRAINT (field set)
 * when a value breaks its constraint. */
enum store_status write_insert(struct save *sv, struct pol_object *obj, int64_t top_id,
                               int64_t parent_id, int64_t *id, int64_t *rev);

/* Updates the stored row id of obj, read at revision old, to obj's content (under the parent with
 * id parent_id, at obj->position) with a new revision (*rev). STORE_CONFLICT, naming obj, when the
 * stored revision is not old any more. */
enum store_status write_update(struct save *sv, const struct pol_object *obj, int64_t id, int64_t old,
                               int64_t parent_id, int64_t *rev);

/* Deletes the stored row id of obj (everything under it goes too), read at revision old; draws a
 * revision for the journal (*rev). STORE_CONFLICT as for write_update. */
enum store_status write_delete(struct save *sv, const struct pol_object *obj, int64_t id, int64_t old,
                               int64_t *rev);

/* The temporary name of a store being created at path (malloc'd; NULL when memory runs out):
 * `.NAME.PID.XXXXXX` beside it, PID this process's, XXXXXX for mkstemp (store_stale.c). */
char *store_temp_name(const char *path);

/* Removes the temporary stores (and their -wal, -shm, -journal files) that a killed process left
 * beside s->path: named as store_temp_name names them (or `.NAME.XXXXXX`, wlmcon 0.1.0's naming),
 * regular files, whose process no longer runs or older than an hour, while no process holds the
 * directory's creation lock (s->create_lock is this open's own). Sets s->stale_note when it removed
 * any. Errors are ignored: a file that cannot be removed stays. */
void store_remove_stale(struct store *s);

#endif
