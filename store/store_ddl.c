/* store/store_ddl.c — the store's tables, made from the schema rows (DESIGN.md, "the schema is
 * data"): the fixed tables, one STRICT table per modelled kind with a column and a CHECK
 * constraint per attribute row, and the SQL of the typed tables' statements.
 *
 * Only identifiers and constants of the schema (code, not data) are written into SQL here; values
 * are always bound. A column's CHECK constraint is named after its canonical key, so that SQLite's
 * "CHECK constraint failed: <key>" names the attribute (store_write.c). */
#include "store/store_int.h"

#include <stdlib.h>
#include <string.h>

/* The tables every store has. object.params and record.params hold codec text (model/codec.h);
 * journal_entry.image a codec_put_object image, or for `records` a sequence of codec_put_record.
 * journal_entry.revision is the revision the change drew; old_revision the one it replaced.
 * object.parent_id is the row the object hangs under (NULL for a top-level object, whose top_id
 * is NULL too), position its place among its siblings of its kind (KF_ORDERED kinds; else 0) and
 * uid its identity (store_migrate.c, format 5); journal_entry.uid the uid of the object an entry
 * concerns (NULL in entries journalled before format 5). The indexes on them come from
 * migrate_tree, which also adds these columns to an older store. The journal's changes attribute by
 * attribute (journal_change) and the counts of a batch's objects (journal_batch.defined, changed,
 * deleted) come with format 8, in its step (store_migrate.c); journal_entry.span and objects (a new
 * top's entry standing for the inserts of the objects under it) and the view journal_entries with
 * format 9 (migrate_span). */
static const char fixed_ddl[] =
    "CREATE TABLE IF NOT EXISTS meta(key TEXT PRIMARY KEY, value INTEGER NOT NULL) STRICT;"
    "INSERT OR IGNORE INTO meta(key, value) VALUES ('revision', 0);"
    "CREATE TABLE IF NOT EXISTS object("
    " id INTEGER PRIMARY KEY,"
    " system TEXT NOT NULL,"
    " kind TEXT NOT NULL,"
    " top_id INTEGER REFERENCES object(id) ON DELETE CASCADE,"
    " ns TEXT NOT NULL,"
    " name TEXT NOT NULL,"
    " revision INTEGER NOT NULL,"
    " src_file TEXT, src_line INTEGER, src_col INTEGER,"
    " params TEXT,"
    " parent_id INTEGER REFERENCES object(id) ON DELETE CASCADE,"
    " position INTEGER NOT NULL DEFAULT 0,"
    " uid INTEGER NOT NULL DEFAULT 0) STRICT;"
    "CREATE UNIQUE INDEX IF NOT EXISTS object_top ON object(system, kind, name)"
    " WHERE top_id IS NULL;"
    "CREATE INDEX IF NOT EXISTS object_kind ON object(top_id, kind);"
    "CREATE TABLE IF NOT EXISTS record("
    " id INTEGER PRIMARY KEY,"
    " top_id INTEGER NOT NULL REFERENCES object(id) ON DELETE CASCADE,"
    " seq INTEGER NOT NULL,"
    " verb TEXT NOT NULL, objtype TEXT, name TEXT, key TEXT,"
    " src_file TEXT, src_line INTEGER, src_col INTEGER,"
    " params TEXT,"
    " UNIQUE (top_id, seq)) STRICT;"
    "CREATE TABLE IF NOT EXISTS journal_batch("
    " id INTEGER PRIMARY KEY AUTOINCREMENT,"
    " who TEXT NOT NULL, at TEXT NOT NULL, action TEXT NOT NULL, files TEXT) STRICT;"
    "CREATE TABLE IF NOT EXISTS journal_entry("
    " batch_id INTEGER NOT NULL REFERENCES journal_batch(id) ON DELETE CASCADE,"
    " seq INTEGER NOT NULL,"
    " op TEXT NOT NULL"
    " CHECK (op = 'insert' OR op = 'update' OR op = 'delete' OR op = 'records'),"
    " system TEXT NOT NULL, kind TEXT NOT NULL, top TEXT, name TEXT,"
    " old_revision INTEGER, revision INTEGER NOT NULL,"
    " image TEXT,"
    " uid INTEGER,"
    " PRIMARY KEY (batch_id, seq)) STRICT;"
    "CREATE TABLE IF NOT EXISTS validation("
    " id INTEGER PRIMARY KEY CHECK (id = 1),"
    " revision INTEGER NOT NULL, batch INTEGER NOT NULL, at TEXT NOT NULL,"
    " errors INTEGER NOT NULL, warnings INTEGER NOT NULL, infos INTEGER NOT NULL,"
    " result TEXT) STRICT;";

