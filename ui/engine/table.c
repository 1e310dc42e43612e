/* ui/engine/table.c — list panels: reading the visible rows, line commands, primary commands; see
 * table.h. Columns and drawing are in table_view.c. */
#include "ui/engine/table_priv.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "ui/engine/choice.h"
#include "ui/engine/console.h"
#include "ui/engine/frame.h"

/* Visible row showing the row with this key, or -1. */
static int slot_of(const struct table *t, const char *key)
{
    for (int i = 0; i < t->page.n; i++)
        if (strcmp(t->page.rows[i].key, key) == 0)
            return i;
    return -1;
}

/* Moves what was typed in the line-command column into the pending queue. */
static void capture(struct table *t)
{
    for (int i = 0; t->lc_width && i < t->page.n; i++) {
        struct form_field *ff = form_get(&t->base.form, TABLE_LC_FIELD + i);
        char text[LCMD_MAX * 4];
        if (!ff || !ff->modified)
            continue;
        form_value(ff, text, sizeof text);
        lcq_set(&t->pending, t->page.rows[i].key, t->page.pos + i, text);
        const char *code = lcq_get(&t->pending, t->page.rows[i].key);
        form_store(ff, code ? code : "");
        ff->modified = false;
    }
}

/* The cursor onto visible row i: its line-command field, else its first cell. */
static void cursor_to_row(struct table *t, int i)
{
    struct form_field *ff = form_get(&t->base.form, TABLE_LC_FIELD + i);
    if (t->lc_width && ff) {
        form_cursor_to(&t->base.form, ff);
    } else {
        t->base.form.cur_row = t->first_row + i;
        t->base.form.cur_col = t->data_col;
    }
}

static void cursor_to_command(struct table *t)
{
    struct form_field *ff = form_get(&t->base.form, FIELD_COMMAND);
    if (ff)
        form_cursor_to(&t->base.form, ff);
}

static void read_rows(struct table *t, struct console *c)
{
    capture(t);
    const struct tbl_source *src = &t->spec.src;
    long total = src->count(src->ctx);
    table_invalidate(t);
    if (total < 0) {
        table_source_failed(t, c);
        return;
    }
    t->total = total;
    struct tbl_request req = {t->by_pos ? NULL : t->top_key, t->top, t->by_pos ? 0 : t->delta, t->npage};
    if (src->fetch(src->ctx, &req, &t->page) < 0) {
        table_source_failed(t, c);
        return;
    }
    if (t->fill && t->page.n < t->npage && t->page.pos > 0 && total > t->page.n) {
        /* every row from the anchor down stays shown, the page filled with those above it */
        long top = total > t->npage ? total - t->npage : 0;
        req = (struct tbl_request){NULL, top, 0, t->npage};
        if (src->fetch(src->ctx, &req, &t->page) < 0) {
            table_source_failed(t, c);
            return;
        }
    }
    t->fill = false;
    t->stale = t->by_pos = false;
    t->delta = 0;
    t->top = t->page.pos;
    free(t->top_key);
    t->top_key = t->page.n ? strdup(t->page.rows[0].key) : NULL;
    for (int i = 0; t->lc_width && i < t->page.n; i++) {
        struct form_field *ff = form_field(&t->base.form, TABLE_LC_FIELD + i, t->lc_width, CUA_LEF, '_', 0);
        const char *code = lcq_get(&t->pending, t->page.rows[i].key);
        if (ff)
            form_load(ff, code ? code : "");
    }
}

static void restore_sort(struct table *t, struct console *c);

static void table_layout(struct panel *p, struct console *c, const struct rect *body)
{
    struct table *t = (struct table *)p;
    if (p->def->kind == PANEL_POPUP)
        table_popup_layout(t, c, body);
    else
        t->area = *body;
    int room = t->area.rows - TABLE_HEAD_LINES - 2, max = room < TABLE_HEAD_MAX ? room : TABLE_HEAD_MAX;
    t->nhead = t->spec.head && max > 0 ? t->spec.head(t->spec.ctx, t->head, max) : 0;
    int top = t->nhead ? t->nhead + 1 : 0, npage = t->area.rows - top - TABLE_HEAD_LINES;
    t->first_row = t->area.row + top + TABLE_HEAD_LINES;
    if (npage < 1)
        npage = 1;
    if (npage != t->npage) {
        t->npage = npage;
        t->stale = true;
    }
    table_columns(t);
    if (!p->shown && t->spec.remember)
        restore_sort(t, c);
    if (t->stale)
        read_rows(t, c);
    for (int i = 0; t->lc_width && i < t->page.n; i++) {
        struct form_field *ff = form_get(&p->form, TABLE_LC_FIELD + i);
        if (ff)
            form_place(ff, t->first_row + i, t->area.col + 1, t->lc_width);
    }
    if (t->cursor_pos >= t->top && t->cursor_pos < t->top + t->page.n)
        cursor_to_row(t, (int)(t->cursor_pos - t->top));
    t->cursor_pos = -1;
}

