/* store/store_records.c — the verbatim records of a top-level object (SET AUTHREC, START …), kept
 * in source order. */
#include "store/store_int.h"

#include <string.h>

/* Appends the record in the current row of st under top. */
static enum store_status record_row(struct policy *pol, struct pol_object *top, sqlite3_stmt *st,
                                    const char **last_file, struct store_error *err)
{
    const char *file = (const char *)sqlite3_column_text(st, 4);
    if (file && (!*last_file || strcmp(*last_file, file) != 0) && !(*last_file = pol_intern(pol, file)))
        return store_fail(err, STORE_NOMEM, NULL, "out of memory");
    struct pol_src src = {file ? *last_file : NULL,
                          {(uint32_t)sqlite3_column_int64(st, 5), (uint32_t)sqlite3_column_int64(st, 6)}};
    struct pol_record *r =
        pol_add_record(pol, top, (const char *)sqlite3_column_text(st, 0),
                       (const char *)sqlite3_column_text(st, 1), (const char *)sqlite3_column_text(st, 2),
                       (const char *)sqlite3_column_text(st, 3), src);
    const char *params = (const char *)sqlite3_column_text(st, 7);
    if (!r || (params && codec_get_record_params(pol, r, params) != 0))
        return store_fail(err, STORE_NOMEM, NULL, "out of memory or malformed record parameters");
    return STORE_OK;
}

enum store_status records_load(struct store *s, struct policy *pol, struct pol_object *top,
                               struct store_error *err)
{
    sqlite3_stmt *st = store_stmt(s, ST_REC_SELECT);
    sqlite3_bind_int64(st, 1, top->id);
    const char *last_file = top->src.file;
    enum store_status r = STORE_OK;
    int rc = SQLITE_DONE;
    while (r == STORE_OK && (rc = sqlite3_step(st)) == SQLITE_ROW)
        r = record_row(pol, top, st, &last_file, err);
    if (r == STORE_OK && rc != SQLITE_DONE)
        r = store_sqlfail(s, err, rc, "reading records");
    sqlite3_reset(st);
    top->scope->recs_dirty = false;
    return r;
}

/* Inserts record r as number seq under the top with id top_id. */
static enum store_status record_insert(struct store *s, int64_t top_id, int64_t seq,
                                       const struct pol_record *r, struct textbuf *tb,
                                       struct store_error *err)
{
    tb_reset(tb);
    codec_put_record_params(tb, r);
    if (tb->oom)
        return store_fail(err, STORE_NOMEM, NULL, "out of memory");
    sqlite3_stmt *st = store_stmt(s, ST_REC_INSERT);
    sqlite3_bind_int64(st, 1, top_id);
    sqlite3_bind_int64(st, 2, seq);
    store_bind_text(st, 3, r->verb);
    store_bind_text(st, 4, r->objtype);
    store_bind_text(st, 5, r->name);
    store_bind_text(st, 6, r->key);
    store_bind_text(st, 7, r->src.file);
    store_bind_id(st, 8, r->src.pos.line);
    store_bind_id(st, 9, r->src.pos.col);
    store_bind_text(st, 10, tb->len ? tb->buf : NULL);
    int rc = store_exec_stmt(st);
    return rc == SQLITE_DONE ? STORE_OK : store_sqlfail(s, err, rc, "writing a record");
}

enum store_status records_write(struct store *s, int64_t top_id, const struct pol_object *top,
                                struct textbuf *tb, struct store_error *err)
{
    sqlite3_stmt *st = store_stmt(s, ST_REC_DELETE);
    sqlite3_bind_int64(st, 1, top_id);
    int rc = store_exec_stmt(st);
    if (rc != SQLITE_DONE)
        return store_sqlfail(s, err, rc, "replacing records");
    const struct pol_scope *sc = top->scope;
    int64_t seq = 0;
    enum store_status r = STORE_OK;
    for (size_t i = 0; r == STORE_OK && i < sc->nrecs; i++)
        if (!sc->recs[i]->deleted)
            r = record_insert(s, top_id, ++seq, sc->recs[i], tb, err);
    return r;
}
