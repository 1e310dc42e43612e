/* tests/check_ui_lists.c — list panels driven through the console without a terminal: scrolling
 * by every amount, line commands top to bottom and across scrolling, invalid ones, a command that
 * opens a panel, RESET, LOCATE, FIND, SORT, REFRESH, LEFT/RIGHT, and only the visible rows read. */
#include <check.h>
#include <locale.h>
#include <string.h>

#include "tests/uifx.h"
#include "tests/vscreen.h"
#include "ui/engine/memsrc.h"
#include "ui/engine/table.h"

/* ---- list panels -------------------------------------------------------------------------- */

START_TEST(typed_amount_then_function_key)
{
    struct fx f;
    fx_open(&f, true);
    fx_assert_counter(&f, "Row 1 to 14 of 137");
    fx_keys(&f, "4");
    fx_fkey(&f, 8);
    fx_assert_counter(&f, "Row 5 to 18 of 137");
    fx_fkey(&f, 8);
    fx_assert_counter(&f, "Row 19 to 32 of 137");
    fx_keys(&f, "m");
    fx_fkey(&f, 7);
    fx_assert_counter(&f, "Row 1 to 14 of 137");
    fx_keys(&f, "m");
    fx_fkey(&f, 8);
    fx_assert_counter(&f, "Row 125 to 137 of 137");
    ck_assert_str_eq(fx_row(&f, 21), " ******************************* Bottom of data *******************************");
    fx_fkey(&f, 8);
    fx_assert_counter(&f, "Row 137 of 137");
    ck_assert_str_eq(fx_row(&f, 8), " ******************************* Bottom of data *******************************");
    fx_command(&f, "up 2");
    fx_assert_counter(&f, "Row 136 to 137 of 137");
    fx_close(&f);
}
END_TEST

/* The title keeps clear of the room on the right: the short message's, or a row counter's when
 * that is longer (10,000 rows and more), where a title too long is cut between words. */
START_TEST(title_gives_way_to_the_counter)
{
    struct fx f;
    fx_open(&f, false);
    struct panel *t = demo_table(&f.log, &f.m);
    panel_set_title(t, "Cluster Queue Instances of QM00001 and more");
    ck_assert_int_eq(console_push(f.c, t), 0);
    ck_assert_str_eq(fx_row(&f, 2), " DEMO100  Cluster Queue Instances of QM00001 and more        Row 1 to 14 of 137");
    for (int i = 0; i < 10000; i++) {
        const char *cells[] = {"MORE.Q", "QLOCAL", "1", "0", "0", "CLS1", ""};
        ck_assert_int_eq(memsrc_add(f.m, "MORE.Q", cells), 0);
    }
    fx_command(&f, "refresh");
    fx_command(&f, "down 9999");
    ck_assert_str_eq(fx_row(&f, 2), " DEMO100 Cluster Queue Instances of QM00001 and...  Row 10000 to 10013 of 10137");
    fx_close(&f);
}
END_TEST

/* A name longer than its key column ends in emphasis with a character no name holds: U+2026 on a
 * UTF-8 terminal, '>' elsewhere; never '+', which MQ names hold (+AUTOCL+). */
static void cut_name(bool utf8, const char *want)
{
    struct fx f;
    memset(&f, 0, sizeof f);
    vs_env(&f.env);
    f.env.utf8 = utf8;
    f.c = demo_console(&f.env, demo_table(&f.log, &f.m));
    const char *cells[] = {"+AUTOCL+.CLUSTER.Q", "QLOCAL", "1", "0", "0", "CLS1", ""};
    ck_assert_int_eq(memsrc_add(f.m, "+AUTOCL+.CLUSTER.Q", cells), 0);
    fx_command(&f, "refresh");
    fx_command(&f, "find +AUTOCL+");
    ck_assert_str_eq(fx_row(&f, 8), want);
    ck_assert_int_eq(scr_at(&f.s, 8, 20)->elem, CUA_ET);    /* the end mark, emphasised */
    ck_assert_int_eq(scr_at(&f.s, 8, 19)->elem, CUA_VOI);   /* the name's own characters */
    fx_close(&f);
}

