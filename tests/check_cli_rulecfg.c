/* tests/check_cli_rulecfg.c — validation at estate scale through the binary: rule levels (`wlmcon
 * rules`, `validate --rule`), suppressions with an end date (`wlmcon suppress`), baselines that
 * survive moved files, `--summary`, SARIF 2.1.0, and the levels carried by the YAML document.
 *
 * The SARIF check: the SARIF 2.1.0 schema (OASIS, sarif-schema-2.1.0.json) is not packaged for
 * Debian and no JSON-schema validator is part of the build's packages, so this test checks the
 * members the schema requires, and the types and values it allows for the ones wlmcon writes,
 * with SQLite's JSON functions through the sqlite3 tool (a build dependency already): sarifLog
 * (version "2.1.0", runs), run (tool.driver with name), reportingDescriptor (id; multiformat
 * message strings with text), result (message.text; ruleId; level one of none, note, warning,
 * error; ruleIndex naming the rule of that id), location (physicalLocation.artifactLocation.uri a
 * string, region startLine and startColumn integers of 1 or more; logicalLocations with a
 * fullyQualifiedName), partialFingerprints (string values), suppression (kind inSource or
 * external, justification a string). */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "store/store.h"
#include "tests/tstore.h"
#include "tests/tutil.h"

static const char *const env_fixed[] = {"WLMCON_USER=ADMIN", "WLMCON_NOW=2026-12-02T09:00:00Z", NULL};

struct rfx {
    char *dir, *store;
};

/* Runs `wlmcon --store STORE ARGS…`, asserting the exit status; returns stdout (malloc'd), and
 * stderr into *err when err is not NULL. */
static char *run(const struct rfx *f, int want, const char *const *args, char **err)
{
    const char *argv[24] = {"--store", f->store};
    size_t n = 2;
    for (; *args; args++)
        argv[n++] = *args;
    argv[n] = NULL;
    char *o, *e;
    int rc = tu_wlmcon(argv, NULL, env_fixed, &o, &e);
    ck_assert_msg(rc == want, "exit %d, want %d; stderr:\n%s", rc, want, e);
    if (err)
        *err = e;
    else
        free(e);
    return o;
}

/* The demo cluster's three dumps copied into DIR/sub and imported into DIR/p.db. */
static void rfx_init(struct rfx *f, const char *sub)
{
    f->dir = tu_tmpdir();
    f->store = tu_path(f->dir, "p.db");
    char *d = tu_path(f->dir, sub);
    ck_assert_int_eq(mkdir(d, 0700), 0);
    const char *args[8] = {"import"};
    char *paths[3];
    for (int i = 0; i < 3; i++) {
        char from[64], name[16];
        snprintf(name, sizeof name, "QM%c.mqsc", 'A' + i);
        snprintf(from, sizeof from, "import/demo/%s", name);
        paths[i] = tu_path(d, name);
        tu_copy(from, paths[i]);
        args[1 + i] = paths[i];
    }
    free(run(f, 0, args, NULL));
    for (int i = 0; i < 3; i++)
        free(paths[i]);
    free(d);
}

static void rfx_done(struct rfx *f)
{
    tu_rmtree(f->dir);
    free(f->dir);
    free(f->store);
}

/* The last n lines of text (a pointer into it). */
static const char *tail(const char *text, int n)
{
    const char *p = text + strlen(text);
    if (p > text && p[-1] == '\n')
        p--;
    while (p > text && n > 0)
        if (*--p == '\n')
            n--;
    return n > 0 ? text : p + 1;
}

/* --write-baseline then --baseline reports nothing; the files moved to another directory and
 * imported again still match; a CLWLWGHT edit that changes a finding's arguments (MQ018's shares,
 * made an error by its level) reports that one finding alone, with exit 1. */
