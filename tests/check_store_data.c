/* tests/check_store_data.c — what the store keeps: tables and constraints made from the schema,
 * exact round trips, revisions, stale saves refused, the journal's before-images, the validation
 * cache, counts. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "store/store.h"
#include "tests/tstore.h"
#include "tests/tutil.h"
#include "model/mq/mq_model.h"

/* ---- tables from the schema ------------------------------------------------------------------ */

START_TEST(tables_follow_the_schema)
{
    struct ts_fx f;
    ts_fx_init(&f);
    const struct system_def *mq = mq_system();
    for (size_t k = 0; k < mq->nkinds; k++) {
        const struct kind_def *kd = &mq->kinds[k];
        if (!kd->table)
            continue;
        char want[2048] = "id", sql[512];
        for (unsigned i = 0; i < kd->nattrs; i++)
            snprintf(want + strlen(want), sizeof want - strlen(want), ",%s", kd->attrs[i]->key);
        strcat(want, ",_name,_top\n");   /* the list columns */
        snprintf(sql, sizeof sql,
                 "SELECT group_concat(name, ',') FROM (SELECT name FROM pragma_table_info('%s')"
                 " ORDER BY cid);", kd->table);
        ts_assert_sql(&f, sql, want);
    }
    ts_assert_sql(&f, "SELECT count(*) FROM pragma_table_list WHERE schema = 'main' AND type = 'table'"
                   " AND name NOT LIKE 'sqlite_%' AND strict = 0;", "0\n");
    ts_assert_sql(&f, "SELECT instr(sql, '\"clwlwght\" INTEGER CONSTRAINT \"clwlwght\" CHECK (\"clwlwght\""
                   " BETWEEN 1 AND 99)') > 0 FROM sqlite_schema WHERE name = 'mq_clusrcvr';", "1\n");
    ts_assert_sql(&f, "SELECT instr(sql, '\"clwluseq\" TEXT CONSTRAINT \"clwluseq\" CHECK (\"clwluseq\" = ''QMGR''"
                   " OR \"clwluseq\" = ''LOCAL'' OR \"clwluseq\" = ''ANY'')') > 0 FROM sqlite_schema"
                   " WHERE name = 'mq_qlocal';", "1\n");
    ts_assert_sql(&f, "SELECT instr(sql, '\"descr\" TEXT CONSTRAINT \"descr\" CHECK (length(CAST(\"descr\""
                   " AS BLOB)) <= 64)') > 0 FROM sqlite_schema WHERE name = 'mq_qlocal';", "1\n");
    ts_assert_sql(&f, "SELECT instr(sql, '\"names\" TEXT, \"_name\" TEXT NOT NULL DEFAULT ''''')"
                   " > 0 FROM sqlite_schema WHERE name = 'mq_namelist';", "1\n");
    ts_fx_done(&f);
}
END_TEST

/* A value the schema's constraint refuses, bound directly (the model would have caught it). */
static const struct bad_value {
    enum mq_kind kind;
    const char *name, *key, *value, *msg;
} bad_values[] = {
    {MQ_QLOCAL, "BAD.Q", "clwlprty", "10",
     "QMGR(QM1) QLOCAL('BAD.Q'): CLWLPRTY(10) is refused by the store: CLWLPRTY must be from 0 to 9"},
    {MQ_CLUSRCVR, "TO.QM1", "clwlwght", "0",
     "QMGR(QM1) CHANNEL('TO.QM1'): CLWLWGHT(0) is refused by the store: CLWLWGHT must be from 1 to 99"},
    {MQ_QLOCAL, "BAD.Q", "clwluseq", "MAYBE",
     "QMGR(QM1) QLOCAL('BAD.Q'): CLWLUSEQ(MAYBE) is refused by the store: CLWLUSEQ must be one of "
     "QMGR, LOCAL, ANY"},
    {MQ_QLOCAL, "BAD.Q", "descr", "12345678901234567890123456789012345678901234567890123456789012345",
     "QMGR(QM1) QLOCAL('BAD.Q'): DESCR(12345678901234567890123456789012345678901234567890123456789012345)"
     " is refused by the store: DESCR must be at most 64 bytes long"},
    {MQ_QLOCAL, "BAD.Q", "clwlrank", "",
     "QMGR(QM1) QLOCAL('BAD.Q'): CLWLRANK() is refused by the store: CLWLRANK must be an integer from 0 "
     "to 9"},
    {MQ_QLOCAL, "BAD.Q", "clwlrank", " ",
     "QMGR(QM1) QLOCAL('BAD.Q'): CLWLRANK( ) is refused by the store: CLWLRANK must be an integer from 0 "
     "to 9"},
    {MQ_QLOCAL, "BAD.Q", "clwlprty", "99999999999999999999",
     "QMGR(QM1) QLOCAL('BAD.Q'): CLWLPRTY(99999999999999999999) is refused by the store: CLWLPRTY must be "
     "an integer from 0 to 9"},
    {MQ_QMGR, NULL, "clwlmruc", "0",
     "QMGR(QM1): CLWLMRUC(0) is refused by the store: CLWLMRUC must be from 1 to 999999999"},
    {MQ_QMGR, NULL, "clwlmruc", "1e3",
     "QMGR(QM1): CLWLMRUC(1e3) is refused by the store: CLWLMRUC must be an integer from 1 to 999999999"},
    {MQ_QMGR, NULL, "clwllen", "+5",
     "QMGR(QM1): CLWLLEN(+5) is refused by the store: CLWLLEN must be an integer from 0 to 999999999"},
    {MQ_QMGR, NULL, "clwllen", "5.0",
     "QMGR(QM1): CLWLLEN(5.0) is refused by the store: CLWLLEN must be an integer from 0 to 999999999"},
    {MQ_NAMELIST, "NL", "descr", "éééééééééééééééééééééééééééééééé!",
     "QMGR(QM1) NAMELIST('NL'): DESCR(éééééééééééééééééééééééééééééééé!) is refused by the store: DESCR "
     "must be at most 64 bytes long"},
};

