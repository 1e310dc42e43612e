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

static enum import_status run_files(struct import_job *job, struct store *st);

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

/* The counts of the newest batch (this import's, inside its transaction). */
static int batch_counts(void *ctx, const struct store_batch_info *b)
{
    *(struct store_batch_info *)ctx = *b;
    return 1;
}

/* Makes job->sum's object counts the batch's own; true when the batch changed nothing and the
 * import read no observed state (*r the store's failure, if any). */
static bool nothing_changed(struct import_job *job, struct store *st, enum store_status *r)
{
    struct store_batch_info b = {0};
    long nchanges = 0;
    *r = store_batch_page(st, &(struct store_page){0, 0, 0, 1}, batch_counts, &b, NULL, &job->err);
    if (*r == STORE_OK)
        *r = store_change_count(st, job->batch, &nchanges, &job->err);
    if (*r != STORE_OK || b.id != job->batch)
        return false;
    job->sum.defined = b.defined;
    job->sum.altered = b.changed;
    job->sum.deleted = b.removed;
    return !b.defined && !b.changed && !b.removed && !nchanges && !job->sum.observations;
}

/* The files of job with absolute paths (stdin stays "-"), malloc'd with their paths into *paths;
 * NULL when memory runs out. */
static struct import_file *absolute_files(const struct import_job *job, char **paths)
{
    size_t len = 0;
    char buf[4096];
    for (size_t i = 0; i < job->nfiles; i++)
        len += strlen(env_path_absolute(job->files[i].path, buf, sizeof buf)) + 1;
    struct import_file *f = malloc((job->nfiles ? job->nfiles : 1) * sizeof *f);
    char *p = *paths = malloc(len ? len : 1);
    if (!f || !p) {
        free(f);
        free(p);
        return NULL;
    }
    for (size_t i = 0; i < job->nfiles; i++) {
        f[i] = job->files[i];
        f[i].path = p;
        p = stpcpy(p, env_path_absolute(job->files[i].path, buf, sizeof buf)) + 1;
    }
    return f;
}

enum import_status import_job_run(struct import_job *job, struct store *st)
{
    diag_init(&job->diags, IMPORT_JOB_DIAG_CAP);
    memset(&job->sum, 0, sizeof job->sum);
    memset(&job->err, 0, sizeof job->err);
    job->batch = 0;
    job->unchanged = false;
    char *paths = NULL;
    struct import_file *files = absolute_files(job, &paths);
    if (!files) {
        snprintf(job->err.msg, sizeof job->err.msg, "out of memory");
        job->err.status = STORE_NOMEM;
        store_diag(&job->diags, &job->err);
        return IMPORT_HOOK;
    }
    const struct import_file *typed = job->files;
    job->files = files;
    enum import_status is = run_files(job, st);
    job->files = typed;
    free(files);
    free(paths);
    return is;
}

/* import_job_run with job->files made absolute. */
static enum import_status run_files(struct import_job *job, struct store *st)
{
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
    enum store_status counted = STORE_OK;
    if (is == IMPORT_OK && nothing_changed(job, st, &counted)) {
        store_rollback(st);
        job->batch = 0;
        job->unchanged = true;
        diag_sort(&job->diags);
        return IMPORT_OK;
    }
    if (counted != STORE_OK) {
        is = IMPORT_HOOK;
        ctx.err = job->err;
        store_diag(&job->diags, &job->err);
    }
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
