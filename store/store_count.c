/* store/store_count.c — what a store holds, for summaries: objects per kind, records, and the
 * revision sequence that tells whether anything changed. The objects per kind are kept in a table
 * of their own (store_ddl.c): each save adds what it inserted and takes off what it deleted,
 * counting the objects under a top-level object before they go with it. */
#include "store/store_int.h"

#include <string.h>

enum store_status store_count(struct store *s, const struct system_def *sys, size_t *counts,
                              size_t *records, struct store_error *err)
{
    memset(counts, 0, sys->nkinds * sizeof *counts);
    if (records)
        *records = 0;
    sqlite3_stmt *st = store_stmt(s, ST_COUNT_KINDS);
    store_bind_text(st, 1, sys->id);
    int rc;
    while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
        const struct kind_def *kind = schema_kind(sys, (const char *)sqlite3_column_text(st, 0));
        if (kind)
            counts[kind->index] += (size_t)sqlite3_column_int64(st, 1);
    }
    sqlite3_reset(st);
    if (rc != SQLITE_DONE)
        return store_sqlfail(s, err, rc, "counting objects");
    if (!records)
        return STORE_OK;
    st = store_stmt(s, ST_COUNT_RECORDS);
    store_bind_text(st, 1, sys->id);
    rc = sqlite3_step(st);
    if (rc == SQLITE_ROW)
        *records = (size_t)sqlite3_column_int64(st, 0);
    sqlite3_reset(st);
    return rc == SQLITE_ROW ? STORE_OK : store_sqlfail(s, err, rc, "counting records");
}

enum store_status store_revision(struct store *s, int64_t *rev, struct store_error *err)
{
    sqlite3_stmt *st = store_stmt(s, ST_REV_GET);
    int rc = sqlite3_step(st);
    *rev = rc == SQLITE_ROW ? sqlite3_column_int64(st, 0) : 0;
    sqlite3_reset(st);
    return rc == SQLITE_ROW ? STORE_OK : store_sqlfail(s, err, rc, "reading the revision");
}

enum store_status count_under(struct save *sv, const struct system_def *sys, int64_t top_id)
{
    sqlite3_stmt *st = store_stmt(sv->s, ST_COUNT_UNDER);
    sqlite3_bind_int64(st, 1, top_id);
    int rc;
    while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
        const struct kind_def *kind = schema_kind(sys, (const char *)sqlite3_column_text(st, 0));
        if (kind)
            sv->counts[kind->index] -= (long)sqlite3_column_int64(st, 1);
    }
    sqlite3_reset(st);
    return rc == SQLITE_DONE ? STORE_OK : store_sqlfail(sv->s, sv->err, rc, "counting objects");
}

enum store_status count_write(struct save *sv, const struct system_def *sys)
{
    sqlite3_stmt *st = store_stmt(sv->s, ST_COUNT_ADD);
    for (size_t k = 0; k < sys->nkinds; k++) {
        if (!sv->counts[k])
            continue;
        store_bind_text(st, 1, sys->id);
        store_bind_text(st, 2, sys->kinds[k].id);
        sqlite3_bind_int64(st, 3, sv->counts[k]);
        int rc = store_exec_stmt(st);
        if (rc != SQLITE_DONE)
            return store_sqlfail(sv->s, sv->err, rc, "counting objects");
    }
    return STORE_OK;
}
