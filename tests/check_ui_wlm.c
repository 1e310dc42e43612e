/* tests/check_ui_wlm.c — the z/OS WLM panels over the demo definition AZDEF (import/demo/AZDEF.xml,
 * after seed 000): the Definition Menu (=1), the service class list (=1.4) under IBM's action
 * codes, WLM310 showing AZAMS1 as seed 000's Figure 2 shows it, F12 leaving nothing in the
 * journal, a goal period inserted before the first through the goal-type pop-up and saved in one
 * journal batch with the class's audit stamps, a user name cut to 8 bytes with a warning, a
 * value checked on Enter with its WLM rule, a new definition through File ▸ New; golden screens
 * at 80x24 and 160x48. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tests/cfx.h"
#include "tests/tutil.h"
#include "model/wlm/wlm.h"
#include "ui/engine/entry.h"
#include "ui/objects/objpanels.h"

/* True when some screen row holds text. */
static bool shows(struct cfx *f, const char *text)
{
    for (int r = 0; r < 24; r++)
        if (strstr(cf_row(f, r), text))
            return true;
    return false;
}

/* The panel help of entry panel id, the cursor on the command line (away from a field). */
static void entry_help(struct cfx *f, const char *id, const char *start)
{
    vs_key(f->v, "khome");
    cf_assert_panel_help(f, id, start);
}

/* On the demo store =1 shows the Definition Menu of AZDEF: its level on the title line, the
 * store, the definition's name and description, IBM's ten options and our two. */
START_TEST(definition_menu)
{
    struct cfx f;
    cf_open_azdef(&f);
    cf_command(&f, "=1");
    ck_assert_str_eq(cf_top(&f), "WLM200");
    ck_assert_str_eq(cf_row(&f, 0), "  File  Utilities  Notes  Options  Help");
    ck_assert_str_eq(cf_row(&f, 2), " WLM200                         Definition Menu          Functionality LEVEL038");
    ck_assert_str_eq(cf_row(&f, 6), " Definition name  . . : AZDEF");
    ck_assert_str_eq(cf_row(&f, 7), " Description  . . . . . WebSphere cluster azsr01 demo___");
    ck_assert_str_eq(cf_row(&f, 9), "    1  Policies                      Service policies and their overrides");
    ck_assert_str_eq(cf_row(&f, 12), "    4  Service Classes               Goals, period by period");
    ck_assert_str_eq(cf_row(&f, 18), "    10 Scheduling Environments       Resources work needs");
    ck_assert_str_eq(cf_row(&f, 20), "    12 Tenant Report Classes         Reporting per tenant");
    cf_golden(&f, "wlm-menu");
    cf_assert_panel_help(&f, "WLM200", " The Definition Menu of IBM's WLM application");
    cf_command(&f, "8");
    ck_assert_str_eq(cf_top(&f), "WLM830");
    cf_fkey(&f, 12);
    ck_assert_str_eq(cf_top(&f), "WLM200");
    /* the description is an entry field: Enter saves it in a batch of its own, stamped */
    cf_keys(&f, "\t\vAzsr01 demo\r");
    ck_assert_str_eq(cf_long(&f), "The description of AZDEF was saved.");
    char *out = cf_sql(&f, "SELECT descr, modificationuser FROM wlm_definition;");
    ck_assert_str_eq(out, "Azsr01 demo|ADMIN\n");
    free(out);
    ck_assert_int_eq(cf_count(&f, "SELECT count(*) FROM journal_batch;"), 2);
    cf_close(&f);
}
END_TEST

/* =1.4 lists AZAMS1-3 under IBM's action codes; 3 on AZAMS1 opens WLM310 as Figure 2 shows it;
 * F12 leaves and the journal holds the import's batch alone. */
