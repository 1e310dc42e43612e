/* model/was/was_values.c — checks of single WebSphere values (was.h) and the servant counts the
 * rules read. */
#include "model/was/was.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const char *was_tclass_problem(const char *tc)
{
    if (!tc)
        return NULL;
    size_t len = strlen(tc);
    if (len == 0)
        return "is empty: a transaction class has 1 to 8 characters";
    if (len > WAS_TCLASS_MAX)
        return "is longer than 8 characters, which WLM's TC qualifier cannot hold";
    for (const unsigned char *p = (const unsigned char *)tc; *p; p++)
        if (*p <= ' ' || *p >= 0x7f || *p == ',' || *p == '*' || *p == '%')
            return "holds a blank, a comma, a masking character (* or %) or a character that is "
                   "not printable ASCII, which a WLM qualifier cannot hold";
    return NULL;
}

/* True for the rows that hold a transaction class, whose length WAS004 reports. */
static bool is_tclass(const struct attr_def *a)
{
    return !strcmp(a->key, "tclass") || !strcmp(a->key, "default_tclass");
}

const char *was_value_problem(const struct attr_def *a, const char *value, const char **rule,
                              char *msg, size_t n)
{
    if (!value || !*value)
        return NULL;
    if (is_tclass(a) && !schema_control_char(value))
        return NULL;
    enum value_fault f = schema_value_check(a, value, msg, n);
    if (f != VF_NONE) {
        *rule = f == VF_RANGE ? "WAS901" : f == VF_CHOICE ? "WAS902" : "WAS903";
        return msg;
    }
    if (!strcmp(a->key, "schema_version") && strcmp(value, "1.0")) {
        *rule = "WAS905";
        snprintf(msg, n, "schema_version=\"%.40s\": 1.0 is the only version IBM supports", value);
        return msg;
    }
    return NULL;
}

long was_max_servants(const struct pol_object *server)
{
    const char *multi = pol_get_key(server, "multiple_instances");
    if (!multi || strcmp(multi, "true"))
        return 1;
    const char *max = pol_get_key(server, "max_servants");
    return max && *max ? strtol(max, NULL, 10) : 0;
}

const struct pol_object *was_server_of(const struct pol_object *obj)
{
    while (obj && !was_is_kind(obj->kind, WAS_SERVER))
        obj = obj->parent;
    return obj;
}
