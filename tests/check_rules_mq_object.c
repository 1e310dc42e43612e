/* tests/check_rules_mq_object.c — MQ rules on one object at a time: MQ001–MQ006, MQ021,
 * MQ023, MQ026; each with a policy that triggers it and one that does not. */
#include <check.h>
#include <string.h>

#include "tests/fixture.h"

START_TEST(base_is_clean)
{
    struct diag_list l;
    fx_run(true, NULL, &l);
    ck_assert_msg(l.n == 0, "%s", fx_dump(&l));
    diag_free(&l);
}
END_TEST

START_TEST(mq001_range)
{
    struct diag_list l;
    fx_run(true, "QM1 QMGR clwlmruc=0", &l);
    ck_assert_msg(l.n == 1, "%s", fx_dump(&l));
    fx_assert(fx_nth(&l, "MQ001", 0), SEV_ERROR, "QMGR(QM1)", "CLWLMRUC",
              "CLWLMRUC(0) is out of range: CLWLMRUC must be from 1 to 999999999");
    diag_free(&l);
    fx_run(true, "QM1 CLUSRCVR TO.QM1 clwlwght=120", &l);
    ck_assert_uint_eq(fx_count(&l, "MQ001"), 1);
    fx_assert(fx_nth(&l, "MQ001", 0), SEV_ERROR, "QMGR(QM1) CHANNEL('TO.QM1')", "CLWLWGHT",
              "CLWLWGHT(120) is out of range: CLWLWGHT must be from 1 to 99");
    diag_free(&l);
    fx_run(true, "QM1 CLUSRCVR TO.QM1 clwlwght=99 clwlprty=9 clwlrank=0", &l);
    ck_assert_uint_eq(fx_count(&l, "MQ001"), 0);
    diag_free(&l);
}
END_TEST

START_TEST(mq002_choice)
{
    struct diag_list l;
    fx_run(true, "QM3 QLOCAL Q1 defbind=FIXED", &l);
    ck_assert_msg(l.n == 1, "%s", fx_dump(&l));
    fx_assert(fx_nth(&l, "MQ002", 0), SEV_ERROR, "QMGR(QM3) QLOCAL('Q1')", "DEFBIND",
              "DEFBIND(FIXED) is not a valid value: DEFBIND must be OPEN, NOTFIXED or GROUP");
    diag_free(&l);
    fx_run(true, "QM3 QLOCAL Q1 defbind=NOTFIXED clwluseq=ANY", &l);
    ck_assert_uint_eq(fx_count(&l, "MQ002"), 0);
    diag_free(&l);
}
END_TEST

START_TEST(mq003_wrong_kind)
{
    struct diag_list l;
    fx_run(true, "QM3 QALIAS QA1 target=Q1 CLWLUSEQ=LOCAL\nQM3 QLOCAL Q1", &l);
    ck_assert_msg(l.n == 1, "%s", fx_dump(&l));
    fx_assert(fx_nth(&l, "MQ003", 0), SEV_ERROR, "QMGR(QM3) QALIAS('QA1')", "CLWLUSEQ",
              "CLWLUSEQ is not an attribute of QALIAS: it applies to QMGR and QLOCAL only");
    diag_free(&l);
    /* the attribute where it belongs; unmodelled kinds keep every parameter verbatim */
    fx_run(true, "QM3 QLOCAL Q1 clwluseq=LOCAL\nQM3 TOPIC T1 CLUSTER=CLS1\nQM3 QALIAS QA1 target=Q1 TARGTYPE=QUEUE",
           &l);
    ck_assert_msg(fx_count(&l, "MQ003") == 0, "%s", fx_dump(&l));
    diag_free(&l);
}
END_TEST

