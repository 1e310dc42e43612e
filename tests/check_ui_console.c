/* tests/check_ui_console.c — the panel engine driven through the console without a terminal:
 * the dispatcher (function keys with typed text, jumps, RETURN, RETRIEVE, HELP, ACTIONS), list
 * panels (scrolling by every amount, line commands top to bottom, invalid ones, LOCATE, FIND, SORT,
 * RESET, REFRESH, LEFT/RIGHT, only visible rows read), entry panels (folding, MDT, the cursor on
 * the field in error, END saving or reporting a conflict, CANCEL asking first), resize, Ctrl-C and
 * the environment. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tests/uidemo.h"
#include "tests/vscreen.h"

struct fx {
    struct console_env env;
    struct demo_log log;
    struct console *c;
    struct memsrc *m;
    struct scr s;
    char row[512];
};

static void fx_open(struct fx *f, bool with_table)
{
    memset(f, 0, sizeof *f);
    vs_env(&f->env);
    f->c = demo_console(&f->env, with_table ? demo_table(&f->log, &f->m) : NULL);
    console_draw(f->c, &f->s);
}

static void fx_close(struct fx *f)
{
    console_free(f->c);
    scr_free(&f->s);
}

/* Sends text as keys: '\r' is Enter, '\t' Tab. */
static void keys(struct fx *f, const char *text)
{
    for (; *text; text++)
        console_key(f->c, *text == '\r' ? UIK_ENTER : *text == '\t' ? UIK_TAB : (ui_key)(unsigned char)*text);
}

static void fkey(struct fx *f, int n)
{
    console_key(f->c, UIK_F(n));
}

/* Types a command on the command line (cleared first) and presses Enter. */
static void command(struct fx *f, const char *text)
{
    console_key(f->c, UIK_HOME);
    console_key(f->c, UIK_ERASE_EOF);
    keys(f, text);
    console_key(f->c, UIK_ENTER);
}

/* The cursor onto the line-command field of visible row i of the demo list. */
static void to_row(struct fx *f, int i)
{
    console_key(f->c, UIK_HOME);
    for (int k = 0; k < 2 + i; k++)
        console_key(f->c, UIK_TAB);
}

static const char *row(struct fx *f, int r)
{
    console_draw(f->c, &f->s);
    scr_row_text(&f->s, r, f->row, sizeof f->row);
    return f->row;
}

static void assert_counter(struct fx *f, const char *want)
{
    const char *t = row(f, 2);
    size_t n = strlen(t), w = strlen(want);
    ck_assert_msg(n >= w && strcmp(t + n - w, want) == 0, "title line '%s', want it to end in '%s'", t, want);
}

static void assert_cursor(struct fx *f, int r, int c)
{
    console_draw(f->c, &f->s);
    ck_assert_int_eq(f->s.cur_row, r);
    ck_assert_int_eq(f->s.cur_col, c);
}

static enum msg_id msg(struct fx *f)
{
    return console_message(f->c)->id;
}

static const char *top_id(struct fx *f)
{
    return console_top(f->c)->def->id;
}

/* ---- list panels -------------------------------------------------------------------------- */

START_TEST(typed_amount_then_function_key)
{
    struct fx f;
    fx_open(&f, true);
    assert_counter(&f, "Row 1 to 14 of 137");
    keys(&f, "4");
    fkey(&f, 8);
    assert_counter(&f, "Row 5 to 18 of 137");
    fkey(&f, 8);
    assert_counter(&f, "Row 19 to 32 of 137");
    keys(&f, "m");
    fkey(&f, 7);
    assert_counter(&f, "Row 1 to 14 of 137");
    keys(&f, "m");
    fkey(&f, 8);
    assert_counter(&f, "Row 125 to 137 of 137");
    ck_assert_str_eq(row(&f, 21), " ******************************* Bottom of data *******************************");
    fkey(&f, 8);
    assert_counter(&f, "Row 137 of 137");
    ck_assert_str_eq(row(&f, 8), " ******************************* Bottom of data *******************************");
    command(&f, "up 2");
    assert_counter(&f, "Row 136 to 137 of 137");
    fx_close(&f);
}
END_TEST

