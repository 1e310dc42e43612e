/* ui/engine/entry.c — entry panels from field descriptors; see entry.h. */
#include "ui/engine/entry_priv.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ui/engine/console.h"
#include "ui/engine/fprompt.h"
#include "ui/engine/frame.h"
#include "ui/engine/popup.h"
#include "ui/engine/prompt.h"
#include "ui/engine/utf8.h"

static bool is_input(const struct field_def *fd)
{
    return !(fd->flags & FD_OUTPUT);
}

/* ---- layout ------------------------------------------------------------------------------ */

static int value_col(const struct entry *e)
{
    return 1 + e->prompt_w + 1 + (e->tag_w ? e->tag_w + 1 : 0);
}

static void place_line(struct entry *e, int line, int row, int cols)
{
    const struct eline *l = &e->lines[line];
    const struct field_def *fd = l->kind == EL_FIELD ? &e->spec.fields[l->field] : NULL;
    struct form_field *ff = fd && is_input(fd) ? form_get(&e->base.form, l->field) : NULL;
    if (!ff)
        return;
    int col = value_col(e), w = field_capacity(fd);
    if (row < 0) {
        ff->placed = false;
        return;
    }
    form_place(ff, row, col, w < cols - 1 - col ? w : cols - 1 - col);
}

/* Places the visible lines' fields for body; the others leave the screen. */
static void place(struct entry *e, const struct rect *body)
{
    if (e->spec.rows) {   /* the fields stay; the rows under them scroll */
        e->scrolls = false;
        e->top = 0;
        e->page = e->nlines;
        e->first_row = body->row;
        for (int i = 0; i < e->nlines; i++)
            place_line(e, i, e->first_row + i, body->cols);
        erows_place(e, body);
        return;
    }
    e->scrolls = e->nlines > body->rows;
    e->page = e->scrolls ? body->rows - 1 : body->rows;
    e->first_row = body->row + (e->scrolls ? 1 : 0);
    struct scroll_view v = {e->top, e->nlines, e->page, false};
    if (e->top > scroll_max_top(&v))
        e->top = (int)scroll_max_top(&v);
    for (int i = 0; i < e->nlines; i++) {
        bool shown = i >= e->top && i < e->top + e->page;
        place_line(e, i, shown ? e->first_row + i - e->top : -1, body->cols);
    }
}

static void show_field(struct entry *e, size_t i);

/* Before the panel first shows: the focus field's line scrolled into view and the cursor on its
 * input field, or at its value for an output field. */
static void to_focus(struct entry *e)
{
    show_field(e, (size_t)e->focus);
    struct form_field *ff = form_get(&e->base.form, e->focus);
    if (ff) {
        form_cursor_to(&e->base.form, ff);
        return;
    }
    for (int l = e->top; l < e->top + e->page && l < e->nlines; l++)
        if (e->lines[l].kind == EL_FIELD && e->lines[l].field == e->focus) {
            e->base.form.cur_row = e->first_row + l - e->top;
            e->base.form.cur_col = value_col(e);
        }
}

/* The fields whose values the profile keeps for a panel of spec.remember: input fields with a
 * key, not secret. */
static bool kept(const struct field_def *fd)
{
    return is_input(fd) && fd->key && !(fd->flags & FD_SECRET);
}

/* Before the panel first shows: the values the profile keeps for its fields, as if loaded. */
static void restore(struct entry *e, struct console *c)
{
    for (size_t i = 0; i < e->spec.nfields; i++) {
        const struct field_def *fd = &e->spec.fields[i];
        const char *v = kept(fd) ? console_kept_field(c, e->base.def->id, fd->key) : NULL;
        struct form_field *ff = form_get(&e->base.form, (int)i);
        char *copy = v && ff ? strdup(v) : NULL;
        struct field_err err;
        if (!copy || !field_check(fd, copy, &err)) {
            free(copy);
            continue;
        }
        free(e->initial[i]);
        e->initial[i] = copy;
        form_load(ff, copy);
    }
}

