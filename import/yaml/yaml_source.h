/* import/yaml/yaml_source.h — a top-level object's "source" in the YAML document (version 2,
 * yaml_doc.h) read back into its source layout (model/layout.h); private to import/yaml/. */
#ifndef WLMCON_IMPORT_YAML_SOURCE_H
#define WLMCON_IMPORT_YAML_SOURCE_H

#include "import/yaml/yaml_in.h"

/* A setting read with its line, bound once the top's objects are all read. */
struct ysetting {
    struct layout_file *file;
    struct layout_span span;
    char *kind, *name, *key, *read;   /* malloc'd; kind NULL: the top itself */
    bool duplicate;
    struct pol_pos pos;
};

/* The settings of one top's "source", in the order read. */
struct ysource {
    struct ysetting *v;
    size_t n, cap;
};

/* Reads the "source" list (next in in) into top's layout: its files and lines at once, its
 * settings into src for ysource_bind. Errors are reported at their place. Returns false when memory
 * runs out. */
bool ysource_read(struct yin *in, struct policy *pol, struct pol_object *top, struct ysource *src);

/* Binds each setting of src to the object of top's tree it names (an object or attribute the
 * document does not hold is an error at the setting), then frees src's settings. Returns false when
 * memory runs out. */
bool ysource_bind(struct yin *in, struct policy *pol, struct pol_object *top, struct ysource *src);

/* Frees src's settings (a top not kept). */
void ysource_free(struct ysource *src);

#endif
