/* tests/check_mq_route.c — the MQ cluster workload engine (model/mq/mq_route.h) on the documents'
 * own examples: seed 001 (weights 60 and 20 send 3 of every 4 messages: 300/100 in exact mode with
 * the first nine A B A A B A A A B, 303/97 with IBM's integer 1000/weight), research/mq.md §2.6
 * T1-T14 with exact counts, the channel state from the putting queue manager's observation, the
 * exit flag, the 7.5 order, and the generator's test vectors (model/rng.h). */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/mq/mq_model.h"
#include "tests/fixture.h"

static struct policy pol;
static struct sim_scenario scn;
static struct sim_result res;

static void setup(void)
{
    fx_base_with(&pol, NULL);
    sim_scenario_init(&scn, mq_system());
    memset(&res, 0, sizeof res);
}

static void teardown(void)
{
    sim_result_free(&res);
    sim_scenario_free(&scn);
    policy_free(&pol);
}

/* Sets input key of the scenario (checked as the command line checks it). */
static void set(const char *key, const char *value)
{
    const struct sim_engine *e = mq_system()->sim;
    int i = sim_input_index(e->inputs, e->ninputs, key);
    ck_assert_msg(i >= 0, "no input %s", key);
    char msg[300];
    const char *norm;
    ck_assert_msg(!sim_input_problem(&e->inputs[i], value, &norm, msg, sizeof msg), "%s", msg);
    ck_assert_int_eq(sim_set(&scn, (size_t)i, norm), 0);
}

static void set_dest(const char *qm, const char *key, const char *value)
{
    const struct sim_engine *e = mq_system()->sim;
    int i = sim_input_index(e->dest_inputs, e->ndest_inputs, key);
    ck_assert_int_ge(i, 0);
    ck_assert_int_eq(sim_set_dest(&scn, qm, (size_t)i, value), 0);
}

/* Runs the scenario from `from` to queue q, n messages, bind (NULL: DEFBIND); asserts SIM_OK. */
static void run(const char *from, const char *q, const char *n, const char *bind)
{
    set("from", from);
    set("queue", q);
    set("messages", n);
    if (bind)
        set("bind", bind);
    sim_result_free(&res);
    enum sim_status st = sim_run(&pol, &scn, &res);
    ck_assert_msg(st == SIM_OK, "status %d: %s", st, res.error);
}

/* The messages destination qm (through channel chl, NULL: any) received. */
static unsigned long long got(const char *qm, const char *chl)
{
    unsigned long long n = 0;
    for (size_t i = 0; i < res.ndests; i++)
        if (strcmp(res.dests[i].name, qm) == 0 && (!chl || strcmp(res.dests[i].fields[1], chl) == 0))
            n += res.dests[i].count;
    return n;
}

/* The queue managers chosen for messages 1..n, blank-separated, in buf. */
static const char *sequence(const char *from, const char *q, unsigned n, const char *bind, char *buf, size_t size)
{
    buf[0] = '\0';
    char num[16];
    snprintf(num, sizeof num, "%u", n);
    for (unsigned m = 1; m <= n; m++) {
        scn.trace = m;
        run(from, q, num, bind);
        ck_assert(res.traced);
        size_t len = strlen(buf);
        snprintf(buf + len, size - len, "%s%s", m > 1 ? " " : "",
                 res.trace.chosen < 0 ? "-" : res.dests[res.trace.chosen].name);
    }
    scn.trace = 0;
    return buf;
}

/* The note of the traced step named step, or NULL. */
static const char *step_note(const char *step)
{
    for (size_t i = 0; i < res.trace.nsteps; i++)
        if (strcmp(res.trace.steps[i].step, step) == 0)
            return res.trace.steps[i].note;
    return NULL;
}

static const char weights_60_20[] =
    "QM1 CLUSRCVR TO.QM1 clwlwght=60\nQM2 CLUSRCVR TO.QM2 clwlwght=20\n"
    "QM1 QLOCAL APP.Q cluster=CLS1\nQM2 QLOCAL APP.Q cluster=CLS1\n";

