/* ui/engine/settings.h — the panels that change the settings kept in the user's profile: Settings
 * (command line placement, function keys, theme), Colours (the themes, with a live preview) and
 * the Keylist panel (what each function key of a keylist stands for). Reached by the SETTINGS,
 * COLOURS and KEYS commands and the Options pull-down. */
#ifndef WLMCON_UI_SETTINGS_H
#define WLMCON_UI_SETTINGS_H

#include <stdbool.h>

#include "ui/engine/panel.h"

struct console;

/* Pushes the Settings panel (WCN010): command line TOP or BOTTOM, function keys ON or OFF, theme
 * (F4 lists the themes). END applies and keeps the changes. Returns 0, or -1. */
int settings_open(struct console *c);

/* Pushes the Colours panel (WCN011): the themes found, numbered, and a sample of every CUA element.
 * Choosing a theme (its number and Enter, or Enter with the cursor on it) shows it at once; END
 * keeps the theme shown, CANCEL goes back to the one in use before. Returns 0, or -1. */
int settings_colours_open(struct console *c);

/* Pushes the Keylist panel (WCN012) for the keylist of panel p: F1 to F12 and the command string
 * each stands for, to type over (blank: the key does nothing). END keeps the changes. Returns 0,
 * or -1. */
int settings_keys_open(struct console *c, const struct panel *p);

/* The settings commands on panel p: KEYS (no operand: the Keylist panel; Fn [command]: key n of
 * p's keylist stands for command, or its own again), PFSHOW [ON|OFF], CMDLINE [TOP|BOTTOM] (no
 * operand toggles), SETTINGS (the Settings panel) and COLOURS [theme] (no operand: the Colours
 * panel). Each says what it did, or why not, in a message. */
void settings_command(struct console *c, struct panel *p, const struct cmd *cmd);

/* True when cmd can be put on a key: its first word is a command of the command table, or it is a
 * jump (=2.1). */
bool settings_command_ok(const char *cmd);

#endif
