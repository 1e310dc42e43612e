/* model/mq/mq_schema.c — the IBM MQ schema: its object kinds and one attribute table.
 *
 * One row per (attribute, set of kinds on which it is the same). Ranges, defaults and kinds follow
 * ../research/mq.md §1 and §4 (rule 3, the queue-type matrix of ALTER queues) and "Кластеры менеджеров очередей" (WebSphere MQ V6.0, §8.4); the
 * `source` of each row names the documents that define it (the bibliography, mq_docs.h). Help texts
 * are our own words. */
#include "model/mq/mq.h"
#include "model/mq/mq_docs.h"
#include "model/mq/mq_effective.h"
#include "model/mq/mq_route.h"
#include "model/mq/mq_rules.h"
#include "model/mq/mq_summary.h"
#include "model/policy.h"

#include <string.h>

#define B(k) (UINT64_C(1) << (k))
#define QUEUES_CLUSTERABLE (B(MQ_QLOCAL) | B(MQ_QALIAS) | B(MQ_QREMOTE))
#define QUEUES (QUEUES_CLUSTERABLE | B(MQ_QMODEL))
#define CLUSCHL (B(MQ_CLUSRCVR) | B(MQ_CLUSSDR))
#define CHANNELS (CLUSCHL | B(MQ_SDR) | B(MQ_SVR) | B(MQ_RCVR) | B(MQ_RQSTR) | B(MQ_SVRCONN) | \
                  B(MQ_CLNTCONN) | B(MQ_AMQP) | B(MQ_MQTT))
