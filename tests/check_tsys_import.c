/* tests/check_tsys_import.c — the edges of inputs and options, proved with the test system's readers
 * (tests/tsys_read.c): a directory read as one input with findings at each of its files' lines, six
 * options on one command line each reaching its inputs, two readers certain of one file, --format,
 * an option no reader declares, a directory no reader takes, and the Import panel's fields made
 * from the declarations. */
#include <check.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "import/import.h"
#include "tests/cfx.h"
#include "tests/tsys.h"
#include "tests/tutil.h"
#include "ui/cli/cli.h"

/* Runs `wlmcon argv…` with the test system registered (tsys_wlmcon). */
static int run(const char *const *argv, char **out, char **err)
{
    return tsys_wlmcon(argv, NULL, out, err);
}

/* A site directory DIR/name: site.conf (conf) and two server lists. */
static char *site_dir(const char *dir, const char *name, const char *conf, const char *a, const char *b)
{
    char *d = tu_path(dir, name), *p;
    ck_assert_int_eq(mkdir(d, 0700), 0);
    tu_write(p = tu_path(d, "site.conf"), conf);
    free(p);
    tu_write(p = tu_path(d, "a.list"), a);
    free(p);
    tu_write(p = tu_path(d, "b.list"), b);
    free(p);
    return d;
}

START_TEST(directory_with_findings_at_each_file)
{
    tsys_register();
    char *dir = tu_tmpdir(), *site = site_dir(dir, "east", "name EAST\n", "SV1 50\nSV2 150\n", "SV3 x\n");
    struct policy pol;
    struct diag_list diags;
    policy_init(&pol);
    diag_init(&diags, 100);
    struct import_file f[] = {{site, NULL, NULL}};
    ck_assert_int_eq(import_files(f, 1, &pol, NULL, &diags, NULL), IMPORT_DATAERR);
    ck_assert_uint_eq(diags.n, 2);
    char line[512], want[512];
    diag_format(&diags.v[0], line, sizeof line);
    snprintf(want, sizeof want, "%s/a.list:2:5: error: weight must be from 1 to 99: 150 [TST101]", site);
    ck_assert_str_eq(line, want);
    diag_format(&diags.v[1], line, sizeof line);
    snprintf(want, sizeof want, "%s/b.list:1:5: error: weight must be from 1 to 99: x [TST101]", site);
    ck_assert_str_eq(line, want);
    diag_free(&diags);
    policy_free(&pol);
    tu_rmtree(dir);
    free(site);
    free(dir);
}
END_TEST

START_TEST(six_options_reach_their_inputs)
{
    char *dir = tu_tmpdir(), *site = site_dir(dir, "north", "* no name\n", "SV1 10\n", "SV2 20\n");
    char *mqsc = tu_path(dir, "q.mqsc"), *list = tu_path(dir, "WEST.tsys"), *store = tu_path(dir, "s.db");
    tu_write(mqsc, "DEFINE QLOCAL(Q1)\n");
    tu_write(list, "SV9 30\n");
    char *out, *err;
    const char *argv[] = {"--store", store, "import", "--qmgr", "QT1", "--platform", "ZOS", "--site", "NORTH",
                          "--tier", "3", "--zone", "west coast", "--state", "quiesced", mqsc, site, list, NULL};
    ck_assert_msg(run(argv, &out, &err) == 0, "%s", err);
    free(out);
    free(err);
    const char *exp[] = {"--store", store, "export", "--format", "yaml", "--out", "-", NULL};
    ck_assert_int_eq(run(exp, &out, &err), 0);
    ck_assert_ptr_nonnull(strstr(out, "\"name\": \"QT1\"\n  \"attributes\":\n    \"platform\": \"MVS\"\n"));
    ck_assert_ptr_nonnull(strstr(out, "\"name\": \"NORTH\""));
    ck_assert_ptr_nonnull(strstr(out, "\"descr\": \"tier 3\""));
    ck_assert_ptr_nonnull(strstr(out, "\"descr\": \"west coast\""));
    /* --state reached the list's one server, not the directory's two */
    const char *q = strstr(out, "\"state\": \"QUIESCED\"");
    ck_assert_ptr_nonnull(q);
    ck_assert_ptr_null(strstr(q + 1, "\"state\": \"QUIESCED\""));
    free(out);
    free(err);
    tu_rmtree(dir);
    free(site);
    free(mqsc);
    free(list);
    free(store);
    free(dir);
}
END_TEST

