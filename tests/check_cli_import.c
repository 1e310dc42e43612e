/* tests/check_cli_import.c — `wlmcon import` end to end through the binary: exit statuses, the
 * all-or-nothing transaction, the journal batch, no store left behind after a failure. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "import/import.h"
#include "tests/tutil.h"
#include "ui/cli/cli_progress.h"

static const char *const env_fixed[] = {"WLMCON_USER=ADMIN", "WLMCON_NOW=2026-11-29T14:38:00Z", NULL};

/* A script whose line 7 sets CLWLWGHT(120) on a channel of QM5, after valid commands. */
static const char bad_script[] =
    "* changes for QM5\n"                                             /* 1 */
    "DEFINE QLOCAL('APP.NEW') CLUSTER('CLS2') DEFBIND(NOTFIXED)\n"     /* 2 */
    "ALTER QLOCAL('APP.NEW') +\n"                                      /* 3 */
    "   DESCR('new application queue')\n"                             /* 4 */
    "ALTER CHANNEL('C_QM5') CHLTYPE(CLUSRCVR) +\n"                     /* 5 */
    "   CLWLPRTY(3) +\n"                                               /* 6 */
    "   CLWLWGHT(120)\n";                                              /* 7 */

START_TEST(bad_value_changes_nothing)
{
    char *dir = tu_tmpdir();
    char *store = tu_path(dir, "t.db"), *script = tu_path(dir, "qm5.mqsc");
    const char *imp[] = {"--store", store, "import", tu_sample("mq/QM4.dmpmqcfg.mqsc"), NULL};
    char *out, *err;
    ck_assert_int_eq(tu_wlmcon(imp, NULL, env_fixed, &out, &err), 0);
    free(out);
    free(err);
    char *qm5 = strdup(tu_sample("mq/QM5.dmpmqcfg.mqsc")), *qm6 = strdup(tu_sample("mq/QM6.dmpmqcfg.mqsc"));
    const char *imp5[] = {"--store", store, "import", qm5, qm6, tu_sample("mq/QM7.dmpmqcfg.mqsc"), NULL};
    ck_assert_msg(tu_wlmcon(imp5, NULL, env_fixed, NULL, &err) == 0, "stderr: %s", err);
    free(err);
    free(qm5);
    free(qm6);
    char *before = tu_dump_store(store);

    tu_write(script, bad_script);
    const char *bad[] = {"--store", store, "import", "--qmgr", "QM5", script, NULL};
    ck_assert_int_eq(tu_wlmcon(bad, NULL, env_fixed, &out, &err), 65);
    char expect[512];
    snprintf(expect, sizeof expect,
             "%s:7:13: error: CLWLWGHT(120) is out of range: CLWLWGHT must be from 1 to 99 [MQ001]\n", script);
    ck_assert_msg(strstr(err, expect) != NULL, "stderr was:\n%s", err);
    ck_assert_str_eq(out, "");
    char *after = tu_dump_store(store);
    ck_assert_str_eq(before, after);
    free(out);
    free(err);
    free(before);
    free(after);
    tu_rmtree(dir);
    free(store);
    free(script);
    free(dir);
}
END_TEST

