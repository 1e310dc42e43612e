/* tests/check_mqsc_parse.c — the MQSC parser: verbs and synonyms, object types, names, keywords,
 * quoting, lists, flags, read-only lines, and its syntax errors with their positions. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "import/mqsc/mqsc_parse.h"

struct parsed {
    struct mqsc_lexer lx;
    struct mqsc_cmd cmd;
    struct mqsc_stmt st;
    struct diag_list diags;
    int rc;
};

/* Lexes and parses the first command of text. */
static void parse(struct parsed *p, const char *text)
{
    memset(p, 0, sizeof *p);
    diag_init(&p->diags, 100);
    mqsc_lex_init(&p->lx, text, strlen(text), "t.mqsc", &p->diags);
    ck_assert_int_eq(mqsc_lex_next(&p->lx, &p->cmd), MQSC_COMMAND);
    struct mqsc_where w = {"t.mqsc", &p->diags};
    p->rc = mqsc_parse(&p->cmd, &p->st, &w);
}

static void done(struct parsed *p)
{
    mqsc_cmd_free(&p->cmd);
    mqsc_stmt_free(&p->st);
    diag_free(&p->diags);
}

static const char *diags_text(struct diag_list *l)
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

/* Asserts parameter i: keyword, raw text (NULL for none), keyword and value positions. */
static void expect_param(const struct parsed *p, size_t i, const char *kw, const char *raw, unsigned kline,
                         unsigned kcol, unsigned vline, unsigned vcol)
{
    ck_assert_uint_lt(i, p->st.nparams);
    const struct mqsc_param *q = &p->st.params[i];
    ck_assert_str_eq(q->kw, kw);
    if (raw)
        ck_assert_str_eq(q->raw, raw);
    else
        ck_assert_ptr_null(q->raw);
    ck_assert_uint_eq(q->kw_pos.line, kline);
    ck_assert_uint_eq(q->kw_pos.col, kcol);
    ck_assert_uint_eq(q->val_pos.line, vline);
    ck_assert_uint_eq(q->val_pos.col, vcol);
}

static const char *decode(const char *raw, enum mqsc_decode_how how)
{
    static char out[256];
    size_t bad = 0;
    ck_assert_int_eq(mqsc_decode(raw, how, out, &bad), 0);
    return out;
}

START_TEST(verbs_and_object_synonyms)
{
    static const struct {
        const char *text, *verb, *objtype, *name;
    } cases[] = {
        {"def ql(app.q)", "DEFINE", "QLOCAL", "APP.Q"},
        {"DEF QM('Model.x')", "DEFINE", "QMODEL", "Model.x"},
        {"def qa(A)", "DEFINE", "QALIAS", "A"},
        {"def qr(R)", "DEFINE", "QREMOTE", "R"},
        {"ALT CHL(C1) CHLTYPE(SDR)", "ALTER", "CHANNEL", "C1"},
        {"DEFINE NL(N)", "DEFINE", "NAMELIST", "N"},
        {"DEFINE PROC(P)", "DEFINE", "PROCESS", "P"},
        {"DEFINE LSTR(L)", "DEFINE", "LISTENER", "L"},
        {"DEFINE TPC(T)", "DEFINE", "TOPIC", "T"},
        {"DIS Q(*)", "DISPLAY", "QUEUE", "*"},
        {"STA CHL(X)", "START", "CHANNEL", "X"},
        {"REF SECURITY TYPE(CONNAUTH)", "REFRESH", "SECURITY", NULL},
        {"DELETE QREMOTE(R)", "DELETE", "QREMOTE", "R"},
        {"SUSPEND QMGR CLUSTER(C)", "SUSPEND", "QMGR", NULL},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        struct parsed p;
        parse(&p, cases[i].text);
        ck_assert_int_eq(p.rc, 0);
        ck_assert_str_eq(p.st.verb_name, cases[i].verb);
        ck_assert_str_eq(p.st.objtype, cases[i].objtype);
        if (cases[i].name)
            ck_assert_str_eq(p.st.name, cases[i].name);
        else
            ck_assert_ptr_null(p.st.name);
        done(&p);
    }
}
END_TEST

START_TEST(end_has_no_object)
{
    struct parsed p;
    parse(&p, "end");
    ck_assert_int_eq(p.rc, 0);
    ck_assert_int_eq(p.st.verb, MQSC_V_END);
    ck_assert_ptr_null(p.st.objtype);
    ck_assert_uint_eq(p.st.nparams, 0);
    done(&p);
}
END_TEST

