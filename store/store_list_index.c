/* store/store_list_index.c — the counts and positions of the panels' lists (store.h, "lists"),
 * from a sample index the store keeps per list and store revision.
 *
 * Counting a list of 500,000 rows reads every row of its index, and a position read the rows
 * before or after the key. So when every kind of a list is read in order from an index across
 * every top-level object (list_sampled: a list of top-level objects, or one filtered on an
 * attribute with a list index), its first position at a revision walks each kind's arm once,
 * keeping the arm's count and the key of every STORE_LIST_SAMPLE-th row of it. A position is then,
 * for each arm, the position of its last sample at or before the key plus the rows from there to
 * the key (fewer than STORE_LIST_SAMPLE); the count is the sum of the arms' counts. A count before
 * the first position reads the counts the store keeps (store_list_count.c), or counts directly: the
 * walk reads some three times what a count reads, and a panel that is only paged needs no
 * positions. Other
 * lists (under one top-level object: few rows; or not indexed: read whole anyway) are counted
 * directly, the rows before a key for a position.
 *
 * An index belongs to one revision of the store (store_revision, read in the operation's
 * snapshot): every write that changes a row draws a new revision, whichever connection writes, so
 * an index of the same list at the same revision describes the same rows. An index is made and
 * used only in a snapshot of the operation's own (a caller's transaction may hold writes that a
 * rollback takes back, and whose revision a later write draws again); in the caller's
 * transactions lists are counted directly. The store keeps the indexes of STORE_LIST_INDEXES
 * lists, the one used longest ago making room.
 *
 * The walk goes from a key (n, t) at position p of the arm to the row STORE_LIST_SAMPLE (K)
 * further (store_list_sql.c has the queries): among the rows named n from t, the one K further
 * (LQ_SKIP_GROUP); when the name has fewer rows left (c), the row K - c after the first one of a
 * later name (LQ_GROUP, LQ_SKIP_AFTER); when there is none, the rows from (n, t) to the end
 * complete the arm's count (LQ_FROM). SQLite reads a row of an index in some 25 ns when the range
 * has no end (a later name) and in some 70 ns when it has (the rows of one name), against 30 ns
 * when counting: the walk costs about one count when names repeat little, and up to twice that
 * when names have thousands of rows each. */
#include "store/store_int.h"

#include <stdlib.h>
#include <string.h>

/* One kind of an indexed list. */
struct list_arm {
    long count;                          /* its rows in the list */
    struct store_list_key *samples;      /* sampled arms: samples[i] is the key of its row at
                                            position (i + 1) * STORE_LIST_SAMPLE (heap array;
                                            the names are in the index's arena) */
    size_t n, cap;
};

struct list_index {
    const struct kind_def **kinds;       /* the list (copies in the arena): kinds, top, nonblank */
    size_t nkinds;
    const char *top, *nonblank;
    int64_t revision;                    /* the store revision it describes */
    struct list_arm *arm;                /* [nkinds] */
    unsigned long used;                  /* when it was last used (the store's list_clock) */
    struct arena arena;
};

static const struct store_list_key list_start = {"", ""};

static void index_free(struct list_index *ix)
{
    if (!ix)
        return;
    for (size_t i = 0; ix->arm && i < ix->nkinds; i++)
        free(ix->arm[i].samples);
    arena_free(&ix->arena);
    free(ix);
}

void list_index_free_all(struct store *s)
{
    for (int i = 0; i < STORE_LIST_INDEXES; i++) {
        index_free(s->indexes[i]);
        s->indexes[i] = NULL;
    }
}

static bool same_text(const char *a, const char *b)
{
    return a == b || (a && b && strcmp(a, b) == 0);
}

/* Whether ix is the index of the list spec names (the values each row carries do not matter). */
static bool same_list(const struct list_index *ix, const struct store_list_spec *spec)
{
    return ix->nkinds == spec->nkinds && memcmp(ix->kinds, spec->kinds, spec->nkinds * sizeof *ix->kinds) == 0 &&
           same_text(ix->top, spec->top) && same_text(ix->nonblank, spec->nonblank);
}

/* Compares keys as the lists order them: names, then top-level names, byte by byte (SQLite's
 * BINARY collation of the text the store holds). */