START_TEST(generator_vectors)
{
    struct sim_rng r;
    rng_seed(&r, 42);
    ck_assert_uint_eq(rng_next(&r), UINT64_C(0x56ce4ab7719ba3a0));
    ck_assert_uint_eq(rng_next(&r), UINT64_C(0xc841eb53ebbb2dda));
    ck_assert_uint_eq(rng_next(&r), UINT64_C(0xca466be0c9980276));
    rng_seed(&r, 42);
    unsigned c[3] = {0};
    for (int i = 0; i < 1000; i++)
        c[rng_choice(&r, 3)]++;
    ck_assert_uint_eq(c[0], 346);
    ck_assert_uint_eq(c[1], 353);
    ck_assert_uint_eq(c[2], 301);
    struct sim_rng z, k;   /* seed 0 is the constant's */
    rng_seed(&z, 0);
    rng_seed(&k, UINT64_C(0x9E3779B97F4A7C15));
    ck_assert_uint_eq(rng_next(&z), rng_next(&k));
}
END_TEST

/* Seed 001 and T2: 60/20 from a queue manager without an instance, NOTFIXED. */
START_TEST(seed001_weights)
{
    char buf[200];
    fx_build(&pol, NULL, weights_60_20);
    run("QM3", "APP.Q", "400", "notfixed");
    ck_assert_uint_eq(got("QM1", NULL), 300);
    ck_assert_uint_eq(got("QM2", NULL), 100);
    ck_assert_uint_eq(res.undelivered, 0);
    ck_assert_str_eq(sequence("QM3", "APP.Q", 9, "notfixed", buf, sizeof buf),
                     "QM1 QM2 QM1 QM1 QM2 QM1 QM1 QM1 QM2");
    set("mode", "ibm_int");
    run("QM3", "APP.Q", "400", "notfixed");
    ck_assert_uint_eq(got("QM1", NULL), 303);
    ck_assert_uint_eq(got("QM2", NULL), 97);
    set("mode", "exact");
    fx_build(&pol, NULL, "QM1 CLUSRCVR TO.QM1 clwlwght=99\nQM2 CLUSRCVR TO.QM2 clwlwght=1\n");
    run("QM3", "APP.Q", "100", "notfixed");
    ck_assert_uint_eq(got("QM1", NULL), 99);
    ck_assert_uint_eq(got("QM2", NULL), 1);
}
END_TEST

/* The routes are the CLUSRCVRs of the hosting queue managers, not the putting one's CLUSSDRs
 * (QM3's only cluster-sender leads to QM1). The tie of the first choice is named in the trace. */
START_TEST(routes_are_clusrcvrs)
{
    fx_build(&pol, NULL, weights_60_20);
    scn.trace = 1;
    run("QM3", "APP.Q", "4", "notfixed");
    ck_assert_uint_eq(res.ndests, 2);
    ck_assert_str_eq(res.dests[1].fields[1], "TO.QM2");
    ck_assert_str_eq(res.trace.steps[res.trace.nsteps - 1].step, "least recently used, weighted (CLWLWGHT)");
    ck_assert_str_eq(res.trace.steps[res.trace.nsteps - 1].note,
                     "QM1 TO.QM1: chosen 0 times for CLWLWGHT 60, last at choice 0; QM2 TO.QM2: chosen 0 "
                     "times for CLWLWGHT 20, last at choice 0; tie: least recently chosen, then queue "
                     "manager name, then channel name");
    ck_assert_str_eq(step_note("channel state"),
                     "QM1 TO.QM1: no CHSTATUS: INACTIVE; QM2 TO.QM2: no CHSTATUS: INACTIVE; tier 1 kept");
    ck_assert_uint_eq(res.trace.nsteps, 15);
}
END_TEST

