/* tests/check_ui_history.c — the History panel on real stores: the batches newest first, a
 * batch's changes, an object before a change, undo confirmed (the store's content as before the
 * batch) and refused when something changed since (the store exactly as it was), and undo of a
 * whole dump imported again over the four dumps. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/mq/mq.h"
#include "tests/tstore.h"
#include "ui/work/history_text.h"
#include "tests/tutil.h"
#include "tests/cfx.h"
#include "model/mq/mq_model.h"
#include "ui/work/work_msg.h"

/* A script for QMA: a channel's weight changed, a queue made, another deleted. */
static const char change_script[] =
    "ALTER CHANNEL('DEMO.QMA') CHLTYPE(CLUSRCVR) CLWLWGHT(30)\n"
    "DEFINE QLOCAL('APP.NEW') DESCR('made by batch 2')\n"
    "DELETE QLOCAL('APP.REQ')\n";

/* The demo store (batch 1) and the change script (batch 2); *after1 the content after batch 1. */
static void open_changed(struct cfx *w, char **after1)
{
    cf_open_demo(w);
    *after1 = ts_content(w->app.store);
    char *script = tu_path(w->dir, "change.mqsc");
    tu_write(script, change_script);
    cf_import(w, "change.mqsc", "QMA");
    free(script);
}

START_TEST(history_batches_and_changes)
{
    struct cfx w;
    char *after1;
    open_changed(&w, &after1);
    cf_keys(&w, "9\r");
    cf_golden(&w, "his-batches");
    /* LOCATE a batch by number; FIND a file's name */
    cf_keys(&w, "locate 1\r");
    const char *row = cf_row(&w, 2);
    ck_assert_str_eq(row, " HIS100                          Change History                      Row 2 of 2");
    vs_key(w.v, "khome");   /* LOCATE put the cursor on the row found */
    cf_keys(&w, "m");
    cf_fkey(&w, 7);
    cf_keys(&w, "find qmb.mqsc\r");
    ck_assert_int_eq(console_message(w.c)->id, MSG_FOUND);
    ck_assert_str_eq(console_message(w.c)->long_text, "qmb.mqsc found in row 2.");
    vs_key(w.v, "khome");
    cf_keys(&w, "m");
    cf_fkey(&w, 7);
    cf_keys_in_dir(&w, "\t\ts\r");   /* in the directory of the import: the file as it was typed */
    cf_golden(&w, "his-changes");
    cf_keys(&w, "\t\tb\r");
    cf_golden(&w, "his-before");
    free(after1);
    cf_close(&w);
}
END_TEST

/* A batch that kept a suppression lists it as a change of the path suppressed; B on it shows the
 * change itself, which no object image holds; U undoes it. */
START_TEST(history_suppression_change)
{
    struct cfx w;
    cf_open_demo(&w);
    static const char *const env[] = {"WLMCON_USER=ADMIN", "WLMCON_NOW=2026-12-02T09:00:00Z", NULL};
    char *out;
    ck_assert_int_eq(tu_wlmcon((const char *const[]){"--store", w.path, "suppress", "MQ015", "QMGR(QMA)", "--reason",
                                                      "by design", NULL}, NULL, env, &out, NULL), 0);
    free(out);
    cf_keys(&w, "9\r");
    ck_assert_str_eq(cf_row(&w, 8), " _        2 2026-12-02 09:00 ADMIN    suppress     0    0    0");
    cf_keys(&w, "\t\ts\r");
    ck_assert_str_eq(cf_row(&w, 11), " _   QMGR(QMA)                        SUPPRESS M (unspecified) by design");
    cf_keys(&w, "\t\tb\r");
    ck_assert_str_eq(cf_row(&w, 2), " HIS120               Rule setting changed by batch 2");
    ck_assert_str_eq(cf_row(&w, 8), " Setting  . . : SUPPRESS MQ015");
    ck_assert_str_eq(cf_row(&w, 10), " After  . . . : by design");
    cf_fkey(&w, 3);
    cf_fkey(&w, 3);
    cf_keys(&w, "\t\tu\r");
    cf_keys(&w, "\r");
    ck_assert_str_eq(console_message(w.c)->short_text, "Batch 2 undone");
    char *n = cf_sql(&w, "SELECT count(*) FROM suppression;");
    ck_assert_str_eq(n, "0\n");
    free(n);
    cf_close(&w);
}
END_TEST

/* CHANGES: every batch's changes attribute by attribute, filtered by user, time and object; a bad
 * operand is refused with the syntax. */