START_TEST(scroll_field_amounts)
{
    struct fx f;
    fx_open(&f, true);
    console_key(f.c, UIK_HOME);
    console_key(f.c, UIK_TAB);
    keys(&f, "half");
    fkey(&f, 8);
    assert_counter(&f, "Row 8 to 21 of 137");
    ck_assert_str_eq(row(&f, 3) + strlen(row(&f, 3)) - 16, "Scroll ===> HALF");
    console_key(f.c, UIK_HOME);
    console_key(f.c, UIK_TAB);
    keys(&f, "m");
    console_key(f.c, UIK_ERASE_EOF);
    fkey(&f, 8);                               /* MAX applies once; the field goes back to HALF */
    assert_counter(&f, "Row 125 to 137 of 137");
    ck_assert_str_eq(row(&f, 3) + strlen(row(&f, 3)) - 16, "Scroll ===> HALF");
    console_key(f.c, UIK_HOME);
    console_key(f.c, UIK_TAB);
    keys(&f, "zz");
    console_key(f.c, UIK_ERASE_EOF);
    fkey(&f, 7);
    ck_assert_int_eq(msg(&f), MSG_SCROLL_AMOUNT);
    assert_counter(&f, "Invalid scroll amount");
    assert_cursor(&f, 3, 75);
    ck_assert_int_eq(scr_at(&f.s, 3, 75)->elem, CUA_EE);
    command(&f, "down 0");                     /* an invalid amount typed after the command */
    ck_assert_int_eq(msg(&f), MSG_SCROLL_AMOUNT);
    ck_assert_str_eq(console_message(f.c)->long_text,
                     "0 is not a scroll amount: PAGE, HALF, CSR, DATA, MAX (M) or 1 to 9999.");
    fx_close(&f);
}
END_TEST

START_TEST(scroll_by_cursor)
{
    struct fx f;
    fx_open(&f, true);
    console_key(f.c, UIK_HOME);
    console_key(f.c, UIK_TAB);
    keys(&f, "csr");
    console_key(f.c, UIK_ERASE_EOF);
    to_row(&f, 5);
    fkey(&f, 8);
    assert_counter(&f, "Row 6 to 19 of 137");
    to_row(&f, 3);
    fkey(&f, 7);                                /* row 3 becomes the bottom line */
    assert_counter(&f, "Row 1 to 14 of 137");
    fx_close(&f);
}
END_TEST

START_TEST(line_commands_top_to_bottom)
{
    struct fx f;
    fx_open(&f, true);
    to_row(&f, 2);
    keys(&f, "s");
    to_row(&f, 0);
    keys(&f, "s");
    to_row(&f, 1);
    keys(&f, "d");
    console_key(f.c, UIK_ENTER);
    ck_assert_int_eq(f.log.nlcmds, 3);
    ck_assert_str_eq(f.log.lcmds[0], "S DEMO.Q001");
    ck_assert_str_eq(f.log.lcmds[1], "D DEMO.Q002");
    ck_assert_str_eq(f.log.lcmds[2], "S DEMO.Q003");
    assert_cursor(&f, 3, 14);
    ck_assert_str_eq(row(&f, 8), " _   DEMO.Q001        QALIAS        8    1    3 CLS1");
    fx_close(&f);
}
END_TEST

START_TEST(line_commands_survive_scrolling)
{
    struct fx f;
    fx_open(&f, true);
    to_row(&f, 0);
    keys(&f, "s");
    fkey(&f, 8);
    ck_assert_int_eq(f.log.nlcmds, 0);
    to_row(&f, 0);
    keys(&f, "d");
    fkey(&f, 7);
    ck_assert_str_eq(row(&f, 8), " S   DEMO.Q001        QALIAS        8    1    3 CLS1");
    console_key(f.c, UIK_ENTER);
    ck_assert_int_eq(f.log.nlcmds, 2);
    ck_assert_str_eq(f.log.lcmds[0], "S DEMO.Q001");
    ck_assert_str_eq(f.log.lcmds[1], "D DEMO.Q015");
    fx_close(&f);
}
END_TEST

START_TEST(invalid_line_command)
{
    struct fx f;
    fx_open(&f, true);
    to_row(&f, 1);
    keys(&f, "x");
    to_row(&f, 0);
    keys(&f, "s");
    console_key(f.c, UIK_ENTER);
    ck_assert_int_eq(f.log.nlcmds, 0);
    ck_assert_int_eq(msg(&f), MSG_INVALID_LCMD);
    ck_assert_str_eq(console_message(f.c)->long_text,
                     "X is not a line command of this list. The line commands are: S=Select E=Edit D=Delete.");
    assert_cursor(&f, 9, 1);
    ck_assert_int_eq(scr_at(&f.s, 9, 1)->elem, CUA_EE);
    ck_assert(f.s.alarm);
    keys(&f, "d");
    console_key(f.c, UIK_ENTER);
    ck_assert_int_eq(msg(&f), MSG_NONE);
    ck_assert_int_eq(f.log.nlcmds, 2);
    ck_assert_str_eq(f.log.lcmds[0], "S DEMO.Q001");
    ck_assert_str_eq(f.log.lcmds[1], "D DEMO.Q002");
    fx_close(&f);
}
END_TEST

