/* import/yaml_write.c — the whole store as one YAML document, one queue manager at a time, with
 * libyaml's emitter; see export_yaml_* in import.h and the layout in yaml_doc.h.
 *
 * Every string is a double-quoted scalar: YAML 1.1 would read plain NO, OFF, 09030002 or 2026-05-14
 * as a boolean, a number or a date. The width is unlimited, so no scalar is folded over lines. */
#include "import/import.h"
#include "import/export_order.h"
#include "import/yaml_doc.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <yaml.h>

struct yaml_export {
    yaml_emitter_t em;
    struct export_out *out;
    struct export_error *err;
    int failed;             /* an export_status; the output's own failures are its to report */
};

static int out_handler(void *data, unsigned char *buffer, size_t size)
{
    struct export_out *o = data;
    export_out_write(o, buffer, size);
    return !export_out_failed(o);
}

/* Passes event to the emitter; an emitter failure that is not the output's is a data error. */
static void emit(struct yaml_export *y, yaml_event_t *ev, int made)
{
    if (y->failed || export_out_failed(y->out)) {
        if (made)
            yaml_event_delete(ev);
        return;
    }
    if (!made || !yaml_emitter_emit(&y->em, ev)) {
        if (export_out_failed(y->out))
            return;
        y->failed = EXPORT_DATAERR;
        y->err->status = EXPORT_DATAERR;
        snprintf(y->err->msg, sizeof y->err->msg, "YAML: %s",
                 y->em.problem ? y->em.problem : "an event could not be made");
    }
}

/* True when s is valid UTF-8 without surrogates or overlong forms. */
static bool utf8_valid(const unsigned char *s)
{
    while (*s) {
        unsigned c = *s, n = c < 0x80 ? 0 : c >= 0xC2 && c < 0xE0 ? 1 : c >= 0xE0 && c < 0xF0 ? 2
                               : c >= 0xF0 && c < 0xF5 ? 3 : 4;
        if (n == 4)
            return false;
        unsigned long cp = n ? c & (0x3Fu >> n) : c;
        for (unsigned i = 1; i <= n; i++) {
            if ((s[i] & 0xC0) != 0x80)
                return false;
            cp = (cp << 6) | (s[i] & 0x3F);
        }
        if ((n == 2 && (cp < 0x800 || (cp >= 0xD800 && cp < 0xE000))) || (n == 3 && (cp < 0x10000 || cp > 0x10FFFF)))
            return false;
        s += n + 1;
    }
    return true;
}

static void str(struct yaml_export *y, const char *s)
{
    if (y->failed)
        return;
    if (!utf8_valid((const unsigned char *)s)) {
        y->failed = EXPORT_DATAERR;
        y->err->status = EXPORT_DATAERR;
        snprintf(y->err->msg, sizeof y->err->msg,
                 "YAML: the value \"%.120s\" is not valid UTF-8 and cannot be written", s);
        return;
    }
    yaml_event_t ev;
    int made = yaml_scalar_event_initialize(&ev, NULL, NULL, (yaml_char_t *)s, (int)strlen(s), 0, 1,
                                            YAML_DOUBLE_QUOTED_SCALAR_STYLE);
    emit(y, &ev, made);
}

static void map_start(struct yaml_export *y, bool flow)
{
    yaml_event_t ev;
    emit(y, &ev, yaml_mapping_start_event_initialize(&ev, NULL, NULL, 1, flow ? YAML_FLOW_MAPPING_STYLE
                                                                               : YAML_BLOCK_MAPPING_STYLE));
}

static void map_end(struct yaml_export *y)
{
    yaml_event_t ev;
    emit(y, &ev, yaml_mapping_end_event_initialize(&ev));
}

static void seq_start(struct yaml_export *y, bool flow)
{
    yaml_event_t ev;
    emit(y, &ev, yaml_sequence_start_event_initialize(&ev, NULL, NULL, 1, flow ? YAML_FLOW_SEQUENCE_STYLE
                                                                                : YAML_BLOCK_SEQUENCE_STYLE));
}

static void seq_end(struct yaml_export *y)
{
    yaml_event_t ev;
    emit(y, &ev, yaml_sequence_end_event_initialize(&ev));
}

static void pair(struct yaml_export *y, const char *key, const char *value)
{
    str(y, key);
    str(y, value);
}

/* "attributes": the modelled values that are set, in schema order; nothing when none is. */
static void attributes(struct yaml_export *y, const struct pol_object *obj)
{
    bool any = false;
    for (unsigned i = 0; i < obj->kind->nattrs; i++)
        if (obj->vals[i]) {
            if (!any) {
                str(y, YK_ATTRS);
                map_start(y, false);
                any = true;
            }
            pair(y, obj->kind->attrs[i]->key, obj->vals[i]);
        }
    if (any)
        map_end(y);
}