/* Enter on values that passed the checks: a remembering panel keeps them in the profile. */
static void keep(struct entry *e, struct console *c)
{
    const char *keys[ENTRY_KEPT_MAX] = {NULL}, *vals[ENTRY_KEPT_MAX] = {NULL};
    char *bufs[ENTRY_KEPT_MAX];
    size_t n = 0;
    for (size_t i = 0; i < e->spec.nfields && n < ENTRY_KEPT_MAX; i++) {
        const struct form_field *ff = form_get(&e->base.form, (int)i);
        if (!kept(&e->spec.fields[i]) || !ff)
            continue;
        size_t len = (size_t)ff->cap * 4 + 1;
        if (!(bufs[n] = malloc(len)))
            break;
        form_value(ff, bufs[n], len);
        keys[n] = e->spec.fields[i].key;
        vals[n] = bufs[n];
        n++;
    }
    console_keep_fields(c, e->base.def->id, keys, vals, n);
    for (size_t i = 0; i < n; i++)
        free(bufs[i]);
}

static void entry_layout(struct panel *p, struct console *c, const struct rect *body)
{
    struct entry *e = (struct entry *)p;
    if (!p->shown && e->spec.remember)
        restore(e, c);
    place(e, body);
    if (p->shown || erows_to_focus(e, body))
        return;
    if (e->focus >= 0) {
        to_focus(e);
        return;
    }
    for (int i = 0; i < e->nlines; i++) {
        struct form_field *ff = e->lines[i].kind == EL_FIELD ? form_get(&p->form, e->lines[i].field) : NULL;
        if (ff && ff->placed) {
            form_cursor_to(&p->form, ff);
            break;
        }
    }
}

/* ---- drawing ----------------------------------------------------------------------------- */

enum { HINT_ALIGN_W = 12 };  /* fields this wide at most, on lines one after the other, line up
                                the descriptive texts at their right */

/* The width of line i's input field when it is a short one, else 0. */
static int short_width(const struct entry *e, int i)
{
    const struct eline *l = &e->lines[i];
    if (l->kind != EL_FIELD || !is_input(&e->spec.fields[l->field]))
        return 0;
    int w = field_capacity(&e->spec.fields[l->field]);
    return w <= HINT_ALIGN_W ? w : 0;
}

/* The column of line i's descriptive text: two after its field (width w at col), or after the
 * widest of the short fields on the lines around it when it is one. */
static int hint_col(const struct entry *e, int i, int col, int w)
{
    int widest = short_width(e, i) ? w : 0;
    for (int k = i - 1; widest && k >= 0 && short_width(e, k); k--)
        widest = short_width(e, k) > widest ? short_width(e, k) : widest;
    for (int k = i + 1; widest && k < e->nlines && short_width(e, k); k++)
        widest = short_width(e, k) > widest ? short_width(e, k) : widest;
    return col + (widest ? widest : w) + 2;
}

static void draw_field(struct entry *e, int line, int row, struct scr *s)
{
    const struct eline *l = &e->lines[line];
    const struct field_def *fd = &e->spec.fields[l->field];
    char text[256], fit[256];
    prompt_text(fd->label, e->prompt_w - l->indent, is_input(fd) ? '.' : ':', text, sizeof text);
    scr_put(s, row, 1 + l->indent, CUA_FP, text, -1);
    if (fd->tag && e->tag_w) {
        snprintf(text, sizeof text, "(%s)", fd->tag);
        scr_put(s, row, 1 + e->prompt_w + 1, CUA_FP, text, e->tag_w);
    }
    int col = value_col(e);
    if (!is_input(fd)) {
        const char *v = e->initial[l->field];
        scr_put(s, row, col, CUA_VOI, (fd->flags & FD_SECRET) && v[0] ? "(set)" : v, s->cols - 1 - col);
        return;
    }
    const struct form_field *ff = form_get(&e->base.form, l->field);
    field_hint(fd, text, sizeof text);
    int hcol = hint_col(e, line, col, ff ? ff->width : 0);
    field_hint_fit(text, s->cols - 1 - hcol, fit, sizeof fit);
    if (fit[0])
        scr_put(s, row, hcol, CUA_DT, fit, s->cols - 1 - hcol);
}

static void entry_draw(struct panel *p, struct console *c, struct scr *s, const struct rect *body)
{
    struct entry *e = (struct entry *)p;
    (void)c;
    if (e->scrolls) {
        char more[16];
        snprintf(more, sizeof more, "More:   %c %c", e->top > 0 ? '-' : ' ',
                 e->top + e->page < e->nlines ? '+' : ' ');
        scr_put_right(s, body->row, body->cols - 1, 0, CUA_SI, more);
    }
    for (int i = e->top; i < e->nlines && i < e->top + e->page; i++) {
        const struct eline *l = &e->lines[i];
        int row = e->first_row + i - e->top;
        if (l->kind == EL_FIELD)
            draw_field(e, i, row, s);
        else if (l->kind == EL_HEADING)
            scr_put(s, row, 1, CUA_ET, e->spec.fields[l->field].group, s->cols - 2);
        else if (l->kind == EL_FOOTER)
            scr_put(s, row, 1, CUA_VOI, e->footer, s->cols - 2);
    }
    erows_draw(e, s);
}

