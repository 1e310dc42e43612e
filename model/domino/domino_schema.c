/* model/domino/domino_schema.c — the HCL Domino schema: a server and its replicas, and one
 * attribute table whose server rows are the NOTES.INI settings of cluster workload balancing.
 *
 * The settings, their types, ranges and defaults follow research/domino_opentp1.md A1 and the
 * documents each row's `source` names (domino_docs.h); a range HCL does not state is ours and
 * its help says so ([U]). Every range is advisory (AF_ADVISORY): a server's NOTES.INI past a limit
 * is still stored as it is, and validation reports it (DOM901). The canonical key of a setting is
 * its native name in lower case, which is also its YAML key. Help texts are our own words. */
#include "model/domino/domino.h"
#include "model/domino/domino_docs.h"
#include "model/domino/domino_sim.h"

#include <string.h>
#include <strings.h>

#define B(k) (UINT64_C(1) << (k))
#define SRV B(DOM_SERVER)
#define REP B(DOM_REPLICA)
#define INT_MAX_DOM 2147483647LL

static struct kind_def kinds[DOM_NKINDS] = {
    [DOM_SERVER] = {.id = "SERVER", .label = "Server", .native = "SERVER", .ns = "server", .table = "dom_server",
                    .name_max = DOMINO_NAME_MAX, .flags = KF_TOP | KF_MODELLED},
    [DOM_REPLICA] = {.id = "REPLICA", .label = "Replica", .native = "REPLICA", .ns = "replica",
                     .table = "dom_replica", .name_max = 17, .flags = KF_MODELLED, .order = 1},
};

static const struct attr_choice restricted[] = {
    {"0", "Not restricted: the server takes new database opens"},
    {"1", "Restricted until the server restarts: new opens are refused or sent to a replica"},
    {"2", "Restricted persistently, also after a restart"},
    {NULL, NULL},
};
static const struct attr_choice off_on[] = {
    {"0", "Cluster replication runs (the default)"},
    {"1", "Cluster replication is turned off on this server"},
    {NULL, NULL},
};
static const struct attr_choice yes_no[] = {{"YES", "Set"}, {"NO", "Not set"}, {NULL, NULL}};

