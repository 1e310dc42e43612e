/* tests/check_cli_history.c — `wlmcon history`: one line per changed attribute, exactly, the
 * filters by time, object and user, the JSON form read back by a parser, a store of format 4
 * migrated on the way, and bad option values refused with a clear error. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <yaml.h>

#include "store/store.h"
#include "tests/tutil.h"

/* The demo queue manager QMA imported on 29 November by ADMIN, then a script by tester on
 * 1 December changing DEMO.QMA's weight and description and defining a queue. */
struct hfx {
    char *dir, *store, *script, env_store[4200];
};

static const char alter[] = "ALTER CHANNEL('DEMO.QMA') CHLTYPE(CLUSRCVR) CLWLWGHT(70) DESCR('heavier')\n"
                            "DEFINE QLOCAL('APP.NEW')\n";

static int run(struct hfx *h, const char *user, const char *now, const char *const *args, char **out, char **err)
{
    char u[64], n[64];
    snprintf(u, sizeof u, "WLMCON_USER=%s", user);
    snprintf(n, sizeof n, "WLMCON_NOW=%s", now);
    const char *env[] = {h->env_store, u, n, NULL};
    return tu_wlmcon(args, NULL, env, out, err);
}

static void hfx_init(struct hfx *h)
{
    h->dir = tu_tmpdir();
    h->store = tu_path(h->dir, "policy.db");
    h->script = tu_path(h->dir, "alter.mqsc");
    tu_write(h->script, alter);
    snprintf(h->env_store, sizeof h->env_store, "WLMCON_STORE=%s", h->store);
    ck_assert_int_eq(run(h, "ADMIN", "2026-11-29T14:38:00Z",
                         (const char *const[]){"import", "import/demo/QMA.mqsc", NULL}, NULL, NULL), 0);
    ck_assert_int_eq(run(h, "tester", "2026-12-01T18:07:00Z",
                         (const char *const[]){"import", "--qmgr", "QMA", h->script, NULL}, NULL, NULL), 0);
}

static void hfx_done(struct hfx *h)
{
    tu_rmtree(h->dir);
    free(h->dir);
    free(h->store);
    free(h->script);
}

/* Asserts that history with args exits with status and prints out on stdout and err on stderr. */
static void assert_history(struct hfx *h, const char *const *args, int status, const char *want_out,
                           const char *want_err)
{
    char *out, *err;
    ck_assert_int_eq(run(h, "tester", "2026-12-01T19:00:00Z", args, &out, &err), status);
    ck_assert_str_eq(out, want_out);
    ck_assert_str_eq(err, want_err);
    free(out);
    free(err);
}

static const char all_lines[] =
    "batch 1  2026-11-29 14:38  ADMIN  import: 4 objects defined, 0 deleted\n"
    "batch 2  2026-12-01 18:07  tester  import: 1 object defined, 0 deleted\n"
    "batch 2  2026-12-01 18:07  tester  QMGR(QMA) CHANNEL('DEMO.QMA')  CLWLWGHT  60 -> 70\n"
    "batch 2  2026-12-01 18:07  tester  QMGR(QMA) CHANNEL('DEMO.QMA')  DESCR  QMA joins DEMO -> heavier\n";