START_TEST(history_changes_filtered)
{
    struct cfx w;
    char *after1;
    open_changed(&w, &after1);
    cf_keys(&w, "9\r");
    cf_command(&w, "changes");
    ck_assert_str_eq(cf_top(&w), "HIS130");
    cf_golden(&w, "his-all-changes");
    cf_fkey(&w, 3);
    cf_command(&w, "changes user nobody since 2026-11-29");
    ck_assert_str_eq(cf_top(&w), "HIS130");
    ck_assert_str_eq(cf_row(&w, 2), " HIS130                             Changes                          Row 0 of 0");
    ck_assert_str_eq(cf_row(&w, 6), " User . . : nobody");
    ck_assert_str_eq(cf_row(&w, 7), " Since  . : 2026-11-29");
    cf_fkey(&w, 3);
    cf_command(&w, "changes object QMGR(QMA) CHANNEL('DEMO.QMA')");
    ck_assert_str_eq(cf_row(&w, 5), " Object . : QMGR(QMA) CHANNEL('DEMO.QMA')");
    ck_assert_str_eq(cf_row(&w, 2), " HIS130                             Changes                          Row 1 of 1");
    cf_fkey(&w, 3);
    cf_command(&w, "changes since 2026-13-01");
    ck_assert_str_eq(cf_top(&w), "HIS100");
    ck_assert_int_eq(console_message(w.c)->id, MSG_INVALID_OPERAND);
    ck_assert_str_eq(console_message(w.c)->long_text,
                     "2026-13-01 is not valid after CHANGES SINCE. The syntax is CHANGES [USER name] "
                     "[SINCE YYYY-MM-DD[THH:MM]] [OBJECT path].");
    free(after1);
    cf_close(&w);
}
END_TEST

/* U on batch 2, confirmed: QMA as it was after batch 1; the undo is batch 3, on top of the list. */
START_TEST(history_undo)
{
    struct cfx w;
    char *after1;
    open_changed(&w, &after1);
    cf_keys(&w, "9\r\t\tu\r");
    cf_golden(&w, "his-undo-confirm");
    cf_keys(&w, "\r");
    cf_golden(&w, "his-undone");
    char *now = ts_content(w.app.store);
    ck_assert_str_eq(now, after1);
    free(now);
    free(after1);
    cf_close(&w);
}
END_TEST

/* A later change of the channel batch 2 changed: the undo is refused, the store as it was. */
START_TEST(history_undo_refused)
{
    struct cfx w;
    char *after1;
    open_changed(&w, &after1);
    char *script = tu_path(w.dir, "later.mqsc");
    tu_write(script, "ALTER CHANNEL('DEMO.QMA') CHLTYPE(CLUSRCVR) CLWLPRTY(4)\n");
    cf_import(&w, "later.mqsc", "QMA");
    char *before = tu_dump_store(w.path);
    cf_keys(&w, "9\r\t\t\tu\r\r");
    ck_assert_int_eq(console_message(w.c)->id, MSG_UNDO_REFUSED);
    cf_fkey(&w, 1);
    cf_golden(&w, "his-undo-refused");
    char *after = tu_dump_store(w.path);
    ck_assert_str_eq(before, after);
    free(before);
    free(after);
    free(script);
    free(after1);
    cf_close(&w);
}
END_TEST

/* The four dumps, then QM5's dump again with C_QM5's weight changed (a whole dump: everything
 * under QM5 replaced); undoing that batch gives the content after the first import. */
START_TEST(history_undo_dump_replace)
{
    struct cfx w;
    cf_open_dumps(&w);
    char *after1 = ts_content(w.app.store);
    char *text = tu_read(tu_sample("mq/QM5.dmpmqcfg.mqsc"), NULL), *qm5 = tu_path(w.dir, "QM5.dmpmqcfg.mqsc");
    ck_assert_ptr_nonnull(strstr(text, "CLWLWGHT(50)"));
    text = tu_replace(text, "CLWLWGHT(50)", "CLWLWGHT(70)");
    tu_write(qm5, text);
    cf_import(&w, "QM5.dmpmqcfg.mqsc", NULL);
    char *after2 = ts_content(w.app.store);
    ck_assert_str_ne(after2, after1);
    cf_keys(&w, "9\r");
    cf_golden(&w, "his-dumps");
    cf_keys(&w, "\t\tu\r\r");
    ck_assert_int_eq(console_message(w.c)->id, MSG_UNDONE);
    /* the undo journals the four weights going back, not 89 objects deleted and defined again */
    char *counts = cf_sql(&w, "SELECT defined || ' ' || changed || ' ' || deleted FROM journal_batch WHERE id = 3;"
                              " SELECT count(*) FROM journal_change WHERE batch_id = 3 AND attr = 'CLWLWGHT'"
                              " AND old = '70' AND new = '50';");
    ck_assert_str_eq(counts, "0 4 0\n4\n");
    free(counts);
    char *now = ts_content(w.app.store);
    ck_assert_str_eq(now, after1);
    free(now);
    free(after1);
    free(after2);
    free(text);
    free(qm5);
    cf_close(&w);
}
END_TEST

