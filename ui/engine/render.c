/* ui/engine/render.c — the screen model on curses; see render.h. */
#include "ui/engine/render.h"

static attr_t video(unsigned a)
{
    return (a & TA_BOLD ? A_BOLD : 0) | (a & TA_REVERSE ? A_REVERSE : 0) |
           (a & TA_UNDERLINE ? A_UNDERLINE : 0);
}

void render_init(struct render *r, const struct theme *t, bool no_color)
{
    if (!r->started) {
        r->color = !no_color && has_colors() && start_color() == OK && COLOR_PAIRS > CUA_NELEMS;
        r->dflt = r->color && use_default_colors() == OK;
        r->started = true;
    }
    bool dflt = r->dflt;
    for (int e = 0; e < CUA_NELEMS; e++) {
        const struct theme_style *st = &t->style[e];
        r->pairs[e] = 0;
        if (!r->color) {
            r->attrs[e] = video(theme_mono_attrs(t, (enum cua_elem)e));
            continue;
        }
        short bg = st->bg == THEME_DEFAULT ? (dflt ? -1 : COLOR_BLACK) : theme_color_fit(st->bg, COLORS);
        short fg = st->fg == THEME_DEFAULT ? (dflt ? -1 : COLOR_WHITE) : theme_color_fit(st->fg, COLORS);
        r->pairs[e] = (short)(e + 1);
        init_pair(r->pairs[e], fg, bg);
        r->attrs[e] = video(st->attrs);
    }
}

void render_draw(const struct render *r, WINDOW *w, const struct scr *s)
{
    for (int row = 0; row < s->rows; row++)
        for (int col = 0; col < s->cols; col++) {
            const struct scr_cell *c = &s->cells[row * s->cols + col];
            wchar_t wc[2] = {(wchar_t)c->ch, 0};
            cchar_t cc;
            setcchar(&cc, wc, r->attrs[c->elem], r->pairs[c->elem], NULL);
            mvwadd_wch(w, row, col, &cc);
        }
    wmove(w, s->cur_row, s->cur_col);
    if (s->alarm)
        beep();
}
