/* model/domino/domino_sim_open.c — one database open as the Cluster Manager decides it
 * (research/domino_opentp1.md A2; "How workload balancing works", seed 003: the BUSY server tells
 * the client, the client asks the Cluster Manager of the next server in its cluster cache, which
 * lists the members holding a replica by availability, and the client opens the first; with no
 * other replica, or every holder BUSY, the original opens although BUSY). See domino_sim_int.h. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/domino/domino_sim_int.h"

static const char *const reasons[] = {"restricted", "maxusers", "down", "no replica"};

/* The outcome kept in the cache: how, and the reason's index for a refusal. */
#define PACK(how, why) ((int)(how) | (why) << 4)

void dsim_label(const struct dsim_ctx *cx, size_t i, char *buf, size_t n)
{
    const struct dsim_srv *m = &cx->v[i];
    switch (m->state) {
    case DOMS_BUSY:
        snprintf(buf, n, "%s (BUSY: index %d at or below threshold %d)", m->cn, m->ai, m->threshold);
        break;
    case DOMS_MAXUSERS:
        snprintf(buf, n, "%s (MAXUSERS: %lld users of %lld)", m->cn, m->users, m->max_users);
        break;
    case DOMS_AVAILABLE:
        snprintf(buf, n, "%s (AVAILABLE, index %d)", m->cn, m->ai);
        break;
    default:
        snprintf(buf, n, "%s (%s)", m->cn, domino_state_name(m->state));
        break;
    }
}

/* The label of member i for the replica step. */
static void replica_label(const struct dsim_ctx *cx, size_t i, char *buf, size_t n)
{
    static const char *const what[] = {"no replica", "replica usable", "replica Out of Service",
                                       "replica Pending Delete"};
    snprintf(buf, n, "%s (%s)", cx->v[i].cn, what[cx->v[i].rep]);
}

/* Adds a step whose kept and removed members (indexes) are labelled by label. 0, or -1. */
static int step(struct dsim_ctx *cx, const char *name, const size_t *kept, size_t nk, const size_t *removed,
                size_t nr, void (*label)(const struct dsim_ctx *, size_t, char *, size_t), const char *note)
{
    enum { MAXL = 64 };
    char buf[2][MAXL][96];
    const char *k[MAXL], *r[MAXL];
    nk = nk < MAXL ? nk : MAXL;
    nr = nr < MAXL ? nr : MAXL;
    for (size_t i = 0; i < nk; i++)
        label(cx, kept[i], buf[0][i], sizeof buf[0][i]), k[i] = buf[0][i];
    for (size_t i = 0; i < nr; i++)
        label(cx, removed[i], buf[1][i], sizeof buf[1][i]), r[i] = buf[1][i];
    return sim_trace_step(cx->r, name, k, nk, r, nr, note);
}

/* Whether member a comes before b in the Cluster Manager's list: the higher index, then (with
 * tiebreak cache) the earlier in the client's cluster cache, then by name. */
static bool before(const struct dsim_ctx *cx, size_t a, size_t b)
{
    if (cx->v[a].ai != cx->v[b].ai)
        return cx->v[a].ai > cx->v[b].ai;
    if (cx->tie_by_cache && cx->v[a].cache_pos != cx->v[b].cache_pos)
        return cx->v[a].cache_pos < cx->v[b].cache_pos;
    return a < b;   /* the members are by name */
}

static void sort(const struct dsim_ctx *cx, size_t *v, size_t n)
{
    for (size_t i = 1; i < n; i++)
        for (size_t j = i; j > 0 && before(cx, v[j], v[j - 1]); j--) {
            size_t t = v[j];
            v[j] = v[j - 1];
            v[j - 1] = t;
        }
}

/* The members other than the target holding a usable replica in state st, sorted, into out;
 * with trace, the replica and state steps. Returns their number, or (size_t)-1 out of memory. */
static size_t holders(struct dsim_ctx *cx, enum domino_state st, size_t *out, bool trace)
{
    size_t n = 0, nr = 0, *rm = cx->work;
    for (size_t j = 0; j < cx->n; j++) {
        size_t i = cx->order[j];
        if (i == cx->target)
            continue;
        if (cx->v[i].rep == DREP_USABLE)
            out[n++] = i;
        else
            rm[nr++] = i;
    }
    if (trace && step(cx, "replica", out, n, rm, nr, replica_label,
                      "the Cluster Database Directory's members holding the replica, neither Out of Service "
                      "nor Pending Delete"))
        return (size_t)-1;
    size_t k = 0;
    nr = 0;
    for (size_t j = 0; j < n; j++)
        if (cx->v[out[j]].state == st)
            out[k++] = out[j];
        else
            rm[nr++] = out[j];
    sort(cx, out, k);
    char note[200];
    snprintf(note, sizeof note, "%s; the most available first, ties by %s", st == DOMS_AVAILABLE
             ? "members BUSY, RESTRICTED, at MAXUSERS or DOWN take no redirected open"
             : "busy_fallback: the BUSY members holding the replica", cx->tie_by_cache
             ? "the client's cluster cache order, then name [INFERRED]" : "name [INFERRED]");
    if (trace && step(cx, st == DOMS_AVAILABLE ? "availability" : "BUSY replica", out, k, rm, nr, dsim_label, note))
        return (size_t)-1;
    return k;
}

/* The reason an open on the target fails: its state, or its replica. */
static int refusal(const struct dsim_srv *t)
{
    return t->state == DOMS_RESTRICTED ? 0 : t->state == DOMS_MAXUSERS ? 1 : t->state == DOMS_DOWN ? 2 : 3;
}

