/* ui/engine/entry_rows.c — the table of rows under an entry panel's fields (entry.h, struct
 * entry_rows): placing and drawing it, its line commands, its scrolling and row counter. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ui/engine/console.h"
#include "ui/engine/entry_priv.h"
#include "ui/engine/utf8.h"

enum {
    ROW_FIELD = 2000,   /* form id of the line-command field on row line i: + i */
    INSTR_MAX = 4,      /* instruction lines at most */
    CELLS_MAX = 16      /* columns at most */
};

/* The key of the top line in the pending queue: no row's (rows give printable keys). */
static const char TOP_KEY[] = "\001top";

static const struct entry_rows *rows_of(const struct entry *e)
{
    return e->spec.rows;
}

/* Lines of data: the rows and the top line. */
static int items(const struct entry *e)
{
    return e->rcount + (rows_of(e)->top_line ? 1 : 0);
}

/* The row of item k (-1: the top line). */
static int row_of_item(const struct entry *e, int k)
{
    return rows_of(e)->top_line ? k - 1 : k;
}

/* The instruction: the spec's, or "I=Insert E=Edit D=Delete" from the line commands. */
static void instruction(const struct entry *e, char *out, size_t len)
{
    const struct entry_rows *r = rows_of(e);
    if (r->instruction)
        snprintf(out, len, "%s", r->instruction);
    else
        lcmd_instruction(r->lcmds, out, len);
}

/* Splits text into lines of at most w columns at blanks and line breaks: their starts and lengths (bytes);
 * returns their number (at most INSTR_MAX). */
static int wrap(const char *text, int w, const char **starts, int *lens)
{
    int n = 0;
    while (*text && n < INSTR_MAX) {
        if (*text == '\n')
            text++;   /* a line of its own keeps its indentation */
        else
            text += strspn(text, " ");
        const char *end = text, *cut = NULL;
        int cols = 0;
        while (*end && *end != '\n' && cols < w) {
            if (*end == ' ')
                cut = end;
            {
                uint32_t cp;
                int l = utf8_decode(end, &cp);
                end += l > 0 ? l : 1;
            }
            cols++;
        }
        if (*end && *end != ' ' && *end != '\n' && cut)
            end = cut;
        if (end == text)
            break;
        starts[n] = text;
        lens[n++] = (int)(end - text);
        text = end;
    }
    return n;
}

/* Columns of the line-command column (heading and field, with the gap after them). */
static int lc_area(const struct entry_rows *r)
{
    int h = r->lc_heading ? (int)utf8_count(r->lc_heading) : 0;
    int f = r->lc_indent + r->lc_width;
    return (h > f ? h : f) + 2;
}

/* The columns of the set shown, as indexes into r->cols, into idx (CELLS_MAX); their number. */
static int view_cols(const struct entry *e, int *idx)
{
    const struct entry_rows *r = rows_of(e);
    int n = 0;
    if (!r->views || r->nviews < 1) {
        for (; n < r->ncols && n < CELLS_MAX; n++)
            idx[n] = n;
        return n;
    }
    const int *v = r->views[e->rview].cols;
    for (; v[n] >= 0 && n < CELLS_MAX; n++)
        idx[n] = v[n];
    return n;
}

/* The screen column where column ci of r->cols starts in the set shown, or -1 when it is not
 * shown. */
static int col_x(const struct entry *e, int ci)
{
    int idx[CELLS_MAX], n = view_cols(e, idx);
    for (int k = 0, x = 1 + lc_area(rows_of(e)); k < n; x += rows_of(e)->cols[idx[k]].width, k++)
        if (idx[k] == ci)
            return x;
    return -1;
}

bool erows_top_field(const struct entry *e, const struct field_def *fd)
{
    const struct entry_rows *r = rows_of(e);
    for (int i = 0; r && r->top_fields && fd->key && i < r->ncols; i++)
        if (r->top_fields[i] && strcmp(r->top_fields[i], fd->key) == 0)
            return true;
    return false;
}

/* The index of the spec's field of the top line's column ci, or -1. */
static int top_field_index(const struct entry *e, int ci)
{
    const struct entry_rows *r = rows_of(e);
    if (!r->top_fields || !r->top_fields[ci])
        return -1;
    for (size_t i = 0; i < e->spec.nfields; i++)
        if (e->spec.fields[i].key && strcmp(e->spec.fields[i].key, r->top_fields[ci]) == 0)
            return (int)i;
    return -1;
}

/* Places the top line's fields (in the columns shown, while the top line shows), or takes them
 * off the screen; the column of the first one placed into *first (-1: none). */
