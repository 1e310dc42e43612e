/* ui/engine/table_view.c — columns and drawing of list panels; see table_priv.h. */
#include "ui/engine/table_priv.h"

#include <stdio.h>
#include <string.h>

#include "ui/engine/console.h"
#include "ui/engine/popbox.h"
#include "ui/engine/prompt.h"
#include "ui/engine/utf8.h"

enum { CMD_PROMPT_W = 13 };   /* "Command ===> " */

void table_columns(struct table *t)
{
    const struct tbl_source *src = &t->spec.src;
    int x0 = t->area.col, cols = t->area.cols;
    int x = x0 + (t->lc_width ? 1 + (t->lc_width > 3 ? t->lc_width : 3) + 1 : 1), nscroll = 0, k = 0;
    t->data_col = x;
    for (int i = 0; i < src->ncols; i++)
        if (!(src->cols[i].flags & TC_FIXED))
            nscroll++;
    if (t->hcol > nscroll - 1)
        t->hcol = nscroll > 0 ? nscroll - 1 : 0;
    t->nshown = 0;
    t->more_right = false;
    for (int fixed = 1; fixed >= 0; fixed--)
        for (int i = 0; i < src->ncols; i++) {
            const struct tbl_col *col = &src->cols[i];
            if (!(col->flags & TC_FIXED) != !fixed)
                continue;
            bool skip = !fixed && k++ < t->hcol;
            int room = x0 + cols - 1 - x;
            bool fits = !skip && !t->more_right && (col->width <= room || (!fixed && !t->nshown && room > 0));
            t->col_x[i] = fits ? x : -1;
            t->col_w[i] = fits ? (col->width <= room ? col->width : room) : 0;
            if (fits)
                x += col->width + 1;
            t->nshown += fits && !fixed;
            t->more_right |= !fits && !fixed && !skip;
        }
    t->more_left = t->hcol > 0;
}

/* Column index of the k-th scrollable column, or -1. */
static int scrollable(const struct tbl_source *src, int k)
{
    for (int i = 0; i < src->ncols; i++)
        if (!(src->cols[i].flags & TC_FIXED) && k-- == 0)
            return i;
    return -1;
}

int table_left_page(const struct table *t)
{
    const struct tbl_source *src = &t->spec.src;
    int room = t->area.col + t->area.cols - 1 - t->data_col, first = t->hcol;
    for (int i = 0; i < src->ncols; i++)
        if (src->cols[i].flags & TC_FIXED)
            room -= src->cols[i].width + 1;
    for (int k = t->hcol - 1; k >= 0; k--) {
        int w = src->cols[scrollable(src, k)].width;
        if (w > room && first != t->hcol)
            break;
        room -= w + 1;
        first = k;
    }
    return first;
}

/* Writes text in a cell w columns wide at row, col: cut, or right-justified for TC_RIGHT. */
/* Writes text in a cell w columns wide at row, col: cut, or right-justified for TC_RIGHT. A name
 * cut short says so in emphasis, with a character no name holds ('+' is one of MQ's: +AUTOCL+):
 * SYSTEM.ADMIN.ACCOUNTIN… on a UTF-8 terminal, SYSTEM.ADMIN.ACCOUNTIN> elsewhere. */
static void draw_cell(struct scr *s, const struct console *c, int row, int col, int w, unsigned flags,
                      enum cua_elem e, const char *text)
{
    int n = (int)utf8_count(text);
    if ((flags & TC_RIGHT) && n < w)
        col += w - n;
    scr_put(s, row, col, e, text, w);
    if ((flags & TC_FIXED) && n > w && w > 1)
        scr_put(s, row, col + w - 1, CUA_ET, console_env(c)->utf8 ? "\xe2\x80\xa6" : ">", 1);
}

