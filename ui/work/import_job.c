/* ui/work/import_job.c — an import into the store in one transaction; see import_job.h. */
#include "ui/work/import_job.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ui/engine/env.h"
#include "ui/work/store_hooks.h"

/* The files one per line, for the journal batch; NULL when memory runs out. */
static char *join_paths(const struct import_file *files, size_t n)
{
    size_t len = 1;
    for (size_t i = 0; i < n; i++)
        len += strlen(files[i].path) + 1;
    char *s = malloc(len), *p = s;
    if (!s)
        return NULL;
    for (size_t i = 0; i < n; i++)
        p += sprintf(p, "%s%s", i ? "\n" : "", files[i].path);
    *p = '\0';
    return s;
}

/* Reports a store failure among the diagnostics, as the store hooks do. */
static void store_diag(struct diag_list *diags, const struct store_error *err)
{
    diag_add(diags, SEV_ERROR, "STORE", (struct diag_at){NULL, 0, 0, NULL, NULL}, "%s", err->msg);
}

/* Begins the transaction and opens the batch. */
static enum store_status begin(struct import_job *job, struct store *st)
{
    char *list = join_paths(job->files, job->nfiles);
    if (!list) {
        snprintf(job->err.msg, sizeof job->err.msg, "out of memory");
        return job->err.status = STORE_NOMEM;
    }
    enum store_status ss = store_begin(st, &job->err);
    if (ss == STORE_OK)
        ss = store_batch(st, env_user(), env_now(), "import", list, &job->batch, &job->err);
    if (ss != STORE_OK)
        store_rollback(st);
    free(list);
    return ss;
}

enum import_status import_job_run(struct import_job *job, struct store *st)
{
    diag_init(&job->diags, IMPORT_JOB_DIAG_CAP);
    memset(&job->sum, 0, sizeof job->sum);
    memset(&job->err, 0, sizeof job->err);
    job->batch = 0;
    if (begin(job, st) != STORE_OK) {
        job->batch = 0;
        store_diag(&job->diags, &job->err);
        return IMPORT_HOOK;
    }
    struct store_hooks_ctx ctx = {.store = st, .progress = job->progress, .user = job->ctx};
    struct import_hooks hooks;
    struct policy pol;
    store_hooks_init(&hooks, &ctx);
    policy_init(&pol);
    enum import_status is = import_files(job->files, job->nfiles, &pol, &hooks, &job->diags, &job->sum);
    policy_free(&pol);
    if (is == IMPORT_OK && job->stop && job->stop(job->ctx))
        is = IMPORT_INTERRUPTED;
    if (is == IMPORT_OK && store_commit(st, &ctx.err) != STORE_OK) {
        is = IMPORT_HOOK;
        store_diag(&job->diags, &ctx.err);
    }
    if (is != IMPORT_OK) {
        store_rollback(st);
        job->err = ctx.err;
        job->batch = 0;
    }
    diag_sort(&job->diags);
    return is;
}

void import_job_free(struct import_job *job)
{
    diag_free(&job->diags);
}
