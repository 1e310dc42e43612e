/* tests/check_yaml.c — the YAML interchange document: layout (golden), lossless round trip, every
 * string quoted, values full of special characters, refusal of malformed documents with
 * file:line:col, and the store hooks a document import calls. */
#include <check.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <yaml.h>

#include "import/import_run.h"
#include "import/yaml/yaml_doc.h"
#include "tests/export_fixture.h"
#include "tests/timport.h"
#include "tests/tutil.h"
#include "model/mq/mq_model.h"

/* Imports YAML text as p.yaml through import_files() into t (hooks may be NULL). */
static enum import_status read_text(struct timport *t, const char *text, const struct import_hooks *hooks)
{
    struct tinput in = {"p.yaml", text, NULL};
    ti_run(t, &in, 1, hooks);
    return t->status;
}

START_TEST(fixture_document)
{
    struct policy pol;
    policy_init(&pol);
    xf_build(&pol);
    char *y = xf_yaml(&pol);
    char *want = tu_read("tests/golden/fixture.yaml", NULL);
    const char *up = getenv("WLMCON_UPDATE_GOLDEN");
    if (up && strcmp(up, "1") == 0) {
        tu_write("tests/golden/fixture.yaml", y);
        free(want);
        want = strdup(y);
    }
    ck_assert_ptr_nonnull(want);
    ck_assert_str_eq(y, want);
    free(want);
    free(y);
    policy_free(&pol);
}
END_TEST

/* Written, read back and written again: the same bytes, and the same MQSC. */
START_TEST(round_trip_is_identical)
{
    struct policy a;
    policy_init(&a);
    struct pol_object *qa = xf_build(&a);
    struct pol_object *qz = pol_new(&a, mq_kind(MQ_QMGR), NULL, "qm1/Z");
    xf_set(&a, qz, "platform", "09030002");   /* text that YAML 1.1 would read as a number */
    xf_set(&a, qz, "descr", "NO");
    char *y1 = xf_yaml(&a);
    struct timport t;
    ck_assert_int_eq(read_text(&t, y1, NULL), IMPORT_OK);
    ck_assert_str_eq(ti_diags(&t), "");
    char *y2 = xf_yaml(&t.pol);
    ck_assert_str_eq(y1, y2);
    ck_assert_ptr_nonnull(strstr(y1, "\"platform\": \"09030002\"\n"));
    ck_assert_ptr_nonnull(strstr(y1, "\"descr\": \"NO\"\n"));
    struct pol_object *qb = ti_top(&t, "QM1");
    ck_assert_ptr_nonnull(qb);
    char *m1 = xf_mqsc(qa, 72), *m2 = xf_mqsc(qb, 72);
    ck_assert_str_eq(m1, m2);
    free(m1);
    free(m2);
    free(y1);
    free(y2);
    ti_done(&t);
    policy_free(&a);
}
END_TEST

/* A document after other files would delete what they gave: it is refused (it must come first). */
START_TEST(document_after_other_files_is_refused)
{
    struct policy a;
    policy_init(&a);
    xf_build(&a);
    char *y = xf_yaml(&a);
    struct tinput in[] = {{"a.mqsc", "DEFINE QLOCAL(OLD)\n", "QM9"}, {"p.yaml", y, NULL}};
    struct timport t;
    ti_run(&t, in, 2, NULL);
    ck_assert_int_eq(t.status, IMPORT_DATAERR);
    ck_assert_str_eq(ti_diags(&t), "p.yaml:1:1: error: a wlmcon policy document replaces every queue manager: it "
                                   "must come first in an import, before the files that give QM9 [YAML]\n");
    ck_assert_ptr_nonnull(ti_top(&t, "QM9"));
    ti_done(&t);
    /* first, then scripts: the scripts apply to what the document gave */
    struct tinput first[] = {{"p.yaml", y, NULL}, {"a.mqsc", "DEFINE QLOCAL(NEW)\n", "QM1"}};
    ti_run(&t, first, 2, NULL);
    ck_assert_int_eq(t.status, IMPORT_OK);
    ck_assert_ptr_nonnull(pol_find(ti_top(&t, "QM1"), "queue", "NEW"));
    ck_assert_uint_eq(t.sum.files, 2);
    free(y);
    ti_done(&t);
    policy_free(&a);
}
END_TEST

