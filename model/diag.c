/* model/diag.c — diagnostics; see diag.h. */
#include "model/diag.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/arena.h"
#include "model/diag_text.h"
#include "model/hash.h"

const char *severity_name(enum severity s)
{
    switch (s) {
    case SEV_ERROR: return "error";
    case SEV_WARNING: return "warning";
    case SEV_INFO: return "info";
    }
    return "?";
}

void diag_init(struct diag_list *l, size_t per_file_cap)
{
    memset(l, 0, sizeof *l);
    l->per_file_cap = per_file_cap;
}

void diag_free(struct diag_list *l)
{
    arena_free(&l->strings);
    for (size_t i = 0; i < l->nfiles; i++)
        free(l->files[i].name);
    free(l->v);
    free(l->files);
    free(l->file_index);
    diag_init(l, l->per_file_cap);
}

static bool same_file(const char *a, const char *b)
{
    return (!a && !b) || (a && b && strcmp(a, b) == 0);
}

/* The hash of a file name (NULL: 0). */
static size_t file_hash(const char *s)
{
    return s ? hash32(s) : 0;
}

/* The probe slot of file in l->file_index: where its index is, or the empty slot it would take. */
static size_t *file_probe(const struct diag_list *l, const char *file)
{
    size_t mask = l->file_index_cap - 1, i = file_hash(file) & mask;
    while (l->file_index[i] && !same_file(l->files[l->file_index[i] - 1].name, file))
        i = (i + 1) & mask;
    return &l->file_index[i];
}

/* Makes room in l->file_index for one more file; -1 when memory runs out. */
static int file_index_grow(struct diag_list *l)
{
    if (2 * (l->nfiles + 1) <= l->file_index_cap)
        return 0;
    size_t ncap = l->file_index_cap ? l->file_index_cap * 2 : 16;
    size_t *ni = calloc(ncap, sizeof *ni);
    if (!ni)
        return -1;
    free(l->file_index);
    l->file_index = ni;
    l->file_index_cap = ncap;
    for (size_t i = 0; i < l->nfiles; i++)
        *file_probe(l, l->files[i].name) = i + 1;
    return 0;
}

/* The index of file in the list's file registry, adding it; (size_t)-1 when memory runs out. The
 * registry is hashed: a validation of thousands of files reports findings across all of them. */
static size_t file_slot(struct diag_list *l, const char *file)
{
    if (l->file_index_cap && *file_probe(l, file))
        return *file_probe(l, file) - 1;
    if (file_index_grow(l))
        return (size_t)-1;
    struct diag_file *nf = realloc(l->files, (l->nfiles + 1) * sizeof *nf);
    if (!nf)
        return (size_t)-1;
    l->files = nf;
    nf[l->nfiles].name = file ? strdup(file) : NULL;
    nf[l->nfiles].kept = 0;
    if (file && !nf[l->nfiles].name)
        return (size_t)-1;
    *file_probe(l, file) = l->nfiles + 1;
    return l->nfiles++;
}

/* The slot for a new diagnostic of severity sev in file fi, honouring the per-file cap: a fresh
 * slot, the latest non-error of the file (for an error), or NULL when it must be dropped. */
static struct diag *slot_for(struct diag_list *l, enum severity sev, size_t fi)
{
    if (l->per_file_cap && l->files[fi].kept >= l->per_file_cap) {
        l->dropped++;
        if (sev != SEV_ERROR)
            return NULL;
        for (size_t i = l->n; i-- > 0;)
            if (l->v[i].file_index == fi && l->v[i].sev != SEV_ERROR) {
                struct diag *d = &l->v[i];
                l->count[d->sev]--;
                l->files[fi].kept--;
                memset(d, 0, sizeof *d);   /* its strings stay in the arena until diag_free */
                return d;
            }
        return NULL;
    }
    if (heap_reserve(&l->v, &l->cap, l->n + 1, sizeof *l->v) < 0)
        return NULL;
    struct diag *d = &l->v[l->n++];
    memset(d, 0, sizeof *d);
    return d;
}

static char *dup_or_null(struct arena *a, const char *s, bool *fail)
{
    if (!s)
        return NULL;
    char *d = arena_strdup(a, s);
    if (!d)
        *fail = true;
    return d;
}

int diag_defer(struct diag_list *l)
{
    if (!l->share && !(l->share = arena_alloc(&l->strings, DIAG_SHARE_SLOTS * sizeof *l->share)))
        return -1;
    return 0;
}

const char *diag_msg(const struct diag *d, char *buf, size_t n)
{
    if (d->msg)
        return d->msg;
    if (d->text && n)
        return diag_text_build(d->text, buf, n);
    return "";
}

