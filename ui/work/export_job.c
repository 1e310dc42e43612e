/* ui/work/export_job.c — an export of the store; see export_job.h. */
#include "ui/work/export_job.h"

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

/* A run: the job, the store, the writer's options and the header's source label. */
struct run {
    struct export_job *job;
    struct store *st;
    struct export_options opt;
    char source[320];
};

static enum export_job_status fail(struct export_job *job, enum export_job_status st, bool stopped,
                                   const char *msg)
{
    job->status = st;
    job->stopped = stopped;
    snprintf(job->msg, sizeof job->msg, "%s", msg);
    return st;
}

static enum export_job_status export_failure(struct export_job *job, const struct export_error *err)
{
    return fail(job, err->status == EXPORT_DATAERR ? EXPORT_JOB_DATAERR
                     : err->status == EXPORT_NOMEM ? EXPORT_JOB_NOMEM : EXPORT_JOB_CANTCREAT,
                true, err->msg);
}

static enum export_job_status store_failure(struct export_job *job, const struct store_error *err)
{
    job->store_err = *err;
    return fail(job, EXPORT_JOB_STORE, false, err->msg);
}

/* Creates DIR when missing (not its parents). */
static enum export_job_status make_out_dir(struct export_job *job)
{
    struct stat st;
    char msg[600];
    if (stat(job->out, &st) == 0) {
        if (S_ISDIR(st.st_mode))
            return EXPORT_JOB_OK;
        snprintf(msg, sizeof msg, "%s is not a directory: --out names the directory to write to", job->out);
        return fail(job, EXPORT_JOB_CANTCREAT, false, msg);
    }
    if (mkdir(job->out, 0777) == 0)
        return EXPORT_JOB_OK;
    snprintf(msg, sizeof msg, "cannot create the directory %s: %s", job->out, strerror(errno));
    return fail(job, EXPORT_JOB_CANTCREAT, false, msg);
}

/* Asks the progress callback before queue manager i; INTERRUPTED when it says stop. */
static enum export_job_status tick(struct export_job *job, size_t i, size_t n, const char *name)
{
    if (job->progress && job->progress(job->ctx, i, n, name))
        return fail(job, EXPORT_JOB_INTERRUPTED, i > 0, "interrupted");
    return EXPORT_JOB_OK;
}

/* Loads queue manager name with everything under it into pol. */
static enum export_job_status load(struct run *r, struct policy *pol, const char *name, struct pol_object **top)
{
    struct store_error err = {0};
    if (store_load_top(r->st, pol, mq_kind(MQ_QMGR), name, STORE_LOAD_PARAMS | STORE_LOAD_RECORDS, top,
                       &err) != STORE_OK)
        return store_failure(r->job, &err);
    return EXPORT_JOB_OK;
}

static enum export_job_status note_written(struct export_job *job, const char *file)
{
    char **v = realloc(job->written, (job->nwritten + 1) * sizeof *v);
    if (!v || !(v[job->nwritten] = strdup(file))) {
        if (v)
            job->written = v;
        return fail(job, EXPORT_JOB_NOMEM, true, "out of memory");
    }
    job->written = v;
    job->nwritten++;
    return EXPORT_JOB_OK;
}

/* Writes queue manager name to DIR/<file>. */
static enum export_job_status export_one_mqsc(struct run *r, const char *name, const char *file)
{
    struct policy pol;
    struct pol_object *top;
    struct export_out *o;
    struct export_error err = {0};
    policy_init(&pol);
    enum export_job_status rc = load(r, &pol, name, &top);
    if (!rc && export_out_file(r->job->out, file, &o, &err) != EXPORT_OK)
        rc = export_failure(r->job, &err);
    else if (!rc && export_mqsc_qmgr(o, top, &r->opt, &err) != EXPORT_OK) {
        export_out_abort(o);
        rc = export_failure(r->job, &err);
    } else if (!rc && export_out_close(o, &err) != EXPORT_OK) {
        rc = export_failure(r->job, &err);
    }
    policy_free(&pol);
    return rc ? rc : note_written(r->job, file);
}