static uint64_t rng_state;

static uint32_t rng(void)
{
    return tu_rng(&rng_state);
}

/* A value of pieces at most max bytes long (runs of one piece now and then). */
static void gen_value(char *buf, size_t max)
{
    static const char *const pieces[] = {"'", "\"", "+", "-", "*", ";", " ", ",", ":", "#", "a", "Z",
                                         "\xc3\xa9", "\xe2\x82\xac", "\t", "\\", "- ", "? ", "&x", "!!",
                                         "NO", "2026-05-14", "0", "%", "{", "["};
    size_t n = 0, len = rng() % (max + 1);
    while (n < len) {
        const char *p = pieces[rng() % (sizeof pieces / sizeof pieces[0])];
        size_t run = rng() % 5 == 0 ? 1 + rng() % 60 : 1, pl = strlen(p);
        for (size_t r = 0; r < run && n + pl <= len; r++, n += pl)
            memcpy(buf + n, p, pl);
        if (n + 4 >= len)
            break;
    }
    buf[n] = '\0';
}

/* value quoted as MQSC keeps a verbatim string: in quotes, inner quotes doubled. */
static void quote(char *out, const char *value)
{
    *out++ = '\'';
    for (; *value; value++) {
        if (*value == '\'')
            *out++ = '\'';
        *out++ = *value;
    }
    *out++ = '\'';
    *out = '\0';
}

/* 10,000 values, half as descriptions (64 bytes at most, DESCR's limit, which the reader
 * enforces) and half as verbatim topic strings of up to 300 bytes: each returns unchanged. */
START_TEST(property_values_survive_yaml)
{
    rng_state = 0x2545F4914F6CDD1Dull;
    for (int round = 0; round < 100; round++) {
        struct policy a;
        policy_init(&a);
        struct pol_object *qm = pol_new(&a, mq_kind(MQ_QMGR), NULL, "QM1");
        char vals[100][700];
        for (int i = 0; i < 100; i++) {
            char name[16], value[320];
            snprintf(name, sizeof name, "Q%03d", i);
            gen_value(value, i % 2 ? 300 : 64);
            if (i % 2 == 0) {
                snprintf(vals[i], sizeof vals[i], "%s", value);
                xf_set(&a, pol_new(&a, mq_kind(MQ_QLOCAL), qm, name), "descr", vals[i]);
                continue;
            }
            quote(vals[i], value);
            struct pol_object *tp = pol_new(&a, mq_kind(MQ_TOPIC), qm, name);
            ck_assert_int_eq(pol_param_set(&a, tp, "TOPICSTR", vals[i], PARAM_OTHER, (struct pol_pos){0, 0}), 0);
        }
        char *y = xf_yaml(&a);
        struct timport t;
        ck_assert_msg(read_text(&t, y, NULL) == IMPORT_OK, "%s", ti_diags(&t));
        struct pol_object *qb = ti_top(&t, "QM1");
        ck_assert_uint_eq(pol_count_objects(qb), 100);
        for (int i = 0; i < 100; i++) {
            char name[16];
            snprintf(name, sizeof name, "Q%03d", i);
            if (i % 2 == 0) {
                ck_assert_str_eq(pol_get_key(pol_find(qb, "queue", name), "descr"), vals[i]);
                continue;
            }
            const struct pol_param *p = pol_param_get(pol_find(qb, "topic", name), "TOPICSTR", PARAM_OTHER);
            ck_assert_ptr_nonnull(p);
            ck_assert_str_eq(p->value, vals[i]);
        }
        ti_done(&t);
        free(y);
        policy_free(&a);
    }
}
END_TEST

struct bad_case {
    const char *doc;
    const char *msgs;
};