static const char four_qms[] =
    "QM4 QMGR\nQM4 CLUSRCVR TO.QM4 cluster=CLS1 conname='h4(1414)'\n"
    "QM1 QLOCAL APP.Q cluster=CLS1\nQM2 QLOCAL APP.Q cluster=CLS1\nQM3 QLOCAL APP.Q cluster=CLS1\n";

/* T1: three remote instances, defaults, NOTFIXED: round-robin. */
START_TEST(t1_round_robin)
{
    char buf[200];
    fx_build(&pol, NULL, four_qms);
    ck_assert_str_eq(sequence("QM4", "APP.Q", 6, "notfixed", buf, sizeof buf), "QM1 QM2 QM3 QM1 QM2 QM3");
    ck_assert_uint_eq(got("QM1", NULL), 2);
    ck_assert_uint_eq(got("QM2", NULL), 2);
    ck_assert_uint_eq(got("QM3", NULL), 2);
}
END_TEST

/* T3: the local instance under CLWLUSEQ(QMGR) and the queue manager's LOCAL; then ANY. T4: ANY,
 * but the message arrived over a cluster channel. */
START_TEST(t3_t4_local_instance)
{
    fx_build(&pol, NULL, "QM1 QLOCAL APP.Q cluster=CLS1 clwluseq=QMGR\nQM2 QLOCAL APP.Q cluster=CLS1\n");
    scn.trace = 1;
    run("QM1", "APP.Q", "10", "notfixed");
    ck_assert_uint_eq(got("QM1", NULL), 10);
    ck_assert_uint_eq(got("QM2", NULL), 0);
    ck_assert(res.dests[0].local);
    ck_assert_str_eq(step_note("local instance (CLWLUSEQ)"),
                     "CLWLUSEQ(QMGR) on the queue, CLWLUSEQ(LOCAL) on the queue manager: the local instance is used");
    fx_build(&pol, NULL, "QM1 QMGR clwluseq=ANY\n");
    run("QM1", "APP.Q", "10", "notfixed");
    ck_assert_uint_eq(got("QM1", NULL), 5);
    ck_assert_uint_eq(got("QM2", NULL), 5);
    set("arrival", "cluster");
    run("QM1", "APP.Q", "10", "notfixed");
    ck_assert_uint_eq(got("QM1", NULL), 10);
}
END_TEST

/* T5: one instance PUT(DISABLED): only the other; both: a BIND_ON_OPEN open fails with 2268. */
START_TEST(t5_put_disabled)
{
    fx_build(&pol, NULL, "QM1 QLOCAL APP.Q cluster=CLS1 put=DISABLED\nQM2 QLOCAL APP.Q cluster=CLS1\n");
    run("QM3", "APP.Q", "10", "notfixed");
    ck_assert_uint_eq(got("QM1", NULL), 0);
    ck_assert_uint_eq(got("QM2", NULL), 10);
    set_dest("QM2", "put", "DISABLED");
    run("QM3", "APP.Q", "10", "open");
    ck_assert_uint_eq(got("QM1", NULL) + got("QM2", NULL), 0);
    ck_assert_uint_eq(res.undelivered, 10);
    ck_assert_int_eq(res.reason, 2268);
    ck_assert_str_eq(res.reason_text, "MQRC_CLUSTER_PUT_INHIBITED");
}
END_TEST

/* T6: channel rank 5 on QM1 whose channel is RETRYING beats rank 0: no failover. */
START_TEST(t6_rank_before_state)
{
    fx_build(&pol, NULL, "QM1 CLUSRCVR TO.QM1 clwlrank=5\nQM1 QLOCAL APP.Q cluster=CLS1\n"
                         "QM2 QLOCAL APP.Q cluster=CLS1\n");
    set_dest("QM1", "channel_state", "RETRYING");
    run("QM3", "APP.Q", "10", "notfixed");
    ck_assert_uint_eq(got("QM1", NULL), 10);
    ck_assert_uint_eq(got("QM2", NULL), 0);
}
END_TEST

/* T7: CLWLPRTY 9 on QM1: all to QM1 while it is RUNNING or INACTIVE; RETRYING with QM2 RUNNING:
 * all to QM2; both RETRYING: QM1. */
