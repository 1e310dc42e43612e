/* model/wlm/wlm_values.c — checks of single WLM values against their schema rows (wlm.h). */
#include "model/wlm/wlm.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

bool wlm_attr_is_integer(const struct attr_def *a)
{
    return a->type == AT_INT;
}

/* True when v is n digits at each position pattern marks with 'd', the pattern's other bytes
 * standing for themselves. */
static bool matches_pattern(const char *v, const char *pattern)
{
    for (; *pattern; v++, pattern++) {
        if (*pattern == 'd' ? (*v < '0' || *v > '9') : *v != *pattern)
            return false;
    }
    return *v == '\0';
}

/* The integer problem of v for a, or NULL. */
static const char *int_problem(const struct attr_def *a, const char *v, const char **rule,
                               char *msg, size_t n)
{
    char *end;
    errno = 0;
    long long x = strtoll(v, &end, 10);
    if (end == v || *end || errno) {
        *rule = "WLM901";
        snprintf(msg, n, "<%s>%.40s</%s> is not an integer", a->native, v, a->native);
        return msg;
    }
    if (x < a->min || x > a->max) {
        *rule = "WLM901";
        snprintf(msg, n, "<%s>%s</%s> is out of range: %s is from %lld to %lld", a->native, v,
                 a->native, a->native, a->min, a->max);
        return msg;
    }
    return NULL;
}

/* The format problem of a time or date value v, or NULL. */
static const char *format_problem(const struct attr_def *a, const char *v, const char **rule,
                                  char *msg, size_t n)
{
    if (!strcmp(a->key, "resptime") && !matches_pattern(v, "dd:dd:dd.ddd")) {
        *rule = "WLM904";
        snprintf(msg, n, "<%s>%.40s</%s> is not a time HH:MM:SS.mmm", a->native, v, a->native);
        return msg;
    }
    if ((!strcmp(a->key, "creationdate") || !strcmp(a->key, "modificationdate")) &&
        !matches_pattern(v, "dddd/dd/dd dd:dd:dd")) {
        *rule = "WLM905";
        snprintf(msg, n, "<%s>%.40s</%s> is not a date YYYY/MM/DD HH:MM:SS", a->native, v,
                 a->native);
        return msg;
    }
    return NULL;
}

const char *wlm_value_problem(const struct attr_def *a, const char *value, const char **rule,
                              char *msg, size_t n)
{
    if (!value || !*value)
        return NULL;
    if (a->type == AT_INT)
        return int_problem(a, value, rule, msg, n);
    if ((a->type == AT_ENUM || a->type == AT_BOOL) && a->choices) {
        for (const struct attr_choice *c = a->choices; c->value; c++)
            if (!strcmp(c->value, value))
                return NULL;
        *rule = "WLM902";
        snprintf(msg, n, "<%s>%.40s</%s> is not one of the values IBM documents", a->native,
                 value, a->native);
        return msg;
    }
    if (a->max > 0 && strlen(value) > (size_t)a->max) {
        *rule = "WLM903";
        snprintf(msg, n, "<%s> is %zu bytes long: IBM documents at most %lld bytes", a->native,
                 strlen(value), a->max);
        return msg;
    }
    return format_problem(a, value, rule, msg, n);
}
