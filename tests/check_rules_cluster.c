/* tests/check_rules_cluster.c — effective values (explicit, the queue manager's default object,
 * the schema default), the clusters derived from every queue manager, and the cluster summary. */
#include <check.h>
#include <string.h>

#include "tests/fixture.h"
#include "model/mq/mq_model.h"

START_TEST(effective_values)
{
    struct policy p;
    policy_init(&p);
    fx_build(&p, NULL,
             "QM1 QLOCAL EXPLICIT defbind=NOTFIXED\n"
             "QM1 QLOCAL INHERITS\n"
             "QM1 QLOCAL SYSTEM.DEFAULT.LOCAL.QUEUE defbind=GROUP put=DISABLED\n"
             "QM1 CLUSRCVR C1\n"
             "QM1 CLUSRCVR SYSTEM.DEF.CLUSRCVR clwlwght=70\n"
             "QM1 QMGR repos=' ' clwldata=''\n"
             "QM2 QALIAS SYSTEM.DEFAULT.LOCAL.QUEUE defbind=GROUP\n"
             "QM2 QLOCAL PLAIN\n");
    const struct pol_object *ex = fx_obj(&p, "QM1", "QLOCAL", "EXPLICIT");
    const struct pol_object *in = fx_obj(&p, "QM1", "QLOCAL", "INHERITS");
    const struct pol_object *dq = fx_obj(&p, "QM1", "QLOCAL", "SYSTEM.DEFAULT.LOCAL.QUEUE");
    const struct pol_object *c1 = fx_obj(&p, "QM1", "CLUSRCVR", "C1");
    const struct pol_object *qm1 = fx_obj(&p, "QM1", "QMGR", NULL);
    const struct pol_object *plain = fx_obj(&p, "QM2", "QLOCAL", "PLAIN");
    ck_assert_str_eq(mq_effective(ex, "defbind"), "NOTFIXED");     /* explicit */
    ck_assert_str_eq(mq_effective(ex, "put"), "DISABLED");         /* the default object */
    ck_assert_str_eq(mq_effective(in, "defbind"), "GROUP");
    ck_assert_str_eq(mq_effective(in, "clwluseq"), "QMGR");        /* the schema default */
    ck_assert_ptr_eq(mq_default_object(in), dq);
    ck_assert_ptr_null(mq_default_object(dq));                     /* not its own default */
    ck_assert_ptr_null(mq_default_object(qm1));
    ck_assert_str_eq(mq_effective(dq, "clwlrank"), "0");
    ck_assert_str_eq(mq_effective(c1, "clwlwght"), "70");
    ck_assert_int_eq(mq_effective_int(c1, "clwlwght", -1), 70);
    ck_assert_str_eq(mq_effective(c1, "conname"), " ");
    ck_assert_int_eq(mq_effective_int(c1, "conname", -1), -1);
    ck_assert_str_eq(mq_effective(qm1, "repos"), " ");             /* explicit blank */
    ck_assert_str_eq(mq_effective(qm1, "clwldata"), "");           /* explicit empty */
    ck_assert_str_eq(mq_effective(qm1, "clwllen"), "100");
    ck_assert_ptr_null(mq_effective(qm1, "defbind"));              /* not an attribute of QMGR */
    ck_assert_str_eq(mq_effective(plain, "defbind"), "OPEN");      /* default object of another kind */
    ck_assert(mq_effective_is(plain, "put", "ENABLED"));
    ck_assert(!mq_effective_is(plain, "put", "DISABLED"));
    policy_free(&p);
}
END_TEST