START_TEST(t7_priority_after_state)
{
    fx_build(&pol, NULL, "QM1 CLUSRCVR TO.QM1 clwlprty=9\nQM1 QLOCAL APP.Q cluster=CLS1\n"
                         "QM2 QLOCAL APP.Q cluster=CLS1\n");
    run("QM3", "APP.Q", "10", "notfixed");
    ck_assert_uint_eq(got("QM1", NULL), 10);
    set_dest("QM1", "channel_state", "RUNNING");
    run("QM3", "APP.Q", "10", "notfixed");
    ck_assert_uint_eq(got("QM1", NULL), 10);
    set_dest("QM1", "channel_state", "RETRYING");
    set_dest("QM2", "channel_state", "RUNNING");
    run("QM3", "APP.Q", "10", "notfixed");
    ck_assert_uint_eq(got("QM2", NULL), 10);
    set_dest("QM2", "channel_state", "RETRYING");
    run("QM3", "APP.Q", "10", "notfixed");
    ck_assert_uint_eq(got("QM1", NULL), 10);
}
END_TEST

/* T8: two CLUSRCVRs to QM1 with NETPRTY 1 and 0: only the NETPRTY 1 route. */
START_TEST(t8_netprty)
{
    fx_build(&pol, NULL, "QM1 CLUSRCVR TO.QM1.NET2 cluster=CLS1 conname='h1b(1414)' netprty=1\n"
                         "QM1 QLOCAL APP.Q cluster=CLS1\n");
    run("QM3", "APP.Q", "10", "notfixed");
    ck_assert_uint_eq(got("QM1", "TO.QM1.NET2"), 10);
    ck_assert_uint_eq(got("QM1", "TO.QM1"), 0);
}
END_TEST

/* T9: QM1 suspended: all to QM2; with QM2's instance gone, QM1 is still used. Only remote
 * instances are weighed: put from QM1 under CLWLUSEQ(ANY), its own instance still competes. */
START_TEST(t9_suspended)
{
    fx_build(&pol, NULL, "QM1 QMGR suspend=CLS1\nQM1 QLOCAL APP.Q cluster=CLS1\nQM2 QLOCAL APP.Q cluster=CLS1\n");
    run("QM3", "APP.Q", "10", "notfixed");
    ck_assert_uint_eq(got("QM1", NULL), 0);
    ck_assert_uint_eq(got("QM2", NULL), 10);
    set_dest("QM2", "suspended", "YES");
    run("QM3", "APP.Q", "10", "notfixed");   /* both suspended: both used */
    ck_assert_uint_eq(got("QM1", NULL), 5);
    ck_assert_uint_eq(got("QM2", NULL), 5);
    set_dest("QM2", "suspended", "NO");
    fx_build(&pol, NULL, "QM1 QMGR clwluseq=ANY\n");   /* the local instance remains: not applied */
    scn.trace = 1;
    run("QM1", "APP.Q", "10", "notfixed");
    ck_assert_uint_eq(got("QM1", NULL), 5);
    ck_assert_uint_eq(got("QM2", NULL), 5);
    ck_assert_str_eq(step_note("suspended queue managers"), "the local instance remains: not applied");
    scn.trace = 0;
    pol_delete(fx_obj(&pol, "QM2", "QLOCAL", "APP.Q"));
    run("QM3", "APP.Q", "10", "notfixed");
    ck_assert_uint_eq(got("QM1", NULL), 10);
}
END_TEST

/* The elimination steps' cache (sim_cache.h) while the state changes mid-run: QM1 suspended from
 * message 201 of 400 (the scenario's suspend_at) takes effect at once — the first 200 split 150/50
 * as 60/20 do, the other 200 all go to QM2 — and the same from message 5 when every decision is
 * traced in turn (each traced decision runs every step afresh, the others come from the cache). */
