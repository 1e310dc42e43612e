/* model/wlm/wlm_rules_lint.c — classification groups and the order of rules: WLM016 (a group no
 * rule uses), WLM025 (more than five rules of one qualifier type at a level), and two lints none
 * of IBM's tools raise: WLM038 (a rule an earlier rule at its level always wins over) and WLM039
 * (a '*' that is not in the last position, hence no wildcard). */
#include <stdio.h>
#include <string.h>

#include "model/wlm/wlm_rules_impl.h"

/* True when some rule of the definition names group g by a group-form qualifier type. */
static bool group_used(const struct pol_object *g)
{
    const struct pol_scope *sc = g->top->scope;
    for (size_t i = 0; i < sc->nobjs; i++) {
        const struct pol_object *r = sc->objs[i];
        if (r->change == POL_DELETED || !wlm_is_kind(r->kind, WLM_RULE))
            continue;
        const char *v = pol_get_key(r, "qualvalue");
        if (v && strcmp(v, g->name) == 0 && wlm_qualifier_find(pol_get_key(r, "qualtype")).group)
            return true;
    }
    return false;
}

/* WLM016 */
void wlm_check_group_used(struct rule_ctx *cx, const struct pol_object *g)
{
    if (!group_used(g))
        rule_report(cx, SEV_WARNING, g, NULL, "classification group %s is used by no rule", g->name);
}

/* wlm_qualifier_find(text), told at once when text is known_text, whose qualifier is known: the
 * rules of one level mostly compare one type, and the look-up goes through every qualifier. */
static struct wlm_qualifier_ref qualifier_as(const char *text, const char *known_text,
                                             struct wlm_qualifier_ref known)
{
    return text && known_text && strcmp(text, known_text) == 0 ? known : wlm_qualifier_find(text);
}

/* WLM025 (rules per level): more than five rules of one qualifier type under parent. */
void wlm_check_rules_per_level(struct rule_ctx *cx, const struct pol_object *parent)
{
    const struct kind_def *k = wlm_kind(WLM_RULE);
    for (const struct pol_object *r = pol_first_child(parent, k); r; r = pol_next_child(r, k)) {
        const char *type = pol_get_key(r, "qualtype");
        struct wlm_qualifier_ref t = wlm_qualifier_find(type);
        if (!t.q || t.group || !t.q->groupable)
            continue;
        size_t same = 0, before = 0;   /* an alike rule before r: r is not the one reported */
        for (const struct pol_object *o = pol_first_child(parent, k); o && !before;
             o = pol_next_child(o, k)) {
            struct wlm_qualifier_ref u = qualifier_as(pol_get_key(o, "qualtype"), type, t);
            bool alike = u.q == t.q && !u.group;
            same += alike;
            before += alike && o->position < r->position;
        }
        if (same > 5 && before == 0)
            rule_report(cx, SEV_WARNING, r, "QualifierType", "%zu rules at this level compare %s; "
                        "a classification group of %s values is faster to check", same, t.q->xml,
                        t.q->code);
    }
}

/* True when every value pattern b matches is matched by pattern a (both for one qualifier type
 * and start position); prefix: a long qualifier without start, compared over a's length. */
static bool covers(const char *a, const char *b, bool prefix)
{
    size_t al = strlen(a), bl = strlen(b);
    bool astar = (al && a[al - 1] == '*') || prefix, bstar = bl && b[bl - 1] == '*';
    al -= al && a[al - 1] == '*';
    bl -= bstar;
    if (astar ? al > bl : (bstar || al != bl))
        return false;
    for (size_t i = 0; i < al; i++)
        if (a[i] != '%' && (a[i] != b[i] || b[i] == '%'))
            return false;
    return true;
}

/* WLM038: a rule that an earlier rule at its level matches whenever it would. */
void wlm_check_shadowed(struct rule_ctx *cx, const struct pol_object *rule)
{
    const char *type = pol_get_key(rule, "qualtype");
    struct wlm_qualifier_ref t = wlm_qualifier_find(type);
    if (!t.q || t.group)
        return;
    const char *start = pol_get_key(rule, "start"), *value = pol_get_key(rule, "qualvalue");
    const struct kind_def *k = rule->kind;
    for (const struct pol_object *e = pol_first_child(rule->parent, k); e && e != rule;
         e = pol_next_child(e, k)) {
        const char *es = pol_get_key(e, "start"), *ev = pol_get_key(e, "qualvalue");
        struct wlm_qualifier_ref u = qualifier_as(pol_get_key(e, "qualtype"), type, t);
        bool same_start = wlm_blank(es) ? wlm_blank(start) : start && strcmp(es, start) == 0;
        if (u.q != t.q || u.group || !same_start || !ev || !value ||
            !covers(ev, value, t.q->is_long && wlm_blank(es)))
            continue;
        rule_report(cx, SEV_WARNING, rule, "QualifierValue", "%s %s is never reached: rule %u at "
                    "the same level, %s %s, comes first and matches everything it matches",
                    t.q->code, value, e->position, t.q->code, ev);
        return;
    }
}

/* WLM039: a '*' before the last position is an ordinary character. */
void wlm_check_literal_star(struct rule_ctx *cx, const struct pol_object *o)
{
    const char *v = pol_get_key(o, "qualvalue");
    size_t n = v ? strlen(v) : 0;
    if (n > 1 && memchr(v, '*', n - 1))
        rule_report(cx, SEV_WARNING, o, wlm_is_kind(o->kind, WLM_RULE) ? "QualifierValue" : "Name",
                    "'*' in %s is not a wildcard: only a trailing * is; this %s matches only the "
                    "literal name", v, wlm_is_kind(o->kind, WLM_RULE) ? "rule" : "group member");
}