/* E opens the entry panel; the next pending command runs when it ends. */
START_TEST(line_command_waits_for_its_panel)
{
    struct fx f;
    fx_open(&f, true);
    to_row(&f, 0);
    keys(&f, "e");
    to_row(&f, 1);
    keys(&f, "s");
    console_key(f.c, UIK_ENTER);
    ck_assert_int_eq(f.log.nlcmds, 1);
    ck_assert_str_eq(f.log.lcmds[0], "E DEMO.Q001");
    ck_assert_str_eq(top_id(&f), "DEMO220");
    fkey(&f, 3);
    ck_assert_str_eq(top_id(&f), "DEMO100");
    ck_assert_int_eq(f.log.nlcmds, 2);
    ck_assert_str_eq(f.log.lcmds[1], "S DEMO.Q002");
    fx_close(&f);
}
END_TEST

START_TEST(reset_clears_pending)
{
    struct fx f;
    fx_open(&f, true);
    to_row(&f, 0);
    keys(&f, "s");
    fkey(&f, 8);
    command(&f, "reset");
    fkey(&f, 7);
    ck_assert_str_eq(row(&f, 8), " _   DEMO.Q001        QALIAS        8    1    3 CLS1");
    console_key(f.c, UIK_ENTER);
    ck_assert_int_eq(f.log.nlcmds, 0);
    fx_close(&f);
}
END_TEST

START_TEST(locate_find_sort)
{
    struct fx f;
    fx_open(&f, true);
    command(&f, "locate demo.q050");
    assert_counter(&f, "Row 50 to 63 of 137");
    assert_cursor(&f, 8, 1);
    command(&f, "find 'number 100'");
    ck_assert_int_eq(msg(&f), MSG_FOUND);
    ck_assert_str_eq(console_message(f.c)->short_text, "Found in row 100");
    command(&f, "f no-such-text");
    ck_assert_int_eq(msg(&f), MSG_NOT_FOUND);
    ck_assert_str_eq(console_message(f.c)->long_text, "No row of this list contains no-such-text.");
    assert_counter(&f, "Not found");
    command(&f, "sort clwlwght d");
    assert_counter(&f, "Row 1 to 14 of 137");
    ck_assert_str_eq(row(&f, 8), " _   DEMO.Q014        QREMOTE      99    4    2 CLS2");
    command(&f, "sort Queue");
    ck_assert_str_eq(row(&f, 8), " _   DEMO.Q001        QALIAS        8    1    3 CLS1");
    command(&f, "sort bogus");
    ck_assert_int_eq(msg(&f), MSG_SORT_COLUMN);
    ck_assert_str_eq(console_message(f.c)->long_text,
                     "bogus is not a column of this list. The columns are: name, type, clwlwght, clwlprty, "
                     "clwlrank, cluster, descr.");
    command(&f, "sort");
    ck_assert_int_eq(msg(&f), MSG_MISSING_VALUE);
    ck_assert_str_eq(console_message(f.c)->long_text, "SORT needs a value: SORT column [A|D].");
    command(&f, "l");
    ck_assert_int_eq(msg(&f), MSG_MISSING_VALUE);
    fx_close(&f);
}
END_TEST

/* Only the rows that show are read from the source. */
START_TEST(only_visible_rows_are_read)
{
    struct fx f;
    fx_open(&f, true);
    ck_assert_int_eq(memsrc_rows_read(f.m), 14);
    fkey(&f, 8);
    row(&f, 0);
    ck_assert_int_eq(memsrc_rows_read(f.m), 28);
    keys(&f, "5");
    fkey(&f, 8);
    row(&f, 0);
    ck_assert_int_eq(memsrc_rows_read(f.m), 42);
    assert_counter(&f, "Row 20 to 33 of 137");
    command(&f, "refresh");
    assert_counter(&f, "Row 20 to 33 of 137");
    ck_assert_int_eq(memsrc_rows_read(f.m), 56);
    to_row(&f, 0);                              /* cursor keys read nothing */
    ck_assert_int_eq(memsrc_rows_read(f.m), 56);
    fx_close(&f);
}
END_TEST

