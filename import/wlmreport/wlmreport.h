/* import/wlmreport/wlmreport.h — the printed report of a z/OS WLM service definition, in the
 * layout of the print of IBM's WLM ISPF application (File ▸ Print; research/wlm.md §4.2: the
 * block shapes of a third-party parser of those prints, `* Service Class NAME - description`,
 * `Base goal:`, the period table, `* Subsystem Type CICS - description`, `Classification:`, the
 * rules table with the nesting shown by `. `, and the `!Section!` headings). What wlmcon's report
 * adds or leaves out against IBM's is listed in README.md ("The printed report").
 *
 * A report is a sequence of lines, each with its ASA carriage-control character: '1' starts a new
 * page (the definition's title), '0' is preceded by a blank line (a section heading, a block),
 * ' ' follows at once. No line's text is longer than WLMREPORT_TEXT_MAX bytes: descriptions and
 * names are cut to the lengths IBM documents. The writer of `export --format wlmreport` and the
 * console's Print (ui/wlm) both take their lines from here. */
#ifndef WLMCON_IMPORT_WLMREPORT_H
#define WLMCON_IMPORT_WLMREPORT_H

#include "import/import.h"
#include "model/policy.h"

enum { WLMREPORT_TEXT_MAX = 132 };   /* the text after the carriage control of a 133-byte record */

/* Receives one line: its carriage control cc ('1', '0' or ' ') and its text (UTF-8, no line
 * break, at most WLMREPORT_TEXT_MAX bytes; the text as the store holds it: a caller that shows it
 * makes it terminal-safe). Returns 0 to go on, anything else to stop the report with it. */
typedef int (*wlmreport_line_fn)(void *ctx, char cc, const char *text);

/* The report of service definition def (a DEFINITION top) whole: title, coefficients and
 * options, then the policies with their overrides, the workloads with their service classes, the
 * resource groups, classification groups, subsystem types with their rules, report classes,
 * tenant resource groups and report classes, application environments, scheduling environments
 * and resources, each section present when the definition holds such objects. Returns 0, or the
 * first nonzero line returned. */
int wlmreport_definition(const struct pol_object *def, wlmreport_line_fn line, void *ctx);

/* The report's block of obj alone (any named WLM object, or a definition: the whole report), as
 * the definition's report shows it, after a title line ('1') naming the definition. Returns 0,
 * or the first nonzero line returned. */
int wlmreport_object(const struct pol_object *obj, wlmreport_line_fn line, void *ctx);

/* The writer of `export --format wlmreport`, and the reader that recognises a report only to
 * refuse it with IMP002 (wlmreport_refuse.c); wlm_writers and wlm_readers list them. */
extern const struct export_format wlmreport_export_format;
extern const struct import_format wlmreport_import_format;

#endif
