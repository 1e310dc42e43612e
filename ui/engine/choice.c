/* ui/engine/choice.c — choice pop-ups (pull-downs, row action menus); see choice.h. */
#include "ui/engine/choice.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ui/engine/console.h"
#include "ui/engine/frame.h"
#include "ui/engine/popbox.h"
#include "ui/engine/textview.h"
#include "ui/engine/utf8.h"

enum { FIELD_CHOICE = 0, NUM_COL = 5, LABEL_COL = 8 };  /* columns inside the window */

static const struct panel_def def = {
    .id = "POP002",
    .title = "Choices",
    .kind = PANEL_POPUP,
    .keys = &keylist_popup,
};

static const struct panel_def help_def = {
    .id = "HLP005",
    .title = "Help for the Choices",
    .kind = PANEL_TABLE,
    .keys = &keylist_help,
    .help = "This panel lists the choices of a pull-down or action menu and the command each one "
            "runs. F3 returns to the choices.",
};

struct citem {
    char label[64];
    char cmd[128];
    char mnemonic;     /* upper case */
    int mpos;          /* byte of the mnemonic in label, or -1 */
    enum pd_state state;
};

struct choice {
    struct panel base;
    struct citem items[CHOICE_MAX];
    int n;
    bool titled;
    struct rect box;
    int want_row, want_col;
    struct panel *owner;
    int action;
    int (*open_other)(struct console *c, struct panel *owner, int other);
    choice_fn chosen;
    void *ctx;
    void (*ctx_free)(void *ctx);
};

/* ---- layout and drawing ------------------------------------------------------------------- */

static void choice_layout(struct panel *p, struct console *c, const struct rect *body)
{
    struct choice *ch = (struct choice *)p;
    (void)c;
    int w = 0;
    for (int i = 0; i < ch->n; i++)
        if ((int)utf8_count(ch->items[i].label) > w)
            w = (int)utf8_count(ch->items[i].label);
    w += LABEL_COL + 2;
    if (ch->titled && (int)utf8_count(panel_title(p)) + 6 > w)
        w = (int)utf8_count(panel_title(p)) + 6;
    ch->box = popbox_at(body, ch->want_row, ch->want_col, ch->n + 2, w);
    struct form_field *ff = form_field(&p->form, FIELD_CHOICE, 2, CUA_CEF, '_', 0);
    if (!ff)
        return;
    form_place(ff, ch->box.row + 1, ch->box.col + 2, 2);
    if (!p->shown)
        form_cursor_to(&p->form, ff);
}

static void draw_item(struct scr *s, const struct citem *it, int i, int row, int col, int room)
{
    char num[16];
    enum cua_elem e = it->state == PD_AVAILABLE ? CUA_SAC : CUA_SUC;
    if (it->state == PD_CURRENT)
        snprintf(num, sizeof num, "*.");
    else
        snprintf(num, sizeof num, "%d.", i + 1);
    scr_put(s, row, col + NUM_COL, e, num, 3);
    scr_put(s, row, col + LABEL_COL, e, it->label, room);
    if (it->state == PD_AVAILABLE && it->mpos >= 0) {
        char m[2] = {it->label[it->mpos], '\0'};
        int at = 0;
        for (int k = 0; k < it->mpos; k++)
            at += ((unsigned char)it->label[k] & 0xC0) != 0x80;
        scr_put(s, row, col + LABEL_COL + at, CUA_ET, m, 1);
    }
}

static void choice_draw(struct panel *p, struct console *c, struct scr *s, const struct rect *body)
{
    struct choice *ch = (struct choice *)p;
    (void)c;
    (void)body;
    popbox_draw(s, &ch->box, ch->titled ? panel_title(p) : NULL, NULL);
    for (int i = 0; i < ch->n && i < ch->box.rows - 2; i++)
        draw_item(s, &ch->items[i], i, ch->box.row + 1 + i, ch->box.col, ch->box.cols - LABEL_COL - 1);
}

/* ---- choosing ----------------------------------------------------------------------------- */

