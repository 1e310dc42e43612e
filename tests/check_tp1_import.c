/* tests/check_tp1_import.c — a node's definition directory read and written back: the fixture in
 * Shift_JIS with CRLF, a `,\` continuation, a Shift_JIS comment and a file wlmcon does not know
 * comes back byte for byte; one changed operand rewrites its statement alone; a new operand goes
 * after the last set; the reader's findings TP1101–TP1105; --uap-conf; a directory read again
 * replaces the node's definitions. */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "model/tp1/tp1.h"
#include "tests/tp1_fixture.h"
#include "tests/tutil.h"

#define CRLF "tests/fixtures/tp1/crlf"

/* The fixture read as node tp1a. */
static struct pol_object *read_crlf(struct timport *t)
{
    const char *nodes[] = {"tp1a"}, *dirs[] = {CRLF};
    memset(t, 0, sizeof *t);
    tf_import(t, true, nodes, dirs, 1, NULL);
    ck_assert_int_eq(t->status, IMPORT_OK);
    return tf_node(t, "tp1a");
}

/* Asserts that the writer gives file name of node exactly as the fixture has it. */
static void assert_as_read(const struct pol_object *node, const char *name)
{
    char *path = tu_path(CRLF, name);
    size_t len;
    char *want = tu_read(path, &len), *have = tf_write(node, name, NULL);
    ck_assert_ptr_nonnull(have);
    ck_assert_uint_eq(strlen(have), len);
    ck_assert_msg(memcmp(have, want, len) == 0, "%s is not written back as read", name);
    free(want);
    free(have);
    free(path);
}

/* The fixture's file name with from replaced by to (exactly once). */
static char *fixture_with(const char *name, const char *from, const char *to)
{
    char *path = tu_path(CRLF, name), *text = tu_read(path, NULL);
    ck_assert_ptr_nonnull(strstr(text, from));
    text = tu_replace(text, from, to);
    free(path);
    return text;
}

START_TEST(a_directory_without_node_is_refused)
{
    struct timport t = {0};
    const char *nodes[] = {NULL}, *dirs[] = {CRLF};
    tf_import(&t, true, nodes, dirs, 1, NULL);
    ck_assert_int_eq(t.status, IMPORT_DATAERR);
    ck_assert_str_eq(ti_diags(&t), "crlf: error: an OpenTP1 definition directory names no node: give --node "
                                   "NAME before it [TP1101]\n");
    ti_done(&t);
}
END_TEST

START_TEST(the_fixture_is_read)
{
    struct timport t;
    struct pol_object *n = read_crlf(&t);
    ck_assert_str_eq(ti_diags(&t), "README.txt:1:1: info: README.txt is no definition file wlmcon knows: kept "
                                   "and written back as it is [TP1104]\n");
    ck_assert_str_eq(pol_get_key(tf_file_obj(n, "betranrc"), "all_node"), "tp1b:10000,tp1c");
    ck_assert_str_eq(pol_get_key(tf_file_obj(n, "betranrc"), "name_notify"), "N");
    const struct pol_object *scd = tf_file_obj(n, "scd");
    ck_assert_str_eq(pol_get_key(scd, "schedule_rate"), "80");
    ck_assert_str_eq(pol_get_key(scd, "scd_this_node_first"), "Y");
    const struct pol_object *multi = pol_first_child(scd, tp1_kind(TP1_SCDMULTI));
    ck_assert_str_eq(pol_get_key(multi, "daemons"), "2");
    ck_assert_str_eq(pol_get_key(multi, "group"), "mgrp");
    ck_assert_str_eq(pol_get_key(multi, "t"), "Y");
    const struct pol_object *bufgrp = pol_first_child(scd, tp1_kind(TP1_SCDBUFGRP));
    ck_assert_str_eq(pol_get_key(bufgrp, "length"), "4096");
    const struct pol_object *order = tf_file_obj(n, "order");
    ck_assert(tp1_is_kind(order->kind, TP1_USRSVC));
    ck_assert_str_eq(pol_get_key(order, "service"), "order_add=ord_add,order_get=ord_get");
    ck_assert_str_eq(pol_get_key(order, "multi_schedule"), "Y");
    ck_assert(tp1_is_kind(tf_file_obj(n, "README.txt")->kind, TP1_DEFFILE));
    ck_assert_str_eq(n->layout->files[0]->encoding, "SHIFT_JIS");
    ti_done(&t);
}
END_TEST

