/* store/store_history.c — the change journal read back, for the History panel: batches newest
 * first and a batch's entries in order, a page at a time (keyset paging on the primary keys: a
 * page is read from an anchor row, never by counting from the start), FIND and LOCATE, and an
 * entry's before-image. */
#include "store/store_int.h"

#include <stdlib.h>
#include <string.h>

/* The statements of one paged list. Every one takes ?1, the scope (the batch of entries; unused
 * for batches); the anchor is ?2. */
struct pager {
    const char *count;   /* the rows of the scope */
    const char *rank;    /* rows before the anchor in the list's order, and whether it exists */
    const char *page;    /* from the anchor (?2 NULL: the first row) on: LIMIT ?3 OFFSET ?4 */
    const char *back;    /* the key of the row ?3 + 1 rows before the anchor */
    const char *find;    /* the first row at or after the anchor whose text holds ?3 (lower case) */
    const char *what;    /* for error messages */
};

#define BATCH_COLS                                                                                 \
    "b.id, b.who, b.at, b.action, b.files,"                                                        \
    " (SELECT count(*) + coalesce(sum(e.span), 0) FROM journal_entry e"                           \
    " WHERE e.batch_id = b.id AND e.op = 'insert'),"                                               \
    " (SELECT count(*) FROM journal_entry e WHERE e.batch_id = b.id AND e.op = 'update'),"        \
    " (SELECT count(*) FROM journal_entry e WHERE e.batch_id = b.id AND e.op = 'delete'),"        \
    " (SELECT count(*) FROM journal_entry e WHERE e.batch_id = b.id AND e.op = 'records'),"        \
    " b.defined, b.changed, b.deleted"

static const struct pager batches = {
    "SELECT count(*) FROM journal_batch WHERE ?1 IS NULL",
    "SELECT (SELECT count(*) FROM journal_batch WHERE id > ?2),"
    " EXISTS (SELECT 1 FROM journal_batch WHERE id = ?2) WHERE ?1 IS NULL",
    "SELECT " BATCH_COLS " FROM journal_batch b WHERE ?1 IS NULL AND (?2 IS NULL OR b.id <= ?2)"
    " ORDER BY b.id DESC LIMIT ?3 OFFSET ?4",
    "SELECT id FROM journal_batch WHERE ?1 IS NULL AND id > ?2 ORDER BY id LIMIT 1 OFFSET ?3",
    "SELECT id FROM journal_batch WHERE ?1 IS NULL AND (?2 IS NULL OR id <= ?2) AND"
    " (instr(lower(who), ?3) OR instr(lower(at), ?3) OR instr(lower(action), ?3)"
    " OR instr(lower(coalesce(files, '')), ?3) OR instr(CAST(id AS TEXT), ?3))"
    " ORDER BY id DESC LIMIT 1",
    "reading the journal",
};

/* A batch's entries, as journal_entries has them (format 9: a new top's entry stands for the
 * entries of the objects after it), read from journal_entry's rows: counted from their spans,
 * and a page expanded from the fewest rows that hold it. Each row stands for at least one entry
 * (its own), and the spans do not overlap: the row at or before an entry's seq holds it. */
static const struct pager entries = {
    "SELECT count(*) + coalesce(sum(span), 0) FROM journal_entry WHERE batch_id = ?1",
    "SELECT (SELECT count(*) + coalesce(sum(min(coalesce(span, 0), ?2 - seq - 1)), 0) FROM journal_entry"
    " WHERE batch_id = ?1 AND seq < ?2),"
    " coalesce((SELECT seq + coalesce(span, 0) >= ?2 FROM journal_entry WHERE batch_id = ?1 AND seq <= ?2"
    " ORDER BY seq DESC LIMIT 1), 0)",
    /* the rows from the one holding the anchor on: its entries from the anchor and one entry at
       least of each row after it */
    "WITH r AS (SELECT * FROM journal_entry WHERE batch_id = ?1 AND seq >= coalesce((SELECT max(seq)"
    " FROM journal_entry WHERE batch_id = ?1 AND seq <= ?2), 0) ORDER BY seq LIMIT ?3 + ?4 + 1)"
    " SELECT seq, op, system, kind, top, name, old_revision, revision, uid FROM (" STORE_ENTRIES_OF("r") ")"
    " WHERE ?2 IS NULL OR seq >= ?2 ORDER BY seq LIMIT ?3 OFFSET ?4",
    "WITH r AS (SELECT * FROM journal_entry WHERE batch_id = ?1 AND seq < ?2 ORDER BY seq DESC LIMIT ?3 + 1)"
    " SELECT seq FROM (" STORE_ENTRIES_OF("r") ") WHERE seq < ?2 ORDER BY seq DESC LIMIT 1 OFFSET ?3",
    "SELECT seq FROM journal_entries WHERE batch_id = ?1 AND (?2 IS NULL OR seq >= ?2) AND"
    " (instr(lower(op), ?3) OR instr(lower(kind), ?3) OR instr(lower(coalesce(top, '')), ?3)"
    " OR instr(lower(coalesce(name, '')), ?3)) ORDER BY seq LIMIT 1",
    "reading a journal batch",
};

