/* ui/tp1/tp1_nodes.c — TP1600, the nodes (option 4): each node with its node group (the nodes that
 * name each other in all_node, worked out as the rules do), its effective
 * scd_announce_server_status, scd_this_node_first and schedule_rate, and the service groups it
 * hosts. Line commands S (its definition files), E, B, I and D. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/tp1/tp1.h"
#include "model/tp1/tp1_group.h"
#include "store/store.h"
#include "ui/engine/keylist.h"
#include "ui/tp1/tp1_panels.h"

static const char *const actions[] = OBJ_LIST_ACTIONS("Node");
static const struct lcmd_def lcmds[] = {
    {"S", "Select"}, {"M", "Service group map"}, {"E", "Edit"}, {"B", "Browse"}, {"I", "Insert"}, {"D", "Delete"}, {NULL, NULL},
};
static const struct pd_choice node_choices[] = {{"New node...", "INSERT", 'N'}, OBJ_LIST_CHOICES_END};
static const struct pulldown pulldowns[] = OBJ_LIST_PULLDOWNS("Node", node_choices);

const struct panel_def tp1_nodes_panel = {
    .id = "TP1600",
    .title = "OpenTP1 Nodes",
    .kind = PANEL_TABLE,
    .actions = actions,
    .keys = &keylist_table,
    .lcmds = lcmds,
    .pulldowns = pulldowns,
    .help = "The nodes of the store: each node's node group (the nodes that name each other in "
            "all_node, matched by host, then by name), its scd_announce_server_status, "
            "scd_this_node_first and schedule_rate as in effect, and the service groups it hosts "
            "(those its usrconf starts, when it lists any).\n"
            "S lists the node's definition files; M shows the service group map of its node group "
            "(MAP on the command line: of the first node's, MAP node: of that node's); E edits its own values (host, port, version, "
            "TP1/Extension 1) and B shows them; I defines a new node; D deletes a node with its "
            "definitions, after a confirmation. Each change is one journal batch.",
};

static const struct obj_col cols[] = {
    {{"name", "Node", 12, TC_FIXED}, NULL},
    {{"group", "Node group", 17, 0}, NULL},
    {{"announce", "Announce", 8, 0}, NULL},
    {{"local1st", "Local1st", 8, 0}, NULL},
    {{"rate", "Rate", 4, 0}, NULL},
    {{"sgroups", "Service groups", 19, 0}, NULL},
};

/* What the list shows beside the stored rows: every node loaded, with its groups. */
struct view {
    struct policy pol;
    struct tp1_groups g;
};

static void view_free(void *data)
{
    struct view *v = data;
    if (!v)
        return;
    tp1_groups_free(&v->g);
    policy_free(&v->pol);
    free(v);
}

/* Loads every node of the store and works out the node groups; NULL when that fails. */
static struct view *view_new(struct app *app)
{
    struct view *v = calloc(1, sizeof *v);
    struct store_error err;
    if (!v)
        return NULL;
    policy_init(&v->pol);
    if (store_load_all(app->store, &v->pol, tp1_system(), 0, &err) != STORE_OK ||
        tp1_groups_build(&v->pol, &v->g) < 0) {
        policy_free(&v->pol);
        free(v);
        return NULL;
    }
    return v;
}

/* Appends s to the comma list out (n bytes) unless it is there. */
static void add(char *out, size_t n, const char *s)
{
    for (const char *p = out; *p;) {
        size_t w = strcspn(p, ",");
        if (w == strlen(s) && strncmp(p, s, w) == 0)
            return;
        p += w + (p[w] == ',');
    }
    size_t at = strlen(out);
    snprintf(out + at, n - at, "%s%s", at ? "," : "", s);
}

