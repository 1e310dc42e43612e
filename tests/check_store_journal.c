/* tests/check_store_journal.c — the change journal (batches and before-images) and the cache of
 * the last validation, which stays outside the journal and the revisions. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "store/store.h"
#include "tests/tstore.h"
#include "tests/tutil.h"
#include "model/mq/mq_model.h"

/* ---- journal ---------------------------------------------------------------------------------- */

/* codec_put_object of the object name (namespace ns) under top, plus the newline the tool adds. */
static char *image_of(const struct pol_object *top, const char *ns, const char *name)
{
    struct textbuf tb = {0};
    codec_put_object(&tb, ns ? pol_find(top, ns, name) : top);
    tb_puts(&tb, "\n");
    return tb.buf;
}

static void assert_image(struct ts_fx *f, int seq, char *want)
{
    char sql[128];
    snprintf(sql, sizeof sql, "SELECT image FROM journal_entry WHERE batch_id = 2 AND seq = %d;", seq);
    ts_assert_sql(f, sql, want);
    free(want);
}

/* A store holding QM1 (batch 1), read into before, then read into p, changed (a queue updated, a
 * channel deleted, a queue added, a record added) and saved by batch 2. */
struct changed {
    struct ts_fx f;
    struct policy before, p;
    struct pol_object *old, *top;
};

static void save_changes(struct changed *c)
{
    setenv("WLMCON_USER", "alice", 1);
    setenv("WLMCON_NOW", "2030-01-01T00:00:00Z", 1);
    ts_fx_init(&c->f);
    ts_save(c->f.s, ts_build_qm(&c->f.p, "QM1"), "import");
    policy_init(&c->before);
    policy_init(&c->p);
    c->old = ts_load_qm1(&c->f, &c->before);
    c->top = ts_load_qm1(&c->f, &c->p);
    ts_set_named(&c->p, c->top, "queue", "APP.Q1", "descr", "changed");
    pol_delete(pol_find(c->top, "channel", "TO.QM2"));
    pol_new(&c->p, mq_kind(MQ_QLOCAL), c->top, "NEW.Q");
    pol_add_record(&c->p, c->top, "SET", "AUTHREC", NULL, "AUTHREC|NEW", (struct pol_src){NULL, {0, 0}});
    struct store_error *err = &c->f.err;
    ck_assert_int_eq(store_begin(c->f.s, err), STORE_OK);
    int64_t batch;
    ck_assert_int_eq(store_batch(c->f.s, NULL, NULL, "save", NULL, &batch, err), STORE_OK);
    ck_assert_int_eq(batch, 2);
    ck_assert_int_eq(store_save_top(c->f.s, c->top, err), STORE_OK);
    ck_assert_int_eq(store_commit(c->f.s, err), STORE_OK);
}

static void changed_done(struct changed *c)
{
    policy_free(&c->before);
    policy_free(&c->p);
    ts_fx_done(&c->f);
}

static long long rev_of(const struct pol_object *top, const char *ns, const char *name)
{
    return (long long)pol_find(top, ns, name)->revision;
}

