/* model/was/was_rules.h — the WebSphere for z/OS validation rules: a server's servants against
 * even distribution (WAS001), its classification document against z/OS WLM's CB classification
 * rules (WAS002, WAS003, WAS005–WAS007: the cross-check runs WLM's classification engine,
 * model/wlm/wlm_classify.h, the one `wlmcon classify` uses), transaction classes WLM cannot take
 * (WAS004), and the single values WAS901–WAS905. The reader's own findings are WAS101–WAS103
 * (import/wasxml), listed here for help. */
#ifndef WLMCON_MODEL_WAS_RULES_H
#define WLMCON_MODEL_WAS_RULES_H

#include "model/rules.h"

/* The WebSphere rule set (system "was"), rules in id order, for its struct system_def
 * (model/was/was_schema.c). */
extern const struct rule_set was_rule_set_def;

#endif
