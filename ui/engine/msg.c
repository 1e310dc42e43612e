/* ui/engine/msg.c — the message table; see msg.h. */
#include "ui/engine/msg.h"

#include <string.h>

static const struct msg_def table[] = {
    {MSG_INVALID_COMMAND, "CON001", MSGT_ACTION, true, "Invalid command",
     "&1 is not a command of panel &2. KEYSHELP lists the keys and commands of this panel.",
     "The word typed on the command line is neither a command of the console nor one this panel "
     "knows. KEYSHELP lists the keys and commands that apply here; the Help pull-down of the "
     "action bar does too."},
    {MSG_NOT_ACTIVE, "CON002", MSGT_ACTION, true, "Command not active",
     "&1 has no effect on panel &2.",
     "The command exists, but this kind of panel does nothing with it: UP and DOWN on a panel that "
     "does not scroll, LEFT and RIGHT on one that is not a list, SORT on a list that cannot be "
     "sorted. KEYSHELP lists what applies here."},
    {MSG_INVALID_LCMD, "CON003", MSGT_ACTION, true, "Invalid line command",
     "&1 is not a line command of this list. The line commands are: &2.",
     "A line command typed in the Act column is not one this list offers. Type one of those shown "
     "on the instruction line, or / for a menu of them, over the wrong one, or blank it out. "
     "RESET drops every line command not yet processed."},
    {MSG_REQUIRED, "CON004", MSGT_ACTION, true, "Enter required field", "&1 needs a value.",
     "The field in error emphasis cannot be left blank. F1 on it says what it holds; F4 lists its "
     "valid values when it has a list."},
    {MSG_RANGE, "CON005", MSGT_ACTION, true, "Value out of range", "&1 must be from &2 to &3.",
     "The number typed is outside the range the product accepts for this attribute. F1 on the "
     "field gives the range, the default and the document they come from."},
    {MSG_NUMERIC, "CON006", MSGT_ACTION, true, "Enter a whole number",
     "&1 must be a whole number from &2 to &3.",
     "The field takes a whole number without blanks, signs other than a leading - or +, or "
     "decimals."},
    {MSG_CHOICE, "CON007", MSGT_ACTION, true, "Invalid value", "&1 must be one of: &2.",
     "The field takes one value of a fixed list. Type ? in the field and press Enter, or press F4 "
     "with the cursor on it, to choose from the list with the meaning of each value."},
    {MSG_TOO_LONG, "CON008", MSGT_ACTION, true, "Value too long",
     "&1 takes at most &2 bytes; the value has &3.",
     "The product limits the length of this value. Characters outside ASCII take more than one "
     "byte each."},
    {MSG_SYNTAX, "CON009", MSGT_ACTION, true, "Invalid value", "&1: &2",
     "The value does not have the form the product accepts; the long message says what is wrong "
     "with it. F1 on the field describes what it holds."},
    {MSG_NOT_BUILT, "CON010", MSGT_WARN, true, "Not available yet",
     "&1 is not part of this build of wlmcon yet.",
     "The function is planned but this build does not have it. Nothing was changed."},
    {MSG_INVALID_OPTION, "CON011", MSGT_ACTION, true, "Invalid option",
     "&1 is not an option of this menu. Enter one of the options listed.",
     "On a menu, type the number or letter at the left of an option, or put the cursor on the "
     "option and press Enter. From any panel, =n.m goes straight to option n.m."},
    {MSG_SCROLL_AMOUNT, "CON012", MSGT_ACTION, true, "Invalid scroll amount",
     "&1 is not a scroll amount: PAGE, HALF, CSR, DATA, MAX (M) or 1 to 9999.",
     "The Scroll field, or the amount typed before F7 or F8, says how far UP and DOWN move: PAGE a "
     "screenful, HALF half of one, DATA a screenful less one line, CSR to the cursor line, MAX to "
     "the top or bottom, or a number of lines. F4 on the Scroll field lists them."},
    {MSG_NOT_FOUND, "CON013", MSGT_WARN, true, "Not found", "No row of this list contains &1.",
     "FIND looks for the text in every column of every row, ignoring case, from the row after the "
     "cursor and then from the top. Put text with blanks in quotes."},
    {MSG_FOUND, "CON014", MSGT_INFO, false, "Found in row &1", "&2 found in row &1&3.",
     "The list was scrolled to the row holding the text and the cursor put on it; when the text "
     "is not in the row's name, the message names its column, which F10 and F11 bring into view "
     "when it is not shown. RFIND finds the next one."},
    {MSG_SORT_COLUMN, "CON015", MSGT_ACTION, true, "Invalid sort column",
     "&1 is not a column of this list. The columns are: &2.",
     "SORT takes a column by its key, its heading or its number from 1, then A (ascending, the "
     "default) or D (descending), then SAVE to keep the order for the next time the list shows "
     "(lists that keep it only when asked, as Validation)."},
    {MSG_MISSING_VALUE, "CON016", MSGT_ACTION, true, "Value missing", "&1 needs a value: &2.",
     "The command needs an operand; the long message shows its syntax."},
    {MSG_NO_MORE_COLUMNS, "CON017", MSGT_INFO, true, "No more columns",
     "All the columns to the &1 are shown.",
     "LEFT and RIGHT scroll a list wider than the screen; the More indicator above the headings "
     "shows < and > where there are columns to see."},
    {MSG_CONFLICT, "CON018", MSGT_ACTION, true, "Changed by someone else", "&1",
     "The object changed in the store after this panel read it, so saving would have lost that "
     "change; the long message says who changed what. Nothing was saved. REFRESH reads the object "
     "again and keeps what you typed, showing both values where you and they changed the same "
     "attribute; F12 leaves without saving."},
    {MSG_SAVE_FAILED, "CON019", MSGT_ACTION, true, "Not saved", "&1",
     "The store refused the change; the long message says why. Correct the field named, or press "
     "F12 to leave without saving."},
    {MSG_SAVED, "CON020", MSGT_INFO, false, "Changes saved", "&1",
     "The change was written to the store as one transaction and recorded in its journal; "
     "option 9 (History) shows it."},
    {MSG_NO_RETRIEVE, "CON021", MSGT_INFO, true, "Nothing to retrieve",
     "No command has been entered in this session yet.",
     "RETRIEVE brings back the commands typed in this session, newest first, one more each time."},
    {MSG_SOURCE_ERROR, "CON022", MSGT_ACTION, true, "List not read", "The list could not be read: &1",
     "The store could not be read; the long message gives its reason. REFRESH tries again."},
    {MSG_THEME_ERROR, "CON023", MSGT_WARN, true, "Theme not used",
     "&1:&2: &3. The classic theme is used instead.",
     "A theme file has one setting a line: ELEMENT = foreground background [attributes], with "
     "the CUA element names (AB, PT, NEF, EE…), the colours default, black, red, green, yellow, "
     "blue, pink, turquoise, white or 0 to 255, and the attributes bold, reverse, underline. "
     "Correct the line named and choose the theme again with COLOURS."},
    {MSG_THEME_SET, "CON024", MSGT_INFO, false, "Theme &1", "The &1 theme is shown: &2.",
     "Colours come from the theme; COLOURS (Options, Colours) chooses another one. The choice is "
     "kept in your profile."},
    {MSG_PROFILE_LINE, "CON025", MSGT_WARN, true, "Profile line ignored",
     "&1:&2: &3. The other settings apply.",
     "The profile holds the settings wlmcon keeps for you: theme, command-line, pfshow, scroll, "
     "key and field lines. A line it cannot read is left out, and the next change of a setting "
     "rewrites the file without it; a setting it does not know (a later wlmcon's) is kept as "
     "written."},
    {MSG_PROFILE_NOT_SAVED, "CON026", MSGT_WARN, true, "Profile not saved",
     "&1: &2. The setting applies to this session only.",
     "wlmcon writes your profile to a new file and renames it over the old one, so an error leaves "
     "the old profile as it was. Check that the directory can be written."},
    {MSG_SETTING, "CON027", MSGT_INFO, false, "Setting changed", "&1",
     "The setting applies at once and is kept in your profile for the next session."},
    {MSG_INVALID_OPERAND, "CON028", MSGT_ACTION, true, "Invalid operand",
     "&1 is not valid after &2. The syntax is &3.",
     "The command was typed with an operand it does not take; the long message shows its syntax. "
     "KEYSHELP lists every command with its syntax."},
    {MSG_NO_PROMPT, "CON029", MSGT_ACTION, true, "No list of values here",
     "There is no list of values for the cursor position. Put the cursor on a field that has one.",
     "F4 (PROMPT), or ? typed in a field followed by Enter, lists the valid values of the field "
     "under the cursor: the choices of a field with a fixed set of values, or the existing names "
     "for a field that names another object. Other fields have no list."},
    {MSG_NO_NAMES, "CON030", MSGT_INFO, true, "Nothing to list", "There are no &1 to choose from yet.",
     "The field names another object, and the store holds none of that kind yet. Type the name; "
     "validation tells whether it is defined."},
    {MSG_CHOICE_UNAVAILABLE, "CON031", MSGT_ACTION, true, "Choice not available",
     "&1 is not available: &2.",
     "A pull-down shows choices that cannot be made now in a different colour, and the current "
     "setting with * in place of its number."},
    {MSG_INVALID_CHOICE, "CON032", MSGT_ACTION, true, "Invalid choice",
     "&1 is not a choice here: type the number or the letter of a choice, or put the cursor on it.",
     "In a pull-down or an action menu, type a choice's number or its letter in the field at the "
     "top and press Enter, or put the cursor on the choice and press Enter. F12 closes it."},
    {MSG_FOUND_LINE, "CON033", MSGT_INFO, false, "Found on line &1", "&2 found on line &1.",
     "The text was scrolled to the line holding what FIND looked for. FIND again finds the next "
     "one."},
    {MSG_NOT_FOUND_TEXT, "CON034", MSGT_WARN, true, "Not found", "No line of this text contains &1.",
     "FIND looks for the text in every line, ignoring case, from the line after the top one and "
     "then from the start."},
    {MSG_STORE_ERROR, "CON035", MSGT_ACTION, true, "Store error", "&1",
     "The policy store could not be read or written; the long message gives the reason. The "
     "action that met the error changed nothing. Check that the store file exists, that it can "
     "be written and that no other program holds it locked, then try again (REFRESH on a list)."},
    {MSG_NOT_KEPT, "VAL001", MSGT_WARN, true, "Result not kept",
     "The policy was validated, but the result could not be kept in the store: &1",
     "Validation keeps its counts in the store, so that the primary menu shows them and says when "
     "a change made them stale. They could not be written this time (the long message says why): "
     "the findings listed are right, but the menu goes on showing the last result kept. F5 "
     "validates again once the store can be written."},
    {MSG_NO_OBJECT, "VAL002", MSGT_WARN, true, "Not one object",
     "This finding concerns &1 as a whole, not one object: there is no object panel to show.",
     "S shows the panel of the object a finding is about. Some findings concern a file, several "
     "objects together or the whole policy instead (a file that cannot be read, a rule about "
     "how objects fit together). B shows such a finding whole, with why it matters and its documentation."},
    {MSG_VALUE_REFUSED, "", MSGT_ACTION, true, "&1", "&2",
     "The product refuses the value: the long message gives its own rule and id (one for a number "
     "out of range, another for two attributes that exclude each other…). F1 on the field gives its "
     "range and meaning; correct it, or press F12 to leave without saving."},
    {MSG_OBJECT_GONE, "CON036", MSGT_ACTION, true, "Object not found",
     "&1 is not in the store any more: someone deleted it.",
     "The object was deleted after the list or the finding naming it was read: on another panel, by "
     "an import or an undo, or by another wlmcon on the same store. Nothing was changed. REFRESH on "
     "a list shows the objects as they are now; F5 on the Validate panel validates the policy again."},
    {MSG_DELETED, "CON037", MSGT_INFO, false, "Deleted", "&1",
     "The object was deleted from the store in one transaction, recorded in its journal as a batch "
     "of its own: option 9 (History) shows it, and U on that batch brings the object back."},
    {MSG_NO_FIND, "CON038", MSGT_ACTION, true, "No previous FIND",
     "RFIND repeats the last FIND, and no FIND has been typed yet.",
     "Type FIND and the text once (F text for short); then RFIND, or a function key set to it "
     "with KEYS, finds the same text further on, on any list or help text."},
    {MSG_SORT_TOO_LONG, "CON039", MSGT_ACTION, true, "List too long to sort",
     "SORT orders lists of up to &2 rows, and this one has &1.",
     "A list this long is read from the store a page at a time, in the order of its names, so "
     "that every key costs what one page does. LOCATE goes to a name, FIND to the next row "
     "holding a text; shorter lists, such as those of one top-level object, sort."},
    {MSG_REFRESHED, "CON040", MSGT_INFO, false, "",
     "&1: done; the list shows the store as it is now.",
     "The key or command read the list again from the store (on the Validate panel, it validated "
     "the policy again), so that changes made on other panels, by an import, an undo or another "
     "wlmcon on the same store show. Line commands typed and not yet processed are kept."},
    {MSG_FIND_BOTTOM, "CON042", MSGT_WARN, false, "Bottom of data reached",
     "&1 is in no row after row &2. RFIND looks again from the top.",
     "FIND looked from the row after the cursor's (or after the top row) to the end of the list "
     "and found nothing. The list was not moved. RFIND, or FIND of the same text, goes on from "
     "the first row."},
    {MSG_NO_MORE, "CON043", MSGT_WARN, false, "No more found", "&1 is in no row other than row &2.",
     "FIND went round the whole list: the row it found last is the only one holding the text."},
    {MSG_NO_COLUMN, "CON044", MSGT_ACTION, true, "No such attribute",
     "&1 is no attribute of the objects this list shows. COLUMNS alone lists those they have.",
     "COLUMNS adds the attributes named after it (by keyword, as the product names them) to the list's "
     "columns, or takes off one the list shows already; COLUMNS RESET gives the list its own "
     "columns back; COLUMNS alone lists every attribute the objects listed have, for S."},
    {MSG_COLUMNS, "CON045", MSGT_INFO, false, "Columns changed", "&1",
     "The list shows the columns asked for, read from the store like the others, and keeps them "
     "until it is closed; LEFT and RIGHT bring those past the screen's edge into view."},
    {MSG_REREAD, "CON046", MSGT_INFO, false, "Read again", "&1",
     "REFRESH read the object again from the store, with the change someone else saved, and put "
     "back what you had typed: F3 saves it over their change, F12 leaves it as they made it."},
    {MSG_REREAD_BOTH, "CON047", MSGT_WARN, true, "Changed by both", "&1",
     "Someone else saved a value of an attribute you also changed. The field shows yours, the text "
     "beside it theirs: keep yours, or type theirs (or another), then F3 saves. Attributes only one "
     "of you changed are as that one left them."},
    {MSG_KEPT, "CON048", MSGT_INFO, false, "Changes kept", "&1",
     "The values were kept in the panel of the object they belong to (a row of its table); nothing "
     "is in the store yet: F3 on that panel saves them with it, F12 there discards them."},
    {MSG_NOT_A_FINDING, "VAL003", MSGT_ACTION, true, "Not a finding",
     "&1 works on one finding, and this row is &2. S on a group row lists its findings.",
     "In the grouped view of the Validate panel a row may stand for every finding of a rule. S "
     "opens or closes such a group; X, B and S on an object work on one finding, once its group "
     "is open. GROUP OFF lists every finding on its own row."},
    {MSG_LCMD_PENDING, "CON049", MSGT_INFO, false, "Command pending", "&1",
     "A C (copy) or M (move) waits for the A (after) or B (before) that says where its row goes, "
     "and an A or B for the C or M that says which row: type the other one and press Enter, or "
     "blank the waiting one out. The other line commands of the screen were applied."},
    {MSG_LCMD_REFUSED, "CON050", MSGT_ACTION, true, "Commands refused", "&1",
     "The line commands typed on the screen are applied together, as one change, or not at all: "
     "one C or M pairs with one A or B, a row cannot move or be copied into its own sub-rows, and "
     "a row that is deleted cannot be the other end of a copy or move. Nothing was changed; the "
     "commands stay typed: correct or blank out the ones named and press Enter again."},
};

