/* tests/check_ui_workhelp.c — the console's help, prompts and pull-downs on the work panels
 * (Validate, Import, Export, History): F1 on each of their panels shows that panel's own help
 * text, F1 on an entry field its help, F4 the Export formats and the store's queue managers for
 * Import, and the action bar's pull-downs run their commands. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "tests/tutil.h"
#include "tests/cfx.h"
#include "ui/work/work_msg.h"

/* The id of the panel on top. */
static const char *top_id(struct cfx *w)
{
    return console_top(w->c)->def->id;
}

START_TEST(validate_and_history_help)
{
    struct cfx w;
    cf_open_demo(&w);
    cf_keys(&w, "5\r");
    cf_assert_panel_help(&w, "VAL100", " The policy store validated now, as wlmcon validate does");
    cf_keys(&w, "\t\tb\r");
    cf_assert_panel_help(&w, "VAL110", " One finding of the validation whole");
    cf_fkey(&w, 3);
    char *script = tu_path(w.dir, "weight.mqsc");   /* a batch that changes an attribute, to browse */
    tu_write(script, "ALTER CHANNEL('DEMO.QMA') CHLTYPE(CLUSRCVR) CLWLWGHT(30)\n");
    cf_import(&w, "weight.mqsc", "QMA");
    free(script);
    cf_keys(&w, "=9\r");
    cf_assert_panel_help(&w, "HIS100", " The store's journal: every change");
    cf_keys(&w, "\t\ts\r");
    cf_assert_panel_help(&w, "HIS110", " What one journal batch changed, in the order it changed it");
    cf_keys(&w, "\t\tb\r");
    cf_assert_panel_help(&w, "HIS120", " An object as it was before a change");
    cf_close(&w);
}
END_TEST

START_TEST(import_and_export_help)
{
    struct cfx w;
    cf_open_demo(&w);
    char *files = tu_path(w.dir, "files"), *qma = tu_path(w.dir, "files/QMA.mqsc");
    ck_assert_int_eq(mkdir(files, 0700), 0);
    tu_write(qma, "ALTER QMGR DESCR('x') CLWLUSEQ(\n");   /* an error on line 1 */
    cf_keys(&w, "7\r");
    vs_key(w.v, "khome");   /* the cursor from the field to the command line */
    cf_assert_panel_help(&w, "IMP100", " Reads configuration files into the policy store");
    cf_keys_in_dir(&w, "\tfiles\r");   /* Tab to the File or directory field */
    cf_assert_panel_help(&w, "IMP110", " The files of a directory, to pick the ones to import");
    cf_keys_in_dir(&w, "\t\t\tb\r");
    cf_assert_panel_help(&w, "IMP120", " A file shown as it is");
    cf_fkey(&w, 3);
    cf_keys_in_dir(&w, "\t\t\ts\r\r");
    ck_assert_int_eq(console_message(w.c)->id, MSG_NOT_IMPORTED);
    cf_keys(&w, "\t\tb\r");
    cf_assert_panel_help(&w, "IMP210", " One problem of an import whole");
    cf_fkey(&w, 3);
    cf_assert_panel_help(&w, "IMP200", " What an import did");
    cf_keys(&w, "=8\r");
    vs_key(w.v, "khome");
    cf_assert_panel_help(&w, "EXP100", " Writes the policy store as the files the products read");
    free(files);
    free(qma);
    cf_close(&w);
}
END_TEST

/* Export: F1 on Format is the field's help; F4 lists the two formats, S on one fills the field. */
START_TEST(export_format_help_and_prompt)
{
    struct cfx w;
    cf_open_demo(&w);
    cf_keys(&w, "8\r");
    cf_fkey(&w, 1);
    ck_assert_str_eq(top_id(&w), "HLP002");
    ck_assert_str_eq(panel_title(console_top(w.c)), "Format");
    cf_fkey(&w, 3);
    cf_fkey(&w, 4);
    cf_golden(&w, "exp-format-prompt");
    cf_keys(&w, "\ts\r");   /* the cursor is on the first value */
    ck_assert_str_eq(top_id(&w), "EXP100");
    const char *row = cf_row(&w, 5);
    ck_assert_str_eq(row, " Format . . . . . YAML_____  MQSC, YAML, WLMXML, WLMREPORT, WAS, NOTESINI...");
    cf_close(&w);
}
END_TEST

/* Import: ? in the Queue manager field lists the queue managers of the store. */
START_TEST(import_qmgr_prompt)
{
    struct cfx w;
    cf_open_demo(&w);
    cf_keys(&w, "7\r\t\t?\r");
    ck_assert_str_eq(top_id(&w), "PRM001");
    cf_golden(&w, "imp-qmgr-prompt");
    cf_keys(&w, "\ts\r");
    ck_assert_str_eq(top_id(&w), "IMP100");
    const char *row = cf_row(&w, 7);
    ck_assert_str_eq(row, " Queue manager . . . . . QMB_____________________________________________");
    cf_close(&w);
}
END_TEST

/* The action bar: Validate's pull-down validates again; View sorts by object. */
START_TEST(validate_pulldowns)
{
    struct cfx w;
    cf_open_demo(&w);
    cf_keys(&w, "5\r");
    cf_keys(&w, "actions\r\r");
    cf_golden(&w, "val-pulldown");
    cf_keys(&w, "1\r");
    ck_assert_str_eq(top_id(&w), "VAL100");
    ck_assert_int_eq(console_message(w.c)->id, MSG_NONE);
    cf_keys(&w, "actions\r");
    vs_key(w.v, "kcuf1");   /* the next action-bar choice: View */
    cf_keys(&w, "\r3\r");   /* Sort by object, after Sort by severity and Sort by rule */
    ck_assert_ptr_null(console_message(w.c)->def);
    const char *row = cf_row(&w, 11);   /* QMGR(QMA) CHANNEL('DEMO.QMA') comes first */
    ck_assert_str_eq(row, " _   info     MQ018  the messages put to cluster queue APP.REQ are shared by we");
    cf_close(&w);
}
END_TEST

Suite *suite_ui_workhelp(void)
{
    Suite *s = suite_create("ui_workhelp");
    TCase *tc = tcase_create("demo");
    tcase_add_test(tc, validate_and_history_help);
    tcase_add_test(tc, import_and_export_help);
    tcase_add_test(tc, export_format_help_and_prompt);
    tcase_add_test(tc, import_qmgr_prompt);
    tcase_add_test(tc, validate_pulldowns);
    suite_add_tcase(s, tc);
    return s;
}
