/* import/yaml/yaml_obj.c — objects and records of the YAML document: fields collected, then checked and
 * made into the policy; see yaml_obj.h and the layout in yaml_doc.h. */
#include "import/yaml/yaml_obj.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "import/import_run.h"
#include "import/yaml/yaml_doc.h"

static void list_free(struct ylist *l)
{
    for (size_t i = 0; i < l->n; i++) {
        free(l->v[i].key);
        free(l->v[i].value);
    }
    free(l->v);
    memset(l, 0, sizeof *l);
}

void yobj_free(struct yobj *o)
{
    free(o->kind);
    free(o->name);
    free(o->verb);
    free(o->type);
    free(o->key);
    list_free(&o->attrs);
    list_free(&o->readonly);
    list_free(&o->other);
    memset(o, 0, sizeof *o);
}

/* Appends (key, value) to l, taking both strings; -1 when memory runs out (both freed). */
static int list_add(struct ylist *l, char *key, char *value, struct pol_pos pos, struct pol_pos kpos)
{
    if (heap_reserve(&l->v, &l->cap, l->n + 1, sizeof *l->v) < 0) {
        free(key);
        free(value);
        return -1;
    }
    l->v[l->n++] = (struct yitem){key, value, pos, kpos};
    return 0;
}

/* A mapping of canonical key → string; null values are unspecified and left out. */
static int read_attrs(struct yin *in, struct ylist *l)
{
    if (!yin_expect(in, YAML_MAPPING_START_EVENT, "a mapping of attributes")) {
        yin_skip(in);
        return 1;
    }
    while (yin_peek(in) == YAML_SCALAR_EVENT) {
        char *k, *v;
        struct pol_pos pos = yin_pos(in);
        if (!yin_scalar(in, "an attribute key", &k, NULL) || !k) {
            if (!k && !in->broken)
                yin_error(in, pos, "an attribute key is empty");
            free(k);
            yin_skip(in);
            continue;
        }
        struct pol_pos vpos = yin_pos(in);
        if (!yin_scalar(in, "a string value", &v, NULL)) {
            free(k);
            yin_skip(in);
            continue;
        }
        if (!v) {
            free(k);
            continue;
        }
        if (list_add(l, k, v, vpos, pos))
            return -1;
    }
    yin_expect(in, YAML_MAPPING_END_EVENT, "an attribute key");
    return 1;
}

/* One [keyword] or [keyword, value]. */
static int read_pair(struct yin *in, struct ylist *l)
{
    struct pol_pos pos = yin_pos(in);
    if (!yin_expect(in, YAML_SEQUENCE_START_EVENT, "[keyword, value]")) {
        yin_skip(in);
        return 0;
    }
    char *k = NULL, *v = NULL;
    if (!yin_scalar(in, "a keyword", &k, NULL) || !k) {
        if (!k && !in->broken)
            yin_error(in, pos, "a parameter has no keyword");
        free(k);
        while (yin_peek(in) != YAML_SEQUENCE_END_EVENT && yin_peek(in) != YAML_NO_EVENT)
            yin_skip(in);
        yin_expect(in, YAML_SEQUENCE_END_EVENT, "]");
        return 0;
    }
    if (yin_peek(in) != YAML_SEQUENCE_END_EVENT && !yin_scalar(in, "a value", &v, NULL))
        yin_skip(in);
    if (yin_peek(in) != YAML_SEQUENCE_END_EVENT && !in->broken) {
        yin_error(in, yin_pos(in), "a parameter is [keyword] or [keyword, value]");
        while (yin_peek(in) != YAML_SEQUENCE_END_EVENT && yin_peek(in) != YAML_NO_EVENT)
            yin_skip(in);
    }
    yin_expect(in, YAML_SEQUENCE_END_EVENT, "]");
    return list_add(l, k, v, pos, pos);
}

static int read_pairs(struct yin *in, struct ylist *l)
{
    if (!yin_expect(in, YAML_SEQUENCE_START_EVENT, "a list of [keyword, value]")) {
        yin_skip(in);
        return 1;
    }
    while (yin_peek(in) != YAML_SEQUENCE_END_EVENT && yin_peek(in) != YAML_NO_EVENT)
        if (read_pair(in, l))
            return -1;
    yin_expect(in, YAML_SEQUENCE_END_EVENT, "the end of the list");
    return 1;
}