START_TEST(one_line_per_changed_attribute)
{
    struct hfx h;
    hfx_init(&h);
    assert_history(&h, (const char *const[]){"history", NULL}, 0, all_lines, "");
    assert_history(&h, (const char *const[]){"history", "--format", "text", NULL}, 0, all_lines, "");
    /* from a day, from a minute: the batches made then or later */
    assert_history(&h, (const char *const[]){"history", "--since", "2026-12-01", NULL}, 0,
                   strchr(all_lines, '\n') + 1, "");
    assert_history(&h, (const char *const[]){"history", "--since", "2026-12-01T18:08", NULL}, 0, "", "");
    /* a leap day is a day; one in the future selects nothing */
    assert_history(&h, (const char *const[]){"history", "--since", "2024-02-29", NULL}, 0, all_lines, "");
    assert_history(&h, (const char *const[]){"history", "--since", "2099-12-31T23:59", NULL}, 0, "", "");
    /* one object (in the notation of findings), and what is under a queue manager */
    assert_history(&h, (const char *const[]){"history", "--object", "QMGR(QMA) CHANNEL('DEMO.QMA')", NULL}, 0,
                   "batch 2  2026-12-01 18:07  tester  QMGR(QMA) CHANNEL('DEMO.QMA')  CLWLWGHT  60 -> 70\n"
                   "batch 2  2026-12-01 18:07  tester  QMGR(QMA) CHANNEL('DEMO.QMA')  DESCR  QMA joins DEMO"
                   " -> heavier\n",
                   "");
    assert_history(&h, (const char *const[]){"history", "--object", "QMGR(QMB)", NULL}, 0, "",
                   "wlmcon history: the journal holds no change of QMGR(QMB) or of anything under it\n");
    assert_history(&h, (const char *const[]){"history", "--object", "QMGR(QMA)", "--user", "ADMIN", NULL}, 0, "",
                   "wlmcon history: the journal holds no change of QMGR(QMA) or of anything under it in the"
                   " batches asked for\n");
    /* a bare name is no path: the message says the path that names it */
    assert_history(&h, (const char *const[]){"history", "--object", "QMA", NULL}, 0, "",
                   "wlmcon history: the journal holds no change of QMA or of anything under it; an object is "
                   "named by its path, as findings write it: did you mean QMGR(QMA)?\n");
    assert_history(&h, (const char *const[]){"history", "--object", "DEMO.QMA", NULL}, 0, "",
                   "wlmcon history: the journal holds no change of DEMO.QMA or of anything under it; an object "
                   "is named by its path, as findings write it: did you mean QMGR(QMA) CHANNEL('DEMO.QMA')?\n");
    assert_history(&h, (const char *const[]){"history", "--object", "DEMO", NULL}, 0, "",
                   "wlmcon history: the journal holds no change of DEMO or of anything under it\n");
    assert_history(&h, (const char *const[]){"history", "--user", "ADMIN", NULL}, 0,
                   "batch 1  2026-11-29 14:38  ADMIN  import: 4 objects defined, 0 deleted\n", "");
    hfx_done(&h);
}
END_TEST

/* The JSON's mappings of one sequence (`batches` or `changes`) as "key=value;…" lines, read with
 * libyaml (JSON is YAML's flow style). */
static char *json_rows(const char *text, const char *seq)
{
    yaml_parser_t p;
    yaml_event_t ev;
    ck_assert(yaml_parser_initialize(&p));
    yaml_parser_set_input_string(&p, (const unsigned char *)text, strlen(text));
    char *rows = calloc(1, 1), last[128] = "";
    size_t len = 0;
    int depth = 0, in_seq = 0, key = 1;
    for (;;) {
        ck_assert_msg(yaml_parser_parse(&p, &ev), "not JSON: %s", p.problem);
        yaml_event_type_t t = ev.type;
        if (t == YAML_MAPPING_START_EVENT)
            depth++, key = 1;
        else if (t == YAML_MAPPING_END_EVENT && --depth == 1 && in_seq) {
            rows = realloc(rows, len + 2);
            rows[len++] = '\n';
            rows[len] = '\0';
        } else if (t == YAML_SEQUENCE_START_EVENT)
            in_seq = depth == 1 && strcmp(last, seq) == 0;
        else if (t == YAML_SEQUENCE_END_EVENT)
            in_seq = 0;
        else if (t == YAML_SCALAR_EVENT) {
            const char *v = (const char *)ev.data.scalar.value;
            if (depth == 1)
                snprintf(last, sizeof last, "%s", v);
            else if (in_seq) {
                size_t n = strlen(v) + 2;
                rows = realloc(rows, len + n + 1);
                len += (size_t)sprintf(rows + len, "%s%c", v, key ? '=' : ';');
                key = !key;
            }
        }
        yaml_event_delete(&ev);
        if (t == YAML_STREAM_END_EVENT)
            break;
    }
    yaml_parser_delete(&p);
    return rows;
}

