/* ui/keylist.c — the keylists and key-to-command expansion; see keylist.h. */
#include "ui/keylist.h"

#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "ui/cmd.h"

#define KEYS_END {0, NULL, false}

static const struct key_binding table_keys[] = {
    {UIK_F(1), "HELP", false},    {UIK_F(3), "END", false},    {UIK_F(5), "REFRESH", false},
    {UIK_F(7), "UP", false},      {UIK_F(8), "DOWN", false},   {UIK_F(10), "LEFT", false},
    {UIK_F(11), "RIGHT", false},  {UIK_F(12), "CANCEL", false}, {UIK_PGUP, "UP", true},
    {UIK_PGDN, "DOWN", true},     KEYS_END,
};
static const struct key_binding entry_keys[] = {
    {UIK_F(1), "HELP", false},     {UIK_F(3), "END", false},     {UIK_F(4), "PROMPT", false},
    {UIK_F(10), "ACTIONS", false}, {UIK_F(12), "CANCEL", false}, KEYS_END,
};
static const struct key_binding entry_scroll_keys[] = {
    {UIK_F(1), "HELP", false},     {UIK_F(3), "END", false},     {UIK_F(4), "PROMPT", false},
    {UIK_F(7), "UP", false},       {UIK_F(8), "DOWN", false},    {UIK_F(10), "ACTIONS", false},
    {UIK_F(12), "CANCEL", false},  {UIK_PGUP, "UP", true},       {UIK_PGDN, "DOWN", true},
    KEYS_END,
};
static const struct key_binding menu_keys[] = {
    {UIK_F(1), "HELP", false},     {UIK_F(3), "END", false},     {UIK_F(10), "ACTIONS", false},
    {UIK_F(12), "CANCEL", false},  KEYS_END,
};
static const struct key_binding popup_keys[] = {
    {UIK_F(1), "HELP", false}, {UIK_F(3), "END", true}, {UIK_F(12), "CANCEL", false}, KEYS_END,
};

const struct keylist keylist_table = {"table", table_keys};
const struct keylist keylist_entry = {"entry", entry_keys};
const struct keylist keylist_entry_scroll = {"entry-scroll", entry_scroll_keys};
const struct keylist keylist_menu = {"menu", menu_keys};
const struct keylist keylist_popup = {"popup", popup_keys};

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

int keylist_lines(const struct keylist *kl, int cols, char *out, size_t len)
{
    int lines = 0, col = 0;
    size_t n = 0;
    if (len)
        out[0] = '\0';
    for (const struct key_binding *b = kl->keys; b->key; b++) {
        const struct cmd_def *d = cmd_find(b->cmd);
        char name[16], entry[48];
        if (b->hidden || !d)
            continue;
        snprintf(entry, sizeof entry, "%s=%s", ui_key_name(b->key, name, sizeof name), d->label);
        int w = (int)strlen(entry);
        const char *sep = "  ";
        if (!lines || col + 2 + w > cols - 1) {
            sep = lines ? "\n " : " ";
            col = 1;
            lines++;
        } else
            col += 2;
        if (n < len)
            n += (size_t)snprintf(out + n, len - n, "%s%s", sep, entry);
        col += w;
    }
    return lines;
}
