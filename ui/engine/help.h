/* ui/engine/help.h — help (research/aesthetics.md §2.7): field help (F1 with the cursor on a field),
 * panel help (F1 elsewhere), message help (F1 on a long message), and the keys and commands help
 * (KEYSHELP). Everything but the prose a panel or field brings is generated from the tables the
 * console runs on — the panel's definition (line commands, pull-downs), its keylist with the
 * user's changes, the command table, the field's descriptor — so help never drifts from the code.
 * Help panels scroll (F7/F8) and search (FIND). */
#ifndef WLMCON_UI_HELP_H
#define WLMCON_UI_HELP_H

#include "ui/engine/field.h"
#include "ui/engine/msg.h"
#include "ui/engine/panel.h"

struct console;

/* HELP on panel p: the help of the field at the cursor when p knows one there (panel_ops.field_at),
 * else p's panel help. Returns 0, or -1 when memory runs out. */
int help_open(struct console *c, struct panel *p);

/* Pushes the help of field fd in a pop-up: its name and keyword, its help text, then its type,
 * range or length, default, valid values with their meanings, the objects it names, whether it is
 * required, folded or output only, and the document it comes from. Returns 0, or -1. */
int help_field_open(struct console *c, const struct field_def *fd);

/* Pushes the panel help of p: the definition's help text, then its line commands, action-bar
 * pull-downs with the command of each choice, function keys and the other commands that apply.
 * Returns 0, or -1. */
int help_panel_open(struct console *c, const struct panel *p);

/* Pushes the help of message m (as issued): its id, type, short and long text and what it means.
 * Returns 0, or -1. */
int help_message_open(struct console *c, const struct msg *m);

/* Pushes the keys and commands help of panel p: its function keys (with the command each stands
 * for and what it does), then the other commands that apply to its kind of panel, as a list.
 * Returns 0, or -1 when memory runs out. */
int help_keys_open(struct console *c, const struct panel *p);

#endif