void ddl_ident(struct textbuf *tb, const char *id)
{
    tb_putn(tb, "\"", 1);
    for (const char *p = id; *p; p++)
        tb_putn(tb, *p == '"' ? "\"\"" : p, *p == '"' ? 2 : 1);
    tb_putn(tb, "\"", 1);
}

void ddl_literal(struct textbuf *tb, const char *s)
{
    tb_putn(tb, "'", 1);
    for (const char *p = s; *p; p++)
        tb_putn(tb, *p == '\'' ? "''" : p, *p == '\'' ? 2 : 1);
    tb_putn(tb, "'", 1);
}

/* Whether attribute a has a CHECK constraint: integers their range, enumerations their choices,
 * names, references and text their maximum length (text: when limited). The items of a list are
 * checked by the model, not here; nor are the limits of an AF_ADVISORY row. */
static bool has_check(const struct attr_def *a)
{
    if (a->flags & AF_ADVISORY)
        return false;
    switch (a->type) {
    case AT_INT:
        return true;
    case AT_ENUM:
    case AT_BOOL:
        return a->choices != NULL;
    case AT_NAME:
    case AT_TEXT:
    case AT_REF:
        return a->max > 0;
    case AT_LIST:
        return false;
    }
    return false;
}

/* Appends the named CHECK constraint of attribute a (nothing when it has none). */
static void put_check(struct textbuf *tb, const struct attr_def *a)
{
    if (!has_check(a))
        return;
    tb_puts(tb, " CONSTRAINT ");
    ddl_ident(tb, a->key);
    tb_puts(tb, " CHECK (");
    if (a->type == AT_INT) {
        ddl_ident(tb, a->key);
        tb_printf(tb, " BETWEEN %lld AND %lld", a->min, a->max);
    } else if (a->type == AT_ENUM || a->type == AT_BOOL) {
        /* = … OR = …, not IN (…): SQLite builds a temporary index for an IN list of more than
         * two constants every time a row is checked */
        for (const struct attr_choice *c = a->choices; c->value; c++) {
            tb_puts(tb, c == a->choices ? "" : " OR ");
            ddl_ident(tb, a->key);
            tb_puts(tb, " = ");
            ddl_literal(tb, c->value);
        }
    } else {
        /* lengths are in bytes, as the products count them */
        tb_puts(tb, "length(CAST(");
        ddl_ident(tb, a->key);
        tb_printf(tb, " AS BLOB)) <= %lld", a->max);
    }
    tb_puts(tb, ")");
}

void ddl_column(struct textbuf *tb, const struct attr_def *a)
{
    ddl_ident(tb, a->key);
    tb_puts(tb, a->type == AT_INT ? " INTEGER" : " TEXT");
    put_check(tb, a);
}

/* The list columns of a typed table: copies of the object's name and of its top-level object's
 * name (its own for a top-level object), so that a list's order and filter are in one table and one
 * index serves both (store_list.c). */
static const char list_columns[] = ", \"" STORE_COL_NAME "\" TEXT NOT NULL DEFAULT ''"
                                   ", \"" STORE_COL_TOP "\" TEXT NOT NULL DEFAULT ''";