START_TEST(blank_before_parenthesis_binds_to_keyword)
{
    struct parsed p;
    parse(&p, "ALTER QMGR CHLAUTH (DISABLED)");
    ck_assert_int_eq(p.rc, 0);
    ck_assert_str_eq(p.st.objtype, "QMGR");
    ck_assert_ptr_null(p.st.name);
    ck_assert_uint_eq(p.st.nparams, 1);
    expect_param(&p, 0, "CHLAUTH", "DISABLED", 1, 12, 1, 21);
    done(&p);
    parse(&p, "ALTER QLOCAL ('Account' )      TRIGDPTH ( 1),,DESCR( 'a' )");
    ck_assert_int_eq(p.rc, 0);
    ck_assert_str_eq(p.st.name, "Account");
    ck_assert_str_eq(p.st.name_raw, "'Account'");
    ck_assert_uint_eq(p.st.name_pos.col, 15);
    expect_param(&p, 0, "TRIGDPTH", " 1", 1, 32, 1, 43);
    expect_param(&p, 1, "DESCR", " 'a' ", 1, 47, 1, 54);
    ck_assert_str_eq(decode(p.st.params[0].raw, MQSC_ONE), "1");
    ck_assert_str_eq(decode(p.st.params[1].raw, MQSC_ONE), "a");
    done(&p);
}
END_TEST

START_TEST(quoting_and_case)
{
    struct parsed p;
    parse(&p, "define channel(to.qm1) chltype(clusrcvr) descr('it''s') conname(host(1414)) "
              "sslciph('') custom(' ') certlabl('ibmwebspheremqqm6')");
    ck_assert_int_eq(p.rc, 0);
    ck_assert_str_eq(p.st.name, "TO.QM1");
    ck_assert_str_eq(p.st.name_raw, "to.qm1");
    ck_assert_uint_eq(p.st.nparams, 6);
    expect_param(&p, 0, "CHLTYPE", "clusrcvr", 1, 24, 1, 32);
    expect_param(&p, 1, "DESCR", "'it''s'", 1, 42, 1, 48);
    expect_param(&p, 2, "CONNAME", "host(1414)", 1, 57, 1, 65);
    expect_param(&p, 3, "SSLCIPH", "''", 1, 77, 1, 85);
    expect_param(&p, 4, "CUSTOM", "' '", 1, 89, 1, 96);
    ck_assert_str_eq(decode(p.st.params[0].raw, MQSC_ONE), "CLUSRCVR");
    ck_assert_str_eq(decode(p.st.params[1].raw, MQSC_ONE), "it's");
    ck_assert_str_eq(decode(p.st.params[2].raw, MQSC_ONE), "HOST(1414)");
    ck_assert_str_eq(decode(p.st.params[3].raw, MQSC_ONE), "");
    ck_assert_str_eq(decode(p.st.params[4].raw, MQSC_ONE), " ");
    ck_assert_str_eq(decode(p.st.params[5].raw, MQSC_ONE), "ibmwebspheremqqm6");
    done(&p);
}
END_TEST

START_TEST(list_continued_with_leading_comma)
{
    struct parsed p;
    parse(&p, "DEFINE NAMELIST('SYSTEM.QPUBSUB.QUEUE.NAMELIST') +\n"
              "*  NAMCOUNT(2) +\n"
              "   NAMES('SYSTEM.BROKER.DEFAULT.STREAM' +\n"
              "        ,'SYSTEM.BROKER.ADMIN.STREAM') +\n"
              "   REPLACE\n");
    ck_assert_int_eq(p.rc, 0);
    ck_assert_uint_eq(p.st.nparams, 3);
    expect_param(&p, 0, "NAMCOUNT", "2", 2, 4, 2, 13);
    ck_assert(p.st.params[0].readonly);
    expect_param(&p, 1, "NAMES", "'SYSTEM.BROKER.DEFAULT.STREAM' ,'SYSTEM.BROKER.ADMIN.STREAM'", 3, 4, 3, 10);
    ck_assert(!p.st.params[1].readonly);
    expect_param(&p, 2, "REPLACE", NULL, 5, 4, 5, 4);
    ck_assert_str_eq(decode(p.st.params[1].raw, MQSC_LIST), "SYSTEM.BROKER.DEFAULT.STREAM,SYSTEM.BROKER.ADMIN.STREAM");
    ck_assert_str_eq(decode("a, 'B' ,,c", MQSC_LIST), "A,B,C");
    ck_assert_str_eq(decode("' '", MQSC_LIST), " ");
    ck_assert_str_eq(decode("", MQSC_LIST), "");
    done(&p);
}
END_TEST

