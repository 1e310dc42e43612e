/* ui/engine/table_priv.h — the list panel's state, shared by table.c (reading, commands, line commands),
 * table_view.c (columns and drawing) and table_find.c (LOCATE and FIND). Private to those files. */
#ifndef WLMCON_UI_TABLE_PRIV_H
#define WLMCON_UI_TABLE_PRIV_H

#include "ui/engine/console.h"
#include "ui/engine/table.h"

enum {
    TABLE_HEAD_LINES = 3,   /* instruction, More indicators, column headings (after the summary) */
    TABLE_LC_FIELD = 1000   /* form id of the line-command field of visible row i: + i */
};

struct table {
    struct panel base;
    struct table_spec spec;
    struct lcmd_queue pending;  /* line commands typed and not yet processed */
    long total;                 /* rows in the list, at the last read */
    long top;                   /* position of the first row shown */
    char *top_key;              /* its key: the anchor of the next read (keyset paging) */
    long delta;                 /* rows from the anchor to the top of the next read */
    bool by_pos;                /* the next read starts at position top, not at the anchor */
    bool stale;                 /* read again before showing */
    bool fill;                  /* the next read starts earlier when the rows from the anchor do
                                   not fill the page (rows came above it while another panel was
                                   shown, or since the last read: a new object sorted before) */
    struct tbl_page page;       /* the rows shown (n = 0 when the source's memory is no longer
                                   valid, i.e. after any call other than fetch) */
    int npage;                  /* lines for rows */
    int first_row;              /* screen row of the first row line */
    struct table_head head[TABLE_HEAD_MAX];  /* the summary lines, from the last layout */
    int nhead;                  /* their number; the summary and a blank line take nhead + 1 */
    int lc_width;               /* line-command column width; 0: none */
    int data_col;               /* screen column of the first cell */
    int hcol;                   /* first scrollable column shown (index among them) */
    int nshown;                 /* scrollable columns shown */
    int *col_x, *col_w;         /* per column: screen column (-1: not shown) and width shown */
    bool more_left, more_right;
    long cursor_pos;            /* after the next read, the cursor goes to this row (-1: no) */
    long found;                 /* position of the row the last FIND went to (-1: none) */
    bool find_bottom;           /* the last FIND reached the bottom: the next one of the same
                                   text starts from the top (ISPF) */
    char find_text[CMD_LINE_MAX];  /* that FIND's text */
    struct rect area;           /* where the list shows: the body, or inside its pop-up window */
    struct rect box;            /* pop-up lists: the window */
    bool lc_ran;                /* line commands ran since the list last called spec.processed */
};

/* The page's memory belongs to the source until its next call: forget it and read again. */
static inline void table_invalidate(struct table *t)
{
    t->page.n = 0;
    t->stale = true;
}

/* After a source's call failed: its message, nothing shown until the next read. */
static inline void table_source_failed(struct table *t, struct console *c)
{
    const char *why = t->spec.src.error ? t->spec.src.error(t->spec.src.ctx) : "";
    table_invalidate(t);
    t->stale = false;
    console_msg(c, MSG_SOURCE_ERROR, why, NULL);
}

/* LOCATE value (cmd->args): the next read starts at the row the source puts there. */
void table_locate(struct table *t, struct console *c, const struct cmd *cmd);

/* FIND text (cmd->args, quotes taken off): the next row holding the text in any column, after
 * the cursor's row (from the command line: after the row found last when it is still the top
 * one, else from the top row shown); the message names the row and, when the text is not in an
 * identifying column, the column. At the end of the list, "Bottom of data reached", and the next
 * FIND of the text starts from the top; "No more found" when that finds only the row found last. */
void table_find(struct table *t, struct console *c, const struct cmd *cmd);

/* Pop-up lists: places the window in body and the command line in it, and sets t->area. */
void table_popup_layout(struct table *t, struct console *c, const struct rect *body);

/* Opens the action menu of the row with this key at position pos, below screen row row. */
void table_row_menu(struct table *t, struct console *c, const char *key, long pos, int row);

/* Works out which columns show in t->area from hcol: col_x, col_w, nshown, more_*. */
void table_columns(struct table *t);

/* The first scrollable column of the page of columns left of the one shown (LEFT without an
 * amount), in t->area. */
int table_left_page(const struct table *t);

/* The descriptor of the column under screen column col (field help), or NULL. */
const struct field_def *table_field_at(struct panel *p, int row, int col, struct form_field **ff);

/* Draws instruction, More indicators, headings, rows and the Bottom of data marker (in the window
 * of a pop-up list). */
void table_draw(struct panel *p, struct console *c, struct scr *s, const struct rect *body);

#endif
