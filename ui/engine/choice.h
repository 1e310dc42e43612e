/* ui/engine/choice.h — choice pop-ups: the pull-down below an action-bar choice and the action menu of a
 * list row (research/aesthetics.md §2.2). Numbered choices, each with a mnemonic letter shown
 * emphasised; unavailable ones in CUA_SUC, the current setting with '*' for its number. A choice is
 * made by typing its number or letter in the field at the top and pressing Enter, by Enter with
 * the cursor on it, or by a mouse click on it; F12 (or F3) closes the pop-up. */
#ifndef WLMCON_UI_CHOICE_H
#define WLMCON_UI_CHOICE_H

#include "ui/engine/panel.h"

struct console;

/* How a choice shows. */
enum pd_state {
    PD_AVAILABLE,    /* selectable (CUA_SAC), numbered */
    PD_UNAVAILABLE,  /* cannot be chosen now (CUA_SUC), numbered */
    PD_CURRENT       /* the current setting: unavailable, '*' for its number */
};

struct choice_item {
    const char *label;     /* "Settings..." (copied) */
    const char *cmd;       /* its command string (copied) */
    char mnemonic;         /* the letter that chooses it; 0: the label's first */
    enum pd_state state;
};

/* Called with the choice made, after the pop-up has gone. */
typedef void (*choice_fn)(struct console *c, const struct choice_item *it, void *ctx);

struct choice_spec {
    const char *title;            /* in the top border; NULL: none (pull-downs) */
    int row, col;                 /* the window's top-left corner (moved to fit the screen) */
    const struct choice_item *items;
    int n;                        /* at most CHOICE_MAX */
    struct panel *owner;          /* the panel the pop-up belongs to (under it on the stack) */
    int action;                   /* pull-downs: owner's action-bar choice it hangs from; else -1 */
    /* Pull-downs: opens the pull-down of owner's action-bar choice `other` when a click outside
     * the pop-up, which closes it, lands on that choice (pulldown_open). NULL: nothing opens. */
    int (*open_other)(struct console *c, struct panel *owner, int other);
    /* What choosing does; NULL: the owner's cursor goes to its command line and the choice's
     * command string is dispatched (console_dispatch), as if typed there. */
    choice_fn chosen;
    void *ctx;
    void (*ctx_free)(void *ctx);  /* frees ctx when the pop-up goes; NULL: the caller keeps it */
};

enum { CHOICE_MAX = 24 };

/* Pushes a choice pop-up on spec (items copied). Returns 0, or -1 when memory runs out (ctx is
 * then freed through ctx_free). */
int choice_open(struct console *c, const struct choice_spec *spec);

#endif
