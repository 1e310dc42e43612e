/* model/tp1/tp1_sim_decide.c — one decision of the OpenTP1 scheduler, step by step, after
 * research/domino_opentp1.md B4: the candidates (the group ONLINE), this node first, the random
 * choice of a calling node that does not announce, the least-loaded level, schedule_rate, the
 * ties, and the retries that skip a node after a communication error (Operation 3.2.4 (3), (4),
 * (6); System Definition DEFI0029, DEFI0034). A send to a node that does not answer is the
 * communication error after which scd_retry_of_comm_error retries; the caller's dc_rpc_call would
 * see DCRPCER_NET_DOWN, and DCRPCER_SERVICE_CLOSED for a group shut down (TP1/Client CLNT0100).
 * A traced step names at most 64 candidates. See tp1_sim.h. */
#include <stdio.h>
#include <string.h>

#include "model/tp1/tp1_sim.h"

/* The working sets of one decision: candidates kept, in name order. */
struct pick {
    struct tp1_sim_ctx *cx;
    size_t *v;
    size_t n;
    bool nomem;
};

/* The level the calling node uses for node i: its own current, another's as last announced. */
static int level_of(const struct tp1_sim_ctx *cx, size_t i)
{
    return cx->nodes[i].local ? cx->nodes[i].level : cx->nodes[i].seen;
}

/* "node1 LEVEL0", "node3 LEVEL1 (local)" into buf. */
static const char *label(const struct tp1_sim_ctx *cx, size_t i, char *buf, size_t n)
{
    snprintf(buf, n, "%s LEVEL%d%s", cx->nodes[i].node->name, level_of(cx, i), cx->nodes[i].local ? " (local)" : "");
    return buf;
}

/* Adds a trace step: kept are the indexes keep[0..nk), removed rem[0..nr). */
static void step(struct pick *pk, const char *name, const size_t *keep, size_t nk, const size_t *rem, size_t nr,
                 const char *note)
{
    struct tp1_sim_ctx *cx = pk->cx;
    if (!cx->tracing || pk->nomem)
        return;
    char buf[2][64][96];
    const char *kl[64], *rl[64];
    size_t a = 0, b = 0;
    for (size_t i = 0; i < nk && a < 64; i++, a++)
        kl[a] = label(cx, keep[i], buf[0][a], sizeof buf[0][a]);
    for (size_t i = 0; i < nr && b < 64; i++, b++)
        rl[b] = label(cx, rem[i], buf[1][b], sizeof buf[1][b]);
    pk->nomem = sim_trace_step(cx->r, name, kl, a, rl, b, note) != 0;
}

/* Keeps the candidates for which keep(cx, i, arg) holds; the others are the step's removed. */
static void filter(struct pick *pk, const char *name, bool (*keep)(const struct tp1_sim_ctx *, size_t, long),
                   long arg, const char *note)
{
    size_t *rem = pk->cx->work, nk = 0, nr = 0;
    for (size_t i = 0; i < pk->n; i++)
        if (keep(pk->cx, pk->v[i], arg))
            pk->v[nk++] = pk->v[i];
        else
            rem[nr++] = pk->v[i];
    pk->n = nk;
    step(pk, name, pk->v, nk, rem, nr, note);
}

static bool is_online(const struct tp1_sim_ctx *cx, size_t i, long arg)
{
    (void)arg;
    return cx->nodes[i].state == TP1_ONLINE;
}

static bool not_failed(const struct tp1_sim_ctx *cx, size_t i, long arg)
{
    (void)arg;
    return !cx->failed[i];
}

static bool at_level(const struct tp1_sim_ctx *cx, size_t i, long level)
{
    return level_of(cx, i) == level;
}

static bool not_local(const struct tp1_sim_ctx *cx, size_t i, long arg)
{
    (void)arg;
    return !cx->nodes[i].local;
}

/* The candidates with the group ONLINE, from the cache while no state changed. */
static void candidates(struct pick *pk)
{
    struct tp1_sim_ctx *cx = pk->cx;
    const struct sim_cache_slot *sl = cx->tracing ? NULL : sim_cache_get(&cx->cache, 0);
    if (sl) {
        if (sl->nkept)   /* a slot kept empty has no array */
            memcpy(pk->v, sl->kept, sl->nkept * sizeof *pk->v);
        pk->n = sl->nkept;
        return;
    }
    pk->n = cx->nnodes;
    for (size_t i = 0; i < pk->n; i++)
        pk->v[i] = i;
    char note[160];
    snprintf(note, sizeof note, "%s and the nodes of its all_node hosting %s, by name; a group CLOSED or STOPPED "
             "is never chosen", cx->from->name, cx->group);
    filter(pk, "group online", is_online, 0, note);
    if (sim_cache_put(&cx->cache, 0, 0, pk->v, pk->n))
        pk->nomem = true;
}

