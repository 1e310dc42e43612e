/* model/simulate_result.c — building the generic result of a simulation run; see simulate.h. */
#include "model/simulate.h"

#include <string.h>

void sim_result_free(struct sim_result *r)
{
    arena_free(&r->arena);
    memset(r, 0, sizeof *r);
    r->trace.chosen = -1;
}

long sim_result_dest(struct sim_result *r, size_t nfields, const char *name, const char *const *fields,
                     bool local)
{
    if (arena_reserve(&r->arena, (void **)&r->dests, &r->capdests, r->ndests + 1, sizeof *r->dests))
        return -1;
    struct sim_dest *d = &r->dests[r->ndests];
    memset(d, 0, sizeof *d);
    d->local = local;
    if (!(d->name = arena_strdup(&r->arena, name)) ||
        !(d->fields = arena_alloc(&r->arena, nfields * sizeof *d->fields + 1)))
        return -1;
    for (size_t i = 0; i < nfields; i++)
        if (!(d->fields[i] = arena_strdup(&r->arena, fields[i] ? fields[i] : "")))
            return -1;
    return (long)r->ndests++;
}

int sim_result_details(struct sim_result *r, size_t d, size_t n, const char *const *values)
{
    const char **v = arena_alloc(&r->arena, (n + 1) * sizeof *v);
    if (!v)
        return -1;
    for (size_t i = 0; i < n; i++)
        if (!(v[i] = arena_strdup(&r->arena, values[i] ? values[i] : "")))
            return -1;
    r->dests[d].details = v;
    return 0;
}

int sim_result_fact(struct sim_result *r, const char *label, const char *value)
{
    if (arena_reserve(&r->arena, (void **)&r->facts, &r->capfacts, r->nfacts + 1, sizeof *r->facts))
        return -1;
    struct sim_fact *f = &r->facts[r->nfacts];
    if (!(f->label = arena_strdup(&r->arena, label)) || !(f->value = arena_strdup(&r->arena, value)))
        return -1;
    r->nfacts++;
    return 0;
}

int sim_result_undelivered(struct sim_result *r, int code, const char *name)
{
    size_t i = 0;
    while (i < r->nreasons && strcmp(r->reasons[i].name, name) != 0)
        i++;
    if (i == r->nreasons) {
        if (arena_reserve(&r->arena, (void **)&r->reasons, &r->capreasons, r->nreasons + 1, sizeof *r->reasons))
            return -1;
        r->reasons[r->nreasons++] = (struct sim_reason){code, name, 0};
    }
    r->undelivered++;
    r->reasons[i].count++;
    size_t top = 0;
    for (size_t k = 1; k < r->nreasons; k++)
        top = r->reasons[k].count > r->reasons[top].count ? k : top;
    r->reason = r->reasons[top].code;
    r->reason_text = r->reasons[top].name;
    return 0;
}

const char *sim_unit(const struct sim_engine *e, bool plural)
{
    return plural ? (e->units ? e->units : "messages") : (e->unit ? e->unit : "message");
}

int sim_result_note(struct sim_result *r, const char *text)
{
    if (arena_reserve(&r->arena, (void **)&r->notes, &r->capnotes, r->nnotes + 1, sizeof *r->notes))
        return -1;
    return (r->notes[r->nnotes] = arena_strdup(&r->arena, text)) ? (r->nnotes++, 0) : -1;
}

/* Copies n labels into r's arena; NULL out of memory (a valid empty array for n 0). */
static const char **labels(struct sim_result *r, const char *const *v, size_t n)
{
    const char **out = arena_alloc(&r->arena, n * sizeof *out + 1);
    for (size_t i = 0; out && i < n; i++)
        if (!(out[i] = arena_strdup(&r->arena, v[i])))
            return NULL;
    return out;
}

int sim_trace_step(struct sim_result *r, const char *step, const char *const *kept, size_t nkept,
                   const char *const *removed, size_t nremoved, const char *note)
{
    struct sim_trace *t = &r->trace;
    if (arena_reserve(&r->arena, (void **)&t->steps, &t->capsteps, t->nsteps + 1, sizeof *t->steps))
        return -1;
    struct sim_step *s = &t->steps[t->nsteps];
    s->step = arena_strdup(&r->arena, step);
    s->kept = labels(r, kept, nkept);
    s->removed = labels(r, removed, nremoved);
    s->nkept = nkept;
    s->nremoved = nremoved;
    s->note = note ? arena_strdup(&r->arena, note) : NULL;
    if (!s->step || !s->kept || !s->removed || (note && !s->note))
        return -1;
    t->nsteps++;
    return 0;
}

unsigned sim_share_tenths(const struct sim_result *r, unsigned long long count)
{
    return r->messages ? (unsigned)((count * 2000 / r->messages + 1) / 2) : 0;
}
