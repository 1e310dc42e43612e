/* ui/engine/scr.c — the screen model; see scr.h. */
#include "ui/engine/scr.h"

#include <stdlib.h>
#include <string.h>

#include "ui/engine/utf8.h"

int scr_resize(struct scr *s, int rows, int cols)
{
    struct scr_cell *c = realloc(s->cells, (size_t)rows * (size_t)cols * sizeof *c);
    if (!c) {
        free(s->cells);
        memset(s, 0, sizeof *s);
        return -1;
    }
    s->cells = c;
    s->rows = rows;
    s->cols = cols;
    s->cur_row = s->cur_col = 0;
    scr_clear(s);
    return 0;
}

void scr_free(struct scr *s)
{
    free(s->cells);
    memset(s, 0, sizeof *s);
}

void scr_clear(struct scr *s)
{
    for (int i = 0; i < s->rows * s->cols; i++)
        s->cells[i] = (struct scr_cell){' ', CUA_NT};
    s->alarm = false;
}

struct scr_cell *scr_at(struct scr *s, int row, int col)
{
    if (row < 0 || col < 0 || row >= s->rows || col >= s->cols)
        return NULL;
    return &s->cells[row * s->cols + col];
}

int scr_put(struct scr *s, int row, int col, enum cua_elem e, const char *text, int maxw)
{
    int n = 0;
    uint32_t cp;
    while (*text && (maxw < 0 || n < maxw)) {
        text += utf8_decode(text, &cp);
        struct scr_cell *c = scr_at(s, row, col + n);
        if (!c)
            break;
        *c = (struct scr_cell){utf8_cell(cp), (unsigned char)e};
        n++;
    }
    return n;
}

int scr_put_right(struct scr *s, int row, int end, int min, enum cua_elem e, const char *text)
{
    int w = (int)utf8_count(text);
    int col = end - w < min ? min : end - w;
    scr_put(s, row, col, e, text, end - col);
    return col;
}

void scr_fill(struct scr *s, int row, int col, int n, uint32_t ch, enum cua_elem e)
{
    for (int i = 0; i < n; i++) {
        struct scr_cell *c = scr_at(s, row, col + i);
        if (c)
            *c = (struct scr_cell){ch, (unsigned char)e};
    }
}

void scr_row_text(const struct scr *s, int row, char *out, unsigned outlen)
{
    unsigned n = 0, keep = 0;
    for (int col = 0; row >= 0 && row < s->rows && col < s->cols; col++) {
        char b[4];
        int len = utf8_encode(s->cells[row * s->cols + col].ch, b);
        if (n + (unsigned)len + 1 > outlen)
            break;
        memcpy(out + n, b, (size_t)len);
        n += (unsigned)len;
        if (b[0] != ' ')
            keep = n;
    }
    if (outlen)
        out[keep] = '\0';
}
