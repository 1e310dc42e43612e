/* tests/check_tp1_lex.c — the statements of an OpenTP1 definition file: set operands with `\`
 * continuation, comments after a statement, quotes, commands with flags, putenv, Shift_JIS second
 * bytes that look like a backslash, and the statements that cannot be read. */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "import/tp1def/tp1_lex.h"
#include "model/tp1/tp1.h"
#include "ui/systems.h"

/* A file of one node laid out from text in encoding enc, and its lexer. */
struct lexrun {
    struct policy pol;
    struct tp1_lexer lx;
    struct tp1_stmt st;
};

static void lr_open(struct lexrun *r, const char *text, const char *enc)
{
    ck_assert_int_eq(systems_init(), 0);
    memset(r, 0, sizeof *r);
    policy_init(&r->pol);
    struct pol_object *top = pol_new(&r->pol, tp1_kind(TP1_NODE), NULL, "n1");
    ck_assert_ptr_nonnull(top);
    struct layout_file *f = layout_file_read(&r->pol, top, "scd", "n1/scd", "tp1def", enc, text, strlen(text));
    ck_assert_ptr_nonnull(f);
    tp1_lex_init(&r->lx, f);
}

static void lr_close(struct lexrun *r)
{
    tp1_stmt_clear(&r->st);
    policy_free(&r->pol);
}

START_TEST(a_continued_list_is_one_statement)
{
    struct lexrun r;
    lr_open(&r, "# nodes\nset all_node=\"n2:10000\",\\\r\n      \"n3\"   # the others\r\nset name_notify=Y\n",
            "UTF-8");
    ck_assert_int_eq(tp1_lex_next(&r.lx, &r.st), 1);
    ck_assert_int_eq(r.st.kind, TP1_ST_SET);
    ck_assert_str_eq(r.st.name.text, "all_node");
    ck_assert_str_eq(r.st.value, "\"n2:10000\",\"n3\"");
    ck_assert_uint_eq(r.st.line, 1);
    ck_assert_uint_eq(r.st.nlines, 2);
    ck_assert_uint_eq(r.st.name.off, 4);
    ck_assert_uint_eq(r.st.vstart, 13);
    ck_assert_uint_eq(r.st.vend, 10);   /* after "n3" on the second line, before the blanks */
    ck_assert_int_eq(tp1_lex_next(&r.lx, &r.st), 1);
    ck_assert_str_eq(r.st.name.text, "name_notify");
    ck_assert_str_eq(r.st.value, "Y");
    ck_assert_uint_eq(r.st.line, 3);
    ck_assert_int_eq(tp1_lex_next(&r.lx, &r.st), 0);
    lr_close(&r);
}
END_TEST

START_TEST(a_value_on_the_next_line_starts_at_the_backslash)
{
    struct lexrun r;
    lr_open(&r, "set all_node=\\\n  \"n2\"\n", "UTF-8");
    ck_assert_int_eq(tp1_lex_next(&r.lx, &r.st), 1);
    ck_assert_str_eq(r.st.value, "\"n2\"");
    ck_assert_uint_eq(r.st.vstart, 13);
    ck_assert_uint_eq(r.st.vend, 6);
    lr_close(&r);
}
END_TEST

START_TEST(a_hash_in_quotes_is_no_comment)
{
    struct lexrun r;
    lr_open(&r, "set module=\"a#b\" # comment\n", "UTF-8");
    ck_assert_int_eq(tp1_lex_next(&r.lx, &r.st), 1);
    ck_assert_str_eq(r.st.value, "\"a#b\"");
    ck_assert_uint_eq(r.st.vend, 16);
    lr_close(&r);
}
END_TEST

START_TEST(commands_putenv_and_upper_case)
{
    struct lexrun r;
    lr_open(&r, "SET nice=3\nscdmulti -m 2 -p 10100 -g \"mgrp\" -t\nputenv DCLOG /var/log\ndcputenv X $DCDIR/x\n",
            "UTF-8");
    ck_assert_int_eq(tp1_lex_next(&r.lx, &r.st), 1);
    ck_assert(r.st.upper_verb);
    ck_assert_str_eq(r.st.name.text, "nice");
    ck_assert_int_eq(tp1_lex_next(&r.lx, &r.st), 1);
    ck_assert_int_eq(r.st.kind, TP1_ST_COMMAND);
    ck_assert_uint_eq(r.st.nwords, 8);
    ck_assert_str_eq(r.st.words[0].text, "scdmulti");
    ck_assert_str_eq(r.st.words[6].text, "mgrp");
    ck_assert_uint_eq(r.st.words[6].off, 26);
    ck_assert_str_eq(r.st.words[7].text, "-t");
    ck_assert_int_eq(tp1_lex_next(&r.lx, &r.st), 1);
    ck_assert_int_eq(r.st.kind, TP1_ST_PUTENV);
    ck_assert_str_eq(r.st.words[2].text, "/var/log");
    ck_assert_int_eq(tp1_lex_next(&r.lx, &r.st), 1);
    ck_assert_int_eq(r.st.kind, TP1_ST_DCPUTENV);
    ck_assert_int_eq(tp1_lex_next(&r.lx, &r.st), 0);
    lr_close(&r);
}
END_TEST