START_TEST(journal_holds_before_images)
{
    struct changed c;
    save_changes(&c);
    ts_assert_sql(&c.f, "SELECT id, who, at, action, coalesce(files, '-') FROM journal_batch ORDER BY id;",
                  "1|tester|2025-01-02T03:04:05Z|import|a.mqsc\n2|alice|2030-01-01T00:00:00Z|save|-\n");
    char want[512];
    long long top_old = (long long)c.old->revision, top_new = (long long)c.top->revision;
    snprintf(want, sizeof want,
             "1|update|QMGR|-|QM1|%lld|%lld\n2|update|QLOCAL|QM1|APP.Q1|%lld|%lld\n"
             "3|delete|CLUSSDR|QM1|TO.QM2|%lld|%lld\n4|insert|QLOCAL|QM1|NEW.Q|-|%lld\n"
             "5|records|QMGR|QM1|-|%lld|%lld\n",
             top_old, top_new, rev_of(c.old, "queue", "APP.Q1"), rev_of(c.top, "queue", "APP.Q1"),
             rev_of(c.old, "channel", "TO.QM2"), top_new + 2, rev_of(c.top, "queue", "NEW.Q"), top_old,
             top_new);
    ts_assert_sql(&c.f, "SELECT seq, op, kind, coalesce(top, '-'), name, coalesce(old_revision, '-'),"
                        " revision FROM journal_entry WHERE batch_id = 2 AND op <> 'records' ORDER BY seq;"
                        " SELECT seq, op, kind, top, coalesce(name, '-'), old_revision, revision"
                        " FROM journal_entry WHERE batch_id = 2 AND op = 'records';", want);
    assert_image(&c.f, 1, image_of(c.old, NULL, NULL));
    assert_image(&c.f, 2, image_of(c.old, "queue", "APP.Q1"));
    assert_image(&c.f, 3, image_of(c.old, "channel", "TO.QM2"));
    ts_assert_sql(&c.f, "SELECT image IS NULL FROM journal_entry WHERE batch_id = 2 AND seq = 4;", "1\n");
    changed_done(&c);
}
END_TEST

/* The text of records recs[0..n), plus the newline the tool adds. */
static void put_records(struct textbuf *tb, struct pol_record *const *recs, size_t n)
{
    for (size_t i = 0; i < n; i++)
        codec_put_record(tb, recs[i]);
    tb_puts(tb, "\n");
}

/* The records image reads back as the records that were stored. */
START_TEST(journal_records_image_reads_back)
{
    struct changed c;
    save_changes(&c);
    struct textbuf tb = {0}, again = {0};
    put_records(&tb, c.old->scope->recs, c.old->scope->nrecs);
    char *img = ts_sql(c.f.path, "SELECT image FROM journal_entry WHERE batch_id = 2 AND seq = 5;");
    ck_assert_str_eq(img, tb.buf);
    struct pol_object *back = pol_new(&c.before, mq_kind(MQ_QMGR), NULL, "QM1");
    ck_assert_int_eq(codec_get_records(&c.before, back, img), 4);
    put_records(&again, back->scope->recs, back->scope->nrecs);
    ck_assert_str_eq(again.buf, tb.buf);
    ck_assert_str_eq(back->scope->recs[1]->params[0].value, "GET");
    ck_assert_ptr_null(back->scope->recs[2]->key);
    tb_free(&again);
    tb_free(&tb);
    free(img);
    changed_done(&c);
}
END_TEST

/* Deleting a queue manager journals everything that goes with it. */
START_TEST(journal_of_a_deleted_queue_manager)
{
    struct ts_fx f;
    ts_fx_init(&f);
    ts_save(f.s, ts_build_qm(&f.p, "QM1"), "import");
    struct policy p;
    policy_init(&p);
    struct pol_object *top = ts_load_qm1(&f, &p);
    pol_delete(top);
    ts_save(f.s, top, "delete");
    ts_assert_sql(&f, "SELECT op, count(*), count(image), count(DISTINCT revision) FROM journal_entry"
                      " WHERE batch_id = 2 GROUP BY op ORDER BY op;"
                      " SELECT kind, name FROM journal_entry WHERE batch_id = 2 AND top IS NULL;"
                      " SELECT count(*) FROM object;",
                  "delete|10|10|10\nrecords|1|1|1\nQMGR|QM1\n0\n");
    policy_free(&p);
    ts_fx_done(&f);
}
END_TEST

/* ---- validation cache ------------------------------------------------------------------------- */