START_TEST(service_class_figure_2)
{
    struct cfx f;
    cf_open_azdef(&f);
    cf_command(&f, "=1.4");
    ck_assert_str_eq(cf_top(&f), "WLM300");
    ck_assert_str_eq(cf_row(&f, 5), " 1=Create 2=Copy 3=Modify 4=Browse 5=Print 6=Delete /=Menu Bar");
    ck_assert_str_eq(cf_row(&f, 7), " Act Name      Description                      Workload  Res group Periods Imp");
    ck_assert_str_eq(cf_row(&f, 8), " _   AZAMS1    WAS Enclave Work                 ONL_WKL                   1   1");
    ck_assert_str_eq(cf_row(&f, 10), " _   AZAMS3    WAS Enclave Work, cluster azsr03 ONL_WKL                   1   3");
    cf_golden(&f, "wlm-classes");
    cf_assert_panel_help(&f, "WLM300", " The service classes of the service definition (at most 100): the");
    cf_command(&f, "RIGHT");
    ck_assert(shows(&f, "Velocity 50"));
    cf_command(&f, "LEFT");
    cf_line_command(&f, 0, "3");
    ck_assert_str_eq(cf_top(&f), "WLM310");
    ck_assert_str_eq(cf_row(&f, 0), "  Service-Class  Xref  Notes  Options  Help");
    ck_assert_str_eq(cf_row(&f, 2), " WLM310                      Modify a Service Class                  Row 1 of 1");
    ck_assert_str_eq(cf_row(&f, 5), " Service Class Name  . . : AZAMS1");
    ck_assert_str_eq(cf_row(&f, 6), " Description . . . . . . . WAS Enclave Work________________");
    ck_assert_str_eq(cf_row(&f, 7), " Workload Name . . . . . . ONL_WKL_  (name or ?)");
    ck_assert_str_eq(cf_row(&f, 8), " Base Resource Group . . . ________  (name or ?)");
    ck_assert_str_eq(cf_row(&f, 9), " Cpu Critical  . . . . . . NO_       (YES or NO)");
    ck_assert_str_eq(cf_row(&f, 13), " Specify BASE GOAL information.  Action Codes: I=Insert new period,");
    ck_assert_str_eq(cf_row(&f, 14), " E=Edit period, D=Delete period.");
    ck_assert_str_eq(cf_row(&f, 17), " Action  #  Duration   Imp.  Description");
    ck_assert_str_eq(cf_row(&f, 18), "   __");
    ck_assert_str_eq(cf_row(&f, 19), "   __    1              1    Execution velocity of 50");
    ck_assert_str_eq(cf_row(&f, 20), " ******************************** End of data *********************************");
    cf_golden(&f, "wlm-servclass");
    entry_help(&f, "WLM310", " A service class: the goal WLM manages its work to, period by period.");
    cf_fkey(&f, 12);
    ck_assert_str_eq(cf_top(&f), "WLM300");
    ck_assert_int_eq(cf_count(&f, "SELECT count(*) FROM journal_batch;"), 1);
    cf_close(&f);
}
END_TEST

/* The keys line says which part the cursor is in: F4=Prompt on the fields, the rows' keys on
 * the goal periods; F1 on a period's action field explains the action codes. */
START_TEST(keys_follow_the_cursor)
{
    struct cfx f;
    cf_open_azdef(&f);
    cf_command(&f, "=1.4");
    cf_line_command(&f, 0, "3");
    cf_tabs(&f, 2);
    ck_assert_str_eq(cf_row(&f, 23), " F1=Help  F3=Exit  F4=Prompt  F7=Backward  F8=Forward  F10=Actions  F12=Cancel");
    cf_tabs(&f, 9);
    ck_assert_str_eq(cf_row(&f, 23), " F1=Help  F3=Exit  F7=Backward  F8=Forward  F10=Actions  F12=Cancel");
    cf_fkey(&f, 1);
    ck_assert(shows(&f, "Action codes of the goal periods: I inserts a new period after the"));
    cf_close(&f);
}
END_TEST

