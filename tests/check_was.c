/* tests/check_was.c — WebSphere for z/OS through the wlmcon binary: the classification document's
 * reader (WAS101–WAS103) and its round trip, `export --format was` (the document byte for byte,
 * wsadmin.py against its golden file), each rule WAS001–WAS007 and WAS901–WAS905 raised by a small
 * change and left quiet by a near miss, `classify --was-server` in text and JSON, and the demo's
 * one WAS002. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tests/tutil.h"

static const char *const env[] = {"WLMCON_USER=TESTER", "WLMCON_NOW=2026-12-02T10:00:00Z", NULL};

/* A store in a new directory with AZDEF (the demo's CB rules) and server azsr01a of cell AZCELL:
 * its settings (YAML attribute lines, each "        key: value") and its document. */
struct was_fx {
    char *dir, *store;
};

static const char settings_head[] = "---\n\"format\": \"wlmcon-policy\"\n\"version\": 1\n"
                                    "\"websphere_cells\":\n- \"name\": \"AZCELL\"\n  \"objects\":\n"
                                    "  - \"kind\": \"NODE\"\n    \"name\": \"AZNODEA\"\n    \"objects\":\n"
                                    "    - \"kind\": \"SERVER\"\n      \"name\": \"azsr01a\"\n      \"attributes\":\n";

static const char doc_head[] = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                               "<!DOCTYPE Classification SYSTEM \"Classifications.dtd\">\n"
                               "<Classification schema_version=\"1.0\">\n";

/* Imports the settings (attribute lines), AZDEF (def: its path, or NULL for the demo's) and the
 * document body (between the root's tags) into a new store; returns the import's exit status. */
static int build(struct was_fx *f, const char *attrs, const char *def, const char *body)
{
    f->dir = tu_tmpdir();
    f->store = tu_path(f->dir, "t.db");
    char *yaml = tu_path(f->dir, "cell.yaml"), *xml = tu_path(f->dir, "azsr01a.xml");
    char text[4096];
    snprintf(text, sizeof text, "%s%s", settings_head, attrs);
    tu_write(yaml, text);
    snprintf(text, sizeof text, "%s%s</Classification>\n", doc_head, body);
    tu_write(xml, text);
    const char *argv[] = {"--store", f->store, "import", yaml, def ? def : "import/demo/AZDEF.xml",
                          "--was-server", "AZCELL/AZNODEA/azsr01a", xml, NULL};
    char *out, *err;
    int rc = tu_wlmcon(argv, NULL, env, &out, &err);
    free(out);
    free(err);
    free(yaml);
    free(xml);
    return rc;
}

/* The text report of `validate` on the store (lines of WAS findings only). */
static char *was_findings(struct was_fx *f)
{
    const char *argv[] = {"--store", f->store, "validate", NULL};
    char *out, *err;
    tu_wlmcon(argv, NULL, env, &out, &err);
    free(err);
    char *res = calloc(1, strlen(out) + 1);
    for (char *line = strtok(out, "\n"); line; line = strtok(NULL, "\n"))
        if (strstr(line, "[WAS")) {
            const char *at = strstr(line, ": ");   /* from the severity on: paths are the tmpdir's */
            strcat(res, at ? at + 2 : line);
            strcat(res, "\n");
        }
    free(out);
    return res;
}

static void done(struct was_fx *f)
{
    tu_rmtree(f->dir);
    free(f->dir);
    free(f->store);
}

static const char good_attrs[] = "        \"collection\": \"AZSR01\"\n        \"multiple_instances\": \"true\"\n"
                                 "        \"min_servants\": \"3\"\n        \"max_servants\": \"3\"\n"
                                 "        \"even_distribution\": \"true\"\n";
static const char good_body[] = "  <InboundClassification type=\"http\" schema_version=\"1.0\" default_transaction_class=\"TCWEB1\">\n"
                                "    <http_classification_info transaction_class=\"TCAPP1\" uri=\"/app/*\"/>\n"
                                "  </InboundClassification>\n";

