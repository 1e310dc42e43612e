/* store/store_undo.c — undoing a journal batch from its before-images (store.h, store_undo).
 *
 * The batch's entries are read, the top-level objects they concern are loaded, the entries are
 * checked against what is stored now (each object's last entry in the batch says what it must be:
 * at the revision the batch gave it, or absent), then applied backwards on the loaded objects —
 * an insert deleted, an update given its before-image back, a delete made again, records restored
 * — and every top saved, all in one transaction whose batch journals the undo itself. */
#include "store/store_int.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { OP_INSERT, OP_UPDATE, OP_DELETE, OP_RECORDS };

/* One entry of the batch being undone. */
struct uentry {
    int op;
    const struct kind_def *kind;
    char *top;                  /* the top-level object's name (its own for a top) */
    char *name;                 /* the object's name; NULL for records and the top itself */
    int64_t revision;           /* the revision the change drew */
    char *image;                /* the before-image, or NULL */
};

struct undo {
    struct store *s;
    struct store_error *err;
    int64_t batch;
    struct uentry *v;
    size_t n, cap;
    struct policy pol;          /* the tops concerned, as stored now, then as they are to be */
    struct policy scratch;      /* before-images decoded for updates, paths for messages */
};

static void undo_free(struct undo *u)
{
    for (size_t i = 0; i < u->n; i++) {
        free(u->v[i].top);
        free(u->v[i].name);
        free(u->v[i].image);
    }
    free(u->v);
    policy_free(&u->pol);
    policy_free(&u->scratch);
}

static int op_of(const char *op)
{
    static const char *const names[] = {"insert", "update", "delete", "records"};
    for (int i = 0; i < 4; i++)
        if (strcmp(op, names[i]) == 0)
            return i;
    return -1;
}

static char *dup_or_null(const unsigned char *s, bool *oom)
{
    char *d = s ? strdup((const char *)s) : NULL;
    *oom |= s && !d;
    return d;
}

/* Appends the current row of the entries query. */
static enum store_status add_entry(struct undo *u, sqlite3_stmt *st)
{
    if (heap_reserve(&u->v, &u->cap, u->n + 1, sizeof *u->v) < 0)
        return store_fail(u->err, STORE_NOMEM, NULL, "out of memory");
    const struct system_def *sys = schema_system((const char *)sqlite3_column_text(st, 1));
    struct uentry *e = &u->v[u->n];
    bool oom = false;
    *e = (struct uentry){op_of((const char *)sqlite3_column_text(st, 0)),
                         sys ? schema_kind(sys, (const char *)sqlite3_column_text(st, 2)) : NULL,
                         dup_or_null(sqlite3_column_text(st, 3), &oom),
                         dup_or_null(sqlite3_column_text(st, 4), &oom), sqlite3_column_int64(st, 5),
                         dup_or_null(sqlite3_column_text(st, 6), &oom)};
    u->n++;
    if (oom)
        return store_fail(u->err, STORE_NOMEM, NULL, "out of memory");
    if (!e->kind || e->op < 0)
        return store_fail(u->err, STORE_IO, NULL, "journal batch %lld holds an entry this wlmcon cannot read",
                          (long long)u->batch);
    if (!e->top) { /* the top-level object itself: its name is the top's */
        e->top = e->name;
        e->name = NULL;
    }
    return STORE_OK;
}

/* Reads the batch's entries, in order. STORE_NOTFOUND when there is no such batch. */
static enum store_status read_entries(struct undo *u)
{
    sqlite3_stmt *st;
    int rc = sqlite3_prepare_v2(u->s->db, "SELECT op, system, kind, top, name, revision, image FROM journal_entry"
                                          " WHERE batch_id = ?1 ORDER BY seq", -1, &st, NULL);
    if (rc != SQLITE_OK)
        return store_sqlfail(u->s, u->err, rc, "reading a journal batch");
    sqlite3_bind_int64(st, 1, u->batch);
    enum store_status r = STORE_OK;
    while (r == STORE_OK && (rc = sqlite3_step(st)) == SQLITE_ROW)
        r = add_entry(u, st);
    sqlite3_finalize(st);
    if (r == STORE_OK && rc != SQLITE_DONE)
        r = store_sqlfail(u->s, u->err, rc, "reading a journal batch");
    return r;
}

/* ---- finding objects ---------------------------------------------------------------------------- */

static struct pol_object *top_of(struct undo *u, const struct uentry *e)
{
    return pol_find_top(&u->pol, schema_top_kind(e->kind->sys), e->top);
}

/* The live object e concerns (its top for a top or its records), or NULL. */
static struct pol_object *object_of(struct undo *u, const struct uentry *e)
{
    struct pol_object *top = top_of(u, e);
    return top && e->name ? pol_find(top, e->kind->ns, e->name) : top;
}

