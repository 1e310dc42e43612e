/* store/store_open.c — opening and closing a store: the connection and its settings, the
 * temporary file of a store being created, and the transaction calls. */
#include "store/store_int.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#define BUSY_TIMEOUT_MS 5000

/* The busy timeout in milliseconds: WLMCON_BUSY_TIMEOUT when it is a number, else 5 s. */
static int busy_timeout_ms(void)
{
    const char *env = getenv("WLMCON_BUSY_TIMEOUT");
    char *end;
    long v = env && *env ? strtol(env, &end, 10) : -1;
    return env && *env && !*end && v >= 0 && v <= 3600000 ? (int)v : BUSY_TIMEOUT_MS;
}

/* Makes the empty temporary file (mode 0600) in which a new store is built: `.NAME.PID.XXXXXX`
 * beside the path (store_temp_name), so that publishing it is a link in the same directory. */
static enum store_status make_temp(struct store *s, struct store_error *err)
{
    if (!(s->tmp = store_temp_name(s->path)))
        return store_fail(err, STORE_NOMEM, NULL, "out of memory");
    int fd = mkstemp(s->tmp);
    if (fd < 0 || fchmod(fd, 0600) != 0) {
        int e = errno;
        if (fd >= 0) {
            close(fd);
            unlink(s->tmp);
        }
        free(s->tmp);
        s->tmp = NULL;
        return store_fail(err, STORE_CANTCREATE, NULL, "cannot create store %s: %s", s->path,
                          strerror(e));
    }
    close(fd);
    return STORE_OK;
}

/* Takes the lock that lets one process at a time create a store in path's directory (flock on
 * the directory, released by store_close or when the process ends), waiting as long as the busy
 * timeout: a second first import waits for the first one and then imports into its store. */
static enum store_status lock_creation(struct store *s, struct store_error *err)
{
    char dir[4200];
    const char *slash = strrchr(s->path, '/');
    snprintf(dir, sizeof dir, "%.*s", slash ? (int)(slash - s->path + 1) : 1, slash ? s->path : ".");
    int fd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0)
        return STORE_OK;   /* the directory cannot be read: make_temp says what is wrong */
    const struct timespec step = {0, 10 * 1000 * 1000};
    for (int waited = 0; flock(fd, LOCK_EX | LOCK_NB) != 0; waited += 10) {
        if ((errno != EWOULDBLOCK && errno != EINTR) || waited >= busy_timeout_ms()) {
            int e = errno;
            close(fd);
            if (e != EWOULDBLOCK && e != EINTR)
                return STORE_OK;   /* a file system without locks: the link in publish_temp decides */
            return store_fail(err, STORE_BUSY, NULL, "store %s is being created by another process; "
                              "try again", s->path);
        }
        nanosleep(&step, NULL);
    }
    s->create_lock = fd;
    return STORE_OK;
}

/* Releases the creation lock (explicitly: a child process may hold a copy of the descriptor). */
static void unlock_creation(struct store *s)
{
    if (s->create_lock >= 0) {
        flock(s->create_lock, LOCK_UN);
        close(s->create_lock);
    }
    s->create_lock = -1;
}

/* Starts creating the missing store: takes the creation lock, then makes the temporary file,
 * unless the process that held the lock made the store meanwhile, which is then opened as it is. */
static enum store_status create_temp(struct store *s, struct store_error *err)
{
    struct stat sb;
    enum store_status st = lock_creation(s, err);
    if (st != STORE_OK)
        return st;
    if (stat(s->path, &sb) == 0) {
        unlock_creation(s);
        store_remove_stale(s);
        return STORE_OK;
    }
    store_remove_stale(s);
    return make_temp(s, err);
}

/* Turns off SQLite's accounting of its memory (sqlite3_memory_used and the like, which wlmcon
 * never reads): with it on, every allocation SQLite makes takes a global mutex and updates the
 * counters, 5% of an import's instructions (tests/bench/README.md). SQLite takes the setting only
 * before it initialises itself, so this runs once, before the first connection; where the
 * library was initialised already, it stays as it was. */
static void sqlite_setup(void)
{
    sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
}

/* Opens the connection with extended result codes, the busy timeout, defensive settings and
 * foreign keys (read back: the pragma is silently ignored where it cannot apply). The connection
 * has no mutex of its own: a store handle is used by one thread at a time. A read-only
 * store is opened read-write with query_only set when the file allows it: only such a connection
 * removes the -wal and -shm files when it is the last to close. */