/* Builds with attrs and body and returns the WAS findings. */
static char *findings_of(const char *attrs, const char *def, const char *body)
{
    struct was_fx f;
    ck_assert_int_eq(build(&f, attrs, def, body), 0);
    char *r = was_findings(&f);
    done(&f);
    return r;
}

START_TEST(clean_server_has_no_finding)
{
    char *r = findings_of(good_attrs, NULL, good_body);
    ck_assert_str_eq(r, "");
    free(r);
}
END_TEST

START_TEST(was001_even_distribution_needs_two_servants)
{
    char *r = findings_of("        \"collection\": \"AZSR01\"\n        \"even_distribution\": \"true\"\n", NULL, good_body);
    ck_assert_str_eq(r, "warning: HTTP requests are distributed evenly, but Multiple Instances is not enabled: the "
                        "server has one servant, among which nothing is spread [WAS001]\n");
    free(r);
    r = findings_of("        \"collection\": \"AZSR01\"\n        \"multiple_instances\": \"true\"\n"
                    "        \"max_servants\": \"1\"\n        \"even_distribution\": \"true\"\n", NULL, good_body);
    ck_assert_str_eq(r, "warning: HTTP requests are distributed evenly, but the maximum number of servants is 1: "
                        "nothing is spread among fewer than two [WAS001]\n");
    free(r);
    /* maximum 0 is unlimited */
    r = findings_of("        \"collection\": \"AZSR01\"\n        \"multiple_instances\": \"true\"\n"
                    "        \"max_servants\": \"0\"\n        \"even_distribution\": \"true\"\n", NULL, good_body);
    ck_assert_str_eq(r, "");
    free(r);
}
END_TEST

START_TEST(was002_http_classes_in_two_service_classes)
{
    /* AZSR02's TCRPT reaches its level-2 rule (AZAMS3), every other class the CN rule (AZAMS2) */
    char *r = findings_of("        \"collection\": \"AZSR02\"\n", NULL,
                          "  <InboundClassification type=\"http\" schema_version=\"1.0\" default_transaction_class=\"TCWEB2\">\n"
                          "    <http_classification_info transaction_class=\"TCRPT\" uri=\"/report/*\"/>\n"
                          "  </InboundClassification>\n");
    ck_assert_str_eq(r, "warning: the HTTP transaction classes reach 2 service classes through the CB rules of "
                        "collection AZSR02 in AZDEF (TCWEB2 -> AZAMS2, TCRPT -> AZAMS3): its requests will not share "
                        "one work queue, and even distribution spreads them only within each [WAS002]\n");
    free(r);
    /* the same classes under AZSR01, which has no sub-rule: one service class */
    r = findings_of("        \"collection\": \"AZSR01\"\n", NULL,
                    "  <InboundClassification type=\"http\" schema_version=\"1.0\" default_transaction_class=\"TCWEB2\">\n"
                    "    <http_classification_info transaction_class=\"TCRPT\" uri=\"/report/*\"/>\n"
                    "  </InboundClassification>\n");
    ck_assert_str_eq(r, "");
    free(r);
}
END_TEST

START_TEST(was003_class_ends_outside_the_collection)
{
    /* a level-1 TC rule ahead of the CN rules catches TCBAT whatever the collection */
    char *def = tu_read("import/demo/AZDEF.xml", NULL);
    def = tu_replace(def, "<ClassificationRules>\n",
                     "<ClassificationRules>\n                <ClassificationRule>\n"
                     "                    <QualifierType>TransactionClass</QualifierType>\n"
                     "                    <QualifierValue>TCBAT</QualifierValue>\n"
                     "                    <ServiceClassName>AZAMS3</ServiceClassName>\n"
                     "                </ClassificationRule>\n");
    char *dir = tu_tmpdir(), *path = tu_path(dir, "AZDEF.xml");
    tu_write(path, def);
    char *r = findings_of(good_attrs, path, "  <InboundClassification type=\"iiop\" schema_version=\"1.0\" "
                                            "default_transaction_class=\"TCBAT\"/>\n");
    ck_assert_str_eq(r, "warning: transaction class TCBAT of collection AZSR01 ends at a CB rule outside the "
                        "collection's rules (service class AZAMS3) [WAS003]\n");
    free(r);
    /* a collection no rule names: WAS005, not WAS003 */
    char attrs[512];
    snprintf(attrs, sizeof attrs, "        \"collection\": \"AZSR09\"\n");
    r = findings_of(attrs, path, "  <InboundClassification type=\"iiop\" schema_version=\"1.0\" "
                                 "default_transaction_class=\"TCBAT\"/>\n");
    ck_assert_str_eq(r, "info: no CB rule of AZDEF names collection AZSR09: all its work gets the CB default or the "
                        "rules of other qualifiers [WAS005]\n");
    free(r);
    tu_rmtree(dir);
    free(dir);
    free(path);
    free(def);
}
END_TEST