static const struct attr_def attrs[] = {
    /* ---- where the server belongs ---------------------------------------------------------- */
    {.kinds = SRV, .key = "cluster", .native = "Cluster", .label = "Cluster", .type = AT_TEXT, .max = 64,
     .flags = AF_KEY, .col = {"CLUSTER", 12, 1}, .field_pos = 1, .group = "Membership",
     .help = "The cluster the server is a member of. Domino keeps membership in the Domino Directory, not "
             "in NOTES.INI: it is given with --cluster at import or typed here, and kept when the "
             "server's NOTES.INI is imported again. Blank: the server is in no cluster.",
     .source = DOMDOC_BALANCING},
    {.kinds = SRV, .key = "domain", .native = "Domain", .label = "Domino domain", .type = AT_TEXT, .max = 64,
     .flags = AF_KEY, .col = {"DOMAIN", 10, 6}, .field_pos = 2,
     .help = "The Domino domain the server belongs to (Domain= in NOTES.INI). Every member of a cluster "
             "is in one domain.",
     .source = DOMDOC_BALANCING},
    {.kinds = SRV, .key = "ports", .native = "Ports", .label = "Enabled ports", .type = AT_TEXT,
     .field_pos = 3,
     .help = "The network ports the server has enabled, comma-separated, in the order it tries them "
             "(Ports= in NOTES.INI; a port the administrator disables leaves this list for "
             "DisabledPorts=). The cluster ports below must be among them.",
     .source = DOMDOC_PORTS},
    /* ---- workload balancing ---------------------------------------------------------------- */
    {.kinds = SRV, .key = "server_availability_threshold", .native = "Server_Availability_Threshold",
     .label = "Availability threshold", .type = AT_INT, .min = 0, .max = 100, .dflt = "0",
     .flags = AF_ADVISORY | AF_KEY, .col = {"THRESH", 6, 2}, .field_pos = 4, .group = "Workload balancing",
     .help = "The availability index at or below which the Cluster Manager marks the server BUSY and sends "
             "new database opens to the most available member holding a replica. 0 (the default) turns "
             "workload balancing off on this server; 100 keeps it BUSY at all times, so that it takes "
             "users only when no other member can (failover). HCL's setting page says BUSY below the "
             "threshold; its task and statistics pages say at or below.",
     .source = DOMDOC_THRESHOLD "; " DOMDOC_LIMITING "; " DOMDOC_STATS},
    {.kinds = SRV, .key = "server_maxusers", .native = "Server_MaxUsers", .label = "Maximum users",
     .type = AT_INT, .min = 0, .max = INT_MAX_DOM, .dflt = "0", .flags = AF_ADVISORY | AF_KEY,
     .col = {"MAXUSERS", 8, 3}, .field_pos = 5,
     .help = "The most active users the server takes; past it the server is in the MAXUSERS state and "
             "refuses new database opens, which then fail over. 0 or unset: no limit. Counts Notes "
             "(NRPC) users only, not web users.",
     .source = DOMDOC_MAXUSERS},
    {.kinds = SRV, .key = "server_restricted", .native = "Server_Restricted", .label = "Restricted",
     .type = AT_ENUM, .choices = restricted, .dflt = "0", .flags = AF_ADVISORY | AF_KEY,
     .col = {"RESTR", 5, 4}, .field_pos = 6,
     .help = "Whether the server refuses new database opens (RESTRICTED). Unlike BUSY, a restricted server "
             "refuses the user when no replica elsewhere can take the open. Connected users stay; "
             "administrators can still open databases.",
     .source = DOMDOC_RESTRICTED},
    {.kinds = SRV, .key = "server_transinfo_range", .native = "Server_TransInfo_Range",
     .label = "Expansion factor range", .type = AT_INT, .min = 1, .max = 20, .dflt = "6",
     .flags = AF_ADVISORY, .field_pos = 7, .group = "Availability index",
     .help = "The power of two of the expansion factor that counts as fully loaded (availability index 0): "
             "6, the default, is 64. Too high and the server never turns BUSY; too low and its index sits "
             "at 0 while it is idle. The upper bound 20 is ours [U]: HCL states none.",
     .source = DOMDOC_TRANSINFO "; " DOMDOC_STATS},
    {.kinds = SRV, .key = "server_transinfo_max", .native = "Server_TransInfo_Max",
     .label = "Sampling periods", .type = AT_INT, .min = 1, .max = 100, .flags = AF_ADVISORY, .field_pos = 8,
     .help = "How many sampling periods the server averages its transaction times over (R6 and later). "
             "HCL documents 5 periods by default but not which setting holds that number [U]; the "
             "bounds are ours [U].",
     .source = DOMDOC_SAMPLING "; " DOMDOC_TUNING},
    {.kinds = SRV, .key = "server_transinfo_update_interval", .native = "Server_TransInfo_Update_Interval",
     .label = "Sampling period (s)", .type = AT_INT, .min = 1, .max = 3600, .flags = AF_ADVISORY,
     .field_pos = 9,
     .help = "The length of one sampling period, in seconds (R6 and later). HCL documents periods of 15 "
             "seconds by default but not which setting holds that number [U]; the bounds are ours [U].",
     .source = DOMDOC_SAMPLING "; " DOMDOC_TUNING},
    {.kinds = SRV, .key = "server_transinfo_normalize", .native = "Server_TransInfo_Normalize",
     .label = "Normalize (legacy)", .type = AT_INT, .min = 1, .max = INT_MAX_DOM, .flags = AF_ADVISORY,
     .field_pos = 10,
     .help = "R4.6 and R5 only: the divisor of response times before the availability index was worked "
             "out (3000 by default). Obsolete from R6, whose algorithm ignores it.",
     .source = DOMDOC_NORMALIZE "; " DOMDOC_TUNING},
    /* ---- cluster traffic ------------------------------------------------------------------- */
    {.kinds = SRV, .key = "server_cluster_default_port", .native = "Server_Cluster_Default_Port",
     .label = "Cluster port", .type = AT_TEXT, .max = 32, .field_pos = 11, .group = "Cluster traffic",
     .help = "The port the server uses for traffic within its cluster: a port name as the Server "
             "document's Ports tab gives it, which Ports= must list.",
     .source = DOMDOC_DEFAULT_PORT},
    {.kinds = SRV, .key = "server_cluster_auxiliary_ports", .native = "Server_Cluster_Auxiliary_Ports",
     .label = "Auxiliary cluster ports", .type = AT_TEXT, .field_pos = 12,
     .help = "Further ports for cluster traffic, comma-separated, * for any port. No HCL page on it was "
             "found [U]; each named port must be enabled as for the cluster port.",
     .source = DOMDOC_DEFAULT_PORT},
    {.kinds = SRV, .key = "cluster_replicators", .native = "Cluster_Replicators", .label = "Cluster replicators",
     .type = AT_INT, .min = 1, .max = 100, .flags = AF_ADVISORY, .field_pos = 13,
     .help = "How many cluster replicator tasks the server starts (one when unset). The upper bound is "
             "ours [U].",
     .source = DOMDOC_REPLICATORS},
    {.kinds = SRV, .key = "disable_cluster_replicator", .native = "Disable_Cluster_Replicator",
     .label = "Cluster replication off", .type = AT_ENUM, .choices = off_on, .dflt = "0",
     .flags = AF_ADVISORY, .field_pos = 14,
     .help = "1 turns cluster replication off on this server; its replicas then drift from the other "
             "members' until the scheduled replicator runs.",
     .source = DOMDOC_DISABLE_REPL},
    {.kinds = SRV, .key = "server_maxsessions", .native = "Server_MaxSessions", .label = "Maximum sessions",
     .type = AT_INT, .min = 0, .max = INT_MAX_DOM, .flags = AF_ADVISORY, .field_pos = 15,
     .help = "The most network sessions the server keeps open; lower it when several replicators run.",
     .source = DOMDOC_MAXSESSIONS},
    {.kinds = SRV, .key = "server_cluster_probe_timeout", .native = "Server_Cluster_Probe_Timeout",
     .label = "Probe timeout (min) [U]", .type = AT_INT, .min = 1, .max = 1440, .flags = AF_ADVISORY,
     .field_pos = 16, .group = "Probing [U]",
     .help = "How long the Cluster Manager waits for a cluster mate's answer to a probe, in minutes. Not "
             "documented by HCL [U]; the name, unit and bounds come from a third party.",
     .source = DOMDOC_PROBE},
    {.kinds = SRV, .key = "server_cluster_probe_count", .native = "Server_Cluster_Probe_Count",
     .label = "Probe count [U]", .type = AT_INT, .min = 1, .max = 100, .flags = AF_ADVISORY, .field_pos = 17,
     .help = "How many probes the Cluster Manager sends before it takes a cluster mate for down. Not "
             "documented by HCL [U].",
     .source = DOMDOC_PROBE},
    {.kinds = SRV, .key = "server_cluster_probe_interval", .native = "Server_Cluster_Probe_Interval",
     .label = "Probe interval (min) [U]", .type = AT_INT, .min = 1, .max = 1440, .flags = AF_ADVISORY,
     .field_pos = 18,
     .help = "Minutes between probes of the cluster mates. Not documented by HCL [U].",
     .source = DOMDOC_PROBE},
    /* ---- a replica ------------------------------------------------------------------------- */
    {.kinds = REP, .key = "database", .native = "database", .label = "Title", .type = AT_TEXT, .max = 128,
     .flags = AF_KEY, .col = {"TITLE", 24, 1}, .field_pos = 1,
     .help = "The database's title, as the Cluster Database Directory shows it.",
     .source = DOMDOC_BALANCING},
    {.kinds = REP, .key = "path", .native = "path", .label = "Path", .type = AT_TEXT, .max = 255,
     .flags = AF_KEY, .col = {"PATH", 24, 2}, .field_pos = 2,
     .help = "The database's file name relative to the server's data directory (mail/jdoe.nsf).",
     .source = DOMDOC_BALANCING},
    {.kinds = REP, .key = "out_of_service", .native = "out_of_service", .label = "Out of service",
     .type = AT_BOOL, .choices = yes_no, .dflt = "NO", .flags = AF_KEY | AF_FOLD, .col = {"OOS", 3, 3},
     .field_pos = 3,
     .help = "The replica is marked Out of Service in the Cluster Database Directory: opens fail over to "
             "another member's replica.",
     .source = DOMDOC_FAILOVER},
    {.kinds = REP, .key = "pending_delete", .native = "pending_delete", .label = "Pending delete",
     .type = AT_BOOL, .choices = yes_no, .dflt = "NO", .flags = AF_KEY | AF_FOLD, .col = {"DEL", 3, 4},
     .field_pos = 4,
     .help = "The replica is marked Pending Delete: it takes no new opens and is deleted once its users "
             "leave.",
     .source = DOMDOC_FAILOVER},
    {.kinds = REP, .key = "clustered", .native = "clustered", .label = "Wanted on every member",
     .type = AT_BOOL, .choices = yes_no, .dflt = "NO", .flags = AF_KEY | AF_FOLD, .col = {"CLU", 3, 5},
     .field_pos = 5,
     .help = "The administrator wants a replica of this database on every member of the cluster; a "
             "member without one is reported (DOM004).",
     .source = DOMDOC_BALANCING},
};

const struct system_def domino_system_def = {
    .id = "domino",
    .label = "HCL Domino",
    .rule_prefix = "DOM",
    .kinds = kinds,
    .nkinds = DOM_NKINDS,
    .attrs = attrs,
    .nattrs = sizeof attrs / sizeof attrs[0],
    .path = domino_object_path,
    .path_find = domino_path_find,
    .value_problem = domino_value_problem,
    .name_problem = domino_name_problem,
    .rules = &domino_rule_set,
    .doc_key = "domino_servers",
    .sim = &domino_sim_engine,
};

const struct kind_def *domino_kind(enum domino_kind k)
{
    schema_init();
    return &kinds[k];
}

bool domino_is_setting(const struct attr_def *a)
{
    return (a->kinds & SRV) && strcmp(a->key, "cluster") != 0;
}

int domino_setting_index(const char *kw)
{
    const struct kind_def *k = domino_kind(DOM_SERVER);
    int i = strcasecmp(kw, "Cluster") == 0 ? -1 : schema_attr_native(k, kw);
    return i >= 0 && domino_is_setting(k->attrs[i]) ? i : -1;
}
