/* tests/check_rulecfg.c — model/rulecfg.h: rule levels, suppressions (path prefixes, end dates) and
 * baselines applied to findings, and the fingerprint they rest on. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/model.h"

/* Four findings: MQ014 twice (QM5's queue and QM50's queue), MQ013 on QM5, WLM012 as an error. */
static void four(struct diag_list *l)
{
    diag_init(l, 0);
    ck_assert_int_eq(diag_defer(l), 0);
    ck_assert_ptr_nonnull(diag_add(l, SEV_WARNING, "MQ014", (struct diag_at){"a.mqsc", 3, 1, "QMGR(QM5) QLOCAL('A')", NULL},
                                   "queue %s on %s", "A", "QM5"));
    ck_assert_ptr_nonnull(diag_add(l, SEV_WARNING, "MQ014", (struct diag_at){"b.mqsc", 4, 1, "QMGR(QM50) QLOCAL('A')", NULL},
                                   "queue %s on %s", "A", "QM50"));
    ck_assert_ptr_nonnull(diag_add(l, SEV_WARNING, "MQ013", (struct diag_at){"a.mqsc", 5, 1, "QMGR(QM5) QLOCAL('B')", NULL},
                                   "DEFBIND(OPEN) on %s", "B"));
    ck_assert_ptr_nonnull(diag_add(l, SEV_ERROR, "WLM012", (struct diag_at){NULL, 0, 0, "DEFINITION(D)", NULL}, "%s",
                                   "no policy"));
}

START_TEST(levels_take_out_and_change_severity)
{
    struct diag_list l;
    four(&l);
    struct rule_level lv[] = {{"MQ014", RULE_OFF}, {"MQ013", SEV_ERROR}, {"MQ013", SEV_INFO}};
    struct finding_filter f = {.levels = lv, .nlevels = 3};
    struct filter_result r;
    ck_assert_int_eq(finding_filter_apply(&l, &f, &r), 0);
    ck_assert_uint_eq(l.n, 2);
    ck_assert_str_eq(l.v[0].id, "MQ013");
    ck_assert_int_eq(l.v[0].sev, SEV_INFO);   /* the later level wins */
    ck_assert_str_eq(l.v[1].id, "WLM012");
    ck_assert_uint_eq(l.count[SEV_ERROR], 1);
    ck_assert_uint_eq(l.count[SEV_WARNING], 0);
    ck_assert_uint_eq(l.count[SEV_INFO], 1);
    ck_assert_uint_eq(r.noff, 1);
    ck_assert_str_eq(r.off[0].rule, "MQ014");
    ck_assert_uint_eq(r.off[0].n, 2);
    filter_result_free(&r);
    diag_free(&l);
}
END_TEST

START_TEST(suppression_covers_a_subtree_at_element_ends)
{
    struct suppression s = {.rule = "MQ014", .path = "QMGR(QM5)", .reason = "r"};
    ck_assert(suppression_covers(&s, "MQ014", "QMGR(QM5)"));
    ck_assert(suppression_covers(&s, "MQ014", "QMGR(QM5) QLOCAL('A')"));
    ck_assert(!suppression_covers(&s, "MQ014", "QMGR(QM50) QLOCAL('A')"));
    ck_assert(!suppression_covers(&s, "MQ013", "QMGR(QM5) QLOCAL('A')"));
    ck_assert(!suppression_covers(&s, "MQ014", NULL));
    strcpy(s.until, "2026-12-01");
    ck_assert(!suppression_ran_out(&s, "2026-12-01"));   /* it hides through its last day */
    ck_assert(suppression_ran_out(&s, "2026-12-02"));
    s.until[0] = '\0';
    ck_assert(!suppression_ran_out(&s, "2999-01-01"));
}
END_TEST

START_TEST(suppressions_hide_and_run_out)
{
    struct diag_list l;
    four(&l);
    struct suppression s[] = {{.id = 7, .rule = "MQ014", .path = "QMGR(QM5)", .reason = "by design"},
                              {.id = 8, .rule = "MQ013", .path = "QMGR(QM5) QLOCAL('B')", .reason = "old",
                               .until = "2026-12-01"}};
    struct finding_filter f = {.supps = s, .nsupps = 2, .today = "2026-12-02"};
    struct filter_result r;
    ck_assert_int_eq(finding_filter_apply(&l, &f, &r), 0);
    ck_assert_uint_eq(r.nsuppressed, 1);
    ck_assert_str_eq(r.suppressed[0].path, "QMGR(QM5) QLOCAL('A')");
    ck_assert_uint_eq(r.suppressed[0].mark, 1);
    ck_assert_uint_eq(l.n, 3);
    ck_assert_str_eq(l.v[0].path, "QMGR(QM50) QLOCAL('A')");
    ck_assert_uint_eq(l.v[0].mark, 0);
    ck_assert_str_eq(l.v[1].id, "MQ013");
    ck_assert_uint_eq(l.v[1].mark, 2);   /* shown, marked: its suppression ran out */
    ck_assert_uint_eq(r.ran_out, 1);
    ck_assert_uint_eq(l.count[SEV_WARNING], 2);
    filter_result_free(&r);
    diag_free(&l);
}
END_TEST

