/* tests/check_cli_mqsc.c — MQSC scripts through the binary: the readers' findings in validate's
 * report and counts (text and JSON), --severity hiding and saying how many it hid, a `*` after a
 * command refused with exit 65. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "tests/tutil.h"

static const char *const env_fixed[] = {"WLMCON_USER=ADMIN", "WLMCON_NOW=2026-11-29T14:38:00Z", NULL};

static const char script[] = "DISPLAY QMGR\n"
                             "DEFINE QLOCAL(A) DESCR('a')\n"
                             "DEFINE QLOCAL(B) CLWLWHGT(3)\n";

START_TEST(readers_findings_count)
{
    char *dir = tu_tmpdir(), *path = tu_path(dir, "v.mqsc");
    tu_write(path, script);
    char *out, *err;
    const char *text[] = {"validate", "--qmgr", "T", path, NULL};
    ck_assert_int_eq(tu_wlmcon(text, NULL, env_fixed, &out, &err), 0);
    ck_assert_str_eq(err, "");
    char expect[1024];
    snprintf(expect, sizeof expect,
             "%s:1:1: warning: DISPLAY and END commands are not imported: line 1 [MQ109]\n"
             "%s:3:18: warning: CLWLWHGT is not an MQSC keyword of QLOCAL; it is kept as written [MQ102]\n"
             "0 errors, 2 warnings, 0 info\n",
             path, path);
    ck_assert_msg(strstr(out, expect) != NULL, "stdout was:\n%s", out);
    free(out);
    free(err);
    const char *hidden[] = {"validate", "--severity", "error", "--qmgr", "T", path, NULL};
    ck_assert_int_eq(tu_wlmcon(hidden, NULL, env_fixed, &out, NULL), 0);
    ck_assert_str_eq(out, "No clusters.\n\n0 errors, 2 warnings, 0 info\n"
                          "2 not shown: less severe than error (--severity)\n");
    free(out);
    const char *json[] = {"validate", "--format", "json", "--severity", "error", "--qmgr", "T", path, NULL};
    ck_assert_int_eq(tu_wlmcon(json, NULL, env_fixed, &out, NULL), 0);
    ck_assert_str_eq(out, "{\n  \"summary\": {\n    \"clusters\": []\n  },\n  \"findings\": [],\n"
                          "  \"counts\": {\"errors\": 0, \"warnings\": 2, \"info\": 0, \"not_shown\": 2}\n}\n");
    free(out);
    tu_rmtree(dir);
    free(path);
    free(dir);
}
END_TEST

START_TEST(a_star_after_a_command_is_refused)
{
    char *dir = tu_tmpdir(), *path = tu_path(dir, "dev.mqsc"), *store = tu_path(dir, "s.db");
    tu_write(path, "DEFINE QLOCAL(A)\nALTER QMGR CHLAUTH(DISABLED)  * <-- DEV ONLY\n");
    char *err;
    const char *argv[] = {"--store", store, "import", "--qmgr", "T", path, NULL};
    ck_assert_int_eq(tu_wlmcon(argv, NULL, env_fixed, NULL, &err), 65);
    char expect[1024];
    snprintf(expect, sizeof expect,
             "%s:2:31: error: '*' starts a comment only in column 1 of a line: here it is part of the command, "
             "which runmqsc rejects [MQ101]\n",
             path);
    ck_assert_msg(strstr(err, expect) != NULL, "stderr was:\n%s", err);
    ck_assert(!tu_exists(store));
    free(err);
    tu_rmtree(dir);
    free(path);
    free(store);
    free(dir);
}
END_TEST

/* --platform is kept with the queue manager: a later script without it is read as z/OS reads it */
START_TEST(platform_is_kept_with_the_queue_manager)
{
    char *dir = tu_tmpdir(), *a = tu_path(dir, "a.mqsc"), *b = tu_path(dir, "b.mqsc"), *store = tu_path(dir, "s.db");
    char *outdir = tu_path(dir, "out"), *file = tu_path(dir, "out/ZQM1.mqsc");
    tu_write(a, "DEFINE QLOCAL(A)\n");
    tu_write(b, "DEFINE QLOCAL(B) DESCR('a description that goes past the seventy-second column')\n");
    const char *first[] = {"--store", store, "import", "--qmgr", "ZQM1", "--platform", "zos", a, NULL};
    ck_assert_int_eq(tu_wlmcon(first, NULL, env_fixed, NULL, NULL), 0);
    char *err;
    const char *second[] = {"--store", store, "import", "--qmgr", "ZQM1", b, NULL};
    ck_assert_int_eq(tu_wlmcon(second, NULL, env_fixed, NULL, &err), 0);
    char expect[1024];
    snprintf(expect, sizeof expect, "%s:1:73: warning: 1 line goes past column 72 (the first is line 1): z/OS "
                                    "reads only columns 1 to 72 [MQ105]\n", b);
    ck_assert_msg(strstr(err, expect) != NULL, "stderr was:\n%s", err);
    free(err);
    const char *exp[] = {"--store", store, "export", "--format", "mqsc", "--out", outdir, NULL};
    ck_assert_int_eq(tu_wlmcon(exp, NULL, env_fixed, NULL, NULL), 0);
    char *text = tu_read(file, NULL);
    ck_assert_ptr_nonnull(strstr(text, "* Queue manager platform: MVS\n"));
    free(text);
    tu_rmtree(dir);
    free(a);
    free(b);
    free(store);
    free(outdir);
    free(file);
    free(dir);
}
END_TEST

