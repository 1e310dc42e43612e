/* ui/wlm/wlm_stamp.c — the audit attributes a save stamps on a WLM object; see wlm_panels.h. */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "ui/wlm/wlm_panels.h"

enum { WLM_USER_MAX = 8 };   /* CreationUser, ModificationUser: a z/OS user id */

/* Sets attribute key of obj when its kind has it; 0, or -1 when memory runs out. */
static int put(struct policy *p, struct pol_object *obj, const char *key, const char *value)
{
    int idx = schema_attr_index(obj->kind, key);
    return idx < 0 ? 0 : pol_set_edited(p, obj, idx, value);
}

int wlm_stamp(struct policy *p, struct pol_object *obj, bool created, const char *user, const char *now,
              char *warn, size_t n)
{
    char when[20], who[WLM_USER_MAX + 1];
    size_t len = strlen(user);
    if (n)
        warn[0] = '\0';
    if (schema_attr_index(obj->kind, "modificationdate") < 0)
        return 0;
    /* "2026-11-29T14:38:00Z" → "2026/11/29 14:38:00" */
    snprintf(when, sizeof when, "%.4s/%.2s/%.2s %.8s", now, now + 5, now + 8, now + 11);
    for (size_t i = 0; i < WLM_USER_MAX && i < len; i++)
        who[i] = (char)toupper((unsigned char)user[i]);
    who[len < WLM_USER_MAX ? len : WLM_USER_MAX] = '\0';
    if (len > WLM_USER_MAX)
        snprintf(warn, n, "The user name %.64s was cut to %d bytes: %s (%s).", user, WLM_USER_MAX, who,
                 created ? "CreationUser, ModificationUser" : "ModificationUser");
    if (created && (put(p, obj, "creationdate", when) < 0 || put(p, obj, "creationuser", who) < 0))
        return -1;
    if (created && wlm_is_kind(obj->kind, WLM_DEFINITION) && !pol_get_key(obj, "namespace") &&
        put(p, obj, "namespace", WLM_XML_NAMESPACE) < 0)
        return -1;   /* a new definition: the XML layout the writer writes, so that it reads back the same */
    if (put(p, obj, "modificationdate", when) < 0 || put(p, obj, "modificationuser", who) < 0)
        return -1;
    return 0;
}