START_TEST(default_objects)
{
    ck_assert_str_eq(mq_default_object_name(MQ_CLUSRCVR), "SYSTEM.DEF.CLUSRCVR");
    ck_assert_str_eq(mq_default_object_name(MQ_CLUSSDR), "SYSTEM.DEF.CLUSSDR");
    ck_assert_str_eq(mq_default_object_name(MQ_SDR), "SYSTEM.DEF.SENDER");
    ck_assert_str_eq(mq_default_object_name(MQ_QREMOTE), "SYSTEM.DEFAULT.REMOTE.QUEUE");
    ck_assert_str_eq(mq_default_object_name(MQ_QMODEL), "SYSTEM.DEFAULT.MODEL.QUEUE");
    ck_assert_ptr_null(mq_default_object_name(MQ_QMGR));
    ck_assert_ptr_null(mq_default_object_name(MQ_TOPIC));
    struct policy p;
    policy_init(&p);
    fx_build(&p, NULL, "QM1 CLUSRCVR SYSTEM.DEF.CLUSRCVR\nQM1 QLOCAL SYSTEM.DEFAULT.LOCAL.QUEUE\n"
                       "QM1 QLOCAL SYSTEM.CLUSTER.TRANSMIT.QUEUE\nQM1 QLOCAL SYSTEM.DEFINITELY");
    ck_assert(mq_is_default_object(fx_obj(&p, "QM1", "CLUSRCVR", "SYSTEM.DEF.CLUSRCVR")));
    ck_assert(mq_is_default_object(fx_obj(&p, "QM1", "QLOCAL", "SYSTEM.DEFAULT.LOCAL.QUEUE")));
    ck_assert(!mq_is_default_object(fx_obj(&p, "QM1", "QLOCAL", "SYSTEM.CLUSTER.TRANSMIT.QUEUE")));
    ck_assert(!mq_is_default_object(fx_obj(&p, "QM1", "QLOCAL", "SYSTEM.DEFINITELY")));
    ck_assert(!mq_is_default_object(fx_obj(&p, "QM1", "QMGR", NULL)));
    policy_free(&p);
}
END_TEST

START_TEST(effective_useq)
{
    struct policy p;
    policy_init(&p);
    fx_build(&p, NULL, "QM1 QLOCAL A clwluseq=ANY\nQM1 QLOCAL L clwluseq=LOCAL\nQM1 QLOCAL Q\n"
                       "QM2 QMGR clwluseq=ANY\nQM2 QLOCAL Q clwluseq=QMGR\nQM2 QLOCAL L clwluseq=LOCAL");
    ck_assert_str_eq(mq_effective_useq(fx_obj(&p, "QM1", "QLOCAL", "A")), "ANY");
    ck_assert_str_eq(mq_effective_useq(fx_obj(&p, "QM1", "QLOCAL", "L")), "LOCAL");
    ck_assert_str_eq(mq_effective_useq(fx_obj(&p, "QM1", "QLOCAL", "Q")), "LOCAL");
    ck_assert_str_eq(mq_effective_useq(fx_obj(&p, "QM2", "QLOCAL", "Q")), "ANY");
    ck_assert_str_eq(mq_effective_useq(fx_obj(&p, "QM2", "QLOCAL", "L")), "LOCAL");
    policy_free(&p);
}
END_TEST

