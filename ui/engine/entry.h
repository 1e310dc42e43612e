/* ui/engine/entry.h — entry panels built from field descriptors (field.h; research/aesthetics.md §2.2,
 * §2.6, PANELS.md):
 *
 *   Queue manager  . . . . :            QM5                    output value (VOI)
 *   Cluster  . . . . . . . (CLUSTER)    CLS2_____________       input field, tag, hint (DT)
 *
 *   Workload balancing                                          group heading (ET)
 *     Weight . . . . . . . (CLWLWGHT)   50_  1-99, default 50
 *
 * Enter checks every input field in order (type, range, choices, length, syntax; folding only the
 * fields that fold) and stops at the first failure: short message, alarm, error emphasis on the
 * field, cursor on it; then the caller's check of the values together; when those pass too, the
 * panel's enter callback (if any) acts on them. END (F3) checks, then saves through the caller's
 * callback when a field changed (a conflict is shown and the panel stays, and REFRESH, when the
 * spec has it, reads the object again keeping what was typed), then leaves. Names in
 * quotes keep their case in folding fields; stored names that would fold are shown in quotes
 * (field_display). CANCEL (F12) leaves without saving, asking first in a pop-up when fields
 * changed. A panel taller than the screen scrolls with UP and DOWN.
 *
 * F1 with the cursor on a field's line shows the field's help (help.h: from its descriptor, so a
 * field made from a schema row explains itself); F4 there, or ? typed in the field and Enter, lists
 * its valid values (fprompt.h): its choices, or the names the spec's names callback gives. */
#ifndef WLMCON_UI_ENTRY_H
#define WLMCON_UI_ENTRY_H

#include <stdbool.h>
#include <stddef.h>

#include "ui/engine/field.h"
#include "ui/engine/keylist.h"
#include "ui/engine/fprompt.h"
#include "ui/engine/lcphase.h"
#include "ui/engine/panel.h"
#include "ui/engine/table.h"

struct console;

/* A field's value as the save callback gets it. */
struct entry_value {
    const struct field_def *def;
    const char *value;      /* checked (and folded where the field folds; a quoted name without its
                               quotes, field_literal); "" = unspecified */
    bool modified;          /* typed into and different from the value loaded */
};

enum entry_save_rc {
    ENTRY_SAVED,     /* written: the panel ends */
    ENTRY_CONFLICT,  /* someone else changed the object since it was read: nothing written */
    ENTRY_FAILED,    /* refused (e.g. a constraint): nothing written */
    ENTRY_PENDING    /* the callback took over: it asked the user first (it pushed a pop-up, e.g.
                        to confirm a warning) and will save and end the panel itself, or it ended
                        the panel (console_pop) and opened the next one: nothing to show now */
};

struct entry_result {
    const char *field_key;  /* ENTRY_FAILED: key of the field concerned, or NULL */
    char msg[256];          /* what to tell: the long message ("" gives a default) */
    char short_msg[32];     /* the check callback's short message ("" gives "Invalid value") */
};

/* One set of the rows' columns (entry_rows.views). */
struct erows_view {
    const char *groups;   /* its line of group headings, or NULL */
    const int *cols;      /* indexes into entry_rows.cols, in display order, -1 ended */
};

/* The table of an object's ordered children under an entry panel's fields, in the same panel: one
 * form, one command line (a service class's goal periods under its fields):
 *
 *   Specify the steps.  Action Codes: I=Insert, E=Edit, D=Delete.      instruction (wrapped)
 *
 *           ---Step---                                                  group headings, or none
 *   Action   #  Duration  Imp.                                          headings
 *     _                                                                 the top line: I inserts first
 *     _      1  50         2                                            one line per row
 *   ******************************** End of data ********************************
 *
 * The rows live with the panel's caller (in memory: they are saved with the fields). Line commands
 * typed on rows are checked against lcmds (a wrong one: message, error emphasis, cursor on it) and
 * run top to bottom on Enter once the fields passed their checks; one that opens a panel goes on
 * with the next when that panel ends. UP and DOWN (F7, F8) scroll the rows; the title line shows
 * their counter. With the cursor on the rows the function keys are the rows' (keylist_entry_rows)
 * and F1 on a line-command field explains the line commands. A line command that ran counts as a
 * change: END saves, CANCEL asks first. */
