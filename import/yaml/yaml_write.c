/* import/yaml/yaml_write.c — the whole store as one YAML document, a section per system, one
 * top-level object at a time; see yaml_export.h and the layout in yaml_doc.h.
 *
 * Every string is a double-quoted scalar: YAML 1.1 would read plain NO, OFF, 09030002 or 2026-05-14
 * as a boolean, a number or a date. No scalar is folded over lines.
 *
 * The document is written here, not through libyaml's emitter: the emitter copies every scalar
 * into an event, looks ahead, analyses and writes it a character at a time, which was three
 * quarters of an export's time (tests/bench/README.md). The document needs only block mappings
 * with short keys, block sequences, flow sequences of scalars and double-quoted scalars, and is
 * written byte for byte as libyaml 0.2.5 writes it with an unlimited width, unicode on and LF
 * breaks: the key of a block mapping on a line of its own (the first one after the "- " of the
 * sequence item that holds the mapping), a block sequence under a mapping's key at the key's
 * indentation, an empty block collection as "[]" or "{}", and in a double-quoted scalar the
 * escapes of libyaml's yaml_emitter_write_double_quoted (YAML 1.1, 5.7 "Escape Sequences"). */
#include "import/import_run.h"
#include "import/export_order.h"
#include "import/yaml/yaml_doc.h"
#include "import/yaml/yaml_export.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum coll { MAP, SEQ };

/* An open collection: what it is, whether in flow style, the column of its keys or items (block
 * style), whether it has an entry yet and, for a mapping, whether its next scalar is a key. */
struct level {
    enum coll coll;
    bool flow, any, key_next;
    int indent;
};

enum {
    MAX_LEVELS = 64,   /* the document nests objects at most a few levels deep */
    BUF = 16384        /* bytes gathered before they go to the output */
};

struct yaml_export {
    struct export_out *out;
    struct export_error *err;
    int failed;             /* an export_status; the output's own failures are its to report */
    const struct pol_object *obj;   /* the object being written, for messages */
    const struct system_def *sys;   /* the system whose section is open, or NULL */
    const char *keyword;            /* the keyword whose value is being written, for messages; or NULL */
    struct level lv[MAX_LEVELS];
    int depth;              /* open collections: lv[0 .. depth) */
    int column;             /* bytes on the current line */
    bool space;             /* the last byte written is a space, or the line is empty */
    bool inline_next;       /* the next entry goes where the line is ("- " was just written) */
    size_t len;             /* bytes in buf */
    char buf[BUF];          /* what was written and not yet passed to the output */
};

/* Passes the gathered bytes to the output. */
static void flush(struct yaml_export *y)
{
    export_out_write(y->out, y->buf, y->len);
    y->len = 0;
}

/* Writes n bytes of s (on the current line: no line break in them but at the end). */
static void put(struct yaml_export *y, const char *s, size_t n)
{
    if (!n)
        return;
    y->column += (int)n;
    y->space = s[n - 1] == ' ';
    if (n > BUF - y->len) {
        flush(y);
        if (n > BUF) {
            export_out_write(y->out, s, n);
            return;
        }
    }
    memcpy(y->buf + y->len, s, n);
    y->len += n;
}

/* Starts a new line indented to column indent (the line as it is when nothing is on it). */
static void newline(struct yaml_export *y, int indent)
{
    static const char spaces[] = "                                                                ";
    if (y->column > 0) {
        put(y, "\n", 1);
        y->column = 0;
        y->space = true;
    }
    for (int n = indent - y->column; n > 0; n -= (int)sizeof spaces - 1)
        put(y, spaces, n < (int)sizeof spaces - 1 ? (size_t)n : sizeof spaces - 1);
}

/* The byte length of the UTF-8 sequence at p (s valid UTF-8: import_utf8_prefix checked it) and
 * its code point in *cp. */
