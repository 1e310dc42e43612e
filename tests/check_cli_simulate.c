/* tests/check_cli_simulate.c — `wlmcon simulate` through the binary: the 60/20 cluster of seed 001
 * in a store and read from files, the JSON and text shapes, scenarios (the command line winning,
 * file:line:col errors), the exit statuses (no store ever created), the help from the engine's
 * rows, the shared dumps' CQ1, and MQ018's shares equal to the engine's on every fixture file set
 * where it fires. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tests/tutil.h"

static char *out, *err, *dir, *db;

static const char qma[] =
    "ALTER QMGR REPOS('DEMO')\n"
    "DEFINE QLOCAL('APP.REQ') CLUSTER('DEMO') CLWLUSEQ(LOCAL) DEFBIND(NOTFIXED)\n"
    "DEFINE CHANNEL('DEMO.QMA') CHLTYPE(CLUSRCVR) CLUSTER('DEMO') CLWLWGHT(60) CONNAME('mqa(1414)')\n"
    "DEFINE CHANNEL('DEMO.QMB') CHLTYPE(CLUSSDR) CLUSTER('DEMO') CONNAME('mqb(1414)')\n";
static const char qmb[] =
    "ALTER QMGR REPOS('DEMO')\n"
    "DEFINE QLOCAL('APP.REQ') CLUSTER('DEMO') DEFBIND(NOTFIXED)\n"
    "DEFINE CHANNEL('DEMO.QMB') CHLTYPE(CLUSRCVR) CLUSTER('DEMO') CLWLWGHT(20) CONNAME('mqb(1414)')\n"
    "DEFINE CHANNEL('DEMO.QMA') CHLTYPE(CLUSSDR) CLUSTER('DEMO') CONNAME('mqa(1414)')\n";
static const char qmc[] =
    "DEFINE CHANNEL('DEMO.QMC') CHLTYPE(CLUSRCVR) CLUSTER('DEMO') CONNAME('mqc(1414)')\n"
    "DEFINE CHANNEL('DEMO.QMA') CHLTYPE(CLUSSDR) CLUSTER('DEMO') CONNAME('mqa(1414)')\n";

static char *file(const char *name, const char *text)
{
    char *p = tu_path(dir, name);
    tu_write(p, text);
    return p;
}

static void setup(void)
{
    dir = tu_tmpdir();
    db = tu_path(dir, "policy.db");
    char *a = file("QMA.mqsc", qma), *b = file("QMB.mqsc", qmb), *c = file("QMC.mqsc", qmc);
    const char *args[] = {"--store", db, "import", "--qmgr", "QMA", a, "--qmgr", "QMB", b, "--qmgr", "QMC", c, NULL};
    int rc = tu_wlmcon(args, NULL, NULL, NULL, NULL);
    ck_assert_int_eq(rc, 0);
    free(a);
    free(b);
    free(c);
}

static void teardown(void)
{
    free(out);
    free(err);
    out = err = NULL;
    tu_rmtree(dir);
    free(dir);
    free(db);
}

/* Runs `wlmcon --store DB simulate mq ARGS…` (args NULL-terminated, at most 24); asserts the status. */
static void sim(int status, const char *const *args)
{
    const char *argv[32] = {"--store", db, "simulate", "mq"};
    size_t n = 4;
    for (size_t i = 0; args[i] && n < 31; i++)
        argv[n++] = args[i];
    argv[n] = NULL;
    free(out);
    free(err);
    int rc = tu_wlmcon(argv, NULL, NULL, &out, &err);
    ck_assert_msg(rc == status, "status %d, stderr:\n%s\nstdout:\n%s", rc, err, out);
}

static void has(const char *text, const char *want)
{
    ck_assert_msg(strstr(text, want) != NULL, "wanted:\n%s\nin:\n%s", want, text);
}

/* Done when: on a store of the 60/20 cluster, JSON 300/100, ibm_int 303/97, messages 1-9 A B A A B
 * A A A B, from QMA (CLWLUSEQ(LOCAL)) 40 of 40 local. */
