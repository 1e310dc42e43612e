/* ui/objects/storesrc.c — a table data source over a store list; see storesrc.h. */
#include "ui/objects/storesrc.h"

#include "ui/engine/memsrc.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { COL_NAME = -1, COL_TOP = -2, COL_KIND = -3, COL_NONE = -4 };

struct storesrc {
    struct storesrc_spec spec;
    char *top;                 /* the copy spec.list.top points to */
    char *parent;              /* the copy spec.list.parent points to */
    int *colkey;               /* per column: index into spec.list.keys, or COL_* */
    int64_t rev;               /* the store revision the figures below belong to; -1: none */
    long count;
    char *memo_key;            /* a row whose position is known at rev (the first row of the last
                                  page, or the row found by LOCATE or FIND), and that position */
    long memo_pos;
    struct arena page;         /* the last page's rows, keys and cells; the key found */
    struct tbl_row *rows;
    struct memsrc *sorted;     /* after a SORT: every row of the list as shown, in memory and in
                                  that order (NULL: the store's order) */
    struct tbl_source msrc;    /* its callbacks */
    int64_t sorted_rev;        /* the store revision its rows were read at */
    char err[512];
};

void storesrc_split_key(const char *key, char *name, char *top, size_t n)
{
    const char *sep = strstr(key, STORESRC_SEP);
    size_t len = sep ? (size_t)(sep - key) : strlen(key);
    snprintf(name, n, "%.*s", (int)(len < n ? len : n - 1), key);
    snprintf(top, n, "%s", sep ? sep + strlen(STORESRC_SEP) : "");
}

static int failed(struct storesrc *m, const struct store_error *err)
{
    snprintf(m->err, sizeof m->err, "%s", err->msg);
    return -1;
}

static int oom(struct storesrc *m)
{
    snprintf(m->err, sizeof m->err, "out of memory");
    return -1;
}

/* Remembers the position of the row with this key (NULL: forgets). */
static void memo(struct storesrc *m, const char *key, long pos)
{
    free(m->memo_key);
    m->memo_key = key ? strdup(key) : NULL;
    m->memo_pos = pos;
}

/* Forgets the figures when the store's revision moved; 0, or -1 on error. */
static int check_revision(struct storesrc *m)
{
    struct store_error err = {0};
    int64_t rev;
    if (store_revision(m->spec.store, &rev, &err) != STORE_OK)
        return failed(m, &err);
    if (rev == m->rev)
        return 0;
    long n;
    if (store_list_count(m->spec.store, &m->spec.list, &n, &err) != STORE_OK)
        return failed(m, &err);
    m->rev = rev;
    m->count = n;
    memo(m, NULL, 0);
    return 0;
}

/* After a SORT (below). */
static int sync_sorted(struct storesrc *m);
static int sorted_failed(struct storesrc *m);

static long ss_count(void *ctx)
{
    struct storesrc *m = ctx;
    if (sync_sorted(m) < 0)
        return -1;
    return m->sorted ? m->msrc.count(m->msrc.ctx) : m->count;
}

/* The row key of r in the page's arena: name, separator, top-level name. */
static char *row_key(struct arena *a, const struct store_list_row *r)
{
    size_t n = strlen(r->name), t = strlen(r->top), s = strlen(STORESRC_SEP);
    char *k = arena_alloc(a, n + s + t + 1);
    if (k) {
        memcpy(k, r->name, n);
        memcpy(k + n, STORESRC_SEP, s);
        memcpy(k + n + s, r->top, t + 1);
    }
    return k;
}

/* The text of cell col of r (default cells, or the panel's). */
static const char *cell_text(struct storesrc *m, const struct store_list_row *r, int col, char *buf,
                             size_t n)
{
    const char *v = m->spec.cell ? m->spec.cell(m->spec.ctx, r, col, buf, n) : NULL;
    if (v)
        return v;
    switch (m->colkey[col]) {
    case COL_NAME:
        return r->name;
    case COL_TOP:
        return r->top;
    case COL_KIND:
        return r->kind ? r->kind->id : "";
    case COL_NONE:
        return "";
    default:
        return r->vals[m->colkey[col]] ? r->vals[m->colkey[col]] : "";
    }
}