/* The decision with its steps (traced when cx->tracing); the outcome packed, the server into *at. */
static int decide(struct dsim_ctx *cx, long *at, bool *nomem)
{
    const struct dsim_srv *t = &cx->v[cx->target];
    size_t self = cx->target, cand[256], *cands = cx->n <= 256 ? cand : NULL;
    bool tr = cx->tracing;
    char note[240];
    bool stays = t->state == DOMS_AVAILABLE && t->rep == DREP_USABLE;
    char rl[96];
    replica_label(cx, self, rl, sizeof rl);
    snprintf(note, sizeof note, "%s; %s", rl, stays ? "AVAILABLE: the open stays"
             : t->state == DOMS_BUSY && t->rep == DREP_USABLE ? "BUSY: the server tells the client, which asks the "
               "Cluster Manager for another member" : "the open fails over to another member");
    if (tr && step(cx, "target", stays ? &self : NULL, stays, stays ? NULL : &self, !stays, dsim_label, note))
        return *nomem = true, 0;
    if (stays)
        return *at = (long)self, PACK(DOUT_STAYED, 0);
    if (!cands && !(cands = calloc(cx->n, sizeof *cands)))
        return *nomem = true, 0;
    size_t nup = 0, ndown = 0, up[256], down[256], helper = self;
    for (size_t j = 0; j < cx->n && tr; j++) {
        size_t i = cx->order[j];
        if (i == self)
            continue;
        if (cx->v[i].state == DOMS_DOWN) {
            if (ndown < 256)
                down[ndown++] = i;
        } else {
            if (helper == self)
                helper = i;
            if (nup < 256)
                up[nup++] = i;
        }
    }
    if (tr) {
        if (helper != self)
            snprintf(note, sizeof note, "the client asks the Cluster Manager of %s, the next member in its cluster "
                     "cache that answers", cx->v[helper].cn);
        else
            snprintf(note, sizeof note, "no other member answers: no Cluster Manager lists a replica");
        if (step(cx, "cluster cache", up, nup, down, ndown, dsim_label, note))
            return *nomem = true, 0;
    }
    size_t n = holders(cx, DOMS_AVAILABLE, cands, tr);
    int out = 0;
    if (n == (size_t)-1) {
        *nomem = true;
    } else if (n) {
        *at = (long)cands[0];
        out = PACK(t->state == DOMS_BUSY && t->rep == DREP_USABLE ? DOUT_BALANCED : DOUT_FAILED_OVER, 0);
    } else if (t->rep == DREP_USABLE && (t->state == DOMS_BUSY || (cx->icm && t->state == DOMS_MAXUSERS))) {
        *at = (long)self;
        out = PACK(DOUT_CLUSTER_BUSY, 0);
        snprintf(note, sizeof note, t->state == DOMS_BUSY ? "no other member can take it: the BUSY original "
                 "opens it (OpenRequest.ClusterBusy)" : "icm: the Internet Cluster Manager sends the client to the "
                 "MAXUSERS original, no other member being available [INFERRED]");
        if (tr && step(cx, "original", &self, 1, NULL, 0, dsim_label, note))
            *nomem = true;
    } else if (cx->busy_fallback && (n = holders(cx, DOMS_BUSY, cands, tr)) != 0 && n != (size_t)-1) {
        *at = (long)cands[0];
        out = PACK(DOUT_BUSY_FALLBACK, 0);
    } else {
        *nomem = n == (size_t)-1;
        *at = -1;
        out = PACK(DOUT_FAILED, refusal(t));
        snprintf(note, sizeof note, "the open is refused: %s", reasons[refusal(t)]);
        if (tr && step(cx, "refused", NULL, 0, &self, 1, dsim_label, note))
            *nomem = true;
    }
    if (cands != cand)
        free(cands);
    return out;
}

long dsim_decide(struct dsim_ctx *cx, enum dsim_outcome *how, const char **why)
{
    const struct sim_cache_slot *sl = cx->tracing ? NULL : sim_cache_get(&cx->cache, 0);
    int out;
    long at = -1;
    if (sl) {
        out = sl->outcome;
        at = sl->nkept ? (long)sl->kept[0] : -1;
    } else {
        bool nomem = false;
        out = decide(cx, &at, &nomem);
        if (nomem)
            return -2;
        size_t k = at >= 0 ? (size_t)at : 0;
        if (sim_cache_put(&cx->cache, 0, out, &k, at >= 0))
            return -2;
    }
    *how = (enum dsim_outcome)(out & 15);
    *why = *how == DOUT_FAILED ? reasons[out >> 4] : NULL;
    return at;
}

/* ---- states (domino_sim.h) ------------------------------------------------------------------ */

const char *domino_state_name(enum domino_state s)
{
    static const char *const names[] = {"DOWN", "RESTRICTED", "MAXUSERS", "BUSY", "AVAILABLE"};
    return names[s];
}

enum domino_state domino_state_of(bool down, bool restricted, long long max_users, long long users, int threshold,
                                  int ai)
{
    if (down)
        return DOMS_DOWN;
    if (restricted)
        return DOMS_RESTRICTED;
    if (max_users > 0 && users >= max_users)
        return DOMS_MAXUSERS;
    if (threshold > 0 && ai <= threshold)
        return DOMS_BUSY;
    return DOMS_AVAILABLE;
}

int domino_ai_from_ef(long long ef, int range)
{
    if (ef <= 1)
        return 100;
    double l = 0, y = (double)ef;
    for (; y >= 2; y /= 2)   /* the whole part of log2 */
        l += 1;
    for (double bit = 0.5; bit > 1e-12; bit /= 2) {   /* its fraction, bit by bit */
        y *= y;
        if (y >= 2) {
            y /= 2;
            l += bit;
        }
    }
    double ai = 100.0 * (1.0 - l / range) + 0.5;
    return ai <= 0 ? 0 : ai >= 100 ? 100 : (int)ai;
}
