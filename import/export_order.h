/* import/export_order.h — the order in which writers give the objects of a queue manager (private
 * to import/). */
#ifndef WLMCON_IMPORT_EXPORT_ORDER_H
#define WLMCON_IMPORT_EXPORT_ORDER_H

#include <stddef.h>

#include "model/model.h"

/* The live objects under top in the product's dump order: by kind->order, then by the system's
 * dump rank (MQ: authentication information by AUTHTYPE, as the real dumps give them), then, for
 * siblings of a KF_ORDERED kind, by position, then name (byte order), then kind (research/mq.md
 * §3.1: queues of every type interleaved by name). Returns a malloc'd array of *n pointers (NULL
 * with *n = 0 when there are none), or NULL with *n = (size_t)-1 when memory runs out. */
const struct pol_object **export_sorted_objects(const struct pol_object *top, size_t *n);

#endif
