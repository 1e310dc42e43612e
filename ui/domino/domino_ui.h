/* ui/domino/domino_ui.h — Domino's row of the registry of systems (ui/systems.c). */
#ifndef WLMCON_UI_DOMINO_UI_H
#define WLMCON_UI_DOMINO_UI_H

#include "ui/systems.h"

/* Domino, whose model and panels are not built yet: its entry of the primary menu alone, shown
 * unavailable (PANELS.md). */
extern const struct ui_system domino_ui_system;

#endif
