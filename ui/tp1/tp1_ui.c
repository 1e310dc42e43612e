/* ui/tp1/tp1_ui.c — OpenTP1's row of the registry of systems; see tp1_ui.h. */
#include "ui/tp1/tp1_ui.h"

#include "import/tp1def/tp1def.h"
#include "model/tp1/tp1.h"
#include "ui/tp1/tp1_panels.h"

static const struct import_format *const readers[] = {&tp1def_format, NULL};
static const struct export_format *const writers[] = {&tp1def_export_format, NULL};

/* Option 4: the nodes. */
static int open_part(struct console *c, const char *rest, void *ctx)
{
    (void)rest;
    return tp1_nodes_open(c, ctx);
}

static int open_object(struct console *c, struct app *app, const struct obj_ref *ref)
{
    return obj_object_open(c, app, &tp1_obj_panels, ref);
}

const struct ui_system tp1_ui_system = {
    .system = "tp1",
    .def = &tp1_system_def,
    .readers = readers,
    .writers = writers,
    .menu = {"4", "OpenTP1", "Nodes, scheduler, user services", 'O'},
    .open = open_part,
    .open_object = open_object,
    .export_format = "tp1def",
    .export_descr = "OpenTP1 definition directories, one per node",
    .panels = tp1_all_panels,
};
