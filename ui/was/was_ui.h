/* ui/was/was_ui.h — WebSphere for z/OS's row of the registry of systems (ui/systems.c) and the
 * command it adds: `wlmcon classify --was-server CELL/NODE/SERVER --uri PATH`, the what-if of a
 * request through the server's classification document and WLM's CB rules. */
#ifndef WLMCON_UI_WAS_UI_H
#define WLMCON_UI_WAS_UI_H

#include "ui/systems.h"

/* The row: model, readers and writers, the classify command, and the panels (was_panels.h). It
 * has no option of the primary menu of its own: WebSphere is part of option 1 (PANELS.md), its
 * cells opened by the WLM Definition Menu's "WebSphere servers" line (=1.13). */
extern const struct ui_system was_ui_system;

/* `wlmcon classify --was-server CELL/NODE/SERVER --uri PATH [--host H] [--port P] [--type T]
 * [--definition NAME] [--format text|json]` (argv[0] "classify"): prints the request's path
 * through the document (entry, its element and file:line) to its transaction class, the CB rule
 * (level, line) WLM's engine ends at, the service and report class, and the servants that share
 * that work queue (servant1 … servantN of the server's maximum). Returns 0 (a request no entry
 * matches ends at the element's default transaction class, said so), 64 for a usage error or an
 * unknown server, 66 for a missing store, or the store's status. */
int was_classify_command(const struct cli_global *g, int argc, char **argv);

#endif
