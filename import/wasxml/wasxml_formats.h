/* import/wasxml/wasxml_formats.h — the WebSphere for z/OS formats as the registry of systems lists
 * them (ui/was/was_ui.c): the workload classification document's reader, and the writer of a
 * server's document and wsadmin script (`export --format was`). */
#ifndef WLMCON_IMPORT_WASXML_FORMATS_H
#define WLMCON_IMPORT_WASXML_FORMATS_H

#include "import/import_run.h"

/* The readers (the classification document), NULL-terminated. */
extern const struct import_format *const was_readers[];

/* The writers (`was`: DIR/<cell>/<node>/<server>/classification.xml and wsadmin.py), NULL-terminated. */
extern const struct export_format *const was_writers[];

#endif