static void place_top(struct entry *e, int *first)
{
    const struct entry_rows *r = rows_of(e);
    *first = -1;
    for (int ci = 0; ci < r->ncols; ci++) {
        int i = top_field_index(e, ci);
        struct form_field *ff = i >= 0 ? form_get(&e->base.form, i) : NULL;
        if (!ff)
            continue;
        int x = r->top_line && e->rtop == 0 ? col_x(e, ci) : -1;
        int w = field_capacity(&e->spec.fields[i]);
        if (x < 0 || x + w >= e->rcols) {
            ff->placed = false;
            continue;
        }
        form_place(ff, e->rfirst, x, w);
        if (*first < 0 || x < *first)
            *first = x;
    }
}

static const char *item_key(struct entry *e, int k, const char **cells)
{
    int row = row_of_item(e, k);
    return row < 0 ? TOP_KEY : rows_of(e)->row(e->spec.ctx, row, cells);
}

/* Moves what was typed on the row lines into the pending queue. */
static void capture(struct entry *e)
{
    for (int i = 0; i < e->nrkeys; i++) {
        struct form_field *ff = form_get(&e->base.form, ROW_FIELD + i);
        char text[LCMD_MAX * 4];
        if (!ff || !ff->modified || !e->rkeys[i])
            continue;
        form_value(ff, text, sizeof text);
        lcq_set(&e->pending, e->rkeys[i], e->rtop + i, text);
        const char *code = lcq_get(&e->pending, e->rkeys[i]);
        form_store(ff, code ? code : "");
        ff->modified = false;
    }
}

/* Forgets which row each line shows, so that the next placing loads the lines afresh. */
static void forget(struct entry *e)
{
    for (int i = 0; i < e->nrkeys; i++) {
        free(e->rkeys[i]);
        e->rkeys[i] = NULL;
    }
}

void erows_place(struct entry *e, const struct rect *body)
{
    const struct entry_rows *r = rows_of(e);
    if (!r)
        return;
    char text[512];
    const char *starts[INSTR_MAX];
    int lens[INSTR_MAX];
    instruction(e, text, sizeof text);
    int ninstr = wrap(text, body->cols - 2, starts, lens);
    e->rcols = body->cols;
    e->rcount = r->count(e->spec.ctx);
    e->rpart = body->row + e->nlines + 1;
    e->rfirst = e->rpart + ninstr + 1 + (r->groups || (r->views && r->nviews > 0) ? 1 : 0) + 1;
    int page = body->row + body->rows - e->rfirst - 1;
    if (page < 1)
        page = 1;
    if (page != e->nrkeys) {
        capture(e);
        forget(e);
        char **k = realloc(e->rkeys, (size_t)page * sizeof *k);
        if (!k)
            return;
        e->rkeys = k;
        for (int i = e->nrkeys; i < page; i++)
            e->rkeys[i] = NULL;
        for (int i = page; i < e->nrkeys; i++) {
            struct form_field *ff = form_get(&e->base.form, ROW_FIELD + i);
            if (ff)
                ff->placed = false;
        }
        e->nrkeys = page;
    }
    e->rpage = page;
    struct scroll_view v = {e->rtop, items(e), page, true};
    if (e->rtop > scroll_max_top(&v))
        e->rtop = (int)scroll_max_top(&v);
    const char *cells[CELLS_MAX];
    for (int i = 0; i < page; i++) {
        int k = e->rtop + i;
        struct form_field *ff = form_get(&e->base.form, ROW_FIELD + i);
        if (k >= items(e)) {
            if (ff)
                ff->placed = false;
            free(e->rkeys[i]);
            e->rkeys[i] = NULL;
            continue;
        }
        const char *key = item_key(e, k, cells);
        if (!ff && !(ff = form_field(&e->base.form, ROW_FIELD + i, r->lc_width, CUA_LEF, '_', 0)))
            return;
        if (!e->rkeys[i] || strcmp(e->rkeys[i], key) != 0) {
            if (ff->modified && e->rkeys[i]) {
                capture(e);
            }
            free(e->rkeys[i]);
            e->rkeys[i] = strdup(key);
            const char *code = lcq_get(&e->pending, key);
            form_load(ff, code ? code : "");
        }
        form_place(ff, e->rfirst + i, 1 + r->lc_indent, r->lc_width);
    }
    int first;
    place_top(e, &first);
}

static void draw_marker(struct scr *s, int row, const char *text)
{
    char t[64];
    snprintf(t, sizeof t, " %s ", text);
    int w = s->cols - 2, n = (int)strlen(t);
    scr_fill(s, row, 1, w, '*', CUA_NT);
    scr_put(s, row, 1 + (w - n) / 2, CUA_NT, t, w);
}

