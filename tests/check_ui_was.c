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

/* S on the one WAS finding of the Validate panel (WAS002 on azsr02a) opens the CB rule where its
 * HTTP requests leave the first class's work queue: TC TCRPT at level 2 under CN AZSR02. */
START_TEST(was002_opens_its_cb_rule)
{
    struct cfx w;
    open_was(&w);
    cf_command(&w, "=5");
    ck_assert_str_eq(cf_top(&w), "VAL100");
    cf_golden(&w, "was-validate");
    cf_line_command(&w, 0, "S");
    ck_assert_str_eq(cf_top(&w), "WLM620");
    ck_assert_str_eq(cf_row(&w, 17), "  ____    2   TC       TCRPT    ___                  AZAMS3      RAZAMS3");
    cf_golden(&w, "was-finding-open");
    cf_close(&w);
}
END_TEST

/* Asserts that the rows of WAS290 from screen row first are the lines of `wlmcon classify
 * --was-server CELL/NODE/SERVER --uri uri` on the same store, one a row, each cut at the screen. */
static void assert_route_lines(struct cfx *w, int first, const char *server, const char *uri, int width)
{
    char *out = NULL;
    const char *argv[] = {"--store", w->path, "classify", "--was-server", server, "--uri", uri, NULL};
    ck_assert_int_eq(tu_wlmcon(argv, NULL, NULL, &out, NULL), 0);
    int row = first;
    for (char *line = strtok(out, "\n"); line; line = strtok(NULL, "\n")) {
        char want[512];
        snprintf(want, sizeof want, " _  %.*s", width - 5, line);
        size_t n = strlen(want);
        while (n && want[n - 1] == ' ')
            want[--n] = '\0';
        ck_assert_str_eq(cf_row(w, row++), want);
    }
    free(out);
}

/* Line command code on row i of WAS290's rows (after the scroll field and the four fields). */
static void route_command(struct cfx *w, int i, const char *code)
{
    vs_key(w->v, "khome");
    for (int k = 0; k < 1 + 4 + 1 + i; k++)
        vs_type(w->v, "\t");
    cf_keys(w, code);
    cf_keys(w, "\r");
}

/* W on azsr02a: the what-if; /report/x goes to TCRPT, the level-2 rule TC TCRPT and AZAMS3, as
 * `wlmcon classify` prints it (160x48, then 80x24); S on the CB rule's line opens that rule, S on
 * the entry's line the entry in its element; a URI no entry matches ends at the default. */
START_TEST(whatif_from_the_servers_list)
{
    struct cfx w;
    open_was(&w);
    vs_resize(w.v, 48, 160);
    cf_command(&w, "=1.13");
    cf_line_command(&w, 0, "S");
    ck_assert_str_eq(cf_top(&w), "WAS220");
    cf_line_command(&w, 1, "W");
    ck_assert_str_eq(cf_top(&w), "WAS290");
    cf_keys(&w, "\t/report/x\r");
    ck_assert_str_eq(cf_long(&w), "http /report/x: transaction class TCRPT, service class AZAMS3, report class RAZAMS3");
    assert_route_lines(&w, 13, "AZCELL/AZNODEA/azsr02a", "/report/x", 160);
    cf_golden(&w, "was-whatif-160x48");
    /* S on the CB rule's line (the fifth): WLM620 at TC TCRPT */
    route_command(&w, 4, "S");
    ck_assert_str_eq(cf_top(&w), "WLM620");
    ck_assert_str_eq(cf_row(&w, 17), "  ____    2   TC       TCRPT    ___                  AZAMS3      RAZAMS3");
    cf_fkey(&w, 3);
    ck_assert_str_eq(cf_top(&w), "WAS290");
    /* S on the entry's line (the third): WAS270, the http element, at the report entry */
    route_command(&w, 2, "S");
    ck_assert_str_eq(cf_top(&w), "WAS270");
    cf_fkey(&w, 12);
    ck_assert_str_eq(cf_top(&w), "WAS290");
    vs_resize(w.v, 24, 80);
    cf_keys(&w, "\r");
    cf_golden(&w, "was-whatif");
    /* no entry matches: the element's default, said so */
    vs_key(w.v, "khome");
    cf_keys(&w, "\t\t\t/other/xy\r");
    ck_assert_str_eq(cf_long(&w), "http /other/xy: transaction class TCWEB2, service class AZAMS2, report class RAZAMS2");
    ck_assert_str_eq(cf_row(&w, 15), " _  " "  entry:      none matches: the element's default transaction class applies");
    ck_assert_str_eq(cf_row(&w, 16), " _  " "  transaction class: TCWEB2 (default_transaction_class)");
    cf_close(&w);
}
END_TEST

