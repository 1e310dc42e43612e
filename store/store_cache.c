/* store/store_cache.c — the cache of the last validation: one row, outside the journal, the
 * revisions and the YAML export (DESIGN.md, "Store"). */
#include "store/store_int.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The newest journal batch id (0: none). */
static enum store_status last_batch(struct store *s, int64_t *batch, struct store_error *err)
{
    sqlite3_stmt *st = store_stmt(s, ST_BATCH_LAST);
    int rc = sqlite3_step(st);
    *batch = rc == SQLITE_ROW ? sqlite3_column_int64(st, 0) : 0;
    sqlite3_reset(st);
    return rc == SQLITE_ROW ? STORE_OK : store_sqlfail(s, err, rc, "reading the journal");
}

enum store_status store_validation_mark(struct store *s, struct store_validation *v,
                                        struct store_error *err)
{
    enum store_status r = store_revision(s, &v->revision, err);
    return r == STORE_OK ? last_batch(s, &v->batch, err) : r;
}

enum store_status store_validation_stale(struct store *s, const struct store_validation *v, bool *stale,
                                         struct store_error *err)
{
    int64_t rev;
    enum store_status r = store_revision(s, &rev, err);
    *stale = r == STORE_OK && rev != v->revision;
    if (r != STORE_OK || *stale)
        return r;
    sqlite3_stmt *st = store_stmt(s, ST_OBS_NEWER);
    sqlite3_bind_int64(st, 1, v->batch);
    int rc = sqlite3_step(st);
    *stale = rc == SQLITE_ROW && sqlite3_column_int(st, 0);
    sqlite3_reset(st);
    return rc == SQLITE_ROW ? STORE_OK : store_sqlfail(s, err, rc, "reading the observations");
}

enum store_status store_validation_put(struct store *s, const struct store_validation *v,
                                       struct store_error *err)
{
    if (s->readonly)
        return store_fail(err, STORE_READONLY, NULL, "store %s is open read-only", s->path);
    char now[40];
    sqlite3_stmt *st = store_stmt(s, ST_VAL_PUT);
    sqlite3_bind_int64(st, 1, v->revision);
    sqlite3_bind_int64(st, 2, v->batch);
    store_bind_text(st, 3, v->at[0] ? v->at : journal_now(now, sizeof now));
    sqlite3_bind_int64(st, 4, (sqlite3_int64)v->errors);
    sqlite3_bind_int64(st, 5, (sqlite3_int64)v->warnings);
    sqlite3_bind_int64(st, 6, (sqlite3_int64)v->infos);
    store_bind_text(st, 7, v->result);
    int rc = store_exec_stmt(st);
    return rc == SQLITE_DONE ? STORE_OK : store_sqlfail(s, err, rc, "writing the validation cache");
}

/* Reads the validation row with statement which (ST_VAL_GET or ST_VAL_HEAD) into *v. */
static enum store_status validation_read(struct store *s, enum store_stmt which,
                                         struct store_validation *v, struct store_error *err)
{
    memset(v, 0, sizeof *v);
    sqlite3_stmt *st = store_stmt(s, which);
    int rc = sqlite3_step(st);
    enum store_status r = STORE_OK;
    if (rc == SQLITE_ROW) {
        const char *result = (const char *)sqlite3_column_text(st, 6);
        v->revision = sqlite3_column_int64(st, 0);
        v->batch = sqlite3_column_int64(st, 1);
        snprintf(v->at, sizeof v->at, "%s", (const char *)sqlite3_column_text(st, 2));
        v->errors = (size_t)sqlite3_column_int64(st, 3);
        v->warnings = (size_t)sqlite3_column_int64(st, 4);
        v->infos = (size_t)sqlite3_column_int64(st, 5);
        if (result && !(v->result = strdup(result)))
            r = store_fail(err, STORE_NOMEM, NULL, "out of memory");
    } else if (rc == SQLITE_DONE) {
        r = store_fail(err, STORE_NOTFOUND, NULL, "store %s holds no validation result", s->path);
    } else {
        r = store_sqlfail(s, err, rc, "reading the validation cache");
    }
    sqlite3_reset(st);
    return r;
}

enum store_status store_validation_get(struct store *s, struct store_validation *v,
                                       struct store_error *err)
{
    return validation_read(s, ST_VAL_GET, v, err);
}

enum store_status store_validation_head(struct store *s, struct store_validation *v,
                                        struct store_error *err)
{
    return validation_read(s, ST_VAL_HEAD, v, err);
}

void store_validation_free(struct store_validation *v)
{
    free(v->result);
    v->result = NULL;
}

void store_validation_loaded(struct store *s)
{
    sqlite3_db_release_memory(s->db);
}