#define TCP_CHANNELS (CHANNELS & ~B(MQ_AMQP)) /* IBM: DEFINE CHANNEL CHLTYPE(MQTT) TRPTYPE(TCP) */
#define CONNAME_CHANNELS (CLUSCHL | B(MQ_SDR) | B(MQ_SVR) | B(MQ_RQSTR) | B(MQ_CLNTCONN))


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
    {.kinds = B(MQ_QMGR), .key = "host", .native = "Host", .label = "Host", .type = AT_TEXT,
     .max = 256, .flags = AF_HEADER,
     .help = "The host the queue manager's dump was taken on, from the dmpmqcfg header. Cluster "
             "rules use it to tell whether loopback connection names can work.",
     .source = MQDOC_DMPMQCFG,
     .field_pos = 1},
    {.kinds = B(MQ_QMGR), .key = "platform", .native = "Queue manager platform",
     .label = "Platform", .type = AT_TEXT, .max = 32, .flags = AF_HEADER | AF_KEY,
     .col = {.heading = "Platform", .width = 8, .pos = 1},
     .help = "The platform from the dmpmqcfg header (UNIX, WINDOWSNT, MVS…). z/OS reads only "
             "columns 1 to 72 of an MQSC file.", .source = MQDOC_DMPMQCFG,
     .field_pos = 2},
    {.kinds = B(MQ_QMGR), .key = "cmdlevel", .native = "Queue manager command level",
     .label = "Command level", .type = AT_TEXT, .max = 128, .flags = AF_HEADER,
     .help = "The command level from the dmpmqcfg header, as written there, e.g. (930/930) "
             "XRCAP(YES) AMQPCAP(YES).", .source = MQDOC_DMPMQCFG,
     .field_pos = 3},
    {.kinds = B(MQ_QMGR), .key = "descr", .native = "DESCR", .label = "Description",
     .type = AT_TEXT, .max = 64, .dflt = " ", .flags = AF_KEY | AF_QUOTED,
     .col = {.heading = "Description", .width = 40, .pos = 6},
     .help = DESCR_HELP, .source = MQDOC_ALTER_QMGR,
     .field_pos = 4},
    {.kinds = B(MQ_QMGR), .key = "clwluseq", .native = "CLWLUSEQ", .label = "Use local queue",
     .type = AT_ENUM, .choices = qmgr_useq, .dflt = "LOCAL", .flags = AF_FOLD | AF_KEY,
     .col = {.heading = "CLWLUSEQ", .width = 9, .pos = 3},
     .help = "Whether a put by a local application prefers the local instance of a cluster queue "
             "(LOCAL) or balances over every instance (ANY). Applies to local queues whose own "
             "CLWLUSEQ is QMGR. Messages arriving over a cluster channel always go to the local "
             "instance.", .source = MQDOC_QMCLUS,
     .field_pos = 5, .group = "Cluster workload balancing"},
    {.kinds = B(MQ_QMGR), .key = "clwlmruc", .native = "CLWLMRUC",
     .label = "Most recently used channels", .type = AT_INT, .min = 1, .max = 999999999,
     .dflt = "999999999", .flags = AF_KEY,
     .col = {.heading = "CLWLMRUC", .width = 9, .pos = 4},
     .help = "The most outbound cluster channels the workload algorithm keeps using: it chooses "
             "among the most recently used ones. A small value can leave instances of a queue "
             "unused.", .source = MQDOC_QMCLUS,
     .field_pos = 6},
    {.kinds = B(MQ_QMGR), .key = "clwlexit", .native = "CLWLEXIT", .label = "Workload exit",
     .type = AT_TEXT, .max = 128, .dflt = " ", .flags = AF_QUOTED,
     .help = "The cluster workload exit, as module(function) on Multiplatforms. When set, the exit "
             "can override the algorithm's choice on MQOPEN, MQPUT and MQPUT1.",
     .source = MQDOC_QMCLUS,
     .field_pos = 9, .group = "Cluster workload exit"},
    {.kinds = B(MQ_QMGR), .key = "clwldata", .native = "CLWLDATA", .label = "Workload exit data",
     .type = AT_TEXT, .max = 32, .dflt = " ", .flags = AF_QUOTED,
     .help = "Up to 32 bytes passed to the cluster workload exit. Has no effect without CLWLEXIT.",
     .source = MQDOC_CLWLDATA,
     .field_pos = 10},
    {.kinds = B(MQ_QMGR), .key = "clwllen", .native = "CLWLLEN", .label = "Exit message length",
     .type = AT_INT, .max = 999999999, .dflt = "100",
     .help = "How many bytes of each message the cluster workload exit sees (at most the message "
             "length and MAXMSGL). Has no effect without CLWLEXIT.", .source = MQDOC_QMGR_ATTRS,
     .field_pos = 11},
    {.kinds = B(MQ_QMGR), .key = "repos", .native = "REPOS", .label = "Full repository for cluster",
     .type = AT_REF, .max = 48, .ref = "cluster", .dflt = " ", .flags = AF_FOLD | AF_KEY,
     .col = {.heading = "Full repos", .width = 11, .pos = 2},
     .help = "The cluster for which this queue manager holds a full repository. Blank: a partial "
             "repository. Cannot be set together with REPOSNL.", .source = MQDOC_QMCLUS,
     .field_pos = 7},
    {.kinds = B(MQ_QMGR), .key = "reposnl", .native = "REPOSNL",
     .label = "Full repository namelist", .type = AT_REF, .max = 48, .ref = "namelist", .dflt = " ",
     .flags = AF_FOLD,
     .help = "A namelist of the clusters for which this queue manager holds a full repository. "
             "Cannot be set together with REPOS.", .source = MQDOC_QMCLUS,
     .field_pos = 8},
    {.kinds = B(MQ_QMGR), .key = "suspend", .native = "SUSPEND", .label = "Suspended from clusters",
     .type = AT_LIST, .max = 48, .ref = "cluster", .flags = AF_FOLD | AF_COMMAND | AF_KEY,
     .col = {.heading = "Suspended", .width = 12, .pos = 5},
     .help = "Clusters this queue manager is suspended from (SUSPEND QMGR CLUSTER). The other "
             "members avoid sending to it while they have another choice; it still receives "
             "messages when it is the only instance or when messages are bound to it.",
     .source = MQDOC_SUSPEND,
     .field_pos = 12, .group = "Suspension (SU and RE on the queue managers list)"},
    {.kinds = B(MQ_QMGR), .key = "suspendnl", .native = "SUSPENDNL",
     .label = "Suspended from namelists", .type = AT_LIST, .max = 48, .ref = "namelist",
     .flags = AF_FOLD | AF_COMMAND,
     .help = "Namelists of clusters this queue manager is suspended from (SUSPEND QMGR CLUSNL).",
     .source = MQDOC_SUSPEND,
     .field_pos = 13},
    {.kinds = B(MQ_QMGR), .key = "suspmode", .native = "MODE", .label = "Suspend mode",
     .type = AT_ENUM, .choices = suspmode, .dflt = "QUIESCE", .flags = AF_FOLD | AF_COMMAND,
     .help = "How the suspension was requested: QUIESCE asks the members to avoid this queue "
             "manager; FORCE also stops its cluster channels.", .source = MQDOC_SUSPEND,
     .field_pos = 14},

    /* ---- namelists ---------------------------------------------------------------------- */
    {.kinds = B(MQ_NAMELIST), .key = "descr", .native = "DESCR", .label = "Description",
     .type = AT_TEXT, .max = 64, .dflt = " ", .flags = AF_QUOTED,
     .help = DESCR_HELP, .source = MQDOC_DEFINE_NAMELIST},
    {.kinds = B(MQ_NAMELIST), .key = "names", .native = "NAMES", .label = "Names", .type = AT_LIST,
     .max = 48, .dflt = " ", .flags = AF_FOLD | AF_KEY,
     .col = {.heading = "Names", .width = 40, .pos = 1},
     .help = "Up to 256 names of up to 48 characters: the clusters of a CLUSNL or REPOSNL, or "
             "queue names.", .source = MQDOC_DEFINE_NAMELIST},

    /* ---- queues ------------------------------------------------------------------------- */
    {.kinds = QUEUES, .key = "descr", .native = "DESCR", .label = "Description", .type = AT_TEXT,
     .max = 64, .dflt = " ", .flags = AF_KEY | AF_QUOTED,
     .col = {.heading = "Description", .width = 40, .pos = 7},
     .help = DESCR_HELP, .source = MQDOC_ALTER_QUEUES,
     .field_pos = 1},
    {.kinds = QUEUES_CLUSTERABLE, .key = "cluster", .native = "CLUSTER", .label = "Cluster",
     .type = AT_REF, .max = 48, .ref = "cluster", .dflt = " ", .flags = AF_FOLD | AF_KEY,
     .col = {.heading = "Cluster", .width = 10, .pos = 1},
     .list_also = "clusnl",
     .help = "The cluster in which this queue is advertised. Blank: not a cluster queue. Cannot be "
             "set together with CLUSNL. Blanking it while not-fixed applications use the queue "
             "makes their next put fail with 2085.", .source = MQDOC_QUECLUS,
     .field_pos = 9, .group = "Cluster"},
    {.kinds = QUEUES_CLUSTERABLE, .key = "clusnl", .native = "CLUSNL", .label = "Cluster namelist",
     .type = AT_REF, .max = 48, .ref = "namelist", .dflt = " ", .flags = AF_FOLD,
     .help = "A namelist of the clusters in which this queue is advertised. Cannot be set together "
             "with CLUSTER.", .source = MQDOC_QUECLUS,
     .field_pos = 10},
    {.kinds = QUEUES_CLUSTERABLE, .key = "clwlprty", .native = "CLWLPRTY", .label = "Priority",
     .type = AT_INT, .max = 9, .dflt = "0", .flags = AF_KEY,
     .col = {.heading = "CLWLPRTY", .width = 8, .pos = 4},
     .help = "Queue priority for the workload algorithm, 0 to 9: among available instances, the "
             "highest priority wins. Checked after channel status, so an unavailable instance is "
             "passed over.", .source = MQDOC_QUECLUS,
     .field_pos = 13},
    {.kinds = QUEUES_CLUSTERABLE, .key = "clwlrank", .native = "CLWLRANK", .label = "Rank",
     .type = AT_INT, .max = 9, .dflt = "0", .flags = AF_KEY,
     .col = {.heading = "CLWLRANK", .width = 8, .pos = 5},
     .help = "Queue rank for the workload algorithm, 0 to 9: the highest rank wins even when its "
             "channel is down, so messages wait on the transmission queue instead of failing over.",
     .source = MQDOC_QUECLUS,
     .field_pos = 14},
    {.kinds = B(MQ_QLOCAL), .key = "clwluseq", .native = "CLWLUSEQ", .label = "Use local queue",
     .type = AT_ENUM, .choices = queue_useq, .dflt = "QMGR", .flags = AF_FOLD | AF_KEY,
     .col = {.heading = "CLWLUSEQ", .width = 8, .pos = 6},
     .help = "Whether a put by a local application prefers this local instance (LOCAL), balances "
             "over all instances (ANY) or follows the queue manager (QMGR).",
     .source = MQDOC_QUECLUS,
     .field_pos = 12},
    {.kinds = QUEUES_CLUSTERABLE, .key = "defbind", .native = "DEFBIND", .label = "Default binding",
     .type = AT_ENUM, .choices = defbind, .dflt = "OPEN", .flags = AF_FOLD | AF_KEY,
     .col = {.heading = "DEFBIND", .width = 8, .pos = 2},
     .help = "The binding for applications that open with MQOO_BIND_AS_Q_DEF: OPEN fixes the "
             "instance at open (no balancing of that handle), NOTFIXED chooses for every put, "
             "GROUP per message group. Opened through a local alias queue, the alias's DEFBIND "
             "applies.", .source = MQDOC_QUECLUS,
     .field_pos = 11},
    {.kinds = QUEUES, .key = "put", .native = "PUT", .label = "Put enabled", .type = AT_ENUM,
     .choices = put, .dflt = "ENABLED", .flags = AF_FOLD | AF_KEY,
     .col = {.heading = "PUT", .width = 8, .pos = 3},
     .help = "Whether messages can be put. The workload algorithm drops put-disabled instances "
             "while a put-enabled one remains; if all are disabled, opens fail with 2268.",
     .source = MQDOC_ALTER_QUEUES,
     .field_pos = 2},
    {.kinds = B(MQ_QALIAS), .key = "target", .native = "TARGET", .synonym = "TARGQ",
     .label = "Target", .type = AT_NAME, .max = 48, .dflt = " ", .flags = AF_FOLD,
     .help = "The queue or topic this alias resolves to.", .source = MQDOC_ALTER_QUEUES,
     .field_pos = 4},
    {.kinds = B(MQ_QREMOTE), .key = "rname", .native = "RNAME", .label = "Remote queue",
     .type = AT_NAME, .max = 48, .dflt = " ", .flags = AF_FOLD,
     .help = "The name of the queue on the remote queue manager. Blank with a RQMNAME: a queue "
             "manager alias.", .source = MQDOC_ALTER_QUEUES,
     .field_pos = 5},
    {.kinds = B(MQ_QREMOTE), .key = "rqmname", .native = "RQMNAME", .label = "Remote queue manager",
     .type = AT_NAME, .max = 48, .dflt = " ", .flags = AF_FOLD,
     .help = "The remote queue manager, or the queue manager alias resolved.", .source = MQDOC_ALTER_QUEUES,
     .field_pos = 6},
    {.kinds = B(MQ_QREMOTE), .key = "xmitq", .native = "XMITQ", .label = "Transmission queue",
     .type = AT_REF, .max = 48, .ref = "queue", .dflt = " ", .flags = AF_FOLD,
     .help = "The transmission queue to use. Blank: the default, or cluster routing.",
     .source = MQDOC_ALTER_QUEUES,
     .field_pos = 7},
    {.kinds = B(MQ_QLOCAL) | B(MQ_QMODEL), .key = "usage", .native = "USAGE", .label = "Usage",
     .type = AT_ENUM, .choices = usage, .dflt = "NORMAL", .flags = AF_FOLD,
     .help = "NORMAL or XMITQ. A transmission queue can never be a cluster queue.",
     .source = MQDOC_ALTER_QUEUES,
     .field_pos = 3},
    {.kinds = B(MQ_QLOCAL) | B(MQ_QMODEL), .key = "clchname", .native = "CLCHNAME",
     .label = "Cluster-sender channels", .type = AT_TEXT, .max = 48, .dflt = " ",
     .flags = AF_FOLD,
     .help = "For a cluster transmission queue: the (generic) names of the cluster-sender channels "
             "it serves, e.g. CLS2.*. Not part of the balancing itself.", .source = MQDOC_ALTER_QUEUES,
     .field_pos = 8},

    /* ---- channels ----------------------------------------------------------------------- */
    {.kinds = CHANNELS, .key = "descr", .native = "DESCR", .label = "Description", .type = AT_TEXT,
     .max = 64, .dflt = " ", .flags = AF_KEY | AF_QUOTED,
     .col = {.heading = "Description", .width = 40, .pos = 7},
     .help = DESCR_HELP, .source = MQDOC_DEFINE_CHANNEL,
     .field_pos = 4},
    {.kinds = TCP_CHANNELS, .key = "trptype", .native = "TRPTYPE", .label = "Transport type",
     .type = AT_ENUM, .choices = trptype, .dflt = "TCP", .flags = AF_FOLD,
     .help = "The transport: TCP, LU62, NETBIOS or SPX.", .source = MQDOC_DEFINE_CHANNEL,
     .field_pos = 5},
    {.kinds = CONNAME_CHANNELS, .key = "conname", .native = "CONNAME", .label = "Connection name",
     .type = AT_TEXT, .max = 264, .dflt = " ", .flags = AF_KEY | AF_QUOTED,
     .col = {.heading = "Connection name", .width = 30, .pos = 6},
     .help = "host(port)[,host(port)…]. On a cluster-receiver it is this queue manager's own "
             "address, which every member of the cluster uses to reach it: never a loopback "
             "address when the members are on different hosts, never a group address. Blank on "
             "Multiplatforms: filled in from the system's IP address and port 1414.",
     .source = MQDOC_CONNAME "; " MQDOC_CONNAME_CD,
     .field_pos = 3},
    {.kinds = CLUSCHL, .key = "cluster", .native = "CLUSTER", .label = "Cluster", .type = AT_REF,
     .max = 48, .ref = "cluster", .dflt = " ", .flags = AF_FOLD | AF_KEY,
     .col = {.heading = "Cluster", .width = 10, .pos = 5},
     .list_also = "clusnl",
     .help = "The cluster the channel belongs to. Cannot be set together with CLUSNL.",
     .source = MQDOC_CHLCLUS,
     .field_pos = 1},
    {.kinds = CLUSCHL, .key = "clusnl", .native = "CLUSNL", .label = "Cluster namelist",
     .type = AT_REF, .max = 48, .ref = "namelist", .dflt = " ", .flags = AF_FOLD,
     .help = "A namelist of the clusters the channel belongs to. Cannot be set together with "
             "CLUSTER.", .source = MQDOC_CHLCLUS,
     .field_pos = 2},
    {.kinds = CLUSCHL, .key = "clwlwght", .native = "CLWLWGHT", .label = "Weight", .type = AT_INT,
     .min = 1, .max = 99, .dflt = "50", .flags = AF_KEY,
     .col = {.heading = "CLWLWGHT", .width = 8, .pos = 1},
     .help = "Channel weight, 1 to 99: the share of messages this queue manager receives relative "
             "to the other instances (60 against 20 sends three messages in four here). Set it on "
             "the cluster-receiver: the other members' auto-defined cluster-senders copy it. Equal "
             "weights share evenly, whatever their value. Once any weight differs from 50, MQ counts "
             "the messages of every cluster queue sent over a channel together, so a busy queue "
             "shifts the split of a quiet one.", .source = MQDOC_CHLCLUS "; " MQDOC_WEIGHT "; " MQDOC_WGHT_NOTE "; " MQDOC_V6_WEIGHT,
     .field_pos = 7, .group = "Workload balancing"},
    {.kinds = CLUSCHL, .key = "clwlprty", .native = "CLWLPRTY", .label = "Priority", .type = AT_INT,
     .max = 9, .dflt = "0", .flags = AF_KEY,
     .col = {.heading = "CLWLPRTY", .width = 8, .pos = 2},
     .help = "Channel priority, 0 to 9: among the available destinations the highest priority "
             "wins. Checked after channel status, so a backup of lower priority can receive "
             "messages while the primary's channel is starting.", .source = MQDOC_CHLCLUS,
     .field_pos = 8},
    {.kinds = CLUSCHL, .key = "clwlrank", .native = "CLWLRANK", .label = "Rank", .type = AT_INT,
     .max = 9, .dflt = "0", .flags = AF_KEY,
     .col = {.heading = "CLWLRANK", .width = 8, .pos = 3},
     .help = "Channel rank, 0 to 9: the highest rank wins even when unreachable, so messages wait "
             "on the transmission queue rather than fail over. Meant for routing through gateways "
             "between overlapping clusters.", .source = MQDOC_CHLCLUS,
     .field_pos = 9},
    {.kinds = B(MQ_CLUSRCVR), .key = "netprty", .native = "NETPRTY", .label = "Network priority",
     .type = AT_INT, .max = 9, .dflt = "0", .flags = AF_KEY,
     .col = {.heading = "NETPRTY", .width = 7, .pos = 4},
     .help = "Network priority, 0 to 9: when this queue manager advertises several "
             "cluster-receivers (several networks), the route with the highest NETPRTY is used. "
             "Valid on cluster-receivers only.", .source = MQDOC_CHLATTR_NR,
     .field_pos = 10},
    {.kinds = B(MQ_SDR) | B(MQ_SVR), .key = "xmitq", .native = "XMITQ",
     .label = "Transmission queue", .type = AT_REF, .max = 48, .ref = "queue", .dflt = " ",
     .flags = AF_FOLD,
     .help = "The transmission queue the channel serves.", .source = MQDOC_DEFINE_CHANNEL,
     .field_pos = 6},
};

