/* model/mq/mq_effective.h — the effective value of an MQ attribute (DESIGN.md, "four states"; issue 4
 * item 2): the value the object states, else the value of its queue manager's default object for
 * that kind when it was imported (SYSTEM.DEF.CLUSRCVR, SYSTEM.DEFAULT.LOCAL.QUEUE…: what DEFINE
 * copies when no LIKE is given), else the product's default from the schema row.
 *
 * The default objects (SYSTEM.DEF.*, SYSTEM.DEFAULT.*) are templates: they are never cluster
 * members, never channel pairs. Source: research/mq.md §3 "REPLACE, NOREPLACE, LIKE" (S12d) and
 * §3.1 (dmpmqcfg dumps SYSTEM.DEF.CLUSRCVR and SYSTEM.DEF.CLUSSDR with a blank CLUSTER). */
#ifndef WLMCON_MODEL_MQ_EFFECTIVE_H
#define WLMCON_MODEL_MQ_EFFECTIVE_H

#include <stdbool.h>

#include "model/policy.h"

/* The name of the default object MQ copies for a new object of kind k (a struct mq_kind index):
 * "SYSTEM.DEFAULT.LOCAL.QUEUE", "SYSTEM.DEF.CLUSRCVR"…, or NULL for kinds without one (the queue
 * manager, unmodelled kinds). Static. */
const char *mq_default_object_name(unsigned k);

/* True when obj is a default object or another reserved template: a name starting with
 * SYSTEM.DEF. or SYSTEM.DEFAULT. */
bool mq_is_default_object(const struct pol_object *obj);

/* The live default object of obj's kind under obj's queue manager, or NULL when it was not imported
 * (or obj is that object, or a queue manager). */
const struct pol_object *mq_default_object(const struct pol_object *obj);

/* The effective value of the modelled attribute with canonical key of obj: explicit, else the
 * default object's, else the schema default (" " for blank); NULL when the kind has no such
 * attribute or nothing gives a value. The string belongs to the policy or the schema. */
const char *mq_effective(const struct pol_object *obj, const char *key);

/* The effective value as an integer; fallback when it is not a decimal integer. */
long long mq_effective_int(const struct pol_object *obj, const char *key, long long fallback);

/* True when the effective value of key equals value (exact comparison). */
bool mq_effective_is(const struct pol_object *obj, const char *key, const char *value);

/* The local-instance preference in force for a local queue: "LOCAL" or "ANY", resolving the queue's
 * CLWLUSEQ(QMGR) through its queue manager's CLWLUSEQ. Source: research/mq.md §2.3 step 6, S1, S3.
 * Static string. */
const char *mq_effective_useq(const struct pol_object *qlocal);

#endif
