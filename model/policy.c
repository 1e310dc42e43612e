/* model/policy.c — the in-memory policy; see policy.h. */
#include "model/policy.h"

#include "model/hash.h"
#include "model/schema_cache.h"

#include <stdlib.h>
#include <string.h>

void policy_init(struct policy *p)
{
    memset(p, 0, sizeof *p);
}

void policy_free(struct policy *p)
{
    for (size_t i = 0; i < p->ntops; i++)
        if (p->tops[i]->scope) {
            free(p->tops[i]->scope->objs);
            free(p->tops[i]->scope->hash);
        }
    free(p->files);
    arena_free(&p->arena);
    memset(p, 0, sizeof *p);
}

/* The slot of files[cap] that holds s, or the free one where it belongs. */
static const char **file_slot(const char **files, size_t cap, const char *s, uint64_t h)
{
    size_t mask = cap - 1, i = h & mask;
    while (files[i] && strcmp(files[i], s) != 0)
        i = (i + 1) & mask;
    return &files[i];
}

/* Room for one more file in p's set, kept at most half full; -1 when memory runs out. */
static int files_grow(struct policy *p)
{
    if ((p->nfiles + 1) * 2 <= p->capfiles)
        return 0;
    size_t cap = p->capfiles ? p->capfiles * 2 : 64;
    const char **files = calloc(cap, sizeof *files);
    if (!files)
        return -1;
    for (size_t i = 0; i < p->capfiles; i++)
        if (p->files[i])
            *file_slot(files, cap, p->files[i], hash64(p->files[i])) = p->files[i];
    free(p->files);
    p->files = files;
    p->capfiles = cap;
    return 0;
}

const char *pol_intern(struct policy *p, const char *s)
{
    if (!s)
        return NULL;
    if (p->recent_file && strcmp(p->recent_file, s) == 0)
        return p->recent_file;
    uint64_t h = hash64(s);
    const char **slot = p->capfiles ? file_slot(p->files, p->capfiles, s, h) : NULL;
    if (slot && *slot)
        return p->recent_file = *slot;
    if (files_grow(p))
        return NULL;
    const char *d = arena_strdup(&p->arena, s);
    if (!d)
        return NULL;
    *file_slot(p->files, p->capfiles, s, h) = d;
    p->nfiles++;
    return p->recent_file = d;
}

const char *pol_share(struct policy *p, const char *s, size_t n)
{
    uint32_t h = HASH32_SEED;
    for (size_t i = 0; i < n && n <= POL_SHARED_MAX; i++)
        h = hash32_step(h, (unsigned char)s[i]);
    return pol_share_hashed(p, s, n, h);
}

const char *pol_share_hashed(struct policy *p, const char *s, size_t n, uint32_t h)
{
    if (n > POL_SHARED_MAX)
        return arena_strndup(&p->arena, s, n);
    if (!p->shared && !(p->shared = arena_alloc(&p->arena, POL_SHARED_SLOTS * sizeof *p->shared)))
        return NULL;
    const char **slot = &p->shared[(h ^ (h >> 16)) & (POL_SHARED_SLOTS - 1)];
    if (*slot && strncmp(*slot, s, n) == 0 && (*slot)[n] == '\0')
        return *slot;
    const char *d = arena_strndup(&p->arena, s, n);
    if (d)
        *slot = d;
    return d;
}

static uint64_t name_hash(const char *ns, const char *name)
{
    uint64_t h = HASH64_SEED;
    for (const unsigned char *s = (const unsigned char *)ns; *s; s++)
        h = hash64_step(h, *s);
    h = hash64_step(h, 0xff);
    for (const unsigned char *s = (const unsigned char *)name; *s; s++)
        h = hash64_step(h, *s);
    return h;
}

static void hash_put(struct pol_scope *sc, struct pol_object *o)
{
    if (o->kind->flags & KF_UNNAMED)
        return;
    size_t mask = sc->hcap - 1, i = name_hash(o->kind->ns, o->name) & mask;
    while (sc->hash[i])
        i = (i + 1) & mask;
    sc->hash[i] = o;
}

