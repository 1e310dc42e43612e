/* tests/check_tp1_rules.c — the OpenTP1 rules, each found where it applies and not where it does
 * not: node groups from all_node (by host, then by name), the announce status across a group
 * (TP1001), service groups on one node (TP1002) or none shared (TP1003), all_node entries (TP1004,
 * TP1010), the order of statements (TP1005), Extension 1 (TP1006), load-level thresholds (TP1007),
 * scdmulti (TP1008), this-node-first (TP1009) and single values (TP1901). */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "model/tp1/tp1.h"
#include "tests/tp1_fixture.h"

/* A node: its name, its files (up to 4; a NULL name ends them). */
struct tnode {
    const char *name;
    struct tf_file files[4];
};

/* Reads the nodes [0..n) into t (one import) and returns the rules' findings. */
static const char *findings(struct timport *t, const struct tnode *nodes, size_t n)
{
    memset(t, 0, sizeof *t);
    const char *names[8] = {NULL}, *dirs[8] = {NULL};
    char *paths[8] = {NULL};
    ck_assert_uint_le(n, 8);
    for (size_t i = 0; i < n; i++) {
        size_t k = 0;
        while (k < 4 && nodes[i].files[k].name)
            k++;
        paths[i] = tf_node_dir(t, nodes[i].name, nodes[i].files, k);
        names[i] = nodes[i].name;
        dirs[i] = paths[i];
    }
    tf_import(t, true, names, dirs, n, NULL);
    ck_assert_msg(t->status == IMPORT_OK, "%s", ti_diags(t));
    for (size_t i = 0; i < n; i++)
        free(paths[i]);
    return tf_findings(t);
}

#define ORDER {"order", "set service_group=\"ordergrp\"\n"}
#define BILL {"bill", "set service_group=\"billgrp\"\n"}

START_TEST(announce_status_differs_in_a_group)
{
    struct timport t;
    const struct tnode nodes[] = {
        {"n1", {{"betranrc", "set all_node=\"n2\",\"n3\"\n"}, ORDER, BILL}},
        {"n2", {{"betranrc", "set all_node=\"n1\",\"n3\"\n"}, {"scd", "set scd_announce_server_status=Y\n"}, ORDER}},
        {"n3", {{"betranrc", "set all_node=\"n1\",\"n2\"\n"}, {"scd", "set scd_announce_server_status=N\n"}, ORDER}},
    };
    ck_assert_str_eq(findings(&t, nodes, 3),
                     "TP1001 error NODE(n3) FILE(scd) scd_announce_server_status\n"
                     "TP1002 info NODE(n1) FILE(bill) service_group\n");
    ti_done(&t);
}
END_TEST

START_TEST(the_same_status_everywhere_is_no_finding)
{
    struct timport t;
    const struct tnode nodes[] = {
        {"n1", {{"betranrc", "set all_node=\"n2\"\n"}, ORDER}},
        {"n2", {{"betranrc", "set all_node=\"n1\"\n"}, {"scd", "set scd_announce_server_status=Y\n"}, ORDER}},
    };
    ck_assert_str_eq(findings(&t, nodes, 2), "");
    ti_done(&t);
}
END_TEST

START_TEST(separate_groups_are_not_compared)
{
    struct timport t;
    const struct tnode nodes[] = {
        {"n1", {{"scd", "set scd_announce_server_status=N\n"}, ORDER}},
        {"n2", {{"scd", "set scd_announce_server_status=Y\n"}, ORDER}},
    };
    ck_assert_str_eq(findings(&t, nodes, 2), "TP1002 info NODE(n1) FILE(order) service_group\n"
                                             "TP1002 info NODE(n2) FILE(order) service_group\n");
    ti_done(&t);
}
END_TEST

START_TEST(nothing_shared_while_announcing)
{
    struct timport t;
    const struct tnode nodes[] = {
        {"n1", {{"betranrc", "set all_node=\"n2\"\n"}, ORDER}},
        {"n2", {{"betranrc", "set all_node=\"n1\"\n"}, BILL}},
    };
    ck_assert_str_eq(findings(&t, nodes, 2), "TP1002 info NODE(n1) FILE(order) service_group\n"
                                             "TP1002 info NODE(n2) FILE(bill) service_group\n"
                                             "TP1003 warning NODE(n1)\n"
                                             "TP1003 warning NODE(n2)\n");
    ti_done(&t);
    const struct tnode quiet[] = {
        {"n1", {{"betranrc", "set all_node=\"n2\"\n"}, {"scd", "set scd_announce_server_status=N\n"}, ORDER}},
        {"n2", {{"betranrc", "set all_node=\"n1\"\n"}, {"scd", "set scd_announce_server_status=N\n"}, BILL}},
    };
    ck_assert_int_eq(tf_count(findings(&t, quiet, 2), "TP1003"), 0);
    ti_done(&t);
}
END_TEST

