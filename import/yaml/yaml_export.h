/* import/yaml/yaml_export.h — the YAML writer (private to import/; tests call it directly): the
 * whole store as one document, a section per system (yaml_doc.h). */
#ifndef WLMCON_IMPORT_YAML_EXPORT_H
#define WLMCON_IMPORT_YAML_EXPORT_H

#include "import/import.h"

struct yaml_export;

/* Starts the YAML document of a whole store on o: the format name and version; then, for each
 * system in turn, export_yaml_system and its top-level objects in name order. The document holds
 * no revision, journal, row id, source file, position or time, so the same content always gives
 * the same bytes. *y is owned by the caller until export_yaml_end. */
enum export_status export_yaml_begin(struct export_out *o, struct yaml_export **y,
                                     struct export_error *err);

/* Writes the "rules" section of the n levels v (nothing when n is 0), right after export_yaml_begin. */
enum export_status export_yaml_rules(struct yaml_export *y, const struct rule_level *v, size_t n,
                                     struct export_error *err);

/* Opens the section of system sys (its doc_key, then the list of its top-level objects), closing
 * the one before. A section is written even when no object follows: importing the document then
 * empties that system. */
enum export_status export_yaml_system(struct yaml_export *y, const struct system_def *sys,
                                      struct export_error *err);

/* Appends top-level object top to its system's section (opened first when another is open, or
 * none): its modelled attributes under their canonical keys (absent: unspecified, "" empty, " "
 * blank), its read-only values and other parameters as ordered [keyword, value] pairs ([keyword]
 * for a keyword without value), the objects under it sorted by the kind's dump order, position
 * and name, each with the objects under it nested in its own "objects", and its live records in
 * order. Every string is double-quoted, lines are never wrapped. EXPORT_DATAERR for a value that
 * is not valid UTF-8. A failed write to the output stops the writer and is reported by
 * export_out_close. */
enum export_status export_yaml_top(struct yaml_export *y, const struct pol_object *top,
                                   struct export_error *err);

/* Ends the document and frees y (also after a failure, to release it). Does not close the
 * output. */
enum export_status export_yaml_end(struct yaml_export *y, struct export_error *err);

#endif
