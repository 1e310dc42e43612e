/* model/tp1/tp1_schema.c — the Hitachi OpenTP1 schema: a node and the objects of its definition
 * directory, one attribute table.
 *
 * Keys are the operand names as the manuals write them (`scd_announce_server_status`), which are
 * also the keys of the YAML section; a command's flags are keyed by what they give (`group` for
 * scdmulti's -g) with the flag as the native keyword. Ranges and defaults follow
 * ../research/domino_opentp1.md B2 and B3.4; every row is AF_ADVISORY: the documented limits are
 * findings of validation (TP1901…), never refusals of the store, so a real file past a limit is
 * kept as it is. AF_QUOTED marks the operands the definitions write in double quotes. A command's
 * flags are AF_READONLY: the rules and panels read them, the file keeps the command's line as it
 * was written (one statement, several values: the source layout binds one value per statement).
 * Help texts are our own words; [U] marks what no manual page read confirms. */
#include "model/tp1/tp1.h"
#include "model/tp1/tp1_docs.h"
#include "model/tp1/tp1_rules.h"
#include "model/tp1/tp1_sim.h"

#include <string.h>

#define B(k) (UINT64_C(1) << (k))
#define AD AF_ADVISORY
#define NODE B(TP1_NODE)
#define USR (B(TP1_USRRC) | B(TP1_USRSVC))

static struct kind_def kinds[TP1_NKINDS] = {
    /* id  label  native  subtype  ns  table  name_max  flags  order  parents */
    [TP1_NODE] = {"NODE", "Node", "NODE", NULL, "node", "tp1_node", 64, KF_TOP | KF_MODELLED, 0, 0},
    [TP1_BETRANRC] = {"BETRANRC", "System common definition", "betranrc", NULL, "file",
                      "tp1_betranrc", 255, KF_MODELLED, 1, 0},
    [TP1_SCD] = {"SCD", "Schedule service definition", "scd", NULL, "file", "tp1_scd", 255,
                 KF_MODELLED, 2, 0},
    [TP1_SCDBUFGRP] = {"SCDBUFGRP", "Schedule buffer group", "scdbufgrp", NULL, "scdbufgrp",
                       "tp1_scdbufgrp", 0, KF_MODELLED | KF_ORDERED | KF_UNNAMED, 3, B(TP1_SCD)},
    [TP1_SCDMULTI] = {"SCDMULTI", "Multi-scheduler daemons", "scdmulti", NULL, "scdmulti",
                      "tp1_scdmulti", 0, KF_MODELLED | KF_ORDERED | KF_UNNAMED, 4, B(TP1_SCD)},
    [TP1_USRCONF] = {"USRCONF", "User service configuration", "usrconf", NULL, "file",
                     "tp1_usrconf", 255, KF_MODELLED, 5, 0},
    [TP1_DCSVSTART] = {"DCSVSTART", "User servers started", "dcsvstart", NULL, "dcsvstart",
                       "tp1_dcsvstart", 0, KF_MODELLED | KF_ORDERED | KF_UNNAMED, 6, B(TP1_USRCONF)},
    [TP1_USRRC] = {"USRRC", "User service default definition", "usrrc", NULL, "file", "tp1_usrrc",
                   255, KF_MODELLED, 7, 0},
    [TP1_USRSVC] = {"USRSVC", "User service definition", "usrsvc", NULL, "file", "tp1_usrsvc", 255,
                    KF_MODELLED, 8, 0},
    [TP1_DEFFILE] = {"DEFFILE", "Other definition file", "deffile", NULL, "file", "tp1_deffile", 255,
                     KF_MODELLED, 9, 0},
};

