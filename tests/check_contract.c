/* tests/check_contract.c — the system contract reached generically (model/schema.h): paths formatted
 * and parsed back on every MQ kind, the defaults for a system that gives no operation (tests/tsys),
 * MQ's values, names and inherited values; the export format table and the per-system import
 * options (import/import.h). */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tests/timport.h"
#include "tests/tlist.h"
#include "tests/tsys.h"
#include "tests/tutil.h"
#include "model/mq/mq_model.h"
#include "model/wlm/wlm_model.h"

/* A queue manager QM5 with one object of every other MQ kind, named O.<kind id> (the subscription:
 * a name with a quote, blanks and parentheses, which only subscriptions may have). */
static struct pol_object *every_kind(struct policy *p)
{
    struct pol_object *top = pol_new(p, mq_kind(MQ_QMGR), NULL, "QM5");
    ck_assert_ptr_nonnull(top);
    for (unsigned k = 0; k < MQ_NKINDS; k++) {
        if (k == MQ_QMGR)
            continue;
        char name[64];
        snprintf(name, sizeof name, k == MQ_SUB ? "it's (a) sub" : "O.%s", mq_kind(k)->id);
        ck_assert_ptr_nonnull(pol_new(p, mq_kind(k), top, name));
    }
    return top;
}

START_TEST(mq_paths_round_trip_on_every_kind)
{
    struct policy p;
    policy_init(&p);
    struct pol_object *top = every_kind(&p);
    char path[256];
    ck_assert_str_eq(schema_object_path(top, path, sizeof path), "QMGR(QM5)");
    ck_assert_ptr_eq(schema_path_find(&p, path), top);
    size_t seen = 0;
    for (size_t i = 0; i < top->scope->nobjs; i++) {
        struct pol_object *o = top->scope->objs[i];
        schema_object_path(o, path, sizeof path);
        ck_assert_msg(schema_path_find(&p, path) == o, "%s does not lead back to its object", path);
        ck_assert_ptr_eq(mq_path_find(&p, path), o);
        seen++;
    }
    ck_assert_uint_eq(seen, MQ_NKINDS - 1);
    ck_assert_str_eq(schema_object_path(pol_find(top, "channel", "O.CLUSRCVR"), path, sizeof path),
                     "QMGR(QM5) CHANNEL('O.CLUSRCVR')");
    ck_assert_str_eq(schema_object_path(pol_find(top, "sub", "it's (a) sub"), path, sizeof path),
                     "QMGR(QM5) SUB('it''s (a) sub')");
    policy_free(&p);
}
END_TEST