START_TEST(cut_name_marked)
{
    cut_name(false, " _   +AUTOCL+.CLUSTE> QLOCAL        1    0    0 CLS1");
    ck_assert_ptr_nonnull(setlocale(LC_CTYPE, "C.UTF-8"));   /* as the terminal's session sets it */
    cut_name(true, " _   +AUTOCL+.CLUSTE\u2026 QLOCAL        1    0    0 CLS1");
}
END_TEST

/* The instruction line of a list shows each line command and labelled key whole or not at all:
 * what does not fit the width is left out from the end (here X=Exclude, the F5 label and /=Menu
 * at 80 columns), and comes back on a wider screen. */
START_TEST(instruction_fits_the_width)
{
    static const struct tbl_col cols[] = {{"name", "Name", 16, TC_FIXED}};
    static const struct lcmd_def lcmds[] = {
        {"S", "Select"}, {"E", "Edit"}, {"B", "Browse"}, {"I", "Insert"}, {"C", "Copy"}, {"D", "Delete"},
        {"SU", "Suspend"}, {"RE", "Resume"}, {"X", "Exclude"}, {NULL, NULL},
    };
    static const struct key_label labels[] = {{"REFRESH", "Read again"}, {NULL, NULL}};
    static const struct panel_def def = {
        .id = "WIDE100", .title = "Wide", .kind = PANEL_TABLE, .keys = &keylist_table, .lcmds = lcmds,
        .key_labels = labels,
    };
    struct fx f;
    fx_open(&f, false);
    struct memsrc *m = memsrc_new(cols, 1);
    ck_assert_int_eq(memsrc_add(m, "A", (const char *const[]){"A"}), 0);
    struct table_spec spec = {.def = &def};
    memsrc_source(m, &spec.src);
    ck_assert_int_eq(console_push(f.c, table_new(&spec)), 0);
    ck_assert_str_eq(fx_row(&f, 5), " S=Select E=Edit B=Browse I=Insert C=Copy D=Delete SU=Suspend RE=Resume");
    console_resize(f.c, 24, 120);
    ck_assert_str_eq(fx_row(&f, 5), " S=Select E=Edit B=Browse I=Insert C=Copy D=Delete SU=Suspend RE=Resume "
                                    "X=Exclude  F5=Read again /=Menu");
    fx_close(&f);
}
END_TEST

START_TEST(scroll_field_amounts)
{
    struct fx f;
    fx_open(&f, true);
    console_key(f.c, UIK_HOME);
    console_key(f.c, UIK_TAB);
    fx_keys(&f, "half");
    fx_fkey(&f, 8);
    fx_assert_counter(&f, "Row 8 to 21 of 137");
    ck_assert_str_eq(fx_row(&f, 3) + strlen(fx_row(&f, 3)) - 16, "Scroll ===> HALF");
    console_key(f.c, UIK_HOME);
    console_key(f.c, UIK_TAB);
    fx_keys(&f, "m");
    console_key(f.c, UIK_ERASE_EOF);
    fx_fkey(&f, 8);                               /* MAX applies once; the field goes back to HALF */
    fx_assert_counter(&f, "Row 125 to 137 of 137");
    ck_assert_str_eq(fx_row(&f, 3) + strlen(fx_row(&f, 3)) - 16, "Scroll ===> HALF");
    console_key(f.c, UIK_HOME);
    console_key(f.c, UIK_TAB);
    fx_keys(&f, "zz");
    console_key(f.c, UIK_ERASE_EOF);
    fx_fkey(&f, 7);
    ck_assert_int_eq(fx_msg(&f), MSG_SCROLL_AMOUNT);
    fx_assert_counter(&f, "Invalid scroll amount");
    fx_assert_cursor(&f, 3, 75);
    ck_assert_int_eq(scr_at(&f.s, 3, 75)->elem, CUA_EE);
    console_key(f.c, UIK_HOME);
    console_key(f.c, UIK_TAB);
    fx_keys(&f, "s");                             /* over zz: sz, which Enter refuses at once */
    console_key(f.c, UIK_ENTER);
    ck_assert_int_eq(fx_msg(&f), MSG_SCROLL_AMOUNT);
    ck_assert_str_eq(console_message(f.c)->long_text,
                     "sz is not a scroll amount: PAGE, HALF, CSR, DATA, MAX (M) or 1 to 9999.");
    fx_assert_cursor(&f, 3, 75);
    ck_assert_int_eq(scr_at(&f.s, 3, 75)->elem, CUA_EE);
    console_key(f.c, UIK_HOME);
    console_key(f.c, UIK_TAB);
    fx_keys(&f, "page");
    console_key(f.c, UIK_ENTER);                  /* a valid one: Enter lets it be */
    ck_assert_int_eq(fx_msg(&f), MSG_NONE);
    ck_assert_str_eq(fx_row(&f, 3) + strlen(fx_row(&f, 3)) - 16, "Scroll ===> page");
    fx_command(&f, "down 0");                     /* an invalid amount typed after the command */
    ck_assert_int_eq(fx_msg(&f), MSG_SCROLL_AMOUNT);
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
    fx_keys(&f, "csr");
    console_key(f.c, UIK_ERASE_EOF);
    fx_to_row(&f, 5);
    fx_fkey(&f, 8);
    fx_assert_counter(&f, "Row 6 to 19 of 137");
    fx_to_row(&f, 3);
    fx_fkey(&f, 7);                                /* row 3 becomes the bottom line */
    fx_assert_counter(&f, "Row 1 to 14 of 137");
    fx_close(&f);
}
END_TEST

