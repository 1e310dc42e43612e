/* ui/tp1/tp1_panels.h — OpenTP1's panels (option 4): the nodes (TP1600), a node's definition files
 * (TP1610), the entry panels of a node (TP1605), its system common definition (TP1620), schedule
 * service definition (TP1630), user service default definition (TP1640) and user service
 * definitions (TP1650), and an object's verbatim values (TP1800). Built on the generic object
 * panels (ui/objects) with this folder's thin specs. */
#ifndef WLMCON_UI_TP1_PANELS_H
#define WLMCON_UI_TP1_PANELS_H

#include "ui/objects/objlist.h"
#include "ui/objects/objpanels.h"

/* The object panels of OpenTP1 (tp1_objects.c). */
extern const struct obj_panels tp1_obj_panels;

/* Every OpenTP1 panel, NULL-terminated, for the registry's contract test. */
extern const struct panel_def *const tp1_all_panels[];

/* The panels of the lists (tp1_nodes.c, tp1_files.c) and of the entry panels (tp1_objects.c). */
extern const struct panel_def tp1_nodes_panel, tp1_files_panel, tp1_node_panel, tp1_betranrc_panel,
    tp1_scd_panel, tp1_usrrc_panel, tp1_usrsvc_panel, tp1_verbatim_panel;

/* Pushes TP1600, the nodes of the store with their node group, announce status, this-node-first,
 * schedule rate and service groups as the rules work them out. 0, or -1 after a message. */
int tp1_nodes_open(struct console *c, struct app *app);

/* Pushes TP1610, the definition files of node (copied). 0, or -1 after a message. */
int tp1_files_open(struct console *c, struct app *app, const char *node);

/* Pushes the service group map (MAT100) of node's node group: its service groups against its
 * nodes (tp1_map.c). 0, or -1 after a message. */
int tp1_map_open(struct console *c, struct app *app, const char *node);

#endif
