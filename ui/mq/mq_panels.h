/* ui/mq/mq_panels.h — what the MQ panels of the console share (option 2 of the primary menu; issue 5
 * item 3). Each panel is a thin table, entry or menu panel over the engine, in a file of its own:
 *
 *   MQ700  mq_menu.c       MQ: queue managers, cluster queues, clusters
 *   MQ600  mq_qmgrs.c      Queue managers (S E B I C D SU RE)
 *   MQ610  mq_qmgr_menu.c  A queue manager's objects
 *   MQ620  mq_objects.c    A queue manager's attributes (edit, browse, insert, copy; S on a
 *                          Validate finding opens MQ620, MQ220 or MQ320 through mq_object_open)
 *   MQ630  mq_suspend.c    Suspend or resume a queue manager in a cluster
 *   MQ200  mq_channels.c   A queue manager's channels (E B I C D V)
 *   MQ210  mq_new.c        A new channel: name and type
 *   MQ220  mq_objects.c    A channel's attributes
 *   MQ300  mq_queues.c     A queue manager's queues (E B I C D V)
 *   MQ310  mq_new.c        A new queue: name and type
 *   MQ320  mq_objects.c    A queue's attributes
 *   MQ400  mq_clusq.c      Cluster queue instances across queue managers (E B V)
 *   MQ500  mq_clusters.c   Clusters (M Q); MQ510 its members, MQ520 its cluster queues
 *   MQ800  mq_objects.c    An object's unmodelled attributes and read-only values
 *
 * The lists, entry panels and MQ800 are the object panels of ui/objects (objpanels.h, objlist.h)
 * made from the schema rows and MQ's panel spec, mq_obj_panels (mq_objects.c): one transaction and
 * one journal batch per save, revision checked; lists read the store a window at a time
 * (storesrc.h), take their attribute columns from the schema (AF_KEY rows) and show effective
 * values. */
#ifndef WLMCON_UI_MQ_PANELS_H
#define WLMCON_UI_MQ_PANELS_H

#include <stdbool.h>

#include "ui/objects/objlist.h"
#include "ui/objects/objpanels.h"
#include "ui/work/app.h"
#include "model/mq/mq_model.h"

enum { MQ_NAME_MAX = 49 };   /* MQ object names: 48 characters and the NUL */

/* Opens the MQ part: MQ700, then its option rest when given ("1" for =2.1). ctx is the struct app.
 * Returns 0, or -1 after a message. */
int mq_part_open(struct console *c, const char *rest, void *ctx);

/* The object panels of MQ: entry panels MQ620, MQ220, MQ320, MQ800 and what ui/objects reads of
 * MQ (mq_objects.c). */
extern const struct obj_panels mq_obj_panels;

/* ---- panels: each pushes itself on c; 0, or -1 after a message (out of memory, or the store ----
 * could not be read). app is the console's (it outlives the panels); the names are copied. */

/* MQ600: the queue managers of the store. */
int mq_qmgrs_open(struct console *c, struct app *app);
/* MQ610: the objects of queue manager qmgr (attributes, channels, queues, verbatim). */
int mq_qmgr_menu_open(struct console *c, struct app *app, const char *qmgr);
/* MQ200: the channels of queue manager qmgr. */
int mq_channels_open(struct console *c, struct app *app, const char *qmgr);
/* MQ300: the queues of queue manager qmgr. */
int mq_queues_open(struct console *c, struct app *app, const char *qmgr);
/* MQ400: the cluster queue instances, positioned at the first instance of queue `locate` (NULL: the
 * top). */
int mq_clusq_open(struct console *c, struct app *app, const char *locate);
/* MQ500: the clusters, from the whole policy as it is now (loaded here; kept by the panel). */
int mq_clusters_open(struct console *c, struct app *app);
/* MQ630: SU (resume false) or RE (resume true) of queue manager qmgr. */
int mq_suspend_open(struct console *c, struct app *app, const char *qmgr, bool resume);
/* MQ210 or MQ310: a new channel (queues false) or queue (queues true) on qmgr: its name and type,
 * then MQ220 or MQ320. */
int mq_new_open(struct console *c, struct app *app, const char *qmgr, bool queues);

/* The open_object of MQ's row of the console's table of systems (mq_ui.c), for S on a Validate
 * finding: obj_object_open over mq_obj_panels — MQ620 for a queue manager (ref->ns NULL), MQ220
 * for a channel, MQ320 for a queue, with the cursor on the field of attribute ref->attr (its
 * native keyword, "CLWLWGHT"). 0 after pushing the panel, or -1 after a message: the object is not
 * in the store any more, or it is of a kind without an entry panel (a namelist, a topic…). */
int mq_object_open(struct console *c, struct app *app, const struct obj_ref *ref);

/* The existing names field fd can take (its namespace fd->ns), for its value list (F4;
 * entry_spec.names): the clusters of the store with the queue managers naming them, the namelists
 * or the local queues of queue manager qmgr. 0, or -1 with why. */
struct prompt_list;
int mq_names(struct app *app, const char *qmgr, const struct field_def *fd, struct prompt_list *out,
             char *why, size_t len);

/* The definitions of the MQ panels above, listed by MQ's row (mq_ui.c) for the registry's checks. */
extern const struct panel_def mq_channels_panel,
    mq_clusq_panel,
    mq_clusters_panel,
    mq_members_panel,
    mq_cluster_queues_panel,
    mq_menu_panel,
    mq_new_channel_panel,
    mq_new_queue_panel,
    mq_qmgr_panel,
    mq_channel_panel,
    mq_queue_panel,
    mq_verbatim_panel,
    mq_columns_panel,
    mq_qmgr_menu_panel,
    mq_qmgrs_panel,
    mq_queues_panel,
    mq_suspend_panel;

#endif
