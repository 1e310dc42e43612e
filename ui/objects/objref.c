/* ui/objects/objref.c — references to stored objects; see objref.h. */
#include "ui/objects/objref.h"

#include <stdio.h>
#include <string.h>

int objref_from_finding(const struct diag *d, const struct policy *pol, struct obj_ref *out)
{
    memset(out, 0, sizeof *out);
    const struct rule_set *set;
    const struct rule *r = rules_lookup(d->id, &set);
    const struct system_def *sys = r ? rules_concerns(set, r) : NULL;
    const struct pol_object *o = sys && d->path ? schema_path_find_in(sys, pol, d->path) : NULL;
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
    snprintf(out->rule, sizeof out->rule, "%s", d->id);
    return 0;
}
