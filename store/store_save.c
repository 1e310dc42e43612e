/* store/store_save.c — saving a top-level object and every change under it, in one savepoint of
 * the caller's transaction: either all of the save is written, or none of it. */
#include "store/store_int.h"

#include <stdlib.h>

/* A save in progress: the shared state plus the new ids and revisions, applied to the in-memory
 * objects only when everything was written. */
struct top_save {
    struct save sv;
    struct pol_object *top;
    int64_t top_id, top_rev;
    int64_t *ids, *revs;         /* per top->scope->objs index */
    struct pol_object *scratch_top;
};

/* The scratch copy of the top (with the stored row's id) under which before-images are read. */
static struct pol_object *scratch_top(struct top_save *ts)
{
    if (!ts->scratch_top) {
        ts->scratch_top = pol_new(&ts->sv.scratch, ts->top->kind, NULL, ts->top->name);
        if (ts->scratch_top)
            ts->scratch_top->id = ts->top_id;
    }
    return ts->scratch_top;
}

/* Journals a change of obj (a top-level object when it has no parent). */
static enum store_status journal(struct top_save *ts, enum journal_op op, const struct pol_object *obj,
                                 int64_t old, int64_t rev, const char *image)
{
    struct journal_change ch = {op, obj->kind, obj->parent ? obj->parent->name : NULL, obj->name,
                                old, rev, image};
    return journal_add(ts->sv.s, &ch, ts->sv.err);
}

/* Reads the before-image of the stored object id into sv.img (only when a batch is open). */
static enum store_status before_image(struct top_save *ts, int64_t id, bool is_top)
{
    struct save *sv = &ts->sv;
    if (!sv->s->batch)
        return STORE_OK;
    struct pol_object *parent = is_top ? NULL : scratch_top(ts);
    if (!is_top && !parent)
        return store_fail(sv->err, STORE_NOMEM, NULL, "out of memory");
    return journal_image(sv->s, &sv->scratch, parent, ts->top->kind->sys, id, &sv->img, sv->err);
}

/* Updates obj (stored as id at revision old), journalling its before-image. */
static enum store_status update_one(struct top_save *ts, const struct pol_object *obj, int64_t id,
                                    int64_t old, int64_t *rev)
{
    enum store_status r = before_image(ts, id, obj->parent == NULL);
    if (r == STORE_NOTFOUND)
        r = write_update(&ts->sv, obj, id, old, rev);   /* explains the conflict */
    else if (r == STORE_OK && (r = write_update(&ts->sv, obj, id, old, rev)) == STORE_OK)
        r = journal(ts, JOURNAL_UPDATE, obj, old, *rev, ts->sv.s->batch ? ts->sv.img.buf : NULL);
    return r;
}

/* Deletes obj (stored as id at revision old), journalling its before-image. */
static enum store_status delete_one(struct top_save *ts, const struct pol_object *obj, int64_t id,
                                    int64_t old)
{
    int64_t rev;
    enum store_status r = before_image(ts, id, obj->parent == NULL);
    if (r == STORE_NOTFOUND)
        r = write_delete(&ts->sv, obj, id, old, &rev);
    else if (r == STORE_OK && (r = write_delete(&ts->sv, obj, id, old, &rev)) == STORE_OK)
        r = journal(ts, JOURNAL_DELETE, obj, old, rev, ts->sv.s->batch ? ts->sv.img.buf : NULL);
    return r;
}

/* Inserts obj under the top, journalling the insert. */
static enum store_status insert_one(struct top_save *ts, const struct pol_object *obj, int64_t top_id,
                                    int64_t *id, int64_t *rev)
{
    enum store_status r = write_insert(&ts->sv, obj, top_id, id, rev);
    return r == STORE_OK ? journal(ts, JOURNAL_INSERT, obj, 0, *rev, NULL) : r;
}

/* Journals every object stored under the top as deleted (their rows go with the top's). */
static enum store_status journal_stored_children(struct top_save *ts)
{
    struct save *sv = &ts->sv;
    struct pol_object *st = scratch_top(ts);
    if (!st)
        return store_fail(sv->err, STORE_NOMEM, NULL, "out of memory");
    size_t first = st->scope->nobjs;
    enum store_status r = load_under(sv->s, &sv->scratch, st, STORE_LOAD_PARAMS, sv->err);
    for (size_t i = first; r == STORE_OK && i < st->scope->nobjs; i++) {
        const struct pol_object *o = st->scope->objs[i];
        tb_reset(&sv->img);
        codec_put_object(&sv->img, o);
        r = sv->img.oom ? store_fail(sv->err, STORE_NOMEM, NULL, "out of memory")
                        : journal(ts, JOURNAL_DELETE, o, o->revision, ++sv->rev, sv->img.buf);
    }
    return r;
}

