/* model/tp1/tp1_rules.h — the OpenTP1 validation rules (TP1001–TP1010, the reader's TP1101–TP1105
 * listed for help, the single values TP1901–TP1904) and their checks, which share the node groups
 * (tp1_group.h) that the set's prepare builds. */
#ifndef WLMCON_MODEL_TP1_RULES_H
#define WLMCON_MODEL_TP1_RULES_H

#include "model/tp1/tp1.h"

/* The rule set, as tp1_system_def names it. */
extern const struct rule_set tp1_rule_set_def;

/* The checks (tp1_rules_group.c, tp1_rules_node.c); cx->data is the struct tp1_groups. Each
 * comment there names the rule and the document it implements. */
void tp1_check_announce(struct rule_ctx *cx, const struct pol_object *obj);
void tp1_check_single_group(struct rule_ctx *cx, const struct pol_object *obj);
void tp1_check_nothing_shared(struct rule_ctx *cx, const struct pol_object *obj);
void tp1_check_all_node(struct rule_ctx *cx, const struct pol_object *obj);
void tp1_check_order(struct rule_ctx *cx, const struct pol_object *obj);
void tp1_check_retry(struct rule_ctx *cx, const struct pol_object *obj);
void tp1_check_levels(struct rule_ctx *cx, const struct pol_object *obj);
void tp1_check_multi(struct rule_ctx *cx, const struct pol_object *obj);
void tp1_check_this_node_first(struct rule_ctx *cx, const struct pol_object *obj);
void tp1_check_unknown_node(struct rule_ctx *cx, const struct pol_object *obj);
void tp1_check_values(struct rule_ctx *cx, const struct pol_object *obj);

#endif
