/* import/wlmxml/wlmxml_write.c — a service definition as WLM XML: the elements in the layout's
 * order (wlmxml_layout.c), values byte for byte, and each element kept verbatim by the reader
 * (wlmxml_apply.c) back after the sibling it followed. Nothing is written that the object does
 * not hold: an unspecified value has no element, an empty one is `<X/>`. */
#include "import/import_run.h"
#include "import/wlmxml/wlmxml_export.h"
#include "import/wlmxml/wlmxml_layout.h"
#include "import/wlmxml/wlmxml_records.h"
#include "import/wlmxml/wlmxml_tree.h"
#include "model/wlm/wlm_model.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* One object's verbatim elements, parsed from their keywords (PATH/PREV+NAME#n). */
struct verbatim {
    const char *container;   /* PATH/ ("" for a direct child) */
    size_t clen;
    const char *prev, *name; /* not NUL-terminated: plen, nlen */
    size_t plen, nlen;
    const char *raw;
    bool done;
};

struct writer {
    struct textbuf *tb;
};

static void write_object(struct writer *w, const struct pol_object *obj, unsigned depth);

static void indent(struct writer *w, unsigned depth)
{
    for (unsigned i = 0; i < depth; i++)
        tb_puts(w->tb, "    ");
}

/* Parses obj's verbatim parameters into v (at most obj->nparams). Returns their number. */
static size_t parse_verbatim(const struct pol_object *obj, struct verbatim *v)
{
    size_t n = 0;
    for (size_t i = 0; i < obj->nparams; i++) {
        const struct pol_param *p = &obj->params[i];
        const char *plus = p->value ? strrchr(p->keyword, '+') : NULL;
        if (!plus || p->cls != PARAM_OTHER)
            continue;
        const char *slash = plus;
        while (slash > p->keyword && slash[-1] != '/')
            slash--;
        const char *hash = strchr(plus, '#');
        v[n] = (struct verbatim){p->keyword, (size_t)(slash - p->keyword), slash,
                                 plus + 1, (size_t)(plus - slash),
                                 hash ? (size_t)(hash - plus - 1) : strlen(plus + 1), p->value, false};
        n++;
    }
    return n;
}

/* Writes the verbatim elements of container (prefix) that follow the element named after
 * (alen bytes; "" for the first place), and those that follow them. */
static void emit_after(struct writer *w, struct verbatim *v, size_t nv, const char *prefix,
                       const char *after, size_t alen, unsigned depth)
{
    size_t plen = strlen(prefix);
    for (size_t i = 0; i < nv; i++) {
        if (v[i].done || v[i].clen != plen || strncmp(v[i].container, prefix, plen) ||
            v[i].plen != alen || strncmp(v[i].prev, after, alen))
            continue;
        v[i].done = true;
        indent(w, depth);
        tb_puts(w->tb, v[i].raw);
        tb_puts(w->tb, "\n");
        emit_after(w, v, nv, prefix, v[i].name, v[i].nlen, depth);
    }
}

/* Marks the verbatim copies of element name in container prefix done: the writer writes it. */
static void suppress(struct verbatim *v, size_t nv, const char *prefix, const char *name)
{
    for (size_t i = 0; i < nv; i++)
        if (v[i].clen == strlen(prefix) && !strncmp(v[i].container, prefix, v[i].clen) &&
            v[i].nlen == strlen(name) && !strncmp(v[i].name, name, v[i].nlen))
            v[i].done = true;
}

/* Writes <el>value</el>, or <el/> for an empty value. */
static void leaf(struct writer *w, const char *el, const char *value, unsigned depth)
{
    indent(w, depth);
    if (!*value) {
        tb_printf(w->tb, "<%s/>\n", el);
        return;
    }
    tb_printf(w->tb, "<%s>", el);
    wx_escape(w->tb, value, strlen(value));
    tb_printf(w->tb, "</%s>\n", el);
}

/* The first child of obj's container slot s, and the next (NULL at the end): a top-level kind's
 * objects hang under the top (service classes: those naming obj as their workload). */
static const struct pol_object *next_child(const struct pol_object *obj, const struct wx_slot *s,
                                           const struct pol_object *after)
{
    const struct kind_def *k = wlm_kind(s->child);
    const struct pol_object *parent = k->parents ? obj : obj->top;
    const struct pol_object *c = after ? pol_next_child(after, k) : pol_first_child(parent, k);
    if (s->child == WLM_SERVCLASS)
        while (c && strcmp(pol_get_key(c, "workload") ? pol_get_key(c, "workload") : "", obj->name))
            c = pol_next_child(c, k);
    return c;
}

/* Whether anything of obj stands inside group element path (prefix of slot paths): a value, or
 * a verbatim element. */
