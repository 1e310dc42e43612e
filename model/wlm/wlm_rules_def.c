/* model/wlm/wlm_rules_def.c — the definition as a whole: WLM001–WLM004, WLM008, WLM009, WLM022,
 * WLM023, WLM033, WLM034, WLM037, WLM040 and the single values WLM901–WLM905. */
#include <stdio.h>
#include <string.h>

#include "model/wlm/wlm_rules_impl.h"

static size_t count(const struct pol_object *def, enum wlm_kind k)
{
    return pol_child_count(def, wlm_kind(k));
}

/* WLM001 */
void wlm_check_workloads(struct rule_ctx *cx, const struct pol_object *def)
{
    if (!count(def, WLM_WORKLOAD))
        rule_report(cx, SEV_ERROR, def, NULL, "service definition %s has no workload", def->name);
}

/* WLM002 */
void wlm_check_classes(struct rule_ctx *cx, const struct pol_object *def)
{
    if (!count(def, WLM_SERVCLASS))
        rule_report(cx, SEV_ERROR, def, NULL, "service definition %s has no service class",
                    def->name);
}

/* WLM003 */
void wlm_check_name(struct rule_ctx *cx, const struct pol_object *def)
{
    if (wlm_blank(def->name))
        rule_report(cx, SEV_ERROR, def, "Name", "the service definition has no name");
}

/* WLM004: names unique among service classes, among resource groups, among workloads; a service
 * class and a resource group of the same name are a warning (IBM checks them together). */
void wlm_check_duplicates(struct rule_ctx *cx, const struct pol_object *obj)
{
    const struct kind_def *k = obj->kind;
    for (const struct pol_object *o = pol_first_child(obj->top, k); o && o != obj;
         o = pol_next_child(o, k))
        if (strcmp(o->name, obj->name) == 0) {
            rule_report(cx, SEV_ERROR, obj, "Name", "%s name %s is used twice", k->label, obj->name);
            return;
        }
    if (wlm_is_kind(k, WLM_RESGROUP) && wlm_named(obj, WLM_SERVCLASS, obj->name))
        rule_report(cx, SEV_WARNING, obj, "Name", "resource group %s has the name of a service "
                    "class", obj->name);
}

/* WLM008, WLM009, WLM037: how many objects a definition may hold. */
struct limit {
    enum wlm_kind kind;
    size_t max;
    const char *what;
};

static void limits(struct rule_ctx *cx, const struct pol_object *def, const struct limit *l,
                   size_t n)
{
    for (size_t i = 0; i < n; i++) {
        size_t have = count(def, l[i].kind);
        if (have > l[i].max)
            rule_report(cx, SEV_ERROR, def, NULL, "service definition %s has %zu %s; at most %zu "
                        "are allowed", def->name, have, l[i].what, l[i].max);
    }
}

void wlm_check_class_limit(struct rule_ctx *cx, const struct pol_object *def)
{
    static const struct limit l[] = {{WLM_SERVCLASS, 100, "service classes"}};
    limits(cx, def, l, 1);
}

void wlm_check_group_limit(struct rule_ctx *cx, const struct pol_object *def)
{
    static const struct limit l[] = {{WLM_RESGROUP, 32, "resource groups"},
                                     {WLM_TENANTRG, 32, "tenant resource groups"}};
    limits(cx, def, l, 2);
}

void wlm_check_limits(struct rule_ctx *cx, const struct pol_object *def)
{
    static const struct limit l[] = {
        {WLM_POLICY, 99, "service policies"},
        {WLM_WORKLOAD, 999, "workloads"},
        {WLM_APPLENV, 3000, "application environments"},
        {WLM_SCHENV, 999, "scheduling environments"},
        {WLM_RESOURCE, 999, "resources"},
    };
    limits(cx, def, l, sizeof l / sizeof l[0]);
}

/* The shortest response time of the definition's periods (base and overrides), or -1. */
static long shortest_rt(const struct pol_object *def, const struct pol_object **at)
{
    long best = -1;
    const struct pol_scope *sc = def->scope;
    for (size_t i = 0; sc && i < sc->nobjs; i++) {
        const struct pol_object *p = sc->objs[i];
        if (p->change == POL_DELETED || !wlm_is_kind(p->kind, WLM_PERIOD) || !wlm_is_rt(p))
            continue;
        long ms = wlm_resptime_ms(pol_get_key(p, "resptime"));
        if (ms >= 0 && (best < 0 || ms < best))
            best = ms, *at = p;
    }
    return best;
}

/* WLM022: a feature above the definition's functionality level. */
void wlm_check_levels(struct rule_ctx *cx, const struct pol_object *def)
{
    int level = wlm_level(def);
    if (!level)
        return;
    const struct pol_object *p = NULL;
    long ms = shortest_rt(def, &p);
    if (ms >= 0 && ms < 15 && level < 35)
        rule_report(cx, SEV_WARNING, p, "ResponseTime", "a response time of %s needs "
                    "functionality level 035; the definition is at level %03d",
                    pol_get_key(p, "resptime"), level);
    if (count(def, WLM_APPLENV) > 999 && level < 29)
        rule_report(cx, SEV_WARNING, def, "Level", "more than 999 application environments need "
                    "functionality level 029; the definition is at level %03d", level);
    if (count(def, WLM_REPCLASS) > 999 && level < 23)
        rule_report(cx, SEV_WARNING, def, "Level", "more than 999 report classes need "
                    "functionality level 023; the definition is at level %03d", level);
}

/* WLM023: a resource group's minimum above its maximum; an override's as its policy runs the
 * group (a bound it does not state is the base group's). */
