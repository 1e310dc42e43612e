/* model/mq/mq_rules_drift.c — rules MQ029 and MQ030: the policy no longer describes what runs.
 * They compare each queue manager's observed state (model/observe.h) with the store's policy:
 *
 * MQ029  a queue manager in a cluster (an AMQ8441I block of DISPLAY CLUSQMGR) or a cluster queue
 *        instance (an AMQ8409I block of DISPLAY QCLUSTER) that the observation shows and the policy
 *        does not hold; and the reverse, a member or instance of the policy that a full
 *        repository's observation of that cluster does not show. Only a full repository knows
 *        every queue manager and queue of its cluster (a partial one shows those it has used), so
 *        the reverse is checked only on the observation of a queue manager whose own CLUSQMGR
 *        block says QMTYPE(REPOS), and only for what the observation displays at all.
 * MQ030  a CLUSRCVR whose CLWLWGHT, CLWLPRTY, CLWLRANK or NETPRTY in a CLUSQMGR block (the values
 *        the cluster holds for it) differ from the effective ones of the policy.
 *
 * Sources: IBM MQ "DISPLAY CLUSQMGR" (from a full repository the information applies to every
 * queue manager in the cluster; otherwise to those it has an interest in)
 * https://www.ibm.com/support/knowledgecenter/en/SSFKSJ_9.1.0/com.ibm.mq.ref.con.doc/q082340_.html;
 * "DISPLAY CLUSQMGR (display channel information for cluster queue managers)"
 * https://ibm.com/support/knowledgecenter/en/SSFKSJ_9.3.0/refadmin/q086110_.html (CLWLPRTY,
 * CLWLRANK, CLWLWGHT, NETPRTY among the channel attributes); "DISPLAY QUEUE (display queue
 * attributes)" https://www.ibm.com/docs/en/SSFKSJ_9.2.0/com.ibm.mq.ref.adm.doc/q086270_.html (with
 * TYPE(QCLUSTER) a partial repository shows only the cluster queues it has tried to use). */
#include "model/mq/mq_rules_impl.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static bool is(const struct pol_record *b, const char *type)
{
    return strcmp(b->objtype, type) == 0;
}

static struct diag_at block_at(const struct observation *o, const struct pol_record *b, char *path)
{
    return (struct diag_at){o->file, b->src.pos.line, b->src.pos.line ? 1 : 0, path, NULL};
}

static int by_name(const void *a, const void *b)
{
    return obs_name_cmp((*(const struct pol_object *const *)a)->name, (*(const struct pol_object *const *)b)->name);
}

/* The live queue managers of a policy sorted by name, for the lookups of one rule's run: a
 * transcript of a full repository shows every member of its cluster, and a scan of the policy's
 * queue managers for each took 10,000 x 10,000 name comparisons on a cluster of 10,000. */
struct qmgrs {
    const struct policy *p;
    const struct pol_object **v;   /* malloc'd; NULL when memory ran out: each lookup scans */
    size_t n;
};

static struct qmgrs qmgrs_make(const struct policy *p)
{
    struct qmgrs q = {p, malloc((p->ntops ? p->ntops : 1) * sizeof *q.v), 0};
    for (size_t i = 0; q.v && i < p->ntops; i++)
        if (p->tops[i]->change != POL_DELETED && p->tops[i]->kind == mq_kind(MQ_QMGR))
            q.v[q.n++] = p->tops[i];
    if (q.v)
        qsort(q.v, q.n, sizeof *q.v, by_name);
    return q;
}