static size_t utf8_char(const unsigned char *p, unsigned long *cp)
{
    size_t n = p[0] < 0x80 ? 1 : p[0] < 0xE0 ? 2 : p[0] < 0xF0 ? 3 : 4;
    unsigned long v = n == 1 ? p[0] : p[0] & (0xFF >> (n + 1));
    for (size_t i = 1; i < n; i++)
        v = v << 6 | (p[i] & 0x3F);
    *cp = v;
    return n;
}

/* Whether libyaml writes the code point cp of a double-quoted scalar as an escape: not printable
 * in its sense (only LF, 0x20-0x7E, 0xA0-0xD7FF and 0xE000-0xFFFD are), the byte order mark, a line
 * break (LF, LS, PS; CR and NEL are not printable), '"' or '\\'. */
static bool escaped(unsigned long cp)
{
    bool printable = cp == 0x0A || (cp >= 0x20 && cp <= 0x7E) || (cp >= 0xA0 && cp <= 0xD7FF) ||
                     (cp >= 0xE000 && cp <= 0xFFFD);
    return !printable || cp == 0x0A || cp == 0xFEFF || cp == 0x2028 || cp == 0x2029 || cp == '"' ||
           cp == '\\';
}

/* Writes the escape of code point cp as libyaml does. */
static void put_escape(struct yaml_export *y, unsigned long cp)
{
    static const struct { unsigned long cp; char c; } named[] = {
        {0x00, '0'}, {0x07, 'a'}, {0x08, 'b'}, {0x09, 't'}, {0x0A, 'n'}, {0x0B, 'v'}, {0x0C, 'f'},
        {0x0D, 'r'}, {0x1B, 'e'}, {0x22, '"'}, {0x5C, '\\'}, {0x85, 'N'}, {0xA0, '_'}, {0x2028, 'L'},
        {0x2029, 'P'}};
    char buf[12];
    for (size_t i = 0; i < sizeof named / sizeof named[0]; i++)
        if (named[i].cp == cp) {
            put(y, (char[]){'\\', named[i].c}, 2);
            return;
        }
    int n = cp <= 0xFF ? snprintf(buf, sizeof buf, "\\x%02lX", cp)
            : cp <= 0xFFFF ? snprintf(buf, sizeof buf, "\\u%04lX", cp)
                           : snprintf(buf, sizeof buf, "\\U%08lX", cp);
    put(y, buf, (size_t)n);
}

/* Writes s (len bytes of valid UTF-8) as a double-quoted scalar: the runs that need no escape at
 * once. */
static void put_quoted(struct yaml_export *y, const char *s, size_t len)
{
    put(y, "\"", 1);
    const unsigned char *p = (const unsigned char *)s, *e = p + len, *run = p;
    while (p < e) {
        if (*p >= 0x20 && *p <= 0x7E && *p != '"' && *p != '\\') {
            p++;
            continue;
        }
        unsigned long cp;
        size_t n = utf8_char(p, &cp);
        if (!escaped(cp)) {
            p += n;
            continue;
        }
        put(y, (const char *)run, (size_t)(p - run));
        put_escape(y, cp);
        p += n;
        run = p;
    }
    put(y, (const char *)run, (size_t)(p - run));
    put(y, "\"", 1);
}

/* Whether the next node is the value of a block mapping's key. */
static bool at_value(const struct yaml_export *y)
{
    const struct level *l = y->depth > 0 ? &y->lv[y->depth - 1] : NULL;
    return l && !l->flow && l->coll == MAP && !l->key_next;
}

/* Places the next node (a scalar or the start of a collection) in the innermost collection: a
 * block mapping's key on a line of its own and its value after ": "; a block sequence's item
 * after "- " on a line of its own; a flow sequence's item after "[" or ", ". Returns the column
 * the keys or items of a block collection starting here go at. */
