/* model/mq/mq_route_run.c — the MQ engine of the simulation contract: its scenario inputs and the
 * run that puts the messages, choosing a destination when the bind option says the algorithm runs
 * ("The cluster workload management algorithm", IBM MQ 8.0: once at MQOPEN with BIND_ON_OPEN, on
 * every put with BIND_NOT_FIXED and MQPUT1, at the start of each message group with
 * BIND_ON_GROUP; "MQOPEN and clusters", IBM MQ 9.4). See mq_route.h. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/mq/mq.h"
#include "model/mq/mq_docs.h"
#include "model/mq/mq_effective.h"
#include "model/mq/mq_route_int.h"

static const struct attr_choice binds[] = {
    {"open", "BIND_ON_OPEN: the algorithm runs once per MQOPEN; every put of that open goes there"},
    {"notfixed", "BIND_NOT_FIXED: the algorithm runs for every put"},
    {"group", "BIND_ON_GROUP: the algorithm runs at the first message of each group"},
    {"mqput1", "MQPUT1: an open, a put and a close for every message, so every put chooses"},
    {NULL, NULL},
};

static const struct attr_choice modes[] = {
    {"exact", "the route chosen fewest times for its weight (n/CLWLWGHT compared without rounding)"},
    {"ibm_int", "the lowest DestSeqFactor, which grows by 1000/CLWLWGHT in whole numbers"},
    {NULL, NULL},
};

static const struct attr_choice arrivals[] = {
    {"application", "put by an application connected to the queue manager (or a channel that is not a cluster channel)"},
    {"cluster", "arrived over a cluster channel: the local instance is always used"},
    {NULL, NULL},
};

static const struct attr_choice tiebreaks[] = {
    {"name", "routes never chosen are taken by queue manager name, then channel name"},
    {"random", "routes never chosen are drawn by the seeded generator"},
    {NULL, NULL},
};

static const struct attr_choice states[] = {
    {"INACTIVE", "tier 1"}, {"RUNNING", "tier 1"},
    {"BINDING", "tier 2"}, {"INITIALIZING", "tier 2"}, {"STARTING", "tier 2"}, {"STOPPING", "tier 2"},
    {"RETRYING", "tier 3"},
    {"REQUESTING", "tier 4"}, {"PAUSED", "tier 4"}, {"STOPPED", "tier 4"}, {"SWITCHING", "tier 4"},
    {NULL, NULL},
};

static const struct attr_choice put_values[] = {
    {"ENABLED", "the instance accepts messages"},
    {"DISABLED", "the instance is put-inhibited"},
    {NULL, NULL},
};

static const struct sim_input inputs[] = {
    {"queue", "target", "NAME", AT_NAME, 0, 0, NULL, NULL, SIM_REQUIRED | SIM_NAMES,
     "The queue the application opens, as its MQOPEN names it (a QALIAS of the putting queue "
     "manager is followed to its TARGET, and its DEFBIND applies). Several names separated by "
     "commas are put to in turn, one message each, sharing the routes' counters."},
    {"from", "target", "QMGR", AT_NAME, 0, 48, NULL, NULL, SIM_REQUIRED | SIM_NAMES,
     "The queue manager the application is connected to."},
    {"messages", NULL, "N", AT_INT, 1, 100000000, NULL, "1", 0,
     "How many messages are put."},
    {"bind", NULL, "BIND", AT_ENUM, 0, 0, binds, NULL, 0,
     "The MQOPEN bind option; without it, the effective DEFBIND of the queue as the putting queue "
     "manager sees it (MQOO_BIND_AS_Q_DEF)."},
    {"opens", NULL, "K", AT_INT, 1, 100000000, NULL, "1", 0,
     "With bind open: K opens of N/K messages each (N must be a multiple of K)."},
    {"group_size", NULL, "G", AT_INT, 0, 100000000, NULL, "0", 0,
     "With bind group: messages per group; 0, messages in no group, which choose on every put."},
    {"mode", NULL, "MODE", AT_ENUM, 0, 0, modes, "exact", 0,
     "How the weighted choice adds up the routes' use."},
    {"legacy75", NULL, NULL, AT_BOOL, 0, 0, NULL, "NO", SIM_SWITCH,
     "The WebSphere MQ 7.5 order of the steps: put-inhibited instances dropped first, the local "
     "instance taken before rank."},
    {"arrival", NULL, "HOW", AT_ENUM, 0, 0, arrivals, "application", 0,
     "How the messages reach the putting queue manager."},
    {"tiebreak", NULL, "HOW", AT_ENUM, 0, 0, tiebreaks, "name", 0,
     "How routes that tie on their use (never chosen yet) are ordered; IBM does not say."},
};

static const struct sim_input dest_inputs[] = {
    {"channel_state", NULL, "STATE", AT_ENUM, 0, 0, states, NULL, 0,
     "The state of the channel to this queue manager, instead of the observed one (DISPLAY "
     "CHSTATUS of the putting queue manager; none shown: INACTIVE)."},
    {"suspended", NULL, "Y|N", AT_BOOL, 0, 0, NULL, NULL, 0,
     "Whether the queue manager is suspended from the cluster (SUSPEND QMGR), instead of what "
     "the policy says."},
    {"put", NULL, "PUT", AT_ENUM, 0, 0, put_values, NULL, 0,
     "The PUT attribute of the queue's instance on this queue manager, instead of the policy's."},
    {"suspend_at", NULL, "N", AT_INT, 1, 100000000, NULL, NULL, 0,
     "The message from which the queue manager is suspended from the cluster, as if SUSPEND QMGR "
     "were issued during the run: the messages before it see the state without it."},
};

static const char *const dest_fields[] = {"qmgr", "channel", NULL};

static const struct sim_detail details[] = {
    {"clwlwght", "Weight", 6, true},
    {"clwlprty", "Prty", 4, true},
    {"clwlrank", "Rank", 4, true},
    {"state", "State", 12, false},
};

/* The bind option in force for q: given, else its DEFBIND ("OPEN" → "open"). */
static const char *bind_of(const struct sim_scenario *s, const struct mq_rq *q)
{
    const char *b = sim_get(s, "bind");
    if (b)
        return b;
    return q->defbind && strcmp(q->defbind, "NOTFIXED") == 0 ? "notfixed"
           : q->defbind && strcmp(q->defbind, "GROUP") == 0 ? "group" : "open";
}

