/* tests/vscreen.h — an in-process virtual screen for golden-screen tests (research/aesthetics.md
 * §3.5): the console's terminal loop on newterm over a pipe, output to /dev/null, keys written to
 * the pipe in the terminal's own encoding, the screen read back with mvwinnstr/mvwinchnstr. */
#ifndef WLMCON_TESTS_VSCREEN_H
#define WLMCON_TESTS_VSCREEN_H

#include "ui/engine/console.h"
#include "ui/engine/term.h"

struct vscreen;

/* A virtual xterm of rows x cols with colour. Fails the test when it cannot be made. */
struct vscreen *vs_open(int rows, int cols);

/* The same without colour, as with NO_COLOR. */
struct vscreen *vs_open_mono(int rows, int cols);

/* A virtual terminal of type type ("xterm-256color"), with colour unless no_color. */
struct vscreen *vs_open_term(int rows, int cols, const char *type, bool no_color);

/* The colours of pair pair on the virtual screen (-1: the terminal's default). */
void vs_pair_colors(struct vscreen *v, int pair, int *fg, int *bg);

/* Queues a click of mouse button 1 at row, col (0-based), as xterm reports it (SGR encoding). */
void vs_click(struct vscreen *v, int row, int col);

/* The video attributes (curses A_BOLD, A_REVERSE, A_UNDERLINE…) and the colour pair of the cell at
 * row, col, from the virtual screen. */
unsigned long vs_attrs(struct vscreen *v, int row, int col, int *pair);

/* Resizes it as a terminal resize would. */
void vs_resize(struct vscreen *v, int rows, int cols);

/* Queues typed text (bytes as they are: "\r" is Enter, "\t" Tab). */
void vs_type(struct vscreen *v, const char *text);

/* Queues the key with this terminfo capability name ("kf8", "kcbt", "khome", "kcud1"). */
void vs_key(struct vscreen *v, const char *cap);

/* Queues function key Fn. */
void vs_fkey(struct vscreen *v, int n);

/* Runs the console on the queued keys until none is left; returns how the loop ended. */
enum term_rc vs_run(struct vscreen *v, struct console *c);

/* The screen as a golden text: a header with size and cursor, the text rows (trailing blanks
 * removed), then the attribute layer: one letter per cell naming its CUA element (cua_letter),
 * read back from the cell's colour pair. malloc'd. */
char *vs_snapshot(struct vscreen *v);

/* vs_snapshot followed by the colour legend: for each element on the screen, in element order,
 * "letter NAME fg/bg attributes" as the terminal shows its first cell — so that a golden screen
 * records what a theme makes of every element. malloc'd. */
char *vs_snapshot_colours(struct vscreen *v);

/* Closes the screen. */
void vs_close(struct vscreen *v);

/* Compares the snapshot with tests/golden/NAME.txt and fails the test with a readable line diff
 * when they differ (the actual screen is written to build/golden/NAME.txt). With
 * WLMCON_UPDATE_GOLDEN=1 the golden file is rewritten instead. Frees snap. */
void vs_golden(const char *name, char *snap);

/* A deterministic environment: store "policy.db", user ADMIN, clock 2026-11-29 14:38 UTC (TZ is
 * set to UTC), colour on. */
void vs_env(struct console_env *env);

#endif
