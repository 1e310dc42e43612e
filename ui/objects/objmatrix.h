/* ui/objects/objmatrix.h — the matrix panel MAT100 (objmatrix.c, objmatrix_view.c): objects of one
 * kind as rows, objects of another as columns, and in each cell whether a linking object joins
 * them, with one or two of its attributes (a flag, a short value):
 *
 *   S=Open D=Delete I=Add replica  S on ! shows its finding            Col 1 to 3 of 3
 *                                    !
 *     Database           Replica id    Rhone    Saone    Loire           headings: label…
 *                                      T 70     T 70     T 100           …and detail
 *   ! Help desk          C1257B10:003  _ R      _ -      _ -
 *     Sales tracking     85257A2B:005  _ R      _ R O    _ R
 *   ******************************** Bottom of data *********************************
 *   R replica  O out of service  P pending delete  - none  T availability threshold   legend
 *   ! DOM004 a clustered database with no replica on another cluster member
 *
 * The row and column headings stay in place while the cells scroll: UP and DOWN (F7, F8) by the
 * Scroll amount over the rows, LEFT and RIGHT (F10, F11) by the same amount over the columns
 * (PAGE, HALF, DATA, CSR from the cursor's cell, MAX, n). The cursor keys move from cell to cell
 * (scrolling at an edge), Tab too. A cell command is typed in the cell's field and runs on Enter:
 * S opens the linking object, D deletes it after a confirmation, I adds one where the cell is
 * empty, through a prompt of the system's fields and the system's checks; each change is one
 * journal batch, which option 9 (History) shows and can undo. A row or column a finding concerns
 * carries "!" (the rules' ids in the legend); S typed over the "!" shows the finding. LOCATE text
 * goes to the first row, else column, whose label starts with text (LOCATE ROW text, LOCATE COL
 * text: only those); FIND text to the next row, then column, whose label or detail holds text.
 * Only the cells on the screen are read (obj_matrix_spec.cell) and drawn.
 *
 * The panel knows no system: what the rows, columns and cells are comes from the spec's
 * callbacks, which a system's folder implements over its own objects. */
#ifndef WLMCON_UI_OBJMATRIX_H
#define WLMCON_UI_OBJMATRIX_H

#include <stdbool.h>
#include <stddef.h>

#include "ui/objects/objpanels.h"

enum {
    OBJ_MATRIX_TEXT = 48,   /* bytes of a heading's label or detail, or a cell's text, with the NUL */
    OBJ_MATRIX_FIXED = 8    /* values an added object is given, of each sort (obj_matrix_add) */
};

/* A row's or a column's heading. */
struct obj_matrix_head {
    char label[OBJ_MATRIX_TEXT];    /* the row's or column's name ("Sales tracking", "Rhone") */
    char detail[OBJ_MATRIX_TEXT];   /* a second value: a row's second column, a column's second
                                       heading line ("T 70"); "" when none */
    const struct diag *finding;     /* the finding that marks it ("!"), or NULL; owned by the spec's
                                       ctx, valid until its next load */
};

/* A cell. */
struct obj_matrix_cell {
    bool linked;                    /* a linking object joins its row and column */
    char text[OBJ_MATRIX_TEXT];     /* what it shows (its mark and values), "" for the empty mark */
    bool flagged;                   /* the linking object is in a state to notice (out of service):
                                       shown in warning text */
};

/* What I on an empty cell adds: a new object of kind (not KF_TOP) under top-level object top, with
 * fixed values and fields the user types in a prompt (MAT110). Filled by obj_matrix_spec.add. */
struct obj_matrix_add {
    const struct kind_def *kind;
    char top[OBJ_NAME_MAX];
    char name[OBJ_NAME_MAX];        /* its name; "" when the user types it (name_label) */
    const char *name_label;         /* the name field's label when typed ("User server (file)") */
    const char *name_help;          /* its F1 help */
    char what[96];                  /* the prompt's title ("Add a Replica on Saone") */
    const char *fixed_keys[OBJ_MATRIX_FIXED];     /* attributes set as given, NULL-ended */
    char fixed_vals[OBJ_MATRIX_FIXED][256];
    const char *typed_keys[OBJ_MATRIX_FIXED];     /* attributes typed in the prompt (schema rows),
                                                     NULL-ended */
    char typed_vals[OBJ_MATRIX_FIXED][256];       /* their initial values ("" none) */
    bool typed_required[OBJ_MATRIX_FIXED];        /* a blank one is refused */
    /* After the object is made in the loaded top (before the save): the system's own changes that
       go with it in the same journal batch (a user server started by its node's usrconf). 0, or
       -1 with why (n bytes). NULL: none. */
    int (*also)(struct policy *p, struct pol_object *top, struct pol_object *made, char *why, size_t n);
};

