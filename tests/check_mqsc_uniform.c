/* tests/check_mqsc_uniform.c — uniform clusters (issue 13, item 8): the AutoCluster and Variables
 * stanzas of an INI file given with --qmgr resolve +AUTOCL+, +QMNAME+ and +CONNAME+ in the
 * cluster-receiver channel of the scripts after it, make a queue manager the stanza names a full
 * repository and define its cluster-sender channels to the others; without the INI the cluster is
 * "not checked"; a malformed stanza is refused at its line and column. Fixtures:
 * tests/fixtures/uniform (our own). */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "tests/tutil.h"

#define UNI "tests/fixtures/uniform/"

static const char *const env_fixed[] = {"WLMCON_USER=ADMIN", "WLMCON_NOW=2026-12-01T09:00:00Z", NULL};

/* Runs wlmcon with args, asserting the exit status; returns stdout, stderr into *err when asked. */
static char *run(int want, const char *const *args, char **err)
{
    char *out, *e;
    int rc = tu_wlmcon(args, NULL, env_fixed, &out, &e);
    ck_assert_msg(rc == want, "exit %d, want %d; stderr:\n%s", rc, want, e);
    if (err)
        *err = e;
    else
        free(e);
    return out;
}

static void assert_has(const char *text, const char *want)
{
    ck_assert_msg(strstr(text, want) != NULL, "no\n%s\nin\n%s", want, text);
}

/* The three members, each with the shared AutoCluster file and its own Variables. */
START_TEST(three_members_resolved)
{
    char *out = run(0, (const char *const[]){
        "validate", "--qmgr", "UQM1", UNI "uniform.ini", UNI "uqm1.ini", UNI "uniform.mqsc",
        "--qmgr", "UQM2", UNI "uniform.ini", UNI "uqm2.ini", UNI "uniform.mqsc",
        "--qmgr", "UQM3", UNI "uniform.ini", UNI "uqm3.ini", UNI "uniform.mqsc", NULL}, NULL);
    assert_has(out, "Cluster UNI\n"
                    "  Full repositories:    UQM1, UQM2\n"
                    "  Partial repositories: UQM3\n"
                    "  Queue managers:\n"
                    "    UQM1  full     CLUSRCVR UNI_UQM1  CONNAME(uqm1.example.com(1414)) CLWLWGHT(50) CLWLPRTY(0) CLWLRANK(0)\n"
                    "    UQM2  full     CLUSRCVR UNI_UQM2  CONNAME(uqm2.example.com(1414)) CLWLWGHT(50) CLWLPRTY(0) CLWLRANK(0)\n"
                    "    UQM3  partial  CLUSRCVR UNI_UQM3  CONNAME(uqm3.example.com(1414)) CLWLWGHT(50) CLWLPRTY(0) CLWLRANK(0)\n");
    /* the partial repository's two cluster-sender channels are the AutoCluster's, not manual ones */
    ck_assert_ptr_null(strstr(out, "MQ009"));
    ck_assert_ptr_null(strstr(out, "+AUTOCL+"));
    ck_assert_ptr_null(strstr(out, "not checked"));
    ck_assert_ptr_null(strstr(out, ": error:"));
    assert_has(out, "0 errors, 3 warnings, 0 info\n");
    free(out);
}
END_TEST

/* Through the store: the three members imported, then validated from the store (the AutoCluster's
 * channels known as such from where their CLUSTER was set, which the store keeps): no MQ009. A
 * cluster-sender the script defines itself beside them, to a queue manager that is no full
 * repository, is a manual one, and MQ009 still reports a partial repository that has two. */
