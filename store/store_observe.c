/* store/store_observe.c — the observed state of running top-level objects (model/observe.h) in
 * the tables observation and observation_block (format 7, store_migrate.c): beside the policy,
 * read with it by store_load_all, never in an object's row, journal image or export. */
#include "store/store_int.h"

#include <string.h>

/* The store's revision: the state of the policy the observation was kept beside. Nothing is drawn:
 * the policy, its revision and its exports stay as they were. */
static enum store_status policy_revision(struct store *s, int64_t *rev, struct store_error *err)
{
    sqlite3_stmt *st = store_stmt(s, ST_REV_GET);
    int rc = sqlite3_step(st);
    *rev = rc == SQLITE_ROW ? sqlite3_column_int64(st, 0) : 0;
    sqlite3_reset(st);
    return rc == SQLITE_ROW ? STORE_OK : store_sqlfail(s, err, rc, "reading the revision");
}

static enum store_status block_insert(struct store *s, int64_t id, int64_t seq, const struct pol_record *b,
                                      struct textbuf *tb, struct store_error *err)
{
    tb_reset(tb);
    codec_put_record_params(tb, b);
    if (tb->oom)
        return store_fail(err, STORE_NOMEM, NULL, "out of memory");
    sqlite3_stmt *st = store_stmt(s, ST_OBS_BLOCK_INSERT);
    sqlite3_bind_int64(st, 1, id);
    sqlite3_bind_int64(st, 2, seq);
    store_bind_text(st, 3, b->objtype);
    store_bind_text(st, 4, b->name);
    store_bind_id(st, 5, b->src.pos.line);
    store_bind_text(st, 6, tb->len ? tb->buf : NULL);
    int rc = store_exec_stmt(st);
    return rc == SQLITE_DONE ? STORE_OK : store_sqlfail(s, err, rc, "writing an observation");
}

enum store_status store_observation_save(struct store *s, struct observation *o, struct store_error *err)
{
    if (s->readonly)
        return store_fail(err, STORE_READONLY, NULL, "store %s is read-only", s->path);
    if (sqlite3_get_autocommit(s->db))
        return store_fail(err, STORE_IO, NULL, "store %s: an observation is saved only inside a "
                          "transaction", s->path);
    int64_t rev;
    enum store_status r = policy_revision(s, &rev, err);
    sqlite3_stmt *st = store_stmt(s, ST_OBS_DELETE);
    store_bind_text(st, 1, o->sys->id);
    store_bind_text(st, 2, o->top);
    int rc = r == STORE_OK ? store_exec_stmt(st) : SQLITE_DONE;
    if (r == STORE_OK && rc != SQLITE_DONE)
        r = store_sqlfail(s, err, rc, "replacing an observation");
    if (r == STORE_OK) {
        st = store_stmt(s, ST_OBS_INSERT);
        store_bind_text(st, 1, o->sys->id);
        store_bind_text(st, 2, o->top);
        store_bind_text(st, 3, o->taken);
        store_bind_text(st, 4, o->taken_from);
        store_bind_text(st, 5, o->file);
        store_bind_id(st, 6, s->batch);
        sqlite3_bind_int64(st, 7, rev);
        rc = store_exec_stmt(st);
        if (rc != SQLITE_DONE)
            r = store_sqlfail(s, err, rc, "writing an observation");
    }
    int64_t id = r == STORE_OK ? sqlite3_last_insert_rowid(s->db) : 0;
    struct textbuf tb = {0};
    for (size_t i = 0; r == STORE_OK && i < o->nblocks; i++)
        r = block_insert(s, id, (int64_t)i + 1, o->blocks[i], &tb, err);
    tb_free(&tb);
    if (r == STORE_OK)
        o->id = id;
    return r;
}

/* Reads the blocks of the stored observation o (o->id) into it. */
static enum store_status blocks_load(struct store *s, struct policy *pol, struct observation *o,
                                     struct store_error *err)
{
    sqlite3_stmt *st = store_stmt(s, ST_OBS_BLOCKS);
    sqlite3_bind_int64(st, 1, o->id);
    enum store_status r = STORE_OK;
    int rc;
    while (r == STORE_OK && (rc = sqlite3_step(st)) == SQLITE_ROW) {
        const char *params = (const char *)sqlite3_column_text(st, 3);
        struct pol_record *b = obs_add_block(pol, o, (const char *)sqlite3_column_text(st, 0),
                                             (const char *)sqlite3_column_text(st, 1),
                                             (uint32_t)sqlite3_column_int64(st, 2));
        if (!b || (params && codec_get_record_params(pol, b, params)))
            r = b ? store_fail(err, STORE_IO, NULL, "store %s: observation %lld holds a malformed block",
                               s->path, (long long)o->id)
                  : store_fail(err, STORE_NOMEM, NULL, "out of memory");
    }
    if (r == STORE_OK && rc != SQLITE_DONE)
        r = store_sqlfail(s, err, rc, "reading an observation");
    sqlite3_reset(st);
    return r;
}

enum store_status observations_load(struct store *s, struct policy *pol, const struct system_def *sys,
                                    struct store_error *err)
{
    sqlite3_stmt *st = store_stmt(s, ST_OBS_SELECT);
    store_bind_text(st, 1, sys ? sys->id : NULL);
    enum store_status r = STORE_OK;
    int rc;
    /* the rows first, their blocks after: one statement steps at a time on the selection */
    size_t first = pol->nobs;
    while (r == STORE_OK && (rc = sqlite3_step(st)) == SQLITE_ROW) {
        const struct system_def *osys = schema_system((const char *)sqlite3_column_text(st, 1));
        if (!osys)
            continue;   /* a system this build does not know: its observation is not read */
        struct observation *o = pol_add_observation(pol, osys, (const char *)sqlite3_column_text(st, 2),
                                                    (const char *)sqlite3_column_text(st, 3),
                                                    (const char *)sqlite3_column_text(st, 4),
                                                    (const char *)sqlite3_column_text(st, 5));
        if (o)
            o->id = sqlite3_column_int64(st, 0);
        else
            r = store_fail(err, STORE_NOMEM, NULL, "out of memory");
    }
    if (r == STORE_OK && rc != SQLITE_DONE)
        r = store_sqlfail(s, err, rc, "reading observations");
    sqlite3_reset(st);
    for (size_t i = first; r == STORE_OK && i < pol->nobs; i++) {
        r = blocks_load(s, pol, pol->obs[i], err);
        if (r == STORE_OK && obs_index(pol, pol->obs[i]))
            r = store_fail(err, STORE_NOMEM, NULL, "out of memory");
    }
    return r;
}

enum store_status store_load_observations(struct store *s, struct policy *pol, const struct system_def *sys,
                                          struct store_error *err)
{
    bool own = store_snapshot_begin(s);
    return store_snapshot_end(s, observations_load(s, pol, sys, err), own, err);
}
