/* model/was/was_sim_layers.c — the layers one request crosses before a servant takes it: the
 * server's classification document (its entry and transaction class), z/OS WLM's CB rules (the
 * rule and service class), the work queue of that service class and the servants bound to it;
 * the first five steps of the trace, the run's facts and notes. See was_sim.h. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/was/was.h"
#include "model/was/was_sim_int.h"
#include "model/wlm/wlm.h"

/* The server's number of servants: its maximum, its minimum when the maximum is unlimited (1 when
 * not stated), 1 without Multiple Instances; *from says which. */
static size_t servants_of(const struct pol_object *server, const char **from)
{
    long max = was_max_servants(server);
    const char *multi = pol_get_key(server, "multiple_instances"), *min = pol_get_key(server, "min_servants");
    if (!multi || strcmp(multi, "true")) {
        *from = "Multiple Instances not enabled";
        return 1;
    }
    if (max > 0) {
        *from = "the server's maximum number of instances";
        return (size_t)max;
    }
    *from = min && *min ? "the server's minimum number of instances; its maximum is unlimited"
                        : "its maximum is unlimited and it states no minimum";
    return min && *min && atol(min) > 0 ? (size_t)atol(min) : 1;
}

/* Adds the service class of transaction class tc (the server's collection) to cx->classes when
 * new; the callback of was_each_tclass. */
static void add_class(const struct pol_object *obj, const char *tc, void *ctx)
{
    (void)obj;
    struct was_sim_ctx *cx = ctx;
    struct wlm_result r;
    if (!cx->def || !cx->classes || was_cb_classify(cx->def, pol_get_key(cx->server, "collection"), tc, &r))
        return;
    bool seen = false;
    for (size_t i = 0; i < cx->nclasses && !seen; i++)
        seen = !strcmp(cx->classes[i], r.service_class);
    if (!seen)
        cx->classes[cx->nclasses++] = r.service_class;   /* a string of the policy */
    wlm_result_free(&r);
}

/* Counts the transaction classes of the server's HTTP element (callback of was_each_tclass). */
static void count_tc(const struct pol_object *obj, const char *tc, void *ctx)
{
    (void)obj;
    (void)tc;
    (*(size_t *)ctx)++;
}

/* Binds each servant to a work queue: every one to the run's (shared), or servant i to the
 * ((i - 1) mod k)-th of the k service classes of the server's HTTP work (per_class). */
static enum sim_status bind(struct was_sim_ctx *cx)
{
    size_t ntc = 0;
    if (cx->per_class && cx->classified) {
        was_each_tclass(cx->server, "http", count_tc, &ntc);
        if (!(cx->classes = calloc(ntc + 2, sizeof *cx->classes)))
            return SIM_NOMEM;
        was_each_tclass(cx->server, "http", add_class, cx);
        bool seen = false;   /* the run's class is one of them unless the document has no http element */
        for (size_t i = 0; i < cx->nclasses && !seen; i++)
            seen = !strcmp(cx->classes[i], cx->service_class);
        if (!seen)
            cx->classes[cx->nclasses++] = cx->service_class;
    }
    for (size_t i = 0; i < cx->nv; i++) {
        cx->v[i].queue = cx->nclasses ? cx->classes[i % cx->nclasses] : cx->service_class;
        cx->v[i].bound = !strcmp(cx->v[i].queue, cx->service_class);
        cx->v[i].head = cx->v[i].tail = 0;
        cx->nbound += cx->v[i].bound;
    }
    return SIM_OK;
}

