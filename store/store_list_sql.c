/* store/store_list_sql.c — the SQL of the panels' lists (store_list.c): one arm per kind, each a
 * query of the kind's typed table joined with the object table when it needs it, in a UNION ALL
 * ordered by (name, top-level name); which kinds have rows at all, so that a list reads only the
 * arms that can give some; and the statements of the lists read last, kept prepared.
 *
 * Only schema constants (table and column identifiers, kind and system ids) are written into the
 * SQL; every value is bound: ?1 name and ?2 top-level name of the key, ?3 row limit, ?4 offset,
 * ?5 LIKE pattern, ?6 name and ?7 top-level name of the end of a range, ?8 the LIKE pattern a
 * params text must match before a value kept verbatim is read from it, ?9 the top-level object of
 * spec->top, ?10 whether the text of a FIND can be part of YES or NO (a pair of keywords), ?11 the
 * parent of spec->parent. */
#include "store/store_int.h"

#include <stdlib.h>
#include <string.h>


enum store_status list_check(struct store *s, const struct store_list_spec *spec,
                                    struct store_error *err)
{
    if (!spec->nkinds || spec->nkinds > 64)
        return store_fail(err, STORE_IO, NULL, "store %s: a list has 1 to 64 kinds", s->path);
    const struct kind_def *first = spec->kinds[0];
    for (size_t i = 0; i < spec->nkinds; i++) {
        const struct kind_def *k = spec->kinds[i];
        if (!k->table || k->sys != first->sys || strcmp(k->ns, first->ns) != 0)
            return store_fail(err, STORE_IO, NULL,
                              "store %s: %s cannot be listed with %s (lists hold modelled kinds of "
                              "one system and namespace)", s->path, k->id, first->id);
    }
    return STORE_OK;
}

/* Whether kind has rows in the list: with a filter, only when it has that attribute. */
static bool listed(const struct store_list_spec *spec, const struct kind_def *kind)
{
    return !spec->nonblank || schema_attr_index(kind, spec->nonblank) >= 0;
}

static bool is_top_kind(const struct kind_def *kind)
{
    return (kind->flags & KF_TOP) != 0;
}

bool list_sampled(const struct store_list_spec *spec, const struct kind_def *kind)
{
    if (spec->top)
        return false;
    if (is_top_kind(kind))
        return true;
    int a = spec->nonblank ? schema_attr_index(kind, spec->nonblank) : -1;
    return a >= 0 && ddl_list_indexed(kind->attrs[a]);
}

/* The expression of a row's name in kind's arm: the typed table's copy when the arm reads the
 * typed table first (across every top-level object), else the object table's. */
static const char *name_expr(const struct store_list_spec *spec, const struct kind_def *kind)
{
    return spec->top || is_top_kind(kind) ? "o.name" : "t.\"" STORE_COL_NAME "\"";
}

static const char top_expr[] = "t.\"" STORE_COL_TOP "\"";

/* Appends FROM and WHERE of kind's arm: its scope and its filter. rows: the arm reads whole rows
 * (the object table's revision); counts and moves across every top-level object read the typed
 * table alone, from its list index. */
static void put_from(struct textbuf *tb, const struct store_list_spec *spec, const struct kind_def *kind,
                     bool rows)
{
    if (is_top_kind(kind) || spec->top) {
        tb_puts(tb, " FROM object o CROSS JOIN ");
        ddl_ident(tb, kind->table);
        tb_puts(tb, " t ON t.id = o.id WHERE o.kind = ");
        ddl_literal(tb, kind->id);
    } else {
        tb_puts(tb, " FROM ");
        ddl_ident(tb, kind->table);
        tb_puts(tb, rows ? " t CROSS JOIN object o ON o.id = t.id WHERE 1" : " t WHERE 1");
    }
    if (is_top_kind(kind)) {
        tb_puts(tb, " AND o.top_id IS NULL AND o.system = ");
        ddl_literal(tb, kind->sys->id);
        tb_puts(tb, spec->top ? " AND o.name = ?9" : "");
    } else if (spec->top) {
        tb_puts(tb, " AND o.top_id = (SELECT id FROM object WHERE top_id IS NULL AND system = ");
        ddl_literal(tb, kind->sys->id);
        tb_puts(tb, " AND kind = ");
        ddl_literal(tb, schema_top_kind(kind->sys) ? schema_top_kind(kind->sys)->id : "");
        tb_puts(tb, " AND name = ?9)");
        if (spec->parent && spec->parent_kind) {
            tb_puts(tb, " AND o.parent_id = (SELECT id FROM object WHERE top_id = o.top_id AND kind = ");
            ddl_literal(tb, spec->parent_kind->id);
            tb_puts(tb, " AND name = ?11)");
        }
    }
    if (spec->nonblank) {
        tb_puts(tb, " AND ");
        ddl_list_filter(tb, "t", kind->attrs[schema_attr_index(kind, spec->nonblank)]);
    }
}

