/* ui/objects/objmatrix_view.c — the matrix panel's layout, the reading of the headings and cells
 * shown (and of nothing else), and its drawing; see objmatrix_priv.h. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ui/engine/utf8.h"
#include "ui/objects/objmatrix_priv.h"

int mat_cell_x(const struct matrix *m, int vc)
{
    return m->cells_x + vc * (m->spec.cell_width + 1);
}

/* Grows the arrays of the headings and cells shown to rows x cols. false when memory runs out. */
static bool room_for(struct matrix *m, int rows, int cols)
{
    if (rows <= m->cap_r && cols <= m->cap_c)
        return true;
    int r = rows > m->cap_r ? rows : m->cap_r, c = cols > m->cap_c ? cols : m->cap_c;
    struct obj_matrix_head *rh = calloc((size_t)r, sizeof *rh), *ch = calloc((size_t)c, sizeof *ch);
    struct obj_matrix_cell *cells = calloc((size_t)r * (size_t)c, sizeof *cells);
    if (!rh || !ch || !cells) {
        free(rh);
        free(ch);
        free(cells);
        return false;
    }
    free(m->rh);
    free(m->ch);
    free(m->cells);
    m->rh = rh, m->ch = ch, m->cells = cells;
    m->cap_r = r, m->cap_c = c;
    return true;
}

/* Reads the headings and cells shown, and loads their fields: a pending command, else blank (a
 * cell) or "!" (a mark). */
static void read_visible(struct matrix *m)
{
    const struct obj_matrix_spec *sp = &m->spec;
    if (m->top > m->nrows)
        m->top = m->nrows;
    if (m->left > (m->ncols ? m->ncols - 1 : 0))
        m->left = m->ncols ? m->ncols - 1 : 0;
    long nr = m->nrows - m->top, nc = m->ncols - m->left;
    m->shown_r = nr < m->nvr ? (int)nr : m->nvr;
    m->shown_c = nc < m->nvc ? (int)nc : m->nvc;
    if (!room_for(m, m->nvr, m->nvc)) {
        m->shown_r = m->shown_c = 0;
        return;
    }
    for (int i = 0; i < m->shown_r; i++) {
        memset(&m->rh[i], 0, sizeof m->rh[i]);
        sp->row(sp->ctx, m->top + i, &m->rh[i]);
    }
    for (int k = 0; k < m->shown_c; k++) {
        memset(&m->ch[k], 0, sizeof m->ch[k]);
        sp->col(sp->ctx, m->left + k, &m->ch[k]);
    }
    for (int i = 0; i < m->shown_r; i++)
        for (int k = 0; k < m->shown_c; k++) {
            struct obj_matrix_cell *cell = &m->cells[i * m->shown_c + k];
            memset(cell, 0, sizeof *cell);
            sp->cell(sp->ctx, m->top + i, m->left + k, cell);
        }
    m->stale = false;
}

/* Makes and places the fields of the cells and marks shown, with what is pending on them. */
static void place_fields(struct matrix *m)
{
    struct form *f = &m->base.form;
    for (int i = 0; i < m->shown_r; i++) {
        int row = m->first_row + i;
        if (m->rh[i].finding) {
            struct form_field *ff = form_field(f, MAT_ROW_MARK + i, 1, CUA_LEF, ' ', 0);
            const struct mat_pending *pd = mat_pending_of(m, MAT_ROW, m->top + i, -1);
            if (ff && !ff->modified)
                form_load(ff, pd ? pd->code : "!");
            if (ff)
                form_place(ff, row, m->x0, 1);
        }
        for (int k = 0; k < m->shown_c; k++) {
            struct form_field *ff = form_field(f, MAT_CELL_FIELD + i * m->nvc + k, 1, CUA_LEF, '_', 0);
            const struct mat_pending *pd = mat_pending_of(m, MAT_CELL, m->top + i, m->left + k);
            if (!ff)
                continue;
            if (!ff->modified)
                form_load(ff, pd ? pd->code : "");
            form_place(ff, row, mat_cell_x(m, k), 1);
        }
    }
    for (int k = 0; k < m->shown_c; k++)
        if (m->ch[k].finding) {
            struct form_field *ff = form_field(f, MAT_COL_MARK + k, 1, CUA_LEF, ' ', 0);
            const struct mat_pending *pd = mat_pending_of(m, MAT_COL, -1, m->left + k);
            if (ff && !ff->modified)
                form_load(ff, pd ? pd->code : "!");
            if (ff)
                form_place(ff, m->area.row + 1, mat_cell_x(m, k), 1);
        }
}

void mat_layout(struct panel *p, struct console *c, const struct rect *body)
{
    struct matrix *m = (struct matrix *)p;
    const struct obj_matrix_spec *sp = &m->spec;
    if (m->reload) {
        m->reload = false;
        mat_reload(m, c);
    }
    m->area = *body;
    m->legend_lines = 1 + m->nrules;
    m->x0 = body->col + 1;
    m->detail_x = m->x0 + 2 + sp->label_width + 1;
    m->cells_x = m->detail_x + (sp->detail_width ? sp->detail_width + 1 : 0);
    int nvr = body->rows - MAT_HEAD_LINES - m->legend_lines;
    int nvc = (body->col + body->cols - m->cells_x) / (sp->cell_width + 1);
    nvr = nvr < 1 ? 1 : nvr;
    nvc = nvc < 1 ? 1 : nvc;
    if (nvr != m->nvr || nvc != m->nvc) {
        /* the slots change: what was typed in them is pending already (captured) */
        for (size_t i = 0; i < p->form.n; i++)
            p->form.v[i]->modified = false;
        m->nvr = nvr, m->nvc = nvc;
        m->stale = true;
    }
    m->first_row = body->row + MAT_HEAD_LINES;
    if (m->stale)
        read_visible(m);
    place_fields(m);
    if (m->want_r >= 0) {
        long vr = m->want_r - m->top, vc = m->want_c - m->left;
        if (vr >= 0 && vr < m->shown_r && vc >= 0 && vc < m->shown_c) {
            p->form.cur_row = m->first_row + (int)vr;
            p->form.cur_col = mat_cell_x(m, (int)vc);
        }
        m->want_r = m->want_c = -1;
    }
}

