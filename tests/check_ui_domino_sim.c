/* tests/check_ui_domino_sim.c — the Simulate panels on Domino: the demo's cluster lyon (Rhone 70,
 * Saone 70, Loire 100) in a store; option 6 offers HCL Domino and its inputs (the database and the
 * server tried first, F4 listing the databases); SIMULATE domino shows each server with its state,
 * index, threshold, users and replica and a bar per server; the scenario's server states edited
 * to the demo's Monday-morning peak (domino-busy.scenario.yaml) give before and after; the trace of
 * one open names each server's state and why it was passed over. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tests/cfx.h"
#include "tests/tutil.h"
#include "ui/engine/entry.h"
#include "ui/work/sim_msg.h"

static void open_lyon(struct cfx *w)
{
    cf_open(w, NULL, 0);
    const char *args[] = {"--store", w->path, "import", "--cluster", "lyon", "import/demo/rhone.ini", "--cluster", "lyon",
                          "import/demo/saone.ini", "--cluster", "lyon", "import/demo/loire.ini",
                          "import/demo/replicas.csv", NULL};
    ck_assert_int_eq(tu_wlmcon(args, NULL, NULL, NULL, NULL), 0);
}

/* The row of the list shown that starts with " _   NAME ", or -1. */
static int row_of(struct cfx *w, const char *name)
{
    char want[64];
    size_t n = (size_t)snprintf(want, sizeof want, " _   %s", name);
    for (int r = 1; r <= 24; r++)
        if (strncmp(cf_row(w, r), want, n) == 0 && (cf_row(w, r)[n] == ' ' || !cf_row(w, r)[n]))
            return r;
    return -1;
}

START_TEST(option6_offers_domino)
{
    struct cfx w;
    open_lyon(&w);
    cf_keys(&w, "6\r");
    ck_assert_str_eq(cf_top(&w), "SIM050");
    cf_line_command(&w, 1, "s");
    ck_assert_str_eq(cf_top(&w), "SIM100");
    cf_golden(&w, "sim-domino-inputs");
    cf_fkey(&w, 4);   /* the cursor is on Database: the replicas' paths */
    cf_golden(&w, "sim-domino-prompt-database");
    cf_close(&w);
}
END_TEST

START_TEST(result_scenario_and_trace)
{
    struct cfx w;
    open_lyon(&w);
    cf_command(&w, "SIMULATE domino --database apps/sales.nsf --server rhone --opens 400 --cluster-cache "
                   "Rhone,Saone,Loire");
    ck_assert_str_eq(cf_top(&w), "SIM200");
    cf_golden(&w, "sim-domino-result");
    /* the demo's peak: Rhone 55 with 120 users, Saone 85 with 250, Loire 95 with 10 */
    cf_command(&w, "SCENARIO");
    ck_assert_str_eq(cf_top(&w), "SIM210");
    cf_golden(&w, "sim-domino-servers");
    const char *const peak[][3] = {{"Rhone", "55", "120"}, {"Saone", "85", "250"}, {"Loire", "95", "10"}};
    for (int i = 0; i < 3; i++) {
        int r = row_of(&w, peak[i][0]);
        ck_assert_int_gt(r, 0);
        cf_line_command(&w, r - row_of(&w, "Loire"), "e");   /* Loire is the first row */
        ck_assert_msg(strcmp(cf_top(&w), "SIM220") == 0, "%s: %s", cf_top(&w), cf_long(&w));
        char keys[40];
        snprintf(keys, sizeof keys, "%s\t\t\t%s", peak[i][1], peak[i][2]);
        cf_keys(&w, keys);
        cf_fkey(&w, 3);
        ck_assert_str_eq(cf_top(&w), "SIM210");
    }
    cf_golden(&w, "sim-domino-scenario");
    cf_keys(&w, "\r");
    ck_assert_str_eq(cf_top(&w), "SIM200");
    cf_golden(&w, "sim-domino-compare");
    cf_command(&w, "TRACE 200");
    ck_assert_str_eq(cf_top(&w), "SIM300");
    cf_golden(&w, "sim-domino-trace");
    cf_close(&w);
}
END_TEST

