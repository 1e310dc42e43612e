/* tests/check_store_list.c — the lists of the panels (store.h, "lists"): exact rows and their
 * order, filters, keyset windows forward and back, positions, counts, FIND, the list columns kept
 * right through saves, renames and the migration from format 1, and the last journal change of an
 * object. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tests/tstore.h"
#include "tests/tutil.h"
#include "model/mq/mq_model.h"

/* Queue managers QMB, QMA and QMC (stored in that order) with queues of every kind; CLUSTER is set,
 * blank, empty or unspecified. Cluster queue instances in name order:
 *   APP.A1/QMA  APP.Q1/QMA  APP.Q1/QMB  APP.Q1/QMC  APP.Q3/QMB */
static struct pol_object *queue(struct policy *p, struct pol_object *qm, enum mq_kind k,
                                const char *name, const char *cluster)
{
    struct pol_object *q = pol_new(p, mq_kind(k), qm, name);
    ck_assert_ptr_nonnull(q);
    if (cluster)
        ts_set(p, q, "cluster", cluster, 1, 1);
    return q;
}

static void build(struct ts_fx *f)
{
    struct pol_object *qmb = pol_new(&f->p, mq_kind(MQ_QMGR), NULL, "QMB");
    ts_set(&f->p, qmb, "platform", "UNIX", 1, 1);
    ts_set(&f->p, qmb, "repos", "CLS1", 1, 1);
    queue(&f->p, qmb, MQ_QLOCAL, "APP.Q3", "CLS2");
    struct pol_object *q = queue(&f->p, qmb, MQ_QLOCAL, "APP.Q1", "CLS1");
    ts_set(&f->p, q, "clwlprty", "3", 1, 1);
    ts_set(&f->p, q, "defbind", "NOTFIXED", 1, 1);
    ts_save(f->s, qmb, "import");
    struct pol_object *qma = pol_new(&f->p, mq_kind(MQ_QMGR), NULL, "QMA");
    ts_set(&f->p, qma, "platform", "WINDOWSNT", 1, 1);
    queue(&f->p, qma, MQ_QLOCAL, "SYSTEM.X", NULL);
    queue(&f->p, qma, MQ_QLOCAL, "APP.Q2", " ");
    queue(&f->p, qma, MQ_QREMOTE, "APP.R1", "");
    queue(&f->p, qma, MQ_QMODEL, "APP.M1", NULL);
    queue(&f->p, qma, MQ_QALIAS, "APP.A1", "CLS1");
    queue(&f->p, qma, MQ_QLOCAL, "APP.Q1", "CLS1");
    pol_new(&f->p, mq_kind(MQ_CLUSRCVR), qma, "TO.QMA");
    ts_save(f->s, qma, "import");
    struct pol_object *qmc = pol_new(&f->p, mq_kind(MQ_QMGR), NULL, "QMC");
    queue(&f->p, qmc, MQ_QREMOTE, "APP.Q1", "CLS1");
    ts_save(f->s, qmc, "import");
}

static const char *const cq_keys[] = {"cluster", "clwlprty", "defbind"};

static struct store_list_spec cluster_queues(void)
{
    return ts_cluster_queues(cq_keys, 3);
}

/* The rows of a page as "NAME/TOP KIND v1 v2…" lines (NULL values as "-"). */
static const char *rows_text(const struct store_list_page *pg, size_t nkeys)
{
    static char buf[2048];
    size_t n = 0;
    buf[0] = '\0';
    for (size_t i = 0; i < pg->n; i++) {
        const struct store_list_row *r = &pg->rows[i];
        n += (size_t)snprintf(buf + n, sizeof buf - n, "%s/%s %s", r->name, r->top, r->kind->id);
        for (size_t k = 0; k < nkeys; k++)
            n += (size_t)snprintf(buf + n, sizeof buf - n, " [%s]", r->vals[k] ? r->vals[k] : "-");
        n += (size_t)snprintf(buf + n, sizeof buf - n, "\n");
    }
    return buf;
}

static const char *window(struct ts_fx *f, const struct store_list_spec *spec, const char *name,
                          const char *top, long skip, size_t n)
{
    struct store_list_page pg;
    struct store_list_key key = {name, top};
    enum store_status st = store_list_window(f->s, spec, name ? &key : NULL, skip, n, &pg, &f->err);
    ck_assert_msg(st == STORE_OK, "window: %s", f->err.msg);
    const char *text = rows_text(&pg, spec->nkeys);
    store_list_free(&pg);
    return text;
}

