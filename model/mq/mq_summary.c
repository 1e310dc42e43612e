/* model/mq/mq_summary.c — the cluster summary; see mq_summary.h. */
#include "model/mq/mq_summary.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "model/mq/mq.h"
#include "model/mq/mq_cluster.h"
#include "model/mq/mq_effective.h"

/* Allocates n zeroed items of size elem (at least one, so that an empty list is not NULL). */
static void *alloc(struct mq_summary *sum, size_t n, size_t elem)
{
    return arena_alloc(&sum->arena, (n ? n : 1) * elem);
}

static int sum_members(struct mq_summary *sum, const struct mq_cluster *c, struct mq_sum_cluster *s)
{
    s->members = alloc(sum, c->nmembers, sizeof *s->members);
    s->full = alloc(sum, c->nfull, sizeof *s->full);
    s->partial = alloc(sum, c->nmembers - c->nfull, sizeof *s->partial);
    if (!s->members || !s->full || !s->partial)
        return -1;
    for (size_t i = 0; i < c->nmembers; i++) {
        const struct mq_cl_member *m = &c->members[i];
        struct mq_sum_member *sm = &s->members[s->nmembers++];
        const char *host = pol_get_key(m->qmgr, "host");
        sm->qmgr = m->qmgr->name;
        sm->host = val_state(host) == VAL_VALUE ? host : NULL;
        sm->full = m->full;
        if (m->full)
            s->full[s->nfull++] = m->qmgr->name;
        else
            s->partial[s->npartial++] = m->qmgr->name;
        if (!(sm->rcvrs = alloc(sum, m->nrcvrs, sizeof *sm->rcvrs)))
            return -1;
        for (size_t j = 0; j < m->nrcvrs; j++) {
            const struct pol_object *r = m->rcvrs[j];
            sm->rcvrs[sm->nrcvrs++] = (struct mq_sum_rcvr){
                r->name, mq_effective(r, "conname"), mq_effective(r, "clwlwght"),
                mq_effective(r, "clwlprty"), mq_effective(r, "clwlrank")};
        }
    }
    return 0;
}

static int sum_queues(struct mq_summary *sum, const struct mq_cluster *c, struct mq_sum_cluster *s)
{
    if (!(s->queues = alloc(sum, c->nqueues, sizeof *s->queues)))
        return -1;
    for (size_t i = 0; i < c->nqueues; i++) {
        const struct mq_cl_queue *q = &c->queues[i];
        struct mq_sum_queue *sq = &s->queues[s->nqueues++];
        sq->name = q->name;
        if (!(sq->inst = alloc(sum, q->ninst, sizeof *sq->inst)))
            return -1;
        for (size_t j = 0; j < q->ninst; j++) {
            const struct pol_object *o = q->inst[j];
            sq->inst[sq->ninst++] = (struct mq_sum_instance){
                o->top->name, o->kind->id, mq_effective(o, "defbind"), mq_effective(o, "put")};
        }
    }
    return 0;
}

static int sum_cluster(struct mq_summary *sum, const struct mq_cluster *c)
{
    struct mq_sum_cluster *s = &sum->v[sum->n++];
    if (!(s->name = arena_strdup(&sum->arena, c->name)))
        return -1;
    s->is_template = c->is_template;
    if (sum_members(sum, c, s) || sum_queues(sum, c, s))
        return -1;
    if (!(s->missing = alloc(sum, c->nmissing, sizeof *s->missing)))
        return -1;
    for (size_t i = 0; i < c->nmissing; i++) {
        const struct pol_object *sdr = c->missing[i].sdr;
        s->missing[s->nmissing++] = (struct mq_sum_missing){
            sdr->name, sdr->top->name, mq_effective(sdr, "conname")};
    }
    return 0;
}

/* Fills sum (initialised here) from the clusters cl; -1 when memory runs out (sum then empty). */
static int from_clusters(struct mq_summary *sum, const struct mq_clusters *cl)
{
    memset(sum, 0, sizeof *sum);
    int rc = 0;
    if (!(sum->v = alloc(sum, cl->n, sizeof *sum->v)))
        rc = -1;
    for (size_t i = 0; !rc && i < cl->n; i++)
        rc = sum_cluster(sum, &cl->v[i]);
    if (rc)
        mq_summary_free(sum);
    return rc;
}

int mq_summary_build(const struct policy *p, struct mq_summary *sum)
{
    memset(sum, 0, sizeof *sum);
    struct mq_clusters cl;
    if (mq_clusters_build(p, &cl))
        return -1;
    int rc = from_clusters(sum, &cl);
    mq_clusters_free(&cl);
    return rc;
}

void *mq_summary_of(const struct mq_clusters *cl)
{
    struct mq_summary *sum = malloc(sizeof *sum);
    if (sum && from_clusters(sum, cl)) {
        free(sum);
        sum = NULL;
    }
    return sum;
}

void mq_summary_free(struct mq_summary *sum)
{
    arena_free(&sum->arena);
    memset(sum, 0, sizeof *sum);
}

bool mq_summary_wanted(const struct policy *p)
{
    for (size_t i = 0; i < p->ntops; i++)
        if (p->tops[i]->change != POL_DELETED && p->tops[i]->kind == mq_kind(MQ_QMGR))
            return true;
    return false;
}

void *mq_summary_new(const struct policy *p)
{
    if (!mq_summary_wanted(p))
        return NULL;
    struct mq_summary *sum = malloc(sizeof *sum);
    if (sum && mq_summary_build(p, sum)) {
        free(sum);
        sum = NULL;
    }
    return sum;
}

void mq_summary_delete(void *sum)
{
    if (!sum)
        return;
    mq_summary_free(sum);
    free(sum);
}
