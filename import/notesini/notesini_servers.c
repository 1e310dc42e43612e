/* import/notesini/notesini_servers.c — servers named in any form; see notesini_servers.h. */
#include "import/notesini/notesini_servers.h"

#include <stdlib.h>
#include <string.h>

/* Adds name to out[0..*n) (at most max kept) unless it is there. */
static void add(const char *name, const char **out, size_t max, size_t *n)
{
    for (size_t j = 0; j < *n && j < max; j++)
        if (strcmp(out[j], name) == 0)
            return;
    if (*n < max)
        out[*n] = name;
    ++*n;
}

long notesini_servers_named(struct import_run *run, struct notesini_names *stored, const char *text,
                            const char **out, size_t max)
{
    size_t n = 0;
    for (size_t i = 0; i < run->nnotes; i++) {
        const struct import_note *no = &run->notes[i];
        if (strcmp(no->sys, "domino") == 0 && strcmp(no->key, "server") == 0 && domino_name_matches(no->top, text))
            add(no->top, out, max, &n);
    }
    for (size_t i = 0; i < run->pol->ntops; i++) {
        const struct pol_object *t = run->pol->tops[i];
        if (t->kind->sys == &domino_system_def && t->change != POL_DELETED && domino_name_matches(t->name, text))
            add(t->name, out, max, &n);
    }
    const struct import_hooks *h = run->hooks;
    if (!stored->asked && h->top_names) {
        stored->asked = true;
        if (h->top_names(h->ctx, domino_kind(DOM_SERVER), &stored->v, &stored->n, run->diags))
            return -1;
    }
    for (size_t i = 0; i < stored->n; i++)
        if (domino_name_matches(stored->v[i], text))
            add(stored->v[i], out, max, &n);
    return (long)n;
}

void notesini_names_free(struct notesini_names *stored)
{
    for (size_t i = 0; i < stored->n; i++)
        free(stored->v[i]);
    free(stored->v);
    *stored = (struct notesini_names){0};
}
