/* import/import_input.h — inside import/: an input's bytes, read whole: a file's, or every file of a
 * directory with its path inside it (import_run.h, struct import_input). */
#ifndef WLMCON_IMPORT_IMPORT_INPUT_H
#define WLMCON_IMPORT_IMPORT_INPUT_H

#include "import/import_run.h"

/* The buffers of the inputs of one import: a file's bytes are kept in buf for the next file; a
 * directory's files are malloc'd per input (import_inbuf_clear). */
struct import_inbuf {
    char *buf;
    size_t cap;
    struct import_entry *files;
    size_t nfiles, capfiles;
};

/* Reads in->path (a file, standard input for "-", or a directory) into b and sets in->buf and
 * in->len, or in->files and in->nfiles for a directory (its regular files, those of its
 * subdirectories too, hidden entries left out, sorted by their path inside it). Reports IMP001 and
 * returns IMPORT_NOINPUT when it cannot be read; IMPORT_INTERRUPTED when a signal interrupted
 * reading standard input and the progress hook asks to stop; IMPORT_NOMEM. */
enum import_status import_input_load(struct import_run *run, struct import_input *in, struct import_inbuf *b);

/* Frees the directory's files of the last input (the file buffer is kept). */
void import_inbuf_clear(struct import_inbuf *b);

/* Frees everything b holds. */
void import_inbuf_free(struct import_inbuf *b);

#endif
