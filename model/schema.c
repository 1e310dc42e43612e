/* model/schema.c — generic lookups over the systems' schema tables; see schema.h. */
#include "model/schema.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "model/diag.h"
#include "model/policy.h"

/* The product's systems (model/systems.c), NULL-terminated. */
extern const struct system_def *const schema_builtin[];

enum { MAX_SYSTEMS = 8 };
static const struct system_def *systems[MAX_SYSTEMS + 1];
static size_t nregistered;
static const struct system_def *registered[MAX_SYSTEMS];
static int initialised;

static int system_init(const struct system_def *sys);

int schema_register(const struct system_def *sys)
{
    if (nregistered == MAX_SYSTEMS)
        return -1;
    if (initialised) {
        size_t n = 0;
        while (systems[n])
            n++;
        if (n == MAX_SYSTEMS || system_init(sys))
            return -1;
        systems[n] = sys;
        systems[n + 1] = NULL;
    }
    registered[nregistered++] = sys;
    return 0;
}

/* Computes the per-kind attribute lists of one system. */
static int system_init(const struct system_def *sys)
{
    for (size_t k = 0; k < sys->nkinds; k++) {
        struct kind_def *kind = &sys->kinds[k];
        kind->index = (unsigned)k;
        kind->sys = sys;
        unsigned n = 0;
        for (size_t a = 0; a < sys->nattrs; a++)
            n += (sys->attrs[a].kinds >> k) & 1u;
        kind->nattrs = n;
        kind->attrs = NULL;
        if (!n)
            continue;
        const struct attr_def **v = malloc(n * sizeof *v);
        if (!v)
            return -1;
        n = 0;
        for (size_t a = 0; a < sys->nattrs; a++)
            if ((sys->attrs[a].kinds >> k) & 1u)
                v[n++] = &sys->attrs[a];
        kind->attrs = v;
    }
    return 0;
}

int schema_init(void)
{
    if (initialised)
        return 0;
    size_t n = 0;
    for (size_t i = 0; schema_builtin[i] && n < MAX_SYSTEMS; i++)
        systems[n++] = schema_builtin[i];
    for (size_t i = 0; i < nregistered && n < MAX_SYSTEMS; i++)
        systems[n++] = registered[i];
    systems[n] = NULL;
    for (size_t i = 0; systems[i]; i++)
        if (system_init(systems[i]))
            return -1;
    initialised = 1;
    return 0;
}

const struct system_def *const *schema_systems(void)
{
    schema_init();
    return systems;
}

const struct system_def *schema_system(const char *id)
{
    const struct system_def *const *s = schema_systems();
    for (; *s; s++)
        if (strcmp((*s)->id, id) == 0)
            return *s;
    return NULL;
}

const struct kind_def *schema_kind(const struct system_def *sys, const char *id)
{
    for (size_t k = 0; k < sys->nkinds; k++)
        if (strcmp(sys->kinds[k].id, id) == 0)
            return &sys->kinds[k];
    return NULL;
}

const struct kind_def *schema_kind_native(const struct system_def *sys, const char *native,
                                          const char *subtype)
{
    for (size_t k = 0; k < sys->nkinds; k++) {
        const struct kind_def *kd = &sys->kinds[k];
        if (strcasecmp(kd->native, native) != 0)
            continue;
        if (!subtype || !kd->subtype || strcasecmp(kd->subtype, subtype) == 0)
            return kd;
    }
    return NULL;
}

int schema_attr_index(const struct kind_def *kind, const char *key)
{
    /* the first letters before strcmp: rules look attributes up by key for every object */
    for (unsigned i = 0; i < kind->nattrs; i++)
        if (kind->attrs[i]->key[0] == key[0] && strcmp(kind->attrs[i]->key, key) == 0)
            return (int)i;
    return -1;
}

/* strcasecmp(a, b) == 0, with the first two bytes compared before the call: the keyword lookups
 * below run for every parameter of every object a rule looks at, and a whole strcasecmp for each
 * attribute row was a fifth of a validation. Folding with 0x20 never tells equal letters apart. */
static bool same_keyword(const char *a, const char *b)
{
    unsigned char a0 = (unsigned char)a[0], b0 = (unsigned char)b[0];
    if ((a0 | 0x20) != (b0 | 0x20))
        return false;
    if (a0 && b0 && (((unsigned char)a[1] | 0x20) != ((unsigned char)b[1] | 0x20)))
        return false;
    return strcasecmp(a, b) == 0;
}

int schema_attr_native(const struct kind_def *kind, const char *native)
{
    for (unsigned i = 0; i < kind->nattrs; i++) {
        const struct attr_def *a = kind->attrs[i];
        if (same_keyword(a->native, native) || (a->synonym && same_keyword(a->synonym, native)))
            return (int)i;
    }
    return -1;
}

const struct attr_def *schema_attr_any(const struct system_def *sys, const char *native)
{
    for (size_t a = 0; a < sys->nattrs; a++) {
        const struct attr_def *d = &sys->attrs[a];
        if (same_keyword(d->native, native) || (d->synonym && same_keyword(d->synonym, native)))
            return d;
    }
    return NULL;
}

const char *schema_control_char(const char *value)
{
    for (const unsigned char *p = (const unsigned char *)value; *p; p++)
        if ((*p < 0x20 && *p != '\t') || *p == 0x7f)
            return (const char *)p;
    return NULL;
}

const struct attr_choice *schema_choice(const struct attr_def *a, const char *value)
{
    if (!a->choices)
        return NULL;
    for (const struct attr_choice *c = a->choices; c->value; c++)
        if ((a->flags & AF_FOLD) ? strcasecmp(c->value, value) == 0 : strcmp(c->value, value) == 0)
            return c;
    return NULL;
}

const struct kind_def *schema_top_kind(const struct system_def *sys)
{
    for (size_t k = 0; k < sys->nkinds; k++)
        if (sys->kinds[k].flags & KF_TOP)
            return &sys->kinds[k];
    return NULL;
}

/* ---- the contract, reached generically -------------------------------------------------------- */

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

struct pol_object *schema_path_find(const struct policy *p, const char *text)
{
    for (const struct system_def *const *s = schema_systems(); *s; s++) {
        struct pol_object *o = (*s)->path_find ? (*s)->path_find(p, text) : path_compare(p, *s, text);
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
