/* ui/engine/menu.h — selection menus (PANELS.md, the primary option menu): numbered options as
 * point-and-shoot lines, an optional side area of figures, "Option ===>".
 *
 * An option is chosen by typing it (with more options after a dot, "2.1", passed on to the option),
 * by a jump from any panel (=2.1), or by Enter with the cursor on its line. */
#ifndef WLMCON_UI_MENU_H
#define WLMCON_UI_MENU_H

#include <stdbool.h>
#include <stddef.h>

#include "ui/engine/panel.h"

struct console;

struct menu_option {
    const char *opt;    /* what the user types: "1", "X" */
    const char *name;   /* "WLM" */
    const char *descr;  /* "z/OS service definition, WebSphere" */
};

/* One line of the side area: "Store . . : policy.db". */
struct menu_side_line {
    char label[24];
    char value[64];
};

enum { MENU_SIDE_MAX = 12 };

struct menu_spec {
    const struct panel_def *def;
    const struct menu_option *options;
    size_t noptions;
    const char *instruction;   /* under the options */
    /* Whether option o can be chosen now; unavailable ones show as unavailable choices. NULL:
     * all can. */
    bool (*available)(struct console *c, const struct menu_option *o, void *ctx);
    /* Runs option o; rest is what followed it after a dot ("" when nothing). */
    void (*select)(struct console *c, const struct menu_option *o, const char *rest, void *ctx);
    /* Fills at most max side lines and returns their number; NULL: no side area. */
    int (*side)(struct console *c, struct menu_side_line *lines, int max, void *ctx);
    /* Fills at most max lines shown above the options, each a prompt with leader dots and its
     * value across the width, and returns their number; a blank line follows them. Called at
     * every layout, so it must be cheap. NULL: none. */
    int (*head)(struct console *c, struct menu_side_line *lines, int max, void *ctx);
    /* The text at the right of the title line (the level of what the menu works on); NULL:
     * none. */
    void (*status)(void *ctx, char *out, size_t len);
    /* A command that is none of the options and none the console knows (one a pull-down choice
     * dispatches: NEW): PANEL_DONE when it handled it, else PANEL_PASS. NULL: none. */
    enum panel_rc (*command)(struct console *c, struct panel *p, const struct cmd *cmd, void *ctx);
    /* Fields under the head lines, above the options (field.h descriptors: output values and
     * entry fields, as on an entry panel), with their values (one per field; copied). NULL: none. */
    const struct field_def *fields;
    size_t nfields;
    const char *const *values;
    /* Enter, or an option typed, with an entry field changed: every field passed its check
     * (field_check; the first failing one gets the message, the alarm and the cursor, and nothing
     * else happens); keeps the values (one per field, checked, n of them), e.g. saves them; false
     * after a message (the option is not chosen). NULL: the fields are output only. */
    bool (*keep)(struct console *c, const char *const *values, size_t n, void *ctx);
    void *ctx;
    void (*ctx_free)(void *ctx);  /* frees ctx when the panel goes; NULL: the caller keeps it */
};

/* A menu panel on spec (copied; what it points to must outlive the panel). NULL when memory runs
 * out (ctx is then freed through ctx_free). */
struct panel *menu_new(const struct menu_spec *spec);

#endif