static enum store_status connect_db(struct store *s, const char *uri, struct store_error *err)
{
    static pthread_once_t setup = PTHREAD_ONCE_INIT;
    pthread_once(&setup, sqlite_setup);
    int flags = (uri ? SQLITE_OPEN_READONLY | SQLITE_OPEN_URI : SQLITE_OPEN_READWRITE) |
                SQLITE_OPEN_EXRESCODE | SQLITE_OPEN_NOMUTEX;
    int rc = sqlite3_open_v2(uri ? uri : s->tmp ? s->tmp : s->path, &s->db, flags, NULL);
    if (rc != SQLITE_OK)
        return store_fail(err, rc == SQLITE_NOMEM ? STORE_NOMEM : STORE_IO, NULL,
                          "cannot open store %s: %s", s->path,
                          s->db ? sqlite3_errmsg(s->db) : sqlite3_errstr(rc));
    sqlite3_extended_result_codes(s->db, 1);
    sqlite3_busy_timeout(s->db, busy_timeout_ms());
    sqlite3_db_config(s->db, SQLITE_DBCONFIG_DEFENSIVE, 1, (int *)NULL);
    sqlite3_db_config(s->db, SQLITE_DBCONFIG_DQS_DDL, 0, (int *)NULL);
    sqlite3_db_config(s->db, SQLITE_DBCONFIG_DQS_DML, 0, (int *)NULL);
    rc = list_functions(s->db);
    if (rc != SQLITE_OK)
        return store_sqlfail(s, err, rc, "registering the lists' functions");
    if (sqlite3_db_readonly(s->db, "main") == 1)
        s->readonly = true;
    sqlite3_stmt *st = NULL;
    rc = sqlite3_exec(s->db, s->readonly ? "PRAGMA query_only = ON; PRAGMA foreign_keys = ON"
                                         : "PRAGMA foreign_keys = ON", NULL, NULL, NULL);
    if (rc == SQLITE_OK)
        rc = sqlite3_prepare_v2(s->db, "PRAGMA foreign_keys", -1, &st, NULL);
    if (rc == SQLITE_OK)
        rc = sqlite3_step(st);
    bool on = rc == SQLITE_ROW && sqlite3_column_int(st, 0) == 1;
    sqlite3_finalize(st);
    if (rc != SQLITE_ROW)
        return store_sqlfail(s, err, rc, "enabling foreign keys");
    return on ? STORE_OK
              : store_fail(err, STORE_IO, NULL, "store %s: SQLite refuses foreign keys", s->path);
}

/* The URI that opens path as immutable: `file:` and the path with everything but unreserved
 * characters and `/` percent-encoded, then `?immutable=1`. malloc'd; NULL when memory runs out. */
static char *immutable_uri(const char *path)
{
    static const char tail[] = "?immutable=1";
    char *uri = malloc(5 + 3 * strlen(path) + sizeof tail), *d = uri;
    if (!uri)
        return NULL;
    d += sprintf(d, "file:");
    for (const unsigned char *p = (const unsigned char *)path; *p; p++)
        d += strchr("/-._~", *p) || (*p >= '0' && *p <= '9') || ((*p | 32) >= 'a' && (*p | 32) <= 'z')
                 ? sprintf(d, "%c", *p)
                 : sprintf(d, "%%%02X", *p);
    memcpy(d, tail, sizeof tail);
    return uri;
}

/* A WAL store that cannot be written, in a directory that cannot be written, and without its -shm
 * file, can only be read as immutable (SQLite cannot make the -shm file): no process can be
 * writing to it then, since a writer would need that file. */
static enum store_status open_immutable(struct store *s, struct store_error *err)
{
    char shm[4200];
    struct stat sb;
    snprintf(shm, sizeof shm, "%s-shm", s->path);
    if (stat(shm, &sb) == 0)
        return store_fail(err, STORE_READONLY, NULL, "store %s cannot be read: %s exists but "
                          "cannot be used", s->path, shm);
    char *uri = immutable_uri(s->path);
    if (!uri)
        return store_fail(err, STORE_NOMEM, NULL, "out of memory");
    sqlite3_close(s->db);
    s->db = NULL;
    enum store_status st = connect_db(s, uri, err);
    free(uri);
    return st == STORE_OK ? store_migrate(s, false, err) : st;
}

/* True when this process cannot write path (its mode, or a file system mounted read-only) and no
 * connection has made its -wal or -shm file: a connection would make them, owned by this process
 * with the store's mode, and leave them (a reader cannot remove them; on a read-only mount it
 * cannot make them, and the store would not open), so that the store's owner could no longer write to the store. The
 * store is then read as immutable, which makes nothing; it holds all its content in the one file,
 * since a writer would have made the -wal file first. */