bool mat_cursor_cell(const struct matrix *m, int *vr, int *vc)
{
    int r = m->base.form.cur_row - m->first_row, col = m->base.form.cur_col;
    if (r < 0 || r >= m->shown_r)
        return false;
    *vr = r;
    *vc = col < m->cells_x ? -1 : (col - m->cells_x) / (m->spec.cell_width + 1);
    if (*vc >= m->shown_c)
        *vc = m->shown_c - 1;
    return true;
}

/* Text cut to w columns at row, col in element e (nothing when w < 1). */
static void put(struct scr *s, int row, int col, enum cua_elem e, const char *text, int w)
{
    if (w > 0)
        scr_put(s, row, col, e, text, w);
}

static void draw_head(struct matrix *m, struct console *c, struct scr *s)
{
    const struct rect *a = &m->area;
    const struct obj_matrix_spec *sp = &m->spec;
    const struct panel_def *def = m->base.def;
    char text[256];
    int right = a->col + a->cols - 1;
    snprintf(text, sizeof text, "S=Open D=Delete I=%s  S on ! shows its finding", sp->add_label);
    (void)def;
    put(s, a->row, m->x0, CUA_PIN, text, a->cols - 2);
    char counter[80];
    long last = m->left + m->shown_c;
    if (m->ncols && (m->left > 0 || last < m->ncols))
        snprintf(counter, sizeof counter, "Col %ld to %ld of %ld  More: %c %c", m->left + 1, last, m->ncols,
                 m->left > 0 ? '<' : ' ', last < m->ncols ? '>' : ' ');
    else if (m->ncols)
        snprintf(counter, sizeof counter, "Col %ld to %ld of %ld", m->left + 1, last, m->ncols);
    else
        snprintf(counter, sizeof counter, "Col 0 of 0");
    scr_put_right(s, a->row + 1, right, m->x0, CUA_SI, counter);
    int h = a->row + 2;
    put(s, h, m->x0 + 2, CUA_CH, sp->row_heading, sp->label_width);
    if (sp->detail_width && sp->detail_heading)
        put(s, h, m->detail_x, CUA_CH, sp->detail_heading, sp->detail_width);
    for (int k = 0; k < m->shown_c; k++) {
        int x = mat_cell_x(m, k) + 2, w = sp->cell_width - 2;
        put(s, h, x, CUA_CH, m->ch[k].label, w);
        put(s, h + 1, x, CUA_CH, m->ch[k].detail, w);
    }
    (void)c;
}

static void draw_marker(struct scr *s, const struct rect *a, int row)
{
    const char *text = " Bottom of data ";
    int w = a->cols - 2, n = (int)strlen(text);
    scr_fill(s, row, a->col + 1, w, '*', CUA_NT);
    scr_put(s, row, a->col + 1 + (w - n) / 2, CUA_NT, text, w);
}

/* The legend: the spec's line, then one line per rule marking a row or column. */
static void draw_legend(struct matrix *m, struct scr *s)
{
    const struct rect *a = &m->area;
    int row = a->row + a->rows - m->legend_lines;
    put(s, row, m->x0, CUA_DT, m->spec.legend ? m->spec.legend : "", a->cols - 2);
    for (int i = 0; i < m->nrules; i++) {
        const struct rule *r = rules_lookup(m->rules[i], NULL);
        char text[256];
        snprintf(text, sizeof text, "! %s %s", m->rules[i], r ? r->message : "");
        put(s, row + 1 + i, m->x0, CUA_DT, text, a->cols - 2);
    }
}

void mat_draw(struct panel *p, struct console *c, struct scr *s, const struct rect *body)
{
    struct matrix *m = (struct matrix *)p;
    const struct obj_matrix_spec *sp = &m->spec;
    (void)body;
    draw_head(m, c, s);
    for (int i = 0; i < m->shown_r; i++) {
        int row = m->first_row + i;
        put(s, row, m->x0 + 2, CUA_VOI, m->rh[i].label, sp->label_width);
        if (sp->detail_width)
            put(s, row, m->detail_x, CUA_VOI, m->rh[i].detail, sp->detail_width);
        for (int k = 0; k < m->shown_c; k++) {
            const struct obj_matrix_cell *cell = &m->cells[i * m->shown_c + k];
            enum cua_elem e = !cell->linked ? CUA_DT : cell->flagged ? CUA_WT : CUA_VOI;
            put(s, row, mat_cell_x(m, k) + 2, e, cell->text, sp->cell_width - 2);
        }
    }
    int used = m->shown_r;
    if (used < m->nvr)
        draw_marker(s, &m->area, m->first_row + used);
    draw_legend(m, s);
}