static long position(struct ts_fx *f, const struct store_list_spec *spec, const char *name,
                     const char *top)
{
    long pos = -1;
    struct store_list_key key = {name, top};
    ck_assert_int_eq(store_list_position(f->s, spec, &key, &pos, &f->err), STORE_OK);
    return pos;
}

static long count(struct ts_fx *f, const struct store_list_spec *spec)
{
    long n = -1;
    ck_assert_int_eq(store_list_count(f->s, spec, &n, &f->err), STORE_OK);
    return n;
}

START_TEST(cluster_queue_instances_in_order)
{
    struct ts_fx f;
    ts_fx_init(&f);
    build(&f);
    struct store_list_spec spec = cluster_queues();
    ck_assert_int_eq(count(&f, &spec), 5);
    ck_assert_str_eq(window(&f, &spec, NULL, NULL, 0, 10),
                     "APP.A1/QMA QALIAS [CLS1] [-] [-]\n"
                     "APP.Q1/QMA QLOCAL [CLS1] [-] [-]\n"
                     "APP.Q1/QMB QLOCAL [CLS1] [3] [NOTFIXED]\n"
                     "APP.Q1/QMC QREMOTE [CLS1] [-] [-]\n"
                     "APP.Q3/QMB QLOCAL [CLS2] [-] [-]\n");
    ts_fx_done(&f);
}
END_TEST

/* Windows from a key: forward, skipping forward and back, clamped at both ends. */
START_TEST(keyset_windows)
{
    struct ts_fx f;
    ts_fx_init(&f);
    build(&f);
    struct store_list_spec spec = cluster_queues();
    spec.nkeys = 0;
    ck_assert_str_eq(window(&f, &spec, NULL, NULL, 0, 2), "APP.A1/QMA QALIAS\nAPP.Q1/QMA QLOCAL\n");
    ck_assert_str_eq(window(&f, &spec, "APP.Q1", "QMB", 0, 2), "APP.Q1/QMB QLOCAL\nAPP.Q1/QMC QREMOTE\n");
    ck_assert_str_eq(window(&f, &spec, "APP.Q1", "QMB", 1, 2), "APP.Q1/QMC QREMOTE\nAPP.Q3/QMB QLOCAL\n");
    ck_assert_str_eq(window(&f, &spec, "APP.Q1", "QMB", -2, 1), "APP.A1/QMA QALIAS\n");
    ck_assert_str_eq(window(&f, &spec, "APP.Q1", "QMB", -1, 1), "APP.Q1/QMA QLOCAL\n");
    ck_assert_str_eq(window(&f, &spec, "APP.Q1", "QMB", -9, 1), "APP.A1/QMA QALIAS\n");
    ck_assert_str_eq(window(&f, &spec, "APP.Q1", "QMB", 3, 2), "");
    ck_assert_str_eq(window(&f, &spec, "APP.Q1", "QMB", 2, 5), "APP.Q3/QMB QLOCAL\n");
    ck_assert_str_eq(window(&f, &spec, NULL, NULL, 4, 5), "APP.Q3/QMB QLOCAL\n");
    /* from the end: -1 is the last row */
    ck_assert_str_eq(window(&f, &spec, NULL, NULL, -1, 5), "APP.Q3/QMB QLOCAL\n");
    ck_assert_str_eq(window(&f, &spec, NULL, NULL, -2, 1), "APP.Q1/QMC QREMOTE\n");
    ck_assert_str_eq(window(&f, &spec, NULL, NULL, -5, 2), "APP.A1/QMA QALIAS\nAPP.Q1/QMA QLOCAL\n");
    ck_assert_str_eq(window(&f, &spec, NULL, NULL, -9, 1), "APP.A1/QMA QALIAS\n");
    /* a key that is not in the list: the first row after it */
    ck_assert_str_eq(window(&f, &spec, "APP.Q2", "", 0, 5), "APP.Q3/QMB QLOCAL\n");
    ck_assert_str_eq(window(&f, &spec, "APP.Q2", "", -1, 1), "APP.Q1/QMC QREMOTE\n");
    ck_assert_str_eq(window(&f, &spec, "B", "", 0, 5), "");
    ts_fx_done(&f);
}
END_TEST

