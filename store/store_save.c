/* store/store_save.c — saving a top-level object and every change under it, in one savepoint of
 * the caller's transaction: either all of the save is written, or none of it. */
#include "store/store_int.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* An object's store identity as it was before the save: put back when the save fails. */
struct saved {
    int64_t id, revision, uid;
    enum pol_change change;
};

/* A save in progress: the shared state, the top's new id and revision (applied only when
 * everything was written) and what the objects under it were before (their ids, revisions and
 * uids are written into them as the rows are, and put back when the save fails). */
struct top_save {
    struct save sv;
    struct pol_object *top;
    int64_t top_id, top_rev, top_uid;
    struct saved *orig;          /* per top->scope->objs index */
    struct pol_object *scratch_top;
    bool compact;                /* the top is inserted with a batch open: the inserts of this save
                                    are kept in pend and journalled as one entry (journal_pending) */
    const struct pol_object **pend;  /* the objects inserted and not journalled yet, the top first; each
                                    one's revision and uid are the top's plus its index */
    size_t npend, cappend;
};

/* The scratch copy of the top (with the stored row's id) under which before-images are read. */
static struct pol_object *scratch_top(struct top_save *ts)
{
    if (!ts->scratch_top) {
        ts->scratch_top = pol_new(&ts->sv.scratch, ts->top->kind, NULL, ts->top->name);
        if (ts->scratch_top) {
            ts->scratch_top->id = ts->top_id;
            ts->scratch_top->uid = ts->top->uid;
        }
    }
    return ts->scratch_top;
}

/* Journals the inserts kept in ts->pend: one entry for the top standing for the objects after it
 * (format 9), or one entry each when compact is false. */
static enum store_status journal_pending(struct top_save *ts, bool compact)
{
    struct textbuf objs = {0};
    enum store_status r = STORE_OK;
    size_t each = compact ? (ts->npend ? 1 : 0) : ts->npend;
    if (compact && ts->npend > 1)
        tb_putn(&objs, "[", 1);
    for (size_t i = 1; compact && i < ts->npend; i++)
        journal_json_pair(&objs, ts->pend[i]->kind->id, ts->pend[i]->name, i == 1);
    if (objs.len)
        tb_putn(&objs, "]", 1);
    for (size_t i = 0; r == STORE_OK && i < each; i++) {
        const struct pol_object *o = ts->pend[i];
        struct journal_change ch = {JOURNAL_INSERT, o->kind, o->parent ? o->top->name : NULL, o->name,
                                    o->uid, 0, o->uid, NULL, compact ? (int64_t)ts->npend - 1 : 0,
                                    objs.len ? objs.buf : NULL};
        r = objs.oom ? store_fail(ts->sv.err, STORE_NOMEM, NULL, "out of memory")
                     : journal_add(ts->sv.s, &ch, ts->sv.err);
    }
    tb_free(&objs);
    ts->npend = 0;
    return r;
}

/* Keeps the insert of obj (revision rev) for journal_pending; false when it cannot be (it does not
 * follow the top's revision and uid, or memory runs out): it is then journalled apart. */
static bool pend_insert(struct top_save *ts, const struct pol_object *obj, int64_t rev)
{
    int64_t first = ts->npend ? ts->pend[0]->uid : rev;
    if (obj->uid != rev || rev != first + (int64_t)ts->npend || (!ts->npend && obj != ts->top) ||
        heap_reserve(&ts->pend, &ts->cappend, ts->npend + 1, sizeof *ts->pend) != 0)
        return false;
    ts->pend[ts->npend++] = obj;
    return true;
}

/* Journals a change of obj (a top-level object when it has no parent); a new top's inserts wait
 * in ts->pend (journal_pending). */
static enum store_status journal(struct top_save *ts, enum journal_op op, const struct pol_object *obj,
                                 int64_t old, int64_t rev, const char *image)
{
    if (ts->compact && op == JOURNAL_INSERT && ts->sv.s->batch && pend_insert(ts, obj, rev))
        return STORE_OK;
    enum store_status r = ts->compact ? journal_pending(ts, false) : STORE_OK;
    ts->compact = false;
    struct journal_change ch = {op, obj->kind, obj->parent ? obj->top->name : NULL, obj->name,
                                obj->uid, old, rev, image, 0, NULL};
    return r == STORE_OK ? journal_add(ts->sv.s, &ch, ts->sv.err) : r;
}