/* The summary lines: prompts with leader dots to one width (as output prompts), then values. */
static void draw_summary(const struct table *t, struct scr *s)
{
    const struct rect *body = &t->area;
    int w = 0;
    for (int i = 0; i < t->nhead; i++)
        if (t->head[i].label[0] && (int)utf8_count(t->head[i].label) + 4 > w)
            w = (int)utf8_count(t->head[i].label) + 4;
    for (int i = 0; i < t->nhead; i++) {
        int col = body->col + 1;
        if (t->head[i].label[0]) {
            char prompt[64];
            prompt_text(t->head[i].label, w, ':', prompt, sizeof prompt);
            scr_put(s, body->row + i, col, CUA_FP, prompt, -1);
            col += w + 1;
        }
        scr_put(s, body->row + i, col, CUA_VOI, t->head[i].value, body->col + body->cols - 1 - col);
    }
}

/* Appends sep and item to text (len bytes) when the whole fits in room columns; once one does
 * not, *full stays set and nothing more is added, so that the items shown keep their order. */
static void append_fit(char *text, size_t len, const char *sep, const char *item, int room, bool *full)
{
    size_t n = strlen(text);
    const char *s = n ? sep : "";
    if (*full || (int)(utf8_count(text) + utf8_count(s) + utf8_count(item)) > room) {
        *full = true;
        return;
    }
    snprintf(text + n, len - n, "%s%s", s, item);
}

/* The instruction line of a list without its own: the line commands, the keys the panel labels
 * itself, then "/=Menu", each whole or not at all: what does not fit in the list's width is left
 * out from the end (F1 lists them all). */
static void list_instruction(struct table *t, struct console *c, char *text, size_t len)
{
    const struct panel_def *def = t->base.def;
    int room = t->area.cols - 2;
    bool full = false;
    char item[160];
    text[0] = '\0';
    for (const struct lcmd_def *d = def->lcmds; d && d->code; d++) {
        snprintf(item, sizeof item, "%s=%s", d->code, d->label);
        append_fit(text, len, " ", item, room, &full);
    }
    char keys[160];
    if (def->key_labels && keylist_instruction(console_keys(c, &t->base), keys, sizeof keys))
        for (char *k = keys, *next; k; k = next) {   /* the keys' entries are two blanks apart */
            if ((next = strstr(k, "  ")) != NULL)
                *next = '\0', next += 2;
            append_fit(text, len, "  ", k, room, &full);
        }
    if (def->lcmds)
        append_fit(text, len, " ", "/=Menu", room, &full);   /* the row's menu, when there is room */
}

static void draw_head(struct table *t, struct console *c, struct scr *s)
{
    const struct rect *body = &t->area;
    char text[256];
    const struct panel_def *def = t->base.def;
    int row = body->row + (t->nhead ? t->nhead + 1 : 0);
    draw_summary(t, s);
    /* a panel's own instruction may hold a second line, after a line feed, on the line of More */
    const char *second = def->instruction ? strchr(def->instruction, '\n') : NULL;
    char first[256];
    if (second)
        snprintf(first, sizeof first, "%.*s", (int)(second - def->instruction), def->instruction);
    if (def->instruction)
        utf8_fit_words(second ? first : def->instruction, body->cols - 2, text, sizeof text);
    else
        list_instruction(t, c, text, sizeof text);
    scr_put(s, row, body->col + 1, CUA_PIN, text, body->cols - 2);
    int more_w = t->more_left || t->more_right ? 13 : 0;
    if (second) {
        utf8_fit_words(second + 1, body->cols - 2 - more_w, text, sizeof text);
        scr_put(s, row + 1, body->col + 1, CUA_PIN, text, body->cols - 2 - more_w);
    }
    if (more_w) {
        snprintf(text, sizeof text, "More:   %c %c", t->more_left ? '<' : ' ', t->more_right ? '>' : ' ');
        scr_put_right(s, row + 1, body->col + body->cols - 1, body->col, CUA_SI, text);
    }
    row += 2;
    if (t->lc_width)
        scr_put(s, row, body->col + 1, CUA_CH, "Act", t->data_col - body->col - 2);
    for (int i = 0; i < t->spec.src.ncols; i++)
        if (t->col_x[i] >= 0)
            draw_cell(s, c, row, t->col_x[i], t->col_w[i], t->spec.src.cols[i].flags, CUA_CH,
                      t->spec.src.cols[i].heading);
}