START_TEST(positions)
{
    struct ts_fx f;
    ts_fx_init(&f);
    build(&f);
    struct store_list_spec spec = cluster_queues();
    ck_assert_int_eq(position(&f, &spec, "APP.A1", "QMA"), 0);
    ck_assert_int_eq(position(&f, &spec, "APP.Q1", "QMB"), 2);
    ck_assert_int_eq(position(&f, &spec, "APP.Q1", "QMC"), 3);
    ck_assert_int_eq(position(&f, &spec, "APP.Q3", "QMB"), 4);
    ck_assert_int_eq(position(&f, &spec, "APP.Q1", ""), 1);   /* LOCATE APP.Q1 */
    ck_assert_int_eq(position(&f, &spec, "APP.Q2", ""), 4);
    ck_assert_int_eq(position(&f, &spec, "A", ""), 0);
    ck_assert_int_eq(position(&f, &spec, "Z", ""), 5);
    ts_fx_done(&f);
}
END_TEST

/* Under one queue manager, every queue kind, no filter: values of kinds without the attribute
 * are NULL; blank and empty values are kept as they are. */
START_TEST(one_top_every_kind)
{
    struct ts_fx f;
    ts_fx_init(&f);
    build(&f);
    const struct kind_def *kinds[] = {mq_kind(MQ_QLOCAL), mq_kind(MQ_QALIAS), mq_kind(MQ_QREMOTE),
                                      mq_kind(MQ_QMODEL)};
    const char *keys[] = {"cluster"};
    struct store_list_spec spec = {kinds, 4, "QMA", NULL, keys, 1, NULL, NULL};
    ck_assert_int_eq(count(&f, &spec), 6);
    ck_assert_str_eq(window(&f, &spec, NULL, NULL, 0, 10),
                     "APP.A1/QMA QALIAS [CLS1]\n"
                     "APP.M1/QMA QMODEL [-]\n"
                     "APP.Q1/QMA QLOCAL [CLS1]\n"
                     "APP.Q2/QMA QLOCAL [ ]\n"
                     "APP.R1/QMA QREMOTE []\n"
                     "SYSTEM.X/QMA QLOCAL [-]\n");
    ck_assert_str_eq(window(&f, &spec, "APP.Q1", "QMA", -1, 2), "APP.M1/QMA QMODEL [-]\nAPP.Q1/QMA QLOCAL [CLS1]\n");
    ck_assert_int_eq(position(&f, &spec, "APP.Q2", "QMA"), 3);
    spec.top = "QMB";
    ck_assert_str_eq(window(&f, &spec, NULL, NULL, 0, 10), "APP.Q1/QMB QLOCAL [CLS1]\nAPP.Q3/QMB QLOCAL [CLS2]\n");
    spec.top = "QMX";
    ck_assert_int_eq(count(&f, &spec), 0);
    ck_assert_str_eq(window(&f, &spec, NULL, NULL, 0, 10), "");
    /* filtered under one top: QMODEL has no CLUSTER and lists nothing */
    spec.top = "QMA";
    spec.nonblank = "cluster";
    ck_assert_int_eq(count(&f, &spec), 2);
    ts_fx_done(&f);
}
END_TEST

/* Top-level objects by name, whatever the order they were stored in; one by name. */
START_TEST(top_level_objects)
{
    struct ts_fx f;
    ts_fx_init(&f);
    build(&f);
    const struct kind_def *kinds[] = {mq_kind(MQ_QMGR)};
    const char *keys[] = {"platform", "repos", "clwlmruc"};
    struct store_list_spec spec = {kinds, 1, NULL, NULL, keys, 3, NULL, NULL};
    ck_assert_int_eq(count(&f, &spec), 3);
    ck_assert_str_eq(window(&f, &spec, NULL, NULL, 0, 10),
                     "QMA/QMA QMGR [WINDOWSNT] [-] [-]\n"
                     "QMB/QMB QMGR [UNIX] [CLS1] [-]\n"
                     "QMC/QMC QMGR [-] [-] [-]\n");
    ck_assert_str_eq(window(&f, &spec, "QMB", "QMB", 1, 10), "QMC/QMC QMGR [-] [-] [-]\n");
    ck_assert_int_eq(position(&f, &spec, "QMC", "QMC"), 2);
    spec.nonblank = "repos";
    ck_assert_str_eq(window(&f, &spec, NULL, NULL, 0, 10), "QMB/QMB QMGR [UNIX] [CLS1] [-]\n");
    spec.nonblank = NULL;
    spec.top = "QMC";
    ck_assert_str_eq(window(&f, &spec, NULL, NULL, 0, 10), "QMC/QMC QMGR [-] [-] [-]\n");
    ts_fx_done(&f);
}
END_TEST

