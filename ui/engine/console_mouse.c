/* ui/engine/console_mouse.c — mouse clicks; see console_click in console.h. */
#include "ui/engine/console_priv.h"

#include "ui/engine/pulldown.h"

/* The element drawn at row, col now. */
static enum cua_elem elem_at(struct console *c, int row, int col)
{
    console_draw(c, &c->hit);
    const struct scr_cell *cell = scr_at(&c->hit, row, col);
    return cell ? (enum cua_elem)cell->elem : CUA_NT;
}

/* The line-command field on screen row row, or NULL. */
static struct form_field *lef_on_row(const struct form *f, int row)
{
    for (size_t i = 0; i < f->n; i++)
        if (f->v[i]->placed && f->v[i]->row == row && f->v[i]->elem == CUA_LEF)
            return f->v[i];
    return NULL;
}

/* A click on a full-screen panel p (no pop-up above it). */
static void click_panel(struct console *c, struct panel *p, int row, int col)
{
    struct frame_opts o = console_frame_opts(c, p);
    int action = frame_action_at(p, row, col);
    ui_key k = frame_key_at(&o, c->rows, c->cols, row, col);
    if (action >= 0) {
        p->form.cur_row = row;
        p->form.cur_col = frame_action_col(p, action);
        pulldown_open(c, p, action);
        return;
    }
    if (k) {
        console_aid(c, p, k);
        return;
    }
    struct form_field *lef = form_at(&p->form, row, col) ? NULL : lef_on_row(&p->form, row);
    if (lef) {
        form_cursor_to(&p->form, lef);
        return;
    }
    p->form.cur_row = row;
    p->form.cur_col = col;
    if (!form_at(&p->form, row, col) && elem_at(c, row, col) == CUA_PS)
        console_aid(c, p, UIK_ENTER);   /* point-and-shoot: the cursor there and Enter */
}

void console_click(struct console *c, int row, int col)
{
    if (c->done || !c->depth || console_too_small(c) || row < 0 || col < 0 || row >= c->rows || col >= c->cols)
        return;
    console_layout(c);
    struct panel *p = console_top(c);
    if (p->def->kind == PANEL_POPUP) {
        if (p->ops->click && p->ops->click(p, c, row, col))
            return;
        struct form_field *lef = form_at(&p->form, row, col) ? NULL : lef_on_row(&p->form, row);
        if (lef)
            form_cursor_to(&p->form, lef);
        else if (form_at(&p->form, row, col)) {
            p->form.cur_row = row;
            p->form.cur_col = col;
        } else
            c->alarm = true;
        return;
    }
    click_panel(c, p, row, col);
}
