/* import/yaml/yaml_obj.h — one object or record of the YAML document while it is read (private to
 * import/): its fields are collected first, because a mapping may give them in any order, then
 * checked and made into the policy at once. */
#ifndef WLMCON_IMPORT_YAML_OBJ_H
#define WLMCON_IMPORT_YAML_OBJ_H

#include <stdbool.h>
#include <stddef.h>

#include "import/yaml/yaml_in.h"
#include "model/model.h"

struct yitem {
    char *key;             /* canonical key or keyword (malloc'd) */
    char *value;           /* malloc'd, or NULL: a keyword without value */
    struct pol_pos pos;    /* of the value (of the pair for parameters) */
    struct pol_pos kpos;   /* of the key */
};

struct ylist {
    struct yitem *v;
    size_t n, cap;
};

/* The fields of an object (kind, name, attributes, read-only and other parameters) or of a record
 * (verb, type, name, key, params, read-only values). */
struct yobj {
    struct pol_pos pos;             /* of the mapping */
    char *kind, *name, *verb, *type, *key;
    struct pol_pos name_pos;
    struct ylist attrs, readonly, other;
};

/* kind's label as a common noun ("queue manager") into buf (size n); returns buf. */
char *yobj_noun(const struct kind_def *kind, char *buf, size_t n);

/* Frees every field; the yobj is empty afterwards. */
void yobj_free(struct yobj *o);

/* Reads the value of key k (the key already taken) into o when k is one of kind, name, verb, type,
 * key, attributes, readonly, other or params (other and params are the same list). Returns 1
 * when k was one of them (read, or reported), 0 when it is not (nothing taken), -1 when memory
 * ran out. */
int yobj_field(struct yin *in, struct yobj *o, const char *k);

/* Makes object o under parent (NULL: a top-level object of sys) in pol, from file src: checks the
 * kind (one that may hang under parent), the name (the system's name rules; unique per top and
 * namespace; for top-level objects the caller checks uniqueness; none for a KF_UNNAMED kind, whose
 * position is its place among the siblings read so far), every attribute (known key, value of its type, range and length, kept in the
 * store's spelling) and parameter (a keyword, a value the system's native format can carry back, none twice), and for an
 * object under a queue manager the rules on the object as a whole (yobj_check). Reports every
 * problem to in (in->errors counts them). The fields applied are emptied (yobj_apply). Returns the
 * object, also when some of its values were refused (so what hangs under it is checked too); NULL
 * when it cannot be made (no name, a bad name, an unknown kind, a name given twice) or memory ran
 * out (*nomem set). */
struct pol_object *yobj_make(struct yin *in, struct yobj *o, struct policy *pol,
                             const struct system_def *sys, struct pol_object *parent, const char *src,
                             bool *nomem);

/* Sets the attributes, read-only values and other parameters collected in o on obj, checked as
 * yobj_make does, and empties those lists, so that fields read after the object was made (a
 * queue manager's "attributes" after its "objects") are applied in their turn. Returns false when
 * memory ran out (*nomem set). */
bool yobj_apply(struct yin *in, struct yobj *o, struct policy *pol, struct pol_object *obj, bool *nomem);

/* The system's rules on obj as a whole (MQ: REPOS with REPOSNL, CLUSTER with CLUSNL…;
 * schema_object_problems), reported at pos of in's file; in->errors counts them. */
void yobj_check(struct yin *in, const struct pol_object *obj, struct pol_pos pos);

/* Adds record o under top. Reports problems and returns -1 after any; -2 when memory runs out. */
int yobj_record(struct yin *in, struct yobj *o, struct policy *pol, struct pol_object *top,
                const char *src);

#endif