/* A string field given once. */
static int read_string(struct yin *in, char **field, struct pol_pos *at, const char *k)
{
    struct pol_pos pos = yin_pos(in);
    char *v;
    if (!yin_scalar(in, "a string", &v, NULL)) {
        yin_skip(in);
        return 1;
    }
    if (*field) {
        yin_error(in, pos, "\"%s\" is given twice", k);
        free(v);
        return 1;
    }
    if (!v)
        yin_error(in, pos, "\"%s\" is empty", k);
    *field = v;
    if (at)
        *at = pos;
    return 1;
}

int yobj_field(struct yin *in, struct yobj *o, const char *k)
{
    if (strcmp(k, YK_KIND) == 0)
        return read_string(in, &o->kind, NULL, k);
    if (strcmp(k, YK_NAME) == 0)
        return read_string(in, &o->name, &o->name_pos, k);
    if (strcmp(k, YK_VERB) == 0)
        return read_string(in, &o->verb, NULL, k);
    if (strcmp(k, YK_TYPE) == 0)
        return read_string(in, &o->type, NULL, k);
    if (strcmp(k, YK_KEY) == 0)
        return read_string(in, &o->key, NULL, k);
    if (strcmp(k, YK_ATTRS) == 0)
        return read_attrs(in, &o->attrs);
    if (strcmp(k, YK_READONLY) == 0)
        return read_pairs(in, &o->readonly);
    if (strcmp(k, YK_OTHER) == 0 || strcmp(k, YK_PARAMS) == 0)
        return read_pairs(in, &o->other);
    return 0;
}

/* The checks of sys's native format (import_native), each NULL (nothing refused) when it has
 * none: a line of text (names, keys, read-only values), a keyword, a verbatim value. */
static const char *text_problem(const struct system_def *sys, const char *s)
{
    const struct import_native *n = import_native(sys);
    return n && n->text_problem ? n->text_problem(s) : NULL;
}

static const char *verbatim_problem(const struct system_def *sys, const char *v)
{
    const struct import_native *n = import_native(sys);
    return n && n->verbatim_problem ? n->verbatim_problem(v) : NULL;
}

/* Upper-cases a keyword in place where the system's keywords are case-insensitive (the model then
 * spells them in upper case) and checks it; NULL or the reason. */
static const char *keyword(const struct system_def *sys, char *kw)
{
    const struct import_native *n = import_native(sys);
    for (char *p = kw; n && n->fold_keywords && *p; p++)
        if (*p >= 'a' && *p <= 'z')
            *p = (char)(*p - 'a' + 'A');
    return n && n->keyword_problem ? n->keyword_problem(kw) : NULL;
}

/* Whether v is a decimal integer, as an integer column holds it. */
static bool decimal(const char *v)
{
    const char *p = v + (*v == '-');
    return *p && strspn(p, "0123456789") == strlen(p);
}

/* Sets attribute it of obj: a value its row refuses is an error at its place, but for the
 * documented limits of an AF_ADVISORY row (WLM's lengths, ranges and choices), which validation
 * reports, as the reader of the product's own file takes them. */
static bool set_attr(struct yin *in, struct policy *pol, struct pol_object *obj, const struct yitem *it,
                     bool *nomem)
{
    int idx = schema_attr_index(obj->kind, it->key);
    if (idx < 0) {
        yin_error(in, it->kpos, "%s has no attribute \"%s\"", obj->kind->id, it->key);
        return false;
    }
    const struct attr_def *a = obj->kind->attrs[idx];
    char num[32], msg[300];
    const char *v = schema_canonical(a, it->value, num, sizeof num);
    const char *why = text_problem(obj->kind->sys, v), *rule = NULL;
    if (!why)
        why = schema_value_problem(obj->kind, a, v, &rule, msg, sizeof msg);
    if (why && rule && (a->flags & AF_ADVISORY) && !(a->type == AT_INT && !decimal(v)))
        why = NULL;   /* a documented limit: a finding of validation, as the product's file reads it */
    if (why && rule) {
        yin_error_rule(in, it->pos, rule, "%s", why);
        return false;
    }
    if (why) {
        yin_error(in, it->pos, "%s: %s", it->key, why);
        return false;
    }
    if (obj->vals[idx]) {
        yin_error(in, it->kpos, "attribute \"%s\" is given twice", it->key);
        return false;
    }
    if (pol_set(pol, obj, idx, v, it->pos)) {
        *nomem = true;
        return false;
    }
    return true;
}