/* Journals what changed in obj, attribute by attribute, from the before-image before (the entry
 * seq) to obj as it is written now; counts it changed when anything did. path is obj's
 * (schema_object_path), or NULL to make it. Only with a batch open. */
static enum store_status journal_diff(struct top_save *ts, const struct pol_object *obj, int64_t seq,
                                      const char *before, const char *path)
{
    struct save *sv = &ts->sv;
    char buf[1024];
    bool changed = false;
    tb_reset(&sv->after);
    codec_put_object(&sv->after, obj);
    if (sv->after.oom)
        return store_fail(sv->err, STORE_NOMEM, NULL, "out of memory");
    if (!path)
        path = schema_object_path(obj, buf, sizeof buf);
    struct change_ctx cx = {sv->s->batch, seq, &sv->s->change_n, path, obj->name, obj->kind};
    enum store_status r = change_diff(sv->s, &cx, before, sv->after.buf, !obj->params_unloaded, &changed,
                                      sv->err);
    sv->changed += changed;
    return r;
}

static int gone_cmp(const void *a, const void *b)
{
    return strcmp(((const struct gone *)a)->path, ((const struct gone *)b)->path);
}

/* The object this save journalled as deleted at the path of obj, not paired yet, or NULL. */
static struct gone *gone_find(struct save *sv, const struct pol_object *obj)
{
    if (!sv->ngone)
        return NULL;   /* most saves: no path to make */
    if (!sv->gone_sorted)
        qsort(sv->gone, sv->ngone, sizeof *sv->gone, gone_cmp);
    sv->gone_sorted = true;
    char path[1024];
    struct gone key = {.path = schema_object_path(obj, path, sizeof path)};
    struct gone *g = bsearch(&key, sv->gone, sv->ngone, sizeof key, gone_cmp);
    return g && !g->used ? g : NULL;
}

/* Keeps o, just journalled as deleted (entry s->batch_seq, image sv->img), for gone_find; one
 * that no insert pairs with counts as deleted. */
static enum store_status gone_add(struct save *sv, const struct pol_object *o)
{
    char path[1024];
    struct gone g = {strdup(schema_object_path(o, path, sizeof path)), strdup(sv->img.buf), sv->s->batch_seq,
                     false};
    if (!g.path || !g.image || heap_reserve(&sv->gone, &sv->capgone, sv->ngone + 1, sizeof *sv->gone) != 0) {
        free(g.path);
        free(g.image);
        return store_fail(sv->err, STORE_NOMEM, NULL, "out of memory");
    }
    sv->gone[sv->ngone++] = g;
    sv->gone_sorted = false;
    return STORE_OK;
}

/* Reads the before-image of the stored object id into sv.img (only when a batch is open). Its
 * parent's uid is what the image records of the parent: a scratch object with that uid. */
static enum store_status before_image(struct top_save *ts, int64_t id, const struct pol_object *obj)
{
    struct save *sv = &ts->sv;
    if (!sv->s->batch)
        return STORE_OK;
    struct pol_object *parent = obj->parent ? scratch_top(ts) : NULL;
    if (obj->parent && !parent)
        return store_fail(sv->err, STORE_NOMEM, NULL, "out of memory");
    return journal_image(sv->s, &sv->scratch, parent, ts->top->kind->sys, id, &sv->img, sv->err);
}

/* The row id of the parent obj is to be stored under (0 for a top-level object). */
static int64_t parent_id(const struct top_save *ts, const struct pol_object *obj)
{
    return !obj->parent ? 0 : obj->parent == ts->top ? ts->top_id : obj->parent->id;
}

/* Updates obj (stored as id at revision old), journalling its before-image; obj gets its new
 * revision. */
static enum store_status update_one(struct top_save *ts, struct pol_object *obj, int64_t id,
                                    int64_t old, int64_t *rev)
{
    enum store_status r = before_image(ts, id, obj);
    int64_t pid = parent_id(ts, obj);
    if (r == STORE_NOTFOUND)
        r = write_update(&ts->sv, obj, id, old, pid, rev);   /* explains the conflict */
    else if (r == STORE_OK && (r = write_update(&ts->sv, obj, id, old, pid, rev)) == STORE_OK)
        r = journal(ts, JOURNAL_UPDATE, obj, old, *rev, ts->sv.s->batch ? ts->sv.img.buf : NULL);
    if (r == STORE_OK && ts->sv.s->batch)
        r = journal_diff(ts, obj, ts->sv.s->batch_seq, ts->sv.img.buf, NULL);
    return r;
}