static bool group_has_content(const struct pol_object *obj, const char *path,
                              const struct verbatim *v, size_t nv)
{
    size_t n = strlen(path);
    const struct wx_layout *l = wx_layout((enum wlm_kind)obj->kind->index);
    for (size_t i = 0; i < l->n; i++) {
        const char *p = wx_slot_path(obj->kind, &l->slots[i]);
        if (l->slots[i].type == WX_ATTR && !strncmp(p, path, n) && p[n] == '/' &&
            pol_get_key(obj, l->slots[i].key))
            return true;
    }
    for (size_t i = 0; i < nv; i++)
        if (v[i].clen > n && !strncmp(v[i].container, path, n) && v[i].container[n] == '/')
            return true;
    return false;
}

static void write_elements(struct writer *w, const struct pol_object *obj, const char *prefix,
                           struct verbatim *v, size_t nv, unsigned depth);

/* Writes slot s of obj (path rel, relative to prefix) and what follows it verbatim. */
static void write_slot(struct writer *w, const struct pol_object *obj, const struct wx_slot *s,
                       const char *prefix, const char *rel, struct verbatim *v, size_t nv,
                       unsigned depth)
{
    if (s->type == WX_NAME) {
        leaf(w, rel, obj->name, depth);
    } else if (s->type == WX_ATTR) {
        const char *val = pol_get_key(obj, s->key);
        if (!val)
            return;
        leaf(w, rel, val, depth);
    } else {
        const struct pol_object *c = next_child(obj, s, NULL);
        if (!c)
            return;
        if (*rel) {
            suppress(v, nv, prefix, rel);
            indent(w, depth);
            tb_printf(w->tb, "<%s>\n", rel);
        }
        for (; c; c = next_child(obj, s, c))
            write_object(w, c, depth + (*rel ? 1 : 0));
        if (*rel) {
            indent(w, depth);
            tb_printf(w->tb, "</%s>\n", rel);
        }
        if (!*rel)
            return;
    }
    emit_after(w, v, nv, prefix, rel, strlen(rel), depth);
}

/* Writes a group element (ServiceParameter) and what it holds. */
static void write_group(struct writer *w, const struct pol_object *obj, const char *prefix,
                        const char *group, size_t glen, struct verbatim *v, size_t nv, unsigned depth)
{
    char path[256], inner[260];
    snprintf(path, sizeof path, "%s%.*s", prefix, (int)glen, group);
    if (!group_has_content(obj, path, v, nv))
        return;
    suppress(v, nv, prefix, path + strlen(prefix));
    indent(w, depth);
    tb_printf(w->tb, "<%.*s>\n", (int)glen, group);
    snprintf(inner, sizeof inner, "%s/", path);
    write_elements(w, obj, inner, v, nv, depth + 1);
    indent(w, depth);
    tb_printf(w->tb, "</%.*s>\n", (int)glen, group);
    emit_after(w, v, nv, prefix, group, glen, depth);
}

/* Writes the slots of obj under prefix (its own element: ""), in layout order. */
static void write_elements(struct writer *w, const struct pol_object *obj, const char *prefix,
                           struct verbatim *v, size_t nv, unsigned depth)
{
    const struct wx_layout *l = wx_layout((enum wlm_kind)obj->kind->index);
    size_t plen = strlen(prefix);
    const char *last_group = NULL;
    size_t last_glen = 0;
    emit_after(w, v, nv, prefix, "", 0, depth);
    for (size_t i = 0; i < l->n; i++) {
        const char *p = wx_slot_path(obj->kind, &l->slots[i]);
        if (strncmp(p, prefix, plen))
            continue;
        const char *rel = p + plen, *slash = strchr(rel, '/');
        if (!slash) {
            write_slot(w, obj, &l->slots[i], prefix, rel, v, nv, depth);
            continue;
        }
        size_t glen = (size_t)(slash - rel);
        if (last_group && last_glen == glen && !strncmp(last_group, rel, glen))
            continue;
        last_group = rel;
        last_glen = glen;
        write_group(w, obj, prefix, rel, glen, v, nv, depth);
    }
    for (size_t i = 0; i < nv; i++)   /* a verbatim element whose neighbour is gone: at the end */
        if (!v[i].done && v[i].clen == plen && !strncmp(v[i].container, prefix, plen)) {
            v[i].done = true;
            indent(w, depth);
            tb_printf(w->tb, "%s\n", v[i].raw);
        }
}

/* The element name of obj: its kind's, a goal period's goal type. */
static const char *element_name(const struct pol_object *obj)
{
    const char *gt = wlm_is_kind(obj->kind, WLM_PERIOD) ? pol_get_key(obj, "goaltype") : NULL;
    return gt ? gt : obj->kind->native;
}

