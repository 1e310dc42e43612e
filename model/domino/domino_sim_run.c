/* model/domino/domino_sim_run.c — the Domino engine of the simulation contract: its scenario
 * inputs, the names F4 lists, and the run that makes the opens one by one, counting them as the
 * Cluster Manager's statistics do ("Cluster Manager statistics", HCL Domino 10.0.1). See
 * domino_sim.h. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "model/domino/domino.h"
#include "model/domino/domino_docs.h"
#include "model/domino/domino_sim_int.h"

static const struct attr_choice tiebreaks[] = {
    {"cache", "equal indexes in the order of the client's cluster cache, then by name [INFERRED]"},
    {"name", "equal indexes by server name [INFERRED]"},
    {NULL, NULL},
};

static const struct attr_choice ai_sources[] = {
    {"scenario", "each server's availability_index as the scenario gives it (100 when it gives none)"},
    {"expansion", "from each server's expansion_factor and its Server_TransInfo_Range: 100 * (1 - "
                  "log2(EF) / range) [INFERRED]"},
    {NULL, NULL},
};

static const struct sim_input inputs[] = {
    {"database", "target", "PATH", AT_NAME, 0, 255, NULL, NULL, SIM_REQUIRED | SIM_NAMES,
     "The database the users open: its path relative to the data directory (apps/sales.nsf, case "
     "ignored) or its replica id. The Cluster Manager finds the other replicas by replica id."},
    {"server", "target", "NAME", AT_NAME, 0, 128, NULL, NULL, SIM_REQUIRED | SIM_NAMES,
     "The server the users try first (their bookmark's or link's), in any form of its name "
     "(rhone, Rhone/Demo, CN=Rhone/O=Demo)."},
    {"opens", NULL, "N", AT_INT, 1, 100000000, NULL, NULL, SIM_REQUIRED,
     "How many opens of the database the users make, one after the other."},
    {"cluster_cache", NULL, "NAMES", AT_NAME, 0, 128, NULL, NULL, SIM_LIST | SIM_NAMES,
     "The order of the servers in the client's cluster cache, comma-separated (a sequence in a "
     "scenario). The client asks the Cluster Manager of the next server in it; with tiebreak cache it "
     "also orders servers of equal index. Members left out follow by name; none given: by name."},
    {"tiebreak", NULL, "HOW", AT_ENUM, 0, 0, tiebreaks, "cache", 0,
     "How servers of equal availability index are ordered; HCL does not say [INFERRED]."},
    {"ai_source", NULL, "FROM", AT_ENUM, 0, 0, ai_sources, "scenario", 0,
     "Where each server's availability index comes from."},
    {"count_users", NULL, "Y|N", AT_BOOL, 0, 0, NULL, "YES", 0,
     "Whether each open that lands is one more active user of its server, so that a server reaches "
     "Server_MaxUsers during the run and refuses opens from then on (MAXUSERS) [INFERRED]."},
    {"busy_fallback", NULL, NULL, AT_BOOL, 0, 0, NULL, "NO", SIM_SWITCH,
     "When the target is RESTRICTED, at MAXUSERS, DOWN or without a usable replica and every other "
     "holder is BUSY, open on the most available BUSY replica instead of refusing [INFERRED]."},
    {"icm", NULL, NULL, AT_BOOL, 0, 0, NULL, "NO", SIM_SWITCH,
     "The opens come through the Internet Cluster Manager, which may send a client to a server at "
     "MAXUSERS when no other server is available; a Notes client's cluster does not."},
};

static const struct sim_input dest_inputs[] = {
    {"availability_index", NULL, "0-100", AT_INT, 0, 100, NULL, NULL, 0,
     "The server's availability index (Server.AvailabilityIndex: 100 idle, 0 fully loaded); not "
     "given: 100."},
    {"restricted", NULL, "Y|N", AT_BOOL, 0, 0, NULL, NULL, 0,
     "Whether the server refuses new opens (RESTRICTED), instead of its Server_Restricted."},
    {"down", NULL, "Y|N", AT_BOOL, 0, 0, NULL, NULL, 0,
     "Whether the server is down or unreachable."},
    {"users", NULL, "N", AT_INT, 0, 100000000, NULL, NULL, 0,
     "The active users on the server when the opens start; not given: 0."},
    {"expansion_factor", NULL, "EF", AT_INT, 1, 1048576, NULL, NULL, 0,
     "With ai_source expansion: the server's expansion factor (Server.ExpansionFactor, 1 at its "
     "fastest); not given: 1 [INFERRED]."},
};

static const char *const dest_fields[] = {"server", NULL};

static const struct sim_detail details[] = {
    {"state", "State", 5, false},
    {"ai", "AI", 3, true},
    {"threshold", "Thr", 3, true},
    {"users", "Users", 7, true},
    {"replica", "Replica", 7, false},
};

/* ---- names (F4) ------------------------------------------------------------------------------ */

