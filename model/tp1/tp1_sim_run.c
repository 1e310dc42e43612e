/* model/tp1/tp1_sim_run.c — the OpenTP1 engine of the simulation contract: its scenario inputs,
 * the facts it shows and the run that sends the requests one after another on the scenario's
 * clock. See tp1_sim.h. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/tp1/tp1_docs.h"
#include "model/tp1/tp1_sim.h"

static const struct attr_choice overloads[] = {
    {"level2", "a local server at LEVEL2 is overloaded and left (research B4's \"< 2\" guard)"},
    {"none", "only a closed or stopped local server is left"},
    {NULL, NULL},
};

static const struct attr_choice rate_rules[] = {
    {"local", "with the least level LEVEL0 and the calling node at it, a draw below schedule_rate "
              "keeps the request local; otherwise the calling node is left out of the ties"},
    {"off", "schedule_rate is not applied"},
    {NULL, NULL},
};

static const struct attr_choice tiebreaks[] = {
    {"random", "the seeded generator draws among the nodes at the least level"},
    {"name", "the first of them by node name"},
    {NULL, NULL},
};

static const struct attr_choice states[] = {
    {"ONLINE", "the service group takes requests"},
    {"CLOSED", "the service group is closed (shut): never chosen"},
    {"STOPPED", "the user server is stopped: never chosen"},
    {NULL, NULL},
};

static const struct sim_input inputs[] = {
    {"group", "target", "NAME", AT_NAME, 0, 31, NULL, NULL, SIM_REQUIRED | SIM_NAMES,
     "The service group the requests call (dc_rpc_call's service group name)."},
    {"from", "target", "NODE", AT_NAME, 0, 64, NULL, NULL, SIM_REQUIRED | SIM_NAMES,
     "The node whose schedule service receives the requests: its scd operands decide, over itself "
     "and the nodes of its all_node that host the group."},
    {"requests", NULL, "N", AT_INT, 1, 100000000, NULL, NULL, SIM_REQUIRED,
     "How many requests are sent."},
    {"interval_ms", NULL, "MS", AT_INT, 1, 3600000, NULL, "100", 0,
     "Milliseconds between two requests: request k arrives at (k - 1) times this."},
    {"announce_interval", NULL, "S", AT_INT, 30, 86400, NULL, "30", 0,
     "Seconds between two announcements of a node's load status (30 s or more): a level change "
     "reaches the other nodes at the next one."},
    {"local_overload", NULL, "HOW", AT_ENUM, 0, 0, overloads, "level2", 0,
     "[INFERRED] When scd_this_node_first=Y leaves the local server as overloaded."},
    {"forward_lower", NULL, NULL, AT_BOOL, 0, 0, NULL, "NO", SIM_SWITCH,
     "[INFERRED] Seed 004's variant for a TP1/Server Base client: an overloaded local server is "
     "left only when another candidate has a lower load level."},
    {"rate_rule", NULL, "RULE", AT_ENUM, 0, 0, rate_rules, "local", 0,
     "[INFERRED] How schedule_rate, the scheduling ratio of LEVEL0 nodes, applies."},
    {"tiebreak", NULL, "HOW", AT_ENUM, 0, 0, tiebreaks, "random", 0,
     "[INFERRED] How one node is taken among those at the least level."},
    {"silent_level", NULL, "LEVEL", AT_INT, 0, 2, NULL, "0", 0,
     "[INFERRED] The load level the calling node sees of a node that does not announce its status "
     "(scd_announce_server_status=N): it never hears one."},
};

/* In the order of struct tp1_event's values (tp1_sim_nodes.c reads them by place). */
static const struct sim_input dest_inputs[] = {
    {"level", NULL, "0|1|2", AT_INT, 0, 2, NULL, NULL, 0,
     "The load level of the node's server for the group: 0 low, 1 medium, 2 high (LEVEL0-2)."},
    {"queue", NULL, "N", AT_INT, 0, 1000000000, NULL, NULL, 0,
     "The requests waiting in the group's schedule queue on the node: the level follows from the "
     "group's levelup_queue_count and leveldown_queue_count, from the level the node had."},
    {"state", NULL, "STATE", AT_ENUM, 0, 0, states, NULL, 0,
     "The state of the service group on the node (ONLINE when not given)."},
    {"reachable", NULL, "Y|N", AT_BOOL, 0, 0, NULL, NULL, 0,
     "N: a request sent to the node fails with a communication error (Y when not given)."},
};

static const char *const dest_fields[] = {NULL};

static const struct sim_detail details[] = {
    {"level", "Level", 5, true},
    {"seen", "Seen", 4, true},
    {"state", "State", 7, false},
    {"reach", "Reach", 5, false},
    {"announce", "Ann", 3, false},
};

static const char *const state_names[] = {"ONLINE", "CLOSED", "STOPPED"};

