/* store/store_write.c — writing one object: its `object` row (updates and deletes only at the
 * revision it was read at) and its typed row; constraint failures become field errors naming the
 * object and attribute, stale revisions conflicts naming the object. */
#include "store/store_int.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Whether v is a decimal integer within 64 bits ([-]digits): the only text an integer attribute
 * is stored from. SQLite would also take "1e3" or " 5" into a STRICT INTEGER column, and give back
 * other text than was saved. */
static bool is_integer(const char *v, long long *n)
{
    if (*v != '-' && (*v < '0' || *v > '9'))
        return false;
    char *end;
    errno = 0;
    *n = strtoll(v, &end, 10);
    return !*end && !errno && end > v + (*v == '-');
}

/* What attribute a must be, for a constraint message; datatype: the value was not an integer. */
static void describe(const struct attr_def *a, bool datatype, char *buf, size_t n)
{
    struct textbuf tb = {0};
    if (a->type == AT_INT) {
        tb_printf(&tb, "%s must be %sfrom %lld to %lld", a->native, datatype ? "an integer " : "",
                  a->min, a->max);
    } else if (a->choices && (a->type == AT_ENUM || a->type == AT_BOOL)) {
        tb_printf(&tb, "%s must be one of ", a->native);
        for (const struct attr_choice *c = a->choices; c->value; c++)
            tb_printf(&tb, "%s%s", c == a->choices ? "" : ", ", c->value);
    } else {
        tb_printf(&tb, "%s must be at most %lld bytes long", a->native, a->max);
    }
    snprintf(buf, n, "%s", tb.buf && !tb.oom ? tb.buf : a->native);
    tb_free(&tb);
}

/* The constraint error of attribute idx of obj; datatype: the value is not an integer. */
static enum store_status value_error(struct save *sv, const struct pol_object *obj, int idx,
                                     bool datatype)
{
    char path[256], rule[256];
    store_obj_path(obj, path, sizeof path);
    const struct attr_def *a = obj->kind->attrs[idx];
    describe(a, datatype, rule, sizeof rule);
    return store_fail(sv->err, STORE_CONSTRAINT, a->key, "%s: %s(%.80s) is refused by the store: %s",
                      path, a->native, obj->vals[idx] ? obj->vals[idx] : "", rule);
}

/* The error for a constraint failure of obj's typed row: the attribute from SQLite's message
 * ("CHECK constraint failed: <key>": the constraints are named after the keys). */
static enum store_status constraint_error(struct save *sv, const struct pol_object *obj)
{
    static const char prefix[] = "CHECK constraint failed: ";
    const char *msg = sqlite3_errmsg(sv->s->db), *p = strstr(msg, prefix);
    int idx = p ? schema_attr_index(obj->kind, p + strlen(prefix)) : -1;
    if (idx >= 0)
        return value_error(sv, obj, idx, false);
    char path[256];
    return store_fail(sv->err, STORE_CONSTRAINT, NULL, "%s: the store refuses it: %s",
                      store_obj_path(obj, path, sizeof path), msg);
}

/* The conflict of a stale write of obj (row id, read at revision old). */
static enum store_status conflict_error(struct save *sv, const struct pol_object *obj, int64_t id,
                                        int64_t old)
{
    char path[256];
    store_obj_path(obj, path, sizeof path);
    sqlite3_stmt *st = store_stmt(sv->s, ST_OBJ_REVISION);
    sqlite3_bind_int64(st, 1, id);
    int rc = sqlite3_step(st);
    long long now = rc == SQLITE_ROW ? (long long)sqlite3_column_int64(st, 0) : 0;
    sqlite3_reset(st);
    if (rc == SQLITE_ROW)
        return store_fail(sv->err, STORE_CONFLICT, NULL,
                          "%s was changed in store %s by someone else since it was read (revision "
                          "%lld, now %lld); nothing was saved: load it again",
                          path, sv->s->path, (long long)old, now);
    return store_fail(sv->err, STORE_CONFLICT, NULL,
                      "%s was deleted from store %s by someone else since it was read; nothing was "
                      "saved: load it again", path, sv->s->path);
}

