/* tests/check_wlm_classify.c — the classification what-if (model/wlm/wlm_classify.h) on
 * definitions built in memory: the CB rules of IBM's "Distribution équitable des demandes HTTP par
 * la fonction WLM" (WebSphere Application Server for z/OS, French edition), sub-rules and
 * inheritance, groups, defaults, and the address spaces WLM always runs in SYSTEM. */
#include <check.h>
#include <stdio.h>
#include <string.h>

#include "model/wlm/wlm_classify.h"
#include "tests/wlm_fixture.h"
#include "model/wlm/wlm_model.h"

/* IBM's "Distribution équitable des demandes HTTP par la fonction WLM" (WebSphere Application
 * Server for z/OS, French edition), its figure 3: the CB rules of cluster azsr01 (fold Y). */
static const char seed000[] =
    "DEFINITION SEED000 level=038\n"
    "SERVCLASS AZAMS1 workload=ONL_WKL\n"
    " PERIOD goaltype=Velocity importance=1 velocity=50\n"
    "CLASSIFICATION CB defservclass=AZAMS1 defrepclass=RBBDEFLT 'descr=Component Broker requests'\n"
    " RULE qualtype=CollectionName qualvalue=AZSR01 servclass=AZAMS1 repclass=RAZAMS1\n"
    " RULE qualtype=CollectionName qualvalue=AZSR02 servclass=AZAMS2 repclass=RAZAMS2\n"
    " RULE qualtype=CollectionName qualvalue=AZSR03 servclass=AZAMS3 repclass=RAZAMS3\n";

/* Sub-rules, inheritance, a group, a subsystem type without a default and one with no rules. */
static const char nested[] =
    "DEFINITION NESTED level=038\n"
    "CLASSGROUP PROD_TNG qualtype=TransactionName\n"
    " QUALNAME qualvalue=PAY*\n"
    " QUALNAME qualvalue=GL%%\n"
    "CLASSIFICATION CICS defservclass=CICSLO defrepclass=RCUCICS\n"
    " RULE qualtype=SubsystemInstance qualvalue=CICSIP* servclass=CICSLO repclass=RCCICSIP\n"
    "  RULE qualtype=TransactionName qualvalue=TRN1 servclass=CICSHI repclass=RCTRN1\n"
    "  RULE qualtype=TransactionNameGroup qualvalue=PROD_TNG servclass=CICSHI\n"
    "   RULE qualtype=Userid qualvalue=ADMIN% repclass=RCADMIN\n"
    " RULE qualtype=TransactionName qualvalue=TRX1 servclass=CICSHI repclass=RCTRX1\n"
    "CLASSIFICATION JES\n"
    " RULE qualtype=TransactionClass qualvalue=A servclass=BATHI\n"
    "CLASSIFICATION STC defservclass=STCLO\n"
    " RULE qualtype=TransactionName qualvalue=WLM servclass=STCHI repclass=RCWLM\n";

/* IBM's example of inheritance (z/OS MVS Planning: Workload Management, "Using inheritance in
 * classification rules", usinhcr.htm). */
static const char ibm_inherit[] =
    "DEFINITION INHERIT level=038\n"
    "CLASSIFICATION CICS defservclass=CICSB\n"
    " RULE qualtype=Userid qualvalue=ATMA servclass=CICSA repclass=ATMA\n"
    "  RULE qualtype=TransactionName qualvalue=CASH repclass=CASHA\n"
    "  RULE qualtype=TransactionName qualvalue=DEPOSIT repclass=DEPOSITA\n"
    "   RULE qualtype=LUName qualvalue=WALLST repclass=BIGDEP\n"
    " RULE qualtype=Userid qualvalue=ATMC servclass=CICSC repclass=ATMC\n"
    "  RULE qualtype=TransactionName qualvalue=CASH repclass=CASHC\n"
    "  RULE qualtype=TransactionName qualvalue=DEPOSIT repclass=DEPOSITC\n"
    "   RULE qualtype=LUName qualvalue=WALLST repclass=BIGDEP\n";

static struct policy pol;
static struct pol_object *def;
static struct wlm_result res;

static void classify(const char *text, const char *subsystem, const char *q1, const char *v1,
                     const char *q2, const char *v2)
{
    policy_init(&pol);
    def = wfx_build(&pol, "def.wfx", text);
    struct wlm_work w = {.subsystem = subsystem};
    const char *q[] = {q1, q2}, *v[] = {v1, v2};
    for (size_t i = 0; i < 2 && q[i]; i++) {
        w.quals[w.nquals].q = wlm_qualifier_find(q[i]).q;
        ck_assert_ptr_nonnull(w.quals[w.nquals].q);
        w.quals[w.nquals++].value = v[i];
    }
    ck_assert_int_eq(wlm_classify(def, &w, &res), 0);
}

static void done(void)
{
    wlm_result_free(&res);
    policy_free(&pol);
}