START_TEST(line_commands_top_to_bottom)
{
    struct fx f;
    fx_open(&f, true);
    fx_to_row(&f, 2);
    fx_keys(&f, "s");
    fx_to_row(&f, 0);
    fx_keys(&f, "s");
    fx_to_row(&f, 1);
    fx_keys(&f, "d");
    console_key(f.c, UIK_ENTER);
    ck_assert_int_eq(f.log.nlcmds, 3);
    ck_assert_str_eq(f.log.lcmds[0], "S DEMO.Q001");
    ck_assert_str_eq(f.log.lcmds[1], "D DEMO.Q002");
    ck_assert_str_eq(f.log.lcmds[2], "S DEMO.Q003");
    fx_assert_cursor(&f, 3, 14);
    ck_assert_str_eq(fx_row(&f, 8), " _   DEMO.Q001        QALIAS        8    1    3 CLS1");
    fx_close(&f);
}
END_TEST

START_TEST(line_commands_survive_scrolling)
{
    struct fx f;
    fx_open(&f, true);
    fx_to_row(&f, 0);
    fx_keys(&f, "s");
    fx_fkey(&f, 8);
    ck_assert_int_eq(f.log.nlcmds, 0);
    fx_to_row(&f, 0);
    fx_keys(&f, "d");
    fx_fkey(&f, 7);
    ck_assert_str_eq(fx_row(&f, 8), " S   DEMO.Q001        QALIAS        8    1    3 CLS1");
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
    fx_to_row(&f, 1);
    fx_keys(&f, "x");
    fx_to_row(&f, 0);
    fx_keys(&f, "s");
    console_key(f.c, UIK_ENTER);
    ck_assert_int_eq(f.log.nlcmds, 0);
    ck_assert_int_eq(fx_msg(&f), MSG_INVALID_LCMD);
    ck_assert_str_eq(console_message(f.c)->long_text,
                     "X is not a line command of this list. The line commands are: S=Select E=Edit D=Delete.");
    fx_assert_cursor(&f, 9, 1);
    ck_assert_int_eq(scr_at(&f.s, 9, 1)->elem, CUA_EE);
    ck_assert(f.s.alarm);
    fx_keys(&f, "d");
    console_key(f.c, UIK_ENTER);
    ck_assert_int_eq(fx_msg(&f), MSG_NONE);
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
    fx_to_row(&f, 0);
    fx_keys(&f, "e");
    fx_to_row(&f, 1);
    fx_keys(&f, "s");
    console_key(f.c, UIK_ENTER);
    ck_assert_int_eq(f.log.nlcmds, 1);
    ck_assert_str_eq(f.log.lcmds[0], "E DEMO.Q001");
    ck_assert_str_eq(fx_top_id(&f), "DEMO220");
    fx_fkey(&f, 3);
    ck_assert_str_eq(fx_top_id(&f), "DEMO100");
    ck_assert_int_eq(f.log.nlcmds, 2);
    ck_assert_str_eq(f.log.lcmds[1], "S DEMO.Q002");
    fx_close(&f);
}
END_TEST

