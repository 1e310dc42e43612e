/* tests/check_mq_keywords.c — the MQSC keyword table (model/mq_keywords.c): its sets and their exact
 * sizes, positions, dmpmqcfg order, nearest keyword, and a cross-check against the four real
 * `dmpmqcfg -a` dumps. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/model.h"
#include "tests/tutil.h"
#include "model/mq/mq_model.h"

/* Each set with its exact number of keywords and of read-only attributes. */
static const struct {
    const char *object;
    int nkw, nro;
} sizes[] = {
    {"QMGR", 79, 16},     {"QLOCAL", 57, 8},   {"QMODEL", 50, 4},   {"QALIAS", 22, 2},
    {"QREMOTE", 19, 2},   {"NAMELIST", 5, 3},  {"PROCESS", 8, 2},   {"CLUSRCVR", 57, 3},
    {"CLUSSDR", 51, 3},   {"SDR", 48, 3},      {"SVR", 49, 3},      {"RCVR", 35, 3},
    {"RQSTR", 43, 3},     {"SVRCONN", 27, 2},  {"CLNTCONN", 31, 2}, {"AMQP", 17, 2},
    {"MQTT", 13, 0},      {"AUTHINFO", 25, 2}, {"LISTENER", 16, 2}, {"SERVICE", 12, 2},
    {"COMMINFO", 16, 2},  {"TOPIC", 26, 2},    {"SUB", 22, 8},      {"AUTHREC", 7, 0},
    {"CHLAUTH", 15, 2},   {"POLICY", 8, 0},
};
#define NSIZES (sizeof sizes / sizeof sizes[0])

static int count(const char *const *list)
{
    int n = 0;
    while (list[n])
        n++;
    return n;
}

START_TEST(every_set_has_its_exact_size)
{
    const struct mq_keyword_set *set = mq_keywords(sizes[_i].object);
    ck_assert_ptr_nonnull(set);
    ck_assert_str_eq(set->object, sizes[_i].object);
    ck_assert_int_eq(count(set->keywords), sizes[_i].nkw);
    ck_assert_int_eq(count(set->readonly), sizes[_i].nro);
}
END_TEST

/* Every kind of the MQ schema that exists on Multiplatforms has a set under its id. */
START_TEST(kinds_have_sets)
{
    const struct system_def *mq = mq_system();
    int with_set = 0;
    for (size_t k = 0; k < mq->nkinds; k++) {
        const char *id = mq->kinds[k].id;
        bool zos = strcmp(id, "STGCLASS") == 0 || strcmp(id, "CFSTRUCT") == 0;
        ck_assert_msg(!mq_keywords(id) == zos, "kind %s", id);
        with_set += !zos;
    }
    ck_assert_int_eq(with_set, 23);
    ck_assert_ptr_null(mq_keywords("QUEUE"));
    ck_assert_ptr_null(mq_keywords(NULL));
    ck_assert_ptr_eq(mq_keywords("qlocal"), mq_keywords("QLOCAL"));
}
END_TEST

/* mq_keyword_pos: keywords in table order, then the read-only ones; any case. mq_keyword_dump_pos:
 * a permutation that keeps both lists in their order. */
