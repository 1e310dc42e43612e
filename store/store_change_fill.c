/* store/store_change_fill.c — the migration to format 8 computing, for the batches journalled
 * before it, what each changed attribute by attribute (journal_change) and the objects each
 * defined, changed and deleted (journal_batch). A save of format 8 writes both as it journals
 * (store_save.c); here they come from the before-images alone: what an update (or the insert of a
 * replaced object) made of an object is the before-image of the next entry of that object, else
 * the object as stored now. */
#include "store/store_int.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A delete of the batch being filled, for an insert of the same object (the same path) to pair
 * with. Its strings are malloc'd. */
struct fdel {
    char *path;           /* NULL until the deletes are sorted by path */
    char *image, *top;
    const struct system_def *sys;
    int64_t seq, uid, parent_uid;
    struct pol_object *obj;   /* its scratch copy, made for its path or its children's */
    bool used;
};

struct fill {
    struct store *s;
    struct store_error *err;
    sqlite3_stmt *next_uid, *next_ident, *cur_uid, *cur_top, *cur_under, *parent, *next_recs;
    struct policy scratch;    /* the deletes' objects (parents of nested ones), for a batch */
    struct policy tmp;        /* what one entry reads, emptied before the next */
    struct policy *cur;       /* where objects are made now: tmp, or scratch for the deletes */
    struct textbuf img;
    int64_t batch, n;
    long defined, changed, deleted;
    struct fdel *dels;
    size_t ndels, cap;
    bool by_path;         /* dels are sorted by path (else by uid, or not yet) */
};

/* One entry as read. */
struct fentry {
    int64_t batch, seq, uid;
    const char *op, *system, *kind, *top, *name, *image;
};

static const char *const fill_sql[] = {
    "SELECT image, op FROM journal_entry WHERE uid = ?1 AND op <> 'records' AND (batch_id > ?2 OR (batch_id = ?2 AND seq > ?3))"
    " ORDER BY batch_id, seq LIMIT 1",
    "SELECT image, op FROM journal_entry WHERE system = ?1 AND kind = ?2 AND name = ?3 AND top IS ?4"
    " AND (batch_id > ?5 OR (batch_id = ?5 AND seq > ?6)) ORDER BY batch_id, seq LIMIT 1",
    "SELECT id FROM object WHERE uid = ?1",
    "SELECT id FROM object WHERE system = ?1 AND kind = ?2 AND name = ?3 AND top_id IS NULL",
    "SELECT o.id FROM object o JOIN object t ON t.id = o.top_id WHERE o.system = ?1 AND o.kind = ?2"
    " AND o.name = ?3 AND t.name = ?4",
    "SELECT o.kind, o.name, o.position, p.uid FROM object o LEFT JOIN object p ON p.id = o.parent_id"
    " WHERE o.uid = ?1",
    /* the next records entry of a top-level object: by uid (?1, 0: none), else system, kind, name */
    "SELECT image, op FROM journal_entry WHERE (op = 'records' OR (op = 'delete' AND top IS NULL))"
    " AND (CASE WHEN ?1 THEN uid = ?1 ELSE system = ?2 AND kind = ?3 AND coalesce(top, name) = ?4 END)"
    " AND (batch_id > ?5 OR (batch_id = ?5 AND seq > ?6)) ORDER BY batch_id, seq LIMIT 1",
};

static int by_path(const void *a, const void *b)
{
    return strcmp(((const struct fdel *)a)->path, ((const struct fdel *)b)->path);
}

static int by_uid(const void *a, const void *b)
{
    int64_t x = ((const struct fdel *)a)->uid, y = ((const struct fdel *)b)->uid;
    return x < y ? -1 : x > y;
}

/* The image of the stored object whose row id is read by st (bound), into f->img; *have false
 * when there is none. */