static int key_cmp(const struct store_list_key *a, const struct store_list_key *b)
{
    int c = strcmp(a->name, b->name);
    return c ? c : strcmp(a->top, b->top);
}

/* Runs a count of query q over the arms `arms` of the list from key (to `end`, for LQ_RANGE)
 * into *n. */
static enum store_status count_query(struct lread *lr, uint64_t arms, enum list_query q,
                                     const struct store_list_key *key,
                                     const struct store_list_key *end, long *n)
{
    sqlite3_stmt *st;
    enum store_status r = list_prepare(lr->s, lr->spec, arms, q, key, &st, lr->err);
    *n = 0;
    if (r != STORE_OK || !st)
        return r;
    if (end) {
        sqlite3_bind_text(st, 6, end->name, -1, SQLITE_STATIC);
        sqlite3_bind_text(st, 7, end->top, -1, SQLITE_STATIC);
    }
    int rc = sqlite3_step(st);
    if (rc == SQLITE_ROW)
        *n = (long)sqlite3_column_int64(st, 0);
    else
        r = store_sqlfail(lr->s, lr->err, rc, "counting a list");
    sqlite3_reset(st);
    return r;
}

/* ---- the walk ---------------------------------------------------------------------------------- */

enum { W_GROUP, W_REST, W_AFTER, W_TAIL, W_N };

/* The walk of one arm: its statements (LQ_SKIP_GROUP, LQ_GROUP, LQ_SKIP_AFTER, LQ_FROM, prepared
 * once: the store keeps more list statements than these, and none other is prepared while they
 * are in use) and the key reached, at position (arm->n) * STORE_LIST_SAMPLE. */
struct walk {
    struct lread *lr;
    struct list_index *ix;
    struct list_arm *arm;
    sqlite3_stmt *st[W_N];
    struct store_list_key key;
};

/* Steps statement w of the walk from its key, skipping `skip` rows (skip < 0: no offset). */
static int walk_step(struct walk *w, int which, long skip)
{
    sqlite3_stmt *st = w->st[which];
    sqlite3_reset(st);
    sqlite3_bind_text(st, 1, w->key.name, -1, SQLITE_STATIC);
    sqlite3_bind_text(st, 2, w->key.top, -1, SQLITE_STATIC);
    if (skip >= 0)
        sqlite3_bind_int64(st, 4, skip);
    return sqlite3_step(st);
}

/* A count of the walk (W_REST, W_TAIL) from its key into *n. */
static enum store_status walk_count(struct walk *w, int which, long *n)
{
    int rc = walk_step(w, which, -1);
    *n = rc == SQLITE_ROW ? (long)sqlite3_column_int64(w->st[which], 0) : 0;
    sqlite3_reset(w->st[which]);
    return rc == SQLITE_ROW ? STORE_OK : store_sqlfail(w->lr->s, w->lr->err, rc, "counting a list");
}

/* Adds the sample (name, column col of statement which), which the walk goes on from. */
static enum store_status walk_sample(struct walk *w, const char *name, int which, int col)
{
    sqlite3_stmt *st = w->st[which];
    struct arena *a = &w->ix->arena;
    const char *top = (const char *)sqlite3_column_text(st, col);
    struct store_list_key k = {
        name ? name : arena_strdup(a, (const char *)sqlite3_column_text(st, 0)),
        arena_strdup(a, top ? top : ""),
    };
    sqlite3_reset(st);
    struct list_arm *arm = w->arm;
    if (!k.name || !k.top || heap_reserve(&arm->samples, &arm->cap, arm->n + 1, sizeof *arm->samples) < 0)
        return store_fail(w->lr->err, STORE_NOMEM, NULL, "out of memory");
    arm->samples[arm->n++] = w->key = k;
    return STORE_OK;
}

/* Moves the walk STORE_LIST_SAMPLE rows on, adding the sample there; *done when the arm ends
 * first (its count is then set). */
