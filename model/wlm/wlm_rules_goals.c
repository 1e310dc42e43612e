/* model/wlm/wlm_rules_goals.c — the goal periods of each service class as the base definition and
 * each policy run it: WLM005 WLM006 WLM007 WLM010 WLM011 WLM025 (velocity) WLM026 WLM027 WLM029
 * WLM031. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/wlm/wlm_rules_impl.h"

/* The n-th period (1-based) as the message names it. */
#define PERIOD_FMT "period %zu"

/* WLM005: each response-time goal larger than that of the previous response-time period. */
static void rt_increasing(struct rule_ctx *cx, const struct wlm_class_view *v)
{
    char in[80];
    long prev = -1;
    size_t prev_at = 0;
    for (size_t i = 0; i < v->periods.n; i++) {
        const struct pol_object *p = v->periods.v[i];
        if (!wlm_is_rt(p))
            continue;
        long ms = wlm_resptime_ms(pol_get_key(p, "resptime"));
        if (ms >= 0 && prev >= 0 && ms <= prev)
            rule_report(cx, SEV_ERROR, p, "ResponseTime",
                        "%s" PERIOD_FMT " of %s has response time %s, not longer than the %s of "
                        PERIOD_FMT, wlm_in_policy(v, in, sizeof in), i + 1, v->sc->name,
                        pol_get_key(p, "resptime"), pol_get_key(v->periods.v[prev_at], "resptime"),
                        prev_at + 1);
        if (ms >= 0)
            prev = ms, prev_at = i;
    }
}

/* WLM006: a duration on every period but the last, none on the last. */
static void durations(struct rule_ctx *cx, const struct wlm_class_view *v)
{
    char in[80];
    for (size_t i = 0; i < v->periods.n; i++) {
        const struct pol_object *p = v->periods.v[i];
        bool last = i + 1 == v->periods.n, has = !wlm_blank(pol_get_key(p, "duration"));
        if (last && has)
            rule_report(cx, SEV_ERROR, p, "Duration", "%sthe last period of %s (" PERIOD_FMT
                        ") has a duration", wlm_in_policy(v, in, sizeof in), v->sc->name, i + 1);
        else if (!last && !has)
            rule_report(cx, SEV_ERROR, p, NULL, "%s" PERIOD_FMT " of %s has no duration, but a "
                        "later period follows", wlm_in_policy(v, in, sizeof in), i + 1, v->sc->name);
    }
}

/* WLM007: one to eight periods. */
static void period_count(struct rule_ctx *cx, const struct wlm_class_view *v)
{
    char in[80];
    if (v->periods.n == 0 && !v->override)
        rule_report(cx, SEV_ERROR, v->sc, NULL, "service class %s has no goal", v->sc->name);
    else if (v->periods.n > 8)
        rule_report(cx, SEV_ERROR, v->goal_of, NULL, "%sservice class %s has %zu goal periods; at "
                    "most 8 are allowed", wlm_in_policy(v, in, sizeof in), v->sc->name,
                    v->periods.n);
}

/* WLM010: a discretionary goal has no importance. */
static void discretionary_importance(struct rule_ctx *cx, const struct wlm_class_view *v)
{
    char in[80];
    for (size_t i = 0; i < v->periods.n; i++)
        if (wlm_goal_is(v->periods.v[i], "Discretionary") &&
            !wlm_blank(pol_get_key(v->periods.v[i], "importance")))
            rule_report(cx, SEV_ERROR, v->periods.v[i], "Importance",
                        "%s" PERIOD_FMT " of %s is discretionary and has an importance (%s)",
                        wlm_in_policy(v, in, sizeof in), i + 1, v->sc->name,
                        pol_get_key(v->periods.v[i], "importance"));
}

/* WLM011: a response time from 1 ms to 24 hours. */
static void rt_range(struct rule_ctx *cx, const struct wlm_class_view *v)
{
    char in[80];
    for (size_t i = 0; i < v->periods.n; i++) {
        const struct pol_object *p = v->periods.v[i];
        long ms = wlm_is_rt(p) ? wlm_resptime_ms(pol_get_key(p, "resptime")) : -1;
        if (ms >= 0 && (ms < 1 || ms > 24L * 3600 * 1000))
            rule_report(cx, SEV_ERROR, p, "ResponseTime", "%s" PERIOD_FMT " of %s has response "
                        "time %s; a goal is 1 ms (15 ms before z/OS V2R3) to 24 hours",
                        wlm_in_policy(v, in, sizeof in), i + 1, v->sc->name,
                        pol_get_key(p, "resptime"));
    }
}

/* WLM025 (the part a definition shows): a velocity above 90 is rarely reachable. */
static void high_velocity(struct rule_ctx *cx, const struct wlm_class_view *v)
{
    char in[80];
    for (size_t i = 0; i < v->periods.n; i++) {
        long vel = wlm_int(v->periods.v[i], "velocity", 0);
        if (wlm_goal_is(v->periods.v[i], "Velocity") && vel > 90)
            rule_report(cx, SEV_WARNING, v->periods.v[i], "Level", "%s" PERIOD_FMT " of %s has "
                        "velocity %ld; above about 90 is rarely reachable",
                        wlm_in_policy(v, in, sizeof in), i + 1, v->sc->name, vel);
    }
}

