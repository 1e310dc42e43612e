/* import/export_out.c — export outputs: a file written under a temporary name, fsync'd and renamed
 * into place (DESIGN.md, "Interchange"), standard output, or a memory buffer; see import.h. */
#if defined(__linux__) && !defined(_GNU_SOURCE)
#define _GNU_SOURCE   /* syncfs */
#endif
#include "import/import.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define OUT_BUF 65536

struct export_out {
    int fd;               /* -1 for a memory buffer */
    struct textbuf *mem;  /* the memory target, or NULL */
    char *dir;            /* a file: its directory, final path and temporary path (malloc'd) */
    char *path;
    char *tmp;
    int err;              /* errno of the first failure, 0 while none */
    bool shared;          /* export_out_share: the umask's mode, not 0600 */
    size_t len;
    char buf[OUT_BUF];
};

static enum export_status fail(struct export_error *err, enum export_status st, const char *fmt,
                               const char *a, const char *b)
{
    err->status = st;
    snprintf(err->msg, sizeof err->msg, fmt, a, b);
    return st;
}

static void out_free(struct export_out *o)
{
    free(o->dir);
    free(o->path);
    free(o->tmp);
    free(o);
}

static char *join(const char *a, const char *b, const char *c)
{
    size_t n = strlen(a) + strlen(b) + strlen(c) + 1;
    char *s = malloc(n);
    if (s)
        snprintf(s, n, "%s%s%s", a, b, c);
    return s;
}

/* Whether name is a plain file name: not empty, no '/', not "." or "..". */
static bool plain_name(const char *name, size_t n)
{
    return n && memchr(name, '/', n) == NULL && !(n == 1 && name[0] == '.') &&
           !(n == 2 && name[0] == '.' && name[1] == '.');
}

enum export_status export_out_file(const char *dir, const char *name, struct export_out **out,
                                   struct export_error *err)
{
    *out = NULL;
    const char *slash = strrchr(name, '/'), *base = slash ? slash + 1 : name;
    for (const char *part = name; part <= base; part += strcspn(part, "/") + 1)
        if (!plain_name(part, strcspn(part, "/")))
            return fail(err, EXPORT_CANTCREAT, "%s: '%s' is not a plain file name", dir, name);
    struct export_out *o = calloc(1, sizeof *o);
    if (!o)
        return fail(err, EXPORT_NOMEM, "%s%s: out of memory", dir, "");
    o->path = join(dir, "/", name);
    o->dir = o->path ? strndup(o->path, strlen(o->path) - strlen(base) - 1) : NULL;
    char *prefix = o->dir ? join(o->dir, "/" EXPORT_TEMP_PREFIX, base) : NULL;
    o->tmp = prefix ? join(prefix, ".", "XXXXXX") : NULL;
    free(prefix);
    if (!o->dir || !o->path || !o->tmp) {
        out_free(o);
        return fail(err, EXPORT_NOMEM, "%s%s: out of memory", dir, "");
    }
    o->fd = mkstemp(o->tmp);
    if (o->fd < 0) {
        int e = errno;
        fail(err, EXPORT_CANTCREAT, "%s: cannot create a file there: %s", o->dir, strerror(e));
        out_free(o);
        return EXPORT_CANTCREAT;
    }
    *out = o;
    return EXPORT_OK;
}

enum export_status export_out_stdout(struct export_out **out, struct export_error *err)
{
    struct export_out *o = calloc(1, sizeof *o);
    if (!o)
        return fail(err, EXPORT_NOMEM, "%s%s: out of memory", "standard output", "");
    o->fd = 1;
    *out = o;
    return EXPORT_OK;
}

enum export_status export_out_buffer(struct textbuf *tb, struct export_out **out,
                                     struct export_error *err)
{
    struct export_out *o = calloc(1, sizeof *o);
    if (!o)
        return fail(err, EXPORT_NOMEM, "%s%s: out of memory", "buffer", "");
    o->fd = -1;
    o->mem = tb;
    *out = o;
    return EXPORT_OK;
}