START_TEST(cache_invalidated_mid_run)
{
    char buf[200];
    fx_build(&pol, NULL, weights_60_20);
    set_dest("QM1", "suspend_at", "201");
    run("QM3", "APP.Q", "400", "notfixed");
    ck_assert_uint_eq(got("QM1", NULL), 150);
    ck_assert_uint_eq(got("QM2", NULL), 250);
    ck_assert_uint_eq(res.nnotes, 2);
    ck_assert_str_eq(res.notes[1], "QM1: suspended from message 201 (the scenario's suspend_at)");
    scn.trace = 201;
    run("QM3", "APP.Q", "400", "notfixed");
    ck_assert_str_eq(step_note("suspended queue managers"), "QM1; suspended");
    ck_assert_str_eq(res.dests[res.trace.chosen].name, "QM2");
    scn.trace = 0;
    set_dest("QM1", "suspend_at", "5");
    ck_assert_str_eq(sequence("QM3", "APP.Q", 8, "notfixed", buf, sizeof buf), "QM1 QM2 QM1 QM1 QM2 QM2 QM2 QM2");
    set("bind", "open");   /* bound at the open: the change does not move the open's messages */
    set("opens", "2");
    run("QM3", "APP.Q", "400", NULL);
    ck_assert_uint_eq(got("QM1", NULL), 200);
    ck_assert_uint_eq(got("QM2", NULL), 200);
}
END_TEST

/* T10: CLWLMRUC(1) with three instances: after the first choice, the same channel. */
START_TEST(t10_mruc)
{
    char buf[200];
    fx_build(&pol, NULL, four_qms);
    fx_build(&pol, NULL, "QM4 QMGR clwlmruc=1\n");
    ck_assert_str_eq(sequence("QM4", "APP.Q", 4, "notfixed", buf, sizeof buf), "QM1 QM1 QM1 QM1");
    ck_assert_uint_eq(got("QM1", NULL), 4);
}
END_TEST

/* T11: two queues over the same two weighted channels, put in turn: the counters are the
 * channels'. APP.A alone goes QM1 QM2 QM1 QM1; in turn with APP.B its messages (1, 3, 5, 7) go
 * QM1 QM1 QM2 QM1, the channels' sequence being A B A A B A A A. */
START_TEST(t11_shared_counters)
{
    char buf[200];
    fx_build(&pol, NULL, "QM1 CLUSRCVR TO.QM1 clwlwght=60\nQM2 CLUSRCVR TO.QM2 clwlwght=20\n"
                         "QM1 QLOCAL APP.A cluster=CLS1\nQM2 QLOCAL APP.A cluster=CLS1\n"
                         "QM1 QLOCAL APP.B cluster=CLS1\nQM2 QLOCAL APP.B cluster=CLS1\n");
    ck_assert_str_eq(sequence("QM3", "APP.A", 4, "notfixed", buf, sizeof buf), "QM1 QM2 QM1 QM1");
    ck_assert_str_eq(sequence("QM3", "APP.A,APP.B", 8, "notfixed", buf, sizeof buf),
                     "QM1 QM2 QM1 QM1 QM2 QM1 QM1 QM1");
    ck_assert_uint_eq(got("QM1", NULL), 6);
    ck_assert_uint_eq(got("QM2", NULL), 2);
}
END_TEST

/* T12: DEFBIND(OPEN): one choice per open. Two opens of 5. */
START_TEST(t12_bind_on_open)
{
    fx_build(&pol, NULL, "QM1 QLOCAL APP.Q cluster=CLS1 defbind=OPEN\nQM2 QLOCAL APP.Q cluster=CLS1 defbind=OPEN\n");
    scn.trace = 7;
    run("QM3", "APP.Q", "10", NULL);
    ck_assert_uint_eq(got("QM1", NULL), 10);
    ck_assert_uint_eq(res.trace.decided_at, 1);
    ck_assert_str_eq(res.notes[0], "APP.Q: bind open, from DEFBIND(OPEN) of its instance on the first queue manager by name");
    set("opens", "2");
    run("QM3", "APP.Q", "10", NULL);
    ck_assert_uint_eq(got("QM1", NULL), 5);
    ck_assert_uint_eq(got("QM2", NULL), 5);
    ck_assert_uint_eq(res.trace.decided_at, 6);
    set("opens", "3");
    sim_result_free(&res);
    ck_assert_int_eq(sim_run(&pol, &scn, &res), SIM_INVALID);
    ck_assert_str_eq(res.error, "--messages must be a multiple of --opens");
}
END_TEST

