/* ui/engine/textview.c — text panels; see textview.h. */
#include "ui/engine/textview.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "ui/engine/console.h"
#include "ui/engine/popbox.h"
#include "ui/engine/prompt.h"
#include "ui/engine/utf8.h"

enum {
    POPUP_WIDTH = 72,
    CMD_PROMPT_W = 13,       /* "Command ===> " */
    INSTRUCTION_LINES = 2    /* full-screen: the instruction and a blank line above the text */
};

struct para {
    enum cua_elem elem;
    int indent, label_w;
    bool dots;
    bool as_is;       /* a file's text: split at the width, not wrapped at blanks */
    char *label, *text;
};

struct tline {
    int para;
    int start, len;   /* bytes of the paragraph's text */
    bool first;       /* the paragraph's first line (its label shows) */
};

struct textview {
    struct panel base;
    struct para *paras;
    int nparas, cap;
    struct tline *lines;
    int nlines, width;   /* lines for the text width width (0: not made yet) */
    int top, page;
    int found;           /* the line FIND found last, or -1 */
    int first_row, col;  /* where the text shows */
    struct rect box;     /* pop-ups: the window */
    int instr_row;       /* full-screen: the row of the definition's instruction (-1: none) */
    textview_own_fn own; /* the panel's own commands (textview_set_command), or NULL */
    void *own_ctx;
    void (*own_free)(void *ctx);
};

static bool popup(const struct textview *v)
{
    return v->base.def->kind == PANEL_POPUP;
}

/* ---- wrapping ----------------------------------------------------------------------------- */

/* Bytes of the next line of s (at most w code points; when it is longer, broken at the last blank,
 * or at w itself when as_is), and in *skip the bytes to the start of the line after it. */
static int next_line(const char *s, int w, bool as_is, int *skip)
{
    int bytes = 0, cps = 0, blank = -1;
    while (s[bytes] && s[bytes] != '\n' && cps < w) {
        if (s[bytes] == ' ')
            blank = bytes;
        bytes++;
        while (((unsigned char)s[bytes] & 0xC0) == 0x80)
            bytes++;
        cps++;
    }
    if (!s[bytes] || s[bytes] == '\n') {
        *skip = bytes + (s[bytes] == '\n');
        return bytes;
    }
    if (as_is) {
        *skip = bytes;
        return bytes;
    }
    if (s[bytes] == ' ' || blank < 0) {
        *skip = bytes + (s[bytes] == ' ');
        return bytes;
    }
    *skip = blank + 1;
    return blank;
}

static int add_line(struct textview *v, int *cap, struct tline l)
{
    if (v->nlines == *cap) {
        int ncap = *cap ? *cap * 2 : 64;
        struct tline *n = realloc(v->lines, (size_t)ncap * sizeof *n);
        if (!n)
            return -1;
        v->lines = n;
        *cap = ncap;
    }
    v->lines[v->nlines++] = l;
    return 0;
}

/* Wraps every paragraph to width columns. */
static void wrap(struct textview *v, int width)
{
    int cap = 0;
    free(v->lines);
    v->lines = NULL;
    v->nlines = 0;
    v->width = width;
    for (int i = 0; i < v->nparas; i++) {
        const struct para *p = &v->paras[i];
        int w = width - p->indent - (p->label ? p->label_w + 1 : 0), pos = 0, skip;
        if (w < 10)
            w = 10;
        bool first = true;
        do {
            int n = next_line(p->text + pos, w, p->as_is, &skip);
            if (add_line(v, &cap, (struct tline){i, pos, n, first}) < 0)
                return;
            pos += skip;
            first = false;
        } while (p->text[pos]);
    }
}

/* ---- the panel ---------------------------------------------------------------------------- */

static void place_popup(struct textview *v, const struct rect *body)
{
    int w = body->cols - 8 < POPUP_WIDTH ? body->cols - 8 : POPUP_WIDTH;
    if (v->width != w - 4)
        wrap(v, w - 4);
    int h = v->nlines + 4;
    if (h > body->rows - 4)
        h = body->rows - 4;
    v->box = popbox_center(body, h, w);
    v->first_row = v->box.row + 2;
    v->col = v->box.col + 2;
    v->page = v->box.rows - 4;
    struct form_field *cmd = form_field(&v->base.form, FIELD_COMMAND, CMD_LINE_MAX - 1, CUA_NEF, '_', 0);
    if (cmd) {
        form_place(cmd, v->box.row + 1, v->box.col + 2 + CMD_PROMPT_W, v->box.cols - 4 - CMD_PROMPT_W);
        if (!v->base.shown)
            form_cursor_to(&v->base.form, cmd);
    }
}

