/* tests/check_mqsc_kwfacts.c — the reader's look-ups done once: the facts of a keyword on its
 * object (mqsc_kwfacts.c) are the model's own answers, and the values a file found valid
 * (mqsc_checked.c) are given back only for the same check and text. */
#include <check.h>
#include <string.h>

#include "import/mqsc/mqsc_reader.h"
#include "model/mq/mq_model.h"

static const struct mqsc_kw_facts *facts(const char *object, const char *kw, struct mqsc_kw_facts *scratch)
{
    return mqsc_kw_facts(object, object ? mqsc_kw_hash(object) : 0, kw, mqsc_kw_hash(kw), scratch);
}

START_TEST(facts_are_the_models_answers)
{
    struct mqsc_kw_facts scratch;
    const struct kind_def *ql = mq_kind(MQ_QLOCAL);
    const struct mqsc_kw_facts *f = facts("QLOCAL", "CLWLPRTY", &scratch);   /* modelled */
    ck_assert_ptr_ne(f, &scratch);   /* indexed */
    ck_assert(f->kinds & (UINT64_C(1) << MQ_QLOCAL));
    ck_assert(f->kinds & (UINT64_C(1) << MQ_CLUSRCVR));
    ck_assert(!(f->kinds & (UINT64_C(1) << MQ_QMGR)));
    ck_assert_int_eq(f->attr, schema_attr_native(ql, "CLWLPRTY"));
    ck_assert_int_ge(f->attr, 0);
    ck_assert_int_eq(f->listed, 1);
    ck_assert_ptr_null(f->pair);

    f = facts("QLOCAL", "MAXDEPTH", &scratch);   /* kept verbatim, its value checked by its row */
    ck_assert_ptr_ne(f, &scratch);
    ck_assert_uint_eq(f->kinds, 0);
    ck_assert_int_eq(f->attr, -1);
    ck_assert_int_eq(f->listed, 1);
    ck_assert_ptr_eq(f->row, mq_keyword_row("QLOCAL", "MAXDEPTH"));
    ck_assert_ptr_nonnull(f->row);
    ck_assert_str_eq(f->kw, "MAXDEPTH");   /* the set's own string, for parameters to share */

    f = facts("QLOCAL", "NOTRIGGER", &scratch);
    ck_assert_str_eq(f->pair, "TRIGGER");
    ck_assert_int_eq(f->listed, 1);

    f = facts("QLOCAL", "MAXDPTH", &scratch);   /* no keyword of QLOCAL: answered each time */
    ck_assert_ptr_eq(f, &scratch);
    ck_assert_ptr_null(f->kw);
    ck_assert_int_eq(f->listed, 0);
    ck_assert_uint_eq(f->kinds, 0);
    ck_assert_int_eq(f->attr, -1);
    ck_assert_ptr_null(f->row);

    f = facts("AUTHREC", "PROFILE", &scratch);   /* a record's set: no kind */
    ck_assert_int_eq(f->listed, 1);
    ck_assert_int_eq(f->attr, -1);
    ck_assert_ptr_nonnull(f->row);

    f = facts("STOP_CHANNEL", "MODE", &scratch);   /* an operational command: no set, a value row */
    ck_assert_int_eq(f->listed, -1);
    ck_assert_ptr_eq(f->row, mq_keyword_row("STOP_CHANNEL", "MODE"));
    ck_assert_ptr_nonnull(f->row);

    f = facts(NULL, "MODE", &scratch);
    ck_assert_int_eq(f->listed, -1);
    ck_assert_ptr_null(f->row);
}
END_TEST

START_TEST(keyword_sets_in_table_order)
{
    const struct mq_keyword_set *first = mq_keyword_set_at(0), *set;
    ck_assert_str_eq(first->object, "QMGR");
    size_t n = 0;
    for (; (set = mq_keyword_set_at(n)) != NULL; n++)
        ck_assert_ptr_eq(mq_keywords(set->object), set);
    ck_assert_uint_gt(n, 20);
    ck_assert_ptr_null(mq_keyword_set_at(n + 5));
}
END_TEST

