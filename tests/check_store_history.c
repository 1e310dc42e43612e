/* tests/check_store_history.c — the journal read back (batches newest first and a batch's
 * entries, a page at a time from an anchor, FIND, LOCATE, before-images) and undo: exact content
 * back, refused with nothing written when something changed since. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "store/store.h"
#include "tests/tstore.h"
#include "tests/tutil.h"
#include "model/mq/mq_model.h"

/* ---- a store with three batches --------------------------------------------------------------- */

/* Batch 1 imports QM1; batch 2 changes a queue's description, deletes a channel, adds a queue and
 * a record; batch 3 defines QM2. */
struct three {
    struct ts_fx f;
    char *after1, *after2;
};

static void save_three(struct three *t)
{
    ts_fx_init(&t->f);
    ts_save(t->f.s, ts_build_qm(&t->f.p, "QM1"), "import");
    t->after1 = ts_content(t->f.s);
    struct policy p;
    policy_init(&p);
    struct pol_object *top = ts_load_qm1(&t->f, &p);
    ts_set_named(&p, top, "queue", "APP.Q1", "descr", "changed");
    pol_delete(pol_find(top, "channel", "TO.QM2"));
    pol_new(&p, mq_kind(MQ_QLOCAL), top, "NEW.Q");
    pol_add_record(&p, top, "SET", "AUTHREC", NULL, "AUTHREC|NEW", (struct pol_src){NULL, {0, 0}});
    ts_save(t->f.s, top, "save");
    policy_free(&p);
    t->after2 = ts_content(t->f.s);
    policy_init(&p);
    ts_save(t->f.s, ts_build_qm(&p, "QM2"), "import");
    policy_free(&p);
}

static void three_done(struct three *t)
{
    free(t->after1);
    free(t->after2);
    ts_fx_done(&t->f);
}

/* Batches as "id action who +ins ~upd -del records", one per line. */
static int batch_line(void *ctx, const struct store_batch_info *b)
{
    struct textbuf *tb = ctx;
    tb_printf(tb, "%lld %s %s +%zu ~%zu -%zu r%zu\n", (long long)b->id, b->action, b->who, b->inserted,
              b->updated, b->deleted, b->records);
    return 0;
}

static char *batch_page(struct store *s, int64_t anchor, long pos, long delta, int count, long *first)
{
    struct textbuf tb = {0};
    struct store_error err = {0};
    struct store_page req = {anchor, pos, delta, count};
    ck_assert_int_eq(store_batch_page(s, &req, batch_line, &tb, first, &err), STORE_OK);
    return tb.buf ? tb.buf : strdup("");
}

static void assert_page(struct store *s, int64_t anchor, long pos, long delta, int count, long want_first,
                        const char *want)
{
    long first = -9;
    char *got = batch_page(s, anchor, pos, delta, count, &first);
    ck_assert_str_eq(got, want);
    ck_assert_int_eq(first, want_first);
    free(got);
}

START_TEST(batches_newest_first)
{
    struct three t;
    save_three(&t);
    struct store_error err = {0};
    long n = 0;
    ck_assert_int_eq(store_batch_count(t.f.s, &n, &err), STORE_OK);
    ck_assert_int_eq(n, 3);
    /* QM1 as built holds 9 objects under it; QM2 the same */
    assert_page(t.f.s, 0, 0, 0, 10, 0,
                "3 import tester +10 ~0 -0 r0\n2 save tester +1 ~2 -1 r1\n1 import tester +10 ~0 -0 r0\n");
    assert_page(t.f.s, 0, 1, 0, 1, 1, "2 save tester +1 ~2 -1 r1\n");
    /* from an anchor, forward and back, clamped at both ends */
    assert_page(t.f.s, 2, 0, 1, 5, 2, "1 import tester +10 ~0 -0 r0\n");
    assert_page(t.f.s, 1, 0, -1, 1, 1, "2 save tester +1 ~2 -1 r1\n");
    assert_page(t.f.s, 1, 0, -7, 2, 0, "3 import tester +10 ~0 -0 r0\n2 save tester +1 ~2 -1 r1\n");
    assert_page(t.f.s, 2, 0, 9, 2, 3, "");
    /* an anchor that is gone: the position instead */
    assert_page(t.f.s, 99, 2, 0, 1, 2, "1 import tester +10 ~0 -0 r0\n");
    three_done(&t);
}
END_TEST

/* The newest batch alone, its entries not counted; nothing on a store without a journal. */
START_TEST(newest_batch_without_counts)
{
    struct ts_fx f;
    ts_fx_init(&f);
    struct textbuf tb = {0};
    ck_assert_int_eq(store_batch_newest(f.s, batch_line, &tb, &f.err), STORE_OK);
    ck_assert_ptr_null(tb.buf);
    ts_fx_done(&f);
    struct three t;
    save_three(&t);
    ck_assert_int_eq(store_batch_newest(t.f.s, batch_line, &tb, &t.f.err), STORE_OK);
    ck_assert_str_eq(tb.buf, "3 import tester +0 ~0 -0 r0\n");
    tb_free(&tb);
    three_done(&t);
}
END_TEST

