/* ui/engine/frame.c — the screen anatomy; see frame.h. */
#include "ui/engine/frame.h"

#include <stdio.h>
#include <string.h>

#include "ui/engine/utf8.h"

enum { SCROLL_PROMPT_GAP = 12 }; /* "Scroll ===> " */

static const char *command_prompt(const struct panel *p)
{
    return p->def->kind == PANEL_MENU ? "Option ===>" : "Command ===>";
}

static int scroll_col(int cols)
{
    return cols - 1 - FRAME_SCROLL_WIDTH;
}

void frame_rows(const struct frame_opts *o, int rows, int cols, struct frame_rows *out)
{
    char keys[512];
    out->nkeys = o->keys ? keylist_lines(o->keys, cols, keys, sizeof keys) : 0;
    out->keys = rows - out->nkeys;
    if (o->cmd_bottom) {
        out->command = out->keys - 1;
        out->long_line = out->keys - 2;
        out->body = FRAME_ROW_TITLE + 1;
        out->nbody = out->long_line - out->body;
    } else {
        out->command = FRAME_ROW_COMMAND;
        out->long_line = FRAME_ROW_LONG;
        out->body = FRAME_ROW_BODY;
        out->nbody = out->keys - out->body;
    }
}

void frame_layout(struct panel *p, const struct frame_opts *o, int rows, int cols, struct rect *body)
{
    struct frame_rows fr;
    int fcol = 1 + (int)strlen(command_prompt(p)) + 1, end = cols - 1;
    frame_rows(o, rows, cols, &fr);
    struct form_field *cmd = form_field(&p->form, FIELD_COMMAND, CMD_LINE_MAX - 1, CUA_NEF, '_', 0);
    if (panel_scrolls(p)) {
        struct form_field *sf = form_field(&p->form, FIELD_SCROLL, FRAME_SCROLL_WIDTH, CUA_NEF, '_', 0);
        if (sf && !sf->len && !sf->modified) {
            char name[8];
            form_load(sf, scroll_name(&p->scroll, name, sizeof name));
        }
        if (sf)
            form_place(sf, fr.command, scroll_col(cols), FRAME_SCROLL_WIDTH);
        end = scroll_col(cols) - SCROLL_PROMPT_GAP - 1;
    }
    if (cmd) {
        /* the command line moved (top or bottom): a cursor on it goes with it */
        bool moved = cmd->row != fr.command && p->form.cur_row == cmd->row && p->form.cur_col >= cmd->col &&
                     p->form.cur_col < cmd->col + cmd->width;
        form_place(cmd, fr.command, fcol, end - fcol);
        if (!p->shown || moved)
            form_cursor_to(&p->form, cmd);
    }
    *body = (struct rect){fr.body, 0, fr.nbody, cols};
}

int frame_action_col(const struct panel *p, int i)
{
    int col = FRAME_ACTION_COL;
    for (int k = 0; k < i && p->def->actions && p->def->actions[k]; k++)
        col += (int)utf8_count(p->def->actions[k]) + 2;
    return col;
}

int frame_action_at(const struct panel *p, int row, int col)
{
    if (row != FRAME_ROW_ACTIONS || !p->def->actions)
        return -1;
    for (int i = 0; p->def->actions[i]; i++) {
        int c = frame_action_col(p, i);
        if (col >= c && col < c + (int)utf8_count(p->def->actions[i]))
            return i;
    }
    return -1;
}

static enum cua_elem msg_elem(const struct msg *m)
{
    return m->def->type == MSGT_INFO ? CUA_INFO : m->def->type == MSGT_WARN ? CUA_WARN : CUA_ACTION;
}

/* The title line: the panel id on the left, the short message or the row counter on the right and
 * the title between them, clear of the room kept on the right: the short message's, or the row
 * counter's and a blank when that is longer (a list of 100,000 rows). */
static void draw_title(struct panel *p, const struct msg *m, struct scr *s)
{
    char st[64] = "";
    bool short_msg = m->id && m->short_text[0];   /* else the row counter stays */
    if (!short_msg && p->ops->status)
        p->ops->status(p, st, sizeof st);
    int rw = (int)utf8_count(short_msg ? m->short_text : st) + 1;
    int keep = rw > FRAME_MSG_ROOM ? rw : FRAME_MSG_ROOM;
    const char *title = panel_title(p);
    int tlen = (int)utf8_count(title), idw = (int)utf8_count(p->def->id) + 2;
    int room = s->cols - 1 - keep - idw;
    scr_put(s, FRAME_ROW_TITLE, 1, CUA_NT, p->def->id, -1);
    if (tlen > room) {
        char cut[sizeof p->title];
        utf8_fit_words(title, room, cut, sizeof cut);   /* between words, with "..." */
        scr_put(s, FRAME_ROW_TITLE, idw, CUA_PT, cut[0] ? cut : title, room);
    } else {
        /* centred, unless that runs into the room on the right: then it ends where that begins */
        int col = (s->cols - tlen) / 2, last = s->cols - 1 - keep - tlen;
        col = col > last ? last : col;
        scr_put(s, FRAME_ROW_TITLE, col < idw ? idw : col, CUA_PT, title, -1);
    }
    if (short_msg)
        scr_put_right(s, FRAME_ROW_TITLE, s->cols - 1, 0, msg_elem(m), m->short_text);
    else if (p->ops->status)
        scr_put_right(s, FRAME_ROW_TITLE, s->cols - 1, 0, CUA_SI, st);
}

