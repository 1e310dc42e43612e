/* ui/engine/cmd.c — the command table and parser; see cmd.h. */
#include "ui/engine/cmd.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

static const struct cmd_def table[] = {
    {CMD_HELP, "HELP", NULL, "Help", "HELP",
     "Long message, then its help; else field or panel help", CMD_ANYWHERE},
    {CMD_END, "END", "EXIT", "Exit", "END",
     "Process the panel (an entry panel is saved) and go back", CMD_ANYWHERE},
    {CMD_CANCEL, "CANCEL", "CAN", "Cancel", "CANCEL",
     "Go back without processing; asks first if fields changed", CMD_ANYWHERE},
    {CMD_RETURN, "RETURN", NULL, "Return", "RETURN",
     "Back to the primary option menu, ending each panel", CMD_ANYWHERE},
    {CMD_UP, "UP", NULL, "Backward", "UP [PAGE|HALF|CSR|DATA|MAX|n]",
     "Scroll up by the scroll amount or by the amount typed", CMD_SCROLLING},
    {CMD_DOWN, "DOWN", NULL, "Forward", "DOWN [PAGE|HALF|CSR|DATA|MAX|n]",
     "Scroll down by the scroll amount or by the amount typed", CMD_SCROLLING},
    {CMD_LEFT, "LEFT", NULL, "Left", "LEFT [n]", "Show the columns to the left of a wide list",
     CMD_LISTS},
    {CMD_RIGHT, "RIGHT", NULL, "Right", "RIGHT [n]", "Show the columns to the right of a wide list",
     CMD_LISTS},
    {CMD_PROMPT, "PROMPT", NULL, "Prompt", "PROMPT",
     "List the valid values of the field under the cursor", CMD_ANYWHERE},
    {CMD_REFRESH, "REFRESH", NULL, "Refresh", "REFRESH",
     "Read the list or the object again", CMD_LISTS | CMD_ENTRIES},
    {CMD_ACTIONS, "ACTIONS", NULL, "Actions", "ACTIONS", "Move the cursor to the action bar",
     CMD_ANYWHERE},
    {CMD_RETRIEVE, "RETRIEVE", "RETR", "Retrieve", "RETRIEVE",
     "Bring back the previous command; again for older ones", CMD_ANYWHERE},
    {CMD_LOCATE, "LOCATE", "L", "Locate", "LOCATE value",
     "Scroll to the first row at or after the value", CMD_LISTS},
    {CMD_FIND, "FIND", "F", "Find", "FIND text", "Scroll to the next row containing the text",
     CMD_LISTS},
    {CMD_RFIND, "RFIND", NULL, "Rfind", "RFIND", "Find the text of the last FIND again, further on",
     CMD_LISTS},
    {CMD_SORT, "SORT", NULL, "Sort", "SORT column [A|D] [SAVE]",
     "Order the list by a column, ascending or descending", CMD_LISTS},
    {CMD_RESET, "RESET", "RES", "Reset", "RESET", "Clear the line commands not yet processed",
     CMD_LISTS},
    {CMD_JUMP, "=", NULL, "Jump", "=option[.option]",
     "Straight to a primary menu option (=X leaves wlmcon)", CMD_ANYWHERE},
    {CMD_KEYSHELP, "KEYSHELP", NULL, "Keys", "KEYSHELP",
     "List the keys and commands of this panel", CMD_ANYWHERE},
    {CMD_KEYS, "KEYS", NULL, "Keylist", "KEYS [Fn [command]]",
     "Change what a function key of this panel's keylist does", CMD_ANYWHERE},
    {CMD_PFSHOW, "PFSHOW", "FKA", "PFshow", "PFSHOW [ON|OFF]",
     "Show or hide the function-key line", CMD_ANYWHERE},
    {CMD_CMDLINE, "CMDLINE", NULL, "Cmdline", "CMDLINE [TOP|BOTTOM]",
     "Put the command line at the top or bottom of panels", CMD_ANYWHERE},
    {CMD_SETTINGS, "SETTINGS", NULL, "Settings", "SETTINGS",
     "Change the settings kept in your profile", CMD_ANYWHERE},
    {CMD_COLOURS, "COLOURS", "COLORS", "Colours", "COLOURS [theme]",
     "Choose the colour theme, with a preview", CMD_ANYWHERE},
};

const struct cmd_def *cmd_table(size_t *n)
{
    *n = sizeof table / sizeof table[0];
    return table;
}

const struct cmd_def *cmd_get(enum cmd_id id)
{
    for (size_t i = 0; i < sizeof table / sizeof table[0]; i++)
        if (table[i].id == id)
            return &table[i];
    return NULL;
}

const struct cmd_def *cmd_find(const char *word)
{
    for (size_t i = 0; i < sizeof table / sizeof table[0]; i++)
        if (strcasecmp(word, table[i].name) == 0 || (table[i].alias && strcasecmp(word, table[i].alias) == 0))
            return &table[i];
    return NULL;
}

/* Copies s without surrounding blanks into out (len bytes). */
static void trim_copy(const char *s, char *out, size_t len)
{
    while (*s == ' ' || *s == '\t')
        s++;
    size_t n = strlen(s);
    while (n && (s[n - 1] == ' ' || s[n - 1] == '\t'))
        n--;
    if (n >= len)
        n = len - 1;
    memcpy(out, s, n);
    out[n] = '\0';
}

void cmd_parse(const char *text, struct cmd *out)
{
    memset(out, 0, sizeof *out);
    trim_copy(text, out->line, sizeof out->line);
    if (!out->line[0]) {
        out->id = CMD_ENTER;
        return;
    }
    if (out->line[0] == '=') {
        out->id = CMD_JUMP;
        out->def = cmd_get(CMD_JUMP);
        strcpy(out->word, "=");
        trim_copy(out->line + 1, out->args, sizeof out->args);
        return;
    }
    size_t w = strcspn(out->line, " \t");
    for (size_t i = 0; i < w && i < sizeof out->word - 1; i++)
        out->word[i] = (char)toupper((unsigned char)out->line[i]);
    trim_copy(out->line + w, out->args, sizeof out->args);
    out->def = cmd_find(out->word);
    out->id = out->def ? out->def->id : CMD_OTHER;
}
