/* tests/check_wlm_rules.c — the WLM rule set (model/wlm/wlm_rules.h) on definitions built in
 * memory: a clean definition raises nothing; each rule raised by a small change, with its exact
 * severity, path, element and message, and left quiet by a near miss; policies' merged views. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/wlm/wlm_rules.h"
#include "tests/fixture.h"
#include "tests/wlm_fixture.h"
#include "model/wlm/wlm_model.h"

/* A definition that raises no finding at all. */
static const char base[] =
    "DEFINITION BASE level=038 iopriomgmt=No iopriogroups=No\n"
    "WORKLOAD ONL\n"
    "SERVCLASS HI workload=ONL\n"
    " PERIOD goaltype=PercentileResponseTime importance=1 duration=500 resptime=00:00:00.500 percentile=90\n"
    " PERIOD goaltype=Velocity importance=2 velocity=40\n"
    "SERVCLASS LO workload=ONL\n"
    " PERIOD goaltype=Velocity importance=3 velocity=30\n"
    "SERVCLASS CRT workload=ONL\n"
    " PERIOD goaltype=AverageResponseTime importance=2 resptime=00:00:00.200\n"
    "RESGROUP RG1 capmax=100\n"
    "REPCLASS RC1\n"
    "TENANTRG TG1 capmax=50\n"
    "TENANTRC TRC1 tenantrg=TG1\n"
    "POLICY P1\n"
    "CLASSGROUP G1 qualtype=TransactionName\n"
    " QUALNAME qualvalue=PAY*\n"
    "CLASSIFICATION JES defservclass=LO defrepclass=RC1\n"
    " RULE qualtype=TransactionNameGroup qualvalue=G1 servclass=HI\n"
    " RULE qualtype=TransactionName qualvalue=TOR11 servclass=LO\n"
    " RULE qualtype=TransactionName qualvalue=TOR* servclass=LO\n"
    "CLASSIFICATION CICS defservclass=CRT\n"
    " RULE qualtype=SubsystemInstance qualvalue=CICSP*\n"
    "  RULE qualtype=TransactionName qualvalue=TRN1 servclass=CRT repclass=TRC1\n";

static struct diag_list found;

/* Validates base followed by extra (or extra alone when alone) into found. */
static void run(bool alone, const char *extra)
{
    struct policy pol;
    policy_init(&pol);
    size_t n = strlen(base) + strlen(extra) + 1;
    char *text = malloc(n);
    ck_assert_ptr_nonnull(text);
    snprintf(text, n, "%s%s", alone ? "" : base, extra);
    wfx_build(&pol, "def.wfx", text);
    free(text);
    diag_free(&found);
    diag_init(&found, 0);
    ck_assert_int_eq(rules_run(&pol, wlm_rule_set(), &found, SEV_INFO), 0);
    policy_free(&pol);
}

static void teardown(void)
{
    diag_free(&found);
}

/* Asserts exactly n findings of id; with msg, that the first has this severity, element, message. */
static void expect(const char *id, size_t n, enum severity sev, const char *attr, const char *msg)
{
    ck_assert_msg(fx_count(&found, id) == n, "%s: %zu findings, not %zu:%s", id,
                  fx_count(&found, id), n, fx_dump(&found));
    const struct diag *d = fx_nth(&found, id, 0);
    if (!n || !msg)
        return;
    ck_assert_str_eq(severity_name(d->sev), severity_name(sev));
    ck_assert_str_eq(d->attr ? d->attr : "(none)", attr ? attr : "(none)");
    ck_assert_str_eq(d->msg, msg);
}

START_TEST(clean_definition)
{
    run(false, "");
    ck_assert_msg(found.n == 0, "findings on the clean definition:%s", fx_dump(&found));
}
END_TEST

/* ---- the definition as a whole ---------------------------------------------------------------- */

