/* tests/check_cli_validate.c — `wlmcon validate` through the binary: the reports of the four real
 * dumps and of the demo cluster as golden files (text and JSON), validating files without a store,
 * exit statuses, and the result kept in the store. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tests/tutil.h"

static const char *const env_fixed[] = {"WLMCON_USER=ADMIN", "WLMCON_NOW=2026-11-29T14:38:00Z", NULL};

/* Runs `wlmcon ARGS… FILES…` where files are the four real dumps; returns stdout with the samples
 * directory written as <samples>. */
static char *run_on_dumps(const char *const *args, int expect_status)
{
    const char *argv[16];
    size_t n = 0;
    for (; args[n]; n++)
        argv[n] = args[n];
    char *f[4];
    for (int i = 0; i < 4; i++) {
        char rel[64];
        snprintf(rel, sizeof rel, "mq/QM%d.dmpmqcfg.mqsc", i + 4);
        f[i] = strdup(tu_sample(rel));
        argv[n++] = f[i];
    }
    argv[n] = NULL;
    char *out, *err;
    int rc = tu_wlmcon(argv, NULL, env_fixed, &out, &err);
    ck_assert_msg(rc == expect_status, "status %d, stderr:\n%s", rc, err);
    free(err);
    for (int i = 0; i < 4; i++)
        free(f[i]);
    char prefix[4200];
    snprintf(prefix, sizeof prefix, "%s/", tu_samples());
    return tu_replace(out, prefix, "<samples>/");
}

START_TEST(dumps_text_and_json)
{
    const char *text[] = {"validate", NULL};
    char *out = run_on_dumps(text, 0);
    tu_golden("validate_dumps.txt", out);
    free(out);
    const char *json[] = {"validate", "--format", "json", NULL};
    out = run_on_dumps(json, 0);
    tu_golden("validate_dumps.json", out);
    free(out);
}
END_TEST

START_TEST(store_gives_the_same_report_and_keeps_it)
{
    char *dir = tu_tmpdir();
    char *store = tu_path(dir, "t.db");
    const char *imp[] = {"--store", store, "import", NULL};
    free(run_on_dumps(imp, 0));
    const char *val[] = {"--store", store, "validate", NULL};
    char *out, *err;
    ck_assert_int_eq(tu_wlmcon(val, NULL, env_fixed, &out, &err), 0);
    /* the store keeps the files' absolute paths; the samples lie outside the working directory */
    char prefix[4200], *abs = realpath(tu_samples(), NULL);
    snprintf(prefix, sizeof prefix, "%s/", abs);
    free(abs);
    out = tu_replace(out, prefix, "<samples>/");
    tu_golden("validate_dumps.txt", out);
    free(out);
    free(err);
    char cmd[4300];
    snprintf(cmd, sizeof cmd, "sqlite3 '%s' 'select errors, warnings, infos, at from validation' > '%s/v.txt'",
             store, dir);
    ck_assert_int_eq(system(cmd), 0);
    char *vf = tu_path(dir, "v.txt"), *v = tu_read(vf, NULL);
    ck_assert_str_eq(v, "0|4|1|2026-11-29T14:38:00Z\n");
    free(v);
    snprintf(cmd, sizeof cmd, "sqlite3 '%s' 'select result from validation' > '%s/v.txt'", store, dir);
    ck_assert_int_eq(system(cmd), 0);
    v = tu_read(vf, NULL);
    ck_assert_str_eq(v, "{\"rules\": [{\"id\": \"MQ014\", \"severity\": \"warning\", \"count\": 3}, "
                        "{\"id\": \"MQ013\", \"severity\": \"warning\", \"count\": 1}, "
                        "{\"id\": \"MQ012\", \"severity\": \"info\", \"count\": 1}]}\n");
    free(v);
    free(vf);
    tu_rmtree(dir);
    free(store);
    free(dir);
}
END_TEST

START_TEST(demo_text_and_json)
{
    const char *text[] = {"validate", "import/demo/QMA.mqsc", "import/demo/QMB.mqsc", "import/demo/QMC.mqsc", NULL};
    char *out, *err;
    ck_assert_int_eq(tu_wlmcon(text, NULL, env_fixed, &out, &err), 0);
    ck_assert_str_eq(err, "");
    tu_golden("validate_demo.txt", out);
    free(out);
    free(err);
    const char *json[] = {"validate", "--format", "json", "import/demo/QMA.mqsc", "import/demo/QMB.mqsc",
                          "import/demo/QMC.mqsc", NULL};
    ck_assert_int_eq(tu_wlmcon(json, NULL, env_fixed, &out, NULL), 0);
    tu_golden("validate_demo.json", out);
    free(out);
}
END_TEST