START_TEST(json_has_the_batches_and_the_changes)
{
    struct hfx h;
    hfx_init(&h);
    char *out, *err;
    ck_assert_int_eq(run(&h, "tester", "2026-12-01T19:00:00Z",
                         (const char *const[]){"history", "--format", "json", NULL}, &out, &err), 0);
    ck_assert_str_eq(err, "");
    char *batches = json_rows(out, "batches"), *changes = json_rows(out, "changes");
    ck_assert_str_eq(batches,
                     "batch=1;at=2026-11-29T14:38:00Z;who=ADMIN;action=import;defined=4;changed=0;deleted=0;\n"
                     "batch=2;at=2026-12-01T18:07:00Z;who=tester;action=import;defined=1;changed=1;deleted=0;\n");
    ck_assert_str_eq(changes,
                     "batch=2;n=1;at=2026-12-01T18:07:00Z;who=tester;action=import;"
                     "object=QMGR(QMA) CHANNEL('DEMO.QMA');attribute=CLWLWGHT;old=60;new=70;\n"
                     "batch=2;n=2;at=2026-12-01T18:07:00Z;who=tester;action=import;"
                     "object=QMGR(QMA) CHANNEL('DEMO.QMA');attribute=DESCR;old=QMA joins DEMO;new=heavier;\n");
    free(batches);
    free(changes);
    free(out);
    free(err);
    hfx_done(&h);
}
END_TEST

START_TEST(bad_values_are_refused)
{
    struct hfx h;
    hfx_init(&h);
    const char *bad_date = "wlmcon history: --since %s is not a date: give YYYY-MM-DD or YYYY-MM-DDTHH:MM (UTC)\n";
    const char *const dates[] = {"2026-12-1", "2026-13-01", "2026-12-01T24:00", "2026-12-01 18:07", "yesterday",
                                 "2026-02-30", "2026-02-29", "2100-02-29", "2026-04-31"};
    for (size_t i = 0; i < sizeof dates / sizeof dates[0]; i++) {
        char want[160];
        snprintf(want, sizeof want, bad_date, dates[i]);
        assert_history(&h, (const char *const[]){"history", "--since", dates[i], NULL}, 64, "", want);
    }
    assert_history(&h, (const char *const[]){"history", "--format", "xml", NULL}, 64, "",
                   "wlmcon history: --format is text or json, not xml\n");
    assert_history(&h, (const char *const[]){"history", "--since", NULL}, 64, "",
                   "wlmcon history: --since needs a value\n");
    assert_history(&h, (const char *const[]){"history", "--object", "", NULL}, 64, "",
                   "wlmcon history: --object needs an object's path, as findings write it\n");
    assert_history(&h, (const char *const[]){"history", "--all", NULL}, 64, "",
                   "wlmcon history: unknown option --all; see wlmcon --help\n");
    hfx_done(&h);
}
END_TEST

/* A store of format 4 is migrated first: its imports counted, the weight its ALTER script changed
 * found from the before-images (tests/fixtures/store-v4/README). */
