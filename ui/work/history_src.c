/* ui/work/history_src.c — list sources over the change journal; see history_src.h. */
#include "ui/work/history_src.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ui/work/history_text.h"

static const struct tbl_col batch_cols[HIST_NCOLS] = {
    [HIST_BATCH] = {"batch", "Batch", 6, TC_FIXED | TC_RIGHT},
    [HIST_WHEN] = {"when", "When (UTC)", 16, 0},
    [HIST_WHO] = {"who", "User", 8, 0},
    [HIST_ACTION] = {"action", "Action", 9, 0},
    [HIST_NEW] = {"new", "New", 4, TC_RIGHT},
    [HIST_CHANGED] = {"changed", "Chg", 4, TC_RIGHT},
    [HIST_DELETED] = {"deleted", "Del", 4, TC_RIGHT},
    [HIST_FILES] = {"files", "Files", 16, 0},
};

static const struct tbl_col change_cols[HCHG_NCOLS] = {
    [HCHG_OBJECT] = {"object", "Object", 32, TC_FIXED},
    [HCHG_ATTR] = {"attr", "Attribute", 10, 0},
    [HCHG_OLD] = {"old", "Old value", 13, 0},
    [HCHG_NEW] = {"new", "New value", 13, 0},
};

struct hsrc {
    struct store *st;
    int64_t batch;              /* 0: the batches */
    int ncols;
    char *cells;                /* the page's cells, each a fixed slot of CELL bytes */
    char *keys;                 /* the page's keys, KEY bytes each */
    struct tbl_row *rows;
    const char **ptrs;          /* rows[i].cells point here */
    int n, cap;
    char found[24];             /* the key LOCATE or FIND found */
    struct store_error err;
};

enum { CELL = 256, KEY = 24 };

static char *cell(struct hsrc *h, int row, int col)
{
    return h->cells + ((size_t)row * (size_t)h->ncols + (size_t)col) * CELL;
}

/* Room for one more row, with blank cells: its index, or -1 when memory runs out. */
static int add_row(struct hsrc *h, int64_t key)
{
    if (h->n == h->cap) {
        int cap = h->cap ? h->cap * 2 : 32;
        char *cells = realloc(h->cells, (size_t)cap * (size_t)h->ncols * CELL);
        char *keys = cells ? realloc(h->keys, (size_t)cap * KEY) : NULL;
        if (cells)
            h->cells = cells;
        if (keys)
            h->keys = keys;
        if (!cells || !keys)
            return -1;
        h->cap = cap;
    }
    for (int c = 0; c < h->ncols; c++)
        cell(h, h->n, c)[0] = '\0';
    snprintf(h->keys + (size_t)h->n * KEY, KEY, "%lld", (long long)key);
    return h->n++;
}

static void base_name(const char *path, size_t len, char *out, size_t n)
{
    size_t start = len;
    while (start > 0 && path[start - 1] != '/')
        start--;
    snprintf(out, n, "%.*s", (int)(len - start), path + start);
}

static int batch_cells(void *ctx, const struct store_batch_info *b)
{
    struct hsrc *h = ctx;
    int r = add_row(h, b->id);
    if (r < 0)
        return -1;
    snprintf(cell(h, r, HIST_BATCH), CELL, "%lld", (long long)b->id);
    snprintf(cell(h, r, HIST_WHEN), CELL, "%.10s %.5s", b->at, strlen(b->at) > 11 ? b->at + 11 : "");
    snprintf(cell(h, r, HIST_WHO), CELL, "%s", b->who);
    snprintf(cell(h, r, HIST_ACTION), CELL, "%s", b->action);
    snprintf(cell(h, r, HIST_NEW), CELL, "%zu", b->defined);
    snprintf(cell(h, r, HIST_CHANGED), CELL, "%zu", b->changed);
    snprintf(cell(h, r, HIST_DELETED), CELL, "%zu", b->removed);
    if (b->files) {
        size_t nfiles = 1, first = strcspn(b->files, "\n");
        for (const char *p = b->files; (p = strchr(p, '\n')); p++)
            nfiles++;
        char name[CELL];
        base_name(b->files, first, name, sizeof name);
        if (nfiles > 1)
            snprintf(cell(h, r, HIST_FILES), CELL, "%.200s +%zu", name, nfiles - 1);
        else
            snprintf(cell(h, r, HIST_FILES), CELL, "%s", name);
    }
    return 0;
}

