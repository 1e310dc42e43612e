/* tests/check_export_samples.c — export of real files through the real reader: each dump and its
 * export give equal command lists (by the tests' own tokenizer), each script and its export give
 * the same state, YAML round trips give identical bytes, the MQSC export read back gives the same
 * YAML, and 10,000 generated values come back unchanged through writer and reader. */
#include <check.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tests/export_fixture.h"
#include "tests/mqsc_tok.h"
#include "tests/timport.h"
#include "tests/tutil.h"
#include "model/mq/mq_model.h"

static const char *const dumps[] = {"mq/QM4.dmpmqcfg.mqsc", "mq/QM5.dmpmqcfg.mqsc", "mq/QM6.dmpmqcfg.mqsc",
                                    "mq/QM7.dmpmqcfg.mqsc"};
static const char *const scripts[] = {"mq/uniform-cluster.static-uc.mqsc", "mq/uniform-cluster.dynamic.mqsc",
                                      "mq/native-ha.static.mqsc"};

static struct tok_list parse(const char *text)
{
    struct tok_list l;
    char err[512];
    ck_assert_msg(tok_parse(text, &l, err, sizeof err) == 0, "%s", err);
    return l;
}

static size_t longest(const char *text)
{
    size_t best = 0;
    for (const char *l = text; *l;) {
        const char *eol = strchr(l, '\n');
        size_t n = eol ? (size_t)(eol - l) : strlen(l);
        best = n > best ? n : best;
        l = eol ? eol + 1 : l + n;
    }
    return best;
}

/* Imports sample files (each with --qmgr qmgr, which may be NULL) into t; asserts success. */
static void import_samples(struct timport *t, const char *const *rel, size_t n, const char *qmgr)
{
    struct tinput in[8] = {{0}};
    char *paths[8];
    ck_assert_uint_le(n, 8);
    for (size_t i = 0; i < n; i++) {
        paths[i] = strdup(tu_sample(rel[i]));
        in[i] = (struct tinput){paths[i], NULL, qmgr};
    }
    ti_run(t, in, n, NULL);
    for (size_t i = 0; i < n; i++)
        free(paths[i]);
    ck_assert_msg(t->status == IMPORT_OK, "import failed:\n%s", ti_diags(t));
}

/* Each dump and its export at width 72: the same commands in the same order (verb, type, name,
 * parameters by meaning; comments, so read-only values, left out), no line over 72 columns. */
START_TEST(dump_and_export_give_equal_commands)
{
    char *dump = tu_read(tu_sample(dumps[_i]), NULL);
    struct timport t;
    import_samples(&t, &dumps[_i], 1, NULL);
    ck_assert_uint_eq(t.pol.ntops, 1);
    char *out = xf_mqsc(t.pol.tops[0], 72);
    ck_assert_uint_le(longest(out), 72);
    struct tok_list a = parse(dump), b = parse(out);
    ck_assert_uint_eq(a.n, b.n);
    for (size_t i = 0; i < a.n; i++) {
        char *x = tok_canon_cmd(&a.v[i], NULL), *y = tok_canon_cmd(&b.v[i], NULL);
        ck_assert_msg(strcmp(x, y) == 0, "%s command %zu (line %u):\n%s\n--- export line %u:\n%s", dumps[_i], i,
                      a.v[i].line, x, b.v[i].line, y);
        free(x);
        free(y);
    }
    tok_free(&a);
    tok_free(&b);
    free(out);
    free(dump);
    ti_done(&t);
}
END_TEST

/* ---- the state a script leaves on an empty queue manager -------------------------------------- */

struct state {
    char **keys, **vals;   /* per object: "TYPE NAME", its parameters (canonical, sorted) */
    size_t n;
    char **recs;           /* other commands, canonical */
    size_t nrecs;
};

static const char *const flags[] = {"REPLACE", "NOREPLACE", "FORCE", NULL};

static long find(const struct state *s, const char *key)
{
    for (size_t i = 0; i < s->n; i++)
        if (strcmp(s->keys[i], key) == 0)
            return (long)i;
    return -1;
}