/* Whether this node first keeps the request on the calling node (a candidate, index li). */
static bool this_node_first(struct pick *pk, size_t li)
{
    struct tp1_sim_ctx *cx = pk->cx;
    int own = cx->nodes[li].level;
    bool overloaded = cx->sw.overload_level2 && own >= 2, lower = false;
    for (size_t i = 0; i < pk->n; i++)
        lower |= pk->v[i] != li && level_of(cx, pk->v[i]) < own;
    bool leave = overloaded && (!cx->sw.forward_lower || lower);
    char note[200];
    if (leave)
        snprintf(note, sizeof note, "scd_this_node_first=Y, but the local server is at LEVEL2 (local_overload "
                 "level2)%s: another node", cx->sw.forward_lower ? " and another candidate is lower" : "");
    else if (overloaded)
        snprintf(note, sizeof note, "scd_this_node_first=Y: the local server is at LEVEL2, but no other candidate "
                 "is lower (forward_lower): it stays local");
    else
        snprintf(note, sizeof note, "scd_this_node_first=Y: the local server takes it");
    size_t me = li;
    if (!leave)
        step(pk, "this node first", &me, 1, NULL, 0, note);
    else
        step(pk, "this node first", pk->v, pk->n, NULL, 0, note);
    return !leave;
}

/* One draw among the n candidates of pk, or the first when ties are taken by name (tie) or n is
 * 1: no draw. */
static size_t draw(struct pick *pk, bool by_name)
{
    return pk->n > 1 && !by_name ? pk->v[rng_choice(pk->cx->rng, pk->n)] : pk->v[0];
}

/* schedule_rate (rate_rule local): the calling node at the least level LEVEL0; true when a draw
 * keeps the request on it, else it leaves the ties (when others are at LEVEL0 too). */
static bool rate_keeps(struct pick *pk)
{
    struct tp1_sim_ctx *cx = pk->cx;
    char note[200];
    if (pk->n == 1) {
        step(pk, "schedule rate", pk->v, 1, NULL, 0, "schedule_rate: the local node is the only node at LEVEL0");
        return true;
    }
    size_t pct = rng_choice(cx->rng, 100);
    bool keep = (long long)pct < cx->rate;
    snprintf(note, sizeof note, "schedule_rate=%lld: the draw %zu of 0-99 is %s %lld (rate_rule local)", cx->rate,
             pct, keep ? "below" : "not below", cx->rate);
    if (keep) {
        size_t li = (size_t)cx->local;
        step(pk, "schedule rate", &li, 1, NULL, 0, note);
        return true;
    }
    filter(pk, "schedule rate", not_local, 0, note);
    return false;
}

/* One choice over the candidates left; -1 when none. */
static long choose(struct pick *pk)
{
    struct tp1_sim_ctx *cx = pk->cx;
    char note[200];
    if (!pk->n)
        return -1;
    long li = -1;
    for (size_t i = 0; i < pk->n; i++)
        li = cx->nodes[pk->v[i]].local ? (long)pk->v[i] : li;
    if (cx->this_node_first && li >= 0 && this_node_first(pk, (size_t)li))
        return li;
    if (!cx->announce) {
        size_t c = draw(pk, false);
        snprintf(note, sizeof note, "scd_announce_server_status=N on %s: a node at random among %zu", cx->from->name,
                 pk->n);
        step(pk, "random", &c, 1, NULL, 0, note);
        return (long)c;
    }
    int m = 2;
    for (size_t i = 0; i < pk->n; i++)
        m = level_of(cx, pk->v[i]) < m ? level_of(cx, pk->v[i]) : m;
    snprintf(note, sizeof note, "the least-loaded level, LEVEL%d: the calling node's own now, the others' as "
             "last announced", m);
    filter(pk, "least level", at_level, m, note);
    if (m == 0 && cx->rate >= 0 && cx->sw.rate_local && li >= 0 && level_of(cx, (size_t)li) == 0 && rate_keeps(pk))
        return li;
    size_t c = draw(pk, !cx->sw.ties_random);
    snprintf(note, sizeof note, pk->n == 1 ? "one node left" : cx->sw.ties_random ? "drawn among %zu (tiebreak random)"
                                                                       : "the first of %zu by name (tiebreak name)",
             pk->n);
    step(pk, "tie", &c, 1, NULL, 0, note);
    return (long)c;
}

long tp1_sim_decide(struct tp1_sim_ctx *cx, const char **why, bool *nomem)
{
    struct pick pk = {.cx = cx, .v = cx->cand};
    memset(cx->failed, 0, cx->nnodes * sizeof *cx->failed);
    char note[200];
    long c = -1;
    for (long long attempt = 0;; attempt++) {
        candidates(&pk);
        if (attempt)
            filter(&pk, "retry", not_failed, 0, "scd_retry_of_comm_error: the nodes that failed are skipped");
        c = choose(&pk);
        if (c < 0) {
            *why = attempt ? "communication error" : "no candidate";
            break;
        }
        if (cx->nodes[c].local || cx->nodes[c].reachable)
            break;
        cx->failed[c] = true;
        snprintf(note, sizeof note, "%s does not answer: communication error; %lld of %lld retries left",
                 cx->nodes[c].node->name, cx->retries - attempt, cx->retries);
        size_t f = (size_t)c;
        step(&pk, "send", NULL, 0, &f, 1, note);
        if (attempt >= cx->retries) {
            *why = "communication error";
            c = -1;
            break;
        }
    }
    *nomem |= pk.nomem;
    return c;
}