/* The fingerprint: rule, path and message, not file, line or column. */
START_TEST(fingerprint_ignores_where_the_finding_was_read)
{
    struct diag_list a, b;
    diag_init(&a, 0);
    diag_init(&b, 0);
    diag_add(&a, SEV_WARNING, "MQ014", (struct diag_at){"x/a.mqsc", 3, 1, "QMGR(QM5) QLOCAL('A')", NULL}, "q %s", "A");
    diag_add(&b, SEV_WARNING, "MQ014", (struct diag_at){"y/b.mqsc", 9, 7, "QMGR(QM5) QLOCAL('A')", NULL}, "q %s", "A");
    diag_add(&b, SEV_WARNING, "MQ014", (struct diag_at){"y/b.mqsc", 9, 7, "QMGR(QM5) QLOCAL('A')", NULL}, "q %s", "B");
    diag_add(&b, SEV_WARNING, "MQ013", (struct diag_at){"y/b.mqsc", 9, 7, "QMGR(QM5) QLOCAL('A')", NULL}, "q %s", "A");
    ck_assert(diag_fingerprint(&a.v[0]) == diag_fingerprint(&b.v[0]));
    ck_assert(diag_fingerprint(&a.v[0]) != diag_fingerprint(&b.v[1]));
    ck_assert(diag_fingerprint(&a.v[0]) != diag_fingerprint(&b.v[2]));
    diag_free(&a);
    diag_free(&b);
}
END_TEST

static int cmp_u64(const void *x, const void *y)
{
    uint64_t a = *(const uint64_t *)x, b = *(const uint64_t *)y;
    return a < b ? -1 : a > b;
}

START_TEST(baseline_takes_out_known_findings_and_counts_the_gone)
{
    struct diag_list l;
    four(&l);
    uint64_t base[3] = {diag_fingerprint(&l.v[0]), diag_fingerprint(&l.v[3]), 42};
    qsort(base, 3, sizeof base[0], cmp_u64);
    struct finding_filter f = {.baseline = base, .nbaseline = 3};
    struct filter_result r;
    ck_assert_int_eq(finding_filter_apply(&l, &f, &r), 0);
    ck_assert_uint_eq(l.n, 2);
    ck_assert_str_eq(l.v[0].path, "QMGR(QM50) QLOCAL('A')");
    ck_assert_str_eq(l.v[1].id, "MQ013");
    ck_assert_uint_eq(r.baselined, 2);
    ck_assert_uint_eq(r.baseline_gone, 1);
    ck_assert_uint_eq(l.count[SEV_ERROR], 0);
    filter_result_free(&r);
    diag_free(&l);
    /* the same baseline with MQ014 off and WLM012 suppressed: their entries are not gone */
    four(&l);
    struct rule_level lv[] = {{"MQ014", RULE_OFF}};
    struct suppression s[] = {{.id = 1, .rule = "WLM012", .path = "DEFINITION(D)", .reason = "r"}};
    struct finding_filter g = {.levels = lv, .nlevels = 1, .supps = s, .nsupps = 1, .baseline = base, .nbaseline = 3};
    ck_assert_int_eq(finding_filter_apply(&l, &g, &r), 0);
    ck_assert_uint_eq(l.n, 1);
    ck_assert_str_eq(l.v[0].id, "MQ013");
    ck_assert_uint_eq(r.baselined, 0);
    ck_assert_uint_eq(r.baseline_gone, 1);
    ck_assert_uint_eq(r.nsuppressed, 1);
    filter_result_free(&r);
    diag_free(&l);
}
END_TEST

START_TEST(levels_and_dates_parse)
{
    ck_assert_int_eq(rule_level_parse("off"), RULE_OFF);
    ck_assert_int_eq(rule_level_parse("error"), SEV_ERROR);
    ck_assert_int_eq(rule_level_parse("info"), SEV_INFO);
    ck_assert_int_eq(rule_level_parse("OFF"), -1);
    ck_assert_str_eq(rule_level_name(RULE_OFF), "off");
    ck_assert_int_eq(rule_date_check("2027-03-31"), 0);
    ck_assert_int_eq(rule_date_check("2028-02-29"), 0);
    ck_assert_int_eq(rule_date_check("2027-02-29"), -1);
    ck_assert_int_eq(rule_date_check("2027-04-31"), -1);
    ck_assert_int_eq(rule_date_check("2027-3-31"), -1);
    ck_assert_int_eq(rule_date_check("tomorrow"), -1);
}
END_TEST

Suite *suite_rulecfg(void)
{
    Suite *s = suite_create("rulecfg");
    TCase *tc = tcase_create("filter");
    tcase_add_test(tc, levels_take_out_and_change_severity);
    tcase_add_test(tc, suppression_covers_a_subtree_at_element_ends);
    tcase_add_test(tc, suppressions_hide_and_run_out);
    tcase_add_test(tc, fingerprint_ignores_where_the_finding_was_read);
    tcase_add_test(tc, baseline_takes_out_known_findings_and_counts_the_gone);
    tcase_add_test(tc, levels_and_dates_parse);
    suite_add_tcase(s, tc);
    return s;
}
