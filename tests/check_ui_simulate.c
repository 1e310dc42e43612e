/* tests/check_ui_simulate.c — the Simulate panels (option 6) on real stores: SIMULATE from any
 * panel shows SIM200 with the seed 001 split (QMA 300 75.0%, QMB 100 25.0%) and TRACE 1 the steps
 * of message 1, as `--trace 1` prints them; RETRIEVE brings the command back; =6 with F4 on the
 * queue and the queue manager; T on a row; F5 after a change of a channel's weight shows before
 * and after (300/100 → 200/200); the scenario's destination states; the screen at 160x48 and
 * without colour; the shared dumps' CQ1 from QM4 (10/10/10). */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tests/cfx.h"
#include "tests/tutil.h"
#include "tests/vscreen.h"
#include "ui/work/sim_msg.h"

static const char seed001[] = "SIMULATE mq --queue APP.REQ --from QMC --messages 400 --bind notfixed";

/* The screen row (1-based as cf_row counts) that starts with " _   NAME" (a list row), or -1. */
static int row_of(struct cfx *w, const char *name)
{
    char want[64];
    snprintf(want, sizeof want, " _   %s ", name);
    for (int r = 1; r <= 24; r++)
        if (strncmp(cf_row(w, r), want, strlen(want)) == 0)
            return r;
    return -1;
}

/* Imports script text for queue manager qmgr, as wlmcon import --qmgr QMGR would. */
static void script(struct cfx *w, const char *qmgr, const char *text)
{
    char *path = tu_path(w->dir, "change.mqsc");
    tu_write(path, text);
    cf_import(w, "change.mqsc", qmgr);
    free(path);
}

/* QMB's channel to CLWLWGHT weight. */
static void weight_qmb(struct cfx *w, const char *weight)
{
    char text[200];
    snprintf(text, sizeof text, "ALTER CHANNEL('DEMO.QMB') CHLTYPE(CLUSRCVR) CLWLWGHT(%s)\n", weight);
    script(w, "QMB", text);
}

START_TEST(simulate_from_any_panel_and_trace)
{
    struct cfx w;
    cf_open_demo(&w);
    cf_keys(&w, "9\r");
    ck_assert_str_eq(cf_top(&w), "HIS100");
    cf_command(&w, seed001);
    ck_assert_str_eq(cf_top(&w), "SIM200");
    cf_golden(&w, "sim-result");
    ck_assert_str_eq(cf_row(&w, row_of(&w, "QMA")),
                     " _   QMA         DEMO.QMA     60    0    0 INACTIVE      300  75.0% ########");
    ck_assert_str_eq(cf_row(&w, row_of(&w, "QMB")),
                     " _   QMB         DEMO.QMB     20    0    0 INACTIVE      100  25.0% ###");
    cf_assert_panel_help(&w, "SIM200", " Where the scenario's work went: one row per destination");
    cf_command(&w, "TRACE 1");
    ck_assert_str_eq(cf_top(&w), "SIM300");
    cf_golden(&w, "sim-trace");
    cf_fkey(&w, 3);
    ck_assert_str_eq(cf_top(&w), "SIM200");
    cf_command(&w, "TRACE 401");
    ck_assert_int_eq(console_message(w.c)->id, MSG_SIM_REFUSED);
    ck_assert_str_eq(cf_long(&w), "TRACE takes a message number from 1 to 400, not '401'.");
    /* RETRIEVE: the commands typed, newest first */
    cf_command(&w, "RETRIEVE");
    cf_command(&w, "RETRIEVE");
    cf_command(&w, "RETRIEVE");
    ck_assert_str_eq(cf_row(&w, 3),
                     " Command ===> SIMULATE mq --queue APP.REQ --from QMC --message Scroll ===> PAGE");
    vs_key(w.v, "khome");
    cf_keys(&w, "\r");   /* the command retrieved runs again: the same result on top */
    ck_assert_str_eq(cf_top(&w), "SIM200");
    ck_assert_str_eq(cf_row(&w, row_of(&w, "QMB")),
                     " _   QMB         DEMO.QMB     20    0    0 INACTIVE      100  25.0% ###");
    /* F3 goes back to the inputs, filled from the command, and then to History */
    cf_fkey(&w, 3);
    ck_assert_str_eq(cf_top(&w), "SIM100");
    ck_assert_str_eq(cf_row(&w, 6), " Queue  . . . . . APP.REQ______________________________________________________");
    ck_assert_str_eq(cf_row(&w, 9), " Bind . . . . . . notfixed     open, notfixed, group or mqput1");
    cf_command(&w, "=9");
    ck_assert_str_eq(cf_top(&w), "HIS100");
    /* refusals: an unknown system, an option the engine does not have, a queue the policy lacks */
    cf_command(&w, "SIMULATE tp9 --x 1");
    ck_assert_int_eq(console_message(w.c)->id, MSG_SIM_NO_ENGINE);
    ck_assert_str_eq(cf_long(&w), "SIMULATE tp9: no such system.");
    cf_command(&w, "SIMULATE mq --queue APP.REQ --from QMC --speed 3");
    ck_assert_str_eq(cf_long(&w), "SIMULATE mq has no option --speed");
    cf_command(&w, "SIMULATE mq --queue NO.SUCH --from QMC");
    ck_assert_int_eq(console_message(w.c)->id, MSG_SIM_REFUSED);
    ck_assert_str_eq(cf_long(&w), "queue NO.SUCH: QMC has no such queue and no cluster has a queue NO.SUCH");
    ck_assert_str_eq(cf_top(&w), "SIM100");
    cf_close(&w);
}
END_TEST