/* Writes the buffered bytes; keeps the first errno. */
static void flush(struct export_out *o)
{
    if (o->err || !o->len)
        return;
    if (o->mem) {
        tb_putn(o->mem, o->buf, o->len);
        if (o->mem->oom)
            o->err = ENOMEM;
        o->len = 0;
        return;
    }
    const char *p = o->buf;
    size_t left = o->len;
    while (left) {
        ssize_t w = write(o->fd, p, left);
        if (w < 0 && errno == EINTR)
            continue;
        if (w <= 0) {
            o->err = w < 0 ? errno : EIO;
            return;
        }
        p += w;
        left -= (size_t)w;
    }
    o->len = 0;
}

void export_out_write(struct export_out *o, const void *buf, size_t n)
{
    const char *p = buf;
    while (n && !o->err) {
        size_t k = OUT_BUF - o->len < n ? OUT_BUF - o->len : n;
        memcpy(o->buf + o->len, p, k);
        o->len += k;
        p += k;
        n -= k;
        if (o->len == OUT_BUF)
            flush(o);
    }
}

bool export_out_failed(const struct export_out *o)
{
    return o->err != 0;
}

/* Makes the rename durable: fsync of the directory (best effort where directories cannot be
 * opened for reading). */
static int sync_dir(const char *dir)
{
    int fd = open(dir, O_RDONLY | O_DIRECTORY);
    if (fd < 0)
        return 0;
    int rc = fsync(fd);
    int e = errno;
    close(fd);
    errno = e;
    return rc == 0 || errno == EINVAL ? 0 : -1;
}

/* export_out_hold, and for export_out_close (sync) the fsync of the file before it is closed. */
static enum export_status hold(struct export_out *o, struct export_held *held, bool sync,
                               struct export_error *err)
{
    flush(o);
    if (!o->path) {
        int e = o->err;
        free(o);
        if (e)
            return fail(err, e == ENOMEM ? EXPORT_NOMEM : EXPORT_CANTCREAT, "%s: %s",
                        "standard output", strerror(e));
        *held = (struct export_held){NULL, NULL, NULL};
        return EXPORT_OK;
    }
    if (o->shared && !o->err) {
        mode_t mask = umask(0);
        umask(mask);
        if (fchmod(o->fd, 0666 & ~mask) != 0)
            o->err = errno;
    }
    if (sync && !o->err && fsync(o->fd) != 0)
        o->err = errno;
    if (close(o->fd) != 0 && !o->err)
        o->err = errno;
    if (o->err) {
        unlink(o->tmp);
        fail(err, EXPORT_CANTCREAT, "%s: %s", o->path, strerror(o->err));
        out_free(o);
        return EXPORT_CANTCREAT;
    }
    *held = (struct export_held){o->tmp, o->path, o->dir};
    free(o);
    return EXPORT_OK;
}

enum export_status export_out_hold(struct export_out *o, struct export_held *held, struct export_error *err)
{
    return hold(o, held, false, err);
}

/* fsync of the file at path, opened again for it. */
static int sync_path(const char *path)
{
    int fd = open(path, O_RDONLY);
    if (fd < 0)
        return -1;
    int rc = fsync(fd), e = errno;
    close(fd);
    errno = e;
    return rc;
}

enum export_status export_held_sync(struct export_held *const *held, size_t n, struct export_error *err)
{
    size_t first = 0;
    while (first < n && !held[first]->tmp)
        first++;
    if (first == n)
        return EXPORT_OK;
#ifdef __linux__
    /* one syncfs of their directory's file system, instead of n fsyncs: each commits the file
     * system's journal on its own (ext4, xfs), which syncfs does once for all */
    int fd = open(held[first]->dir, O_RDONLY | O_DIRECTORY);
    if (fd >= 0) {
        bool all_there = true;
        struct stat fs, sb;
        all_there = fstat(fd, &fs) == 0;
        for (size_t i = first; i < n && all_there; i++)
            all_there = !held[i]->tmp || strcmp(held[i]->dir, held[first]->dir) == 0 ||
                        (stat(held[i]->dir, &sb) == 0 && sb.st_dev == fs.st_dev);
        int rc = all_there ? syncfs(fd) : -1, e = errno;
        close(fd);
        if (all_there && rc == 0)
            return EXPORT_OK;
        if (all_there && e != ENOSYS)
            return fail(err, EXPORT_CANTCREAT, "%s: %s", held[first]->dir, strerror(e));
    }
#endif
    for (size_t i = first; i < n; i++)
        if (held[i]->tmp && sync_path(held[i]->tmp) != 0)
            return fail(err, EXPORT_CANTCREAT, "%s: %s", held[i]->path, strerror(errno));
    return EXPORT_OK;
}