/* Deletes obj (stored as id at revision old), journalling its before-image. */
static enum store_status delete_one(struct top_save *ts, const struct pol_object *obj, int64_t id,
                                    int64_t old)
{
    int64_t rev;
    enum store_status r = before_image(ts, id, obj);
    if (r == STORE_NOTFOUND)
        r = write_delete(&ts->sv, obj, id, old, &rev);
    else if (r == STORE_OK && (r = write_delete(&ts->sv, obj, id, old, &rev)) == STORE_OK)
        r = journal(ts, JOURNAL_DELETE, obj, old, rev, ts->sv.s->batch ? ts->sv.img.buf : NULL);
    return r == STORE_OK && ts->sv.s->batch ? gone_add(&ts->sv, obj) : r;
}

/* Inserts obj under the top (0 for the top itself), journalling the insert: an object this save
 * journalled as deleted at the same path (a replace's, or one deleted and defined again) is the
 * same one, changed. */
static enum store_status insert_one(struct top_save *ts, struct pol_object *obj, int64_t top_id,
                                    int64_t *id, int64_t *rev)
{
    struct save *sv = &ts->sv;
    enum store_status r = write_insert(sv, obj, top_id, parent_id(ts, obj), id, rev);
    if (r == STORE_OK)
        r = journal(ts, JOURNAL_INSERT, obj, 0, *rev, NULL);
    struct gone *g = r == STORE_OK && sv->s->batch ? gone_find(sv, obj) : NULL;
    if (g) {
        g->used = true;
        r = journal_diff(ts, obj, g->seq, g->image, g->path);
    } else {
        sv->defined += r == STORE_OK && sv->s->batch;
    }
    return r;
}

/* Inserts the live object obj not stored yet, after its parent when that is not stored yet either
 * (an object moved under one made after it). */
static enum store_status insert_tree(struct top_save *ts, struct pol_object *obj)
{
    enum store_status r = STORE_OK;
    if (obj->parent != ts->top && !obj->parent->id)
        r = insert_tree(ts, obj->parent);
    if (r == STORE_OK && (r = insert_one(ts, obj, ts->top_id, &obj->id, &obj->revision)) == STORE_OK)
        obj->change = POL_SAME;
    return r;
}

/* Updates the stored object obj, after inserting its parent when that is not stored yet (obj was
 * moved under an object made after it). */
static enum store_status update_tree(struct top_save *ts, struct pol_object *obj)
{
    enum store_status r = STORE_OK;
    if (obj->parent && obj->parent != ts->top && !obj->parent->id)
        r = insert_tree(ts, obj->parent);
    if (r == STORE_OK && (r = update_one(ts, obj, obj->id, obj->revision, &obj->revision)) == STORE_OK)
        obj->change = POL_SAME;   /* written: once (a failed save puts the mark back) */
    return r;
}

/* The deepest level of the objects of sc. */
static unsigned max_depth(const struct pol_scope *sc)
{
    unsigned d = 0;
    for (size_t i = 0; i < sc->nobjs; i++)
        if (pol_depth(sc->objs[i]) > d)
            d = pol_depth(sc->objs[i]);
    return d;
}

/* Journals every object stored under the top as deleted (their rows go with the top's), the
 * deepest first: undone backwards, parents are made again before their children. */
static enum store_status journal_stored_children(struct top_save *ts)
{
    struct save *sv = &ts->sv;
    struct pol_object *st = scratch_top(ts);
    if (!st)
        return store_fail(sv->err, STORE_NOMEM, NULL, "out of memory");
    size_t first = st->scope->nobjs;
    enum store_status r = load_under(sv->s, &sv->scratch, st, STORE_LOAD_PARAMS, sv->err);
    for (unsigned d = r == STORE_OK ? max_depth(st->scope) : 0; d > 0; d--)
        for (size_t i = first; r == STORE_OK && i < st->scope->nobjs; i++) {
            const struct pol_object *o = st->scope->objs[i];
            if (pol_depth(o) != d)
                continue;
            tb_reset(&sv->img);
            codec_put_object(&sv->img, o);
            r = sv->img.oom ? store_fail(sv->err, STORE_NOMEM, NULL, "out of memory")
                            : journal(ts, JOURNAL_DELETE, o, o->revision, ++sv->rev, sv->img.buf);
            if (r == STORE_OK)
                r = gone_add(sv, o);
        }
    return r;
}

