/* model/domino/domino_cluster.h — Domino clusters worked out from the servers' cluster attribute
 * (DESIGN.md: a group that spans top objects is derived, never stored): the rules' shared data and
 * the cluster list of the panels. */
#ifndef WLMCON_MODEL_DOMINO_DOMINO_CLUSTER_H
#define WLMCON_MODEL_DOMINO_DOMINO_CLUSTER_H

#include <stddef.h>

#include "model/model.h"

/* One cluster: its name as its first member (by name) spells it, and its live members sorted by
 * name (strcmp of their canonical names). */
struct domino_cluster {
    const char *name;                 /* owned by the policy */
    const struct pol_object **members;
    size_t nmembers;
};

/* Every cluster of a policy, sorted by name (names compared without regard to case, as Domino
 * does). */
struct domino_clusters {
    struct domino_cluster *v;
    size_t n;
};

/* Builds the clusters of p's live Domino servers into *out (malloc'd; free with
 * domino_clusters_free). A server with no cluster, or a blank one, is in none. Returns 0, or -1
 * when memory runs out (*out is then empty). */
int domino_clusters_build(const struct policy *p, struct domino_clusters *out);

/* Frees what domino_clusters_build made; out is empty afterwards. */
void domino_clusters_free(struct domino_clusters *out);

/* The cluster of server srv in cs, or NULL when it is in none. */
const struct domino_cluster *domino_cluster_of(const struct domino_clusters *cs, const struct pol_object *srv);

/* The effective availability threshold of srv (Server_Availability_Threshold, 0 when unset), or -1
 * when its value is no number from 0 to 100 (reported by DOM901). */
int domino_threshold(const struct pol_object *srv);

#endif
