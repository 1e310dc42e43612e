/* tests/check_rules_mq_members.c — MQ rules on the queue managers, repositories and channels of a
 * cluster: MQ007–MQ011 and MQ019; each with a policy that triggers it and one that does not. */
#include <check.h>
#include <string.h>

#include "tests/fixture.h"

/* fx_base with the objects named by (qm, kind, name) triples deleted, then text. */
static void run_without(const char *const *del, const char *text, struct diag_list *l)
{
    struct policy p;
    fx_base_with(&p, NULL);
    for (; *del; del += 3) {
        struct pol_object *o = fx_obj(&p, del[0], del[1], del[2]);
        ck_assert_msg(o != NULL, "no %s %s on %s", del[1], del[2], del[0]);
        pol_delete(o);
    }
    if (text)
        fx_build(&p, NULL, text);
    fx_validate(&p, l, SEV_INFO);
    policy_free(&p);
}

START_TEST(mq007_no_clusrcvr)
{
    struct diag_list l;
    fx_run(true, "QM4 QMGR host=h1\nQM4 CLUSSDR TO.QM1 cluster=CLS1 conname='h1(1414)'", &l);
    ck_assert_msg(l.n == 1, "%s", fx_dump(&l));
    fx_assert(fx_nth(&l, "MQ007", 0), SEV_ERROR, "QMGR(QM4) CHANNEL('TO.QM1')", "CLUSTER",
              "queue manager QM4 is in cluster CLS1 but has no CLUSRCVR channel in it: the other members "
              "cannot send to it");
    diag_free(&l);
    /* a full repository joins through REPOS; the finding points there */
    static const char *const del[] = {"QM2", "CLUSRCVR", "TO.QM2", NULL};
    run_without(del, NULL, &l);
    fx_assert(fx_nth(&l, "MQ007", 0), SEV_ERROR, "QMGR(QM2)", "REPOS",
              "queue manager QM2 is in cluster CLS1 but has no CLUSRCVR channel in it: the other members "
              "cannot send to it");
    diag_free(&l);
    /* the default object is a template, never a member */
    fx_run(true, "QM1 CLUSRCVR SYSTEM.DEF.CLUSRCVR cluster=CLS9\nQM5 CLUSSDR SYSTEM.DEF.CLUSSDR cluster=CLS1",
           &l);
    ck_assert_msg(l.n == 0, "%s", fx_dump(&l));
    diag_free(&l);
}
END_TEST

START_TEST(mq008_loopback)
{
    struct diag_list l;
    fx_run(true, "QM3 CLUSRCVR TO.QM3 conname='localhost(1416)'", &l);
    ck_assert_msg(l.n == 1, "%s", fx_dump(&l));
    fx_assert(fx_nth(&l, "MQ008", 0), SEV_WARNING, "QMGR(QM3) CHANNEL('TO.QM3')", "CONNAME",
              "CLUSRCVR TO.QM3 on QM3 advertises the loopback address localhost (CONNAME(localhost(1416))), "
              "but the members of CLS1 run on 3 hosts (h1, h2, h3): the others cannot reach QM3 there");
    diag_free(&l);
    fx_run(true, "QM2 CLUSRCVR TO.QM2 conname='h2(1414), 127.0.0.1(1415)'", &l);
    ck_assert_uint_eq(fx_count(&l, "MQ008"), 1);
    ck_assert_ptr_nonnull(strstr(fx_nth(&l, "MQ008", 0)->msg, "loopback address 127.0.0.1 "));
    diag_free(&l);
    /* every member on one host: loopback works */
    fx_run(true, "QM1 QMGR host=h1\nQM2 QMGR host=h1\nQM3 QMGR host=h1\n"
                 "QM3 CLUSRCVR TO.QM3 conname='127.0.0.1(1416)'\nQM2 CLUSRCVR TO.QM2 conname='::1(1415)'",
           &l);
    ck_assert_msg(l.n == 0, "%s", fx_dump(&l));
    diag_free(&l);
}
END_TEST

START_TEST(mq008_blank_on_zos)
{
    struct diag_list l;
    fx_run(true, "QM3 QMGR platform=MVS\nQM3 CLUSRCVR TO.QM3 conname=' '", &l);
    ck_assert_msg(l.n == 1, "%s", fx_dump(&l));
    fx_assert(fx_nth(&l, "MQ008", 0), SEV_WARNING, "QMGR(QM3) CHANNEL('TO.QM3')", "CONNAME",
              "CLUSRCVR TO.QM3 on QM3 has no CONNAME: MQ is documented to fill it in on "
              "Multiplatforms only; on z/OS state the address the other members use");
    diag_free(&l);
    fx_run(true, "QM3 QMGR platform=UNIX\nQM3 CLUSRCVR TO.QM3 conname=' '", &l);
    ck_assert_msg(l.n == 0, "%s", fx_dump(&l));
    diag_free(&l);
}
END_TEST

