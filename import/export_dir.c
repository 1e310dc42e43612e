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

static bool written_by_us(const char *name, const char *const *written, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (strcmp(written[i], name) == 0)
            return true;
    return false;
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
        if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0 ||
            written_by_us(e->d_name, written, nwritten))
            continue;
        if (heap_reserve(names, &cap, *n + 1, sizeof **names) < 0)
            goto oom;
        if (!((*names)[*n] = strdup(e->d_name)))
            goto oom;
        (*n)++;
    }
    return names_done(d, names, n, true);
oom:
    return names_done(d, names, n, false);
}

/* Whether stem ends with the suffix of a file some export format writes (export_formats). */
static bool export_file_stem(const char *stem, size_t n)
{
    for (const struct export_format *const *f = export_formats(); *f; f++) {
        size_t k = strlen((*f)->suffix);
        if (n > k + 1 && memcmp(stem + n - k, (*f)->suffix, k) == 0)
            return true;
    }
    return false;
}

/* Whether name is the temporary file of an export (export_out_file): `.NAME.XXXXXX`, NAME a file
 * an export writes (its format's suffix: `….mqsc`, `….xml`…), XXXXXX the six letters and digits
 * mkstemp adds. */
static bool export_temp_name(const char *name)
{
    size_t n = strlen(name);
    if (n < 1 + 6 + 1 + 6 || name[0] != '.' || name[n - 7] != '.')
        return false;
    for (size_t i = n - 6; i < n; i++)
        if (!((name[i] >= 'A' && name[i] <= 'Z') || (name[i] >= 'a' && name[i] <= 'z') ||
              (name[i] >= '0' && name[i] <= '9')))
            return false;
    return export_file_stem(name, n - 7);   /* `.NAME` */
}

int export_sweep(const char *dir, time_t now, long min_age, char ***names, size_t *n)
{
    *names = NULL;
    *n = 0;
    DIR *d = opendir(dir);
    if (!d)
        return -1;
    size_t cap = 0;
    struct dirent *e;
    struct stat sb;
    while ((e = readdir(d)) != NULL) {
        if (!export_temp_name(e->d_name) || fstatat(dirfd(d), e->d_name, &sb, AT_SYMLINK_NOFOLLOW) != 0 ||
            !S_ISREG(sb.st_mode) || sb.st_uid != geteuid() || now - sb.st_mtime < min_age)
            continue;
        if (heap_reserve(names, &cap, *n + 1, sizeof **names) < 0 || !((*names)[*n] = strdup(e->d_name)))
            goto oom;
        if (unlinkat(dirfd(d), e->d_name, 0) == 0)
            (*n)++;
        else
            free((*names)[*n]);
    }
    return names_done(d, names, n, true);
oom:
    return names_done(d, names, n, false);
}
