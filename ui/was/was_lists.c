/* ui/was/was_lists.c — the WebSphere lists: WAS200 the cells (S their servers, N their nodes),
 * WAS210 a cell's nodes (S a node's servers) and WAS220 the application servers of a cell or of
 * one of its nodes, each with its node, collection name, servants and even distribution as in
 * effect, its HTTP transaction classes and the service classes WLM's CB rules give them (C its
 * classification document, W its classification what-if). E, B, D on every row; I on every
 * list (a new server goes under the list's node, or the cell's only node). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/was/was.h"
#include "model/was/was_classify.h"
#include "model/wlm/wlm.h"
#include "store/store.h"
#include "ui/engine/keylist.h"
#include "ui/was/was_panels.h"

static const struct lcmd_def cell_lcmds[] = {
    {"S", "Servers"}, {"N", "Nodes"}, {"E", "Edit"}, {"B", "Browse"}, {"I", "Insert"}, {"D", "Delete"},
    {NULL, NULL},
};
static const struct lcmd_def node_lcmds[] = {
    {"S", "Servers"}, {"E", "Edit"}, {"B", "Browse"}, {"I", "Insert"}, {"D", "Delete"}, {NULL, NULL},
};
static const struct lcmd_def server_lcmds[] = {
    {"C", "Classification"}, {"W", "What-if"}, {"E", "Edit"}, {"B", "Browse"}, {"I", "Insert"},
    {"D", "Delete"}, {NULL, NULL},
};

static const char *const cell_actions[] = OBJ_LIST_ACTIONS("Cell");
static const char *const node_actions[] = OBJ_LIST_ACTIONS("Node");
static const char *const server_actions[] = OBJ_LIST_ACTIONS("Server");
static const struct pd_choice cell_choices[] = {{"New cell...", "INSERT", 'N'}, OBJ_LIST_CHOICES_END};
static const struct pd_choice node_choices[] = {{"New node...", "INSERT", 'N'}, OBJ_LIST_CHOICES_END};
static const struct pd_choice server_choices[] = {{"New server...", "INSERT", 'N'}, OBJ_LIST_CHOICES_END};
static const struct pulldown cell_pulldowns[] = OBJ_LIST_PULLDOWNS("Cell", cell_choices);
static const struct pulldown node_pulldowns[] = OBJ_LIST_PULLDOWNS("Node", node_choices);
static const struct pulldown server_pulldowns[] = OBJ_LIST_PULLDOWNS("Server", server_choices);

const struct panel_def was_cells_panel = {
    .id = "WAS200", .title = "WebSphere Cells", .kind = PANEL_TABLE, .actions = cell_actions,
    .keys = &keylist_table, .lcmds = cell_lcmds, .pulldowns = cell_pulldowns,
    .help = "The WebSphere Application Server for z/OS cells of the store with their z/OS short "
            "names.\n"
            "S lists a cell's application servers, N its nodes; E edits a cell and B shows it; I "
            "defines a new cell; D deletes a cell with its nodes and servers, after a "
            "confirmation. Each change is one transaction and one journal batch. A server and its "
            "classification document come in with `wlmcon import --was-server CELL/NODE/SERVER "
            "FILE.xml` or the YAML document's websphere_cells section.",
};

const struct panel_def was_nodes_panel = {
    .id = "WAS210", .title = "WebSphere Nodes", .kind = PANEL_TABLE, .actions = node_actions,
    .keys = &keylist_table, .lcmds = node_lcmds, .pulldowns = node_pulldowns,
    .help = "The nodes of one cell with their z/OS short names and the z/OS system each runs on. "
            "S lists a node's application servers; E edits a node, B shows it, I defines a new "
            "one, D deletes one with its servers after a confirmation; each change is one journal "
            "batch.",
};

const struct panel_def was_servers_panel = {
    .id = "WAS220", .title = "WebSphere Servers", .kind = PANEL_TABLE, .actions = server_actions,
    .keys = &keylist_table, .lcmds = server_lcmds, .pulldowns = server_pulldowns,
    .help = "The application servers of one cell, or of one node of it (S on the nodes list): "
            "the node each runs on, its collection name (the "
            "CN qualifier its work reaches WLM's CB rules with), its minimum and maximum servants "
            "(Max 0 or blank: unlimited) and whether HTTP requests are distributed evenly "
            "(WLMStatefulSession), each as in effect; then the transaction classes its "
            "classification document gives HTTP work (each element's default and each entry's) "
            "and the service classes the CB rules of its WLM definition give them under its "
            "collection (? when the store holds no definition it can be checked against). More "
            "than one service class: its requests do not share one work queue, and even "
            "distribution cannot spread them (WAS002).\n"
            "C lists a server's classification document; W routes a request through it and the "
            "CB rules (the classification what-if); E edits a server's settings and B shows "
            "them; I defines a new server on the list's node (on a cell's list, the cell's only "
            "node), its settings checked as the entry panel checks them and saved as one journal "
            "batch; D deletes a server with its classification document, after a confirmation. "
            "Option 5 (Validate) checks each server's transaction classes against the CB rules of "
            "its WLM definition.",
};

/* ---- cells ---- */

