/* tests/check_cli_classify.c — `wlmcon classify` and `wlmcon validate` on WLM definitions through
 * the binary: the WSC sample's STC, CICS and CB rules, the CB rules of IBM's "Distribution
 * équitable des demandes HTTP par la fonction WLM" (WebSphere Application Server for z/OS, French
 * edition) in a store beside the sample, the goal a policy gives, and the exit statuses. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tests/tutil.h"

/* IBM's "Distribution équitable des demandes HTTP par la fonction WLM" (WebSphere Application
 * Server for z/OS, French edition), its figures 2 and 3, as a service definition file. */
static const char seed000_xml[] =
    "<ServiceDefinition xmlns=\"http://www.ibm.com/xmlns/prod/zwlm/2022/05/ServiceDefinition.xsd\">\n"
    "<Name>SEED000</Name>\n<Level>038</Level>\n<Notes/>\n"
    "<Workloads><Workload><Name>ONL_WKL</Name><ServiceClasses>\n"
    "<ServiceClass><Name>AZAMS1</Name><Description>WAS Enclave Work</Description>"
    "<Goal><Velocity><Importance>1</Importance><Level>50</Level></Velocity></Goal></ServiceClass>\n"
    "<ServiceClass><Name>AZAMS2</Name>"
    "<Goal><Velocity><Importance>2</Importance><Level>40</Level></Velocity></Goal></ServiceClass>\n"
    "<ServiceClass><Name>AZAMS3</Name>"
    "<Goal><Velocity><Importance>3</Importance><Level>30</Level></Velocity></Goal></ServiceClass>\n"
    "</ServiceClasses></Workload></Workloads>\n"
    "<ServicePolicies><ServicePolicy><Name>BASE</Name></ServicePolicy></ServicePolicies>\n"
    "<ReportClasses><ReportClass><Name>RBBDEFLT</Name></ReportClass>"
    "<ReportClass><Name>RAZAMS1</Name></ReportClass><ReportClass><Name>RAZAMS2</Name></ReportClass>"
    "<ReportClass><Name>RAZAMS3</Name></ReportClass></ReportClasses>\n"
    "<Classifications><Classification><SubsystemType>CB</SubsystemType>\n"
    "<Description>Component Broker requests</Description>\n"
    "<DefaultServiceClassName>AZAMS1</DefaultServiceClassName>\n"
    "<DefaultReportClassName>RBBDEFLT</DefaultReportClassName>\n<ClassificationRules>\n"
    "<ClassificationRule><QualifierType>CollectionName</QualifierType><QualifierValue>AZSR01"
    "</QualifierValue><ServiceClassName>AZAMS1</ServiceClassName><ReportClassName>RAZAMS1"
    "</ReportClassName></ClassificationRule>\n"
    "<ClassificationRule><QualifierType>CollectionName</QualifierType><QualifierValue>AZSR02"
    "</QualifierValue><ServiceClassName>AZAMS2</ServiceClassName><ReportClassName>RAZAMS2"
    "</ReportClassName></ClassificationRule>\n"
    "<ClassificationRule><QualifierType>CollectionName</QualifierType><QualifierValue>AZSR03"
    "</QualifierValue><ServiceClassName>AZAMS3</ServiceClassName><ReportClassName>RAZAMS3"
    "</ReportClassName></ClassificationRule>\n"
    "</ClassificationRules></Classification></Classifications>\n"
    "</ServiceDefinition>\n";

static char *out, *err;

/* Runs wlmcon with args (NULL-terminated); asserts the exit status. */
static void run(int status, const char *const *args)
{
    free(out);
    free(err);
    int rc = tu_wlmcon(args, NULL, NULL, &out, &err);
    ck_assert_msg(rc == status, "status %d, stderr:\n%s\nstdout:\n%s", rc, err, out);
}

/* Asserts that the output starts with prefix. */
static void assert_starts(const char *prefix)
{
    ck_assert_msg(strncmp(out, prefix, strlen(prefix)) == 0, "output:\n%s\nwanted at its start:\n%s",
                  out, prefix);
}

static void teardown(void)
{
    free(out);
    free(err);
    out = err = NULL;
}

