/* ui/domino/domino_ui.c — Domino's row of the registry of systems; see domino_ui.h. */
#include "ui/domino/domino_ui.h"

#include "import/notesini/notesini_formats.h"
#include "model/domino/domino.h"
#include "ui/domino/domino_panels.h"

/* Option 3: the servers. */
static int open_part(struct console *c, const char *rest, void *ctx)
{
    (void)rest;
    return domino_servers_open(c, ctx);
}

static int open_object(struct console *c, struct app *app, const struct obj_ref *ref)
{
    return obj_object_open(c, app, &domino_obj_panels, ref);
}

static const struct panel_def *const panels[] = {
    &domino_servers_panel, &domino_server_panel, &domino_replica_panel, &domino_replicas_panel,
    &domino_verbatim_panel, NULL,
};

const struct ui_system domino_ui_system = {
    .system = "domino",
    .def = &domino_system_def,
    .readers = domino_readers,
    .writers = domino_writers,
    .menu = {"3", "Domino", "Cluster servers, NOTES.INI", 'D'},
    .open = open_part,
    .open_object = open_object,
    .panels = panels,
    .export_format = "notesini",
    .export_descr = "One NOTES.INI per server, DIR/<server>/notes.ini, byte for byte where unchanged",
};
