/* ui/work/suppress_panel.h — VAL120, Suppress a Finding: X on a finding of the Validate panel. The
 * rule and the finding's message are shown; the object path (the finding's, which may be cut back
 * to a prefix that covers a subtree: `QMGR(QM5)`), a reason (required, one line) and an end date
 * (optional, YYYY-MM-DD) are typed; F3 keeps the suppression in the store in a journalled batch of
 * its own (store_suppression_add), as `wlmcon suppress` does; F12 leaves without keeping one. */
#ifndef WLMCON_UI_SUPPRESS_PANEL_H
#define WLMCON_UI_SUPPRESS_PANEL_H

#include <stdbool.h>

#include "model/model.h"

struct console;
struct store;

/* Pushes VAL120 for finding d (its strings are copied) on store st (which must outlive the
 * panel); *kept (which must outlive the panel) is set true when a suppression was kept. Returns
 * 0, or -1 when memory runs out (nothing pushed; a message issued). */
int suppress_panel_open(struct console *c, struct store *st, const struct diag *d, bool *kept);

#endif