/* The next read starts at position top; by position when far, else from the anchor. */
static void move_to(struct table *t, long top)
{
    if (top == 0 || !t->top_key) {
        t->by_pos = true;
        t->top = top;
    } else {
        t->delta = top - t->top;
    }
    t->stale = true;
}

/* ---- line commands ----------------------------------------------------------------------- */

/* The visible row whose line-command field holds the cursor, or -1. */
static int cursor_slot(const struct table *t)
{
    const struct form_field *ff = form_at(&t->base.form, t->base.form.cur_row, t->base.form.cur_col);
    return ff && ff->id >= TABLE_LC_FIELD && ff->id < TABLE_LC_FIELD + t->page.n ? ff->id - TABLE_LC_FIELD : -1;
}

/* A / typed on a row: its action menu opens (the top-most one when several). True when one did. */
static bool slash(struct table *t, struct console *c)
{
    const struct lcmd_pending *top = NULL;
    for (size_t i = 0; i < t->pending.n; i++)
        if (strcmp(t->pending.v[i].code, "/") == 0 && (!top || t->pending.v[i].pos < top->pos))
            top = &t->pending.v[i];
    if (!top)
        return false;
    char *key = strdup(top->key);
    long pos = top->pos;
    int i = slot_of(t, top->key);
    lcq_set(&t->pending, top->key, pos, "");
    if (key)
        table_row_menu(t, c, key, pos, i >= 0 ? t->first_row + i : t->first_row);
    table_invalidate(t);
    free(key);
    return true;
}

/* Enter with nothing pending and the cursor on a row: the list's Enter line command on it. */
static void enter_on_row(struct table *t)
{
    int i = t->base.form.cur_row - t->first_row;
    if (!t->spec.enter_lcmd || t->pending.n || i < 0 || i >= t->page.n)
        return;
    lcq_set(&t->pending, t->page.rows[i].key, t->page.pos + i, t->spec.enter_lcmd);
}

/* False after issuing the message for the top-most invalid pending line command. */
static bool check_pending(struct table *t, struct console *c)
{
    const struct lcmd_pending *bad = lcq_invalid(&t->pending, t->base.def->lcmds);
    char list[256];
    if (!bad)
        return true;
    lcmd_instruction(t->base.def->lcmds, list, sizeof list);
    int i = slot_of(t, bad->key);
    struct form_field *ff = i >= 0 ? form_get(&t->base.form, TABLE_LC_FIELD + i) : NULL;
    if (ff)
        console_field_msg(c, &t->base, ff, MSG_INVALID_LCMD, bad->code, list, NULL);
    else
        console_msg(c, MSG_INVALID_LCMD, bad->code, list, NULL);
    return false;
}

/* Processes pending line commands top to bottom until one opens a panel or fails; when none is
 * left, tells the list's processed callback. */
static void process(struct table *t, struct console *c)
{
    struct lcmd_pending e;
    while (t->spec.line_command && lcq_next(&t->pending, &e)) {
        table_invalidate(t);
        t->lc_ran = true;
        enum table_lc_rc rc = t->spec.line_command(c, &t->base, e.code, e.key, e.pos, t->spec.ctx);
        free(e.key);
        if (rc != TABLE_LC_NEXT || console_top(c) != &t->base)
            return;
    }
    if (t->lc_ran && t->spec.processed) {
        t->lc_ran = false;
        table_invalidate(t);
        t->spec.processed(c, &t->base, t->spec.ctx);
    }
    t->lc_ran = false;
}

static void table_resume(struct panel *p, struct console *c)
{
    struct table *t = (struct table *)p;
    table_invalidate(t);
    t->fill = true;
    if (console_returning(c)) {
        lcq_clear(&t->pending);
        t->lc_ran = false;
    } else {
        process(t, c);
        if (t->spec.resumed && console_top(c) == p && !t->pending.n)
            t->spec.resumed(c, p, t->spec.ctx);
    }
}

/* ---- primary commands -------------------------------------------------------------------- */

