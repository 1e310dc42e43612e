/* tests/check_ui_wlm_defs.c — the rest of the Definition Menu of a service definition: the
 * service coefficients and options (option 8) of the demo, their ranges refused on Enter and
 * their save in one journal batch; golden screens at 80x24 and 160x48. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tests/cfx.h"
#include "tests/tutil.h"

static void open_demo(struct cfx *f)
{
    static const char *const files[] = {"import/demo/AZDEF.xml"};
    cf_open(f, files, 1);
}

static long cf_count(struct cfx *f, const char *sql)
{
    char *out = cf_sql(f, sql);
    long n = atol(out);
    free(out);
    return n;
}

/* Tab n times from the command line. */
static void tabs(struct cfx *f, int n)
{
    vs_key(f->v, "khome");
    for (int i = 0; i < n; i++)
        vs_type(f->v, "\t");
    cf_keys(f, "");
}

/* =1.8 on the demo: AZDEF's coefficients and options; an MSO of 100 is refused naming its range,
 * nothing saved; IOC 0.5 and YES typed in lower case saved in one batch. */
START_TEST(coefficients)
{
    struct cfx f;
    open_demo(&f);
    cf_command(&f, "=1.8");
    ck_assert_str_eq(cf_top(&f), "WLM830");
    cf_golden(&f, "wlm-coeff");
    ck_assert_str_eq(cf_row(&f, 8), " MSO  . . . . . . . . . . . . . . . . . . . . . _______  (0.0000-99.9999)");
    vs_key(f.v, "khome");
    cf_assert_panel_help(&f, "WLM830", " The service coefficients and service definition options of the");
    tabs(&f, 2);
    cf_keys(&f, "0.5\t100\t\tyes\r");
    ck_assert_str_eq(cf_top(&f), "WLM830");
    ck_assert_str_eq(cf_long(&f), "MSO: must be a decimal from 0.0000 to 99.9999 with up to four decimal places");
    cf_fkey(&f, 3);
    ck_assert_str_eq(cf_top(&f), "WLM830");   /* refused: nothing saved */
    ck_assert_int_eq(cf_count(&f, "SELECT count(*) FROM journal_batch;"), 1);
    tabs(&f, 3);
    cf_keys(&f, "0.0001\r");
    cf_fkey(&f, 3);
    ck_assert_str_eq(cf_top(&f), "WLM200");
    char *out = cf_sql(&f, "SELECT ioc, mso, iopriomgmt, dynalias FROM wlm_definition JOIN object USING(id);");
    ck_assert_str_eq(out, "0.5|0.0001|Yes|\n");
    free(out);
    ck_assert_int_eq(cf_count(&f, "SELECT count(*) FROM journal_batch;"), 2);
    vs_resize(f.v, 48, 160);
    cf_command(&f, "=1.8");
    cf_golden(&f, "wlm-coeff-160x48");
    cf_close(&f);
}
END_TEST

Suite *suite_ui_wlm_defs(void)
{
    Suite *s = suite_create("ui_wlm_defs");
    TCase *tc = tcase_create("defs");
    tcase_add_test(tc, coefficients);
    suite_add_tcase(s, tc);
    return s;
}