/* The parameters of c as "KW=value" lines (canonical, without the flags). */
static char *param_lines(const struct tok_cmd *c)
{
    struct tok_cmd bare = *c;
    bare.verb = "";
    bare.objtype = NULL;
    bare.name = NULL;
    char *t = tok_canon_cmd(&bare, flags), *nl = strchr(t, '\n');
    char *r = strdup(nl ? nl + 1 : "");
    free(t);
    return r;
}

/* True when one of the "KW=value" lines of lines has keyword kw (n bytes). */
static bool has_keyword(const char *lines, const char *kw, size_t n)
{
    for (const char *l = lines; *l;) {
        if (strncmp(l, kw, n) == 0 && l[n] == '=')
            return true;
        const char *eol = strchr(l, '\n');
        l = eol ? eol + 1 : l + strlen(l);
    }
    return false;
}

/* Merges the "KW=value" lines of add into *cur (ALTER): the keywords add gives replace cur's. */
static void merge(char **cur, const char *add)
{
    struct textbuf tb = {0};
    tb_puts(&tb, "");
    for (const char *l = *cur; *l;) {
        const char *eol = strchr(l, '\n');
        size_t n = eol ? (size_t)(eol - l) : strlen(l), kn = strcspn(l, "=");
        if (!has_keyword(add, l, kn))
            tb_printf(&tb, "%s%.*s", tb.len ? "\n" : "", (int)n, l);
        l = eol ? eol + 1 : l + n;
    }
    if (*add)
        tb_printf(&tb, "%s%s", tb.len ? "\n" : "", add);
    free(*cur);
    *cur = tb.buf;
}

static void apply(struct state *s, const struct tok_cmd *c)
{
    const char *type = c->objtype ? c->objtype : "";
    char *name = tok_canon(c->name), key[600];
    snprintf(key, sizeof key, "%s %s", type, strcmp(type, "QMGR") == 0 ? "" : name);
    free(name);
    long at = find(s, key);
    bool replace = false;
    for (size_t i = 0; i < c->nparams; i++)
        replace |= strcmp(c->params[i].keyword, "REPLACE") == 0;
    if (strcmp(c->verb, "DEFINE") == 0 || (strcmp(c->verb, "ALTER") == 0 && at < 0)) {
        if (at >= 0 && !replace)
            return;
        if (at < 0) {
            s->keys = realloc(s->keys, (s->n + 1) * sizeof *s->keys);
            s->vals = realloc(s->vals, (s->n + 1) * sizeof *s->vals);
            s->keys[s->n] = strdup(key);
            s->vals[s->n] = strdup("");
            at = (long)s->n++;
        }
        free(s->vals[at]);
        s->vals[at] = param_lines(c);
    } else if (strcmp(c->verb, "ALTER") == 0) {
        char *add = param_lines(c);
        merge(&s->vals[at], add);
        free(add);
    } else {
        s->recs = realloc(s->recs, (s->nrecs + 1) * sizeof *s->recs);
        s->recs[s->nrecs++] = tok_canon_cmd(c, flags);
    }
}