START_TEST(constraint_refused_with_field)
{
    const struct bad_value *b = &bad_values[_i];
    struct ts_fx f;
    ts_fx_init(&f);
    struct pol_object *qm = pol_new(&f.p, mq_kind(MQ_QMGR), NULL, "QM1");
    struct pol_object *o = b->name ? pol_new(&f.p, mq_kind(b->kind), qm, b->name) : qm;
    pol_new(&f.p, mq_kind(MQ_QLOCAL), qm, "GOOD.Q");
    ts_set(&f.p, o, b->key, b->value, 1, 1);
    ck_assert_int_eq(store_begin(f.s, &f.err), STORE_OK);
    ck_assert_int_eq(store_save_top(f.s, qm, &f.err), STORE_CONSTRAINT);
    ck_assert_int_eq(f.err.status, STORE_CONSTRAINT);
    ck_assert_str_eq(f.err.field, b->key);
    ck_assert_str_eq(f.err.msg, b->msg);
    ck_assert_int_eq(qm->change, POL_NEW);
    ck_assert_int_eq(qm->id, 0);
    /* the save wrote nothing, even into the caller's transaction */
    ck_assert_int_eq(store_commit(f.s, &f.err), STORE_OK);
    ts_assert_sql(&f, "SELECT count(*) FROM object; SELECT value FROM meta;", "0\n0\n");
    ts_fx_done(&f);
}
END_TEST

/* ---- round trips ------------------------------------------------------------------------------ */

START_TEST(round_trip_is_exact)
{
    struct ts_fx f;
    ts_fx_init(&f);
    struct pol_object *qm = ts_build_qm(&f.p, "QM1");
    ts_save(f.s, qm, "import");
    ck_assert_int_eq(store_close(f.s, true, &f.err), STORE_OK);
    f.s = ts_open(f.path, 0);
    struct policy a, b, c;
    policy_init(&a);
    policy_init(&b);
    policy_init(&c);
    struct pol_object *top;
    unsigned all = STORE_LOAD_PARAMS | STORE_LOAD_RECORDS;
    ck_assert_int_eq(store_load_top(f.s, &a, mq_kind(MQ_QMGR), "QM1", all, &top, &f.err), STORE_OK);
    ts_assert_same_top(qm, top, true, true);
    ck_assert_int_eq(top->id, qm->id);
    ck_assert_int_eq(top->revision, qm->revision);
    for (size_t i = 0; i < qm->scope->nobjs; i++)
        ck_assert_int_eq(top->scope->objs[i]->revision, qm->scope->objs[i]->revision);
    ck_assert_int_eq(store_load_all(f.s, &b, mq_system(), all, &f.err), STORE_OK);
    ck_assert_uint_eq(b.ntops, 1);
    ts_assert_same_top(qm, b.tops[0], true, true);
    /* values only: no parameters, positions or records */
    ck_assert_int_eq(store_load_all(f.s, &c, NULL, 0, &f.err), STORE_OK);
    ts_assert_same_top(qm, c.tops[0], false, false);
    ck_assert_str_eq(pol_get_key(pol_find(c.tops[0], "queue", "app.lower"), "descr"), "");
    ck_assert_str_eq(pol_get_key(pol_find(c.tops[0], "queue", "app.lower"), "clchname"), "   ");
    ck_assert_str_eq(pol_get_key(c.tops[0], "clwlexit"), " ");
    ck_assert_ptr_null(pol_get_key(c.tops[0], "reposnl"));
    ck_assert_str_eq(pol_get_key(c.tops[0], "clwlmruc"), "999999999");
    /* positions only: every modelled value's position, no verbatim parameter */
    struct policy d;
    policy_init(&d);
    ck_assert_int_eq(store_load_all(f.s, &d, NULL, STORE_LOAD_POSITIONS, &f.err), STORE_OK);
    struct pol_object *dq = d.tops[0];
    ck_assert_uint_eq(dq->scope->nobjs, qm->scope->nobjs);
    size_t checked = 0;
    for (size_t i = 0; i <= qm->scope->nobjs; i++) {
        const struct pol_object *o = i ? qm->scope->objs[i - 1] : qm, *l = i ? dq->scope->objs[i - 1] : dq;
        ck_assert_str_eq(l->name, o->name);
        ck_assert_uint_eq(l->nparams, 0);
        ck_assert(l->params_unloaded);
        for (unsigned k = 0; k < o->kind->nattrs; k++) {
            if (!o->vals[k])
                continue;
            ck_assert_str_eq(l->vals[k], o->vals[k]);
            ck_assert_uint_eq(l->vpos[k].line, o->vpos[k].line);
            ck_assert_uint_eq(l->vpos[k].col, o->vpos[k].col);
            checked += o->vpos[k].line != 0;
        }
    }
    ck_assert_uint_gt(checked, 5);
    policy_free(&d);
    policy_free(&a);
    policy_free(&b);
    policy_free(&c);
    ts_fx_done(&f);
}
END_TEST

