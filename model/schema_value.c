/* model/schema_value.c — one value checked against its schema row (type, range, choices, length);
 * see schema_value_check in schema.h. */
#include "model/schema.h"

#include <errno.h>
#include <stdbool.h>
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
    long long acc = 0;
    size_t n = 0;
    for (const char *p = s; *p; p++, n++) {
        if (*p < '0' || *p > '9')
            return false;
        acc = n < 18 ? acc * 10 + (*p - '0') : acc;
    }
    if (n <= 18) { /* no overflow: as strtoll reads it */
        *out = *value == '-' ? -acc : acc;
        return true;
    }
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

/* value (in state st) of AT_INT attribute a is not a number or out of range (message in msg, n
 * bytes); NULL when it is fine. */
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

const char *schema_control_char(const char *value)
{
    for (const char *p = value; *p; p++)
        if (schema_control_len(p))
            return p;
    return NULL;
}

/* The message for a value longer than a->max bytes: a value with multi-byte characters is measured
 * in bytes, as the products count, with its characters beside them. */
static void length_message(const struct attr_def *a, const char *value, char *msg, size_t n)
{
    size_t bytes = strlen(value), chars = 0;
    for (const unsigned char *p = (const unsigned char *)value; *p; p++)
        chars += (*p & 0xC0) != 0x80;
    if (chars == bytes)
        snprintf(msg, n, "%s is %zu bytes long: at most %lld bytes are allowed", a->native, bytes, a->max);
    else
        snprintf(msg, n, "%s is %zu bytes long (%zu characters): at most %lld bytes are allowed", a->native,
                 bytes, chars, a->max);
}

enum value_fault schema_value_check(const struct attr_def *a, const char *value, char *msg, size_t n)
{
    enum val_state st = val_state(value);
    if (st == VAL_UNSET)
        return VF_NONE;
    const char *cc = schema_control_char(value);
    if (cc) {
        snprintf(msg, n, "%s holds a control character (0x%02X, byte %zu), which no export can carry: "
                 "only a tab is allowed", a->native, schema_control_code(cc), (size_t)(cc - value) + 1);
        return VF_CONTROL;
    }
    switch (a->type) {
    case AT_INT:
        return int_problem(a, value, st, msg, n) ? VF_RANGE : VF_NONE;
    case AT_ENUM:
    case AT_BOOL:
        if (!schema_choice(a, value)) {
            char choices[256];
            list_choices(a, choices, sizeof choices);
            snprintf(msg, n, "%s(%s) is not a valid value: %s must be %s", a->native, value, a->native,
                     choices);
            return VF_CHOICE;
        }
        return VF_NONE;
    case AT_LIST:   /* each comma-separated item has the length limit */
        if (list_item_too_long(value, a->max)) {
            snprintf(msg, n, "%s holds a name longer than %lld characters", a->native, a->max);
            return VF_LENGTH;
        }
        return VF_NONE;
    case AT_NAME:
    case AT_TEXT:
    case AT_REF:
        if (a->max && strlen(value) > (size_t)a->max) {
            length_message(a, value, msg, n);
            return VF_LENGTH;
        }
        return VF_NONE;
    }
    return VF_NONE;
}

const char *schema_canonical(const struct attr_def *a, const char *v, char *num, size_t n)
{
    if (a->type == AT_INT) {
        /* digits without a sign or a leading zero, short of overflow: already as %lld writes it */
        size_t len = 0;
        while (v[len] >= '0' && v[len] <= '9')
            len++;
        if (!v[len] && len && len < 19 && (v[0] != '0' || len == 1))
            return v;
        const char *d = v + (*v == '-' || *v == '+');
        if (!*d || strspn(d, "0123456789") != strlen(d))
            return v;
        errno = 0;
        long long x = strtoll(v, NULL, 10);
        if (errno)
            return v;
        snprintf(num, n, "%lld", x);
        return num;
    }
    if (a->type == AT_ENUM || a->type == AT_BOOL) {
        const struct attr_choice *c = schema_choice(a, v);
        return c ? c->value : v;
    }
    return v;
}

enum val_state val_state(const char *v)
{
    if (!v)
        return VAL_UNSET;
    if (!*v)
        return VAL_EMPTY;
    for (const char *s = v; *s; s++)
        if (*s != ' ')
            return VAL_VALUE;
    return VAL_BLANK;
}
