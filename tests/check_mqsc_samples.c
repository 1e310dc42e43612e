/* tests/check_mqsc_samples.c — the seven real MQ files of ../shared/samples/mq imported into an
 * in-memory policy: exact counts per kind and record type, the parameter count of every command of
 * the four dumps (counted here from the dump's own line layout), and spot values. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tests/timport.h"
#include "tests/tutil.h"
#include "model/mq/mq_model.h"

static void import_dump(struct timport *t, const char *qm)
{
    char rel[64];
    snprintf(rel, sizeof rel, "mq/%s.dmpmqcfg.mqsc", qm);
    struct tinput in = {tu_sample(rel), NULL, NULL};
    ti_run(t, &in, 1, NULL);
}

/* What each dump defines (the footers count 11 more queues: they count what was inquired). */
static const struct {
    const char *qm;
    size_t qlocal, authrec, commands;
} dumps[] = {
    {"QM4", 46, 198, 290},
    {"QM5", 47, 200, 293},
    {"QM6", 48, 202, 296},
    {"QM7", 47, 200, 293},
};

START_TEST(dump_counts)
{
    struct timport t;
    import_dump(&t, dumps[_i].qm);
    ck_assert_int_eq(t.status, IMPORT_OK);
    ck_assert_str_eq(ti_diags(&t), "");
    struct pol_object *qm = ti_top(&t, dumps[_i].qm);
    ck_assert_ptr_nonnull(qm);
    ck_assert(qm->scope->replace);
    ck_assert_uint_eq(ti_count(qm, MQ_QLOCAL), dumps[_i].qlocal);
    ck_assert_uint_eq(ti_count(qm, MQ_QMODEL), 7);
    ck_assert_uint_eq(ti_count(qm, MQ_QALIAS), 1);
    ck_assert_uint_eq(ti_count(qm, MQ_QREMOTE), 1);
    size_t channels = 0;
    for (int k = MQ_CLUSRCVR; k <= MQ_MQTT; k++)
        channels += ti_count(qm, (enum mq_kind)k);
    ck_assert_uint_eq(channels, 13);
    ck_assert_uint_eq(ti_count(qm, MQ_CLUSRCVR), 2);
    ck_assert_uint_eq(ti_count(qm, MQ_CLUSSDR), 2);
    ck_assert_uint_eq(ti_count(qm, MQ_SVRCONN), 2);
    ck_assert_uint_eq(ti_count(qm, MQ_RCVR), 2);
    ck_assert_uint_eq(ti_count(qm, MQ_AMQP), 1);
    ck_assert_uint_eq(ti_count(qm, MQ_NAMELIST), 3);
    ck_assert_uint_eq(ti_count(qm, MQ_PROCESS), 1);
    ck_assert_uint_eq(ti_count(qm, MQ_AUTHINFO), 4);
    ck_assert_uint_eq(ti_count(qm, MQ_LISTENER), 2);
    ck_assert_uint_eq(ti_count(qm, MQ_SERVICE), 2);
    ck_assert_uint_eq(ti_count(qm, MQ_COMMINFO), 1);
    ck_assert_uint_eq(ti_count(qm, MQ_TOPIC), 6);
    ck_assert_uint_eq(ti_count(qm, MQ_SUB), 1);
    ck_assert_uint_eq(pol_count_objects(qm), dumps[_i].qlocal + 42);
    ck_assert_uint_eq(ti_records(qm, "SET", "AUTHREC"), dumps[_i].authrec);
    ck_assert_uint_eq(ti_records(qm, "SET", "CHLAUTH"), 3);
    ck_assert_uint_eq(pol_count_records(qm), dumps[_i].authrec + 3);
    ck_assert_uint_eq(t.sum.defined, dumps[_i].qlocal + 42);
    ck_assert_uint_eq(t.sum.altered, 1);
    ck_assert_uint_eq(t.sum.records, dumps[_i].authrec + 3);
    ck_assert_uint_eq(t.sum.defined + t.sum.altered + t.sum.records, dumps[_i].commands);
    ck_assert_str_eq(pol_get_key(qm, "host"), "rl92.ocp4.pve.gym");
    ck_assert_str_eq(pol_get_key(qm, "platform"), "UNIX");
    ck_assert_str_eq(pol_get_key(qm, "cmdlevel"), "(930/930) XRCAP(YES) AMQPCAP(YES)");
    ti_done(&t);
}
END_TEST

