/* ui/engine/env.h — what the console and the commands take from their environment: the store path,
 * the user, the clock. Tests make screens and journals deterministic through WLMCON_USER and WLMCON_NOW. */
#ifndef WLMCON_UI_ENV_H
#define WLMCON_UI_ENV_H

#include <stddef.h>

/* The store path: --store (opt, may be NULL), else WLMCON_STORE, else
 * $XDG_DATA_HOME/wlmcon/policy.db, else ~/.local/share/wlmcon/policy.db. Writes into buf (size n)
 * and returns it. */
char *env_store_path(const char *opt, char *buf, size_t n);

/* Creates the directories above path (mode 0700) where missing; 0, or -1 with errno set. */
int env_make_parent(const char *path);

#include <stdbool.h>
#include <time.h>

/* The path of name in the user's wlmcon configuration directory: $XDG_CONFIG_HOME/wlmcon/NAME,
 * else ~/.config/wlmcon/NAME ("profile", "themes"). Writes into buf (size n) and returns it. */
char *env_config_path(const char *name, char *buf, size_t n);

/* The directory of the themes shipped with wlmcon: the source tree's themes/ when the running
 * program sits in a source tree (a directory holding themes/classic.theme and ui/engine/console.h, up to
 * two levels above the program), else WLMCON_DATADIR/themes. Writes into buf and returns it. */
char *env_themes_dir(char *buf, size_t n);

/* Who makes changes, for the journal and the console: WLMCON_USER, else the login name, else the
 * user id. Static. */
const char *env_user(void);

/* Checks the user name where it enters: when WLMCON_USER (else the login name) holds a control
 * character (schema_control_char: C0 but tab, DEL, C1), writes a message naming the variable into
 * msg (size n) and returns -1; returns 0 otherwise. The command line refuses such a name (64). */
int env_user_problem(char *msg, size_t n);

/* The fixed clock: when WLMCON_NOW is set (seconds since 1970, or YYYY-MM-DD[T ]HH:MM[:SS][Z],
 * read as UTC), stores it in *t and returns 1; returns 0 when it is not set, -1 when it is set but
 * is not a time. */
int env_fixed_clock(time_t *t);

/* The time, for the journal, as ISO 8601 UTC text ("2026-11-29T14:38:00Z"): the fixed clock when
 * WLMCON_NOW is set, else the system clock. Static. */
const char *env_now(void);

/* The absolute form of file path path ("-", standard input, stays "-"): the current directory
 * before a relative one, "." and ".." resolved lexically (symbolic links are kept as given), into
 * buf (size n). Returns buf, or path itself when it is "-", NULL, or the result does not fit or the
 * current directory is unknown. */
const char *env_path_absolute(const char *path, char *buf, size_t n);

/* How a stored path is shown: an absolute path below the current directory relative to it
 * ("tests/x.mqsc"), any other as it is (an absolute path elsewhere, a relative one stored by an
 * older wlmcon). Returns a pointer into path, or path. The current directory is read each time. */
const char *env_path_shown(const char *path);

#endif