#define CHANGE_COLS                                                                                \
    "c.n, c.seq, b.who, b.at, b.action, c.path, c.name, c.attr, c.old, c.new, c.batch_id"
#define CHANGE_FROM " FROM journal_change c JOIN journal_batch b ON b.id = c.batch_id"

static const struct pager changes = {
    "SELECT count(*) FROM journal_change WHERE batch_id = ?1",
    "SELECT (SELECT count(*) FROM journal_change WHERE batch_id = ?1 AND n < ?2),"
    " EXISTS (SELECT 1 FROM journal_change WHERE batch_id = ?1 AND n = ?2)",
    "SELECT " CHANGE_COLS CHANGE_FROM " WHERE c.batch_id = ?1 AND (?2 IS NULL OR c.n >= ?2)"
    " ORDER BY c.n LIMIT ?3 OFFSET ?4",
    "SELECT n FROM journal_change WHERE batch_id = ?1 AND n < ?2 ORDER BY n DESC LIMIT 1 OFFSET ?3",
    "SELECT n FROM journal_change WHERE batch_id = ?1 AND (?2 IS NULL OR n >= ?2) AND"
    " (instr(lower(path), ?3) OR instr(lower(attr), ?3) OR instr(lower(coalesce(old, '')), ?3)"
    " OR instr(lower(coalesce(new, '')), ?3)) ORDER BY n LIMIT 1",
    "reading a journal batch's changes",
};

/* Prepares sql with the scope bound (0: NULL). */
static enum store_status prepare(struct store *s, const struct pager *pg, const char *sql, int64_t scope,
                                 sqlite3_stmt **st, struct store_error *err)
{
    int rc = sqlite3_prepare_v2(s->db, sql, -1, st, NULL);
    if (rc != SQLITE_OK)
        return store_sqlfail(s, err, rc, pg->what);
    store_bind_id(*st, 1, scope);
    return STORE_OK;
}

/* Steps st for one row and reads its first (and second) integer column; *found false when there is
 * none. Finalizes st. */
static enum store_status one_row(struct store *s, const struct pager *pg, sqlite3_stmt *st, int64_t *a,
                                 int64_t *b, bool *found, struct store_error *err)
{
    int rc = sqlite3_step(st);
    if (rc == SQLITE_ROW) {
        *a = sqlite3_column_int64(st, 0);
        if (b)
            *b = sqlite3_column_int64(st, 1);
    }
    if (found)
        *found = rc == SQLITE_ROW;
    sqlite3_finalize(st);
    return rc == SQLITE_ROW || rc == SQLITE_DONE ? STORE_OK : store_sqlfail(s, err, rc, pg->what);
}

/* A query of one or two integers: sql with the scope, the anchor and a third parameter. */
static enum store_status query(struct store *s, const struct pager *pg, const char *sql, int64_t scope,
                               int64_t anchor, int64_t third, int64_t *a, int64_t *b, bool *found,
                               struct store_error *err)
{
    sqlite3_stmt *st;
    enum store_status r = prepare(s, pg, sql, scope, &st, err);
    if (r != STORE_OK)
        return r;
    store_bind_id(st, 2, anchor);
    sqlite3_bind_int64(st, 3, third);
    return one_row(s, pg, st, a, b, found, err);
}

