/* ui/objects/storesrc.h — a table data source (tblsrc.h) over a list of the policy store (store.h,
 * "lists"): the rows of a list panel read a window at a time with keyset paging, so that a list of
 * 100,000 cluster queue instances costs each keystroke about what it shows.
 *
 * A row's key is its name and its top-level object's name, joined by STORESRC_SEP. The source
 * keeps the count and the position of the first row shown for as long as the store's revision
 * stays the same (store_revision), and reads them again when it moves (a save by this console or
 * another process). Rows are in the store's order (name, then top-level name); LOCATE positions
 * on a name, FIND searches the name, the top-level name and the values read. SORT reads a list of
 * up to STORESRC_SORT_MAX rows whole, as shown, into memory (memsrc.h), which then serves every
 * read in that order, LOCATE on the sort column; the rows are read again, and sorted again, when
 * the store's revision moves.
 *
 * Cells: a column whose key is "name" shows the row's name, "top" its top-level object's name,
 * "kind" its kind's id; any other key is an attribute the list reads (its value as stored), unless
 * the panel's cell function fills the cell itself (derived or effective values). */
#ifndef WLMCON_UI_STORESRC_H
#define WLMCON_UI_STORESRC_H

#include <stdbool.h>
#include <stddef.h>

#include "store/store.h"
#include "ui/engine/tblsrc.h"

#define STORESRC_SEP "\x1f"

/* The most rows SORT orders: a list of queue managers, of one queue manager's objects, of the
 * cluster queue instances of a few hundred queue managers (some 10 MB in memory at most). */
enum { STORESRC_SORT_MAX = 20000 };

/* Fills the cell of column col of row r into buf (n bytes) and returns it, or returns NULL to show
 * the default (see above). ctx is storesrc_spec.ctx. */
typedef const char *(*storesrc_cell_fn)(void *ctx, const struct store_list_row *r, int col,
                                        char *buf, size_t n);

struct storesrc_spec {
    struct store *store;
    struct store_list_spec list;    /* what is listed; its kinds and keys must outlive the source;
                                       keys: the attributes the columns and cell function use */
    const struct tbl_col *cols;     /* the columns (must outlive the source) */
    int ncols;
    bool fold_locate;               /* LOCATE folds an unquoted value to upper case (names the
                                       product folds); 'quoted' values are taken as they are */
    storesrc_cell_fn cell;          /* NULL: default cells only */
    void *ctx;                      /* for cell */
    void (*ctx_free)(void *ctx); /* frees ctx with the source; NULL: the caller keeps it */
};

/* Fills src with a source over spec (copied; spec->list.top is copied too). src->destroy frees
 * it, so the panel that gets src owns it. Returns 0, or -1 when memory runs out (nothing is
 * allocated; ctx is not freed). */
int storesrc_new(const struct storesrc_spec *spec, struct tbl_source *src);

/* Splits a row key of this source into name and top-level name, copied into name and top (each
 * n bytes). */
void storesrc_split_key(const char *key, char *name, char *top, size_t n);

#endif
