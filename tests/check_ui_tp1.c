/* tests/check_ui_tp1.c — the OpenTP1 panels on the demo store: option 4 lists the nodes with their
 * node group, announce status, this-node-first, schedule rate and service groups (TP1600); S on a
 * node lists its definition files (TP1610); E on its scd opens the Schedule Service Definition
 * from the schema (TP1630), whose save is one journal batch; S on a TP1 finding opens the file
 * with the cursor on the operand; F1 on each panel. The Simulate panels on the demo's nodes: the
 * scheduler's split from node3 (346/353/301), the trace of a request, node1 CLOSED in the
 * scenario's node states and the run before and after, and option 6 offering OpenTP1 with F4 on
 * the service group. */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "tests/cfx.h"
#include "tests/tutil.h"
#include "ui/work/import_job.h"

/* The demo store with its three OpenTP1 nodes, as the demo manifest imports them. */
static void open_demo_nodes(struct cfx *f)
{
    cf_open_demo(f);
    static const char *const names[] = {"node1", "node2", "node3"};
    static const char *const dirs[] = {"import/demo/tp1/node1", "import/demo/tp1/node2", "import/demo/tp1/node3"};
    struct import_option opts[3][2];
    struct import_file in[3];
    for (size_t i = 0; i < 3; i++) {
        opts[i][0] = (struct import_option){"node", names[i]};
        opts[i][1] = (struct import_option){NULL, NULL};
        in[i] = (struct import_file){dirs[i], opts[i], NULL};
    }
    struct import_job job = {.files = in, .nfiles = 3};
    ck_assert_int_eq(import_job_run(&job, f->app.store), IMPORT_OK);
    import_job_free(&job);
}

START_TEST(nodes_files_and_the_schedule_service)
{
    struct cfx f;
    open_demo_nodes(&f);
    cf_command(&f, "=4");
    ck_assert_str_eq(cf_top(&f), "TP1600");
    cf_golden(&f, "tp1-nodes");
    cf_assert_panel_help(&f, "TP1600", " The nodes of the store");
    cf_line_command(&f, 2, "s");
    ck_assert_str_eq(cf_top(&f), "TP1610");
    cf_golden(&f, "tp1-files");
    cf_line_command(&f, 2, "e");
    ck_assert_str_eq(cf_top(&f), "TP1630");
    cf_golden(&f, "tp1-scd");
    cf_fkey(&f, 1);   /* the field's help, from its schema row */
    ck_assert_str_eq(cf_top(&f), "HLP002");
    cf_fkey(&f, 3);
    ck_assert_str_eq(cf_top(&f), "TP1630");
    char *before = cf_sql(&f, "SELECT count(*) FROM journal_batch");
    cf_keys(&f, "Y");
    cf_fkey(&f, 3);
    ck_assert_str_eq(cf_top(&f), "TP1610");
    char *after = cf_sql(&f, "SELECT count(*) FROM journal_batch");
    ck_assert_int_eq(atoi(after), atoi(before) + 1);
    char *v = cf_sql(&f, "SELECT scd_announce_server_status FROM tp1_scd WHERE _top = 'node3'");
    ck_assert_str_eq(v, "Y\n");
    free(v);
    free(before);
    free(after);
    cf_close(&f);
}
END_TEST

/* S on the TP1001 finding of the Validate panel: node3's scd, the cursor on the operand. */
START_TEST(a_finding_opens_its_operand)
{
    struct cfx f;
    open_demo_nodes(&f);
    cf_command(&f, "=5");
    ck_assert_str_eq(cf_top(&f), "VAL100");
    cf_line_command(&f, 0, "s");
    ck_assert_str_eq(cf_top(&f), "TP1630");
    cf_golden(&f, "tp1-finding-open");
    cf_close(&f);
}
END_TEST

static const char sim42[] = "SIMULATE tp1 --group ordergrp --from node3 --requests 1000 --seed 42";

