/* ui/engine/scr.h — the screen model: what is on the screen, without curses.
 *
 * A grid of cells, each a code point (one column wide, see utf8_cell) and the CUA element it
 * belongs to, plus the cursor and whether the alarm should sound. Panels draw into it; the renderer
 * (render.h) maps elements to attributes through a theme. Everything outside the grid is clipped. */
#ifndef WLMCON_UI_SCR_H
#define WLMCON_UI_SCR_H

#include <stdbool.h>
#include <stdint.h>

#include "ui/engine/cua.h"

struct scr_cell {
    uint32_t ch;       /* code point shown */
    unsigned char elem; /* enum cua_elem */
};

struct scr {
    int rows, cols;
    struct scr_cell *cells;  /* rows * cols, row-major; owned */
    int cur_row, cur_col;    /* the cursor */
    bool alarm;              /* sound the alarm when this screen is shown */
};

/* Sizes the grid to rows x cols (both >= 1), blank (spaces, CUA_NT), cursor at 0,0, no alarm.
 * Returns 0, or -1 when memory runs out (the grid is then empty: rows = cols = 0). */
int scr_resize(struct scr *s, int rows, int cols);

/* Frees the grid. */
void scr_free(struct scr *s);

/* Blanks every cell (spaces, CUA_NT) and clears the alarm. */
void scr_clear(struct scr *s);

/* The cell at row, col, or NULL outside the grid. */
struct scr_cell *scr_at(struct scr *s, int row, int col);

/* Writes UTF-8 text at row, col in element e, at most maxw columns (maxw < 0: to the right edge).
 * Returns the number of columns written. */
int scr_put(struct scr *s, int row, int col, enum cua_elem e, const char *text, int maxw);

/* Writes text so that it ends just before column end (exclusive), never left of column min.
 * Returns the column where it starts. */
int scr_put_right(struct scr *s, int row, int end, int min, enum cua_elem e, const char *text);

/* Writes n copies of code point ch from row, col in element e. */
void scr_fill(struct scr *s, int row, int col, int n, uint32_t ch, enum cua_elem e);


/* The text of one row as UTF-8 into out (outlen bytes, NUL-terminated), trailing blanks removed;
 * for tests and logs. */
void scr_row_text(const struct scr *s, int row, char *out, unsigned outlen);

#endif
