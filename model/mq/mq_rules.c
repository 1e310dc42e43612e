/* model/mq/mq_rules.c — the MQ rule table, its rule set, and rule MQ024; see mq_rules.h.
 *
 * Each rule is one row: id, severities, kinds, check, one-line statement, explanation (our own
 * words) and the documents it rests on, from the bibliography of model/mq/mq_docs.h. */
#include "model/mq/mq_rules.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/mq/mq_docs.h"
#include "model/mq/mq_rules_impl.h"
#include "model/mq/mq_summary.h"

#define B(k) (UINT64_C(1) << (k))
#define MODELLED ((B(MQ_MQTT) << 1) - 1) /* QMGR … MQTT */
#define ALL_KINDS ((B(MQ_NKINDS - 1) << 1) - 1)
#define CLUSTERABLE (B(MQ_QLOCAL) | B(MQ_QALIAS) | B(MQ_QREMOTE))
#define E RULE_SEV(SEV_ERROR)
#define W RULE_SEV(SEV_WARNING)
#define I RULE_SEV(SEV_INFO)
#define CROSS 0

static const struct rule mq_rules[] = {
    {"MQ001", E, MODELLED, mq_check_values, "an integer attribute outside its range",
     "MQ refuses a value outside the documented range (CLWLPRTY, CLWLRANK and NETPRTY 0 to 9, "
     "CLWLWGHT 1 to 99, CLWLMRUC 1 to 999 999 999): the command that sets it fails, so the "
     "definition never takes effect as written.",
     MQDOC_CHLCLUS "; " MQDOC_QMCLUS},
    {"MQ002", E, MODELLED, mq_check_values, "a value that is not one of the attribute's choices",
     "DEFBIND is OPEN, NOTFIXED or GROUP (there is no FIXED); a queue's CLWLUSEQ is QMGR, LOCAL or "
     "ANY and a queue manager's LOCAL or ANY; PUT is ENABLED or DISABLED. MQ refuses any other "
     "value.",
     MQDOC_QUECLUS "; " MQDOC_DEFBIND},
    {"MQ003", E, MODELLED, mq_check_wrong_kind, "an attribute on an object type that does not have it",
     "CLWLUSEQ exists on local queues and the queue manager only; CLUSTER, CLUSNL, CLWLPRTY, "
     "CLWLRANK and DEFBIND on local, alias and remote queues, not on model queues; CLWLWGHT, "
     "CLWLPRTY and CLWLRANK on cluster channels only; NETPRTY on cluster-receivers only. MQ refuses "
     "the command.",
     MQDOC_ALTER_QUEUES "; " MQDOC_CHLCLUS},
    {"MQ004", E, B(MQ_QMGR) | CLUSTERABLE | B(MQ_CLUSRCVR) | B(MQ_CLUSSDR), mq_check_object,
     "CLUSTER together with CLUSNL, or REPOS together with REPOSNL",
     "An object names its clusters either by one cluster name or by a namelist, never both, and a "
     "queue manager names its full-repository clusters the same way. MQ refuses the resulting "
     "definition (PCF reasons 3088 and 3089), so the check is made on the object after a command "
     "was merged into it.",
     MQDOC_CLUSNL_ATTR "; " MQDOC_PCF_CONFLICT},
    {"MQ005", E, ALL_KINDS, mq_check_values, "a name or value that is too long or has characters MQ refuses",
     "Object names use A-Z, a-z, 0-9, '.', '/', '_' and '%' only, up to 48 characters (20 for "
     "channels); text values have a maximum length. In MQSC a name with lower case must be quoted, "
     "or it is folded to upper case.",
     MQDOC_NAMING},
    {"MQ006", E, CLUSTERABLE, mq_check_object, "a transmission queue or reserved SYSTEM queue in a cluster",
     "A queue with USAGE(XMITQ), and the SYSTEM.CHANNEL.*, SYSTEM.CLUSTER.* and SYSTEM.COMMAND.INPUT "
     "queues, can never be advertised in a cluster: MQ refuses it (PCF reason 3090).",
     MQDOC_RC3090},
    {"MQ007", E, CROSS, mq_check_receiver, "a queue manager in a cluster without a CLUSRCVR in it",
     "Every queue manager in a cluster needs a cluster-receiver channel in that cluster: it "
     "advertises the address at which the other members reach it. Without one, the others cannot "
     "send it anything, not even repository updates.",
     MQDOC_CLUSTER_CHANNELS},
    {"MQ008", W, CROSS, mq_check_conname, "a CLUSRCVR CONNAME the other members cannot use",
     "The CONNAME of a cluster-receiver is sent to every member of the cluster, which connects to "
     "it: it must be this queue manager's own address as the others see it. A loopback address "
     "(localhost, 127.x.x.x, ::1) works only when every member runs on the same host. On "
     "Multiplatforms a blank CONNAME is filled in from the system's address and port 1414; that "
     "is not documented for z/OS, so state it there.",
     MQDOC_CONNAME_CD "; " MQDOC_CONNAME},
    {"MQ009", E | W | I, CROSS, mq_check_senders, "a manual CLUSSDR that does not pair with the right CLUSRCVR",
     "A manual cluster-sender must have the name of the target queue manager's cluster-receiver and "
     "be in the same cluster. A partial repository needs exactly one, to a full repository; each "
     "full repository needs one to every other full repository. A CLUSSDR that leads to a queue "
     "manager that was not imported makes the picture of its cluster partial: import that queue "
     "manager's definitions to check it.",
     MQDOC_CLUSTER_CHANNELS "; " MQDOC_TROUBLESHOOT},
    {"MQ010", W, B(MQ_CLUSSDR), mq_check_sender_attrs,
     "workload attributes on a manual CLUSSDR that differ from its CLUSRCVR",
     "The members' auto-defined cluster-senders copy CLWLPRTY, CLWLRANK and CLWLWGHT from the "
     "target's cluster-receiver; values set on a manual cluster-sender are likely to be ignored. "
     "Set them on the CLUSRCVR. Values equal to the defaults raise nothing.",
     MQDOC_CLUSTER_CHANNELS "; " MQDOC_CHLCLUS},
    {"MQ011", E | W | I, CROSS, mq_check_repositories, "a cluster with no, one or more than two full repositories",
     "Full repositories hold the complete picture of a cluster and feed the partial ones. With none, "
     "no member learns of the others; with one, it is a single point of failure for every change; "
     "IBM's usual design has two. More than two is legal but worth a review. When some queue "
     "managers of the cluster are not imported, the count covers only those that are.",
     MQDOC_CLUSTER_CHANNELS "; " MQDOC_TOPOLOGY},
    {"MQ012", E | I, CROSS, mq_check_instances, "a cluster queue with no usable instance, or only one",
     "An open of a queue name that no cluster member hosts fails with 2085 "
     "(MQRC_UNKNOWN_OBJECT_NAME) or 2270; when every instance is PUT(DISABLED) it fails with 2268 "
     "(MQRC_CLUSTER_PUT_INHIBITED). With a single instance the queue is reachable from every member "
     "but there is nothing to balance.",
     MQDOC_RC2268 "; " MQDOC_RC2270},
    {"MQ013", W, CROSS, mq_check_defbind, "DEFBIND(OPEN) on a cluster queue with several instances",
     "With DEFBIND(OPEN), the default, an application that opens with MQOO_BIND_AS_Q_DEF has one "
     "instance chosen at MQOPEN, and every message put through that handle goes there: no balancing "
     "across instances, and bound messages are not re-routed when that queue manager fails. Use "
     "DEFBIND(NOTFIXED), or have the applications open with MQOO_BIND_NOT_FIXED. An application "
     "that opens through a local alias queue gets the alias's DEFBIND.",
     MQDOC_QDEF "; " MQDOC_MQOPEN_OPTIONS "; " MQDOC_MQOPEN_CLUSTERS},
    {"MQ014", W, CROSS, mq_check_local_use, "a local instance that takes every local put",
     "When the effective CLWLUSEQ is LOCAL (the queue's LOCAL, or QMGR with the queue manager's "
     "LOCAL, the default), a put by an application connected to a queue manager that hosts a "
     "put-enabled instance always goes to that instance: the other instances get none of these "
     "messages. Set CLWLUSEQ(ANY) on the queue, or on the queue manager, to balance them.",
     MQDOC_QMCLUS "; " MQDOC_QUECLUS "; " MQDOC_MQOPEN_CLUSTERS},
    {"MQ015", I, CROSS, mq_check_one_hop, "CLWLUSEQ(ANY) does not re-balance messages from cluster channels",
     "CLWLUSEQ(ANY) makes the local instance one candidate among the others for puts by local "
     "applications and non-cluster channels. A message that arrives over a cluster channel always "
     "goes to the local instance (one hop only), so a gateway does not spread such messages "
     "further.",
     MQDOC_QMCLUS "; " MQDOC_QUECLUS},
    {"MQ016", W, CROSS, mq_check_priority, "CLWLPRTY used for failover",
     "Priority is checked after channel status: a lower-priority queue manager or instance receives "
     "messages while the channel to a higher one is starting, retrying or stopped, not only when "
     "that queue manager is down. If messages must never reach the backup, use separate queues, or "
     "CLWLRANK with a manual switch-over.",
     MQDOC_CHLCLUS "; " MQDOC_QUECLUS "; " MQDOC_V6_PRIORITY},
    {"MQ017", W, CROSS, mq_check_rank, "CLWLRANK holds messages for unreachable destinations",
     "Rank is applied before channel status: the highest-ranked destination is chosen even when its "
     "channel is down, and the messages wait on the cluster transmission queue instead of failing "
     "over. Rank is meant for routing through gateways between overlapping clusters.",
     MQDOC_CHLCLUS "; " MQDOC_QUECLUS "; " MQDOC_V6_RANK},
    {"MQ018", I, CROSS, mq_check_weight, "a cluster queue whose instances' queue managers have different CLWLWGHT",
     "Among the instances of a cluster queue that are available and equal in rank and priority, "
     "each message goes to the queue manager whose channel has the lowest sequence number, which "
     "then grows by 1000 divided by that channel's CLWLWGHT: each queue manager receives a share "
     "of the messages in proportion to its weight (60 against 20: three messages in four against "
     "one). Equal weights, whatever their value, share evenly. Once any weight differs from 50, "
     "the numbers count the messages of every cluster queue sent over the channel, so a busy "
     "queue can shift the split of a quiet one.",
     MQDOC_CHLCLUS "; " MQDOC_WEIGHT "; " MQDOC_WGHT_NOTE "; " MQDOC_V6_WEIGHT},
    {"MQ019", I, CROSS, mq_check_netprty, "NETPRTY on the only CLUSRCVR of a queue manager",
     "NETPRTY chooses between several routes to the same queue manager (several cluster-receivers, "
     "one per network). With a single cluster-receiver in the cluster it has no effect.",
     MQDOC_CHLATTR_NR},
    {"MQ020", W, B(MQ_QMGR), mq_check_mruc, "CLWLMRUC smaller than the instances a queue manager can put to",
     "CLWLMRUC caps how many of the most recently used outbound cluster channels the algorithm "
     "keeps using. When it is smaller than the number of remote instances of a cluster queue, some "
     "instances may never be chosen from this queue manager.",
     MQDOC_QMCLUS "; " MQDOC_V6_MRUC},
    {"MQ021", W, B(MQ_QMGR), mq_check_exit_data, "CLWLDATA or CLWLLEN without CLWLEXIT",
     "CLWLDATA and CLWLLEN only configure the cluster workload exit: without CLWLEXIT they have no "
     "effect. Values equal to the defaults (CLWLDATA blank, CLWLLEN(100)), as dmpmqcfg -a writes "
     "them, raise nothing.",
     MQDOC_CLWLDATA "; " MQDOC_QMGR_ATTRS},
    {"MQ022", W, CROSS, mq_check_suspended, "every instance of a cluster queue on a suspended queue manager",
     "SUSPEND QMGR only asks the other members to avoid a queue manager while they have a choice. "
     "When every instance of a queue is on a suspended queue manager, messages still go there, as "
     "do messages bound to it and messages arriving over cluster channels.",
     MQDOC_SUSPEND "; " MQDOC_V6_SUSPEND},
    {"MQ023", W, CLUSTERABLE, mq_check_group, "DEFBIND(GROUP)",
     "DEFBIND(GROUP) chooses an instance once per message group. Applications before MQ 7.1 cannot "
     "use it; and the messages of a group reach one instance only when the application opens with "
     "BIND_ON_OPEN or BIND_ON_GROUP.",
     MQDOC_DEFBIND "; " MQDOC_MQOPEN_CLUSTERS},
    {"MQ024", W, CROSS, NULL, "a clustered queue removed from its cluster",
     "CLUSTER(' ') withdraws the queue from the cluster. Applications elsewhere that have it open "
     "with MQOO_BIND_NOT_FIXED get 2085 (MQRC_UNKNOWN_OBJECT_NAME) on their next put. Stop or "
     "redirect those applications first.",
     MQDOC_REMOVE_NETWORK "; " MQDOC_REMOVE_QUEUE},
    {"MQ025", W, CROSS, mq_check_channel_status, "a cluster channel observed RETRYING or STOPPED",
     "Reported on the observed state of a queue manager (an imported DISPLAY CHSTATUS or DISPLAY "
     "CLUSQMGR transcript). A CLUSSDR that is retrying or stopped holds the messages for its "
     "queue manager on the cluster transmission queue and stops the cluster information it "
     "carries, so repositories go stale; a stopped channel is not restarted until someone issues "
     "START CHANNEL. A channel that shows no CHSTATUS block is inactive, which is no fault: "
     "inactive channels have no CHSTATUS.",
     MQDOC_DISPLAY_CHSTATUS "; " MQDOC_DISPLAY_CLUSQMGR "; " MQDOC_TROUBLESHOOT},
    {"MQ026", E, ALL_KINDS & ~B(MQ_QMGR), mq_check_duplicate, "two objects with one name in a namespace",
     "All queue types share one namespace on a queue manager, and so do all channel types: a QLOCAL "
     "and a QMODEL cannot have the same name. MQ refuses the second definition.",
     MQDOC_NAMING},
    {"MQ027", E | W, CROSS, NULL, "a problem in the text of an MQSC file",
     "Reported while reading a file. '#' is not a comment in MQSC and in-line '*' comments are not "
     "part of the syntax (warnings); lines over 72 characters are not portable, since z/OS reads "
     "columns 1 to 72 (one warning per file); lines over 2048 characters are refused, and a "
     "continuation character at the end of the file leaves a command unfinished (errors).",
     MQDOC_MQSC_FILE "; " MQDOC_SCRIPTS_JA},
    {"MQ028", I, CROSS, mq_check_suspension, "a queue manager suspended from a cluster",
     "SUSPEND QMGR asks the other members of the cluster to send elsewhere while they have a "
     "choice. The queue manager stays a member: messages bound to it, messages for queues only it "
     "hosts (MQ022) and messages arriving over its cluster channels still reach it. RESUME QMGR ends "
     "the suspension.",
     MQDOC_SUSPEND "; " MQDOC_V6_SUSPEND},
    {"MQ029", W, CROSS, mq_check_drift_members,
     "a cluster member or cluster queue observed but not in the policy, or the reverse",
     "The queue manager's observed view of its clusters (DISPLAY CLUSQMGR, DISPLAY QCLUSTER) shows "
     "a queue manager or a cluster queue instance the policy does not hold, or a full repository's "
     "view lacks one the policy holds: the policy no longer describes what runs. Import the "
     "current definitions of the queue managers concerned, or change the cluster back. Only a "
     "full repository knows every member and queue of its cluster, so only its view is checked "
     "for what it lacks.",
     MQDOC_DISPLAY_CLUSQMGR "; " MQDOC_DISPLAY_CLUSQMGR_93 "; " MQDOC_DISPLAY_QUEUE},
    {"MQ030", W, CROSS, mq_check_drift_attrs, "a CLUSRCVR observed with other workload values than the policy's",
     "The cluster holds, for each cluster-receiver, the CLWLWGHT, CLWLPRTY, CLWLRANK and NETPRTY "
     "its queue manager last advertised; DISPLAY CLUSQMGR shows them. When they differ from the "
     "policy's, someone altered the channel outside the policy (or the policy was never applied), "
     "and the workload balances as observed, not as the policy says.",
     MQDOC_DISPLAY_CLUSQMGR_93 "; " MQDOC_DISPLAY_CLUSQMGR},
    {"MQ140", E, CROSS, NULL, "a saved DISPLAY CLUSQMGR or DISPLAY CHSTATUS transcript that does not read",
     "Reported while importing runmqsc output of DISPLAY CLUSQMGR(*) ALL, DISPLAY CHSTATUS(*) ALL "
     "or DISPLAY QCLUSTER(*) ALL: a block that ends before a keyword the display always shows, or "
     "a value without its closing parenthesis, means the file was cut short or edited. Nothing of "
     "such a file is kept; save the output again.",
     MQDOC_DISPLAY_CLUSQMGR "; " MQDOC_DISPLAY_CHSTATUS},
};