/* One command of a dump as its lines show it: verb, object type, name, parameter lines. */
struct dcmd {
    char verb[16], objtype[16], name[64];
    size_t params;
};

/* Reads the next command of a dmpmqcfg dump at *p: its first line `VERB TYPE('NAME') +`, then one
 * parameter per line (`   KW…` or `*  KW…`) until a line without `+`; REPLACE, FORCE and CHLTYPE
 * are not parameters of the object, and a line starting with `,` continues a list. */
static bool next_dcmd(const char **p, struct dcmd *c)
{
    const char *s = *p;
    while (*s && (*s == '*' || *s == '\n'))
        s += strcspn(s, "\n") + (s[strcspn(s, "\n")] == '\n');
    if (!*s)
        return false;
    memset(c, 0, sizeof *c);
    sscanf(s, "%15s %15[A-Z]('%63[^']')", c->verb, c->objtype, c->name);
    bool more = s[strcspn(s, "\n") - 1] == '+';
    s += strcspn(s, "\n") + 1;
    while (more && *s) {
        size_t n = strcspn(s, "\n");
        const char *t = s + 3;
        if (strncmp(t, "REPLACE", 7) && strncmp(t, "FORCE", 5) && strncmp(t, "CHLTYPE(", 8) &&
            s[strspn(s, " ")] != ',')
            c->params++;
        more = s[n - 1] == '+';
        s += n + (s[n] == '\n');
    }
    *p = s;
    return true;
}

START_TEST(every_command_keeps_all_its_parameters)
{
    struct timport t;
    import_dump(&t, dumps[_i].qm);
    char rel[64];
    snprintf(rel, sizeof rel, "mq/%s.dmpmqcfg.mqsc", dumps[_i].qm);
    char *text = tu_read(tu_sample(rel), NULL);
    ck_assert_ptr_nonnull(text);
    struct pol_object *qm = ti_top(&t, dumps[_i].qm);
    const struct pol_scope *sc = qm->scope;
    size_t commands = 0, rec = 0;
    struct dcmd c;
    for (const char *p = text; next_dcmd(&p, &c); commands++) {
        if (strcmp(c.verb, "SET") == 0) {
            ck_assert_str_eq(sc->recs[rec]->objtype, c.objtype);
            ck_assert_uint_eq(sc->recs[rec]->nparams, c.params);
            rec++;
            continue;
        }
        const struct pol_object *o = qm;
        size_t header = 3; /* host, platform and command level come from the header */
        if (strcmp(c.objtype, "QMGR") != 0) {
            o = ti_obj(qm, schema_kind_native(mq_system(), c.objtype, NULL)->ns, c.name);
            header = 0;
        }
        ck_assert_msg(ti_values(o) + o->nparams == c.params + header, "%s %s('%s'): %zu values, %zu params, %zu lines",
                      c.verb, c.objtype, c.name, ti_values(o), o->nparams, c.params);
    }
    ck_assert_uint_eq(commands, dumps[_i].commands);
    ck_assert_uint_eq(rec, sc->nrecs);
    free(text);
    ti_done(&t);
}
END_TEST

