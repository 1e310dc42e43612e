/* ui/engine/lcmd.h — line commands of list panels: each panel's list of valid commands, and the queue of
 * commands typed in the line-command column and not yet processed (research/aesthetics.md §2.2:
 * pending selections are processed top to bottom, one at a time; a command not in the panel's
 * list is refused with a message, error emphasis and the cursor on it).
 *
 * A pending command is keyed by its row's key, so it survives scrolling, and ordered by the row's
 * position in the list. */
#ifndef WLMCON_UI_LCMD_H
#define WLMCON_UI_LCMD_H

#include <stdbool.h>
#include <stddef.h>

/* One valid line command of a panel; a list ends with a NULL code. */
struct lcmd_def {
    const char *code;    /* upper case: "S", "SU" */
    const char *label;   /* for the instruction line: "Select" */
};

enum { LCMD_MAX = 8 };  /* longest line command, bytes, with room for the NUL */

struct lcmd_pending {
    char *key;               /* the row's key (owned) */
    long pos;                /* the row's position in the list when typed (0-based) */
    char code[LCMD_MAX];     /* as typed, upper-cased, blanks removed */
};

struct lcmd_queue {
    struct lcmd_pending *v;
    size_t n, cap;
};

/* The width of the line-command column: the longest code (at least 1). */
int lcmd_width(const struct lcmd_def *defs);

/* The instruction line listing the commands: "S=Select E=Edit D=Delete". Writes out (len bytes). */
void lcmd_instruction(const struct lcmd_def *defs, char *out, size_t len);

/* The definition of code (case-insensitive), or NULL. */
const struct lcmd_def *lcmd_find(const struct lcmd_def *defs, const char *code);

/* Sets the text typed on the row with this key at position pos: blank text removes the row's
 * pending command; otherwise it replaces it (upper-cased, blanks removed, cut to LCMD_MAX - 1).
 * Returns 0, or -1 when memory runs out. */
int lcq_set(struct lcmd_queue *q, const char *key, long pos, const char *text);

/* The pending command of the row with this key, or NULL. */
const char *lcq_get(const struct lcmd_queue *q, const char *key);

/* Checks every pending command against defs. Returns the top-most (lowest position) invalid one, or
 * NULL when all are valid. */
const struct lcmd_pending *lcq_invalid(const struct lcmd_queue *q, const struct lcmd_def *defs);

/* Removes the top-most pending command into *out (the caller owns out->key). Returns false when
 * the queue is empty. */
bool lcq_next(struct lcmd_queue *q, struct lcmd_pending *out);

/* Forgets every pending command. */
void lcq_clear(struct lcmd_queue *q);

/* Frees the queue. */
void lcq_free(struct lcmd_queue *q);

#endif