START_TEST(failed_import_leaves_no_store)
{
    char *dir = tu_tmpdir();
    char *store = tu_path(dir, "new.db"), *script = tu_path(dir, "qm5.mqsc");
    tu_write(script, bad_script);
    /* QM5 known whole, from a dump (in a directory of its own) before the script */
    char *dumpdir = tu_tmpdir(), *dump = tu_path(dumpdir, "qm5.dump.mqsc");
    tu_write(dump, "* Queue manager name: QM5\n* Queue manager command level: (930/930)\n"
                   "ALTER QMGR DESCR('QM5')\n* Script ended on 2026-05-14\n");
    const char *bad[] = {"--store", store, "import", dump, "--qmgr", "QM5", script, NULL};
    char *err;
    ck_assert_int_eq(tu_wlmcon(bad, NULL, env_fixed, NULL, &err), 65);
    tu_rmtree(dumpdir);
    free(dump);
    free(dumpdir);
    /* the ALTER of C_QM5 fails first: that object does not exist on the dumped queue manager */
    char expect[512];
    snprintf(expect, sizeof expect,
             "%s:5:15: error: ALTER CHANNEL('C_QM5'): queue manager QM5 has no CLUSRCVR of that name "
             "[MQ107]\n", script);
    ck_assert_msg(strstr(err, expect) != NULL, "stderr was:\n%s", err);
    free(err);
    ck_assert(!tu_exists(store));
    /* nothing else in the directory either: no temporary store, no -wal/-shm */
    char *listing = NULL;
    {
        char cmd[4200];
        snprintf(cmd, sizeof cmd, "ls -A '%s' > '%s/ls.txt'", dir, dir);
        ck_assert_int_eq(system(cmd), 0);
        char *lsfile = tu_path(dir, "ls.txt");
        listing = tu_read(lsfile, NULL);
        free(lsfile);
    }
    ck_assert_str_eq(listing, "ls.txt\nqm5.mqsc\n");
    free(listing);
    tu_rmtree(dir);
    free(store);
    free(script);
    free(dir);
}
END_TEST

START_TEST(missing_input_is_66_and_creates_nothing)
{
    char *dir = tu_tmpdir();
    char *store = tu_path(dir, "t.db");
    const char *argv[] = {"--store", store, "import", "no-such-file.mqsc", NULL};
    char *err;
    ck_assert_int_eq(tu_wlmcon(argv, NULL, env_fixed, NULL, &err), 66);
    ck_assert_str_eq(err, "wlmcon: no-such-file.mqsc: No such file or directory\n");
    ck_assert(!tu_exists(store));
    free(err);
    tu_rmtree(dir);
    free(store);
    free(dir);
}
END_TEST

START_TEST(usage_errors_are_64)
{
    const char *a1[] = {"import", NULL};
    const char *a2[] = {"frobnicate", NULL};
    const char *a3[] = {"--bogus", NULL};
    ck_assert_int_eq(tu_wlmcon(a1, NULL, env_fixed, NULL, NULL), 64);
    ck_assert_int_eq(tu_wlmcon(a2, NULL, env_fixed, NULL, NULL), 64);
    ck_assert_int_eq(tu_wlmcon(a3, NULL, env_fixed, NULL, NULL), 64);
}
END_TEST

/* The progress line: on a terminal, one line rewritten in place and cleared at the end; elsewhere
 * nothing at all. */
START_TEST(progress_only_on_a_terminal)
{
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    struct cli_progress p;
    cli_progress_start(&p, f, false);
    cli_progress_show(&p, "import", 1, 4, "files", 10, "objects");
    cli_progress_end(&p);
    fflush(f);
    ck_assert_uint_eq(len, 0);
    cli_progress_start(&p, f, true);
    cli_progress_show(&p, "import", 2, 4, "files", 1200, "objects");
    cli_progress_show(&p, "import", 3, 4, "files", 1300, "objects");   /* within 0.1 s: not drawn */
    cli_progress_end(&p);
    fclose(f);
    ck_assert_str_eq(buf, "\rimport: 2 of 4 files, 1200 objects\033[K\r\033[K");
    free(buf);
}
END_TEST

/* An unknown command or option is one line that points to --help, not the whole help. */
START_TEST(unknown_command_is_one_line)
{
    const char *a1[] = {"frobnicate", NULL};
    const char *a2[] = {"--bogus", NULL};
    char *out, *err;
    ck_assert_int_eq(tu_wlmcon(a1, NULL, env_fixed, &out, &err), 64);
    ck_assert_str_eq(out, "");
    ck_assert_str_eq(err, "wlmcon: unknown command 'frobnicate'; see wlmcon --help\n");
    free(out);
    free(err);
    ck_assert_int_eq(tu_wlmcon(a2, NULL, env_fixed, &out, &err), 64);
    ck_assert_str_eq(err, "wlmcon: unknown option --bogus; see wlmcon --help\n");
    free(out);
    free(err);
}
END_TEST

