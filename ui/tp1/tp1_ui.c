/* ui/tp1/tp1_ui.c — OpenTP1's row of the registry of systems; see tp1_ui.h. */
#include "ui/tp1/tp1_ui.h"

#include "model/tp1/tp1.h"

const struct ui_system tp1_ui_system = {
    .system = "tp1",
    .def = &tp1_system_def,
    .menu = {"4", "OpenTP1", "Nodes, scheduler, user services", 'O'},
};
