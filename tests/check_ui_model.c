/* tests/check_ui_model.c — the curses-free parts of the panel engine: scroll model, command parser
 * and key-to-command expansion, keylists, messages, line-command queue. Fields are in
 * check_ui_fields.c. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ui/engine/cmd.h"
#include "ui/engine/cua.h"
#include "ui/engine/keylist.h"
#include "ui/engine/lcmd.h"
#include "ui/engine/msg.h"
#include "ui/engine/scroll.h"

/* ---- scroll model ------------------------------------------------------------------------- */

static long down(long top, enum scroll_kind k, long n, int cursor)
{
    struct scroll_view v = {top, 137, 14, true};
    struct scroll_amount a = {k, n};
    return scroll_down(&v, &a, cursor);
}

static long up(long top, enum scroll_kind k, long n, int cursor)
{
    struct scroll_view v = {top, 137, 14, true};
    struct scroll_amount a = {k, n};
    return scroll_up(&v, &a, cursor);
}

START_TEST(scroll_down_every_amount)
{
    ck_assert_int_eq(down(0, SCROLL_PAGE, 0, -1), 14);
    ck_assert_int_eq(down(0, SCROLL_HALF, 0, -1), 7);
    ck_assert_int_eq(down(0, SCROLL_DATA, 0, -1), 13);
    ck_assert_int_eq(down(0, SCROLL_LINES, 5, -1), 5);
    ck_assert_int_eq(down(0, SCROLL_MAX, 0, -1), 124);
    ck_assert_int_eq(down(0, SCROLL_CSR, 0, 3), 3);    /* the cursor line becomes the top */
    ck_assert_int_eq(down(0, SCROLL_CSR, 0, 0), 14);   /* already the top: a page */
    ck_assert_int_eq(down(0, SCROLL_CSR, 0, -1), 14);  /* not on a data line: a page */
    ck_assert_int_eq(down(130, SCROLL_PAGE, 0, -1), 137); /* down to the marker alone */
    ck_assert_int_eq(down(137, SCROLL_PAGE, 0, -1), 137);
    ck_assert_int_eq(down(130, SCROLL_MAX, 0, -1), 130);  /* MAX never scrolls back up */
    ck_assert_int_eq(down(0, SCROLL_LINES, 9999, -1), 137);
}
END_TEST

START_TEST(scroll_up_every_amount)
{
    ck_assert_int_eq(up(20, SCROLL_PAGE, 0, -1), 6);
    ck_assert_int_eq(up(20, SCROLL_HALF, 0, -1), 13);
    ck_assert_int_eq(up(20, SCROLL_DATA, 0, -1), 7);
    ck_assert_int_eq(up(20, SCROLL_LINES, 30, -1), 0);
    ck_assert_int_eq(up(20, SCROLL_MAX, 0, -1), 0);
    ck_assert_int_eq(up(20, SCROLL_CSR, 0, 3), 10);   /* the cursor line becomes the bottom */
    ck_assert_int_eq(up(20, SCROLL_CSR, 0, 13), 6);   /* already the bottom: a page */
    ck_assert_int_eq(up(0, SCROLL_PAGE, 0, -1), 0);
}
END_TEST

START_TEST(scroll_without_marker_and_small_lists)
{
    struct scroll_view entry = {15, 30, 10, false};
    struct scroll_amount page = {SCROLL_PAGE, 0}, max = {SCROLL_MAX, 0};
    ck_assert_int_eq(scroll_max_top(&entry), 20);
    ck_assert_int_eq(scroll_down(&entry, &page, -1), 20);
    ck_assert_int_eq(scroll_down(&entry, &max, -1), 20);
    struct scroll_view small = {0, 4, 14, true};
    ck_assert_int_eq(scroll_down(&small, &max, -1), 0);
    ck_assert_int_eq(scroll_down(&small, &page, -1), 4);
    struct scroll_view empty = {0, 0, 14, true};
    ck_assert_int_eq(scroll_down(&empty, &page, -1), 0);
}
END_TEST

START_TEST(scroll_counter_text)
{
    char out[64];
    struct scroll_view v = {0, 137, 14, true};
    scroll_counter(&v, out, sizeof out);
    ck_assert_str_eq(out, "Row 1 to 14 of 137");
    v.top = 124;
    scroll_counter(&v, out, sizeof out);
    ck_assert_str_eq(out, "Row 125 to 137 of 137");
    v.top = 137;
    scroll_counter(&v, out, sizeof out);
    ck_assert_str_eq(out, "Row 137 of 137");
    v.total = 0;
    v.top = 0;
    scroll_counter(&v, out, sizeof out);
    ck_assert_str_eq(out, "Row 0 of 0");
}
END_TEST

