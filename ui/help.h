/* ui/help.h — the keys and commands help (F1 where no message is showing): a list made from the
 * panel's keylist and the command table, the same tables the dispatcher reads, so it cannot drift
 * from what the keys do. Field, panel and message help come with their own issue. */
#ifndef WLMCON_UI_HELP_H
#define WLMCON_UI_HELP_H

#include "ui/panel.h"

struct console;

/* Pushes the keys and commands help of panel p: its function keys (with the command each stands
 * for and what it does), then the other commands that apply to its kind of panel. Returns 0, or -1
 * when memory runs out. */
int help_open(struct console *c, const struct panel *p);

#endif
