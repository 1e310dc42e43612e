/* ui/work/app.c — the console's parts and its status from the store; see app.h. */
#include "ui/work/app.h"

#include <stddef.h>
#include <string.h>

#include "ui/work/export_panel.h"
#include "ui/work/history_panel.h"
#include "ui/work/import_panel.h"
#include "ui/mq/mq_panels.h"
#include "ui/work/validate_panel.h"

static const struct console_part parts[] = {
    {'2', mq_part_open},
    {'5', validate_part_open},
    {'7', import_part_open},
    {'8', export_part_open},
    {'9', history_part_open},
};

/* The object panels of each system: one row per system whose panels are built. */
static const struct {
    const char *system;
    app_open_object_fn open;
} openers[] = {
    {"mq", mq_object_open},
};

app_open_object_fn app_object_opener(const char *system)
{
    for (size_t i = 0; i < sizeof openers / sizeof openers[0]; i++)
        if (strcmp(openers[i].system, system) == 0)
            return openers[i].open;
    return NULL;
}

const struct console_part *app_parts(size_t *n)
{
    size_t count = 0;
    for (size_t i = 0; i < sizeof parts / sizeof parts[0]; i++)
        count += parts[i].open != NULL;
    *n = count;
    return parts;
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
    int64_t rev;
    out->stale = store_revision(app->store, &rev, &err) == STORE_OK && rev != v.revision;
}
