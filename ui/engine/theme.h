/* ui/engine/theme.h — a theme: for each CUA element, its colours and attributes, without curses.
 *
 * Colours are numbers of the terminal palette: the eight 3270/ANSI colours 0-7 (the numbers curses
 * and ANSI give them), the 256-colour palette 8-255, or THEME_DEFAULT for the terminal's own. On a
 * terminal with fewer colours, theme_color_fit maps a colour to the nearest of the eight. The
 * classic ISPF theme is built in; themes/ files keyed by element names (cua_name) fill the same
 * struct (themefile.h). */
#ifndef WLMCON_UI_THEME_H
#define WLMCON_UI_THEME_H

#include <stdbool.h>

#include "ui/engine/cua.h"

enum theme_color {
    THEME_DEFAULT = -1,
    THEME_BLACK = 0, THEME_RED, THEME_GREEN, THEME_YELLOW, THEME_BLUE, THEME_PINK, THEME_TURQ,
    THEME_WHITE,
    THEME_COLORS_MAX = 256   /* colours are below this */
};

enum theme_attr {
    TA_BOLD = 1u << 0,      /* high intensity */
    TA_REVERSE = 1u << 1,
    TA_UNDERLINE = 1u << 2
};

struct theme_style {
    short fg, bg;         /* enum theme_color, or a palette number below THEME_COLORS_MAX */
    unsigned char attrs;  /* enum theme_attr */
};

enum { THEME_NAME_MAX = 32, THEME_DESCR_MAX = 72 };

struct theme {
    char name[THEME_NAME_MAX];     /* "classic": the file name without .theme */
    char descr[THEME_DESCR_MAX];   /* one line saying what it looks like */
    struct theme_style style[CUA_NELEMS];
};

/* The classic ISPF theme: the 3270 defaults — protected normal text blue, protected bright text
 * white, entry fields turquoise and underlined, output values green, error emphasis red reverse,
 * messages by type (research/aesthetics.md §2.5). Static; never NULL. */
const struct theme *theme_classic(void);

/* The attributes to use for element e when colour is off (NO_COLOR, or a terminal without colour):
 * the theme's own attributes, plus bold for elements whose colour carried emphasis (titles,
 * headings, messages) and reverse for error emphasis, so nothing is lost without colour. */
unsigned theme_mono_attrs(const struct theme *t, enum cua_elem e);

/* Colour c as a terminal with ncolors colours can show it: itself when it has that many (and for
 * THEME_DEFAULT); else the nearest of the eight basic colours (8-15: their basic colour; the
 * 6x6x6 cube: each of red, green and blue on when at least half; the grey ramp: black or white). */
short theme_color_fit(short c, int ncolors);

/* The name of colour c as theme files write it: "default", "black" … "white", or its number. Writes
 * out (at least 8 bytes) and returns it. */
const char *theme_color_name(short c, char *out, unsigned len);

#endif