static const struct bad_case bad[] = {
    {"---\n\"format\": \"wlmcon-policy\"\n\"version\": 1\n\"queue_managers\": [\n",
     "p.yaml:5:1: error: did not find expected node content while parsing a flow node [YAML]\n"},
    {"---\n\"format\": \"other\"\n\"version\": 1\n",
     "p.yaml:2:11: error: this is not a wlmcon policy document (\"format\" is not \"wlmcon-policy\") [YAML]\n"},
    {"---\n\"format\": \"wlmcon-policy\"\n\"version\": 3\n\"queue_managers\": []\n",
     "p.yaml:3:12: error: version 3 is not one this wlmcon reads (1 to 2) [YAML]\n"
     "p.yaml:4:1: error: \"format\" and \"version\" must come before \"queue_managers\" [YAML]\n"},
    {"---\nformat: wlmcon-policy\nversion: 1\nqueue_managers:\n- name: QM1\n  colour: red\n"
     "  attributes: {clwlmruc: 0, bogus: x}\n  objects:\n  - {kind: TOPIC2, name: T}\n"
     "  - {kind: QLOCAL, name: A, attributes: {clwlprty: \"10\"}}\n"
     "  - {kind: QLOCAL, name: B, other: [[MAXDEPTH, \"5)\"], [\"BAD KW\"]]}\n"
     "  - {kind: QREMOTE, name: B}\n- name: QM1\n",
     "p.yaml:6:3: error: unknown key \"colour\" [YAML]\n"
     "p.yaml:7:26: error: CLWLMRUC(0) is out of range: CLWLMRUC must be from 1 to 999999999 [MQ001]\n"
     "p.yaml:7:29: error: QMGR has no attribute \"bogus\" [YAML]\n"
     "p.yaml:9:5: error: \"TOPIC2\" is not a kind of object under a queue manager [YAML]\n"
     "p.yaml:10:52: error: CLWLPRTY(10) is out of range: CLWLPRTY must be from 0 to 9 [MQ001]\n"
     "p.yaml:11:37: error: MAXDEPTH closes a parenthesis it did not open [YAML]\n"
     "p.yaml:11:55: error: BAD KW is not a keyword (letters, digits and '_' only) [YAML]\n"
     "p.yaml:12:27: error: QREMOTE 'B' is given twice (names are unique per queue namespace) [YAML]\n"
     "p.yaml:13:9: error: queue manager 'QM1' is given twice [YAML]\n"},
    {"---\n\"format\": \"wlmcon-policy\"\n\"version\": 1\n\"queue_managers\": []\n---\n",
     "p.yaml:5:1: error: a wlmcon policy file holds one document [YAML]\n"},
    {"--- &a\n\"format\": *a\n", "p.yaml:2:11: error: aliases are not part of a wlmcon policy document [YAML]\n"},
    /* an element of the wrong type is reported once and skipped, without a cascade after it */
    {"---\nformat: wlmcon-policy\nversion: 1\nqueue_managers: [x, [y], {name: QM1, objects: [z, {kind: QLOCAL, "
     "name: A, attributes: {clwlrank: \"10\"}}], records: [[START]]}]\n",
     "p.yaml:4:18: error: expected a queue manager (a mapping), found a scalar [YAML]\n"
     "p.yaml:4:21: error: expected a queue manager (a mapping), found a sequence [YAML]\n"
     "p.yaml:4:48: error: expected an object (a mapping), found a scalar [YAML]\n"
     "p.yaml:4:98: error: CLWLRANK(10) is out of range: CLWLRANK must be from 0 to 9 [MQ001]\n"
     "p.yaml:4:117: error: expected a record (a mapping), found a sequence [YAML]\n"},
    {"---\nformat: wlmcon-policy\nversion: 1\nqueue_managers:\n- {name: QM1, ? [a] : b, other: [[DEADQ, X]]}\n",
     "p.yaml:5:17: error: expected a key, found a sequence [YAML]\n"},
    /* the single-object rules of the MQSC reader: lengths, names, attributes that exclude each other */
    {"---\nformat: wlmcon-policy\nversion: 1\nqueue_managers:\n"
     "- name: QQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQ\n"
     "- name: QM1\n  attributes: {repos: A, reposnl: B, host: "
     "\"hhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhh"
     "hhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhh"
     "hhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhh\"}\n  objects:\n"
     "  - {kind: QLOCAL, name: \"A B\"}\n"
     "  - {kind: QLOCAL, name: AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA}\n"
     "  - {kind: QLOCAL, name: C, attributes: {descr: "
     "\"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\", cluster: C, clusnl: N}}\n"
     "  - {kind: NAMELIST, name: N, attributes: {names: \"A,BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB\"}}\n",
     "p.yaml:5:9: error: queue manager name 'QQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQ' is longer than "
     "48 characters [MQ005]\n"
     "p.yaml:6:3: error: REPOS(A) and REPOSNL(B) are both set: a queue manager names its full-repository "
     "clusters with one or the other [MQ004]\n"
     "p.yaml:7:44: error: Host is 257 bytes long: at most 256 bytes are allowed [MQ005]\n"
     "p.yaml:9:26: error: QLOCAL name 'A B' contains a blank [MQ005]\n"
     "p.yaml:10:26: error: QLOCAL name 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' is longer than 48 "
     "characters [MQ005]\n"
     "p.yaml:11:5: error: CLUSTER(C) and CLUSNL(N) are both set: an object names its clusters with one or the "
     "other [MQ004]\n"
     "p.yaml:11:49: error: DESCR is 65 bytes long: at most 64 bytes are allowed [MQ005]\n"
     "p.yaml:12:51: error: NAMES holds a name longer than 48 characters [MQ005]\n"},
};

