/* import/wasxml/wasxml_formats.c — the WebSphere formats as import/ tries and lists them; see
 * wasxml_formats.h. */
#include "import/wasxml/wasxml_formats.h"

#include <stdio.h>

#include "import/wasxml/wasxml_int.h"
#include "model/was/was.h"

/* Known by its root element or DOCTYPE, both the product's own: a signature of its own, tried
 * after the readers registered before it with one, so that the declared options keep their order
 * (its --was-server after MQ's --qmgr and --platform on the command line and the Import panel). */
static const struct import_format doc_format = {
    .name = "WAS XML", .system = "was", .certainty = IMPORT_SIGNED, .options = wasxml_options,
    .detect = wasxml_detect, .read = wasxml_read,
    .what = "a WebSphere for z/OS workload classification document (--was-server CELL/NODE/SERVER)",
    .keeps_top = true};

const struct import_format *const was_readers[] = {&doc_format, NULL};

/* Writes tb to the top's file name through fs; frees tb. */
static enum export_status put_file(const struct export_files *fs, const char *name, struct textbuf *tb,
                                   struct export_error *err)
{
    struct export_out *o;
    enum export_status st = tb->oom ? EXPORT_NOMEM : fs->open(fs->ctx, name, &o, err);
    if (st == EXPORT_NOMEM) {
        err->status = EXPORT_NOMEM;
        snprintf(err->msg, sizeof err->msg, "out of memory");
    }
    if (st == EXPORT_OK) {
        export_out_share(o);
        export_out_write(o, tb->buf ? tb->buf : "", tb->len);
        st = fs->close(fs->ctx, o, err);
    }
    tb_free(tb);
    return st;
}

/* A cell's files: for each server, NODE/SERVER/classification.xml and NODE/SERVER/wsadmin.py, the
 * two directory names by the export's file-name rule (export_top_dir). */
static enum export_status write_cell(const struct export_files *fs, const struct pol_object *cell,
                                     const struct export_options *opt, struct export_error *err)
{
    (void)opt;
    const struct kind_def *nk = was_kind(WAS_NODE), *sk = was_kind(WAS_SERVER);
    for (const struct pol_object *node = pol_first_child(cell, nk); node; node = pol_next_child(node, nk))
        for (const struct pol_object *srv = pol_first_child(node, sk); srv; srv = pol_next_child(srv, sk)) {
            char nd[300], sd[300], name[700];
            if (export_top_dir(node->name, nd, sizeof nd) || export_top_dir(srv->name, sd, sizeof sd)) {
                err->status = EXPORT_CANTCREAT;
                snprintf(err->msg, sizeof err->msg, "node %.100s, server %.100s: the name cannot be a directory",
                         node->name, srv->name);
                return EXPORT_CANTCREAT;
            }
            struct textbuf tb = {0};
            wasxml_write_document(&tb, srv);
            snprintf(name, sizeof name, "%s/%s/classification.xml", nd, sd);
            enum export_status st = put_file(fs, name, &tb, err);
            if (st != EXPORT_OK)
                return st;
            wasxml_write_wsadmin(&tb, srv);
            snprintf(name, sizeof name, "%s/%s/wsadmin.py", nd, sd);
            if ((st = put_file(fs, name, &tb, err)) != EXPORT_OK)
                return st;
        }
    return EXPORT_OK;
}

static const struct export_format was_format = {
    .name = "was",
    .title = "WebSphere for z/OS: classification.xml and wsadmin.py per server",
    .system = "was",
    .file_name = export_top_dir,
    .write_files = write_cell,
};

const struct export_format *const was_writers[] = {&was_format, NULL};
