/* store/store_list.c — the lists of the panels, read a window at a time (store.h, "lists").
 *
 * A list is a UNION ALL of one arm per kind (store_list_sql.c), ordered by (name, top-level name).
 * The typed tables carry both names (their list columns, store_ddl.c), so that:
 * - a list under one top-level object starts from the object table's (top_id, kind) index and
 *   sorts the few rows of that one top-level object;
 * - a list of top-level objects reads the object table's index of top-level names;
 * - a list across every top-level object filtered on an attribute with a list index reads that
 *   partial index (name, top-level name, attribute), in order: SQLite merges the arms, stops after
 *   the rows asked for, and counts and skips rows on the index alone.
 * Each operation reads one snapshot, and only the arms of kinds that have rows. Keyset paging
 * compares (name, top-level name) row values. Counts and positions are in store_list_index.c. */
#include "store/store_int.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum store_status lread_begin(struct lread *r, struct store *s, const struct store_list_spec *spec,
                              struct store_error *err)
{
    *r = (struct lread){s, spec, 0, false, err};
    enum store_status st = list_check(s, spec, err);
    if (st != STORE_OK)
        return st;
    r->own = store_snapshot_begin(s);
    return list_arms(s, spec, &r->arms, err);
}

enum store_status lread_end(struct lread *r, enum store_status st)
{
    return store_snapshot_end(r->s, st, r->own, r->err);
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

/* The value of key in column col of a row of kind: the column's text, or for an attribute kept
 * verbatim (schema_extra_attr: the column holds the object's parameters) its value as the panels
 * show it (schema_extra_in_text: MQ's quotes off, a pair of keywords as YES or NO). */
static const char *row_value(struct store_list_page *pg, sqlite3_stmt *st, const struct kind_def *kind,
                             const char *key, int col, bool *oom)
{
    const struct attr_def *a = kind && schema_attr_index(kind, key) < 0 ? schema_extra_attr(kind, key) : NULL;
    if (!a)
        return column_text(pg, st, col, oom);
    char buf[4096];
    const char *v = schema_extra_in_text(kind, a, (const char *)sqlite3_column_text(st, col), buf, sizeof buf);
    char *copy = v ? arena_strdup(&pg->arena, v) : NULL;
    *oom |= v && !copy;
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
            r->vals[i] = row_value(pg, st, r->kind, spec->keys[i], 5 + (int)i, &oom);
        if (oom)
            return store_fail(err, STORE_NOMEM, NULL, "out of memory");
    }
    if (pg->n < max && rc != SQLITE_DONE)
        return store_sqlfail(s, err, rc, "reading a list");
    return STORE_OK;
}

/* The key `skip` rows from *key (forward: inclusive; back: skip rows before it; back from the end
 * when end) into *key (copied into pg); *found false when the list has no row there. */
static enum store_status skip_to(struct lread *lr, long skip, bool end, struct store_list_key *key,
                                 bool *found, struct store_list_page *pg)
{
    sqlite3_stmt *st;
    enum list_query q = end ? LQ_SKIP_END : skip > 0 ? LQ_SKIP_FWD : LQ_SKIP_BACK;
    enum store_status r = list_prepare(lr->s, lr->spec, lr->arms, q, key, &st, lr->err);
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
        r = oom ? store_fail(lr->err, STORE_NOMEM, NULL, "out of memory") : STORE_OK;
    } else if (rc != SQLITE_DONE) {
        r = store_sqlfail(lr->s, lr->err, rc, "moving in a list");
    }
    sqlite3_reset(st);
    return r;
}

/* Whether the text of LIKE pattern %text% (like_pattern) is part of YES or NO, ignoring case. */
static bool yes_or_no(const char *pattern)
{
    size_t n = strlen(pattern);
    if (n < 2 || n > 5 || memchr(pattern + 1, '\\', n - 2))
        return n == 2;   /* an empty text is in every value; an escape is in neither */
    char text[4] = "";
    for (size_t i = 1; i + 1 < n; i++)
        text[i - 1] = (char)(pattern[i] >= 'a' && pattern[i] <= 'z' ? pattern[i] - 32 : pattern[i]);
    return strstr("YES", text) || strstr("NO", text);
}

