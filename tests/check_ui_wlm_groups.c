/* tests/check_ui_wlm_groups.c — the classification groups of a service definition (option 5):
 * the WSC starter definition's groups listed under IBM's codes with their type and number of
 * members, a group's members in order, the start position offered only for a long qualifier, a
 * group created with two members in one journal batch whose XML export carries them; golden
 * screens at 80x24 and 160x48. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tests/cfx.h"
#include "tests/tutil.h"

/* =1.5 on the WSC definition lists its 14 groups with their types and members; 3 on PBAT_TCG
 * shows its members A, B, C in order; F12 leaves the journal as the import left it. */
START_TEST(wsc_groups)
{
    struct cfx f;
    cf_open_wsc(&f);
    cf_command(&f, "=1.5");
    ck_assert_str_eq(cf_top(&f), "WLM400");
    ck_assert_str_eq(cf_row(&f, 5), " 1=Create 2=Copy 3=Modify 4=Browse 5=Print 6=Delete /=Menu Bar");
    cf_golden(&f, "wlm-groups");
    cf_assert_panel_help(&f, "WLM400", " The classification groups of the service definition: each a list of");
    cf_command(&f, "LOCATE PBAT_TCG");
    cf_line_command(&f, 0, "3");
    ck_assert_str_eq(cf_top(&f), "WLM410");
    ck_assert_str_eq(cf_row(&f, 5), " Group Name . . . . : PBAT_TCG");
    ck_assert_str_eq(cf_row(&f, 7), " Qualifier type . . . TransactionClass________________  (F4 for the types)");
    ck_assert_str_eq(cf_row(&f, 12), " Action  #   Name     Start Description");
    ck_assert_str_eq(cf_row(&f, 14), "   __    1   A              JES class A production jobs");
    ck_assert_str_eq(cf_row(&f, 16), "   __    3   C              JES class C production jobs");
    cf_golden(&f, "wlm-group");
    cf_fkey(&f, 12);
    ck_assert_str_eq(cf_top(&f), "WLM400");
    cf_close(&f);
}
END_TEST

/* On the demo (no groups) 1 creates a transaction name group: TN offers no start position; two
 * members inserted in order; F3 saves the group in one batch with its members at positions 1 and
 * 2, and the XML export carries them. */
START_TEST(create_group)
{
    struct cfx f;
    cf_open_azdef(&f);
    cf_command(&f, "=1.5");
    ck_assert_str_eq(cf_top(&f), "WLM400");
    cf_command(&f, "INSERT");
    ck_assert_str_eq(cf_top(&f), "WLM410");
    cf_keys(&f, "AZTRANS\tAZ transactions\tTransactionName\r");
    cf_tabs(&f, 0);
    cf_golden(&f, "wlm-group-new");
    cf_assert_panel_help(&f, "WLM410", " A classification group (IBM's Create, Modify, Copy and Browse a");
    cf_tabs(&f, 5);
    cf_keys(&f, "i\r");
    ck_assert_str_eq(cf_top(&f), "WLM420");
    ck_assert_str_eq(cf_row(&f, 6), " Name  . . . . . . ________  (% one character, trailing * any rest)");
    ck_assert_str_eq(cf_row(&f, 7), " Description . . . ________________________________");
    cf_golden(&f, "wlm-member");
    vs_key(f.v, "khome");
    cf_assert_panel_help(&f, "WLM420", " One member of the classification group: a value of the group's");
    cf_tabs(&f, 1);
    cf_keys(&f, "AZT1\tFirst\r");
    cf_fkey(&f, 3);
    ck_assert_str_eq(cf_top(&f), "WLM410");
    cf_tabs(&f, 6);
    cf_keys(&f, "i\r");
    cf_tabs(&f, 1);
    cf_keys(&f, "AZT2*\r");
    cf_fkey(&f, 3);
    ck_assert_str_eq(cf_row(&f, 14), "   __    1   AZT1           First");
    ck_assert_str_eq(cf_row(&f, 15), "   __    2   AZT2*");
    ck_assert_int_eq(cf_count(&f, "SELECT count(*) FROM journal_batch;"), 1);
    cf_fkey(&f, 3);
    ck_assert_str_eq(cf_top(&f), "WLM400");
    ck_assert_int_eq(cf_count(&f, "SELECT count(*) FROM journal_batch;"), 2);
    char *out = cf_sql(&f, "SELECT position, qualvalue, start IS NULL FROM wlm_qualname JOIN object USING(id) "
                           "ORDER BY position;");
    ck_assert_str_eq(out, "1|AZT1|1\n2|AZT2*|1\n");
    free(out);
    out = cf_sql(&f, "SELECT qualtype, creationuser FROM wlm_classgroup JOIN object USING(id) WHERE name = 'AZTRANS';");
    ck_assert_str_eq(out, "TransactionName|ADMIN\n");
    free(out);
    cf_close(&f);
}
END_TEST

/* =1.1 on the demo lists DAYSHIFT under IBM's codes; 3 opens it; a new policy NIGHT is saved in
 * one batch, stamped. */
