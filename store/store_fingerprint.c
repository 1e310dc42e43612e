/* store/store_fingerprint.c — each system's schema fingerprint, kept in the store (format 11), and
 * what an open does with a store whose fingerprints differ from this wlmcon's (README, "The
 * store"; store_migrate.c, the policy).
 *
 * A fingerprint is one row per kind (attr ''; its typed table and its flags) and one per attribute
 * of a modelled kind (its column as the store makes it: type and CHECK constraint, hence range,
 * length and choices). On every open:
 * - a store holding objects of a system or kind this wlmcon does not know, or of a kind whose
 *   stored fingerprint is not this wlmcon's or a part of it (an attribute changed or unknown), is
 *   refused (STORE_NEWER, exit 78) naming the system and the kind; nothing is written. Kinds
 *   without objects are not looked at, so that a newer wlmcon's empty tables lock nobody out;
 * - what this wlmcon adds (systems, kinds, attributes) is added: on a writable store its tables and
 *   columns and fingerprint rows in one transaction, with a note (store_added_note); on a read-only
 *   one, tables of the connection's temporary schema that stand in for them, empty (nothing is
 *   written). */
#include "store/store_int.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* One fingerprint row. */
struct print_row {
    char *system, *kind, *attr, *print;
};

/* Appends the fingerprint of kind k (its own row) to tb. */
static void kind_print(struct textbuf *tb, const struct kind_def *k)
{
    tb_printf(tb, "%s flags %u", k->table ? k->table : "-", k->flags);
}

void store_fingerprint_text(const struct system_def *sys, struct textbuf *tb)
{
    for (size_t k = 0; k < sys->nkinds; k++) {
        const struct kind_def *kind = &sys->kinds[k];
        tb_printf(tb, "%s %s - ", sys->id, kind->id);
        kind_print(tb, kind);
        tb_puts(tb, "\n");
        for (unsigned i = 0; kind->table && i < kind->nattrs; i++) {
            tb_printf(tb, "%s %s %s ", sys->id, kind->id, kind->attrs[i]->key);
            ddl_column(tb, kind->attrs[i]);
            tb_puts(tb, "\n");
        }
    }
}

/* The current fingerprint of (sys, kind, attr: "" for the kind's own row) into tb (emptied
 * first); false when this wlmcon has no such row. */
static bool current_print(const char *system, const char *kind, const char *attr, struct textbuf *tb)
{
    const struct system_def *sys = schema_system(system);
    const struct kind_def *k = sys ? schema_kind(sys, kind) : NULL;
    tb_reset(tb);
    if (!k)
        return false;
    if (!*attr) {
        kind_print(tb, k);
        return true;
    }
    for (unsigned i = 0; k->table && i < k->nattrs; i++)
        if (strcmp(k->attrs[i]->key, attr) == 0) {
            ddl_column(tb, k->attrs[i]);
            return true;
        }
    return false;
}

static void rows_free(struct print_row *v, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        free(v[i].system);
        free(v[i].kind);
        free(v[i].attr);
        free(v[i].print);
    }
    free(v);
}

/* Reads the rows of a fixed query of four text columns into *v (*n of them). */
static enum store_status read_rows(struct store *s, const char *sql, struct print_row **v, size_t *n,
                                   struct store_error *err)
{
    sqlite3_stmt *st;
    *v = NULL;
    *n = 0;
    int rc = sqlite3_prepare_v2(s->db, sql, -1, &st, NULL);
    if (rc != SQLITE_OK)
        return store_sqlfail(s, err, rc, "reading the schema fingerprints");
    size_t cap = 0;
    bool oom = false;
    while (!oom && (rc = sqlite3_step(st)) == SQLITE_ROW) {
        if (heap_reserve(v, &cap, *n + 1, sizeof **v) < 0) {
            oom = true;
            break;
        }
        struct print_row *r = &(*v)[(*n)++];
        char **col[4] = {&r->system, &r->kind, &r->attr, &r->print};
        for (int c = 0; c < 4; c++) {
            const unsigned char *t = sqlite3_column_text(st, c);
            if (!(*col[c] = strdup(t ? (const char *)t : "")))
                oom = true;
        }
    }
    sqlite3_finalize(st);
    if (oom) {
        rows_free(*v, *n);
        *v = NULL;
        *n = 0;
        return store_fail(err, STORE_NOMEM, NULL, "out of memory");
    }
    if (rc != SQLITE_DONE) {
        rows_free(*v, *n);
        *v = NULL;
        *n = 0;
        return store_sqlfail(s, err, rc, "reading the schema fingerprints");
    }
    return STORE_OK;
}

/* The kinds that hold objects: the count table's, and every top-level object's system and kind
 * (its partial index: a row a newer wlmcon wrote is found even where it was not counted). */
