/* tests/check_cli_reimport.c — imports that change nothing record nothing: the same dump imported
 * again from another directory (no batch, "0 object(s) defined, 0 altered", one batch in
 * `history`), a script's records imported twice kept once and in their place, one set of counts
 * for a batch in the import's summary and in `history`, and the store's absolute paths shown
 * relative to the directory wlmcon runs in when they lie below it. Files: tests/fixtures/reimport
 * (our own), copied into two directories. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "tests/tstore.h"
#include "tests/tutil.h"

#define RE "tests/fixtures/reimport/"

static const char *const env_fixed[] = {"WLMCON_USER=ADMIN", "WLMCON_NOW=2026-12-01T09:30:00Z", NULL};

/* Two directories d1 and d2 (absolute) holding a copy each of the dump, and a store beside them. */
struct rfx {
    char *dir, *d1, *d2, *store;
};

static void rfx_init(struct rfx *f)
{
    char *rel = tu_tmpdir();
    f->dir = realpath(rel, NULL);
    free(rel);
    f->d1 = tu_path(f->dir, "one");
    f->d2 = tu_path(f->dir, "two");
    f->store = tu_path(f->dir, "policy.db");
    char *dump = tu_read(RE "QMR.dmpmqcfg.mqsc", NULL);
    const char *dirs[] = {f->d1, f->d2};
    for (int i = 0; i < 2; i++) {
        char *file = tu_path(dirs[i], "QMR.dmpmqcfg.mqsc");
        ck_assert_int_eq(mkdir(dirs[i], 0700), 0);
        tu_write(file, dump);
        free(file);
    }
    free(dump);
}

static void rfx_done(struct rfx *f)
{
    tu_rmtree(f->dir);
    free(f->dir);
    free(f->d1);
    free(f->d2);
    free(f->store);
}

/* Runs wlmcon --store STORE args in directory dir, asserting exit status 0; returns stdout. */
static char *run_in(struct rfx *f, const char *dir, const char *const *args)
{
    const char *argv[16] = {"--store", f->store};
    size_t n = 2;
    for (; *args; args++)
        argv[n++] = *args;
    argv[n] = NULL;
    char *out, *err;
    int rc = tu_wlmcon_in(dir, argv, env_fixed, &out, &err);
    ck_assert_msg(rc == 0, "exit %d; stderr:\n%s", rc, err);
    free(err);
    return out;
}

/* The same dump from another directory: nothing changed, said so, no batch; the batch's counts
 * are the same in the summary and in history; the store keeps the first directory's file, shown
 * relative from there and absolute from elsewhere. */
START_TEST(dump_again_from_another_directory)
{
    struct rfx f;
    rfx_init(&f);
    char *out = run_in(&f, f.d1, (const char *const[]){"import", "QMR.dmpmqcfg.mqsc", NULL});
    char want[1024];
    snprintf(want, sizeof want, "imported 1 file(s) into %s (journal batch 1): 1 queue manager(s); 4 object(s) "
             "defined, 0 altered, 0 deleted, 0 skipped; 1 record(s)\n", f.store);
    ck_assert_str_eq(out, want);
    free(out);
    out = run_in(&f, f.d2, (const char *const[]){"import", "QMR.dmpmqcfg.mqsc", NULL});
    snprintf(want, sizeof want, "imported 1 file(s) into %s: nothing changed, no journal batch: 1 queue "
             "manager(s); 0 object(s) defined, 0 altered, 0 deleted, 0 skipped; 1 record(s)\n", f.store);
    ck_assert_str_eq(out, want);
    free(out);
    out = run_in(&f, f.d2, (const char *const[]){"history", NULL});
    ck_assert_str_eq(out, "batch 1  2026-12-01 09:30  ADMIN  import: 4 objects defined, 0 deleted\n");
    free(out);
    char *got = ts_sql(f.store, "SELECT count(*) FROM journal_batch; SELECT DISTINCT src_file FROM object"
                                " WHERE src_file IS NOT NULL;");
    snprintf(want, sizeof want, "1\n%s/QMR.dmpmqcfg.mqsc\n", f.d1);
    ck_assert_str_eq(got, want);
    free(got);
    /* findings: relative in the directory of the file, absolute from another */
    out = run_in(&f, f.d1, (const char *const[]){"validate", NULL});
    ck_assert_msg(strstr(out, "\nQMR.dmpmqcfg.mqsc:12:12: info: cluster queue ORDERS.IN has a single instance")
                  != NULL, "%s", out);
    free(out);
    out = run_in(&f, f.d2, (const char *const[]){"validate", NULL});
    snprintf(want, sizeof want, "\n%s/QMR.dmpmqcfg.mqsc:12:12: info: cluster queue ORDERS.IN has a single "
             "instance", f.d1);
    ck_assert_msg(strstr(out, want) != NULL, "%s", out);
    free(out);
    rfx_done(&f);
}
END_TEST

