/* tests/check_model.c — the model core: schema tables, policy objects, diagnostics, codec. */
#include <check.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <strings.h>
#include <string.h>

#include "model/model.h"
#include "model/schema_cache.h"
#include "model/mq/mq_model.h"

START_TEST(schema_kinds_have_their_attributes)
{
    const struct system_def *mq = schema_system("mq");
    ck_assert_ptr_nonnull(mq);
    const struct kind_def *ql = schema_kind(mq, "QLOCAL");
    ck_assert_int_ge(schema_attr_index(ql, "clwluseq"), 0);
    ck_assert_int_eq(schema_attr_index(mq_kind(MQ_QMODEL), "cluster"), -1);
    ck_assert_int_eq(schema_attr_index(mq_kind(MQ_CLUSSDR), "netprty"), -1);
    ck_assert_int_ge(schema_attr_index(mq_kind(MQ_CLUSRCVR), "netprty"), 0);
    const struct attr_def *q = ql->attrs[schema_attr_index(ql, "clwluseq")];
    const struct attr_def *m = mq_kind(MQ_QMGR)->attrs[schema_attr_index(mq_kind(MQ_QMGR), "clwluseq")];
    ck_assert_str_eq(q->dflt, "QMGR");
    ck_assert_str_eq(m->dflt, "LOCAL");
    ck_assert_int_eq(schema_attr_native(mq_kind(MQ_QALIAS), "targq"),
                     schema_attr_index(mq_kind(MQ_QALIAS), "target"));
    ck_assert_ptr_eq(schema_kind_native(mq, "channel", "clusrcvr"), mq_kind(MQ_CLUSRCVR));
}
END_TEST

/* No two rows may give the same key or keyword to one kind. */
/* The lookups remembered by address give the schema's answer, also for a buffer that holds another
 * text at the same address, and for a missing attribute. */
START_TEST(schema_cached_lookups)
{
    const struct kind_def *ql = mq_kind(MQ_QLOCAL), *qa = mq_kind(MQ_QALIAS);
    char key[16] = "clwluseq";
    for (int round = 0; round < 2; round++) {
        ck_assert_int_eq(schema_attr_index_cached(ql, key), schema_attr_index(ql, "clwluseq"));
        ck_assert_int_eq(schema_attr_native_cached(ql, "CLWLUSEQ"), schema_attr_index(ql, "clwluseq"));
        ck_assert_int_eq(schema_attr_native_cached(qa, "targq"), schema_attr_index(qa, "target"));
        ck_assert_int_eq(schema_attr_native_cached(qa, "TARGET"), schema_attr_index(qa, "target"));
    }
    strcpy(key, "put");
    ck_assert_int_eq(schema_attr_index_cached(ql, key), schema_attr_index(ql, "put"));
    ck_assert_int_eq(schema_attr_index_cached(qa, key), schema_attr_index(qa, "put"));
    strcpy(key, "nosuch");
    ck_assert_int_eq(schema_attr_index_cached(ql, key), -1);
    ck_assert_int_eq(schema_attr_native_cached(ql, key), -1);
    ck_assert_int_eq(schema_attr_index_cached(mq_kind(MQ_QMODEL), "cluster"), -1);
}
END_TEST

START_TEST(schema_rows_do_not_overlap)
{
    const struct system_def *const *sys = schema_systems();
    for (; *sys; sys++)
        for (size_t k = 0; k < (*sys)->nkinds; k++) {
            const struct kind_def *kd = &(*sys)->kinds[k];
            for (unsigned i = 0; i < kd->nattrs; i++)
                for (unsigned j = i + 1; j < kd->nattrs; j++) {
                    ck_assert_msg(strcmp(kd->attrs[i]->key, kd->attrs[j]->key) != 0, "%s: key %s twice",
                                  kd->id, kd->attrs[i]->key);
                    ck_assert_msg(strcasecmp(kd->attrs[i]->native, kd->attrs[j]->native) != 0,
                                  "%s: keyword %s twice", kd->id, kd->attrs[i]->native);
                }
            ck_assert_msg(!!(kd->flags & KF_MODELLED) == !!kd->table, "%s: table iff modelled", kd->id);
        }
}
END_TEST

/* The list columns (AF_KEY rows): each has a heading that fits its width and a position, unique
 * among the columns of each kind; the other rows have none. */