START_TEST(clusters_from_names_and_namelists)
{
    struct policy p;
    policy_init(&p);
    fx_build(&p, NULL,
             "QM1 QMGR repos='CLSA  '\n"
             "QM1 NAMELIST NL names='CLSA, CLSB,CLSA'\n"
             "QM1 CLUSRCVR TO.QM1 clusnl=NL conname='h1(1414)'\n"
             "QM1 QLOCAL Q1 clusnl=NL\n"
             "QM1 QLOCAL Q2 clusnl=MISSING\n"
             "QM1 CLUSRCVR SYSTEM.DEF.CLUSRCVR cluster=CLSZ\n"
             "QM2 QMGR repos=' '\n"
             "QM2 CLUSRCVR TO.QM2 cluster=CLSB conname='h2(1414)'\n"
             "QM2 CLUSSDR TO.QM1 cluster=CLSB conname='h1(1414)'\n"
             "QM2 QLOCAL Q1 cluster='CLSB '\n"
             "QM2 QALIAS A1 target=Q1\n"
             "QM3 QALIAS A3 target=Q1\n"
             "QM3 QLOCAL GONE cluster=CLSB\n");
    pol_delete(fx_obj(&p, "QM3", "QLOCAL", "GONE"));
    struct mq_clusters cl;
    ck_assert_int_eq(mq_clusters_build(&p, &cl), 0);
    /* no CLSZ: the default object is no member, and TO.QM1, which states a namelist, does not take
       the default object's CLUSTER; nothing from the missing namelist */
    ck_assert_uint_eq(cl.n, 2);
    ck_assert_uint_eq(cl.nreal, 2);
    const struct mq_cluster *a = mq_clusters_find(&cl, "CLSA "), *b = mq_clusters_find(&cl, "CLSB");
    ck_assert_ptr_eq(a, &cl.v[0]);
    ck_assert_ptr_eq(b, &cl.v[1]);
    ck_assert_str_eq(a->name, "CLSA");
    ck_assert_uint_eq(a->nmembers, 1);
    ck_assert(a->members[0].full);
    ck_assert_uint_eq(a->nfull, 1);
    ck_assert_uint_eq(a->members[0].nrcvrs, 1);
    ck_assert_uint_eq(a->nqueues, 1);
    ck_assert_uint_eq(a->queues[0].ninst, 1);
    ck_assert_uint_eq(a->maxinst, 1);
    ck_assert_uint_eq(b->nmembers, 2);
    ck_assert_uint_eq(b->nfull, 0);
    ck_assert_str_eq(b->members[0].qmgr->name, "QM1");
    ck_assert_ptr_eq(b->members[0].why, b->members[0].rcvrs[0]);
    ck_assert_ptr_eq(mq_cluster_member(b, fx_obj(&p, "QM2", "QMGR", NULL)), &b->members[1]);
    ck_assert_ptr_null(mq_cluster_member(b, fx_obj(&p, "QM3", "QMGR", NULL)));
    ck_assert_uint_eq(b->members[1].nsdrs, 1);
    ck_assert_ptr_eq(b->members[1].sdrs[0].rcvr, fx_obj(&p, "QM1", "CLUSRCVR", "TO.QM1"));
    ck_assert_uint_eq(b->nqueues, 1);
    ck_assert_str_eq(b->queues[0].name, "Q1");
    ck_assert_uint_eq(b->queues[0].ninst, 2);
    ck_assert_uint_eq(b->maxinst, 2);
    ck_assert_str_eq(b->queues[0].inst[1]->top->name, "QM2");
    ck_assert_uint_eq(b->queues[0].naliases, 1); /* QM3 is no member of CLSB */
    ck_assert_str_eq(b->queues[0].aliases[0]->name, "A1");
    ck_assert(mq_names_cluster(fx_obj(&p, "QM1", "QLOCAL", "Q1"), "cluster", "clusnl", "CLSB  "));
    ck_assert(!mq_names_cluster(fx_obj(&p, "QM1", "QLOCAL", "Q1"), "cluster", "clusnl", "CLS"));
    ck_assert_ptr_null(mq_clusters_find(&cl, "CLSC"));
    mq_clusters_free(&cl);
    policy_free(&p);
}
END_TEST

/* What the cluster rules ask of each instance and member, told once when the clusters are built. */
START_TEST(cluster_instance_facts)
{
    struct policy p;
    policy_init(&p);
    fx_build(&p, NULL,
             "QM1 QMGR clwluseq=ANY\n"
             "QM1 CLUSRCVR TO.QM1 cluster=C clwlwght=30\n"
             "QM1 CLUSRCVR TO.QM1B cluster=C clwlwght=90\n"
             "QM1 QLOCAL Q cluster=C put=DISABLED clwluseq=QMGR defbind=OPEN\n"
             "QM2 CLUSRCVR TO.QM2 cluster=C\n"
             "QM2 QLOCAL Q cluster=C clwluseq=LOCAL defbind=NOTFIXED\n"
             "QM3 QLOCAL Q cluster=C clwluseq=ANY put=ENABLED defbind=NOTFIXED\n"
             "QM4 QREMOTE Q cluster=C defbind=NOTFIXED\n");
    struct mq_clusters cl;
    ck_assert_int_eq(mq_clusters_build(&p, &cl), 0);
    const struct mq_cluster *c = mq_clusters_find(&cl, "C");
    ck_assert_uint_eq(c->nqueues, 1);
    const struct mq_cl_queue *q = &c->queues[0];
    ck_assert_uint_eq(q->ninst, 4);
    ck_assert_uint_eq(q->facts[0], MQ_INST_PUT_DISABLED | MQ_INST_DEFBIND_OPEN | MQ_INST_USEQ_ANY |
                                       MQ_INST_USEQ_QMGR);
    ck_assert_uint_eq(q->facts[1], MQ_INST_PUT_ENABLED);
    ck_assert_uint_eq(q->facts[2], MQ_INST_PUT_ENABLED | MQ_INST_USEQ_ANY);
    ck_assert_uint_eq(q->facts[3], MQ_INST_PUT_ENABLED); /* no CLWLUSEQ on a remote queue */
    /* the first CLUSRCVR by name gives the weight; the default is 50; no CLUSRCVR: -1 */
    ck_assert_int_eq(mq_cluster_member(c, fx_obj(&p, "QM1", "QMGR", NULL))->weight, 30);
    ck_assert_int_eq(mq_cluster_member(c, fx_obj(&p, "QM2", "QMGR", NULL))->weight, 50);
    ck_assert_int_eq(mq_cluster_member(c, fx_obj(&p, "QM3", "QMGR", NULL))->weight, -1);
    mq_clusters_free(&cl);
    policy_free(&p);
}
END_TEST

