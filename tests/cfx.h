/* tests/cfx.h — the console on a real store, for the screen tests of every panel that works on
 * one (the MQ panels; Validate, Import, Export, History): a store made under a temporary
 * directory from files imported through the same import job as the CLI, the app around it, the
 * primary menu, and the in-process virtual screen at 80x24. Deterministic: WLMCON_USER=ADMIN,
 * WLMCON_NOW=2026-11-29T14:38:00Z, TZ=UTC. */
#ifndef WLMCON_TESTS_CFX_H
#define WLMCON_TESTS_CFX_H

#include <stdbool.h>
#include <stddef.h>

#include "tests/vscreen.h"
#include "ui/work/app.h"

struct cfx {
    char *dir;              /* the temporary directory (removed by cf_close) */
    char *path;             /* the store: <dir>/policy.db */
    struct app app;
    struct console *c;
    struct vscreen *v;
    char row[512];          /* cf_row's */
};

/* A store imported from files (n of them, in one job; none: an empty store) and the console on
 * it, drawn. */
void cf_open(struct cfx *f, const char *const *files, size_t n);

/* The same with the demo files import/demo/QM[ABC].mqsc (QMA and QMB full repositories of DEMO,
 * QMC a partial one; APP.REQ on QMA and QMB). */
void cf_open_demo(struct cfx *f);

/* The same with the demo's WLM service definition import/demo/AZDEF.xml. */
void cf_open_azdef(struct cfx *f);

/* The same with the WSC starter definition of the samples, wlm/WLMPOL.WSCDEF.XML; the test needs
 * the samples (tu_add_sample_case). */
void cf_open_wsc(struct cfx *f);

/* The same with the four dumps of the samples, mq/QM4.dmpmqcfg.mqsc to QM7 (dmpmqcfg -a, one
 * cluster CLS2 with QM4 and QM5 as full repositories); the test needs the samples
 * (tu_add_sample_case). */
void cf_open_dumps(struct cfx *f);

/* A new session on the same store: the console closed and opened again at the primary menu, with
 * the profile file profile (NULL: none; the string must outlive the console), drawn. */
void cf_restart(struct cfx *f, const char *profile);

/* Imports one file, path relative to <dir> (as wlmcon import --qmgr qmgr would, working there;
 * qmgr may be NULL), asserting it succeeds: a journal batch of its own. */
void cf_import(struct cfx *f, const char *path, const char *qmgr);

/* Types text ("\r" Enter, "\t" Tab, "\v" erase to the end of the field) and runs the console on
 * it. */
void cf_keys(struct cfx *f, const char *text);

/* As cf_keys, with the process working in <dir> meanwhile: paths typed are relative to it, so
 * that titles and messages are the same in every run. */
void cf_keys_in_dir(struct cfx *f, const char *text);

/* Sends text as keys straight to the console, without the terminal (so that a painter the test
 * installed with console_set_painter stays), working in <dir> meanwhile: '\r' is Enter, '\t'
 * Tab. */
void cf_direct(struct cfx *f, const char *text);

/* Presses Fn and runs the console. */
void cf_fkey(struct cfx *f, int n);

/* Presses Tab n times from the command line (Home) and runs the console: the cursor on the n-th
 * field after it. */
void cf_tabs(struct cfx *f, int n);

/* Runs a command from the command line (Home, the field erased first). */
void cf_command(struct cfx *f, const char *cmd);

/* Types a line command on visible row i of the list shown and presses Enter. */
void cf_line_command(struct cfx *f, int i, const char *code);

/* Compares the screen with tests/golden/<name>.txt (the store's path shown as STORE). */
void cf_golden(struct cfx *f, const char *name);

/* Asserts that panel id is on top (id NULL: any) and compares the screen with the golden
 * <name>.txt, or <name>-160x48.txt when wide (the tests that draw a panel at 80x24 and again
 * at 160x48). */
void cf_shot(struct cfx *f, const char *id, const char *name, bool wide);

/* The text of screen row r as the virtual screen shows it, trailing blanks removed (valid until
 * the next call). */
const char *cf_row(struct cfx *f, int r);

/* The id of the panel on top ("MQ220"). */
const char *cf_top(const struct cfx *f);

/* The current message's long text ("" when none). */
const char *cf_long(const struct cfx *f);

/* Output of the sqlite3 tool for sql on the store (malloc'd). */
char *cf_sql(struct cfx *f, const char *sql);

/* The number the sqlite3 tool prints for sql on the store (a count: 0 when it prints none). */
long cf_count(struct cfx *f, const char *sql);

/* The panel on top is panel id; every choice of its action bar has a pull-down (its own or a
 * standard one); F1 on it (no message showing, the cursor away from a field) shows its panel help,
 * whose title names it and whose text starts with start on the first line; F3 goes back to it. */
void cf_assert_panel_help(struct cfx *f, const char *id, const char *start);

/* Closes everything, asserting the store closes cleanly, and removes the directory. */
void cf_close(struct cfx *f);

#endif
