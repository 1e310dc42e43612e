/* model/mq/mq_route_int.h — what the files of the MQ workload engine share (mq_route_cands.c
 * builds the candidates, mq_route_steps.c eliminates and chooses, mq_route_run.c puts the
 * messages); see mq_route.h. Not for use outside model/mq/. */
#ifndef WLMCON_MODEL_MQ_ROUTE_INT_H
#define WLMCON_MODEL_MQ_ROUTE_INT_H

#include <stdbool.h>
#include <stddef.h>

#include "model/mq/mq_cluster.h"
#include "model/mq/mq_route.h"
#include "model/sim_cache.h"
#include "model/simulate.h"

/* The counters of one outbound route (a channel to a queue manager, or the local instance), shared
 * by every queue put to through it (research/mq.md §2.4, B4). One per destination of the result. */
struct mq_ctr {
    const char *qm;            /* the destination queue manager */
    const char *chl;           /* the CLUSRCVR's name ("" for a local instance without one) */
    bool local;
    long long weight;          /* CLWLWGHT of the route (1-99) */
    unsigned long long n;      /* times chosen (exact mode) */
    long long factor;          /* DestSeqFactor: 1000/CLWLWGHT added per choice (ibm_int mode) */
    unsigned long long last;   /* DestSeqNumber: the choice's number when last chosen; 0: never */
    long dest;                 /* index in the result's destinations */
};

/* A candidate of one queue: an instance and the route to it (research/mq.md §2.2). */
struct mq_cand {
    const struct pol_object *qm;    /* the queue manager hosting the instance */
    const struct pol_object *inst;  /* the instance */
    const struct pol_object *chl;   /* the CLUSRCVR of the route; local: the putting queue
                                       manager's own in the instance's cluster (§2.5 item 4), or NULL */
    bool local;                     /* the instance is on the putting queue manager */
    bool clustered;                 /* local: the instance is a cluster queue */
    bool shared;                    /* step 1: instance and channel share a cluster with the
                                       putting queue manager */
    bool same_cluster;              /* step 2: the channel is in a cluster of the instance */
    long long crank, qrank, cprty, qprty, netprty;
    bool put_disabled, suspended;
    const char *state;              /* channel state; NULL for a local instance */
    int tier;                       /* step 9 tier, 1-4 */
    size_t grp;                     /* the queue manager's group among the queue's candidates
                                       (0 to mq_rq.ngrp - 1), for the NETPRTY step */
    const char *state_from;         /* how the state is known ("no CHSTATUS: INACTIVE") */
    struct mq_ctr *ctr;
    char label[80];                 /* "QMA DEMO.QMA", "QMC (local)" */
};

/* A queue the run puts to, with its candidates. */
struct mq_rq {
    const char *name;               /* as the application names it */
    const char *target;             /* the cluster queue it resolves to (a QALIAS's TARGET) */
    const struct pol_object *alias; /* the putting queue manager's QALIAS it is opened through */
    const struct pol_object *local; /* the putting queue manager's own instance, or NULL */
    struct mq_cand *c;
    size_t n;
    const char *defbind;            /* the effective DEFBIND as the putting queue manager sees it */
    const char *defbind_from;       /* where that comes from */
    size_t ngrp;                    /* queue managers among the candidates */
    const char *bind;               /* the bind option in force ("open", "notfixed"…) */
    unsigned long long span;        /* messages of this queue that share one decision */
    /* The candidates the cache keeps for the queue, ordered as the final choice orders their
       routes (a binary heap, the next choice first), while heap_gen is the cache's generation and
       heap_seq the choices made so far (a choice made otherwise leaves it to be built again). */
    struct mq_cand **heap;
    size_t nheap;
    uint64_t heap_gen;
    unsigned long long heap_seq;
};

/* A change of the state during the run (a queue manager suspended at a message of the scenario). */
struct mq_event {
    unsigned long long at;          /* the message from which it holds */
    const char *qm;                 /* the queue manager suspended */
};

struct mq_route_ctx {
    const struct policy *p;
    const struct sim_scenario *s;
    struct sim_rng *rng;
    struct sim_result *r;
    struct mq_clusters cl;
    const struct pol_object *from;
    enum mq_route_mode mode;
    bool legacy75, from_cluster, random_ties;
    struct mq_rq *q;
    size_t nq;
    struct mq_ctr *ctr;             /* by queue manager, then channel */
    size_t nctr;
    bool *alive, *keep;             /* a decision's working sets, as long as the longest
                                       candidate list */
    long long *gmax;                /* the NETPRTY step's highest per queue manager, as long */
    size_t *scratch;                /* candidate indexes for the cache, as long */
    struct sim_cache cache;         /* one slot per queue: what the state's steps kept */
    size_t mruc_room;               /* CLWLMRUC of the putting queue manager: more routes kept
                                       than this make the CLWLMRUC step remove some */
    struct mq_event *events;        /* by message */
    size_t nevents;
    unsigned long long seq;         /* choices made so far */
    bool tracing;                   /* the decision being made is the traced one */
};

/* Builds ctx->q (the queues of the scenario's queue input, comma-separated) and their candidates,
 * and the counters and the result's destinations for the candidates that pass steps 1 and 2.
 * SIM_OK, SIM_UNKNOWN (a queue no object of the putting queue manager or its clusters names, a
 * destination of the scenario that is no queue manager) or SIM_NOMEM, with r->error set. */
enum sim_status mq_route_build(struct mq_route_ctx *cx);

/* One run of the algorithm for queue q: the elimination steps of research/mq.md §2.3 in the 9.x
 * order (the 7.5 order with legacy75) and the weighted least-recently-used choice of §2.4, the
 * chosen route's counters moved; the steps are added to the result's trace when cx->tracing.
 * What the steps that read only the state keep is remembered in cx->cache until the state changes
 * (sim_cache_invalidate); a decision not traced then runs only CLWLMRUC and the final choice.
 * Returns the candidate chosen, or NULL with *reason 2268 (put inhibited) or 2270 (no
 * destination); *nomem is set when memory ran out while tracing. */
struct mq_cand *mq_route_decide(struct mq_route_ctx *cx, struct mq_rq *q, int *reason, bool *nomem);

/* Orders two routes for the final choice: < 0 when a is chosen before b. The less used for its
 * weight first (mode), then the least recently chosen (lower DestSeqNumber, never chosen first),
 * then queue manager name, then channel name; 0 only for the same names. */
int mq_ctr_cmp(const struct mq_ctr *a, const struct mq_ctr *b, enum mq_route_mode mode);

/* Counts a choice of c, the seq-th of the run (1 first). */
void mq_ctr_chosen(struct mq_ctr *c, unsigned long long seq);

/* The engine's names callback (simulate.h, sim_engine.names): the cluster queues for input
 * "queue", the queue managers of the queue's clusters for "from". 0, or -1 out of memory. */
int mq_route_names(const struct policy *p, const struct sim_scenario *s, size_t input,
                   int (*add)(void *ctx, const char *value, const char *descr), void *ctx);

/* The details of each destination (its route's CLWLWGHT, the channel's CLWLPRTY and CLWLRANK, the
 * channel's state) and the run's facts (the bind in force, CLWLUSEQ, the exit) for the Simulate
 * panel. SIM_OK or SIM_NOMEM. */
enum sim_status mq_route_describe(struct mq_route_ctx *cx);

/* Frees what mq_route_build allocated. */
void mq_route_ctx_free(struct mq_route_ctx *cx);

#endif