_Static_assert(sizeof table / sizeof table[0] == MSG_COUNT - 1, "one row per message id");

const struct msg_def *msg_table(size_t *n)
{
    *n = sizeof table / sizeof table[0];
    return table;
}

enum { MSG_TABLES_MAX = 16 };

/* The tables msg_register added, with their lengths. */
static struct {
    const struct msg_def *defs;
    size_t n;
} registered[MSG_TABLES_MAX];
static size_t nregistered;

int msg_register(const struct msg_def *defs, size_t n)
{
    for (size_t i = 0; i < nregistered; i++)
        if (registered[i].defs == defs)
            return 0;
    if (nregistered == MSG_TABLES_MAX)
        return -1;
    for (size_t j = 0; j < n; j++)
        if ((int)defs[j].id < MSG_REGISTERED || msg_get(defs[j].id))
            return -1;
    registered[nregistered].defs = defs;
    registered[nregistered++].n = n;
    return 0;
}

const struct msg_def *msg_get(enum msg_id id)
{
    if ((int)id >= MSG_REGISTERED) {
        for (size_t i = 0; i < nregistered; i++)
            for (size_t j = 0; j < registered[i].n; j++)
                if (registered[i].defs[j].id == id)
                    return &registered[i].defs[j];
        return NULL;
    }
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