/* Replace: deletes everything stored under the top and inserts every live object (those read
 * from the store keep their uids). */
static enum store_status replace_children(struct top_save *ts, bool stored)
{
    struct save *sv = &ts->sv;
    enum store_status r = stored && sv->s->batch ? journal_stored_children(ts) : STORE_OK;
    if (r == STORE_OK && stored)
        r = count_under(sv, ts->top->kind->sys, ts->top_id);
    if (r == STORE_OK && stored)
        r = list_count_under(sv, ts->top->kind->sys, ts->top_id);
    if (r == STORE_OK && stored) {
        sqlite3_stmt *st = store_stmt(sv->s, ST_OBJ_DELETE_UNDER);
        sqlite3_bind_int64(st, 1, ts->top_id);
        int rc = store_exec_stmt(st);
        if (rc != SQLITE_DONE)
            r = store_sqlfail(sv->s, sv->err, rc, "replacing objects");
    }
    const struct pol_scope *sc = ts->top->scope;
    for (size_t i = 0; i < sc->nobjs; i++)
        sc->objs[i]->id = 0;
    for (size_t i = 0; r == STORE_OK && i < sc->nobjs; i++)
        if (sc->objs[i]->change != POL_DELETED && !sc->objs[i]->id)
            r = insert_tree(ts, sc->objs[i]);
    return r;
}

static bool stored_deleted(const struct pol_object *o)
{
    return o->change == POL_DELETED && o->id;
}

/* The ids of the rows stored under the row id (malloc'd, *n of them; NULL when none). */
static enum store_status stored_children(struct top_save *ts, int64_t id, int64_t **ids, size_t *n)
{
    sqlite3_stmt *st = store_stmt(ts->sv.s, ST_OBJ_CHILDREN);
    sqlite3_bind_int64(st, 1, id);
    size_t cap = 0;
    int rc;
    *ids = NULL;
    *n = 0;
    while ((rc = sqlite3_step(st)) == SQLITE_ROW && heap_reserve(ids, &cap, *n + 1, sizeof **ids) == 0)
        (*ids)[(*n)++] = sqlite3_column_int64(st, 0);
    sqlite3_reset(st);
    if (rc == SQLITE_ROW)
        return store_fail(ts->sv.err, STORE_NOMEM, NULL, "out of memory");
    return rc == SQLITE_DONE ? STORE_OK : store_sqlfail(ts->sv.s, ts->sv.err, rc, "reading objects");
}

/* The object of the top's scope stored as row id, or NULL. */
static struct pol_object *object_with_id(const struct top_save *ts, int64_t id)
{
    const struct pol_scope *sc = ts->top->scope;
    for (size_t i = 0; i < sc->nobjs; i++)
        if (sc->objs[i]->id == id)
            return sc->objs[i];
    return NULL;
}

/* Deletes the stored deleted object obj, after what is stored under it (nests: its system's
 * kinds nest): the deleted objects there first, so that each is journalled before its parent's
 * row takes it along, and the ones moved from there written where they are now. obj's id is
 * cleared once its row is gone. */
static enum store_status delete_tree(struct top_save *ts, struct pol_object *obj, bool nests)
{
    int64_t *ids = NULL;
    size_t n = 0;
    enum store_status r = nests ? stored_children(ts, obj->id, &ids, &n) : STORE_OK;
    for (size_t i = 0; r == STORE_OK && i < n; i++) {
        struct pol_object *c = object_with_id(ts, ids[i]);
        if (c && stored_deleted(c))
            r = delete_tree(ts, c, nests);
        else if (c && c->change == POL_CHANGED)
            r = update_tree(ts, c);
    }
    free(ids);
    if (r == STORE_OK && (r = delete_one(ts, obj, obj->id, obj->revision)) == STORE_OK)
        obj->id = 0;
    return r;
}

