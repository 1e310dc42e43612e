/* tests/check_ui_console.c — the console driven without a terminal: the dispatcher (jumps, RETURN,
 * menu choices, RETRIEVE, invalid commands, F1 for the long message and the keys help, Home,
 * ACTIONS), entry panels (folding only where marked, MDT, the cursor on the field in error, END
 * saving, refused, in conflict or failing, CANCEL asking first), resize, Ctrl-C and the
 * environment. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tests/uifx.h"
#include "ui/engine/term.h"
#include "tests/vscreen.h"

/* ---- the dispatcher ----------------------------------------------------------------------- */

struct part_log {
    char rest[16];
    int opened;
    struct demo_log demo;
};

static int open_mq(struct console *c, const char *rest, void *ctx)
{
    struct part_log *p = ctx;
    snprintf(p->rest, sizeof p->rest, "%s", rest);
    p->opened++;
    return console_push(c, demo_table(&p->demo, NULL));
}

static const struct console_part parts[] = {{'2', open_mq}};

START_TEST(jumps)
{
    struct fx f;
    struct part_log p = {0};
    fx_open(&f, true);
    f.env.parts = parts;
    f.env.nparts = 1;
    f.env.ctx = &p;
    fx_command(&f, "=2.1");
    ck_assert_int_eq(p.opened, 1);
    ck_assert_str_eq(p.rest, "1");
    ck_assert_int_eq(console_depth(f.c), 2);
    ck_assert_str_eq(fx_top_id(&f), "DEMO100");
    fx_to_row(&f, 0);
    fx_keys(&f, "e");
    console_key(f.c, UIK_ENTER);
    ck_assert_str_eq(fx_top_id(&f), "DEMO220");
    fx_keys(&f, "\t\t\t\t120");
    fx_command(&f, "=2");                          /* END on the entry panel refuses: the jump stops */
    ck_assert_str_eq(fx_top_id(&f), "DEMO220");
    ck_assert_int_eq(fx_msg(&f), MSG_RANGE);
    ck_assert_int_eq(p.opened, 1);
    fx_keys(&f, "60");                             /* the cursor is on the weight */
    console_key(f.c, UIK_DELETE);
    fx_command(&f, "=x");
    ck_assert(console_done(f.c));
    ck_assert_int_eq(p.demo.saves, 1);          /* RETURN ended the entry panel as END does */
    fx_close(&f);
}
END_TEST

/* =0 is Settings, as in ISPF: from a list it ends the list and opens the settings panel over the
 * primary menu, with no "Invalid option". */
START_TEST(jump_to_option_0_opens_settings)
{
    struct fx f;
    fx_open(&f, true);
    fx_command(&f, "=0");
    ck_assert_str_eq(fx_top_id(&f), "WCN010");
    ck_assert_int_eq(console_depth(f.c), 2);
    ck_assert_int_eq(fx_msg(&f), MSG_NONE);
    fx_close(&f);
}
END_TEST

START_TEST(menu_choices_and_exit)
{
    struct fx f;
    fx_open(&f, false);
    fx_command(&f, "7");
    ck_assert_int_eq(fx_msg(&f), MSG_NOT_BUILT);
    ck_assert_str_eq(console_message(f.c)->long_text, "Option 7, Import, is not part of this build of wlmcon yet.");
    fx_command(&f, "42");
    ck_assert_int_eq(fx_msg(&f), MSG_INVALID_OPTION);
    fx_command(&f, "up");
    ck_assert_int_eq(fx_msg(&f), MSG_NOT_ACTIVE);
    ck_assert_str_eq(console_message(f.c)->long_text, "UP has no effect on panel WCN000.");
    console_key(f.c, UIK_HOME);
    console_key(f.c, UIK_DOWN);
    console_key(f.c, UIK_DOWN);
    console_key(f.c, UIK_DOWN);                 /* on option 2's line: Enter chooses it */
    console_key(f.c, UIK_ENTER);
    ck_assert_str_eq(console_message(f.c)->long_text, "Option 2, MQ, is not part of this build of wlmcon yet.");
    fx_fkey(&f, 3);
    ck_assert(console_done(f.c));
    fx_close(&f);
    fx_open(&f, false);
    fx_command(&f, "x");
    ck_assert(console_done(f.c));
    fx_close(&f);
}
END_TEST

