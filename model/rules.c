/* model/rules.c — the validation engine; see rules.h. */
#include "model/rules.h"

#include <string.h>

#include "model/layout.h"
#include "model/schema.h"
#include "model/schema_cache.h"

static struct diag *rule_vadd(const struct rule *r, struct diag_list *out, enum severity sev,
                              struct diag_at at, const char *fmt, va_list ap)
{
    struct diag *d = diag_vadd(out, sev, r->id, at, fmt, ap);
    if (d) {
        d->explain = r->explain;
        d->source = r->source;
    }
    return d;
}

struct diag *rule_add(const struct rule *r, struct diag_list *out, enum severity sev,
                      struct diag_at at, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    struct diag *d = rule_vadd(r, out, sev, at, fmt, ap);
    va_end(ap);
    return d;
}

/* Where attribute idx of obj (its index in the kind, -1: none), native keyword attr, was read: its
 * modelled value's position, else a verbatim parameter's, else the object's. */
static struct pol_pos attr_pos(const struct pol_object *obj, int idx, const char *attr)
{
    if (attr) {
        if (idx >= 0 && obj->vpos && obj->vpos[idx].line)
            return obj->vpos[idx];
        for (size_t i = 0; i < obj->nparams; i++)
            if (strcmp(obj->params[i].keyword, attr) == 0 && obj->params[i].pos.line)
                return obj->params[i].pos;
    }
    return obj->src.pos;
}

/* rule_at with the attribute's index in obj's kind (-1: none) looked up once, by the caller; *change
 * gets the console change that last set the attribute, or NULL. */
static struct diag_at at_index(const struct rule_set *set, const struct pol_object *obj, int idx,
                               const char *attr, char *pathbuf, size_t n,
                               const struct console_change **change)
{
    struct diag_at at = {0};
    /* an object of another system than the set's (a rule that concerns it) is named in its own */
    at.path = obj->kind->sys->rules == set && set->path ? set->path(obj, pathbuf, n)
                                                         : schema_object_path(obj, pathbuf, n);
    at.attr = attr;
    *change = attr ? pol_value_change(obj, idx) : NULL;
    at.file = *change ? NULL : attr ? pol_value_file(obj, idx) : obj->src.file;
    const struct layout_file *lf;
    const struct layout_setting *ls = *change ? layout_setting_of(obj, idx, &lf) : NULL;
    if (ls && lf->path) {   /* typed in the console, it keeps the line of its file */
        at.file = lf->path;
        at.line = ls->line + 1;
        at.col = ls->prefix + 1;
    } else if (at.file) {
        struct pol_pos pos = attr_pos(obj, idx, attr);
        at.line = pos.line;
        at.col = pos.col;
    }
    return at;
}

struct diag_at rule_at(const struct rule_set *set, const struct pol_object *obj, const char *attr,
                       char *pathbuf, size_t n)
{
    const struct console_change *change;
    return at_index(set, obj, attr ? schema_attr_native_cached(obj->kind, attr) : -1, attr, pathbuf, n,
                    &change);
}

struct diag *rule_report(struct rule_ctx *cx, enum severity sev, const struct pol_object *obj,
                         const char *attr, const char *fmt, ...)
{
    if (sev > cx->min)
        return NULL;
    char path[512];
    const struct console_change *c;
    struct diag_at at = at_index(cx->set, obj, attr ? schema_attr_native_cached(obj->kind, attr) : -1, attr,
                                 path, sizeof path, &c);
    va_list ap;
    va_start(ap, fmt);
    struct diag *d = rule_vadd(cx->rule, cx->out, sev, at, fmt, ap);
    va_end(ap);
    if (d && c)
        diag_set_console(cx->out, d, c);
    return d;
}

struct diag *rule_report_path(struct rule_ctx *cx, enum severity sev, const char *path,
                              const char *fmt, ...)
{
    if (sev > cx->min)
        return NULL;
    struct diag_at at = {0};
    at.path = path;
    va_list ap;
    va_start(ap, fmt);
    struct diag *d = rule_vadd(cx->rule, cx->out, sev, at, fmt, ap);
    va_end(ap);
    return d;
}

struct diag *rule_report_in(struct rule_ctx *cx, enum severity sev, struct diag_at at, const char *fmt, ...)
{
    if (sev > cx->min)
        return NULL;
    va_list ap;
    va_start(ap, fmt);
    struct diag *d = rule_vadd(cx->rule, cx->out, sev, at, fmt, ap);
    va_end(ap);
    return d;
}