START_TEST(option6_prompts_and_line_command)
{
    struct cfx w;
    cf_open_demo(&w);
    cf_keys(&w, "6\r");   /* more than one system simulates: the choice of a system */
    ck_assert_str_eq(cf_top(&w), "SIM050");
    cf_golden(&w, "sim-systems");
    cf_line_command(&w, 0, "s");
    ck_assert_str_eq(cf_top(&w), "SIM100");
    vs_key(w.v, "khome");   /* the help of the panel, away from a field */
    cf_assert_panel_help(&w, "SIM100", " Where the work would go: the system's simulation engine");
    vs_key(w.v, "khome");
    cf_keys(&w, "\t");     /* back on Queue */
    cf_fkey(&w, 4);   /* the cursor is on Queue: the cluster queues */
    cf_golden(&w, "sim-prompt-queue");
    cf_keys(&w, "s\r");
    cf_keys(&w, "\t");
    cf_fkey(&w, 4);   /* From: the queue managers of APP.REQ's cluster */
    cf_golden(&w, "sim-prompt-from");
    cf_keys(&w, "\t\ts\r");
    ck_assert_str_eq(cf_row(&w, 7), " From . . . . . . QMC_____________________________________________");
    cf_keys(&w, "\t\v400\t\vnotfixed\r");
    ck_assert_str_eq(cf_top(&w), "SIM200");
    ck_assert_str_eq(cf_row(&w, row_of(&w, "QMA")),
                     " _   QMA         DEMO.QMA     60    0    0 INACTIVE      300  75.0% ########");
    /* T on QMB's row asks for the message; 4 went to QMB */
    cf_line_command(&w, 1, "t");
    ck_assert_str_eq(cf_top(&w), "SIM230");
    cf_keys(&w, "\v4\r");
    ck_assert_str_eq(cf_top(&w), "SIM300");
    ck_assert_str_eq(cf_row(&w, 2), " SIM300                        Trace of Message 4            Line 1 to 16 of 36");
    /* away and back: =6 shows the last simulation again */
    cf_command(&w, "=9");
    ck_assert_str_eq(cf_top(&w), "HIS100");
    cf_command(&w, "=6");
    ck_assert_str_eq(cf_top(&w), "SIM200");
    ck_assert_str_eq(cf_row(&w, row_of(&w, "QMB")),
                     " _   QMB         DEMO.QMB     20    0    0 INACTIVE      100  25.0% ###");
    cf_close(&w);
}
END_TEST

/* F5 after QMB's weight went from 20 to 60: 200/200, the before column 300/100; Enter alone then
 * shows the new run without the comparison. */
START_TEST(before_and_after)
{
    struct cfx w;
    cf_open_demo(&w);
    cf_command(&w, seed001);
    weight_qmb(&w, "60");
    cf_fkey(&w, 5);
    ck_assert_int_eq(console_message(w.c)->id, MSG_SIM_COMPARED);
    cf_golden(&w, "sim-compare");
    ck_assert_str_eq(cf_row(&w, row_of(&w, "QMA")),
                     " _   QMA         DEMO.QMA      300  75.0%      200  50.0% ##########");
    ck_assert_str_eq(cf_row(&w, row_of(&w, "QMB")),
                     " _   QMB         DEMO.QMB      100  25.0%      200  50.0% ##########");
    cf_keys(&w, "\r");
    ck_assert_int_eq(console_message(w.c)->id, MSG_SIMULATED);
    ck_assert_str_eq(cf_row(&w, row_of(&w, "QMB")),
                     " _   QMB         DEMO.QMB     60    0    0 INACTIVE      200  50.0% #####");
    cf_close(&w);
}
END_TEST