START_TEST(store_60_20)
{
    sim(0, (const char *[]){"--queue", "APP.REQ", "--from", "QMC", "--messages", "400", "--bind", "notfixed",
                            "--format", "json", NULL});
    has(out, "{\"system\": \"mq\", \"messages\": 400,\n  \"destinations\": [\n"
             "    {\"name\": \"QMA\", \"qmgr\": \"QMA\", \"channel\": \"DEMO.QMA\", \"count\": 300, \"share\": 75.0, \"local\": false},\n"
             "    {\"name\": \"QMB\", \"qmgr\": \"QMB\", \"channel\": \"DEMO.QMB\", \"count\": 100, \"share\": 25.0, \"local\": false}],\n"
             "  \"undelivered\": {\"reason\": null, \"reason_name\": null, \"count\": 0},\n"
             "  \"notes\": [\"APP.REQ: bind notfixed, as given\"],\n  \"trace\": []}\n");
    sim(0, (const char *[]){"--queue", "APP.REQ", "--from", "QMC", "--messages", "400", "--bind", "notfixed",
                            "--mode", "ibm_int", NULL});
    ck_assert_str_eq(out, "QMA  DEMO.QMA  303  75.8%\nQMB  DEMO.QMB   97  24.3%\nnote: APP.REQ: bind notfixed, as given\n");
    const char *seq[] = {"QMA", "QMB", "QMA", "QMA", "QMB", "QMA", "QMA", "QMA", "QMB"};
    for (int m = 1; m <= 9; m++) {
        char num[8], want[80];
        snprintf(num, sizeof num, "%d", m);
        sim(0, (const char *[]){"--queue", "APP.REQ", "--from", "QMC", "--messages", "400", "--bind", "notfixed",
                                "--trace", num, "--format", "json", NULL});
        snprintf(want, sizeof want, "\"chosen\": {\"name\": \"%s\", \"qmgr\": \"%s\"", seq[m - 1], seq[m - 1]);
        has(out, want);
    }
    sim(0, (const char *[]){"--queue", "APP.REQ", "--from", "QMA", "--messages", "40", NULL});
    ck_assert_str_eq(out, "QMA  DEMO.QMA  40  100.0%  (local)\nQMB  DEMO.QMB   0    0.0%\n"
                          "note: APP.REQ: bind notfixed, from DEFBIND(NOTFIXED) of its local instance\n");
    /* APP.REQ PUT(DISABLED) on QMA, altered in the store: all 20 to QMB, from QMA and from QMC */
    char *alter = file("alter.mqsc", "ALTER QLOCAL('APP.REQ') PUT(DISABLED)\n");
    const char *args[] = {"--store", db, "import", "--qmgr", "QMA", alter, NULL};
    ck_assert_int_eq(tu_wlmcon(args, NULL, NULL, NULL, NULL), 0);
    sim(0, (const char *[]){"--queue", "APP.REQ", "--from", "QMA", "--messages", "20", NULL});
    has(out, "QMA  DEMO.QMA   0    0.0%  (local)\nQMB  DEMO.QMB  20  100.0%\n");
    sim(0, (const char *[]){"--queue", "APP.REQ", "--from", "QMC", "--messages", "20", NULL});
    has(out, "QMA  DEMO.QMA   0    0.0%\nQMB  DEMO.QMB  20  100.0%\n");
    free(alter);
}
END_TEST

/* The trace in text: every step, what it removed, and the choice. */
START_TEST(text_trace)
{
    sim(0, (const char *[]){"--queue", "APP.REQ", "--from", "QMC", "--messages", "4", "--trace", "2", NULL});
    has(out, "\nmessage 2:\n   1 cluster membership: kept QMA DEMO.QMA, QMB DEMO.QMB; removed none\n");
    has(out, "   9 channel state: kept QMA DEMO.QMA, QMB DEMO.QMB; removed none\n"
             "      QMA DEMO.QMA: no CHSTATUS: INACTIVE; QMB DEMO.QMB: no CHSTATUS:\n"
             "      INACTIVE; tier 1 kept\n");
    has(out, "  15 least recently used, weighted (CLWLWGHT): kept QMB DEMO.QMB; removed QMA DEMO.QMA\n");
    has(out, "  chosen: QMB DEMO.QMB\n");
}
END_TEST

