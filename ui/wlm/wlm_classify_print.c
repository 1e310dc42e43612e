/* ui/wlm/wlm_classify_print.c — the output of `wlmcon classify`; see wlm_classify_print.h. */
#include "ui/wlm/wlm_classify_print.h"

#include <string.h>

#include "model/model.h"
#include "model/wlm/wlm_model.h"

/* Where the service class came from, after the result line's classes. */
static void print_origin(FILE *f, const struct wlm_work *w, const struct wlm_result *r)
{
    switch (r->origin) {
    case WLM_FROM_RULE:
        for (size_t i = r->nsteps; i-- > 0;)
            if (r->steps[i].rule == r->rule) {
                fprintf(f, "  by the rule at level %u", r->steps[i].level);
                break;
            }
        if (r->rule->src.pos.line)
            fprintf(f, ", line %u", (unsigned)r->rule->src.pos.line);
        break;
    case WLM_FROM_DEFAULT:
        fprintf(f, "  no rule matched: the default of subsystem type %s", w->subsystem);
        break;
    case WLM_FROM_SYSTEM_DEFAULT:
        fprintf(f, r->classification ? "  no rule matched and subsystem type %s has no default "
                                       "service class"
                                     : "  the definition has no classification rules for %s",
                w->subsystem);
        break;
    case WLM_FROM_SYSTEM_FORCED:
        fprintf(f, "  WLM always runs this address space in SYSTEM (the rules give %s)",
                r->ruled_class);
        break;
    }
    fputc('\n', f);
}

/* The value of key on period p, or "?" when it has none. */
static const char *value(const struct pol_object *p, const char *key)
{
    const char *v = pol_get_key(p, key);
    return v ? v : "?";
}

/* One goal period in the ISPF application's words. */
static void print_period(FILE *f, size_t n, const struct pol_object *p)
{
    const char *g = pol_get_key(p, "goaltype"), *imp = pol_get_key(p, "importance");
    const char *dur = pol_get_key(p, "duration");
    fprintf(f, "  period %zu: ", n);
    if (!g)
        fputs("no goal type", f);
    else if (strcmp(g, "Discretionary") == 0)
        fputs("discretionary", f);
    else if (strcmp(g, "Velocity") == 0)
        fprintf(f, "execution velocity of %s", value(p, "velocity"));
    else if (strcmp(g, "AverageResponseTime") == 0)
        fprintf(f, "average response time of %s", value(p, "resptime"));
    else
        fprintf(f, "%s%% complete within %s", value(p, "percentile"), value(p, "resptime"));
    if (imp)
        fprintf(f, ", importance %s", imp);
    if (dur)
        fprintf(f, ", duration %s", dur);
    fputc('\n', f);
}

/* The goal that policy gives service class name. */
static void print_goal(FILE *f, const struct pol_object *def, const struct pol_object *policy,
                       const char *name)
{
    const struct pol_object *sc = wlm_named(def, WLM_SERVCLASS, name);
    if (!sc) {
        fprintf(f, "goal in policy %s: %s is provided by the system; WLM sets its goal\n",
                policy->name, name);
        return;
    }
    struct wlm_class_view v;
    if (wlm_class_view(sc, policy, &v)) {
        fputs("goal: out of memory\n", f);
        return;
    }
    fprintf(f, "goal in policy %s%s:\n", policy->name,
            v.goal_of == sc ? "" : " (overridden)");
    for (size_t i = 0; i < v.periods.n; i++)
        print_period(f, i + 1, v.periods.v[i]);
    if (v.resgroup)
        fprintf(f, "  resource group %s\n", v.resgroup);
    wlm_class_view_free(&v);
}

/* Why a step did or did not match. */
static void print_why(FILE *f, const struct wlm_step *s)
{
    char why[160];
    switch (s->why) {
    case WLM_STEP_VALUE:
        fprintf(f, "%s", wlm_match_describe(&s->m, (unsigned)strlen(s->value), why, sizeof why));
        break;
    case WLM_STEP_MEMBER:
        fprintf(f, "member %s: %s", s->member,
                wlm_match_describe(&s->m, (unsigned)strlen(s->member), why, sizeof why));
        break;
    case WLM_STEP_NO_MEMBER:
        fprintf(f, "none of the group's %zu members", s->nmembers);
        break;
    case WLM_STEP_NO_GROUP:
        fprintf(f, "no classification group %s", s->value);
        break;
    case WLM_STEP_BAD_TYPE:
        fprintf(f, "qualifier type %s is unknown", s->qualtype);
        break;
    }
    if (!s->given && s->why != WLM_STEP_BAD_TYPE && s->why != WLM_STEP_NO_GROUP)
        fputs(" (the work has no such qualifier: blanks compared)", f);
}

static void print_step(FILE *f, const struct wlm_step *s)
{
    struct wlm_qualifier_ref t = wlm_qualifier_find(s->qualtype);
    char code[8];
    snprintf(code, sizeof code, "%s%s", t.q ? t.q->code : "?", t.group ? "G" : "");
    fprintf(f, "  %*s%u %-4s %-8s", (int)(2 * (s->level - 1)), "", s->level, code, s->value);
    if (s->start)
        fprintf(f, " start %u", s->start);
    if (s->rule->src.pos.line)
        fprintf(f, "  line %u", (unsigned)s->rule->src.pos.line);
    fputs(s->matched ? "  matches: " : "  no match: ", f);
    print_why(f, s);
    fputc('\n', f);
}

int wlm_classify_print(FILE *f, const struct pol_object *def, const struct pol_object *policy,
                       const struct wlm_work *w, const struct wlm_result *r)
{
    fprintf(f, "%s", w->subsystem);
    for (size_t i = 0; i < w->nquals; i++)
        fprintf(f, " %s=%s", w->quals[i].q->code, w->quals[i].value);
    fprintf(f, ": service class %s, report class %s\n", r->service_class,
            r->report_class ? r->report_class : "(none)");
    print_origin(f, w, r);
    if (policy)
        print_goal(f, def, policy, r->service_class);
    if (r->nsteps)
        fprintf(f, "rules of subsystem type %s tried:\n", w->subsystem);
    for (size_t i = 0; i < r->nsteps; i++)
        print_step(f, &r->steps[i]);
    if (r->rule && r->origin != WLM_FROM_SYSTEM_FORCED) {
        const struct wlm_step *last = &r->steps[r->nsteps - 1];
        if (last->rule != r->rule)
            fprintf(f, "no rule below the matching rule matched: its classes apply\n");
    }
    return ferror(f) ? -1 : 0;
}
