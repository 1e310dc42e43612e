/* ui/engine/entry_priv.h — the entry panel's state, shared by entry.c (fields, checks, saves) and
 * entry_rows.c (the table of rows under the fields, entry_rows). Private to those files. */
#ifndef WLMCON_UI_ENTRY_PRIV_H
#define WLMCON_UI_ENTRY_PRIV_H

#include "ui/engine/entry.h"
#include "ui/engine/lcmd.h"

enum line_kind { EL_FIELD, EL_HEADING, EL_BLANK, EL_FOOTER };

enum { ENTRY_KEPT_MAX = 16 };   /* fields of a panel whose values the profile keeps */

struct eline {
    enum line_kind kind;
    int field;        /* EL_FIELD: index in spec.fields; EL_HEADING: the field starting the group */
    int indent;
};

struct entry {
    struct panel base;
    struct entry_spec spec;
    char **initial;           /* the values loaded, one per field */
    char *footer;
    struct eline *lines;
    int nlines;
    int prompt_w;             /* columns of prompt with leader dots, indent included */
    int tag_w;                /* columns of "(TAG)"; 0: no field has a tag */
    int top, page, first_row; /* scrolling: first line shown, lines shown, screen row of line top */
    bool scrolls;
    int focus;                /* the field the cursor starts on (entry_focus); -1: the first */
    /* the rows under the fields (spec.rows) */
    struct lcmd_queue pending;  /* line commands typed on rows, not yet processed */
    int rtop;                 /* the first row shown (0-based; the top line is not a row) */
    int rpage;                /* row lines the screen shows, the top line among them */
    int rpart;                /* screen row of the rows' part (its instruction) */
    int rfirst;               /* screen row of the first row line */
    int rcount;               /* rows at the last layout */
    int rcols;                /* screen width at the last layout */
    char **rkeys;             /* the key of the row on each line shown (NULL: the top line) */
    int nrkeys;
    bool rows_touched;        /* a line command ran on the rows: END saves, F12 asks */
    int rview;                /* the set of columns shown (entry_rows.views) */
    int rfocus;               /* the row the panel opens at (entry_focus_row); -2: none */
    struct field_def rfd;     /* what F1 on a row's line-command field explains */
    char rhelp[640];
};

/* ---- the rows under the fields (entry_rows.c); every function is a no-op without spec.rows ---- */

/* Places the rows' lines below the field lines (line nlines on): instruction, headings, the rows
 * of the page, and their line-command fields; body is the panel's body. */
void erows_place(struct entry *e, const struct rect *body);

/* Draws them. */
void erows_draw(struct entry *e, struct scr *s);

/* Enter after the fields passed their checks: the line commands typed on rows, checked against
 * the rows' list and processed top to bottom. True when some were pending (Enter did that and
 * nothing else), false when none was. */
bool erows_enter(struct entry *e, struct console *c);

/* A panel opened by a row's line command ended: the next pending one runs. */
void erows_resume(struct entry *e, struct console *c);

/* UP and DOWN on the rows by the scroll amount. */
void erows_scroll(struct entry *e, struct console *c, const struct cmd *cmd);

/* The row counter for the title line ("Row 1 to 2 of 2"). */
void erows_status(struct entry *e, char *out, size_t len);

/* True when the cursor is on the rows' part (their instruction, headings or rows). */
bool erows_has_cursor(const struct entry *e);

/* The descriptor of a row's line-command field at screen row, col (field help), or NULL. */
const struct field_def *erows_field_at(struct entry *e, int row, int col, struct form_field **ff);

/* True when the spec's field fd shows on the rows' top line (entry_rows.top_fields), not on a
 * line of its own. */
bool erows_top_field(const struct entry *e, const struct field_def *fd);

/* LEFT and RIGHT on the rows: the set of columns before or after (entry_rows.views). False when
 * the rows have one set only (the command is not the panel's). */
bool erows_side(struct entry *e, struct console *c, const struct cmd *cmd);

/* The keys with the cursor on the rows. */
const struct keylist *erows_keys(const struct entry *e);

/* Before the panel first shows: the cursor on the line-command field of the row of
 * entry_focus_row. False when none was asked. */
bool erows_to_focus(struct entry *e, const struct rect *body);

/* Frees what the rows hold. */
void erows_free(struct entry *e);

#endif
