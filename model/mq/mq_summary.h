/* model/mq/mq_summary.h — the cluster summary (issue 4 item 4): the overview an administrator wants
 * before the findings. For each cluster: its full and partial repositories, its members with each
 * CLUSRCVR's CONNAME, CLWLWGHT, CLWLPRTY and CLWLRANK, the queue managers its CLUSSDRs lead to that
 * are not imported, and each cluster queue with its instances, their DEFBIND and PUT. Values are
 * effective values (model/mq_effective.h) as text, exactly as the store keeps them. */
#ifndef WLMCON_MODEL_MQ_SUMMARY_H
#define WLMCON_MODEL_MQ_SUMMARY_H

#include <stdbool.h>
#include <stddef.h>

#include "model/arena.h"
#include "model/policy.h"

struct mq_sum_rcvr {
    const char *channel;
    const char *conname;                 /* " " when blank */
    const char *clwlwght, *clwlprty, *clwlrank;
};

struct mq_sum_member {
    const char *qmgr;
    const char *host;                    /* from the dmpmqcfg header; NULL when unknown */
    bool full;                           /* a full repository of the cluster */
    struct mq_sum_rcvr *rcvrs;           /* its CLUSRCVRs in the cluster, by name */
    size_t nrcvrs;
};

struct mq_sum_instance {
    const char *qmgr;
    const char *type;                    /* "QLOCAL", "QALIAS" or "QREMOTE" */
    const char *defbind, *put;
};

struct mq_sum_queue {
    const char *name;
    struct mq_sum_instance *inst;        /* by queue manager */
    size_t ninst;
};

struct mq_sum_missing {
    const char *channel;                 /* the CLUSSDR leading to it */
    const char *qmgr;                    /* the queue manager that has that CLUSSDR */
    const char *conname;
};

struct mq_sum_cluster {
    const char *name;
    bool is_template;                    /* +AUTOCL+ and the like: not validated */
    const char **full, **partial;        /* queue manager names */
    size_t nfull, npartial;
    struct mq_sum_member *members;       /* by queue manager name */
    size_t nmembers;
    struct mq_sum_queue *queues;         /* by name */
    size_t nqueues;
    struct mq_sum_missing *missing;      /* not imported; nmissing > 0: the picture is partial */
    size_t nmissing;
};

struct mq_summary {
    struct arena arena;                  /* owns the arrays and cluster names */
    struct mq_sum_cluster *v;            /* by name */
    size_t n;
};

/* Builds the summary of every cluster of p's MQ queue managers into sum (initialised here). Other
 * strings point into p and the schema: p must outlive sum. Returns 0, or -1 when memory runs out
 * (sum is then empty but must still be freed). */
int mq_summary_build(const struct policy *p, struct mq_summary *sum);

/* Frees what mq_summary_build allocated. */
void mq_summary_free(struct mq_summary *sum);

/* mq_summary_build into a malloc'd summary for the system contract (schema.h summary_build): NULL
 * when the policy holds no queue manager (a store without MQ says nothing of it) or memory runs
 * out. Freed, with everything it holds, by mq_summary_delete (NULL: no-op). */
void *mq_summary_new(const struct policy *p);

/* Whether p holds a queue manager, so that a summary of MQ has something to say. */
bool mq_summary_wanted(const struct policy *p);
void mq_summary_delete(void *sum);

struct mq_clusters;

/* As mq_summary_new, from clusters already derived from the policy (mq_clusters_build; the
 * summary points into their policy, not into cl, which may be freed first): what the MQ rules
 * prepared, so that a validation derives the clusters once. NULL when memory runs out. */
void *mq_summary_of(const struct mq_clusters *cl);

#endif
