/* model/wlm/wlm_rules_use.c — the service classes that classification rules lead to, as each
 * policy runs them: WLM012, WLM014, WLM015, WLM028, WLM030, WLM032, WLM036. */
#include <stdio.h>
#include <string.h>

#include "model/wlm/wlm_classify.h"
#include "model/wlm/wlm_rules_impl.h"

static bool multi_period(const struct wlm_class_view *v)
{
    return v->periods.n > 1;
}

static bool has_resgroup(const struct wlm_class_view *v)
{
    return v->resgroup != NULL;
}

static bool has_velocity(const struct wlm_class_view *v)
{
    for (size_t i = 0; i < v->periods.n; i++)
        if (wlm_goal_is(v->periods.v[i], "Velocity"))
            return true;
    return false;
}

/* The service class o names through key (a rule's or a classification's default), or NULL. */
static const struct pol_object *named_class(const struct pol_object *o, const char **key)
{
    *key = wlm_is_kind(o->kind, WLM_RULE) ? "ServiceClassName" : "DefaultServiceClassName";
    return wlm_named(o, WLM_SERVCLASS,
                     pol_get_key(o, wlm_is_kind(o->kind, WLM_RULE) ? "servclass" : "defservclass"));
}

static const char *subsystem(const struct pol_object *o)
{
    while (o && wlm_is_kind(o->kind, WLM_RULE))
        o = o->parent;
    return o ? o->name : "";
}

/* Reports at o when the class it names satisfies pred in some policy's view. */
static void class_problem(struct rule_ctx *cx, const struct pol_object *o,
                          bool (*pred)(const struct wlm_class_view *v), const char *what)
{
    const char *attr;
    const struct pol_object *sc = named_class(o, &attr);
    const struct pol_object *policy = NULL;
    int hit = sc ? wlm_first_view(sc, pred, &policy) : 0;
    if (hit < 0)
        cx->out->oom = true;
    if (hit > 0)
        rule_report(cx, SEV_ERROR, o, attr, "subsystem type %s %s: service class %s has one%s%s",
                    subsystem(o), what, sc->name, policy ? " in policy " : "",
                    policy ? policy->name : "");
}

/* WLM014 */
void wlm_check_use_periods(struct rule_ctx *cx, const struct pol_object *o)
{
    if (!wlm_subsystem_has_periods(subsystem(o)))
        class_problem(cx, o, multi_period, "supports no multi-period service class");
}

/* WLM015 */
void wlm_check_use_resgroup(struct rule_ctx *cx, const struct pol_object *o)
{
    if (!wlm_subsystem_has_periods(subsystem(o)))
        class_problem(cx, o, has_resgroup, "supports no service class with a resource group");
}

/* WLM028 */
void wlm_check_use_velocity(struct rule_ctx *cx, const struct pol_object *o)
{
    const char *s = subsystem(o);
    if (strcmp(s, "CICS") == 0 || strcmp(s, "IMS") == 0)
        class_problem(cx, o, has_velocity, "transactions take no velocity goal");
}

/* WLM032: storage critical only when the rule's class has a single period. */
void wlm_check_storage_critical(struct rule_ctx *cx, const struct pol_object *rule)
{
    const char *crit = pol_get_key(rule, "storcrit");
    if (!crit || strcmp(crit, "Yes") != 0)
        return;
    const char *attr;
    const struct pol_object *sc = named_class(rule, &attr), *policy = NULL;
    int hit = sc ? wlm_first_view(sc, multi_period, &policy) : 0;
    if (hit > 0)
        rule_report(cx, SEV_ERROR, rule, "StorageCritical", "storage critical with service class "
                    "%s, which has several periods%s%s", sc->name, policy ? " in policy " : "",
                    policy ? policy->name : "");
}

/* WLM036: a tenant report class with a service class that has a resource group. */
void wlm_check_tenant_group(struct rule_ctx *cx, const struct pol_object *rule)
{
    const char *rc = pol_get_key(rule, "repclass");
    if (wlm_blank(rc) || !wlm_named(rule, WLM_TENANTRC, rc))
        return;
    const char *attr;
    const struct pol_object *sc = named_class(rule, &attr), *policy = NULL;
    int hit = sc ? wlm_first_view(sc, has_resgroup, &policy) : 0;
    if (hit > 0)
        rule_report(cx, SEV_ERROR, rule, "ReportClassName", "tenant report class %s with service "
                    "class %s, which has a resource group%s%s", rc, sc->name,
                    policy ? " in policy " : "", policy ? policy->name : "");
}

/* True when some rule under parent (any depth) names a service class. */
static bool names_class(const struct pol_object *parent)
{
    const struct kind_def *k = wlm_kind(WLM_RULE);
    for (const struct pol_object *r = pol_first_child(parent, k); r; r = pol_next_child(r, k))
        if (!wlm_blank(pol_get_key(r, "servclass")) || names_class(r))
            return true;
    return false;
}

/* WLM012: rules that name a service class need a default service class. */
void wlm_check_default(struct rule_ctx *cx, const struct pol_object *cls)
{
    if (wlm_blank(pol_get_key(cls, "defservclass")) && names_class(cls))
        rule_report(cx, SEV_ERROR, cls, "DefaultServiceClassName", "rules of subsystem type %s "
                    "name service classes, but it has no default service class", cls->name);
}

/* True when a rule under parent (any depth), or parent's default, names class name. */
static bool uses_class(const struct pol_object *parent, const char *name)
{
    const char *key = wlm_is_kind(parent->kind, WLM_RULE) ? "servclass" : "defservclass";
    const char *v = pol_get_key(parent, key);
    if (v && strcmp(v, name) == 0)
        return true;
    const struct kind_def *k = wlm_kind(WLM_RULE);
    for (const struct pol_object *r = pol_first_child(parent, k); r; r = pol_next_child(r, k))
        if (uses_class(r, name))
            return true;
    return false;
}

/* WLM030: a class of CICS or IMS transactions named by another subsystem type. */
void wlm_check_cics_classes(struct rule_ctx *cx, const struct pol_object *o)
{
    const char *attr, *s = subsystem(o);
    const struct pol_object *sc = named_class(o, &attr);
    if (!sc || strcmp(s, "CICS") == 0 || strcmp(s, "IMS") == 0)
        return;
    static const char *const tx[] = {"CICS", "IMS"};
    for (size_t i = 0; i < 2; i++) {
        const struct pol_object *c = wlm_named(o, WLM_CLASSIFICATION, tx[i]);
        if (c && uses_class(c, sc->name)) {
            rule_report(cx, SEV_ERROR, o, attr, "service class %s serves %s transactions and "
                        "must not be used by subsystem type %s", sc->name, tx[i], s);
            return;
        }
    }
}
