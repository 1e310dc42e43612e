/* tests/check_yaml_sections.c — the YAML document's sections, one per system: a document of the
 * release before sections imports as it is, nested and ordered kinds are written under their
 * parent and read back in place, and importing a document replaces the systems it holds, in one
 * transaction, leaving the others as they were (tests/tsys: a second system). */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "import/import_run.h"
#include "tests/export_fixture.h"
#include "tests/timport.h"
#include "tests/tstore.h"
#include "tests/tsys.h"
#include "tests/tutil.h"
#include "ui/work/export_job.h"
#include "ui/work/import_job.h"
#include "model/mq/mq_model.h"

/* A document of the previous release (a format-4 store's export) imports whole, and writing what it
 * gave yields the same bytes but for the version line. */
START_TEST(a_document_of_the_previous_release_imports)
{
    const char *path = "tests/fixtures/store-v4/policy.yaml";
    char *want = tu_read(path, NULL);
    ck_assert_ptr_nonnull(want);
    struct timport t;
    struct tinput in = {path, NULL, NULL};
    ti_run(&t, &in, 1, NULL);
    ck_assert_str_eq(ti_diags(&t), "");
    ck_assert_int_eq(t.status, IMPORT_OK);
    ck_assert_uint_eq(t.sum.tops, 4);
    ck_assert_ptr_nonnull(ti_top(&t, "QM6"));
    ck_assert_ptr_nonnull(ti_top(&t, "QMC"));
    char *y = xf_yaml(&t.pol);
    want = tu_replace(want, "\"version\": 1\n", "\"version\": 2\n");   /* only that line differs */
    ck_assert_str_eq(y, want);
    free(y);
    free(want);
    ti_done(&t);
}
END_TEST

/* Site S1 (descr "east") with server V1 (weight 7) and its steps 1 and 2, server V0 without
 * values, group G1 with rules 1 and 2, rule 1 with a rule of its own. */
static struct pol_object *build_site(struct policy *p)
{
    struct pol_object *s = pol_new(p, tsys_kind(TSYS_SITE), NULL, "S1");
    struct pol_object *v1 = pol_new(p, tsys_kind(TSYS_SERVER), s, "V1");
    ck_assert_ptr_nonnull(pol_new(p, tsys_kind(TSYS_SERVER), s, "V0"));
    /* created out of order: the document follows positions, not creation */
    struct pol_object *st2 = pol_new(p, tsys_kind(TSYS_STEP), v1, NULL);
    struct pol_object *st1 = pol_new_at(p, tsys_kind(TSYS_STEP), v1, NULL, 1);
    struct pol_object *g = pol_new(p, tsys_kind(TSYS_GROUP), s, "G1");
    struct pol_object *r2 = pol_new(p, tsys_kind(TSYS_RULE), g, NULL);
    struct pol_object *r1 = pol_new_at(p, tsys_kind(TSYS_RULE), g, NULL, 1);
    struct pol_object *r11 = pol_new(p, tsys_kind(TSYS_RULE), r1, NULL);
    ck_assert_uint_eq(st2->position, 2);
    ck_assert_uint_eq(r2->position, 2);
    ts_set(p, s, "descr", "east", 0, 0);
    ts_set(p, v1, "weight", "7", 0, 0);
    ts_set(p, st1, "duration", "10", 0, 0);
    ts_set(p, st2, "duration", "20", 0, 0);
    ts_set(p, r1, "qualifier", "TN", 0, 0);
    ts_set(p, r11, "value", "PAY*", 0, 0);
    ts_set(p, r2, "server", "V0", 0, 0);
    return s;
}

