/* ui/objects/objchildren.h — a list of one object's children of one kind, in position order (a
 * service class's goal periods, a group's classification rules): E and B on a row open its entry
 * panel, D deletes it (with what hangs under it) after a confirmation, and S on a row of a kind
 * that nests in itself (kind_def.parents holds its own bit) lists the children of that row, to any
 * depth. The rows are read from the top-level object loaded whole (one parent's children are few:
 * no list index is needed) when the panel opens, and again, as the lists over the store are, when
 * the store's revision has moved by the next read (a save from a panel it opened; REFRESH after
 * another process's); they are keyed by uid, so a row stays itself when a sibling is inserted
 * before it. The columns are the panel's own and the kind's attribute columns (objcols.h); the
 * cells show effective values. */
#ifndef WLMCON_UI_OBJCHILDREN_H
#define WLMCON_UI_OBJCHILDREN_H

#include <stdint.h>

#include "ui/objects/objcols.h"
#include "ui/objects/objpanels.h"

struct obj_children_spec {
    const struct panel_def *def;       /* kind PANEL_TABLE; its lcmds among E and B (the entry
                                          panel of the row, obj_edit_child), D (delete it after a
                                          confirmation) and S (when the kind nests in itself) */
    const struct obj_panels *panels;   /* the system's panels */
    const struct kind_def *kind;       /* the children listed (KF_ORDERED) */
    const char *top;                   /* the name of the top-level object they are under */
    int64_t parent;                    /* the parent's uid (pol_object.uid); 0: the top itself */
    const struct obj_col *cols;        /* the panel's own columns (static): key "position" shows
                                          the row's position, "name" its name */
    size_t ncols;
    /* What each of def->lcmds does, in its order (the letters are the panel's: B may be Before
       on one list and Browse on another); OBJ_ROW_INSERT does nothing here. NULL: E edits,
       B browses, D deletes, S selects. */
    const enum obj_row_action *actions;
};

/* Pushes the list spec describes (copied; the title says whose children they are: "Steps of
 * Server A"). 0, or -1 after a message (the top-level object or the parent is not in the store,
 * out of memory). */
int obj_children_open(struct console *c, struct app *app, const struct obj_children_spec *spec);

#endif