START_TEST(definition_rules)
{
    run(true, "DEFINITION D level=038\nSERVCLASS A workload=W\n"
              " PERIOD goaltype=Velocity importance=1 velocity=10\n");
    expect("WLM001", 1, SEV_ERROR, NULL, "service definition D has no workload");
    expect("WLM002", 0, 0, NULL, NULL);
    expect("WLM040", 1, SEV_ERROR, "Workload", "Workload W does not exist");
    const struct diag *d = fx_nth(&found, "WLM040", 0);
    ck_assert_str_eq(d->path, "DEFINITION(D) SERVCLASS(A)");
    ck_assert_str_eq(d->file, "def.wfx");
    ck_assert_uint_eq(d->line, 2);
    run(true, "DEFINITION D\nWORKLOAD W\n");
    expect("WLM002", 1, SEV_ERROR, NULL, "service definition D has no service class");
    expect("WLM001", 0, 0, NULL, NULL);
    expect("WLM003", 0, 0, NULL, NULL);
    run(true, "DEFINITION ''\nWORKLOAD W\n");
    expect("WLM003", 1, SEV_ERROR, "Name", "the service definition has no name");
}
END_TEST

START_TEST(duplicates)
{
    run(false, "SERVCLASS HI workload=ONL\n PERIOD goaltype=Velocity importance=1 velocity=10\n");
    expect("WLM004", 1, SEV_ERROR, "Name", "Service class name HI is used twice");
    run(false, "RESGROUP LO\n");
    expect("WLM004", 1, SEV_WARNING, "Name", "resource group LO has the name of a service class");
    run(false, "RESGROUP RG2\nWORKLOAD BAT\n");
    expect("WLM004", 0, 0, NULL, NULL);
}
END_TEST

/* n objects of kind, each line made from fmt with its number. */
static char *many(const char *fmt, int n)
{
    size_t cap = (size_t)n * 128 + 1, at = 0;
    char *s = malloc(cap);
    ck_assert_ptr_nonnull(s);
    s[0] = '\0';
    for (int i = 0; i < n; i++)
        at += (size_t)snprintf(s + at, cap - at, fmt, i, i);
    return s;
}

START_TEST(limits)
{
    char *t = many("SERVCLASS C%03d workload=ONL\n PERIOD goaltype=Velocity importance=3 velocity=9\n"
                   "#%d\n", 98);
    run(false, t);
    expect("WLM008", 1, SEV_ERROR, NULL, "service definition BASE has 101 service classes; at most "
                                         "100 are allowed");
    free(t);
    t = many("SERVCLASS C%03d workload=ONL\n PERIOD goaltype=Velocity importance=1 velocity=9\n#%d\n",
             97);
    run(false, t);
    expect("WLM008", 0, 0, NULL, NULL);
    free(t);
    t = many("RESGROUP R%03d\n#%d\n", 32);
    run(false, t);
    expect("WLM009", 1, SEV_ERROR, NULL, "service definition BASE has 33 resource groups; at most "
                                         "32 are allowed");
    free(t);
    t = many("POLICY Q%03d\n#%d\n", 99);
    run(false, t);
    expect("WLM037", 1, SEV_ERROR, NULL, "service definition BASE has 100 service policies; at "
                                         "most 99 are allowed");
    expect("WLM009", 0, 0, NULL, NULL);
    free(t);
}
END_TEST

START_TEST(levels_capacity_io_tenants)
{
    run(false, "SERVCLASS F workload=ONL\n PERIOD goaltype=AverageResponseTime importance=1 "
               "resptime=00:00:00.010\n");
    expect("WLM022", 0, 0, NULL, NULL);
    ck_assert_int_eq(strstr(base, "level=038") != NULL, 1);
    run(true, "DEFINITION OLD level=034\nWORKLOAD ONL\nSERVCLASS F workload=ONL\n"
              " PERIOD goaltype=AverageResponseTime importance=1 resptime=00:00:00.010\n");
    expect("WLM022", 1, SEV_WARNING, "ResponseTime", "a response time of 00:00:00.010 needs "
           "functionality level 035; the definition is at level 034");
    run(false, "RESGROUP R2 capmin=200 capmax=100\n");
    expect("WLM023", 1, SEV_WARNING, "CapacityMinimum", "the minimum 200 is above the maximum 100");
    run(false, "RESGROUP R2 capmin=100 capmax=100\n");
    expect("WLM023", 0, 0, NULL, NULL);
    run(false, "RESGROUP R2 capmin=60\nPOLICY NIGHT\n RGOVERRIDE resgroup=R2 capmax=50\n");
    expect("WLM023", 1, SEV_WARNING, "CapacityMinimum", "the minimum 60 is above the maximum 50 in "
           "policy NIGHT");
    run(false, "RESGROUP R2 capmin=60\nPOLICY NIGHT\n RGOVERRIDE resgroup=R2 capmin=10 capmax=50\n");
    expect("WLM023", 0, 0, NULL, NULL);
    run(false, "SERVCLASS IO workload=ONL iopriogroup=High\n"
               " PERIOD goaltype=Velocity importance=3 velocity=30\n");
    expect("WLM033", 1, SEV_WARNING, "IOPriorityGroup", "I/O priority group High of IO takes no "
           "effect: I/O priority management and I/O priority groups are not both enabled");
    run(false, "TENANTRC T2\nTENANTRC RC1 tenantrg=TG1\n");
    expect("WLM034", 2, SEV_ERROR, NULL, "tenant report class T2 names no tenant resource group");
    ck_assert_str_eq(fx_nth(&found, "WLM034", 1)->msg,
                     "tenant report class RC1 has the name of a report class");
    run(false, "TENANTRC T3 tenantrg=NOPE\n");
    expect("WLM034", 0, 0, NULL, NULL);
    expect("WLM040", 1, SEV_ERROR, "TenantResourceGroupName", "Tenant resource group NOPE does not exist");
}
END_TEST