/* I on the line above period 1: the goal-type pop-up, then the velocity goal's fields; the new
 * period is first and the old one second; F3 saves the class in one batch, stamped with
 * WLMCON_NOW and the user. */
START_TEST(insert_period_before_the_first)
{
    struct cfx f;
    cf_open_azdef(&f);
    cf_command(&f, "=1.4");
    cf_line_command(&f, 0, "3");
    cf_tabs(&f, 8);
    cf_keys(&f, "i\r");
    ck_assert(shows(&f, "Choose a goal type"));
    ck_assert(shows(&f, "3. Execution velocity"));
    cf_golden(&f, "wlm-goal-type");
    cf_keys(&f, "3\r");
    ck_assert_str_eq(cf_top(&f), "WLM320");
    ck_assert_str_eq(cf_row(&f, 2), " WLM320                  Period 1: Execution velocity");
    cf_golden(&f, "wlm-period");
    entry_help(&f, "WLM320", " One goal period of the service class, with the fields of its goal");
    vs_type(f.v, "\t");
    cf_keys(&f, "2\t\t120\r");
    ck_assert(strstr(cf_long(&f), "[WLM901]") != NULL);
    vs_type(f.v, "\v");
    cf_keys(&f, "40\r");
    ck_assert_str_eq(cf_long(&f), "Period 1 is not the last of the class: its duration says how many service units "
                                  "its work uses before it moves to the next period [WLM006].");
    vs_key(f.v, "khome");
    cf_keys(&f, "\t\t\v500\r");
    cf_fkey(&f, 3);
    ck_assert_str_eq(cf_top(&f), "WLM310");
    ck_assert_str_eq(cf_long(&f), "Period 1 added; F3 on Service class AZAMS1 saves it.");
    cf_keys(&f, "\r");
    ck_assert_str_eq(cf_row(&f, 2), " WLM310                      Modify a Service Class             Row 1 to 2 of 2");
    ck_assert_str_eq(cf_row(&f, 19), "   __    1  500         2    Execution velocity of 40");
    ck_assert_str_eq(cf_row(&f, 20), "   __    2              1    Execution velocity of 50");
    ck_assert_int_eq(cf_count(&f, "SELECT count(*) FROM journal_batch;"), 1);
    cf_fkey(&f, 3);
    ck_assert_str_eq(cf_top(&f), "WLM300");
    ck_assert_int_eq(cf_count(&f, "SELECT count(*) FROM journal_batch;"), 2);
    char *out = cf_sql(&f, "SELECT position, importance, velocity, duration FROM wlm_period JOIN object USING(id) "
                           "WHERE parent_id = (SELECT id FROM object WHERE name = 'AZAMS1') ORDER BY position;");
    ck_assert_str_eq(out, "1|2|40|500\n2|1|50|\n");
    free(out);
    out = cf_sql(&f, "SELECT modificationdate, modificationuser, creationuser IS NULL FROM wlm_servclass "
                     "JOIN object USING(id) WHERE name = 'AZAMS1';");
    ck_assert_str_eq(out, "2026/11/29 14:38:00|ADMIN|1\n");
    free(out);
    cf_close(&f);
}
END_TEST

/* A user name longer than 8 bytes is upper-cased and cut, and the saved message says so. */
START_TEST(user_name_cut_with_a_warning)
{
    struct cfx f;
    cf_open_azdef(&f);
    setenv("WLMCON_USER", "analyst_long", 1);
    cf_command(&f, "=1.2");
    ck_assert_str_eq(cf_top(&f), "WLM250");
    cf_assert_panel_help(&f, "WLM250", " The workloads of the service definition. Every service class names");
    cf_command(&f, "INSERT");
    ck_assert_str_eq(cf_top(&f), "WLM260");
    entry_help(&f, "WLM260", " A workload groups service classes for reporting; every service class");
    vs_type(f.v, "\t");
    cf_keys(&f, "bat_wkl\tBatch work\r");
    cf_fkey(&f, 3);
    ck_assert_str_eq(cf_top(&f), "WLM250");
    ck_assert(strstr(cf_long(&f), "The user name analyst_long was cut to 8 bytes: ANALYST_ (CreationUser, "
                                  "ModificationUser).") != NULL);
    char *out = cf_sql(&f, "SELECT creationuser, modificationuser, creationdate FROM wlm_workload JOIN object "
                           "USING(id) WHERE name = 'BAT_WKL';");
    ck_assert_str_eq(out, "ANALYST_|ANALYST_|2026/11/29 14:38:00\n");
    free(out);
    cf_close(&f);
}
END_TEST

