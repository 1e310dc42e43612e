/* ui/engine/keylist.c — the keylists and key-to-command expansion; see keylist.h. */
#include "ui/engine/keylist.h"

#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "ui/engine/cmd.h"

#define KEYS_END {0, NULL, false, NULL}

static const struct key_binding table_keys[] = {
    {UIK_F(1), "HELP", false, NULL},    {UIK_F(3), "END", false, NULL},    {UIK_F(5), "REFRESH", false, NULL},
    {UIK_F(7), "UP", false, NULL},      {UIK_F(8), "DOWN", false, NULL},   {UIK_F(10), "LEFT", false, NULL},
    {UIK_F(11), "RIGHT", false, NULL},  {UIK_F(12), "CANCEL", false, NULL}, {UIK_PGUP, "UP", true, NULL},
    {UIK_PGDN, "DOWN", true, NULL},     KEYS_END,
};
static const struct key_binding entry_keys[] = {
    {UIK_F(1), "HELP", false, NULL},     {UIK_F(3), "END", false, NULL},     {UIK_F(4), "PROMPT", false, NULL},
    {UIK_F(10), "ACTIONS", false, NULL}, {UIK_F(12), "CANCEL", false, NULL}, KEYS_END,
};
static const struct key_binding entry_scroll_keys[] = {
    {UIK_F(1), "HELP", false, NULL},     {UIK_F(3), "END", false, NULL},     {UIK_F(4), "PROMPT", false, NULL},
    {UIK_F(7), "UP", false, NULL},       {UIK_F(8), "DOWN", false, NULL},    {UIK_F(10), "ACTIONS", false, NULL},
    {UIK_F(12), "CANCEL", false, NULL},  {UIK_PGUP, "UP", true, NULL},       {UIK_PGDN, "DOWN", true, NULL},
    KEYS_END,
};
static const struct key_binding entry_rows_keys[] = {
    {UIK_F(1), "HELP", false, NULL},     {UIK_F(3), "END", false, NULL},     {UIK_F(7), "UP", false, NULL},
    {UIK_F(8), "DOWN", false, NULL},     {UIK_F(10), "ACTIONS", false, NULL}, {UIK_F(12), "CANCEL", false, NULL},
    {UIK_PGUP, "UP", true, NULL},        {UIK_PGDN, "DOWN", true, NULL},     KEYS_END,
};
static const struct key_binding entry_wide_keys[] = {
    {UIK_F(1), "HELP", false, NULL},     {UIK_F(3), "END", false, NULL},     {UIK_F(4), "PROMPT", true, NULL},
    {UIK_F(7), "UP", false, NULL},       {UIK_F(8), "DOWN", false, NULL},    {UIK_F(10), "LEFT", false, NULL},
    {UIK_F(11), "RIGHT", false, NULL},   {UIK_F(12), "CANCEL", false, NULL}, {UIK_PGUP, "UP", true, NULL},
    {UIK_PGDN, "DOWN", true, NULL},      KEYS_END,
};
static const struct key_binding entry_rows_wide_keys[] = {
    {UIK_F(1), "HELP", false, NULL},     {UIK_F(3), "END", false, NULL},     {UIK_F(7), "UP", false, NULL},
    {UIK_F(8), "DOWN", false, NULL},     {UIK_F(10), "LEFT", false, NULL},   {UIK_F(11), "RIGHT", false, NULL},
    {UIK_F(12), "CANCEL", false, NULL},  {UIK_PGUP, "UP", true, NULL},       {UIK_PGDN, "DOWN", true, NULL},
    KEYS_END,
};
static const struct key_binding menu_keys[] = {
    {UIK_F(1), "HELP", false, NULL},     {UIK_F(3), "END", false, NULL},     {UIK_F(10), "ACTIONS", false, NULL},
    {UIK_F(12), "CANCEL", false, NULL},  KEYS_END,
};
static const struct key_binding popup_keys[] = {
    {UIK_F(1), "HELP", false, NULL}, {UIK_F(3), "END", true, NULL}, {UIK_F(12), "CANCEL", false, NULL}, KEYS_END,
};
static const struct key_binding popup_list_keys[] = {
    {UIK_F(1), "HELP", false, NULL},  {UIK_F(3), "END", true, NULL},      {UIK_F(7), "UP", false, NULL},
    {UIK_F(8), "DOWN", false, NULL},  {UIK_F(12), "CANCEL", false, NULL}, {UIK_PGUP, "UP", true, NULL},
    {UIK_PGDN, "DOWN", true, NULL},   KEYS_END,
};
static const struct key_binding help_keys[] = {
    {UIK_F(1), "HELP", false, NULL},  {UIK_F(3), "END", false, NULL},     {UIK_F(7), "UP", false, NULL},
    {UIK_F(8), "DOWN", false, NULL},  {UIK_F(12), "CANCEL", false, NULL}, {UIK_PGUP, "UP", true, NULL},
    {UIK_PGDN, "DOWN", true, NULL},   KEYS_END,
};

