/* import/yaml/yaml_write.c — the whole store as one YAML document, a section per system, one
 * top-level object at a time, with libyaml's emitter; see yaml_export.h and the layout in
 * yaml_doc.h.
 *
 * Every string is a double-quoted scalar: YAML 1.1 would read plain NO, OFF, 09030002 or 2026-05-14
 * as a boolean, a number or a date. The width is unlimited, so no scalar is folded over lines. */
#include "import/import_run.h"
#include "import/export_order.h"
#include "import/yaml/yaml_doc.h"
#include "import/yaml/yaml_export.h"
#include "import/yaml/yaml_in.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <yaml.h>

struct yaml_export {
    yaml_emitter_t em;
    struct export_out *out;
    struct export_error *err;
    int failed;             /* an export_status; the output's own failures are its to report */
    const struct pol_object *obj;   /* the object being written, for messages */
    const struct system_def *sys;   /* the system whose section is open, or NULL */
    const char *keyword;            /* the keyword whose value is being written, for messages; or NULL */
    bool kept;                      /* that value is one kept verbatim (a parameter's) */
    bool out_failed;                /* the output failed (its own error says why) */
    /* the collections' start events, [MAP or SEQ][flow], and end events, made once: they own no
     * memory, and the emitter takes a copy of each event it is given */
    yaml_event_t starts[2][2], ends[2];
};

/* The emitter's output handler: its buffer (data is the yaml_export) to the export's output. */
static int out_handler(void *data, unsigned char *buffer, size_t size)
{
    struct yaml_export *y = data;
    export_out_write(y->out, buffer, size);
    y->out_failed = export_out_failed(y->out);
    return !y->out_failed;
}

/* Passes event to the emitter; an emitter failure that is not the output's is a data error. */
static void emit(struct yaml_export *y, yaml_event_t *ev, int made)
{
    if (y->failed || y->out_failed) {
        if (made)
            yaml_event_delete(ev);
        return;
    }
    if (!made || !yaml_emitter_emit(&y->em, ev)) {
        if (y->out_failed)
            return;
        y->failed = EXPORT_DATAERR;
        y->err->status = EXPORT_DATAERR;
        snprintf(y->err->msg, sizeof y->err->msg, "YAML: %s",
                 y->em.problem ? y->em.problem : "an event could not be made");
    }
}

/* Refuses string s, whose byte at is what (a phrase) and makes it unwritable; advice ends the message. */
static void refuse(struct yaml_export *y, const char *s, size_t at, const char *what, const char *advice)
{
    char path[300];
    y->failed = EXPORT_DATAERR;
    y->err->status = EXPORT_DATAERR;
    snprintf(y->err->msg, sizeof y->err->msg, "YAML: %s: the value \"%.*s…\" %s (0x%02X, after %zu bytes) and cannot "
             "be written%s", y->obj ? schema_object_path(y->obj, path, sizeof path) : "the document",
             (int)(at < 60 ? at : 60), at < 60 ? s : s + at - 60, what,
             schema_control_len(s + at) ? schema_control_code(s + at) : (unsigned)(unsigned char)s[at], at, advice);
}

/* The length of s when each of its bytes is printable ASCII or a tab, else SIZE_MAX: nearly every
 * value is, and neither check str makes can refuse such a string (one pass instead of three: the
 * length, the UTF-8 and the control characters were a twelfth of the export). */
static size_t printable_len(const char *s)
{
    const unsigned char *p = (const unsigned char *)s;
    for (;; p++) {
        unsigned c = *p;
        if (c - 0x20u < 0x5fu || c == '\t')
            continue;
        return c ? SIZE_MAX : (size_t)(p - (const unsigned char *)s);
    }
}

/* A double-quoted scalar of the len bytes at s, which are UTF-8 without control characters. */
static void scalar(struct yaml_export *y, const char *s, size_t len)
{
    yaml_event_t ev;
    int made = yaml_scalar_event_initialize(&ev, NULL, NULL, (yaml_char_t *)s, (int)len, 0, 1,
                                            YAML_DOUBLE_QUOTED_SCALAR_STYLE);
    emit(y, &ev, made);
}

/* A YIN_BYTES_TAG scalar of the len bytes at s (any but NUL), in base64: what is not UTF-8 goes
 * through the document exactly (version 2). */
