/* import/export.c — the export format table and the writing calls that go through it; see
 * import.h. */
#include "import/import_run.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { MAX_WRITERS = 16 };

/* The formats, in the order they are listed: the writers of the first system registered (the
 * registry's first line that has any: the formats an export proposes first), the document of every system,
 * then the writers of the other systems in the order registered (export_register);
 * NULL-terminated. */
static const struct export_format *formats[MAX_WRITERS + 2] = {&yaml_export_format};
static size_t nformats = 1;
static bool first_registered;

int export_register(const struct export_format *const *writers, size_t n)
{
    if (n == 0)
        return 0;
    if (nformats + n > MAX_WRITERS + 1)
        return -1;
    size_t at = first_registered ? nformats : 0;
    memmove(&formats[at + n], &formats[at], (nformats - at) * sizeof *formats);
    memcpy(&formats[at], writers, n * sizeof *formats);
    nformats += n;
    formats[nformats] = NULL;
    first_registered = true;
    return 0;
}

struct export_writer {
    const struct export_format *f;
    void *state;
    struct export_out *out;       /* a write_top format's output and options */
    struct export_options opt;
};

const struct export_format *const *export_formats(void)
{
    return (const struct export_format *const *)formats;
}

const struct export_format *export_format(const char *name)
{
    for (const struct export_format *const *f = formats; *f; f++)
        if (strcmp((*f)->name, name) == 0)
            return *f;
    return NULL;
}

char *export_format_names(char *buf, size_t n)
{
    size_t at = 0, count = 0;
    while (formats[count])
        count++;
    if (n)
        buf[0] = '\0';
    for (size_t i = 0; i < count && at < n; i++) {
        const char *sep = i == 0 ? "" : i + 1 == count ? " or " : ", ";
        int w = snprintf(buf + at, n - at, "%s%s", sep, formats[i]->name);
        at += w < 0 ? 0 : (size_t)w;
    }
    return buf;
}

int export_file_name(const struct export_format *f, const char *top, char *buf, size_t n)
{
    return f->file_name ? f->file_name(top, buf, n) : f->suffix ? export_safe_filename(top, f->suffix, buf, n) : -1;
}

enum export_status export_begin(const struct export_format *f, struct export_out *o,
                                const struct export_options *opt, struct export_writer **w,
                                struct export_error *err)
{
    static const struct export_options none;
    *w = calloc(1, sizeof **w);
    if (!*w) {
        err->status = EXPORT_NOMEM;
        snprintf(err->msg, sizeof err->msg, "out of memory starting the export");
        return EXPORT_NOMEM;
    }
    (*w)->f = f;
    if (f->write_top) {
        (*w)->out = o;
        (*w)->opt = opt ? *opt : none;
        return EXPORT_OK;
    }
    return f->begin(o, opt ? opt : &none, &(*w)->state, err);
}

enum export_status export_system(struct export_writer *w, const struct system_def *sys,
                                 struct export_error *err)
{
    return w->f->system_begin && w->state ? w->f->system_begin(w->state, sys, err) : EXPORT_OK;
}

enum export_status export_top(struct export_writer *w, const struct pol_object *top,
                              struct export_error *err)
{
    return w->f->write_top ? w->f->write_top(w->out, top, &w->opt, err) : w->f->top(w->state, top, err);
}

enum export_status export_end(struct export_writer *w, struct export_error *err)
{
    enum export_status st = w->state ? w->f->end(w->state, err) : EXPORT_OK;
    free(w);
    return st;
}