static void draw_marker(struct scr *s, const struct rect *area, int row)
{
    const char *text = " Bottom of data ";
    int w = area->cols - 2, n = (int)strlen(text);
    scr_fill(s, row, area->col + 1, w, '*', CUA_NT);
    scr_put(s, row, area->col + 1 + (w - n) / 2, CUA_NT, text, w);
}

/* The window of a pop-up list: border, title and row counter, command line, function keys. */
static void draw_box(struct table *t, struct console *c, struct scr *s)
{
    char counter[64];
    t->base.ops->status(&t->base, counter, sizeof counter);
    popbox_draw(s, &t->box, panel_title(&t->base), counter);
    scr_put(s, t->box.row + 1, t->box.col + 2, CUA_FP, "Command ===>", -1);
    popbox_draw_keys(s, &t->box, console_keys(c, &t->base));
}

void table_draw(struct panel *p, struct console *c, struct scr *s, const struct rect *body)
{
    struct table *t = (struct table *)p;
    (void)body;
    if (p->def->kind == PANEL_POPUP)
        draw_box(t, c, s);
    draw_head(t, c, s);
    for (int r = 0; r < t->page.n; r++)
        for (int i = 0; i < t->spec.src.ncols; i++)
            if (t->col_x[i] >= 0)
                draw_cell(s, c, t->first_row + r, t->col_x[i], t->col_w[i], t->spec.src.cols[i].flags,
                          CUA_VOI, t->page.rows[r].cells[i]);
    if (t->page.n < t->npage)
        draw_marker(s, &t->area, t->first_row + t->page.n);
}

/* Columns a pop-up list needs: its columns side by side, its title, its keys. */
static int popup_width(struct table *t, struct console *c)
{
    char keys[256];
    int w = (t->lc_width ? 1 + (t->lc_width > 3 ? t->lc_width : 3) + 1 : 1) + 2;
    for (int i = 0; i < t->spec.src.ncols; i++)
        w += t->spec.src.cols[i].width + 1;
    if ((int)utf8_count(panel_title(&t->base)) + 26 > w)
        w = (int)utf8_count(panel_title(&t->base)) + 26;
    if (popbox_keys_text(console_keys(c, &t->base), keys, sizeof keys) + 3 > w)
        w = popbox_keys_text(console_keys(c, &t->base), keys, sizeof keys) + 3;
    return w;
}

void table_popup_layout(struct table *t, struct console *c, const struct rect *body)
{
    long total = t->stale ? t->spec.src.count(t->spec.src.ctx) : t->total;
    int rows = (int)(total < 0 ? 1 : total > body->rows ? body->rows : total) + TABLE_HEAD_LINES + 5;
    t->box = popbox_center(body, rows > body->rows - 2 ? body->rows - 2 : rows,
                           popup_width(t, c) > body->cols - 4 ? body->cols - 4 : popup_width(t, c));
    t->area = (struct rect){t->box.row + 2, t->box.col + 1, t->box.rows - 4, t->box.cols - 2};
    struct form_field *cmd = form_field(&t->base.form, FIELD_COMMAND, CMD_LINE_MAX - 1, CUA_NEF, '_', 0);
    if (!cmd)
        return;
    form_place(cmd, t->box.row + 1, t->box.col + 2 + CMD_PROMPT_W, t->box.cols - 4 - CMD_PROMPT_W);
    if (!t->base.shown)
        form_cursor_to(&t->base.form, cmd);
}

const struct field_def *table_field_at(struct panel *p, int row, int col, struct form_field **ff)
{
    struct table *t = (struct table *)p;
    *ff = NULL;
    if (row < t->first_row - 1 || row >= t->first_row + t->page.n)   /* the headings, the rows */
        return NULL;
    for (int i = 0; i < t->spec.src.ncols; i++)
        if (t->col_x[i] >= 0 && col >= t->col_x[i] && col < t->col_x[i] + t->col_w[i])
            return t->spec.col_fields ? t->spec.col_fields[i] : NULL;
    /* a row's line-command field: what its first explained column holds */
    bool lc_field = t->spec.col_fields && row >= t->first_row && col < t->data_col;
    for (int i = 0; lc_field && i < t->spec.src.ncols; i++)
        if (t->spec.col_fields[i])
            return t->spec.col_fields[i];
    return NULL;
}
