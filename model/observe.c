/* model/observe.c — observations of running top-level objects, beside the policy; see observe.h. */
#include "model/observe.h"

#include <stdlib.h>
#include <string.h>

struct observation *pol_add_observation(struct policy *p, const struct system_def *sys,
                                        const char *top, const char *taken, const char *taken_from,
                                        const char *file)
{
    struct observation *o = arena_alloc(&p->arena, sizeof *o);
    if (!o || arena_reserve(&p->arena, (void **)&p->obs, &p->capobs, p->nobs + 1, sizeof *p->obs))
        return NULL;
    o->sys = sys;
    o->top = arena_strdup(&p->arena, top);
    o->taken = arena_strdup(&p->arena, taken);
    o->taken_from = arena_strdup(&p->arena, taken_from);
    o->file = file ? pol_intern(p, file) : NULL;
    if (!o->top || !o->taken || !o->taken_from || (file && !o->file))
        return NULL;
    for (size_t i = 0; i < p->nobs; i++)
        if (p->obs[i]->sys == sys && strcmp(p->obs[i]->top, top) == 0)
            p->obs[i]->replaced = true;
    p->obs[p->nobs++] = o;
    return o;
}

struct pol_record *obs_add_block(struct policy *p, struct observation *o, const char *objtype,
                                 const char *name, uint32_t line)
{
    struct pol_record *r = arena_alloc(&p->arena, sizeof *r);
    if (!r || arena_reserve(&p->arena, (void **)&o->blocks, &o->capblocks, o->nblocks + 1,
                            sizeof *o->blocks))
        return NULL;
    r->verb = "DISPLAY";
    r->objtype = arena_strdup(&p->arena, objtype);
    r->name = arena_strdup(&p->arena, name);
    r->src = (struct pol_src){o->file, {line, line ? 1 : 0}};
    if (!r->objtype || !r->name)
        return NULL;
    o->blocks[o->nblocks++] = r;
    return r;
}

const struct observation *pol_observation(const struct policy *p, const struct system_def *sys,
                                          const char *top)
{
    for (size_t i = p->nobs; i-- > 0;)
        if (!p->obs[i]->replaced && p->obs[i]->sys == sys && strcmp(p->obs[i]->top, top) == 0)
            return p->obs[i];
    return NULL;
}

const char *obs_value(const struct pol_record *b, const char *kw)
{
    for (size_t i = 0; i < b->nparams; i++)
        if (strcmp(b->params[i].keyword, kw) == 0)
            return b->params[i].value;
    return NULL;
}

size_t pol_count_observations(const struct policy *p, const struct system_def *sys)
{
    size_t n = 0;
    for (size_t i = 0; i < p->nobs; i++)
        n += !p->obs[i]->replaced && (!sys || p->obs[i]->sys == sys);
    return n;
}

struct obs_sorted {
    const struct pol_record *b;
    size_t i;   /* its place in file order */
};

int obs_name_cmp(const char *a, const char *b)
{
    size_t la = strlen(a), lb = strlen(b);
    while (la && a[la - 1] == ' ')
        la--;
    while (lb && b[lb - 1] == ' ')
        lb--;
    int r = memcmp(a, b, la < lb ? la : lb);
    return r ? r : (la > lb) - (la < lb);
}

static int by_type_name(const void *x, const void *y)
{
    const struct obs_sorted *a = x, *b = y;
    int r = strcmp(a->b->objtype, b->b->objtype);
    if (!r)
        r = obs_name_cmp(a->b->name, b->b->name);
    return r ? r : (a->i > b->i) - (a->i < b->i);
}

int obs_index(struct policy *p, struct observation *o)
{
    o->sorted = NULL;
    o->nsorted = 0;
    struct obs_sorted *v = o->nblocks ? arena_alloc(&p->arena, o->nblocks * sizeof *v) : NULL;
    if (o->nblocks && !v)
        return -1;
    for (size_t i = 0; i < o->nblocks; i++)
        v[i] = (struct obs_sorted){o->blocks[i], i};
    if (v)
        qsort(v, o->nblocks, sizeof *v, by_type_name);
    o->sorted = v;
    o->nsorted = o->nblocks;
    return 0;
}

static bool matches(const struct pol_record *b, const char *objtype, const char *name)
{
    return strcmp(b->objtype, objtype) == 0 && (!name || obs_name_cmp(b->name, name) == 0);
}

const struct pol_record *obs_next(const struct observation *o, const char *objtype, const char *name,
                                  size_t *at)
{
    if (!o->sorted || o->nsorted != o->nblocks) {   /* no index: a scan in file order */
        for (size_t k = *at ? *at - 1 : 0; k < o->nblocks; k++)
            if (matches(o->blocks[k], objtype, name)) {
                *at = k + 2;
                return o->blocks[k];
            }
        *at = o->nblocks + 1;
        return NULL;
    }
    size_t pos = *at ? *at - 1 : 0;
    if (!*at) {   /* the first of the type and name: the lowest place not before them */
        size_t hi = o->nsorted;
        while (pos < hi) {
            size_t mid = pos + (hi - pos) / 2;
            const struct pol_record *b = o->sorted[mid].b;
            int r = strcmp(b->objtype, objtype);
            if (!r && name)
                r = obs_name_cmp(b->name, name);
            if (r < 0)
                pos = mid + 1;
            else
                hi = mid;
        }
    }
    if (pos < o->nsorted && matches(o->sorted[pos].b, objtype, name)) {
        *at = pos + 2;
        return o->sorted[pos].b;
    }
    *at = o->nsorted + 1;
    return NULL;
}
