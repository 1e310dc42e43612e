/* model/system.c — the system contract (schema.h, struct system_def) reached generically: each
 * entry point dispatches through the object's kind->sys and falls back to the default schema.h
 * documents where the system leaves a function NULL. */
#include "model/schema.h"

#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "model/codec.h"
#include "model/diag.h"
#include "model/policy.h"

/* Appends `NATIVE(name)` or `NATIVE#position` of obj at buf[at], a blank before it when not first;
 * returns where the text ends (possibly past n: the caller truncates). */
static size_t put_step(char *buf, size_t n, size_t at, const struct pol_object *obj)
{
    int w = obj->kind->flags & KF_UNNAMED
                ? snprintf(at < n ? buf + at : NULL, at < n ? n - at : 0, "%s%s#%u", at ? " " : "",
                           obj->kind->native, (unsigned)obj->position)
                : snprintf(at < n ? buf + at : NULL, at < n ? n - at : 0, "%s%s(%s)", at ? " " : "",
                           obj->kind->native, obj->name);
    return at + (w < 0 ? 0 : (size_t)w);
}

/* Appends the steps from the top down to obj. */
static size_t put_steps(char *buf, size_t n, const struct pol_object *obj)
{
    size_t at = obj->parent ? put_steps(buf, n, obj->parent) : 0;
    return put_step(buf, n, at, obj);
}

char *schema_path_default(const struct pol_object *obj, char *buf, size_t n)
{
    if (!n)
        return buf;
    buf[0] = '\0';
    size_t at = put_steps(buf, n, obj);
    if (at >= n)
        buf[n - 1] = '\0';
    return buf;
}

char *schema_object_path(const struct pol_object *obj, char *buf, size_t n)
{
    const struct system_def *sys = obj->kind->sys;
    return sys->path ? sys->path(obj, buf, n) : schema_path_default(obj, buf, n);
}

/* The live object of sys in p whose formatted path is text, or NULL. */
static struct pol_object *path_compare(const struct policy *p, const struct system_def *sys,
                                       const char *text)
{
    char buf[1024];
    for (size_t t = 0; t < p->ntops; t++) {
        struct pol_object *top = p->tops[t];
        if (top->kind->sys != sys || top->change == POL_DELETED)
            continue;
        if (strcmp(schema_object_path(top, buf, sizeof buf), text) == 0)
            return top;
        for (size_t i = 0; top->scope && i < top->scope->nobjs; i++) {
            struct pol_object *o = top->scope->objs[i];
            if (o->change != POL_DELETED && strcmp(schema_object_path(o, buf, sizeof buf), text) == 0)
                return o;
        }
    }
    return NULL;
}

struct pol_object *schema_path_find_in(const struct system_def *sys, const struct policy *p, const char *text)
{
    return sys->path_find ? sys->path_find(p, text) : path_compare(p, sys, text);
}

struct pol_object *schema_path_find(const struct policy *p, const char *text)
{
    for (const struct system_def *const *s = schema_systems(); *s; s++) {
        struct pol_object *o = schema_path_find_in(*s, p, text);
        if (o)
            return o;
    }
    return NULL;
}

const char *schema_value_problem(const struct kind_def *kind, const struct attr_def *a,
                                 const char *value, const char **rule, char *msg, size_t n)
{
    const struct system_def *sys = kind->sys;
    if (sys->value_problem)
        return sys->value_problem(a, value, rule, msg, n);
    if (schema_value_check(a, value, msg, n) == VF_NONE)
        return NULL;
    *rule = "VALUE";
    return msg;
}

const char *schema_name_problem(const struct kind_def *kind, const char *name,
                                const struct pol_object *top)
{
    if (kind->sys->name_problem)
        return kind->sys->name_problem(kind, name, top);
    if (!*name)
        return "is empty";
    if (strlen(name) > kind->name_max) {
        static char buf[64];
        snprintf(buf, sizeof buf, "is longer than %u characters", kind->name_max);
        return buf;
    }
    return NULL;
}

int schema_object_problems(const struct pol_object *obj, struct diag_list *diags, struct diag_at at)
{
    const struct system_def *sys = obj->kind->sys;
    return sys->object_problems ? sys->object_problems(obj, diags, at) : 0;
}

const char *schema_effective(const struct pol_object *obj, const char *key)
{
    if (obj->kind->sys->effective)
        return obj->kind->sys->effective(obj, key);
    int idx = schema_attr_index(obj->kind, key);
    if (idx < 0)
        return NULL;
    const char *v = pol_get(obj, idx);
    return v ? v : obj->kind->attrs[idx]->dflt;
}

enum { MAX_KIND_ATTRS = 512 };