START_TEST(schema_list_columns)
{
    const struct system_def *const *sys = schema_systems();
    for (; *sys; sys++)
        for (size_t k = 0; k < (*sys)->nkinds; k++) {
            const struct kind_def *kd = &(*sys)->kinds[k];
            for (unsigned i = 0; i < kd->nattrs; i++) {
                const struct attr_def *a = kd->attrs[i];
                if (!(a->flags & AF_KEY)) {
                    ck_assert_msg(!a->col.heading && !a->col.width && !a->col.pos, "%s: %s", kd->id,
                                  a->key);
                    continue;
                }
                ck_assert_msg(a->col.heading && a->col.pos, "%s: %s", kd->id, a->key);
                ck_assert_uint_ge(a->col.width, strlen(a->col.heading));
                for (unsigned j = 0; j < kd->nattrs; j++)
                    ck_assert_msg(j == i || !(kd->attrs[j]->flags & AF_KEY) ||
                                      kd->attrs[j]->col.pos != a->col.pos,
                                  "%s: %s and %s at one position", kd->id, a->key, kd->attrs[j]->key);
            }
        }
    const struct kind_def *ch = mq_kind(MQ_CLUSRCVR);
    const struct attr_def *w = ch->attrs[schema_attr_index(ch, "clwlwght")];
    ck_assert_str_eq(w->col.heading, "CLWLWGHT");
    ck_assert_uint_eq(w->col.width, 8);
    ck_assert_uint_eq(w->col.pos, 1);
}
END_TEST

/* list_also: only on a list-indexed attribute, naming a different attribute of every kind the
 * row applies to; a queue's and a cluster channel's CLUSTER name CLUSNL. */
START_TEST(schema_list_also)
{
    const struct system_def *const *sys = schema_systems();
    for (; *sys; sys++)
        for (size_t k = 0; k < (*sys)->nkinds; k++) {
            const struct kind_def *kd = &(*sys)->kinds[k];
            for (unsigned i = 0; i < kd->nattrs; i++) {
                const struct attr_def *a = kd->attrs[i];
                if (!a->list_also)
                    continue;
                ck_assert_msg(a->type == AT_REF && (a->flags & AF_KEY), "%s: %s", kd->id, a->key);
                ck_assert_str_ne(a->list_also, a->key);
                ck_assert_msg(schema_attr_index(kd, a->list_also) >= 0, "%s: %s", kd->id, a->list_also);
            }
        }
    const enum mq_kind listed[] = {MQ_QLOCAL, MQ_QALIAS, MQ_QREMOTE, MQ_CLUSRCVR, MQ_CLUSSDR};
    for (size_t i = 0; i < sizeof listed / sizeof listed[0]; i++) {
        const struct kind_def *kd = mq_kind(listed[i]);
        ck_assert_str_eq(kd->attrs[schema_attr_index(kd, "cluster")]->list_also, "clusnl");
    }
}
END_TEST

START_TEST(value_states)
{
    ck_assert_int_eq(val_state(NULL), VAL_UNSET);
    ck_assert_int_eq(val_state(""), VAL_EMPTY);
    ck_assert_int_eq(val_state(" "), VAL_BLANK);
    ck_assert_int_eq(val_state("   "), VAL_BLANK);
    ck_assert_int_eq(val_state(" a"), VAL_VALUE);
}
END_TEST

START_TEST(policy_lookup_and_delete)
{
    struct policy p;
    policy_init(&p);
    struct pol_object *qm = pol_new(&p, mq_kind(MQ_QMGR), NULL, "QM1");
    char name[32];
    for (int i = 0; i < 500; i++) {
        snprintf(name, sizeof name, "Q.%d", i);
        ck_assert_ptr_nonnull(pol_new(&p, mq_kind(i % 2 ? MQ_QLOCAL : MQ_QALIAS), qm, name));
    }
    pol_new(&p, mq_kind(MQ_CLUSRCVR), qm, "Q.7");
    ck_assert_ptr_eq(pol_find(qm, "channel", "Q.7")->kind, mq_kind(MQ_CLUSRCVR));
    ck_assert_ptr_eq(pol_find(qm, "queue", "Q.7")->kind, mq_kind(MQ_QLOCAL));
    struct pol_object *q8 = pol_find(qm, "queue", "Q.8");
    ck_assert_ptr_eq(q8->kind, mq_kind(MQ_QALIAS));
    pol_delete(q8);
    ck_assert_ptr_null(pol_find(qm, "queue", "Q.8"));
    ck_assert_ptr_nonnull(pol_find(qm, "queue", "Q.9"));
    ck_assert_uint_eq(pol_count_objects(qm), 500);
    ck_assert_ptr_eq(pol_find_top(&p, mq_kind(MQ_QMGR), "QM1"), qm);
    ck_assert_ptr_null(pol_find_top(&p, mq_kind(MQ_QMGR), "qm1"));
    policy_free(&p);
}
END_TEST

START_TEST(records_replace_by_key)
{
    struct policy p;
    policy_init(&p);
    struct pol_object *qm = pol_new(&p, mq_kind(MQ_QMGR), NULL, "QM1");
    struct pol_src src = {"f.mqsc", {1, 1}};
    struct pol_record *a = pol_add_record(&p, qm, "SET", "AUTHREC", NULL, "k1", src);
    pol_add_record(&p, qm, "START", "SERVICE", "X", NULL, src);
    struct pol_record *c = pol_add_record(&p, qm, "SET", "AUTHREC", NULL, "k1", src);
    ck_assert(a->deleted);
    ck_assert(!c->deleted);
    ck_assert_uint_eq(pol_count_records(qm), 2);
    policy_free(&p);
}
END_TEST

