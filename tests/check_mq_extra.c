/* tests/check_mq_extra.c — the MQSC attributes MQ keeps verbatim as rows of their own
 * (model/mq/mq_extra.c, system_def.extra_attrs): which keywords each kind offers, their types from
 * the keyword value table, the checks of their values, their MQSC spelling both ways, and the field
 * an entry panel makes of one. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/model.h"
#include "ui/objects/objedit.h"
#include "model/mq/mq_model.h"

/* The keywords of kind's extra rows, blank-separated, read-only ones marked with '*'. */
static void keywords_of(const struct kind_def *kind, char *out, size_t n)
{
    size_t count, at = 0;
    const struct attr_def *rows = schema_extra_attrs(kind, &count);
    out[0] = '\0';
    for (size_t i = 0; i < count && at < n; i++)
        at += (size_t)snprintf(out + at, n - at, "%s%s%s", i ? " " : "",
                               rows[i].flags & AF_READONLY ? "*" : "", rows[i].native);
}

/* A server-connection channel: every keyword of its set but CHLTYPE, the command's words and
 * what the schema models (DESCR, TRPTYPE), in dmpmqcfg's order, then its two read-only values. */
START_TEST(svrconn_offers_the_rest_of_its_set)
{
    char got[1024];
    keywords_of(mq_kind(MQ_SVRCONN), got, sizeof got);
    ck_assert_str_eq(got, "CERTLABL COMPHDR COMPMSG DISCINT HBINT KAINT MAXINST MAXINSTC MAXMSGL MCAUSER "
                          "MONCHL RCVDATA RCVEXIT SCYDATA SCYEXIT SENDDATA SENDEXIT SHARECNV SSLCAUTH "
                          "SSLCIPH SSLPEER *ALTDATE *ALTTIME");
    /* a local queue: each pair of keywords without a value is one row, under its YES keyword */
    keywords_of(mq_kind(MQ_QLOCAL), got, sizeof got);
    ck_assert_ptr_nonnull(strstr(got, " HARDENBO IMGRCOVQ "));
    ck_assert_ptr_nonnull(strstr(got, " MSGDLVSQ TRIGGER NPMCLASS "));
    ck_assert_ptr_nonnull(strstr(got, " SHARE STATQ "));
    ck_assert_ptr_null(strstr(got, "NOTRIGGER"));
    ck_assert_ptr_null(strstr(got, "NOHARDENBO"));
    ck_assert_ptr_null(strstr(got, "NOSHARE"));
    ck_assert_ptr_null(strstr(got, "CLUSTER"));   /* modelled */
    ck_assert_ptr_nonnull(strstr(got, "MAXDEPTH"));
    /* an unmodelled kind has none: its objects are verbatim already */
    size_t n = 1;
    ck_assert_ptr_null(schema_extra_attrs(mq_kind(MQ_LISTENER), &n));
    ck_assert_uint_eq(n, 0);
}
END_TEST

/* TRIGGER and NOTRIGGER are one choice, Trigger YES or NO: read from whichever of the two keywords
 * the object states last, written back as one of them without a value (the other dropped), empty
 * as neither; a value other than YES or NO is refused (MQ002); F4 gives each choice its meaning. */
