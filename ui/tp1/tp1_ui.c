/* ui/tp1/tp1_ui.c — OpenTP1's row of the registry of systems; see tp1_ui.h. */
#include "ui/tp1/tp1_ui.h"

const struct ui_system tp1_ui_system = {
    .system = "tp1", .menu = {"4", "OpenTP1", "Nodes, scheduler, user services", 'O'}};