START_TEST(codec_round_trip)
{
    struct policy p;
    policy_init(&p);
    struct pol_object *qm = pol_new(&p, mq_kind(MQ_QMGR), NULL, "QM1");
    struct pol_object *q = pol_new(&p, mq_kind(MQ_QLOCAL), qm, "Q\\1");
    q->src = (struct pol_src){"a.mqsc", {3, 1}};
    pol_set(&p, q, schema_attr_index(q->kind, "descr"), "line\none \\ two", (struct pol_pos){4, 10});
    pol_param_set(&p, q, "MAXDEPTH", "5000", PARAM_OTHER, (struct pol_pos){5, 4});
    pol_param_set(&p, q, "HARDENBO", NULL, PARAM_OTHER, (struct pol_pos){6, 4});
    pol_param_set(&p, q, "CRDATE", "2026-05-14", PARAM_READONLY, (struct pol_pos){7, 4});
    struct textbuf tb = {0};
    codec_put_object(&tb, q);
    struct pol_object *r = codec_get_object(&p, mq_system(), qm, tb.buf);
    ck_assert_ptr_nonnull(r);
    ck_assert_str_eq(r->name, "Q\\1");
    ck_assert_str_eq(r->src.file, "a.mqsc");
    ck_assert_uint_eq(r->src.pos.line, 3);
    ck_assert_str_eq(pol_get_key(r, "descr"), "line\none \\ two");
    ck_assert_uint_eq(r->vpos[schema_attr_index(r->kind, "descr")].col, 10);
    ck_assert_uint_eq(r->nparams, 3);
    ck_assert_str_eq(r->params[0].value, "5000");
    ck_assert_ptr_null(r->params[1].value);
    ck_assert_uint_eq(r->params[2].cls, PARAM_READONLY);
    ck_assert_uint_eq(r->params[2].pos.line, 7);
    tb_free(&tb);
    policy_free(&p);
}
END_TEST

/* The parameters text read back: positions of attributes out of the schema's order and of an
 * unknown key (skipped), escapes in keywords and values, '=' inside a value, a keyword
 * without one, an empty line, the last line without its newline; a line of no known class fails. */
START_TEST(codec_params_read_back)
{
    struct policy p;
    policy_init(&p);
    struct pol_object *qm = pol_new(&p, mq_kind(MQ_QMGR), NULL, "QM1");
    struct pol_object *q = pol_new(&p, mq_kind(MQ_QLOCAL), qm, "Q1");
    ck_assert_int_eq(codec_get_params(&p, q, "M3:8 put\nM4:10 descr\nM2:1 nokey\n"
                                             "O5:4 MAXDEPTH=5000\n\nO6:4 HARDENBO\n"
                                             "R7:4 CRDATE=2026-05-14\nO8:12 K\\Y=a=b\\\\c\\nd\n"
                                             "O9:1 TRIGDATA=x"), 0);
    ck_assert_uint_eq(q->vpos[schema_attr_index(q->kind, "descr")].line, 4);
    ck_assert_uint_eq(q->vpos[schema_attr_index(q->kind, "put")].line, 3);
    ck_assert_uint_eq(q->vpos[schema_attr_index(q->kind, "put")].col, 8);
    ck_assert_uint_eq(q->nparams, 5);
    ck_assert_str_eq(q->params[0].keyword, "MAXDEPTH");
    ck_assert_str_eq(q->params[0].value, "5000");
    ck_assert_uint_eq(q->params[0].pos.line, 5);
    ck_assert_uint_eq(q->params[0].pos.col, 4);
    ck_assert_str_eq(q->params[1].keyword, "HARDENBO");
    ck_assert_ptr_null(q->params[1].value);
    ck_assert_uint_eq(q->params[2].cls, PARAM_READONLY);
    ck_assert_str_eq(q->params[2].value, "2026-05-14");
    ck_assert_uint_eq(q->params[3].cls, PARAM_OTHER);
    ck_assert_str_eq(q->params[3].keyword, "KY");
    ck_assert_str_eq(q->params[3].value, "a=b\\c\nd");
    ck_assert_uint_eq(q->params[3].pos.col, 12);
    ck_assert_str_eq(q->params[4].value, "x");
    /* equal short texts are one string */
    struct pol_object *q2 = pol_new(&p, mq_kind(MQ_QLOCAL), qm, "Q2");
    ck_assert_int_eq(codec_get_params(&p, q2, "O1:1 MAXDEPTH=5000\n"), 0);
    ck_assert_ptr_eq(q2->params[0].keyword, q->params[0].keyword);
    ck_assert_ptr_eq(q2->params[0].value, q->params[0].value);
    struct pol_object *q3 = pol_new(&p, mq_kind(MQ_QLOCAL), qm, "Q3");
    ck_assert_int_eq(codec_get_params(&p, q3, "O1:1 MAXDEPTH=1\nX1:1 Y=2\n"), -1);
    ck_assert_int_eq(codec_get_params(&p, q3, "O1 MAXDEPTH=1\n"), -1);
    policy_free(&p);
}
END_TEST

