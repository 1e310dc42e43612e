/* model/wlm/wlm_words.c — a goal period's goal in words, as IBM's service class panel and print
 * show it; see wlm_words.h. */
#include <stdio.h>
#include <string.h>

#include "model/wlm/wlm_words.h"

const char *wlm_goal_words(const struct pol_object *period, bool brief, char *buf, size_t n)
{
    const char *type = pol_get_key(period, "goaltype"), *rt = pol_get_key(period, "resptime");
    const char *pct = pol_get_key(period, "percentile"), *vel = pol_get_key(period, "velocity");
    rt = rt ? rt : "";
    if (!type)
        snprintf(buf, n, "%s", "");
    else if (strcmp(type, "Velocity") == 0)
        snprintf(buf, n, brief ? "Velocity %s" : "Execution velocity of %s", vel ? vel : "");
    else if (strcmp(type, "AverageResponseTime") == 0)
        snprintf(buf, n, brief ? "Average %s" : "Average response time of %s", rt);
    else if (strcmp(type, "PercentileResponseTime") == 0)
        snprintf(buf, n, brief ? "%s%% in %s" : "%s%% complete within %s", pct ? pct : "", rt);
    else
        snprintf(buf, n, "%s", type);
    return buf;
}