/* Appends the columns of a row: id, revision, top-level name, name, kind, the values asked for (the
 * object's parameters for a key that is an extra attribute of kind, schema_extra_attr). */
static void put_row_columns(struct textbuf *tb, const struct store_list_spec *spec,
                            const struct kind_def *kind)
{
    tb_printf(tb, "SELECT o.id, o.revision, %s, %s, ", top_expr, name_expr(spec, kind));
    ddl_literal(tb, kind->id);
    for (size_t i = 0; i < spec->nkeys; i++) {
        tb_puts(tb, ", ");
        if (schema_attr_index(kind, spec->keys[i]) >= 0) {
            tb_puts(tb, "t.");
            ddl_ident(tb, spec->keys[i]);
        } else {   /* an attribute kept verbatim: read_rows takes it from the parameters */
            tb_puts(tb, schema_extra_attr(kind, spec->keys[i]) ? "o.params" : "NULL");
        }
    }
}

/* Appends the condition of LQ_FIND: name, top-level name, kind or a value LIKE ?5; a value kept
 * verbatim as the panels show it (list_extra), on the objects whose params text holds ?8. */
static void put_match(struct textbuf *tb, const struct store_list_spec *spec, const struct kind_def *kind)
{
    tb_printf(tb, " AND (%s LIKE ?5 ESCAPE '\\' OR %s LIKE ?5 ESCAPE '\\'", name_expr(spec, kind), top_expr);
    tb_puts(tb, " OR ");   /* the kind, which lists show as the row's type */
    ddl_literal(tb, kind->id);
    tb_puts(tb, " LIKE ?5 ESCAPE '\\'");
    for (size_t i = 0; i < spec->nkeys; i++)
        if (schema_attr_index(kind, spec->keys[i]) >= 0) {
            tb_puts(tb, " OR t.");
            ddl_ident(tb, spec->keys[i]);
            tb_puts(tb, " LIKE ?5 ESCAPE '\\'");
        } else if (schema_extra_attr(kind, spec->keys[i])) {
            /* a pair of keywords shows YES or NO, which its params text does not spell: read
               only when the text is part of one of them (?10) */
            tb_puts(tb, schema_extra_attr(kind, spec->keys[i])->off ? " OR (?10 AND list_extra(o.params, "
                                                                     : " OR (o.params LIKE ?8 ESCAPE '\\' AND list_extra(o.params, ");
            ddl_literal(tb, kind->sys->id);
            tb_puts(tb, ", ");
            ddl_literal(tb, kind->id);
            tb_puts(tb, ", ");
            ddl_literal(tb, spec->keys[i]);
            tb_puts(tb, ") LIKE ?5 ESCAPE '\\')");
        }
    tb_puts(tb, ")");
}

/* The attribute row a list_extra call reads: found once per statement (sqlite3_set_auxdata on its
 * keyword, a literal). */
struct extra_row {
    const struct kind_def *kind;
    const struct attr_def *attr;
};

static void list_extra(sqlite3_context *cx, int argc, sqlite3_value **argv)
{
    (void)argc;
    struct extra_row *r = sqlite3_get_auxdata(cx, 3);
    if (!r) {
        const char *sys = (const char *)sqlite3_value_text(argv[1]);
        const char *kind = (const char *)sqlite3_value_text(argv[2]);
        const char *kw = (const char *)sqlite3_value_text(argv[3]);
        const struct system_def *sd = sys ? schema_system(sys) : NULL;
        const struct kind_def *k = sd && kind ? schema_kind(sd, kind) : NULL;
        const struct attr_def *a = k && kw ? schema_extra_attr(k, kw) : NULL;
        if (!a || !(r = sqlite3_malloc(sizeof *r))) {
            sqlite3_result_null(cx);
            return;
        }
        *r = (struct extra_row){k, a};
        sqlite3_set_auxdata(cx, 3, r, sqlite3_free);
        if (!(r = sqlite3_get_auxdata(cx, 3))) {   /* SQLite freed it (out of memory) */
            sqlite3_result_error_nomem(cx);
            return;
        }
    }
    char shown[4096];
    const char *v = schema_extra_in_text(r->kind, r->attr, (const char *)sqlite3_value_text(argv[0]), shown,
                                         sizeof shown);
    if (v)
        sqlite3_result_text(cx, v, -1, SQLITE_TRANSIENT);
    else
        sqlite3_result_null(cx);
}

