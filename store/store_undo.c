/* store/store_undo.c — undoing a journal batch from its before-images (store.h, store_undo).
 *
 * The batch's entries are read, the top-level objects they concern are loaded, the entries are
 * checked against what is stored now (each object's last entry in the batch says what it must be:
 * at the revision the batch gave it, or absent), then applied backwards on the loaded objects —
 * an insert deleted, an update given its before-image back (values, parameters, source, and its
 * parent and position), a delete made again under its parent at its position with its uid,
 * records restored — and every top saved, all in one transaction whose batch journals the undo
 * itself. An entry names its object by uid, which an insertion before it does not change; entries
 * journalled before format 5 have none and name it by top, kind and name. */
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
    int64_t uid;                /* the object's uid; 0 in entries made before format 5 */
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
    struct pol_object **byuid;  /* every object of pol with a uid, by uid (open addressing; the
                                   dead ones stay, and lookups pass them) */
    size_t nuid, capuid;
    int64_t *inserted;          /* the uids the batch's inserts gave, sorted */
    size_t ninserted;
    struct placement *places;   /* where the objects updated go back to, once every object the
                                   batch deleted (a parent among them) is made again */
    size_t nplaces, capplaces;
};

/* An updated object's place as its before-image gives it. */
struct placement {
    struct pol_object *obj;
    const struct uentry *e;
    struct codec_place pl;
};

static uint64_t uid_slot(int64_t uid, size_t cap)
{
    return ((uint64_t)uid * UINT64_C(11400714819323198485)) >> 7 & (cap - 1);
}

/* Adds o (when it has a uid) to the uid lookup; 0, or -1 when memory runs out. */
static int uid_put(struct undo *u, struct pol_object *o)
{
    if (!o->uid)
        return 0;
    if ((u->nuid + 1) * 2 > u->capuid) {
        size_t cap = u->capuid ? u->capuid * 2 : 256;
        struct pol_object **v = calloc(cap, sizeof *v), **old = u->byuid;
        if (!v)
            return -1;
        for (size_t i = 0; i < u->capuid; i++)
            for (size_t j = old[i] ? uid_slot(old[i]->uid, cap) : 0; old[i]; j = (j + 1) & (cap - 1))
                if (!v[j]) {
                    v[j] = old[i];
                    break;
                }
        free(old);
        u->byuid = v;
        u->capuid = cap;
    }
    size_t j = uid_slot(o->uid, u->capuid);
    while (u->byuid[j])
        j = (j + 1) & (u->capuid - 1);
    u->byuid[j] = o;
    u->nuid++;
    return 0;
}

/* The live object of pol with this uid under top, or NULL. */
static struct pol_object *uid_find(const struct undo *u, const struct pol_object *top, int64_t uid)
{
    for (size_t j = u->capuid ? uid_slot(uid, u->capuid) : 0; u->capuid && u->byuid[j];
         j = (j + 1) & (u->capuid - 1)) {
        struct pol_object *o = u->byuid[j];
        if (o->uid == uid && o->top == top && o->change != POL_DELETED)
            return o;
    }
    return NULL;
}

static int cmp_uid(const void *a, const void *b)
{
    int64_t x = *(const int64_t *)a, y = *(const int64_t *)b;
    return (x > y) - (x < y);
}

