/* store/store_count.c — what a store holds, for summaries: objects per kind, records, and the
 * revision sequence that tells whether anything changed. */
#include "store/store_int.h"

#include <string.h>

enum store_status store_count(struct store *s, const struct system_def *sys, size_t *counts,
                              size_t *records, struct store_error *err)
{
    memset(counts, 0, sys->nkinds * sizeof *counts);
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
