/* store/store_journal.c — the change journal: one batch per import or save (who, when, what,
 * which files), holding the before-image of every object it touched — the base for undo. A save
 * that inserts a top-level object journals it and the objects inserted under it as one entry
 * (format 9: span and objects), which the view journal_entries reads as an entry each. */
#include "store/store_int.h"

#include <pwd.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

static const char *const op_names[] = {
    [JOURNAL_INSERT] = "insert",
    [JOURNAL_UPDATE] = "update",
    [JOURNAL_DELETE] = "delete",
    [JOURNAL_RECORDS] = "records",
};

const char *journal_now(char *buf, size_t n)
{
    const char *env = getenv("WLMCON_NOW");
    if (env && *env) {
        snprintf(buf, n, "%s", env);
        return buf;
    }
    time_t t = time(NULL);
    struct tm tm;
    if (!gmtime_r(&t, &tm) || !strftime(buf, n, "%Y-%m-%dT%H:%M:%SZ", &tm))
        snprintf(buf, n, "%s", "1970-01-01T00:00:00Z");
    return buf;
}

/* Who makes the change: WLMCON_USER, else the login name of the effective user. */
static const char *journal_user(void)
{
    const char *env = getenv("WLMCON_USER");
    if (env && *env)
        return env;
    const struct passwd *pw = getpwuid(geteuid());
    if (pw && pw->pw_name)
        return pw->pw_name;
    env = getenv("LOGNAME");
    return env && *env ? env : "unknown";
}

enum store_status store_batch(struct store *s, const char *who, const char *when, const char *action,
                              const char *files, int64_t *batch, struct store_error *err)
{
    if (s->readonly)
        return store_fail(err, STORE_READONLY, NULL, "store %s is open read-only", s->path);
    if (sqlite3_get_autocommit(s->db))
        return store_fail(err, STORE_IO, NULL, "store %s: a journal batch needs an open transaction",
                          s->path);
    char now[40];
    sqlite3_stmt *st = store_stmt(s, ST_BATCH_INSERT);
    who = who ? who : journal_user();
    when = when ? when : journal_now(now, sizeof now);
    store_bind_text(st, 1, who);
    store_bind_text(st, 2, when);
    store_bind_text(st, 3, action);
    store_bind_text(st, 4, files);
    int rc = store_exec_stmt(st);
    if (rc != SQLITE_DONE)
        return store_sqlfail(s, err, rc, "opening a journal batch");
    s->batch = sqlite3_last_insert_rowid(s->db);
    s->batch_seq = 0;
    snprintf(s->batch_who, sizeof s->batch_who, "%s", who);
    snprintf(s->batch_at, sizeof s->batch_at, "%s", when);
    s->change_n = 0;
    if (batch)
        *batch = s->batch;
    return STORE_OK;
}

enum store_status journal_fill_changes(struct store *s, struct policy *pol, struct store_error *err)
{
    sqlite3_stmt *st = store_stmt(s, ST_BATCH_WHO);
    for (size_t i = 0; i < pol->nchanges; i++) {
        struct console_change *c = pol->changes[i];
        if (c->unsaved || !c->batch || c->who[0] || c->at[0])
            continue;
        sqlite3_bind_int64(st, 1, c->batch);
        int rc = sqlite3_step(st);
        if (rc == SQLITE_ROW) {
            const char *who = (const char *)sqlite3_column_text(st, 0);
            const char *at = (const char *)sqlite3_column_text(st, 1);
            snprintf(c->who, sizeof c->who, "%s", who ? who : "");
            snprintf(c->at, sizeof c->at, "%s", at ? at : "");
        }
        sqlite3_reset(st);
        if (rc != SQLITE_ROW && rc != SQLITE_DONE)
            return store_sqlfail(s, err, rc, "reading a journal batch");
    }
    return STORE_OK;
}

enum store_status journal_add(struct store *s, const struct journal_change *ch,
                              struct store_error *err)
{
    if (!s->batch)
        return STORE_OK;
    sqlite3_stmt *st = store_stmt(s, ST_ENTRY_INSERT);
    sqlite3_bind_int64(st, 1, s->batch);
    sqlite3_bind_int64(st, 2, ++s->batch_seq);
    store_bind_text(st, 3, op_names[ch->op]);
    store_bind_text(st, 4, ch->kind->sys->id);
    store_bind_text(st, 5, ch->kind->id);
    store_bind_text(st, 6, ch->top);
    store_bind_text(st, 7, ch->name);
    store_bind_id(st, 8, ch->old_revision);
    sqlite3_bind_int64(st, 9, ch->revision);
    store_bind_text(st, 10, ch->image);
    store_bind_id(st, 11, ch->uid);
    store_bind_id(st, 12, ch->span);
    store_bind_text(st, 13, ch->objects);
    s->batch_seq += ch->span;
    int rc = store_exec_stmt(st);
    return rc == SQLITE_DONE ? STORE_OK : store_sqlfail(s, err, rc, "writing the journal");
}