/* Asserts that top, loaded from the store, holds exactly the live objects of orig, in id order. */
static void assert_loaded_as(struct ts_fx *f, const struct pol_object *orig, const char *name)
{
    struct policy p;
    policy_init(&p);
    struct pol_object *top;
    ck_assert_int_eq(store_load_top(f->s, &p, mq_kind(MQ_QMGR), name, STORE_LOAD_PARAMS, &top, &f->err),
                     STORE_OK);
    ts_assert_same_top(orig, top, true, false);
    for (size_t i = 1; i < top->scope->nobjs; i++)
        ck_assert_int_lt(top->scope->objs[i - 1]->id, top->scope->objs[i]->id);
    policy_free(&p);
}

/* A top's objects read back in id order whether their ids lie close together among another top's
 * (read from the range they span) or far apart (searched by top and sorted). */
START_TEST(objects_interleaved_with_another_tops_load_in_order)
{
    struct ts_fx f;
    ts_fx_init(&f);
    struct policy a, b;
    policy_init(&a);
    policy_init(&b);
    struct pol_object *qm1 = ts_build_qm(&a, "QM1"), *qm3 = pol_new(&a, mq_kind(MQ_QMGR), NULL, "QM3");
    pol_new(&a, mq_kind(MQ_QLOCAL), qm3, "FIRST.Q");
    ts_save(f.s, qm1, "import");
    ts_save(f.s, qm3, "import");
    struct pol_object *qm2 = ts_build_qm(&b, "QM2");
    ts_save(f.s, qm2, "import");
    size_t n1 = qm1->scope->nobjs, n2 = qm2->scope->nobjs;
    pol_new(&a, mq_kind(MQ_QLOCAL), qm1, "LATE.Q1");
    pol_new(&a, mq_kind(MQ_QLOCAL), qm1, "LATE.Q2");
    pol_new(&a, mq_kind(MQ_QLOCAL), qm1, "LATE.Q3");
    pol_new(&a, mq_kind(MQ_QALIAS), qm3, "LATE.A");
    ts_save(f.s, qm1, "save");
    ts_save(f.s, qm3, "save");
    /* QM1: n1 objects, QM3 and its first, QM2 and its n2, then 3 more of QM1's: fewer ids of other
     * tops in its range than its own; QM3: two objects with all of QM2's and the 3 between them */
    ck_assert_uint_eq(n1, n2);
    char want[64];
    snprintf(want, sizeof want, "%zu|%zu\n2|%zu\n", n1 + 3, n1 + n2 + 6, n2 + 6);
    ts_assert_sql(&f, "SELECT count(*), max(o.id) - min(o.id) + 1 FROM object o"
                   " JOIN object t ON t.id = o.top_id WHERE t.name IN ('QM1', 'QM3')"
                   " GROUP BY t.name ORDER BY t.name;", want);
    assert_loaded_as(&f, qm1, "QM1");
    assert_loaded_as(&f, qm3, "QM3");
    assert_loaded_as(&f, qm2, "QM2");
    policy_free(&a);
    policy_free(&b);
    ts_fx_done(&f);
}
END_TEST

