/* ui/engine/fprompt.h — prompts (F4, or ? typed in a field and Enter): a pop-up list of the values a field
 * can take, with FIND and LOCATE (research/aesthetics.md §2.3); the value chosen fills the field.
 *
 * The list comes from the field's descriptor (field.h): the choices of an enumeration with their
 * meanings (attr_choice.help), or, for a field naming other objects (fd->ns: "cluster",
 * "namelist", "qmgr", "channel"…), the existing names the panel gives through its names callback
 * (panel_ops.names; entry panels: entry_spec.names). The Scroll field's list is the scroll
 * amounts. A value is chosen with S on its row, Enter with the cursor on it, or a mouse click and
 * Enter; F12 closes the list without choosing. */
#ifndef WLMCON_UI_FPROMPT_H
#define WLMCON_UI_FPROMPT_H

#include <stddef.h>

#include "ui/engine/field.h"
#include "ui/engine/panel.h"

struct console;

struct prompt_item {
    char *value;   /* owned */
    char *descr;   /* owned; "" when none */
};

/* The values offered, filled by a names callback. */
struct prompt_list {
    struct prompt_item *v;
    size_t n, cap;
};

/* Appends value with its description (NULL: none), both copied. Returns 0, or -1 when memory runs
 * out. */
int prompt_list_add(struct prompt_list *l, const char *value, const char *descr);

/* Frees the list's items (the list itself may be on the stack). */
void prompt_list_free(struct prompt_list *l);

/* PROMPT on panel p: the list of the field under the cursor (field_at), or of the Scroll field; a
 * message when there is none. */
void fprompt_at_cursor(struct console *c, struct panel *p);

/* Opens the value list of field fd of panel p, whose input field is ff. Names are sorted; the
 * value chosen replaces ff's text (for AT_LIST fields it is added after a comma unless the field is
 * blank or "?"), marks it modified and puts the cursor on it. Returns 0, or -1 after a message
 * (no list, none to choose from, or no memory). */
int fprompt_open(struct console *c, struct panel *p, struct form_field *ff, const struct field_def *fd);

#endif