START_TEST(every_file_comes_back_byte_for_byte)
{
    struct timport t;
    struct pol_object *n = read_crlf(&t);
    const char *names;
    free(tf_write(n, "scd", &names));
    ck_assert_str_eq(names, "README.txt\nbetranrc\norder\nscd\n");
    assert_as_read(n, "README.txt");
    assert_as_read(n, "betranrc");
    assert_as_read(n, "order");
    assert_as_read(n, "scd");
    ti_done(&t);
}
END_TEST

START_TEST(one_changed_operand_rewrites_its_statement)
{
    struct timport t;
    struct pol_object *n = read_crlf(&t);
    tf_set(&t, tf_file_obj(n, "betranrc"), "name_notify", "Y");
    char *want = fixture_with("betranrc", "set name_notify=N\r\n", "set name_notify=Y\r\n");
    char *have = tf_write(n, "betranrc", NULL);
    ck_assert_str_eq(have, want);
    free(have);
    free(want);
    assert_as_read(n, "scd");
    ti_done(&t);
}
END_TEST

START_TEST(a_changed_continued_list_becomes_one_line)
{
    struct timport t;
    struct pol_object *n = read_crlf(&t);
    tf_set(&t, tf_file_obj(n, "betranrc"), "all_node", "tp1b:10000,tp1d");
    char *want = fixture_with("betranrc", "set all_node=\"tp1b:10000\",\\\r\n             \"tp1c\"\r\n",
                              "set all_node=\"tp1b:10000\",\"tp1d\"\r\n");
    char *have = tf_write(n, "betranrc", NULL);
    ck_assert_str_eq(have, want);
    free(have);
    free(want);
    ti_done(&t);
}
END_TEST

START_TEST(a_new_operand_goes_after_the_last_set)
{
    struct timport t;
    struct pol_object *n = read_crlf(&t);
    tf_set(&t, tf_file_obj(n, "scd"), "scd_retry_of_comm_error", "2");
    tf_set(&t, tf_file_obj(n, "scd"), "scd_this_node_first", NULL);
    char *want = fixture_with("scd", "set schedule_rate=0080\r\n",
                              "set schedule_rate=0080\r\nset scd_retry_of_comm_error=2\r\n");
    want = tu_replace(want, "set scd_this_node_first=Y\r\n", "");
    char *have = tf_write(n, "scd", NULL);
    ck_assert_str_eq(have, want);
    free(have);
    free(want);
    ti_done(&t);
}
END_TEST

START_TEST(a_definition_without_a_file_is_written_from_nothing)
{
    struct timport t;
    struct pol_object *n = read_crlf(&t);
    struct pol_object *u = pol_new(&t.pol, tp1_kind(TP1_USRSVC), n, "bill");
    ck_assert_ptr_nonnull(u);
    tf_set(&t, u, "service_group", "billgrp");
    tf_set(&t, u, "service", "bill_run=bill_main,bill_get=bill_q");
    tf_set(&t, u, "nice", "5");
    const char *names;
    char *have = tf_write(n, "bill", &names);
    ck_assert_str_eq(names, "README.txt\nbetranrc\norder\nscd\nbill\n");
    ck_assert_str_eq(have, "set service_group=\"billgrp\"\nset service=\"bill_run=bill_main\",\"bill_get=bill_q\"\n"
                           "set nice=5\n");
    free(have);
    ti_done(&t);
}
END_TEST

/* Reads one node n1 of the files given; returns the findings of the reader. */
static const char *read_files(struct timport *t, const struct tf_file *files, size_t n)
{
    memset(t, 0, sizeof *t);
    char *dir = tf_node_dir(t, "n1", files, n);
    const char *nodes[] = {"n1"}, *dirs[] = {dir};
    tf_import(t, true, nodes, dirs, 1, NULL);
    free(dir);
    return ti_diags(t);
}

START_TEST(statements_that_cannot_be_read_refuse_the_directory)
{
    struct timport t;
    const struct tf_file files[] = {
        {"scd", "set schedule_rate=\"80\nset scd_port=abc\n"},
        {"betranrc", "set all_node=\"n2\",\\\n"},
    };
    ck_assert_str_eq(read_files(&t, files, 2),
                     "betranrc:1:19: error: a continuation '\\' on the last line of the file: the statement never "
                     "ends [TP1102]\n"
                     "scd:1:19: error: a quote that is not closed [TP1102]\n"
                     "scd:2:14: error: scd_port=abc is not a number [TP1102]\n");
    ck_assert_int_eq(t.status, IMPORT_DATAERR);
    ti_done(&t);
}
END_TEST