START_TEST(baseline_survives_moves_and_shows_only_the_new)
{
    struct rfx f;
    rfx_init(&f, "a");
    char *b = tu_path(f.dir, "b.json");
    free(run(&f, 0, (const char *const[]){"rules", "--set", "MQ018=error", NULL}, NULL));
    free(run(&f, 1, (const char *const[]){"validate", "--write-baseline", b, NULL}, NULL));
    char *text = tu_read(b, NULL);
    ck_assert_ptr_nonnull(strstr(text, "{\"format\": \"wlmcon-baseline\", \"version\": 1, \"findings\": [\n"));
    ck_assert_ptr_nonnull(strstr(text, "\"rule\": \"MQ018\", \"path\": \"QMGR(QMA) CHANNEL('DEMO.QMA')\"}"));
    free(text);
    char *out = run(&f, 0, (const char *const[]){"validate", "--baseline", b, NULL}, NULL);
    char want[512];
    snprintf(want, sizeof want, "\n0 errors, 0 warnings, 0 info\n3 in baseline %s: not shown; 0 of its entries no "
                                "longer found\n", b);
    ck_assert_str_eq(tail(out, 2) - 1, want);
    free(out);
    /* the dumps moved to another directory and imported again */
    char *d = tu_path(f.dir, "moved");
    ck_assert_int_eq(mkdir(d, 0700), 0);
    char *p[3];
    for (int i = 0; i < 3; i++) {
        char name[32], from[64];
        snprintf(name, sizeof name, "QM%c.mqsc", 'A' + i);
        snprintf(from, sizeof from, "a/%s", name);
        char *old = tu_path(f.dir, from);
        p[i] = tu_path(d, name);
        ck_assert_int_eq(rename(old, p[i]), 0);
        free(old);
    }
    free(run(&f, 0, (const char *const[]){"import", p[0], p[1], p[2], NULL}, NULL));
    out = run(&f, 0, (const char *const[]){"validate", "--baseline", b, NULL}, NULL);
    ck_assert_str_eq(tail(out, 2) - 1, want);
    free(out);
    /* QMA's weight 60 -> 70: MQ018's shares change, a new finding and an error */
    free(run(&f, 0, (const char *const[]){"import", "--qmgr", "QMA", "tests/fixtures/store-v5/alter.mqsc", NULL}, NULL));
    out = run(&f, 1, (const char *const[]){"validate", "--baseline", b, NULL}, NULL);
    snprintf(want, sizeof want,
             "\ntests/fixtures/store-v5/alter.mqsc:1:52: error: the messages put to cluster queue APP.REQ are shared by "
             "weight: QMA 78%% (CLWLWGHT 70), QMB 22%% (CLWLWGHT 20), while these instances are available and equal "
             "in rank and priority [MQ018]\n1 error, 0 warnings, 0 info\n2 in baseline %s: not shown; 1 of its "
             "entries no longer found\n", b);
    ck_assert_str_eq(tail(out, 3) - 1, want);
    free(out);
    for (int i = 0; i < 3; i++)
        free(p[i]);
    free(d);
    free(b);
    rfx_done(&f);
}
END_TEST

/* A suppression that ran out yesterday hides nothing and says so under its finding; one without
 * an end hides its finding, which JSON and SARIF carry with the reason; undoing its batch brings
 * the finding back. */
