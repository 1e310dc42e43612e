/* tests/check_ui_wlm_defs.c — the rest of the Definition Menu of a service definition: the
 * service coefficients and options (option 8) of the demo, their ranges refused on Enter and
 * their save in one journal batch; golden screens at 80x24 and 160x48. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tests/cfx.h"
#include "tests/tutil.h"

/* Every option of the Definition Menu opens its panel on the demo, chosen on the menu and by a
 * jump. */
START_TEST(every_option_opens)
{
    static const char *const want[] = {"WLM230", "WLM250", "WLM270", "WLM300", "WLM400", "WLM610",
                                       "WLM700", "WLM830", "WLM500", "WLM520", "WLM750", "WLM770"};
    struct cfx f;
    cf_open_azdef(&f);
    for (int i = 0; i < 12; i++) {
        char opt[24];
        cf_command(&f, "=1");
        ck_assert_str_eq(cf_top(&f), "WLM200");
        snprintf(opt, sizeof opt, "%d", i + 1);
        cf_command(&f, opt);
        ck_assert_msg(strcmp(cf_top(&f), want[i]) == 0, "option %s opened %s", opt, cf_top(&f));
        snprintf(opt, sizeof opt, "=1.%d", i + 1);
        cf_command(&f, opt);
        ck_assert_msg(strcmp(cf_top(&f), want[i]) == 0, "%s opened %s", opt, cf_top(&f));
    }
    cf_command(&f, "=1");
    cf_command(&f, "PRINT");
    ck_assert_str_eq(cf_top(&f), "WLM800");
    ck_assert_str_eq(cf_row(&f, 2), " WLM800             Print of Service definition AZDEF        Line 1 to 16 of 69");
    cf_close(&f);
}
END_TEST

/* =1.8 on the demo: AZDEF's coefficients and options; an MSO of 100 is refused naming its range,
 * nothing saved; IOC 0.5 and YES typed in lower case saved in one batch. */
