/* ui/engine/panel.h — what a panel is: its definition (one table entry per panel: id, title, kind, action
 * bar, keylist, line commands, instruction) and its behaviour (a small vtable, like tig's view ops),
 * without curses.
 *
 * Every panel struct (menu.c, table.c, entry.c, popup.c) starts with a struct panel. The console
 * (console.h) keeps them on a stack, lays out the screen anatomy around them (frame.h) and sends
 * them commands. */
#ifndef WLMCON_UI_PANEL_H
#define WLMCON_UI_PANEL_H

#include <stdbool.h>
#include <stddef.h>

#include "ui/engine/cmd.h"
#include "ui/engine/form.h"
#include "ui/engine/keylist.h"
#include "ui/engine/lcmd.h"
#include "ui/engine/scr.h"
#include "ui/engine/scroll.h"

struct console;
struct field_def;
struct panel;
struct prompt_list;
struct pulldown;

enum panel_kind {
    PANEL_MENU,   /* selection menu: "Option ===>", no Scroll field */
    PANEL_TABLE,  /* list: line-command column, rows, Scroll field */
    PANEL_ENTRY,  /* entry fields */
    PANEL_POPUP   /* a window above the panel under it: confirmations, prompts, pull-downs, help */
};

/* What a key bound to a command does on one panel, when the command's own label would not say it:
 * REFRESH on the Validate panel validates again. The function-key line and the instruction line
 * both read it (keylist.h). */
struct key_label {
    const char *cmd;    /* the command string the key stands for ("REFRESH"); NULL ends a list */
    const char *label;  /* "Validate again" */
};

/* One panel's definition: everything about it that is data. */
struct panel_def {
    const char *id;                /* panel id shown at the left of the title line ("MQ600") */
    /* The id an earlier wlmcon gave this panel ("MQ100"), or NULL: the user's profile settings kept
     * under it apply to this panel and are saved under id from then on (profile_adopt). */
    const char *former_id;
    const char *title;             /* centred on the title line */
    enum panel_kind kind;
    const char *const *actions;    /* action-bar choices, NULL-terminated; NULL: no action bar */
    const struct keylist *keys;    /* the function keys the panel offers */
    const struct lcmd_def *lcmds;  /* lists: the valid line commands (NULL: no line-command column) */
    const char *instruction;       /* panel instruction; NULL on a list: made from lcmds; on a
                                      list, a line feed starts its second line */
    /* The panel's help (F1 away from a field, help.h): what the panel is for and how to use it,
     * paragraphs separated by '\n'. The help panel adds what the definition says (line commands,
     * pull-downs, keys, commands), so that part never drifts. NULL: that part alone. */
    const char *help;
    /* The pull-down of each action-bar choice, matched by name, ended by a NULL name (pulldown.h).
     * Utilities, Options and Help have standard pull-downs when the panel gives none. NULL: only
     * those. */
    const struct pulldown *pulldowns;
    /* The panel's own labels of some keys (NULL: none). On a list without an instruction, the
     * keys so labelled follow the line commands on the instruction line. */
    const struct key_label *key_labels;
};

/* A rectangle of the screen. */
struct rect {
    int row, col, rows, cols;
};

enum panel_rc {
    PANEL_DONE,  /* the panel handled the command */
    PANEL_PASS   /* not the panel's: the console's global commands apply */
};

