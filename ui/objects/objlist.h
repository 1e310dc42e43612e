/* ui/objects/objlist.h — a list panel over the store (objlist.c): the objects of some kinds of one
 * system and namespace, under one top-level object or under all, read a window at a time
 * (storesrc.h), by name and then top-level name, so that 100,000 rows cost a keystroke what a page
 * costs. Its columns are the panel's own and the kinds' attribute columns (objcols.h); cells of
 * attribute columns show effective values (objvals.h). The children of one object of an ordered
 * kind, in position order, are listed by objchildren.h instead. */
#ifndef WLMCON_UI_OBJLIST_H
#define WLMCON_UI_OBJLIST_H

#include "ui/engine/table.h"
#include "ui/objects/objcols.h"
#include "ui/objects/objpanels.h"
#include "ui/objects/objvals.h"
#include "ui/objects/storesrc.h"

/* The state of a list panel (the ctx of its callbacks), made by obj_list_open and freed with the
 * panel. */
struct obj_list {
    struct obj_listvals *vals;
    struct app *app;
    const struct obj_panels *panels;
    const struct kind_def *const *kinds;  /* what is listed */
    size_t nkinds;
    struct tbl_col *cols;         /* owned: every column, in display order */
    int ncols;
    const char **keys;            /* owned: the attributes read, the attribute columns' first */
    size_t nkeys;
    int (*insert)(struct console *c, struct obj_list *l);   /* see obj_list_spec */
    enum table_lc_rc (*line_command)(struct console *c, struct obj_list *l, const char *code,
                                     const char *key);
    char top[OBJ_NAME_MAX];       /* the top-level object of a list under one ("" for others) */
    char parent[OBJ_NAME_MAX];    /* the parent of a list under one (obj_list_spec.parent; "" for
                                     others) */
    struct obj_delete del;        /* a deletion waiting for its confirmation */
    void *data;                   /* obj_list_spec.data */
    void (*data_free)(void *data);
    const struct obj_list_spec *spec;  /* owned copy of what it was opened with (top: l->top) */
    const char **added;           /* owned: the keys of the columns COLUMNS added, in order (static
                                     keys of schema rows or of schema_extra_attrs) */
    size_t nadded;
    struct panel *panel;          /* the list's own panel */
    bool keep;                    /* its source is being replaced: list_free leaves it */
};

/* Splits a row key of these lists (storesrc) into the object's name and its top-level object's. */
void obj_row_names(const char *key, char name[OBJ_NAME_MAX], char top[OBJ_NAME_MAX]);

/* The list panels' shared cell function: the effective value (objvals.h) of an attribute column;
 * NULL (the default cell) for the other columns. ctx: the struct obj_list. */
const char *obj_list_cell(void *ctx, const struct store_list_row *r, int col, char *buf, size_t n);

/* The value row r states for key (one of l's keys, as stored: not the effective value), or NULL
 * when it states none or key is not read. */
const char *obj_list_value(const struct obj_list *l, const struct store_list_row *r, const char *key);

struct obj_list_spec {
    const struct panel_def *def;             /* kind PANEL_TABLE */
    const struct obj_panels *panels;         /* the system's panels (E, B, C, D, V; effective
                                                values) */
    const struct kind_def *const *kinds;     /* what is listed (store_list_spec); must outlive
                                                the panel */
    size_t nkinds;
    const char *top;                         /* under this top-level object (the title says
                                                "… of top"); NULL: every one */
    const char *nonblank;                    /* only objects where this attribute is set; or NULL */
    const struct kind_def *parent_kind;      /* with top: only the objects directly under the
                                                object of this kind named parent (a node's
                                                servers; the title says "… of parent in top");
                                                NULL: every one under top */
    const char *parent;
    const struct obj_col *cols;              /* the panel's own columns (static) */
    size_t ncols;
    const char *const *reads;                /* attributes the cell function reads that are not
                                                columns (static); NULL when nreads is 0 */
    size_t nreads;
    /* I on a row and INSERT (or I) on the command line: defines a new object; 0, or -1 after a
     * message. NULL: the panel inserts nothing. */
    int (*insert)(struct console *c, struct obj_list *l);
    /* The panel's line commands other than I; NULL: E, B, C, D and V on an object under a
     * top-level object (edit, browse, copy, delete after a confirmation, verbatim attributes).
     * Returns TABLE_LC_WAIT when a panel or pop-up opened, TABLE_LC_STOP after a message. */
    enum table_lc_rc (*line_command)(struct console *c, struct obj_list *l, const char *code,
                                     const char *key);
    /* The panel's own primary commands (a pull-down's choice), before COLUMNS and INSERT:
     * PANEL_PASS when cmd is not one of them. NULL: none. */
    enum panel_rc (*command)(struct console *c, struct obj_list *l, const struct cmd *cmd);
    storesrc_cell_fn cell;                   /* NULL: obj_list_cell */
    void *data;                              /* the panel's own data for its cell function
                                                (obj_list.data), or NULL */
    void (*data_free)(void *data);           /* frees data with the panel (also when it cannot
                                                open); NULL: data is not freed */
};

/* Pushes a list panel over the store made from spec. 0, or -1 after a message. */
int obj_list_open(struct console *c, struct app *app, const struct obj_list_spec *spec);

/* Makes l's panel show its own columns with those of l->added (after the name and type, ahead of
 * the attribute columns), read from the store from the rows shown (objcolumns.c calls it after changing l->added). 0, or -1 when memory runs out (the
 * columns shown stay). */
int obj_list_rebuild(struct obj_list *l);

/* The row of attribute key among l's kinds: one of their table rows, else one they keep verbatim
 * (schema_extra_attr); NULL when none. */
const struct attr_def *obj_list_row(const struct obj_list *l, const char *key);

/* Sets l->added from the columns the profile keeps for l's panel (console_keep_columns), before
 * the list is first shown; keywords that name no attribute of l's kinds, or one of its own
 * columns, are passed over. Memory running out leaves fewer. */
void obj_columns_restore(struct console *c, struct obj_list *l);

/* COLUMNS on list l (objcolumns.c): `COLUMNS KEYWORD…` adds each attribute named to the columns,
 * or takes off one COLUMNS added; `COLUMNS RESET` takes them all off; `COLUMNS` alone lists every
 * attribute of the kinds listed (the system's panel obj_panels.columns), where S adds or takes off
 * one. Attributes are those of the schema's rows and those the system keeps verbatim
 * (schema_extra_attrs), named by native keyword. The columns added are kept in the profile for
 * the list's panel id (console_keep_columns). Issues its message; PANEL_DONE. */
enum panel_rc obj_columns_command(struct console *c, struct obj_list *l, const char *args);

#endif