/* On an empty store =1 lists no definition; File ▸ New (INSERT) defines AZNEW, and =1 then opens
 * its Definition Menu. */
START_TEST(new_definition)
{
    struct cfx f;
    cf_open(&f, NULL, 0);
    cf_command(&f, "=1");
    ck_assert_str_eq(cf_top(&f), "WLM210");
    cf_assert_panel_help(&f, "WLM210", " The service definitions the store holds, read from WLM XML or created");
    cf_command(&f, "INSERT");
    ck_assert_str_eq(cf_top(&f), "WLM220");
    entry_help(&f, "WLM220", " A service definition: its name (8 characters), description and");
    vs_type(f.v, "\t");
    cf_keys(&f, "aznew\tNew definition\t038\r");
    cf_fkey(&f, 3);
    ck_assert_str_eq(cf_top(&f), "WLM210");
    cf_command(&f, "=1");
    ck_assert_str_eq(cf_top(&f), "WLM200");
    ck_assert_str_eq(cf_row(&f, 6), " Definition name  . . : AZNEW");
    ck_assert_str_eq(cf_row(&f, 2), " WLM200                         Definition Menu          Functionality LEVEL038");
    cf_close(&f);
}
END_TEST

/* Runs wlmcon with args (NULL-terminated), asserting its exit status; returns its stdout. */
static char *run(int status, const char *const *args)
{
    char *out = NULL, *err = NULL;
    int rc = tu_wlmcon(args, NULL, NULL, &out, &err);
    ck_assert_msg(rc == status, "status %d, stderr:\n%s\nstdout:\n%s", rc, err, out);
    free(err);
    return out;
}

/* File ▸ New AZNEW, one workload, one service class with one velocity period through the panels,
 * and a CB default (the rules' panel is a later one: set through the model here): validate exits
 * 0 without a WLM error, and the WLM XML export reads back to the same YAML export. */
