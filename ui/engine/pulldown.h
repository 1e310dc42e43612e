/* ui/engine/pulldown.h — the action bar and its pull-downs (research/aesthetics.md §2.2: selecting an
 * action-bar choice drops a pull-down below it; its choices are numbered, have mnemonics, and
 * unavailable ones show so — the current setting as unavailable with '*' for its number; each
 * choice runs a command string).
 *
 * A panel declares its pull-downs as data in its definition (panel_def.pulldowns), one per
 * action-bar choice, matched by name:
 *
 *   static const struct pd_choice queue_choices[] = {
 *       {"Refresh", "REFRESH", 0}, {"Sort by name", "SORT name", 'n'}, {NULL, NULL, 0},
 *   };
 *   static const struct pulldown pulldowns[] = {{"Queue", queue_choices, NULL}, {NULL, NULL, NULL}};
 *
 * The choice's command string goes through the one dispatcher to the panel, as if typed. The
 * console gives every panel standard Utilities (settings, colours, keylist, keys help; menus have
 * that choice), Options (settings, colours, command line, function keys, keylist) and Help (panel
 * help, keys help) pull-downs unless the panel declares its own. */
#ifndef WLMCON_UI_PULLDOWN_H
#define WLMCON_UI_PULLDOWN_H

#include <stdbool.h>

#include "ui/engine/choice.h"
#include "ui/engine/panel.h"

struct console;

struct pd_choice {
    const char *label;   /* "Settings..." (a trailing "..." says it opens a panel); NULL ends */
    const char *cmd;     /* the command string it runs ("SETTINGS", "SORT name") */
    char mnemonic;       /* the letter that chooses it (shown emphasised); 0: the label's first */
};

struct pulldown {
    const char *name;                  /* the action-bar choice ("Options"); NULL ends */
    const struct pd_choice *choices;
    /* The state of choice ch on panel p now; NULL: every choice is available. */
    enum pd_state (*state)(struct console *c, const struct panel *p, const struct pd_choice *ch);
};

/* The pull-down of p's action-bar choice name: the panel's own, else the standard one of that
 * name (Options, Help), else NULL. */
const struct pulldown *pulldown_of(const struct panel *p, const char *name);

/* ACTIONS: without entered, the cursor goes to the action bar's first choice (or back to the
 * command line when it is on the action bar already); with entered (Enter on the action bar), the
 * pull-down of the choice under the cursor opens below it. A panel without action bar gets
 * "Command not active". */
void pulldown_actions(struct console *c, struct panel *p, bool entered);

/* Opens the pull-down of p's action-bar choice i. Returns 0, or -1 (a message was issued). */
int pulldown_open(struct console *c, struct panel *p, int i);

#endif