struct entry_rows {
    const struct lcmd_def *lcmds;  /* the rows' line commands, chosen per panel; NULL-code ended */
    const char *instruction;       /* above the table (wrapped at blanks, broken at '\n'); NULL: made
                                      from lcmds */
    const char *groups;            /* a line of group headings over the headings, or NULL */
    const char *lc_heading;        /* the heading over the line-command column ("Action") */
    int lc_indent;                 /* columns from that heading's start to the field's */
    int lc_width;                  /* the field's width (the longest code at least) */
    const struct tbl_col *cols;    /* the cells' columns after the line-command column: heading,
                                      width (the gap after a cell included), TC_RIGHT */
    int ncols;
    bool top_line;                 /* a line with no row above the first: its line command gets
                                      row -1 (I there inserts before the first row) */
    const char *marker;            /* the text of the marker under the last row ("End of data");
                                      NULL: "Bottom of data" */
    const char *help;              /* F1 on a row's line-command field, or NULL: the instruction */
    /* The number of rows now. */
    int (*count)(void *ctx);
    /* Row i's key (unique among the rows and stable while the panel shows: a pending line command
       follows its row when rows are inserted before it) and its cells, ncols of them, into cells;
       the strings stay valid until the next call. */
    const char *(*row)(void *ctx, int i, const char **cells);
    /* Runs line command code (one of lcmds) on row i (-1: the top line); ctx is the spec's.
       TABLE_LC_WAIT when it opened a panel, TABLE_LC_STOP after a message (the others stay
       pending), TABLE_LC_NEXT when done. */
    enum table_lc_rc (*line_command)(struct console *c, struct panel *p, const char *code, int row,
                                     void *ctx);
    /* The line-command phase (lcphase.h), instead of line_command one row at a time: on Enter
       every code typed is gathered, the sources of roles paired with their targets, and apply
       gets them all at once, in row order, to apply as one change (a C/M or A/B left waiting stays
       typed; a refusal changes nothing and leaves every code typed). apply returns
       TABLE_LC_STOP after a message when it refuses them (every code stays typed), TABLE_LC_WAIT
       when it opened a panel, TABLE_LC_NEXT when done. row_name names a row in the messages
       (NULL: "row N"). NULL apply: line_command. */
    struct lcphase_roles roles;
    void (*row_name)(void *ctx, long row, char *out, size_t len);
    enum table_lc_rc (*apply)(struct console *c, struct panel *p, const struct lcphase_op *ops, size_t n,
                              void *ctx);
    /* The sets of columns shown one at a time, as ISPF shows the columns behind "More ===>":
       RIGHT (F11) shows the next set, LEFT (F10) the one before, and the line over the group
       headings says which way more lie ("More ===>", "<=== More ===>", "<=== More"). NULL: one
       set, every column of cols. */
    const struct erows_view *views;
    int nviews;
    /* The top line as a line of its own fields (the WLM rules' "DEFAULTS:" line): top_fields[i]
       (ncols of them, NULL: none) is the key of the spec's field shown in column i of the top line
       while that column shows, instead of on a line of the fields; top_label stands right before
       the first of them. NULL: none. */
    const char *const *top_fields;
    const char *top_label;
    /* The keys with the cursor on the rows; NULL: keylist_entry_rows. */
    const struct keylist *keys;
    /* A mark at the left of a row's cells (a finding's "!"), one display column; NULL: none.
       Returns "" or the mark for row i; the strings stay valid until the next call. */
    const char *(*mark)(void *ctx, int i);
    /* How row i shows (enum erows_style bits); NULL: plain. */
    unsigned (*style)(void *ctx, int i);
};

enum erows_style {
    ERS_SPAN = 1u << 0,   /* its first cell is a line of text across every column */
    ERS_EMPH = 1u << 1    /* its cells in emphasis (CUA_ET): a path through the rows */
};


