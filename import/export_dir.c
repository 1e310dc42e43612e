/* import/export_dir.c — the export directory: file names safe for any top-level object's name, the
 * files found there that an export did not write, and the temporary files of exports that were
 * killed; see import.h and import_run.h. */
#include "import/import_run.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define NAME_MAX_BYTES 255

/* A byte that stands for itself in a file name: upper case only, so that no two encodings differ
 * by case alone; '%' never does, so decoding is unambiguous. */
static bool plain_byte(unsigned char c, size_t at)
{
    return (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || (c == '.' && at > 0);
}

int export_safe_filename(const char *top, const char *suffix, char *buf, size_t n)
{
    static const char hex[] = "0123456789ABCDEF";
    const char *qmgr = top;
    size_t at = 0;
    char name[NAME_MAX_BYTES + 1];
    if (!*qmgr) {
        memcpy(name, "%00", 3);
        at = 3;
    }
    for (size_t i = 0; qmgr[i]; i++) {
        unsigned char c = (unsigned char)qmgr[i];
        if (at + 3 + strlen(suffix) > NAME_MAX_BYTES)
            return -1;
        if (plain_byte(c, i)) {
            name[at++] = (char)c;
        } else {
            name[at++] = '%';
            name[at++] = hex[c >> 4];
            name[at++] = hex[c & 15];
        }
    }
    memcpy(name + at, suffix, strlen(suffix) + 1);
    if (strlen(name) + 1 > n)
        return -1;
    memcpy(buf, name, strlen(name) + 1);
    return 0;
}

static int cmp_names(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Ends a listing of dir d: closes it and, when ok, sorts the *n names and returns 0; otherwise
 * frees them, sets ENOMEM and returns -1. */
static int names_done(DIR *d, char ***names, size_t *n, bool ok)
{
    closedir(d);
    if (ok) {
        if (*n)
            qsort(*names, *n, sizeof **names, cmp_names);
        return 0;
    }
    export_names_free(*names, *n);
    *names = NULL;
    *n = 0;
    errno = ENOMEM;
    return -1;
}

/* Whether the entry name of the export's directory is a file the export wrote, or the
 * subdirectory of one ("QM1" for "QM1/qm.ini"). */
static bool written_by_us(const char *name, const char *const *written, size_t n)
{
    size_t k = strlen(name);
    for (size_t i = 0; i < n; i++)
        if (strncmp(written[i], name, k) == 0 && (written[i][k] == '\0' || written[i][k] == '/'))
            return true;
    return false;
}

/* Whether name is exactly one of the files the export wrote. */
static bool written_file(const char *name, const char *const *written, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (strcmp(written[i], name) == 0)
            return true;
    return false;
}

/* Adds name to the listing (*names, *n, capacity *cap). Returns 0, or -1 when memory runs out. */
static int add_name(char ***names, size_t *n, size_t *cap, const char *name)
{
    if (heap_reserve(names, cap, *n + 1, sizeof **names) < 0 || !((*names)[*n] = strdup(name)))
        return -1;
    (*n)++;
    return 0;
}

static bool export_temp_name(const char *name);

/* Adds the entries of subdirectory sub of dir that the export did not write, as "SUB/NAME", but
 * the temporary files of an export running now (export_sweep's concern). A subdirectory that
 * cannot be read adds nothing. Returns 0, or -1 when memory runs out. */
static int sub_strays(const char *dir, const char *sub, const char *const *written, size_t nwritten, char ***names,
                      size_t *n, size_t *cap)
{
    char path[4096], rel[1024];
    if ((size_t)snprintf(path, sizeof path, "%s/%s", dir, sub) >= sizeof path)
        return 0;
    DIR *d = opendir(path);
    if (!d)
        return 0;
    int rc = 0;
    for (struct dirent *e; rc == 0 && (e = readdir(d)) != NULL;) {
        if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0 ||
            (size_t)snprintf(rel, sizeof rel, "%s/%s", sub, e->d_name) >= sizeof rel ||
            written_file(rel, written, nwritten) || export_temp_name(e->d_name))
            continue;
        rc = add_name(names, n, cap, rel);
    }
    closedir(d);
    return rc;
}

void export_names_free(char **names, size_t n)
{
    for (size_t i = 0; i < n; i++)
        free(names[i]);
    free(names);
}

int export_strays(const char *dir, const char *const *written, size_t nwritten, char ***names,
                  size_t *n)
{
    *names = NULL;
    *n = 0;
    DIR *d = opendir(dir);
    if (!d)
        return -1;
    size_t cap = 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0)
            continue;
        if (written_by_us(e->d_name, written, nwritten)) {
            /* a subdirectory written into (DIR/<top>/<file>): what else it holds */
            if (!written_file(e->d_name, written, nwritten) &&
                sub_strays(dir, e->d_name, written, nwritten, names, n, &cap) < 0)
                goto oom;
            continue;
        }
        if (add_name(names, n, &cap, e->d_name) < 0)
            goto oom;
    }
    return names_done(d, names, n, true);
