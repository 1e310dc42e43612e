/* tests/tstore.c — helpers of the store suites; see tstore.h. */
#include "tests/tstore.h"

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "tests/tutil.h"
#include "model/mq/mq_model.h"

void ts_set(struct policy *p, struct pol_object *obj, const char *key, const char *value,
            unsigned line, unsigned col)
{
    int idx = schema_attr_index(obj->kind, key);
    ck_assert_msg(idx >= 0, "%s has no attribute %s", obj->kind->id, key);
    ck_assert_int_eq(pol_set(p, obj, idx, value, (struct pol_pos){line, col}), 0);
}

static void param(struct policy *p, struct pol_object *obj, const char *kw, const char *value,
                  unsigned cls, unsigned line)
{
    ck_assert_int_eq(pol_param_set(p, obj, kw, value, cls, (struct pol_pos){line, 3}), 0);
}

static struct pol_object *child(struct policy *p, struct pol_object *qm, enum mq_kind k,
                                const char *name, unsigned line)
{
    struct pol_object *o = pol_new(p, mq_kind(k), qm, name);
    ck_assert_ptr_nonnull(o);
    o->src = (struct pol_src){qm->src.file, {line, 1}};
    return o;
}

static void build_queues(struct policy *p, struct pol_object *qm)
{
    struct pol_object *q = child(p, qm, MQ_QLOCAL, "APP.Q1", 20);
    ts_set(p, q, "descr", "It's a \\ back\nslash", 20, 30);
    ts_set(p, q, "cluster", "CLUS1", 21, 11);
    ts_set(p, q, "clusnl", " ", 21, 30);
    ts_set(p, q, "clwlprty", "9", 22, 12);
    ts_set(p, q, "clwlrank", "0", 22, 25);
    ts_set(p, q, "clwluseq", "ANY", 23, 12);
    ts_set(p, q, "defbind", "NOTFIXED", 23, 30);
    param(p, q, "MAXDEPTH", "5000", PARAM_OTHER, 24);
    param(p, q, "ALTDATE", "2024-05-06", PARAM_READONLY, 25);
    param(p, q, "NOSHARE", NULL, PARAM_OTHER, 24);
    q = child(p, qm, MQ_QLOCAL, "app.lower", 30);
    ts_set(p, q, "descr", "", 30, 40);
    ts_set(p, q, "clchname", "   ", 31, 12);
    q = child(p, qm, MQ_QALIAS, "ALIAS.Q", 35);
    ts_set(p, q, "target", "APP.Q1", 35, 30);
    q = child(p, qm, MQ_QREMOTE, "REM.Q", 36);
    ts_set(p, q, "rname", "X", 36, 30);
    ts_set(p, q, "rqmname", "QM2", 36, 40);
    ts_set(p, q, "xmitq", " ", 36, 50);
}

static void build_channels(struct policy *p, struct pol_object *qm)
{
    struct pol_object *c = child(p, qm, MQ_CLUSRCVR, "TO.QM1", 40);
    ts_set(p, c, "cluster", "CLUS1", 40, 40);
    ts_set(p, c, "conname", "host-a(1414)", 41, 12);
    /* set by a later script, whose name needs the codec's escapes */
    ck_assert_int_eq(pol_set_from(p, c, schema_attr_index(c->kind, "clwlwght"), "60",
                                  (struct pol_src){pol_intern(p, "later a\\b.mqsc"), {42, 12}}), 0);
    /* typed in the console: the save gives it its batch */
    ck_assert_int_eq(pol_set_edited(p, c, schema_attr_index(c->kind, "netprty"), "3"), 0);
    ts_set(p, c, "trptype", "TCP", 43, 12);
    c = child(p, qm, MQ_CLUSSDR, "TO.QM2", 45);
    ts_set(p, c, "clwlwght", "1", 45, 40);
    ts_set(p, c, "conname", "host-b(1414)", 46, 12);
    struct pol_object *nl = child(p, qm, MQ_NAMELIST, "NL1", 50);
    ts_set(p, nl, "names", "CLUS1,CLUS2", 50, 30);
    struct pol_object *t = child(p, qm, MQ_TOPIC, "T1", 55);
    param(p, t, "TOPICSTR", "'a/b'", PARAM_OTHER, 55);
    struct pol_object *sub = child(p, qm, MQ_SUB, "S1", 56);
    param(p, sub, "TOPICSTR", "''", PARAM_OTHER, 56);
    param(p, sub, "DEST", "' '", PARAM_OTHER, 57);
}