static const char held_sql[] =
    "SELECT system, kind, '', '' FROM object_count WHERE n > 0"
    " UNION SELECT DISTINCT system, kind, '', '' FROM object WHERE top_id IS NULL";

static const char stored_sql[] =
    "SELECT system, kind, attr, print FROM schema_fingerprint ORDER BY system, kind, attr";

/* Refuses the store when a kind that holds objects is unknown here or differs from its stored
 * fingerprint by more than what this wlmcon adds. */
static enum store_status check_held(struct store *s, const struct print_row *stored, size_t nstored,
                                    struct store_error *err)
{
    struct print_row *held;
    size_t nheld;
    enum store_status st = read_rows(s, held_sql, &held, &nheld, err);
    struct textbuf tb = {0};
    for (size_t i = 0; st == STORE_OK && i < nheld; i++) {
        if (!current_print(held[i].system, held[i].kind, "", &tb)) {
            st = store_fail(err, STORE_NEWER, NULL,
                            "store %s holds objects of system %s, kind %s, which this wlmcon does not "
                            "know: it was written by a newer wlmcon", s->path, held[i].system, held[i].kind);
            break;
        }
        for (size_t r = 0; r < nstored; r++) {
            if (strcmp(stored[r].system, held[i].system) != 0 || strcmp(stored[r].kind, held[i].kind) != 0)
                continue;
            bool known = current_print(stored[r].system, stored[r].kind, stored[r].attr, &tb);
            if (known && strcmp(tb.buf ? tb.buf : "", stored[r].print) == 0)
                continue;
            char what[200];
            if (!*stored[r].attr)
                snprintf(what, sizeof what, "whose definition is not this wlmcon's");
            else
                snprintf(what, sizeof what, "whose attribute %.100s %s", stored[r].attr,
                         known ? "is not defined as in this wlmcon" : "this wlmcon does not know");
            st = store_fail(err, STORE_NEWER, NULL, "store %s holds objects of system %s, kind %s, %s: "
                            "it was written by a newer wlmcon", s->path, held[i].system, held[i].kind, what);
            break;
        }
    }
    tb_free(&tb);
    rows_free(held, nheld);
    return st;
}

/* Whether (system, kind, attr) is among the stored rows. */
static bool stored_has(const struct print_row *v, size_t n, const char *system, const char *kind,
                       const char *attr)
{
    for (size_t i = 0; i < n; i++)
        if (strcmp(v[i].system, system) == 0 && strcmp(v[i].kind, kind) == 0 && strcmp(v[i].attr, attr) == 0)
            return true;
    return false;
}

/* Appends to note the line "added the tables of system ID (kinds A, B)" when sys has kinds with a
 * typed table whose rows are not stored; returns whether any row of sys (a kind's or an
 * attribute's) is not stored. */
static bool sys_additions(const struct print_row *v, size_t n, const struct system_def *sys,
                          struct textbuf *note)
{
    bool missing = false;
    size_t tables = 0;
    for (size_t k = 0; k < sys->nkinds; k++) {
        const struct kind_def *kind = &sys->kinds[k];
        if (!stored_has(v, n, sys->id, kind->id, "")) {
            missing = true;
            if (kind->table && tables++ == 0)
                tb_printf(note, "added the tables of system %s (kinds %s", sys->id, kind->id);
            else if (kind->table)
                tb_printf(note, ", %s", kind->id);
            continue;
        }
        for (unsigned i = 0; kind->table && i < kind->nattrs; i++)
            missing |= !stored_has(v, n, sys->id, kind->id, kind->attrs[i]->key);
    }
    if (tables)
        tb_puts(note, ")\n");
    return missing;
}

enum store_status fingerprint_fill(struct store *s, bool replace, struct store_error *err)
{
    sqlite3_stmt *st;
    int rc = sqlite3_prepare_v2(s->db, replace ? "INSERT OR REPLACE INTO schema_fingerprint VALUES (?1, ?2, ?3, ?4)"
                                               : "INSERT OR IGNORE INTO schema_fingerprint VALUES (?1, ?2, ?3, ?4)",
                                -1, &st, NULL);
    struct textbuf tb = {0};
    for (const struct system_def *const *sys = schema_systems(); rc == SQLITE_OK && *sys; sys++)
        for (size_t k = 0; rc == SQLITE_OK && k < (*sys)->nkinds; k++) {
            const struct kind_def *kind = &(*sys)->kinds[k];
            for (unsigned i = 0; rc == SQLITE_OK && i <= (kind->table ? kind->nattrs : 0); i++) {
                const char *attr = i == 0 ? "" : kind->attrs[i - 1]->key;
                current_print((*sys)->id, kind->id, attr, &tb);
                if (tb.oom) {
                    rc = SQLITE_NOMEM;
                    break;
                }
                sqlite3_bind_text(st, 1, (*sys)->id, -1, SQLITE_STATIC);
                sqlite3_bind_text(st, 2, kind->id, -1, SQLITE_STATIC);
                sqlite3_bind_text(st, 3, attr, -1, SQLITE_STATIC);
                sqlite3_bind_text(st, 4, tb.buf, (int)tb.len, SQLITE_STATIC);
                rc = sqlite3_step(st);
                rc = rc == SQLITE_DONE ? sqlite3_reset(st) : rc;
            }
        }
    sqlite3_finalize(st);
    tb_free(&tb);
    return rc == SQLITE_OK ? STORE_OK : store_sqlfail(s, err, rc, "recording the schema fingerprints");
}

