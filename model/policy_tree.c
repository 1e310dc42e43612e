/* model/policy_tree.c — operations on a whole subtree of the policy: copying an object with
 * everything under it, counting what hangs under an object; see policy.h. */
#include <stdio.h>
#include <string.h>

#include "model/policy.h"

/* A name for a copy of an object of kind named name under top that no live object of the kind's
 * namespace has: name itself when free, else name with 2, 3, … appended (cut so that the result
 * fits kind->name_max). Writes out (len bytes); returns 0, or -1 when none is free. */
static int unique_name(const struct pol_object *top, const struct kind_def *kind, const char *name,
                       char *out, size_t len)
{
    size_t max = kind->name_max && kind->name_max < len ? kind->name_max : len - 1;
    snprintf(out, len, "%.*s", (int)max, name);
    for (unsigned i = 2; pol_find(top, kind->ns, out); i++) {
        char tail[16];
        int t = snprintf(tail, sizeof tail, "%u", i);
        if ((size_t)t >= max || i > 99999)
            return -1;
        size_t keep = strlen(name) < max - (size_t)t ? strlen(name) : max - (size_t)t;
        snprintf(out, len, "%.*s%s", (int)keep, name, tail);
    }
    return 0;
}

/* Copies src's values and verbatim parameters into dst. */
static int copy_contents(struct policy *p, struct pol_object *dst, const struct pol_object *src)
{
    for (unsigned i = 0; i < src->kind->nattrs; i++)
        if (src->vals[i] && pol_copy_value(p, dst, src, (int)i) != 0)
            return -1;
    for (size_t i = 0; i < src->nparams; i++) {
        const struct pol_param *pm = &src->params[i];
        if (pol_param_add(p, dst, pm->keyword, pm->value, pm->cls, pm->pos) != 0)
            return -1;
    }
    return 0;
}

/* Copies src under parent at position (pol_new_at), then its live children in their order. */
static struct pol_object *copy_tree(struct policy *p, const struct pol_object *src, struct pol_object *parent,
                                    uint32_t position)
{
    char name[256];
    const char *nm = src->name ? src->name : "";
    if (!(src->kind->flags & KF_UNNAMED) && nm[0]) {
        if (unique_name(parent->top, src->kind, nm, name, sizeof name) != 0)
            return NULL;
        nm = name;
    }
    struct pol_object *o = pol_new_at(p, src->kind, parent, nm, position);
    if (!o || copy_contents(p, o, src) != 0)
        return NULL;
    for (const struct pol_object *c = pol_first_child(src, NULL); c; c = pol_next_child(c, NULL))
        if (!copy_tree(p, c, o, 0))
            return NULL;
    return o;
}

struct pol_object *pol_copy_subtree(struct policy *p, const struct pol_object *src, struct pol_object *parent,
                                    uint32_t position)
{
    if (!src->parent || !parent || src->change == POL_DELETED || parent->change == POL_DELETED ||
        !pol_may_hold(parent, src->kind))
        return NULL;
    for (const struct pol_object *a = parent; a; a = a->parent)
        if (a == src)
            return NULL;
    return copy_tree(p, src, parent, position);
}

size_t pol_subtree_count(const struct pol_object *obj)
{
    size_t n = 0;
    for (const struct pol_object *c = pol_first_child(obj, NULL); c; c = pol_next_child(c, NULL))
        n += 1 + pol_subtree_count(c);
    return n;
}

bool pol_is_under(const struct pol_object *obj, const struct pol_object *anc)
{
    for (const struct pol_object *a = obj; a; a = a->parent)
        if (a == anc)
            return true;
    return false;
}
