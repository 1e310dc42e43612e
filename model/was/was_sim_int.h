/* model/was/was_sim_int.h — what the files of the WebSphere servant engine share
 * (was_sim_layers.c classifies the request and binds the servants to work queues, was_sim_pick.c
 * places the requests on servants, was_sim_run.c runs the events); see was_sim.h. Not for use
 * outside model/was/. */
#ifndef WLMCON_MODEL_WAS_SIM_INT_H
#define WLMCON_MODEL_WAS_SIM_INT_H

#include <stdbool.h>
#include <stddef.h>

#include "model/simulate.h"
#include "model/was/was_classify.h"
#include "model/was/was_sim.h"

/* One servant of the server (servant1 is index 0). */
struct was_servant {
    unsigned busy;                  /* active threads */
    unsigned long long last;        /* the number of the request it last received; 0: none */
    unsigned long long sessions;    /* session objects it holds (affinities) */
    size_t head, tail;              /* its sessions' requests waiting for it: session index + 1, 0 none */
    bool bound;                     /* serves the work queue of the run's requests */
    const char *queue;              /* the service class whose work queue it serves */
    long dest;                      /* its destination in the result */
};

/* One HTTP session: its requests come one after another. */
struct was_session {
    long servant;                   /* the servant holding its object; -1: none yet */
    unsigned left;                  /* requests still to come after the current one */
    unsigned long long req;         /* the number of its current request (arrival order, from 1) */
    unsigned long long arrived;     /* when that request arrived, in seconds */
    unsigned long long first;       /* the request that made its object; 0: none yet */
    size_t next;                    /* the next session waiting in the same queue, + 1; 0: none */
};

/* How a request found its servant. */
enum was_why {
    WAS_WHY_AFFINITY,   /* its session's object is in the servant */
    WAS_WHY_HOT,        /* the hot servant: it received work most recently and has a free thread */
    WAS_WHY_RECENT,     /* the hot servant busy: the free servant that received work most recently */
    WAS_WHY_LOWEST,     /* the lowest-numbered free servant */
    WAS_WHY_EVEN,       /* even distribution: fewest affinities, active threads, lowest number */
    WAS_WHY_TAKEN       /* it waited in the queue; the servant whose thread freed took it */
};

/* An event: a request's completion on a servant, or a session's next request arriving. */
struct was_event {
    unsigned long long t;           /* seconds from the start */
    int kind;                       /* 0 completion, 1 arrival: completions first at equal times */
    size_t key;                     /* completion: servant index; arrival: session index */
    size_t session;
};

/* What the request traced met on its way, for the trace's last step. */
struct was_traced {
    bool placed;
    enum was_why why;
    size_t servant;                 /* where it ran */
    long hot;                       /* the hot servant when it arrived (-1: none) */
    unsigned long long arrived, started, since;   /* since: the request that made the affinity */
    bool *busy;                     /* per servant: no free thread when it was placed */
    unsigned long long *sessions;   /* per servant: its affinities then */
};

struct was_sim_ctx {
    const struct policy *p;
    const struct sim_scenario *s;
    struct sim_result *r;
    const struct pol_object *server, *def;
    const char *server_name;        /* as the scenario gives it: CELL/NODE/SERVER */
    struct was_request rq;
    char port[16];
    /* the layers */
    struct was_doc_match m;
    struct wlm_result cls;
    bool classified;
    const char *def_why;            /* no definition: why (static) */
    const char *service_class;      /* of the run's requests; "" when not classified */
    const char **classes;           /* binding per_class: the server's HTTP service classes */
    size_t nclasses;
    /* the inputs */
    unsigned long long sessions, interval, service, think;
    unsigned requests, threads;
    bool even, even_given, recent, per_class;
    /* the servants and the run */
    struct was_servant *v;
    size_t nv, nbound;
    const char *nserv_from;         /* why that many servants (static) */
    struct was_session *ss;
    size_t qhead, qtail;            /* the work queue: session index + 1 */
    struct was_event *heap;
    size_t nheap, capheap;
    unsigned long long nreq;        /* requests arrived so far */
    unsigned long long waited, longest;   /* requests that waited, and the longest wait */
    struct was_traced tr;
};

/* Finds the server, classifies the run's request through its document and the CB rules, and
 * makes its servants with their work queues (binding). SIM_OK, SIM_UNKNOWN (no such server) or
 * SIM_NOMEM, with r->error set. */
enum sim_status was_sim_layers(struct was_sim_ctx *cx);

/* Adds the trace's first five steps (entry, transaction class, CB rule, service class, work
 * queue) to the result. 0, or -1 out of memory. */
int was_sim_trace_layers(struct was_sim_ctx *cx);

/* The run's facts, notes and each servant's details. 0, or -1 out of memory. */
int was_sim_describe(struct was_sim_ctx *cx);

/* The servant for a new request without affinity, by the distribution in force, with why; -1
 * when no servant of the queue has a free thread. */
long was_sim_choose(const struct was_sim_ctx *cx, enum was_why *why);

/* Adds the trace's last step (servant) from cx->tr. 0, or -1 out of memory. */
int was_sim_trace_servant(struct was_sim_ctx *cx);

/* The engine's names callback (simulate.h): the servers, CELL/NODE/SERVER, for "server"; the URIs
 * of the server's HTTP entries for "uri". 0, or -1 out of memory. */
int was_sim_names(const struct policy *p, const struct sim_scenario *s, size_t input,
                  int (*add)(void *ctx, const char *value, const char *descr), void *ctx);

/* Frees what the context holds. */
void was_sim_ctx_free(struct was_sim_ctx *cx);

#endif
