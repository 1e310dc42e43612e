/* model/mq/mq_route_cands.c — the candidate list of the MQ workload engine (research/mq.md §2.2):
 * for each queue the application puts to, the local instance and the routes to every queue
 * manager that hosts an instance in a cluster — the CLUSRCVRs of those queue managers, whose
 * auto-defined cluster-senders the putting queue manager uses, not the CLUSSDRs it defined
 * ("Cluster channels", IBM MQ 9.2) — with what the steps read of each; the routes' counters and
 * the result's destinations. See mq_route_int.h. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/mq/mq.h"
#include "model/mq/mq_effective.h"
#include "model/mq/mq_observed.h"
#include "model/mq/mq_route_int.h"
#include "model/observe.h"

static bool live(const struct pol_object *o)
{
    return o && o->change != POL_DELETED;
}

/* The live queue of from's queue namespace called name that is of kind k, or NULL. */
static const struct pol_object *own_queue(const struct pol_object *from, const char *name, enum mq_kind k)
{
    const struct pol_object *o = pol_find(from, mq_kind(k)->ns, name);
    return live(o) && o->kind == mq_kind(k) ? o : NULL;
}

/* True when inst is an instance of cluster c's queue named name. */
static bool in_cluster(const struct mq_cluster *c, const char *name, const struct pol_object *inst)
{
    for (size_t i = 0; i < c->nqueues; i++)
        if (mq_name_eq(c->queues[i].name, name))
            for (size_t j = 0; j < c->queues[i].ninst; j++)
                if (c->queues[i].inst[j] == inst)
                    return true;
    return false;
}

/* Step 1's test of a route: chl names a cluster that from is a member of. */
static bool chl_shared(const struct mq_route_ctx *cx, const struct pol_object *chl)
{
    for (size_t i = 0; i < cx->cl.n; i++)
        if (!cx->cl.v[i].is_template && mq_cluster_member(&cx->cl.v[i], cx->from) &&
            mq_names_cluster(chl, "cluster", "clusnl", cx->cl.v[i].name))
            return true;
    return false;
}

/* The state of the channel to chl's queue manager as from's observation shows it: its
 * cluster-sender's CHSTATUS blocks (the least available), else INACTIVE, which DISPLAY CHSTATUS
 * shows no block for (mq_observed.h). */
static const char *observed_state(const struct mq_route_ctx *cx, const char *chl, const char **why)
{
    const struct observation *o = pol_observation(cx->p, mq_system(), cx->from->name);
    const char *state = NULL;
    size_t at = 0;
    for (const struct pol_record *b; o && (b = obs_next(o, "CHSTATUS", chl, &at));) {
        const char *type = obs_value(b, "CHLTYPE"), *st = obs_value(b, "STATUS");
        if (type && st && strcmp(type, "CLUSSDR") == 0 &&
            (!state || mq_channel_tier(st) > mq_channel_tier(state)))
            state = st;
    }
    *why = state ? "DISPLAY CHSTATUS" : "no CHSTATUS: INACTIVE";
    return state ? state : "INACTIVE";
}

/* Fills what the steps read of candidate c: ranks, priorities, PUT, suspension, channel state,
 * the scenario's word on the queue manager winning over the policy's and the observed. */