/* ---- checking and saving ----------------------------------------------------------------- */

/* True when ff was typed into and now holds something other than initial. */
static bool field_changed(const struct form_field *ff, const char *initial)
{
    if (!ff || !ff->modified)
        return false;
    size_t len = (size_t)ff->cap * 4 + 1;
    char *v = malloc(len);
    if (!v)
        return true;   /* cannot tell: treat it as changed, so that nothing is lost unasked */
    form_value(ff, v, len);
    bool changed = strcmp(v, initial) != 0;
    free(v);
    return changed;
}

bool entry_changed(const struct panel *p)
{
    const struct entry *e = (const struct entry *)p;
    if (e->rows_touched)
        return true;
    for (size_t i = 0; i < e->spec.nfields; i++)
        if (field_changed(form_get(&p->form, (int)i), e->initial[i]))
            return true;
    return false;
}

/* Scrolls so that field i's line shows, and places the fields again. */
static void show_field(struct entry *e, size_t i)
{
    for (int l = 0; l < e->nlines; l++)
        if (e->lines[l].kind == EL_FIELD && e->lines[l].field == (int)i) {
            if (l < e->top || l >= e->top + e->page)
                e->top = l;
            break;
        }
    place(e, &e->base.body);
}

/* Checks every input field in order; false after the message on the first that fails. */
static bool check_all(struct entry *e, struct console *c)
{
    for (size_t i = 0; i < e->spec.nfields; i++) {
        const struct field_def *fd = &e->spec.fields[i];
        struct form_field *ff = form_get(&e->base.form, (int)i);
        if (!is_input(fd) || !ff)
            continue;
        size_t len = (size_t)ff->cap * 4 + 1;
        char *v = malloc(len);
        struct field_err err;
        if (!v)
            return false;
        form_value(ff, v, len);
        bool ok = field_check(fd, v, &err);
        if (ok)
            form_store(ff, v);
        free(v);
        if (!ok) {
            const char *args[3] = {err.args[0], err.args[1], err.args[2]};
            show_field(e, i);
            console_field_msg_args(c, &e->base, ff, err.msg, args, err.nargs);
            return false;
        }
    }
    return true;
}

static void free_values(struct entry_value *v, char **bufs, size_t n)
{
    for (size_t i = 0; bufs && i < n; i++)
        free(bufs[i]);
    free(bufs);
    free(v);
}

/* The values for the save callback, one per field, as typed (or loaded, for output fields)
 * without the quotes of quoted names, malloc'd into *bufs. NULL when memory runs out (nothing is
 * left allocated). */
static struct entry_value *values(struct entry *e, char ***bufs)
{
    size_t n = e->spec.nfields;
    struct entry_value *v = calloc(n ? n : 1, sizeof *v);
    *bufs = calloc(n ? n : 1, sizeof **bufs);
    for (size_t i = 0; v && *bufs && i < n; i++) {
        const struct form_field *ff = form_get(&e->base.form, (int)i);
        bool typed = is_input(&e->spec.fields[i]) && ff;
        size_t len = typed ? (size_t)ff->cap * 4 + 1 : strlen(e->initial[i]) + 1;
        if (!((*bufs)[i] = malloc(len))) {
            free_values(v, *bufs, n);
            return NULL;
        }
        if (typed)
            form_value(ff, (*bufs)[i], len);
        else
            memcpy((*bufs)[i], e->initial[i], len);
        field_literal(&e->spec.fields[i], (*bufs)[i]);
        v[i] = (struct entry_value){&e->spec.fields[i], (*bufs)[i], field_changed(ff, e->initial[i])};
    }
    if (!v || !*bufs) {
        free_values(v, *bufs, n);
        return NULL;
    }
    return v;
}

static struct form_field *field_by_key(struct entry *e, const char *key)
{
    for (size_t i = 0; key && i < e->spec.nfields; i++)
        if (e->spec.fields[i].key && strcmp(e->spec.fields[i].key, key) == 0)
            return form_get(&e->base.form, (int)i);
    return NULL;
}

struct form_field *entry_field(struct panel *p, const char *key)
{
    return field_by_key((struct entry *)p, key);
}

bool entry_saves(const struct panel *p)
{
    return ((const struct entry *)p)->spec.save != NULL;
}

