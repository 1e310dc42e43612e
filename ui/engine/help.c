/* ui/engine/help.c — field, panel, message and keys help; see help.h. */
#include "ui/engine/help.h"

#include <stdio.h>
#include <string.h>

#include "ui/engine/console.h"
#include "ui/engine/memsrc.h"
#include "ui/engine/pulldown.h"
#include "ui/engine/table.h"
#include "ui/engine/textview.h"

enum { LABEL_W = 14, HEAD_INDENT = 0, ITEM_INDENT = 2, ITEM_W = -10 };  /* item labels: no dots */
enum { MSG_LABEL_W = 17 };  /* a message's labels: "Short message . :" */

static const char help_on_help[] =
    "This is a help panel. F7 and F8 scroll it (Enter goes a page on), FIND text looks for text in "
    "it, F3 or F12 returns to where you were.";

static const struct panel_def keys_def = {
    .id = "HLP001",
    .title = "Keys and Commands",
    .kind = PANEL_TABLE,
    .keys = &keylist_table,
    .instruction = "Function keys, editing keys, then the other commands. F3 returns.",
    .help = "This list is made from the keylist of the panel you came from (with your KEYS "
            "changes) and from the command table the console dispatches with, so it always says "
            "what the keys do. KEYS Fn command changes a key.",
};

static const struct panel_def field_help_def = {
    .id = "HLP002", .title = "Field Help", .kind = PANEL_POPUP, .keys = &keylist_help, .help = help_on_help,
};

static const struct panel_def panel_help_def = {
    .id = "HLP003", .title = "Panel Help", .kind = PANEL_TABLE, .keys = &keylist_help, .help = help_on_help,
};

static const struct panel_def message_help_def = {
    .id = "HLP004", .title = "Message Help", .kind = PANEL_TABLE, .keys = &keylist_help, .help = help_on_help,
};

/* ---- keys and commands (a list) ----------------------------------------------------------- */

static const struct tbl_col cols[] = {
    {"key", "Key", 9, TC_FIXED},    /* "Backspace" */
    {"command", "Command", 9, TC_FIXED},
    {"help", "What it does", 60, 0},
    {"syntax", "Syntax", 32, 0},
};

/* Adds the row of a key (name, or "" when typed only) standing for cmd, described by d (NULL: a
 * command string outside the table, a menu option or a jump). */
static int add_key(struct memsrc *m, const char *key, const struct cmd_def *d, const char *cmd)
{
    char rowkey[96];
    const char *cells[] = {key, cmd, d ? d->help : "The command string typed on the command line",
                           d ? d->syntax : cmd};
    snprintf(rowkey, sizeof rowkey, "%s:%s", key[0] ? key : "cmd", cmd);
    return memsrc_add(m, rowkey, cells);
}

/* The panel's own commands (panel_ops.own_commands), their number in *n. */
static const struct cmd_def *own_commands(const struct panel *p, size_t *n)
{
    const struct cmd_def *own = p->ops->own_commands ? p->ops->own_commands(p, n) : NULL;
    if (!own)
        *n = 0;
    return own;
}

static int fill_keys(struct memsrc *m, struct console *c, const struct panel *p)
{
    size_t n;
    const struct cmd_def *table = cmd_table(&n);
    const struct keylist *kl = console_keys(c, p);
    for (const struct key_binding *b = kl->keys; b->key; b++) {
        char name[16], word[CMD_WORD_MAX];
        snprintf(word, sizeof word, "%.*s", (int)strcspn(b->cmd, " "), b->cmd);
        if (add_key(m, ui_key_name(b->key, name, sizeof name), cmd_find(word), b->cmd) < 0)
            return -1;
    }
    for (const struct ui_key_help *e = ui_edit_keys; e->key; e++) {
        char name[16], rowkey[32];
        const char *cells[] = {ui_key_name(e->key, name, sizeof name), "", e->what, ""};
        snprintf(rowkey, sizeof rowkey, "edit:%s", name);
        if (memsrc_add(m, rowkey, cells) < 0)
            return -1;
    }
    for (size_t i = 0; i < n; i++) {
        if (!panel_has_command(p, &table[i]) || keylist_bound(kl, table[i].name))
            continue;
        if (add_key(m, "", &table[i], table[i].name) < 0)
            return -1;
    }
    const struct cmd_def *own = own_commands(p, &n);
    for (size_t i = 0; i < n; i++)
        if (!keylist_bound(kl, own[i].name) && add_key(m, "", &own[i], own[i].name) < 0)
            return -1;
    return 0;
}

