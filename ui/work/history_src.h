/* ui/work/history_src.h — list sources over the change journal in the store (ui/tblsrc.h): the
 * batches newest first, or the changes of one batch in order, attribute by attribute. Only the
 * rows shown are read (keyset paging, store_batch_page / store_change_page); FIND searches the
 * store; LOCATE takes a batch number (on the batches) or a change's number. */
#ifndef WLMCON_UI_HISTORY_SRC_H
#define WLMCON_UI_HISTORY_SRC_H

#include <stdint.h>

#include "store/store.h"
#include "ui/engine/tblsrc.h"

/* Columns of the batches list, in display order (the row key is the batch id in decimal). */
enum { HIST_BATCH, HIST_WHEN, HIST_WHO, HIST_ACTION, HIST_NEW, HIST_CHANGED, HIST_DELETED, HIST_FILES,
       HIST_NCOLS };

/* Columns of a batch's changes, one row per changed attribute (the row key is the change's n in
 * decimal): the object in its system's notation, the attribute, its value before and after. */
enum { HCHG_OBJECT, HCHG_ATTR, HCHG_OLD, HCHG_NEW, HCHG_NCOLS };

/* Fills src with a source over st's journal: the batches when batch is 0, else the changes of
 * batch (store_change_page). st must outlive the source; src->destroy frees what it holds. Returns 0, or -1 when
 * memory runs out. */
int history_source(struct tbl_source *src, struct store *st, int64_t batch);

#endif