/* Ids and revisions are the stored objects'. */
START_TEST(ids_and_revisions)
{
    struct ts_fx f;
    ts_fx_init(&f);
    build(&f);
    struct policy p;
    policy_init(&p);
    struct pol_object *qmb;
    ck_assert_int_eq(store_load_top(f.s, &p, mq_kind(MQ_QMGR), "QMB", 0, &qmb, &f.err), STORE_OK);
    const struct pol_object *q1 = pol_find(qmb, "queue", "APP.Q1");
    struct store_list_spec spec = cluster_queues();
    struct store_list_key key = {"APP.Q1", "QMB"};
    struct store_list_page pg;
    ck_assert_int_eq(store_list_window(f.s, &spec, &key, 0, 1, &pg, &f.err), STORE_OK);
    ck_assert_uint_eq(pg.n, 1);
    ck_assert_int_eq(pg.rows[0].id, q1->id);
    ck_assert_int_eq(pg.rows[0].revision, q1->revision);
    store_list_free(&pg);
    policy_free(&p);
    ts_fx_done(&f);
}
END_TEST

START_TEST(find_text)
{
    struct ts_fx f;
    ts_fx_init(&f);
    build(&f);
    struct store_list_spec spec = cluster_queues();
    struct store_list_page pg;
    ck_assert_int_eq(store_list_find(f.s, &spec, NULL, "cls2", &pg, &f.err), STORE_OK);
    ck_assert_str_eq(rows_text(&pg, 0), "APP.Q3/QMB QLOCAL\n");
    store_list_free(&pg);
    struct store_list_key from = {"APP.Q1", "QMB"};
    ck_assert_int_eq(store_list_find(f.s, &spec, &from, "qmb", &pg, &f.err), STORE_OK);
    ck_assert_str_eq(rows_text(&pg, 0), "APP.Q1/QMB QLOCAL\n");
    store_list_free(&pg);
    from = (struct store_list_key){"APP.Q1", "QMC"};
    ck_assert_int_eq(store_list_find(f.s, &spec, &from, "notfix", &pg, &f.err), STORE_OK);
    ck_assert_uint_eq(pg.n, 0);
    store_list_free(&pg);
    /* LIKE's wildcards are text like any other */
    ck_assert_int_eq(store_list_find(f.s, &spec, NULL, "APP_Q", &pg, &f.err), STORE_OK);
    ck_assert_uint_eq(pg.n, 0);
    store_list_free(&pg);
    ck_assert_int_eq(store_list_find(f.s, &spec, NULL, "P.Q", &pg, &f.err), STORE_OK);
    ck_assert_str_eq(rows_text(&pg, 0), "APP.Q1/QMA QLOCAL\n");
    store_list_free(&pg);
    ts_fx_done(&f);
}
END_TEST

/* Kinds of two namespaces, or an unmodelled kind, cannot make one list. */
START_TEST(refused_specs)
{
    struct ts_fx f;
    ts_fx_init(&f);
    const struct kind_def *mixed[] = {mq_kind(MQ_QLOCAL), mq_kind(MQ_CLUSRCVR)};
    struct store_list_spec spec = {mixed, 2, NULL, NULL, NULL, 0, NULL, NULL};
    long n;
    ck_assert_int_eq(store_list_count(f.s, &spec, &n, &f.err), STORE_IO);
    char want[512];
    snprintf(want, sizeof want, "store %s: CLUSRCVR cannot be listed with QLOCAL (lists hold modelled "
             "kinds of one system and namespace)", f.path);
    ck_assert_str_eq(f.err.msg, want);
    const struct kind_def *topic[] = {mq_kind(MQ_TOPIC)};
    spec = (struct store_list_spec){topic, 1, NULL, NULL, NULL, 0, NULL, NULL};
    struct store_list_page pg;
    ck_assert_int_eq(store_list_window(f.s, &spec, NULL, 0, 5, &pg, &f.err), STORE_IO);
    store_list_free(&pg);
    ts_fx_done(&f);
}
END_TEST