START_TEST(policies)
{
    struct cfx f;
    cf_open_azdef(&f);
    cf_command(&f, "=1.1");
    ck_assert_str_eq(cf_top(&f), "WLM230");
    ck_assert_str_eq(cf_row(&f, 5), " 1=Create 2=Copy 3=Modify 4=Browse 5=Print 6=Delete /=Menu Bar");
    ck_assert_str_eq(cf_row(&f, 8), " _   DAYSHIFT  Normal operation");
    cf_golden(&f, "wlm-policies");
    cf_line_command(&f, 0, "3");
    ck_assert_str_eq(cf_top(&f), "WLM240");
    ck_assert_str_eq(cf_row(&f, 5), " Service Policy Name . . : DAYSHIFT");
    cf_golden(&f, "wlm-policy");
    vs_key(f.v, "khome");
    cf_assert_panel_help(&f, "WLM240", " A service policy (IBM's Create, Modify, Copy and Browse a Service");
    cf_fkey(&f, 12);
    cf_command(&f, "INSERT");
    cf_keys(&f, "NIGHT\tNight shift\r");
    cf_fkey(&f, 3);
    ck_assert_str_eq(cf_top(&f), "WLM230");
    char *out = cf_sql(&f, "SELECT name, descr, creationuser FROM wlm_policy JOIN object USING(id) ORDER BY name;");
    ck_assert_str_eq(out, "DAYSHIFT|Normal operation|\nNIGHT|Night shift|ADMIN\n");
    free(out);
    ck_assert_int_eq(cf_count(&f, "SELECT count(*) FROM journal_batch;"), 2);
    vs_resize(f.v, 48, 160);
    cf_command(&f, "=1.1");
    cf_golden(&f, "wlm-policies-160x48");
    cf_line_command(&f, 0, "3");
    cf_golden(&f, "wlm-policy-160x48");
    cf_close(&f);
}
END_TEST

/* =1.9 and =1.10 on the WSC definition: its application environments, and BATCHUPDATE with its
 * resource state DB2_PROD ON; A on the state adds a second one after it, saved in one batch. */
START_TEST(environments)
{
    struct cfx f;
    cf_open_wsc(&f);
    for (int size = 0; size < 2; size++) {
        if (size)
            vs_resize(f.v, 48, 160);
        cf_command(&f, "=1.9");
        cf_shot(&f, "WLM500", "wlm-applenvs", size);
        cf_line_command(&f, 0, "3");
        cf_shot(&f, "WLM510", "wlm-applenv", size);
        cf_fkey(&f, 12);
        cf_command(&f, "=1.10");
        cf_shot(&f, "WLM520", "wlm-schenvs", size);
        cf_line_command(&f, 0, "3");
        cf_shot(&f, "WLM530", "wlm-schenv", size);
        cf_fkey(&f, 12);
    }
    vs_resize(f.v, 24, 80);
    cf_command(&f, "=1.10");
    cf_line_command(&f, 0, "3");
    ck_assert_str_eq(cf_row(&f, 5), " Scheduling Environment Name . . : BATCHUPDATE");
    vs_key(f.v, "khome");
    cf_assert_panel_help(&f, "WLM530", " A scheduling environment (IBM's Create, Modify, Copy and Browse a");
    cf_tabs(&f, 4);
    cf_keys(&f, "a\r");
    ck_assert_str_eq(cf_top(&f), "WLM540");
    cf_golden(&f, "wlm-resstate");
    cf_tabs(&f, 1);
    cf_keys(&f, "DB2_TEST\tOff\r");
    cf_fkey(&f, 3);
    cf_fkey(&f, 3);
    ck_assert_str_eq(cf_top(&f), "WLM520");
    char *out = cf_sql(&f, "SELECT position, resource, reqstate FROM wlm_schenvres JOIN object USING(id) "
                           "ORDER BY position;");
    ck_assert_str_eq(out, "1|DB2_PROD|On\n2|DB2_TEST|Off\n");
    free(out);
    cf_close(&f);
}
END_TEST

/* The group panels at 160x48; a member of a subsystem parameter group offers its start
 * position. */
START_TEST(wide_and_long)
{
    struct cfx f;
    cf_open_wsc(&f);
    vs_resize(f.v, 48, 160);
    cf_command(&f, "=1.5");
    cf_golden(&f, "wlm-groups-160x48");
    cf_line_command(&f, 1, "3");
    cf_golden(&f, "wlm-group-160x48");
    cf_tabs(&f, 5);
    cf_keys(&f, "e\r");
    ck_assert_str_eq(cf_top(&f), "WLM420");
    cf_golden(&f, "wlm-member-160x48");
    cf_fkey(&f, 12);
    vs_key(f.v, "khome");
    for (int i = 0; i < 3; i++)
        vs_type(f.v, "\t");
    cf_keys(&f, "\vSubsystemParameter\r");
    cf_tabs(&f, 5);
    cf_keys(&f, "e\r");
    ck_assert_str_eq(cf_row(&f, 7), " Start . . . . . . ____      1-512");
    cf_close(&f);
}
END_TEST

Suite *suite_ui_wlm_groups(void)
{
    Suite *s = suite_create("ui_wlm_groups");
    TCase *tc = tcase_create("groups");
    tcase_add_test(tc, create_group);
    tcase_add_test(tc, policies);
    suite_add_tcase(s, tc);
    TCase *wsc = tcase_create("groups_wsc");
    tcase_add_test(wsc, wsc_groups);
    tcase_add_test(wsc, wide_and_long);
    tcase_add_test(wsc, environments);
    tu_add_sample_case(s, wsc, "the WSC starter definition's classification groups");
    return s;
}