/* Messages of one queue that share one decision. */
static unsigned long long span_of(const char *bind, unsigned long long per_queue, unsigned long long opens,
                                  unsigned long long group)
{
    if (strcmp(bind, "open") == 0)
        return per_queue / opens ? per_queue / opens : 1;
    if (strcmp(bind, "group") == 0 && group)
        return group;
    return 1;
}

static enum sim_status notes(struct mq_route_ctx *cx, unsigned long long group)
{
    char t[400];
    for (size_t i = 0; i < cx->nq; i++) {
        const struct mq_rq *q = &cx->q[i];
        const char *b = bind_of(cx->s, q);
        if (sim_get(cx->s, "bind"))
            snprintf(t, sizeof t, "%s: bind %s, as given", q->name, b);
        else
            snprintf(t, sizeof t, "%s: bind %s, from DEFBIND(%s) of %s", q->name, b, q->defbind, q->defbind_from);
        if (sim_result_note(cx->r, t))
            return SIM_NOMEM;
        if (q->alias)
            snprintf(t, sizeof t, "%s: QALIAS of %s, whose TARGET is %s", q->name, cx->from->name, q->target);
        if (q->alias && sim_result_note(cx->r, t))
            return SIM_NOMEM;
        if (strcmp(b, "group") == 0 && !group && sim_result_note(cx->r, "messages in no group choose on every put"))
            return SIM_NOMEM;
    }
    const char *exit = mq_effective(cx->from, "clwlexit");
    if (val_state(exit) == VAL_VALUE) {
        snprintf(t, sizeof t, "%s: CLWLEXIT(%s): cluster workload exit present, not modelled", cx->from->name, exit);
        if (sim_result_note(cx->r, t))
            return SIM_NOMEM;
    }
    return SIM_OK;
}

