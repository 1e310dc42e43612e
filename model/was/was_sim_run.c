/* model/was/was_sim_run.c — the WebSphere servant engine of the simulation contract: its scenario
 * inputs and the run, an event simulation in whole seconds of the sessions' requests reaching the
 * server's servants (seed 000, research/wlm.md §4.3 and its addenda). See was_sim.h. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/was/was.h"
#include "model/was/was_docs.h"
#include "model/was/was_sim_int.h"

static const struct attr_choice hot_next[] = {
    {"recent", "the hot servant busy: the free servant that received work most recently, then the "
               "lowest-numbered"},
    {"lowest", "the hot servant busy: the lowest-numbered free servant"},
    {NULL, NULL},
};

static const struct attr_choice bindings[] = {
    {"shared", "every servant of the server serves the work queue of the run's requests"},
    {"per_class", "the servants are divided among the service classes of the server's HTTP transaction "
                  "classes, in turn"},
    {NULL, NULL},
};

static const struct sim_input inputs[] = {
    {"server", "target", "CELL/NODE/SERVER", AT_NAME, 0, 200, NULL, NULL, SIM_REQUIRED | SIM_NAMES,
     "The application server: its cell, node and name. Its classification document, collection name, "
     "servants and even distribution setting are the policy's."},
    {"uri", "target", "PATH", AT_NAME, 0, 1024, NULL, NULL, SIM_REQUIRED | SIM_NAMES,
     "The path of the HTTP requests, without the query string, as the classification document's uri "
     "attributes compare it."},
    {"host", "target", "H", AT_NAME, 0, 255, NULL, NULL, 0,
     "The host the requests name (the Host header), for entries that state one."},
    {"port", "target", "P", AT_INT, 1, 65535, NULL, NULL, 0,
     "The port the requests came to, for entries that state one."},
    {"sessions", NULL, "N", AT_INT, 1, 1000000, NULL, NULL, SIM_REQUIRED,
     "How many HTTP sessions arrive; the first request of each creates its session object in the "
     "servant that runs it."},
    {"requests", NULL, "N", AT_INT, 1, 1000, NULL, "1", 0,
     "Requests per session: each after the previous one completed and the think time passed; they go "
     "to the servant holding the session's object."},
    {"interval", NULL, "S", AT_INT, 0, 86400, NULL, "0", 0,
     "Seconds between the arrivals of two sessions; 0: all at once."},
    {"service_time", NULL, "S", AT_INT, 1, 86400, NULL, "1", 0,
     "Seconds a servant's thread spends on one request."},
    {"think", NULL, "S", AT_INT, 0, 86400, NULL, "0", 0,
     "Seconds between the end of a session's request and its next one."},
    {"threads", NULL, "T", AT_INT, 1, 1000, NULL, "1", 0,
     "Worker threads per servant."},
    {"even", NULL, "ON|OFF", AT_BOOL, 0, 0, NULL, NULL, 0,
     "Even distribution of HTTP requests without affinity (the server's custom property "
     "WLMStatefulSession); without it, as the server has it."},
    {"hot_next", NULL, "HOW", AT_ENUM, 0, 0, hot_next, "recent", 0,
     "[INFERRED] Where a request goes when the hot servant has no free thread: IBM says only "
     "\"another servant\"."},
    {"binding", NULL, "HOW", AT_ENUM, 0, 0, bindings, "shared", 0,
     "[INFERRED] Which servants serve the run's work queue: WLM binds each servant to one service "
     "class's queue and starts them as the goals need; IBM does not say how many each class gets."},
};

static const struct sim_alias aliases[] = {{"server", "was-server"}, {NULL, NULL}};

static const char *const dest_fields[] = {NULL};

static const struct sim_detail details[] = {
    {"queue", "Work queue", 10, false},
    {"bound", "Serves", 6, false},
    {"threads", "Threads", 7, true},
    {"sessions", "Sessions", 8, true},
};

static const char *const reads[] = {"wlm", NULL};

/* ---- the events: a binary heap by time, completions first, then servant or session ---------- */

static bool before(const struct was_event *a, const struct was_event *b)
{
    if (a->t != b->t)
        return a->t < b->t;
    if (a->kind != b->kind)
        return a->kind < b->kind;
    return a->key < b->key;
}