START_TEST(values)
{
    run(false, "SERVCLASS V workload=ONL\n PERIOD goaltype=Velocity importance=9 velocity=30\n");
    expect("WLM901", 1, SEV_ERROR, "Importance", NULL);
    run(false, "SERVCLASS V workload=ONL\n PERIOD goaltype=Velocity importance=5 velocity=30\n");
    expect("WLM901", 0, 0, NULL, NULL);
    run(false, "SERVCLASS V workload=ONL iopriogroup=Highest 'descr=a description much longer than 32 bytes'\n"
               " PERIOD goaltype=AverageResponseTime importance=5 resptime=0:1\n"
               "REPCLASS R2 'creationdate=2023-01-01'\n");
    expect("WLM902", 1, SEV_ERROR, "IOPriorityGroup", NULL);
    expect("WLM903", 1, SEV_ERROR, "Description", NULL);
    expect("WLM904", 1, SEV_ERROR, "ResponseTime", NULL);
    expect("WLM905", 1, SEV_ERROR, "CreationDate", NULL);
    run(false, "REPCLASS RCLONGNAME\n");
    expect("WLM903", 1, SEV_ERROR, "Name", "Report class name RCLONGNAME is longer than 8 characters");
}
END_TEST

/* The set is WLM's system rules; the two rules a file cannot show are listed without a check. */
START_TEST(rule_list)
{
    ck_assert_ptr_eq(rules_set("wlm"), wlm_rule_set());
    ck_assert_ptr_eq(wlm_system()->rules, wlm_rule_set());
    ck_assert(rules_find(wlm_rule_set(), "WLM019")->check == NULL);
    ck_assert(rules_find(wlm_rule_set(), "WLM025")->check != NULL);
    ck_assert_ptr_nonnull(strstr(rules_find(wlm_rule_set(), "WLM025")->explain, "not checked"));
    const struct rule_set *set = wlm_rule_set();
    for (size_t i = 1; i < set->nrules; i++)
        ck_assert_msg(strcmp(set->rules[i - 1].id, set->rules[i].id) < 0, "%s", set->rules[i].id);
    ck_assert_uint_eq(set->nrules, 45);
}
END_TEST

/* True when each "; "-separated citation of sources is one of the WLM bibliography's (wlm_docs.h):
 * "Title, section (edition): address", the address a web page; *bad the first that is not. */
static bool cites_bibliography(const char *sources, char *bad, size_t n)
{
    for (const char *s = sources; *s;) {
        size_t len = strcspn(s, ";");
        char one[512];
        snprintf(one, sizeof one, "%.*s", (int)len, s);
        const char *at = strstr(one, "): http");
        bool schema = strcmp(one, "model/wlm/wlm_schema.c (the source of each attribute row)") == 0;
        if (!schema && (!at || !strstr(one, " (") || strstr(one, " (") > at || strncmp(one, "http", 4) == 0 ||
                        strstr(one, "seed"))) {
            snprintf(bad, n, "%s", one);
            return false;
        }
        s += len;
        while (*s == ';' || *s == ' ')
            s++;
    }
    return true;
}

/* Every source a WLM rule or a WLM attribute row cites names its document by title and edition
 * from the bibliography, not a bare address; the book's own title where its pages are cited. */