static enum store_status current_image(struct fill *f, sqlite3_stmt *st, const struct system_def *sys,
                                       const struct fentry *e, bool *have)
{
    int rc = sqlite3_step(st);
    int64_t id = rc == SQLITE_ROW ? sqlite3_column_int64(st, 0) : 0;
    sqlite3_reset(st);
    *have = false;
    if (rc != SQLITE_ROW && rc != SQLITE_DONE)
        return store_sqlfail(f->s, f->err, rc, "migrating the journal");
    if (!id)
        return STORE_OK;
    struct pol_object *parent = e->top ? pol_new(f->cur, schema_top_kind(sys), NULL, e->top) : NULL;
    if (e->top && !parent)
        return store_fail(f->err, STORE_NOMEM, NULL, "out of memory");
    enum store_status r = journal_image(f->s, f->cur, parent, sys, id, &f->img, f->err);
    *have = r == STORE_OK;
    return r == STORE_NOTFOUND ? STORE_OK : r;
}

/* What e's object became: the before-image of its next entry (an insert there, of another object
 * of the name, leaves it unknown), else the stored object's image, into f->img. *have false when
 * neither is there. */
static enum store_status after_of(struct fill *f, const struct system_def *sys, const struct fentry *e,
                                  bool *have)
{
    sqlite3_stmt *st = e->uid ? f->next_uid : f->next_ident;
    sqlite3_reset(st);
    sqlite3_clear_bindings(st);
    int k = 1;
    if (e->uid) {
        sqlite3_bind_int64(st, k++, e->uid);
    } else {
        store_bind_text(st, k++, e->system);
        store_bind_text(st, k++, e->kind);
        store_bind_text(st, k++, e->name);
        store_bind_text(st, k++, e->top);
    }
    sqlite3_bind_int64(st, k++, e->batch);
    sqlite3_bind_int64(st, k, e->seq);
    int rc = sqlite3_step(st);
    *have = false;
    if (rc == SQLITE_ROW) {
        const char *image = (const char *)sqlite3_column_text(st, 0);
        bool other = strcmp((const char *)sqlite3_column_text(st, 1), "insert") == 0;
        tb_reset(&f->img);
        if (image && !other)
            tb_puts(&f->img, image);
        *have = image && !other;
        sqlite3_reset(st);
        return f->img.oom ? store_fail(f->err, STORE_NOMEM, NULL, "out of memory") : STORE_OK;
    }
    sqlite3_reset(st);
    if (rc != SQLITE_DONE)
        return store_sqlfail(f->s, f->err, rc, "migrating the journal");
    st = e->uid ? f->cur_uid : e->top ? f->cur_under : f->cur_top;
    sqlite3_reset(st);
    sqlite3_clear_bindings(st);
    if (e->uid) {
        sqlite3_bind_int64(st, 1, e->uid);
    } else {
        store_bind_text(st, 1, e->system);
        store_bind_text(st, 2, e->kind);
        store_bind_text(st, 3, e->name);
        if (e->top)
            store_bind_text(st, 4, e->top);
    }
    return current_image(f, st, sys, e, have);
}

/* A scratch copy of the stored object uid with its ancestors (kind, name, position), or NULL when
 * it is not stored (or depth runs out). */
static struct pol_object *stored_chain(struct fill *f, const struct system_def *sys, int64_t uid, int depth)
{
    sqlite3_stmt *st = f->parent;
    sqlite3_reset(st);
    sqlite3_bind_int64(st, 1, uid);
    if (depth <= 0 || sqlite3_step(st) != SQLITE_ROW)
        return NULL;
    const struct kind_def *kind = schema_kind(sys, (const char *)sqlite3_column_text(st, 0));
    char name[256];
    snprintf(name, sizeof name, "%s", (const char *)sqlite3_column_text(st, 1));
    uint32_t position = (uint32_t)sqlite3_column_int64(st, 2);
    int64_t puid = sqlite3_column_type(st, 3) == SQLITE_NULL ? 0 : sqlite3_column_int64(st, 3);
    struct pol_object *parent = puid ? stored_chain(f, sys, puid, depth - 1) : NULL;
    if (!kind || (puid && !parent))
        return NULL;
    return pol_new_placed(f->cur, kind, parent, name, position);
}

static struct pol_object *del_object(struct fill *f, struct fdel *d, int depth);

/* A scratch copy of the object uid with its ancestors: one this batch deleted, else the stored
 * one; NULL when neither is there. */
