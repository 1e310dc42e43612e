/* ui/work/baseline.c — the baseline file; see baseline.h. */
#include "ui/work/baseline.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "import/import.h"
#include "ui/work/jsonw.h"

#define BASELINE_FORMAT "wlmcon-baseline"

char *baseline_hex(uint64_t h, char *buf)
{
    snprintf(buf, 17, "%016llx", (unsigned long long)h);
    return buf;
}

static int cmp_u64(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return x < y ? -1 : x > y;
}

/* A finding and its fingerprint. */
struct entry {
    uint64_t h;
    const struct diag *d;
};

static int cmp_entry(const void *a, const void *b)
{
    const struct entry *x = a, *y = b;
    return x->h < y->h ? -1 : x->h > y->h;
}

int baseline_write(const char *path, const struct diag *d, size_t n, const struct diag *more, size_t nmore,
                   char *why, size_t wn)
{
    char *text = NULL, dir[4096];
    size_t len = 0, ne = 0;
    struct entry *e = malloc((n + nmore + 1) * sizeof *e);
    FILE *mem = e ? open_memstream(&text, &len) : NULL;
    if (!mem) {
        free(e);
        snprintf(why, wn, "%s: out of memory", path);
        return -1;
    }
    for (size_t i = 0; i < n + nmore; i++) {
        const struct diag *x = i < n ? &d[i] : &more[i - n];
        e[ne++] = (struct entry){diag_fingerprint(x), x};
    }
    qsort(e, ne, sizeof *e, cmp_entry);   /* in fingerprint order: the same findings, the same bytes */
    fputs("{\"format\": \"" BASELINE_FORMAT "\", \"version\": 1, \"findings\": [", mem);
    for (size_t i = 0; i < ne; i++) {
        if (i && e[i].h == e[i - 1].h)
            continue;
        char hex[17];
        fprintf(mem, "%s\n  {\"fingerprint\": \"%s\", \"rule\": ", i ? "," : "", baseline_hex(e[i].h, hex));
        jsonw_str(mem, e[i].d->id);
        fputs(", \"path\": ", mem);
        jsonw_str(mem, e[i].d->path);
        fputc('}', mem);
    }
    fputs(ne ? "\n]}\n" : "]}\n", mem);
    free(e);
    if (fclose(mem) != 0) {
        free(text);
        snprintf(why, wn, "%s: out of memory", path);
        return -1;
    }
    const char *slash = strrchr(path, '/');
    snprintf(dir, sizeof dir, "%.*s", slash ? (int)(slash - path) : 1, slash ? path : ".");
    if (slash == path)
        snprintf(dir, sizeof dir, "/");
    struct export_out *o;
    struct export_error err = {0};
    enum export_status st = export_out_file(dir, slash ? slash + 1 : path, &o, &err);
    if (st == EXPORT_OK) {
        export_out_share(o);
        export_out_write(o, text, len);
        st = export_out_close(o, &err);
    }
    free(text);
    if (st != EXPORT_OK) {
        snprintf(why, wn, "%s", err.msg);
        return -1;
    }
    return 0;
}

/* The line of offset off in text. */
static unsigned line_of(const char *text, size_t off)
{
    unsigned line = 1;
    for (size_t i = 0; i < off; i++)
        line += text[i] == '\n';
    return line;
}

/* After the member name at p: blanks, ':', blanks, and a string; its contents' start, or NULL. */
static const char *string_value(const char *p)
{
    p += strspn(p, " \t\r\n");
    if (*p++ != ':')
        return NULL;
    p += strspn(p, " \t\r\n");
    return *p == '"' ? p + 1 : NULL;
}

/* Reads every "fingerprint" member of text (len bytes). */
static int parse(const char *path, const char *text, uint64_t **v, size_t *n, char *why, size_t wn)
{
    const char *f = strstr(text, "\"format\"");
    const char *fv = f ? string_value(f + 8) : NULL;
    if (!fv || strncmp(fv, BASELINE_FORMAT "\"", sizeof BASELINE_FORMAT) != 0) {
        snprintf(why, wn, "%s:1: not a wlmcon baseline (no \"format\": \"" BASELINE_FORMAT "\")", path);
        return -2;
    }
    size_t cap = 0;
    for (const char *p = text; (p = strstr(p, "\"fingerprint\"")) != NULL; p += 13) {
        const char *h = string_value(p + 13);
        char *end = NULL;
        unsigned long long x = h && strspn(h, "0123456789abcdef") == 16 && h[16] == '"' ? strtoull(h, &end, 16) : 0;
        if (!end || end != h + 16) {
            snprintf(why, wn, "%s:%u: a fingerprint is 16 hexadecimal digits in quotes", path,
                     line_of(text, (size_t)(p - text)));
            return -2;
        }
        if (heap_reserve(v, &cap, *n + 1, sizeof **v) < 0) {
            snprintf(why, wn, "%s: out of memory", path);
            errno = ENOMEM;
            return -1;
        }
        (*v)[(*n)++] = x;
    }
    if (*n)
        qsort(*v, *n, sizeof **v, cmp_u64);
    return 0;
}

int baseline_read(const char *path, uint64_t **v, size_t *n, char *why, size_t wn)
{
    *v = NULL;
    *n = 0;
    FILE *in = fopen(path, "rb");
    if (!in) {
        snprintf(why, wn, "%s: %s", path, strerror(errno));
        return -1;
    }
    char *text = NULL;
    size_t len = 0, cap = 0, got;
    char buf[65536];
    while ((got = fread(buf, 1, sizeof buf, in)) > 0) {
        if (heap_reserve(&text, &cap, len + got + 1, 1) < 0) {
            fclose(in);
            free(text);
            snprintf(why, wn, "%s: out of memory", path);
            errno = ENOMEM;
            return -1;
        }
        memcpy(text + len, buf, got);
        len += got;
    }
    int bad = ferror(in) ? errno : 0;
    fclose(in);
    if (bad || !text || memchr(text, '\0', len)) {
        if (bad)
            snprintf(why, wn, "%s: %s", path, strerror(bad));
        else
            snprintf(why, wn, "%s:1: not a wlmcon baseline", path);
        free(text);
        errno = bad;
        return bad ? -1 : -2;
    }
    text[len] = '\0';
    int rc = parse(path, text, v, n, why, wn);
    free(text);
    if (rc != 0) {
        free(*v);
        *v = NULL;
        *n = 0;
    }
    return rc;
}