/* Saving what was loaded, unchanged, writes nothing and draws no revision. */
START_TEST(unchanged_save_writes_nothing)
{
    struct ts_fx f;
    ts_fx_init(&f);
    ts_save(f.s, ts_build_qm(&f.p, "QM1"), "import");
    struct policy p;
    policy_init(&p);
    struct pol_object *top = ts_load_qm1(&f, &p);
    char *before = tu_dump_store(f.path);
    ck_assert_int_eq(store_begin(f.s, &f.err), STORE_OK);
    ck_assert_int_eq(store_save_top(f.s, top, &f.err), STORE_OK);
    ck_assert_int_eq(store_commit(f.s, &f.err), STORE_OK);
    char *after = tu_dump_store(f.path);
    ck_assert_str_eq(before, after);
    free(before);
    free(after);
    policy_free(&p);
    ts_fx_done(&f);
}
END_TEST

START_TEST(load_top_absent)
{
    struct ts_fx f;
    ts_fx_init(&f);
    struct pol_object *top = (struct pol_object *)1;
    ck_assert_int_eq(store_load_top(f.s, &f.p, mq_kind(MQ_QMGR), "QM9", 0, &top, &f.err), STORE_NOTFOUND);
    ck_assert_ptr_null(top);
    char want[600];
    snprintf(want, sizeof want, "Queue manager QM9 is not in store %s", f.path);
    ck_assert_str_eq(f.err.msg, want);
    ck_assert_uint_eq(f.p.ntops, 0);
    ts_fx_done(&f);
}
END_TEST

START_TEST(counts_per_kind)
{
    struct ts_fx f;
    ts_fx_init(&f);
    ts_save(f.s, ts_build_qm(&f.p, "QM1"), "import");
    ts_save(f.s, ts_build_qm(&f.p, "QM2"), "import");
    size_t counts[MQ_NKINDS], records;
    ck_assert_int_eq(store_count(f.s, mq_system(), counts, &records, &f.err), STORE_OK);
    static const size_t want[MQ_NKINDS] = {
        [MQ_QMGR] = 2, [MQ_NAMELIST] = 2, [MQ_QLOCAL] = 4, [MQ_QALIAS] = 2, [MQ_QREMOTE] = 2,
        [MQ_CLUSRCVR] = 2, [MQ_CLUSSDR] = 2, [MQ_TOPIC] = 2, [MQ_SUB] = 2,
    };
    for (size_t k = 0; k < MQ_NKINDS; k++)
        ck_assert_msg(counts[k] == want[k], "%s: %zu", mq_kind(k)->id, counts[k]);
    ck_assert_uint_eq(records, 8);
    /* without the records */
    size_t again[MQ_NKINDS];
    ck_assert_int_eq(store_count(f.s, mq_system(), again, NULL, &f.err), STORE_OK);
    ck_assert_int_eq(memcmp(again, counts, sizeof counts), 0);
    ts_fx_done(&f);
}
END_TEST

/* Asserts the count of every kind: `each` for all but QMGR (qmgrs) and CLUSSDR (clussdrs). */
static void assert_counts(struct ts_fx *f, size_t qmgrs, size_t each, size_t clussdrs)
{
    size_t counts[MQ_NKINDS], records;
    ck_assert_int_eq(store_count(f->s, mq_system(), counts, &records, &f->err), STORE_OK);
    static const int kinds[] = {MQ_NAMELIST, MQ_QALIAS, MQ_QREMOTE, MQ_CLUSRCVR, MQ_TOPIC, MQ_SUB};
    ck_assert_uint_eq(counts[MQ_QMGR], qmgrs);
    ck_assert_uint_eq(counts[MQ_QLOCAL], 2 * each);
    ck_assert_uint_eq(counts[MQ_CLUSSDR], clussdrs);
    for (size_t i = 0; i < sizeof kinds / sizeof kinds[0]; i++)
        ck_assert_msg(counts[kinds[i]] == each, "%s: %zu", mq_kind(kinds[i])->id, counts[kinds[i]]);
    ck_assert_uint_eq(records, 4 * qmgrs);
}

/* The counts the store keeps are those of the object table. */
static void assert_counts_kept(struct ts_fx *f)
{
    ts_assert_sql(f, "SELECT count(*) FROM (SELECT system, kind, count(*) FROM object GROUP BY 1, 2"
                     " EXCEPT SELECT * FROM object_count WHERE n > 0);"
                     " SELECT count(*) FROM (SELECT * FROM object_count WHERE n > 0"
                     " EXCEPT SELECT system, kind, count(*) FROM object GROUP BY 1, 2);",
                  "0\n0\n");
}

