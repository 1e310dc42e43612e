/* ui/work/export_panel.h — option 8 of the primary menu, the Export panel (EXP100): the format (MQSC:
 * one file per queue manager in dmpmqcfg's layout; YAML: one document of the whole store), the
 * directory to write into and the MQSC line width. Enter asks to confirm, then writes through the
 * same export as `wlmcon export` (ui/export_job.h) with its progress on the long-message line
 * (Ctrl-C stops it; files written before stay, each whole), and shows the result (EXP200): the
 * files written, and the directory's other files, left as they were. */
#ifndef WLMCON_UI_EXPORT_PANEL_H
#define WLMCON_UI_EXPORT_PANEL_H

struct console;

/* The console part's open function: ctx is the struct app. Pushes EXP100; rest is ignored.
 * Returns 0, or -1 when memory runs out. */
int export_part_open(struct console *c, const char *rest, void *ctx);

#endif
