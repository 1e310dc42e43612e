/* import/wlmxml/wlmxml_formats.h — the formats of z/OS WLM, as its row of the registry of systems
 * (ui/wlm/wlm_ui.c) lists them: the service definition XML reader and writer, the printed report
 * (import/wlmreport). Nothing generic
 * includes this header. */
#ifndef WLMCON_IMPORT_WLMXML_FORMATS_H
#define WLMCON_IMPORT_WLMXML_FORMATS_H

#include "import/import.h"

/* The WLM readers (import_register), NULL-terminated. */
extern const struct import_format *const wlm_readers[];

/* The WLM writers (import_register), NULL-terminated. */
extern const struct export_format *const wlm_writers[];

#endif
