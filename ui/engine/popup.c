/* ui/engine/popup.c — the confirmation pop-up; see popup.h. */
#include "ui/engine/popup.h"

#include <stdio.h>
#include <stdlib.h>

#include "ui/engine/console.h"
#include "ui/engine/popbox.h"
#include "ui/engine/utf8.h"

enum { POPUP_LINES = 8, POPUP_TEXT = 76 };

static const struct panel_def def = {
    .id = "POP001",
    .title = "Confirm",
    .kind = PANEL_POPUP,
    .keys = &keylist_popup,
    .help = "This window asks you to confirm what you asked for, because it cannot be undone "
            "here. Enter goes ahead; F12 (or F3) goes back to the panel without doing it.",
};

static const char *const instruction[] = {"Press Enter to confirm.", "Press F12 to go back."};

struct popup {
    struct panel base;
    char lines[POPUP_LINES + 3][POPUP_TEXT + 1];  /* text, a blank line, the instruction */
    int nlines;
    struct rect box;
    popup_confirm_fn confirm;
    void *ctx;
    void (*ctx_free)(void *ctx);   /* NULL: the caller keeps ctx */
};

static void popup_layout(struct panel *p, struct console *c, const struct rect *body)
{
    struct popup *u = (struct popup *)p;
    char keys[256];
    int w = (int)utf8_count(panel_title(p)) + 6, h = u->nlines + 5;
    for (int i = 0; i < u->nlines; i++)
        if ((int)utf8_count(u->lines[i]) + 4 > w)
            w = (int)utf8_count(u->lines[i]) + 4;
    if (popbox_keys_text(console_keys(c, p), keys, sizeof keys) + 3 > w)
        w = popbox_keys_text(console_keys(c, p), keys, sizeof keys) + 3;
    u->box = popbox_center(body, h, w);
    p->form.cur_row = u->box.row + 2;
    p->form.cur_col = u->box.col + 2;
}

static void popup_draw(struct panel *p, struct console *c, struct scr *s, const struct rect *body)
{
    struct popup *u = (struct popup *)p;
    const struct rect *b = &u->box;
    (void)body;
    popbox_draw(s, b, panel_title(p), NULL);
    for (int i = 0; i < u->nlines; i++)
        scr_put(s, b->row + 2 + i, b->col + 2, i >= u->nlines - 2 ? CUA_PIN : CUA_NT, u->lines[i],
                b->cols - 4);
    popbox_draw_keys(s, b, console_keys(c, p));
}

static enum panel_rc popup_command(struct panel *p, struct console *c, const struct cmd *cmd)
{
    struct popup *u = (struct popup *)p;
    if (cmd->id != CMD_ENTER)
        return PANEL_PASS;
    popup_confirm_fn confirm = u->confirm;
    void *ctx = u->ctx;
    void (*ctx_free)(void *) = u->ctx_free;
    u->ctx_free = NULL;
    console_pop(c);
    confirm(c, ctx);
    if (ctx_free)
        ctx_free(ctx);
    return PANEL_DONE;
}

static void popup_destroy(struct panel *p)
{
    struct popup *u = (struct popup *)p;
    if (u->ctx_free)
        u->ctx_free(u->ctx);
    panel_fini(p);
    free(p);
}

static const struct panel_ops popup_ops = {
    .layout = popup_layout,
    .draw = popup_draw,
    .command = popup_command,
    .destroy = popup_destroy,
};

int popup_confirm(struct console *c, const char *title, const char *const *lines,
                  popup_confirm_fn confirm, void *ctx)
{
    return popup_confirm_owned(c, title, lines, confirm, ctx, NULL);
}

int popup_confirm_owned(struct console *c, const char *title, const char *const *lines,
                        popup_confirm_fn confirm, void *ctx, void (*ctx_free)(void *ctx))
{
    struct popup *u = calloc(1, sizeof *u);
    if (!u) {
        if (ctx_free)
            ctx_free(ctx);
        return -1;
    }
    panel_init(&u->base, &def, &popup_ops);
    panel_set_title(&u->base, title);
    for (int i = 0; lines && lines[i] && u->nlines < POPUP_LINES; i++)
        snprintf(u->lines[u->nlines++], sizeof u->lines[0], "%s", lines[i]);
    u->nlines++; /* a blank line before the instruction */
    for (size_t i = 0; i < sizeof instruction / sizeof instruction[0]; i++)
        snprintf(u->lines[u->nlines++], sizeof u->lines[0], "%s", instruction[i]);
    u->confirm = confirm;
    u->ctx = ctx;
    u->ctx_free = ctx_free;
    return console_push(c, &u->base);
}
