/* model/wlm/wlm_summary.c — the service definitions' summary; see wlm_summary.h. */
#include "model/wlm/wlm_summary.h"

#include <stdlib.h>
#include <string.h>

/* The classification obj (a rule) belongs to, at any depth, or NULL. */
static const struct pol_object *classification_of(const struct pol_object *obj)
{
    while (obj && !wlm_is_kind(obj->kind, WLM_CLASSIFICATION))
        obj = obj->parent;
    return obj;
}

/* Fills d from the definition top; 0, or -1 when memory runs out. */
static int build_def(const struct pol_object *top, struct wlm_sum_def *d)
{
    const struct pol_scope *sc = top->scope;
    d->name = top->name;
    size_t npol = 0, ncls = 0;
    for (size_t i = 0; i < sc->nobjs; i++) {
        const struct pol_object *o = sc->objs[i];
        if (o->change == POL_DELETED || o->kind->sys != wlm_system())
            continue;
        d->count[o->kind->index]++;
        npol += wlm_is_kind(o->kind, WLM_POLICY);
        ncls += wlm_is_kind(o->kind, WLM_CLASSIFICATION);
    }
    d->policies = calloc(npol ? npol : 1, sizeof *d->policies);
    d->subsys = calloc(ncls ? ncls : 1, sizeof *d->subsys);
    if (!d->policies || !d->subsys)
        return -1;
    for (const struct pol_object *o = pol_first_child(top, wlm_kind(WLM_POLICY)); o;
         o = pol_next_child(o, wlm_kind(WLM_POLICY)))
        if (d->npolicies < npol)
            d->policies[d->npolicies++] = o->name;
    for (const struct pol_object *o = pol_first_child(top, wlm_kind(WLM_CLASSIFICATION)); o;
         o = pol_next_child(o, wlm_kind(WLM_CLASSIFICATION)))
        if (d->nsubsys < ncls)
            d->subsys[d->nsubsys++] = (struct wlm_sum_subsys){o->name, 0};
    for (size_t i = 0; i < sc->nobjs; i++) {
        const struct pol_object *o = sc->objs[i];
        if (o->change == POL_DELETED || !wlm_is_kind(o->kind, WLM_RULE))
            continue;
        const struct pol_object *c = classification_of(o);
        for (size_t k = 0; c && k < d->nsubsys; k++)
            if (strcmp(d->subsys[k].type, c->name) == 0) {
                d->subsys[k].rules++;
                break;
            }
    }
    return 0;
}

void *wlm_summary_new(const struct policy *p)
{
    size_t n = 0;
    for (size_t i = 0; i < p->ntops; i++)
        n += p->tops[i]->change != POL_DELETED && wlm_is_kind(p->tops[i]->kind, WLM_DEFINITION);
    if (!n)
        return NULL;
    struct wlm_summary *sum = calloc(1, sizeof *sum);
    if (!sum || !(sum->v = calloc(n, sizeof *sum->v))) {
        free(sum);
        return NULL;
    }
    for (size_t i = 0; i < p->ntops && sum->n < n; i++) {
        const struct pol_object *top = p->tops[i];
        if (top->change == POL_DELETED || !wlm_is_kind(top->kind, WLM_DEFINITION))
            continue;
        if (build_def(top, &sum->v[sum->n++]) != 0) {
            wlm_summary_delete(sum);
            return NULL;
        }
    }
    return sum;
}

void wlm_summary_delete(void *summary)
{
    struct wlm_summary *sum = summary;
    if (!sum)
        return;
    for (size_t i = 0; i < sum->n; i++) {
        free(sum->v[i].policies);
        free(sum->v[i].subsys);
    }
    free(sum->v);
    free(sum);
}