/* Files read in memory: PUT(DISABLED) on QMA sends all 20 from QMA to QMB; 99/1 gives 99/1. The
 * store is not touched. */
START_TEST(files_in_memory)
{
    char *before = tu_dump_store(db);
    char *qma_off = tu_replace(strdup(qma), "DEFBIND(NOTFIXED)", "DEFBIND(NOTFIXED) PUT(DISABLED)");
    char *a = file("QMA-off.mqsc", qma_off), *b = tu_path(dir, "QMB.mqsc"), *c = tu_path(dir, "QMC.mqsc");
    sim(0, (const char *[]){"--queue", "APP.REQ", "--from", "QMA", "--messages", "20",
                            "--qmgr", "QMA", a, "--qmgr", "QMB", b, "--qmgr", "QMC", c, NULL});
    ck_assert_str_eq(out, "QMA  DEMO.QMA   0    0.0%  (local)\nQMB  DEMO.QMB  20  100.0%\n"
                          "note: APP.REQ: bind notfixed, from DEFBIND(NOTFIXED) of its local instance\n");
    char *w99 = tu_replace(strdup(qma), "CLWLWGHT(60)", "CLWLWGHT(99)");
    char *w1 = tu_replace(strdup(qmb), "CLWLWGHT(20)", "CLWLWGHT(1)");
    char *a99 = file("QMA-99.mqsc", w99), *b1 = file("QMB-1.mqsc", w1);
    sim(0, (const char *[]){"--queue", "APP.REQ", "--from", "QMC", "--messages", "100",
                            "--qmgr", "QMA", a99, "--qmgr", "QMB", b1, "--qmgr", "QMC", c, NULL});
    ck_assert_str_eq(out, "QMA  DEMO.QMA  99  99.0%\nQMB  DEMO.QMB   1   1.0%\n"
                          "note: APP.REQ: bind notfixed, from DEFBIND(NOTFIXED) of its instance on the\n"
                          "      first queue manager by name\n");
    char *after = tu_dump_store(db);
    ck_assert_str_eq(before, after);
    free(before), free(after), free(qma_off), free(a), free(b), free(c), free(w99), free(w1), free(a99), free(b1);
}
END_TEST

/* Done when: --compare with QMA's CLWLWGHT 99 and QMB's 1 in the files after it: before (the
 * store) 300/100, after 396/4, as text side by side and as {"before", "after"}; a destination the
 * other side lacks shows "-"; files before --compare stand for the store; the store is not touched;
 * --compare without files is 64. */
