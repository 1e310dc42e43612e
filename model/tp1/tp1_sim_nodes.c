/* model/tp1/tp1_sim_nodes.c — the nodes an OpenTP1 scheduler run works on: the calling node and
 * the nodes of its all_node that host the service group (seed 004 (1): the nodes exchange name
 * information through all_node; the same service group on several nodes is what is balanced),
 * their scenario states and changes, load levels from queue counts, and the values the Simulate
 * panel lists (F4). See tp1_sim.h. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/tp1/tp1_group.h"
#include "model/tp1/tp1_sim.h"

/* The user service definition of node that puts it in service group sg (hosted: started by its
 * usrconf), or NULL. */
static const struct pol_object *host_def(const struct tp1_gnode *gn, const char *sg)
{
    for (size_t k = 0; k < gn->nhosted; k++)
        if (strcmp(tp1_service_group(gn->hosted[k]), sg) == 0)
            return gn->hosted[k];
    return NULL;
}

/* "a,b" of operand key of usr (effective: its own, else usrrc's) into *a and *b; false when none. */
static bool pair_of(const struct pol_object *usr, const char *key, long long *a, long long *b)
{
    const char *v = tp1_effective(usr, key);
    char *end;
    if (!v || !*v)
        return false;
    *a = strtoll(v, &end, 10);
    if (*end != ',')
        return false;
    *b = strtoll(end + 1, &end, 10);
    return !*end;
}

/* Adds node gn (hosting through usr) to cx->nodes. */
static void add_node(struct tp1_sim_ctx *cx, const struct tp1_gnode *gn, const struct pol_object *usr)
{
    struct tp1_snode *n = &cx->nodes[cx->nnodes++];
    memset(n, 0, sizeof *n);
    n->node = gn->node;
    n->local = gn->node == cx->from;
    const char *ann = tp1_node_value(gn->node, TP1_SCD, "scd_announce_server_status");
    n->announces = !ann || strcmp(ann, "N") != 0;
    n->state = TP1_ONLINE;
    n->reachable = true;
    n->thresholds = pair_of(usr, "levelup_queue_count", &n->u1, &n->u2) &&
                    pair_of(usr, "leveldown_queue_count", &n->d0, &n->d1);
}

static int by_name(const void *a, const void *b)
{
    return strcmp(((const struct tp1_snode *)a)->node->name, ((const struct tp1_snode *)b)->node->name);
}

/* The nodes: the calling node (index fi of g) and the nodes its all_node names, those hosting the
 * group, sorted by name, each once. SIM_OK or SIM_NOMEM. */
static enum sim_status nodes_of(struct tp1_sim_ctx *cx, const struct tp1_groups *g, size_t fi)
{
    const struct tp1_gnode *f = &g->nodes[fi];
    if (!(cx->nodes = calloc(f->nentries + 2, sizeof *cx->nodes)))
        return SIM_NOMEM;
    const struct pol_object *usr = host_def(f, cx->group);
    if (usr)
        add_node(cx, f, usr);
    for (size_t k = 0; k < f->nentries; k++) {
        size_t t = f->entries[k].target;
        bool seen = t == (size_t)-1 || t == fi;
        for (size_t j = 0; j < cx->nnodes && !seen; j++)
            seen = cx->nodes[j].node == g->nodes[t].node;
        if (!seen && (usr = host_def(&g->nodes[t], cx->group)))
            add_node(cx, &g->nodes[t], usr);
    }
    qsort(cx->nodes, cx->nnodes, sizeof *cx->nodes, by_name);
    for (size_t i = 0; i < cx->nnodes; i++) {
        cx->local = cx->nodes[i].local ? (long)i : cx->local;
        cx->nodes[i].dest = sim_result_dest(cx->r, 0, cx->nodes[i].node->name, NULL, cx->nodes[i].local);
        if (cx->nodes[i].dest < 0)
            return SIM_NOMEM;
    }
    return SIM_OK;
}

/* The calling node's scd operands. */
static void operands(struct tp1_sim_ctx *cx)
{
    const char *v = tp1_node_value(cx->from, TP1_SCD, "scd_this_node_first");
    cx->this_node_first = v && strcmp(v, "Y") == 0;
    v = tp1_node_value(cx->from, TP1_SCD, "scd_announce_server_status");
    cx->announce = !v || strcmp(v, "N") != 0;
    v = tp1_node_value(cx->from, TP1_SCD, "schedule_rate");
    cx->rate = v && *v ? strtoll(v, NULL, 10) : -1;
    v = tp1_node_value(cx->from, TP1_SCD, "scd_retry_of_comm_error");
    cx->retries = v && *v ? strtoll(v, NULL, 10) : 0;
}