/* Writes obj's typed row (id) when its kind has a table. */
static enum store_status write_values(struct save *sv, const struct pol_object *obj, int64_t id)
{
    if (!obj->kind->table)
        return STORE_OK;
    sqlite3_stmt *st = store_kind_stmt(sv->s, obj->kind, KS_REPLACE, sv->err);
    if (!st)
        return sv->err ? sv->err->status : STORE_IO;
    sqlite3_bind_int64(st, 1, id);
    /* the statement comes with every parameter NULL: only the attributes set are bound (most of
       an object's are unset, and binding NULL again cost as much as binding a value) */
    for (unsigned i = 0; i < obj->kind->nattrs; i++) {
        const char *v = obj->vals[i];
        if (!v)
            continue;
        long long n = 0;
        bool integer = obj->kind->attrs[i]->type == AT_INT;
        if (integer && !is_integer(v, &n))
            return value_error(sv, obj, (int)i, true);
        if (integer)
            sqlite3_bind_int64(st, (int)i + 2, n);
        else
            sqlite3_bind_text(st, (int)i + 2, v, -1, SQLITE_STATIC);
    }
    store_bind_text(st, (int)obj->kind->nattrs + 2, obj->name);
    store_bind_text(st, (int)obj->kind->nattrs + 3, obj->top->name);
    int rc = sqlite3_step(st);
    enum store_status r = STORE_OK;
    if ((rc & 0xff) == SQLITE_CONSTRAINT)
        r = constraint_error(sv, obj);
    else if (rc != SQLITE_DONE)
        r = store_sqlfail(sv->s, sv->err, rc, "writing values");
    sqlite3_reset(st);
    return r;
}

/* Puts into sv->params the parameters stored for row id with the console changes of obj (loaded
 * without its parameters) merged in (codec_merge_params). */
static enum store_status merge_params(struct save *sv, const struct pol_object *obj, int64_t id)
{
    sqlite3_stmt *st = store_stmt(sv->s, ST_OBJ_PARAMS);
    sqlite3_bind_int64(st, 1, id);
    int rc = sqlite3_step(st);
    if (rc == SQLITE_ROW)
        codec_merge_params(&sv->params, obj, (const char *)sqlite3_column_text(st, 0));
    sqlite3_reset(st);
    return rc == SQLITE_ROW || rc == SQLITE_DONE ? STORE_OK
                                                 : store_sqlfail(sv->s, sv->err, rc, "reading parameters");
}

/* Binds the source and params of obj at positions first.. (file, line, col, params); merged into
 * those stored for row `merge` when not 0 (merge_params). */
static enum store_status bind_source(struct save *sv, sqlite3_stmt *st, int first,
                                     const struct pol_object *obj, int64_t merge)
{
    tb_reset(&sv->params);
    enum store_status r = merge ? merge_params(sv, obj, merge) : STORE_OK;
    if (r != STORE_OK)
        return r;
    if (!merge)
        codec_put_params(&sv->params, obj);
    if (sv->params.oom)
        return store_fail(sv->err, STORE_NOMEM, NULL, "out of memory");
    if (!obj->parent && !merge && (r = layout_store(sv->s, obj, sv->err)) != STORE_OK)
        return r;
    store_bind_text(st, first, obj->src.file);
    store_bind_id(st, first + 1, obj->src.pos.line);
    store_bind_id(st, first + 2, obj->src.pos.col);
    store_bind_text(st, first + 3, sv->params.len ? sv->params.buf : NULL);
    return STORE_OK;
}