START_TEST(mq009_cluster_mismatch)
{
    struct diag_list l;
    fx_run(true, "QM3 CLUSSDR TO.QM1 cluster=CLS9", &l);
    ck_assert_uint_eq(fx_count(&l, "MQ009"), 2);
    fx_assert(fx_nth(&l, "MQ009", 1), SEV_ERROR, "QMGR(QM3) CHANNEL('TO.QM1')", "CLUSTER",
              "CLUSSDR TO.QM1 on QM3 is in cluster CLS9, but CLUSRCVR TO.QM1 on QM1 is not");
    /* and QM3, a partial repository of CLS1 (reported first), lost its CLUSSDR there */
    fx_assert(fx_nth(&l, "MQ009", 0), SEV_WARNING, "QMGR(QM3)", NULL,
              "partial repository QM3 has no manual CLUSSDR in cluster CLS1: it cannot reach a full "
              "repository to join");
    diag_free(&l);
}
END_TEST

START_TEST(mq009_misnamed)
{
    static const char *const del[] = {"QM3", "CLUSSDR", "TO.QM1", NULL};
    struct diag_list l;
    run_without(del, "QM3 CLUSSDR TO.FR1 cluster=CLS1 conname='H1 (1414)'", &l);
    ck_assert_msg(l.n == 1, "%s", fx_dump(&l));
    fx_assert(fx_nth(&l, "MQ009", 0), SEV_ERROR, "QMGR(QM3) CHANNEL('TO.FR1')", "CONNAME",
              "CLUSSDR TO.FR1 on QM3 leads to QM1 (CONNAME(H1 (1414))), whose CLUSRCVR is named TO.QM1: "
              "a manual CLUSSDR must have the name of the target's CLUSRCVR");
    diag_free(&l);
}
END_TEST

START_TEST(mq009_not_imported)
{
    static const char *const del[] = {"QM3", "CLUSSDR", "TO.QM1", NULL};
    struct diag_list l;
    run_without(del, "QM3 CLUSSDR TO.QM9 cluster=CLS1 conname='h9(1414)'\nQM4 QMGR host=h1\n"
                     "QM4 CLUSRCVR TO.QM4 cluster=CLS1 conname='h1(1415)'\n"
                     "QM4 CLUSSDR TO.QM9 cluster=CLS1 conname='h9(1414)'",
                &l);
    ck_assert_msg(l.n == 1, "%s", fx_dump(&l));
    fx_assert(fx_nth(&l, "MQ009", 0), SEV_INFO, "QMGR(QM3) CHANNEL('TO.QM9')", NULL,
              "CLUSSDR TO.QM9 on QM3 leads to a queue manager that is not imported (CONNAME(h9(1414))): "
              "the picture of cluster CLS1 is partial");
    diag_free(&l);
}
END_TEST

START_TEST(mq009_partial_repositories)
{
    struct diag_list l;
    fx_run(true, "QM3 CLUSSDR TO.QM2 cluster=CLS1 conname='h2(1414)'", &l);
    ck_assert_msg(l.n == 1, "%s", fx_dump(&l));
    fx_assert(fx_nth(&l, "MQ009", 0), SEV_WARNING, "QMGR(QM3) CHANNEL('TO.QM2')", NULL,
              "partial repository QM3 has 2 manual CLUSSDRs in cluster CLS1 (TO.QM1, TO.QM2): it should "
              "have exactly one, to a full repository");
    diag_free(&l);
    fx_run(true, "QM4 QMGR host=h4\nQM4 CLUSRCVR TO.QM4 cluster=CLS1 conname='h4(1414)'\n"
                 "QM4 CLUSSDR TO.QM3 cluster=CLS1 conname='h3(1414)'",
           &l);
    ck_assert_msg(l.n == 1, "%s", fx_dump(&l));
    fx_assert(fx_nth(&l, "MQ009", 0), SEV_WARNING, "QMGR(QM4) CHANNEL('TO.QM3')", NULL,
              "CLUSSDR TO.QM3 on partial repository QM4 leads to QM3, which is not a full repository of "
              "CLS1");
    diag_free(&l);
}
END_TEST

