/* ui/engine/console.c — the panel stack, the dispatcher and drawing; see console.h. Messages are in
 * console_msg.c, settings in console_set.c, clicks in console_mouse.c. */
#include "ui/engine/console_priv.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/model.h"

struct console *console_make(const struct console_env *env, const struct console_builtins *builtins)
{
    struct console *c = calloc(1, sizeof *c);
    if (!c)
        return NULL;
    c->env = env;
    c->builtins = builtins;
    c->rows = FRAME_MIN_ROWS;
    c->cols = FRAME_MIN_COLS;
    console_settings_init(c);
    return c;
}

void console_exit(struct console *c)
{
    while (c->depth) {
        struct panel *p = c->stack[--c->depth];
        p->ops->destroy(p);
    }
    c->done = true;
}

void console_free(struct console *c)
{
    if (!c)
        return;
    console_exit(c);
    for (int i = 0; i < c->nretrieve; i++)
        free(c->retrieve[i]);
    free(c->stack);
    scr_free(&c->hit);
    free(c);
}

const struct console_env *console_env(const struct console *c)
{
    return c->env;
}

time_t console_now(const struct console *c)
{
    return c->env->fixed_clock ? c->env->now : time(NULL);
}

int console_push(struct console *c, struct panel *p)
{
    if (heap_reserve(&c->stack, &c->cap, c->depth + 1, sizeof *c->stack) < 0) {
        p->ops->destroy(p);
        return -1;
    }
    console_adopt(c, p->def);
    const struct scroll_amount *a = profile_scroll(&c->prof, p->def->id);
    if (a)
        p->scroll = *a;
    c->stack[c->depth++] = p;
    c->done = false;
    return 0;
}

void console_pop(struct console *c)
{
    if (!c->depth)
        return;
    struct panel *p = c->stack[--c->depth];
    p->ops->destroy(p);
    if (!c->depth) {
        c->done = true;
        return;
    }
    struct panel *t = c->stack[c->depth - 1];
    if (t->ops->resume)
        t->ops->resume(t, c);
}

struct panel *console_top(const struct console *c)
{
    return c->depth ? c->stack[c->depth - 1] : NULL;
}

size_t console_depth(const struct console *c)
{
    return c->depth;
}

bool console_returning(const struct console *c)
{
    return c->returning;
}

bool console_done(const struct console *c)
{
    return c->done;
}

bool console_idle_wanted(const struct console *c)
{
    const struct panel *p = c->idle_due && !c->done ? console_top(c) : NULL;
    return p && p->ops->idle;
}

void console_idle(struct console *c)
{
    if (console_idle_wanted(c))
        console_top(c)->ops->idle(console_top(c), c);
    c->idle_due = false;
}

bool console_progress(struct console *c, const char *text)
{
    snprintf(c->progress, sizeof c->progress, "%s", text ? text : "");
    return c->paint ? c->paint(c->paint_ctx, c) : false;
}

const char *console_progress_text(const struct console *c)
{
    return c->progress;
}

void console_set_painter(struct console *c, console_paint_fn paint, void *ctx)
{
    c->paint = paint;
    c->paint_ctx = ctx;
}

void console_resize(struct console *c, int rows, int cols)
{
    c->rows = rows > 0 ? rows : 1;
    c->cols = cols > 0 ? cols : 1;
}

int console_rows(const struct console *c)
{
    return c->rows;
}

int console_cols(const struct console *c)
{
    return c->cols;
}

bool console_too_small(const struct console *c)
{
    return c->rows < FRAME_MIN_ROWS || c->cols < FRAME_MIN_COLS;
}

size_t console_base(const struct console *c)
{
    size_t b = c->depth - 1;
    while (b > 0 && c->stack[b]->def->kind == PANEL_POPUP)
        b--;
    return b;
}

void console_layout(struct console *c)
{
    if (!c->depth || console_too_small(c))
        return;
    for (size_t i = console_base(c); i < c->depth; i++) {
        struct panel *p = c->stack[i];
        form_unplace(&p->form);
        if (p->def->kind == PANEL_POPUP) {
            p->body = (struct rect){0, 0, c->rows, c->cols};
        } else {
            struct frame_opts o = console_frame_opts(c, p);
            frame_layout(p, &o, c->rows, c->cols, &p->body);
        }
        p->ops->layout(p, c, &p->body);
        p->shown = true;
    }
}