START_TEST(left_and_right)
{
    struct fx f;
    fx_open(&f, true);
    fkey(&f, 10);
    ck_assert_int_eq(msg(&f), MSG_NO_MORE_COLUMNS);
    fkey(&f, 11);
    ck_assert_str_eq(row(&f, 7), " Act Queue            Description");
    ck_assert_str_eq(row(&f, 6), "                                                                    More:   <");
    fkey(&f, 11);
    ck_assert_int_eq(msg(&f), MSG_NO_MORE_COLUMNS);
    ck_assert_str_eq(console_message(f.c)->long_text, "All the columns to the right are shown.");
    fkey(&f, 10);
    ck_assert_str_eq(row(&f, 7), " Act Queue            Type     Weight Prty Rank Cluster");
    command(&f, "right 2");
    ck_assert_str_eq(row(&f, 7), " Act Queue            Prty Rank Cluster");
    fx_close(&f);
}
END_TEST

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
    command(&f, "=2.1");
    ck_assert_int_eq(p.opened, 1);
    ck_assert_str_eq(p.rest, "1");
    ck_assert_int_eq(console_depth(f.c), 2);
    ck_assert_str_eq(top_id(&f), "DEMO100");
    to_row(&f, 0);
    keys(&f, "e");
    console_key(f.c, UIK_ENTER);
    ck_assert_str_eq(top_id(&f), "DEMO220");
    keys(&f, "\t\t\t\t120");
    command(&f, "=2");                          /* END on the entry panel refuses: the jump stops */
    ck_assert_str_eq(top_id(&f), "DEMO220");
    ck_assert_int_eq(msg(&f), MSG_RANGE);
    ck_assert_int_eq(p.opened, 1);
    keys(&f, "60");                             /* the cursor is on the weight */
    console_key(f.c, UIK_DELETE);
    command(&f, "=x");
    ck_assert(console_done(f.c));
    ck_assert_int_eq(p.demo.saves, 1);          /* RETURN ended the entry panel as END does */
    fx_close(&f);
}
END_TEST

START_TEST(menu_choices_and_exit)
{
    struct fx f;
    fx_open(&f, false);
    command(&f, "7");
    ck_assert_int_eq(msg(&f), MSG_NOT_BUILT);
    ck_assert_str_eq(console_message(f.c)->long_text, "Option 7, Import, is not part of this build of wlmcon yet.");
    command(&f, "42");
    ck_assert_int_eq(msg(&f), MSG_INVALID_OPTION);
    command(&f, "up");
    ck_assert_int_eq(msg(&f), MSG_NOT_ACTIVE);
    ck_assert_str_eq(console_message(f.c)->long_text, "UP has no effect on panel WLM000.");
    console_key(f.c, UIK_HOME);
    console_key(f.c, UIK_DOWN);
    console_key(f.c, UIK_DOWN);
    console_key(f.c, UIK_DOWN);                 /* on option 2's line: Enter chooses it */
    console_key(f.c, UIK_ENTER);
    ck_assert_str_eq(console_message(f.c)->long_text, "Option 2, MQ, is not part of this build of wlmcon yet.");
    fkey(&f, 3);
    ck_assert(console_done(f.c));
    fx_close(&f);
    fx_open(&f, false);
    command(&f, "x");
    ck_assert(console_done(f.c));
    fx_close(&f);
}
END_TEST

START_TEST(retrieve_and_invalid_commands)
{
    struct fx f;
    fx_open(&f, true);
    command(&f, "retrieve");
    ck_assert_int_eq(msg(&f), MSG_NO_RETRIEVE);
    command(&f, "l demo.q010");
    command(&f, "f number");
    command(&f, "retrieve");
    ck_assert_str_eq(row(&f, 3), " Command ===> f number________________________________________ Scroll ===> PAGE");
    assert_cursor(&f, 3, 22);
    command(&f, "retrieve");
    ck_assert_str_eq(row(&f, 3), " Command ===> l demo.q010_____________________________________ Scroll ===> PAGE");
    command(&f, "bogus 1");
    ck_assert_int_eq(msg(&f), MSG_INVALID_COMMAND);
    ck_assert_str_eq(console_message(f.c)->long_text,
                     "BOGUS is not a command of panel DEMO100. F1 lists the keys and commands of this panel.");
    fkey(&f, 1);                                /* F1 on a short message: its long message */
    ck_assert(console_long_shown(f.c));
    ck_assert_str_eq(row(&f, 4), " BOGUS is not a command of panel DEMO100. F1 lists the keys and commands of");
    ck_assert_str_eq(row(&f, 5), " this panel.");
    ck_assert_int_eq(console_depth(f.c), 2);
    fkey(&f, 1);                                /* again: the keys help */
    ck_assert_str_eq(top_id(&f), "HLP001");
    fkey(&f, 3);
    ck_assert_str_eq(top_id(&f), "DEMO100");
    fx_close(&f);
}
END_TEST

