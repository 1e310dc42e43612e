/* tests/check_value_sources.c — findings point where a value was set (issue 13, item 4): the file,
 * line and column of the script that set it last, in validate's text and JSON, for files alone and
 * through the store; after a console save "changed in the console" with the user, time and journal
 * batch; undo puts the script's position back; the YAML document still round-trips. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "store/store.h"
#include "tests/tstore.h"
#include "tests/tutil.h"
#include "model/mq/mq_model.h"

/* a.mqsc defines the channel; b.mqsc, later, makes T a full repository and sets the network
 * priority (on T's only CLUSRCVR, which MQ019 reports) */
static const char a_mqsc[] = "DEFINE CHANNEL(TO.T) CHLTYPE(CLUSRCVR) CLUSTER(C1) CONNAME('t(1414)')\n";
static const char b_mqsc[] = "* the network priority, set later\n"
                             "ALTER QMGR REPOS(C1)\n"
                             "ALTER CHANNEL(TO.T) CHLTYPE(CLUSRCVR) NETPRTY(2)\n";

static const char mq019[] = "info: NETPRTY(%s) on CLUSRCVR TO.T has no effect: T advertises only this "
                            "CLUSRCVR in cluster C1 [MQ019]\n";

struct fx {
    char *dir, *a, *b, *store;
};

static void fx_init(struct fx *f)
{
    f->dir = tu_tmpdir();
    f->a = tu_path(f->dir, "a.mqsc");
    f->b = tu_path(f->dir, "b.mqsc");
    f->store = tu_path(f->dir, "t.db");
    tu_write(f->a, a_mqsc);
    tu_write(f->b, b_mqsc);
}

static void fx_done(struct fx *f)
{
    tu_rmtree(f->dir);
    free(f->dir);
    free(f->a);
    free(f->b);
    free(f->store);
}

static const char *const env_fixed[] = {"WLMCON_USER=ADMIN", "WLMCON_NOW=2026-12-01T09:00:00Z", NULL};

/* Runs wlmcon with args (NULL-terminated), asserting the exit status; returns its stdout. */
static char *run(int want, const char *const *args)
{
    char *out, *err;
    int rc = tu_wlmcon(args, NULL, env_fixed, &out, &err);
    ck_assert_msg(rc == want, "exit %d, want %d; stderr:\n%s", rc, want, err);
    free(err);
    return out;
}

/* The MQ019 line for weight w at `where` ("FILE:LINE:COL: " or "PATH (…): "). */
static char *mq019_line(const char *where, const char *w)
{
    char *line = malloc(strlen(where) + sizeof mq019 + 16);
    sprintf(line, "%s", where);
    sprintf(line + strlen(line), mq019, w);
    return line;
}

/* Asserts that text holds line as one of its lines. */
static void assert_line(const char *text, const char *line)
{
    const char *at = strstr(text, line);
    ck_assert_msg(at && (at == text || at[-1] == '\n'), "no line\n%sin\n%s", line, text);
}

/* The finding on NETPRTY in a JSON report, from its attribute to its message (malloc'd). */
static char *json_netprty(const char *json)
{
    const char *at = strstr(json, "\"attribute\": \"NETPRTY\"");
    ck_assert_msg(at != NULL, "no NETPRTY finding in\n%s", json);
    const char *end = strstr(at, ",\n     \"message\"");
    ck_assert_ptr_nonnull(end);
    char *s = malloc((size_t)(end - at) + 1);
    memcpy(s, at, (size_t)(end - at));
    s[end - at] = '\0';
    return s;
}

static void assert_b_position(const struct fx *f, const char *text, const char *json)
{
    char where[512], want[600];
    snprintf(where, sizeof where, "%s:3:47: ", f->b);
    char *line = mq019_line(where, "2");
    assert_line(text, line);
    snprintf(where, sizeof where, "%s:3:", f->a);
    ck_assert_msg(!strstr(text, where), "a finding points into a.mqsc:\n%s", text);
    char *got = json_netprty(json);
    snprintf(want, sizeof want, "\"attribute\": \"NETPRTY\", \"file\": \"%s\", \"line\": 3, \"column\": 47", f->b);
    ck_assert_str_eq(got, want);
    free(got);
    free(line);
}

/* validate FILE… names the file that set the value last, in text and JSON. */
START_TEST(files_name_the_later_file)
{
    struct fx f;
    fx_init(&f);
    char *text = run(0, (const char *const[]){"validate", "--qmgr", "T", f.a, f.b, NULL});
    char *json = run(0, (const char *const[]){"validate", "--format", "json", "--qmgr", "T", f.a, f.b, NULL});
    assert_b_position(&f, text, json);
    free(text);
    free(json);
    fx_done(&f);
}
END_TEST