START_TEST(a_format4_store_has_its_history)
{
    struct hfx h = {0};
    h.dir = tu_tmpdir();
    h.store = tu_path(h.dir, "v4.db");
    h.script = NULL;
    char cmd[8400];
    snprintf(cmd, sizeof cmd, "cp tests/fixtures/store-v4/policy-v4.db '%s'", h.store);
    ck_assert_int_eq(system(cmd), 0);
    snprintf(h.env_store, sizeof h.env_store, "WLMCON_STORE=%s", h.store);
    char want_err[4400];
    snprintf(want_err, sizeof want_err, "wlmcon: store %s migrated from format 4 to %d\n", h.store, STORE_VERSION);
    assert_history(&h, (const char *const[]){"history", NULL}, 0,
                   "batch 1  2026-11-30 10:00  FIXTURE  import: 11 objects defined, 0 deleted\n"
                   "batch 2  2026-11-30 10:00  FIXTURE  import: 91 objects defined, 0 deleted\n"
                   "batch 3  2026-11-30 10:00  FIXTURE  import: 1 object defined, 0 deleted\n"
                   "batch 3  2026-11-30 10:00  FIXTURE  QMGR(QMA) CHANNEL('DEMO.QMA')  CLWLWGHT  60 -> 70\n",
                   want_err);
    hfx_done(&h);
}
END_TEST

/* z/OS WLM: the service definition read again with four periods' importance changed; each is one
 * line, its path in WLM's notation, the 257 other objects it replaced unchanged not listed. */
START_TEST(a_wlm_definition_read_again)
{
    struct hfx h = {0};
    h.dir = tu_tmpdir();
    h.store = tu_path(h.dir, "policy.db");
    h.script = tu_path(h.dir, "WSCDEF.XML");
    snprintf(h.env_store, sizeof h.env_store, "WLMCON_STORE=%s", h.store);
    const char *xml = tu_sample("wlm/WLMPOL.WSCDEF.XML");
    ck_assert_int_eq(run(&h, "ADMIN", "2026-11-29T14:38:00Z", (const char *const[]){"import", xml, NULL}, NULL,
                         NULL), 0);
    char *text = tu_read(xml, NULL);
    text = tu_replace(text, "<Importance>2</Importance>", "<Importance>3</Importance>");
    tu_write(h.script, text);
    free(text);
    ck_assert_int_eq(run(&h, "tester", "2026-12-01T18:07:00Z", (const char *const[]){"import", h.script, NULL},
                         NULL, NULL), 0);
    assert_history(&h, (const char *const[]){"history", "--since", "2026-12-01", NULL}, 0,
                   "batch 2  2026-12-01 18:07  tester  DEFINITION(WSCDEF) SERVCLASS(DDFHI) PERIOD(1)  Importance  2 -> 3\n"
                   "batch 2  2026-12-01 18:07  tester  DEFINITION(WSCDEF) SERVCLASS(CICSHI) PERIOD(1)  Importance  2 -> 3\n"
                   "batch 2  2026-12-01 18:07  tester  DEFINITION(WSCDEF) SERVCLASS(IMSHI) PERIOD(1)  Importance  2 -> 3\n"
                   "batch 2  2026-12-01 18:07  tester  DEFINITION(WSCDEF) SERVCLASS(WASHI) PERIOD(1)  Importance  2 -> 3\n",
                   "");
    assert_history(&h, (const char *const[]){"history", "--object", "DEFINITION(WSCDEF) SERVCLASS(IMSHI)", NULL}, 0,
                   "batch 2  2026-12-01 18:07  tester  DEFINITION(WSCDEF) SERVCLASS(IMSHI) PERIOD(1)  Importance  2 -> 3\n",
                   "");
    hfx_done(&h);
}
END_TEST

Suite *suite_cli_history(void)
{
    Suite *s = suite_create("cli_history");
    TCase *tc = tcase_create("history");
    tcase_set_timeout(tc, 30);
    tcase_add_test(tc, one_line_per_changed_attribute);
    tcase_add_test(tc, json_has_the_batches_and_the_changes);
    tcase_add_test(tc, bad_values_are_refused);
    tcase_add_test(tc, a_format4_store_has_its_history);
    suite_add_tcase(s, tc);
    TCase *wlm = tcase_create("wlm");
    tcase_set_timeout(wlm, 30);
    tcase_add_test(wlm, a_wlm_definition_read_again);
    tu_add_sample_case(s, wlm, "history of a WLM service definition read again");
    return s;
}