void console_draw(struct console *c, struct scr *s)
{
    if (s->rows != c->rows || s->cols != c->cols)
        scr_resize(s, c->rows, c->cols);
    else
        scr_clear(s);
    if (!c->depth || !s->cells)
        return;
    if (console_too_small(c)) {
        frame_too_small(s);
        return;
    }
    console_layout(c);
    size_t b = console_base(c);
    struct frame_opts o = console_frame_opts(c, c->stack[b]);
    frame_draw(c->stack[b], &o, &c->msg, s);
    for (size_t i = b; i < c->depth; i++) {
        struct panel *p = c->stack[i];
        p->ops->draw(p, c, s, &p->body);
        form_draw(&p->form, s);
        if (i == b && c->msg.id && c->long_shown)
            frame_long(&o, &c->msg, s);
        if (i == b && c->progress[0]) {
            struct frame_rows fr;
            frame_rows(&o, s->rows, s->cols, &fr);
            scr_put(s, fr.long_line, 1, CUA_INFO, c->progress, s->cols - 2);
        }
    }
    struct panel *t = console_top(c);
    s->cur_row = t->form.cur_row;
    s->cur_col = t->form.cur_col;
    s->alarm = c->alarm;
    c->alarm = false;
}

/* ---- the command line ------------------------------------------------------------------- */

static void retrieve_push(struct console *c, const char *typed)
{
    char *s = strdup(typed);
    if (!s)
        return;
    if (c->nretrieve == RETRIEVE_MAX)
        free(c->retrieve[--c->nretrieve]);
    memmove(&c->retrieve[1], &c->retrieve[0], (size_t)c->nretrieve * sizeof c->retrieve[0]);
    c->retrieve[0] = s;
    c->nretrieve++;
}

/* RETRIEVE: the previous typed command onto the command line; again for the one before. */
static void retrieve(struct console *c, struct panel *p)
{
    struct form_field *cmd = form_get(&p->form, FIELD_COMMAND);
    if (!c->nretrieve || !cmd || !cmd->placed) {
        console_msg(c, MSG_NO_RETRIEVE, NULL);
        return;
    }
    form_load(cmd, c->retrieve[c->retrieve_pos % c->nretrieve]);
    c->retrieve_pos++;
    form_cursor_to(&p->form, cmd);
    p->form.cur_col += cmd->len < cmd->width ? cmd->len : cmd->width - 1;
}

static void run(struct console *c, const struct cmd *cmd);

/* RETURN: END on each panel down to the primary menu. False when a panel refused to end (it shows
 * why) or opened something on the way. */
static bool return_to_menu(struct console *c)
{
    struct cmd end;
    bool ok = true;
    cmd_parse("END", &end);
    c->returning = true;
    while (ok && c->depth > 1) {
        size_t d = c->depth;
        run(c, &end);
        ok = c->depth < d;
    }
    c->returning = false;
    return ok;
}

static void jump(struct console *c, const char *to)
{
    if (!return_to_menu(c))
        return;
    if (!to[0]) {
        console_msg(c, MSG_INVALID_OPTION, "=", NULL);
        return;
    }
    /* option 0 is Settings on every primary menu, as in ISPF */
    console_dispatch(c, strcmp(to, "0") == 0 ? "SETTINGS" : to);
}

