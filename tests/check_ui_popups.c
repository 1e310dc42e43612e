/* tests/check_ui_popups.c — on the in-process virtual screen: the field help, value list and
 * pull-down pop-ups as golden screens in every shipped theme (text, element layer and the colours
 * each theme gives the elements); mouse clicks (function-key labels, list rows, fields, the action
 * bar, pull-down choices, menu options); and the "done when" walked with keys alone: what
 * CLWLMRUC means, a valid CLWLUSEQ and a cluster name from lists, the monochrome theme and back,
 * the command line at the bottom. */
#include <check.h>
#include <curses.h>
#include <stdio.h>
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

static void open_on(struct fixture *f, struct panel *p, const char *theme)
{
    memset(f, 0, sizeof *f);
    vs_env(&f->env);
    f->env.theme_dirs[0] = "themes";
    f->env.theme = theme;
    f->c = demo_console(&f->env, p ? p : demo_qmgr(&f->log));
    f->v = vs_open(24, 80);
    ck_assert_int_eq(vs_run(f->v, f->c), TERM_EOF);
}

static void run(struct fixture *f)
{
    ck_assert_int_eq(vs_run(f->v, f->c), TERM_EOF);
}

static void close_all(struct fixture *f)
{
    vs_close(f->v);
    console_free(f->c);
}

/* ---- golden pop-ups in every theme ------------------------------------------------------- */

static const char *const themes[] = {"classic", "mono", "light", "green"};
enum { NTHEMES = sizeof themes / sizeof themes[0] };

START_TEST(popups_in_every_theme)
{
    static const char *const kinds[] = {"help", "prompt", "pulldown"};
    const char *theme = themes[_i % NTHEMES], *kind = kinds[_i / NTHEMES];
    struct fixture f;
    char name[64];
    open_on(&f, NULL, theme);
    if (strcmp(kind, "help") == 0) {
        vs_type(f.v, "\t\t");                       /* CLWLMRUC */
        vs_fkey(f.v, 1);
    } else if (strcmp(kind, "prompt") == 0) {
        vs_type(f.v, "\t");                         /* CLWLUSEQ */
        vs_fkey(f.v, 4);
    } else {
        vs_fkey(f.v, 10);
        vs_type(f.v, "\t\r");                       /* Options */
    }
    run(&f);
    snprintf(name, sizeof name, "popup-%s-%s", kind, theme);
    vs_golden(name, vs_snapshot_colours(f.v));
    close_all(&f);
}
END_TEST

/* ---- the mouse ---------------------------------------------------------------------------- */

START_TEST(click_function_key_and_rows)
{
    struct fixture f;
    open_on(&f, demo_table(&f.log, NULL), "classic");
    vs_click(f.v, 22, 46);                          /* on "F8=Forward" */
    run(&f);
    ck_assert_int_eq(console_top(f.c)->form.cur_row, 3);
    char *snap = vs_snapshot(f.v);
    ck_assert_msg(strstr(snap, "Row 15 to 28 of 137") != NULL, "%s", snap);
    free(snap);
    vs_click(f.v, 12, 30);                          /* in a row's cells: its line-command field */
    run(&f);
    ck_assert_int_eq(console_top(f.c)->form.cur_row, 12);
    ck_assert_int_eq(console_top(f.c)->form.cur_col, 1);
    vs_type(f.v, "s\r");
    run(&f);
    ck_assert_int_eq(f.log.nlcmds, 1);
    ck_assert_str_eq(f.log.lcmds[0], "S DEMO.Q019");
    vs_click(f.v, 3, 30);                           /* on the command line: the cursor there */
    run(&f);
    ck_assert_int_eq(console_top(f.c)->form.cur_row, 3);
    ck_assert_int_eq(console_top(f.c)->form.cur_col, 30);
    close_all(&f);
}
END_TEST

START_TEST(click_action_bar_and_choices)
{
    struct fixture f;
    open_on(&f, NULL, "classic");
    vs_click(f.v, 8, 50);                           /* an entry field: the cursor there */
    run(&f);
    ck_assert_int_eq(console_top(f.c)->form.cur_row, 8);
    ck_assert_int_eq(console_top(f.c)->form.cur_col, 50);
    vs_click(f.v, 0, 18);                           /* "Options" */
    run(&f);
    ck_assert_str_eq(console_top(f.c)->def->id, "POP002");
    vs_click(f.v, 0, 28);                           /* "Help": that pull-down instead */
    run(&f);
    ck_assert_str_eq(console_top(f.c)->def->id, "POP002");
    ck_assert_str_eq(panel_title(console_top(f.c)), "Help");
    vs_click(f.v, 20, 70);                          /* outside: it closes */
    run(&f);
    ck_assert_str_eq(console_top(f.c)->def->id, "DEMO210");
    vs_click(f.v, 0, 18);
    run(&f);
    vs_click(f.v, 5, 25);                           /* "4. Command line at bottom" */
    run(&f);
    ck_assert_str_eq(console_top(f.c)->def->id, "DEMO210");
    ck_assert(console_profile(f.c)->cmd_bottom);
    char *snap = vs_snapshot(f.v);
    ck_assert_msg(strstr(snap, "\n Command ===> ____") != NULL && strstr(snap, "Setting changed") != NULL, "%s", snap);
    free(snap);
    close_all(&f);
}
END_TEST

