/* tests/check_report.c — the validation report: exact text and JSON for a small cluster, JSON
 * string escaping, the text with explanations, and the text report within one screen. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tests/fixture.h"
#include "tests/tutil.h"
#include "ui/work/report.h"
#include "model/mq/mq_model.h"

/* A cluster seen from QM1 (read from qm1.mqsc) and QM3 (built in memory); QM2 is not imported. */
static const char report_qm1[] =
    "QM1 QMGR repos=CLS1 host=h1\n"
    "QM1 CLUSRCVR TO.QM1 cluster=CLS1 conname='h1(1414)'\n"
    "QM1 CLUSSDR TO.QM2 cluster=CLS1 conname='h2(1414)'\n"
    "QM1 QLOCAL CQ cluster=CLS1 defbind=OPEN\n";
static const char report_qm3[] =
    "QM3 QMGR host=h3 clwluseq=ANY\n"
    "QM3 CLUSRCVR TO.QM3 cluster=CLS1 conname='h3(1414)' clwlwght=60\n"
    "QM3 CLUSSDR TO.QM1 cluster=CLS1 conname='h1(1414)'\n"
    "QM3 QLOCAL CQ cluster=CLS1 defbind=NOTFIXED\n";

/* The report of the fixture as text or JSON (malloc'd). */
static char *render(enum report_format fmt, unsigned flags, bool with_summary)
{
    struct policy p;
    policy_init(&p);
    fx_build(&p, "qm1.mqsc", report_qm1);
    fx_build(&p, NULL, report_qm3);
    struct diag_list l;
    fx_validate(&p, &l, SEV_INFO);
    diag_sort(&l);
    struct mq_summary sum;
    ck_assert_int_eq(mq_summary_build(&p, &sum), 0);
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    ck_assert_ptr_nonnull(f);
    const struct report_summary sums[] = {{mq_system(), &sum}};
    ck_assert_int_eq(report_write(f, fmt, flags, sums, with_summary ? 1 : 0, &l), 0);
    fclose(f);
    mq_summary_free(&sum);
    diag_free(&l);
    policy_free(&p);
    return buf;
}

START_TEST(report_text)
{
    char *out = render(REPORT_TEXT, 0, true);
    ck_assert_str_eq(out,
        "Cluster CLS1\n"
        "  Full repositories:    QM1\n"
        "  Partial repositories: QM3\n"
        "  Queue managers:\n"
        "    QM1  full     CLUSRCVR TO.QM1  CONNAME(h1(1414)) CLWLWGHT(50) CLWLPRTY(0) CLWLRANK(0)\n"
        "    QM3  partial  CLUSRCVR TO.QM3  CONNAME(h3(1414)) CLWLWGHT(60) CLWLPRTY(0) CLWLRANK(0)\n"
        "  Cluster queues:\n"
        "    CQ  QM1  QLOCAL   DEFBIND(OPEN) PUT(ENABLED)\n"
        "        QM3  QLOCAL   DEFBIND(NOTFIXED) PUT(ENABLED)\n"
        "  Not imported: the queue manager that CLUSSDR TO.QM2 on QM1 leads to (CONNAME(h2(1414)))\n"
        "\n"
        "qm1.mqsc:4:1: warning: cluster queue CQ on QM1 has CLWLUSEQ(QMGR) and QM1 has CLWLUSEQ(LOCAL): "
        "applications on QM1 always put to this local instance, never to the other instance [MQ014]\n"
        "qm1.mqsc:4:28: warning: cluster queue CQ has 2 instances (QM1, QM3), 1 with DEFBIND(OPEN) (QM1): "
        "each application handle sticks to one queue manager [MQ013]\n"
        "qm1.mqsc:1:10: info: QM1 is the only full repository of cluster CLS1 among the imported queue "
        "managers; 1 that its CLUSSDRs lead to is not imported, so the count is partial [MQ011]\n"
        "qm1.mqsc:3:1: info: CLUSSDR TO.QM2 on QM1 leads to a queue manager that is not imported "
        "(CONNAME(h2(1414))): the picture of cluster CLS1 is partial [MQ009]\n"
        "QMGR(QM3) QLOCAL('CQ'): info: cluster queue CQ on QM3 has CLWLUSEQ(QMGR) and QM3 has "
        "CLWLUSEQ(ANY): puts by applications on QM3 are balanced over this instance and the other "
        "instance, but messages arriving over cluster channels always stay here [MQ015]\n"
        "QMGR(QM3) CHANNEL('TO.QM3'): info: the messages put to cluster queue CQ are shared by weight: "
        "QM1 45% (CLWLWGHT 50), QM3 55% (CLWLWGHT 60), while these instances are available and equal "
        "in rank and priority [MQ018]\n"
        "0 errors, 2 warnings, 4 info\n");
    free(out);
}
END_TEST