/* key: the parameters of class cls as [keyword, value] or [keyword], in stored order. */
static void params(struct yaml_export *y, const char *key, const struct pol_param *v, size_t n,
                   unsigned cls)
{
    bool any = false;
    for (size_t i = 0; i < n; i++) {
        if ((v[i].cls == PARAM_READONLY) != (cls == PARAM_READONLY))
            continue;
        if (!any) {
            str(y, key);
            seq_start(y, false);
            any = true;
        }
        seq_start(y, true);
        str(y, v[i].keyword);
        if (v[i].value)
            str(y, v[i].value);
        seq_end(y);
    }
    if (any)
        seq_end(y);
}

static void object(struct yaml_export *y, const struct pol_object *obj)
{
    map_start(y, false);
    if (obj->parent)
        pair(y, YK_KIND, obj->kind->id);
    pair(y, YK_NAME, obj->name);
    attributes(y, obj);
    params(y, YK_READONLY, obj->params, obj->nparams, PARAM_READONLY);
    params(y, YK_OTHER, obj->params, obj->nparams, PARAM_OTHER);
}

static void record(struct yaml_export *y, const struct pol_record *r)
{
    map_start(y, false);
    pair(y, YK_VERB, r->verb);
    if (r->objtype)
        pair(y, YK_TYPE, r->objtype);
    if (r->name)
        pair(y, YK_NAME, r->name);
    if (r->key)
        pair(y, YK_KEY, r->key);
    params(y, YK_PARAMS, r->params, r->nparams, PARAM_OTHER);
    params(y, YK_READONLY, r->params, r->nparams, PARAM_READONLY);
    map_end(y);
}

static void objects(struct yaml_export *y, const struct pol_object *top)
{
    size_t n;
    const struct pol_object **v = export_sorted_objects(top, &n);
    if (n == (size_t)-1) {
        y->failed = EXPORT_NOMEM;
        y->err->status = EXPORT_NOMEM;
        snprintf(y->err->msg, sizeof y->err->msg, "out of memory writing %s", top->name);
        return;
    }
    if (n) {
        str(y, YK_OBJECTS);
        seq_start(y, false);
        for (size_t i = 0; i < n && !y->failed; i++) {
            object(y, v[i]);
            map_end(y);
        }
        seq_end(y);
    }
    free(v);
}

enum export_status export_yaml_begin(struct export_out *o, struct yaml_export **out,
                                     struct export_error *err)
{
    struct yaml_export *y = calloc(1, sizeof *y);
    if (!y || !yaml_emitter_initialize(&y->em)) {
        free(y);
        err->status = EXPORT_NOMEM;
        snprintf(err->msg, sizeof err->msg, "out of memory starting the YAML document");
        return EXPORT_NOMEM;
    }
    y->out = o;
    y->err = err;
    yaml_emitter_set_output(&y->em, out_handler, o);
    yaml_emitter_set_width(&y->em, -1);
    yaml_emitter_set_unicode(&y->em, 1);
    yaml_emitter_set_break(&y->em, YAML_LN_BREAK);
    yaml_event_t ev;
    emit(y, &ev, yaml_stream_start_event_initialize(&ev, YAML_UTF8_ENCODING));
    emit(y, &ev, yaml_document_start_event_initialize(&ev, NULL, NULL, NULL, 0));
    map_start(y, false);
    pair(y, YK_FORMAT, YDOC_FORMAT);
    str(y, YK_VERSION);
    char version[16];
    snprintf(version, sizeof version, "%d", YDOC_VERSION);
    emit(y, &ev, yaml_scalar_event_initialize(&ev, NULL, NULL, (yaml_char_t *)version, -1, 1, 0,
                                              YAML_PLAIN_SCALAR_STYLE));
    str(y, YK_QMGRS);
    seq_start(y, false);
    *out = y;
    return (enum export_status)y->failed;
}

enum export_status export_yaml_qmgr(struct yaml_export *y, const struct pol_object *top,
                                    struct export_error *err)
{
    y->err = err;
    object(y, top);
    objects(y, top);
    bool any = false;
    for (size_t i = 0; i < top->scope->nrecs && !y->failed; i++) {
        if (top->scope->recs[i]->deleted)
            continue;
        if (!any) {
            str(y, YK_RECORDS);
            seq_start(y, false);
            any = true;
        }
        record(y, top->scope->recs[i]);
    }
    if (any)
        seq_end(y);
    map_end(y);
    return (enum export_status)y->failed;
}

enum export_status export_yaml_end(struct yaml_export *y, struct export_error *err)
{
    y->err = err;
    yaml_event_t ev;
    seq_end(y);
    map_end(y);
    emit(y, &ev, yaml_document_end_event_initialize(&ev, 1));
    emit(y, &ev, yaml_stream_end_event_initialize(&ev));
    if (!y->failed && !export_out_failed(y->out) && !yaml_emitter_flush(&y->em) &&
        !export_out_failed(y->out)) {
        y->failed = EXPORT_DATAERR;
        err->status = EXPORT_DATAERR;
        snprintf(err->msg, sizeof err->msg, "YAML: the document could not be completed");
    }
    enum export_status st = (enum export_status)y->failed;
    yaml_emitter_delete(&y->em);
    free(y);
    return st;
}
