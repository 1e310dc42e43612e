/* tests/check_rules_dumps.c — the cluster facts of the four real dmpmqcfg dumps (QM4 and QM5 full
 * repositories of CLS2, QM6 and QM7 partial; CQ1 on QM5, QM6 and QM7 with DEFBIND(OPEN); QL_QM6 on
 * QM6 only), rebuilt by hand as an in-memory fixture with the values the dumps state, and what
 * issue 4's "Done when" asks of them. */
#include <check.h>
#include <stdio.h>
#include <string.h>

#include "tests/fixture.h"
#include "model/mq/mq_model.h"

/* Copies tmpl into out (size n), replacing each "$Q" by qm, "$R" by repos, "$P" by port, "$S" by
 * sdr and "$T" by sdrport. */
static void expand(char *out, size_t n, const char *tmpl, const char *qm, const char *repos,
                   const char *port, const char *sdr, const char *sdrport)
{
    size_t at = 0;
    for (const char *s = tmpl; *s; s++) {
        const char *v = NULL;
        if (s[0] == '$' && s[1]) {
            switch (s[1]) {
            case 'Q': v = qm; break;
            case 'R': v = repos; break;
            case 'P': v = port; break;
            case 'S': v = sdr; break;
            case 'T': v = sdrport; break;
            }
        }
        size_t len = v ? strlen(v) : 1;
        ck_assert_uint_lt(at + len, n);
        memcpy(out + at, v ? v : s, len);
        at += len;
        s += v != NULL;
    }
    out[at] = '\0';
}

/* The objects of one dump that matter to clusters, with the values `dmpmqcfg -a` writes. */
static const char dump_tmpl[] =
    "$Q QMGR host=rl92.ocp4.pve.gym platform=UNIX cmdlevel='(930/930) XRCAP(YES) AMQPCAP(YES)' "
    "clwldata=' ' clwlexit=' ' clwllen=100 clwlmruc=999999999 clwluseq=LOCAL repos=$R reposnl=' '\n"
    "$Q QLOCAL SYSTEM.CLUSTER.TRANSMIT.QUEUE cluster=' ' clusnl=' ' defbind=OPEN put=ENABLED "
    "clwluseq=QMGR usage=XMITQ clchname=' '\n"
    "$Q QLOCAL SYSTEM.DEFAULT.LOCAL.QUEUE cluster=' ' clusnl=' ' clwlprty=0 clwlrank=0 "
    "defbind=OPEN put=ENABLED clwluseq=QMGR usage=NORMAL\n"
    "$Q QALIAS SYSTEM.DEFAULT.ALIAS.QUEUE cluster=' ' clusnl=' ' clwlprty=0 clwlrank=0 "
    "defbind=OPEN put=ENABLED target=' ' TARGTYPE=QUEUE\n"
    "$Q QREMOTE SYSTEM.DEFAULT.REMOTE.QUEUE cluster=' ' clusnl=' ' defbind=OPEN put=ENABLED "
    "rname=' ' rqmname=' ' xmitq=' '\n"
    "$Q QMODEL SYSTEM.DEFAULT.MODEL.QUEUE put=ENABLED usage=NORMAL clchname=' '\n"
    "$Q NAMELIST SYSTEM.DEFAULT.NAMELIST names=' '\n"
    "$Q CLUSRCVR C_$Q cluster=CLS2 clusnl=' ' conname='127.0.0.1($P)' clwlprty=0 clwlrank=0 "
    "clwlwght=50 netprty=0 trptype=TCP\n"
    "$Q CLUSSDR $S cluster=CLS2 clusnl=' ' conname='127.0.0.1($T)' clwlprty=0 clwlrank=0 "
    "clwlwght=50 trptype=TCP\n"
    "$Q CLUSRCVR SYSTEM.DEF.CLUSRCVR cluster=' ' clusnl=' ' conname=' ' clwlprty=0 clwlrank=0 "
    "clwlwght=50 netprty=0\n"
    "$Q CLUSSDR SYSTEM.DEF.CLUSSDR cluster=' ' clusnl=' ' conname=' ' clwlprty=0 clwlrank=0 "
    "clwlwght=50\n"
    "$Q SVRCONN SYSTEM.DEF.SVRCONN trptype=TCP\n";