void ddl_create(struct textbuf *tb, const struct kind_def *kind, bool temp)
{
    tb_puts(tb, temp ? "CREATE TEMP TABLE " : "CREATE TABLE ");
    ddl_ident(tb, kind->table);
    tb_puts(tb, "(id INTEGER PRIMARY KEY REFERENCES object(id) ON DELETE CASCADE");
    for (unsigned i = 0; i < kind->nattrs; i++) {
        tb_puts(tb, ", ");
        ddl_column(tb, kind->attrs[i]);
    }
    tb_puts(tb, list_columns);
    tb_puts(tb, ") STRICT");
}

bool ddl_list_indexed(const struct attr_def *a)
{
    return a->type == AT_REF && (a->flags & AF_KEY);
}

/* Appends "alias.key is not blank" (see ddl_list_filter). */
static void ddl_nonblank(struct textbuf *tb, const char *alias, const char *key)
{
    tb_puts(tb, "trim(");
    if (alias)
        tb_printf(tb, "%s.", alias);
    ddl_ident(tb, key);
    tb_puts(tb, ") <> ''");
}

void ddl_list_filter(struct textbuf *tb, const char *alias, const struct attr_def *a)
{
    if (!a->list_also) {
        ddl_nonblank(tb, alias, a->key);
        return;
    }
    tb_puts(tb, "(");
    ddl_nonblank(tb, alias, a->key);
    tb_puts(tb, " OR ");
    ddl_nonblank(tb, alias, a->list_also);
    tb_puts(tb, ")");
}

/* Appends the name of the list index of kind's attribute a: TABLE_KEY_list, TABLE_KEY_ALSO_list
 * when a has list_also (a new name when the filter changes, so that ddl_sync replaces it). */
static void put_list_index_name(struct textbuf *tb, const struct kind_def *kind, const struct attr_def *a)
{
    tb_printf(tb, "%s_%s%s%s_list", kind->table, a->key, a->list_also ? "_" : "",
              a->list_also ? a->list_also : "");
}

/* Appends the list index of kind's attribute a: the list columns, a and its list_also, for the
 * objects in the lists filtered on a (ddl_list_filter): a covering index of those lists (SQLite
 * tests the filter again on each row, so the index holds every column the filter reads). */
static void put_list_index(struct textbuf *tb, const struct kind_def *kind, const struct attr_def *a)
{
    tb_puts(tb, "CREATE INDEX IF NOT EXISTS ");
    struct textbuf name = {0};
    put_list_index_name(&name, kind, a);
    ddl_ident(tb, name.buf ? name.buf : "");
    tb_free(&name);
    tb_puts(tb, " ON ");
    ddl_ident(tb, kind->table);
    tb_puts(tb, "(\"" STORE_COL_NAME "\", \"" STORE_COL_TOP "\", ");
    ddl_ident(tb, a->key);
    if (a->list_also) {
        tb_puts(tb, ", ");
        ddl_ident(tb, a->list_also);
    }
    tb_puts(tb, ") WHERE ");
    ddl_list_filter(tb, NULL, a);
    tb_puts(tb, ";");
}

/* Appends id and the attribute columns of kind, comma-separated, each prefixed by prefix ("t."). */
static void put_columns(struct textbuf *tb, const struct kind_def *kind, const char *prefix)
{
    tb_printf(tb, "%sid", prefix);
    for (unsigned i = 0; i < kind->nattrs; i++) {
        tb_printf(tb, ", %s", prefix);
        ddl_ident(tb, kind->attrs[i]->key);
    }
}

/* Appends KS_LIST_ROW, or KS_LIST_UNDER (under: summed over the objects under a top). */
static void put_list_states(struct textbuf *tb, const struct kind_def *kind, bool under)
{
    const char *sep = "SELECT ";
    for (unsigned i = 0; i < kind->nattrs; i++) {
        if (!ddl_list_indexed(kind->attrs[i]))
            continue;
        tb_printf(tb, "%s%scoalesce(", sep, under ? "total(" : "");
        ddl_list_filter(tb, "t", kind->attrs[i]);
        tb_puts(tb, under ? ", 0))" : ", 0)");
        sep = ", ";
    }
    tb_puts(tb, " FROM ");
    ddl_ident(tb, kind->table);
    tb_puts(tb, under ? " t JOIN object o ON o.id = t.id WHERE o.top_id = ?1" : " t WHERE t.id = ?1");
}

