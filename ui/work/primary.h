/* ui/work/primary.h — the primary option menu (PANELS.md): the systems' options in the order of
 * the console's table of systems (ui/systems.h: 1 WLM, 2 MQ, 3 Domino, 4 OpenTP1), then
 * 5 Validate, 6 Simulate, 7 Import, 8 Export, 9 History, X Exit, with the store, the user, the
 * object count and the last validation's counts at the side.
 *
 * The options are opened through the parts of the console's environment (console_env.parts); an
 * option without a part shows as unavailable and says so when chosen. */
#ifndef WLMCON_UI_PRIMARY_H
#define WLMCON_UI_PRIMARY_H

#include "ui/engine/panel.h"

/* The primary option menu panel (the root panel the application gives console_run). NULL when
 * memory runs out. */
struct panel *primary_menu_new(void);

#endif