/* T13: STARTING against RUNNING: RUNNING; RETRYING against STOPPED: RETRYING (tier 3 before 4). */
START_TEST(t13_state_tiers)
{
    fx_build(&pol, NULL, "QM1 QLOCAL APP.Q cluster=CLS1\nQM2 QLOCAL APP.Q cluster=CLS1\n");
    set_dest("QM1", "channel_state", "STARTING");
    set_dest("QM2", "channel_state", "RUNNING");
    run("QM3", "APP.Q", "10", "notfixed");
    ck_assert_uint_eq(got("QM2", NULL), 10);
    set_dest("QM1", "channel_state", "RETRYING");
    set_dest("QM2", "channel_state", "STOPPED");
    scn.trace = 1;
    run("QM3", "APP.Q", "10", "notfixed");
    ck_assert_uint_eq(got("QM1", NULL), 10);
    ck_assert_str_eq(step_note("channel state"),
                     "QM1 TO.QM1: RETRYING (scenario); QM2 TO.QM2: STOPPED (scenario); tier 3 kept");
}
END_TEST

/* T14: a QALIAS with DEFBIND(NOTFIXED) over a cluster queue with DEFBIND(OPEN): balanced. */
START_TEST(t14_alias_defbind)
{
    fx_build(&pol, NULL, "QM1 QLOCAL APP.Q cluster=CLS1 defbind=OPEN\nQM2 QLOCAL APP.Q cluster=CLS1 defbind=OPEN\n"
                         "QM3 QALIAS APP.ALIAS target=APP.Q defbind=NOTFIXED\n");
    run("QM3", "APP.ALIAS", "10", NULL);
    ck_assert_uint_eq(got("QM1", NULL), 5);
    ck_assert_uint_eq(got("QM2", NULL), 5);
    run("QM3", "APP.Q", "10", NULL);
    ck_assert_uint_eq(got("QM1", NULL), 10);
}
END_TEST

/* The channel state comes from the putting queue manager's DISPLAY CHSTATUS; a CLWLEXIT is
 * flagged; an unknown queue or queue manager is SIM_UNKNOWN. */
START_TEST(observed_state_exit_unknown)
{
    fx_build(&pol, NULL, "QM1 QLOCAL APP.Q cluster=CLS1\nQM2 QLOCAL APP.Q cluster=CLS1\n"
                         "QM3 QMGR clwlexit='amqswlm(clwlFunction)'\n");
    struct observation *o = pol_add_observation(&pol, mq_system(), "QM3", "2026-01-01 10:00:00", "test", NULL);
    ck_assert_ptr_nonnull(o);
    struct pol_record *b = obs_add_block(&pol, o, "CHSTATUS", "TO.QM1", 1);
    ck_assert_int_eq(pol_record_param(&pol, b, "CHLTYPE", "CLUSSDR", PARAM_OTHER, (struct pol_pos){0, 0}), 0);
    ck_assert_int_eq(pol_record_param(&pol, b, "STATUS", "RETRYING", PARAM_OTHER, (struct pol_pos){0, 0}), 0);
    scn.trace = 1;
    run("QM3", "APP.Q", "10", "notfixed");
    ck_assert_uint_eq(got("QM2", NULL), 10);
    ck_assert_str_eq(step_note("channel state"),
                     "QM1 TO.QM1: RETRYING; QM2 TO.QM2: no CHSTATUS: INACTIVE; tier 1 kept");
    ck_assert_str_eq(res.notes[1], "QM3: CLWLEXIT(amqswlm(clwlFunction)): cluster workload exit present, not modelled");
    set("queue", "NO.SUCH");
    sim_result_free(&res);
    ck_assert_int_eq(sim_run(&pol, &scn, &res), SIM_UNKNOWN);
    ck_assert_str_eq(res.error, "queue NO.SUCH: QM3 has no such queue and no cluster has a queue NO.SUCH");
    set("queue", "APP.Q");
    set("from", "QM9");
    sim_result_free(&res);
    ck_assert_int_eq(sim_run(&pol, &scn, &res), SIM_UNKNOWN);
    ck_assert_str_eq(res.error, "no queue manager QM9");
}
END_TEST