void ddl_kind_sql(struct textbuf *tb, const struct kind_def *kind, enum kind_sql which)
{
    switch (which) {
    case KS_REPLACE:
        /* an upsert, not INSERT OR REPLACE: the row of an existing object is updated, so that the
         * update triggers keeping the list counts see it (a REPLACE deletes without them) */
        tb_puts(tb, "INSERT INTO ");
        ddl_ident(tb, kind->table);
        tb_puts(tb, "(");
        put_columns(tb, kind, "");
        tb_puts(tb, ", \"" STORE_COL_NAME "\", \"" STORE_COL_TOP "\") VALUES (?1");
        for (unsigned i = 0; i < kind->nattrs + 2; i++)
            tb_printf(tb, ", ?%u", i + 2);
        tb_puts(tb, ") ON CONFLICT (id) DO UPDATE SET ");
        for (unsigned i = 0; i < kind->nattrs; i++) {
            ddl_ident(tb, kind->attrs[i]->key);
            tb_puts(tb, " = excluded.");
            ddl_ident(tb, kind->attrs[i]->key);
            tb_puts(tb, ", ");
        }
        tb_puts(tb, "\"" STORE_COL_NAME "\" = excluded.\"" STORE_COL_NAME "\", \"" STORE_COL_TOP
                    "\" = excluded.\"" STORE_COL_TOP "\"");
        break;
    case KS_BY_ID:
        tb_puts(tb, "SELECT ");
        put_columns(tb, kind, "");
        tb_puts(tb, " FROM ");
        ddl_ident(tb, kind->table);
        tb_puts(tb, " WHERE id = ?1");
        break;
    case KS_BY_TOP:
        tb_puts(tb, "SELECT ");
        put_columns(tb, kind, "t.");
        tb_puts(tb, " FROM object o JOIN ");
        ddl_ident(tb, kind->table);
        tb_puts(tb, " t ON t.id = o.id WHERE o.top_id = ?1 AND o.kind = ?2 ORDER BY o.id");
        break;
    case KS_LIST_ROW:
    case KS_LIST_UNDER:
        put_list_states(tb, kind, which == KS_LIST_UNDER);
        break;
    case KS_N:
        break;
    }
}

/* Executes DDL text built here (schema identifiers and constants only). */
static enum store_status exec_ddl(struct store *s, struct textbuf *tb, struct store_error *err)
{
    if (tb->oom)
        return store_fail(err, STORE_NOMEM, NULL, "out of memory");
    int rc = sqlite3_exec(s->db, tb->buf, NULL, NULL, NULL);
    tb_reset(tb);
    return rc == SQLITE_OK ? STORE_OK : store_sqlfail(s, err, rc, "creating the store's tables");
}

/* Whether column `key` is among the n names in cols. */
static bool has_column(char **cols, size_t n, const char *key)
{
    for (size_t i = 0; i < n; i++)
        if (strcmp(cols[i], key) == 0)
            return true;
    return false;
}

void ddl_names_free(char **names, size_t n)
{
    for (size_t i = 0; i < n; i++)
        free(names[i]);
    free(names);
}

/* Reads the names a fixed query about table gives (?1: the table) into a malloc'd array (*n of
 * them); what: what is read, for the error. */
static enum store_status table_names(struct store *s, const char *sql, const char *table,
                                     const char *what, char ***cols, size_t *n,
                                     struct store_error *err)
{
    sqlite3_stmt *st;
    int rc = sqlite3_prepare_v2(s->db, sql, -1, &st, NULL);
    *cols = NULL;
    *n = 0;
    if (rc != SQLITE_OK)
        return store_sqlfail(s, err, rc, what);
    sqlite3_bind_text(st, 1, table, -1, SQLITE_STATIC);
    size_t cap = 0;
    while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
        if (heap_reserve(cols, &cap, *n + 1, sizeof **cols) < 0)
            break;
        if (!((*cols)[*n] = strdup((const char *)sqlite3_column_text(st, 0))))
            break;
        ++*n;
    }
    sqlite3_finalize(st);
    if (rc == SQLITE_ROW)
        return store_fail(err, STORE_NOMEM, NULL, "out of memory");
    return rc == SQLITE_DONE ? STORE_OK : store_sqlfail(s, err, rc, what);
}

