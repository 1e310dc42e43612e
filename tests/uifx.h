/* tests/uifx.h — a console on the demo panels driven without a terminal: keys in, the screen model
 * out, for the console-level tests of the panel engine. */
#ifndef WLMCON_TESTS_UIFX_H
#define WLMCON_TESTS_UIFX_H

#include <stdbool.h>

#include "tests/uidemo.h"
#include "ui/engine/scr.h"

struct fx {
    struct console_env env;
    struct demo_log log;
    struct console *c;
    struct memsrc *m;     /* the demo list's rows (when opened with the list) */
    struct scr s;
    char row[512];
};

/* A console on the deterministic environment with the primary menu, and the demo list on top when
 * with_table; drawn once. */
void fx_open(struct fx *f, bool with_table);

/* Frees the console and the screen model. */
void fx_close(struct fx *f);

/* Sends text as keys: '\r' is Enter, '\t' Tab, other bytes are typed. */
void fx_keys(struct fx *f, const char *text);

/* Presses function key Fn. */
void fx_fkey(struct fx *f, int n);

/* Types a command on the command line (cleared first) and presses Enter. */
void fx_command(struct fx *f, const char *text);

/* Puts the cursor on the line-command field of visible row i of the demo list. */
void fx_to_row(struct fx *f, int i);

/* Draws and returns the text of screen row r (trailing blanks removed; valid until the next call). */
const char *fx_row(struct fx *f, int r);

/* Fails unless the title line ends in want (the row counter or the short message). */
void fx_assert_counter(struct fx *f, const char *want);

/* Fails unless the cursor is at r, c after a draw. */
void fx_assert_cursor(struct fx *f, int r, int c);

/* The current message id. */
enum msg_id fx_msg(struct fx *f);

/* The id of the top panel. */
const char *fx_top_id(struct fx *f);

#endif