/* A save that changes a name, blanks a CLUSTER or renames a queue manager moves the rows. */
START_TEST(saves_keep_lists_right)
{
    struct ts_fx f;
    ts_fx_init(&f);
    build(&f);
    struct policy p;
    policy_init(&p);
    struct pol_object *qmc, *qma;
    ck_assert_int_eq(store_load_top(f.s, &p, mq_kind(MQ_QMGR), "QMC", 0, &qmc, &f.err), STORE_OK);
    qmc->name = "QM0";
    qmc->change = POL_CHANGED;
    ts_save(f.s, qmc, "save");
    ck_assert_int_eq(store_load_top(f.s, &p, mq_kind(MQ_QMGR), "QMA", 0, &qma, &f.err), STORE_OK);
    ts_set(&p, pol_find(qma, "queue", "APP.A1"), "cluster", "  ", 1, 1);
    ts_save(f.s, qma, "save");
    struct store_list_spec spec = cluster_queues();
    spec.nkeys = 0;
    ck_assert_str_eq(window(&f, &spec, NULL, NULL, 0, 10),
                     "APP.Q1/QM0 QREMOTE\nAPP.Q1/QMA QLOCAL\nAPP.Q1/QMB QLOCAL\nAPP.Q3/QMB QLOCAL\n");
    pol_delete(pol_find(qma, "queue", "APP.Q1"));
    ts_save(f.s, qma, "delete");
    ck_assert_int_eq(count(&f, &spec), 3);
    policy_free(&p);
    ts_fx_done(&f);
}
END_TEST

/* A format-1 store (typed tables without the list columns) is migrated: the columns are added and
 * filled from the object table, and its lists work. */
START_TEST(migration_from_format_1)
{
    struct ts_fx f;
    ts_fx_init(&f);
    build(&f);
    ck_assert_int_eq(store_close(f.s, true, &f.err), STORE_OK);
    struct textbuf sql = {0};
    tb_puts(&sql, "DROP TRIGGER object_top_rename; DROP INDEX journal_object;");
    const struct system_def *mq = mq_system();
    for (size_t k = 0; k < mq->nkinds; k++) {
        const struct kind_def *kd = &mq->kinds[k];
        for (unsigned i = 0; kd->table && i < kd->nattrs; i++)
            if (kd->attrs[i]->type == AT_REF && (kd->attrs[i]->flags & AF_KEY))
                tb_printf(&sql, "DROP INDEX \"%s_%s%s%s_list\";", kd->table, kd->attrs[i]->key,
                          kd->attrs[i]->list_also ? "_" : "",
                          kd->attrs[i]->list_also ? kd->attrs[i]->list_also : "");
        if (kd->table)
            tb_printf(&sql, "ALTER TABLE %s DROP COLUMN _name; ALTER TABLE %s DROP COLUMN _top;",
                      kd->table, kd->table);
    }
    tb_puts(&sql, "PRAGMA user_version = 1;");
    free(ts_sql(f.path, sql.buf));
    tb_free(&sql);
    f.s = ts_open(f.path, 0);
    ts_assert_sql(&f, "PRAGMA user_version; SELECT count(*) FROM sqlite_schema WHERE name IN"
                      " ('journal_object', 'object_top_rename', 'mq_qlocal_cluster_clusnl_list');"
                      " SELECT group_concat(_name || '/' || _top, ' ') FROM (SELECT * FROM mq_qlocal"
                      " ORDER BY _name, _top);",
                  TS_FORMAT "\n3\nAPP.Q1/QMA APP.Q1/QMB APP.Q2/QMA APP.Q3/QMB SYSTEM.X/QMA\n");
    struct store_list_spec spec = cluster_queues();
    ck_assert_int_eq(count(&f, &spec), 5);
    ck_assert_int_eq(position(&f, &spec, "APP.Q3", "QMB"), 4);
    ts_fx_done(&f);
}
END_TEST