START_TEST(scroll_amounts_parse)
{
    static const struct {
        const char *text;
        enum scroll_kind kind;
        long n;
    } ok[] = {
        {"PAGE", SCROLL_PAGE, 0}, {"p", SCROLL_PAGE, 0}, {"half", SCROLL_HALF, 0}, {"H", SCROLL_HALF, 0},
        {"CSR", SCROLL_CSR, 0},   {"c", SCROLL_CSR, 0},  {"Data", SCROLL_DATA, 0}, {"d", SCROLL_DATA, 0},
        {"MAX", SCROLL_MAX, 0},   {"m", SCROLL_MAX, 0},  {" 25 ", SCROLL_LINES, 25},
        {"9999", SCROLL_LINES, 9999}, {"1", SCROLL_LINES, 1},
    };
    static const char *const bad[] = {"", "0", "10000", "abc", "5 5", "-3", "PAGES", "1x"};
    for (size_t i = 0; i < sizeof ok / sizeof ok[0]; i++) {
        struct scroll_amount a = {SCROLL_PAGE, -1};
        ck_assert_msg(scroll_parse(ok[i].text, &a) == 0, "%s", ok[i].text);
        ck_assert_int_eq(a.kind, ok[i].kind);
        ck_assert_int_eq(a.n, ok[i].n);
    }
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        struct scroll_amount a = {SCROLL_HALF, 7};
        ck_assert_msg(scroll_parse(bad[i], &a) == -1, "'%s' accepted", bad[i]);
        ck_assert_int_eq(a.kind, SCROLL_HALF);
    }
    char name[8];
    struct scroll_amount a = {SCROLL_LINES, 25}, c = {SCROLL_CSR, 0};
    ck_assert_str_eq(scroll_name(&a, name, sizeof name), "25");
    ck_assert_str_eq(scroll_name(&c, name, sizeof name), "CSR");
}
END_TEST

/* ---- commands and keys ------------------------------------------------------------------- */

START_TEST(command_parser)
{
    struct cmd c;
    cmd_parse("  down 4 ", &c);
    ck_assert_int_eq(c.id, CMD_DOWN);
    ck_assert_str_eq(c.word, "DOWN");
    ck_assert_str_eq(c.args, "4");
    ck_assert_str_eq(c.line, "down 4");
    cmd_parse("=2.1", &c);
    ck_assert_int_eq(c.id, CMD_JUMP);
    ck_assert_str_eq(c.args, "2.1");
    cmd_parse(" = x", &c);
    ck_assert_int_eq(c.id, CMD_JUMP);
    ck_assert_str_eq(c.args, "x");
    cmd_parse("   ", &c);
    ck_assert_int_eq(c.id, CMD_ENTER);
    cmd_parse("l DEMO.Q050", &c);
    ck_assert_int_eq(c.id, CMD_LOCATE);
    ck_assert_str_eq(c.args, "DEMO.Q050");
    cmd_parse("Find 'a b'", &c);
    ck_assert_int_eq(c.id, CMD_FIND);
    ck_assert_str_eq(c.args, "'a b'");
    cmd_parse("exit", &c);
    ck_assert_int_eq(c.id, CMD_END);
    cmd_parse("xyzzy 1", &c);
    ck_assert_int_eq(c.id, CMD_OTHER);
    ck_assert_ptr_null(c.def);
    ck_assert_str_eq(c.word, "XYZZY");
    cmd_parse("2.1", &c);
    ck_assert_int_eq(c.id, CMD_OTHER);
    ck_assert_str_eq(c.word, "2.1");
}
END_TEST

START_TEST(function_key_expansion)
{
    char out[64];
    ck_assert_int_eq(keylist_expand(&keylist_table, UIK_F(8), "4", out, sizeof out), 0);
    ck_assert_str_eq(out, "DOWN 4");
    ck_assert_int_eq(keylist_expand(&keylist_table, UIK_F(7), "  m", out, sizeof out), 0);
    ck_assert_str_eq(out, "UP m");
    ck_assert_int_eq(keylist_expand(&keylist_table, UIK_F(8), "", out, sizeof out), 0);
    ck_assert_str_eq(out, "DOWN");
    ck_assert_int_eq(keylist_expand(&keylist_table, UIK_F(1), "LOCATE", out, sizeof out), 0);
    ck_assert_str_eq(out, "HELP LOCATE");
    ck_assert_int_eq(keylist_expand(&keylist_table, UIK_F(10), NULL, out, sizeof out), 0);
    ck_assert_str_eq(out, "LEFT");
    ck_assert_int_eq(keylist_expand(&keylist_entry, UIK_F(10), NULL, out, sizeof out), 0);
    ck_assert_str_eq(out, "ACTIONS");
    ck_assert_int_eq(keylist_expand(&keylist_menu, UIK_F(10), NULL, out, sizeof out), 0);
    ck_assert_str_eq(out, "ACTIONS");
    ck_assert_int_eq(keylist_expand(&keylist_table, UIK_PGDN, "2", out, sizeof out), 0);
    ck_assert_str_eq(out, "DOWN 2");
    ck_assert_int_eq(keylist_expand(&keylist_table, UIK_F(2), "4", out, sizeof out), -1);
    ck_assert_str_eq(out, "");
    ck_assert_int_eq(keylist_expand(&keylist_entry, UIK_F(8), "", out, sizeof out), -1);
}
END_TEST

