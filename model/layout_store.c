/* model/layout_store.c — the text form of a layout, cut into chunks named by their content, and
 * back; see layout.h.
 *
 * Records, one per line of the form, fields of any bytes given as <length>:<bytes>:
 *   F<bom> <name><path><format><encoding>          a file (bom 0 or 1), its lines and settings after it
 *   <end><role> <bytes>                             a line: end l (LF), c (CRLF) or n (none)
 *   S<line> <nlines> <prefix> <suffix> <dup> <kind><name><key><R|U><read>
 *                                                   a setting, after the line it starts on: the
 *                                                   object by kind id and name ("" "": the top),
 *                                                   the attribute by key, R and its value as read
 *                                                   or U (unspecified) */
#include "model/layout.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/hash.h"

static const char end_letter[] = {'l', 'c', 'n'};

/* Appends a field: its length, ':' and its bytes. */
static void field(struct textbuf *tb, const char *s, size_t n)
{
    tb_printf(tb, "%zu:", n);
    tb_putn(tb, s, n);
}

static void sfield(struct textbuf *tb, const char *s)
{
    field(tb, s ? s : "", s ? strlen(s) : 0);
}

/* The state of a cut into chunks. */
struct cutter {
    struct textbuf tb;
    size_t start, records;     /* where the current chunk starts, records in it */
    int (*put)(void *ctx, const char *id, const char *buf, size_t len);
    void *ctx;
    int rc;
};

/* Hands the current chunk to put. */
static void flush(struct cutter *c)
{
    if (c->rc || c->tb.len == c->start)
        return;
    if (c->tb.oom) {
        c->rc = -1;
        return;
    }
    const char *b = c->tb.buf + c->start;
    size_t n = c->tb.len - c->start;
    uint64_t h = HASH64_SEED;
    for (size_t i = 0; i < n; i++)
        h = hash64_step(h, (unsigned char)b[i]);
    char id[32];
    snprintf(id, sizeof id, "%016llx%08zx", (unsigned long long)h, n & 0xffffffffu);
    if (c->put)
        c->rc = c->put(c->ctx, id, b, n);
    c->start = c->tb.len;
    c->records = 0;
}

/* Ends a record that began at `from`: the chunk ends after it when its content says so (a hash
 * of the record with its low four bits zero, at least 4 records in) or it holds 64. */
static void record_end(struct cutter *c, size_t from)
{
    tb_putn(&c->tb, "\n", 1);
    if (c->tb.oom)
        return;
    uint32_t h = HASH32_SEED;
    for (size_t i = from; i < c->tb.len; i++)
        h = hash32_step(h, (unsigned char)c->tb.buf[i]);
    if (++c->records >= 64 || (c->records >= 4 && (h & 15) == 0))
        flush(c);
}

/* The record of setting s of file f. */
static void put_setting(struct cutter *c, const struct layout_setting *s, const struct pol_object *top)
{
    size_t from = c->tb.len;
    tb_printf(&c->tb, "S%u %u %u %u %d ", s->line, s->nlines, s->prefix, s->suffix, s->duplicate ? 1 : 0);
    bool is_top = s->obj == top;
    sfield(&c->tb, is_top ? "" : s->obj->kind->id);
    sfield(&c->tb, is_top ? "" : s->obj->name);
    sfield(&c->tb, s->obj->kind->attrs[s->attr]->key);
    tb_putn(&c->tb, s->read ? "R" : "U", 1);
    sfield(&c->tb, s->read);
    record_end(c, from);
}

/* Writes every record of top's layout through c. */
static void put_all(struct cutter *c, const struct pol_object *top)
{
    const struct layout *l = top->layout;
    for (uint32_t i = 0; l && i < l->nfiles && !c->rc; i++) {
        const struct layout_file *f = l->files[i];
        size_t from = c->tb.len;
        tb_printf(&c->tb, "F%d ", f->bom ? 1 : 0);
        sfield(&c->tb, f->name);
        sfield(&c->tb, f->path);
        sfield(&c->tb, f->format);
        sfield(&c->tb, f->encoding);
        record_end(c, from);
        for (uint32_t k = 0; k < f->nlines && !c->rc; k++) {
            const struct layout_line *ln = &f->lines[k];
            from = c->tb.len;
            tb_printf(&c->tb, "%c%u ", end_letter[ln->end], ln->role);
            field(&c->tb, ln->text, ln->len);
            record_end(c, from);
            if (ln->setting)
                put_setting(c, &f->settings[ln->setting - 1], top);
        }
    }
    flush(c);
}

int layout_chunks(const struct pol_object *top, int (*put)(void *ctx, const char *id, const char *buf, size_t len),
                  void *ctx)
{
    struct cutter c = {.put = put, .ctx = ctx};
    put_all(&c, top);
    int rc = c.rc;
    tb_free(&c.tb);
    return rc;
}

/* Appends an id and a blank to the textbuf ctx. */
static int put_id(void *ctx, const char *id, const char *buf, size_t len)
{
    (void)buf;
    (void)len;
    struct textbuf *tb = ctx;
    if (tb->len && tb->buf[tb->len - 1] != ' ' && tb->buf[tb->len - 1] != '\n')
        tb_putn(tb, " ", 1);
    tb_puts(tb, id);
    return tb->oom ? -1 : 0;
}