/* The attribute of a diagnostic in l's arena: shared with an equal one when l defers. */
static const char *keep_attr(struct diag_list *l, const char *attr, bool *fail)
{
    if (!attr || !l->share)
        return dup_or_null(&l->strings, attr, fail);
    size_t h = file_hash(attr) & (DIAG_SHARE_SLOTS - 1);
    if (l->share[h] && strcmp(l->share[h], attr) == 0)
        return l->share[h];
    const char *d = dup_or_null(&l->strings, attr, fail);
    if (d)
        l->share[h] = d;
    return d;
}

struct diag *diag_vadd(struct diag_list *l, enum severity sev, const char *id, struct diag_at at,
                       const char *fmt, va_list ap)
{
    size_t fi = file_slot(l, at.file);
    if (fi == (size_t)-1) {
        l->oom = true;
        return NULL;
    }
    struct diag *d = slot_for(l, sev, fi);
    if (!d)
        return NULL;
    bool fail = false;
    d->sev = sev;
    size_t idlen = id ? strnlen(id, sizeof d->id - 1) : 0;   /* cut as snprintf would */
    memcpy(d->id, id ? id : "", idlen);
    d->id[idlen] = '\0';
    d->file = l->files[fi].name;
    d->line = at.line;
    d->col = at.col;
    d->path = dup_or_null(&l->strings, at.path, &fail);
    d->attr = (char *)keep_attr(l, at.attr, &fail);
    int oom = 0;
    if (l->share)
        d->text = diag_text_pack(&l->strings, l->share, DIAG_SHARE_SLOTS, fmt, ap, &oom);
    if (oom) {
        fail = true;
    } else if (!d->text) {
        char buf[DIAG_MSG_MAX];
        vsnprintf(buf, sizeof buf, fmt, ap);
        d->msg = dup_or_null(&l->strings, buf, &fail);
    }
    d->seq = ++l->seq;
    d->file_index = fi;
    if (fail)
        l->oom = true;
    l->count[sev]++;
    l->files[fi].kept++;
    return d;
}

int diag_set_console(struct diag_list *l, struct diag *d, const struct console_change *c)
{
    if (!(d->console = arena_alloc(&l->strings, sizeof *d->console))) {
        l->oom = true;
        return -1;
    }
    *d->console = *c;
    return 0;
}

struct diag *diag_add(struct diag_list *l, enum severity sev, const char *id, struct diag_at at,
                      const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    struct diag *d = diag_vadd(l, sev, id, at, fmt, ap);
    va_end(ap);
    return d;
}

size_t diag_count(const struct diag_list *l, enum severity sev)
{
    return l->count[sev];
}

static int cmp_diag(const void *pa, const void *pb)
{
    const struct diag *a = pa, *b = pb;
    if (a->file_index != b->file_index)
        return a->file_index < b->file_index ? -1 : 1;
    if (a->sev != b->sev)
        return a->sev < b->sev ? -1 : 1;
    if (a->line != b->line)
        return a->line < b->line ? -1 : 1;
    if (a->col != b->col)
        return a->col < b->col ? -1 : 1;
    return a->seq < b->seq ? -1 : a->seq > b->seq;
}

void diag_sort(struct diag_list *l)
{
    if (l->n > 1)
        qsort(l->v, l->n, sizeof *l->v, cmp_diag);
}

static int cmp_str_null_last(const char *a, const char *b)
{
    if (!a || !b)
        return a ? -1 : b ? 1 : 0;
    return strcmp(a, b);
}

/* The order of a and b after their files: the object path (findings without a file), line,
 * column, severity, then the order they were reported in (every two findings differ there). */
static int cmp_after_file(const struct diag *a, const struct diag *b)
{
    if (!a->file) {
        int c = cmp_str_null_last(a->path, b->path);
        if (c)
            return c;
    }
    if (a->line != b->line)
        return a->line < b->line ? -1 : 1;
    if (a->col != b->col)
        return a->col < b->col ? -1 : 1;
    if (a->sev != b->sev)
        return a->sev < b->sev ? -1 : 1;
    return a->seq < b->seq ? -1 : a->seq > b->seq;
}

/* diag_sort_by_location's order, comparing the files' names. */
static int cmp_location(const void *pa, const void *pb)
{
    const struct diag *a = pa, *b = pb;
    int c = cmp_str_null_last(a->file, b->file);
    return c ? c : cmp_after_file(a, b);
}

/* The same order on findings whose file_index holds the rank of their file's name among the
 * list's files (files without a name last): equal ranks are the same file. */
static int cmp_ranked(const void *pa, const void *pb)
{
    const struct diag *a = pa, *b = pb;
    if (a->file_index != b->file_index)
        return a->file_index < b->file_index ? -1 : 1;
    return cmp_after_file(a, b);
}

static int cmp_file_name(const void *pa, const void *pb)
{
    const struct diag_file *a = *(const struct diag_file *const *)pa;
    const struct diag_file *b = *(const struct diag_file *const *)pb;
    return cmp_str_null_last(a->name, b->name);
}