START_TEST(diag_cap_keeps_errors_first)
{
    struct diag_list l;
    diag_init(&l, 3);
    struct diag_at at = {"f", 1, 1, NULL, NULL};
    for (int i = 0; i < 3; i++) {
        at.line = (unsigned)i + 1;
        diag_add(&l, SEV_WARNING, "MQ105", at, "w%d", i);
    }
    at.line = 9;
    ck_assert_ptr_nonnull(diag_add(&l, SEV_ERROR, "MQ001", at, "e"));
    ck_assert_ptr_null(diag_add(&l, SEV_WARNING, "MQ102", at, "dropped"));
    ck_assert_uint_eq(l.n, 3);
    ck_assert_uint_eq(diag_count(&l, SEV_ERROR), 1);
    ck_assert_uint_eq(diag_count(&l, SEV_WARNING), 2);
    ck_assert_uint_eq(l.dropped, 2);
    diag_sort(&l);
    char buf[128];
    diag_format(&l.v[0], buf, sizeof buf);
    ck_assert_str_eq(buf, "f:9:1: error: e [MQ001]");
    diag_free(&l);
}
END_TEST

/* Text is packed without alignment; everything else stays 16-byte aligned after it, large blocks
 * too, and all of it is zeroed. */
START_TEST(arena_text_and_alignment)
{
    struct arena a = {0};
    char *s1 = arena_strdup(&a, "ACCTQ"), *s2 = arena_strdup(&a, "QMGR");
    ck_assert_str_eq(s1, "ACCTQ");
    ck_assert_str_eq(s2, "QMGR");
    ck_assert_ptr_eq(s2, s1 + 6);
    ck_assert_uint_eq(a.used, 11);
    unsigned char *p = arena_alloc(&a, 3);
    ck_assert_uint_eq((uintptr_t)p % 16, 0);
    ck_assert(p[0] == 0 && p[1] == 0 && p[2] == 0);
    char *t = arena_alloc_text(&a, 7);
    ck_assert_ptr_eq(t, (char *)p + 16);
    unsigned char *big = arena_alloc(&a, 70000); /* more than a chunk: a block of its own */
    ck_assert_uint_eq((uintptr_t)big % 16, 0);
    ck_assert(big[0] == 0 && big[69999] == 0);
    char *after = arena_alloc_text(&a, 1); /* still in the first chunk, after the text */
    ck_assert_ptr_eq(after, t + 7);
    for (int i = 0; i < 10000; i++) { /* fills several chunks */
        ck_assert_uint_eq((uintptr_t)arena_alloc(&a, (size_t)i % 50 + 1) % 16, 0);
        ck_assert_ptr_nonnull(arena_strdup(&a, "x"));
    }
    arena_free(&a);
    ck_assert_uint_eq(a.used, 0);
}
END_TEST

/* pol_intern copies a file name once: an equal name interned any time before, among hundreds (the
 * set grows past its first size), gives the first copy back; NULL stays NULL. */
START_TEST(intern_shares_file_names)
{
    struct policy p;
    policy_init(&p);
    const char *first = pol_intern(&p, "QM00000.mqsc");
    ck_assert_ptr_nonnull(first);
    ck_assert_str_eq(first, "QM00000.mqsc");
    char name[32];
    for (int i = 1; i < 300; i++) {
        snprintf(name, sizeof name, "QM%05d.mqsc", i);
        ck_assert_str_eq(pol_intern(&p, name), name);
    }
    snprintf(name, sizeof name, "QM%05d.mqsc", 0);
    ck_assert_ptr_eq(pol_intern(&p, name), first);
    snprintf(name, sizeof name, "QM%05d.mqsc", 150);
    const char *mid = pol_intern(&p, name);
    ck_assert_ptr_ne(mid, name);
    ck_assert_ptr_eq(pol_intern(&p, "QM00150.mqsc"), mid);
    ck_assert_ptr_null(pol_intern(&p, NULL));
    policy_free(&p);
}
END_TEST

/* A heap array grows by doubling from 8, to at least what is asked, and keeps its items; a size
 * that cannot be allocated leaves it as it was. */