/* A queue clustered through CLUSNL (CLUSTER blank) is a cluster queue instance too; a blank CLUSNL
 * is not; taking the namelist off takes it out. */
START_TEST(clusnl_queues_are_listed)
{
    struct ts_fx f;
    ts_fx_init(&f);
    build(&f);
    struct policy p;
    policy_init(&p);
    struct pol_object *qmc;
    ck_assert_int_eq(store_load_top(f.s, &p, mq_kind(MQ_QMGR), "QMC", 0, &qmc, &f.err), STORE_OK);
    ts_set(&p, queue(&p, qmc, MQ_QLOCAL, "APP.N1", " "), "clusnl", "CLUSNL1", 1, 1);
    ts_set(&p, queue(&p, qmc, MQ_QALIAS, "APP.N2", NULL), "clusnl", "  ", 1, 1);
    ts_save(f.s, qmc, "save");
    struct store_list_spec spec = cluster_queues();
    ck_assert_int_eq(count(&f, &spec), 6);
    ck_assert_str_eq(window(&f, &spec, "APP.A", "", 0, 10),
                     "APP.A1/QMA QALIAS [CLS1] [-] [-]\n"
                     "APP.N1/QMC QLOCAL [ ] [-] [-]\n"
                     "APP.Q1/QMA QLOCAL [CLS1] [-] [-]\n"
                     "APP.Q1/QMB QLOCAL [CLS1] [3] [NOTFIXED]\n"
                     "APP.Q1/QMC QREMOTE [CLS1] [-] [-]\n"
                     "APP.Q3/QMB QLOCAL [CLS2] [-] [-]\n");
    ck_assert_int_eq(position(&f, &spec, "APP.N1", ""), 1);
    ck_assert_int_eq(position(&f, &spec, "APP.Q1", ""), 2);
    ts_set(&p, pol_find(qmc, "queue", "APP.N1"), "clusnl", " ", 1, 1);
    ts_save(f.s, qmc, "save");
    ck_assert_int_eq(count(&f, &spec), 5);
    ck_assert_int_eq(position(&f, &spec, "APP.Q1", ""), 1);
    policy_free(&p);
    ts_fx_done(&f);
}
END_TEST

/* A format-3 store, whose list indexes filter on CLUSTER alone, is migrated: those indexes are
 * replaced by ones that hold the queues clustered through CLUSNL too; the others stay. */
START_TEST(migration_from_format_3)
{
    struct ts_fx f;
    ts_fx_init(&f);
    build(&f);
    ck_assert_int_eq(store_close(f.s, true, &f.err), STORE_OK);
    free(ts_sql(f.path, "DROP INDEX mq_qlocal_cluster_clusnl_list;"
                        " CREATE INDEX mq_qlocal_cluster_list ON mq_qlocal(_name, _top, cluster)"
                        " WHERE trim(cluster) <> '';"
                        " UPDATE mq_qlocal SET cluster = ' ', clusnl = 'NL1' WHERE _name = 'APP.Q2';"
                        " PRAGMA user_version = 3;"));
    f.s = ts_open(f.path, 0);
    ts_assert_sql(&f, "PRAGMA user_version; SELECT group_concat(name, ' ') FROM (SELECT name FROM"
                      " sqlite_schema WHERE type = 'index' AND tbl_name = 'mq_qlocal' ORDER BY name);",
                  TS_FORMAT "\nmq_qlocal_cluster_clusnl_list\n");
    struct store_list_spec spec = cluster_queues();
    ck_assert_int_eq(count(&f, &spec), 6);
    ck_assert_int_eq(position(&f, &spec, "APP.Q2", ""), 4);
    ts_fx_done(&f);
}
END_TEST

