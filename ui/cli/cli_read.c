/* ui/cli/cli_read.c — what the read-only commands (`classify` of WLM and of WebSphere) share:
 * their `--NAME VALUE` options and reading their systems from the store; see cli.h. */
#include <string.h>
#include <unistd.h>

#include "store/store.h"
#include "ui/cli/cli.h"
#include "ui/engine/env.h"

int cli_value_option(int argc, char **argv, int *i, const struct cli_value_opt *opts)
{
    for (const struct cli_value_opt *o = opts; o->name; o++)
        if (strcmp(argv[*i], o->name) == 0) {
            if (*i + 1 == argc)
                return -2;
            *o->slot = argv[++*i];
            return 0;
        }
    return -1;
}

int cli_load_store(const struct cli_global *g, struct policy *pol, const struct system_def *const *sys,
                   size_t nsys)
{
    char path[4096];
    env_store_path(g->store, path, sizeof path);
    if (access(path, F_OK) != 0) {
        fprintf(stderr, "wlmcon: store %s does not exist\n", path);
        return CLI_NOINPUT;
    }
    struct store *st;
    struct store_error err = {0};
    enum store_status ss = store_open(path, STORE_READONLY_OPEN, &st, &err);
    if (ss == STORE_OK) {
        cli_note_migration(st);
        for (size_t i = 0; ss == STORE_OK && i < nsys; i++)
            ss = store_load_all(st, pol, sys[i], STORE_LOAD_POSITIONS, &err);
        struct store_error cerr = {0};
        store_close(st, false, &cerr);
    }
    if (ss != STORE_OK) {
        fprintf(stderr, "wlmcon: %s\n", err.msg);
        return store_exit_status(err.status);
    }
    return 0;
}