static int change_cells(void *ctx, const struct store_attr_change *c)
{
    struct hsrc *h = ctx;
    int r = add_row(h, c->n);
    if (r < 0)
        return -1;
    snprintf(cell(h, r, HCHG_OBJECT), CELL, "%s", c->path);
    snprintf(cell(h, r, HCHG_ATTR), CELL, "%s", c->attr);
    snprintf(cell(h, r, HCHG_OLD), CELL, "%s", history_value(c->old));
    snprintf(cell(h, r, HCHG_NEW), CELL, "%s", history_value(c->new_));
    return 0;
}

static long hs_count(void *ctx)
{
    struct hsrc *h = ctx;
    long n = 0;
    enum store_status r = h->batch ? store_change_count(h->st, h->batch, &n, &h->err)
                                   : store_batch_count(h->st, &n, &h->err);
    return r == STORE_OK ? n : -1;
}

static int hs_fetch(void *ctx, const struct tbl_request *req, struct tbl_page *out)
{
    struct hsrc *h = ctx;
    struct store_page page = {req->key ? strtoll(req->key, NULL, 10) : 0, req->pos, req->delta, req->count};
    long pos = 0;
    h->n = 0;
    enum store_status r = h->batch ? store_change_page(h->st, h->batch, &page, change_cells, h, &pos, &h->err)
                                   : store_batch_page(h->st, &page, batch_cells, h, &pos, &h->err);
    struct tbl_row *rows = r == STORE_OK ? realloc(h->rows, (size_t)(h->n ? h->n : 1) * sizeof *rows) : NULL;
    const char **ptrs = rows ? realloc(h->ptrs, (size_t)(h->n ? h->n : 1) * (size_t)h->ncols * sizeof *ptrs)
                             : NULL;
    if (rows)
        h->rows = rows;
    if (!ptrs) {
        if (r == STORE_OK)
            snprintf(h->err.msg, sizeof h->err.msg, "out of memory");
        return -1;
    }
    h->ptrs = ptrs;
    for (int i = 0; i < h->n; i++) {
        for (int c = 0; c < h->ncols; c++)
            ptrs[i * h->ncols + c] = cell(h, i, c);
        rows[i] = (struct tbl_row){h->keys + (size_t)i * KEY, &ptrs[i * h->ncols]};
    }
    *out = (struct tbl_page){pos, h->n, rows};
    return 0;
}

/* The key found (NULL when none: key 0). */
static void found_at(struct hsrc *h, int64_t key, const char **out)
{
    snprintf(h->found, sizeof h->found, "%lld", (long long)key);
    *out = key ? h->found : NULL;
}

static int hs_locate(void *ctx, const char *value, long *pos, const char **key)
{
    struct hsrc *h = ctx;
    int64_t id = strtoll(value + (value[0] == '\'' || value[0] == '"'), NULL, 10), found = 0;
    if (h->batch) { /* changes are numbered from 1 in order */
        long n = hs_count(h);
        if (n < 0)
            return -1;
        *pos = id < 1 ? 0 : id > n ? n : (long)id - 1;
        found_at(h, *pos < n ? *pos + 1 : 0, key);
        return 0;
    }
    if (store_batch_locate(h->st, id, pos, &found, &h->err) != STORE_OK)
        return -1;
    found_at(h, found, key);
    return 0;
}

static int hs_find(void *ctx, const char *text, long from, long *pos, const char **key)
{
    struct hsrc *h = ctx;
    int64_t found = 0;
    enum store_status r = h->batch ? store_change_find(h->st, h->batch, text, from, pos, &found, &h->err)
                                   : store_batch_find(h->st, text, from, pos, &found, &h->err);
    if (r != STORE_OK)
        return -1;
    found_at(h, found, key);
    return 0;
}

static const char *hs_error(void *ctx)
{
    return ((struct hsrc *)ctx)->err.msg;
}

static void hs_destroy(void *ctx)
{
    struct hsrc *h = ctx;
    free(h->cells);
    free(h->keys);
    free(h->rows);
    free(h->ptrs);
    free(h);
}

int history_source(struct tbl_source *src, struct store *st, int64_t batch)
{
    struct hsrc *h = calloc(1, sizeof *h);
    if (!h)
        return -1;
    h->st = st;
    h->batch = batch;
    h->ncols = batch ? HCHG_NCOLS : HIST_NCOLS;
    *src = (struct tbl_source){
        .cols = batch ? change_cols : batch_cols, .ncols = h->ncols, .ctx = h, .count = hs_count,
        .fetch = hs_fetch, .locate = hs_locate, .find = hs_find, .error = hs_error, .destroy = hs_destroy,
    };
    return 0;
}
