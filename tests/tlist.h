/* tests/tlist.h — lists the tests derive from the registry of systems (ui/systems.c) in the words
 * the product lists them: so that an assertion about every system, reader or writer holds for one
 * added later without naming it. */
#ifndef WLMCON_TESTS_TLIST_H
#define WLMCON_TESTS_TLIST_H

#include <stdbool.h>
#include <stddef.h>

/* The n strings v[] joined into a new string (malloc'd): sep between them, last before the last
 * one when there are two or more ("a, b or c" with ", " and " or "; "a|b|c" with "|" twice). */
char *tl_join(const char *const *v, size_t n, const char *sep, const char *last);

/* The names of the export formats (export_formats()) in their order into v (room for
 * max); returns their number. */
size_t tl_export_names(const char **v, size_t max);

/* The "what" of each reader that has one (import_formats(), import_format_what) in their order
 * into v (room for max), the readers of directories left out when files_only; returns their
 * number. */
size_t tl_reader_whats(const char **v, size_t max, bool files_only);

#endif