START_TEST(last_change)
{
    struct ts_fx f;
    ts_fx_init(&f);
    build(&f);
    struct policy p;
    policy_init(&p);
    struct pol_object *qma;
    ck_assert_int_eq(store_load_top(f.s, &p, mq_kind(MQ_QMGR), "QMA", 0, &qma, &f.err), STORE_OK);
    struct pol_object *q1 = pol_find(qma, "queue", "APP.Q1");
    ts_set(&p, q1, "clwlrank", "4", 1, 1);
    ck_assert_int_eq(store_begin(f.s, &f.err), STORE_OK);
    ck_assert_int_eq(store_batch(f.s, "bob", "2026-11-29T14:38:00Z", "save", NULL, NULL, &f.err), STORE_OK);
    ck_assert_int_eq(store_save_top(f.s, qma, &f.err), STORE_OK);
    ck_assert_int_eq(store_commit(f.s, &f.err), STORE_OK);
    struct store_change ch;
    ck_assert_int_eq(store_last_change(f.s, mq_kind(MQ_QLOCAL), "QMA", "APP.Q1", &ch, &f.err), STORE_OK);
    ck_assert_str_eq(ch.who, "bob");
    ck_assert_str_eq(ch.at, "2026-11-29T14:38:00Z");
    ck_assert_str_eq(ch.action, "save");
    ck_assert_int_eq(ch.revision, q1->revision);
    ck_assert_int_eq(store_last_change(f.s, mq_kind(MQ_QLOCAL), "QMB", "APP.Q1", &ch, &f.err), STORE_OK);
    ck_assert_str_eq(ch.who, "tester");
    ck_assert_str_eq(ch.action, "import");
    ck_assert_int_eq(store_last_change(f.s, mq_kind(MQ_QMGR), NULL, "QMA", &ch, &f.err), STORE_OK);
    ck_assert_str_eq(ch.who, "tester");
    ck_assert_int_eq(store_last_change(f.s, mq_kind(MQ_QLOCAL), "QMA", "NOPE", &ch, &f.err), STORE_NOTFOUND);
    policy_free(&p);
    ts_fx_done(&f);
}
END_TEST

/* A key that is an attribute kept verbatim (MCAUSER of a channel) is read from each row's
 * parameters as the panels show it (MQ's quotes off), under one queue manager and across all; a kind without
 * it, or a row that does not state it, gives NULL; a read-only value is read from its class. FIND
 * searches them. */
