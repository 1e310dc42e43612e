/* store/store_load.c — reading top-level objects and everything under them back into a policy. */
#include "store/store_int.h"

#include <stdlib.h>
#include <string.h>

/* The object with this id among objs[0..n), sorted by id, or NULL. */
static struct pol_object *find_id(struct pol_object **objs, size_t n, int64_t id)
{
    size_t lo = 0, hi = n;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (objs[mid]->id == id)
            return objs[mid];
        if (objs[mid]->id < id)
            lo = mid + 1;
        else
            hi = mid;
    }
    return NULL;
}

bool store_system_nests(const struct system_def *sys)
{
    for (size_t k = 0; k < sys->nkinds; k++)
        if (sys->kinds[k].parents)
            return true;
    return false;
}

/* The rows of one depth read so far, for finding the parents of the next depth's (rows come by
 * depth, then id: the rows of a depth are sorted by id). */
struct depth_runs {
    int64_t depth;
    size_t prev, cur;            /* where the previous depth's rows and the current one's start */
};

/* The parent of a row (parent_id pid at depth d) among the objects read so far, or NULL. */
static struct pol_object *row_parent(struct pol_object *top, struct depth_runs *dr, int64_t pid,
                                     int64_t d)
{
    struct pol_scope *sc = top->scope;
    if (pid == top->id)
        return top;
    if (d != dr->depth) {
        dr->prev = dr->cur;
        dr->cur = sc->nobjs;
        dr->depth = d;
    }
    return find_id(sc->objs + dr->prev, dr->cur - dr->prev, pid);
}

/* The ids of the objects under a top, of a system whose kinds do not nest. */
struct id_span {
    int64_t lo, hi;              /* the least and the greatest */
    bool dense;                  /* the rows of other tops among them are at most as many as its own */
};

/* The span of the ids of the objects under top. A dense one (a top's objects are mostly written
 * together) is read as a range of each table, in the tables' order, else the objects are searched
 * by top, the object rows sorted by id and each typed row looked up (some 4,000 instructions an
 * object more: a seventh of loading one for an export). */
static struct id_span under_span(struct store *s, int64_t top)
{
    /* the ids from the index, their least, greatest and number counted here: SQLite's min(), max()
     * and count() over the same rows cost three times as much */
    sqlite3_stmt *sp = store_stmt(s, ST_OBJ_IDS_UNDER);
    sqlite3_bind_int64(sp, 1, top);
    struct id_span sn = {INT64_MAX, INT64_MIN, false};
    int64_t n = 0;
    int rc;
    while ((rc = sqlite3_step(sp)) == SQLITE_ROW) {
        int64_t id = sqlite3_column_int64(sp, 0);
        sn.lo = id < sn.lo ? id : sn.lo;
        sn.hi = id > sn.hi ? id : sn.hi;
        n++;
    }
    sqlite3_reset(sp);
    if (rc != SQLITE_DONE)
        return (struct id_span){0, -1, false};  /* the search by top reports what fails */
    if (!n)
        return (struct id_span){0, -1, true};   /* an empty range: nothing to read */
    sn.dense = sn.hi - sn.lo < 2 * n;
    return sn;
}

/* The statement reading the objects under top, of a system whose kinds do not nest, in id order,
 * its top bound; sn: their span. */
static sqlite3_stmt *under_stmt(struct store *s, int64_t top, struct id_span sn)
{
    sqlite3_stmt *st = store_stmt(s, sn.dense ? ST_OBJ_RANGE : ST_OBJ_UNDER);
    sqlite3_bind_int64(st, 1, top);
    if (sn.dense) {
        sqlite3_bind_int64(st, 3, sn.lo);
        sqlite3_bind_int64(st, 4, sn.hi);
    }
    return st;
}

/* Creates the objects stored under top (in id order, their creation order; parents first for a
 * system whose kinds nest), each under its parent at its position; sets the bit of each kind seen
 * in *kinds. sn: the span of their ids, for a system whose kinds do not nest. */
