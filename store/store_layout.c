/* store/store_layout.c — the source layouts' chunks (format 12): written once by their content's
 * name, read back in the order a top's `L` line gives; see store_int.h. Their statements are
 * prepared per call, not with the store's fixed ones: a store of an older format opens (and
 * migrates through steps that read objects) before it has the table. */
#include "store/store_int.h"

#include <stdlib.h>
#include <string.h>

struct put_ctx {
    struct store *s;
    sqlite3_stmt *st;
    struct store_error *err;
    enum store_status r;
};

/* Inserts one chunk unless a chunk of that id is there (the same bytes: ids name content). */
static int put_chunk(void *ctx, const char *id, const char *buf, size_t len)
{
    struct put_ctx *c = ctx;
    sqlite3_stmt *st = c->st;
    sqlite3_bind_text(st, 1, id, -1, SQLITE_STATIC);
    sqlite3_bind_blob(st, 2, len ? buf : "", (int)len, SQLITE_STATIC);
    int rc = store_exec_stmt(st);
    if (rc != SQLITE_DONE) {
        c->r = store_sqlfail(c->s, c->err, rc, "writing a source layout");
        return -1;
    }
    return 0;
}

enum store_status layout_store(struct store *s, const struct pol_object *top, struct store_error *err)
{
    if (!top->layout)
        return STORE_OK;
    struct put_ctx c = {s, NULL, err, STORE_OK};
    int rc = sqlite3_prepare_v2(s->db, "INSERT OR IGNORE INTO layout_chunk(id, body) VALUES (?1, ?2)", -1, &c.st,
                                NULL);
    if (rc != SQLITE_OK)
        return store_sqlfail(s, err, rc, "writing a source layout");
    if (layout_chunks(top, put_chunk, &c) && c.r == STORE_OK)
        c.r = store_fail(err, STORE_NOMEM, NULL, "out of memory");
    sqlite3_finalize(c.st);
    return c.r;
}

enum store_status layout_load(struct store *s, struct policy *pol, struct pol_object *top,
                              struct store_error *err)
{
    const char *ids = top->layout_ids;
    if (!ids)
        return STORE_OK;
    struct textbuf tb = {0};
    sqlite3_stmt *st;
    int prc = sqlite3_prepare_v2(s->db, "SELECT body FROM layout_chunk WHERE id = ?1", -1, &st, NULL);
    if (prc != SQLITE_OK)
        return store_sqlfail(s, err, prc, "reading a source layout");
    enum store_status r = STORE_OK;
    for (const char *p = ids; r == STORE_OK && *p;) {
        size_t n = strcspn(p, " ");
        char id[40];
        if (n == 0 || n >= sizeof id) {
            r = store_fail(err, STORE_IO, NULL, "store %s: the source layout of %s is malformed", s->path, top->name);
            break;
        }
        memcpy(id, p, n);
        id[n] = '\0';
        sqlite3_bind_text(st, 1, id, -1, SQLITE_STATIC);
        int rc = sqlite3_step(st);
        if (rc == SQLITE_ROW)
            tb_putn(&tb, sqlite3_column_blob(st, 0), (size_t)sqlite3_column_bytes(st, 0));
        else if (rc == SQLITE_DONE)
            r = store_fail(err, STORE_IO, NULL, "store %s: chunk %s of the source layout of %s is missing", s->path,
                           id, top->name);
        else
            r = store_sqlfail(s, err, rc, "reading a source layout");
        sqlite3_reset(st);
        p += n;
        p += *p == ' ';
    }
    sqlite3_finalize(st);
    if (r == STORE_OK && tb.oom)
        r = store_fail(err, STORE_NOMEM, NULL, "out of memory");
    if (r == STORE_OK && layout_decode(pol, top, tb.buf ? tb.buf : "", tb.len))
        r = store_fail(err, STORE_IO, NULL, "store %s: the source layout of %s cannot be read", s->path, top->name);
    if (r == STORE_OK)
        top->layout_ids = NULL;
    tb_free(&tb);
    return r;
}