/* Makes choice i: the pop-up goes, then the choice runs. */
static void choose(struct choice *ch, struct console *c, int i)
{
    struct citem it = ch->items[i];
    struct choice_item item = {it.label, it.cmd, it.mnemonic, it.state};
    struct panel *owner = ch->owner;
    choice_fn chosen = ch->chosen;
    void *ctx = ch->ctx;
    void (*ctx_free)(void *) = ch->ctx_free;
    ch->ctx_free = NULL;
    console_pop(c);
    if (chosen) {
        chosen(c, &item, ctx);
    } else {
        struct form_field *cmd = form_get(&owner->form, FIELD_COMMAND);
        if (cmd && console_top(c) == owner)
            form_cursor_to(&owner->form, cmd);
        console_dispatch(c, item.cmd);
    }
    if (ctx_free)
        ctx_free(ctx);
}

/* Tries choice i: a message when it is not available now. */
static void try_choice(struct choice *ch, struct console *c, int i)
{
    const struct citem *it = &ch->items[i];
    if (it->state == PD_AVAILABLE)
        choose(ch, c, i);
    else
        console_msg(c, MSG_CHOICE_UNAVAILABLE, it->label,
                    it->state == PD_CURRENT ? "it is the current setting" : "it cannot be chosen here now", NULL);
}

/* The choice typed (a number or a mnemonic letter), or -1. */
static int typed_choice(const struct choice *ch, const char *v)
{
    size_t n = strlen(v);
    if (n && strspn(v, "0123456789") == n) {
        int i = atoi(v) - 1;
        return i >= 0 && i < ch->n ? i : -1;
    }
    for (int i = 0; n == 1 && i < ch->n; i++)
        if (ch->items[i].mnemonic == toupper((unsigned char)v[0]))
            return i;
    return -1;
}

static void enter(struct choice *ch, struct console *c)
{
    struct form_field *ff = form_get(&ch->base.form, FIELD_CHOICE);
    char v[16] = "";
    if (ff)
        form_value(ff, v, sizeof v);
    const char *t = v + strspn(v, " ");
    int i = ch->base.form.cur_row - ch->box.row - 1;
    if (t[0]) {
        i = typed_choice(ch, t);
        if (i < 0) {
            console_field_msg(c, &ch->base, ff, MSG_INVALID_CHOICE, t, NULL);
            return;
        }
    } else if (i < 0 || i >= ch->n || ch->base.form.cur_col <= ch->box.col ||
               ch->base.form.cur_col >= ch->box.col + ch->box.cols - 1) {
        console_pop(c);  /* Enter without a choice closes it */
        return;
    }
    try_choice(ch, c, i);
}

/* HELP: the choices and the command each one runs. */
static void help(struct choice *ch, struct console *c)
{
    char title[96], text[320];
    snprintf(title, sizeof title, "Help for the %s Choices", panel_title(&ch->base));
    struct textview *v = textview_new(&help_def, title);
    bool ok = v && textview_add(v, CUA_NT, 0, NULL, 0,
                                "Type the number or the emphasised letter of a choice in the field at "
                                "the top and press Enter, or put the cursor on a choice (or click it) "
                                "and press Enter. F12 closes the window without choosing. Each choice "
                                "runs a command; typed on the command line it does the same.") == 0 &&
              textview_add(v, CUA_NT, 0, NULL, 0, "") == 0;
    for (int i = 0; ok && i < ch->n; i++) {
        const struct citem *it = &ch->items[i];
        char num[16];
        snprintf(num, sizeof num, "%d.", i + 1);
        snprintf(text, sizeof text, "%s: %s%s", it->label, it->cmd,
                 it->state == PD_CURRENT ? " (the current setting)" :
                 it->state == PD_UNAVAILABLE ? " (not available here now)" : "");
        ok = textview_add(v, it->state == PD_AVAILABLE ? CUA_SAC : CUA_SUC, 2, num, -4, text) == 0;
    }
    textview_push(c, v, ok ? 0 : -1);
}

static enum panel_rc choice_command(struct panel *p, struct console *c, const struct cmd *cmd)
{
    struct choice *ch = (struct choice *)p;
    switch (cmd->id) {
    case CMD_ENTER:
        enter(ch, c);
        return PANEL_DONE;
    case CMD_HELP:
        help(ch, c);
        return PANEL_DONE;
    case CMD_ACTIONS:
        console_pop(c);
        return PANEL_DONE;
    default:
        return PANEL_PASS;
    }
}

