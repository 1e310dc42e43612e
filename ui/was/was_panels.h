/* ui/was/was_panels.h — WebSphere for z/OS's panels, reached from the WLM Definition Menu's
 * "WebSphere servers" line (option 1 of the primary menu): WAS200 the cells, WAS210 a cell's
 * nodes, WAS220 the application servers of a cell or of a node, the entry panels WAS230 (a cell), WAS240 (a node)
 * and WAS250 (a server's settings, from the schema), WAS260 a server's classification document
 * (its elements), WAS270 an element with its entries as a nested table, WAS280 an entry, WAS290
 * a server's classification what-if, and WAS800 an object's verbatim attributes.
 * Built on the generic object panels (ui/objects) with this folder's thin specs. */
#ifndef WLMCON_UI_WAS_WAS_PANELS_H
#define WLMCON_UI_WAS_WAS_PANELS_H

#include "ui/objects/objlist.h"
#include "ui/objects/objpanels.h"

extern const struct panel_def was_cells_panel;     /* WAS200 */
extern const struct panel_def was_nodes_panel;     /* WAS210 */
extern const struct panel_def was_servers_panel;   /* WAS220 */
extern const struct panel_def was_cell_panel;      /* WAS230 */
extern const struct panel_def was_node_panel;      /* WAS240 */
extern const struct panel_def was_server_panel;    /* WAS250 */
extern const struct panel_def was_groups_panel;    /* WAS260 */
extern const struct panel_def was_group_panel;     /* WAS270 */
extern const struct panel_def was_entry_panel;     /* WAS280 */
extern const struct panel_def was_whatif_panel;    /* WAS290 */
extern const struct panel_def was_verbatim_panel;  /* WAS800 */

/* The entries under an element's entry panel (was_document.c). */
extern const struct obj_rows_def was_entry_rows;

/* The fields of an element's entry panel, WAS270 (was_document.c). */
extern const struct obj_field was_group_fields[];

/* The object panels' spec (was_objects.c). */
extern const struct obj_panels was_obj_panels;

/* Pushes WAS200, every cell of the store with its short name. 0, or -1 after a message. */
int was_cells_open(struct console *c, struct app *app);

/* Pushes WAS210, the nodes of cell (its name, copied) with their z/OS system. 0, or -1 after a
 * message. */
int was_nodes_open(struct console *c, struct app *app, const char *cell);

/* Pushes WAS220, the application servers of cell (copied), or of its node node when node is not
 * NULL, each with its node, collection name, servant minimum and maximum and even distribution as
 * in effect. 0, or -1 after a message. */
int was_servers_open(struct console *c, struct app *app, const char *cell, const char *node);

/* Pushes WAS260, the elements of the classification document whose uid is document (pol_object.uid)
 * under cell. 0, or -1 after a message. */
int was_document_open(struct console *c, struct app *app, const char *cell, int64_t document);

/* Pushes WAS290, the classification what-if of server (names copied) of cell: a request typed in
 * and its route through the server's document and the CB rules of its WLM definition. 0, or -1
 * after a message. */
int was_whatif_open(struct console *c, struct app *app, const char *cell, const char *server);

/* Opens WLM object o (a CB rule) of definition def through WLM's row of the registry
 * (open_object: a rule among its subsystem type's rules, at its row). 0, or -1 after a message. */
int was_open_wlm_object(struct console *c, struct app *app, const struct pol_object *def,
                        const struct pol_object *o);

#endif