START_TEST(report_json)
{
    char *out = render(REPORT_JSON, 0, true);
    tu_golden("report_cluster.json", out);
    free(out);
}
END_TEST

/* With explanations: under each finding its path (when a file position replaced it), the
 * explanation wrapped at 100 columns, and the source. */
START_TEST(report_text_explained)
{
    char *out = render(REPORT_TEXT, REPORT_EXPLAIN, false);
    const char *want =
        "qm1.mqsc:4:1: warning: cluster queue CQ on QM1 has CLWLUSEQ(QMGR) and QM1 has CLWLUSEQ(LOCAL): "
        "applications on QM1 always put to this local instance, never to the other instance [MQ014]\n"
        "    QMGR(QM1) QLOCAL('CQ')\n"
        "    When the effective CLWLUSEQ is LOCAL (the queue's LOCAL, or QMGR with the queue manager's LOCAL,\n"
        "    the default), a put by an application connected to a queue manager that hosts a put-enabled\n"
        "    instance always goes to that instance: the other instances get none of these messages. Set\n"
        "    CLWLUSEQ(ANY) on the queue, or on the queue manager, to balance them.\n"
        "    Source: Cluster workload balancing - queue manager attributes (IBM MQ 9.2): "
        "https://www.ibm.com/docs/en/SSFKSJ_9.2.0/com.ibm.mq.ref.con.doc/qmclus.html; "
        "Cluster workload balancing - queue attributes (IBM MQ 9.2): "
        "https://www.ibm.com/docs/SSFKSJ_9.2.0/com.ibm.mq.ref.con.doc/queclus.html; "
        "MQOPEN and clusters (IBM MQ 9.4): https://www.ibm.com/docs/SSFKSJ_9.4.0/develop/q027030_.html\n"
        "qm1.mqsc:4:28: warning: ";
    ck_assert_int_eq(strncmp(out, want, strlen(want)), 0);
    /* a finding without a file keeps its path on its own line only */
    ck_assert_ptr_nonnull(strstr(out, "[MQ018]\n    Among the instances of a cluster queue"));
    free(out);
}
END_TEST

/* JSON strings: quotes, backslashes and control characters escaped; valid UTF-8 kept; bytes that
 * are not UTF-8 (here 0xff and an overlong 0xc0 0xaf) written as \u00XX; unknown values null. */
START_TEST(report_json_escaping)
{
    struct diag_list l;
    diag_init(&l, 0);
    struct diag_at at = {"a\"b.mqsc", 2, 5, NULL, NULL};
    diag_add(&l, SEV_ERROR, "MQ027", at, "q\"b\\s\n\t\x01\xff \xc3\xa9 \xc0\xaf \xe2\x82\xac");
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    ck_assert_int_eq(report_write(f, REPORT_JSON, 0, NULL, 0, &l), 0);
    fclose(f);
    ck_assert_str_eq(buf,
        "{\n"
        "  \"summary\": null,\n"
        "  \"findings\": [\n"
        "    {\"id\": \"MQ027\", \"severity\": \"error\", \"path\": null, \"attribute\": null, "
        "\"file\": \"a\\\"b.mqsc\", \"line\": 2, \"column\": 5,\n"
        "     \"message\": \"q\\\"b\\\\s\\n\\t\\u0001\\u00ff \xc3\xa9 \\u00c0\\u00af \xe2\x82\xac\",\n"
        "     \"explanation\": null,\n"
        "     \"source\": null}\n"
        "  ],\n"
        "  \"counts\": {\"errors\": 1, \"warnings\": 0, \"info\": 0, \"not_shown\": 0}\n"
        "}\n");
    free(buf);
    diag_free(&l);
}
END_TEST

