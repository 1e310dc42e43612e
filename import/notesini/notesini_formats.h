/* import/notesini/notesini_formats.h — Domino's readers and writers: NOTES.INI (a server's
 * settings, on the source layout) and the replica list (a CSV of the console's own), listed by
 * Domino's row of the registry (ui/domino/domino_ui.c). */
#ifndef WLMCON_IMPORT_NOTESINI_NOTESINI_FORMATS_H
#define WLMCON_IMPORT_NOTESINI_NOTESINI_FORMATS_H

#include "import/import_run.h"

/* The readers, NULL-terminated: "NOTES.INI" (options --server, --cluster, --encoding) and
 * "Replicas". */
extern const struct import_format *const domino_readers[];

/* The writers, NULL-terminated: "notesini" and "replicas". */
extern const struct export_format *const domino_writers[];

/* The NOTES.INI reader's parts (notesini_read.c): whether an input is a NOTES.INI (a [Notes] line,
 * or a ServerName= or KitType= line: certain), and the read. */
enum import_claim notesini_detect(const struct import_input *in);
enum import_status notesini_read(struct import_run *run, const struct import_input *in);

/* The replica list reader's parts (replicas_read.c): certain when the first line is exactly the
 * header, and the read. */
enum import_claim replicas_detect(const struct import_input *in);
enum import_status replicas_read(struct import_run *run, const struct import_input *in);

extern const struct export_format notesini_export_format;
extern const struct export_format replicas_export_format;

#endif