static void assert_step(size_t i, unsigned level, const char *value, bool matched, unsigned line)
{
    ck_assert_uint_gt(res.nsteps, i);
    const struct wlm_step *s = &res.steps[i];
    ck_assert_uint_eq(s->level, level);
    ck_assert_str_eq(s->value, value);
    ck_assert_int_eq(s->matched, matched);
    ck_assert_uint_eq(s->rule->src.pos.line, line);
}

START_TEST(seed000_collections)
{
    classify(seed000, "CB", "CN", "azsr02", NULL, NULL);
    ck_assert_str_eq(res.service_class, "AZAMS2");
    ck_assert_str_eq(res.report_class, "RAZAMS2");
    ck_assert_int_eq(res.origin, WLM_FROM_RULE);
    ck_assert_uint_eq(res.nsteps, 2);
    assert_step(0, 1, "AZSR01", false, 5);
    ck_assert_int_eq(res.steps[0].m.why, WLM_WHY_DIFFERS);
    ck_assert_uint_eq(res.steps[0].m.at, 6);
    assert_step(1, 1, "AZSR02", true, 6);
    ck_assert_int_eq(res.steps[1].m.why, WLM_WHY_EQUAL);
    done();
}
END_TEST

/* CN is a long qualifier: without a start position, compared over the rule's six characters. */
START_TEST(seed000_long_prefix)
{
    classify(seed000, "CB", "CN", "AZSR01B", NULL, NULL);
    ck_assert_str_eq(res.service_class, "AZAMS1");
    ck_assert_str_eq(res.report_class, "RAZAMS1");
    ck_assert_uint_eq(res.nsteps, 1);
    ck_assert_int_eq(res.steps[0].m.why, WLM_WHY_PREFIX);
    done();
}
END_TEST

START_TEST(seed000_default)
{
    classify(seed000, "CB", "CN", "AZSR04", NULL, NULL);
    ck_assert_str_eq(res.service_class, "AZAMS1");
    ck_assert_str_eq(res.report_class, "RBBDEFLT");
    ck_assert_int_eq(res.origin, WLM_FROM_DEFAULT);
    ck_assert_ptr_null(res.rule);
    ck_assert_uint_eq(res.nsteps, 3);
    assert_step(2, 1, "AZSR03", false, 7);
    done();
}
END_TEST

/* A matching rule whose sub-rules do not match gives its own classes; later rules are not tried. */
START_TEST(own_classes)
{
    classify(nested, "CICS", "SI", "CICSIP01", "TN", "ABCD");
    ck_assert_str_eq(res.service_class, "CICSLO");
    ck_assert_str_eq(res.report_class, "RCCICSIP");
    ck_assert_uint_eq(res.nsteps, 3);
    assert_step(0, 1, "CICSIP*", true, 6);
    assert_step(1, 2, "TRN1", false, 7);
    assert_step(2, 2, "PROD_TNG", false, 8);
    ck_assert_int_eq(res.steps[2].why, WLM_STEP_NO_MEMBER);
    ck_assert_uint_eq(res.steps[2].nmembers, 2);
    done();
}
END_TEST

/* A group member matches; the level-3 rule inherits CICSHI and gives its report class; a blank
 * report class on the group rule inherits RCCICSIP (seen when the user id does not match). */
START_TEST(group_and_inheritance)
{
    classify(nested, "CICS", "SI", "CICSIP01", "TN", "GL01");
    ck_assert_str_eq(res.service_class, "CICSHI");
    ck_assert_str_eq(res.report_class, "RCCICSIP");
    ck_assert_uint_eq(res.nsteps, 4);
    ck_assert_int_eq(res.steps[2].why, WLM_STEP_MEMBER);
    ck_assert_str_eq(res.steps[2].member, "GL%%");
    assert_step(3, 3, "ADMIN%", false, 9);
    ck_assert(!res.steps[3].given);
    done();
    classify(nested, "CICS", "TN", "pay7", "UI", "admin");
    ck_assert_uint_eq(res.nsteps, 2);   /* SI CICSIP* fails (no SI), then TRX1 fails */
    ck_assert_str_eq(res.service_class, "CICSLO");
    ck_assert_int_eq(res.origin, WLM_FROM_DEFAULT);
    done();
    classify(nested, "CICS", "SI", "CICSIP9", "TN", "PAYROLL");
    ck_assert_str_eq(res.service_class, "CICSHI");
    ck_assert_str_eq(res.steps[2].member, "PAY*");
    done();
}
END_TEST

START_TEST(inherit_down_three_levels)
{
    classify(nested, "CICS", "SI", "CICSIP01", "TN", "PAY1");
    struct wlm_work w = {.subsystem = "CICS", .nquals = 3};
    w.quals[0].q = wlm_qualifier_find("SI").q, w.quals[0].value = "CICSIP01";
    w.quals[1].q = wlm_qualifier_find("TN").q, w.quals[1].value = "PAY1";
    w.quals[2].q = wlm_qualifier_find("UI").q, w.quals[2].value = "ADMIN";
    wlm_result_free(&res);
    ck_assert_int_eq(wlm_classify(def, &w, &res), 0);
    ck_assert_str_eq(res.service_class, "CICSHI");
    ck_assert_str_eq(res.report_class, "RCADMIN");
    ck_assert_uint_eq(res.steps[3].level, 3);
    ck_assert_int_eq(res.steps[3].m.why, WLM_WHY_MASK);
    ck_assert_uint_eq(res.rule->src.pos.line, 9);
    done();
}
END_TEST

