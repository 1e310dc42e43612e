/* tests/check_yaml_sections.c — the YAML document's sections, one per system: a document of the
 * release before sections imports as it is, nested and ordered kinds are written under their
 * parent and read back in place, and importing a document replaces the systems it holds, in one
 * transaction, leaving the others as they were (tests/tsys: a second system). */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tests/export_fixture.h"
#include "tests/timport.h"
#include "tests/tstore.h"
#include "tests/tsys.h"
#include "tests/tutil.h"
#include "ui/work/import_job.h"

/* A document of the previous release (a format-4 store's export) imports whole, and writing what it
 * gave yields the same bytes. */
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
    ck_assert_str_eq(y, want);
    free(y);
    free(want);
    ti_done(&t);
}
END_TEST

/* B1 (colour red) with item I1 (size 7), under it slots 1 and 2, slot 2 with a slot of its own,
 * and item I0 without values. */
static struct pol_object *build_box(struct policy *p)
{
    struct pol_object *b = pol_new(p, tsys_kind(TSYS_BOX), NULL, "B1");
    struct pol_object *i1 = pol_new(p, tsys_kind(TSYS_ITEM), b, "I1");
    ck_assert_ptr_nonnull(pol_new(p, tsys_kind(TSYS_ITEM), b, "I0"));
    struct pol_object *s1 = pol_new(p, tsys_kind(TSYS_SLOT), i1, NULL);
    struct pol_object *s2 = pol_new(p, tsys_kind(TSYS_SLOT), i1, NULL);
    struct pol_object *s21 = pol_new(p, tsys_kind(TSYS_SLOT), s2, NULL);
    /* the second slot was created first: the document follows positions, not creation */
    s1->position = 2;
    s2->position = 1;
    s21->position = 1;
    ck_assert_int_eq(pol_set(p, b, 0, "red", (struct pol_pos){0}), 0);
    ck_assert_int_eq(pol_set(p, i1, 0, "7", (struct pol_pos){0}), 0);
    ck_assert_int_eq(pol_param_set(p, s1, "WIDTH", "3", PARAM_OTHER, (struct pol_pos){0}), 0);
    ck_assert_int_eq(pol_param_set(p, s21, "DEPTH", "1", PARAM_OTHER, (struct pol_pos){0}), 0);
    return b;
}

static const char nested_doc[] =
    "---\n"
    "\"format\": \"wlmcon-policy\"\n"
    "\"version\": 1\n"
    "\"queue_managers\": []\n"
    "\"boxes\":\n"
    "- \"name\": \"B1\"\n"
    "  \"attributes\":\n"
    "    \"colour\": \"red\"\n"
    "  \"objects\":\n"
    "  - \"kind\": \"ITEM\"\n"
    "    \"name\": \"I0\"\n"
    "  - \"kind\": \"ITEM\"\n"
    "    \"name\": \"I1\"\n"
    "    \"attributes\":\n"
    "      \"size\": \"7\"\n"
    "    \"objects\":\n"
    "    - \"kind\": \"SLOT\"\n"
    "      \"objects\":\n"
    "      - \"kind\": \"SLOT\"\n"
    "        \"other\":\n"
    "        - [\"DEPTH\", \"1\"]\n"
    "    - \"kind\": \"SLOT\"\n"
    "      \"other\":\n"
    "      - [\"WIDTH\", \"3\"]\n";

/* The document of each system in turn: MQ's section with no queue manager, then the boxes. */
static char *write_doc(const struct pol_object *b)
{
    struct textbuf tb = {0};
    struct export_out *o;
    struct export_writer *w;
    struct export_error err = {0};
    ck_assert_int_eq(export_out_buffer(&tb, &o, &err), EXPORT_OK);
    ck_assert_int_eq(export_begin(export_format("yaml"), o, NULL, &w, &err), EXPORT_OK);
    ck_assert_int_eq(export_system(w, mq_system(), &err), EXPORT_OK);
    ck_assert_int_eq(export_system(w, b->kind->sys, &err), EXPORT_OK);
    ck_assert_int_eq(export_top(w, b, &err), EXPORT_OK);
    ck_assert_int_eq(export_end(w, &err), EXPORT_OK);
    ck_assert_int_eq(export_out_close(o, &err), EXPORT_OK);
    return tb.buf;
}