/* Makes the table rows of page pg into m->rows (in m->page). */
static int make_rows(struct storesrc *m, const struct store_list_page *pg)
{
    m->rows = arena_alloc(&m->page, (pg->n ? pg->n : 1) * sizeof *m->rows);
    if (!m->rows)
        return oom(m);
    char buf[512];
    for (size_t i = 0; i < pg->n; i++) {
        const char **cells = arena_alloc(&m->page, (size_t)(m->spec.ncols ? m->spec.ncols : 1) * sizeof *cells);
        char *key = row_key(&m->page, &pg->rows[i]);
        if (!cells || !key)
            return oom(m);
        for (int c = 0; c < m->spec.ncols; c++)
            if (!(cells[c] = arena_strdup(&m->page, cell_text(m, &pg->rows[i], c, buf, sizeof buf))))
                return oom(m);
        m->rows[i] = (struct tbl_row){key, cells};
    }
    return 0;
}

/* The key of row key (a joined key) as a store key over name and top (malloc'd into *buf). */
static struct store_list_key split(const char *key, char **buf)
{
    size_t n = strlen(key) + 1;
    *buf = malloc(2 * n);
    if (!*buf)
        return (struct store_list_key){NULL, NULL};
    storesrc_split_key(key, *buf, *buf + n, n);
    return (struct store_list_key){*buf, *buf + n};
}

/* The position of key (of the first row at or after it), from the store's sample index of the
 * list (store_list_position). */
static int position(struct storesrc *m, const struct store_list_key *k, long *pos)
{
    struct store_error err = {0};
    if (store_list_position(m->spec.store, &m->spec.list, k, pos, &err) != STORE_OK)
        return failed(m, &err);
    return 0;
}

/* The position of the row with this key: the memo's when it is that row, else the store's. */
static int anchor_pos(struct storesrc *m, const char *key, const struct store_list_key *k, long *pos)
{
    if (m->memo_key && strcmp(m->memo_key, key) == 0) {
        *pos = m->memo_pos;
        return 0;
    }
    return position(m, k, pos);
}

/* Where a read of position pos starts: from the anchor k (skipping delta rows), or from the start
 * or the end of the list when that skips fewer rows; *from NULL for those two. */
static long start_of_read(const struct storesrc *m, const struct store_list_key *k, long delta,
                          long pos, const struct store_list_key **from)
{
    long by_anchor = k ? labs(delta) : -1, to_end = m->count - pos;
    *from = NULL;
    if (by_anchor >= 0 && by_anchor <= pos && by_anchor <= to_end) {
        *from = k;
        return delta;
    }
    return pos <= to_end || to_end == 0 ? pos : -to_end;
}

static int ss_fetch(void *ctx, const struct tbl_request *req, struct tbl_page *out)
{
    struct storesrc *m = ctx;
    if (sync_sorted(m) < 0)
        return -1;
    if (m->sorted)
        return m->msrc.fetch(m->msrc.ctx, req, out) < 0 ? sorted_failed(m) : 0;
    char *buf = NULL;
    struct store_list_key k = {NULL, NULL};
    long anchor = 0, delta = req->pos + req->delta;
    if (req->key) {
        k = split(req->key, &buf);
        if (!buf)
            return oom(m);
        delta = req->delta;
        if (anchor_pos(m, req->key, &k, &anchor) < 0) {
            free(buf);
            return -1;
        }
    }
    long pos = anchor + delta < 0 ? 0 : anchor + delta > m->count ? m->count : anchor + delta;
    const struct store_list_key *from;
    long skip = start_of_read(m, req->key ? &k : NULL, delta, pos, &from);
    struct store_list_page pg;
    struct store_error err = {0};
    enum store_status st = store_list_window(m->spec.store, &m->spec.list, from, skip,
                                             req->count > 0 ? (size_t)req->count : 0, &pg, &err);
    free(buf);
    arena_free(&m->page);
    int rc = st != STORE_OK ? failed(m, &err) : make_rows(m, &pg);
    int n = (int)pg.n;
    store_list_free(&pg);
    if (rc < 0)
        return -1;
    memo(m, n ? m->rows[0].key : NULL, pos);
    *out = (struct tbl_page){pos, n, m->rows};
    return 0;
}

/* Reads the one row at or after k (window of one) and gives its joined key in *key (in the page's
 * arena), or NULL when there is none. */