static void fill(const struct mq_route_ctx *cx, struct mq_cand *c)
{
    const char *qm = c->qm->name;
    c->crank = c->chl ? mq_effective_int(c->chl, "clwlrank", 0) : 0;
    c->cprty = c->chl ? mq_effective_int(c->chl, "clwlprty", 0) : 0;
    c->netprty = c->chl ? mq_effective_int(c->chl, "netprty", 0) : 0;
    c->qrank = mq_effective_int(c->inst, "clwlrank", 0);
    c->qprty = mq_effective_int(c->inst, "clwlprty", 0);
    const char *put = sim_get_dest(cx->s, qm, "put"), *sus = sim_get_dest(cx->s, qm, "suspended");
    c->put_disabled = put ? strcmp(put, "DISABLED") == 0 : mq_effective_is(c->inst, "put", "DISABLED");
    c->suspended = false;
    for (size_t i = 0; !sus && i < cx->cl.n; i++)
        c->suspended |= in_cluster(&cx->cl.v[i], c->inst->name, c->inst) &&
                        mq_names_cluster(c->qm, "suspend", "suspendnl", cx->cl.v[i].name);
    if (sus)
        c->suspended = strcmp(sus, "YES") == 0;
    if (c->local) {
        c->tier = 1;
        snprintf(c->label, sizeof c->label, "%s (local)", qm);
        return;
    }
    const char *st = sim_get_dest(cx->s, qm, "channel_state");
    c->state = st ? st : observed_state(cx, c->chl->name, &c->state_from);
    if (st)
        c->state_from = "scenario";
    c->tier = mq_channel_tier(c->state);
    snprintf(c->label, sizeof c->label, "%s %s", qm, c->chl->name);
}

static struct mq_cand *add_cand(struct mq_rq *q, size_t *cap)
{
    if (q->n == *cap) {
        size_t ncap = *cap ? *cap * 2 : 8;
        struct mq_cand *v = realloc(q->c, ncap * sizeof *v);
        if (!v)
            return NULL;
        q->c = v;
        *cap = ncap;
    }
    memset(&q->c[q->n], 0, sizeof q->c[q->n]);
    return &q->c[q->n++];
}

/* from's own CLUSRCVR in a cluster of instance inst (§2.5 item 4: the local instance takes its
 * queue manager's own weight and priority), or NULL. */
static const struct pol_object *own_rcvr(const struct mq_route_ctx *cx, const struct pol_object *inst)
{
    for (size_t i = 0; i < cx->cl.n; i++) {
        const struct mq_cl_member *m = mq_cluster_member(&cx->cl.v[i], cx->from);
        if (m && m->nrcvrs && in_cluster(&cx->cl.v[i], inst->name, inst))
            return m->rcvrs[0];
    }
    return NULL;
}

/* Adds the candidates of instance inst (the local instance, or one per CLUSRCVR of its queue
 * manager, each channel once). -1 out of memory. */
static int add_instance(struct mq_route_ctx *cx, struct mq_rq *q, size_t *cap, const struct pol_object *inst)
{
    for (size_t i = 0; i < q->n; i++)
        if (q->c[i].inst == inst)
            return 0;   /* seen in another of its clusters */
    if (inst->top == cx->from) {
        struct mq_cand *c = add_cand(q, cap);
        if (!c)
            return -1;
        *c = (struct mq_cand){.qm = inst->top, .inst = inst, .chl = own_rcvr(cx, inst), .local = true,
                              .clustered = true, .shared = true, .same_cluster = true};
        return fill(cx, c), 0;
    }
    size_t first = q->n;
    for (size_t k = 0; k < cx->cl.n; k++) {
        const struct mq_cl_member *m = mq_cluster_member(&cx->cl.v[k], inst->top);
        for (size_t r = 0; m && r < m->nrcvrs; r++) {
            bool seen = false;
            for (size_t i = first; i < q->n && !seen; i++)
                seen = q->c[i].chl == m->rcvrs[r];
            struct mq_cand *c = seen ? NULL : add_cand(q, cap);
            if (seen)
                continue;
            if (!c)
                return -1;
            *c = (struct mq_cand){.qm = inst->top, .inst = inst, .chl = m->rcvrs[r]};
            bool inst_shared = false;
            for (size_t i = 0; i < cx->cl.n; i++) {
                if (!in_cluster(&cx->cl.v[i], inst->name, inst))
                    continue;
                inst_shared |= mq_cluster_member(&cx->cl.v[i], cx->from) != NULL;
                c->same_cluster |= mq_names_cluster(c->chl, "cluster", "clusnl", cx->cl.v[i].name);
            }
            c->shared = inst_shared && chl_shared(cx, c->chl);
            fill(cx, c);
        }
    }
    return 0;
}