static void bytes_scalar(struct yaml_export *y, const char *s, size_t len)
{
    static const char digits[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    struct textbuf tb = {0};
    const unsigned char *u = (const unsigned char *)s;
    for (size_t i = 0; i < len; i += 3) {
        unsigned v = (unsigned)u[i] << 16 | (i + 1 < len ? (unsigned)u[i + 1] << 8 : 0) | (i + 2 < len ? u[i + 2] : 0);
        char q[4] = {digits[v >> 18], digits[(v >> 12) & 63], i + 1 < len ? digits[(v >> 6) & 63] : '=',
                     i + 2 < len ? digits[v & 63] : '='};
        tb_putn(&tb, q, 4);
    }
    if (tb.oom) {
        y->failed = EXPORT_NOMEM;
        y->err->status = EXPORT_NOMEM;
        snprintf(y->err->msg, sizeof y->err->msg, "out of memory writing the YAML document");
    } else {
        yaml_event_t ev;
        int made = yaml_scalar_event_initialize(&ev, NULL, (yaml_char_t *)YIN_BYTES_TAG,
                                                (yaml_char_t *)(tb.buf ? tb.buf : ""), (int)tb.len, 0, 0,
                                                YAML_DOUBLE_QUOTED_SCALAR_STYLE);
        emit(y, &ev, made);
    }
    tb_free(&tb);
}

/* A name of the document's own or of the schema's (a key, a kind): printable ASCII, so not checked. */
static void name(struct yaml_export *y, const char *s)
{
    if (!y->failed)
        scalar(y, s, strlen(s));
}

/* Whether s, a value that holds a control character, is one the YAML import reads back: kept
 * verbatim, the system's native check accepts it; of a system without native checks (WLM: a
 * description over two lines, an element kept as read), its control characters are the line ends
 * and tabs an XML text holds. libyaml writes each as an escape (\n, \r) inside the double-quoted
 * scalar. */
static bool kept_ok(const struct yaml_export *y, const char *s)
{
    const struct import_native *n = y->obj ? import_native(y->obj->kind->sys) : NULL;
    if (n && !y->kept)
        return false;
    if (n && n->verbatim_problem)
        return n->verbatim_problem(s) == NULL;
    for (const unsigned char *p = (const unsigned char *)s; *p; p++)
        if ((*p < 0x20 && *p != '\t' && *p != '\n' && *p != '\r') || *p == 0x7f)
            return false;
    return true;
}

/* A value or keyword of the store's: checked for UTF-8 and control characters first, and refused
 * (the export fails) when it has either, but for the line ends the YAML import reads back
 * (kept_ok). */
static void str(struct yaml_export *y, const char *s)
{
    if (y->failed)
        return;
    size_t len = printable_len(s), ok = len;
    const char *cc = NULL;
    if (len == SIZE_MAX) {
        len = strlen(s);
        ok = import_utf8_prefix(s, len);
        cc = ok < len ? NULL : schema_control_char(s);
        if (cc && kept_ok(y, s))
            cc = NULL;
    }
    if (ok < len) {
        /* bytes of another code page: as they are, in base64, unless a control character that the
           YAML import refuses is among them */
        for (size_t i = 0; i < len; i++)
            if (((unsigned char)s[i] < 0x20 && s[i] != '\t' && !kept_ok(y, s)) || s[i] == 0x7f) {
                refuse(y, s, i, "holds a control character", ": the YAML import refuses it");
                return;
            }
        bytes_scalar(y, s, len);
        return;
    }
    if (cc) {
        char what[120];
        snprintf(what, sizeof what, "%s%.64s%sholds a control character", y->keyword ? "of " : "",
                 y->keyword ? y->keyword : "", y->keyword ? " " : "");
        refuse(y, s, (size_t)(cc - s), what, ": the YAML import refuses it");
        return;
    }
    scalar(y, s, len);
}

enum coll { MAP, SEQ };

/* Starts a mapping or a sequence, in flow style ({a: b}, [a, b]) when flow, else in block style. */
static void start(struct yaml_export *y, enum coll c, bool flow)
{
    yaml_event_t ev = y->starts[c][flow];
    emit(y, &ev, 1);
}

/* Ends the innermost mapping or sequence. */
static void end(struct yaml_export *y, enum coll c)
{
    yaml_event_t ev = y->ends[c];
    emit(y, &ev, 1);
}

/* Makes the collections' events once (y->starts, y->ends): 0, or -1 when libyaml refuses one. */
static int make_events(struct yaml_export *y)
{
    yaml_event_t *m = y->starts[MAP], *q = y->starts[SEQ];
    bool made = yaml_mapping_start_event_initialize(&m[0], NULL, NULL, 1, YAML_BLOCK_MAPPING_STYLE) &&
                yaml_mapping_start_event_initialize(&m[1], NULL, NULL, 1, YAML_FLOW_MAPPING_STYLE) &&
                yaml_sequence_start_event_initialize(&q[0], NULL, NULL, 1, YAML_BLOCK_SEQUENCE_STYLE) &&
                yaml_sequence_start_event_initialize(&q[1], NULL, NULL, 1, YAML_FLOW_SEQUENCE_STYLE) &&
                yaml_mapping_end_event_initialize(&y->ends[MAP]) &&
                yaml_sequence_end_event_initialize(&y->ends[SEQ]);
    return made ? 0 : -1;
}

/* A key of the document's (name) and a value of the store's (str). */
static void pair(struct yaml_export *y, const char *key, const char *value)
{
    name(y, key);
    str(y, value);
}

/* "attributes": the modelled values that are set, in schema order; nothing when none is. */
static void attributes(struct yaml_export *y, const struct pol_object *obj)
{
    bool any = false;
    for (unsigned i = 0; i < obj->kind->nattrs; i++)
        if (obj->vals[i]) {
            if (!any) {
                name(y, YK_ATTRS);
                start(y, MAP, false);
                any = true;
            }
            y->keyword = obj->kind->attrs[i]->native;
            pair(y, obj->kind->attrs[i]->key, obj->vals[i]);
            y->keyword = NULL;
        }
    if (any)
        end(y, MAP);
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
            name(y, key);
            start(y, SEQ, false);
            any = true;
        }
        start(y, SEQ, true);
        str(y, v[i].keyword);
        y->keyword = v[i].keyword;
        y->kept = true;
        if (v[i].value)
            str(y, v[i].value);
        y->keyword = NULL;
        y->kept = false;
        end(y, SEQ);
    }
    if (any)
        end(y, SEQ);
}

