/* tests/check_mqsc_lex.c — the MQSC lexer: continuation, comments, dmpmqcfg read-only lines,
 * terminators, line ends, positions of every byte, and its file-level findings. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "import/mqsc/mqsc_lex.h"

/* The lexer over one text, with its diagnostics. */
struct lexrun {
    struct mqsc_lexer lx;
    struct mqsc_cmd cmd;
    struct diag_list diags;
};

static void lr_open(struct lexrun *r, const char *text)
{
    memset(r, 0, sizeof *r);
    diag_init(&r->diags, 100);
    mqsc_lex_init(&r->lx, text, strlen(text), "t.mqsc", &r->diags);
}

static void lr_close(struct lexrun *r)
{
    mqsc_cmd_free(&r->cmd);
    diag_free(&r->diags);
}

/* Reads the next item and asserts that it is a command with exactly this text. */
static void expect_cmd(struct lexrun *r, const char *text)
{
    ck_assert_int_eq(mqsc_lex_next(&r->lx, &r->cmd), MQSC_COMMAND);
    ck_assert_str_eq(r->cmd.text, text);
    ck_assert_uint_eq(r->cmd.len, strlen(text));
}

/* Asserts that the byte of the current command at the first occurrence of what is at line:col. */
static void expect_pos(const struct lexrun *r, const char *what, unsigned line, unsigned col)
{
    const char *at = strstr(r->cmd.text, what);
    ck_assert_ptr_nonnull(at);
    struct pol_pos p = mqsc_cmd_pos(&r->cmd, (size_t)(at - r->cmd.text));
    ck_assert_uint_eq(p.line, line);
    ck_assert_uint_eq(p.col, col);
}

static void expect_end(struct lexrun *r)
{
    ck_assert_int_eq(mqsc_lex_next(&r->lx, &r->cmd), MQSC_END);
}

/* The diagnostics as `file:line:col: sev: msg [ID]` lines. */
static char *diags_text(struct diag_list *l)
{
    static char out[4096];
    char line[1024];
    out[0] = '\0';
    diag_sort(l);
    for (size_t i = 0; i < l->n; i++) {
        diag_format(&l->v[i], line, sizeof line);
        strcat(out, line);
        strcat(out, "\n");
    }
    return out;
}

START_TEST(plus_continues_from_first_nonblank)
{
    struct lexrun r;
    lr_open(&r, "DEFINE QLOCAL(A) +\n     DESCR('x') +   \n\tPUT(ENABLED)\n");
    expect_cmd(&r, "DEFINE QLOCAL(A) DESCR('x') PUT(ENABLED)");
    expect_pos(&r, "DEFINE", 1, 1);
    expect_pos(&r, "(A)", 1, 14);
    expect_pos(&r, "DESCR", 2, 6);
    expect_pos(&r, "'x'", 2, 12);
    expect_pos(&r, "PUT", 3, 2);
    ck_assert_uint_eq(r.cmd.line, 1);
    ck_assert_uint_eq(r.cmd.col, 1);
    expect_end(&r);
    ck_assert_uint_eq(r.diags.n, 0);
    lr_close(&r);
}
END_TEST

START_TEST(minus_continues_from_column_one)
{
    struct lexrun r;
    lr_open(&r, "DEFINE QLOCAL(A) -\n   DESCR('x')\n");
    expect_cmd(&r, "DEFINE QLOCAL(A)    DESCR('x')");
    expect_pos(&r, "DESCR", 2, 4);
    expect_end(&r);
    lr_close(&r);
}
END_TEST

START_TEST(continuation_inside_quoted_string)
{
    struct lexrun r;
    lr_open(&r, "ALTER QMGR DESCR('Fr-\ned')\nALTER QMGR DESCR('Fr+\n   ed')\nALTER QMGR DESCR('a +\n  b')\n");
    expect_cmd(&r, "ALTER QMGR DESCR('Fred')");
    expect_pos(&r, "ed'", 2, 1);
    expect_cmd(&r, "ALTER QMGR DESCR('Fred')");
    expect_pos(&r, "ed'", 4, 4);
    expect_cmd(&r, "ALTER QMGR DESCR('a b')");
    expect_pos(&r, "b'", 6, 3);
    expect_end(&r);
    lr_close(&r);
}
END_TEST