static const char queue_tmpl[] =
    "$Q QLOCAL $S cluster=CLS2 clusnl=' ' clwlprty=0 clwlrank=0 defbind=OPEN put=ENABLED "
    "clwluseq=QMGR usage=NORMAL";

static void add_dump(struct policy *p, const char *qm, const char *port, bool full, const char *sdr,
                     const char *sdrport, const char *queues)
{
    char text[8192], file[32];
    expand(text, sizeof text, dump_tmpl, qm, full ? "CLS2" : "' '", port, sdr, sdrport);
    snprintf(file, sizeof file, "%s.dmpmqcfg.mqsc", qm);
    fx_build(p, file, text);
    for (const char *q = queues; *q;) {
        size_t len = strcspn(q, ",");
        char name[64];
        snprintf(name, sizeof name, "%.*s", (int)len, q);
        expand(text, sizeof text, queue_tmpl, qm, "", "", name, "");
        fx_build(p, file, text);
        q += len + (q[len] == ',');
    }
}

static void build_dumps(struct policy *p)
{
    policy_init(p);
    add_dump(p, "QM4", "2414", true, "C_QM5", "2415", "");
    add_dump(p, "QM5", "2415", true, "C_QM4", "2414", "CQ1");
    add_dump(p, "QM6", "2416", false, "C_QM4", "2414", "CQ1,QL_QM6");
    add_dump(p, "QM7", "2417", false, "C_QM5", "2415", "CQ1");
}

/* Done when: no errors (exit 0), MQ013 once for CQ1, MQ014 for CQ1 on QM5, QM6 and QM7, MQ012 info
 * for QL_QM6, no MQ021 although every QMGR states CLWLLEN(100) and CLWLDATA(' '); nothing else. */
START_TEST(dumps_findings)
{
    struct policy p;
    build_dumps(&p);
    struct diag_list l;
    fx_validate(&p, &l, SEV_INFO);
    ck_assert_msg(l.n == 5, "%s", fx_dump(&l));
    ck_assert_uint_eq(diag_count(&l, SEV_ERROR), 0);
    ck_assert_uint_eq(diag_count(&l, SEV_WARNING), 4);
    ck_assert_uint_eq(diag_count(&l, SEV_INFO), 1);
    ck_assert_uint_eq(fx_count(&l, "MQ021"), 0);
    ck_assert_uint_eq(fx_count(&l, "MQ013"), 1);
    fx_assert(fx_nth(&l, "MQ013", 0), SEV_WARNING, "QMGR(QM5) QLOCAL('CQ1')", "DEFBIND",
              "cluster queue CQ1 has 3 instances (QM5, QM6, QM7) with DEFBIND(OPEN): each application "
              "handle sticks to one queue manager");
    ck_assert_uint_eq(fx_count(&l, "MQ014"), 3);
    static const char *const qms[] = {"QM5", "QM6", "QM7"};
    for (size_t i = 0; i < 3; i++) {
        char path[64], msg[256];
        snprintf(path, sizeof path, "QMGR(%s) QLOCAL('CQ1')", qms[i]);
        snprintf(msg, sizeof msg,
                 "cluster queue CQ1 on %s has CLWLUSEQ(QMGR) and %s has CLWLUSEQ(LOCAL): applications "
                 "on %s always put to this local instance, never to the 2 other instances",
                 qms[i], qms[i], qms[i]);
        fx_assert(fx_nth(&l, "MQ014", i), SEV_WARNING, path, "CLWLUSEQ", msg);
    }
    fx_assert(fx_nth(&l, "MQ012", 0), SEV_INFO, "QMGR(QM6) QLOCAL('QL_QM6')", "CLUSTER",
              "cluster queue QL_QM6 has a single instance (QM6): no workload balancing is possible");
    /* the position is the DEFBIND value on CQ1's line of QM5's file */
    char buf[512];
    diag_format(fx_nth(&l, "MQ013", 0), buf, sizeof buf);
    ck_assert_str_eq(buf, "QM5.dmpmqcfg.mqsc:1:62: warning: cluster queue CQ1 has 3 instances (QM5, "
                          "QM6, QM7) with DEFBIND(OPEN): each application handle sticks to one queue "
                          "manager [MQ013]");
    ck_assert_ptr_nonnull(fx_nth(&l, "MQ013", 0)->explain);
    ck_assert_ptr_nonnull(strstr(fx_nth(&l, "MQ013", 0)->source, "MQOPEN and clusters (IBM MQ 9.4)"));
    diag_free(&l);
    policy_free(&p);
}
END_TEST

