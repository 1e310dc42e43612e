/* ui/theme.h — a theme: for each CUA element, its colours and attributes, without curses.
 *
 * Colours are the eight 3270/ANSI colours (the numbers curses and ANSI give them), or THEME_DEFAULT
 * for the terminal's own. Only the built-in classic ISPF theme exists for now; themes/ files keyed
 * by element names (cua_name) come later and fill the same struct. */
#ifndef WLMCON_UI_THEME_H
#define WLMCON_UI_THEME_H

#include <stdbool.h>

#include "ui/cua.h"

enum theme_color {
    THEME_DEFAULT = -1,
    THEME_BLACK = 0, THEME_RED, THEME_GREEN, THEME_YELLOW, THEME_BLUE, THEME_PINK, THEME_TURQ,
    THEME_WHITE
};

enum theme_attr {
    TA_BOLD = 1u << 0,      /* high intensity */
    TA_REVERSE = 1u << 1,
    TA_UNDERLINE = 1u << 2
};

struct theme_style {
    signed char fg, bg;   /* enum theme_color */
    unsigned char attrs;  /* enum theme_attr */
};

struct theme {
    const char *name;
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

#endif
