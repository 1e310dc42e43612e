/* ui/engine/settings.c — the Settings and Keylist panels and the settings commands; see settings.h.
 * The Colours panel is in colours.c. */
#include "ui/engine/settings.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "ui/engine/console.h"
#include "ui/engine/entry.h"
#include "ui/engine/profile.h"
#include "ui/engine/themefile.h"

bool settings_command_ok(const char *cmd)
{
    char word[CMD_WORD_MAX];
    cmd += strspn(cmd, " ");
    if (cmd[0] == '=')
        return true;
    snprintf(word, sizeof word, "%.*s", (int)strcspn(cmd, " "), cmd);
    return word[0] && cmd_find(word) != NULL;
}

/* ---- Settings ----------------------------------------------------------------------------- */

static const struct attr_choice cmdline_choices[] = {
    {"TOP", "Under the title line, where ISPF puts it unless told otherwise"},
    {"BOTTOM", "Above the function keys, with the long message line over it"},
    {NULL, NULL},
};

static const struct attr_choice pfshow_choices[] = {
    {"ON", "The function-key line shows at the bottom of every panel"},
    {"OFF", "Hidden, leaving more lines for the panel; the keys still work"},
    {NULL, NULL},
};

static const struct field_def settings_fields[] = {
    {.key = "cmdline", .label = "Command line", .tag = "CMDLINE", .type = AT_ENUM, .choices = cmdline_choices,
     .dflt = "TOP", .flags = FD_FOLD | FD_REQUIRED,
     .help = "Where the command line shows on every panel: at the top, under the title line, or at the "
             "bottom, above the function keys. The long message line goes with it."},
    {.key = "pfshow", .label = "Function keys", .tag = "PFSHOW", .type = AT_ENUM, .choices = pfshow_choices,
     .dflt = "ON", .flags = FD_FOLD | FD_REQUIRED,
     .help = "Whether the function-key line shows at the bottom of panels. Hidden, the keys work as "
             "before; KEYSHELP lists them."},
    {.key = "theme", .label = "Theme", .tag = "COLOURS", .type = AT_NAME, .max = THEME_NAME_MAX - 1,
     .dflt = "classic", .flags = FD_REQUIRED, .hint = "(name or ?)", .ns = "theme",
     .help = "The colour theme: a file NAME.theme in your themes directory "
             "($XDG_CONFIG_HOME/wlmcon/themes) or among those installed. The Colours panel "
             "(COLOURS) shows each one before you choose."},
};

static const char *const settings_actions[] = {"Options", "Help", NULL};

static const struct panel_def settings_def = {
    .id = "WCN010", .former_id = "WLM010",
    .title = "Settings",
    .kind = PANEL_ENTRY,
    .actions = settings_actions,
    .keys = &keylist_entry,
    .help = "The settings wlmcon keeps for you in your profile ($XDG_CONFIG_HOME/wlmcon/profile, "
            "else ~/.config/wlmcon/profile) and uses in every session. Type over a value and press "
            "F3 to keep the changes, or F12 to leave without them. F4 lists the values of the field "
            "under the cursor.",
};

static int theme_names(void *ctx, const struct field_def *fd, struct prompt_list *out, char *why, size_t len)
{
    struct console *c = ctx;
    struct theme_info info[THEME_LIST_MAX];
    (void)fd;
    int n = theme_list(console_env(c)->theme_dirs, info, THEME_LIST_MAX);
    for (int i = 0; i < n; i++)
        if (prompt_list_add(out, info[i].name, info[i].descr) < 0) {
            snprintf(why, len, "out of memory");
            return -1;
        }
    return 0;
}