static int place(struct yaml_export *y)
{
    if (y->depth == 0)
        return 0;
    struct level *l = &y->lv[y->depth - 1];
    bool first = !l->any;
    l->any = true;
    if (l->flow) {
        if (!first)
            put(y, ", ", 2);
        return l->indent;
    }
    if (l->coll == MAP && !l->key_next) {   /* a value: after the key's ':' */
        l->key_next = true;
        put(y, ":", 1);
        return l->indent + 2;
    }
    if (!y->inline_next)
        newline(y, l->indent);
    y->inline_next = false;
    if (l->coll == MAP) {
        l->key_next = false;
        return l->indent;
    }
    put(y, "- ", 2);
    y->inline_next = true;   /* a block collection as the item starts on this line */
    return l->indent + 2;
}

/* Writes a scalar as the next node: double-quoted, or as it is when plain (a number). */
static void scalar(struct yaml_export *y, const char *s, size_t len, bool plain)
{
    bool value = at_value(y);
    place(y);
    y->inline_next = false;
    if (value)
        put(y, " ", 1);
    if (plain)
        put(y, s, len);
    else
        put_quoted(y, s, len);
}

/* Refuses string s, whose byte at is what (a phrase) and makes it unwritable; advice ends the message. */
static void refuse(struct yaml_export *y, const char *s, size_t at, const char *what, const char *advice)
{
    char path[300];
    y->failed = EXPORT_DATAERR;
    y->err->status = EXPORT_DATAERR;
    snprintf(y->err->msg, sizeof y->err->msg, "YAML: %s: the value \"%.*s…\" %s (0x%02X, after %zu bytes) and cannot "
             "be written%s", y->obj ? schema_object_path(y->obj, path, sizeof path) : "the document",
             (int)(at < 60 ? at : 60), at < 60 ? s : s + at - 60, what, (unsigned)(unsigned char)s[at], at, advice);
}

/* Writes string s as a double-quoted scalar; one that is not UTF-8 or holds a control character
 * is refused (a data error). */
static void str(struct yaml_export *y, const char *s)
{
    if (y->failed)
        return;
    size_t len = strlen(s), ok = import_utf8_prefix(s, len);
    const char *cc = ok < len ? NULL : schema_control_char(s);
    if (ok < len) {
        refuse(y, s, ok, "has a byte that is not UTF-8",
               "; export it as MQSC, or import the file again converted to UTF-8");
        return;
    }
    if (cc) {
        char what[120];
        snprintf(what, sizeof what, "%s%.64s holds a control character", y->keyword ? "of " : "",
                 y->keyword ? y->keyword : "");
        refuse(y, s, (size_t)(cc - s), what, ": the YAML import refuses it");
        return;
    }
    scalar(y, s, len, false);
}

/* Starts a mapping or a sequence, in flow style ([a, b]; flow mappings are not written) when flow,
 * else in block style. Too deep a nesting is a data error. */
static void start(struct yaml_export *y, enum coll c, bool flow)
{
    if (y->failed)
        return;
    if (y->depth == MAX_LEVELS) {
        y->failed = EXPORT_DATAERR;
        y->err->status = EXPORT_DATAERR;
        snprintf(y->err->msg, sizeof y->err->msg, "YAML: the document nests more than %d collections",
                 MAX_LEVELS);
        return;
    }
    bool value = at_value(y);
    int indent = place(y);
    /* a block sequence under a mapping's key is indented as the key (libyaml's indentless
     * sequence); a flow sequence follows its "- " or ": " */
    if (value && c == SEQ && !flow)
        indent = y->lv[y->depth - 1].indent;
    if (flow) {
        put(y, y->space ? "[" : " [", y->space ? 1 : 2);
        y->inline_next = false;
    } else if (value) {
        y->inline_next = false;
    }
    y->lv[y->depth++] = (struct level){c, flow, false, true, indent};
}

/* Ends the innermost mapping or sequence: "]" of a flow sequence, "[]" or "{}" for an empty block
 * one. */
