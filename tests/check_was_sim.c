/* tests/check_was_sim.c — `wlmcon simulate was` through the binary on the demo's cell AZCELL and
 * service definition AZDEF: the hot servant against even distribution on azsr01a (3 servants, 1
 * thread each; seed 000's example), the backlog rule, session affinity, the two [INFERRED]
 * switches each with a run it changes, one request followed across the layers (golden, text and
 * JSON), scenarios and the exit statuses. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tests/tutil.h"

static char *dir, *store, *out, *err;

/* A store holding the demo's WebSphere cell and WLM definition, read from the repository's paths. */
static void setup(void)
{
    dir = tu_tmpdir();
    store = tu_path(dir, "t.db");
    const char *argv[] = {"--store", store, "import", "import/demo/AZCELL.yaml", "import/demo/AZDEF.xml",
                          "--was-server", "AZCELL/AZNODEA/azsr01a", "import/demo/azsr01a.xml",
                          "--was-server", "AZCELL/AZNODEA/azsr02a", "import/demo/azsr02a.xml", NULL};
    char *o, *e;
    ck_assert_int_eq(tu_wlmcon(argv, NULL, NULL, &o, &e), 0);
    free(o);
    free(e);
}

static void teardown(void)
{
    tu_rmtree(dir);
    free(dir);
    free(store);
    free(out);
    free(err);
    out = err = NULL;
}

/* Runs `wlmcon --store STORE simulate was ARGS…` (NULL-terminated); asserts the exit status. */
static void sim(int status, const char *const *args)
{
    const char *argv[40] = {"--store", store, "simulate", "was"};
    size_t n = 4;
    for (; *args && n < 39; args++)
        argv[n++] = *args;
    argv[n] = NULL;
    free(out);
    free(err);
    int rc = tu_wlmcon(argv, NULL, NULL, &out, &err);
    ck_assert_msg(rc == status, "status %d, stderr:\n%s\nstdout:\n%s", rc, err, out);
}

/* The counts of the text output's first lines, "servant1 N" each, as "a/b/c". */
static void assert_counts(const char *want)
{
    char got[200] = "";
    size_t at = 0;
    for (const char *l = out; l && !strncmp(l, "servant", 7) && at < sizeof got; l = strchr(l, '\n'), l = l ? l + 1 : NULL) {
        unsigned idx;
        unsigned long long c;
        ck_assert_int_eq(sscanf(l, "servant%u %llu", &idx, &c), 2);
        at += (size_t)snprintf(got + at, sizeof got - at, "%s%llu", at ? "/" : "", c);
    }
    ck_assert_msg(!strcmp(got, want), "counts %s, wanted %s; output:\n%s", got, want, out);
}

#define SRV01 "--was-server", "AZCELL/AZNODEA/azsr01a", "--uri", "/shop/x"

START_TEST(hot_servant_and_even_distribution)
{
    /* 30 sessions 10 s apart, 1 s each: the hot servant is free every time */
    sim(0, (const char *[]){SRV01, "--sessions", "30", "--interval", "10", "--even", "off", "--format", "json", NULL});
    ck_assert_ptr_nonnull(strstr(out, "{\"name\": \"servant1\", \"count\": 30, \"share\": 100.0, \"local\": false}"));
    ck_assert_ptr_nonnull(strstr(out, "{\"name\": \"servant2\", \"count\": 0, \"share\": 0.0, \"local\": false}"));
    ck_assert_ptr_nonnull(strstr(out, "{\"system\": \"was\", \"messages\": 30,"));
    sim(0, (const char *[]){SRV01, "--sessions", "30", "--interval", "10", "--even", "off", NULL});
    assert_counts("30/0/0");
    sim(0, (const char *[]){SRV01, "--sessions", "30", "--interval", "10", "--even", "on", NULL});
    assert_counts("10/10/10");
    /* the server has WLMStatefulSession=true: even by default */
    sim(0, (const char *[]){SRV01, "--sessions", "30", "--interval", "10", NULL});
    assert_counts("10/10/10");
    ck_assert_ptr_nonnull(strstr(out, "note: distribution: even (fewest session affinities), as the server has it\n"
                                      "      (WLMStatefulSession=true)\n"));
    /* 30 at once, hot servant: the backlog spreads them */
    sim(0, (const char *[]){SRV01, "--sessions", "30", "--interval", "0", "--even", "off", NULL});
    assert_counts("10/10/10");
    ck_assert_ptr_nonnull(strstr(out, "note: waited: 27 requests in the work queue or for their servant, the longest\n"
                                      "      9 s\n"));
    /* two threads each, 30 at once for 1 s: two per servant per second */
    sim(0, (const char *[]){SRV01, "--sessions", "30", "--threads", "2", "--even", "off", NULL});
    assert_counts("10/10/10");
    ck_assert_ptr_nonnull(strstr(out, "note: waited: 24 requests in the work queue or for their servant, the longest\n"
                                      "      4 s\n"));
}
END_TEST

