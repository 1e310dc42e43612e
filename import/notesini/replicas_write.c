/* import/notesini/replicas_write.c — the replica list writer: DIR/replicas.csv, the header, then
 * one row per replica of every server, servers by name and each server's replicas in their
 * order, the server by its canonical name and the replica id with its colon (replicas_csv.h). */
#include "import/notesini/notesini_formats.h"
#include "import/notesini/replicas_csv.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/domino/domino.h"

struct list_write {
    struct export_out *o;
    struct textbuf tb;
};

static enum export_status begin(struct export_out *o, const struct export_options *opt, void **state,
                                struct export_error *err)
{
    (void)opt;
    struct list_write *w = calloc(1, sizeof *w);
    if (!w) {
        err->status = EXPORT_NOMEM;
        snprintf(err->msg, sizeof err->msg, "out of memory");
        return EXPORT_NOMEM;
    }
    w->o = o;
    export_out_share(o);
    export_out_write(o, REPLICAS_HEADER "\n", strlen(REPLICAS_HEADER) + 1);
    *state = w;
    return EXPORT_OK;
}

/* The flags of replica r as a |-list. */
static void put_flags(struct textbuf *tb, const struct pol_object *r)
{
    static const char *const keys[] = {"out_of_service", "pending_delete", "clustered"};
    bool any = false;
    for (size_t i = 0; i < 3; i++) {
        const char *v = pol_get_key(r, keys[i]);
        if (v && strcmp(v, "YES") == 0) {
            tb_printf(tb, "%s%s", any ? "|" : "", keys[i]);
            any = true;
        }
    }
}

static enum export_status top(void *state, const struct pol_object *srv, struct export_error *err)
{
    struct list_write *w = state;
    for (const struct pol_object *r = pol_first_child(srv, domino_kind(DOM_REPLICA)); r;
         r = pol_next_child(r, domino_kind(DOM_REPLICA))) {
        const char *title = pol_get_key(r, "database"), *path = pol_get_key(r, "path");
        if ((title && strpbrk(title, "\r\n")) || (path && strpbrk(path, "\r\n"))) {
            err->status = EXPORT_DATAERR;
            snprintf(err->msg, sizeof err->msg, "SERVER(%.64s) REPLICA(%s): a line break, which a replica list "
                     "row cannot carry", srv->name, r->name);
            return EXPORT_DATAERR;
        }
        w->tb.len = 0;
        replicas_put_field(&w->tb, srv->name);
        tb_puts(&w->tb, ",");
        replicas_put_field(&w->tb, title ? title : "");
        tb_printf(&w->tb, ",%s,", r->name);
        replicas_put_field(&w->tb, path ? path : "");
        tb_puts(&w->tb, ",");
        put_flags(&w->tb, r);
        tb_puts(&w->tb, "\n");
        if (w->tb.oom) {
            err->status = EXPORT_NOMEM;
            snprintf(err->msg, sizeof err->msg, "out of memory");
            return EXPORT_NOMEM;
        }
        export_out_write(w->o, w->tb.buf, w->tb.len);
    }
    return EXPORT_OK;
}

static enum export_status end(void *state, struct export_error *err)
{
    (void)err;
    struct list_write *w = state;
    if (w)
        tb_free(&w->tb);
    free(w);
    return EXPORT_OK;
}

const struct export_format replicas_export_format = {
    .name = "replicas",
    .title = "Domino replicas, one CSV list (DIR/replicas.csv)",
    .system = "domino",
    .file = "replicas.csv",
    .begin = begin,
    .top = top,
    .end = end,
};