static int cell_insert(struct console *c, struct obj_list *l)
{
    return obj_edit_open(c, l->app, &was_obj_panels, OBJ_INSERT, was_kind(WAS_CELL), NULL, NULL);
}

/* E, B, D on row key (name and cell) of a list of kind k; -1 when code is none of them. */
static int edit_or_delete(struct console *c, struct obj_list *l, const char *code, const char *key,
                          const struct kind_def *k)
{
    char name[OBJ_NAME_MAX], top[OBJ_NAME_MAX];
    obj_row_names(key, name, top);
    if (strcmp(code, "E") == 0 || strcmp(code, "B") == 0)
        return obj_edit_open(c, l->app, &was_obj_panels, code[0] == 'E' ? OBJ_EDIT : OBJ_BROWSE, k, top, name);
    if (strcmp(code, "D") != 0)
        return -1;
    l->del = (struct obj_delete){.app = l->app, .panels = &was_obj_panels, .kind = k};
    snprintf(l->del.top, sizeof l->del.top, "%s", top);
    snprintf(l->del.name, sizeof l->del.name, "%s", name);
    return obj_delete_ask(c, &l->del);
}

/* S (servers), N (nodes), E, B and D on a cell. */
static enum table_lc_rc cell_command(struct console *c, struct obj_list *l, const char *code, const char *key)
{
    char name[OBJ_NAME_MAX], top[OBJ_NAME_MAX];
    int rc;
    obj_row_names(key, name, top);
    if (strcmp(code, "S") == 0)
        rc = was_servers_open(c, l->app, name, NULL);
    else if (strcmp(code, "N") == 0)
        rc = was_nodes_open(c, l->app, name);
    else
        rc = edit_or_delete(c, l, code, key, was_kind(WAS_CELL));
    return rc == 0 ? TABLE_LC_WAIT : TABLE_LC_STOP;
}

static const struct obj_col cell_cols[] = {{{"name", "Cell", 16, TC_FIXED}, NULL}};

int was_cells_open(struct console *c, struct app *app)
{
    static const struct kind_def *list[1];
    list[0] = was_kind(WAS_CELL);
    struct obj_list_spec spec = {
        .def = &was_cells_panel, .panels = &was_obj_panels, .kinds = list, .nkinds = 1, .cols = cell_cols,
        .ncols = sizeof cell_cols / sizeof cell_cols[0], .insert = cell_insert, .line_command = cell_command,
    };
    return obj_list_open(c, app, &spec);
}

/* ---- nodes ---- */

static int node_insert(struct console *c, struct obj_list *l)
{
    return obj_edit_open(c, l->app, &was_obj_panels, OBJ_INSERT, was_kind(WAS_NODE), l->top, NULL);
}

/* S (the node's servers), E, B and D on a node. */
static enum table_lc_rc node_command(struct console *c, struct obj_list *l, const char *code, const char *key)
{
    char name[OBJ_NAME_MAX], top[OBJ_NAME_MAX];
    obj_row_names(key, name, top);
    int rc = strcmp(code, "S") == 0 ? was_servers_open(c, l->app, top, name)
                                    : edit_or_delete(c, l, code, key, was_kind(WAS_NODE));
    return rc == 0 ? TABLE_LC_WAIT : TABLE_LC_STOP;
}