/* The row a page starts at: the anchor's position (or req->pos when it is gone) plus the delta,
 * clamped to the list; *from (0: none) and *offset say how to read it from a key. */
static enum store_status start_of(struct store *s, const struct pager *pg, int64_t scope,
                                  const struct store_page *req, long *pos, int64_t *from, long *offset,
                                  struct store_error *err)
{
    int64_t total = 0, rank = 0, exists = 0;
    enum store_status r = query(s, pg, pg->count, scope, 0, 0, &total, NULL, NULL, err);
    if (r == STORE_OK && req->anchor)
        r = query(s, pg, pg->rank, scope, req->anchor, 0, &rank, &exists, NULL, err);
    if (r != STORE_OK)
        return r;
    long apos = exists ? (long)rank : req->pos, target = apos + req->delta;
    target = target < 0 ? 0 : target > (long)total ? (long)total : target;
    *pos = target;
    *from = 0;
    *offset = target;
    if (exists && target >= apos) {
        *from = req->anchor;
        *offset = target - apos;
    } else if (exists) {
        bool found;
        r = query(s, pg, pg->back, scope, req->anchor, apos - target - 1, from, NULL, &found, err);
        *offset = 0;
        if (r == STORE_OK && !found)
            *from = 0, *offset = target;
    }
    return r;
}

/* Reads a page: calls row(st, ctx) on each row of the page query. */
static enum store_status read_page(struct store *s, const struct pager *pg, int64_t scope,
                                   const struct store_page *req, int (*row)(sqlite3_stmt *, void *),
                                   void *ctx, long *pos, struct store_error *err)
{
    int64_t from;
    long offset, start;
    sqlite3_stmt *st;
    enum store_status r = start_of(s, pg, scope, req, &start, &from, &offset, err);
    if (r == STORE_OK)
        r = prepare(s, pg, pg->page, scope, &st, err);
    if (r != STORE_OK)
        return r;
    if (pos)
        *pos = start;
    store_bind_id(st, 2, from);
    sqlite3_bind_int64(st, 3, req->count > 0 ? req->count : 0);
    sqlite3_bind_int64(st, 4, offset);
    int rc;
    while ((rc = sqlite3_step(st)) == SQLITE_ROW && row(st, ctx) == 0)
        ;
    sqlite3_finalize(st);
    return rc == SQLITE_ROW || rc == SQLITE_DONE ? STORE_OK : store_sqlfail(s, err, rc, pg->what);
}

static int first_key(sqlite3_stmt *st, void *ctx)
{
    *(int64_t *)ctx = sqlite3_column_int64(st, 0);
    return 1;
}

/* FIND: the first row at or after position from whose text holds text (case-insensitive): its
 * position and key, or *pos = -1 and *key = 0. */
static enum store_status find_row(struct store *s, const struct pager *pg, int64_t scope, const char *text,
                                  long from, long *pos, int64_t *key, struct store_error *err)
{
    struct store_page at = {0, from < 0 ? 0 : from, 0, 1};
    int64_t start = 0, rank = 0, exists = 0;
    bool found = false;
    *pos = -1;
    *key = 0;
    enum store_status r = read_page(s, pg, scope, &at, first_key, &start, NULL, err);
    if (r != STORE_OK || !start)
        return r;
    char *lower = strdup(text);
    if (!lower)
        return store_fail(err, STORE_NOMEM, NULL, "out of memory");
    for (char *c = lower; *c; c++)
        *c = (char)(*c >= 'A' && *c <= 'Z' ? *c - 'A' + 'a' : *c);
    sqlite3_stmt *st;
    if ((r = prepare(s, pg, pg->find, scope, &st, err)) == STORE_OK) {
        store_bind_id(st, 2, start);
        sqlite3_bind_text(st, 3, lower, -1, SQLITE_STATIC);
        r = one_row(s, pg, st, key, NULL, &found, err);
    }
    free(lower);
    if (r == STORE_OK && found)
        r = query(s, pg, pg->rank, scope, *key, 0, &rank, &exists, NULL, err);
    if (r == STORE_OK && found)
        *pos = (long)rank;
    return r;
}

/* ---- batches ---------------------------------------------------------------------------------- */

static const char *column_text(sqlite3_stmt *st, int i)
{
    return (const char *)sqlite3_column_text(st, i);
}