/* Facts gathered queue manager by queue manager, in no order of names, come out by cluster, then
 * queue manager, then role and name. */
START_TEST(cluster_facts_order)
{
    struct policy p;
    policy_init(&p);
    fx_build(&p, NULL,
             "QM3 QLOCAL QB clusnl=NL\n"
             "QM3 NAMELIST NL names='CLSB, CLSA'\n"
             "QM3 QLOCAL QA cluster=CLSB\n"
             "QM1 QLOCAL QB cluster=CLSB\n"
             "QM1 CLUSRCVR TO.QM1 cluster=CLSA\n"
             "QM2 QLOCAL QA cluster=CLSA\n"
             "QM2 QLOCAL QB cluster=CLSA\n");
    struct mq_clusters cl;
    ck_assert_int_eq(mq_clusters_build(&p, &cl), 0);
    ck_assert_uint_eq(cl.n, 2);
    const struct mq_cluster *a = &cl.v[0], *b = &cl.v[1];
    ck_assert_str_eq(a->name, "CLSA");
    ck_assert_uint_eq(a->nmembers, 3);
    ck_assert_str_eq(a->members[0].qmgr->name, "QM1");
    ck_assert_str_eq(a->members[1].qmgr->name, "QM2");
    ck_assert_str_eq(a->members[2].qmgr->name, "QM3");
    ck_assert_ptr_eq(a->members[0].why, fx_obj(&p, "QM1", "CLUSRCVR", "TO.QM1"));
    ck_assert_ptr_eq(a->members[1].why, fx_obj(&p, "QM2", "QLOCAL", "QA"));
    ck_assert_uint_eq(a->nqueues, 2);
    ck_assert_str_eq(a->queues[0].name, "QA");
    ck_assert_uint_eq(a->queues[0].ninst, 1);
    ck_assert_str_eq(a->queues[1].name, "QB");
    ck_assert_uint_eq(a->queues[1].ninst, 2);
    ck_assert_str_eq(a->queues[1].inst[0]->top->name, "QM2");
    ck_assert_str_eq(a->queues[1].inst[1]->top->name, "QM3");
    ck_assert_str_eq(b->name, "CLSB");
    ck_assert_uint_eq(b->nmembers, 2);
    ck_assert_str_eq(b->members[0].qmgr->name, "QM1");
    ck_assert_str_eq(b->members[1].qmgr->name, "QM3");
    ck_assert_ptr_eq(b->members[1].why, fx_obj(&p, "QM3", "QLOCAL", "QA"));
    ck_assert_uint_eq(b->nqueues, 2);
    ck_assert_str_eq(b->queues[1].name, "QB");
    ck_assert_str_eq(b->queues[1].inst[0]->top->name, "QM1");
    ck_assert_str_eq(b->queues[1].inst[1]->top->name, "QM3");
    mq_clusters_free(&cl);
    policy_free(&p);
}
END_TEST

/* Several CLUSRCVRs of one name: the one in the CLUSSDR's cluster wins, else the first imported;
 * a CONNAME pairs without blanks and case. */
