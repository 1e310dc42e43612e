/* model/tp1/tp1_group.h — the node groups of a policy: the nodes that name each other in
 * all_node, worked out from the stored nodes (never stored themselves), and the service groups
 * each node hosts. Built once per validation (the rule set's prepare) and shared by the rules. */
#ifndef WLMCON_MODEL_TP1_GROUP_H
#define WLMCON_MODEL_TP1_GROUP_H

#include <stdbool.h>
#include <stddef.h>

#include "model/tp1/tp1.h"

/* One all_node entry of a node, with the stored node it names. */
struct tp1_entry {
    struct tp1_node_entry e;
    bool malformed;                    /* not name[:port][:high]: TP1004, nothing matched */
    size_t target;                     /* index of the node it names in tp1_groups.nodes, or
                                          (size_t)-1 when it names no stored node */
};

/* One live node. */
struct tp1_gnode {
    const struct pol_object *node;
    const struct pol_object *betranrc;   /* its system common definition, or NULL */
    struct tp1_entry *entries;           /* its all_node entries, in order */
    size_t nentries;
    size_t group;                        /* its node group's number, 0-based */
    const struct pol_object **hosted;    /* the user service definitions it hosts that name a
                                            service group (only those its usrconf starts, when it
                                            lists any), in order */
    size_t nhosted;
};

/* Every live OpenTP1 node of a policy and its node group. */
struct tp1_groups {
    struct tp1_gnode *nodes;
    size_t nnodes, ngroups;
};

/* Builds the node groups of p into *g: a node's all_node entry names the stored node whose host
 * equals its name (case-insensitive, as host names are), else the one of that name; nodes that
 * name each other, directly or through others, are one group. Returns 0, or -1 when memory runs out
 * (g is then empty). Free with tp1_groups_free. */
int tp1_groups_build(const struct policy *p, struct tp1_groups *g);

/* Frees what tp1_groups_build allocated. */
void tp1_groups_free(struct tp1_groups *g);

/* The number of nodes of group gi hosting service group sg (a name). */
size_t tp1_group_hosts(const struct tp1_groups *g, size_t gi, const char *sg);

/* The number of nodes in group gi. */
size_t tp1_group_size(const struct tp1_groups *g, size_t gi);

/* True when node ni hosts a service group that another node of its group hosts too. */
bool tp1_hosts_shared(const struct tp1_groups *g, size_t ni);

/* True when node ni's all_node names node nj. */
bool tp1_names(const struct tp1_groups *g, size_t ni, size_t nj);

/* The service group of user service definition usr (its service_group, effective), or NULL. */
const char *tp1_service_group(const struct pol_object *usr);

#endif