/* Adds why a queue manager cannot be written to job->problems. */
static enum export_job_status note_problem(struct export_job *job, const char *why)
{
    char **v = realloc(job->problems, (job->nproblems + 1) * sizeof *v);
    if (!v || !(v[job->nproblems] = strdup(why))) {
        if (v)
            job->problems = v;
        return fail(job, EXPORT_JOB_NOMEM, false, "out of memory");
    }
    job->problems = v;
    job->nproblems++;
    return EXPORT_JOB_OK;
}

/* Writes top with the job's writer into tb (emptied first), to see whether it can be written:
 * a value it cannot carry goes to job->problems. */
static enum export_job_status check_one(struct run *r, const struct pol_object *top, struct textbuf *tb)
{
    struct export_out *o;
    struct yaml_export *y;
    struct export_error err = {0}, end_err = {0};
    tb->len = 0;
    if (export_out_buffer(tb, &o, &err) != EXPORT_OK)
        return export_failure(r->job, &err);
    enum export_status s;
    if (!r->job->yaml)
        s = export_mqsc_qmgr(o, top, &r->opt, &err);
    else if ((s = export_yaml_begin(o, &y, &err)) == EXPORT_OK) {
        s = export_yaml_qmgr(y, top, &err);
        export_yaml_end(y, &end_err);
    }
    export_out_abort(o);
    if (s == EXPORT_DATAERR)
        return note_problem(r->job, err.msg);
    return s == EXPORT_OK ? EXPORT_JOB_OK : export_failure(r->job, &err);
}

/* Writes every queue manager into memory before any file is made, so that an export that cannot
 * carry a value writes nothing and names every queue manager's value it cannot carry. Fast beside
 * the files' writes and syncs, it reports no progress: Ctrl-C is asked before each file. */
static enum export_job_status check_all(struct run *r, char **names, size_t n)
{
    struct textbuf tb = {0};
    enum export_job_status rc = EXPORT_JOB_OK;
    for (size_t i = 0; i < n && !rc; i++) {
        struct policy pol;
        struct pol_object *top;
        policy_init(&pol);
        if (!(rc = load(r, &pol, names[i], &top)))
            rc = check_one(r, top, &tb);
        policy_free(&pol);
    }
    tb_free(&tb);
    if (rc || !r->job->nproblems)
        return rc;
    char msg[sizeof r->job->msg];
    if (r->job->nproblems == 1)
        snprintf(msg, sizeof msg, "%.500s", r->job->problems[0]);
    else
        snprintf(msg, sizeof msg, "%.500s (and in %zu more queue managers)", r->job->problems[0],
                 r->job->nproblems - 1);
    return fail(r->job, EXPORT_JOB_DATAERR, false, msg);
}

static enum export_job_status export_mqsc(struct run *r, char **names, size_t n)
{
    enum export_job_status rc = EXPORT_JOB_OK;
    for (size_t i = 0; i < n && !rc; i++) {
        char file[300], msg[400];
        if ((rc = tick(r->job, i, n, names[i])))
            break;
        if (export_mqsc_filename(names[i], file, sizeof file) != 0) {
            snprintf(msg, sizeof msg, "queue manager %.300s: its name is too long for a file name", names[i]);
            rc = fail(r->job, EXPORT_JOB_CANTCREAT, i > 0, msg);
        } else {
            rc = export_one_mqsc(r, names[i], file);
        }
    }
    return rc;
}

/* Adds every queue manager to the document. */
static enum export_job_status yaml_body(struct run *r, struct yaml_export *y, struct export_out *o, char **names,
                                        size_t n)
{
    enum export_job_status rc = EXPORT_JOB_OK;
    for (size_t i = 0; i < n && !rc && !export_out_failed(o); i++) {
        struct policy pol;
        struct pol_object *top;
        struct export_error err = {0};
        policy_init(&pol);
        if (!(rc = tick(r->job, i, n, names[i])) && !(rc = load(r, &pol, names[i], &top)) &&
            export_yaml_qmgr(y, top, &err) != EXPORT_OK)
            rc = export_failure(r->job, &err);
        policy_free(&pol);
    }
    return rc;
}