/* The index of the node called name in cx->nodes, or -1. */
static long node_index(const struct tp1_sim_ctx *cx, const char *name)
{
    for (size_t i = 0; i < cx->nnodes; i++)
        if (strcmp(cx->nodes[i].node->name, name) == 0)
            return (long)i;
    return -1;
}

/* Checks one set of a node's values (level and queue not together, a queue with thresholds). */
static enum sim_status check_values(struct tp1_sim_ctx *cx, const char *name, long i, const char *level,
                                    const char *queue)
{
    if (level && queue) {
        snprintf(cx->r->error, sizeof cx->r->error, "node %s: give its level or its queue, not both", name);
        return SIM_INVALID;
    }
    if (queue && i >= 0 && !cx->nodes[i].thresholds) {
        snprintf(cx->r->error, sizeof cx->r->error, "node %s: a queue count needs the levelup_queue_count "
                 "and leveldown_queue_count of service group %s (its user service definition or usrrc)",
                 name, cx->group);
        return SIM_INVALID;
    }
    return SIM_OK;
}

/* Adds the event of one set of values of node i at at. SIM_OK, SIM_INVALID or SIM_NOMEM. */
static enum sim_status add_event(struct tp1_sim_ctx *cx, size_t *cap, const char *name, long i,
                                 unsigned long long at, const char *const *v)
{
    enum sim_status st = check_values(cx, name, i, v[0], v[1]);
    if (st != SIM_OK || i < 0)
        return st;
    if (cx->nevents == *cap) {
        struct tp1_event *e = realloc(cx->events, (*cap = *cap ? *cap * 2 : 8) * sizeof *e);
        if (!e)
            return SIM_NOMEM;
        cx->events = e;
    }
    size_t k = cx->nevents++;
    for (; k > 0 && cx->events[k - 1].at > at; k--)
        cx->events[k] = cx->events[k - 1];
    cx->events[k] = (struct tp1_event){at, (size_t)i, v[0], v[1], v[2], v[3]};
    return SIM_OK;
}

/* The scenario's nodes: their values at 0 and their changes, as events by time. A node the
 * scenario names that is no candidate of the run is noted. */
static enum sim_status events_of(struct tp1_sim_ctx *cx)
{
    const struct sim_scenario *s = cx->s;
    size_t cap = 0;
    char t[200];
    for (size_t d = 0; d < s->ndests; d++) {
        const struct sim_dest_values *dv = &s->dests[d];
        const struct pol_object *node = pol_find_top(cx->p, tp1_kind(TP1_NODE), dv->name);
        if (!node || node->change == POL_DELETED) {
            snprintf(cx->r->error, sizeof cx->r->error, "the scenario's node %s is no node of the policy", dv->name);
            return SIM_UNKNOWN;
        }
        long i = node_index(cx, dv->name);
        snprintf(t, sizeof t, "%s: in the scenario, but not a node %s knows hosting %s", dv->name,
                 cx->from->name, cx->group);
        if (i < 0 && sim_result_note(cx->r, t))
            return SIM_NOMEM;
        enum sim_status st = add_event(cx, &cap, dv->name, i, 0, dv->values);
        for (size_t c = 0; st == SIM_OK && c < dv->nchanges; c++)
            st = add_event(cx, &cap, dv->name, i, dv->changes[c].at_ms, dv->changes[c].values);
        if (st != SIM_OK)
            return st;
    }
    return SIM_OK;
}

/* The level a queue count q gives, from level: up through u1 and u2, down through d1 and d0. */
static int level_of_queue(const struct tp1_snode *n, long long q)
{
    int l = n->level;
    while (l < 2 && q >= (l == 0 ? n->u1 : n->u2))
        l++;
    while (l > 0 && q <= (l == 2 ? n->d1 : n->d0))
        l--;
    return l;
}

void tp1_sim_apply(struct tp1_sim_ctx *cx, const struct tp1_event *e)
{
    struct tp1_snode *n = &cx->nodes[e->node];
    if (e->level)
        n->level = atoi(e->level);
    if (e->queue)
        n->level = level_of_queue(n, strtoll(e->queue, NULL, 10));
    if (e->reachable)
        n->reachable = strcmp(e->reachable, "YES") == 0;
    if (e->state) {
        n->state = strcmp(e->state, "CLOSED") == 0 ? TP1_CLOSED : strcmp(e->state, "STOPPED") == 0 ? TP1_STOPPED
                                                                                                  : TP1_ONLINE;
        sim_cache_invalidate(&cx->cache);
    }
}

