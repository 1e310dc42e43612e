/* ui/objects/objvals.c — effective values of list rows; see objvals.h. */
#include "ui/objects/objvals.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { LV_MAX = 64 };   /* (top, kind) pairs kept: a page's top-level objects times a few kinds */

/* A new object of kind under top-level object top, as the system's effective values see it. */
struct lv_entry {
    char top[OBJ_NAME_MAX];
    const struct kind_def *kind;
    struct pol_object *probe;     /* in the scratch policy: no value of its own, under a copy of
                                     the top with the kind's template (when stored); NULL when
                                     memory ran out */
};

struct obj_listvals {
    struct store *s;
    const struct obj_panels *panels;
    const char *const *keys;
    size_t nkeys;
    int64_t rev;                  /* the revision the entries were read at */
    struct lv_entry e[LV_MAX];
    size_t n;
    struct policy scratch;        /* the entries' objects */
};

struct obj_listvals *obj_listvals_new(struct store *s, const struct obj_panels *panels,
                                      const char *const *keys, size_t nkeys)
{
    struct obj_listvals *lv = calloc(1, sizeof *lv);
    if (lv) {
        lv->s = s;
        lv->panels = panels;
        lv->keys = keys;
        lv->nkeys = nkeys;
        lv->rev = -1;
        policy_init(&lv->scratch);
    }
    return lv;
}

void obj_listvals_free(struct obj_listvals *lv)
{
    if (!lv)
        return;
    policy_free(&lv->scratch);
    free(lv);
}

static void forget(struct obj_listvals *lv)
{
    policy_free(&lv->scratch);
    policy_init(&lv->scratch);
    lv->n = 0;
}

void obj_listvals_sync(struct obj_listvals *lv)
{
    int64_t rev;
    struct store_error err;
    if (store_revision(lv->s, &rev, &err) != STORE_OK || rev != lv->rev)
        forget(lv);
    lv->rev = rev;
}

struct pol_object *obj_probe_new(struct policy *scratch, const struct kind_def *kind, const char *top,
                                 const char *tname, const char *const *tvals)
{
    if (kind->flags & KF_TOP)
        return pol_new(scratch, kind, NULL, "");
    const struct kind_def *tk = schema_top_kind(kind->sys);
    struct pol_object *t = tk ? pol_new(scratch, tk, NULL, top) : NULL;
    struct pol_object *tmpl = t && tname ? pol_new(scratch, kind, t, tname) : NULL;
    if (!t || (tname && !tmpl))
        return NULL;
    for (unsigned i = 0; tmpl && i < kind->nattrs; i++)
        if (tvals[i] && pol_set(scratch, tmpl, (int)i, tvals[i], (struct pol_pos){0, 0}) != 0)
            return NULL;
    return pol_new(scratch, kind, t, "");
}

const char *obj_effective(const struct pol_object *obj, const char *key)
{
    if (obj->kind->sys->effective)
        return obj->kind->sys->effective(obj, key);
    int idx = schema_attr_index(obj->kind, key);
    const char *v = idx < 0 ? NULL : pol_get(obj, idx);
    return idx < 0 ? NULL : v ? v : obj->kind->attrs[idx]->dflt;
}

/* Reads the template named name of e's kind into pg; false when the store holds none. */
static bool read_template(struct obj_listvals *lv, const struct lv_entry *e, const char *name,
                          struct store_list_page *pg)
{
    const struct kind_def *kinds[] = {e->kind};
    struct store_list_spec spec = {kinds, 1, e->top, NULL, lv->keys, lv->nkeys};
    struct store_list_key key = {name, e->top};
    struct store_error err;
    return store_list_window(lv->s, &spec, &key, 0, 1, pg, &err) == STORE_OK && pg->n &&
           strcmp(pg->rows[0].name, name) == 0;
}

/* Makes e's probe, beside the kind's template as the store holds it (the values of the keys). */
static void make_probe(struct obj_listvals *lv, struct lv_entry *e)
{
    const char *name = lv->panels->template_name ? lv->panels->template_name(e->kind) : NULL;
    struct store_list_page pg = {0};
    if (name && !read_template(lv, e, name, &pg))
        name = NULL;
    const char **tvals = name ? arena_alloc(&lv->scratch.arena, (e->kind->nattrs + 1) * sizeof *tvals) : NULL;
    for (size_t i = 0; tvals && i < lv->nkeys; i++) {
        int idx = schema_attr_index(e->kind, lv->keys[i]);
        if (idx >= 0)
            tvals[idx] = pg.rows[0].vals[i];
    }
    e->probe = name && !tvals ? NULL : obj_probe_new(&lv->scratch, e->kind, e->top, name, tvals);
    store_list_free(&pg);
}

/* The entry of (top, kind), made when missing. */
static const struct lv_entry *entry(struct obj_listvals *lv, const char *top, const struct kind_def *kind)
{
    for (size_t i = 0; i < lv->n; i++)
        if (lv->e[i].kind == kind && strcmp(lv->e[i].top, top) == 0)
            return &lv->e[i];
    if (lv->n == LV_MAX)
        forget(lv);
    struct lv_entry *e = &lv->e[lv->n++];
    snprintf(e->top, sizeof e->top, "%s", top);
    e->kind = kind;
    make_probe(lv, e);
    return e;
}

const char *obj_listvals_get(struct obj_listvals *lv, const struct store_list_row *r, size_t i)
{
    if (r->vals[i])
        return r->vals[i];
    if (!r->kind)
        return "";
    int idx = schema_attr_index(r->kind, lv->keys[i]);
    if (idx < 0)
        return "";
    const struct lv_entry *e = entry(lv, r->top, r->kind);
    const char *v = e->probe ? obj_effective(e->probe, lv->keys[i]) : r->kind->attrs[idx]->dflt;
    return v ? v : "";
}
