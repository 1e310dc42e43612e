/* ui/engine/memsrc.c — a table data source over rows in memory; see memsrc.h. */
#include "ui/engine/memsrc.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

struct mrow {
    char *key;
    char **cells;
};

struct memsrc {
    const struct tbl_col *cols;
    int ncols;
    struct mrow *rows;
    size_t n, cap;
    size_t *order;          /* display order: indexes into rows */
    int sort_col;
    int rank_col;                  /* the column ordered by rank (memsrc_set_rank), or -1 */
    const char *const *rank;
    bool sort_desc;
    struct tbl_row *page;   /* the last window fetched */
    long rows_read;
    char err[128];
    struct memsrc_builder builder;  /* REFRESH; fill NULL: nothing to do */
};

struct memsrc *memsrc_new(const struct tbl_col *cols, int ncols)
{
    struct memsrc *m = calloc(1, sizeof *m);
    if (!m)
        return NULL;
    m->cols = cols;
    m->ncols = ncols;
    m->rank_col = -1;
    return m;
}

void memsrc_set_rank(struct memsrc *m, int col, const char *const *rank)
{
    m->rank_col = col;
    m->rank = rank;
}

static void free_row(struct memsrc *m, struct mrow *r)
{
    for (int c = 0; r->cells && c < m->ncols; c++)
        free(r->cells[c]);
    free(r->cells);
    free(r->key);
}

void memsrc_free(struct memsrc *m)
{
    if (!m)
        return;
    if (m->builder.ctx_free)
        m->builder.ctx_free(m->builder.ctx);
    for (size_t i = 0; i < m->n; i++)
        free_row(m, &m->rows[i]);
    free(m->rows);
    free(m->order);
    free(m->page);
    free(m);
}

static int grow(struct memsrc *m)
{
    size_t cap = m->cap ? m->cap * 2 : 64;
    struct mrow *rows = realloc(m->rows, cap * sizeof *rows);
    if (!rows)
        return -1;
    m->rows = rows;
    size_t *order = realloc(m->order, cap * sizeof *order);
    if (!order)
        return -1;
    m->order = order;
    m->cap = cap;
    return 0;
}

int memsrc_add(struct memsrc *m, const char *key, const char *const *cells)
{
    if (m->n == m->cap && grow(m) < 0)
        return -1;
    struct mrow r = {strdup(key), calloc((size_t)m->ncols, sizeof(char *))};
    bool ok = r.key && r.cells;
    for (int c = 0; ok && c < m->ncols; c++)
        ok = (r.cells[c] = strdup(cells[c] ? cells[c] : "")) != NULL;
    if (!ok) {
        free_row(m, &r);
        return -1;
    }
    m->order[m->n] = m->n;
    m->rows[m->n++] = r;
    return 0;
}

long memsrc_rows_read(const struct memsrc *m)
{
    return m->rows_read;
}

/* The place of value v in the NULL-terminated list rank (case-insensitive); past the end when
 * it is not there. */
static size_t rank_of(const char *const *rank, const char *v)
{
    size_t i = 0;
    while (rank[i] && strcasecmp(rank[i], v) != 0)
        i++;
    return i;
}

/* Compares two cell values of column col: by their rank for a ranked column, numerically for
 * right-justified columns. */
static int cmp_cells(const struct memsrc *m, int col, const char *a, const char *b)
{
    if (col == m->rank_col && m->rank) {
        size_t x = rank_of(m->rank, a), y = rank_of(m->rank, b);
        if (x != y)
            return x < y ? -1 : 1;
    }
    if (m->cols[col].flags & TC_RIGHT) {
        long long x = strtoll(a, NULL, 10), y = strtoll(b, NULL, 10);
        if (x != y)
            return x < y ? -1 : 1;
    }
    return strcasecmp(a, b);
}

static int cmp_order(const struct memsrc *m, size_t a, size_t b)
{
    int r = cmp_cells(m, m->sort_col, m->rows[a].cells[m->sort_col], m->rows[b].cells[m->sort_col]);
    if (m->sort_desc)
        r = -r;
    return r ? r : a < b ? -1 : a > b;
}

/* Merge sort of order[lo, hi) using tmp. */
static void merge_sort(struct memsrc *m, size_t *tmp, size_t lo, size_t hi)
{
    if (hi - lo < 2)
        return;
    size_t mid = lo + (hi - lo) / 2, i = lo, j = mid, k = lo;
    merge_sort(m, tmp, lo, mid);
    merge_sort(m, tmp, mid, hi);
    while (i < mid || j < hi)
        tmp[k++] = j >= hi || (i < mid && cmp_order(m, m->order[i], m->order[j]) <= 0) ? m->order[i++]
                                                                                    : m->order[j++];
    memcpy(&m->order[lo], &tmp[lo], (hi - lo) * sizeof *tmp);
}