/* A long message longer than its two lines ends, cut at a blank, in words saying that F1 shows it
 * all, never cut off mid-word ("REFRESH reads it again and k"). */
START_TEST(long_message_past_two_lines)
{
    struct fx f;
    fx_open(&f, true);
    console_msg(f.c, MSG_SAVED, "OTHER changed CLWLWGHT from 60 to 33 (import, batch 5, 2026-12-01 23:07), "
                "DESCR from QMA joins DEMO to other (import, batch 5, 2026-12-01 23:07). Nothing was saved: "
                "REFRESH reads it again and keeps what you typed.", NULL);
    fx_fkey(&f, 1);
    ck_assert(console_long_shown(f.c));
    ck_assert_str_eq(fx_row(&f, 4), " OTHER changed CLWLWGHT from 60 to 33 (import, batch 5, 2026-12-01 23:07),");
    ck_assert_str_eq(fx_row(&f, 5), " DESCR from QMA joins DEMO to other (import, batch 5, ... (F1 shows it all)");
    fx_fkey(&f, 1);
    ck_assert_str_eq(fx_top_id(&f), "HLP004");
    fx_close(&f);
}
END_TEST

START_TEST(retrieve_and_invalid_commands)
{
    struct fx f;
    fx_open(&f, true);
    fx_command(&f, "retrieve");
    ck_assert_int_eq(fx_msg(&f), MSG_NO_RETRIEVE);
    fx_command(&f, "l demo.q010");
    fx_command(&f, "f number");
    fx_command(&f, "retrieve");
    ck_assert_str_eq(fx_row(&f, 3), " Command ===> f number________________________________________ Scroll ===> PAGE");
    fx_assert_cursor(&f, 3, 22);
    fx_command(&f, "retrieve");
    ck_assert_str_eq(fx_row(&f, 3), " Command ===> l demo.q010_____________________________________ Scroll ===> PAGE");
    fx_command(&f, "bogus 1");
    ck_assert_int_eq(fx_msg(&f), MSG_INVALID_COMMAND);
    fx_assert_cursor(&f, 3, 14);                   /* the line is blank: the cursor at its start */
    ck_assert_str_eq(console_message(f.c)->long_text,
                     "BOGUS is not a command of panel DEMO100. KEYSHELP lists the keys and commands of "
                     "this panel.");
    fx_fkey(&f, 1);                                /* F1 on a short message: its long message */
    ck_assert(console_long_shown(f.c));
    ck_assert_str_eq(fx_row(&f, 4), " BOGUS is not a command of panel DEMO100. KEYSHELP lists the keys and commands");
    ck_assert_str_eq(fx_row(&f, 5), " of this panel.");
    ck_assert_int_eq(console_depth(f.c), 2);
    fx_fkey(&f, 1);                                /* again: the message's help */
    ck_assert_str_eq(fx_top_id(&f), "HLP004");
    ck_assert_str_eq(fx_row(&f, 2), " HLP004                     Help for Message CON001");
    ck_assert_str_eq(fx_row(&f, 7), " Short message . : Invalid command");  /* the label whole */
    ck_assert_int_eq(fx_msg(&f), MSG_NONE);
    fx_fkey(&f, 3);
    ck_assert_str_eq(fx_top_id(&f), "DEMO100");
    fx_close(&f);
}
END_TEST

