/* model/mq/mq_route_names.c — what the MQ engine tells the Simulate panel besides the counts
 * (model/simulate.h): the values its queue and queue manager inputs can take — the cluster queues
 * of the policy's clusters, and the queue managers of the clusters that hold the queue given (all
 * queue managers when none is given) — as F4 lists them. See mq_route.h. */
#include <stdio.h>
#include <string.h>

#include "model/mq/mq.h"
#include "model/mq/mq_route_int.h"

/* True when cluster c advertises a queue called name. */
static bool holds(const struct mq_cluster *c, const char *name)
{
    for (size_t i = 0; i < c->nqueues; i++)
        if (mq_name_eq(c->queues[i].name, name))
            return true;
    return false;
}

/* Adds name unless a cluster before k gave it already (seen in an earlier cluster). */
static int queues(const struct mq_clusters *cl, int (*add)(void *, const char *, const char *), void *ctx)
{
    char descr[160];
    for (size_t k = 0; k < cl->n; k++)
        for (size_t i = 0; !cl->v[k].is_template && i < cl->v[k].nqueues; i++) {
            const struct mq_cl_queue *q = &cl->v[k].queues[i];
            bool seen = false;
            for (size_t j = 0; j < k && !seen; j++)
                seen = holds(&cl->v[j], q->name);
            if (seen)
                continue;
            snprintf(descr, sizeof descr, "cluster %s, %zu instance%s", cl->v[k].name, q->ninst,
                     q->ninst == 1 ? "" : "s");
            if (add(ctx, q->name, descr))
                return -1;
        }
    return 0;
}

static int qmgrs(const struct policy *p, const struct mq_clusters *cl, const char *queue,
                 int (*add)(void *, const char *, const char *), void *ctx)
{
    for (size_t t = 0; t < p->ntops; t++) {
        const struct pol_object *qm = p->tops[t];
        if (qm->change == POL_DELETED || qm->kind != mq_kind(MQ_QMGR))
            continue;
        const char *in = NULL;
        for (size_t k = 0; k < cl->n && !in; k++)
            if (!cl->v[k].is_template && (!queue || holds(&cl->v[k], queue)) && mq_cluster_member(&cl->v[k], qm))
                in = cl->v[k].name;
        char descr[160];
        snprintf(descr, sizeof descr, "member of cluster %s", in ? in : "");
        if ((in || !queue) && add(ctx, qm->name, in ? descr : "in no cluster"))
            return -1;
    }
    return 0;
}

/* The engine's names callback (simulate.h, sim_engine.names). */
int mq_route_names(const struct policy *p, const struct sim_scenario *s, size_t input,
                   int (*add)(void *ctx, const char *value, const char *descr), void *ctx)
{
    struct mq_clusters cl;
    if (mq_clusters_build(p, &cl))
        return -1;
    const char *key = s->eng->inputs[input].key, *queue = sim_get(s, "queue");
    int rc = 0;
    if (strcmp(key, "queue") == 0)
        rc = queues(&cl, add, ctx);
    else if (strcmp(key, "from") == 0)
        rc = qmgrs(p, &cl, queue && *queue && !strchr(queue, ',') ? queue : NULL, add, ctx);
    mq_clusters_free(&cl);
    return rc;
}
