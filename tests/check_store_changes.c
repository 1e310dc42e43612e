/* tests/check_store_changes.c — what each journal batch changed, attribute by attribute
 * (journal_change, store format 8): a save's updates, a replace's objects paired by path, the
 * objects counted defined and deleted, an undo's changes, a system whose objects nest and have no
 * names, and the migration that computes the same rows for batches journalled before. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/mq/mq.h"
#include "store/store.h"
#include "tests/tstore.h"
#include "tests/tsys.h"
#include "tests/tutil.h"
#include "model/mq/mq_model.h"

/* The changes store_changes selects, one "batch path attr old -> new" line each. */
static int change_line(void *ctx, const struct store_attr_change *c)
{
    struct textbuf *tb = ctx;
    tb_printf(tb, "%lld %s %s %s -> %s\n", (long long)c->batch, c->path, c->attr, c->old ? c->old : "NULL",
              c->new_ ? c->new_ : "NULL");
    return 0;
}

static char *changes(struct store *s, const struct store_change_filter *f)
{
    struct textbuf tb = {0};
    struct store_error err = {0};
    ck_assert_int_eq(store_changes(s, f, change_line, &tb, &err), STORE_OK);
    return tb.buf ? tb.buf : strdup("");
}

static void assert_changes(struct store *s, const struct store_change_filter *f, const char *want)
{
    char *got = changes(s, f);
    ck_assert_str_eq(got, want);
    free(got);
}

/* The counts of every batch, "id +defined ~changed -deleted" a line, oldest first. */
static const char counts_sql[] = "SELECT id || ' +' || defined || ' ~' || changed || ' -' || deleted"
                                 " FROM journal_batch ORDER BY id;";

/* Batch 1 imports QM1; batch 2 changes a queue's description and a channel's weight, deletes a
 * channel and defines a queue. */
static void two_batches(struct ts_fx *f)
{
    ts_save(f->s, ts_build_qm(&f->p, "QM1"), "import");
    struct policy p;
    policy_init(&p);
    struct pol_object *top = ts_load_qm1(f, &p);
    ts_set_named(&p, top, "queue", "APP.Q1", "descr", "changed");
    ts_set_named(&p, top, "channel", "TO.QM1", "clwlwght", "70");
    pol_delete(pol_find(top, "channel", "TO.QM2"));
    pol_new(&p, mq_kind(MQ_QLOCAL), top, "NEW.Q");
    ts_save(f->s, top, "save");
    policy_free(&p);
}

START_TEST(a_save_journals_each_changed_attribute)
{
    struct ts_fx f;
    ts_fx_init(&f);
    two_batches(&f);
    assert_changes(f.s, &(struct store_change_filter){0},
                   "2 QMGR(QM1) QLOCAL('APP.Q1') DESCR It's a \\ back\nslash -> changed\n"
                   "2 QMGR(QM1) CHANNEL('TO.QM1') CLWLWGHT 60 -> 70\n");
    ts_assert_sql(&f, counts_sql, "1 +10 ~0 -0\n2 +1 ~2 -1\n");
    /* filters: one batch, one object (or what is under it), a user, a time */
    assert_changes(f.s, &(struct store_change_filter){.batch = 1}, "");
    assert_changes(f.s, &(struct store_change_filter){.path = "QMGR(QM1) CHANNEL('TO.QM1')"},
                   "2 QMGR(QM1) CHANNEL('TO.QM1') CLWLWGHT 60 -> 70\n");
    char *all = changes(f.s, &(struct store_change_filter){0});
    char *under = changes(f.s, &(struct store_change_filter){.path = "QMGR(QM1)"});
    ck_assert_str_eq(under, all);
    free(all);
    free(under);
    assert_changes(f.s, &(struct store_change_filter){.path = "QMGR(QM"}, "");
    assert_changes(f.s, &(struct store_change_filter){.who = "someone"}, "");
    assert_changes(f.s, &(struct store_change_filter){.since = "2025-01-03"}, "");
    assert_changes(f.s, &(struct store_change_filter){.since = "2025-01-02T03:04", .who = "tester",
                                                     .path = "QMGR(QM1) QLOCAL('APP.Q1')"},
                   "2 QMGR(QM1) QLOCAL('APP.Q1') DESCR It's a \\ back\nslash -> changed\n");
    ts_fx_done(&f);
}
END_TEST