static void scroll_rows(struct table *t, struct console *c, const struct cmd *cmd)
{
    struct scroll_amount a;
    if (!console_scroll_amount(c, &t->base, cmd->args, &a))
        return;
    struct scroll_view v = {t->top, t->total, t->npage, true};
    int line = t->base.form.cur_row - t->first_row;
    if (line < 0 || line >= t->npage)
        line = -1;
    move_to(t, cmd->id == CMD_DOWN ? scroll_down(&v, &a, line) : scroll_up(&v, &a, line));
    cursor_to_command(t);
}

static void scroll_columns(struct table *t, struct console *c, const struct cmd *cmd)
{
    bool right = cmd->id == CMD_RIGHT;
    if (right ? !t->more_right : !t->more_left) {
        console_msg(c, MSG_NO_MORE_COLUMNS, right ? "right" : "left", NULL);
        return;
    }
    if (!cmd->args[0]) {
        t->hcol = right ? t->hcol + (t->nshown > 0 ? t->nshown : 1) : table_left_page(t);
        return;
    }
    int n = atoi(cmd->args);
    if (n < 1 || strspn(cmd->args, "0123456789") != strlen(cmd->args)) {
        console_msg(c, MSG_SCROLL_AMOUNT, cmd->args, NULL);
        return;
    }
    t->hcol = right ? t->hcol + n : t->hcol - n > 0 ? t->hcol - n : 0;
}

/* The column named by word: its key, its heading, or its number from 1; -1 when none. */
static int column_named(const struct table *t, const char *word)
{
    const struct tbl_source *src = &t->spec.src;
    int n = atoi(word);
    if (n >= 1 && n <= src->ncols && strspn(word, "0123456789") == strlen(word))
        return n - 1;
    for (int i = 0; i < src->ncols; i++)
        if (strcasecmp(word, src->cols[i].key) == 0 || strcasecmp(word, src->cols[i].heading) == 0)
            return i;
    return -1;
}

static void sort(struct table *t, struct console *c, const struct cmd *cmd)
{
    char col[64] = "", dir[8] = "", extra[8] = "", more[8] = "", keys[256] = "";
    const struct tbl_source *src = &t->spec.src;
    if (!src->sort) {
        console_msg(c, MSG_NOT_ACTIVE, "SORT", t->base.def->id, NULL);
        return;
    }
    if (sscanf(cmd->args, "%63s %7s %7s %7s", col, dir, extra, more) < 1) {
        console_msg(c, MSG_MISSING_VALUE, "SORT", cmd->def->syntax, NULL);
        return;
    }
    bool save = false;   /* SORT column [A|D] SAVE */
    if (strcasecmp(dir, "SAVE") == 0 && !extra[0]) {
        save = true;
        dir[0] = '\0';
    } else if (strcasecmp(extra, "SAVE") == 0 && !more[0]) {
        save = true;
        extra[0] = '\0';
    } else if (more[0]) {
        snprintf(extra, sizeof extra, "%s", more);
    }
    if (src->sort_max && t->total > src->sort_max) {
        char have[24], max[24];
        snprintf(have, sizeof have, "%ld", t->total);
        snprintf(max, sizeof max, "%ld", src->sort_max);
        console_msg(c, MSG_SORT_TOO_LONG, have, max, NULL);
        return;
    }
    int i = column_named(t, col);
    bool desc = strcasecmp(dir, "D") == 0;
    if (i < 0 || extra[0] || (dir[0] && !desc && strcasecmp(dir, "A") != 0)) {
        for (int k = 0; k < src->ncols; k++)
            snprintf(keys + strlen(keys), sizeof keys - strlen(keys), "%s%s", k ? ", " : "", src->cols[k].key);
        console_msg(c, MSG_SORT_COLUMN, col, keys, NULL);
        return;
    }
    table_invalidate(t);
    if (src->sort(src->ctx, i, desc) < 0) {
        table_source_failed(t, c);
        return;
    }
    lcq_clear(&t->pending);  /* their rows have moved: the positions no longer say top to bottom */
    move_to(t, 0);
    if (t->spec.remember && (save || !t->spec.remember_on_save)) {
        char kept[80];
        snprintf(kept, sizeof kept, "%s %s", src->cols[i].key, desc ? "D" : "A");
        console_keep_fields(c, t->base.def->id, (const char *const[]){"sort"}, (const char *const[]){kept}, 1);
    }
}

/* Before a remembering list first shows: the SORT kept for it in the profile, applied quietly (a
 * column it no longer has, or a source that cannot sort now, leaves the list in its own order). */
static void restore_sort(struct table *t, struct console *c)
{
    const char *kept = console_kept_field(c, t->base.def->id, "sort");
    const struct tbl_source *src = &t->spec.src;
    char col[64] = "", dir[8] = "";
    if (!kept || !src->sort || sscanf(kept, "%63s %7s", col, dir) != 2)
        return;
    int i = column_named(t, col);
    if (i >= 0 && src->sort(src->ctx, i, strcmp(dir, "D") == 0) == 0)
        table_invalidate(t);
}