START_TEST(home_and_actions)
{
    struct fx f;
    fx_open(&f, true);
    to_row(&f, 3);
    assert_cursor(&f, 11, 1);
    console_key(f.c, UIK_HOME);
    assert_cursor(&f, 3, 14);
    command(&f, "actions");
    assert_cursor(&f, 0, 2);
    console_key(f.c, UIK_ENTER);
    ck_assert_str_eq(console_message(f.c)->long_text, "The Queue pull-down is not part of this build of wlmcon yet.");
    fx_close(&f);
    fx_open(&f, false);
    console_push(f.c, demo_entry(&f.log));
    fkey(&f, 10);                               /* F10 on an entry panel: the action bar */
    assert_cursor(&f, 0, 2);
    fx_close(&f);
}
END_TEST

/* ---- entry panels ------------------------------------------------------------------------- */

static void open_entry(struct fx *f)
{
    fx_open(f, true);
    ck_assert_int_eq(console_push(f->c, demo_entry(&f->log)), 0);
    assert_cursor(f, 8, 37);                    /* the first input field */
}

START_TEST(entry_folds_only_where_marked)
{
    struct fx f;
    open_entry(&f);
    keys(&f, "cls9");
    console_key(f.c, UIK_ERASE_EOF);
    keys(&f, "\t\t\tMixed Case");
    console_key(f.c, UIK_ENTER);
    ck_assert_int_eq(msg(&f), MSG_NONE);
    ck_assert_str_eq(row(&f, 8), " Cluster  . . . . . . . . (CLUSTER)  CLS9______________________________________");
    ck_assert_str_eq(row(&f, 11), " Description  . . . . . . (DESCR)    Mixed Case________________________________");
    ck_assert(entry_changed(console_top(f.c)));
    fx_close(&f);
}
END_TEST

START_TEST(entry_mdt_and_unchanged_cancel)
{
    struct fx f;
    open_entry(&f);
    keys(&f, "\t\t\t\t50");                     /* typed, but the same value */
    const struct form_field *w = form_get(&console_top(f.c)->form, 7);
    const struct form_field *cl = form_get(&console_top(f.c)->form, 3);
    ck_assert(w->modified && !cl->modified);
    ck_assert(!entry_changed(console_top(f.c)));
    fkey(&f, 12);                               /* nothing changed: no question */
    ck_assert_str_eq(top_id(&f), "DEMO100");
    fx_close(&f);
}
END_TEST

START_TEST(entry_cursor_to_the_field_in_error)
{
    struct fx f;
    open_entry(&f);
    keys(&f, "\t\t\t\t120\tx");
    console_key(f.c, UIK_ENTER);
    ck_assert_int_eq(msg(&f), MSG_RANGE);
    ck_assert_str_eq(console_message(f.c)->long_text, "Weight (CLWLWGHT) must be from 1 to 99.");
    assert_cursor(&f, 14, 37);
    ck_assert_int_eq(scr_at(&f.s, 14, 37)->elem, CUA_EE);
    ck_assert_int_eq(scr_at(&f.s, 15, 37)->elem, CUA_NEF);
    keys(&f, "60");
    console_key(f.c, UIK_DELETE);
    console_key(f.c, UIK_ENTER);
    ck_assert_int_eq(msg(&f), MSG_NUMERIC);
    assert_cursor(&f, 15, 37);
    ck_assert_int_eq(scr_at(&f.s, 14, 37)->elem, CUA_NEF);
    ck_assert_int_eq(f.log.saves, 0);
    fx_close(&f);
}
END_TEST

START_TEST(entry_end_saves_and_leaves)
{
    struct fx f;
    open_entry(&f);
    keys(&f, "\t\t\t\t60");
    fkey(&f, 3);
    ck_assert_int_eq(f.log.saves, 1);
    ck_assert_str_eq(f.log.saved, "clwlwght=60");
    ck_assert_str_eq(top_id(&f), "DEMO100");
    ck_assert_int_eq(msg(&f), MSG_SAVED);
    assert_counter(&f, "Changes saved");
    fx_close(&f);
}
END_TEST

