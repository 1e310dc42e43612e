/* ui/work/app.h — what the console's parts share: the open policy store and the console environment.
 *
 * main (ui/cli/cli_console.c) opens the store once for the whole session; every panel save is its
 * own transaction and journal batch. Each option of the primary menu (a system's, Validate,
 * Import, Export…) is a `struct console_part` whose open function receives the struct app as its
 * context. A system's parts and the panel of one of its objects come from its row of the
 * console's table of systems (ui/systems.h). */
#ifndef WLMCON_UI_APP_H
#define WLMCON_UI_APP_H

#include "store/store.h"
#include "ui/engine/console.h"
#include "ui/objects/objref.h"

struct sim_session;

struct app {
    struct store *store;        /* open for the session */
    const char *store_path;
    struct console_env env;     /* the console's environment (ctx points back here) */
    struct sim_session *sim;    /* the last simulation (option 6), held; NULL: none yet */
};

/* The primary menu's options that are built, in menu order: those of the registered systems whose
 * row opens a part (ui/systems.h), then the work parts; *n receives their number. The array is
 * static, the same at every call. */
const struct console_part *app_parts(size_t *n);

/* The commands the console's parts take from any panel (SIMULATE), for console_env.command: ctx
 * is the struct app. */
enum panel_rc app_command(struct console *c, const struct cmd *cmd, void *ctx);

/* Lets go of what the parts kept in app while the console ran (the last simulation). */
void app_fini(struct app *app);

/* Fills the side figures of the primary menu from the store: objects, the last validation's
 * counts, and whether the policy changed since (ctx is the struct app). Unknown figures are -1. */
void app_status(void *ctx, struct console_status *out);

#endif
