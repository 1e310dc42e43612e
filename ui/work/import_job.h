/* ui/work/import_job.h — an import into the policy store: every file read in order in one
 * transaction and one journal batch, all of it or nothing (DESIGN.md "Store": a failed import
 * leaves the store's content exactly as it was). Shared by `wlmcon import` and the Import panel,
 * which differ only in how they show progress, diagnostics and the summary. */
#ifndef WLMCON_UI_IMPORT_JOB_H
#define WLMCON_UI_IMPORT_JOB_H

#include <stddef.h>
#include <stdint.h>

#include "import/import.h"
#include "store/store.h"

enum { IMPORT_JOB_DIAG_CAP = 100 };  /* diagnostics kept per file */

struct import_job {
    /* what to do */
    const struct import_file *files;
    size_t nfiles;
    /* Called between commands and files; non-zero stops the import (rolled back). May be NULL. */
    int (*progress)(void *ctx, const struct import_progress *p);
    /* Asked once more after the last file, before the commit: non-zero stops the import (rolled
     * back) — a Ctrl-C that came after the last progress report. May be NULL. */
    int (*stop)(void *ctx);
    void *ctx;
    /* what happened */
    struct import_summary sum;
    struct diag_list diags;      /* the readers' and the store's diagnostics, sorted (diag_sort) */
    int64_t batch;               /* the journal batch of a committed import, else 0 */
    bool unchanged;              /* the files held what the store holds: nothing was committed
                                    and no batch was kept (status IMPORT_OK, batch 0) */
    struct store_error err;      /* the store's failure when the status is IMPORT_HOOK (it is
                                    among the diagnostics too, rule id STORE) */
};

/* Runs job on st (open, writable, no transaction open): BEGIN IMMEDIATE, a journal batch `import`
 * naming the files (one per line, each as an absolute path, env_path_absolute) by env_user() at
 * env_now() (ui/env.h), import_files through the store hooks, then COMMIT. The files are read
 * under their absolute paths, which the store keeps as the objects' sources. job->sum's defined,
 * altered and deleted are then the batch's own counts (those `history` shows: an object a dump
 * defines again as it was is not counted). An import that changed nothing (no object defined,
 * altered or deleted, no record changed, no observed state read) is rolled back instead: no batch,
 * job->unchanged set, IMPORT_OK. Returns IMPORT_OK when committed; on any
 * other status everything is rolled back: IMPORT_DATAERR (a file had errors: see diags),
 * IMPORT_NOINPUT, IMPORT_INTERRUPTED, IMPORT_NOMEM, or IMPORT_HOOK when the store failed (busy,
 * read-only, a conflict…: err says why). job->diags is initialised here; free it with
 * import_job_free. */
enum import_status import_job_run(struct import_job *job, struct store *st);

/* Frees the diagnostics of a job that ran. */
void import_job_free(struct import_job *job);

#endif
