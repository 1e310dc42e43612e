/* ui/domino/domino_replicas.c — DOM230, the replicas of one server by replica id: title, path and
 * flags. Line commands E, B, I, D (the generic list's, through the object panels' spec). */
#include <string.h>

#include "model/domino/domino.h"
#include "ui/domino/domino_panels.h"
#include "ui/engine/keylist.h"

static const char *const actions[] = OBJ_LIST_ACTIONS("Replica");

static const struct lcmd_def lcmds[] = {
    {"E", "Edit"}, {"B", "Browse"}, {"I", "Insert"}, {"D", "Delete"}, {NULL, NULL},
};

static const struct pd_choice replica_choices[] = {{"New replica...", "INSERT", 'N'}, OBJ_LIST_CHOICES_END};

static const struct pulldown pulldowns[] = OBJ_LIST_PULLDOWNS("Replica", replica_choices);

const struct panel_def domino_replicas_panel = {
    .id = "DOM230",
    .title = "Replicas",
    .kind = PANEL_TABLE,
    .actions = actions,
    .keys = &keylist_table,
    .lcmds = lcmds,
    .pulldowns = pulldowns,
    .help = "The replicas one server holds, by replica id (85257A2B:0055C7F1): the database's title "
            "and path, OOS when the Cluster Database Directory marks it out of service, DEL when "
            "pending delete, CLU when it is wanted on every member of the cluster. E edits one, B "
            "shows it, I adds one, D deletes it after a confirmation; each change is one journal "
            "batch. A replica list (CSV) imports many at once.",
};

static const struct obj_col cols[] = {{{"name", "Replica id", 17, TC_FIXED}, NULL}};

static int insert(struct console *c, struct obj_list *l)
{
    return obj_edit_open(c, l->app, &domino_obj_panels, OBJ_INSERT, domino_kind(DOM_REPLICA), l->top, NULL);
}

int domino_replicas_open(struct console *c, struct app *app, const char *server)
{
    static const struct kind_def *list[1];
    list[0] = domino_kind(DOM_REPLICA);
    struct obj_list_spec spec = {
        .def = &domino_replicas_panel, .panels = &domino_obj_panels, .kinds = list, .nkinds = 1, .top = server,
        .cols = cols, .ncols = sizeof cols / sizeof cols[0], .insert = insert,
    };
    return obj_list_open(c, app, &spec);
}