/* Replace: deletes everything stored under the top and inserts every live object. */
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
    for (size_t i = 0; r == STORE_OK && i < sc->nobjs; i++)
        if (sc->objs[i]->change != POL_DELETED)
            r = insert_one(ts, sc->objs[i], ts->top_id, &ts->ids[i], &ts->revs[i]);
    return r;
}

/* Writes each changed object under the top according to its mark. */
static enum store_status save_children(struct top_save *ts)
{
    const struct pol_scope *sc = ts->top->scope;
    enum store_status r = STORE_OK;
    for (size_t i = 0; r == STORE_OK && i < sc->nobjs; i++) {
        const struct pol_object *o = sc->objs[i];
        ts->ids[i] = o->id;
        ts->revs[i] = o->revision;
        if (o->change == POL_DELETED && o->id)
            r = delete_one(ts, o, o->id, o->revision);
        else if ((o->change == POL_NEW || o->change == POL_CHANGED) && !o->id)
            r = insert_one(ts, o, ts->top_id, &ts->ids[i], &ts->revs[i]);
        else if (o->change == POL_NEW || o->change == POL_CHANGED)
            r = update_one(ts, o, o->id, o->revision, &ts->revs[i]);
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
    struct journal_change ch = {JOURNAL_RECORDS, ts->top->kind, ts->top->name, NULL, old,
                                ts->top_rev, sv->img.buf ? sv->img.buf : ""};
    return r == STORE_OK ? journal_add(sv->s, &ch, sv->err) : r;
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
    if (r == STORE_OK && !stored)
        r = insert_one(ts, top, 0, &ts->top_id, &ts->top_rev);
    else if (r == STORE_OK && (top->change != POL_SAME || recs || !top->id))
        r = update_one(ts, top, id, old, &ts->top_rev);
    if (r == STORE_OK)
        r = sc->replace ? replace_children(ts, stored) : save_children(ts);
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

/* Makes the in-memory objects what was written: ids, revisions, change marks cleared. */
static void apply(struct top_save *ts)
{
    struct pol_object *top = ts->top;
    struct pol_scope *sc = top->scope;
    bool gone = top->change == POL_DELETED;
    for (size_t i = 0; i < sc->nobjs; i++) {
        struct pol_object *o = sc->objs[i];
        bool dead = gone || o->change == POL_DELETED;
        o->id = dead ? 0 : ts->ids[i];
        o->revision = dead ? 0 : ts->revs[i];
        o->change = dead ? POL_DELETED : POL_SAME;
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
    return r == STORE_OK ? revision_io(&ts->sv, true) : r;
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
    struct top_save ts = {.sv = {.s = s, .err = err}, .top = top};
    policy_init(&ts.sv.scratch);
    ts.ids = calloc(n ? n : 1, sizeof *ts.ids);
    ts.revs = calloc(n ? n : 1, sizeof *ts.revs);
    const struct system_def *sys = top->kind->sys;
    ts.sv.counts = calloc(sys->nkinds, sizeof *ts.sv.counts);
    for (size_t k = 0; k < sys->nkinds; k++)
        if (sys->kinds[k].nattrs > ts.sv.lstride)
            ts.sv.lstride = sys->kinds[k].nattrs;
    ts.sv.lcounts = calloc(sys->nkinds * (ts.sv.lstride ? ts.sv.lstride : 1), sizeof *ts.sv.lcounts);
    enum store_status r = ts.ids && ts.revs && ts.sv.counts && ts.sv.lcounts
                              ? store_run(s, ST_SAVEPOINT, err)
                              : store_fail(err, STORE_NOMEM, NULL, "out of memory");
    if (r == STORE_OK) {
        r = save_body(&ts);
        if (r != STORE_OK)
            store_run(s, ST_ROLLBACK_TO, NULL);
        store_run(s, ST_RELEASE, NULL);
    }
    if (r == STORE_OK)
        apply(&ts);
    policy_free(&ts.sv.scratch);
    tb_free(&ts.sv.params);
    tb_free(&ts.sv.img);
    free(ts.ids);
    free(ts.revs);
    free(ts.sv.counts);
    free(ts.sv.lcounts);
    return r;
}
