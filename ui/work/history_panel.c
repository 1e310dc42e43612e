/* ui/work/history_panel.c — the History panel; see history_panel.h. */
#include "ui/work/history_panel.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ui/work/app.h"
#include "ui/engine/env.h"
#include "ui/work/history_changes.h"
#include "ui/work/history_entries.h"
#include "ui/work/history_src.h"
#include "ui/work/history_text.h"
#include "ui/engine/popup.h"
#include "ui/engine/pulldown.h"
#include "ui/engine/table.h"
#include "ui/work/work_msg.h"

static const struct lcmd_def lcmds[] = {{"S", "Show changes"}, {"U", "Undo"}, {NULL, NULL}};

static const char *const actions[] = {"History", "View", "Options", "Help", NULL};

static const struct pd_choice history_choices[] = {
    {"Read the journal again", "REFRESH", 'R'},
    {"Every change, attribute by attribute", "CHANGES", 'C'},
    {"Validate the policy...", "=5", 'V'},
    {"Import files...", "=7", 'I'},
    {"Exit", "END", 'X'},
    {NULL, NULL, 0},
};

static const struct pd_choice view_choices[] = {
    {"Newest batches", "UP MAX", 'N'},
    {"Oldest batches", "DOWN MAX", 'O'},
    {"Columns to the left", "LEFT", 'L'},
    {"Columns to the right", "RIGHT", 'R'},
    {NULL, NULL, 0},
};

static const struct pulldown pulldowns[] = {
    {"History", history_choices, NULL}, {"View", view_choices, NULL}, {NULL, NULL, NULL},
};

static const struct panel_def def = {
    .id = "HIS100",
    .title = "Change History",
    .kind = PANEL_TABLE,
    .actions = actions,
    .keys = &keylist_table,
    .lcmds = lcmds,
    .pulldowns = pulldowns,
    .instruction = "S=Show changes  U=Undo (a batch of its own)  LOCATE batch  FIND text",
    .help = "The store's journal: every change, one batch per save, import or undo, newest first. "
            "Each batch says who made it and when, what it was, how many objects it made, changed "
            "and deleted, and the files an import read.\n"
            "S lists a batch's changes, each with the object as it was before. U undoes a batch, "
            "after a confirmation: the objects it made go and those it changed or deleted come back "
            "from the before-images the journal keeps. The undo is a batch of its own, which can be "
            "undone in turn; it is refused, changing nothing, when an object the batch wrote has "
            "changed since.\n"
            "LOCATE n scrolls to batch n; FIND text to the next batch whose line holds the text.\n"
            HISTORY_CHANGES_SYNTAX " lists the changes of every batch attribute by attribute, as "
            "wlmcon history prints them: only a user's, only those made since a day or a minute "
            "(UTC), only an object's and those under it (OBJECT and its path as findings write it).",
};

/* What U asks to confirm: the batch, and what undoing it does. */
struct undo_ask {
    struct app *app;
    int64_t id;
};

static void undo_confirmed(struct console *c, void *ctx)
{
    struct undo_ask *u = ctx;
    struct store_error err = {0};
    int64_t undo = 0;
    enum store_status r = store_undo(u->app->store, u->id, env_user(), env_now(), &undo, &err);
    char id[24], by[24], why[600];
    snprintf(id, sizeof id, "%lld", (long long)u->id);
    snprintf(by, sizeof by, "%lld", (long long)undo);
    snprintf(why, sizeof why, "%s.", err.msg);
    if (r == STORE_OK) {
        console_dispatch(c, "UP MAX");   /* the undo is the newest batch: show it */
        console_msg(c, MSG_UNDONE, id, by, NULL);
    }
    else if (r == STORE_CONFLICT)
        console_msg(c, MSG_UNDO_REFUSED, why, NULL);
    else
        console_msg(c, MSG_STORE_ERROR, err.msg, NULL);
}

enum { UNDO_W = 62, UNDO_LINES = 6 };   /* the pop-up's text: at most 8 lines, two of them fixed */