START_TEST(flags_and_readonly_in_source_order)
{
    struct parsed p;
    parse(&p, "DEFINE QLOCAL('Q') +\n   HARDENBO +\n*  IPPROCS(0) +\n   NOTRIGGER +\n*  SYNCPT +\n   SHARE +\n"
              "   REPLACE\n");
    ck_assert_int_eq(p.rc, 0);
    ck_assert_uint_eq(p.st.nparams, 6);
    expect_param(&p, 0, "HARDENBO", NULL, 2, 4, 2, 4);
    expect_param(&p, 1, "IPPROCS", "0", 3, 4, 3, 12);
    ck_assert(p.st.params[1].readonly);
    expect_param(&p, 2, "NOTRIGGER", NULL, 4, 4, 4, 4);
    expect_param(&p, 3, "SYNCPT", NULL, 5, 4, 5, 4);
    ck_assert(p.st.params[3].readonly);
    expect_param(&p, 4, "SHARE", NULL, 6, 4, 6, 4);
    expect_param(&p, 5, "REPLACE", NULL, 7, 4, 7, 4);
    ck_assert_ptr_null(mqsc_stmt_param(&p.st, "IPPROCS"));
    ck_assert_ptr_eq(mqsc_stmt_param(&p.st, "SHARE"), &p.st.params[4]);
    done(&p);
}
END_TEST

START_TEST(records_without_a_name)
{
    struct parsed p;
    parse(&p, "SET AUTHREC +\n   PROFILE('SYSTEM.ADMIN.CHANNEL.EVENT') +\n   GROUP('mqm') +\n   OBJTYPE(QUEUE) +\n"
              "   AUTHADD(BROWSE,CHG,CLR)\n");
    ck_assert_int_eq(p.rc, 0);
    ck_assert_str_eq(p.st.verb_name, "SET");
    ck_assert_str_eq(p.st.objtype, "AUTHREC");
    ck_assert_ptr_null(p.st.name);
    ck_assert_uint_eq(p.st.nparams, 4);
    expect_param(&p, 3, "AUTHADD", "BROWSE,CHG,CLR", 5, 4, 5, 12);
    done(&p);
    parse(&p, "SET CHLAUTH('SYSTEM.*') TYPE(ADDRESSMAP) ADDRESS('*')");
    ck_assert_str_eq(p.st.name, "SYSTEM.*");
    ck_assert_str_eq(p.st.name_raw, "'SYSTEM.*'");
    done(&p);
}
END_TEST

