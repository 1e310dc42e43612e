/* import/import_notes.c — what a reader leaves for the later files of one import; see
 * import_run.h. */
#include "import/import_run.h"

#include <stdlib.h>
#include <string.h>

static struct import_note *find(const struct import_run *run, const char *sys, const char *top,
                                const char *key)
{
    for (size_t i = 0; i < run->nnotes; i++) {
        struct import_note *n = &run->notes[i];
        if (strcmp(n->sys, sys) == 0 && strcmp(n->top, top) == 0 && strcmp(n->key, key) == 0)
            return n;
    }
    return NULL;
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
    if (heap_reserve(&run->notes, &run->capnotes, run->nnotes + 1, sizeof *run->notes) < 0) {
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
    run->nnotes++;
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
    run->notes = NULL;
    run->nnotes = run->capnotes = 0;
}