START_TEST(qm4_parameter_classes)
{
    struct timport t;
    import_dump(&t, "QM4");
    struct pol_object *qm = ti_top(&t, "QM4");
    /* ALTER QMGR: 78 parameter lines (8 modelled) and 16 read-only lines */
    ck_assert_uint_eq(ti_values(qm), 8 + 3);
    ck_assert_uint_eq(ti_params(qm, PARAM_OTHER), 70);
    ck_assert_uint_eq(ti_params(qm, PARAM_READONLY), 16);
    ck_assert_ptr_null(pol_param_get(qm, "SYNCPT", PARAM_READONLY)->value);
    ck_assert_str_eq(pol_param_get(qm, "QMID", PARAM_READONLY)->value, "QM4_2026-05-14_14.38.12");
    ck_assert_str_eq(pol_get_key(qm, "repos"), "CLS2");
    ck_assert_str_eq(pol_get_key(qm, "reposnl"), " ");
    ck_assert_str_eq(pol_get_key(qm, "clwlmruc"), "999999999");
    struct pol_object *rcvr = ti_obj(qm, "channel", "C_QM4");
    ck_assert_ptr_eq(rcvr->kind, mq_kind(MQ_CLUSRCVR));
    ck_assert_uint_eq(ti_values(rcvr), 9);
    ck_assert_uint_eq(ti_params(rcvr, PARAM_OTHER), 44);
    ck_assert_uint_eq(ti_params(rcvr, PARAM_READONLY), 3);
    struct pol_object *acct = ti_obj(qm, "queue", "SYSTEM.ADMIN.ACCOUNTING.QUEUE");
    ck_assert_uint_eq(ti_values(acct), 10);
    ck_assert_uint_eq(ti_params(acct, PARAM_OTHER), 40);
    ck_assert_uint_eq(ti_params(acct, PARAM_READONLY), 8);
    ck_assert_ptr_null(pol_param_get(acct, "HARDENBO", PARAM_OTHER)->value);
    ck_assert_str_eq(pol_get_key(acct, "descr"), "IBM MQ Administration Accounting Queue");
    ck_assert_ptr_null(pol_param_get(acct, "DESCR", PARAM_OTHER));
    struct pol_object *nl = ti_obj(qm, "namelist", "SYSTEM.QPUBSUB.QUEUE.NAMELIST");
    ck_assert_str_eq(pol_get_key(nl, "names"), "SYSTEM.BROKER.DEFAULT.STREAM,SYSTEM.BROKER.ADMIN.STREAM");
    ck_assert_str_eq(pol_param_get(nl, "NAMCOUNT", PARAM_READONLY)->value, "2");
    struct pol_object *sub = ti_obj(qm, "sub", "SYSTEM.DEFAULT.SUB");
    ck_assert_uint_eq(ti_params(sub, PARAM_OTHER), 19);
    ck_assert_uint_eq(ti_params(sub, PARAM_READONLY), 8);
    ck_assert_str_eq(pol_param_get(sub, "TOPICSTR", PARAM_OTHER)->value, "''");
    ck_assert_str_eq(pol_param_get(sub, "DEST", PARAM_OTHER)->value, "' '");
    const struct pol_record *chl = qm->scope->recs[0];
    ck_assert_str_eq(chl->name, "'SYSTEM.ADMIN.SVRCONN'");
    ck_assert_uint_eq(chl->nparams, 9);
    ck_assert_str_eq(chl->params[6].keyword, "ALTDATE");
    ck_assert_uint_eq(chl->params[6].cls, PARAM_READONLY);
    ck_assert_str_eq(chl->key, "CHLAUTH(SYSTEM.ADMIN.SVRCONN) TYPE(ADDRESSMAP) ADDRESS(*)");
    const struct pol_record *last = qm->scope->recs[qm->scope->nrecs - 1];
    ck_assert_str_eq(last->key, "AUTHREC PROFILE(SYSTEM.ADMIN.CHANNEL.EVENT) OBJTYPE(QUEUE) GROUP(mqm)");
    ck_assert_str_eq(last->params[3].value, "BROWSE,CHG,CLR,DLT,DSP,GET,INQ,PUT,PASSALL,PASSID,SET,SETALL,SETID");
    ti_done(&t);
}
END_TEST