static void object(struct yaml_export *y, const struct pol_object *obj)
{
    y->obj = obj;
    start(y, MAP, false);
    if (obj->parent) {
        name(y, YK_KIND);
        name(y, obj->kind->id);
    }
    if (!(obj->kind->flags & KF_UNNAMED))
        pair(y, YK_NAME, obj->name);
    attributes(y, obj);
    params(y, YK_READONLY, obj->params, obj->nparams, PARAM_READONLY);
    params(y, YK_OTHER, obj->params, obj->nparams, PARAM_OTHER);
}

static void record(struct yaml_export *y, const struct pol_record *r)
{
    start(y, MAP, false);
    pair(y, YK_VERB, r->verb);
    if (r->objtype)
        pair(y, YK_TYPE, r->objtype);
    if (r->name)
        pair(y, YK_NAME, r->name);
    if (r->key)
        pair(y, YK_KEY, r->key);
    params(y, YK_PARAMS, r->params, r->nparams, PARAM_OTHER);
    params(y, YK_READONLY, r->params, r->nparams, PARAM_READONLY);
    end(y, MAP);
}

/* A kept line's bytes: a double-quoted scalar when they are UTF-8 without a control character but
 * tabs, else YIN_BYTES_TAG (a line in a Windows code page, a form feed, a lone carriage return). */
static void raw(struct yaml_export *y, const char *s, size_t len)
{
    if (y->failed)
        return;
    bool text = import_utf8_prefix(s, len) == len;
    for (size_t i = 0; i < len && text; i++) {
        unsigned char c = (unsigned char)s[i];
        text = !((c < 0x20 && c != '\t') || c == 0x7f || (c == 0xC2 && i + 1 < len && (unsigned char)s[i + 1] < 0xA0));
    }
    if (text)
        scalar(y, s, len);
    else
        bytes_scalar(y, s, len);
}

/* A number of a setting's place, as a string as every value of the document. */
static void number(struct yaml_export *y, const char *key, unsigned long v)
{
    char b[24];
    snprintf(b, sizeof b, "%lu", v);
    name(y, key);
    name(y, b);
}

/* The setting a line starts (a flow mapping after its text and end): the object it sets within the
 * top (kind and name; none for the top itself), the attribute, its lines, where its value lies and
 * the value it had when read. */
