/* model/arena.h — a bump allocator for the objects of one in-memory policy; growing arrays in it
 * and on the heap.
 *
 * Everything a policy holds (names, values, parameter lists) lives in its arena and is freed at once
 * with the policy. Allocations are 16-byte aligned, text is packed without alignment; there is no
 * per-allocation free. */
#ifndef WLMCON_MODEL_ARENA_H
#define WLMCON_MODEL_ARENA_H

#include <stddef.h>

struct arena_chunk;

struct arena {
    struct arena_chunk *head; /* newest chunk first */
    size_t used;              /* bytes handed out, for memory reports */
    size_t reserved;          /* bytes obtained from malloc */
};

/* Releases every chunk; the arena is empty and reusable afterwards. */
void arena_free(struct arena *a);

/* Returns n bytes of zeroed, 16-byte aligned memory owned by the arena, or NULL when malloc fails. */
void *arena_alloc(struct arena *a, size_t n);

/* Returns n bytes of zeroed memory owned by the arena without alignment, for text (strings are
 * most of what a loaded policy holds, and rounding each up to 16 bytes cost a quarter of it), or
 * NULL when malloc fails. */
void *arena_alloc_text(struct arena *a, size_t n);

/* Copies the n bytes at s and a terminating NUL into the arena (unaligned); NULL when malloc fails. */
char *arena_strndup(struct arena *a, const char *s, size_t n);

/* Copies the NUL-terminated s into the arena; NULL in gives NULL out (an unspecified value stays
 * unspecified), as does a failed malloc. */
char *arena_strdup(struct arena *a, const char *s);

/* Grows *vec (an array of elem-size items of capacity *cap) so that it holds at least need items,
 * copying into new arena memory; returns 0, or -1 when malloc fails. */
int arena_reserve(struct arena *a, void **vec, size_t *cap, size_t need, size_t elem);

/* The same for an array on the heap, outside any arena: vecp points to the array's pointer (e.g.
 * &list->v, a NULL pointer for an empty array), which is realloc'd to at least need items of elem
 * bytes, its capacity *cap doubling from 8. The owner frees the array with free(). Returns 0, or
 * -1 when memory runs out (the array and *cap unchanged). */
int heap_reserve(void *vecp, size_t *cap, size_t need, size_t elem);

#endif