enum sim_status tp1_sim_build(struct tp1_sim_ctx *cx)
{
    const char *from = sim_get(cx->s, "from");
    cx->group = sim_get(cx->s, "group");
    cx->from = from ? pol_find_top(cx->p, tp1_kind(TP1_NODE), from) : NULL;
    if (!cx->from || cx->from->change == POL_DELETED) {
        snprintf(cx->r->error, sizeof cx->r->error, "no node %s", from ? from : "(none given)");
        return SIM_UNKNOWN;
    }
    operands(cx);
    struct tp1_groups g;
    if (tp1_groups_build(cx->p, &g))
        return SIM_NOMEM;
    size_t fi = 0;
    while (g.nodes[fi].node != cx->from)
        fi++;
    enum sim_status st = nodes_of(cx, &g, fi);
    tp1_groups_free(&g);
    if (st == SIM_OK && !cx->nnodes) {
        snprintf(cx->r->error, sizeof cx->r->error, "neither node %s nor a node of its all_node hosts service "
                 "group %s", cx->from->name, cx->group);
        return SIM_UNKNOWN;
    }
    if (st == SIM_OK && (!(cx->cand = calloc(cx->nnodes, sizeof *cx->cand)) ||
                         !(cx->work = calloc(cx->nnodes, sizeof *cx->work)) ||
                         !(cx->failed = calloc(cx->nnodes, sizeof *cx->failed)) || sim_cache_init(&cx->cache, 1)))
        st = SIM_NOMEM;
    return st == SIM_OK ? events_of(cx) : st;
}

void tp1_sim_ctx_free(struct tp1_sim_ctx *cx)
{
    free(cx->nodes);
    free(cx->events);
    free(cx->cand);
    free(cx->work);
    free(cx->failed);
    sim_cache_free(&cx->cache);
}

/* ---- the Simulate panel's lists (F4) ------------------------------------------------------- */

/* Adds each service group a node of g hosts once, with the nodes hosting it. */
static int groups(const struct tp1_groups *g, int (*add)(void *, const char *, const char *), void *ctx)
{
    for (size_t i = 0; i < g->nnodes; i++)
        for (size_t k = 0; k < g->nodes[i].nhosted; k++) {
            const char *sg = tp1_service_group(g->nodes[i].hosted[k]);
            bool seen = false;
            for (size_t j = 0; j < i && !seen; j++)
                seen = host_def(&g->nodes[j], sg) != NULL;
            for (size_t m = 0; m < k && !seen; m++)
                seen = strcmp(tp1_service_group(g->nodes[i].hosted[m]), sg) == 0;
            char descr[80];
            snprintf(descr, sizeof descr, "on %zu node%s", tp1_group_hosts(g, g->nodes[i].group, sg),
                     tp1_group_hosts(g, g->nodes[i].group, sg) == 1 ? "" : "s");
            if (!seen && add(ctx, sg, descr))
                return -1;
        }
    return 0;
}

/* Adds each node that hosts group sg or names a node hosting it (every node when sg is NULL). */
static int nodes(const struct tp1_groups *g, const char *sg, int (*add)(void *, const char *, const char *),
                 void *ctx)
{
    for (size_t i = 0; i < g->nnodes; i++) {
        bool hosts = sg && host_def(&g->nodes[i], sg);
        bool names = false;
        for (size_t k = 0; sg && k < g->nodes[i].nentries && !names; k++) {
            size_t t = g->nodes[i].entries[k].target;
            names = t != (size_t)-1 && host_def(&g->nodes[t], sg);
        }
        const char *what = !sg ? "node" : hosts ? "hosts the group" : "names a node hosting it";
        if ((!sg || hosts || names) && add(ctx, g->nodes[i].node->name, what))
            return -1;
    }
    return 0;
}

int tp1_sim_names(const struct policy *p, const struct sim_scenario *s, size_t input,
                  int (*add)(void *ctx, const char *value, const char *descr), void *ctx)
{
    struct tp1_groups g;
    if (tp1_groups_build(p, &g))
        return -1;
    const char *key = s->eng->inputs[input].key, *sg = sim_get(s, "group");
    int rc = strcmp(key, "group") == 0 ? groups(&g, add, ctx)
             : strcmp(key, "from") == 0 ? nodes(&g, sg && *sg ? sg : NULL, add, ctx) : 0;
    tp1_groups_free(&g);
    return rc;
}
