/* import/import_input.c — reading an input whole: a file, standard input or a directory's files;
 * see import_input.h. */
#include "import/import_input.h"

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* Reads the rest of fp into *buf (capacity *cap, grown as needed) after the *len bytes already
 * there; *len is its size so far. 0 at the end of the file, or an errno (EINTR: a signal came, and
 * the caller may call again to go on). */
static int slurp(FILE *fp, char **buf, size_t *cap, size_t *len)
{
    struct stat sb;
    size_t want = 65536;
    if (fstat(fileno(fp), &sb) == 0 && S_ISREG(sb.st_mode) && sb.st_size > 0)
        want = (size_t)sb.st_size + 1;   /* one read, and one more to see the end */
    for (;;) {
        if (*len == *cap || *cap < want) {
            size_t ncap = *cap * 2 > want ? *cap * 2 : want;
            char *nb = realloc(*buf, ncap);
            if (!nb)
                return ENOMEM;
            *buf = nb;
            *cap = ncap;
        }
        errno = 0;
        size_t n = fread(*buf + *len, 1, *cap - *len, fp);
        *len += n;
        if (ferror(fp))   /* also after a short read: the error flag stays set */
            return errno ? errno : EIO;
        if (n == 0)
            return 0;
    }
}

static void cannot_read(struct import_run *run, const char *name, int err)
{
    diag_add(run->diags, SEV_ERROR, "IMP001", (struct diag_at){name, 0, 0, NULL, NULL},
             "cannot read the file: %s", strerror(err));
}

/* Reads the regular file path whole into a new entry of b named rel. 0, or an errno. */
static int add_file(struct import_inbuf *b, const char *dir_name, const char *path, const char *rel)
{
    if (heap_reserve(&b->files, &b->capfiles, b->nfiles + 1, sizeof *b->files) < 0)
        return ENOMEM;
    FILE *fp = fopen(path, "rb");
    if (!fp)
        return errno;
    char *buf = NULL;
    size_t cap = 0, len = 0;
    int err;
    while ((err = slurp(fp, &buf, &cap, &len)) == EINTR)
        clearerr(fp);
    fclose(fp);
    size_t dl = strlen(dir_name);
    char *r = strdup(rel), *name = malloc(dl + strlen(rel) + 2);
    if (!err && !buf && !(buf = calloc(1, 1)))
        err = ENOMEM;
    if (err || !r || !name) {
        free(buf);
        free(r);
        free(name);
        return err ? err : ENOMEM;
    }
    sprintf(name, "%s%s%s", dir_name, dl && dir_name[dl - 1] == '/' ? "" : "/", rel);
    b->files[b->nfiles++] = (struct import_entry){r, name, buf, len};
    return 0;
}

/* Adds the regular files under dir (its path inside the input: prefix, "" at the top), depth
 * first. 0, or an errno with *failed naming the entry that could not be read (malloc'd). */
static int add_dir(struct import_inbuf *b, const char *top, const char *dir, const char *prefix, int depth,
                   char **failed)
{
    DIR *d = opendir(dir);
    if (!d) {
        *failed = strdup(dir);
        return errno;
    }
    int err = 0;
    for (struct dirent *e; !err && (e = readdir(d));) {
        if (e->d_name[0] == '.')
            continue;
        size_t n = strlen(dir) + strlen(e->d_name) + 2, m = strlen(prefix) + strlen(e->d_name) + 2;
        char *path = malloc(n), *rel = malloc(m);
        struct stat st;
        if (!path || !rel) {
            err = ENOMEM;
        } else {
            snprintf(path, n, "%s/%s", dir, e->d_name);
            snprintf(rel, m, "%s%s%s", prefix, *prefix ? "/" : "", e->d_name);
            if (stat(path, &st) != 0)
                err = errno;
            else if (S_ISDIR(st.st_mode) && depth < 16)
                err = add_dir(b, top, path, rel, depth + 1, failed);
            else if (S_ISREG(st.st_mode))
                err = add_file(b, top, path, rel);
            if (err && !*failed)
                *failed = strdup(path);
        }
        free(path);
        free(rel);
    }
    closedir(d);
    return err;
}

static int by_rel(const void *a, const void *b)
{
    return strcmp(((const struct import_entry *)a)->rel, ((const struct import_entry *)b)->rel);
}

/* Reads a directory's files into b; reports what cannot be read. */
static enum import_status load_dir(struct import_run *run, struct import_input *in, struct import_inbuf *b)
{
    char *failed = NULL;
    int err = add_dir(b, in->name, in->path, "", 0, &failed);
    if (err && err != ENOMEM)
        cannot_read(run, failed ? failed : in->name, err);
    free(failed);
    if (err)
        return err == ENOMEM ? IMPORT_NOMEM : IMPORT_NOINPUT;
    if (b->nfiles)
        qsort(b->files, b->nfiles, sizeof *b->files, by_rel);
    in->directory = true;
    in->files = b->files;
    in->nfiles = b->nfiles;
    return IMPORT_OK;
}

enum import_status import_input_load(struct import_run *run, struct import_input *in, struct import_inbuf *b)
{
    bool is_stdin = strcmp(in->path, "-") == 0;
    struct stat st;
    in->buf = NULL;
    in->len = 0;
    in->files = NULL;
    in->nfiles = 0;
    in->directory = false;
    if (!is_stdin && stat(in->path, &st) == 0 && S_ISDIR(st.st_mode))
        return load_dir(run, in, b);
    FILE *fp = is_stdin ? stdin : fopen(in->path, "rb");
    int err = fp ? 0 : errno;
    size_t len = 0;
    while (fp && (err = slurp(fp, &b->buf, &b->cap, &len)) == EINTR) {
        clearerr(fp);
        if (import_tick(run, 0) != IMPORT_OK) {
            if (!is_stdin)
                fclose(fp);
            return IMPORT_INTERRUPTED;
        }
    }
    if (fp && !is_stdin)
        fclose(fp);
    if (err == ENOMEM)
        return IMPORT_NOMEM;
    if (err) {
        cannot_read(run, in->name, err);
        return IMPORT_NOINPUT;
    }
    in->buf = b->buf ? b->buf : "";
    in->len = len;
    return IMPORT_OK;
}

void import_inbuf_clear(struct import_inbuf *b)
{
    for (size_t i = 0; i < b->nfiles; i++) {
        free((char *)b->files[i].rel);
        free((char *)b->files[i].name);
        free((char *)b->files[i].buf);
    }
    b->nfiles = 0;
}

void import_inbuf_free(struct import_inbuf *b)
{
    import_inbuf_clear(b);
    free(b->files);
    free(b->buf);
    *b = (struct import_inbuf){0};
}