/* A finding longer than a line buffer (here by its file name) is written whole. */
START_TEST(report_text_long_finding)
{
    struct diag_list l;
    diag_init(&l, 0);
    char file[3001];
    memset(file, 'f', 3000);
    file[3000] = '\0';
    diag_add(&l, SEV_WARNING, "MQ013", (struct diag_at){file, 7, 3, NULL, NULL}, "DEFBIND(OPEN)");
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    ck_assert_int_eq(report_write(f, REPORT_TEXT, 0, NULL, 0, &l), 0);
    fclose(f);
    char want[3200];
    snprintf(want, sizeof want, "%s:7:3: warning: DEFBIND(OPEN) [MQ013]\n0 errors, 1 warning, 0 info\n", file);
    ck_assert_msg(strcmp(buf, want) == 0, "%zu bytes written: %.80s", strlen(buf), buf);
    free(buf);
    diag_free(&l);
}
END_TEST

START_TEST(report_empty)
{
    struct policy p;
    policy_init(&p);
    struct mq_summary sum;
    ck_assert_int_eq(mq_summary_build(&p, &sum), 0);
    struct diag_list l;
    diag_init(&l, 0);
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    const struct report_summary sums[] = {{mq_system(), &sum}};
    ck_assert_int_eq(report_write(f, REPORT_TEXT, 0, sums, 1, &l), 0);
    ck_assert_int_eq(report_write(f, REPORT_JSON, 0, sums, 1, &l), 0);
    fclose(f);
    ck_assert_str_eq(buf, "No clusters.\n\n0 errors, 0 warnings, 0 info\n"
                          "{\n  \"summary\": {\n    \"clusters\": []\n  },\n  \"findings\": [],\n"
                          "  \"counts\": {\"errors\": 0, \"warnings\": 0, \"info\": 0, \"not_shown\": 0}\n}\n");
    free(buf);
    mq_summary_free(&sum);
    policy_free(&p);
}
END_TEST

/* A cluster of 998 partial repositories: the names wrap under the first one within 78 columns and
 * stop after twenty with the count of the rest. */
START_TEST(report_text_wraps_long_name_lists)
{
    enum { N = 998 };
    static char names[N][16];
    static const char *partial[N];
    for (int i = 0; i < N; i++) {
        snprintf(names[i], sizeof names[i], "QM%04d", i + 1);
        partial[i] = names[i];
    }
    const char *full[] = {"QMFULL"};
    struct mq_sum_cluster cl = {.name = "BIG", .full = full, .nfull = 1, .partial = partial, .npartial = N};
    struct mq_summary sum = {.v = &cl, .n = 1};
    struct diag_list l;
    diag_init(&l, 0);
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    const struct report_summary sums[] = {{mq_system(), &sum}};
    ck_assert_int_eq(report_write(f, REPORT_TEXT, 0, sums, 1, &l), 0);
    fclose(f);
    const char *at = strstr(buf, "  Partial repositories:");
    ck_assert_ptr_nonnull(at);
    const char *want = "  Partial repositories: QM0001, QM0002, QM0003, QM0004, QM0005, QM0006,\n"
                       "                        QM0007, QM0008, QM0009, QM0010, QM0011, QM0012,\n"
                       "                        QM0013, QM0014, QM0015, QM0016, QM0017, QM0018,\n"
                       "                        QM0019, QM0020, \xe2\x80\xa6 and 978 more\n";
    ck_assert_msg(strncmp(at, want, strlen(want)) == 0, "got %.400s", at);
    for (const char *line = buf; *line;) {
        size_t w = strcspn(line, "\n");
        ck_assert_uint_le(w, 78);
        line += w + (line[w] != '\0');
    }
    free(buf);
    diag_free(&l);
}
END_TEST

/* The findings of report_screen: 30 warnings of MQ013, 4 notes of MQ015 and, last in the list's
 * order, one error of MQ019 made an error (the level of a run). */
static void screen_findings(struct diag_list *l)
{
    diag_init(l, 0);
    for (int i = 0; i < 2; i++)
        diag_add(l, SEV_INFO, "MQ015", (struct diag_at){"a.mqsc", (unsigned)(1 + i), 1, NULL, NULL}, "note %d", i);
    for (int i = 0; i < 30; i++)
        diag_add(l, SEV_WARNING, "MQ013", (struct diag_at){"b.mqsc", (unsigned)(1 + i), 1, NULL, NULL},
                 "warning %d", i);
    for (int i = 0; i < 2; i++)
        diag_add(l, SEV_INFO, "MQ015", (struct diag_at){"c.mqsc", (unsigned)(1 + i), 1, NULL, NULL}, "note %d", 2 + i);
    diag_add(l, SEV_ERROR, "MQ019", (struct diag_at){"d.mqsc", 9, 1, NULL, NULL}, "the error");
}

