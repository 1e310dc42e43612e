/* ui/work/history_panel.h — option 9 of the primary menu, the History panel (HIS100): the change
 * journal's batches, newest first — who, when (UTC), what (import, save, undo n), how many objects
 * each made, changed and deleted, the files it read. S lists a batch's changes (HIS110,
 * ui/history_entries.h); U undoes a batch after a confirmation (store_undo: exact, refused with
 * nothing changed when something it wrote changed since; the undo is a batch of its own, so it can
 * be undone in turn). */
#ifndef WLMCON_UI_HISTORY_PANEL_H
#define WLMCON_UI_HISTORY_PANEL_H

struct console;

/* The console part's open function: ctx is the struct app. Pushes HIS100; rest is ignored.
 * Returns 0, or -1 when memory runs out. */
int history_part_open(struct console *c, const char *rest, void *ctx);

#endif