static void tv_layout(struct panel *p, struct console *c, const struct rect *body)
{
    struct textview *v = (struct textview *)p;
    (void)c;
    if (popup(v)) {
        place_popup(v, body);
    } else {
        int top = p->def->instruction ? INSTRUCTION_LINES : 0;
        if (v->width != body->cols - 2)
            wrap(v, body->cols - 2);
        v->instr_row = p->def->instruction ? body->row : -1;
        v->first_row = body->row + top;
        v->col = 1;
        v->page = body->rows - top > 0 ? body->rows - top : 1;
    }
    struct scroll_view sv = {v->top, v->nlines, v->page, false};
    if (v->top > scroll_max_top(&sv))
        v->top = (int)scroll_max_top(&sv);
}

static void draw_line(struct textview *v, struct scr *s, int row, const struct tline *l)
{
    const struct para *p = &v->paras[l->para];
    int col = v->col + p->indent, room = v->width - p->indent;
    char buf[1024];
    if (p->label) {
        if (l->first && p->dots)
            prompt_text(p->label, p->label_w, ':', buf, sizeof buf);
        else if (l->first)
            snprintf(buf, sizeof buf, "%s", p->label);
        if (l->first)
            scr_put(s, row, col, CUA_FP, buf, p->label_w < room ? p->label_w : room);
        col += p->label_w + 1;
        room -= p->label_w + 1;
    }
    snprintf(buf, sizeof buf, "%.*s", l->len, p->text + l->start);
    scr_put(s, row, col, p->elem, buf, room);
}

static void tv_status(struct panel *p, char *out, size_t len)
{
    struct textview *v = (struct textview *)p;
    if (v->nlines <= v->page)
        snprintf(out, len, "%s", "");
    else
        snprintf(out, len, "Line %d to %d of %d", v->top + 1,
                 v->top + v->page < v->nlines ? v->top + v->page : v->nlines, v->nlines);
}

static void tv_draw(struct panel *p, struct console *c, struct scr *s, const struct rect *body)
{
    struct textview *v = (struct textview *)p;
    if (popup(v)) {
        char info[48];
        tv_status(p, info, sizeof info);
        popbox_draw(s, &v->box, panel_title(p), info);
        scr_put(s, v->box.row + 1, v->box.col + 2, CUA_FP, "Command ===>", -1);
        popbox_draw_keys(s, &v->box, console_keys(c, p));
    } else if (v->instr_row >= 0) {
        char fit[256];   /* cut between words, as every instruction line is */
        utf8_fit_words(p->def->instruction, body->cols - 2, fit, sizeof fit);
        scr_put(s, v->instr_row, 1, CUA_PIN, fit, body->cols - 2);
    }
    for (int i = 0; i < v->page && v->top + i < v->nlines; i++)
        draw_line(v, s, v->first_row + i, &v->lines[v->top + i]);
}

/* True when the text of line i (its label included) holds what, ignoring case; its column in *col. */
static bool line_has(const struct textview *v, int i, const char *what, int *col)
{
    const struct tline *l = &v->lines[i];
    const char *t = v->paras[l->para].text + l->start, *label = v->paras[l->para].label;
    size_t n = strlen(what);
    for (int k = 0; l->first && label && label[k]; k++)
        if (strncasecmp(label + k, what, n) == 0) {
            *col = v->col + v->paras[l->para].indent + k;
            return true;
        }
    for (int k = 0; k + (int)n <= l->len; k++)
        if (strncasecmp(t + k, what, n) == 0) {
            char pre[1024];
            snprintf(pre, sizeof pre, "%.*s", k, t);
            const struct para *p = &v->paras[l->para];
            *col = v->col + p->indent + (p->label ? p->label_w + 1 : 0) + (int)utf8_count(pre);
            return true;
        }
    return false;
}

static void find(struct textview *v, struct console *c, const struct cmd *cmd)
{
    char what[CMD_LINE_MAX], line[16];
    size_t n = strlen(cmd->args);
    if (!n) {
        console_msg(c, MSG_MISSING_VALUE, "FIND", cmd->def->syntax, NULL);
        return;
    }
    if (n >= 2 && (cmd->args[0] == '\'' || cmd->args[0] == '"') && cmd->args[n - 1] == cmd->args[0])
        snprintf(what, sizeof what, "%.*s", (int)n - 2, cmd->args + 1);
    else
        snprintf(what, sizeof what, "%s", cmd->args);
    /* after the cursor's line; else after the last line found when it shows; else the top */
    int from = v->base.form.cur_row - v->first_row;
    if (from >= 0 && from < v->page)
        from = v->top + from + 1;
    else
        from = v->found >= v->top && v->found < v->top + v->page ? v->found + 1 : v->top;
    for (int k = 0; k < v->nlines; k++) {
        int i = (from + k) % v->nlines, col;
        if (!line_has(v, i, what, &col))
            continue;
        if (i < v->top || i >= v->top + v->page)
            v->top = i;
        v->found = i;
        v->base.form.cur_row = v->first_row + i - v->top;
        v->base.form.cur_col = col;
        snprintf(line, sizeof line, "%d", i + 1);
        console_msg(c, MSG_FOUND_LINE, line, cmd->args, NULL);
        return;
    }
    console_msg(c, MSG_NOT_FOUND_TEXT, cmd->args, NULL);
}