START_TEST(was004_transaction_class_too_long)
{
    char *r = findings_of(good_attrs, NULL,
                          "  <InboundClassification type=\"http\" schema_version=\"1.0\" default_transaction_class=\"TCWEB1\">\n"
                          "    <http_classification_info transaction_class=\"TCAPPLONG\" uri=\"/app/*\"/>\n"
                          "    <http_classification_info transaction_class=\"TCAPP1LO\" uri=\"/x/*\"/>\n"
                          "  </InboundClassification>\n");
    ck_assert_str_eq(r, "error: transaction class 'TCAPPLONG' is longer than 8 characters, which WLM's TC qualifier "
                        "cannot hold [WAS004]\n");
    free(r);
}
END_TEST

START_TEST(was006_several_definitions)
{
    char *def = tu_read("import/demo/AZDEF.xml", NULL);
    def = tu_replace(def, "<Name>AZDEF</Name>", "<Name>AZDEF2</Name>");
    char *dir = tu_tmpdir(), *path = tu_path(dir, "AZDEF2.xml");
    tu_write(path, def);
    struct was_fx f;
    ck_assert_int_eq(build(&f, good_attrs, NULL, good_body), 0);
    const char *argv[] = {"--store", f.store, "import", path, NULL};
    char *out, *err;
    ck_assert_int_eq(tu_wlmcon(argv, NULL, env, &out, &err), 0);
    free(out);
    free(err);
    char *r = was_findings(&f);
    ck_assert_str_eq(r, "info: the store holds several WLM service definitions and the server names none: its CB "
                        "rules are not checked [WAS006]\n");
    free(r);
    done(&f);
    tu_rmtree(dir);
    free(dir);
    free(path);
    free(def);
    /* naming one: checked */
    r = findings_of("        \"collection\": \"AZSR01\"\n        \"definition\": \"AZDEF\"\n", NULL, good_body);
    ck_assert_str_eq(r, "");
    free(r);
}
END_TEST

START_TEST(was007_no_collection)
{
    char *r = findings_of("        \"multiple_instances\": \"true\"\n", NULL, good_body);
    ck_assert_str_eq(r, "info: no collection name: the CB rules cannot be checked [WAS007]\n");
    free(r);
}
END_TEST

START_TEST(single_values)
{
    char *r = findings_of("        \"collection\": \"AZSR01\"\n        \"multiple_instances\": \"true\"\n"
                          "        \"min_servants\": \"25\"\n        \"algorithm\": \"7\"\n", NULL,
                          "  <InboundClassification type=\"http\" schema_version=\"2.0\"/>\n");
    ck_assert_ptr_nonnull(strstr(r, "[WAS901]"));
    ck_assert_ptr_nonnull(strstr(r, "minimumNumOfInstances(25) is out of range"));
    ck_assert_ptr_nonnull(strstr(r, "[WAS902]"));
    ck_assert_ptr_nonnull(strstr(r, "error: schema_version=\"2.0\": 1.0 is the only version IBM supports [WAS905]\n"));
    free(r);
    r = findings_of("        \"collection\": \"AZSR01\"\n        \"multiple_instances\": \"true\"\n"
                    "        \"min_servants\": \"3\"\n        \"max_servants\": \"2\"\n", NULL, good_body);
    ck_assert_str_eq(r, "error: the minimum number of servants (3) is above the maximum (2) [WAS904]\n");
    free(r);
}
END_TEST