START_TEST(mq009_full_repositories)
{
    static const char *const del[] = {"QM2", "CLUSSDR", "TO.QM1", NULL};
    struct diag_list l;
    run_without(del, NULL, &l);
    ck_assert_msg(l.n == 1, "%s", fx_dump(&l));
    fx_assert(fx_nth(&l, "MQ009", 0), SEV_WARNING, "QMGR(QM2)", "REPOS",
              "full repository QM2 has no manual CLUSSDR to full repository QM1 in cluster CLS1");
    diag_free(&l);
    fx_run(true, NULL, &l);
    ck_assert_uint_eq(fx_count(&l, "MQ009"), 0);
    diag_free(&l);
}
END_TEST

START_TEST(mq010_sender_attributes)
{
    struct diag_list l;
    fx_run(true, "QM3 CLUSSDR TO.QM1 clwlwght=80 clwlrank=0", &l);
    ck_assert_msg(l.n == 1, "%s", fx_dump(&l));
    fx_assert(fx_nth(&l, "MQ010", 0), SEV_WARNING, "QMGR(QM3) CHANNEL('TO.QM1')", "CLWLWGHT",
              "CLUSSDR TO.QM1 on QM3 sets CLWLWGHT(80), but CLUSRCVR TO.QM1 on QM1 has CLWLWGHT(50): the "
              "value on a manual CLUSSDR is likely to be ignored; set it on the CLUSRCVR");
    diag_free(&l);
    /* the defaults on the CLUSSDR (as real dumps state them), and equal values, raise nothing */
    fx_run(true, "QM3 CLUSSDR TO.QM1 clwlwght=50 clwlprty=3 clwlrank=0\n"
                 "QM1 CLUSRCVR TO.QM1 clwlwght=60 clwlprty=3 clwlrank=2",
           &l);
    ck_assert_msg(fx_count(&l, "MQ010") == 0, "%s", fx_dump(&l));
    diag_free(&l);
}
END_TEST

START_TEST(mq011_no_full_repository)
{
    struct diag_list l;
    fx_run(true, "QM1 QMGR repos=' '\nQM2 QMGR repos=' '", &l);
    ck_assert_uint_eq(fx_count(&l, "MQ011"), 1);
    fx_assert(fx_nth(&l, "MQ011", 0), SEV_ERROR, "CLUSTER(CLS1)", NULL,
              "cluster CLS1 has no full repository: no member holds REPOS or REPOSNL for it");
    ck_assert_ptr_null(fx_nth(&l, "MQ011", 0)->file);
    diag_free(&l);
}
END_TEST

START_TEST(mq011_one_or_three)
{
    struct diag_list l;
    fx_run(true, "QM2 QMGR repos=' '", &l);
    ck_assert_msg(l.n == 1, "%s", fx_dump(&l));
    fx_assert(fx_nth(&l, "MQ011", 0), SEV_WARNING, "QMGR(QM1)", "REPOS",
              "QM1 is the only full repository of cluster CLS1: a single point of failure for every "
              "change to it");
    diag_free(&l);
    fx_run(true, "QM3 QMGR repos=CLS1\nQM3 CLUSSDR TO.QM2 cluster=CLS1 conname='h2(1414)'\n"
                 "QM1 CLUSSDR TO.QM3 cluster=CLS1 conname='h3(1414)'\n"
                 "QM2 CLUSSDR TO.QM3 cluster=CLS1 conname='h3(1414)'",
           &l);
    ck_assert_msg(l.n == 1, "%s", fx_dump(&l));
    fx_assert(fx_nth(&l, "MQ011", 0), SEV_INFO, "CLUSTER(CLS1)", NULL,
              "cluster CLS1 has 3 full repositories (QM1, QM2, QM3): two is the usual design");
    diag_free(&l);
}
END_TEST

/* With queue managers not imported, the count is said to be partial instead of guessed. */
START_TEST(mq011_partial)
{
    struct diag_list l;
    fx_run(false, "QM3 QMGR host=h3\nQM3 CLUSRCVR TO.QM3 cluster=CLS1 conname='h3(1414)'\n"
                  "QM3 CLUSSDR TO.QM1 cluster=CLS1 conname='h1(1414)'",
           &l);
    ck_assert_msg(l.n == 2 && diag_count(&l, SEV_INFO) == 2, "%s", fx_dump(&l));
    fx_assert(fx_nth(&l, "MQ011", 0), SEV_INFO, "CLUSTER(CLS1)", NULL,
              "cluster CLS1 has no full repository among the imported queue managers; 1 that its "
              "CLUSSDRs lead to is not imported, so the count is partial");
    ck_assert_uint_eq(fx_count(&l, "MQ009"), 1);
    diag_free(&l);
    fx_run(false, "QM1 QMGR repos=CLS1\nQM1 CLUSRCVR TO.QM1 cluster=CLS1 conname='h1(1414)'\n"
                  "QM1 CLUSSDR TO.QM2 cluster=CLS1 conname='h2(1414)'",
           &l);
    fx_assert(fx_nth(&l, "MQ011", 0), SEV_INFO, "QMGR(QM1)", "REPOS",
              "QM1 is the only full repository of cluster CLS1 among the imported queue managers; 1 "
              "that its CLUSSDRs lead to is not imported, so the count is partial");
    diag_free(&l);
}
END_TEST

