/* tests/check_cli_wlmreport.c — `wlmcon export --format wlmreport`: the demo's report as a golden
 * file holding the lines a change board looks for, the same as 133-byte records with their ASA
 * carriage control, the report refused by import (65, IMP002) with the store unchanged, the WSC
 * starter definition's report as a golden file, and a record length its lines do not fit refused
 * before anything is written. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tests/tutil.h"

static const char *const env_fixed[] = {"WLMCON_USER=ADMIN", "WLMCON_NOW=2026-11-29T14:38:00Z", NULL};

/* Runs wlmcon, wanting status; returns stdout (stderr into *err when err is not NULL). */
static char *run(int status, const char *const *args, char **err)
{
    char *out = NULL, *e = NULL;
    int rc = tu_wlmcon(args, NULL, env_fixed, &out, &e);
    ck_assert_msg(rc == status, "status %d, stderr:\n%s", rc, e);
    if (err)
        *err = e;
    else
        free(e);
    return out;
}

/* A store with file imported, in a new directory (*dir, malloc'd). */
static char *store_of(const char *file, char **dir)
{
    *dir = tu_tmpdir();
    char *store = tu_path(*dir, "s.db");
    free(run(0, (const char *const[]){"--store", store, "import", file, NULL}, NULL));
    return store;
}

START_TEST(demo_report)
{
    char *dir, *store = store_of("import/demo/AZDEF.xml", &dir), *out = tu_path(dir, "out");
    char *rec = tu_path(dir, "rec"), *err;
    free(run(0, (const char *const[]){"--store", store, "export", "--format", "wlmreport", "--out", out, NULL}, NULL));
    char *file = tu_path(out, "AZDEF.txt"), *text = tu_read(file, NULL);
    ck_assert_ptr_nonnull(strstr(text, "\n  * Service Class AZAMS1 - WAS Enclave Work\n"));
    ck_assert_ptr_nonnull(strstr(text, "Execution velocity of 50\n"));
    ck_assert_ptr_nonnull(strstr(text, "\n* Subsystem Type CB - Component Broker requests\n"));
    ck_assert_ptr_null(strchr(text, '\r'));
    tu_golden("wlmreport-demo.txt", text);
    /* records of 133 bytes: the carriage control, then the line blank-padded */
    free(run(0, (const char *const[]){"--store", store, "export", "--format", "wlmreport", "--record-length", "133",
                                      "--out", rec, NULL}, NULL));
    char *rfile = tu_path(rec, "AZDEF.txt");
    size_t len;
    char *recs = tu_read(rfile, &len);
    size_t lines = 0, zeros = 0;
    for (const char *p = recs; p < recs + len; lines++) {
        const char *nl = memchr(p, '\n', (size_t)(recs + len - p));
        ck_assert_ptr_nonnull(nl);
        ck_assert_uint_eq((size_t)(nl - p), 133);
        ck_assert(p[0] == (lines ? ' ' : '1') || (lines && p[0] == '0'));
        zeros += p[0] == '0';
        p = nl + 1;
    }
    size_t plain = 0;
    for (const char *p = text; *p; p++)
        plain += *p == '\n';
    ck_assert_uint_eq(lines + zeros, plain);   /* each '0' stands for the empty line before it */
    ck_assert_int_eq(memcmp(recs, "1* Service Definition AZDEF - WebSphere cluster azsr01 demo  ", 61), 0);
    tu_golden("wlmreport-demo-133.txt", recs);
    /* written only: import refuses it, the store unchanged */
    char *before = tu_dump_store(store);
    free(run(65, (const char *const[]){"--store", store, "import", file, NULL}, &err));
    ck_assert_ptr_nonnull(strstr(err, "AZDEF.txt:1:1: error: the printed report of a WLM service definition"));
    ck_assert_ptr_nonnull(strstr(err, "[IMP002]\n"));
    free(err);
    free(run(65, (const char *const[]){"--store", store, "import", rfile, NULL}, &err));
    ck_assert_ptr_nonnull(strstr(err, "[IMP002]\n"));
    free(err);
    char *after = tu_dump_store(store);
    ck_assert_str_eq(before, after);
    /* a record length shorter than a report line is refused at once */
    free(run(64, (const char *const[]){"--store", store, "export", "--format", "wlmreport", "--record-length", "80",
                                       "--out", rec, NULL}, &err));
    static const char refused[] = "wlmcon export: --record-length 80 is not 0 (lines) or a number from 133 to 32760\n"
                                  "usage: wlmcon [--store FILE] export --format ";   /* the formats: check_contract */
    ck_assert_msg(strncmp(err, refused, strlen(refused)) == 0, "%s", err);
    free(err);
    free(before);
    free(after);
    free(recs);
    free(rfile);
    free(text);
    free(file);
    tu_rmtree(dir);
    free(rec);
    free(out);
    free(store);
    free(dir);
}
END_TEST

/* The WSC starter definition's report: its groups, its CICS rules nested with `. `, its
 * scheduling environment with its resource state. */
START_TEST(wsc_report)
{
    char *dir, *store = store_of(tu_sample("wlm/WLMPOL.WSCDEF.XML"), &dir);
    char *out = tu_path(dir, "out");
    free(run(0, (const char *const[]){"--store", store, "export", "--format", "wlmreport", "--out", out, NULL}, NULL));
    char *file = tu_path(out, "WSCDEF.txt"), *text = tu_read(file, NULL);
    ck_assert_ptr_nonnull(strstr(text, "\n* Scheduling Environment BATCHUPDATE"));
    ck_assert_ptr_nonnull(strstr(text, "\n  DB2_PROD          On\n"));
    ck_assert_ptr_nonnull(strstr(text, "\n!Classification Groups!\n"));
    ck_assert_ptr_nonnull(strstr(text, "\n  2  . "));
    tu_golden("wlmreport-wsc.txt", text);
    free(text);
    free(file);
    free(out);
    tu_rmtree(dir);
    free(store);
    free(dir);
}
END_TEST

Suite *suite_cli_wlmreport(void)
{
    Suite *s = suite_create("cli_wlmreport");
    TCase *tc = tcase_create("wlmreport");
    tcase_add_test(tc, demo_report);
    suite_add_tcase(s, tc);
    TCase *wsc = tcase_create("wlmreport_wsc");
    tcase_add_test(wsc, wsc_report);
    tu_add_sample_case(s, wsc, "the WSC starter definition's printed report");
    return s;
}