START_TEST(compare_before_after)
{
    char *before = tu_dump_store(db);
    char *w99 = tu_replace(strdup(qma), "CLWLWGHT(60)", "CLWLWGHT(99)");
    char *w1 = tu_replace(strdup(qmb), "CLWLWGHT(20)", "CLWLWGHT(1)");
    char *a99 = file("QMA-99.mqsc", w99), *b1 = file("QMB-1.mqsc", w1), *c = tu_path(dir, "QMC.mqsc");
    char *a = tu_path(dir, "QMA.mqsc"), *b = tu_path(dir, "QMB.mqsc");
    sim(0, (const char *[]){"--queue", "APP.REQ", "--from", "QMC", "--messages", "400", "--bind", "notfixed",
                            "--compare", "--qmgr", "QMA", a99, "--qmgr", "QMB", b1, "--qmgr", "QMC", c, NULL});
    ck_assert_str_eq(out, "                    before            after\n"
                          "QMA  DEMO.QMA  300   75.0%  ->  396   99.0%\n"
                          "QMB  DEMO.QMB  100   25.0%  ->    4    1.0%\n"
                          "note: APP.REQ: bind notfixed, as given\n");
    sim(0, (const char *[]){"--queue", "APP.REQ", "--from", "QMC", "--messages", "400", "--bind", "notfixed",
                            "--format", "json", "--compare", "--qmgr", "QMA", a99, "--qmgr", "QMB", b1,
                            "--qmgr", "QMC", c, NULL});
    ck_assert_str_eq(out,
        "{\"before\": {\"system\": \"mq\", \"messages\": 400,\n  \"destinations\": [\n"
        "    {\"name\": \"QMA\", \"qmgr\": \"QMA\", \"channel\": \"DEMO.QMA\", \"count\": 300, \"share\": 75.0, \"local\": false},\n"
        "    {\"name\": \"QMB\", \"qmgr\": \"QMB\", \"channel\": \"DEMO.QMB\", \"count\": 100, \"share\": 25.0, \"local\": false}],\n"
        "  \"undelivered\": {\"reason\": null, \"reason_name\": null, \"count\": 0},\n"
        "  \"notes\": [\"APP.REQ: bind notfixed, as given\"],\n  \"trace\": []},\n"
        " \"after\": {\"system\": \"mq\", \"messages\": 400,\n  \"destinations\": [\n"
        "    {\"name\": \"QMA\", \"qmgr\": \"QMA\", \"channel\": \"DEMO.QMA\", \"count\": 396, \"share\": 99.0, \"local\": false},\n"
        "    {\"name\": \"QMB\", \"qmgr\": \"QMB\", \"channel\": \"DEMO.QMB\", \"count\": 4, \"share\": 1.0, \"local\": false}],\n"
        "  \"undelivered\": {\"reason\": null, \"reason_name\": null, \"count\": 0},\n"
        "  \"notes\": [\"APP.REQ: bind notfixed, as given\"],\n  \"trace\": []}}\n");
    /* the files before --compare instead of the store; QMB missing after: "-" */
    sim(0, (const char *[]){"--queue", "APP.REQ", "--from", "QMC", "--messages", "40", "--bind", "notfixed",
                            "--qmgr", "QMA", a, "--qmgr", "QMB", b, "--qmgr", "QMC", c,
                            "--compare", "--qmgr", "QMA", a99, "--qmgr", "QMC", c, NULL});
    ck_assert_str_eq(out, "                   before           after\n"
                          "QMA  DEMO.QMA  30   75.0%  ->  40  100.0%\n"
                          "QMB  DEMO.QMB  10   25.0%  ->           -\n"
                          "note: APP.REQ: bind notfixed, as given\n");
    /* the trace of each side */
    sim(0, (const char *[]){"--queue", "APP.REQ", "--from", "QMC", "--messages", "4", "--trace", "2",
                            "--compare", "--qmgr", "QMA", a99, "--qmgr", "QMB", b1, "--qmgr", "QMC", c, NULL});
    has(out, "\nbefore:\nmessage 2:\n");
    has(out, "DEMO.QMB: chosen 0 times for CLWLWGHT 20, last at choice 0\n  chosen: QMB DEMO.QMB\n\nafter:\nmessage 2:\n");
    has(out, "chosen 1 times for CLWLWGHT 99, last at choice 1; QMB\n      DEMO.QMB: chosen 0 times for CLWLWGHT 1");
    sim(64, (const char *[]){"--queue", "APP.REQ", "--from", "QMC", "--compare", NULL});
    has(err, "--compare needs the files of the policy to compare with");
    sim(66, (const char *[]){"--queue", "APP.REQ", "--from", "QMC", "--compare", "/nonexistent/x.mqsc", NULL});
    char *after = tu_dump_store(db);
    ck_assert_str_eq(before, after);
    free(before), free(after), free(w99), free(w1), free(a99), free(b1), free(c), free(a), free(b);
}
END_TEST

/* 0 when nothing is delivered; 64 unknown queue, queue manager, option, value, system, opens; 66
 * missing store (none created) or file. */
