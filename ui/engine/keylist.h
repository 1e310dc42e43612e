/* ui/engine/keylist.h — keylists: which function keys a panel offers and the command string each one
 * stands for (research/aesthetics.md §2.3: a function key is a command string).
 *
 * Each panel names one keylist in its definition (panel.h); the user may change what a key of a
 * keylist stands for (KEYS, kept in the profile), and the console then works from the changed copy
 * (console_keys). The function-key line, the expansion of a key into its command, mouse clicks on
 * the function-key line and the keys help all read that one list. */
#ifndef WLMCON_UI_KEYLIST_H
#define WLMCON_UI_KEYLIST_H

#include <stdbool.h>
#include <stddef.h>

#include "ui/engine/keys.h"

struct key_binding {
    ui_key key;         /* 0 ends the list */
    const char *cmd;    /* the command string ("DOWN") */
    bool hidden;        /* not on the function-key line (PgUp, PgDn) */
    const char *label;  /* what the function-key line and the instruction line call it on this
                           panel ("Validate again"); NULL: the command's label ("Refresh") */
};

struct keylist {
    const char *name;                  /* "table", "entry"… */
    const struct key_binding *keys;    /* in the order the function-key line shows them */
};

/* List panels: F1 Help, F3 Exit, F5 Refresh, F7/F8 Backward/Forward, F10/F11 Left/Right, F12 Cancel. */
extern const struct keylist keylist_table;
/* Entry panels: F1 Help, F3 Exit, F4 Prompt, F10 Actions, F12 Cancel. */
extern const struct keylist keylist_entry;
/* Entry panels taller than the screen: as keylist_entry plus F7/F8. */
extern const struct keylist keylist_entry_scroll;
/* The rows under an entry panel's fields (entry.h, struct entry_rows), with the cursor on them:
 * F1 Help, F3 Exit, F7/F8 Backward/Forward, F10 Actions, F12 Cancel. */
extern const struct keylist keylist_entry_rows;
/* Entry panels whose rows show their columns in sets (entry_rows.views): F1 Help, F3 Exit, F4
 * Prompt (not on the function-key line, which then fits 80 columns), F7/F8 Backward/Forward,
 * F10/F11 Left/Right (the action bar through ACTIONS), F12 Cancel;
 * and with the cursor on such rows, the same without F4. */
extern const struct keylist keylist_entry_wide;
extern const struct keylist keylist_entry_rows_wide;
/* Selection menus: F1 Help, F3 Exit, F10 Actions, F12 Cancel. */
extern const struct keylist keylist_menu;
/* Pop-ups: F1 Help, F3 Exit (hidden), F12 Cancel. */
extern const struct keylist keylist_popup;
/* Pop-up lists (prompts): F1 Help, F3 Exit (hidden), F7/F8 Backward/Forward, F12 Cancel. */
extern const struct keylist keylist_popup_list;
/* Help text: F1 Help, F3 Exit, F7/F8 Backward/Forward, F12 Cancel. */
extern const struct keylist keylist_help;

/* The keylists above, NULL-terminated: the ones KEYS can change. */
extern const struct keylist *const keylist_all[];

/* The keylist named name, or NULL. */
const struct keylist *keylist_named(const char *name);

/* The command string key stands for in kl, or NULL when kl does not bind it. */
const char *keylist_command(const struct keylist *kl, ui_key key);

/* True when kl binds some key to the command named name (the command string's first word). */
bool keylist_bound(const struct keylist *kl, const char *name);

/* Expands key into the command string to dispatch: the key's command, then a blank and the text
 * typed on the command line when there is some ("DOWN" + "4" → "DOWN 4"). Writes out (len bytes).
 * Returns 0, or -1 when kl does not bind key (out is then ""). */
int keylist_expand(const struct keylist *kl, ui_key key, const char *typed, char *out, size_t len);

/* The label of a binding on the function-key line: its own label when it has one, else the
 * command's label ("Forward") when the string is one command word of the command table, else the
 * string itself ("=2.1"). Writes out. */
void keylist_label(const struct key_binding *b, char *out, size_t len);

/* The entries of the shown keys that carry a label of their own, two blanks apart ("F5=Validate
 * again  F11=Object and source"): the part of a panel's instruction line about its keys, so that
 * it says what the function-key line says. Writes out ("" when none); returns its length. */
size_t keylist_instruction(const struct keylist *kl, char *out, size_t len);

/* The function-key area for a screen width cols: entries "F1=Help" two blanks apart, starting at
 * column 1, wrapped before column cols - 1. Writes the lines into out separated by '\n' and returns
 * their number (0 when kl shows no key). */
int keylist_lines(const struct keylist *kl, int cols, char *out, size_t len);

/* The key whose entry covers column col of line line (0-based) of the function-key area that
 * keylist_lines makes for width cols, or 0. */
ui_key keylist_key_at(const struct keylist *kl, int cols, int line, int col);

#endif
