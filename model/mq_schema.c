/* model/mq_schema.c — the IBM MQ schema: its object kinds and one attribute table.
 *
 * One row per (attribute, set of kinds on which it is the same). Ranges, defaults and kinds follow
 * ../research/mq.md §1 and §4 (rule 3, the queue-type matrix of ALTER queues) and seed 001; the
 * `source` of each row is the IBM page that defines it. Help texts are our own words. */
#include "model/mq.h"

#include <string.h>

#define B(k) (UINT64_C(1) << (k))
#define QUEUES_CLUSTERABLE (B(MQ_QLOCAL) | B(MQ_QALIAS) | B(MQ_QREMOTE))
#define QUEUES (QUEUES_CLUSTERABLE | B(MQ_QMODEL))
#define CLUSCHL (B(MQ_CLUSRCVR) | B(MQ_CLUSSDR))
#define CHANNELS (CLUSCHL | B(MQ_SDR) | B(MQ_SVR) | B(MQ_RCVR) | B(MQ_RQSTR) | B(MQ_SVRCONN) | \
                  B(MQ_CLNTCONN) | B(MQ_AMQP) | B(MQ_MQTT))
#define TCP_CHANNELS (CHANNELS & ~B(MQ_AMQP)) /* IBM: DEFINE CHANNEL CHLTYPE(MQTT) TRPTYPE(TCP) */
#define CONNAME_CHANNELS (CLUSCHL | B(MQ_SDR) | B(MQ_SVR) | B(MQ_RQSTR) | B(MQ_CLNTCONN))

#define SRC_QMCLUS "https://www.ibm.com/docs/en/SSFKSJ_9.2.0/com.ibm.mq.ref.con.doc/qmclus.html"
#define SRC_CHLCLUS "https://www.ibm.com/docs/en/SSFKSJ_9.2.0/com.ibm.mq.ref.con.doc/chlclus.html"
#define SRC_QUECLUS "https://ibm.com/docs/SSFKSJ_9.2.0/com.ibm.mq.ref.con.doc/queclus.html"
#define SRC_ALTQ "https://www.ibm.com/docs/en/SSFKSJ_9.3.0/refadmin/q085330_.html"
#define SRC_ALTQMGR "https://www.ibm.com/docs/en/SSFKSJ_9.3.0/refadmin/q085320_.html"
#define SRC_DEFCHL "https://www.ibm.com/docs/en/SSFKSJ_9.3.0/refadmin/q085520_.html"
#define SRC_DEFNL "https://www.ibm.com/docs/en/SSFKSJ_9.3.0/refadmin/q085660_.html"
#define SRC_NETPRTY "https://www.ibm.com/support/knowledgecenter/SSFKSJ_8.0.0/com.ibm.mq.ref.con.doc/q082480_.html"
#define SRC_WGHT "https://www.ibm.com/support/knowledgecenter/en/SSFKSJ_8.0.0/com.ibm.mq.ref.con.doc/q082470_copy.html"
#define SRC_SUSPEND "https://www.ibm.com/docs/SSFKSJ_9.4.0/refadmin/q086850_.html"
#define SRC_DMPMQCFG "https://www.ibm.com/docs/en/SS5K6E_9.3.0/mqa/reference/controlcmd/dmpmqcfg.html"
#define SRC_CLWLDATA "https://www.ibm.com/docs/en/ibm-mq/10.0.x?topic=manager-clusterworkloaddata-mqchar32"
#define SRC_CLWLLEN "https://ibm.com/support/knowledgecenter/en/SSFKSJ_latest/administer/q020700_.html"
#define SRC_CONNAME "https://www.ibm.com/support/knowledgecenter/SSFKSJ_9.0.0/com.ibm.mq.ref.dev.doc/q108370_.html"

