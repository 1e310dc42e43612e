/* tests/check_ui_fields.c — the curses-free field parts of the panel engine: prompts with leader
 * dots, field descriptors (from schema rows) and their checks (types, ranges, choices, lengths,
 * folding only where marked), and the field engine (editing, MDT, Tab order, drawing). */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/model.h"
#include "ui/engine/field.h"
#include "ui/engine/form.h"
#include "ui/objects/objedit.h"
#include "ui/engine/prompt.h"
#include "ui/engine/utf8.h"
#include "model/mq/mq_model.h"
#include "model/wlm/wlm.h"

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
    ck_assert(field_check(&exact, v, &err));   /* a choice in another case: its own spelling */
    ck_assert_str_eq(v, "ANY");
    strcpy(v, "anyway");
    ck_assert(!field_check(&exact, v, &err));
    ck_assert_int_eq(err.msg, MSG_CHOICE);
    ck_assert_str_eq(err.args[1], "LOCAL or ANY");
    strcpy(v, "QMGR");
    ck_assert(!field_check(&e, v, &err));
    ck_assert_int_eq(err.msg, MSG_CHOICE);
    ck_assert_int_eq(field_capacity(&e), 5);
}
END_TEST

/* A name in quotes keeps its case in a folding field and keeps its quotes in the field; stored
 * names that would fold are shown in quotes; fields that do not fold take quotes as text. */
START_TEST(field_quoted_names_keep_case)
{
    struct field_def cl = {.label = "Cluster", .type = AT_REF, .max = 8, .flags = FD_FOLD};
    struct field_def descr = {.label = "Description", .type = AT_TEXT, .max = 64};
    struct field_def req = {.label = "Name", .type = AT_NAME, .max = 8, .flags = FD_FOLD | FD_REQUIRED};
    struct field_err err;
    char v[80];
    strcpy(v, "'cls.lo'");
    ck_assert(field_check(&cl, v, &err));
    ck_assert_str_eq(v, "'cls.lo'");
    field_literal(&cl, v);
    ck_assert_str_eq(v, "cls.lo");
    strcpy(v, "'abcdefghi'");   /* nine characters inside the quotes: too long */
    ck_assert(!field_check(&cl, v, &err));
    ck_assert_int_eq(err.msg, MSG_TOO_LONG);
    ck_assert_str_eq(err.args[2], "9");
    strcpy(v, "''");
    ck_assert(field_check(&cl, v, &err));
    ck_assert(!field_check(&req, v, &err));
    ck_assert_int_eq(err.msg, MSG_REQUIRED);
    strcpy(v, "'It''s'");
    ck_assert(field_check(&descr, v, &err));
    field_literal(&descr, v);
    ck_assert_str_eq(v, "'It''s'");
    field_display(&cl, "cls.lo", v, sizeof v);
    ck_assert_str_eq(v, "'cls.lo'");
    field_display(&cl, "CLS2", v, sizeof v);
    ck_assert_str_eq(v, "CLS2");
    field_display(&descr, "lower case", v, sizeof v);
    ck_assert_str_eq(v, "lower case");
    ck_assert_int_eq(field_capacity(&cl), 10);
    ck_assert_int_eq(field_capacity(&descr), 64);
}
END_TEST

/* A text field whose product quotes text (FD_QUOTED, MQSC's MCAUSER, DESCR): a value typed wholly
 * in quotes is the text between them, a doubled quote one, checked at that length; a value that
 * itself begins and ends with a quote is shown quoted again, so that it comes back as it was. */
START_TEST(field_quoted_text)
{
    struct field_def user = {.label = "MCA user ID", .type = AT_TEXT, .max = 4, .flags = FD_QUOTED};
    struct field_err err;
    char v[80];
    strcpy(v, "'app1'");
    ck_assert(field_check(&user, v, &err));   /* four characters inside the quotes: fits */
    field_literal(&user, v);
    ck_assert_str_eq(v, "app1");
    strcpy(v, "'it''s'");
    ck_assert(field_check(&user, v, &err));
    field_literal(&user, v);
    ck_assert_str_eq(v, "it's");
    strcpy(v, "'app12'");
    ck_assert(!field_check(&user, v, &err));
    ck_assert_int_eq(err.msg, MSG_TOO_LONG);
    strcpy(v, "it's");   /* not wholly in quotes: as typed */
    field_literal(&user, v);
    ck_assert_str_eq(v, "it's");
    field_display(&user, "app1", v, sizeof v);
    ck_assert_str_eq(v, "app1");
    field_display(&user, "'x'", v, sizeof v);
    ck_assert_str_eq(v, "'''x'''");
    field_literal(&user, v);
    ck_assert_str_eq(v, "'x'");
    field_display(&user, "'", v, sizeof v);
    ck_assert_str_eq(v, "'");
    field_display(&user, "'x'", v, 5);   /* cut to the buffer, still ended */
    ck_assert_str_eq(v, "''''");
}
END_TEST

static const char *refuse_x(const struct field_def *fd, const char *value, char *msg, size_t n)
{
    (void)fd;
    if (strcmp(value, "X") != 0)
        return NULL;
    snprintf(msg, n, "the product refuses X [ZZ001]");
    return msg;
}

/* The product's judgement becomes the long message: after the engine refused the value (its short
 * message stays), or when only the product refuses it ("Invalid value"). */