static struct pol_object *object_of(struct fill *f, const struct system_def *sys, int64_t uid, int depth)
{
    struct fdel key = {.uid = uid}, *d = !f->by_path && f->ndels ? bsearch(&key, f->dels, f->ndels, sizeof key, by_uid)
                                                                   : NULL;
    return d ? del_object(f, d, depth) : stored_chain(f, sys, uid, depth);
}

/* The object of image under top-level object top (NULL for a top-level one): its parent is the
 * top, or for a kind that nests the object its `H` line names (object_of); NULL when that is
 * gone or the image cannot be read. */
static struct pol_object *image_object(struct fill *f, const struct system_def *sys, const char *top,
                                       const char *image, int depth)
{
    struct codec_place place = {0};
    struct pol_object *parent = NULL;
    if (top && store_system_nests(sys) && codec_image_place(image, &place) == 0 && place.parent_uid)
        parent = object_of(f, sys, place.parent_uid, depth - 1);
    if (top && !parent)
        parent = pol_new(f->cur, schema_top_kind(sys), NULL, top);
    return !top || parent ? codec_get_object(f->cur, sys, parent, image) : NULL;
}

/* The scratch copy of delete d (made in f->scratch, which outlives one entry). */
static struct pol_object *del_object(struct fill *f, struct fdel *d, int depth)
{
    struct policy *cur = f->cur;
    f->cur = &f->scratch;
    if (!d->obj && depth > 0)
        d->obj = image_object(f, d->sys, d->top, d->image, depth);
    f->cur = cur;
    return d->obj;
}

/* Empties what one entry read. */
static void tmp_reset(struct fill *f)
{
    policy_free(&f->tmp);
    policy_init(&f->tmp);
}

/* The path of the object of image (image_object) in its system's notation into buf; when it
 * cannot be placed, the top's path and the kind's NATIVE(name). */
static void path_of(struct fill *f, const struct system_def *sys, const struct kind_def *kind,
                    const struct fentry *e, const char *image, char *buf, size_t n)
{
    struct pol_object *o = image_object(f, sys, e->top, image, 64);
    if (o) {
        schema_object_path(o, buf, n);
        return;
    }
    char tpath[512] = "";
    struct pol_object *top = e->top ? pol_new(f->cur, schema_top_kind(sys), NULL, e->top) : NULL;
    if (top)
        schema_object_path(top, tpath, sizeof tpath);
    snprintf(buf, n, "%s%s%s(%s)", tpath, *tpath ? " " : "", kind ? kind->native : e->kind, e->name ? e->name : "");
}

/* Writes the change of e's object (of kind in sys, at path) from before (entry seq) to after. */
static enum store_status put_change(struct fill *f, const struct fentry *e, const struct kind_def *kind,
                                    const char *path, int64_t seq, const char *before, const char *after)
{
    bool changed = false;
    struct change_ctx cx = {f->batch, seq, &f->n, path, e->name && *e->name ? e->name : NULL, kind};
    enum store_status r = change_diff(f->s, &cx, before, after, true, &changed, f->err);
    f->changed += changed;
    return r;
}

/* The system and kind of e; NULL when this build does not know them (nothing to compare). */
static const struct kind_def *kind_of(const struct fentry *e)
{
    const struct system_def *sys = schema_system(e->system);
    return sys ? schema_kind(sys, e->kind) : NULL;
}

/* An update: from its before-image to what it made of the object (after_of). */
static enum store_status fill_update(struct fill *f, const struct fentry *e)
{
    const struct kind_def *kind = kind_of(e);
    bool have = false;
    enum store_status r = kind && e->image ? after_of(f, kind->sys, e, &have) : STORE_OK;
    if (r != STORE_OK || !have)
        return r;
    char path[1024];
    path_of(f, kind->sys, kind, e, f->img.buf, path, sizeof path);   /* where the update put it */
    return put_change(f, e, kind, path, e->seq, e->image, f->img.buf);
}