static bool read_would_leave_files(const char *path)
{
    static const char *const suffix[] = {"-wal", "-shm"};
    char side[4200];
    struct stat sb;
    if (access(path, W_OK) == 0 || (errno != EACCES && errno != EROFS))   /* EROFS: a read-only mount */
        return false;
    for (size_t i = 0; i < sizeof suffix / sizeof suffix[0]; i++) {
        snprintf(side, sizeof side, "%s%s", path, suffix[i]);
        if (stat(side, &sb) == 0 || errno != ENOENT)
            return false;
    }
    return true;
}

/* Brings the older store s, open read-only with STORE_MIGRATE, up to STORE_VERSION through a
 * writable connection of its own when this process can write the file; otherwise, and for a
 * current store, leaves it to store_migrate (which refuses an older read-only store). */
static enum store_status migrate_apart(struct store *s, struct store_error *err)
{
    if (!s->migrate || access(s->path, W_OK) != 0)
        return STORE_OK;
    int behind;
    enum store_status st = store_behind(s, &behind, err);
    if (st != STORE_OK || !behind)
        return st;
    struct store *w;
    st = store_open(s->path, 0, &w, err);
    if (st != STORE_OK)
        return st;
    s->migrated_from = store_migrated_from(w);
    return store_close(w, true, err);
}

enum store_status store_open(const char *path, unsigned flags, struct store **out,
                             struct store_error *err)
{
    *out = NULL;
    if (sqlite3_libversion_number() < 3038000)
        return store_fail(err, STORE_IO, NULL, "wlmcon needs SQLite 3.38 or later; this is %s",
                          sqlite3_libversion());
    struct store *s = calloc(1, sizeof *s);
    if (!s || !(s->path = strdup(path))) {
        free(s);
        return store_fail(err, STORE_NOMEM, NULL, "out of memory");
    }
    s->readonly = (flags & STORE_READONLY_OPEN) != 0;
    s->migrate = s->readonly && (flags & STORE_MIGRATE);
    s->create_lock = -1;
    bool may_create = !s->readonly && (flags & STORE_CREATE);
    struct stat sb;
    enum store_status st = STORE_OK;
    int missing = stat(path, &sb) != 0 ? errno : 0;
    char target[4096];
    ssize_t link = missing == ENOENT ? readlink(path, target, sizeof target - 1) : -1;
    if (link >= 0) {   /* a dangling symbolic link: a store made here would not be where it points */
        target[link] = '\0';
        st = store_fail(err, may_create ? STORE_CANTCREATE : STORE_NOENT, NULL,
                        "store %s is a symbolic link to %s, which does not exist", path, target);
    } else if (missing == ENOENT && may_create) {
        st = create_temp(s, err);
    } else if (missing == ENOENT) {
        st = store_fail(err, STORE_NOENT, NULL, "store %s does not exist", path);
    } else if (missing) {
        st = store_fail(err, STORE_IO, NULL, "cannot open store %s: %s", path, strerror(missing));
    } else if (S_ISDIR(sb.st_mode)) {
        st = store_fail(err, STORE_NOTSTORE, NULL, "%s is a directory, not a wlmcon store", path);
    } else if (!S_ISREG(sb.st_mode)) {
        st = store_fail(err, STORE_NOTSTORE, NULL, "%s is not a regular file (%s), not a wlmcon store", path,
                        S_ISCHR(sb.st_mode) ? "a character device" : S_ISBLK(sb.st_mode) ? "a block device"
                        : S_ISFIFO(sb.st_mode) ? "a FIFO" : S_ISSOCK(sb.st_mode) ? "a socket" : "a special file");
    } else {
        store_remove_stale(s);
    }
    bool immutable = st == STORE_OK && s->readonly && read_would_leave_files(path);
    if (immutable)
        st = open_immutable(s, err);
    if (st == STORE_OK && !immutable)
        st = connect_db(s, NULL, err);
    if (st == STORE_OK && !immutable && s->readonly)
        st = migrate_apart(s, err);
    if (st == STORE_OK && !immutable)
        st = store_migrate(s, may_create, err);
    if (st == STORE_READONLY && s->readonly && !s->tmp && !immutable)
        st = open_immutable(s, err);
    if (st == STORE_OK)
        st = store_prepare_all(s, err);
    if (st != STORE_OK) {
        store_close(s, false, NULL);
        return st;
    }
    if (err)
        memset(err, 0, sizeof *err);   /* a failure recovered from (open_immutable) leaves no trace */
    *out = s;
    return STORE_OK;
}

/* Removes the temporary file of an unpublished store and whatever SQLite kept beside it. */
static void remove_temp(const char *tmp)
{
    static const char *const suffix[] = {"", "-wal", "-shm", "-journal"};
    char buf[4200];
    for (size_t i = 0; i < sizeof suffix / sizeof suffix[0]; i++) {
        snprintf(buf, sizeof buf, "%s%s", tmp, suffix[i]);
        unlink(buf);
    }
}