START_TEST(demo_imports_into_mode_0600_store)
{
    char *dir = tu_tmpdir();
    char *store = tu_path(dir, "demo.db");
    const char *argv[] = {"--store", store, "import", "import/demo/QMA.mqsc", "import/demo/QMB.mqsc",
                          "import/demo/QMC.mqsc", NULL};
    char *out, *err;
    ck_assert_int_eq(tu_wlmcon(argv, NULL, env_fixed, &out, &err), 0);
    ck_assert_str_eq(err, "");
    struct stat st;
    ck_assert_int_eq(stat(store, &st), 0);
    ck_assert_int_eq(st.st_mode & 0777, 0600);
    free(out);
    free(err);
    tu_rmtree(dir);
    free(store);
    free(dir);
}
END_TEST

/* The summary names the top-level objects of each system by their kind: queue managers, then
 * service definitions, in the systems' order whatever the files' order. */
START_TEST(summary_counts_each_systems_top_objects)
{
    char *dir = tu_tmpdir();
    char *store = tu_path(dir, "p.db"), *xml = tu_path(dir, "d1.xml");
    tu_write(xml, "<ServiceDefinition xmlns=\"http://www.ibm.com/xmlns/prod/zwlm/2022/05/"
                  "ServiceDefinition.xsd\"><Name>D1</Name><Workloads><Workload><Name>W1</Name>"
                  "</Workload></Workloads></ServiceDefinition>\n");
    const char *argv[] = {"--store", store, "import", xml, "import/demo/QMA.mqsc", "import/demo/QMB.mqsc",
                          NULL};
    char *out, *err;
    ck_assert_int_eq(tu_wlmcon(argv, NULL, env_fixed, &out, &err), 0);
    char want[512];
    snprintf(want, sizeof want, "imported 3 file(s) into %s (journal batch 1): 2 queue manager(s), "
             "1 service definition(s); 10 object(s) defined, 0 altered, 0 deleted, 0 skipped; "
             "0 record(s)\n", store);
    ck_assert_str_eq(out, want);
    free(out);
    free(err);
    tu_rmtree(dir);
    free(xml);
    free(store);
    free(dir);
}
END_TEST

/* A TSO TRANSMIT file (tests/fixtures/xmit, its INMR01..INMR03 records, one data record, INMR06,
 * as 80-byte cards) is recognised: what it is, the data set it carries and how to get the XML,
 * not a word about text; nothing is imported and no store is left behind. */
START_TEST(xmit_file_recognised)
{
    char *dir = tu_tmpdir();
    char *store = tu_path(dir, "x.db");
    const char *argv[] = {"--store", store, "import", "tests/fixtures/xmit/WLMPOL.WSCDEF.xmit", NULL};
    char *out, *err;
    ck_assert_int_eq(tu_wlmcon(argv, NULL, env_fixed, &out, &err), 65);
    ck_assert_str_eq(out, "");
    ck_assert_str_eq(err, "tests/fixtures/xmit/WLMPOL.WSCDEF.xmit:1:1: error: a TSO TRANSMIT (XMIT) file of "
                          "data set WLMADM.WLMPOL.WSCDEF.XML, in EBCDIC: wlmcon reads a WLM service definition "
                          "as XML. In the ISPF WLM application choose File, Save as XML and download that "
                          "data set as text, or download it in binary and import it with --record-length 80 "
                          "(RECEIVE INDATASET on z/OS restores the data set from this file) [IMP002]\n"
                          "wlmcon: nothing was imported: the store is unchanged\n");
    struct stat st;
    ck_assert_int_ne(stat(store, &st), 0);
    free(out);
    free(err);
    tu_rmtree(dir);
    free(store);
    free(dir);
}
END_TEST

/* The TSO TRANSMIT reader and the printed report's are WLM's, tried with the formats known by a
 * marker of their own (after WLM's XML, before MQ's qm.ini), and recognised only: --help lists the formats read without
 * it, and without a line for a format that has nothing to say. */