static int push(struct was_sim_ctx *cx, struct was_event e)
{
    if (cx->nheap == cx->capheap) {
        size_t cap = cx->capheap ? cx->capheap * 2 : 64;
        struct was_event *h = realloc(cx->heap, cap * sizeof *h);
        if (!h)
            return -1;
        cx->heap = h;
        cx->capheap = cap;
    }
    size_t i = cx->nheap++;
    for (; i > 0 && before(&e, &cx->heap[(i - 1) / 2]); i = (i - 1) / 2)
        cx->heap[i] = cx->heap[(i - 1) / 2];
    cx->heap[i] = e;
    return 0;
}

static struct was_event pop(struct was_sim_ctx *cx)
{
    struct was_event top = cx->heap[0], last = cx->heap[--cx->nheap];
    size_t i = 0;
    for (;;) {
        size_t c = 2 * i + 1;
        if (c >= cx->nheap)
            break;
        if (c + 1 < cx->nheap && before(&cx->heap[c + 1], &cx->heap[c]))
            c++;
        if (!before(&cx->heap[c], &last))
            break;
        cx->heap[i] = cx->heap[c];
        i = c;
    }
    if (cx->nheap)
        cx->heap[i] = last;
    return top;
}

/* ---- the requests --------------------------------------------------------------------------- */

/* Appends session k to the queue whose ends are *head and *tail (indexes + 1). */
static void enqueue(struct was_sim_ctx *cx, size_t *head, size_t *tail, size_t k)
{
    cx->ss[k].next = 0;
    if (*tail)
        cx->ss[*tail - 1].next = k + 1;
    else
        *head = k + 1;
    *tail = k + 1;
}

static size_t dequeue(struct was_sim_ctx *cx, size_t *head, size_t *tail)
{
    size_t k = *head - 1;
    *head = cx->ss[k].next;
    if (!*head)
        *tail = 0;
    return k;
}

/* Session k's current request starts on servant i at time t. */
static int start(struct was_sim_ctx *cx, size_t i, size_t k, unsigned long long t, enum was_why why)
{
    struct was_servant *v = &cx->v[i];
    struct was_session *s = &cx->ss[k];
    v->busy++;
    v->last = s->req;
    cx->r->dests[v->dest].count++;
    if (s->servant < 0) {
        s->servant = (long)i;
        s->first = s->req;
        v->sessions++;
    }
    if (t > s->arrived) {
        cx->waited++;
        cx->longest = t - s->arrived > cx->longest ? t - s->arrived : cx->longest;
    }
    if (s->req == cx->s->trace) {
        cx->tr.placed = true;
        cx->tr.why = why;
        cx->tr.servant = i;
        cx->tr.started = t;
    }
    return push(cx, (struct was_event){t + cx->service, 0, i, k});
}

/* Session k's next request arrives at time t. */
static int arrive(struct was_sim_ctx *cx, size_t k, unsigned long long t)
{
    struct was_session *s = &cx->ss[k];
    s->req = ++cx->nreq;
    s->arrived = t;
    enum was_why why = WAS_WHY_AFFINITY;
    long i = s->servant;
    if (s->req == cx->s->trace) {   /* what the request meets */
        cx->tr.arrived = t;
        cx->tr.hot = -1;
        for (size_t j = 0; j < cx->nv; j++) {
            cx->tr.busy[j] = cx->v[j].busy >= cx->threads;
            cx->tr.sessions[j] = cx->v[j].sessions;
            if (cx->v[j].bound && cx->v[j].last && (cx->tr.hot < 0 || cx->v[j].last > cx->v[cx->tr.hot].last))
                cx->tr.hot = (long)j;
        }
        cx->tr.since = s->first;
    }
    if (i >= 0) {
        struct was_servant *v = &cx->v[i];
        if (v->busy < cx->threads && !v->head)
            return start(cx, (size_t)i, k, t, why);
        enqueue(cx, &v->head, &v->tail, k);
        return 0;
    }
    if (!cx->nbound)   /* no servant serves its queue */
        return sim_result_undelivered(cx->r, 0, "no servant serves the work queue");
    if ((i = was_sim_choose(cx, &why)) >= 0)
        return start(cx, (size_t)i, k, t, why);
    enqueue(cx, &cx->qhead, &cx->qtail, k);
    return 0;
}

/* Session k's request on servant i completes at time t: the session's next one is due, and the
 * thread takes the oldest request waiting for it. */
