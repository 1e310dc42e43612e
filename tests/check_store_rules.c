/* tests/check_store_rules.c — store_rules.c: rule levels and suppressions kept in journal batches,
 * listed by the history, undone exactly, and refused without a batch or with a bad reason. */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "store/store.h"
#include "tests/tstore.h"
#include "tests/tutil.h"

/* Opens a transaction and a batch by tester at when. */
static void begin(struct ts_fx *f, const char *when)
{
    ck_assert_int_eq(store_begin(f->s, &f->err), STORE_OK);
    ck_assert_int_eq(store_batch(f->s, "tester", when, "rules", NULL, NULL, &f->err), STORE_OK);
}

static void commit(struct ts_fx *f)
{
    ck_assert_msg(store_commit(f->s, &f->err) == STORE_OK, "%s", f->err.msg);
}

/* Levels set, changed, set again to the same (nothing journalled) and replaced; the history's
 * rows say what each batch did. */
START_TEST(levels_journalled)
{
    struct ts_fx f;
    ts_fx_init(&f);
    begin(&f, "2026-12-02T09:00:00Z");
    ck_assert_int_eq(store_rule_level_set(f.s, "MQ014", RULE_OFF, &f.err), STORE_OK);
    ck_assert_int_eq(store_rule_level_set(f.s, "MQ018", SEV_ERROR, &f.err), STORE_OK);
    ck_assert_int_eq(store_rule_level_set(f.s, "MQ018", SEV_ERROR, &f.err), STORE_OK);
    commit(&f);
    begin(&f, "2026-12-02T09:05:00Z");
    struct rule_level v[] = {{"MQ018", SEV_WARNING}, {"WLM038", SEV_INFO}};
    ck_assert_int_eq(store_rule_levels_replace(f.s, v, 2, &f.err), STORE_OK);
    commit(&f);
    struct rule_level *got;
    size_t n;
    ck_assert_int_eq(store_rule_levels(f.s, &got, &n, &f.err), STORE_OK);
    ck_assert_uint_eq(n, 2);
    ck_assert_str_eq(got[0].rule, "MQ018");
    ck_assert_int_eq(got[0].level, SEV_WARNING);
    ck_assert_str_eq(got[1].rule, "WLM038");
    ck_assert_int_eq(got[1].level, SEV_INFO);
    free(got);
    ts_assert_sql(&f, "SELECT batch_id, n, seq, path, attr, coalesce(old, '-'), coalesce(new, '-') FROM journal_change"
                      " ORDER BY batch_id, n;",
                  "1|1|0|RULE(MQ014)|LEVEL|-|off\n1|2|0|RULE(MQ018)|LEVEL|-|error\n"
                  "2|1|0|RULE(MQ014)|LEVEL|off|-\n2|2|0|RULE(MQ018)|LEVEL|error|warning\n"
                  "2|3|0|RULE(WLM038)|LEVEL|-|info\n");
    int64_t undo = 0;
    ck_assert_msg(store_undo(f.s, 2, "tester", "2026-12-02T09:10:00Z", &undo, &f.err) == STORE_OK, "%s", f.err.msg);
    ts_assert_sql(&f, "SELECT rule, level FROM rule_level ORDER BY rule;", "MQ014|off\nMQ018|error\n");
    ts_fx_done(&f);
}
END_TEST

/* A suppression deleted by a later batch: undoing the batch that made it is refused, naming it,
 * and changes nothing; undoing the delete first, then the making, leaves none. */