static int prepare(const struct policy *p, void **data)
{
    struct mq_prepared *prep = calloc(1, sizeof *prep);
    if (!prep)
        return -1;
    if (mq_clusters_build(p, &prep->clusters)) {
        free(prep);
        return -1;
    }
    *data = prep;
    return 0;
}

static void release(void *data)
{
    struct mq_prepared *prep = data;
    if (prep)
        mq_clusters_free(&prep->clusters);
    free(prep);
}

/* The cluster summary from the clusters prepare derived. */
/* The cluster summary from what prepare derived; NULL for a policy without a queue manager. */
static void *summary(const struct policy *p, void *data)
{
    return data && mq_summary_wanted(p) ? mq_summary_of(&((struct mq_prepared *)data)->clusters) : NULL;
}

const struct rule_set mq_rule_set_def = {
    .system = "mq",
    .rules = mq_rules,
    .nrules = sizeof mq_rules / sizeof mq_rules[0],
    .prepare = prepare,
    .release = release,
    .path = mq_object_path,
    .summary = summary,
};

const struct rule_set *mq_rule_set(void)
{
    return &mq_rule_set_def;
}

const struct mq_clusters *mq_rules_clusters(const struct rule_ctx *cx)
{
    return &((const struct mq_prepared *)cx->data)->clusters;
}

