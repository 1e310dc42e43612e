/* import/tp1def/tp1def.h — OpenTP1 definition directories: the reader of a node's directory and the
 * writer of one directory per node, for the registry of systems (ui/tp1/tp1_ui.c). */
#ifndef WLMCON_IMPORT_TP1DEF_TP1DEF_H
#define WLMCON_IMPORT_TP1DEF_TP1DEF_H

#include "import/import.h"

/* "OpenTP1 definitions": a node's definition directory ($DCCONFPATH) read as one unit, with the
 * options --node NAME, --uap-conf DIR ($DCUAPCONFPATH) and --encoding NAME (tp1_read.c). */
extern const struct import_format tp1def_format;

/* "tp1def": DIR/<node>/<file> for every file of each node, unchanged files byte for byte, a changed
 * operand rewriting its own statement only (tp1_write.c). */
extern const struct export_format tp1def_export_format;

#endif