static int names(const struct policy *p, const struct sim_scenario *s, size_t input,
                 int (*add)(void *ctx, const char *value, const char *descr), void *ctx)
{
    const char *key = inputs[input].key, *srv = sim_get(s, "server");
    struct domino_clusters cl;
    if (domino_clusters_build(p, &cl))
        return -1;
    const struct pol_object *target = NULL;
    const struct domino_cluster *c = NULL;
    if (srv && domino_servers_named(p, srv, &target, 1) == 1)
        c = domino_cluster_of(&cl, target);
    int rc = 0;
    for (size_t i = 0; i < p->ntops && !rc; i++) {
        const struct pol_object *t = p->tops[i];
        if (t->kind != domino_kind(DOM_SERVER) || t->change == POL_DELETED)
            continue;
        if ((strcmp(key, "server") != 0 && target && t != target && (!c || domino_cluster_of(&cl, t) != c)))
            continue;
        if (strcmp(key, "database") != 0) {
            const char *cn = pol_get_key(t, "cluster");
            rc = add(ctx, t->name, cn && *cn ? cn : "in no cluster");
            continue;
        }
        for (const struct pol_object *r = t->first; r && !rc; r = r->next) {
            const char *path = pol_get_key(r, "path"), *title = pol_get_key(r, "database");
            if (r->kind != domino_kind(DOM_REPLICA) || r->change == POL_DELETED)
                continue;
            char d[200];
            snprintf(d, sizeof d, "%s, replica %s", title && *title ? title : "(no title)", r->name);
            rc = add(ctx, path && *path ? path : r->name, d);
        }
    }
    domino_clusters_free(&cl);
    return rc;
}

/* ---- the run -------------------------------------------------------------------------------- */

/* A server reached Server_MaxUsers at open m: MAXUSERS from then on, the decisions made afresh. */
static int full(struct dsim_ctx *cx, struct dsim_srv *v, unsigned long long m)
{
    char t[200];
    v->state = DOMS_MAXUSERS;
    sim_cache_invalidate(&cx->cache);
    snprintf(t, sizeof t, "%s reaches Server_MaxUsers (%lld) at open %llu: MAXUSERS from then on", v->cn,
             v->max_users, m);
    return sim_result_note(cx->r, t);
}

/* Counts open m's outcome as the Cluster Manager's statistics do. */
static void count(struct dsim_ctx *cx, enum dsim_outcome how)
{
    const struct dsim_srv *t = &cx->v[cx->target];
    cx->stat_lb_req += t->state == DOMS_BUSY;
    cx->stat_oos += t->rep == DREP_OUT_OF_SERVICE;
    cx->stat_lb_ok += how == DOUT_BALANCED;
    cx->stat_busy += how == DOUT_CLUSTER_BUSY;
    cx->stat_lb_fail += how == DOUT_CLUSTER_BUSY || (how == DOUT_FAILED && t->state == DOMS_BUSY);
    cx->stat_fo_ok += how == DOUT_FAILED_OVER || how == DOUT_BUSY_FALLBACK;
    cx->stat_fo_fail += how == DOUT_FAILED && t->state != DOMS_BUSY;
}

static enum sim_status open_all(struct dsim_ctx *cx)
{
    const struct sim_scenario *s = cx->s;
    struct sim_result *r = cx->r;
    unsigned long long n = strtoull(sim_get(s, "opens"), NULL, 10);
    if (s->trace > n) {
        snprintf(r->error, sizeof r->error, "--trace must be from 1 to --opens (%llu)", n);
        return SIM_INVALID;
    }
    for (unsigned long long m = 1; m <= n; m++) {
        enum dsim_outcome how;
        const char *why;
        cx->tracing = m == s->trace;
        long at = dsim_decide(cx, &how, &why);
        if (at == -2)
            return SIM_NOMEM;
        if (cx->tracing) {
            r->traced = true;
            r->trace.decided_at = m;
            r->trace.chosen = at >= 0 ? cx->v[at].dest : -1;
            r->trace.why = why;
            cx->tracing = false;
        }
        count(cx, how);
        if (at < 0) {
            if (sim_result_undelivered(r, 0, why))
                return SIM_NOMEM;
            continue;
        }
        struct dsim_srv *v = &cx->v[at];
        r->dests[v->dest].count++;
        if (cx->count_users && ++v->users >= v->max_users && v->max_users > 0 &&
            (v->state == DOMS_AVAILABLE || v->state == DOMS_BUSY) && full(cx, v, m))
            return SIM_NOMEM;
    }
    r->messages = n;
    r->trace.message = s->trace;
    return SIM_OK;
}

/* The destinations (every member, by name), before the run. */
static enum sim_status dests(struct dsim_ctx *cx)
{
    for (size_t i = 0; i < cx->n; i++) {
        const char *f[] = {cx->v[i].srv->name};
        if ((cx->v[i].dest = sim_result_dest(cx->r, 1, cx->v[i].cn, f, false)) < 0)
            return SIM_NOMEM;
    }
    return SIM_OK;
}