START_TEST(exit_statuses)
{
    sim(64, (const char *[]){"--queue", "NO.SUCH", "--from", "QMC", NULL});
    ck_assert_str_eq(err, "wlmcon simulate: queue NO.SUCH: QMC has no such queue and no cluster has a queue "
                          "NO.SUCH\nsee wlmcon simulate mq --help\n");
    sim(64, (const char *[]){"--queue", "APP.REQ", "--from", "QMX", NULL});
    sim(64, (const char *[]){"--queue", "APP.REQ", "--from", "QMC", "--colour", "red", NULL});
    sim(64, (const char *[]){"--queue", "APP.REQ", "--from", "QMC", "--bind", "fixed", NULL});
    has(err, "bind is one of open, notfixed, group, mqput1, not 'fixed'");
    sim(64, (const char *[]){"--queue", "APP.REQ", "--from", "QMC", "--messages", "10", "--bind", "open",
                             "--opens", "3", NULL});
    has(err, "--messages must be a multiple of --opens");
    sim(64, (const char *[]){"--from", "QMC", NULL});
    has(err, "--queue is required");
    sim(66, (const char *[]){"--queue", "APP.REQ", "--from", "QMC", "/nonexistent/x.mqsc", NULL});
    char *none = tu_path(dir, "none.db");
    const char *args[] = {"--store", none, "simulate", "mq", "--queue", "APP.REQ", "--from", "QMC", NULL};
    ck_assert_int_eq(tu_wlmcon(args, NULL, NULL, NULL, NULL), 66);
    ck_assert(!tu_exists(none));
    free(none);
    const char *unknown[] = {"simulate", "zz", NULL};
    ck_assert_int_eq(tu_wlmcon(unknown, NULL, NULL, NULL, NULL), 64);
}
END_TEST

/* A scenario: its values, the destinations' channel states, the command line winning. */
START_TEST(scenario_file)
{
    char *s = file("s.yaml", "version: 1\nsystem: mq\ntarget: {queue: APP.REQ, from: QMC}\nseed: 7\n"
                             "messages: 20\nbind: notfixed\ndestinations:\n"
                             "  QMA: {channel_state: STOPPED, suspended: N, put: ENABLED}\n");
    sim(0, (const char *[]){"--scenario", s, NULL});
    ck_assert_str_eq(out, "QMA  DEMO.QMA   0    0.0%\nQMB  DEMO.QMB  20  100.0%\nnote: APP.REQ: bind notfixed, as given\n");
    sim(0, (const char *[]){"--scenario", s, "--messages", "40", NULL});
    has(out, "QMB  DEMO.QMB  40  100.0%\n");
    free(s);
}
END_TEST

/* Unknown keys and values of the wrong type or outside their rows: file:line:col, 65. Y and NO
 * are strings the rows read. */
START_TEST(scenario_errors)
{
    char *s = file("bad.yaml", "version: 1\nsystem: mq\ncolour: red\ntarget: {queue: APP.REQ, from: QMC, qm: X}\n"
                               "messages: [1, 2]\nbind: sometimes\ndestinations:\n"
                               "  QMA: {suspended: maybe, state: RUNNING}\n");
    sim(65, (const char *[]){"--scenario", s, NULL});
    char want[512];
    snprintf(want, sizeof want, "%s:3:1: error: unknown key 'colour' [YAML]\n", s);
    has(err, want);
    snprintf(want, sizeof want, "%s:4:37: error: unknown key 'qm' in target [YAML]\n", s);
    has(err, want);
    snprintf(want, sizeof want, "%s:5:11: error: messages must be a single value [YAML]\n", s);
    has(err, want);
    snprintf(want, sizeof want, "%s:6:7: error: bind is one of open, notfixed, group, mqput1, not 'sometimes' [YAML]\n", s);
    has(err, want);
    snprintf(want, sizeof want, "%s:8:20: error: suspended is yes or no (Y, N, YES, NO, ON, OFF, TRUE, FALSE), "
             "not 'maybe' [YAML]\n", s);
    has(err, want);
    snprintf(want, sizeof want, "%s:8:27: error: unknown key 'state' of destination QMA [YAML]\n", s);
    has(err, want);
    char *other = file("other.yaml", "version: 1\nsystem: wlm\n");
    sim(65, (const char *[]){"--scenario", other, NULL});
    snprintf(want, sizeof want, "%s:2:9: error: the scenario is for system wlm, not mq [YAML]\n", other);
    has(err, want);
    char *missing = tu_path(dir, "missing.yaml");
    sim(66, (const char *[]){"--scenario", missing, NULL});
    free(s), free(other), free(missing);
}
END_TEST

/* The channel state is what the putting queue manager's imported DISPLAY CHSTATUS shows: QMC's
 * cluster-sender to QMA RETRYING (tier 3) and none to QMB (INACTIVE, tier 1) send all to QMB. */
