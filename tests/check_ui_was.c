/* tests/check_ui_was.c — WebSphere's panels on the demo's AZDEF and cell AZCELL (both servers with
 * their classification documents): the Definition Menu's "WebSphere servers" line, WAS200 the
 * cells, WAS220 a cell's servers, WAS210 its nodes, WAS250 a server's settings (saved as one
 * journal batch), WAS260 and WAS270 the document of azsr02a with its entries nested (one deleted
 * and saved), and S on the WAS002 finding of Validate opening azsr02a. */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "tests/cfx.h"
#include "tests/tutil.h"
#include "tests/vscreen.h"

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

START_TEST(cells_nodes_servers)
{
    struct cfx w;
    open_was(&w);
    cf_keys(&w, "1\r");
    ck_assert_str_eq(cf_top(&w), "WLM200");
    cf_golden(&w, "was-definition-menu");
    cf_keys(&w, "13\r");
    ck_assert_str_eq(cf_top(&w), "WAS200");
    cf_golden(&w, "was-cells");
    cf_line_command(&w, 0, "S");
    ck_assert_str_eq(cf_top(&w), "WAS220");
    cf_golden(&w, "was-servers");
    cf_fkey(&w, 11);
    cf_golden(&w, "was-servers-right");
    cf_fkey(&w, 3);
    cf_line_command(&w, 0, "N");
    ck_assert_str_eq(cf_top(&w), "WAS210");
    cf_golden(&w, "was-nodes");
    cf_fkey(&w, 3);
    ck_assert_str_eq(cf_top(&w), "WAS200");
    cf_assert_panel_help(&w, "WAS200", " The WebSphere Application Server for z/OS cells");
    cf_close(&w);
}
END_TEST

/* E on azsr01a from WAS220: the schema's entry panel; its maximum raised from 3 to 4 and saved. */
START_TEST(server_settings_saved)
{
    struct cfx w;
    open_was(&w);
    cf_command(&w, "=1.13");
    ck_assert_str_eq(cf_top(&w), "WAS200");
    cf_line_command(&w, 0, "S");
    cf_line_command(&w, 0, "E");
    ck_assert_str_eq(cf_top(&w), "WAS250");
    cf_golden(&w, "was-server");
    char *before = cf_sql(&w, "SELECT count(*) FROM journal_batch;");
    ck_assert_str_eq(before, "2\n");
    free(before);
    /* Definition, Application environment, Multiple Instances, Minimum, then the maximum */
    cf_keys(&w, "\t\t\t\t\t\v4\r");
    cf_fkey(&w, 3);
    ck_assert_str_eq(cf_top(&w), "WAS220");
    ck_assert_str_eq(cf_row(&w, 8), " _   azsr01a      AZNODEA    AZSR01        3    4 true");
    char *after = cf_sql(&w, "SELECT count(*) FROM journal_batch;");
    ck_assert_str_eq(after, "3\n");
    free(after);
    cf_close(&w);
}
END_TEST

/* C on azsr02a: its document's elements; E on the first (http): its entries as a nested table. */
START_TEST(document_entries)
{
    struct cfx w;
    open_was(&w);
    cf_command(&w, "=1.13");
    cf_line_command(&w, 0, "S");
    cf_line_command(&w, 1, "C");
    ck_assert_str_eq(cf_top(&w), "WAS260");
    cf_golden(&w, "was-document");
    cf_line_command(&w, 0, "E");
    ck_assert_str_eq(cf_top(&w), "WAS270");
    cf_golden(&w, "was-element");
    /* D on the first entry (URI /app/ and below): the five fields and the top line come first */
    char *before = cf_sql(&w, "SELECT count(*) FROM was_entry;");
    vs_key(w.v, "khome");
    for (int i = 0; i < 7; i++)
        vs_type(w.v, "\t");
    cf_keys(&w, "d\r");
    ck_assert_str_eq(cf_row(&w, 17), "  ___    1 TCRPT                            /report/*");
    cf_golden(&w, "was-element-deleted");
    cf_fkey(&w, 3);
    ck_assert_str_eq(cf_top(&w), "WAS260");
    char *after = cf_sql(&w, "SELECT count(*) FROM was_entry;");
    ck_assert_int_eq(atoi(after), atoi(before) - 1);
    free(before);
    free(after);
    char *batches = cf_sql(&w, "SELECT count(*) FROM journal_batch;");
    ck_assert_str_eq(batches, "3\n");
    free(batches);
    cf_close(&w);
}
END_TEST

/* S on the one WAS finding of the Validate panel (WAS002 on azsr02a) opens the server. */
START_TEST(a_finding_opens_its_server)
{
    struct cfx w;
    open_was(&w);
    cf_command(&w, "=5");
    ck_assert_str_eq(cf_top(&w), "VAL100");
    cf_golden(&w, "was-validate");
    cf_line_command(&w, 0, "S");
    ck_assert_str_eq(cf_top(&w), "WAS250");
    cf_golden(&w, "was-finding-open");
    cf_close(&w);
}
END_TEST

Suite *suite_ui_was(void)
{
    Suite *s = suite_create("ui_was");
    TCase *tc = tcase_create("panels");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, cells_nodes_servers);
    tcase_add_test(tc, server_settings_saved);
    tcase_add_test(tc, document_entries);
    tcase_add_test(tc, a_finding_opens_its_server);
    suite_add_tcase(s, tc);
    return s;
}