START_TEST(verbatim_attribute_values)
{
    struct ts_fx f;
    ts_fx_init(&f);
    struct pol_object *qm = pol_new(&f.p, mq_kind(MQ_QMGR), NULL, "QM1");
    struct pol_object *a = pol_new(&f.p, mq_kind(MQ_SVRCONN), qm, "APP.A");
    struct pol_object *b = pol_new(&f.p, mq_kind(MQ_SVRCONN), qm, "APP.B");
    pol_new(&f.p, mq_kind(MQ_CLUSRCVR), qm, "TO.QM1");
    struct pol_pos at = {3, 4};
    ck_assert_int_eq(pol_param_set(&f.p, a, "HBINT", "300", PARAM_OTHER, at), 0);
    ck_assert_int_eq(pol_param_set(&f.p, a, "MCAUSER", "'it''s\\me'", PARAM_OTHER, at), 0);
    ck_assert_int_eq(pol_param_set(&f.p, a, "ALTDATE", "2026-11-01", PARAM_READONLY, at), 0);
    ck_assert_int_eq(pol_param_set(&f.p, b, "MCAUSER", "APPB", PARAM_READONLY, at), 0);
    ts_save(f.s, qm, "import");
    static const struct kind_def *kinds[2];
    kinds[0] = mq_kind(MQ_CLUSRCVR);
    kinds[1] = mq_kind(MQ_SVRCONN);
    static const char *const keys[] = {"descr", "MCAUSER", "ALTDATE"};
    struct store_list_spec spec = {kinds, 2, "QM1", NULL, keys, 3, NULL, NULL};
    ck_assert_str_eq(window(&f, &spec, NULL, NULL, 0, 10),
                     "APP.A/QM1 SVRCONN [-] [it's\\me] [2026-11-01]\n"
                     "APP.B/QM1 SVRCONN [-] [-] [-]\n"
                     "TO.QM1/QM1 CLUSRCVR [-] [-] [-]\n");
    spec.top = NULL;
    ck_assert_str_eq(window(&f, &spec, NULL, NULL, 0, 10),
                     "APP.A/QM1 SVRCONN [-] [it's\\me] [2026-11-01]\n"
                     "APP.B/QM1 SVRCONN [-] [-] [-]\n"
                     "TO.QM1/QM1 CLUSRCVR [-] [-] [-]\n");
    /* FIND searches those columns as the panels show them (quotes off, a doubled quote one), and
       only them: HBINT(300) is no column of the list, and APP.B's MCAUSER is no value of MCAUSER's
       class; under one queue manager and across all */
    for (int across = 0; across < 2; across++) {
        spec.top = across ? NULL : "QM1";
        static const struct {
            const char *text, *want;
        } finds[] = {{"it's\\me", "APP.A/QM1 SVRCONN\n"}, {"S\\M", "APP.A/QM1 SVRCONN\n"},
                     {"2026-11", "APP.A/QM1 SVRCONN\n"}, {"'it", ""}, {"300", ""}, {"APPB", ""}};
        for (size_t i = 0; i < sizeof finds / sizeof finds[0]; i++) {
            struct store_list_page pg;
            ck_assert_int_eq(store_list_find(f.s, &spec, NULL, finds[i].text, &pg, &f.err), STORE_OK);
            ck_assert_msg(strcmp(pg.n ? rows_text(&pg, 0) : "", finds[i].want) == 0, "FIND %s: %s", finds[i].text,
                          pg.n ? rows_text(&pg, 0) : "nothing");
            store_list_free(&pg);
        }
    }
    /* a pair of keywords without value (NOTRIGGER) is the column TRIGGER, NO; FIND finds what it shows */
    struct pol_object *q = pol_new(&f.p, mq_kind(MQ_QLOCAL), qm, "Q1");
    ck_assert_int_eq(pol_param_set(&f.p, q, "NOTRIGGER", NULL, PARAM_OTHER, at), 0);
    pol_new(&f.p, mq_kind(MQ_QLOCAL), qm, "Q2");
    ts_save(f.s, qm, "import");
    static const struct kind_def *qkinds[1];
    qkinds[0] = mq_kind(MQ_QLOCAL);
    static const char *const qkeys[] = {"TRIGGER"};
    struct store_list_spec qspec = {qkinds, 1, "QM1", NULL, qkeys, 1, NULL, NULL};
    ck_assert_str_eq(window(&f, &qspec, NULL, NULL, 0, 10), "Q1/QM1 QLOCAL [NO]\nQ2/QM1 QLOCAL [-]\n");
    static const struct {
        const char *text, *want;
    } qfinds[] = {{"no", "Q1/QM1 QLOCAL\n"}, {"yes", ""}, {"notrig", ""}};
    for (size_t i = 0; i < sizeof qfinds / sizeof qfinds[0]; i++) {
        struct store_list_page pg;
        ck_assert_int_eq(store_list_find(f.s, &qspec, NULL, qfinds[i].text, &pg, &f.err), STORE_OK);
        ck_assert_msg(strcmp(pg.n ? rows_text(&pg, 0) : "", qfinds[i].want) == 0, "FIND %s", qfinds[i].text);
        store_list_free(&pg);
    }
    char buf[8];
    ck_assert_str_eq(codec_param_value("O1:1 MCAUSER='abcdefghij'\n", "MCAUSER", PARAM_OTHER, buf, sizeof buf),
                     "'abcdef");
    ck_assert_ptr_null(codec_param_value("O1:1 MCAUSERX='a'\nO1:1 MCAUSER\n", "MCAUSER", PARAM_OTHER, buf,
                                         sizeof buf));
    ts_fx_done(&f);
}
END_TEST

Suite *suite_store_list(void)
{
    Suite *s = suite_create("store_list");
    TCase *tc = tcase_create("lists");
    tcase_add_test(tc, cluster_queue_instances_in_order);
    tcase_add_test(tc, verbatim_attribute_values);
    tcase_add_test(tc, keyset_windows);
    tcase_add_test(tc, positions);
    tcase_add_test(tc, one_top_every_kind);
    tcase_add_test(tc, top_level_objects);
    tcase_add_test(tc, ids_and_revisions);
    tcase_add_test(tc, find_text);
    tcase_add_test(tc, refused_specs);
    tcase_add_test(tc, saves_keep_lists_right);
    tcase_add_test(tc, migration_from_format_1);
    tcase_add_test(tc, clusnl_queues_are_listed);
    tcase_add_test(tc, migration_from_format_3);
    tcase_add_test(tc, last_change);
    suite_add_tcase(s, tc);
    return s;
}
