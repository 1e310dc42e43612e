/* import/wlmxml/wlmxml_export.h — the WLM service definition XML writer (private to import/; tests
 * call it directly): one file per service definition. */
#ifndef WLMCON_IMPORT_WLMXML_EXPORT_H
#define WLMCON_IMPORT_WLMXML_EXPORT_H

#include <stddef.h>

#include "import/import.h"

/* Writes the service definition top (a WLM DEFINITION with everything under it) as the WLM
 * service definition XML to o: its elements in IBM's order, values byte for byte, elements kept
 * verbatim on import back in their places. record_length 0 writes lines; N (1..32760) writes the
 * file cut into N-byte records for upload to a fixed-record data set (import/wlmxml/
 * wlmxml_records.h). EXPORT_DATAERR (err says why; nothing written) for a service class whose
 * workload the definition lacks, or a stream the records cannot carry. */
enum export_status export_wlmxml_definition(struct export_out *o, const struct pol_object *top,
                                            unsigned record_length, struct export_error *err);

/* The WLM XML export format (wlmxml_write.c), listed in wlm_writers (wlmxml_formats.c). */
extern const struct export_format wlmxml_export_format;

#endif