int help_keys_open(struct console *c, const struct panel *p)
{
    char title[96];
    struct memsrc *m = memsrc_new(cols, (int)(sizeof cols / sizeof cols[0]));
    if (!m || fill_keys(m, c, p) < 0) {
        memsrc_free(m);
        return -1;
    }
    struct table_spec spec = {.def = &keys_def};
    memsrc_source(m, &spec.src);
    struct panel *h = table_new(&spec);
    if (!h)
        return -1;
    snprintf(title, sizeof title, "Keys and Commands of %s", p->def->id);
    panel_set_title(h, title);
    return console_push(c, h);
}

/* ---- text helps --------------------------------------------------------------------------- */

/* Adds text's paragraphs ('\n' separates them) in element e. */
static int add_paras(struct textview *v, enum cua_elem e, int indent, const char *text)
{
    char para[1024];
    for (const char *s = text; *s;) {
        size_t n = strcspn(s, "\n");
        snprintf(para, sizeof para, "%.*s", (int)n, s);
        if (textview_add(v, e, indent, NULL, 0, para) < 0)
            return -1;
        s += n + (s[n] == '\n');
    }
    return 0;
}

static int add_label(struct textview *v, const char *label, const char *text)
{
    return textview_add(v, CUA_VOI, 0, label, LABEL_W, text);
}

static int heading(struct textview *v, const char *text)
{
    return textview_add(v, CUA_NT, 0, NULL, 0, "") < 0 ? -1 : textview_add(v, CUA_ET, HEAD_INDENT, NULL, 0, text);
}

static const char *type_text(const struct field_def *fd)
{
    switch (fd->type) {
    case AT_NAME: return "A name";
    case AT_TEXT: return "Text";
    case AT_INT: return "A whole number";
    case AT_ENUM: return "One value of a list";
    case AT_BOOL: return "Yes or no";
    case AT_REF: return "The name of another object";
    default: return "Names, separated by commas";
    }
}

/* Range or length, default, entry rules. */
static int field_facts(struct textview *v, const struct field_def *fd)
{
    char text[256];
    int rc = add_label(v, "Type", type_text(fd));
    if (fd->type == AT_INT)
        snprintf(text, sizeof text, "%lld to %lld", fd->min, fd->max);
    else if (fd->max > 0 && fd->type != AT_ENUM && fd->type != AT_BOOL)
        snprintf(text, sizeof text, "At most %lld bytes%s", fd->max, fd->type == AT_LIST ? " each" : "");
    else
        text[0] = '\0';
    if (rc == 0 && text[0])
        rc = add_label(v, fd->type == AT_INT ? "Range" : "Length", text);
    if (rc == 0 && fd->dflt)
        rc = add_label(v, "Default", strcmp(fd->dflt, " ") == 0 ? "Blank" : fd->dflt);
    snprintf(text, sizeof text, "%s%s%s%s%s", fd->flags & FD_REQUIRED ? "Required. " : "",
             fd->flags & FD_FOLD ? "Folded to upper case. " : "", fd->flags & FD_OUTPUT ? "Shown only; not typed over. " : "",
             fd->flags & FD_SECRET ? "Never shown in clear. " : "",
             fd->flags & FD_QUOTED && !(fd->flags & FD_OUTPUT) ? "In quotes ('text'): the text between them. " : "");
    if (rc == 0 && text[0])
        rc = add_label(v, "Entry", text);
    if (rc == 0 && fd->ns) {
        snprintf(text, sizeof text, "Objects of the kind %s. F4 (or ? and Enter) lists those defined.", fd->ns);
        rc = add_label(v, "Names", text);
    }
    return rc;
}