START_TEST(heap_array_growth)
{
    long *v = NULL;
    size_t cap = 0;
    ck_assert_int_eq(heap_reserve(&v, &cap, 1, sizeof *v), 0);
    ck_assert_uint_eq(cap, 8);
    for (long i = 0; i < 8; i++)
        v[i] = i * 3;
    ck_assert_int_eq(heap_reserve(&v, &cap, 8, sizeof *v), 0);
    ck_assert_uint_eq(cap, 8);
    ck_assert_int_eq(heap_reserve(&v, &cap, 9, sizeof *v), 0);
    ck_assert_uint_eq(cap, 16);
    ck_assert_int_eq(heap_reserve(&v, &cap, 100, sizeof *v), 0);
    ck_assert_uint_eq(cap, 128);
    ck_assert_int_eq(v[7], 21);
    long *before = v;
    ck_assert_int_eq(heap_reserve(&v, &cap, SIZE_MAX / 4, sizeof *v), -1);
    ck_assert_ptr_eq(v, before);
    ck_assert_uint_eq(cap, 128);
    free(v);
}
END_TEST

/* Findings across many files, reported out of file order (as cross-object rules do): each file
 * keeps its first-report rank and its own cap. */
START_TEST(diag_many_files)
{
    struct diag_list l;
    diag_init(&l, 1);
    char name[32];
    for (int round = 0; round < 2; round++)
        for (int i = 0; i < 300; i++) {
            int f = round ? 299 - i : i;
            snprintf(name, sizeof name, "QM%03d.mqsc", f);
            diag_add(&l, SEV_WARNING, "MQ014", (struct diag_at){name, 1, 1, NULL, NULL}, "%d", round);
        }
    diag_add(&l, SEV_INFO, "MQ011", (struct diag_at){NULL, 0, 0, "CLUSTER(A)", NULL}, "x");
    ck_assert_uint_eq(l.nfiles, 301);
    ck_assert_uint_eq(l.n, 301);
    ck_assert_uint_eq(l.dropped, 300);
    diag_sort(&l);
    for (int i = 0; i < 300; i++) {
        snprintf(name, sizeof name, "QM%03d.mqsc", i);
        ck_assert_str_eq(l.files[i].name, name);
        ck_assert_uint_eq(l.files[i].kept, 1);
        ck_assert_str_eq(l.v[i].file, name);
        ck_assert_str_eq(l.v[i].msg, "0");
    }
    ck_assert_ptr_null(l.v[300].file);
    diag_free(&l);
    ck_assert_uint_eq(l.nfiles, 0);
    ck_assert_ptr_null(l.file_index);
}
END_TEST

START_TEST(diag_sort_by_location_orders_like_a_compiler)
{
    struct diag_list l;
    diag_init(&l, 0);
    diag_add(&l, SEV_INFO, "MQ012", (struct diag_at){"QM6.mqsc", 172, 12, NULL, NULL}, "a");
    diag_add(&l, SEV_WARNING, "MQ011", (struct diag_at){NULL, 0, 0, "CLUSTER(B)", NULL}, "b");
    diag_add(&l, SEV_WARNING, "MQ013", (struct diag_at){"QM5.mqsc", 121, 12, NULL, NULL}, "c");
    diag_add(&l, SEV_WARNING, "MQ011", (struct diag_at){NULL, 0, 0, "CLUSTER(A)", NULL}, "d");
    diag_add(&l, SEV_WARNING, "MQ014", (struct diag_at){"QM5.mqsc", 116, 13, NULL, NULL}, "e");
    diag_sort_by_location(&l);
    const char *order = "ecadb";
    for (size_t i = 0; i < 5; i++)
        ck_assert_int_eq(l.v[i].msg[0], order[i]);
    diag_free(&l);
}
END_TEST

/* The order diag_sort_by_location documents, on a and b: -1, 0 or 1. */
static int location_order(const struct diag *a, const struct diag *b)
{
    int c = !a->file || !b->file ? (a->file ? -1 : b->file ? 1 : 0) : strcmp(a->file, b->file);
    if (!c && !a->file)
        c = strcmp(a->path, b->path);
    if (c)
        return c < 0 ? -1 : 1;
    if (a->line != b->line)
        return a->line < b->line ? -1 : 1;
    if (a->col != b->col)
        return a->col < b->col ? -1 : 1;
    if (a->sev != b->sev)
        return a->sev < b->sev ? -1 : 1;
    return a->seq < b->seq ? -1 : a->seq > b->seq;
}

