/* ui/was/was_objects.c — the WebSphere object panels' spec (struct obj_panels): the entry panels
 * WAS230 (a cell), WAS240 (a node) and WAS250 (an application server's settings, from the schema,
 * under their groups), and WAS800. */
#include "ui/was/was_panels.h"

#include <string.h>

#include "model/was/was.h"
#include "ui/engine/keylist.h"

static const char *const cell_actions[] = {"Cell", "Xref", "Options", "Help", NULL};
static const char *const node_actions[] = {"Node", "Xref", "Options", "Help", NULL};
static const char *const server_actions[] = {"Server", "Xref", "Options", "Help", NULL};

static const struct pd_choice xref_choices[] = {
    {"Definition Menu...", "=1", 'D'},
    {"Validate the policy...", "=5", 'V'},
    {"Change history...", "=9", 'H'},
    {NULL, NULL, 0},
};

static const struct pulldown cell_pulldowns[] = {
    {"Cell", obj_entry_choices, obj_entry_choice_state}, {"Xref", xref_choices, NULL}, {NULL, NULL, NULL},
};
static const struct pulldown node_pulldowns[] = {
    {"Node", obj_entry_choices, obj_entry_choice_state}, {"Xref", xref_choices, NULL}, {NULL, NULL, NULL},
};
static const struct pd_choice server_xref_choices[] = {
    {"Classification what-if...", "WHATIF", 'W'},
    {"Definition Menu...", "=1", 'D'},
    {"Validate the policy...", "=5", 'V'},
    {"Change history...", "=9", 'H'},
    {NULL, NULL, 0},
};
static const struct pulldown server_pulldowns[] = {
    {"Server", obj_entry_choices, obj_entry_choice_state}, {"Xref", server_xref_choices, NULL}, {NULL, NULL, NULL},
};

const struct panel_def was_cell_panel = {
    .id = "WAS230", .title = "WebSphere Cell", .kind = PANEL_ENTRY, .actions = cell_actions,
    .keys = &keylist_entry, .pulldowns = cell_pulldowns,
    .help = "A WebSphere Application Server for z/OS cell: its name and its z/OS short name. Its "
            "nodes and their application servers hang under it. F3 saves and returns (one "
            "transaction, one journal batch); F12 returns without saving.",
};

const struct panel_def was_node_panel = {
    .id = "WAS240", .title = "WebSphere Node", .kind = PANEL_ENTRY, .actions = node_actions,
    .keys = &keylist_entry, .pulldowns = node_pulldowns,
    .help = "A node of the cell: its z/OS short name and the z/OS system it runs on. Node names "
            "are unique in the cell. F3 saves and returns; F12 returns without saving.",
};

const struct panel_def was_server_panel = {
    .id = "WAS250", .title = "WebSphere Application Server", .kind = PANEL_ENTRY,
    .actions = server_actions, .keys = &keylist_entry_scroll, .pulldowns = server_pulldowns,
    .help = "An application server's settings that decide how z/OS WLM spreads its work: the "
            "collection name (CN) under which the CB classification rules give its work a service "
            "class, the WLM definition it is checked against, its application environment, "
            "Multiple Instances with the minimum and maximum servants, even distribution of HTTP "
            "requests (WLMStatefulSession), and whether WLM queues the work or the controller "
            "distributes it by an algorithm.\n"
            "Even distribution spreads new HTTP requests only among the servants bound to the "
            "same work queue: the same service class, which the CB rules give from the collection "
            "name and the transaction class the classification document assigns (WAS002).\n"
            "Enter checks every field; F3 saves and returns (one transaction, one journal batch); "
            "F12 returns without saving. F1 on a field explains it with the IBM document it comes "
            "from ([U]: not confirmed there). WHATIF (Xref, Classification what-if) routes a "
            "request through the server's classification document and the CB rules as saved.",
};

static const char *const verbatim_actions[] = {"Object", "View", "Options", "Help", NULL};
static const struct pd_choice verbatim_choices[] = {{"Exit", "END", 'X'}, {NULL, NULL, 0}};
static const struct pulldown verbatim_pulldowns[] = {
    {"Object", verbatim_choices, NULL}, {"View", obj_view_choices, NULL}, {NULL, NULL, NULL},
};

const struct panel_def was_verbatim_panel = {
    .id = "WAS800", .title = "Verbatim Attributes", .kind = PANEL_TABLE, .actions = verbatim_actions,
    .keys = &keylist_table, .pulldowns = verbatim_pulldowns,
    .instruction = "The attributes kept as they were read, exported as they are.",
    .help = "The attributes of one object that wlmcon keeps without modelling them, written back "
            "in place on export.",
};

/* The server's settings in the schema's order, with short hints: the configuration's names are
 * in each field's help (F1). */
static const struct obj_field server_fields[] = {
    {"collection", NULL, "(CN qualifier)", 0},
    {"definition", NULL, "(blank: the one)", 0},
    {"applenv", NULL, "", 0},
    {"multiple_instances", NULL, "(true false)", 0},
    {"min_servants", NULL, "(1-20)", 0},
    {"max_servants", NULL, "(0 unlimited)", 0},
    {"even_distribution", NULL, "(true false)", 0},
    {"use_wlm_queue", NULL, "(1 0)", 0},
    {"algorithm", NULL, "(0 1 2)", 0},
    {NULL, NULL, NULL, 0},
};

/* WHATIF on a server's entry panel: its classification what-if (a server saved already). */
static enum panel_rc server_command(struct console *c, struct app *app, const char *top, const char *name,
                                    const struct cmd *cmd)
{
    if (strcmp(cmd->word, "WHATIF") != 0)
        return PANEL_PASS;
    if (!name[0]) {
        console_msg(c, MSG_LCMD_REFUSED, "Save the new server first: the what-if reads it as saved.", NULL);
        return PANEL_DONE;
    }
    was_whatif_open(c, app, top, name);
    return PANEL_DONE;
}

static const struct obj_entry_def entries[] = {
    {.kinds = UINT64_C(1) << WAS_CELL, .def = &was_cell_panel, .name_label = "Cell name", .name_as_typed = true},
    {.kinds = UINT64_C(1) << WAS_NODE, .def = &was_node_panel, .name_label = "Node name", .name_as_typed = true},
    {.kinds = UINT64_C(1) << WAS_SERVER, .def = &was_server_panel, .name_label = "Server name",
     .fields = server_fields, .name_as_typed = true, .command = server_command},
    {.kinds = UINT64_C(1) << WAS_GROUP, .def = &was_group_panel, .name_label = "Position",
     .fields = was_group_fields, .rows = &was_entry_rows},
};

const struct obj_panels was_obj_panels = {
    .top_noun = "cell",
    .name_help = "The name of the cell, node or application server as the WebSphere configuration "
                 "spells it (mixed case kept); node and server names are unique in their cell.",
    .entries = entries,
    .nentries = sizeof entries / sizeof entries[0],
    .verbatim = &was_verbatim_panel,
};