START_TEST(observed_state_in_store)
{
    char *text = tu_read("tests/fixtures/mqstatus/QMC-nobanner.txt", NULL);
    ck_assert_ptr_nonnull(text);
    text = tu_replace(text, "STATUS(RUNNING)                         STOPREQ(NO)",
                      "STATUS(RETRYING)                        STOPREQ(NO)");
    char *t = file("QMC-status.txt", text);
    const char *args[] = {"--store", db, "import", "--qmgr", "QMC", t, NULL};
    ck_assert_int_eq(tu_wlmcon(args, NULL, NULL, NULL, NULL), 0);
    sim(0, (const char *[]){"--queue", "APP.REQ", "--from", "QMC", "--messages", "20", "--trace", "1", NULL});
    has(out, "QMA  DEMO.QMA   0    0.0%\nQMB  DEMO.QMB  20  100.0%\n");
    has(out, "   9 channel state: kept QMB DEMO.QMB; removed QMA DEMO.QMA\n"
             "      QMA DEMO.QMA: RETRYING; QMB DEMO.QMB: no CHSTATUS: INACTIVE; tier 1 kept\n");
    free(text);
    free(t);
}
END_TEST

/* Nothing delivered is a finished run: exit 0, the reason in the output. */
START_TEST(nothing_delivered)
{
    char *s = file("off.yaml", "version: 1\nsystem: mq\ntarget: {queue: APP.REQ, from: QMC}\nmessages: 20\n"
                               "destinations:\n  QMA: {put: DISABLED}\n  QMB: {put: DISABLED}\n");
    sim(0, (const char *[]){"--scenario", s, "--trace", "3", NULL});
    has(out, "QMA  DEMO.QMA  0  0.0%\nQMB  DEMO.QMB  0  0.0%\n"
             "not delivered: 20 (100.0%), reason 2268 MQRC_CLUSTER_PUT_INHIBITED\n");
    has(out, "  not delivered: 2268 MQRC_CLUSTER_PUT_INHIBITED\n");
    sim(0, (const char *[]){"--scenario", s, "--format", "json", NULL});
    has(out, "\"undelivered\": {\"reason\": 2268, \"reason_name\": \"MQRC_CLUSTER_PUT_INHIBITED\", \"count\": 20}");
    free(s);
}
END_TEST

/* `simulate mq --help` from the engine's rows. */
START_TEST(help_from_rows)
{
    sim(0, (const char *[]){"--help", NULL});
    has(out, "usage: wlmcon [--store FILE] simulate mq [OPTIONS] [");
    has(out, "  --queue NAME\n      (target.queue in a scenario) Required. The queue the application opens,\n");
    has(out, "  --legacy75\n      The WebSphere MQ 7.5 order of the steps:");
    has(out, "  --group-size G\n");
    has(out, "  channel_state: STATE\n      One of: INACTIVE, RUNNING, BINDING,");
}
END_TEST

/* The shared dumps: CQ1 (DEFBIND(OPEN) on QM5, QM6 and QM7, CLWLWGHT 50) from QM4: NOTFIXED 10/10/10,
 * its own DEFBIND(OPEN) 30 to QM5 (the tie-break); from QM6 (CLWLUSEQ(LOCAL), the queue's QMGR) 30
 * on QM6. */
START_TEST(shared_dumps_cq1)
{
    char f4[4200], f5[4200], f6[4200], f7[4200];
    snprintf(f4, sizeof f4, "%s", tu_sample("mq/QM4.dmpmqcfg.mqsc"));
    snprintf(f5, sizeof f5, "%s", tu_sample("mq/QM5.dmpmqcfg.mqsc"));
    snprintf(f6, sizeof f6, "%s", tu_sample("mq/QM6.dmpmqcfg.mqsc"));
    snprintf(f7, sizeof f7, "%s", tu_sample("mq/QM7.dmpmqcfg.mqsc"));
    sim(0, (const char *[]){"--queue", "CQ1", "--from", "QM4", "--messages", "30", "--bind", "notfixed",
                            f4, f5, f6, f7, NULL});
    ck_assert_str_eq(out, "QM5  C_QM5  10  33.3%\nQM6  C_QM6  10  33.3%\nQM7  C_QM7  10  33.3%\n"
                          "note: CQ1: bind notfixed, as given\n");
    sim(0, (const char *[]){"--queue", "CQ1", "--from", "QM4", "--messages", "30", f4, f5, f6, f7, NULL});
    has(out, "QM5  C_QM5  30  100.0%\nQM6  C_QM6   0    0.0%\nQM7  C_QM7   0    0.0%\n");
    sim(0, (const char *[]){"--queue", "CQ1", "--from", "QM6", "--messages", "30", f4, f5, f6, f7, NULL});
    has(out, "QM5  C_QM5   0    0.0%\nQM6  C_QM6  30  100.0%  (local)\nQM7  C_QM7   0    0.0%\n");
}
END_TEST

