/* tests/wfx.h — the console on a real store, for the screens of the work panels (Validate,
 * Import, Export, History): a store made under a temporary directory from files imported through
 * the same import job as the CLI, the app around it, the primary menu, and the in-process virtual
 * screen at 80x24. Deterministic: WLMCON_USER=ADMIN, WLMCON_NOW=2026-11-29T14:38:00Z, TZ=UTC. */
#ifndef WLMCON_TESTS_WFX_H
#define WLMCON_TESTS_WFX_H

#include <stddef.h>

#include "tests/vscreen.h"
#include "ui/app.h"

struct wfx {
    char *dir;              /* the temporary directory (removed by wf_close) */
    char *path;             /* the store: <dir>/policy.db */
    struct app app;
    struct console *c;
    struct vscreen *v;
};

/* A store imported from files (n of them; none: an empty store) and the console on it, drawn. */
void wf_open(struct wfx *w, const char *const *files, size_t n);

/* The same with the demo files import/demo/QM[ABC].mqsc. */
void wf_open_demo(struct wfx *w);

/* Imports one file, path relative to <dir> (as wlmcon import --qmgr qmgr would, working there;
 * qmgr may be NULL), asserting it succeeds: a journal batch of its own. */
void wf_import(struct wfx *w, const char *path, const char *qmgr);

/* Types text ("\r" Enter, "\t" Tab) and runs the console on it. */
void wf_keys(struct wfx *w, const char *text);

/* As wf_keys, with the process working in <dir> meanwhile: paths typed are relative to it, so
 * that titles and messages are the same in every run. */
void wf_keys_in_dir(struct wfx *w, const char *text);

/* Sends text as keys straight to the console, without the terminal (so that a painter the test
 * installed with console_set_painter stays), working in <dir> meanwhile: '\r' is Enter, '\t'
 * Tab. */
void wf_direct(struct wfx *w, const char *text);

/* Presses Fn and runs the console. */
void wf_fkey(struct wfx *w, int n);

/* Compares the screen with tests/golden/<name>.txt. */
void wf_golden(struct wfx *w, const char *name);

/* The text of screen row r as the virtual screen shows it (malloc'd). */
char *wf_row(struct wfx *w, int r);

/* The panel on top is panel id; every choice of its action bar has a pull-down (its own or a
 * standard one); F1 on it (no message showing, the cursor away from a field) shows its panel help,
 * whose title names it and whose text starts with start on the first line; F3 goes back to it. */
void wf_assert_panel_help(struct wfx *w, const char *id, const char *start);

/* Closes everything and removes the directory. */
void wf_close(struct wfx *w);

#endif