/* The commands every panel has, when the panel passed them on. */
static void global(struct console *c, struct panel *p, const struct cmd *cmd)
{
    switch (cmd->id) {
    case CMD_ENTER:
        if (p->form.cur_row == FRAME_ROW_ACTIONS && p->def->kind != PANEL_POPUP)
            c->builtins->actions(c, p, true);
        break;
    case CMD_HELP:
        c->builtins->help(c, p);
        break;
    case CMD_KEYSHELP:
        c->builtins->keys_help(c, p);
        break;
    case CMD_PROMPT:
        c->builtins->prompt(c, p);
        break;
    case CMD_KEYS:
    case CMD_PFSHOW:
    case CMD_CMDLINE:
    case CMD_SETTINGS:
    case CMD_COLOURS:
        c->builtins->settings(c, p, cmd);
        break;
    case CMD_END:
    case CMD_CANCEL:
        console_pop(c);
        break;
    case CMD_RETURN:
        return_to_menu(c);
        break;
    case CMD_RETRIEVE:
        retrieve(c, p);
        break;
    case CMD_ACTIONS:
        c->builtins->actions(c, p, false);
        break;
    case CMD_OTHER:
        if (c->env->command && c->env->command(c, cmd, c->env->ctx) == PANEL_DONE)
            break;
        console_msg(c, MSG_INVALID_COMMAND, cmd->word, p->def->id, NULL);
        break;
    default:
        console_msg(c, MSG_NOT_ACTIVE, cmd->def->name, p->def->id, NULL);
        break;
    }
}

static void run(struct console *c, const struct cmd *cmd);

/* RFIND: the last FIND's text again, on whichever panel shows, where FIND is active (ISPF's
 * RFIND; the text is the console's, so a FIND on one list goes on on another). */
static void rfind(struct console *c, struct panel *p)
{
    char line[CMD_LINE_MAX + 8];
    struct cmd find;
    if (!panel_has_command(p, cmd_get(CMD_FIND))) {
        console_msg(c, MSG_NOT_ACTIVE, "RFIND", p->def->id, NULL);
        return;
    }
    if (!c->find[0]) {
        console_msg(c, MSG_NO_FIND, NULL);
        return;
    }
    snprintf(line, sizeof line, "FIND %s", c->find);
    cmd_parse(line, &find);
    run(c, &find);
}

static void run(struct console *c, const struct cmd *cmd)
{
    struct panel *p = console_top(c);
    if (!p)
        return;
    switch (cmd->id) {
    case CMD_JUMP:
        jump(c, cmd->args);
        return;
    case CMD_RFIND:
        rfind(c, p);
        return;
    case CMD_FIND:
        if (cmd->args[0])
            snprintf(c->find, sizeof c->find, "%s", cmd->args);
        break;
    default:
        break;
    }
    if (p->ops->command(p, c, cmd) == PANEL_PASS)
        global(c, p, cmd);
}

void console_dispatch(struct console *c, const char *line)
{
    struct cmd cmd;
    cmd_parse(line, &cmd);
    run(c, &cmd);
}

/* Enter checks a Scroll field typed over (it is kept as typed until a scroll uses it): false after
 * the message, with the field in error, when it holds no scroll amount. */
static bool scroll_field_ok(struct console *c, struct panel *p)
{
    struct form_field *sf = form_get(&p->form, FIELD_SCROLL);
    struct scroll_amount a;
    char v[16];
    if (!sf || !sf->placed || !sf->modified)
        return true;
    form_value(sf, v, sizeof v);
    if (scroll_parse(v, &a) == 0)
        return true;
    console_field_msg(c, p, sf, MSG_SCROLL_AMOUNT, v, NULL);
    return false;
}