enum store_status write_insert(struct save *sv, struct pol_object *obj, int64_t top_id,
                               int64_t parent_id, int64_t *id, int64_t *rev)
{
    sqlite3_stmt *st = store_stmt(sv->s, ST_OBJ_INSERT);
    store_bind_text(st, 1, obj->kind->sys->id);
    store_bind_text(st, 2, obj->kind->id);
    store_bind_id(st, 3, top_id);
    store_bind_text(st, 4, obj->kind->ns);
    store_bind_text(st, 5, obj->name);
    sqlite3_bind_int64(st, 6, *rev = ++sv->rev);
    store_bind_id(st, 11, parent_id);
    sqlite3_bind_int64(st, 12, obj->position);
    if (!obj->uid)
        obj->uid = *rev;   /* revisions are never drawn twice: neither are uids */
    sqlite3_bind_int64(st, 13, obj->uid);
    enum store_status r = bind_source(sv, st, 7, obj, 0);
    int rc = r == STORE_OK ? store_exec_stmt(st) : SQLITE_DONE;
    char path[256];
    if (r == STORE_OK && rc == SQLITE_CONSTRAINT_UNIQUE)
        return store_fail(sv->err, STORE_CONFLICT, NULL,
                          "%s is already in store %s: someone else added it since it was read; "
                          "nothing was saved", store_obj_path(obj, path, sizeof path), sv->s->path);
    if (r == STORE_OK && rc == SQLITE_CONSTRAINT_FOREIGNKEY)
        return store_fail(sv->err, STORE_CONFLICT, NULL,
                          "%s: its parent was deleted from store %s since it was read; "
                          "nothing was saved", store_obj_path(obj, path, sizeof path), sv->s->path);
    if (r == STORE_OK && rc != SQLITE_DONE)
        return store_sqlfail(sv->s, sv->err, rc, "inserting an object");
    if (r != STORE_OK)
        return r;
    *id = sqlite3_last_insert_rowid(sv->s->db);
    sv->counts[obj->kind->index]++;
    list_count_new(sv, obj, 1);
    return write_values(sv, obj, *id);
}

enum store_status write_update(struct save *sv, const struct pol_object *obj, int64_t id, int64_t old,
                               int64_t parent_id, int64_t *rev)
{
    sqlite3_stmt *st = store_stmt(sv->s, ST_OBJ_UPDATE);
    sqlite3_bind_int64(st, 1, id);
    store_bind_id(st, 10, parent_id);
    sqlite3_bind_int64(st, 11, obj->position);
    store_bind_text(st, 2, obj->name);
    sqlite3_bind_int64(st, 3, *rev = ++sv->rev);
    sqlite3_bind_int64(st, 8, old);
    /* keep the stored parameters of an object read without them; with the console's changes of
       its values merged in when it has some */
    bool merge = obj->params_unloaded && obj->vchange;
    sqlite3_bind_int(st, 9, obj->params_unloaded && !merge);
    enum store_status r = bind_source(sv, st, 4, obj, merge ? id : 0);
    int rc = r == STORE_OK ? store_exec_stmt(st) : SQLITE_DONE;
    if (r == STORE_OK && rc == SQLITE_CONSTRAINT_UNIQUE) {
        char path[256];
        return store_fail(sv->err, STORE_CONFLICT, NULL, "%s: the name is already taken in store %s",
                          store_obj_path(obj, path, sizeof path), sv->s->path);
    }
    if (r == STORE_OK && rc != SQLITE_DONE)
        return store_sqlfail(sv->s, sv->err, rc, "updating an object");
    if (r == STORE_OK && sqlite3_changes(sv->s->db) == 0)
        return conflict_error(sv, obj, id, old);
    if (r == STORE_OK && obj->kind->table && (r = list_count_stored(sv, obj->kind, id, -1)) == STORE_OK)
        list_count_new(sv, obj, 1);
    return r == STORE_OK ? write_values(sv, obj, id) : r;
}

enum store_status write_delete(struct save *sv, const struct pol_object *obj, int64_t id, int64_t old,
                               int64_t *rev)
{
    *rev = ++sv->rev;
    enum store_status r = obj->parent ? STORE_OK : count_under(sv, obj->kind->sys, id);
    if (r == STORE_OK && !obj->parent)
        r = list_count_under(sv, obj->kind->sys, id);
    if (r == STORE_OK && obj->kind->table)
        r = list_count_stored(sv, obj->kind, id, -1);
    if (r != STORE_OK)
        return r;
    sqlite3_stmt *st = store_stmt(sv->s, ST_OBJ_DELETE);
    sqlite3_bind_int64(st, 1, id);
    sqlite3_bind_int64(st, 2, old);
    int rc = store_exec_stmt(st);
    if (rc != SQLITE_DONE)
        return store_sqlfail(sv->s, sv->err, rc, "deleting an object");
    if (sqlite3_changes(sv->s->db) == 0)
        return conflict_error(sv, obj, id, old);
    sv->counts[obj->kind->index]--;
    return STORE_OK;
}
