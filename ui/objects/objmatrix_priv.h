/* ui/objects/objmatrix_priv.h — the matrix panel's state, shared by objmatrix.c (commands, cell
 * commands, cursor keys), objmatrix_view.c (layout, reading the visible cells, drawing) and
 * objmatrix_add.c (the prompt of I, the finding pop-up, messages). Private to those files. */
#ifndef WLMCON_UI_OBJMATRIX_PRIV_H
#define WLMCON_UI_OBJMATRIX_PRIV_H

#include "ui/objects/objmatrix.h"

enum {
    MAT_HEAD_LINES = 4,       /* instruction; column marks and counter; two heading lines */
    MAT_CELL_FIELD = 1000,    /* form id of visible cell slot i: + i */
    MAT_ROW_MARK = 20000,     /* form id of the mark of visible row i: + i */
    MAT_COL_MARK = 30000,     /* form id of the mark of visible column i: + i */
    MAT_PENDING_MAX = 64,
    MAT_LEGEND_RULES = 4      /* rule ids the legend lists at most */
};

/* What a typed cell command acts on. */
enum mat_target { MAT_CELL, MAT_ROW, MAT_COL };

struct mat_pending {
    enum mat_target on;
    long r, c;                /* the row and column (-1 for the one a mark does not name) */
    char code[4];
};

struct matrix {
    struct panel base;
    struct panel_def def;     /* MAT100 with the map's help */
    char *help;               /* owned: def.help */
    struct obj_matrix_spec spec;
    struct app *app;
    long nrows, ncols;
    long top, left;           /* the first row and column shown */
    int nvr, nvc;             /* rows and columns the screen has room for */
    int shown_r, shown_c;     /* rows and columns shown (fewer at the end) */
    bool stale;               /* read the visible headings and cells again */
    bool reload;              /* read the map again from the store first */
    struct obj_matrix_head *rh, *ch;   /* owned: headings of the rows and columns shown */
    struct obj_matrix_cell *cells;     /* owned: shown_r x shown_c, by row */
    int cap_r, cap_c;                  /* their capacities */
    struct rect area;
    int first_row;            /* screen row of the first row shown */
    int x0, detail_x, cells_x; /* screen columns: row marks, details, first cell */
    int legend_lines;
    char rules[MAT_LEGEND_RULES][8];   /* the rules marking some row or column, in order met */
    int nrules;
    struct mat_pending pending[MAT_PENDING_MAX];
    int npending;
    long want_r, want_c;      /* after the next layout the cursor goes to this cell (-1: no) */
    struct obj_delete del;    /* a deletion waiting for its confirmation */
};

/* Reads the map again from the store (spec.load), keeping the place shown; false after its
 * message. */
bool mat_reload(struct matrix *m, struct console *c);

/* Places the fields and reads the visible headings and cells when stale (panel_ops.layout). */
void mat_layout(struct panel *p, struct console *c, const struct rect *body);

/* Draws instruction, counter, headings, rows, marker and legend (panel_ops.draw). */
void mat_draw(struct panel *p, struct console *c, struct scr *s, const struct rect *body);

/* The screen column of visible column slot vc's command field. */
int mat_cell_x(const struct matrix *m, int vc);

/* The visible cell under the cursor: its slots into *vr, *vc (vc -1 on the row's headings); false
 * when the cursor is not on a row shown. */
bool mat_cursor_cell(const struct matrix *m, int *vr, int *vc);

/* The pending command of a target, or NULL. */
struct mat_pending *mat_pending_of(struct matrix *m, enum mat_target on, long r, long c);

/* I on cell r, c: the spec's add and its prompt (MAT110). 0, or -1 after a message. */
int mat_add_open(struct matrix *m, struct console *c, long r, long col);

/* S on a mark: the finding in a pop-up (MAT120). 0, or -1 after a message. */
int mat_finding_open(struct console *c, const struct diag *d, const char *what);

/* The ids of the maps' messages (obj_matrix_messages). */
#define MSG_MAT_FOUND_COLUMN (MSG_REGISTERED + 600)  /* MAT001 */
#define MSG_MAT_NOT_FOUND    (MSG_REGISTERED + 601)  /* MAT002 */
#define MSG_MAT_REFUSED      (MSG_REGISTERED + 602)  /* MAT003 */
#define MSG_MAT_INVALID      (MSG_REGISTERED + 603)  /* MAT004 */

#endif
