/* model/mq/mq_route.h — the MQ cluster workload engine: where the messages an application puts to
 * a cluster queue go, message by message, as the cluster workload management algorithm chooses
 * (the engine of the simulation contract, model/simulate.h; `wlmcon simulate mq`).
 *
 * Sources: "The cluster workload management algorithm" (IBM MQ 8.0 and 9.x; the 7.5 text for the
 * legacy75 order), the CLWL attribute pages, and the WebSphere MQ V6.0 text on clusters (seed 001,
 * §8.4.5-8.4.11: 1000 divided by the weight, 60/20 giving 3 of every 4); research/mq.md §2 with
 * addenda A and B. Citations: mq_docs.h.
 *
 * What is modelled: candidates are the routes (CLUSRCVRs, whose auto-defined cluster-senders the
 * putting queue manager uses) to every queue manager hosting an instance in a cluster, and the
 * local instance; the steps in order — cluster membership, the queue's cluster, channel rank,
 * queue rank, put-inhibited instances (first of all with legacy75), the local instance under
 * CLWLUSEQ or for a message that arrived over a cluster channel, suspended queue managers, the
 * channel-state tiers, NETPRTY per queue manager, channel and queue priority, CLWLMRUC — and
 * then the least recently used route, weighted by CLWLWGHT. Counters belong to the route, so
 * queues put to in turn share them. Not modelled: cluster publish/subscribe messages (steps 7
 * and 10), queue manager aliases, a cluster workload exit (flagged in the result's notes). */
#ifndef WLMCON_MODEL_MQ_ROUTE_H
#define WLMCON_MODEL_MQ_ROUTE_H

#include <stddef.h>

/* How a choice adds up the routes' use (research/mq.md §2.5 item 1). */
enum mq_route_mode {
    MQ_ROUTE_EXACT,    /* fewest choices for the weight: n_a * w_b against n_b * w_a, no rounding */
    MQ_ROUTE_IBM_INT   /* lowest DestSeqFactor, which grows by 1000 / CLWLWGHT in integers */
};

/* The engine (model/simulate.h) that mq_system_def declares. */
extern const struct sim_engine mq_sim_engine;

/* The split of m choices among n routes of weights w[0..n-1] (1-99) that the engine's final choice
 * makes when nothing else tells them apart, in exact mode, routes in the order given being the
 * stable tie-break: counts[i] receives the choices of route i. MQ018 reports these shares. */
void mq_route_split(const long long *w, size_t n, unsigned long long m, unsigned long long *counts);

#endif
