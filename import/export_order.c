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
