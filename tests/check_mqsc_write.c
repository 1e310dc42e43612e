/* tests/check_mqsc_write.c — the MQSC writer: dmpmqcfg layout (goldens), re-flow within the width,
 * exact quoting, refusals, and a property test of values full of quotes, continuation characters,
 * comment marks, semicolons and long runs read back by the tests' own tokenizer. */
#include <check.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "import/mqsc/mqsc_write.h"
#include "tests/export_fixture.h"
#include "tests/mqsc_tok.h"
#include "tests/tutil.h"
#include "model/mq/mq_model.h"

/* Compares text with tests/golden/NAME; WLMCON_UPDATE_GOLDEN=1 rewrites the golden instead. */
static void golden(const char *name, const char *text)
{
    char path[256];
    snprintf(path, sizeof path, "tests/golden/%s", name);
    const char *up = getenv("WLMCON_UPDATE_GOLDEN");
    if (up && strcmp(up, "1") == 0)
        tu_write(path, text);
    char *want = tu_read(path, NULL);
    ck_assert_msg(want != NULL, "missing golden %s", path);
    ck_assert_str_eq(text, want);
    free(want);
}

/* The longest line of text; with commands_only, comment lines (header, read-only values) left
 * out: they are written whole. */
static size_t longest(const char *text, bool commands_only)
{
    size_t best = 0;
    for (const char *l = text; *l;) {
        const char *eol = strchr(l, '\n');
        size_t n = eol ? (size_t)(eol - l) : strlen(l);
        if (n > best && !(commands_only && *l == '*'))
            best = n;
        l = eol ? eol + 1 : l + n;
    }
    return best;
}

static struct tok_list parse(const char *text)
{
    struct tok_list l;
    char err[512];
    ck_assert_msg(tok_parse(text, &l, err, sizeof err) == 0, "%s", err);
    return l;
}

/* The raw value of keyword in command c, or NULL. */
static const char *param(const struct tok_cmd *c, const char *kw)
{
    for (size_t i = 0; i < c->nparams; i++)
        if (strcmp(c->params[i].keyword, kw) == 0)
            return c->params[i].value ? c->params[i].value : "";
    return NULL;
}

START_TEST(fixture_in_dmpmqcfg_layout)
{
    struct policy pol;
    policy_init(&pol);
    struct pol_object *qm = xf_build(&pol);
    char *t72 = xf_mqsc(qm, 72), *t0 = xf_mqsc(qm, 0), *t32 = xf_mqsc(qm, 32);
    golden("mqsc_fixture_72.mqsc", t72);
    golden("mqsc_fixture_2048.mqsc", t0);
    golden("mqsc_fixture_32.mqsc", t32);
    ck_assert_uint_le(longest(t72, false), 72);
    ck_assert_uint_le(longest(t32, true), 32);
    /* the same store gives the same bytes */
    char *again = xf_mqsc(qm, 72);
    ck_assert_str_eq(t72, again);
    free(again);
    free(t72);
    free(t0);
    free(t32);
    policy_free(&pol);
}
END_TEST

/* Every width gives the same commands, and no line over the width. */
START_TEST(every_width_same_commands)
{
    struct policy pol;
    policy_init(&pol);
    struct pol_object *qm = xf_build(&pol);
    char *ref = xf_mqsc(qm, 0);
    struct tok_list want = parse(ref);
    ck_assert_uint_eq(want.n, 14);
    for (unsigned w = EXPORT_WIDTH_MIN; w <= 120; w++) {
        char *t = xf_mqsc(qm, w);
        ck_assert_msg(longest(t, true) <= w, "width %u: a line of %zu", w, longest(t, true));
        struct tok_list got = parse(t);
        ck_assert_uint_eq(got.n, want.n);
        for (size_t i = 0; i < got.n; i++) {
            char *a = tok_canon_cmd(&want.v[i], NULL), *b = tok_canon_cmd(&got.v[i], NULL);
            ck_assert_msg(strcmp(a, b) == 0, "width %u, command %zu:\n%s\n---\n%s", w, i, a, b);
            free(a);
            free(b);
        }
        tok_free(&got);
        free(t);
    }
    tok_free(&want);
    free(ref);
    policy_free(&pol);
}
END_TEST

/* IBM's own examples ("Building command scripts"): 'Fr-' + 'ed' and 'Fr+' + '   ed' are 'Fred'. */
START_TEST(ibm_continuation_examples)
{
    char *text = tu_read("tests/golden/ibm_continuation.mqsc", NULL);
    ck_assert_ptr_nonnull(text);
    struct tok_list l = parse(text);
    ck_assert_uint_eq(l.n, 2);
    for (size_t i = 0; i < 2; i++)
        ck_assert_str_eq(param(&l.v[i], "DESCR"), "'Fred'");
    tok_free(&l);
    free(text);
}
END_TEST

