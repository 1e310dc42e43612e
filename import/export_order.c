/* import/export_order.c — the dump order of a queue manager's objects; see export_order.h. */
#include "import/export_order.h"

#include <stdlib.h>
#include <string.h>

/* Authentication information objects come by type, in the order of the four real dumps
 * (samples/mq/QM4…QM7: dmpmqcfg inquires them type by type), then by name. */
static int subrank(const struct pol_object *o)
{
    static const char *const authtypes[] = {"IDPWLDAP", "IDPWOS", "OCSP", "CRLLDAP"};
    if (o->kind->index != MQ_AUTHINFO || o->kind->sys != mq_system())
        return 0;
    const struct pol_param *t = pol_param_get(o, "AUTHTYPE", PARAM_OTHER);
    for (int i = 0; t && t->value && i < 4; i++)
        if (strcmp(t->value, authtypes[i]) == 0)
            return i;
    return 4;
}

static int cmp_objects(const void *a, const void *b)
{
    const struct pol_object *x = *(const struct pol_object *const *)a;
    const struct pol_object *y = *(const struct pol_object *const *)b;
    if (x->kind->order != y->kind->order)
        return x->kind->order < y->kind->order ? -1 : 1;
    int rx = subrank(x), ry = subrank(y);
    if (rx != ry)
        return rx < ry ? -1 : 1;
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