static void scroll(struct textview *v, struct console *c, const struct cmd *cmd)
{
    struct scroll_amount a;
    if (!console_scroll_amount(c, &v->base, cmd->args, &a))
        return;
    struct scroll_view sv = {v->top, v->nlines, v->page, false};
    int line = v->base.form.cur_row - v->first_row;
    if (line < 0 || line >= v->page)
        line = -1;
    v->top = (int)(cmd->id == CMD_DOWN ? scroll_down(&sv, &a, line) : scroll_up(&sv, &a, line));
}

static enum panel_rc tv_command(struct panel *p, struct console *c, const struct cmd *cmd)
{
    struct textview *v = (struct textview *)p;
    struct cmd down;
    enum panel_rc own = v->own && cmd->id != CMD_ENTER ? v->own(c, p, cmd, v->own_ctx) : PANEL_PASS;
    if (own != PANEL_PASS)
        return own;
    switch (cmd->id) {
    case CMD_ENTER:
        if (p->form.cur_row == 0 && !popup(v))
            return PANEL_PASS;
        if (v->top + v->page >= v->nlines)
            return PANEL_DONE;
        cmd_parse("DOWN PAGE", &down);
        scroll(v, c, &down);
        return PANEL_DONE;
    case CMD_UP:
    case CMD_DOWN:
        scroll(v, c, cmd);
        return PANEL_DONE;
    case CMD_FIND:
        find(v, c, cmd);
        return PANEL_DONE;
    default:
        return PANEL_PASS;
    }
}

static void tv_destroy(struct panel *p)
{
    textview_free((struct textview *)p);
}

static const struct panel_ops tv_ops = {
    .layout = tv_layout,
    .draw = tv_draw,
    .command = tv_command,
    .status = tv_status,
    .destroy = tv_destroy,
};

struct textview *textview_new(const struct panel_def *def, const char *title)
{
    struct textview *v = calloc(1, sizeof *v);
    if (!v)
        return NULL;
    panel_init(&v->base, def, &tv_ops);
    panel_set_title(&v->base, title);
    v->found = -1;
    v->instr_row = -1;
    return v;
}

int textview_add(struct textview *v, enum cua_elem e, int indent, const char *label, int label_w,
                 const char *text)
{
    if (v->nparas == v->cap) {
        int ncap = v->cap ? v->cap * 2 : 16;
        struct para *n = realloc(v->paras, (size_t)ncap * sizeof *n);
        if (!n)
            return -1;
        v->paras = n;
        v->cap = ncap;
    }
    struct para *p = &v->paras[v->nparas];
    int w = label_w < 0 ? -label_w : label_w;
    *p = (struct para){.elem = e, .indent = indent, .label_w = label ? w : 0, .dots = label_w > 0,
                       .label = label ? strdup(label) : NULL, .text = strdup(text)};
    if (!p->text || (label && !p->label)) {
        free(p->label);
        free(p->text);
        return -1;
    }
    v->nparas++;
    v->width = 0;
    return 0;
}

int textview_add_file(struct textview *v, enum cua_elem e, const char *text)
{
    if (textview_add(v, e, 0, NULL, 0, text) < 0)
        return -1;
    v->paras[v->nparas - 1].as_is = true;
    return 0;
}

struct panel *textview_panel(struct textview *v)
{
    return &v->base;
}

int textview_push(struct console *c, struct textview *v, int rc)
{
    if (rc != 0 || !v) {
        textview_free(v);
        return -1;
    }
    return console_push(c, &v->base);
}

void textview_free(struct textview *v)
{
    if (!v)
        return;
    for (int i = 0; i < v->nparas; i++) {
        free(v->paras[i].label);
        free(v->paras[i].text);
    }
    free(v->paras);
    free(v->lines);
    if (v->own_free)
        v->own_free(v->own_ctx);
    panel_fini(&v->base);
    free(v);
}

void textview_set_command(struct textview *v, textview_own_fn own, void *ctx, void (*ctx_free)(void *ctx))
{
    v->own = own;
    v->own_ctx = ctx;
    v->own_free = ctx_free;
}

int textview_lines(const struct panel *p)
{
    return ((const struct textview *)p)->nlines;
}
