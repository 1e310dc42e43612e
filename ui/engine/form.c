/* ui/engine/form.c — the field engine; see form.h. */
#include "ui/engine/form.h"

#include <stdlib.h>
#include <string.h>

#include "model/model.h"
#include "ui/engine/utf8.h"

struct form_field *form_get(const struct form *f, int id)
{
    for (size_t i = 0; i < f->n; i++)
        if (f->v[i]->id == id)
            return f->v[i];
    return NULL;
}

struct form_field *form_field(struct form *f, int id, int cap, enum cua_elem elem, uint32_t pad,
                              unsigned flags)
{
    struct form_field *ff = form_get(f, id);
    if (ff)
        return ff;
    if (heap_reserve(&f->v, &f->cap, f->n + 1, sizeof *f->v) < 0)
        return NULL;
    ff = calloc(1, sizeof *ff);
    uint32_t *buf = calloc((size_t)(cap > 0 ? cap : 1), sizeof *buf);
    if (!ff || !buf) {
        free(ff);
        free(buf);
        return NULL;
    }
    *ff = (struct form_field){.id = id, .elem = elem, .pad = pad, .flags = flags, .buf = buf,
                              .cap = cap > 0 ? cap : 1};
    f->v[f->n++] = ff;
    return ff;
}

void form_unplace(struct form *f)
{
    for (size_t i = 0; i < f->n; i++)
        f->v[i]->placed = false;
}

/* Keeps the cursor position idx of ff visible by moving the first shown position. */
static void show_index(struct form_field *ff, int idx)
{
    if (idx < ff->off)
        ff->off = idx;
    if (ff->width > 0 && idx >= ff->off + ff->width)
        ff->off = idx - ff->width + 1;
    if (ff->off < 0)
        ff->off = 0;
}

void form_place(struct form_field *ff, int row, int col, int width)
{
    bool resized = ff->width != width;
    ff->row = row;
    ff->col = col;
    ff->width = width > 0 ? width : 1;
    ff->placed = true;
    if (resized) {
        ff->off = 0;
        show_index(ff, ff->len < ff->cap ? ff->len : ff->cap - 1);
    }
}

void form_store(struct form_field *ff, const char *text)
{
    uint32_t cp;
    ff->len = 0;
    while (*text && ff->len < ff->cap) {
        text += utf8_decode(text, &cp);
        ff->buf[ff->len++] = cp;
    }
    ff->off = 0;
}

void form_load(struct form_field *ff, const char *text)
{
    form_store(ff, text);
    ff->modified = false;
    ff->error = false;
}

size_t form_value(const struct form_field *ff, char *out, size_t len)
{
    size_t n = 0;
    int end = ff->len;
    while (end > 0 && ff->buf[end - 1] == ' ')
        end--;
    for (int i = 0; i < end; i++) {
        char b[4];
        int k = utf8_encode(ff->buf[i], b);
        if (n + (size_t)k + 1 > len)
            break;
        memcpy(out + n, b, (size_t)k);
        n += (size_t)k;
    }
    if (len)
        out[n] = '\0';
    return n;
}

struct form_field *form_at(const struct form *f, int row, int col)
{
    for (size_t i = 0; i < f->n; i++) {
        struct form_field *ff = f->v[i];
        if (ff->placed && ff->row == row && col >= ff->col && col < ff->col + ff->width)
            return ff;
    }
    return NULL;
}

void form_cursor_to(struct form *f, const struct form_field *ff)
{
    f->cur_row = ff->row;
    f->cur_col = ff->col;
}

/* Screen order of two fields: row, then column. */
static long order(const struct form_field *ff)
{
    return (long)ff->row * 100000L + ff->col;
}

/* The placed field after (dir > 0) or before (dir < 0) screen position pos, wrapping. */
static struct form_field *neighbour(const struct form *f, long pos, int dir)
{
    struct form_field *best = NULL, *wrap = NULL;
    for (size_t i = 0; i < f->n; i++) {
        struct form_field *ff = f->v[i];
        if (!ff->placed)
            continue;
        long o = order(ff);
        if (dir > 0 ? o > pos && (!best || o < order(best)) : o < pos && (!best || o > order(best)))
            best = ff;
        if (!wrap || (dir > 0 ? o < order(wrap) : o > order(wrap)))
            wrap = ff;
    }
    return best ? best : wrap;
}

static enum form_rc tab(struct form *f, int dir)
{
    long pos = (long)f->cur_row * 100000L + f->cur_col;
    struct form_field *in = form_at(f, f->cur_row, f->cur_col);
    struct form_field *to = dir < 0 && in && f->cur_col > in->col ? in : neighbour(f, pos, dir);
    if (!to)
        return FORM_ALARM;
    form_cursor_to(f, to);
    to->off = 0;
    return FORM_DONE;
}

/* Puts the cursor on text position idx of ff, scrolling the field when needed. */
static void cursor_index(struct form *f, struct form_field *ff, int idx)
{
    if (idx > ff->cap - 1)
        idx = ff->cap - 1;
    show_index(ff, idx);
    f->cur_row = ff->row;
    f->cur_col = ff->col + idx - ff->off;
}