int list_functions(sqlite3 *db)
{
    return sqlite3_create_function_v2(db, "list_extra", 4, SQLITE_UTF8 | SQLITE_DETERMINISTIC, NULL,
                                      list_extra, NULL, NULL, NULL);
}

/* Appends the head of a count of kind's arm; the caller appends its conditions. */
static void put_count(struct textbuf *tb, const struct store_list_spec *spec,
                      const struct kind_def *kind)
{
    tb_puts(tb, "SELECT count(*) AS n");
    put_from(tb, spec, kind, false);
}

/* Appends kind's arm of query q (several counts for LQ_RANGE and LQ_FROM). Counts compare the name
 * alone, or equal names and then top-level names, never (name, top-level name) row values: SQLite
 * seeks on either kind of bound but tests row values again on every row it reads. */
static void put_arm(struct textbuf *tb, const struct store_list_spec *spec, const struct kind_def *kind,
                    enum list_query q)
{
    const char *name = name_expr(spec, kind);
    switch (q) {
    case LQ_COUNT:
        put_count(tb, spec, kind);
        break;
    case LQ_RANGE:
        /* the rest of the key's name (up to the end key when that has the same name), the names
         * between, and the end key's name up to it */
        put_count(tb, spec, kind);
        tb_printf(tb, " AND %s = ?1 AND %s >= ?2 AND (?1 < ?6 OR %s < ?7) UNION ALL ", name,
                  top_expr, top_expr);
        put_count(tb, spec, kind);
        tb_printf(tb, " AND %s > ?1 AND %s < ?6 UNION ALL ", name, name);
        put_count(tb, spec, kind);
        tb_printf(tb, " AND %s = ?6 AND %s < ?7 AND ?1 < ?6", name, top_expr);
        break;
    case LQ_FROM:
        put_count(tb, spec, kind);
        tb_printf(tb, " AND %s > ?1 UNION ALL ", name);
        put_count(tb, spec, kind);
        tb_printf(tb, " AND %s = ?1 AND %s >= ?2", name, top_expr);
        break;
    case LQ_GROUP:
        put_count(tb, spec, kind);
        tb_printf(tb, " AND %s = ?1 AND %s >= ?2", name, top_expr);
        break;
    case LQ_SKIP_GROUP:
        tb_printf(tb, "SELECT %s", top_expr);
        put_from(tb, spec, kind, false);
        tb_printf(tb, " AND %s = ?1 AND %s >= ?2", name, top_expr);
        break;
    case LQ_SKIP_AFTER:
        tb_printf(tb, "SELECT %s, %s", name, top_expr);
        put_from(tb, spec, kind, false);
        tb_printf(tb, " AND %s > ?1", name);
        break;
    case LQ_ROWS:
    case LQ_FIND:
        put_row_columns(tb, spec, kind);
        put_from(tb, spec, kind, true);
        tb_printf(tb, " AND (%s, %s) >= (?1, ?2)", name, top_expr);
        if (q == LQ_FIND)
            put_match(tb, spec, kind);
        break;
    case LQ_SKIP_FWD:
    case LQ_SKIP_BACK:
    case LQ_SKIP_END:
        tb_printf(tb, "SELECT %s, %s", name, top_expr);
        put_from(tb, spec, kind, false);
        if (q != LQ_SKIP_END)
            tb_printf(tb, " AND (%s, %s) %s (?1, ?2)", name, top_expr, q == LQ_SKIP_FWD ? ">=" : "<");
        break;
    }
}

/* The SQL of query q over the kinds of spec in arms, into tb; false when there is none. */
static bool list_sql(struct textbuf *tb, const struct store_list_spec *spec, uint64_t arms,
                     enum list_query q)
{
    bool counting = q == LQ_COUNT || q == LQ_RANGE || q == LQ_FROM || q == LQ_GROUP, any = false;
    if (counting)
        tb_puts(tb, "SELECT coalesce(sum(n), 0) FROM (");
    for (size_t i = 0; i < spec->nkinds; i++) {
        if (!((arms >> i) & 1u))
            continue;
        tb_puts(tb, any ? " UNION ALL " : "");
        put_arm(tb, spec, spec->kinds[i], q);
        any = true;
    }
    if (counting)
        tb_puts(tb, ")");
    else if (q == LQ_ROWS || q == LQ_FIND)
        tb_puts(tb, q == LQ_ROWS ? " ORDER BY 4, 3 LIMIT ?3" : " ORDER BY 4, 3 LIMIT 1");
    else if (q == LQ_SKIP_GROUP || q == LQ_SKIP_AFTER)
        tb_puts(tb, q == LQ_SKIP_GROUP ? " ORDER BY 1 LIMIT 1 OFFSET ?4" : " ORDER BY 1, 2 LIMIT 1 OFFSET ?4");
    else
        tb_puts(tb, q == LQ_SKIP_FWD ? " ORDER BY 1, 2 LIMIT 1 OFFSET ?4"
                                     : " ORDER BY 1 DESC, 2 DESC LIMIT 1 OFFSET ?4");
    return any;
}