START_TEST(undo_refused_when_changed_since)
{
    struct ts_fx f;
    ts_fx_init(&f);
    struct suppression sp = {.rule = "MQ014", .path = "QMGR(QM5)", .reason = "QM5 serves its own first",
                             .until = "2027-03-31"};
    begin(&f, "2026-12-02T09:00:00Z");
    ck_assert_int_eq(store_suppression_add(f.s, &sp, &f.err), STORE_OK);
    commit(&f);
    ck_assert_int_eq(sp.id, 1);
    ck_assert_str_eq(sp.who, "tester");
    ck_assert_str_eq(sp.at, "2026-12-02T09:00:00Z");
    begin(&f, "2026-12-02T09:01:00Z");
    ck_assert_int_eq(store_suppression_delete(f.s, 1, &f.err), STORE_OK);
    ck_assert_int_eq(store_suppression_delete(f.s, 1, &f.err), STORE_NOTFOUND);
    commit(&f);
    char *before = ts_sql(f.path, ".dump");
    ck_assert_int_eq(store_undo(f.s, 1, "tester", NULL, NULL, &f.err), STORE_CONFLICT);
    ck_assert_str_eq(f.err.msg, "suppression #1 changed after batch 1: nothing was undone");
    char *after = ts_sql(f.path, ".dump");
    ck_assert_str_eq(after, before);
    free(before);
    free(after);
    int64_t undo = 0;
    ck_assert_int_eq(store_undo(f.s, 2, "tester", "2026-12-02T09:02:00Z", &undo, &f.err), STORE_OK);
    struct suppression *v;
    size_t n;
    ck_assert_int_eq(store_suppressions(f.s, &v, &n, &f.err), STORE_OK);
    ck_assert_uint_eq(n, 1);
    ck_assert_int_eq(v[0].id, 1);
    ck_assert_str_eq(v[0].path, "QMGR(QM5)");
    ck_assert_str_eq(v[0].reason, "QM5 serves its own first");
    ck_assert_str_eq(v[0].who, "tester");
    ck_assert_str_eq(v[0].until, "2027-03-31");
    suppressions_free(v, n);
    ck_assert_int_eq(store_undo(f.s, 1, "tester", "2026-12-02T09:03:00Z", &undo, &f.err), STORE_OK);
    ts_assert_sql(&f, "SELECT count(*) FROM suppression; SELECT seq FROM sqlite_sequence WHERE name = 'suppression';",
                  "0\n1\n");
    /* numbers are never given twice */
    begin(&f, "2026-12-02T09:04:00Z");
    ck_assert_int_eq(store_suppression_add(f.s, &sp, &f.err), STORE_OK);
    commit(&f);
    ck_assert_int_eq(sp.id, 2);
    ts_fx_done(&f);
}
END_TEST

/* A reason of two lines is refused and the transaction changes nothing; a write without a batch
 * is refused. */
START_TEST(bad_writes_refused)
{
    struct ts_fx f;
    ts_fx_init(&f);
    char *before = ts_sql(f.path, ".dump");
    struct suppression sp = {.rule = "MQ014", .path = "QMGR(QM5)", .reason = "two\nlines"};
    begin(&f, "2026-12-02T09:00:00Z");
    ck_assert_int_eq(store_suppression_add(f.s, &sp, &f.err), STORE_CONSTRAINT);
    ck_assert_str_eq(f.err.field, "reason");
    store_rollback(f.s);
    ck_assert_int_eq(store_begin(f.s, &f.err), STORE_OK);
    ck_assert_int_eq(store_rule_level_set(f.s, "MQ014", RULE_OFF, &f.err), STORE_IO);
    ck_assert_str_eq(strstr(f.err.msg, ": "), ": rule settings are written in a journal batch");
    store_rollback(f.s);
    char *after = ts_sql(f.path, ".dump");
    ck_assert_str_eq(after, before);
    free(before);
    free(after);
    ts_fx_done(&f);
}
END_TEST

Suite *suite_store_rules(void)
{
    Suite *s = suite_create("store_rules");
    TCase *tc = tcase_create("journal");
    tcase_add_test(tc, levels_journalled);
    tcase_add_test(tc, undo_refused_when_changed_since);
    tcase_add_test(tc, bad_writes_refused);
    suite_add_tcase(s, tc);
    return s;
}
