/* ui/tp1/tp1_map.c — the service group map of an OpenTP1 node group (MAT100): the service groups
 * its user service definitions name, against its nodes; a cell is the node's user service
 * definition of that group, H when the node starts it (its usrconf's dcsvstart, or every one when
 * it lists none), D when defined but not started, with its level thresholds
 * (levelup_queue_count/leveldown_queue_count as in effect); a node's heading its announce status
 * (A) and this-node-first (F). TP1002 marks a group on one node, TP1001 a node whose announce
 * status differs. I on an empty cell defines a user service definition on that node for the group
 * (user server name, module and services typed), a new file DIR/<node>/<name> on export, started
 * with a dcsvstart of its own where the node's usrconf names the servers it starts. M on the nodes
 * list (TP1600) or MAP there opens it. D deletes a user service definition with the dcsvstart
 * added for it. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/tp1/tp1.h"
#include "model/tp1/tp1_group.h"
#include "store/store.h"
#include "ui/objects/objmatrix.h"
#include "ui/tp1/tp1_panels.h"

static const char *const marks[] = {"TP1001", "TP1002", NULL};

struct map {
    char node[OBJ_NAME_MAX];        /* the node the map was opened on */
    struct policy pol;
    bool loaded;
    struct tp1_groups g;
    const struct pol_object **nodes;   /* the columns: the node group, by name */
    size_t nnodes;
    const char **groups;               /* the rows: service groups, sorted */
    size_t ngroups;
    struct diag_list findings;
};

static void unload(struct map *m)
{
    if (!m->loaded)
        return;
    tp1_groups_free(&m->g);
    diag_free(&m->findings);
    policy_free(&m->pol);
    free(m->nodes);
    free(m->groups);
    m->nodes = NULL, m->groups = NULL;
    m->nnodes = m->ngroups = 0;
    m->loaded = false;
}

static int by_name(const void *a, const void *b)
{
    return strcmp((*(const struct pol_object *const *)a)->name, (*(const struct pol_object *const *)b)->name);
}