static void setting(struct yaml_export *y, const struct pol_object *top, const struct layout_setting *ls)
{
    start(y, MAP, true);
    if (ls->obj != top) {
        name(y, YK_KIND);
        name(y, ls->obj->kind->id);
        pair(y, YK_NAME, ls->obj->name);
    }
    name(y, YK_KEY);
    name(y, ls->obj->kind->attrs[ls->attr]->key);
    number(y, YK_LINES, ls->nlines);
    number(y, YK_PREFIX, ls->prefix);
    number(y, YK_SUFFIX, ls->suffix);
    if (ls->read)
        pair(y, YK_READ, ls->read);
    if (ls->duplicate) {
        name(y, YK_DUPLICATE);
        name(y, "yes");
    }
    end(y, MAP);
}

/* "source": the files of top's source layout (model/layout.h), each with its lines as read. */
static void source(struct yaml_export *y, const struct pol_object *top)
{
    static const char *const ends[] = {"lf", "crlf", "none"};
    const struct layout *l = top->layout;
    if (!l || !l->nfiles)
        return;
    name(y, YK_SOURCE);
    start(y, SEQ, false);
    for (uint32_t i = 0; i < l->nfiles && !y->failed; i++) {
        const struct layout_file *f = l->files[i];
        start(y, MAP, false);
        pair(y, YK_NAME, f->name);
        if (f->path)
            pair(y, YK_PATH, f->path);
        pair(y, YK_FORMAT_OF, f->format);
        pair(y, YK_ENCODING, f->encoding);
        if (f->bom) {
            name(y, YK_BOM);
            name(y, "yes");
        }
        name(y, YK_LINES);
        start(y, SEQ, false);
        for (uint32_t k = 0; k < f->nlines && !y->failed; k++) {
            const struct layout_line *ln = &f->lines[k];
            start(y, SEQ, true);
            raw(y, ln->text, ln->len);
            name(y, ends[ln->end]);
            if (ln->role || ln->setting) {
                char role[8];
                snprintf(role, sizeof role, "%u", ln->role);
                name(y, role);
            }
            if (ln->setting)
                setting(y, top, &f->settings[ln->setting - 1]);
            end(y, SEQ);
        }
        end(y, SEQ);
        end(y, MAP);
    }
    end(y, SEQ);
}

/* True when some kind of obj's system may hang under obj's kind. */
static bool may_have_children(const struct kind_def *kind)
{
    const struct system_def *sys = kind->sys;
    for (size_t k = 0; k < sys->nkinds; k++)
        if ((sys->kinds[k].parents >> kind->index) & 1u)
            return true;
    return false;
}

/* "objects": the objects of c that hang under parent, in dump order, each with the objects under
 * it nested the same way. */
static void children(struct yaml_export *y, const struct pol_object *parent, const struct export_children *c)
{
    size_t n;
    const struct export_child *v = export_children_of(c, parent, &n);
    if (!n)
        return;
    name(y, YK_OBJECTS);
    start(y, SEQ, false);
    for (size_t i = 0; i < n && !y->failed; i++) {
        object(y, v[i].obj);
        if (may_have_children(v[i].obj->kind))
            children(y, v[i].obj, c);
        end(y, MAP);
    }
    end(y, SEQ);
}

static void objects(struct yaml_export *y, const struct pol_object *top)
{
    size_t n;
    const struct pol_object **v = export_sorted_objects(top, &n);
    struct export_children c;
    if (n == (size_t)-1 || export_children_build(&c, v, n) != 0) {
        free(v);
        y->failed = EXPORT_NOMEM;
        y->err->status = EXPORT_NOMEM;
        snprintf(y->err->msg, sizeof y->err->msg, "out of memory writing %s", top->name);
        return;
    }
    children(y, top, &c);
    export_children_free(&c);
    free(v);
}

/* Closes the open section, if any. */
static void section_end(struct yaml_export *y)
{
    if (y->sys)
        end(y, SEQ);
    y->sys = NULL;
}

enum export_status export_yaml_system(struct yaml_export *y, const struct system_def *sys,
                                      struct export_error *err)
{
    y->err = err;
    section_end(y);
    name(y, sys->doc_key);
    start(y, SEQ, false);
    y->sys = sys;
    return (enum export_status)y->failed;
}