static bool choice_click(struct panel *p, struct console *c, int row, int col)
{
    struct choice *ch = (struct choice *)p;
    int i = row - ch->box.row - 1;
    if (popbox_contains(&ch->box, row, col)) {
        if (i >= 0 && i < ch->n && col > ch->box.col && col < ch->box.col + ch->box.cols - 1)
            try_choice(ch, c, i);
        return true;
    }
    struct panel *owner = ch->owner;
    int action = ch->action, other = frame_action_at(owner, row, col);
    int (*open)(struct console *, struct panel *, int) = ch->open_other;
    console_pop(c);   /* a click outside closes it; on another action-bar choice that one opens */
    if (open && action >= 0 && other >= 0 && other != action && console_top(c) == owner)
        open(c, owner, other);
    return true;
}

/* Left and Right on a pull-down close it and open the neighbouring one of the action bar, the
 * last wrapping to the first (CUA); the owner's cursor goes to that choice. */
static bool choice_key(struct panel *p, struct console *c, ui_key k)
{
    struct choice *ch = (struct choice *)p;
    struct panel *owner = ch->owner;
    int (*open)(struct console *, struct panel *, int) = ch->open_other;
    if ((k != UIK_LEFT && k != UIK_RIGHT) || ch->action < 0 || !open || !owner->def->actions)
        return false;
    int n = 0;
    while (owner->def->actions[n])
        n++;
    int other = (ch->action + (k == UIK_RIGHT ? 1 : n - 1)) % n;
    console_pop(c);
    if (console_top(c) != owner)
        return true;
    if (owner->form.cur_row == FRAME_ROW_ACTIONS)
        owner->form.cur_col = frame_action_col(owner, other);
    open(c, owner, other);
    return true;
}

static void choice_destroy(struct panel *p)
{
    struct choice *ch = (struct choice *)p;
    if (ch->ctx_free)
        ch->ctx_free(ch->ctx);
    panel_fini(p);
    free(ch);
}

static const struct panel_ops choice_ops = {
    .layout = choice_layout,
    .draw = choice_draw,
    .command = choice_command,
    .destroy = choice_destroy,
    .click = choice_click,
    .key = choice_key,
};

static void copy_item(struct citem *d, const struct choice_item *s)
{
    snprintf(d->label, sizeof d->label, "%s", s->label);
    snprintf(d->cmd, sizeof d->cmd, "%s", s->cmd);
    d->state = s->state;
    d->mnemonic = (char)toupper((unsigned char)s->mnemonic);
    d->mpos = -1;
    for (int k = 0; d->label[k]; k++) {
        bool hit = d->mnemonic ? toupper((unsigned char)d->label[k]) == d->mnemonic
                               : isalnum((unsigned char)d->label[k]) != 0;
        if (hit) {
            d->mpos = k;
            d->mnemonic = (char)toupper((unsigned char)d->label[k]);
            break;
        }
    }
}

int choice_open(struct console *c, const struct choice_spec *spec)
{
    struct choice *ch = calloc(1, sizeof *ch);
    if (!ch) {
        if (spec->ctx_free)
            spec->ctx_free(spec->ctx);
        return -1;
    }
    panel_init(&ch->base, &def, &choice_ops);
    for (int i = 0; i < spec->n && i < CHOICE_MAX; i++)
        copy_item(&ch->items[ch->n++], &spec->items[i]);
    ch->titled = spec->title != NULL;
    if (spec->title)
        panel_set_title(&ch->base, spec->title);
    else if (spec->action >= 0 && spec->owner->def->actions)
        panel_set_title(&ch->base, spec->owner->def->actions[spec->action]);
    ch->want_row = spec->row;
    ch->want_col = spec->col;
    ch->owner = spec->owner;
    ch->action = spec->action;
    ch->open_other = spec->open_other;
    ch->chosen = spec->chosen;
    ch->ctx = spec->ctx;
    ch->ctx_free = spec->ctx_free;
    return console_push(c, &ch->base);
}