START_TEST(reset_clears_pending)
{
    struct fx f;
    fx_open(&f, true);
    fx_to_row(&f, 0);
    fx_keys(&f, "s");
    fx_fkey(&f, 8);
    fx_command(&f, "reset");
    fx_fkey(&f, 7);
    ck_assert_str_eq(fx_row(&f, 8), " _   DEMO.Q001        QALIAS        8    1    3 CLS1");
    console_key(f.c, UIK_ENTER);
    ck_assert_int_eq(f.log.nlcmds, 0);
    fx_close(&f);
}
END_TEST

START_TEST(locate_find_sort)
{
    struct fx f;
    fx_open(&f, true);
    fx_command(&f, "locate demo.q050");
    fx_assert_counter(&f, "Row 50 to 63 of 137");
    fx_assert_cursor(&f, 3, 14);   /* the row found on top, the cursor on the command line */
    fx_command(&f, "find 'number 100'");
    ck_assert_int_eq(fx_msg(&f), MSG_FOUND);
    ck_assert_str_eq(console_message(f.c)->short_text, "Found in row 100");
    fx_command(&f, "f no-such-text");
    ck_assert_int_eq(fx_msg(&f), MSG_NOT_FOUND);
    ck_assert_str_eq(console_message(f.c)->long_text, "No row of this list contains no-such-text.");
    fx_assert_counter(&f, "Not found");
    fx_command(&f, "sort clwlwght d");
    fx_assert_counter(&f, "Row 1 to 14 of 137");
    ck_assert_str_eq(fx_row(&f, 8), " _   DEMO.Q014        QREMOTE      99    4    2 CLS2");
    fx_command(&f, "sort Queue");
    ck_assert_str_eq(fx_row(&f, 8), " _   DEMO.Q001        QALIAS        8    1    3 CLS1");
    fx_command(&f, "sort bogus");
    ck_assert_int_eq(fx_msg(&f), MSG_SORT_COLUMN);
    ck_assert_str_eq(console_message(f.c)->long_text,
                     "bogus is not a column of this list. The columns are: name, type, clwlwght, clwlprty, "
                     "clwlrank, cluster, descr.");
    fx_command(&f, "sort");
    ck_assert_int_eq(fx_msg(&f), MSG_MISSING_VALUE);
    ck_assert_str_eq(console_message(f.c)->long_text, "SORT needs a value: SORT column [A|D] [SAVE].");
    fx_command(&f, "l");
    ck_assert_int_eq(fx_msg(&f), MSG_MISSING_VALUE);
    fx_close(&f);
}
END_TEST

/* FIND typed again from the command line goes on to the next row holding the text, as the help
 * of its message says; after a scroll it starts from the top row shown again. */
START_TEST(find_again_goes_on)
{
    struct fx f;
    fx_open(&f, true);
    fx_command(&f, "find 'number 05'");
    ck_assert_str_eq(console_message(f.c)->short_text, "Found in row 50");
    fx_assert_cursor(&f, 3, 14);   /* on the command line: FIND again goes on from the row found */
    fx_command(&f, "find 'number 05'");
    ck_assert_str_eq(console_message(f.c)->short_text, "Found in row 51");
    fx_command(&f, "f 'number 05'");
    ck_assert_str_eq(console_message(f.c)->short_text, "Found in row 52");
    fx_assert_counter(&f, "Found in row 52");
    fx_fkey(&f, 7);                                     /* top: row 38 */
    fx_command(&f, "f 'number 05'");
    ck_assert_str_eq(console_message(f.c)->short_text, "Found in row 50");
    fx_command(&f, "f 'number 137'");                  /* the only one: ISPF's end of data */
    ck_assert_str_eq(console_message(f.c)->short_text, "Found in row 137");
    fx_command(&f, "f 'number 137'");
    ck_assert_str_eq(console_message(f.c)->short_text, "Bottom of data reached");
    ck_assert_str_eq(console_message(f.c)->long_text, "'number 137' is in no row after row 137. RFIND looks again from the top.");
    fx_command(&f, "f 'number 137'");                  /* from the top: the same row alone */
    ck_assert_str_eq(console_message(f.c)->short_text, "No more found");
    fx_close(&f);
}
END_TEST

