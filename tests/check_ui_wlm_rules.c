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


/* Types code on row line n of WLM620 (0: the DEFAULTS line) without Enter: the scroll amount, the
 * two fields above the rules and the DEFAULTS line's two come first. */
static void type_at(struct cfx *f, int n, const char *code)
{
    vs_key(f->v, "khome");
    for (int i = 0; i < n + (n ? 6 : 4); i++)
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
    ck_assert_str_eq(cf_row(&f, 2), " WLM620           Modify Rules for the Subsystem Type           Row 1 to 3 of 3");
    ck_assert_str_eq(cf_row(&f, 5), " Subsystem Type  . . . . . : CB");
    ck_assert_str_eq(cf_row(&f, 10), "                 B=Before    D=Delete row  R=Repeat   IS=Insert Sub-rule");
    ck_assert_str_eq(cf_row(&f, 11), "                                                                      More ===>");
    ck_assert_str_eq(cf_row(&f, 14), "  ____                                     DEFAULTS: AZAMS1__    RBBDEFLT");
    ck_assert_str_eq(cf_row(&f, 15), "  ____    1 CN         AZSR01   ___                  AZAMS1      RAZAMS1");
    ck_assert_str_eq(cf_row(&f, 16), "  ____    1 CN         AZSR02   ___                  AZAMS2      RAZAMS2");
    ck_assert_str_eq(cf_row(&f, 17), "  ____    1 CN         AZSR03   ___                  AZAMS3      RAZAMS3");
    cf_golden(&f, "wlm-rules");
    /* F11: the columns behind More ===>, then the descriptions; F10 back */
    cf_fkey(&f, 11);
    ck_assert_str_eq(cf_row(&f, 11), "                                                                 <=== More ===>");
    ck_assert_str_eq(cf_row(&f, 12), "            -----Qualifier----- Storage   Manage Region   Reporting");
    ck_assert_str_eq(cf_row(&f, 13), " Action     Type       Name     Critical  Using Goals Of  Attribute");
    ck_assert_str_eq(cf_row(&f, 14), "  ____");
    ck_assert_str_eq(cf_row(&f, 15), "  ____    1 CN         AZSR01   NO        TRANSACTION     NONE");
    cf_golden(&f, "wlm-rules-right");
    vs_resize(f.v, 48, 160);
    cf_keys(&f, "");
    cf_golden(&f, "wlm-rules-right-160x48");
    vs_resize(f.v, 24, 80);
    cf_keys(&f, "");
    cf_fkey(&f, 11);
    ck_assert_str_eq(cf_row(&f, 11), "                                                                      <=== More");
    ck_assert_str_eq(cf_row(&f, 13), " Action     Type       Name     Description");
    ck_assert_str_eq(cf_row(&f, 15), "  ____    1 CN         AZSR01");
    cf_fkey(&f, 11);
    ck_assert_str_eq(cf_long(&f), "All the columns to the right are shown.");
    cf_fkey(&f, 10);
    cf_fkey(&f, 10);
    ck_assert_str_eq(cf_row(&f, 14), "  ____                                     DEFAULTS: AZAMS1__    RBBDEFLT");
    type_at(&f, 1, "m");
    type_at(&f, 3, "a");
    cf_keys(&f, "\r");
    ck_assert_str_eq(cf_row(&f, 15), "  ____    1 CN         AZSR02   ___                  AZAMS2      RAZAMS2");
    ck_assert_str_eq(cf_row(&f, 17), "  ____    1 CN         AZSR01   ___                  AZAMS1      RAZAMS1");
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
    /* the export writes the CN rules in that order */
    char *dir = tu_tmpdir();
    const char *exp[] = {"--store", f.path, "export", "--format", "wlmxml", "--out", dir, NULL};
    ck_assert_int_eq(tu_wlmcon(exp, NULL, NULL, NULL, NULL), 0);
    char *xml_path = tu_path(dir, "AZDEF.xml"), *xml = tu_read(xml_path, NULL);
    ck_assert_ptr_nonnull(xml);
    const char *a = strstr(xml, ">AZSR02<"), *b = strstr(xml, ">AZSR03<"), *c = strstr(xml, ">AZSR01<");
    ck_assert(a && b && c && a < b && b < c);
    free(xml);
    free(xml_path);
    tu_rmtree(dir);
    free(dir);
    /* the order changed, not the meaning: AZSR01's work still gets AZAMS1 */
    const char *args[] = {"--store", f.path, "classify", "CB", "CN=AZSR01", NULL};
    ck_assert_int_eq(tu_wlmcon(args, NULL, NULL, &out, NULL), 0);
    ck_assert_str_eq(strtok(out, "\n"), "CB CN=AZSR01: service class AZAMS1, report class RAZAMS1");
    free(out);
    /* History's U on that batch: the order as imported */
    cf_command(&f, "=9");
    cf_line_command(&f, 0, "u");
    cf_keys(&f, "\r");
    out = cn_order(&f);
    ck_assert_str_eq(out, "AZSR01 AZSR02 AZSR03\n");
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
    cf_keys(&f, "TransactionClass\tTCRPT\r");
    cf_fkey(&f, 3);
    ck_assert_str_eq(cf_top(&f), "WLM620");
    ck_assert_str_eq(cf_row(&f, 17), "  ____    2   TC       TCRPT    ___");
    cf_fkey(&f, 3);
    char *out = cf_sql(&f, "SELECT r.qualtype || ' ' || r.qualvalue || ' ' || p.kind FROM wlm_rule r JOIN object o "
                           "USING(id) JOIN object p ON o.parent_id = p.id WHERE r.qualvalue = 'TCRPT';");
    ck_assert_str_eq(out, "TransactionClass TCRPT RULE\n");
    free(out);
    cf_close(&f);
}
END_TEST