START_TEST(mq004_both_named)
{
    struct diag_list l;
    fx_run(true, "QM3 NAMELIST NL1 names=CLS1\nQM3 QALIAS QA1 target=Q1 cluster=CLS1 clusnl=NL1\nQM3 QLOCAL Q1",
           &l);
    ck_assert_uint_eq(fx_count(&l, "MQ004"), 1);
    fx_assert(fx_nth(&l, "MQ004", 0), SEV_ERROR, "QMGR(QM3) QALIAS('QA1')", "CLUSNL",
              "CLUSTER(CLS1) and CLUSNL(NL1) are both set: an object names its clusters with one or the "
              "other");
    diag_free(&l);
    fx_run(true, "QM1 QMGR repos=CLS1 reposnl=' '\nQM3 QLOCAL Q1 cluster=' ' clusnl=' '", &l);
    ck_assert_msg(l.n == 0, "%s", fx_dump(&l));
    diag_free(&l);
}
END_TEST

START_TEST(mq005_name_and_length)
{
    struct diag_list l;
    fx_run(true,
           "QM3 QLOCAL 'Q 1'\n"
           "QM3 QLOCAL Q2 descr='0123456789012345678901234567890123456789012345678901234567890123456789'",
           &l);
    ck_assert_msg(l.n == 2, "%s", fx_dump(&l));
    fx_assert(fx_nth(&l, "MQ005", 0), SEV_ERROR, "QMGR(QM3) QLOCAL('Q 1')", NULL,
              "the name 'Q 1' contains a blank");
    fx_assert(fx_nth(&l, "MQ005", 1), SEV_ERROR, "QMGR(QM3) QLOCAL('Q2')", "DESCR",
              "DESCR is 70 bytes long: at most 64 bytes are allowed");
    diag_free(&l);
    /* a template name is not checked */
    fx_run(true, "QM3 QLOCAL Q.1/a_b%c descr='short'\nQM3 CLUSSDR 'TO.+QMNAME+.CHANNEL.LONG'", &l);
    ck_assert_msg(fx_count(&l, "MQ005") == 0, "%s", fx_dump(&l));
    diag_free(&l);
}
END_TEST

START_TEST(mq006_cluster_xmitq)
{
    struct diag_list l;
    fx_run(true, "QM3 QLOCAL XQ usage=XMITQ cluster=CLS1\nQM3 QLOCAL SYSTEM.CLUSTER.COMMAND.QUEUE cluster=CLS1",
           &l);
    ck_assert_uint_eq(fx_count(&l, "MQ006"), 2);
    fx_assert(fx_nth(&l, "MQ006", 0), SEV_ERROR, "QMGR(QM3) QLOCAL('XQ')", "CLUSTER",
              "a transmission queue (USAGE(XMITQ)) cannot be a cluster queue");
    fx_assert(fx_nth(&l, "MQ006", 1), SEV_ERROR, "QMGR(QM3) QLOCAL('SYSTEM.CLUSTER.COMMAND.QUEUE')",
              "CLUSTER", "queue SYSTEM.CLUSTER.COMMAND.QUEUE is reserved by MQ and cannot be a cluster queue");
    diag_free(&l);
    fx_run(true, "QM3 QLOCAL XQ usage=XMITQ cluster=' '\nQM3 QLOCAL Q1 usage=NORMAL cluster=CLS1", &l);
    ck_assert_uint_eq(fx_count(&l, "MQ006"), 0);
    diag_free(&l);
}
END_TEST

START_TEST(mq021_exit_data)
{
    struct diag_list l;
    fx_run(true, "QM1 QMGR clwlexit=' ' clwldata=XYZ clwllen=200", &l);
    ck_assert_msg(l.n == 2, "%s", fx_dump(&l));
    fx_assert(fx_nth(&l, "MQ021", 0), SEV_WARNING, "QMGR(QM1)", "CLWLDATA",
              "CLWLDATA('XYZ') on QM1 has no effect: no cluster workload exit is set (CLWLEXIT is blank)");
    fx_assert(fx_nth(&l, "MQ021", 1), SEV_WARNING, "QMGR(QM1)", "CLWLLEN",
              "CLWLLEN(200) on QM1 has no effect: no cluster workload exit is set (CLWLEXIT is blank)");
    diag_free(&l);
    /* the values dmpmqcfg -a writes, and exit data with an exit */
    fx_run(true, "QM1 QMGR clwlexit=' ' clwldata=' ' clwllen=100\n"
                 "QM2 QMGR clwlexit='amqswlm(clwlFunction)' clwldata=XYZ clwllen=200", &l);
    ck_assert_msg(l.n == 0, "%s", fx_dump(&l));
    diag_free(&l);
}
END_TEST