struct entry_spec {
    const struct panel_def *def;          /* kind PANEL_ENTRY */
    const struct field_def *fields;       /* in panel order */
    size_t nfields;
    const char *const *values;            /* initial values, one per field (NULL: all empty) */
    const char *footer;                   /* a line under the fields, or NULL */
    /* Saves the values (one per field, in order; *res is zeroed before the call). NULL: the
     * panel has nothing to save (END just leaves). */
    enum entry_save_rc (*save)(void *ctx, const struct entry_value *v, size_t n, struct entry_result *res);
    /* Checks the values together, on Enter and END once every field passed its own checks (the
     * product's rules across fields): false refuses them with res->short_msg, res->msg as the long
     * message, and error emphasis and the cursor on field res->field_key. NULL: no such check. */
    bool (*check)(void *ctx, const struct entry_value *v, size_t n, struct entry_result *res);
    /* Enter, once every input field checked and the values passed check: acts on the values (one
     * per field, in order), e.g. starts the work the panel is for; it may push panels and issue
     * messages, and, as refresh, pop the panel and push another in its place (the values are the
     * caller's copies). NULL: Enter only checks. */
    void (*enter)(struct console *c, struct panel *p, const struct entry_value *v, size_t n, void *ctx);
    void *ctx;
    /* Adds to out (prompt_list_add) the existing names field fd can take: fd->ns says which
     * ("cluster", "namelist", "qmgr", "channel"…). Returns 0, or -1 with why (len bytes) saying
     * what went wrong (shown as "List not read"). NULL: fields with a namespace list nothing. */
    int (*names)(void *ctx, const struct field_def *fd, struct prompt_list *out, char *why, size_t len);
    void (*ctx_free)(void *ctx);  /* frees ctx when the panel goes; NULL: the caller keeps it */
    bool fresh;                   /* the values are a new object's, or an action's (SUSPEND QMGR):
                                     END saves them even when nothing was typed */
    /* A work panel's inputs (ISPF's profile variables): Enter, once the values pass the checks,
     * keeps every input field's value but secret ones in the user's profile under the panel's id
     * and the field's key (console_keep_fields), and the panel opens with the values kept in
     * place of values[] (one that no longer passes its field's check is left out). Fields
     * without a key are not kept. */
    bool remember;
    /* What the fields show instead of the values loaded, one per field (NULL, or a NULL entry: the
     * value loaded): what the user typed before the object was read again (REFRESH). Such a field
     * counts as typed into, and END saves it. */
    const char *const *typed;
    /* REFRESH: reads what the panel shows again from where it came, given the values as they are
     * (entry_value.modified: typed into); it may pop the panel and push another. NULL: the panel
     * has nothing to read again (REFRESH is not one of its commands). */
    void (*refresh)(struct console *c, struct panel *p, const struct entry_value *v, size_t n, void *ctx);
    /* The rows under the fields (static; its callbacks get ctx), or NULL: fields alone. A panel
       with rows shows no footer and does not scroll its fields. */
    const struct entry_rows *rows;
    /* A command the panel does not know itself (an action-bar choice of the panel's own):
       PANEL_DONE when it acted, PANEL_PASS to let the console go on. NULL: none. */
    enum panel_rc (*command)(struct console *c, struct panel *p, const struct cmd *cmd, void *ctx);
};

/* An entry panel on spec (copied, initial values and footer included; the field descriptors must
 * outlive the panel). NULL when memory runs out (ctx is then freed through ctx_free). */
struct panel *entry_new(const struct entry_spec *spec);

/* The input field of entry panel p whose descriptor has this key (to issue a message about it
 * with console_field_msg), or NULL. */
struct form_field *entry_field(struct panel *p, const char *key);

/* Makes entry panel p, not shown yet, open at the field whose descriptor has this key: its line
 * scrolled into view and the cursor on its input field (at its value for an output field), as an
 * object's panel opens on the attribute a finding names. False, and nothing changes, when no field
 * has that key. */
bool entry_focus(struct panel *p, const char *key);

/* Makes entry panel p with rows (entry_rows), not shown yet, open at row (0-based): the row on
 * the first row line unless it shows from the top anyway, the cursor on its line-command field, as
 * an object's panel opens on the row a finding names. False when p has no rows. */
bool entry_focus_row(struct panel *p, int row);

/* True when an input field of entry panel p holds a value other than the one loaded, or a line
 * command ran on its rows (entry_rows). */
bool entry_changed(const struct panel *p);

/* True when END on entry panel p saves (its spec has a save callback); false on one that only
 * shows values (a Browse panel), so that a "Save" choice can show as unavailable. */
bool entry_saves(const struct panel *p);

#endif
