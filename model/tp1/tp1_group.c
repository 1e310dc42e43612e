/* model/tp1/tp1_group.c — the node groups of a policy (tp1_group.h). Facts: seed 004 (1): each node
 * lists the *other* nodes in all_node and the nodes exchange name information; a service group on
 * several nodes is what is balanced. */
#include "model/tp1/tp1_group.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>

const char *tp1_service_group(const struct pol_object *usr)
{
    const char *sg = schema_effective(usr, "service_group");
    return sg && *sg ? sg : NULL;
}

/* True when user server name is started by node's usrconf, or the node's usrconf lists none. */
static bool started(const struct pol_object *node, const char *name)
{
    const struct pol_object *conf = tp1_file_of(node, TP1_USRCONF);
    const struct kind_def *cmd = tp1_kind(TP1_DCSVSTART);
    bool any = false;
    for (const struct pol_object *c = conf ? pol_first_child(conf, cmd) : NULL; c; c = pol_next_child(c, cmd)) {
        const char *list = pol_get_key(c, "servers");
        for (const char *p = list; p && *p;) {
            size_t len = strcspn(p, ",");
            any = true;
            if (len == strlen(name) && strncmp(p, name, len) == 0)
                return true;
            p += len + (p[len] == ',');
        }
    }
    return !any;
}

/* Fills gn's entries and hosted servers. Returns 0, or -1 when memory runs out. */
static int fill_node(struct tp1_gnode *gn)
{
    gn->betranrc = tp1_file_of(gn->node, TP1_BETRANRC);
    const char *list = gn->betranrc ? pol_get_key(gn->betranrc, "all_node") : NULL;
    for (const char *p = list; p && *p;) {
        size_t len = strcspn(p, ",");
        struct tp1_entry *e = realloc(gn->entries, (gn->nentries + 1) * sizeof *e);
        if (!e)
            return -1;
        gn->entries = e;
        e = &e[gn->nentries++];
        char item[300];
        size_t n = len < sizeof item - 1 ? len : sizeof item - 1;
        memcpy(item, p, n);
        item[n] = '\0';
        e->malformed = tp1_node_entry_parse(item, &e->e) != NULL;
        e->target = (size_t)-1;
        p += len + (p[len] == ',');
    }
    const struct kind_def *usr = tp1_kind(TP1_USRSVC);
    for (const struct pol_object *u = pol_first_child(gn->node, usr); u; u = pol_next_child(u, usr)) {
        if (!tp1_service_group(u) || !started(gn->node, u->name))
            continue;
        const struct pol_object **h = realloc(gn->hosted, (gn->nhosted + 1) * sizeof *h);
        if (!h)
            return -1;
        gn->hosted = h;
        h[gn->nhosted++] = u;
    }
    return 0;
}

/* The node an entry names: by host first, then by name; (size_t)-1 when none. */
static size_t match(const struct tp1_groups *g, const char *name)
{
    for (size_t i = 0; i < g->nnodes; i++) {
        const char *host = pol_get_key(g->nodes[i].node, "host");
        if (host && strcasecmp(host, name) == 0)
            return i;
    }
    for (size_t i = 0; i < g->nnodes; i++)
        if (strcmp(g->nodes[i].node->name, name) == 0)
            return i;
    return (size_t)-1;
}

/* The representative of i in the union-find array up. */
static size_t find(size_t *up, size_t i)
{
    while (up[i] != i)
        i = up[i] = up[up[i]];
    return i;
}

/* Numbers the connected components of the graph of matched entries. Returns 0 or -1. */
static int components(struct tp1_groups *g)
{
    size_t *up = malloc((g->nnodes + 1) * sizeof *up), *num = malloc((g->nnodes + 1) * sizeof *num);
    if (!up || !num) {
        free(up);
        free(num);
        return -1;
    }
    for (size_t i = 0; i < g->nnodes; i++)
        up[i] = i, num[i] = (size_t)-1;
    for (size_t i = 0; i < g->nnodes; i++)
        for (size_t k = 0; k < g->nodes[i].nentries; k++)
            if (g->nodes[i].entries[k].target != (size_t)-1)
                up[find(up, i)] = find(up, g->nodes[i].entries[k].target);
    for (size_t i = 0; i < g->nnodes; i++) {
        size_t r = find(up, i);
        if (num[r] == (size_t)-1)
            num[r] = g->ngroups++;
        g->nodes[i].group = num[r];
    }
    free(up);
    free(num);
    return 0;
}

int tp1_groups_build(const struct policy *p, struct tp1_groups *g)
{
    memset(g, 0, sizeof *g);
    const struct kind_def *top = tp1_kind(TP1_NODE);
    size_t n = 0;
    for (size_t i = 0; i < p->ntops; i++)
        n += p->tops[i]->kind == top && p->tops[i]->change != POL_DELETED;
    g->nodes = calloc(n + 1, sizeof *g->nodes);
    if (!g->nodes)
        return -1;
    for (size_t i = 0; i < p->ntops; i++)
        if (p->tops[i]->kind == top && p->tops[i]->change != POL_DELETED) {
            g->nodes[g->nnodes].node = p->tops[i];
            if (fill_node(&g->nodes[g->nnodes++]) < 0)
                goto oom;
        }
    for (size_t i = 0; i < g->nnodes; i++)
        for (size_t k = 0; k < g->nodes[i].nentries; k++)
            if (!g->nodes[i].entries[k].malformed)
                g->nodes[i].entries[k].target = match(g, g->nodes[i].entries[k].e.name);
    if (components(g) == 0)
        return 0;
oom:
    tp1_groups_free(g);
    return -1;
}

void tp1_groups_free(struct tp1_groups *g)
{
    for (size_t i = 0; g->nodes && i < g->nnodes; i++) {
        free(g->nodes[i].entries);
        free(g->nodes[i].hosted);
    }
    free(g->nodes);
    memset(g, 0, sizeof *g);
}

/* True when node ni hosts service group sg. */
static bool hosts(const struct tp1_gnode *gn, const char *sg)
{
    for (size_t k = 0; k < gn->nhosted; k++)
        if (strcmp(tp1_service_group(gn->hosted[k]), sg) == 0)
            return true;
    return false;
}

size_t tp1_group_hosts(const struct tp1_groups *g, size_t gi, const char *sg)
{
    size_t n = 0;
    for (size_t i = 0; i < g->nnodes; i++)
        n += g->nodes[i].group == gi && hosts(&g->nodes[i], sg);
    return n;
}

size_t tp1_group_size(const struct tp1_groups *g, size_t gi)
{
    size_t n = 0;
    for (size_t i = 0; i < g->nnodes; i++)
        n += g->nodes[i].group == gi;
    return n;
}

bool tp1_hosts_shared(const struct tp1_groups *g, size_t ni)
{
    const struct tp1_gnode *gn = &g->nodes[ni];
    for (size_t k = 0; k < gn->nhosted; k++)
        if (tp1_group_hosts(g, gn->group, tp1_service_group(gn->hosted[k])) > 1)
            return true;
    return false;
}

bool tp1_names(const struct tp1_groups *g, size_t ni, size_t nj)
{
    for (size_t k = 0; k < g->nodes[ni].nentries; k++)
        if (g->nodes[ni].entries[k].target == nj)
            return true;
    return false;
}