START_TEST(upper_case_and_twice_set_operands_are_kept_with_warnings)
{
    struct timport t;
    const struct tf_file files[] = {
        {"scd", "SET scd_port=20000\nset SCHEDULE_RATE=90\nset schedule_rate=60\n"},
    };
    ck_assert_str_eq(read_files(&t, files, 1),
                     "scd:1:1: warning: SET in upper case: the manuals write set; the statement is kept as written "
                     "[TP1103]\n"
                     "scd:2:5: warning: operand SCHEDULE_RATE in upper case: the manuals write schedule_rate; the "
                     "statement is kept as written [TP1103]\n"
                     "scd:3:5: warning: schedule_rate is set before, at line 2: this statement is not effective "
                     "[TP1105]\n");
    ck_assert_int_eq(t.status, IMPORT_OK);
    struct pol_object *n = tf_node(&t, "n1");
    ck_assert_str_eq(pol_get_key(tf_file_obj(n, "scd"), "schedule_rate"), "90");
    ck_assert_str_eq(pol_get_key(tf_file_obj(n, "scd"), "scd_port"), "20000");
    ti_done(&t);
}
END_TEST

START_TEST(uap_conf_adds_user_service_definitions)
{
    struct timport t = {0};
    const struct tf_file conf[] = {{"betranrc", "set all_node=\"n2\"\n"}};
    const struct tf_file uap[] = {{"srv1", "set service_group=\"grp1\"\nset module=\"s1\"\n"},
                                  {"notes", "not a definition\n"}};
    char *dir = tf_node_dir(&t, "n1", conf, 1), *udir = tf_node_dir(&t, "uap", uap, 2);
    const char *nodes[] = {"n1"}, *dirs[] = {dir};
    tf_import(&t, true, nodes, dirs, 1, udir);
    ck_assert_int_eq(t.status, IMPORT_OK);
    ck_assert_str_eq(ti_diags(&t), "notes:1:1: info: notes is no definition file wlmcon knows: kept and written "
                                   "back as it is [TP1104]\n");
    struct pol_object *n = tf_node(&t, "n1");
    ck_assert_str_eq(pol_get_key(tf_file_obj(n, "srv1"), "service_group"), "grp1");
    const char *names;
    char *text = tf_write(n, "srv1", &names);
    ck_assert_str_eq(text, "set service_group=\"grp1\"\nset module=\"s1\"\n");
    ck_assert_str_eq(names, "betranrc\nnotes\nsrv1\n");
    free(text);
    free(dir);
    free(udir);
    ti_done(&t);
}
END_TEST

START_TEST(a_directory_read_again_replaces_the_node)
{
    struct timport t = {0};
    const struct tf_file first[] = {{"scd", "set schedule_rate=60\n"}, {"usrrc", "set nice=1\n"}};
    const struct tf_file second[] = {{"scd", "set schedule_rate=70\n"}};
    char *d1 = tf_node_dir(&t, "a", first, 2), *d2 = tf_node_dir(&t, "b", second, 1);
    const char *nodes[] = {"n1", "n1"}, *dirs[] = {d1, d2};
    tf_import(&t, true, nodes, dirs, 2, NULL);
    ck_assert_int_eq(t.status, IMPORT_OK);
    struct pol_object *n = tf_node(&t, "n1");
    ck_assert_str_eq(pol_get_key(tf_file_obj(n, "scd"), "schedule_rate"), "70");
    ck_assert_ptr_null(pol_find(n, "file", "usrrc"));
    const char *names;
    free(tf_write(n, "scd", &names));
    ck_assert_str_eq(names, "scd\n");
    free(d1);
    free(d2);
    ti_done(&t);
}
END_TEST

Suite *suite_tp1_import(void)
{
    Suite *s = suite_create("tp1_import");
    TCase *tc = tcase_create("import");
    tcase_add_test(tc, a_directory_without_node_is_refused);
    tcase_add_test(tc, the_fixture_is_read);
    tcase_add_test(tc, every_file_comes_back_byte_for_byte);
    tcase_add_test(tc, one_changed_operand_rewrites_its_statement);
    tcase_add_test(tc, a_changed_continued_list_becomes_one_line);
    tcase_add_test(tc, a_new_operand_goes_after_the_last_set);
    tcase_add_test(tc, a_definition_without_a_file_is_written_from_nothing);
    tcase_add_test(tc, statements_that_cannot_be_read_refuse_the_directory);
    tcase_add_test(tc, upper_case_and_twice_set_operands_are_kept_with_warnings);
    tcase_add_test(tc, uap_conf_adds_user_service_definitions);
    tcase_add_test(tc, a_directory_read_again_replaces_the_node);
    suite_add_tcase(s, tc);
    return s;
}
