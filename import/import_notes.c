/* import/import_notes.c — what a reader leaves for the later files of one import; see
 * import_run.h. */
#include "import/import_run.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "model/hash.h"

/* The hash of a note's sys, top and key. */
static size_t note_hash(const char *sys, const char *top, const char *key)
{
    uint64_t h = HASH64_SEED;
    const char *parts[3] = {sys, top, key};
    for (int i = 0; i < 3; i++) {
        for (const char *c = parts[i]; *c; c++)
            h = hash64_step(h, (unsigned char)*c);
        h = hash64_step(h, 0);   /* "a" "bc" is not "ab" "c" */
    }
    return (size_t)(h ^ (h >> 32));
}

/* The slot of run->noteidx that holds the note of sys, top and key, or the free slot where it
 * goes; run->capidx must not be 0. */
static size_t *slot_of(const struct import_run *run, const char *sys, const char *top, const char *key)
{
    size_t mask = run->capidx - 1, i = note_hash(sys, top, key) & mask;
    for (;; i = (i + 1) & mask) {
        size_t *s = &run->noteidx[i];
        if (!*s)
            return s;
        const struct import_note *n = &run->notes[*s - 1];
        if (strcmp(n->key, key) == 0 && strcmp(n->top, top) == 0 && strcmp(n->sys, sys) == 0)
            return s;
    }
}

static struct import_note *find(const struct import_run *run, const char *sys, const char *top,
                                const char *key)
{
    if (!run->capidx)
        return NULL;
    size_t *s = slot_of(run, sys, top, key);
    return *s ? &run->notes[*s - 1] : NULL;
}

/* Makes room in the index for one note more: 0, or -1 when memory runs out. */
static int index_reserve(struct import_run *run)
{
    if (2 * (run->nnotes + 1) <= run->capidx)
        return 0;
    size_t cap = run->capidx ? 2 * run->capidx : 16;
    size_t *old = run->noteidx;
    run->noteidx = calloc(cap, sizeof *run->noteidx);
    if (!run->noteidx) {
        run->noteidx = old;
        return -1;
    }
    free(old);
    run->capidx = cap;
    for (size_t i = 0; i < run->nnotes; i++)
        *slot_of(run, run->notes[i].sys, run->notes[i].top, run->notes[i].key) = i + 1;
    return 0;
}

int import_note_set(struct import_run *run, const char *sys, const char *top, const char *key,
                    const char *value)
{
    struct import_note *n = find(run, sys, top, key);
    char *v = strdup(value);
    if (!v)
        return -1;
    if (n) {
        free(n->value);
        n->value = v;
        return 0;
    }
    if (index_reserve(run) < 0 ||
        heap_reserve(&run->notes, &run->capnotes, run->nnotes + 1, sizeof *run->notes) < 0) {
        free(v);
        return -1;
    }
    n = &run->notes[run->nnotes];
    *n = (struct import_note){strdup(sys), strdup(top), strdup(key), v};
    if (!n->sys || !n->top || !n->key) {
        free(n->sys);
        free(n->top);
        free(n->key);
        free(v);
        return -1;
    }
    *slot_of(run, sys, top, key) = ++run->nnotes;
    return 0;
}

const char *import_note(const struct import_run *run, const char *sys, const char *top, const char *key)
{
    const struct import_note *n = find(run, sys, top, key);
    return n ? n->value : NULL;
}

void import_notes_free(struct import_run *run)
{
    for (size_t i = 0; i < run->nnotes; i++) {
        free(run->notes[i].sys);
        free(run->notes[i].top);
        free(run->notes[i].key);
        free(run->notes[i].value);
    }
    free(run->notes);
    free(run->noteidx);
    run->notes = NULL;
    run->noteidx = NULL;
    run->nnotes = run->capnotes = run->capidx = 0;
}