/* Draws the cells of row i at screen row row, those of the set of columns shown. */
static void draw_cells(const struct entry *e, struct scr *s, int row, int i, const char *const *cells)
{
    const struct entry_rows *r = rows_of(e);
    int idx[CELLS_MAX], nc = view_cols(e, idx), x = 1 + lc_area(r);
    unsigned style = r->style ? r->style(e->spec.ctx, i) : 0;
    enum cua_elem el = style & ERS_EMPH ? CUA_ET : CUA_VOI;
    if (style & ERS_SPAN) {
        scr_put(s, row, x, el, cells[0] ? cells[0] : "", s->cols - 1 - x);
        return;
    }
    for (int k = 0; k < nc && x < s->cols - 1; k++) {
        int c = idx[k], w = r->cols[c].width, room = k + 1 < nc ? w - 1 : s->cols - 1 - x;
        const char *v = cells[c] ? cells[c] : "";
        int n = (int)utf8_count(v);
        if (room > s->cols - 1 - x)
            room = s->cols - 1 - x;
        int at = (r->cols[c].flags & TC_RIGHT) && n < room ? x + room - n : x;
        scr_put(s, row, at, el, v, room);
        x += w;
    }
}

/* The line over the group headings when the columns come in sets: which way more lie. */
static void draw_more(const struct entry *e, struct scr *s, int row)
{
    const struct entry_rows *r = rows_of(e);
    if (!r->views || r->nviews < 2)
        return;
    bool left = e->rview > 0, right = e->rview + 1 < r->nviews;
    const char *t = left && right ? "<=== More ===>" : left ? "<=== More" : "More ===>";
    scr_put_right(s, row, s->cols - 1, 0, CUA_SI, t);
}

/* The top line's label and, for a row with one, the row's mark. */
static void draw_top(struct entry *e, struct scr *s)
{
    const struct entry_rows *r = rows_of(e);
    int first;
    if (!r->top_label || !r->top_fields)
        return;
    place_top(e, &first);
    int n = (int)utf8_count(r->top_label);
    if (first > n + 1)
        scr_put(s, e->rfirst, first - n - 1, CUA_FP, r->top_label, n);
}

void erows_draw(struct entry *e, struct scr *s)
{
    const struct entry_rows *r = rows_of(e);
    if (!r)
        return;
    char text[512];
    const char *starts[INSTR_MAX];
    int lens[INSTR_MAX], row = e->rpart;
    instruction(e, text, sizeof text);
    int ninstr = wrap(text, s->cols - 2, starts, lens);
    for (int i = 0; i < ninstr; i++) {
        char line[512];
        snprintf(line, sizeof line, "%.*s", lens[i], starts[i]);
        scr_put(s, row++, 1, CUA_PIN, line, s->cols - 2);
    }
    draw_more(e, s, row++);
    const char *groups = r->views && r->nviews > 0 ? r->views[e->rview].groups : r->groups;
    if (r->groups || (r->views && r->nviews > 0)) {
        if (groups)
            scr_put(s, row, 1, CUA_CH, groups, s->cols - 2);
        row++;
    }
    if (r->lc_heading)
        scr_put(s, row, 1, CUA_CH, r->lc_heading, s->cols - 2);
    int idx[CELLS_MAX], nc = view_cols(e, idx);
    for (int k = 0, x = 1 + lc_area(r); k < nc && x < s->cols - 1; x += r->cols[idx[k]].width, k++)
        scr_put(s, row, x, CUA_CH, r->cols[idx[k]].heading, s->cols - 1 - x);
    if (e->rtop == 0 && r->top_line)
        draw_top(e, s);
    const char *cells[CELLS_MAX];
    for (int i = 0; i < e->rpage; i++) {
        int k = e->rtop + i;
        if (k >= items(e)) {
            draw_marker(s, e->rfirst + i, r->marker ? r->marker : "Bottom of data");
            return;
        }
        if (row_of_item(e, k) >= 0) {
            item_key(e, k, cells);
            draw_cells(e, s, e->rfirst + i, row_of_item(e, k), cells);
            const char *mark = r->mark ? r->mark(e->spec.ctx, row_of_item(e, k)) : "";
            if (mark[0])
                scr_put(s, e->rfirst + i, 1 + r->lc_indent + r->lc_width + 1, CUA_WARN, mark, 1);
        }
    }
    if (e->rtop + e->rpage == items(e))
        draw_marker(s, e->rfirst + e->rpage, r->marker ? r->marker : "Bottom of data");
}

