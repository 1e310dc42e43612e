/* tests/check_store_list_index.c — the counts and positions of the lists that the store's sample
 * index gives (store_list_index.c, store.h "lists"), checked against the lists' rows read whole:
 * every row's position across the samples of every kind, inside names with more rows than a
 * sample holds and across them, LOCATE keys and keys between rows; lists smaller than a sample,
 * of exactly one and one more, and empty; after another connection's writes; inside a transaction
 * of the caller's that is rolled back; and more lists than the store keeps indexes of. */
#include <check.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tests/tstore.h"
#include "tests/tutil.h"
#include "model/mq/mq_model.h"

enum { K = STORE_LIST_SAMPLE };

static const struct kind_def *qm_kinds[1];

static struct store_list_spec queue_managers(void)
{
    qm_kinds[0] = mq_kind(MQ_QMGR);
    return (struct store_list_spec){qm_kinds, 1, NULL, NULL, NULL, 0, NULL, NULL};
}

static void queue(struct policy *p, struct pol_object *qm, enum mq_kind k, const char *name,
                  const char *cluster)
{
    struct pol_object *q = pol_new(p, mq_kind(k), qm, name);
    ck_assert_ptr_nonnull(q);
    ts_set(p, q, "cluster", cluster, 1, 1);
}

/* Queue manager i of the estate (QMnnnn), saved in the open transaction of s:
 * - APP.BIG, a local queue in cluster C1, on queue managers 1 to nbig (a name of nbig rows);
 * - APP.Lnnnn, a local queue in C1 of its own;
 * - on every second one, the alias queue APP.Annn in C2 (nnn: i mod 300, a name of several rows);
 * - on every fifth one, the remote queue APP.R in C1 (one name);
 * - SYS.X, a local queue with a blank CLUSTER, and a model queue: not in the list. */
static void save_qm(struct store *s, int i, int nbig)
{
    struct policy p;
    char name[32];
    policy_init(&p);
    snprintf(name, sizeof name, "QM%04d", i);
    struct pol_object *qm = pol_new(&p, mq_kind(MQ_QMGR), NULL, name);
    ck_assert_ptr_nonnull(qm);
    if (i <= nbig)
        queue(&p, qm, MQ_QLOCAL, "APP.BIG", "C1");
    snprintf(name, sizeof name, "APP.L%04d", i);
    queue(&p, qm, MQ_QLOCAL, name, "C1");
    if (i % 2 == 0) {
        snprintf(name, sizeof name, "APP.A%03d", i % 300);
        queue(&p, qm, MQ_QALIAS, name, "C2");
    }
    if (i % 5 == 0)
        queue(&p, qm, MQ_QREMOTE, "APP.R", "C1");
    queue(&p, qm, MQ_QLOCAL, "SYS.X", " ");
    ck_assert_ptr_nonnull(pol_new(&p, mq_kind(MQ_QMODEL), qm, "SYS.M"));
    struct store_error err = {0};
    enum store_status st = store_save_top(s, qm, &err);
    ck_assert_msg(st == STORE_OK, "save: %s", err.msg);
    policy_free(&p);
}

/* Saves queue managers first to last of the estate in one transaction. */
static void save_qms(struct store *s, int first, int last, int nbig)
{
    struct store_error err = {0};
    ck_assert_int_eq(store_begin(s, &err), STORE_OK);
    ck_assert_int_eq(store_batch(s, "tester", "2025-01-02T03:04:05Z", "import", NULL, NULL, &err),
                     STORE_OK);
    for (int i = first; i <= last; i++)
        save_qm(s, i, nbig);
    ck_assert_int_eq(store_commit(s, &err), STORE_OK);
}

static long count(struct store *s, const struct store_list_spec *spec)
{
    long n = -1;
    struct store_error err = {0};
    ck_assert_int_eq(store_list_count(s, spec, &n, &err), STORE_OK);
    return n;
}

static long position(struct store *s, const struct store_list_spec *spec, const char *name,
                     const char *top)
{
    long pos = -1;
    struct store_error err = {0};
    struct store_list_key key = {name, top};
    ck_assert_int_eq(store_list_position(s, spec, &key, &pos, &err), STORE_OK);
    return pos;
}