/* A dump read again replaces its queue manager: the objects at the same path are changed, not
 * deleted and defined again; only what differs is listed. */
START_TEST(a_replace_pairs_objects_by_path)
{
    struct ts_fx f;
    ts_fx_init(&f);
    ts_save(f.s, ts_build_qm(&f.p, "QM1"), "import");
    struct policy p;
    policy_init(&p);
    struct pol_object *top = ts_build_qm(&p, "QM1");
    top->scope->replace = true;
    ts_set_named(&p, top, "channel", "TO.QM2", "clwlwght", "5");
    ts_set(&p, top, "repos", NULL, 8, 20);
    pol_delete(pol_find(top, "queue", "APP.Q1"));
    pol_new(&p, mq_kind(MQ_QLOCAL), top, "NEW.Q");
    ts_save(f.s, top, "import");
    policy_free(&p);
    assert_changes(f.s, &(struct store_change_filter){0},
                   "2 QMGR(QM1) REPOS CLUS1 -> NULL\n"
                   "2 QMGR(QM1) CHANNEL('TO.QM2') CLWLWGHT 1 -> 5\n");
    ts_assert_sql(&f, counts_sql, "1 +10 ~0 -0\n2 +1 ~2 -1\n");
    ts_fx_done(&f);
}
END_TEST

/* An object deleted and defined again in one save is the same object changed; records rewritten
 * are one change of their top-level object, with their numbers. */
START_TEST(deleted_and_defined_again_is_changed)
{
    struct ts_fx f;
    ts_fx_init(&f);
    ts_save(f.s, ts_build_qm(&f.p, "QM1"), "import");
    struct policy p;
    policy_init(&p);
    struct pol_object *top = ts_load_qm1(&f, &p);
    pol_delete(pol_find(top, "channel", "TO.QM2"));
    struct pol_object *c = pol_new(&p, mq_kind(MQ_CLUSSDR), top, "TO.QM2");
    ts_set(&p, c, "conname", "host-b(1414)", 46, 12);
    ts_set(&p, c, "clwlwght", "2", 45, 40);
    pol_add_record(&p, top, "SET", "AUTHREC", NULL, "AUTHREC|NEW", (struct pol_src){NULL, {0, 0}});
    ts_save(f.s, top, "save");
    policy_free(&p);
    char *recs = ts_sql(f.path, "SELECT count(*) FROM record;");
    int n = atoi(recs);
    free(recs);
    char want[256];
    snprintf(want, sizeof want, "2 QMGR(QM1) CHANNEL('TO.QM2') CLWLWGHT 1 -> 2\n"
                                "2 QMGR(QM1) (records) %d records -> %d records\n", n - 1, n);
    assert_changes(f.s, &(struct store_change_filter){.batch = 2}, want);
    ts_assert_sql(&f, counts_sql, "1 +10 ~0 -0\n2 +0 ~1 -0\n");
    ts_fx_done(&f);
}
END_TEST

/* An undo is a batch of its own: its changes are the batch's, backwards. */
START_TEST(an_undo_journals_the_changes_back)
{
    struct ts_fx f;
    ts_fx_init(&f);
    two_batches(&f);
    int64_t undo = 0;
    ck_assert_int_eq(store_undo(f.s, 2, "root", "2025-01-03T00:00:00Z", &undo, &f.err), STORE_OK);
    assert_changes(f.s, &(struct store_change_filter){.batch = undo},
                   "3 QMGR(QM1) QLOCAL('APP.Q1') DESCR changed -> It's a \\ back\nslash\n"
                   "3 QMGR(QM1) CHANNEL('TO.QM1') CLWLWGHT 70 -> 60\n");
    ts_assert_sql(&f, counts_sql, "1 +10 ~0 -0\n2 +1 ~2 -1\n3 +1 ~2 -1\n");
    ts_fx_done(&f);
}
END_TEST