static void end(struct yaml_export *y, enum coll c)
{
    if (y->failed || y->depth == 0)
        return;
    struct level l = y->lv[--y->depth];
    if (l.flow)
        put(y, "]", 1);
    else if (!l.any)
        put(y, c == SEQ ? (y->space ? "[]" : " []") : (y->space ? "{}" : " {}"), y->space ? 2 : 3);
    y->inline_next = false;
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
            str(y, key);
            start(y, SEQ, false);
            any = true;
        }
        start(y, SEQ, true);
        str(y, v[i].keyword);
        y->keyword = v[i].keyword;
        if (v[i].value)
            str(y, v[i].value);
        y->keyword = NULL;
        end(y, SEQ);
    }
    if (any)
        end(y, SEQ);
}

static void object(struct yaml_export *y, const struct pol_object *obj)
{
    y->obj = obj;
    start(y, MAP, false);
    if (obj->parent)
        pair(y, YK_KIND, obj->kind->id);
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

/* True when some kind of obj's system may hang under obj's kind. */
static bool may_have_children(const struct kind_def *kind)
{
    const struct system_def *sys = kind->sys;
    for (size_t k = 0; k < sys->nkinds; k++)
        if ((sys->kinds[k].parents >> kind->index) & 1u)
            return true;
    return false;
}

/* "objects": the objects of v[0..n) (the whole tree, in dump order) that hang under parent, each
 * with the objects under it nested the same way. */
static void children(struct yaml_export *y, const struct pol_object *parent, const struct pol_object **v,
                     size_t n)
{
    bool any = false;
    for (size_t i = 0; i < n && !y->failed; i++) {
        if (v[i]->parent != parent)
            continue;
        if (!any) {
            str(y, YK_OBJECTS);
            start(y, SEQ, false);
            any = true;
        }
        object(y, v[i]);
        if (may_have_children(v[i]->kind))
            children(y, v[i], v, n);
        end(y, MAP);
    }
    if (any)
        end(y, SEQ);
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
    children(y, top, v, n);
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
    str(y, sys->doc_key);
    start(y, SEQ, false);
    y->sys = sys;
    return (enum export_status)y->failed;
}

enum export_status export_yaml_begin(struct export_out *o, struct yaml_export **out,
                                     struct export_error *err)
{
    struct yaml_export *y = calloc(1, sizeof *y);
    if (!y) {
        err->status = EXPORT_NOMEM;
        snprintf(err->msg, sizeof err->msg, "out of memory starting the YAML document");
        return EXPORT_NOMEM;
    }
    y->out = o;
    y->err = err;
    y->space = true;
    put(y, "---", 3);
    start(y, MAP, false);
    pair(y, YK_FORMAT, YDOC_FORMAT);
    str(y, YK_VERSION);
    char version[16];
    int n = snprintf(version, sizeof version, "%d", YDOC_VERSION);
    scalar(y, version, (size_t)n, true);
    *out = y;
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
            str(y, YK_RECORDS);
            start(y, SEQ, false);
            any = true;
        }
        record(y, top->scope->recs[i]);
    }
    if (any)
        end(y, SEQ);
    end(y, MAP);
    return (enum export_status)y->failed;
}

enum export_status export_yaml_end(struct yaml_export *y, struct export_error *err)
{
    y->err = err;
    section_end(y);
    end(y, MAP);
    if (!y->failed) {   /* after a failure the output is abandoned */
        newline(y, 0);
        flush(y);
    }
    enum export_status st = (enum export_status)y->failed;
    free(y);
    return st;
}

/* ---- the export format ------------------------------------------------------------------------ */

static enum export_status doc_begin(struct export_out *o, const struct export_options *opt, void **state,
                                    struct export_error *err)
{
    (void)opt;
    struct yaml_export *y = NULL;
    enum export_status st = export_yaml_begin(o, &y, err);
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
    .suffix = ".yaml",
};
