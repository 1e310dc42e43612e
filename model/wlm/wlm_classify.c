/* model/wlm/wlm_classify.c — the classification what-if; see wlm_classify.h. */
#include "model/wlm/wlm_classify.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "model/wlm/wlm_view.h"

/* research/wlm.md §2 rule 24; IBM "System-provided service classes" (S-SPSC). */
static const char *const forced_system[] = {
    "*MASTER*", "INIT", "WLM", "XCFAS", "GRS", "CONSOLE", "IEFSCHAS", "IXGLOGR", "SMF", "CATALOG",
    "SMSPDSE", "SMSPDSE1", NULL,
};

bool wlm_forced_system(const char *name)
{
    for (size_t i = 0; name && forced_system[i]; i++)
        if (strcmp(forced_system[i], name) == 0)
            return true;
    return false;
}

const char *wlm_system_default(const char *type)
{
    return type && strcmp(type, "STC") == 0 ? "SYSSTC" : "SYSOTHER";
}

/* What a walk through the rules carries. */
struct walk {
    const struct pol_object *def;
    const struct wlm_work *w;
    const char *values[WLM_WORK_MAX];   /* the work's values, folded when the type folds */
    struct wlm_result *r;
};

/* The work's value for qualifier q (the first given), or NULL. */
static const char *work_value(const struct walk *k, const struct wlm_qualifier *q)
{
    for (size_t i = 0; i < k->w->nquals; i++)
        if (k->w->quals[i].q == q)
            return k->values[i];
    return NULL;
}

static unsigned start_of(const struct pol_object *o)
{
    const char *s = pol_get_key(o, "start");
    return wlm_blank(s) ? 0 : (unsigned)strtoul(s, NULL, 10);
}

static const char *text_of(const struct pol_object *o, const char *key)
{
    const char *v = pol_get_key(o, key);
    return v ? v : "";
}

static int add_step(struct wlm_result *r, const struct wlm_step *s)
{
    if (r->nsteps == r->capsteps) {
        size_t cap = r->capsteps ? r->capsteps * 2 : 16;
        struct wlm_step *v = realloc(r->steps, cap * sizeof *v);
        if (!v)
            return -1;
        r->steps = v;
        r->capsteps = cap;
    }
    r->steps[r->nsteps++] = *s;
    return 0;
}

/* A group rule: any member of the classification group the rule names. */
static int try_group(const struct walk *k, struct wlm_step *s, const struct wlm_qualifier *q,
                     const char *value)
{
    const struct pol_object *g = wlm_named(k->def, WLM_CLASSGROUP, s->value);
    if (!g) {
        s->why = WLM_STEP_NO_GROUP;
        return 0;
    }
    struct wlm_list members;
    if (wlm_children(g, WLM_QUALNAME, &members))
        return -1;
    s->why = WLM_STEP_NO_MEMBER;
    s->nmembers = members.n;
    for (size_t i = 0; i < members.n && !s->matched; i++) {
        const char *pattern = text_of(members.v[i], "qualvalue");
        if (wlm_match_value(pattern, start_of(members.v[i]), value, q->is_long, &s->m)) {
            s->matched = true;
            s->why = WLM_STEP_MEMBER;
            s->member = pattern;
        }
    }
    wlm_list_free(&members);
    return 0;
}

/* Tries one rule at level; records the step. */
static int try_rule(const struct walk *k, const struct pol_object *rule, unsigned level,
                    bool *matched)
{
    struct wlm_step s = {0};
    s.level = level;
    s.rule = rule;
    s.qualtype = text_of(rule, "qualtype");
    s.value = text_of(rule, "qualvalue");
    s.start = start_of(rule);
    struct wlm_qualifier_ref ref = wlm_qualifier_find(s.qualtype);
    if (!ref.q) {
        s.why = WLM_STEP_BAD_TYPE;
    } else {
        const char *value = work_value(k, ref.q);
        s.given = value != NULL;
        if (ref.group) {
            if (try_group(k, &s, ref.q, value))
                return -1;
        } else {
            s.why = WLM_STEP_VALUE;
            s.matched = wlm_match_value(s.value, s.start, value, ref.q->is_long, &s.m);
        }
    }
    *matched = s.matched;
    return add_step(k->r, &s);
}