START_TEST(diag_sort_by_location_sorts_many)
{
    static const char *const files[] = {"QM7.mqsc", "QM10.mqsc", "A.mqsc", NULL, "QM1.mqsc", "b.mqsc"};
    static const char *const paths[] = {"CLUSTER(B)", "CLUSTER(A)", "QMGR(QM1)"};
    enum { N = 5000 };
    /* shuffled (a linear congruential sequence), then already in order, then in reverse order */
    for (int shape = 0; shape < 3; shape++) {
        struct diag_list l;
        diag_init(&l, 0);
        unsigned x = 12345;
        for (unsigned i = 0; i < N; i++) {
            x = x * 1103515245u + 12345u;
            unsigned r = shape == 0 ? x >> 8 : shape == 1 ? i : N - i;
            const char *file = files[shape ? r / 1000 % 6 : r % 6];
            const char *path = file ? NULL : paths[r / 7 % 3];
            struct diag_at at = {file, file ? r % 97 + 1 : 0, r % 3, path, NULL};
            ck_assert_ptr_nonnull(diag_add(&l, (enum severity)(r / 11 % 3), "MQ014", at, "%u", i));
        }
        diag_sort_by_location(&l);
        ck_assert_uint_eq(l.n, N);
        static bool seen[N];
        memset(seen, 0, sizeof seen);
        for (size_t i = 0; i < l.n; i++) {
            const struct diag *d = &l.v[i];
            if (i)
                ck_assert_int_eq(location_order(&l.v[i - 1], d), -1);
            unsigned k = (unsigned)strtoul(d->msg, NULL, 10);
            ck_assert(k < N && !seen[k]);
            seen[k] = true;
            ck_assert_ptr_eq(l.files[d->file_index].name, d->file);   /* file_index put back */
        }
        diag_free(&l);
    }
}
END_TEST

/* Adds one finding with fmt and its arguments to the deferred list d and the eager list e. */
#define ADD_BOTH(d, e, fmt, ...)                                                                   \
    do {                                                                                           \
        struct diag_at at_ = {"QM5.mqsc", 12, 4, "QMGR(QM5) QLOCAL('Q1')", "CLWLUSEQ"};            \
        ck_assert_ptr_nonnull(diag_add(d, SEV_WARNING, "MQ014", at_, fmt, __VA_ARGS__));          \
        ck_assert_ptr_nonnull(diag_add(e, SEV_WARNING, "MQ014", at_, fmt, __VA_ARGS__));          \
    } while (0)

START_TEST(diag_defer_builds_the_same_text)
{
    struct diag_list d, e;
    diag_init(&d, 0);
    diag_init(&e, 0);
    ck_assert_int_eq(diag_defer(&d), 0);
    char name[40], big[1500];
    snprintf(name, sizeof name, "APP.G00000.Q00001");
    memset(big, 'x', sizeof big - 1);
    big[sizeof big - 1] = '\0';
    ADD_BOTH(&d, &e, "cluster queue %s on %s has CLWLUSEQ(%s): never to the %zu other instances", name,
             "QM1", "LOCAL", (size_t)199);
    name[0] = 'B';   /* the list keeps its own copy */
    ADD_BOTH(&d, &e, "[%-8s|%8.3s|%.*s|%*d|%-*d|%05d|%+d|% d|%x|%#X|%o|%c|%%|%u]", "ab", "abcdef", 2,
             "xyz", 6, -42, -4, 7, 42, 42, 42, 255, 255, 8, 'Q', 4000000000u);
    ADD_BOTH(&d, &e, "%lld %llu %ld %lu %hd %hhu %jd %td %zd %hhd", -9000000000LL, 18000000000ULL,
             -70000L, 70000UL, (short)-300, (unsigned char)300, (intmax_t)-5, (ptrdiff_t)-6, (size_t)77,
             (signed char)200);   /* promoted to int as any char argument is */
    const char *volatile none = NULL;   /* printed as the C library prints it, both ways */
    ADD_BOTH(&d, &e, "%s and %s", "QM1", none);
    ADD_BOTH(&d, &e, "%s", big);                                  /* cut at DIAG_MSG_MAX - 1 */
    ADD_BOTH(&d, &e, "%s%s", big + 700, big + 700);
    ADD_BOTH(&d, &e, "%.1f percent of %s", 12.5, "QM1");          /* formatted at once */
    ADD_BOTH(&d, &e, "%s", "");
    ck_assert_uint_eq(d.n, e.n);
    char bd[DIAG_MSG_MAX], be[DIAG_MSG_MAX], fd[2048], fe[2048];
    for (size_t i = 0; i < d.n; i++) {
        ck_assert_str_eq(diag_msg(&d.v[i], bd, sizeof bd), diag_msg(&e.v[i], be, sizeof be));
        ck_assert_int_eq(diag_format(&d.v[i], fd, sizeof fd), diag_format(&e.v[i], fe, sizeof fe));
        ck_assert_str_eq(fd, fe);
        ck_assert_ptr_nonnull(e.v[i].msg);
        ck_assert_ptr_eq(e.v[i].text, NULL);
    }
    ck_assert_str_eq(diag_msg(&d.v[0], bd, sizeof bd),
                     "cluster queue APP.G00000.Q00001 on QM1 has CLWLUSEQ(LOCAL): never to the 199 "
                     "other instances");
    ck_assert_str_eq(diag_msg(&d.v[1], bd, sizeof bd),
                     "[ab      |     abc|xy|   -42|7   |00042|+42| 42|ff|0XFF|10|Q|%|4000000000]");
    ck_assert_ptr_null(d.v[0].msg);              /* kept as format and arguments */
    ck_assert_ptr_nonnull(d.v[6].msg);           /* %f: formatted when added */
    ck_assert_str_eq(d.v[6].msg, "12.5 percent of QM1");
    ck_assert_uint_eq(strlen(diag_msg(&d.v[4], bd, sizeof bd)), DIAG_MSG_MAX - 1);
    ck_assert_str_eq(diag_msg(&d.v[1], bd, 6), "[ab  ");   /* a smaller buffer cuts it */
    ck_assert_ptr_eq(d.v[0].attr, d.v[1].attr);  /* the attribute is shared */
    diag_free(&d);
    diag_free(&e);
    ck_assert_ptr_null(d.share);
}
END_TEST

