/* ui/engine/themefile.h — theme files (themes/NAME.theme), their parser and where they are found.
 *
 * A theme file is text, one setting a line, keyed by CUA element names (research/aesthetics.md
 * §2.8):
 *
 *   # Classic ISPF: the 3270 colours          <- the first comment line describes the theme
 *   PT   = blue     default  bold              <- ELEMENT = foreground background [attribute…]
 *   EE   = red      default  bold reverse
 *
 * Colours are default, black, red, green, yellow, blue, pink (magenta), turquoise (cyan), white, or a
 * palette number 0-255; attributes are bold, reverse, underline (or none). Elements a file does not
 * name keep the classic theme's style. '#' starts a comment. Names are case-insensitive. The parser
 * is curses-free and takes any bytes (tests/fuzz/fuzz_theme.c). */
#ifndef WLMCON_UI_THEMEFILE_H
#define WLMCON_UI_THEMEFILE_H

#include <stddef.h>

#include "ui/engine/theme.h"

/* The first mistake of a theme file. */
struct theme_error {
    char file[512];   /* the file's path ("" for text parsed from memory) */
    int line;         /* 1-based; 0 when the file could not be read */
    char msg[160];    /* "unknown colour 'purpel'" */
};

/* Parses the text of a theme file (len bytes, need not be NUL-terminated) into *t, named name.
 * Returns 0, or -1 at the first mistake with err->line and err->msg set (*t then holds the classic
 * theme under that name). err->file is left as it is. */
int theme_parse(const char *text, size_t len, const char *name, struct theme *t, struct theme_error *err);

/* Reads and parses the theme file at path; the theme's name is the file name without directory and
 * ".theme". Returns 0, or -1 with *err (file, line, message; line 0 when it cannot be read). */
int theme_load(const char *path, struct theme *t, struct theme_error *err);

/* Finds the file of theme name: name itself when it holds a '/', else the first dir/name.theme that
 * exists among dirs (NULL-terminated; NULL: none). Writes the path into out (len bytes). Returns 0,
 * or -1 when there is none. */
int theme_find(const char *const *dirs, const char *name, char *out, size_t len);

/* Loads theme name: its file (theme_find), else the built-in classic theme when name is "classic".
 * Returns 0, or -1 with *err (an unknown name: line 0, "no theme named …"); *t then holds the
 * classic theme. */
int theme_open(const char *const *dirs, const char *name, struct theme *t, struct theme_error *err);

/* A theme that can be chosen. */
struct theme_info {
    char name[THEME_NAME_MAX];
    char descr[THEME_DESCR_MAX];   /* the file's description, or where its mistake is */
};

enum { THEME_LIST_MAX = 32 };

/* The themes found in dirs (the first directory holding a name wins) and the built-in classic one,
 * sorted by name, at most max into out. Returns their number. */
int theme_list(const char *const *dirs, struct theme_info *out, int max);

#endif