static void undo_free(struct undo *u)
{
    for (size_t i = 0; i < u->n; i++) {
        free(u->v[i].top);
        free(u->v[i].name);
        free(u->v[i].image);
    }
    free(u->v);
    free(u->byuid);
    free(u->inserted);
    free(u->places);
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
                         dup_or_null(sqlite3_column_text(st, 4), &oom), sqlite3_column_int64(st, 7),
                         sqlite3_column_int64(st, 5), dup_or_null(sqlite3_column_text(st, 6), &oom)};
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
    int rc = sqlite3_prepare_v2(u->s->db, "SELECT op, system, kind, top, name, revision, image, uid FROM journal_entries"
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

/* The live object e concerns (its top for a top or its records): by uid, or by name in an entry
 * without one; NULL when there is none. */
static struct pol_object *object_of(struct undo *u, const struct uentry *e)
{
    struct pol_object *top = top_of(u, e);
    if (!top || !e->name)
        return top;
    return e->uid ? uid_find(u, top, e->uid) : pol_find(top, e->kind->ns, e->name);
}

/* The path of e's object in the product's notation, for messages. */
static const char *path_of(struct undo *u, const struct uentry *e, char *buf, size_t n)
{
    const struct pol_object *live = object_of(u, e);
    if (live)
        return store_obj_path(live, buf, n);
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

/* Makes the uid lookup of the loaded objects and the sorted uids the batch inserted. */
static enum store_status index_uids(struct undo *u)
{
    int rc = 0;
    for (size_t t = 0; rc == 0 && t < u->pol.ntops; t++) {
        struct pol_object *top = u->pol.tops[t];
        rc = uid_put(u, top);
        for (size_t i = 0; rc == 0 && i < top->scope->nobjs; i++)
            rc = uid_put(u, top->scope->objs[i]);
    }
    if (rc == 0 && !(u->inserted = malloc((u->n ? u->n : 1) * sizeof *u->inserted)))
        rc = -1;
    for (size_t i = 0; rc == 0 && i < u->n; i++)
        if (u->v[i].op == OP_INSERT && u->v[i].uid)
            u->inserted[u->ninserted++] = u->v[i].uid;
    if (rc == 0)
        qsort(u->inserted, u->ninserted, sizeof *u->inserted, cmp_uid);
    return rc == 0 ? STORE_OK : store_fail(u->err, STORE_NOMEM, NULL, "out of memory");
}

/* Whether entries e and f concern the same object (records count as their top's): the same uid,
 * or for entries without one the same top, namespace and name. */
static bool same_object(const struct uentry *e, const struct uentry *f)
{
    if (strcmp(e->top, f->top) != 0 || f->kind->sys != e->kind->sys ||
        (f->op == OP_RECORDS) != (e->op == OP_RECORDS) || !e->name != !f->name)
        return false;
    if (!e->name)
        return true;
    if (e->uid && f->uid)
        return e->uid == f->uid;
    return strcmp(e->name, f->name) == 0 && strcmp(e->kind->ns, f->kind->ns) == 0;
}

/* True when a later entry than i concerns the same object. */
static bool later_entry(const struct undo *u, size_t i)
{
    for (size_t j = i + 1; j < u->n; j++)
        if (same_object(&u->v[i], &u->v[j]))
            return true;
    return false;
}

/* Whether the name e's object had (a delete's) is taken by a live object now that is not one the
 * batch inserted (the undo deletes those). */
static bool name_taken(struct undo *u, const struct uentry *e)
{
    struct pol_object *top = top_of(u, e);
    const struct pol_object *o = e->name && e->name[0] && top ? pol_find(top, e->kind->ns, e->name) : NULL;
    return o && !(o->uid && bsearch(&o->uid, u->inserted, u->ninserted, sizeof *u->inserted, cmp_uid));
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
        if (e->op == OP_DELETE && (o || name_taken(u, e)))
            return conflict(u, e, "was made again");
        if (e->op != OP_DELETE && !o)
            return conflict(u, e, "was deleted");
        bool same = o && o->revision == e->revision;
        enum store_status r = e->op == OP_DELETE || same ? STORE_OK
                              : undo_same_content(u->s, o, e->revision, &same, u->err);
        if (r != STORE_OK)
            return r;
        if (e->op != OP_DELETE && !same) {
            snprintf(why, sizeof why, "was changed (revision %lld, not %lld)", (long long)o->revision,
                     (long long)e->revision);
            return conflict(u, e, why);
        }
    }
    return STORE_OK;
}

/* ---- applying the entries backwards ------------------------------------------------------------ */

/* Gives obj the content of the before-image img (same kind): its source, values with where each
 * was set (position, file, console change), verbatim parameters. */
static enum store_status restore(struct undo *u, struct pol_object *obj, const struct pol_object *img)
{
    struct policy *p = &u->pol;
    int rc = 0;
    obj->src.pos = img->src.pos;
    obj->src.file = img->src.file ? pol_intern(p, img->src.file) : NULL;
    for (unsigned i = 0; rc == 0 && i < obj->kind->nattrs; i++)
        rc = pol_copy_value(p, obj, img, (int)i);
    obj->nparams = 0;
    for (size_t i = 0; rc == 0 && i < img->nparams; i++)
        rc = pol_param_set(p, obj, img->params[i].keyword, img->params[i].value, img->params[i].cls,
                           img->params[i].pos);
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

/* The object the before-image img of e's object names as its parent, in the tree of top (the
 * top itself for an image without one, made before format 5); NULL when it is gone. */
static struct pol_object *image_parent(const struct undo *u, struct pol_object *top,
                                       const struct codec_place *pl)
{
    return !pl->parent_uid || pl->parent_uid == top->uid ? top : uid_find(u, top, pl->parent_uid);
}

/* Puts o back where the before-image's place lines say: under its parent, at its position. */
static enum store_status put_back(struct undo *u, const struct uentry *e, struct pol_object *o,
                                  const struct codec_place *pl)
{
    struct pol_object *parent = pl->parent_uid ? image_parent(u, o->top, pl) : o->parent;
    if (!parent)
        return conflict(u, e, "lost its parent");
    uint32_t pos = (o->kind->flags & KF_ORDERED) && pl->position ? pl->position : o->position;
    if (parent == o->parent && pos == o->position)
        return STORE_OK;
    return pol_place(o, parent, pos) == 0 ? STORE_OK : conflict(u, e, "cannot go back under its parent");
}

/* An update undone: the before-image, decoded apart, copied into the object. */
static enum store_status undo_update(struct undo *u, const struct uentry *e, struct pol_object *o)
{
    struct pol_object *parent = NULL;
    struct codec_place pl;
    if (o->parent && !(parent = pol_new(&u->scratch, o->parent->kind, NULL, o->parent->name)))
        return store_fail(u->err, STORE_NOMEM, NULL, "out of memory");
    struct pol_object *img = e->image ? codec_get_object(&u->scratch, e->kind->sys, parent, e->image) : NULL;
    if (!img || img->kind != o->kind || codec_image_place(e->image, &pl) != 0)
        return bad_image(u, e);
    if (o->parent && heap_reserve(&u->places, &u->capplaces, u->nplaces + 1, sizeof *u->places) < 0)
        return store_fail(u->err, STORE_NOMEM, NULL, "out of memory");
    if (o->parent)
        u->places[u->nplaces++] = (struct placement){o, e, pl};
    return restore(u, o, img);
}

/* Puts every updated object back where its before-image says, the parents made again now. */
static enum store_status put_all_back(struct undo *u)
{
    enum store_status r = STORE_OK;
    for (size_t i = 0; r == STORE_OK && i < u->nplaces; i++)
        r = put_back(u, u->places[i].e, u->places[i].obj, &u->places[i].pl);
    return r;
}

/* A delete undone: the object made again from its before-image, with its uid, under its parent
 * (its top, made first, for an image made before format 5) at its position. */
static enum store_status undo_delete(struct undo *u, const struct uentry *e)
{
    struct pol_object *top = e->name ? top_of(u, e) : NULL, *parent = top;
    struct codec_place pl;
    if (e->name && !top)
        return conflict(u, e, "lost its top-level object");
    if (!e->image || codec_image_place(e->image, &pl) != 0)
        return bad_image(u, e);
    if (top && !(parent = image_parent(u, top, &pl)))
        return conflict(u, e, "lost its parent");
    struct pol_object *o = codec_get_object(&u->pol, e->kind->sys, parent, e->image);
    if (!o)
        return bad_image(u, e);
    return uid_put(u, o) == 0 ? STORE_OK : store_fail(u->err, STORE_NOMEM, NULL, "out of memory");
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

/* An insert undone: the object deleted, only when nothing added since lives under it. */
static enum store_status undo_insert(struct undo *u, const struct uentry *e, struct pol_object *o)
{
    if (e->name ? pol_first_child(o, NULL) != NULL : pol_count_objects(o) != 0)
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
        r = index_uids(u);
    if (r == STORE_OK)
        r = check_now(u);
    for (size_t i = u->n; r == STORE_OK && i-- > 0;)
        r = undo_entry(u, &u->v[i]);
    if (r == STORE_OK)
        r = put_all_back(u);
    if (r == STORE_OK)
        r = save_all(u);
    return r == STORE_OK ? rules_undo(u->s, u->batch, u->err) : r;
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