static struct pol_record *record(struct policy *p, struct pol_object *qm, const char *verb,
                                 const char *type, const char *name, const char *key, unsigned line,
                                 const char *kw, const char *value)
{
    struct pol_record *r = pol_add_record(p, qm, verb, type, name, key,
                                          (struct pol_src){qm->src.file, {line, 1}});
    ck_assert_ptr_nonnull(r);
    if (kw)
        ck_assert_int_eq(pol_record_param(p, r, kw, value, PARAM_OTHER, (struct pol_pos){line, 20}), 0);
    return r;
}

static void build_records(struct policy *p, struct pol_object *qm)
{
    record(p, qm, "SET", "AUTHREC", NULL, "AUTHREC|APP.*|QUEUE|GROUP|app", 60, "AUTHADD", "PUT");
    struct pol_record *chl =
        record(p, qm, "SET", "CHLAUTH", "'TO.*'", "CHLAUTH|TO.*|BLOCKUSER", 61, "USERLIST", "'nobody'");
    /* dmpmqcfg writes read-only values inside SET CHLAUTH too (`*  ALTDATE(…)`) */
    ck_assert_int_eq(pol_record_param(p, chl, "ALTDATE", "2026-05-14", PARAM_READONLY, (struct pol_pos){61, 40}), 0);
    record(p, qm, "SET", "AUTHREC", NULL, "AUTHREC|APP.*|QUEUE|GROUP|app", 62, "AUTHADD", "GET");
    record(p, qm, "START", "SERVICE", "SVC1", NULL, 63, NULL, NULL);
    record(p, qm, "REFRESH", "SECURITY", NULL, NULL, 64, "TYPE", "SSL");
}

struct pol_object *ts_build_qm(struct policy *p, const char *name)
{
    struct pol_object *qm = pol_new(p, mq_kind(MQ_QMGR), NULL, name);
    ck_assert_ptr_nonnull(qm);
    qm->src = (struct pol_src){pol_intern(p, "dumps/qm1.mqsc"), {3, 1}};
    ts_set(p, qm, "host", "host-a.example.com", 1, 10);
    ts_set(p, qm, "descr", "", 4, 20);
    ts_set(p, qm, "clwlexit", " ", 5, 20);
    ts_set(p, qm, "clwldata", "   ", 6, 20);
    ts_set(p, qm, "clwlmruc", "999999999", 7, 20);
    ts_set(p, qm, "clwllen", "0", 7, 40);
    ts_set(p, qm, "repos", "CLUS1", 8, 20);
    ts_set(p, qm, "suspend", "CLUS2,CLUS3", 9, 20);
    param(p, qm, "MAXMSGL", "4194304", PARAM_OTHER, 10);
    param(p, qm, "SSLKEYR", "'/var/mqm/a b\\c\nd'", PARAM_OTHER, 11);
    param(p, qm, "ALTDATE", NULL, PARAM_READONLY, 12);
    build_queues(p, qm);
    build_channels(p, qm);
    build_records(p, qm);
    return qm;
}

static void assert_str(const char *a, const char *b, const char *what, const char *obj)
{
    if (!a || !b)
        ck_assert_msg(a == b, "%s of %s: %s%s%s vs %s%s%s", what, obj, a ? "\"" : "", a ? a : "NULL",
                      a ? "\"" : "", b ? "\"" : "", b ? b : "NULL", b ? "\"" : "");
    else
        ck_assert_msg(strcmp(a, b) == 0, "%s of %s: \"%s\" vs \"%s\"", what, obj, a, b);
}

static void assert_params(const struct pol_param *a, size_t na, const struct pol_param *b, size_t nb,
                          const char *obj)
{
    ck_assert_msg(na == nb, "%s: %zu parameters vs %zu", obj, na, nb);
    for (size_t i = 0; i < na; i++) {
        assert_str(a[i].keyword, b[i].keyword, "parameter keyword", obj);
        assert_str(a[i].value, b[i].value, a[i].keyword, obj);
        ck_assert_uint_eq(a[i].cls, b[i].cls);
        ck_assert_uint_eq(a[i].pos.line, b[i].pos.line);
        ck_assert_uint_eq(a[i].pos.col, b[i].pos.col);
    }
}

