/* ui/env.h — what the commands take from their environment: the store path, the user, the clock.
 * Tests make screens and journals deterministic through WLMCON_USER and WLMCON_NOW. */
#ifndef WLMCON_UI_ENV_H
#define WLMCON_UI_ENV_H

#include <stddef.h>

/* The store path: --store (opt, may be NULL), else WLMCON_STORE, else
 * $XDG_DATA_HOME/wlmcon/policy.db, else ~/.local/share/wlmcon/policy.db. Writes into buf (size n)
 * and returns it. */
char *env_store_path(const char *opt, char *buf, size_t n);

/* Creates the directories above path (mode 0700) where missing; 0, or -1 with errno set. */
int env_make_parent(const char *path);

/* Who makes changes, for the journal: WLMCON_USER, else the login name, else the user id. Static. */
const char *env_user(void);

/* The time, for the journal, as ISO 8601 UTC text ("2026-11-29T14:38:00Z"): WLMCON_NOW when set
 * (used verbatim), else the clock. Static. */
const char *env_now(void);

#endif
