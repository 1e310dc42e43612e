/* ui/mq/mq_panels.h — what the MQ panels of the console share (option 2 of the primary menu; issue 5
 * item 3). Each panel is a thin table, entry or menu panel over the engine, in a file of its own:
 *
 *   MQ000  mq_menu.c       MQ: queue managers, cluster queues, clusters
 *   MQ100  mq_qmgrs.c      Queue managers (S E B I C D SU RE)
 *   MQ110  mq_qmgr_menu.c  A queue manager's objects
 *   MQ120  mq_edit.c       A queue manager's attributes (edit, browse, insert, copy; S on a
 *                          Validate finding opens MQ120, MQ220 or MQ320 through mq_object_open)
 *   MQ130  mq_suspend.c    Suspend or resume a queue manager in a cluster
 *   MQ200  mq_channels.c   A queue manager's channels (E B I C D V)
 *   MQ210  mq_new.c        A new channel: name and type
 *   MQ220  mq_edit.c       A channel's attributes
 *   MQ300  mq_queues.c     A queue manager's queues (E B I C D V)
 *   MQ310  mq_new.c        A new queue: name and type
 *   MQ320  mq_edit.c       A queue's attributes
 *   MQ400  mq_clusq.c      Cluster queue instances across queue managers (E B V)
 *   MQ500  mq_clusters.c   Clusters (M Q); MQ510 its members, MQ520 its cluster queues
 *   MQ900  mq_verbatim.c   An object's unmodelled attributes and read-only values
 *
 * Entry panels come from the schema rows (mq_fields.c) and save through mq_save.c: one transaction
 * and one journal batch per save, revision checked. Lists read the store a window at a time
 * (storesrc.h), take their attribute columns from the schema (AF_KEY rows) and show effective
 * values (mq_listvals.c). */
#ifndef WLMCON_UI_MQ_PANELS_H
#define WLMCON_UI_MQ_PANELS_H

#include <stdbool.h>

#include "ui/work/app.h"
#include "ui/engine/console.h"
#include "ui/engine/entry.h"
#include "ui/engine/pulldown.h"
#include "ui/objects/storesrc.h"
#include "ui/engine/table.h"

enum { MQ_NAME_MAX = 49 };   /* MQ object names: 48 characters and the NUL */

/* Opens the MQ part: MQ000, then its option rest when given ("1" for =2.1). ctx is the struct app.
 * Returns 0, or -1 after a message. */
int mq_part_open(struct console *c, const char *rest, void *ctx);

/* ---- pull-downs the MQ panels share ---------------------------------------------------------------- */

/* View on every MQ list (mq_list.c): read it again, its first and last rows, the columns to the left
 * and right. */
extern const struct pd_choice mq_view_choices[];

/* The action bar of an MQ list: its own pull-down `name`, View, Options and Help; its pull-downs:
 * `name` with choices (ending with MQ_LIST_CHOICES_END) and View. For static panel definitions:
 *
 *   static const char *const actions[] = MQ_LIST_ACTIONS("Queue");
 *   static const struct pd_choice queue_choices[] = {{"New queue...", "INSERT", 'N'},
 *                                                    MQ_LIST_CHOICES_END};
 *   static const struct pulldown pulldowns[] = MQ_LIST_PULLDOWNS("Queue", queue_choices); */
#define MQ_LIST_ACTIONS(name) {name, "View", "Options", "Help", NULL}
#define MQ_LIST_CHOICES_END {"Validate the policy...", "=5", 'V'}, {"Exit", "END", 'X'}, {NULL, NULL, 0}
#define MQ_LIST_PULLDOWNS(name, choices)                                                          \
    {{name, choices, NULL}, {"View", mq_view_choices, NULL}, {NULL, NULL, NULL}}

/* The object's own choice on the MQ entry panels that save (mq_edit.c; MQ120, MQ220, MQ320, MQ130):
 * save and return (END), return without saving (CANCEL). */
extern const struct pd_choice mq_entry_choices[];

/* ---- panels: each pushes itself on c; 0, or -1 after a message (out of memory, or the store ----
 * could not be read). app is the console's (it outlives the panels); the names are copied. */