START_TEST(stored_members_not_reported)
{
    char *dir = tu_tmpdir(), *db = tu_path(dir, "u.db"), *manual = tu_path(dir, "manual.mqsc");
    free(run(0, (const char *const[]){"--store", db, "import",
        "--qmgr", "UQM1", UNI "uniform.ini", UNI "uqm1.ini", UNI "uniform.mqsc",
        "--qmgr", "UQM2", UNI "uniform.ini", UNI "uqm2.ini", UNI "uniform.mqsc",
        "--qmgr", "UQM3", UNI "uniform.ini", UNI "uqm3.ini", UNI "uniform.mqsc", NULL}, NULL));
    char *out = run(0, (const char *const[]){"--store", db, "validate", NULL}, NULL);
    ck_assert_ptr_null(strstr(out, "MQ009"));
    assert_has(out, "0 errors, 3 warnings, 0 info\n");
    free(out);
    /* the same cluster built by hand: UQM3's two cluster-senders are manual, and reported */
    tu_write(manual, "DEFINE CHANNEL(TO.UQM3) CHLTYPE(CLUSRCVR) CLUSTER(UNI) CONNAME('uqm3(1414)')\n"
                     "DEFINE CHANNEL(TO.UQM1) CHLTYPE(CLUSSDR) CLUSTER(UNI) CONNAME('uqm1(1414)')\n"
                     "DEFINE CHANNEL(TO.UQM2) CHLTYPE(CLUSSDR) CLUSTER(UNI) CONNAME('uqm2(1414)')\n");
    out = run(0, (const char *const[]){"validate", "--qmgr", "UQM3", manual, NULL}, NULL);
    char want[512];
    snprintf(want, sizeof want, "%s:3:1: warning: partial repository UQM3 has 2 manual CLUSSDRs in cluster UNI "
             "(TO.UQM1, TO.UQM2): it should have exactly one, to a full repository [MQ009]\n", manual);
    assert_has(out, want);
    free(out);
    tu_rmtree(dir);
    free(dir);
    free(db);
    free(manual);
}
END_TEST

/* Stored: a full repository gets REPOS and a cluster-sender channel to the other one, named as the
 * script names that one's cluster-receiver; the export reads back to the same bytes without the
 * INI. */
START_TEST(stored_and_exported)
{
    char *dir = tu_tmpdir(), *db = tu_path(dir, "u.db"), *out = tu_path(dir, "out");
    char *again = tu_path(dir, "again.db"), *out2 = tu_path(dir, "out2");
    free(run(0, (const char *const[]){"--store", db, "import", "--qmgr", "UQM1", UNI "uniform.ini",
                                      UNI "uqm1.ini", UNI "uniform.mqsc", NULL}, NULL));
    free(run(0, (const char *const[]){"--store", db, "export", "--format", "mqsc", "--out", out, NULL}, NULL));
    char *path = tu_path(out, "UQM1.mqsc"), *text = tu_read(path, NULL);
    ck_assert_ptr_nonnull(text);
    assert_has(text, "ALTER QMGR +\n   REPOS('UNI') +\n   FORCE\n"
                     "DEFINE QLOCAL('APP.Q') +\n   CLUSTER('UNI') +\n   DEFBIND(NOTFIXED) +\n   REPLACE\n"
                     "DEFINE CHANNEL('UNI_UQM1') +\n   CHLTYPE(CLUSRCVR) +\n   CLUSTER('UNI') +\n"
                     "   CONNAME('uqm1.example.com(1414)') +\n   REPLACE\n"
                     "DEFINE CHANNEL('UNI_UQM2') +\n   CHLTYPE(CLUSSDR) +\n   CLUSTER('UNI') +\n"
                     "   CONNAME('uqm2.example.com(1414)') +\n   REPLACE\n");
    free(run(0, (const char *const[]){"--store", again, "import", path, NULL}, NULL));
    free(run(0, (const char *const[]){"--store", again, "export", "--format", "mqsc", "--out", out2, NULL}, NULL));
    char *path2 = tu_path(out2, "UQM1.mqsc"), *text2 = tu_read(path2, NULL);
    ck_assert_ptr_nonnull(text2);
    /* the same objects; the header names the other store */
    ck_assert_str_eq(strstr(text2, "ALTER QMGR"), strstr(text, "ALTER QMGR"));
    free(text2);
    free(path2);
    free(text);
    free(path);
    tu_rmtree(dir);
    free(dir);
    free(db);
    free(out);
    free(again);
    free(out2);
}
END_TEST

/* Without the INI the template stays, and the cluster is not checked. */
START_TEST(without_ini_not_checked)
{
    char *out = run(0, (const char *const[]){"validate", "--qmgr", "UQM3", UNI "uniform.mqsc", NULL}, NULL);
    assert_has(out, "Cluster +AUTOCL+ (a template: not validated)\n");
    assert_has(out, "\nCLUSTER(UNI): info: AutoCluster: repositories from qm.ini, not checked (the members "
                    "of cluster UNI join it through CLUSTER(+AUTOCL+), a uniform cluster) [MQ011]\n");
    ck_assert_ptr_null(strstr(out, "MQ009"));
    assert_has(out, "0 errors, 0 warnings, 2 info\n");
    free(out);
}
END_TEST

