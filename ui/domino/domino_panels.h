/* ui/domino/domino_panels.h — Domino's panels, each built from the generic object panels
 * (ui/objects) with a thin spec: DOM200 the servers by cluster, DOM210 a server's settings,
 * DOM230 a server's replicas, DOM220 a replica, DOM800 an object's verbatim attributes. */
#ifndef WLMCON_UI_DOMINO_DOMINO_PANELS_H
#define WLMCON_UI_DOMINO_DOMINO_PANELS_H

#include "ui/objects/objlist.h"
#include "ui/objects/objpanels.h"

extern const struct panel_def domino_servers_panel;   /* DOM200 */
extern const struct panel_def domino_server_panel;    /* DOM210 */
extern const struct panel_def domino_replica_panel;   /* DOM220 */
extern const struct panel_def domino_replicas_panel;  /* DOM230 */
extern const struct panel_def domino_verbatim_panel;  /* DOM800 */

/* The object panels' spec (domino_objects.c). */
extern const struct obj_panels domino_obj_panels;

/* Pushes DOM200, every server with its cluster, threshold, maximum users, restriction, replica
 * count and domain. 0, or -1 after a message. */
int domino_servers_open(struct console *c, struct app *app);

/* Pushes DOM230, the replicas of server (its canonical name). 0, or -1 after a message. */
int domino_replicas_open(struct console *c, struct app *app, const char *server);

/* Pushes the replica map (MAT100) of cluster (its name, case ignored): the databases its members
 * hold against the members (domino_map.c). 0, or -1 after a message. */
int domino_map_open(struct console *c, struct app *app, const char *cluster);

#endif