/* SIMULATE with --scenario: the demo's Monday-morning peak read from its file, the rows `wlmcon
 * simulate domino … --scenario import/demo/domino-busy.scenario.yaml` prints (Rhone 250, Saone
 * 150), the servers' states the file gives on SIM210, and the inputs it gave on SIM100. */
START_TEST(scenario_file)
{
    struct cfx w;
    open_lyon(&w);
    cf_command(&w, "SIMULATE domino --database apps/sales.nsf --server rhone --opens 400 --scenario "
                   "import/demo/domino-busy.scenario.yaml");
    ck_assert_msg(strcmp(cf_top(&w), "SIM200") == 0, "%s: %s", cf_top(&w), cf_long(&w));
    ck_assert_str_eq(cf_row(&w, row_of(&w, "Rhone")),
                     " _   Rhone       BUSY                55  70 370/400 usable       250  62.5%");
    ck_assert_str_eq(cf_row(&w, row_of(&w, "Saone")),
                     " _   Saone       AVAILABLE>MAXUSERS  85  70 400/400 usable       150  37.5%");
    ck_assert_str_eq(cf_row(&w, row_of(&w, "Loire")),
                     " _   Loire       BUSY                95 100  10/400 usable         0   0.0%");
    ck_assert_str_eq(cf_row(&w, 7), " Cluster . . . . : lyon; cache Rhone, Saone, Loire");
    cf_command(&w, "SCENARIO");
    ck_assert_str_eq(cf_top(&w), "SIM210");
    ck_assert_str_eq(cf_row(&w, row_of(&w, "Rhone")), " _   Rhone        55                                      120");
    ck_assert_str_eq(cf_row(&w, row_of(&w, "Saone")), " _   Saone        85                                      250");
    cf_fkey(&w, 3);
    cf_fkey(&w, 3);
    ck_assert_str_eq(cf_top(&w), "SIM100");
    char cache[64];
    form_value(entry_field(console_top(w.c), "cluster_cache"), cache, sizeof cache);
    ck_assert_str_eq(cache, "Rhone,Saone,Loire");
    cf_close(&w);
}
END_TEST

/* A fault of the file is the message, FILE:LINE:COL, and the simulation shown stays as it was. */
START_TEST(scenario_file_fault)
{
    struct cfx w;
    open_lyon(&w);
    cf_command(&w, "SIMULATE domino --database apps/sales.nsf --server rhone --opens 400");
    ck_assert_str_eq(cf_top(&w), "SIM200");
    char *path = tu_path(w.dir, "bad.yaml"), cmd[600], want[700];
    tu_write(path, "version: 1\nsystem: domino\nopens: many\nservers:\n  Rhone: {availability_index: 55}\n");
    snprintf(cmd, sizeof cmd, "SIMULATE domino --scenario %s", path);
    cf_command(&w, cmd);
    ck_assert_str_eq(cf_top(&w), "SIM200");
    ck_assert_int_eq(console_message(w.c)->id, MSG_SIM_REFUSED);
    snprintf(want, sizeof want, "%s:3:8: opens must be a whole number, not 'many'", path);
    ck_assert_str_eq(cf_long(&w), want);
    /* nothing changed: the run shown, the scenario's states (none) */
    ck_assert_str_eq(cf_row(&w, row_of(&w, "Rhone")),
                     " _   Rhone       AVAILABLE>MAXUSERS 100  70 400/400 usable       400 100.0%");
    cf_command(&w, "SCENARIO");
    ck_assert_str_eq(cf_top(&w), "SIM210");
    ck_assert_str_eq(cf_row(&w, row_of(&w, "Rhone")), " _   Rhone");
    /* a file that is not there */
    cf_command(&w, "SIMULATE domino --scenario no-such.yaml");
    ck_assert_str_eq(cf_long(&w), "no-such.yaml: No such file or directory");
    free(path);
    cf_close(&w);
}
END_TEST

Suite *suite_ui_domino_sim(void)
{
    Suite *s = suite_create("ui_domino_sim");
    TCase *tc = tcase_create("simulate");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, option6_offers_domino);
    tcase_add_test(tc, result_scenario_and_trace);
    tcase_add_test(tc, scenario_file);
    tcase_add_test(tc, scenario_file_fault);
    suite_add_tcase(s, tc);
    return s;
}
