/* ui/tp1/tp1_ui.c — OpenTP1's row of the registry of systems; see tp1_ui.h. */
#include "ui/tp1/tp1_ui.h"

#include "import/tp1def/tp1def.h"
#include "model/tp1/tp1.h"

static const struct import_format *const readers[] = {&tp1def_format, NULL};
static const struct export_format *const writers[] = {&tp1def_export_format, NULL};

const struct ui_system tp1_ui_system = {
    .system = "tp1",
    .def = &tp1_system_def,
    .readers = readers,
    .writers = writers,
    .menu = {"4", "OpenTP1", "Nodes, scheduler, user services", 'O'},
};
