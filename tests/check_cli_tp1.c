/* tests/check_cli_tp1.c — OpenTP1 node directories through the binary: a directory without --node
 * refused (65, naming --node); the three demo nodes (node3 not announcing its load status)
 * imported and validated (TP1001 once, TP1002 once for billgrp, no TP1004 nor TP1005, exit 1);
 * exported into directories that `diff -r` finds equal to the ones read (a file of the user's in a
 * node's directory listed, not deleted); the Shift_JIS node with
 * CRLF and continuation lines back byte for byte; name_notify changed in the YAML document
 * changing that statement alone. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tests/tp1_fixture.h"
#include "tests/tutil.h"

static const char *const env_fixed[] = {"WLMCON_USER=ADMIN", "WLMCON_NOW=2026-11-29T14:38:00Z", NULL};

/* Runs wlmcon with args and asserts the exit status; returns stdout (malloc'd), stderr into *err
 * when err is not NULL. */
static char *run(int want, const char *const *args, char **err)
{
    char *o, *e;
    int rc = tu_wlmcon(args, NULL, env_fixed, &o, &e);
    ck_assert_msg(rc == want, "exit %d, want %d; stderr:\n%s", rc, want, e);
    if (err)
        *err = e;
    else
        free(e);
    return o;
}

/* A store in a new temporary directory with the three demo nodes imported; *dir gets the
 * directory. */
static char *demo_store(char **dir)
{
    *dir = tu_tmpdir();
    char *db = tu_path(*dir, "t.db");
    const char *args[] = {"--store", db, "import", "--node", "node1", "import/demo/tp1/node1", "--node", "node2",
                          "import/demo/tp1/node2", "--node", "node3", "import/demo/tp1/node3", NULL};
    free(run(0, args, NULL));
    return db;
}

/* The exit status of `diff -r a b` (0: equal). */
static int diff_r(const char *a, const char *b)
{
    char cmd[1024];
    snprintf(cmd, sizeof cmd, "diff -r '%s' '%s' >/dev/null", a, b);
    return system(cmd);
}

START_TEST(a_directory_without_node_exits_65)
{
    char *dir = tu_tmpdir(), *db = tu_path(dir, "t.db"), *err;
    const char *args[] = {"--store", db, "import", "tests/fixtures/tp1/crlf", NULL};
    free(run(65, args, &err));
    ck_assert_ptr_nonnull(strstr(err, "tests/fixtures/tp1/crlf: error: an OpenTP1 definition directory names no "
                                      "node: give --node NAME before it [TP1101]"));
    ck_assert(!tu_exists(db));
    free(err);
    free(db);
    tu_rmtree(dir);
    free(dir);
}
END_TEST

START_TEST(the_demo_nodes_validate_with_tp1001_once)
{
    char *dir, *db = demo_store(&dir);
    const char *args[] = {"--store", db, "validate", "--format", "json", NULL};
    char *out = run(1, args, NULL);
    ck_assert_uint_eq(tf_count(out, "\"TP1001\""), 1);
    ck_assert_uint_eq(tf_count(out, "\"TP1002\""), 1);
    ck_assert_uint_eq(tf_count(out, "service group billgrp runs on node node1 only"), 1);
    ck_assert_uint_eq(tf_count(out, "ordergrp"), 0);
    ck_assert_uint_eq(tf_count(out, "\"TP1004\""), 0);
    ck_assert_uint_eq(tf_count(out, "\"TP1005\""), 0);
    ck_assert_uint_eq(tf_count(out, "\"TP1"), 2);
    free(out);
    free(db);
    tu_rmtree(dir);
    free(dir);
}
END_TEST