/* The test system's section of the document build_site's sites give. */
static const char nested_sites[] =
    "\"sites\":\n"
    "- \"name\": \"S1\"\n"
    "  \"attributes\":\n"
    "    \"descr\": \"east\"\n"
    "  \"objects\":\n"
    "  - \"kind\": \"SERVER\"\n"
    "    \"name\": \"V0\"\n"
    "  - \"kind\": \"SERVER\"\n"
    "    \"name\": \"V1\"\n"
    "    \"attributes\":\n"
    "      \"weight\": \"7\"\n"
    "    \"objects\":\n"
    "    - \"kind\": \"STEP\"\n"
    "      \"attributes\":\n"
    "        \"duration\": \"10\"\n"
    "    - \"kind\": \"STEP\"\n"
    "      \"attributes\":\n"
    "        \"duration\": \"20\"\n"
    "  - \"kind\": \"GROUP\"\n"
    "    \"name\": \"G1\"\n"
    "    \"objects\":\n"
    "    - \"kind\": \"RULE\"\n"
    "      \"attributes\":\n"
    "        \"qualifier\": \"TN\"\n"
    "      \"objects\":\n"
    "      - \"kind\": \"RULE\"\n"
    "        \"attributes\":\n"
    "          \"value\": \"PAY*\"\n"
    "    - \"kind\": \"RULE\"\n"
    "      \"attributes\":\n"
    "        \"server\": \"V0\"\n";

/* The document of every registered system in the registry's order, the test system's (registered
 * last) holding build_site's sites and every other one's section empty ("queue_managers": []). */
static const char *nested_doc(void)
{
    static char doc[4096];
    int at = snprintf(doc, sizeof doc, "---\n\"format\": \"wlmcon-policy\"\n\"version\": 2\n");
    for (const struct system_def *const *sys = schema_systems(); *sys; sys++)
        if (*sys != tsys_kind(TSYS_SITE)->sys)
            at += snprintf(doc + at, sizeof doc - (size_t)at, "\"%s\": []\n", (*sys)->doc_key);
    ck_assert_uint_lt((size_t)at + sizeof nested_sites, sizeof doc);
    strcat(doc, nested_sites);
    ck_assert_int_eq(strncmp(doc + 43, "\"queue_managers\": []\n\"service_definitions\": []\n", 47), 0);
    return doc;
}

/* The document of every registered system in turn, the sites holding b and the others empty. */
static char *write_doc(const struct pol_object *b)
{
    struct textbuf tb = {0};
    struct export_out *o;
    struct export_writer *w;
    struct export_error err = {0};
    ck_assert_int_eq(export_out_buffer(&tb, &o, &err), EXPORT_OK);
    ck_assert_int_eq(export_begin(export_format("yaml"), o, NULL, &w, &err), EXPORT_OK);
    for (const struct system_def *const *sys = schema_systems(); *sys; sys++) {
        ck_assert_int_eq(export_system(w, *sys, &err), EXPORT_OK);
        if (*sys == b->kind->sys)
            ck_assert_int_eq(export_top(w, b, &err), EXPORT_OK);
    }
    ck_assert_int_eq(export_end(w, &err), EXPORT_OK);
    ck_assert_int_eq(export_out_close(o, &err), EXPORT_OK);
    return tb.buf;
}

/* The live object of kind under parent at position (0: the first of any position), or NULL. */
static struct pol_object *child(const struct pol_object *parent, enum tsys_kind k, uint32_t position)
{
    const struct pol_scope *sc = parent->top->scope;
    for (size_t i = 0; i < sc->nobjs; i++) {
        struct pol_object *o = sc->objs[i];
        if (o->parent == parent && o->kind == tsys_kind(k) && o->change != POL_DELETED &&
            (!position || o->position == position))
            return o;
    }
    return NULL;
}

