/* ui/engine/scroll.h — the scroll model of list and scrollable panels, without curses
 * (research/aesthetics.md §2.2, ISPF scrolling).
 *
 * A view shows `page` lines of `total` starting at line `top` (0-based). Lists end with a
 * `Bottom of data` marker line: their top may go down to total (only the marker shows). UP and
 * DOWN move by an amount: PAGE (a page), HALF (half a page), DATA (a page less one line), CSR (the
 * cursor line to the top or bottom, a page when the cursor is not on a data line or already
 * there), MAX (to the top or the last page) or a number of lines. */
#ifndef WLMCON_UI_SCROLL_H
#define WLMCON_UI_SCROLL_H

#include <stdbool.h>
#include <stddef.h>

enum scroll_kind { SCROLL_PAGE, SCROLL_HALF, SCROLL_CSR, SCROLL_DATA, SCROLL_MAX, SCROLL_LINES };

struct scroll_amount {
    enum scroll_kind kind;
    long n;              /* SCROLL_LINES: 1..9999 */
};

struct scroll_view {
    long top;            /* first line shown */
    long total;          /* lines of data */
    int page;            /* lines the screen shows (>= 1) */
    bool marker;         /* a Bottom of data line follows the data (lists) */
};

enum { SCROLL_LINES_MAX = 9999 };

/* Parses an amount as typed in the Scroll field or after UP/DOWN, case-insensitive: PAGE or P,
 * HALF or H, CSR or C, DATA or D, MAX or M, or a number 1..9999. Blanks around it are ignored.
 * Returns 0, or -1 when text is not an amount (*out unchanged). */
int scroll_parse(const char *text, struct scroll_amount *out);

/* The amount as the Scroll field shows it ("PAGE", "CSR", "25"), in buf (at least 8 bytes). */
const char *scroll_name(const struct scroll_amount *a, char *buf, size_t len);

/* The greatest top a view can have: total for a list (only the marker shows), else
 * total - page (never below 0). */
long scroll_max_top(const struct scroll_view *v);

/* The top after scrolling down by a. cursor_line is the cursor's line on the screen relative to
 * the first data line (0..page-1), or -1 when the cursor is not on a data line; only CSR uses it. */
long scroll_down(const struct scroll_view *v, const struct scroll_amount *a, int cursor_line);

/* The top after scrolling up by a; cursor_line as for scroll_down. */
long scroll_up(const struct scroll_view *v, const struct scroll_amount *a, int cursor_line);

/* The row counter of a list: "Row 1 to 14 of 137", "Row 137 of 137" when one row shows (or only
 * the marker), "Row 0 of 0" when the list is empty. Writes out (len bytes). */
void scroll_counter(const struct scroll_view *v, char *out, size_t len);

#endif
