/* import/notesini/notesini_write.c — the NOTES.INI writer: DIR/<server>/notes.ini, the server's
 * directory named by the export's safe-name rule (export_safe_filename). A server read from a
 * NOTES.INI is written from its layout: byte for byte as read, a changed value rewriting its own
 * line (key as spelled, line end, encoding kept), an unspecified one dropping its line, a new
 * setting appended at the end as `Native=value` (what Domino's `set config` does with a new key is
 * not documented in the sources found). A server never read from a file gets a file of its own:
 * [Notes], ServerName=, then its settings in schema order. Values are written in the file's
 * encoding, as the store keeps them. */
#include "import/notesini/notesini_formats.h"

#include <stdio.h>
#include <string.h>

#include "import/import_run.h"
#include "model/domino/domino.h"

/* A changed value: as stored. */
static void value(struct textbuf *tb, const struct pol_object *o, int a, const char *v)
{
    (void)o;
    (void)a;
    tb_puts(tb, v);
}

/* A new setting: its native name, `=`, the value. */
static void statement(struct textbuf *tb, const struct pol_object *o, int a, const char *v)
{
    tb_printf(tb, "%s=%s", o->kind->attrs[a]->native, v);
}

static const struct layout_syntax syntax = {.value = value, .statement = statement, .new_after = 0};

/* Refuses a value that a line cannot carry: a line break (the store never holds one from a file,
 * but a YAML document may). */
static bool line_safe(const struct pol_object *top, struct export_error *err)
{
    for (unsigned i = 0; i < top->kind->nattrs; i++) {
        const char *v = pol_get(top, (int)i);
        if (v && strpbrk(v, "\r\n")) {
            err->status = EXPORT_DATAERR;
            snprintf(err->msg, sizeof err->msg, "SERVER(%.64s) %s: holds a line break, which a NOTES.INI line "
                     "cannot carry", top->name, top->kind->attrs[i]->native);
            return false;
        }
    }
    return true;
}

static enum export_status write_files(const struct export_files *fs, const struct pol_object *top,
                                      const struct export_options *opt, struct export_error *err)
{
    (void)opt;
    if (!line_safe(top, err))
        return EXPORT_DATAERR;
    struct layout_want want[64];
    size_t n = 0;
    for (unsigned i = 0; i < top->kind->nattrs && n < 64; i++)
        if (domino_is_setting(top->kind->attrs[i]))
            want[n++] = (struct layout_want){top, (int)i};
    const struct layout_file *f = layout_file_find(top, "notes.ini");
    struct textbuf tb = {0};
    if (!f)
        tb_printf(&tb, "[Notes]\nServerName=%s\n", top->name);
    if (layout_write(f, &syntax, want, n, &tb) || tb.oom) {
        tb_free(&tb);
        err->status = EXPORT_NOMEM;
        snprintf(err->msg, sizeof err->msg, "out of memory");
        return EXPORT_NOMEM;
    }
    struct export_out *o;
    enum export_status st = fs->open(fs->ctx, "notes.ini", &o, err);
    if (st == EXPORT_OK) {
        export_out_share(o);
        export_out_write(o, tb.buf ? tb.buf : "", tb.len);
        st = fs->close(fs->ctx, o, err);
    }
    tb_free(&tb);
    return st;
}

/* The server's directory: its canonical name by the safe-name rule (CN%3DA%6C%70%68%61%2FO…). */
static int dir_name(const char *top, char *buf, size_t n)
{
    return export_safe_filename(top, "", buf, n);
}

const struct export_format notesini_export_format = {
    .name = "notesini",
    .title = "Domino servers' NOTES.INI, DIR/<server>/notes.ini, byte for byte where unchanged",
    .system = "domino",
    .file_name = dir_name,
    .write_files = write_files,
};