START_TEST(malformed_documents_refused)
{
    struct timport t;
    ck_assert_int_eq(read_text(&t, bad[_i].doc, NULL), IMPORT_DATAERR);
    ck_assert_str_eq(ti_diags(&t), bad[_i].msgs);
    ti_done(&t);
}
END_TEST

/* Errors in objects of a queue manager whose own fields are sound: each reported where it is. */
START_TEST(object_errors_reported_in_place)
{
    static const char doc[] =
        "---\nformat: wlmcon-policy\nversion: 1\nqueue_managers:\n- name: QM1\n  objects:\n"
        "  - {kind: QLOCAL, name: A, attributes: {clwlprty: \"10\"}}\n"
        "  - {kind: QLOCAL, name: B, other: [[MAXDEPTH, \"5)\"], [\"BAD KW\"]]}\n"
        "  - {kind: QREMOTE, name: B}\n"
        "  - {name: C}\n"
        "  records:\n  - {type: AUTHREC}\n";
    struct timport t;
    ck_assert_int_eq(read_text(&t, doc, NULL), IMPORT_DATAERR);
    ck_assert_str_eq(ti_diags(&t),
                     "p.yaml:7:52: error: CLWLPRTY(10) is out of range: CLWLPRTY must be from 0 to 9 [MQ001]\n"
                     "p.yaml:8:37: error: MAXDEPTH closes a parenthesis it did not open [YAML]\n"
                     "p.yaml:8:55: error: BAD KW is not a keyword (letters, digits and '_' only) [YAML]\n"
                     "p.yaml:9:27: error: QREMOTE 'B' is given twice (names are unique per queue namespace) [YAML]\n"
                     "p.yaml:10:5: error: the object has no \"kind\" [YAML]\n"
                     "p.yaml:12:5: error: the record has no \"verb\" [YAML]\n");
    ti_done(&t);
}
END_TEST

/* Values in the store's spelling (as the MQSC reader keeps them), and a queue manager's fields
 * given after its objects applied like the others. */
