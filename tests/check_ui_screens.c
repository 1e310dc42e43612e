/* tests/check_ui_screens.c — golden screens at 80x24 from the in-process virtual screen: the
 * primary option menu, the demo list (first page, F8, Bottom of data, an invalid line command,
 * F11 on its wide columns, the keys help) and the demo entry panel (a value out of range, F1 for
 * the long message, the F12 confirmation), and the screen shown below 80x24. */
#include <check.h>
#include <curses.h>
#include <stdlib.h>
#include <string.h>

#include "tests/uidemo.h"
#include "tests/vscreen.h"

struct fixture {
    struct console_env env;
    struct demo_log log;
    struct console *c;
    struct vscreen *v;
};

static void open_on(struct fixture *f, struct panel *(*make)(struct demo_log *))
{
    vs_env(&f->env);
    memset(&f->log, 0, sizeof f->log);
    f->c = demo_console(&f->env, make ? make(&f->log) : NULL);
    f->v = vs_open(24, 80);
    ck_assert_int_eq(vs_run(f->v, f->c), TERM_EOF);
}

static void close_all(struct fixture *f)
{
    vs_close(f->v);
    console_free(f->c);
}

static struct panel *table(struct demo_log *log)
{
    return demo_table(log, NULL);
}

START_TEST(primary_menu)
{
    struct fixture f;
    open_on(&f, NULL);
    vs_golden("primary-menu", vs_snapshot(f.v));
    close_all(&f);
}
END_TEST

/* Option 2 has no part in this console: it says so. */
START_TEST(primary_menu_option_not_built)
{
    struct fixture f;
    open_on(&f, NULL);
    vs_type(f.v, "2\r");
    ck_assert_int_eq(vs_run(f.v, f.c), TERM_EOF);
    vs_fkey(f.v, 1);
    ck_assert_int_eq(vs_run(f.v, f.c), TERM_EOF);
    vs_golden("primary-menu-not-built", vs_snapshot(f.v));
    close_all(&f);
}
END_TEST

START_TEST(table_first_page)
{
    struct fixture f;
    open_on(&f, table);
    vs_golden("table-first-page", vs_snapshot(f.v));
    close_all(&f);
}
END_TEST

START_TEST(table_forward)
{
    struct fixture f;
    open_on(&f, table);
    vs_fkey(f.v, 8);
    ck_assert_int_eq(vs_run(f.v, f.c), TERM_EOF);
    vs_golden("table-forward", vs_snapshot(f.v));
    close_all(&f);
}
END_TEST

/* M on the command line, then F8: DOWN M, the last page with the marker under it. */
START_TEST(table_bottom)
{
    struct fixture f;
    open_on(&f, table);
    vs_type(f.v, "m");
    vs_fkey(f.v, 8);
    ck_assert_int_eq(vs_run(f.v, f.c), TERM_EOF);
    vs_golden("table-bottom", vs_snapshot(f.v));
    close_all(&f);
}
END_TEST

/* X typed on the third row: message, alarm, error emphasis on the field, cursor on it. */
START_TEST(table_invalid_line_command)
{
    struct fixture f;
    open_on(&f, table);
    vs_type(f.v, "\t\t\t\ts\t\tx\r");
    ck_assert_int_eq(vs_run(f.v, f.c), TERM_EOF);
    vs_golden("table-invalid-lcmd", vs_snapshot(f.v));
    ck_assert_int_eq(f.log.nlcmds, 0);
    close_all(&f);
}
END_TEST

START_TEST(table_right)
{
    struct fixture f;
    open_on(&f, table);
    vs_fkey(f.v, 11);
    ck_assert_int_eq(vs_run(f.v, f.c), TERM_EOF);
    vs_golden("table-right", vs_snapshot(f.v));
    close_all(&f);
}
END_TEST

START_TEST(table_keys_help)
{
    struct fixture f;
    open_on(&f, table);
    vs_type(f.v, "keyshelp\r");
    ck_assert_int_eq(vs_run(f.v, f.c), TERM_EOF);
    vs_golden("keys-help", vs_snapshot(f.v));
    close_all(&f);
}
END_TEST

/* 120 typed over the weight: Enter refuses it. */
static void type_weight_120(struct fixture *f)
{
    vs_type(f->v, "\t\t\t\t120\r");
    ck_assert_int_eq(vs_run(f->v, f->c), TERM_EOF);
}

