/* ui/engine/lcphase.h — the line-command phase of a table whose rows are edited together: every
 * line command typed on one screen is gathered, each C (copy) or M (move) is paired with the A
 * (after) or B (before) that says where its row goes, what cannot pair is refused or left waiting,
 * and the rest is handed on as one list, to be applied as one change (ISPF's editor and the WLM
 * application's "Modify Rules for the Subsystem Type" panel: research/wlm.md §3.1, addendum D.16).
 *
 * Which codes are the movers (C, M) and which the destinations (A, B) is each panel's choice
 * (struct lcphase_roles); every other code stands alone. Curses-free. */
#ifndef WLMCON_UI_LCPHASE_H
#define WLMCON_UI_LCPHASE_H

#include <stdbool.h>
#include <stddef.h>

#include "ui/engine/lcmd.h"

/* The codes of a panel that pair: NULL-ended lists, upper case. */
struct lcphase_roles {
    const char *const *sources;   /* {"C", "M", NULL} */
    const char *const *targets;   /* {"A", "B", NULL} */
};

/* One code typed on a row (row: 0-based in the table's order now; -1 the line above the first). */
struct lcphase_cmd {
    long row;
    char code[LCMD_MAX];
};

/* One operation of the phase: code on row; for a paired source, the destination's code and row
 * (target -2 and tcode "" for a code standing alone). */
struct lcphase_op {
    long row;
    char code[LCMD_MAX];
    long target;
    char tcode[LCMD_MAX];
};

enum lcphase_rc {
    LCP_ALL,       /* every code is in ops */
    LCP_WAITING,   /* one C/M without its A/B (or an A/B without its C/M) waits, in *waiting; the
                      others are in ops; msg says what waits */
    LCP_REFUSED    /* nothing is applied: msg names the rows that cannot pair */
};

/* Names row (its 1-based number, or what the panel shows of it: "CN AZSR01") into out (len bytes)
 * for the messages; ctx is the caller's. */
typedef void (*lcphase_namer)(void *ctx, long row, char *out, size_t len);

/* Pairs the n codes of cmds (in row order) by roles: one source with one target becomes one op
 * placed at the source's row; two sources, or two targets, are refused naming both rows; a lone
 * source or target waits (its index in cmds into *waiting, else -1). ops holds room for n;
 * *nops is set. name names rows (NULL: "row N", 1-based). msg (len bytes) gets the message of
 * LCP_WAITING and LCP_REFUSED, "" for LCP_ALL. */
enum lcphase_rc lcphase_pair(const struct lcphase_cmd *cmds, size_t n, const struct lcphase_roles *roles,
                             lcphase_namer name, void *ctx, struct lcphase_op *ops, size_t *nops,
                             long *waiting, char *msg, size_t len);

/* Whether code is one of list (NULL-ended; case-insensitive). */
bool lcphase_is(const char *const *list, const char *code);

#endif
