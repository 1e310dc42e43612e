/* ui/work/app.c — the console's parts and its status from the store; see app.h. */
#include "ui/work/app.h"

#include <stddef.h>

#include "ui/work/export_panel.h"
#include "ui/work/history_panel.h"
#include "ui/work/import_panel.h"
#include "ui/work/sim_panel.h"
#include "ui/work/sim_session.h"
#include "ui/work/validate_panel.h"
#include "ui/systems.h"
#include "ui/work/work_msg.h"

/* The parts of the primary menu that are not a system's. */
static const struct console_part work_parts[] = {
    {'5', validate_part_open},
    {'6', simulate_part_open},
    {'7', import_part_open},
    {'8', export_part_open},
    {'9', history_part_open},
};

enum { PARTS_MAX = 16 };

const struct console_part *app_parts(size_t *n)
{
    static struct console_part parts[PARTS_MAX];
    size_t k = 0;
    work_messages_register();   /* the work panels' messages, with their options */
    for (const struct ui_system *const *u = ui_systems(); *u; u++)
        if ((*u)->open && (*u)->def && k < PARTS_MAX)
            parts[k++] = (struct console_part){(*u)->menu.option[0], (*u)->open};
    for (size_t i = 0; i < sizeof work_parts / sizeof work_parts[0] && k < PARTS_MAX; i++)
        parts[k++] = work_parts[i];
    *n = k;
    return parts;
}

enum panel_rc app_command(struct console *c, const struct cmd *cmd, void *ctx)
{
    return simulate_command(c, cmd, ctx);
}

void app_fini(struct app *app)
{
    sim_session_free(app->sim);
    app->sim = NULL;
}

void app_status(void *ctx, struct console_status *out)
{
    struct app *app = ctx;
    struct store_error err;
    out->objects = out->errors = out->warnings = -1;
    out->stale = false;
    const struct system_def *const *sys = schema_systems();
    long total = 0;
    for (; *sys; sys++) {
        size_t counts[64] = {0};
        if ((*sys)->nkinds > 64 || store_count(app->store, *sys, counts, NULL, &err) != STORE_OK)
            return;
        for (size_t k = 0; k < (*sys)->nkinds; k++)
            total += (long)counts[k];
    }
    out->objects = total;
    struct store_validation v;
    if (store_validation_head(app->store, &v, &err) != STORE_OK)
        return;
    out->errors = (long)v.errors;
    out->warnings = (long)v.warnings;
    store_validation_stale(app->store, &v, &out->stale, &err);
}