void table_reload(struct panel *p)
{
    table_invalidate((struct table *)p);
}

static void refresh(struct table *t, struct console *c)
{
    table_invalidate(t);
    t->fill = true;
    if (t->spec.src.refresh && t->spec.src.refresh(t->spec.src.ctx) < 0)
        table_source_failed(t, c);
}

static enum panel_rc table_command(struct panel *p, struct console *c, const struct cmd *cmd)
{
    struct table *t = (struct table *)p;
    if (cmd->id == CMD_END || cmd->id == CMD_CANCEL || cmd->id == CMD_RETURN || cmd->id == CMD_HELP)
        return PANEL_PASS;
    capture(t);
    if (cmd->id == CMD_PROMPT && cursor_slot(t) >= 0) {
        int i = cursor_slot(t);
        table_row_menu(t, c, t->page.rows[i].key, t->page.pos + i, t->first_row + i);
        return PANEL_DONE;
    }
    if (cmd->id != CMD_RESET && slash(t, c))
        return PANEL_DONE;
    if (cmd->id != CMD_RESET && !check_pending(t, c))
        return PANEL_DONE;
    switch (cmd->id) {
    case CMD_ENTER:
        if (p->form.cur_row == FRAME_ROW_ACTIONS && p->def->kind != PANEL_POPUP)
            return PANEL_PASS;
        enter_on_row(t);
        cursor_to_command(t);
        if (!t->pending.n && t->spec.enter) {
            t->spec.enter(c, p, t->spec.ctx);
            return PANEL_DONE;
        }
        process(t, c);
        return PANEL_DONE;
    case CMD_UP:
    case CMD_DOWN:
        scroll_rows(t, c, cmd);
        return PANEL_DONE;
    case CMD_LEFT:
    case CMD_RIGHT:
        scroll_columns(t, c, cmd);
        return PANEL_DONE;
    case CMD_LOCATE:
    case CMD_FIND:
        if (cmd->id == CMD_LOCATE)
            table_locate(t, c, cmd);
        else
            table_find(t, c, cmd);
        if (p->def->kind != PANEL_POPUP)   /* ISPF: the next word typed is a command */
            cursor_to_command(t);
        return PANEL_DONE;
    case CMD_SORT:
        sort(t, c, cmd);
        return PANEL_DONE;
    case CMD_RESET:
        lcq_clear(&t->pending);
        t->lc_ran = false;
        table_invalidate(t);
        cursor_to_command(t);
        return PANEL_DONE;
    case CMD_REFRESH:
        if (t->spec.refresh)
            t->spec.refresh(c, p, t->spec.ctx);
        else
            refresh(t, c);
        return PANEL_DONE;
    case CMD_OTHER:
        return t->spec.command ? t->spec.command(c, p, cmd, t->spec.ctx) : PANEL_PASS;
    default:
        return PANEL_PASS;
    }
}

static void table_status(struct panel *p, char *out, size_t len)
{
    struct table *t = (struct table *)p;
    struct scroll_view v = {t->top, t->total, t->npage, true};
    scroll_counter(&v, out, len);
}

static void table_destroy(struct panel *p)
{
    struct table *t = (struct table *)p;
    if (t->spec.src.destroy)
        t->spec.src.destroy(t->spec.src.ctx);
    if (t->spec.ctx_free)
        t->spec.ctx_free(t->spec.ctx);
    lcq_free(&t->pending);
    free(t->top_key);
    free(t->col_x);
    free(t->col_w);
    panel_fini(p);
    free(t);
}

/* The list commands its source cannot do. */
static bool table_lacks(const struct panel *p, enum cmd_id id)
{
    const struct tbl_source *src = &((const struct table *)p)->spec.src;
    return (id == CMD_SORT && !src->sort) || (id == CMD_LOCATE && !src->locate) || (id == CMD_FIND && !src->find);
}

static void table_idle(struct panel *p, struct console *c)
{
    const struct tbl_source *src = &((const struct table *)p)->spec.src;
    (void)c;
    if (src->prepare)
        src->prepare(src->ctx);
}

static const struct cmd_def *table_own_commands(const struct panel *p, size_t *n)
{
    const struct table *t = (const struct table *)p;
    *n = t->spec.own_commands ? t->spec.nown_commands : 0;
    return *n ? t->spec.own_commands : NULL;
}