/* Imported, the store keeps the file per attribute: validate of the store says the same. */
START_TEST(store_keeps_the_later_file)
{
    struct fx f;
    fx_init(&f);
    free(run(0, (const char *const[]){"--store", f.store, "import", "--qmgr", "T", f.a, f.b, NULL}));
    char *text = run(0, (const char *const[]){"--store", f.store, "validate", NULL});
    char *json = run(0, (const char *const[]){"--store", f.store, "validate", "--format", "json", NULL});
    assert_b_position(&f, text, json);
    char *params = ts_sql(f.store, "SELECT params FROM object WHERE name = 'TO.T';");
    char want[600], *b = realpath(f.b, NULL);   /* the store keeps the absolute path */
    snprintf(want, sizeof want, "M1:60 conname\nM1:48 cluster\nM3:47 netprty %s\n\n", b);
    ck_assert_str_eq(params, want);
    free(b);
    free(params);
    free(text);
    free(json);
    fx_done(&f);
}
END_TEST

/* As the entry panel saves (ui/objects: the top loaded without its parameters, the value typed,
 * one batch): NETPRTY(w) typed by root at 2026-12-01T18:07:33Z. Returns the batch. */
static int64_t console_save(const char *path, const char *w)
{
    struct store *s = ts_open(path, 0);
    struct store_error err = {0};
    struct policy p;
    policy_init(&p);
    struct pol_object *top = NULL;
    ck_assert_int_eq(store_load_top(s, &p, mq_kind(MQ_QMGR), "T", 0, &top, &err), STORE_OK);
    struct pol_object *chl = pol_find(top, "channel", "TO.T");
    ck_assert_ptr_nonnull(chl);
    ck_assert_int_eq(pol_set_edited(&p, chl, schema_attr_index(chl->kind, "netprty"), w), 0);
    int64_t batch = 0;
    ck_assert_int_eq(store_begin(s, &err), STORE_OK);
    ck_assert_int_eq(store_batch(s, "root", "2026-12-01T18:07:33Z", "save", NULL, &batch, &err), STORE_OK);
    ck_assert_msg(store_save_top(s, top, &err) == STORE_OK, "%s", err.msg);
    ck_assert_int_eq(store_commit(s, &err), STORE_OK);
    const struct console_change *c = pol_value_change(chl, schema_attr_index(chl->kind, "netprty"));
    ck_assert_ptr_nonnull(c);   /* the saved change took its batch */
    ck_assert_int_eq(c->batch, batch);
    ck_assert(!c->unsaved);
    policy_free(&p);
    ck_assert_int_eq(store_close(s, true, &err), STORE_OK);
    return batch;
}

/* A console save: the finding says changed in the console, by whom, when, in which batch; the
 * other values keep their files; undo puts b.mqsc's position back. */
START_TEST(console_change_then_undo)
{
    struct fx f;
    fx_init(&f);
    free(run(0, (const char *const[]){"--store", f.store, "import", "--qmgr", "T", f.a, f.b, NULL}));
    char *before = ts_sql(f.store, "SELECT params FROM object WHERE name = 'TO.T';");
    int64_t batch = console_save(f.store, "3");
    ck_assert_int_eq(batch, 2);
    char *text = run(0, (const char *const[]){"--store", f.store, "validate", NULL});
    char *line = mq019_line("QMGR(T) CHANNEL('TO.T') (changed in the console by root 2026-12-01 18:07, "
                            "batch 2): ", "3");
    assert_line(text, line);
    char *json = run(0, (const char *const[]){"--store", f.store, "validate", "--format", "json", NULL});
    char *got = json_netprty(json);
    ck_assert_str_eq(got, "\"attribute\": \"NETPRTY\", \"file\": null, \"line\": null, \"column\": null,\n"
                          "     \"console\": {\"user\": \"root\", \"time\": \"2026-12-01T18:07:33Z\", "
                          "\"batch\": 2, \"saved\": true}");
    char *params = ts_sql(f.store, "SELECT params FROM object WHERE name = 'TO.T';");
    ck_assert_str_eq(params, "C2 netprty\nM1:60 conname\nM1:48 cluster\n\n");

    struct store *s = ts_open(f.store, 0);
    struct store_error err = {0};
    int64_t undo = 0;
    ck_assert_msg(store_undo(s, batch, "ADMIN", "2026-12-01T19:00:00Z", &undo, &err) == STORE_OK, "%s", err.msg);
    ck_assert_int_eq(undo, 3);
    ck_assert_int_eq(store_close(s, true, &err), STORE_OK);
    char *after = ts_sql(f.store, "SELECT params FROM object WHERE name = 'TO.T';");
    ck_assert_str_eq(after, before);
    free(text);
    free(json);
    text = run(0, (const char *const[]){"--store", f.store, "validate", NULL});
    json = run(0, (const char *const[]){"--store", f.store, "validate", "--format", "json", NULL});
    assert_b_position(&f, text, json);
    free(after);
    free(params);
    free(got);
    free(line);
    free(text);
    free(json);
    free(before);
    fx_done(&f);
}
END_TEST