void wlm_check_capacity(struct rule_ctx *cx, const struct pol_object *rg)
{
    const struct pol_object *base = wlm_is_kind(rg->kind, WLM_RGOVERRIDE)
                                        ? wlm_named(rg, WLM_RESGROUP, pol_get_key(rg, "resgroup"))
                                        : NULL;
    long min = wlm_int(rg, "capmin", base ? wlm_int(base, "capmin", -1) : -1);
    long max = wlm_int(rg, "capmax", base ? wlm_int(base, "capmax", -1) : -1);
    if (min >= 0 && max >= 0 && min > max)
        rule_report(cx, SEV_WARNING, rg, "CapacityMinimum", "the minimum %ld is above the maximum "
                    "%ld%s%s", min, max, base ? " in policy " : "", base ? rg->parent->name : "");
}

/* WLM033: I/O priority group High without I/O priority management and groups enabled. */
void wlm_check_iopriority(struct rule_ctx *cx, const struct pol_object *sc)
{
    const char *g = pol_get_key(sc, "iopriogroup");
    const char *mgmt = pol_get_key(sc->top, "iopriomgmt"), *on = pol_get_key(sc->top, "iopriogroups");
    if (g && strcmp(g, "High") == 0 && !(mgmt && strcmp(mgmt, "Yes") == 0 && on &&
                                         strcmp(on, "Yes") == 0))
        rule_report(cx, SEV_WARNING, sc, "IOPriorityGroup", "I/O priority group High of %s takes "
                    "no effect: I/O priority management and I/O priority groups are not both "
                    "enabled", sc->name);
}

/* WLM034: a tenant report class names an existing tenant resource group and no report class
 * has its name; report classes and tenant report classes together at most 2047. */
void wlm_check_tenants(struct rule_ctx *cx, const struct pol_object *trc)
{
    const char *trg = pol_get_key(trc, "tenantrg");
    if (wlm_blank(trg))
        rule_report(cx, SEV_ERROR, trc, NULL, "tenant report class %s names no tenant resource "
                    "group", trc->name);
    if (wlm_named(trc, WLM_REPCLASS, trc->name))
        rule_report(cx, SEV_ERROR, trc, "Name", "tenant report class %s has the name of a report "
                    "class", trc->name);
    size_t total = count(trc->top, WLM_REPCLASS) + count(trc->top, WLM_TENANTRC);
    if (total > 2047 && pol_first_child(trc->top, trc->kind) == trc)
        rule_report(cx, SEV_ERROR, trc->top, NULL, "%zu report classes and tenant report "
                    "classes; at most 2047 are allowed together", total);
}

/* One reference: attribute key of obj names an object of kind k (blank: nothing to check). */
struct ref {
    enum wlm_kind from;
    const char *key, *native;
    enum wlm_kind to;
};

static const struct ref refs[] = {
    {WLM_SERVCLASS, "workload", "Workload", WLM_WORKLOAD},
    {WLM_SERVCLASS, "resgroup", "ResourceGroupName", WLM_RESGROUP},
    {WLM_SCOVERRIDE, "servclass", "ServiceClassName", WLM_SERVCLASS},
    {WLM_SCOVERRIDE, "resgroup", "ResourceGroupName", WLM_RESGROUP},
    {WLM_RGOVERRIDE, "resgroup", "ResourceGroupName", WLM_RESGROUP},
    {WLM_TRGOVERRIDE, "tenantrg", "TenantResourceGroupName", WLM_TENANTRG},
    {WLM_TENANTRC, "tenantrg", "TenantResourceGroupName", WLM_TENANTRG},
    {WLM_SCHENVRES, "resource", "Name", WLM_RESOURCE},
};

/* WLM040: every name that refers to another object names one that exists; a rule of a group form
 * (TNG, UIG…) names a classification group. */
void wlm_check_refs(struct rule_ctx *cx, const struct pol_object *obj)
{
    if (wlm_is_kind(obj->kind, WLM_RULE)) {
        const char *g = pol_get_key(obj, "qualvalue");
        if (wlm_qualifier_find(pol_get_key(obj, "qualtype")).group && !wlm_blank(g) &&
            !wlm_named(obj, WLM_CLASSGROUP, g))
            rule_report(cx, SEV_ERROR, obj, "QualifierValue", "classification group %s does not "
                        "exist", g);
        return;
    }
    for (size_t i = 0; i < sizeof refs / sizeof refs[0]; i++) {
        const char *name = wlm_is_kind(obj->kind, refs[i].from) ? pol_get_key(obj, refs[i].key) : NULL;
        if (!wlm_blank(name) && !wlm_named(obj, refs[i].to, name))
            rule_report(cx, SEV_ERROR, obj, refs[i].native, "%s %s does not exist",
                        wlm_kind(refs[i].to)->label, name);
    }
}

/* WLM901–WLM905: each value against its schema row, and the object's name against its kind's
 * (WLM903); the finding carries the id the check gives. */
void wlm_check_values(struct rule_ctx *cx, const struct pol_object *obj)
{
    char path[512];
    rules_check_values(cx, obj, RULES_VALUES_SET);
    const char *why = obj->kind->flags & KF_UNNAMED ? NULL
                      : schema_name_problem(obj->kind, obj->name, obj->top);
    const struct rule *r = why && *obj->name ? rules_find(cx->set, "WLM903") : NULL;
    if (r)
        rule_add(r, cx->out, SEV_ERROR, rule_at(cx->set, obj, "Name", path, sizeof path),
                 "%s name %s %s", obj->kind->label, obj->name, why);
}
