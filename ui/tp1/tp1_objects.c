/* ui/tp1/tp1_objects.c — OpenTP1's entry panels and object panel spec (tp1_panels.h): a node's own
 * values (TP1605), and one entry panel per definition file kind, each from the schema. */
#include "ui/tp1/tp1_panels.h"

#include <stdint.h>

#include "model/tp1/tp1.h"
#include "ui/engine/keylist.h"

#define B(k) (UINT64_C(1) << (k))

static const char *const entry_actions[] = {"Definition", "Options", "Help", NULL};
static const struct pulldown entry_pulldowns[] = {
    {"Definition", obj_entry_choices, obj_entry_choice_state}, {NULL, NULL, NULL},
};

#define ENTRY(var, pid, ttl, hlp)                                                                   \
    const struct panel_def var = {.id = pid, .title = ttl, .kind = PANEL_ENTRY,                      \
                                  .actions = entry_actions, .keys = &keylist_entry,                  \
                                  .pulldowns = entry_pulldowns, .help = hlp}

ENTRY(tp1_node_panel, "TP1605", "Node",
      "A node: an OpenTP1 system. Its host (as the other nodes' all_node entries name it), port, "
      "product version and whether TP1/Extension 1 is installed are stated by no definition file: "
      "they are kept here. Extension 1 UNKNOWN gives no finding that depends on it. F3 saves, "
      "F12 leaves without saving.");
ENTRY(tp1_betranrc_panel, "TP1620", "System Common Definition",
      "The node's betranrc: all_node lists the other nodes it exchanges name information with, "
      "each name[:port][:high]. The nodes that name each other form a node group. A changed "
      "operand rewrites its own statement of the file on export.");
ENTRY(tp1_scd_panel, "TP1630", "Schedule Service Definition",
      "The node's scd: how the scheduler balances requests between the nodes of its node group. "
      "scd_announce_server_status must be the same on every node of the group. The scdbufgrp and "
      "scdmulti commands of the file are kept as written.");
ENTRY(tp1_usrrc_panel, "TP1640", "User Service Default Definition",
      "The node's usrrc: the values every user service definition of the node takes when it "
      "states none (the file name usrrc is not confirmed by a manual page read).");
ENTRY(tp1_usrsvc_panel, "TP1650", "User Service Definition",
      "One user server: its service group, module, services, processes and load-level thresholds. "
      "The same service group on several nodes of a node group is what is balanced.");

const struct panel_def tp1_verbatim_panel = {
    .id = "TP1800", .title = "Values as Read", .kind = PANEL_TABLE, .keys = &keylist_table,
    .help = "The object's values that the console does not edit, as read.",
};

static const struct obj_entry_def entries[] = {
    {.kinds = B(TP1_NODE), .def = &tp1_node_panel, .name_label = "Node name", .no_top = true},
    {.kinds = B(TP1_BETRANRC), .def = &tp1_betranrc_panel, .name_label = "File"},
    {.kinds = B(TP1_SCD), .def = &tp1_scd_panel, .name_label = "File"},
    {.kinds = B(TP1_USRRC), .def = &tp1_usrrc_panel, .name_label = "File"},
    {.kinds = B(TP1_USRSVC), .def = &tp1_usrsvc_panel, .name_label = "User server (file)"},
};

const struct obj_panels tp1_obj_panels = {
    .top_noun = "node",
    .name_help = "The node's name as --node gave it, or the definition file's name in the node's "
                 "directory (a user service definition is named after its user server).",
    .entries = entries,
    .nentries = sizeof entries / sizeof entries[0],
    .verbatim = &tp1_verbatim_panel,
};

const struct panel_def *const tp1_all_panels[] = {
    &tp1_nodes_panel, &tp1_files_panel, &tp1_node_panel, &tp1_betranrc_panel, &tp1_scd_panel,
    &tp1_usrrc_panel, &tp1_usrsvc_panel, &tp1_verbatim_panel, NULL,
};
