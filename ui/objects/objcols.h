/* ui/objects/objcols.h — the columns of the object lists (objlist.h, objchildren.h): the panel's
 * own and the attribute columns of the kinds listed, from the schema: each AF_KEY row of those
 * kinds once, by key, in the order of attr_def.col.pos, headed and sized as attr_def.col says (an
 * AT_INT column right-justified). The own columns that identify a row as the schema identifies an
 * object (name, top-level object, position) are fixed: they stay on the left while the others
 * scroll (TC_FIXED). */
#ifndef WLMCON_UI_OBJCOLS_H
#define WLMCON_UI_OBJCOLS_H

#include <stddef.h>

#include "model/model.h"
#include "ui/engine/tblsrc.h"

/* A column of a list panel that is not an attribute column: the row's name, type, top-level object
 * or position, or a value the panel's cell function derives. */
struct obj_col {
    struct tbl_col col;
    const char *before;   /* the attribute column it stands before (its key); NULL: ahead of the
                             attribute columns; a key that is not a column of the list: after
                             them. Columns with the same place keep the spec's order. */
};

/* A list's columns and the attributes its rows carry. */
struct obj_columns {
    struct tbl_col *cols;   /* owned: every column, in display order */
    int ncols;
    const char **keys;      /* owned: the attributes read, the attribute columns' first, then reads */
    size_t nkeys;
};

/* Fills out with the columns of a list over kinds[0..nkinds) with the panel's own columns own
 * (static) and the attributes reads (static; read, not shown). 0, or -1 when memory runs out
 * (out then holds nothing). */
int obj_columns_make(struct obj_columns *out, const struct kind_def *const *kinds, size_t nkinds,
                     const struct obj_col *own, size_t nown, const char *const *reads, size_t nreads);

/* Frees what obj_columns_make allocated (an all-zero out: nothing). */
void obj_columns_free(struct obj_columns *c);

#endif