struct batch_cb {
    store_batch_fn fn;
    void *ctx;
};

static int batch_row(sqlite3_stmt *st, void *ctx)
{
    struct batch_cb *cb = ctx;
    struct store_batch_info b = {
        sqlite3_column_int64(st, 0), column_text(st, 1), column_text(st, 2), column_text(st, 3),
        column_text(st, 4), (size_t)sqlite3_column_int64(st, 5), (size_t)sqlite3_column_int64(st, 6),
        (size_t)sqlite3_column_int64(st, 7), (size_t)sqlite3_column_int64(st, 8),
        (size_t)sqlite3_column_int64(st, 9), (size_t)sqlite3_column_int64(st, 10),
        (size_t)sqlite3_column_int64(st, 11),
    };
    return cb->fn(cb->ctx, &b);
}

enum store_status store_batch_count(struct store *s, long *n, struct store_error *err)
{
    int64_t v = 0;
    enum store_status r = query(s, &batches, batches.count, 0, 0, 0, &v, NULL, NULL, err);
    *n = (long)v;
    return r;
}

enum store_status store_batch_page(struct store *s, const struct store_page *req, store_batch_fn fn,
                                   void *ctx, long *pos, struct store_error *err)
{
    struct batch_cb cb = {fn, ctx};
    return read_page(s, &batches, 0, req, batch_row, &cb, pos, err);
}

enum store_status store_batch_find(struct store *s, const char *text, long from, long *pos, int64_t *id,
                                   struct store_error *err)
{
    return find_row(s, &batches, 0, text, from, pos, id, err);
}

enum store_status store_batch_locate(struct store *s, int64_t id, long *pos, int64_t *found,
                                     struct store_error *err)
{
    sqlite3_stmt *st;
    int64_t rank = 0, exists = 0;
    bool any = false;
    *found = 0;
    enum store_status r = prepare(s, &batches, "SELECT id FROM journal_batch WHERE ?1 IS NULL AND id <= ?2"
                                                " ORDER BY id DESC LIMIT 1", 0, &st, err);
    if (r != STORE_OK)
        return r;
    sqlite3_bind_int64(st, 2, id);
    r = one_row(s, &batches, st, found, NULL, &any, err);
    if (r == STORE_OK && !any)
        return store_batch_count(s, pos, err);
    if (r == STORE_OK)
        r = query(s, &batches, batches.rank, 0, *found, 0, &rank, &exists, NULL, err);
    *pos = (long)rank;
    return r;
}

/* ---- entries ---------------------------------------------------------------------------------- */

struct entry_cb {
    store_entry_fn fn;
    void *ctx;
    int64_t batch;
};

static int entry_row(sqlite3_stmt *st, void *ctx)
{
    struct entry_cb *cb = ctx;
    struct store_entry_info e = {
        cb->batch, sqlite3_column_int64(st, 0), column_text(st, 1), column_text(st, 2), column_text(st, 3),
        column_text(st, 4), column_text(st, 5), sqlite3_column_int64(st, 6), sqlite3_column_int64(st, 7),
        sqlite3_column_int64(st, 8),
    };
    return cb->fn(cb->ctx, &e);
}

enum store_status store_entry_count(struct store *s, int64_t batch, long *n, struct store_error *err)
{
    int64_t v = 0;
    enum store_status r = query(s, &entries, entries.count, batch, 0, 0, &v, NULL, NULL, err);
    *n = (long)v;
    return r;
}

enum store_status store_entry_page(struct store *s, int64_t batch, const struct store_page *req,
                                   store_entry_fn fn, void *ctx, long *pos, struct store_error *err)
{
    struct entry_cb cb = {fn, ctx, batch};
    return read_page(s, &entries, batch, req, entry_row, &cb, pos, err);
}

enum store_status store_entry_find(struct store *s, int64_t batch, const char *text, long from, long *pos,
                                   int64_t *seq, struct store_error *err)
{
    return find_row(s, &entries, batch, text, from, pos, seq, err);
}

