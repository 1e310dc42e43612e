/* model/mq/mq_observed.h — the state of a cluster channel as the queue managers' observations
 * show it (model/observe.h), for the panels that show each instance's channel state beside the
 * policy (MQ400, MQ510).
 *
 * The channel to queue manager Q in cluster C, as observation O shows it: O's CLUSQMGR block of
 * Q in C names the channel (Q's CLUSRCVR); O's CHSTATUS blocks of that channel (a CLUSSDR on
 * another queue manager, the CLUSRCVR's own instances on Q itself) give its state, the least
 * available when there are several; none means INACTIVE (DISPLAY CHSTATUS shows no block for an
 * inactive channel). A transcript without DISPLAY CHSTATUS gives the CLUSQMGR block's STATUS.
 * Of several observations the least available state wins, then the newest. Availability is the
 * workload algorithm's order of channel states: INACTIVE and RUNNING first; then BINDING,
 * INITIALIZING, STARTING, STOPPING; then RETRYING; then REQUESTING, PAUSED, STOPPED, SWITCHING
 * (research/mq.md §2.3 step 9). */
#ifndef WLMCON_MODEL_MQ_OBSERVED_H
#define WLMCON_MODEL_MQ_OBSERVED_H

#include "model/observe.h"

struct mq_chl_seen {
    const char *state;                /* "RUNNING", "RETRYING", "INACTIVE"…; NULL: no observation
                                         shows the channel (the other fields are NULL too) */
    const char *channel;              /* its name, as the CLUSQMGR block gives it */
    const struct observation *by;     /* the observation the state comes from */
};

/* The state of the channel to queue manager qmgr in cluster (NULL: in any cluster) as the live
 * observations of p show it, into *out; the strings belong to p. */
void mq_channel_seen(const struct policy *p, const char *qmgr, const char *cluster, struct mq_chl_seen *out);

/* The tier of a channel state in the workload algorithm's order (1 most available … 4 least); 4
 * for a state it does not know. */
int mq_channel_tier(const char *state);

#endif