START_TEST(session_affinity)
{
    /* three sessions of four requests: every request of a session on the servant of its first */
    sim(0, (const char *[]){SRV01, "--sessions", "3", "--requests", "4", "--trace", "4", NULL});
    assert_counts("4/4/4");
    ck_assert_ptr_nonnull(strstr(out, "   6 servant: kept servant1; removed servant2, servant3\n"
                                      "      session affinity: the session's object is in servant1 since request 1;\n"
                                      "      its requests go there\n  chosen: servant1\n"));
    /* the hot servant keeps one session's requests and takes the next session while it thinks */
    sim(0, (const char *[]){SRV01, "--sessions", "2", "--requests", "3", "--think", "5", "--interval", "2",
                            "--even", "off", NULL});
    assert_counts("6/0/0");
}
END_TEST

START_TEST(switches_change_the_run)
{
    /* hot_next [INFERRED]: recent spreads, lowest piles onto servant1 */
    sim(0, (const char *[]){SRV01, "--sessions", "6", "--interval", "3", "--service-time", "2", "--requests", "3",
                            "--think", "2", "--even", "off", NULL});
    assert_counts("6/6/6");
    sim(0, (const char *[]){SRV01, "--sessions", "6", "--interval", "3", "--service-time", "2", "--requests", "3",
                            "--think", "2", "--even", "off", "--hot-next", "lowest", NULL});
    assert_counts("9/6/3");
    ck_assert_ptr_nonnull(strstr(out, "note: hot_next lowest: after the hot servant, the lowest-numbered free servant\n"));
    /* binding [INFERRED]: azsr02a's HTTP work is AZAMS2 and AZAMS3; per class, servant2 alone serves AZAMS3 */
    sim(0, (const char *[]){"--was-server", "AZCELL/AZNODEA/azsr02a", "--uri", "/report/x", "--sessions", "4",
                            "--even", "off", NULL});
    assert_counts("2/2");
    sim(0, (const char *[]){"--was-server", "AZCELL/AZNODEA/azsr02a", "--uri", "/report/x", "--sessions", "4",
                            "--even", "off", "--binding", "per_class", "--trace", "1", NULL});
    assert_counts("0/4");
    ck_assert_ptr_nonnull(strstr(out, "   5 work queue: kept servant2; removed servant1 (AZAMS2's queue)\n"));
}
END_TEST

START_TEST(one_request_across_the_layers)
{
    sim(0, (const char *[]){SRV01, "--sessions", "30", "--interval", "10", "--trace", "1", NULL});
    tu_golden("was-sim-trace-azsr01a.txt", out);
    sim(0, (const char *[]){SRV01, "--sessions", "30", "--interval", "10", "--trace", "1", "--format", "json", NULL});
    tu_golden("was-sim-trace-azsr01a.json", out);
    sim(0, (const char *[]){"--was-server", "AZCELL/AZNODEA/azsr02a", "--uri", "/report/x", "--sessions", "4",
                            "--trace", "1", NULL});
    tu_golden("was-sim-trace-azsr02a.txt", out);
    /* the six steps in order, each once */
    const char *steps[] = {" 1 entry: ", " 2 transaction class: ", " 3 CB rule: kept level 1 CN AZSR02",
                           " 4 service class: kept AZAMS3", " 5 work queue: ", " 6 servant: "};
    const char *at = out;
    for (size_t i = 0; i < 6; i++) {
        ck_assert_msg((at = strstr(at, steps[i])) != NULL, "step %zu (%s) missing or out of order", i + 1, steps[i]);
    }
    ck_assert_ptr_nonnull(strstr(out, "level 2 TC TCRPT import/demo/AZDEF.xml:92"));
    sim(0, (const char *[]){"--was-server", "AZCELL/AZNODEA/azsr02a", "--uri", "/report/x", "--sessions", "4",
                            "--trace", "1", "--format", "json", NULL});
    tu_golden("was-sim-trace-azsr02a.json", out);
}
END_TEST