static int cmp_str(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The state as one text: objects by key with their sorted parameters, then the records sorted. */
static char *state_text(const char *script)
{
    struct tok_list l = parse(script);
    struct state s = {0};
    for (size_t i = 0; i < l.n; i++)
        apply(&s, &l.v[i]);
    tok_free(&l);
    struct textbuf tb = {0};
    char **lines = malloc((s.n + s.nrecs + 1) * sizeof *lines);
    for (size_t i = 0; i < s.n; i++) {
        /* sort each object's parameter lines */
        char *v = s.vals[i], **pl = malloc((strlen(v) + 2) * sizeof *pl);
        size_t np = 0;
        for (char *p = strtok(v, "\n"); p; p = strtok(NULL, "\n"))
            pl[np++] = p;
        if (np)
            qsort(pl, np, sizeof *pl, cmp_str);
        struct textbuf o = {0};
        tb_printf(&o, "%s", s.keys[i]);
        for (size_t k = 0; k < np; k++)
            tb_printf(&o, "\n  %s", pl[k]);
        lines[i] = o.buf;
        free(pl);
        free(s.vals[i]);
        free(s.keys[i]);
    }
    if (s.n)
        qsort(lines, s.n, sizeof *lines, cmp_str);
    if (s.nrecs)
        qsort(s.recs, s.nrecs, sizeof *s.recs, cmp_str);
    tb_puts(&tb, "");
    for (size_t i = 0; i < s.n; i++) {
        tb_printf(&tb, "%s\n", lines[i]);
        free(lines[i]);
    }
    for (size_t i = 0; i < s.nrecs; i++) {
        tb_printf(&tb, "record %s\n", s.recs[i]);
        free(s.recs[i]);
    }
    free(lines);
    free(s.keys);
    free(s.vals);
    free(s.recs);
    return tb.buf;
}

/* Each script and its export, applied to an empty queue manager, leave the same objects with the
 * same parameters (REPLACE, NOREPLACE and FORCE aside) and the same other commands. */
START_TEST(script_and_export_leave_the_same_state)
{
    char *script = tu_read(tu_sample(scripts[_i]), NULL);
    struct timport t;
    import_samples(&t, &scripts[_i], 1, "QM1");
    char *out = xf_mqsc(ti_top(&t, "QM1"), 72);
    ck_assert_uint_le(longest(out), 72);
    char *a = state_text(script), *b = state_text(out);
    ck_assert_str_eq(a, b);
    ck_assert_uint_gt(strlen(a), 0);
    free(a);
    free(b);
    free(out);
    free(script);
    ti_done(&t);
}
END_TEST

/* ---- YAML and MQSC round trips ---------------------------------------------------------------- */

static int cmp_tops(const void *a, const void *b)
{
    return strcmp((*(struct pol_object *const *)a)->name, (*(struct pol_object *const *)b)->name);
}

/* The live queue managers of pol by name (malloc'd array, *n of them). */
static struct pol_object **tops_by_name(struct policy *pol, size_t *n)
{
    struct pol_object **v = malloc((pol->ntops + 1) * sizeof *v);
    *n = 0;
    for (size_t i = 0; i < pol->ntops; i++)
        if (pol->tops[i]->change != POL_DELETED)
            v[(*n)++] = pol->tops[i];
    qsort(v, *n, sizeof *v, cmp_tops);
    return v;
}

/* import → YAML → import → YAML: identical bytes; and the two policies export the same MQSC. */
static void yaml_round_trip(struct timport *first)
{
    char *y1 = xf_yaml(&first->pol);
    struct timport second;
    struct tinput in = {"policy.yaml", y1, NULL};
    ti_run(&second, &in, 1, NULL);
    ck_assert_msg(second.status == IMPORT_OK, "%s", ti_diags(&second));
    char *y2 = xf_yaml(&second.pol);
    ck_assert_str_eq(y1, y2);
    size_t n1, n2;
    struct pol_object **a = tops_by_name(&first->pol, &n1), **b = tops_by_name(&second.pol, &n2);
    ck_assert_uint_eq(n1, n2);
    for (size_t i = 0; i < n1; i++) {
        char *m1 = xf_mqsc(a[i], 72), *m2 = xf_mqsc(b[i], 72);
        ck_assert_str_eq(m1, m2);
        free(m1);
        free(m2);
    }
    free(a);
    free(b);
    free(y1);
    free(y2);
    ti_done(&second);
}

START_TEST(yaml_round_trip_of_the_dumps)
{
    struct timport t;
    import_samples(&t, dumps, 4, NULL);
    yaml_round_trip(&t);
    ti_done(&t);
}
END_TEST

START_TEST(yaml_round_trip_of_the_scripts)
{
    struct timport t;
    import_samples(&t, scripts, 3, "QM1");
    yaml_round_trip(&t);
    ti_done(&t);
}
END_TEST

START_TEST(yaml_round_trip_of_the_demo)
{
    static const char *const demo[] = {"import/demo/QMA.mqsc", "import/demo/QMB.mqsc", "import/demo/QMC.mqsc"};
    struct tinput in[3];
    for (size_t i = 0; i < 3; i++)
        in[i] = (struct tinput){demo[i], NULL, NULL};
    struct timport t;
    ti_run(&t, in, 3, NULL);
    ck_assert_msg(t.status == IMPORT_OK, "%s", ti_diags(&t));
    ck_assert_uint_eq(t.pol.ntops, 3);
    yaml_round_trip(&t);
    ti_done(&t);
}
END_TEST

/* The four dumps exported as MQSC and read back: the same YAML, byte for byte. */
START_TEST(mqsc_export_reads_back_to_the_same_yaml)
{
    struct timport t, back;
    import_samples(&t, dumps, 4, NULL);
    size_t n;
    struct pol_object **tops = tops_by_name(&t.pol, &n);
    ck_assert_uint_eq(n, 4);
    struct tinput in[4];
    char *texts[4], names[4][64];
    for (size_t i = 0; i < n; i++) {
        texts[i] = xf_mqsc(tops[i], 72);
        ck_assert_int_eq(export_file_name(export_format("mqsc"), tops[i]->name, names[i], sizeof names[i]), 0);
        in[i] = (struct tinput){names[i], texts[i], NULL};
    }
    ck_assert_str_eq(names[0], "QM4.mqsc");
    ti_run(&back, in, n, NULL);
    ck_assert_msg(back.status == IMPORT_OK, "%s", ti_diags(&back));
    ck_assert_str_eq(ti_diags(&back), ""); /* read as whole dumps, nothing to warn about */
    char *y1 = xf_yaml(&t.pol), *y2 = xf_yaml(&back.pol);
    ck_assert_str_eq(y1, y2);
    for (size_t i = 0; i < n; i++)
        free(texts[i]);
    free(tops);
    free(y1);
    free(y2);
    ti_done(&back);
    ti_done(&t);
}
END_TEST

/* IBM's continuation examples read by the real reader: both descriptions are Fred. */
START_TEST(reader_takes_ibm_continuation_examples)
{
    char *text = tu_read("tests/golden/ibm_continuation.mqsc", NULL);
    struct timport t;
    ti_text(&t, text, "QM1");
    ck_assert_msg(t.status == IMPORT_OK, "%s", ti_diags(&t));
    struct pol_object *qm = ti_top(&t, "QM1");
    ck_assert_str_eq(pol_get_key(ti_obj(qm, "queue", "FRED.MINUS"), "descr"), "Fred");
    ck_assert_str_eq(pol_get_key(ti_obj(qm, "queue", "FRED.PLUS"), "descr"), "Fred");
    ti_done(&t);
    free(text);
}
END_TEST

/* The hand-built queue manager (lists, suspensions, records with read-only values, verbatim
 * parameters, a description ending in '+') exported, read back and exported again: the same
 * bytes at every width, and nothing to warn about. */
START_TEST(fixture_reads_back_to_the_same_file)
{
    struct policy pol;
    policy_init(&pol);
    struct pol_object *qm = xf_build(&pol);
    for (unsigned w = EXPORT_WIDTH_MIN; w <= 72; w += 8) {
        char *first = xf_mqsc(qm, w);
        struct timport t;
        struct tinput in = {"QM1.mqsc", first, NULL};
        ti_run(&t, &in, 1, NULL);
        ck_assert_msg(t.status == IMPORT_OK, "%s", ti_diags(&t));
        ck_assert_str_eq(ti_diags(&t), "");
        struct pol_object *back = ti_top(&t, "QM1");
        ck_assert_str_eq(pol_get_key(back, "suspend"), "CLS2,CLS3");
        char *second = xf_mqsc(back, w);
        ck_assert_str_eq(first, second);
        free(second);
        free(first);
        ti_done(&t);
    }
    policy_free(&pol);
}
END_TEST

/* ---- property test through the real reader ---------------------------------------------------- */

static uint64_t rng_state;

static uint32_t rng(void)
{
    return tu_rng(&rng_state);
}

/* A value of runs of MQSC's special characters, text and UTF-8, at most max bytes. */
static void gen_value(char *buf, size_t max)
{
    static const char *const pieces[] = {"'", "''", "+", "-", "*", ";", " ", ",", "(", ")", "a", "Z",
                                         "\xc3\xa9", "\xe2\x82\xac", "DEFINE QLOCAL(X)", "#", "0"};
    size_t n = 0, len = rng() % (max + 1);
    while (n < len) {
        const char *p = pieces[rng() % (sizeof pieces / sizeof pieces[0])];
        size_t run = rng() % 4 == 0 ? 1 + rng() % 80 : 1, pl = strlen(p);
        for (size_t r = 0; r < run && n + pl <= len; r++, n += pl)
            memcpy(buf + n, p, pl);
        if (n + 3 >= len)
            break;
    }
    buf[n] = '\0';
}

/* 10,000 values: 50 descriptions (64 bytes at most, DESCR's limit) and 50 verbatim topic strings
 * per export, at random widths, read back by the MQSC reader: every value is unchanged and the
 * file holds exactly the 100 objects written. */
START_TEST(property_values_survive_the_reader)
{
    rng_state = 0xD1B54A32D192ED03ull;
    char (*vals)[1024] = malloc(100 * sizeof *vals);
    for (int round = 0; round < 100; round++) {
        struct policy pol;
        policy_init(&pol);
        struct pol_object *qm = pol_new(&pol, mq_kind(MQ_QMGR), NULL, "QM1");
        for (int i = 0; i < 100; i++) {
            char name[16];
            snprintf(name, sizeof name, "V%02d", i % 50);
            gen_value(vals[i], i < 50 ? 64 : 600);
            if (i < 50) {
                xf_set(&pol, pol_new(&pol, mq_kind(MQ_QLOCAL), qm, name), "descr", vals[i]);
                continue;
            }
            struct textbuf q = {0};
            tb_putn(&q, "'", 1);
            for (const char *p = vals[i]; *p; p++) {
                if (*p == '\'')
                    tb_puts(&q, "''");
                else
                    tb_putn(&q, p, 1);
            }
            tb_putn(&q, "'", 1);
            struct pol_object *tp = pol_new(&pol, mq_kind(MQ_TOPIC), qm, name);
            ck_assert_int_eq(pol_param_set(&pol, tp, "TOPICSTR", q.buf, PARAM_OTHER, (struct pol_pos){0, 0}), 0);
            tb_free(&q);
        }
        unsigned width = rng() % 3 == 0 ? 0 : EXPORT_WIDTH_MIN + rng() % 60;
        char *text = xf_mqsc(qm, width);
        struct timport t;
        struct tinput in = {"QM1.mqsc", text, NULL};
        ti_run(&t, &in, 1, NULL);
        ck_assert_msg(t.status == IMPORT_OK, "width %u:\n%s", width, ti_diags(&t));
        struct pol_object *back = ti_top(&t, "QM1");
        ck_assert_uint_eq(pol_count_objects(back), 100);
        ck_assert_uint_eq(pol_count_records(back), 0);
        for (int i = 0; i < 100; i++) {
            char name[16];
            snprintf(name, sizeof name, "V%02d", i % 50);
            if (i < 50) {
                const char *d = pol_get_key(ti_obj(back, "queue", name), "descr");
                ck_assert_msg(d && strcmp(d, vals[i]) == 0, "width %u: [%s] came back as [%s]", width, vals[i],
                              d ? d : "(unset)");
            } else {
                const struct pol_param *pp = pol_param_get(ti_obj(back, "topic", name), "TOPICSTR", PARAM_OTHER);
                const struct pol_param *orig = pol_param_get(pol_find(qm, "topic", name), "TOPICSTR", PARAM_OTHER);
                ck_assert_ptr_nonnull(pp);
                ck_assert_str_eq(pp->value, orig->value);
            }
        }
        ti_done(&t);
        free(text);
        policy_free(&pol);
    }
    free(vals);
}
END_TEST

Suite *suite_export_samples(void)
{
    Suite *s = suite_create("export_samples");
    TCase *tc = tcase_create("samples");
    tcase_set_timeout(tc, 120);
    tcase_add_loop_test(tc, dump_and_export_give_equal_commands, 0, 4);
    tcase_add_loop_test(tc, script_and_export_leave_the_same_state, 0, 3);
    tcase_add_test(tc, yaml_round_trip_of_the_dumps);
    tcase_add_test(tc, yaml_round_trip_of_the_scripts);
    tcase_add_test(tc, mqsc_export_reads_back_to_the_same_yaml);
    tu_add_sample_case(s, tc, "the export of the real MQ files");
    TCase *own = tcase_create("own");
    tcase_set_timeout(own, 120);
    tcase_add_test(own, yaml_round_trip_of_the_demo);
    tcase_add_test(own, reader_takes_ibm_continuation_examples);
    tcase_add_test(own, fixture_reads_back_to_the_same_file);
    tcase_add_test(own, property_values_survive_the_reader);
    suite_add_tcase(s, own);
    return s;
}
