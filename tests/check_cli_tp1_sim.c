/* tests/check_cli_tp1_sim.c — `wlmcon simulate tp1` through the binary on a store of the demo's
 * three nodes: the JSON of 1000 requests from node3 with seed 42 (346/353/301), node1 CLOSED in a
 * scenario (535/465), a communication error under undelivered with its reason, the text and the
 * trace, a scenario's nodes with a timed change, refused keys and values at file:line:col (65), and
 * the exit statuses of `simulate mq`. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tests/tutil.h"

static char *dir, *db, *out, *err;

static void setup(void)
{
    dir = tu_tmpdir();
    db = tu_path(dir, "t.db");
    const char *args[] = {"--store", db, "import", "--node", "node1", "import/demo/tp1/node1", "--node", "node2",
                          "import/demo/tp1/node2", "--node", "node3", "import/demo/tp1/node3", NULL};
    ck_assert_int_eq(tu_wlmcon(args, NULL, NULL, NULL, NULL), 0);
}

static void teardown(void)
{
    free(out);
    free(err);
    out = err = NULL;
    tu_rmtree(dir);
    free(dir);
    free(db);
}

/* Runs `wlmcon --store DB simulate tp1 ARGS…` and asserts the status. */
static void sim(int status, const char *const *args)
{
    const char *argv[32] = {"--store", db, "simulate", "tp1"};
    size_t n = 4;
    for (size_t i = 0; args[i] && n < 31; i++)
        argv[n++] = args[i];
    argv[n] = NULL;
    free(out);
    free(err);
    int rc = tu_wlmcon(argv, NULL, NULL, &out, &err);
    ck_assert_msg(rc == status, "status %d, stderr:\n%s\nstdout:\n%s", rc, err, out);
}

/* A scenario file of text; its path (malloc'd). */
static char *scenario(const char *text)
{
    char *p = tu_path(dir, "s.yaml");
    tu_write(p, text);
    return p;
}

START_TEST(json_done_when)
{
    sim(0, (const char *[]){"--group", "ordergrp", "--from", "node3", "--requests", "1000", "--seed", "42",
                            "--format", "json", NULL});
    ck_assert_str_eq(out, "{\"system\": \"tp1\", \"messages\": 1000,\n  \"destinations\": [\n"
                          "    {\"name\": \"node1\", \"count\": 346, \"share\": 34.6, \"local\": false},\n"
                          "    {\"name\": \"node2\", \"count\": 353, \"share\": 35.3, \"local\": false},\n"
                          "    {\"name\": \"node3\", \"count\": 301, \"share\": 30.1, \"local\": true}],\n"
                          "  \"undelivered\": {\"reason\": null, \"reason_name\": null, \"count\": 0},\n"
                          "  \"notes\": [],\n  \"trace\": []}\n");
    char *s = scenario("version: 1\nsystem: tp1\ntarget: {group: ordergrp, from: node3}\nseed: 42\nrequests: 1000\n"
                       "nodes:\n  node1: {state: CLOSED}\n");
    sim(0, (const char *[]){"--scenario", s, "--format", "json", NULL});
    ck_assert_msg(strstr(out, "{\"name\": \"node1\", \"count\": 0, \"share\": 0.0, \"local\": false},\n"
                              "    {\"name\": \"node2\", \"count\": 535, \"share\": 53.5, \"local\": false},\n"
                              "    {\"name\": \"node3\", \"count\": 465, \"share\": 46.5, \"local\": true}]"), "%s", out);
    free(s);
}
END_TEST

START_TEST(undelivered_with_reason_and_trace)
{
    char *s = scenario("version: 1\nsystem: tp1\nnodes:\n  node2:\n    reachable: N\n");
    sim(0, (const char *[]){"--group", "ordergrp", "--from", "node3", "--requests", "1000", "--seed", "42",
                            "--scenario", s, "--format", "json", NULL});
    ck_assert_msg(strstr(out, "  \"undelivered\": {\"reason\": null, \"reason_name\": \"communication error\", "
                              "\"count\": 353,\n    \"reasons\": [{\"reason\": null, \"reason_name\": "
                              "\"communication error\", \"count\": 353}]},\n"), "%s", out);
    sim(0, (const char *[]){"--group", "ordergrp", "--from", "node3", "--requests", "4", "--seed", "42",
                            "--scenario", s, "--trace", "1", NULL});
    ck_assert_str_eq(out, "node1  0   0.0%\nnode2  0   0.0%\nnode3  3  75.0%  (local)\n"
                          "not delivered: 1 (25.0%), communication error 1\n\n"
                          "request 1:\n"
                          "   1 group online: kept node1 LEVEL0, node2 LEVEL0, node3 LEVEL0 (local); removed none\n"
                          "      node3 and the nodes of its all_node hosting ordergrp, by name; a group\n"
                          "      CLOSED or STOPPED is never chosen\n"
                          "   2 random: kept node2 LEVEL0; removed none\n"
                          "      scd_announce_server_status=N on node3: a node at random among 3\n"
                          "   3 send: kept none; removed node2 LEVEL0\n"
                          "      node2 does not answer: communication error; 0 of 0 retries left\n"
                          "  not delivered: communication error\n");
    free(s);
}
END_TEST

