/* store/store_list.c — the lists of the panels, read a window at a time (store.h, "lists").
 *
 * A list is a UNION ALL of one arm per kind, each a query of the kind's typed table joined with
 * the object table, ordered by (name, top-level name). The typed tables carry both names (their
 * list columns, store_ddl.c), so that:
 * - a list under one top-level object starts from the object table's (top_id, kind) index and
 *   sorts the few rows of that one top-level object;
 * - a list of top-level objects reads the object table's index of top-level names;
 * - a list across every top-level object filtered on an attribute with a list index reads that
 *   partial index (name, top-level name, attribute), in order: SQLite merges the arms, stops after
 *   the rows asked for, and counts and skips rows on the index alone.
 * Keyset paging compares (name, top-level name) row values; counts before a key use the name alone
 * where they can, which SQLite evaluates faster; counts from a key to the end only seek.
 *
 * The SQL is made here from schema constants only (table and column identifiers, kind and system
 * ids); every value (names, top-level name, the text searched) is bound:
 * ?1 name and ?2 top-level name of the key, ?3 row limit, ?4 offset, ?5 LIKE pattern, ?9 the
 * top-level object of spec->top. */
#include "store/store_int.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum list_query {
    LQ_COUNT,      /* the number of rows */
    LQ_BEFORE,     /* the number of rows before the key */
    LQ_FROM,       /* the number of rows at or after the key */
    LQ_ROWS,       /* rows at or after the key, ?3 of them */
    LQ_SKIP_FWD,   /* the key ?4 rows after the key (inclusive) */
    LQ_SKIP_BACK,  /* the key ?4 + 1 rows before the key */
    LQ_FIND        /* the first row at or after the key matching ?5 */
};

/* Checks that spec lists modelled kinds of one system and one namespace. */
static enum store_status check_spec(struct store *s, const struct store_list_spec *spec,
                                    struct store_error *err)
{
    if (!spec->nkinds)
        return store_fail(err, STORE_IO, NULL, "store %s: a list needs at least one kind", s->path);
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
    }
    if (spec->nonblank) {
        tb_puts(tb, " AND ");
        ddl_nonblank(tb, "t", spec->nonblank);
    }
}

/* Appends the columns of a row: id, revision, top-level name, name, kind, the values asked for. */
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
        } else {
            tb_puts(tb, "NULL");
        }
    }
}

/* Appends the condition of LQ_FIND: name, top-level name or a value LIKE ?5. */
static void put_match(struct textbuf *tb, const struct store_list_spec *spec, const struct kind_def *kind)
{
    tb_printf(tb, " AND (%s LIKE ?5 ESCAPE '\\' OR %s LIKE ?5 ESCAPE '\\'", name_expr(spec, kind), top_expr);
    for (size_t i = 0; i < spec->nkeys; i++)
        if (schema_attr_index(kind, spec->keys[i]) >= 0) {
            tb_puts(tb, " OR t.");
            ddl_ident(tb, spec->keys[i]);
            tb_puts(tb, " LIKE ?5 ESCAPE '\\'");
        }
    tb_puts(tb, ")");
}

/* Appends kind's arm of query q (two arms for LQ_BEFORE and LQ_FROM). */
static void put_arm(struct textbuf *tb, const struct store_list_spec *spec, const struct kind_def *kind,
                    enum list_query q)
{
    const char *name = name_expr(spec, kind);
    switch (q) {
    case LQ_COUNT:
        tb_puts(tb, "SELECT count(*) AS n");
        put_from(tb, spec, kind, false);
        break;
    case LQ_BEFORE:
        tb_puts(tb, "SELECT count(*) AS n");
        put_from(tb, spec, kind, false);
        tb_printf(tb, " AND %s < ?1 UNION ALL SELECT count(*)", name);
        put_from(tb, spec, kind, false);
        tb_printf(tb, " AND %s = ?1 AND %s < ?2", name, top_expr);
        break;
    case LQ_FROM:
        tb_puts(tb, "SELECT count(*) AS n");
        put_from(tb, spec, kind, false);
        tb_printf(tb, " AND %s > ?1 UNION ALL SELECT count(*)", name);
        put_from(tb, spec, kind, false);
        tb_printf(tb, " AND %s = ?1 AND %s >= ?2", name, top_expr);
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
        tb_printf(tb, "SELECT %s, %s", name, top_expr);
        put_from(tb, spec, kind, false);
        tb_printf(tb, " AND (%s, %s) %s (?1, ?2)", name, top_expr, q == LQ_SKIP_FWD ? ">=" : "<");
        break;
    }
}