START_TEST(spot_values_of_qm5_and_qm6)
{
    struct timport t;
    import_dump(&t, "QM5");
    struct pol_object *c5 = ti_obj(ti_top(&t, "QM5"), "channel", "C_QM5");
    ck_assert_ptr_eq(c5->kind, mq_kind(MQ_CLUSRCVR));
    ck_assert_str_eq(pol_get_key(c5, "conname"), "127.0.0.1(2415)");
    ck_assert_str_eq(pol_get_key(c5, "cluster"), "CLS2");
    ck_assert_str_eq(pol_get_key(c5, "clwlwght"), "50");
    ck_assert_str_eq(pol_get_key(c5, "descr"), " ");
    ti_done(&t);
    import_dump(&t, "QM6");
    struct pol_object *qm6 = ti_top(&t, "QM6");
    ck_assert_str_eq(pol_param_get(qm6, "CERTLABL", PARAM_OTHER)->value, "'ibmwebspheremqqm6'");
    ck_assert_str_eq(pol_get_key(qm6, "repos"), " ");
    ti_done(&t);
}
END_TEST

START_TEST(four_dumps_together)
{
    struct timport t;
    struct tinput in[4];
    char paths[4][4096];
    for (int i = 0; i < 4; i++) {
        char rel[64];
        snprintf(rel, sizeof rel, "mq/%s.dmpmqcfg.mqsc", dumps[i].qm);
        snprintf(paths[i], sizeof paths[i], "%s", tu_sample(rel));
        in[i] = (struct tinput){paths[i], NULL, NULL};
    }
    ti_run(&t, in, 4, NULL);
    ck_assert_int_eq(t.status, IMPORT_OK);
    ck_assert_str_eq(ti_diags(&t), "");
    ck_assert_uint_eq(t.sum.files, 4);
    ck_assert_uint_eq(t.sum.tops, 4);
    ck_assert_uint_eq(t.sum.defined + t.sum.altered + t.sum.records, 290 + 293 + 296 + 293);
    ti_done(&t);
}
END_TEST

START_TEST(uniform_cluster_scripts)
{
    struct timport t;
    char a[4096], b[4096];
    snprintf(a, sizeof a, "%s", tu_sample("mq/uniform-cluster.static-uc.mqsc"));
    snprintf(b, sizeof b, "%s", tu_sample("mq/uniform-cluster.dynamic.mqsc"));
    struct tinput in[] = {{a, NULL, "QMU"}, {b, NULL, "QMU"}};
    ti_run(&t, in, 2, NULL);
    ck_assert_int_eq(t.status, IMPORT_OK);
    /* long lines are no finding: the queue manager is not on z/OS */
    ck_assert_str_eq(ti_diags(&t), "");
    struct pol_object *qm = ti_top(&t, "QMU");
    ck_assert(!qm->scope->replace);
    ck_assert_uint_eq(pol_count_objects(qm), 9);
    ck_assert_uint_eq(ti_count(qm, MQ_QLOCAL), 6);
    ck_assert_uint_eq(ti_count(qm, MQ_CLUSRCVR), 1);
    ck_assert_uint_eq(ti_count(qm, MQ_SVRCONN), 1);
    ck_assert_uint_eq(ti_count(qm, MQ_SERVICE), 1);
    ck_assert_uint_eq(ti_records(qm, "SET", "CHLAUTH"), 1);
    struct pol_object *uc = ti_obj(qm, "channel", "+AUTOCL+_+QMNAME+");
    ck_assert_str_eq(pol_get_key(uc, "conname"), "__qmgrname__-qm-ibm-mq(1414)");
    ck_assert_str_eq(pol_get_key(uc, "trptype"), "TCP");
    struct pol_object *svc = ti_obj(qm, "service", "APPLY_MQSC");
    ck_assert_uint_eq(svc->nparams, 8);
    ck_assert_str_eq(pol_param_get(svc, "STARTARG", PARAM_OTHER)->value, "__ENV____QMGRNAME__");
    ck_assert_str_eq(pol_param_get(svc, "STOPARG", PARAM_OTHER)->value, "''");
    struct pol_object *dev = ti_obj(qm, "channel", "DEV.APP.SVRCONN.0TLS");
    ck_assert_str_eq(pol_param_get(dev, "MCAUSER", PARAM_OTHER)->value, "'app'");
    ck_assert_str_eq(pol_param_get(dev, "SSLCIPH", PARAM_OTHER)->value, "''");
    struct pol_object *q = ti_obj(qm, "queue", "IBM.DEMO.Q");
    ck_assert_str_eq(pol_param_get(q, "BOQNAME", PARAM_OTHER)->value, "IBM.DEMO.Q.BOQ");
    ck_assert_ptr_nonnull(ti_obj(qm, "queue", "TEST.DYNAMIC.QUEUE.4__ENV__"));
    ck_assert_uint_eq(t.sum.defined, 9);
    ck_assert_uint_eq(t.sum.records, 1);
    ti_done(&t);
}
END_TEST

