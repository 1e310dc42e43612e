/* model/mq/mq_object_rules.c — the MQ rules that concern one value or one object: what MQ itself
 * refuses. The reader stops an import on them; the validator reports them on the store.
 * Source: research/mq.md §4 rules 1–6 and addendum C1–C2. */
#include "model/mq/mq.h"

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

/* MQ001: value (in state st) of AT_INT attribute a is not a number or out of range (message in
 * msg, n bytes); NULL when it is fine. */
static const char *int_problem(const struct attr_def *a, const char *value, enum val_state st,
                               char *msg, size_t n)
{
    long long v;
    if (st != VAL_VALUE || !parse_int(value, &v))
        snprintf(msg, n, "%s('%s') is not a number: %s must be from %lld to %lld", a->native, value,
                 a->native, a->min, a->max);
    else if (v < a->min || v > a->max)
        snprintf(msg, n, "%s(%s) is out of range: %s must be from %lld to %lld", a->native, value,
                 a->native, a->min, a->max);
    else
        return NULL;
    return msg;
}

/* Whether an item of the comma-separated list value is longer than max bytes (0: no limit). */
static bool list_item_too_long(const char *value, long long max)
{
    size_t item = 0;
    for (const char *s = value;; s++) {
        if (*s == ',' || !*s) {
            if (max && item > (size_t)max)
                return true;
            item = 0;
            if (!*s)
                return false;
        } else {
            item++;
        }
    }
}

/* MQ005's message for a value longer than a->max bytes: MQ counts bytes, so a value with multi-byte
 * characters is measured in bytes and its characters are given beside them. */
static void length_message(const struct attr_def *a, const char *value, char *msg, size_t n)
{
    size_t bytes = strlen(value), chars = 0;
    for (const unsigned char *p = (const unsigned char *)value; *p; p++)
        chars += (*p & 0xC0) != 0x80;
    if (chars == bytes)
        snprintf(msg, n, "%s is %zu characters long: at most %lld are allowed", a->native, bytes, a->max);
    else
        snprintf(msg, n, "%s is %zu bytes long (%zu characters): at most %lld bytes are allowed", a->native,
                 bytes, chars, a->max);
}

const char *mq_value_problem(const struct attr_def *a, const char *value, const char **rule,
                             char *msg, size_t n)
{
    enum val_state st = val_state(value);
    if (st == VAL_UNSET)
        return NULL;
    const char *cc = schema_control_char(value);
    if (cc) {
        *rule = "MQ005";
        snprintf(msg, n, "%s holds a control character (0x%02X, byte %zu), which no export can carry: "
                 "only a tab is allowed", a->native, (unsigned)(unsigned char)*cc, (size_t)(cc - value) + 1);
        return msg;
    }
    switch (a->type) {
    case AT_INT:
        *rule = "MQ001";
        return int_problem(a, value, st, msg, n);
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
    case AT_LIST:   /* each comma-separated item has the length limit */
        if (list_item_too_long(value, a->max)) {
            *rule = "MQ005";
            snprintf(msg, n, "%s holds a name longer than %lld characters", a->native, a->max);
            return msg;
        }
        return NULL;
    case AT_NAME:
    case AT_TEXT:
    case AT_REF:
        if (a->max && strlen(value) > (size_t)a->max) {
            *rule = "MQ005";
            length_message(a, value, msg, n);
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

/* MQ004: obj states both the cluster attribute `one` and the namelist attribute `nl` (keys), which
 * it names `what` with (reported on nl). 1 when it does, else 0. */
static int both_set(const struct pol_object *obj, const char *one, const char *nl, const char *what,
                    struct diag_list *diags, struct diag_at at)
{
    if (!nonblank(obj, one) || !nonblank(obj, nl))
        return 0;
    const struct kind_def *k = obj->kind;
    const char *one_kw = k->attrs[schema_attr_index(k, one)]->native;
    at.attr = k->attrs[schema_attr_index(k, nl)]->native;
    diag_add(diags, SEV_ERROR, "MQ004", at, "%s(%s) and %s(%s) are both set: %s with one or the other",
             one_kw, pol_get_key(obj, one), at.attr, pol_get_key(obj, nl), what);
    return 1;
}

int mq_object_problems(const struct pol_object *obj, struct diag_list *diags, struct diag_at at)
{
    char path[512];
    int errors = 0;
    at.path = mq_object_path(obj, path, sizeof path);
    const struct kind_def *k = obj->kind;
    if (k->index == MQ_QMGR)
        errors += both_set(obj, "repos", "reposnl",
                           "a queue manager names its full-repository clusters", diags, at);
    if (mq_is_queue(k) || mq_is_cluster_channel(k))
        errors += both_set(obj, "cluster", "clusnl", "an object names its clusters", diags, at);
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