START_TEST(all_node_entries)
{
    struct timport t;
    const struct tnode nodes[] = {
        {"n1", {{"betranrc", "set all_node=\"n1\",\"n2\",\"n9\",\"bad:99\"\n"}, ORDER}},
        {"n2", {{"betranrc", "set all_node=\"n3\"\n"}, ORDER}},
        {"n3", {{"betranrc", "set all_node=\"n2\"\n"}, ORDER}},
    };
    ck_assert_str_eq(findings(&t, nodes, 3),
                     "TP1004 error NODE(n1) FILE(betranrc) all_node\n"
                     "TP1004 warning NODE(n1) FILE(betranrc) all_node\n"
                     "TP1004 warning NODE(n1) FILE(betranrc) all_node\n"
                     "TP1004 warning NODE(n2) FILE(betranrc) all_node\n"
                     "TP1004 warning NODE(n3) FILE(betranrc) all_node\n"
                     "TP1010 info NODE(n1) FILE(betranrc) all_node\n");
    ti_done(&t);
}
END_TEST

START_TEST(an_entry_names_a_host_first)
{
    struct timport t;
    const struct tnode nodes[] = {
        {"n1", {{"betranrc", "set all_node=\"hostb\"\n"}, ORDER}},
        {"n2", {{"betranrc", "set all_node=\"n1\"\n"}, ORDER}},
    };
    ck_assert_str_eq(findings(&t, nodes, 2), "TP1004 warning NODE(n1) FILE(betranrc) all_node\n"
                                             "TP1010 info NODE(n1) FILE(betranrc) all_node\n");
    tf_set(&t, tf_node(&t, "n2"), "host", "HostB");
    ck_assert_str_eq(tf_findings(&t), "");
    ti_done(&t);
}
END_TEST

START_TEST(usrconf_limits_the_servers_hosted)
{
    struct timport t;
    const struct tnode nodes[] = {
        {"n1", {{"betranrc", "set all_node=\"n2\"\n"}, ORDER, {"usrconf", "dcsvstart -u bill\n"}, BILL}},
        {"n2", {{"betranrc", "set all_node=\"n1\"\n"}, ORDER}},
    };
    ck_assert_str_eq(findings(&t, nodes, 2), "TP1002 info NODE(n1) FILE(bill) service_group\n"
                                             "TP1002 info NODE(n2) FILE(order) service_group\n"
                                             "TP1003 warning NODE(n1)\n"
                                             "TP1003 warning NODE(n2)\n");
    ti_done(&t);
}
END_TEST

START_TEST(statements_out_of_order)
{
    struct timport t;
    const struct tnode bad[] = {{"n1", {{"scd", "scdbufgrp -g g -n 1 -l 4096\nset scd_port=20000\n"}}}};
    ck_assert_str_eq(findings(&t, bad, 1), "TP1005 warning NODE(n1) FILE(scd)\n");
    ti_done(&t);
    const struct tnode good[] = {{"n1", {{"scd", "set scd_port=20000\nscdbufgrp -g g -n 1 -l 4096\n# end\n"
                                                 "putenv A 1\ndcputenv B $A\n"}}}};
    ck_assert_str_eq(findings(&t, good, 1), "");
    ti_done(&t);
}
END_TEST

START_TEST(retries_need_extension_1)
{
    struct timport t;
    const struct tnode nodes[] = {{"n1", {{"scd", "set scd_retry_of_comm_error=2\n"}}}};
    ck_assert_str_eq(findings(&t, nodes, 1), "");
    tf_set(&t, tf_node(&t, "n1"), "extension1", "NO");
    ck_assert_str_eq(tf_findings(&t), "TP1006 warning NODE(n1) FILE(scd) scd_retry_of_comm_error\n");
    tf_set(&t, tf_node(&t, "n1"), "extension1", "YES");
    ck_assert_str_eq(tf_findings(&t), "");
    ti_done(&t);
}
END_TEST

