/* ui/objects/objvals.h — effective values of list rows (objvals.c): the value a row states, else
 * what the system contract gives an object of its kind that states nothing under its top-level
 * object (schema_inherited) — through the kind's default object (schema_default_object) when the
 * store holds one, read one row at a time instead of the whole
 * top-level object and kept while the store's revision stays the same; else the schema's default. */
#ifndef WLMCON_UI_OBJVALS_H
#define WLMCON_UI_OBJVALS_H

#include <stddef.h>

#include "store/store.h"
#include "ui/objects/objpanels.h"

struct obj_listvals;

/* For the attributes keys (the list's keys, which must outlive it). NULL when memory runs out. */
struct obj_listvals *obj_listvals_new(struct store *s, const char *const *keys, size_t nkeys);

/* The effective value of key i of row r ("" when nothing gives one); valid until the next call. */
const char *obj_listvals_get(struct obj_listvals *lv, const struct store_list_row *r, size_t i);

/* Forgets the default objects read when the store's revision moved (call once per row). */
void obj_listvals_sync(struct obj_listvals *lv);

/* Frees lv and the values it kept (NULL: nothing). */
void obj_listvals_free(struct obj_listvals *lv);

#endif