/* WLM026: discretionary only as the last period. */
static void discretionary_last(struct rule_ctx *cx, const struct wlm_class_view *v)
{
    char in[80];
    for (size_t i = 0; i + 1 < v->periods.n; i++)
        if (wlm_goal_is(v->periods.v[i], "Discretionary"))
            rule_report(cx, SEV_ERROR, v->periods.v[i], NULL, "%s" PERIOD_FMT " of %s is "
                        "discretionary but not the last period", wlm_in_policy(v, in, sizeof in),
                        i + 1, v->sc->name);
}

/* WLM027: no response-time period after a velocity period. */
static void velocity_then_rt(struct rule_ctx *cx, const struct wlm_class_view *v)
{
    char in[80];
    size_t vel = 0;
    for (size_t i = 0; i < v->periods.n; i++) {
        if (!vel && wlm_goal_is(v->periods.v[i], "Velocity"))
            vel = i + 1;
        else if (vel && wlm_is_rt(v->periods.v[i]))
            rule_report(cx, SEV_ERROR, v->periods.v[i], NULL, "%s" PERIOD_FMT " of %s has a "
                        "response-time goal after the velocity goal of period %zu",
                        wlm_in_policy(v, in, sizeof in), i + 1, v->sc->name, vel);
    }
}

/* WLM029: a later period is not more important than an earlier one. */
static void importance_order(struct rule_ctx *cx, const struct wlm_class_view *v)
{
    char in[80];
    long worst = 0;
    size_t at = 0;
    for (size_t i = 0; i < v->periods.n; i++) {
        long imp = wlm_int(v->periods.v[i], "importance", 0);
        if (imp <= 0)
            continue;
        if (worst && imp < worst)
            rule_report(cx, SEV_ERROR, v->periods.v[i], "Importance", "%s" PERIOD_FMT " of %s has "
                        "importance %ld, more important than importance %ld of period %zu",
                        wlm_in_policy(v, in, sizeof in), i + 1, v->sc->name, imp, worst, at);
        if (imp > worst)
            worst = imp, at = i + 1;
    }
}

/* WLM031: CPU critical only on a single-period class with a velocity or response-time goal. */
static void cpu_critical(struct rule_ctx *cx, const struct wlm_class_view *v)
{
    char in[80];
    if (!v->cpu_critical || (v->override && v->goal_of == v->sc &&
                             !pol_get_key(v->override, "cpucrit")))
        return;   /* a policy that changes neither goal nor CPU critical: the base reports it */
    const struct pol_object *at = v->override && pol_get_key(v->override, "cpucrit") ? v->override
                                                                                       : v->sc;
    if (v->periods.n > 1)
        rule_report(cx, SEV_ERROR, at, "CPUCritical", "%sservice class %s is CPU critical and has "
                    "%zu periods", wlm_in_policy(v, in, sizeof in), v->sc->name, v->periods.n);
    else if (v->periods.n == 1 && wlm_goal_is(v->periods.v[0], "Discretionary"))
        rule_report(cx, SEV_ERROR, at, "CPUCritical", "%sservice class %s is CPU critical with a "
                    "discretionary goal", wlm_in_policy(v, in, sizeof in), v->sc->name);
}

static void run(struct rule_ctx *cx, const struct pol_object *sc,
                void (*fn)(struct rule_ctx *cx, const struct wlm_class_view *v))
{
    if (wlm_each_view(cx, sc, fn))
        cx->out->oom = true;
}

void wlm_check_rt_order(struct rule_ctx *cx, const struct pol_object *o) { run(cx, o, rt_increasing); }
void wlm_check_durations(struct rule_ctx *cx, const struct pol_object *o) { run(cx, o, durations); }
void wlm_check_periods(struct rule_ctx *cx, const struct pol_object *o) { run(cx, o, period_count); }
void wlm_check_disc_imp(struct rule_ctx *cx, const struct pol_object *o)
{
    run(cx, o, discretionary_importance);
}
void wlm_check_rt_range(struct rule_ctx *cx, const struct pol_object *o) { run(cx, o, rt_range); }
void wlm_check_velocity(struct rule_ctx *cx, const struct pol_object *o) { run(cx, o, high_velocity); }
void wlm_check_disc_last(struct rule_ctx *cx, const struct pol_object *o)
{
    run(cx, o, discretionary_last);
}
void wlm_check_vel_rt(struct rule_ctx *cx, const struct pol_object *o) { run(cx, o, velocity_then_rt); }
void wlm_check_imp_order(struct rule_ctx *cx, const struct pol_object *o)
{
    run(cx, o, importance_order);
}
void wlm_check_cpu_critical(struct rule_ctx *cx, const struct pol_object *o)
{
    run(cx, o, cpu_critical);
}