static enum store_status walk_on(struct walk *w, bool *done)
{
    long pos = (long)w->arm->n * STORE_LIST_SAMPLE, rest, tail;
    int rc = walk_step(w, W_GROUP, STORE_LIST_SAMPLE);
    *done = false;
    if (rc == SQLITE_ROW)
        return walk_sample(w, w->key.name, W_GROUP, 0);
    sqlite3_reset(w->st[W_GROUP]);
    if (rc != SQLITE_DONE)
        return store_sqlfail(w->lr->s, w->lr->err, rc, "indexing a list");
    enum store_status r = walk_count(w, W_REST, &rest);
    if (r != STORE_OK)
        return r;
    rc = walk_step(w, W_AFTER, STORE_LIST_SAMPLE - rest);
    if (rc == SQLITE_ROW)
        return walk_sample(w, NULL, W_AFTER, 1);
    sqlite3_reset(w->st[W_AFTER]);
    if (rc != SQLITE_DONE)
        return store_sqlfail(w->lr->s, w->lr->err, rc, "indexing a list");
    r = walk_count(w, W_TAIL, &tail);
    w->arm->count = pos + tail;
    *done = true;
    return r;
}

/* Walks arm i of the list into ix->arm[i]. */
static enum store_status walk_arm(struct lread *lr, struct list_index *ix, size_t i)
{
    static const enum list_query q[W_N] = {LQ_SKIP_GROUP, LQ_GROUP, LQ_SKIP_AFTER, LQ_FROM};
    struct walk w = {lr, ix, &ix->arm[i], {NULL}, list_start};
    enum store_status r = STORE_OK;
    for (int k = 0; r == STORE_OK && k < W_N; k++)
        r = list_prepare(lr->s, lr->spec, UINT64_C(1) << i, q[k], &list_start, &w.st[k], lr->err);
    bool done = false;
    while (r == STORE_OK && !done)
        r = walk_on(&w, &done);
    return r;
}

/* ---- the kept indexes ------------------------------------------------------------------------- */

/* A new index of the list of lr at revision rev, every arm with rows walked. */
static enum store_status index_build(struct lread *lr, int64_t rev, struct list_index **out)
{
    const struct store_list_spec *spec = lr->spec;
    struct list_index *ix = calloc(1, sizeof *ix);
    *out = NULL;
    if (ix) {
        ix->nkinds = spec->nkinds;
        ix->revision = rev;
        ix->kinds = arena_alloc(&ix->arena, spec->nkinds * sizeof *ix->kinds);
        ix->arm = arena_alloc(&ix->arena, spec->nkinds * sizeof *ix->arm);
        ix->top = arena_strdup(&ix->arena, spec->top);
        ix->nonblank = arena_strdup(&ix->arena, spec->nonblank);
    }
    if (!ix || !ix->kinds || !ix->arm || (spec->top && !ix->top) || (spec->nonblank && !ix->nonblank)) {
        index_free(ix);
        return store_fail(lr->err, STORE_NOMEM, NULL, "out of memory");
    }
    memcpy(ix->kinds, spec->kinds, spec->nkinds * sizeof *ix->kinds);
    enum store_status r = STORE_OK;
    for (size_t i = 0; r == STORE_OK && i < spec->nkinds; i++)
        if ((lr->arms >> i) & 1u)
            r = walk_arm(lr, ix, i);
    if (r != STORE_OK)
        index_free(ix);
    else
        *out = ix;
    return r;
}

/* Whether the list of lr is indexed: it has rows, and every kind with rows has a sampled arm. */
static bool indexed(const struct lread *lr)
{
    for (size_t i = 0; i < lr->spec->nkinds; i++)
        if (((lr->arms >> i) & 1u) && !list_sampled(lr->spec, lr->spec->kinds[i]))
            return false;
    return lr->arms != 0;
}

/* The index of lr's list at the revision of its snapshot into *ix: the one kept, else (when
 * `make`) one made now and kept; *ix NULL when there is none, or the list is counted directly (not
 * indexed, or in the caller's transaction). */