static void held_free(struct export_held *held)
{
    free(held->tmp);
    free(held->path);
    free(held->dir);
    *held = (struct export_held){NULL, NULL, NULL};
}

enum export_status export_held_publish(struct export_held *held, bool sync, struct export_error *err)
{
    enum export_status st = EXPORT_OK;
    if (held->tmp && rename(held->tmp, held->path) != 0) {
        st = fail(err, EXPORT_CANTCREAT, "%s: %s", held->path, strerror(errno));
        unlink(held->tmp);
    } else if (held->tmp && sync && sync_dir(held->dir) != 0) {
        st = fail(err, EXPORT_CANTCREAT, "%s: %s", held->dir, strerror(errno));
    }
    held_free(held);
    return st;
}

enum export_status export_held_publish_all(struct export_held *const *held, size_t n, struct export_error *err)
{
    enum export_status st = EXPORT_OK;
    size_t done = 0;
    for (; done < n && st == EXPORT_OK; done++)
        if (held[done]->tmp && rename(held[done]->tmp, held[done]->path) != 0) {
            st = fail(err, EXPORT_CANTCREAT, "%s: %s", held[done]->path, strerror(errno));
            unlink(held[done]->tmp);
        }
    for (size_t i = done; i < n; i++)   /* after a failed rename: the files not put in place */
        if (held[i]->tmp)
            unlink(held[i]->tmp);
    /* the renames made durable: one syncfs of the file system on Linux (every directory's
     * entries at once), else an fsync of each directory once */
    bool synced = false;
#ifdef __linux__
    for (size_t i = 0; i < n && st == EXPORT_OK && !synced; i++) {
        int fd = held[i]->dir ? open(held[i]->dir, O_RDONLY | O_DIRECTORY) : -1;
        if (fd < 0)
            continue;
        int rc = syncfs(fd), e = errno;
        close(fd);
        if (rc != 0 && e != ENOSYS)
            st = fail(err, EXPORT_CANTCREAT, "%s: %s", held[i]->dir, strerror(e));
        synced = true;
    }
#endif
    for (size_t i = 0; i < n && st == EXPORT_OK && !synced; i++) {
        bool before = false;
        for (size_t k = 0; k < i && !before; k++)
            before = held[k]->dir && held[i]->dir && strcmp(held[k]->dir, held[i]->dir) == 0;
        if (held[i]->tmp && !before && sync_dir(held[i]->dir) != 0)
            st = fail(err, EXPORT_CANTCREAT, "%s: %s", held[i]->dir, strerror(errno));
    }
    for (size_t i = 0; i < n; i++)
        held_free(held[i]);
    return st;
}

void export_held_drop(struct export_held *held)
{
    if (held->tmp)
        unlink(held->tmp);
    held_free(held);
}

enum export_status export_out_close(struct export_out *o, struct export_error *err)
{
    struct export_held held;
    enum export_status st = hold(o, &held, true, err);
    return st == EXPORT_OK ? export_held_publish(&held, true, err) : st;
}

void export_out_share(struct export_out *o)
{
    o->shared = true;
}

void export_out_abort(struct export_out *o)
{
    if (!o)
        return;
    if (o->path) {
        close(o->fd);
        unlink(o->tmp);
        out_free(o);
        return;
    }
    free(o);
}
