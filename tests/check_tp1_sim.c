/* tests/check_tp1_sim.c — the OpenTP1 scheduler engine (model/tp1/tp1_sim.h) with exact counts:
 * the demo's three nodes hosting ordergrp, node3 not announcing (seed 42: 346/353/301, and with
 * node1's group CLOSED the generator's own split over node2 and node3); this node first until
 * LEVEL2 and its switches; a level change at 5 s seen only at the next announcement; queue counts
 * through the group's thresholds; schedule_rate 100 and 50; scd_retry_of_comm_error 0 and 2 with
 * one unreachable node (each count checked against the generator by hand); the trace's steps. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/tp1/tp1_sim.h"
#include "tests/tp1_fixture.h"

static struct timport t;
static struct sim_scenario scn;
static struct sim_result res;
static bool have;   /* t and scn hold a policy and a scenario */

static void teardown(void)
{
    if (!have)
        return;
    sim_result_free(&res);
    sim_scenario_free(&scn);
    ti_done(&t);
    have = false;
}

/* The three nodes of the demo, node1's scd and node3's usrrc as given (NULL: the demo's). */
static void nodes(const char *scd1, const char *scd3, const char *usrrc)
{
    const char *betran[] = {"set all_node=\"node2\",\"node3\"\n", "set all_node=\"node1\",\"node3\"\n",
                            "set all_node=\"node1\",\"node2\"\n"};
    const char *scd[] = {scd1 ? scd1 : "set scd_announce_server_status=Y\nset schedule_rate=80\n",
                         "set scd_announce_server_status=Y\n", scd3 ? scd3 : "set scd_announce_server_status=N\n"};
    const char *names[] = {"node1", "node2", "node3"};
    char *paths[3];
    teardown();
    memset(&t, 0, sizeof t);
    for (int i = 0; i < 3; i++) {
        struct tf_file f[] = {{"betranrc", betran[i]}, {"scd", scd[i]}, {"order", "set service_group=\"ordergrp\"\n"},
                              {"usrrc", usrrc ? usrrc : "set levelup_queue_count=10,20\nset leveldown_queue_count=5,15\n"}};
        paths[i] = tf_node_dir(&t, names[i], f, 4);
    }
    tf_import(&t, true, names, (const char *const *)paths, 3, NULL);
    ck_assert_msg(t.status == IMPORT_OK, "%s", ti_diags(&t));
    for (int i = 0; i < 3; i++)
        free(paths[i]);
    sim_scenario_init(&scn, tp1_system());
    have = true;
}

static void set(const char *key, const char *value)
{
    const struct sim_engine *e = tp1_system()->sim;
    int i = sim_input_index(e->inputs, e->ninputs, key);
    ck_assert_msg(i >= 0, "no input %s", key);
    char msg[300];
    const char *norm;
    ck_assert_msg(!sim_input_problem(&e->inputs[i], value, &norm, msg, sizeof msg), "%s", msg);
    ck_assert_int_eq(sim_set(&scn, (size_t)i, norm), 0);
}

static void set_node(const char *node, const char *key, const char *value)
{
    const struct sim_engine *e = tp1_system()->sim;
    int i = sim_input_index(e->dest_inputs, e->ndest_inputs, key);
    ck_assert_int_ge(i, 0);
    const char *norm;
    char msg[300];
    ck_assert_msg(!sim_input_problem(&e->dest_inputs[i], value, &norm, msg, sizeof msg), "%s", msg);
    ck_assert_int_eq(sim_set_dest(&scn, node, (size_t)i, norm), 0);
}

/* A change of node's key to value at ms. */
static void change(const char *node, unsigned long long ms, const char *key, const char *value)
{
    const struct sim_engine *e = tp1_system()->sim;
    int i = sim_input_index(e->dest_inputs, e->ndest_inputs, key);
    long c = sim_add_change(&scn, node, ms);
    ck_assert_int_ge(c, 0);
    ck_assert_int_eq(sim_set_change(&scn, node, (size_t)c, (size_t)i, value), 0);
}

/* Runs n requests for ordergrp from node with seed; asserts st. */
static void run_st(const char *from, const char *n, unsigned long long seed, enum sim_status st)
{
    set("group", "ordergrp");
    set("from", from);
    set("requests", n);
    scn.seed = seed;
    sim_result_free(&res);
    enum sim_status got = sim_run(&t.pol, &scn, &res);
    ck_assert_msg(got == st, "status %d: %s", got, res.error);
}

static void run(const char *from, const char *n, unsigned long long seed)
{
    run_st(from, n, seed, SIM_OK);
}

/* "node1 346, node2 353, node3 301" (and ", undelivered N REASON" for each reason). */
static const char *counts(void)
{
    static char buf[300];
    size_t len = 0;
    for (size_t i = 0; i < res.ndests; i++)
        len += (size_t)snprintf(buf + len, sizeof buf - len, "%s%s %llu", i ? ", " : "", res.dests[i].name,
                                res.dests[i].count);
    for (size_t i = 0; i < res.nreasons; i++)
        len += (size_t)snprintf(buf + len, sizeof buf - len, ", %s %llu", res.reasons[i].name, res.reasons[i].count);
    return buf;
}

