/* model/domino/domino_cluster.c — Domino clusters derived from the servers; see domino_cluster.h. */
#include "model/domino/domino_cluster.h"
#include "model/domino/domino.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* Orders servers by canonical name. */
static int by_name(const void *a, const void *b)
{
    return strcmp((*(const struct pol_object *const *)a)->name, (*(const struct pol_object *const *)b)->name);
}

/* Orders clusters by name without regard to case. */
static int by_cluster(const void *a, const void *b)
{
    return strcasecmp(((const struct domino_cluster *)a)->name, ((const struct domino_cluster *)b)->name);
}

/* The cluster attribute of t when t is a live Domino server in a cluster, else NULL. */
static const char *cluster_name(const struct pol_object *t)
{
    if (t->kind->sys != &domino_system_def || t->parent || t->change == POL_DELETED)
        return NULL;
    const char *c = pol_get_key(t, "cluster");
    return c && c[strspn(c, " ")] ? c : NULL;
}

int domino_clusters_build(const struct policy *p, struct domino_clusters *out)
{
    out->v = NULL;
    out->n = 0;
    for (size_t i = 0; i < p->ntops; i++) {
        const char *c = cluster_name(p->tops[i]);
        if (!c)
            continue;
        struct domino_cluster *cl = NULL;
        for (size_t j = 0; j < out->n && !cl; j++)
            if (strcasecmp(out->v[j].name, c) == 0)
                cl = &out->v[j];
        if (!cl) {
            struct domino_cluster *v = realloc(out->v, (out->n + 1) * sizeof *v);
            if (!v)
                goto oom;
            out->v = v;
            cl = &v[out->n++];
            *cl = (struct domino_cluster){.name = c};
        }
        const struct pol_object **m = realloc(cl->members, (cl->nmembers + 1) * sizeof *m);
        if (!m)
            goto oom;
        cl->members = m;
        m[cl->nmembers++] = p->tops[i];
    }
    for (size_t j = 0; j < out->n; j++) {
        qsort(out->v[j].members, out->v[j].nmembers, sizeof *out->v[j].members, by_name);
        out->v[j].name = cluster_name(out->v[j].members[0]);
    }
    if (out->n > 1)
        qsort(out->v, out->n, sizeof *out->v, by_cluster);
    return 0;
oom:
    domino_clusters_free(out);
    return -1;
}

void domino_clusters_free(struct domino_clusters *out)
{
    for (size_t i = 0; i < out->n; i++)
        free(out->v[i].members);
    free(out->v);
    out->v = NULL;
    out->n = 0;
}

const struct domino_cluster *domino_cluster_of(const struct domino_clusters *cs, const struct pol_object *srv)
{
    for (size_t i = 0; i < cs->n; i++)
        for (size_t j = 0; j < cs->v[i].nmembers; j++)
            if (cs->v[i].members[j] == srv)
                return &cs->v[i];
    return NULL;
}

int domino_threshold(const struct pol_object *srv)
{
    const char *v = schema_effective(srv, "server_availability_threshold");
    if (!v || !*v)
        return 0;
    char *end;
    long t = strtol(v, &end, 10);
    return *end || end == v || t < 0 || t > 100 ? -1 : (int)t;
}
