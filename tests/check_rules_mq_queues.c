/* tests/check_rules_mq_queues.c — MQ rules on cluster queues and their instances: MQ012–MQ017,
 * MQ020, MQ022 and MQ024; each with a policy that triggers it and one that does not. The base
 * cluster's queue managers use CLWLUSEQ(ANY) unless a test says otherwise, and CQ has instances on
 * QM1 and QM2 with DEFBIND(NOTFIXED). */
#include <check.h>
#include <stdio.h>
#include <string.h>

#include "tests/fixture.h"
#include "model/mq/mq_model.h"

static const char two_instances[] =
    "QM1 QMGR clwluseq=ANY\nQM2 QMGR clwluseq=ANY\nQM3 QMGR clwluseq=ANY\n"
    "QM1 QLOCAL CQ cluster=CLS1 defbind=NOTFIXED\nQM2 QLOCAL CQ cluster=CLS1 defbind=NOTFIXED\n";

/* Findings other than the two MQ015 notes that two_instances raises by itself (CLWLUSEQ(ANY)) and
 * the MQ028 notes of each suspended member. */
static size_t others(const struct diag_list *l)
{
    return l->n - fx_count(l, "MQ015") - fx_count(l, "MQ028");
}

/* Validates fx_base, two_instances and then text. */
static void run_cq(const char *text, struct diag_list *l)
{
    struct policy p;
    fx_base_with(&p, two_instances);
    if (text)
        fx_build(&p, NULL, text);
    fx_validate(&p, l, SEV_INFO);
    policy_free(&p);
}

START_TEST(mq012_single_instance)
{
    struct diag_list l;
    fx_run(true, "QM3 QLOCAL Q1 cluster=CLS1 clwluseq=LOCAL", &l);
    ck_assert_msg(l.n == 1, "%s", fx_dump(&l));
    fx_assert(fx_nth(&l, "MQ012", 0), SEV_INFO, "QMGR(QM3) QLOCAL('Q1')", "CLUSTER",
              "cluster queue Q1 has a single instance (QM3): no workload balancing is possible");
    diag_free(&l);
    run_cq(NULL, &l);
    ck_assert_uint_eq(fx_count(&l, "MQ012"), 0);
    diag_free(&l);
}
END_TEST

START_TEST(mq012_put_disabled)
{
    struct diag_list l;
    run_cq("QM1 QLOCAL CQ put=DISABLED\nQM2 QLOCAL CQ put=DISABLED", &l);
    ck_assert_msg(others(&l) == 1, "%s", fx_dump(&l));
    fx_assert(fx_nth(&l, "MQ012", 0), SEV_ERROR, "QMGR(QM1) QLOCAL('CQ')", "PUT",
              "every instance of cluster queue CQ (QM1, QM2) is PUT(DISABLED): opens and puts fail with "
              "2268 (MQRC_CLUSTER_PUT_INHIBITED)");
    diag_free(&l);
    run_cq("QM1 QLOCAL CQ put=DISABLED", &l);
    ck_assert_msg(fx_count(&l, "MQ012") == 0, "%s", fx_dump(&l));
    diag_free(&l);
}
END_TEST

START_TEST(mq012_alias_without_instance)
{
    struct diag_list l;
    run_cq("QM3 QALIAS QA target=NOPE", &l);
    ck_assert_msg(others(&l) == 1, "%s", fx_dump(&l));
    fx_assert(fx_nth(&l, "MQ012", 0), SEV_ERROR, "QMGR(QM3) QALIAS('QA')", "TARGET",
              "alias queue QA on QM3 targets NOPE, which is neither a local queue nor a cluster queue of "
              "CLS1: opens fail with 2085 (MQRC_UNKNOWN_OBJECT_NAME)");
    diag_free(&l);
    /* a cluster queue hosted elsewhere, a local queue, a topic alias */
    run_cq("QM3 QALIAS QA target=CQ defbind=NOTFIXED\nQM3 QALIAS QB target=LQ\nQM3 QLOCAL LQ\n"
           "QM3 QALIAS QT target=SPORTS TARGTYPE=TOPIC",
           &l);
    ck_assert_msg(others(&l) == 0, "%s", fx_dump(&l));
    diag_free(&l);
}
END_TEST