/* The counts the store keeps follow deletions (of one object, and of a queue manager with what
 * hangs under it) and replaces, and are made from the objects when a format-2 store is migrated. */
START_TEST(counts_kept_through_deletions_and_migration)
{
    struct ts_fx f;
    ts_fx_init(&f);
    ts_save(f.s, ts_build_qm(&f.p, "QM1"), "import");
    ts_save(f.s, ts_build_qm(&f.p, "QM2"), "import");
    struct policy p;
    policy_init(&p);
    struct pol_object *qm1 = ts_load_qm1(&f, &p);
    pol_delete(pol_find(qm1, "channel", "TO.QM2"));
    ts_save(f.s, qm1, "save");
    assert_counts(&f, 2, 2, 1);
    struct pol_object *qm2;
    ck_assert_int_eq(store_load_top(f.s, &p, mq_kind(MQ_QMGR), "QM2", 0, &qm2, &f.err), STORE_OK);
    pol_delete(qm2);
    ts_save(f.s, qm2, "delete");
    assert_counts(&f, 1, 1, 0);
    assert_counts_kept(&f);
    /* a re-import takes QM1 over: what was stored goes, what the dump has comes */
    struct pol_object *again = ts_build_qm(&p, "QM1");
    again->scope->replace = true;
    pol_delete(pol_find(again, "queue", "REM.Q"));
    ts_save(f.s, again, "import");
    ts_assert_sql(&f, "SELECT group_concat(kind || '=' || n, ' ') FROM (SELECT * FROM object_count"
                      " ORDER BY kind);",
                  "CLUSRCVR=1 CLUSSDR=1 NAMELIST=1 QALIAS=1 QLOCAL=2 QMGR=1 QREMOTE=0 SUB=1 TOPIC=1\n");
    assert_counts_kept(&f);
    ck_assert_int_eq(store_close(f.s, true, &f.err), STORE_OK);
    free(ts_sql(f.path, "DROP TABLE object_count; PRAGMA user_version = 2;"));
    f.s = ts_open(f.path, 0);
    ts_assert_sql(&f, "PRAGMA user_version; SELECT group_concat(kind || '=' || n, ' ') FROM"
                      " (SELECT * FROM object_count ORDER BY kind);",
                  TS_FORMAT "\nCLUSRCVR=1 CLUSSDR=1 NAMELIST=1 QALIAS=1 QLOCAL=2 QMGR=1 SUB=1 TOPIC=1\n");
    ts_save(f.s, ts_build_qm(&f.p, "QM3"), "import");
    assert_counts_kept(&f);
    ts_assert_sql(&f, "SELECT group_concat(kind || '=' || n, ' ') FROM (SELECT * FROM object_count"
                      " ORDER BY kind);",
                  "CLUSRCVR=2 CLUSSDR=2 NAMELIST=2 QALIAS=2 QLOCAL=4 QMGR=2 QREMOTE=1 SUB=2 TOPIC=2\n");
    policy_free(&p);
    ts_fx_done(&f);
}
END_TEST

/* ---- revisions -------------------------------------------------------------------------------- */

/* The largest revision of top and the objects under it; asserts all are distinct and above floor. */
static int64_t check_revisions(const struct pol_object *top, int64_t floor)
{
    int64_t max = top->revision;
    ck_assert_int_gt(top->revision, floor);
    for (size_t i = 0; i < top->scope->nobjs; i++) {
        const struct pol_object *o = top->scope->objs[i];
        if (o->change == POL_DELETED)
            continue;
        ck_assert_msg(o->revision > floor, "%s: revision %lld not above %lld", o->name,
                      (long long)o->revision, (long long)floor);
        ck_assert_int_eq(o->change, POL_SAME);
        for (size_t j = 0; j < i; j++)
            ck_assert(top->scope->objs[j]->change == POL_DELETED ||
                      top->scope->objs[j]->revision != o->revision);
        max = o->revision > max ? o->revision : max;
    }
    return max;
}

