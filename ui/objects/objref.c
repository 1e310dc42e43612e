/* ui/objects/objref.c — references to stored objects; see objref.h. */
#include "ui/objects/objref.h"

#include <stdio.h>
#include <string.h>

/* The system whose rule ids start with the letters of id ("MQ014" → mq), or NULL. */
static const struct system_def *system_of_rule(const char *id)
{
    size_t n = strcspn(id, "0123456789");
    for (const struct system_def *const *s = schema_systems(); *s; s++)
        if (strlen((*s)->rule_prefix) == n && strncmp((*s)->rule_prefix, id, n) == 0)
            return *s;
    return NULL;
}

int objref_from_finding(const struct diag *d, const struct policy *pol, struct obj_ref *out)
{
    memset(out, 0, sizeof *out);
    const struct system_def *sys = system_of_rule(d->id);
    const struct pol_object *o = sys && d->path ? schema_path_find(pol, d->path) : NULL;
    if (!o || o->kind->sys != sys)
        return -1;
    out->sys = sys;
    out->kind = o->kind;
    out->uid = o->uid;
    snprintf(out->top, sizeof out->top, "%s", o->top->name);
    if (o != o->top) {
        out->ns = o->kind->ns;
        snprintf(out->name, sizeof out->name, "%s", o->name);
    }
    snprintf(out->attr, sizeof out->attr, "%s", d->attr ? d->attr : "");
    return 0;
}