void diag_sort_by_location(struct diag_list *l)
{
    if (l->n < 2)
        return;
    /* each file's rank by name, compared instead of the names; file_index is put back after */
    const struct diag_file **byname = malloc(l->nfiles * sizeof *byname);
    uint32_t *rank = malloc(l->nfiles * sizeof *rank);
    if (!byname || !rank) {   /* out of memory: the same order, comparing the names */
        free(byname);
        free(rank);
        qsort(l->v, l->n, sizeof *l->v, cmp_location);
        return;
    }
    for (size_t i = 0; i < l->nfiles; i++)
        byname[i] = &l->files[i];
    qsort(byname, l->nfiles, sizeof *byname, cmp_file_name);
    for (size_t r = 0; r < l->nfiles; r++)
        rank[byname[r] - l->files] = (uint32_t)r;
    for (size_t i = 0; i < l->n; i++)
        l->v[i].file_index = rank[l->v[i].file_index];
    qsort(l->v, l->n, sizeof *l->v, cmp_ranked);
    for (size_t i = 0; i < l->n; i++)
        l->v[i].file_index = (uint32_t)(byname[l->v[i].file_index] - l->files);
    free(byname);
    free(rank);
}

/* A line being written into a buffer of size n as snprintf writes: cut at n - 1 bytes and
 * NUL-terminated, len counting every byte wanted. */
struct line {
    char *buf;
    size_t n, len;
};

static void line_put(struct line *l, const char *s, size_t k)
{
    if (l->len + 1 < l->n) {
        size_t room = l->n - 1 - l->len;
        memcpy(l->buf + l->len, s, k < room ? k : room);
    }
    l->len += k;
}

static void line_str(struct line *l, const char *s)
{
    line_put(l, s, strlen(s));
}

static void line_uint(struct line *l, unsigned v)
{
    char tmp[16];
    size_t k = sizeof tmp;
    do
        tmp[--k] = (char)('0' + v % 10);
    while ((v /= 10) != 0);
    line_put(l, tmp + k, sizeof tmp - k);
}

/* The length of the line, as snprintf returns it; the buffer's string ends where it was cut. */
static int line_end(struct line *l)
{
    if (l->n)
        l->buf[l->len < l->n ? l->len : l->n - 1] = '\0';
    return (int)l->len;
}

int diag_format(const struct diag *d, char *buf, size_t n)
{
    char text[DIAG_MSG_MAX];
    const char *msg = diag_msg(d, text, sizeof text);
    struct line l = {buf, n, 0};
    if (d->file) {   /* FILE:LINE:COL: or FILE: */
        line_str(&l, d->file);
        if (d->line) {
            line_put(&l, ":", 1);
            line_uint(&l, d->line);
            line_put(&l, ":", 1);
            line_uint(&l, d->col ? d->col : 1);
        }
    } else {   /* PATH (changed in the console …): or wlmcon (…): */
        line_str(&l, d->path ? d->path : "wlmcon");
        if (d->console) {
            char console[160];
            console[0] = ' ';
            console[1] = '(';
            diag_console_text(d->console, console + 2, sizeof console - 3);
            strcat(console, ")");
            line_str(&l, console);
        }
    }
    line_put(&l, ": ", 2);
    line_str(&l, severity_name(d->sev));
    line_put(&l, ": ", 2);
    line_str(&l, msg);
    line_put(&l, " [", 2);
    line_str(&l, d->id);
    line_put(&l, "]", 1);
    return line_end(&l);
}

int diag_console_text(const struct console_change *c, char *buf, size_t n)
{
    if (c->unsaved)
        return snprintf(buf, n, "changed in the console, not saved yet");
    char when[24] = "", batch[32] = "";
    if (c->at[0])   /* 2026-12-01T18:07:33Z: "2026-12-01 18:07" */
        snprintf(when, sizeof when, " %.10s%s%.5s", c->at, strlen(c->at) > 11 ? " " : "",
                 strlen(c->at) > 11 ? c->at + 11 : "");
    if (c->batch)
        snprintf(batch, sizeof batch, ", batch %lld", (long long)c->batch);
    return snprintf(buf, n, "changed in the console%s%s%s%s", c->who[0] ? " by " : "", c->who, when,
                    batch);
}

uint64_t diag_fingerprint(const struct diag *d)
{
    char text[DIAG_MSG_MAX];
    const char *parts[3] = {d->id, d->path ? d->path : "", diag_msg(d, text, sizeof text)};
    uint64_t h = HASH64_SEED;
    for (int i = 0; i < 3; i++)
        for (const char *p = parts[i];; p++) {
            h = hash64_step(h, (unsigned char)*p);
            if (!*p)
                break;
        }
    return h;
}