START_TEST(sources_from_bibliography)
{
    char bad[512];
    const struct rule_set *set = wlm_rule_set();
    for (size_t i = 0; i < set->nrules; i++)
        ck_assert_msg(cites_bibliography(set->rules[i].source, bad, sizeof bad), "%s: %s", set->rules[i].id, bad);
    const struct system_def *sys = wlm_system();
    for (size_t i = 0; i < sys->nattrs; i++)
        ck_assert_msg(!sys->attrs[i].source || cites_bibliography(sys->attrs[i].source, bad, sizeof bad), "%s: %s",
                      sys->attrs[i].key, bad);
    ck_assert_str_eq(rules_find(set, "WLM018")->source,
                     "z/OS MVS Programming: Workload Management Services, Checking a Service Definition Using "
                     "IWMDINST (z/OS V2R1, SC34-2663-00): https://www.ibm.com/support/knowledgecenter/SSLTBW_2.1.0/"
                     "com.ibm.zos.v2r1.ieaw200/val.htm; z/OS MVS Planning: Workload Management, Using the "
                     "system-supplied service classes (z/OS 2.5): https://www.ibm.com/docs/en/zos/2.5.0?topic="
                     "classification-using-system-supplied-service-classes");
}
END_TEST

/* ---- goal periods, in the base and in a policy ------------------------------------------------ */

/* A service class X with the periods given (one PERIOD line each, without the indentation). */
static void run_class(const char *periods)
{
    char text[2048] = "SERVCLASS X workload=ONL\n";
    for (const char *p = periods; *p;) {
        const char *nl = strchr(p, '\n');
        size_t len = nl ? (size_t)(nl - p) + 1 : strlen(p);
        snprintf(text + strlen(text), sizeof text - strlen(text), " PERIOD %.*s", (int)len, p);
        p += len;
    }
    run(false, text);
}

START_TEST(goal_rules)
{
    run_class("goaltype=AverageResponseTime importance=1 duration=100 resptime=00:00:01.000\n"
              "goaltype=AverageResponseTime importance=2 resptime=00:00:00.500\n");
    expect("WLM005", 1, SEV_ERROR, "ResponseTime", "period 2 of X has response time 00:00:00.500, "
           "not longer than the 00:00:01.000 of period 1");
    run_class("goaltype=AverageResponseTime importance=1 duration=100 resptime=00:00:01.000\n"
              "goaltype=AverageResponseTime importance=2 resptime=00:00:02.000\n");
    expect("WLM005", 0, 0, NULL, NULL);
    run_class("goaltype=Velocity importance=1 velocity=50\ngoaltype=Velocity importance=2 velocity=20\n");
    expect("WLM006", 1, SEV_ERROR, NULL, "period 1 of X has no duration, but a later period follows");
    run_class("goaltype=Velocity importance=1 velocity=50 duration=10\n");
    expect("WLM006", 1, SEV_ERROR, "Duration", "the last period of X (period 1) has a duration");
    run(false, "SERVCLASS X workload=ONL\n");
    expect("WLM007", 1, SEV_ERROR, NULL, "service class X has no goal");
    run_class("goaltype=Velocity importance=1 velocity=9 duration=1\ngoaltype=Velocity importance=1 velocity=9 duration=1\n"
              "goaltype=Velocity importance=1 velocity=9 duration=1\ngoaltype=Velocity importance=1 velocity=9 duration=1\n"
              "goaltype=Velocity importance=1 velocity=9 duration=1\ngoaltype=Velocity importance=1 velocity=9 duration=1\n"
              "goaltype=Velocity importance=1 velocity=9 duration=1\ngoaltype=Velocity importance=1 velocity=9 duration=1\n"
              "goaltype=Velocity importance=1 velocity=9\n");
    expect("WLM007", 1, SEV_ERROR, NULL, "service class X has 9 goal periods; at most 8 are allowed");
    expect("WLM006", 0, 0, NULL, NULL);
    run_class("goaltype=Velocity importance=2 velocity=20 duration=5\ngoaltype=Discretionary importance=5\n");
    expect("WLM010", 1, SEV_ERROR, "Importance", "period 2 of X is discretionary and has an importance (5)");
    expect("WLM026", 0, 0, NULL, NULL);
    run_class("goaltype=Discretionary duration=5\ngoaltype=Velocity importance=2 velocity=20\n");
    expect("WLM026", 1, SEV_ERROR, NULL, "period 1 of X is discretionary but not the last period");
    expect("WLM010", 0, 0, NULL, NULL);
    run_class("goaltype=AverageResponseTime importance=1 resptime=25:00:00.000\n");
    expect("WLM011", 1, SEV_ERROR, "ResponseTime", "period 1 of X has response time 25:00:00.000; a "
           "goal is 1 ms (15 ms before z/OS V2R3) to 24 hours");
    run_class("goaltype=AverageResponseTime importance=1 resptime=24:00:00.000\n");
    expect("WLM011", 0, 0, NULL, NULL);
    run_class("goaltype=Velocity importance=1 velocity=95\n");
    expect("WLM025", 1, SEV_WARNING, "Level", "period 1 of X has velocity 95; above about 90 is rarely reachable");
    run_class("goaltype=Velocity importance=1 velocity=50 duration=9\n"
              "goaltype=PercentileResponseTime importance=2 resptime=00:00:01.000 percentile=80\n");
    expect("WLM027", 1, SEV_ERROR, NULL, "period 2 of X has a response-time goal after the velocity goal of period 1");
    run_class("goaltype=Velocity importance=3 velocity=50 duration=9\ngoaltype=Velocity importance=2 velocity=20\n");
    expect("WLM029", 1, SEV_ERROR, "Importance", "period 2 of X has importance 2, more important than importance 3 of period 1");
    expect("WLM027", 0, 0, NULL, NULL);
    run(false, "SERVCLASS X workload=ONL cpucrit=Yes\n PERIOD goaltype=Velocity importance=1 velocity=50 duration=9\n"
               " PERIOD goaltype=Velocity importance=2 velocity=20\n");
    expect("WLM031", 1, SEV_ERROR, "CPUCritical", "service class X is CPU critical and has 2 periods");
    run(false, "SERVCLASS X workload=ONL cpucrit=Yes\n PERIOD goaltype=Velocity importance=1 velocity=50\n");
    expect("WLM031", 0, 0, NULL, NULL);
}
END_TEST