/* A malformed AutoCluster stanza: each problem at its line and column, exit 65. */
START_TEST(bad_stanza_refused)
{
    char *dir = tu_tmpdir(), *ini = tu_path(dir, "bad.ini");
    tu_write(ini, "# broken\nAutoCluster:\n  Type=Other\n  Repository1Name=X\nVariables:\n  oops\n");
    char *err;
    free(run(65, (const char *const[]){"validate", "--qmgr", "Q", ini, NULL}, &err));
    char want[1024];
    snprintf(want, sizeof want,
             "%s:2:1: error: the AutoCluster stanza needs ClusterName=<cluster> [MQ113]\n"
             "%s:3:8: error: Type=Other: the only type of automatic cluster is Uniform [MQ113]\n"
             "%s:4:19: error: Repository1Name and Repository1Conname come in pairs [MQ113]\n"
             "%s:6:3: error: Variables: a line of a stanza is attribute=value [MQ113]\n",
             ini, ini, ini, ini);
    assert_has(err, want);
    free(err);
    free(run(65, (const char *const[]){"validate", ini, NULL}, &err));
    snprintf(want, sizeof want, "%s:1:1: error: an INI file applies to the queue manager --qmgr names: give "
             "--qmgr NAME before it [MQ113]\n", ini);
    assert_has(err, want);
    free(err);
    tu_rmtree(dir);
    free(dir);
    free(ini);
}
END_TEST

/* Values the store could not hold or an export not write back, refused in the INI at their line
 * and column (exit 65, no store made): a repository's name over 48 characters, a Conname with a
 * control character or over CONNAME's 264, a Variables value or an attribute name longer than the
 * reader takes (never cut short); a NUL byte is located. CRLF line ends read as LF ones, and a
 * UTF-8 byte order mark is passed over; an attribute given twice is warned of. */