struct mq_fine *mq_rules_fine(const struct rule_ctx *cx)
{
    return ((struct mq_prepared *)cx->data)->fine;
}

/* ---- message helpers ------------------------------------------------------------------------- */

size_t mq_buf_put(char *buf, size_t n, size_t at, const char *s)
{
    size_t len = strlen(s), room = n - 1 - at;
    if (len > room)
        len = room;
    memcpy(buf + at, s, len);
    buf[at + len] = '\0';
    return at + len;
}

size_t mq_buf_num(char *buf, size_t n, size_t at, long long v)
{
    char num[24];
    size_t k = sizeof num;
    unsigned long long u = v < 0 ? 0 - (unsigned long long)v : (unsigned long long)v;
    num[--k] = '\0';
    do
        num[--k] = (char)('0' + u % 10);
    while ((u /= 10) != 0);
    if (v < 0)
        num[--k] = '-';
    return mq_buf_put(buf, n, at, num + k);
}

void mq_list_add(char *buf, size_t n, const char *fmt, ...)
{
    size_t at = strlen(buf);
    if (at + 6 > n || (at >= 3 && strcmp(buf + at - 3, "...") == 0))
        return; /* full: the list already ends in "..." */
    char item[256];
    const char *text = item;
    va_list ap;
    va_start(ap, fmt);
    if (strcmp(fmt, "%s") == 0) {   /* a name, as most lists have: no vsnprintf */
        const char *s = va_arg(ap, const char *);
        mq_buf_put(item, sizeof item, 0, s ? s : "(null)");
    } else {
        vsnprintf(item, sizeof item, fmt, ap);
    }
    va_end(ap);
    const char *sep = at ? ", " : "";
    if (at + strlen(sep) + strlen(text) + 6 <= n) {
        at = mq_buf_put(buf, n, at, sep);
        mq_buf_put(buf, n, at, text);
    } else {
        mq_buf_put(buf, n, mq_buf_put(buf, n, at, sep), "...");
    }
}

