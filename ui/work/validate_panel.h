/* ui/work/validate_panel.h — option 5 of the primary menu, the Validate panel (VAL100): the policy in
 * the store validated now, the result kept in the store as `wlmcon validate` keeps it (so the
 * primary menu's counts are current), a summary of the counts and each system's summary (MQ: each
 * cluster), and the findings, errors first, then warnings, then information, each in file order.
 * S on a finding opens its object's panel with the cursor on the attribute concerned (the
 * system's open_object, ui/systems.h); B shows the whole finding with its explanation and documentation (VAL110);
 * REFRESH (F5) validates again. */
#ifndef WLMCON_UI_VALIDATE_PANEL_H
#define WLMCON_UI_VALIDATE_PANEL_H

struct console;

/* The console part's open function: ctx is the struct app. Validates, then pushes VAL100; on a
 * store failure issues the message and pushes nothing (-1). rest is ignored. */
int validate_part_open(struct console *c, const char *rest, void *ctx);

#endif
