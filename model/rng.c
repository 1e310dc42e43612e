/* model/rng.c — xorshift64*; see rng.h. */
#include "model/rng.h"

void rng_seed(struct sim_rng *r, uint64_t seed)
{
    r->x = seed ? seed : UINT64_C(0x9E3779B97F4A7C15);
}

uint64_t rng_next(struct sim_rng *r)
{
    uint64_t x = r->x;
    x ^= x >> 12;
    x ^= x << 25;
    x ^= x >> 27;
    r->x = x;
    return x * UINT64_C(0x2545F4914F6CDD1D);
}

size_t rng_choice(struct sim_rng *r, size_t n)
{
    return (size_t)(((rng_next(r) >> 32) * (uint64_t)n) >> 32);
}