START_TEST(coefficients)
{
    struct cfx f;
    cf_open_azdef(&f);
    cf_command(&f, "=1.8");
    ck_assert_str_eq(cf_top(&f), "WLM830");
    cf_golden(&f, "wlm-coeff");
    ck_assert_str_eq(cf_row(&f, 8), " MSO  . . . . . . . . . . . . . . . . . . . . . _______  (0.0000-99.9999)");
    vs_key(f.v, "khome");
    cf_assert_panel_help(&f, "WLM830", " The service coefficients and service definition options of the");
    cf_tabs(&f, 2);
    cf_keys(&f, "0.5\t100\t\tyes\r");
    ck_assert_str_eq(cf_top(&f), "WLM830");
    ck_assert_str_eq(cf_long(&f), "MSO: must be a decimal from 0.0000 to 99.9999 with up to four decimal places");
    cf_fkey(&f, 3);
    ck_assert_str_eq(cf_top(&f), "WLM830");   /* refused: nothing saved */
    ck_assert_int_eq(cf_count(&f, "SELECT count(*) FROM journal_batch;"), 1);
    cf_tabs(&f, 3);
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

/* =1.1 on the demo: DAYSHIFT under IBM's codes with 7 and 8; 7 lists AZAMS1-3 not overridden; 3
 * on AZAMS2 opens WLM310 in override mode with the base goal; its period edited to velocity 60
 * and F3 saves the override in one batch; the list then says YES and Velocity 60; 6 restores the
 * base after a confirmation. */
START_TEST(overrides)
{
    struct cfx f;
    cf_open_azdef(&f);
    cf_command(&f, "=1.1");
    ck_assert_str_eq(cf_row(&f, 5), " 1=Create 2=Copy 3=Modify 4=Browse 5=Print 6=Delete /=Menu Bar");
    ck_assert_str_eq(cf_row(&f, 6), " 7=Override Service Classes 8=Override Resource Groups 9=Tenant RGs");
    ck_assert_str_eq(cf_row(&f, 8), " _   DAYSHIFT  Normal operation");
    cf_golden(&f, "wlm-policies-codes");
    cf_line_command(&f, 0, "7");
    ck_assert_str_eq(cf_top(&f), "WLM232");
    ck_assert_str_eq(cf_row(&f, 2), " WLM232           Service Class Overrides of DAYSHIFT           Row 1 to 3 of 3");
    cf_golden(&f, "wlm-scoverrides");
    vs_key(f.v, "khome");
    cf_assert_panel_help(&f, "WLM232", " The service classes of the definition and, for those the policy");
    cf_command(&f, "LOCATE AZAMS2");
    cf_line_command(&f, 0, "6");
    ck_assert_str_eq(cf_long(&f), "Service class AZAMS2 has no override in policy DAYSHIFT: it has its base attributes.");
    cf_line_command(&f, 0, "3");
    ck_assert_str_eq(cf_top(&f), "WLM310");
    ck_assert_str_eq(cf_row(&f, 2), " WLM310 Modify Override Attributes of a Service Class                Row 1 of 1");
    ck_assert_str_eq(cf_row(&f, 6), " Service Class Name . . : AZAMS2");
    ck_assert_str_eq(cf_row(&f, 10), " Specify OVERRIDE GOAL information.  Action Codes: I=Insert new period,");
    ck_assert_str_eq(cf_row(&f, 16), "   __    1              2    Execution velocity of 40");
    cf_golden(&f, "wlm-scoverride");
    cf_tabs(&f, 5);
    cf_keys(&f, "e\r");
    cf_keys(&f, "3\r");
    ck_assert_str_eq(cf_top(&f), "WLM320");
    vs_key(f.v, "khome");
    vs_type(f.v, "\t\t\t\v");
    cf_keys(&f, "60\r");

    cf_fkey(&f, 3);
    ck_assert_str_eq(cf_row(&f, 16), "   __    1              2    Execution velocity of 60");
    ck_assert_int_eq(cf_count(&f, "SELECT count(*) FROM journal_batch;"), 1);
    cf_fkey(&f, 3);
    ck_assert_str_eq(cf_top(&f), "WLM232");
    ck_assert_int_eq(cf_count(&f, "SELECT count(*) FROM journal_batch;"), 2);
    char *out = cf_sql(&f, "SELECT s.servclass, o.position, p.importance, p.velocity FROM wlm_scoverride s "
                           "JOIN object o ON o.parent_id = s.id JOIN wlm_period p ON p.id = o.id;");
    ck_assert_str_eq(out, "AZAMS2|1|2|60\n");
    free(out);
    out = cf_sql(&f, "SELECT velocity FROM wlm_period p JOIN object o USING(id) JOIN object c ON c.id = o.parent_id "
                     "WHERE c.name = 'AZAMS2';");
    ck_assert_str_eq(out, "40\n");   /* the base goal is unchanged */
    free(out);
    cf_command(&f, "LOCATE AZAMS2");
    ck_assert(strstr(cf_row(&f, 8), "AZAMS2") && strstr(cf_row(&f, 8), "YES"));
    cf_command(&f, "RIGHT");
    ck_assert(strstr(cf_row(&f, 8), "Velocity 60") != NULL);
    /* a second 3 edits the override saved */
    cf_command(&f, "LEFT");
    cf_line_command(&f, 0, "3");
    ck_assert_str_eq(cf_row(&f, 16), "   __    1              2    Execution velocity of 60");
    cf_fkey(&f, 12);
    cf_command(&f, "LOCATE AZAMS2");
    cf_line_command(&f, 0, "6");
    cf_keys(&f, "\r");
    ck_assert_int_eq(cf_count(&f, "SELECT count(*) FROM wlm_scoverride;"), 0);
    ck_assert_int_eq(cf_count(&f, "SELECT count(*) FROM journal_batch;"), 3);
    cf_fkey(&f, 3);
    cf_line_command(&f, 0, "8");
    ck_assert_str_eq(cf_top(&f), "WLM234");
    cf_golden(&f, "wlm-rgoverrides");
    cf_close(&f);
}
END_TEST

/* 6 on AZAMS2 is refused naming its CB rule and opens the cross reference, where S opens CB's
 * rules; Xref on AZAMS1's panel lists CB's default and rule 1; 5 on AZAMS1 shows its printed
 * block, which SAVE writes to a file. */
START_TEST(xref_and_print)
{
    struct cfx f;
    cf_open_azdef(&f);
    cf_command(&f, "=1.4");
    cf_command(&f, "LOCATE AZAMS2");
    cf_line_command(&f, 0, "6");
    ck_assert_str_eq(cf_top(&f), "WLM860");
    ck_assert_str_eq(cf_long(&f), "Service class AZAMS2 is still named by Classification rule CB rule 2: 1 CN "
                                  "AZSR02 (its Service class): it was not deleted. The cross reference lists it.");
    ck_assert_str_eq(cf_row(&f, 8), " _   Classification rule     CB rule 2: 1 CN AZSR02    Service class");
    cf_golden(&f, "wlm-xref-refused");
    ck_assert_int_eq(cf_count(&f, "SELECT count(*) FROM wlm_servclass;"), 3);
    ck_assert_int_eq(cf_count(&f, "SELECT count(*) FROM journal_batch;"), 1);
    cf_line_command(&f, 0, "S");
    ck_assert_str_eq(cf_top(&f), "WLM620");
    cf_fkey(&f, 12);
    cf_fkey(&f, 3);
    ck_assert_str_eq(cf_top(&f), "WLM300");
    cf_command(&f, "LOCATE AZAMS1");
    cf_line_command(&f, 0, "3");
    cf_command(&f, "XREF");
    ck_assert_str_eq(cf_top(&f), "WLM860");
    ck_assert_str_eq(cf_row(&f, 2), " WLM860       Cross Reference of Service class AZAMS1           Row 1 to 2 of 2");
    ck_assert_str_eq(cf_row(&f, 8), " _   Subsystem type          CB                        Default service class");
    ck_assert_str_eq(cf_row(&f, 9), " _   Classification rule     CB rule 1: 1 CN AZSR01    Service class");
    cf_golden(&f, "wlm-xref");
    vs_key(f.v, "khome");
    cf_assert_panel_help(&f, "WLM860", " Every object of the service definition that names the object in the");
    cf_fkey(&f, 3);
    cf_fkey(&f, 12);
    cf_line_command(&f, 0, "5");
    ck_assert_str_eq(cf_top(&f), "WLM800");
    ck_assert_str_eq(cf_row(&f, 2), " WLM800                 Print of Service class AZAMS1");
    ck_assert_str_eq(cf_row(&f, 10), " * Service Class AZAMS1 - WAS Enclave Work");
    ck_assert_str_eq(cf_row(&f, 17), "   1             1    Execution velocity of 50");
    cf_golden(&f, "wlm-print-report");
    char cmd[600], *path = tu_path(f.dir, "azams1.txt");
    snprintf(cmd, sizeof cmd, "SAVE %s", path);
    cf_command(&f, cmd);
    snprintf(cmd, sizeof cmd, "The report of Service class AZAMS1 was written to %s.", path);
    ck_assert_str_eq(cf_long(&f), cmd);
    char *text = tu_read(path, NULL);
    ck_assert_str_eq(text, "* Service Definition AZDEF - WebSphere cluster azsr01 demo\n"
                           "  Functionality level 038\n"
                           "\n"
                           "* Service Class AZAMS1 - WAS Enclave Work\n"
                           "  Base goal:\n"
                           "  CPU Critical   = NO        I/O Priority Group = NORMAL\n"
                           "  Honor Priority = DEFAULT\n"
                           "\n"
                           "  #  Duration   Imp  Goal description\n"
                           "  -  ---------  -    ----------------------------------------\n"
                           "  1             1    Execution velocity of 50\n");
    free(text);
    cf_command(&f, "SAVE /nonexistent/dir/x.txt");
    ck_assert_ptr_nonnull(strstr(cf_long(&f), "/nonexistent/dir/x.txt: "));
    free(path);
    cf_close(&f);
}
END_TEST

/* Runs wlmcon, wanting status 0; returns its stdout. */
static char *run(const char *const *args)
{
    char *out = NULL, *err = NULL;
    int rc = tu_wlmcon(args, NULL, NULL, &out, &err);
    ck_assert_msg(rc == 0, "status %d, stderr:\n%s", rc, err);
    free(err);
    return out;
}

/* The coefficients, an override of AZAMS2 in DAYSHIFT and a resource made in these panels: the
 * WLM XML export read into a new store exports the same YAML as the store they were made in. */
START_TEST(edited_definition_round_trips)
{
    struct cfx f;
    cf_open_azdef(&f);
    cf_command(&f, "=1.8");
    cf_tabs(&f, 2);
    cf_keys(&f, "0.5\t0.0001\t\tyes\r");
    cf_fkey(&f, 3);
    cf_command(&f, "=1.1");
    cf_line_command(&f, 0, "7");
    cf_command(&f, "LOCATE AZAMS2");
    cf_line_command(&f, 0, "3");
    cf_tabs(&f, 3);
    cf_keys(&f, "yes\r");
    cf_fkey(&f, 3);
    ck_assert_str_eq(cf_top(&f), "WLM232");
    cf_command(&f, "=1.10");
    cf_command(&f, "RESOURCES");
    ck_assert_str_eq(cf_top(&f), "WLM550");
    cf_golden(&f, "wlm-resources-empty");
    cf_command(&f, "INSERT");
    ck_assert_str_eq(cf_top(&f), "WLM560");
    cf_keys(&f, "DB2_PROD\tDb2 production is up\r");
    cf_fkey(&f, 3);
    ck_assert_str_eq(cf_top(&f), "WLM550");
    ck_assert_str_eq(cf_row(&f, 8), " _   DB2_PROD          Db2 production is up");
    ck_assert_int_eq(cf_count(&f, "SELECT count(*) FROM journal_batch;"), 4);
    char *out = cf_sql(&f, "SELECT servclass, cpucrit FROM wlm_scoverride;");
    ck_assert_str_eq(out, "AZAMS2|Yes\n");
    free(out);
    char *xml = tu_path(f.dir, "xml"), *again = tu_path(f.dir, "again.db");
    free(run((const char *const[]){"--store", f.path, "export", "--format", "wlmxml", "--out", xml, NULL}));
    char *file = tu_path(xml, "AZDEF.xml");
    free(run((const char *const[]){"--store", again, "import", file, NULL}));
    char *one = run((const char *const[]){"--store", f.path, "export", "--format", "yaml", "--out", "-", NULL});
    char *two = run((const char *const[]){"--store", again, "export", "--format", "yaml", "--out", "-", NULL});
    ck_assert_str_eq(one, two);
    ck_assert_ptr_nonnull(strstr(one, "DB2_PROD"));
    ck_assert_ptr_nonnull(strstr(one, "0.0001"));
    free(one);
    free(two);
    free(file);
    free(xml);
    free(again);
    cf_close(&f);
}
END_TEST

/* The new panels on the WSC starter definition at 80x24 and 160x48: the policy list's codes, PROD's
 * three override lists and its override of the first class, the coefficients, the Resource
 * Definition List and a resource's cross reference, a service class's print. */
START_TEST(wsc_panels)
{
    struct cfx f;
    cf_open_wsc(&f);
    for (int size = 0; size < 2; size++) {
        if (size)
            vs_resize(f.v, 48, 160);
#define SHOT(id, what) cf_shot(&f, id, "wlm-wsc-" what, size)
        cf_command(&f, "=1.1");
        SHOT("WLM230", "policies");
        cf_line_command(&f, 0, "7");
        SHOT("WLM232", "scoverrides");
        cf_line_command(&f, 0, "3");
        SHOT("WLM310", "scoverride");
        cf_fkey(&f, 12);
        cf_fkey(&f, 3);
        cf_line_command(&f, 0, "8");
        SHOT("WLM234", "rgoverrides");
        cf_line_command(&f, 0, "3");
        SHOT("WLM285", "rgoverride");
        cf_fkey(&f, 12);
        cf_fkey(&f, 3);
        cf_line_command(&f, 0, "9");
        SHOT("WLM236", "trgoverrides");
        cf_command(&f, "=1.8");
        SHOT("WLM830", "coeff");
        cf_fkey(&f, 12);
        cf_command(&f, "=1.10");
        cf_command(&f, "RESOURCES");
        SHOT("WLM550", "resources");
        cf_line_command(&f, 0, "X");
        SHOT("WLM860", "resource-xref");
        cf_fkey(&f, 3);
        cf_line_command(&f, 0, "S");
        SHOT("WLM560", "resource");
        cf_fkey(&f, 12);
        cf_command(&f, "=1.4");
        cf_line_command(&f, 0, "5");
        SHOT("WLM800", "print");
#undef SHOT
    }
    vs_resize(f.v, 24, 80);
    cf_command(&f, "=1.1");
    cf_line_command(&f, 0, "8");
    vs_key(f.v, "khome");
    cf_assert_panel_help(&f, "WLM234", " The resource groups of the definition and, for those the policy");
    cf_line_command(&f, 0, "3");
    vs_key(f.v, "khome");
    cf_assert_panel_help(&f, "WLM285", " The resource group's capacity while the policy is active (IBM's");
    cf_fkey(&f, 12);
    cf_fkey(&f, 3);
    cf_line_command(&f, 0, "9");
    vs_key(f.v, "khome");
    cf_assert_panel_help(&f, "WLM236", " The tenant resource groups of the definition and, for those the");
    cf_command(&f, "=1.10");
    cf_command(&f, "RESOURCES");
    vs_key(f.v, "khome");
    cf_assert_panel_help(&f, "WLM550", " The resources of the service definition (IBM's Resource Definition");
    cf_line_command(&f, 0, "S");
    vs_key(f.v, "khome");
    cf_assert_panel_help(&f, "WLM560", " A resource of the scheduling environments: its name (16 characters)");
    cf_close(&f);
}
END_TEST

Suite *suite_ui_wlm_defs(void)
{
    Suite *s = suite_create("ui_wlm_defs");
    TCase *tc = tcase_create("defs");
    tcase_add_test(tc, every_option_opens);
    tcase_add_test(tc, coefficients);
    tcase_add_test(tc, overrides);
    tcase_add_test(tc, xref_and_print);
    tcase_add_test(tc, edited_definition_round_trips);
    suite_add_tcase(s, tc);
    TCase *wsc = tcase_create("defs_wsc");
    tcase_add_test(wsc, wsc_panels);
    tu_add_sample_case(s, wsc, "the WSC starter definition's policies, overrides and resources");
    return s;
}
