/* model/observe.c — observations of running top-level objects, beside the policy; see observe.h. */
#include "model/observe.h"

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