/* Writes each changed object under the top according to its mark, in creation order (a new
 * object after its parent; an object under a deleted one before it). */
static enum store_status save_children(struct top_save *ts)
{
    const struct pol_scope *sc = ts->top->scope;
    bool nests = store_system_nests(ts->top->kind->sys);
    enum store_status r = STORE_OK;
    for (size_t i = 0; r == STORE_OK && i < sc->nobjs; i++) {
        struct pol_object *o = sc->objs[i];
        if (stored_deleted(o))
            r = delete_tree(ts, o, nests);
        else if (o->change != POL_NEW && o->change != POL_CHANGED)
            continue;   /* unchanged, or written already (a parent written before its child) */
        else if (!ts->orig[i].id)
            r = insert_tree(ts, o);
        else
            r = update_tree(ts, o);
    }
    return r;
}

/* Journals the records stored under the top (read at revision old) as one `records` entry. */
static enum store_status journal_records(struct top_save *ts, int64_t old)
{
    struct save *sv = &ts->sv;
    if (!sv->s->batch)
        return STORE_OK;
    struct pol_object *st = scratch_top(ts);
    enum store_status r = st ? journal_records_image(sv->s, &sv->scratch, st, &sv->img, sv->err)
                             : store_fail(sv->err, STORE_NOMEM, NULL, "out of memory");
    struct journal_change ch = {JOURNAL_RECORDS, ts->top->kind, ts->top->name, NULL, ts->top->uid,
                                old, ts->top_rev, sv->img.buf ? sv->img.buf : "", 0, NULL};
    if (r == STORE_OK)
        r = journal_add(sv->s, &ch, sv->err);
    if (r != STORE_OK || ts->top->change == POL_DELETED)
        return r;   /* a deleted top's records go with it: it is counted deleted */
    /* what the records become, for the batch's changes */
    tb_reset(&sv->after);
    for (size_t i = 0; r == STORE_OK && i < ts->top->scope->nrecs; i++)
        if (!ts->top->scope->recs[i]->deleted)
            codec_put_record(&sv->after, ts->top->scope->recs[i]);
    if (r == STORE_OK && sv->after.oom)
        r = store_fail(sv->err, STORE_NOMEM, NULL, "out of memory");
    char path[1024];
    struct change_ctx cx = {sv->s->batch, sv->s->batch_seq, &sv->s->change_n,
                            schema_object_path(ts->top, path, sizeof path), ts->top->name, ts->top->kind};
    return r == STORE_OK ? change_records(sv->s, &cx, sv->img.buf, sv->after.buf, sv->err) : r;
}

/* The stored top-level object a replace takes over when the in-memory one was never read. */
static enum store_status find_stored_top(struct top_save *ts, int64_t *id, int64_t *rev)
{
    struct store *s = ts->sv.s;
    sqlite3_stmt *st = store_stmt(s, ST_OBJ_TOP);
    store_bind_text(st, 1, ts->top->kind->sys->id);
    store_bind_text(st, 2, ts->top->kind->id);
    store_bind_text(st, 3, ts->top->name);
    sqlite3_bind_int(st, 4, 0);
    int rc = sqlite3_step(st);
    if (rc == SQLITE_ROW) {
        *id = sqlite3_column_int64(st, 0);
        *rev = sqlite3_column_int64(st, 3);
        ts->top->uid = sqlite3_column_int64(st, 10);   /* the identity it takes over */
    }
    sqlite3_reset(st);
    if (rc == SQLITE_ROW || rc == SQLITE_DONE)
        return STORE_OK;
    return store_sqlfail(s, ts->sv.err, rc, "reading a top-level object");
}

/* Saves a live top: its own row when it changed (or its records or a replace did: the top's
 * revision guards both), then what is under it, then its records. */