/* text word-wrapped into lines of at most UNDO_W columns (at most max of them, the last ending in
 * "…" when the text is longer): the number of lines. */
static int wrap(const char *text, char lines[][UNDO_W + 4], int max)
{
    int n = 0;
    while (*text && n < max) {
        size_t len = strlen(text), cut = len;
        if (len > UNDO_W) {
            cut = UNDO_W;
            while (cut > 0 && text[cut] != ' ')
                cut--;
            if (cut == 0)
                cut = UNDO_W;
        }
        bool last = n == max - 1 && cut < len;
        snprintf(lines[n++], UNDO_W + 4, "%.*s%s", (int)(last && cut > UNDO_W - 3 ? UNDO_W - 3 : cut), text,
                 last ? "..." : "");
        text += cut;
        while (*text == ' ')
            text++;
    }
    return n;
}

/* The confirmation of U on batch b: what undoing it does, in words (history_undo_sentence). */
static int ask_undo(struct console *c, struct app *app, const struct store_batch_info *b)
{
    char lines[UNDO_LINES + 2][UNDO_W + 4], *sentence = NULL;
    const char *ptrs[UNDO_LINES + 3];
    struct store_error err = {0};
    if (history_undo_sentence(app->store, b, env_now(), &sentence, &err) != STORE_OK) {
        console_msg(c, MSG_STORE_ERROR, err.msg, NULL);
        return -1;
    }
    int n = wrap(sentence, lines, UNDO_LINES);
    free(sentence);
    snprintf(lines[n++], sizeof lines[0], "Nothing changes if any of it changed since.");
    snprintf(lines[n++], sizeof lines[0], "The undo is a new batch: it can be undone too.");
    for (int i = 0; i < n; i++)
        ptrs[i] = lines[i];
    ptrs[n] = NULL;
    struct undo_ask *u = malloc(sizeof *u);
    if (!u)
        return -1;
    *u = (struct undo_ask){app, b->id};
    char title[48];
    snprintf(title, sizeof title, "Confirm Undo of Batch %lld", (long long)b->id);
    return popup_confirm_owned(c, title, ptrs, undo_confirmed, u, free);
}

/* The batch read for a line command; its strings are valid during the callback only. */
struct act {
    struct console *c;
    struct app *app;
    const char *code;
    int rc;
};

static int act_on(void *ctx, const struct store_batch_info *b)
{
    struct act *a = ctx;
    a->rc = strcmp(a->code, "U") == 0 ? ask_undo(a->c, a->app, b) : history_entries_open(a->c, a->app->store, b);
    return 1;
}

static enum table_lc_rc line_command(struct console *c, struct panel *p, const char *code, const char *key,
                                     long pos, void *ctx)
{
    struct app *app = ctx;
    (void)p;
    struct act a = {c, app, code, -1};
    struct store_error err = {0};
    struct store_page at = {strtoll(key, NULL, 10), pos, 0, 1};
    if (store_batch_page(app->store, &at, act_on, &a, NULL, &err) != STORE_OK)
        console_msg(c, MSG_STORE_ERROR, err.msg, NULL);
    return a.rc == 0 ? TABLE_LC_WAIT : TABLE_LC_STOP;
}

/* CHANGES: the changes across batches, filtered (history_changes.h). */
static enum panel_rc command(struct console *c, struct panel *p, const struct cmd *cmd, void *ctx)
{
    struct app *app = ctx;
    (void)p;
    if (cmd->id != CMD_OTHER || strcmp(cmd->word, "CHANGES") != 0)
        return PANEL_PASS;
    history_changes_open(c, app->store, cmd->args);
    return PANEL_DONE;
}

int history_part_open(struct console *c, const char *rest, void *ctx)
{
    struct app *app = ctx;
    (void)rest;
    struct table_spec spec = {.def = &def, .line_command = line_command, .command = command, .ctx = app};
    if (history_source(&spec.src, app->store, 0) != 0)
        return -1;
    struct panel *p = table_new(&spec);
    return p ? console_push(c, p) : -1;
}