static struct kind_def kinds[MQ_NKINDS] = {
    /* id          label                        native      subtype     ns          table          max flags order */
    [MQ_QMGR] = {"QMGR", "Queue manager", "QMGR", NULL, "qmgr", "mq_qmgr", 48, KF_TOP | KF_MODELLED, 0},
    [MQ_NAMELIST] = {"NAMELIST", "Namelist", "NAMELIST", NULL, "namelist", "mq_namelist", 48, KF_MODELLED, 2},
    [MQ_QLOCAL] = {"QLOCAL", "Local queue", "QLOCAL", NULL, "queue", "mq_qlocal", 48, KF_MODELLED, 1},
    [MQ_QALIAS] = {"QALIAS", "Alias queue", "QALIAS", NULL, "queue", "mq_qalias", 48, KF_MODELLED, 1},
    [MQ_QREMOTE] = {"QREMOTE", "Remote queue", "QREMOTE", NULL, "queue", "mq_qremote", 48, KF_MODELLED, 1},
    [MQ_QMODEL] = {"QMODEL", "Model queue", "QMODEL", NULL, "queue", "mq_qmodel", 48, KF_MODELLED, 1},
    [MQ_CLUSRCVR] = {"CLUSRCVR", "Cluster-receiver channel", "CHANNEL", "CLUSRCVR", "channel", "mq_clusrcvr", 20, KF_MODELLED, 4},
    [MQ_CLUSSDR] = {"CLUSSDR", "Cluster-sender channel", "CHANNEL", "CLUSSDR", "channel", "mq_clussdr", 20, KF_MODELLED, 4},
    [MQ_SDR] = {"SDR", "Sender channel", "CHANNEL", "SDR", "channel", "mq_sdr", 20, KF_MODELLED, 4},
    [MQ_SVR] = {"SVR", "Server channel", "CHANNEL", "SVR", "channel", "mq_svr", 20, KF_MODELLED, 4},
    [MQ_RCVR] = {"RCVR", "Receiver channel", "CHANNEL", "RCVR", "channel", "mq_rcvr", 20, KF_MODELLED, 4},
    [MQ_RQSTR] = {"RQSTR", "Requester channel", "CHANNEL", "RQSTR", "channel", "mq_rqstr", 20, KF_MODELLED, 4},
    [MQ_SVRCONN] = {"SVRCONN", "Server-connection channel", "CHANNEL", "SVRCONN", "channel", "mq_svrconn", 20, KF_MODELLED, 4},
    /* dmpmqcfg writes client-connection channels after all the others */
    [MQ_CLNTCONN] = {"CLNTCONN", "Client-connection channel", "CHANNEL", "CLNTCONN", "channel", "mq_clntconn", 20, KF_MODELLED, 5},
    [MQ_AMQP] = {"AMQP", "AMQP channel", "CHANNEL", "AMQP", "channel", "mq_amqp", 20, KF_MODELLED, 4},
    [MQ_MQTT] = {"MQTT", "MQ Telemetry channel", "CHANNEL", "MQTT", "channel", "mq_mqtt", 20, KF_MODELLED, 4},
    [MQ_PROCESS] = {"PROCESS", "Process", "PROCESS", NULL, "process", NULL, 48, 0, 3},
    [MQ_AUTHINFO] = {"AUTHINFO", "Authentication information", "AUTHINFO", NULL, "authinfo", NULL, 48, 0, 6},
    [MQ_LISTENER] = {"LISTENER", "Listener", "LISTENER", NULL, "listener", NULL, 48, 0, 7},
    [MQ_SERVICE] = {"SERVICE", "Service", "SERVICE", NULL, "service", NULL, 48, 0, 8},
    [MQ_COMMINFO] = {"COMMINFO", "Communication information", "COMMINFO", NULL, "comminfo", NULL, 48, 0, 9},
    [MQ_TOPIC] = {"TOPIC", "Topic", "TOPIC", NULL, "topic", NULL, 48, 0, 10},
    [MQ_SUB] = {"SUB", "Subscription", "SUB", NULL, "sub", NULL, 10240, 0, 11},
    [MQ_STGCLASS] = {"STGCLASS", "Storage class", "STGCLASS", NULL, "stgclass", NULL, 8, 0, 12},
    [MQ_CFSTRUCT] = {"CFSTRUCT", "Coupling facility structure", "CFSTRUCT", NULL, "cfstruct", NULL, 12, 0, 13},
};