/* The derived cells of node row r. */
static const char *cell(void *ctx, const struct store_list_row *r, int col, char *buf, size_t n)
{
    struct obj_list *l = ctx;
    const struct view *v = l->data;
    const char *key = l->cols[col].key;
    size_t i = 0;
    while (v && i < v->g.nnodes && strcmp(v->g.nodes[i].node->name, r->name) != 0)
        i++;
    bool derived = strcmp(key, "group") == 0 || strcmp(key, "announce") == 0 || strcmp(key, "local1st") == 0 ||
                   strcmp(key, "rate") == 0 || strcmp(key, "sgroups") == 0;
    if (!derived)
        return obj_list_cell(ctx, r, col, buf, n);
    buf[0] = '\0';
    if (!v || i == v->g.nnodes)
        return buf;
    const struct tp1_gnode *gn = &v->g.nodes[i];
    const char *s = NULL;
    if (strcmp(key, "group") == 0) {
        for (size_t j = 0; j < v->g.nnodes; j++)
            if (v->g.nodes[j].group == gn->group)
                add(buf, n, v->g.nodes[j].node->name);
    } else if (strcmp(key, "sgroups") == 0) {
        for (size_t k = 0; k < gn->nhosted; k++)
            add(buf, n, tp1_service_group(gn->hosted[k]));
    } else {
        s = tp1_node_value(gn->node, TP1_SCD, strcmp(key, "announce") == 0   ? "scd_announce_server_status"
                                              : strcmp(key, "local1st") == 0 ? "scd_this_node_first"
                                                                             : "schedule_rate");
        snprintf(buf, n, "%s", s ? s : "");
    }
    return buf;
}

static int insert(struct console *c, struct obj_list *l)
{
    return obj_edit_open(c, l->app, &tp1_obj_panels, OBJ_INSERT, tp1_kind(TP1_NODE), NULL, NULL);
}

/* MAP [node]: the service group map of the node's node group (the first node's without one). */
static enum panel_rc command(struct console *c, struct obj_list *l, const struct cmd *cmd)
{
    const struct view *v = l->data;
    if (strcmp(cmd->word, "MAP") != 0)
        return PANEL_PASS;
    const char *node = cmd->args[0] ? cmd->args : NULL, *first = NULL;
    for (size_t i = 0; !node && v && i < v->g.nnodes; i++)
        if (!first || strcmp(v->g.nodes[i].node->name, first) < 0)
            first = v->g.nodes[i].node->name;
    node = node ? node : first;
    if (node)
        tp1_map_open(c, l->app, node);
    else
        console_msg(c, MSG_REFUSED, "The store has no OpenTP1 node: there is no map.", NULL);
    return PANEL_DONE;
}

/* S, M, E, B and D on a node. */
static enum table_lc_rc line_command(struct console *c, struct obj_list *l, const char *code, const char *key)
{
    char name[OBJ_NAME_MAX], top[OBJ_NAME_MAX];
    const struct kind_def *node = tp1_kind(TP1_NODE);
    int rc = -1;
    obj_row_names(key, name, top);
    if (strcmp(code, "S") == 0)
        rc = tp1_files_open(c, l->app, name);
    else if (strcmp(code, "M") == 0)
        rc = tp1_map_open(c, l->app, name);
    else if (strcmp(code, "E") == 0 || strcmp(code, "B") == 0)
        rc = obj_edit_open(c, l->app, &tp1_obj_panels, code[0] == 'E' ? OBJ_EDIT : OBJ_BROWSE, node, name, name);
    else if (strcmp(code, "D") == 0) {
        l->del = (struct obj_delete){.app = l->app, .panels = &tp1_obj_panels, .kind = node};
        snprintf(l->del.top, sizeof l->del.top, "%s", name);
        snprintf(l->del.name, sizeof l->del.name, "%s", name);
        rc = obj_delete_ask(c, &l->del);
    }
    return rc == 0 ? TABLE_LC_WAIT : TABLE_LC_STOP;
}

int tp1_nodes_open(struct console *c, struct app *app)
{
    static const struct kind_def *list[1];
    list[0] = tp1_kind(TP1_NODE);
    struct obj_list_spec spec = {
        .def = &tp1_nodes_panel, .panels = &tp1_obj_panels, .kinds = list, .nkinds = 1, .cols = cols,
        .ncols = sizeof cols / sizeof cols[0], .insert = insert, .line_command = line_command, .cell = cell,
        .data = view_new(app), .data_free = view_free, .command = command,
    };
    return obj_list_open(c, app, &spec);
}