void ts_assert_same_object(const struct pol_object *a, const struct pol_object *b, bool params)
{
    ck_assert_ptr_eq(a->kind, b->kind);
    assert_str(a->name, b->name, "name", a->name);
    assert_str(a->src.file, b->src.file, "source file", a->name);
    ck_assert_uint_eq(a->src.pos.line, b->src.pos.line);
    ck_assert_uint_eq(a->src.pos.col, b->src.pos.col);
    for (unsigned i = 0; i < a->kind->nattrs; i++) {
        assert_str(a->vals[i], b->vals[i], a->kind->attrs[i]->key, a->name);
        struct pol_pos want = params && a->vals[i] ? a->vpos[i] : (struct pol_pos){0, 0};
        ck_assert_msg(want.line == b->vpos[i].line && want.col == b->vpos[i].col,
                      "position of %s of %s: %u:%u vs %u:%u", a->kind->attrs[i]->key, a->name,
                      want.line, want.col, b->vpos[i].line, b->vpos[i].col);
        if (params && a->vals[i] && want.line)
            assert_str(pol_value_file(a, (int)i), pol_value_file(b, (int)i), "file", a->name);
        const struct console_change *ca = params && a->vals[i] ? pol_value_change(a, (int)i) : NULL;
        const struct console_change *cb = pol_value_change(b, (int)i);
        ck_assert_msg(!ca == !cb, "console change of %s of %s", a->kind->attrs[i]->key, a->name);
        if (ca) {
            ck_assert_int_eq(ca->batch, cb->batch);
            ck_assert_int_eq(ca->unsaved, cb->unsaved);
            assert_str(ca->who, cb->who, "changed by", a->name);
            assert_str(ca->at, cb->at, "changed at", a->name);
        }
    }
    if (params)
        assert_params(a->params, a->nparams, b->params, b->nparams, a->name);
    else
        ck_assert_uint_eq(b->nparams, 0);
    ck_assert_int_eq(b->change, POL_SAME);
    ck_assert_int_gt(b->id, 0);
    ck_assert_int_gt(b->revision, 0);
}

static void assert_same_records(const struct pol_scope *a, const struct pol_scope *b)
{
    size_t j = 0;
    for (size_t i = 0; i < a->nrecs; i++) {
        const struct pol_record *ra = a->recs[i];
        if (ra->deleted)
            continue;
        ck_assert_msg(j < b->nrecs, "record %zu missing", j);
        const struct pol_record *rb = b->recs[j++];
        assert_str(ra->verb, rb->verb, "verb", "record");
        assert_str(ra->objtype, rb->objtype, "object type", ra->verb);
        assert_str(ra->name, rb->name, "name", ra->verb);
        assert_str(ra->key, rb->key, "key", ra->verb);
        assert_str(ra->src.file, rb->src.file, "file", ra->verb);
        ck_assert_uint_eq(ra->src.pos.line, rb->src.pos.line);
        ck_assert_uint_eq(ra->src.pos.col, rb->src.pos.col);
        ck_assert(!rb->deleted);
        assert_params(ra->params, ra->nparams, rb->params, rb->nparams, ra->verb);
    }
    ck_assert_uint_eq(j, b->nrecs);
    ck_assert(!b->recs_dirty);
}

void ts_assert_same_top(const struct pol_object *a, const struct pol_object *b, bool params,
                        bool records)
{
    ts_assert_same_object(a, b, params);
    size_t j = 0;
    for (size_t i = 0; i < a->scope->nobjs; i++) {
        if (a->scope->objs[i]->change == POL_DELETED)
            continue;
        ck_assert_msg(j < b->scope->nobjs, "object %s missing", a->scope->objs[i]->name);
        ts_assert_same_object(a->scope->objs[i], b->scope->objs[j], params);
        ck_assert_ptr_eq(b->scope->objs[j]->parent, b);
        j++;
    }
    ck_assert_uint_eq(j, b->scope->nobjs);
    if (records)
        assert_same_records(a->scope, b->scope);
    else
        ck_assert_uint_eq(b->scope->nrecs, 0);
}

char *ts_sql(const char *path, const char *sql)
{
    char sqlpath[] = "build/tmp/sql.XXXXXX";
    int fd = mkstemp(sqlpath);
    ck_assert(fd >= 0);
    ck_assert(write(fd, sql, strlen(sql)) == (ssize_t)strlen(sql));
    close(fd);
    char cmd[4300];
    snprintf(cmd, sizeof cmd, "sqlite3 -batch '%s' < '%s' 2>&1", path, sqlpath);
    FILE *f = popen(cmd, "r");
    ck_assert(f != NULL);
    size_t cap = 4096, n = 0, r;
    char *buf = malloc(cap);
    while ((r = fread(buf + n, 1, cap - n - 1, f)) > 0)
        if ((n += r) == cap - 1)
            buf = realloc(buf, cap *= 2);
    buf[n] = '\0';
    int status = pclose(f);
    unlink(sqlpath);
    ck_assert_msg(status == 0, "sqlite3 failed on %s: %s", sql, buf);
    return buf;
}