static const char *sample(void)
{
    static char path[4200];
    snprintf(path, sizeof path, "%s", tu_sample("wlm/WLMPOL.WSCDEF.XML"));
    return path;
}

/* TN MQ01MSTR passes the four STC rules before MQ%%MSTR (a literal DB2*IRLM, two groups, a mask)
 * and matches it: STCCRIT, RCMQMSTR. */
START_TEST(stc_mask)
{
    const char *args[] = {"classify", sample(), "STC", "TN=MQ01MSTR", NULL};
    run(0, args);
    ck_assert_str_eq(out,
        "STC TN=MQ01MSTR: service class STCCRIT, report class RCMQMSTR\n"
        "  by the rule at level 1, line 1948\n"
        "rules of subsystem type STC tried:\n"
        "  1 TN   DB2*IRLM  line 1904  no match: character 1 is 'M', not 'D' ('*' is literal here)\n"
        "  1 TNG  PDBL_TNG  line 1915  no match: none of the group's 3 members\n"
        "  1 TNG  TDBL_TNG  line 1926  no match: none of the group's 2 members\n"
        "  1 TN   %%%%SPAS  line 1937  no match: character 5 is 'M', not 'S'\n"
        "  1 TN   MQ%%MSTR  line 1948  matches: equal, masked by %\n");
}
END_TEST

/* SI CICSIP* matches and none of its sub-rules does: the rule's own classes. */
START_TEST(cics_own_classes)
{
    const char *args[] = {"classify", sample(), "CICS", "SI=CICSIP01", "TN=ABCD", NULL};
    run(0, args);
    ck_assert_str_eq(out,
        "CICS SI=CICSIP01 TN=ABCD: service class CICSLO, report class RCCICSIP\n"
        "  by the rule at level 1, line 1535\n"
        "rules of subsystem type CICS tried:\n"
        "  1 SI   CICSIP*   line 1535  matches: wildcard *\n"
        "    2 TN   TRN1      line 1545  no match: character 1 is 'A', not 'T'\n"
        "    2 TN   TRN2      line 1556  no match: character 1 is 'A', not 'T'\n"
        "    2 TN   TRN3      line 1567  no match: character 1 is 'A', not 'T'\n"
        "no rule below the matching rule matched: its classes apply\n");
    const char *sub[] = {"classify", sample(), "CICS", "SI=CICSIP01", "TN=TRN2", NULL};
    run(0, sub);
    assert_starts("CICS SI=CICSIP01 TN=TRN2: service class CICSHI, report class RCTRN2\n"
                  "  by the rule at level 2, line 1556\n");
}
END_TEST

/* A collection no rule names falls to the default NEWWORK; lower case is folded. */
START_TEST(cb_default)
{
    const char *args[] = {"classify", sample(), "cb", "CollectionName=nosuch", NULL};
    run(0, args);
    assert_starts("CB CN=nosuch: service class NEWWORK, report class RCUWAS\n"
                               "  no rule matched: the default of subsystem type CB\n");
    ck_assert_ptr_nonnull(strstr(out, "  1 CN   MYSERVER  line 1457  no match: character 1 is 'N', "
                                      "not 'M'\n"));
}
END_TEST

/* A sub-rule under a wildcard collection; the transaction class typed in lower case is folded. */
START_TEST(cb_sub_rule)
{
    const char *args[] = {"classify", sample(), "CB", "CN=ZCEE01", "TC=tcmq", NULL};
    run(0, args);
    ck_assert_ptr_nonnull(strstr(out, "CB CN=ZCEE01 TC=tcmq: service class WASHI, report class "
                                      "RCWASMQ\n  by the rule at level 2, line "));
    ck_assert_ptr_nonnull(strstr(out, "  1 CN   ZCEE*     line 1479  matches: wildcard *\n"
                                      "    2 TC   TCCICS    line "));
    ck_assert_ptr_nonnull(strstr(out, "  no match: character 3 is 'M', not 'C'\n"
                                      "    2 TC   TCMQ      line "));
}
END_TEST

/* The long CN MYSERVER2 is compared over MYSERVER's eight characters. */
START_TEST(cb_long_prefix)
{
    const char *args[] = {"classify", sample(), "CB", "CN=MYSERVER2", NULL};
    run(0, args);
    ck_assert_ptr_nonnull(strstr(out, ": service class WASHI, report class RCWASMYS\n"));
    ck_assert_ptr_nonnull(strstr(out, "  1 CN   MYSERVER  line 1457  matches: compared over 8 "
                                      "characters\n"));
}
END_TEST