START_TEST(hostile_ini_refused)
{
    char *dir = tu_tmpdir(), *ini = tu_path(dir, "bad.ini"), *nul = tu_path(dir, "nul.ini");
    char *crlf = tu_path(dir, "crlf.ini"), *db = tu_path(dir, "u.db");
    char text[4096], x50[51], b300[301], a1500[1501], k70[71];
    memset(x50, 'X', 50), x50[50] = '\0';
    memset(b300, 'b', 300), b300[300] = '\0';
    memset(a1500, 'a', 1500), a1500[1500] = '\0';
    memset(k70, 'K', 70), k70[70] = '\0';
    snprintf(text, sizeof text, "AutoCluster:\n Type=Uniform\n ClusterName=UNI\n Repository1Name=UQM1_%s\n"
             " Repository1Conname=a\001b(1414)\n Repository2Name=UQM2\n Repository2Conname=%s\n"
             "Variables:\n CONNAME=%s\n %s=v\n", x50, b300, a1500, k70);
    tu_write(ini, text);
    char *err;
    free(run(65, (const char *const[]){"--store", db, "import", "--qmgr", "UQM1", ini, UNI "uniform.mqsc",
                                       NULL}, &err));
    char want[2048];
    snprintf(want, sizeof want,
             "%s:4:18: error: Repository1Name=UQM1_%s: the queue manager's name is longer than 48 characters "
             "[MQ113]\n"
             "%s:5:21: error: Repository1Conname: CONNAME holds a control character (0x01, byte 2), which no "
             "export can carry: only a tab is allowed [MQ113]\n"
             "%s:7:21: error: Repository2Conname: CONNAME is 300 bytes long: at most 264 bytes are allowed "
             "[MQ113]\n"
             "%s:9:10: error: the value of CONNAME is 1500 bytes long: wlmcon reads at most 1023 bytes [MQ113]\n"
             "%s:10:2: error: an attribute name of 70 characters: wlmcon reads at most 63 [MQ113]\n",
             ini, x50, ini, ini, ini, ini);
    assert_has(err, want);
    free(err);
    ck_assert_int_eq(access(db, F_OK), -1);
    FILE *f = fopen(nul, "wb");
    ck_assert_ptr_nonnull(f);
    fwrite("Variables:\n CONNAME=ab\0cd\n", 1, 26, f);
    fclose(f);
    free(run(65, (const char *const[]){"--store", db, "import", "--qmgr", "UQM1", UNI "uniform.ini", nul,
                                       UNI "uniform.mqsc", NULL}, &err));
    snprintf(want, sizeof want, "%s:2:12: error: a NUL byte: this is not a text file, and every "
             "format wlmcon reads is text [IMP002]\n", nul);
    assert_has(err, want);
    free(err);
    ck_assert_int_eq(access(db, F_OK), -1);
    char *lf = tu_read(UNI "uniform.ini", NULL);
    ck_assert_ptr_nonnull(lf);
    tu_write(crlf, lf = tu_replace(lf, "\n", "\r\n"));
    char *out = run(0, (const char *const[]){"validate", "--qmgr", "UQM1", crlf, UNI "uqm1.ini",
                                             UNI "uniform.mqsc", NULL}, NULL);
    assert_has(out, "    UQM1  full     CLUSRCVR UNI_UQM1  CONNAME(uqm1.example.com(1414)) CLWLWGHT(50) ");
    free(out);
    /* a stanza copied twice: each attribute given again is warned of, the last read */
    tu_write(ini, "AutoCluster:\n Type=Uniform\n ClusterName=UNI\nAutoCluster:\n Type=Uniform\n ClusterName=UNI2\n");
    out = run(1, (const char *const[]){"validate", "--qmgr", "UQM1", ini, UNI "uqm1.ini", UNI "uniform.mqsc",
                                       NULL}, NULL);   /* UNI2 has no full repository: errors */
    snprintf(want, sizeof want, "%s:5:7: warning: Type is given again (first at line 2): the value of this line "
             "is read [MQ113]\n%s:6:14: warning: ClusterName is given again (first at line 3): the value of "
             "this line is read [MQ113]\n", ini, ini);
    assert_has(out, want);
    assert_has(out, "\nCluster UNI2\n");
    free(out);
    char *bom = tu_read(UNI "uniform.ini", NULL), with[1024];
    snprintf(with, sizeof with, "\xEF\xBB\xBF%s", bom);   /* as Notepad saves it */
    tu_write(crlf, with);
    free(bom);
    out = run(0, (const char *const[]){"validate", "--qmgr", "UQM1", crlf, UNI "uqm1.ini", UNI "uniform.mqsc",
                                       NULL}, NULL);
    assert_has(out, "    UQM1  full     CLUSRCVR UNI_UQM1  CONNAME(uqm1.example.com(1414)) CLWLWGHT(50) ");
    free(out);
    free(lf);
    tu_rmtree(dir);
    free(dir);
    free(ini);
    free(nul);
    free(crlf);
    free(db);
}
END_TEST

/* An insert no stanza gives stays as written, with a warning at it. */
START_TEST(unknown_insert_kept)
{
    char *dir = tu_tmpdir(), *mqsc = tu_path(dir, "u.mqsc");
    tu_write(mqsc, "DEFINE CHANNEL(A.+QMNAME+) CHLTYPE(CLUSRCVR) CLUSTER(+AUTOCL+) CONNAME(+HOST+)\n");
    char *out = run(0, (const char *const[]){"validate", "--qmgr", "UQM3", UNI "uniform.ini", mqsc, NULL}, NULL);
    assert_has(out, "    UQM3  partial  CLUSRCVR A.UQM3  CONNAME(+HOST+) ");
    char want[512];
    snprintf(want, sizeof want, "%s:1:72: warning: +HOST+ is not an insert the INI files of UQM3 give "
             "(+AUTOCL+, +QMNAME+, or a Variables attribute): kept as written [MQ113]\n", mqsc);
    assert_has(out, want);
    /* the cluster-sender channels to both full repositories, named after the template */
    assert_has(out, "Not imported: the queue manager that CLUSSDR A.UQM1 on UQM3 leads to "
                    "(CONNAME(uqm1.example.com(1414)))\n");
    assert_has(out, "Not imported: the queue manager that CLUSSDR A.UQM2 on UQM3 leads to "
                    "(CONNAME(uqm2.example.com(1414)))\n");
    free(out);
    tu_rmtree(dir);
    free(dir);
    free(mqsc);
}
END_TEST

