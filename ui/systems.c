/* ui/systems.c — the console's table of systems; see systems.h. Adding a system's user interface is
 * one line here. */
#include "ui/systems.h"

#include <stddef.h>
#include <string.h>

#include "ui/mq/mq_ui.h"
#include "ui/wlm/wlm_ui.h"

/* The systems whose panels are not built yet: their menu entry alone (PANELS.md). */
static const struct ui_system domino_planned = {
    .system = "domino", .menu = {"3", "Domino", "Cluster servers, NOTES.INI", 'D'}};
static const struct ui_system tp1_planned = {
    .system = "tp1", .menu = {"4", "OpenTP1", "Nodes, scheduler, user services", 'O'}};

static const struct ui_system *const systems[] = {
    &wlm_ui_system,
    &mq_ui_system,
    &domino_planned,
    &tp1_planned,
    NULL,
};

const struct ui_system *const *ui_systems(void)
{
    return systems;
}

const struct ui_system *ui_system_of(const struct system_def *sys)
{
    for (const struct ui_system *const *u = systems; sys && *u; u++)
        if (strcmp((*u)->system, sys->id) == 0)
            return *u;
    return NULL;
}

const struct ui_system *ui_system_export(void)
{
    for (const struct ui_system *const *u = systems; *u; u++)
        if ((*u)->export_format && schema_system((*u)->system))
            return *u;
    return NULL;
}

const struct ui_system *ui_system_import_option(const struct system_def **sys)
{
    for (const struct ui_system *const *u = systems; *u; u++)
        if ((*u)->import_option && (*sys = schema_system((*u)->system)) != NULL)
            return *u;
    *sys = NULL;
    return NULL;
}