START_TEST(values_canonical_and_late_fields_kept)
{
    static const char doc[] =
        "---\nformat: wlmcon-policy\nversion: 1\nqueue_managers:\n- name: QM1\n  objects:\n"
        "  - {kind: QLOCAL, name: A, attributes: {put: enabled, clwlrank: \"+05\"}}\n"
        "  attributes: {descr: late, clwluseq: any}\n  other: [[DEADQ, X]]\n";
    struct timport t;
    ck_assert_int_eq(read_text(&t, doc, NULL), IMPORT_OK);
    ck_assert_str_eq(ti_diags(&t), "");
    struct pol_object *qm = ti_top(&t, "QM1"), *a = ti_obj(qm, "queue", "A");
    ck_assert_str_eq(pol_get_key(a, "put"), "ENABLED");
    ck_assert_str_eq(pol_get_key(a, "clwlrank"), "5");
    ck_assert_str_eq(pol_get_key(qm, "descr"), "late");
    ck_assert_str_eq(pol_get_key(qm, "clwluseq"), "ANY");
    ck_assert_str_eq(pol_param_get(qm, "DEADQ", PARAM_OTHER)->value, "X");
    ti_done(&t);
}
END_TEST

/* A value that is not UTF-8 (an ISO 8859-1 dump) goes into YAML as !bytes, its bytes in base64, and
 * reads back the same bytes. */
START_TEST(non_utf8_value_as_bytes)
{
    struct policy a;
    policy_init(&a);
    struct pol_object *qm = pol_new(&a, mq_kind(MQ_QMGR), NULL, "QM1");
    xf_set(&a, pol_new(&a, mq_kind(MQ_QLOCAL), qm, "A"), "descr", "caf\xe9 cr\xe8me");
    struct textbuf tb = {0};
    struct export_out *o;
    struct export_error err = {0};
    struct yaml_export *y;
    ck_assert_int_eq(export_out_buffer(&tb, &o, &err), EXPORT_OK);
    ck_assert_int_eq(export_yaml_begin(o, &y, &err), EXPORT_OK);
    ck_assert_int_eq(export_yaml_top(y, qm, &err), EXPORT_OK);
    struct export_error end = {0};
    ck_assert_int_eq(export_yaml_end(y, &end), EXPORT_OK);
    ck_assert_int_eq(export_out_close(o, &end), EXPORT_OK);
    ck_assert_ptr_nonnull(strstr(tb.buf, "\"descr\": !bytes \"Y2Fm6SBjcuhtZQ==\""));
    struct timport t;
    char *doc = tu_replace(strdup("---\n\"format\": \"wlmcon-policy\"\n\"version\": 2\n\"queue_managers\":\n"
                                  "- \"name\": \"QM1\"\n  \"objects\":\n  - {\"kind\": \"QLOCAL\", \"name\": \"A\", "
                                  "\"attributes\": {\"descr\": BYTES}}\n"), "BYTES", "!bytes \"Y2Fm6SBjcuhtZQ==\"");
    ck_assert_int_eq(read_text(&t, doc, NULL), IMPORT_OK);
    ck_assert_str_eq(pol_get_key(ti_obj(ti_top(&t, "QM1"), "queue", "A"), "descr"), "caf\xe9 cr\xe8me");
    ti_done(&t);
    free(doc);
    tb_free(&tb);
    policy_free(&a);
}
END_TEST

static int to_textbuf(void *data, unsigned char *buf, size_t n)
{
    tb_putn(data, (const char *)buf, n);
    return 1;
}

/* The double-quoted scalar libyaml's emitter writes for s, with the settings wlmcon's writer
 * follows (unlimited width, unicode, LF breaks): the oracle of the writer's escapes. malloc'd. */
