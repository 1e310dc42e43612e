/* ui/engine/pulldown.c — the action bar, its pull-downs and the standard ones; see pulldown.h. */
#include "ui/engine/pulldown.h"

#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "ui/engine/choice.h"
#include "ui/engine/console.h"
#include "ui/engine/frame.h"
#include "ui/engine/profile.h"

static const struct pd_choice options_choices[] = {
    {"Settings...", "SETTINGS", 'S'},
    {"Colours...", "COLOURS", 'C'},
    {"Command line at top", "CMDLINE TOP", 'T'},
    {"Command line at bottom", "CMDLINE BOTTOM", 'B'},
    {"Function keys shown", "PFSHOW ON", 'F'},
    {"Function keys hidden", "PFSHOW OFF", 'H'},
    {"Keylist...", "KEYS", 'K'},
    {NULL, NULL, 0},
};

static const struct pd_choice utility_choices[] = {
    {"Settings...", "SETTINGS", 'S'}, {"Colours...", "COLOURS", 'C'}, {"Keylist...", "KEYS", 'K'},
    {"Keys and commands", "KEYSHELP", 'Y'}, {NULL, NULL, 0},
};

static const struct pd_choice help_choices[] = {
    {"Help for this panel", "HELP", 'H'},
    {"Keys and commands", "KEYSHELP", 'K'},
    {NULL, NULL, 0},
};

/* The current settings show as unavailable with '*'. */
static enum pd_state options_state(struct console *c, const struct panel *p, const struct pd_choice *ch)
{
    const struct profile *prof = console_profile(c);
    (void)p;
    if (strcmp(ch->cmd, "CMDLINE TOP") == 0)
        return prof->cmd_bottom ? PD_AVAILABLE : PD_CURRENT;
    if (strcmp(ch->cmd, "CMDLINE BOTTOM") == 0)
        return prof->cmd_bottom ? PD_CURRENT : PD_AVAILABLE;
    if (strcmp(ch->cmd, "PFSHOW ON") == 0)
        return prof->pfshow ? PD_CURRENT : PD_AVAILABLE;
    if (strcmp(ch->cmd, "PFSHOW OFF") == 0)
        return prof->pfshow ? PD_AVAILABLE : PD_CURRENT;
    return PD_AVAILABLE;
}

static const struct pulldown standard[] = {
    {"Utilities", utility_choices, NULL},
    {"Options", options_choices, options_state},
    {"Help", help_choices, NULL},
};

const struct pulldown *pulldown_of(const struct panel *p, const char *name)
{
    for (const struct pulldown *pd = p->def->pulldowns; pd && pd->name; pd++)
        if (strcasecmp(pd->name, name) == 0)
            return pd;
    for (size_t i = 0; i < sizeof standard / sizeof standard[0]; i++)
        if (strcasecmp(standard[i].name, name) == 0)
            return &standard[i];
    return NULL;
}

int pulldown_open(struct console *c, struct panel *p, int i)
{
    const char *name = p->def->actions[i];
    const struct pulldown *pd = pulldown_of(p, name);
    struct choice_item items[CHOICE_MAX];
    int n = 0;
    if (!pd) {
        char what[64];
        snprintf(what, sizeof what, "The %s pull-down", name);
        console_msg(c, MSG_NOT_BUILT, what, NULL);
        return -1;
    }
    for (const struct pd_choice *ch = pd->choices; ch->label && n < CHOICE_MAX; ch++, n++)
        items[n] = (struct choice_item){ch->label, ch->cmd, ch->mnemonic,
                                        pd->state ? pd->state(c, p, ch) : PD_AVAILABLE};
    struct choice_spec spec = {
        .row = FRAME_ROW_ACTIONS + 1, .col = frame_action_col(p, i) - 1, .items = items, .n = n,
        .owner = p, .action = i, .open_other = pulldown_open,
    };
    return choice_open(c, &spec);
}

void pulldown_actions(struct console *c, struct panel *p, bool entered)
{
    if (!p->def->actions || !p->def->actions[0]) {
        console_msg(c, MSG_NOT_ACTIVE, "ACTIONS", p->def->id, NULL);
        return;
    }
    if (entered) {
        int i = frame_action_at(p, p->form.cur_row, p->form.cur_col);
        if (i >= 0)
            pulldown_open(c, p, i);
        return;
    }
    struct form_field *cmd = form_get(&p->form, FIELD_COMMAND);
    if (p->form.cur_row == FRAME_ROW_ACTIONS && cmd) {
        form_cursor_to(&p->form, cmd);  /* ACTIONS again: back to the command line */
        return;
    }
    p->form.cur_row = FRAME_ROW_ACTIONS;
    p->form.cur_col = frame_action_col(p, 0);
}