START_TEST(nested_kinds_are_written_under_their_parent_in_position_order)
{
    tsys_register();
    struct policy p;
    policy_init(&p);
    char *y = write_doc(build_box(&p));
    ck_assert_str_eq(y, nested_doc);
    /* read back: the same tree, positions from the order of the lists */
    struct timport t;
    struct tinput in = {"p.yaml", y, NULL};
    ti_run(&t, &in, 1, NULL);
    ck_assert_str_eq(ti_diags(&t), "");
    ck_assert_int_eq(t.status, IMPORT_OK);
    ck_assert_uint_eq(t.sum.tops, 1);
    ck_assert_uint_eq(t.sum.defined, 5);
    struct pol_object *b = pol_find_top(&t.pol, tsys_kind(TSYS_BOX), "B1");
    ck_assert_ptr_nonnull(b);
    ck_assert_ptr_eq(b->kind, tsys_kind(TSYS_BOX));
    ck_assert_str_eq(pol_get_key(b, "colour"), "red");
    struct pol_object *i1 = pol_find(b, "item", "I1");
    ck_assert_str_eq(pol_get_key(i1, "size"), "7");
    struct pol_object *slot1 = NULL, *slot2 = NULL, *deep = NULL;
    for (size_t i = 0; i < b->scope->nobjs; i++) {
        struct pol_object *o = b->scope->objs[i];
        if (o->kind != tsys_kind(TSYS_SLOT))
            continue;
        ck_assert_str_eq(o->name, "");
        if (o->parent == i1 && o->position == 1)
            slot1 = o;
        else if (o->parent == i1 && o->position == 2)
            slot2 = o;
        else
            deep = o;
    }
    ck_assert_ptr_nonnull(slot1);
    ck_assert_ptr_nonnull(slot2);
    ck_assert_ptr_nonnull(deep);
    ck_assert_ptr_eq(deep->parent, slot1);
    ck_assert_uint_eq(deep->position, 1);
    ck_assert_str_eq(pol_param_get(slot2, "WIDTH", PARAM_OTHER)->value, "3");
    ck_assert_str_eq(pol_param_get(deep, "DEPTH", PARAM_OTHER)->value, "1");
    char *again = xf_yaml(&t.pol);
    ck_assert_str_eq(strstr(again, "\"boxes\":"), strstr(nested_doc, "\"boxes\":"));
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
                        "---\nformat: wlmcon-policy\nversion: 1\nboxes:\n- name: B1\n  objects:\n"
                        "  - {kind: SLOT}\n  - {kind: ITEM, name: I1, objects: [{kind: ITEM, name: I2}, "
                        "{kind: SLOT, name: S}]}\n"
                        "  - {kind: ITEM, name: TOOLONGNAME}\n  - {kind: BOX, name: B2}\n"
                        "- name: \"\"\nboxes: []\ncrates: []\n",
                        NULL};
    ti_run(&t, &in, 1, NULL);
    ck_assert_int_eq(t.status, IMPORT_DATAERR);
    ck_assert_str_eq(ti_diags(&t),
                     "p.yaml:7:5: error: \"SLOT\" is not a kind of object under a box [YAML]\n"
                     "p.yaml:7:5: error: the object has no \"name\" [YAML]\n"
                     "p.yaml:8:38: error: \"ITEM\" is not a kind of object under an item [YAML]\n"
                     "p.yaml:8:81: error: SLOT is identified by its position and has no \"name\" [YAML]\n"
                     "p.yaml:9:24: error: ITEM name 'TOOLONGNAME' is longer than 8 characters [YAML]\n"
                     "p.yaml:10:5: error: \"BOX\" is not a kind of object under a box [YAML]\n"
                     "p.yaml:11:9: error: box name '' is empty [YAML]\n"
                     "p.yaml:12:1: error: the section \"boxes\" is given twice [YAML]\n"
                     "p.yaml:13:1: error: unknown key \"crates\" [YAML]\n");
    ti_done(&t);
}
END_TEST

/* Imports text (written as DIR/NAME) into the fixture's store in one job; returns its status. */
static enum import_status import_doc(struct ts_fx *f, const char *name, const char *text)
{
    char *path = tu_path(f->dir, name);
    tu_write(path, text);
    struct import_file file = {path, {{NULL, NULL}}};
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
    const struct kind_def *qm = mq_kind(MQ_QMGR), *box = tsys_kind(TSYS_BOX);
    ck_assert_int_eq(import_doc(&f, "both.yaml",
                                HEAD "queue_managers:\n- name: QM1\n  objects: [{kind: QLOCAL, name: Q1}]\n"
                                "- name: QM2\nboxes:\n- name: B1\n  objects: [{kind: ITEM, name: I1}]\n"),
                     IMPORT_OK);
    ck_assert_str_eq(stored(&f, qm), "QM1,QM2");
    ck_assert_str_eq(stored(&f, box), "B1");
    /* the boxes alone: B1 goes, B2 comes, the queue managers stay as they were */
    char *before = ts_content(f.s);
    ck_assert_int_eq(import_doc(&f, "boxes.yaml", HEAD "boxes:\n- name: B2\n  attributes: {colour: blue}\n"),
                     IMPORT_OK);
    ck_assert_str_eq(stored(&f, qm), "QM1,QM2");
    ck_assert_str_eq(stored(&f, box), "B2");
    struct policy p;
    policy_init(&p);
    struct pol_object *qm1;
    ck_assert_int_eq(store_load_top(f.s, &p, qm, "QM1", 0, &qm1, &f.err), STORE_OK);
    ck_assert_ptr_nonnull(pol_find(qm1, "queue", "Q1"));
    policy_free(&p);
    /* a document that fails in its second section changes nothing of the first */
    char *mid = ts_content(f.s);
    ck_assert_str_ne(mid, before);
    ck_assert_int_eq(import_doc(&f, "bad.yaml",
                                HEAD "queue_managers: []\nboxes:\n- name: B3\n  objects: [{kind: ITEM, name: I1, "
                                "attributes: {size: \"10\"}}]\n"),
                     IMPORT_DATAERR);
    char *after = ts_content(f.s);
    ck_assert_str_eq(after, mid);
    /* the queue managers alone, none of them: MQ empties, the boxes stay */
    ck_assert_int_eq(import_doc(&f, "mq.yaml", HEAD "queue_managers: []\n"), IMPORT_OK);
    ck_assert_str_eq(stored(&f, qm), "");
    ck_assert_str_eq(stored(&f, box), "B2");
    free(before);
    free(mid);
    free(after);
    ts_fx_done(&f);
}
END_TEST

Suite *suite_yaml_sections(void)
{
    Suite *s = suite_create("yaml_sections");
    TCase *tc = tcase_create("sections");
    tcase_add_test(tc, a_document_of_the_previous_release_imports);
    tcase_add_test(tc, nested_kinds_are_written_under_their_parent_in_position_order);
    tcase_add_test(tc, sections_are_checked);
    tcase_add_test(tc, a_document_replaces_the_systems_it_holds_and_no_other);
    suite_add_tcase(s, tc);
    return s;
}
