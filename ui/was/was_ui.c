/* ui/was/was_ui.c — WebSphere for z/OS's row of the registry of systems; see was_ui.h. */
#include "ui/was/was_ui.h"

#include <stddef.h>

#include "import/wasxml/wasxml_formats.h"
#include "model/was/was.h"
#include "ui/was/was_panels.h"

static const struct cli_command_def commands[] = {
    {"classify", was_classify_command,
     "classify --was-server CELL/NODE/SERVER --uri PATH [--host H] [--port P]\n"
     "           [--type http|iiop|mdb|internal|sip|ola] [--definition NAME]\n"
     "           [--format text|json]",
     "WebSphere for z/OS: the entry of the server's classification document a\n"
     "      request matches, its transaction class, the CB rule and service class\n"
     "      z/OS WLM gives it, and the servants that share that work queue",
     "--was-server"},
    {NULL, NULL, NULL, NULL, NULL},
};

/* The WLM Definition Menu's "WebSphere servers" line: the cells. */
static int open_part(struct console *c, const char *rest, void *ctx)
{
    (void)rest;
    return was_cells_open(c, ctx);
}

static int open_object(struct console *c, struct app *app, const struct obj_ref *ref)
{
    return obj_object_open(c, app, &was_obj_panels, ref);
}

static const struct panel_def *const panels[] = {
    &was_cells_panel, &was_nodes_panel, &was_servers_panel, &was_cell_panel, &was_node_panel,
    &was_server_panel, &was_groups_panel, &was_group_panel, &was_entry_panel, &was_verbatim_panel, NULL,
};

const struct ui_system was_ui_system = {
    .system = "was",
    .def = &was_system_def,
    .readers = was_readers,
    .writers = was_writers,
    .menu = {NULL, "WebSphere servers", "Cells, nodes, application servers", 0},
    .open = open_part,
    .open_object = open_object,
    .panels = panels,
    .commands = commands,
};