START_TEST(function_key_lines)
{
    char out[256];
    ck_assert_int_eq(keylist_lines(&keylist_table, 80, out, sizeof out), 2);
    ck_assert_str_eq(out, " F1=Help  F3=Exit  F5=Refresh  F7=Backward  F8=Forward  F10=Left  F11=Right\n"
                          " F12=Cancel");
    ck_assert_int_eq(keylist_lines(&keylist_entry, 80, out, sizeof out), 1);
    ck_assert_str_eq(out, " F1=Help  F3=Exit  F4=Prompt  F10=Actions  F12=Cancel");
    ck_assert_int_eq(keylist_lines(&keylist_table, 132, out, sizeof out), 1);
    ck_assert(keylist_bound(&keylist_table, "DOWN"));
    ck_assert(!keylist_bound(&keylist_table, "DOWNX"));
    ck_assert(!keylist_bound(&keylist_menu, "DOWN"));
}
END_TEST

/* Every key of every keylist stands for a command of the table (which gives its label and help),
 * so the function-key line and the keys help cannot name a command the dispatcher does not know. */
START_TEST(keylists_name_known_commands)
{
    const struct keylist *lists[] = {&keylist_table, &keylist_entry, &keylist_entry_scroll, &keylist_menu,
                                     &keylist_popup};
    for (size_t i = 0; i < sizeof lists / sizeof lists[0]; i++)
        for (const struct key_binding *b = lists[i]->keys; b->key; b++) {
            const struct cmd_def *d = cmd_find(b->cmd);
            ck_assert_msg(d != NULL, "%s: %s", lists[i]->name, b->cmd);
            ck_assert_ptr_nonnull(d->label);
            ck_assert_int_le(strlen(d->help), 60);
        }
    size_t n;
    const struct cmd_def *t = cmd_table(&n);
    for (size_t i = 0; i < n; i++)
        ck_assert_ptr_eq(cmd_get(t[i].id), &t[i]);
}
END_TEST

START_TEST(key_names)
{
    char b[16];
    ck_assert_str_eq(ui_key_name(UIK_F(8), b, sizeof b), "F8");
    ck_assert_str_eq(ui_key_name(UIK_F(12), b, sizeof b), "F12");
    ck_assert_str_eq(ui_key_name(UIK_PGDN, b, sizeof b), "PgDn");
    ck_assert_str_eq(ui_key_name('s', b, sizeof b), "s");
    ck_assert(ui_key_is_aid(UIK_ENTER) && ui_key_is_aid(UIK_F(24)) && !ui_key_is_aid(UIK_TAB));
    ck_assert(ui_key_is_char(0xE9) && !ui_key_is_char(0x7F) && !ui_key_is_char(UIK_HOME));
    ck_assert_int_eq(cua_from_name("nef"), CUA_NEF);
    ck_assert_str_eq(cua_name(CUA_ACTION), "ACTION");
    ck_assert_int_eq(cua_from_name("XYZ"), -1);
}
END_TEST

/* ---- messages ----------------------------------------------------------------------------- */

START_TEST(message_table)
{
    size_t n;
    const struct msg_def *t = msg_table(&n);
    ck_assert_int_eq(n, MSG_COUNT - 1);
    for (size_t i = 0; i < n; i++) {
        ck_assert_int_eq(t[i].id, (int)i + 1);
        ck_assert_msg(strlen(t[i].short_text) <= MSG_SHORT_MAX, "%s", t[i].code);
        /* every message says what it means and what to do (the message help, F1 twice) */
        ck_assert_msg(t[i].help && strlen(t[i].help) > 60 && t[i].help[strlen(t[i].help) - 1] == '.',
                      "%s has no help", t[i].code);
        for (size_t j = i + 1; j < n; j++)
            ck_assert_str_ne(t[i].code, t[j].code);
    }
    ck_assert_ptr_null(msg_get(MSG_NONE));
    ck_assert_ptr_null(msg_get(MSG_COUNT));
}
END_TEST