static int complete(struct was_sim_ctx *cx, size_t i, size_t k, unsigned long long t)
{
    struct was_servant *v = &cx->v[i];
    v->busy--;
    if (cx->ss[k].left) {
        cx->ss[k].left--;
        if (push(cx, (struct was_event){t + cx->think, 1, k, k}))
            return -1;
    }
    bool own = v->head != 0, queued = v->bound && cx->qhead != 0;
    if (own && queued)
        own = cx->ss[v->head - 1].req < cx->ss[cx->qhead - 1].req;
    if (own) {
        return start(cx, i, dequeue(cx, &v->head, &v->tail), t, WAS_WHY_AFFINITY);
    }
    if (queued)
        return start(cx, i, dequeue(cx, &cx->qhead, &cx->qtail), t, WAS_WHY_TAKEN);
    return 0;
}

/* Runs the events: the sessions' first requests arrive every interval seconds (not kept in the
 * heap), the rest come from completions. */
static enum sim_status simulate(struct was_sim_ctx *cx)
{
    if (!(cx->ss = calloc(cx->sessions, sizeof *cx->ss)))
        return SIM_NOMEM;
    for (size_t k = 0; k < cx->sessions; k++) {
        cx->ss[k].servant = -1;
        cx->ss[k].left = cx->requests - 1;
    }
    size_t next = 0;   /* the next session to start */
    while (next < cx->sessions || cx->nheap) {
        struct was_event first = {next * cx->interval, 1, next, next};
        int rc;
        if (next < cx->sessions && (!cx->nheap || before(&first, &cx->heap[0]))) {
            next++;
            rc = arrive(cx, first.session, first.t);
        } else {
            struct was_event e = pop(cx);
            rc = e.kind == 0 ? complete(cx, e.key, e.session, e.t) : arrive(cx, e.session, e.t);
        }
        if (rc)
            return SIM_NOMEM;
    }
    return SIM_OK;
}

static unsigned long long num(const struct sim_scenario *s, const char *key)
{
    return strtoull(sim_get(s, key), NULL, 10);
}

static enum sim_status run(const struct policy *p, const struct sim_scenario *s, struct sim_rng *rng,
                           struct sim_result *r)
{
    (void)rng;   /* the rules draw nothing */
    struct was_sim_ctx cx = {.p = p, .s = s, .r = r};
    cx.sessions = num(s, "sessions");
    cx.requests = (unsigned)num(s, "requests");
    cx.interval = num(s, "interval");
    cx.service = num(s, "service_time");
    cx.think = num(s, "think");
    cx.threads = (unsigned)num(s, "threads");
    cx.recent = !strcmp(sim_get(s, "hot_next"), "recent");
    cx.per_class = !strcmp(sim_get(s, "binding"), "per_class");
    enum sim_status st = was_sim_layers(&cx);
    if (st == SIM_OK) {
        const char *even = sim_get(s, "even"), *prop = pol_get_key(cx.server, "even_distribution");
        cx.even_given = even != NULL;
        cx.even = even ? !strcmp(even, "YES") : prop && !strcmp(prop, "true");
        r->messages = cx.sessions * cx.requests;
        if (s->trace > r->messages) {
            snprintf(r->error, sizeof r->error, "--trace must be from 1 to the requests sent (%llu)", r->messages);
            st = SIM_INVALID;
        }
    }
    if (st == SIM_OK)
        st = simulate(&cx);
    if (st == SIM_OK && (was_sim_describe(&cx) || (s->trace && (was_sim_trace_layers(&cx) ||
                                                               was_sim_trace_servant(&cx)))))
        st = SIM_NOMEM;
    if (st == SIM_OK && s->trace) {
        r->traced = true;
        r->trace.message = r->trace.decided_at = s->trace;
        r->trace.chosen = cx.tr.placed ? cx.v[cx.tr.servant].dest : -1;
    }
    if (st == SIM_NOMEM)
        snprintf(r->error, sizeof r->error, "out of memory");
    was_sim_ctx_free(&cx);
    return st;
}

const struct sim_engine was_sim_engine = {
    .summary = "which servant of a WebSphere for z/OS server runs each HTTP request: the hot servant or "
               "even distribution, and one request followed through the classification document, the "
               "CB rules, its service class's work queue and the servant",
    .inputs = inputs,
    .ninputs = sizeof inputs / sizeof inputs[0],
    .dest_what = "servant",
    .dest_fields = dest_fields,
    .ndest_fields = 0,
    .source = WASDOC_SEED "; " WASDOC_WASCON "; " WASDOC_WASTSK "; " WASDOC_SERVANTS "; " WASDOC_WCF "; "
              WASDOC_CLSF,
    .details = details,
    .ndetails = sizeof details / sizeof details[0],
    .names = was_sim_names,
    .run = run,
    .aliases = aliases,
    .unit = "request",
    .units = "requests",
    .dest_heading = "Servant",
    .reads = reads,
};