START_TEST(mq_path_find_refuses_what_is_not_a_path_of_the_policy)
{
    struct policy p;
    policy_init(&p);
    every_kind(&p);
    static const char *const bad[] = {
        "QMGR(QM9)",                          /* no such queue manager */
        "QMGR(QM5) QLOCAL('NOPE')",           /* no such queue */
        "QMGR(QM5) QALIAS('O.QLOCAL')",       /* a queue of that name, of another type */
        "QMGR(QM5) QLOCAL(O.QLOCAL)",         /* the object's name unquoted */
        "QMGR(QM5) CHANNEL('O.SDR'",          /* cut */
        "QMGR(QM5) CHANNEL('O.SDR') ",        /* something after it */
        "QMGR(QM5)  CHANNEL('O.SDR')",        /* two blanks */
        "QMGR(QM5) TOPICX('O.TOPIC')",        /* not an MQ object type */
        "QLOCAL('O.QLOCAL')",                 /* no queue manager */
        "",
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        ck_assert_msg(schema_path_find(&p, bad[i]) == NULL, "\"%s\" found an object", bad[i]);
    policy_free(&p);
}
END_TEST

/* SITE(S1) with GROUP(G1), under it rules 1 and 2, rule 2 with a rule of its own. */
static struct pol_object *site(struct policy *p, struct pol_object **rules)
{
    struct pol_object *s = pol_new(p, tsys_kind(TSYS_SITE), NULL, "S1");
    struct pol_object *g = pol_new(p, tsys_kind(TSYS_GROUP), s, "G1");
    rules[1] = pol_new(p, tsys_kind(TSYS_RULE), g, NULL);
    rules[0] = pol_new_at(p, tsys_kind(TSYS_RULE), g, NULL, 1);   /* before it: it becomes 2 */
    rules[2] = pol_new(p, tsys_kind(TSYS_RULE), rules[1], NULL);
    ck_assert_uint_eq(rules[1]->position, 2);
    return s;
}

START_TEST(a_system_without_operations_gets_the_defaults)
{
    tsys_register();
    struct policy p;
    policy_init(&p);
    every_kind(&p);
    struct pol_object *rules[3], *s = site(&p, rules);
    struct pol_object *g = pol_find(s, "group", "G1");
    struct pol_object *v = pol_new(&p, tsys_kind(TSYS_SERVER), s, "V1");
    const struct kind_def *server = tsys_kind(TSYS_SERVER);
    char path[128];
    ck_assert_str_eq(schema_object_path(s, path, sizeof path), "SITE(S1)");
    ck_assert_str_eq(schema_object_path(rules[2], path, sizeof path), "SITE(S1) GROUP(G1) RULE#2 RULE#1");
    ck_assert_ptr_eq(schema_path_find(&p, "SITE(S1) GROUP(G1) RULE#2 RULE#1"), rules[2]);
    ck_assert_ptr_eq(schema_path_find(&p, "SITE(S1) GROUP(G1) RULE#1"), rules[0]);
    ck_assert_ptr_eq(schema_path_find(&p, "SITE(S1) GROUP(G1)"), g);
    ck_assert_ptr_null(schema_path_find(&p, "SITE(S1) GROUP(G1) RULE#3"));
    ck_assert_str_eq(schema_path_default(rules[2], path, 13), "SITE(S1) GRO");   /* cut, terminated */
    ck_assert_str_eq(schema_name_problem(server, "", s), "is empty");
    ck_assert_str_eq(schema_name_problem(server, "ABCDEFGHIJKLMNOPQ", s), "is longer than 16 characters");
    ck_assert_ptr_null(schema_name_problem(server, "A B", s));
    const char *rule = NULL;
    char msg[128];
    const struct attr_def *weight = server->attrs[schema_attr_index(server, "weight")];
    ck_assert_str_eq(schema_value_problem(server, weight, "120", &rule, msg, sizeof msg),
                     "WEIGHT(120) is out of range: WEIGHT must be from 1 to 99");
    ck_assert_str_eq(rule, "VALUE");
    ck_assert_ptr_null(schema_value_problem(server, weight, "99", &rule, msg, sizeof msg));
    ck_assert_ptr_null(schema_value_problem(server, weight, NULL, &rule, msg, sizeof msg));
    ck_assert_str_eq(schema_effective(v, "weight"), "50");
    ck_assert_int_eq(pol_set(&p, v, schema_attr_index(server, "weight"), "7", (struct pol_pos){0}), 0);
    ck_assert_str_eq(schema_effective(v, "weight"), "7");
    ck_assert_ptr_null(schema_effective(v, "descr"));
    ck_assert_str_eq(schema_inherited(s, server, "weight"), "50");
    ck_assert_ptr_null(schema_default_object(server));
    ck_assert_uint_eq(schema_dump_rank(v), 0);
    size_t nextra = 9;   /* no attributes kept verbatim on panels; parameter text as it is */
    ck_assert_ptr_null(schema_extra_attrs(server, &nextra));
    ck_assert_uint_eq(nextra, 0);
    ck_assert_ptr_null(schema_extra_attr(server, "WEIGHT"));
    char buf[8];
    ck_assert_str_eq(schema_param_value(server, weight, "'x'", buf, sizeof buf), "'x'");
    ck_assert_str_eq(schema_param_text(server, weight, "'x'", buf, sizeof buf), "'x'");
    ck_assert_ptr_null(schema_param_text(server, weight, "12345678", buf, sizeof buf));
    struct diag_list d;
    diag_init(&d, 10);
    ck_assert_int_eq(schema_object_problems(v, &d, (struct diag_at){0}), 0);
    ck_assert_uint_eq(d.n, 0);
    diag_free(&d);
    policy_free(&p);
}
END_TEST

START_TEST(mq_values_names_and_inherited_values)
{
    struct policy p;
    policy_init(&p);
    struct pol_object *top = pol_new(&p, mq_kind(MQ_QMGR), NULL, "QM5");
    const struct kind_def *ql = mq_kind(MQ_QLOCAL);
    const char *rule = NULL;
    char msg[160];
    const struct attr_def *prty = ql->attrs[schema_attr_index(ql, "clwlprty")];
    ck_assert_str_eq(schema_value_problem(ql, prty, "10", &rule, msg, sizeof msg),
                     "CLWLPRTY(10) is out of range: CLWLPRTY must be from 0 to 9");
    ck_assert_str_eq(rule, "MQ001");
    ck_assert_ptr_null(schema_value_problem(ql, prty, "9", &rule, msg, sizeof msg));
    char num[32];
    ck_assert_str_eq(schema_canonical(prty, "+05", num, sizeof num), "5");
    ck_assert_str_eq(schema_canonical(prty, "5x", num, sizeof num), "5x");
    ck_assert_str_eq(schema_canonical(ql->attrs[schema_attr_index(ql, "put")], "disabled", num, sizeof num),
                     "DISABLED");
    ck_assert_str_eq(schema_name_problem(ql, "A B", top), "contains a blank");
    ck_assert_ptr_null(schema_name_problem(mq_kind(MQ_SUB), "A B", top));   /* free text */
    ck_assert_ptr_null(schema_name_problem(ql, "+QMNAME+.XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX", top));
    ck_assert_str_eq(mq_system()->name_rule, "MQ005");
    /* a new local queue takes PUT from the default object once it is imported */
    ck_assert_str_eq(schema_default_object(ql), "SYSTEM.DEFAULT.LOCAL.QUEUE");
    ck_assert_ptr_null(schema_default_object(mq_kind(MQ_QMGR)));
    ck_assert_str_eq(schema_inherited(top, ql, "put"), "ENABLED");
    struct pol_object *d = pol_new(&p, ql, top, "SYSTEM.DEFAULT.LOCAL.QUEUE");
    struct pol_object *q = pol_new(&p, ql, top, "Q1");
    ck_assert_int_eq(pol_set(&p, d, schema_attr_index(ql, "put"), "DISABLED", (struct pol_pos){0}), 0);
    ck_assert_str_eq(schema_inherited(top, ql, "put"), "DISABLED");
    ck_assert_str_eq(schema_effective(q, "put"), "DISABLED");
    ck_assert_str_eq(schema_effective(d, "defbind"), "OPEN");   /* the default object: the schema's */
    ck_assert_int_eq(pol_set(&p, q, schema_attr_index(ql, "put"), "ENABLED", (struct pol_pos){0}), 0);
    ck_assert_str_eq(schema_effective(q, "put"), "ENABLED");
    ck_assert_ptr_null(schema_inherited(top, ql, "nosuchkey"));
    policy_free(&p);
}
END_TEST

/* The formats: the first registered system's writers (MQSC), the document (YAML), then every other
 * system's writers in the registry's order. */
START_TEST(the_export_formats_are_one_table)
{
    const struct export_format *const *f = export_formats();
    ck_assert_str_eq(f[0]->name, "mqsc");
    ck_assert_str_eq(f[1]->name, "yaml");
    ck_assert_str_eq(f[2]->name, "wlmxml");
    ck_assert_str_eq(f[3]->name, "wlmreport");
    size_t n = 2;
    for (const struct system_def *const *sys = schema_systems() + 1; *sys; sys++)
        for (const struct export_format *const *w = ui_system_of(*sys)->writers; w && *w; w++, n++)
            ck_assert_ptr_eq(f[n], *w);
    ck_assert_ptr_null(f[n]);
    const char *names[64];
    ck_assert_uint_eq(tl_export_names(names, 64), n);
    char *phrase = tl_join(names, n, ", ", " or "), *bars = tl_join(names, n, "|", "|");
    char buf[512];
    ck_assert_str_eq(export_format_names(buf, sizeof buf), phrase);
    ck_assert_str_eq(export_format_names(buf, 7), "mqsc, ");
    ck_assert_ptr_eq(export_format("mqsc"), f[0]);
    ck_assert_ptr_eq(export_format("yaml"), f[1]);
    ck_assert_ptr_null(export_format("MQSC"));
    ck_assert_ptr_eq(export_format("wlmxml"), f[2]);
    ck_assert_str_eq(f[2]->system, "wlm");
    ck_assert_ptr_null(export_format("xml"));
    ck_assert_str_eq(f[0]->system, "mq");
    ck_assert_ptr_null(f[0]->file);
    ck_assert_ptr_null(f[1]->system);
    ck_assert_str_eq(f[1]->file, "policy.yaml");
    char file[64];
    ck_assert_int_eq(export_file_name(f[0], "qm1", file, sizeof file), 0);
    ck_assert_str_eq(file, "%71%6D1.mqsc");
    ck_assert_int_eq(export_file_name(f[1], "QM1", file, sizeof file), -1);
    ck_assert_int_eq(export_file_name(f[2], "WSCDEF", file, sizeof file), 0);
    ck_assert_str_eq(file, "WSCDEF.xml");
    ck_assert_int_eq(export_file_name(f[3], "WSCDEF", file, sizeof file), 0);
    ck_assert_str_eq(file, "WSCDEF.txt");
    /* the CLI lists what the table holds: every format, and every writer's option */
    char *out = NULL, *err = NULL;
    const char *argv[] = {"--store", "/nonexistent/x.db", "export", "--format", "xml", "--out", "-", NULL};
    ck_assert_int_eq(tu_wlmcon(argv, NULL, NULL, &out, &err), 64);
    snprintf(buf, sizeof buf, "wlmcon export: --format must be %s\nusage: wlmcon [--store FILE] export "
             "--format %s --out DIR|- [--width N] [--record-length N]", phrase, bars);
    ck_assert_msg(strncmp(err, buf, strlen(buf)) == 0, "%s", err);
    for (size_t i = 0; f[i]; i++)
        for (const struct import_option_def *const *d = f[i]->options; d && *d; d++) {
            snprintf(buf, sizeof buf, "[--%s %s]", (*d)->name, (*d)->metavar);
            ck_assert_msg(strstr(err, buf) != NULL, "%s: no %s", err, buf);
        }
    ck_assert_str_eq(strchr(err, '\0') - 1, "\n");
    free(phrase);
    free(bars);
    free(out);
    free(err);
}
END_TEST

/* Writes the two scripts of the option tests; returns the directory (malloc'd). */
static char *two_scripts(char **a, char **b)
{
    char *dir = tu_tmpdir();
    *a = tu_path(dir, "a.mqsc");
    *b = tu_path(dir, "b.mqsc");
    tu_write(*a, "DEFINE QLOCAL(A)\n");
    tu_write(*b, "DEFINE QLOCAL(B)\n");
    return dir;
}

START_TEST(the_formats_declare_their_options)
{
    /* every option of every reader, each name once (the first reader's), in the readers' order */
    const struct import_option_def *const *d = import_option_defs();
    size_t n = 0;
    for (const struct import_format *const *r = import_formats(); *r; r++)
        for (const struct import_option_def *const *o = import_format_options(*r); *o; o++) {
            size_t at = 0;
            while (d[at] && strcmp(d[at]->name, (*o)->name) != 0)
                at++;
            ck_assert_msg(d[at] != NULL, "option %s of reader %s not listed", (*o)->name, import_format_name(*r));
            ck_assert_ptr_eq(import_option_def((*o)->name), d[at]);
            ck_assert_uint_le(at, n);   /* after those of the readers before */
            n += at == n;
        }
    ck_assert_ptr_null(d[n]);
    ck_assert_str_eq(d[0]->name, "record-length");
    ck_assert_str_eq(d[0]->system, "wlm");
    ck_assert_str_eq(d[1]->name, "qmgr");
    ck_assert_str_eq(d[1]->system, "mq");
    ck_assert_str_eq(d[1]->what, "a queue manager name");
    ck_assert_str_eq(import_option_def("was-server")->system, "was");
    ck_assert_str_eq(import_option_def("server")->system, "domino");
    ck_assert_str_eq(import_option_def("node")->system, "tp1");
    ck_assert_str_eq(import_option_def("platform")->system, "mq");
    ck_assert_ptr_null(import_option_def("colour"));

    char *a, *b, *dir = two_scripts(&a, &b);
    struct policy pol;
    struct diag_list diags;
    policy_init(&pol);
    diag_init(&diags, 100);
    /* each file has its own options: QM7 for the first, QM8 for the second */
    struct import_file files[] = {{a, (const struct import_option[]){{"qmgr", "QM7"}, {NULL, NULL}}, NULL}, {b, (const struct import_option[]){{"qmgr", "QM8"}, {NULL, NULL}}, NULL}};
    ck_assert_int_eq(import_files(files, 2, &pol, NULL, &diags, NULL), IMPORT_OK);
    ck_assert_uint_eq(pol.ntops, 2);
    ck_assert_str_eq(pol.tops[0]->name, "QM7");
    ck_assert_ptr_nonnull(pol_find(pol.tops[0], "queue", "A"));
    ck_assert_ptr_null(pol_find(pol.tops[0], "queue", "B"));
    ck_assert_str_eq(pol.tops[1]->name, "QM8");
    ck_assert_ptr_nonnull(pol_find(pol.tops[1], "queue", "B"));
    policy_free(&pol);
    policy_init(&pol);
    /* an option no format declares is refused, the file is not read */
    struct import_file odd[] = {{a, (const struct import_option[]){{"qmgr", "QM7"}, {"colour", "red"}, {NULL, NULL}}, NULL}};
    ck_assert_int_eq(import_files(odd, 1, &pol, NULL, &diags, NULL), IMPORT_DATAERR);
    ck_assert_uint_eq(diags.n, 1);
    ck_assert_str_eq(diags.v[0].id, "IMP003");
    ck_assert_str_eq(diags.v[0].msg, "no format takes the option \"colour\"");
    ck_assert_uint_eq(pol.ntops, 0);
    /* a value the option refuses */
    diag_free(&diags);
    diag_init(&diags, 100);
    struct import_file badlen[] = {{a, (const struct import_option[]){{"record-length", "0"}, {NULL, NULL}}, NULL}};
    ck_assert_int_eq(import_files(badlen, 1, &pol, NULL, &diags, NULL), IMPORT_DATAERR);
    ck_assert_uint_eq(diags.n, 1);
    ck_assert_str_eq(diags.v[0].id, "IMP004");
    ck_assert_str_eq(diags.v[0].msg, "--record-length 0 is not a record length: it must be from 1 to 32760");
    diag_free(&diags);
    policy_free(&pol);
    tu_rmtree(dir);
    free(a);
    free(b);
    free(dir);
}
END_TEST

#define WLM_NS "http://www.ibm.com/xmlns/prod/zwlm/2022/05/ServiceDefinition.xsd"

/* Imports the small definition D1 from DIR/d.xml and writes it through the export table as
 * DIR/d40.xml, in 40-byte records; returns that path (malloc'd). */
static char *d1_in_records(const char *dir)
{
    char *plain = tu_path(dir, "d.xml"), *recs = tu_path(dir, "d40.xml");
    tu_write(plain, "<ServiceDefinition xmlns=\"" WLM_NS "\"><Name>D1</Name><Description>the whole "
                    "sysplex, east and west</Description><ResourceGroups/></ServiceDefinition>");
    struct policy pol;
    struct diag_list diags;
    policy_init(&pol);
    diag_init(&diags, 100);
    struct import_file f1[] = {{plain, NULL, NULL}};
    ck_assert_int_eq(import_files(f1, 1, &pol, NULL, &diags, NULL), IMPORT_OK);
    ck_assert_uint_eq(pol.ntops, 1);
    struct textbuf tb = {0};
    struct export_out *o;
    struct export_writer *w;
    struct export_error err = {0};
    struct export_options opt = {.opts = (const struct import_option[]){{"record-length", "40"}, {NULL, NULL}}};
    ck_assert_int_eq(export_out_buffer(&tb, &o, &err), EXPORT_OK);
    ck_assert_int_eq(export_begin(export_format("wlmxml"), o, &opt, &w, &err), EXPORT_OK);
    ck_assert_int_eq(export_top(w, pol.tops[0], &err), EXPORT_OK);
    ck_assert_int_eq(export_end(w, &err), EXPORT_OK);
    ck_assert_int_eq(export_out_close(o, &err), EXPORT_OK);
    ck_assert_ptr_nonnull(strchr(tb.buf, '\n'));
    ck_assert_uint_le((size_t)(strchr(tb.buf, '\n') - tb.buf), 40);
    tu_write(recs, tb.buf);
    free(tb.buf);
    diag_free(&diags);
    policy_free(&pol);
    free(plain);
    return recs;
}

/* The WLM XML format: written through the table in 40-byte records, read back with the option
 * record-length 40 that the WLM XML reader declares. */
START_TEST(wlm_records_through_the_tables)
{
    char *dir = tu_tmpdir(), *recs = d1_in_records(dir);
    struct policy pol;
    struct diag_list diags;
    policy_init(&pol);
    diag_init(&diags, 100);
    struct import_file f2[] = {{recs, (const struct import_option[]){{"record-length", "40"}, {NULL, NULL}}, NULL}};
    ck_assert_int_eq(import_files(f2, 1, &pol, NULL, &diags, NULL), IMPORT_OK);
    ck_assert_uint_eq(diags.n, 1);
    ck_assert_str_eq(diags.v[0].id, "WLM103");
    ck_assert_ptr_nonnull(strstr(diags.v[0].msg, "records of 40 bytes"));
    ck_assert_str_eq(pol_get_key(pol.tops[0], "descr"), "the whole sysplex, east and west");
    /* without it the records are taken for 80-byte ones, and the description is not the same */
    policy_free(&pol);
    policy_init(&pol);
    struct import_file f3[] = {{recs, NULL, NULL}};
    enum import_status st = import_files(f3, 1, &pol, NULL, &diags, NULL);
    ck_assert_msg(st != IMPORT_OK || strcmp(pol_get_key(pol.tops[0], "descr"), "the whole sysplex, east and west"),
                  "read right without the record length");
    diag_free(&diags);
    policy_free(&pol);
    tu_rmtree(dir);
    free(recs);
    free(dir);
}
END_TEST

/* The CLI takes --record-length before the files it concerns, as it takes --qmgr. */
START_TEST(the_cli_passes_the_record_length)
{
    char *dir = tu_tmpdir(), *recs = d1_in_records(dir);
    char *store = tu_path(dir, "s.db"), *out = NULL, *errs = NULL;
    const char *imp[] = {"--store", store, "import", "--record-length", "40", recs, NULL};
    ck_assert_int_eq(tu_wlmcon(imp, NULL, NULL, &out, &errs), 0);
    free(out);
    free(errs);
    char *outdir = tu_path(dir, "out"), *d1 = tu_path(outdir, "D1.xml");
    const char *exp[] = {"--store", store, "export", "--format", "wlmxml", "--out", outdir, "--record-length", "40",
                         NULL};
    ck_assert_int_eq(tu_wlmcon(exp, NULL, NULL, &out, &errs), 0);
    char *got = tu_read(d1, NULL), *want = tu_read(recs, NULL);
    ck_assert_str_eq(got, want);   /* the same records as the ones read */
    free(got);
    free(want);
    free(d1);
    free(outdir);
    free(out);
    free(errs);
    const char *none[] = {"--store", store, "import", recs, "--record-length=40", NULL};
    ck_assert_int_eq(tu_wlmcon(none, NULL, NULL, &out, &errs), 64);
    ck_assert_str_eq(errs, "wlmcon import: --record-length 40 names the record length of the files after it, "
                           "and none follows\n");
    free(out);
    free(errs);
    const char *bare[] = {"--store", store, "import", "--record-length", NULL};
    ck_assert_int_eq(tu_wlmcon(bare, NULL, NULL, &out, &errs), 64);
    ck_assert_str_eq(errs, "wlmcon import: --record-length needs a record length\n");
    free(out);
    free(errs);
    tu_rmtree(dir);
    free(store);
    free(recs);
    free(dir);
}
END_TEST

Suite *suite_contract(void)
{
    Suite *s = suite_create("contract");
    TCase *tc = tcase_create("contract");
    tcase_add_test(tc, mq_paths_round_trip_on_every_kind);
    tcase_add_test(tc, mq_path_find_refuses_what_is_not_a_path_of_the_policy);
    tcase_add_test(tc, a_system_without_operations_gets_the_defaults);
    tcase_add_test(tc, mq_values_names_and_inherited_values);
    tcase_add_test(tc, the_export_formats_are_one_table);
    tcase_add_test(tc, the_formats_declare_their_options);
    tcase_add_test(tc, wlm_records_through_the_tables);
    tcase_add_test(tc, the_cli_passes_the_record_length);
    suite_add_tcase(s, tc);
    return s;
}
