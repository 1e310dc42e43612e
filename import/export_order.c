/* import/export_order.c — the dump order of a queue manager's objects; see export_order.h. */
#include "import/export_order.h"

#include <stdlib.h>
#include <string.h>

static int cmp_objects(const void *a, const void *b)
{
    const struct pol_object *x = *(const struct pol_object *const *)a;
    const struct pol_object *y = *(const struct pol_object *const *)b;
    if (x->kind->order != y->kind->order)
        return x->kind->order < y->kind->order ? -1 : 1;
    unsigned rx = schema_dump_rank(x), ry = schema_dump_rank(y);
    if (rx != ry)
        return rx < ry ? -1 : 1;
    if (x->kind == y->kind && (x->kind->flags & KF_ORDERED) && x->position != y->position)
        return x->position < y->position ? -1 : 1;
    int c = strcmp(x->name, y->name);
    if (c)
        return c;
    return x->kind->index < y->kind->index ? -1 : x->kind->index > y->kind->index;
}

const struct pol_object **export_sorted_objects(const struct pol_object *top, size_t *n)
{
    const struct pol_scope *sc = top->scope;
    *n = 0;
    if (!sc->nobjs)
        return NULL;
    const struct pol_object **v = malloc(sc->nobjs * sizeof *v);
    if (!v) {
        *n = (size_t)-1;
        return NULL;
    }
    for (size_t i = 0; i < sc->nobjs; i++)
        if (sc->objs[i]->change != POL_DELETED)
            v[(*n)++] = sc->objs[i];
    qsort(v, *n, sizeof *v, cmp_objects);
    return v;
}

static int cmp_child(const void *a, const void *b)
{
    const struct export_child *x = a, *y = b;
    if (x->parent != y->parent)
        return x->parent < y->parent ? -1 : 1;
    return x->at < y->at ? -1 : x->at > y->at;
}

int export_children_build(struct export_children *c, const struct pol_object *const *objs, size_t n)
{
    c->v = NULL;
    c->n = 0;
    if (!n)
        return 0;
    c->v = malloc(n * sizeof *c->v);
    if (!c->v)
        return -1;
    for (size_t i = 0; i < n; i++)
        c->v[i] = (struct export_child){(uintptr_t)objs[i]->parent, i, objs[i]};
    qsort(c->v, n, sizeof *c->v, cmp_child);
    c->n = n;
    return 0;
}

const struct export_child *export_children_of(const struct export_children *c,
                                              const struct pol_object *parent, size_t *count)
{
    uintptr_t key = (uintptr_t)parent;
    size_t lo = 0, hi = c->n;
    while (lo < hi) {   /* the first entry whose parent is not below key */
        size_t mid = lo + (hi - lo) / 2;
        if (c->v[mid].parent < key)
            lo = mid + 1;
        else
            hi = mid;
    }
    size_t end = lo;
    while (end < c->n && c->v[end].parent == key)
        end++;
    *count = end - lo;
    return *count ? &c->v[lo] : NULL;
}

void export_children_free(struct export_children *c)
{
    free(c->v);
    c->v = NULL;
    c->n = 0;
}
