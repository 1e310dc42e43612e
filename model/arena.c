/* model/arena.c — bump allocator; see arena.h. */
#include "model/arena.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

struct arena_chunk {
    struct arena_chunk *next;
    size_t size, off;
    _Alignas(16) unsigned char data[];
};

enum { ARENA_CHUNK = 64 * 1024 };

void arena_free(struct arena *a)
{
    struct arena_chunk *c = a->head;
    while (c) {
        struct arena_chunk *n = c->next;
        free(c);
        c = n;
    }
    a->head = NULL;
    a->used = a->reserved = 0;
}

/* n zeroed bytes at an offset that is a multiple of align (a power of two, at most 16): zero since
 * their chunk was made, as nothing is handed out twice. */
static void *bump(struct arena *a, size_t n, size_t align)
{
    struct arena_chunk *c = a->head;
    size_t off = c ? (c->off + align - 1) & ~(align - 1) : 0;
    if (!c || off > c->size || c->size - off < n) {
        size_t size = n > ARENA_CHUNK / 4 ? n : ARENA_CHUNK;
        if (size > SIZE_MAX - sizeof *c)
            return NULL;
        /* zeroed here, once: calloc takes memory the system gives zeroed as it is, and the arena
           never hands out a byte twice */
        c = calloc(1, sizeof *c + size);
        if (!c)
            return NULL;
        c->size = size;
        if (size == n && a->head) {
            /* a large block: keep the current chunk in front so its free space stays usable */
            c->next = a->head->next;
            a->head->next = c;
        } else {
            c->next = a->head;
            a->head = c;
        }
        a->reserved += size;
        off = 0;
    }
    void *p = c->data + off;
    c->off = off + n;
    a->used += n;
    return p;
}

void *arena_alloc(struct arena *a, size_t n)
{
    size_t need = (n + 15) & ~(size_t)15;
    return need < n ? NULL : bump(a, need, 16);
}

void *arena_alloc_text(struct arena *a, size_t n)
{
    return bump(a, n, 1);
}

char *arena_strndup(struct arena *a, const char *s, size_t n)
{
    char *p = n + 1 ? arena_alloc_text(a, n + 1) : NULL;
    if (!p)
        return NULL;
    memcpy(p, s, n);
    p[n] = '\0';
    return p;
}

char *arena_strdup(struct arena *a, const char *s)
{
    return s ? arena_strndup(a, s, strlen(s)) : NULL;
}

int arena_reserve(struct arena *a, void **vec, size_t *cap, size_t need, size_t elem)
{
    if (need <= *cap)
        return 0;
    size_t ncap = *cap ? *cap * 2 : 8;
    while (ncap < need)
        ncap *= 2;
    if (elem && ncap > SIZE_MAX / elem)
        return -1;
    void *nv = arena_alloc(a, ncap * elem);
    if (!nv)
        return -1;
    if (*cap)
        memcpy(nv, *vec, *cap * elem);
    *vec = nv;
    *cap = ncap;
    return 0;
}

int heap_reserve(void *vecp, size_t *cap, size_t need, size_t elem)
{
    if (need <= *cap)
        return 0;
    size_t ncap = *cap ? *cap * 2 : 8;
    while (ncap < need && ncap <= SIZE_MAX / 2)
        ncap *= 2;
    if (ncap < need || (elem && ncap > SIZE_MAX / elem))
        return -1;
    void *vec;
    memcpy(&vec, vecp, sizeof vec);   /* vecp: the address of a pointer to any object type */
    void *nv = realloc(vec, ncap * elem);
    if (!nv)
        return -1;
    memcpy(vecp, &nv, sizeof nv);
    *cap = ncap;
    return 0;
}
