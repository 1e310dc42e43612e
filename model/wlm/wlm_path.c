/* model/wlm/wlm_path.c — object paths in WLM's terms; see wlm_path.h. */
#include "model/wlm/wlm_path.h"

#include <stdio.h>

#include "model/wlm/wlm.h"

/* The key whose value names an unnamed object, or NULL (then its position does). */
static const char *naming_key(const struct pol_object *o)
{
    if (wlm_is_kind(o->kind, WLM_SCOVERRIDE))
        return "servclass";
    if (wlm_is_kind(o->kind, WLM_RGOVERRIDE))
        return "resgroup";
    if (wlm_is_kind(o->kind, WLM_TRGOVERRIDE))
        return "tenantrg";
    if (wlm_is_kind(o->kind, WLM_QUALNAME))
        return "qualvalue";
    if (wlm_is_kind(o->kind, WLM_SCHENVRES))
        return "resource";
    return NULL;
}

/* Appends `.n` for each rule level of a rule (outermost first). */
static size_t put_rule_levels(char *buf, size_t n, size_t at, const struct pol_object *rule)
{
    bool nested = rule->parent && wlm_is_kind(rule->parent->kind, WLM_RULE);
    if (nested)
        at = put_rule_levels(buf, n, at, rule->parent);
    int w = snprintf(at < n ? buf + at : NULL, at < n ? n - at : 0, "%s%u", nested ? "." : "",
                     rule->position);
    return at + (w < 0 ? 0 : (size_t)w);
}

static size_t put(char *buf, size_t n, size_t at, const struct pol_object *o)
{
    bool rule = wlm_is_kind(o->kind, WLM_RULE);
    const struct pol_object *above = o->parent;   /* a rule's: its classification */
    while (rule && above && wlm_is_kind(above->kind, WLM_RULE))
        above = above->parent;
    if (above)
        at = put(buf, n, at, above);
    int w = snprintf(at < n ? buf + at : NULL, at < n ? n - at : 0, "%s%s(", at ? " " : "",
                     o->kind->id);
    at += w < 0 ? 0 : (size_t)w;
    if (rule) {
        at = put_rule_levels(buf, n, at, o);
    } else {
        const char *key = naming_key(o);
        const char *name = key ? pol_get_key(o, key) : o->name;
        if (name && (key || !(o->kind->flags & KF_UNNAMED)))
            w = snprintf(at < n ? buf + at : NULL, at < n ? n - at : 0, "%s", name);
        else
            w = snprintf(at < n ? buf + at : NULL, at < n ? n - at : 0, "%u", o->position);
        at += w < 0 ? 0 : (size_t)w;
    }
    w = snprintf(at < n ? buf + at : NULL, at < n ? n - at : 0, ")");
    return at + (w < 0 ? 0 : (size_t)w);
}

char *wlm_path(const struct pol_object *obj, char *buf, size_t n)
{
    buf[0] = '\0';
    put(buf, n, 0, obj);
    return buf;
}