/* The line showing the pending command's row, or -1. */
static int line_of(const struct entry *e, const char *key)
{
    for (int i = 0; i < e->nrkeys; i++)
        if (e->rkeys[i] && strcmp(e->rkeys[i], key) == 0)
            return i;
    return -1;
}

/* The row whose key is key now (-1 for the top line), or -2 when it is gone. */
static int row_now(struct entry *e, const char *key)
{
    const struct entry_rows *r = rows_of(e);
    const char *cells[CELLS_MAX];
    if (strcmp(key, TOP_KEY) == 0)
        return -1;
    int n = r->count(e->spec.ctx);
    for (int i = 0; i < n; i++)
        if (strcmp(r->row(e->spec.ctx, i, cells), key) == 0)
            return i;
    return -2;
}

/* Runs the pending line commands top to bottom until one opens a panel or fails. */
static void process(struct entry *e, struct console *c)
{
    struct lcmd_pending p;
    while (lcq_next(&e->pending, &p)) {
        int row = row_now(e, p.key);
        free(p.key);
        if (row < -1)
            continue;   /* a command before it deleted the row */
        e->rows_touched = true;
        enum table_lc_rc rc = rows_of(e)->line_command(c, &e->base, p.code, row, e->spec.ctx);
        forget(e);
        if (rc != TABLE_LC_NEXT || console_top(c) != &e->base)
            return;
    }
}

/* Removes the pending command of the row with this key (it was applied). */
static void drop_pending(struct entry *e, const char *key)
{
    lcq_set(&e->pending, key, 0, "");
}

/* The line-command phase (entry_rows.apply): every pending code at once. */
static void phase(struct entry *e, struct console *c)
{
    const struct entry_rows *r = rows_of(e);
    size_t n = e->pending.n, nops = 0;
    struct lcphase_cmd *cmds = calloc(n ? n : 1, sizeof *cmds);
    struct lcphase_op *ops = calloc(n ? n : 1, sizeof *ops);
    char **keys = calloc(n ? n : 1, sizeof *keys), msg[MSG_LONG_MAX];
    size_t m = 0;
    if (!cmds || !ops || !keys) {
        console_msg(c, MSG_SOURCE_ERROR, "out of memory", NULL);
        goto out;
    }
    for (size_t i = 0; i < n; i++) {   /* in row order: insertion sort on the rows now */
        int row = row_now(e, e->pending.v[i].key);
        if (row < -1)
            continue;
        size_t j = m++;
        for (; j > 0 && cmds[j - 1].row > row; j--) {
            cmds[j] = cmds[j - 1];
            keys[j] = keys[j - 1];
        }
        cmds[j].row = row;
        memcpy(cmds[j].code, e->pending.v[i].code, sizeof cmds[j].code);
        keys[j] = e->pending.v[i].key;
    }
    long waiting;
    enum lcphase_rc rc = lcphase_pair(cmds, m, &r->roles, r->row_name, e->spec.ctx, ops, &nops, &waiting,
                                      msg, sizeof msg);
    if (rc == LCP_REFUSED) {
        console_msg(c, MSG_LCMD_REFUSED, msg, NULL);
        goto out;
    }
    if (nops) {
        enum table_lc_rc arc = r->apply(c, &e->base, ops, nops, e->spec.ctx);
        if (arc == TABLE_LC_STOP)
            goto out;
        e->rows_touched = true;
        for (size_t i = 0; i < m; i++)   /* copied first: dropping one frees its key */
            keys[i] = (long)i != waiting ? strdup(keys[i]) : NULL;
        for (size_t i = 0; i < m; i++) {
            if (keys[i])
                drop_pending(e, keys[i]);
            free(keys[i]);
        }
        forget(e);
        if (arc == TABLE_LC_WAIT)
            goto out;
    }
    if (rc == LCP_WAITING)
        console_msg(c, MSG_LCMD_PENDING, msg, NULL);
out:
    free(cmds);
    free(ops);
    free(keys);
}

bool erows_enter(struct entry *e, struct console *c)
{
    const struct entry_rows *r = rows_of(e);
    if (!r)
        return false;
    capture(e);
    if (!e->pending.n)
        return false;
    const struct lcmd_pending *bad = lcq_invalid(&e->pending, r->lcmds);
    if (bad) {
        char list[256];
        lcmd_instruction(r->lcmds, list, sizeof list);
        int i = line_of(e, bad->key);
        struct form_field *ff = i >= 0 ? form_get(&e->base.form, ROW_FIELD + i) : NULL;
        if (ff)
            console_field_msg(c, &e->base, ff, MSG_INVALID_LCMD, bad->code, list, NULL);
        else
            console_msg(c, MSG_INVALID_LCMD, bad->code, list, NULL);
        return true;
    }
    if (r->apply)
        phase(e, c);
    else
        process(e, c);
    return true;
}

