/* import/notesini/notesini_servers.h — which server a name given to Domino's readers means: a
 * hierarchical name in any of its forms (canonical, abbreviated, common) matched against the
 * servers the import has read so far and those the store holds. */
#ifndef WLMCON_IMPORT_NOTESINI_NOTESINI_SERVERS_H
#define WLMCON_IMPORT_NOTESINI_NOTESINI_SERVERS_H

#include <stddef.h>

#include "import/import_run.h"
#include "model/domino/domino.h"

/* The canonical names of the servers text names (domino_name_matches), from the run's notes (the
 * NOTES.INI files read before), its policy and the store (hooks->top_names, asked once per run
 * and kept in *stored, which the caller frees with notesini_names_free): at most max into out
 * (pointers into those lists); returns how many fit (possibly more than max), or -1 when the store
 * cannot be read (an error is in run->diags) or memory runs out. */
struct notesini_names {
    char **v;
    size_t n;
    bool asked;
};
long notesini_servers_named(struct import_run *run, struct notesini_names *stored, const char *text,
                            const char **out, size_t max);

/* Frees what notesini_servers_named kept. */
void notesini_names_free(struct notesini_names *stored);

#endif
