/* ui/systems.c — the registry of systems: one line per system, naming its row (ui/systems.h), from
 * which its model, readers, writers and user interface are found; see systems.h. Adding a system
 * is its folders and one line here. The order of the lines is the systems' order in the YAML
 * document, the validation summaries and the export formats; the primary menu orders the rows by
 * their option. */
#include "ui/systems.h"

#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "import/import.h"
#include "ui/engine/msg.h"
#include "ui/domino/domino_ui.h"
#include "ui/mq/mq_ui.h"
#include "ui/tp1/tp1_ui.h"
#include "ui/was/was_ui.h"
#include "ui/wlm/wlm_ui.h"

static const struct ui_system *const registry[] = {
    &mq_ui_system,
    &wlm_ui_system,
    &was_ui_system,
    &domino_ui_system,
    &tp1_ui_system,
    NULL,
};

enum { MAX_ROWS = 16 };
static const struct ui_system *rows[MAX_ROWS + 1];   /* by menu option */
static size_t nrows;

int systems_add(const struct ui_system *u)
{
    for (size_t i = 0; i < nrows; i++)
        if (rows[i] == u)
            return 0;
    if (nrows == MAX_ROWS || (u->def && schema_register(u->def) < 0) ||
        import_register(u->readers, u->writers) < 0 ||
        (u->messages && msg_register(u->messages, u->nmessages) < 0))
        return -1;
    size_t at = nrows;   /* options are numbers: "10" after "9"; rows without one last */
    while (at > 0 && u->menu.option &&
           (!rows[at - 1]->menu.option || strlen(rows[at - 1]->menu.option) > strlen(u->menu.option) ||
            (strlen(rows[at - 1]->menu.option) == strlen(u->menu.option) &&
             strcmp(rows[at - 1]->menu.option, u->menu.option) > 0)))
        at--;
    memmove(&rows[at + 1], &rows[at], (nrows - at) * sizeof *rows);
    rows[at] = u;
    rows[++nrows] = NULL;
    return 0;
}

int systems_init(void)
{
    static int done;
    if (done)
        return 0;
    done = 1;
    for (size_t i = 0; registry[i]; i++)
        if (systems_add(registry[i]) < 0)
            return -1;
    return 0;
}

const struct ui_system *const *ui_systems(void)
{
    systems_init();
    return rows;
}

const struct ui_system *ui_system_of(const struct system_def *sys)
{
    for (const struct ui_system *const *u = ui_systems(); sys && *u; u++)
        if ((*u)->def == sys)
            return *u;
    return NULL;
}

const struct ui_system *ui_system_export(void)
{
    for (const struct ui_system *const *u = ui_systems(); *u; u++)
        if ((*u)->export_format && (*u)->def)
            return *u;
    return NULL;
}

const struct ui_system *ui_system_import_option(const struct system_def **sys)
{
    for (const struct ui_system *const *u = ui_systems(); *u; u++)
        if ((*u)->import_option && (*u)->def) {
            *sys = (*u)->def;
            return *u;
        }
    *sys = NULL;
    return NULL;
}
