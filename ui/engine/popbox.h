/* ui/engine/popbox.h — the window of a pop-up: where it goes and its frame (CUA_WASL border, the title in
 * the top border, optional scroll information at the top right, the pop-up's function keys on its
 * last inside line). Shared by every pop-up panel: confirmations, pull-downs, action menus, value
 * lists, field help. */
#ifndef WLMCON_UI_POPBOX_H
#define WLMCON_UI_POPBOX_H

#include "ui/engine/keylist.h"
#include "ui/engine/panel.h"
#include "ui/engine/scr.h"

/* A box rows x cols centred in area, cut to fit it. */
struct rect popbox_center(const struct rect *area, int rows, int cols);

/* A box rows x cols with its top-left corner at row, col, moved up and left as needed to fit in
 * area (and cut when larger). */
struct rect popbox_at(const struct rect *area, int row, int col, int rows, int cols);

/* Draws box b: blanks inside, the border, the title (when not NULL or "") centred in the top border
 * (CUA_PT), and info
 * (when not NULL or "") right-justified in the top border (CUA_SI). */
void popbox_draw(struct scr *s, const struct rect *b, const char *title, const char *info);

/* The function-key line of kl for a box: its text (one line, wrapped entries joined) into out, and
 * its width in columns. */
int popbox_keys_text(const struct keylist *kl, char *out, size_t len);

/* Draws kl's function keys on the last line inside b. */
void popbox_draw_keys(struct scr *s, const struct rect *b, const struct keylist *kl);

/* True when row, col is inside b (border included). */
bool popbox_contains(const struct rect *b, int row, int col);

#endif