/* The SQL of query q over spec (every kind listed), into tb; false when no kind is listed. */
static bool list_sql(struct textbuf *tb, const struct store_list_spec *spec, enum list_query q)
{
    bool counting = q == LQ_COUNT || q == LQ_BEFORE || q == LQ_FROM, any = false;
    if (counting)
        tb_puts(tb, "SELECT coalesce(sum(n), 0) FROM (");
    for (size_t i = 0; i < spec->nkinds; i++) {
        if (!listed(spec, spec->kinds[i]))
            continue;
        tb_puts(tb, any ? " UNION ALL " : "");
        put_arm(tb, spec, spec->kinds[i], q);
        any = true;
    }
    if (counting)
        tb_puts(tb, ")");
    else if (q == LQ_ROWS || q == LQ_FIND)
        tb_puts(tb, q == LQ_ROWS ? " ORDER BY 4, 3 LIMIT ?3" : " ORDER BY 4, 3 LIMIT 1");
    else
        tb_puts(tb, q == LQ_SKIP_FWD ? " ORDER BY 1, 2 LIMIT 1 OFFSET ?4"
                                     : " ORDER BY 1 DESC, 2 DESC LIMIT 1 OFFSET ?4");
    return any;
}

/* Prepares query q over spec with the key's names and spec->top bound; *st NULL (and STORE_OK)
 * when no kind is listed. */
static enum store_status prepare(struct store *s, const struct store_list_spec *spec,
                                 enum list_query q, const struct store_list_key *key,
                                 sqlite3_stmt **st, struct store_error *err)
{
    enum store_status r = check_spec(s, spec, err);
    struct textbuf tb = {0};
    *st = NULL;
    if (r != STORE_OK || !list_sql(&tb, spec, q)) {
        tb_free(&tb);
        return r;
    }
    if (tb.oom) {
        tb_free(&tb);
        return store_fail(err, STORE_NOMEM, NULL, "out of memory");
    }
    int rc = sqlite3_prepare_v2(s->db, tb.buf, -1, st, NULL);
    tb_free(&tb);
    if (rc != SQLITE_OK)
        return store_sqlfail(s, err, rc, "preparing a list");
    sqlite3_bind_text(*st, 1, key && key->name ? key->name : "", -1, SQLITE_TRANSIENT);
    sqlite3_bind_text(*st, 2, key && key->top ? key->top : "", -1, SQLITE_TRANSIENT);
    if (spec->top)
        sqlite3_bind_text(*st, 9, spec->top, -1, SQLITE_TRANSIENT);
    return STORE_OK;
}

/* Runs a counting query into *n. */
static enum store_status run_count(struct store *s, const struct store_list_spec *spec,
                                   enum list_query q, const struct store_list_key *key, long *n,
                                   struct store_error *err)
{
    sqlite3_stmt *st;
    enum store_status r = prepare(s, spec, q, key, &st, err);
    *n = 0;
    if (r != STORE_OK || !st)
        return r;
    int rc = sqlite3_step(st);
    if (rc == SQLITE_ROW)
        *n = (long)sqlite3_column_int64(st, 0);
    else
        r = store_sqlfail(s, err, rc, "counting a list");
    sqlite3_finalize(st);
    return r;
}

enum store_status store_list_count(struct store *s, const struct store_list_spec *spec, long *n,
                                   struct store_error *err)
{
    return run_count(s, spec, LQ_COUNT, NULL, n, err);
}