static enum entry_save_rc save_settings(void *ctx, const struct entry_value *v, size_t n, struct entry_result *res)
{
    struct console *c = ctx;
    struct theme t;
    struct theme_error err;
    (void)n;
    if (v[2].modified && theme_open(console_env(c)->theme_dirs, v[2].value, &t, &err) != 0) {
        res->field_key = "theme";
        if (err.line)
            snprintf(res->msg, sizeof res->msg, "Theme %s, line %d: %.150s.", v[2].value, err.line, err.msg);
        else
            snprintf(res->msg, sizeof res->msg, "Theme %s: %.150s.", v[2].value, err.msg);
        return ENTRY_FAILED;
    }
    if (v[0].modified)
        console_set_cmdline(c, strcmp(v[0].value, "BOTTOM") == 0);
    if (v[1].modified)
        console_set_pfshow(c, strcmp(v[1].value, "ON") == 0);
    if (v[2].modified)
        console_set_theme(c, v[2].value, true);
    snprintf(res->msg, sizeof res->msg, "The settings were changed and kept in your profile.");
    return ENTRY_SAVED;
}

int settings_open(struct console *c)
{
    const struct profile *prof = console_profile(c);
    const char *values[] = {prof->cmd_bottom ? "BOTTOM" : "TOP", prof->pfshow ? "ON" : "OFF",
                            console_theme(c, NULL)->name};
    struct entry_spec spec = {
        .def = &settings_def,
        .fields = settings_fields,
        .nfields = sizeof settings_fields / sizeof settings_fields[0],
        .values = values,
        .save = save_settings,
        .ctx = c,
        .names = theme_names,
    };
    struct panel *p = entry_new(&spec);
    return p ? console_push(c, p) : -1;
}

/* ---- the keylist -------------------------------------------------------------------------- */

static const char *key_check(const struct field_def *fd, const char *value)
{
    (void)fd;
    return settings_command_ok(value) ? NULL : "not a command of the command table, nor a jump (=n.m)";
}

#define KEY_FIELD(n)                                                                              \
    {.key = "F" #n, .label = "F" #n, .type = AT_TEXT, .max = PROFILE_CMD_MAX - 1, .hint = "",      \
     .check = key_check,                                                                          \
     .help = "The command string F" #n " stands for: pressing it is like typing the string (then " \
             "a blank and whatever is on the command line) and pressing Enter. Blank: the key "      \
             "does nothing."}

static const struct field_def key_fields[] = {
    KEY_FIELD(1), KEY_FIELD(2), KEY_FIELD(3), KEY_FIELD(4),  KEY_FIELD(5),  KEY_FIELD(6),
    KEY_FIELD(7), KEY_FIELD(8), KEY_FIELD(9), KEY_FIELD(10), KEY_FIELD(11), KEY_FIELD(12),
};

static const struct panel_def keys_def = {
    .id = "WCN012", .former_id = "WLM012",
    .title = "Keylist",
    .kind = PANEL_ENTRY,
    .actions = settings_actions,
    .keys = &keylist_entry,
    .help = "What each function key of a keylist stands for. Every panel using the keylist follows "
            "the changes, which are kept in your profile. Type a command string over a key's (HELP, "
            "END, DOWN, RETRIEVE, =2.1…), or blank it out, and press F3; F12 leaves without "
            "changing anything. KEYS Fn command on any command line changes one key of that panel's "
            "keylist; KEYS Fn gives it back its own command.",
};

struct keys_ctx {
    struct console *c;
    const struct keylist *base;
};

static enum entry_save_rc save_keys(void *ctx, const struct entry_value *v, size_t n, struct entry_result *res)
{
    struct keys_ctx *k = ctx;
    for (size_t i = 0; i < n; i++) {
        if (!v[i].modified)
            continue;
        const char *own = keylist_command(k->base, UIK_F((int)i + 1));
        bool back = own ? strcasecmp(v[i].value, own) == 0 : !v[i].value[0];
        if (console_set_key(k->c, k->base->name, UIK_F((int)i + 1), back ? NULL : v[i].value) < 0) {
            snprintf(res->msg, sizeof res->msg, "Your profile has no room for more key changes.");
            return ENTRY_FAILED;
        }
    }
    snprintf(res->msg, sizeof res->msg, "The keys of keylist %s were changed and kept in your profile.", k->base->name);
    return ENTRY_SAVED;
}