static int key_at(struct storesrc *m, const struct store_list_key *k, long skip, const char **key)
{
    struct store_list_page pg;
    struct store_error err = {0};
    enum store_status st = store_list_window(m->spec.store, &m->spec.list, k, skip, 1, &pg, &err);
    arena_free(&m->page);
    *key = st == STORE_OK && pg.n ? row_key(&m->page, &pg.rows[0]) : NULL;
    bool lost = st == STORE_OK && pg.n && !*key;
    store_list_free(&pg);
    if (st != STORE_OK)
        return failed(m, &err);
    return lost ? oom(m) : 0;
}

static int ss_locate(void *ctx, const char *value, long *pos, const char **key)
{
    struct storesrc *m = ctx;
    if (m->sorted)
        return sync_sorted(m) < 0 ? -1
               : m->msrc.locate(m->msrc.ctx, value, pos, key) < 0 ? sorted_failed(m) : 0;
    size_t n = strlen(value);
    char *v = strdup(value);
    if (!v)
        return oom(m);
    if (n >= 2 && v[0] == '\'' && v[n - 1] == '\'') {
        memmove(v, v + 1, n - 2);
        v[n - 2] = '\0';
    } else if (m->spec.fold_locate) {
        for (char *p = v; *p; p++)
            *p = (char)toupper((unsigned char)*p);
    }
    struct store_list_key k = {v, ""};
    int rc = check_revision(m);
    if (rc == 0)
        rc = position(m, &k, pos);
    if (rc == 0)
        rc = key_at(m, &k, 0, key);
    if (rc == 0 && *key)
        memo(m, *key, *pos);
    free(v);
    return rc;
}

static int ss_find(void *ctx, const char *text, long from, long *pos, const char **key)
{
    struct storesrc *m = ctx;
    const char *start = NULL;
    char *buf = NULL, *mbuf = NULL;
    *pos = -1;
    *key = NULL;
    if (sync_sorted(m) < 0)
        return -1;
    if (m->sorted)
        return m->msrc.find(m->msrc.ctx, text, from, pos, key) < 0 ? sorted_failed(m) : 0;
    if (from > 0) {
        struct store_list_key mk = m->memo_key ? split(m->memo_key, &mbuf) : (struct store_list_key){0};
        if (m->memo_key && !mbuf)
            return oom(m);
        int rc = key_at(m, m->memo_key ? &mk : NULL, m->memo_key ? from - m->memo_pos : from, &start);
        free(mbuf);
        if (rc < 0 || !start)
            return rc;
    }
    struct store_list_key k = start ? split(start, &buf) : (struct store_list_key){0};
    if (start && !buf)
        return oom(m);
    struct store_list_page pg;
    struct store_error err = {0};
    enum store_status st = store_list_find(m->spec.store, &m->spec.list, start ? &k : NULL, text, &pg, &err);
    free(buf);
    int rc = st == STORE_OK ? 0 : failed(m, &err);
    if (rc == 0 && pg.n) {
        struct store_list_key found = {pg.rows[0].name, pg.rows[0].top};
        rc = position(m, &found, pos);
        arena_free(&m->page);
        *key = rc == 0 ? row_key(&m->page, &pg.rows[0]) : NULL;
        if (*key)
            memo(m, *key, *pos);
    }
    store_list_free(&pg);
    return rc;
}

/* ---- SORT: the list read whole into a memsrc, read again when the store changes ------------- */

/* The memsrc's builder: every row of the list as the panel shows it (m->count is fresh). */
static int fill_sorted(void *ctx, struct memsrc *ms)
{
    struct storesrc *m = ctx;
    struct store_list_page pg;
    struct store_error err = {0};
    if (store_list_window(m->spec.store, &m->spec.list, NULL, 0, (size_t)m->count, &pg, &err) != STORE_OK) {
        memsrc_fail(ms, err.msg);
        return -1;
    }
    arena_free(&m->page);
    int rc = make_rows(m, &pg);
    for (size_t i = 0; rc == 0 && i < pg.n; i++)
        if (memsrc_add(ms, m->rows[i].key, m->rows[i].cells) < 0)
            rc = oom(m);
    if (rc < 0)
        memsrc_fail(ms, m->err);
    store_list_free(&pg);
    arena_free(&m->page);
    return rc;
}