enum sim_status was_sim_layers(struct was_sim_ctx *cx)
{
    const struct sim_scenario *s = cx->s;
    cx->server_name = sim_get(s, "server");
    cx->server = cx->server_name ? was_find_server(cx->p, cx->server_name) : NULL;
    if (!cx->server) {
        snprintf(cx->r->error, sizeof cx->r->error, "no WebSphere server %s (CELL/NODE/SERVER)",
                 cx->server_name ? cx->server_name : "(none given)");
        return SIM_UNKNOWN;
    }
    cx->rq.type = "http";
    cx->rq.uri = sim_get(s, "uri");
    cx->rq.host = sim_get(s, "host");
    cx->rq.port = sim_get(s, "port");
    was_doc_match(cx->server, &cx->rq, &cx->m);
    cx->def = was_definition(cx->p, cx->server, &cx->def_why);
    cx->service_class = "";
    if (cx->def) {
        if (was_cb_classify(cx->def, pol_get_key(cx->server, "collection"), cx->m.tclass, &cx->cls))
            return SIM_NOMEM;
        cx->classified = true;
        cx->service_class = cx->cls.service_class;
    }
    size_t n = servants_of(cx->server, &cx->nserv_from);
    if (n > 100000) {
        snprintf(cx->r->error, sizeof cx->r->error, "%s has %zu servants; the engine takes at most 100000",
                 cx->server_name, n);
        return SIM_INVALID;
    }
    cx->nv = n;
    if (!(cx->v = calloc(n, sizeof *cx->v)) || !(cx->tr.busy = calloc(n, sizeof *cx->tr.busy)) ||
        !(cx->tr.sessions = calloc(n, sizeof *cx->tr.sessions)))
        return SIM_NOMEM;
    if (bind(cx))
        return SIM_NOMEM;
    char name[32];
    for (size_t i = 0; i < n; i++) {
        snprintf(name, sizeof name, "servant%zu", i + 1);
        if ((cx->v[i].dest = sim_result_dest(cx->r, 0, name, NULL, false)) < 0)
            return SIM_NOMEM;
    }
    return SIM_OK;
}

/* ---- the trace's steps ---------------------------------------------------------------------- */

/* "<http_classification_info> azsr01a.xml:5" for an entry or element o. */
static void obj_label(const struct was_sim_ctx *cx, const struct pol_object *o, char *buf, size_t n)
{
    char path[512];
    const char *el = pol_get_key(o, "element"), *type = pol_get_key(o, "type");
    const char *file = sim_path(cx->s, o->src.file, path, sizeof path);
    if (was_is_kind(o->kind, WAS_GROUP))
        snprintf(buf, n, "<%s type=\"%s\"> %s:%u", el ? el : "InboundClassification", type ? type : "", file,
                 o->src.pos.line);
    else
        snprintf(buf, n, "<%s> %s:%u", el ? el : "entry", file, o->src.pos.line);
}

/* A list of labels the trace copies. */
struct labels {
    char (*v)[160];
    const char **p;
    size_t n, cap;
};

static int label_add(struct labels *l, const char *text)
{
    if (l->n == l->cap) {
        size_t cap = l->cap ? l->cap * 2 : 8;
        char (*v)[160] = realloc(l->v, cap * sizeof *v);
        if (!v)
            return -1;
        l->v = v;
        const char **p = realloc(l->p, cap * sizeof *p);
        if (!p)
            return -1;
        l->p = p;
        l->cap = cap;
    }
    snprintf(l->v[l->n], sizeof l->v[l->n], "%s", text);
    l->n++;
    for (size_t i = 0; i < l->n; i++)   /* v may have moved */
        l->p[i] = l->v[i];
    return 0;
}

static void labels_free(struct labels *l)
{
    free(l->v);
    free(l->p);
    memset(l, 0, sizeof *l);
}

/* The entries tried before the one matched at each level, which did not match: the trace's
 * removed list. Mirrors was_doc_match: the first matching entry at a level wins, then its own. */