START_TEST(mq013_defbind_open)
{
    struct diag_list l;
    run_cq("QM2 QLOCAL CQ defbind=OPEN", &l);
    ck_assert_msg(others(&l) == 1, "%s", fx_dump(&l));
    fx_assert(fx_nth(&l, "MQ013", 0), SEV_WARNING, "QMGR(QM2) QLOCAL('CQ')", "DEFBIND",
              "cluster queue CQ has 2 instances (QM1, QM2), 1 with DEFBIND(OPEN) (QM2): each application "
              "handle sticks to one queue manager");
    diag_free(&l);
    run_cq(NULL, &l);
    ck_assert_msg(others(&l) == 0, "%s", fx_dump(&l));
    diag_free(&l);
}
END_TEST

/* The alias in front of the cluster queue decides the binding of applications opening it. */
START_TEST(mq013_alias_in_front)
{
    struct diag_list l;
    run_cq("QM3 QALIAS QA target=CQ defbind=OPEN", &l);
    ck_assert_msg(others(&l) == 1, "%s", fx_dump(&l));
    fx_assert(fx_nth(&l, "MQ013", 0), SEV_WARNING, "QMGR(QM3) QALIAS('QA')", "DEFBIND",
              "cluster queue CQ has 2 instances (QM1, QM2); alias queue QA on QM3 in front of it has "
              "DEFBIND(OPEN): each application handle sticks to one queue manager");
    diag_free(&l);
}
END_TEST

/* Without an explicit DEFBIND, the default object decides, else the product default OPEN. */
START_TEST(mq013_effective_defbind)
{
    static const char text[] = "QM1 QMGR clwluseq=ANY\nQM2 QMGR clwluseq=ANY\n"
                               "QM1 QLOCAL CQ cluster=CLS1\nQM2 QLOCAL CQ cluster=CLS1\n";
    struct diag_list l;
    fx_run(true, text, &l);
    ck_assert_uint_eq(fx_count(&l, "MQ013"), 1);
    fx_assert(fx_nth(&l, "MQ013", 0), SEV_WARNING, "QMGR(QM1) QLOCAL('CQ')", "DEFBIND",
              "cluster queue CQ has 2 instances (QM1, QM2) with DEFBIND(OPEN): each application handle "
              "sticks to one queue manager");
    diag_free(&l);
    struct policy p;
    fx_base_with(&p, text);
    fx_build(&p, NULL, "QM1 QLOCAL SYSTEM.DEFAULT.LOCAL.QUEUE defbind=NOTFIXED\n"
                       "QM2 QLOCAL SYSTEM.DEFAULT.LOCAL.QUEUE defbind=NOTFIXED");
    fx_validate(&p, &l, SEV_INFO);
    ck_assert_msg(fx_count(&l, "MQ013") == 0, "%s", fx_dump(&l));
    diag_free(&l);
    policy_free(&p);
}
END_TEST

START_TEST(mq014_local_instance)
{
    struct diag_list l;
    run_cq("QM1 QLOCAL CQ clwluseq=LOCAL", &l);
    ck_assert_uint_eq(fx_count(&l, "MQ014"), 1);
    fx_assert(fx_nth(&l, "MQ014", 0), SEV_WARNING, "QMGR(QM1) QLOCAL('CQ')", "CLWLUSEQ",
              "cluster queue CQ on QM1 has CLWLUSEQ(LOCAL): applications on QM1 always put to this local "
              "instance, never to the other instance");
    diag_free(&l);
    /* put-disabled instances are not preferred; a queue manager's ANY applies */
    run_cq("QM1 QLOCAL CQ clwluseq=LOCAL put=DISABLED\nQM2 QLOCAL CQ clwluseq=QMGR", &l);
    ck_assert_msg(fx_count(&l, "MQ014") == 0, "%s", fx_dump(&l));
    diag_free(&l);
}
END_TEST

START_TEST(mq015_one_hop)
{
    struct diag_list l;
    run_cq("QM1 QLOCAL CQ clwluseq=QMGR\nQM2 QLOCAL CQ clwluseq=ANY", &l);
    ck_assert_msg(l.n == 2, "%s", fx_dump(&l));
    fx_assert(fx_nth(&l, "MQ015", 0), SEV_INFO, "QMGR(QM1) QLOCAL('CQ')", "CLWLUSEQ",
              "cluster queue CQ on QM1 has CLWLUSEQ(QMGR) and QM1 has CLWLUSEQ(ANY): puts by applications "
              "on QM1 are balanced over this instance and the other instance, but messages arriving over "
              "cluster channels always stay here");
    fx_assert(fx_nth(&l, "MQ015", 1), SEV_INFO, "QMGR(QM2) QLOCAL('CQ')", "CLWLUSEQ",
              "cluster queue CQ on QM2 has CLWLUSEQ(ANY): puts by applications on QM2 are balanced over "
              "this instance and the other instance, but messages arriving over cluster channels always "
              "stay here");
    diag_free(&l);
    run_cq("QM1 QMGR clwluseq=LOCAL\nQM2 QLOCAL CQ clwluseq=LOCAL", &l);
    ck_assert_msg(fx_count(&l, "MQ015") == 0, "%s", fx_dump(&l));
    diag_free(&l);
}
END_TEST