/* RFIND finds the last FIND's text further on, from the command line or a function key set to it;
 * before any FIND it says there is none; on a menu (no FIND) it is not active. */
START_TEST(rfind_repeats_the_last_find)
{
    struct fx f;
    fx_open(&f, true);
    fx_command(&f, "rfind");
    ck_assert_int_eq(fx_msg(&f), MSG_NO_FIND);
    ck_assert_str_eq(console_message(f.c)->long_text,
                     "RFIND repeats the last FIND, and no FIND has been typed yet.");
    fx_command(&f, "f 'number 05'");
    ck_assert_str_eq(console_message(f.c)->short_text, "Found in row 50");
    fx_command(&f, "RFIND");
    ck_assert_str_eq(console_message(f.c)->short_text, "Found in row 51");
    fx_command(&f, "keys f5 rfind");
    fx_fkey(&f, 5);
    ck_assert_str_eq(console_message(f.c)->short_text, "Found in row 52");
    fx_assert_counter(&f, "Found in row 52");
    fx_command(&f, "f 'number 137'");
    fx_fkey(&f, 5);                                     /* the only one: the end of the data */
    ck_assert_str_eq(console_message(f.c)->short_text, "Bottom of data reached");
    fx_fkey(&f, 5);                                     /* from the top: nothing further */
    ck_assert_int_eq(fx_msg(&f), MSG_NO_MORE);
    fx_close(&f);
    fx_open(&f, false);
    fx_command(&f, "rfind");
    ck_assert_int_eq(fx_msg(&f), MSG_NOT_ACTIVE);
    fx_close(&f);
}
END_TEST

/* After an attention key, the list's idle work is due once: console_idle does it and it is done;
 * typing alone does not make it due; a menu has none. */
START_TEST(idle_work_after_attention_keys)
{
    struct fx f;
    fx_open(&f, true);
    ck_assert(!console_idle_wanted(f.c));
    fx_fkey(&f, 8);
    ck_assert(console_idle_wanted(f.c));
    console_idle(f.c);
    ck_assert_int_eq(f.log.prepares, 1);
    ck_assert(!console_idle_wanted(f.c));
    console_idle(f.c);
    ck_assert_int_eq(f.log.prepares, 1);
    fx_keys(&f, "abc");
    ck_assert(!console_idle_wanted(f.c));
    fx_command(&f, "locate DEMO.Q100");
    console_idle(f.c);
    ck_assert_int_eq(f.log.prepares, 2);
    fx_close(&f);
    fx_open(&f, false);
    fx_command(&f, "");
    ck_assert(!console_idle_wanted(f.c));
    fx_close(&f);
}
END_TEST

/* A source that sorts at most 100 rows refuses SORT on the 137 of the demo list, saying how many
 * it has and may have; the order stays. */
START_TEST(sort_refused_on_a_long_list)
{
    struct fx f;
    demo_sort_max = 100;
    fx_open(&f, true);
    demo_sort_max = 0;
    fx_command(&f, "sort weight d");
    ck_assert_int_eq(fx_msg(&f), MSG_SORT_TOO_LONG);
    ck_assert_str_eq(console_message(f.c)->short_text, "List too long to sort");
    ck_assert_str_eq(console_message(f.c)->long_text, "SORT orders lists of up to 100 rows, and this one has 137.");
    ck_assert_str_eq(fx_row(&f, 8), " _   DEMO.Q001        QALIAS        8    1    3 CLS1");
    fx_close(&f);
}
END_TEST

/* Only the rows that show are read from the source. */
START_TEST(only_visible_rows_are_read)
{
    struct fx f;
    fx_open(&f, true);
    ck_assert_int_eq(memsrc_rows_read(f.m), 14);
    fx_fkey(&f, 8);
    fx_row(&f, 0);
    ck_assert_int_eq(memsrc_rows_read(f.m), 28);
    fx_keys(&f, "5");
    fx_fkey(&f, 8);
    fx_row(&f, 0);
    ck_assert_int_eq(memsrc_rows_read(f.m), 42);
    fx_assert_counter(&f, "Row 20 to 33 of 137");
    fx_command(&f, "refresh");
    fx_assert_counter(&f, "Row 20 to 33 of 137");
    ck_assert_int_eq(memsrc_rows_read(f.m), 56);
    fx_to_row(&f, 0);                              /* cursor keys read nothing */
    ck_assert_int_eq(memsrc_rows_read(f.m), 56);
    fx_close(&f);
}
END_TEST