START_TEST(home_and_actions)
{
    struct fx f;
    fx_open(&f, true);
    fx_to_row(&f, 3);
    fx_assert_cursor(&f, 11, 1);
    console_key(f.c, UIK_HOME);
    fx_assert_cursor(&f, 3, 14);
    fx_command(&f, "actions");
    fx_assert_cursor(&f, 0, 2);
    console_key(f.c, UIK_ENTER);
    ck_assert_str_eq(console_message(f.c)->long_text, "The Queue pull-down is not part of this build of wlmcon yet.");
    fx_close(&f);
    fx_open(&f, false);
    console_push(f.c, demo_entry(&f.log));
    fx_fkey(&f, 10);                               /* F10 on an entry panel: the action bar */
    fx_assert_cursor(&f, 0, 2);
    fx_close(&f);
}
END_TEST

/* CUA: Left and Right on a pull-down open the neighbouring one (wrapping), the owner's cursor
 * following on the action bar; Esc closes a pull-down or pop-up as F12 does, and does nothing on a
 * full panel. */
START_TEST(pulldowns_left_right_and_esc)
{
    struct fx f;
    fx_open(&f, true);
    fx_command(&f, "actions");
    console_key(f.c, UIK_RIGHT);
    console_key(f.c, UIK_RIGHT);                   /* on Options */
    console_key(f.c, UIK_ENTER);
    ck_assert_str_eq(panel_title(console_top(f.c)), "Options");
    console_key(f.c, UIK_RIGHT);
    ck_assert_str_eq(panel_title(console_top(f.c)), "Help");
    ck_assert_int_eq(console_depth(f.c), 3);
    console_key(f.c, UIK_LEFT);
    ck_assert_str_eq(panel_title(console_top(f.c)), "Options");
    console_key(f.c, UIK_ESC);
    ck_assert_str_eq(fx_top_id(&f), "DEMO100");
    fx_assert_cursor(&f, 0, 15);                   /* still on Options of the action bar */
    console_key(f.c, UIK_ENTER);
    console_key(f.c, UIK_RIGHT);
    console_key(f.c, UIK_RIGHT);                   /* past Help: wraps to Queue, which has none */
    ck_assert_str_eq(fx_top_id(&f), "DEMO100");
    ck_assert_int_eq(fx_msg(&f), MSG_NOT_BUILT);
    console_key(f.c, UIK_ESC);                     /* on a full panel: nothing */
    ck_assert_str_eq(fx_top_id(&f), "DEMO100");
    ck_assert_int_eq(console_depth(f.c), 2);
    fx_close(&f);
}
END_TEST

/* ---- entry panels ------------------------------------------------------------------------- */

static void open_entry(struct fx *f)
{
    fx_open(f, true);
    ck_assert_int_eq(console_push(f->c, demo_entry(&f->log)), 0);
    fx_assert_cursor(f, 8, 37);                    /* the first input field */
}

START_TEST(entry_folds_only_where_marked)
{
    struct fx f;
    open_entry(&f);
    fx_keys(&f, "cls9");
    console_key(f.c, UIK_ERASE_EOF);
    fx_keys(&f, "\t\t\tMixed Case");
    console_key(f.c, UIK_ENTER);
    ck_assert_int_eq(fx_msg(&f), MSG_NONE);
    ck_assert_str_eq(fx_row(&f, 8), " Cluster  . . . . . . . . (CLUSTER)  CLS9______________________________________");
    ck_assert_str_eq(fx_row(&f, 11), " Description  . . . . . . (DESCR)    Mixed Case________________________________");
    ck_assert(entry_changed(console_top(f.c)));
    fx_close(&f);
}
END_TEST

START_TEST(entry_mdt_and_unchanged_cancel)
{
    struct fx f;
    open_entry(&f);
    fx_keys(&f, "\t\t\t\t50");                     /* typed, but the same value */
    const struct form_field *w = form_get(&console_top(f.c)->form, 7);
    const struct form_field *cl = form_get(&console_top(f.c)->form, 3);
    ck_assert(w->modified && !cl->modified);
    ck_assert(!entry_changed(console_top(f.c)));
    fx_fkey(&f, 12);                               /* nothing changed: no question */
    ck_assert_str_eq(fx_top_id(&f), "DEMO100");
    fx_close(&f);
}
END_TEST