static const struct attr_choice qmgr_useq[] = {
    {"LOCAL", "A put by a local application uses the local instance of a cluster queue when there is one"},
    {"ANY", "The local instance is one candidate among the remote ones; the algorithm balances over all"},
    {NULL, NULL},
};
static const struct attr_choice queue_useq[] = {
    {"QMGR", "Follow the queue manager's CLWLUSEQ"},
    {"LOCAL", "Always use the local instance when it is put-enabled"},
    {"ANY", "Treat the local instance like any remote one and balance over all"},
    {NULL, NULL},
};
static const struct attr_choice defbind[] = {
    {"OPEN", "Choose the instance once, when the application opens the queue"},
    {"NOTFIXED", "Choose an instance for every put: the messages are balanced"},
    {"GROUP", "Choose once per message group (applications at MQ 7.1 or later)"},
    {NULL, NULL},
};
static const struct attr_choice put[] = {
    {"ENABLED", "Applications may put messages"},
    {"DISABLED", "Puts are refused; the workload algorithm avoids this instance"},
    {NULL, NULL},
};
static const struct attr_choice usage[] = {
    {"NORMAL", "An ordinary queue"},
    {"XMITQ", "A transmission queue: it can never be a cluster queue"},
    {NULL, NULL},
};
static const struct attr_choice trptype[] = {
    {"TCP", "TCP/IP"},
    {"LU62", "SNA LU 6.2"},
    {"NETBIOS", "NetBIOS (Windows)"},
    {"SPX", "SPX (Windows)"},
    {NULL, NULL},
};
static const struct attr_choice suspmode[] = {
    {"QUIESCE", "Ask the other members to avoid sending to this queue manager"},
    {"FORCE", "As QUIESCE, and also stop its inbound and outbound cluster channels"},
    {NULL, NULL},
};

#define DESCR_HELP "Plain text describing the object, up to 64 bytes, shown by DISPLAY commands."