void console_aid(struct console *c, struct panel *p, ui_key k)
{
    char typed[CMD_LINE_MAX] = "", line[CMD_LINE_MAX];
    struct form_field *cmdf = form_get(&p->form, FIELD_COMMAND);
    if (cmdf && cmdf->placed)
        form_value(cmdf, typed, sizeof typed);
    if (k == UIK_ENTER)
        snprintf(line, sizeof line, "%s", typed);
    else if (k == UIK_ESC)
        snprintf(line, sizeof line, "CANCEL");
    else if (keylist_expand(console_keys(c, p), k, typed, line, sizeof line) < 0) {
        c->alarm = true;
        return;
    }
    struct cmd cmd;
    cmd_parse(line, &cmd);
    if (cmdf && cmdf->placed) {
        /* the command is taken off the line: a cursor left after it goes back to its start */
        if (form_at(&p->form, p->form.cur_row, p->form.cur_col) == cmdf)
            form_cursor_to(&p->form, cmdf);
        form_load(cmdf, "");
    }
    if (cmd.id == CMD_HELP && !cmd.args[0] && c->msg.id && !c->long_shown) {
        c->long_shown = true;   /* F1 on a short message: its long message */
        return;
    }
    if (cmd.id == CMD_HELP && !cmd.args[0] && c->msg.id) {
        struct msg m = c->msg;  /* F1 on the long message: the message's help */
        msg_format(&c->msg, MSG_NONE, NULL, 0);
        c->long_shown = false;
        c->builtins->message_help(c, &m);
        return;
    }
    if (cmd.id != CMD_RETRIEVE) {
        c->retrieve_pos = 0;
        if (typed[strspn(typed, " ")])
            retrieve_push(c, typed + strspn(typed, " "));
    }
    msg_format(&c->msg, MSG_NONE, NULL, 0);
    c->long_shown = false;
    c->progress[0] = '\0';
    c->idle_due = true;
    form_clear_errors(&p->form);
    if (cmd.id == CMD_ENTER && !scroll_field_ok(c, p))
        return;
    run(c, &cmd);
    /* a key whose action shows nothing of itself says that it was done */
    if (k != UIK_ENTER && cmd.id == CMD_REFRESH && !c->msg.id)
        console_msg(c, MSG_REFRESHED, panel_key_label(p, cmd.def->name), NULL);
}

/* Tab, Backtab, Left and Right with the cursor on the action bar move from choice to choice (Tab
 * after the last goes to the command line). True when k was such a key. */
static bool action_bar_key(struct panel *p, ui_key k)
{
    int n = 0, i = frame_action_at(p, p->form.cur_row, p->form.cur_col);
    if (p->form.cur_row != FRAME_ROW_ACTIONS || p->def->kind == PANEL_POPUP || !p->def->actions ||
        (k != UIK_TAB && k != UIK_BACKTAB && k != UIK_LEFT && k != UIK_RIGHT))
        return false;
    while (p->def->actions[n])
        n++;
    struct form_field *cmd = form_get(&p->form, FIELD_COMMAND);
    if (k == UIK_TAB && i == n - 1 && cmd) {
        form_cursor_to(&p->form, cmd);
        return true;
    }
    int step = k == UIK_TAB || k == UIK_RIGHT ? 1 : -1;
    i = i < 0 ? (step > 0 ? 0 : n - 1) : (i + step + n) % n;
    p->form.cur_col = frame_action_col(p, i);
    return true;
}

void console_key(struct console *c, ui_key k)
{
    if (c->done || !c->depth || console_too_small(c) || k == UIK_RESIZE)
        return;
    console_layout(c);
    struct panel *p = console_top(c);
    if (ui_key_is_aid(k) || (k == UIK_ESC && p->def->kind == PANEL_POPUP)) {
        console_aid(c, p, k);   /* Esc on a pop-up is CANCEL, as F12 */
        return;
    }
    if (p->ops->key && p->ops->key(p, c, k))
        return;
    if (action_bar_key(p, k))
        return;
    if (k == UIK_HOME) {
        struct form_field *cmdf = form_get(&p->form, FIELD_COMMAND);
        if (cmdf && cmdf->placed)
            form_cursor_to(&p->form, cmdf);
        return;
    }
    if (form_key(&p->form, k, c->rows, c->cols) == FORM_ALARM)
        c->alarm = true;
}

bool console_scroll_amount(struct console *c, struct panel *p, const char *args,
                           struct scroll_amount *out)
{
    char v[16], name[8];
    if (args && args[0]) {
        if (scroll_parse(args, out) == 0)
            return true;
        console_msg(c, MSG_SCROLL_AMOUNT, args, NULL);
        return false;
    }
    struct form_field *sf = form_get(&p->form, FIELD_SCROLL);
    if (!sf) {
        *out = p->scroll;
        return true;
    }
    form_value(sf, v, sizeof v);
    if (scroll_parse(v, out) < 0) {
        console_field_msg(c, p, sf, MSG_SCROLL_AMOUNT, v, NULL);
        return false;
    }
    if (out->kind != SCROLL_MAX && (out->kind != p->scroll.kind || out->n != p->scroll.n)) {
        p->scroll = *out;
        console_keep_scroll(c, p);
    }
    form_load(sf, scroll_name(&p->scroll, name, sizeof name));
    return true;
}