static const struct panel_ops table_ops = {
    .layout = table_layout,
    .draw = table_draw,
    .command = table_command,
    .status = table_status,
    .resume = table_resume,
    .destroy = table_destroy,
    .field_at = table_field_at,
    .lacks = table_lacks,
    .idle = table_idle,
    .own_commands = table_own_commands,
};

struct panel *table_new(const struct table_spec *spec)
{
    struct table *t = calloc(1, sizeof *t);
    int n = spec->src.ncols > 0 ? spec->src.ncols : 1;
    if (t) {
        t->col_x = calloc((size_t)n, sizeof *t->col_x);
        t->col_w = calloc((size_t)n, sizeof *t->col_w);
    }
    if (!t || !t->col_x || !t->col_w) {
        if (t) {
            free(t->col_x);
            free(t->col_w);
        }
        free(t);
        if (spec->src.destroy)
            spec->src.destroy(spec->src.ctx);
        if (spec->ctx_free)
            spec->ctx_free(spec->ctx);
        return NULL;
    }
    panel_init(&t->base, spec->def, &table_ops);
    t->spec = *spec;
    t->lc_width = spec->def->lcmds ? lcmd_width(spec->def->lcmds) : 0;
    t->stale = t->by_pos = true;
    t->cursor_pos = spec->def->kind == PANEL_POPUP ? 0 : -1;  /* pop-up lists: on the first row */
    t->found = -1;
    return &t->base;
}

int table_set_source(struct panel *p, const struct tbl_source *src)
{
    struct table *t = (struct table *)p;
    size_t n = src->ncols > 0 ? (size_t)src->ncols : 1;
    int *x = calloc(n, sizeof *x), *w = calloc(n, sizeof *w);
    if (!x || !w) {
        free(x);
        free(w);
        return -1;
    }
    if (t->spec.src.destroy)
        t->spec.src.destroy(t->spec.src.ctx);
    free(t->col_x);
    free(t->col_w);
    t->col_x = x;
    t->col_w = w;
    t->spec.src = *src;
    t->hcol = 0;
    t->by_pos = true;      /* the same rows from the same place, read from the new source */
    t->found = -1;
    table_invalidate(t);
    return 0;
}

/* ---- the row's action menu --------------------------------------------------------------- */

struct row_menu {
    struct table *t;
    char *key;
    long pos;
};

static void row_menu_free(void *ctx)
{
    struct row_menu *m = ctx;
    free(m->key);
    free(m);
}

/* The choice made: the row gets that line command, processed as if typed and Enter pressed. */
static void row_chosen(struct console *c, const struct choice_item *it, void *ctx)
{
    struct row_menu *m = ctx;
    lcq_set(&m->t->pending, m->key, m->pos, it->cmd);
    table_invalidate(m->t);
    if (console_top(c) == &m->t->base)
        console_dispatch(c, "");
}

/* What the row's menu calls the row: the first column that stays at the left and has a value in
 * it, by heading and value ("Channel C_QM5", "Batch 11"), as the row shows; else its position. */
static void row_name(const struct table *t, const char *key, long pos, char *out, size_t len)
{
    const struct tbl_source *src = &t->spec.src;
    int i = slot_of(t, key);
    for (int k = 0; i >= 0 && k < src->ncols; k++) {
        const char *cell = t->page.rows[i].cells[k];
        if ((src->cols[k].flags & TC_FIXED) && cell && cell[strspn(cell, " ")]) {
            snprintf(out, len, "%s %s", src->cols[k].heading, cell + strspn(cell, " "));
            return;
        }
    }
    snprintf(out, len, "row %ld", pos + 1);
}

void table_row_menu(struct table *t, struct console *c, const char *key, long pos, int row)
{
    struct choice_item items[32];
    char labels[32][48];
    int n = 0;
    for (const struct lcmd_def *d = t->base.def->lcmds; d && d->code && n < 32; d++, n++) {
        snprintf(labels[n], sizeof labels[n], "%s (%s)", d->label, d->code);
        items[n] = (struct choice_item){labels[n], d->code, d->label[0], PD_AVAILABLE};
    }
    struct row_menu *m = calloc(1, sizeof *m);
    char title[96], name[80];
    row_name(t, key, pos, name, sizeof name);
    if (!m || !(m->key = strdup(key))) {
        free(m);
        return;
    }
    m->t = t;
    m->pos = pos;
    snprintf(title, sizeof title, "Actions for %s", name);
    struct choice_spec spec = {
        .title = title, .row = row + 1, .col = t->data_col, .items = items, .n = n, .owner = &t->base,
        .chosen = row_chosen, .ctx = m, .ctx_free = row_menu_free, .action = -1,
    };
    choice_open(c, &spec);
}