START_TEST(without_announcement_uniform)
{
    nodes(NULL, NULL, NULL);
    run("node3", "1000", 42);
    ck_assert_str_eq(counts(), "node1 346, node2 353, node3 301");
    ck_assert(res.dests[2].local);
    /* node1's group CLOSED: the same generator's choices over node2 and node3 */
    set_node("node1", "state", "CLOSED");
    run("node3", "1000", 42);
    struct sim_rng rng;
    rng_seed(&rng, 42);
    unsigned long long two[2] = {0, 0};
    for (int i = 0; i < 1000; i++)
        two[rng_choice(&rng, 2)]++;
    ck_assert_uint_eq(two[0], 535);
    ck_assert_uint_eq(two[1], 465);
    ck_assert_str_eq(counts(), "node1 0, node2 535, node3 465");
    ck_assert_str_eq(res.dests[0].details[2], "CLOSED");
}
END_TEST

START_TEST(closed_never_chosen_when_announcing)
{
    nodes(NULL, "set scd_announce_server_status=Y\n", NULL);
    set_node("node2", "state", "STOPPED");
    run("node1", "500", 7);
    ck_assert_uint_eq(res.dests[1].count, 0);
    ck_assert_uint_eq(res.dests[0].count + res.dests[2].count, 500);
}
END_TEST

START_TEST(this_node_first_until_level2)
{
    nodes("set scd_this_node_first=Y\n", "set scd_announce_server_status=Y\n", NULL);
    run("node1", "200", 1);
    ck_assert_str_eq(counts(), "node1 200, node2 0, node3 0");
    set_node("node1", "level", "1");
    run("node1", "200", 1);
    ck_assert_str_eq(counts(), "node1 200, node2 0, node3 0");
    set_node("node1", "level", "2");   /* LEVEL2: the others, both LEVEL0, share by the generator */
    set("tiebreak", "name");
    run("node1", "200", 1);
    ck_assert_str_eq(counts(), "node1 0, node2 200, node3 0");
    set("local_overload", "none");     /* the switch: only a closed server is left */
    run("node1", "200", 1);
    ck_assert_str_eq(counts(), "node1 200, node2 0, node3 0");
    set("local_overload", "level2");   /* the Server Base client variant: none lower, it stays */
    set("forward_lower", "YES");
    set_node("node2", "level", "2");
    set_node("node3", "level", "2");
    run("node1", "200", 1);
    ck_assert_str_eq(counts(), "node1 200, node2 0, node3 0");
    set_node("node3", "level", "1");   /* node3 lower: it takes the work */
    run("node1", "200", 1);
    ck_assert_str_eq(counts(), "node1 0, node2 0, node3 200");
}
END_TEST

/* node1 at LEVEL1, node2 and node3 at LEVEL0, ties by name: node2, until its change to LEVEL2 at
 * 5 s reaches node1 with the announcement at 30 s; a request a second. */
START_TEST(level_change_seen_at_next_announcement)
{
    nodes(NULL, "set scd_announce_server_status=Y\n", NULL);
    set("tiebreak", "name");
    set("interval_ms", "1000");
    set_node("node1", "level", "1");
    change("node2", 5000, "level", "2");
    run("node1", "60", 1);
    ck_assert_str_eq(counts(), "node1 0, node2 30, node3 30");
    ck_assert_str_eq(res.dests[1].details[0], "2");
    ck_assert_str_eq(res.dests[1].details[1], "2");
    set("announce_interval", "60");   /* no announcement within the run after the first */
    run("node1", "60", 1);
    ck_assert_str_eq(counts(), "node1 0, node2 60, node3 0");
    ck_assert_str_eq(res.dests[1].details[1], "0");
    scn.trace = 31;                   /* request 31, at 30 s: node2 LEVEL2 seen */
    set("announce_interval", "30");
    run("node1", "60", 1);
    ck_assert(res.traced);
    ck_assert_str_eq(res.trace.steps[1].step, "least level");
    ck_assert_str_eq(res.trace.steps[1].removed[0], "node1 LEVEL1 (local)");
    ck_assert_str_eq(res.trace.steps[1].removed[1], "node2 LEVEL2");
    ck_assert_str_eq(res.trace.steps[1].kept[0], "node3 LEVEL0");
    ck_assert_str_eq(res.dests[res.trace.chosen].name, "node3");
}
END_TEST

/* The group's thresholds (levelup 10,20; leveldown 5,15): 25 waiting is LEVEL2, 12 then LEVEL1
 * (at or below 15), 6 stays LEVEL1 (above 5). */
