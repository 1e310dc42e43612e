/* ui/engine/frame.h — the screen anatomy around a panel's body (research/aesthetics.md §2.1, PANELS.md).
 * With the command line at the top (the default):
 *
 *   row 0   action bar (AB choices)
 *   row 1   action-bar separator (ABSL)
 *   row 2   panel id | title centred (PT) | short message or scroll information, right-justified
 *   row 3   "Command ===>" ("Option ===>" on menus) field, "Scroll ===>" field on lists
 *   row 4   long message line (after F1 on a short message)
 *   body    rows 5 .. the function-key area
 *   bottom  function-key area: the panel keylist's keys, wrapped (one or two lines at 80 columns)
 *
 * With the command line at the bottom (ISPF's setting; the user's profile), the body starts at
 * row 3 and the long message line and the command line are the two lines above the function keys.
 * With PFSHOW OFF there is no function-key area. The minimum screen is FRAME_MIN_COLS x
 * FRAME_MIN_ROWS. */
#ifndef WLMCON_UI_FRAME_H
#define WLMCON_UI_FRAME_H

#include <stdbool.h>

#include "ui/engine/msg.h"
#include "ui/engine/panel.h"
#include "ui/engine/scr.h"

enum {
    FRAME_MIN_ROWS = 24,
    FRAME_MIN_COLS = 80,
    FRAME_ROW_ACTIONS = 0,
    FRAME_ROW_TITLE = 2,
    FRAME_ROW_COMMAND = 3,   /* with the command line at the top */
    FRAME_ROW_LONG = 4,      /* with the command line at the top */
    FRAME_ROW_BODY = 5,      /* with the command line at the top */
    FRAME_SCROLL_WIDTH = 4,
    FRAME_MSG_ROOM = 26,     /* the title line's right part kept for the short message */
    FRAME_ACTION_COL = 2
};

/* How the user wants the anatomy. */
struct frame_opts {
    bool cmd_bottom;               /* the command line at the bottom */
    const struct keylist *keys;    /* the function keys shown; NULL: none (PFSHOW OFF) */
};

/* The rows of the anatomy on a screen rows x cols. */
struct frame_rows {
    int command;      /* the command line */
    int long_line;    /* the long message line */
    int body, nbody;  /* the body's first row and its number of rows */
    int keys, nkeys;  /* the function-key area's first row and its number of lines */
};

/* Works out the rows of the anatomy for o on a screen rows x cols. */
void frame_rows(const struct frame_opts *o, int rows, int cols, struct frame_rows *out);

/* Places p's command field (and Scroll field on panels that scroll) for a rows x cols screen and
 * gives the body rectangle. On the panel's first layout the cursor goes to the command line. */
void frame_layout(struct panel *p, const struct frame_opts *o, int rows, int cols, struct rect *body);

/* Draws the anatomy of p: action bar, separator, title line with the short message m (or the
 * panel's scroll information when there is no message), the command line prompts, the function
 * keys. */
void frame_draw(struct panel *p, const struct frame_opts *o, const struct msg *m, struct scr *s);

/* Draws the long message of m on its line, after the body: one too long for the line wraps once,
 * over the body line next to it. */
void frame_long(const struct frame_opts *o, const struct msg *m, struct scr *s);

/* The index of p's action-bar choice at row, col, or -1. */
int frame_action_at(const struct panel *p, int row, int col);

/* The column where p's action-bar choice i starts. */
int frame_action_col(const struct panel *p, int i);

/* The function key whose label covers row, col of the function-key area, or 0. */
ui_key frame_key_at(const struct frame_opts *o, int rows, int cols, int row, int col);

/* Draws the screen shown when the terminal is smaller than the minimum: what size is needed and
 * what size it is. */
void frame_too_small(struct scr *s);

#endif