START_TEST(keyword_pair_is_one_choice)
{
    const struct kind_def *k = mq_kind(MQ_QLOCAL);
    const struct attr_def *a = schema_extra_attr(k, "TRIGGER");
    ck_assert_ptr_nonnull(a);
    ck_assert_ptr_null(schema_extra_attr(k, "NOTRIGGER"));
    ck_assert_str_eq(a->label, "Trigger");
    ck_assert_str_eq(a->off, "NOTRIGGER");
    ck_assert_int_eq(a->type, AT_BOOL);
    ck_assert_str_eq(a->choices[0].value, "YES");
    ck_assert_str_eq(a->choices[1].value, "NO");
    ck_assert_str_eq(a->choices[1].help, "NOTRIGGER: no trigger messages are written for this queue; TRIGTYPE "
                                         "does not matter");
    struct policy p;
    policy_init(&p);
    struct pol_object *qm = pol_new(&p, mq_kind(MQ_QMGR), NULL, "QM1"), *q = pol_new(&p, k, qm, "Q");
    char buf[64];
    ck_assert_ptr_null(schema_extra_get(q, a, buf, sizeof buf));
    ck_assert_int_eq(pol_param_set(&p, q, "TRIGGER", NULL, PARAM_OTHER, (struct pol_pos){1, 1}), 0);
    ck_assert_int_eq(pol_param_set(&p, q, "NOTRIGGER", NULL, PARAM_OTHER, (struct pol_pos){2, 1}), 0);
    ck_assert_str_eq(schema_extra_get(q, a, buf, sizeof buf), "NO");   /* the later one */
    ck_assert_int_eq(schema_extra_put(&p, q, a, "YES"), 0);
    ck_assert_ptr_nonnull(pol_param_get(q, "TRIGGER", PARAM_OTHER));
    ck_assert_ptr_null(pol_param_get(q, "TRIGGER", PARAM_OTHER)->value);
    ck_assert_ptr_null(pol_param_get(q, "NOTRIGGER", PARAM_OTHER));
    ck_assert_str_eq(schema_extra_get(q, a, buf, sizeof buf), "YES");
    ck_assert_int_eq(schema_extra_put(&p, q, a, "NO"), 0);
    ck_assert_ptr_null(pol_param_get(q, "TRIGGER", PARAM_OTHER));
    ck_assert_ptr_nonnull(pol_param_get(q, "NOTRIGGER", PARAM_OTHER));
    /* the same from the stored text a list reads */
    struct textbuf tb = {0};
    codec_put_params(&tb, q);
    ck_assert_str_eq(schema_extra_in_text(k, a, tb.buf, buf, sizeof buf), "NO");
    tb_free(&tb);
    ck_assert_str_eq(schema_extra_in_text(k, a, "O1:1 TRIGGER\nO2:1 NOTRIGGER\nO3:1 TRIGGER\n", buf, sizeof buf),
                     "YES");
    ck_assert_ptr_null(schema_extra_in_text(k, a, "O1:1 TRIGDPTH=1\n", buf, sizeof buf));
    ck_assert_int_eq(schema_extra_put(&p, q, a, ""), 0);
    ck_assert_uint_eq(q->nparams, 0);
    const char *rule = NULL;
    char msg[256];
    ck_assert_ptr_null(schema_value_problem(k, a, "NO", &rule, msg, sizeof msg));
    ck_assert_ptr_nonnull(schema_value_problem(k, a, "MAYBE", &rule, msg, sizeof msg));
    ck_assert_str_eq(rule, "MQ002");
    ck_assert_str_eq(msg, "TRIGGER(MAYBE) is not a valid value: TRIGGER must be YES or NO");
    policy_free(&p);
}
END_TEST

/* Every other attribute of a modelled kind has a label in words, so that its panel line shows the
 * label and the keyword beside it (MODENAME's line showed "MODENAME" and no keyword). */
START_TEST(every_row_has_a_label)
{
    size_t total = 0;
    for (int k = 0; k < MQ_NKINDS; k++) {
        size_t n = 0;
        const struct attr_def *rows = schema_extra_attrs(mq_kind((enum mq_kind)k), &n);
        for (size_t i = 0; i < n; i++)
            ck_assert_msg(strcmp(rows[i].label, rows[i].native) != 0, "%s of %s has no label",
                          rows[i].native, mq_kind((enum mq_kind)k)->id);
        total += n;
    }
    ck_assert_uint_gt(total, 0);
    ck_assert_str_eq(schema_extra_attr(mq_kind(MQ_CLUSRCVR), "MODENAME")->label, "LU 6.2 mode name");
    ck_assert_str_eq(schema_extra_attr(mq_kind(MQ_QMGR), "ACCTCONO")->label, "Accounting override");
}
END_TEST

/* Types, ranges and lengths are the keyword value table's (mq_keyword_values.c); the common choices
 * have meanings, and the row's sources name the page they follow. */
