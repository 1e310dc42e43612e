/* model/mq/mq_route_steps.c — one run of the cluster workload management algorithm over a queue's
 * candidates: the elimination steps in IBM MQ 9.x's order ("The cluster workload management
 * algorithm", IBM MQ 8.0 and 9.0/9.2 copies; research/mq.md §2.3 and addendum A), or with legacy75
 * in the 7.5 order (put-inhibited instances dropped first, the local instance taken before rank),
 * then the weighted least-recently-used choice (§2.4, addendum B; "Кластеры менеджеров очередей"
 * §8.4.11: each choice adds 1000/CLWLWGHT to the route's sequence number). See mq_route_int.h. */
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/mq/mq.h"
#include "model/mq/mq_effective.h"
#include "model/mq/mq_route_int.h"

/* One decision in progress. */
struct pass {
    struct mq_route_ctx *cx;
    struct mq_rq *q;
    bool *alive, *keep;
    size_t nlive;                  /* candidates alive */
    struct mq_cand *chosen;
    int reason;
    bool nomem;
    char note[1024];
};

/* Appends text to the step's note, "; " between items, when the decision is traced. */
static void note_add(struct pass *ps, const char *text)
{
    size_t len = strlen(ps->note);
    if (ps->cx->tracing)
        snprintf(ps->note + len, sizeof ps->note - len, "%s%s", len ? "; " : "", text);
}

