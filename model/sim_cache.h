/* model/sim_cache.h — the memory of a simulation engine's elimination steps (DESIGN.md
 * "Simulation"): what the steps that read only the state kept for one kind of decision (an
 * engine's slot: MQ, one queue put to), valid while the state stays as it was. An engine bumps
 * the state's generation whenever something the steps read changes during a run (MQ: a queue
 * manager suspended at a message of the scenario), which makes every slot stale at once; the
 * decisions then run the steps afresh.
 *
 * Generic: a slot holds an outcome (the engine's number: a decision made by the steps alone, or
 * why nothing can be chosen) and the indexes of the candidates kept, in the engine's order. Plain
 * C, no I/O. */
#ifndef WLMCON_MODEL_SIM_CACHE_H
#define WLMCON_MODEL_SIM_CACHE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* What the steps gave for one slot, in the generation it was stored. */
struct sim_cache_slot {
    uint64_t generation;     /* the state's generation when stored; 0: never stored */
    int outcome;             /* the engine's */
    size_t *kept;            /* candidate indexes, nkept of them (heap-owned) */
    size_t nkept, cap;
};

struct sim_cache {
    uint64_t generation;     /* the state's, from 1 */
    struct sim_cache_slot *slots;
    size_t nslots;
    unsigned long long hits, misses;   /* lookups answered, and not (stale or never stored) */
};

/* Makes c a cache of nslots empty slots in generation 1. Returns 0, or -1 out of memory (c is
 * then empty and sim_cache_free may still be called). */
int sim_cache_init(struct sim_cache *c, size_t nslots);

/* Frees the slots' memory; c is empty afterwards. */
void sim_cache_free(struct sim_cache *c);

/* The slot's content when it was stored in the current generation, else NULL (a miss). slot <
 * nslots. The pointer is valid until the next sim_cache_put of that slot. */
const struct sim_cache_slot *sim_cache_get(struct sim_cache *c, size_t slot);

/* Stores outcome and the n indexes of kept (copied) in slot, for the current generation. Returns
 * 0, or -1 out of memory (the slot is then left stale). */
int sim_cache_put(struct sim_cache *c, size_t slot, int outcome, const size_t *kept, size_t n);

/* The state changed: every slot is stale from now on. */
void sim_cache_invalidate(struct sim_cache *c);

#endif