static const struct attr_choice y_n[] = {
    {"Y", "Yes"},
    {"N", "No"},
    {NULL, NULL},
};
static const struct attr_choice ext1[] = {
    {"YES", "TP1/Extension 1 is installed"},
    {"NO", "TP1/Extension 1 is not installed"},
    {"UNKNOWN", "not known: no finding depends on it"},
    {NULL, NULL},
};
static const struct attr_choice advertise[] = {
    {"BEFORE", "name information is sent before the user server starts its services"},
    {"AFTER", "name information is sent after the user server has started"},
    {NULL, NULL},
};
static const struct attr_choice flag[] = {
    {"Y", "the flag is given"},
    {"N", "the flag is not given"},
    {NULL, NULL},
};

static const struct attr_def attrs[] = {
    /* the node: nothing in its files states these; the panels and the YAML section give them */
    {.kinds = NODE, .key = "host", .native = "host", .label = "Host", .type = AT_TEXT, .max = 255,
     .flags = AD | AF_KEY, .col = {"Host", 16, 1}, .group = "Node",
     .help = "The node's host name, as the other nodes' all_node entries name it. The rules match "
             "an all_node entry against the stored nodes' hosts first, then their names.",
     .source = TP1DOC_BETRAN},
    {.kinds = NODE, .key = "port", .native = "port", .label = "Port", .type = AT_INT, .min = 1,
     .max = 65535, .flags = AD,
     .help = "The node's name service port, where known: an all_node entry that gives a port must "
             "give this one.", .source = TP1DOC_BETRAN},
    {.kinds = NODE, .key = "version", .native = "version", .label = "Product version",
     .type = AT_TEXT, .max = 32, .flags = AD,
     .help = "The TP1/Server Base version of the node (07-00…). No definition file states it.",
     .source = TP1DOC_FILES},
    {.kinds = NODE, .key = "extension1", .native = "extension1", .label = "TP1/Extension 1",
     .type = AT_ENUM, .choices = ext1, .dflt = "UNKNOWN", .flags = AD,
     .help = "Whether TP1/Extension 1 is installed: retries after a communication error "
             "(scd_retry_of_comm_error) need it. UNKNOWN gives no finding that depends on it.",
     .source = TP1DOC_OPER},
    {.kinds = NODE, .key = "dccltloadbalance", .native = "DCCLTLOADBALANCE",
     .label = "Client load balancing", .type = AT_ENUM, .choices = y_n, .flags = AD,
     .group = "Client environment definition",
     .help = "TP1/Client/W, P: whether the clients of this node balance between nodes.",
     .source = TP1DOC_CLIENT},
    {.kinds = NODE, .key = "dcscddirect", .native = "DCSCDDIRECT", .label = "Ask the scheduler",
     .type = AT_ENUM, .choices = y_n, .flags = AD,
     .help = "Y: the client asks a schedule service directly and the server decides the node.",
     .source = TP1DOC_CLIENT},
    {.kinds = NODE, .key = "dchost", .native = "DCHOST", .label = "Gateway hosts", .type = AT_LIST,
     .max = 255, .flags = AD,
     .help = "The gateway hosts a client tries, in order; the next only when one refuses.",
     .source = TP1DOC_CLIENT},
    {.kinds = NODE, .key = "dchostselect", .native = "DCHOSTSELECT", .label = "Random gateway",
     .type = AT_ENUM, .choices = y_n, .flags = AD,
     .help = "Y: the client picks its gateway at random among DCHOST.", .source = TP1DOC_CLIENT},

    /* system common definition (betranrc) */
    {.kinds = B(TP1_BETRANRC), .key = "all_node", .native = "all_node", .label = "Other nodes",
     .type = AT_LIST, .max = 255, .flags = AD | AF_QUOTED | AF_KEY, .col = {"all_node", 30, 1},
     .help = "The other OpenTP1 nodes this node exchanges name information with, each "
             "name[:port][:high]. Not the node itself. The nodes that name each other form the "
             "node group whose load is balanced.", .source = TP1DOC_BETRAN},
    {.kinds = B(TP1_BETRANRC), .key = "name_notify", .native = "name_notify",
     .label = "Notify start", .type = AT_ENUM, .choices = y_n, .dflt = "N", .flags = AD | AF_KEY,
     .col = {"Notify", 6, 2},
     .help = "Y: tell every all_node node when this node starts. Unreachable nodes delay going "
             "online.", .source = TP1DOC_BETRAN},

    /* schedule service definition (scd) */
    {.kinds = B(TP1_SCD), .key = "scd_announce_server_status", .native = "scd_announce_server_status",
     .label = "Announce load status", .type = AT_ENUM, .choices = y_n, .dflt = "Y",
     .flags = AD | AF_KEY, .col = {"Announce", 8, 1}, .field_pos = 1,
     .help = "Y: send this node's server load to every node at intervals of 30 s or more, and "
             "choose nodes by load. N: send nothing; nodes are chosen at random. Must be the same "
             "on every node of the node group, or the load concentrates on one node.",
     .source = TP1DOC_OPER "; " TP1DOC_DESCR},
    {.kinds = B(TP1_SCD), .key = "scd_this_node_first", .native = "scd_this_node_first",
     .label = "This node first", .type = AT_ENUM, .choices = y_n, .dflt = "N", .flags = AD | AF_KEY,
     .col = {"Local1st", 8, 2}, .field_pos = 2,
     .help = "Y: a request for a server this node runs goes to it unless it is overloaded or "
             "closed. Useful to keep traffic between nodes low.", .source = TP1DOC_OPER},
    {.kinds = B(TP1_SCD), .key = "schedule_rate", .native = "schedule_rate",
     .label = "LEVEL0 schedule rate", .type = AT_INT, .min = 50, .max = 100, .flags = AD | AF_KEY,
     .col = {"Rate", 4, 3}, .field_pos = 3,
     .help = "Percent, 50 to 100: how strongly the scheduler prefers nodes whose load level is "
             "LEVEL0.", .source = TP1DOC_SCD "; " TP1DOC_OPER},
    {.kinds = B(TP1_SCD), .key = "scd_retry_of_comm_error", .native = "scd_retry_of_comm_error",
     .label = "Retries after comm error", .type = AT_INT, .min = 0, .max = 128, .dflt = "0",
     .flags = AD, .field_pos = 4,
     .help = "0 to 128: how often scheduling retries other nodes after a communication error. "
             "0: the request returns the error. Needs TP1/Extension 1.",
     .source = TP1DOC_SCD "; " TP1DOC_OPER},
    {.kinds = B(TP1_SCD), .key = "scd_server_count", .native = "scd_server_count",
     .label = "User servers scheduled", .type = AT_INT, .min = 0, .max = 8192, .dflt = "32",
     .flags = AD, .help = "The most user servers that use the schedule service: 0 to 8192 (4096 "
             "before version 7).", .source = TP1DOC_SCD},
    {.kinds = B(TP1_SCD), .key = "scd_port", .native = "scd_port", .label = "Scheduler port",
     .type = AT_INT, .min = 5001, .max = 65535, .flags = AD,
     .help = "The schedule service's port, 5001 to 65535.", .source = TP1DOC_SCD},
    {.kinds = B(TP1_SCD), .key = "scd_advertise_control", .native = "scd_advertise_control",
     .label = "Advertise", .type = AT_ENUM, .choices = advertise, .dflt = "BEFORE", .flags = AD,
     .help = "When a starting user server's name information is sent to the all_node nodes.",
     .source = TP1DOC_SCD},

    /* scdbufgrp -g group -n cells -l length */
    {.kinds = B(TP1_SCDBUFGRP), .key = "group", .native = "-g", .label = "Service group",
     .type = AT_TEXT, .max = 31, .flags = AD | AF_READONLY | AF_KEY, .col = {"-g", 16, 1},
     .help = "The service group whose messages the buffer group holds.", .source = TP1DOC_SCD},
    {.kinds = B(TP1_SCDBUFGRP), .key = "cells", .native = "-n", .label = "Buffers", .type = AT_INT,
     .min = 1, .max = 65535, .flags = AD | AF_READONLY | AF_KEY, .col = {"-n", 6, 2},
     .help = "How many message buffers the group has [U: range].", .source = TP1DOC_SCD},
    {.kinds = B(TP1_SCDBUFGRP), .key = "length", .native = "-l", .label = "Buffer length",
     .type = AT_INT, .min = 512, .max = 31457280, .flags = AD | AF_READONLY | AF_KEY, .col = {"-l", 9, 3},
     .help = "The length of each buffer in bytes [U: range].", .source = TP1DOC_SCD},

    /* scdmulti -m count -p port -g group -t */
    {.kinds = B(TP1_SCDMULTI), .key = "daemons", .native = "-m", .label = "Daemons", .type = AT_INT,
     .min = 1, .max = 4096, .flags = AD | AF_READONLY | AF_KEY, .col = {"-m", 5, 1},
     .help = "How many multi-scheduler daemons start, 1 to 4096.", .source = TP1DOC_SCDMULTI},
    {.kinds = B(TP1_SCDMULTI), .key = "port", .native = "-p", .label = "Port", .type = AT_INT,
     .min = 5001, .max = 65535, .flags = AD | AF_READONLY | AF_KEY, .col = {"-p", 5, 2},
     .help = "The first port of the daemons, 5001 to 65535.", .source = TP1DOC_SCDMULTI},
    {.kinds = B(TP1_SCDMULTI), .key = "group", .native = "-g", .label = "Group", .type = AT_TEXT,
     .max = 8, .flags = AD | AF_READONLY | AF_KEY, .col = {"-g", 8, 3},
     .help = "The multi-scheduler group; the sending user servers name it in multi_schedule.",
     .source = TP1DOC_SCDMULTI},
    {.kinds = B(TP1_SCDMULTI), .key = "t", .native = "-t", .label = "Flag -t", .type = AT_ENUM,
     .choices = flag, .flags = AD | AF_READONLY,
     .help = "The -t flag, given (Y) or not [U: its meaning is not in the pages read].",
     .source = TP1DOC_SCDMULTI},

    /* dcsvstart -u server[,server…] */
    {.kinds = B(TP1_DCSVSTART), .key = "servers", .native = "-u", .label = "User servers",
     .type = AT_LIST, .max = 8, .flags = AD | AF_READONLY | AF_KEY, .col = {"-u", 40, 1},
     .help = "The user servers started with OpenTP1; only these count as hosted by the node "
             "[U: the command's other flags are kept as written].", .source = TP1DOC_FILES},

    /* user service definition and its default definition */
    {.kinds = B(TP1_USRSVC), .key = "service_group", .native = "service_group",
     .label = "Service group", .type = AT_TEXT, .max = 31, .flags = AD | AF_QUOTED | AF_KEY,
     .col = {"Service group", 16, 1}, .group = "Server",
     .help = "The schedule queue of the server. The same service group on several nodes is a "
             "multi-node server: the requests for it are balanced between those nodes.",
     .source = TP1DOC_USR},
    {.kinds = B(TP1_USRSVC), .key = "module", .native = "module", .label = "Module",
     .type = AT_TEXT, .max = 14, .flags = AD | AF_QUOTED | AF_KEY, .col = {"Module", 14, 2},
     .help = "The executable of the user server.", .source = TP1DOC_USR},
    {.kinds = B(TP1_USRSVC), .key = "service", .native = "service", .label = "Services",
     .type = AT_LIST, .max = 255, .flags = AD | AF_QUOTED,
     .help = "The services, each service=entry point[;library].", .source = TP1DOC_USR},
    {.kinds = USR, .key = "parallel_count", .native = "parallel_count", .label = "Processes",
     .type = AT_TEXT, .max = 16, .flags = AD | AF_KEY, .col = {"Procs", 9, 3},
     .group = "Processes",
     .help = "resident[,maximum]: the resident processes and the most processes.",
     .source = TP1DOC_USR},
    {.kinds = USR, .key = "balance_count", .native = "balance_count", .label = "Balance count",
     .type = AT_INT, .min = 0, .max = 512, .flags = AD,
     .help = "Requests one process handles before another non-resident process starts (within "
             "the node) [U: range].", .source = TP1DOC_USR},
    {.kinds = USR, .key = "nice", .native = "nice", .label = "Nice", .type = AT_INT, .min = 0,
     .max = 39, .flags = AD, .help = "The processes' nice value, 0 to 39.", .source = TP1DOC_USR},
    {.kinds = USR, .key = "loadcheck_interval", .native = "loadcheck_interval",
     .label = "Load check interval", .type = AT_INT, .min = 0, .max = 65535, .flags = AD,
     .group = "Load levels",
     .help = "Seconds between the load checks of the service group [U: range].",
     .source = TP1DOC_OPER},
    {.kinds = USR, .key = "levelup_queue_count", .native = "levelup_queue_count",
     .label = "Level up at", .type = AT_TEXT, .max = 24, .flags = AD,
     .help = "U1,U2: the waiting requests at which the load level goes up to LEVEL1 and to LEVEL2.",
     .source = TP1DOC_OPER},
    {.kinds = USR, .key = "leveldown_queue_count", .native = "leveldown_queue_count",
     .label = "Level down at", .type = AT_TEXT, .max = 24, .flags = AD,
     .help = "D0,D1: the waiting requests at which the load level goes down to LEVEL0 and to "
             "LEVEL1.", .source = TP1DOC_OPER},
    {.kinds = USR, .key = "multi_schedule", .native = "multi_schedule", .label = "Multi-scheduler",
     .type = AT_ENUM, .choices = y_n, .dflt = "N", .flags = AD,
     .help = "Y: requests to the service group go through the receiving node's multi-scheduler "
             "daemons (its scdmulti command).", .source = TP1DOC_SCDMULTI},
};