START_TEST(syntax_errors_point_at_the_fault)
{
    static const struct {
        const char *text, *diag;
    } cases[] = {
        {"DEFINE QLOCAL(A) +\n  DESCR('abc) REPLACE\n",
         "t.mqsc:2:9: error: unterminated quoted string: the quote is not closed before the end of the command "
         "[MQ101]\n"},
        {"DEFINE QLOCAL(A) DESCR(x",
         "t.mqsc:1:23: error: missing ')': the parenthesis is not closed [MQ101]\n"},
        {"DEFINE QLOCAL(A) PUT(ENABLED) +\n   put(DISABLED)",
         "t.mqsc:2:4: error: PUT is given twice in one command [MQ101]\n"},
        {"CREATE QLOCAL(A)",
         "t.mqsc:1:1: error: unknown command 'CREATE': an MQSC command starts with ALTER, DEFINE, DELETE, SET, "
         "START, STOP, REFRESH, RESET, SUSPEND, RESUME… [MQ101]\n"},
        {"DEFINE QLOCAL(A) 'x'", "t.mqsc:1:18: error: unexpected character ''' where a keyword should be [MQ101]\n"},
        {"     1 : DEFINE QLOCAL(A)",
         "t.mqsc:1:6: error: unexpected character '1' where a command should start [MQ101]\n"},
        {"DEFINE QLOCAL('A'x)", "t.mqsc:1:18: error: unexpected text after the quoted name [MQ101]\n"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        struct parsed p;
        parse(&p, cases[i].text);
        ck_assert_int_eq(p.rc, 1);
        ck_assert_str_eq(diags_text(&p.diags), cases[i].diag);
        done(&p);
    }
}
END_TEST

/* MQSC has no comment after a command: runmqsc fails the command (issue 13, item 7) */
START_TEST(inline_comment_is_an_error)
{
    struct parsed p;
    parse(&p, "DEFINE QLOCAL(A) * the queue +\n   DESCR('x')\n");
    ck_assert_int_eq(p.rc, 1);
    ck_assert_str_eq(diags_text(&p.diags), "t.mqsc:1:18: error: '*' starts a comment only in column 1 of a line: "
                                           "here it is part of the command, which runmqsc rejects [MQ101]\n");
    done(&p);
    parse(&p, "ALTER QMGR CHLAUTH(DISABLED)  * <-- DEV ONLY");
    ck_assert_int_eq(p.rc, 1);
    ck_assert_uint_eq(p.diags.n, 1);
    ck_assert_uint_eq(p.diags.v[0].col, 31);
    done(&p);
    parse(&p, "  * indented comment");
    ck_assert_int_eq(p.rc, 1);
    ck_assert_uint_eq(p.diags.v[0].col, 3);
    done(&p);
}
END_TEST

START_TEST(decode_faults)
{
    char out[64];
    size_t bad = 0;
    ck_assert_int_eq(mqsc_decode("'a' b", MQSC_ONE, out, &bad), -1);
    ck_assert_uint_eq(bad, 4);
    ck_assert_int_eq(mqsc_decode("'a'b, 'c'", MQSC_LIST, out, &bad), -1);
    ck_assert_uint_eq(bad, 3);
    ck_assert_int_eq(mqsc_decode("  'abc", MQSC_ONE, out, &bad), -1);
    ck_assert_uint_eq(bad, 2);
    ck_assert_int_eq(mqsc_decode("  'a''' ", MQSC_ONE, out, &bad), 0);
    ck_assert_str_eq(out, "a'");
}
END_TEST

START_TEST(decoded_as_is_when_decoding_changes_nothing)
{
    /* raw text, and whether mqsc_decode(raw, MQSC_ONE) gives it back unchanged */
    static const struct {
        const char *raw;
        bool as_is;
    } cases[] = {{"5000", true},   {"SYSTEM.DEAD.Q", true}, {"", true},      {"A B", true},
                 {"IT'S", true},   {"yes", false},          {"'A'", false},  {" A", false},
                 {"A ", false},    {"\tA", false},          {"Ab", false},   {"''", false}};
    char out[64];
    size_t bad;
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        ck_assert_msg(mqsc_decoded_as_is(cases[i].raw) == cases[i].as_is, "%s", cases[i].raw);
        ck_assert_int_eq(mqsc_decode(cases[i].raw, MQSC_ONE, out, &bad), 0);
        ck_assert_msg((strcmp(out, cases[i].raw) == 0) == cases[i].as_is, "%s", cases[i].raw);
    }
}
END_TEST

START_TEST(keywords_carry_their_hash)
{
    struct parsed p;
    parse(&p, "DEFINE QLOCAL(A) maxDepth(5) +\n*  ALTDATE(2026-01-01) +\n  DESCR('x')");
    ck_assert_int_eq(p.rc, 0);
    ck_assert_uint_eq(p.st.nparams, 3);
    ck_assert_str_eq(p.st.params[0].kw, "MAXDEPTH");
    ck_assert_str_eq(p.st.params[1].kw, "ALTDATE");
    for (size_t i = 0; i < p.st.nparams; i++)
        ck_assert_uint_eq(p.st.params[i].kw_hash, mqsc_kw_hash(p.st.params[i].kw));
    ck_assert_uint_eq(mqsc_kw_hash(""), 2166136261u);   /* FNV-1a's basis */
    ck_assert_uint_eq(mqsc_kw_hash("a"), 0xe40c292cu);
    done(&p);
}
END_TEST

Suite *suite_mqsc_parse(void)
{
    Suite *s = suite_create("mqsc_parse");
    TCase *tc = tcase_create("parser");
    tcase_add_test(tc, verbs_and_object_synonyms);
    tcase_add_test(tc, end_has_no_object);
    tcase_add_test(tc, blank_before_parenthesis_binds_to_keyword);
    tcase_add_test(tc, quoting_and_case);
    tcase_add_test(tc, list_continued_with_leading_comma);
    tcase_add_test(tc, flags_and_readonly_in_source_order);
    tcase_add_test(tc, records_without_a_name);
    tcase_add_test(tc, syntax_errors_point_at_the_fault);
    tcase_add_test(tc, inline_comment_is_an_error);
    tcase_add_test(tc, decoded_as_is_when_decoding_changes_nothing);
    tcase_add_test(tc, keywords_carry_their_hash);
    tcase_add_test(tc, decode_faults);
    suite_add_tcase(s, tc);
    return s;
}