/* Reader problems: no server, a malformed one, a file that is not well-formed; nothing imported. */
START_TEST(reader_refusals)
{
    char *out, *err, *dir = tu_tmpdir(), *store = tu_path(dir, "t.db");
    const char *none[] = {"--store", store, "import", "tests/fixtures/wasxml/every.xml", NULL};
    ck_assert_int_eq(tu_wlmcon(none, NULL, env, &out, &err), 65);
    ck_assert_ptr_nonnull(strstr(err, "tests/fixtures/wasxml/every.xml:1:1: error: a workload classification document "
                                      "does not say whose it is: give --was-server CELL/NODE/SERVER before it [WAS103]\n"));
    free(out);
    free(err);
    const char *bad[] = {"--store", store, "import", "--was-server", "C1/N1", "tests/fixtures/wasxml/every.xml", NULL};
    ck_assert_int_eq(tu_wlmcon(bad, NULL, env, &out, &err), 65);
    ck_assert_ptr_nonnull(strstr(err, "error: --was-server C1/N1 is not CELL/NODE/SERVER"));
    free(out);
    free(err);
    const char *broken[] = {"--store", store, "import", "--was-server", "C1/N1/s1", "tests/fixtures/wasxml/bad.xml", NULL};
    ck_assert_int_eq(tu_wlmcon(broken, NULL, env, &out, &err), 65);
    ck_assert_ptr_nonnull(strstr(err, "tests/fixtures/wasxml/bad.xml:5:27: error: not well-formed XML: Opening and "
                                      "ending tag mismatch"));
    ck_assert(!tu_exists(store));
    free(out);
    free(err);
    tu_rmtree(dir);
    free(dir);
    free(store);
}
END_TEST

/* Values as the document quotes them: `&amp;` (and `&amp;#38;`) read as the text they stand for and
 * written back the same; a character reference to a control character refused at its element
 * (WAS903), nothing imported. */
START_TEST(attribute_escapes)
{
    struct was_fx f;
    ck_assert_int_eq(build(&f, good_attrs, NULL,
                           "  <InboundClassification type=\"http\" default_transaction_class=\"TCWEB1\">\n"
                           "    <http_classification_info transaction_class=\"TCAPP1\" uri=\"/a?x=1&amp;y=2\" "
                           "description=\"Q&amp;A &amp;#38; &lt;b&gt; &quot;x&quot;\"/>\n"
                           "  </InboundClassification>\n"),
                     0);
    char *out, *err;
    const char *yaml[] = {"--store", f.store, "export", "--format", "yaml", "--out", "-", NULL};
    ck_assert_int_eq(tu_wlmcon(yaml, NULL, env, &out, &err), 0);
    ck_assert_ptr_nonnull(strstr(out, "\"uri\": \"/a?x=1&y=2\"\n"));
    ck_assert_ptr_nonnull(strstr(out, "\"description\": \"Q&A &#38; <b> \\\"x\\\"\"\n"));
    free(out);
    free(err);
    char *exp = tu_path(f.dir, "out");
    const char *argv[] = {"--store", f.store, "export", "--format", "was", "--out", exp, NULL};
    ck_assert_int_eq(tu_wlmcon(argv, NULL, env, &out, &err), 0);
    free(out);
    free(err);
    char *p = tu_path(exp, "AZCELL/AZNODEA/%61%7A%73%7201%61/classification.xml");
    char *got = tu_read(p, NULL);
    ck_assert_ptr_nonnull(strstr(got, " uri=\"/a?x=1&amp;y=2\" description=\"Q&amp;A &amp;#38; &lt;b&gt; &quot;x&quot;\"/>"));
    free(got);
    free(p);
    free(exp);
    char *bad = tu_path(f.dir, "bad.xml");
    tu_write(bad, "<Classification schema_version=\"1.0\">\n  <InboundClassification type=\"http\">\n"
                  "    <http_classification_info transaction_class=\"TC1\" description=\"a&#10;b\"/>\n"
                  "  </InboundClassification>\n</Classification>\n");
    const char *imp[] = {"--store", f.store, "import", "--was-server", "AZCELL/AZNODEA/azsr09a", bad, NULL};
    ck_assert_int_eq(tu_wlmcon(imp, NULL, env, &out, &err), 65);
    ck_assert_ptr_nonnull(strstr(err, "bad.xml:3:5: error: attribute description of <http_classification_info> holds "
                                      "a control character (0x0A, byte 2), which no export can carry: only a tab is "
                                      "allowed [WAS903]\n"));
    free(out);
    free(err);
    free(bad);
    done(&f);
}
END_TEST

