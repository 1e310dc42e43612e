/* ui/frame.h — the screen anatomy around a panel's body (research/aesthetics.md §2.1, PANELS.md):
 *
 *   row 0   action bar (AB choices)
 *   row 1   action-bar separator (ABSL)
 *   row 2   panel id | title centred (PT) | short message or scroll information, right-justified
 *   row 3   "Command ===>" ("Option ===>" on menus) field, "Scroll ===>" field on lists
 *   row 4   long message line (after F1 on a short message)
 *   body    rows 5 .. the function-key area
 *   bottom  function-key area: the panel keylist's keys, wrapped (one or two lines at 80 columns)
 *
 * The minimum screen is FRAME_MIN_COLS x FRAME_MIN_ROWS. */
#ifndef WLMCON_UI_FRAME_H
#define WLMCON_UI_FRAME_H

#include "ui/msg.h"
#include "ui/panel.h"
#include "ui/scr.h"

enum {
    FRAME_MIN_ROWS = 24,
    FRAME_MIN_COLS = 80,
    FRAME_ROW_ACTIONS = 0,
    FRAME_ROW_TITLE = 2,
    FRAME_ROW_COMMAND = 3,
    FRAME_ROW_LONG = 4,
    FRAME_ROW_BODY = 5,
    FRAME_SCROLL_WIDTH = 4,
    FRAME_ACTION_COL = 2
};

/* Places p's command field (and Scroll field on panels that scroll) for a rows x cols screen and
 * gives the body rectangle. On the panel's first layout the cursor goes to the command line. */
void frame_layout(struct panel *p, int rows, int cols, struct rect *body);

/* Draws the anatomy of p: action bar, separator, title line with the short message m (or the
 * panel's scroll information when there is no message), the command line prompts, the function
 * keys. */
void frame_draw(struct panel *p, const struct msg *m, struct scr *s);

/* Draws the long message of m on its line, after the body: one too long for the line wraps once,
 * over the first body line. */
void frame_long(const struct msg *m, struct scr *s);

/* The index of p's action-bar choice at row, col, or -1. */
int frame_action_at(const struct panel *p, int row, int col);

/* The column where p's action-bar choice i starts. */
int frame_action_col(const struct panel *p, int i);

/* Draws the screen shown when the terminal is smaller than the minimum: what size is needed and
 * what size it is. */
void frame_too_small(struct scr *s);

#endif