/* MQ100: the queue managers of the store. */
int mq_qmgrs_open(struct console *c, struct app *app);
/* MQ110: the objects of queue manager qmgr (attributes, channels, queues, verbatim). */
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
/* MQ900: the verbatim attributes and read-only values of the object of kind named name on queue
 * manager qmgr (for the queue manager itself: name is qmgr). */
int mq_verbatim_open(struct console *c, struct app *app, const struct kind_def *kind, const char *qmgr,
                     const char *name);
/* MQ130: SU (resume false) or RE (resume true) of queue manager qmgr. */
int mq_suspend_open(struct console *c, struct app *app, const char *qmgr, bool resume);
/* MQ210 or MQ310: a new channel (queues false) or queue (queues true) on qmgr: its name and type,
 * then MQ220 or MQ320. */
int mq_new_open(struct console *c, struct app *app, const char *qmgr, bool queues);

enum mq_mode { MQ_EDIT, MQ_BROWSE, MQ_INSERT, MQ_COPY };

/* The entry panel of an object of kind on queue manager qmgr (for a queue manager: qmgr is its
 * name; NULL when inserting one): edit or browse object name; insert a new one (name: the name
 * given, may be NULL); copy object name into a new one (DEFINE LIKE). */
int mq_edit_open(struct console *c, struct app *app, enum mq_mode mode, const struct kind_def *kind,
                 const char *qmgr, const char *name);

/* The MQ row of app.c's object openers (app_open_object_fn), for S on a Validate finding: the
 * entry panel of the object ref names, in edit mode — MQ120 for a queue manager (ref->ns NULL),
 * MQ220 for a channel, MQ320 for a queue — with the cursor on the field of attribute ref->attr
 * (its native keyword, "CLWLWGHT") when the kind has it. 0 after pushing the panel, or -1 after a
 * message: the object is not in the store any more, or it is of a kind without an entry panel
 * (a namelist, a topic…). */
int mq_object_open(struct console *c, struct app *app, const struct obj_ref *ref);

/* ---- the store (mq_store.c) ---------------------------------------------------------------------- */

/* Loads queue manager qmgr with everything under it into pol (flags: enum store_load_flag). NULL
 * after a message (not found, store error). */
struct pol_object *mq_load(struct console *c, struct app *app, struct policy *pol, const char *qmgr,
                           unsigned flags);

/* Saves top and every change under it in one transaction with one journal batch (who: env_user(),
 * when: env_now(), what: action). On failure everything is rolled back and err says why. */
enum store_status mq_commit(struct app *app, struct pol_object *top, const char *action,
                            struct store_error *err);

/* A deletion waiting for its confirmation; lives in the panel that asked (it outlives the pop-up). */
struct mq_delete {
    struct app *app;
    const struct kind_def *kind;
    char qmgr[MQ_NAME_MAX];
    char name[MQ_NAME_MAX];
};

/* Asks in a pop-up whether to delete d's object (filled by the caller); Enter deletes it (one
 * journalled transaction) and says so. 0, or -1 when the pop-up cannot be shown. */
int mq_delete_ask(struct console *c, struct mq_delete *d);

/* Splits a list row key (storesrc) into the object's name and its queue manager's. */
void mq_row_names(const char *key, char name[MQ_NAME_MAX], char qmgr[MQ_NAME_MAX]);

/* The existing names field fd can take (its namespace fd->ns), for its value list (F4;
 * entry_spec.names): the clusters of the store with the queue managers naming them, the namelists
 * or the local queues of queue manager qmgr. 0, or -1 with why. */
struct prompt_list;
int mq_names(struct app *app, const char *qmgr, const struct field_def *fd, struct prompt_list *out,
             char *why, size_t len);

/* "Cluster-receiver channel" → "Cluster-Receiver Channel" (titles). Writes out. */
void mq_title_case(const char *label, char *out, size_t n);

/* ---- list values (mq_listvals.c) ------------------------------------------------------------------ */

/* Effective values of list rows: the value the row states, else that of its queue manager's default
 * object for its kind when imported (SYSTEM.DEF.CLUSRCVR…), else the schema's default — what
 * mq_effective gives for a loaded object — read a default object at a time and kept while the
 * store's revision stays the same. */