START_TEST(scenarios)
{
    char *path = tu_path(dir, "s.yaml");
    tu_write(path, "version: 1\nsystem: was\ntarget: {server: AZCELL/AZNODEA/azsr01a, uri: /shop/x}\n"
                   "sessions: 30\ninterval: 10\nservice_time: 1\nthreads: 1\neven: OFF\n");
    sim(0, (const char *[]){"--scenario", path, NULL});
    assert_counts("30/0/0");
    sim(0, (const char *[]){"--scenario", path, "--even", "on", NULL});   /* the command line wins */
    assert_counts("10/10/10");
    tu_write(path, "version: 1\nsystem: was\ntarget: {server: AZCELL/AZNODEA/azsr01a, uri: /shop/x}\n"
                   "sessions: 30\nservants: 4\n");
    sim(65, (const char *[]){"--scenario", path, NULL});
    ck_assert_ptr_nonnull(strstr(err, "s.yaml:5:1: "));
    ck_assert_ptr_nonnull(strstr(err, "servants"));
    tu_write(path, "version: 1\nsystem: was\ntarget: {server: AZCELL/AZNODEA/azsr01a, uri: /shop/x}\n"
                   "sessions: 30\nthreads: many\n");
    sim(65, (const char *[]){"--scenario", path, NULL});
    ck_assert_ptr_nonnull(strstr(err, "s.yaml:5:10: "));
    ck_assert_ptr_nonnull(strstr(err, "threads must be a whole number, not 'many'"));
    tu_write(path, "version: 1\nsystem: was\ntarget: {server: AZCELL/AZNODEA/azsr01a, uri: /shop/x}\n"
                   "sessions: 30\neven: maybe\n");
    sim(65, (const char *[]){"--scenario", path, NULL});
    ck_assert_ptr_nonnull(strstr(err, "s.yaml:5:7: "));
    free(path);
}
END_TEST

START_TEST(exit_statuses)
{
    sim(64, (const char *[]){"--was-server", "AZCELL/AZNODEA/nosuch", "--uri", "/x", "--sessions", "1", NULL});
    ck_assert_ptr_nonnull(strstr(err, "no WebSphere server AZCELL/AZNODEA/nosuch (CELL/NODE/SERVER)"));
    sim(64, (const char *[]){"--was-server", "AZCELL/AZNODEA/azsr01a", "--sessions", "1", NULL});
    ck_assert_ptr_nonnull(strstr(err, "--uri is required"));
    sim(64, (const char *[]){SRV01, NULL});
    ck_assert_ptr_nonnull(strstr(err, "--sessions is required"));
    sim(64, (const char *[]){SRV01, "--sessions", "1", "--even", "perhaps", NULL});
    sim(64, (const char *[]){SRV01, "--sessions", "2", "--trace", "3", NULL});
    ck_assert_ptr_nonnull(strstr(err, "--trace must be from 1 to the requests sent (2)"));
    const char *missing[] = {"--store", "/nonexistent/t.db", "simulate", "was", SRV01, "--sessions", "1", NULL};
    free(out);
    free(err);
    ck_assert_int_eq(tu_wlmcon(missing, NULL, NULL, &out, &err), 66);
    sim(0, (const char *[]){"--help", NULL});
    ck_assert_ptr_nonnull(strstr(out, "  --was-server CELL/NODE/SERVER\n      (target.server in a scenario) Required."));
    ck_assert_ptr_nonnull(strstr(out, "  --trace N         show every step of the decision that request N follows\n"));
}
END_TEST

Suite *suite_was_sim(void)
{
    Suite *s = suite_create("was_sim");
    TCase *tc = tcase_create("was_sim");
    tcase_add_checked_fixture(tc, setup, teardown);
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, hot_servant_and_even_distribution);
    tcase_add_test(tc, session_affinity);
    tcase_add_test(tc, switches_change_the_run);
    tcase_add_test(tc, one_request_across_the_layers);
    tcase_add_test(tc, scenarios);
    tcase_add_test(tc, exit_statuses);
    suite_add_tcase(s, tc);
    return s;
}
