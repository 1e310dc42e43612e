/* tests/check_ui_domino.c — Domino's panels on a store of the three fixture servers and their
 * replicas: DOM200 the servers, DOM210 a server's settings (a threshold raised and saved as one
 * journal batch), DOM230 a server's replicas, and S on a DOM finding opening the server with the
 * cursor on its setting. */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "tests/cfx.h"
#include "tests/tutil.h"

static void open_domino(struct cfx *w)
{
    static const char *const files[] = {"tests/fixtures/domino/alpha.ini", "tests/fixtures/domino/beta.ini",
                                        "tests/fixtures/domino/gamma.ini", "tests/fixtures/domino/replicas.csv"};
    cf_open(w, files, 4);
}

START_TEST(servers_list_and_replicas)
{
    struct cfx w;
    open_domino(&w);
    cf_keys(&w, "3\r");
    ck_assert_str_eq(cf_top(&w), "DOM200");
    cf_golden(&w, "dom-servers");
    cf_line_command(&w, 0, "S");
    ck_assert_str_eq(cf_top(&w), "DOM230");
    cf_golden(&w, "dom-replicas");
    cf_fkey(&w, 3);
    ck_assert_str_eq(cf_top(&w), "DOM200");
    cf_assert_panel_help(&w, "DOM200", " The Domino servers of the store");
    cf_close(&w);
}
END_TEST

/* E on Alpha, its threshold raised from 70 to 75 and saved: one batch, one change. */
START_TEST(server_threshold_raised)
{
    struct cfx w;
    open_domino(&w);
    cf_keys(&w, "3\r");
    cf_line_command(&w, 0, "E");
    ck_assert_str_eq(cf_top(&w), "DOM210");
    cf_golden(&w, "dom-server");
    /* Cluster, Domain, Ports, then the threshold */
    cf_keys(&w, "east\t\t\t\v75\r");
    cf_fkey(&w, 3);
    ck_assert_str_eq(cf_top(&w), "DOM200");
    cf_golden(&w, "dom-servers-saved");
    char *sql = cf_sql(&w, "SELECT count(*) FROM journal_batch;");
    ck_assert_str_eq(sql, "2\n");
    free(sql);
    /* the export rewrites that one line, CRLF and the rest kept */
    char *out = tu_path(w.dir, "out");
    ck_assert_int_eq(tu_wlmcon((const char *const[]){"--store", w.path, "export", "--format", "notesini", "--out",
                                                     out, NULL},
                               NULL, NULL, NULL, NULL),
                     0);
    char *file = tu_path(out, "CN%3DA%6C%70%68%61%2FO%3DE%78%61%6D%70%6C%65/notes.ini");
    size_t got_len, want_len;
    char *got = tu_read(file, &got_len), *want = tu_read("tests/fixtures/domino/alpha.ini", &want_len);
    char *at = strstr(want, "SERVER_AVAILABILITY_THRESHOLD=70\r\n");
    ck_assert_ptr_nonnull(at);
    at[31] = '5';
    ck_assert_uint_eq(got_len, want_len);
    ck_assert(memcmp(got, want, want_len) == 0);
    free(got);
    free(want);
    free(file);
    free(out);
    cf_close(&w);
}
END_TEST

Suite *suite_ui_domino(void)
{
    Suite *s = suite_create("ui_domino");
    TCase *tc = tcase_create("panels");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, servers_list_and_replicas);
    tcase_add_test(tc, server_threshold_raised);
    suite_add_tcase(s, tc);
    return s;
}
