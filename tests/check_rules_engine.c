/* tests/check_rules_engine.c — the generic rule engine (object and cross-object rules, the
 * minimum severity, positions, explanation and source on findings, prepared data) and the
 * registered rule list that help and documentation show. */
#include <check.h>
#include <stdio.h>
#include <string.h>

#include "model/mq/mq_rules_impl.h"
#include "tests/fixture.h"
#include "model/mq/mq_model.h"

static int prepared, released, cross_calls;
static char seen[256];

static int test_prepare(const struct policy *p, void **data)
{
    (void)p;
    prepared++;
    *data = &prepared;
    return 0;
}

static void test_release(void *data)
{
    ck_assert_ptr_eq(data, &prepared);
    released++;
}

/* Reports a warning on DEFBIND of every local queue, and an info on the object as a whole. */
static void check_queue(struct rule_ctx *cx, const struct pol_object *obj)
{
    ck_assert_ptr_eq(cx->data, &prepared);
    size_t at = strlen(seen);
    snprintf(seen + at, sizeof seen - at, "%s%s", at ? "," : "", obj->name);
    rule_report(cx, SEV_WARNING, obj, "DEFBIND", "queue %s", obj->name);
    rule_report(cx, SEV_INFO, obj, NULL, "note on %s", obj->name);
}

static void check_cross(struct rule_ctx *cx, const struct pol_object *obj)
{
    ck_assert_ptr_null(obj);
    cross_calls++;
    rule_report_path(cx, SEV_ERROR, "CLUSTER(X)", "cross %d", cross_calls);
}

static void check_never(struct rule_ctx *cx, const struct pol_object *obj)
{
    (void)cx;
    (void)obj;
    ck_abort_msg("a rule that reports only info must not run with minimum severity warning");
}

static const struct rule test_rules[] = {
    {"T001", RULE_SEV(SEV_WARNING) | RULE_SEV(SEV_INFO), UINT64_C(1) << MQ_QLOCAL, check_queue,
     "queue", "Explanation one.", "https://example.org/one"},
    {"T002", RULE_SEV(SEV_ERROR), 0, check_cross, "cross", "Explanation two.", "two"},
    {"T003", RULE_SEV(SEV_INFO), 0, check_never, "info only", "Three.", "three"},
    {"T004", RULE_SEV(SEV_ERROR), 0, NULL, "listed only", "Four.", "four"},
};

static int summaries;

/* The summary made from the prepared data, before it is released. */
static void *test_summary(const struct policy *p, void *data)
{
    (void)p;
    ck_assert_ptr_eq(data, &prepared);
    ck_assert_int_eq(released, 0);
    summaries++;
    return &summaries;
}

static const struct rule_set test_set = {
    .system = "mq", .rules = test_rules, .nrules = 4, .prepare = test_prepare, .release = test_release,
    .path = mq_object_path, .summary = test_summary,
};

START_TEST(engine_runs_object_and_cross_rules)
{
    struct policy p;
    policy_init(&p);
    fx_build(&p, "a.mqsc", "QM1 QLOCAL Q1 descr=x defbind=OPEN\nQM1 QALIAS QA target=Q1\nQM1 QLOCAL Q2");
    fx_build(&p, NULL, "QM2 QLOCAL Q3");
    pol_delete(fx_obj(&p, "QM1", "QLOCAL", "Q2"));
    struct diag_list l;
    diag_init(&l, 0);
    prepared = released = cross_calls = 0;
    seen[0] = '\0';
    ck_assert_int_eq(rules_run(&p, &test_set, &l, SEV_WARNING), 0);
    ck_assert_int_eq(prepared, 1);
    ck_assert_int_eq(released, 1);
    ck_assert_int_eq(cross_calls, 1);
    ck_assert_str_eq(seen, "Q1,Q3"); /* live local queues only, in order */
    ck_assert_uint_eq(l.n, 3);       /* the infos are below the minimum severity */
    const struct diag *d = &l.v[0];
    ck_assert_str_eq(d->id, "T001");
    ck_assert_str_eq(d->path, "QMGR(QM1) QLOCAL('Q1')");
    ck_assert_str_eq(d->attr, "DEFBIND");
    ck_assert_str_eq(d->file, "a.mqsc");
    ck_assert_uint_eq(d->line, 1);
    ck_assert_uint_eq(d->col, 23);
    ck_assert_str_eq(d->explain, "Explanation one.");
    ck_assert_str_eq(d->source, "https://example.org/one");
    ck_assert_ptr_null(l.v[1].file); /* QM2's objects came from no file */
    ck_assert_uint_eq(l.v[1].line, 0);
    ck_assert_str_eq(l.v[2].path, "CLUSTER(X)");
    ck_assert_str_eq(l.v[2].msg, "cross 1");
    diag_free(&l);

    ck_assert_int_eq(summaries, 0);   /* rules_run asks for no summary */

    diag_init(&l, 0);
    seen[0] = '\0';
    ck_assert_int_eq(rules_run(&p, &test_set, &l, SEV_ERROR), 0);
    ck_assert_uint_eq(l.n, 1);
    ck_assert_str_eq(seen, ""); /* T001 cannot report an error: not run */
    diag_free(&l);

    diag_init(&l, 0);
    prepared = released = summaries = 0;
    void *sum = NULL;
    ck_assert_int_eq(rules_run_summary(&p, &test_set, &l, SEV_WARNING, &sum), 0);
    ck_assert_ptr_eq(sum, &summaries);
    ck_assert_int_eq(summaries, 1);
    ck_assert_int_eq(prepared, 1);
    ck_assert_int_eq(released, 1);
    ck_assert_uint_eq(l.n, 3);
    diag_free(&l);
    policy_free(&p);
}
END_TEST