/* Sets the step's note (printf-like) when the decision is traced. */
static void note_set(struct pass *ps, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

static void note_set(struct pass *ps, const char *fmt, ...)
{
    if (!ps->cx->tracing)
        return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(ps->note, sizeof ps->note, fmt, ap);
    va_end(ap);
}

/* Sets keep[] of every live candidate to the test's result (for the others, false). */
#define KEEP_IF(ps, var, test)                                                                     \
    for (size_t i_ = 0; i_ < (ps)->q->n; i_++) {                                                   \
        const struct mq_cand *var = &(ps)->q->c[i_];                                               \
        (void)var;                                                                                 \
        (ps)->keep[i_] = (ps)->alive[i_] && (test);                                                \
    }

struct step;

static int step_membership(struct pass *ps, const struct step *st)
{
    (void)st;
    KEEP_IF(ps, c, c->local || c->shared);
    return 0;
}

static int step_queue_cluster(struct pass *ps, const struct step *st)
{
    (void)st;
    KEEP_IF(ps, c, c->local || c->same_cluster);
    const char *exit = mq_effective(ps->cx->from, "clwlexit");
    if (val_state(exit) == VAL_VALUE) {
        note_set(ps, "the candidates kept here go to cluster workload exit %s "
                 "of %s, which may override the choice: cluster workload exit present, not modelled",
                 exit, ps->cx->from->name);
    }
    return 0;
}

/* One step of the algorithm's order: its name, what it runs, and for the steps that keep the
 * highest of an attribute (channel and queue CLWLRANK, channel and queue CLWLPRTY) the candidate's
 * member holding it and the note's words. */
struct step {
    const char *name;
    int (*run)(struct pass *ps, const struct step *st);   /* 0 go on, 1 chosen, -1 nothing can be
                                                              delivered */
    size_t field;           /* step_highest: offsetof the long long of struct mq_cand */
    const char *what;       /* step_highest: "channel CLWLRANK" */
    const char *tail;       /* step_highest: after the value in the note ("", ", even if …") */
    bool counters;          /* reads the routes' counters: after the steps the cache remembers */
};

static long long field_of(const struct mq_cand *c, size_t off)
{
    return *(const long long *)(const void *)((const char *)c + off);
}

/* Only the candidates of the highest value of the step's attribute stay. */
static int step_highest(struct pass *ps, const struct step *st)
{
    long long m = -1;
    for (size_t i = 0; i < ps->q->n; i++)
        if (ps->alive[i] && field_of(&ps->q->c[i], st->field) > m)
            m = field_of(&ps->q->c[i], st->field);
    KEEP_IF(ps, c, field_of(c, st->field) == m);
    note_set(ps, "highest %s %lld%s", st->what, m, st->tail);
    return 0;
}

/* 9.x: put-disabled instances go while more than one instance remains and one is put-enabled;
 * 7.5 (legacy75): they go first, whatever remains. Only put-disabled left: 2268. */
static int step_put(struct pass *ps, const struct step *st)
{
    (void)st;
    size_t enabled = 0;
    for (size_t i = 0; i < ps->q->n; i++)
        enabled += ps->alive[i] && !ps->q->c[i].put_disabled;
    bool drop = ps->cx->legacy75 || (ps->nlive > 1 && enabled > 0);
    KEEP_IF(ps, c, !drop || !c->put_disabled);
    if (!enabled && ps->nlive) {
        ps->reason = 2268;
        note_set(ps, "every instance left is PUT(DISABLED): "
                 "MQRC_CLUSTER_PUT_INHIBITED (2268)");
        return -1;
    }
    return 0;
}

/* The local instance is the choice when CLWLUSEQ resolves to LOCAL, when the message arrived
 * over a cluster channel, or when it is a local queue in no cluster. */
static int step_local(struct pass *ps, const struct step *st)
{
    (void)st;
    KEEP_IF(ps, c, true);
    for (size_t i = 0; i < ps->q->n; i++) {
        struct mq_cand *c = &ps->q->c[i];
        if (!ps->alive[i] || !c->local)
            continue;
        const char *useq = c->inst->kind == mq_kind(MQ_QLOCAL) ? mq_effective_useq(c->inst)
                           : mq_effective_is(c->qm, "clwluseq", "ANY") ? "ANY" : "LOCAL";
        const char *qv = mq_effective(c->inst, "clwluseq");
        if (!c->clustered)
            note_set(ps, "%s is a local queue in no cluster", c->inst->name);
        else if (ps->cx->from_cluster)
            note_set(ps, "the message arrived over a cluster channel: the local "
                     "instance is used whatever CLWLUSEQ says");
        else if (strcmp(useq, "LOCAL") == 0)
            note_set(ps, "CLWLUSEQ(%s) on the queue%s: the local instance is used",
                     qv ? qv : "QMGR", qv && strcmp(qv, "QMGR") != 0 ? "" : ", CLWLUSEQ(LOCAL) on the queue manager");
        else {
            note_set(ps, "CLWLUSEQ resolves to ANY: the local instance is one "
                     "candidate among the others");
            return 0;
        }
        KEEP_IF(ps, k, k == c);
        ps->chosen = c;
        return 1;
    }
    return 0;
}

/* The publish/subscribe steps (the cluster's and its channels'): every candidate stays. */
static int step_pcf(struct pass *ps, const struct step *st)
{
    (void)st;
    KEEP_IF(ps, c, true);
    note_set(ps, "applies to cluster publish/subscribe messages only: not modelled");
    return 0;
}

/* Only among remote instances (research/mq.md §2.3 step 8): resumed queue managers first. */
static int step_suspended(struct pass *ps, const struct step *st)
{
    (void)st;
    size_t resumed = 0;
    for (size_t i = 0; i < ps->q->n; i++)
        if (ps->alive[i] && ps->q->c[i].local) {
            KEEP_IF(ps, c, true);
            note_set(ps, "the local instance remains: not applied");
            return 0;
        }
    for (size_t i = 0; i < ps->q->n; i++)
        if (ps->alive[i]) {
            resumed += !ps->q->c[i].suspended;
            if (ps->q->c[i].suspended)
                note_add(ps, ps->q->c[i].qm->name);
        }
    if (*ps->note)
        note_add(ps, resumed ? "suspended" : "suspended, and no other is left: still used");
    KEEP_IF(ps, c, !resumed || ps->nlive < 2 || !c->suspended);
    return 0;
}

static int step_state(struct pass *ps, const struct step *st)
{
    (void)st;
    int best = 5;
    for (size_t i = 0; i < ps->q->n; i++) {
        const struct mq_cand *c = &ps->q->c[i];
        if (!ps->alive[i])
            continue;
        best = c->tier < best ? c->tier : best;
        char item[160];
        if (!ps->cx->tracing)
            continue;
        if (c->local)
            snprintf(item, sizeof item, "%s: no channel", c->label);
        else if (strcmp(c->state_from, "scenario") == 0)
            snprintf(item, sizeof item, "%s: %s (scenario)", c->label, c->state);
        else if (strcmp(c->state_from, "DISPLAY CHSTATUS") == 0)
            snprintf(item, sizeof item, "%s: %s", c->label, c->state);
        else
            snprintf(item, sizeof item, "%s: %s", c->label, c->state_from);
        note_add(ps, item);
    }
    bool apply = ps->nlive > 1;
    KEEP_IF(ps, c, !apply || c->tier == best);
    if (apply) {
        char t[24];
        snprintf(t, sizeof t, "tier %d kept", best);
        note_add(ps, t);
    }
    return 0;
}

/* For each queue manager, only its routes of the highest NETPRTY: the highest of each queue
 * manager's group (mq_cand.grp) first, then each candidate against its group's. */
static int step_netprty(struct pass *ps, const struct step *st)
{
    (void)st;
    long long *top = ps->cx->gmax;
    for (size_t g = 0; g < ps->q->ngrp; g++)
        top[g] = -1;
    for (size_t i = 0; i < ps->q->n; i++)
        if (ps->alive[i] && ps->q->c[i].netprty > top[ps->q->c[i].grp])
            top[ps->q->c[i].grp] = ps->q->c[i].netprty;
    KEEP_IF(ps, c, c->netprty == top[c->grp]);
    return 0;
}

/* Most recently chosen first; never chosen ones by queue manager name, then channel. */
static int mru_cmp(const void *a, const void *b)
{
    const struct mq_cand *x = *(const struct mq_cand *const *)a, *y = *(const struct mq_cand *const *)b;
    if (x->ctr->last != y->ctr->last)
        return x->ctr->last > y->ctr->last ? -1 : 1;
    int c = strcmp(x->qm->name, y->qm->name);
    return c ? c : strcmp(x->ctr->chl, y->ctr->chl);
}

/* At most CLWLMRUC outbound channels, the most recently chosen kept. */
static int step_mruc(struct pass *ps, const struct step *st)
{
    (void)st;
    long long mruc = mq_effective_int(ps->cx->from, "clwlmruc", 999999999);
    KEEP_IF(ps, c, true);
    note_set(ps, "CLWLMRUC(%lld) of %s", mruc, ps->cx->from->name);
    size_t n = 0;
    for (size_t i = 0; i < ps->q->n; i++)
        n += ps->alive[i] && !ps->q->c[i].local;
    if ((long long)n <= mruc)
        return 0;
    struct mq_cand **v = malloc(n * sizeof *v);
    if (!v)
        return ps->nomem = true, 0;
    n = 0;
    for (size_t i = 0; i < ps->q->n; i++)
        if (ps->alive[i] && !ps->q->c[i].local)
            v[n++] = &ps->q->c[i];
    qsort(v, n, sizeof *v, mru_cmp);
    for (size_t i = (size_t)mruc; i < n; i++)
        ps->keep[v[i] - ps->q->c] = false;
    free(v);
    return 0;
}

/* a's use for its weight against b's, as the mode measures it. */
static int measure_cmp(const struct mq_ctr *a, const struct mq_ctr *b, enum mq_route_mode mode)
{
    if (mode == MQ_ROUTE_EXACT) {
        unsigned long long x = a->n * (unsigned long long)b->weight, y = b->n * (unsigned long long)a->weight;
        return x == y ? 0 : x < y ? -1 : 1;
    }
    return a->factor == b->factor ? 0 : a->factor < b->factor ? -1 : 1;
}

/* The measure, then the least recently chosen. */
static int usage_cmp(const struct mq_ctr *a, const struct mq_ctr *b, enum mq_route_mode mode)
{
    int c = measure_cmp(a, b, mode);
    return c ? c : a->last == b->last ? 0 : a->last < b->last ? -1 : 1;
}

/* mq_ctr_cmp, inlined where the heap orders the routes. */
static inline int ctr_cmp(const struct mq_ctr *a, const struct mq_ctr *b, enum mq_route_mode mode)
{
    int c = usage_cmp(a, b, mode);
    if (!c)
        c = strcmp(a->qm, b->qm);
    return c ? c : strcmp(a->chl, b->chl);
}

int mq_ctr_cmp(const struct mq_ctr *a, const struct mq_ctr *b, enum mq_route_mode mode)
{
    return ctr_cmp(a, b, mode);
}

void mq_ctr_chosen(struct mq_ctr *c, unsigned long long seq)
{
    c->n++;
    c->factor += 1000 / c->weight;
    c->last = seq;
}

/* The weighted least-recently-used choice among the live candidates. */
static int step_choose(struct pass *ps, const struct step *st)
{
    (void)st;
    struct mq_cand *best = NULL;
    size_t ties = 0, equal = 0;
    for (size_t i = 0; i < ps->q->n; i++)
        if (ps->alive[i] && (!best || mq_ctr_cmp(ps->q->c[i].ctr, best->ctr, ps->cx->mode) < 0))
            best = &ps->q->c[i];
    for (size_t i = 0; i < ps->q->n; i++) {
        const struct mq_cand *c = &ps->q->c[i];
        if (!ps->alive[i])
            continue;
        ties += usage_cmp(c->ctr, best->ctr, ps->cx->mode) == 0;
        equal += measure_cmp(c->ctr, best->ctr, ps->cx->mode) == 0;
        char item[200];
        if (!ps->cx->tracing)
            continue;
        if (ps->cx->mode == MQ_ROUTE_EXACT)
            snprintf(item, sizeof item, "%s: chosen %llu times for CLWLWGHT %lld, last at choice %llu",
                     c->label, c->ctr->n, c->ctr->weight, c->ctr->last);
        else
            snprintf(item, sizeof item, "%s: DestSeqFactor %lld (CLWLWGHT %lld), last at choice %llu",
                     c->label, c->ctr->factor, c->ctr->weight, c->ctr->last);
        note_add(ps, item);
    }
    if (ties > 1 && ps->cx->random_ties) {   /* the ties by queue manager, then channel: one draw */
        size_t k = rng_choice(ps->cx->rng, ties);
        for (size_t i = 0; i < ps->q->n; i++) {   /* the k-th tie in name order */
            struct mq_cand *c = &ps->q->c[i];
            if (!ps->alive[i] || usage_cmp(c->ctr, best->ctr, ps->cx->mode) != 0)
                continue;
            size_t before = 0;
            for (size_t j = 0; j < ps->q->n; j++)
                before += ps->alive[j] && j != i && usage_cmp(ps->q->c[j].ctr, best->ctr, ps->cx->mode) == 0 &&
                          mq_ctr_cmp(ps->q->c[j].ctr, c->ctr, ps->cx->mode) < 0;
            if (before == k) {
                best = c;
                break;
            }
        }
        note_add(ps, "tie: drawn by the seeded generator among the tied routes by queue manager, then channel");
    } else if (ties > 1) {
        note_add(ps, "tie: least recently chosen, then queue manager name, then channel name");
    } else if (equal > 1) {
        note_add(ps, "equal use for their weights: the least recently chosen");
    }
    KEEP_IF(ps, c, c == best);
    ps->chosen = best;
    return 1;
}

#define HIGHEST(name, f, what, tail) {name, step_highest, offsetof(struct mq_cand, f), what, tail, false}
#define STEP(name, run, counters) {name, run, 0, NULL, NULL, counters}

/* The steps, each once; the two orders below list them. */
#define MEMBERSHIP STEP("cluster membership", step_membership, false)
#define QUEUE_CLUSTER STEP("queue's cluster", step_queue_cluster, false)
#define CHANNEL_RANK HIGHEST("channel rank (CLWLRANK)", crank, "channel CLWLRANK", ", even if unreachable")
#define QUEUE_RANK HIGHEST("queue rank (CLWLRANK)", qrank, "queue CLWLRANK", "")
#define PUT STEP("put inhibited (PUT)", step_put, false)
#define LOCAL STEP("local instance (CLWLUSEQ)", step_local, false)
#define PUBSUB STEP("cluster publish/subscribe", step_pcf, false)
/* from the suspended queue managers to the choice, the same in both orders */
#define LAST_STEPS                                                                                  \
    STEP("suspended queue managers", step_suspended, false), STEP("channel state", step_state, false), \
    STEP("cluster publish/subscribe channels", step_pcf, false),                                    \
    STEP("network priority (NETPRTY)", step_netprty, false),                                        \
    HIGHEST("channel priority (CLWLPRTY)", cprty, "channel CLWLPRTY", " among those available"),   \
    HIGHEST("queue priority (CLWLPRTY)", qprty, "queue CLWLPRTY", ""),                             \
    STEP("most recently used (CLWLMRUC)", step_mruc, true),                                         \
    STEP("least recently used, weighted (CLWLWGHT)", step_choose, true), STEP(NULL, NULL, false)

static const struct step order_9x[] = {
    MEMBERSHIP, QUEUE_CLUSTER, CHANNEL_RANK, QUEUE_RANK, PUT, LOCAL, PUBSUB, LAST_STEPS,
};

static const struct step order_75[] = {
    PUT, MEMBERSHIP, QUEUE_CLUSTER, LOCAL, PUBSUB, CHANNEL_RANK, QUEUE_RANK, LAST_STEPS,
};

/* Adds the step to the trace: the candidates alive before it, kept or removed by keep[]. */
static void trace(struct pass *ps, const char *name)
{
    const char **kept = malloc((ps->q->n + 1) * sizeof *kept), **removed = malloc((ps->q->n + 1) * sizeof *removed);
    size_t nk = 0, nr = 0;
    for (size_t i = 0; kept && removed && i < ps->q->n; i++)
        if (ps->alive[i]) {
            if (ps->keep[i])
                kept[nk++] = ps->q->c[i].label;
            else
                removed[nr++] = ps->q->c[i].label;
        }
    if (!kept || !removed || sim_trace_step(ps->cx->r, name, kept, nk, removed, nr, *ps->note ? ps->note : NULL))
        ps->nomem = true;
    free(kept);
    free(removed);
}

/* What the cache (sim_cache.h) keeps of a queue: the steps that read only the state left
 * candidates for the counters' steps (OUT_KEPT), chose one alone (OUT_CHOSEN, kept[0]: the local
 * instance), or the reason code why nothing can be delivered (2268, 2270). */
enum { OUT_KEPT = 0, OUT_CHOSEN = 1 };

/* Remembers what the state's steps left of queue q for the next decisions. */
static void remember(struct pass *ps, int outcome)
{
    struct mq_route_ctx *cx = ps->cx;
    size_t n = 0;
    if (outcome == OUT_CHOSEN)
        cx->scratch[n++] = (size_t)(ps->chosen - ps->q->c);
    for (size_t i = 0; outcome == OUT_KEPT && i < ps->q->n; i++)
        if (ps->alive[i])
            cx->scratch[n++] = i;
    if (sim_cache_put(&cx->cache, (size_t)(ps->q - cx->q), outcome, cx->scratch, n))
        ps->nomem = true;
}

/* Runs the steps of the order from step `from` on, with ps->alive and ps->nlive set; the state's
 * steps' outcome is remembered when remember_it. Returns the last step's code. */
static int run_steps(struct pass *ps, const struct step *from, bool remember_it)
{
    struct mq_route_ctx *cx = ps->cx;
    int rc = 0;
    bool stored = !remember_it;
    for (const struct step *s = from; s->name && rc == 0; s++) {
        if (s->counters && !stored) {
            remember(ps, OUT_KEPT);
            stored = true;
        }
        ps->note[0] = '\0';
        rc = s->run(ps, s);
        if (cx->tracing)
            trace(ps, s->name);
        if (rc < 0)
            break;
        size_t n = 0;
        for (size_t i = 0; i < ps->q->n; i++)
            n += ps->alive[i] = ps->alive[i] && ps->keep[i];
        ps->nlive = n;
        if (rc == 0 && !n) {
            ps->reason = 2270;
            rc = -1;
        }
    }
    if (!stored)
        remember(ps, rc > 0 ? OUT_CHOSEN : ps->reason);
    return rc;
}

/* The first step that reads the counters in cx's order. */
static const struct step *counters_step(const struct mq_route_ctx *cx)
{
    const struct step *s = cx->legacy75 ? order_75 : order_9x;
    while (!s->counters)
        s++;
    return s;
}

/* Orders the heap's candidates as the final choice orders their routes (mq_ctr_cmp). */
static bool before(const struct mq_route_ctx *cx, const struct mq_cand *a, const struct mq_cand *b)
{
    return ctr_cmp(a->ctr, b->ctr, cx->mode) < 0;
}

static void sift_down(const struct mq_route_ctx *cx, struct mq_cand **h, size_t n, size_t i)
{
    struct mq_cand *x = h[i];
    for (;;) {
        size_t l = 2 * i + 1, best = l;
        if (l >= n)
            break;
        if (l + 1 < n && before(cx, h[l + 1], h[l]))
            best = l + 1;
        if (!before(cx, h[best], x))
            break;
        h[i] = h[best];
        i = best;
    }
    h[i] = x;
}

/* Builds q's heap of the candidates the cache kept (slot sl), for the current generation. */
static void heap_build(struct mq_route_ctx *cx, struct mq_rq *q, const struct sim_cache_slot *sl)
{
    for (size_t i = 0; i < sl->nkept; i++)
        q->heap[i] = &q->c[sl->kept[i]];
    q->nheap = sl->nkept;
    for (size_t i = q->nheap / 2; i-- > 0;)
        sift_down(cx, q->heap, q->nheap, i);
    q->heap_gen = cx->cache.generation;
}

/* A decision from what the cache kept of q: the counters' steps on the kept routes, or — when
 * CLWLMRUC leaves them all and ties are broken by name — the top of q's heap of their counters,
 * which orders them as the weighted least-recently-used choice does. */
static struct mq_cand *decide_kept(struct mq_route_ctx *cx, struct mq_rq *q, const struct sim_cache_slot *sl,
                                   struct pass *ps)
{
    if (!cx->random_ties && sl->nkept <= cx->mruc_room) {
        if (q->heap_gen != cx->cache.generation || q->heap_seq != cx->seq)
            heap_build(cx, q, sl);
        struct mq_cand *top = q->heap[0];
        mq_ctr_chosen(top->ctr, ++cx->seq);
        sift_down(cx, q->heap, q->nheap, 0);
        q->heap_seq = cx->seq;
        return top;
    }
    for (size_t i = 0; i < q->n; i++)
        ps->alive[i] = false;
    for (size_t i = 0; i < sl->nkept; i++)
        ps->alive[sl->kept[i]] = true;
    ps->nlive = sl->nkept;
    run_steps(ps, counters_step(cx), false);
    if (ps->chosen)
        mq_ctr_chosen(ps->chosen->ctr, ++cx->seq);
    return ps->chosen;
}

struct mq_cand *mq_route_decide(struct mq_route_ctx *cx, struct mq_rq *q, int *reason, bool *nomem)
{
    struct pass ps = {.cx = cx, .q = q, .alive = cx->alive, .keep = cx->keep, .nlive = q->n};
    const struct sim_cache_slot *sl = cx->tracing ? NULL : sim_cache_get(&cx->cache, (size_t)(q - cx->q));
    if (sl && sl->outcome == OUT_KEPT) {
        struct mq_cand *c = decide_kept(cx, q, sl, &ps);
        *reason = ps.reason;
        *nomem |= ps.nomem;
        return c;
    }
    if (sl) {
        *reason = sl->outcome == OUT_CHOSEN ? 0 : sl->outcome;
        if (sl->outcome != OUT_CHOSEN)
            return NULL;
        mq_ctr_chosen(q->c[sl->kept[0]].ctr, ++cx->seq);
        return &q->c[sl->kept[0]];
    }
    for (size_t i = 0; i < q->n; i++)
        ps.alive[i] = true;
    run_steps(&ps, cx->legacy75 ? order_75 : order_9x, true);
    if (ps.chosen)
        mq_ctr_chosen(ps.chosen->ctr, ++cx->seq);
    *reason = ps.reason;
    *nomem |= ps.nomem;
    return ps.chosen;
}

void mq_route_split(const long long *w, size_t n, unsigned long long m, unsigned long long *counts)
{
    struct mq_ctr *c = calloc(n + 1, sizeof *c);
    memset(counts, 0, n * sizeof *counts);
    if (!c)
        return;
    for (size_t i = 0; i < n; i++)
        c[i] = (struct mq_ctr){.qm = "", .chl = "", .weight = w[i]};
    for (unsigned long long k = 1; k <= m; k++) {
        size_t best = 0;
        for (size_t i = 1; i < n; i++)
            if (mq_ctr_cmp(&c[i], &c[best], MQ_ROUTE_EXACT) < 0)
                best = i;
        mq_ctr_chosen(&c[best], k);
    }
    for (size_t i = 0; i < n; i++)
        counts[i] = c[i].n;
    free(c);
}