const char *schema_inherited(const struct pol_object *parent, const struct kind_def *kind,
                             const char *key)
{
    /* an object that states nothing: every value unspecified, a name no other object has */
    static const char *no_values[MAX_KIND_ATTRS];
    if (kind->nattrs > MAX_KIND_ATTRS)
        return NULL;
    struct pol_object probe = {.kind = kind, .parent = (struct pol_object *)parent,
                               .top = parent ? parent->top : NULL, .name = "", .vals = no_values};
    return schema_effective(&probe, key);
}

const char *schema_default_object(const struct kind_def *kind)
{
    return kind->sys->default_object ? kind->sys->default_object(kind) : NULL;
}

unsigned schema_dump_rank(const struct pol_object *obj)
{
    return obj->kind->sys->dump_rank ? obj->kind->sys->dump_rank(obj) : 0;
}

const struct attr_def *schema_extra_attrs(const struct kind_def *kind, size_t *n)
{
    *n = 0;
    const struct attr_def *rows = kind->sys->extra_attrs ? kind->sys->extra_attrs(kind, n) : NULL;
    if (!rows)
        *n = 0;
    return rows;
}

const struct attr_def *schema_extra_attr(const struct kind_def *kind, const char *native)
{
    size_t n;
    const struct attr_def *rows = schema_extra_attrs(kind, &n);
    for (size_t i = 0; i < n; i++)
        if (strcasecmp(rows[i].native, native) == 0)
            return &rows[i];
    return NULL;
}

const char *schema_param_value(const struct kind_def *kind, const struct attr_def *a, const char *text,
                               char *buf, size_t n)
{
    if (kind->sys->param_value)
        return kind->sys->param_value(a, text, buf, n);
    snprintf(buf, n, "%s", text);
    return buf;
}

const struct pol_param *schema_param_of(const struct pol_object *obj, const struct attr_def *a)
{
    return pol_param_get(obj, a->native, a->flags & AF_READONLY ? PARAM_READONLY : PARAM_OTHER);
}

const char *schema_param_text(const struct kind_def *kind, const struct attr_def *a, const char *value,
                              char *buf, size_t n)
{
    if (kind->sys->param_text)
        return kind->sys->param_text(a, value, buf, n);
    return (size_t)snprintf(buf, n, "%s", value) < n ? buf : NULL;
}

const char *schema_extra_get(const struct pol_object *obj, const struct attr_def *a, char *buf, size_t n)
{
    if (a->off) {
        const char *v = NULL;
        for (size_t i = 0; i < obj->nparams; i++)
            if (obj->params[i].cls == PARAM_OTHER && !obj->params[i].value)
                v = strcmp(obj->params[i].keyword, a->native) == 0 ? "YES"
                    : strcmp(obj->params[i].keyword, a->off) == 0 ? "NO" : v;
        if (v)
            snprintf(buf, n, "%s", v);
        return v ? buf : NULL;
    }
    const struct pol_param *pp = schema_param_of(obj, a);
    return pp && pp->value ? schema_param_value(obj->kind, a, pp->value, buf, n) : NULL;
}

const char *schema_extra_in_text(const struct kind_def *kind, const struct attr_def *a, const char *params,
                                 char *buf, size_t n)
{
    if (!params)
        return NULL;
    if (a->off) {
        long on = codec_param_line(params, a->native, PARAM_OTHER), off = codec_param_line(params, a->off, PARAM_OTHER);
        if (on < 0 && off < 0)
            return NULL;
        snprintf(buf, n, "%s", on > off ? "YES" : "NO");
        return buf;
    }
    char raw[4096];
    const char *v = codec_param_value(params, a->native, a->flags & AF_READONLY ? PARAM_READONLY : PARAM_OTHER, raw,
                                      sizeof raw);
    return v ? schema_param_value(kind, a, v, buf, n) : NULL;
}

int schema_extra_put(struct policy *p, struct pol_object *obj, const struct attr_def *a, const char *text)
{
    char buf[4096];
    if (a->off) {
        pol_param_drop(obj, a->native, PARAM_OTHER);
        pol_param_drop(obj, a->off, PARAM_OTHER);
        if (!text[0])
            return 0;
        return pol_param_set(p, obj, strcasecmp(text, "NO") == 0 ? a->off : a->native, NULL, PARAM_OTHER,
                             (struct pol_pos){0, 0});
    }
    if (!text[0]) {
        pol_param_drop(obj, a->native, PARAM_OTHER);
        return 0;
    }
    const char *raw = schema_param_text(obj->kind, a, text, buf, sizeof buf);
    return raw ? pol_param_set(p, obj, a->native, raw, PARAM_OTHER, (struct pol_pos){0, 0}) : -1;
}