static enum store_status load_objects(struct row_ctx *c, struct pol_object *top,
                                      const struct id_span *sn, uint64_t *kinds,
                                      struct store_error *err)
{
    bool tree = !sn;
    sqlite3_stmt *st = tree ? store_stmt(c->s, ST_OBJ_TREE) : under_stmt(c->s, top->id, *sn);
    if (tree)
        sqlite3_bind_int64(st, 1, top->id);
    sqlite3_bind_int(st, 2, (c->flags & (STORE_LOAD_PARAMS | STORE_LOAD_POSITIONS)) != 0);
    struct depth_runs dr = {1, top->scope->nobjs, top->scope->nobjs};
    enum store_status r = STORE_OK;
    int rc = SQLITE_DONE;
    while (r == STORE_OK && (rc = sqlite3_step(st)) == SQLITE_ROW) {
        const struct kind_def *kind = row_kind(c->s, st, 1, top->kind->sys, err);
        struct pol_object *o, *parent = row_parent(top, &dr, sqlite3_column_int64(st, 8),
                                                   sqlite3_column_int64(st, 11));
        if (kind && !parent)
            r = store_fail(err, STORE_IO, NULL, "store %s: object %lld hangs under a missing object",
                           c->s->path, (long long)sqlite3_column_int64(st, 0));
        else
            r = kind ? row_object(c, st, kind, parent, &o, err) : STORE_IO;
        if (r == STORE_OK && kind->index < 64)   /* kinds with attributes have an index below 64 */
            *kinds |= UINT64_C(1) << kind->index;
    }
    if (r == STORE_OK && rc != SQLITE_DONE)
        r = store_sqlfail(c->s, err, rc, "reading objects");
    sqlite3_reset(st);
    return r;
}

/* Fills the values of the objects of kind among objs[0..n) (sorted by id) from its typed table: the
 * rows of the span sn when it is dense (those of other tops' objects skipped), else those of top's
 * objects of the kind. */
static enum store_status load_kind_values(struct row_ctx *c, const struct pol_object *top,
                                          const struct kind_def *kind, const struct id_span *sn,
                                          struct pol_object **objs, size_t n, struct store_error *err)
{
    sqlite3_stmt *st = sn && sn->dense ? store_kind_range_stmt(c->s, kind) : NULL;
    if (st) {
        sqlite3_bind_int64(st, 1, sn->lo);
        sqlite3_bind_int64(st, 2, sn->hi);
    } else if ((st = store_kind_stmt(c->s, kind, KS_BY_TOP, err))) {
        sqlite3_bind_int64(st, 1, top->id);
        sqlite3_bind_text(st, 2, kind->id, -1, SQLITE_STATIC);
    } else {
        return err ? err->status : STORE_IO;
    }
    enum store_status r = STORE_OK;
    int rc = SQLITE_DONE;
    while (r == STORE_OK && (rc = sqlite3_step(st)) == SQLITE_ROW) {
        struct pol_object *o = find_id(objs, n, sqlite3_column_int64(st, 0));
        if (o)
            r = row_values(c, st, 1, o, err);
    }
    if (r == STORE_OK && rc != SQLITE_DONE)
        r = store_sqlfail(c->s, err, rc, "reading values");
    sqlite3_reset(st);
    return r;
}

static int cmp_id(const void *a, const void *b)
{
    int64_t x = (*(struct pol_object *const *)a)->id, y = (*(struct pol_object *const *)b)->id;
    return (x > y) - (x < y);
}

/* objs[0..n) sorted by id: objs itself when it is (rows read in id order), else a malloc'd copy;
 * NULL when memory runs out. n > 0. */
static struct pol_object **by_id(struct pol_object **objs, size_t n)
{
    size_t i = 1;
    while (i < n && objs[i - 1]->id < objs[i]->id)
        i++;
    if (i >= n)
        return objs;
    struct pol_object **v = malloc(n * sizeof *v);
    if (v) {
        memcpy(v, objs, n * sizeof *v);
        qsort(v, n, sizeof *v, cmp_id);
    }
    return v;
}

enum store_status load_under(struct store *s, struct policy *pol, struct pol_object *top,
                             unsigned flags, struct store_error *err)
{
    struct row_ctx c = {s, pol, flags, top->src.file};
    struct pol_scope *sc = top->scope;
    size_t first = sc->nobjs;
    uint64_t kinds = 0;
    const struct system_def *sys = top->kind->sys;
    struct id_span span;
    const struct id_span *sn = store_system_nests(sys) ? NULL : (span = under_span(s, top->id), &span);
    enum store_status r = load_objects(&c, top, sn, &kinds, err);
    size_t n = sc->nobjs - first;
    struct pol_object **objs = n ? sc->objs + first : NULL, **byid = n ? by_id(objs, n) : NULL;
    if (r == STORE_OK && n && !byid)
        r = store_fail(err, STORE_NOMEM, NULL, "out of memory");
    for (size_t k = 0; r == STORE_OK && k < sys->nkinds; k++)
        if (((kinds >> k) & 1u) && sys->kinds[k].table)
            r = load_kind_values(&c, top, &sys->kinds[k], sn, byid, n, err);
    if (byid != objs)
        free(byid);
    if (r == STORE_OK && (flags & STORE_LOAD_RECORDS))
        r = records_load(s, pol, top, err);
    sc->recs_unloaded = !(flags & STORE_LOAD_RECORDS);
    sc->recs_dirty = false;
    sc->replace = false;
    return r;
}