START_TEST(cluster_channel_pair_candidates)
{
    struct policy p;
    policy_init(&p);
    fx_build(&p, NULL,
             "QM1 QMGR repos=CLS1\n"
             "QM1 CLUSRCVR TO.X cluster=CLSB conname='h1(1414)'\n"
             "QM1 CLUSRCVR TO.Y cluster=CLSB conname='h1(1415)'\n"
             "QM3 CLUSRCVR TO.X cluster=CLS1 conname='h3(1414)'\n"
             "QM4 CLUSRCVR TO.X cluster=CLSB conname='h4(1414)'\n"
             "QM4 CLUSRCVR TO.Y cluster=CLSB conname='h4(1415)'\n"
             "QM5 CLUSRCVR TO.QM5 cluster=CLS1 conname='h5(1414)'\n"
             "QM2 CLUSSDR TO.X cluster=CLS1 conname='h1(1414)'\n"
             "QM2 CLUSSDR TO.Y cluster=CLS1\n"
             "QM2 CLUSSDR ODD cluster=CLS1 conname=' H5 (1414) '\n");
    struct mq_clusters cl;
    ck_assert_int_eq(mq_clusters_build(&p, &cl), 0);
    const struct mq_cluster *c = mq_clusters_find(&cl, "CLS1");
    const struct mq_cl_member *m = mq_cluster_member(c, fx_obj(&p, "QM2", "QMGR", NULL));
    ck_assert_uint_eq(m->nsdrs, 3);
    ck_assert_str_eq(m->sdrs[0].chl->name, "ODD");
    ck_assert_ptr_null(m->sdrs[0].rcvr);
    ck_assert_ptr_eq(m->sdrs[0].by_conname, fx_obj(&p, "QM5", "CLUSRCVR", "TO.QM5"));
    ck_assert_ptr_eq(m->sdrs[1].rcvr, fx_obj(&p, "QM3", "CLUSRCVR", "TO.X"));
    ck_assert_ptr_null(m->sdrs[1].by_conname);
    ck_assert_ptr_eq(m->sdrs[2].rcvr, fx_obj(&p, "QM1", "CLUSRCVR", "TO.Y"));
    ck_assert_uint_eq(c->nmissing, 0);
    mq_clusters_free(&cl);
    policy_free(&p);
}
END_TEST

START_TEST(cluster_channel_pairs)
{
    struct policy p;
    policy_init(&p);
    fx_build(&p, NULL,
             "QM1 QMGR repos=CLS1\nQM1 CLUSRCVR TO.QM1 cluster=CLS1 conname='h1(1414)'\n"
             "QM2 CLUSRCVR TO.QM2 cluster=CLS1 conname='h2(1414)'\n"
             "QM2 CLUSSDR TO.QM1 cluster=CLS1 conname='h1(1414)'\n"
             "QM2 CLUSSDR WRONG.NAME cluster=CLS1 conname='h1(1414)'\n"
             "QM2 CLUSSDR TO.QM9 cluster=CLS1 conname='h9(1414)'\n"
             "QM2 CLUSSDR TO.QM8 cluster=CLS1\n"
             "QM2 CLUSSDR 'TO.+QMNAME+' cluster=CLS1\n"
             "QM1 CLUSSDR TO.QM9 cluster=CLS1 conname='h9(1414)'\n"
             "QM3 QLOCAL Q1 cluster='+AUTOCL+'\n");
    struct mq_clusters cl;
    ck_assert_int_eq(mq_clusters_build(&p, &cl), 0);
    ck_assert_uint_eq(cl.n, 2);
    ck_assert_uint_eq(cl.nreal, 1);
    ck_assert(cl.v[0].is_template);
    ck_assert_str_eq(cl.v[0].name, "+AUTOCL+");
    const struct mq_cluster *c = &cl.v[1];
    const struct mq_cl_member *m = &c->members[1];
    ck_assert_str_eq(m->qmgr->name, "QM2");
    ck_assert_uint_eq(m->nsdrs, 5); /* by name */
    ck_assert_str_eq(m->sdrs[0].chl->name, "TO.+QMNAME+");
    ck_assert_ptr_null(m->sdrs[0].rcvr);
    ck_assert_ptr_eq(m->sdrs[1].rcvr, fx_obj(&p, "QM1", "CLUSRCVR", "TO.QM1"));
    ck_assert_ptr_null(m->sdrs[1].by_conname);
    ck_assert_ptr_null(m->sdrs[2].rcvr);                      /* TO.QM8: no CONNAME, no pair */
    ck_assert_ptr_null(m->sdrs[2].by_conname);
    ck_assert_ptr_null(m->sdrs[4].rcvr);                      /* WRONG.NAME */
    ck_assert_ptr_eq(m->sdrs[4].by_conname, fx_obj(&p, "QM1", "CLUSRCVR", "TO.QM1"));
    ck_assert_uint_eq(c->nmissing, 2);                        /* TO.QM8 and TO.QM9, once each */
    ck_assert_str_eq(c->missing[0].channel, "TO.QM8");
    ck_assert_str_eq(c->missing[1].channel, "TO.QM9");
    ck_assert_str_eq(c->missing[1].sdr->top->name, "QM1");
    mq_clusters_free(&cl);
    policy_free(&p);
}
END_TEST

