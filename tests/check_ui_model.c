/* tests/check_ui_model.c — the curses-free parts of the panel engine: scroll model, command parser
 * and key-to-command expansion, keylists, messages, line-command queue, prompts, field checks and
 * the field engine. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/model.h"
#include "ui/cmd.h"
#include "ui/cua.h"
#include "ui/field.h"
#include "ui/form.h"
#include "ui/keylist.h"
#include "ui/lcmd.h"
#include "ui/msg.h"
#include "ui/prompt.h"
#include "ui/scroll.h"

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

/* ---- prompts and field checks ------------------------------------------------------------- */

START_TEST(prompt_leader_dots)
{
    char out[64];
    prompt_text("Store", 11, ':', out, sizeof out);
    ck_assert_str_eq(out, "Store . . :");
    prompt_text("User", 11, ':', out, sizeof out);
    ck_assert_str_eq(out, "User  . . :");
    prompt_text("Warnings", 11, ':', out, sizeof out);
    ck_assert_str_eq(out, "Warnings  :");
    prompt_text("Queue manager", 22, ':', out, sizeof out);
    ck_assert_str_eq(out, "Queue manager  . . . :");
    prompt_text("Cluster", 22, '.', out, sizeof out);
    ck_assert_str_eq(out, "Cluster  . . . . . . .");
    prompt_text("A very long label indeed", 10, '.', out, sizeof out);
    ck_assert_str_eq(out, "A very l .");
}
END_TEST

static const struct attr_choice useq[] = {{"LOCAL", "l"}, {"ANY", "a"}, {NULL, NULL}};

static const char *no_blank(const struct field_def *fd, const char *v)
{
    (void)fd;
    return strchr(v, ' ') ? "contains a blank" : NULL;
}

START_TEST(field_checks_int)
{
    struct field_def w = {.key = "clwlwght", .label = "Weight", .tag = "CLWLWGHT", .type = AT_INT, .min = 1, .max = 99};
    struct field_err err;
    char v[32];
    strcpy(v, "120");
    ck_assert(!field_check(&w, v, &err));
    ck_assert_int_eq(err.msg, MSG_RANGE);
    ck_assert_int_eq(err.nargs, 3);
    ck_assert_str_eq(err.args[0], "Weight (CLWLWGHT)");
    ck_assert_str_eq(err.args[1], "1");
    ck_assert_str_eq(err.args[2], "99");
    strcpy(v, " 60 ");
    ck_assert(field_check(&w, v, &err));
    ck_assert_str_eq(v, "60");
    strcpy(v, "+07");
    ck_assert(field_check(&w, v, &err));
    ck_assert_str_eq(v, "7");
    strcpy(v, "0");
    ck_assert(!field_check(&w, v, &err));
    ck_assert_int_eq(err.msg, MSG_RANGE);
    strcpy(v, "6O");
    ck_assert(!field_check(&w, v, &err));
    ck_assert_int_eq(err.msg, MSG_NUMERIC);
    strcpy(v, "-");
    ck_assert(!field_check(&w, v, &err));
    ck_assert_int_eq(err.msg, MSG_NUMERIC);
    strcpy(v, "99999999999999999999999");
    ck_assert(!field_check(&w, v, &err));
    ck_assert_int_eq(err.msg, MSG_RANGE);
    strcpy(v, "   ");
    ck_assert(field_check(&w, v, &err));   /* blank: unspecified */
    ck_assert_str_eq(v, "");
    w.flags = FD_REQUIRED;
    ck_assert(!field_check(&w, v, &err));
    ck_assert_int_eq(err.msg, MSG_REQUIRED);
    ck_assert_int_eq(field_capacity(&w), 3);
}
END_TEST

/* Upper case only where the field folds; enumerations are compared the way the field folds. */
START_TEST(field_checks_fold_only_where_marked)
{
    struct field_def cl = {.label = "Cluster", .type = AT_REF, .max = 48, .flags = FD_FOLD};
    struct field_def name = {.label = "Channel name", .type = AT_NAME, .max = 20};
    struct field_def descr = {.label = "Description", .type = AT_TEXT, .max = 64};
    struct field_def e = {.label = "Use local queue", .type = AT_ENUM, .choices = useq, .flags = FD_FOLD};
    struct field_def exact = {.label = "Exact", .type = AT_ENUM, .choices = useq};
    struct field_err err;
    char v[80];
    strcpy(v, "cls2");
    ck_assert(field_check(&cl, v, &err));
    ck_assert_str_eq(v, "CLS2");
    strcpy(v, "c_qm5");
    ck_assert(field_check(&name, v, &err));
    ck_assert_str_eq(v, "c_qm5");
    strcpy(v, "  Mixed case text  ");
    ck_assert(field_check(&descr, v, &err));
    ck_assert_str_eq(v, "  Mixed case text");
    strcpy(v, "any");
    ck_assert(field_check(&e, v, &err));
    ck_assert_str_eq(v, "ANY");
    strcpy(v, "any");
    ck_assert(!field_check(&exact, v, &err));
    ck_assert_int_eq(err.msg, MSG_CHOICE);
    ck_assert_str_eq(err.args[1], "LOCAL or ANY");
    strcpy(v, "QMGR");
    ck_assert(!field_check(&e, v, &err));
    ck_assert_int_eq(err.msg, MSG_CHOICE);
    ck_assert_int_eq(field_capacity(&e), 5);
}
END_TEST