const struct kind_def *tp1_file_kind(const char *name)
{
    static const enum tp1_kind files[] = {TP1_BETRANRC, TP1_SCD, TP1_USRCONF, TP1_USRRC};
    for (size_t i = 0; i < sizeof files / sizeof files[0]; i++)
        if (strcmp(kinds[files[i]].native, name) == 0)
            return tp1_kind(files[i]);
    return NULL;
}

const struct kind_def *tp1_command_kind(const struct kind_def *file, const char *command)
{
    for (size_t i = 0; file && i < TP1_NKINDS; i++)
        if ((kinds[i].parents & B(file->index)) && strcmp(kinds[i].native, command) == 0)
            return tp1_kind((enum tp1_kind)i);
    return NULL;
}

static const char *value_problem(const struct attr_def *a, const char *value, const char **rule,
                                 char *msg, size_t n)
{
    return tp1_value_problem(a, value, rule, msg, n);
}

const struct system_def tp1_system_def = {
    .id = "tp1",
    .label = "Hitachi OpenTP1",
    .rule_prefix = "TP1",
    .kinds = kinds,
    .nkinds = TP1_NKINDS,
    .attrs = attrs,
    .nattrs = sizeof attrs / sizeof attrs[0],
    .path = tp1_path,
    .value_problem = value_problem,
    .effective = tp1_effective,
    .rules = &tp1_rule_set_def,
    .doc_key = "nodes",
    .sim = &tp1_sim_engine,
};

const struct system_def *tp1_system(void)
{
    schema_init();
    return &tp1_system_def;
}

const struct kind_def *tp1_kind(enum tp1_kind k)
{
    schema_init();
    return &kinds[k];
}

bool tp1_is_kind(const struct kind_def *kind, enum tp1_kind k)
{
    return kind && kind->sys == &tp1_system_def && kind->index == (unsigned)k;
}
