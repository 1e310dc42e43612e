/* ui/wlm/wlm_loaded.c — a service definition loaded whole for the cells of a list panel, read
 * again when the store moved on; see wlm_panels.h. */
#include <stdlib.h>

#include "ui/wlm/wlm_panels.h"

struct wlm_loaded *wlm_loaded_new(struct app *app)
{
    struct wlm_loaded *d = calloc(1, sizeof *d);
    if (!d)
        return NULL;
    d->app = app;
    d->rev = -1;
    policy_init(&d->pol);
    return d;
}

void wlm_loaded_free(void *loaded)
{
    struct wlm_loaded *d = loaded;
    if (!d)
        return;
    policy_free(&d->pol);
    free(d);
}

const struct pol_object *wlm_loaded_sync(struct wlm_loaded *d, const char *def)
{
    int64_t rev;
    struct store_error err;
    if (store_revision(d->app->store, &rev, &err) != STORE_OK || (rev == d->rev && d->top))
        return d->top;
    policy_free(&d->pol);
    policy_init(&d->pol);
    d->top = NULL;
    d->rev = -1;
    if (store_load_top(d->app->store, &d->pol, wlm_kind(WLM_DEFINITION), def, 0, &d->top, &err) == STORE_OK)
        d->rev = rev;
    return d->top;
}