/* A batch read, its strings copied. */
struct one_batch {
    struct store_batch_info b;
    char who[64], at[40], action[40];
};

static int copy_batch(void *ctx, const struct store_batch_info *in)
{
    struct one_batch *o = ctx;
    o->b = *in;
    snprintf(o->who, sizeof o->who, "%s", in->who);
    snprintf(o->at, sizeof o->at, "%s", in->at);
    snprintf(o->action, sizeof o->action, "%s", in->action);
    o->b.who = o->who, o->b.at = o->at, o->b.action = o->action, o->b.files = NULL;
    return 1;
}

/* The sentence of batch id of f's store, undone at now. */
static void assert_undo_sentence(struct ts_fx *f, int64_t id, const char *now, const char *want)
{
    struct one_batch o = {0};
    struct store_page at = {id, 0, 0, 1};
    ck_assert_int_eq(store_batch_page(f->s, &at, copy_batch, &o, NULL, &f->err), STORE_OK);
    ck_assert_int_eq(o.b.id, id);
    char *text = NULL;
    ck_assert_int_eq(history_undo_sentence(f->s, &o.b, now, &text, &f->err), STORE_OK);
    ck_assert_str_eq(text, want);
    free(text);
}

/* The undo's confirmation in words: each attribute going back when they are few, counts else;
 * the time of day for a batch of today, the date too for an older one. */
START_TEST(undo_says_what_goes_back)
{
    struct ts_fx f;
    ts_fx_init(&f);
    ts_save(f.s, ts_build_qm(&f.p, "QM1"), "import");
    struct policy p;
    policy_init(&p);
    struct pol_object *top = ts_load_qm1(&f, &p);
    ts_set_named(&p, top, "channel", "TO.QM1", "clwlwght", "70");
    ts_save(f.s, top, "save");
    ts_set_named(&p, top, "channel", "TO.QM1", "clwlwght", "80");
    ts_set_named(&p, top, "channel", "TO.QM1", "netprty", NULL);
    ts_set_named(&p, top, "queue", "APP.Q1", "clwlprty", "2");
    ts_set_named(&p, top, "queue", "APP.Q1", "clwlrank", "3");
    pol_new(&p, mq_kind(MQ_QLOCAL), top, "NEW.Q");
    ts_save(f.s, top, "save");
    ts_set_named(&p, top, "channel", "TO.QM1", "clwlwght", "90");
    pol_add_record(&p, top, "SET", "AUTHREC", NULL, "AUTHREC|NEW", (struct pol_src){NULL, {0, 0}});
    ts_save(f.s, top, "save");
    policy_free(&p);
    assert_undo_sentence(&f, 2, "2025-01-02T18:00:00Z",
                         "Undo batch 2 (console edit by tester, 03:04): CLWLWGHT of TO.QM1 goes back from 70 to 60.");
    assert_undo_sentence(&f, 3, "2025-01-05T18:00:00Z",
                         "Undo batch 3 (console edit by tester, 2025-01-02 03:04): the object it defined goes and "
                         "four attributes of two objects go back to what they were.");
    assert_undo_sentence(&f, 1, NULL, "Undo batch 1 (import by tester, 2025-01-02 03:04): the ten objects it defined go.");
    assert_undo_sentence(&f, 4, "2025-01-02T23:59:59Z",
                         "Undo batch 4 (console edit by tester, 03:04): the records it replaced come back and one "
                         "attribute of one object goes back to what it was.");
    ts_fx_done(&f);
}
END_TEST

Suite *suite_ui_history(void)
{
    Suite *s = suite_create("ui_history");
    TCase *tc = tcase_create("demo");
    tcase_add_test(tc, history_batches_and_changes);
    tcase_add_test(tc, history_suppression_change);
    tcase_add_test(tc, history_undo);
    tcase_add_test(tc, history_undo_refused);
    tcase_add_test(tc, undo_says_what_goes_back);
    tcase_add_test(tc, history_changes_filtered);
    suite_add_tcase(s, tc);
    TCase *dumps = tcase_create("dumps");
    tcase_add_test(dumps, history_undo_dump_replace);
    tu_add_sample_case(s, dumps, "undo of a dump imported again");
    return s;
}