/* A '+' of the data that falls at the end of a line is followed by the continuation character. */
START_TEST(data_plus_at_line_end)
{
    char item[128];
    snprintf(item, sizeof item, "DESCR('%.*s+%.*s')", 60,
             "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", 20,
             "yyyyyyyyyyyyyyyyyyyyyyyyyyyyyy");
    struct mqsc_item it = {item, strlen(item), false};
    struct textbuf tb = {0};
    mqsc_reflow(&tb, 72, "DEFINE QLOCAL('Q')", &it, 1);
    ck_assert_str_eq(tb.buf, "DEFINE QLOCAL('Q') +\n"
                             "   DESCR('xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx+-\n"
                             "yyyyyyyyyyyyyyyyyyyy')\n");
    struct tok_list l = parse(tb.buf);
    ck_assert_str_eq(param(&l.v[0], "DESCR"),
                     "'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx+yyyyyyyyyyyyyyyyyyyy'");
    tok_free(&l);
    tb_free(&tb);
}
END_TEST

/* A split before '*' uses '+' (a '-' would put the '*' in column 1: a comment); before a blank
 * it uses '-' (a '+' would drop the blank). */
START_TEST(split_never_makes_a_comment_or_drops_blanks)
{
    struct textbuf tb = {0};
    static const char stars_text[] = "DESCR('*****************************************************************')";
    struct mqsc_item stars = {stars_text, sizeof stars_text - 1, false};
    mqsc_reflow(&tb, 40, "ALTER QMGR", &stars, 1);
    ck_assert_str_eq(tb.buf, "ALTER QMGR +\n"
                             "   DESCR('*****************************+\n"
                             "      *********************************+\n"
                             "      ***')\n");
    tb.len = 0;
    static const char blanks_text[] = "DESCR('a                                                   b')";
    struct mqsc_item blanks = {blanks_text, sizeof blanks_text - 1, false};
    mqsc_reflow(&tb, 40, "ALTER QMGR", &blanks, 1);
    ck_assert_str_eq(tb.buf, "ALTER QMGR +\n"
                             "   DESCR('a                            -\n"
                             "                       b')\n");
    struct tok_list l = parse(tb.buf);
    ck_assert_str_eq(param(&l.v[0], "DESCR"), "'a                                                   b'");
    tok_free(&l);
    tb_free(&tb);
}
END_TEST

START_TEST(values_that_cannot_be_written_are_refused)
{
    struct policy pol;
    policy_init(&pol);
    struct pol_object *qm = xf_build(&pol);
    char msg[512];
    struct pol_object *q = pol_find(qm, "queue", "APP.REQ");
    xf_set(&pol, q, "descr", "two\nlines");
    ck_assert_int_eq(xf_mqsc_status(qm, 72, msg, sizeof msg), EXPORT_DATAERR);
    ck_assert_str_eq(msg, "QMGR(QM1) QLOCAL('APP.REQ'): DESCR holds a line break, which MQSC cannot carry");
    xf_set(&pol, q, "descr", "ok");
    xf_set(&pol, q, "defbind", "NOT FIXED");
    ck_assert_int_eq(xf_mqsc_status(qm, 72, msg, sizeof msg), EXPORT_DATAERR);
    ck_assert_str_eq(msg, "QMGR(QM1) QLOCAL('APP.REQ'): DEFBIND is not a single upper-case word or number");
    xf_set(&pol, q, "defbind", "OPEN");
    ck_assert_int_eq(pol_param_set(&pol, q, "MAXDEPTH", "5) DELETE QLOCAL('APP.REQ'", PARAM_OTHER,
                                   (struct pol_pos){0, 0}), 0);
    ck_assert_int_eq(xf_mqsc_status(qm, 72, msg, sizeof msg), EXPORT_DATAERR);
    ck_assert_str_eq(msg, "QMGR(QM1) QLOCAL('APP.REQ'): MAXDEPTH closes a parenthesis it did not open");
    ck_assert_int_eq(pol_param_set(&pol, q, "MAXDEPTH", "'5", PARAM_OTHER, (struct pol_pos){0, 0}), 0);
    ck_assert_int_eq(xf_mqsc_status(qm, 72, msg, sizeof msg), EXPORT_DATAERR);
    ck_assert_str_eq(msg, "QMGR(QM1) QLOCAL('APP.REQ'): MAXDEPTH has an unterminated quoted string");
    ck_assert_int_eq(pol_param_set(&pol, q, "MAXDEPTH", "5;", PARAM_OTHER, (struct pol_pos){0, 0}), 0);
    ck_assert_int_eq(xf_mqsc_status(qm, 72, msg, sizeof msg), EXPORT_DATAERR);
    ck_assert_str_eq(msg, "QMGR(QM1) QLOCAL('APP.REQ'): MAXDEPTH holds a ';' outside quotes");
    policy_free(&pol);
}
END_TEST