int help_field_open(struct console *c, const struct field_def *fd)
{
    char name[160];
    field_name(fd, name, sizeof name);
    struct textview *v = textview_new(&field_help_def, name);
    int rc = v ? 0 : -1;
    if (rc == 0)
        rc = add_paras(v, CUA_NT, 0, fd->help ? fd->help : "No help has been written for this field.");
    if (rc == 0)
        rc = textview_add(v, CUA_NT, 0, NULL, 0, "");
    if (rc == 0 && fd->tag)
        rc = add_label(v, "Keyword", fd->tag);
    if (rc == 0)
        rc = field_facts(v, fd);
    if (rc == 0 && fd->choices)
        rc = add_label(v, "Values", fd->flags & FD_OUTPUT ? "One of:" : "One of (F4, or ? and Enter, lists them):");
    for (const struct attr_choice *ch = fd->choices; rc == 0 && ch && ch->value; ch++)
        rc = textview_add(v, CUA_VOI, ITEM_INDENT, ch->value, ITEM_W, ch->help ? ch->help : "");
    if (rc == 0 && fd->source)
        rc = add_label(v, "Source", fd->source);
    return textview_push(c, v, rc);
}

/* "1. Settings... (SETTINGS); 2. …" for the pull-down of action-bar choice name. */
static void pulldown_text(const struct panel *p, const char *name, char *out, size_t len)
{
    const struct pulldown *pd = pulldown_of(p, name);
    size_t n = 0;
    out[0] = '\0';
    for (int i = 0; pd && pd->choices[i].label && n < len; i++)
        n += (size_t)snprintf(out + n, len - n, "%s%d. %s (%s)", i ? "; " : "", i + 1, pd->choices[i].label,
                              pd->choices[i].cmd);
    if (!pd)
        snprintf(out, len, "Not available yet.");
}

static int panel_defn(struct textview *v, const struct panel *p)
{
    char text[1024];
    int rc = 0;
    if (p->def->lcmds) {
        rc = heading(v, "Line commands");
        if (rc == 0)
            rc = add_paras(v, CUA_NT, 0, "Type one in the Act column beside a row and press Enter; rows "
                                         "are processed top to bottom, one at a time.");
        for (const struct lcmd_def *d = p->def->lcmds; rc == 0 && d->code; d++)
            rc = textview_add(v, CUA_VOI, ITEM_INDENT, d->code, ITEM_W, d->label);
        if (rc == 0)
            rc = textview_add(v, CUA_VOI, ITEM_INDENT, "/", ITEM_W, "A menu of these line commands for the row");
    }
    if (rc == 0 && p->def->actions && p->def->actions[0]) {
        rc = heading(v, "Action bar");
        if (rc == 0)
            rc = add_paras(v, CUA_NT, 0, "ACTIONS (F10 on entry panels and menus) moves the cursor to the "
                                         "action bar; Enter on a choice opens its pull-down. Each "
                                         "choice runs the command shown.");
        for (int i = 0; rc == 0 && p->def->actions[i]; i++) {
            pulldown_text(p, p->def->actions[i], text, sizeof text);
            rc = textview_add(v, CUA_VOI, ITEM_INDENT, p->def->actions[i], ITEM_W, text);
        }
    }
    return rc;
}