static int hash_rebuild(struct pol_scope *sc, size_t live)
{
    size_t cap = 64;
    while (cap < live * 2 + 2)
        cap *= 2;
    if (cap != sc->hcap) {
        struct pol_object **h = calloc(cap, sizeof *h);
        if (!h)
            return -1;
        free(sc->hash);
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

static void touch(struct pol_object *obj)
{
    if (obj->change == POL_SAME)
        obj->change = POL_CHANGED;
}

/* ---- the children lists ------------------------------------------------------------------------ */

/* Links obj among parent's children after `after` (NULL: first). */
static void link_after(struct pol_object *parent, struct pol_object *obj, struct pol_object *after)
{
    obj->prev = after;
    obj->next = after ? after->next : parent->first;
    if (obj->next)
        obj->next->prev = obj;
    else
        parent->last = obj;
    if (after)
        after->next = obj;
    else
        parent->first = obj;
}

/* Unlinks obj from its parent's children. */
static void unlink_child(struct pol_object *obj)
{
    struct pol_object *parent = obj->parent;
    if (obj->prev)
        obj->prev->next = obj->next;
    else
        parent->first = obj->next;
    if (obj->next)
        obj->next->prev = obj->prev;
    else
        parent->last = obj->prev;
    obj->prev = obj->next = NULL;
}

/* Adds delta to the position of every live sibling of obj's kind after obj (an ordered kind). */
static void renumber_after(struct pol_object *obj, int delta)
{
    for (struct pol_object *c = pol_next_child(obj, obj->kind); c; c = pol_next_child(c, obj->kind)) {
        c->position = (uint32_t)((int64_t)c->position + delta);
        touch(c);
    }
}

/* The last live child of parent of kind, or NULL. */
static struct pol_object *last_child(const struct pol_object *parent, const struct kind_def *kind)
{
    for (struct pol_object *c = parent->last; c; c = c->prev)
        if (c->kind == kind && c->change != POL_DELETED)
            return c;
    return NULL;
}

/* Links obj, not linked yet, at position (ordered kinds; 0 or past the last: after the last)
 * among parent's children, renumbering the siblings of its kind that follow. */
static void link_at(struct pol_object *parent, struct pol_object *obj, uint32_t position)
{
    bool ordered = obj->kind->flags & KF_ORDERED;
    struct pol_object *at = ordered && position ? pol_child_at(parent, obj->kind, position) : NULL;
    obj->parent = parent;
    if (!at) {
        const struct pol_object *last = ordered ? last_child(parent, obj->kind) : NULL;
        obj->position = ordered ? (last ? last->position : 0) + 1 : 0;
        link_after(parent, obj, parent->last);
        return;
    }
    obj->position = at->position;
    link_after(parent, obj, at->prev);
    renumber_after(obj, 1);
}

bool pol_may_hold(const struct pol_object *parent, const struct kind_def *kind)
{
    if (!parent)
        return true;
    if (!kind->parents)
        return parent->parent == NULL;
    return parent->kind->sys == kind->sys && parent->kind->index < 64 &&
           ((kind->parents >> parent->kind->index) & 1u);
}

/* Makes the object and registers it in its top's scope and hash; it is not linked yet. */
static struct pol_object *make_object(struct policy *p, const struct kind_def *kind,
                                      struct pol_object *parent, const char *name)
{
    if (!pol_may_hold(parent, kind))
        return NULL;
    struct pol_object *o = arena_alloc(&p->arena, sizeof *o);
    if (!o)
        return NULL;
    o->kind = kind;
    o->parent = parent;
    o->top = parent ? parent->top : o;
    o->name = arena_strdup(&p->arena, name && !(kind->flags & KF_UNNAMED) ? name : "");
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
    if (heap_reserve(&sc->objs, &sc->capobjs, sc->nobjs + 1, sizeof *sc->objs))
        return NULL;
    sc->objs[sc->nobjs++] = o;
    if (sc->nobjs * 2 + 2 > sc->hcap)
        return hash_rebuild(sc, sc->nobjs) ? NULL : o;
    hash_put(sc, o);
    return o;
}

struct pol_object *pol_new_at(struct policy *p, const struct kind_def *kind, struct pol_object *parent,
                              const char *name, uint32_t position)
{
    struct pol_object *o = make_object(p, kind, parent, name);
    if (o && parent)
        link_at(parent, o, position);
    return o;
}

struct pol_object *pol_new(struct policy *p, const struct kind_def *kind, struct pol_object *parent,
                           const char *name)
{
    return pol_new_at(p, kind, parent, name, 0);
}

/* Links obj, not linked yet, under parent at exactly position (ordered kinds; others after the
 * last child), placed among the siblings of its kind by position, nobody renumbered. */
static void link_placed(struct pol_object *parent, struct pol_object *obj, uint32_t position)
{
    obj->parent = parent;
    if (!(obj->kind->flags & KF_ORDERED)) {
        obj->position = 0;
        link_after(parent, obj, parent->last);
        return;
    }
    /* stored rows come mostly in position order: look from the end */
    struct pol_object *before = NULL, *c = parent->last;
    for (; c; c = c->prev) {
        if (c->kind != obj->kind || c->change == POL_DELETED)
            continue;
        if (c->position < position)
            break;
        before = c;
    }
    obj->position = position;
    link_after(parent, obj, c ? c : before ? before->prev : parent->last);
}

struct pol_object *pol_new_placed(struct policy *p, const struct kind_def *kind,
                                  struct pol_object *parent, const char *name, uint32_t position)
{
    struct pol_object *o = make_object(p, kind, parent, name);
    if (o && parent)
        link_placed(parent, o, position);
    return o;
}

/* Whether obj may move under parent (pol_move). */
static bool may_move(const struct pol_object *obj, const struct pol_object *parent)
{
    if (!obj->parent || !parent || parent->top != obj->top || parent->change == POL_DELETED ||
        obj->change == POL_DELETED || !pol_may_hold(parent, obj->kind))
        return false;
    for (const struct pol_object *a = parent; a; a = a->parent)
        if (a == obj)
            return false;
    return true;
}

int pol_place(struct pol_object *obj, struct pol_object *parent, uint32_t position)
{
    if (!may_move(obj, parent))
        return -1;
    unlink_child(obj);
    link_placed(parent, obj, position);
    touch(obj);
    return 0;
}

int pol_move(struct pol_object *obj, struct pol_object *parent, uint32_t position)
{
    if (!may_move(obj, parent))
        return -1;
    if (obj->kind->flags & KF_ORDERED)
        renumber_after(obj, -1);
    unlink_child(obj);
    link_at(parent, obj, position);
    touch(obj);
    return 0;
}

struct pol_object *pol_next_child(const struct pol_object *obj, const struct kind_def *kind)
{
    struct pol_object *c = obj->next;
    while (c && (c->change == POL_DELETED || (kind && c->kind != kind)))
        c = c->next;
    return c;
}

struct pol_object *pol_first_child(const struct pol_object *parent, const struct kind_def *kind)
{
    struct pol_object *c = parent->first;
    return !c || (c->change != POL_DELETED && (!kind || c->kind == kind)) ? c : pol_next_child(c, kind);
}

struct pol_object *pol_child_at(const struct pol_object *parent, const struct kind_def *kind,
                                uint32_t position)
{
    for (struct pol_object *c = pol_first_child(parent, kind); c; c = pol_next_child(c, kind))
        if (c->position == position)
            return c;
    return NULL;
}

size_t pol_child_count(const struct pol_object *parent, const struct kind_def *kind)
{
    size_t n = 0;
    for (const struct pol_object *c = pol_first_child(parent, kind); c; c = pol_next_child(c, kind))
        n++;
    return n;
}

struct pol_object *pol_find_uid(const struct pol_object *top, int64_t uid)
{
    if (top->uid == uid && top->change != POL_DELETED)
        return (struct pol_object *)top;
    const struct pol_scope *sc = top->scope;
    for (size_t i = 0; sc && i < sc->nobjs; i++)
        if (sc->objs[i]->uid == uid && sc->objs[i]->change != POL_DELETED)
            return sc->objs[i];
    return NULL;
}

unsigned pol_depth(const struct pol_object *obj)
{
    unsigned d = 0;
    for (const struct pol_object *a = obj->parent; a; a = a->parent)
        d++;
    return d;
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

/* Marks obj and everything under it deleted. */
static void delete_subtree(struct pol_object *obj)
{
    obj->change = POL_DELETED;
    for (struct pol_object *c = obj->first; c; c = c->next)
        delete_subtree(c);
}

void pol_delete(struct pol_object *obj)
{
    if (!obj->parent) {
        obj->change = POL_DELETED;
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
    if (obj->change != POL_DELETED) {
        if (obj->kind->flags & KF_ORDERED)
            renumber_after(obj, -1);
        unlink_child(obj);
    }
    delete_subtree(obj);
    /* rebuild in place: the table keeps its size, so this cannot fail */
    struct pol_scope *sc = obj->top->scope;
    memset(sc->hash, 0, sc->hcap * sizeof *sc->hash);
    for (size_t i = 0; i < sc->nobjs; i++)
        if (sc->objs[i]->change != POL_DELETED)
            hash_put(sc, sc->objs[i]);
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
    if (obj->vfile)
        obj->vfile[idx] = NULL;
    if (obj->vchange)
        obj->vchange[idx] = NULL;
    touch(obj);
    return 0;
}

int pol_set_value_file(struct policy *p, struct pol_object *obj, int idx, const char *file)
{
    if (idx < 0 || (unsigned)idx >= obj->kind->nattrs)
        return -1;
    if (file == obj->src.file || (file && obj->src.file && strcmp(file, obj->src.file) == 0))
        file = NULL;
    if (!obj->vfile && !file)
        return 0;
    if (!obj->vfile && !(obj->vfile = arena_alloc(&p->arena, obj->kind->nattrs * sizeof *obj->vfile)))
        return -1;
    obj->vfile[idx] = file;
    return 0;
}

int pol_set_from(struct policy *p, struct pol_object *obj, int idx, const char *value, struct pol_src src)
{
    if (pol_set(p, obj, idx, value, src.pos))
        return -1;
    return pol_set_value_file(p, obj, idx, src.file);
}

int pol_set_again(struct policy *p, struct pol_object *obj, int idx, const char *value, struct pol_src src)
{
    if (idx >= 0 && (unsigned)idx < obj->kind->nattrs && !pol_value_change(obj, idx)) {
        const char *now = obj->vals[idx], *file = pol_value_file(obj, idx);
        bool same = (now == value || (now && value && strcmp(now, value) == 0)) &&
                    obj->vpos[idx].line == src.pos.line && obj->vpos[idx].col == src.pos.col &&
                    (file == src.file || (file && src.file && strcmp(file, src.file) == 0));
        if (same)
            return 0;
    }
    return pol_set_from(p, obj, idx, value, src);
}

const char *pol_value_file(const struct pol_object *obj, int idx)
{
    return idx >= 0 && obj->vfile && obj->vfile[idx] ? obj->vfile[idx] : obj->src.file;
}

struct console_change *pol_console_change(struct policy *p, int64_t batch, bool unsaved)
{
    for (size_t i = p->nchanges; i-- > 0;)
        if (p->changes[i]->unsaved == unsaved && (unsaved || p->changes[i]->batch == batch))
            return p->changes[i];
    struct console_change *c = arena_alloc(&p->arena, sizeof *c);
    if (!c || arena_reserve(&p->arena, (void **)&p->changes, &p->capchanges, p->nchanges + 1,
                            sizeof *p->changes))
        return NULL;
    c->batch = unsaved ? 0 : batch;
    c->unsaved = unsaved;
    p->changes[p->nchanges++] = c;
    return c;
}

int pol_set_value_change(struct policy *p, struct pol_object *obj, int idx, struct console_change *c)
{
    if (idx < 0 || (unsigned)idx >= obj->kind->nattrs)
        return -1;
    if (!obj->vchange && !c)
        return 0;
    if (!obj->vchange &&
        !(obj->vchange = arena_alloc(&p->arena, obj->kind->nattrs * sizeof *obj->vchange)))
        return -1;
    obj->vchange[idx] = c;
    obj->vpos[idx] = (struct pol_pos){0, 0};
    if (obj->vfile)
        obj->vfile[idx] = NULL;
    return 0;
}

int pol_set_edited(struct policy *p, struct pol_object *obj, int idx, const char *value)
{
    struct console_change *c = pol_console_change(p, 0, true);
    if (!c || pol_set(p, obj, idx, value, (struct pol_pos){0, 0}))
        return -1;
    return pol_set_value_change(p, obj, idx, c);
}

const struct console_change *pol_value_change(const struct pol_object *obj, int idx)
{
    return idx >= 0 && (unsigned)idx < obj->kind->nattrs && obj->vchange ? obj->vchange[idx] : NULL;
}

int pol_copy_value(struct policy *p, struct pol_object *dst, const struct pol_object *src, int idx)
{
    if (pol_set(p, dst, idx, src->vals[idx], src->vpos[idx]))
        return -1;
    const struct console_change *c = pol_value_change(src, idx);
    if (c) {
        struct console_change *mine = pol_console_change(p, c->batch, c->unsaved);
        if (!mine)
            return -1;
        if (!mine->who[0] && !mine->at[0])
            *mine = *c;
        return pol_set_value_change(p, dst, idx, mine);
    }
    const char *file = pol_value_file(src, idx);
    const char *mine = file ? pol_intern(p, file) : NULL;
    return file && !mine ? -1 : pol_set_value_file(p, dst, idx, mine);
}

const char *pol_get(const struct pol_object *obj, int idx)
{
    if (idx < 0 || (unsigned)idx >= obj->kind->nattrs)
        return NULL;
    return obj->vals[idx];
}

const char *pol_get_key(const struct pol_object *obj, const char *key)
{
    return pol_get(obj, schema_attr_index_cached(obj->kind, key));
}

/* Fills pp with keyword (already shared: pol_share), a shared copy of value, cls and pos. */
static int param_put(struct policy *p, struct pol_param *pp, const char *keyword, const char *value,
                     unsigned cls, struct pol_pos pos)
{
    pp->keyword = keyword;
    pp->value = value ? pol_share(p, value, strlen(value)) : NULL;
    pp->cls = cls;
    pp->pos = pos;
    return (!pp->keyword || (value && !pp->value)) ? -1 : 0;
}

static int param_fill(struct policy *p, struct pol_param *pp, const char *keyword, const char *value,
                      unsigned cls, struct pol_pos pos)
{
    return param_put(p, pp, pol_share(p, keyword, strlen(keyword)), value, cls, pos);
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
    return pol_param_add(p, obj, keyword, value, cls, pos);
}

int pol_param_reserve(struct policy *p, struct pol_object *obj, size_t n)
{
    return arena_reserve(&p->arena, (void **)&obj->params, &obj->capparams, obj->nparams + n,
                         sizeof *obj->params);
}

int pol_param_add_shared(struct policy *p, struct pol_object *obj, const char *keyword,
                         const char *value, unsigned cls, struct pol_pos pos)
{
    if (pol_param_reserve(p, obj, 1))
        return -1;
    touch(obj);
    return param_put(p, &obj->params[obj->nparams++], keyword, value, cls, pos);
}

int pol_param_add(struct policy *p, struct pol_object *obj, const char *keyword, const char *value,
                  unsigned cls, struct pol_pos pos)
{
    return pol_param_add_shared(p, obj, pol_share(p, keyword, strlen(keyword)), value, cls, pos);
}

int pol_param_drop(struct pol_object *obj, const char *keyword, unsigned cls)
{
    for (size_t i = 0; i < obj->nparams; i++)
        if (obj->params[i].cls == cls && obj->params[i].keyword[0] == keyword[0] &&
            strcmp(obj->params[i].keyword, keyword) == 0) {
            memmove(&obj->params[i], &obj->params[i + 1], (obj->nparams - i - 1) * sizeof *obj->params);
            obj->nparams--;
            touch(obj);
            return 1;
        }
    return 0;
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

/* Whether strings a and b (either may be NULL) are equal. */
static bool same_str(const char *a, const char *b)
{
    return a == b || (a && b && strcmp(a, b) == 0);
}

static bool same_record(const struct pol_record *a, const struct pol_record *b)
{
    if (!same_str(a->verb, b->verb) || !same_str(a->objtype, b->objtype) || !same_str(a->name, b->name) ||
        !same_str(a->key, b->key) || !same_str(a->src.file, b->src.file) || !a->src.file ||
        a->src.pos.line != b->src.pos.line || a->src.pos.col != b->src.pos.col || a->nparams != b->nparams)
        return false;
    for (size_t i = 0; i < a->nparams; i++) {
        const struct pol_param *x = &a->params[i], *y = &b->params[i];
        if (x->cls != y->cls || !same_str(x->keyword, y->keyword) || !same_str(x->value, y->value) ||
            x->pos.line != y->pos.line || x->pos.col != y->pos.col)
            return false;
    }
    return true;
}

bool pol_record_repeat(struct pol_object *top, struct pol_record *r)
{
    struct pol_scope *sc = top->scope;
    for (size_t i = 0; i < sc->nrecs && sc->recs[i] != r; i++) {
        struct pol_record *e = sc->recs[i];
        /* a deleted one with r's key was replaced by r: r is the key's live record now */
        if ((!e->deleted || (r->key && e->key)) && same_record(e, r)) {
            e->deleted = false;
            r->deleted = true;
            return true;
        }
    }
    return false;
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