/* Adds this wlmcon's tables, columns and fingerprint rows in one transaction. */
static enum store_status add_tables(struct store *s, struct store_error *err)
{
    int rc = sqlite3_exec(s->db, "BEGIN IMMEDIATE", NULL, NULL, NULL);
    if (rc != SQLITE_OK)
        return store_sqlfail(s, err, rc, "locking the store to add tables");
    enum store_status st = ddl_kinds(s, err);
    if (st == STORE_OK)
        st = fingerprint_fill(s, false, err);
    if (st == STORE_OK && (rc = sqlite3_exec(s->db, "COMMIT", NULL, NULL, NULL)) != SQLITE_OK)
        st = store_sqlfail(s, err, rc, "committing the tables added");
    if (st != STORE_OK)
        sqlite3_exec(s->db, "ROLLBACK", NULL, NULL, NULL);
    return st;
}

/* On a read-only connection: an empty table of the temporary schema for each kind whose typed
 * table the store lacks, and for a typed table that lacks columns a temporary view of the same
 * name (it hides the table) that reads them as NULL (unspecified). */
static enum store_status stand_ins(struct store *s, struct store_error *err)
{
    int rc = sqlite3_exec(s->db, "PRAGMA query_only = OFF", NULL, NULL, NULL);
    struct textbuf tb = {0};
    enum store_status st = rc == SQLITE_OK ? STORE_OK : store_sqlfail(s, err, rc, "reading the store");
    for (const struct system_def *const *sys = schema_systems(); st == STORE_OK && *sys; sys++)
        for (size_t k = 0; st == STORE_OK && k < (*sys)->nkinds; k++) {
            const struct kind_def *kind = &(*sys)->kinds[k];
            char **cols = NULL;
            size_t n = 0;
            if (!kind->table || (st = ddl_table_columns(s, kind->table, &cols, &n, err)) != STORE_OK)
                continue;
            size_t lacking = 0;
            if (n == 0)
                ddl_create(&tb, kind, true);
            for (unsigned i = 0; n && i < kind->nattrs; i++) {
                bool has = false;
                for (size_t c = 0; c < n && !has; c++)
                    has = strcmp(cols[c], kind->attrs[i]->key) == 0;
                if (has)
                    continue;
                if (!lacking++) {
                    tb_puts(&tb, "CREATE TEMP VIEW ");
                    ddl_ident(&tb, kind->table);
                    tb_puts(&tb, " AS SELECT *");
                }
                tb_puts(&tb, ", NULL AS ");
                ddl_ident(&tb, kind->attrs[i]->key);
            }
            if (lacking) {
                tb_puts(&tb, " FROM main.");
                ddl_ident(&tb, kind->table);
            }
            ddl_names_free(cols, n);
            if (tb.oom)
                st = store_fail(err, STORE_NOMEM, NULL, "out of memory");
            else if (tb.len && (rc = sqlite3_exec(s->db, tb.buf, NULL, NULL, NULL)) != SQLITE_OK)
                st = store_sqlfail(s, err, rc, "reading the store's new kinds as empty");
            tb_reset(&tb);
        }
    tb_free(&tb);
    rc = sqlite3_exec(s->db, "PRAGMA query_only = ON", NULL, NULL, NULL);
    return st != STORE_OK || rc == SQLITE_OK ? st : store_sqlfail(s, err, rc, "reading the store");
}

enum store_status store_fingerprints(struct store *s, struct store_error *err)
{
    struct print_row *stored;
    size_t n;
    enum store_status st = read_rows(s, stored_sql, &stored, &n, err);
    if (st == STORE_OK)
        st = check_held(s, stored, n, err);
    struct textbuf note = {0};
    bool missing = false;
    for (const struct system_def *const *sys = schema_systems(); st == STORE_OK && *sys; sys++)
        missing |= sys_additions(stored, n, *sys, &note);
    rows_free(stored, n);
    if (st == STORE_OK && missing)
        st = s->readonly ? stand_ins(s, err) : add_tables(s, err);
    if (st == STORE_OK && missing && !s->readonly && note.len) {
        note.buf[--note.len] = '\0';   /* the last line's break */
        free(s->added);
        s->added = note.buf;
        note.buf = NULL;
    }
    tb_free(&note);
    return st;
}

const char *store_added_note(const struct store *s)
{
    return s->added;
}