/* The rows of a list before key, counted in the rows read whole (in order). */
static long rows_before(const struct store_list_page *pg, const char *name, const char *top)
{
    size_t lo = 0, hi = pg->n;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        int c = strcmp(pg->rows[mid].name, name);
        if ((c ? c : strcmp(pg->rows[mid].top, top)) < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return (long)lo;
}

/* The arm of row r: the index of its kind in spec. */
static size_t arm_of(const struct store_list_spec *spec, const struct store_list_row *r)
{
    size_t k = 0;
    while (k < spec->nkinds && spec->kinds[k] != r->kind)
        k++;
    ck_assert_uint_lt(k, spec->nkinds);
    return k;
}

/* Whether the positions at row i of the page are checked: rows next to a sample of their kind
 * (the row p of its kind with p mod K in {K - 1, 0, 1}), the last two of their kind, the first and
 * last two of the list, and every 17th row. */
static bool checked(const struct store_list_spec *spec, const struct store_list_page *pg, size_t i,
                    long *seen, const long *total)
{
    size_t k = arm_of(spec, &pg->rows[i]);
    long p = seen[k]++;
    return p % K <= 1 || p % K == K - 1 || p >= total[k] - 2 || i < 2 || i + 2 >= pg->n || i % 17 == 0;
}

/* Asserts that the list has want rows and that the store's positions are those of its rows read
 * whole, at the rows `checked` picks: the row's, of its name alone (LOCATE) and of a key just
 * after it and after its name, the rows from it to the end; and before and after everything. */
static void assert_positions(struct store *s, const struct store_list_spec *spec, long want)
{
    struct store_list_page pg;
    struct store_error err = {0};
    ck_assert_int_eq(count(s, spec), want);
    ck_assert_int_eq(store_list_window(s, spec, NULL, 0, (size_t)want + 1, &pg, &err), STORE_OK);
    ck_assert_int_eq((long)pg.n, want);
    long seen[64] = {0}, total[64] = {0};
    for (size_t i = 0; i < pg.n; i++) {
        total[arm_of(spec, &pg.rows[i])]++;
        ck_assert_msg(i == 0 || rows_before(&pg, pg.rows[i].name, pg.rows[i].top) == (long)i,
                      "rows out of order at %zu", i);
    }
    char after[128];
    for (size_t i = 0; i < pg.n; i++) {
        const struct store_list_row *r = &pg.rows[i];
        if (!checked(spec, &pg, i, seen, total))
            continue;
        ck_assert_int_eq(position(s, spec, r->name, r->top), (long)i);
        snprintf(after, sizeof after, "%s ", r->top);
        ck_assert_int_eq(position(s, spec, r->name, after), (long)i + 1);
        ck_assert_int_eq(position(s, spec, r->name, ""), rows_before(&pg, r->name, ""));
        snprintf(after, sizeof after, "%s ", r->name);
        ck_assert_int_eq(position(s, spec, after, ""), rows_before(&pg, after, ""));
    }
    ck_assert_int_eq(position(s, spec, "", ""), 0);
    ck_assert_int_eq(position(s, spec, "~", ""), want);
    store_list_free(&pg);
}

/* 2100 queue managers, APP.BIG on 2048 of them: the local queues' samples fall inside APP.BIG
 * (row 1024) and at the first row after it (row 2048, exactly one sample further); the alias
 * queues have one sample, the remote queues none. */
START_TEST(positions_across_samples)
{
    struct ts_fx f;
    ts_fx_init(&f);
    save_qms(f.s, 1, 2100, 2 * K);
    struct store_list_spec cq = ts_cluster_queues(NULL, 0), qm = queue_managers();
    assert_positions(f.s, &cq, 2 * K + 2100 + 1050 + 420);
    assert_positions(f.s, &qm, 2100);
    ck_assert_int_eq(position(f.s, &cq, "APP.BIG", "QM1025"), 1050 + K);
    ck_assert_int_eq(position(f.s, &cq, "APP.L0001", ""), 1050 + 2 * K);
    /* each kind alone */
    for (int k = 0; k < 3; k++) {
        struct store_list_spec one = {&ts_cq_kinds[k], 1, NULL, "cluster", NULL, 0, NULL, NULL};
        assert_positions(f.s, &one, k == 0 ? 2 * K + 2100 : k == 1 ? 1050 : 420);
    }
    ts_fx_done(&f);
}
END_TEST

/* Lists of exactly one sample's rows and of one more; empty lists. */
START_TEST(small_and_empty_lists)
{
    struct ts_fx f;
    ts_fx_init(&f);
    struct store_list_spec cq = ts_cluster_queues(NULL, 0), qm = queue_managers();
    ck_assert_int_eq(count(f.s, &cq), 0);
    ck_assert_int_eq(position(f.s, &cq, "APP.L0001", ""), 0);
    ck_assert_int_eq(count(f.s, &qm), 0);
    ck_assert_int_eq(position(f.s, &qm, "QM0001", "QM0001"), 0);
    save_qms(f.s, 1, 3, 0);
    assert_positions(f.s, &qm, 3);
    assert_positions(f.s, &cq, 3 + 1);
    save_qms(f.s, 4, K, 0);
    assert_positions(f.s, &qm, K);
    save_qms(f.s, K + 1, K + 1, 0);
    assert_positions(f.s, &qm, K + 1);
    assert_positions(f.s, &cq, K + 1 + (K + 1) / 2 + (K + 1) / 5);
    /* a list without rows: no queue names a cluster namelist */
    struct store_list_spec none = {ts_cq_kinds, 3, NULL, "clusnl", NULL, 0, NULL, NULL};
    assert_positions(f.s, &none, 0);
    ts_fx_done(&f);
}
END_TEST

/* Deletes queue manager name through store s (another connection). */
static void delete_qm(struct store *s, const char *name)
{
    struct policy p;
    struct pol_object *qm;
    struct store_error err = {0};
    policy_init(&p);
    ck_assert_int_eq(store_load_top(s, &p, mq_kind(MQ_QMGR), name, 0, &qm, &err), STORE_OK);
    pol_delete(qm);
    ts_save(s, qm, "delete");
    policy_free(&p);
}

/* Blanks the CLUSTER of queue q of queue manager name through store s. */
static void unclustered(struct store *s, const char *name, const char *q)
{
    struct policy p;
    struct pol_object *qm;
    struct store_error err = {0};
    policy_init(&p);
    ck_assert_int_eq(store_load_top(s, &p, mq_kind(MQ_QMGR), name, 0, &qm, &err), STORE_OK);
    ts_set(&p, pol_find(qm, "queue", q), "cluster", " ", 1, 1);
    ts_save(s, qm, "save");
    policy_free(&p);
}

/* Another connection inserts rows near the start, inside names and at the end, deletes rows and
 * takes one out of the list: the next reads of the first connection see every change. */
START_TEST(writes_of_another_connection)
{
    struct ts_fx f;
    ts_fx_init(&f);
    save_qms(f.s, 1, 1200, 1200);
    struct store_list_spec cq = ts_cluster_queues(NULL, 0), qm = queue_managers();
    long n = 1200 + 1200 + 600 + 240;
    assert_positions(f.s, &cq, n);
    assert_positions(f.s, &qm, 1200);
    struct store *other = ts_open(f.path, 0);
    save_qms(other, 1201, 1300, 1300);   /* APP.BIG grows at its end, APP.L at the end */
    n += 100 + 100 + 50 + 20;
    assert_positions(f.s, &cq, n);
    delete_qm(other, "QM0600");   /* APP.BIG, APP.L0600, APP.A000 and APP.R rows go */
    n -= 4;
    unclustered(other, "QM0001", "APP.BIG");
    n -= 1;
    assert_positions(f.s, &cq, n);
    assert_positions(f.s, &qm, 1299);
    /* a write that leaves the list as it was */
    unclustered(other, "QM0002", "SYS.X");
    assert_positions(f.s, &cq, n);
    ck_assert_int_eq(store_close(other, false, &f.err), STORE_OK);
    ts_fx_done(&f);
}
END_TEST

/* Saves queue manager qm with the local queue q in cluster (a blank one: not in the list). */
static void save_one(struct store *s, const char *qm, const char *q, const char *cluster)
{
    struct policy p;
    policy_init(&p);
    struct pol_object *top = pol_new(&p, mq_kind(MQ_QMGR), NULL, qm);
    ck_assert_ptr_nonnull(top);
    queue(&p, top, MQ_QLOCAL, q, cluster);
    struct store_error err = {0};
    ck_assert_int_eq(store_save_top(s, top, &err), STORE_OK);
    policy_free(&p);
}

static int64_t revision(struct store *s)
{
    int64_t rev = 0;
    struct store_error err = {0};
    ck_assert_int_eq(store_revision(s, &rev, &err), STORE_OK);
    return rev;
}

/* Inside the caller's transaction the list is counted as the transaction sees it; a rollback
 * takes the rows back, and a later write that draws the same revision again, with other rows, is
 * read afresh. */
START_TEST(rolled_back_transaction)
{
    struct ts_fx f;
    ts_fx_init(&f);
    save_qms(f.s, 1, 1100, 1100);
    struct store_list_spec cq = ts_cluster_queues(NULL, 0);
    long n = 1100 + 1100 + 550 + 220;
    assert_positions(f.s, &cq, n);
    ck_assert_int_eq(store_begin(f.s, &f.err), STORE_OK);
    ck_assert_int_eq(store_batch(f.s, "tester", NULL, "import", NULL, NULL, &f.err), STORE_OK);
    save_one(f.s, "QM9001", "APP.TX", "C1");
    int64_t rev = revision(f.s);
    assert_positions(f.s, &cq, n + 1);
    store_rollback(f.s);
    /* (another list: this one's index, had it been kept inside the transaction, stays) */
    struct store_list_spec local = {&ts_cq_kinds[0], 1, NULL, "cluster", NULL, 0, NULL, NULL};
    assert_positions(f.s, &local, 2200);
    ck_assert_int_eq(store_begin(f.s, &f.err), STORE_OK);
    ck_assert_int_eq(store_batch(f.s, "tester", NULL, "import", NULL, NULL, &f.err), STORE_OK);
    save_one(f.s, "QM9002", "APP.NO", " ");
    ck_assert_int_eq(store_commit(f.s, &f.err), STORE_OK);
    ck_assert_int_eq(revision(f.s), rev);
    assert_positions(f.s, &cq, n);
    ts_fx_done(&f);
}
END_TEST

/* store_list_prepare makes the index: a count then comes from it, not from the kept counts (made
 * wrong here behind the store's back, without a new revision, to tell the two apart); in the
 * caller's transaction, and for a list under one queue manager, it has nothing to do. */
START_TEST(prepare_makes_the_index)
{
    struct ts_fx f;
    ts_fx_init(&f);
    save_qms(f.s, 1, 1100, 0);
    struct store_list_spec cq = ts_cluster_queues(NULL, 0);
    long n = 1100 + 550 + 220;
    free(ts_sql(f.path, "UPDATE list_count SET n = n + 1000 WHERE tbl = 'mq_qlocal';"));
    ck_assert_int_eq(count(f.s, &cq), n + 1000);
    ck_assert_int_eq(store_begin(f.s, &f.err), STORE_OK);
    ck_assert_int_eq(store_list_prepare(f.s, &cq, &f.err), STORE_OK);
    store_rollback(f.s);
    ck_assert_int_eq(count(f.s, &cq), n + 1000);
    struct store_list_spec one = {ts_cq_kinds, 3, "QM0001", NULL, NULL, 0, NULL, NULL};
    ck_assert_int_eq(store_list_prepare(f.s, &one, &f.err), STORE_OK);
    ck_assert_int_eq(store_list_prepare(f.s, &cq, &f.err), STORE_OK);
    ck_assert_int_eq(count(f.s, &cq), n);
    assert_positions(f.s, &cq, n);
    ts_fx_done(&f);
}
END_TEST

/* More lists than the store keeps indexes of, read in turn: each stays exact. */
START_TEST(many_lists_in_turn)
{
    struct ts_fx f;
    ts_fx_init(&f);
    save_qms(f.s, 1, 1100, 1100);
    const struct kind_def *chl[] = {mq_kind(MQ_CLUSRCVR)};
    struct store_list_spec lists[] = {
        ts_cluster_queues(NULL, 0),
        {&ts_cq_kinds[0], 1, NULL, "cluster", NULL, 0, NULL, NULL},
        {&ts_cq_kinds[1], 1, NULL, "cluster", NULL, 0, NULL, NULL},
        {&ts_cq_kinds[2], 1, NULL, "cluster", NULL, 0, NULL, NULL},
        {&ts_cq_kinds[0], 2, NULL, "cluster", NULL, 0, NULL, NULL},
        queue_managers(),
        {chl, 1, NULL, "cluster", NULL, 0, NULL, NULL},
    };
    /* the rows, and the position of APP.L0551 on QM0551 (of QM0551 among queue managers) */
    const long want[][2] = {{1100 + 1100 + 550 + 220, 550 + 1100 + 550}, {2200, 1100 + 550},
                            {550, 550}, {220, 0}, {2750, 550 + 1100 + 550}, {1100, 550}, {0, 0}};
    for (int round = 0; round < 2; round++)
        for (size_t i = 0; i < sizeof lists / sizeof lists[0]; i++) {
            ck_assert_int_eq(count(f.s, &lists[i]), want[i][0]);
            const char *name = lists[i].kinds[0] == qm_kinds[0] ? "QM0551" : "APP.L0551";
            ck_assert_int_eq(position(f.s, &lists[i], name, "QM0551"), want[i][1]);
        }
    ts_fx_done(&f);
}
END_TEST

Suite *suite_store_list_index(void)
{
    Suite *s = suite_create("store_list_index");
    TCase *tc = tcase_create("index");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, positions_across_samples);
    tcase_add_test(tc, small_and_empty_lists);
    tcase_add_test(tc, writes_of_another_connection);
    tcase_add_test(tc, rolled_back_transaction);
    tcase_add_test(tc, many_lists_in_turn);
    tcase_add_test(tc, prepare_makes_the_index);
    suite_add_tcase(s, tc);
    return s;
}