/* With a server on a second node, AZNODEB: I on the cell's servers list says which list defines
 * one; N on AZCELL, S on AZNODEB lists its one server, S on AZNODEA its two; I there defines
 * azsr03a under AZNODEA (its
 * name as typed, its settings through the schema's checks: a minimum out of its range is
 * refused), saved as one journal batch. */
START_TEST(node_servers_and_a_new_server)
{
    struct cfx w;
    open_was(&w);
    const char *argv[] = {"--store", w.path, "import", "--was-server", "AZCELL/AZNODEB/srvb",
                          "tests/fixtures/wasxml/every.xml", NULL};
    ck_assert_int_eq(tu_wlmcon(argv, NULL, NULL, NULL, NULL), 0);
    cf_command(&w, "=1.13");
    /* the cell's list: two nodes, so I cannot tell which */
    cf_line_command(&w, 0, "S");
    ck_assert_str_eq(cf_top(&w), "WAS220");
    ck_assert_str_eq(cf_row(&w, 10), " _   srvb         AZNODEB                         false");
    cf_line_command(&w, 0, "I");
    ck_assert_str_eq(cf_top(&w), "WAS220");
    ck_assert_str_eq(cf_long(&w), "A server goes under a node: S on its node in the nodes list (N on the cell), then I.");
    cf_fkey(&w, 3);
    cf_line_command(&w, 0, "N");
    ck_assert_str_eq(cf_top(&w), "WAS210");
    cf_line_command(&w, 1, "S");
    ck_assert_str_eq(cf_top(&w), "WAS220");
    ck_assert_str_eq(cf_row(&w, 8), " _   srvb         AZNODEB                         false");
    ck_assert_str_eq(cf_row(&w, 9), " ******************************* Bottom of data *******************************");
    cf_fkey(&w, 3);
    cf_line_command(&w, 0, "S");
    ck_assert_str_eq(cf_top(&w), "WAS220");
    cf_golden(&w, "was-node-servers");
    cf_line_command(&w, 0, "I");
    ck_assert_str_eq(cf_top(&w), "WAS250");
    /* name, collection, definition, environment, Multiple Instances, minimum, maximum */
    cf_keys(&w, "azsr03a\tAZSR03\t\t\ttrue\t30\t0\r");
    ck_assert_str_eq(cf_top(&w), "WAS250");
    ck_assert_str_eq(cf_long(&w), "minimumNumOfInstances(30) is out of range: minimumNumOfInstances must be from 1 to 20 [WAS901]");
    cf_golden(&w, "was-server-new-refused");
    cf_keys(&w, "3 \r");
    cf_fkey(&w, 3);
    ck_assert_str_eq(cf_top(&w), "WAS220");
    ck_assert_str_eq(cf_long(&w), "CELL(AZCELL) NODE(AZNODEA) SERVER(azsr03a) defined, revision 52.");
    ck_assert_str_eq(cf_row(&w, 10), " _   azsr03a      AZNODEA    AZSR03        3    0 false");
    char *parent = cf_sql(&w, "SELECT p.name FROM object o JOIN object p ON p.id = o.parent_id "
                              "WHERE o.kind = 'SERVER' AND o.name = 'azsr03a';");
    ck_assert_str_eq(parent, "AZNODEA\n");
    free(parent);
    char *batches = cf_sql(&w, "SELECT count(*) FROM journal_batch;");
    ck_assert_str_eq(batches, "4\n");
    free(batches);
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
    tcase_add_test(tc, was002_opens_its_cb_rule);
    tcase_add_test(tc, whatif_from_the_servers_list);
    tcase_add_test(tc, node_servers_and_a_new_server);
    suite_add_tcase(s, tc);
    return s;
}
