/* model/mq/mq_observed.c — a cluster channel's state from the observations; see mq_observed.h. */
#include "model/mq/mq_observed.h"

#include <string.h>

#include "model/mq/mq.h"

int mq_channel_tier(const char *state)
{
    static const char *const tiers[][4] = {
        {"INACTIVE", "RUNNING", NULL, NULL},
        {"BINDING", "INITIALIZING", "STARTING", "STOPPING"},
        {"RETRYING", NULL, NULL, NULL},
    };
    for (int t = 0; state && t < 3; t++)
        for (int i = 0; i < 4 && tiers[t][i]; i++)
            if (strcmp(state, tiers[t][i]) == 0)
                return t + 1;
    return 4;
}

/* The less available of states a and b (a on a tie, a NULL taking b). */
static const char *worse(const char *a, const char *b)
{
    return !a || (b && mq_channel_tier(b) > mq_channel_tier(a)) ? b : a;
}

/* The state of channel ch of block b as observation o shows it: its CHSTATUS blocks of type type
 * (the least available), INACTIVE when it has none, or b's STATUS when o has no CHSTATUS at all. */
static const char *state_in(const struct observation *o, const struct pol_record *b, const char *ch,
                            const char *type)
{
    const char *state = NULL;
    size_t at = 0, first = 0;
    bool any = obs_next(o, "CHSTATUS", NULL, &first) != NULL;
    for (const struct pol_record *s; (s = obs_next(o, "CHSTATUS", ch, &at));) {
        const char *t = obs_value(s, "CHLTYPE");
        if (t && strcmp(t, type) == 0)
            state = worse(state, obs_value(s, "STATUS"));
    }
    return state ? state : any ? "INACTIVE" : obs_value(b, "STATUS");
}

void mq_channel_seen(const struct policy *p, const char *qmgr, const char *cluster, struct mq_chl_seen *out)
{
    *out = (struct mq_chl_seen){NULL, NULL, NULL};
    for (size_t i = 0; i < p->nobs; i++) {
        const struct observation *o = p->obs[i];
        if (o->replaced || o->sys != mq_system())
            continue;
        size_t at = 0;
        for (const struct pol_record *b; (b = obs_next(o, "CLUSQMGR", qmgr, &at));) {
            const char *c = obs_value(b, "CLUSTER"), *ch = obs_value(b, "CHANNEL");
            if (!ch || (cluster && (!c || !mq_name_eq(c, cluster))))
                continue;
            const char *state = state_in(o, b, ch, mq_name_eq(o->top, qmgr) ? "CLUSRCVR" : "CLUSSDR");
            if (!state)
                continue;
            int t = mq_channel_tier(state), had = out->state ? mq_channel_tier(out->state) : 0;
            if (t > had || (t == had && strcmp(o->taken, out->by->taken) > 0))
                *out = (struct mq_chl_seen){state, ch, o};
            break;
        }
    }
}
