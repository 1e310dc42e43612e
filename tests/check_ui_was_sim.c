/* tests/check_ui_was_sim.c — the Simulate panels with WebSphere's engine on the demo: the list of
 * the systems that simulate, SIMULATE was from any panel (the servant bars and the run's facts),
 * the cross-layer trace of request 1, F4 on the server, and F5 after azsr01a lost a servant (the
 * before and after of each servant). */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tests/cfx.h"
#include "tests/tutil.h"
#include "tests/vscreen.h"
#include "ui/work/sim_msg.h"

static const char hot[] = "SIMULATE was --was-server AZCELL/AZNODEA/azsr01a --uri /shop/x --sessions 30 "
                          "--interval 10 --even off";

/* The demo's AZDEF and AZCELL, then the two documents imported by the command line. */
static void open_was(struct cfx *w)
{
    static const char *const files[] = {"import/demo/AZCELL.yaml", "import/demo/AZDEF.xml"};
    cf_open(w, files, 2);
    const char *argv[] = {"--store", w->path, "import", "--was-server", "AZCELL/AZNODEA/azsr01a",
                          "import/demo/azsr01a.xml", "--was-server", "AZCELL/AZNODEA/azsr02a",
                          "import/demo/azsr02a.xml", NULL};
    ck_assert_int_eq(tu_wlmcon(argv, NULL, NULL, NULL, NULL), 0);
}

START_TEST(servants_trace_and_prompt)
{
    struct cfx w;
    open_was(&w);
    cf_keys(&w, "9\r");
    cf_command(&w, hot);
    ck_assert_msg(!strcmp(cf_top(&w), "SIM200"), "%s: %s", cf_top(&w), cf_long(&w));
    cf_golden(&w, "was-sim-result");
    cf_command(&w, "SCENARIO");   /* no state of a servant to give */
    ck_assert_str_eq(cf_top(&w), "SIM200");
    ck_assert_str_eq(cf_long(&w), "The WebSphere for z/OS engine takes no state of a servant: its inputs are all on "
                                  "the Simulate panel.");
    cf_command(&w, "TRACE 1");
    ck_assert_str_eq(cf_top(&w), "SIM300");
    ck_assert_str_eq(cf_row(&w, 2), " SIM300                        Trace of Request 1            Line 1 to 16 of 34");
    cf_golden(&w, "was-sim-trace");
    cf_fkey(&w, 3);
    cf_fkey(&w, 3);
    ck_assert_str_eq(cf_top(&w), "SIM100");
    cf_golden(&w, "was-sim-entry");
    vs_key(w.v, "khome");
    cf_keys(&w, "\t");   /* on the server */
    cf_fkey(&w, 4);
    cf_golden(&w, "was-sim-prompt-server");
    cf_close(&w);
}
END_TEST

START_TEST(before_and_after)
{
    struct cfx w;
    open_was(&w);
    cf_command(&w, hot);
    cf_command(&w, "SIMULATE was --was-server AZCELL/AZNODEA/azsr01a --uri /shop/x --sessions 30");
    ck_assert_str_eq(cf_top(&w), "SIM200");
    char *path = tu_path(w.dir, "two.yaml");
    tu_write(path, "---\nformat: wlmcon-policy\nversion: 1\nwebsphere_cells:\n- name: AZCELL\n  objects:\n"
                   "  - kind: NODE\n    name: AZNODEA\n    objects:\n    - kind: SERVER\n      name: azsr01a\n"
                   "      attributes: {collection: AZSR01, multiple_instances: 'true', min_servants: '2',\n"
                   "                   max_servants: '2', even_distribution: 'true'}\n");
    const char *argv[] = {"--store", w.path, "import", path, NULL};
    ck_assert_int_eq(tu_wlmcon(argv, NULL, NULL, NULL, NULL), 0);
    free(path);
    cf_command(&w, "=6");
    ck_assert_str_eq(cf_top(&w), "SIM200");
    cf_fkey(&w, 5);
    cf_golden(&w, "was-sim-compare");
    cf_close(&w);
}
END_TEST

Suite *suite_ui_was_sim(void)
{
    Suite *s = suite_create("ui_was_sim");
    TCase *tc = tcase_create("was_sim");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, servants_trace_and_prompt);
    tcase_add_test(tc, before_and_after);
    suite_add_tcase(s, tc);
    return s;
}