enum store_status store_snapshot_end(struct store *s, enum store_status r, bool own,
                                     struct store_error *err)
{
    if (own && r == STORE_OK)
        return store_run(s, ST_COMMIT, err);
    if (own)
        sqlite3_exec(s->db, "ROLLBACK", NULL, NULL, NULL);
    return r;
}

bool store_snapshot_begin(struct store *s)
{
    return sqlite3_get_autocommit(s->db) && store_run(s, ST_BEGIN_READ, NULL) == STORE_OK;
}

/* Loads the top-level object in the current row of st (the shared object columns) with everything
 * under it; on failure it is left deleted (and without id) in pol. */
static enum store_status load_top_row(struct store *s, struct policy *pol, sqlite3_stmt *st,
                                      const struct kind_def *kind, unsigned flags,
                                      struct pol_object **out, struct store_error *err)
{
    struct row_ctx c = {s, pol, flags, NULL};
    struct pol_object *top = NULL;
    enum store_status r = row_object(&c, st, kind, NULL, &top, err);
    if (r == STORE_OK)
        r = row_load_values(&c, top, err);
    if (r == STORE_OK)
        r = load_under(s, pol, top, flags, err);
    if (r == STORE_OK)
        r = layout_load(s, pol, top, err);
    if (r != STORE_OK && top) {
        pol_delete(top);
        top->id = 0;
    }
    *out = r == STORE_OK ? top : NULL;
    return r;
}

enum store_status store_load_top(struct store *s, struct policy *pol, const struct kind_def *kind,
                                 const char *name, unsigned flags, struct pol_object **out,
                                 struct store_error *err)
{
    *out = NULL;
    bool own = store_snapshot_begin(s);
    sqlite3_stmt *st = store_stmt(s, ST_OBJ_TOP);
    sqlite3_bind_text(st, 1, kind->sys->id, -1, SQLITE_STATIC);
    sqlite3_bind_text(st, 2, kind->id, -1, SQLITE_STATIC);
    sqlite3_bind_text(st, 3, name, -1, SQLITE_STATIC);
    sqlite3_bind_int(st, 4, (flags & (STORE_LOAD_PARAMS | STORE_LOAD_POSITIONS)) != 0);
    int rc = sqlite3_step(st);
    enum store_status r;
    if (rc == SQLITE_ROW)
        r = load_top_row(s, pol, st, kind, flags, out, err);
    else if (rc == SQLITE_DONE)
        r = store_fail(err, STORE_NOTFOUND, NULL, "%s %s is not in store %s", kind->label, name, s->path);
    else
        r = store_sqlfail(s, err, rc, "reading a top-level object");
    sqlite3_reset(st);
    if (r == STORE_OK)
        r = journal_fill_changes(s, pol, err);
    return store_snapshot_end(s, r, own, err);
}

enum store_status store_load_all(struct store *s, struct policy *pol, const struct system_def *sys,
                                 unsigned flags, struct store_error *err)
{
    bool own = store_snapshot_begin(s);
    sqlite3_stmt *st = store_stmt(s, ST_OBJ_TOPS);
    store_bind_text(st, 1, sys ? sys->id : NULL);
    sqlite3_bind_int(st, 2, (flags & (STORE_LOAD_PARAMS | STORE_LOAD_POSITIONS)) != 0);
    enum store_status r = STORE_OK;
    int rc = SQLITE_DONE;
    while (r == STORE_OK && (rc = sqlite3_step(st)) == SQLITE_ROW) {
        const char *sid = (const char *)sqlite3_column_text(st, 11);
        const struct system_def *tsys = sys ? sys : schema_system(sid ? sid : "");
        const struct kind_def *kind = row_kind(s, st, 1, tsys, err);
        struct pol_object *top;
        r = kind ? load_top_row(s, pol, st, kind, flags, &top, err) : STORE_IO;
    }
    if (r == STORE_OK && rc != SQLITE_DONE)
        r = store_sqlfail(s, err, rc, "reading top-level objects");
    sqlite3_reset(st);
    if (r == STORE_OK)
        r = journal_fill_changes(s, pol, err);
    if (r == STORE_OK)
        r = observations_load(s, pol, sys, err);
    return store_snapshot_end(s, r, own, err);
}