/* IBM's uniform-cluster demo script (samples/mq/scripts), with an INI of our own as its AutoCluster
 * file and crtmqm -iv give it: the CLUSRCVR UNICLUSTER.+QMNAME+ in CLUSTER(+AUTOCL+) with
 * CONNAME(+CONNAME+) is the queue manager's own. */
START_TEST(ibm_demo_script_resolved)
{
    char *dir = tu_tmpdir(), *ini = tu_path(dir, "AutoCluster.ini");
    tu_write(ini, "AutoCluster:\n   Type=Uniform\n   Repository1Name=QMGR1\n"
                  "   Repository1Conname=127.0.0.1(1401)\n   Repository2Name=QMGR2\n"
                  "   Repository2Conname=127.0.0.1(1402)\n   ClusterName=UNICLUSTER\n"
                  "Variables:\n   CONNAME=127.0.0.1(1403)\n");
    char *script = strdup(tu_sample("mq/scripts/ibm-mq-uniform-clusters__demo-Linux__UniCluster.mqsc"));
    char *out = run(0, (const char *const[]){"validate", "--qmgr", "QMGR3", ini, script, NULL}, NULL);
    assert_has(out, "    QMGR3  partial  CLUSRCVR UNICLUSTER.QMGR3  CONNAME(127.0.0.1(1403)) CLWLWGHT(50) "
                    "CLWLPRTY(0) CLWLRANK(0)\n");
    assert_has(out, "  Not imported: the queue manager that CLUSSDR UNICLUSTER.QMGR1 on QMGR3 leads to "
                    "(CONNAME(127.0.0.1(1401)))\n");
    ck_assert_ptr_null(strstr(out, "+AUTOCL+"));
    free(out);
    free(script);
    tu_rmtree(dir);
    free(dir);
    free(ini);
}
END_TEST

/* A whole qm.ini: the stanzas read (AutoCluster, Variables) and those not (ExitPath, Log,
 * TuningParameters) said once, as info at the first one not read; what it says is applied. */
START_TEST(stanzas_not_read_said_once)
{
    char *err;
    char *out = run(0, (const char *const[]){"validate", "--qmgr", "UQM1", UNI "uqm1-qm.ini", UNI "uniform.mqsc",
                                             NULL}, &err);
    assert_has(out, UNI "uqm1-qm.ini:2:1: info: stanzas read: AutoCluster, Variables; not read: ExitPath, Log, "
                    "TuningParameters (wlmcon reads AutoCluster and Variables only) [MQ113]\n");
    const char *first = strstr(out, "[MQ113]");
    ck_assert_ptr_null(strstr(first + 1, "[MQ113]"));
    ck_assert_ptr_null(strstr(out, "+CONNAME+"));
    free(out);
    free(err);
    /* the INI files that hold only what is read: nothing said of stanzas */
    out = run(0, (const char *const[]){"validate", "--qmgr", "UQM1", UNI "uniform.ini", UNI "uqm1.ini",
                                       UNI "uniform.mqsc", NULL}, NULL);
    ck_assert_ptr_null(strstr(out, "stanzas read"));
    free(out);
}
END_TEST

Suite *suite_mqsc_uniform(void)
{
    Suite *s = suite_create("mqsc_uniform");
    TCase *tc = tcase_create("autocluster");
    tcase_set_timeout(tc, 30);
    tcase_add_test(tc, three_members_resolved);
    tcase_add_test(tc, stored_and_exported);
    tcase_add_test(tc, stored_members_not_reported);
    tcase_add_test(tc, without_ini_not_checked);
    tcase_add_test(tc, bad_stanza_refused);
    tcase_add_test(tc, hostile_ini_refused);
    tcase_add_test(tc, unknown_insert_kept);
    tcase_add_test(tc, stanzas_not_read_said_once);
    suite_add_tcase(s, tc);
    tc = tcase_create("samples");
    tcase_set_timeout(tc, 30);
    tcase_add_test(tc, ibm_demo_script_resolved);
    tu_add_sample_case(s, tc, "IBM's uniform-cluster script of samples/mq/scripts");
    return s;
}
