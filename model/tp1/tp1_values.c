/* model/tp1/tp1_values.c — single OpenTP1 values against their schema rows, all_node entries and
 * effective values (tp1.h). */
#include "model/tp1/tp1.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A decimal number of v[0..len) without sign into *out; false when it is none or too large. */
static bool number(const char *v, size_t len, long long *out)
{
    if (len == 0 || len > 12 || strspn(v, "0123456789") < len)
        return false;
    char buf[16];
    memcpy(buf, v, len);
    buf[len] = '\0';
    *out = strtoll(buf, NULL, 10);
    return true;
}

/* "n" or "n,m", two decimal numbers (parallel_count, the queue counts): TP1904 when not. */
static const char *pair_problem(const struct attr_def *a, const char *v, const char **rule, char *msg,
                                size_t n)
{
    const char *comma = strchr(v, ',');
    long long x, y;
    bool pair_needed = strcmp(a->key, "parallel_count") != 0;
    bool ok = comma ? number(v, (size_t)(comma - v), &x) && number(comma + 1, strlen(comma + 1), &y)
                    : !pair_needed && number(v, strlen(v), &x);
    if (ok)
        return NULL;
    *rule = "TP1904";
    snprintf(msg, n, "%s=%.40s is not %s", a->native, v,
             pair_needed ? "two numbers n,m" : "a number of resident processes, or resident,maximum");
    return msg;
}

/* The integer problem of v for a (TP1901), or NULL. */
static const char *int_problem(const struct attr_def *a, const char *v, const char **rule, char *msg,
                               size_t n)
{
    long long x;
    *rule = "TP1901";
    if (!number(v, strlen(v), &x)) {
        snprintf(msg, n, "%s=%.40s is not a number", a->native, v);
        return msg;
    }
    if (x < a->min || x > a->max) {
        snprintf(msg, n, "%s=%s is out of range: %s is from %lld to %lld", a->native, v, a->native,
                 a->min, a->max);
        return msg;
    }
    *rule = NULL;
    return NULL;
}

const char *tp1_node_entry_parse(const char *entry, struct tp1_node_entry *e)
{
    memset(e, 0, sizeof *e);
    size_t len = strcspn(entry, ":");
    if (len == 0)
        return "has an empty host name";
    if (len >= sizeof e->name)
        return "has a host name longer than 255 bytes";
    if (strpbrk(entry, " \t\"'"))
        return "holds a blank or a quote";
    memcpy(e->name, entry, len);
    const char *rest = entry + len;
    if (*rest == ':' && strcmp(rest, ":high") != 0) {
        size_t plen = strcspn(rest + 1, ":");
        long long port;
        if (!number(rest + 1, plen, &port) || port < 5001 || port > 65535)
            return "has a port that is not a number from 5001 to 65535";
        e->port = (long)port;
        rest += 1 + plen;
    }
    if (strcmp(rest, ":high") == 0)
        e->high = true;
    else if (*rest)
        return "is not name[:port][:high]";
    return NULL;
}

/* The problem of one item of a list (a length, an all_node entry), or NULL. */
static const char *item_problem(const struct attr_def *a, const char *v, size_t len, const char **rule,
                                char *msg, size_t n)
{
    if (a->max > 0 && len > (size_t)a->max) {
        *rule = "TP1903";
        snprintf(msg, n, "%s: %.*s is %zu bytes long: at most %lld", a->native, (int)(len > 40 ? 40 : len),
                 v, len, a->max);
        return msg;
    }
    if (strcmp(a->key, "all_node") != 0)
        return NULL;
    char item[300];
    snprintf(item, sizeof item, "%.*s", (int)len, v);
    struct tp1_node_entry e;
    const char *why = tp1_node_entry_parse(item, &e);
    if (!why)
        return NULL;
    *rule = "TP1004";
    snprintf(msg, n, "all_node entry \"%.60s\" %s", item, why);
    return msg;
}

const char *tp1_value_problem(const struct attr_def *a, const char *value, const char **rule,
                              char *msg, size_t n)
{
    if (!value || !*value)
        return NULL;
    const char *ctl = schema_control_char(value);
    if (ctl) {
        *rule = "TP1903";
        snprintf(msg, n, "%s holds control character 0x%02X", a->native, schema_control_code(ctl));
        return msg;
    }
    if (a->type == AT_INT)
        return int_problem(a, value, rule, msg, n);
    if (a->type == AT_ENUM && a->choices) {
        if (schema_choice(a, value))
            return NULL;
        *rule = "TP1902";
        size_t w = (size_t)snprintf(msg, n, "%s=%.40s is not one of", a->native, value);
        for (const struct attr_choice *c = a->choices; c->value && w < n; c++)
            w += (size_t)snprintf(msg + w, n - w, "%s %s", c == a->choices ? "" : ",", c->value);
        return msg;
    }
    if (strstr(a->key, "_count") && a->type == AT_TEXT)
        return pair_problem(a, value, rule, msg, n);
    if (a->type == AT_LIST) {
        for (const char *p = value;;) {
            size_t len = strcspn(p, ",");
            if (item_problem(a, p, len, rule, msg, n))
                return msg;
            if (!p[len])
                return NULL;
            p += len + 1;
        }
    }
    return item_problem(a, value, strlen(value), rule, msg, n);
}

const struct pol_object *tp1_file_of(const struct pol_object *node, enum tp1_kind k)
{
    return node ? pol_first_child(node, tp1_kind(k)) : NULL;
}

const char *tp1_node_value(const struct pol_object *node, enum tp1_kind k, const char *key)
{
    const struct pol_object *file = tp1_file_of(node, k);
    if (file)
        return schema_effective(file, key);
    const struct kind_def *kind = tp1_kind(k);
    int i = schema_attr_index(kind, key);
    return i < 0 ? NULL : kind->attrs[i]->dflt;
}

const char *tp1_effective(const struct pol_object *obj, const char *key)
{
    int i = schema_attr_index(obj->kind, key);
    if (i < 0)
        return NULL;
    const char *v = pol_get(obj, i);
    if (v && *v)
        return v;
    if (tp1_is_kind(obj->kind, TP1_USRSVC)) {
        const struct pol_object *rc = tp1_file_of(obj->parent, TP1_USRRC);
        int j = rc ? schema_attr_index(rc->kind, key) : -1;
        const char *d = j < 0 ? NULL : pol_get(rc, j);
        if (d && *d)
            return d;
    }
    return obj->kind->attrs[i]->dflt;
}