START_TEST(entry_cursor_to_the_field_in_error)
{
    struct fx f;
    open_entry(&f);
    fx_keys(&f, "\t\t\t\t120\tx");
    console_key(f.c, UIK_ENTER);
    ck_assert_int_eq(fx_msg(&f), MSG_RANGE);
    ck_assert_str_eq(console_message(f.c)->long_text, "Weight (CLWLWGHT) must be from 1 to 99.");
    fx_assert_cursor(&f, 14, 37);
    ck_assert_int_eq(scr_at(&f.s, 14, 37)->elem, CUA_EE);
    ck_assert_int_eq(scr_at(&f.s, 15, 37)->elem, CUA_NEF);
    fx_keys(&f, "60");
    console_key(f.c, UIK_DELETE);
    console_key(f.c, UIK_ENTER);
    ck_assert_int_eq(fx_msg(&f), MSG_NUMERIC);
    fx_assert_cursor(&f, 15, 37);
    ck_assert_int_eq(scr_at(&f.s, 14, 37)->elem, CUA_NEF);
    ck_assert_int_eq(f.log.saves, 0);
    fx_close(&f);
}
END_TEST

START_TEST(entry_end_saves_and_leaves)
{
    struct fx f;
    open_entry(&f);
    fx_keys(&f, "\t\t\t\t60");
    fx_fkey(&f, 3);
    ck_assert_int_eq(f.log.saves, 1);
    ck_assert_str_eq(f.log.saved, "clwlwght=60");
    ck_assert_str_eq(fx_top_id(&f), "DEMO100");
    ck_assert_int_eq(fx_msg(&f), MSG_SAVED);
    fx_assert_counter(&f, "Changes saved");
    fx_close(&f);
}
END_TEST

START_TEST(entry_end_refused)
{
    struct fx f;
    open_entry(&f);
    fx_keys(&f, "\t\t\t\t120");
    fx_fkey(&f, 3);                                /* a field in error: END cannot leave */
    ck_assert_int_eq(f.log.saves, 0);
    ck_assert_str_eq(fx_top_id(&f), "DEMO220");
    ck_assert_int_eq(fx_msg(&f), MSG_RANGE);
    fx_close(&f);
}
END_TEST

START_TEST(entry_end_conflict_and_failure)
{
    struct fx f;
    open_entry(&f);
    f.log.save_rc = ENTRY_CONFLICT;
    fx_keys(&f, "\t\t\t\t60");
    fx_fkey(&f, 3);
    ck_assert_int_eq(f.log.saves, 1);
    ck_assert_str_eq(fx_top_id(&f), "DEMO220");
    ck_assert_int_eq(fx_msg(&f), MSG_CONFLICT);
    ck_assert_str_eq(console_message(f.c)->short_text, "Changed by someone else");
    ck_assert_str_eq(console_message(f.c)->long_text, "C_QM5 was changed by OTHER at revision 4; nothing was saved.");
    f.log.save_rc = ENTRY_FAILED;
    fx_fkey(&f, 3);
    ck_assert_int_eq(f.log.saves, 2);
    ck_assert_int_eq(fx_msg(&f), MSG_SAVE_FAILED);
    fx_assert_cursor(&f, 8, 37);
    ck_assert_int_eq(scr_at(&f.s, 8, 37)->elem, CUA_EE);
    fx_close(&f);
}
END_TEST

