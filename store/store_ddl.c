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
 * journal_entry.revision is the revision the change drew; old_revision the one it replaced. */
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
    " params TEXT) STRICT;"
    "CREATE UNIQUE INDEX IF NOT EXISTS object_name ON object(top_id, ns, name)"
    " WHERE top_id IS NOT NULL;"
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
    " PRIMARY KEY (batch_id, seq)) STRICT;"
    "CREATE TABLE IF NOT EXISTS validation("
    " id INTEGER PRIMARY KEY CHECK (id = 1),"
    " revision INTEGER NOT NULL, batch INTEGER NOT NULL, at TEXT NOT NULL,"
    " errors INTEGER NOT NULL, warnings INTEGER NOT NULL, infos INTEGER NOT NULL,"
    " result TEXT) STRICT;";

/* Appends an SQL identifier in double quotes. */
static void put_ident(struct textbuf *tb, const char *id)
{
    tb_putn(tb, "\"", 1);
    for (const char *p = id; *p; p++)
        tb_putn(tb, *p == '"' ? "\"\"" : p, *p == '"' ? 2 : 1);
    tb_putn(tb, "\"", 1);
}

/* Appends an SQL string literal. */
static void put_literal(struct textbuf *tb, const char *s)
{
    tb_putn(tb, "'", 1);
    for (const char *p = s; *p; p++)
        tb_putn(tb, *p == '\'' ? "''" : p, *p == '\'' ? 2 : 1);
    tb_putn(tb, "'", 1);
}

/* Whether attribute a has a CHECK constraint: integers their range, enumerations their choices,
 * names, references and text their maximum length (text: when limited). The items of a list are
 * checked by the model, not here. */
static bool has_check(const struct attr_def *a)
{
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
    put_ident(tb, a->key);
    tb_puts(tb, " CHECK (");
    if (a->type == AT_INT) {
        put_ident(tb, a->key);
        tb_printf(tb, " BETWEEN %lld AND %lld", a->min, a->max);
    } else if (a->type == AT_ENUM || a->type == AT_BOOL) {
        /* = … OR = …, not IN (…): SQLite builds a temporary index for an IN list of more than
         * two constants every time a row is checked */
        for (const struct attr_choice *c = a->choices; c->value; c++) {
            tb_puts(tb, c == a->choices ? "" : " OR ");
            put_ident(tb, a->key);
            tb_puts(tb, " = ");
            put_literal(tb, c->value);
        }
    } else {
        /* lengths are in bytes, as the products count them */
        tb_puts(tb, "length(CAST(");
        put_ident(tb, a->key);
        tb_printf(tb, " AS BLOB)) <= %lld", a->max);
    }
    tb_puts(tb, ")");
}

/* Appends the column definition of attribute a: integers INTEGER, everything else TEXT (stored
 * exactly: '' and blanks are values), with its CHECK constraint. */
static void put_column(struct textbuf *tb, const struct attr_def *a)
{
    put_ident(tb, a->key);
    tb_puts(tb, a->type == AT_INT ? " INTEGER" : " TEXT");
    put_check(tb, a);
}

/* Appends the CREATE TABLE of kind's typed table. */
static void put_create(struct textbuf *tb, const struct kind_def *kind)
{
    tb_puts(tb, "CREATE TABLE ");
    put_ident(tb, kind->table);
    tb_puts(tb, "(id INTEGER PRIMARY KEY REFERENCES object(id) ON DELETE CASCADE");
    for (unsigned i = 0; i < kind->nattrs; i++) {
        tb_puts(tb, ", ");
        put_column(tb, kind->attrs[i]);
    }
    tb_puts(tb, ") STRICT");
}

/* Appends the attribute columns of kind, comma-separated, each prefixed by prefix. */
static void put_columns(struct textbuf *tb, const struct kind_def *kind, const char *prefix)
{
    for (unsigned i = 0; i < kind->nattrs; i++) {
        tb_puts(tb, i ? ", " : "");
        tb_puts(tb, prefix);
        put_ident(tb, kind->attrs[i]->key);
    }
}