static char *libyaml_quoted(const char *s)
{
    yaml_emitter_t em;
    yaml_event_t ev;
    struct textbuf tb = {0};
    ck_assert(yaml_emitter_initialize(&em));
    yaml_emitter_set_output(&em, to_textbuf, &tb);
    yaml_emitter_set_width(&em, -1);
    yaml_emitter_set_unicode(&em, 1);
    yaml_emitter_set_break(&em, YAML_LN_BREAK);
    ck_assert(yaml_stream_start_event_initialize(&ev, YAML_UTF8_ENCODING) && yaml_emitter_emit(&em, &ev));
    ck_assert(yaml_document_start_event_initialize(&ev, NULL, NULL, NULL, 1) && yaml_emitter_emit(&em, &ev));
    ck_assert(yaml_scalar_event_initialize(&ev, NULL, NULL, (yaml_char_t *)s, (int)strlen(s), 0, 1,
                                           YAML_DOUBLE_QUOTED_SCALAR_STYLE) && yaml_emitter_emit(&em, &ev));
    ck_assert(yaml_document_end_event_initialize(&ev, 1) && yaml_emitter_emit(&em, &ev));
    ck_assert(yaml_stream_end_event_initialize(&ev) && yaml_emitter_emit(&em, &ev));
    yaml_emitter_delete(&em);
    ck_assert_ptr_nonnull(tb.buf);
    tb.buf[strcspn(tb.buf, "\n")] = '\0';
    return tb.buf;
}

/* The writer's escapes are libyaml's: a quote, a backslash, a tab, NEL, NBSP, LS, PS, a byte order
 * mark, U+FFFE, a character beyond the BMP and plain non-ASCII letters, each written as libyaml
 * writes it, and read back as they were. */
START_TEST(escapes_are_libyamls)
{
    static const char *const values[] = {
        "say \"hi\" to C:\\mq", "a\tb", "nbsp\xc2\xa0x", "ls\xe2\x80\xa8ps\xe2\x80\xa9",
        "\xef\xbb\xbf" "bom", "\xef\xbf\xbe", "smile \xf0\x9f\x98\x80", "caf\xc3\xa9" " cr\xc3\xa8" "me \xe6\x97\xa5", ""};
    for (size_t i = 0; i < sizeof values / sizeof values[0]; i++) {
        struct policy a;
        policy_init(&a);
        struct pol_object *qm = pol_new(&a, mq_kind(MQ_QMGR), NULL, "QM1");
        xf_set(&a, qm, "descr", values[i]);
        char *doc = xf_yaml(&a), *want = libyaml_quoted(values[i]);
        const char *at = strstr(doc, "\n    \"descr\": ");
        ck_assert_msg(at, "no descr in %s", doc);
        at += strlen("\n    \"descr\": ");
        ck_assert_msg(strncmp(at, want, strlen(want)) == 0 && at[strlen(want)] == '\n',
                      "value %zu: written %.*s, libyaml writes %s", i, (int)strcspn(at, "\n"), at, want);
        struct timport t;
        ck_assert_int_eq(read_text(&t, doc, NULL), IMPORT_OK);
        ck_assert_str_eq(pol_get_key(ti_top(&t, "QM1"), "descr"), values[i]);
        ti_done(&t);
        free(want);
        free(doc);
        policy_free(&a);
    }
}
END_TEST

/* A C1 control (NEL, U+0085, which libyaml would write as \N, and the 8-bit CSI U+009B) is a control
 * character as a C0 one is: the YAML export refuses to write it and the import refuses it in place. */
START_TEST(c1_controls_refused_both_ways)
{
    struct policy a;
    policy_init(&a);
    struct pol_object *qm = pol_new(&a, mq_kind(MQ_QMGR), NULL, "QM1");
    xf_set(&a, qm, "descr", "nel\xc2\x85x");
    struct textbuf tb = {0};
    struct export_out *o;
    struct export_error err = {0};
    struct yaml_export *y;
    ck_assert_int_eq(export_out_buffer(&tb, &o, &err), EXPORT_OK);
    ck_assert_int_eq(export_yaml_begin(o, &y, &err), EXPORT_OK);
    ck_assert_int_eq(export_yaml_top(y, qm, &err), EXPORT_DATAERR);
    ck_assert_str_eq(err.msg, "YAML: QMGR(QM1): the value \"nel…\" of DESCR holds a control character (0x85, after "
                              "3 bytes) and cannot be written: the YAML import refuses it");
    export_yaml_end(y, &err);
    export_out_close(o, &err);
    tb_free(&tb);
    policy_free(&a);
    struct timport t;
    ck_assert_int_eq(read_text(&t, "format: wlmcon-policy\nversion: 1\nqueue_managers:\n"
                                   "- name: QM1\n  attributes:\n    descr: \"a\\u009B[2Jb\"\n", NULL), IMPORT_DATAERR);
    ck_assert_str_eq(ti_diags(&t), "p.yaml:6:12: error: DESCR holds a control character (0x9B, byte 2), which no "
                                   "export can carry: only a tab is allowed [MQ005]\n");
    ti_done(&t);
}
END_TEST

