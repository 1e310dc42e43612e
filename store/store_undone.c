/* store/store_undone.c — whether an object's content is the one a journal entry left, though its
 * revision moved: an undo writes an object back as it was and draws a new revision, so undoing
 * batches newest first (undo 3, then undo 2, …) must see an object that an undo put back as
 * unchanged since the older batch. */
#include "store/store_int.h"

#include <stdlib.h>
#include <string.h>

/* The journal entry that gave the object (by system, kind, top and name; ?9 the kind of its
 * system's tops) revision rev, when an undo batch wrote it: *undone the batch it undid (0: rev was
 * not written by an undo), *op and *old its operation ("insert", "update") and the revision it
 * replaced. */
static const char undo_write_sql[] =
    "SELECT b.action, e.op, coalesce(e.old_revision, 0) FROM " STORE_OBJECT_ENTRIES " e"
    " JOIN journal_batch b ON b.id = e.batch_id WHERE e.revision = ?5 AND e.op IN ('insert', 'update')";

/* In the batch undone, the entry the undo reversed: for an update the one that drew revision ?2,
 * for a re-insert the delete of the object (by uid ?7; by name in entries without one); the
 * revision it replaced. */
static const char undone_sql[] =
    "SELECT coalesce(old_revision, 0) FROM journal_entry WHERE batch_id = ?1 AND"
    " ((?2 <> 0 AND revision = ?2 AND op = 'update') OR (?2 = 0 AND op = 'delete' AND system = ?3"
    " AND kind = ?4 AND (uid = ?7 OR (uid IS NULL AND name = ?5 AND top IS ?6))))";

/* One step back: the revision whose content the object at rev has when an undo wrote rev, into
 * *prev (0: rev was not written by an undo). */
static enum store_status step_back(struct store *s, const struct pol_object *o, int64_t rev,
                                   int64_t *prev, struct store_error *err)
{
    sqlite3_stmt *st;
    const char *top = o->parent ? o->top->name : NULL;
    *prev = 0;
    int rc = sqlite3_prepare_v2(s->db, undo_write_sql, -1, &st, NULL);
    if (rc != SQLITE_OK)
        return store_sqlfail(s, err, rc, "reading the journal");
    store_bind_text(st, 1, o->kind->sys->id);
    store_bind_text(st, 2, o->kind->id);
    store_bind_text(st, 3, o->name);
    store_bind_text(st, 4, top);
    sqlite3_bind_int64(st, 5, rev);
    store_bind_text(st, 9, schema_top_kind(o->kind->sys)->id);
    int64_t batch = 0, old = 0;
    if ((rc = sqlite3_step(st)) == SQLITE_ROW) {
        const char *action = (const char *)sqlite3_column_text(st, 0);
        batch = action && strncmp(action, "undo ", 5) == 0 ? strtoll(action + 5, NULL, 10) : 0;
        bool update = strcmp((const char *)sqlite3_column_text(st, 1), "update") == 0;
        old = update ? sqlite3_column_int64(st, 2) : 0;
    }
    sqlite3_finalize(st);
    if (rc != SQLITE_ROW && rc != SQLITE_DONE)
        return store_sqlfail(s, err, rc, "reading the journal");
    if (!batch || (rc = sqlite3_prepare_v2(s->db, undone_sql, -1, &st, NULL)) != SQLITE_OK)
        return batch ? store_sqlfail(s, err, rc, "reading the journal") : STORE_OK;
    sqlite3_bind_int64(st, 1, batch);
    sqlite3_bind_int64(st, 2, old);
    store_bind_text(st, 3, o->kind->sys->id);
    store_bind_text(st, 4, o->kind->id);
    store_bind_text(st, 5, o->name);
    store_bind_text(st, 6, top);
    sqlite3_bind_int64(st, 7, o->uid);
    if ((rc = sqlite3_step(st)) == SQLITE_ROW)
        *prev = sqlite3_column_int64(st, 0);
    sqlite3_finalize(st);
    return rc == SQLITE_ROW || rc == SQLITE_DONE ? STORE_OK : store_sqlfail(s, err, rc, "reading the journal");
}

enum store_status undo_same_content(struct store *s, const struct pol_object *o, int64_t rev,
                                    bool *same, struct store_error *err)
{
    int64_t now = o->revision;
    enum store_status r = STORE_OK;
    /* each step goes to an older revision: the chain ends */
    for (int steps = 0; r == STORE_OK && now != rev && now && steps < 1000; steps++)
        r = step_back(s, o, now, &now, err);
    *same = r == STORE_OK && now == rev;
    return r;
}