START_TEST(field_product_explains)
{
    const struct kind_def *k = mq_kind(MQ_CLUSRCVR);
    struct field_def w, t = {.label = "Thing", .type = AT_NAME, .max = 8, .flags = FD_FOLD,
                             .explain = refuse_x};
    field_def_from_attr(&w, k->attrs[schema_attr_index(k, "clwlwght")]);
    ck_assert_ptr_eq(w.attr, k->attrs[schema_attr_index(k, "clwlwght")]);
    w.explain = obj_field_explain;
    struct field_err err;
    char v[80];
    strcpy(v, "120");
    ck_assert(!field_check(&w, v, &err));
    ck_assert_int_eq(err.msg, MSG_VALUE_REFUSED);
    ck_assert_int_eq(err.nargs, 2);
    ck_assert_str_eq(err.args[0], "Value out of range");
    ck_assert_str_eq(err.args[1], "CLWLWGHT(120) is out of range: CLWLWGHT must be from 1 to 99 [MQ001]");
    strcpy(v, "60");
    ck_assert(field_check(&w, v, &err));
    strcpy(v, "x");
    ck_assert(!field_check(&t, v, &err));
    ck_assert_int_eq(err.msg, MSG_VALUE_REFUSED);
    ck_assert_str_eq(err.args[0], "Invalid value");
    ck_assert_str_eq(err.args[1], "the product refuses X [ZZ001]");
    struct msg m;
    const char *args[] = {err.args[0], err.args[1]};
    msg_format(&m, err.msg, args, 2);
    ck_assert_str_eq(m.short_text, "Invalid value");
    ck_assert_str_eq(m.long_text, "the product refuses X [ZZ001]");
}
END_TEST

/* An enumeration of the schema typed in another case is its choice before the product judges it:
 * a scheduling environment's required state "off" is Off, never WLM902; "of" stays refused. */
START_TEST(field_choice_case_before_product)
{
    const struct kind_def *k = wlm_kind(WLM_SCHENVRES);
    struct field_def st;
    field_def_from_attr(&st, k->attrs[schema_attr_index(k, "reqstate")]);
    st.explain = obj_field_explain;
    struct field_err err;
    char v[80];
    strcpy(v, "off");
    ck_assert(field_check(&st, v, &err));
    ck_assert_str_eq(v, "Off");
    strcpy(v, "ON");
    ck_assert(field_check(&st, v, &err));
    ck_assert_str_eq(v, "On");
    strcpy(v, "of");
    ck_assert(!field_check(&st, v, &err));
    ck_assert_int_eq(err.msg, MSG_VALUE_REFUSED);
    ck_assert_str_eq(err.args[0], "Invalid value");
    ck_assert_str_eq(err.args[1] + strlen(err.args[1]) - 8, "[WLM902]");
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

/* A hint that does not fit at the right of its field is cut between words, never within one; a
 * range drops its default first, a hint in parentheses shows whole or not at all. */
START_TEST(field_hint_cut_between_words)
{
    char out[64];
    field_hint_fit("OPEN, NOTFIXED or GROUP", 23, out, sizeof out);
    ck_assert_str_eq(out, "OPEN, NOTFIXED or GROUP");
    field_hint_fit("OPEN, NOTFIXED or GROUP", 20, out, sizeof out);
    ck_assert_str_eq(out, "OPEN, NOTFIXED...");
    field_hint_fit("1-999999999, default 999999999", 18, out, sizeof out);
    ck_assert_str_eq(out, "1-999999999");         /* the range whole, without its default */
    field_hint_fit("1-999999999, default 999999999", 10, out, sizeof out);
    ck_assert_str_eq(out, "");
    field_hint_fit("QMGR, LOCAL or ANY", 10, out, sizeof out);
    ck_assert_str_eq(out, "QMGR...");
    field_hint_fit("(name or ?)", 8, out, sizeof out);
    ck_assert_str_eq(out, "");                    /* whole or not at all: never "(name..." */
    field_hint_fit("(name or ?)", 11, out, sizeof out);
    ck_assert_str_eq(out, "(name or ?)");
    field_hint_fit("0-999999999, default 100", 12, out, sizeof out);
    ck_assert_str_eq(out, "0-999999999");
    utf8_fit_words("Help for PRM001 Values of Use local queue (CLWLUSEQ)", 45, out, sizeof out);
    ck_assert_str_eq(out, "Help for PRM001 Values of Use local queue...");
    utf8_fit_words("Größe or Maß", 9, out, sizeof out);   /* columns, not bytes */
    ck_assert_str_eq(out, "Größe...");
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

Suite *suite_ui_fields(void)
{
    Suite *s = suite_create("ui_fields");
    TCase *tc = tcase_create("fields");
    tcase_add_test(tc, prompt_leader_dots);
    tcase_add_test(tc, field_checks_int);
    tcase_add_test(tc, field_checks_fold_only_where_marked);
    tcase_add_test(tc, field_checks_length_syntax_lists);
    tcase_add_test(tc, field_quoted_names_keep_case);
    tcase_add_test(tc, field_quoted_text);
    tcase_add_test(tc, field_product_explains);
    tcase_add_test(tc, field_choice_case_before_product);
    tcase_add_test(tc, field_hints);
    tcase_add_test(tc, field_hint_cut_between_words);
    tcase_add_test(tc, field_from_schema_row);
    tcase_add_test(tc, form_editing_and_mdt);
    tcase_add_test(tc, form_draws_pad_error_and_scrolls);
    suite_add_tcase(s, tc);
    return s;
}
