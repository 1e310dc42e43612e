/* model/rng.h — the one seeded generator of the simulation engines (DESIGN.md "Simulation":
 * randomness only through one seeded generator, the same seed giving the same run).
 *
 * xorshift64* (S. Vigna, "An experimental exploration of Marsaglia's xorshift generators,
 * scrambled", ACM TOMS 42(4), 2016): x ^= x >> 12; x ^= x << 25; x ^= x >> 27; the draw is
 * x * 0x2545F4914F6CDD1D, all 64-bit unsigned. A seed of 0 (a state xorshift never leaves) is
 * replaced by 0x9E3779B97F4A7C15. An engine makes one draw per random choice; a choice among n
 * candidates, sorted by name, takes index ((draw >> 32) * n) >> 32. */
#ifndef WLMCON_MODEL_RNG_H
#define WLMCON_MODEL_RNG_H

#include <stddef.h>
#include <stdint.h>

struct sim_rng {
    uint64_t x;   /* the state; never 0 */
};

/* Starts r from seed (0 taken as 0x9E3779B97F4A7C15). */
void rng_seed(struct sim_rng *r, uint64_t seed);

/* The next 64-bit draw of r. */
uint64_t rng_next(struct sim_rng *r);

/* One draw of r as an index in [0, n) for a choice among n candidates (n from 1 to 2^32 - 1):
 * ((draw >> 32) * n) >> 32. */
size_t rng_choice(struct sim_rng *r, size_t n);

#endif
