/* model/model.h — the one public header of model/: the domain, in plain C without I/O.
 *
 * schema.h   the schema as data (systems, kinds, attribute rows)
 * policy.h   the in-memory policy (objects, values in four states, verbatim parameters, records)
 * diag.h     diagnostics (errors, warnings, notes with rule ids and positions)
 * codec.h    the text form of parameters and objects (store columns, journal images)
 * mq.h       IBM MQ: kinds, names, keyword table, single-object rules
 * observe.h  the observed state of running top-level objects, kept apart from the policy
 * rules.h    the validation engine: rules as data, rule sets, findings
 * rulecfg.h  rule levels, suppressions and baselines applied to the findings
 * mq_effective.h  effective values of MQ attributes (explicit, default object, product default)
 * mq_cluster.h    MQ clusters derived from every queue manager
 * mq_rules.h      the MQ rule set and rule MQ024 (a queue leaving its cluster)
 * mq_summary.h    the cluster summary shown before the findings
 * mq_observed.h   a cluster channel's state as the observations show it
 * wlm_view.h      z/OS WLM: children in order, a service class as a policy runs it
 * wlm_classify.h  the WLM classification what-if (qualifier types, value matching, the walk)
 * wlm_rules.h     the WLM rule set
 * wlm_path.h      WLM object paths */
#ifndef WLMCON_MODEL_MODEL_H
#define WLMCON_MODEL_MODEL_H

#include "model/arena.h"
#include "model/codec.h"
#include "model/diag.h"
#include "model/mq/mq.h"
#include "model/mq/mq_cluster.h"
#include "model/mq/mq_effective.h"
#include "model/mq/mq_observed.h"
#include "model/mq/mq_rules.h"
#include "model/mq/mq_summary.h"
#include "model/wlm/wlm_classify.h"
#include "model/wlm/wlm_path.h"
#include "model/wlm/wlm_rules.h"
#include "model/wlm/wlm_view.h"
#include "model/observe.h"
#include "model/policy.h"
#include "model/rulecfg.h"
#include "model/rules.h"
#include "model/schema.h"

#endif
