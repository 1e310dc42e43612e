/* tests/export_fixture.c — a hand-built policy for the writer tests; see export_fixture.h. */
#include "tests/export_fixture.h"
#include "model/mq/mq_model.h"

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const struct pol_pos nowhere = {0, 0};

void xf_set(struct policy *pol, struct pol_object *obj, const char *key, const char *value)
{
    int idx = schema_attr_index(obj->kind, key);
    ck_assert_msg(idx >= 0, "%s has no %s", obj->kind->id, key);
    ck_assert_int_eq(pol_set(pol, obj, idx, value, nowhere), 0);
}

static void param(struct policy *pol, struct pol_object *obj, const char *kw, const char *value,
                  unsigned cls)
{
    ck_assert_int_eq(pol_param_set(pol, obj, kw, value, cls, nowhere), 0);
}

static struct pol_object *child(struct policy *pol, struct pol_object *top, enum mq_kind k,
                                const char *name)
{
    struct pol_object *o = pol_new(pol, mq_kind(k), top, name);
    ck_assert_ptr_nonnull(o);
    return o;
}

static void record(struct policy *pol, struct pol_object *top, const char *verb, const char *type,
                   const char *name, const char *const *kv)
{
    struct pol_record *r = pol_add_record(pol, top, verb, type, name, NULL, (struct pol_src){0});
    ck_assert_ptr_nonnull(r);
    for (; kv[0]; kv += 3) {
        ck_assert_int_eq(pol_record_param(pol, r, kv[0], kv[1], kv[2] ? PARAM_READONLY : PARAM_OTHER, nowhere),
                         0);
    }
}

static void build_objects(struct policy *pol, struct pol_object *qm)
{
    struct pol_object *q = child(pol, qm, MQ_QLOCAL, "APP.REQ");
    xf_set(pol, q, "cluster", "CLS1");
    xf_set(pol, q, "defbind", "NOTFIXED");
    xf_set(pol, q, "descr", "It's a queue; + - * 'quoted', then a tail of text that ends in +");
    param(pol, q, "MAXDEPTH", "5000", PARAM_OTHER);
    param(pol, q, "CURDEPTH", "0", PARAM_READONLY);
    param(pol, q, "HARDENBO", NULL, PARAM_OTHER);
    param(pol, q, "REPLACE", NULL, PARAM_OTHER);
    struct pol_object *a = child(pol, qm, MQ_QALIAS, "APP.ALIAS");
    xf_set(pol, a, "target", "APP.REQ");
    xf_set(pol, a, "descr", "");
    struct pol_object *m = child(pol, qm, MQ_QMODEL, "APP.MODEL");
    xf_set(pol, m, "descr", " ");
    struct pol_object *nl = child(pol, qm, MQ_NAMELIST, "CLUSTERS");
    xf_set(pol, nl, "names", "CLUSTER.NUMBER.ONE,CLUSTER.NUMBER.TWO,CLUSTER.NUMBER.THREE,CLUSTER.NUMBER.FOUR");
    struct pol_object *cr = child(pol, qm, MQ_CLUSRCVR, "CLS1.QM1");
    xf_set(pol, cr, "cluster", "CLS1");
    xf_set(pol, cr, "clwlwght", "60");
    xf_set(pol, cr, "conname", "qm1.example.com(1414),qm1b.example.com(1414),qm1c.example.com(1414)");
    param(pol, cr, "CHLTYPE", "CLUSRCVR", PARAM_OTHER);
    param(pol, cr, "ALTDATE", "2026-05-14", PARAM_READONLY);
    struct pol_object *cc = child(pol, qm, MQ_CLNTCONN, "APP.CLIENT");
    xf_set(pol, cc, "conname", "qm1.example.com(1414)");
    struct pol_object *sv = child(pol, qm, MQ_SERVICE, "SYSTEM.AMQP.SERVICE");
    param(pol, sv, "STARTCMD", "'+MQ_INSTALL_PATH+/bin/amqp.sh'", PARAM_OTHER);
    param(pol, sv, "STARTARG", "'start -m +QMNAME+ -d \"+MQ_Q_MGR_DATA_PATH+/.\" -g \"+MQ_DATA_PATH+/.\"'",
          PARAM_OTHER);
    struct pol_object *sub = child(pol, qm, MQ_SUB, "SYSTEM.DEFAULT.SUB");
    param(pol, sub, "TOPICSTR", "''", PARAM_OTHER);
    param(pol, sub, "PUBACCT", "0000000000000000000000000000000000000000000000000000000000000000",
          PARAM_OTHER);
    param(pol, sub, "DISTYPE", "DEFINED", PARAM_READONLY);
}

