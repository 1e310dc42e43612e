/* import/mqsc/mqsc_formats.h — the formats of IBM MQ, as its row of the registry of systems
 * (ui/mq/mq_ui.c) lists them: the readers of MQSC scripts and dmpmqcfg dumps, of a qm.ini and of
 * saved runmqsc DISPLAY output, and the MQSC writer. Nothing generic includes this header. */
#ifndef WLMCON_IMPORT_MQSC_FORMATS_H
#define WLMCON_IMPORT_MQSC_FORMATS_H

#include "import/import.h"

/* The MQ readers (import_register), NULL-terminated. */
extern const struct import_format *const mq_readers[];

/* The MQ writers (import_register), NULL-terminated. */
extern const struct export_format *const mq_writers[];

#endif
