/* tests/check_store_list_count.c — the counts of the lists filtered on a list index that the store
 * keeps (store_list_count.c): after imports, a save that moves objects into and out of the lists
 * (CLUSTER set and blanked, CLUSNL set), the deletion of a queue manager with its objects, a
 * re-import that replaces one, an undo, and the migration of a store that has none; each time
 * equal to the rows counted again, and store_list_count gives them. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tests/tstore.h"
#include "tests/tutil.h"
#include "model/mq/mq_model.h"

/* The counts kept that are not 0, "table.attribute=n …". */
static const char kept_sql[] =
    "SELECT group_concat(tbl || '.' || attr || '=' || n, ' ') FROM (SELECT * FROM list_count"
    " WHERE n <> 0 ORDER BY tbl, attr);";

/* Every count kept, and the same rows counted again from the typed tables, filters written out. */
static const char all_kept_sql[] =
    "SELECT group_concat(tbl || '=' || n, ' ') FROM (SELECT * FROM list_count ORDER BY tbl);";
static const char recount_sql[] =
    "SELECT group_concat(t || '=' || n, ' ') FROM ("
    " SELECT 'mq_clusrcvr' t, count(*) n FROM mq_clusrcvr WHERE trim(cluster) <> '' OR trim(clusnl) <> ''"
    " UNION ALL SELECT 'mq_clussdr', count(*) FROM mq_clussdr WHERE trim(cluster) <> '' OR trim(clusnl) <> ''"
    " UNION ALL SELECT 'mq_qalias', count(*) FROM mq_qalias WHERE trim(cluster) <> '' OR trim(clusnl) <> ''"
    " UNION ALL SELECT 'mq_qlocal', count(*) FROM mq_qlocal WHERE trim(cluster) <> '' OR trim(clusnl) <> ''"
    " UNION ALL SELECT 'mq_qmgr', count(*) FROM mq_qmgr WHERE trim(repos) <> ''"
    " UNION ALL SELECT 'mq_qremote', count(*) FROM mq_qremote WHERE trim(cluster) <> '' OR trim(clusnl) <> ''"
    " ORDER BY 1);";

/* The counts kept are want, and those of the rows counted again; MQ400's count is their sum over
 * the queue kinds (cq). */
static void assert_kept(struct ts_fx *f, const char *want, long cq)
{
    char *all = ts_sql(f->path, all_kept_sql), *again = ts_sql(f->path, recount_sql);
    ck_assert_str_eq(all, again);
    free(all);
    free(again);
    char line[512];
    snprintf(line, sizeof line, "%s\n", want);
    ts_assert_sql(f, kept_sql, line);
    struct store_list_spec spec = ts_cluster_queues(NULL, 0);
    long n = -1;
    ck_assert_int_eq(store_list_count(f->s, &spec, &n, &f->err), STORE_OK);
    ck_assert_int_eq(n, cq);
}

START_TEST(counts_follow_every_write)
{
    struct ts_fx f;
    ts_fx_init(&f);
    ts_save(f.s, ts_build_qm(&f.p, "QM1"), "import");
    ts_save(f.s, ts_build_qm(&f.p, "QM2"), "import");
    assert_kept(&f, "mq_clusrcvr.cluster=2 mq_qlocal.cluster=2 mq_qmgr.repos=2", 2);
    /* a save: APP.Q1 leaves (CLUSTER blanked), ALIAS.Q comes in through CLUSNL, the CLUSSDR
     * through CLUSTER */
    struct policy p;
    policy_init(&p);
    struct pol_object *qm1 = ts_load_qm1(&f, &p);
    ts_set(&p, pol_find(qm1, "queue", "APP.Q1"), "cluster", " ", 1, 1);
    ts_set(&p, pol_find(qm1, "queue", "ALIAS.Q"), "clusnl", "NL1", 1, 1);
    ts_set(&p, pol_find(qm1, "channel", "TO.QM2"), "cluster", "CLUS1", 1, 1);
    ts_save(f.s, qm1, "save");
    assert_kept(&f, "mq_clusrcvr.cluster=2 mq_clussdr.cluster=1 mq_qalias.cluster=1 "
                    "mq_qlocal.cluster=1 mq_qmgr.repos=2", 2);
    /* QM2 deleted with everything under it */
    struct pol_object *qm2;
    ck_assert_int_eq(store_load_top(f.s, &p, mq_kind(MQ_QMGR), "QM2", 0, &qm2, &f.err), STORE_OK);
    pol_delete(qm2);
    ts_save(f.s, qm2, "delete");
    assert_kept(&f, "mq_clusrcvr.cluster=1 mq_clussdr.cluster=1 mq_qalias.cluster=1 mq_qmgr.repos=1", 1);
    /* a re-import replaces QM1 whole */
    struct pol_object *again = ts_build_qm(&p, "QM1");
    again->scope->replace = true;
    ts_save(f.s, again, "import");
    assert_kept(&f, "mq_clusrcvr.cluster=1 mq_qlocal.cluster=1 mq_qmgr.repos=1", 1);
    /* undoing the re-import (batch 5) brings the saved QM1 back */
    int64_t undo = 0;
    ck_assert_msg(store_undo(f.s, 5, NULL, NULL, &undo, &f.err) == STORE_OK, "%s", f.err.msg);
    assert_kept(&f, "mq_clusrcvr.cluster=1 mq_clussdr.cluster=1 mq_qalias.cluster=1 mq_qmgr.repos=1", 1);
    policy_free(&p);
    ts_fx_done(&f);
}
END_TEST

/* A store without kept list counts (format 3) is migrated: the counts are made from its rows and
 * kept from then on. */
START_TEST(migration_makes_the_counts)
{
    struct ts_fx f;
    ts_fx_init(&f);
    ts_save(f.s, ts_build_qm(&f.p, "QM1"), "import");
    ck_assert_int_eq(store_close(f.s, true, &f.err), STORE_OK);
    free(ts_sql(f.path, "DROP TABLE list_count; PRAGMA user_version = 3;"));
    f.s = ts_open(f.path, 0);
    ts_assert_sql(&f, "PRAGMA user_version;", TS_FORMAT "\n");
    assert_kept(&f, "mq_clusrcvr.cluster=1 mq_qlocal.cluster=1 mq_qmgr.repos=1", 1);
    ts_save(f.s, ts_build_qm(&f.p, "QM2"), "import");
    assert_kept(&f, "mq_clusrcvr.cluster=2 mq_qlocal.cluster=2 mq_qmgr.repos=2", 2);
    ts_fx_done(&f);
}
END_TEST

Suite *suite_store_list_count(void)
{
    Suite *s = suite_create("store_list_count");
    TCase *tc = tcase_create("counts");
    tcase_add_test(tc, counts_follow_every_write);
    tcase_add_test(tc, migration_makes_the_counts);
    suite_add_tcase(s, tc);
    return s;
}