START_TEST(replace_draws_new_revisions)
{
    struct ts_fx f;
    ts_fx_init(&f);
    struct pol_object *qm = ts_build_qm(&f.p, "QM1");
    ts_save(f.s, qm, "import");
    int64_t top_id = qm->id, max1 = check_revisions(qm, 0);
    ck_assert_int_eq(max1, 10);
    /* a re-import of the same dump, not read first: takes the stored queue manager over */
    struct policy p2;
    policy_init(&p2);
    struct pol_object *again = ts_build_qm(&p2, "QM1");
    again->scope->replace = true;
    ts_save(f.s, again, "import");
    ck_assert_int_eq(again->id, top_id);
    int64_t max2 = check_revisions(again, max1);
    /* once more, read first, with an object deleted and one added */
    struct policy p3;
    policy_init(&p3);
    struct pol_object *top;
    ck_assert_int_eq(store_load_top(f.s, &p3, mq_kind(MQ_QMGR), "QM1",
                                    STORE_LOAD_PARAMS | STORE_LOAD_RECORDS, &top, &f.err), STORE_OK);
    pol_delete(pol_find(top, "queue", "REM.Q"));
    pol_new(&p3, mq_kind(MQ_QLOCAL), top, "NEW.Q");
    top->scope->replace = true;
    ts_save(f.s, top, "import");
    check_revisions(top, max2);
    ts_assert_sql(&f, "SELECT batch_id, op, count(*) FROM journal_entries GROUP BY batch_id, op"
                   " ORDER BY batch_id, op;",
               "1|insert|10\n2|delete|9\n2|insert|9\n2|records|1\n2|update|1\n"
               "3|delete|9\n3|insert|9\n3|records|1\n3|update|1\n");
    /* no revision was ever drawn twice (a records entry shares its queue manager's) */
    ts_assert_sql(&f, "SELECT count(*) = count(DISTINCT revision) FROM journal_entries WHERE op <> 'records';"
                   " SELECT (SELECT value FROM meta) = (SELECT max(revision) FROM journal_entries);",
               "1\n1\n");
    ts_assert_sql(&f, "SELECT count(*) FROM object o JOIN mq_qlocal q USING (id) WHERE o.name = 'NEW.Q';"
                   " SELECT count(*) FROM object WHERE name = 'REM.Q';", "1\n0\n");
    policy_free(&p2);
    policy_free(&p3);
    ts_fx_done(&f);
}
END_TEST

/* ---- stale saves ------------------------------------------------------------------------------ */

/* Saves b's top expecting a conflict with message msg, then (with_batch) rolls back or commits;
 * the store's dump must be what it was. */
static void expect_conflict(struct ts_fx *f, struct pol_object *btop, bool with_batch, const char *msg)
{
    char *before = tu_dump_store(f->path);
    ck_assert_int_eq(store_begin(f->s, &f->err), STORE_OK);
    if (with_batch)
        ck_assert_int_eq(store_batch(f->s, "bob", NULL, "save", NULL, NULL, &f->err), STORE_OK);
    ck_assert_int_eq(store_save_top(f->s, btop, &f->err), STORE_CONFLICT);
    ck_assert_str_eq(f->err.msg, msg);
    if (with_batch)
        store_rollback(f->s);
    else
        ck_assert_int_eq(store_commit(f->s, &f->err), STORE_OK);
    char *after = tu_dump_store(f->path);
    ck_assert_str_eq(before, after);
    free(before);
    free(after);
}

START_TEST(stale_update_refused)
{
    struct ts_fx f;
    ts_fx_init(&f);
    ts_save(f.s, ts_build_qm(&f.p, "QM1"), "import");
    struct policy a, b;
    policy_init(&a);
    policy_init(&b);
    struct pol_object *atop = ts_load_qm1(&f, &a), *btop = ts_load_qm1(&f, &b);
    ts_set_named(&a, atop, "queue", "REM.Q", "rname", "BY.A");
    ts_save(f.s, atop, "save");
    /* b changes a queue nobody touched (written first) and the one a changed (stale) */
    ts_set_named(&b, btop, "queue", "ALIAS.Q", "target", "BY.B");
    ts_set_named(&b, btop, "queue", "REM.Q", "rname", "BY.B");
    char msg[600];
    snprintf(msg, sizeof msg,
             "QMGR(QM1) QREMOTE('REM.Q') was changed in store %s by someone else since it was read "
             "(revision %lld, now %lld); nothing was saved: load it again",
             f.path, (long long)pol_find(btop, "queue", "REM.Q")->revision,
             (long long)pol_find(atop, "queue", "REM.Q")->revision);
    expect_conflict(&f, btop, false, msg);
    expect_conflict(&f, btop, true, msg);
    ck_assert_int_eq(pol_find(btop, "queue", "ALIAS.Q")->change, POL_CHANGED);
    ts_assert_sql(&f, "SELECT target FROM mq_qalias; SELECT rname FROM mq_qremote;", "APP.Q1\nBY.A\n");
    /* a change elsewhere under the same queue manager is no conflict */
    pol_find(btop, "queue", "REM.Q")->change = POL_SAME;
    ts_save(f.s, btop, "save");
    ts_assert_sql(&f, "SELECT target FROM mq_qalias; SELECT rname FROM mq_qremote;", "BY.B\nBY.A\n");
    policy_free(&a);
    policy_free(&b);
    ts_fx_done(&f);
}
END_TEST