START_TEST(mq019_netprty)
{
    struct diag_list l;
    fx_run(true, "QM1 CLUSRCVR TO.QM1 netprty=5", &l);
    ck_assert_msg(l.n == 1, "%s", fx_dump(&l));
    fx_assert(fx_nth(&l, "MQ019", 0), SEV_INFO, "QMGR(QM1) CHANNEL('TO.QM1')", "NETPRTY",
              "NETPRTY(5) on CLUSRCVR TO.QM1 has no effect: QM1 advertises only this CLUSRCVR in cluster "
              "CLS1");
    diag_free(&l);
    fx_run(true, "QM1 CLUSRCVR TO.QM1 netprty=5\nQM1 CLUSRCVR TO.QM1.B cluster=CLS1 conname='h1b(1414)'",
           &l);
    ck_assert_msg(fx_count(&l, "MQ019") == 0, "%s", fx_dump(&l));
    diag_free(&l);
}
END_TEST

/* A template cluster (uniform clusters' +AUTOCL+) is not validated. */
START_TEST(template_cluster_not_validated)
{
    struct diag_list l;
    fx_run(false, "QM1 QMGR\nQM1 CLUSRCVR '+AUTOCL+_+QMNAME+' cluster='+AUTOCL+' conname='localhost(1414)'\n"
                  "QM1 QLOCAL Q1 cluster='+AUTOCL+'",
           &l);
    ck_assert_msg(l.n == 0, "%s", fx_dump(&l));
    diag_free(&l);
}
END_TEST

/* A queue manager of a uniform cluster (a CLUSRCVR in CLUSTER(+AUTOCL+)) clusters a queue in its
 * AutoCluster by name: its repositories come from qm.ini, so the cluster is not reported as
 * without receiver or repository; a member that is not in an AutoCluster still is. */
START_TEST(autocluster_repositories_not_checked)
{
    struct diag_list l;
    fx_run(false, "QM1 QMGR\nQM1 CLUSRCVR 'UNI.+QMNAME+' cluster='+AUTOCL+' conname='+CONNAME+'\n"
                  "QM1 QLOCAL Q1 cluster=UNI",
           &l);
    ck_assert_uint_eq(fx_count(&l, "MQ007"), 0);
    ck_assert_uint_eq(fx_count(&l, "MQ009"), 0);
    fx_assert(fx_nth(&l, "MQ011", 0), SEV_INFO, "CLUSTER(UNI)", NULL,
              "AutoCluster: repositories from qm.ini, not checked (the members of cluster UNI join it through "
              "CLUSTER(+AUTOCL+), a uniform cluster)");
    diag_free(&l);
    fx_run(false, "QM1 QMGR\nQM1 CLUSRCVR 'UNI.+QMNAME+' cluster='+AUTOCL+' conname='+CONNAME+'\n"
                  "QM1 QLOCAL Q1 cluster=UNI\nQM2 QMGR\nQM2 QLOCAL Q1 cluster=UNI",
           &l);
    ck_assert_uint_eq(fx_count(&l, "MQ007"), 1);
    ck_assert_uint_eq(fx_nth(&l, "MQ011", 0)->sev, SEV_ERROR);
    diag_free(&l);
}
END_TEST

Suite *suite_rules_mq_members(void)
{
    Suite *s = suite_create("rules_mq_members");
    TCase *tc = tcase_create("members");
    tcase_add_test(tc, mq007_no_clusrcvr);
    tcase_add_test(tc, mq008_loopback);
    tcase_add_test(tc, mq008_blank_on_zos);
    tcase_add_test(tc, mq009_cluster_mismatch);
    tcase_add_test(tc, mq009_misnamed);
    tcase_add_test(tc, mq009_not_imported);
    tcase_add_test(tc, mq009_partial_repositories);
    tcase_add_test(tc, mq009_full_repositories);
    tcase_add_test(tc, mq010_sender_attributes);
    tcase_add_test(tc, mq011_no_full_repository);
    tcase_add_test(tc, mq011_one_or_three);
    tcase_add_test(tc, mq011_partial);
    tcase_add_test(tc, mq019_netprty);
    tcase_add_test(tc, template_cluster_not_validated);
    tcase_add_test(tc, autocluster_repositories_not_checked);
    suite_add_tcase(s, tc);
    return s;
}
