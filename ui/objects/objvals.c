/* ui/objects/objvals.c — effective values of list rows; see objvals.h. */
#include "ui/objects/objvals.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { LV_MAX = 64 };   /* (top, kind) pairs kept: a page's top-level objects times a few kinds */

/* What a new object of kind under top-level object top inherits from. */
struct lv_entry {
    char top[OBJ_NAME_MAX];
    const struct kind_def *kind;
    struct pol_object *parent;    /* in the scratch policy: a copy of the top with the kind's
                                     default object (schema_default_object) when the store holds
                                     one; NULL for a top-level kind (or when memory ran out) */
};

struct obj_listvals {
    struct store *s;
    const char *const *keys;
    size_t nkeys;
    int64_t rev;                  /* the revision the entries were read at */
    struct lv_entry e[LV_MAX];
    size_t n;
    struct policy scratch;        /* the entries' objects */
};

struct obj_listvals *obj_listvals_new(struct store *s, const char *const *keys, size_t nkeys)
{
    struct obj_listvals *lv = calloc(1, sizeof *lv);
    if (lv) {
        lv->s = s;
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

/* Adds to top the default object named name of e's kind with the values of the keys, when the
 * store holds it; false when memory runs out. */
static bool add_default(struct obj_listvals *lv, const struct lv_entry *e, struct pol_object *top,
                        const char *name)
{
    const struct kind_def *kinds[] = {e->kind};
    struct store_list_spec spec = {kinds, 1, e->top, NULL, lv->keys, lv->nkeys, NULL, NULL};
    struct store_list_key key = {name, e->top};
    struct store_list_page pg;
    struct store_error err;
    bool ok = true;
    if (store_list_window(lv->s, &spec, &key, 0, 1, &pg, &err) == STORE_OK && pg.n &&
        strcmp(pg.rows[0].name, name) == 0) {
        struct pol_object *d = pol_new(&lv->scratch, e->kind, top, name);
        ok = d != NULL;
        for (size_t i = 0; ok && i < lv->nkeys; i++) {
            int idx = schema_attr_index(e->kind, lv->keys[i]);
            if (idx >= 0 && pg.rows[0].vals[i])
                ok = pol_set(&lv->scratch, d, idx, pg.rows[0].vals[i], (struct pol_pos){0, 0}) == 0;
        }
    }
    store_list_free(&pg);
    return ok;
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
    e->parent = NULL;
    const struct kind_def *tk = schema_top_kind(kind->sys);
    const char *name = schema_default_object(kind);
    if (!(kind->flags & KF_TOP) && tk)
        e->parent = pol_new(&lv->scratch, tk, NULL, top);
    if (e->parent && name && !add_default(lv, e, e->parent, name))
        e->parent = NULL;
    return e;
}

const char *obj_listvals_get(struct obj_listvals *lv, const struct store_list_row *r, size_t i)
{
    if (r->vals[i])
        return r->vals[i];
    if (!r->kind || schema_attr_index(r->kind, lv->keys[i]) < 0)
        return "";
    const char *v = schema_inherited(entry(lv, r->top, r->kind)->parent, r->kind, lv->keys[i]);
    return v ? v : "";
}
