/* ui/domino/domino_objects.c — the Domino object panels' spec (struct obj_panels): the entry panels
 * DOM210 (a server's NOTES.INI settings, from the schema, under their groups) and DOM220 (a
 * replica), and DOM800. */
#include "ui/domino/domino_panels.h"

#include "model/domino/domino.h"
#include "ui/engine/keylist.h"

static const char *const server_actions[] = {"Server", "Xref", "Options", "Help", NULL};
static const char *const replica_actions[] = {"Replica", "Xref", "Options", "Help", NULL};

static const struct pd_choice xref_choices[] = {
    {"Servers...", "=3", 'S'},
    {"Validate the policy...", "=5", 'V'},
    {"Change history...", "=9", 'H'},
    {NULL, NULL, 0},
};

static const struct pulldown server_pulldowns[] = {
    {"Server", obj_entry_choices, obj_entry_choice_state}, {"Xref", xref_choices, NULL}, {NULL, NULL, NULL},
};
static const struct pulldown replica_pulldowns[] = {
    {"Replica", obj_entry_choices, obj_entry_choice_state}, {"Xref", xref_choices, NULL}, {NULL, NULL, NULL},
};

const struct panel_def domino_server_panel = {
    .id = "DOM210", .title = "Domino Server", .kind = PANEL_ENTRY, .actions = server_actions,
    .keys = &keylist_entry_scroll, .pulldowns = server_pulldowns,
    .help = "A server's cluster and its NOTES.INI settings of cluster workload balancing: the "
            "availability threshold at or below which the Cluster Manager marks it BUSY, the most "
            "users it takes, whether it is restricted, how its availability index is worked out, the "
            "ports of cluster traffic and the cluster replicators. The cluster is kept in the "
            "Domino Directory, not in NOTES.INI: it is typed here or given with --cluster.\n"
            "Enter checks every field against its range; F3 saves and returns (one transaction, one "
            "journal batch); F12 returns without saving. An empty field states nothing, so Domino's "
            "default, shown at its right, applies, and the export leaves its line out. F1 on a "
            "field explains it with the HCL document it comes from ([U]: not confirmed there). A "
            "changed value rewrites its own line of the NOTES.INI on export; every other line stays "
            "as read.",
};

const struct panel_def domino_replica_panel = {
    .id = "DOM220", .title = "Replica", .kind = PANEL_ENTRY, .actions = replica_actions,
    .keys = &keylist_entry, .pulldowns = replica_pulldowns,
    .help = "A replica of a database on this server, known by its replica id: its title and path, "
            "and how the Cluster Database Directory marks it (out of service, pending delete). "
            "\"Wanted on every member\" asks that every member of the cluster hold a replica (DOM004 "
            "reports the members that do not). F3 saves and returns; F12 returns without saving.",
};

static const char *const verbatim_actions[] = {"Object", "View", "Options", "Help", NULL};
static const struct pd_choice verbatim_choices[] = {{"Exit", "END", 'X'}, {NULL, NULL, 0}};
static const struct pulldown verbatim_pulldowns[] = {
    {"Object", verbatim_choices, NULL}, {"View", obj_view_choices, NULL}, {NULL, NULL, NULL},
};

const struct panel_def domino_verbatim_panel = {
    .id = "DOM800", .title = "Verbatim Attributes", .kind = PANEL_TABLE, .actions = verbatim_actions,
    .keys = &keylist_table, .pulldowns = verbatim_pulldowns,
    .instruction = "The attributes kept as they were read, exported as they are.",
    .help = "The attributes of one object that wlmcon keeps without modelling them. A server's other "
            "NOTES.INI lines are kept in its file's layout, written back as read.",
};

static const struct obj_entry_def entries[] = {
    {.kinds = UINT64_C(1) << DOM_SERVER, .def = &domino_server_panel, .name_label = "Server name"},
    {.kinds = UINT64_C(1) << DOM_REPLICA, .def = &domino_replica_panel, .name_label = "Replica id"},
};

const struct obj_panels domino_obj_panels = {
    .top_noun = "server",
    .name_help = "The server's hierarchical name in canonical form (CN=Alpha/O=Example), or a replica "
                 "id of 16 hexadecimal digits written 85257A2B:0055C7F1.",
    .entries = entries,
    .nentries = sizeof entries / sizeof entries[0],
    .verbatim = &domino_verbatim_panel,
};
