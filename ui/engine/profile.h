/* ui/engine/profile.h — the user's profile: the console settings that last from one session to the next
 * (ISPF keeps them in the user's profile pool), without curses.
 *
 * The file is $XDG_CONFIG_HOME/wlmcon/profile (else ~/.config/wlmcon/profile), text, one setting a
 * line, '#' comments:
 *
 *   theme = mono                    the colour theme (themes/NAME.theme)
 *   command-line = bottom           top (default) or bottom
 *   pfshow = off                    the function-key line: on (default) or off
 *   scroll MQ600 = CSR              the Scroll amount of a panel
 *   key table F6 = RETRIEVE         keylist table: F6 stands for RETRIEVE ("" after '=': no command)
 *   field EXP100 out = /srv/mq      a work panel's field, as last entered (ISPF's profile variables);
 *                                   a value with a blank at either end, or starting with '"', is
 *                                   written in double quotes, with \" and \\ inside
 *   columns MQ200 = MCAUSER SSLCIPH the columns a list panel adds to its own (COLUMNS)
 *
 * A line that cannot be read is reported (its number and why) and ignored; the others apply. A
 * setting this wlmcon does not know, or one it knows with a value it cannot take (a later one's,
 * or a typing mistake), is reported too, but kept as written: each save writes it back, after the
 * settings known, so that running an older wlmcon loses nothing a later one wrote. The file is written whole to a
 * temporary file in the same directory, then renamed over the old one, so that it is never seen
 * half-written. */
#ifndef WLMCON_UI_PROFILE_H
#define WLMCON_UI_PROFILE_H

#include <stdbool.h>
#include <stddef.h>

#include "ui/engine/keys.h"
#include "ui/engine/scroll.h"
#include "ui/engine/theme.h"

enum {
    PROFILE_SCROLL_MAX = 64,   /* panels whose Scroll amount is kept */
    PROFILE_KEYS_MAX = 64,     /* key changes kept */
    PROFILE_ID_MAX = 16,       /* panel ids and keylist names, bytes with the NUL */
    PROFILE_CMD_MAX = 64,      /* a key's command string, bytes with the NUL */
    PROFILE_FIELDS_MAX = 64,   /* work panels' field values kept */
    PROFILE_VALUE_MAX = 1024,  /* a field value, bytes with the NUL */
    PROFILE_OTHER_MAX = 4096,  /* the lines of unknown settings kept, bytes with their newlines */
    PROFILE_COLUMNS_MAX = 32,  /* list panels whose added columns are kept */
    PROFILE_COLUMNS_LEN = 128  /* their keywords, blank-separated, bytes with the NUL */
};

struct profile_columns {
    char panel[PROFILE_ID_MAX];             /* "MQ200" */
    char keywords[PROFILE_COLUMNS_LEN];     /* "MCAUSER SSLCIPH" */
};

struct profile_scroll {
    char panel[PROFILE_ID_MAX];     /* "MQ600" */
    struct scroll_amount amount;
};

struct profile_key {
    char keylist[PROFILE_ID_MAX];   /* "table" */
    ui_key key;                     /* UIK_F(1..12) */
    char cmd[PROFILE_CMD_MAX];      /* the command string; "": the key does nothing */
};

struct profile_field {
    char panel[PROFILE_ID_MAX];     /* "EXP100" */
    char key[PROFILE_ID_MAX];       /* the field's key in its panel ("out") */
    char value[PROFILE_VALUE_MAX];  /* as the field showed it; may be "" */
};

struct profile {
    char theme[THEME_NAME_MAX];     /* "": the default (classic) */
    bool cmd_bottom;                /* the command line at the bottom of panels */
    bool pfshow;                    /* the function-key line is shown */
    struct profile_scroll scroll[PROFILE_SCROLL_MAX];
    size_t nscroll;
    struct profile_key keys[PROFILE_KEYS_MAX];
    size_t nkeys;
    struct profile_field fields[PROFILE_FIELDS_MAX];
    size_t nfields;
    char other[PROFILE_OTHER_MAX];  /* unknown settings' lines as read, each ending in '\n' */
    size_t nother;                  /* bytes used in other */
    struct profile_columns columns[PROFILE_COLUMNS_MAX];
    size_t ncolumns;
};