static void write_object(struct writer *w, const struct pol_object *obj, unsigned depth)
{
    const char *el = element_name(obj);
    if (wlm_is_kind(obj->kind, WLM_NOTE) && !obj->nparams) {
        leaf(w, el, pol_get_key(obj, "text") ? pol_get_key(obj, "text") : "", depth);
        return;
    }
    struct verbatim *v = obj->nparams ? calloc(obj->nparams, sizeof *v) : NULL;
    size_t nv = v ? parse_verbatim(obj, v) : 0;
    if (obj->nparams && !v)
        w->tb->oom = 1;
    indent(w, depth);
    tb_printf(w->tb, "<%s", el);
    if (!obj->parent) {
        const char *ns = pol_get_key(obj, "namespace"), *cp = pol_get_key(obj, "codepage");
        tb_puts(w->tb, " xmlns=\"");
        tb_puts(w->tb, ns ? ns : WLM_XML_NAMESPACE);
        tb_puts(w->tb, "\"");
        if (cp)
            tb_printf(w->tb, " codepage=\"%s\"", cp);
    }
    bool empty = nv == 0 && !pol_first_child(obj, NULL);
    for (unsigned i = 0; empty && i < obj->kind->nattrs; i++)
        empty = !obj->vals[i] || (obj->kind->attrs[i]->flags & (AF_COMMAND | AF_HEADER));
    if (empty && (obj->kind->flags & KF_UNNAMED)) {
        tb_puts(w->tb, "/>\n");
        free(v);
        return;
    }
    tb_puts(w->tb, ">\n");
    write_elements(w, obj, "", v, nv, depth + 1);
    indent(w, depth);
    tb_printf(w->tb, "</%s>\n", el);
    free(v);
}

/* The first service class of top whose workload is not a workload of top, or NULL. */
static const struct pol_object *orphan_class(const struct pol_object *top)
{
    const struct kind_def *sc = wlm_kind(WLM_SERVCLASS);
    for (const struct pol_object *c = pol_first_child(top, sc); c; c = pol_next_child(c, sc)) {
        const char *wl = pol_get_key(c, "workload");
        if (!wl || !pol_find(top, wlm_kind(WLM_WORKLOAD)->ns, wl))
            return c;
    }
    return NULL;
}

enum export_status export_wlmxml_definition(struct export_out *o, const struct pol_object *top,
                                            unsigned record_length, struct export_error *err)
{
    const struct pol_object *orphan = orphan_class(top);
    if (orphan) {
        err->status = EXPORT_DATAERR;
        snprintf(err->msg, sizeof err->msg,
                 "service definition %s: service class %s names no workload of the definition "
                 "(%s): the XML holds a class only inside its workload", top->name, orphan->name,
                 pol_get_key(orphan, "workload") ? pol_get_key(orphan, "workload") : "none");
        return EXPORT_DATAERR;
    }
    struct textbuf tb = {0};
    struct writer w = {&tb};
    write_object(&w, top, 0);
    if (tb.oom) {
        tb_free(&tb);
        err->status = EXPORT_NOMEM;
        snprintf(err->msg, sizeof err->msg, "out of memory");
        return EXPORT_NOMEM;
    }
    if (!record_length) {
        export_out_write(o, tb.buf, tb.len);
        tb_free(&tb);
        return EXPORT_OK;
    }
    size_t n = 0;
    char *rec = wlmxml_records_split(tb.buf, tb.len, record_length, &n);
    tb_free(&tb);
    if (!rec) {
        err->status = n ? EXPORT_DATAERR : EXPORT_NOMEM;
        snprintf(err->msg, sizeof err->msg, n ? "service definition %s: byte %zu of the XML cannot "
                 "stand in %u-byte records (a line break inside a value, or blanks after a '>' at "
                 "a record end)" : "out of memory", top->name, n, record_length);
        return err->status;
    }
    export_out_write(o, rec, n);
    free(rec);
    return EXPORT_OK;
}

/* The XML file of one service definition (export_format.write_top). */
static enum export_status write_top(struct export_out *o, const struct pol_object *top,
                                    const struct export_options *opt, struct export_error *err)
{
    return export_wlmxml_definition(o, top, (unsigned)export_option_number(opt, "record-length", 0), err);
}

static const struct import_option_def reclen_option = {
    .name = "record-length",
    .system = "wlm",
    .what = "a record length",
    .metavar = "N",
    .label = "Records",
    .names = "the record length",
    .help = "records of N bytes, for upload to a fixed-record data set (0 or not given: lines)",
    .type = IMPORT_OPT_INT,
    .min = 1,
    .max = WLMXML_RECLEN_MAX,
    .zero = "lines",
};

static const struct import_option_def *const writer_options[] = {&reclen_option, NULL};

const struct export_format wlmxml_export_format = {
    .name = "wlmxml",
    .title = "One XML file per WLM service definition (WSCDEF.xml)",
    .system = "wlm",
    .file = NULL,
    .suffix = ".xml",
    .write_top = write_top,
    .options = writer_options,
};