/* Several documents of one cell in one import (the cell read from the store once and kept from
 * file to file): each server gets its own, a document given twice replaces the first, and the
 * store ends as the same files imported one at a time leave it. */
START_TEST(one_cell_many_files)
{
    char *dir = tu_tmpdir(), *one = tu_path(dir, "one.db"), *each = tu_path(dir, "each.db");
    const char *files[][2] = {
        {"AZCELL/AZNODEA/azsr01a", "import/demo/azsr01a.xml"},
        {"AZCELL/AZNODEA/azsr02a", "import/demo/azsr02a.xml"},
        {"AZCELL/AZNODEB/srv3", "tests/fixtures/wasxml/every.xml"},
        {"AZCELL/AZNODEA/azsr01a", "import/demo/azsr02a.xml"},
    };
    const char *argv[32] = {"--store", one, "import"};
    int n = 3;
    for (size_t i = 0; i < 4; i++) {
        argv[n++] = "--was-server";
        argv[n++] = files[i][0];
        argv[n++] = files[i][1];
        const char *single[] = {"--store", each, "import", "--was-server", files[i][0], files[i][1], NULL};
        char *o, *e;
        ck_assert_int_eq(tu_wlmcon(single, NULL, env, &o, &e), 0);
        free(o);
        free(e);
    }
    argv[n] = NULL;
    char *out, *err;
    ck_assert_int_eq(tu_wlmcon(argv, NULL, env, &out, &err), 0);
    ck_assert_ptr_nonnull(strstr(out, "1 cell(s); "));
    free(out);
    free(err);
    char *y1, *y2;
    const char *e1[] = {"--store", one, "export", "--format", "yaml", "--out", "-", NULL};
    const char *e2[] = {"--store", each, "export", "--format", "yaml", "--out", "-", NULL};
    ck_assert_int_eq(tu_wlmcon(e1, NULL, env, &y1, &err), 0);
    free(err);
    ck_assert_int_eq(tu_wlmcon(e2, NULL, env, &y2, &err), 0);
    free(err);
    ck_assert_str_eq(y1, y2);
    ck_assert_ptr_nonnull(strstr(y1, "\"name\": \"srv3\""));
    int docs = 0;
    for (const char *q = y1; (q = strstr(q, "\"kind\": \"DOCUMENT\"")) != NULL; q++)
        docs++;
    ck_assert_int_eq(docs, 3);
    free(y1);
    free(y2);
    tu_rmtree(dir);
    free(dir);
    free(one);
    free(each);
}
END_TEST

/* Every element and type, nested entries and what is not modelled: exported byte for byte; the
 * wsadmin script of a server with settings against its golden file; a transaction class of 9
 * characters imports. */