START_TEST(policy_shares_short_strings)
{
    struct policy p;
    policy_init(&p);
    const char *a = pol_share(&p, "ALTDATE=x", 7), *b = pol_share(&p, "ALTDATE", 7);
    ck_assert_str_eq(a, "ALTDATE");
    ck_assert_ptr_eq(a, b);
    ck_assert_str_eq(pol_share(&p, "ALTDATES", 8), "ALTDATES");
    ck_assert_str_eq(pol_share(&p, "ALTDATE", 3), "ALT");
    ck_assert_str_eq(pol_share(&p, "", 0), "");
    char lng[POL_SHARED_MAX + 2];
    memset(lng, 'L', sizeof lng - 1);
    lng[sizeof lng - 1] = '\0';
    const char *l1 = pol_share(&p, lng, sizeof lng - 1), *l2 = pol_share(&p, lng, sizeof lng - 1);
    ck_assert_str_eq(l1, lng);
    ck_assert_ptr_ne(l1, l2);                    /* longer than POL_SHARED_MAX: copied each time */
    const char *m1 = pol_share(&p, lng, POL_SHARED_MAX), *m2 = pol_share(&p, lng, POL_SHARED_MAX);
    ck_assert_ptr_eq(m1, m2);
    ck_assert_uint_eq(strlen(m1), POL_SHARED_MAX);
    policy_free(&p);
}
END_TEST

START_TEST(mq_names)
{
    const struct kind_def *ch = mq_kind(MQ_CLUSRCVR), *q = mq_kind(MQ_QLOCAL);
    ck_assert_ptr_null(mq_name_problem(q, "SYSTEM.DEF/x_%", NULL));
    ck_assert_str_eq(mq_name_problem(q, "A B", NULL), "contains a blank");
    ck_assert_str_eq(mq_name_problem(ch, "ABCDEFGHIJKLMNOPQRSTU", NULL), "is longer than 20 characters");
    ck_assert_ptr_null(mq_name_problem(ch, "+AUTOCL+_+QMNAME+", "QM1"));
    ck_assert_ptr_null(mq_name_problem(q, "TEST.DYNAMIC.QUEUE.4__ENV__", NULL));
    ck_assert(mq_is_template("+AUTOCL+"));
    ck_assert(!mq_is_template("A+B"));
    ck_assert(mq_name_eq("CLS2  ", "CLS2"));
    struct policy p;
    policy_init(&p);
    struct pol_object *qm = pol_new(&p, mq_kind(MQ_QMGR), NULL, "QM5");
    struct pol_object *c = pol_new(&p, ch, qm, "C_QM5");
    char buf[128];
    ck_assert_str_eq(mq_object_path(c, buf, sizeof buf), "QMGR(QM5) CHANNEL('C_QM5')");
    ck_assert_str_eq(mq_object_path(qm, buf, sizeof buf), "QMGR(QM5)");
    /* quotes doubled; a buffer too short keeps what fits, terminated */
    struct pol_object *o = pol_new(&p, ch, qm, "IT'S");
    ck_assert_str_eq(mq_object_path(o, buf, sizeof buf), "QMGR(QM5) CHANNEL('IT''S')");
    ck_assert_str_eq(mq_object_path(o, buf, 8), "QMGR(QM");
    ck_assert_str_eq(mq_object_path(o, buf, 20), "QMGR(QM5) CHANNEL('");
    ck_assert_str_eq(mq_object_path(o, buf, 27), "QMGR(QM5) CHANNEL('IT''S')");
    ck_assert_str_eq(mq_object_path(o, buf, 26), "QMGR(QM5) CHANNEL('IT''S'");
    policy_free(&p);
}
END_TEST