/* The live queue manager of the policy named name (trailing blanks ignored), or NULL. */
static const struct pol_object *qmgr_of(const struct qmgrs *q, const char *name)
{
    if (!q->v) {
        for (size_t i = 0; i < q->p->ntops; i++)
            if (q->p->tops[i]->change != POL_DELETED && q->p->tops[i]->kind == mq_kind(MQ_QMGR) &&
                mq_name_eq(q->p->tops[i]->name, name))
                return q->p->tops[i];
        return NULL;
    }
    size_t lo = 0, hi = q->n;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        int r = obs_name_cmp(q->v[mid]->name, name);
        if (r == 0)
            return q->v[mid];
        if (r < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return NULL;
}

/* Whether o's own CLUSQMGR block for cluster says QMTYPE(REPOS): o is of a full repository. */
static bool observed_full(const struct observation *o, const char *cluster)
{
    for (size_t i = 0; i < o->nblocks; i++) {
        const struct pol_record *b = o->blocks[i];
        const char *t = obs_value(b, "QMTYPE"), *c = obs_value(b, "CLUSTER");
        if (is(b, "CLUSQMGR") && mq_name_eq(b->name, o->top) && c && mq_name_eq(c, cluster) && t &&
            strcmp(t, "REPOS") == 0)
            return true;
    }
    return false;
}

/* The first block of type in o for cluster whose name (the queue manager: CLUSQMGR; the queue:
 * QCLUSTER) is name and, for QCLUSTER, whose CLUSQMGR is qmgr; NULL when none. name NULL: any. */
static const struct pol_record *find_block(const struct observation *o, const char *type,
                                           const char *cluster, const char *name, const char *qmgr)
{
    size_t at = 0;
    for (const struct pol_record *b; (b = obs_next(o, type, name, &at));) {
        const char *c = obs_value(b, "CLUSTER"), *q = obs_value(b, "CLUSQMGR");
        if (c && mq_name_eq(c, cluster) && (!qmgr || (q && mq_name_eq(q, qmgr))))
            return b;
    }
    return NULL;
}

/* MQ029 on what o shows that the policy does not hold. */
static void shown_not_held(struct rule_ctx *cx, const struct observation *o, const struct qmgrs *qms)
{
    const struct mq_clusters *cl = mq_rules_clusters(cx);
    for (size_t i = 0; i < o->nblocks; i++) {
        const struct pol_record *b = o->blocks[i];
        const char *c = obs_value(b, "CLUSTER"), *q = obs_value(b, "CLUSQMGR");
        const struct mq_cluster *clu = c ? mq_clusters_find(cl, c) : NULL;
        char path[200];
        if (is(b, "CLUSQMGR") && c) {
            const struct pol_object *qm = qmgr_of(qms, b->name);
            if (qm && clu && mq_cluster_member(clu, qm))
                continue;
            snprintf(path, sizeof path, "QMGR(%s)", b->name);
            rule_report_in(cx, SEV_WARNING, block_at(o, b, path),
                           "DISPLAY CLUSQMGR on %s at %s shows queue manager %s in cluster %s, "
                           "which the policy %s", o->top, o->taken, b->name, c,
                           qm ? "does not put in that cluster" : "does not hold");
        } else if (is(b, "QCLUSTER") && c && q) {
            const struct mq_cl_queue *cq = NULL;
            for (size_t k = 0; clu && k < clu->nqueues && !cq; k++)
                cq = strcmp(clu->queues[k].name, b->name) == 0 ? &clu->queues[k] : NULL;
            bool held = false;
            for (size_t k = 0; cq && k < cq->ninst && !held; k++)
                held = mq_name_eq(cq->inst[k]->top->name, q);
            if (held)
                continue;
            snprintf(path, sizeof path, "QMGR(%s) QUEUE('%s')", q, b->name);
            rule_report_in(cx, SEV_WARNING, block_at(o, b, path),
                           "DISPLAY QCLUSTER on %s at %s shows cluster queue %s on %s in cluster %s, "
                           "which the policy does not hold", o->top, o->taken, b->name, q, c);
        }
    }
}

/* MQ029 on what the policy holds in cluster c that o, a full repository's observation of it,
 * does not show. */
static void held_not_shown(struct rule_ctx *cx, const struct observation *o, const struct mq_cluster *c)
{
    bool qmgrs = find_block(o, "CLUSQMGR", c->name, NULL, NULL) != NULL;
    bool queues = find_block(o, "QCLUSTER", c->name, NULL, NULL) != NULL;
    for (size_t m = 0; qmgrs && m < c->nmembers; m++) {
        const struct pol_object *qm = c->members[m].qmgr;
        if (!find_block(o, "CLUSQMGR", c->name, qm->name, NULL))
            rule_report(cx, SEV_WARNING, qm, NULL,
                        "the policy puts queue manager %s in cluster %s, but DISPLAY CLUSQMGR on "
                        "full repository %s at %s does not show it", qm->name, c->name, o->top, o->taken);
    }
    for (size_t k = 0; queues && k < c->nqueues; k++)
        for (size_t i = 0; i < c->queues[k].ninst; i++) {
            const struct pol_object *q = c->queues[k].inst[i];
            if (!find_block(o, "QCLUSTER", c->name, q->name, q->top->name))
                rule_report(cx, SEV_WARNING, q, mq_cluster_keyword(q),
                            "the policy has cluster queue %s on %s in cluster %s, but DISPLAY "
                            "QCLUSTER on full repository %s at %s does not show it",
                            q->name, q->top->name, c->name, o->top, o->taken);
        }
}

void mq_check_drift_members(struct rule_ctx *cx, const struct pol_object *obj)
{
    (void)obj;
    const struct policy *p = cx->policy;
    const struct mq_clusters *cl = mq_rules_clusters(cx);
    struct qmgrs qms = qmgrs_make(p);
    for (size_t i = 0; i < p->nobs; i++) {
        const struct observation *o = p->obs[i];
        if (o->replaced || o->sys != mq_system())
            continue;
        shown_not_held(cx, o, &qms);
        for (size_t c = 0; c < cl->n; c++)
            if (!cl->v[c].is_template && observed_full(o, cl->v[c].name))
                held_not_shown(cx, o, &cl->v[c]);
    }
    free(qms.v);
}

/* MQ030 on one CLUSQMGR block: the CLUSRCVR it shows against the policy's. */
static void compare_rcvr(struct rule_ctx *cx, const struct observation *o, const struct pol_record *b,
                         const struct qmgrs *qms)
{
    static const char *const attrs[][2] = {
        {"CLWLWGHT", "clwlwght"}, {"CLWLPRTY", "clwlprty"}, {"CLWLRANK", "clwlrank"}, {"NETPRTY", "netprty"}};
    const char *ch = obs_value(b, "CHANNEL");
    const struct pol_object *qm = qmgr_of(qms, b->name);
    const struct pol_object *rcvr = qm && ch ? pol_find(qm, mq_kind(MQ_CLUSRCVR)->ns, ch) : NULL;
    if (!rcvr || rcvr->kind != mq_kind(MQ_CLUSRCVR))
        return;
    for (size_t a = 0; a < sizeof attrs / sizeof attrs[0]; a++) {
        const char *seen = obs_value(b, attrs[a][0]);
        char *end;
        long long v = seen ? strtoll(seen, &end, 10) : 0;
        if (!seen || end == seen || *end)
            continue;
        long long want = mq_effective_int(rcvr, attrs[a][1], v);
        if (want != v)
            rule_report(cx, SEV_WARNING, rcvr, attrs[a][0],
                        "CLUSRCVR %s of %s: %s is %lld in DISPLAY CLUSQMGR on %s at %s but %lld in the "
                        "policy", ch, qm->name, attrs[a][0], v, o->top, o->taken, want);
    }
}

void mq_check_drift_attrs(struct rule_ctx *cx, const struct pol_object *obj)
{
    (void)obj;
    const struct policy *p = cx->policy;
    struct qmgrs qms = qmgrs_make(p);
    for (size_t i = 0; i < p->nobs; i++) {
        const struct observation *o = p->obs[i];
        for (size_t k = 0; !o->replaced && o->sys == mq_system() && k < o->nblocks; k++)
            if (is(o->blocks[k], "CLUSQMGR"))
                compare_rcvr(cx, o, o->blocks[k], &qms);
    }
    free(qms.v);
}
