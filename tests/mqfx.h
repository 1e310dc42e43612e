/* tests/mqfx.h — the console with the MQ panels on a store imported from MQSC files (the demo
 * files, or real dumps), driven through the in-process virtual screen at 80x24 and deterministic
 * (WLMCON_USER=ADMIN, WLMCON_NOW=2026-11-29T14:38:00Z for the import and for every save). */
#ifndef WLMCON_TESTS_MQFX_H
#define WLMCON_TESTS_MQFX_H

#include "tests/vscreen.h"
#include "ui/app.h"

struct mqfx {
    char *dir, *path;      /* a fresh temporary directory and the store in it */
    struct app app;
    struct console *c;
    struct vscreen *v;
    struct scr s;          /* the screen model, for mqfx_row */
    char row[512];
};

/* Imports files (NULL-terminated paths; NULL: the files of import/demo) into a new store with the
 * binary, opens it, and shows the primary menu. */
void mqfx_open(struct mqfx *f, const char *const *files);

/* Closes everything and removes the directory. */
void mqfx_close(struct mqfx *f);

/* Types text ('\r' Enter, '\t' Tab, '\v' erase to the end of the field) and runs the console. */
void mqfx_keys(struct mqfx *f, const char *text);

/* Presses function key Fn and runs the console. */
void mqfx_fkey(struct mqfx *f, int n);

/* Runs a command from the command line (Home first). */
void mqfx_command(struct mqfx *f, const char *cmd);

/* Types a line command on visible row i of the list shown and presses Enter. */
void mqfx_line_command(struct mqfx *f, int i, const char *code);

/* Compares the screen with tests/golden/NAME.txt (the store's path shown as STORE). */
void mqfx_golden(struct mqfx *f, const char *name);

/* The text of screen row r (trailing blanks removed; valid until the next call). */
const char *mqfx_row(struct mqfx *f, int r);

/* The id of the panel on top ("MQ220"). */
const char *mqfx_top(const struct mqfx *f);

/* The current message's long text ("" when none). */
const char *mqfx_long(const struct mqfx *f);

/* Output of the sqlite3 tool for sql on the store (malloc'd). */
char *mqfx_sql(struct mqfx *f, const char *sql);

#endif