START_TEST(suppressions_hide_until_their_day)
{
    struct rfx f;
    rfx_init(&f, "a");
    char *out = run(&f, 0, (const char *const[]){"suppress", "MQ015", "QMGR(QMA)", "--reason", "QMA serves its own first",
                                                 "--until", "2026-12-01", NULL}, NULL);
    ck_assert_str_eq(out, "suppression 1: MQ015 on QMGR(QMA) and below, until 2026-12-01 (journal batch 2); it hides 0 "
                          "findings now\n");
    free(out);
    out = run(&f, 0, (const char *const[]){"suppress", "MQ015", "QMGR(QMB) QLOCAL('APP.REQ')", "--reason",
                                           "QMB balances by design", NULL}, NULL);
    ck_assert_str_eq(out, "suppression 2: MQ015 on QMGR(QMB) QLOCAL('APP.REQ') and below, until deleted (journal batch 3); "
                          "it hides 1 finding now\n");
    free(out);
    out = run(&f, 0, (const char *const[]){"suppress", "--list", NULL}, NULL);
    ck_assert_str_eq(out, "1  MQ015  QMGR(QMA)  until 2026-12-01 (ran out)  ADMIN 2026-12-02T09:00:00Z: QMA serves its own first\n"
                          "2  MQ015  QMGR(QMB) QLOCAL('APP.REQ')  until -  ADMIN 2026-12-02T09:00:00Z: QMB balances by design\n");
    free(out);
    out = run(&f, 0, (const char *const[]){"validate", NULL}, NULL);
    ck_assert_ptr_nonnull(strstr(out, "QMA.mqsc:17:13: info: cluster queue APP.REQ on QMA has CLWLUSEQ(ANY)"));
    ck_assert_ptr_nonnull(strstr(out, "[MQ015]\n    note: suppression 1 ran out on 2026-12-01 (QMA serves its own first)\n"));
    ck_assert_ptr_null(strstr(out, "on QMB has CLWLUSEQ(ANY)"));
    ck_assert_str_eq(tail(out, 2), "0 errors, 0 warnings, 2 info\n1 suppressed: not shown (wlmcon suppress --list)\n");
    free(out);
    out = run(&f, 0, (const char *const[]){"validate", "--format", "json", NULL}, NULL);
    ck_assert_ptr_nonnull(strstr(out, "\"suppression\": {\"id\": 2, \"reason\": \"QMB balances by design\", \"user\": \"ADMIN\","
                                      " \"time\": \"2026-12-02T09:00:00Z\", \"until\": null, \"ran_out\": false}"));
    ck_assert_ptr_nonnull(strstr(out, "\"not_shown\": 0,\n             \"off\": {}, \"suppressed\": 1, \"baseline\": 0,"
                                      " \"baseline_gone\": 0}"));
    free(out);
    out = run(&f, 0, (const char *const[]){"validate", "--format", "sarif", NULL}, NULL);
    ck_assert_ptr_nonnull(strstr(out, "\"suppressions\": [{\"kind\": \"external\", \"status\": \"accepted\", "
                                      "\"justification\": \"QMB balances by design\""));
    free(out);
    /* undo removes the suppression: the finding is back */
    struct store *s = ts_open(f.store, 0);
    struct store_error err = {0};
    int64_t id = 0;
    ck_assert_msg(store_undo(s, 3, "ADMIN", "2026-12-02T10:00:00Z", &id, &err) == STORE_OK, "%s", err.msg);
    ck_assert_int_eq(id, 4);
    ck_assert_int_eq(store_close(s, true, NULL), STORE_OK);
    out = run(&f, 0, (const char *const[]){"validate", NULL}, NULL);
    ck_assert_ptr_nonnull(strstr(out, "on QMB has CLWLUSEQ(ANY)"));
    ck_assert_str_eq(tail(out, 1), "0 errors, 0 warnings, 3 info\n");
    free(out);
    out = run(&f, 0, (const char *const[]){"history", NULL}, NULL);
    ck_assert_str_eq(tail(out, 3),
                     "batch 2  2026-12-02 09:00  ADMIN  QMGR(QMA)  SUPPRESS MQ015  (unspecified) -> QMA serves its own first (until 2026-12-01)\n"
                     "batch 3  2026-12-02 09:00  ADMIN  QMGR(QMB) QLOCAL('APP.REQ')  SUPPRESS MQ015  (unspecified) -> QMB balances by design\n"
                     "batch 4  2026-12-02 10:00  ADMIN  QMGR(QMB) QLOCAL('APP.REQ')  SUPPRESS MQ015  QMB balances by design -> (unspecified)\n");
    free(out);
    rfx_done(&f);
}
END_TEST

/* --rule for one run, the summary line of a rule set off, and --summary a line per rule whose
 * counts add up to the total. */
