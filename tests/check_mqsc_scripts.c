/* tests/check_mqsc_scripts.c — the MQSC scripts people really write (../shared/samples/mq/scripts,
 * every file there): each imports with --qmgr TEST and its export imports again to the same bytes,
 * except the unrendered template, refused at the position of its {{ .ChckClnt }}. */
#include <check.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tests/export_fixture.h"
#include "tests/timport.h"
#include "tests/tutil.h"

/* The export of queue manager TEST after importing path (with --qmgr TEST when qmgr). */
static char *import_export(const char *path, bool qmgr)
{
    struct timport t;
    struct tinput in = {path, NULL, qmgr ? "TEST" : NULL};
    ti_run(&t, &in, 1, NULL);
    ck_assert_msg(t.status == IMPORT_OK, "%s: %s", path, ti_diags(&t));
    char *text = xf_mqsc(ti_top(&t, "TEST"), 72);
    ti_done(&t);
    return text;
}

static void round_trip(const char *path)
{
    char *first = import_export(path, true);
    char *dir = tu_tmpdir(), *again = tu_path(dir, "TEST.mqsc");
    tu_write(again, first);
    char *second = import_export(again, false);
    ck_assert_msg(strcmp(first, second) == 0, "%s: the export of its export differs:\n%s\n----\n%s", path, first,
                  second);
    free(first);
    free(second);
    tu_rmtree(dir);
    free(again);
    free(dir);
}

START_TEST(every_script_imports_and_round_trips)
{
    char dirpath[4096];
    snprintf(dirpath, sizeof dirpath, "%s", tu_sample("mq/scripts"));
    DIR *d = opendir(dirpath);
    ck_assert_ptr_nonnull(d);
    size_t n = 0, refused = 0;
    for (struct dirent *e; (e = readdir(d)) != NULL;) {
        if (e->d_name[0] == '.')
            continue;
        char path[8192];
        snprintf(path, sizeof path, "%s/%s", dirpath, e->d_name);
        n++;
        if (strstr(e->d_name, ".tpl")) { /* a template: its {{ … }} were never rendered */
            struct timport t;
            struct tinput in = {path, NULL, "TEST"};
            ti_run(&t, &in, 1, NULL);
            ck_assert_int_eq(t.status, IMPORT_DATAERR);
            ck_assert_ptr_nonnull(strstr(ti_diags(&t), ".mqsc.tpl:41:88: error: CHCKCLNT({{ .ChckClnt }}) is not a "
                                                       "valid value"));
            refused++;
            ti_done(&t);
            continue;
        }
        round_trip(path);
    }
    closedir(d);
    ck_assert_uint_ge(n, 12);
    ck_assert_uint_eq(refused, 1);
}
END_TEST

Suite *suite_mqsc_scripts(void)
{
    Suite *s = suite_create("mqsc_scripts");
    TCase *tc = tcase_create("samples");
    tcase_add_test(tc, every_script_imports_and_round_trips);
    tu_add_sample_case(s, tc, "the MQSC scripts of samples/mq/scripts");
    return s;
}