static const char *class_or(const struct pol_object *rule, const char *key, const char *inherited)
{
    const char *v = pol_get_key(rule, key);
    return wlm_blank(v) ? inherited : v;
}

/* Searches the rules under parent at level with the classes inherited from above; sets *found
 * when one matched (the result then holds its classes, or those of a sub-rule). */
static int walk_level(const struct walk *k, const struct pol_object *parent, unsigned level,
                      const char *sc, const char *rc, bool *found)
{
    struct wlm_list rules;
    if (wlm_children(parent, WLM_RULE, &rules))
        return -1;
    int err = 0;
    for (size_t i = 0; i < rules.n && err == 0; i++) {
        bool matched = false;
        err = try_rule(k, rules.v[i], level, &matched);
        if (err || !matched)
            continue;
        const char *own_sc = class_or(rules.v[i], "servclass", sc);
        const char *own_rc = class_or(rules.v[i], "repclass", rc);
        k->r->rule = rules.v[i];
        k->r->service_class = own_sc;
        k->r->report_class = own_rc;
        *found = true;
        bool sub = false;
        err = walk_level(k, rules.v[i], level + 1, own_sc, own_rc, &sub);
        break;
    }
    wlm_list_free(&rules);
    return err;
}

/* Copies the work's values into r->folded, upper-cased when fold. */
static int fold_values(struct walk *k, bool fold)
{
    size_t total = 0;
    for (size_t i = 0; i < k->w->nquals; i++)
        total += strlen(k->w->quals[i].value) + 1;
    char *p = k->r->folded = malloc(total ? total : 1);
    if (!p)
        return -1;
    for (size_t i = 0; i < k->w->nquals; i++) {
        k->values[i] = p;
        for (const char *s = k->w->quals[i].value; *s; s++)
            *p++ = fold ? (char)toupper((unsigned char)*s) : *s;
        *p++ = '\0';
    }
    return 0;
}

/* The address spaces of rule 24: the STC job name decides. */
static void apply_forced(struct walk *k)
{
    const char *tn = work_value(k, wlm_qualifier_find("TN").q);
    if (strcmp(k->w->subsystem, "STC") == 0 && wlm_forced_system(tn)) {
        k->r->ruled_class = k->r->service_class;
        k->r->service_class = "SYSTEM";
        k->r->origin = WLM_FROM_SYSTEM_FORCED;
    }
}

int wlm_classify(const struct pol_object *def, const struct wlm_work *w, struct wlm_result *r)
{
    memset(r, 0, sizeof *r);
    struct walk k = {.def = def, .w = w, .r = r};
    const struct pol_object *cls = wlm_named(def, WLM_CLASSIFICATION, w->subsystem);
    const char *fold = cls ? pol_get_key(cls, "fold") : NULL;
    if (fold_values(&k, !fold || strcmp(fold, "N") != 0))
        return wlm_result_free(r), -1;
    r->classification = cls;
    const char *dsc = cls ? pol_get_key(cls, "defservclass") : NULL;
    const char *drc = cls ? pol_get_key(cls, "defrepclass") : NULL;
    dsc = wlm_blank(dsc) ? NULL : dsc;
    drc = wlm_blank(drc) ? NULL : drc;
    const char *fallback = dsc ? dsc : wlm_system_default(w->subsystem);
    bool found = false;
    if (cls && walk_level(&k, cls, 1, fallback, drc, &found))
        return wlm_result_free(r), -1;
    if (found) {
        r->origin = WLM_FROM_RULE;
    } else {
        r->service_class = fallback;
        r->report_class = drc;
        r->origin = dsc ? WLM_FROM_DEFAULT : WLM_FROM_SYSTEM_DEFAULT;
    }
    apply_forced(&k);
    return 0;
}

void wlm_result_free(struct wlm_result *r)
{
    free(r->steps);
    free(r->folded);
    memset(r, 0, sizeof *r);
}