/* Gives the deletes kept so far their paths and sorts them by path. */
static enum store_status dels_by_path(struct fill *f)
{
    if (f->by_path || !f->ndels)
        return STORE_OK;
    qsort(f->dels, f->ndels, sizeof *f->dels, by_uid);
    for (size_t i = 0; i < f->ndels; i++) {
        struct fdel *d = &f->dels[i];
        bool nests = store_system_nests(d->sys);   /* else no delete is another's parent */
        struct pol_object *o = nests ? del_object(f, d, 64) : image_object(f, d->sys, d->top, d->image, 64);
        char path[1024];
        d->path = strdup(o ? schema_object_path(o, path, sizeof path) : "");
        tmp_reset(f);
        if (!d->path)
            return store_fail(f->err, STORE_NOMEM, NULL, "out of memory");
    }
    qsort(f->dels, f->ndels, sizeof *f->dels, by_path);
    f->by_path = true;
    for (size_t i = 0; i < f->ndels; i++)
        f->dels[i].obj = NULL;   /* their paths are made: their copies go */
    policy_free(&f->scratch);
    policy_init(&f->scratch);
    return STORE_OK;
}

/* An insert: the object a delete of the batch had at the same path, changed; else defined. */
static enum store_status fill_insert(struct fill *f, const struct fentry *e)
{
    const struct kind_def *kind = kind_of(e);
    bool have = false;
    enum store_status r = kind && f->ndels ? after_of(f, kind->sys, e, &have) : STORE_OK;
    if (r == STORE_OK && have)
        r = dels_by_path(f);
    struct pol_object *o = r == STORE_OK && have ? image_object(f, kind->sys, e->top, f->img.buf, 64) : NULL;
    char path[1024];
    struct fdel key = {.path = o ? schema_object_path(o, path, sizeof path) : NULL}, *d = NULL;
    if (key.path)
        d = bsearch(&key, f->dels, f->ndels, sizeof key, by_path);
    if (r != STORE_OK || !d || d->used) {
        f->defined += r == STORE_OK;
        return r;
    }
    d->used = true;
    return put_change(f, e, kind, path, d->seq, d->image, f->img.buf);
}

/* Forgets the deletes kept, counting those no insert paired with as deleted. */
static void drop_dels(struct fill *f)
{
    for (size_t i = 0; i < f->ndels; i++) {
        f->deleted += !f->dels[i].used;
        free(f->dels[i].path);
        free(f->dels[i].image);
        free(f->dels[i].top);
    }
    f->ndels = 0;
    f->by_path = false;
}

/* A delete: kept for an insert of the batch at the same path. */
static enum store_status fill_delete(struct fill *f, const struct fentry *e)
{
    const struct kind_def *kind = kind_of(e);
    struct codec_place place = {0};
    if (!kind || !e->image || codec_image_place(e->image, &place) != 0) {
        f->deleted++;
        return STORE_OK;
    }
    if (f->by_path)   /* deletes after inserts (a script's): the earlier ones were paired or not */
        drop_dels(f);
    struct fdel d = {NULL, strdup(e->image), e->top ? strdup(e->top) : NULL, kind->sys, e->seq,
                     place.uid ? place.uid : e->uid, place.parent_uid, NULL, false};
    if (!d.image || (e->top && !d.top) || heap_reserve(&f->dels, &f->cap, f->ndels + 1, sizeof *f->dels) != 0) {
        free(d.image);
        free(d.top);
        return store_fail(f->err, STORE_NOMEM, NULL, "out of memory");
    }
    f->dels[f->ndels++] = d;
    f->by_path = false;
    return STORE_OK;
}

/* Ends the batch being filled: its counts, its deletes forgotten. */
static enum store_status end_batch(struct fill *f)
{
    drop_dels(f);
    enum store_status r = f->batch ? change_counts(f->s, f->batch, f->defined, f->changed, f->deleted,
                                                   f->err)
                                   : STORE_OK;
    f->defined = f->changed = f->deleted = 0;
    f->n = 0;
    policy_free(&f->scratch);
    policy_init(&f->scratch);
    return r;
}

/* A top-level object's records rewritten: from its entry's image to the next records entry's of the
 * same top (or, when its next entry deletes it, nothing to compare), else the records stored now. */