/* The effective DEFBIND of q as the putting queue manager sees it: a QALIAS it is opened through
 * ("MQOPEN option for cluster queue", IBM MQ 9.3), else the local instance's, else the first
 * remote instance's by queue manager name, as the cluster advertises it. */
static void defbind_of(struct mq_rq *q)
{
    const struct pol_object *o = q->alias ? q->alias : q->local;
    for (size_t i = 0; !q->alias && !q->local && i < q->n; i++)
        if (!o || strcmp(q->c[i].qm->name, o->top->name) < 0)
            o = q->c[i].inst;
    q->defbind = o ? mq_effective(o, "defbind") : "OPEN";
    q->defbind_from = q->alias ? "its QALIAS on the putting queue manager"
                      : q->local ? "its local instance" : "its instance on the first queue manager by name";
}

/* Resolves queue name for the putting queue manager and gathers its candidates. */
static enum sim_status build_queue(struct mq_route_ctx *cx, struct mq_rq *q, const char *name)
{
    size_t cap = 0;
    q->name = name;
    q->alias = own_queue(cx->from, name, MQ_QALIAS);
    q->target = q->alias ? mq_effective(q->alias, "target") : name;
    if (!q->target || !*q->target)
        q->target = name;
    q->local = own_queue(cx->from, q->target, MQ_QLOCAL);
    for (size_t k = 0; k < cx->cl.n; k++) {
        const struct mq_cluster *c = &cx->cl.v[k];
        for (size_t i = 0; !c->is_template && i < c->nqueues; i++)
            for (size_t j = 0; mq_name_eq(c->queues[i].name, q->target) && j < c->queues[i].ninst; j++)
                if (add_instance(cx, q, &cap, c->queues[i].inst[j]))
                    return SIM_NOMEM;
    }
    bool has_local = false;
    for (size_t i = 0; i < q->n; i++)
        has_local |= q->c[i].local;
    if (q->local && !has_local) {   /* a local queue outside every cluster */
        struct mq_cand *c = add_cand(q, &cap);
        if (!c)
            return SIM_NOMEM;
        *c = (struct mq_cand){.qm = cx->from, .inst = q->local, .local = true, .shared = true,
                              .same_cluster = true};
        fill(cx, c);
    }
    if (!q->n) {
        snprintf(cx->r->error, sizeof cx->r->error,
                 q->alias ? "queue %s on %s is an alias of %s, which is neither a queue of %s nor "
                            "a cluster queue"
                          : "queue %s: %s has no such queue and no cluster has a queue %s%s",
                 name, cx->from->name, q->target, q->alias ? cx->from->name : "");
        return SIM_UNKNOWN;
    }
    defbind_of(q);
    for (size_t i = 0; i < q->n; i++) {   /* each queue manager's group: its first candidate's */
        size_t j = 0;
        while (q->c[j].qm != q->c[i].qm)
            j++;
        q->c[i].grp = j == i ? q->ngrp++ : q->c[j].grp;
    }
    return SIM_OK;
}

static int ctr_sort(const void *a, const void *b)
{
    const struct mq_ctr *x = a, *y = b;
    int c = strcmp(x->qm, y->qm);
    return c ? c : strcmp(x->chl, y->chl);
}

/* The counters of every candidate that passes steps 1 and 2, one per route, and the result's
 * destinations in the same order. */