/* The second line of a long message, text, into buf (size n): as it is when it fits in room
 * columns, else cut at a blank and ended with MORE, so that no line is cut off mid-word without
 * saying that the message goes on (F1 on it shows it whole). Returns buf. */
static const char *rest_line(const char *text, int room, char *buf, size_t n)
{
    static const char more[] = " ... (F1 shows it all)";
    snprintf(buf, n, "%s", text);
    if ((int)utf8_count(buf) <= room)
        return buf;
    int keep = room - (int)(sizeof more - 1), cut = 0, col = 0;
    for (int i = 0; buf[i] && col <= keep; i++) {
        if (buf[i] == ' ')
            cut = i;
        col += ((unsigned char)buf[i] & 0xC0) != 0x80;
    }
    if (keep > 0 && (size_t)cut + sizeof more <= n)
        memcpy(buf + cut, more, sizeof more);
    return buf;
}

void frame_long(const struct frame_opts *o, const struct msg *m, struct scr *s)
{
    char line[MSG_LONG_MAX + 16];
    int room = s->cols - 2;
    struct frame_rows fr;
    frame_rows(o, s->rows, s->cols, &fr);
    if (!m->def->code[0])
        snprintf(line, sizeof line, "%s", m->long_text);
    else
        snprintf(line, sizeof line, "%s  [%s]", m->long_text, m->def->code);
    if ((int)utf8_count(line) <= room) {
        scr_put(s, fr.long_line, 1, msg_elem(m), line, room);
        return;
    }
    snprintf(line, sizeof line, "%s", m->long_text);
    int cut = 0, col = 0;  /* byte index of the last blank that keeps the first line within room */
    for (int i = 0; line[i] && col <= room; i++) {
        if (line[i] == ' ')
            cut = i;
        col += ((unsigned char)line[i] & 0xC0) != 0x80;
    }
    if (!cut)
        cut = (int)strlen(line);
    line[cut] = '\0';
    int first = o->cmd_bottom ? fr.long_line - 1 : fr.long_line;  /* the body line next to it */
    scr_fill(s, o->cmd_bottom ? first : first + 1, 0, s->cols, ' ', CUA_NT);
    scr_put(s, first, 1, msg_elem(m), line, room);
    if (m->long_text[cut])
        scr_put(s, first + 1, 1, msg_elem(m), rest_line(m->long_text + cut + 1, room, line, sizeof line), room);
}

static void draw_keys(const struct keylist *kl, struct scr *s)
{
    char keys[512];
    int n = keylist_lines(kl, s->cols, keys, sizeof keys), row = s->rows - n;
    for (char *line = keys, *nl; n > 0; line = nl + 1, row++, n--) {
        nl = strchr(line, '\n');
        if (nl)
            *nl = '\0';
        scr_put(s, row, 0, CUA_NT, line, -1);
        if (!nl)
            break;
    }
}

void frame_draw(struct panel *p, const struct frame_opts *o, const struct msg *m, struct scr *s)
{
    struct frame_rows fr;
    frame_rows(o, s->rows, s->cols, &fr);
    for (int i = 0; p->def->actions && p->def->actions[i]; i++)
        scr_put(s, FRAME_ROW_ACTIONS, frame_action_col(p, i), CUA_AB, p->def->actions[i], -1);
    if (p->def->actions)
        scr_fill(s, FRAME_ROW_ACTIONS + 1, 1, s->cols - 2, '-', CUA_ABSL);
    draw_title(p, m, s);
    scr_put(s, fr.command, 1, CUA_FP, command_prompt(p), -1);
    if (panel_scrolls(p))
        scr_put(s, fr.command, scroll_col(s->cols) - SCROLL_PROMPT_GAP, CUA_FP, "Scroll ===>", -1);
    if (o->keys)
        draw_keys(o->keys, s);
}

ui_key frame_key_at(const struct frame_opts *o, int rows, int cols, int row, int col)
{
    struct frame_rows fr;
    frame_rows(o, rows, cols, &fr);
    if (!o->keys || row < fr.keys || row >= fr.keys + fr.nkeys)
        return 0;
    return keylist_key_at(o->keys, cols, row - fr.keys, col);
}

void frame_too_small(struct scr *s)
{
    char line[96];
    snprintf(line, sizeof line, "wlmcon needs a screen of at least %dx%d.", FRAME_MIN_COLS,
             FRAME_MIN_ROWS);
    scr_put(s, 0, 0, CUA_WARN, line, -1);
    snprintf(line, sizeof line, "This one is %dx%d: make the window larger.", s->cols, s->rows);
    scr_put(s, 1, 0, CUA_NT, line, -1);
    s->cur_row = s->cur_col = 0;
}
