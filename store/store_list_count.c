/* store/store_list_count.c — the counts of the panels' lists that the store keeps, so that opening
 * a list of 500,000 rows costs what opening one of ten does.
 *
 * A list across every top-level object filtered on a list-indexed attribute (a queue's CLUSTER,
 * with its list_also CLUSNL) counts, per kind, the rows of that kind's list index. The table
 * list_count keeps that number per typed table and attribute. Every write goes through a save
 * (store_save.c, store_write.c), which adds up what it changes as store_count.c does for the
 * objects per kind: an insert adds the lists the new values put the object in; an update or a
 * delete first reads which lists the stored row is in (KS_LIST_ROW), and an update then adds those
 * of the row written; deleting or replacing a top-level object reads the sums over what is stored
 * under it (KS_LIST_UNDER) before the delete; the save writes the sums once, in its savepoint, so
 * a failed save leaves them as they were. Counting in the saves, not in triggers, keeps an import
 * from paying a trigger program per row. ddl_sync (a new store, a migration) counts them all again.
 * A list of top-level objects without a filter reads the objects per kind (store_count.c). */
#include "store/store_int.h"

#include <stdlib.h>
#include <string.h>

/* Whether a stored value puts its object in a list: not NULL and not only blanks (SQLite's trim,
 * as ddl_list_filter writes it). */
static bool listed_value(const char *v)
{
    return v && v[strspn(v, " ")] != '\0';
}

void list_count_new(struct save *sv, const struct pol_object *obj, int sign)
{
    const struct kind_def *kind = obj->kind;
    for (unsigned i = 0; kind->table && i < kind->nattrs; i++) {
        const struct attr_def *a = kind->attrs[i];
        if (!ddl_list_indexed(a))
            continue;
        int also = a->list_also ? schema_attr_index(kind, a->list_also) : -1;
        if (listed_value(obj->vals[i]) || (also >= 0 && listed_value(obj->vals[also])))
            sv->lcounts[kind->index * sv->lstride + i] += sign;
    }
}

/* Whether kind has a list-indexed attribute. */
static bool has_lists(const struct kind_def *kind)
{
    for (unsigned i = 0; kind->table && i < kind->nattrs; i++)
        if (ddl_list_indexed(kind->attrs[i]))
            return true;
    return false;
}

/* Runs KS_LIST_ROW or KS_LIST_UNDER of kind on id and adds sign times its columns to sv->lcounts. */
static enum store_status add_states(struct save *sv, const struct kind_def *kind, enum kind_sql which,
                                    int64_t id, int sign)
{
    if (!has_lists(kind))
        return STORE_OK;
    sqlite3_stmt *st = store_kind_stmt(sv->s, kind, which, sv->err);
    if (!st)
        return sv->err ? sv->err->status : STORE_IO;
    sqlite3_bind_int64(st, 1, id);
    int rc = sqlite3_step(st), col = 0;
    for (unsigned i = 0; rc == SQLITE_ROW && i < kind->nattrs; i++)
        if (ddl_list_indexed(kind->attrs[i]))
            sv->lcounts[kind->index * sv->lstride + i] += sign * (long)sqlite3_column_int64(st, col++);
    sqlite3_reset(st);
    return rc == SQLITE_ROW || rc == SQLITE_DONE ? STORE_OK
                                                 : store_sqlfail(sv->s, sv->err, rc, "counting the lists");
}

enum store_status list_count_stored(struct save *sv, const struct kind_def *kind, int64_t id, int sign)
{
    return add_states(sv, kind, KS_LIST_ROW, id, sign);
}

enum store_status list_count_under(struct save *sv, const struct system_def *sys, int64_t top_id)
{
    enum store_status r = STORE_OK;
    for (size_t k = 0; r == STORE_OK && k < sys->nkinds; k++)
        if (!(sys->kinds[k].flags & KF_TOP))
            r = add_states(sv, &sys->kinds[k], KS_LIST_UNDER, top_id, -1);
    return r;
}

