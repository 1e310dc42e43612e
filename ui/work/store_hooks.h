/* ui/work/store_hooks.h — the import interface (import/import.h) connected to the policy store: how an
 * import loads and saves top-level objects inside the caller's transaction. */
#ifndef WLMCON_UI_STORE_HOOKS_H
#define WLMCON_UI_STORE_HOOKS_H

#include "import/import.h"
#include "store/store.h"

struct store_hooks_ctx {
    struct store *store;
    struct store_error err;      /* the last store failure, for the exit status */
    /* Called between commands and files with how far the import has come; non-zero stops it
     * (Ctrl-C). May be NULL. */
    int (*progress)(void *user, const struct import_progress *p);
    void *user;                  /* for progress */
};

/* Fills hooks so that load_top/save_top go to ctx->store (loading parameters and records),
 * clear_system deletes every stored top-level object of the system (each journalled),
 * save_observation keeps an observed state beside the policy (store_observation_save), save_levels
 * makes the store's rule levels those of a YAML document (store_rule_levels_replace) and progress
 * reports to ctx. ctx must outlive the import. */
void store_hooks_init(struct import_hooks *hooks, struct store_hooks_ctx *ctx);

#endif