/* The export honours the umask, except for a file holding a password or key; its header says what
 * wlmcon knows of the queue manager in comment lines of its own. */
START_TEST(export_modes_and_header)
{
    char *dir = tu_tmpdir(), *a = tu_path(dir, "a.mqsc"), *store = tu_path(dir, "s.db");
    char *outdir = tu_path(dir, "out"), *plain = tu_path(dir, "out/PLAIN.mqsc"), *key = tu_path(dir, "out/KEY.mqsc");
    tu_write(a, "DEFINE QLOCAL(A)\n");
    char *b = tu_path(dir, "b.mqsc");
    tu_write(b, "ALTER QMGR KEYRPWD('s3cret')\n");
    const char *imp[] = {"--store", store, "import", "--qmgr", "PLAIN", a, "--qmgr", "KEY", b, NULL};
    ck_assert_int_eq(tu_wlmcon(imp, NULL, env_fixed, NULL, NULL), 0);
    umask(022);
    const char *exp[] = {"--store", store, "export", "--format", "mqsc", "--out", outdir, NULL};
    ck_assert_int_eq(tu_wlmcon(exp, NULL, env_fixed, NULL, NULL), 0);
    struct stat sp, sk;
    ck_assert_int_eq(stat(plain, &sp), 0);
    ck_assert_int_eq(stat(key, &sk), 0);
    ck_assert_uint_eq(sp.st_mode & 0777, 0644);
    ck_assert_uint_eq(sk.st_mode & 0777, 0600);
    char *text = tu_read(plain, NULL);
    ck_assert_ptr_nonnull(strstr(text, "* Queue manager name: PLAIN\n"
                                       "* Known: from scripts only; crtmqm's objects are ALTERed\n"));
    ck_assert_ptr_null(strstr(text, "generated by user"));
    /* the store's revision and its last change: the same store gives the same bytes */
    ck_assert_ptr_nonnull(strstr(text, "* Store revision: "));
    ck_assert_ptr_nonnull(strstr(text, "\n* Last change: by ADMIN at 2026-11-29T14:38:00Z\n"));
    ck_assert_int_eq(tu_wlmcon(exp, NULL, env_fixed, NULL, NULL), 0);
    char *again = tu_read(plain, NULL);
    ck_assert_str_eq(again, text);
    free(again);
    free(text);
    text = tu_read(key, NULL);
    ck_assert_ptr_nonnull(strstr(text, "* Holds a password or key (KEYRPWD): readable by its owner only\n"));
    free(text);
    tu_rmtree(dir);
    free(a);
    free(b);
    free(store);
    free(outdir);
    free(plain);
    free(key);
    free(dir);
}
END_TEST

/* A finding on an attribute names the file, line and column that set it last: b.mqsc, not the
 * file of the object's first definition. */
START_TEST(findings_name_the_file_that_set_the_value)
{
    char *dir = tu_tmpdir(), *a = tu_path(dir, "a.mqsc"), *b = tu_path(dir, "b.mqsc");
    tu_write(a, "DEFINE CHANNEL(TO.QM1) CHLTYPE(CLUSRCVR) CONNAME('h(1414)') CLUSTER(CL)\n"
                "ALTER QMGR DESCR('first')\n");
    tu_write(b, "* b\n* changes\nALTER QMGR CLWLDATA('x')\n");
    char *out;
    const char *argv[] = {"validate", "--qmgr", "T", a, b, NULL};
    tu_wlmcon(argv, NULL, env_fixed, &out, NULL);
    char expect[1024];
    snprintf(expect, sizeof expect, "%s:3:21: warning: CLWLDATA('x') on T has no effect", b);
    ck_assert_msg(strstr(out, expect) != NULL, "stdout was:\n%s", out);
    free(out);
    tu_rmtree(dir);
    free(a);
    free(b);
    free(dir);
}
END_TEST

/* MQ004 once per problem, at the command that made it true: not again at each later ALTER of the
 * same object (tests/fixtures/mqsc/repos-both.mqsc). */
START_TEST(both_set_reported_once)
{
    const char *args[] = {"validate", "--qmgr", "QMF", "tests/fixtures/mqsc/repos-both.mqsc", NULL};
    char *out, *err;
    ck_assert_int_eq(tu_wlmcon(args, NULL, env_fixed, &out, &err), 65);
    ck_assert_str_eq(out, "");
    ck_assert_str_eq(err, "tests/fixtures/mqsc/repos-both.mqsc:4:1: error: REPOS(SHOP) and REPOSNL(SHOP.ALL) are "
                          "both set: a queue manager names its full-repository clusters with one or the other "
                          "[MQ004]\n"
                          "tests/fixtures/mqsc/repos-both.mqsc:8:1: error: CLUSTER(SHOP) and CLUSNL(SHOP.ALL) "
                          "are both set: an object names its clusters with one or the other [MQ004]\n");
    free(out);
    free(err);
}
END_TEST

Suite *suite_cli_mqsc(void)
{
    Suite *s = suite_create("cli_mqsc");
    TCase *tc = tcase_create("cli");
    tcase_add_test(tc, readers_findings_count);
    tcase_add_test(tc, both_set_reported_once);
    tcase_add_test(tc, a_star_after_a_command_is_refused);
    tcase_add_test(tc, platform_is_kept_with_the_queue_manager);
    tcase_add_test(tc, export_modes_and_header);
    tcase_add_test(tc, findings_name_the_file_that_set_the_value);
    suite_add_tcase(s, tc);
    return s;
}
