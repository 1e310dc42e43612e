/* ui/engine/memsrc.h — a table data source over rows held in memory: for lists the console makes itself
 * (the keys help) and for tests. It honours the whole tbl_source contract, keyset anchors included,
 * so a panel behaves on it as on the store. */
#ifndef WLMCON_UI_MEMSRC_H
#define WLMCON_UI_MEMSRC_H

#include "ui/engine/tblsrc.h"

struct memsrc;

/* An empty source with ncols columns described by cols (not copied: it must outlive the source).
 * NULL when memory runs out. */
struct memsrc *memsrc_new(const struct tbl_col *cols, int ncols);

/* Appends a row: key (unique) and ncols cells, all copied. LOCATE searches the sort column, which
 * is column 0 until a SORT: add rows in that column's order. 0, or -1 when memory runs out. */
int memsrc_add(struct memsrc *m, const char *key, const char *const *cells);

/* How a list made from other data (findings, a directory) is built again on REFRESH: fill adds
 * the rows afresh (every row was removed before; the order of a SORT is applied again after) and
 * returns 0, or -1 after memsrc_fail. The source owns ctx from now on: ctx_free (may be NULL)
 * releases it when the source goes. */
struct memsrc_builder {
    int (*fill)(void *ctx, struct memsrc *m);
    void (*ctx_free)(void *ctx);
    void *ctx;
};

/* Makes SORT order column col by the place of its values in rank (NULL-terminated, not copied:
 * it must outlive the source; "error", "warning", "info"), values not listed last, instead of by
 * their text. */
void memsrc_set_rank(struct memsrc *m, int col, const char *const *rank);

/* Gives m its builder (copied): REFRESH then calls it. */
void memsrc_set_builder(struct memsrc *m, const struct memsrc_builder *b);

/* Records why building the rows failed (one line), for the list's message. */
void memsrc_fail(struct memsrc *m, const char *why);

/* Replaces cell col of the row with this key by a copy of text (a mark, a state that changed).
 * 0, or -1 when there is no such row or memory runs out. */
int memsrc_set_cell(struct memsrc *m, const char *key, int col, const char *text);

/* Forgets the order a SORT gave: the next REFRESH keeps the rows in the order they are added (a
 * list whose rows carry an order of their own, such as groups with their members under them). */
void memsrc_unsort(struct memsrc *m);

/* Fills src with the callbacks over m; src->destroy frees m, so the panel that gets src owns it. */
void memsrc_source(struct memsrc *m, struct tbl_source *src);

/* Number of rows fetched through this source so far (fetch calls count the rows they return):
 * lets tests check that only visible rows are read. */
long memsrc_rows_read(const struct memsrc *m);

/* Frees a source that was never handed to a panel. */
void memsrc_free(struct memsrc *m);

#endif
