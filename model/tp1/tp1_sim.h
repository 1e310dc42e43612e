/* model/tp1/tp1_sim.h — the OpenTP1 scheduler engine (the simulation contract, model/simulate.h;
 * `wlmcon simulate tp1`): where the schedule service of a calling node sends the requests for a
 * service group, request by request, over the nodes of its all_node that host the group.
 *
 * Sources: OpenTP1 Operation 3.2.4 (seed 004, the Japanese original) and System Definition
 * DEFI0029/DEFI0034; research/domino_opentp1.md B4 gives the model. Documented: the least-loaded
 * node is chosen by the load levels the nodes announce at intervals of 30 s or more; a calling
 * node with scd_announce_server_status=N chooses at random; scd_this_node_first=Y keeps a request
 * on the local server unless it is overloaded or closed; schedule_rate favours LEVEL0 nodes;
 * scd_retry_of_comm_error retries other nodes after a communication error. What B4 infers is a
 * scenario switch each (tp1_sim_run.c): the LEVEL2 guard of this node first (local_overload), the
 * Server Base client variant (forward_lower), the schedule_rate rule (rate_rule), the choice
 * among ties (tiebreak) and the level seen of a node that does not announce (silent_level).
 *
 * Time: request k arrives at (k - 1) * interval_ms; a scenario's change of a node at `at` holds
 * from the first request at or after it; every node announcing its status announces at 0 and
 * every announce_interval seconds after, a change at the same instant being announced. Plain C,
 * no I/O. */
#ifndef WLMCON_MODEL_TP1_SIM_H
#define WLMCON_MODEL_TP1_SIM_H

#include <stdbool.h>
#include <stddef.h>

#include "model/sim_cache.h"
#include "model/simulate.h"
#include "model/tp1/tp1.h"

/* The engine (model/simulate.h) that tp1_system_def declares. */
extern const struct sim_engine tp1_sim_engine;

/* The state of a service group on a node. */
enum tp1_gstate { TP1_ONLINE, TP1_CLOSED, TP1_STOPPED };

/* A node hosting the service group that the calling node knows (itself or an all_node entry):
 * one destination of the result. */
struct tp1_snode {
    const struct pol_object *node;
    bool local;                /* the calling node */
    bool announces;            /* its scd_announce_server_status is Y (effective) */
    int level;                 /* its true load level now, 0-2 */
    int seen;                  /* the level the calling node last heard from it */
    enum tp1_gstate state;
    bool reachable;            /* a send to it succeeds */
    bool thresholds;           /* the group's levelup/leveldown_queue_count are known */
    long long u1, u2, d0, d1;  /* those counts: up to LEVEL1 at u1, to LEVEL2 at u2; down to
                                  LEVEL1 at d1, to LEVEL0 at d0 */
    long dest;                 /* index in the result's destinations */
};

/* A change of a node's scenario values at a time (the initial values are changes at 0). */
struct tp1_event {
    unsigned long long at;     /* milliseconds from the run's start */
    size_t node;               /* index in tp1_sim_ctx.nodes */
    const char *level, *queue, *state, *reachable;   /* NULL: unchanged */
};

/* The switches a run reads (the [INFERRED] steps of B4). */
struct tp1_switches {
    bool overload_level2;      /* local_overload level2: a local server at LEVEL2 is left */
    bool forward_lower;        /* ... only when another candidate is seen at a lower level */
    bool rate_local;           /* rate_rule local: schedule_rate keeps LEVEL0 work local */
    bool ties_random;          /* tiebreak random: ties drawn; name: the first by name */
    int silent_level;          /* the level seen of a node that does not announce */
};

struct tp1_sim_ctx {
    const struct policy *p;
    const struct sim_scenario *s;
    struct sim_rng *rng;
    struct sim_result *r;
    const char *group;                 /* the service group */
    const struct pol_object *from;     /* the calling node */
    bool this_node_first, announce;    /* the calling node's scd operands */
    long long rate;                    /* schedule_rate, or -1: not given */
    long long retries;                 /* scd_retry_of_comm_error */
    struct tp1_switches sw;
    struct tp1_snode *nodes;           /* sorted by name */
    size_t nnodes;
    long local;                        /* index of the calling node in nodes, or -1 */
    struct tp1_event *events;          /* by time, the scenario's order at one time */
    size_t nevents;
    struct sim_cache cache;            /* slot 0: the candidates with the group ONLINE */
    size_t *cand, *work;               /* node indexes, nnodes each */
    bool *failed;                      /* a request's nodes that failed to answer, nnodes */
    bool tracing;                      /* the decision being made is the traced one */
};

/* Builds ctx's nodes (the calling node and its all_node entries hosting the group, sorted by
 * name), the result's destinations and the scenario's events. SIM_OK; SIM_UNKNOWN (no such node
 * or group, a scenario node that is no node of the policy); SIM_INVALID (a queue count without
 * the group's thresholds, level and queue given together); SIM_NOMEM. r->error says why. */
enum sim_status tp1_sim_build(struct tp1_sim_ctx *cx);

/* Applies event e: the node's values change (a queue count moves its level through the
 * thresholds, from the level it had); the candidates kept are stale after a state change. */
void tp1_sim_apply(struct tp1_sim_ctx *cx, const struct tp1_event *e);

/* One request: the candidates, this node first, the random choice of a node that does not
 * announce, the least-loaded level, schedule_rate, the ties, and the retries after a
 * communication error; the steps go to the result's trace when cx->tracing. Returns the node
 * chosen (an index in cx->nodes), or -1 with *why the reason ("no candidate", "communication
 * error"); *nomem is set when memory ran out while tracing. */
long tp1_sim_decide(struct tp1_sim_ctx *cx, const char **why, bool *nomem);

/* The engine's names callback: the service groups the nodes host for input "group", the nodes
 * that host the group given or name a node hosting it for "from". 0, or -1 out of memory. */
int tp1_sim_names(const struct policy *p, const struct sim_scenario *s, size_t input,
                  int (*add)(void *ctx, const char *value, const char *descr), void *ctx);

/* Frees what tp1_sim_build allocated. */
void tp1_sim_ctx_free(struct tp1_sim_ctx *cx);

#endif