/* An override with its own goal is checked as its policy runs it; one without keeps the base's. */
START_TEST(policy_views)
{
    run(false, "POLICY NIGHT\n SCOVERRIDE servclass=LO\n  PERIOD goaltype=Discretionary importance=4\n");
    expect("WLM010", 1, SEV_ERROR, "Importance", "in policy NIGHT, period 1 of LO is discretionary and "
           "has an importance (4)");
    ck_assert_str_eq(fx_nth(&found, "WLM010", 0)->path,
                     "DEFINITION(BASE) POLICY(NIGHT) SCOVERRIDE(LO) PERIOD(1)");
    run(false, "POLICY NIGHT\n SCOVERRIDE servclass=LO\n  PERIOD goaltype=Velocity importance=3 velocity=9\n"
               "  PERIOD goaltype=Velocity importance=4 velocity=5\n");
    expect("WLM006", 1, SEV_ERROR, NULL, "in policy NIGHT, period 1 of LO has no duration, but a later period follows");
    /* CICS's CRT gets two periods in NIGHT: not a class for CICS there */
    run(false, "POLICY NIGHT\n SCOVERRIDE servclass=CRT\n"
               "  PERIOD goaltype=AverageResponseTime importance=2 resptime=00:00:00.200 duration=50\n"
               "  PERIOD goaltype=AverageResponseTime importance=3 resptime=00:00:01.000\n");
    expect("WLM014", 2, SEV_ERROR, "DefaultServiceClassName", "subsystem type CICS supports no "
           "multi-period service class: service class CRT has one in policy NIGHT");
    run(false, "POLICY NIGHT\n SCOVERRIDE servclass=CRT resgroup=RG1\n");
    expect("WLM015", 2, SEV_ERROR, "DefaultServiceClassName", "subsystem type CICS supports no "
           "service class with a resource group: service class CRT has one in policy NIGHT");
    expect("WLM036", 1, SEV_ERROR, "ReportClassName", "tenant report class TRC1 with service class "
           "CRT, which has a resource group in policy NIGHT");
    expect("WLM006", 0, 0, NULL, NULL);
    run(false, "CLASSIFICATION STC defservclass=LO\n RULE qualtype=UseridGroup qualvalue=NOGRP\n"
               " RULE qualtype=Userid qualvalue=NOGRP\n");
    expect("WLM040", 1, SEV_ERROR, "QualifierValue", "classification group NOGRP does not exist");
    run(false, "POLICY NIGHT\n SCOVERRIDE servclass=NOPE\n");
    expect("WLM040", 1, SEV_ERROR, "ServiceClassName", "Service class NOPE does not exist");
}
END_TEST