/* The attribute's position when it has one, else the object's; a verbatim parameter's position. */
START_TEST(engine_positions)
{
    struct policy p;
    policy_init(&p);
    fx_build(&p, "b.mqsc", "QM1 QMGR\n\nQM1 QLOCAL Q1 TARGTYPE=QUEUE");
    struct pol_object *q = fx_obj(&p, "QM1", "QLOCAL", "Q1");
    char path[128];
    struct diag_at at = rule_at(mq_rule_set(), q, "DEFBIND", path, sizeof path);
    ck_assert_str_eq(at.path, "QMGR(QM1) QLOCAL('Q1')");
    ck_assert_uint_eq(at.line, 3);
    ck_assert_uint_eq(at.col, 1);
    at = rule_at(mq_rule_set(), q, "TARGTYPE", path, sizeof path);
    ck_assert_uint_eq(at.col, 15);
    ck_assert_str_eq(at.attr, "TARGTYPE");
    policy_free(&p);
}
END_TEST

START_TEST(rule_list)
{
    /* the rules of every registered system that has rules, in the registry's order: MQ's first */
    const struct rule_set *const *sets = rules_sets();
    ck_assert_ptr_eq(sets[0], mq_rule_set());
    size_t n = 0;
    for (const struct system_def *const *sys = schema_systems(); *sys; sys++)
        if ((*sys)->rules) {
            ck_assert_ptr_eq(sets[n], (*sys)->rules);
            ck_assert_str_eq(sets[n]->system, (*sys)->id);
            ck_assert_ptr_eq(rules_set((*sys)->id), sets[n]);
            n++;
        }
    ck_assert_uint_ge(n, 5);
    ck_assert_ptr_null(sets[n]);
    ck_assert_ptr_null(rules_set("nosuch"));
    const struct rule_set *mq = mq_rule_set();
    static const char *const ids[] = {"MQ001", "MQ002", "MQ003", "MQ004", "MQ005", "MQ006", "MQ007",
                                      "MQ008", "MQ009", "MQ010", "MQ011", "MQ012", "MQ013", "MQ014",
                                      "MQ015", "MQ016", "MQ017", "MQ018", "MQ019", "MQ020", "MQ021",
                                      "MQ022", "MQ023", "MQ024", "MQ025", "MQ026", "MQ027", "MQ028",
                                      "MQ029", "MQ030", "MQ140"};
    ck_assert_uint_eq(mq->nrules, sizeof ids / sizeof ids[0]);
    for (size_t i = 0; i < mq->nrules; i++) {
        const struct rule *r = &mq->rules[i];
        ck_assert_str_eq(r->id, ids[i]);
        ck_assert_ptr_eq(rules_find(mq, ids[i]), r);
        ck_assert_msg(r->sevs && r->message[0] && strlen(r->explain) > 80 && r->source[0], "%s", r->id);
    }
    ck_assert_uint_eq(rules_find(mq, "MQ025")->sevs, RULE_SEV(SEV_WARNING));
    ck_assert(rules_find(mq, "MQ140")->check == NULL);
    /* the severities the issue fixes */
    ck_assert_uint_eq(rules_find(mq, "MQ009")->sevs,
                      RULE_SEV(SEV_ERROR) | RULE_SEV(SEV_WARNING) | RULE_SEV(SEV_INFO));
    ck_assert_uint_eq(rules_find(mq, "MQ011")->sevs,
                      RULE_SEV(SEV_ERROR) | RULE_SEV(SEV_WARNING) | RULE_SEV(SEV_INFO));
    ck_assert_uint_eq(rules_find(mq, "MQ012")->sevs, RULE_SEV(SEV_ERROR) | RULE_SEV(SEV_INFO));
    ck_assert_uint_eq(rules_find(mq, "MQ013")->sevs, RULE_SEV(SEV_WARNING));
    ck_assert_uint_eq(rules_find(mq, "MQ015")->sevs, RULE_SEV(SEV_INFO));
    /* reported by the reader and the save path, listed here */
    ck_assert(rules_find(mq, "MQ027")->check == NULL);
    ck_assert(rules_find(mq, "MQ024")->check == NULL);
}
END_TEST

/* Lists in messages end in "..." when they do not fit, never cut inside a name. */
START_TEST(message_lists)
{
    char buf[20] = "";
    mq_list_add(buf, sizeof buf, "%s", "QM1");
    mq_list_add(buf, sizeof buf, "%s %d", "QM2", 9);
    ck_assert_str_eq(buf, "QM1, QM2 9");
    mq_list_add(buf, sizeof buf, "%s", "QM3");
    ck_assert_str_eq(buf, "QM1, QM2 9, ...");
    mq_list_add(buf, sizeof buf, "%s", "Q");
    ck_assert_str_eq(buf, "QM1, QM2 9, ...");
    char tiny[6] = "";
    mq_list_add(tiny, sizeof tiny, "%s", "LONGNAME");
    ck_assert_str_eq(tiny, "...");
}
END_TEST

Suite *suite_rules_engine(void)
{
    Suite *s = suite_create("rules_engine");
    TCase *tc = tcase_create("engine");
    tcase_add_test(tc, engine_runs_object_and_cross_rules);
    tcase_add_test(tc, engine_positions);
    tcase_add_test(tc, rule_list);
    tcase_add_test(tc, message_lists);
    suite_add_tcase(s, tc);
    return s;
}