START_TEST(xmit_reader_registered_recognised_only)
{
    size_t n = 0, wlmxml = 0, xmit = 0, report = 0, qmini = 0, with_what = 0;
    for (const struct import_format *const *r = import_formats(); *r; r++, n++) {
        const char *name = import_format_name(*r), *sys = import_format_system(*r);
        ck_assert_msg(!sys || schema_system(sys), "reader %s of system %s not registered", name, sys);
        with_what += import_format_what(*r) != NULL;
        wlmxml = strcmp(name, "WLM XML") ? wlmxml : n;
        xmit = strcmp(name, "TSO TRANSMIT") ? xmit : n;
        report = strcmp(name, "WLM report") ? report : n;
        qmini = strcmp(name, "qm.ini") ? qmini : n;
    }
    ck_assert_str_eq(import_format_name(import_formats()[0]), "YAML");
    ck_assert_ptr_null(import_format_system(import_formats()[0]));
    ck_assert_str_eq(import_format_name(import_formats()[n - 1]), "MQSC");
    ck_assert_uint_eq(xmit, wlmxml + 1);
    ck_assert_uint_eq(report, wlmxml + 2);
    ck_assert_uint_lt(report, qmini);
    ck_assert_str_eq(import_format_system(import_formats()[xmit]), "wlm");
    ck_assert_ptr_null(import_format_what(import_formats()[xmit]));
    ck_assert_str_eq(import_format_system(import_formats()[report]), "wlm");
    ck_assert_ptr_null(import_format_what(import_formats()[report]));
    const char *argv[] = {"--help", NULL};
    char *out, *err;
    ck_assert_int_eq(tu_wlmcon(argv, NULL, env_fixed, &out, &err), 0);
    const char *from = strstr(out, "Readers (import, validate; import --format NAME):\n"),
               *to = strstr(out, "\nOptions of import");
    ck_assert_ptr_nonnull(from);
    ck_assert_ptr_nonnull(to);
    char *formats = strndup(from, (size_t)(to - from));
    /* a line for each reader that says what it reads, in the readers' order; a long one goes on */
    ck_assert_int_eq(strncmp(formats, "Readers (import, validate; import --format NAME):\n"
                                      "  yaml       a wlmcon YAML document\n"
                                      "  wlmxml     a z/OS WLM service definition in XML\n", 136), 0);
    const char *at = formats;
    for (const struct import_format *const *r = import_formats(); *r; r++) {
        if (!import_format_what(*r))
            continue;
        char key[32], line[160];
        snprintf(line, sizeof line, "\n  %-10s ", import_format_key(*r, key, sizeof key));
        const char *found = strstr(at, line);
        ck_assert_msg(found != NULL, "%s: no line %s after %s", formats, line, at);
        at = found + strlen(line);
    }
    static const char last[] = "\n  mqsc       MQSC commands (a script or a dmpmqcfg dump)\n";
    ck_assert_str_eq(formats + strlen(formats) - strlen(last), last);
    size_t lines = 0;
    for (const char *l = strstr(formats, "\n  "); l; l = strstr(l + 1, "\n  "))
        lines += l[3] != ' ';
    ck_assert_uint_eq(lines, with_what);
    free(formats);
    free(out);
    free(err);
}
END_TEST

Suite *suite_cli_import(void)
{
    Suite *s = suite_create("cli_import");
    TCase *tc = tcase_create("cli");
    tcase_add_test(tc, failed_import_leaves_no_store);
    tcase_add_test(tc, missing_input_is_66_and_creates_nothing);
    tcase_add_test(tc, usage_errors_are_64);
    tcase_add_test(tc, unknown_command_is_one_line);
    tcase_add_test(tc, progress_only_on_a_terminal);
    tcase_add_test(tc, demo_imports_into_mode_0600_store);
    tcase_add_test(tc, summary_counts_each_systems_top_objects);
    tcase_add_test(tc, xmit_file_recognised);
    tcase_add_test(tc, xmit_reader_registered_recognised_only);
    suite_add_tcase(s, tc);
    TCase *ts = tcase_create("cli-samples");
    tcase_set_timeout(ts, 60);
    tcase_add_test(ts, bad_value_changes_nothing);
    tu_add_sample_case(s, ts, "cli_import/bad_value_changes_nothing");
    return s;
}