START_TEST(rows_take_the_value_table_types)
{
    const struct attr_def *sslcauth = schema_extra_attr(mq_kind(MQ_SVRCONN), "SSLCAUTH");
    ck_assert_str_eq(sslcauth->choices[1].value, "OPTIONAL");
    ck_assert_str_eq(sslcauth->choices[1].help, "a client's certificate is checked when sent; none sent is no failure");
    ck_assert_str_eq(sslcauth->source, "DEFINE CHANNEL (IBM MQ 9.3): https://www.ibm.com/docs/en/SSFKSJ_9.3.0/"
                                       "refadmin/q085520_.html; SSL Client Authentication (SSLCAUTH) (IBM MQ 8.0): https://www.ibm.com/support/"
                                       "knowledgecenter/en/SSFKSJ_8.0.0/com.ibm.mq.ref.con.doc/q082240_.html");
    const struct attr_def *trigtype = schema_extra_attr(mq_kind(MQ_QLOCAL), "TRIGTYPE");
    ck_assert_str_eq(trigtype->choices[0].help, "a trigger message when the queue's depth goes from 0 to 1");
    const struct kind_def *k = mq_kind(MQ_SVRCONN);
    const struct attr_def *mcauser = schema_extra_attr(k, "mcauser"), *kaint = schema_extra_attr(k, "KAINT"),
                          *altdate = schema_extra_attr(k, "ALTDATE"), *comphdr = schema_extra_attr(k, "COMPHDR");
    ck_assert_ptr_nonnull(mcauser);
    ck_assert_int_eq(mcauser->type, AT_TEXT);
    ck_assert_int_eq(mcauser->max, 64);
    ck_assert_uint_eq(mcauser->flags, AF_VERBATIM | AF_QUOTED);   /* 'app1' typed is app1 */
    ck_assert_uint_eq(mcauser->kinds, UINT64_C(1) << MQ_SVRCONN);
    ck_assert_int_eq(kaint->type, AT_INT);
    ck_assert_int_eq(kaint->min, 0);
    ck_assert_int_eq(kaint->max, 99999);
    ck_assert_str_eq(kaint->choices[0].value, "AUTO");
    ck_assert_ptr_null(kaint->choices[1].value);
    ck_assert_uint_eq(kaint->flags, AF_VERBATIM | AF_FOLD);
    ck_assert_uint_eq(altdate->flags, AF_VERBATIM | AF_READONLY);
    ck_assert_int_eq(comphdr->type, AT_TEXT);   /* no row in the value table: MQSC as typed */
    ck_assert_uint_eq(comphdr->flags, AF_VERBATIM);
    ck_assert_int_eq(comphdr->max, 0);
    ck_assert_ptr_null(schema_extra_attr(k, "DESCR"));
    /* cited from the bibliography by the page's own title, in the user's terms */
    ck_assert_str_eq(mcauser->source, "DEFINE CHANNEL (IBM MQ 9.3): "
                                      "https://www.ibm.com/docs/en/SSFKSJ_9.3.0/refadmin/q085520_.html");
    ck_assert_str_eq(mcauser->help, "MCA user ID (MCAUSER), a keyword of DEFINE CHANNEL. It takes text of "
                                    "at most 64 bytes, kept in its case. Empty, it states nothing: MQ's default "
                                    "(or the LIKE object's value) applies.");
    ck_assert_ptr_null(strstr(mcauser->help, "wlmcon"));
    ck_assert_str_eq(schema_extra_attr(mq_kind(MQ_QMGR), "DEADQ")->source,
                     "ALTER QMGR (IBM MQ 9.3): https://www.ibm.com/docs/en/SSFKSJ_9.3.0/refadmin/q085320_.html");
}
END_TEST

/* What MQ refuses, with its rule ids: MQ001 a number out of range or no number, MQ002 no choice,
 * MQ005 too long or text that leaves its parentheses; a word an integer also takes passes. */