static int panel_keys(struct textview *v, struct console *c, const struct panel *p)
{
    char text[256], name[16];
    size_t n;
    const struct cmd_def *table = cmd_table(&n);
    const struct keylist *kl = console_keys(c, p);
    int rc = heading(v, "Function keys");
    for (const struct key_binding *b = kl->keys; rc == 0 && b->key; b++) {
        const struct cmd_def *d = strchr(b->cmd, ' ') ? NULL : cmd_find(b->cmd);
        snprintf(text, sizeof text, "%s: %s", b->cmd, d ? d->help : "as if typed on the command line");
        rc = textview_add(v, CUA_VOI, ITEM_INDENT, ui_key_name(b->key, name, sizeof name), ITEM_W, text);
    }
    if (rc == 0)
        rc = heading(v, "Commands");
    for (size_t i = 0; rc == 0 && i < n; i++) {
        if (!panel_has_command(p, &table[i]))
            continue;
        snprintf(text, sizeof text, "%s. Syntax: %s", table[i].help, table[i].syntax);
        rc = textview_add(v, CUA_VOI, ITEM_INDENT, table[i].name, ITEM_W, text);
    }
    const struct cmd_def *own = own_commands(p, &n);
    for (size_t i = 0; rc == 0 && i < n; i++) {
        snprintf(text, sizeof text, "%s. Syntax: %s", own[i].help, own[i].syntax);
        rc = textview_add(v, CUA_VOI, ITEM_INDENT, own[i].name, ITEM_W, text);
    }
    return rc;
}

int help_panel_open(struct console *c, const struct panel *p)
{
    char title[128];
    snprintf(title, sizeof title, "Help for %s %s", p->def->id, panel_title(p));
    struct textview *v = textview_new(&panel_help_def, title);
    int rc = v ? 0 : -1;
    if (rc == 0)
        rc = add_paras(v, CUA_NT, 0, p->def->help ? p->def->help : "This panel has no help text of its own; "
                                                                   "what follows is made from its definition.");
    if (rc == 0)
        rc = panel_defn(v, p);
    if (rc == 0)
        rc = panel_keys(v, c, p);
    if (rc == 0)
        rc = heading(v, "Help");
    if (rc == 0)
        rc = add_paras(v, CUA_NT, 0, "F1 with the cursor on a field shows that field's help; elsewhere, this "
                                     "panel help. F1 on a short message shows its long message, F1 again "
                                     "the message's help. F4, or ? typed in a field and Enter, lists the "
                                     "field's valid values. KEYSHELP lists the keys and commands as a table.");
    return textview_push(c, v, rc);
}

int help_message_open(struct console *c, const struct msg *m)
{
    char title[64];
    static const char *const types[] = {"Information", "Warning", "Action: something needs correcting"};
    /* a message without a code of its own (the product's refusal) carries the product's id in its
     * long message */
    bool coded = m->def->code[0] != '\0';
    snprintf(title, sizeof title, "Help for Message%s%s", coded ? " " : "", m->def->code);
    struct textview *v = textview_new(&message_help_def, title);
    int rc = v ? 0 : -1;
    if (rc == 0 && coded)
        rc = textview_add(v, CUA_VOI, 0, "Message", MSG_LABEL_W, m->def->code);
    if (rc == 0)
        rc = textview_add(v, CUA_VOI, 0, "Type", MSG_LABEL_W, types[m->def->type]);
    if (rc == 0)
        rc = textview_add(v, CUA_VOI, 0, "Short message", MSG_LABEL_W, m->short_text);
    if (rc == 0)
        rc = textview_add(v, CUA_VOI, 0, "Long message", MSG_LABEL_W, m->long_text);
    if (rc == 0)
        rc = heading(v, "What it means");
    if (rc == 0)
        rc = add_paras(v, CUA_NT, 0, m->def->help);
    return textview_push(c, v, rc);
}

int help_open(struct console *c, struct panel *p)
{
    struct form_field *ff;
    const struct field_def *fd = p->ops->field_at ? p->ops->field_at(p, p->form.cur_row, p->form.cur_col, &ff) : NULL;
    return fd ? help_field_open(c, fd) : help_panel_open(c, p);
}