START_TEST(mq016_priority)
{
    struct diag_list l;
    run_cq("QM2 CLUSRCVR TO.QM2 clwlprty=9\nQM1 QLOCAL CQ clwlprty=5", &l);
    ck_assert_msg(others(&l) == 2, "%s", fx_dump(&l));
    fx_assert(fx_nth(&l, "MQ016", 0), SEV_WARNING, "QMGR(QM2) CHANNEL('TO.QM2')", "CLWLPRTY",
              "CLUSRCVR channels of cluster CLS1 differ in CLWLPRTY (QM1 0, QM2 9, QM3 0): a lower "
              "priority still receives messages while the channel to a higher one is starting or "
              "retrying, not only when it is down");
    fx_assert(fx_nth(&l, "MQ016", 1), SEV_WARNING, "QMGR(QM1) QLOCAL('CQ')", "CLWLPRTY",
              "instances of cluster queue CQ differ in CLWLPRTY (QM1 5, QM2 0): a lower priority still "
              "receives messages while the channel to a higher one is starting or retrying, not only "
              "when it is down");
    diag_free(&l);
    run_cq("QM1 CLUSRCVR TO.QM1 clwlprty=4\nQM2 CLUSRCVR TO.QM2 clwlprty=4\nQM3 CLUSRCVR TO.QM3 clwlprty=4\n"
           "QM1 QLOCAL CQ clwlprty=5\nQM2 QLOCAL CQ clwlprty=5",
           &l);
    ck_assert_msg(fx_count(&l, "MQ016") == 0, "%s", fx_dump(&l));
    diag_free(&l);
}
END_TEST

START_TEST(mq017_rank)
{
    struct diag_list l;
    run_cq("QM1 QLOCAL CQ clwlrank=3", &l);
    ck_assert_msg(others(&l) == 1, "%s", fx_dump(&l));
    fx_assert(fx_nth(&l, "MQ017", 0), SEV_WARNING, "QMGR(QM1) QLOCAL('CQ')", "CLWLRANK",
              "instances of cluster queue CQ differ in CLWLRANK (QM1 3, QM2 0): messages for the highest "
              "rank wait on the transmission queue while it is unreachable; they do not fail over");
    diag_free(&l);
    run_cq("QM1 QLOCAL CQ clwlrank=3\nQM2 QLOCAL CQ clwlrank=3", &l);
    ck_assert_msg(others(&l) == 0, "%s", fx_dump(&l));
    diag_free(&l);
}
END_TEST

START_TEST(mq020_mruc)
{
    struct diag_list l;
    run_cq("QM3 QMGR clwlmruc=1", &l);
    ck_assert_msg(others(&l) == 1, "%s", fx_dump(&l));
    fx_assert(fx_nth(&l, "MQ020", 0), SEV_WARNING, "QMGR(QM3)", "CLWLMRUC",
              "CLWLMRUC(1) on QM3 is smaller than the 2 remote instances of cluster queue CQ: some of them "
              "may never be chosen from QM3");
    diag_free(&l);
    /* QM1 hosts one of the two: one remote instance */
    run_cq("QM3 QMGR clwlmruc=2\nQM1 QMGR clwlmruc=1", &l);
    ck_assert_msg(others(&l) == 0, "%s", fx_dump(&l));
    diag_free(&l);
    /* a CLWLMRUC below the most instances of a queue, but not below the remote ones */
    run_cq("QM2 QMGR clwlmruc=1", &l);
    ck_assert_msg(others(&l) == 0, "%s", fx_dump(&l));
    diag_free(&l);
}
END_TEST

START_TEST(mq022_all_suspended)
{
    struct diag_list l;
    run_cq("QM1 QMGR suspend=CLS1\nQM2 NAMELIST NL names='CLS0, CLS1'\nQM2 QMGR suspendnl=NL", &l);
    ck_assert_msg(others(&l) == 1, "%s", fx_dump(&l));
    fx_assert(fx_nth(&l, "MQ022", 0), SEV_WARNING, "QMGR(QM1)", "SUSPEND",
              "every instance of cluster queue CQ is on a queue manager suspended from CLS1 (QM1, QM2): "
              "suspension is advisory, so its messages still go there");
    diag_free(&l);
    run_cq("QM1 QMGR suspend=CLS1\nQM2 QMGR suspend=CLS0", &l);
    ck_assert_msg(others(&l) == 0, "%s", fx_dump(&l));
    diag_free(&l);
}
END_TEST