/* A click on a menu option (point-and-shoot) chooses it; an unavailable one only gets the cursor. */
START_TEST(click_menu_option)
{
    struct fixture f;
    memset(&f, 0, sizeof f);
    vs_env(&f.env);
    f.c = demo_console(&f.env, NULL);
    f.v = vs_open(24, 80);
    run(&f);
    vs_click(f.v, 6, 8);                            /* "MQ": not built here */
    run(&f);
    ck_assert_int_eq(console_message(f.c)->id, MSG_NONE);
    ck_assert_int_eq(console_top(f.c)->form.cur_row, 6);
    vs_click(f.v, 14, 8);                           /* "Exit" */
    ck_assert_int_eq(vs_run(f.v, f.c), TERM_DONE);
    ck_assert(console_done(f.c));
    close_all(&f);
}
END_TEST

/* ---- done when ---------------------------------------------------------------------------- */

START_TEST(done_when)
{
    struct fixture f;
    open_on(&f, NULL, NULL);
    /* what CLWLMRUC means: F1 on its field */
    vs_type(f.v, "\t\t");
    vs_fkey(f.v, 1);
    run(&f);
    char *snap = vs_snapshot(f.v);
    ck_assert_msg(strstr(snap, "The most outbound cluster channels the workload algorithm keeps") &&
                  strstr(snap, "Range  . . . : 1 to 999999999") && strstr(snap, "Default  . . : 999999999"),
                  "%s", snap);
    free(snap);
    vs_fkey(f.v, 3);
    /* a valid CLWLUSEQ: F4 on it, the second value */
    vs_key(f.v, "kcuu1");
    vs_fkey(f.v, 4);
    vs_key(f.v, "kcud1");
    vs_type(f.v, "\r");
    /* a cluster name from the list: ? in REPOS, LOCATE, S */
    vs_type(f.v, "\t\t?\r");
    vs_key(f.v, "khome");                           /* the list's command line */
    vs_type(f.v, "l cls2\r");
    vs_type(f.v, "s\r");                            /* LOCATE left the cursor on CLS2 */
    run(&f);
    ck_assert_str_eq(console_top(f.c)->def->id, "DEMO210");
    /* the monochrome theme through Options > Colours, then back */
    vs_fkey(f.v, 10);
    vs_type(f.v, "\t\r2\r");
    vs_type(f.v, "4\r");
    run(&f);
    ck_assert_str_eq(console_top(f.c)->def->id, "WCN011");
    ck_assert_str_eq(console_theme(f.c, NULL)->name, "mono");
    int pair, fg, bg;
    vs_attrs(f.v, 2, 40, &pair);
    vs_pair_colors(f.v, pair, &fg, &bg);
    ck_assert_int_eq(fg, -1);                        /* the title in the terminal's own colour */
    vs_fkey(f.v, 3);
    vs_type(f.v, "colours classic\r");
    run(&f);
    ck_assert_str_eq(console_theme(f.c, NULL)->name, "classic");
    vs_attrs(f.v, 2, 40, &pair);
    vs_pair_colors(f.v, pair, &fg, &bg);
    ck_assert_int_eq(fg, COLOR_BLUE);
    /* the command line at the bottom: Options > Command line at bottom */
    vs_fkey(f.v, 10);
    vs_type(f.v, "\t\r4\r");
    run(&f);
    /* everything stays on the panel: END saves the two values picked */
    vs_golden("done-when", vs_snapshot(f.v));
    vs_fkey(f.v, 3);
    run(&f);
    ck_assert_str_eq(f.log.saved, "clwluseq=ANY repos=CLS2");
    close_all(&f);
}
END_TEST

Suite *suite_ui_popups(void)
{
    Suite *s = suite_create("ui_popups");
    TCase *tc = tcase_create("themes");
    tcase_add_loop_test(tc, popups_in_every_theme, 0, 3 * NTHEMES);
    suite_add_tcase(s, tc);
    tc = tcase_create("mouse");
    tcase_add_test(tc, click_function_key_and_rows);
    tcase_add_test(tc, click_action_bar_and_choices);
    tcase_add_test(tc, click_menu_option);
    suite_add_tcase(s, tc);
    tc = tcase_create("done");
    tcase_add_test(tc, done_when);
    suite_add_tcase(s, tc);
    return s;
}