static enum store_status fill_records(struct fill *f, const struct fentry *e)
{
    const struct kind_def *kind = kind_of(e);
    if (!kind || !e->top)
        return STORE_OK;
    sqlite3_stmt *st = f->next_recs;
    sqlite3_reset(st);
    sqlite3_clear_bindings(st);
    sqlite3_bind_int64(st, 1, e->uid);
    store_bind_text(st, 2, e->system);
    store_bind_text(st, 3, e->kind);
    store_bind_text(st, 4, e->top);
    sqlite3_bind_int64(st, 5, e->batch);
    sqlite3_bind_int64(st, 6, e->seq);
    int rc = sqlite3_step(st);
    enum store_status r = STORE_OK;
    tb_reset(&f->img);
    if (rc == SQLITE_ROW && strcmp((const char *)sqlite3_column_text(st, 1), "records") != 0) {
        sqlite3_reset(st);
        return STORE_OK;   /* deleted next: its records went with it */
    }
    if (rc == SQLITE_ROW && sqlite3_column_text(st, 0))
        tb_puts(&f->img, (const char *)sqlite3_column_text(st, 0));
    sqlite3_reset(st);
    if (rc == SQLITE_DONE) {   /* the records stored now */
        sqlite3_stmt *cur = e->uid ? f->cur_uid : f->cur_top;
        sqlite3_reset(cur);
        sqlite3_clear_bindings(cur);
        if (e->uid) {
            sqlite3_bind_int64(cur, 1, e->uid);
        } else {
            store_bind_text(cur, 1, e->system);
            store_bind_text(cur, 2, e->kind);
            store_bind_text(cur, 3, e->top);
        }
        rc = sqlite3_step(cur);
        int64_t id = rc == SQLITE_ROW ? sqlite3_column_int64(cur, 0) : 0;
        sqlite3_reset(cur);
        if (!id)
            return rc == SQLITE_ROW || rc == SQLITE_DONE ? STORE_OK : store_sqlfail(f->s, f->err, rc, "migrating the journal");
        struct pol_object *top = pol_new(f->cur, kind, NULL, e->top);
        if (!top)
            return store_fail(f->err, STORE_NOMEM, NULL, "out of memory");
        top->id = id;
        r = journal_records_image(f->s, f->cur, top, &f->img, f->err);
    } else if (rc != SQLITE_ROW) {
        return store_sqlfail(f->s, f->err, rc, "migrating the journal");
    }
    if (r == STORE_OK && f->img.oom)
        r = store_fail(f->err, STORE_NOMEM, NULL, "out of memory");
    struct pol_object *top = r == STORE_OK ? pol_new(f->cur, kind, NULL, e->top) : NULL;
    char path[1024];
    if (r == STORE_OK && !top)
        r = store_fail(f->err, STORE_NOMEM, NULL, "out of memory");
    struct change_ctx cx = {f->batch, e->seq, &f->n, top ? schema_object_path(top, path, sizeof path) : "",
                            e->top, kind};
    return r == STORE_OK ? change_records(f->s, &cx, e->image, f->img.buf, f->err) : r;
}

static enum store_status fill_entry(struct fill *f, const struct fentry *e)
{
    tmp_reset(f);
    if (e->batch != f->batch) {
        enum store_status r = end_batch(f);
        if (r != STORE_OK)
            return r;
        f->batch = e->batch;
    }
    if (strcmp(e->op, "update") == 0)
        return fill_update(f, e);
    if (strcmp(e->op, "delete") == 0)
        return fill_delete(f, e);
    if (strcmp(e->op, "records") == 0)
        return fill_records(f, e);
    return fill_insert(f, e);
}

/* What change_fill adds to journal_batch. */
static const char count_columns[] =
    "ALTER TABLE journal_batch ADD COLUMN defined INTEGER NOT NULL DEFAULT 0;"
    "ALTER TABLE journal_batch ADD COLUMN changed INTEGER NOT NULL DEFAULT 0;"
    "ALTER TABLE journal_batch ADD COLUMN deleted INTEGER NOT NULL DEFAULT 0;";

static enum store_status fill_all(struct store *s, struct store_error *err);