START_TEST(level_thresholds)
{
    struct timport t;
    const struct tnode nodes[] = {{"n1",
                                   {{"usrrc", "set levelup_queue_count=10,20\nset leveldown_queue_count=12,15\n"},
                                    {"s1", "set service_group=\"g\"\nset leveldown_queue_count=5,15\n"},
                                    {"s2", "set service_group=\"g2\"\nset levelup_queue_count=10,8\n"}}}};
    ck_assert_str_eq(findings(&t, nodes, 1), "TP1002 info NODE(n1) FILE(s1) service_group\n"
                                             "TP1002 info NODE(n1) FILE(s2) service_group\n"
                                             "TP1007 info NODE(n1) FILE(s2) levelup_queue_count\n"
                                             "TP1007 info NODE(n1) FILE(usrrc) leveldown_queue_count\n");
    ti_done(&t);
}
END_TEST

START_TEST(scdmulti_needs_multi_schedule)
{
    struct timport t;
    const struct tnode nodes[] = {
        {"n1", {{"betranrc", "set all_node=\"n2\"\n"}, {"scd", "scdmulti -m 2 -p 10100 -g m\n"}, ORDER}},
        {"n2", {{"betranrc", "set all_node=\"n1\"\n"}, ORDER}},
    };
    ck_assert_str_eq(findings(&t, nodes, 2), "TP1008 warning NODE(n1) FILE(scd) scdmulti#1\n");
    tf_set(&t, tf_file_obj(tf_node(&t, "n2"), "order"), "multi_schedule", "Y");
    ck_assert_str_eq(tf_findings(&t), "");
    ti_done(&t);
}
END_TEST

START_TEST(this_node_first_without_shared_groups)
{
    struct timport t;
    const struct tnode nodes[] = {
        {"n1", {{"betranrc", "set all_node=\"n2\"\n"}, {"scd", "set scd_this_node_first=Y\n"}, ORDER, BILL}},
        {"n2", {{"betranrc", "set all_node=\"n1\"\n"}, {"scd", "set scd_this_node_first=Y\n"}, BILL}},
    };
    ck_assert_str_eq(findings(&t, nodes, 2), "TP1002 info NODE(n1) FILE(order) service_group\n");
    ti_done(&t);
    const struct tnode lone[] = {
        {"n1", {{"betranrc", "set all_node=\"n2\"\n"}, {"scd", "set scd_this_node_first=Y\n"}, ORDER}},
        {"n2", {{"betranrc", "set all_node=\"n1\"\n"}, ORDER}},
        {"n3", {{"scd", "set scd_this_node_first=Y\n"}, BILL}},
    };
    ck_assert_str_eq(findings(&t, lone, 3), "TP1002 info NODE(n3) FILE(bill) service_group\n"
                                            "TP1009 info NODE(n3) FILE(scd) scd_this_node_first\n");
    ti_done(&t);
}
END_TEST

START_TEST(single_values)
{
    struct timport t;
    const struct tnode nodes[] = {{"n1", {{"scd", "set schedule_rate=30\nset scd_announce_server_status=y\n"},
                                          {"usrrc", "set nice=40\nset parallel_count=2,x\n"}}}};
    ck_assert_str_eq(findings(&t, nodes, 1), "TP1901 error NODE(n1) FILE(scd) schedule_rate\n"
                                             "TP1901 error NODE(n1) FILE(usrrc) nice\n"
                                             "TP1902 error NODE(n1) FILE(scd) scd_announce_server_status\n"
                                             "TP1904 error NODE(n1) FILE(usrrc) parallel_count\n");
    ti_done(&t);
}
END_TEST

Suite *suite_tp1_rules(void)
{
    Suite *s = suite_create("tp1_rules");
    TCase *tc = tcase_create("rules");
    tcase_add_test(tc, announce_status_differs_in_a_group);
    tcase_add_test(tc, the_same_status_everywhere_is_no_finding);
    tcase_add_test(tc, separate_groups_are_not_compared);
    tcase_add_test(tc, nothing_shared_while_announcing);
    tcase_add_test(tc, all_node_entries);
    tcase_add_test(tc, an_entry_names_a_host_first);
    tcase_add_test(tc, usrconf_limits_the_servers_hosted);
    tcase_add_test(tc, statements_out_of_order);
    tcase_add_test(tc, retries_need_extension_1);
    tcase_add_test(tc, level_thresholds);
    tcase_add_test(tc, scdmulti_needs_multi_schedule);
    tcase_add_test(tc, this_node_first_without_shared_groups);
    tcase_add_test(tc, single_values);
    suite_add_tcase(s, tc);
    return s;
}