static int tried(const struct was_sim_ctx *cx, const struct pol_object *parent, struct labels *out)
{
    const struct kind_def *ek = was_kind(WAS_ENTRY);
    for (const struct pol_object *e = pol_first_child(parent, ek); e; e = pol_next_child(e, ek)) {
        bool on_path = false;
        for (const struct pol_object *x = cx->m.entry; x && !on_path; x = x->parent)
            on_path = x == e;
        if (on_path)
            return tried(cx, e, out);
        char label[160], what[240];
        obj_label(cx, e, label, sizeof label);
        const char *uri = pol_get_key(e, "uri");
        snprintf(what, sizeof what, "%s%s%s", label, uri ? " uri " : "", uri ? uri : "");
        if (label_add(out, what))
            return -1;
    }
    return 0;
}

static int step_entry(struct was_sim_ctx *cx)
{
    struct labels kept = {0}, removed = {0};
    char label[160], note[1200], srv[512];
    const char *uri = cx->rq.uri;
    int rc = 0;
    was_path(cx->server, srv, sizeof srv);
    if (!cx->m.group) {
        snprintf(note, sizeof note, "%s: its classification document has no <InboundClassification type=\"http\">: "
                 "the request has no transaction class", srv);
    } else {
        rc = tried(cx, cx->m.group, &removed);
        obj_label(cx, cx->m.entry ? cx->m.entry : cx->m.group, label, sizeof label);
        rc = rc ? rc : label_add(&kept, label);
        if (cx->m.entry)
            snprintf(note, sizeof note, "the first %sentry %s that admits %s%s%s%s%s (its uri: %s)",
                     was_is_kind(cx->m.entry->parent->kind, WAS_ENTRY) ? "nested " : "",
                     was_is_kind(cx->m.entry->parent->kind, WAS_ENTRY) ? "under the entry matched"
                                                                       : "of the http element",
                     uri, cx->rq.host ? " host " : "", cx->rq.host ? cx->rq.host : "", cx->rq.port ? " port " : "",
                     cx->rq.port ? cx->rq.port : "", pol_get_key(cx->m.entry, "uri") ? pol_get_key(cx->m.entry, "uri") : "any");
        else
            snprintf(note, sizeof note, "no entry of the http element admits %s: the element gives the transaction class",
                     uri);
    }
    rc = rc ? rc : sim_trace_step(cx->r, "entry", kept.p, kept.n, removed.p, removed.n, note);
    labels_free(&kept);
    labels_free(&removed);
    return rc;
}

static int step_tclass(struct was_sim_ctx *cx)
{
    char note[400], label[160];
    const char *tc = cx->m.tclass;
    if (!tc)
        snprintf(note, sizeof note, "none: WLM classifies the work by its collection name alone");
    else {
        obj_label(cx, cx->m.from, label, sizeof label);
        snprintf(note, sizeof note, "%s of %s", cx->m.from == cx->m.group ? "default_transaction_class"
                 : "transaction_class", label);
    }
    return sim_trace_step(cx->r, "transaction class", tc ? &tc : NULL, tc ? 1 : 0, NULL, 0, note);
}

/* "level 1 CN AZSR01 AZDEF.xml:82" for a CB rule. */
static void rule_label(const struct was_sim_ctx *cx, unsigned level, const struct pol_object *rule,
                       const char *qualtype, const char *value, char *buf, size_t n)
{
    char path[512];
    struct wlm_qualifier_ref ref = wlm_qualifier_find(qualtype ? qualtype : "");
    snprintf(buf, n, "level %u %s %s %s:%u", level, ref.q ? ref.q->code : qualtype ? qualtype : "?",
             value ? value : "", sim_path(cx->s, rule->src.file, path, sizeof path), rule->src.pos.line);
}

