/* model/policy.c — the in-memory policy; see policy.h. */
#include "model/policy.h"

#include <string.h>

enum val_state val_state(const char *v)
{
    if (!v)
        return VAL_UNSET;
    if (!*v)
        return VAL_EMPTY;
    for (const char *s = v; *s; s++)
        if (*s != ' ')
            return VAL_VALUE;
    return VAL_BLANK;
}

void policy_init(struct policy *p)
{
    memset(p, 0, sizeof *p);
}

void policy_free(struct policy *p)
{
    arena_free(&p->arena);
    memset(p, 0, sizeof *p);
}

const char *pol_intern(struct policy *p, const char *s)
{
    /* files are few: reuse an equal string already interned by a top-level object */
    for (size_t i = p->ntops; i-- > 0;)
        if (p->tops[i]->src.file && s && strcmp(p->tops[i]->src.file, s) == 0)
            return p->tops[i]->src.file;
    return arena_strdup(&p->arena, s);
}

static uint64_t name_hash(const char *ns, const char *name)
{
    uint64_t h = 1469598103934665603ull;
    for (const unsigned char *s = (const unsigned char *)ns; *s; s++)
        h = (h ^ *s) * 1099511628211ull;
    h = (h ^ 0xff) * 1099511628211ull;
    for (const unsigned char *s = (const unsigned char *)name; *s; s++)
        h = (h ^ *s) * 1099511628211ull;
    return h;
}

static void hash_put(struct pol_scope *sc, struct pol_object *o)
{
    size_t mask = sc->hcap - 1, i = name_hash(o->kind->ns, o->name) & mask;
    while (sc->hash[i])
        i = (i + 1) & mask;
    sc->hash[i] = o;
}

static int hash_rebuild(struct policy *p, struct pol_scope *sc, size_t live)
{
    size_t cap = 64;
    while (cap < live * 2 + 2)
        cap *= 2;
    if (cap != sc->hcap) {
        struct pol_object **h = arena_alloc(&p->arena, cap * sizeof *h);
        if (!h)
            return -1;
        sc->hash = h;
        sc->hcap = cap;
    } else {
        memset(sc->hash, 0, cap * sizeof *sc->hash);
    }
    for (size_t i = 0; i < sc->nobjs; i++)
        if (sc->objs[i]->change != POL_DELETED)
            hash_put(sc, sc->objs[i]);
    return 0;
}

struct pol_object *pol_new(struct policy *p, const struct kind_def *kind, struct pol_object *parent,
                           const char *name)
{
    struct pol_object *o = arena_alloc(&p->arena, sizeof *o);
    if (!o)
        return NULL;
    o->kind = kind;
    o->parent = parent;
    o->top = parent ? parent->top : o;
    o->name = arena_strdup(&p->arena, name ? name : "");
    o->change = POL_NEW;
    if (kind->nattrs) {
        o->vals = arena_alloc(&p->arena, kind->nattrs * sizeof *o->vals);
        o->vpos = arena_alloc(&p->arena, kind->nattrs * sizeof *o->vpos);
        if (!o->vals || !o->vpos)
            return NULL;
    }
    if (!o->name)
        return NULL;
    if (!parent) {
        o->scope = arena_alloc(&p->arena, sizeof *o->scope);
        if (!o->scope || arena_reserve(&p->arena, (void **)&p->tops, &p->captops, p->ntops + 1,
                                       sizeof *p->tops))
            return NULL;
        p->tops[p->ntops++] = o;
        return o;
    }
    struct pol_scope *sc = o->top->scope;
    if (arena_reserve(&p->arena, (void **)&sc->objs, &sc->capobjs, sc->nobjs + 1, sizeof *sc->objs))
        return NULL;
    sc->objs[sc->nobjs++] = o;
    if (sc->nobjs * 2 + 2 > sc->hcap)
        return hash_rebuild(p, sc, sc->nobjs) ? NULL : o;
    hash_put(sc, o);
    return o;
}

struct pol_object *pol_find_top(const struct policy *p, const struct kind_def *kind, const char *name)
{
    for (size_t i = 0; i < p->ntops; i++) {
        struct pol_object *o = p->tops[i];
        if (o->kind == kind && o->change != POL_DELETED && strcmp(o->name, name) == 0)
            return o;
    }
    return NULL;
}

struct pol_object *pol_find(const struct pol_object *top, const char *ns, const char *name)
{
    const struct pol_scope *sc = top->scope;
    if (!sc || !sc->hcap)
        return NULL;
    size_t mask = sc->hcap - 1, i = name_hash(ns, name) & mask;
    for (struct pol_object *o; (o = sc->hash[i]) != NULL; i = (i + 1) & mask)
        if (strcmp(o->kind->ns, ns) == 0 && strcmp(o->name, name) == 0)
            return o;
    return NULL;
}