void layout_put_ids(struct textbuf *tb, const struct pol_object *top)
{
    layout_chunks(top, put_id, tb);
}

/* ---- reading the text form ------------------------------------------------------------------ */

struct reader {
    const char *p, *end;
    int bad;
};

/* A decimal number followed by sep. */
static unsigned long number(struct reader *r, char sep)
{
    char *e;
    if (r->bad || r->p >= r->end || *r->p < '0' || *r->p > '9') {
        r->bad = 1;
        return 0;
    }
    unsigned long v = strtoul(r->p, &e, 10);
    if (e >= r->end || *e != sep) {
        r->bad = 1;
        return 0;
    }
    r->p = e + 1;
    return v;
}

/* A field: *n bytes at the returned pointer. */
static const char *get_field(struct reader *r, size_t *n)
{
    *n = number(r, ':');
    if (r->bad || (size_t)(r->end - r->p) < *n) {
        r->bad = 1;
        return NULL;
    }
    const char *s = r->p;
    r->p += *n;
    return s;
}

/* A field copied into the arena, NUL-terminated. */
static char *get_string(struct policy *p, struct reader *r)
{
    size_t n;
    const char *s = get_field(r, &n);
    char *c = s ? arena_strndup(&p->arena, s, n) : NULL;
    if (!c)
        r->bad = 1;
    return c;
}

static void expect(struct reader *r, char c)
{
    if (r->bad || r->p >= r->end || *r->p != c)
        r->bad = 1;
    else
        r->p++;
}

/* The object a setting record names in top's tree, or NULL. */
static struct pol_object *setting_object(struct pol_object *top, const char *kind, const char *name)
{
    if (!*kind)
        return top;
    const struct kind_def *k = schema_kind(top->kind->sys, kind);
    return k && !(k->flags & KF_UNNAMED) ? pol_find(top, k->ns, name) : NULL;
}

/* Reads a setting record (after its 'S') into f. */
static void get_setting(struct policy *p, struct pol_object *top, struct layout_file *f, struct reader *r)
{
    struct layout_setting s = {0};
    s.line = (uint32_t)number(r, ' ');
    s.nlines = (uint32_t)number(r, ' ');
    s.prefix = (uint32_t)number(r, ' ');
    s.suffix = (uint32_t)number(r, ' ');
    s.duplicate = number(r, ' ') != 0;
    char *kind = get_string(p, r), *name = get_string(p, r), *key = get_string(p, r);
    bool has = !r->bad && r->p < r->end && *r->p == 'R';
    if (!r->bad && r->p < r->end)
        r->p++;
    char *read = get_string(p, r);
    expect(r, '\n');
    /* the record follows the statement's first line: its other lines come after it */
    if (r->bad || s.nlines == 0 || s.line + 1 != f->nlines) {
        r->bad = 1;
        return;
    }
    s.obj = setting_object(top, kind, name);
    s.attr = s.obj ? schema_attr_index(s.obj->kind, key) : -1;
    s.read = has ? read : NULL;   /* copied again by layout_setting_add: the arena keeps both */
    if (!s.obj || s.attr < 0)
        return;   /* an object or attribute no longer there: its lines stay, unbound */
    if (layout_setting_add(p, f, (struct layout_span){s.line, s.nlines, s.prefix, s.suffix}, s.obj, s.attr,
                           s.read, s.duplicate))
        r->bad = 1;
}

int layout_decode(struct policy *p, struct pol_object *top, const char *buf, size_t len)
{
    struct reader r = {buf, buf + len, 0};
    struct layout_file *f = NULL;
    top->layout = NULL;
    while (!r.bad && r.p < r.end) {
        char c = *r.p++;
        if (c == 'F') {
            bool bom = number(&r, ' ') != 0;
            char *name = get_string(p, &r), *path = get_string(p, &r), *format = get_string(p, &r),
                 *enc = get_string(p, &r);
            expect(&r, '\n');
            f = r.bad ? NULL : layout_file_new(p, top, name, *path ? path : NULL, format, enc);
            if (!f)
                r.bad = 1;
            else
                f->bom = bom;
        } else if (c == 'S' && f) {
            get_setting(p, top, f, &r);
        } else if ((c == 'l' || c == 'c' || c == 'n') && f) {
            unsigned role = (unsigned)number(&r, ' ');
            size_t n;
            const char *s = get_field(&r, &n);
            expect(&r, '\n');
            if (!r.bad && layout_file_line(p, f, s, n, c == 'l' ? LAYOUT_LF : c == 'c' ? LAYOUT_CRLF : LAYOUT_NONE))
                r.bad = 1;
            if (!r.bad)
                f->lines[f->nlines - 1].role = (uint8_t)role;
        } else {
            r.bad = 1;
        }
    }
    for (uint32_t i = 0; !r.bad && top->layout && i < top->layout->nfiles; i++)
        for (uint32_t k = 0; k < top->layout->files[i]->nsettings; k++)
            if (top->layout->files[i]->settings[k].line + top->layout->files[i]->settings[k].nlines >
                top->layout->files[i]->nlines)
                r.bad = 1;
    return r.bad ? -1 : 0;
}