/* The path of e's object in the product's notation, for messages. */
static const char *path_of(struct undo *u, const struct uentry *e, char *buf, size_t n)
{
    const struct kind_def *tk = schema_top_kind(e->kind->sys);
    struct pol_object *top = pol_new(&u->scratch, tk, NULL, e->top);
    struct pol_object *o = top && e->name ? pol_new(&u->scratch, e->kind, top, e->name) : top;
    return o ? store_obj_path(o, buf, n) : e->top;
}

static enum store_status conflict(struct undo *u, const struct uentry *e, const char *why)
{
    char path[300];
    return store_fail(u->err, STORE_CONFLICT, NULL, "%s %s after batch %lld: undoing it would lose that change",
                      path_of(u, e, path, sizeof path), why, (long long)u->batch);
}

/* Loads every top-level object the entries concern that is stored now. */
static enum store_status load_tops(struct undo *u)
{
    for (size_t i = 0; i < u->n; i++) {
        const struct uentry *e = &u->v[i];
        const struct kind_def *tk = schema_top_kind(e->kind->sys);
        struct pol_object *top;
        if (top_of(u, e))
            continue;
        enum store_status r = store_load_top(u->s, &u->pol, tk, e->top, STORE_LOAD_PARAMS | STORE_LOAD_RECORDS,
                                             &top, u->err);
        if (r != STORE_OK && r != STORE_NOTFOUND)
            return r;
    }
    return STORE_OK;
}

/* True when a later entry than i concerns the same object (records count as their top's). */
static bool later_entry(const struct undo *u, size_t i)
{
    const struct uentry *e = &u->v[i];
    for (size_t j = i + 1; j < u->n; j++) {
        const struct uentry *f = &u->v[j];
        bool same_name = (!e->name && !f->name) || (e->name && f->name && strcmp(e->name, f->name) == 0);
        if (strcmp(e->top, f->top) == 0 && same_name && (!e->name || strcmp(e->kind->ns, f->kind->ns) == 0) &&
            f->kind->sys == e->kind->sys && (f->op == OP_RECORDS) == (e->op == OP_RECORDS))
            return true;
    }
    return false;
}

/* Each object's last entry says what it must be now: at the revision the batch gave it (insert,
 * update), or absent (delete). */
static enum store_status check_now(struct undo *u)
{
    for (size_t i = 0; i < u->n; i++) {
        const struct uentry *e = &u->v[i];
        if (e->op == OP_RECORDS || later_entry(u, i))
            continue;
        const struct pol_object *o = object_of(u, e);
        char why[96];
        if (e->op == OP_DELETE && o)
            return conflict(u, e, "was made again");
        if (e->op != OP_DELETE && !o)
            return conflict(u, e, "was deleted");
        if (e->op != OP_DELETE && o->revision != e->revision) {
            snprintf(why, sizeof why, "was changed (revision %lld, not %lld)", (long long)o->revision,
                     (long long)e->revision);
            return conflict(u, e, why);
        }
    }
    return STORE_OK;
}

/* ---- applying the entries backwards ------------------------------------------------------------ */

/* Gives obj the content of the before-image img (same kind): values with their positions,
 * verbatim parameters, source. */
static enum store_status restore(struct undo *u, struct pol_object *obj, const struct pol_object *img)
{
    struct policy *p = &u->pol;
    int rc = 0;
    for (unsigned i = 0; rc == 0 && i < obj->kind->nattrs; i++)
        rc = pol_set(p, obj, (int)i, img->vals[i], img->vpos[i]);
    obj->nparams = 0;
    for (size_t i = 0; rc == 0 && i < img->nparams; i++)
        rc = pol_param_set(p, obj, img->params[i].keyword, img->params[i].value, img->params[i].cls,
                           img->params[i].pos);
    obj->src.pos = img->src.pos;
    obj->src.file = img->src.file ? pol_intern(p, img->src.file) : NULL;
    obj->params_unloaded = false;
    if (obj->id)
        obj->change = POL_CHANGED;
    return rc == 0 && (!img->src.file || obj->src.file) ? STORE_OK
                                                        : store_fail(u->err, STORE_NOMEM, NULL, "out of memory");
}

static enum store_status bad_image(struct undo *u, const struct uentry *e)
{
    char path[300];
    return store_fail(u->err, STORE_IO, NULL, "journal batch %lld: the before-image of %s cannot be read",
                      (long long)u->batch, path_of(u, e, path, sizeof path));
}