const char *mq_cq_label(const struct rule_ctx *cx, const struct mq_cluster *c,
                        const struct mq_cl_queue *q, char *buf, size_t n)
{
    size_t at = mq_buf_put(buf, n, 0, q->name);
    if (mq_rules_clusters(cx)->nreal > 1)
        mq_buf_put(buf, n, mq_buf_put(buf, n, at, " in "), c->name);
    return buf;
}

const char *mq_cluster_keyword(const struct pol_object *obj)
{
    if (!obj->parent)
        return val_state(mq_effective(obj, "repos")) != VAL_VALUE &&
                       val_state(mq_effective(obj, "reposnl")) == VAL_VALUE
                   ? "REPOSNL"
                   : "REPOS";
    return val_state(mq_effective(obj, "cluster")) != VAL_VALUE &&
                   val_state(mq_effective(obj, "clusnl")) == VAL_VALUE
               ? "CLUSNL"
               : "CLUSTER";
}

bool mq_is_product_default(const struct pol_object *obj, const char *key)
{
    int idx = schema_attr_index(obj->kind, key);
    if (idx < 0 || !obj->kind->attrs[idx]->dflt)
        return false;
    long long d = strtoll(obj->kind->attrs[idx]->dflt, NULL, 10);
    return mq_effective_int(obj, key, d + 1) == d;
}