/* MQ028: each member suspended from a cluster is said to be, where it says so */
START_TEST(mq028_suspended_members)
{
    struct diag_list l;
    run_cq("QM1 QMGR suspend=CLS1\nQM2 NAMELIST NL names='CLS0, CLS1'\nQM2 QMGR suspendnl=NL", &l);
    ck_assert_uint_eq(fx_count(&l, "MQ028"), 2);
    fx_assert(fx_nth(&l, "MQ028", 0), SEV_INFO, "QMGR(QM1)", "SUSPEND",
              "queue manager QM1 is suspended from cluster CLS1: the other members send its cluster queues' "
              "messages elsewhere while they have a choice");
    fx_assert(fx_nth(&l, "MQ028", 1), SEV_INFO, "QMGR(QM2)", "SUSPENDNL",
              "queue manager QM2 is suspended from cluster CLS1: the other members send its cluster queues' "
              "messages elsewhere while they have a choice");
    diag_free(&l);
    run_cq("QM2 QMGR suspend=CLS0", &l);
    ck_assert_uint_eq(fx_count(&l, "MQ028"), 0);
    diag_free(&l);
}
END_TEST

/* With more than one cluster, messages say which cluster a queue is in. */
START_TEST(cluster_named_when_several)
{
    struct diag_list l;
    fx_run(true, "QM3 QLOCAL Q1 cluster=CLS1 clwluseq=LOCAL\nQM3 CLUSRCVR TO.QM3.B cluster=CLS2 "
                 "conname='h3(1415)'\nQM3 QMGR repos=CLS2",
           &l);
    fx_assert(fx_nth(&l, "MQ012", 0), SEV_INFO, "QMGR(QM3) QLOCAL('Q1')", "CLUSTER",
              "cluster queue Q1 in CLS1 has a single instance (QM3): no workload balancing is possible");
    diag_free(&l);
}
END_TEST

START_TEST(mq024_unclustered)
{
    struct policy p;
    policy_init(&p);
    fx_build(&p, "qm1.mqsc", "QM1 QLOCAL CQ cluster=CLS1\nQM1 QLOCAL CQ.AFTER cluster=' '\n"
                             "QM1 NAMELIST NL names=CLS1\nQM1 QLOCAL NQ clusnl=NL\nQM1 QLOCAL NQ.AFTER clusnl=' ' cluster=' '\n"
                             "QM1 QLOCAL STILL clusnl=NL cluster=' '\nQM1 QMODEL M1");
    const struct pol_object *cq = fx_obj(&p, "QM1", "QLOCAL", "CQ");
    const struct pol_object *after = fx_obj(&p, "QM1", "QLOCAL", "CQ.AFTER");
    struct diag_list l;
    diag_init(&l, 0);
    ck_assert_int_eq(mq_rule_unclustered(cq, after, &l), 1);
    fx_assert(fx_nth(&l, "MQ024", 0), SEV_WARNING, "QMGR(QM1) QLOCAL('CQ.AFTER')", "CLUSTER",
              "CLUSTER(' ') removes queue CQ.AFTER on QM1 from cluster CLS1: applications that have it "
              "open with MQOO_BIND_NOT_FIXED get 2085 (MQRC_UNKNOWN_OBJECT_NAME) on their next put");
    char buf[512];
    diag_format(&l.v[0], buf, sizeof buf);
    ck_assert_int_eq(strncmp(buf, "qm1.mqsc:2:21: warning: ", 24), 0);
    ck_assert_ptr_nonnull(l.v[0].explain);
    ck_assert_int_eq(mq_rule_unclustered(fx_obj(&p, "QM1", "QLOCAL", "NQ"),
                                         fx_obj(&p, "QM1", "QLOCAL", "NQ.AFTER"), &l), 1);
    ck_assert_str_eq(l.v[1].msg, "CLUSNL(' ') removes queue NQ.AFTER on QM1 from the clusters of namelist "
                                 "NL: applications that have it open with MQOO_BIND_NOT_FIXED get 2085 "
                                 "(MQRC_UNKNOWN_OBJECT_NAME) on their next put");
    /* still in a cluster, never in one, or not a clusterable queue: nothing */
    ck_assert_int_eq(mq_rule_unclustered(cq, fx_obj(&p, "QM1", "QLOCAL", "STILL"), &l), 0);
    ck_assert_int_eq(mq_rule_unclustered(after, after, &l), 0);
    const struct pol_object *m1 = fx_obj(&p, "QM1", "QMODEL", "M1");
    ck_assert_int_eq(mq_rule_unclustered(m1, m1, &l), 0);
    ck_assert_uint_eq(l.n, 2);
    diag_free(&l);
    policy_free(&p);
}
END_TEST