START_TEST(rule_off_and_summary)
{
    struct rfx f;
    rfx_init(&f, "a");
    char *out = run(&f, 0, (const char *const[]){"validate", "--rule", "MQ015=off", NULL}, NULL);
    ck_assert_ptr_null(strstr(out, "[MQ015]"));
    ck_assert_str_eq(tail(out, 2), "0 errors, 0 warnings, 1 info\nMQ015 off: 2 findings not shown (--rule MQ015=info shows them)\n");
    free(out);
    out = run(&f, 1, (const char *const[]){"validate", "--summary", "--rule", "MQ018=error", NULL}, NULL);
    ck_assert_str_eq(out, "MQ018   error          1  a cluster queue whose instances' queue managers have different CLWLWGHT\n"
                          "MQ015   info           2  CLWLUSEQ(ANY) does not re-balance messages from cluster channels\n"
                          "1 error, 0 warnings, 2 info\n");
    free(out);
    /* nothing was kept: the store's own levels apply again */
    out = run(&f, 0, (const char *const[]){"rules", NULL}, NULL);
    ck_assert_ptr_nonnull(strstr(out, "\nMQ015   mq      info     info              2  CLWLUSEQ(ANY)"));
    ck_assert_ptr_nonnull(strstr(out, "\nMQ018   mq      info     info              1  a cluster queue"));
    free(out);
    rfx_done(&f);
}
END_TEST

/* Bad --rule, suppress and baseline arguments: usage errors and missing or bad files, nothing
 * written. */
START_TEST(bad_arguments_refused)
{
    struct rfx f;
    rfx_init(&f, "a");
    char *before = tu_dump_store(f.store), *err;
    free(run(&f, 64, (const char *const[]){"validate", "--rule", "MQ999=off", NULL}, &err));
    ck_assert_str_eq(err, "wlmcon validate: --rule MQ999=off: give a rule id and a level, MQ014=off (wlmcon rules "
                          "lists the rules)\n");
    free(err);
    free(run(&f, 64, (const char *const[]){"validate", "--rule", "MQ014=quiet", NULL}, NULL));
    free(run(&f, 64, (const char *const[]){"suppress", "MQ015", "QMGR(QMA)", NULL}, &err));
    ck_assert_str_eq(err, "wlmcon suppress: --reason is required: one line saying why these findings are accepted\n");
    free(err);
    free(run(&f, 64, (const char *const[]){"suppress", "MQ015", "QMGR(QMA)", "--reason", "x", "--until", "2027-02-29", NULL},
             &err));
    ck_assert_str_eq(err, "wlmcon suppress: --until 2027-02-29 is not a date: give YYYY-MM-DD\n");
    free(err);
    free(run(&f, 64, (const char *const[]){"suppress", "--delete", "9", NULL}, &err));
    ck_assert_ptr_nonnull(strstr(err, "has no suppression 9\n"));
    free(err);
    char *missing = tu_path(f.dir, "none.json"), *bad = tu_path(f.dir, "bad.json");
    free(run(&f, 66, (const char *const[]){"validate", "--baseline", missing, NULL}, NULL));
    tu_write(bad, "{\"format\": \"wlmcon-baseline\", \"version\": 1, \"findings\": [\n  {\"fingerprint\": \"12\"}\n]}\n");
    free(run(&f, 65, (const char *const[]){"validate", "--baseline", bad, NULL}, &err));
    char want[600];
    snprintf(want, sizeof want, "wlmcon: %s:2: a fingerprint is 16 hexadecimal digits in quotes\n", bad);
    ck_assert_str_eq(err, want);
    free(err);
    char *after = tu_dump_store(f.store);
    ck_assert_str_eq(after, before);
    free(before);
    free(after);
    free(missing);
    free(bad);
    rfx_done(&f);
}
END_TEST

