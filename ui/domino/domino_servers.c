/* ui/domino/domino_servers.c — DOM200, the Domino servers by name with their cluster (the lists
 * group a cluster's members by that column), availability threshold, maximum users, restriction,
 * replica count and domain. Line commands S (its replicas), E, B, I, D; INSERT on the command
 * line. */
#include <stdio.h>
#include <string.h>

#include "model/domino/domino.h"
#include "model/domino/domino_cluster.h"
#include "ui/domino/domino_panels.h"
#include "ui/engine/keylist.h"

static const char *const actions[] = OBJ_LIST_ACTIONS("Server");

static const struct lcmd_def lcmds[] = {
    {"S", "Replicas"}, {"R", "Replica map"}, {"E", "Edit"}, {"B", "Browse"}, {"I", "Insert"}, {"D", "Delete"}, {NULL, NULL},
};

static const struct pd_choice server_choices[] = {{"New server...", "INSERT", 'N'}, OBJ_LIST_CHOICES_END};

static const struct pulldown pulldowns[] = OBJ_LIST_PULLDOWNS("Server", server_choices);

const struct panel_def domino_servers_panel = {
    .id = "DOM200",
    .title = "Domino Servers",
    .kind = PANEL_TABLE,
    .actions = actions,
    .keys = &keylist_table,
    .lcmds = lcmds,
    .pulldowns = pulldowns,
    .help = "The Domino servers of the store by hierarchical name: the cluster each is a member of, "
            "its availability threshold (BUSY at or below it; 0 turns balancing off, 100 keeps it "
            "BUSY for failover only), its maximum users, whether it is restricted, how many replicas "
            "it holds and its domain, each as in effect (Domino's default when NOTES.INI states "
            "none).\n"
            "S lists a server's replicas; R shows the replica map of its cluster (REPLICAS on the "
            "command line: of the first cluster, REPLICAS name: of that one); E edits its settings and B shows them read only; I defines "
            "a new server (INSERT on the command line too); D deletes it with its replicas, after a "
            "confirmation. Each change is one transaction and one journal batch: option 9 (History) "
            "shows it and can undo it. LOCATE name goes to a server, FIND text to the next row "
            "holding the text; COLUMNS SERVER_TRANSINFO_RANGE shows any setting as a column.",
};

static const struct obj_col cols[] = {
    {{"name", "Server", 24, TC_FIXED}, NULL},
    {{"replicas", "REPL", 5, TC_RIGHT}, NULL},
};

/* The replica count of the row's server; the other cells as the generic list shows them. */
static const char *cell(void *ctx, const struct store_list_row *r, int col, char *buf, size_t n)
{
    struct obj_list *l = ctx;
    if (strcmp(l->cols[col].key, "replicas") != 0)
        return obj_list_cell(ctx, r, col, buf, n);
    const struct kind_def *kinds[] = {domino_kind(DOM_REPLICA)};
    struct store_list_spec spec = {kinds, 1, r->name, NULL, NULL, 0, NULL, NULL};
    struct store_error err;
    long count = 0;
    if (store_list_count(l->app->store, &spec, &count, &err) != STORE_OK)
        return "?";
    snprintf(buf, n, "%ld", count);
    return buf;
}

static int insert(struct console *c, struct obj_list *l)
{
    return obj_edit_open(c, l->app, &domino_obj_panels, OBJ_INSERT, domino_kind(DOM_SERVER), NULL, NULL);
}

/* The replica map of srv's cluster (R). */
static int cluster_map(struct console *c, struct obj_list *l, const char *srv)
{
    struct policy pol;
    policy_init(&pol);
    struct pol_object *top = obj_load(c, l->app, domino_kind(DOM_SERVER)->sys, &pol, srv, 0);
    const char *cl = top ? pol_get_key(top, "cluster") : NULL;
    char name[DOMINO_NAME_MAX + 1];
    snprintf(name, sizeof name, "%s", cl ? cl : "");
    policy_free(&pol);
    if (!top)
        return -1;
    if (!name[0]) {
        console_msg(c, MSG_REFUSED, "The server is in no cluster: its replicas are listed by S.", NULL);
        return -1;
    }
    return domino_map_open(c, l->app, name);
}

/* REPLICAS [cluster]: the replica map of the cluster named, else of the first cluster by name. */
static enum panel_rc command(struct console *c, struct obj_list *l, const struct cmd *cmd)
{
    if (strcmp(cmd->word, "REPLICAS") != 0)
        return PANEL_PASS;
    if (cmd->args[0]) {
        domino_map_open(c, l->app, cmd->args);
        return PANEL_DONE;
    }
    struct policy pol;
    struct domino_clusters cs = {0};
    struct store_error err = {0};
    policy_init(&pol);
    if (store_load_all(l->app->store, &pol, domino_kind(DOM_SERVER)->sys, 0, &err) != STORE_OK)
        console_msg(c, MSG_STORE_ERROR, err.msg, NULL);
    else if (domino_clusters_build(&pol, &cs) < 0 || !cs.n)
        console_msg(c, MSG_REFUSED, "No server of the store is in a cluster: there is no replica map.", NULL);
    else
        domino_map_open(c, l->app, cs.v[0].name);
    domino_clusters_free(&cs);
    policy_free(&pol);
    return PANEL_DONE;
}

/* S, R, E, B, D on a server. */
static enum table_lc_rc line_command(struct console *c, struct obj_list *l, const char *code, const char *key)
{
    char name[OBJ_NAME_MAX], top[OBJ_NAME_MAX];
    const struct kind_def *srv = domino_kind(DOM_SERVER);
    int rc = -1;
    obj_row_names(key, name, top);
    if (strcmp(code, "S") == 0)
        rc = domino_replicas_open(c, l->app, name);
    else if (strcmp(code, "R") == 0)
        rc = cluster_map(c, l, name);
    else if (strcmp(code, "E") == 0 || strcmp(code, "B") == 0)
        rc = obj_edit_open(c, l->app, &domino_obj_panels, code[0] == 'E' ? OBJ_EDIT : OBJ_BROWSE, srv, name, name);
    else if (strcmp(code, "D") == 0) {
        l->del = (struct obj_delete){.app = l->app, .panels = &domino_obj_panels, .kind = srv};
        snprintf(l->del.top, sizeof l->del.top, "%s", name);
        snprintf(l->del.name, sizeof l->del.name, "%s", name);
        rc = obj_delete_ask(c, &l->del);
    }
    return rc == 0 ? TABLE_LC_WAIT : TABLE_LC_STOP;
}

int domino_servers_open(struct console *c, struct app *app)
{
    static const struct kind_def *list[1];
    list[0] = domino_kind(DOM_SERVER);
    struct obj_list_spec spec = {
        .def = &domino_servers_panel, .panels = &domino_obj_panels, .kinds = list, .nkinds = 1, .cols = cols,
        .ncols = sizeof cols / sizeof cols[0], .insert = insert, .line_command = line_command, .cell = cell,
        .command = command,
    };
    return obj_list_open(c, app, &spec);
}