START_TEST(nested_kinds_are_written_under_their_parent_in_position_order)
{
    tsys_register();
    struct policy p;
    policy_init(&p);
    char *y = write_doc(build_site(&p));
    ck_assert_str_eq(y, nested_doc());
    /* read back: the same tree, positions from the order of the lists */
    struct timport t;
    struct tinput in = {"p.yaml", y, NULL};
    ti_run(&t, &in, 1, NULL);
    ck_assert_str_eq(ti_diags(&t), "");
    ck_assert_int_eq(t.status, IMPORT_OK);
    ck_assert_uint_eq(t.sum.tops, 1);
    ck_assert_uint_eq(t.sum.defined, 8);
    struct pol_object *s = pol_find_top(&t.pol, tsys_kind(TSYS_SITE), "S1");
    ck_assert_ptr_nonnull(s);
    ck_assert_str_eq(pol_get_key(s, "descr"), "east");
    struct pol_object *v1 = pol_find(s, "server", "V1");
    ck_assert_str_eq(pol_get_key(v1, "weight"), "7");
    ck_assert_str_eq(pol_get_key(child(v1, TSYS_STEP, 1), "duration"), "10");
    ck_assert_str_eq(pol_get_key(child(v1, TSYS_STEP, 2), "duration"), "20");
    ck_assert_ptr_null(child(v1, TSYS_STEP, 3));
    struct pol_object *g = pol_find(s, "group", "G1");
    struct pol_object *r1 = child(g, TSYS_RULE, 1), *r2 = child(g, TSYS_RULE, 2);
    ck_assert_str_eq(pol_get_key(r1, "qualifier"), "TN");
    ck_assert_str_eq(pol_get_key(r2, "server"), "V0");
    ck_assert_str_eq(r2->name, "");
    struct pol_object *r11 = child(r1, TSYS_RULE, 1);
    ck_assert_ptr_nonnull(r11);
    ck_assert_ptr_eq(r11->top, s);
    ck_assert_str_eq(pol_get_key(r11, "value"), "PAY*");
    ck_assert_ptr_null(child(r2, TSYS_RULE, 0));
    char *again = xf_yaml(&t.pol);
    ck_assert_str_eq(strstr(again, "\"sites\":"), nested_sites);
    free(again);
    ti_done(&t);
    free(y);
    policy_free(&p);
}
END_TEST

START_TEST(sections_are_checked)
{
    tsys_register();
    struct timport t;
    struct tinput in = {"p.yaml",
                        "---\nformat: wlmcon-policy\nversion: 1\nsites:\n- name: S1\n  objects:\n"
                        "  - {kind: STEP}\n  - {kind: SERVER, name: V1, objects: [{kind: SERVER, name: V2}, "
                        "{kind: STEP, name: S}]}\n"
                        "  - {kind: SERVER, name: TOOLONGNAMEFORASERVER}\n  - {kind: SITE, name: S2}\n"
                        "- name: \"\"\nsites: []\ncrates: []\n",
                        NULL};
    ti_run(&t, &in, 1, NULL);
    ck_assert_int_eq(t.status, IMPORT_DATAERR);
    ck_assert_str_eq(ti_diags(&t),
                     "p.yaml:7:5: error: \"STEP\" is not a kind of object under a site [YAML]\n"
                     "p.yaml:8:40: error: \"SERVER\" is not a kind of object under a server [YAML]\n"
                     "p.yaml:8:85: error: STEP is identified by its position and has no \"name\" [YAML]\n"
                     "p.yaml:9:26: error: SERVER name 'TOOLONGNAMEFORASERVER' is longer than 16 characters [YAML]\n"
                     "p.yaml:10:5: error: \"SITE\" is not a kind of object under a site [YAML]\n"
                     "p.yaml:11:9: error: site name '' is empty [YAML]\n"
                     "p.yaml:12:1: error: the section \"sites\" is given twice [YAML]\n"
                     "p.yaml:13:1: error: unknown key \"crates\" [YAML]\n");
    ti_done(&t);
}
END_TEST

/* Verbatim text is checked by the native format of its own system: MQSC's rules for MQ, none for a
 * system without one. */