START_TEST(native_ha_script)
{
    struct timport t;
    char a[4096];
    snprintf(a, sizeof a, "%s", tu_sample("mq/native-ha.static.mqsc"));
    struct tinput in[] = {{a, NULL, "QMH"}};
    ti_run(&t, in, 1, NULL);
    ck_assert_int_eq(t.status, IMPORT_OK);
    ck_assert_str_eq(ti_diags(&t), "");
    struct pol_object *qm = ti_top(&t, "QMH");
    ck_assert_uint_eq(ti_count(qm, MQ_QLOCAL), 3);
    ck_assert_uint_eq(ti_count(qm, MQ_SVRCONN), 1);
    ck_assert_uint_eq(qm->nparams, 2);
    ck_assert_str_eq(pol_param_get(qm, "DEADQ", PARAM_OTHER)->value, "'DEAD.LETTER.QUEUE'");
    const struct pol_param *chlauth = pol_param_get(qm, "CHLAUTH", PARAM_OTHER);
    ck_assert_str_eq(chlauth->value, "DISABLED");
    ck_assert_uint_eq(chlauth->pos.line, 8);
    ck_assert_uint_eq(chlauth->pos.col, 12);
    const struct pol_record *r = qm->scope->recs[0];
    ck_assert_uint_eq(qm->scope->nrecs, 1);
    ck_assert_str_eq(r->verb, "REFRESH");
    ck_assert_str_eq(r->objtype, "SECURITY");
    ck_assert_ptr_null(r->key);
    ck_assert_uint_eq(r->nparams, 1);
    ck_assert_uint_eq(ti_params(ti_obj(qm, "channel", "IBM.APP.SVRCONN"), PARAM_OTHER), 4);
    ck_assert_uint_eq(t.sum.defined, 4);
    ck_assert_uint_eq(t.sum.altered, 2);
    ck_assert_uint_eq(t.sum.records, 1);
    ti_done(&t);
}
END_TEST

Suite *suite_mqsc_samples(void)
{
    Suite *s = suite_create("mqsc_samples");
    TCase *tc = tcase_create("samples");
    tcase_set_timeout(tc, 30);
    tcase_add_loop_test(tc, dump_counts, 0, 4);
    tcase_add_loop_test(tc, every_command_keeps_all_its_parameters, 0, 4);
    tcase_add_test(tc, qm4_parameter_classes);
    tcase_add_test(tc, spot_values_of_qm5_and_qm6);
    tcase_add_test(tc, four_dumps_together);
    tcase_add_test(tc, uniform_cluster_scripts);
    tcase_add_test(tc, native_ha_script);
    tu_add_sample_case(s, tc, "the real MQ files");
    return s;
}