bool entry_focus(struct panel *p, const char *key)
{
    struct entry *e = (struct entry *)p;
    for (size_t i = 0; key && i < e->spec.nfields; i++)
        if (e->spec.fields[i].key && strcmp(e->spec.fields[i].key, key) == 0) {
            e->focus = (int)i;
            return true;
        }
    return false;
}

/* The caller's check of the values together, after check_all; false after its message. */
static bool check_together(struct entry *e, struct console *c)
{
    if (!e->spec.check)
        return true;
    char **bufs = NULL;
    struct entry_value *v = values(e, &bufs);
    struct entry_result res = {0};
    bool ok = v && e->spec.check(e->spec.ctx, v, e->spec.nfields, &res);
    if (v)
        free_values(v, bufs, e->spec.nfields);
    if (ok)
        return true;
    struct form_field *ff = field_by_key(e, res.field_key);
    const char *args[2] = {res.short_msg[0] ? res.short_msg : "Invalid value",
                           v ? res.msg : "Out of memory: the values could not be checked."};
    for (size_t i = 0; ff && i < e->spec.nfields; i++)
        if (form_get(&e->base.form, (int)i) == ff)
            show_field(e, i);
    if (ff)
        console_field_msg_args(c, &e->base, ff, MSG_VALUE_REFUSED, args, 2);
    else
        console_msg_args(c, MSG_VALUE_REFUSED, args, 2);
    return false;
}

/* END: with nothing to save (no save callback, or nothing changed on an object's panel), leave
 * at once — the fields as they are are not checked; else check, save, leave. */
static void end(struct entry *e, struct console *c)
{
    if (!e->spec.save || (!e->spec.fresh && !entry_changed(&e->base))) {
        console_pop(c);
        return;
    }
    if (!check_all(e, c) || !check_together(e, c))
        return;
    char **bufs = NULL;
    size_t n = e->spec.nfields;
    struct entry_value *v = values(e, &bufs);
    struct entry_result res = {0};
    enum entry_save_rc rc = ENTRY_FAILED;
    if (v)
        rc = e->spec.save(e->spec.ctx, v, n, &res);
    else
        snprintf(res.msg, sizeof res.msg, "Out of memory: nothing was saved.");
    if (v)
        free_values(v, bufs, n);
    if (rc == ENTRY_PENDING)
        return;   /* the panel may be gone: the callback took over */
    struct form_field *ff = rc == ENTRY_FAILED ? field_by_key(e, res.field_key) : NULL;
    if (rc == ENTRY_SAVED) {
        console_pop(c);
        console_msg(c, MSG_SAVED, res.msg[0] ? res.msg : "The changes were saved.", NULL);
    } else if (rc == ENTRY_CONFLICT) {
        console_msg(c, MSG_CONFLICT,
                    res.msg[0] ? res.msg : "Someone else changed this object since it was read; nothing was saved.",
                    NULL);
    } else if (ff) {
        console_field_msg(c, &e->base, ff, MSG_SAVE_FAILED, res.msg, NULL);
    } else {
        console_msg(c, MSG_SAVE_FAILED, res.msg, NULL);
    }
}

/* Enter on valid fields: the values go to the panel's enter callback. */
static void enter(struct entry *e, struct console *c)
{
    char **bufs = NULL;
    size_t n = e->spec.nfields;
    struct entry_value *v = values(e, &bufs);
    if (!v)
        return;
    e->spec.enter(c, &e->base, v, n, e->spec.ctx);
    free_values(v, bufs, n);
}

/* REFRESH: the values as they are go to the spec's refresh callback. */
static void refresh(struct entry *e, struct console *c)
{
    char **bufs = NULL;
    size_t n = e->spec.nfields;
    struct entry_value *v = values(e, &bufs);
    if (!v)
        return;
    e->spec.refresh(c, &e->base, v, n, e->spec.ctx);
    free_values(v, bufs, n);
}

static void discard(struct console *c, void *ctx)
{
    (void)ctx;
    console_pop(c);
}

static void cancel(struct entry *e, struct console *c)
{
    static const char *const lines[] = {
        "Fields on this panel were changed.",
        "Cancel leaves it without saving them.",
        NULL,
    };
    if (!entry_changed(&e->base))
        console_pop(c);
    else
        popup_confirm(c, "Confirm Cancel", lines, discard, NULL);
}