START_TEST(verbatim_text_is_checked_by_its_systems_native_format)
{
    tsys_register();
    ck_assert_str_eq(import_native(mq_system())->system, "mq");
    ck_assert_ptr_null(import_native(tsys_system()));
    struct timport t;
    struct tinput in = {"p.yaml",
                        "---\nformat: wlmcon-policy\nversion: 1\n"
                        "queue_managers:\n- {name: QM1, other: [[\"BAD KW\", \"5)\"]]}\n"
                        "sites:\n- {name: S1, other: [[\"odd kw\", \"5)\"]]}\n",
                        NULL};
    ti_run(&t, &in, 1, NULL);
    ck_assert_int_eq(t.status, IMPORT_DATAERR);
    ck_assert_str_eq(ti_diags(&t), "p.yaml:5:23: error: BAD KW is not a keyword (letters, digits and '_' only) [YAML]\n");
    ti_done(&t);
    in.text = "---\nformat: wlmcon-policy\nversion: 1\nsites:\n- {name: S1, other: [[\"odd kw\", \"5)\"]]}\n";
    ti_run(&t, &in, 1, NULL);
    ck_assert_int_eq(t.status, IMPORT_OK);
    struct pol_object *s = pol_find_top(&t.pol, tsys_kind(TSYS_SITE), "S1");
    ck_assert_str_eq(pol_param_get(s, "odd kw", PARAM_OTHER)->value, "5)");   /* as written: no MQSC folding */
    ti_done(&t);
}
END_TEST

/* Imports text (written as DIR/NAME) into the fixture's store in one job; returns its status. */
static enum import_status import_doc(struct ts_fx *f, const char *name, const char *text)
{
    char *path = tu_path(f->dir, name);
    tu_write(path, text);
    struct import_file file = {path, NULL, NULL};
    struct import_job job = {.files = &file, .nfiles = 1};
    enum import_status st = import_job_run(&job, f->s);
    import_job_free(&job);
    free(path);
    return st;
}

/* The names of the stored top-level objects of kind, comma-separated (static). */
static const char *stored(struct ts_fx *f, const struct kind_def *kind)
{
    static char buf[256];
    char **names;
    size_t n;
    ck_assert_int_eq(store_top_names(f->s, kind, &names, &n, &f->err), STORE_OK);
    buf[0] = '\0';
    for (size_t i = 0; i < n; i++)
        snprintf(buf + strlen(buf), sizeof buf - strlen(buf), "%s%s", i ? "," : "", names[i]);
    store_names_free(names, n);
    return buf;
}

#define HEAD "---\nformat: wlmcon-policy\nversion: 1\n"

START_TEST(a_document_replaces_the_systems_it_holds_and_no_other)
{
    tsys_register();
    struct ts_fx f;
    ts_fx_init(&f);
    const struct kind_def *qm = mq_kind(MQ_QMGR), *site = tsys_kind(TSYS_SITE);
    ck_assert_int_eq(import_doc(&f, "both.yaml",
                                HEAD "queue_managers:\n- name: QM1\n  objects: [{kind: QLOCAL, name: Q1}]\n"
                                "- name: QM2\nsites:\n- name: B1\n  objects: [{kind: SERVER, name: I1}]\n"),
                     IMPORT_OK);
    ck_assert_str_eq(stored(&f, qm), "QM1,QM2");
    ck_assert_str_eq(stored(&f, site), "B1");
    /* the sites alone: B1 goes, B2 comes, the queue managers stay as they were */
    char *before = ts_content(f.s);
    ck_assert_int_eq(import_doc(&f, "boxes.yaml", HEAD "sites:\n- name: B2\n  attributes: {descr: blue}\n"),
                     IMPORT_OK);
    ck_assert_str_eq(stored(&f, qm), "QM1,QM2");
    ck_assert_str_eq(stored(&f, site), "B2");
    struct policy p;
    policy_init(&p);
    struct pol_object *qm1;
    ck_assert_int_eq(store_load_top(f.s, &p, qm, "QM1", 0, &qm1, &f.err), STORE_OK);
    ck_assert_ptr_nonnull(pol_find(qm1, "queue", "Q1"));
    struct pol_object *qm2;   /* a top-level object with nothing under it loads too */
    ck_assert_int_eq(store_load_top(f.s, &p, qm, "QM2", STORE_LOAD_PARAMS, &qm2, &f.err), STORE_OK);
    ck_assert_uint_eq(pol_count_objects(qm2), 0);
    policy_free(&p);
    /* a document that fails in its second section changes nothing of the first */
    char *mid = ts_content(f.s);
    ck_assert_str_ne(mid, before);
    ck_assert_int_eq(import_doc(&f, "bad.yaml",
                                HEAD "queue_managers: []\nsites:\n- name: B3\n  objects: [{kind: SERVER, name: I1, "
                                "attributes: {weight: \"100\"}}]\n"),
                     IMPORT_DATAERR);
    char *after = ts_content(f.s);
    ck_assert_str_eq(after, mid);
    /* the queue managers alone, none of them: MQ empties, the sites stay */
    ck_assert_int_eq(import_doc(&f, "mq.yaml", HEAD "queue_managers: []\n"), IMPORT_OK);
    ck_assert_str_eq(stored(&f, qm), "");
    ck_assert_str_eq(stored(&f, site), "B2");
    free(before);
    free(mid);
    free(after);
    ts_fx_done(&f);
}
END_TEST