START_TEST(entry_out_of_range)
{
    struct fixture f;
    open_on(&f, demo_entry);
    type_weight_120(&f);
    vs_golden("entry-out-of-range", vs_snapshot(f.v));
    ck_assert_int_eq(f.log.saves, 0);
    close_all(&f);
}
END_TEST

START_TEST(entry_long_message)
{
    struct fixture f;
    open_on(&f, demo_entry);
    type_weight_120(&f);
    vs_fkey(f.v, 1);
    ck_assert_int_eq(vs_run(f.v, f.c), TERM_EOF);
    vs_golden("entry-long-message", vs_snapshot(f.v));
    close_all(&f);
}
END_TEST

START_TEST(entry_cancel_confirm)
{
    struct fixture f;
    open_on(&f, demo_entry);
    vs_type(f.v, "\t\t\t\t60");
    vs_fkey(f.v, 12);
    ck_assert_int_eq(vs_run(f.v, f.c), TERM_EOF);
    vs_golden("entry-cancel-confirm", vs_snapshot(f.v));
    close_all(&f);
}
END_TEST

/* Below 80x24 the console says what it needs; a resize back brings the panel again. */
START_TEST(too_small)
{
    struct fixture f;
    open_on(&f, NULL);
    vs_resize(f.v, 20, 60);
    ck_assert_int_eq(vs_run(f.v, f.c), TERM_EOF);
    vs_golden("too-small", vs_snapshot(f.v));
    vs_resize(f.v, 24, 80);
    ck_assert_int_eq(vs_run(f.v, f.c), TERM_EOF);
    vs_golden("primary-menu", vs_snapshot(f.v));
    close_all(&f);
}
END_TEST

/* The renderer gives each element the theme's attributes: colour pairs, or attributes alone when
 * colour is off (NO_COLOR). */
static void check_attributes(bool mono)
{
    struct fixture f;
    int pair;
    vs_env(&f.env);
    memset(&f.log, 0, sizeof f.log);
    f.c = demo_console(&f.env, table(&f.log));
    f.v = mono ? vs_open_mono(24, 80) : vs_open(24, 80);
    vs_type(f.v, "\t\t\tx\r");
    ck_assert_int_eq(vs_run(f.v, f.c), TERM_EOF);
    ck_assert_uint_eq(vs_attrs(f.v, 9, 1, &pair), A_BOLD | A_REVERSE);      /* EE */
    ck_assert_int_eq(pair, mono ? 0 : CUA_EE + 1);
    ck_assert_uint_eq(vs_attrs(f.v, 10, 1, &pair), A_UNDERLINE);            /* LEF */
    ck_assert_int_eq(pair, mono ? 0 : CUA_LEF + 1);
    ck_assert_uint_eq(vs_attrs(f.v, 3, 14, &pair), A_UNDERLINE);            /* NEF */
    ck_assert_uint_eq(vs_attrs(f.v, 2, 40, &pair), A_BOLD);                 /* PT */
    ck_assert_uint_eq(vs_attrs(f.v, 8, 5, &pair), 0);                       /* VOI */
    ck_assert_int_eq(pair, mono ? 0 : CUA_VOI + 1);
    close_all(&f);
}

START_TEST(attributes_in_colour)
{
    check_attributes(false);
}
END_TEST

START_TEST(attributes_without_colour)
{
    check_attributes(true);
}
END_TEST

Suite *suite_ui_screens(void)
{
    Suite *s = suite_create("ui_screens");
    TCase *tc = tcase_create("golden");
    tcase_add_test(tc, primary_menu);
    tcase_add_test(tc, primary_menu_option_not_built);
    tcase_add_test(tc, table_first_page);
    tcase_add_test(tc, table_forward);
    tcase_add_test(tc, table_bottom);
    tcase_add_test(tc, table_invalid_line_command);
    tcase_add_test(tc, table_right);
    tcase_add_test(tc, table_keys_help);
    tcase_add_test(tc, entry_out_of_range);
    tcase_add_test(tc, entry_long_message);
    tcase_add_test(tc, entry_cancel_confirm);
    tcase_add_test(tc, too_small);
    suite_add_tcase(s, tc);
    tc = tcase_create("render");
    tcase_add_test(tc, attributes_in_colour);
    tcase_add_test(tc, attributes_without_colour);
    suite_add_tcase(s, tc);
    return s;
}