enum store_status ddl_table_columns(struct store *s, const char *table, char ***cols, size_t *n,
                                       struct store_error *err)
{
    return table_names(s, "SELECT name FROM pragma_table_info(?1)", table,
                       "reading a table's columns", cols, n, err);
}

/* Drops the list indexes of kind's table that the schema no longer makes (an attribute whose
 * list filter changed has a new index name). */
static enum store_status drop_old_list_indexes(struct store *s, const struct kind_def *kind,
                                               struct textbuf *tb, struct store_error *err)
{
    char **names;
    size_t n;
    enum store_status st = table_names(s,
        "SELECT name FROM sqlite_schema WHERE type = 'index' AND tbl_name = ?1"
        " AND name LIKE '%\\_list' ESCAPE '\\'", kind->table, "reading a table's indexes", &names, &n, err);
    for (size_t i = 0; st == STORE_OK && i < n; i++) {
        bool kept = false;
        struct textbuf name = {0};
        for (unsigned k = 0; !kept && k < kind->nattrs; k++) {
            if (!ddl_list_indexed(kind->attrs[k]))
                continue;
            tb_reset(&name);
            put_list_index_name(&name, kind, kind->attrs[k]);
            kept = name.buf && strcmp(name.buf, names[i]) == 0;
        }
        tb_free(&name);
        if (!kept) {
            tb_puts(tb, "DROP INDEX ");
            ddl_ident(tb, names[i]);
            tb_puts(tb, ";");
        }
    }
    ddl_names_free(names, n);
    return st == STORE_OK && tb->len ? exec_ddl(s, tb, err) : st;
}

/* Adds the list columns to a typed table made before they existed (format 1) and fills them from
 * the object table. */
static enum store_status add_list_columns(struct store *s, const struct kind_def *kind,
                                          struct textbuf *tb, struct store_error *err)
{
    const char *cols[] = {STORE_COL_NAME, STORE_COL_TOP};
    for (size_t i = 0; i < 2; i++) {
        tb_puts(tb, "ALTER TABLE ");
        ddl_ident(tb, kind->table);
        tb_puts(tb, " ADD COLUMN ");
        ddl_ident(tb, cols[i]);
        tb_puts(tb, " TEXT NOT NULL DEFAULT '';");
    }
    tb_puts(tb, "UPDATE ");
    ddl_ident(tb, kind->table);
    tb_puts(tb, " AS t SET \"" STORE_COL_NAME "\" = o.name, \"" STORE_COL_TOP "\" = coalesce(p.name, o.name)"
                " FROM object o LEFT JOIN object p ON p.id = o.top_id WHERE o.id = t.id");
    return exec_ddl(s, tb, err);
}

/* Creates kind's typed table, or adds the columns it lacks; then its list indexes. */
static enum store_status sync_kind(struct store *s, const struct kind_def *kind, struct textbuf *tb,
                                   struct store_error *err)
{
    char **cols;
    size_t n;
    enum store_status st = ddl_table_columns(s, kind->table, &cols, &n, err);
    if (st == STORE_OK && n == 0) {
        ddl_create(tb, kind, false);
        st = exec_ddl(s, tb, err);
    }
    for (unsigned i = 0; st == STORE_OK && n && i < kind->nattrs; i++) {
        if (has_column(cols, n, kind->attrs[i]->key))
            continue;
        tb_puts(tb, "ALTER TABLE ");
        ddl_ident(tb, kind->table);
        tb_puts(tb, " ADD COLUMN ");
        ddl_column(tb, kind->attrs[i]);
        st = exec_ddl(s, tb, err);
    }
    if (st == STORE_OK && n && !has_column(cols, n, STORE_COL_NAME))
        st = add_list_columns(s, kind, tb, err);
    if (st == STORE_OK && n)
        st = drop_old_list_indexes(s, kind, tb, err);
    for (unsigned i = 0; i < kind->nattrs; i++)
        if (ddl_list_indexed(kind->attrs[i]))
            put_list_index(tb, kind, kind->attrs[i]);
    if (st == STORE_OK && tb->len)
        st = exec_ddl(s, tb, err);
    ddl_names_free(cols, n);
    return st;
}

