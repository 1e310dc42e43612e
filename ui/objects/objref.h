/* ui/objects/objref.h — a reference to a stored object by name, as panels pass it to one another: the
 * system, the top-level object, the object under it (namespace and name) and the attribute to put
 * the cursor on. The Validate panel makes one from a finding (whose path is in the product's
 * notation, e.g. `QMGR(QM5) CHANNEL('C_QM5')`, model/mq.h mq_object_path) for S; the object
 * panels of each system open it (app.h, app_object_opener). */
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
};

/* Fills *out from finding d: the system from the rule id's prefix ("MQ014" → IBM MQ), the object
 * from d->path, the attribute from d->attr. Returns 0, or -1 when the finding concerns no single
 * object (a cluster as a whole: `CLUSTER(CLS2)`, a file) or its system has no path notation here. */
int objref_from_finding(const struct diag *d, struct obj_ref *out);

#endif
