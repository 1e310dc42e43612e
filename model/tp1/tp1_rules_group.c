/* model/tp1/tp1_rules_group.c — the OpenTP1 rules across the nodes of a node group: TP1001–TP1004,
 * TP1008–TP1010 (tp1_rules.h). Each works on the node groups the set's prepare built (cx->data). */
#include "model/tp1/tp1_group.h"
#include "model/tp1/tp1_rules.h"

#include <stdio.h>
#include <string.h>

/* The object that holds operand key of node's definition file of kind k, to report on: the file
 * when the node has it, else the node. */
static const struct pol_object *holder(const struct pol_object *node, enum tp1_kind k)
{
    const struct pol_object *f = tp1_file_of(node, k);
    return f ? f : node;
}

/* The attribute to report for holder h (NULL for the node itself). */
static const char *attr_of(const struct pol_object *h, const char *key)
{
    return tp1_is_kind(h->kind, TP1_NODE) ? NULL : key;
}

/* TP1001 (seed 004 (3), 解説 表3-6): scd_announce_server_status must be the same on every node of a
 * node group. The value most nodes of the group have (Y on a tie, the default) is taken as the
 * group's; each node with the other one is reported, naming the nodes that differ from it. */
void tp1_check_announce(struct rule_ctx *cx, const struct pol_object *obj)
{
    (void)obj;
    const struct tp1_groups *g = cx->data;
    for (size_t gi = 0; gi < g->ngroups; gi++) {
        size_t y = 0, n = 0;
        for (size_t i = 0; i < g->nnodes; i++)
            if (g->nodes[i].group == gi) {
                const char *v = tp1_node_value(g->nodes[i].node, TP1_SCD, "scd_announce_server_status");
                y += v && strcmp(v, "Y") == 0;
                n += !v || strcmp(v, "Y") != 0;
            }
        if (!y || !n)
            continue;
        const char *major = y >= n ? "Y" : "N";
        char others[200] = "";
        size_t w = 0;
        for (size_t i = 0; i < g->nnodes && w < sizeof others; i++) {
            const char *v = tp1_node_value(g->nodes[i].node, TP1_SCD, "scd_announce_server_status");
            if (g->nodes[i].group == gi && strcmp(v ? v : "", major) == 0)
                w += (size_t)snprintf(others + w, sizeof others - w, "%s%s", w ? ", " : "",
                                      g->nodes[i].node->name);
        }
        for (size_t i = 0; i < g->nnodes; i++) {
            const char *v = tp1_node_value(g->nodes[i].node, TP1_SCD, "scd_announce_server_status");
            if (g->nodes[i].group != gi || strcmp(v ? v : "", major) == 0)
                continue;
            const struct pol_object *h = holder(g->nodes[i].node, TP1_SCD);
            rule_report(cx, SEV_ERROR, h, attr_of(h, "scd_announce_server_status"),
                        "scd_announce_server_status=%s on node %s but %s on %s of its node group: the "
                        "load concentrates on one node", v ? v : "", g->nodes[i].node->name, major, others);
        }
    }
}

/* True when user service definition u of node i is the first of its service group in i's node
 * group (nodes before i and servers before u do not host it). */
static bool first_of_group(const struct tp1_groups *g, size_t i, size_t k)
{
    const char *sg = tp1_service_group(g->nodes[i].hosted[k]);
    for (size_t j = 0; j <= i; j++)
        for (size_t m = 0; g->nodes[j].group == g->nodes[i].group && m < g->nodes[j].nhosted; m++) {
            if (j == i && m == k)
                return true;
            if (strcmp(tp1_service_group(g->nodes[j].hosted[m]), sg) == 0)
                return false;
        }
    return true;
}

/* TP1002 (seed 004 (1)): a service group that one node of its node group alone hosts; reported
 * once, on its first user service definition. */
void tp1_check_single_group(struct rule_ctx *cx, const struct pol_object *obj)
{
    (void)obj;
    const struct tp1_groups *g = cx->data;
    for (size_t i = 0; i < g->nnodes; i++)
        for (size_t k = 0; k < g->nodes[i].nhosted; k++) {
            const struct pol_object *u = g->nodes[i].hosted[k];
            const char *sg = tp1_service_group(u);
            if (first_of_group(g, i, k) && tp1_group_hosts(g, g->nodes[i].group, sg) == 1)
                rule_report(cx, SEV_INFO, u, "service_group",
                            "service group %s runs on node %s only: there is nothing to balance", sg,
                            g->nodes[i].node->name);
        }
}

/* TP1003 (seed 004 (3)): a node group of two nodes or more in which no service group runs on
 * several nodes, while a node announces its load status: reported on each such node. */
void tp1_check_nothing_shared(struct rule_ctx *cx, const struct pol_object *obj)
{
    (void)obj;
    const struct tp1_groups *g = cx->data;
    for (size_t i = 0; i < g->nnodes; i++) {
        size_t gi = g->nodes[i].group;
        bool shared = false;
        for (size_t j = 0; j < g->nnodes && !shared; j++)
            shared = g->nodes[j].group == gi && tp1_hosts_shared(g, j);
        const char *v = tp1_node_value(g->nodes[i].node, TP1_SCD, "scd_announce_server_status");
        if (shared || tp1_group_size(g, gi) < 2 || !v || strcmp(v, "Y") != 0)
            continue;
        const struct pol_object *h = holder(g->nodes[i].node, TP1_SCD);
        rule_report(cx, SEV_WARNING, h, attr_of(h, "scd_announce_server_status"),
                    "node %s announces its load status but no service group of its node group runs on "
                    "several nodes: specify scd_announce_server_status=N on every node",
                    g->nodes[i].node->name);
    }
}

