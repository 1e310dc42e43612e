/* ui/engine/keys.h — keys as the console sees them, without curses: a typed character is its Unicode code
 * point; every other key is a code above Unicode. The terminal loop (term.c) translates curses key
 * codes into these, so panels, the field engine and the dispatcher are tested without a terminal. */
#ifndef WLMCON_UI_KEYS_H
#define WLMCON_UI_KEYS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef uint32_t ui_key;

enum {
    UIK_BASE = 0x200000,
    UIK_F1 = UIK_BASE + 1,          /* UIK_F(n) for n = 1..24 */
    UIK_ENTER = UIK_BASE + 64,
    UIK_TAB,
    UIK_BACKTAB,
    UIK_HOME,                       /* cursor to the command line */
    UIK_END,                        /* cursor to the end of the field's text */
    UIK_UP,
    UIK_DOWN,
    UIK_LEFT,
    UIK_RIGHT,
    UIK_BACKSPACE,
    UIK_DELETE,
    UIK_INSERT,                     /* toggles insert mode */
    UIK_ERASE_EOF,                  /* erases from the cursor to the end of the field */
    UIK_PGUP,
    UIK_PGDN,
    UIK_RESIZE,
    UIK_INTR,                       /* Ctrl-C */
    UIK_ESC                         /* Escape: on a pop-up, CANCEL as F12 (console.c) */
};

#define UIK_F(n) ((ui_key)(UIK_BASE + (n)))

/* True for a key that is a typed character (a printable code point). */
bool ui_key_is_char(ui_key k);

/* True for an attention key: one that makes the console process the panel (Enter, function keys,
 * page keys), as opposed to a key that edits a field or moves the cursor. */
bool ui_key_is_aid(ui_key k);

/* The key's name for keylists and help: "Enter", "F8", "PgDn", "a". Writes into buf (at least 16
 * bytes) and returns it. */
const char *ui_key_name(ui_key k, char *buf, size_t len);

/* The function key named name ("F6", "f12"): F1 to F12 (the terminal gives F13-F24 as F1-F12);
 * 0 for any other name. */
ui_key ui_key_fkey(const char *name);

/* A key that is not a function key, with what it does on every panel: Enter, and the keys that
 * move the cursor and edit fields (the field engine, form.c, and Home, console.c), for the keys
 * help. */
struct ui_key_help {
    ui_key key;        /* 0 ends the table */
    const char *what;  /* one line, at most 60 bytes */
};

/* Those keys, in the order the keys help lists them. */
extern const struct ui_key_help ui_edit_keys[];

#endif