static int by_text(const void *a, const void *b)
{
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* The first user service definition of node for service group sg, or NULL. */
static const struct pol_object *usrsvc(const struct pol_object *node, const char *sg)
{
    const struct kind_def *k = tp1_kind(TP1_USRSVC);
    for (const struct pol_object *u = pol_first_child(node, k); u; u = pol_next_child(u, k)) {
        const char *g = tp1_service_group(u);
        if (g && strcmp(g, sg) == 0)
            return u;
    }
    return NULL;
}

/* The columns and rows of the node group of m->node. -1 when memory runs out or the node is gone. */
static int shape(struct map *m)
{
    size_t gi = (size_t)-1;
    for (size_t i = 0; i < m->g.nnodes; i++)
        if (strcmp(m->g.nodes[i].node->name, m->node) == 0)
            gi = m->g.nodes[i].group;
    m->nodes = calloc(m->g.nnodes + 1, sizeof *m->nodes);
    if (!m->nodes || gi == (size_t)-1)
        return -1;
    size_t cap = 0;
    for (size_t i = 0; i < m->g.nnodes; i++) {
        if (m->g.nodes[i].group != gi)
            continue;
        const struct pol_object *node = m->nodes[m->nnodes++] = m->g.nodes[i].node;
        const struct kind_def *k = tp1_kind(TP1_USRSVC);
        for (const struct pol_object *u = pol_first_child(node, k); u; u = pol_next_child(u, k)) {
            const char *sg = tp1_service_group(u);
            bool known = !sg;
            for (size_t j = 0; !known && j < m->ngroups; j++)
                known = strcmp(m->groups[j], sg) == 0;
            if (known)
                continue;
            if (m->ngroups == cap) {
                cap = cap ? cap * 2 : 16;
                const char **v = realloc(m->groups, cap * sizeof *v);
                if (!v)
                    return -1;
                m->groups = v;
            }
            m->groups[m->ngroups++] = sg;
        }
    }
    qsort(m->nodes, m->nnodes, sizeof *m->nodes, by_name);
    if (m->ngroups)
        qsort(m->groups, m->ngroups, sizeof *m->groups, by_text);
    return 0;
}

static int load(struct app *app, void *ctx, char *why, size_t n)
{
    struct map *m = ctx;
    struct store_error err = {0};
    unload(m);
    policy_init(&m->pol);
    diag_init(&m->findings, 0);
    m->loaded = true;
    if (store_load_all(app->store, &m->pol, tp1_system(), 0, &err) != STORE_OK) {
        snprintf(why, n, "%s", err.msg);
        unload(m);
        return -1;
    }
    if (tp1_groups_build(&m->pol, &m->g) < 0 || shape(m) < 0 ||
        obj_findings(app, &m->pol, tp1_system()->id, marks, &m->findings) < 0) {
        snprintf(why, n, "Node %s is not in the store, or memory ran out.", m->node);
        unload(m);
        return -1;
    }
    return 0;
}

static long nrows(void *ctx)
{
    return (long)((struct map *)ctx)->ngroups;
}

static long ncols(void *ctx)
{
    return (long)((struct map *)ctx)->nnodes;
}

/* The finding of rule id on obj's path, or on a path under it with under. */
static const struct diag *finding(const struct map *m, const char *id, const struct pol_object *obj, bool under)
{
    char path[512];
    size_t n = strlen(schema_object_path(obj, path, sizeof path));
    for (size_t i = 0; i < m->findings.n; i++) {
        const struct diag *d = &m->findings.v[i];
        if (strcmp(d->id, id) == 0 && d->path && strncmp(d->path, path, n) == 0 &&
            (d->path[n] == '\0' || (under && d->path[n] == ' ')))
            return d;
    }
    return NULL;
}

static void row(void *ctx, long r, struct obj_matrix_head *out)
{
    const struct map *m = ctx;
    const char *sg = m->groups[r];
    snprintf(out->label, sizeof out->label, "%s", sg);
    for (size_t c = 0; c < m->nnodes && !out->finding; c++) {
        const struct pol_object *u = usrsvc(m->nodes[c], sg);
        out->finding = u ? finding(m, "TP1002", u, false) : NULL;
    }
}

static void col(void *ctx, long c, struct obj_matrix_head *out)
{
    const struct map *m = ctx;
    const struct pol_object *node = m->nodes[c];
    const char *a = tp1_node_value(node, TP1_SCD, "scd_announce_server_status"),
               *f = tp1_node_value(node, TP1_SCD, "scd_this_node_first");
    snprintf(out->label, sizeof out->label, "%s", node->name);
    snprintf(out->detail, sizeof out->detail, "A %s F %s", a ? a : "?", f ? f : "?");
    out->finding = finding(m, "TP1001", node, true);
}

/* Whether node hosts u: u is among the servers its usrconf starts, or it names none. */
static bool hosted(const struct map *m, const struct pol_object *node, const struct pol_object *u)
{
    for (size_t i = 0; i < m->g.nnodes; i++)
        for (size_t k = 0; m->g.nodes[i].node == node && k < m->g.nodes[i].nhosted; k++)
            if (m->g.nodes[i].hosted[k] == u)
                return true;
    return false;
}

static void cell(void *ctx, long r, long c, struct obj_matrix_cell *out)
{
    const struct map *m = ctx;
    const struct pol_object *u = usrsvc(m->nodes[c], m->groups[r]);
    if (!u) {
        snprintf(out->text, sizeof out->text, "-");
        return;
    }
    const char *up = schema_effective(u, "levelup_queue_count"), *down = schema_effective(u, "leveldown_queue_count");
    bool h = hosted(m, m->nodes[c], u);
    out->linked = true;
    out->flagged = !h;
    snprintf(out->text, sizeof out->text, "%s %s/%s", h ? "H" : "D", up ? up : "-", down ? down : "-");
}

/* With the deletion of user server name: the dcsvstart commands added in the console that start
 * it alone (a command read from the usrconf is its line, written back as read). */
static int stop(struct policy *p, struct pol_object *top, const char *name)
{
    struct pol_object *conf = (struct pol_object *)tp1_file_of(top, TP1_USRCONF);
    const struct kind_def *k = tp1_kind(TP1_DCSVSTART);
    (void)p;
    for (struct pol_object *c = conf ? pol_first_child(conf, k) : NULL, *next; c; c = next) {
        const char *servers = pol_get_key(c, "servers");
        next = pol_next_child(c, k);
        if (!c->src.file && servers && strcmp(servers, name) == 0)
            pol_delete(c);
    }
    return 0;
}

static bool link(void *ctx, long r, long c, struct obj_delete *out)
{
    const struct map *m = ctx;
    const struct pol_object *u = usrsvc(m->nodes[c], m->groups[r]);
    if (!u)
        return false;
    out->also = stop;
    out->kind = u->kind;
    snprintf(out->top, sizeof out->top, "%s", u->top->name);
    snprintf(out->name, sizeof out->name, "%s", u->name);
    return true;
}

/* Where the node's usrconf names the servers it starts, a dcsvstart of the new one's own. */
static int start(struct policy *p, struct pol_object *top, struct pol_object *made, char *why, size_t n)
{
    struct pol_object *conf = (struct pol_object *)tp1_file_of(top, TP1_USRCONF);
    const struct kind_def *k = tp1_kind(TP1_DCSVSTART);
    bool names = false;
    for (const struct pol_object *c = conf ? pol_first_child(conf, k) : NULL; c && !names; c = pol_next_child(c, k))
        names = pol_get_key(c, "servers") != NULL;
    if (!names)
        return 0;
    struct pol_object *cmd = pol_new(p, k, conf, NULL);
    if (!cmd || pol_set_edited(p, cmd, schema_attr_index(k, "servers"), made->name) != 0) {
        snprintf(why, n, "Out of memory: nothing was saved.");
        return -1;
    }
    return 0;
}

static bool add(void *ctx, long r, long c, struct obj_matrix_add *out, char *why, size_t n)
{
    const struct map *m = ctx;
    (void)why, (void)n;
    out->kind = tp1_kind(TP1_USRSVC);
    snprintf(out->top, sizeof out->top, "%s", m->nodes[c]->name);
    out->name_label = "User server (file)";
    out->name_help = "The user server's name, which is also its definition file's name in the node's "
                     "directory (DIR/<node>/<name> on export). A name the node has a file of is refused.";
    snprintf(out->what, sizeof out->what, "Add %.30s to Node %.30s", m->groups[r], m->nodes[c]->name);
    out->fixed_keys[0] = "service_group";
    snprintf(out->fixed_vals[0], sizeof out->fixed_vals[0], "%s", m->groups[r]);
    out->typed_keys[0] = "module";
    out->typed_keys[1] = "service";
    out->typed_required[0] = out->typed_required[1] = true;
    out->also = start;
    return true;
}

static void map_free(void *ctx)
{
    unload(ctx);
    free(ctx);
}

int tp1_map_open(struct console *c, struct app *app, const char *node)
{
    struct map *m = calloc(1, sizeof *m);
    if (!m) {
        console_msg(c, MSG_SOURCE_ERROR, "Out of memory: the map could not be made.", NULL);
        return -1;
    }
    snprintf(m->node, sizeof m->node, "%s", node);
    char title[96];
    snprintf(title, sizeof title, "Service Groups of the Node Group of %.40s", node);
    const struct obj_matrix_spec spec = {
        .title = title, .row_heading = "Service group", .label_width = 16, .cell_width = 14,
        .add_label = "Add user server",
        .legend = "H started  D not started  levelup/leveldown  - none  A announce  F node first",
        .help = "The service groups of a node group (the nodes that name each other in all_node) against "
                "its nodes: a cell is the node's user service definition of the group, H when the node "
                "starts it (dcsvstart in its usrconf), D when it does not, with levelup_queue_count and "
                "leveldown_queue_count as in effect; under a node's name its scd_announce_server_status "
                "(A) and scd_this_node_first (F). TP1002 marks a group only one node runs, TP1001 a node "
                "whose announce status differs from the group's. I on an empty cell defines a user "
                "service definition on the node for the group: a new file of the node's directory.",
        .panels = &tp1_obj_panels, .ctx = m, .ctx_free = map_free, .load = load, .nrows = nrows,
        .ncols = ncols, .row = row, .col = col, .cell = cell, .link = link, .add = add,
    };
    return obj_matrix_open(c, app, &spec);
}