/* Checks parameter it of class cls; NULL or the reason. */
static const char *param_problem(const struct system_def *sys, struct yitem *it, unsigned cls)
{
    const char *why = keyword(sys, it->key);
    if (!why && it->value)
        why = cls == PARAM_READONLY ? text_problem(sys, it->value) : verbatim_problem(sys, it->value);
    return why;
}

static bool set_params(struct yin *in, struct policy *pol, struct pol_object *obj, struct ylist *l,
                       unsigned cls, bool *nomem)
{
    bool ok = true;
    for (size_t i = 0; i < l->n && !*nomem; i++) {
        struct yitem *it = &l->v[i];
        const char *why = param_problem(obj->kind->sys, it, cls);
        if (why) {
            yin_error(in, it->pos, "%s %s", it->key, why);
            ok = false;
        } else if (pol_param_get(obj, it->key, cls)) {
            yin_error(in, it->pos, "parameter %s is given twice", it->key);
            ok = false;
        } else if (pol_param_set(pol, obj, it->key, it->value, cls, it->pos)) {
            *nomem = true;
        }
    }
    return ok && !*nomem;
}

char *yobj_noun(const struct kind_def *kind, char *buf, size_t n)
{
    snprintf(buf, n, "%s", kind->label);
    if (buf[0] >= 'A' && buf[0] <= 'Z')
        buf[0] = (char)(buf[0] - 'A' + 'a');
    return buf;
}

/* The kind of o under parent, or NULL after reporting. */
static const struct kind_def *object_kind(struct yin *in, const struct yobj *o, const struct system_def *sys,
                                          const struct pol_object *parent)
{
    if (!parent)
        return schema_top_kind(sys);
    const struct kind_def *k = o->kind ? schema_kind(sys, o->kind) : NULL;
    char noun[64];
    if (!o->kind) {
        yin_error(in, o->pos, "the object has no \"kind\"");
        return NULL;
    }
    if (!k || (k->flags & KF_TOP) || !pol_may_hold(parent, k)) {
        yobj_noun(parent->kind, noun, sizeof noun);
        yin_error(in, o->pos, "\"%s\" is not a kind of object under %s %s", o->kind,
                  strchr("aeiou", noun[0]) ? "an" : "a", noun);
        return NULL;
    }
    return k;
}

/* The system's name rule on the object's name, as the native reader checks it (MQ005: after
 * +QMNAME+ takes the queue manager's name). */
static bool bad_name(struct yin *in, const struct yobj *o, const struct kind_def *kind,
                     const struct pol_object *parent)
{
    const char *why = schema_name_problem(kind, o->name, parent ? parent->top : NULL);
    if (!why)
        return false;
    char noun[64];
    const char *what = parent ? kind->native : yobj_noun(kind, noun, sizeof noun);
    if (kind->sys->name_rule)
        yin_error_rule(in, o->name_pos, kind->sys->name_rule, "%s name '%s' %s", what, o->name, why);
    else
        yin_error(in, o->name_pos, "%s name '%s' %s", what, o->name, why);
    return true;
}

bool yobj_apply(struct yin *in, struct yobj *o, struct policy *pol, struct pol_object *obj, bool *nomem)
{
    for (size_t i = 0; i < o->attrs.n && !*nomem; i++)
        set_attr(in, pol, obj, &o->attrs.v[i], nomem);
    set_params(in, pol, obj, &o->readonly, PARAM_READONLY, nomem);
    set_params(in, pol, obj, &o->other, PARAM_OTHER, nomem);
    list_free(&o->attrs);
    list_free(&o->readonly);
    list_free(&o->other);
    return !*nomem;
}

void yobj_check(struct yin *in, const struct pol_object *obj, struct pol_pos pos)
{
    if (obj->kind->flags & KF_MODELLED)
        in->errors += (size_t)schema_object_problems(obj, in->diags,
                                                       (struct diag_at){in->file, pos.line, pos.col, NULL, NULL});
}

