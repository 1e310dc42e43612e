/* ui/work/import_files.h — the Import panel's list of a directory's files (IMP110): S selects a file
 * (again: deselects it; on a directory, lists that one), B browses a file; once the line commands
 * typed are processed, the files selected are imported together, in name order, after a
 * confirmation (ui/import_result.h). Hidden files are not listed; `..` leads to the parent. */
#ifndef WLMCON_UI_IMPORT_FILES_H
#define WLMCON_UI_IMPORT_FILES_H

#include "import/import.h"

struct app;
struct console;

/* Pushes the list of directory dir's entries; the import options opts (as import_confirm takes
 * them, ui/work/import_result.h; copied; may be NULL) go with the import. Returns 0, or -1 after
 * issuing a message (the directory cannot be read). */
int import_files_open(struct console *c, struct app *app, const char *dir, const struct import_option *opts);

#endif
