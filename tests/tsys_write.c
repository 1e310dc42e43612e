/* tests/tsys_write.c — the test system's writer (tsys.h): a directory per site, DIR/<site>/, of two
 * files, site.txt (the site and its description) and servers.txt (a line per server: name, weight,
 * state), written through the export's struct export_files: the proof that a format writes several
 * files per top-level object with nothing generic knowing it. A description holding a line break
 * cannot be written (EXPORT_DATAERR), which refuses the whole export. */
#include "tests/tsys.h"

#include <stdio.h>
#include <string.h>

#include "import/import.h"

/* Writes s to o. */
static void put(struct export_out *o, const char *s)
{
    export_out_write(o, s, strlen(s));
}

/* Opens the top's file name through fs, writes text into it and closes it. */
static enum export_status one_file(const struct export_files *fs, const char *name, const char *text,
                                   struct export_error *err)
{
    struct export_out *o;
    enum export_status st = fs->open(fs->ctx, name, &o, err);
    if (st != EXPORT_OK)
        return st;
    put(o, text);
    return fs->close(fs->ctx, o, err);
}

static enum export_status write_files(const struct export_files *fs, const struct pol_object *top,
                                      const struct export_options *opt, struct export_error *err)
{
    (void)opt;
    const char *descr = pol_get_key(top, "descr");
    if (descr && strpbrk(descr, "\r\n")) {
        err->status = EXPORT_DATAERR;
        snprintf(err->msg, sizeof err->msg, "SITE(%.100s) DESCR: holds a line break, which site.txt cannot carry",
                 top->name);
        return EXPORT_DATAERR;
    }
    char site[200];
    snprintf(site, sizeof site, "SITE %.16s\nDESCR %.64s\n", top->name, descr ? descr : "");
    enum export_status st = one_file(fs, "site.txt", site, err);
    struct textbuf tb = {0};
    for (const struct pol_object *c = top->first; st == EXPORT_OK && c; c = c->next)
        if (c->kind == tsys_kind(TSYS_SERVER)) {
            const char *w = pol_get_key(c, "weight"), *s = pol_get_key(c, "state");
            tb_printf(&tb, "%s WEIGHT %s STATE %s\n", c->name, w ? w : "-", s ? s : "-");
        }
    if (st == EXPORT_OK)
        st = one_file(fs, "servers.txt", tb.buf ? tb.buf : "", err);
    tb_free(&tb);
    return st;
}

static int dir_name(const char *top, char *buf, size_t n)
{
    return export_top_dir(top, buf, n);
}

const struct export_format tsys_dir_format = {
    .name = "tsysdir",
    .title = "Test system sites, a directory of two files per site",
    .system = "tst",
    .file_name = dir_name,
    .write_files = write_files,
};