START_TEST(new_definition_validates_and_round_trips)
{
    struct cfx f;
    cf_open(&f, NULL, 0);
    cf_command(&f, "=1");
    cf_command(&f, "INSERT");
    cf_keys(&f, "aznew\tNew definition\t038\r");
    cf_fkey(&f, 3);
    cf_command(&f, "=1.2");
    cf_command(&f, "INSERT");
    cf_keys(&f, "onl_wkl\tOnline work\r");
    cf_fkey(&f, 3);
    cf_command(&f, "=1.4");
    cf_command(&f, "INSERT");
    cf_keys(&f, "azams1\tWAS Enclave Work\tonl_wkl\t\tno\t\t\ti\r");
    cf_keys(&f, "3\r");
    cf_keys(&f, "1\t\t50\r");
    cf_fkey(&f, 3);
    cf_fkey(&f, 3);
    ck_assert_str_eq(cf_top(&f), "WLM300");
    struct policy pol;
    policy_init(&pol);
    struct pol_object *top = NULL;
    struct store_error err = {0};
    ck_assert_int_eq(store_load_top(f.app.store, &pol, wlm_kind(WLM_DEFINITION), "AZNEW", 0, &top, &err), STORE_OK);
    struct pol_object *cb = pol_new(&pol, wlm_kind(WLM_CLASSIFICATION), top, "CB");
    ck_assert_int_eq(pol_set_edited(&pol, cb, schema_attr_index(cb->kind, "defservclass"), "AZAMS1"), 0);
    ck_assert_int_eq(pol_set_edited(&pol, cb, schema_attr_index(cb->kind, "fold"), "Y"), 0);
    ck_assert_int_eq(obj_commit(&f.app, top, "define", &err), STORE_OK);
    policy_free(&pol);
    char *out = run(0, (const char *const[]){"--store", f.path, "validate", NULL});
    ck_assert_msg(!strstr(out, ": error:") && strstr(out, "\n0 errors, "), "%s", out);
    free(out);
    char *xml = tu_path(f.dir, "xml"), *again = tu_path(f.dir, "again.db");
    free(run(0, (const char *const[]){"--store", f.path, "export", "--format", "wlmxml", "--out", xml, NULL}));
    char *file = tu_path(xml, "AZNEW.xml");
    free(run(0, (const char *const[]){"--store", again, "import", file, NULL}));
    char *one = run(0, (const char *const[]){"--store", f.path, "export", "--format", "yaml", "--out", "-", NULL});
    char *two = run(0, (const char *const[]){"--store", again, "export", "--format", "yaml", "--out", "-", NULL});
    ck_assert_str_eq(one, two);
    ck_assert(strstr(one, "AZAMS1") != NULL);
    free(one);
    free(two);
    free(file);
    free(xml);
    free(again);
    cf_close(&f);
}
END_TEST

/* S on a Validate finding about a WLM object: WLM902 on AZAMS2's CPUCritical (Maybe) opens WLM310
 * with the cursor on Cpu Critical; WLM901 on a goal period (velocity 120) opens its class. */
START_TEST(finding_opens_the_object)
{
    struct cfx f;
    cf_open(&f, NULL, 0);
    size_t len;
    char *xml = tu_read("import/demo/AZDEF.xml", &len);
    xml = tu_replace(xml, "<CPUCritical>No</CPUCritical>\n                    <Goal>\n                        "
                          "<Velocity>\n                            <Importance>2</Importance>",
                     "<CPUCritical>Maybe</CPUCritical>\n                    <Goal>\n                        "
                     "<Velocity>\n                            <Importance>2</Importance>");
    xml = tu_replace(xml, "<Level>30</Level>", "<Level>120</Level>");
    char *file = tu_path(f.dir, "AZBAD.xml");
    tu_write(file, xml);
    cf_import(&f, "AZBAD.xml", NULL);
    cf_keys(&f, "5\r");
    ck_assert_str_eq(cf_top(&f), "VAL100");
    ck_assert(shows(&f, "<CPUCritical>Maybe</CPUCritical> is not one of the values"));
    ck_assert(shows(&f, "<Level>120</Level> is out of range"));
    bool cpu = false;
    for (int i = 0; i < 2 && !cpu; i++) {
        cf_line_command(&f, i, "S");
        ck_assert_str_eq(cf_top(&f), "WLM310");
        struct panel *p = console_top(f.c);
        struct form_field *ff = entry_field(p, "cpucrit");
        if (shows(&f, "AZAMS2")) {
            cpu = true;
            ck_assert_int_eq(p->form.cur_row, ff->row);
            ck_assert_int_eq(p->form.cur_col, ff->col);
        } else {
            ck_assert(shows(&f, "Service Class Name  . . : AZAMS3"));
            ck_assert(shows(&f, "Execution velocity of 120"));
        }
        cf_fkey(&f, 3);
    }
    ck_assert(cpu);
    free(file);
    free(xml);
    cf_close(&f);
}
END_TEST

/* 2=Copy shows the periods of the class copied; F3 with a new name defines the copy with them;
 * 5=Print shows the class's text with its period. */
