/* store/store_row.c — turning stored rows back into in-memory objects: the object columns, the
 * typed values (integers back to decimal text) and the parameters. */
#include "store/store_int.h"

#include <string.h>

/* The source file name of a row, shared with the previous object's when equal. */
static const char *row_file(struct row_ctx *c, const char *file)
{
    if (!file)
        return NULL;
    if (!c->last_file || strcmp(c->last_file, file) != 0)
        c->last_file = pol_intern(c->pol, file);
    return c->last_file;
}

enum store_status row_object(struct row_ctx *c, sqlite3_stmt *st, const struct kind_def *kind,
                             struct pol_object *parent, struct pol_object **out,
                             struct store_error *err)
{
    const char *file = (const char *)sqlite3_column_text(st, 4);
    struct pol_object *o = pol_new_placed(c->pol, kind, parent, (const char *)sqlite3_column_text(st, 2),
                                          (uint32_t)sqlite3_column_int64(st, 9));
    if (!o && parent && !pol_may_hold(parent, kind))
        return store_fail(err, STORE_IO, NULL, "store %s: object %lld, of kind %s, hangs under a %s",
                          c->s->path, (long long)sqlite3_column_int64(st, 0), kind->id, parent->kind->id);
    if (!o || (file && !(o->src.file = row_file(c, file))))
        return store_fail(err, STORE_NOMEM, NULL, "out of memory");
    o->id = sqlite3_column_int64(st, 0);
    o->uid = sqlite3_column_int64(st, 10);
    o->revision = sqlite3_column_int64(st, 3);
    o->src.pos.line = (uint32_t)sqlite3_column_int64(st, 5);
    o->src.pos.col = (uint32_t)sqlite3_column_int64(st, 6);
    const char *params = (const char *)sqlite3_column_text(st, 7);
    if (params && (c->flags & STORE_LOAD_PARAMS) ? codec_get_params(c->pol, o, params) != 0
        : params && (c->flags & STORE_LOAD_POSITIONS) ? codec_get_positions(c->pol, o, params) != 0
        : false)
        return store_fail(err, STORE_IO, NULL, "store %s: the parameters of object %lld cannot be read",
                          c->s->path, (long long)o->id);
    o->change = POL_SAME;
    o->params_unloaded = !(c->flags & STORE_LOAD_PARAMS);
    *out = o;
    return STORE_OK;
}

/* Writes v in decimal as "%lld" would, without printf (a fifth of reading the typed values), ending
 * at end (exclusive, not terminated); returns where the digits start. end has 20 bytes before it. */
static char *put_decimal(char *end, int64_t v)
{
    uint64_t u = v < 0 ? (uint64_t)0 - (uint64_t)v : (uint64_t)v;
    char *p = end;
    do
        *--p = (char)('0' + u % 10);
    while ((u /= 10) != 0);
    if (v < 0)
        *--p = '-';
    return p;
}

enum store_status row_values(struct row_ctx *c, sqlite3_stmt *st, int first, struct pol_object *obj,
                             struct store_error *err)
{
    for (unsigned i = 0; i < obj->kind->nattrs; i++) {
        int col = first + (int)i;
        char num[24];
        const char *v = NULL;
        size_t n = 0;
        switch (sqlite3_column_type(st, col)) {
        case SQLITE_NULL:
            obj->vals[i] = NULL;
            continue;
        case SQLITE_INTEGER:
            v = put_decimal(num + sizeof num, sqlite3_column_int64(st, col));
            n = (size_t)(num + sizeof num - v);
            break;
        default:
            v = (const char *)sqlite3_column_text(st, col);
            n = (size_t)sqlite3_column_bytes(st, col);
            if (v && memchr(v, '\0', n))   /* a C string ends there, whatever the row holds */
                n = strlen(v);
            break;
        }
        /* shared with an equal short value (pol_share): the choices, cluster names and small
         * numbers repeat in every object */
        if (!v || !(obj->vals[i] = pol_share(c->pol, v, n)))
            return store_fail(err, STORE_NOMEM, NULL, "out of memory");
    }
    return STORE_OK;
}

const struct kind_def *row_kind(struct store *s, sqlite3_stmt *st, int col,
                                const struct system_def *sys, struct store_error *err)
{
    const char *id = (const char *)sqlite3_column_text(st, col);
    const struct kind_def *kind = sys && id ? schema_kind(sys, id) : NULL;
    if (!kind)
        store_fail(err, STORE_IO, NULL, "store %s holds an object of kind %s that this wlmcon does not know",
                   s->path, id ? id : "(none)");
    return kind;
}

enum store_status row_load_values(struct row_ctx *c, struct pol_object *obj, struct store_error *err)
{
    if (!obj->kind->table)
        return STORE_OK;
    sqlite3_stmt *st = store_kind_stmt(c->s, obj->kind, KS_BY_ID, err);
    if (!st)
        return err ? err->status : STORE_IO;
    sqlite3_bind_int64(st, 1, obj->id);
    int rc = sqlite3_step(st);
    enum store_status r = STORE_OK;
    if (rc == SQLITE_ROW)
        r = row_values(c, st, 1, obj, err);
    else if (rc != SQLITE_DONE)
        r = store_sqlfail(c->s, err, rc, "reading an object's values");
    sqlite3_reset(st);
    return r;
}

enum store_status row_load_id(struct store *s, struct policy *pol, const struct system_def *sys,
                              int64_t id, struct pol_object *parent, struct pol_object **out,
                              struct store_error *err)
{
    struct row_ctx c = {s, pol, STORE_LOAD_PARAMS, NULL};
    sqlite3_stmt *st = store_stmt(s, ST_OBJ_BY_ID);
    sqlite3_bind_int64(st, 1, id);
    int rc = sqlite3_step(st);
    enum store_status r = STORE_NOTFOUND;
    if (rc == SQLITE_ROW) {
        const struct kind_def *kind = row_kind(s, st, 1, sys, err);
        r = kind ? row_object(&c, st, kind, parent, out, err) : STORE_IO;
    } else if (rc != SQLITE_DONE) {
        r = store_sqlfail(s, err, rc, "reading an object");
    }
    sqlite3_reset(st);
    if (r == STORE_NOTFOUND)
        store_fail(err, r, NULL, "object %lld is not in store %s", (long long)id, s->path);
    return r == STORE_OK ? row_load_values(&c, *out, err) : r;
}
