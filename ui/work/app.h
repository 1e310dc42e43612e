/* ui/work/app.h — what the console's parts share: the open policy store and the console environment.
 *
 * main (ui/cli_console.c) opens the store once for the whole session; every panel save is its own
 * transaction and journal batch. Each option of the primary menu (MQ, Validate, Import, Export…)
 * is a `struct console_part` whose open function receives the struct app as its context. Panels of
 * one part open another part's panels through the app (an object's panel from a finding). */
#ifndef WLMCON_UI_APP_H
#define WLMCON_UI_APP_H

#include "store/store.h"
#include "ui/engine/console.h"
#include "ui/objects/objref.h"

struct app {
    struct store *store;        /* open for the session */
    const char *store_path;
    struct console_env env;     /* the console's environment (ctx points back here) */
};

/* Opens the panel of the object ref names (ui/objref.h) on top of the console, with the cursor on
 * the attribute ref->attr when it has one: returns 0 after pushing it, or -1 after issuing a
 * message (the object is gone, …). */
typedef int (*app_open_object_fn)(struct console *c, struct app *app, const struct obj_ref *ref);

/* The function that opens object panels of system id ("mq"), or NULL while that system's panels
 * are not built. Each system's panels register theirs in the table of app.c. */
app_open_object_fn app_object_opener(const char *system);

/* The primary menu's options that are built, in menu order; *n receives their number. */
const struct console_part *app_parts(size_t *n);

/* Fills the side figures of the primary menu from the store: objects, the last validation's
 * counts, and whether the policy changed since (ctx is the struct app). Unknown figures are -1. */
void app_status(void *ctx, struct console_status *out);

#endif