START_TEST(queue_counts_through_thresholds)
{
    nodes(NULL, "set scd_announce_server_status=Y\n", NULL);
    set("tiebreak", "name");
    set("interval_ms", "1000");
    set_node("node1", "level", "1");
    set_node("node2", "queue", "25");
    change("node2", 30000, "queue", "12");
    change("node2", 40000, "queue", "6");
    run("node1", "70", 1);
    /* 0-59 s: node2 seen LEVEL2 (node3); from 60 s: LEVEL1, as node1: node3 still lower */
    ck_assert_str_eq(counts(), "node1 0, node2 0, node3 70");
    ck_assert_str_eq(res.dests[1].details[0], "1");
    set_node("node2", "level", "0");
    run_st("node1", "70", 1, SIM_INVALID);
    ck_assert_str_eq(res.error, "node node2: give its level or its queue, not both");
}
END_TEST

START_TEST(queue_count_needs_thresholds)
{
    nodes(NULL, NULL, "set nice=0\n");
    set_node("node2", "queue", "3");
    run_st("node1", "10", 1, SIM_INVALID);
    ck_assert_str_eq(res.error, "node node2: a queue count needs the levelup_queue_count and "
                                "leveldown_queue_count of service group ordergrp (its user service definition or usrrc)");
}
END_TEST

START_TEST(schedule_rate_keeps_level0_local)
{
    nodes("set scd_announce_server_status=Y\nset schedule_rate=100\n", "set scd_announce_server_status=Y\n", NULL);
    run("node1", "1000", 42);
    ck_assert_str_eq(counts(), "node1 1000, node2 0, node3 0");
    nodes("set scd_announce_server_status=Y\nset schedule_rate=50\n", "set scd_announce_server_status=Y\n", NULL);
    run("node1", "1000", 42);
    ck_assert_str_eq(counts(), "node1 530, node2 247, node3 223");
    set("rate_rule", "off");   /* three at LEVEL0, drawn */
    run("node1", "1000", 42);
    ck_assert_str_eq(counts(), "node1 346, node2 353, node3 301");
}
END_TEST

START_TEST(retries_after_communication_error)
{
    nodes(NULL, "set scd_announce_server_status=N\nset scd_retry_of_comm_error=0\n", NULL);
    set_node("node2", "reachable", "N");
    run("node3", "1000", 42);
    ck_assert_str_eq(counts(), "node1 346, node2 0, node3 301, communication error 353");
    ck_assert_uint_eq(res.undelivered, 353);
    ck_assert_str_eq(res.reason_text, "communication error");
    nodes(NULL, "set scd_announce_server_status=N\nset scd_retry_of_comm_error=2\n", NULL);
    set_node("node2", "reachable", "N");
    scn.trace = 1;   /* node2 drawn, then node3 on the retry */
    run("node3", "1000", 42);
    ck_assert_str_eq(counts(), "node1 539, node2 0, node3 461");
    ck_assert_uint_eq(res.undelivered, 0);
    ck_assert_str_eq(res.trace.steps[2].step, "send");
    ck_assert_str_eq(res.trace.steps[2].removed[0], "node2 LEVEL0");
    ck_assert_str_eq(res.trace.steps[3].step, "group online");
    ck_assert_str_eq(res.trace.steps[4].step, "retry");
    ck_assert_str_eq(res.trace.steps[4].removed[0], "node2 LEVEL0");
    ck_assert_str_eq(res.trace.steps[5].step, "random");
    ck_assert_str_eq(res.trace.steps[5].kept[0], "node3 LEVEL0 (local)");
    ck_assert_uint_eq(res.trace.nsteps, 6);
}
END_TEST

START_TEST(nothing_to_choose)
{
    nodes(NULL, NULL, NULL);
    set_node("node1", "state", "CLOSED");
    set_node("node2", "state", "CLOSED");
    set_node("node3", "state", "STOPPED");
    run("node3", "10", 1);
    ck_assert_str_eq(counts(), "node1 0, node2 0, node3 0, no candidate 10");
    set("group", "billgrp");
    set("from", "node3");
    set("requests", "1");
    sim_result_free(&res);
    ck_assert_int_eq(sim_run(&t.pol, &scn, &res), SIM_UNKNOWN);
    ck_assert_str_eq(res.error, "neither node node3 nor a node of its all_node hosts service group billgrp");
    sim_scenario_free(&scn);
    sim_scenario_init(&scn, tp1_system());
    set_node("node9", "level", "1");
    run_st("node3", "1", 1, SIM_UNKNOWN);
    ck_assert_str_eq(res.error, "the scenario's node node9 is no node of the policy");
}
END_TEST

Suite *suite_tp1_sim(void)
{
    Suite *s = suite_create("tp1_sim");
    TCase *tc = tcase_create("scheduler");
    tcase_add_checked_fixture(tc, NULL, teardown);
    tcase_add_test(tc, without_announcement_uniform);
    tcase_add_test(tc, closed_never_chosen_when_announcing);
    tcase_add_test(tc, this_node_first_until_level2);
    tcase_add_test(tc, level_change_seen_at_next_announcement);
    tcase_add_test(tc, queue_counts_through_thresholds);
    tcase_add_test(tc, queue_count_needs_thresholds);
    tcase_add_test(tc, schedule_rate_keeps_level0_local);
    tcase_add_test(tc, retries_after_communication_error);
    tcase_add_test(tc, nothing_to_choose);
    suite_add_tcase(s, tc);
    return s;
}