struct pol_object *xf_build(struct policy *pol)
{
    struct pol_object *qm = pol_new(pol, mq_kind(MQ_QMGR), NULL, "QM1");
    ck_assert_ptr_nonnull(qm);
    xf_set(pol, qm, "host", "qm1.example.com");
    xf_set(pol, qm, "platform", "UNIX");
    xf_set(pol, qm, "cmdlevel", "(930/930) XRCAP(YES) AMQPCAP(YES)");
    xf_set(pol, qm, "descr", "Queue manager one");
    xf_set(pol, qm, "clwluseq", "ANY");
    xf_set(pol, qm, "repos", "CLS1");
    xf_set(pol, qm, "suspend", "CLS2,CLS3");
    xf_set(pol, qm, "suspmode", "FORCE");
    param(pol, qm, "ACCTCONO", "DISABLED", PARAM_OTHER);
    param(pol, qm, "ALTDATE", "2026-05-14", PARAM_READONLY);
    param(pol, qm, "SYNCPT", NULL, PARAM_READONLY);
    build_objects(pol, qm);
    record(pol, qm, "SET", "AUTHREC", NULL,
           (const char *const[]){"PROFILE", "'SYSTEM.ADMIN.CHANNEL.EVENT'", NULL, "GROUP", "'mqm'", NULL,
                                 "OBJTYPE", "QUEUE", NULL, "AUTHADD",
                                 "BROWSE,CHG,CLR,DLT,DSP,GET,INQ,PUT,PASSALL,PASSID,SET,SETALL,SETID", NULL,
                                 NULL});
    record(pol, qm, "REFRESH", "SECURITY", NULL, (const char *const[]){"TYPE", "CONNAUTH", NULL, NULL});
    record(pol, qm, "SET", "CHLAUTH", "'SYSTEM.*'",
           (const char *const[]){"TYPE", "ADDRESSMAP", NULL, "ADDRESS", "'*'", NULL, "USERSRC", "NOACCESS",
                                 NULL, "ACTION", "REPLACE", NULL, "ALTDATE", "2026-05-14", "ro", NULL});
    return qm;
}

enum export_status xf_mqsc_status(const struct pol_object *top, unsigned width, char *msg, size_t n)
{
    struct textbuf tb = {0};
    struct export_out *o;
    struct export_error err = {0};
    ck_assert_int_eq(export_out_buffer(&tb, &o, &err), EXPORT_OK);
    struct export_options opt = {.width = width, .source = "store 'test.db'"};
    enum export_status st = export_mqsc_qmgr(o, top, &opt, &err);
    ck_assert_int_eq(export_out_close(o, &err), EXPORT_OK);
    snprintf(msg, n, "%s", st ? err.msg : "");
    tb_free(&tb);
    return st;
}

char *xf_mqsc(const struct pol_object *top, unsigned width)
{
    struct textbuf tb = {0};
    struct export_out *o;
    struct export_error err = {0};
    ck_assert_int_eq(export_out_buffer(&tb, &o, &err), EXPORT_OK);
    struct export_options opt = {.width = width, .source = "store 'test.db'"};
    enum export_status st = export_mqsc_qmgr(o, top, &opt, &err);
    ck_assert_msg(st == EXPORT_OK, "export failed: %s", err.msg);
    ck_assert_int_eq(export_out_close(o, &err), EXPORT_OK);
    return tb.buf ? tb.buf : strdup("");
}

static int cmp_tops(const void *a, const void *b)
{
    return strcmp((*(struct pol_object *const *)a)->name, (*(struct pol_object *const *)b)->name);
}

char *xf_yaml(const struct policy *pol)
{
    struct textbuf tb = {0};
    struct export_out *o;
    struct export_error err = {0};
    ck_assert_int_eq(export_out_buffer(&tb, &o, &err), EXPORT_OK);
    struct yaml_export *y;
    ck_assert_int_eq(export_yaml_begin(o, &y, &err), EXPORT_OK);
    struct pol_object **tops = malloc((pol->ntops + 1) * sizeof *tops);
    size_t n = 0;
    for (size_t i = 0; i < pol->ntops; i++)
        if (pol->tops[i]->change != POL_DELETED)
            tops[n++] = pol->tops[i];
    qsort(tops, n, sizeof *tops, cmp_tops);
    for (size_t i = 0; i < n; i++) {
        enum export_status st = export_yaml_top(y, tops[i], &err);
        ck_assert_msg(st == EXPORT_OK, "YAML export failed: %s", err.msg);
    }
    free(tops);
    ck_assert_int_eq(export_yaml_end(y, &err), EXPORT_OK);
    ck_assert_int_eq(export_out_close(o, &err), EXPORT_OK);
    return tb.buf ? tb.buf : strdup("");
}