/* A rule moved below a broader one: I after AZSR03 adds CN AZSR*; m on AZSR01 with a on AZSR*
 * puts AZSR01 under it, marked ! at once (WLM038); s on the mark shows the finding (WLM627); F3
 * saves, `wlmcon validate` reports WLM038, and S on that finding in Validate opens WLM620 at the
 * rule. */
START_TEST(shadowed_marked)
{
    struct cfx f;
    open_demo(&f);
    cf_command(&f, "=1.6");
    cf_line_command(&f, 0, "3");
    type_at(&f, 3, "i");
    cf_keys(&f, "\r");
    ck_assert_str_eq(cf_top(&f), "WLM625");
    cf_keys(&f, "CollectionName\tAZSR*\t\tAZAMS3\r");
    cf_fkey(&f, 3);
    ck_assert_str_eq(cf_top(&f), "WLM620");
    ck_assert_str_eq(cf_row(&f, 18), "  ____    1 CN         AZSR*    ___                  AZAMS3");
    type_at(&f, 1, "m");
    type_at(&f, 4, "a");
    cf_keys(&f, "\r");
    ck_assert_str_eq(cf_row(&f, 15), "  ____    1 CN         AZSR02   ___                  AZAMS2      RAZAMS2");
    ck_assert_str_eq(cf_row(&f, 17), "  ____    1 CN         AZSR*    ___                  AZAMS3");
    ck_assert_str_eq(cf_row(&f, 18), "  ____ !  1 CN         AZSR01   ___                  AZAMS1      RAZAMS1");
    type_at(&f, 4, "s");
    cf_keys(&f, "\r");
    ck_assert_str_eq(cf_top(&f), "WLM627");
    cf_golden(&f, "wlm-rule-finding");
    vs_resize(f.v, 48, 160);
    cf_keys(&f, "");
    cf_golden(&f, "wlm-rule-finding-160x48");
    vs_resize(f.v, 24, 80);
    cf_keys(&f, "");
    cf_fkey(&f, 12);
    ck_assert_str_eq(cf_top(&f), "WLM620");
    cf_fkey(&f, 3);
    char *out = NULL;
    const char *args[] = {"--store", f.path, "validate", NULL};
    tu_wlmcon(args, NULL, NULL, &out, NULL);
    ck_assert_ptr_nonnull(strstr(out, "warning: CN AZSR01 is never reached: rule 3 at the same level, CN AZSR*, comes first and "
                                      "matches everything it matches [WLM038]"));
    free(out);
    cf_command(&f, "=5");
    cf_command(&f, "FIND WLM038");
    cf_line_command(&f, 0, "s");
    ck_assert_str_eq(cf_top(&f), "WLM620");
    ck_assert_str_eq(cf_row(&f, 18), "  ____ !  1 CN         AZSR01   ___                  AZAMS1      RAZAMS1");
    cf_golden(&f, "wlm-rules-shadowed");
    /* WLM038 set off, as Validate honours it: no mark */
    cf_fkey(&f, 12);
    const char *off[] = {"--store", f.path, "rules", "--set", "WLM038=off", NULL};
    ck_assert_int_eq(tu_wlmcon(off, NULL, NULL, NULL, NULL), 0);
    cf_command(&f, "=1.6");
    cf_line_command(&f, 0, "3");
    ck_assert_str_eq(cf_row(&f, 18), "  ____    1 CN         AZSR01   ___                  AZAMS1      RAZAMS1");
    cf_close(&f);
}
END_TEST