/* The scenario's states: QMA suspended in the scenario, Enter runs: before 300/100, after 0/400. */
START_TEST(scenario_states)
{
    struct cfx w;
    cf_open_demo(&w);
    cf_command(&w, seed001);
    cf_command(&w, "SCENARIO");
    ck_assert_str_eq(cf_top(&w), "SIM210");
    cf_line_command(&w, 0, "e");
    ck_assert_str_eq(cf_top(&w), "SIM220");
    cf_keys(&w, "\tyes");
    cf_fkey(&w, 3);
    ck_assert_str_eq(cf_top(&w), "SIM210");
    cf_golden(&w, "sim-scenario");
    cf_keys(&w, "\r");
    ck_assert_str_eq(cf_top(&w), "SIM200");
    ck_assert_int_eq(console_message(w.c)->id, MSG_SIM_SCENARIO);
    ck_assert_str_eq(cf_row(&w, row_of(&w, "QMA")),
                     " _   QMA         DEMO.QMA      300  75.0%        0   0.0%");
    ck_assert_str_eq(cf_row(&w, row_of(&w, "QMB")),
                     " _   QMB         DEMO.QMB      100  25.0%      400 100.0% ####################");
    cf_close(&w);
}
END_TEST

/* What could not be delivered: both instances put-inhibited, 2268 for all 400. */
START_TEST(undelivered_reason)
{
    struct cfx w;
    cf_open_demo(&w);
    script(&w, "QMA", "ALTER QLOCAL('APP.REQ') PUT(DISABLED)\n");
    script(&w, "QMB", "ALTER QLOCAL('APP.REQ') PUT(DISABLED)\n");
    cf_command(&w, seed001);
    ck_assert_str_eq(cf_top(&w), "SIM200");
    ck_assert_str_eq(cf_row(&w, 5), " Messages  . . . : 400 put, seed 0; 0 delivered");
    ck_assert_str_eq(cf_row(&w, 6), " Not delivered . : 400 (100.0%), reason 2268 MQRC_CLUSTER_PUT_INHIBITED");
    ck_assert_str_eq(cf_row(&w, row_of(&w, "QMA")),
                     " _   QMA         DEMO.QMA     60    0    0 INACTIVE        0   0.0%");
    cf_close(&w);
}
END_TEST

/* At 160x48 the bar takes the room; without colour the bar is '#' and the local instance is
 * marked in words. */
START_TEST(wide_and_without_colour)
{
    struct cfx w;
    cf_open_demo(&w);
    vs_resize(w.v, 48, 160);
    cf_command(&w, seed001);
    cf_golden(&w, "sim-result-160");
    cf_command(&w, "TRACE 1");
    cf_golden(&w, "sim-trace-160");
    cf_fkey(&w, 3);
    weight_qmb(&w, "60");
    cf_fkey(&w, 5);
    cf_golden(&w, "sim-compare-160");
    vs_close(w.v);
    w.v = vs_open_mono(24, 80);
    cf_command(&w, "SIMULATE mq --queue APP.REQ --from QMA --messages 10 --bind notfixed");
    cf_golden(&w, "sim-result-nocolor");
    int pair;
    int r = row_of(&w, "QMA (local)");
    ck_assert_int_ge(r, 0);
    vs_attrs(w.v, r, 70, &pair);   /* the bar: no colour pair */
    ck_assert_int_eq(pair, 0);
    cf_close(&w);
}
END_TEST

/* The shared dumps: CQ1 from QM4 over three instances, 10 each. */
START_TEST(dumps_cq1)
{
    struct cfx w;
    cf_open_dumps(&w);
    cf_command(&w, "SIMULATE mq --queue CQ1 --from QM4 --messages 30 --bind notfixed");
    ck_assert_str_eq(cf_top(&w), "SIM200");
    ck_assert_str_eq(cf_row(&w, row_of(&w, "QM5")),
                     " _   QM5         C_QM5       50    0    0 INACTIVE       10  33.3% ####");
    cf_golden(&w, "sim-dumps-cq1");
    cf_close(&w);
}
END_TEST

Suite *suite_ui_simulate(void)
{
    Suite *s = suite_create("ui_simulate");
    TCase *tc = tcase_create("simulate");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, simulate_from_any_panel_and_trace);
    tcase_add_test(tc, option6_prompts_and_line_command);
    tcase_add_test(tc, before_and_after);
    tcase_add_test(tc, scenario_states);
    tcase_add_test(tc, undelivered_reason);
    tcase_add_test(tc, wide_and_without_colour);
    suite_add_tcase(s, tc);
    TCase *dumps = tcase_create("dumps");
    tcase_set_timeout(dumps, 60);
    tcase_add_test(dumps, dumps_cq1);
    tu_add_sample_case(s, dumps, "CQ1 from QM4 on the Simulate panel");
    return s;
}
