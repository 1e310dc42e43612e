/* ui/popup.c — the confirmation pop-up; see popup.h. */
#include "ui/popup.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ui/console.h"
#include "ui/utf8.h"

enum { POPUP_LINES = 8, POPUP_TEXT = 76 };

static const struct panel_def def = {
    .id = "POP001",
    .title = "Confirm",
    .kind = PANEL_POPUP,
    .keys = &keylist_popup,
};

static const char *const instruction[] = {"Press Enter to confirm.", "Press F12 to go back."};

struct popup {
    struct panel base;
    char lines[POPUP_LINES + 3][POPUP_TEXT + 1];  /* text, a blank line, the instruction */
    int nlines;
    char keys[128];
    struct rect box;
    popup_confirm_fn confirm;
    void *ctx;
    void (*free_ctx)(void *ctx);   /* NULL: the caller keeps ctx */
};

static void popup_layout(struct panel *p, struct console *c, const struct rect *body)
{
    struct popup *u = (struct popup *)p;
    (void)c;
    int w = (int)utf8_count(panel_title(p)) + 6, h = u->nlines + 5;
    for (int i = 0; i < u->nlines; i++)
        if ((int)utf8_count(u->lines[i]) + 4 > w)
            w = (int)utf8_count(u->lines[i]) + 4;
    if (keylist_lines(p->def->keys, body->cols, u->keys, sizeof u->keys) && (int)strlen(u->keys) + 3 > w)
        w = (int)strlen(u->keys) + 3;
    w = w > body->cols ? body->cols : w;
    u->box = (struct rect){body->row + (body->rows - h) / 2, body->col + (body->cols - w) / 2, h, w};
    p->form.cur_row = u->box.row + 2;
    p->form.cur_col = u->box.col + 2;
}

static void popup_draw(struct panel *p, struct console *c, struct scr *s, const struct rect *body)
{
    struct popup *u = (struct popup *)p;
    const struct rect *b = &u->box;
    (void)c;
    (void)body;
    for (int r = 0; r < b->rows; r++)
        scr_fill(s, b->row + r, b->col, b->cols, ' ', CUA_NT);
    scr_fill(s, b->row, b->col, b->cols, '-', CUA_WASL);
    scr_fill(s, b->row + b->rows - 1, b->col, b->cols, '-', CUA_WASL);
    for (int r = 0; r < b->rows; r++) {
        bool corner = r == 0 || r == b->rows - 1;
        scr_fill(s, b->row + r, b->col, 1, corner ? '+' : '|', CUA_WASL);
        scr_fill(s, b->row + r, b->col + b->cols - 1, 1, corner ? '+' : '|', CUA_WASL);
    }
    char title[96];
    snprintf(title, sizeof title, " %s ", panel_title(p));
    scr_put(s, b->row, b->col + (b->cols - (int)utf8_count(title)) / 2, CUA_PT, title, b->cols - 2);
    for (int i = 0; i < u->nlines; i++)
        scr_put(s, b->row + 2 + i, b->col + 2, i >= u->nlines - 2 ? CUA_PIN : CUA_NT, u->lines[i],
                b->cols - 4);
    scr_put(s, b->row + b->rows - 2, b->col + 1, CUA_NT, u->keys, b->cols - 2);
}

static enum panel_rc popup_command(struct panel *p, struct console *c, const struct cmd *cmd)
{
    struct popup *u = (struct popup *)p;
    if (cmd->id != CMD_ENTER)
        return PANEL_PASS;
    popup_confirm_fn confirm = u->confirm;
    void *ctx = u->ctx;
    void (*free_ctx)(void *) = u->free_ctx;
    u->free_ctx = NULL;
    console_pop(c);
    confirm(c, ctx);
    if (free_ctx)
        free_ctx(ctx);
    return PANEL_DONE;
}

static void popup_destroy(struct panel *p)
{
    struct popup *u = (struct popup *)p;
    if (u->free_ctx)
        u->free_ctx(u->ctx);
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
                        popup_confirm_fn confirm, void *ctx, void (*free_ctx)(void *ctx))
{
    struct popup *u = calloc(1, sizeof *u);
    if (!u) {
        if (free_ctx)
            free_ctx(ctx);
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
    u->free_ctx = free_ctx;
    return console_push(c, &u->base);
}