/* The statement of sql from the store's list statements, prepared (and kept, in place of the one
 * used longest ago) when it is not there; reset, its bindings cleared. Takes sql (malloc'd). */
static enum store_status list_stmt(struct store *s, char *sql, sqlite3_stmt **st,
                                   struct store_error *err)
{
    struct list_stmt *slot = &s->lists[0];
    for (int i = 0; i < STORE_LIST_STMTS; i++) {
        struct list_stmt *l = &s->lists[i];
        if (l->sql && strcmp(l->sql, sql) == 0) {
            free(sql);
            l->used = ++s->list_clock;
            sqlite3_reset(l->st);
            sqlite3_clear_bindings(l->st);
            *st = l->st;
            return STORE_OK;
        }
        if (l->used < slot->used)
            slot = l;
    }
    sqlite3_stmt *fresh;
    int rc = sqlite3_prepare_v3(s->db, sql, -1, SQLITE_PREPARE_PERSISTENT, &fresh, NULL);
    if (rc != SQLITE_OK) {
        free(sql);
        return store_sqlfail(s, err, rc, "preparing a list");
    }
    sqlite3_finalize(slot->st);
    free(slot->sql);
    *slot = (struct list_stmt){sql, fresh, ++s->list_clock};
    *st = fresh;
    return STORE_OK;
}

/* The cached statement of the text in tb (which it takes); NOMEM when tb ran out of memory. */
static enum store_status tb_stmt(struct store *s, struct textbuf *tb, sqlite3_stmt **st,
                                 struct store_error *err)
{
    if (tb->oom) {
        tb_free(tb);
        return store_fail(err, STORE_NOMEM, NULL, "out of memory");
    }
    return list_stmt(s, tb->buf, st, err);
}

enum store_status list_arms(struct store *s, const struct store_list_spec *spec, uint64_t *arms,
                            struct store_error *err)
{
    struct textbuf tb = {0};
    sqlite3_stmt *st;
    bool any = false;
    *arms = 0;
    tb_puts(&tb, "SELECT ");
    for (size_t i = 0; i < spec->nkinds; i++) {
        tb_puts(&tb, i ? ", " : "");
        if (!listed(spec, spec->kinds[i])) {
            tb_puts(&tb, "0");
            continue;
        }
        tb_puts(&tb, "EXISTS (SELECT 1");
        put_from(&tb, spec, spec->kinds[i], false);
        tb_puts(&tb, ")");
        any = true;
    }
    if (!any) {
        tb_free(&tb);
        return STORE_OK;
    }
    enum store_status r = tb_stmt(s, &tb, &st, err);
    if (r != STORE_OK)
        return r;
    if (spec->top)
        sqlite3_bind_text(st, 9, spec->top, -1, SQLITE_TRANSIENT);
    if (spec->top && spec->parent)
        sqlite3_bind_text(st, 11, spec->parent, -1, SQLITE_TRANSIENT);
    int rc = sqlite3_step(st);
    for (size_t i = 0; rc == SQLITE_ROW && i < spec->nkinds; i++)
        *arms |= (uint64_t)(sqlite3_column_int(st, (int)i) != 0) << i;
    sqlite3_reset(st);
    return rc == SQLITE_ROW ? STORE_OK : store_sqlfail(s, err, rc, "reading a list");
}

enum store_status list_prepare(struct store *s, const struct store_list_spec *spec, uint64_t arms,
                               enum list_query q, const struct store_list_key *key,
                               sqlite3_stmt **st, struct store_error *err)
{
    struct textbuf tb = {0};
    *st = NULL;
    if (!list_sql(&tb, spec, arms, q)) {
        tb_free(&tb);
        return STORE_OK;
    }
    enum store_status r = tb_stmt(s, &tb, st, err);
    if (r != STORE_OK)
        return r;
    sqlite3_bind_text(*st, 1, key && key->name ? key->name : "", -1, SQLITE_TRANSIENT);
    sqlite3_bind_text(*st, 2, key && key->top ? key->top : "", -1, SQLITE_TRANSIENT);
    if (spec->top)
        sqlite3_bind_text(*st, 9, spec->top, -1, SQLITE_TRANSIENT);
    if (spec->top && spec->parent)
        sqlite3_bind_text(*st, 11, spec->parent, -1, SQLITE_TRANSIENT);
    return STORE_OK;
}

