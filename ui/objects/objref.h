/* ui/objects/objref.h — a reference to a stored object, as panels pass it to one another: the
 * system, the top-level object, the object under it (namespace and name, its kind and the store's
 * identity of it) and the attribute to put the cursor on. The Validate panel makes one from a
 * finding, whose path is in the product's notation (`QMGR(QM5) CHANNEL('C_QM5')`), found in the
 * validated policy through the system contract (schema_path_find) for S; the object panels of
 * each system open it (ui/systems.h, open_object). */
#ifndef WLMCON_UI_OBJREF_H
#define WLMCON_UI_OBJREF_H

#include "model/model.h"

enum { OBJREF_NAME_MAX = 128 };

struct obj_ref {
    const struct system_def *sys;
    char top[OBJREF_NAME_MAX];   /* the top-level object's name (the queue manager) */
    const char *ns;              /* namespace of the object under the top; NULL: the top itself */
    char name[OBJREF_NAME_MAX];  /* its name; "" for the top itself */
    char attr[64];               /* the native keyword of the attribute concerned, or "" */
    const struct kind_def *kind; /* the object's kind (the top's for the top itself); NULL when
                                    the reference was made by name alone */
    int64_t uid;                 /* the store's identity of the object (pol_object.uid); 0 when
                                    unknown */
    char rule[16];               /* the rule of the finding it was made from (a system's
                                    open_object may open what that rule names: WAS002's CB rule),
                                    or "" */
};

/* Fills *out from finding d about policy pol (the policy validated), d's rule id in out->rule: its rule, looked up in the
 * registered rule sets (rules_lookup), gives the system whose objects it names (rules_concerns:
 * its set's, or the one the rule concerns); the object is that system's object of pol whose path
 * is d->path (schema_path_find_in), the attribute d->attr. Returns 0, or -1 when no registered
 * rule has d's id, or the finding concerns no single live object of that system (a cluster as a
 * whole: `CLUSTER(CLS2)`, a file, a path out of shape). */
int objref_from_finding(const struct diag *d, const struct policy *pol, struct obj_ref *out);

#endif