START_TEST(message_arguments)
{
    char out[64];
    const char *args[] = {"Weight", "1", NULL};
    ck_assert_int_eq(msg_subst("&1 from &2 to &3 && more", args, 3, out, sizeof out), 24);
    ck_assert_str_eq(out, "Weight from 1 to  & more");
    msg_subst("&1&1&1", args, 1, out, 10);
    ck_assert_str_eq(out, "WeightWei");
    struct msg m;
    const char *range[] = {"Weight (CLWLWGHT)", "1", "99"};
    msg_format(&m, MSG_RANGE, range, 3);
    ck_assert_str_eq(m.short_text, "Value out of range");
    ck_assert_str_eq(m.long_text, "Weight (CLWLWGHT) must be from 1 to 99.");
    ck_assert_str_eq(m.def->code, "CON005");
    const char *row[] = {"1234567890123", "x"};
    msg_format(&m, MSG_FOUND, row, 2);
    ck_assert_str_eq(m.short_text, "Found in row 12345678901");   /* cut at 24 bytes */
    const char *utf[] = {"12345678901\xc3\xa9"};
    msg_format(&m, MSG_FOUND, utf, 1);
    ck_assert_str_eq(m.short_text, "Found in row 12345678901");   /* never half a character */
    msg_format(&m, MSG_NONE, NULL, 0);
    ck_assert_int_eq(m.id, MSG_NONE);
}
END_TEST

/* ---- line commands ------------------------------------------------------------------------ */

static const struct lcmd_def lcmds[] = {{"S", "Select"}, {"E", "Edit"}, {"SU", "Suspend"}, {NULL, NULL}};

START_TEST(line_command_queue_order)
{
    struct lcmd_queue q = {0};
    struct lcmd_pending e;
    ck_assert_int_eq(lcq_set(&q, "C", 2, "s"), 0);
    ck_assert_int_eq(lcq_set(&q, "A", 0, " e "), 0);
    ck_assert_int_eq(lcq_set(&q, "B", 1, "su_"), 0);
    ck_assert_str_eq(lcq_get(&q, "B"), "SU");
    ck_assert_ptr_null(lcq_invalid(&q, lcmds));
    ck_assert(lcq_next(&q, &e));
    ck_assert_str_eq(e.key, "A");
    ck_assert_str_eq(e.code, "E");
    free(e.key);
    ck_assert(lcq_next(&q, &e));
    ck_assert_str_eq(e.key, "B");
    free(e.key);
    ck_assert(lcq_next(&q, &e));
    ck_assert_str_eq(e.key, "C");
    free(e.key);
    ck_assert(!lcq_next(&q, &e));
    lcq_free(&q);
}
END_TEST

START_TEST(line_command_queue_invalid_and_replace)
{
    struct lcmd_queue q = {0};
    lcq_set(&q, "R9", 9, "x");
    lcq_set(&q, "R4", 4, "zz");
    lcq_set(&q, "R1", 1, "S");
    const struct lcmd_pending *bad = lcq_invalid(&q, lcmds);
    ck_assert_ptr_nonnull(bad);
    ck_assert_str_eq(bad->key, "R4");   /* the top-most invalid one */
    ck_assert_str_eq(bad->code, "ZZ");
    lcq_set(&q, "R4", 4, "");           /* blanked: no longer pending */
    ck_assert_ptr_null(lcq_get(&q, "R4"));
    lcq_set(&q, "R9", 9, "e");          /* typed over */
    ck_assert_ptr_null(lcq_invalid(&q, lcmds));
    ck_assert_int_eq(q.n, 2);
    lcq_clear(&q);
    ck_assert_int_eq(q.n, 0);
    lcq_free(&q);
    char text[64];
    lcmd_instruction(lcmds, text, sizeof text);
    ck_assert_str_eq(text, "S=Select E=Edit SU=Suspend");
    ck_assert_int_eq(lcmd_width(lcmds), 2);
    ck_assert_ptr_eq(lcmd_find(lcmds, "su"), &lcmds[2]);
}
END_TEST

Suite *suite_ui_model(void)
{
    Suite *s = suite_create("ui_model");
    TCase *tc = tcase_create("scroll");
    tcase_add_test(tc, scroll_down_every_amount);
    tcase_add_test(tc, scroll_up_every_amount);
    tcase_add_test(tc, scroll_without_marker_and_small_lists);
    tcase_add_test(tc, scroll_counter_text);
    tcase_add_test(tc, scroll_amounts_parse);
    suite_add_tcase(s, tc);
    tc = tcase_create("commands");
    tcase_add_test(tc, command_parser);
    tcase_add_test(tc, function_key_expansion);
    tcase_add_test(tc, function_key_lines);
    tcase_add_test(tc, keylists_name_known_commands);
    tcase_add_test(tc, key_names);
    tcase_add_test(tc, message_table);
    tcase_add_test(tc, message_arguments);
    suite_add_tcase(s, tc);
    tc = tcase_create("line-commands");
    tcase_add_test(tc, line_command_queue_order);
    tcase_add_test(tc, line_command_queue_invalid_and_replace);
    suite_add_tcase(s, tc);
    return s;
}