/* The test system through the store both ways: the nested document imported, then exported by the
 * export job, gives the same bytes (with the empty sections of MQ and WLM); the MQSC export, MQ's
 * alone, writes nothing of it. */
START_TEST(nested_kinds_go_through_the_store)
{
    tsys_register();
    struct ts_fx f;
    ts_fx_init(&f);
    ck_assert_int_eq(import_doc(&f, "nested.yaml", nested_doc()), IMPORT_OK);
    char *out = tu_path(f.dir, "out");
    struct export_job job = {.format = export_format("yaml"), .out = out};
    ck_assert_int_eq(export_job_run(&job, f.s), EXPORT_JOB_OK);
    ck_assert_uint_eq(job.tops, 1);
    char *doc = tu_path(out, "policy.yaml");
    char *y = tu_read(doc, NULL);
    /* every system has its section, WLM's empty */
    ck_assert_str_eq(y, nested_doc());
    export_job_free(&job);
    job = (struct export_job){.format = export_format("mqsc"), .out = out};
    ck_assert_int_eq(export_job_run(&job, f.s), EXPORT_JOB_OK);
    ck_assert_uint_eq(job.tops, 0);
    ck_assert_uint_eq(job.nwritten, 0);
    export_job_free(&job);
    free(y);
    free(doc);
    free(out);
    ts_fx_done(&f);
}
END_TEST

/* Collects "op KIND uid>0" of each journal entry, one per line. */
static int entry_line(void *ctx, const struct store_entry_info *e)
{
    struct textbuf *tb = ctx;
    tb_printf(tb, "%s %s %s\n", e->op, e->kind, e->uid > 0 ? "uid" : "no uid");
    return 0;
}

/* The journal of batch, as entry_line writes it (malloc'd). */
static char *journal_of(struct ts_fx *f, int64_t batch)
{
    struct textbuf tb = {0};
    long pos = 0;
    struct store_page req = {.count = 100};
    ck_assert_int_eq(store_entry_page(f->s, batch, &req, entry_line, &tb, &pos, &f->err), STORE_OK);
    return tb.buf ? tb.buf : strdup("");
}

/* The test system through the journal and undo: a step inserted before the others and a weight
 * changed are journalled by uid, undone to the document as imported, and the import undone in
 * turn leaves no site. */