START_TEST(field_checks_length_syntax_lists)
{
    struct field_def n = {.label = "Name", .type = AT_NAME, .max = 4, .check = no_blank};
    struct field_def l = {.label = "Suspended", .tag = "SUSPEND", .type = AT_LIST, .max = 2, .flags = FD_FOLD};
    struct field_err err;
    char v[80];
    strcpy(v, "abcde");
    ck_assert(!field_check(&n, v, &err));
    ck_assert_int_eq(err.msg, MSG_TOO_LONG);
    ck_assert_str_eq(err.args[1], "4");
    ck_assert_str_eq(err.args[2], "5");
    strcpy(v, "a b");
    ck_assert(!field_check(&n, v, &err));
    ck_assert_int_eq(err.msg, MSG_SYNTAX);
    ck_assert_str_eq(err.args[1], "contains a blank");
    strcpy(v, "c1, c2");
    ck_assert(field_check(&l, v, &err));
    ck_assert_str_eq(v, "C1, C2");
    strcpy(v, "c1,c22");
    ck_assert(!field_check(&l, v, &err));
    ck_assert_int_eq(err.msg, MSG_TOO_LONG);
    ck_assert_str_eq(err.args[0], "Suspended (SUSPEND)");
}
END_TEST

START_TEST(field_hints)
{
    static const struct attr_choice three[] = {{"QMGR", ""}, {"LOCAL", ""}, {"ANY", ""}, {NULL, NULL}};
    struct field_def w = {.label = "Weight", .type = AT_INT, .min = 1, .max = 99, .dflt = "50"};
    struct field_def e = {.label = "Use", .type = AT_ENUM, .choices = three};
    struct field_def r = {.label = "Cluster", .type = AT_REF, .max = 48};
    struct field_def t = {.label = "Text", .type = AT_TEXT, .max = 64, .hint = "free text"};
    struct field_def big = {.label = "Mruc", .type = AT_INT, .min = 1, .max = 999999999};
    char out[64];
    field_hint(&w, out, sizeof out);
    ck_assert_str_eq(out, "1-99, default 50");
    field_hint(&e, out, sizeof out);
    ck_assert_str_eq(out, "QMGR, LOCAL or ANY");
    field_hint(&r, out, sizeof out);
    ck_assert_str_eq(out, "(name)");
    field_hint(&t, out, sizeof out);
    ck_assert_str_eq(out, "free text");
    ck_assert_int_eq(field_capacity(&big), 10);
    ck_assert_int_eq(field_capacity(&t), 64);
}
END_TEST

/* A schema row maps straight onto a descriptor. */
START_TEST(field_from_schema_row)
{
    const struct kind_def *k = mq_kind(MQ_CLUSRCVR);
    struct field_def fd;
    field_def_from_attr(&fd, k->attrs[schema_attr_index(k, "clwlwght")]);
    ck_assert_str_eq(fd.key, "clwlwght");
    ck_assert_str_eq(fd.tag, "CLWLWGHT");
    ck_assert_str_eq(fd.label, "Weight");
    ck_assert_int_eq(fd.type, AT_INT);
    ck_assert_int_eq(fd.min, 1);
    ck_assert_int_eq(fd.max, 99);
    ck_assert_str_eq(fd.dflt, "50");
    ck_assert_uint_eq(fd.flags, 0);
    field_def_from_attr(&fd, k->attrs[schema_attr_index(k, "cluster")]);
    ck_assert_uint_eq(fd.flags, FD_FOLD);
    field_def_from_attr(&fd, k->attrs[schema_attr_index(k, "descr")]);
    ck_assert_uint_eq(fd.flags & FD_FOLD, 0);
    ck_assert_int_eq(fd.max, 64);
}
END_TEST

/* ---- the field engine --------------------------------------------------------------------- */

static void type(struct form *f, const char *s)
{
    for (; *s; s++)
        form_key(f, (ui_key)(unsigned char)*s, 24, 80);
}