START_TEST(the_demo_nodes_export_as_read)
{
    char *dir, *db = demo_store(&dir), *out = tu_path(dir, "out");
    const char *args[] = {"--store", db, "export", "--format", "tp1def", "--out", out, NULL};
    free(run(0, args, NULL));
    ck_assert_int_eq(diff_r(out, "import/demo/tp1"), 0);
    /* a file of the user's in a node's directory: listed, never deleted */
    char *node1 = tu_path(out, "node1"), *mine = tu_path(node1, "mine.txt"), *err;
    tu_write(mine, "notes\n");
    free(run(0, args, &err));
    ck_assert_ptr_nonnull(strstr(err, "also holds 1 file(s) this export did not write (left as they are):\n"
                                      "  node1/mine.txt\n"));
    ck_assert(tu_exists(mine));
    free(err);
    free(mine);
    free(node1);
    free(out);
    free(db);
    tu_rmtree(dir);
    free(dir);
}
END_TEST

START_TEST(the_shift_jis_node_comes_back_byte_for_byte)
{
    char *dir = tu_tmpdir(), *db = tu_path(dir, "t.db"), *out = tu_path(dir, "out"),
         *node = tu_path(out, "tp1a");
    const char *imp[] = {"--store", db, "import", "--node", "tp1a", "tests/fixtures/tp1/crlf", NULL};
    free(run(0, imp, NULL));
    const char *exp[] = {"--store", db, "export", "--format", "tp1def", "--out", out, NULL};
    free(run(0, exp, NULL));
    ck_assert_int_eq(diff_r(node, "tests/fixtures/tp1/crlf"), 0);
    free(node);
    free(out);
    free(db);
    tu_rmtree(dir);
    free(dir);
}
END_TEST

START_TEST(name_notify_changed_in_yaml_changes_that_statement)
{
    char *dir, *db = demo_store(&dir), *yaml = tu_path(dir, "policy.yaml"), *db2 = tu_path(dir, "u.db"),
         *out = tu_path(dir, "out");
    const char *exp[] = {"--store", db, "export", "--format", "yaml", "--out", "-", NULL};
    char *doc = run(0, exp, NULL);
    const char *from = "\"name\": \"betranrc\"\n    \"attributes\":\n      \"all_node\": \"node2,node3\"\n"
                       "      \"name_notify\": \"N\"";
    ck_assert_ptr_nonnull(strstr(doc, from));
    char *to = strdup(from);
    to[strlen(to) - 2] = 'Y';
    doc = tu_replace(doc, from, to);
    tu_write(yaml, doc);
    const char *imp[] = {"--store", db2, "import", yaml, NULL};
    free(run(0, imp, NULL));
    const char *exp2[] = {"--store", db2, "export", "--format", "tp1def", "--out", out, NULL};
    free(run(0, exp2, NULL));
    char *node1 = tu_path(out, "node1"), *betranrc = tu_path(node1, "betranrc"), *scd = tu_path(node1, "scd");
    char *want = tu_read("import/demo/tp1/node1/betranrc", NULL), *have = tu_read(betranrc, NULL);
    want = tu_replace(want, "set name_notify=N\n", "set name_notify=Y\n");
    ck_assert_str_eq(have, want);
    char *scd_want = tu_read("import/demo/tp1/node1/scd", NULL), *scd_have = tu_read(scd, NULL);
    ck_assert_str_eq(scd_have, scd_want);
    free(scd_want);
    free(scd_have);
    free(want);
    free(have);
    free(scd);
    free(betranrc);
    free(node1);
    free(to);
    free(doc);
    free(out);
    free(db2);
    free(yaml);
    free(db);
    tu_rmtree(dir);
    free(dir);
}
END_TEST

Suite *suite_cli_tp1(void)
{
    Suite *s = suite_create("cli_tp1");
    TCase *tc = tcase_create("cli");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, a_directory_without_node_exits_65);
    tcase_add_test(tc, the_demo_nodes_validate_with_tp1001_once);
    tcase_add_test(tc, the_demo_nodes_export_as_read);
    tcase_add_test(tc, the_shift_jis_node_comes_back_byte_for_byte);
    tcase_add_test(tc, name_notify_changed_in_yaml_changes_that_statement);
    suite_add_tcase(s, tc);
    return s;
}
