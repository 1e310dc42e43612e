/* ui/engine/popbox.c — pop-up windows; see popbox.h. */
#include "ui/engine/popbox.h"

#include <stdio.h>
#include <string.h>

#include "ui/engine/utf8.h"

struct rect popbox_center(const struct rect *area, int rows, int cols)
{
    rows = rows > area->rows ? area->rows : rows;
    cols = cols > area->cols ? area->cols : cols;
    return (struct rect){area->row + (area->rows - rows) / 2, area->col + (area->cols - cols) / 2, rows, cols};
}

struct rect popbox_at(const struct rect *area, int row, int col, int rows, int cols)
{
    rows = rows > area->rows ? area->rows : rows;
    cols = cols > area->cols ? area->cols : cols;
    if (row + rows > area->row + area->rows)
        row = area->row + area->rows - rows;
    if (col + cols > area->col + area->cols)
        col = area->col + area->cols - cols;
    return (struct rect){row < area->row ? area->row : row, col < area->col ? area->col : col, rows, cols};
}

void popbox_draw(struct scr *s, const struct rect *b, const char *title, const char *info)
{
    for (int r = 0; r < b->rows; r++)
        scr_fill(s, b->row + r, b->col, b->cols, ' ', CUA_NT);
    scr_fill(s, b->row, b->col, b->cols, '-', CUA_WASL);
    scr_fill(s, b->row + b->rows - 1, b->col, b->cols, '-', CUA_WASL);
    for (int r = 0; r < b->rows; r++) {
        bool corner = r == 0 || r == b->rows - 1;
        scr_fill(s, b->row + r, b->col, 1, corner ? '+' : '|', CUA_WASL);
        scr_fill(s, b->row + r, b->col + b->cols - 1, 1, corner ? '+' : '|', CUA_WASL);
    }
    char t[96];
    int room = b->cols - 2;   /* for the title: the border less the corners and the info */
    if (info && info[0]) {
        snprintf(t, sizeof t, " %s ", info);
        room -= (int)utf8_count(t) + 1;
        scr_put_right(s, b->row, b->col + b->cols - 2, b->col + 1, CUA_SI, t);
    }
    if (title && title[0] && room > 2) {
        snprintf(t, sizeof t, " %s ", title);
        int w = (int)utf8_count(t) < room ? (int)utf8_count(t) : room;
        int col = b->col + (b->cols - w) / 2;
        if (col + w > b->col + 1 + room)
            col = b->col + 1 + room - w;
        scr_put(s, b->row, col, CUA_PT, t, w);
    }
}

int popbox_keys_text(const struct keylist *kl, char *out, size_t len)
{
    keylist_lines(kl, 1000, out, len);
    return (int)utf8_count(out);
}

void popbox_draw_keys(struct scr *s, const struct rect *b, const struct keylist *kl)
{
    char keys[256];
    popbox_keys_text(kl, keys, sizeof keys);
    scr_put(s, b->row + b->rows - 2, b->col + 1, CUA_NT, keys, b->cols - 2);
}

bool popbox_contains(const struct rect *b, int row, int col)
{
    return row >= b->row && row < b->row + b->rows && col >= b->col && col < b->col + b->cols;
}