/* ---- classification rules ---------------------------------------------------------------------- */

START_TEST(rule_structure)
{
    run(false, "CLASSIFICATION STC\n RULE qualtype=TransactionName qualvalue=X servclass=LO\n");
    expect("WLM012", 1, SEV_ERROR, "DefaultServiceClassName", "rules of subsystem type STC name "
           "service classes, but it has no default service class");
    run(false, "CLASSIFICATION STC\n RULE qualtype=TransactionName qualvalue=X repclass=RC1\n");
    expect("WLM012", 0, 0, NULL, NULL);
    run(false, "CLASSIFICATION STC defservclass=LO\n RULE qualtype=TransactionName qualvalue=A\n"
               "  RULE qualtype=Userid qualvalue=U\n   RULE qualtype=TransactionName qualvalue=B\n");
    expect("WLM013", 1, SEV_ERROR, "QualifierType", "qualifier type TransactionName repeats the type "
           "of a rule above it");
    run(false, "CLASSIFICATION STC defservclass=LO\n RULE qualtype=TransactionNameGroup qualvalue=G1\n"
               "  RULE qualtype=TransactionName qualvalue=PAY1\n");
    expect("WLM013", 0, 0, NULL, NULL);
    run(false, "CLASSIFICATION DDF defservclass=LO\n RULE qualtype=AccountingInformation qualvalue=A start=1\n"
               "  RULE qualtype=AccountingInformation qualvalue=B start=9\n");
    expect("WLM013", 0, 0, NULL, NULL);
    run(false, "CLASSIFICATION DDF defservclass=LO\n RULE qualtype=AccountingInformation qualvalue=A\n"
               "  RULE qualtype=AccountingInformation qualvalue=B start=9\n");
    expect("WLM013", 1, SEV_ERROR, "QualifierType", "qualifier type AccountingInformation repeats the "
           "type of a rule above it without start positions on both");
    run(false, "CLASSGROUP G2 qualtype=Userid\n QUALNAME qualvalue=A\n");
    expect("WLM016", 1, SEV_WARNING, NULL, "classification group G2 is used by no rule");
    run(false, "CLASSIFICATION JES2 defservclass=LO\n RULE qualtype=SystemName qualvalue=SYS1\n"
               "CLASSIFICATION STC defservclass=LO\n RULE qualtype=SystemName qualvalue=SYS1\n"
               "CLASSIFICATION IMS defservclass=CRT\n RULE qualtype=SystemName qualvalue=SYS1\n");
    expect("WLM017", 0, 0, NULL, NULL);   /* STC takes SY; JES2 and IMS are not in the matrix */
    run(false, "CLASSIFICATION ASCH defservclass=LO\n RULE qualtype=Perform qualvalue=1\n");
    expect("WLM017", 1, SEV_ERROR, "QualifierType", "subsystem type ASCH does not support qualifier "
           "type Perform (PF)");
    run(false, "CLASSIFICATION STC defservclass=LO defrepclass=TRC1\n"
               " RULE qualtype=TransactionName qualvalue=A servclass=SYSSTC repclass=NORC\n"
               " RULE qualtype=TransactionName qualvalue=B servclass=NOSC\n");
    expect("WLM018", 2, SEV_ERROR, "ReportClassName", "report class NORC does not exist");
    ck_assert_str_eq(fx_nth(&found, "WLM018", 1)->msg, "service class NOSC does not exist");
    run(false, "CLASSIFICATION STC defservclass=NOSC\n");
    expect("WLM018", 1, SEV_ERROR, "DefaultServiceClassName", "service class NOSC does not exist");
    run(false, "CLASSIFICATION STC defservclass=LO\n RULE qualtype=TransactionName qualvalue=A start=2\n"
               " RULE qualtype=SubsystemParameter qualvalue=A start=2\n");
    expect("WLM020", 1, SEV_ERROR, "Start", "qualifier type TransactionName is at most 8 characters "
           "long: it takes no start position");
    run(false, "CLASSIFICATION JES defservclass=LO\n RULE qualtype=PriorityGroup qualvalue=G\n");
    expect("WLM021", 1, SEV_ERROR, "QualifierType", "no classification group can be formed for Priority");
    run(false, "CLASSIFICATION JES defservclass=LO\n RULE qualtype=Priority qualvalue=1\n");
    expect("WLM021", 0, 0, NULL, NULL);
}
END_TEST