START_TEST(round_trip_and_wsadmin)
{
    struct was_fx f;
    ck_assert_int_eq(build(&f, "        \"collection\": \"AZSR01\"\n        \"multiple_instances\": \"true\"\n"
                               "        \"min_servants\": \"3\"\n        \"max_servants\": \"3\"\n"
                               "        \"even_distribution\": \"true\"\n        \"use_wlm_queue\": \"1\"\n",
                           NULL, "  <InboundClassification type=\"http\" default_transaction_class=\"TCTOOLONG\"/>\n"),
                     0);
    const char *again[] = {"--store", f.store, "import", "--was-server", "AZCELL/AZNODEB/srv2",
                           "tests/fixtures/wasxml/every.xml", NULL};
    char *out, *err;
    ck_assert_int_eq(tu_wlmcon(again, NULL, env, &out, &err), 0);
    free(out);
    free(err);
    char *exp = tu_path(f.dir, "out");
    const char *argv[] = {"--store", f.store, "export", "--format", "was", "--out", exp, NULL};
    ck_assert_int_eq(tu_wlmcon(argv, NULL, env, &out, &err), 0);
    free(out);
    free(err);
    char *p = tu_path(exp, "AZCELL/AZNODEB/%73%72%762/classification.xml");
    char *got = tu_read(p, NULL), *want = tu_read("tests/fixtures/wasxml/every.xml", NULL);
    ck_assert_ptr_nonnull(got);
    ck_assert_str_eq(got, want);
    free(got);
    free(want);
    free(p);
    p = tu_path(exp, "AZCELL/AZNODEA/%61%7A%73%7201%61/wsadmin.py");
    got = tu_read(p, NULL);
    ck_assert_ptr_nonnull(got);
    tu_golden("was-wsadmin.py", got);
    ck_assert_ptr_nonnull(strstr(got, "# unverified: minimumNumOfInstances = 3"));
    ck_assert_ptr_null(strstr(got, "\nAdminConfig.modify(server"));
    free(got);
    free(p);
    free(exp);
    done(&f);
}
END_TEST

/* The YAML section carries cells, nodes, servers, documents and what they keep as read: a store
 * made from the export exports the same document and the same classification.xml. */
START_TEST(yaml_round_trip)
{
    struct was_fx f;
    ck_assert_int_eq(build(&f, good_attrs, NULL, good_body), 0);
    const char *every[] = {"--store", f.store, "import", "--was-server", "AZCELL/AZNODEB/srv2",
                           "tests/fixtures/wasxml/every.xml", NULL};
    char *out, *err, *yaml, *again;
    ck_assert_int_eq(tu_wlmcon(every, NULL, env, &out, &err), 0);
    free(out);
    free(err);
    const char *exp[] = {"--store", f.store, "export", "--format", "yaml", "--out", "-", NULL};
    ck_assert_int_eq(tu_wlmcon(exp, NULL, env, &yaml, &err), 0);
    free(err);
    ck_assert_ptr_nonnull(strstr(yaml, "\"websphere_cells\":\n- \"name\": \"AZCELL\""));
    ck_assert_ptr_nonnull(strstr(yaml, "[\"<vendor_extension>#1@1\", \"<vendor_extension level=\\\"2\\\"/>\"]"));
    char *path = tu_path(f.dir, "policy.yaml"), *store2 = tu_path(f.dir, "t2.db"), *dir2 = tu_path(f.dir, "out2");
    tu_write(path, yaml);
    const char *imp[] = {"--store", store2, "import", path, NULL};
    ck_assert_int_eq(tu_wlmcon(imp, NULL, env, &out, &err), 0);
    free(out);
    free(err);
    const char *exp2[] = {"--store", store2, "export", "--format", "yaml", "--out", "-", NULL};
    ck_assert_int_eq(tu_wlmcon(exp2, NULL, env, &again, &err), 0);
    free(err);
    ck_assert_str_eq(again, yaml);
    const char *was2[] = {"--store", store2, "export", "--format", "was", "--out", dir2, NULL};
    ck_assert_int_eq(tu_wlmcon(was2, NULL, env, &out, &err), 0);
    free(out);
    free(err);
    char *p = tu_path(dir2, "AZCELL/AZNODEB/%73%72%762/classification.xml");
    char *got = tu_read(p, NULL), *want = tu_read("tests/fixtures/wasxml/every.xml", NULL);
    ck_assert_ptr_nonnull(got);
    ck_assert_str_eq(got, want);
    free(got);
    free(want);
    free(p);
    free(yaml);
    free(again);
    free(path);
    free(store2);
    free(dir2);
    done(&f);
}
END_TEST

