/* ui/engine/popup.h — pop-up windows drawn above the panel under them. Confirmation now; prompts (F4),
 * pull-downs and row action menus will be pop-up panels too: a panel of kind PANEL_POPUP is drawn
 * after the full-screen panel below it and gets the keys while it is on top. */
#ifndef WLMCON_UI_POPUP_H
#define WLMCON_UI_POPUP_H

struct console;

/* What the user is asked to confirm runs through this callback, after the pop-up has gone. */
typedef void (*popup_confirm_fn)(struct console *c, void *ctx);

/* Pushes a confirmation pop-up titled title, showing lines (NULL-terminated, at most 8, copied)
 * and the instruction to press Enter to confirm or F12 to go back. Enter removes the pop-up and
 * runs confirm(c, ctx); F12 (CANCEL) or F3 (END) only removes it. Returns 0, or -1 when memory
 * runs out (nothing is pushed). */
int popup_confirm(struct console *c, const char *title, const char *const *lines,
                  popup_confirm_fn confirm, void *ctx);

/* As popup_confirm, and the pop-up owns ctx: ctx_free(ctx) runs when it has gone, after confirm
 * when confirmed, at once when left with F12 or F3. On failure ctx is freed too. */
int popup_confirm_owned(struct console *c, const char *title, const char *const *lines,
                        popup_confirm_fn confirm, void *ctx, void (*ctx_free)(void *ctx));

#endif
