/* model/mq/mq_rules_impl.h — what the files of the MQ rule set share (private to model/): the check
 * functions the rule table names and small helpers for messages. */
#ifndef WLMCON_MODEL_MQ_RULES_IMPL_H
#define WLMCON_MODEL_MQ_RULES_IMPL_H

#include <stdbool.h>
#include <stddef.h>

#include "model/mq/mq.h"
#include "model/mq/mq_cluster.h"
#include "model/mq/mq_effective.h"
#include "model/observe.h"
#include "model/rules.h"

/* A value the check of MQ001, MQ002 and MQ005 (mq_value_problem) found without fault: its
 * attribute and the value's address, which stay valid and unchanged while the rules run on a
 * policy. Those three rules check every value of every object, and a loaded policy shares equal
 * short values: a value is checked again only when its slot was taken by another since. */
struct mq_fine {
    const struct attr_def *attr;
    const char *value;
};

#define MQ_FINE_SLOTS 4096   /* a power of two; 64 KiB */

/* What the MQ rule set's prepare step makes for one run, freed when the rules have run. */
struct mq_prepared {
    struct mq_clusters clusters;
    struct mq_fine fine[MQ_FINE_SLOTS];   /* direct-mapped by attribute and value address */
};

/* The clusters prepared for the running rule set. */
const struct mq_clusters *mq_rules_clusters(const struct rule_ctx *cx);

/* The table of values found without fault in this run (MQ_FINE_SLOTS slots, empty ones zero). */
struct mq_fine *mq_rules_fine(const struct rule_ctx *cx);

/* Appends s at buf + at (buf of size n > at, holding a string of at bytes): cut to fit and
 * NUL-terminated, as snprintf would write it. Returns the new length of buf's string. */
size_t mq_buf_put(char *buf, size_t n, size_t at, const char *s);

/* Appends v in decimal ("%lld") as mq_buf_put appends a string; returns the new length. */
size_t mq_buf_num(char *buf, size_t n, size_t at, long long v);

/* Appends printf-formatted text to buf (size n, NUL-terminated), preceded by ", " unless buf is
 * empty; a list that does not fit ends in "...". */
void mq_list_add(char *buf, size_t n, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

/* How a message names cluster queue q of cluster c: "CQ1", or "CQ1 in CLS2" when the policy has
 * more than one cluster. Written into buf (size n); returns buf. */
const char *mq_cq_label(const struct rule_ctx *cx, const struct mq_cluster *c,
                        const struct mq_cl_queue *q, char *buf, size_t n);

/* The native keyword through which obj names its clusters: REPOS or REPOSNL on a queue manager,
 * CLUSTER or CLUSNL otherwise (the one that is set; CLUSTER/REPOS when neither is). */
const char *mq_cluster_keyword(const struct pol_object *obj);

/* True when the effective integer value of key equals the schema default of obj's kind. */
bool mq_is_product_default(const struct pol_object *obj, const char *key);

/* ---- checks (the rule table in mq_rules.c names them) ------------------------------------------ */

/* mq_rules_object.c: one object at a time */
void mq_check_values(struct rule_ctx *cx, const struct pol_object *obj);       /* MQ001 MQ002 MQ005 */
void mq_check_wrong_kind(struct rule_ctx *cx, const struct pol_object *obj);   /* MQ003 */
void mq_check_object(struct rule_ctx *cx, const struct pol_object *obj);       /* MQ004 MQ006 */
void mq_check_exit_data(struct rule_ctx *cx, const struct pol_object *obj);    /* MQ021 */
void mq_check_group(struct rule_ctx *cx, const struct pol_object *obj);        /* MQ023 */
void mq_check_duplicate(struct rule_ctx *cx, const struct pol_object *obj);    /* MQ026 */

/* mq_rules_members.c: queue managers, repositories and channels of each cluster */
void mq_check_receiver(struct rule_ctx *cx, const struct pol_object *obj);     /* MQ007 */
void mq_check_conname(struct rule_ctx *cx, const struct pol_object *obj);      /* MQ008 */
void mq_check_senders(struct rule_ctx *cx, const struct pol_object *obj);      /* MQ009 */
void mq_check_sender_attrs(struct rule_ctx *cx, const struct pol_object *obj); /* MQ010 */
void mq_check_repositories(struct rule_ctx *cx, const struct pol_object *obj); /* MQ011 */
void mq_check_netprty(struct rule_ctx *cx, const struct pol_object *obj);      /* MQ019 */
void mq_check_suspension(struct rule_ctx *cx, const struct pol_object *obj);   /* MQ028 */

/* mq_rules_queues.c: cluster queues and their instances */
void mq_check_instances(struct rule_ctx *cx, const struct pol_object *obj);    /* MQ012 */
void mq_check_defbind(struct rule_ctx *cx, const struct pol_object *obj);      /* MQ013 */
void mq_check_local_use(struct rule_ctx *cx, const struct pol_object *obj);    /* MQ014 */
void mq_check_one_hop(struct rule_ctx *cx, const struct pol_object *obj);      /* MQ015 */
void mq_check_priority(struct rule_ctx *cx, const struct pol_object *obj);     /* MQ016 */
void mq_check_rank(struct rule_ctx *cx, const struct pol_object *obj);         /* MQ017 */
void mq_check_weight(struct rule_ctx *cx, const struct pol_object *obj);       /* MQ018 */
void mq_check_mruc(struct rule_ctx *cx, const struct pol_object *obj);         /* MQ020 */
void mq_check_suspended(struct rule_ctx *cx, const struct pol_object *obj);    /* MQ022 */

/* mq_rules_status.c, mq_rules_drift.c: the observed state of the queue managers (model/observe.h) */
void mq_check_channel_status(struct rule_ctx *cx, const struct pol_object *obj); /* MQ025 */
void mq_check_drift_members(struct rule_ctx *cx, const struct pol_object *obj);  /* MQ029 */
void mq_check_drift_attrs(struct rule_ctx *cx, const struct pol_object *obj);    /* MQ030 */

/* mq_rules_status.c, mq_rules_drift.c: the observed state of the queue managers (model/observe.h) */
void mq_check_channel_status(struct rule_ctx *cx, const struct pol_object *obj); /* MQ025 */
void mq_check_drift_members(struct rule_ctx *cx, const struct pol_object *obj);  /* MQ029 */
void mq_check_drift_attrs(struct rule_ctx *cx, const struct pol_object *obj);    /* MQ030 */

/* Every cluster c of the rule context's picture that is not a template. A picture without clusters
 * has no array (NULL), and NULL + 0 is undefined: the end is NULL then too. */
#define EACH_CLUSTER(cx, c)                                                                         \
    for (const struct mq_cluster *c = mq_rules_clusters(cx)->v,                                     \
                                 *c##_end = c ? c + mq_rules_clusters(cx)->n : c;                   \
         c < c##_end; c++)                                                                          \
        if (!c->is_template)

#endif
