/* tests/check_ui_wlm_rules.c — the classification rules of the WLM panels on the demo store: the
 * Subsystem Type Selection List (WLM610, =1.6) and Modify Rules for the Subsystem Type (WLM620)
 * as seed 000's Figure 3 shows CB's level-1 rules; m on AZSR01 with a on AZSR03 moving it after
 * AZSR03 in one journal batch, the classification still giving AZAMS1. */
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


/* Types code on row line n of WLM620 (0: the top line) without Enter: the scroll amount and the
 * four fields come first. */
static void type_at(struct cfx *f, int n, const char *code)
{
    vs_key(f->v, "khome");
    for (int i = 0; i < n + 6; i++)
        vs_type(f->v, "\t");
    cf_keys(f, code);
}

static char *cn_order(struct cfx *f)
{
    return cf_sql(f, "SELECT group_concat(qualvalue, ' ') FROM (SELECT r.qualvalue FROM wlm_rule r JOIN object o "
                     "USING(id) JOIN object p ON o.parent_id = p.id WHERE p.kind = 'CLASSIFICATION' "
                     "ORDER BY o.position);");
}

/* =1.6 lists CB with its defaults; 3 on it shows Figure 3's level-1 rows and the DEFAULTS; m on
 * AZSR01 with a on AZSR03, Enter and F3 store AZSR02 AZSR03 AZSR01 in one new journal batch. */
START_TEST(rules_figure_3)
{
    struct cfx f;
    open_demo(&f);
    cf_command(&f, "=1.6");
    ck_assert_str_eq(cf_top(&f), "WLM610");
    ck_assert_str_eq(cf_row(&f, 7), " Act Type   Description                      Service   Report");
    ck_assert_str_eq(cf_row(&f, 8), " _   CB     Component Broker requests        AZAMS1    RBBDEFLT");
    cf_golden(&f, "wlm-subsystems");
    cf_line_command(&f, 0, "3");
    ck_assert_str_eq(cf_top(&f), "WLM620");
    ck_assert_str_eq(cf_row(&f, 2), " WLM620           Modify Rules for the Subsystem Type           Row 1 to 4 of 4");
    ck_assert_str_eq(cf_row(&f, 5), " Subsystem Type  . . . . . : CB");
    ck_assert_str_eq(cf_row(&f, 8), " Default service class . . . AZAMS1__  (name or ?)");
    ck_assert_str_eq(cf_row(&f, 9), " Default report class  . . . RBBDEFLT  (name or ?)");
    ck_assert_str_eq(cf_row(&f, 12), " B=Before    D=Delete row  R=Repeat   IS=Insert Sub-rule");
    ck_assert_str_eq(cf_row(&f, 17), "  ____    1 CN         AZSR01   ___                  AZAMS1      RAZAMS1");
    ck_assert_str_eq(cf_row(&f, 18), "  ____    1 CN         AZSR02   ___                  AZAMS2      RAZAMS2");
    ck_assert_str_eq(cf_row(&f, 19), "  ____    2   TC       TCRPT    ___                  AZAMS3      RAZAMS3");
    ck_assert_str_eq(cf_row(&f, 20), "  ____    1 CN         AZSR03   ___                  AZAMS3      RAZAMS3");
    cf_golden(&f, "wlm-rules");
    type_at(&f, 1, "m");
    type_at(&f, 4, "a");
    cf_keys(&f, "\r");
    ck_assert_str_eq(cf_row(&f, 17), "  ____    1 CN         AZSR02   ___                  AZAMS2      RAZAMS2");
    ck_assert_str_eq(cf_row(&f, 18), "  ____    2   TC       TCRPT    ___                  AZAMS3      RAZAMS3");
    ck_assert_str_eq(cf_row(&f, 20), "  ____    1 CN         AZSR01   ___                  AZAMS1      RAZAMS1");
    ck_assert_str_eq(cf_long(&f), "2 line commands applied; F3 on Classification rules of a subsystem type CB saves "
                                  "them, F12 discards them.");
    char *out = cn_order(&f);
    ck_assert_str_eq(out, "AZSR01 AZSR02 AZSR03\n");
    free(out);
    cf_fkey(&f, 3);
    out = cn_order(&f);
    ck_assert_str_eq(out, "AZSR02 AZSR03 AZSR01\n");
    free(out);
    out = cf_sql(&f, "SELECT count(*) FROM journal_batch;");
    ck_assert_str_eq(out, "2\n");
    free(out);
    /* the order changed, not the meaning: AZSR01's work still gets AZAMS1 */
    const char *args[] = {"--store", f.path, "classify", "CB", "CN=AZSR01", NULL};
    ck_assert_int_eq(tu_wlmcon(args, NULL, NULL, &out, NULL), 0);
    ck_assert_str_eq(strtok(out, "\n"), "CB CN=AZSR01: service class AZAMS1, report class RAZAMS1");
    free(out);
    cf_close(&f);
}
END_TEST

/* IS on AZSR02 adds a level-2 rule under it, indented; the screens at 160x48. */
START_TEST(sub_rule_and_wide)
{
    struct cfx f;
    open_demo(&f);
    vs_resize(f.v, 48, 160);
    cf_command(&f, "=1.6");
    cf_golden(&f, "wlm-subsystems-160x48");
    cf_line_command(&f, 0, "3");
    cf_golden(&f, "wlm-rules-160x48");
    type_at(&f, 2, "IS");
    cf_keys(&f, "\r");
    ck_assert_str_eq(cf_top(&f), "WLM625");
    cf_keys(&f, "TransactionClass\tTCBAT\r");
    cf_fkey(&f, 3);
    ck_assert_str_eq(cf_top(&f), "WLM620");
    ck_assert_str_eq(cf_row(&f, 19), "  ____    2   TC       TCBAT    ___");
    cf_fkey(&f, 3);
    char *out = cf_sql(&f, "SELECT r.qualtype || ' ' || r.qualvalue || ' ' || p.kind FROM wlm_rule r JOIN object o "
                           "USING(id) JOIN object p ON o.parent_id = p.id WHERE r.qualvalue = 'TCBAT';");
    ck_assert_str_eq(out, "TransactionClass TCBAT RULE\n");
    free(out);
    cf_close(&f);
}
END_TEST

Suite *suite_ui_wlm_rules(void)
{
    Suite *s = suite_create("ui_wlm_rules");
    TCase *tc = tcase_create("demo");
    tcase_set_timeout(tc, 30);
    tcase_add_test(tc, rules_figure_3);
    tcase_add_test(tc, sub_rule_and_wide);
    suite_add_tcase(s, tc);
    return s;
}