START_TEST(batches_find_and_locate)
{
    struct three t;
    save_three(&t);
    struct store_error err = {0};
    long pos;
    int64_t id;
    ck_assert_int_eq(store_batch_find(t.f.s, "SAVE", 0, &pos, &id, &err), STORE_OK);
    ck_assert_int_eq(pos, 1);
    ck_assert_int_eq(id, 2);
    ck_assert_int_eq(store_batch_find(t.f.s, "import", 1, &pos, &id, &err), STORE_OK);
    ck_assert_int_eq(pos, 2);
    ck_assert_int_eq(id, 1);
    ck_assert_int_eq(store_batch_find(t.f.s, "a.MQSC", 0, &pos, &id, &err), STORE_OK);
    ck_assert_int_eq(pos, 0);
    ck_assert_int_eq(store_batch_find(t.f.s, "nobody", 0, &pos, &id, &err), STORE_OK);
    ck_assert_int_eq(pos, -1);
    ck_assert_int_eq(id, 0);
    ck_assert_int_eq(store_batch_locate(t.f.s, 2, &pos, &id, &err), STORE_OK);
    ck_assert_int_eq(pos, 1);
    ck_assert_int_eq(id, 2);
    ck_assert_int_eq(store_batch_locate(t.f.s, 50, &pos, &id, &err), STORE_OK);
    ck_assert_int_eq(pos, 0);
    ck_assert_int_eq(id, 3);
    ck_assert_int_eq(store_batch_locate(t.f.s, 0, &pos, &id, &err), STORE_OK);
    ck_assert_int_eq(pos, 3);
    ck_assert_int_eq(id, 0);
    three_done(&t);
}
END_TEST

static int entry_line(void *ctx, const struct store_entry_info *e)
{
    struct textbuf *tb = ctx;
    tb_printf(tb, "%lld %s %s %s %s\n", (long long)e->seq, e->op, e->kind, e->top ? e->top : "-",
              e->name ? e->name : "-");
    return 0;
}

START_TEST(entries_in_order_with_images)
{
    struct three t;
    save_three(&t);
    struct store_error err = {0};
    long n = 0, first = -1;
    struct textbuf tb = {0};
    ck_assert_int_eq(store_entry_count(t.f.s, 2, &n, &err), STORE_OK);
    ck_assert_int_eq(n, 5);
    ck_assert_int_eq(store_entry_page(t.f.s, 2, &(struct store_page){3, 0, -1, 3}, entry_line, &tb, &first, &err),
                     STORE_OK);
    ck_assert_str_eq(tb.buf, "2 update QLOCAL QM1 APP.Q1\n3 delete CLUSSDR QM1 TO.QM2\n4 insert QLOCAL QM1 NEW.Q\n");
    ck_assert_int_eq(first, 1);
    long pos;
    int64_t seq;
    ck_assert_int_eq(store_entry_find(t.f.s, 2, "clussdr", 0, &pos, &seq, &err), STORE_OK);
    ck_assert_int_eq(pos, 2);
    ck_assert_int_eq(seq, 3);
    char *img = NULL;
    ck_assert_int_eq(store_entry_image(t.f.s, 2, 4, &img, &err), STORE_OK);
    ck_assert_ptr_null(img);
    ck_assert_int_eq(store_entry_image(t.f.s, 2, 3, &img, &err), STORE_OK);
    ck_assert_ptr_nonnull(strstr(img, "N TO.QM2\n"));
    free(img);
    ck_assert_int_eq(store_entry_image(t.f.s, 2, 9, &img, &err), STORE_NOTFOUND);
    free(tb.buf);
    three_done(&t);
}
END_TEST

/* ---- undo ------------------------------------------------------------------------------------- */