struct store *ts_open(const char *path, unsigned flags)
{
    struct store *s = NULL;
    struct store_error err = {0};
    enum store_status st = store_open(path, flags, &s, &err);
    ck_assert_msg(st == STORE_OK, "store_open %s: %d %s", path, st, err.msg);
    return s;
}

void ts_save(struct store *s, struct pol_object *top, const char *action)
{
    struct store_error err = {0};
    int64_t batch = 0;
    ck_assert_int_eq(store_begin(s, &err), STORE_OK);
    ck_assert_int_eq(store_batch(s, "tester", "2025-01-02T03:04:05Z", action, "a.mqsc", &batch, &err),
                     STORE_OK);
    ck_assert_int_gt(batch, 0);
    enum store_status st = store_save_top(s, top, &err);
    ck_assert_msg(st == STORE_OK, "save: %d %s (field %s)", st, err.msg, err.field);
    ck_assert_int_eq(store_commit(s, &err), STORE_OK);
}

void ts_fx_init(struct ts_fx *f)
{
    memset(f, 0, sizeof *f);
    f->dir = tu_tmpdir();
    f->path = tu_path(f->dir, "s.db");
    f->s = ts_open(f->path, STORE_CREATE);
    ck_assert_int_eq(store_close(f->s, true, NULL), STORE_OK);
    f->s = ts_open(f->path, 0);
    policy_init(&f->p);
}

void ts_fx_done(struct ts_fx *f)
{
    ck_assert_int_eq(store_close(f->s, true, &f->err), STORE_OK);
    policy_free(&f->p);
    tu_rmtree(f->dir);
    free(f->dir);
    free(f->path);
}

void ts_assert_sql(struct ts_fx *f, const char *sql, const char *want)
{
    char *out = ts_sql(f->path, sql);
    ck_assert_str_eq(out, want);
    free(out);
}

struct pol_object *ts_load_qm1(struct ts_fx *f, struct policy *p)
{
    struct pol_object *top;
    ck_assert_int_eq(store_load_top(f->s, p, mq_kind(MQ_QMGR), "QM1",
                                    STORE_LOAD_PARAMS | STORE_LOAD_RECORDS, &top, &f->err), STORE_OK);
    return top;
}

void ts_set_named(struct policy *p, struct pol_object *top, const char *ns, const char *name,
                  const char *key, const char *value)
{
    struct pol_object *o = pol_find(top, ns, name);
    ck_assert_ptr_nonnull(o);
    ts_set(p, o, key, value, 0, 0);
}

static int by_text(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

char *ts_content(struct store *s)
{
    struct policy p;
    struct store_error err = {0};
    struct textbuf out = {0};
    policy_init(&p);
    ck_assert_int_eq(store_load_all(s, &p, NULL, STORE_LOAD_PARAMS | STORE_LOAD_RECORDS, &err), STORE_OK);
    for (size_t t = 0; t < p.ntops; t++) {
        const struct pol_object *top = p.tops[t];
        const struct pol_scope *sc = top->scope;
        char **imgs = calloc(sc->nobjs + 1, sizeof *imgs);
        size_t n = 0;
        codec_put_object(&out, top);
        tb_puts(&out, "\n--\n");
        for (size_t i = 0; i < sc->nobjs; i++) {
            struct textbuf tb = {0};
            if (sc->objs[i]->change == POL_DELETED)
                continue;
            codec_put_object(&tb, sc->objs[i]);
            imgs[n++] = tb.buf;
        }
        qsort(imgs, n, sizeof *imgs, by_text);
        for (size_t i = 0; i < n; i++) {
            tb_puts(&out, imgs[i]);
            tb_puts(&out, "\n--\n");
            free(imgs[i]);
        }
        free(imgs);
        for (size_t i = 0; i < sc->nrecs; i++)
            if (!sc->recs[i]->deleted)
                codec_put_record(&out, sc->recs[i]);
        tb_puts(&out, "\n==\n");
    }
    policy_free(&p);
    return out.buf ? out.buf : strdup("");
}

const struct kind_def *ts_cq_kinds[3];

struct store_list_spec ts_cluster_queues(const char *const *keys, size_t nkeys)
{
    ts_cq_kinds[0] = mq_kind(MQ_QLOCAL);
    ts_cq_kinds[1] = mq_kind(MQ_QALIAS);
    ts_cq_kinds[2] = mq_kind(MQ_QREMOTE);
    return (struct store_list_spec){ts_cq_kinds, 3, NULL, "cluster", keys, nkeys, NULL, NULL};
}