/* node1 (announcing, schedule_rate=80): node2 at LEVEL2 from 5 s is seen from the announcement at
 * 30 s; node3, which does not announce, is seen at LEVEL0 all along. */
START_TEST(timed_change_in_a_scenario)
{
    char *s = scenario("version: 1\nsystem: tp1\ntarget: {group: ordergrp, from: node1}\nseed: 42\nrequests: 60\n"
                       "interval_ms: 1000\ntiebreak: name\nrate_rule: 'off'\n"
                       "nodes:\n  node1: {level: 1}\n  node2:\n    level: 0\n    changes:\n      - {at: 5s, level: 2}\n");
    sim(0, (const char *[]){"--scenario", s, NULL});
    ck_assert_str_eq(out, "node1   0   0.0%  (local)\nnode2  30  50.0%\nnode3  30  50.0%\n");
    free(s);
}
END_TEST

START_TEST(refused_scenarios_and_statuses)
{
    char *s = scenario("version: 1\nsystem: tp1\nnodes:\n  node2: {level: 3, colour: red}\n"
                       "  node1:\n    changes:\n      - {level: 1}\n      - {at: soon}\n");
    sim(65, (const char *[]){"--group", "ordergrp", "--from", "node3", "--requests", "1", "--scenario", s, NULL});
    char want[1200];
    snprintf(want, sizeof want,
             "%s:4:18: error: level must be from 0 to 2, not 3 [YAML]\n"
             "%s:4:21: error: unknown key 'colour' of destination node2 [YAML]\n"
             "%s:7:10: error: a change of node1 must give at (the time it holds from) first [YAML]\n"
             "%s:8:14: error: at must be a time such as 5s, 500ms, 2m or 1h (a whole number of up to 9 digits "
             "and its unit), not 'soon' [YAML]\n",
             s, s, s, s);
    ck_assert_str_eq(err, want);
    free(s);
    s = scenario("version: 1\nsystem: mq\n");
    sim(65, (const char *[]){"--scenario", s, NULL});
    free(s);
    sim(64, (const char *[]){"--group", "ordergrp", "--from", "node9", "--requests", "1", NULL});
    ck_assert_str_eq(err, "wlmcon simulate: no node node9\nsee wlmcon simulate tp1 --help\n");
    sim(64, (const char *[]){"--group", "ordergrp", "--from", "node3", NULL});
    ck_assert_str_eq(err, "wlmcon simulate: --requests is required (or the scenario's key of that name)\n"
                          "see wlmcon simulate tp1 --help\n");
    sim(64, (const char *[]){"--group", "ordergrp", "--from", "node3", "--requests", "2", "--trace", "3", NULL});
    sim(66, (const char *[]){"--group", "ordergrp", "--from", "node3", "--requests", "1", "--scenario", "/no/such", NULL});
    sim(0, (const char *[]){"--help", NULL});
    ck_assert_msg(strstr(out, "--local-overload HOW") && strstr(out, "A scenario's nodes (keyed by node):\n") &&
                  strstr(out, "  changes: [{at: TIME, KEY: VALUE...}, ...]\n"), "%s", out);
}
END_TEST

Suite *suite_cli_tp1_sim(void)
{
    Suite *s = suite_create("cli_tp1_sim");
    TCase *tc = tcase_create("simulate");
    tcase_set_timeout(tc, 60);
    tcase_add_checked_fixture(tc, setup, teardown);
    tcase_add_test(tc, json_done_when);
    tcase_add_test(tc, undelivered_with_reason_and_trace);
    tcase_add_test(tc, timed_change_in_a_scenario);
    tcase_add_test(tc, refused_scenarios_and_statuses);
    suite_add_tcase(s, tc);
    return s;
}