enum store_status list_count_write(struct save *sv, const struct system_def *sys)
{
    sqlite3_stmt *st = store_stmt(sv->s, ST_LIST_COUNT_ADD);
    for (size_t k = 0; k < sys->nkinds; k++) {
        const struct kind_def *kind = &sys->kinds[k];
        for (unsigned i = 0; kind->table && i < kind->nattrs; i++) {
            long n = sv->lcounts[k * sv->lstride + i];
            if (!n)
                continue;
            store_bind_text(st, 1, kind->table);
            store_bind_text(st, 2, kind->attrs[i]->key);
            sqlite3_bind_int64(st, 3, n);
            int rc = store_exec_stmt(st);
            if (rc != SQLITE_DONE)
                return store_sqlfail(sv->s, sv->err, rc, "counting the lists");
        }
    }
    return STORE_OK;
}

/* Appends the recount of (kind, a) from its list index. */
static void put_recount(struct textbuf *tb, const struct kind_def *kind, const struct attr_def *a)
{
    tb_puts(tb, "INSERT INTO list_count VALUES (");
    ddl_literal(tb, kind->table);
    tb_puts(tb, ", ");
    ddl_literal(tb, a->key);
    tb_puts(tb, ", (SELECT count(*) FROM ");
    ddl_ident(tb, kind->table);
    tb_puts(tb, " WHERE ");
    ddl_list_filter(tb, NULL, a);
    tb_puts(tb, "));");
}

enum store_status list_count_sync(struct store *s, struct store_error *err)
{
    struct textbuf tb = {0};
    tb_puts(&tb, "CREATE TABLE IF NOT EXISTS list_count(tbl TEXT NOT NULL, attr TEXT NOT NULL,"
                 " n INTEGER NOT NULL, PRIMARY KEY (tbl, attr)) STRICT, WITHOUT ROWID;"
                 "DELETE FROM list_count;");
    for (const struct system_def *const *sys = schema_systems(); *sys; sys++)
        for (size_t k = 0; k < (*sys)->nkinds; k++) {
            const struct kind_def *kind = &(*sys)->kinds[k];
            for (unsigned i = 0; kind->table && i < kind->nattrs; i++)
                if (ddl_list_indexed(kind->attrs[i]))
                    put_recount(&tb, kind, kind->attrs[i]);
        }
    int rc = tb.oom ? SQLITE_NOMEM : sqlite3_exec(s->db, tb.buf, NULL, NULL, NULL);
    tb_free(&tb);
    return rc == SQLITE_OK ? STORE_OK : store_sqlfail(s, err, rc, "counting the lists");
}

/* The kept count of kind's rows in the list of lr into *n; *kept false when the store keeps none
 * (a list under one top-level object, or not filtered on a list index and not of top-level
 * objects). */
static enum store_status kind_count(struct lread *lr, const struct kind_def *kind, long *n, bool *kept)
{
    const struct store_list_spec *spec = lr->spec;
    int a = spec->nonblank ? schema_attr_index(kind, spec->nonblank) : -1;
    sqlite3_stmt *st;
    *n = 0;
    *kept = false;
    if (spec->top || (spec->nonblank && (a < 0 || !ddl_list_indexed(kind->attrs[a]))) ||
        (!spec->nonblank && !(kind->flags & KF_TOP)))
        return STORE_OK;
    if (spec->nonblank) {
        st = store_stmt(lr->s, ST_LIST_COUNT);
        store_bind_text(st, 1, kind->table);
        store_bind_text(st, 2, kind->attrs[a]->key);
    } else {
        st = store_stmt(lr->s, ST_KIND_COUNT);
        store_bind_text(st, 1, kind->sys->id);
        store_bind_text(st, 2, kind->id);
    }
    int rc = sqlite3_step(st);
    if (rc == SQLITE_ROW)
        *n = (long)sqlite3_column_int64(st, 0);
    sqlite3_reset(st);
    if (rc != SQLITE_ROW && rc != SQLITE_DONE)
        return store_sqlfail(lr->s, lr->err, rc, "reading a list's count");
    *kept = true;
    return STORE_OK;
}

enum store_status list_count_kept(struct lread *lr, long *n, bool *kept)
{
    enum store_status r = STORE_OK;
    *n = 0;
    *kept = true;
    for (size_t i = 0; r == STORE_OK && *kept && i < lr->spec->nkinds; i++) {
        long k;
        if ((lr->arms >> i) & 1u) {
            r = kind_count(lr, lr->spec->kinds[i], &k, kept);
            *n += k;
        }
    }
    return r;
}
