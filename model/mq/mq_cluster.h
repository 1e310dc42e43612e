/* model/mq/mq_cluster.h — MQ clusters derived from every queue manager of a policy (issue 4 item 3).
 *
 * A cluster exists because objects name it: a queue manager's REPOS/REPOSNL (a full repository),
 * a CLUSRCVR or CLUSSDR channel's CLUSTER/CLUSNL, a local, alias or remote queue's CLUSTER/CLUSNL
 * (a cluster queue instance). Namelists are looked up on the object's own queue manager. Blank
 * values name nothing (`REPOS(' ')` creates no cluster); names compare without trailing blanks.
 * Default objects (SYSTEM.DEF.*, SYSTEM.DEFAULT.*) take no part. A cluster whose name is a template
 * (`+AUTOCL+`) is built but flagged: the rules do not validate it.
 *
 * A dump does not list auto-defined CLUSSDRs, so the topology comes from the CLUSRCVRs of all
 * imported queue managers (research/mq.md §3.1). A manual CLUSSDR is paired with the CLUSRCVR of
 * the same name on another imported queue manager (research/mq.md §4 rule 9, S25); when none has
 * that name, a CLUSRCVR with the same CONNAME shows a misnamed pair, and otherwise the target queue
 * manager is not imported: the cluster's picture is partial. */
#ifndef WLMCON_MODEL_MQ_CLUSTER_H
#define WLMCON_MODEL_MQ_CLUSTER_H

#include <stdbool.h>
#include <stddef.h>

#include "model/arena.h"
#include "model/policy.h"

/* A manual CLUSSDR of a member and what it leads to. */
struct mq_cl_sdr {
    const struct pol_object *chl;         /* the CLUSSDR */
    const struct pol_object *rcvr;        /* the CLUSRCVR of the same name on another imported
                                             queue manager, or NULL */
    const struct pol_object *by_conname;  /* rcvr NULL: an imported CLUSRCVR with the same CONNAME
                                             (the pair is misnamed), or NULL: target not imported */
};

/* A queue manager in a cluster. */
struct mq_cl_member {
    const struct pol_object *qmgr;
    bool full;                            /* REPOS or REPOSNL names the cluster */
    const struct pol_object *why;         /* the first object putting it in the cluster: the queue
                                             manager itself (full), a channel or a queue */
    const struct pol_object **rcvrs;      /* its CLUSRCVRs in the cluster, by name */
    size_t nrcvrs;
    long long weight;                     /* the effective CLWLWGHT of rcvrs[0] (50 when it is not
                                             a decimal integer), or -1 when it has no CLUSRCVR in
                                             the cluster */
    struct mq_cl_sdr *sdrs;               /* its manual CLUSSDRs in the cluster, by name */
    size_t nsdrs;
};

/* What the cluster rules (MQ012-MQ015) ask of each instance of a cluster queue, told once when the
 * clusters are built: flags of struct mq_cl_queue's facts. */
enum {
    MQ_INST_PUT_ENABLED = 1,              /* the effective PUT is ENABLED */
    MQ_INST_PUT_DISABLED = 2,             /* the effective PUT is DISABLED */
    MQ_INST_DEFBIND_OPEN = 4,             /* the effective DEFBIND is OPEN */
    MQ_INST_USEQ_ANY = 8,                 /* a local queue whose CLWLUSEQ resolves to ANY
                                             (mq_effective_useq); clear: LOCAL, or not a QLOCAL */
    MQ_INST_USEQ_QMGR = 16,               /* a local queue whose effective CLWLUSEQ is QMGR */
};

/* A cluster queue: the queues of one name advertised in the cluster. */
struct mq_cl_queue {
    const char *name;
    const struct pol_object **inst;       /* the instances, by queue manager name */
    const unsigned char *facts;           /* facts[i]: MQ_INST_* flags of inst[i] */
    size_t ninst;
    const struct pol_object **aliases;    /* QALIASes on members whose TARGET is this queue (opened
                                             through them, their DEFBIND applies), by queue
                                             manager then name */
    size_t naliases;
};

/* A queue manager the cluster's CLUSSDRs lead to that is not imported. */
struct mq_cl_missing {
    const char *channel;                  /* the CLUSSDR's (and so its CLUSRCVR's) name */
    const struct pol_object *sdr;         /* the first CLUSSDR naming it */
};

struct mq_cluster {
    const char *name;                     /* without trailing blanks */
    bool is_template;                     /* holds a +WORD+ insert: not validated */
    struct mq_cl_member *members;         /* by queue manager name */
    size_t nmembers;
    size_t nfull;                         /* members that are full repositories */
    struct mq_cl_queue *queues;           /* by name */
    size_t nqueues;
    size_t maxinst;                       /* the most instances any of its queues has */
    struct mq_cl_missing *missing;        /* by channel name; nmissing > 0: the picture is partial */
    size_t nmissing;
};

struct mq_clusters {
    struct arena arena;                   /* owns the arrays and names */
    struct mq_cluster *v;                 /* by name */
    size_t n;
    size_t nreal;                         /* clusters that are not templates */
};

/* Derives the clusters of every live MQ queue manager of p into cl (initialised here). Everything
 * points into p, which must outlive cl. Returns 0, or -1 when memory runs out (cl is then empty but
 * must still be freed). */
int mq_clusters_build(const struct policy *p, struct mq_clusters *cl);

/* Frees what mq_clusters_build allocated. */
void mq_clusters_free(struct mq_clusters *cl);

/* The cluster with this name (trailing blanks ignored), or NULL. */
const struct mq_cluster *mq_clusters_find(const struct mq_clusters *cl, const char *name);

/* The member of c that is queue manager qmgr, or NULL. */
const struct mq_cl_member *mq_cluster_member(const struct mq_cluster *c, const struct pol_object *qmgr);

/* Calls fn for each cluster name obj gives through its attribute key (a name, or a comma-separated
 * list of names) or, when that is blank, through namelist key nlkey (looked up under obj's queue
 * manager; its NAMES). The values obj states win over effective ones: an object stating only a
 * namelist does not take the other attribute from its default object. Names are passed as (text, length) without surrounding blanks; blank items
 * are skipped. Keys: "cluster"/"clusnl" for channels and queues, "repos"/"reposnl" and
 * "suspend"/"suspendnl" for a queue manager. Stops and returns fn's value when it is non-zero. */
int mq_each_cluster(const struct pol_object *obj, const char *key, const char *nlkey,
                    int (*fn)(void *ctx, const char *name, size_t len), void *ctx);

/* True when obj names cluster (trailing blanks ignored) through key or nlkey, as above. */
bool mq_names_cluster(const struct pol_object *obj, const char *key, const char *nlkey,
                      const char *cluster);

#endif