START_TEST(entry_cancel_asks_first)
{
    struct fx f;
    open_entry(&f);
    fx_keys(&f, "\t\t\t\t60");
    fx_fkey(&f, 12);
    ck_assert_int_eq(console_top(f.c)->def->kind, PANEL_POPUP);
    fx_fkey(&f, 12);                               /* back to the panel, the value kept */
    ck_assert_str_eq(fx_top_id(&f), "DEMO220");
    ck_assert_str_eq(fx_row(&f, 14), "   Weight . . . . . . . . (CLWLWGHT) 60_  1-99, default 50");
    fx_fkey(&f, 12);
    console_key(f.c, UIK_ENTER);                /* confirmed: leaves without saving */
    ck_assert_str_eq(fx_top_id(&f), "DEMO100");
    ck_assert_int_eq(f.log.saves, 0);
    fx_close(&f);
}
END_TEST

enum { TALL_FIELDS = 24 };

static const struct panel_def tall_def = {
    .id = "TALL01", .title = "Many Fields", .kind = PANEL_ENTRY, .keys = &keylist_entry_scroll,
};

/* An entry panel taller than the screen scrolls; a field in error below the shown part is brought
 * into view with the cursor on it. */
START_TEST(entry_taller_than_the_screen)
{
    struct fx f;
    static char labels[TALL_FIELDS][24];
    struct field_def fields[TALL_FIELDS];
    const char *values[TALL_FIELDS];
    for (int i = 0; i < TALL_FIELDS; i++) {
        snprintf(labels[i], sizeof labels[i], "Field %02d", i + 1);
        fields[i] = (struct field_def){.label = labels[i], .type = AT_INT, .min = 0, .max = 9};
        values[i] = "1";
    }
    values[TALL_FIELDS - 1] = "12";              /* out of range, on the last line */
    struct entry_spec spec = {.def = &tall_def, .fields = fields, .nfields = TALL_FIELDS, .values = values};
    fx_open(&f, false);
    ck_assert_int_eq(console_push(f.c, entry_new(&spec)), 0);
    ck_assert_str_eq(fx_row(&f, 5), "                                                                    More:     +");
    ck_assert_str_eq(fx_row(&f, 6), " Field 01 . . . 1_  0-9");
    fx_fkey(&f, 8);
    ck_assert_str_eq(fx_row(&f, 6), " Field 08 . . . 1_  0-9");
    ck_assert_str_eq(fx_row(&f, 5), "                                                                    More:   -");
    fx_command(&f, "up max");
    ck_assert_str_eq(fx_row(&f, 6), " Field 01 . . . 1_  0-9");
    console_key(f.c, UIK_ENTER);
    ck_assert_int_eq(fx_msg(&f), MSG_RANGE);
    ck_assert_str_eq(console_message(f.c)->long_text, "Field 24 must be from 0 to 9.");
    ck_assert_str_eq(fx_row(&f, 6), " Field 08 . . . 1_  0-9");
    ck_assert_str_eq(fx_row(&f, 22), " Field 24 . . . 12  0-9");
    fx_assert_cursor(&f, 22, 16);
    ck_assert_int_eq(scr_at(&f.s, 22, 16)->elem, CUA_EE);
    fx_close(&f);
}
END_TEST

/* ---- screen size, Ctrl-C, environment ------------------------------------------------------ */

START_TEST(resize_and_too_small)
{
    struct fx f;
    fx_open(&f, true);
    console_resize(f.c, 30, 100);
    fx_assert_counter(&f, "Row 1 to 21 of 137");
    console_resize(f.c, 20, 60);
    fx_keys(&f, "x\r");
    ck_assert_str_eq(fx_row(&f, 0), "wlmcon needs a screen of at least 80x24.");
    console_resize(f.c, 24, 80);
    ck_assert_int_eq(fx_msg(&f), MSG_NONE);
    fx_assert_counter(&f, "Row 1 to 14 of 137");
    fx_close(&f);
}
END_TEST

static int aborted;

static void on_abort(void *ctx)
{
    (void)ctx;
    aborted++;
}