/* The members' details, the run's facts and notes, after the run. */
static enum sim_status describe(struct dsim_ctx *cx)
{
    static const char *const reps[] = {"none", "usable", "out of service", "pending delete"};
    struct sim_result *r = cx->r;
    char state[40], ai[16], th[16], us[48], t[320];
    for (size_t i = 0; i < cx->n; i++) {
        const struct dsim_srv *v = &cx->v[i];
        snprintf(state, sizeof state, v->state == v->start ? "%s" : "%s>%s", domino_state_name(v->start),
                 domino_state_name(v->state));
        snprintf(ai, sizeof ai, "%d", v->ai);
        snprintf(th, sizeof th, "%d", v->threshold);
        if (v->max_users)
            snprintf(us, sizeof us, "%lld/%lld", v->users, v->max_users);
        else
            snprintf(us, sizeof us, "%lld", v->users);
        const char *d[] = {state, ai, th, us, reps[v->rep]};
        if (sim_result_details(r, (size_t)v->dest, 5, d))
            return SIM_NOMEM;
    }
    const char *by = cx->by_path ? "ByPath" : "";
    snprintf(t, sizeof t, "%s, replica %s", cx->path, cx->replica_id);
    if (sim_result_fact(r, "Database", t))
        return SIM_NOMEM;
    size_t len = (size_t)snprintf(t, sizeof t, "%s%s; cache ", cx->cluster ? "" : "no cluster: ",
                                  cx->cluster ? cx->cluster : cx->v[cx->target].cn);
    for (size_t j = 0; j < cx->n && len < sizeof t; j++)
        len += (size_t)snprintf(t + len, sizeof t - len, "%s%s", j ? ", " : "", cx->v[cx->order[j]].cn);
    if (sim_result_fact(r, "Cluster", t))
        return SIM_NOMEM;
    snprintf(t, sizeof t, "LoadBalance%s.Successful %llu, .Unsuccessful %llu", by, cx->stat_lb_ok, cx->stat_lb_fail);
    if (sim_result_fact(r, "OpenRedirects", t))
        return SIM_NOMEM;
    snprintf(t, sizeof t, "Failover%s.Successful %llu, .Unsuccessful %llu", by, cx->stat_fo_ok, cx->stat_fo_fail);
    if (sim_result_fact(r, "OpenRedirects", t))
        return SIM_NOMEM;
    snprintf(t, sizeof t, "ClusterBusy %llu, LoadBalanced %llu, DatabaseOutOfService %llu", cx->stat_busy,
             cx->stat_lb_req, cx->stat_oos);
    if (sim_result_fact(r, "OpenRequest", t))
        return SIM_NOMEM;
    if (!cx->cluster && sim_result_note(r, "the target is in no cluster: its opens cannot be redirected"))
        return SIM_NOMEM;
    if (cx->ai_expansion &&
        sim_result_note(r, "availability indexes from the expansion factors: 100 * (1 - log2(EF) / "
                           "Server_TransInfo_Range) [INFERRED]"))
        return SIM_NOMEM;
    return SIM_OK;
}

static enum sim_status run(const struct policy *p, const struct sim_scenario *s, struct sim_rng *rng,
                           struct sim_result *r)
{
    (void)rng;   /* the Cluster Manager draws nothing */
    struct dsim_ctx cx = {.p = p, .s = s, .r = r};
    cx.tie_by_cache = strcmp(sim_get(s, "tiebreak"), "cache") == 0;
    cx.ai_expansion = strcmp(sim_get(s, "ai_source"), "expansion") == 0;
    cx.count_users = strcmp(sim_get(s, "count_users"), "YES") == 0;
    cx.busy_fallback = strcmp(sim_get(s, "busy_fallback"), "YES") == 0;
    cx.icm = strcmp(sim_get(s, "icm"), "YES") == 0;
    enum sim_status st = dsim_build(&cx);
    if (st == SIM_OK)
        st = dests(&cx);
    if (st == SIM_OK)
        st = open_all(&cx);
    if (st == SIM_OK)
        st = describe(&cx);
    if (st == SIM_NOMEM)
        snprintf(r->error, sizeof r->error, "out of memory");
    dsim_free(&cx);
    return st;
}

const struct sim_engine domino_sim_engine = {
    .summary = "where Notes users' database opens land in a cluster: the Cluster Manager's redirection "
               "of each open from a BUSY, RESTRICTED, MAXUSERS or DOWN server to the most available "
               "replica",
    .inputs = inputs,
    .ninputs = sizeof inputs / sizeof inputs[0],
    .dest_inputs = dest_inputs,
    .ndest_inputs = sizeof dest_inputs / sizeof dest_inputs[0],
    .dest_what = "server",
    .dest_key = "servers",
    .dest_heading = "Server",
    .unit = "open",
    .units = "opens",
    .dest_fields = dest_fields,
    .ndest_fields = 1,
    .text_fields = 0,
    .source = DOMDOC_BALANCING "; " DOMDOC_FAILOVER "; " DOMDOC_THRESHOLD "; " DOMDOC_RESTRICTED "; "
              DOMDOC_MAXUSERS "; " DOMDOC_STATS,
    .details = details,
    .ndetails = sizeof details / sizeof details[0],
    .names = names,
    .run = run,
};