static enum store_status save_live_top(struct top_save *ts)
{
    struct pol_object *top = ts->top;
    const struct pol_scope *sc = top->scope;
    bool recs = sc->replace || sc->recs_dirty;
    if (recs && sc->recs_unloaded && !sc->replace) {
        char path[256];
        return store_fail(ts->sv.err, STORE_IO, NULL,
                          "%s was read without its records: records added to it cannot be saved",
                          store_obj_path(top, path, sizeof path));
    }
    int64_t id = top->id, old = top->revision;
    enum store_status r = STORE_OK;
    if (!id && sc->replace)
        r = find_stored_top(ts, &id, &old);
    bool stored = id != 0;
    ts->top_id = id;
    ts->top_rev = old;
    ts->compact = !stored;
    if (r == STORE_OK && !stored)
        r = insert_one(ts, top, 0, &ts->top_id, &ts->top_rev);
    else if (r == STORE_OK && (top->change != POL_SAME || recs || !top->id))
        r = update_one(ts, top, id, old, &ts->top_rev);
    if (r == STORE_OK)
        r = sc->replace ? replace_children(ts, stored) : save_children(ts);
    if (r == STORE_OK && ts->compact)
        r = journal_pending(ts, true);
    if (r == STORE_OK && recs && stored)
        r = journal_records(ts, old);
    if (r == STORE_OK && recs)
        r = records_write(ts->sv.s, ts->top_id, top, &ts->sv.params, ts->sv.err);
    return r;
}

/* Deletes a stored top with everything under it, journalling all of it. */
static enum store_status save_deleted_top(struct top_save *ts)
{
    struct pol_object *top = ts->top;
    if (!top->id)
        return STORE_OK;
    ts->top_id = top->id;
    ts->top_rev = ++ts->sv.rev;   /* the records entry's */
    enum store_status r = STORE_OK;
    if (ts->sv.s->batch) {
        r = journal_stored_children(ts);
        if (r == STORE_OK)
            r = journal_records(ts, top->revision);
    }
    return r == STORE_OK ? delete_one(ts, top, top->id, top->revision) : r;
}

/* Makes the in-memory objects what was written (ok) or what they were (a failed save): ids,
 * revisions and uids, change marks cleared when written. */
static void apply(struct top_save *ts, bool ok)
{
    struct pol_object *top = ts->top;
    struct pol_scope *sc = top->scope;
    bool gone = top->change == POL_DELETED;
    for (size_t i = 0; i < sc->nobjs; i++) {
        struct pol_object *o = sc->objs[i];
        bool dead = gone || o->change == POL_DELETED;
        if (!ok) {
            o->id = ts->orig[i].id;
            o->revision = ts->orig[i].revision;
            o->uid = ts->orig[i].uid;
            o->change = ts->orig[i].change;
            continue;
        }
        o->id = dead ? 0 : o->id;
        o->revision = dead ? 0 : o->revision;
        o->change = dead ? POL_DELETED : POL_SAME;
    }
    if (!ok) {
        top->uid = ts->top_uid;
        return;
    }
    top->id = gone ? 0 : ts->top_id;
    top->revision = gone ? 0 : ts->top_rev;
    top->change = gone ? POL_DELETED : POL_SAME;
    sc->replace = false;
    sc->recs_dirty = false;
}

/* Reads (at start) or writes back (at end) the store-wide revision sequence. */
static enum store_status revision_io(struct save *sv, bool write)
{
    sqlite3_stmt *st = store_stmt(sv->s, write ? ST_REV_SET : ST_REV_GET);
    if (write)
        sqlite3_bind_int64(st, 1, sv->rev);
    int rc = sqlite3_step(st);
    if (!write && rc == SQLITE_ROW)
        sv->rev = sqlite3_column_int64(st, 0);
    sqlite3_reset(st);
    return rc == (write ? SQLITE_DONE : SQLITE_ROW) ? STORE_OK
                                                    : store_sqlfail(sv->s, sv->err, rc, "drawing revisions");
}

static enum store_status save_body(struct top_save *ts)
{
    enum store_status r = revision_io(&ts->sv, false);
    if (r == STORE_OK)
        r = ts->top->change == POL_DELETED ? save_deleted_top(ts) : save_live_top(ts);
    if (r == STORE_OK)
        r = count_write(&ts->sv, ts->top->kind->sys);
    if (r == STORE_OK)
        r = list_count_write(&ts->sv, ts->top->kind->sys);
    for (size_t i = 0; i < ts->sv.ngone; i++)
        ts->sv.deleted += !ts->sv.gone[i].used;
    if (r == STORE_OK && ts->sv.s->batch)
        r = change_counts(ts->sv.s, ts->sv.s->batch, ts->sv.defined, ts->sv.changed, ts->sv.deleted,
                          ts->sv.err);
    return r == STORE_OK ? revision_io(&ts->sv, true) : r;
}