START_TEST(validation_cache_outside_revisions)
{
    struct ts_fx f;
    ts_fx_init(&f);
    struct store_validation v;
    char want[600];
    snprintf(want, sizeof want, "store %s holds no validation result", f.path);
    ck_assert_int_eq(store_validation_get(f.s, &v, &f.err), STORE_NOTFOUND);
    ck_assert_str_eq(f.err.msg, want);
    ck_assert_int_eq(store_validation_head(f.s, &v, &f.err), STORE_NOTFOUND);
    ck_assert_str_eq(f.err.msg, want);
    struct pol_object *qm = ts_build_qm(&f.p, "QM1");
    ts_save(f.s, qm, "import");
    char *before = ts_sql(f.path, "SELECT * FROM meta; SELECT * FROM journal_batch;"
                                  " SELECT count(*) FROM journal_entry;");
    int64_t rev;
    ck_assert_int_eq(store_revision(f.s, &rev, &f.err), STORE_OK);
    ck_assert_int_eq(rev, 10);
    struct store_validation put = {.at = "2025-02-03T04:05:06Z", .errors = 1, .warnings = 2, .infos = 3,
                                   .result = "old"};
    ck_assert_int_eq(store_validation_mark(f.s, &put, &f.err), STORE_OK);
    ck_assert_int_eq(store_validation_put(f.s, &put, &f.err), STORE_OK);
    put = (struct store_validation){.at = "2025-02-03T04:05:07Z", .errors = 2, .warnings = 3, .infos = 4,
                                    .result = "QM1: error: x [MQ001]\n"};
    ck_assert_int_eq(store_validation_mark(f.s, &put, &f.err), STORE_OK);
    ck_assert_int_eq(store_validation_put(f.s, &put, &f.err), STORE_OK);
    ck_assert_int_eq(store_validation_get(f.s, &v, &f.err), STORE_OK);
    ck_assert_int_eq(v.revision, 10);
    ck_assert_int_eq(v.batch, 1);
    ck_assert_str_eq(v.at, "2025-02-03T04:05:07Z");
    ck_assert_uint_eq(v.errors, 2);
    ck_assert_uint_eq(v.warnings, 3);
    ck_assert_uint_eq(v.infos, 4);
    ck_assert_str_eq(v.result, "QM1: error: x [MQ001]\n");
    store_validation_free(&v);
    ck_assert_ptr_null(v.result);
    /* the head: the same without the findings */
    ck_assert_int_eq(store_validation_head(f.s, &v, &f.err), STORE_OK);
    ck_assert_int_eq(v.revision, 10);
    ck_assert_int_eq(v.batch, 1);
    ck_assert_str_eq(v.at, "2025-02-03T04:05:07Z");
    ck_assert_uint_eq(v.errors, 2);
    ck_assert_uint_eq(v.warnings, 3);
    ck_assert_uint_eq(v.infos, 4);
    ck_assert_ptr_null(v.result);
    char *after = ts_sql(f.path, "SELECT * FROM meta; SELECT * FROM journal_batch;"
                                 " SELECT count(*) FROM journal_entry;");
    ck_assert_str_eq(before, after);
    ts_assert_sql(&f, "SELECT count(*) FROM validation;", "1\n");
    /* a later save makes the cache stale */
    ts_set_named(&f.p, qm, "queue", "APP.Q1", "clwlprty", "1");
    ts_save(f.s, qm, "save");
    ck_assert_int_eq(store_revision(f.s, &rev, &f.err), STORE_OK);
    ck_assert_int_eq(rev, 11);
    free(before);
    free(after);
    ts_fx_done(&f);
}
END_TEST

Suite *suite_store_journal(void)
{
    Suite *s = suite_create("store_journal");
    TCase *tc = tcase_create("journal");
    tcase_set_timeout(tc, 30);
    tcase_add_test(tc, journal_holds_before_images);
    tcase_add_test(tc, journal_records_image_reads_back);
    tcase_add_test(tc, journal_of_a_deleted_queue_manager);
    tcase_add_test(tc, validation_cache_outside_revisions);
    suite_add_tcase(s, tc);
    return s;
}
