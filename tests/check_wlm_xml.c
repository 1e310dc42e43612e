/* tests/check_wlm_xml.c — the WLM service definition XML through the model and back: IBM's WSC
 * starter policy imported and exported gives the same content element by element (a comparator of
 * the test's own: namespace URI, element names, sibling order, text byte for byte, whitespace-only
 * text between elements ignored); the download from 80-byte records reads to the same content
 * except the 9 values IBM's reformatted copy lost, which it has right; the sample cut into records
 * here reads back the same, and its export in records too; what stops an import, with its place. */
#include <check.h>
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "import/import.h"
#include "import/wlmxml/wlmxml_export.h"
#include "model/codec.h"
#include "model/wlm/wlm.h"
#include "tests/timport.h"
#include "tests/tutil.h"
#include "model/wlm/wlm_model.h"

/* ---- the comparator ------------------------------------------------------------------------- */

/* The text of an element without element children; NULL for one with. Whitespace with a line
 * break in it is layout (an empty container written over two lines), not a value: "". */
static char *leaf_text(xmlNodePtr e)
{
    for (xmlNodePtr c = e->children; c; c = c->next)
        if (c->type == XML_ELEMENT_NODE)
            return NULL;
    xmlChar *t = xmlNodeGetContent(e);
    char *s = strdup(t ? (const char *)t : "");
    xmlFree(t);
    if (strspn(s, " \t\r\n") == strlen(s) && strpbrk(s, "\r\n"))
        s[0] = '\0';
    return s;
}

static xmlNodePtr next_element(xmlNodePtr n)
{
    while (n && n->type != XML_ELEMENT_NODE)
        n = n->next;
    return n;
}

/* Appends a line to diffs for each difference of the elements a and b, at path (the parent's
 * path; a is its child number i). */
static void compare(xmlNodePtr a, xmlNodePtr b, const char *path, unsigned i, struct textbuf *diffs)
{
    char here[1024];
    snprintf(here, sizeof here, "%s/%s[%u]", path, (const char *)a->name, i);
    const char *na = a->ns ? (const char *)a->ns->href : "", *nb = b->ns ? (const char *)b->ns->href : "";
    if (strcmp((const char *)a->name, (const char *)b->name) || strcmp(na, nb)) {
        tb_printf(diffs, "%s: element {%s}%s | {%s}%s\n", here, na, a->name, nb, b->name);
        return;
    }
    char *ta = leaf_text(a), *tb = leaf_text(b);
    if ((ta == NULL) != (tb == NULL) || (ta && strcmp(ta, tb)))
        tb_printf(diffs, "%s: '%s' | '%s'\n", here, ta ? ta : "(elements)", tb ? tb : "(elements)");
    bool leaves = ta || tb;
    free(ta);
    free(tb);
    if (leaves)
        return;
    xmlNodePtr ca = next_element(a->children), cb = next_element(b->children);
    for (unsigned k = 1; ca && cb; k++, ca = next_element(ca->next), cb = next_element(cb->next))
        compare(ca, cb, here, k, diffs);
    if (ca || cb)
        tb_printf(diffs, "%s: %s has more elements\n", here, ca ? "the first" : "the second");
}

/* The differences of two XML texts, one line each ("" when the same); malloc'd. */
static char *xml_diff(const char *a, size_t alen, const char *b, size_t blen)
{
    xmlDocPtr da = xmlReadMemory(a, (int)alen, "a.xml", NULL, XML_PARSE_NONET);
    xmlDocPtr db = xmlReadMemory(b, (int)blen, "b.xml", NULL, XML_PARSE_NONET);
    ck_assert_ptr_nonnull(da);
    ck_assert_ptr_nonnull(db);
    struct textbuf diffs = {0};
    tb_puts(&diffs, "");
    compare(xmlDocGetRootElement(da), xmlDocGetRootElement(db), "", 1, &diffs);
    xmlFreeDoc(da);
    xmlFreeDoc(db);
    return diffs.buf;
}