START_TEST(entry_end_refused)
{
    struct fx f;
    open_entry(&f);
    keys(&f, "\t\t\t\t120");
    fkey(&f, 3);                                /* a field in error: END cannot leave */
    ck_assert_int_eq(f.log.saves, 0);
    ck_assert_str_eq(top_id(&f), "DEMO220");
    ck_assert_int_eq(msg(&f), MSG_RANGE);
    fx_close(&f);
}
END_TEST

START_TEST(entry_end_conflict_and_failure)
{
    struct fx f;
    open_entry(&f);
    f.log.save_rc = ENTRY_CONFLICT;
    keys(&f, "\t\t\t\t60");
    fkey(&f, 3);
    ck_assert_int_eq(f.log.saves, 1);
    ck_assert_str_eq(top_id(&f), "DEMO220");
    ck_assert_int_eq(msg(&f), MSG_CONFLICT);
    ck_assert_str_eq(console_message(f.c)->short_text, "Changed by someone else");
    ck_assert_str_eq(console_message(f.c)->long_text, "C_QM5 was changed by OTHER at revision 4; nothing was saved.");
    f.log.save_rc = ENTRY_FAILED;
    fkey(&f, 3);
    ck_assert_int_eq(f.log.saves, 2);
    ck_assert_int_eq(msg(&f), MSG_SAVE_FAILED);
    assert_cursor(&f, 8, 37);
    ck_assert_int_eq(scr_at(&f.s, 8, 37)->elem, CUA_EE);
    fx_close(&f);
}
END_TEST

START_TEST(entry_cancel_asks_first)
{
    struct fx f;
    open_entry(&f);
    keys(&f, "\t\t\t\t60");
    fkey(&f, 12);
    ck_assert_int_eq(console_top(f.c)->def->kind, PANEL_POPUP);
    fkey(&f, 12);                               /* back to the panel, the value kept */
    ck_assert_str_eq(top_id(&f), "DEMO220");
    ck_assert_str_eq(row(&f, 14), "   Weight . . . . . . . . (CLWLWGHT) 60_  1-99, default 50");
    fkey(&f, 12);
    console_key(f.c, UIK_ENTER);                /* confirmed: leaves without saving */
    ck_assert_str_eq(top_id(&f), "DEMO100");
    ck_assert_int_eq(f.log.saves, 0);
    fx_close(&f);
}
END_TEST

/* ---- screen size, Ctrl-C, environment ------------------------------------------------------ */

START_TEST(resize_and_too_small)
{
    struct fx f;
    fx_open(&f, true);
    console_resize(f.c, 30, 100);
    assert_counter(&f, "Row 1 to 21 of 137");
    console_resize(f.c, 20, 60);
    keys(&f, "x\r");
    ck_assert_str_eq(row(&f, 0), "wlmcon needs a screen of at least 80x24.");
    console_resize(f.c, 24, 80);
    ck_assert_int_eq(msg(&f), MSG_NONE);
    assert_counter(&f, "Row 1 to 14 of 137");
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

Suite *suite_ui_console(void)
{
    Suite *s = suite_create("ui_console");
    TCase *tc = tcase_create("lists");
    tcase_add_test(tc, typed_amount_then_function_key);
    tcase_add_test(tc, scroll_field_amounts);
    tcase_add_test(tc, scroll_by_cursor);
    tcase_add_test(tc, line_commands_top_to_bottom);
    tcase_add_test(tc, line_commands_survive_scrolling);
    tcase_add_test(tc, invalid_line_command);
    tcase_add_test(tc, line_command_waits_for_its_panel);
    tcase_add_test(tc, reset_clears_pending);
    tcase_add_test(tc, locate_find_sort);
    tcase_add_test(tc, only_visible_rows_are_read);
    tcase_add_test(tc, left_and_right);
    suite_add_tcase(s, tc);
    tc = tcase_create("dispatcher");
    tcase_add_test(tc, jumps);
    tcase_add_test(tc, menu_choices_and_exit);
    tcase_add_test(tc, retrieve_and_invalid_commands);
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
    suite_add_tcase(s, tc);
    tc = tcase_create("terminal");
    tcase_add_test(tc, resize_and_too_small);
    tcase_add_test(tc, ctrl_c_aborts);
    tcase_add_test(tc, environment);
    suite_add_tcase(s, tc);
    return s;
}