struct mq_listvals;

/* For the attributes keys (the list's keys, which must outlive it). NULL when memory runs out. */
struct mq_listvals *mq_listvals_new(struct store *s, const char *const *keys, size_t nkeys);

/* The effective value of key i of row r ("" when nothing gives one); valid until the next call. */
const char *mq_listvals_get(struct mq_listvals *lv, const struct store_list_row *r, size_t i);

/* Forgets the default objects read when the store's revision moved (call once per row). */
void mq_listvals_sync(struct mq_listvals *lv);

/* Frees lv and the values it kept (NULL: nothing). */
void mq_listvals_free(struct mq_listvals *lv);

/* A list panel over the store (mq_list.c). Its columns are the panel's own (struct mq_col) and the
 * attribute columns of the kinds listed, from the schema: each AF_KEY row of those kinds once, by
 * key, in the order of attr_def.col.pos, headed and sized as attr_def.col says. */

/* A column of a list panel that is not an attribute column: the row's name, type or queue manager
 * (storesrc.h), or a value the panel's cell function derives. */
struct mq_col {
    struct tbl_col col;
    const char *before;   /* the attribute column it stands before (its key); NULL: ahead of the
                             attribute columns; a key that is not a column of the list: after
                             them. Columns with the same place keep the spec's order. */
};

/* The state of a list panel (the ctx of its callbacks), made by mq_list_open and freed with the
 * panel. */
struct mq_list {
    struct mq_listvals *vals;
    struct app *app;
    const struct kind_def *const *kinds;  /* what is listed */
    size_t nkinds;
    struct tbl_col *cols;         /* owned: every column, in display order */
    int ncols;
    const char **keys;            /* owned: the attributes read, the attribute columns' first */
    size_t nkeys;
    int (*insert)(struct console *c, struct mq_list *l);   /* see mq_list_spec */
    enum table_lc_rc (*line_command)(struct console *c, struct mq_list *l, const char *code,
                                     const char *key);
    char qmgr[MQ_NAME_MAX];       /* the queue manager of a list under one ("" for others) */
    struct mq_delete del;         /* a deletion waiting for its confirmation */
};

/* The list panels' shared cell function: the effective value (mq_listvals) of an attribute column;
 * NULL (the default cell) for the other columns. ctx: the struct mq_list. */
const char *mq_list_cell(void *ctx, const struct store_list_row *r, int col, char *buf, size_t n);

/* The value row r states for key (one of l's keys, as stored: not the effective value), or NULL
 * when it states none or key is not read. */
const char *mq_list_value(const struct mq_list *l, const struct store_list_row *r, const char *key);

struct mq_list_spec {
    const struct panel_def *def;             /* kind PANEL_TABLE */
    const struct kind_def *const *kinds;     /* what is listed (store_list_spec); must outlive
                                                the panel */
    size_t nkinds;
    const char *qmgr;                        /* under this queue manager; NULL: every one */
    const char *nonblank;                    /* only objects where this attribute is set; or NULL */
    const struct mq_col *cols;               /* the panel's own columns (static) */
    size_t ncols;
    const char *const *reads;                /* attributes the cell function reads that are not
                                                columns (static); NULL when nreads is 0 */
    size_t nreads;
    /* I on a row and INSERT (or I) on the command line: defines a new object; 0, or -1 after a
     * message. NULL: the panel inserts nothing. */
    int (*insert)(struct console *c, struct mq_list *l);
    /* The panel's line commands other than I; NULL: E, B, C, D and V on an object under a queue
     * manager (edit, browse, copy, delete after a confirmation, verbatim attributes). Returns
     * TABLE_LC_WAIT when a panel or pop-up opened, TABLE_LC_STOP after a message. */
    enum table_lc_rc (*line_command)(struct console *c, struct mq_list *l, const char *code,
                                     const char *key);
    storesrc_cell_fn cell;                   /* NULL: mq_list_cell */
};

/* Pushes a list panel over the store made from spec. 0, or -1 after a message. */
int mq_list_open(struct console *c, struct app *app, const struct mq_list_spec *spec);

#endif