void pol_delete(struct pol_object *obj)
{
    obj->change = POL_DELETED;
    if (!obj->parent) {
        struct pol_scope *sc = obj->scope;
        for (size_t i = 0; i < sc->nobjs; i++)
            sc->objs[i]->change = POL_DELETED;
        for (size_t i = 0; i < sc->nrecs; i++)
            sc->recs[i]->deleted = true;
        sc->recs_dirty = true;
        if (sc->hcap)
            memset(sc->hash, 0, sc->hcap * sizeof *sc->hash);
        return;
    }
    /* rebuild in place: the table keeps its size, so this cannot fail */
    struct pol_scope *sc = obj->parent->scope;
    memset(sc->hash, 0, sc->hcap * sizeof *sc->hash);
    for (size_t i = 0; i < sc->nobjs; i++)
        if (sc->objs[i]->change != POL_DELETED)
            hash_put(sc, sc->objs[i]);
}

static void touch(struct pol_object *obj)
{
    if (obj->change == POL_SAME)
        obj->change = POL_CHANGED;
}

int pol_set(struct policy *p, struct pol_object *obj, int idx, const char *value, struct pol_pos pos)
{
    if (idx < 0 || (unsigned)idx >= obj->kind->nattrs)
        return -1;
    const char *v = NULL;
    if (value && !(v = arena_strdup(&p->arena, value)))
        return -1;
    obj->vals[idx] = v;
    obj->vpos[idx] = pos;
    touch(obj);
    return 0;
}

const char *pol_get(const struct pol_object *obj, int idx)
{
    if (idx < 0 || (unsigned)idx >= obj->kind->nattrs)
        return NULL;
    return obj->vals[idx];
}

const char *pol_get_key(const struct pol_object *obj, const char *key)
{
    return pol_get(obj, schema_attr_index(obj->kind, key));
}

static int param_fill(struct policy *p, struct pol_param *pp, const char *keyword, const char *value,
                      unsigned cls, struct pol_pos pos)
{
    pp->keyword = arena_strdup(&p->arena, keyword);
    pp->value = value ? arena_strdup(&p->arena, value) : NULL;
    pp->cls = cls;
    pp->pos = pos;
    return (!pp->keyword || (value && !pp->value)) ? -1 : 0;
}

int pol_param_set(struct policy *p, struct pol_object *obj, const char *keyword, const char *value,
                  unsigned cls, struct pol_pos pos)
{
    /* the first letters are compared before strcmp: an object has dozens of parameters, each set
     * through here, and the full comparison of every pair was a tenth of an import */
    for (size_t i = 0; i < obj->nparams; i++) {
        struct pol_param *pp = &obj->params[i];
        if (pp->cls == cls && pp->keyword[0] == keyword[0] && strcmp(pp->keyword, keyword) == 0) {
            touch(obj);
            return param_fill(p, pp, keyword, value, cls, pos);
        }
    }
    if (arena_reserve(&p->arena, (void **)&obj->params, &obj->capparams, obj->nparams + 1,
                      sizeof *obj->params))
        return -1;
    touch(obj);
    return param_fill(p, &obj->params[obj->nparams++], keyword, value, cls, pos);
}

const struct pol_param *pol_param_get(const struct pol_object *obj, const char *keyword, unsigned cls)
{
    for (size_t i = 0; i < obj->nparams; i++)
        if (obj->params[i].cls == cls && obj->params[i].keyword[0] == keyword[0] &&
            strcmp(obj->params[i].keyword, keyword) == 0)
            return &obj->params[i];
    return NULL;
}

struct pol_record *pol_add_record(struct policy *p, struct pol_object *top, const char *verb,
                                  const char *objtype, const char *name, const char *key,
                                  struct pol_src src)
{
    struct pol_scope *sc = top->scope;
    struct pol_record *r = arena_alloc(&p->arena, sizeof *r);
    if (!r || arena_reserve(&p->arena, (void **)&sc->recs, &sc->caprecs, sc->nrecs + 1,
                            sizeof *sc->recs))
        return NULL;
    r->verb = arena_strdup(&p->arena, verb);
    r->objtype = arena_strdup(&p->arena, objtype);
    r->name = arena_strdup(&p->arena, name);
    r->key = arena_strdup(&p->arena, key);
    r->src = src;
    if (!r->verb || (objtype && !r->objtype) || (name && !r->name) || (key && !r->key))
        return NULL;
    if (key)
        for (size_t i = 0; i < sc->nrecs; i++)
            if (!sc->recs[i]->deleted && sc->recs[i]->key && strcmp(sc->recs[i]->key, key) == 0)
                sc->recs[i]->deleted = true;
    sc->recs[sc->nrecs++] = r;
    sc->recs_dirty = true;
    return r;
}

int pol_record_param(struct policy *p, struct pol_record *r, const char *keyword, const char *value,
                     unsigned cls, struct pol_pos pos)
{
    if (arena_reserve(&p->arena, (void **)&r->params, &r->capparams, r->nparams + 1, sizeof *r->params))
        return -1;
    return param_fill(p, &r->params[r->nparams++], keyword, value, cls, pos);
}

size_t pol_count_objects(const struct pol_object *top)
{
    size_t n = 0;
    for (size_t i = 0; i < top->scope->nobjs; i++)
        n += top->scope->objs[i]->change != POL_DELETED;
    return n;
}

size_t pol_count_records(const struct pol_object *top)
{
    size_t n = 0;
    for (size_t i = 0; i < top->scope->nrecs; i++)
        n += !top->scope->recs[i]->deleted;
    return n;
}
