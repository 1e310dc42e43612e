/* model/mq/mq_rules_queues.c — MQ rules on cluster queues and their instances: MQ012 (no usable
 * instance, or one), MQ013 (DEFBIND(OPEN)), MQ014 (local instance takes local puts), MQ015 (the
 * one-hop rule of CLWLUSEQ(ANY)), MQ016 and MQ017 (CLWLPRTY and CLWLRANK that differ), MQ018 (the
 * split that different CLWLWGHT make), MQ020 (CLWLMRUC), MQ022 (every host suspended). Source:
 * research/mq.md §4 rules 12–18, 20, 22 and §2.3 to §2.4; the documents each rule's row names
 * (mq_rules.c, from the bibliography mq_docs.h). Template clusters are not validated. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/mq/mq_route.h"
#include "model/mq/mq_rules_impl.h"

/* Every cluster queue q of every cluster c that is not a template. */
#define EACH_QUEUE(cx, c, q)                                                                        \
    EACH_CLUSTER(cx, c)                                                                             \
    for (const struct mq_cl_queue *q = c->queues, *q##_end = q ? q + c->nqueues : q; q < q##_end; q++)

/* The queue managers of q's instances, as "QM5, QM6, QM7". */
static const char *instance_list(const struct mq_cl_queue *q, char *buf, size_t n)
{
    buf[0] = '\0';
    for (size_t i = 0; i < q->ninst; i++)
        mq_list_add(buf, n, "%s", q->inst[i]->top->name);
    return buf;
}

/* MQ012 for the aliases of one queue manager: a TARGET that is neither a local queue nor a cluster
 * queue with an instance in one of its clusters. */
static void check_alias_targets(struct rule_ctx *cx, const struct pol_object *qm)
{
    const struct mq_clusters *cl = mq_rules_clusters(cx);
    char names[256] = "";
    bool member = false, partial = false;
    for (size_t i = 0; i < cl->n; i++)
        if (!cl->v[i].is_template && mq_cluster_member(&cl->v[i], qm)) {
            member = true;
            partial |= cl->v[i].nmissing > 0;
            mq_list_add(names, sizeof names, "%s", cl->v[i].name);
        }
    for (size_t i = 0; member && i < qm->scope->nobjs; i++) {
        const struct pol_object *a = qm->scope->objs[i];
        if (a->change == POL_DELETED || a->kind->index != MQ_QALIAS || mq_is_default_object(a))
            continue;
        const char *t = mq_effective(a, "target");
        const struct pol_param *tt = pol_param_get(a, "TARGTYPE", PARAM_OTHER);
        if (val_state(t) != VAL_VALUE || (tt && tt->value && strstr(tt->value, "TOPIC")) ||
            pol_find(qm, a->kind->ns, t))
            continue;
        bool found = false;
        for (size_t c = 0; c < cl->n && !found; c++) {
            const struct mq_cluster *k = &cl->v[c];
            if (k->is_template || !mq_cluster_member(k, qm))
                continue;
            for (size_t j = 0; j < k->nqueues && !found; j++)
                found = mq_name_eq(k->queues[j].name, t);
        }
        if (!found)
            rule_report(cx, partial ? SEV_INFO : SEV_ERROR, a, "TARGET",
                        "alias queue %s on %s targets %s, which is neither a local queue nor a "
                        "cluster queue of %s%s: opens fail with 2085 (MQRC_UNKNOWN_OBJECT_NAME)",
                        a->name, qm->name, t, names,
                        partial ? " among the imported queue managers" : "");
    }
}

/* MQ012: a cluster queue with a single instance (info), with every instance PUT(DISABLED) (error),
 * and aliases whose target has no instance (error); info instead of error when the cluster's
 * picture is partial. */
void mq_check_instances(struct rule_ctx *cx, const struct pol_object *unused)
{
    (void)unused;
    char label[160], list[256];
    EACH_QUEUE(cx, c, q)
    {
        mq_cq_label(cx, c, q, label, sizeof label);
        size_t disabled = 0;
        for (size_t i = 0; i < q->ninst; i++)
            disabled += (q->facts[i] & MQ_INST_PUT_DISABLED) != 0;
        if (disabled == q->ninst)
            rule_report(cx, c->nmissing ? SEV_INFO : SEV_ERROR, q->inst[0], "PUT",
                        "every instance of cluster queue %s (%s) is PUT(DISABLED): opens and puts fail "
                        "with 2268 (MQRC_CLUSTER_PUT_INHIBITED)",
                        label, instance_list(q, list, sizeof list));
        if (q->ninst == 1)
            rule_report(cx, SEV_INFO, q->inst[0], mq_cluster_keyword(q->inst[0]),
                        "cluster queue %s has a single instance (%s)%s: no workload balancing is "
                        "possible",
                        label, q->inst[0]->top->name,
                        c->nmissing ? " among the imported queue managers" : "");
    }
    const struct policy *p = cx->policy;
    for (size_t t = 0; t < p->ntops; t++)
        if (p->tops[t]->change != POL_DELETED && p->tops[t]->kind == mq_kind(MQ_QMGR))
            check_alias_targets(cx, p->tops[t]);
}

/* MQ013: once per cluster queue with two or more instances, when instances or the local aliases in
 * front of it have the effective DEFBIND(OPEN). */
void mq_check_defbind(struct rule_ctx *cx, const struct pol_object *unused)
{
    (void)unused;
    char label[160], all[256], open[256], aliases[256], tail[320] = "";
    EACH_QUEUE(cx, c, q)
    {
        if (q->ninst < 2)
            continue;
        const struct pol_object *at = NULL;
        size_t nopen = 0, nalias = 0;
        open[0] = aliases[0] = tail[0] = '\0';
        for (size_t i = 0; i < q->ninst; i++)
            if (q->facts[i] & MQ_INST_DEFBIND_OPEN) {
                at = at ? at : q->inst[i];
                nopen++;
                mq_list_add(open, sizeof open, "%s", q->inst[i]->top->name);
            }
        for (size_t i = 0; i < q->naliases; i++)
            if (mq_effective_is(q->aliases[i], "defbind", "OPEN")) {
                at = at ? at : q->aliases[i];
                nalias++;
                mq_list_add(aliases, sizeof aliases, "%s on %s", q->aliases[i]->name,
                            q->aliases[i]->top->name);
            }
        if (!at)
            continue;
        if (nopen == q->ninst)
            snprintf(tail, sizeof tail, " with DEFBIND(OPEN)");
        else if (nopen)
            snprintf(tail, sizeof tail, ", %zu with DEFBIND(OPEN) (%s)", nopen, open);
        rule_report(cx, SEV_WARNING, at, "DEFBIND",
                    "cluster queue %s has %zu instances (%s)%s%s%s%s: each application handle sticks "
                    "to one queue manager",
                    mq_cq_label(cx, c, q, label, sizeof label), q->ninst,
                    instance_list(q, all, sizeof all), tail,
                    nalias ? (nalias == 1 ? "; alias queue " : "; alias queues ") : "", aliases,
                    nalias ? (nalias == 1 ? " in front of it has DEFBIND(OPEN)"
                                          : " in front of it have DEFBIND(OPEN)")
                           : "");
    }
}

/* The messages of MQ014 ([0]) and MQ015 ([1]), for a queue whose own CLWLUSEQ decides ([.][0]:
 * label, queue manager, CLWLUSEQ, queue manager, the other instances) and for CLWLUSEQ(QMGR)
 * ([.][1]: label, queue manager, queue manager, its CLWLUSEQ, queue manager, the other instances).
 * Short arguments, not a reason written out: a finding keeps them shared (diag_defer). */
#define USEQ_LOCAL ": applications on %s always put to this local instance, never to %s"
#define USEQ_ANY                                                                                   \
    ": puts by applications on %s are balanced over this instance and %s, but messages arriving "  \
    "over cluster channels always stay here"
static const char *const useq_formats[2][2] = {
    {"cluster queue %s on %s has CLWLUSEQ(%s)" USEQ_LOCAL,
     "cluster queue %s on %s has CLWLUSEQ(QMGR) and %s has CLWLUSEQ(%s)" USEQ_LOCAL},
    {"cluster queue %s on %s has CLWLUSEQ(%s)" USEQ_ANY,
     "cluster queue %s on %s has CLWLUSEQ(QMGR) and %s has CLWLUSEQ(%s)" USEQ_ANY},
};

/* MQ014 and MQ015 share the loop: each put-enabled local instance of a cluster queue with two or
 * more instances whose effective CLWLUSEQ resolves to useq. */
static void check_useq(struct rule_ctx *cx, const char *useq)
{
    char label[160];
    bool any = strcmp(useq, "LOCAL") != 0;
    enum severity sev = any ? SEV_INFO : SEV_WARNING;
    EACH_QUEUE(cx, c, q)
    for (size_t i = 0; q->ninst > 1 && i < q->ninst; i++) {
        const struct pol_object *o = q->inst[i];
        if (o->kind->index != MQ_QLOCAL || !(q->facts[i] & MQ_INST_PUT_ENABLED) ||
            !(q->facts[i] & MQ_INST_USEQ_ANY) != !any)
            continue;
        const char *qm = o->top->name;
        mq_cq_label(cx, c, q, label, sizeof label);
        char others[64];
        if (q->ninst == 2) {
            mq_buf_put(others, sizeof others, 0, "the other instance");
        } else {   /* "the 3 other instances" */
            size_t len = mq_buf_num(others, sizeof others, mq_buf_put(others, sizeof others, 0, "the "),
                                    (long long)(q->ninst - 1));
            mq_buf_put(others, sizeof others, len, " other instances");
        }
        if (q->facts[i] & MQ_INST_USEQ_QMGR)
            rule_report(cx, sev, o, "CLWLUSEQ", useq_formats[any][1], label, qm, qm, useq, qm, others);
        else
            rule_report(cx, sev, o, "CLWLUSEQ", useq_formats[any][0], label, qm, useq, qm, others);
    }
}

/* MQ014: the local instance takes every put of local applications. */
void mq_check_local_use(struct rule_ctx *cx, const struct pol_object *unused)
{
    (void)unused;
    check_useq(cx, "LOCAL");
}

/* MQ015: CLWLUSEQ(ANY) balances local puts only. */
void mq_check_one_hop(struct rule_ctx *cx, const struct pol_object *unused)
{
    (void)unused;
    check_useq(cx, "ANY");
}

/* The object of objs[0..n) with the highest effective value of key (CLWLPRTY or CLWLRANK), the
 * first of them on a tie, when the values differ; NULL when they are all equal (or n < 2). */
static const struct pol_object *differ_top(const struct pol_object *const *objs, size_t n,
                                           const char *key)
{
    if (n < 2)
        return NULL;
    const struct pol_object *top = objs[0];
    bool differ = false;
    long long best = mq_effective_int(top, key, 0);
    for (size_t i = 0; i < n; i++) {
        long long v = mq_effective_int(objs[i], key, 0);
        differ |= v != best;
        if (v > best) {
            top = objs[i];
            best = v;
        }
    }
    return differ ? top : NULL;
}

/* Reports on top (differ_top of objs[0..n)) that the effective values of key differ among objs;
 * what names the group ("CLUSRCVR channels of cluster CLS2", "instances of cluster queue CQ1");
 * effect ends the message. */
static void report_differ(struct rule_ctx *cx, const struct pol_object *const *objs, size_t n,
                          const struct pol_object *top, const char *key, const char *what,
                          const char *effect)
{
    char list[256] = "";
    for (size_t i = 0; i < n; i++) {
        char item[256];   /* "%s %lld", without vsnprintf */
        size_t len = mq_buf_put(item, sizeof item, 0, objs[i]->top->name);
        len = mq_buf_put(item, sizeof item, len, " ");
        mq_buf_num(item, sizeof item, len, mq_effective_int(objs[i], key, 0));
        mq_list_add(list, sizeof list, "%s", item);
    }
    const char *kw = top->kind->attrs[schema_attr_index(top->kind, key)]->native;
    rule_report(cx, SEV_WARNING, top, kw, "%s differ in %s (%s): %s", what, kw, list, effect);
}

/* MQ016 and MQ017: the CLUSRCVRs of each cluster, and the instances of each cluster queue. */
static void check_channel_and_queue(struct rule_ctx *cx, const char *key, const char *effect)
{
    const struct mq_clusters *cl = mq_rules_clusters(cx);
    for (size_t k = 0; k < cl->n; k++) {
        const struct mq_cluster *c = &cl->v[k];
        if (c->is_template)
            continue;
        size_t n = 0;
        for (size_t i = 0; i < c->nmembers; i++)
            n += c->members[i].nrcvrs;
        const struct pol_object **rcvrs = malloc((n ? n : 1) * sizeof *rcvrs);
        if (!rcvrs) {
            cx->out->oom = true;
            return;
        }
        n = 0;
        for (size_t i = 0; i < c->nmembers; i++)
            for (size_t j = 0; j < c->members[i].nrcvrs; j++)
                rcvrs[n++] = c->members[i].rcvrs[j];
        char what[200], label[160];
        const struct pol_object *top = differ_top(rcvrs, n, key);
        if (top) {
            snprintf(what, sizeof what, "CLUSRCVR channels of cluster %s", c->name);
            report_differ(cx, rcvrs, n, top, key, what, effect);
        }
        free(rcvrs);
        for (size_t i = 0; i < c->nqueues; i++) {
            const struct mq_cl_queue *q = &c->queues[i];
            if (!(top = differ_top(q->inst, q->ninst, key)))
                continue;
            mq_cq_label(cx, c, q, label, sizeof label);
            mq_buf_put(what, sizeof what, mq_buf_put(what, sizeof what, 0, "instances of cluster queue "),
                       label);
            report_differ(cx, q->inst, q->ninst, top, key, what, effect);
        }
    }
}

void mq_check_priority(struct rule_ctx *cx, const struct pol_object *unused)
{
    (void)unused;
    check_channel_and_queue(cx, "clwlprty",
                            "a lower priority still receives messages while the channel to a "
                            "higher one is starting or retrying, not only when it is down");
}

void mq_check_rank(struct rule_ctx *cx, const struct pol_object *unused)
{
    (void)unused;
    check_channel_and_queue(cx, "clwlrank",
                            "messages for the highest rank wait on the transmission queue while "
                            "it is unreachable; they do not fail over");
}

/* The CLWLWGHT of queue manager qm in cluster c: that of its first CLUSRCVR in c (the one the
 * other members' auto-defined cluster-senders copy), or -1 when it has none there (its picture is
 * partial, or it joins through an AutoCluster). */
static long long weight_in(const struct mq_cluster *c, const struct pol_object *qm)
{
    const struct mq_cl_member *m = mq_cluster_member(c, qm);
    return m ? m->weight : -1;
}

/* MQ018: once per cluster queue whose instances are on queue managers of different weights, the
 * share of its messages each receives: what the workload engine's weighted choice (mq_route.h)
 * gives each of as many messages as the weights add up to, the sequence numbers growing by 1000
 * divided by the weight ("Кластеры менеджеров очередей" §8.4.11) — its weight over their sum —, among
 * instances available and equal in rank and priority. Reported on the CLUSRCVR of the first of
 * them whose weight is not the default 50. Equal weights change no split and raise nothing; a
 * queue manager without a CLUSRCVR in the cluster leaves the split unknown, and nothing is said. */
void mq_check_weight(struct rule_ctx *cx, const struct pol_object *unused)
{
    (void)unused;
    char label[160], shares[400];
    EACH_QUEUE(cx, c, q)
    {
        if (q->ninst < 2)
            continue;
        long long sum = 0, first = -1, w = 0;
        bool differ = false, known = true;
        const struct pol_object *at = NULL;
        for (size_t i = 0; known && i < q->ninst; i++) {
            const struct mq_cl_member *m = mq_cluster_member(c, q->inst[i]->top);
            known = (w = m ? m->weight : -1) > 0;
            differ |= first >= 0 && w != first;
            first = first < 0 ? w : first;
            sum += w;
            if (known && !at && w != 50)
                at = m->rcvrs[0];
        }
        if (!known || !differ)
            continue;
        /* the split the engine's weighted choice makes of as many messages as the weights add up to */
        long long *ws = malloc(q->ninst * sizeof *ws);
        unsigned long long *counts = malloc(q->ninst * sizeof *counts);
        if (!ws || !counts) {
            free(ws);
            free(counts);
            continue;
        }
        for (size_t i = 0; i < q->ninst; i++)
            ws[i] = weight_in(c, q->inst[i]->top);
        mq_route_split(ws, q->ninst, (unsigned long long)sum, counts);
        shares[0] = '\0';
        for (size_t i = 0; i < q->ninst; i++) {
            w = ws[i];
            char item[256];   /* "%s %lld%% (CLWLWGHT %lld)", without vsnprintf */
            size_t len = mq_buf_put(item, sizeof item, 0, q->inst[i]->top->name);
            len = mq_buf_num(item, sizeof item, mq_buf_put(item, sizeof item, len, " "),
                             ((long long)counts[i] * 100 + sum / 2) / sum);
            len = mq_buf_num(item, sizeof item, mq_buf_put(item, sizeof item, len, "% (CLWLWGHT "), w);
            mq_buf_put(item, sizeof item, len, ")");
            mq_list_add(shares, sizeof shares, "%s", item);
        }
        free(ws);
        free(counts);
        rule_report(cx, SEV_INFO, at, "CLWLWGHT",
                    "the messages put to cluster queue %s are shared by weight: %s, while these "
                    "instances are available and equal in rank and priority",
                    mq_cq_label(cx, c, q, label, sizeof label), shares);
    }
}

/* MQ020: CLWLMRUC below the number of remote instances of a cluster queue of the queue manager's
 * clusters (the largest such queue is named). */
void mq_check_mruc(struct rule_ctx *cx, const struct pol_object *qm)
{
    long long mruc = mq_effective_int(qm, "clwlmruc", 999999999);
    /* a queue has no more remote instances than instances: count them only when some cluster of
     * qm has a queue with more instances than CLWLMRUC (counting for every queue manager made this
     * rule quadratic in the size of the estate) */
    const struct mq_clusters *cl = mq_rules_clusters(cx);
    bool may = false;
    for (size_t i = 0; i < cl->n && !may; i++)
        may = !cl->v[i].is_template && (long long)cl->v[i].maxinst > mruc && mq_cluster_member(&cl->v[i], qm);
    if (!may)
        return;
    const struct mq_cl_queue *worst = NULL;
    size_t most = 0;
    EACH_QUEUE(cx, c, q)
    {
        if (!mq_cluster_member(c, qm))
            continue;
        size_t remote = 0;
        for (size_t i = 0; i < q->ninst; i++)
            remote += q->inst[i]->top != qm;
        if (remote > most) {
            most = remote;
            worst = q;
        }
    }
    if (worst && (long long)most > mruc)
        rule_report(cx, SEV_WARNING, qm, "CLWLMRUC",
                    "CLWLMRUC(%lld) on %s is smaller than the %zu remote instances of cluster queue "
                    "%s: some of them may never be chosen from %s",
                    mruc, qm->name, most, worst->name, qm->name);
}

/* MQ022: every instance of a cluster queue on a queue manager suspended from the cluster. */
void mq_check_suspended(struct rule_ctx *cx, const struct pol_object *unused)
{
    (void)unused;
    char label[160], list[256];
    EACH_QUEUE(cx, c, q)
    {
        bool all = true;
        for (size_t i = 0; i < q->ninst && all; i++)
            all = mq_names_cluster(q->inst[i]->top, "suspend", "suspendnl", c->name);
        if (!all)
            continue;
        const struct pol_object *qm = q->inst[0]->top;
        rule_report(cx, SEV_WARNING, qm,
                    val_state(pol_get_key(qm, "suspend")) == VAL_VALUE ? "SUSPEND" : "SUSPENDNL",
                    "every instance of cluster queue %s is on a queue manager suspended from %s (%s): "
                    "suspension is advisory, so its messages still go there",
                    mq_cq_label(cx, c, q, label, sizeof label), c->name,
                    instance_list(q, list, sizeof list));
    }
}
