/* store/store_error.c — error results of the store: statuses, messages, exit statuses. */
#include "store/store_int.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

int store_exit_status(enum store_status st)
{
    switch (st) {
    case STORE_OK:
        return 0;
    case STORE_NOENT:
        return 66;       /* EX_NOINPUT */
    case STORE_BUSY:
        return 75;       /* EX_TEMPFAIL */
    case STORE_NEWER:
        return 78;       /* EX_CONFIG */
    case STORE_NOTSTORE:
        return 65;       /* EX_DATAERR */
    case STORE_CANTCREATE:
    case STORE_READONLY:
        return 73;       /* EX_CANTCREAT: the store cannot be created or written */
    default:
        return 70;       /* EX_SOFTWARE */
    }
}

enum store_status store_fail(struct store_error *err, enum store_status st, const char *field,
                             const char *fmt, ...)
{
    if (!err)
        return st;
    err->status = st;
    snprintf(err->field, sizeof err->field, "%s", field ? field : "");
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err->msg, sizeof err->msg, fmt, ap);
    va_end(ap);
    return st;
}

enum store_status store_status_of(int rc)
{
    switch (rc & 0xff) {
    case SQLITE_OK:
    case SQLITE_DONE:
    case SQLITE_ROW:
        return STORE_OK;
    case SQLITE_BUSY:
    case SQLITE_LOCKED:
        return STORE_BUSY;
    case SQLITE_NOTADB:
        return STORE_NOTSTORE;
    case SQLITE_READONLY:
        return STORE_READONLY;
    case SQLITE_FULL:
        return STORE_CANTCREATE;
    case SQLITE_NOMEM:
        return STORE_NOMEM;
    case SQLITE_CONSTRAINT:
        return STORE_CONSTRAINT;
    default:
        return STORE_IO;
    }
}

enum store_status store_sqlfail(struct store *s, struct store_error *err, int rc, const char *what)
{
    enum store_status st = store_status_of(rc);
    const char *why = s->db ? sqlite3_errmsg(s->db) : sqlite3_errstr(rc);
    int sys = s->db ? sqlite3_system_errno(s->db) : 0;
    if (st == STORE_IO && (rc == SQLITE_IOERR_WRITE || sys == ENOSPC || sys == EFBIG || sys == EDQUOT)) {
        /* the file cannot grow: the same message whichever statement's write hit the limit */
        return store_fail(err, STORE_CANTCREATE, NULL,
                          "store %s: a write failed (no space left, or past the file size limit); "
                          "nothing was changed", s->path);
    }
    if (st == STORE_BUSY)
        return store_fail(err, st, NULL, "store %s is busy (another program is writing to it: wlmcon, or a tool such as sqlite3); try again",
                          s->path);
    if (st == STORE_NOTSTORE)
        return store_fail(err, st, NULL, "%s is not a wlmcon store (%s)", s->path, why);
    char dir[4200];
    const char *slash = strrchr(s->path, '/');
    snprintf(dir, sizeof dir, "%.*s", slash ? (int)(slash - s->path) + (slash == s->path) : 1,
             slash ? s->path : ".");
    if (st == STORE_READONLY && access(s->path, W_OK) == 0 && access(dir, W_OK) != 0)
        return store_fail(err, st, NULL, "store %s: %s: the directory %s cannot be written, and SQLite "
                          "needs the store's -wal and -shm files there", s->path, what, dir);
    return store_fail(err, st, NULL, "store %s: %s: %s", s->path, what, why);
}

const char *store_obj_path(const struct pol_object *obj, char *buf, size_t n)
{
    return n ? schema_object_path(obj, buf, n) : buf;
}