/* MQ018's shares, from `validate FILE…`, equal what the engine gives from `from` (no instance
 * there) for as many messages as the weights add up to, NOTFIXED. */
static void mq018_agrees(const char *const *files, size_t n, const char *from)
{
    const char *args[16] = {"validate"};
    for (size_t i = 0; i < n; i++)
        args[1 + i] = files[i];
    char *vout = NULL;
    tu_wlmcon(args, NULL, NULL, &vout, NULL);
    const char *m = strstr(vout, "shared by weight: ");
    ck_assert_msg(m != NULL, "no MQ018 in:\n%s", vout);
    m += strlen("shared by weight: ");
    char names[8][49];
    int pct[8], w[8], k = 0, sum = 0, used;
    while (k < 8 && sscanf(m, "%48s %d%% (CLWLWGHT %d)%n", names[k], &pct[k], &w[k], &used) == 3) {
        sum += w[k++];
        m += used;
        if (strncmp(m, ", ", 2) != 0)
            break;
        m += 2;
    }
    ck_assert_int_ge(k, 2);
    char msgs[16];
    snprintf(msgs, sizeof msgs, "%d", sum);
    const char *sargs[24] = {"--queue", "APP.REQ", "--from", from, "--messages", msgs, "--bind", "notfixed",
                             "--format", "json"};
    for (size_t i = 0; i < n; i++)
        sargs[10 + i] = files[i];
    sim(0, sargs);
    for (int i = 0; i < k; i++) {
        char want[64] = "{\"name\": \"";
        strcat(strcat(want, names[i]), "\", ");
        const char *d = strstr(out, want), *c = d ? strstr(d, "\"count\": ") : NULL;
        ck_assert_msg(c != NULL, "%s missing in:\n%s", names[i], out);
        int count = atoi(c + 9);
        ck_assert_int_eq((count * 100 + sum / 2) / sum, pct[i]);
        ck_assert_int_eq(count, w[i]);
    }
    free(vout);
}

START_TEST(mq018_equals_engine)
{
    const char *demo[] = {"import/demo/QMA.mqsc", "import/demo/QMB.mqsc", "import/demo/QMC.mqsc"};
    mq018_agrees(demo, 3, "QMC");
    const char *v5[] = {"tests/fixtures/store-v5/APP.mqsc", "tests/fixtures/store-v5/QMA.mqsc",
                        "tests/fixtures/store-v5/QMB.mqsc", "tests/fixtures/store-v5/QMC.mqsc"};
    mq018_agrees(v5, 4, "QMC");
}
END_TEST

Suite *suite_cli_simulate(void)
{
    Suite *s = suite_create("cli_simulate");
    TCase *tc = tcase_create("simulate");
    tcase_add_checked_fixture(tc, setup, teardown);
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, store_60_20);
    tcase_add_test(tc, text_trace);
    tcase_add_test(tc, files_in_memory);
    tcase_add_test(tc, compare_before_after);
    tcase_add_test(tc, exit_statuses);
    tcase_add_test(tc, scenario_file);
    tcase_add_test(tc, scenario_errors);
    tcase_add_test(tc, help_from_rows);
    tcase_add_test(tc, observed_state_in_store);
    tcase_add_test(tc, nothing_delivered);
    tcase_add_test(tc, mq018_equals_engine);
    suite_add_tcase(s, tc);
    TCase *dumps = tcase_create("shared dumps");
    tcase_add_checked_fixture(dumps, setup, teardown);
    tcase_set_timeout(dumps, 60);
    tcase_add_test(dumps, shared_dumps_cq1);
    tu_add_sample_case(s, dumps, "wlmcon simulate on the shared dumps");
    return s;
}