START_TEST(simulate_the_scheduler)
{
    struct cfx f;
    open_demo_nodes(&f);
    cf_command(&f, sim42);
    ck_assert_str_eq(cf_top(&f), "SIM200");
    cf_golden(&f, "tp1-sim-result");
    cf_command(&f, "TRACE 1");
    ck_assert_str_eq(cf_top(&f), "SIM300");
    cf_golden(&f, "tp1-sim-trace");
    cf_fkey(&f, 3);
    cf_command(&f, "SCENARIO");   /* node1's group CLOSED: the run before and after */
    ck_assert_str_eq(cf_top(&f), "SIM210");
    cf_line_command(&f, 0, "e");
    ck_assert_str_eq(cf_top(&f), "SIM220");
    cf_keys(&f, "\t\tCLOSED");
    cf_fkey(&f, 3);
    ck_assert_str_eq(cf_top(&f), "SIM210");
    cf_golden(&f, "tp1-sim-scenario");
    cf_keys(&f, "\r");
    ck_assert_str_eq(cf_top(&f), "SIM200");
    cf_golden(&f, "tp1-sim-before-after");
    cf_close(&f);
}
END_TEST

/* SIMULATE tp1 --scenario: a file's timed change (node2 at LEVEL2 from 5 s) is the scenario's, on
 * SIM210 and in the run (node2 30, node3 30, as `wlmcon simulate tp1 --scenario` prints). */
START_TEST(simulate_a_scenario_file)
{
    struct cfx f;
    open_demo_nodes(&f);
    char *path = tu_path(f.dir, "node2-busy.yaml"), cmd[600];
    tu_write(path, "version: 1\nsystem: tp1\ntarget: {group: ordergrp, from: node1}\nseed: 42\nrequests: 60\n"
                   "interval_ms: 1000\ntiebreak: name\nrate_rule: 'off'\n"
                   "nodes:\n  node1: {level: 1}\n  node2:\n    level: 0\n    changes:\n      - {at: 5s, level: 2}\n");
    snprintf(cmd, sizeof cmd, "SIMULATE tp1 --scenario %s", path);
    cf_command(&f, cmd);
    ck_assert_msg(strcmp(cf_top(&f), "SIM200") == 0, "%s: %s", cf_top(&f), cf_long(&f));
    ck_assert_str_eq(cf_row(&f, 16), " _   node2             2    2 ONLINE Y     Y         30  50.0% ########");
    ck_assert_str_eq(cf_row(&f, 17), " _   node3             0    0 ONLINE Y     N         30  50.0% ########");
    cf_command(&f, "SCENARIO");
    ck_assert_str_eq(cf_top(&f), "SIM210");
    ck_assert_str_eq(cf_row(&f, 9), " _   node2        0");
    cf_fkey(&f, 11);
    ck_assert_str_eq(cf_row(&f, 9), " _   node2        5s level 2");
    free(path);
    cf_close(&f);
}
END_TEST

START_TEST(option6_offers_opentp1)
{
    struct cfx f;
    open_demo_nodes(&f);
    cf_keys(&f, "6\r");
    ck_assert_str_eq(cf_top(&f), "SIM050");
    int row = 1;   /* the screen row of OpenTP1's line; the list's first is row 8 */
    while (row < 24 && strncmp(cf_row(&f, row), " _   Hitachi", 12) != 0)
        row++;
    ck_assert_int_lt(row, 24);
    cf_line_command(&f, row - 8, "s");
    ck_assert_str_eq(cf_top(&f), "SIM100");
    cf_golden(&f, "tp1-sim-inputs");
    cf_fkey(&f, 4);   /* the cursor on Group: the service groups of the nodes */
    cf_golden(&f, "tp1-sim-prompt-group");
    cf_close(&f);
}
END_TEST

Suite *suite_ui_tp1(void)
{
    Suite *s = suite_create("ui_tp1");
    TCase *tc = tcase_create("demo");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, nodes_files_and_the_schedule_service);
    tcase_add_test(tc, a_finding_opens_its_operand);
    tcase_add_test(tc, simulate_the_scheduler);
    tcase_add_test(tc, simulate_a_scenario_file);
    tcase_add_test(tc, option6_offers_opentp1);
    suite_add_tcase(s, tc);
    return s;
}