START_TEST(two_certain_readers_and_format)
{
    char *dir = tu_tmpdir(), *list = tu_path(dir, "S1.tsys"), *store = tu_path(dir, "s.db"), *out, *err;
    tu_write(list, "---\n");
    const char *argv[] = {"--store", store, "import", list, NULL};
    ck_assert_int_eq(run(argv, &out, &err), 64);
    char want[512];
    snprintf(want, sizeof want, "%s: error: both YAML and TSYS list read this file: give --format yaml or "
                                "--format tsyslist before it [IMP006]\n", list);
    ck_assert_ptr_nonnull(strstr(err, want));
    ck_assert(!tu_exists(store));
    free(out);
    free(err);
    tu_write(list, "---\n");   /* "---" is no server line: the list reader says so */
    const char *forced[] = {"--store", store, "import", "--format", "tsyslist", list, NULL};
    ck_assert_int_eq(run(forced, &out, &err), 65);
    snprintf(want, sizeof want, "%s:1:1: error: a server line is a name and a weight [TST101]\n", list);
    ck_assert_ptr_nonnull(strstr(err, want));
    free(out);
    free(err);
    tu_write(list, "SV1 5\n");
    const char *yaml[] = {"--store", store, "import", "--format", "YAML", list, NULL};
    ck_assert_int_eq(run(yaml, &out, &err), 65);   /* forced to YAML: not a YAML document */
    free(out);
    free(err);
    const char *undeclared[] = {"--store", store, "import", "--colour", "red", list, NULL};
    ck_assert_int_eq(run(undeclared, &out, &err), 64);
    ck_assert_str_eq(err, "wlmcon import: unknown option --colour\n");
    free(out);
    free(err);
    const char *badtier[] = {"--store", store, "import", "--tier", "10", list, NULL};
    ck_assert_int_eq(run(badtier, &out, &err), 64);
    ck_assert_str_eq(err, "wlmcon import: --tier 10 is not a number from 1 to 9\n");
    free(out);
    free(err);
    tu_rmtree(dir);
    free(list);
    free(store);
    free(dir);
}
END_TEST

START_TEST(a_directory_no_reader_takes_changes_nothing)
{
    char *dir = tu_tmpdir(), *store = tu_path(dir, "s.db"), *notes = tu_path(dir, "notes"), *p, *out, *err;
    char *list = tu_path(dir, "S1.tsys");
    tu_write(list, "SV1 5\n");
    const char *first[] = {"--store", store, "import", list, NULL};
    ck_assert_int_eq(run(first, &out, &err), 0);
    free(out);
    free(err);
    char *before = tu_dump_store(store);
    ck_assert_int_eq(mkdir(notes, 0700), 0);
    tu_write(p = tu_path(notes, "notes.txt"), "hello\n");
    const char *argv[] = {"--store", store, "import", notes, NULL};
    ck_assert_int_eq(run(argv, &out, &err), 65);
    char want[512];
    snprintf(want, sizeof want, "%s: error: a directory no reader takes: YAML, WLM XML, TSO TRANSMIT, WLM report, "
                                "Replicas, TSYS site, TSYS list, TSYS ini, qm.ini, MQ status, WAS XML, NOTES.INI, TP1 def and MQSC "
                                "looked at it [IMP002]\n", notes);
    ck_assert_ptr_nonnull(strstr(err, want));
    char *after = tu_dump_store(store);
    ck_assert_str_eq(before, after);
    free(out);
    free(err);
    free(before);
    free(after);
    tu_rmtree(dir);
    free(p);
    free(list);
    free(notes);
    free(store);
    free(dir);
}
END_TEST

/* The Import panel's fields come from the declarations: the test system's four options after
 * MQ's and WLM's, and F4 on the one that names a site lists the stored sites. */
START_TEST(import_panel_shows_the_options)
{
    tsys_register();
    char *dir = tu_tmpdir(), *site = site_dir(dir, "east", "name EAST\n", "SV1 50\n", "SV2 60\n");
    struct cfx w;
    cf_open(&w, (const char *const[]){site}, 1);
    cf_keys(&w, "7\r");
    ck_assert_str_eq(cf_row(&w, 7), " Site  . . . . . . . . . ________________  (name or ?)");
    ck_assert_str_eq(cf_row(&w, 8), " Tier  . . . . . . . . . ________________");
    ck_assert_str_eq(cf_row(&w, 10), " State . . . . . . . . . ________________");
    cf_keys(&w, "\t\t");
    cf_fkey(&w, 4);
    bool listed = false;
    for (int r = 0; r < 24 && !listed; r++)
        listed = strstr(cf_row(&w, r), "EAST") != NULL;
    ck_assert_msg(listed, "F4 on Site does not list EAST");
    cf_close(&w);
    tu_rmtree(dir);
    free(site);
    free(dir);
}
END_TEST

Suite *suite_tsys_import(void)
{
    Suite *s = suite_create("tsys_import");
    TCase *tc = tcase_create("inputs");
    tcase_add_test(tc, directory_with_findings_at_each_file);
    tcase_add_test(tc, six_options_reach_their_inputs);
    tcase_add_test(tc, two_certain_readers_and_format);
    tcase_add_test(tc, a_directory_no_reader_takes_changes_nothing);
    tcase_add_test(tc, import_panel_shows_the_options);
    suite_add_tcase(s, tc);
    return s;
}
