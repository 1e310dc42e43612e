/* ui/engine/keys.c — console keys; see keys.h. */
#include "ui/engine/keys.h"

#include <stdio.h>
#include <string.h>

#include "ui/engine/utf8.h"

bool ui_key_is_char(ui_key k)
{
    return k >= 0x20 && k < UIK_BASE && k != 0x7F && !(k >= 0x80 && k < 0xA0);
}

bool ui_key_is_aid(ui_key k)
{
    return k == UIK_ENTER || (k >= UIK_F(1) && k <= UIK_F(24)) || k == UIK_PGUP || k == UIK_PGDN;
}

static const char *const special[] = {
    [UIK_ENTER - UIK_ENTER] = "Enter",      [UIK_TAB - UIK_ENTER] = "Tab",
    [UIK_BACKTAB - UIK_ENTER] = "Backtab",  [UIK_HOME - UIK_ENTER] = "Home",
    [UIK_END - UIK_ENTER] = "End",          [UIK_UP - UIK_ENTER] = "Up",
    [UIK_DOWN - UIK_ENTER] = "Down",        [UIK_LEFT - UIK_ENTER] = "Left",
    [UIK_RIGHT - UIK_ENTER] = "Right",      [UIK_BACKSPACE - UIK_ENTER] = "Backspace",
    [UIK_DELETE - UIK_ENTER] = "Delete",    [UIK_INSERT - UIK_ENTER] = "Insert",
    [UIK_ERASE_EOF - UIK_ENTER] = "Ctrl-K", [UIK_PGUP - UIK_ENTER] = "PgUp",
    [UIK_PGDN - UIK_ENTER] = "PgDn",        [UIK_RESIZE - UIK_ENTER] = "Resize",
    [UIK_INTR - UIK_ENTER] = "Ctrl-C",     [UIK_ESC - UIK_ENTER] = "Esc",
};

const struct ui_key_help ui_edit_keys[] = {
    {UIK_ENTER, "Process the panel: check the fields, run the line commands"},
    {UIK_TAB, "Cursor to the next input field"},
    {UIK_BACKTAB, "Cursor to the start of this or the previous input field"},
    {UIK_HOME, "Cursor to the command line"},
    {UIK_END, "Cursor to the end of the field's text"},
    {UIK_ERASE_EOF, "Erase EOF: clear the field from the cursor to its end"},
    {UIK_INSERT, "Insert mode on or off (typing overtypes when it is off)"},
    {UIK_DELETE, "Delete the character under the cursor"},
    {UIK_BACKSPACE, "Delete the character before the cursor"},
    {UIK_UP, "Up, Down, Left, Right: the cursor anywhere; on a pull-down, the pull-down beside it"},
    {UIK_ESC, "Close a pull-down or pop-up, as F12 (Cancel) does"},
    {0, NULL},
};

const char *ui_key_name(ui_key k, char *buf, size_t len)
{
    if (k >= UIK_F(1) && k <= UIK_F(24))
        snprintf(buf, len, "F%u", (unsigned)(k - UIK_BASE));
    else if (k >= UIK_ENTER && k <= UIK_ESC)
        snprintf(buf, len, "%s", special[k - UIK_ENTER]);
    else if (ui_key_is_char(k) && len > 4) {
        int n = utf8_encode(k, buf);
        buf[n] = '\0';
    } else
        snprintf(buf, len, "U+%04X", (unsigned)k);
    return buf;
}

ui_key ui_key_fkey(const char *name)
{
    size_t n = strlen(name);
    if ((name[0] != 'F' && name[0] != 'f') || n < 2 || n > 3 || strspn(name + 1, "0123456789") != n - 1 ||
        name[1] == '0')
        return 0;
    int f = (int)(name[1] - '0') * (n == 3 ? 10 : 1) + (n == 3 ? name[2] - '0' : 0);
    return f >= 1 && f <= 12 ? UIK_F(f) : 0;
}
