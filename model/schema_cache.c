/* model/schema_cache.c — attribute lookups remembered by address; see schema_cache.h. */
#include "model/schema_cache.h"

#include <stdbool.h>
#include <stdint.h>
#include <string.h>
#include <strings.h>

#define SLOTS 64

struct slot {
    const struct kind_def *kind;
    const char *text;
    int idx;
};

/* The slot of (kind, text) in a table of SLOTS. */
static struct slot *slot_of(struct slot *table, const struct kind_def *kind, const char *text)
{
    return &table[(((uintptr_t)text >> 2) ^ ((uintptr_t)kind >> 5)) & (SLOTS - 1)];
}

/* The remembered index of s when it is for (kind, text) and still names an attribute of kind. */
static const struct attr_def *remembered(const struct slot *s, const struct kind_def *kind,
                                         const char *text)
{
    if (s->kind != kind || s->text != text || (unsigned)s->idx >= kind->nattrs)
        return NULL;
    return kind->attrs[s->idx];
}

static void remember(struct slot *s, const struct kind_def *kind, const char *text, int idx)
{
    if (idx >= 0)
        *s = (struct slot){kind, text, idx};
}

int schema_attr_index_cached(const struct kind_def *kind, const char *key)
{
    static _Thread_local struct slot table[SLOTS];
    struct slot *s = slot_of(table, kind, key);
    const struct attr_def *a = remembered(s, kind, key);
    if (a && strcmp(a->key, key) == 0)
        return s->idx;
    int idx = schema_attr_index(kind, key);
    remember(s, kind, key, idx);
    return idx;
}

int schema_attr_native_cached(const struct kind_def *kind, const char *native)
{
    static _Thread_local struct slot table[SLOTS];
    struct slot *s = slot_of(table, kind, native);
    const struct attr_def *a = remembered(s, kind, native);
    if (a && (strcasecmp(a->native, native) == 0 || (a->synonym && strcasecmp(a->synonym, native) == 0)))
        return s->idx;
    int idx = schema_attr_native(kind, native);
    remember(s, kind, native, idx);
    return idx;
}
