/* ui/engine/form.h — the input fields on a screen and the cursor, without curses: the hand-rolled field
 * engine of research/aesthetics.md §3.1.
 *
 * Every panel keeps its input fields here (the command line, the Scroll field, entry fields, the
 * line-command column), each placed at a row and column by the panel's layout. The form edits them
 * (overtype or insert, Backspace, Delete, erase to end of field), keeps the modified data tag
 * (MDT) and the error emphasis of each field, and moves the cursor: Tab and Backtab to the next
 * and previous input field, End to the end of a field's text, arrows anywhere on the screen. */
#ifndef WLMCON_UI_FORM_H
#define WLMCON_UI_FORM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ui/engine/cua.h"
#include "ui/engine/keys.h"
#include "ui/engine/scr.h"

enum form_flag {
    FF_HIDDEN = 1u << 0    /* shows '*' for every character (secrets) */
};

struct form_field {
    int id;                /* the panel's id for the field; unique in its form */
    int row, col, width;   /* where it shows, when placed */
    bool placed;           /* on the screen now (set by form_place, cleared by form_unplace) */
    enum cua_elem elem;    /* CUA_NEF, CUA_CEF or CUA_LEF */
    uint32_t pad;          /* shown in the positions after the text: '_' */
    unsigned flags;        /* enum form_flag */
    uint32_t *buf;         /* the text, code points; owned */
    int cap, len;          /* capacity and length, code points */
    int off;               /* first code point shown (fields longer than their width) */
    bool modified;         /* MDT: typed into since form_load */
    bool error;            /* shown in error emphasis (CUA_EE) */
};

struct form {
    struct form_field **v; /* owned */
    size_t n, cap;
    int cur_row, cur_col;  /* the cursor, screen coordinates */
    bool insert;           /* insert mode (the Insert key toggles it); else overtype */
};

/* The field with this id, made when absent (empty, capacity cap code points, not placed) with the
 * element, pad and flags given; an existing field keeps its text. NULL when memory runs out. */
struct form_field *form_field(struct form *f, int id, int cap, enum cua_elem elem, uint32_t pad,
                              unsigned flags);

/* The field with this id, or NULL. */
struct form_field *form_get(const struct form *f, int id);

/* Takes every field off the screen, before a new layout places them again. */
void form_unplace(struct form *f);

/* Places ff at row, col, width columns (width >= 1). The text keeps its content; when the width
 * changes, the first shown position is reset so that the text's end is visible. */
void form_place(struct form_field *ff, int row, int col, int width);

/* Loads a value (UTF-8, cut to the capacity): clears the MDT and the error emphasis. */
void form_load(struct form_field *ff, const char *text);

/* Replaces the text (after a check rewrote it, e.g. folded), keeping the MDT. */
void form_store(struct form_field *ff, const char *text);

/* The text as UTF-8 without trailing blanks into out (len bytes). Returns its length. */
size_t form_value(const struct form_field *ff, char *out, size_t len);

/* The placed field covering the screen cell row, col, or NULL. */
struct form_field *form_at(const struct form *f, int row, int col);

/* Moves the cursor to the first position of ff (which should be placed). */
void form_cursor_to(struct form *f, const struct form_field *ff);

enum form_rc { FORM_DONE, FORM_ALARM, FORM_NOT_MINE };

/* Applies an editing or cursor key on a screen of rows x cols: a typed character, Backspace,
 * Delete, Ctrl-K (erase to end of field), Insert, Tab, Backtab, End, arrows. Returns FORM_DONE,
 * FORM_ALARM (the key cannot apply here: typing outside a field or into a full one) or
 * FORM_NOT_MINE (not an editing key: Enter, function keys, Home…). */
enum form_rc form_key(struct form *f, ui_key k, int rows, int cols);

/* Clears the error emphasis of every field. */
void form_clear_errors(struct form *f);

/* Draws every placed field into s: its text, then pad characters, in its element (CUA_EE when in
 * error). */
void form_draw(const struct form *f, struct scr *s);

/* Frees every field. */
void form_free(struct form *f);

#endif