static int ms_sort(void *ctx, int col, bool desc)
{
    struct memsrc *m = ctx;
    size_t *tmp = malloc((m->n ? m->n : 1) * sizeof *tmp);
    if (!tmp) {
        snprintf(m->err, sizeof m->err, "out of memory");
        return -1;
    }
    m->sort_col = col;
    m->sort_desc = desc;
    merge_sort(m, tmp, 0, m->n);
    free(tmp);
    return 0;
}

static long ms_count(void *ctx)
{
    return (long)((struct memsrc *)ctx)->n;
}

static long position_of(const struct memsrc *m, const char *key)
{
    for (size_t i = 0; key && i < m->n; i++)
        if (strcmp(m->rows[m->order[i]].key, key) == 0)
            return (long)i;
    return -1;
}

static int ms_fetch(void *ctx, const struct tbl_request *req, struct tbl_page *out)
{
    struct memsrc *m = ctx;
    long anchor = position_of(m, req->key);
    long pos = (anchor >= 0 ? anchor : req->pos) + req->delta;
    pos = pos < 0 ? 0 : pos > (long)m->n ? (long)m->n : pos;
    int n = req->count < (long)m->n - pos ? req->count : (int)((long)m->n - pos);
    struct tbl_row *page = realloc(m->page, (size_t)(n > 0 ? n : 1) * sizeof *page);
    if (!page) {
        snprintf(m->err, sizeof m->err, "out of memory");
        return -1;
    }
    m->page = page;
    for (int i = 0; i < n; i++) {
        const struct mrow *r = &m->rows[m->order[pos + i]];
        page[i] = (struct tbl_row){r->key, (const char *const *)r->cells};
    }
    m->rows_read += n;
    *out = (struct tbl_page){pos, n, page};
    return 0;
}

static int ms_locate(void *ctx, const char *typed, long *pos, const char **key)
{
    struct memsrc *m = ctx;
    char value[256];
    size_t i = 0, n = strlen(typed);
    if (n >= 2 && (typed[0] == '\'' || typed[0] == '"') && typed[n - 1] == typed[0])
        snprintf(value, sizeof value, "%.*s", (int)(n - 2), typed + 1);
    else
        snprintf(value, sizeof value, "%s", typed);
    while (i < m->n) {
        int r = cmp_cells(m, m->sort_col, m->rows[m->order[i]].cells[m->sort_col], value);
        if (m->sort_desc ? r <= 0 : r >= 0)
            break;
        i++;
    }
    *pos = (long)i;
    *key = i < m->n ? m->rows[m->order[i]].key : NULL;
    return 0;
}

/* True when text occurs in s, ignoring case (ASCII). */
static bool contains(const char *s, const char *text)
{
    size_t n = strlen(text);
    for (; *s; s++)
        if (strncasecmp(s, text, n) == 0)
            return true;
    return n == 0;
}

static int ms_find(void *ctx, const char *text, long from, long *pos, const char **key)
{
    struct memsrc *m = ctx;
    *pos = -1;
    *key = NULL;
    for (size_t i = from < 0 ? 0 : (size_t)from; i < m->n && *pos < 0; i++)
        for (int c = 0; c < m->ncols; c++)
            if (contains(m->rows[m->order[i]].cells[c], text)) {
                *pos = (long)i;
                *key = m->rows[m->order[i]].key;
                break;
            }
    return 0;
}

int memsrc_set_cell(struct memsrc *m, const char *key, int col, const char *text)
{
    for (size_t i = 0; col >= 0 && col < m->ncols && i < m->n; i++)
        if (strcmp(m->rows[i].key, key) == 0) {
            char *copy = strdup(text);
            if (!copy)
                return -1;
            free(m->rows[i].cells[col]);
            m->rows[i].cells[col] = copy;
            return 0;
        }
    return -1;
}

void memsrc_set_builder(struct memsrc *m, const struct memsrc_builder *b)
{
    m->builder = *b;
}

void memsrc_fail(struct memsrc *m, const char *why)
{
    snprintf(m->err, sizeof m->err, "%s", why);
}

static int ms_refresh(void *ctx)
{
    struct memsrc *m = ctx;
    if (!m->builder.fill)
        return 0;
    for (size_t i = 0; i < m->n; i++)
        free_row(m, &m->rows[i]);
    m->n = 0;
    if (m->builder.fill(m->builder.ctx, m) < 0)
        return -1;
    return m->sort_col || m->sort_desc ? ms_sort(m, m->sort_col, m->sort_desc) : 0;
}

void memsrc_unsort(struct memsrc *m)
{
    m->sort_col = 0;
    m->sort_desc = false;
}

static const char *ms_error(void *ctx)
{
    return ((struct memsrc *)ctx)->err;
}

static void ms_destroy(void *ctx)
{
    memsrc_free(ctx);
}

void memsrc_source(struct memsrc *m, struct tbl_source *src)
{
    *src = (struct tbl_source){
        .cols = m->cols, .ncols = m->ncols, .ctx = m, .count = ms_count, .fetch = ms_fetch,
        .locate = ms_locate, .find = ms_find, .sort = ms_sort, .refresh = ms_refresh, .error = ms_error,
        .destroy = ms_destroy,
    };
}
