/* import/mqsc/mqsc_checked.c — the values of one file already found valid (mqsc_checked_* in
 * mqsc_reader.h): a dump gives most attributes the same few values object after object
 * (DEFPSIST(NO), MAXDEPTH(5000)), and a value a check once passed passes it again, so the reader
 * decodes and checks it once. A direct-mapped cache: a slot holds the last valid value whose
 * check and raw text hash to it; short values only. */
#include "import/mqsc/mqsc_reader.h"
#include "model/hash.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

struct mqsc_checked_slot {
    const void *check;            /* the check that passed; NULL: a free slot */
    uint32_t hash;                /* of raw */
    char raw[MQSC_CHECKED_LEN];   /* the parameter's text as read */
    char value[MQSC_CHECKED_LEN]; /* what the check made of it (the canonical value) */
};

/* FNV-1a of s; *len gets strlen(s), counted only up to MQSC_CHECKED_LEN. */
static uint32_t raw_hash(const char *s, size_t *len)
{
    uint32_t h = HASH32_SEED;
    size_t n = 0;
    for (; s[n] && n < MQSC_CHECKED_LEN; n++)
        h = hash32_step(h, (unsigned char)s[n]);
    *len = n;
    return h;
}

/* The slot of raw's hash under check: the common values (0, YES, ' ') are those of many checks. */
static size_t slot_of(const void *check, uint32_t hash)
{
    uint32_t c = (uint32_t)((uintptr_t)check >> 3);
    return ((hash ^ (c * 0x9E3779B1u)) * 0x85EBCA6Bu) >> (32 - MQSC_CHECKED_BITS);
}

int mqsc_checked_init(struct mqsc_checked *c)
{
    c->slot = calloc(MQSC_CHECKED_SLOTS, sizeof *c->slot);
    return c->slot ? 0 : -1;
}

void mqsc_checked_free(struct mqsc_checked *c)
{
    free(c->slot);
    c->slot = NULL;
}

const char *mqsc_checked_get(const struct mqsc_checked *c, const void *check, const char *raw,
                             struct mqsc_checked_key *key)
{
    key->hash = raw_hash(raw, &key->len);
    if (!c->slot || key->len >= MQSC_CHECKED_LEN)
        return NULL;
    const struct mqsc_checked_slot *s = &c->slot[slot_of(check, key->hash)];
    if (s->check == check && s->hash == key->hash && memcmp(s->raw, raw, key->len + 1) == 0)
        return s->value;
    return NULL;
}

void mqsc_checked_put(struct mqsc_checked *c, const void *check, const char *raw, const struct mqsc_checked_key *key,
                      const char *value)
{
    size_t vn = strlen(value);
    if (!c->slot || key->len >= MQSC_CHECKED_LEN || vn >= MQSC_CHECKED_LEN)
        return;
    struct mqsc_checked_slot *s = &c->slot[slot_of(check, key->hash)];
    s->check = check;
    s->hash = key->hash;
    memcpy(s->raw, raw, key->len + 1);
    memcpy(s->value, value, vn + 1);
}