START_TEST(rule_classes)
{
    run(false, "CLASSIFICATION STC defservclass=LO\n RULE qualtype=TransactionName qualvalue=WLM servclass=HI\n"
               " RULE qualtype=TransactionName qualvalue=GRS servclass=SYSTEM\n"
               " RULE qualtype=TransactionName qualvalue=XCF% servclass=HI\n");
    expect("WLM024", 1, SEV_WARNING, "ServiceClassName", "WLM always runs in SYSTEM; this rule's "
           "service class HI is ignored");
    run(false, "CLASSIFICATION CB defservclass=CRT\n RULE qualtype=CollectionName qualvalue=S1 servclass=LO\n");
    expect("WLM028", 0, 0, NULL, NULL);
    expect("WLM014", 0, 0, NULL, NULL);
    run(false, "CLASSIFICATION IMS defservclass=CRT\n RULE qualtype=TransactionName qualvalue=T1 servclass=LO\n");
    expect("WLM028", 1, SEV_ERROR, "ServiceClassName", "subsystem type IMS transactions take no "
           "velocity goal: service class LO has one");
    run(false, "CLASSIFICATION CB defservclass=HI\n");
    expect("WLM014", 1, SEV_ERROR, "DefaultServiceClassName", "subsystem type CB supports no "
           "multi-period service class: service class HI has one");
    run(false, "CLASSIFICATION STC defservclass=LO\n RULE qualtype=TransactionName qualvalue=A servclass=CRT\n");
    expect("WLM030", 1, SEV_ERROR, "ServiceClassName", "service class CRT serves CICS transactions and "
           "must not be used by subsystem type STC");
    run(false, "CLASSIFICATION STC defservclass=LO\n RULE qualtype=TransactionName qualvalue=A servclass=HI\n");
    expect("WLM030", 0, 0, NULL, NULL);
    run(false, "CLASSIFICATION STC defservclass=LO\n RULE qualtype=TransactionName qualvalue=A storcrit=Yes\n"
               "  RULE qualtype=Userid qualvalue=U servclass=HI storcrit=Yes\n");
    expect("WLM032", 1, SEV_ERROR, "StorageCritical", "storage critical with service class HI, which "
           "has several periods");
    run(false, "CLASSIFICATION STC defservclass=LO\n RULE qualtype=TransactionName qualvalue=A "
               "servclass=CRT repclass=TRC1 reportattr=Mobile\n");
    expect("WLM035", 1, SEV_ERROR, "ReportingAttribute", "tenant report class TRC1 cannot be combined "
           "with reporting attribute Mobile");
    run(false, "CLASSIFICATION STC defservclass=LO\n RULE qualtype=TransactionName qualvalue=A "
               "repclass=RC1 reportattr=Mobile\n");
    expect("WLM035", 0, 0, NULL, NULL);
    run(false, "SERVCLASS CAP workload=ONL resgroup=RG1\n PERIOD goaltype=Velocity importance=3 velocity=30\n"
               "CLASSIFICATION STC defservclass=LO\n RULE qualtype=TransactionName qualvalue=A "
               "servclass=CAP repclass=TRC1\n");
    expect("WLM036", 1, SEV_ERROR, "ReportClassName", "tenant report class TRC1 with service class CAP, "
           "which has a resource group");
}
END_TEST