/* The first line of a profile that was ignored, or why it could not be read or written. */
struct profile_error {
    int line;          /* 1-based; 0 for the file as a whole */
    char msg[160];
};

/* The defaults: classic theme, command line at the top, function keys shown, nothing else. */
void profile_defaults(struct profile *p);

/* Applies the settings of a profile's text (len bytes, need not be NUL-terminated) to *p. Lines that
 * cannot be read are ignored; the first is described in *first. Returns how many were ignored. */
int profile_parse(const char *text, size_t len, struct profile *p, struct profile_error *first);

/* The profile's text as profile_save writes it, into out (len bytes). Returns its length (the text is
 * cut when len is too small). */
size_t profile_format(const struct profile *p, char *out, size_t len);

/* Sets *p to the defaults, then applies the file at path when it exists. Returns the number of lines
 * ignored (the first described in *err), 0 when there is no file, or -1 when it exists but cannot be
 * read (*err says why; *p keeps the defaults). */
int profile_load(const char *path, struct profile *p, struct profile_error *err);

/* Writes p to path atomically (its directory is made when missing, mode 0700; the file is 0600).
 * Returns 0, or -1 with *err saying why (the old file is then unchanged). */
int profile_save(const char *path, const struct profile *p, struct profile_error *err);

/* The Scroll amount kept for panel id, or NULL. */
const struct scroll_amount *profile_scroll(const struct profile *p, const char *panel);

/* Keeps amount as panel id's Scroll amount. Returns 0, or -1 when the table is full or the id too
 * long (nothing kept). */
int profile_set_scroll(struct profile *p, const char *panel, const struct scroll_amount *amount);

/* Carries the settings kept under panel id `from` (an id an earlier wlmcon gave the panel) over to
 * its id `to`: Scroll amount, added columns and field values; where `to` has a setting already,
 * `from`'s is dropped. Saving then writes them under `to` alone. Returns 1 when something was kept
 * under `from`, 0 when nothing was, -1 when an id is NULL or `to` is too long (nothing changed). */
int profile_adopt(struct profile *p, const char *from, const char *to);

/* The keywords of the columns list panel id adds to its own ("MCAUSER SSLCIPH"), or NULL. */
const char *profile_columns(const struct profile *p, const char *panel);

/* Keeps keywords (blank-separated) as the columns panel id adds, or forgets them when keywords is
 * NULL or empty. Returns 0, or -1 when the table is full or a string too long (nothing kept). */
int profile_set_columns(struct profile *p, const char *panel, const char *keywords);

/* The change of key in keylist, or NULL when it has none. */
const struct profile_key *profile_key(const struct profile *p, const char *keylist, ui_key key);

/* Makes key of keylist stand for cmd ("" for nothing), or removes the change when cmd is NULL (the
 * keylist's own binding is back). Returns 0, or -1 when the table is full or a string too long. */
int profile_set_key(struct profile *p, const char *keylist, ui_key key, const char *cmd);

/* Brings into *disk (the profile as another session may have written it since) the settings that
 * *mine changed from *base (the profile as this session read or last wrote it): a theme, command
 * line or function-key setting that differs, each Scroll amount, key change and field value that
 * differs or is new, and each key change mine removed. Settings mine left as they were keep disk's
 * values, so that two sessions of one user do not undo each other's changes. Returns 0, or -1 when
 * disk has no room for one of them (the others are brought). */
int profile_merge(const struct profile *base, const struct profile *mine, struct profile *disk);

/* The value kept for field key of panel id (NUL-terminated, in *p), or NULL when none is. */
const char *profile_field(const struct profile *p, const char *panel, const char *key);

/* Keeps value (UTF-8, no control characters) as field key of panel id, replacing the one kept.
 * Returns 1 when that changed the profile, 0 when it held that value already, -1 when the table is
 * full, an id is too long or empty, or value is too long or holds a control character (nothing
 * kept). */
int profile_set_field(struct profile *p, const char *panel, const char *key, const char *value);

#endif