START_TEST(positions_follow_the_lists)
{
    const struct mq_keyword_set *set = mq_keywords(sizes[_i].object);
    int nkw = count(set->keywords), nro = count(set->readonly);
    bool seen[256] = {false};
    int last_kw = -1, last_ro = -1;
    for (int i = 0; i < nkw + nro; i++) {
        const char *kw = i < nkw ? set->keywords[i] : set->readonly[i - nkw];
        char lower[32];
        size_t n = strlen(kw);
        ck_assert_uint_lt(n, sizeof lower);
        for (size_t c = 0; c <= n; c++)
            lower[c] = (char)(kw[c] >= 'A' && kw[c] <= 'Z' ? kw[c] - 'A' + 'a' : kw[c]);
        ck_assert_int_eq(mq_keyword_pos(set, kw), i);
        ck_assert_int_eq(mq_keyword_pos(set, lower), i);
        int d = mq_keyword_dump_pos(set, lower);
        ck_assert_int_ge(d, 0);
        ck_assert_int_lt(d, nkw + nro);
        ck_assert_msg(!seen[d], "%s: dump position %d twice", set->object, d);
        seen[d] = true;
        int *last = i < nkw ? &last_kw : &last_ro;
        ck_assert_int_gt(d, *last);
        *last = d;
    }
    ck_assert_int_eq(mq_keyword_pos(set, "NOSUCHKW"), -1);
    ck_assert_int_eq(mq_keyword_dump_pos(set, "NOSUCHKW"), -1);
    ck_assert_int_eq(mq_keyword_pos(set, ""), -1);
    ck_assert_int_eq(mq_keyword_pos(set, NULL), -1);
    ck_assert_int_eq(mq_keyword_pos(NULL, "DESCR"), -1);
}
END_TEST

START_TEST(keyword_or_readonly_by_type)
{
    const struct mq_keyword_set *qmgr = mq_keywords("QMGR"), *ql = mq_keywords("QLOCAL");
    ck_assert_int_eq(mq_keyword_pos(qmgr, "DISTL"), 79 + 8); /* `*  DISTL(YES)` on the qmgr */
    ck_assert_int_eq(mq_keyword_pos(ql, "DISTL"), 17);       /* `   DISTL(NO)` on a queue */
    ck_assert_int_eq(mq_keyword_pos(qmgr, "KEYRPWD"), mq_keyword_pos(qmgr, "SSLFIPS") + 1);
    const struct mq_keyword_set *qr = mq_keywords("QREMOTE");
    ck_assert_int_eq(mq_keyword_pos(qr, "RNAME"), mq_keyword_pos(qr, "RQMNAME") + 1);
    ck_assert_int_eq(mq_keyword_pos(mq_keywords("QALIAS"), "TARGET"), 0);
    ck_assert_int_eq(mq_keyword_pos(mq_keywords("MQTT"), "CHLTYPE"), 0);
    ck_assert_int_eq(mq_keyword_pos(mq_keywords("CLUSSDR"), "NETPRTY"), -1);
    ck_assert_int_eq(mq_keyword_pos(mq_keywords("QMODEL"), "FORCE"), -1);
    ck_assert_int_eq(mq_keyword_dump_pos(ql, "ALTDATE"), 1);
    ck_assert_int_eq(mq_keyword_dump_pos(ql, "BOQNAME"), 3);
}
END_TEST

START_TEST(nearest_keyword)
{
    const struct mq_keyword_set *rcvr = mq_keywords("CLUSRCVR");
    ck_assert_str_eq(mq_keyword_nearest(rcvr, "CLWLWHGT"), "CLWLWGHT"); /* two letters swapped */
    ck_assert_str_eq(mq_keyword_nearest(rcvr, "clwlwght"), "CLWLWGHT");
    ck_assert_str_eq(mq_keyword_nearest(rcvr, "CLWLWGT"), "CLWLWGHT");
    ck_assert_str_eq(mq_keyword_nearest(rcvr, "CONAME"), "CONNAME");
    ck_assert_ptr_null(mq_keyword_nearest(rcvr, "XYZZYQQ"));
    ck_assert_ptr_null(mq_keyword_nearest(rcvr, "CLWLWGHTXYZ")); /* three edits */
    ck_assert_ptr_null(mq_keyword_nearest(rcvr, ""));
    ck_assert_ptr_null(mq_keyword_nearest(rcvr, NULL));
    ck_assert_ptr_null(mq_keyword_nearest(NULL, "DESCR"));
    /* One edit from STATMQI and from STATQ: the first in table order wins. */
    ck_assert_str_eq(mq_keyword_nearest(mq_keywords("QMGR"), "STATQI"), "STATMQI");
    ck_assert_str_eq(mq_keyword_nearest(mq_keywords("QALIAS"), "TARGT"), "TARGET");
    ck_assert_str_eq(mq_keyword_nearest(mq_keywords("QMGR"), "SSLKEY"), "SSLKEYR");
    ck_assert_str_eq(mq_keyword_nearest(mq_keywords("QLOCAL"), "CURDEPT"), "CURDEPTH");
}
END_TEST