START_TEST(a_value_found_valid_comes_back_for_its_check_only)
{
    struct mqsc_checked c;
    struct mqsc_checked_key key;
    static const int check_a = 0, check_b = 0;
    ck_assert_int_eq(mqsc_checked_init(&c), 0);
    ck_assert_ptr_null(mqsc_checked_get(&c, &check_a, "enabled", &key));
    mqsc_checked_put(&c, &check_a, "enabled", &key, "ENABLED");
    ck_assert_str_eq(mqsc_checked_get(&c, &check_a, "enabled", &key), "ENABLED");
    ck_assert_ptr_null(mqsc_checked_get(&c, &check_b, "enabled", &key));
    ck_assert_ptr_null(mqsc_checked_get(&c, &check_a, "enable", &key));
    ck_assert_ptr_null(mqsc_checked_get(&c, &check_a, "enabledx", &key));
    /* a text of MQSC_CHECKED_LEN bytes or more is not kept */
    char longer[MQSC_CHECKED_LEN + 1];
    memset(longer, 'A', MQSC_CHECKED_LEN);
    longer[MQSC_CHECKED_LEN] = '\0';
    ck_assert_ptr_null(mqsc_checked_get(&c, &check_a, longer, &key));
    mqsc_checked_put(&c, &check_a, longer, &key, "A");
    ck_assert_ptr_null(mqsc_checked_get(&c, &check_a, longer, &key));
    mqsc_checked_free(&c);
    ck_assert_ptr_null(c.slot);
    /* without a cache nothing is kept, and nothing fails */
    ck_assert_ptr_null(mqsc_checked_get(&c, &check_a, "enabled", &key));
    mqsc_checked_put(&c, &check_a, "enabled", &key, "ENABLED");
    ck_assert_ptr_null(mqsc_checked_get(&c, &check_a, "enabled", &key));
}
END_TEST

START_TEST(integers_read_without_strtoll_as_with_it)
{
    const struct attr_def row = {.native = "MAXDEPTH", .type = AT_INT, .min = 0, .max = 999999999}, *a = &row;
    char num[32], msg[256];
    const char *v = "5000";
    ck_assert_ptr_eq(schema_canonical(a, v, num, sizeof num), v);   /* as %lld writes it: kept */
    v = "0";
    ck_assert_ptr_eq(schema_canonical(a, v, num, sizeof num), v);
    v = "123456789012345678";
    ck_assert_ptr_eq(schema_canonical(a, v, num, sizeof num), v);
    ck_assert_str_eq(schema_canonical(a, "0012", num, sizeof num), "12");
    ck_assert_str_eq(schema_canonical(a, "-0", num, sizeof num), "0");
    ck_assert_str_eq(schema_canonical(a, "1234567890123456789", num, sizeof num), "1234567890123456789");
    v = "99999999999999999999";   /* past long long: kept as written */
    ck_assert_ptr_eq(schema_canonical(a, v, num, sizeof num), v);
    ck_assert_int_eq(schema_value_check(a, "999999999", msg, sizeof msg), VF_NONE);
    ck_assert_int_eq(schema_value_check(a, "-1", msg, sizeof msg), VF_RANGE);
    ck_assert_str_eq(msg, "MAXDEPTH(-1) is out of range: MAXDEPTH must be from 0 to 999999999");
    ck_assert_int_eq(schema_value_check(a, "123456789012345678", msg, sizeof msg), VF_RANGE);
    ck_assert_str_eq(msg, "MAXDEPTH(123456789012345678) is out of range: MAXDEPTH must be from 0 to 999999999");
    ck_assert_int_eq(schema_value_check(a, "99999999999999999999", msg, sizeof msg), VF_RANGE);
    ck_assert_str_eq(msg, "MAXDEPTH('99999999999999999999') is not a number: MAXDEPTH must be from 0 to 999999999");
}
END_TEST

Suite *suite_mqsc_kwfacts(void)
{
    Suite *s = suite_create("mqsc_kwfacts");
    TCase *tc = tcase_create("kwfacts");
    tcase_add_test(tc, facts_are_the_models_answers);
    tcase_add_test(tc, keyword_sets_in_table_order);
    tcase_add_test(tc, a_value_found_valid_comes_back_for_its_check_only);
    tcase_add_test(tc, integers_read_without_strtoll_as_with_it);
    suite_add_tcase(s, tc);
    return s;
}