/* ---- import and export ---------------------------------------------------------------------- */

/* Imports the file at path (in memory) and asserts it read. */
static void import_path(struct timport *t, const char *path)
{
    struct tinput in = {path, NULL, NULL};
    ti_run(t, &in, 1, NULL);
    ck_assert_msg(t->status == IMPORT_OK, "%s", ti_diags(t));
}

/* Imports text as name (in memory). */
static void import_text(struct timport *t, const char *name, const char *text)
{
    struct tinput in = {name, text, NULL};
    ti_run(t, &in, 1, NULL);
}

/* The export of definition name of t in records of reclen bytes (0: lines); malloc'd. */
static char *export_definition(struct timport *t, const char *name, unsigned reclen, size_t *len)
{
    struct pol_object *top = pol_find_top(&t->pol, wlm_kind(WLM_DEFINITION), name);
    ck_assert_ptr_nonnull(top);
    struct textbuf tb = {0};
    struct export_out *o;
    struct export_error err;
    ck_assert_int_eq(export_out_buffer(&tb, &o, &err), EXPORT_OK);
    ck_assert_int_eq(export_wlmxml_definition(o, top, reclen, &err), EXPORT_OK);
    ck_assert_int_eq(export_out_close(o, &err), EXPORT_OK);
    *len = tb.len;
    return tb.buf;
}

/* Asserts that the export of WSCDEF in t has the content of IBM's copy, except diffs_want. */
static void assert_like_sample(struct timport *t, const char *diffs_want)
{
    size_t slen, elen;
    char *sample = tu_read(tu_sample("wlm/WLMPOL.WSCDEF.XML"), &slen);
    char *out = export_definition(t, "WSCDEF", 0, &elen);
    char *d = xml_diff(out, elen, sample, slen);
    ck_assert_str_eq(d, diffs_want);
    free(d);
    free(out);
    free(sample);
}

/* The sample imported and exported: the same content; its Extensions element, which the schema
 * does not model, is kept (and said so), and 13 classifications have no CreationUser. */
START_TEST(sample_round_trip)
{
    struct timport t;
    import_path(&t, tu_sample("wlm/WLMPOL.WSCDEF.XML"));
    assert_like_sample(&t, "");
    const char *d = ti_diags(&t);
    ck_assert_ptr_nonnull(strstr(d, "WLMPOL.WSCDEF.XML:2212:5: info: <Extensions> is not modelled: "
                                    "kept as read and written back in its place [WLM102]"));
    struct pol_object *top = pol_find_top(&t.pol, wlm_kind(WLM_DEFINITION), "WSCDEF");
    ck_assert_str_eq(pol_get_key(top, "level"), "038");
    ck_assert_str_eq(pol_get_key(top, "mso"), "0.0000");
    ck_assert_uint_eq(pol_child_count(top, wlm_kind(WLM_SERVCLASS)), 19);
    ck_assert_uint_eq(pol_child_count(top, wlm_kind(WLM_REPCLASS)), 69);
    const struct kind_def *cl = wlm_kind(WLM_CLASSIFICATION);
    size_t no_user = 0;
    for (struct pol_object *c = pol_first_child(top, cl); c; c = pol_next_child(c, cl))
        no_user += pol_get_key(c, "creationuser") == NULL;
    ck_assert_uint_eq(no_user, 13);
    /* 41 rules and 14 sub-rules, each sub-rule under its rule */
    const struct kind_def *rk = wlm_kind(WLM_RULE);
    size_t rules = 0, subrules = 0;
    for (struct pol_object *c = pol_first_child(top, cl); c; c = pol_next_child(c, cl))
        for (struct pol_object *r = pol_first_child(c, rk); r; r = pol_next_child(r, rk)) {
            rules++;
            subrules += pol_child_count(r, rk);
            ck_assert_uint_eq(r->nparams, 0);
        }
    ck_assert_uint_eq(rules, 41);
    ck_assert_uint_eq(subrules, 14);
    ti_done(&t);
}
END_TEST