/* The report of screen_findings (or of its first finding alone when one) and a cluster of 998
 * partial repositories within s. */
static char *render_screen(const struct report_screen *s, bool one)
{
    enum { N = 998 };
    static char names[N][16];
    static const char *partial[N];
    for (int i = 0; i < N; i++) {
        snprintf(names[i], sizeof names[i], "QM%04d", i + 1);
        partial[i] = names[i];
    }
    const char *full[] = {"QMFULL"};
    struct mq_sum_cluster cl = {.name = "BIG", .full = full, .nfull = 1, .partial = partial, .npartial = N};
    struct mq_summary sum = {.v = &cl, .n = 1};
    struct diag_list l;
    if (one) {
        diag_init(&l, 0);
        diag_add(&l, SEV_INFO, "MQ015", (struct diag_at){"a.mqsc", 1, 1, NULL, NULL}, "note 0");
    } else {
        screen_findings(&l);
    }
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    const struct report_summary sums[] = {{mq_system(), &sum}};
    ck_assert_int_eq(report_write_screen(f, 0, sums, 1, &l, NULL, s), 0);
    fclose(f);
    diag_free(&l);
    return buf;
}

/* Lines of text. */
static size_t lines_of(const char *text)
{
    size_t n = 0;
    for (; *text; text++)
        n += *text == '\n';
    return n;
}

/* 23 lines: the cluster's line of the Validate panel, the findings by rule (the error first), the
 * error first among the findings, and how many are not shown. */
START_TEST(report_screen_file)
{
    char *out = render_screen(&(struct report_screen){23, 0}, false);
    ck_assert_str_eq(out,
        "Cluster    BIG: full QMFULL; partial QM0001, QM0002, QM0003, QM0004, QM0005, QM0006, QM0007 \xe2\x80\xa6 and 991 more; 0 cluster queues\n"
        "\n"
        "MQ019   error          1  NETPRTY on the only CLUSRCVR of a queue manager\n"
        "MQ013   warning       30  DEFBIND(OPEN) on a cluster queue with several instances\n"
        "MQ015   info           4  CLWLUSEQ(ANY) does not re-balance messages from cluster channels\n"
        "\n"
        "d.mqsc:9:1: error: the error [MQ019]\n"
        "b.mqsc:1:1: warning: warning 0 [MQ013]\n"
        "b.mqsc:2:1: warning: warning 1 [MQ013]\n"
        "b.mqsc:3:1: warning: warning 2 [MQ013]\n"
        "b.mqsc:4:1: warning: warning 3 [MQ013]\n"
        "b.mqsc:5:1: warning: warning 4 [MQ013]\n"
        "b.mqsc:6:1: warning: warning 5 [MQ013]\n"
        "b.mqsc:7:1: warning: warning 6 [MQ013]\n"
        "b.mqsc:8:1: warning: warning 7 [MQ013]\n"
        "b.mqsc:9:1: warning: warning 8 [MQ013]\n"
        "b.mqsc:10:1: warning: warning 9 [MQ013]\n"
        "b.mqsc:11:1: warning: warning 10 [MQ013]\n"
        "b.mqsc:12:1: warning: warning 11 [MQ013]\n"
        "b.mqsc:13:1: warning: warning 12 [MQ013]\n"
        "b.mqsc:14:1: warning: warning 13 [MQ013]\n"
        "1 error, 30 warnings, 4 info\n"
        "20 of 35 findings not shown to fit 23 lines (--all shows every one and the whole summary)\n");
    ck_assert_uint_eq(lines_of(out), 23);
    free(out);
}
END_TEST

/* On a terminal 40 columns wide a line of 41 to 80 characters takes two of its lines; the
 * summary leaves the room to the findings when it would take more than a third of it. */