/* Makes the closed temporary store appear under its real name. A link does not replace a store
 * another process made meanwhile; file systems without links get a rename. */
static enum store_status publish_temp(struct store *s, struct store_error *err)
{
    int rc = link(s->tmp, s->path);
    if (rc != 0 && errno == EEXIST) {
        remove_temp(s->tmp);
        return store_fail(err, STORE_BUSY, NULL,
                          "store %s was created by another process meanwhile; try again", s->path);
    }
    if (rc != 0 && (errno == EPERM || errno == ENOTSUP || errno == ENOSYS || errno == EMLINK))
        rc = rename(s->tmp, s->path);
    int e = errno;
    remove_temp(s->tmp);
    if (rc != 0)
        return store_fail(err, STORE_CANTCREATE, NULL, "cannot create store %s: %s", s->path,
                          strerror(e));
    char dir[4200];
    const char *slash = strrchr(s->path, '/');
    snprintf(dir, sizeof dir, "%.*s", slash ? (int)(slash - s->path + 1) : 1, slash ? s->path : ".");
    int fd = open(dir, O_RDONLY);
    if (fd >= 0) {
        fsync(fd);
        close(fd);
    }
    return STORE_OK;
}

/* Closes the connection; a store being created is checkpointed first, so that its whole content
 * is in the one file that gets published. */
static enum store_status close_db(struct store *s, bool publish, struct store_error *err)
{
    enum store_status st = STORE_OK;
    if (s->tmp && publish) {
        int rc = sqlite3_exec(s->db, "PRAGMA wal_checkpoint(TRUNCATE)", NULL, NULL, NULL);
        if (rc != SQLITE_OK)
            st = store_sqlfail(s, err, rc, "checkpointing the new store");
    }
    int rc = sqlite3_close(s->db);
    s->db = NULL;
    if (rc != SQLITE_OK && st == STORE_OK)
        st = store_fail(err, STORE_IO, NULL, "store %s: cannot close: %s", s->path, sqlite3_errstr(rc));
    return st;
}

enum store_status store_close(struct store *s, bool publish, struct store_error *err)
{
    if (!s)
        return STORE_OK;
    enum store_status st = STORE_OK;
    if (s->db) {
        store_rollback(s);
        store_finalize_all(s);
        list_index_free_all(s);
        st = close_db(s, publish, err);
    }
    if (s->tmp && (!publish || st != STORE_OK))
        remove_temp(s->tmp);
    else if (s->tmp)
        st = publish_temp(s, err);
    unlock_creation(s);
    free(s->stale_note);
    free(s->tmp);
    free(s->path);
    free(s->added);
    free(s);
    return st;
}

int store_migrated_from(const struct store *s)
{
    return s->migrated_from;
}

const char *store_path(const struct store *s)
{
    return s->path;
}

enum store_status store_begin(struct store *s, struct store_error *err)
{
    if (s->readonly)
        return store_fail(err, STORE_READONLY, NULL, "store %s cannot be written: it is read-only", s->path);
    if (!sqlite3_get_autocommit(s->db))
        return store_fail(err, STORE_IO, NULL, "store %s: a transaction is already open", s->path);
    s->batch = 0;
    return store_run(s, ST_BEGIN, err);
}

/* Fails with the first row of PRAGMA foreign_key_check, if any. */
static enum store_status foreign_key_check(struct store *s, struct store_error *err)
{
    sqlite3_stmt *st = store_stmt(s, ST_FK_CHECK);
    int rc = sqlite3_step(st);
    enum store_status r = STORE_OK;
    if (rc == SQLITE_ROW)
        r = store_fail(err, STORE_CONSTRAINT, NULL,
                       "store %s: a row of table %s refers to a missing row of table %s", s->path,
                       (const char *)sqlite3_column_text(st, 0), (const char *)sqlite3_column_text(st, 2));
    else if (rc != SQLITE_DONE)
        r = store_sqlfail(s, err, rc, "checking foreign keys");
    sqlite3_reset(st);
    return r;
}

enum store_status store_commit(struct store *s, struct store_error *err)
{
    if (sqlite3_get_autocommit(s->db))
        return store_fail(err, STORE_IO, NULL, "store %s: no transaction is open", s->path);
    enum store_status st = foreign_key_check(s, err);
    if (st == STORE_OK)
        st = store_run(s, ST_COMMIT, err);
    if (st != STORE_OK)
        store_rollback(s);
    s->batch = 0;
    return st;
}

void store_rollback(struct store *s)
{
    if (s->db && !sqlite3_get_autocommit(s->db))
        sqlite3_exec(s->db, "ROLLBACK", NULL, NULL, NULL);
    s->batch = 0;
}