static int step_rule(struct was_sim_ctx *cx)
{
    struct labels kept = {0}, removed = {0};
    char note[600], label[160];
    const char *cn = pol_get_key(cx->server, "collection");
    int rc = 0;
    if (!cx->classified) {
        snprintf(note, sizeof note, "not classified: %s", cx->def_why ? cx->def_why : "no WLM service definition");
    } else {
        for (size_t i = 0; i < cx->cls.nsteps && !rc; i++) {
            const struct wlm_step *st = &cx->cls.steps[i];
            rule_label(cx, st->level, st->rule, st->qualtype, st->value, label, sizeof label);
            rc = label_add(st->matched ? &kept : &removed, label);   /* kept: the path of matching rules */
        }
        snprintf(note, sizeof note, "subsystem type CB of WLM service definition %s, collection name %s (the server's), "
                 "transaction class %s: %s", cx->def->name, cn && *cn ? cn : "(none)", cx->m.tclass ? cx->m.tclass : "(none)",
                 cx->cls.rule ? "the deepest matching rule decides" : "no rule matches");
    }
    rc = rc ? rc : sim_trace_step(cx->r, "CB rule", kept.p, kept.n, removed.p, removed.n, note);
    labels_free(&kept);
    labels_free(&removed);
    return rc;
}

/* Why the run's requests have their service class, one phrase. */
static void class_origin(const struct was_sim_ctx *cx, char *buf, size_t n)
{
    char label[160];
    if (!cx->classified)
        snprintf(buf, n, "not classified: %s", cx->def_why ? cx->def_why : "no WLM service definition");
    else if (cx->cls.rule) {
        const struct pol_object *r = cx->cls.rule;
        rule_label(cx, pol_depth(r) - 1, r, pol_get_key(r, "qualtype"), pol_get_key(r, "qualvalue"), label, sizeof label);
        snprintf(buf, n, "CB rule %s", label);
    } else
        snprintf(buf, n, "the CB %s", cx->cls.origin == WLM_FROM_DEFAULT ? "default service class" : "system default");
}

static int step_class(struct was_sim_ctx *cx)
{
    char note[400], origin[300];
    class_origin(cx, origin, sizeof origin);
    if (cx->classified)
        snprintf(note, sizeof note, "%s; report class %s", origin, cx->cls.report_class ? cx->cls.report_class : "(none)");
    else
        snprintf(note, sizeof note, "%s; one work queue for all the server's requests", origin);
    const char *sc = cx->service_class;
    return sim_trace_step(cx->r, "service class", *sc ? &sc : NULL, *sc ? 1 : 0, NULL, 0, note);
}

static int step_queue(struct was_sim_ctx *cx)
{
    struct labels kept = {0}, removed = {0};
    char note[700], label[160];
    int rc = 0;
    for (size_t i = 0; i < cx->nv && !rc; i++) {
        if (cx->v[i].bound)
            snprintf(label, sizeof label, "servant%zu", i + 1);
        else
            snprintf(label, sizeof label, "servant%zu (%s's queue)", i + 1, cx->v[i].queue);
        rc = label_add(cx->v[i].bound ? &kept : &removed, label);
    }
    snprintf(note, sizeof note, "the %s work queue of %s: %zu servant%s (%s), %u thread%s each; binding %s: %s "
             "[INFERRED]", *cx->service_class ? cx->service_class : "one", cx->server_name, cx->nv,
             cx->nv == 1 ? "" : "s", cx->nserv_from, cx->threads, cx->threads == 1 ? "" : "s",
             cx->per_class ? "per_class" : "shared",
             cx->per_class ? "the servants are divided among the service classes of the server's HTTP "
                             "transaction classes in turn"
                           : "every servant serves the one service class of the run's requests");
    rc = rc ? rc : sim_trace_step(cx->r, "work queue", kept.p, kept.n, removed.p, removed.n, note);
    labels_free(&kept);
    labels_free(&removed);
    return rc;
}

int was_sim_trace_layers(struct was_sim_ctx *cx)
{
    return step_entry(cx) || step_tclass(cx) || step_rule(cx) || step_class(cx) || step_queue(cx) ? -1 : 0;
}

/* ---- facts, notes, details ------------------------------------------------------------------ */

