/* ui/msg.c — the message table; see msg.h. */
#include "ui/msg.h"

#include <string.h>

static const struct msg_def table[] = {
    {MSG_INVALID_COMMAND, "CON001", MSGT_ACTION, true, "Invalid command",
     "&1 is not a command of panel &2. F1 lists the keys and commands of this panel."},
    {MSG_NOT_ACTIVE, "CON002", MSGT_ACTION, true, "Command not active",
     "&1 has no effect on panel &2."},
    {MSG_INVALID_LCMD, "CON003", MSGT_ACTION, true, "Invalid line command",
     "&1 is not a line command of this list. The line commands are: &2."},
    {MSG_REQUIRED, "CON004", MSGT_ACTION, true, "Enter required field", "&1 needs a value."},
    {MSG_RANGE, "CON005", MSGT_ACTION, true, "Value out of range", "&1 must be from &2 to &3."},
    {MSG_NUMERIC, "CON006", MSGT_ACTION, true, "Enter a whole number",
     "&1 must be a whole number from &2 to &3."},
    {MSG_CHOICE, "CON007", MSGT_ACTION, true, "Invalid value", "&1 must be one of: &2."},
    {MSG_TOO_LONG, "CON008", MSGT_ACTION, true, "Value too long",
     "&1 takes at most &2 bytes; the value has &3."},
    {MSG_SYNTAX, "CON009", MSGT_ACTION, true, "Invalid value", "&1: &2"},
    {MSG_NOT_BUILT, "CON010", MSGT_WARN, true, "Not available yet",
     "&1 is not part of this build of wlmcon yet."},
    {MSG_INVALID_OPTION, "CON011", MSGT_ACTION, true, "Invalid option",
     "&1 is not an option of this menu. Enter one of the options listed."},
    {MSG_SCROLL_AMOUNT, "CON012", MSGT_ACTION, true, "Invalid scroll amount",
     "&1 is not a scroll amount: PAGE, HALF, CSR, DATA, MAX (M) or 1 to 9999."},
    {MSG_NOT_FOUND, "CON013", MSGT_WARN, true, "Not found", "No row of this list contains &1."},
    {MSG_FOUND, "CON014", MSGT_INFO, false, "Found in row &1", "&2 found in row &1."},
    {MSG_SORT_COLUMN, "CON015", MSGT_ACTION, true, "Invalid sort column",
     "&1 is not a column of this list. The columns are: &2."},
    {MSG_MISSING_VALUE, "CON016", MSGT_ACTION, true, "Value missing", "&1 needs a value: &2."},
    {MSG_NO_MORE_COLUMNS, "CON017", MSGT_INFO, true, "No more columns",
     "All the columns to the &1 are shown."},
    {MSG_CONFLICT, "CON018", MSGT_ACTION, true, "Changed by someone else", "&1"},
    {MSG_SAVE_FAILED, "CON019", MSGT_ACTION, true, "Not saved", "&1"},
    {MSG_SAVED, "CON020", MSGT_INFO, false, "Changes saved", "&1"},
    {MSG_NO_RETRIEVE, "CON021", MSGT_INFO, true, "Nothing to retrieve",
     "No command has been entered in this session yet."},
    {MSG_SOURCE_ERROR, "CON022", MSGT_ACTION, true, "List not read", "The list could not be read: &1"},
    {MSG_VALUE_REFUSED, "", MSGT_ACTION, true, "&1", "&2"},
};

_Static_assert(sizeof table / sizeof table[0] == MSG_COUNT - 1, "one row per message id");

const struct msg_def *msg_table(size_t *n)
{
    *n = sizeof table / sizeof table[0];
    return table;
}

const struct msg_def *msg_get(enum msg_id id)
{
    if (id <= MSG_NONE || id >= MSG_COUNT)
        return NULL;
    return &table[id - 1];
}

/* Appends n bytes of s to out at *pos, keeping room for the NUL. */
static void append(char *out, size_t len, size_t *pos, const char *s, size_t n)
{
    if (*pos + n >= len)
        n = len - 1 - *pos;
    memcpy(out + *pos, s, n);
    *pos += n;
}

size_t msg_subst(const char *tmpl, const char *const *args, int nargs, char *out, size_t len)
{
    size_t pos = 0;
    if (!len)
        return 0;
    for (const char *p = tmpl; *p; p++) {
        if (p[0] == '&' && p[1] >= '1' && p[1] <= '9') {
            int i = p[1] - '1';
            const char *a = i < nargs && args[i] ? args[i] : "";
            append(out, len, &pos, a, strlen(a));
            p++;
        } else if (p[0] == '&' && p[1] == '&') {
            append(out, len, &pos, "&", 1);
            p++;
        } else
            append(out, len, &pos, p, 1);
    }
    out[pos] = '\0';
    return pos;
}

/* Cuts s back to at most max bytes without splitting a UTF-8 sequence. */
static void cut_utf8(char *s, size_t max)
{
    size_t n = strlen(s);
    if (n <= max)
        return;
    while (max > 0 && ((unsigned char)s[max] & 0xC0) == 0x80)
        max--;
    s[max] = '\0';
}

void msg_format(struct msg *m, enum msg_id id, const char *const *args, int nargs)
{
    memset(m, 0, sizeof *m);
    m->def = msg_get(id);
    if (!m->def)
        return;
    m->id = id;
    char s[MSG_LONG_MAX];
    msg_subst(m->def->short_text, args, nargs, s, sizeof s);
    cut_utf8(s, MSG_SHORT_MAX);
    memcpy(m->short_text, s, strlen(s) + 1);
    msg_subst(m->def->long_text, args, nargs, m->long_text, sizeof m->long_text);
}