START_TEST(comments_and_blank_lines_between_continued_lines)
{
    struct lexrun r;
    lr_open(&r, "* head\nDEFINE QLOCAL(A) +\n* a comment\n\n   \n   DESCR('x')\n*tail\n");
    ck_assert_int_eq(mqsc_lex_next(&r.lx, &r.cmd), MQSC_COMMENT);
    ck_assert_uint_eq(r.lx.comment_line, 1);
    ck_assert_uint_eq(r.lx.comment_len, 5);
    ck_assert_int_eq(memcmp(r.lx.comment, " head", 5), 0);
    expect_cmd(&r, "DEFINE QLOCAL(A) DESCR('x')");
    expect_pos(&r, "DESCR", 6, 4);
    ck_assert_uint_eq(r.cmd.nro, 0);
    ck_assert_int_eq(mqsc_lex_next(&r.lx, &r.cmd), MQSC_COMMENT);
    ck_assert_uint_eq(r.lx.comment_line, 7);
    ck_assert_uint_eq(r.lx.comment_len, 4);
    expect_end(&r);
    lr_close(&r);
}
END_TEST

START_TEST(dmpmqcfg_readonly_lines_are_captured)
{
    struct lexrun r;
    lr_open(&r, "DEFINE QLOCAL('A') +\n   ACCTQ(OFF) +\n*  ALTDATE(2026-05-14) +\n   DESCR(' ') +\n"
                "*  SYNCPT +\n*  not an attribute line\n   REPLACE\n");
    expect_cmd(&r, "DEFINE QLOCAL('A') ACCTQ(OFF) DESCR(' ') REPLACE");
    ck_assert_uint_eq(r.cmd.nro, 2);
    ck_assert_uint_eq(r.cmd.ro[0].n, strlen("ALTDATE(2026-05-14)"));
    ck_assert_int_eq(memcmp(r.cmd.ro[0].s, "ALTDATE(2026-05-14)", r.cmd.ro[0].n), 0);
    ck_assert_uint_eq(r.cmd.ro[0].line, 3);
    ck_assert_uint_eq(r.cmd.ro[0].col, 4);
    ck_assert_uint_eq(r.cmd.ro[0].at, strlen("DEFINE QLOCAL('A') ACCTQ(OFF) "));
    ck_assert_uint_eq(r.cmd.ro[1].n, 6);
    ck_assert_int_eq(memcmp(r.cmd.ro[1].s, "SYNCPT", 6), 0);
    ck_assert_uint_eq(r.cmd.ro[1].line, 5);
    ck_assert_uint_eq(r.cmd.ro[1].col, 4);
    ck_assert_uint_eq(r.cmd.ro[1].at, strlen("DEFINE QLOCAL('A') ACCTQ(OFF) DESCR(' ') "));
    expect_pos(&r, "REPLACE", 7, 4);
    expect_end(&r);
    lr_close(&r);
}
END_TEST

START_TEST(semicolon_ends_a_command)
{
    struct lexrun r;
    lr_open(&r, "DEFINE QLOCAL(A) +\n;\nDEFINE QLOCAL(B);\n;\nDEFINE QLOCAL(C) -\n  ;\n");
    expect_cmd(&r, "DEFINE QLOCAL(A) ");
    expect_cmd(&r, "DEFINE QLOCAL(B)");
    expect_cmd(&r, "DEFINE QLOCAL(C)   ");
    expect_end(&r);
    ck_assert_uint_eq(r.diags.n, 0);
    lr_close(&r);
}
END_TEST

START_TEST(crlf_bom_and_no_final_newline)
{
    struct lexrun r;
    lr_open(&r, "\xEF\xBB\xBF" "DEFINE QLOCAL(A) +\r\n  DESCR('x')\r\n* c\r\nDEFINE QLOCAL(B)");
    expect_cmd(&r, "DEFINE QLOCAL(A) DESCR('x')");
    expect_pos(&r, "DEFINE", 1, 1);
    expect_pos(&r, "DESCR", 2, 3);
    ck_assert_int_eq(mqsc_lex_next(&r.lx, &r.cmd), MQSC_COMMENT);
    ck_assert_uint_eq(r.lx.comment_len, 2);
    expect_cmd(&r, "DEFINE QLOCAL(B)");
    expect_pos(&r, "(B)", 4, 14);
    expect_end(&r);
    ck_assert_uint_eq(r.diags.n, 0);
    lr_close(&r);
}
END_TEST

START_TEST(continuation_at_end_of_file_is_an_error)
{
    struct lexrun r;
    lr_open(&r, "DEFINE QLOCAL(A)\nDEFINE QLOCAL(B) +\n   DESCR('x') +\n* trailing comment\n\n");
    expect_cmd(&r, "DEFINE QLOCAL(A)");
    expect_end(&r);
    ck_assert_uint_eq(r.lx.errors, 1);
    ck_assert_str_eq(diags_text(&r.diags),
                     "t.mqsc:3:15: error: the file ends inside a command: line 3 ends with '+' but no line "
                     "follows [MQ101]\n");
    lr_close(&r);
}
END_TEST