void erows_resume(struct entry *e, struct console *c)
{
    if (!rows_of(e))
        return;
    capture(e);
    forget(e);
    if (console_returning(c))
        lcq_clear(&e->pending);
    else if (!rows_of(e)->apply)
        process(e, c);   /* the phase applied every code at once: what is left waits */
}

void erows_scroll(struct entry *e, struct console *c, const struct cmd *cmd)
{
    struct scroll_amount a;
    capture(e);
    if (!console_scroll_amount(c, &e->base, cmd->args, &a))
        return;
    struct scroll_view v = {e->rtop, items(e), e->rpage, true};
    int line = e->base.form.cur_row - e->rfirst;
    if (line < 0 || line >= e->rpage)
        line = -1;
    e->rtop = (int)(cmd->id == CMD_DOWN ? scroll_down(&v, &a, line) : scroll_up(&v, &a, line));
}

void erows_status(struct entry *e, char *out, size_t len)
{
    int top = e->rtop - (rows_of(e)->top_line && e->rtop > 0 ? 1 : 0);
    int shown = e->rpage - (rows_of(e)->top_line && e->rtop == 0 ? 1 : 0);
    struct scroll_view v = {top, e->rcount, shown > 0 ? shown : 1, true};
    scroll_counter(&v, out, len);
}

bool erows_has_cursor(const struct entry *e)
{
    return rows_of(e) && e->base.form.cur_row >= e->rpart && e->base.form.cur_row <= e->rfirst + e->rpage;
}

const struct field_def *erows_field_at(struct entry *e, int row, int col, struct form_field **ff)
{
    const struct entry_rows *r = rows_of(e);
    char text[512];
    *ff = NULL;
    if (!r || row < e->rfirst || row >= e->rfirst + e->rpage || e->rtop + row - e->rfirst >= items(e))
        return NULL;
    if (r->top_fields && row == e->rfirst && e->rtop == 0) {   /* a field of the top line */
        for (int ci = 0; ci < r->ncols; ci++) {
            int i = top_field_index(e, ci);
            struct form_field *t = i >= 0 ? form_get(&e->base.form, i) : NULL;
            if (t && t->placed && col >= t->col && col < t->col + t->width) {
                *ff = t;
                return &e->spec.fields[i];
            }
        }
    }
    instruction(e, text, sizeof text);
    snprintf(e->rhelp, sizeof e->rhelp, "%s", r->help ? r->help : text);
    e->rfd = (struct field_def){.key = "@rows", .label = r->lc_heading ? r->lc_heading : "Action",
                                .type = AT_TEXT, .max = r->lc_width, .help = e->rhelp};
    *ff = form_get(&e->base.form, ROW_FIELD + row - e->rfirst);
    return &e->rfd;
}

bool erows_side(struct entry *e, struct console *c, const struct cmd *cmd)
{
    const struct entry_rows *r = rows_of(e);
    if (!r || !r->views || r->nviews < 2)
        return false;
    capture(e);
    int to = e->rview + (cmd->id == CMD_RIGHT ? 1 : -1);
    if (to < 0 || to >= r->nviews) {
        console_msg(c, MSG_NO_MORE_COLUMNS, cmd->id == CMD_RIGHT ? "right" : "left", NULL);
        return true;
    }
    e->rview = to;
    return true;
}

const struct keylist *erows_keys(const struct entry *e)
{
    const struct entry_rows *r = rows_of(e);
    return r && r->keys ? r->keys : &keylist_entry_rows;
}

bool entry_focus_row(struct panel *p, int row)
{
    struct entry *e = (struct entry *)p;
    if (!rows_of(e) || row < 0)
        return false;
    e->rfocus = row;
    return true;
}

bool erows_to_focus(struct entry *e, const struct rect *body)
{
    if (!rows_of(e) || e->rfocus < 0)
        return false;
    int k = e->rfocus + (rows_of(e)->top_line ? 1 : 0);   /* its item */
    e->rfocus = -2;
    if (k >= items(e))
        return false;
    e->rtop = k < e->rpage ? 0 : k;
    erows_place(e, body);
    struct form_field *ff = form_get(&e->base.form, ROW_FIELD + k - e->rtop);
    if (ff && ff->placed)
        form_cursor_to(&e->base.form, ff);
    return ff && ff->placed;
}

void erows_free(struct entry *e)
{
    forget(e);
    free(e->rkeys);
    lcq_free(&e->pending);
}