enum store_status store_list_position(struct store *s, const struct store_list_spec *spec,
                                      const struct store_list_key *key, long *pos,
                                      struct store_error *err)
{
    return run_count(s, spec, LQ_BEFORE, key, pos, err);
}

enum store_status store_list_count_from(struct store *s, const struct store_list_spec *spec,
                                        const struct store_list_key *key, long *n,
                                        struct store_error *err)
{
    return run_count(s, spec, LQ_FROM, key, n, err);
}

/* A copy of column col of st in the page's arena (NULL for SQL NULL); integers as decimal text. */
static const char *column_text(struct store_list_page *pg, sqlite3_stmt *st, int col, bool *oom)
{
    if (sqlite3_column_type(st, col) == SQLITE_NULL)
        return NULL;
    const char *v = (const char *)sqlite3_column_text(st, col);
    char *copy = v ? arena_strndup(&pg->arena, v, (size_t)sqlite3_column_bytes(st, col)) : NULL;
    *oom |= copy == NULL;
    return copy;
}

/* Reads every row of st into pg (at most max). */
static enum store_status read_rows(struct store *s, const struct store_list_spec *spec,
                                   sqlite3_stmt *st, size_t max, struct store_list_page *pg,
                                   struct store_error *err)
{
    const struct system_def *sys = spec->kinds[0]->sys;
    pg->rows = arena_alloc(&pg->arena, (max ? max : 1) * sizeof *pg->rows);
    if (!pg->rows)
        return store_fail(err, STORE_NOMEM, NULL, "out of memory");
    int rc;
    bool oom = false;
    while (pg->n < max && (rc = sqlite3_step(st)) == SQLITE_ROW) {
        struct store_list_row *r = &pg->rows[pg->n++];
        r->id = sqlite3_column_int64(st, 0);
        r->revision = sqlite3_column_int64(st, 1);
        r->top = column_text(pg, st, 2, &oom);
        r->name = column_text(pg, st, 3, &oom);
        r->kind = schema_kind(sys, (const char *)sqlite3_column_text(st, 4));
        r->vals = arena_alloc(&pg->arena, (spec->nkeys ? spec->nkeys : 1) * sizeof *r->vals);
        oom |= !r->vals;
        for (size_t i = 0; !oom && i < spec->nkeys; i++)
            r->vals[i] = column_text(pg, st, 5 + (int)i, &oom);
        if (oom)
            return store_fail(err, STORE_NOMEM, NULL, "out of memory");
    }
    if (pg->n < max && rc != SQLITE_DONE)
        return store_sqlfail(s, err, rc, "reading a list");
    return STORE_OK;
}

/* The key `skip` rows from *key (forward: inclusive; back: skip rows before it) into *key (copied
 * into pg); *found false when the list has no row there. */
static enum store_status skip_to(struct store *s, const struct store_list_spec *spec, long skip,
                                 struct store_list_key *key, bool *found, struct store_list_page *pg,
                                 struct store_error *err)
{
    sqlite3_stmt *st;
    enum list_query q = skip > 0 ? LQ_SKIP_FWD : LQ_SKIP_BACK;
    enum store_status r = prepare(s, spec, q, key, &st, err);
    *found = false;
    if (r != STORE_OK || !st)
        return r;
    sqlite3_bind_int64(st, 4, skip > 0 ? skip : -skip - 1);
    int rc = sqlite3_step(st);
    if (rc == SQLITE_ROW) {
        bool oom = false;
        key->name = column_text(pg, st, 0, &oom);
        key->top = column_text(pg, st, 1, &oom);
        *found = true;
        r = oom ? store_fail(err, STORE_NOMEM, NULL, "out of memory") : STORE_OK;
    } else if (rc != SQLITE_DONE) {
        r = store_sqlfail(s, err, rc, "moving in a list");
    }
    sqlite3_finalize(st);
    return r;
}