int was_sim_describe(struct was_sim_ctx *cx)
{
    char t[700], origin[300], a[24], b[24], c[24];
    struct sim_result *r = cx->r;
    class_origin(cx, origin, sizeof origin);
    snprintf(t, sizeof t, "%s: %s is transaction class %s, service class %s (%s)", cx->server_name, cx->rq.uri,
             cx->m.tclass ? cx->m.tclass : "(none)", *cx->service_class ? cx->service_class : "(none)", origin);
    if (sim_result_note(r, t))
        return -1;
    snprintf(t, sizeof t, "distribution: %s, %s", cx->even ? "even (fewest session affinities)" : "hot servant",
             cx->even_given ? "as given" : cx->even ? "as the server has it (WLMStatefulSession=true)"
                                                    : "as the server has it (WLMStatefulSession not true)");
    if (sim_result_note(r, t))
        return -1;
    snprintf(t, sizeof t, "servants: %zu (%s), %u thread%s each, %zu serving the %s work queue (binding %s)", cx->nv,
             cx->nserv_from, cx->threads, cx->threads == 1 ? "" : "s", cx->nbound,
             *cx->service_class ? cx->service_class : "server's", cx->per_class ? "per_class" : "shared");
    if (sim_result_note(r, t))
        return -1;
    if (!cx->even && !cx->recent && sim_result_note(r, "hot_next lowest: after the hot servant, the lowest-numbered "
                                                       "free servant"))
        return -1;
    snprintf(t, sizeof t, cx->waited ? "waited: %llu request%s in the work queue or for their servant, the longest %llu s"
                                     : "waited: no request", cx->waited, cx->waited == 1 ? "" : "s", cx->longest);
    if (sim_result_note(r, t))
        return -1;
    const char *q = pol_get_key(cx->server, "use_wlm_queue");
    if (q && !strcmp(q, "0") && sim_result_note(r, "server_use_wlm_to_queue_work=0: the controller's own distribution "
                                                   "is not modelled; WLM queueing is simulated"))
        return -1;
    if (!cx->nbound && sim_result_note(r, "no servant serves the work queue of the run's requests: the server has "
                                          "fewer servants than service classes"))
        return -1;
    if (sim_result_fact(r, "Server", cx->server_name))
        return -1;
    snprintf(t, sizeof t, "http %s%s%s%s%s", cx->rq.uri, cx->rq.host ? " host " : "", cx->rq.host ? cx->rq.host : "",
             cx->rq.port ? " port " : "", cx->rq.port ? cx->rq.port : "");
    if (sim_result_fact(r, "Request", t))
        return -1;
    snprintf(t, sizeof t, "%s%s", cx->m.tclass ? cx->m.tclass : "(none)",
             cx->m.from && cx->m.from == cx->m.group ? " (default_transaction_class)" : "");
    if (sim_result_fact(r, "Transaction class", t))
        return -1;
    const struct pol_object *rule = cx->classified ? cx->cls.rule : NULL;
    struct wlm_qualifier_ref ref = wlm_qualifier_find(rule && pol_get_key(rule, "qualtype") ? pol_get_key(rule, "qualtype") : "");
    if (rule)
        snprintf(t, sizeof t, "%s (CB rule level %u %s %s)", cx->service_class, pol_depth(rule) - 1,
                 ref.q ? ref.q->code : "?", pol_get_key(rule, "qualvalue") ? pol_get_key(rule, "qualvalue") : "");
    else
        snprintf(t, sizeof t, "%s (%s)", *cx->service_class ? cx->service_class : "(none)", origin);
    if (sim_result_fact(r, "Service class", t))
        return -1;
    snprintf(t, sizeof t, "%s (%s)", cx->even ? "EVEN" : "HOT SERVANT", cx->even_given ? "as given" : "WLMStatefulSession");
    if (sim_result_fact(r, "Distribution", t))
        return -1;
    snprintf(t, sizeof t, "%zu, %u thread%s each, %zu serving %s", cx->nv, cx->threads, cx->threads == 1 ? "" : "s",
             cx->nbound, *cx->service_class ? cx->service_class : "the queue");
    if (sim_result_fact(r, "Servants", t))
        return -1;
    for (size_t i = 0; i < cx->nv; i++) {
        snprintf(a, sizeof a, "%u", cx->threads);
        snprintf(b, sizeof b, "%llu", cx->v[i].sessions);
        snprintf(c, sizeof c, "%s", cx->v[i].bound ? "yes" : "no");
        const char *d[] = {cx->v[i].queue && *cx->v[i].queue ? cx->v[i].queue : "-", c, a, b};
        if (sim_result_details(r, (size_t)cx->v[i].dest, 4, d))
            return -1;
    }
    return 0;
}

