/* model/wlm/wlm_view.c — children in order, named objects and the merged service class of a
 * policy; see wlm_view.h. */
#include "model/wlm/wlm_view.h"

#include <stdlib.h>
#include <string.h>

bool wlm_blank(const char *s)
{
    return val_state(s) != VAL_VALUE;
}

void wlm_list_free(struct wlm_list *l)
{
    free(l->v);
    l->v = NULL;
    l->n = 0;
}

int wlm_children(const struct pol_object *parent, enum wlm_kind k, struct wlm_list *out)
{
    const struct kind_def *kind = wlm_kind(k);
    out->v = NULL;
    out->n = pol_child_count(parent, kind);
    if (!out->n)
        return 0;
    out->v = malloc(out->n * sizeof *out->v);
    if (!out->v)
        return out->n = 0, -1;
    size_t i = 0;
    for (const struct pol_object *c = pol_first_child(parent, kind); c && i < out->n;
         c = pol_next_child(c, kind))
        out->v[i++] = c;
    out->n = i;
    return 0;
}

const struct pol_object *wlm_named(const struct pol_object *in, enum wlm_kind k, const char *name)
{
    if (wlm_blank(name) || !in->top)
        return NULL;
    const struct pol_object *o = pol_find(in->top, wlm_kind(k)->ns, name);
    return o && wlm_is_kind(o->kind, k) ? o : NULL;
}

const struct pol_object *wlm_override_of(const struct pol_object *policy, const char *name)
{
    const struct kind_def *kind = wlm_kind(WLM_SCOVERRIDE);
    for (const struct pol_object *o = pol_first_child(policy, kind); o && name;
         o = pol_next_child(o, kind)) {
        const char *of = pol_get_key(o, "servclass");
        if (of && strcmp(of, name) == 0)
            return o;
    }
    return NULL;
}

static bool is_yes(const char *v)
{
    return v && strcmp(v, "Yes") == 0;
}

int wlm_class_view(const struct pol_object *sc, const struct pol_object *policy,
                   struct wlm_class_view *v)
{
    memset(v, 0, sizeof *v);
    v->sc = sc;
    v->policy = policy;
    v->override = policy ? wlm_override_of(policy, sc->name) : NULL;
    v->goal_of = sc;
    v->resgroup_of = sc;
    const char *rg = pol_get_key(sc, "resgroup"), *cpu = pol_get_key(sc, "cpucrit");
    if (v->override) {
        struct wlm_list own;
        if (wlm_children(v->override, WLM_PERIOD, &own))
            return -1;
        if (own.n) {
            v->goal_of = v->override;
            v->periods = own;
        }
        const char *org = pol_get_key(v->override, "resgroup");
        if (org) {   /* absent: the base group; empty: none */
            rg = org;
            v->resgroup_of = v->override;
        }
        if (pol_get_key(v->override, "cpucrit"))
            cpu = pol_get_key(v->override, "cpucrit");
    }
    if (v->goal_of == sc && wlm_children(sc, WLM_PERIOD, &v->periods))
        return -1;
    v->resgroup = wlm_blank(rg) ? NULL : rg;
    v->cpu_critical = is_yes(cpu);
    return 0;
}

void wlm_class_view_free(struct wlm_class_view *v)
{
    wlm_list_free(&v->periods);
}