oom:
    return names_done(d, names, n, false);
}

/* Whether name is the temporary file of an export (export_out_file): EXPORT_TEMP_PREFIX, a name,
 * '.' and the six letters and digits mkstemp adds. */
static bool export_temp_name(const char *name)
{
    size_t n = strlen(name), k = strlen(EXPORT_TEMP_PREFIX);
    if (n < k + 1 + 1 + 6 || memcmp(name, EXPORT_TEMP_PREFIX, k) != 0 || name[n - 7] != '.')
        return false;
    for (size_t i = n - 6; i < n; i++)
        if (!((name[i] >= 'A' && name[i] <= 'Z') || (name[i] >= 'a' && name[i] <= 'z') ||
              (name[i] >= '0' && name[i] <= '9')))
            return false;
    return true;
}

/* Removes the old temporary files of exports from the directory d (sub: its name in the export's
 * directory, or NULL for that directory itself), adding their names ("sub/name") to *names. */
static int sweep_dir(DIR *d, const char *sub, time_t now, long min_age, char ***names, size_t *n,
                     size_t *cap)
{
    struct dirent *e;
    struct stat sb;
    while ((e = readdir(d)) != NULL) {
        if (!export_temp_name(e->d_name) || fstatat(dirfd(d), e->d_name, &sb, AT_SYMLINK_NOFOLLOW) != 0 ||
            !S_ISREG(sb.st_mode) || sb.st_uid != geteuid() || now - sb.st_mtime < min_age)
            continue;
        size_t len = (sub ? strlen(sub) + 1 : 0) + strlen(e->d_name) + 1;
        char *name = malloc(len);
        if (!name || heap_reserve(names, cap, *n + 1, sizeof **names) < 0) {
            free(name);
            return -1;
        }
        snprintf(name, len, "%s%s%s", sub ? sub : "", sub ? "/" : "", e->d_name);
        if (unlinkat(dirfd(d), e->d_name, 0) == 0)
            (*names)[(*n)++] = name;
        else
            free(name);
    }
    return 0;
}

int export_sweep(const char *dir, time_t now, long min_age, char ***names, size_t *n)
{
    *names = NULL;
    *n = 0;
    DIR *d = opendir(dir);
    if (!d)
        return -1;
    size_t cap = 0;
    if (sweep_dir(d, NULL, now, min_age, names, n, &cap) < 0)
        return names_done(d, names, n, false);
    /* the subdirectories a per-top format writes (DIR/<top>/), one level, never through a link */
    rewinddir(d);
    struct dirent *e;
    struct stat sb;
    bool ok = true;
    while (ok && (e = readdir(d)) != NULL) {
        if (e->d_name[0] == '.' || fstatat(dirfd(d), e->d_name, &sb, AT_SYMLINK_NOFOLLOW) != 0 ||
            !S_ISDIR(sb.st_mode) || sb.st_uid != geteuid())
            continue;
        int fd = openat(dirfd(d), e->d_name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW);
        DIR *sub = fd >= 0 ? fdopendir(fd) : NULL;
        if (!sub) {
            if (fd >= 0)
                close(fd);
            continue;
        }
        ok = sweep_dir(sub, e->d_name, now, min_age, names, n, &cap) == 0;
        closedir(sub);
    }
    return names_done(d, names, n, ok);
}

int export_top_dir(const char *top, char *buf, size_t n)
{
    if (strchr(top, '/') || strcmp(top, ".") == 0 || strcmp(top, "..") == 0)
        return -2;
    return export_safe_filename(top, "", buf, n);
}
