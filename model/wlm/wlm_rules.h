/* model/wlm/wlm_rules.h — the z/OS WLM validation rules (issue 12 §3; research/wlm.md §2 rules
 * 1–25 as WLM001–WLM025, the verified checks of addendum A.2 from WLM026, limits, two lints and
 * references; WLM901–WLM905 single values).
 *
 * Rules about what runs (goal periods, resource groups, CPU critical, and the classes that
 * classification rules lead to) are applied to each service policy's merged view: the base
 * definition and, for every policy with an override of a class, that class as the policy runs it
 * (model/wlm/wlm_view.h).
 *
 * Rules that cannot be checked on a definition, listed without a check:
 * - WLM019: an XML definition must conform to IBM's DTD before IWMDINST accepts it. wlmcon never
 *   loads a DTD (no network, no external entities); the reader checks the structure it models.
 * - WLM025, its first part: response-time goals on work with fewer than about 10 completions in
 *   20 minutes need the completion counts of the running system (RMF), which a definition does
 *   not hold. Its other parts (velocity above 90, more than 5 rules of one qualifier type at a
 *   level) are checked. */
#ifndef WLMCON_MODEL_WLM_RULES_H
#define WLMCON_MODEL_WLM_RULES_H

#include "model/rules.h"

/* The WLM rule set (system "wlm"), rules in id order. Static; never NULL. */
const struct rule_set *wlm_rule_set(void);

/* The same set, for WLM's struct system_def (model/wlm/wlm_schema.c). */
extern const struct rule_set wlm_rule_set_def;

#endif