enum sim_status mq_route_describe(struct mq_route_ctx *cx)
{
    char w[24], pr[24], rk[24], t[200];
    for (size_t n = 0; n < cx->nctr; n++) {
        const struct mq_ctr *k = &cx->ctr[n];
        const struct mq_cand *c = NULL;
        for (size_t i = 0; i < cx->nq && !c; i++)
            for (size_t j = 0; j < cx->q[i].n && !c; j++)
                c = cx->q[i].c[j].ctr == k ? &cx->q[i].c[j] : NULL;
        snprintf(w, sizeof w, "%lld", k->weight);
        snprintf(pr, sizeof pr, "%lld", c ? c->cprty : 0);
        snprintf(rk, sizeof rk, "%lld", c ? c->crank : 0);
        const char *v[] = {w, pr, rk, !c || c->local ? "-" : c->state};
        if (sim_result_details(cx->r, (size_t)k->dest, 4, v))
            return SIM_NOMEM;
    }
    for (size_t i = 0; i < cx->nq; i++) {
        const struct mq_rq *q = &cx->q[i];
        char label[80], up[16];
        const char *b = bind_of(cx->s, q);
        size_t l = 0;
        for (; b[l] && l + 1 < sizeof up; l++)
            up[l] = (char)(b[l] >= 'a' && b[l] <= 'z' ? b[l] - 'a' + 'A' : b[l]);
        up[l] = '\0';
        if (sim_get(cx->s, "bind"))
            snprintf(t, sizeof t, "%s (as given)", up);
        else
            snprintf(t, sizeof t, "%s (DEFBIND of %s)", up, q->defbind_from);
        snprintf(label, sizeof label, cx->nq > 1 ? "Bind of %s" : "Bind", q->name);
        if (sim_result_fact(cx->r, label, t))
            return SIM_NOMEM;
        const char *qm_useq = mq_effective_is(cx->from, "clwluseq", "ANY") ? "ANY" : "LOCAL";
        if (!q->local)
            snprintf(t, sizeof t, "%s (no local instance)", qm_useq);
        else if (mq_effective_is(q->local, "clwluseq", "QMGR") || !mq_effective(q->local, "clwluseq"))
            snprintf(t, sizeof t, "%s (of %s; the queue says QMGR)", mq_effective_useq(q->local), cx->from->name);
        else
            snprintf(t, sizeof t, "%s (of the local queue)", mq_effective_useq(q->local));
        snprintf(label, sizeof label, cx->nq > 1 ? "CLWLUSEQ of %s" : "CLWLUSEQ", q->name);
        if (sim_result_fact(cx->r, label, t))
            return SIM_NOMEM;
    }
    const char *exit = mq_effective(cx->from, "clwlexit");
    if (val_state(exit) == VAL_VALUE)
        snprintf(t, sizeof t, "%s (not modelled)", exit);
    else
        snprintf(t, sizeof t, "none");
    return sim_result_fact(cx->r, "Exit", t) ? SIM_NOMEM : SIM_OK;
}

/* The scenario's changes of the state during the run (suspend_at), by message; SIM_OK or
 * SIM_NOMEM. */
static enum sim_status events_of(struct mq_route_ctx *cx)
{
    const struct sim_scenario *s = cx->s;
    if (!s->ndests)
        return SIM_OK;
    if (!(cx->events = calloc(s->ndests, sizeof *cx->events)))
        return SIM_NOMEM;
    for (size_t d = 0; d < s->ndests; d++) {
        const char *at = sim_get_dest(s, s->dests[d].name, "suspend_at");
        if (!at)
            continue;
        struct mq_event e = {strtoull(at, NULL, 10), s->dests[d].name};
        size_t i = cx->nevents++;
        for (; i > 0 && cx->events[i - 1].at > e.at; i--)
            cx->events[i] = cx->events[i - 1];
        cx->events[i] = e;
    }
    char t[160];
    for (size_t i = 0; i < cx->nevents; i++) {
        snprintf(t, sizeof t, "%s: suspended from message %llu (the scenario's suspend_at)", cx->events[i].qm,
                 cx->events[i].at);
        if (sim_result_note(cx->r, t))
            return SIM_NOMEM;
    }
    return SIM_OK;
}

/* Event e happens: its queue manager's candidates are suspended, and what the cache kept is stale. */
static void apply_event(struct mq_route_ctx *cx, const struct mq_event *e)
{
    for (size_t i = 0; i < cx->nq; i++)
        for (size_t j = 0; j < cx->q[i].n; j++)
            if (strcmp(cx->q[i].c[j].qm->name, e->qm) == 0)
                cx->q[i].c[j].suspended = true;
    sim_cache_invalidate(&cx->cache);
}

/* Puts the messages; SIM_OK, SIM_INVALID or SIM_NOMEM. The queues are put to in turn, one message
 * each; a queue decides at the first message of each span (its bind) and the messages of the span
 * go where it chose. */