/* A queue hosted only in a cluster the putting queue manager is not in: step 1 leaves nothing,
 * 2270, and no destination is listed. */
START_TEST(no_destination_2270)
{
    fx_build(&pol, NULL, "QM4 QMGR repos=CLS2\nQM4 CLUSRCVR TO.QM4 cluster=CLS2 conname='h4(1414)'\n"
                         "QM4 QLOCAL APP.X cluster=CLS2\n");
    scn.trace = 1;
    run("QM3", "APP.X", "10", "notfixed");
    ck_assert_uint_eq(res.ndests, 0);
    ck_assert_uint_eq(res.undelivered, 10);
    ck_assert_int_eq(res.reason, 2270);
    ck_assert_str_eq(res.reason_text, "MQRC_NO_DESTINATIONS_AVAILABLE");
    ck_assert_uint_eq(res.trace.nsteps, 1);
    ck_assert_str_eq(res.trace.steps[0].removed[0], "QM4 TO.QM4");
    ck_assert_int_eq(res.trace.chosen, -1);
}
END_TEST

/* legacy75: put-inhibited instances go before rank. The 9.x order keeps the put-disabled QM1 of
 * rank 5 and fails with 2268; the 7.5 order drops it first and delivers to QM2. */
START_TEST(legacy75_order)
{
    fx_build(&pol, NULL, "QM1 CLUSRCVR TO.QM1 clwlrank=5\nQM1 QLOCAL APP.Q cluster=CLS1 put=DISABLED\n"
                         "QM2 QLOCAL APP.Q cluster=CLS1\n");
    run("QM3", "APP.Q", "10", "notfixed");
    ck_assert_uint_eq(res.undelivered, 10);
    ck_assert_int_eq(res.reason, 2268);
    set("legacy75", "YES");
    scn.trace = 1;
    run("QM3", "APP.Q", "10", "notfixed");
    ck_assert_uint_eq(got("QM2", NULL), 10);
    ck_assert_str_eq(res.trace.steps[0].step, "put inhibited (PUT)");
}
END_TEST

/* The random tie-break draws among the routes never chosen, by name; the same seed gives the same
 * run. Seed 42's first draw (0x56ce4ab7719ba3a0) among three takes index 1. */
START_TEST(random_tiebreak)
{
    char buf[200];
    fx_build(&pol, NULL, four_qms);
    set("tiebreak", "random");
    scn.seed = 42;
    ck_assert_str_eq(sequence("QM4", "APP.Q", 1, "notfixed", buf, sizeof buf), "QM2");
}
END_TEST

/* mq_route_split, which MQ018 reports: as many choices as the weights add up to give each its
 * weight. */
START_TEST(split_by_weight)
{
    static const long long w[][3] = {{60, 20, 0}, {30, 70, 20}, {50, 50, 20}, {99, 1, 0}};
    static const size_t n[] = {2, 3, 3, 2};
    for (size_t t = 0; t < 4; t++) {
        unsigned long long sum = 0, c[3];
        for (size_t i = 0; i < n[t]; i++)
            sum += (unsigned long long)w[t][i];
        mq_route_split(w[t], n[t], sum, c);
        for (size_t i = 0; i < n[t]; i++)
            ck_assert_uint_eq(c[i], (unsigned long long)w[t][i]);
    }
}
END_TEST