/* True when a rule can report something at least as severe as min. */
static bool rule_reaches(const struct rule *r, enum severity min)
{
    for (int s = SEV_ERROR; s <= (int)min; s++)
        if (r->sevs & RULE_SEV(s))
            return true;
    return false;
}

static bool live(const struct pol_object *o)
{
    return o->change != POL_DELETED;
}

/* Runs an object rule over every live object of its kinds under the set's top-level objects. */
static void run_object_rule(struct rule_ctx *cx)
{
    const struct policy *p = cx->policy;
    for (size_t t = 0; t < p->ntops; t++) {
        const struct pol_object *top = p->tops[t];
        if (!live(top) || strcmp(top->kind->sys->id, cx->set->system) != 0)
            continue;
        if (cx->rule->kinds & (UINT64_C(1) << top->kind->index))
            cx->rule->check(cx, top);
        for (size_t i = 0; i < top->scope->nobjs; i++) {
            const struct pol_object *o = top->scope->objs[i];
            if (live(o) && (cx->rule->kinds & (UINT64_C(1) << o->kind->index)))
                cx->rule->check(cx, o);
        }
    }
}

int rules_run(const struct policy *p, const struct rule_set *set, struct diag_list *out,
              enum severity min)
{
    return rules_run_summary(p, set, out, min, NULL);
}

int rules_run_summary(const struct policy *p, const struct rule_set *set, struct diag_list *out,
                      enum severity min, void **summary)
{
    struct rule_ctx cx = {p, set, NULL, NULL, out, min};
    if (summary)
        *summary = NULL;
    if (set->prepare && set->prepare(p, &cx.data))
        return -1;
    for (size_t i = 0; i < set->nrules; i++) {
        cx.rule = &set->rules[i];
        if (!cx.rule->check || !rule_reaches(cx.rule, min))
            continue;
        if (cx.rule->kinds)
            run_object_rule(&cx);
        else
            cx.rule->check(&cx, NULL);
    }
    if (summary && set->summary && !out->oom)
        *summary = set->summary(p, cx.data);
    if (set->release)
        set->release(cx.data);
    return out->oom ? -1 : 0;
}

const struct rule *rules_find(const struct rule_set *set, const char *id)
{
    for (size_t i = 0; i < set->nrules; i++)
        if (strcmp(set->rules[i].id, id) == 0)
            return &set->rules[i];
    return NULL;
}

const struct rule_set *const *rules_sets(void)
{
    static const struct rule_set *sets[16];
    size_t n = 0;
    for (const struct system_def *const *s = schema_systems(); *s && n + 1 < 16; s++)
        if ((*s)->rules)
            sets[n++] = (*s)->rules;
    sets[n] = NULL;
    return sets;
}

const struct rule *rules_lookup(const char *id, const struct rule_set **set)
{
    for (const struct rule_set *const *s = rules_sets(); *s; s++) {
        const struct rule *r = rules_find(*s, id);
        if (r) {
            if (set)
                *set = *s;
            return r;
        }
    }
    if (set)
        *set = NULL;
    return NULL;
}

const struct system_def *rules_concerns(const struct rule_set *set, const struct rule *r)
{
    for (const struct rule_about *a = set->about; a && a->rule; a++)
        if (strcmp(a->rule, r->id) == 0)
            return schema_system(a->system);
    return schema_system(set->system);
}

const struct rule_set *rules_set(const char *system)
{
    for (const struct rule_set *const *s = rules_sets(); *s; s++)
        if (strcmp((*s)->system, system) == 0)
            return *s;
    return NULL;
}

enum severity rule_severity(const struct rule *r)
{
    for (int s = SEV_ERROR; s <= SEV_INFO; s++)
        if (r->sevs & RULE_SEV(s))
            return (enum severity)s;
    return SEV_INFO;
}

void rules_check_values(struct rule_ctx *cx, const struct pol_object *obj, enum rules_values whose)
{
    char path[512], msg[256];
    for (unsigned i = 0; i < obj->kind->nattrs; i++) {
        const struct attr_def *a = obj->kind->attrs[i];
        const char *id = NULL;
        if (!schema_value_problem(obj->kind, a, pol_get(obj, (int)i), &id, msg, sizeof msg) || !id)
            continue;
        const struct rule *r = whose == RULES_VALUES_OWN ? (strcmp(id, cx->rule->id) == 0 ? cx->rule : NULL)
                                                         : rules_find(cx->set, id);
        if (r)
            rule_add(r, cx->out, SEV_ERROR, rule_at(cx->set, obj, a->native, path, sizeof path), "%s", msg);
    }
}