void ddl_kind_sql(struct textbuf *tb, const struct kind_def *kind, enum kind_sql which)
{
    switch (which) {
    case KS_REPLACE:
        tb_puts(tb, "INSERT OR REPLACE INTO ");
        put_ident(tb, kind->table);
        tb_puts(tb, "(id");
        tb_puts(tb, kind->nattrs ? ", " : "");
        put_columns(tb, kind, "");
        tb_puts(tb, ") VALUES (?1");
        for (unsigned i = 0; i < kind->nattrs; i++)
            tb_printf(tb, ", ?%u", i + 2);
        tb_puts(tb, ")");
        break;
    case KS_BY_ID:
        tb_puts(tb, "SELECT id");
        tb_puts(tb, kind->nattrs ? ", " : "");
        put_columns(tb, kind, "");
        tb_puts(tb, " FROM ");
        put_ident(tb, kind->table);
        tb_puts(tb, " WHERE id = ?1");
        break;
    case KS_BY_TOP:
        tb_puts(tb, "SELECT t.id");
        tb_puts(tb, kind->nattrs ? ", " : "");
        put_columns(tb, kind, "t.");
        tb_puts(tb, " FROM object o JOIN ");
        put_ident(tb, kind->table);
        tb_puts(tb, " t ON t.id = o.id WHERE o.top_id = ?1 AND o.kind = ?2 ORDER BY o.id");
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

/* Reads the column names of table into a malloc'd array (*n of them; 0: no such table). */
static enum store_status table_columns(struct store *s, const char *table, char ***cols, size_t *n,
                                       struct store_error *err)
{
    sqlite3_stmt *st;
    int rc = sqlite3_prepare_v2(s->db, "SELECT name FROM pragma_table_info(?1)", -1, &st, NULL);
    *cols = NULL;
    *n = 0;
    if (rc != SQLITE_OK)
        return store_sqlfail(s, err, rc, "reading a table's columns");
    sqlite3_bind_text(st, 1, table, -1, SQLITE_STATIC);
    size_t cap = 0;
    while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
        if (*n == cap) {
            cap = cap ? cap * 2 : 16;
            char **nc = realloc(*cols, cap * sizeof *nc);
            if (!nc)
                break;
            *cols = nc;
        }
        if (!((*cols)[*n] = strdup((const char *)sqlite3_column_text(st, 0))))
            break;
        ++*n;
    }
    sqlite3_finalize(st);
    if (rc == SQLITE_ROW)
        return store_fail(err, STORE_NOMEM, NULL, "out of memory");
    return rc == SQLITE_DONE ? STORE_OK : store_sqlfail(s, err, rc, "reading a table's columns");
}

/* Creates kind's typed table, or adds the columns it lacks. */
static enum store_status sync_kind(struct store *s, const struct kind_def *kind, struct textbuf *tb,
                                   struct store_error *err)
{
    char **cols;
    size_t n;
    enum store_status st = table_columns(s, kind->table, &cols, &n, err);
    if (st == STORE_OK && n == 0) {
        put_create(tb, kind);
        st = exec_ddl(s, tb, err);
    }
    for (unsigned i = 0; st == STORE_OK && n && i < kind->nattrs; i++) {
        if (has_column(cols, n, kind->attrs[i]->key))
            continue;
        tb_puts(tb, "ALTER TABLE ");
        put_ident(tb, kind->table);
        tb_puts(tb, " ADD COLUMN ");
        put_column(tb, kind->attrs[i]);
        st = exec_ddl(s, tb, err);
    }
    for (size_t i = 0; i < n; i++)
        free(cols[i]);
    free(cols);
    return st;
}

enum store_status ddl_sync(struct store *s, struct store_error *err)
{
    int rc = sqlite3_exec(s->db, fixed_ddl, NULL, NULL, NULL);
    if (rc != SQLITE_OK)
        return store_sqlfail(s, err, rc, "creating the store's tables");
    struct textbuf tb = {0};
    enum store_status st = STORE_OK;
    for (const struct system_def *const *sys = schema_systems(); *sys && st == STORE_OK; sys++)
        for (size_t k = 0; k < (*sys)->nkinds && st == STORE_OK; k++)
            if ((*sys)->kinds[k].table)
                st = sync_kind(s, &(*sys)->kinds[k], &tb, err);
    tb_free(&tb);
    return st;
}