static enum sim_status build_counters(struct mq_route_ctx *cx)
{
    size_t total = 0;
    for (size_t i = 0; i < cx->nq; i++)
        total += cx->q[i].n;
    if (!(cx->ctr = calloc(total + 1, sizeof *cx->ctr)))
        return SIM_NOMEM;
    for (size_t i = 0; i < cx->nq; i++)
        for (size_t j = 0; j < cx->q[i].n; j++) {
            const struct mq_cand *c = &cx->q[i].c[j];
            if (!c->shared || !c->same_cluster)
                continue;
            struct mq_ctr k = {.qm = c->qm->name, .chl = c->chl ? c->chl->name : "", .local = c->local,
                               .weight = c->chl ? mq_effective_int(c->chl, "clwlwght", 50) : 50};
            k.weight = k.weight < 1 || k.weight > 99 ? 50 : k.weight;
            bool seen = false;
            for (size_t n = 0; n < cx->nctr && !seen; n++)
                seen = ctr_sort(&cx->ctr[n], &k) == 0 && cx->ctr[n].local == k.local;
            if (!seen)
                cx->ctr[cx->nctr++] = k;
        }
    size_t longest = 0;
    for (size_t i = 0; i < cx->nq; i++)
        longest = cx->q[i].n > longest ? cx->q[i].n : longest;
    cx->alive = malloc((longest + 1) * sizeof *cx->alive);
    cx->keep = malloc((longest + 1) * sizeof *cx->keep);
    cx->gmax = malloc((longest + 1) * sizeof *cx->gmax);
    cx->scratch = malloc((longest + 1) * sizeof *cx->scratch);
    if (!cx->alive || !cx->keep || !cx->gmax || !cx->scratch || sim_cache_init(&cx->cache, cx->nq))
        return SIM_NOMEM;
    for (size_t i = 0; i < cx->nq; i++)
        if (!(cx->q[i].heap = malloc((cx->q[i].n + 1) * sizeof *cx->q[i].heap)))
            return SIM_NOMEM;
    long long mruc = mq_effective_int(cx->from, "clwlmruc", 999999999);
    cx->mruc_room = mruc < 0 ? 0 : (size_t)mruc;
    qsort(cx->ctr, cx->nctr, sizeof *cx->ctr, ctr_sort);
    for (size_t n = 0; n < cx->nctr; n++) {
        const char *fields[] = {cx->ctr[n].qm, cx->ctr[n].chl};
        if ((cx->ctr[n].dest = sim_result_dest(cx->r, 2, cx->ctr[n].qm, fields, cx->ctr[n].local)) < 0)
            return SIM_NOMEM;
    }
    for (size_t i = 0; i < cx->nq; i++)
        for (size_t j = 0; j < cx->q[i].n; j++) {
            struct mq_cand *c = &cx->q[i].c[j];
            for (size_t n = 0; n < cx->nctr && !c->ctr; n++)
                if (strcmp(cx->ctr[n].qm, c->qm->name) == 0 && cx->ctr[n].local == c->local &&
                    strcmp(cx->ctr[n].chl, c->chl ? c->chl->name : "") == 0)
                    c->ctr = &cx->ctr[n];
        }
    return SIM_OK;
}

enum sim_status mq_route_build(struct mq_route_ctx *cx)
{
    for (size_t d = 0; d < cx->s->ndests; d++)
        if (!live(pol_find_top(cx->p, mq_kind(MQ_QMGR), cx->s->dests[d].name))) {
            snprintf(cx->r->error, sizeof cx->r->error, "the scenario's destination %s is no queue manager",
                     cx->s->dests[d].name);
            return SIM_UNKNOWN;
        }
    if (mq_clusters_build(cx->p, &cx->cl))
        return SIM_NOMEM;
    const char *names = sim_get(cx->s, "queue");
    size_t nq = 1;
    for (const char *s = names; *s; s++)
        nq += *s == ',';
    if (!(cx->q = calloc(nq, sizeof *cx->q)))
        return SIM_NOMEM;
    for (const char *s = names; ; s++) {
        size_t len = strcspn(s, ",");
        char *name = arena_strndup(&cx->r->arena, s, len);
        if (!name)
            return SIM_NOMEM;
        enum sim_status st = build_queue(cx, &cx->q[cx->nq++], name);
        if (st != SIM_OK)
            return st;
        s += len;
        if (!*s)
            break;
    }
    return build_counters(cx);
}

void mq_route_ctx_free(struct mq_route_ctx *cx)
{
    for (size_t i = 0; i < cx->nq; i++) {
        free(cx->q[i].c);
        free(cx->q[i].heap);
    }
    free(cx->q);
    free(cx->gmax);
    free(cx->scratch);
    free(cx->events);
    sim_cache_free(&cx->cache);
    free(cx->ctr);
    free(cx->alive);
    free(cx->keep);
    mq_clusters_free(&cx->cl);
}