START_TEST(form_editing_and_mdt)
{
    struct form f = {0};
    char v[32];
    struct form_field *a = form_field(&f, 1, 5, CUA_NEF, '_', 0);
    struct form_field *b = form_field(&f, 2, 3, CUA_NEF, '_', 0);
    form_place(a, 5, 10, 5);
    form_place(b, 6, 10, 3);
    form_load(a, "abc");
    form_cursor_to(&f, a);
    ck_assert(!a->modified);
    type(&f, "X");                       /* overtype */
    form_value(a, v, sizeof v);
    ck_assert_str_eq(v, "Xbc");
    ck_assert(a->modified && !b->modified);
    ck_assert_int_eq(form_key(&f, UIK_INSERT, 24, 80), FORM_DONE);
    type(&f, "Y");                       /* insert */
    form_value(a, v, sizeof v);
    ck_assert_str_eq(v, "XYbc");
    ck_assert_int_eq(form_key(&f, UIK_BACKSPACE, 24, 80), FORM_DONE);
    form_value(a, v, sizeof v);
    ck_assert_str_eq(v, "Xbc");
    form_key(&f, UIK_ERASE_EOF, 24, 80);
    form_value(a, v, sizeof v);
    ck_assert_str_eq(v, "X");
    type(&f, "1234");                    /* insert mode: 5 fit, the 6th does not */
    ck_assert_int_eq(form_key(&f, 'z', 24, 80), FORM_ALARM);
    form_value(a, v, sizeof v);
    ck_assert_str_eq(v, "X1234");
    ck_assert_int_eq(form_key(&f, UIK_TAB, 24, 80), FORM_DONE);
    ck_assert_int_eq(f.cur_row, 6);
    ck_assert_int_eq(f.cur_col, 10);
    ck_assert_int_eq(form_key(&f, UIK_TAB, 24, 80), FORM_DONE);   /* wraps to the first */
    ck_assert_int_eq(f.cur_row, 5);
    ck_assert_int_eq(form_key(&f, UIK_BACKTAB, 24, 80), FORM_DONE);
    ck_assert_int_eq(f.cur_row, 6);
    ck_assert_int_eq(form_key(&f, UIK_UP, 24, 80), FORM_DONE);
    ck_assert_int_eq(f.cur_row, 5);
    f.cur_row = 1;                        /* protected area: typing refused */
    ck_assert_int_eq(form_key(&f, 'q', 24, 80), FORM_ALARM);
    ck_assert_int_eq(form_key(&f, UIK_ENTER, 24, 80), FORM_NOT_MINE);
    form_load(a, "new");
    ck_assert(!a->modified);
    form_free(&f);
}
END_TEST

START_TEST(form_draws_pad_error_and_scrolls)
{
    struct form f = {0};
    struct scr s = {0};
    char row[128];
    ck_assert_int_eq(scr_resize(&s, 24, 80), 0);
    struct form_field *a = form_field(&f, 1, 10, CUA_NEF, '_', 0);
    struct form_field *pw = form_field(&f, 2, 6, CUA_NEF, '_', FF_HIDDEN);
    form_place(a, 2, 0, 4);
    form_place(pw, 3, 0, 6);
    form_load(pw, "pw");
    form_cursor_to(&f, a);
    type(&f, "abcdef");                  /* longer than the 4 columns: the field scrolls */
    ck_assert_int_eq(f.cur_col, 3);
    form_draw(&f, &s);
    scr_row_text(&s, 2, row, sizeof row);
    ck_assert_str_eq(row, "def_");
    scr_row_text(&s, 3, row, sizeof row);
    ck_assert_str_eq(row, "**____");
    ck_assert_int_eq(scr_at(&s, 2, 0)->elem, CUA_NEF);
    a->error = true;
    form_draw(&f, &s);
    ck_assert_int_eq(scr_at(&s, 2, 0)->elem, CUA_EE);
    form_clear_errors(&f);
    ck_assert(!a->error);
    scr_free(&s);
    form_free(&f);
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
    tc = tcase_create("fields");
    tcase_add_test(tc, prompt_leader_dots);
    tcase_add_test(tc, field_checks_int);
    tcase_add_test(tc, field_checks_fold_only_where_marked);
    tcase_add_test(tc, field_checks_length_syntax_lists);
    tcase_add_test(tc, field_hints);
    tcase_add_test(tc, field_from_schema_row);
    tcase_add_test(tc, form_editing_and_mdt);
    tcase_add_test(tc, form_draws_pad_error_and_scrolls);
    suite_add_tcase(s, tc);
    return s;
}