/* Rule levels leave with the YAML document and come back in a new store. */
START_TEST(levels_round_trip_through_yaml)
{
    struct rfx f;
    rfx_init(&f, "a");
    free(run(&f, 0, (const char *const[]){"rules", "--set", "MQ015=off", "--set", "MQ018=error", "--set", "WLM038=info",
                                          NULL}, NULL));
    char *yaml = tu_path(f.dir, "out");
    free(run(&f, 0, (const char *const[]){"export", "--format", "yaml", "--out", yaml, NULL}, NULL));
    char *doc = tu_path(yaml, "policy.yaml");
    char *text = tu_read(doc, NULL);
    ck_assert_ptr_nonnull(strstr(text, "\"version\": 2\n\"rules\":\n  \"MQ015\": \"off\"\n  \"MQ018\": \"error\"\n"
                                       "  \"WLM038\": \"info\"\n\"queue_managers\":\n"));
    free(text);
    char *want = run(&f, 0, (const char *const[]){"rules", "--format", "json", NULL}, NULL);
    struct rfx g = {tu_tmpdir(), NULL};
    g.store = tu_path(g.dir, "new.db");
    free(run(&g, 0, (const char *const[]){"import", doc, NULL}, NULL));
    char *got = run(&g, 0, (const char *const[]){"rules", "--format", "json", NULL}, NULL);
    ck_assert_str_eq(got, want);
    ck_assert_ptr_nonnull(strstr(got, "{\"id\": \"MQ018\", \"system\": \"mq\", \"default\": \"info\", \"effective\": \"error\", "
                                      "\"findings\": 1,"));
    free(got);
    free(want);
    /* a document whose rules section names no rule of wlmcon is refused whole */
    char *bad = tu_path(g.dir, "bad.yaml");
    tu_write(bad, "---\n\"format\": \"wlmcon-policy\"\n\"version\": 1\n\"rules\":\n  \"MQ999\": \"off\"\n");
    char *err;
    free(run(&g, 65, (const char *const[]){"import", bad, NULL}, &err));
    ck_assert_ptr_nonnull(strstr(err, "bad.yaml:5:3: error: \"MQ999\" is no rule of wlmcon [YAML]\n"));
    free(err);
    free(bad);
    rfx_done(&g);
    free(doc);
    free(yaml);
    rfx_done(&f);
}
END_TEST

/* Runs sql on :memory: with the sqlite3 tool and returns its output (malloc'd). */
static char *sql(const char *text)
{
    return ts_sql(":memory:", text);
}

/* SARIF of the demo store: the required members (see the top of this file), every rule `wlmcon
 * rules` lists, and as many results as `validate --format json` has findings. */