/* Checks o's name for kind under parent; false after reporting. An unnamed kind has none. */
static bool name_ok(struct yin *in, const struct yobj *o, const struct kind_def *kind,
                    const struct pol_object *parent)
{
    if (kind->flags & KF_UNNAMED) {
        if (o->name)
            yin_error(in, o->name_pos, "%s is identified by its position and has no \"name\"", kind->id);
        return !o->name;
    }
    if (!o->name) {
        yin_error(in, o->pos, "the object has no \"name\"");
        return false;
    }
    const char *why = text_problem(kind->sys, o->name);
    if (why) {
        yin_error(in, o->name_pos, "the name %s", why);
        return false;
    }
    if (bad_name(in, o, kind, parent))
        return false;
    if (parent && pol_find(parent->top, kind->ns, o->name)) {
        yin_error(in, o->name_pos, "%s '%s' is given twice (names are unique per %s namespace)", kind->id,
                  o->name, kind->ns);
        return false;
    }
    return true;
}

struct pol_object *yobj_make(struct yin *in, struct yobj *o, struct policy *pol,
                             const struct system_def *sys, struct pol_object *parent, const char *src,
                             bool *nomem)
{
    const struct kind_def *kind = object_kind(in, o, sys, parent);
    char noun[64];
    if (!parent && o->kind && strcmp(o->kind, kind->id) != 0)
        yin_error(in, o->pos, "a %s has no \"kind\" but its own (%s)", yobj_noun(kind, noun, sizeof noun),
                  kind->id);
    if (!kind) {   /* refused; a name is still asked of what has one */
        const struct kind_def *k = o->kind ? schema_kind(sys, o->kind) : NULL;
        if (!o->name && !(k && (k->flags & KF_UNNAMED)))
            yin_error(in, o->pos, "the object has no \"name\"");
        return NULL;
    }
    if (!name_ok(in, o, kind, parent))
        return NULL;
    struct pol_object *obj = pol_new(pol, kind, parent, o->name);
    if (!obj) {
        *nomem = true;
        return NULL;
    }
    obj->src = (struct pol_src){src, o->pos};
    if (!yobj_apply(in, o, pol, obj, nomem))
        return NULL;
    if (parent)
        yobj_check(in, obj, o->pos);
    return obj;
}

int yobj_record(struct yin *in, struct yobj *o, struct policy *pol, struct pol_object *top,
                const char *src)
{
    const char *why = NULL;
    if (!o->verb) {
        yin_error(in, o->pos, "the record has no \"verb\"");
        return -1;
    }
    if (o->kind || o->attrs.n) {
        yin_error(in, o->pos, "a record has \"verb\", \"type\", \"name\", \"key\", \"params\" and \"readonly\"");
        return -1;
    }
    const struct system_def *sys = top->kind->sys;
    if ((why = keyword(sys, o->verb)) || (o->type && (why = keyword(sys, o->type))) ||
        (o->name && (why = verbatim_problem(sys, o->name))) || (o->key && (why = text_problem(sys, o->key)))) {
        yin_error(in, o->pos, "the record's verb, type, name or key %s", why);
        return -1;
    }
    for (unsigned cls = PARAM_OTHER; cls <= PARAM_READONLY; cls++) {
        struct ylist *l = cls == PARAM_OTHER ? &o->other : &o->readonly;
        for (size_t i = 0; i < l->n; i++)
            if ((why = param_problem(sys, &l->v[i], cls))) {
                yin_error(in, l->v[i].pos, "%s %s", l->v[i].key, why);
                return -1;
            }
    }
    struct pol_record *r = pol_add_record(pol, top, o->verb, o->type, o->name, o->key,
                                          (struct pol_src){src, o->pos});
    if (!r)
        return -2;
    for (unsigned cls = PARAM_OTHER; cls <= PARAM_READONLY; cls++) {
        struct ylist *l = cls == PARAM_OTHER ? &o->other : &o->readonly;
        for (size_t i = 0; i < l->n; i++) {
            if (pol_record_param(pol, r, l->v[i].key, l->v[i].value, cls, l->v[i].pos))
                return -2;
        }
    }
    return 0;
}