static enum panel_rc scroll_lines(struct entry *e, struct console *c, const struct cmd *cmd)
{
    struct scroll_amount a;
    if (!e->scrolls)
        return PANEL_PASS;
    if (!console_scroll_amount(c, &e->base, cmd->args, &a))
        return PANEL_DONE;
    struct scroll_view v = {e->top, e->nlines, e->page, false};
    int line = e->base.form.cur_row - e->first_row;
    if (line < 0 || line >= e->page)
        line = -1;
    e->top = (int)(cmd->id == CMD_DOWN ? scroll_down(&v, &a, line) : scroll_up(&v, &a, line));
    return PANEL_DONE;
}

/* ? typed in an input field: that field's value list opens. True when one held ?. */
static bool question(struct entry *e, struct console *c)
{
    for (size_t i = 0; i < e->spec.nfields; i++) {
        struct form_field *ff = form_get(&e->base.form, (int)i);
        char v[8];
        if (!ff || !ff->modified || !is_input(&e->spec.fields[i]))
            continue;
        form_value(ff, v, sizeof v);
        if (strcmp(v + strspn(v, " "), "?") != 0)
            continue;
        show_field(e, i);
        form_store(ff, "");   /* the ? asked for the list; it is not a value */
        form_cursor_to(&e->base.form, ff);
        fprompt_open(c, &e->base, ff, &e->spec.fields[i]);
        return true;
    }
    return false;
}

static enum panel_rc entry_command(struct panel *p, struct console *c, const struct cmd *cmd)
{
    struct entry *e = (struct entry *)p;
    switch (cmd->id) {
    case CMD_ENTER:
        if (p->form.cur_row == FRAME_ROW_ACTIONS)
            return PANEL_PASS;
        if (question(e, c) || !check_all(e, c) || !check_together(e, c) || erows_enter(e, c))
            return PANEL_DONE;
        if (e->spec.remember)
            keep(e, c);
        if (e->spec.enter)
            enter(e, c);
        return PANEL_DONE;
    case CMD_END:
        end(e, c);
        return PANEL_DONE;
    case CMD_CANCEL:
        cancel(e, c);
        return PANEL_DONE;
    case CMD_UP:
    case CMD_DOWN:
        if (e->spec.rows) {
            erows_scroll(e, c, cmd);
            return PANEL_DONE;
        }
        return scroll_lines(e, c, cmd);
    case CMD_REFRESH:
        refresh(e, c);
        return PANEL_DONE;
    case CMD_LEFT:
    case CMD_RIGHT:
        return erows_side(e, c, cmd) ? PANEL_DONE : PANEL_PASS;
    default:
        return e->spec.command ? e->spec.command(c, p, cmd, e->spec.ctx) : PANEL_PASS;
    }
}

static void entry_destroy(struct panel *p)
{
    struct entry *e = (struct entry *)p;
    if (e->spec.ctx_free)
        e->spec.ctx_free(e->spec.ctx);
    for (size_t i = 0; e->initial && i < e->spec.nfields; i++)
        free(e->initial[i]);
    free(e->initial);
    free(e->footer);
    free(e->lines);
    erows_free(e);
    panel_fini(p);
    free(e);
}

static const struct field_def *entry_field_at(struct panel *p, int row, int col, struct form_field **ff)
{
    struct entry *e = (struct entry *)p;
    int i = row - e->first_row + e->top;
    *ff = NULL;
    if (e->spec.rows && row >= e->rpart)
        return erows_field_at(e, row, col, ff);
    if (row < e->first_row || i >= e->top + e->page || i >= e->nlines || e->lines[i].kind != EL_FIELD)
        return NULL;
    const struct field_def *fd = &e->spec.fields[e->lines[i].field];
    *ff = is_input(fd) ? form_get(&p->form, e->lines[i].field) : NULL;
    return fd;
}

static int entry_names(struct panel *p, struct console *c, const struct field_def *fd, struct prompt_list *out)
{
    struct entry *e = (struct entry *)p;
    char why[256] = "";
    if (!e->spec.names) {
        console_msg(c, MSG_NO_PROMPT, NULL);
        return -1;
    }
    if (e->spec.names(e->spec.ctx, fd, out, why, sizeof why) == 0)
        return 0;
    console_msg(c, MSG_SOURCE_ERROR, why[0] ? why : "the names could not be read", NULL);
    return -1;
}

/* REFRESH is a command of the entry panels whose spec reads them again. */
static bool entry_lacks(const struct panel *p, enum cmd_id id)
{
    return id == CMD_REFRESH && !((const struct entry *)p)->spec.refresh;
}

