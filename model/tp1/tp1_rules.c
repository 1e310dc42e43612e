/* model/tp1/tp1_rules.c — the OpenTP1 rule table and the preparation of the node groups its rules
 * share (tp1_rules.h). */
#include "model/tp1/tp1_rules.h"
#include "model/tp1/tp1_docs.h"
#include "model/tp1/tp1_group.h"

#include <stdlib.h>

#define B(k) (UINT64_C(1) << (k))
#define E RULE_SEV(SEV_ERROR)
#define W RULE_SEV(SEV_WARNING)
#define I RULE_SEV(SEV_INFO)
#define FILES (B(TP1_BETRANRC) | B(TP1_SCD) | B(TP1_SCDBUFGRP) | B(TP1_SCDMULTI) | B(TP1_USRCONF) | \
               B(TP1_DCSVSTART) | B(TP1_USRRC) | B(TP1_USRSVC) | B(TP1_NODE))

static int prepare(const struct policy *p, void **data)
{
    struct tp1_groups *g = malloc(sizeof *g);
    if (!g || tp1_groups_build(p, g) < 0) {
        free(g);
        return -1;
    }
    *data = g;
    return 0;
}

static void release(void *data)
{
    if (data)
        tp1_groups_free(data);
    free(data);
}

static const struct rule tp1_rules[] = {
    {"TP1001", E, 0, tp1_check_announce,
     "scd_announce_server_status differs across the nodes of one node group",
     "scd_announce_server_status must be the same on every node of the distributed system: where it "
     "differs, the load concentrates on one node. The effective values are compared (Y when the "
     "schedule service definition does not state it).", TP1DOC_OPER "; " TP1DOC_DESCR},
    {"TP1002", I, 0, tp1_check_single_group, "a service group on one node only",
     "Requests are balanced only between nodes that run the same service group; one that runs on "
     "one node of its node group has nothing to balance. This is normal for a server that runs in "
     "one place.", TP1DOC_OPER},
    {"TP1003", W, 0, tp1_check_nothing_shared,
     "no service group spans nodes while the load status is announced",
     "Where no service group is on several nodes, announcing the load status only costs traffic. "
     "Seed 004: \"サーバが一つのノードだけで起動されている場合は，そのすべてのノードで"
     "scd_announce_server_status=Nを指定して，サーバの負荷状態の通知を抑止してください\" — specify "
     "scd_announce_server_status=N on every node.", TP1DOC_OPER},
    {"TP1004", E | W, 0, tp1_check_all_node, "an all_node entry that is wrong",
     "all_node lists the other nodes, each \"name[:port][:high]\" (error when an entry is not). "
     "Warnings: an entry naming the node itself; a node that names another which does not name it "
     "back; a node of the group that hosts a shared service group and that a node does not list.",
     TP1DOC_BETRAN "; " TP1DOC_OPER},
    {"TP1005", W, 0, tp1_check_order, "statements out of the documented order within a file",
     "Within one definition file the set statements come first, then the commands, then putenv, "
     "then dcputenv.", TP1DOC_ORDER},
    {"TP1006", W, B(TP1_SCD), tp1_check_retry,
     "scd_retry_of_comm_error above 0 on a node without TP1/Extension 1",
     "Retrying scheduling after a communication error needs TP1/Extension 1; without it Hitachi "
     "does not guarantee the behaviour. Nodes whose Extension 1 is unknown are not checked.",
     TP1DOC_OPER},
    {"TP1007", I, B(TP1_USRSVC) | B(TP1_USRRC), tp1_check_levels, "load-level thresholds out of order",
     "With levelup_queue_count=U1,U2 and leveldown_queue_count=D0,D1 the levels move sensibly only "
     "when D0 < U1 < U2, D1 < U2 and D0 <= D1. This model of the thresholds is not confirmed by a "
     "manual page.", TP1DOC_U "; " TP1DOC_OPER},
    {"TP1008", W, 0, tp1_check_multi, "scdmulti without a matching multi_schedule",
     "Multi-scheduler daemons (scdmulti) serve only the requests of user servers whose user "
     "service definition says multi_schedule=Y; none in the node group does.", TP1DOC_SCDMULTI},
    {"TP1009", I, 0, tp1_check_this_node_first,
     "scd_this_node_first=Y on a node that hosts none of the group's shared service groups",
     "This-node-first prefers the local server of a service group that several nodes run; a node "
     "that runs none of them gains nothing from it.", TP1DOC_OPER},
    {"TP1010", I, 0, tp1_check_unknown_node, "an all_node entry that matches no stored node",
     "The entry names a host that is neither a stored node's host nor a stored node's name: the "
     "node group is partial and the rules see only the nodes stored.", TP1DOC_BETRAN},
    {"TP1101", E, 0, NULL, "a definition directory without --node",
     "A node directory names no node: give --node NAME before it.", TP1DOC_FILES},
    {"TP1102", E, 0, NULL, "a statement that cannot be read",
     "An unclosed quote, a continuation at the end of the file, a command without its name: the "
     "file is refused as dcdefchk would refuse it.", TP1DOC_SYNTAX},
    {"TP1103", W, 0, NULL, "an upper-case SET or operand",
     "The manuals write set and the operand names in lower case; the statement is kept.",
     TP1DOC_SYNTAX},
    {"TP1104", I, 0, NULL, "a file not recognised",
     "A file of the directory that is no definition wlmcon models; it is kept and written back.",
     TP1DOC_FILES},
    {"TP1105", W, 0, NULL, "an operand set twice in one file",
     "The first statement is the one wlmcon takes; the later one is kept as written and is not "
     "effective until the first is deleted.", TP1DOC_SYNTAX},
    {"TP1901", E, FILES, tp1_check_values, "a number out of its documented range, or not a number",
     "schedule_rate 50 to 100, scd_retry_of_comm_error 0 to 128, scd_server_count 0 to 8192, nice "
     "0 to 39, ports 5001 to 65535; each row of the schema gives its range.",
     TP1DOC_SCD "; " TP1DOC_USR},
    {"TP1902", E, 0, NULL, "a value that is not one of the operand's choices",
     "Y/N operands take exactly Y or N.", TP1DOC_SCD},
    {"TP1903", E, 0, NULL, "a text or list item longer than documented",
     "service_group is at most 31 characters, module 14.", TP1DOC_USR},
    {"TP1904", E, 0, NULL, "a pair of numbers that is not one",
     "parallel_count is resident[,maximum]; the queue counts are two numbers n,m.", TP1DOC_USR},
};

const struct rule_set tp1_rule_set_def = {
    .system = "tp1",
    .rules = tp1_rules,
    .nrules = sizeof tp1_rules / sizeof tp1_rules[0],
    .prepare = prepare,
    .release = release,
    .path = tp1_path,
};