enum store_status store_entry_image(struct store *s, int64_t batch, int64_t seq, char **image,
                                    struct store_error *err)
{
    sqlite3_stmt *st;
    *image = NULL;
    int rc = sqlite3_prepare_v2(s->db, "SELECT image FROM journal_entry WHERE batch_id = ?1 AND seq = ?2"
                                " UNION ALL SELECT NULL FROM (SELECT seq, span FROM journal_entry"
                                " WHERE batch_id = ?1 AND seq < ?2 ORDER BY seq DESC LIMIT 1)"
                                " WHERE seq + span >= ?2",
                                -1, &st, NULL);
    if (rc != SQLITE_OK)
        return store_sqlfail(s, err, rc, entries.what);
    sqlite3_bind_int64(st, 1, batch);
    sqlite3_bind_int64(st, 2, seq);
    rc = sqlite3_step(st);
    const char *text = rc == SQLITE_ROW ? column_text(st, 0) : NULL;
    enum store_status r = STORE_OK;
    if (rc == SQLITE_DONE)
        r = store_fail(err, STORE_NOTFOUND, NULL, "journal batch %lld has no entry %lld", (long long)batch,
                       (long long)seq);
    else if (rc != SQLITE_ROW)
        r = store_sqlfail(s, err, rc, entries.what);
    else if (text && !(*image = strdup(text)))
        r = store_fail(err, STORE_NOMEM, NULL, "out of memory");
    sqlite3_finalize(st);
    return r;
}

/* ---- changes, attribute by attribute ---------------------------------------------------------- */

struct change_cb {
    store_change_fn fn;
    void *ctx;
};

static int change_row(sqlite3_stmt *st, void *ctx)
{
    struct change_cb *cb = ctx;
    struct store_attr_change c = {
        sqlite3_column_int64(st, 10), sqlite3_column_int64(st, 0), sqlite3_column_int64(st, 1),
        column_text(st, 2), column_text(st, 3), column_text(st, 4), column_text(st, 5), column_text(st, 6),
        column_text(st, 7), column_text(st, 8), column_text(st, 9),
    };
    return cb->fn(cb->ctx, &c);
}

enum store_status store_change_count(struct store *s, int64_t batch, long *n, struct store_error *err)
{
    int64_t v = 0;
    enum store_status r = query(s, &changes, changes.count, batch, 0, 0, &v, NULL, NULL, err);
    *n = (long)v;
    return r;
}

enum store_status store_change_page(struct store *s, int64_t batch, const struct store_page *req,
                                    store_change_fn fn, void *ctx, long *pos, struct store_error *err)
{
    struct change_cb cb = {fn, ctx};
    return read_page(s, &changes, batch, req, change_row, &cb, pos, err);
}

enum store_status store_change_find(struct store *s, int64_t batch, const char *text, long from, long *pos,
                                    int64_t *n, struct store_error *err)
{
    return find_row(s, &changes, batch, text, from, pos, n, err);
}

enum store_status store_changes(struct store *s, const struct store_change_filter *f, store_change_fn fn,
                                void *ctx, struct store_error *err)
{
    /* an object's path, or one under it: the path and a blank, then more (' ' + 1 is '!') */
    static const char sql[] =
        "SELECT " CHANGE_COLS CHANGE_FROM " WHERE (?1 = 0 OR c.batch_id = ?1) AND (?2 IS NULL OR b.at >= ?2)"
        " AND (?3 IS NULL OR b.who = ?3) AND c.batch_id > ?5"
        " AND (?4 IS NULL OR c.path = ?4 OR (c.path >= ?4 || ' ' AND c.path < ?4 || '!'))"
        " ORDER BY c.batch_id, c.n";
    sqlite3_stmt *st;
    int rc = sqlite3_prepare_v2(s->db, sql, -1, &st, NULL);
    if (rc != SQLITE_OK)
        return store_sqlfail(s, err, rc, changes.what);
    sqlite3_bind_int64(st, 1, f->batch);
    store_bind_text(st, 2, f->since);
    store_bind_text(st, 3, f->who);
    store_bind_text(st, 4, f->path);
    sqlite3_bind_int64(st, 5, f->after);
    struct change_cb cb = {fn, ctx};
    while ((rc = sqlite3_step(st)) == SQLITE_ROW && change_row(st, &cb) == 0)
        ;
    sqlite3_finalize(st);
    return rc == SQLITE_ROW || rc == SQLITE_DONE ? STORE_OK : store_sqlfail(s, err, rc, changes.what);
}
