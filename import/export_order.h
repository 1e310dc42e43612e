/* import/export_order.h — the order in which writers give the objects of a queue manager (private
 * to import/). */
#ifndef WLMCON_IMPORT_EXPORT_ORDER_H
#define WLMCON_IMPORT_EXPORT_ORDER_H

#include <stddef.h>
#include <stdint.h>

#include "model/model.h"

/* The live objects under top in the product's dump order: by kind->order, then by the system's
 * dump rank (MQ: authentication information by AUTHTYPE, as the real dumps give them), then, for
 * siblings of a KF_ORDERED kind, by position, then name (byte order), then kind (research/mq.md
 * §3.1: queues of every type interleaved by name). Returns a malloc'd array of *n pointers (NULL
 * with *n = 0 when there are none), or NULL with *n = (size_t)-1 when memory runs out. */
const struct pol_object **export_sorted_objects(const struct pol_object *top, size_t *n);

/* The objects of a sorted array (export_sorted_objects) grouped by the object they hang under,
 * each group in the array's order: a writer that nests children under their parent finds each
 * parent's children in O(log n) instead of scanning the whole array once per parent. */
struct export_child {
    uintptr_t parent;             /* the parent's address, the grouping key */
    size_t at;                    /* place in the sorted array: the order within a group */
    const struct pol_object *obj; /* borrowed from the array */
};

struct export_children {
    struct export_child *v;   /* malloc'd, n entries ordered by parent, then place in the array */
    size_t n;
};

/* Groups objs[0..n) by parent into *c (c->v NULL when n is 0). The pointers are borrowed from
 * objs, which must outlive *c. Returns 0, or -1 when memory runs out (*c then empty). */
int export_children_build(struct export_children *c, const struct pol_object *const *objs, size_t n);

/* The objects of the array whose parent is parent, in the array's order: sets *count and returns
 * the first of *count consecutive entries, or NULL with *count 0 when there are none. */
const struct export_child *export_children_of(const struct export_children *c,
                                              const struct pol_object *parent, size_t *count);

/* Frees c->v; c stays valid and empty. */
void export_children_free(struct export_children *c);

#endif