/* The details of each node at the end of the run, and the run's facts. SIM_OK or SIM_NOMEM. */
static enum sim_status describe(struct tp1_sim_ctx *cx)
{
    char lv[8], seen[8], t[160];
    for (size_t i = 0; i < cx->nnodes; i++) {
        const struct tp1_snode *n = &cx->nodes[i];
        snprintf(lv, sizeof lv, "%d", n->level);
        snprintf(seen, sizeof seen, n->local ? "-" : "%d", n->seen);
        const char *v[] = {lv, seen, state_names[n->state], n->reachable ? "Y" : "N", n->announces ? "Y" : "N"};
        if (sim_result_details(cx->r, (size_t)n->dest, 5, v))
            return SIM_NOMEM;
    }
    const char *fnode = cx->from->name;
    snprintf(t, sizeof t, "%s (%s)", cx->announce ? "Y" : "N", fnode);
    if (sim_result_fact(cx->r, "Announce", t))
        return SIM_NOMEM;
    snprintf(t, sizeof t, "%s", cx->this_node_first ? "Y" : "N");
    if (sim_result_fact(cx->r, "This node first", t))
        return SIM_NOMEM;
    if (cx->rate >= 0)
        snprintf(t, sizeof t, "%lld%% (rule %s)", cx->rate, cx->sw.rate_local ? "local" : "off");
    else
        snprintf(t, sizeof t, "not given");
    if (sim_result_fact(cx->r, "Schedule rate", t))
        return SIM_NOMEM;
    snprintf(t, sizeof t, "%lld", cx->retries);
    if (sim_result_fact(cx->r, "Retries", t))
        return SIM_NOMEM;
    snprintf(t, sizeof t, "a request every %s ms, status announced every %s s", sim_get(cx->s, "interval_ms"),
             sim_get(cx->s, "announce_interval"));
    return sim_result_fact(cx->r, "Clock", t) ? SIM_NOMEM : SIM_OK;
}

/* The announcement due at *next (ms): each announcing node's level becomes the one the calling
 * node sees (a silent node's stays silent_level); *next moves on by period. */
static void announce(struct tp1_sim_ctx *cx, unsigned long long *next, unsigned long long period)
{
    for (size_t i = 0; i < cx->nnodes; i++)
        cx->nodes[i].seen = cx->nodes[i].announces ? cx->nodes[i].level : cx->sw.silent_level;
    *next += period;
}

/* Sends the requests; SIM_OK, SIM_INVALID or SIM_NOMEM. Before request k (at time t), the
 * scenario's changes at or before t and the announcements at or before t take effect in time
 * order, a change before an announcement of the same instant. */
static enum sim_status send_all(struct tp1_sim_ctx *cx)
{
    const struct sim_scenario *s = cx->s;
    struct sim_result *r = cx->r;
    unsigned long long n = strtoull(sim_get(s, "requests"), NULL, 10);
    unsigned long long step = strtoull(sim_get(s, "interval_ms"), NULL, 10);
    unsigned long long period = strtoull(sim_get(s, "announce_interval"), NULL, 10) * 1000;
    if (s->trace > n) {
        snprintf(r->error, sizeof r->error, "--trace must be from 1 to --requests (%llu)", n);
        return SIM_INVALID;
    }
    unsigned long long next = 0;   /* the next announcement */
    size_t ev = 0;
    bool nomem = false;
    for (unsigned long long k = 1; k <= n && !nomem; k++) {
        unsigned long long t = (k - 1) * step;
        while ((ev < cx->nevents && cx->events[ev].at <= t) || next <= t) {
            if (ev < cx->nevents && cx->events[ev].at <= next)
                tp1_sim_apply(cx, &cx->events[ev++]);
            else
                announce(cx, &next, period);
        }
        cx->tracing = k == s->trace;
        const char *why = NULL;
        long c = tp1_sim_decide(cx, &why, &nomem);
        if (cx->tracing) {
            r->traced = true;
            r->trace.decided_at = k;
            r->trace.chosen = c < 0 ? -1 : cx->nodes[c].dest;
            r->trace.why = c < 0 ? why : NULL;
            cx->tracing = false;
        }
        if (c >= 0)
            r->dests[cx->nodes[c].dest].count++;
        else if (sim_result_undelivered(r, 0, why))
            nomem = true;
    }
    r->messages = n;
    r->trace.message = s->trace;
    return nomem || describe(cx) ? SIM_NOMEM : SIM_OK;
}

/* The switches of scenario s. */
static struct tp1_switches switches(const struct sim_scenario *s)
{
    return (struct tp1_switches){
        .overload_level2 = strcmp(sim_get(s, "local_overload"), "level2") == 0,
        .forward_lower = strcmp(sim_get(s, "forward_lower"), "YES") == 0,
        .rate_local = strcmp(sim_get(s, "rate_rule"), "local") == 0,
        .ties_random = strcmp(sim_get(s, "tiebreak"), "random") == 0,
        .silent_level = atoi(sim_get(s, "silent_level")),
    };
}

static enum sim_status run(const struct policy *p, const struct sim_scenario *s, struct sim_rng *rng,
                           struct sim_result *r)
{
    struct tp1_sim_ctx cx = {.p = p, .s = s, .rng = rng, .r = r, .sw = switches(s), .local = -1};
    enum sim_status st = tp1_sim_build(&cx);
    if (st == SIM_OK)
        st = send_all(&cx);
    if (st == SIM_NOMEM)
        snprintf(r->error, sizeof r->error, "out of memory");
    tp1_sim_ctx_free(&cx);
    return st;
}

const struct sim_engine tp1_sim_engine = {
    .summary = "where the schedule service of a node sends the requests for a service group: this "
               "node first, the load levels as announced, schedule_rate, retries, request by request",
    .inputs = inputs,
    .ninputs = sizeof inputs / sizeof inputs[0],
    .dest_inputs = dest_inputs,
    .ndest_inputs = sizeof dest_inputs / sizeof dest_inputs[0],
    .dest_what = "node",
    .dest_key = "nodes",
    .dest_heading = "Node",
    .unit = "request",
    .units = "requests",
    .timed = true,
    .dest_fields = dest_fields,
    .ndest_fields = 0,
    .source = TP1DOC_OPER "; " TP1DOC_SCD "; " TP1DOC_DESCR,
    .details = details,
    .ndetails = sizeof details / sizeof details[0],
    .names = tp1_sim_names,
    .run = run,
};