START_TEST(policy_goal_and_system)
{
    const char *args[] = {"classify", "--policy", "PROD", sample(), "JES", "TC=A", NULL};
    run(0, args);
    ck_assert_ptr_nonnull(strstr(out, "JES TC=A: service class BATHI, report class RCPBAT\n"
                                      "  by the rule at level 1, line 1780\n"
                                      "goal in policy PROD:\n"
                                      "  period 1: execution velocity of 30, importance 3, "
                                      "duration 250\n"
                                      "  period 2: execution velocity of 20, importance 4\n"));
    ck_assert_ptr_nonnull(strstr(out, "  1 TCG  PBAT_TCG  line 1780  matches: member A: equal\n"));
    const char *wlm[] = {"classify", sample(), "STC", "TN=WLM", NULL};
    run(0, wlm);
    assert_starts("STC TN=WLM: service class SYSTEM, report class RCUSTC\n"
                               "  WLM always runs this address space in SYSTEM (the rules give "
                               "NEWWORK)\n");
    const char *none[] = {"classify", sample(), "NETV", "TN=X", NULL};
    run(0, none);
    ck_assert_str_eq(out, "NETV TN=X: service class SYSOTHER, report class (none)\n"
                          "  the definition has no classification rules for NETV\n");
}
END_TEST

START_TEST(exit_statuses)
{
    const char *subsystem[] = {"classify", sample(), "XYZ", "TN=A", NULL};
    run(64, subsystem);
    ck_assert_ptr_nonnull(strstr(err, "unknown subsystem type 'XYZ'"));
    const char *qual[] = {"classify", sample(), "STC", "TNG=A", NULL};
    run(64, qual);
    ck_assert_ptr_nonnull(strstr(err, "unknown qualifier type 'TNG'"));
    const char *policy[] = {"classify", "--policy", "NOPE", sample(), "STC", "TN=A", NULL};
    run(64, policy);
    const char *file[] = {"classify", "/nonexistent/def.xml", "STC", "TN=A", NULL};
    run(66, file);
    char *dir = tu_tmpdir(), *store = tu_path(dir, "none.db");
    const char *nostore[] = {"--store", store, "classify", "STC", "TN=A", NULL};
    run(66, nostore);
    ck_assert(!tu_exists(store));
    tu_rmtree(dir);
    free(dir);
    free(store);
}
END_TEST

/* The definition after IBM's "Distribution équitable des demandes HTTP par la fonction WLM"
 * (WebSphere Application Server for z/OS, French edition), in a store beside the sample:
 * --definition picks one; without it, 64 and the names. */
START_TEST(seed000_in_store)
{
    char *dir = tu_tmpdir(), *store = tu_path(dir, "t.db"), *xml = tu_path(dir, "seed000.xml");
    tu_write(xml, seed000_xml);
    const char *imp[] = {"--store", store, "import", sample(), xml, NULL};
    run(0, imp);
    const char *both[] = {"--store", store, "classify", "CB", "CN=AZSR02", NULL};
    run(64, both);
    ck_assert_ptr_nonnull(strstr(err, "use --definition with one of: WSCDEF SEED000\n"));
    const char *seed[] = {"--store", store, "classify", "--definition", "SEED000", "CB",
                          "CN=azsr02", NULL};
    run(0, seed);
    ck_assert_str_eq(out, "CB CN=azsr02: service class AZAMS2, report class RAZAMS2\n"
                          "  by the rule at level 1, line 18\n"
                          "rules of subsystem type CB tried:\n"
                          "  1 CN   AZSR01    line 17  no match: character 6 is '2', not '1'\n"
                          "  1 CN   AZSR02    line 18  matches: equal\n");
    const char *dflt[] = {"--store", store, "classify", "--definition", "SEED000", "--policy",
                          "BASE", "CB", "CN=AZSR9", NULL};
    run(0, dflt);
    ck_assert_ptr_nonnull(strstr(out, "CB CN=AZSR9: service class AZAMS1, report class RBBDEFLT\n"
                                      "  no rule matched: the default of subsystem type CB\n"
                                      "goal in policy BASE:\n"
                                      "  period 1: execution velocity of 50, importance 1\n"));
    const char *val[] = {"validate", xml, NULL};
    run(0, val);
    ck_assert_ptr_nonnull(strstr(out, "0 errors, 0 warnings"));
    tu_rmtree(dir);
    free(dir);
    free(store);
    free(xml);
}
END_TEST