/* The 9 values IBM's reformatted copy lost at record ends, as the download has them. */
static const char fb80_truth[] =
    "/ServiceDefinition[1]/Workloads[9]/Workload[2]/Description[2]: 'Database workloads' | 'Databaseworkloads'\n"
    "/ServiceDefinition[1]/ReportClasses[11]/ReportClass[39]/Description[2]: 'CICS trans matching name TRX2' | 'CICS trans matching nameTRX2'\n"
    "/ServiceDefinition[1]/ReportClasses[11]/ReportClass[41]/Description[2]: 'TSO emergency use' | 'TSO emergencyuse'\n"
    "/ServiceDefinition[1]/ReportClasses[11]/ReportClass[52]/Description[2]: 'Unclassified SOM requests' | 'Unclassified SOMrequests'\n"
    "/ServiceDefinition[1]/ClassificationGroups[13]/ClassificationGroup[2]/QualifierNames[8]/QualifierName[2]/Description[2]: 'JES class Y test jobs' | 'JES class Ytest jobs'\n"
    "/ServiceDefinition[1]/ClassificationGroups[13]/ClassificationGroup[6]/QualifierNames[8]/QualifierName[3]/Description[2]: 'STC for other user backups' | 'STC for otheruser backups'\n"
    "/ServiceDefinition[1]/ClassificationGroups[13]/ClassificationGroup[10]/QualifierNames[8]/QualifierName[1]/Description[2]: 'IMS test database regions' | 'IMS test databaseregions'\n"
    "/ServiceDefinition[1]/ClassificationGroups[13]/ClassificationGroup[13]/QualifierNames[8]/QualifierName[1]/Description[2]: 'ID assigned to .. (fill in)' | 'ID assignedto .. (fill in)'\n"
    "/ServiceDefinition[1]/ApplicationEnvironments[16]/ApplicationEnvironment[1]/StartParameter[6]: 'WLMAE=MQWFEXAE,WLMSN=&IWMSSNM,          SRVEP=FMCEMAIN,SRVNO=1' | 'WLMAE=MQWFEXAE,WLMSN=&IWMSSNM, SRVEP=FMCEMAIN,SRVNO=1'\n";

/* The download from 80-byte records: read as records (WLM103) to the sample's content, except the
 * 9 values that it has right. */
START_TEST(fb80_reads_the_truth)
{
    struct timport t;
    import_path(&t, tu_sample("wlm/WLMPOL.WSCDEF.fb80.xml"));
    ck_assert_ptr_nonnull(strstr(ti_diags(&t), "WLMPOL.WSCDEF.fb80.xml:1:1: info: read as 947 records "
                                               "of 80 bytes"));
    assert_like_sample(&t, fb80_truth);
    ti_done(&t);
}
END_TEST

/* The sample cut here into 80-byte records with their trailing blanks stripped, as a download
 * gives them: not well-formed as it stands, read as records to the same content; its export in
 * records of 80 (no line longer) reads back to it again. */
START_TEST(rewrapped_sample_reads_back)
{
    size_t slen;
    char *sample = tu_read(tu_sample("wlm/WLMPOL.WSCDEF.XML"), &slen);
    struct textbuf rec = {0};
    for (size_t at = 0; at < slen; at += 80) {
        size_t n = slen - at < 80 ? slen - at : 80;
        while (n && sample[at + n - 1] == ' ')
            n--;
        tb_putn(&rec, sample + at, n);
        tb_puts(&rec, "\n");
    }
    struct timport t;
    import_text(&t, "WSCDEF.fb80.xml", rec.buf);
    ck_assert_msg(t.status == IMPORT_OK, "%s", ti_diags(&t));
    ck_assert_ptr_nonnull(strstr(ti_diags(&t), "WSCDEF.fb80.xml:1:1: info: read as 1380 records"));
    assert_like_sample(&t, "");
    size_t len;
    char *out = export_definition(&t, "WSCDEF", 80, &len);
    for (const char *p = out, *nl; (nl = strchr(p, '\n')); p = nl + 1)
        ck_assert_int_le(nl - p, 80);
    ti_done(&t);
    import_text(&t, "WSCDEF.upload.xml", out);
    ck_assert_msg(t.status == IMPORT_OK, "%s", ti_diags(&t));
    ck_assert_ptr_nonnull(strstr(ti_diags(&t), "WSCDEF.upload.xml:1:1: info: read as "));
    assert_like_sample(&t, "");
    ti_done(&t);
    free(out);
    tb_free(&rec);
    free(sample);
}
END_TEST