/* mq_name_problem for the system contract: templates resolve against the top's name;
 * subscription names are free text and are not checked. */
static const char *name_problem(const struct kind_def *kind, const char *name,
                                const struct pol_object *top)
{
    if (kind->index == MQ_SUB)
        return NULL;
    return mq_name_problem(kind, name, top ? top->name : NULL);
}

/* mq_default_object_name for the system contract. */
static const char *default_object(const struct kind_def *kind)
{
    return mq_default_object_name(kind->index);
}

/* Authentication information objects come by type, in the order of the four real dumps
 * (samples/mq/QM4…QM7: dmpmqcfg inquires them type by type), then by name. */
static unsigned dump_rank(const struct pol_object *o)
{
    static const char *const authtypes[] = {"IDPWLDAP", "IDPWOS", "OCSP", "CRLLDAP"};
    if (o->kind->index != MQ_AUTHINFO)
        return 0;
    const struct pol_param *t = pol_param_get(o, "AUTHTYPE", PARAM_OTHER);
    for (unsigned i = 0; t && t->value && i < 4; i++)
        if (strcmp(t->value, authtypes[i]) == 0)
            return i;
    return 4;
}

const struct system_def mq_system_def = {
    .id = "mq",
    .label = "IBM MQ",
    .rule_prefix = "MQ",
    .kinds = kinds,
    .nkinds = MQ_NKINDS,
    .attrs = attrs,
    .nattrs = sizeof attrs / sizeof attrs[0],
    .path = mq_object_path,
    .path_find = mq_path_find,
    .value_problem = mq_value_problem,
    .name_problem = name_problem,
    .object_problems = mq_object_problems,
    .effective = mq_effective,
    .summary_build = mq_summary_new,
    .summary_free = mq_summary_delete,
    .rules = &mq_rule_set_def,
    .doc_key = "queue_managers",
    .name_rule = "MQ005",
    .default_object = default_object,
    .dump_rank = dump_rank,
    .extra_attrs = mq_extra_attrs,
    .param_value = mq_param_value,
    .param_text = mq_param_text,
    .sim = &mq_sim_engine,
};

const struct system_def *mq_system(void)
{
    return &mq_system_def;
}

const struct kind_def *mq_kind(enum mq_kind k)
{
    schema_init();
    return &kinds[k];
}

bool mq_is_queue(const struct kind_def *k)
{
    return k->sys == &mq_system_def && k->index >= MQ_QLOCAL && k->index <= MQ_QMODEL;
}

bool mq_is_channel(const struct kind_def *k)
{
    return k->sys == &mq_system_def && k->index >= MQ_CLUSRCVR && k->index <= MQ_MQTT;
}

bool mq_is_cluster_channel(const struct kind_def *k)
{
    return k->sys == &mq_system_def && (k->index == MQ_CLUSRCVR || k->index == MQ_CLUSSDR);
}