/* Reads up to n rows of query q (LQ_ROWS or LQ_FIND) from key into out. */
static enum store_status read_from(struct lread *lr, enum list_query q,
                                   const struct store_list_key *key, const char *pattern, size_t n,
                                   struct store_list_page *out)
{
    sqlite3_stmt *st;
    enum store_status r = list_prepare(lr->s, lr->spec, lr->arms, q, key, &st, lr->err);
    if (r != STORE_OK || !st)
        return r;
    sqlite3_bind_int64(st, 3, (sqlite3_int64)n);
    if (pattern) {
        sqlite3_bind_text(st, 5, pattern, -1, SQLITE_STATIC);
        /* a params text spells a value with its quotes doubled and \\ and newlines escaped: only
           a text without those is sure to be in it as typed */
        sqlite3_bind_text(st, 8, strpbrk(pattern, "'\\\n") ? "%" : pattern, -1, SQLITE_STATIC);
        /* a pair of keywords shows YES or NO: only a text inside one of them can match it */
        sqlite3_bind_int(st, 10, yes_or_no(pattern));
    }
    r = read_rows(lr->s, lr->spec, st, n, out, lr->err);
    sqlite3_reset(st);
    return r;
}

/* The window of store_list_window in one snapshot that lr has begun. */
static enum store_status window(struct lread *lr, const struct store_list_key *from, long skip,
                                size_t n, struct store_list_page *out)
{
    struct store_list_key key = from ? *from : (struct store_list_key){"", ""};
    bool found = true;
    enum store_status r = skip ? skip_to(lr, skip, !from && skip < 0, &key, &found, out) : STORE_OK;
    if (r != STORE_OK || (!found && skip > 0))
        return r;   /* past the end: no row */
    if (!found)
        key = (struct store_list_key){"", ""};   /* back past the first row: the first row */
    return read_from(lr, LQ_ROWS, &key, NULL, n, out);
}

enum store_status store_list_window(struct store *s, const struct store_list_spec *spec,
                                    const struct store_list_key *from, long skip, size_t n,
                                    struct store_list_page *out, struct store_error *err)
{
    struct lread lr;
    memset(out, 0, sizeof *out);
    enum store_status r = lread_begin(&lr, s, spec, err);
    if (r == STORE_OK)
        r = window(&lr, from, skip, n, out);
    return lread_end(&lr, r);
}

/* The LIKE pattern finding text anywhere, in the page's arena; NULL when memory runs out. */
static const char *like_pattern(struct store_list_page *pg, const char *text)
{
    char *pattern = arena_alloc(&pg->arena, strlen(text) * 2 + 3), *p = pattern;
    if (!pattern)
        return NULL;
    *p++ = '%';
    for (const char *c = text; *c; c++) {
        if (*c == '%' || *c == '_' || *c == '\\')
            *p++ = '\\';
        *p++ = *c;
    }
    *p++ = '%';
    *p = '\0';
    return pattern;
}

enum store_status store_list_find(struct store *s, const struct store_list_spec *spec,
                                  const struct store_list_key *from, const char *text,
                                  struct store_list_page *out, struct store_error *err)
{
    struct lread lr;
    memset(out, 0, sizeof *out);
    const char *pattern = like_pattern(out, text);
    if (!pattern)
        return store_fail(err, STORE_NOMEM, NULL, "out of memory");
    enum store_status r = lread_begin(&lr, s, spec, err);
    if (r == STORE_OK)
        r = read_from(&lr, LQ_FIND, from, pattern, 1, out);
    return lread_end(&lr, r);
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
    store_bind_text(st, 9, schema_top_kind(kind->sys)->id);
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