START_TEST(summary_partial_and_templates)
{
    struct policy p;
    policy_init(&p);
    fx_build(&p, NULL,
             "QM6 QMGR host=h6\nQM6 CLUSRCVR C_QM6 cluster=CLS2 conname='h6(1416)' clwlwght=60 clwlrank=2\n"
             "QM6 CLUSRCVR C_QM6.B cluster=CLS2 conname='h6b(1416)'\n"
             "QM6 CLUSSDR C_QM4 cluster=CLS2 conname='h4(1414)'\n"
             "QM6 QREMOTE CQ cluster=CLS2 put=DISABLED\n"
             "QM8 QLOCAL Q8 cluster=CLS2 defbind=NOTFIXED\n"
             "QM9 CLUSRCVR '+AUTOCL+_+QMNAME+' cluster='+AUTOCL+'\n");
    struct mq_summary sum;
    ck_assert_int_eq(mq_summary_build(&p, &sum), 0);
    ck_assert_uint_eq(sum.n, 2);
    ck_assert(sum.v[0].is_template);
    const struct mq_sum_cluster *c = &sum.v[1];
    ck_assert_str_eq(c->name, "CLS2");
    ck_assert_uint_eq(c->nfull, 0);
    ck_assert_uint_eq(c->npartial, 2);
    ck_assert_uint_eq(c->nmissing, 1);
    ck_assert_str_eq(c->missing[0].channel, "C_QM4");
    ck_assert_str_eq(c->missing[0].qmgr, "QM6");
    ck_assert_str_eq(c->missing[0].conname, "h4(1414)");
    ck_assert_uint_eq(c->members[0].nrcvrs, 2);
    ck_assert_str_eq(c->members[0].rcvrs[0].clwlwght, "60");
    ck_assert_str_eq(c->members[0].rcvrs[0].clwlrank, "2");
    ck_assert_str_eq(c->members[0].rcvrs[0].clwlprty, "0");
    ck_assert_str_eq(c->members[0].rcvrs[1].channel, "C_QM6.B");
    ck_assert_str_eq(c->members[1].qmgr, "QM8");
    ck_assert_ptr_null(c->members[1].host);
    ck_assert_uint_eq(c->members[1].nrcvrs, 0);
    ck_assert_uint_eq(c->nqueues, 2);
    ck_assert_str_eq(c->queues[0].inst[0].type, "QREMOTE");
    ck_assert_str_eq(c->queues[0].inst[0].put, "DISABLED");
    ck_assert_str_eq(c->queues[0].inst[0].defbind, "OPEN");
    ck_assert_str_eq(c->queues[1].inst[0].defbind, "NOTFIXED");
    mq_summary_free(&sum);
    policy_free(&p);
}
END_TEST

Suite *suite_rules_cluster(void)
{
    Suite *s = suite_create("rules_cluster");
    TCase *tc = tcase_create("cluster");
    tcase_add_test(tc, effective_values);
    tcase_add_test(tc, default_objects);
    tcase_add_test(tc, effective_useq);
    tcase_add_test(tc, clusters_from_names_and_namelists);
    tcase_add_test(tc, cluster_channel_pairs);
    tcase_add_test(tc, cluster_instance_facts);
    tcase_add_test(tc, cluster_facts_order);
    tcase_add_test(tc, cluster_channel_pair_candidates);
    tcase_add_test(tc, summary_partial_and_templates);
    suite_add_tcase(s, tc);
    return s;
}
