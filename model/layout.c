/* model/layout.c — a top's source layout: reading a file into lines, binding settings, looking
 * them up; see layout.h. */
#include "model/layout.h"

#include <string.h>

/* The layout of top, made on first use; NULL when memory runs out. */
static struct layout *layout_of(struct policy *p, struct pol_object *top)
{
    if (!top->layout)
        top->layout = arena_alloc(&p->arena, sizeof *top->layout);
    return top->layout;
}

/* A new empty file in l named name, in place of one of the same name; NULL when memory runs out. */
static struct layout_file *file_slot(struct policy *p, struct layout *l, const char *name)
{
    struct layout_file *f = arena_alloc(&p->arena, sizeof *f);
    if (!f)
        return NULL;
    for (uint32_t i = 0; i < l->nfiles; i++)
        if (strcmp(l->files[i]->name, name) == 0)
            return l->files[i] = f;
    size_t cap = l->capfiles;
    if (arena_reserve(&p->arena, (void **)&l->files, &cap, l->nfiles + 1, sizeof *l->files))
        return NULL;
    l->capfiles = (uint32_t)cap;
    return l->files[l->nfiles++] = f;
}

/* Appends a line to f; -1 when memory runs out. */
static int add_line(struct policy *p, struct layout_file *f, const char *text, size_t len, enum layout_end end)
{
    if (f->nlines == f->caplines) {
        size_t cap = f->caplines;
        if (arena_reserve(&p->arena, (void **)&f->lines, &cap, f->nlines + 1, sizeof *f->lines))
            return -1;
        f->caplines = (uint32_t)cap;
    }
    const char *t = arena_strndup(&p->arena, text, len);
    if (!t)
        return -1;
    f->lines[f->nlines++] = (struct layout_line){.text = t, .len = (uint32_t)len, .end = (uint8_t)end};
    return 0;
}

struct layout_file *layout_file_new(struct policy *p, struct pol_object *top, const char *name,
                                    const char *path, const char *format, const char *encoding)
{
    struct layout *l = top && !top->parent ? layout_of(p, top) : NULL;
    struct layout_file *f = l ? file_slot(p, l, name) : NULL;
    if (!f)
        return NULL;
    f->name = arena_strdup(&p->arena, name);
    f->path = path ? pol_intern(p, path) : NULL;
    f->format = arena_strdup(&p->arena, format ? format : "");
    f->encoding = arena_strdup(&p->arena, encoding ? encoding : "UTF-8");
    return f->name && f->format && f->encoding && (!path || f->path) ? f : NULL;
}

int layout_file_line(struct policy *p, struct layout_file *f, const char *text, size_t len, enum layout_end end)
{
    return add_line(p, f, text, len, end);
}

struct layout_file *layout_file_read(struct policy *p, struct pol_object *top, const char *name,
                                     const char *path, const char *format, const char *encoding,
                                     const char *buf, size_t len)
{
    struct layout_file *f = layout_file_new(p, top, name, path, format, encoding);
    if (!f)
        return NULL;
    if (top->id && top->change == POL_SAME)
        top->change = POL_CHANGED;   /* its layout is written again */
    size_t i = 0;
    if (len >= 3 && memcmp(buf, "\xEF\xBB\xBF", 3) == 0) {
        f->bom = true;
        i = 3;
    }
    while (i < len) {
        const char *nl = memchr(buf + i, '\n', len - i);
        size_t n = nl ? (size_t)(nl - (buf + i)) : len - i;
        enum layout_end end = !nl ? LAYOUT_NONE : n && buf[i + n - 1] == '\r' ? LAYOUT_CRLF : LAYOUT_LF;
        if (add_line(p, f, buf + i, end == LAYOUT_CRLF ? n - 1 : n, end))
            return NULL;
        i += n + (nl ? 1 : 0);
    }
    return f;
}

/* The effective setting of attr of obj in the files of layout l, or NULL; *file its file. */
static const struct layout_setting *find_setting(const struct layout *l, const struct pol_object *obj, int attr,
                                                 const struct layout_file **file)
{
    for (uint32_t i = 0; l && i < l->nfiles; i++)
        for (uint32_t k = 0; k < l->files[i]->nsettings; k++) {
            const struct layout_setting *s = &l->files[i]->settings[k];
            if (s->obj == obj && s->attr == attr && !s->duplicate) {
                if (file)
                    *file = l->files[i];
                return s;
            }
        }
    return NULL;
}

enum layout_bound layout_bind(struct policy *p, struct layout_file *f, struct layout_span span,
                              struct pol_object *obj, int attr, const char *typed,
                              const struct layout_setting **first)
{
    if (span.nlines == 0)
        span.nlines = 1;
    if (span.line + span.nlines > f->nlines || !obj)
        return LAYOUT_NOMEM;
    const struct layout_setting *before = find_setting(obj->top->layout, obj, attr, NULL);
    uint32_t at = before ? (uint32_t)(before - f->settings) : 0;
    bool here = before && before >= f->settings && before < f->settings + f->nsettings;
    if (layout_setting_add(p, f, span, obj, attr, typed, before != NULL))
        return LAYOUT_NOMEM;
    if (first)   /* the settings may have moved */
        *first = here ? &f->settings[at] : before;
    return before ? LAYOUT_DUPLICATE : LAYOUT_BOUND;
}

int layout_setting_add(struct policy *p, struct layout_file *f, struct layout_span span, struct pol_object *obj,
                       int attr, const char *read, bool duplicate)
{
    if (span.nlines == 0)
        span.nlines = 1;
    if (!obj || attr < 0 || span.line >= f->nlines)
        return -1;
    if (f->nsettings == f->capsettings) {
        size_t cap = f->capsettings;
        if (arena_reserve(&p->arena, (void **)&f->settings, &cap, f->nsettings + 1, sizeof *f->settings))
            return -1;
        f->capsettings = (uint32_t)cap;
    }
    const char *r = read ? arena_strdup(&p->arena, read) : NULL;
    if (read && !r)
        return -1;
    f->settings[f->nsettings++] = (struct layout_setting){.line = span.line, .nlines = span.nlines,
                                                          .prefix = span.prefix, .suffix = span.suffix,
                                                          .obj = obj, .attr = attr, .read = r,
                                                          .duplicate = duplicate};
    f->lines[span.line].setting = f->nsettings;
    return 0;
}

const struct layout_file *layout_file_find(const struct pol_object *top, const char *name)
{
    const struct layout *l = top ? top->layout : NULL;
    for (uint32_t i = 0; l && i < l->nfiles; i++)
        if (strcmp(l->files[i]->name, name) == 0)
            return l->files[i];
    return NULL;
}

const struct layout_setting *layout_setting_of(const struct pol_object *obj, int attr,
                                               const struct layout_file **file)
{
    return obj && attr >= 0 ? find_setting(obj->top->layout, obj, attr, file) : NULL;
}

const char *layout_encoding_of(const struct pol_object *obj, int attr)
{
    const struct layout_file *f = NULL;
    if (layout_setting_of(obj, attr, &f))
        return f->encoding;
    const struct layout *l = obj ? obj->top->layout : NULL;
    return l && l->nfiles ? l->files[0]->encoding : NULL;
}
