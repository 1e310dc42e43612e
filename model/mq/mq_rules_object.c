/* model/mq/mq_rules_object.c — MQ rules that look at one object at a time: values, names and the
 * single-object rules of mq_object_rules.c (MQ001–MQ006), exit data (MQ021),
 * DEFBIND(GROUP) (MQ023) and duplicate names (MQ026). Source: research/mq.md §4. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "model/mq/mq_rules_impl.h"

/* Which of the value rules runs: what the check of a value (mq_value_problem) can give it. */
enum value_rule { VR_RANGE, VR_CHOICE, VR_ANY };

/* Whether the check of value v of attribute a can give a finding of rule r: MQ001 (a range) only
 * on an integer, MQ002 (a choice) only on an enumeration or a switch; MQ005 (a length, a control
 * character) on any attribute, but on an integer, an enumeration or a switch only for a control
 * character; a verbatim keyword's check gives any of them. The three rules run the same check
 * over every object: this keeps each from checking the values it cannot fault. */
static bool may_give(const struct attr_def *a, enum value_rule r, const char *v)
{
    if (a->flags & AF_VERBATIM)
        return true;
    bool choice = a->type == AT_ENUM || a->type == AT_BOOL;
    return r == VR_RANGE ? a->type == AT_INT
           : r == VR_CHOICE ? choice
           : a->type == AT_INT || choice ? schema_control_char(v) != NULL
                                         : true;
}

/* The slot of value v of attribute a in the table of values without fault. */
static struct mq_fine *fine_slot(struct mq_fine *fine, const struct attr_def *a, const char *v)
{
    uintptr_t h = ((uintptr_t)v >> 3) ^ ((uintptr_t)a >> 3) * 0x9E3779B1u;
    return &fine[(h ^ (h >> 12)) & (MQ_FINE_SLOTS - 1)];
}

/* MQ001, MQ002, MQ005: each modelled value (mq_value_problem) and, for MQ005, the object's name
 * (mq_name_problem). A check reports only the findings of the rule being run; a value found
 * without fault by an earlier check of this run (mq_rules_fine) is not checked again. */
void mq_check_values(struct rule_ctx *cx, const struct pol_object *obj)
{
    char msg[512];
    const char *id = cx->rule->id;
    enum value_rule r = strcmp(id, "MQ001") == 0   ? VR_RANGE
                        : strcmp(id, "MQ002") == 0 ? VR_CHOICE
                                                   : VR_ANY;
    struct mq_fine *fine = mq_rules_fine(cx);
    for (unsigned i = 0; i < obj->kind->nattrs; i++) {
        const struct attr_def *a = obj->kind->attrs[i];
        const char *rule = NULL;
        const char *v = obj->vals[i];
        if (!v)
            continue;
        struct mq_fine *slot = fine_slot(fine, a, v);
        if ((slot->attr == a && slot->value == v) || !may_give(a, r, v))
            continue;
        if (!mq_value_problem(a, v, &rule, msg, sizeof msg))
            *slot = (struct mq_fine){a, v};
        else if (strcmp(rule, id) == 0)
            rule_report(cx, SEV_ERROR, obj, a->native, "%s", msg);
    }
    if (strcmp(id, "MQ005") != 0)
        return;
    const struct pol_object *qm = obj->top;
    const char *why = mq_name_problem(obj->kind, obj->name, qm->name);
    if (why)
        rule_report(cx, SEV_ERROR, obj, NULL, "the name '%s' %s", obj->name, why);
}

/* The kinds on which the schema has an attribute with keyword kw, as "QMGR and QLOCAL". */
static void kinds_with(const struct system_def *sys, const char *kw, char *buf, size_t n)
{
    uint64_t kinds = 0;
    for (size_t i = 0; i < sys->nattrs; i++) {
        const struct attr_def *a = &sys->attrs[i];
        if (strcasecmp(a->native, kw) == 0 || (a->synonym && strcasecmp(a->synonym, kw) == 0))
            kinds |= a->kinds;
    }
    size_t count = 0, seen = 0;
    for (size_t k = 0; k < sys->nkinds; k++)
        count += (kinds >> k) & 1;
    buf[0] = '\0';
    for (size_t k = 0; k < sys->nkinds; k++) {
        if (!((kinds >> k) & 1))
            continue;
        size_t at = strlen(buf);
        seen++;
        snprintf(buf + at, n - at, "%s%s", seen == 1 ? "" : seen == count ? " and " : ", ",
                 sys->kinds[k].id);
    }
}