START_TEST(nested_kinds_are_journalled_and_undone)
{
    tsys_register();
    struct ts_fx f;
    ts_fx_init(&f);
    ck_assert_int_eq(import_doc(&f, "nested.yaml", nested_doc()), IMPORT_OK);
    char *imported = ts_content(f.s);
    struct pol_object *site;
    ck_assert_int_eq(store_load_top(f.s, &f.p, tsys_kind(TSYS_SITE), "S1", STORE_LOAD_PARAMS | STORE_LOAD_RECORDS,
                                    &site, &f.err), STORE_OK);
    struct pol_object *v1 = pol_find(site, "server", "V1");
    ck_assert_ptr_nonnull(v1);
    struct pol_object *first = pol_new_at(&f.p, tsys_kind(TSYS_STEP), v1, "", 1);
    ck_assert_ptr_nonnull(first);
    ts_set(&f.p, first, "duration", "5", 0, 0);
    ts_set(&f.p, v1, "weight", "9", 0, 0);
    ck_assert_uint_eq(pol_child_at(v1, tsys_kind(TSYS_STEP), 2)->position, 2);
    ts_save(f.s, site, "save");
    char *j = journal_of(&f, 2);
    /* the weight, the two steps moved down a place, then the new step */
    ck_assert_str_eq(j, "update SERVER uid\nupdate STEP uid\nupdate STEP uid\ninsert STEP uid\n");
    free(j);
    int64_t undo;
    ck_assert_int_eq(store_undo(f.s, 2, "tester", "2025-01-02T03:04:06Z", &undo, &f.err), STORE_OK);
    ck_assert_int_eq(undo, 3);
    char *after = ts_content(f.s);
    ck_assert_str_eq(after, imported);
    ck_assert_int_eq(store_undo(f.s, 1, "tester", "2025-01-02T03:04:07Z", &undo, &f.err), STORE_OK);
    ck_assert_str_eq(stored(&f, tsys_kind(TSYS_SITE)), "");
    free(after);
    free(imported);
    ts_fx_done(&f);
}
END_TEST

/* Exports the fixture's store in format into DIR/name and returns the one file written there
 * (malloc'd). */
static char *export_one(struct ts_fx *f, const char *format, const char *name)
{
    char *out = tu_path(f->dir, name);
    struct export_job job = {.format = export_format(format), .out = out};
    ck_assert_int_eq(export_job_run(&job, f->s), EXPORT_JOB_OK);
    ck_assert_uint_eq(job.nwritten, 1);
    char *path = tu_path(out, job.written[0]);
    char *text = tu_read(path, NULL);
    export_job_free(&job);
    free(path);
    free(out);
    return text;
}

/* IBM's sample service definition through the YAML document into another store: its XML export is
 * the same bytes as the first store's, nested and ordered objects, verbatim elements (their
 * keywords as WLM spells them) and document order kept. */
START_TEST(a_wlm_service_definition_goes_through_the_document)
{
    struct ts_fx a, b;
    ts_fx_init(&a);
    ts_fx_init(&b);
    char *xml = strdup(tu_sample("wlm/WLMPOL.WSCDEF.XML"));
    struct import_file in = {xml, NULL, NULL};
    struct import_job job = {.files = &in, .nfiles = 1};
    ck_assert_int_eq(import_job_run(&job, a.s), IMPORT_OK);
    import_job_free(&job);
    char *y = export_one(&a, "yaml", "y");
    ck_assert_int_eq(import_doc(&b, "policy.yaml", y), IMPORT_OK);
    char *xa = export_one(&a, "wlmxml", "xa"), *xb = export_one(&b, "wlmxml", "xb");
    ck_assert_str_eq(xb, xa);
    ck_assert_ptr_nonnull(strstr(y, "[\"ProdId+Notes\", \"<Notes />\"]"));
    free(xa);
    free(xb);
    free(y);
    free(xml);
    ts_fx_done(&a);
    ts_fx_done(&b);
}
END_TEST

Suite *suite_yaml_sections(void)
{
    Suite *s = suite_create("yaml_sections");
    TCase *tc = tcase_create("sections");
    tcase_add_test(tc, a_document_of_the_previous_release_imports);
    tcase_add_test(tc, nested_kinds_are_written_under_their_parent_in_position_order);
    tcase_add_test(tc, sections_are_checked);
    tcase_add_test(tc, verbatim_text_is_checked_by_its_systems_native_format);
    tcase_add_test(tc, a_document_replaces_the_systems_it_holds_and_no_other);
    tcase_add_test(tc, nested_kinds_go_through_the_store);
    tcase_add_test(tc, nested_kinds_are_journalled_and_undone);
    suite_add_tcase(s, tc);
    TCase *tw = tcase_create("wlm");
    tcase_add_test(tw, a_wlm_service_definition_goes_through_the_document);
    tu_add_sample_case(s, tw, "the WLM sample through the YAML document");
    return s;
}