START_TEST(stale_delete_and_deleted_refused)
{
    struct ts_fx f;
    ts_fx_init(&f);
    ts_save(f.s, ts_build_qm(&f.p, "QM1"), "import");
    struct policy a, b;
    policy_init(&a);
    policy_init(&b);
    struct pol_object *atop = ts_load_qm1(&f, &a), *btop = ts_load_qm1(&f, &b);
    pol_delete(pol_find(atop, "channel", "TO.QM2"));
    ts_save(f.s, atop, "save");
    ts_set_named(&b, btop, "channel", "TO.QM2", "clwlwght", "70");
    char msg[600];
    snprintf(msg, sizeof msg,
             "QMGR(QM1) CHANNEL('TO.QM2') was deleted from store %s by someone else since it was read; "
             "nothing was saved: load it again", f.path);
    expect_conflict(&f, btop, true, msg);
    expect_conflict(&f, btop, false, msg);
    pol_delete(pol_find(btop, "channel", "TO.QM2"));
    expect_conflict(&f, btop, true, msg);
    assert_counts_kept(&f);
    policy_free(&a);
    policy_free(&b);
    ts_fx_done(&f);
}
END_TEST

START_TEST(concurrent_additions_refused)
{
    struct ts_fx f;
    ts_fx_init(&f);
    struct policy a, b;
    policy_init(&a);
    policy_init(&b);
    ts_save(f.s, ts_build_qm(&a, "QM1"), "import");
    struct pol_object *other = ts_build_qm(&b, "QM1");
    char msg[600];
    snprintf(msg, sizeof msg,
             "QMGR(QM1) is already in store %s: someone else added it since it was read; nothing was saved",
             f.path);
    expect_conflict(&f, other, false, msg);
    struct policy c, d;
    policy_init(&c);
    policy_init(&d);
    struct pol_object *ctop = ts_load_qm1(&f, &c), *dtop = ts_load_qm1(&f, &d);
    pol_new(&c, mq_kind(MQ_QLOCAL), ctop, "NEW.Q");
    pol_new(&d, mq_kind(MQ_QALIAS), dtop, "NEW.Q");
    ts_save(f.s, ctop, "save");
    snprintf(msg, sizeof msg,
             "QMGR(QM1) QALIAS('NEW.Q') is already in store %s: someone else added it since it was read;"
             " nothing was saved", f.path);
    expect_conflict(&f, dtop, true, msg);
    policy_free(&a);
    policy_free(&b);
    policy_free(&c);
    policy_free(&d);
    ts_fx_done(&f);
}
END_TEST

/* Records belong to the queue manager: its revision guards them. */
START_TEST(records_guarded_by_the_top_revision)
{
    struct ts_fx f;
    ts_fx_init(&f);
    ts_save(f.s, ts_build_qm(&f.p, "QM1"), "import");
    struct policy a, b;
    policy_init(&a);
    policy_init(&b);
    struct pol_object *atop = ts_load_qm1(&f, &a), *btop = ts_load_qm1(&f, &b);
    int64_t read_at = btop->revision;
    pol_add_record(&a, atop, "SET", "AUTHREC", NULL, "AUTHREC|A", (struct pol_src){NULL, {0, 0}});
    ts_save(f.s, atop, "save");
    ck_assert_int_gt(atop->revision, read_at);
    pol_add_record(&b, btop, "SET", "AUTHREC", NULL, "AUTHREC|B", (struct pol_src){NULL, {0, 0}});
    char msg[600];
    snprintf(msg, sizeof msg,
             "QMGR(QM1) was changed in store %s by someone else since it was read (revision %lld, now "
             "%lld); nothing was saved: load it again", f.path, (long long)read_at,
             (long long)atop->revision);
    expect_conflict(&f, btop, true, msg);
    ts_assert_sql(&f, "SELECT group_concat(coalesce(key, '-'), ' ')"
                      " FROM (SELECT key FROM record ORDER BY seq);",
               "CHLAUTH|TO.*|BLOCKUSER AUTHREC|APP.*|QUEUE|GROUP|app - - AUTHREC|A\n");
    policy_free(&a);
    policy_free(&b);
    ts_fx_done(&f);
}
END_TEST

