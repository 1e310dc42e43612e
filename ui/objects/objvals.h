/* ui/objects/objvals.h — effective values of list rows (objvals.c): the value a row states, else
 * what its system's contract (system_def.effective) gives a new object of its kind under its
 * top-level object — through the kind's template object (obj_panels.template_name) when the
 * store holds one, read a template at a time and kept while the
 * store's revision stays the same; else the schema's default. */
#ifndef WLMCON_UI_OBJVALS_H
#define WLMCON_UI_OBJVALS_H

#include <stddef.h>

#include "store/store.h"
#include "ui/objects/objpanels.h"

/* Makes in scratch a new object of kind with no value of its own — what its system's effective
 * values give a new object — under a copy of top-level object top (for a top-level kind: a new
 * top-level object itself), beside a copy of the kind's template named tname with the values
 * tvals[kind->nattrs] when tname is not NULL. The object belongs to scratch; NULL when memory
 * runs out. */
struct pol_object *obj_probe_new(struct policy *scratch, const struct kind_def *kind, const char *top,
                                 const char *tname, const char *const *tvals);

/* The effective value of obj's attribute key: the system's (system_def.effective), else, for a
 * system without one, the value obj states, else the schema's default; NULL when the kind has no
 * such attribute or nothing gives a value. Owned by obj's policy or the schema. */
const char *obj_effective(const struct pol_object *obj, const char *key);

struct obj_listvals;

/* For the attributes keys (the list's keys, which must outlive it) of the objects of panels'
 * system. NULL when memory runs out. */
struct obj_listvals *obj_listvals_new(struct store *s, const struct obj_panels *panels,
                                      const char *const *keys, size_t nkeys);

/* The effective value of key i of row r ("" when nothing gives one); valid until the next call. */
const char *obj_listvals_get(struct obj_listvals *lv, const struct store_list_row *r, size_t i);

/* Forgets the templates read when the store's revision moved (call once per row). */
void obj_listvals_sync(struct obj_listvals *lv);

/* Frees lv and the values it kept (NULL: nothing). */
void obj_listvals_free(struct obj_listvals *lv);

#endif