/* validate on the sample: no error, the literal '*' of DB2*IRLM among the warnings. */
START_TEST(validate_sample)
{
    const char *args[] = {"validate", sample(), NULL};
    run(0, args);
    char want[4400];
    snprintf(want, sizeof want, "%s:1907:21: warning: '*' in DB2*IRLM is not a wildcard: only a "
             "trailing * is; this rule matches only the literal name [WLM039]\n", sample());
    ck_assert_msg(strstr(out, want) != NULL, "%s", out);
    ck_assert_ptr_nonnull(strstr(out, "0 errors"));
}
END_TEST

/* The 80-byte download gives the same classes and findings (at its own lines). */
START_TEST(fb80_download)
{
    char fb80[4200];
    snprintf(fb80, sizeof fb80, "%s", tu_sample("wlm/WLMPOL.WSCDEF.fb80.xml"));
    const char *args[] = {"classify", fb80, "STC", "TN=MQ01MSTR", NULL};
    run(0, args);
    assert_starts("STC TN=MQ01MSTR: service class STCCRIT, report class RCMQMSTR\n"
                  "  by the rule at level 1, line 2778\n");
    const char *val[] = {"validate", fb80, NULL};
    run(0, val);
    char want[4400];
    snprintf(want, sizeof want, "%s:2719:1: warning: '*' in DB2*IRLM is not a wildcard", fb80);
    ck_assert_msg(strstr(out, want) != NULL, "%s", out);
    ck_assert_ptr_nonnull(strstr(out, "0 errors, 3 warnings"));
}
END_TEST

/* The lines the classification what-if panel (WLM630) shows too, one golden file each for both
 * (tests/check_ui_wlm_rules.c): the demo's CB CN=AZSR02, and the three-level fixture's JES work
 * that a start position and a % mask decide, with the goal under policy NIGHT. */
START_TEST(golden_shared_with_panel)
{
    const char *demo[] = {"classify", "import/demo/AZDEF.xml", "CB", "CN=AZSR02", NULL};
    run(0, demo);
    tu_golden("classify-demo-cb.txt", out);
    const char *nest[] = {"classify", "--policy", "NIGHT", "tests/fixtures/wlmxml/NESTDEF.xml", "JES",
                          "TC=A", "TN=BACKUP", "AI=ACCTD01X", NULL};
    run(0, nest);
    tu_golden("classify-nestdef-jes.txt", out);
    const char *mask[] = {"classify", "tests/fixtures/wlmxml/NESTDEF.xml", "JES", "TC=A", "TN=PAYROLL",
                          "UI=PAYXADM", NULL};
    run(0, mask);
    assert_starts("JES TC=A TN=PAYROLL UI=PAYXADM: service class BATTOP, report class RPAYADM\n"
                  "  by the rule at level 3, line 85\n");
}
END_TEST

Suite *suite_cli_classify(void)
{
    Suite *s = suite_create("cli_classify");
    TCase *tc = tcase_create("classify");
    tcase_add_checked_fixture(tc, NULL, teardown);
    tcase_set_timeout(tc, 30);
    tcase_add_test(tc, stc_mask);
    tcase_add_test(tc, golden_shared_with_panel);
    tcase_add_test(tc, cics_own_classes);
    tcase_add_test(tc, cb_default);
    tcase_add_test(tc, cb_sub_rule);
    tcase_add_test(tc, cb_long_prefix);
    tcase_add_test(tc, policy_goal_and_system);
    tcase_add_test(tc, exit_statuses);
    tcase_add_test(tc, seed000_in_store);
    tcase_add_test(tc, validate_sample);
    tcase_add_test(tc, fb80_download);
    tu_add_sample_case(s, tc, "wlmcon classify on the WSC sample");
    return s;
}