START_TEST(dumps_minimum_severity)
{
    struct policy p;
    build_dumps(&p);
    struct diag_list l;
    fx_validate(&p, &l, SEV_WARNING);
    ck_assert_msg(l.n == 4 && fx_count(&l, "MQ012") == 0, "%s", fx_dump(&l));
    diag_free(&l);
    fx_validate(&p, &l, SEV_ERROR);
    ck_assert_msg(l.n == 0, "%s", fx_dump(&l));
    diag_free(&l);
    policy_free(&p);
}
END_TEST

START_TEST(dumps_summary)
{
    struct policy p;
    build_dumps(&p);
    struct mq_summary sum;
    ck_assert_int_eq(mq_summary_build(&p, &sum), 0);
    ck_assert_uint_eq(sum.n, 1);
    const struct mq_sum_cluster *c = &sum.v[0];
    ck_assert_str_eq(c->name, "CLS2");
    ck_assert(!c->is_template);
    ck_assert_uint_eq(c->nfull, 2);
    ck_assert_str_eq(c->full[0], "QM4");
    ck_assert_str_eq(c->full[1], "QM5");
    ck_assert_uint_eq(c->npartial, 2);
    ck_assert_str_eq(c->partial[0], "QM6");
    ck_assert_str_eq(c->partial[1], "QM7");
    ck_assert_uint_eq(c->nmissing, 0);
    ck_assert_uint_eq(c->nmembers, 4);
    ck_assert_str_eq(c->members[2].qmgr, "QM6");
    ck_assert_str_eq(c->members[2].host, "rl92.ocp4.pve.gym");
    ck_assert_uint_eq(c->members[2].nrcvrs, 1);
    ck_assert_str_eq(c->members[2].rcvrs[0].channel, "C_QM6");
    ck_assert_str_eq(c->members[2].rcvrs[0].conname, "127.0.0.1(2416)");
    ck_assert_str_eq(c->members[2].rcvrs[0].clwlwght, "50");
    ck_assert_uint_eq(c->nqueues, 2);
    ck_assert_str_eq(c->queues[0].name, "CQ1");
    ck_assert_uint_eq(c->queues[0].ninst, 3);
    ck_assert_str_eq(c->queues[0].inst[0].qmgr, "QM5");
    ck_assert_str_eq(c->queues[0].inst[2].qmgr, "QM7");
    ck_assert_str_eq(c->queues[0].inst[1].defbind, "OPEN");
    ck_assert_str_eq(c->queues[0].inst[1].put, "ENABLED");
    ck_assert_str_eq(c->queues[1].name, "QL_QM6");
    ck_assert_uint_eq(c->queues[1].ninst, 1);
    mq_summary_free(&sum);
    policy_free(&p);
}
END_TEST

Suite *suite_rules_dumps(void)
{
    Suite *s = suite_create("rules_dumps");
    TCase *tc = tcase_create("dumps");
    tcase_add_test(tc, dumps_findings);
    tcase_add_test(tc, dumps_minimum_severity);
    tcase_add_test(tc, dumps_summary);
    suite_add_tcase(s, tc);
    return s;
}