/* MQ003: a verbatim parameter whose keyword is a modelled attribute of other kinds only. */
void mq_check_wrong_kind(struct rule_ctx *cx, const struct pol_object *obj)
{
    const struct system_def *sys = obj->kind->sys;
    for (size_t i = 0; i < obj->nparams; i++) {
        const struct pol_param *pp = &obj->params[i];
        if (pp->cls != PARAM_OTHER || schema_attr_native(obj->kind, pp->keyword) >= 0)
            continue;
        const struct attr_def *a = schema_attr_any(sys, pp->keyword);
        if (!a || (a->flags & (AF_HEADER | AF_COMMAND)))
            continue;
        char kinds[256];
        kinds_with(sys, pp->keyword, kinds, sizeof kinds);
        rule_report(cx, SEV_ERROR, obj, pp->keyword, "%s is not an attribute of %s: it applies to %s only",
                    pp->keyword, obj->kind->id, kinds);
    }
}

/* MQ004, MQ006: the rules of mq_object_problems, reported through the engine (each runs its own
 * check only). */
void mq_check_object(struct rule_ctx *cx, const struct pol_object *obj)
{
    struct diag_list tmp;
    diag_init(&tmp, 0);
    if (strcmp(cx->rule->id, "MQ004") == 0)
        mq_object_both_set(obj, &tmp, (struct diag_at){0});
    else
        mq_object_unclusterable(obj, &tmp, (struct diag_at){0});
    for (size_t i = 0; i < tmp.n; i++)
        if (strcmp(tmp.v[i].id, cx->rule->id) == 0)
            rule_report(cx, tmp.v[i].sev, obj, tmp.v[i].attr, "%s", tmp.v[i].msg);
    if (tmp.oom)
        cx->out->oom = true;
    diag_free(&tmp);
}

/* MQ021: CLWLDATA or CLWLLEN other than the defaults while CLWLEXIT is blank. */
void mq_check_exit_data(struct rule_ctx *cx, const struct pol_object *qm)
{
    if (val_state(mq_effective(qm, "clwlexit")) == VAL_VALUE)
        return;
    const char *data = mq_effective(qm, "clwldata");
    if (val_state(data) == VAL_VALUE)
        rule_report(cx, SEV_WARNING, qm, "CLWLDATA",
                    "CLWLDATA('%s') on %s has no effect: no cluster workload exit is set (CLWLEXIT is "
                    "blank)",
                    data, qm->name);
    if (!mq_is_product_default(qm, "clwllen"))
        rule_report(cx, SEV_WARNING, qm, "CLWLLEN",
                    "CLWLLEN(%s) on %s has no effect: no cluster workload exit is set (CLWLEXIT is "
                    "blank)",
                    mq_effective(qm, "clwllen"), qm->name);
}

/* MQ023: DEFBIND(GROUP) stated on a queue. */
void mq_check_group(struct rule_ctx *cx, const struct pol_object *q)
{
    const char *v = pol_get_key(q, "defbind");
    if (v && strcmp(v, "GROUP") == 0)
        rule_report(cx, SEV_WARNING, q, "DEFBIND",
                    "DEFBIND(GROUP) on %s %s: applications before MQ 7.1 cannot use it, and the "
                    "messages of a group stay together only with BIND_ON_OPEN or BIND_ON_GROUP",
                    q->kind->id, q->name);
}

/* MQ026: a second live object with the name of an earlier one in the same namespace. */
void mq_check_duplicate(struct rule_ctx *cx, const struct pol_object *obj)
{
    const struct pol_object *first = pol_find(obj->top, obj->kind->ns, obj->name);
    if (!first || first == obj)
        return;
    if (first->kind == obj->kind)
        rule_report(cx, SEV_ERROR, obj, NULL, "%s %s is defined twice on %s", obj->kind->id, obj->name,
                    obj->top->name);
    else
        rule_report(cx, SEV_ERROR, obj, NULL, "%s %s has the name of %s %s on %s: all %s types share one namespace",
                    obj->kind->id, obj->name, first->kind->id, first->name, obj->top->name,
                    obj->kind->ns);
}
