/* model/mq_object_rules.c — the MQ rules that concern one value or one object: what MQ itself
 * refuses. The reader stops an import on them; the validator reports them on the store.
 * Source: research/mq.md §4 rules 1–6 and addendum C1–C2. */
#include "model/mq.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Parses a decimal integer (optional sign, digits only); false when value is not one. */
static bool parse_int(const char *value, long long *out)
{
    const char *s = value;
    if (*s == '-' || *s == '+')
        s++;
    if (!*s)
        return false;
    for (const char *p = s; *p; p++)
        if (*p < '0' || *p > '9')
            return false;
    errno = 0;
    char *end;
    *out = strtoll(value, &end, 10);
    return errno == 0 && *end == '\0';
}

/* Appends the valid choices of a as "A, B or C" to buf. */
static void list_choices(const struct attr_def *a, char *buf, size_t n)
{
    size_t count = 0, at = 0;
    for (const struct attr_choice *c = a->choices; c && c->value; c++)
        count++;
    buf[0] = '\0';
    for (size_t i = 0; i < count && at < n; i++) {
        const char *sep = i == 0 ? "" : i + 1 == count ? " or " : ", ";
        int w = snprintf(buf + at, n - at, "%s%s", sep, a->choices[i].value);
        at += w < 0 ? 0 : (size_t)w;
    }
}

const char *mq_value_problem(const struct attr_def *a, const char *value, const char **rule,
                             char *msg, size_t n)
{
    enum val_state st = val_state(value);
    if (st == VAL_UNSET)
        return NULL;
    switch (a->type) {
    case AT_INT: {
        long long v;
        if (st != VAL_VALUE || !parse_int(value, &v)) {
            *rule = "MQ001";
            snprintf(msg, n, "%s('%s') is not a number: %s must be from %lld to %lld", a->native, value,
                     a->native, a->min, a->max);
            return msg;
        }
        if (v < a->min || v > a->max) {
            *rule = "MQ001";
            snprintf(msg, n, "%s(%s) is out of range: %s must be from %lld to %lld", a->native, value,
                     a->native, a->min, a->max);
            return msg;
        }
        return NULL;
    }
    case AT_ENUM:
    case AT_BOOL:
        if (!schema_choice(a, value)) {
            char choices[256];
            list_choices(a, choices, sizeof choices);
            *rule = "MQ002";
            snprintf(msg, n, "%s(%s) is not a valid value: %s must be %s", a->native, value, a->native,
                     choices);
            return msg;
        }
        return NULL;
    case AT_LIST: {
        /* each comma-separated item has the length limit */
        size_t item = 0;
        for (const char *s = value;; s++) {
            if (*s == ',' || !*s) {
                if (a->max && item > (size_t)a->max) {
                    *rule = "MQ005";
                    snprintf(msg, n, "%s holds a name longer than %lld characters", a->native, a->max);
                    return msg;
                }
                item = 0;
                if (!*s)
                    break;
            } else {
                item++;
            }
        }
        return NULL;
    }
    case AT_NAME:
    case AT_TEXT:
    case AT_REF:
        if (a->max && strlen(value) > (size_t)a->max) {
            *rule = "MQ005";
            snprintf(msg, n, "%s is %zu characters long: at most %lld are allowed", a->native,
                     strlen(value), a->max);
            return msg;
        }
        return NULL;
    }
    return NULL;
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

int mq_object_problems(const struct pol_object *obj, struct diag_list *diags, struct diag_at at)
{
    char path[512];
    int errors = 0;
    at.path = mq_object_path(obj, path, sizeof path);
    const struct kind_def *k = obj->kind;
    if (k->index == MQ_QMGR && nonblank(obj, "repos") && nonblank(obj, "reposnl")) {
        at.attr = "REPOSNL";
        diag_add(diags, SEV_ERROR, "MQ004", at,
                 "REPOS(%s) and REPOSNL(%s) are both set: a queue manager names its full-repository "
                 "clusters with one or the other",
                 pol_get_key(obj, "repos"), pol_get_key(obj, "reposnl"));
        errors++;
    }
    if ((mq_is_queue(k) || mq_is_cluster_channel(k)) && nonblank(obj, "cluster") &&
        nonblank(obj, "clusnl")) {
        at.attr = "CLUSNL";
        diag_add(diags, SEV_ERROR, "MQ004", at,
                 "CLUSTER(%s) and CLUSNL(%s) are both set: an object names its clusters with one or "
                 "the other",
                 pol_get_key(obj, "cluster"), pol_get_key(obj, "clusnl"));
        errors++;
    }
    if (mq_is_queue(k) && (nonblank(obj, "cluster") || nonblank(obj, "clusnl"))) {
        const char *usage = pol_get_key(obj, "usage");
        at.attr = "CLUSTER";
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
