/* ui/tp1/tp1_ui.h — OpenTP1's row of the registry of systems (ui/systems.c). */
#ifndef WLMCON_UI_TP1_UI_H
#define WLMCON_UI_TP1_UI_H

#include "ui/systems.h"

/* OpenTP1: its model (model/tp1), the node directory reader and the tp1def writer
 * (import/tp1def), option 4 of the primary menu (the nodes, TP1600) and its object panels. */
extern const struct ui_system tp1_ui_system;

#endif