START_TEST(copy_and_print)
{
    struct cfx f;
    cf_open_azdef(&f);
    cf_command(&f, "=1.4");
    cf_line_command(&f, 1, "2");
    ck_assert_str_eq(cf_top(&f), "WLM310");
    ck_assert(shows(&f, "Copy a Service Class"));
    ck_assert_str_eq(cf_row(&f, 19), "   __    1              2    Execution velocity of 40");
    cf_keys(&f, "azams4");
    cf_fkey(&f, 3);
    ck_assert_str_eq(cf_top(&f), "WLM300");
    char *out = cf_sql(&f, "SELECT p.velocity, s.descr, s.creationuser FROM wlm_period p JOIN object o ON o.id = p.id "
                           "JOIN object c ON c.id = o.parent_id JOIN wlm_servclass s ON s.id = c.id "
                           "WHERE c.name = 'AZAMS4';");
    ck_assert_str_eq(out, "40|WAS Enclave Work, cluster azsr02|ADMIN\n");
    free(out);
    cf_line_command(&f, 0, "4");
    ck_assert(shows(&f, "Browse a Service Class"));
    cf_tabs(&f, 3);
    cf_keys(&f, "d\r");
    ck_assert_str_eq(cf_long(&f), "D has no effect on panel WLM310.");
    vs_type(f.v, "\v");
    cf_keys(&f, "e\r");
    ck_assert_str_eq(cf_top(&f), "WLM320");
    ck_assert(shows(&f, "Velocity . . . : 50"));
    cf_fkey(&f, 3);
    cf_fkey(&f, 3);
    ck_assert_int_eq(cf_count(&f, "SELECT count(*) FROM journal_batch;"), 2);
    cf_line_command(&f, 0, "5");
    ck_assert_str_eq(cf_top(&f), "WLM800");
    cf_assert_panel_help(&f, "WLM800", " The printed report of the object (5 on a list) or of the whole service");
    ck_assert(shows(&f, "* Service Class AZAMS1 - WAS Enclave Work"));
    ck_assert(shows(&f, "Execution velocity of 50"));
    cf_close(&f);
}
END_TEST

/* With two definitions =1.4 lists them first; S on one opens its Definition Menu and then option
 * 4 of the jump, its service classes. */
START_TEST(several_definitions)
{
    struct cfx f;
    cf_open_azdef(&f);
    size_t len;
    char *xml = tu_read("import/demo/AZDEF.xml", &len);
    xml = tu_replace(xml, "<Name>AZDEF</Name>", "<Name>AZTWO</Name>");
    char *file = tu_path(f.dir, "AZTWO.xml");
    tu_write(file, xml);
    cf_import(&f, "AZTWO.xml", NULL);
    cf_command(&f, "=1.4");
    ck_assert_str_eq(cf_top(&f), "WLM210");
    ck_assert_str_eq(cf_row(&f, 8), " _   AZDEF      WebSphere cluster azsr01 demo    038");
    ck_assert_str_eq(cf_row(&f, 9), " _   AZTWO      WebSphere cluster azsr01 demo    038");
    cf_line_command(&f, 1, "S");
    ck_assert_str_eq(cf_top(&f), "WLM300");
    ck_assert(shows(&f, "Service Class Selection List of AZTWO"));
    cf_fkey(&f, 3);
    ck_assert_str_eq(cf_top(&f), "WLM200");
    ck_assert_str_eq(cf_row(&f, 6), " Definition name  . . : AZTWO");
    free(file);
    free(xml);
    cf_close(&f);
}
END_TEST

/* F4 on Workload Name, or ? typed there, lists the definition's workloads; S on one fills the
 * field. */
START_TEST(workload_prompt)
{
    struct cfx f;
    cf_open_azdef(&f);
    cf_command(&f, "=1.4");
    cf_line_command(&f, 0, "3");
    cf_tabs(&f, 3);
    cf_fkey(&f, 4);
    ck_assert(shows(&f, "ONL_WKL"));
    ck_assert(shows(&f, "Online work"));
    cf_fkey(&f, 12);
    ck_assert_str_eq(cf_top(&f), "WLM310");
    vs_type(f.v, "\v");
    cf_keys(&f, "?\r");
    ck_assert(shows(&f, "Online work"));
    cf_close(&f);
}
END_TEST

