/* store/store_stmt.c — the prepared statements of a store: the fixed ones, prepared at open, and
 * those of each kind's typed table, prepared on first use; bound parameters only. */
#include "store/store_int.h"

#include <stdlib.h>
#include <string.h>

static const char *const stmt_sql[ST_NSTMT] = {
#define X(id, sql) [ST_##id] = sql,
    STORE_STATEMENTS(X)
#undef X
};

enum store_status store_prepare_all(struct store *s, struct store_error *err)
{
    for (int i = 0; i < ST_NSTMT; i++) {
        int rc = sqlite3_prepare_v3(s->db, stmt_sql[i], -1, SQLITE_PREPARE_PERSISTENT, &s->st[i], NULL);
        if (rc != SQLITE_OK)
            return store_sqlfail(s, err, rc, "preparing a statement");
    }
    size_t n = 0;
    for (const struct system_def *const *sys = schema_systems(); *sys; sys++)
        n += (*sys)->nkinds;
    s->ks = calloc(n ? n : 1, sizeof *s->ks);
    s->ks_range = calloc(n ? n : 1, sizeof *s->ks_range);
    if (!s->ks || !s->ks_range)
        return store_fail(err, STORE_NOMEM, NULL, "out of memory");
    s->nks = n;
    return STORE_OK;
}

void store_finalize_all(struct store *s)
{
    for (int i = 0; i < ST_NSTMT; i++) {
        sqlite3_finalize(s->st[i]);
        s->st[i] = NULL;
    }
    for (size_t k = 0; k < s->nks; k++) {
        for (int w = 0; w < KS_N; w++)
            sqlite3_finalize(s->ks[k][w]);
        sqlite3_finalize(s->ks_range[k]);
    }
    free(s->ks);
    free(s->ks_range);
    s->ks = NULL;
    s->ks_range = NULL;
    s->nks = 0;
    for (int i = 0; i < STORE_LIST_STMTS; i++) {
        sqlite3_finalize(s->lists[i].st);
        free(s->lists[i].sql);
        s->lists[i] = (struct list_stmt){0};
    }
}

sqlite3_stmt *store_stmt(struct store *s, enum store_stmt id)
{
    sqlite3_stmt *st = s->st[id];
    sqlite3_reset(st);
    sqlite3_clear_bindings(st);
    return st;
}

/* Position of kind among the kinds of every system, in schema_systems() order. */
static size_t kind_slot(const struct kind_def *kind)
{
    size_t base = 0;
    for (const struct system_def *const *sys = schema_systems(); *sys && *sys != kind->sys; sys++)
        base += (*sys)->nkinds;
    return base + kind->index;
}

sqlite3_stmt *store_kind_stmt(struct store *s, const struct kind_def *kind, enum kind_sql which,
                              struct store_error *err)
{
    size_t slot = kind_slot(kind);
    sqlite3_stmt **st = &s->ks[slot][which];
    if (*st) {
        sqlite3_reset(*st);
        sqlite3_clear_bindings(*st);
        return *st;
    }
    struct textbuf tb = {0};
    ddl_kind_sql(&tb, kind, which);
    if (tb.oom) {
        tb_free(&tb);
        store_fail(err, STORE_NOMEM, NULL, "out of memory");
        return NULL;
    }
    int rc = sqlite3_prepare_v3(s->db, tb.buf, -1, SQLITE_PREPARE_PERSISTENT, st, NULL);
    tb_free(&tb);
    if (rc != SQLITE_OK) {
        store_sqlfail(s, err, rc, "preparing the statements of a typed table");
        return NULL;
    }
    return *st;
}

sqlite3_stmt *store_kind_range_stmt(struct store *s, const struct kind_def *kind)
{
    sqlite3_stmt **st = &s->ks_range[kind_slot(kind)];
    if (*st) {
        sqlite3_reset(*st);
        sqlite3_clear_bindings(*st);
        return *st;
    }
    /* KS_BY_ID's text with its one id widened to a range: the same columns, written once */
    static const char one[] = " WHERE id = ?1";
    size_t k = sizeof one - 1;
    struct textbuf tb = {0};
    ddl_kind_sql(&tb, kind, KS_BY_ID);
    if (!tb.oom && tb.len >= k && strcmp(tb.buf + tb.len - k, one) == 0) {
        tb.len -= k;
        tb_puts(&tb, " WHERE id BETWEEN ?1 AND ?2");
        if (!tb.oom &&
            sqlite3_prepare_v3(s->db, tb.buf, -1, SQLITE_PREPARE_PERSISTENT, st, NULL) != SQLITE_OK) {
            sqlite3_finalize(*st);
            *st = NULL;
        }
    }
    tb_free(&tb);
    return *st;
}

int store_exec_stmt(sqlite3_stmt *st)
{
    int rc = sqlite3_step(st);
    sqlite3_reset(st);
    return rc == SQLITE_ROW ? SQLITE_DONE : rc;
}

enum store_status store_run(struct store *s, enum store_stmt id, struct store_error *err)
{
    int rc = store_exec_stmt(store_stmt(s, id));
    return rc == SQLITE_DONE ? STORE_OK : store_sqlfail(s, err, rc, stmt_sql[id]);
}

int store_bind_text(sqlite3_stmt *st, int i, const char *text)
{
    return text ? sqlite3_bind_text(st, i, text, -1, SQLITE_STATIC) : sqlite3_bind_null(st, i);
}

int store_bind_id(sqlite3_stmt *st, int i, int64_t v)
{
    return v ? sqlite3_bind_int64(st, i, v) : sqlite3_bind_null(st, i);
}