static const struct attr_def attrs[] = {
    /* ---- queue manager ------------------------------------------------------------------ */
    {B(MQ_QMGR), "host", "Host", NULL, "Host", AT_TEXT, 0, 256, NULL, NULL, NULL,
     AF_HEADER, "The host the queue manager's dump was taken on, from the dmpmqcfg header. Cluster "
     "rules use it to tell whether loopback connection names can work.", SRC_DMPMQCFG},
    {B(MQ_QMGR), "platform", "Queue manager platform", NULL, "Platform", AT_TEXT, 0, 32, NULL, NULL,
     NULL, AF_HEADER, "The platform from the dmpmqcfg header (UNIX, WINDOWSNT, MVS…). z/OS reads only "
     "columns 1 to 72 of an MQSC file.", SRC_DMPMQCFG},
    {B(MQ_QMGR), "cmdlevel", "Queue manager command level", NULL, "Command level", AT_TEXT, 0, 128,
     NULL, NULL, NULL, AF_HEADER, "The command level from the dmpmqcfg header, as written there, "
     "e.g. (930/930) XRCAP(YES) AMQPCAP(YES).", SRC_DMPMQCFG},
    {B(MQ_QMGR), "descr", "DESCR", NULL, "Description", AT_TEXT, 0, 64, NULL, NULL, " ", 0,
     DESCR_HELP, SRC_ALTQMGR},
    {B(MQ_QMGR), "clwluseq", "CLWLUSEQ", NULL, "Use local queue", AT_ENUM, 0, 0, qmgr_useq, NULL,
     "LOCAL", AF_FOLD | AF_KEY,
     "Whether a put by a local application prefers the local instance of a cluster queue (LOCAL) or "
     "balances over every instance (ANY). Applies to local queues whose own CLWLUSEQ is QMGR. "
     "Messages arriving over a cluster channel always go to the local instance.", SRC_QMCLUS},
    {B(MQ_QMGR), "clwlmruc", "CLWLMRUC", NULL, "Most recently used channels", AT_INT, 1, 999999999,
     NULL, NULL, "999999999", AF_KEY,
     "The most outbound cluster channels the workload algorithm keeps using: it chooses among the "
     "most recently used ones. A small value can leave instances of a queue unused.", SRC_QMCLUS},
    {B(MQ_QMGR), "clwlexit", "CLWLEXIT", NULL, "Workload exit", AT_TEXT, 0, 128, NULL, NULL, " ", 0,
     "The cluster workload exit, as module(function) on Multiplatforms. When set, the exit can "
     "override the algorithm's choice on MQOPEN, MQPUT and MQPUT1.", SRC_QMCLUS},
    {B(MQ_QMGR), "clwldata", "CLWLDATA", NULL, "Workload exit data", AT_TEXT, 0, 32, NULL, NULL, " ", 0,
     "Up to 32 bytes passed to the cluster workload exit. Has no effect without CLWLEXIT.",
     SRC_CLWLDATA},
    {B(MQ_QMGR), "clwllen", "CLWLLEN", NULL, "Exit message length", AT_INT, 0, 999999999, NULL, NULL,
     "100", 0, "How many bytes of each message the cluster workload exit sees (at most the message "
     "length and MAXMSGL). Has no effect without CLWLEXIT.", SRC_CLWLLEN},
    {B(MQ_QMGR), "repos", "REPOS", NULL, "Full repository for cluster", AT_REF, 0, 48, NULL,
     "cluster", " ", AF_FOLD | AF_KEY,
     "The cluster for which this queue manager holds a full repository. Blank: a partial "
     "repository. Cannot be set together with REPOSNL.", SRC_QMCLUS},
    {B(MQ_QMGR), "reposnl", "REPOSNL", NULL, "Full repository namelist", AT_REF, 0, 48, NULL,
     "namelist", " ", AF_FOLD,
     "A namelist of the clusters for which this queue manager holds a full repository. Cannot be "
     "set together with REPOS.", SRC_QMCLUS},
    {B(MQ_QMGR), "suspend", "SUSPEND", NULL, "Suspended from clusters", AT_LIST, 0, 48, NULL, "cluster",
     NULL, AF_FOLD | AF_COMMAND,
     "Clusters this queue manager is suspended from (SUSPEND QMGR CLUSTER). The other members avoid "
     "sending to it while they have another choice; it still receives messages when it is the only "
     "instance or when messages are bound to it.", SRC_SUSPEND},
    {B(MQ_QMGR), "suspendnl", "SUSPENDNL", NULL, "Suspended from namelists", AT_LIST, 0, 48, NULL,
     "namelist", NULL, AF_FOLD | AF_COMMAND,
     "Namelists of clusters this queue manager is suspended from (SUSPEND QMGR CLUSNL).", SRC_SUSPEND},
    {B(MQ_QMGR), "suspmode", "MODE", NULL, "Suspend mode", AT_ENUM, 0, 0, suspmode, NULL, "QUIESCE",
     AF_FOLD | AF_COMMAND,
     "How the suspension was requested: QUIESCE asks the members to avoid this queue manager; FORCE "
     "also stops its cluster channels.", SRC_SUSPEND},

    /* ---- namelists ---------------------------------------------------------------------- */
    {B(MQ_NAMELIST), "descr", "DESCR", NULL, "Description", AT_TEXT, 0, 64, NULL, NULL, " ", 0,
     DESCR_HELP, SRC_DEFNL},
    {B(MQ_NAMELIST), "names", "NAMES", NULL, "Names", AT_LIST, 0, 48, NULL, NULL, " ", AF_FOLD | AF_KEY,
     "Up to 256 names of up to 48 characters: the clusters of a CLUSNL or REPOSNL, or queue names.",
     SRC_DEFNL},

    /* ---- queues ------------------------------------------------------------------------- */
    {QUEUES, "descr", "DESCR", NULL, "Description", AT_TEXT, 0, 64, NULL, NULL, " ", 0, DESCR_HELP,
     SRC_ALTQ},
    {QUEUES_CLUSTERABLE, "cluster", "CLUSTER", NULL, "Cluster", AT_REF, 0, 48, NULL, "cluster", " ",
     AF_FOLD | AF_KEY,
     "The cluster in which this queue is advertised. Blank: not a cluster queue. Cannot be set "
     "together with CLUSNL. Blanking it while not-fixed applications use the queue makes their next "
     "put fail with 2085.", SRC_QUECLUS},
    {QUEUES_CLUSTERABLE, "clusnl", "CLUSNL", NULL, "Cluster namelist", AT_REF, 0, 48, NULL, "namelist",
     " ", AF_FOLD, "A namelist of the clusters in which this queue is advertised. Cannot be set "
     "together with CLUSTER.", SRC_QUECLUS},
    {QUEUES_CLUSTERABLE, "clwlprty", "CLWLPRTY", NULL, "Priority", AT_INT, 0, 9, NULL, NULL, "0", AF_KEY,
     "Queue priority for the workload algorithm, 0 to 9: among available instances, the highest "
     "priority wins. Checked after channel status, so an unavailable instance is passed over.",
     SRC_QUECLUS},
    {QUEUES_CLUSTERABLE, "clwlrank", "CLWLRANK", NULL, "Rank", AT_INT, 0, 9, NULL, NULL, "0", AF_KEY,
     "Queue rank for the workload algorithm, 0 to 9: the highest rank wins even when its channel is "
     "down, so messages wait on the transmission queue instead of failing over.", SRC_QUECLUS},
    {B(MQ_QLOCAL), "clwluseq", "CLWLUSEQ", NULL, "Use local queue", AT_ENUM, 0, 0, queue_useq, NULL,
     "QMGR", AF_FOLD | AF_KEY,
     "Whether a put by a local application prefers this local instance (LOCAL), balances over all "
     "instances (ANY) or follows the queue manager (QMGR).", SRC_QUECLUS},
    {QUEUES_CLUSTERABLE, "defbind", "DEFBIND", NULL, "Default binding", AT_ENUM, 0, 0, defbind, NULL,
     "OPEN", AF_FOLD | AF_KEY,
     "The binding for applications that open with MQOO_BIND_AS_Q_DEF: OPEN fixes the instance at "
     "open (no balancing of that handle), NOTFIXED chooses for every put, GROUP per message group. "
     "Opened through a local alias queue, the alias's DEFBIND applies.", SRC_QUECLUS},
    {QUEUES, "put", "PUT", NULL, "Put enabled", AT_ENUM, 0, 0, put, NULL, "ENABLED", AF_FOLD | AF_KEY,
     "Whether messages can be put. The workload algorithm drops put-disabled instances while a "
     "put-enabled one remains; if all are disabled, opens fail with 2268.", SRC_ALTQ},
    {B(MQ_QALIAS), "target", "TARGET", "TARGQ", "Target", AT_NAME, 0, 48, NULL, NULL, " ", AF_FOLD,
     "The queue or topic this alias resolves to.", SRC_ALTQ},
    {B(MQ_QREMOTE), "rname", "RNAME", NULL, "Remote queue", AT_NAME, 0, 48, NULL, NULL, " ", AF_FOLD,
     "The name of the queue on the remote queue manager. Blank with a RQMNAME: a queue manager alias.",
     SRC_ALTQ},
    {B(MQ_QREMOTE), "rqmname", "RQMNAME", NULL, "Remote queue manager", AT_NAME, 0, 48, NULL, NULL,
     " ", AF_FOLD, "The remote queue manager, or the queue manager alias resolved.", SRC_ALTQ},
    {B(MQ_QREMOTE), "xmitq", "XMITQ", NULL, "Transmission queue", AT_REF, 0, 48, NULL, "queue", " ",
     AF_FOLD, "The transmission queue to use. Blank: the default, or cluster routing.", SRC_ALTQ},
    {B(MQ_QLOCAL) | B(MQ_QMODEL), "usage", "USAGE", NULL, "Usage", AT_ENUM, 0, 0, usage, NULL, "NORMAL",
     AF_FOLD, "NORMAL or XMITQ. A transmission queue can never be a cluster queue.", SRC_ALTQ},
    {B(MQ_QLOCAL) | B(MQ_QMODEL), "clchname", "CLCHNAME", NULL, "Cluster-sender channels served",
     AT_TEXT, 0, 48, NULL, NULL, " ", AF_FOLD,
     "For a cluster transmission queue: the (generic) names of the cluster-sender channels it "
     "serves, e.g. CLS2.*. Not part of the balancing itself.", SRC_ALTQ},

    /* ---- channels ----------------------------------------------------------------------- */
    {CHANNELS, "descr", "DESCR", NULL, "Description", AT_TEXT, 0, 64, NULL, NULL, " ", 0, DESCR_HELP,
     SRC_DEFCHL},
    {TCP_CHANNELS, "trptype", "TRPTYPE", NULL, "Transport type", AT_ENUM, 0, 0, trptype, NULL, "TCP",
     AF_FOLD, "The transport: TCP, LU62, NETBIOS or SPX.", SRC_DEFCHL},
    {CONNAME_CHANNELS, "conname", "CONNAME", NULL, "Connection name", AT_TEXT, 0, 264, NULL, NULL, " ",
     AF_KEY,
     "host(port)[,host(port)…]. On a cluster-receiver it is this queue manager's own address, which "
     "every member of the cluster uses to reach it: never a loopback address when the members are on "
     "different hosts, never a group address. Blank on Multiplatforms: filled in from the system's IP "
     "address and port 1414.", SRC_CONNAME},
    {CLUSCHL, "cluster", "CLUSTER", NULL, "Cluster", AT_REF, 0, 48, NULL, "cluster", " ",
     AF_FOLD | AF_KEY,
     "The cluster the channel belongs to. Cannot be set together with CLUSNL.", SRC_CHLCLUS},
    {CLUSCHL, "clusnl", "CLUSNL", NULL, "Cluster namelist", AT_REF, 0, 48, NULL, "namelist", " ",
     AF_FOLD, "A namelist of the clusters the channel belongs to. Cannot be set together with "
     "CLUSTER.", SRC_CHLCLUS},
    {CLUSCHL, "clwlwght", "CLWLWGHT", NULL, "Weight", AT_INT, 1, 99, NULL, NULL, "50", AF_KEY,
     "Channel weight, 1 to 99: the share of messages this queue manager receives relative to the "
     "other instances (60 against 20 sends three messages in four here). Set it on the "
     "cluster-receiver: the other members' auto-defined cluster-senders copy it. Once any weight "
     "differs from 50, every cluster queue sharing these channels is balanced together.", SRC_WGHT},
    {CLUSCHL, "clwlprty", "CLWLPRTY", NULL, "Priority", AT_INT, 0, 9, NULL, NULL, "0", AF_KEY,
     "Channel priority, 0 to 9: among the available destinations the highest priority wins. Checked "
     "after channel status, so a backup of lower priority can receive messages while the primary's "
     "channel is starting.", SRC_CHLCLUS},
    {CLUSCHL, "clwlrank", "CLWLRANK", NULL, "Rank", AT_INT, 0, 9, NULL, NULL, "0", AF_KEY,
     "Channel rank, 0 to 9: the highest rank wins even when unreachable, so messages wait on the "
     "transmission queue rather than fail over. Meant for routing through gateways between "
     "overlapping clusters.", SRC_CHLCLUS},
    {B(MQ_CLUSRCVR), "netprty", "NETPRTY", NULL, "Network priority", AT_INT, 0, 9, NULL, NULL, "0",
     AF_KEY, "Network priority, 0 to 9: when this queue manager advertises several cluster-receivers "
     "(several networks), the route with the highest NETPRTY is used. Valid on cluster-receivers "
     "only.", SRC_NETPRTY},
    {B(MQ_SDR) | B(MQ_SVR), "xmitq", "XMITQ", NULL, "Transmission queue", AT_REF, 0, 48, NULL, "queue",
     " ", AF_FOLD, "The transmission queue the channel serves.", SRC_DEFCHL},
};

static const struct system_def mq = {
    "mq", "IBM MQ", "MQ", kinds, MQ_NKINDS, attrs, sizeof attrs / sizeof attrs[0],
};

const struct system_def *mq_system(void)
{
    return &mq;
}

const struct kind_def *mq_kind(enum mq_kind k)
{
    schema_init();
    return &kinds[k];
}

bool mq_is_queue(const struct kind_def *k)
{
    return k->sys == &mq && k->index >= MQ_QLOCAL && k->index <= MQ_QMODEL;
}

bool mq_is_channel(const struct kind_def *k)
{
    return k->sys == &mq && k->index >= MQ_CLUSRCVR && k->index <= MQ_MQTT;
}

bool mq_is_cluster_channel(const struct kind_def *k)
{
    return k->sys == &mq && (k->index == MQ_CLUSRCVR || k->index == MQ_CLUSSDR);
}
