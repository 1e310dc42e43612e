/* tests/check_ui_mq_open.c — S on a Validate finding opens the MQ object's entry panel (app.c's
 * object openers, mq_object_open) with the cursor on the attribute the finding names: on the demo
 * store (MQ220 for CLUSRCVR DEMO.QMA's CLWLWGHT, MQ320 for APP.REQ's CLWLUSEQ) and on the four dumps
 * (MQ320 scrolled down to CQ1's CLWLUSEQ and DEFBIND on QM5); a queue manager's attribute, an object
 * gone from the store and a namelist, which has no entry panel, through the opener itself. */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "tests/tutil.h"
#include "tests/cfx.h"
#include "ui/engine/entry.h"
#include "ui/systems.h"
#include "model/mq/mq_model.h"

/* The panel on top is panel id with its cursor on the input field of attribute key, shown. */
static void assert_cursor_on(struct cfx *w, const char *id, const char *key)
{
    struct panel *p = console_top(w->c);
    ck_assert_str_eq(p->def->id, id);
    struct form_field *ff = entry_field(p, key);
    ck_assert_ptr_nonnull(ff);
    ck_assert(ff->placed);
    ck_assert_int_eq(p->form.cur_row, ff->row);
    ck_assert_int_eq(p->form.cur_col, ff->col);
}

/* The opener of the MQ panels, as MQ's row of the table of systems gives it. */
typedef int (*open_object_fn)(struct console *c, struct app *app, const struct obj_ref *ref);
static open_object_fn mq_opener(void)
{
    const struct ui_system *u = ui_system_of(schema_system("mq"));
    ck_assert(u != NULL && u->open_object != NULL);
    return u->open_object;
}

/* Row 2 of the demo's findings, MQ018 on CLUSRCVR DEMO.QMA of QMA: MQ220 with the cursor on
 * CLWLWGHT (60); F3 goes back to the findings. Row 1, MQ015 on APP.REQ of QMA: MQ320 on
 * CLWLUSEQ. */
START_TEST(demo_finding_opens_object)
{
    struct cfx w;
    cf_open_demo(&w);
    cf_keys(&w, "5\r\t\t\ts\r");
    assert_cursor_on(&w, "MQ220", "clwlwght");
    cf_golden(&w, "val-show-object");
    cf_fkey(&w, 3);
    ck_assert_str_eq(console_top(w.c)->def->id, "VAL100");
    cf_keys(&w, "\t\ts\r");
    assert_cursor_on(&w, "MQ320", "clwluseq");
    const char *title = cf_row(&w, 2);
    ck_assert_str_eq(title, " MQ320                        Modify a Local Queue");
    cf_close(&w);
}
END_TEST

/* On the dumps: MQ014 on CQ1 of QM5 opens MQ320 scrolled down to CLWLUSEQ; MQ013 on the same queue
 * puts the cursor on DEFBIND. */
START_TEST(dumps_finding_opens_object)
{
    struct cfx w;
    cf_open_dumps(&w);
    cf_keys(&w, "5\r\t\ts\r");
    assert_cursor_on(&w, "MQ320", "clwluseq");
    cf_golden(&w, "val-show-object-dumps");
    cf_fkey(&w, 3);
    cf_keys(&w, "\t\t\ts\r");
    assert_cursor_on(&w, "MQ320", "defbind");
    cf_close(&w);
}
END_TEST

/* A queue manager's attribute: MQ620 with the cursor on CLWLMRUC; SUSPEND, an output field below
 * the first page, scrolls MQ620 down to it and puts the cursor at its value. */
START_TEST(opener_queue_manager)
{
    struct cfx w;
    cf_open_demo(&w);
    struct obj_ref ref = {.sys = schema_system("mq"), .top = "QMB", .attr = "CLWLMRUC"};
    ck_assert_int_eq(mq_opener()(w.c, &w.app, &ref), 0);
    cf_keys(&w, "");
    assert_cursor_on(&w, "MQ620", "clwlmruc");
    cf_fkey(&w, 3);
    snprintf(ref.attr, sizeof ref.attr, "SUSPEND");
    ck_assert_int_eq(mq_opener()(w.c, &w.app, &ref), 0);
    cf_keys(&w, "");
    ck_assert_str_eq(console_top(w.c)->def->id, "MQ620");
    ck_assert_ptr_null(entry_field(console_top(w.c), "suspend"));
    cf_golden(&w, "mq-open-qmgr-suspend");
    cf_close(&w);
}
END_TEST

/* An object no longer in the store, a queue manager that is not in it, and a namelist (no entry
 * panel): a message, no panel. */
START_TEST(opener_refuses)
{
    struct cfx w;
    cf_open_dumps(&w);
    struct obj_ref gone = {.sys = schema_system("mq"), .top = "QM5", .ns = "channel", .name = "C_GONE",
                           .attr = "CLWLWGHT"};
    ck_assert_int_eq(mq_opener()(w.c, &w.app, &gone), -1);
    cf_keys(&w, "");
    ck_assert_str_eq(console_top(w.c)->def->id, "WCN000");
    ck_assert_str_eq(console_message(w.c)->def->code, "CON036");
    ck_assert_str_eq(console_message(w.c)->long_text, "C_GONE of QM5 is not in the store any more: someone deleted it.");
    struct obj_ref qm9 = {.sys = schema_system("mq"), .top = "QM9"};
    ck_assert_int_eq(mq_opener()(w.c, &w.app, &qm9), -1);
    cf_keys(&w, "");
    ck_assert_str_eq(console_top(w.c)->def->id, "WCN000");
    ck_assert_str_eq(console_message(w.c)->long_text, "Queue manager QM9 is not in the store any more: someone deleted it.");
    struct obj_ref nl = {.sys = schema_system("mq"), .top = "QM5", .ns = "namelist",
                         .name = "SYSTEM.DEFAULT.NAMELIST"};
    ck_assert_int_eq(mq_opener()(w.c, &w.app, &nl), -1);
    cf_keys(&w, "");
    ck_assert_str_eq(console_top(w.c)->def->id, "WCN000");
    ck_assert_str_eq(console_message(w.c)->long_text,
                     "The panel of Namelist SYSTEM.DEFAULT.NAMELIST of QM5 is not part of this build of wlmcon yet.");
    cf_close(&w);
}
END_TEST

Suite *suite_ui_mq_open(void)
{
    Suite *s = suite_create("ui_mq_open");
    TCase *tc = tcase_create("demo");
    tcase_add_test(tc, demo_finding_opens_object);
    tcase_add_test(tc, opener_queue_manager);
    suite_add_tcase(s, tc);
    TCase *dumps = tcase_create("dumps");
    tcase_set_timeout(dumps, 60);
    tcase_add_test(dumps, dumps_finding_opens_object);
    tcase_add_test(dumps, opener_refuses);
    tu_add_sample_case(s, dumps, "S on findings of the four dumps");
    return s;
}
