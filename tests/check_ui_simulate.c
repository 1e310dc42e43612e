/* tests/check_ui_simulate.c — the Simulate panels (option 6) on real stores. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tests/cfx.h"
#include "tests/tutil.h"
#include "tests/vscreen.h"
#include "ui/work/sim_msg.h"

static void dump(struct cfx *w)
{
    char *s = vs_snapshot(w->v);
    fprintf(stderr, "%s\n", s);
    free(s);
}

START_TEST(explore)
{
    struct cfx w;
    cf_open_demo(&w);
    cf_keys(&w, "9\r");
    cf_command(&w, "SIMULATE mq --queue APP.REQ --from QMC --messages 400 --bind notfixed");
    dump(&w);
    cf_command(&w, "TRACE 1");
    dump(&w);
    cf_fkey(&w, 3);
    cf_fkey(&w, 3);
    dump(&w);
    cf_close(&w);
}
END_TEST

Suite *suite_ui_simulate(void)
{
    Suite *s = suite_create("ui_simulate");
    TCase *tc = tcase_create("simulate");
    tcase_add_test(tc, explore);
    suite_add_tcase(s, tc);
    return s;
}