/* The test system: objects nested to any depth and without names, paths in its notation. */
static struct pol_object *site(struct policy *p, const char *duration)
{
    struct pol_object *s = pol_new(p, tsys_kind(TSYS_SITE), NULL, "S1");
    struct pol_object *v = pol_new(p, tsys_kind(TSYS_SERVER), s, "V1");
    ck_assert_ptr_nonnull(v);
    for (int i = 0; i < 2; i++) {
        struct pol_object *step = pol_new(p, tsys_kind(TSYS_STEP), v, NULL);
        ck_assert_ptr_nonnull(step);
        ck_assert_int_eq(pol_set(p, step, schema_attr_index(step->kind, "duration"), i ? duration : "10",
                                 (struct pol_pos){0}),
                         0);
    }
    return s;
}

START_TEST(every_system_has_its_changes)
{
    tsys_register();
    struct ts_fx f;
    ts_fx_init(&f);
    ts_save(f.s, site(&f.p, "20"), "import");
    struct policy p;
    policy_init(&p);
    struct pol_object *s = site(&p, "25");
    s->scope->replace = true;
    ts_save(f.s, s, "import");
    policy_free(&p);
    assert_changes(f.s, &(struct store_change_filter){0}, "2 SITE(S1) SERVER(V1) STEP#2 DURATION 20 -> 25\n");
    ts_assert_sql(&f, counts_sql, "1 +4 ~0 -0\n2 +0 ~1 -0\n");
    ts_fx_done(&f);
}
END_TEST

/* A step inserted first: the steps after it move one place down, and that is their change. */
START_TEST(a_move_is_a_change_of_position)
{
    tsys_register();
    struct ts_fx f;
    ts_fx_init(&f);
    ts_save(f.s, site(&f.p, "20"), "import");
    struct policy p;
    policy_init(&p);
    struct pol_object *s = NULL;
    ck_assert_int_eq(store_load_top(f.s, &p, tsys_kind(TSYS_SITE), "S1", STORE_LOAD_PARAMS, &s, &f.err), STORE_OK);
    struct pol_object *v = pol_find(s, "server", "V1");
    ck_assert_ptr_nonnull(pol_new_at(&p, tsys_kind(TSYS_STEP), v, NULL, 1));
    ts_save(f.s, s, "save");
    policy_free(&p);
    assert_changes(f.s, &(struct store_change_filter){.batch = 2},
                   "2 SITE(S1) SERVER(V1) STEP#2 (position) 1 -> 2\n"
                   "2 SITE(S1) SERVER(V1) STEP#3 (position) 2 -> 3\n");
    ts_assert_sql(&f, counts_sql, "1 +4 ~0 -0\n2 +1 ~2 -0\n");
    ts_fx_done(&f);
}
END_TEST

/* The rows and counts of format 8, dropped as a store of format 7 lacks them. */
static const char as_format7[] =
    /* format 7 journalled every insert apart (format 9's entries of a top's, spelt out) */
    "CREATE TABLE entries AS SELECT * FROM journal_entries; DELETE FROM journal_entry;"
    " DROP VIEW journal_entries; ALTER TABLE journal_entry DROP COLUMN span;"
    " ALTER TABLE journal_entry DROP COLUMN objects; INSERT INTO journal_entry SELECT * FROM entries;"
    " DROP TABLE entries;"
    " DROP TABLE journal_change; ALTER TABLE journal_batch DROP COLUMN defined;"
    " ALTER TABLE journal_batch DROP COLUMN changed; ALTER TABLE journal_batch DROP COLUMN deleted;"
    " PRAGMA user_version = 7;";

static const char rows_sql[] = "SELECT batch_id, n, seq, path, name, attr, old, new FROM journal_change"
                               " ORDER BY batch_id, n;";

/* The migration to format 8 computes from the before-images the rows the saves wrote: updates,
 * an undo, a replace, records, nested unnamed objects, a move. */