static enum form_rc type_char(struct form *f, struct form_field *ff, int idx, uint32_t ch)
{
    if (idx >= ff->cap || (f->insert && ff->len >= ff->cap))
        return FORM_ALARM;
    while (ff->len < idx)
        ff->buf[ff->len++] = ' ';
    if (f->insert && idx < ff->len) {
        memmove(&ff->buf[idx + 1], &ff->buf[idx], (size_t)(ff->len - idx) * sizeof ff->buf[0]);
        ff->len++;
    } else if (idx == ff->len)
        ff->len++;
    ff->buf[idx] = ch;
    ff->modified = true;
    cursor_index(f, ff, idx + 1 < ff->cap ? idx + 1 : idx);
    return FORM_DONE;
}

static void delete_at(struct form_field *ff, int idx)
{
    if (idx < 0 || idx >= ff->len)
        return;
    memmove(&ff->buf[idx], &ff->buf[idx + 1], (size_t)(ff->len - idx - 1) * sizeof ff->buf[0]);
    ff->len--;
    ff->modified = true;
}

/* Keys that act on the field under the cursor. */
static enum form_rc field_key(struct form *f, struct form_field *ff, ui_key k)
{
    int idx = ff->off + f->cur_col - ff->col;
    switch (k) {
    case UIK_BACKSPACE:
        if (idx == 0)
            return FORM_ALARM;
        delete_at(ff, idx - 1);
        cursor_index(f, ff, idx - 1);
        return FORM_DONE;
    case UIK_DELETE:
        delete_at(ff, idx);
        return FORM_DONE;
    case UIK_ERASE_EOF:
        if (idx < ff->len) {
            ff->len = idx;
            ff->modified = true;
        }
        return FORM_DONE;
    case UIK_END:
        cursor_index(f, ff, ff->len);
        return FORM_DONE;
    default:
        return type_char(f, ff, idx, k);
    }
}

/* Arrow keys: anywhere on the screen; Left and Right scroll a field longer than its width. */
static enum form_rc arrow(struct form *f, ui_key k, int rows, int cols)
{
    struct form_field *ff = form_at(f, f->cur_row, f->cur_col);
    int idx = ff ? ff->off + f->cur_col - ff->col : 0;
    if (ff && k == UIK_RIGHT && f->cur_col == ff->col + ff->width - 1 && idx + 1 < ff->cap &&
        idx < ff->len) {
        cursor_index(f, ff, idx + 1);
        return FORM_DONE;
    }
    if (ff && k == UIK_LEFT && f->cur_col == ff->col && ff->off > 0) {
        cursor_index(f, ff, idx - 1);
        return FORM_DONE;
    }
    if (k == UIK_UP)
        f->cur_row = f->cur_row > 0 ? f->cur_row - 1 : rows - 1;
    else if (k == UIK_DOWN)
        f->cur_row = f->cur_row < rows - 1 ? f->cur_row + 1 : 0;
    else if (k == UIK_LEFT)
        f->cur_col = f->cur_col > 0 ? f->cur_col - 1 : cols - 1;
    else
        f->cur_col = f->cur_col < cols - 1 ? f->cur_col + 1 : 0;
    return FORM_DONE;
}

enum form_rc form_key(struct form *f, ui_key k, int rows, int cols)
{
    switch (k) {
    case UIK_TAB:
        return tab(f, 1);
    case UIK_BACKTAB:
        return tab(f, -1);
    case UIK_INSERT:
        f->insert = !f->insert;
        return FORM_DONE;
    case UIK_UP:
    case UIK_DOWN:
    case UIK_LEFT:
    case UIK_RIGHT:
        return arrow(f, k, rows, cols);
    case UIK_BACKSPACE:
    case UIK_DELETE:
    case UIK_ERASE_EOF:
    case UIK_END:
        break;
    default:
        if (!ui_key_is_char(k))
            return FORM_NOT_MINE;
    }
    struct form_field *ff = form_at(f, f->cur_row, f->cur_col);
    return ff ? field_key(f, ff, k) : FORM_ALARM;
}

void form_clear_errors(struct form *f)
{
    for (size_t i = 0; i < f->n; i++)
        f->v[i]->error = false;
}

void form_draw(const struct form *f, struct scr *s)
{
    for (size_t i = 0; i < f->n; i++) {
        const struct form_field *ff = f->v[i];
        enum cua_elem e = ff->error ? CUA_EE : ff->elem;
        if (!ff->placed)
            continue;
        for (int c = 0; c < ff->width; c++) {
            int idx = ff->off + c;
            uint32_t ch = idx < ff->len ? ff->buf[idx] : ff->pad;
            if (idx < ff->len && ch != ' ' && (ff->flags & FF_HIDDEN))
                ch = '*';
            struct scr_cell *cell = scr_at(s, ff->row, ff->col + c);
            if (cell)
                *cell = (struct scr_cell){utf8_cell(ch), (unsigned char)e};
        }
    }
}

void form_free(struct form *f)
{
    for (size_t i = 0; i < f->n; i++) {
        free(f->v[i]->buf);
        free(f->v[i]);
    }
    free(f->v);
    memset(f, 0, sizeof *f);
}
