/* ui/objects/objcols.c — the columns of the object lists from the schema; see objcols.h. */
#include "ui/objects/objcols.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

/* Whether one of rows[0..n) has this key. */
static bool has_key(const struct attr_def *const *rows, size_t n, const char *key)
{
    for (size_t i = 0; i < n; i++)
        if (strcmp(rows[i]->key, key) == 0)
            return true;
    return false;
}

/* The attribute columns of a list over kinds: the AF_KEY rows of each kind, once each by key, in
 * the order of col.pos. Fills rows (room for every row of the kinds) and returns their number. */
static size_t attr_columns(const struct kind_def *const *kinds, size_t nkinds,
                           const struct attr_def **rows)
{
    size_t n = 0;
    for (size_t k = 0; k < nkinds; k++)
        for (unsigned i = 0; i < kinds[k]->nattrs; i++) {
            const struct attr_def *a = kinds[k]->attrs[i];
            if (!(a->flags & AF_KEY) || has_key(rows, n, a->key))
                continue;
            size_t at = n++;
            for (; at && rows[at - 1]->col.pos > a->col.pos; at--)
                rows[at] = rows[at - 1];
            rows[at] = a;
        }
    return n;
}

/* True for an own column that identifies the row as the schema identifies an object: its name,
 * its top-level object's name (names are unique under one), its position (unnamed kinds). */
static bool identifies(const struct tbl_col *col)
{
    return strcmp(col->key, "name") == 0 || strcmp(col->key, "top") == 0 || strcmp(col->key, "position") == 0;
}

/* Appends the own columns that stand before attribute column `before` (NULL: ahead of them all)
 * to c->cols. */
static void add_own_columns(struct obj_columns *c, const struct obj_col *own, size_t nown,
                            const char *before)
{
    for (size_t i = 0; i < nown; i++) {
        const char *b = own[i].before;
        if (before ? b && strcmp(b, before) == 0 : !b) {
            c->cols[c->ncols] = own[i].col;
            if (identifies(&own[i].col))
                c->cols[c->ncols].flags |= TC_FIXED;   /* stays on the left when the list scrolls */
            c->ncols++;
        }
    }
}

int obj_columns_make(struct obj_columns *out, const struct kind_def *const *kinds, size_t nkinds,
                     const struct obj_col *own, size_t nown, const char *const *reads, size_t nreads)
{
    size_t max = nown + nreads;
    for (size_t k = 0; k < nkinds; k++)
        max += kinds[k]->nattrs;
    struct obj_columns c = {calloc(max + 1, sizeof *c.cols), 0, calloc(max + 1, sizeof *c.keys), 0};
    const struct attr_def **rows = calloc(max + 1, sizeof *rows);
    *out = (struct obj_columns){0};
    if (!rows || !c.cols || !c.keys) {
        free(rows);
        obj_columns_free(&c);
        return -1;
    }
    size_t nrows = attr_columns(kinds, nkinds, rows);
    add_own_columns(&c, own, nown, NULL);
    for (size_t i = 0; i < nrows; i++) {
        add_own_columns(&c, own, nown, rows[i]->key);
        c.cols[c.ncols++] = (struct tbl_col){rows[i]->key, rows[i]->col.heading, rows[i]->col.width,
                                             rows[i]->type == AT_INT ? TC_RIGHT : 0};
        c.keys[c.nkeys++] = rows[i]->key;
    }
    for (size_t i = 0; i < nown; i++)
        if (own[i].before && !has_key(rows, nrows, own[i].before))
            c.cols[c.ncols++] = own[i].col;
    for (size_t i = 0; i < nreads; i++)
        c.keys[c.nkeys++] = reads[i];
    free(rows);
    *out = c;
    return 0;
}

void obj_columns_free(struct obj_columns *c)
{
    free(c->cols);
    free(c->keys);
    *c = (struct obj_columns){0};
}