static const struct obj_col node_cols[] = {{{"name", "Node", 16, TC_FIXED}, NULL}};

int was_nodes_open(struct console *c, struct app *app, const char *cell)
{
    static const struct kind_def *list[1];
    list[0] = was_kind(WAS_NODE);
    struct obj_list_spec spec = {
        .def = &was_nodes_panel, .panels = &was_obj_panels, .kinds = list, .nkinds = 1, .top = cell,
        .cols = node_cols, .ncols = sizeof node_cols / sizeof node_cols[0], .insert = node_insert,
        .line_command = node_command,
    };
    return obj_list_open(c, app, &spec);
}

/* ---- servers ---- */

/* The cells and WLM definitions of the store, read again whenever the store's revision has moved
 * (a server defined or saved from the list): each server's node, and the service classes the CB
 * rules give its transaction classes. */
struct view {
    struct app *app;
    int64_t rev;          /* the store's revision when pol was read; -1: never read */
    struct policy pol;
    bool loaded;
};

static void view_free(void *data)
{
    struct view *v = data;
    if (!v)
        return;
    if (v->loaded)
        policy_free(&v->pol);
    free(v);
}

static struct view *view_new(struct app *app)
{
    struct view *v = calloc(1, sizeof *v);
    if (v) {
        v->app = app;
        v->rev = -1;
    }
    return v;
}

/* The policy of v as the store holds it now, or NULL when it cannot be read. */
static const struct policy *view_policy(struct view *v)
{
    struct store_error err;
    int64_t rev = -1;
    if (!v || store_revision(v->app->store, &rev, &err) != STORE_OK)
        return v && v->loaded ? &v->pol : NULL;
    if (v->loaded && rev == v->rev)
        return &v->pol;
    if (v->loaded)
        policy_free(&v->pol);
    policy_init(&v->pol);
    v->loaded = true;
    v->rev = rev;
    if (store_load_all(v->app->store, &v->pol, wlm_kind(WLM_DEFINITION)->sys, 0, &err) != STORE_OK ||
        store_load_all(v->app->store, &v->pol, &was_system_def, 0, &err) != STORE_OK) {
        policy_free(&v->pol);
        policy_init(&v->pol);
        v->rev = -1;
    }
    return &v->pol;
}

/* The stored server of row key in the cells loaded when the list opened, or NULL. */
static const struct pol_object *server_of(const struct obj_list *l, const char *key)
{
    char name[OBJ_NAME_MAX], top[OBJ_NAME_MAX];
    const struct policy *p = view_policy(l->data);
    obj_row_names(key, name, top);
    const struct pol_object *cell = p ? pol_find_top(p, was_kind(WAS_CELL), top) : NULL;
    return cell ? pol_find(cell, was_kind(WAS_SERVER)->ns, name) : NULL;
}

/* I: a new server under the list's node, or the cell's only node. */
static int server_insert(struct console *c, struct obj_list *l)
{
    const struct policy *p = view_policy(l->data);
    const struct pol_object *cell = p ? pol_find_top(p, was_kind(WAS_CELL), l->top) : NULL, *node = NULL;
    const struct kind_def *nk = was_kind(WAS_NODE);
    if (cell && l->parent[0])
        node = pol_find(cell, nk->ns, l->parent);
    else if (cell && (node = pol_first_child(cell, nk)) && pol_next_child(node, nk))
        node = NULL;
    if (!node) {
        console_msg(c, MSG_LCMD_REFUSED, cell && pol_first_child(cell, nk)
                    ? "A server goes under a node: S on its node in the nodes list (N on the cell), then I."
                    : "A server goes under a node: define the cell's node first (N on the cell, then I).", NULL);
        return -1;
    }
    return obj_edit_insert_under(c, l->app, &was_obj_panels, was_kind(WAS_SERVER), l->top, node->uid);
}