enum export_status export_yaml_begin(struct export_out *o, struct yaml_export **out,
                                     struct export_error *err)
{
    struct yaml_export *y = calloc(1, sizeof *y);
    if (!y || make_events(y) != 0 || !yaml_emitter_initialize(&y->em)) {
        free(y);
        err->status = EXPORT_NOMEM;
        snprintf(err->msg, sizeof err->msg, "out of memory starting the YAML document");
        return EXPORT_NOMEM;
    }
    y->out = o;
    y->out_failed = export_out_failed(o);
    y->err = err;
    yaml_emitter_set_output(&y->em, out_handler, y);
    yaml_emitter_set_width(&y->em, -1);
    yaml_emitter_set_unicode(&y->em, 1);
    yaml_emitter_set_break(&y->em, YAML_LN_BREAK);
    yaml_event_t ev;
    emit(y, &ev, yaml_stream_start_event_initialize(&ev, YAML_UTF8_ENCODING));
    emit(y, &ev, yaml_document_start_event_initialize(&ev, NULL, NULL, NULL, 0));
    start(y, MAP, false);
    name(y, YK_FORMAT);
    name(y, YDOC_FORMAT);
    name(y, YK_VERSION);
    char version[16];
    snprintf(version, sizeof version, "%d", YDOC_VERSION);
    emit(y, &ev, yaml_scalar_event_initialize(&ev, NULL, NULL, (yaml_char_t *)version, -1, 1, 0,
                                              YAML_PLAIN_SCALAR_STYLE));
    *out = y;
    return (enum export_status)y->failed;
}

enum export_status export_yaml_rules(struct yaml_export *y, const struct rule_level *v, size_t n,
                                     struct export_error *err)
{
    y->err = err;
    if (!n)
        return (enum export_status)y->failed;
    name(y, YK_RULES);
    start(y, MAP, false);
    for (size_t i = 0; i < n; i++) {
        name(y, v[i].rule);
        name(y, rule_level_name(v[i].level));
    }
    end(y, MAP);
    return (enum export_status)y->failed;
}

enum export_status export_yaml_top(struct yaml_export *y, const struct pol_object *top,
                                   struct export_error *err)
{
    if (y->sys != top->kind->sys)
        export_yaml_system(y, top->kind->sys, err);
    y->err = err;
    object(y, top);
    objects(y, top);
    y->obj = top;   /* its records */
    bool any = false;
    for (size_t i = 0; i < top->scope->nrecs && !y->failed; i++) {
        if (top->scope->recs[i]->deleted)
            continue;
        if (!any) {
            name(y, YK_RECORDS);
            start(y, SEQ, false);
            any = true;
        }
        record(y, top->scope->recs[i]);
    }
    if (any)
        end(y, SEQ);
    source(y, top);
    end(y, MAP);
    return (enum export_status)y->failed;
}

enum export_status export_yaml_end(struct yaml_export *y, struct export_error *err)
{
    y->err = err;
    yaml_event_t ev;
    section_end(y);
    end(y, MAP);
    emit(y, &ev, yaml_document_end_event_initialize(&ev, 1));
    emit(y, &ev, yaml_stream_end_event_initialize(&ev));
    if (!y->failed && !y->out_failed && !yaml_emitter_flush(&y->em) && !y->out_failed) {
        y->failed = EXPORT_DATAERR;
        err->status = EXPORT_DATAERR;
        snprintf(err->msg, sizeof err->msg, "YAML: the document could not be completed");
    }
    enum export_status st = (enum export_status)y->failed;
    yaml_emitter_delete(&y->em);
    free(y);
    return st;
}

/* ---- the export format ------------------------------------------------------------------------ */

static enum export_status doc_begin(struct export_out *o, const struct export_options *opt, void **state,
                                    struct export_error *err)
{
    struct yaml_export *y = NULL;
    enum export_status st = export_yaml_begin(o, &y, err);
    if (st == EXPORT_OK && y)
        st = export_yaml_rules(y, opt->levels, opt->nlevels, err);
    *state = y;
    return st;
}

static enum export_status doc_system(void *state, const struct system_def *sys, struct export_error *err)
{
    return export_yaml_system(state, sys, err);
}

static enum export_status doc_top(void *state, const struct pol_object *top, struct export_error *err)
{
    return export_yaml_top(state, top, err);
}

static enum export_status doc_end(void *state, struct export_error *err)
{
    return export_yaml_end(state, err);
}

const struct export_format yaml_export_format = {
    .name = "yaml",
    .title = "one YAML document of the whole store (policy.yaml), which wlmcon import reads back",
    .system = NULL,
    .file = "policy.yaml",
    .file_name = NULL,
    .begin = doc_begin,
    .system_begin = doc_system,
    .top = doc_top,
    .end = doc_end,
};