START_TEST(files_leave_no_store_and_exit_by_kind)
{
    char *dir = tu_tmpdir();
    char *store = tu_path(dir, "never.db"), *bad = tu_path(dir, "bad.mqsc"), *errs = tu_path(dir, "e.mqsc");
    char env_store[4200];
    snprintf(env_store, sizeof env_store, "WLMCON_STORE=%s", store);
    const char *env[] = {"WLMCON_USER=ADMIN", env_store, NULL};
    /* a syntax error: 65 */
    tu_write(bad, "DEFINE QLOCAL('A) REPLACE\n");
    const char *a1[] = {"validate", "--qmgr", "QM1", bad, NULL};
    ck_assert_int_eq(tu_wlmcon(a1, NULL, env, NULL, NULL), 65);
    /* a rule error (a CLUSSDR with no full repository anywhere): 1 */
    tu_write(errs, "DEFINE CHANNEL(TO.QM2) CHLTYPE(CLUSRCVR) CLUSTER(C1) CONNAME('h1(1414)')\n");
    const char *a2[] = {"validate", "--qmgr", "QM1", errs, NULL};
    char *out;
    ck_assert_int_eq(tu_wlmcon(a2, NULL, env, &out, NULL), 1);
    ck_assert_msg(strstr(out, "error: cluster C1 has no full repository") != NULL, "stdout:\n%s", out);
    free(out);
    /* a missing file: 66; the store was never created */
    const char *a3[] = {"validate", "no-such.mqsc", NULL};
    ck_assert_int_eq(tu_wlmcon(a3, NULL, env, NULL, NULL), 66);
    ck_assert(!tu_exists(store));
    /* the store itself missing: 66, and still not created */
    const char *a4[] = {"validate", NULL};
    ck_assert_int_eq(tu_wlmcon(a4, NULL, env, NULL, NULL), 66);
    ck_assert(!tu_exists(store));
    const char *a5[] = {"validate", "--format", "xml", NULL};
    ck_assert_int_eq(tu_wlmcon(a5, NULL, env, NULL, NULL), 64);
    tu_rmtree(dir);
    free(store);
    free(bad);
    free(errs);
    free(dir);
}
END_TEST

/* A store holding only WLM: its summary per service definition (policies, what it holds,
 * classification rules per subsystem type, sub-rules counted), nothing of MQ; in JSON likewise.
 * Files: tests/fixtures/wlmxml (our own). */
START_TEST(summary_per_system)
{
    char *dir = tu_tmpdir(), *store = tu_path(dir, "w.db");
    const char *imp[] = {"--store", store, "import", "tests/fixtures/wlmxml/RULEDEF.xml",
                         "tests/fixtures/wlmxml/NOWKL.xml", NULL};
    char *out, *err;
    ck_assert_int_eq(tu_wlmcon(imp, NULL, env_fixed, &out, &err), 0);
    free(out);
    free(err);
    const char *val[] = {"--store", store, "validate", NULL};
    ck_assert_int_eq(tu_wlmcon(val, NULL, env_fixed, &out, &err), 1);
    ck_assert_str_eq(out, "Service definition RULEDEF\n"
                          "  Service policies:     DAY, NIGHT (the one in force is the one activated)\n"
                          "  Holds:                1 workload, 3 service classes, 1 report class\n"
                          "  Classification rules: JES 3, STC 1\n"
                          "Service definition NOWKL\n"
                          "  Service policies:     none (the one in force is the one activated)\n"
                          "  Holds:                0 service classes, 1 classification group\n"
                          "  Classification rules: none\n"
                          "\n"
                          "tests/fixtures/wlmxml/NOWKL.xml:2:1: error: service definition NOWKL has no workload [WLM001]\n"
                          "tests/fixtures/wlmxml/NOWKL.xml:2:1: error: service definition NOWKL has no service class "
                          "[WLM002]\n"
                          "tests/fixtures/wlmxml/NOWKL.xml:8:9: warning: classification group PAYJOBS is used by no "
                          "rule [WLM016]\n"
                          "2 errors, 1 warning, 0 info\n");
    free(out);
    free(err);
    const char *json[] = {"--store", store, "validate", "--format", "json", NULL};
    ck_assert_int_eq(tu_wlmcon(json, NULL, env_fixed, &out, &err), 1);
    const char *want = "{\n  \"summary\": {\n    \"service_definitions\": [\n"
                       "      {\"name\": \"RULEDEF\", \"policies\": [\"DAY\", \"NIGHT\"], \"counts\": {\"workloads\": 1, "
                       "\"service_classes\": 3, \"report_classes\": 1, \"resource_groups\": 0, "
                       "\"tenant_resource_groups\": 0, \"tenant_report_classes\": 0, \"classification_groups\": 0, "
                       "\"application_environments\": 0, \"scheduling_environments\": 0, \"resources\": 0}, "
                       "\"rules\": {\"JES\": 3, \"STC\": 1}},\n";
    ck_assert_msg(strncmp(out, want, strlen(want)) == 0, "%s", out);
    ck_assert_ptr_null(strstr(out, "clusters"));
    free(out);
    free(err);
    tu_rmtree(dir);
    free(store);
    free(dir);
}
END_TEST

Suite *suite_cli_validate(void)
{
    Suite *s = suite_create("cli_validate");
    TCase *tc = tcase_create("validate");
    tcase_add_test(tc, demo_text_and_json);
    tcase_add_test(tc, files_leave_no_store_and_exit_by_kind);
    tcase_add_test(tc, summary_per_system);
    suite_add_tcase(s, tc);
    TCase *ts = tcase_create("validate-samples");
    tcase_set_timeout(ts, 60);
    tcase_add_test(ts, dumps_text_and_json);
    tcase_add_test(ts, store_gives_the_same_report_and_keeps_it);
    tu_add_sample_case(s, ts, "cli_validate/validate-samples");
    return s;
}