/* ---- property test ----------------------------------------------------------------------------- */

static uint64_t rng_state;

static uint32_t rng(void)
{
    return tu_rng(&rng_state);
}

/* A value made of runs of the characters MQSC gives a meaning to, UTF-8 text and letters. */
static void gen_value(char *buf, size_t cap)
{
    static const char *const pieces[] = {"'", "''", "+", "-", "*", ";", " ", ",", "(", ")", "a", "Z",
                                         "\xc3\xa9", "\xe2\x82\xac", "\t", "DEFINE QLOCAL(X)", "#", "=",
                                         "0"};
    size_t n = 0, len = rng() % 200;
    while (n < len) {
        const char *p = pieces[rng() % (sizeof pieces / sizeof pieces[0])];
        size_t run = rng() % 4 == 0 ? 1 + rng() % 90 : 1, pl = strlen(p);
        for (size_t r = 0; r < run && n + pl < cap; r++, n += pl)
            memcpy(buf + n, p, pl);
        if (n + 4 >= cap)
            break;
    }
    buf[n] = '\0';
}

/* Quotes v as MQSC does, for a verbatim parameter. */
static char *quoted(const char *v)
{
    struct textbuf tb = {0};
    ck_assert_ptr_null(mqsc_put_quoted(&tb, v));
    return tb.buf;
}

/* 10,000 values, 100 queues of 50 per export: each as a queue's DESCR and as a verbatim parameter
 * of a topic, at a random width; read back, every value is the same and there are exactly as many
 * commands as were written. */
START_TEST(property_values_survive_mqsc)
{
    rng_state = 0x9E3779B97F4A7C15ull;
    char (*vals)[2048] = malloc(50 * sizeof *vals);
    for (int round = 0; round < 200; round++) {
        struct policy pol;
        policy_init(&pol);
        struct pol_object *qm = pol_new(&pol, mq_kind(MQ_QMGR), NULL, "QM1");
        for (int i = 0; i < 50; i++) {
            gen_value(vals[i], sizeof vals[i]);
            char name[32];
            snprintf(name, sizeof name, "Q%02d", i);
            xf_set(&pol, pol_new(&pol, mq_kind(MQ_QLOCAL), qm, name), "descr", vals[i]);
            char *q = quoted(vals[i]);
            struct pol_object *t = pol_new(&pol, mq_kind(MQ_TOPIC), qm, name);
            ck_assert_int_eq(pol_param_set(&pol, t, "TOPICSTR", q, PARAM_OTHER, (struct pol_pos){0, 0}), 0);
            free(q);
        }
        unsigned width = rng() % 3 == 0 ? 0 : EXPORT_WIDTH_MIN + rng() % 60;
        char *text = xf_mqsc(qm, width);
        ck_assert_msg(longest(text, true) <= (width ? width : EXPORT_WIDTH_MAX), "width %u", width);
        struct tok_list l = parse(text);
        ck_assert_uint_eq(l.n, 100);
        for (int i = 0; i < 100; i++) {
            const char *raw = param(&l.v[i], i < 50 ? "DESCR" : "TOPICSTR");
            char *back = tok_unquote(raw);
            ck_assert_msg(back && strcmp(back, vals[i % 50]) == 0, "width %u, value %d:\n[%s]\n[%s]\n%s",
                          width, i, vals[i % 50], back ? back : "(not one string)", text);
            free(back);
        }
        tok_free(&l);
        free(text);
        policy_free(&pol);
    }
    free(vals);
}
END_TEST

Suite *suite_mqsc_write(void)
{
    Suite *s = suite_create("mqsc_write");
    TCase *tc = tcase_create("core");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, fixture_in_dmpmqcfg_layout);
    tcase_add_test(tc, every_width_same_commands);
    tcase_add_test(tc, ibm_continuation_examples);
    tcase_add_test(tc, data_plus_at_line_end);
    tcase_add_test(tc, split_never_makes_a_comment_or_drops_blanks);
    tcase_add_test(tc, values_that_cannot_be_written_are_refused);
    tcase_add_test(tc, property_values_survive_mqsc);
    suite_add_tcase(s, tc);
    return s;
}