static enum export_job_status export_yaml(struct run *r, char **names, size_t n)
{
    struct export_out *o;
    struct yaml_export *y;
    struct export_error err = {0}, end_err = {0};
    bool to_stdout = strcmp(r->job->out, "-") == 0;
    if ((to_stdout ? export_out_stdout(&o, &err) : export_out_file(r->job->out, EXPORT_YAML_FILE, &o, &err)) !=
        EXPORT_OK)
        return export_failure(r->job, &err);
    if (export_yaml_begin(o, &y, &err) != EXPORT_OK) {
        export_out_abort(o);
        return export_failure(r->job, &err);
    }
    enum export_job_status rc = yaml_body(r, y, o, names, n);
    if (export_yaml_end(y, &end_err) != EXPORT_OK && !rc)
        rc = export_failure(r->job, &end_err);
    if (rc)
        export_out_abort(o);
    else if (export_out_close(o, &err) != EXPORT_OK)
        rc = export_failure(r->job, &err);
    return rc || to_stdout ? rc : note_written(r->job, EXPORT_YAML_FILE);
}

/* "store 'NAME'" for the headers: the store file's base name, control characters as '?'. */
static void source_label(const char *path, char *buf, size_t n)
{
    const char *base = strrchr(path, '/');
    snprintf(buf, n, "store '%.255s'", base ? base + 1 : path);
    for (char *p = buf; *p; p++)
        if ((unsigned char)*p < 0x20 || *p == 0x7f)
            *p = '?';
}

/* The files of the directory that the export did not write. */
static void list_strays(struct export_job *job)
{
    if (export_strays(job->out, (const char *const *)job->written, job->nwritten, &job->strays, &job->nstrays) != 0)
        snprintf(job->strays_err, sizeof job->strays_err, "cannot list %.256s: %s", job->out, strerror(errno));
}

enum export_job_status export_job_run(struct export_job *job, struct store *st)
{
    /* past RLIMIT_FSIZE a write fails with EFBIG instead of killing the process, so the temporary
     * file is removed and the status says what happened */
    signal(SIGXFSZ, SIG_IGN);
    struct run r = {.job = job, .st = st, .opt = {job->width, NULL}};
    struct store_error err = {0};
    char **names = NULL;
    size_t n = 0;
    job->status = EXPORT_JOB_OK;
    source_label(store_path(st), r.source, sizeof r.source);
    r.opt.source = r.source;
    enum export_job_status rc = strcmp(job->out, "-") != 0 ? make_out_dir(job) : EXPORT_JOB_OK;
    if (!rc && strcmp(job->out, "-") != 0)
        export_sweep(job->out, time(NULL), EXPORT_TEMP_AGE, &job->swept, &job->nswept);
    if (!rc && (store_begin_read(st, &err) != STORE_OK ||
                store_top_names(st, mq_kind(MQ_QMGR), &names, &n, &err) != STORE_OK))
        rc = store_failure(job, &err);
    job->tops = n;
    if (!rc)
        rc = check_all(&r, names, n);
    if (!rc)
        rc = job->yaml ? export_yaml(&r, names, n) : export_mqsc(&r, names, n);
    store_names_free(names, n);
    store_rollback(st);
    if (!rc && strcmp(job->out, "-") != 0)
        list_strays(job);
    return job->status = rc;
}

void export_job_free(struct export_job *job)
{
    for (size_t i = 0; i < job->nwritten; i++)
        free(job->written[i]);
    free(job->written);
    export_names_free(job->strays, job->nstrays);
    export_names_free(job->problems, job->nproblems);
    export_names_free(job->swept, job->nswept);
    job->written = job->strays = job->problems = job->swept = NULL;
    job->nwritten = job->nstrays = job->nproblems = job->nswept = 0;
}