START_TEST(left_and_right)
{
    struct fx f;
    fx_open(&f, true);
    fx_fkey(&f, 10);
    ck_assert_int_eq(fx_msg(&f), MSG_NO_MORE_COLUMNS);
    fx_fkey(&f, 11);
    ck_assert_str_eq(fx_row(&f, 7), " Act Queue            Description");
    ck_assert_str_eq(fx_row(&f, 6), "                                                                    More:   <");
    fx_fkey(&f, 11);
    ck_assert_int_eq(fx_msg(&f), MSG_NO_MORE_COLUMNS);
    ck_assert_str_eq(console_message(f.c)->long_text, "All the columns to the right are shown.");
    fx_fkey(&f, 10);
    ck_assert_str_eq(fx_row(&f, 7), " Act Queue            Type     Weight Prty Rank Cluster");
    fx_command(&f, "right 2");
    ck_assert_str_eq(fx_row(&f, 7), " Act Queue            Prty Rank Cluster");
    fx_close(&f);
}
END_TEST

static const struct tbl_col one_col[] = {{"name", "Name", 20, TC_FIXED}};
static const struct panel_def empty_def = {
    .id = "EMPTY1", .title = "Nothing Here", .kind = PANEL_TABLE, .keys = &keylist_table,
    .lcmds = (const struct lcmd_def[]){{"S", "Select"}, {NULL, NULL}},
};

/* An empty list shows the marker alone; scrolling and Enter are harmless. */
START_TEST(empty_list)
{
    struct fx f;
    fx_open(&f, false);
    struct memsrc *m = memsrc_new(one_col, 1);
    struct table_spec spec = {.def = &empty_def};
    memsrc_source(m, &spec.src);
    ck_assert_int_eq(console_push(f.c, table_new(&spec)), 0);
    fx_assert_counter(&f, "Row 0 of 0");
    ck_assert_str_eq(fx_row(&f, 8), " ******************************* Bottom of data *******************************");
    fx_fkey(&f, 8);
    console_key(f.c, UIK_ENTER);
    fx_command(&f, "find x");
    ck_assert_int_eq(fx_msg(&f), MSG_NOT_FOUND);
    fx_command(&f, "locate x");
    fx_assert_counter(&f, "Row 0 of 0");
    ck_assert_int_eq(memsrc_rows_read(m), 0);
    fx_close(&f);
}
END_TEST

Suite *suite_ui_lists(void)
{
    Suite *s = suite_create("ui_lists");
    TCase *tc = tcase_create("lists");
    tcase_add_test(tc, typed_amount_then_function_key);
    tcase_add_test(tc, cut_name_marked);
    tcase_add_test(tc, instruction_fits_the_width);
    tcase_add_test(tc, title_gives_way_to_the_counter);
    tcase_add_test(tc, scroll_field_amounts);
    tcase_add_test(tc, scroll_by_cursor);
    tcase_add_test(tc, line_commands_top_to_bottom);
    tcase_add_test(tc, line_commands_survive_scrolling);
    tcase_add_test(tc, invalid_line_command);
    tcase_add_test(tc, line_command_waits_for_its_panel);
    tcase_add_test(tc, reset_clears_pending);
    tcase_add_test(tc, locate_find_sort);
    tcase_add_test(tc, find_again_goes_on);
    tcase_add_test(tc, rfind_repeats_the_last_find);
    tcase_add_test(tc, idle_work_after_attention_keys);
    tcase_add_test(tc, sort_refused_on_a_long_list);
    tcase_add_test(tc, only_visible_rows_are_read);
    tcase_add_test(tc, left_and_right);
    tcase_add_test(tc, empty_list);
    suite_add_tcase(s, tc);
    return s;
}