/* 1 on WLM610 creates the rules of another subsystem type: F4 on the type lists IBM's; I on the
 * DEFAULTS line adds the first rule, F4 on its qualifier type lists the types. */
START_TEST(create_with_prompts)
{
    struct cfx f;
    open_demo(&f);
    cf_command(&f, "=1.6");
    cf_line_command(&f, 0, "1");
    ck_assert_str_eq(cf_top(&f), "WLM620");
    cf_fkey(&f, 4);
    cf_golden(&f, "wlm-subsystem-prompt");
    cf_fkey(&f, 12);
    cf_keys(&f, "stc\tStarted tasks\t\ti\r");
    ck_assert_str_eq(cf_top(&f), "WLM625");
    cf_fkey(&f, 4);
    cf_golden(&f, "wlm-qualifier-prompt");
    cf_close(&f);
}
END_TEST

/* Asserts that the rows of WLM630 from screen row first show the lines of golden file name (what
 * `wlmcon classify` prints: tests/check_cli_classify.c writes it), one a row, in its order. */
static void assert_classify_lines(struct cfx *f, int first, const char *name)
{
    char *path = tu_path("tests/golden", name), *text = tu_read(path, NULL);
    ck_assert_ptr_nonnull(text);
    int row = first;
    for (char *line = strtok(text, "\n"); line; line = strtok(NULL, "\n")) {
        char want[256];
        snprintf(want, sizeof want, "  ____   %s", line);
        ck_assert_str_eq(cf_row(f, row++), want);
    }
    free(text);
    free(path);
}

/* WHATIF on the Definition Menu: CB, Enter gives the CN field; CN=AZSR02 gives AZAMS2/RAZAMS2,
 * the path AZSR02 in emphasis, and the lines of `wlmcon classify`; S on AZSR02's line opens it in
 * WLM620. */
START_TEST(whatif_demo)
{
    struct cfx f;
    open_demo(&f);
    vs_resize(f.v, 48, 160);
    cf_command(&f, "=1");
    cf_command(&f, "WHATIF");
    ck_assert_str_eq(cf_top(&f), "WLM630");
    cf_keys(&f, "cb\r");
    ck_assert_str_eq(cf_row(&f, 7), " Collection name . . . (CN) ________________________________________________________________  "
                                 "(value or ?)");
    cf_keys(&f, "\t\t");
    cf_fkey(&f, 4);
    cf_golden(&f, "wlm-whatif-values-160x48");
    cf_fkey(&f, 12);
    cf_keys(&f, "AZSR02\r");
    ck_assert_str_eq(cf_long(&f), "CB CN=AZSR02: service class AZAMS2, report class RAZAMS2");
    ck_assert_str_eq(cf_row(&f, 14), "  ____    1 CN         AZSR02   ___                  AZAMS2      RAZAMS2");
    assert_classify_lines(&f, 17, "classify-demo-cb.txt");
    cf_golden(&f, "wlm-whatif-160x48");
    /* S on the line of the rule that matched: WLM620 at AZSR02 */
    vs_key(f.v, "khome");
    for (int i = 0; i < 4 + 1 + 8; i++)   /* scroll, 3 fields; 3 rules, a blank, 4 lines */
        vs_type(f.v, "\t");
    cf_keys(&f, "s\r");
    ck_assert_str_eq(cf_top(&f), "WLM620");
    ck_assert_str_eq(cf_row(&f, 16), "  ____    1 CN         AZSR02   ___                  AZAMS2      RAZAMS2");
    cf_fkey(&f, 3);
    ck_assert_str_eq(cf_top(&f), "WLM630");
    vs_resize(f.v, 24, 80);
    cf_keys(&f, "\r");
    cf_golden(&f, "wlm-whatif");
    cf_close(&f);
}
END_TEST

