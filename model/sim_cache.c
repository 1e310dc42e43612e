/* model/sim_cache.c — the memory of an engine's elimination steps; see sim_cache.h. */
#include "model/sim_cache.h"

#include <stdlib.h>
#include <string.h>

int sim_cache_init(struct sim_cache *c, size_t nslots)
{
    memset(c, 0, sizeof *c);
    c->generation = 1;
    if (!nslots)
        return 0;
    if (!(c->slots = calloc(nslots, sizeof *c->slots)))
        return -1;
    c->nslots = nslots;
    return 0;
}

void sim_cache_free(struct sim_cache *c)
{
    for (size_t i = 0; i < c->nslots; i++)
        free(c->slots[i].kept);
    free(c->slots);
    memset(c, 0, sizeof *c);
}

const struct sim_cache_slot *sim_cache_get(struct sim_cache *c, size_t slot)
{
    const struct sim_cache_slot *s = &c->slots[slot];
    if (s->generation == c->generation) {
        c->hits++;
        return s;
    }
    c->misses++;
    return NULL;
}

int sim_cache_put(struct sim_cache *c, size_t slot, int outcome, const size_t *kept, size_t n)
{
    struct sim_cache_slot *s = &c->slots[slot];
    s->generation = 0;
    if (n > s->cap) {
        size_t *v = realloc(s->kept, n * sizeof *v);
        if (!v)
            return -1;
        s->kept = v;
        s->cap = n;
    }
    if (n)
        memcpy(s->kept, kept, n * sizeof *kept);
    s->nkept = n;
    s->outcome = outcome;
    s->generation = c->generation;
    return 0;
}

void sim_cache_invalidate(struct sim_cache *c)
{
    c->generation++;
}
