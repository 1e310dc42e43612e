/* ui/engine/render.h — the thin renderer: puts a screen model (scr.h) on a curses window, mapping each CUA
 * element to attributes through a theme. With the terminal loop (term.c), the only code that
 * includes curses. */
#ifndef WLMCON_UI_RENDER_H
#define WLMCON_UI_RENDER_H

#include <curses.h>
#include <stdbool.h>

#include "ui/engine/scr.h"
#include "ui/engine/theme.h"

struct render {
    bool started;                  /* colour set up on this screen (zero before the first init) */
    bool color;                    /* colour pairs in use */
    bool dflt;                     /* the terminal's default colours can be used */
    attr_t attrs[CUA_NELEMS];      /* video attributes per element */
    short pairs[CUA_NELEMS];       /* colour pair per element (element + 1); 0 without colour */
};

/* Prepares the attributes of theme t for the current screen: with colour (unless no_color or the
 * terminal has none) each element gets its own colour pair, number element + 1, so that a cell's
 * pair tells its element, its colours fitted to the terminal's (theme_color_fit: a 256-colour theme
 * shows in 8 colours); without colour, theme_mono_attrs. Call after newterm/initscr, and again to
 * change the theme of a running screen (r starts zeroed). */
void render_init(struct render *r, const struct theme *t, bool no_color);

/* Draws s on w, moves the cursor to s's cursor, sounds the alarm when s asks for it. The caller
 * refreshes. */
void render_draw(const struct render *r, WINDOW *w, const struct scr *s);

#endif