/* The three-level fixture, from WLM620's Xref: JES work that the start position of AI D01*
 * decides under TC A, with the goal under policy NIGHT: the lines of `wlmcon classify`, the path
 * TC A, AI D01* in emphasis. */
START_TEST(whatif_nested)
{
    struct cfx f;
    static const char *const files[] = {"tests/fixtures/wlmxml/NESTDEF.xml"};
    cf_open(&f, files, 1);
    vs_resize(f.v, 48, 160);
    cf_command(&f, "=1.6");
    cf_line_command(&f, 0, "3");
    cf_command(&f, "WHATIF");   /* Xref, Classification what-if: for JES at once */
    ck_assert_str_eq(cf_top(&f), "WLM630");
    ck_assert_str_eq(cf_row(&f, 5), " Subsystem Type . . . . . . .      JES___      (type or ?)");
    ck_assert_str_eq(cf_row(&f, 7), " Transaction class  . . . . . (TC) ________    (value or ?)");
    cf_keys(&f, "\tNIGHT\tA\tBACKUP\t\tACCTD01X\r");
    ck_assert_str_eq(cf_long(&f), "JES TC=A TN=BACKUP AI=ACCTD01X: service class BATHI, report class RDEPT");
    assert_classify_lines(&f, 24, "classify-nestdef-jes.txt");
    cf_golden(&f, "wlm-whatif-nested-160x48");
    cf_close(&f);
}
END_TEST

/* The refusals of the line-command phase on the three-level fixture, each naming its rows, and
 * nothing changed: a move into its own sub-rules, one A with two movers; an M alone waits. */
START_TEST(refusals_nested)
{
    struct cfx f;
    static const char *const files[] = {"tests/fixtures/wlmxml/NESTDEF.xml"};
    cf_open(&f, files, 1);
    cf_command(&f, "=1.6");
    cf_line_command(&f, 0, "3");
    ck_assert_str_eq(cf_top(&f), "WLM620");
    type_at(&f, 1, "m");
    type_at(&f, 3, "a");
    cf_keys(&f, "\r");
    ck_assert_str_eq(cf_long(&f), "M on row 1 (TC A) and A on row 3 (UI PAY%ADM): a row cannot move into its own "
                                  "sub-rules; nothing was changed.");
    ck_assert_str_eq(cf_row(&f, 15), "  M___    1 TC         A        ___                  BATHI");
    cf_fkey(&f, 12);
    cf_line_command(&f, 0, "3");
    type_at(&f, 1, "c");
    type_at(&f, 5, "M");
    type_at(&f, 7, "b");
    cf_keys(&f, "\r");
    ck_assert_str_eq(cf_long(&f), "C on row 1 (TC A) and M on row 5 (TC B): one A or B pairs with one C or M; "
                                  "nothing was changed.");
    cf_fkey(&f, 12);   /* the codes stay typed after a refusal: leave them, nothing changed */
    ck_assert_str_eq(cf_top(&f), "WLM610");
    cf_line_command(&f, 0, "3");
    type_at(&f, 5, "m");
    cf_keys(&f, "\r");
    ck_assert_str_eq(cf_long(&f), "M on row 5 (TC B) waits for an A (after) or B (before) to say where it goes.");
    ck_assert_str_eq(cf_row(&f, 19), "  M___    1 TC         B        ___                  BATLOW");
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
    tcase_add_test(tc, shadowed_marked);
    tcase_add_test(tc, create_with_prompts);
    tcase_add_test(tc, whatif_demo);
    tcase_add_test(tc, whatif_nested);
    tcase_add_test(tc, refusals_nested);
    suite_add_tcase(s, tc);
    return s;
}
