/* model/wlm/wlm_rules_util.c — what the WLM rules share: integer and response-time values, goal
 * types, the definition's functionality level, and the walk over a service class's base and
 * merged policy views (wlm_rules_impl.h). The rule files call these; nothing here calls a rule. */
#include "model/wlm/wlm_rules_impl.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

long wlm_int(const struct pol_object *o, const char *key, long dflt)
{
    const char *v = pol_get_key(o, key);
    char *end;
    long n = wlm_blank(v) ? dflt : strtol(v, &end, 10);
    return wlm_blank(v) || *end ? dflt : n;
}

long wlm_resptime_ms(const char *s)
{
    unsigned h, m, sec, ms;
    int used = 0;
    if (!s || sscanf(s, "%2u:%2u:%2u.%3u%n", &h, &m, &sec, &ms, &used) != 4 || s[used])
        return -1;
    return (((long)h * 60 + m) * 60 + sec) * 1000 + ms;
}

bool wlm_goal_is(const struct pol_object *period, const char *t)
{
    const char *g = pol_get_key(period, "goaltype");
    return g && strcmp(g, t) == 0;
}

bool wlm_is_rt(const struct pol_object *period)
{
    return wlm_goal_is(period, "AverageResponseTime") || wlm_goal_is(period, "PercentileResponseTime");
}

int wlm_level(const struct pol_object *def)
{
    const char *v = pol_get_key(def, "level");
    return v ? atoi(v) : 0;
}

const char *wlm_in_policy(const struct wlm_class_view *v, char *buf, size_t n)
{
    if (!v->policy)
        return "";
    snprintf(buf, n, "in policy %s, ", v->policy->name);
    return buf;
}

int wlm_each_view(struct rule_ctx *cx, const struct pol_object *sc,
                  void (*fn)(struct rule_ctx *cx, const struct wlm_class_view *v))
{
    struct wlm_class_view v;
    if (wlm_class_view(sc, NULL, &v))
        return -1;
    fn(cx, &v);
    wlm_class_view_free(&v);
    const struct kind_def *pk = wlm_kind(WLM_POLICY);
    for (const struct pol_object *p = pol_first_child(sc->top, pk); p; p = pol_next_child(p, pk)) {
        if (!wlm_override_of(p, sc->name))
            continue;
        if (wlm_class_view(sc, p, &v))
            return -1;
        if (v.goal_of != sc || pol_get_key(v.override, "cpucrit"))
            fn(cx, &v);   /* only a policy that changes what the checks see */
        wlm_class_view_free(&v);
    }
    return 0;
}

int wlm_first_view(const struct pol_object *sc, bool (*pred)(const struct wlm_class_view *v),
                   const struct pol_object **policy)
{
    struct wlm_class_view v;
    *policy = NULL;
    if (wlm_class_view(sc, NULL, &v))
        return -1;
    bool hit = pred(&v);
    wlm_class_view_free(&v);
    const struct kind_def *pk = wlm_kind(WLM_POLICY);
    for (const struct pol_object *p = pol_first_child(sc->top, pk); p && !hit;
         p = pol_next_child(p, pk)) {
        if (!wlm_override_of(p, sc->name))
            continue;
        if (wlm_class_view(sc, p, &v))
            return -1;
        if ((hit = pred(&v)))
            *policy = p;
        wlm_class_view_free(&v);
    }
    return hit;
}