/* TP1004 (TPWI0048, seed 004 (1)): all_node lists the other nodes. A malformed entry is the value
 * check's (tp1_value_problem); here: an entry naming the node itself, a pair that is not
 * symmetric, and a node of the group hosting a shared service group that a node does not list. */
void tp1_check_all_node(struct rule_ctx *cx, const struct pol_object *obj)
{
    (void)obj;
    const struct tp1_groups *g = cx->data;
    for (size_t i = 0; i < g->nnodes; i++) {
        const struct tp1_gnode *gn = &g->nodes[i];
        const struct pol_object *h = holder(gn->node, TP1_BETRANRC);
        for (size_t k = 0; k < gn->nentries; k++)
            if (gn->entries[k].target == i)
                rule_report(cx, SEV_WARNING, h, "all_node",
                            "all_node entry %s names node %s itself: all_node lists the other nodes",
                            gn->entries[k].e.name, gn->node->name);
        for (size_t j = 0; j < g->nnodes; j++) {
            if (j == i || g->nodes[j].group != gn->group || tp1_names(g, i, j))
                continue;
            if (tp1_names(g, j, i))
                rule_report(cx, SEV_WARNING, h, attr_of(h, "all_node"),
                            "node %s names node %s in all_node but node %s does not name it back",
                            g->nodes[j].node->name, gn->node->name, gn->node->name);
            else if (tp1_hosts_shared(g, j))
                rule_report(cx, SEV_WARNING, h, attr_of(h, "all_node"),
                            "all_node of node %s does not list node %s, which hosts a service group "
                            "shared in the node group", gn->node->name, g->nodes[j].node->name);
        }
    }
}

/* TP1008 (DEFI0036): a node's scdmulti command while no user service definition of its node group
 * says multi_schedule=Y. */
void tp1_check_multi(struct rule_ctx *cx, const struct pol_object *obj)
{
    (void)obj;
    const struct tp1_groups *g = cx->data;
    const struct kind_def *usr = tp1_kind(TP1_USRSVC), *multi = tp1_kind(TP1_SCDMULTI);
    for (size_t i = 0; i < g->nnodes; i++) {
        const struct pol_object *scd = tp1_file_of(g->nodes[i].node, TP1_SCD);
        const struct pol_object *m = scd ? pol_first_child(scd, multi) : NULL;
        bool sender = false;
        for (size_t j = 0; m && j < g->nnodes && !sender; j++)
            for (const struct pol_object *u = g->nodes[j].group == g->nodes[i].group
                                                  ? pol_first_child(g->nodes[j].node, usr) : NULL;
                 u && !sender; u = pol_next_child(u, usr)) {
                const char *v = schema_effective(u, "multi_schedule");
                sender = v && strcmp(v, "Y") == 0;
            }
        if (m && !sender)
            rule_report(cx, SEV_WARNING, m, NULL,
                        "node %s starts multi-scheduler daemons (scdmulti) but no user service "
                        "definition of its node group says multi_schedule=Y", g->nodes[i].node->name);
    }
}

/* TP1009 (seed 004 (4)): scd_this_node_first=Y on a node hosting none of its group's shared
 * service groups. */
void tp1_check_this_node_first(struct rule_ctx *cx, const struct pol_object *obj)
{
    (void)obj;
    const struct tp1_groups *g = cx->data;
    for (size_t i = 0; i < g->nnodes; i++) {
        const char *v = tp1_node_value(g->nodes[i].node, TP1_SCD, "scd_this_node_first");
        if (!v || strcmp(v, "Y") != 0 || tp1_hosts_shared(g, i))
            continue;
        const struct pol_object *h = holder(g->nodes[i].node, TP1_SCD);
        rule_report(cx, SEV_INFO, h, attr_of(h, "scd_this_node_first"),
                    "scd_this_node_first=Y on node %s, which hosts none of its node group's shared "
                    "service groups", g->nodes[i].node->name);
    }
}

/* TP1010 (TPWI0048): an all_node entry that names no stored node: the group is partial. */
void tp1_check_unknown_node(struct rule_ctx *cx, const struct pol_object *obj)
{
    (void)obj;
    const struct tp1_groups *g = cx->data;
    for (size_t i = 0; i < g->nnodes; i++)
        for (size_t k = 0; k < g->nodes[i].nentries; k++)
            if (!g->nodes[i].entries[k].malformed && g->nodes[i].entries[k].target == (size_t)-1)
                rule_report(cx, SEV_INFO, g->nodes[i].betranrc, "all_node",
                            "all_node entry %s of node %s matches no stored node's host or name: the "
                            "node group is partial", g->nodes[i].entries[k].e.name, g->nodes[i].node->name);
}