static int sorted_failed(struct storesrc *m)
{
    snprintf(m->err, sizeof m->err, "%s", m->msrc.error(m->msrc.ctx));
    return -1;
}

/* The store's revision checked and, after a SORT, the rows read again (and sorted again) when it
 * moved: 0, or -1 on error. */
static int sync_sorted(struct storesrc *m)
{
    if (check_revision(m) < 0)
        return -1;
    if (!m->sorted || m->sorted_rev == m->rev)
        return 0;
    if (m->msrc.refresh(m->msrc.ctx) < 0)
        return sorted_failed(m);
    m->sorted_rev = m->rev;
    return 0;
}

static int ss_sort(void *ctx, int col, bool desc)
{
    struct storesrc *m = ctx;
    if (!m->sorted) {
        struct memsrc *ms = memsrc_new(m->spec.cols, m->spec.ncols);
        if (!ms)
            return oom(m);
        memsrc_set_builder(ms, &(struct memsrc_builder){fill_sorted, NULL, m});
        memsrc_source(ms, &m->msrc);
        m->sorted = ms;
        m->sorted_rev = -1;
    }
    if (sync_sorted(m) < 0)
        return -1;
    return m->msrc.sort(m->msrc.ctx, col, desc) < 0 ? sorted_failed(m) : 0;
}

static int ss_refresh(void *ctx)
{
    struct storesrc *m = ctx;
    m->rev = -1;
    return 0;
}

/* The store's sample index of the list, made now (store_list_prepare); a sorted list is in
 * memory and needs none. */
static void ss_prepare(void *ctx)
{
    struct storesrc *m = ctx;
    struct store_error err = {0};
    if (!m->sorted)
        store_list_prepare(m->spec.store, &m->spec.list, &err);
}

static const char *ss_error(void *ctx)
{
    return ((struct storesrc *)ctx)->err;
}

static void ss_destroy(void *ctx)
{
    struct storesrc *m = ctx;
    if (m->sorted)
        m->msrc.destroy(m->msrc.ctx);
    if (m->spec.ctx_free)
        m->spec.ctx_free(m->spec.ctx);
    arena_free(&m->page);
    free(m->memo_key);
    free(m->colkey);
    free(m->top);
    free(m->parent);
    free(m);
}

/* What column col shows by default: its key among the list's keys, or a row property. */
static int column_key(const struct storesrc_spec *spec, int col)
{
    const char *key = spec->cols[col].key;
    if (strcmp(key, "name") == 0)
        return COL_NAME;
    if (strcmp(key, "top") == 0)
        return COL_TOP;
    if (strcmp(key, "kind") == 0)
        return COL_KIND;
    for (size_t i = 0; i < spec->list.nkeys; i++)
        if (strcmp(spec->list.keys[i], key) == 0)
            return (int)i;
    return COL_NONE;
}

int storesrc_new(const struct storesrc_spec *spec, struct tbl_source *src)
{
    struct storesrc *m = calloc(1, sizeof *m);
    if (!m)
        return -1;
    m->spec = *spec;
    m->rev = -1;
    m->colkey = calloc((size_t)(spec->ncols > 0 ? spec->ncols : 1), sizeof *m->colkey);
    m->top = spec->list.top ? strdup(spec->list.top) : NULL;
    m->parent = spec->list.parent ? strdup(spec->list.parent) : NULL;
    if (!m->colkey || (spec->list.top && !m->top) || (spec->list.parent && !m->parent)) {
        free(m->colkey);
        free(m->top);
        free(m->parent);
        free(m);
        return -1;
    }
    m->spec.list.top = m->top;
    m->spec.list.parent = m->parent;
    for (int c = 0; c < spec->ncols; c++)
        m->colkey[c] = column_key(spec, c);
    *src = (struct tbl_source){
        .cols = spec->cols, .ncols = spec->ncols, .ctx = m, .count = ss_count, .fetch = ss_fetch,
        .locate = ss_locate, .find = ss_find, .sort = ss_sort, .sort_max = STORESRC_SORT_MAX,
        .prepare = ss_prepare, .refresh = ss_refresh, .error = ss_error,
        .destroy = ss_destroy,
    };
    return 0;
}
