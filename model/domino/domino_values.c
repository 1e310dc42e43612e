/* model/domino/domino_values.c — checks of single Domino values against their schema rows
 * (domino.h), in NOTES.INI's words: `Server_Availability_Threshold=150`. */
#include "model/domino/domino.h"

#include <stdio.h>

const char *domino_value_problem(const struct attr_def *a, const char *value, const char **rule, char *msg,
                                 size_t n)
{
    char scratch[256];
    switch (schema_value_check(a, value, scratch, sizeof scratch)) {
    case VF_NONE:
        return NULL;
    case VF_RANGE:
        *rule = "DOM901";
        snprintf(msg, n, "%s=%.40s is not a number from %lld to %lld", a->native, value, a->min, a->max);
        return msg;
    case VF_CHOICE: {
        *rule = "DOM902";
        size_t at = (size_t)snprintf(msg, n, "%s=%.40s is none of", a->native, value);
        for (const struct attr_choice *c = a->choices; c && c->value && at < n; c++)
            at += (size_t)snprintf(msg + at, n - at, "%s%s", c == a->choices ? " " : c[1].value ? ", " : " or ",
                                   c->value);
        return msg;
    }
    case VF_LENGTH:
        *rule = "DOM903";
        snprintf(msg, n, "%s=%.40s… is longer than %lld bytes", a->native, value, a->max);
        return msg;
    case VF_CONTROL:
        *rule = "DOM903";
        snprintf(msg, n, "%s holds a control character, which a NOTES.INI line cannot carry", a->native);
        return msg;
    }
    return NULL;
}