START_TEST(ctrl_c_aborts)
{
    struct fx f;
    fx_open(&f, true);
    f.env.on_abort = on_abort;
    aborted = 0;
    struct vscreen *v = vs_open(24, 80);
    vs_type(v, "s\x03");
    ck_assert_int_eq(vs_run(v, f.c), TERM_INTR);
    ck_assert_int_eq(aborted, 1);
    vs_close(v);
    fx_close(&f);
}
END_TEST

START_TEST(environment)
{
    struct console_env env;
    setenv("WLMCON_USER", "alice", 1);
    setenv("WLMCON_NOW", "2026-11-29T14:38:00Z", 1);
    setenv("NO_COLOR", "1", 1);
    ck_assert_int_eq(console_env_init(&env, "policy.db"), 0);
    ck_assert_str_eq(env.user, "alice");
    ck_assert_str_eq(env.store, "policy.db");
    ck_assert(env.fixed_clock);
    ck_assert_int_eq(env.now, 1795963080);
    ck_assert(env.no_color);
    setenv("WLMCON_NOW", "1795963080", 1);
    setenv("NO_COLOR", "", 1);
    ck_assert_int_eq(console_env_init(&env, NULL), 0);
    ck_assert_int_eq(env.now, 1795963080);
    ck_assert(!env.no_color);
    setenv("WLMCON_NOW", "2026-13-01 10:00", 1);
    ck_assert_int_eq(console_env_init(&env, NULL), -1);
    ck_assert(!env.fixed_clock);
    unsetenv("WLMCON_NOW");
    unsetenv("WLMCON_USER");
    ck_assert_int_eq(console_env_init(&env, NULL), 0);
    ck_assert(!env.fixed_clock);
    ck_assert_ptr_eq(env.user, env.user_buf);
    ck_assert_int_gt(strlen(env.user), 0);
}
END_TEST

/* A terminal that cannot place the cursor cannot show a panel: the console refuses it at once
 * (console_run then says so) instead of drawing nothing and waiting for keys. */
START_TEST(terminal_without_cursor_addressing_is_refused)
{
    FILE *out = fopen("/dev/null", "w"), *in = fopen("/dev/null", "r");
    ck_assert(out && in);
    ck_assert_ptr_null(term_open(out, in, "dumb", false, false));
    struct term *t = term_open(out, in, "vt100", true, false);
    ck_assert_ptr_nonnull(t);
    term_close(t);
    fclose(out);
    fclose(in);
}
END_TEST

Suite *suite_ui_console(void)
{
    Suite *s = suite_create("ui_console");
    TCase *tc = tcase_create("dispatcher");
    tcase_add_test(tc, jumps);
    tcase_add_test(tc, jump_to_option_0_opens_settings);
    tcase_add_test(tc, pulldowns_left_right_and_esc);
    tcase_add_test(tc, menu_choices_and_exit);
    tcase_add_test(tc, terminal_without_cursor_addressing_is_refused);
    tcase_add_test(tc, retrieve_and_invalid_commands);
    tcase_add_test(tc, long_message_past_two_lines);
    tcase_add_test(tc, home_and_actions);
    suite_add_tcase(s, tc);
    tc = tcase_create("entry");
    tcase_add_test(tc, entry_folds_only_where_marked);
    tcase_add_test(tc, entry_mdt_and_unchanged_cancel);
    tcase_add_test(tc, entry_cursor_to_the_field_in_error);
    tcase_add_test(tc, entry_end_saves_and_leaves);
    tcase_add_test(tc, entry_end_refused);
    tcase_add_test(tc, entry_end_conflict_and_failure);
    tcase_add_test(tc, entry_cancel_asks_first);
    tcase_add_test(tc, entry_taller_than_the_screen);
    suite_add_tcase(s, tc);
    tc = tcase_create("terminal");
    tcase_add_test(tc, resize_and_too_small);
    tcase_add_test(tc, ctrl_c_aborts);
    tcase_add_test(tc, environment);
    suite_add_tcase(s, tc);
    return s;
}