#define NS "http://www.ibm.com/xmlns/prod/zwlm/2022/05/ServiceDefinition.xsd"

/* What stops an import, with the file's line and column: XML that is not well-formed, a wrong
 * root or namespace, a value of the wrong type, EBCDIC and other code pages. */
START_TEST(what_stops_an_import)
{
    static const struct {
        const char *text, *want;
    } cases[] = {
        {"<ServiceDefinition xmlns=\"" NS "\">\n  <Name>D1</Nam>\n</ServiceDefinition>\n",
         "bad.xml:2:17: error: not well-formed XML: Opening and ending tag mismatch: Name line 2 "
         "and Nam [WLM101]\n"},
        {"<ServiceDefinition xmlns=\"urn:other\"><Name>D1</Name></ServiceDefinition>",
         "bad.xml:1:1: error: <ServiceDefinition> is in namespace 'urn:other', not in a z/OS WLM "
         "one (http://www.ibm.com/xmlns/prod/zwlm/YYYY/MM/ServiceDefinition.xsd) [WLM105]\n"},
        {"<ServiceDefinition xmlns=\"" NS "\"><Name>D1</Name>\n<Workloads><Workload><Name>W"
         "</Name><ServiceClasses><ServiceClass><Name>S</Name><Goal><Velocity>\n"
         "  <Importance>high</Importance></Velocity></Goal></ServiceClass></ServiceClasses>"
         "</Workload></Workloads></ServiceDefinition>",
         "bad.xml:3:3: error: <Importance>high</Importance> is not an integer [WLM106]\n"},
        {"\x4C\x6F\xA7\x94\x93\x40", "bad.xml:1:1: error: the file is EBCDIC: download the data "
         "set as text (converted to ASCII), or export it from z/OSMF as UTF-8 [WLM101]\n"},
        {"<?xml version=\"1.0\" encoding=\"IBM-1047\"?><ServiceDefinition/>",
         "bad.xml:1:1: error: the XML declaration names code page IBM-1047: wlmcon reads UTF-8 "
         "and ISO-8859-1 only; convert the file (iconv -f IBM-1047 -t UTF-8) [WLM101]\n"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        struct timport t;
        import_text(&t, "bad.xml", cases[i].text);
        ck_assert_int_eq(t.status, IMPORT_DATAERR);
        ck_assert_str_eq(ti_diags(&t), cases[i].want);
        ti_done(&t);
    }
}
END_TEST

/* Four states and bytes: absent stays unspecified, <X/> and <X></X> empty, blanks blank; text
 * with entities is kept decoded and written escaped; an unknown element keeps its place. */
START_TEST(values_in_four_states)
{
    const char *text = "<ServiceDefinition xmlns=\"" NS "\"><Name>D1</Name><Description/>"
                       "<Level>038</Level><ReplId></ReplId><ProdId>   </ProdId><Notes><Note>a &amp; "
                       "b</Note></Notes><Mine>x</Mine><ResourceGroups/></ServiceDefinition>";
    struct timport t;
    import_text(&t, "d.xml", text);
    ck_assert_msg(t.status == IMPORT_OK, "%s", ti_diags(&t));
    struct pol_object *top = pol_find_top(&t.pol, wlm_kind(WLM_DEFINITION), "D1");
    ck_assert_ptr_null(pol_get_key(top, "creationdate"));
    ck_assert_str_eq(pol_get_key(top, "descr"), "");
    ck_assert_str_eq(pol_get_key(top, "replid"), "");
    ck_assert_str_eq(pol_get_key(top, "prodid"), "   ");
    struct pol_object *note = pol_first_child(top, wlm_kind(WLM_NOTE));
    ck_assert_str_eq(pol_get_key(note, "text"), "a & b");
    size_t len;
    char *out = export_definition(&t, "D1", 0, &len);
    ck_assert_str_eq(out, "<ServiceDefinition xmlns=\"" NS "\">\n"
                          "    <Name>D1</Name>\n    <Description/>\n    <Level>038</Level>\n"
                          "    <ReplId/>\n    <ProdId>   </ProdId>\n    <Notes>\n"
                          "        <Note>a &amp; b</Note>\n    </Notes>\n    <Mine>x</Mine>\n"
                          "    <ResourceGroups/>\n</ServiceDefinition>\n");
    free(out);
    ti_done(&t);
}
END_TEST

/* The single-value checks of the WLM rows: type and range, choices, documented length, time and
 * date formats; unspecified and empty values pass. */
START_TEST(value_checks)
{
    const struct kind_def *per = wlm_kind(WLM_PERIOD), *rg = wlm_kind(WLM_RESGROUP);
    const struct attr_def *imp = per->attrs[schema_attr_index(per, "importance")];
    const struct attr_def *rt = per->attrs[schema_attr_index(per, "resptime")];
    const struct attr_def *ty = rg->attrs[schema_attr_index(rg, "rgtype")];
    const struct attr_def *de = rg->attrs[schema_attr_index(rg, "descr")];
    const struct attr_def *cd = rg->attrs[schema_attr_index(rg, "creationdate")];
    const char *rule = NULL;
    char msg[256];
    ck_assert_ptr_null(wlm_value_problem(imp, "5", &rule, msg, sizeof msg));
    ck_assert_ptr_null(wlm_value_problem(imp, NULL, &rule, msg, sizeof msg));
    ck_assert_str_eq(wlm_value_problem(imp, "6", &rule, msg, sizeof msg),
                     "<Importance>6</Importance> is out of range: Importance is from 1 to 5");
    ck_assert_str_eq(rule, "WLM901");
    ck_assert_str_eq(wlm_value_problem(ty, "MSUHours", &rule, msg, sizeof msg),
                     "<Type>MSUHours</Type> is not one of the values IBM documents");
    ck_assert_str_eq(rule, "WLM902");
    ck_assert_str_eq(wlm_value_problem(de, "a description of 33 characters...", &rule, msg, sizeof msg),
                     "<Description> is 33 bytes long: IBM documents at most 32 bytes");
    ck_assert_str_eq(rule, "WLM903");
    ck_assert_ptr_null(wlm_value_problem(rt, "00:00:00.250", &rule, msg, sizeof msg));
    ck_assert_str_eq(wlm_value_problem(rt, "0.25", &rule, msg, sizeof msg),
                     "<ResponseTime>0.25</ResponseTime> is not a time HH:MM:SS.mmm");
    ck_assert_str_eq(rule, "WLM904");
    ck_assert_str_eq(wlm_value_problem(cd, "2023-06-13 18:34:23", &rule, msg, sizeof msg),
                     "<CreationDate>2023-06-13 18:34:23</CreationDate> is not a date YYYY/MM/DD HH:MM:SS");
    ck_assert_str_eq(rule, "WLM905");
}
END_TEST

Suite *suite_wlm_xml(void)
{
    Suite *s = suite_create("wlm_xml");
    TCase *tc = tcase_create("samples");
    tcase_add_test(tc, sample_round_trip);
    tcase_add_test(tc, fb80_reads_the_truth);
    tcase_add_test(tc, rewrapped_sample_reads_back);
    tu_add_sample_case(s, tc, "the WLM XML round trip");
    TCase *tv = tcase_create("values");
    tcase_add_test(tv, what_stops_an_import);
    tcase_add_test(tv, values_in_four_states);
    tcase_add_test(tv, value_checks);
    suite_add_tcase(s, tv);
    return s;
}