struct panel_ops {
    /* Places the panel's fields in body (between the long-message line and the function keys; a
     * pop-up gets the whole screen) and reads what it needs to show. Called before every draw and
     * before every key, so it must be cheap when nothing changed. */
    void (*layout)(struct panel *p, struct console *c, const struct rect *body);
    /* Draws the panel in body (its fields are drawn by the console afterwards). */
    void (*draw)(struct panel *p, struct console *c, struct scr *s, const struct rect *body);
    /* Handles a command (Enter alone is CMD_ENTER). */
    enum panel_rc (*command)(struct panel *p, struct console *c, const struct cmd *cmd);
    /* The scroll information for the right of the title line ("Row 1 to 14 of 137"); NULL: none. */
    void (*status)(struct panel *p, char *out, size_t len);
    /* The panel above this one was removed: go on with pending work. NULL: nothing to do. */
    void (*resume)(struct panel *p, struct console *c);
    /* Frees the panel and everything it owns. */
    void (*destroy)(struct panel *p);
    /* The descriptor of the field shown at screen row, col (its prompt, value or hint), for field
     * help (F1) and prompts (F4), with its input field in *ff (NULL for an output value). NULL
     * (the op or the result): no field there. */
    const struct field_def *(*field_at)(struct panel *p, int row, int col, struct form_field **ff);
    /* Adds to out the existing names field fd can take (F4 on a field naming another object,
     * fd->ns). Returns 0, or -1 after issuing a message. NULL: the panel lists no names. */
    int (*names)(struct panel *p, struct console *c, const struct field_def *fd, struct prompt_list *out);
    /* A mouse click at row, col while this pop-up is on top. Returns true when it handled it;
     * NULL or false: the console's own handling (the cursor goes there). */
    bool (*click)(struct panel *p, struct console *c, int row, int col);
    /* True when the panel cannot do command id although its kind takes it (SORT on a list whose
     * rows cannot be sorted), so that the helps do not offer it. NULL: it does all its kind takes. */
    bool (*lacks)(const struct panel *p, enum cmd_id id);
    /* The user has typed nothing for a moment since the screen an attention key brought: work
     * that makes the next keys cheaper (a list's positions for LOCATE). It shows nothing and
     * issues no message. NULL: none. */
    void (*idle)(struct panel *p, struct console *c);
    /* A key that is not an attention key (a cursor key) while this panel is on top, before the
     * field engine moves the cursor: true when the panel took it (Left and Right on a pull-down
     * open the neighbouring one, CUA). NULL or false: the field engine's handling. */
    bool (*key)(struct panel *p, struct console *c, ui_key k);
    /* The commands of the panel's own that its command op handles (COLUMNS on the object lists),
     * id CMD_OTHER, for KEYSHELP and the panel help to list after the console's; *n their number.
     * NULL (the op or the result): none. */
    const struct cmd_def *(*own_commands)(const struct panel *p, size_t *n);
    /* The keylist of the part of the panel the cursor is in (an entry panel's rows under its
     * fields). NULL: def->keys everywhere. */
    const struct keylist *(*keys)(const struct panel *p);
};

struct panel {
    const struct panel_def *def;
    const struct panel_ops *ops;
    struct form form;              /* its input fields, the command line among them */
    struct scroll_amount scroll;   /* the Scroll field's amount */
    struct rect body;              /* where its body is, from the last layout */
    char title[80];                /* the title shown when set ("Channels of QM5"), else def->title */
    bool shown;                    /* laid out at least once (the cursor has its first place) */
};

/* Ids of the fields the anatomy places in every panel's form. */
enum { FIELD_COMMAND = -1, FIELD_SCROLL = -2 };

/* Initialises the common part of a panel. */
void panel_init(struct panel *p, const struct panel_def *def, const struct panel_ops *ops);

/* Frees the common part (the form). */
void panel_fini(struct panel *p);

/* Sets the title shown for this panel (cut at 79 bytes); "" goes back to def->title. */
void panel_set_title(struct panel *p, const char *title);

/* The title shown. */
const char *panel_title(const struct panel *p);

/* The keylist p offers with the cursor where it is: ops->keys, else def->keys. */
const struct keylist *panel_keylist(const struct panel *p);

/* True when the panel shows a Scroll field (lists and panels whose keylist scrolls). */
bool panel_scrolls(const struct panel *p);

/* The label of command string cmd on p: p's own (def->key_labels), else the command table's, else
 * cmd itself. Static or cmd. */
const char *panel_key_label(const struct panel *p, const char *cmd);

/* True when command d does something on p: the command table says it applies to p's kind and p
 * does not lack it (ops->lacks). The keys and commands helps list only these. */
bool panel_has_command(const struct panel *p, const struct cmd_def *d);

#endif
