/* store/store_tops.c — the names of the stored top-level objects, and a read snapshot, for the
 * commands that go through a whole store one top-level object at a time (export). */
#include "store/store_int.h"

#include <stdlib.h>
#include <string.h>

#define SQL_TOP_NAMES                                                                              \
    "SELECT name FROM object WHERE system = ?1 AND kind = ?2 AND top_id IS NULL ORDER BY name"

void store_names_free(char **names, size_t n)
{
    for (size_t i = 0; names && i < n; i++)
        free(names[i]);
    free(names);
}

/* Appends a copy of name to *names (capacity *cap); -1 when memory runs out. */
static int add_name(char ***names, size_t *n, size_t *cap, const char *name)
{
    if (heap_reserve(names, cap, *n + 1, sizeof **names) < 0)
        return -1;
    if (!((*names)[*n] = strdup(name)))
        return -1;
    (*n)++;
    return 0;
}

enum store_status store_top_names(struct store *s, const struct kind_def *kind, char ***names,
                                  size_t *n, struct store_error *err)
{
    *names = NULL;
    *n = 0;
    sqlite3_stmt *st;
    int rc = sqlite3_prepare_v2(s->db, SQL_TOP_NAMES, -1, &st, NULL);
    if (rc != SQLITE_OK)
        return store_sqlfail(s, err, rc, "listing top-level objects");
    store_bind_text(st, 1, kind->sys->id);
    store_bind_text(st, 2, kind->id);
    size_t cap = 0;
    bool oom = false;
    while (!oom && (rc = sqlite3_step(st)) == SQLITE_ROW)
        oom = add_name(names, n, &cap, (const char *)sqlite3_column_text(st, 0)) != 0;
    sqlite3_finalize(st);
    if (oom || rc != SQLITE_DONE) {
        store_names_free(*names, *n);
        *names = NULL;
        *n = 0;
        return oom ? store_fail(err, STORE_NOMEM, NULL, "out of memory listing %s", s->path)
                   : store_sqlfail(s, err, rc, "listing top-level objects");
    }
    return STORE_OK;
}

enum store_status store_begin_read(struct store *s, struct store_error *err)
{
    return store_run(s, ST_BEGIN_READ, err);
}
