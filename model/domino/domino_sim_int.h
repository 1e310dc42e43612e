/* model/domino/domino_sim_int.h — what the files of the Domino open engine share
 * (domino_sim_build.c reads the cluster and the scenario, domino_sim_open.c decides one open,
 * domino_sim_run.c makes the opens); see domino_sim.h. Not for use outside model/domino/. */
#ifndef WLMCON_MODEL_DOMINO_DOMINO_SIM_INT_H
#define WLMCON_MODEL_DOMINO_DOMINO_SIM_INT_H

#include <stdbool.h>
#include <stddef.h>

#include "model/domino/domino_cluster.h"
#include "model/domino/domino.h"
#include "model/domino/domino_sim.h"
#include "model/sim_cache.h"

/* How a member's replica of the database stands in the Cluster Database Directory. */
enum dsim_replica { DREP_NONE, DREP_USABLE, DREP_OUT_OF_SERVICE, DREP_PENDING_DELETE };

/* One member of the target's cluster (the target alone when it is in none). */
struct dsim_srv {
    const struct pol_object *srv;
    char cn[DOMINO_NAME_MAX + 1];     /* its common name as stored ("alpha") */
    enum dsim_replica rep;
    int threshold;                    /* Server_Availability_Threshold (0-100) */
    int ai;                           /* the availability index the run reads (0-100) */
    const char *ai_from;              /* where it comes from ("scenario", "expansion factor 4") */
    long long max_users;              /* Server_MaxUsers, 0: no limit */
    long long users;                  /* active users, growing with count_users */
    bool down, restricted;
    enum domino_state state;          /* as it stands now */
    enum domino_state start;          /* at the first open */
    size_t cache_pos;                 /* its place in the client's cluster cache */
    long dest;                        /* index in the result's destinations */
};

/* How one open ended (the sim_cache outcome). */
enum dsim_outcome {
    DOUT_STAYED,          /* the AVAILABLE target took it */
    DOUT_BALANCED,        /* the target was BUSY: sent to the most available member */
    DOUT_FAILED_OVER,     /* the target refused it or holds no usable replica: sent elsewhere */
    DOUT_CLUSTER_BUSY,    /* no member could take it: the BUSY target opened it anyway */
    DOUT_BUSY_FALLBACK,   /* busy_fallback: the most available BUSY replica took it */
    DOUT_FAILED           /* refused */
};

struct dsim_ctx {
    const struct policy *p;
    const struct sim_scenario *s;
    struct sim_result *r;
    struct domino_clusters cl;
    const char *cluster;              /* the target's cluster, or NULL */
    struct dsim_srv *v;               /* by name (the cluster's order) */
    size_t n;
    size_t target;                    /* index in v */
    size_t *order;                    /* v's indexes in cluster cache order */
    size_t *work;                     /* a decision's candidates, n long */
    char replica_id[20];              /* the database's */
    const char *path;                 /* the database as given */
    bool by_path;                     /* given by its path, not its replica id */
    bool tie_by_cache, ai_expansion, busy_fallback, icm, count_users;
    struct sim_cache cache;           /* slot 0: the decision while the states stay */
    unsigned long long stat_lb_ok, stat_lb_fail, stat_fo_ok, stat_fo_fail, stat_busy, stat_lb_req, stat_oos;
    bool tracing;
};

/* Reads the target, its cluster, the database, the members' settings and the scenario's servers
 * into cx. SIM_OK, SIM_UNKNOWN (a server, database or cluster cache entry the policy does not
 * hold), SIM_INVALID or SIM_NOMEM, with cx->r->error set. */
enum sim_status dsim_build(struct dsim_ctx *cx);

/* Decides one open: the index in cx->v of the server that takes it, or -1 refused with *why the
 * reason's name ("restricted", "maxusers", "down", "no replica"); *how the outcome. The steps go to
 * the result's trace when cx->tracing (-2: out of memory while tracing). Remembered in cx->cache
 * until a state changes. */
long dsim_decide(struct dsim_ctx *cx, enum dsim_outcome *how, const char **why);

/* The label of member i in a trace: "beta (BUSY: index 50 at or below threshold 70)". */
void dsim_label(const struct dsim_ctx *cx, size_t i, char *buf, size_t n);

/* Frees what dsim_build allocated. */
void dsim_free(struct dsim_ctx *cx);

#endif
