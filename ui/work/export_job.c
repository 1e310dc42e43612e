/* ui/work/export_job.c — an export of the store; see export_job.h. */
#include "ui/work/export_job.h"

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

/* A file written and held until the export's end: its file name in the directory. */
struct held_file {
    struct export_held file;
    char *name;
};

/* A run: the job, the store, the writer's options, the header's source label and the files held. */
struct run {
    struct export_job *job;
    struct store *st;
    struct export_options opt;
    char source[320];
    struct held_file *held;
    size_t nheld, capheld;
    char changed[200];      /* the newest journal batch, for the headers */
    struct rule_level *levels; /* the store's rule levels, for the YAML document (opt.levels) */
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

/* Loads top-level object name of kind with everything under it into pol. */
static enum export_job_status load(struct run *r, struct policy *pol, const struct kind_def *kind,
                                   const char *name, struct pol_object **top)
{
    struct store_error err = {0};
    if (store_load_top(r->st, pol, kind, name, STORE_LOAD_PARAMS | STORE_LOAD_RECORDS, top, &err) != STORE_OK)
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

enum { MAX_EXPORT_SYSTEMS = 16 };   /* more than schema_register ever takes */

/* The top-level objects of one system, by name. */
struct sys_tops {
    const struct system_def *sys;
    char **names;
    size_t n;
};

/* Adds why a top-level object cannot be written to job->problems. */
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

/* The failure of an export that met values it cannot carry: nothing is written, the first is
 * named in job->msg and every one in job->problems. */
static enum export_job_status refused(struct export_job *job)
{
    char msg[sizeof job->msg];
    if (job->nproblems == 1)
        snprintf(msg, sizeof msg, "%.500s", job->problems[0]);
    else
        snprintf(msg, sizeof msg, "%.500s (and %zu more that cannot be written)", job->problems[0],
                 job->nproblems - 1);
    return fail(job, EXPORT_JOB_DATAERR, false, msg);
}

/* Writes top (of system sys, or NULL in a per-top format) with the job's format on o and ends
 * the writer; a value it cannot carry goes to job->problems (o is then to be abandoned). */
static enum export_job_status write_top(struct run *r, const struct system_def *sys, const struct pol_object *top,
                                        struct export_out *o)
{
    struct export_writer *w = NULL;
    struct export_error err = {0}, end_err = {0};
    enum export_status st = export_begin(r->job->format, o, &r->opt, &w, &err);
    if (st == EXPORT_OK && sys)
        st = export_system(w, sys, &err);
    if (st == EXPORT_OK)
        st = export_top(w, top, &err);
    if (export_end(w, &end_err) != EXPORT_OK && st == EXPORT_OK) {
        st = end_err.status;
        err = end_err;
    }
    if (st == EXPORT_DATAERR)
        return note_problem(r->job, err.msg);
    return st == EXPORT_OK ? EXPORT_JOB_OK : export_failure(r->job, &err);
}

/* Writes top-level object name to a temporary file for DIR/<file>, held in r until every file is
 * written; a file with a value the format cannot carry is noted and dropped. */
static enum export_job_status export_one_file(struct run *r, const struct sys_tops *t, const char *name,
                                              const char *file)
{
    struct policy pol;
    struct pol_object *top;
    struct export_out *o;
    struct export_error err = {0};
    size_t before = r->job->nproblems;
    policy_init(&pol);
    enum export_job_status rc = load(r, &pol, schema_top_kind(t->sys), name, &top);
    if (!rc && heap_reserve((void **)&r->held, &r->capheld, r->nheld + 1, sizeof *r->held) != 0)
        rc = fail(r->job, EXPORT_JOB_NOMEM, true, "out of memory");
    if (!rc && export_out_file(r->job->out, file, &o, &err) != EXPORT_OK)
        rc = export_failure(r->job, &err);
    else if (!rc && ((rc = write_top(r, NULL, top, o)) || r->job->nproblems > before))
        export_out_abort(o);
    else if (!rc && export_out_hold(o, &r->held[r->nheld].file, &err) != EXPORT_OK)
        rc = export_failure(r->job, &err);
    else if (!rc && !(r->held[r->nheld++].name = strdup(file)))
        rc = fail(r->job, EXPORT_JOB_NOMEM, true, "out of memory");
    policy_free(&pol);
    return rc;
}

/* The files of one top-level object of a format that writes several (struct export_files): its
 * directory's name in DIR. */
struct top_files {
    struct run *r;
    const char *dir;
};

/* export_files.open: DIR/<top>/<name>, under its temporary name; the subdirectories name holds
 * (`NODE/SERVER/wsadmin.py`) are made as needed. */
static enum export_status top_file_open(void *ctx, const char *name, struct export_out **o, struct export_error *err)
{
    struct top_files *t = ctx;
    char path[600], dir[1200];
    if ((size_t)snprintf(path, sizeof path, "%s/%s", t->dir, name) >= sizeof path) {
        err->status = EXPORT_CANTCREAT;
        snprintf(err->msg, sizeof err->msg, "%.200s/%.200s: the name is too long", t->dir, name);
        return EXPORT_CANTCREAT;
    }
    for (const char *slash = strchr(name, '/'); slash; slash = strchr(slash + 1, '/')) {
        snprintf(dir, sizeof dir, "%s/%s/%.*s", t->r->job->out, t->dir, (int)(slash - name), name);
        if (mkdir(dir, 0777) != 0 && errno != EEXIST) {
            err->status = EXPORT_CANTCREAT;
            snprintf(err->msg, sizeof err->msg, "cannot create the directory %.400s: %s", dir, strerror(errno));
            return EXPORT_CANTCREAT;
        }
    }
    return export_out_file(t->r->job->out, path, o, err);
}

/* export_files.close: the file held in r until every file is written, under its name in DIR. */
static enum export_status top_file_close(void *ctx, struct export_out *o, struct export_error *err)
{
    struct top_files *t = ctx;
    struct run *r = t->r;
    if (heap_reserve((void **)&r->held, &r->capheld, r->nheld + 1, sizeof *r->held) != 0) {
        export_out_abort(o);
        err->status = EXPORT_NOMEM;
        snprintf(err->msg, sizeof err->msg, "out of memory");
        return EXPORT_NOMEM;
    }
    struct held_file *h = &r->held[r->nheld];
    enum export_status st = export_out_hold(o, &h->file, err);
    if (st != EXPORT_OK)
        return st;
    /* its name in DIR: the path after DIR and '/' (`<top>/NODE/SERVER/wsadmin.py`) */
    if (!(h->name = strdup(h->file.path + strlen(r->job->out) + 1))) {
        export_held_drop(&h->file);
        err->status = EXPORT_NOMEM;
        snprintf(err->msg, sizeof err->msg, "out of memory");
        return EXPORT_NOMEM;
    }
    r->nheld++;
    return EXPORT_OK;
}

/* Writes top-level object name's files into DIR/<dir>/ (made when missing), held in r until every
 * file is written; when a value the format cannot carry is met, the top's files are dropped. */
static enum export_job_status export_top_files(struct run *r, const struct sys_tops *t, const char *name,
                                               const char *dir)
{
    struct policy pol;
    struct pol_object *top;
    struct export_error err = {0};
    size_t before = r->job->nproblems, held = r->nheld;
    char path[1200];
    policy_init(&pol);
    enum export_job_status rc = load(r, &pol, schema_top_kind(t->sys), name, &top);
    snprintf(path, sizeof path, "%s/%s", r->job->out, dir);
    if (!rc && mkdir(path, 0777) != 0 && errno != EEXIST) {
        char msg[600];
        snprintf(msg, sizeof msg, "cannot create the directory %.400s: %s", path, strerror(errno));
        rc = fail(r->job, EXPORT_JOB_CANTCREAT, true, msg);
    }
    struct top_files tf = {r, dir};
    const struct export_files fs = {top_file_open, top_file_close, &tf};
    enum export_status st = rc ? EXPORT_OK : r->job->format->write_files(&fs, top, &r->opt, &err);
    if (st == EXPORT_DATAERR)
        rc = note_problem(r->job, err.msg);
    else if (st != EXPORT_OK)
        rc = export_failure(r->job, &err);
    if (rc || r->job->nproblems > before)
        while (r->nheld > held) {   /* a top's files appear all or none */
            r->nheld--;
            export_held_drop(&r->held[r->nheld].file);
            free(r->held[r->nheld].name);
        }
    policy_free(&pol);
    return rc;
}

/* Puts the held files in place, in order, after one sync of them all and with one sync of the
 * renames, when no value was refused (also after a write failure or Ctrl-C: the files written
 * before stay); else, or when they cannot be synced, removes them. */
static enum export_job_status settle(struct run *r, enum export_job_status rc)
{
    bool publish = !r->job->nproblems;
    struct export_held **v = r->nheld ? malloc(r->nheld * sizeof *v) : NULL;
    struct export_error err = {0};
    size_t n = 0;
    for (size_t i = 0; v && i < r->nheld; i++)
        if (r->held[i].name)
            v[n++] = &r->held[i].file;
    if (r->nheld && !v) {
        rc = fail(r->job, EXPORT_JOB_NOMEM, true, "out of memory");
        publish = false;
    } else if (publish && n && export_held_sync(v, n, &err) != EXPORT_OK) {
        /* every file durable first, at once, then the renames */
        rc = export_failure(r->job, &err);
        publish = false;
    }
    if (publish && n && export_held_publish_all(v, n, &err) != EXPORT_OK)
        rc = export_failure(r->job, &err);
    for (size_t i = 0; i < r->nheld; i++) {
        bool placed = publish && r->held[i].name && !r->held[i].file.tmp;
        if (!placed)
            export_held_drop(&r->held[i].file);
        if (placed && !err.status && note_written(r->job, r->held[i].name))
            rc = EXPORT_JOB_NOMEM;
        free(r->held[i].name);
    }
    free(v);
    free(r->held);
    r->held = NULL;
    r->nheld = r->capheld = 0;
    return rc || !r->job->nproblems ? rc : refused(r->job);
}

/* A per-top format: one file for each top-level object, all put in place at the end. */
static enum export_job_status export_files(struct run *r, const struct sys_tops *tops, size_t nsys, size_t n)
{
    enum export_job_status rc = EXPORT_JOB_OK;
    size_t done = 0;
    for (size_t s = 0; s < nsys && !rc; s++)
        for (size_t i = 0; i < tops[s].n && !rc; i++, done++) {
            char file[300], msg[480];
            const char *name = tops[s].names[i];
            if ((rc = tick(r->job, done, n, name)))
                break;
            int named = export_file_name(r->job->format, name, file, sizeof file);
            if (named != 0) {
                char noun[64];
                snprintf(noun, sizeof noun, "%s", schema_top_kind(tops[s].sys)->label);
                noun[0] = (char)(noun[0] >= 'A' && noun[0] <= 'Z' ? noun[0] - 'A' + 'a' : noun[0]);
                snprintf(msg, sizeof msg, named == -2 ? "%.60s %.300s: its directory would not be inside %.100s"
                                                      : "%.60s %.300s: its name is too long for a file name%.0s",
                         noun, name, r->job->out);
                rc = fail(r->job, EXPORT_JOB_CANTCREAT, done > 0, msg);
            } else if (r->job->format->write_files) {
                rc = export_top_files(r, &tops[s], name, file);
            } else {
                rc = export_one_file(r, &tops[s], name, file);
            }
        }
    return settle(r, rc);
}

/* Writes top (of system sys) alone into tb, emptied first, to see whether it can be written: a
 * value the format cannot carry goes to job->problems. */
static enum export_job_status check_alone(struct run *r, const struct system_def *sys, const struct pol_object *top,
                                          struct textbuf *tb)
{
    struct export_out *o;
    struct export_error err = {0};
    tb->len = 0;
    if (export_out_buffer(tb, &o, &err) != EXPORT_OK)
        return export_failure(r->job, &err);
    enum export_job_status rc = write_top(r, sys, top, o);
    export_out_abort(o);
    return rc;
}

/* Adds every system's section and top-level objects to the document. After a value the format
 * cannot carry the document is lost, and the objects after it are each written to memory alone,
 * to name every such value. */
static enum export_job_status doc_body(struct run *r, struct export_writer *w, struct export_out *o,
                                       const struct sys_tops *tops, size_t nsys, size_t n)
{
    enum export_job_status rc = EXPORT_JOB_OK;
    struct textbuf tb = {0};
    size_t done = 0;
    for (size_t s = 0; s < nsys && !rc && !export_out_failed(o); s++) {
        struct export_error err = {0};
        if (!r->job->nproblems && export_system(w, tops[s].sys, &err) != EXPORT_OK)
            rc = export_failure(r->job, &err);
        for (size_t i = 0; i < tops[s].n && !rc && !export_out_failed(o); i++, done++) {
            struct policy pol;
            struct pol_object *top;
            policy_init(&pol);
            if (!(rc = tick(r->job, done, n, tops[s].names[i])) &&
                !(rc = load(r, &pol, schema_top_kind(tops[s].sys), tops[s].names[i], &top))) {
                enum export_status st = EXPORT_OK;
                if (r->job->nproblems)
                    rc = check_alone(r, tops[s].sys, top, &tb);
                else if ((st = export_top(w, top, &err)) == EXPORT_DATAERR)
                    rc = note_problem(r->job, err.msg);
                else if (st != EXPORT_OK)
                    rc = export_failure(r->job, &err);
            }
            policy_free(&pol);
        }
    }
    tb_free(&tb);
    return rc || !r->job->nproblems ? rc : refused(r->job);
}

/* A document format: one file (or standard output) for the whole store. */
static enum export_job_status export_document(struct run *r, const struct sys_tops *tops, size_t nsys, size_t n)
{
    struct export_out *o;
    struct export_writer *w = NULL;
    struct export_error err = {0}, end_err = {0};
    const char *file = r->job->format->file;
    bool to_stdout = strcmp(r->job->out, "-") == 0;
    if ((to_stdout ? export_out_stdout(&o, &err) : export_out_file(r->job->out, file, &o, &err)) != EXPORT_OK)
        return export_failure(r->job, &err);
    enum export_job_status rc = EXPORT_JOB_OK;
    if (export_begin(r->job->format, o, &r->opt, &w, &err) != EXPORT_OK)
        rc = export_failure(r->job, &err);
    else
        rc = doc_body(r, w, o, tops, nsys, n);
    if (export_end(w, &end_err) != EXPORT_OK && !rc)
        rc = export_failure(r->job, &end_err);
    if (rc)
        export_out_abort(o);
    else if (export_out_close(o, &err) != EXPORT_OK)
        rc = export_failure(r->job, &err);
    return rc || to_stdout ? rc : note_written(r->job, file);
}

/* Copies the newest batch's user and time into the run's label (store_batch_newest callback). */
static int newest_batch(void *ctx, const struct store_batch_info *b)
{
    struct run *r = ctx;
    snprintf(r->changed, sizeof r->changed, "by %.64s at %.40s", b->who ? b->who : "?", b->at ? b->at : "?");
    for (char *p = r->changed; *p; p++)
        if ((unsigned char)*p < 0x20 || *p == 0x7f)
            *p = '?';
    r->opt.changed = r->changed;
    return 1;
}

/* The store's revision and its newest change for the headers, and its rule levels for the YAML
 * document, read in the export's transaction. */
static enum export_job_status store_stamp(struct run *r)
{
    struct store_error err = {0};
    if (store_revision(r->st, &r->opt.revision, &err) != STORE_OK)
        r->opt.revision = 0;
    store_batch_newest(r->st, newest_batch, r, &err);
    if (store_rule_levels(r->st, &r->levels, &r->opt.nlevels, &err) != STORE_OK)
        return store_failure(r->job, &err);
    r->opt.levels = r->levels;
    return EXPORT_JOB_OK;
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

/* The names of the top-level objects of each system the format writes, into tops (room for
 * every system); *nsys systems, *n objects in all. */
static enum export_job_status list_tops(struct run *r, struct sys_tops *tops, size_t *nsys, size_t *n)
{
    struct store_error err = {0};
    const char *only = r->job->format->system;
    *nsys = *n = 0;
    for (const struct system_def *const *s = schema_systems(); *s && *nsys < MAX_EXPORT_SYSTEMS; s++) {
        if (only && strcmp((*s)->id, only) != 0)
            continue;
        struct sys_tops *t = &tops[(*nsys)++];
        *t = (struct sys_tops){*s, NULL, 0};
        if (store_top_names(r->st, schema_top_kind(*s), &t->names, &t->n, &err) != STORE_OK)
            return store_failure(r->job, &err);
        *n += t->n;
    }
    return EXPORT_JOB_OK;
}

enum export_job_status export_job_run(struct export_job *job, struct store *st)
{
    /* past RLIMIT_FSIZE a write fails with EFBIG instead of killing the process, so the temporary
     * file is removed and the status says what happened */
    signal(SIGXFSZ, SIG_IGN);
    struct run r = {.job = job, .st = st, .opt = {.opts = job->opts}};
    struct store_error err = {0};
    struct sys_tops tops[MAX_EXPORT_SYSTEMS] = {{0}};
    size_t nsys = 0, n = 0;
    job->status = EXPORT_JOB_OK;
    source_label(store_path(st), r.source, sizeof r.source);
    r.opt.source = r.source;
    enum export_job_status rc = strcmp(job->out, "-") != 0 ? make_out_dir(job) : EXPORT_JOB_OK;
    if (!rc && strcmp(job->out, "-") != 0)
        export_sweep(job->out, time(NULL), EXPORT_TEMP_AGE, &job->swept, &job->nswept);
    if (!rc && store_begin_read(st, &err) != STORE_OK)
        rc = store_failure(job, &err);
    else if (!rc && !(rc = store_stamp(&r)))
        rc = list_tops(&r, tops, &nsys, &n);
    job->tops = n;
    if (!rc)
        rc = job->format->file ? export_document(&r, tops, nsys, n) : export_files(&r, tops, nsys, n);
    for (size_t i = 0; i < nsys; i++)
        store_names_free(tops[i].names, tops[i].n);
    free(r.levels);
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