START_TEST(sarif_has_what_the_schema_requires)
{
    struct rfx f;
    rfx_init(&f, "a");
    char *path = tu_path(f.dir, "v.sarif");
    char *out = run(&f, 0, (const char *const[]){"validate", "--format", "sarif", NULL}, NULL);
    tu_write(path, out);
    free(out);
    char q[8192];
    snprintf(q, sizeof q,
             "CREATE TABLE s AS SELECT CAST(readfile('%s') AS TEXT) AS j;"
             "SELECT json_valid(j), json_extract(j, '$.version'), json_extract(j, '$.\"$schema\"') IS NOT NULL,"
             " json_array_length(j, '$.runs'), json_extract(j, '$.runs[0].tool.driver.name') FROM s;"
             /* rules: id and the multiformat messages with text, a valid default level */
             "SELECT count(*) FROM s, json_each(j, '$.runs[0].tool.driver.rules') r WHERE"
             " json_type(r.value, '$.id') <> 'text' OR json_type(r.value, '$.shortDescription.text') <> 'text'"
             " OR json_type(r.value, '$.fullDescription.text') <> 'text' OR json_type(r.value, '$.help.text') <> 'text'"
             " OR json_extract(r.value, '$.defaultConfiguration.level') NOT IN ('none', 'note', 'warning', 'error');"
             /* results: message text, ruleId, level, ruleIndex naming the rule of that id */
             "SELECT count(*) FROM s, json_each(j, '$.runs[0].results') r WHERE"
             " json_type(r.value, '$.message.text') <> 'text' OR json_type(r.value, '$.ruleId') <> 'text'"
             " OR json_extract(r.value, '$.level') NOT IN ('none', 'note', 'warning', 'error')"
             " OR json_extract(j, '$.runs[0].tool.driver.rules[' || json_extract(r.value, '$.ruleIndex') || '].id')"
             " IS NOT json_extract(r.value, '$.ruleId');"
             /* locations: a uri string, a region of integers from 1, logical locations named */
             "SELECT count(*) FROM s, json_each(j, '$.runs[0].results') r, json_each(r.value, '$.locations') l WHERE"
             " (json_type(l.value, '$.physicalLocation') IS NOT NULL AND"
             "  (json_type(l.value, '$.physicalLocation.artifactLocation.uri') <> 'text'"
             "   OR json_type(l.value, '$.physicalLocation.region.startLine') <> 'integer'"
             "   OR json_extract(l.value, '$.physicalLocation.region.startLine') < 1"
             "   OR json_extract(l.value, '$.physicalLocation.region.startColumn') < 1))"
             " OR json_type(l.value, '$.logicalLocations[0].fullyQualifiedName') <> 'text';"
             /* partialFingerprints: string values; suppressions: kind and justification */
             "SELECT count(*) FROM s, json_each(j, '$.runs[0].results') r, json_each(r.value, '$.partialFingerprints') p"
             " WHERE p.type <> 'text';"
             "SELECT count(*) FROM s, json_each(j, '$.runs[0].results') r, json_each(r.value, '$.suppressions') x"
             " WHERE json_extract(x.value, '$.kind') NOT IN ('inSource', 'external')"
             " OR json_type(x.value, '$.justification') <> 'text';"
             "SELECT json_extract(j, '$.runs[0].results[0].locations[0].physicalLocation.artifactLocation.uri'),"
             " json_extract(j, '$.runs[0].results[0].partialFingerprints.\"wlmcon/v1\"') GLOB"
             " '[0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f]"
             "[0-9a-f][0-9a-f][0-9a-f]' FROM s;"
             "SELECT group_concat(json_extract(r.value, '$.id'), ',') FROM s, json_each(j, '$.runs[0].tool.driver.rules') r;"
             "SELECT json_array_length(j, '$.runs[0].results') FROM s;",
             path);
    char *got = sql(q);
    char *rules = run(&f, 0, (const char *const[]){"rules", "--format", "json", NULL}, NULL);
    tu_write(path, rules);
    snprintf(q, sizeof q, "SELECT group_concat(json_extract(r.value, '$.id'), ',') FROM json_each(CAST(readfile('%s') AS"
                          " TEXT), '$.rules') r;", path);
    char *ids = sql(q);
    char *json = run(&f, 0, (const char *const[]){"validate", "--format", "json", NULL}, NULL);
    tu_write(path, json);
    snprintf(q, sizeof q, "SELECT json_array_length(CAST(readfile('%s') AS TEXT), '$.findings');", path);
    char *n = sql(q);
    char want[8192];
    /* the demo's dumps are below the current directory: relative URIs */
    const char *rel = strstr(f.dir, "build/tmp/");
    ck_assert_ptr_nonnull(rel);
    snprintf(want, sizeof want, "1|2.1.0|1|1|wlmcon\n0\n0\n0\n0\n0\n%s/a/QMA.mqsc|1\n%s%s", rel, ids, n);
    ck_assert_str_eq(got, want);
    ck_assert_str_eq(n, "3\n");
    ck_assert_ptr_nonnull(strstr(ids, "MQ001,MQ002,"));
    ck_assert_ptr_nonnull(strstr(ids, ",WLM001,"));
    free(got);
    free(rules);
    free(ids);
    free(json);
    free(n);
    free(path);
    rfx_done(&f);
}
END_TEST

Suite *suite_cli_rulecfg(void)
{
    Suite *s = suite_create("cli_rulecfg");
    TCase *tc = tcase_create("estate");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, baseline_survives_moves_and_shows_only_the_new);
    tcase_add_test(tc, suppressions_hide_until_their_day);
    tcase_add_test(tc, rule_off_and_summary);
    tcase_add_test(tc, bad_arguments_refused);
    tcase_add_test(tc, levels_round_trip_through_yaml);
    tcase_add_test(tc, sarif_has_what_the_schema_requires);
    suite_add_tcase(s, tc);
    return s;
}