/* ---- the real dumps -------------------------------------------------------------------------- */

/* What the dumps hold per type: commands, distinct keywords, distinct read-only attributes. */
struct type_seen {
    char type[16];
    int commands;
    char kw[96][12], ro[24][12];
    int nkw, nro;
};

struct dump_scan {
    struct type_seen types[32];
    int ntypes;
    int commands, params;
};

static void note(char (*list)[12], int *n, int max, const char *kw)
{
    for (int i = 0; i < *n; i++)
        if (strcmp(list[i], kw) == 0)
            return;
    ck_assert_int_lt(*n, max);
    snprintf(list[(*n)++], 12, "%s", kw);
}

static struct type_seen *type_of(struct dump_scan *scan, const char *type)
{
    for (int i = 0; i < scan->ntypes; i++)
        if (strcmp(scan->types[i].type, type) == 0)
            return &scan->types[i];
    ck_assert_int_lt(scan->ntypes, 32);
    struct type_seen *t = &scan->types[scan->ntypes++];
    memset(t, 0, sizeof *t);
    snprintf(t->type, sizeof t->type, "%s", type);
    return t;
}

/* The type (16 bytes) of the command starting at line: its object word, or for DEFINE CHANNEL the
 * value of CHLTYPE (the next line, as dmpmqcfg writes it). */
static void command_type(const char *line, const char *next, char type[16])
{
    ck_assert_int_eq(sscanf(line, "%*s %15[A-Z]", type), 1);
    if (strcmp(type, "CHANNEL") == 0) {
        ck_assert_int_eq(strncmp(next, "   CHLTYPE(", 11), 0);
        ck_assert_int_eq(sscanf(next, "   CHLTYPE(%15[A-Z])", type), 1);
    }
}

/* Checks one parameter line (`   KW(…)`, `   KW +`, `*  KW(…) +`) of a command of set: known, of the
 * right list, after the previous one in both orders. */
static void check_param(const struct mq_keyword_set *set, struct type_seen *t, const char *line,
                        int *last_pos, int *last_dump, const char *where)
{
    char kw[16] = "";
    bool ro = line[0] == '*';
    sscanf(line + 3, "%15[A-Z0-9]", kw);
    int nkw = count(set->keywords), pos = mq_keyword_pos(set, kw), dump = mq_keyword_dump_pos(set, kw);
    ck_assert_msg(pos >= 0, "%s: %s unknown to %s", where, kw, t->type);
    ck_assert_msg(ro == (pos >= nkw), "%s: %s read-only %d in dump", where, kw, ro);
    ck_assert_msg(pos > last_pos[ro], "%s: %s out of table order", where, kw);
    ck_assert_msg(dump > *last_dump, "%s: %s out of dump order", where, kw);
    last_pos[ro] = pos;
    *last_dump = dump;
    if (ro)
        note(t->ro, &t->nro, 24, kw);
    else
        note(t->kw, &t->nkw, 96, kw);
}

static void scan_dump(struct dump_scan *scan, const char *rel)
{
    char *text = tu_read(tu_sample(rel), NULL);
    ck_assert_ptr_nonnull(text);
    const struct mq_keyword_set *set = NULL;
    struct type_seen *t = NULL;
    int last_pos[2], last_dump = -1, lineno = 0;
    for (char *line = text, *end; *line; line = end + 1) {
        end = strchr(line, '\n');
        ck_assert_ptr_nonnull(end);
        *end = '\0';
        lineno++;
        char where[64];
        snprintf(where, sizeof where, "%s:%d", rel, lineno);
        if (strncmp(line, "ALTER ", 6) == 0 || strncmp(line, "DEFINE ", 7) == 0 ||
            strncmp(line, "SET ", 4) == 0) {
            char type[16];
            command_type(line, end + 1, type);
            set = mq_keywords(type);
            ck_assert_msg(set != NULL, "%s: no keyword set for %s", where, type);
            t = type_of(scan, type);
            t->commands++;
            scan->commands++;
            last_pos[0] = last_pos[1] = last_dump = -1;
        } else if (set && (line[0] == ' ' || line[0] == '*') && strncmp(line + 1, "  ", 2) == 0 &&
                   line[3] >= 'A' && line[3] <= 'Z') {
            check_param(set, t, line, last_pos, &last_dump, where);
            scan->params++;
        }
    }
    free(text);
}

