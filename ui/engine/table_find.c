/* ui/engine/table_find.c — LOCATE and FIND on list panels; see table_priv.h. */
#include "ui/engine/table_priv.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ui/engine/console.h"

/* The argument without the quotes around it ('two words' → two words) into out. */
static void unquote(const char *arg, char *out, size_t len)
{
    size_t n = strlen(arg);
    if (n >= 2 && (arg[0] == '\'' || arg[0] == '"') && arg[n - 1] == arg[0])
        snprintf(out, len, "%.*s", (int)(n - 2), arg + 1);
    else
        snprintf(out, len, "%s", arg);
}

/* False after the message when cmd cannot run: the source cannot do it, or its value is missing. */
static bool can_search(struct table *t, struct console *c, const struct cmd *cmd, bool supported)
{
    if (!supported)
        console_msg(c, MSG_NOT_ACTIVE, cmd->def->name, t->base.def->id, NULL);
    else if (!cmd->args[0])
        console_msg(c, MSG_MISSING_VALUE, cmd->def->name, cmd->def->syntax, NULL);
    return supported && cmd->args[0];
}

/* The next read starts at the row found (pos, key), at the top. In a list panel the cursor stays
 * on the command line (table_command puts it there), as in ISPF, so that the next word typed is a
 * command; in a pop-up list of values it goes onto the row, which Enter then picks. */
static void go_to_row(struct table *t, long pos, const char *key)
{
    free(t->top_key);
    t->top_key = key ? strdup(key) : NULL;
    t->by_pos = !t->top_key;
    t->delta = 0;
    t->top = pos;
    t->cursor_pos = t->base.def->kind == PANEL_POPUP ? pos : -1;
    t->stale = true;
}

void table_locate(struct table *t, struct console *c, const struct cmd *cmd)
{
    const char *key;
    long pos;
    if (!can_search(t, c, cmd, t->spec.src.locate != NULL))
        return;
    table_invalidate(t);
    if (t->spec.src.locate(t->spec.src.ctx, cmd->args, &pos, &key) < 0)
        table_source_failed(t, c);
    else
        go_to_row(t, pos, key);
}

/* True when cell contains text, ignoring the case of ASCII letters. */
static bool contains(const char *cell, const char *text)
{
    size_t n = strlen(text);
    for (; cell && *cell; cell++) {
        size_t k = 0;
        while (k < n && cell[k] && tolower((unsigned char)cell[k]) == tolower((unsigned char)text[k]))
            k++;
        if (k == n)
            return true;
    }
    return n == 0;
}

/* The first column of the row at (pos, key) whose cell holds text, read again from the source;
 * -1 when none does or the read failed (the message then says the row alone). */
static int found_column(struct table *t, const char *text, long pos, const char *key)
{
    const struct tbl_source *src = &t->spec.src;
    struct tbl_request rq = {key, pos, 0, 1};
    struct tbl_page pg;
    int col = -1;
    if (src->fetch(src->ctx, &rq, &pg) == 0 && pg.n >= 1)
        for (int i = 0; i < src->ncols && col < 0; i++)
            if (contains(pg.rows[0].cells[i], text))
                col = i;
    table_invalidate(t);
    return col;
}

/* The search's start: after the cursor's row; from the command line, after the row found last
 * when it is still the top one (FIND again goes on), else the top row; from the top after a FIND
 * of the same text reached the bottom. */
static long find_from(const struct table *t, const char *text)
{
    int line = t->base.form.cur_row - t->first_row;
    if (t->find_bottom && strcmp(t->find_text, text) == 0)
        return 0;
    return line >= 0 && line < t->page.n ? t->top + line + 1 : t->top + (t->found == t->top);
}

/* The message for a row found at pos: its row, and its column when that does not identify it. */
static void say_found(struct table *t, struct console *c, const char *arg, const char *text,
                      long pos, const char *key)
{
    char row[24], where[96] = "";
    snprintf(row, sizeof row, "%ld", pos + 1);
    int col = found_column(t, text, pos, key);
    const struct tbl_col *tc = col >= 0 ? &t->spec.src.cols[col] : NULL;
    if (tc && !(tc->flags & TC_FIXED))
        snprintf(where, sizeof where, ", in its %s column", tc->heading);
    console_msg(c, MSG_FOUND, row, arg, where, NULL);
}

void table_find(struct table *t, struct console *c, const struct cmd *cmd)
{
    char text[CMD_LINE_MAX], row[24];
    const char *key;
    const struct tbl_source *src = &t->spec.src;
    long pos, from;
    if (!can_search(t, c, cmd, src->find != NULL))
        return;
    unquote(cmd->args, text, sizeof text);
    from = find_from(t, text);
    bool wrapped = from == 0 && t->find_bottom;
    t->find_bottom = false;
    snprintf(t->find_text, sizeof t->find_text, "%s", text);
    table_invalidate(t);
    if (src->find(src->ctx, text, from, &pos, &key) < 0) {
        table_source_failed(t, c);
        return;
    }
    long before = -1;   /* a row before from holding the text: then the bottom was reached */
    if (pos < 0 && from > 0 && src->find(src->ctx, text, 0, &before, &key) < 0) {
        table_source_failed(t, c);
        return;
    }
    if (pos < 0 && before >= 0) {
        t->find_bottom = true;
        snprintf(row, sizeof row, "%ld", from);
        console_msg(c, MSG_FIND_BOTTOM, cmd->args, row, NULL);
    } else if (pos < 0)
        console_msg(c, MSG_NOT_FOUND, cmd->args, NULL);
    else if (wrapped && pos == t->found) {
        snprintf(row, sizeof row, "%ld", pos + 1);
        console_msg(c, MSG_NO_MORE, cmd->args, row, NULL);
    } else {
        char *k = key ? strdup(key) : NULL;   /* the source's memory goes with its next call */
        say_found(t, c, cmd->args, text, pos, k);
        go_to_row(t, pos, k);
        t->found = pos;
        free(k);
    }
}