/* MQ018's shares on the rule tests' policies equal the engine's from a queue manager without an
 * instance (QMZ, joined to CLS1), for as many messages as the weights add up to. */
START_TEST(mq018_equals_engine)
{
    static const char *const cases[] = {
        "QM1 CLUSRCVR TO.QM1 clwlwght=60\nQM2 CLUSRCVR TO.QM2 clwlwght=20\n",
        "QM3 QLOCAL APP.Q cluster=CLS1\nQM3 CLUSRCVR TO.QM3 clwlwght=20\n",
        "QM1 CLUSRCVR TO.QM1 clwlwght=30\nQM2 CLUSRCVR TO.QM2 clwlwght=70\nQM3 QLOCAL APP.Q cluster=CLS1\n",
    };
    for (size_t t = 0; t < sizeof cases / sizeof cases[0]; t++) {
        policy_free(&pol);
        fx_base_with(&pol, "QM1 QLOCAL APP.Q cluster=CLS1\nQM2 QLOCAL APP.Q cluster=CLS1\n"
                           "QMZ QMGR\nQMZ CLUSRCVR TO.QMZ cluster=CLS1 conname='hz(1414)'\n");
        fx_build(&pol, NULL, cases[t]);
        struct diag_list l;
        fx_validate(&pol, &l, SEV_INFO);
        const struct diag *d = fx_nth(&l, "MQ018", 0);
        ck_assert_msg(d != NULL, "%s", fx_dump(&l));
        const char *m = strstr(d->msg, "shared by weight: ") + strlen("shared by weight: ");
        char names[4][49];
        int pct[4], w[4], k = 0, sum = 0, used;
        while (k < 4 && sscanf(m, "%48s %d%% (CLWLWGHT %d)%n", names[k], &pct[k], &w[k], &used) == 3) {
            sum += w[k++];
            m += used;
            if (strncmp(m, ", ", 2) != 0)
                break;
            m += 2;
        }
        ck_assert_int_ge(k, 2);
        char num[16];
        snprintf(num, sizeof num, "%d", sum);
        run("QMZ", "APP.Q", num, "notfixed");
        for (int i = 0; i < k; i++) {
            ck_assert_uint_eq(got(names[i], NULL), (unsigned long long)w[i]);
            ck_assert_int_eq(((int)got(names[i], NULL) * 100 + sum / 2) / sum, pct[i]);
        }
        diag_free(&l);
    }
}
END_TEST

Suite *suite_mq_route(void)
{
    Suite *s = suite_create("mq_route");
    TCase *tc = tcase_create("engine");
    tcase_add_checked_fixture(tc, setup, teardown);
    tcase_add_test(tc, generator_vectors);
    tcase_add_test(tc, seed001_weights);
    tcase_add_test(tc, routes_are_clusrcvrs);
    tcase_add_test(tc, t1_round_robin);
    tcase_add_test(tc, t3_t4_local_instance);
    tcase_add_test(tc, t5_put_disabled);
    tcase_add_test(tc, t6_rank_before_state);
    tcase_add_test(tc, t7_priority_after_state);
    tcase_add_test(tc, t8_netprty);
    tcase_add_test(tc, t9_suspended);
    tcase_add_test(tc, cache_invalidated_mid_run);
    tcase_add_test(tc, t10_mruc);
    tcase_add_test(tc, t11_shared_counters);
    tcase_add_test(tc, t12_bind_on_open);
    tcase_add_test(tc, t13_state_tiers);
    tcase_add_test(tc, t14_alias_defbind);
    tcase_add_test(tc, observed_state_exit_unknown);
    tcase_add_test(tc, legacy75_order);
    tcase_add_test(tc, no_destination_2270);
    tcase_add_test(tc, random_tiebreak);
    tcase_add_test(tc, split_by_weight);
    tcase_add_test(tc, mq018_equals_engine);
    suite_add_tcase(s, tc);
    return s;
}