START_TEST(values_are_checked_with_mq_rules)
{
    const struct kind_def *k = mq_kind(MQ_SVRCONN);
    const char *rule = NULL;
    char msg[256], longer[80];
    memset(longer, 'u', 65);
    longer[65] = '\0';
    ck_assert_ptr_nonnull(schema_value_problem(k, schema_extra_attr(k, "MCAUSER"), longer, &rule, msg, sizeof msg));
    ck_assert_str_eq(rule, "MQ005");
    ck_assert_str_eq(msg, "MCAUSER is 65 bytes long: at most 64 bytes are allowed");
    longer[64] = '\0';
    ck_assert_ptr_null(schema_value_problem(k, schema_extra_attr(k, "MCAUSER"), longer, &rule, msg, sizeof msg));
    ck_assert_ptr_nonnull(schema_value_problem(k, schema_extra_attr(k, "MAXMSGL"), "ABC", &rule, msg, sizeof msg));
    ck_assert_str_eq(rule, "MQ001");
    ck_assert_str_eq(msg, "MAXMSGL('ABC') is not a number: MAXMSGL must be from 0 to 104857600");
    ck_assert_ptr_null(schema_value_problem(k, schema_extra_attr(k, "KAINT"), "AUTO", &rule, msg, sizeof msg));
    ck_assert_ptr_nonnull(schema_value_problem(k, schema_extra_attr(k, "KAINT"), "100000", &rule, msg, sizeof msg));
    ck_assert_str_eq(msg, "KAINT(100000) is out of range: KAINT must be from 0 to 99999, or AUTO");
    ck_assert_ptr_nonnull(schema_value_problem(k, schema_extra_attr(k, "SSLCAUTH"), "X", &rule, msg, sizeof msg));
    ck_assert_str_eq(rule, "MQ002");
    ck_assert_ptr_null(schema_value_problem(k, schema_extra_attr(k, "COMPHDR"), "NONE,SYSTEM", &rule, msg, sizeof msg));
    ck_assert_ptr_nonnull(schema_value_problem(k, schema_extra_attr(k, "COMPHDR"), "NONE) X(Y", &rule, msg, sizeof msg));
    ck_assert_str_eq(rule, "MQ005");
    ck_assert_str_eq(msg, "COMPHDR(NONE) X(Y) closes a parenthesis it did not open");
    ck_assert_ptr_nonnull(schema_value_problem(k, schema_extra_attr(k, "SCYEXIT"), "'exit", &rule, msg, sizeof msg));
    ck_assert_str_eq(msg, "SCYEXIT('exit) has an unterminated quoted string");
}
END_TEST

/* The MQSC spelling both ways: quotes off and on (a quote doubled), unquoted text folded as MQ
 * folds it, integers and choices bare, an untyped keyword as typed. */
START_TEST(values_spelled_as_mqsc)
{
    const struct kind_def *k = mq_kind(MQ_SVRCONN);
    const struct attr_def *mcauser = schema_extra_attr(k, "MCAUSER"), *comphdr = schema_extra_attr(k, "COMPHDR"),
                          *maxmsgl = schema_extra_attr(k, "MAXMSGL");
    char buf[64];
    ck_assert_str_eq(mq_param_value(mcauser, "'it''s'", buf, sizeof buf), "it's");
    ck_assert_str_eq(mq_param_value(mcauser, "app", buf, sizeof buf), "APP");
    ck_assert_str_eq(mq_param_value(mcauser, "''", buf, sizeof buf), "");
    ck_assert_str_eq(mq_param_value(comphdr, "none,'x'", buf, sizeof buf), "none,'x'");
    ck_assert_str_eq(schema_param_text(k, mcauser, "it's", buf, sizeof buf), "'it''s'");
    ck_assert_str_eq(schema_param_text(k, maxmsgl, "4194304", buf, sizeof buf), "4194304");
    ck_assert_str_eq(schema_param_text(k, comphdr, "NONE,SYSTEM", buf, sizeof buf), "NONE,SYSTEM");
    ck_assert_ptr_null(schema_param_text(k, mcauser, "0123456789", buf, 12));
}
END_TEST

/* The field an entry panel makes of MCAUSER: an over-long value (as pasted into a wider field, or
 * left by an older store) is refused naming the field, with MQ's message; NOLIMIT passes an
 * integer field that takes it. */