static enum sim_status put_all(struct mq_route_ctx *cx)
{
    const struct sim_scenario *s = cx->s;
    struct sim_result *r = cx->r;
    unsigned long long n = strtoull(sim_get(s, "messages"), NULL, 10), k = strtoull(sim_get(s, "opens"), NULL, 10),
                       g = strtoull(sim_get(s, "group_size"), NULL, 10), nq = cx->nq;
    for (size_t i = 0; i < nq; i++) {
        cx->q[i].bind = bind_of(s, &cx->q[i]);
        cx->q[i].span = span_of(cx->q[i].bind, n / nq, k, g);
        if (strcmp(cx->q[i].bind, "open") == 0 && n % (k * nq) != 0) {
            snprintf(r->error, sizeof r->error, nq > 1 ? "--messages must be a multiple of --opens "
                     "times the number of queues" : "--messages must be a multiple of --opens");
            return SIM_INVALID;
        }
    }
    if (s->trace > n) {
        snprintf(r->error, sizeof r->error, "--trace must be from 1 to --messages (%llu)", n);
        return SIM_INVALID;
    }
    if (notes(cx, g) || events_of(cx) || mq_route_describe(cx))
        return SIM_NOMEM;
    unsigned long long tq = s->trace ? (s->trace - 1) % nq : 0, tj = s->trace ? (s->trace - 1) / nq : 0;
    unsigned long long tspan = cx->q[tq].span;
    unsigned long long decider = s->trace ? (tj - tj % tspan) * nq + tq + 1 : 0;
    struct mq_cand **cur = calloc(nq, sizeof *cur);
    unsigned long long *left = calloc(nq, sizeof *left);   /* messages left in the queue's span */
    int *why = calloc(nq, sizeof *why);
    bool nomem = !cur || !left || !why;
    size_t ev = 0, qi = 0;
    for (unsigned long long m = 1; m <= n && !nomem; m++) {
        for (; ev < cx->nevents && cx->events[ev].at == m; ev++)
            apply_event(cx, &cx->events[ev]);
        if (!left[qi]) {
            left[qi] = cx->q[qi].span;
            cx->tracing = m == decider;
            cur[qi] = mq_route_decide(cx, &cx->q[qi], &why[qi], &nomem);
            if (cx->tracing) {
                r->traced = true;
                r->trace.decided_at = m;
                r->trace.chosen = cur[qi] ? cur[qi]->ctr->dest : -1;
                cx->tracing = false;
            }
        }
        left[qi]--;
        if (cur[qi]) {
            r->dests[cur[qi]->ctr->dest].count++;
        } else {
            r->undelivered++;
            r->reason = why[qi];
        }
        qi = qi + 1 == nq ? 0 : qi + 1;
    }
    free(cur);
    free(left);
    free(why);
    r->messages = n;
    r->trace.message = s->trace;
    r->reason_text = r->reason == 2268 ? "MQRC_CLUSTER_PUT_INHIBITED"
                     : r->reason == 2270 ? "MQRC_NO_DESTINATIONS_AVAILABLE" : NULL;
    return nomem ? SIM_NOMEM : SIM_OK;
}

static enum sim_status run(const struct policy *p, const struct sim_scenario *s, struct sim_rng *rng,
                           struct sim_result *r)
{
    struct mq_route_ctx cx = {.p = p, .s = s, .rng = rng, .r = r};
    const char *from = sim_get(s, "from");
    cx.from = from ? pol_find_top(p, mq_kind(MQ_QMGR), from) : NULL;
    if (!cx.from || cx.from->change == POL_DELETED) {
        snprintf(r->error, sizeof r->error, "no queue manager %s", from ? from : "(none given)");
        return SIM_UNKNOWN;
    }
    cx.mode = strcmp(sim_get(s, "mode"), "ibm_int") == 0 ? MQ_ROUTE_IBM_INT : MQ_ROUTE_EXACT;
    cx.legacy75 = strcmp(sim_get(s, "legacy75"), "YES") == 0;
    cx.from_cluster = strcmp(sim_get(s, "arrival"), "cluster") == 0;
    cx.random_ties = strcmp(sim_get(s, "tiebreak"), "random") == 0;
    enum sim_status st = mq_route_build(&cx);
    if (st == SIM_OK)
        st = put_all(&cx);
    if (st == SIM_NOMEM)
        snprintf(r->error, sizeof r->error, "out of memory");
    mq_route_ctx_free(&cx);
    return st;
}

const struct sim_engine mq_sim_engine = {
    .summary = "where the messages put to a cluster queue go: every step of the cluster workload "
               "management algorithm, message by message",
    .inputs = inputs,
    .ninputs = sizeof inputs / sizeof inputs[0],
    .dest_inputs = dest_inputs,
    .ndest_inputs = sizeof dest_inputs / sizeof dest_inputs[0],
    .dest_what = "queue manager",
    .dest_fields = dest_fields,
    .ndest_fields = 2,
    .text_fields = 1u << 1,
    .source = MQDOC_CLWL_ALGORITHM "; " MQDOC_CLWL_ALGORITHM_92 "; " MQDOC_CLWL_ALGORITHM_75 "; "
              MQDOC_V6_WEIGHT,
    .details = details,
    .ndetails = sizeof details / sizeof details[0],
    .names = mq_route_names,
    .run = run,
};