START_TEST(lints)
{
    run(false, "CLASSIFICATION STC defservclass=LO\n RULE qualtype=TransactionName qualvalue=TOR*\n"
               " RULE qualtype=TransactionName qualvalue=TOR11\n"
               " RULE qualtype=TransactionName qualvalue=TOR11 start=1\n"
               " RULE qualtype=Userid qualvalue=TOR11\n");
    expect("WLM038", 1, SEV_WARNING, "QualifierValue", "TN TOR11 is never reached: rule 1 at the same "
           "level, TN TOR*, comes first and matches everything it matches");
    run(false, "CLASSIFICATION STC defservclass=LO\n RULE qualtype=TransactionName qualvalue=MQ%%MSTR\n"
               " RULE qualtype=TransactionName qualvalue=MQ01MSTR\n RULE qualtype=TransactionName qualvalue=MQ%%MSTR\n"
               " RULE qualtype=TransactionName qualvalue=MQ%1MSTR\n");
    expect("WLM038", 3, SEV_WARNING, "QualifierValue", "TN MQ01MSTR is never reached: rule 1 at the "
           "same level, TN MQ%%MSTR, comes first and matches everything it matches");
    run(false, "CLASSIFICATION CB defservclass=CRT\n RULE qualtype=CollectionName qualvalue=MYSERVER\n"
               " RULE qualtype=CollectionName qualvalue=MYSERVER2\n RULE qualtype=CollectionName qualvalue=MYSERV\n");
    expect("WLM038", 1, SEV_WARNING, "QualifierValue", "CN MYSERVER2 is never reached: rule 1 at the "
           "same level, CN MYSERVER, comes first and matches everything it matches");
    run(false, "CLASSIFICATION STC defservclass=LO\n RULE qualtype=TransactionName qualvalue=DB2*IRLM servclass=SYSSTC\n");
    expect("WLM039", 1, SEV_WARNING, "QualifierValue", "'*' in DB2*IRLM is not a wildcard: only a "
           "trailing * is; this rule matches only the literal name");
    expect("WLM038", 0, 0, NULL, NULL);
    run(false, "CLASSGROUP G3 qualtype=TransactionName\n QUALNAME qualvalue=A*B\n QUALNAME qualvalue=AB*\n"
               "CLASSIFICATION STC defservclass=LO\n RULE qualtype=TransactionNameGroup qualvalue=G3\n");
    expect("WLM039", 1, SEV_WARNING, "Name", "'*' in A*B is not a wildcard: only a trailing * is; this "
           "group member matches only the literal name");
    run(false, "CLASSIFICATION STC defservclass=LO\n RULE qualtype=TransactionName qualvalue=A1\n"
               " RULE qualtype=TransactionName qualvalue=A2\n RULE qualtype=TransactionName qualvalue=A3\n"
               " RULE qualtype=TransactionName qualvalue=A4\n RULE qualtype=TransactionName qualvalue=A5\n");
    expect("WLM025", 0, 0, NULL, NULL);
    run(false, "CLASSIFICATION STC defservclass=LO\n RULE qualtype=TransactionName qualvalue=A1\n"
               " RULE qualtype=TransactionName qualvalue=A2\n RULE qualtype=TransactionName qualvalue=A3\n"
               " RULE qualtype=TransactionName qualvalue=A4\n RULE qualtype=TransactionName qualvalue=A5\n"
               " RULE qualtype=TransactionName qualvalue=A6\n");
    expect("WLM025", 1, SEV_WARNING, "QualifierType", "6 rules at this level compare TransactionName; "
           "a classification group of TN values is faster to check");
    ck_assert_str_eq(fx_nth(&found, "WLM025", 0)->path, "DEFINITION(BASE) CLASSIFICATION(STC) RULE(1)");
}
END_TEST

Suite *suite_wlm_rules(void)
{
    Suite *s = suite_create("wlm_rules");
    TCase *tc = tcase_create("definition");
    tcase_add_checked_fixture(tc, NULL, teardown);
    tcase_add_test(tc, clean_definition);
    tcase_add_test(tc, definition_rules);
    tcase_add_test(tc, duplicates);
    tcase_add_test(tc, limits);
    tcase_add_test(tc, levels_capacity_io_tenants);
    tcase_add_test(tc, values);
    tcase_add_test(tc, rule_list);
    tcase_add_test(tc, sources_from_bibliography);
    suite_add_tcase(s, tc);
    tc = tcase_create("goals");
    tcase_add_checked_fixture(tc, NULL, teardown);
    tcase_add_test(tc, goal_rules);
    tcase_add_test(tc, policy_views);
    suite_add_tcase(s, tc);
    tc = tcase_create("classification");
    tcase_add_checked_fixture(tc, NULL, teardown);
    tcase_add_test(tc, rule_structure);
    tcase_add_test(tc, rule_classes);
    tcase_add_test(tc, lints);
    suite_add_tcase(s, tc);
    return s;
}