enum store_status change_fill(struct store *s, struct store_error *err)
{
    sqlite3_stmt *st;
    int rc = sqlite3_prepare_v2(s->db, "SELECT count(*) FROM pragma_table_info('journal_batch')"
                                       " WHERE name = 'defined'", -1, &st, NULL);
    int64_t has = rc == SQLITE_OK && (rc = sqlite3_step(st)) == SQLITE_ROW ? sqlite3_column_int64(st, 0) : 0;
    sqlite3_finalize(st);
    if (rc != SQLITE_ROW)
        return store_sqlfail(s, err, rc, "migrating the journal");
    if (has)
        return STORE_OK;
    if ((rc = sqlite3_exec(s->db, count_columns, NULL, NULL, NULL)) != SQLITE_OK)
        return store_sqlfail(s, err, rc, "migrating the journal");
    /* a journal without entries (a new store) has nothing to fill */
    rc = sqlite3_prepare_v2(s->db, "SELECT EXISTS (SELECT 1 FROM journal_entry)", -1, &st, NULL);
    int64_t any = rc == SQLITE_OK && (rc = sqlite3_step(st)) == SQLITE_ROW ? sqlite3_column_int64(st, 0) : 0;
    sqlite3_finalize(st);
    if (rc != SQLITE_ROW)
        return store_sqlfail(s, err, rc, "migrating the journal");
    return any ? fill_all(s, err) : STORE_OK;
}

/* Fills journal_change and the batches' counts from the journal (change_fill). */
static enum store_status fill_all(struct store *s, struct store_error *err)
{
    struct fill f = {.s = s, .err = err};
    f.cur = &f.tmp;
    sqlite3_stmt **stmts[] = {&f.next_uid, &f.next_ident, &f.cur_uid, &f.cur_top,
                              &f.cur_under, &f.parent, &f.next_recs};
    sqlite3_stmt *rows = NULL;
    policy_init(&f.scratch);
    policy_init(&f.tmp);
    /* the statements journal_image reads with: the migration runs before the open prepares them */
    enum store_status r = store_prepare_all(s, err);
    int rc = r == STORE_OK ? sqlite3_exec(s->db, "CREATE INDEX journal_fill_uid ON journal_entry(uid, batch_id, seq)",
                                          NULL, NULL, NULL)
                           : SQLITE_OK;
    for (size_t i = 0; rc == SQLITE_OK && i < sizeof stmts / sizeof *stmts; i++)
        rc = sqlite3_prepare_v2(s->db, fill_sql[i], -1, stmts[i], NULL);
    if (rc == SQLITE_OK)
        rc = sqlite3_prepare_v2(s->db, "SELECT batch_id, seq, op, system, kind, top, name, image, coalesce(uid, 0)"
                                       " FROM journal_entry ORDER BY batch_id, seq",
                                -1, &rows, NULL);
    if (r == STORE_OK && rc != SQLITE_OK)
        r = store_sqlfail(s, err, rc, "migrating the journal");
    while (r == STORE_OK && (rc = sqlite3_step(rows)) == SQLITE_ROW) {
        struct fentry e = {
            sqlite3_column_int64(rows, 0), sqlite3_column_int64(rows, 1), sqlite3_column_int64(rows, 8),
            (const char *)sqlite3_column_text(rows, 2), (const char *)sqlite3_column_text(rows, 3),
            (const char *)sqlite3_column_text(rows, 4), (const char *)sqlite3_column_text(rows, 5),
            (const char *)sqlite3_column_text(rows, 6), (const char *)sqlite3_column_text(rows, 7),
        };
        r = fill_entry(&f, &e);
    }
    if (r == STORE_OK && rc != SQLITE_DONE)
        r = store_sqlfail(s, err, rc, "migrating the journal");
    if (r == STORE_OK)
        r = end_batch(&f);
    else
        end_batch(&f);
    sqlite3_finalize(rows);
    for (size_t i = 0; i < sizeof stmts / sizeof *stmts; i++)
        sqlite3_finalize(*stmts[i]);
    if (r == STORE_OK && (rc = sqlite3_exec(s->db, "DROP INDEX journal_fill_uid", NULL, NULL, NULL)) != SQLITE_OK)
        r = store_sqlfail(s, err, rc, "migrating the journal");
    store_finalize_all(s);
    policy_free(&f.scratch);
    policy_free(&f.tmp);
    tb_free(&f.img);
    free(f.dels);
    return r;
}
