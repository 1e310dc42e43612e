/* ui/mq/mq_listvals.c — effective values of list rows; see mq_panels.h. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ui/mq/mq_panels.h"

enum { LV_MAX = 64 };   /* default objects kept: a page's queue managers times a few kinds */

struct lv_entry {
    char top[MQ_NAME_MAX];
    const struct kind_def *kind;
    const char **vals;            /* the default object's values of the keys; NULL: none imported */
};

struct mq_listvals {
    struct store *s;
    const char *const *keys;
    size_t nkeys;
    int64_t rev;                  /* the revision the entries were read at */
    struct lv_entry e[LV_MAX];
    size_t n;
    struct arena arena;           /* the entries' values */
};

struct mq_listvals *mq_listvals_new(struct store *s, const char *const *keys, size_t nkeys)
{
    struct mq_listvals *lv = calloc(1, sizeof *lv);
    if (lv) {
        lv->s = s;
        lv->keys = keys;
        lv->nkeys = nkeys;
        lv->rev = -1;
    }
    return lv;
}

void mq_listvals_free(struct mq_listvals *lv)
{
    if (!lv)
        return;
    arena_free(&lv->arena);
    free(lv);
}

static void forget(struct mq_listvals *lv)
{
    arena_free(&lv->arena);
    lv->n = 0;
}

void mq_listvals_sync(struct mq_listvals *lv)
{
    int64_t rev;
    struct store_error err;
    if (store_revision(lv->s, &rev, &err) != STORE_OK || rev != lv->rev)
        forget(lv);
    lv->rev = rev;
}

/* Reads the default object of kind under top into e (its values, or none). */
static void read_default(struct mq_listvals *lv, struct lv_entry *e)
{
    const char *name = mq_default_object_name(e->kind->index);
    e->vals = NULL;
    if (!name)
        return;
    const struct kind_def *kinds[] = {e->kind};
    struct store_list_spec spec = {kinds, 1, e->top, NULL, lv->keys, lv->nkeys};
    struct store_list_key key = {name, e->top};
    struct store_list_page pg;
    struct store_error err;
    if (store_list_window(lv->s, &spec, &key, 0, 1, &pg, &err) == STORE_OK && pg.n &&
        strcmp(pg.rows[0].name, name) == 0) {
        e->vals = arena_alloc(&lv->arena, (lv->nkeys ? lv->nkeys : 1) * sizeof *e->vals);
        for (size_t i = 0; e->vals && i < lv->nkeys; i++)
            e->vals[i] = arena_strdup(&lv->arena, pg.rows[0].vals[i]);
    }
    store_list_free(&pg);
}

/* The entry of (top, kind), read when missing. */
static const struct lv_entry *entry(struct mq_listvals *lv, const char *top, const struct kind_def *kind)
{
    for (size_t i = 0; i < lv->n; i++)
        if (lv->e[i].kind == kind && strcmp(lv->e[i].top, top) == 0)
            return &lv->e[i];
    if (lv->n == LV_MAX)
        forget(lv);
    struct lv_entry *e = &lv->e[lv->n++];
    snprintf(e->top, sizeof e->top, "%s", top);
    e->kind = kind;
    read_default(lv, e);
    return e;
}

const char *mq_listvals_get(struct mq_listvals *lv, const struct store_list_row *r, size_t i)
{
    if (r->vals[i])
        return r->vals[i];
    if (!r->kind)
        return "";
    int idx = schema_attr_index(r->kind, lv->keys[i]);
    if (idx < 0)
        return "";
    const struct lv_entry *e = entry(lv, r->top, r->kind);
    if (e->vals && e->vals[i])
        return e->vals[i];
    const char *d = r->kind->attrs[idx]->dflt;
    return d ? d : "";
}
