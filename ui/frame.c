/* ui/frame.c — the screen anatomy; see frame.h. */
#include "ui/frame.h"

#include <stdio.h>
#include <string.h>

#include "ui/utf8.h"

enum { SCROLL_PROMPT_GAP = 12 }; /* "Scroll ===> " */

static const char *command_prompt(const struct panel *p)
{
    return p->def->kind == PANEL_MENU ? "Option ===>" : "Command ===>";
}

static int scroll_col(int cols)
{
    return cols - 1 - FRAME_SCROLL_WIDTH;
}

void frame_layout(struct panel *p, int rows, int cols, struct rect *body)
{
    char keys[512];
    int fcol = 1 + (int)strlen(command_prompt(p)) + 1, end = cols - 1;
    struct form_field *cmd = form_field(&p->form, FIELD_COMMAND, CMD_LINE_MAX - 1, CUA_NEF, '_', 0);
    if (panel_scrolls(p)) {
        struct form_field *sf = form_field(&p->form, FIELD_SCROLL, FRAME_SCROLL_WIDTH, CUA_NEF, '_', 0);
        if (sf && !sf->len && !sf->modified) {
            char name[8];
            form_load(sf, scroll_name(&p->scroll, name, sizeof name));
        }
        if (sf)
            form_place(sf, FRAME_ROW_COMMAND, scroll_col(cols), FRAME_SCROLL_WIDTH);
        end = scroll_col(cols) - SCROLL_PROMPT_GAP - 1;
    }
    if (cmd) {
        form_place(cmd, FRAME_ROW_COMMAND, fcol, end - fcol);
        if (!p->shown)
            form_cursor_to(&p->form, cmd);
    }
    int nkeys = keylist_lines(p->def->keys, cols, keys, sizeof keys);
    *body = (struct rect){FRAME_ROW_BODY, 0, rows - FRAME_ROW_BODY - nkeys, cols};
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

static void draw_title(struct panel *p, const struct msg *m, struct scr *s)
{
    const char *title = panel_title(p);
    int tlen = (int)utf8_count(title);
    scr_put(s, FRAME_ROW_TITLE, 1, CUA_NT, p->def->id, -1);
    scr_put(s, FRAME_ROW_TITLE, (s->cols - tlen) / 2, CUA_PT, title, -1);
    if (m->id) {
        scr_put_right(s, FRAME_ROW_TITLE, s->cols - 1, 0, msg_elem(m), m->short_text);
    } else if (p->ops->status) {
        char st[64];
        p->ops->status(p, st, sizeof st);
        scr_put_right(s, FRAME_ROW_TITLE, s->cols - 1, 0, CUA_SI, st);
    }
}

void frame_long(const struct msg *m, struct scr *s)
{
    char line[MSG_LONG_MAX + 16];
    int room = s->cols - 2;
    if (!m->def->code[0])
        snprintf(line, sizeof line, "%s", m->long_text);
    else
        snprintf(line, sizeof line, "%s  [%s]", m->long_text, m->def->code);
    if ((int)utf8_count(line) <= room) {
        scr_put(s, FRAME_ROW_LONG, 1, msg_elem(m), line, room);
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
    scr_fill(s, FRAME_ROW_LONG + 1, 0, s->cols, ' ', CUA_NT);
    scr_put(s, FRAME_ROW_LONG, 1, msg_elem(m), line, room);
    if (m->long_text[cut])
        scr_put(s, FRAME_ROW_LONG + 1, 1, msg_elem(m), line + cut + 1, room);
}

static void draw_keys(const struct panel *p, struct scr *s)
{
    char keys[512];
    int n = keylist_lines(p->def->keys, s->cols, keys, sizeof keys), row = s->rows - n;
    for (char *line = keys, *nl; n > 0; line = nl + 1, row++, n--) {
        nl = strchr(line, '\n');
        if (nl)
            *nl = '\0';
        scr_put(s, row, 0, CUA_NT, line, -1);
        if (!nl)
            break;
    }
}

void frame_draw(struct panel *p, const struct msg *m, struct scr *s)
{
    for (int i = 0; p->def->actions && p->def->actions[i]; i++)
        scr_put(s, FRAME_ROW_ACTIONS, frame_action_col(p, i), CUA_AB, p->def->actions[i], -1);
    if (p->def->actions)
        scr_fill(s, FRAME_ROW_ACTIONS + 1, 1, s->cols - 2, '-', CUA_ABSL);
    draw_title(p, m, s);
    scr_put(s, FRAME_ROW_COMMAND, 1, CUA_FP, command_prompt(p), -1);
    if (panel_scrolls(p))
        scr_put(s, FRAME_ROW_COMMAND, scroll_col(s->cols) - SCROLL_PROMPT_GAP, CUA_FP, "Scroll ===>", -1);
    draw_keys(p, s);
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