const struct keylist keylist_table = {"table", table_keys};
const struct keylist keylist_entry = {"entry", entry_keys};
const struct keylist keylist_entry_scroll = {"entry-scroll", entry_scroll_keys};
const struct keylist keylist_entry_rows = {"entry-rows", entry_rows_keys};
const struct keylist keylist_entry_wide = {"entry-wide", entry_wide_keys};
const struct keylist keylist_entry_rows_wide = {"entry-rows-wide", entry_rows_wide_keys};
const struct keylist keylist_menu = {"menu", menu_keys};
const struct keylist keylist_popup = {"popup", popup_keys};
const struct keylist keylist_popup_list = {"popup-list", popup_list_keys};
const struct keylist keylist_help = {"help", help_keys};

const struct keylist *const keylist_all[] = {
    &keylist_table, &keylist_entry, &keylist_entry_scroll, &keylist_entry_rows, &keylist_entry_wide,
    &keylist_entry_rows_wide, &keylist_menu, &keylist_popup, &keylist_popup_list, &keylist_help, NULL,
};

const struct keylist *keylist_named(const char *name)
{
    for (size_t i = 0; keylist_all[i]; i++)
        if (strcasecmp(keylist_all[i]->name, name) == 0)
            return keylist_all[i];
    return NULL;
}

const char *keylist_command(const struct keylist *kl, ui_key key)
{
    for (const struct key_binding *b = kl->keys; b->key; b++)
        if (b->key == key)
            return b->cmd;
    return NULL;
}

bool keylist_bound(const struct keylist *kl, const char *name)
{
    size_t n = strlen(name);
    for (const struct key_binding *b = kl->keys; b->key; b++)
        if (strncasecmp(b->cmd, name, n) == 0 && (b->cmd[n] == '\0' || b->cmd[n] == ' '))
            return true;
    return false;
}

int keylist_expand(const struct keylist *kl, ui_key key, const char *typed, char *out, size_t len)
{
    const char *cmd = keylist_command(kl, key);
    if (!cmd) {
        if (len)
            out[0] = '\0';
        return -1;
    }
    while (typed && *typed == ' ')
        typed++;
    if (typed && *typed)
        snprintf(out, len, "%s %s", cmd, typed);
    else
        snprintf(out, len, "%s", cmd);
    return 0;
}

void keylist_label(const struct key_binding *b, char *out, size_t len)
{
    const struct cmd_def *d = b->label || strchr(b->cmd, ' ') || b->cmd[0] == '=' ? NULL : cmd_find(b->cmd);
    snprintf(out, len, "%s", b->label ? b->label : d ? d->label : b->cmd);
}

size_t keylist_instruction(const struct keylist *kl, char *out, size_t len)
{
    size_t n = 0;
    if (len)
        out[0] = '\0';
    for (const struct key_binding *b = kl->keys; b->key && n < len; b++) {
        char name[16];
        if (!b->hidden && b->label)
            n += (size_t)snprintf(out + n, len - n, "%s%s=%s", n ? "  " : "",
                                  ui_key_name(b->key, name, sizeof name), b->label);
    }
    return n < len ? n : len ? len - 1 : 0;
}

/* Where the entries of the function-key area go: calls each(entry text, line, col, binding). */
struct entry_pos {
    const struct key_binding *b;
    char text[80];
    int line, col;   /* line 0-based; col of the entry's first character */
};

/* The next shown entry after *e (e->b NULL: the first); false at the end. */
static bool next_entry(const struct keylist *kl, int cols, struct entry_pos *e)
{
    const struct key_binding *b = e->b ? e->b + 1 : kl->keys;
    int end = e->b ? e->col + (int)strlen(e->text) : -1;
    for (; b->key; b++) {
        char name[16], label[64];
        if (b->hidden)
            continue;
        keylist_label(b, label, sizeof label);
        snprintf(e->text, sizeof e->text, "%s=%s", ui_key_name(b->key, name, sizeof name), label);
        int w = (int)strlen(e->text);
        if (end < 0 || end + 2 + w > cols - 1) {
            e->line = end < 0 ? 0 : e->line + 1;
            e->col = 1;
        } else
            e->col = end + 2;
        e->b = b;
        return true;
    }
    return false;
}

int keylist_lines(const struct keylist *kl, int cols, char *out, size_t len)
{
    struct entry_pos e = {0};
    int lines = 0;
    size_t n = 0;
    if (len)
        out[0] = '\0';
    while (next_entry(kl, cols, &e)) {
        const char *sep = e.line + 1 > lines ? (lines ? "\n " : " ") : "  ";
        lines = e.line + 1;
        if (n < len)
            n += (size_t)snprintf(out + n, len - n, "%s%s", sep, e.text);
    }
    return lines;
}

ui_key keylist_key_at(const struct keylist *kl, int cols, int line, int col)
{
    struct entry_pos e = {0};
    while (next_entry(kl, cols, &e))
        if (e.line == line && col >= e.col && col < e.col + (int)strlen(e.text))
            return e.b->key;
    return 0;
}
