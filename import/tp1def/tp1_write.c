/* import/tp1def/tp1_write.c — the tp1def writer (tp1def.h): DIR/<node>/<file> for every file of a
 * node. A file read from a directory is written by walking its source layout (layout_write):
 * unchanged, byte for byte; a changed operand rewrites its own statement, the operand spelled as
 * it was; an unspecified one loses its lines; a new one is `set name=value` after the last `set`,
 * before the commands (DEFI0014). A definition made in the console or the YAML document, with no
 * file behind it, is written from nothing: its operands in the schema's order, then its commands;
 * a command added in the console to a file read is written after the file's lines. */
#include "import/tp1def/tp1def.h"
#include "import/tp1def/tp1_lex.h"
#include "model/tp1/tp1.h"

#include <stdio.h>
#include <string.h>

/* The text of value for attribute attr of obj: an operand the definitions quote gets each item of
 * its comma list in double quotes (`"node2:10000","node3"`). */
static void put_value(struct textbuf *tb, const struct pol_object *obj, int attr, const char *value)
{
    if (!(obj->kind->attrs[attr]->flags & AF_QUOTED)) {
        tb_puts(tb, value);
        return;
    }
    for (const char *p = value;;) {
        size_t len = strcspn(p, ",");
        tb_putn(tb, "\"", 1);
        tb_putn(tb, p, len);
        tb_putn(tb, "\"", 1);
        if (!p[len])
            break;
        tb_putn(tb, ",", 1);
        p += len + 1;
    }
}

static void put_statement(struct textbuf *tb, const struct pol_object *obj, int attr, const char *value)
{
    tb_printf(tb, "set %s=", obj->kind->attrs[attr]->native);
    put_value(tb, obj, attr, value);
}

static const struct layout_syntax syntax = {
    .value = put_value, .statement = put_statement, .new_after = TP1_ST_SET};

/* Why a value of obj cannot be written in a definition file (a line break, a quote in a quoted
 * operand), as a message into err; NULL when every value can. */
static const char *unwritable(const struct pol_object *obj, struct export_error *err)
{
    for (unsigned i = 0; i < obj->kind->nattrs; i++) {
        const char *v = pol_get(obj, (int)i);
        const struct attr_def *a = obj->kind->attrs[i];
        if (!v || !(strpbrk(v, "\r\n") || ((a->flags & AF_QUOTED) && strchr(v, '"'))))
            continue;
        err->status = EXPORT_DATAERR;
        snprintf(err->msg, sizeof err->msg, "NODE(%.64s) %.64s: %s holds %s, which a definition file cannot carry",
                 obj->top->name, obj->name, a->native, strchr(v, '"') ? "a quote" : "a line break");
        return err->msg;
    }
    return NULL;
}

/* The command of object c (a scdbufgrp, scdmulti or dcsvstart) from its flags, for a file written
 * from nothing. */
static void put_command(struct textbuf *tb, const struct pol_object *c)
{
    tb_puts(tb, c->kind->native);
    for (unsigned i = 0; i < c->kind->nattrs; i++) {
        const char *v = pol_get(c, (int)i);
        const struct attr_def *a = c->kind->attrs[i];
        if (!v || (a->type == AT_ENUM && strcmp(v, "Y") != 0))
            continue;
        tb_printf(tb, " %s", a->native);
        if (a->type != AT_ENUM)
            tb_printf(tb, " %s", v);
    }
    tb_putn(tb, "\n", 1);
}

/* Writes file name with the text of obj: through its layout file f, or from nothing (f NULL). */
static enum export_status write_file(const struct export_files *fs, const char *name, const struct pol_object *obj,
                                     const struct layout_file *f, struct export_error *err)
{
    struct layout_want want[64];
    size_t n = 0;
    for (unsigned i = 0; i < obj->kind->nattrs && n < 64; i++)
        want[n++] = (struct layout_want){obj, (int)i};
    struct textbuf tb = {0};
    int rc = layout_write(f, &syntax, want, n, &tb);
    for (const struct pol_object *c = obj->first; c; c = c->next)
        if (!f || !c->src.file)   /* a laid-out file's commands are its lines; one added since, its own */
            put_command(&tb, c);
    struct export_out *o = NULL;
    enum export_status st = rc || tb.oom ? EXPORT_NOMEM : fs->open(fs->ctx, name, &o, err);
    if (st == EXPORT_OK) {
        export_out_write(o, tb.buf ? tb.buf : "", tb.len);
        st = fs->close(fs->ctx, o, err);
    }
    tb_free(&tb);
    return st;
}

/* True when the file object obj has a file of top's layout. */
static bool laid_out(const struct pol_object *top, const struct pol_object *obj)
{
    return layout_file_find(top, obj->name) != NULL;
}

static enum export_status write_files(const struct export_files *fs, const struct pol_object *top,
                                      const struct export_options *opt, struct export_error *err)
{
    (void)opt;
    for (const struct pol_object *c = top->first; c; c = c->next)
        if (unwritable(c, err))
            return EXPORT_DATAERR;
    enum export_status st = EXPORT_OK;
    for (uint32_t i = 0; st == EXPORT_OK && top->layout && i < top->layout->nfiles; i++) {
        const struct layout_file *f = top->layout->files[i];
        const struct pol_object *obj = pol_find(top, "file", f->name);
        if (obj)
            st = write_file(fs, f->name, obj, f, err);
    }
    for (const struct pol_object *c = top->first; st == EXPORT_OK && c; c = c->next)
        if (!laid_out(top, c))
            st = write_file(fs, c->name, c, NULL, err);
    return st;
}

/* The directory of node top: its name as it is when that is a plain name of letters, digits, '.',
 * '_' and '-' not starting with '.' (node1: the directory it was read from, for `diff -r`), else the
 * export's file-name rule (export_top_dir). */
static int dir_name(const char *top, char *buf, size_t n)
{
    size_t len = strlen(top);
    if (len && len < n && len < 256 && top[0] != '.' &&
        strspn(top, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-") == len) {
        memcpy(buf, top, len + 1);
        return 0;
    }
    return export_top_dir(top, buf, n);
}

const struct export_format tp1def_export_format = {
    .name = "tp1def",
    .title = "OpenTP1 definition directories, DIR/<node>/<file>",
    .system = "tp1",
    .file_name = dir_name,
    .write_files = write_files,
};