/* The demo: one WAS002, on azsr02a; /report/x ends at TCRPT, the level-2 rule and AZAMS3. */
START_TEST(demo_one_was002_and_classify)
{
    char *dir = tu_tmpdir(), *store = tu_path(dir, "demo.db");
    const char *imp[] = {"--store", store, "import", "import/demo/AZCELL.yaml", "import/demo/AZDEF.xml",
                         "import/demo/QMA.mqsc", "import/demo/QMB.mqsc", "import/demo/QMC.mqsc",
                         "--was-server", "AZCELL/AZNODEA/azsr01a", "import/demo/azsr01a.xml",
                         "--was-server", "AZCELL/AZNODEA/azsr02a", "import/demo/azsr02a.xml", NULL};
    char *out, *err;
    ck_assert_int_eq(tu_wlmcon(imp, NULL, env, &out, &err), 0);
    /* the cell the YAML document gives and both classification documents touch is one cell */
    ck_assert_msg(strstr(out, "3 queue manager(s), 1 service definition(s), 1 cell(s);"), "%s", out);
    free(out);
    free(err);
    const char *val[] = {"--store", store, "validate", "--format", "json", NULL};
    ck_assert_int_eq(tu_wlmcon(val, NULL, env, &out, &err), 0);
    const char *first = strstr(out, "\"WAS");
    ck_assert_ptr_nonnull(first);
    ck_assert_ptr_null(strstr(first + 1, "\"WAS"));
    ck_assert_ptr_nonnull(strstr(out, "\"id\": \"WAS002\""));
    ck_assert_ptr_nonnull(strstr(out, "\"path\": \"CELL(AZCELL) NODE(AZNODEA) SERVER(azsr02a)\""));
    free(out);
    free(err);
    const char *cls[] = {"--store", store, "classify", "--was-server", "AZCELL/AZNODEA/azsr02a", "--uri", "/report/x",
                         "--format", "json", NULL};
    ck_assert_int_eq(tu_wlmcon(cls, NULL, env, &out, &err), 0);
    ck_assert_str_eq(out, "{\"server\": \"CELL(AZCELL) NODE(AZNODEA) SERVER(azsr02a)\", \"entry\": {\"element\": "
                          "\"http_classification_info\", \"file\": \"import/demo/azsr02a.xml\", \"line\": 6, \"uri\": "
                          "\"/report/*\"}, \"transaction_class\": \"TCRPT\", \"rule\": {\"level\": 2, \"line\": 92}, "
                          "\"service_class\": \"AZAMS3\", \"report_class\": \"RAZAMS3\", \"servants\": [\"servant1\", "
                          "\"servant2\"]}\n");
    free(out);
    free(err);
    const char *txt[] = {"--store", store, "classify", "--was-server", "AZCELL/AZNODEA/azsr01a", "--uri", "/nothing", NULL};
    ck_assert_int_eq(tu_wlmcon(txt, NULL, env, &out, &err), 0);
    tu_golden("was-classify-azsr01a.txt", out);
    free(out);
    free(err);
    const char *unknown[] = {"--store", store, "classify", "--was-server", "AZCELL/AZNODEA/nosuch", "--uri", "/", NULL};
    ck_assert_int_eq(tu_wlmcon(unknown, NULL, env, &out, &err), 64);
    ck_assert_ptr_nonnull(strstr(err, "no WebSphere server AZCELL/AZNODEA/nosuch in the store"));
    free(out);
    free(err);
    tu_rmtree(dir);
    free(dir);
    free(store);
}
END_TEST

Suite *suite_was(void)
{
    Suite *s = suite_create("was");
    TCase *tc = tcase_create("was");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, clean_server_has_no_finding);
    tcase_add_test(tc, was001_even_distribution_needs_two_servants);
    tcase_add_test(tc, was002_http_classes_in_two_service_classes);
    tcase_add_test(tc, was003_class_ends_outside_the_collection);
    tcase_add_test(tc, was004_transaction_class_too_long);
    tcase_add_test(tc, was006_several_definitions);
    tcase_add_test(tc, was007_no_collection);
    tcase_add_test(tc, single_values);
    tcase_add_test(tc, reader_refusals);
    tcase_add_test(tc, round_trip_and_wsadmin);
    tcase_add_test(tc, yaml_round_trip);
    tcase_add_test(tc, demo_one_was002_and_classify);
    tcase_add_test(tc, attribute_escapes);
    tcase_add_test(tc, one_cell_many_files);
    suite_add_tcase(s, tc);
    return s;
}