int settings_keys_open(struct console *c, const struct panel *p)
{
    const struct keylist *kl = console_keys(c, p);
    const char *values[12];
    char footer[128], title[64];
    struct keys_ctx *k = malloc(sizeof *k);
    if (!k)
        return -1;
    *k = (struct keys_ctx){c, p->def->keys};
    for (int i = 0; i < 12; i++) {
        const char *cmd = keylist_command(kl, UIK_F(i + 1));
        values[i] = cmd ? cmd : "";
    }
    snprintf(footer, sizeof footer, "Changes apply to every panel using keylist %s.", kl->name);
    struct entry_spec spec = {
        .def = &keys_def, .fields = key_fields, .nfields = 12, .values = values, .footer = footer,
        .save = save_keys, .ctx = k, .ctx_free = free,
    };
    struct panel *e = entry_new(&spec);
    if (!e)
        return -1;
    snprintf(title, sizeof title, "Keylist %s of %s", kl->name, p->def->id);
    panel_set_title(e, title);
    return console_push(c, e);
}

/* ---- the commands ------------------------------------------------------------------------- */

static void bad_operand(struct console *c, const struct cmd *cmd, const char *what)
{
    console_msg(c, MSG_INVALID_OPERAND, what, cmd->def->name, cmd->def->syntax, NULL);
}

/* A setting between two words (PFSHOW ON|OFF, CMDLINE TOP|BOTTOM); none toggles. */
static bool two_way(struct console *c, const struct cmd *cmd, const char *yes, const char *no, bool now,
                    bool *out)
{
    if (!cmd->args[0])
        *out = !now;
    else if (strcasecmp(cmd->args, yes) == 0)
        *out = true;
    else if (strcasecmp(cmd->args, no) == 0)
        *out = false;
    else {
        bad_operand(c, cmd, cmd->args);
        return false;
    }
    return true;
}

/* KEYS Fn command: key n of p's keylist stands for command; KEYS Fn: back to its own. */
static void keys_command(struct console *c, struct panel *p, const struct cmd *cmd)
{
    char fk[8] = "", msg[160];
    int used = 0;
    if (!cmd->args[0]) {
        settings_keys_open(c, p);
        return;
    }
    sscanf(cmd->args, "%7s %n", fk, &used);
    ui_key k = ui_key_fkey(fk);
    const char *rest = cmd->args + used;
    if (!k) {
        bad_operand(c, cmd, fk);
        return;
    }
    if (rest[0] && !settings_command_ok(rest)) {
        bad_operand(c, cmd, rest);
        return;
    }
    if (console_set_key(c, p->def->keys->name, k, rest[0] ? rest : NULL) < 0) {
        console_msg(c, MSG_PROFILE_NOT_SAVED, "KEYS", "no room for more key changes", NULL);
        return;
    }
    snprintf(msg, sizeof msg, rest[0] ? "%s of keylist %s now stands for %s." : "%s of keylist %s does what it did at first.",
             fk, p->def->keys->name, rest);
    console_msg(c, MSG_SETTING, msg, NULL);
}

void settings_command(struct console *c, struct panel *p, const struct cmd *cmd)
{
    bool on;
    switch (cmd->id) {
    case CMD_KEYS:
        keys_command(c, p, cmd);
        break;
    case CMD_PFSHOW:
        if (two_way(c, cmd, "ON", "OFF", console_profile(c)->pfshow, &on)) {
            if (console_set_pfshow(c, on) == 0)   /* else the profile's message stands */
                console_msg(c, MSG_SETTING, on ? "The function keys are shown." : "The function keys are hidden.", NULL);
        }
        break;
    case CMD_CMDLINE:
        if (two_way(c, cmd, "BOTTOM", "TOP", console_profile(c)->cmd_bottom, &on)) {
            if (console_set_cmdline(c, on) == 0)
                console_msg(c, MSG_SETTING, on ? "The command line is at the bottom of panels." :
                            "The command line is at the top of panels.", NULL);
        }
        break;
    case CMD_SETTINGS:
        settings_open(c);
        break;
    default:
        if (!cmd->args[0])
            settings_colours_open(c);
        else if (console_set_theme(c, cmd->args, true) == 0)
            console_msg(c, MSG_THEME_SET, console_theme(c, NULL)->name, console_theme(c, NULL)->descr, NULL);
        break;
    }
}
