/* tests/check_cli_options.c — the import options before files on the command line: each applies to
 * the files after it until given again, in both spellings; a missing value, an option that is none,
 * and the usage words. */
#include <check.h>
#include <stdio.h>
#include <string.h>

#include "ui/cli/cli.h"

START_TEST(options_apply_to_the_files_after_them)
{
    char *argv[] = {"import", "a", "--qmgr", "QM1", "b", "c", "--qmgr=QM2", "d", NULL};
    int argc = 8;
    struct cli_file_opts o = {0};
    const struct import_option_def *def;
    struct import_file f[4];
    int nf = 0;
    for (int i = 1; i < argc; i++) {
        int rc = cli_file_option(argc, argv, &i, &o, &def);
        ck_assert_int_ge(rc, 0);
        if (rc == 0)
            f[nf++] = cli_file(&o, argv[i]);
        else
            ck_assert_str_eq(def->name, "qmgr");
    }
    ck_assert_int_eq(nf, 4);
    ck_assert_str_eq(f[0].path, "a");
    ck_assert_ptr_null(f[0].opts[0].name);
    ck_assert_str_eq(f[1].opts[0].name, "qmgr");
    ck_assert_str_eq(f[1].opts[0].value, "QM1");
    ck_assert_str_eq(f[2].opts[0].value, "QM1");
    ck_assert_str_eq(f[3].path, "d");
    ck_assert_str_eq(f[3].opts[0].value, "QM2");
    ck_assert_ptr_null(f[3].opts[1].name);
    ck_assert_ptr_null(o.pending);
    cli_file_opts_free(&o);
}
END_TEST

START_TEST(missing_values_and_other_arguments)
{
    char *argv[] = {"validate", "--explain", "--qmgr", NULL};
    struct cli_file_opts o = {0};
    const struct import_option_def *def;
    int i = 1;
    ck_assert_int_eq(cli_file_option(3, argv, &i, &o, &def), 0);
    ck_assert_ptr_null(def);
    i = 2;
    ck_assert_int_eq(cli_file_option(3, argv, &i, &o, &def), -1);
    ck_assert_str_eq(def->name, "qmgr");
    char *later[] = {"import", "--qmgrx", "x", "--qmgr", "QM9", NULL};
    i = 1;
    ck_assert_int_eq(cli_file_option(5, later, &i, &o, &def), 0);
    i = 3;
    ck_assert_int_eq(cli_file_option(5, later, &i, &o, &def), 1);
    ck_assert_int_eq(i, 4);
    ck_assert_ptr_eq(o.pending, def);
    ck_assert_str_eq(o.pending_value, "QM9");
    /* every reader's option (import_option_defs), WLM's and MQ's first */
    char buf[1024], want[1024] = "";
    for (const struct import_option_def *const *d = import_option_defs(); *d; d++)
        snprintf(want + strlen(want), sizeof want - strlen(want), "[--%s %s] ", (*d)->name, (*d)->metavar);
    ck_assert_str_eq(cli_file_options_usage(buf, sizeof buf), want);
    ck_assert_int_eq(strncmp(buf, "[--record-length N] [--qmgr NAME] [--was-server CELL/NODE/SERVER] ", 66), 0);
    ck_assert_ptr_nonnull(strstr(buf, " [--platform zos|unix|windows] "));
    ck_assert_str_eq(def->names, "the queue manager");
    cli_file_opts_free(&o);
}
END_TEST

Suite *suite_cli_options(void)
{
    Suite *s = suite_create("cli_options");
    TCase *tc = tcase_create("options");
    tcase_add_test(tc, options_apply_to_the_files_after_them);
    tcase_add_test(tc, missing_values_and_other_arguments);
    suite_add_tcase(s, tc);
    return s;
}
