/* model/mq/mq_model.h — every public header of the IBM MQ model, for the MQ code of the other
 * layers (import/mqsc, ui/mq) and its tests; nothing generic includes it.
 *
 * mq.h            kinds, names, keyword table, single-object rules
 * mq_effective.h  effective values of MQ attributes (explicit, default object, product default)
 * mq_cluster.h    MQ clusters derived from every queue manager
 * mq_rules.h      the MQ rule set and rule MQ024 (a queue leaving its cluster)
 * mq_summary.h    the cluster summary shown before the findings
 * mq_observed.h   a cluster channel's state as the observations show it
 * mq_route.h      the cluster workload engine (the simulation contract's MQ engine) */
#ifndef WLMCON_MODEL_MQ_MQ_MODEL_H
#define WLMCON_MODEL_MQ_MQ_MODEL_H

#include "model/model.h"
#include "model/mq/mq.h"
#include "model/mq/mq_cluster.h"
#include "model/mq/mq_effective.h"
#include "model/mq/mq_observed.h"
#include "model/mq/mq_route.h"
#include "model/mq/mq_rules.h"
#include "model/mq/mq_summary.h"

#endif
