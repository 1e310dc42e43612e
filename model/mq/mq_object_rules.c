/* model/mq/mq_object_rules.c — the MQ rules that concern one value or one object: what MQ itself
 * refuses. The reader stops an import on them; the validator reports them on the store.
 * Source: research/mq.md §4 rules 1–6 and addendum C1–C2. */
#include "model/mq/mq.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const char *mq_value_problem(const struct attr_def *a, const char *value, const char **rule,
                             char *msg, size_t n)
{
    static const char *const rules[] = {[VF_RANGE] = "MQ001", [VF_CHOICE] = "MQ002", [VF_LENGTH] = "MQ005",
                                        [VF_CONTROL] = "MQ005"};
    if (a->flags & AF_VERBATIM)
        return mq_extra_problem(a, value, rule, msg, n);
    enum value_fault f = schema_value_check(a, value, msg, n);
    if (f == VF_NONE)
        return NULL;
    *rule = rules[f];
    return msg;
}

static bool nonblank(const struct pol_object *obj, const char *key)
{
    return val_state(pol_get_key(obj, key)) == VAL_VALUE;
}

/* True for the queues MQ never lets into a cluster (PCF 3090). */
static bool reserved_queue(const char *name)
{
    return strncmp(name, "SYSTEM.CHANNEL.", 15) == 0 || strncmp(name, "SYSTEM.CLUSTER.", 15) == 0 ||
           strcmp(name, "SYSTEM.COMMAND.INPUT") == 0;
}

/* MQ004: obj states both the cluster attribute `one` and the namelist attribute `nl` (keys), which
 * it names `what` with (reported on nl). 1 when it does, else 0. */
static int both_set(const struct pol_object *obj, const char *one, const char *nl, const char *what,
                    struct diag_list *diags, struct diag_at at)
{
    if (!nonblank(obj, one) || !nonblank(obj, nl))
        return 0;
    const struct kind_def *k = obj->kind;
    const char *one_kw = k->attrs[schema_attr_index(k, one)]->native;
    char path[512];
    at.path = mq_object_path(obj, path, sizeof path);
    at.attr = k->attrs[schema_attr_index(k, nl)]->native;
    diag_add(diags, SEV_ERROR, "MQ004", at, "%s(%s) and %s(%s) are both set: %s with one or the other",
             one_kw, pol_get_key(obj, one), at.attr, pol_get_key(obj, nl), what);
    return 1;
}

int mq_object_both_set(const struct pol_object *obj, struct diag_list *diags, struct diag_at at)
{
    int errors = 0;
    const struct kind_def *k = obj->kind;
    if (k->index == MQ_QMGR)
        errors += both_set(obj, "repos", "reposnl",
                           "a queue manager names its full-repository clusters", diags, at);
    if (mq_is_queue(k) || mq_is_cluster_channel(k))
        errors += both_set(obj, "cluster", "clusnl", "an object names its clusters", diags, at);
    return errors;
}

int mq_object_unclusterable(const struct pol_object *obj, struct diag_list *diags, struct diag_at at)
{
    int errors = 0;
    const struct kind_def *k = obj->kind;
    if (mq_is_queue(k) && (nonblank(obj, "cluster") || nonblank(obj, "clusnl"))) {
        const char *usage = pol_get_key(obj, "usage");
        char path[512];   /* the object's path is written only for a finding */
        at.attr = "CLUSTER";
        if ((usage && strcmp(usage, "XMITQ") == 0) || reserved_queue(obj->name))
            at.path = mq_object_path(obj, path, sizeof path);
        if (usage && strcmp(usage, "XMITQ") == 0) {
            diag_add(diags, SEV_ERROR, "MQ006", at,
                     "a transmission queue (USAGE(XMITQ)) cannot be a cluster queue");
            errors++;
        } else if (reserved_queue(obj->name)) {
            diag_add(diags, SEV_ERROR, "MQ006", at, "queue %s is reserved by MQ and cannot be a cluster queue",
                     obj->name);
            errors++;
        }
    }
    return errors;
}

int mq_object_problems(const struct pol_object *obj, struct diag_list *diags, struct diag_at at)
{
    int errors = mq_object_both_set(obj, diags, at);
    return errors + mq_object_unclusterable(obj, diags, at);
}