START_TEST(mq_values)
{
    const struct kind_def *ch = mq_kind(MQ_CLUSRCVR);
    const struct attr_def *w = ch->attrs[schema_attr_index(ch, "clwlwght")];
    const char *rule = NULL;
    char msg[256];
    ck_assert_ptr_null(mq_value_problem(w, "99", &rule, msg, sizeof msg));
    ck_assert_ptr_nonnull(mq_value_problem(w, "120", &rule, msg, sizeof msg));
    ck_assert_str_eq(rule, "MQ001");
    ck_assert_str_eq(msg, "CLWLWGHT(120) is out of range: CLWLWGHT must be from 1 to 99");
    const struct kind_def *ql = mq_kind(MQ_QLOCAL);
    const struct attr_def *d = ql->attrs[schema_attr_index(ql, "defbind")];
    ck_assert_ptr_nonnull(mq_value_problem(d, "FIXED", &rule, msg, sizeof msg));
    ck_assert_str_eq(rule, "MQ002");
    ck_assert_str_eq(msg, "DEFBIND(FIXED) is not a valid value: DEFBIND must be OPEN, NOTFIXED or GROUP");
}
END_TEST

/* obs_next: the blocks of one type and name in file order, trailing blanks ignored, the same
 * with the index as without it; an index made before more blocks came is not used. */
START_TEST(observation_blocks_found)
{
    struct policy p;
    policy_init(&p);
    struct observation *o = pol_add_observation(&p, schema_systems()[0], "QMA", "2026-12-01 10:00:00", "t", NULL);
    ck_assert_ptr_nonnull(o);
    static const char *const blocks[][2] = {{"CHSTATUS", "TO.B"}, {"CLUSQMGR", "QMB"}, {"CHSTATUS", "TO.A"},
                                            {"CHSTATUS", "TO.B "}, {"CLUSQMGR", "QMA"}, {"CHSTATUS", "TO.B"}};
    const struct pol_record *made[6];
    for (size_t i = 0; i < 6; i++)
        ck_assert_ptr_nonnull(made[i] = obs_add_block(&p, o, blocks[i][0], blocks[i][1], (uint32_t)i + 1));
    for (int indexed = 0; indexed < 2; indexed++) {
        if (indexed)
            ck_assert_int_eq(obs_index(&p, o), 0);
        size_t at = 0;
        ck_assert_ptr_eq(obs_next(o, "CHSTATUS", "TO.B", &at), made[0]);
        ck_assert_ptr_eq(obs_next(o, "CHSTATUS", "TO.B", &at), made[3]);
        ck_assert_ptr_eq(obs_next(o, "CHSTATUS", "TO.B", &at), made[5]);
        ck_assert_ptr_null(obs_next(o, "CHSTATUS", "TO.B", &at));
        at = 0;
        ck_assert_ptr_eq(obs_next(o, "CLUSQMGR", "QMA  ", &at), made[4]);
        ck_assert_ptr_null(obs_next(o, "CLUSQMGR", "QMA", &at));
        at = 0;
        ck_assert_ptr_null(obs_next(o, "CLUSQMGR", "QMC", &at));
        at = 0;
        ck_assert_ptr_null(obs_next(o, "QCLUSTER", NULL, &at));
        size_t n = 0;
        at = 0;
        while (obs_next(o, "CHSTATUS", NULL, &at))
            n++;
        ck_assert_uint_eq(n, 4);
    }
    const struct pol_record *later = obs_add_block(&p, o, "CLUSQMGR", "QMA", 7);   /* after the index */
    size_t at = 0;
    ck_assert_ptr_eq(obs_next(o, "CLUSQMGR", "QMA", &at), made[4]);
    ck_assert_ptr_eq(obs_next(o, "CLUSQMGR", "QMA", &at), later);
    policy_free(&p);
}
END_TEST

Suite *suite_model(void)
{
    Suite *s = suite_create("model");
    TCase *tc = tcase_create("core");
    tcase_add_test(tc, schema_kinds_have_their_attributes);
    tcase_add_test(tc, schema_cached_lookups);
    tcase_add_test(tc, schema_rows_do_not_overlap);
    tcase_add_test(tc, schema_list_columns);
    tcase_add_test(tc, schema_list_also);
    tcase_add_test(tc, heap_array_growth);
    tcase_add_test(tc, intern_shares_file_names);
    tcase_add_test(tc, diag_defer_builds_the_same_text);
    tcase_add_test(tc, policy_shares_short_strings);
    tcase_add_test(tc, value_states);
    tcase_add_test(tc, policy_lookup_and_delete);
    tcase_add_test(tc, records_replace_by_key);
    tcase_add_test(tc, codec_round_trip);
    tcase_add_test(tc, codec_params_read_back);
    tcase_add_test(tc, diag_cap_keeps_errors_first);
    tcase_add_test(tc, arena_text_and_alignment);
    tcase_add_test(tc, diag_many_files);
    tcase_add_test(tc, diag_sort_by_location_orders_like_a_compiler);
    tcase_add_test(tc, diag_sort_by_location_sorts_many);
    tcase_add_test(tc, mq_names);
    tcase_add_test(tc, mq_values);
    tcase_add_test(tc, observation_blocks_found);
    suite_add_tcase(s, tc);
    return s;
}
