/* ui/work/export_job.h — an export of the policy store: one MQSC file per queue manager in dmpmqcfg's
 * layout, or one YAML document of the whole store, read from one snapshot with one queue manager
 * in memory at a time (import/import.h, export_*). Each file appears whole or not at all; a failure
 * leaves the files already written and no temporary file. Files in the directory that the export
 * did not write are listed, never deleted. Shared by `wlmcon export` and the Export panel, which
 * differ only in how they report. */
#ifndef WLMCON_UI_EXPORT_JOB_H
#define WLMCON_UI_EXPORT_JOB_H

#include <stdbool.h>
#include <stddef.h>

#include "import/import.h"
#include "store/store.h"

enum export_job_status {
    EXPORT_JOB_OK,
    EXPORT_JOB_STORE,        /* the store failed: store_err says why */
    EXPORT_JOB_CANTCREAT,    /* the directory or a file cannot be made or written (exit 73) */
    EXPORT_JOB_DATAERR,      /* a value the format cannot carry (exit 65) */
    EXPORT_JOB_NOMEM,
    EXPORT_JOB_INTERRUPTED   /* the progress callback asked to stop */
};

struct export_job {
    /* what to do */
    const struct export_format *format;   /* import.h's export_formats() */
    const char *out;         /* the directory (made when missing, not its parents), or "-": a
                                document format's document on standard output */
    const struct import_option *opts;   /* the options of format's declaration given, checked
                                           (export_options.opts); NULL: none */
    /* Called before each queue manager (done of total written so far); non-zero stops the export
     * (Ctrl-C). May be NULL. */
    int (*progress)(void *ctx, size_t done, size_t total, const char *qmgr);
    void *ctx;
    /* what happened */
    enum export_job_status status;
    struct store_error store_err;
    char msg[640];           /* why it stopped, one line ("DIR/QM4.mqsc: File too large"); "" when done */
    bool stopped;            /* the failure came while files were being written: those before stay */
    char **written;          /* the names written in out, in order (malloc'd) */
    size_t nwritten;
    size_t tops;             /* queue managers in the store */
    char **strays;           /* after a complete export to a directory: its other files, sorted */
    size_t nstrays;
    char strays_err[320];    /* why they could not be listed, or "" */
    char **swept;            /* the temporary files that killed exports had left in out, removed
                                (export_sweep), sorted */
    size_t nswept;
    char **problems;         /* EXPORT_JOB_DATAERR: for each top-level object that cannot be written,
                                the first value it cannot carry (object, keyword, why); nothing is
                                written then */
    size_t nproblems;
};

/* Runs job on st (open; read in a snapshot of its own, rolled back at the end) in one pass: a
 * per-top format's files are held under their temporary names and put in place at the end, a
 * document is written once; a value the format cannot carry is named for every top-level object
 * that holds one (job->problems) and then nothing is written. The file headers name the store by
 * its file's base name. Returns job->status. Ignores SIGXFSZ, so that a file
 * over the size limit fails (exit 73) instead of killing the process. Free with export_job_free. */
enum export_job_status export_job_run(struct export_job *job, struct store *st);

/* Frees the lists of a job that ran. */
void export_job_free(struct export_job *job);

#endif