/* The console change not saved yet (pol_set_edited) that values of top or of an object under it
 * refer to, or NULL: the save gives it the open journal batch. */
static struct console_change *unsaved_change(const struct pol_object *top)
{
    const struct pol_scope *sc = top->scope;
    for (size_t i = 0; i <= sc->nobjs; i++) {
        const struct pol_object *o = i < sc->nobjs ? sc->objs[i] : top;
        for (unsigned k = 0; o->vchange && k < o->kind->nattrs; k++)
            if (o->vchange[k] && o->vchange[k]->unsaved)
                return o->vchange[k];
    }
    return NULL;
}

/* Gives the unsaved console change c (may be NULL) the open batch, its user and time (saved), or
 * takes them back (a save that failed). */
static void settle(struct store *s, struct console_change *c, bool saved)
{
    if (!c)
        return;
    *c = (struct console_change){.unsaved = !saved};
    if (saved) {
        c->batch = s->batch;
        snprintf(c->who, sizeof c->who, "%s", s->batch ? s->batch_who : "");
        snprintf(c->at, sizeof c->at, "%s", s->batch ? s->batch_at : "");
    }
}

enum store_status store_save_top(struct store *s, struct pol_object *top, struct store_error *err)
{
    if (s->readonly)
        return store_fail(err, STORE_READONLY, NULL, "store %s is open read-only", s->path);
    if (sqlite3_get_autocommit(s->db))
        return store_fail(err, STORE_IO, NULL, "store %s: saving needs an open transaction", s->path);
    if (top->parent || !top->scope)
        return store_fail(err, STORE_IO, NULL, "store %s: %s is not a top-level object", s->path,
                          top->name);
    size_t n = top->scope->nobjs;
    struct top_save ts = {.sv = {.s = s, .err = err}, .top = top, .top_uid = top->uid};
    policy_init(&ts.sv.scratch);
    ts.orig = malloc((n ? n : 1) * sizeof *ts.orig);
    for (size_t i = 0; ts.orig && i < n; i++)
        ts.orig[i] = (struct saved){top->scope->objs[i]->id, top->scope->objs[i]->revision,
                                    top->scope->objs[i]->uid, top->scope->objs[i]->change};
    const struct system_def *sys = top->kind->sys;
    ts.sv.counts = calloc(sys->nkinds, sizeof *ts.sv.counts);
    for (size_t k = 0; k < sys->nkinds; k++)
        if (sys->kinds[k].nattrs > ts.sv.lstride)
            ts.sv.lstride = sys->kinds[k].nattrs;
    ts.sv.lcounts = calloc(sys->nkinds * (ts.sv.lstride ? ts.sv.lstride : 1), sizeof *ts.sv.lcounts);
    enum store_status r = ts.orig && ts.sv.counts && ts.sv.lcounts
                              ? store_run(s, ST_SAVEPOINT, err)
                              : store_fail(err, STORE_NOMEM, NULL, "out of memory");
    struct console_change *edits = r == STORE_OK ? unsaved_change(top) : NULL;
    settle(s, edits, true);   /* the lines written name the batch */
    int64_t change_n = s->change_n;
    if (r == STORE_OK) {
        r = save_body(&ts);
        if (r != STORE_OK)
            store_run(s, ST_ROLLBACK_TO, NULL);
        if (r != STORE_OK) {
            s->change_n = change_n;
            s->batch_seq += (int64_t)ts.npend;   /* the entry numbers they took before format 9 */
        }
        store_run(s, ST_RELEASE, NULL);
    }
    if (r != STORE_OK)
        settle(s, edits, false);
    if (ts.orig)
        apply(&ts, r == STORE_OK);
    policy_free(&ts.sv.scratch);
    tb_free(&ts.sv.params);
    tb_free(&ts.sv.img);
    tb_free(&ts.sv.after);
    for (size_t i = 0; i < ts.sv.ngone; i++) {
        free(ts.sv.gone[i].path);
        free(ts.sv.gone[i].image);
    }
    free(ts.sv.gone);
    free(ts.orig);
    free(ts.pend);
    free(ts.sv.counts);
    free(ts.sv.lcounts);
    return r;
}
