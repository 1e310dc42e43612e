/* ui/engine/table.h — list panels over a data source (research/aesthetics.md §2.2, PANELS.md):
 *
 *   summary lines when the panel has some (Result . . : 2 errors, 5 warnings)
 *   instruction (the line commands: "S=Select E=Edit D=Delete")
 *   More indicators when the columns are wider than the screen
 *   column headings, "Act" over the line-command column
 *   one line per visible row: line-command field, then the cells
 *   ******* Bottom of data *******
 *
 * Only the rows that show are read and drawn. Line commands typed on rows are checked against the
 * panel's list (a wrong one: message, alarm, error emphasis and cursor on it) and processed top to
 * bottom, one at a time, on Enter; a command that opens a panel continues with the next one when
 * that panel ends. Primary commands: UP and DOWN by the scroll amount, LEFT and RIGHT on wide
 * lists (a page of columns, or n), LOCATE value (on the sort column), FIND text (both bring the row
 * found to the top and leave the cursor on the command line, as ISPF does), SORT column [A|D]
 * [SAVE] (column by key, heading or number; pending line commands are dropped since their rows
 * move; SAVE keeps the order in the profile where the list keeps it only when asked),
 * RESET (drops pending line commands), REFRESH. END, CANCEL, RETURN and HELP leave the pending
 * line commands unprocessed.
 *
 * / typed on a row (or F4 with the cursor in its line-command field) opens the row's action menu:
 * the panel's line commands as numbered choices; the one chosen is processed as if typed. F1 on a
 * column's heading or cells shows the column's help when the spec gives it a descriptor.
 *
 * A list whose definition is of kind PANEL_POPUP shows in a window with its own command line (the
 * value lists of prompts, fprompt.h). */
#ifndef WLMCON_UI_TABLE_H
#define WLMCON_UI_TABLE_H

#include "ui/engine/panel.h"
#include "ui/engine/tblsrc.h"

struct console;

/* A line of the summary a list may show above its instruction (the counts of a validation, the
 * totals of an import): a prompt with leader dots and its value, or the value alone. */
struct table_head {
    char label[24];      /* "Result"; "" for a line of value alone */
    char value[160];     /* UTF-8 */
};

enum { TABLE_HEAD_MAX = 8 };  /* summary lines at most */

/* What a line-command handler tells the list. */
enum table_lc_rc {
    TABLE_LC_NEXT,  /* done: go on with the next pending line command */
    TABLE_LC_WAIT,  /* it opened a panel: go on when that panel ends */
    TABLE_LC_STOP   /* it failed and issued a message: the others stay pending */
};

struct table_spec {
    const struct panel_def *def;   /* kind PANEL_TABLE; def->lcmds the valid line commands */
    struct tbl_source src;         /* the rows (the panel calls src.destroy when it goes) */
    /* Runs line command code (one of def->lcmds) on the row with this key at position pos. NULL
     * when the list has no line commands. */
    enum table_lc_rc (*line_command)(struct console *c, struct panel *p, const char *code,
                                     const char *key, long pos, void *ctx);
    /* Handles a primary command of the panel's own (one the command table does not know, e.g.
     * INSERT on an empty list): PANEL_PASS when it is not one. NULL: none. */
    enum panel_rc (*command)(struct console *c, struct panel *p, const struct cmd *cmd, void *ctx);
    /* The commands `command` handles, with their syntax and help (id CMD_OTHER), for KEYSHELP and
     * the panel help (panel_ops.own_commands); static. NULL: none listed. */
    const struct cmd_def *own_commands;
    size_t nown_commands;
    void *ctx;
    /* Enter with no line command pending and the cursor on a row runs this one of def->lcmds on
     * that row (point-and-shoot rows, as in value lists); NULL: Enter does not. */
    const char *enter_lcmd;
    /* Frees ctx when the panel goes; NULL: the caller keeps it. */
    void (*ctx_free)(void *ctx);
    /* What each column holds, in src.cols order, for F1 on its heading or cells, and on a row's
     * line-command field the first of them there is (field.h; field_def_from_attr makes one
     * from a schema row); a NULL entry or array: the panel's help. */
    const struct field_def *const *col_fields;
    /* Called when the pending line commands have all been processed, after the last of them (and
     * after the panels they opened ended): acts on what they did together (files selected with S
     * imported at once). NULL: nothing. */
    void (*processed)(struct console *c, struct panel *p, void *ctx);
    /* Fills at most max summary lines (max <= TABLE_HEAD_MAX) and returns their number; they show
     * above the instruction, followed by a blank line. Called at every layout, so it must be
     * cheap. NULL: no summary. */
    int (*head)(void *ctx, struct table_head *lines, int max);
    /* A work panel's list: its last SORT is kept in the user's profile (the panel's field "sort",
     * "COLUMN A" or "COLUMN D", console_keep_fields) and applied when the panel opens again; a
     * column the list no longer has is left out. */
    bool remember;
    /* With remember: only a SORT the user asks to keep (SORT column [A|D] SAVE) is kept; any other
     * orders the list for the time it shows. */
    bool remember_on_save;
    /* A list that shows the result of work (a simulation): Enter with no line command pending
     * and the cursor off the action bar does the work again (and shows it, table_set_source).
     * NULL: Enter only processes line commands. */
    void (*enter)(struct console *c, struct panel *p, void *ctx);
    /* REFRESH on such a list: does the work again its own way instead of reading the source
     * again. NULL: the source is read again. */
    void (*refresh)(struct console *c, struct panel *p, void *ctx);
    /* The list shows again after the panels above it ended (its pending line commands processed):
     * a list whose work was done again meanwhile shows it. NULL: nothing. */
    void (*resumed)(struct console *c, struct panel *p, void *ctx);
};

/* A list panel on spec (copied). NULL when memory runs out (src and ctx are then destroyed). */
struct panel *table_new(const struct table_spec *spec);

/* Makes list panel p read its rows again before it next shows: the data under its source changed
 * (the rows were built again) without a REFRESH. The row at the top stays there when it still
 * exists. */
void table_reload(struct panel *p);

/* Makes list panel p show src (copied) instead of its source, which it destroys: other columns
 * over the same rows (COLUMNS), read again from the position shown, its first scrollable column
 * first; an order SORT gave goes with the old source. 0, or -1 when memory runs out (nothing
 * changed; src is not destroyed). */
int table_set_source(struct panel *p, const struct tbl_source *src);

#endif
