/* ui/engine/tblsrc.h — the data source of a list panel: how a table panel reads its rows without knowing
 * where they live. The store supplies sources over its tables (keyset paging on indexed columns);
 * memsrc.h is one over rows in memory.
 *
 * The panel asks only for what it shows: the row count, and a window of rows starting some rows
 * after an anchor — the row with a given key when it knows one (keyset paging), else a position.
 * Rows have a unique key that stays with them when the list scrolls or is sorted. */
#ifndef WLMCON_UI_TBLSRC_H
#define WLMCON_UI_TBLSRC_H

#include <stdbool.h>

enum tbl_col_flag {
    TC_FIXED = 1u << 0,  /* stays at the left when a wide list scrolls right (names) */
    TC_RIGHT = 1u << 1   /* right-justified (numbers) */
};

struct tbl_col {
    const char *key;      /* the column's key, as SORT takes it ("clwlwght") */
    const char *heading;  /* column heading ("Weight") */
    int width;            /* display columns */
    unsigned flags;       /* enum tbl_col_flag */
};

/* Which rows to read: `count` rows starting `delta` rows after the anchor. The anchor is the row
 * whose key is `key` when key is not NULL and that row still exists, else the row at `pos`. */
struct tbl_request {
    const char *key;
    long pos;            /* 0-based */
    long delta;          /* may be negative */
    int count;
};

struct tbl_row {
    const char *key;              /* unique and stable */
    const char *const *cells;     /* one UTF-8 string per column */
};

/* Rows read; everything they point to belongs to the source and stays valid until its next call. */
struct tbl_page {
    long pos;                     /* position of rows[0] (0-based) */
    int n;                        /* rows returned: fewer than asked at the end of the list */
    const struct tbl_row *rows;
};

struct tbl_source {
    const struct tbl_col *cols;   /* the columns, in display order */
    int ncols;
    void *ctx;                    /* passed to every callback */
    /* Number of rows, or -1 on error. */
    long (*count)(void *ctx);
    /* Reads the rows req asks for into *out (positions clamped to the list). 0, or -1 on error. */
    int (*fetch)(void *ctx, const struct tbl_request *req, struct tbl_page *out);
    /* The first row whose sort column is at or after value (before, when sorted descending),
     * compared case-insensitively: its position in *pos and its key in *key (valid until the next
     * call), so that the next read can start from the key; *pos = the row count and *key = NULL
     * when there is none. value is as typed after LOCATE, quotes included ('two words'): the
     * source takes them off (a source of names its product folds folds only an unquoted value).
     * 0, or -1 on error. */
    int (*locate)(void *ctx, const char *value, long *pos, const char **key);
    /* The first row at or after position from where a cell contains text (case-insensitive): its
     * position and key as for locate; *pos = -1 when none does. 0, or -1 on error. */
    int (*find)(void *ctx, const char *text, long from, long *pos, const char **key);
    /* Orders the rows by column col, descending when desc. 0, or -1 on error. NULL: no SORT. */
    int (*sort)(void *ctx, int col, bool desc);
    long sort_max;                /* the most rows sort orders (the table refuses longer lists
                                     with a message); 0: any number */
    /* Work done while the user reads the list (panel_ops.idle), so that the next LOCATE costs
     * little; a failure is left for the next read to report. NULL: none. */
    void (*prepare)(void *ctx);
    /* Reads the data afresh (REFRESH). NULL: nothing to do, the next reads are fresh anyway. */
    int (*refresh)(void *ctx);
    /* Why the last call failed (one line). */
    const char *(*error)(void *ctx);
    /* Frees ctx when the panel goes; NULL: the caller keeps it. */
    void (*destroy)(void *ctx);
};

#endif