/* A script's records (SET AUTHREC, REFRESH SECURITY, REFRESH CLUSTER) imported twice: kept once,
 * in their order; the second import changes nothing. */
START_TEST(script_records_kept_once)
{
    struct rfx f;
    rfx_init(&f);
    char *script = realpath(RE "refresh.mqsc", NULL);
    free(run_in(&f, f.d1, (const char *const[]){"import", "QMR.dmpmqcfg.mqsc", NULL}));
    free(run_in(&f, f.d1, (const char *const[]){"import", "--qmgr", "QMR", script, NULL}));
    const char *records = "SELECT group_concat(verb || ' ' || objtype || ' ' || src_line, ', ') FROM"
                          " (SELECT * FROM record ORDER BY seq);";
    char *before = ts_sql(f.store, records);
    ck_assert_str_eq(before, "SET AUTHREC 28, SET AUTHREC 2, REFRESH SECURITY 3, REFRESH CLUSTER 4\n");
    char *out = run_in(&f, f.d2, (const char *const[]){"import", "--qmgr", "QMR", script, NULL});
    ck_assert_msg(strstr(out, ": nothing changed, no journal batch: ") != NULL, "%s", out);
    free(out);
    char *after = ts_sql(f.store, records);
    ck_assert_str_eq(after, before);
    out = run_in(&f, f.d2, (const char *const[]){"history", NULL});
    ck_assert_str_eq(out, "batch 1  2026-12-01 09:30  ADMIN  import: 4 objects defined, 0 deleted\n"
                          "batch 2  2026-12-01 09:30  ADMIN  QMGR(QMR)  (records)  1 record -> 4 records\n");
    free(out);
    free(before);
    free(after);
    free(script);
    rfx_done(&f);
}
END_TEST

/* A WLM definition read again after a small edit (tests/fixtures/wlmxml/KEPTDEF-edited.xml): a
 * description reflowed over two lines, `<Notes/>` for `<Notes />`, an empty element on one line
 * instead of two are not changes; history lists the two the administrator made, one line each,
 * a kept element by its XML name and its line breaks as \n. */
START_TEST(wlm_edit_lists_what_changed)
{
    struct rfx f;
    rfx_init(&f);
    free(run_in(&f, NULL, (const char *const[]){"import", "tests/fixtures/wlmxml/KEPTDEF.xml", NULL}));
    char *out = run_in(&f, NULL, (const char *const[]){"import", "tests/fixtures/wlmxml/KEPTDEF-edited.xml", NULL});
    char want[1024];
    snprintf(want, sizeof want, "imported 1 file(s) into %s (journal batch 2): 1 service definition(s); 0 object(s) "
             "defined, 2 altered, 0 deleted, 0 skipped; 0 record(s)\n", f.store);
    ck_assert_str_eq(out, want);
    free(out);
    out = run_in(&f, NULL, (const char *const[]){"history", NULL});
    ck_assert_str_eq(out, "batch 1  2026-12-01 09:30  ADMIN  import: 5 objects defined, 0 deleted\n"
                          "batch 2  2026-12-01 09:30  ADMIN  DEFINITION(KEPTDEF)  <Extensions>  <Extensions>\\n"
                          "        <Extension>\\n            <Name>SITE</Name>\\n            <Text>first line\\n"
                          "second line</Text>\\n        </Extension>\\n    </Extensions> -> <Extensions>\\n"
                          "        <Extension>\\n            <Name>SITE</Name>\\n            <Text>first line\\n"
                          "third line</Text>\\n        </Extension>\\n    </Extensions>\n"
                          "batch 2  2026-12-01 09:30  ADMIN  DEFINITION(KEPTDEF) POLICY(NIGHT)  Description  "
                          "Night shift -> Night and weekend shift\n");
    free(out);
    /* the first file again: its two changes back, nothing of its layout */
    free(run_in(&f, NULL, (const char *const[]){"import", "tests/fixtures/wlmxml/KEPTDEF.xml", NULL}));
    char *got = ts_sql(f.store, "SELECT count(*) FROM journal_change WHERE batch_id = 3;");
    ck_assert_str_eq(got, "2\n");
    free(got);
    rfx_done(&f);
}
END_TEST

Suite *suite_cli_reimport(void)
{
    Suite *s = suite_create("cli_reimport");
    TCase *tc = tcase_create("reimport");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, dump_again_from_another_directory);
    tcase_add_test(tc, script_records_kept_once);
    tcase_add_test(tc, wlm_edit_lists_what_changed);
    suite_add_tcase(s, tc);
    return s;
}