START_TEST(ibm_inheritance_example)
{
    classify(ibm_inherit, "CICS", "UI", "ATMC", "TN", "CASH");
    ck_assert_str_eq(res.service_class, "CICSC");
    ck_assert_str_eq(res.report_class, "CASHC");
    done();
    classify(ibm_inherit, "CICS", "UI", "ATMA", "TN", "DEPOSIT");
    ck_assert_str_eq(res.service_class, "CICSA");
    ck_assert_str_eq(res.report_class, "DEPOSITA");   /* the LU is not WALLST */
    done();
    classify(ibm_inherit, "CICS", "UI", "ATMB", "TN", "CASH");
    ck_assert_str_eq(res.service_class, "CICSB");
    ck_assert_ptr_null(res.report_class);
    ck_assert_int_eq(res.origin, WLM_FROM_DEFAULT);
    done();
    policy_init(&pol);
    def = wfx_build(&pol, "def.wfx", ibm_inherit);
    struct wlm_work w = {.subsystem = "CICS", .nquals = 3};
    w.quals[0].q = wlm_qualifier_find("UI").q, w.quals[0].value = "ATMA";
    w.quals[1].q = wlm_qualifier_find("TN").q, w.quals[1].value = "DEPOSIT";
    w.quals[2].q = wlm_qualifier_find("LU").q, w.quals[2].value = "WALLST";
    ck_assert_int_eq(wlm_classify(def, &w, &res), 0);
    ck_assert_str_eq(res.service_class, "CICSA");
    ck_assert_str_eq(res.report_class, "BIGDEP");
    ck_assert_uint_eq(res.nsteps, 4);
    ck_assert_uint_eq(res.steps[3].level, 3);
    done();
}
END_TEST

/* No default service class: SYSOTHER; no rules at all for a type: SYSOTHER, SYSSTC for STC. */
START_TEST(system_defaults)
{
    classify(nested, "JES", "TC", "B", NULL, NULL);
    ck_assert_str_eq(res.service_class, "SYSOTHER");
    ck_assert_ptr_null(res.report_class);
    ck_assert_int_eq(res.origin, WLM_FROM_SYSTEM_DEFAULT);
    done();
    classify(seed000, "STC", "TN", "X", NULL, NULL);
    ck_assert_str_eq(res.service_class, "SYSSTC");
    ck_assert_ptr_null(res.classification);
    ck_assert_uint_eq(res.nsteps, 0);
    done();
    classify(seed000, "TSO", "UI", "X", NULL, NULL);
    ck_assert_str_eq(res.service_class, "SYSOTHER");
    done();
}
END_TEST

/* WLM runs its own address space in SYSTEM whatever the rules say. */
START_TEST(forced_system)
{
    classify(nested, "STC", "TN", "WLM", NULL, NULL);
    ck_assert_str_eq(res.service_class, "SYSTEM");
    ck_assert_str_eq(res.ruled_class, "STCHI");
    ck_assert_str_eq(res.report_class, "RCWLM");
    ck_assert_int_eq(res.origin, WLM_FROM_SYSTEM_FORCED);
    done();
    classify(nested, "STC", "TN", "WLMX", NULL, NULL);
    ck_assert_str_eq(res.service_class, "STCLO");
    ck_assert_int_eq(res.origin, WLM_FROM_DEFAULT);
    done();
    ck_assert(wlm_forced_system("*MASTER*"));
    ck_assert(!wlm_forced_system("MASTER"));
}
END_TEST

/* With fold N the value is compared as typed. */
START_TEST(fold_no)
{
    char text[sizeof seed000 + 16];
    snprintf(text, sizeof text, "%s", seed000);
    char *at = strstr(text, "defservclass=");
    memmove(at + 7, at, strlen(at) + 1);
    memcpy(at, "fold=N ", 7);
    classify(text, "CB", "CN", "azsr02", NULL, NULL);
    ck_assert_str_eq(res.service_class, "AZAMS1");
    ck_assert_int_eq(res.origin, WLM_FROM_DEFAULT);
    done();
}
END_TEST

Suite *suite_wlm_classify(void)
{
    Suite *s = suite_create("wlm_classify");
    TCase *tc = tcase_create("classify");
    tcase_add_test(tc, seed000_collections);
    tcase_add_test(tc, seed000_long_prefix);
    tcase_add_test(tc, seed000_default);
    tcase_add_test(tc, own_classes);
    tcase_add_test(tc, group_and_inheritance);
    tcase_add_test(tc, inherit_down_three_levels);
    tcase_add_test(tc, ibm_inheritance_example);
    tcase_add_test(tc, system_defaults);
    tcase_add_test(tc, forced_system);
    tcase_add_test(tc, fold_no);
    suite_add_tcase(s, tc);
    return s;
}