START_TEST(the_migration_computes_the_same_changes)
{
    tsys_register();
    struct ts_fx f;
    ts_fx_init(&f);
    two_batches(&f);
    ck_assert_int_eq(store_undo(f.s, 2, "root", "2025-01-03T00:00:00Z", NULL, &f.err), STORE_OK);
    struct policy p;
    policy_init(&p);
    struct pol_object *top = ts_build_qm(&p, "QM1");
    top->scope->replace = true;
    ts_set_named(&p, top, "channel", "TO.QM2", "clwlwght", "5");
    ts_save(f.s, top, "import");
    policy_free(&p);
    policy_init(&p);
    top = ts_load_qm1(&f, &p);
    pol_delete(pol_find(top, "queue", "APP.Q1"));
    ts_set(&p, pol_new(&p, mq_kind(MQ_QLOCAL), top, "APP.Q1"), "descr", "again", 1, 1);
    pol_add_record(&p, top, "SET", "AUTHREC", NULL, "AUTHREC|AGAIN", (struct pol_src){NULL, {0, 0}});
    ts_save(f.s, top, "save");
    ts_save(f.s, site(&p, "20"), "import");
    policy_free(&p);
    policy_init(&p);
    struct pol_object *s = site(&p, "25");
    s->scope->replace = true;
    ts_save(f.s, s, "import");
    policy_free(&p);
    policy_init(&p);
    ck_assert_int_eq(store_load_top(f.s, &p, tsys_kind(TSYS_SITE), "S1", STORE_LOAD_PARAMS, &s, &f.err), STORE_OK);
    ck_assert_ptr_nonnull(pol_new_at(&p, tsys_kind(TSYS_STEP), pol_find(s, "server", "V1"), NULL, 1));
    ts_save(f.s, s, "save");
    policy_free(&p);
    ck_assert_int_eq(store_close(f.s, true, &f.err), STORE_OK);
    char *rows = ts_sql(f.path, rows_sql), *counts = ts_sql(f.path, counts_sql);
    ck_assert_ptr_nonnull(strstr(rows, "SITE(S1) SERVER(V1) STEP#2|"));
    ck_assert_ptr_nonnull(strstr(rows, "QMGR(QM1) CHANNEL('TO.QM2')|TO.QM2|CLWLWGHT|1|5"));
    ck_assert_ptr_nonnull(strstr(rows, "QMGR(QM1) QLOCAL('APP.Q1')|APP.Q1|DESCR|It's a \\ back\nslash|again\n"));
    ck_assert_ptr_nonnull(strstr(rows, "|QMGR(QM1)|QM1|(records)|"));
    ck_assert_ptr_nonnull(strstr(rows, "|SITE(S1) SERVER(V1) STEP#3||(position)|2|3\n"));
    free(ts_sql(f.path, as_format7));
    f.s = ts_open(f.path, 0);
    ck_assert_int_eq(store_migrated_from(f.s), 7);
    ts_assert_sql(&f, "PRAGMA user_version;", TS_FORMAT "\n");
    ts_assert_sql(&f, rows_sql, rows);
    ts_assert_sql(&f, counts_sql, counts);
    ts_assert_sql(&f, "SELECT count(*) FROM sqlite_schema WHERE name = 'journal_fill_uid';", "0\n");
    free(rows);
    free(counts);
    ts_fx_done(&f);
}
END_TEST

Suite *suite_store_changes(void)
{
    Suite *s = suite_create("store_changes");
    TCase *tc = tcase_create("changes");
    tcase_set_timeout(tc, 20);
    tcase_add_test(tc, a_save_journals_each_changed_attribute);
    tcase_add_test(tc, a_replace_pairs_objects_by_path);
    tcase_add_test(tc, deleted_and_defined_again_is_changed);
    tcase_add_test(tc, an_undo_journals_the_changes_back);
    tcase_add_test(tc, every_system_has_its_changes);
    tcase_add_test(tc, a_move_is_a_change_of_position);
    tcase_add_test(tc, the_migration_computes_the_same_changes);
    suite_add_tcase(s, tc);
    return s;
}