/* Appends s (NULL: null) as a JSON string: `"` and `\` escaped, control characters as \u00XX. */
static void json_str(struct textbuf *tb, const char *s)
{
    if (!s) {
        tb_putn(tb, "null", 4);
        return;
    }
    tb_putn(tb, "\"", 1);
    for (const char *run = s;; s++) {
        unsigned char c = (unsigned char)*s;
        if (c && c >= 0x20 && c != '"' && c != '\\')
            continue;
        tb_putn(tb, run, (size_t)(s - run));
        if (!c)
            break;
        char esc[8];
        snprintf(esc, sizeof esc, c == '"' || c == '\\' ? "\\%c" : "\\u%04x", c);
        tb_puts(tb, esc);
        run = s + 1;
    }
    tb_putn(tb, "\"", 1);
}

void journal_json_pair(struct textbuf *tb, const char *kind, const char *name, bool first)
{
    tb_putn(tb, first ? "[" : ",[", first ? 1 : 2);
    json_str(tb, kind);
    tb_putn(tb, ",", 1);
    json_str(tb, name);
    tb_putn(tb, "]", 1);
}

enum store_status store_batch_newest(struct store *s, store_batch_fn fn, void *ctx, struct store_error *err)
{
    sqlite3_stmt *st;
    int rc = sqlite3_prepare_v2(s->db, "SELECT id, who, at, action, files FROM journal_batch b"
                                       " WHERE EXISTS (SELECT 1 FROM journal_entry e WHERE e.batch_id = b.id)"
                                       " ORDER BY id DESC LIMIT 1",
                                -1, &st, NULL);
    if (rc != SQLITE_OK)
        return store_sqlfail(s, err, rc, "reading the journal");
    if ((rc = sqlite3_step(st)) == SQLITE_ROW) {
        struct store_batch_info b = {.id = sqlite3_column_int64(st, 0),
                                     .who = (const char *)sqlite3_column_text(st, 1),
                                     .at = (const char *)sqlite3_column_text(st, 2),
                                     .action = (const char *)sqlite3_column_text(st, 3),
                                     .files = (const char *)sqlite3_column_text(st, 4)};
        fn(ctx, &b);
    }
    sqlite3_finalize(st);
    return rc == SQLITE_ROW || rc == SQLITE_DONE ? STORE_OK : store_sqlfail(s, err, rc, "reading the journal");
}

/* A scratch copy (kind, name, uid) of the stored parent of the object id into *parent. */
static enum store_status stored_parent(struct store *s, struct policy *scratch,
                                       const struct system_def *sys, int64_t id,
                                       struct pol_object **parent, struct store_error *err)
{
    sqlite3_stmt *st = store_stmt(s, ST_OBJ_PARENT);
    sqlite3_bind_int64(st, 1, id);
    int rc = sqlite3_step(st);
    enum store_status r = STORE_NOTFOUND;
    if (rc == SQLITE_ROW) {
        const struct kind_def *kind = row_kind(s, st, 0, sys, err);
        *parent = kind ? pol_new(scratch, kind, NULL, (const char *)sqlite3_column_text(st, 1)) : NULL;
        if (*parent)
            (*parent)->uid = sqlite3_column_int64(st, 2);
        r = *parent ? STORE_OK : kind ? store_fail(err, STORE_NOMEM, NULL, "out of memory") : STORE_IO;
    } else if (rc != SQLITE_DONE) {
        r = store_sqlfail(s, err, rc, "reading an object's parent");
    }
    sqlite3_reset(st);
    if (r == STORE_NOTFOUND)
        store_fail(err, r, NULL, "object %lld is not in store %s", (long long)id, s->path);
    return r;
}

enum store_status journal_image(struct store *s, struct policy *scratch, struct pol_object *parent,
                                const struct system_def *sys, int64_t id, struct textbuf *img,
                                struct store_error *err)
{
    struct pol_object *o;
    tb_reset(img);
    enum store_status r = parent && store_system_nests(sys) ? stored_parent(s, scratch, sys, id, &parent, err)
                                                            : STORE_OK;
    if (r == STORE_OK)
        r = row_load_id(s, scratch, sys, id, parent, &o, err);
    if (r != STORE_OK)
        return r;
    codec_put_object(img, o);
    return img->oom ? store_fail(err, STORE_NOMEM, NULL, "out of memory") : STORE_OK;
}

enum store_status journal_records_image(struct store *s, struct policy *scratch,
                                        struct pol_object *top, struct textbuf *img,
                                        struct store_error *err)
{
    tb_reset(img);
    size_t first = top->scope->nrecs;
    enum store_status r = records_load(s, scratch, top, err);
    for (size_t i = first; r == STORE_OK && i < top->scope->nrecs; i++)
        codec_put_record(img, top->scope->recs[i]);
    if (r == STORE_OK && img->oom)
        r = store_fail(err, STORE_NOMEM, NULL, "out of memory");
    return r;
}
