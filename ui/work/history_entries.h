/* ui/work/history_entries.h — the changes of one journal batch (HIS110): one line per object the batch
 * inserted, updated or deleted (and per queue manager whose records it rewrote), with the
 * revisions; B shows the object as it was before the change (HIS120), from the before-image the
 * journal keeps. */
#ifndef WLMCON_UI_HISTORY_ENTRIES_H
#define WLMCON_UI_HISTORY_ENTRIES_H

#include "store/store.h"

struct console;

/* Pushes the changes of batch b (its who, when, action and files shown above them) read from st.
 * Returns 0, or -1 when memory runs out. */
int history_entries_open(struct console *c, struct store *st, const struct store_batch_info *b);

#endif