START_TEST(undo_restores_exactly)
{
    struct three t;
    save_three(&t);
    struct store_error err = {0};
    int64_t undo = 0;
    char *before3 = ts_content(t.f.s);
    ck_assert_msg(store_undo(t.f.s, 2, "alice", "2030-01-01T00:00:00Z", &undo, &err) == STORE_OK, "%s", err.msg);
    ck_assert_int_eq(undo, 4);
    char *now = ts_content(t.f.s);
    /* QM1 as after batch 1, QM2 untouched */
    ck_assert_ptr_nonnull(strstr(now, t.after1));
    ck_assert_str_ne(now, before3);
    ts_assert_sql(&t.f, "SELECT who, at, action, coalesce(files, '-') FROM journal_batch WHERE id = 4;",
                  "alice|2030-01-01T00:00:00Z|undo 2|-\n");
    ts_assert_sql(&t.f, "SELECT seq, op, kind, coalesce(name, '-') FROM journal_entry WHERE batch_id = 4 ORDER BY seq;",
                  "1|update|QMGR|QM1\n2|update|QLOCAL|APP.Q1\n3|delete|QLOCAL|NEW.Q\n4|insert|CLUSSDR|TO.QM2\n"
                  "5|records|QMGR|-\n");
    /* and the undo undone: batch 2's content again */
    ck_assert_int_eq(store_undo(t.f.s, 4, NULL, NULL, &undo, &err), STORE_OK);
    char *again = ts_content(t.f.s);
    ck_assert_str_eq(again, before3);
    free(before3);
    free(now);
    free(again);
    three_done(&t);
}
END_TEST

/* Undoing batch 1 (QM1 made) deletes QM1 only when nothing was added to it since. */
START_TEST(undo_of_a_creation)
{
    struct three t;
    save_three(&t);
    struct store_error err = {0};
    char *dump = tu_dump_store(t.f.path);
    ck_assert_int_eq(store_undo(t.f.s, 1, NULL, NULL, NULL, &err), STORE_CONFLICT);
    ck_assert_str_eq(err.msg, "QMGR(QM1) was changed (revision 11, not 1) after batch 1: "
                              "undoing it would lose that change");
    char *after = tu_dump_store(t.f.path);
    ck_assert_str_eq(dump, after);
    free(after);
    /* batch 3 made QM2 and nothing changed it since: QM2 goes */
    ck_assert_int_eq(store_undo(t.f.s, 3, NULL, NULL, NULL, &err), STORE_OK);
    char *now = ts_content(t.f.s);
    ck_assert_str_eq(now, t.after2);
    free(now);
    free(dump);
    three_done(&t);
}
END_TEST

/* A later change of an object the batch wrote refuses the undo; nothing is written. */
START_TEST(undo_refused_after_a_later_change)
{
    struct three t;
    save_three(&t);
    struct policy p;
    policy_init(&p);
    struct pol_object *top = ts_load_qm1(&t.f, &p);
    ts_set_named(&p, top, "queue", "NEW.Q", "descr", "later");
    ts_save(t.f.s, top, "save");
    policy_free(&p);
    char *dump = tu_dump_store(t.f.path);
    struct store_error err = {0};
    ck_assert_int_eq(store_undo(t.f.s, 2, NULL, NULL, NULL, &err), STORE_CONFLICT);
    ck_assert_ptr_nonnull(strstr(err.msg, "QMGR(QM1) QLOCAL('NEW.Q') was changed (revision "));
    ck_assert_ptr_nonnull(strstr(err.msg, ") after batch 2: undoing it would lose that change"));
    char *after = tu_dump_store(t.f.path);
    ck_assert_str_eq(dump, after);
    ck_assert_int_eq(store_undo(t.f.s, 77, NULL, NULL, NULL, &err), STORE_NOTFOUND);
    free(dump);
    free(after);
    three_done(&t);
}
END_TEST

/* A queue manager deleted comes back whole: its objects and its records. */
START_TEST(undo_of_a_deletion)
{
    struct three t;
    save_three(&t);
    char *before = ts_content(t.f.s);
    struct policy p;
    policy_init(&p);
    struct pol_object *top = ts_load_qm1(&t.f, &p);
    pol_delete(top);
    ts_save(t.f.s, top, "delete");
    policy_free(&p);
    struct store_error err = {0};
    ck_assert_msg(store_undo(t.f.s, 4, NULL, NULL, NULL, &err) == STORE_OK, "%s", err.msg);
    char *now = ts_content(t.f.s);
    /* QM1 is made again after QM2: compare each queue manager's part */
    char *qm2 = strstr(before, "K QMGR\nN QM2\n");
    ck_assert_ptr_nonnull(qm2);
    ck_assert_ptr_nonnull(strstr(now, qm2));
    *qm2 = '\0';
    ck_assert_ptr_nonnull(strstr(now, before));
    free(before);
    free(now);
    three_done(&t);
}
END_TEST

Suite *suite_store_history(void)
{
    Suite *s = suite_create("store_history");
    TCase *tc = tcase_create("journal");
    tcase_add_test(tc, batches_newest_first);
    tcase_add_test(tc, batches_find_and_locate);
    tcase_add_test(tc, newest_batch_without_counts);
    tcase_add_test(tc, entries_in_order_with_images);
    tcase_add_test(tc, undo_restores_exactly);
    tcase_add_test(tc, undo_of_a_creation);
    tcase_add_test(tc, undo_refused_after_a_later_change);
    tcase_add_test(tc, undo_of_a_deletion);
    suite_add_tcase(s, tc);
    return s;
}