/* The trigger that keeps the list column of the top-level object's name right when a top-level
 * object is renamed: one UPDATE per typed table of the store. */
static enum store_status sync_rename_trigger(struct store *s, struct textbuf *tb,
                                             struct store_error *err)
{
    /* every typed table the store has, also a newer wlmcon's system's that this one does not know
     * (store_fingerprint.c): its rows keep their top's name too */
    char **tables;
    size_t n;
    enum store_status st = table_names(s,
        "SELECT m.name FROM sqlite_schema m WHERE m.type = 'table' AND ?1 IN"
        " (SELECT name FROM pragma_table_info(m.name)) ORDER BY m.name", STORE_COL_TOP,
        "reading the typed tables", &tables, &n, err);
    if (st != STORE_OK)
        return st;
    tb_puts(tb, "DROP TRIGGER IF EXISTS object_top_rename;"
                "CREATE TRIGGER object_top_rename AFTER UPDATE OF name ON object"
                " WHEN NEW.top_id IS NULL AND NEW.name IS NOT OLD.name BEGIN ");
    for (size_t i = 0; i < n; i++) {
        tb_puts(tb, "UPDATE ");
        ddl_ident(tb, tables[i]);
        tb_puts(tb, " SET \"" STORE_COL_TOP "\" = NEW.name"
                    " WHERE id IN (SELECT id FROM object WHERE top_id = NEW.id); ");
    }
    tb_puts(tb, "END");
    ddl_names_free(tables, n);
    return exec_ddl(s, tb, err);
}

/* The number of objects per system and kind, kept by the saves (store_count.c), so that
 * store_count reads a few rows however many objects the store holds. Made and filled from the
 * object table when a store lacks it (format 3). */
static const char count_ddl[] =
    "CREATE TABLE object_count(system TEXT NOT NULL, kind TEXT NOT NULL, n INTEGER NOT NULL,"
    " PRIMARY KEY (system, kind)) STRICT, WITHOUT ROWID;"
    "INSERT INTO object_count SELECT system, kind, count(*) FROM object GROUP BY system, kind;";

/* Makes the count table when the store lacks it. */
static enum store_status sync_counts(struct store *s, struct store_error *err)
{
    char **cols;
    size_t n;
    enum store_status st = ddl_table_columns(s, "object_count", &cols, &n, err);
    ddl_names_free(cols, n);
    if (st != STORE_OK || n)
        return st;
    int rc = sqlite3_exec(s->db, count_ddl, NULL, NULL, NULL);
    return rc == SQLITE_OK ? STORE_OK : store_sqlfail(s, err, rc, "counting the store's objects");
}

enum store_status ddl_fixed(struct store *s, struct store_error *err)
{
    int rc = sqlite3_exec(s->db, fixed_ddl, NULL, NULL, NULL);
    return rc == SQLITE_OK ? STORE_OK : store_sqlfail(s, err, rc, "creating the store's tables");
}

enum store_status ddl_kinds(struct store *s, struct store_error *err)
{
    struct textbuf tb = {0};
    enum store_status st = STORE_OK;
    for (const struct system_def *const *sys = schema_systems(); *sys && st == STORE_OK; sys++)
        for (size_t k = 0; k < (*sys)->nkinds && st == STORE_OK; k++)
            if ((*sys)->kinds[k].table)
                st = sync_kind(s, &(*sys)->kinds[k], &tb, err);
    if (st == STORE_OK)
        st = sync_rename_trigger(s, &tb, err);
    if (st == STORE_OK)
        st = sync_counts(s, err);
    tb_free(&tb);
    return st;
}