START_TEST(dumps_follow_the_table)
{
    static struct dump_scan scan;
    memset(&scan, 0, sizeof scan);
    static const char *const dumps[] = {"mq/QM4.dmpmqcfg.mqsc", "mq/QM5.dmpmqcfg.mqsc",
                                        "mq/QM6.dmpmqcfg.mqsc", "mq/QM7.dmpmqcfg.mqsc"};
    static const int commands[] = {290, 293, 296, 293};
    for (int d = 0; d < 4; d++) {
        int before = scan.commands;
        scan_dump(&scan, dumps[d]);
        ck_assert_int_eq(scan.commands - before, commands[d]);
    }
    ck_assert_int_eq(scan.params, 19716);
    /* Type, commands, distinct keywords and read-only attributes the four dumps hold. */
    static const struct {
        const char *type;
        int commands, nkw, nro;
    } want[] = {
        {"QMGR", 4, 79, 16},    {"QLOCAL", 188, 53, 8}, {"QMODEL", 28, 46, 4},  {"QALIAS", 4, 18, 2},
        {"QREMOTE", 4, 16, 2},  {"NAMELIST", 12, 3, 3}, {"PROCESS", 4, 6, 2},   {"CLUSRCVR", 8, 55, 3},
        {"CLUSSDR", 8, 49, 3},  {"RCVR", 8, 33, 3},     {"SVRCONN", 8, 25, 2},  {"AMQP", 4, 17, 2},
        {"RQSTR", 4, 41, 3},    {"SDR", 4, 46, 3},      {"SVR", 4, 47, 3},      {"CLNTCONN", 4, 29, 2},
        {"AUTHINFO", 16, 23, 2}, {"LISTENER", 8, 7, 2}, {"SERVICE", 8, 10, 2},  {"COMMINFO", 4, 14, 2},
        {"TOPIC", 24, 24, 2},   {"SUB", 4, 20, 8},      {"CHLAUTH", 12, 9, 2},  {"AUTHREC", 800, 4, 0},
    };
    ck_assert_int_eq(scan.ntypes, (int)(sizeof want / sizeof want[0]));
    for (size_t i = 0; i < sizeof want / sizeof want[0]; i++) {
        const struct type_seen *t = type_of(&scan, want[i].type);
        ck_assert_msg(t->commands == want[i].commands && t->nkw == want[i].nkw && t->nro == want[i].nro,
                      "%s: %d commands, %d keywords, %d read-only", t->type, t->commands, t->nkw, t->nro);
    }
}
END_TEST

Suite *suite_mq_keywords(void)
{
    Suite *s = suite_create("mq_keywords");
    TCase *tc = tcase_create("table");
    tcase_add_loop_test(tc, every_set_has_its_exact_size, 0, (int)NSIZES);
    tcase_add_loop_test(tc, positions_follow_the_lists, 0, (int)NSIZES);
    tcase_add_test(tc, kinds_have_sets);
    tcase_add_test(tc, keyword_or_readonly_by_type);
    tcase_add_test(tc, nearest_keyword);
    suite_add_tcase(s, tc);
    TCase *dumps = tcase_create("dumps");
    tcase_add_test(dumps, dumps_follow_the_table);
    tu_add_sample_case(s, dumps, "the keyword table against the dmpmqcfg dumps");
    return s;
}