/* MQ018 says what different weights do to a cluster queue's split, and only where they change
 * one: the share each queue manager of its instances receives (weight over the sum of weights). */
START_TEST(mq018_weight_split)
{
    static const char queues[] = "QM1 QLOCAL APP.Q cluster=CLS1\nQM2 QLOCAL APP.Q cluster=CLS1\n";
    struct diag_list l;
    char text[512];
    fx_run(true, "QM1 CLUSRCVR TO.QM1 clwlwght=60", &l);      /* no cluster queue: no split */
    ck_assert_msg(fx_count(&l, "MQ018") == 0, "%s", fx_dump(&l));
    diag_free(&l);
    snprintf(text, sizeof text, "%sQM1 CLUSRCVR TO.QM1 clwlwght=60\nQM2 CLUSRCVR TO.QM2 clwlwght=20", queues);
    fx_run(true, text, &l);
    ck_assert_msg(fx_count(&l, "MQ018") == 1, "%s", fx_dump(&l));
    fx_assert(fx_nth(&l, "MQ018", 0), SEV_INFO, "QMGR(QM1) CHANNEL('TO.QM1')", "CLWLWGHT",
              "the messages put to cluster queue APP.Q are shared by weight: QM1 75% (CLWLWGHT 60), "
              "QM2 25% (CLWLWGHT 20), while these instances are available and equal in rank and "
              "priority");
    diag_free(&l);
    snprintf(text, sizeof text, "%sQM1 CLUSRCVR TO.QM1 clwlwght=60\nQM2 CLUSRCVR TO.QM2 clwlwght=60", queues);
    fx_run(true, text, &l);                                      /* equal weights split evenly */
    ck_assert_msg(fx_count(&l, "MQ018") == 0, "%s", fx_dump(&l));
    diag_free(&l);
    snprintf(text, sizeof text,
             "%sQM1 CLUSRCVR SYSTEM.DEF.CLUSRCVR clwlwght=70 cluster=' '\n"
             "QM2 CLUSRCVR SYSTEM.DEF.CLUSRCVR clwlwght=70 cluster=' '", queues);
    fx_run(true, text, &l);                                      /* both inherit 70 */
    ck_assert_msg(fx_count(&l, "MQ018") == 0, "%s", fx_dump(&l));
    diag_free(&l);
    snprintf(text, sizeof text, "%sQM3 QLOCAL APP.Q cluster=CLS1\nQM3 CLUSRCVR TO.QM3 clwlwght=20", queues);
    fx_run(true, text, &l);                                      /* the one not 50 is named */
    ck_assert_msg(fx_count(&l, "MQ018") == 1, "%s", fx_dump(&l));
    fx_assert(fx_nth(&l, "MQ018", 0), SEV_INFO, "QMGR(QM3) CHANNEL('TO.QM3')", "CLWLWGHT",
              "the messages put to cluster queue APP.Q are shared by weight: QM1 42% (CLWLWGHT 50), "
              "QM2 42% (CLWLWGHT 50), QM3 17% (CLWLWGHT 20), while these instances are available "
              "and equal in rank and priority");
    diag_free(&l);
}
END_TEST

Suite *suite_rules_mq_queues(void)
{
    Suite *s = suite_create("rules_mq_queues");
    TCase *tc = tcase_create("queues");
    tcase_add_test(tc, mq012_single_instance);
    tcase_add_test(tc, mq012_put_disabled);
    tcase_add_test(tc, mq012_alias_without_instance);
    tcase_add_test(tc, mq013_defbind_open);
    tcase_add_test(tc, mq013_alias_in_front);
    tcase_add_test(tc, mq013_effective_defbind);
    tcase_add_test(tc, mq014_local_instance);
    tcase_add_test(tc, mq015_one_hop);
    tcase_add_test(tc, mq016_priority);
    tcase_add_test(tc, mq017_rank);
    tcase_add_test(tc, mq020_mruc);
    tcase_add_test(tc, mq022_all_suspended);
    tcase_add_test(tc, mq028_suspended_members);
    tcase_add_test(tc, cluster_named_when_several);
    tcase_add_test(tc, mq024_unclustered);
    tcase_add_test(tc, mq018_weight_split);
    suite_add_tcase(s, tc);
    return s;
}