struct obj_matrix_spec {
    const char *title;              /* the panel's title ("Replicas of Cluster lyon") */
    const char *row_heading;        /* heading of the rows' labels ("Database") */
    const char *detail_heading;     /* heading of the rows' details ("Replica id"); NULL: none */
    int label_width, detail_width;  /* their columns (detail_width 0 with no details) */
    int cell_width;                 /* columns of a cell, its command field included (>= 4) */
    const char *add_label;          /* the instruction's word for I ("Add replica") */
    const char *legend;             /* the first legend line: the cells' and headings' marks */
    const char *help;               /* the map's own paragraph of panel help (what it shows) */
    const struct obj_panels *panels;  /* the system's panels (S opens, D deletes through them) */
    void *ctx;
    void (*ctx_free)(void *ctx);    /* frees ctx with the panel (also when it cannot open) */
    /* (Re)reads what the map shows from the store: called when the panel opens, on REFRESH and
       after every change. 0, or -1 with why (n bytes). */
    int (*load)(struct app *app, void *ctx, char *why, size_t n);
    long (*nrows)(void *ctx);
    long (*ncols)(void *ctx);
    void (*row)(void *ctx, long r, struct obj_matrix_head *out);
    void (*col)(void *ctx, long c, struct obj_matrix_head *out);
    void (*cell)(void *ctx, long r, long c, struct obj_matrix_cell *out);
    /* The linking object of cell r, c, for S and D: its kind, top-level object and name (or uid
       for an unnamed kind), into *out (app and panels are set by the panel). false when none. */
    bool (*link)(void *ctx, long r, long c, struct obj_delete *out);
    /* What I adds in empty cell r, c, into *out (zeroed by the caller). false with why (n bytes)
       when nothing can be added there. */
    bool (*add)(void *ctx, long r, long c, struct obj_matrix_add *out, char *why, size_t n);
};

/* The generic panels of the maps, for the contract test and the helps: MAT100 the map, MAT110 the
 * prompt of I, MAT120 a finding. */
extern const struct panel_def obj_matrix_panel, obj_matrix_add_panel, obj_matrix_finding_panel;

/* Pushes MAT100 on spec (copied; spec->ctx is the panel's from now on). 0, or -1 after a message
 * (the map could not be read: its why). */
int obj_matrix_open(struct console *c, struct app *app, const struct obj_matrix_spec *spec);

/* Registers the maps' messages (MAT001–MAT004) with the console (idempotent; obj_matrix_open does
 * it). Returns 0, or -1 when the console's table of registered tables is full. */
int obj_matrix_messages(void);

/* Adds the object a describes (an obj_matrix_add filled by a spec, the typed values put in
 * typed_vals) in one journalled transaction: the top loaded, the name and every value checked
 * by the system's checks (schema_name_problem, schema_value_problem, schema_object_problems), an
 * existing object of that name refused, then a->also. ENTRY_SAVED with res->msg saying what was
 * added; ENTRY_FAILED with res->msg, short_msg and field_key ("name" for the name, else the
 * attribute's key) when refused; ENTRY_CONFLICT when the top changed meanwhile. Nothing is
 * written unless saved. */
enum entry_save_rc obj_matrix_insert(struct app *app, const struct obj_matrix_add *a, struct entry_result *res);

/* ---- a map of names (objmatrix_names.c) -----------------------------------------------------------
 * The common shape of a map: its columns are top-level objects of one system, its rows the names of
 * one kind of their children found under them, and a cell the child of that name under that top
 * (a server's replica by replica id). */

/* A row: a name, the label it shows (an attribute of its first child found, else the name) and the
 * finding that marks it (on a child of that name, or NULL). */
struct obj_name_row {
    const char *name, *label;   /* owned by the map's policy */
    const struct diag *finding;
};

struct obj_name_map {
    struct policy pol;                  /* every top of the system, loaded */
    const struct kind_def *kind;        /* the rows' kind */
    const struct pol_object **tops;     /* owned array: the columns, by name */
    size_t ntops;
    struct obj_name_row *rows;          /* owned: by label (case ignored), then name */
    size_t nrows;
    struct diag_list findings;          /* the rules' findings on the map's objects */
    const struct diag **top_findings;   /* owned: per column, its finding or NULL */
};

/* Loads every top of kind->sys from the store into nm (zeroed by the caller, or freed before),
 * keeps as columns those column(top, ctx) takes (NULL: all), and as rows the names of their
 * children of kind, labelled by attribute label_key (NULL: the name); runs the rules named in
 * rules (NULL-terminated, may be NULL) on the policy for the marks (obj_findings). 0, or -1 with
 * why (n bytes). */
int obj_name_map_load(struct obj_name_map *nm, struct app *app, const struct kind_def *kind, const char *label_key,
                      bool (*column)(const struct pol_object *top, void *ctx), void *ctx,
                      const char *const *rules, char *why, size_t n);

/* The child of row r under column c, or NULL. */
const struct pol_object *obj_name_map_at(const struct obj_name_map *nm, long r, long c);

/* Frees what nm holds; it is zeroed. */
void obj_name_map_free(struct obj_name_map *nm);

#endif
