/* ui/cli/cli_console.c — `wlmcon` without a command: the console on the store (created when missing,
 * so that a first session can import through option 7). */
#include <errno.h>
#include <string.h>

#include "ui/work/app.h"
#include "ui/work/primary.h"
#include "ui/cli/cli.h"
#include "ui/engine/env.h"

/* Ctrl-C: the console restored the terminal; nothing stays open between panel saves, but a save in
 * progress is rolled back here. */
static void on_abort(void *ctx)
{
    struct app *app = ctx;
    store_rollback(app->store);
}

int cli_console(const struct cli_global *g, int argc, char **argv)
{
    (void)argc;
    (void)argv;
    char path[4096];
    env_store_path(g->store, path, sizeof path);
    if (env_make_parent(path) != 0) {
        fprintf(stderr, "wlmcon: cannot create the directory of %s: %s\n", path, strerror(errno));
        return CLI_CANTCREAT;
    }
    struct app app = {.store_path = path};
    struct store_error err = {0};
    /* a new store is published at once: the session works on the real file */
    enum store_status opened = store_open(path, STORE_CREATE, &app.store, &err);
    if (opened == STORE_OK)
        cli_note_migration(app.store);
    if (opened != STORE_OK || store_close(app.store, true, &err) != STORE_OK ||
        store_open(path, 0, &app.store, &err) != STORE_OK) {
        fprintf(stderr, "wlmcon: %s\n", err.msg);
        return store_exit_status(err.status);
    }
    const char *slash = strrchr(path, '/');
    if (console_env_init(&app.env, slash ? slash + 1 : path) != 0)
        fputs("wlmcon: WLMCON_NOW is not a time; the clock is not fixed\n", stderr);
    app.env.parts = app_parts(&app.env.nparts);
    app.env.status = app_status;
    app.env.on_abort = on_abort;
    app.env.command = app_command;
    app.env.ctx = &app;
    app.env.theme = g->theme;
    int rc = console_run(&app.env, primary_menu_new);
    app_fini(&app);
    store_close(app.store, true, &err);
    if (rc == 1)
        fputs("wlmcon: the terminal cannot be used (is TERM set to a terminal that can place the cursor, "
              "such as xterm or vt100, and is this a terminal?)\n", stderr);
    return rc == 130 ? CLI_INTERRUPTED : rc == 0 ? CLI_OK : CLI_SOFTWARE;
}
