/* model/wlm/wlm_rules_class.c — classification rules and groups: WLM012–WLM018, WLM020, WLM021,
 * WLM024, WLM025 (rules per level), WLM028, WLM030, WLM032, WLM035, WLM036 and the lints WLM038
 * (a rule shadowed by an earlier one) and WLM039 (a '*' that is not a wildcard). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/wlm/wlm_classify.h"
#include "model/wlm/wlm_rules_impl.h"

/* The classification (subsystem type) a rule belongs to. */
static const struct pol_object *classification_of(const struct pol_object *rule)
{
    const struct pol_object *o = rule->parent;
    while (o && wlm_is_kind(o->kind, WLM_RULE))
        o = o->parent;
    return o;
}

static const char *subsystem_of(const struct pol_object *rule)
{
    const struct pol_object *c = classification_of(rule);
    return c ? c->name : "";
}

static struct wlm_qualifier_ref type_of(const struct pol_object *rule)
{
    return wlm_qualifier_find(pol_get_key(rule, "qualtype"));
}

static const char *value_of(const struct pol_object *rule)
{
    const char *v = pol_get_key(rule, "qualvalue");
    return v ? v : "";
}

/* The service class work matching rule gets: its own, else inherited from the rules above it,
 * else the subsystem type's default, else the system's. */
static const char *class_of(const struct pol_object *rule)
{
    for (const struct pol_object *o = rule; o; o = o->parent) {
        const char *key = wlm_is_kind(o->kind, WLM_RULE) ? "servclass" : "defservclass";
        const char *v = pol_get_key(o, key);
        if (!wlm_blank(v))
            return v;
        if (!wlm_is_kind(o->kind, WLM_RULE))
            break;
    }
    return wlm_system_default(subsystem_of(rule));
}

static bool is_system_class(const char *name)
{
    return strcmp(name, "SYSTEM") == 0 || strcmp(name, "SYSSTC") == 0 ||
           strcmp(name, "SYSOTHER") == 0;
}

/* ---- rules on one classification rule -------------------------------------------------------- */

/* WLM013: a qualifier type repeated below itself, unless long and with start positions. */
void wlm_check_repeat(struct rule_ctx *cx, const struct pol_object *rule)
{
    struct wlm_qualifier_ref t = type_of(rule);
    for (const struct pol_object *up = rule->parent; t.q && up && wlm_is_kind(up->kind, WLM_RULE);
         up = up->parent) {
        struct wlm_qualifier_ref u = type_of(up);
        if (u.q != t.q || u.group != t.group)   /* TN under TNG: two qualifier types */
            continue;
        bool starts = !wlm_blank(pol_get_key(rule, "start")) && !wlm_blank(pol_get_key(up, "start"));
        if (!(t.q->is_long && starts))
            rule_report(cx, SEV_ERROR, rule, "QualifierType", "qualifier type %s repeats the type "
                        "of a rule above it%s", t.q->xml,
                        t.q->is_long ? " without start positions on both" : "");
        return;
    }
}

/* WLM017: a qualifier type the subsystem type does not support. */
void wlm_check_type_valid(struct rule_ctx *cx, const struct pol_object *rule)
{
    struct wlm_qualifier_ref t = type_of(rule);
    int ss = wlm_subsystem_index(subsystem_of(rule));
    if (t.q && wlm_subsystem_checked(ss) && !(t.q->subsystems & WLM_SS_BIT(ss)))
        rule_report(cx, SEV_ERROR, rule, "QualifierType", "subsystem type %s does not support "
                    "qualifier type %s (%s)", subsystem_of(rule), pol_get_key(rule, "qualtype"),
                    t.q->code);
}

/* WLM018 on a rule or a classification's defaults: the classes named exist. */
static void classes_exist(struct rule_ctx *cx, const struct pol_object *o, const char *sc_key,
                          const char *rc_key, const char *sc_native, const char *rc_native)
{
    const char *sc = pol_get_key(o, sc_key), *rc = pol_get_key(o, rc_key);
    if (!wlm_blank(sc) && !is_system_class(sc) && !wlm_named(o, WLM_SERVCLASS, sc))
        rule_report(cx, SEV_ERROR, o, sc_native, "service class %s does not exist", sc);
    if (!wlm_blank(rc) && !wlm_named(o, WLM_REPCLASS, rc) && !wlm_named(o, WLM_TENANTRC, rc))
        rule_report(cx, SEV_ERROR, o, rc_native, "report class %s does not exist", rc);
}

void wlm_check_rule_classes(struct rule_ctx *cx, const struct pol_object *o)
{
    if (wlm_is_kind(o->kind, WLM_RULE))
        classes_exist(cx, o, "servclass", "repclass", "ServiceClassName", "ReportClassName");
    else
        classes_exist(cx, o, "defservclass", "defrepclass", "DefaultServiceClassName",
                      "DefaultReportClassName");
}

/* WLM020: a start position only on a qualifier longer than 8 characters. */
void wlm_check_start(struct rule_ctx *cx, const struct pol_object *rule)
{
    struct wlm_qualifier_ref t = type_of(rule);
    if (t.q && !t.q->is_long && !wlm_blank(pol_get_key(rule, "start")))
        rule_report(cx, SEV_ERROR, rule, "Start", "qualifier type %s is at most 8 characters "
                    "long: it takes no start position", t.q->xml);
}

/* WLM021: no group of priorities (the zEnterprise service class, which cannot be grouped either,
 * has no known XML name). */
void wlm_check_group_type(struct rule_ctx *cx, const struct pol_object *o)
{
    const char *t = pol_get_key(o, "qualtype");
    if (t && strcmp(t, "PriorityGroup") == 0)
        rule_report(cx, SEV_ERROR, o, "QualifierType", "no classification group can be formed for "
                    "Priority");
}

/* WLM024: an address space WLM always runs in SYSTEM, classified elsewhere. */
void wlm_check_forced(struct rule_ctx *cx, const struct pol_object *rule)
{
    struct wlm_qualifier_ref t = type_of(rule);
    const char *sc = class_of(rule);
    if (t.q && !t.group && strcmp(t.q->code, "TN") == 0 && strcmp(subsystem_of(rule), "STC") == 0 &&
        wlm_forced_system(value_of(rule)) && strcmp(sc, "SYSTEM") != 0)
        rule_report(cx, SEV_WARNING, rule, "ServiceClassName", "%s always runs in SYSTEM; this "
                    "rule's service class %s is ignored", value_of(rule), sc);
}

/* True when a report class name is a tenant report class. */
static bool is_tenant_rc(const struct pol_object *o, const char *rc)
{
    return !wlm_blank(rc) && wlm_named(o, WLM_TENANTRC, rc) != NULL;
}

/* WLM035: a tenant report class with the Mobile or Category reporting attribute. */
void wlm_check_tenant_attr(struct rule_ctx *cx, const struct pol_object *rule)
{
    const char *attr = pol_get_key(rule, "reportattr");
    if (is_tenant_rc(rule, pol_get_key(rule, "repclass")) && !wlm_blank(attr) &&
        strcmp(attr, "None") != 0)
        rule_report(cx, SEV_ERROR, rule, "ReportingAttribute", "tenant report class %s cannot "
                    "be combined with reporting attribute %s", pol_get_key(rule, "repclass"), attr);
}
