/* ui/work/import_panel.h — option 7 of the primary menu, the Import panel (IMP100): a file or a
 * directory and the import option of the systems' table (ui/systems.h; MQ's: the queue manager
 * for scripts that name none, --qmgr). Enter on a file asks to import it; on a directory it lists
 * the directory's files to pick several (IMP110, ui/work/import_files.h). The import itself, its
 * progress and its result: ui/work/import_result.h. */
#ifndef WLMCON_UI_IMPORT_PANEL_H
#define WLMCON_UI_IMPORT_PANEL_H

struct console;

/* The console part's open function: ctx is the struct app. Pushes IMP100; rest is ignored.
 * Returns 0, or -1 when memory runs out. */
int import_part_open(struct console *c, const char *rest, void *ctx);

#endif