/* An update undone: the before-image, decoded apart, copied into the object. */
static enum store_status undo_update(struct undo *u, const struct uentry *e, struct pol_object *o)
{
    struct pol_object *parent = NULL;
    if (o->parent && !(parent = pol_new(&u->scratch, o->parent->kind, NULL, o->parent->name)))
        return store_fail(u->err, STORE_NOMEM, NULL, "out of memory");
    struct pol_object *img = e->image ? codec_get_object(&u->scratch, e->kind->sys, parent, e->image) : NULL;
    if (!img || img->kind != o->kind)
        return bad_image(u, e);
    return restore(u, o, img);
}

/* A delete undone: the object made again from its before-image (under its top, made first). */
static enum store_status undo_delete(struct undo *u, const struct uentry *e)
{
    struct pol_object *top = e->name ? top_of(u, e) : NULL;
    if (e->name && !top)
        return conflict(u, e, "lost its queue manager");
    if (!e->image || !codec_get_object(&u->pol, e->kind->sys, top, e->image))
        return bad_image(u, e);
    return STORE_OK;
}

/* The records undone: the live ones dropped, the before-image's appended. */
static enum store_status undo_records(struct undo *u, const struct uentry *e, struct pol_object *top)
{
    for (size_t i = 0; i < top->scope->nrecs; i++)
        top->scope->recs[i]->deleted = true;
    top->scope->recs_dirty = true;
    if (e->image && e->image[0] && codec_get_records(&u->pol, top, e->image) < 0)
        return bad_image(u, e);
    return STORE_OK;
}

/* An insert undone: the object deleted; a top only when nothing added since lives under it. */
static enum store_status undo_insert(struct undo *u, const struct uentry *e, struct pol_object *o)
{
    if (!e->name && pol_count_objects(o))
        return conflict(u, e, "got objects");
    pol_delete(o);
    return STORE_OK;
}

static enum store_status undo_entry(struct undo *u, const struct uentry *e)
{
    struct pol_object *o = object_of(u, e);
    if (e->op == OP_DELETE)
        return o ? conflict(u, e, "was made again") : undo_delete(u, e);
    if (!o)
        return conflict(u, e, "was deleted");
    if (e->op == OP_RECORDS)
        return undo_records(u, e, o);
    return e->op == OP_UPDATE ? undo_update(u, e, o) : undo_insert(u, e, o);
}

/* Saves every top concerned, deleted and made again ones included. */
static enum store_status save_all(struct undo *u)
{
    enum store_status r = STORE_OK;
    for (size_t i = 0; r == STORE_OK && i < u->pol.ntops; i++)
        r = store_save_top(u->s, u->pol.tops[i], u->err);
    return r;
}

static enum store_status run(struct undo *u, const char *who, const char *when, int64_t *undo)
{
    char action[40];
    snprintf(action, sizeof action, "undo %lld", (long long)u->batch);
    enum store_status r = store_batch(u->s, who, when, action, NULL, undo, u->err);
    if (r == STORE_OK)
        r = read_entries(u);
    if (r == STORE_OK)
        r = load_tops(u);
    if (r == STORE_OK)
        r = check_now(u);
    for (size_t i = u->n; r == STORE_OK && i-- > 0;)
        r = undo_entry(u, &u->v[i]);
    return r == STORE_OK ? save_all(u) : r;
}

/* STORE_NOTFOUND when there is no batch `batch`. */
static enum store_status batch_exists(struct store *s, int64_t batch, struct store_error *err)
{
    sqlite3_stmt *st;
    int rc = sqlite3_prepare_v2(s->db, "SELECT 1 FROM journal_batch WHERE id = ?1", -1, &st, NULL);
    if (rc != SQLITE_OK)
        return store_sqlfail(s, err, rc, "reading the journal");
    sqlite3_bind_int64(st, 1, batch);
    rc = sqlite3_step(st);
    sqlite3_finalize(st);
    if (rc == SQLITE_ROW)
        return STORE_OK;
    if (rc == SQLITE_DONE)
        return store_fail(err, STORE_NOTFOUND, NULL, "store %s has no journal batch %lld", s->path,
                          (long long)batch);
    return store_sqlfail(s, err, rc, "reading the journal");
}

enum store_status store_undo(struct store *s, int64_t batch, const char *who, const char *when,
                             int64_t *undo, struct store_error *err)
{
    if (s->readonly)
        return store_fail(err, STORE_READONLY, NULL, "store %s is open read-only", s->path);
    if (!sqlite3_get_autocommit(s->db))
        return store_fail(err, STORE_IO, NULL, "store %s: undo runs in a transaction of its own", s->path);
    struct undo u = {.s = s, .err = err, .batch = batch};
    policy_init(&u.pol);
    policy_init(&u.scratch);
    enum store_status r = store_begin(s, err);
    if (r == STORE_OK && (r = batch_exists(s, batch, err)) == STORE_OK)
        r = run(&u, who, when, undo);
    if (r == STORE_OK)
        r = store_commit(s, err);
    else
        store_rollback(s);
    undo_free(&u);
    return r;
}