START_TEST(hash_lines_and_long_lines_are_noted)
{
    char text[4200];
    char long73[80], long2049[2100];
    memset(long73, 'A', 73);
    long73[73] = '\0';
    memset(long2049, 'B', 2049);
    long2049[2049] = '\0';
    snprintf(text, sizeof text, "# not a comment\n  # indented\n*%s\nDEFINE QLOCAL(X) DESCR('%s')\n", long73,
             long2049);
    struct lexrun r;
    lr_open(&r, text);
    ck_assert_int_eq(mqsc_lex_next(&r.lx, &r.cmd), MQSC_COMMENT);
    ck_assert_int_eq(mqsc_lex_next(&r.lx, &r.cmd), MQSC_COMMAND);
    expect_end(&r);
    ck_assert_uint_eq(r.lx.hash_lines.n, 2);
    ck_assert_uint_eq(r.lx.hash_lines.v[0], 1);
    ck_assert_uint_eq(r.lx.hash_lines.v[1], 2);
    /* the comment line of 74 columns is not a long line: only commands are read in columns 1-72 */
    ck_assert_uint_eq(r.lx.nlong, 1);
    ck_assert_uint_eq(r.lx.long_line, 4);
    ck_assert_uint_eq(r.lx.errors, 1);
    ck_assert_str_eq(diags_text(&r.diags),
                     "t.mqsc:4:2049: error: line is 2075 bytes long: runmqsc reads at most 2048 bytes [MQ105]\n");
    lr_close(&r);
}
END_TEST

START_TEST(positions_through_many_segments)
{
    /* a dmpmqcfg-shaped command of 200 lines: each keyword maps back to its own line */
    static char text[200 * 24 + 64];
    size_t at = (size_t)snprintf(text, sizeof text, "DEFINE QLOCAL('Q') +\n");
    for (int i = 0; i < 200; i++)
        at += (size_t)snprintf(text + at, sizeof text - at, "   K%03d(%d) +\n", i, i);
    snprintf(text + at, sizeof text - at, "   REPLACE\n");
    struct lexrun r;
    lr_open(&r, text);
    ck_assert_int_eq(mqsc_lex_next(&r.lx, &r.cmd), MQSC_COMMAND);
    ck_assert_uint_eq(r.cmd.nsegs, 202);
    char kw[16];
    for (int i = 0; i < 200; i += 37) {
        snprintf(kw, sizeof kw, "K%03d", i);
        expect_pos(&r, kw, (unsigned)i + 2, 4);
    }
    expect_pos(&r, "REPLACE", 202, 4);
    lr_close(&r);
}
END_TEST

START_TEST(line_lists_are_formatted)
{
    struct mqsc_lines l = {{0}, 0};
    char buf[128];
    for (uint32_t i = 1; i <= 11; i++)
        mqsc_lines_add(&l, i * 10);
    ck_assert_str_eq(mqsc_lines_format(&l, buf, sizeof buf), "10, 20, 30, 40, 50, 60, 70, 80 and 3 more");
    struct mqsc_lines one = {{0}, 0};
    mqsc_lines_add(&one, 7);
    ck_assert_str_eq(mqsc_lines_format(&one, buf, sizeof buf), "7");
}
END_TEST

Suite *suite_mqsc_lex(void)
{
    Suite *s = suite_create("mqsc_lex");
    TCase *tc = tcase_create("lexer");
    tcase_add_test(tc, plus_continues_from_first_nonblank);
    tcase_add_test(tc, minus_continues_from_column_one);
    tcase_add_test(tc, continuation_inside_quoted_string);
    tcase_add_test(tc, comments_and_blank_lines_between_continued_lines);
    tcase_add_test(tc, dmpmqcfg_readonly_lines_are_captured);
    tcase_add_test(tc, semicolon_ends_a_command);
    tcase_add_test(tc, crlf_bom_and_no_final_newline);
    tcase_add_test(tc, continuation_at_end_of_file_is_an_error);
    tcase_add_test(tc, hash_lines_and_long_lines_are_noted);
    tcase_add_test(tc, positions_through_many_segments);
    tcase_add_test(tc, line_lists_are_formatted);
    suite_add_tcase(s, tc);
    return s;
}