struct hook_log {
    struct textbuf tb;
};

static int log_clear(void *ctx, const struct system_def *sys, struct diag_list *d)
{
    (void)d;
    tb_printf(&((struct hook_log *)ctx)->tb, "clear %s\n", sys->id);
    return 0;
}

static int log_save(void *ctx, struct pol_object *top, struct diag_list *d)
{
    (void)d;
    tb_printf(&((struct hook_log *)ctx)->tb, "save %s replace=%d objects=%zu records=%zu\n", top->name,
              top->scope->replace, pol_count_objects(top), pol_count_records(top));
    return 0;
}

/* With a store: the system is cleared once, then each queue manager saved whole as it is read. */
START_TEST(hooks_clear_then_save_each)
{
    struct policy a;
    policy_init(&a);
    xf_build(&a);
    pol_new(&a, mq_kind(MQ_QMGR), NULL, "QM0");
    char *y = xf_yaml(&a);
    struct hook_log log = {{0}};
    struct import_hooks hooks = {.ctx = &log, .save_top = log_save, .clear_system = log_clear};
    struct timport t;
    ck_assert_int_eq(read_text(&t, y, &hooks), IMPORT_OK);
    ck_assert_str_eq(log.tb.buf, "clear mq\nsave QM0 replace=1 objects=0 records=0\n"
                                 "save QM1 replace=1 objects=8 records=3\n");
    ck_assert_uint_eq(t.pol.ntops, 0);
    ck_assert_uint_eq(t.sum.tops, 2);
    ck_assert_uint_eq(t.sum.defined, 8);
    ck_assert_uint_eq(t.sum.records, 3);
    tb_free(&log.tb);
    free(y);
    ti_done(&t);
    policy_free(&a);
}
END_TEST

START_TEST(detects_documents_by_content)
{
    ck_assert(yaml_detect("---\n\"format\"", 13));
    ck_assert(yaml_detect("\xEF\xBB\xBF# policy\n\n%YAML 1.1\n", 22));
    ck_assert(yaml_detect("format: wlmcon-policy\n", 22));
    ck_assert(!yaml_detect("* comment\nDEFINE QLOCAL(A)\n", 27));
    ck_assert(!yaml_detect("# not MQSC either\nDEFINE QLOCAL(A)\n", 35));
    ck_assert(!yaml_detect("----\n", 5));
    ck_assert(!yaml_detect("", 0));
}
END_TEST

Suite *suite_yaml(void)
{
    Suite *s = suite_create("yaml");
    TCase *tc = tcase_create("core");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, fixture_document);
    tcase_add_test(tc, round_trip_is_identical);
    tcase_add_test(tc, document_after_other_files_is_refused);
    tcase_add_test(tc, property_values_survive_yaml);
    tcase_add_test(tc, values_canonical_and_late_fields_kept);
    tcase_add_test(tc, non_utf8_value_as_bytes);
    tcase_add_test(tc, escapes_are_libyamls);
    tcase_add_test(tc, c1_controls_refused_both_ways);
    tcase_add_loop_test(tc, malformed_documents_refused, 0, (int)(sizeof bad / sizeof bad[0]));
    tcase_add_test(tc, object_errors_reported_in_place);
    tcase_add_test(tc, hooks_clear_then_save_each);
    tcase_add_test(tc, detects_documents_by_content);
    suite_add_tcase(s, tc);
    return s;
}