static enum store_status index_get(struct lread *lr, bool make, const struct list_index **ix)
{
    struct store *s = lr->s;
    *ix = NULL;
    if (!lr->own || !indexed(lr))
        return STORE_OK;
    int64_t rev;
    enum store_status r = store_revision(s, &rev, lr->err);
    if (r != STORE_OK)
        return r;
    struct list_index **slot = &s->indexes[0];
    for (int i = 0; i < STORE_LIST_INDEXES; i++) {
        struct list_index *k = s->indexes[i];
        if (k && same_list(k, lr->spec)) {
            slot = &s->indexes[i];
            break;
        }
        if (!k || (*slot && k->used < (*slot)->used))
            slot = &s->indexes[i];
    }
    if (!*slot || !same_list(*slot, lr->spec) || (*slot)->revision != rev) {
        if (!make)
            return STORE_OK;
        struct list_index *fresh;
        r = index_build(lr, rev, &fresh);
        if (r != STORE_OK)
            return r;
        index_free(*slot);
        *slot = fresh;
    }
    (*slot)->used = ++s->list_clock;
    *ix = *slot;
    return STORE_OK;
}

/* ---- counts and positions --------------------------------------------------------------------- */

/* The position of key in the list of lr: from ix, or counted directly when ix is NULL. */
static enum store_status position_of(struct lread *lr, const struct list_index *ix,
                                     const struct store_list_key *key, long *pos)
{
    if (!ix)
        return count_query(lr, lr->arms, LQ_RANGE, &list_start, key, pos);
    enum store_status r = STORE_OK;
    *pos = 0;
    for (size_t i = 0; r == STORE_OK && i < ix->nkinds; i++) {
        if (!((lr->arms >> i) & 1u))
            continue;
        const struct list_arm *a = &ix->arm[i];
        size_t lo = 0, hi = a->n;   /* lo: the samples at or before key */
        while (lo < hi) {
            size_t mid = lo + (hi - lo) / 2;
            if (key_cmp(&a->samples[mid], key) <= 0)
                lo = mid + 1;
            else
                hi = mid;
        }
        long n;
        r = count_query(lr, UINT64_C(1) << i, LQ_RANGE, lo ? &a->samples[lo - 1] : &list_start, key, &n);
        *pos += (long)lo * STORE_LIST_SAMPLE + n;
    }
    return r;
}

static long index_count(const struct list_index *ix)
{
    long n = 0;
    for (size_t i = 0; i < ix->nkinds; i++)
        n += ix->arm[i].count;
    return n;
}

/* What a counting operation reads. */
enum count_what { CW_COUNT, CW_POSITION, CW_PREPARE };

/* The count or the key's position in the list of lr into *n (key: its names, never NULL). */
static enum store_status count_in(struct lread *lr, enum count_what what,
                                  const struct store_list_key *key, long *n)
{
    const struct list_index *ix;
    enum store_status r = index_get(lr, what != CW_COUNT, &ix);
    if (r != STORE_OK)
        return r;
    switch (what) {
    case CW_COUNT:
        if (ix) {
            *n = index_count(ix);
            return STORE_OK;
        }
        bool kept;
        r = list_count_kept(lr, n, &kept);
        return r != STORE_OK || kept ? r : count_query(lr, lr->arms, LQ_COUNT, NULL, NULL, n);
    case CW_POSITION:
        return position_of(lr, ix, key, n);
    case CW_PREPARE:
        return STORE_OK;
    }
    return STORE_OK;
}

/* A count of the list, read in one snapshot. */
static enum store_status count_op(struct store *s, const struct store_list_spec *spec,
                                  enum count_what what, const struct store_list_key *key, long *n,
                                  struct store_error *err)
{
    struct lread lr;
    struct store_list_key k = {key && key->name ? key->name : "", key && key->top ? key->top : ""};
    *n = 0;
    enum store_status r = lread_begin(&lr, s, spec, err);
    if (r == STORE_OK)
        r = count_in(&lr, what, &k, n);
    return lread_end(&lr, r);
}

enum store_status store_list_count(struct store *s, const struct store_list_spec *spec, long *n,
                                   struct store_error *err)
{
    return count_op(s, spec, CW_COUNT, NULL, n, err);
}

enum store_status store_list_position(struct store *s, const struct store_list_spec *spec,
                                      const struct store_list_key *key, long *pos,
                                      struct store_error *err)
{
    return count_op(s, spec, CW_POSITION, key, pos, err);
}

enum store_status store_list_prepare(struct store *s, const struct store_list_spec *spec,
                                     struct store_error *err)
{
    long unused;
    return count_op(s, spec, CW_PREPARE, NULL, &unused, err);
}
