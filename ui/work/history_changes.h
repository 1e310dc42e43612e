/* ui/work/history_changes.h — the journal's changes across batches, filtered (HIS130): what
 * `wlmcon history` prints, as a list — by object, user and time, one row per changed attribute,
 * oldest first. */
#ifndef WLMCON_UI_HISTORY_CHANGES_H
#define WLMCON_UI_HISTORY_CHANGES_H

#include "store/store.h"
#include "ui/engine/console.h"

/* The syntax of the command that opens the list from the History panel. */
#define HISTORY_CHANGES_SYNTAX "CHANGES [USER name] [SINCE YYYY-MM-DD[THH:MM]] [OBJECT path]"

/* CHANGES with args (after the command word): USER name, SINCE a time (history_since_valid) and
 * OBJECT with the rest of the line as an object's path (itself and what is under it), in any order
 * and each optional. Pushes the list of the changes they select, read from st (which must
 * outlive the panel); REFRESH reads them again. A bad operand is a message, nothing pushed.
 * Returns 0, or -1 (after a message). */
int history_changes_open(struct console *c, struct store *st, const char *args);

#endif