START_TEST(mq023_group)
{
    struct diag_list l;
    fx_run(true, "QM3 QLOCAL Q1 defbind=GROUP", &l);
    ck_assert_msg(l.n == 1, "%s", fx_dump(&l));
    fx_assert(fx_nth(&l, "MQ023", 0), SEV_WARNING, "QMGR(QM3) QLOCAL('Q1')", "DEFBIND",
              "DEFBIND(GROUP) on QLOCAL Q1: applications before MQ 7.1 cannot use it, and the messages of "
              "a group stay together only with BIND_ON_OPEN or BIND_ON_GROUP");
    diag_free(&l);
    fx_run(true, "QM3 QLOCAL Q1 defbind=NOTFIXED\nQM3 QREMOTE Q2 defbind=OPEN", &l);
    ck_assert_uint_eq(fx_count(&l, "MQ023"), 0);
    diag_free(&l);
}
END_TEST

START_TEST(mq026_duplicates)
{
    struct diag_list l;
    fx_run(true, "QM1 QLOCAL Q1\nQM1 QMODEL Q1\nQM1 QLOCAL Q2\nQM1 +QLOCAL Q2", &l);
    ck_assert_msg(l.n == 2, "%s", fx_dump(&l));
    fx_assert(fx_nth(&l, "MQ026", 0), SEV_ERROR, "QMGR(QM1) QMODEL('Q1')", NULL,
              "QMODEL Q1 has the name of QLOCAL Q1 on QM1: all queue types share one namespace");
    fx_assert(fx_nth(&l, "MQ026", 1), SEV_ERROR, "QMGR(QM1) QLOCAL('Q2')", NULL,
              "QLOCAL Q2 is defined twice on QM1");
    diag_free(&l);
    /* queues and channels are separate namespaces; another queue manager is another scope */
    fx_run(true, "QM1 QLOCAL TO.QM1\nQM2 QLOCAL Q1\nQM1 QLOCAL Q1", &l);
    ck_assert_uint_eq(fx_count(&l, "MQ026"), 0);
    diag_free(&l);
}
END_TEST

/* Findings carry file:line:col of the attribute, else of the object. */
START_TEST(positions)
{
    struct policy p;
    policy_init(&p);
    fx_build(&p, "qm3.mqsc", "QM3 QMGR\nQM3 QLOCAL Q1 descr=x defbind=FIXED\nQM3 QLOCAL 'Q 2'");
    struct diag_list l;
    fx_validate(&p, &l, SEV_INFO);
    ck_assert_msg(l.n == 2, "%s", fx_dump(&l));
    char buf[256];
    diag_format(fx_nth(&l, "MQ002", 0), buf, sizeof buf);
    ck_assert_str_eq(buf, "qm3.mqsc:2:23: error: DEFBIND(FIXED) is not a valid value: DEFBIND must be "
                          "OPEN, NOTFIXED or GROUP [MQ002]");
    diag_format(fx_nth(&l, "MQ005", 0), buf, sizeof buf);
    ck_assert_str_eq(buf, "qm3.mqsc:3:1: error: the name 'Q 2' contains a blank [MQ005]");
    ck_assert_str_eq(fx_nth(&l, "MQ005", 0)->file, "qm3.mqsc");
    diag_free(&l);
    policy_free(&p);
}
END_TEST

Suite *suite_rules_mq_object(void)
{
    Suite *s = suite_create("rules_mq_object");
    TCase *tc = tcase_create("object");
    tcase_add_test(tc, base_is_clean);
    tcase_add_test(tc, mq001_range);
    tcase_add_test(tc, mq002_choice);
    tcase_add_test(tc, mq003_wrong_kind);
    tcase_add_test(tc, mq004_both_named);
    tcase_add_test(tc, mq005_name_and_length);
    tcase_add_test(tc, mq006_cluster_xmitq);
    tcase_add_test(tc, mq021_exit_data);
    tcase_add_test(tc, mq023_group);
    tcase_add_test(tc, mq026_duplicates);
    tcase_add_test(tc, positions);
    suite_add_tcase(s, tc);
    return s;
}
