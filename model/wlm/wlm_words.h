/* model/wlm/wlm_words.h — WLM objects in the words of IBM's panels and print: what the console's
 * panels and the printed report (import/wlmreport) both say. */
#ifndef WLMCON_MODEL_WLM_WORDS_H
#define WLMCON_MODEL_WLM_WORDS_H

#include <stdbool.h>
#include <stddef.h>

#include "model/policy.h"

/* A goal period's goal in words into buf (n bytes): as the service class panel and IBM's print
 * describe it ("Execution velocity of 50", "Average response time of 00:00:00.500", "90% complete
 * within 00:00:01.000", "Discretionary"), or short for the lists (brief: "Velocity 50", "Average
 * 00:00:00.500", "90% in 00:00:01.000", "Discretionary"). Returns buf. */
const char *wlm_goal_words(const struct pol_object *period, bool brief, char *buf, size_t n);

#endif
