/* model/mq/mq_rules.h — the IBM MQ validation rules (issue 4; research/mq.md §4 rules 1–24, 26, 27).
 *
 * The rule set checks a loaded policy with the engine of model/rules.h: the single-object rules of
 * model/mq_object_rules.c (MQ001–MQ006) and the cluster rules over every imported queue manager
 * (MQ007–MQ023, MQ026), built on the clusters of model/mq_cluster.h and the effective values of
 * model/mq_effective.h. MQ027 (parse-level problems) is reported by the MQSC reader and MQ024 (a
 * clustered queue losing its cluster) by mq_rule_unclustered() on import and save; both are listed
 * with the others. */
#ifndef WLMCON_MODEL_MQ_RULES_H
#define WLMCON_MODEL_MQ_RULES_H

#include "model/diag.h"
#include "model/policy.h"
#include "model/rules.h"

/* The MQ rule set (system "mq"), rules in id order. Static; never NULL. */
const struct rule_set *mq_rule_set(void);

/* The same set, for MQ's struct system_def (model/mq/mq_schema.c). */
extern const struct rule_set mq_rule_set_def;

/* Rule MQ024: compares a queue before and after a change (an imported ALTER merged into it, or a
 * panel save) and adds a warning to diags, at after's CLUSTER (or CLUSNL), when before was in a
 * cluster (non-blank effective CLUSTER or CLUSNL) and after is in none: applications that have it
 * open with MQOO_BIND_NOT_FIXED get 2085 on their next put. Objects other than local, alias and
 * remote queues are ignored. Returns the number of warnings added (0 or 1).
 * Source: research/mq.md §4 rule 24, §6 P13 (S42b). */
int mq_rule_unclustered(const struct pol_object *before, const struct pol_object *after,
                        struct diag_list *diags);

#endif