/* C (its classification document), W (its what-if), E, B and D on a server. */
static enum table_lc_rc server_command(struct console *c, struct obj_list *l, const char *code, const char *key)
{
    if (strcmp(code, "W") == 0) {
        char name[OBJ_NAME_MAX], top[OBJ_NAME_MAX];
        obj_row_names(key, name, top);
        return was_whatif_open(c, l->app, top, name) == 0 ? TABLE_LC_WAIT : TABLE_LC_STOP;
    }
    if (strcmp(code, "C") != 0)
        return edit_or_delete(c, l, code, key, was_kind(WAS_SERVER)) == 0 ? TABLE_LC_WAIT : TABLE_LC_STOP;
    const struct pol_object *s = server_of(l, key), *d = s ? s->first : NULL;
    while (d && !was_is_kind(d->kind, WAS_DOCUMENT))
        d = d->next;
    if (!d) {
        console_msg(c, MSG_NOT_FOUND, "The server has no classification document: import one with "
                                      "--was-server CELL/NODE/SERVER FILE.xml.", NULL);
        return TABLE_LC_STOP;
    }
    return was_document_open(c, l->app, s->top->name, d->uid) == 0 ? TABLE_LC_WAIT : TABLE_LC_STOP;
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

/* The HTTP transaction classes of a server's document (the column's cell, being filled). */
struct tclasses {
    const struct pol_object *def;   /* the WLM definition, for the service classes; NULL: none */
    const char *cn;                 /* the server's collection name */
    char *out;
    size_t n;
};

/* was_each_tclass's callback: the class itself, or the service class the CB rules give it. */
static void each_tclass(const struct pol_object *obj, const char *tclass, void *ctx)
{
    struct tclasses *t = ctx;
    struct wlm_result r;
    (void)obj;
    if (!t->def)
        add(t->out, t->n, tclass);
    else if (was_cb_classify(t->def, t->cn, tclass, &r) == 0) {
        add(t->out, t->n, r.service_class);
        wlm_result_free(&r);
    }
}

/* The derived cells of server row r from the loaded cells and definitions: its node, the
 * transaction classes its document gives HTTP work, and the service classes they reach. */
static const char *server_cell(void *ctx, const struct store_list_row *r, int col, char *buf, size_t n)
{
    struct obj_list *l = ctx;
    const char *key = l->cols[col].key;
    if (strcmp(key, "node") != 0 && strcmp(key, "tclasses") != 0 && strcmp(key, "sclasses") != 0)
        return obj_list_cell(ctx, r, col, buf, n);
    const struct policy *p = view_policy(l->data);
    const struct pol_object *top = p ? pol_find_top(p, was_kind(WAS_CELL), r->top) : NULL;
    const struct pol_object *o = top ? pol_find(top, r->kind->ns, r->name) : NULL;
    buf[0] = '\0';
    if (!o)
        return buf;
    if (key[0] == 'n') {
        snprintf(buf, n, "%s", o->parent ? o->parent->name : "");
        return buf;
    }
    struct tclasses t = {NULL, pol_get_key(o, "collection"), buf, n};
    if (key[0] == 's' && !(t.def = was_definition(p, o, NULL)))
        return "?";
    was_each_tclass(o, "http", each_tclass, &t);
    return buf;
}

static const struct obj_col server_cols[] = {
    {{"name", "Server", 12, TC_FIXED}, NULL},
    {{"node", "Node", 10, 0}, NULL},
    {{"tclasses", "Transaction classes", 24, 0}, "~"},
    {{"sclasses", "Service classes", 20, 0}, "~"},
};

int was_servers_open(struct console *c, struct app *app, const char *cell, const char *node)
{
    static const struct kind_def *list[1];
    list[0] = was_kind(WAS_SERVER);
    struct obj_list_spec spec = {
        .def = &was_servers_panel, .panels = &was_obj_panels, .kinds = list, .nkinds = 1, .top = cell,
        .parent_kind = node ? was_kind(WAS_NODE) : NULL, .parent = node, .insert = server_insert,
        .cols = server_cols, .ncols = sizeof server_cols / sizeof server_cols[0],
        .line_command = server_command, .cell = server_cell, .data = view_new(app), .data_free = view_free,
    };
    return obj_list_open(c, app, &spec);
}