/* With rows: their counter on the title line. */
static void entry_status(struct panel *p, char *out, size_t len)
{
    struct entry *e = (struct entry *)p;
    if (e->spec.rows)
        erows_status(e, out, len);
    else if (len)
        out[0] = '\0';
}

static void entry_resume(struct panel *p, struct console *c)
{
    erows_resume((struct entry *)p, c);
}

/* With the cursor on the rows: the rows' keys. */
static const struct keylist *entry_keys(const struct panel *p)
{
    return erows_has_cursor((const struct entry *)p) ? erows_keys((const struct entry *)p) : p->def->keys;
}

static const struct panel_ops entry_ops = {
    .status = entry_status,
    .resume = entry_resume,
    .keys = entry_keys,
    .lacks = entry_lacks,
    .layout = entry_layout,
    .draw = entry_draw,
    .command = entry_command,
    .destroy = entry_destroy,
    .field_at = entry_field_at,
    .names = entry_names,
};

/* ---- building ---------------------------------------------------------------------------- */

static void add_line(struct entry *e, enum line_kind kind, int field, int indent)
{
    e->lines[e->nlines++] = (struct eline){kind, field, indent};
}

/* Lines, prompt and tag widths from the descriptors. */
static void build_lines(struct entry *e)
{
    int indent = 0;
    e->prompt_w = 12;
    for (size_t i = 0; i < e->spec.nfields; i++) {
        const struct field_def *fd = &e->spec.fields[i];
        if (erows_top_field(e, fd))
            continue;   /* on the rows' top line */
        if (fd->group) {
            if (e->nlines)
                add_line(e, EL_BLANK, -1, 0);
            add_line(e, EL_HEADING, (int)i, 0);
            indent = 2;
        }
        add_line(e, EL_FIELD, (int)i, indent);
        if (indent + (int)utf8_count(fd->label) + 6 > e->prompt_w)
            e->prompt_w = indent + (int)utf8_count(fd->label) + 6;
        if (fd->tag && (int)strlen(fd->tag) + 2 > e->tag_w)
            e->tag_w = (int)strlen(fd->tag) + 2;
    }
    if (e->footer && !e->spec.rows) {
        add_line(e, EL_BLANK, -1, 0);
        add_line(e, EL_FOOTER, -1, 0);
    }
}

/* Copies the initial values and makes the input fields. */
static bool load(struct entry *e, const struct entry_spec *spec)
{
    for (size_t i = 0; i < spec->nfields; i++) {
        const struct field_def *fd = &spec->fields[i];
        const char *raw = spec->values && spec->values[i] ? spec->values[i] : "";
        size_t len = 2 * strlen(raw) + 3;   /* field_display's bound */
        char *v = malloc(len);
        if (!v)
            return false;
        field_display(fd, raw, v, len);
        e->initial[i] = v;
        if (!is_input(fd))
            continue;
        struct form_field *ff = form_field(&e->base.form, (int)i, field_capacity(fd), CUA_NEF, '_',
                                           fd->flags & FD_SECRET ? FF_HIDDEN : 0);
        if (!ff)
            return false;
        const char *typed = spec->typed ? spec->typed[i] : NULL;
        char *shown = typed ? malloc(2 * strlen(typed) + 3) : NULL;
        if (typed && !shown)
            return false;
        if (shown)
            field_display(fd, typed, shown, 2 * strlen(typed) + 3);
        form_load(ff, shown ? shown : v);
        ff->modified = shown && strcmp(shown, v) != 0;   /* typed before: END saves it */
        free(shown);
    }
    return true;
}

struct panel *entry_new(const struct entry_spec *spec)
{
    struct entry *e = calloc(1, sizeof *e);
    if (!e) {
        if (spec->ctx_free)
            spec->ctx_free(spec->ctx);
        return NULL;
    }
    panel_init(&e->base, spec->def, &entry_ops);
    e->spec = *spec;
    e->initial = calloc(spec->nfields ? spec->nfields : 1, sizeof *e->initial);
    e->lines = calloc(spec->nfields * 3 + 2, sizeof *e->lines);
    e->footer = spec->footer ? strdup(spec->footer) : NULL;
    e->spec.values = NULL;
    e->spec.typed = NULL;
    e->spec.footer = NULL;
    if (!e->initial || !e->lines || (spec->footer && !e->footer) || !load(e, spec)) {
        entry_destroy(&e->base);
        return NULL;
    }
    build_lines(e);
    e->focus = -1;
    e->rfocus = -2;
    return &e->base;
}