/* ---- F4 ------------------------------------------------------------------------------------- */

/* Adds each distinct URI of the entries under parent (document order, nested after their parent). */
static int uris(const struct pol_object *parent, int (*add)(void *, const char *, const char *), void *ctx)
{
    const struct kind_def *ek = was_kind(WAS_ENTRY);
    for (const struct pol_object *e = pol_first_child(parent, ek); e; e = pol_next_child(e, ek)) {
        const char *u = pol_get_key(e, "uri"), *tc = pol_get_key(e, "tclass");
        char descr[80];
        snprintf(descr, sizeof descr, "transaction class %s", tc && *tc ? tc : "(of the entry above)");
        if ((u && *u && add(ctx, u, descr)) || uris(e, add, ctx))
            return -1;
    }
    return 0;
}

int was_sim_names(const struct policy *p, const struct sim_scenario *s, size_t input,
                  int (*add)(void *ctx, const char *value, const char *descr), void *ctx)
{
    const char *key = s->eng->inputs[input].key;
    if (!strcmp(key, "uri")) {
        const char *spec = sim_get(s, "server");
        const struct pol_object *srv = spec ? was_find_server(p, spec) : NULL;
        const struct pol_object *doc = srv ? pol_first_child(srv, was_kind(WAS_DOCUMENT)) : NULL;
        const struct kind_def *gk = was_kind(WAS_GROUP);
        for (const struct pol_object *g = doc ? pol_first_child(doc, gk) : NULL; g; g = pol_next_child(g, gk)) {
            const char *t = pol_get_key(g, "type");
            if (t && !strcmp(t, "http") && uris(g, add, ctx))
                return -1;
        }
        return 0;
    }
    if (strcmp(key, "server"))
        return 0;
    for (size_t t = 0; t < p->ntops; t++) {
        const struct pol_object *cell = p->tops[t];
        if (cell->change == POL_DELETED || !was_is_kind(cell->kind, WAS_CELL))
            continue;
        const struct kind_def *nk = was_kind(WAS_NODE), *sk = was_kind(WAS_SERVER);
        for (const struct pol_object *n = pol_first_child(cell, nk); n; n = pol_next_child(n, nk))
            for (const struct pol_object *v = pol_first_child(n, sk); v; v = pol_next_child(v, sk)) {
                if (v->change == POL_DELETED || n->change == POL_DELETED)
                    continue;
                char spec[200], descr[160];
                const char *even = pol_get_key(v, "even_distribution"), *why;
                snprintf(spec, sizeof spec, "%s/%s/%s", cell->name, n->name, v->name);
                size_t nserv = servants_of(v, &why);
                snprintf(descr, sizeof descr, "%zu servant%s, %s", nserv, nserv == 1 ? "" : "s",
                         even && !strcmp(even, "true") ? "even distribution" : "hot servant");
                if (add(ctx, spec, descr))
                    return -1;
            }
    }
    return 0;
}

void was_sim_ctx_free(struct was_sim_ctx *cx)
{
    if (cx->classified)
        wlm_result_free(&cx->cls);
    free(cx->classes);
    free(cx->v);
    free(cx->ss);
    free(cx->heap);
    free(cx->tr.busy);
    free(cx->tr.sessions);
}