/* 表 in Shift_JIS is 95 5C: its second byte is no continuation in a Shift_JIS file, and is one in a
 * file taken for another encoding. */
START_TEST(a_shift_jis_second_byte_is_no_backslash)
{
    struct lexrun r;
    const char *text = "putenv TITLE \x95\x5C\nset nice=1\n";
    lr_open(&r, text, "SHIFT_JIS");
    ck_assert_int_eq(tp1_lex_next(&r.lx, &r.st), 1);
    ck_assert_uint_eq(r.st.nlines, 1);
    ck_assert_int_eq(tp1_lex_next(&r.lx, &r.st), 1);
    ck_assert_str_eq(r.st.name.text, "nice");
    lr_close(&r);
    lr_open(&r, text, "CP1252");
    ck_assert_int_eq(tp1_lex_next(&r.lx, &r.st), 1);
    ck_assert_uint_eq(r.st.nlines, 2);
    ck_assert_int_eq(tp1_lex_next(&r.lx, &r.st), 0);
    lr_close(&r);
}
END_TEST

START_TEST(statements_that_cannot_be_read)
{
    struct lexrun r;
    lr_open(&r, "set module=\"ord\nset nice=1\nset nice\nset x=1,\\", "UTF-8");
    ck_assert_int_eq(tp1_lex_next(&r.lx, &r.st), -1);
    ck_assert_uint_eq(r.lx.err_line, 1);
    ck_assert_uint_eq(r.lx.err_col, 12);
    ck_assert_str_eq(r.lx.err, "a quote that is not closed");
    ck_assert_int_eq(tp1_lex_next(&r.lx, &r.st), 1);
    ck_assert_str_eq(r.st.name.text, "nice");
    ck_assert_int_eq(tp1_lex_next(&r.lx, &r.st), -1);
    ck_assert_uint_eq(r.lx.err_line, 3);
    ck_assert_str_eq(r.lx.err, "set operand without '=': set name=value");
    ck_assert_int_eq(tp1_lex_next(&r.lx, &r.st), -1);
    ck_assert_uint_eq(r.lx.err_line, 4);
    ck_assert_uint_eq(r.lx.err_col, 9);
    ck_assert_str_eq(r.lx.err, "a continuation '\\' on the last line of the file: the statement never ends");
    ck_assert_int_eq(tp1_lex_next(&r.lx, &r.st), 0);
    lr_close(&r);
}
END_TEST

START_TEST(canonical_values)
{
    char *v;
    ck_assert_int_eq(tp1_value_canonical("\"n2:10000\",\"n3\"", &v), 0);
    ck_assert_str_eq(v, "n2:10000,n3");
    free(v);
    ck_assert_int_eq(tp1_value_canonical("10,20", &v), 0);
    ck_assert_str_eq(v, "10,20");
    free(v);
    ck_assert_int_eq(tp1_value_canonical("\"\"", &v), 0);
    ck_assert_str_eq(v, "");
    free(v);
    ck_assert_int_eq(tp1_value_canonical("\"a,b\"", &v), 1);
    ck_assert_ptr_null(v);
    ck_assert_int_eq(tp1_value_canonical("a\"b", &v), 1);
    ck_assert_ptr_null(v);
}
END_TEST

Suite *suite_tp1_lex(void)
{
    Suite *s = suite_create("tp1_lex");
    TCase *tc = tcase_create("lex");
    tcase_add_test(tc, a_continued_list_is_one_statement);
    tcase_add_test(tc, a_value_on_the_next_line_starts_at_the_backslash);
    tcase_add_test(tc, a_hash_in_quotes_is_no_comment);
    tcase_add_test(tc, commands_putenv_and_upper_case);
    tcase_add_test(tc, a_shift_jis_second_byte_is_no_backslash);
    tcase_add_test(tc, statements_that_cannot_be_read);
    tcase_add_test(tc, canonical_values);
    suite_add_tcase(s, tc);
    return s;
}