/* Reads up to n rows of query q (LQ_ROWS or LQ_FIND) from key into out. */
static enum store_status read_from(struct store *s, const struct store_list_spec *spec,
                                   enum list_query q, const struct store_list_key *key,
                                   const char *pattern, size_t n, struct store_list_page *out,
                                   struct store_error *err)
{
    sqlite3_stmt *st;
    enum store_status r = prepare(s, spec, q, key, &st, err);
    if (r != STORE_OK || !st)
        return r;
    sqlite3_bind_int64(st, 3, (sqlite3_int64)n);
    if (pattern)
        sqlite3_bind_text(st, 5, pattern, -1, SQLITE_STATIC);
    r = read_rows(s, spec, st, n, out, err);
    sqlite3_finalize(st);
    return r;
}

enum store_status store_list_window(struct store *s, const struct store_list_spec *spec,
                                    const struct store_list_key *from, long skip, size_t n,
                                    struct store_list_page *out, struct store_error *err)
{
    memset(out, 0, sizeof *out);
    struct store_list_key key = from ? *from : (struct store_list_key){"", ""};
    bool found = true;
    enum store_status r = STORE_OK;
    if (skip > 0 || (skip < 0 && from))
        r = skip_to(s, spec, skip, &key, &found, out, err);
    if (r != STORE_OK)
        return r;
    if (!found && skip > 0)
        return STORE_OK;   /* past the end: no row */
    if (!found)
        key = (struct store_list_key){"", ""};   /* back past the first row: the first row */
    return read_from(s, spec, LQ_ROWS, &key, NULL, n, out, err);
}

enum store_status store_list_find(struct store *s, const struct store_list_spec *spec,
                                  const struct store_list_key *from, const char *text,
                                  struct store_list_page *out, struct store_error *err)
{
    memset(out, 0, sizeof *out);
    size_t len = strlen(text);
    char *pattern = arena_alloc(&out->arena, len * 2 + 3);
    if (!pattern)
        return store_fail(err, STORE_NOMEM, NULL, "out of memory");
    char *p = pattern;
    *p++ = '%';
    for (const char *c = text; *c; c++) {
        if (*c == '%' || *c == '_' || *c == '\\')
            *p++ = '\\';
        *p++ = *c;
    }
    *p++ = '%';
    *p = '\0';
    return read_from(s, spec, LQ_FIND, from, pattern, 1, out, err);
}

void store_list_free(struct store_list_page *page)
{
    arena_free(&page->arena);
    page->rows = NULL;
    page->n = 0;
}

enum store_status store_last_change(struct store *s, const struct kind_def *kind, const char *top,
                                    const char *name, struct store_change *out,
                                    struct store_error *err)
{
    memset(out, 0, sizeof *out);
    sqlite3_stmt *st = store_stmt(s, ST_LAST_CHANGE);
    store_bind_text(st, 1, kind->sys->id);
    store_bind_text(st, 2, kind->id);
    store_bind_text(st, 3, name);
    store_bind_text(st, 4, top);
    int rc = sqlite3_step(st);
    enum store_status r = STORE_OK;
    if (rc == SQLITE_ROW) {
        out->batch = sqlite3_column_int64(st, 0);
        out->revision = sqlite3_column_int64(st, 1);
        const char *who = (const char *)sqlite3_column_text(st, 2);
        const char *at = (const char *)sqlite3_column_text(st, 3);
        const char *action = (const char *)sqlite3_column_text(st, 4);
        snprintf(out->who, sizeof out->who, "%s", who ? who : "");
        snprintf(out->at, sizeof out->at, "%s", at ? at : "");
        snprintf(out->action, sizeof out->action, "%s", action ? action : "");
    } else if (rc == SQLITE_DONE) {
        r = store_fail(err, STORE_NOTFOUND, NULL, "the journal of store %s has no change of %s",
                       s->path, name);
    } else {
        r = store_sqlfail(s, err, rc, "reading the journal");
    }
    sqlite3_reset(st);
    return r;
}