START_TEST(report_screen_terminal)
{
    char *out = render_screen(&(struct report_screen){16, 40}, false);
    /* rows at 40 columns: the rules 2, 3 (81 characters) and 3; 1; three findings of 1; 1 and 3 */
    ck_assert_str_eq(out,
        "MQ019   error          1  NETPRTY on the only CLUSRCVR of a queue manager\n"
        "MQ013   warning       30  DEFBIND(OPEN) on a cluster queue with several instances\n"
        "MQ015   info           4  CLWLUSEQ(ANY) does not re-balance messages from cluster channels\n"
        "\n"
        "d.mqsc:9:1: error: the error [MQ019]\n"
        "b.mqsc:1:1: warning: warning 0 [MQ013]\n"
        "b.mqsc:2:1: warning: warning 1 [MQ013]\n"
        "1 error, 30 warnings, 4 info\n"
        "32 of 35 findings not shown to fit 16 lines (--all shows every one and the whole summary)\n");
    free(out);
    /* 12 lines leave none to the findings: no blank line after the rules */
    out = render_screen(&(struct report_screen){12, 40}, false);
    ck_assert_str_eq(out,
        "MQ019   error          1  NETPRTY on the only CLUSRCVR of a queue manager\n"
        "MQ013   warning       30  DEFBIND(OPEN) on a cluster queue with several instances\n"
        "MQ015   info           4  CLWLUSEQ(ANY) does not re-balance messages from cluster channels\n"
        "1 error, 30 warnings, 4 info\n"
        "35 of 35 findings not shown to fit 12 lines (--all shows every one and the whole summary)\n");
    free(out);
}
END_TEST

/* Every finding fits but the summary does not: the summary abridged, and the line saying so. */
START_TEST(report_screen_abridged)
{
    char *out = render_screen(&(struct report_screen){8, 0}, true);
    ck_assert_str_eq(out,
        "Cluster    BIG: full QMFULL; partial QM0001, QM0002, QM0003, QM0004, QM0005, QM0006, QM0007 \xe2\x80\xa6 and 991 more; 0 cluster queues\n"
        "\n"
        "MQ015   info           1  CLWLUSEQ(ANY) does not re-balance messages from cluster channels\n"
        "\n"
        "a.mqsc:1:1: info: note 0 [MQ015]\n"
        "0 errors, 0 warnings, 1 info\n"
        "the summary is abridged to fit 8 lines (--all shows it whole)\n");
    free(out);
}
END_TEST

/* A report that fits is the whole report; no bound is the whole report too. */
START_TEST(report_screen_whole)
{
    struct diag_list l;
    diag_init(&l, 0);
    diag_add(&l, SEV_WARNING, "MQ013", (struct diag_at){"b.mqsc", 1, 1, NULL, NULL}, "one");
    char *a = NULL, *b = NULL, *c = NULL;
    size_t na = 0, nb = 0, nc = 0;
    FILE *fa = open_memstream(&a, &na), *fb = open_memstream(&b, &nb), *fc = open_memstream(&c, &nc);
    ck_assert_int_eq(report_write(fa, REPORT_TEXT, 0, NULL, 0, &l), 0);
    ck_assert_int_eq(report_write_screen(fb, 0, NULL, 0, &l, NULL, &(struct report_screen){2, 0}), 0);
    ck_assert_int_eq(report_write_screen(fc, 0, NULL, 0, &l, NULL, &(struct report_screen){1, 0}), 0);
    fclose(fa);
    fclose(fb);
    fclose(fc);
    ck_assert_str_eq(a, "b.mqsc:1:1: warning: one [MQ013]\n0 errors, 1 warning, 0 info\n");
    ck_assert_str_eq(b, a);
    /* one line: the footer alone, whole */
    ck_assert_str_eq(c, "0 errors, 1 warning, 0 info\n"
                        "1 of 1 finding not shown to fit 1 line (--all shows every one)\n");
    free(a);
    free(b);
    free(c);
    struct diag_list big;
    screen_findings(&big);
    char *d = NULL;
    size_t nd = 0;
    FILE *fd = open_memstream(&d, &nd);
    ck_assert_int_eq(report_write_screen(fd, 0, NULL, 0, &big, NULL, &(struct report_screen){0, 0}), 0);
    fclose(fd);
    ck_assert_uint_eq(lines_of(d), 36);
    free(d);
    diag_free(&big);
    diag_free(&l);
}
END_TEST

Suite *suite_report(void)
{
    Suite *s = suite_create("report");
    TCase *tc = tcase_create("report");
    tcase_add_test(tc, report_text);
    tcase_add_test(tc, report_json);
    tcase_add_test(tc, report_text_explained);
    tcase_add_test(tc, report_json_escaping);
    tcase_add_test(tc, report_text_long_finding);
    tcase_add_test(tc, report_empty);
    tcase_add_test(tc, report_text_wraps_long_name_lists);
    tcase_add_test(tc, report_screen_file);
    tcase_add_test(tc, report_screen_terminal);
    tcase_add_test(tc, report_screen_abridged);
    tcase_add_test(tc, report_screen_whole);
    suite_add_tcase(s, tc);
    return s;
}
