/* model/hash.h — FNV-1a (Fowler–Noll–Vo, the 1a variant), the one string hash of wlmcon's
 * tables and caches: HASH32_SEED or HASH64_SEED, then h = hashNN_step(h, byte) for each byte. A
 * caller that reads the bytes anyway (a parser folding a keyword) steps the hash as it goes; the
 * others take hash32 or hash64 of a NUL-terminated string. */
#ifndef WLMCON_MODEL_HASH_H
#define WLMCON_MODEL_HASH_H

#include <stdint.h>

#define HASH32_SEED 2166136261u
#define HASH32_PRIME 16777619u
#define HASH64_SEED 14695981039346656037u
#define HASH64_PRIME 1099511628211u

static inline uint32_t hash32_step(uint32_t h, unsigned char c)
{
    return (h ^ c) * HASH32_PRIME;
}

static inline uint64_t hash64_step(uint64_t h, unsigned char c)
{
    return (h ^ c) * HASH64_PRIME;
}

/* The 32-bit hash of s. */
static inline uint32_t hash32(const char *s)
{
    uint32_t h = HASH32_SEED;
    for (; *s; s++)
        h = hash32_step(h, (unsigned char)*s);
    return h;
}

/* The 64-bit hash of s. */
static inline uint64_t hash64(const char *s)
{
    uint64_t h = HASH64_SEED;
    for (; *s; s++)
        h = hash64_step(h, (unsigned char)*s);
    return h;
}

#endif