/* A store whose values came from two files and the console exports a YAML document that imports
 * into a new store and exports again to the same bytes. */
START_TEST(yaml_round_trip_with_sources)
{
    struct fx f;
    fx_init(&f);
    free(run(0, (const char *const[]){"--store", f.store, "import", "--qmgr", "T", f.a, f.b, NULL}));
    console_save(f.store, "3");
    char *doc = run(0, (const char *const[]){"--store", f.store, "export", "--format", "yaml", "--out", "-", NULL});
    char *yaml = tu_path(f.dir, "t.yaml"), *other = tu_path(f.dir, "u.db");
    tu_write(yaml, doc);
    free(run(0, (const char *const[]){"--store", other, "import", yaml, NULL}));
    char *again = run(0, (const char *const[]){"--store", other, "export", "--format", "yaml", "--out", "-", NULL});
    ck_assert_str_eq(again, doc);
    ck_assert_ptr_nonnull(strstr(doc, "\"netprty\": \"3\""));
    free(again);
    free(doc);
    free(yaml);
    free(other);
    fx_done(&f);
}
END_TEST

/* The params codec: a file with a blank and a backslash, a console change, both read back. */
START_TEST(codec_keeps_files_and_changes)
{
    struct policy p;
    policy_init(&p);
    struct pol_object *qm = pol_new(&p, mq_kind(MQ_QMGR), NULL, "T");
    struct pol_object *c = pol_new(&p, mq_kind(MQ_CLUSRCVR), qm, "TO.T");
    c->src = (struct pol_src){pol_intern(&p, "a.mqsc"), {1, 1}};
    int w = schema_attr_index(c->kind, "clwlwght"), n = schema_attr_index(c->kind, "netprty");
    int cl = schema_attr_index(c->kind, "cluster");
    ck_assert_int_eq(pol_set_from(&p, c, cl, "C1", (struct pol_src){c->src.file, {1, 48}}), 0);
    ck_assert_int_eq(pol_set_from(&p, c, w, "20", (struct pol_src){pol_intern(&p, "my b\\.mqsc"), {3, 48}}), 0);
    struct console_change *ch = pol_console_change(&p, 12, false);
    ck_assert_ptr_nonnull(ch);
    ck_assert_int_eq(pol_set(&p, c, n, "4", (struct pol_pos){0, 0}), 0);
    ck_assert_int_eq(pol_set_value_change(&p, c, n, ch), 0);
    struct textbuf tb = {0};
    codec_put_params(&tb, c);
    ck_assert_str_eq(tb.buf, "M1:48 cluster\nM3:48 clwlwght my b\\\\.mqsc\nC12 netprty\n");
    struct pol_object *d = pol_new(&p, mq_kind(MQ_CLUSRCVR), qm, "TO.U");
    d->src.file = c->src.file;
    ck_assert_int_eq(codec_get_positions(&p, d, tb.buf), 0);
    ck_assert_str_eq(pol_value_file(d, w), "my b\\.mqsc");
    ck_assert_uint_eq(d->vpos[w].line, 3);
    ck_assert_ptr_eq(pol_value_file(d, cl), d->src.file);
    ck_assert_ptr_eq(pol_value_change(d, n), ch);   /* the policy's change of batch 12 */
    ck_assert_ptr_null(pol_value_change(d, w));
    /* set again from a file: the console mark goes */
    ck_assert_int_eq(pol_set_from(&p, d, n, "5", (struct pol_src){d->src.file, {7, 3}}), 0);
    ck_assert_ptr_null(pol_value_change(d, n));
    tb_free(&tb);
    policy_free(&p);
}
END_TEST

Suite *suite_value_sources(void)
{
    Suite *s = suite_create("value_sources");
    TCase *tc = tcase_create("sources");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, files_name_the_later_file);
    tcase_add_test(tc, store_keeps_the_later_file);
    tcase_add_test(tc, console_change_then_undo);
    tcase_add_test(tc, yaml_round_trip_with_sources);
    tcase_add_test(tc, codec_keeps_files_and_changes);
    suite_add_tcase(s, tc);
    return s;
}
