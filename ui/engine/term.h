/* ui/engine/term.h — the terminal loop: ncursesw on a pair of streams, keys translated into console keys
 * (keys.h), the console's screen model rendered after every key, resize followed, Ctrl-C turned
 * into a clean stop. console_run (console.h) uses it on the real terminal; tests use it on a pipe
 * for in-process golden screens (research/aesthetics.md §3.5). The type is opaque: no curses
 * types leak out. */
#ifndef WLMCON_UI_TERM_H
#define WLMCON_UI_TERM_H

#include <stdbool.h>
#include <stdio.h>

struct console;
struct term;

/* Opens a curses screen of terminal type type (NULL: $TERM) writing to out and reading keys from
 * in: raw input (Ctrl-C arrives as a key), no echo, keypad on. With wait false, reading stops at
 * the first moment no key is waiting (tests). Colour unless no_color. Returns NULL when the
 * terminal cannot be set up, or cannot place the cursor (TERM=dumb): nothing could be drawn. */
struct term *term_open(FILE *out, FILE *in, const char *type, bool no_color, bool wait);

/* Sets the screen size as a terminal resize would (tests). */
void term_resize(struct term *t, int rows, int cols);

enum term_rc {
    TERM_DONE,  /* the console ended */
    TERM_EOF,   /* no more keys: end of input, or none waiting when not waiting */
    TERM_INTR   /* Ctrl-C (key or SIGINT): the terminal was restored, env->on_abort called */
};

/* Runs c on t: draws (in the console's theme, set again whenever it changes), then reads and
 * handles keys and mouse clicks (button 1, where the terminal reports them) until the console
 * ends, input ends or Ctrl-C. */
enum term_rc term_run(struct term *t, struct console *c);

/* Ends curses (restoring the terminal) and frees t. */
void term_close(struct term *t);

#endif