/* Golden screens of the other panels, at 80x24 and 160x48: the definitions (File ▸ Open) and one
 * (File ▸ Definition attributes), the lists of workloads, resource groups, report classes, tenant
 * resource groups and report classes and an entry panel of each, and 5=Print's text. */
START_TEST(other_panels)
{
    static const struct {
        const char *jump, *open, *name;
    } walk[] = {
        {"=1", "OPEN", "wlm-definitions"},   {"=1", "ATTRIBUTES", "wlm-definition"},
        {"=1.2", NULL, "wlm-workloads"},     {"=1.2", "3", "wlm-workload"},
        {"=1.3", NULL, "wlm-resgroups"},     {"=1.3", "INSERT", "wlm-resgroup"},
        {"=1.7", NULL, "wlm-repclasses"},    {"=1.7", "3", "wlm-repclass"},
        {"=1.11", NULL, "wlm-tenantrgs"},    {"=1.11", "INSERT", "wlm-tenantrg"},
        {"=1.12", NULL, "wlm-tenantrcs"},    {"=1.12", "INSERT", "wlm-tenantrc"},
        {"=1.4", "5", "wlm-print"},
    };
    struct cfx f;
    cf_open_azdef(&f);
    for (int size = 0; size < 2; size++) {
        if (size)
            vs_resize(f.v, 48, 160);
        for (size_t i = 0; i < sizeof walk / sizeof walk[0]; i++) {
            cf_command(&f, walk[i].jump);
            if (walk[i].open && (walk[i].open[0] == '3' || walk[i].open[0] == '5'))
                cf_line_command(&f, 0, walk[i].open);
            else if (walk[i].open)
                cf_command(&f, walk[i].open);
            cf_shot(&f, NULL, walk[i].name, size);
            cf_fkey(&f, 12);
        }
    }
    cf_close(&f);
}
END_TEST

/* The new panels at 160x48. */
START_TEST(wide_screens)
{
    struct cfx f;
    cf_open_azdef(&f);
    vs_resize(f.v, 48, 160);
    cf_command(&f, "=1");
    cf_golden(&f, "wlm-menu-160x48");
    cf_command(&f, "4");
    cf_golden(&f, "wlm-classes-160x48");
    cf_line_command(&f, 0, "3");
    cf_golden(&f, "wlm-servclass-160x48");
    vs_key(f.v, "khome");
    for (int i = 0; i < 9; i++)
        vs_type(f.v, "\t");
    cf_keys(&f, "e\r");
    cf_golden(&f, "wlm-goal-type-160x48");
    cf_keys(&f, "3\r");
    cf_golden(&f, "wlm-period-160x48");
    cf_close(&f);
}
END_TEST

Suite *suite_ui_wlm(void)
{
    Suite *s = suite_create("ui_wlm");
    TCase *tc = tcase_create("panels");
    tcase_add_test(tc, definition_menu);
    tcase_add_test(tc, service_class_figure_2);
    tcase_add_test(tc, keys_follow_the_cursor);
    tcase_add_test(tc, insert_period_before_the_first);
    tcase_add_test(tc, user_name_cut_with_a_warning);
    tcase_add_test(tc, new_definition);
    tcase_add_test(tc, wide_screens);
    tcase_add_test(tc, new_definition_validates_and_round_trips);
    tcase_add_test(tc, finding_opens_the_object);
    tcase_add_test(tc, copy_and_print);
    tcase_add_test(tc, other_panels);
    tcase_add_test(tc, several_definitions);
    tcase_add_test(tc, workload_prompt);
    suite_add_tcase(s, tc);
    return s;
}