START_TEST(saving_needs_a_transaction)
{
    struct ts_fx f;
    ts_fx_init(&f);
    struct pol_object *qm = ts_build_qm(&f.p, "QM1");
    char want[600];
    snprintf(want, sizeof want, "store %s: saving needs an open transaction", f.path);
    ck_assert_int_eq(store_save_top(f.s, qm, &f.err), STORE_IO);
    ck_assert_str_eq(f.err.msg, want);
    snprintf(want, sizeof want, "store %s: a journal batch needs an open transaction", f.path);
    ck_assert_int_eq(store_batch(f.s, NULL, NULL, "import", NULL, NULL, &f.err), STORE_IO);
    ck_assert_str_eq(f.err.msg, want);
    snprintf(want, sizeof want, "store %s: no transaction is open", f.path);
    ck_assert_int_eq(store_commit(f.s, &f.err), STORE_IO);
    ck_assert_str_eq(f.err.msg, want);
    ck_assert_int_eq(store_begin(f.s, &f.err), STORE_OK);
    snprintf(want, sizeof want, "store %s: a transaction is already open", f.path);
    ck_assert_int_eq(store_begin(f.s, &f.err), STORE_IO);
    ck_assert_str_eq(f.err.msg, want);
    store_rollback(f.s);
    ts_fx_done(&f);
}
END_TEST

/* An object read without its verbatim parameters and saved after a change keeps the stored ones;
 * records added to a top read without its records are refused. */
START_TEST(values_only_load_keeps_what_it_did_not_read)
{
    struct ts_fx f;
    ts_fx_init(&f);
    struct pol_object *qm = ts_build_qm(&f.p, "QM1");
    ts_save(f.s, qm, "import");
    struct policy v, all;
    policy_init(&v);
    policy_init(&all);
    struct pol_object *top;
    ck_assert_int_eq(store_load_top(f.s, &v, mq_kind(MQ_QMGR), "QM1", 0, &top, &f.err), STORE_OK);
    struct pol_object *sub = pol_find(top, "sub", "S1");
    ck_assert(sub->params_unloaded);
    ck_assert_uint_eq(sub->nparams, 0);
    ts_set_named(&v, top, "queue", "app.lower", "descr", "changed");
    ts_save(f.s, top, "save");
    ck_assert_int_eq(store_load_top(f.s, &all, mq_kind(MQ_QMGR), "QM1",
                                    STORE_LOAD_PARAMS | STORE_LOAD_RECORDS, &top, &f.err), STORE_OK);
    /* everything but the changed value is as first saved: parameters and positions included */
    ck_assert_str_eq(pol_get_key(pol_find(top, "queue", "app.lower"), "descr"), "changed");
    ck_assert_uint_eq(pol_find(top, "sub", "S1")->nparams, pol_find(qm, "sub", "S1")->nparams);
    ts_assert_same_object(pol_find(qm, "sub", "S1"), pol_find(top, "sub", "S1"), true);
    policy_free(&v);
    policy_init(&v);
    ck_assert_int_eq(store_load_top(f.s, &v, mq_kind(MQ_QMGR), "QM1", STORE_LOAD_PARAMS, &top, &f.err), STORE_OK);
    ck_assert_ptr_nonnull(pol_add_record(&v, top, "START", "SERVICE", "X", NULL, (struct pol_src){0}));
    ck_assert_int_eq(store_begin(f.s, &f.err), STORE_OK);
    ck_assert_int_eq(store_save_top(f.s, top, &f.err), STORE_IO);
    ck_assert_str_eq(f.err.msg, "QMGR(QM1) was read without its records: records added to it cannot be saved");
    store_rollback(f.s);
    policy_free(&v);
    policy_free(&all);
    ts_fx_done(&f);
}
END_TEST

Suite *suite_store_data(void)
{
    Suite *s = suite_create("store_data");
    TCase *tc = tcase_create("data");
    tcase_set_timeout(tc, 30);
    tcase_add_test(tc, tables_follow_the_schema);
    tcase_add_loop_test(tc, constraint_refused_with_field, 0,
                        (int)(sizeof bad_values / sizeof bad_values[0]));
    tcase_add_test(tc, round_trip_is_exact);
    tcase_add_test(tc, objects_interleaved_with_another_tops_load_in_order);
    tcase_add_test(tc, unchanged_save_writes_nothing);
    tcase_add_test(tc, load_top_absent);
    tcase_add_test(tc, counts_per_kind);
    tcase_add_test(tc, counts_kept_through_deletions_and_migration);
    tcase_add_test(tc, replace_draws_new_revisions);
    tcase_add_test(tc, stale_update_refused);
    tcase_add_test(tc, stale_delete_and_deleted_refused);
    tcase_add_test(tc, concurrent_additions_refused);
    tcase_add_test(tc, records_guarded_by_the_top_revision);
    tcase_add_test(tc, saving_needs_a_transaction);
    tcase_add_test(tc, values_only_load_keeps_what_it_did_not_read);
    suite_add_tcase(s, tc);
    return s;
}
