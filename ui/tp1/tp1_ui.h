/* ui/tp1/tp1_ui.h — OpenTP1's row of the registry of systems (ui/systems.c). */
#ifndef WLMCON_UI_TP1_UI_H
#define WLMCON_UI_TP1_UI_H

#include "ui/systems.h"

/* OpenTP1, whose model and panels are not built yet: its entry of the primary menu alone, shown
 * unavailable (PANELS.md). */
extern const struct ui_system tp1_ui_system;

#endif