/* ---- MQ024 ----------------------------------------------------------------------------------- */

static bool clustered(const struct pol_object *q)
{
    return val_state(mq_effective(q, "cluster")) == VAL_VALUE ||
           val_state(mq_effective(q, "clusnl")) == VAL_VALUE;
}

int mq_rule_unclustered(const struct pol_object *before, const struct pol_object *after,
                        struct diag_list *diags)
{
    unsigned k = after->kind->index;
    if (!mq_is_queue(after->kind) || k == MQ_QMODEL || !clustered(before) || clustered(after))
        return 0;
    bool by_nl = val_state(mq_effective(before, "cluster")) != VAL_VALUE;
    const char *attr = by_nl ? "CLUSNL" : "CLUSTER";
    char path[512];
    struct diag_at at = rule_at(&mq_rule_set_def, after, attr, path, sizeof path);
    const struct pol_object *qm = after->top;
    const struct rule *r = rules_find(&mq_rule_set_def, "MQ024");
    return rule_add(r, diags, SEV_WARNING, at,
                    "%s(' ') removes queue %s on %s from %s %s: applications that have it open with "
                    "MQOO_BIND_NOT_FIXED get 2085 (MQRC_UNKNOWN_OBJECT_NAME) on their next put",
                    attr, after->name, qm->name, by_nl ? "the clusters of namelist" : "cluster",
                    mq_effective(before, by_nl ? "clusnl" : "cluster")) != NULL;
}