START_TEST(field_refuses_overlong_mcauser)
{
    const struct kind_def *k = mq_kind(MQ_SVRCONN);
    struct field_def fd;
    field_def_from_attr(&fd, schema_extra_attr(k, "MCAUSER"));
    fd.explain = obj_field_explain;
    fd.check_ctx = k;
    fd.tag = NULL;
    struct field_err err;
    char v[128];
    memset(v, 'u', 65);
    v[65] = '\0';
    ck_assert(!field_check(&fd, v, &err));
    ck_assert_int_eq(err.msg, MSG_VALUE_REFUSED);
    ck_assert_str_eq(err.args[0], "Value too long");
    ck_assert_str_eq(err.args[1], "MCAUSER is 65 bytes long: at most 64 bytes are allowed [MQ005]");
    ck_assert_int_eq(field_capacity(&fd), 64);
    const struct kind_def *qm = mq_kind(MQ_QMGR);
    field_def_from_attr(&fd, schema_extra_attr(qm, "MAXPROPL"));
    fd.explain = obj_field_explain;
    fd.check_ctx = qm;
    strcpy(v, "nolimit");
    ck_assert(field_check(&fd, v, &err));
    ck_assert_str_eq(v, "NOLIMIT");
    char hint[80];
    field_hint(&fd, hint, sizeof hint);
    ck_assert_str_eq(hint, "0-104857600 or NOLIMIT");
}
END_TEST

/* pol_param_drop: the parameter goes, the others keep their order, a stored object is changed. */
START_TEST(param_dropped)
{
    struct policy p;
    policy_init(&p);
    struct pol_object *qm = pol_new(&p, mq_kind(MQ_QMGR), NULL, "QM1");
    struct pol_object *c = pol_new(&p, mq_kind(MQ_SVRCONN), qm, "C1");
    struct pol_pos at = {0, 0};
    ck_assert_int_eq(pol_param_set(&p, c, "MCAUSER", "'a'", PARAM_OTHER, at), 0);
    ck_assert_int_eq(pol_param_set(&p, c, "SSLCIPH", "'b'", PARAM_OTHER, at), 0);
    ck_assert_int_eq(pol_param_set(&p, c, "HBINT", "300", PARAM_OTHER, at), 0);
    c->change = POL_SAME;
    ck_assert_int_eq(pol_param_drop(c, "SSLCIPH", PARAM_READONLY), 0);
    ck_assert_int_eq(pol_param_drop(c, "SSLCIPH", PARAM_OTHER), 1);
    ck_assert_int_eq(c->change, POL_CHANGED);
    ck_assert_uint_eq(c->nparams, 2);
    ck_assert_str_eq(c->params[0].keyword, "MCAUSER");
    ck_assert_str_eq(c->params[1].keyword, "HBINT");
    ck_assert_int_eq(pol_param_drop(c, "SSLCIPH", PARAM_OTHER), 0);
    char buf[32];
    const struct pol_param *pp = schema_param_of(c, schema_extra_attr(c->kind, "MCAUSER"));
    ck_assert_ptr_nonnull(pp);
    ck_assert_str_eq(schema_param_value(c->kind, schema_extra_attr(c->kind, "MCAUSER"), pp->value, buf, sizeof buf), "a");
    ck_assert_ptr_null(schema_param_of(c, schema_extra_attr(c->kind, "SSLCIPH")));
    policy_free(&p);
}
END_TEST

Suite *suite_mq_extra(void)
{
    Suite *s = suite_create("mq_extra");
    TCase *tc = tcase_create("rows");
    tcase_add_test(tc, svrconn_offers_the_rest_of_its_set);
    tcase_add_test(tc, rows_take_the_value_table_types);
    tcase_add_test(tc, keyword_pair_is_one_choice);
    tcase_add_test(tc, every_row_has_a_label);
    tcase_add_test(tc, values_are_checked_with_mq_rules);
    tcase_add_test(tc, values_spelled_as_mqsc);
    tcase_add_test(tc, field_refuses_overlong_mcauser);
    tcase_add_test(tc, param_dropped);
    suite_add_tcase(s, tc);
    return s;
}
