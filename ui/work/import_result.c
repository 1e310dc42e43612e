/* ui/work/import_result.c — confirming and running an import, and its result panel; see
 * import_result.h. */
#include "ui/work/import_result.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ui/work/app.h"
#include "ui/engine/console.h"
#include "ui/work/findview.h"
#include "ui/work/import_job.h"
#include "ui/engine/memsrc.h"
#include "ui/engine/popup.h"
#include "ui/engine/pulldown.h"
#include "ui/engine/table.h"
#include "ui/systems.h"
#include "ui/work/work_msg.h"

static const struct tbl_col cols[] = {
    {"severity", "Severity", 8, TC_FIXED},
    {"where", "File and line", 26, TC_FIXED},
    {"message", "Message", 240, 0},
    {"id", "Rule", 6, 0},
};

static const struct lcmd_def lcmds[] = {{"B", "Browse"}, {NULL, NULL}};

static const char *const actions[] = {"Import", "View", "Options", "Help", NULL};
static const char *const text_actions[] = {"Options", "Help", NULL};

static const struct pd_choice import_choices[] = {
    {"Import more files...", "=7", 'I'},
    {"Validate the policy...", "=5", 'V'},
    {"Change history...", "=9", 'H'},
    {"Exit", "END", 'X'},
    {NULL, NULL, 0},
};

static const struct pd_choice view_choices[] = {
    {"First problem", "UP MAX", 'F'},
    {"Last problem", "DOWN MAX", 'L'},
    {"Message column", "LEFT", 'M'},
    {"Rule column", "RIGHT", 'R'},
    {NULL, NULL, 0},
};

static const struct pulldown pulldowns[] = {
    {"Import", import_choices, NULL}, {"View", view_choices, NULL}, {NULL, NULL, NULL},
};

static const struct panel_def def = {
    .id = "IMP200",
    .title = "Import Result",
    .kind = PANEL_TABLE,
    .actions = actions,
    .keys = &keylist_table,
    .lcmds = lcmds,
    .pulldowns = pulldowns,
    .instruction = "B=Browse a problem whole. Errors come first, file by file. F3 returns.",
    .help = "What an import did. At the top: the files read, the journal batch the import made (or "
            "that nothing was imported), the objects defined, altered, deleted and skipped, and the "
            "counts of problems. Then every problem, errors first, file by file, with its file, "
            "line and column; B shows one whole.\n"
            "When a file has an error nothing is imported: correct it and import again (option 7). "
            "Warnings and information do not stop an import; option 5 validates the policy as it "
            "now is, option 9 shows the batch and can undo it.",
};

static const struct panel_def browse_def = {
    .id = "IMP210",
    .title = "Import Problem",
    .kind = PANEL_TABLE,
    .actions = text_actions,
    .keys = &keylist_help,
    .instruction = "F3 returns to the import result.",
    .help = "One problem of an import whole: its severity, the rule or reader check that found it, "
            "the object and attribute concerned, the file, line and column, and its message. F7 "
            "and F8 scroll, FIND text looks for text, F3 returns to the import result.",
};

/* An import asked for, then run: what the result panel shows (owned by its list's source). */
struct run {
    struct app *app;
    struct console *c;          /* while the import runs, for its progress */
    struct import_file *files;  /* paths owned here */
    size_t n;
    struct import_opts opts;    /* the import options for every file */
    bool leave_top;
    enum import_status status;
    struct import_job job;
    bool ran;
};

static void run_free(void *ctx)
{
    struct run *r = ctx;
    for (size_t i = 0; i < r->n; i++)
        free((char *)r->files[i].path);
    free(r->files);
    import_opts_free(&r->opts);
    if (r->ran)
        import_job_free(&r->job);
    free(r);
}

static const char *base_name(const char *path)
{
    const char *slash = strrchr(path, '/');
    return slash && slash[1] ? slash + 1 : path;
}

/* Progress on the long-message line; Ctrl-C stops the import. */
static int progress(void *ctx, const struct import_progress *p)
{
    struct run *r = ctx;
    char text[300];
    unsigned pct = p->total ? (unsigned)(p->bytes * 100 / p->total) : 100;
    snprintf(text, sizeof text, "Importing %s, file %zu of %zu: %u%%, %zu objects and records so far",
             base_name(p->path ? p->path : "-"), p->file, p->nfiles, pct, p->objects);
    return console_progress(r->c, text) ? 1 : 0;
}

/* Before the commit: a Ctrl-C since the last progress line stops the import. */
static int stop(void *ctx)
{
    struct run *r = ctx;
    return console_progress(r->c, NULL) ? 1 : 0;
}

/* ---- the result panel -------------------------------------------------------------------- */

static int add_rows(struct run *r, struct memsrc *m)
{
    const struct diag_list *l = &r->job.diags;
    for (size_t i = 0; i < l->n; i++) {
        const struct diag *d = &l->v[i];
        char key[24], where[300] = "";
        snprintf(key, sizeof key, "%zu", i);
        if (d->file && d->line)
            snprintf(where, sizeof where, "%s:%u:%u", base_name(d->file), d->line, d->col);
        else if (d->file)
            snprintf(where, sizeof where, "%s", base_name(d->file));
        const char *cells[] = {severity_name(d->sev), where, d->msg, d->id};
        if (memsrc_add(m, key, cells) < 0)
            return -1;
    }
    return 0;
}

/* The files' names, as many as fit in about 60 columns, then how many more. */
static void file_names(const struct run *r, char *out, size_t len)
{
    size_t n = 0, i = 0;
    out[0] = '\0';
    for (; i < r->n; i++) {
        const char *name = base_name(r->files[i].path);
        if (i && n + strlen(name) + 2 > 48)
            break;
        n += (size_t)snprintf(out + n, n < len ? len - n : 0, "%s%s", i ? ", " : "", name);
    }
    if (i < r->n && n < len)
        snprintf(out + n, len - n, " and %zu more", r->n - i);
}

static int head(void *ctx, struct table_head *l, int max)
{
    struct run *r = ctx;
    const struct import_summary *s = &r->job.sum;
    const struct diag_list *d = &r->job.diags;
    const char *store = base_name(store_path(r->app->store));
    struct table_head lines[TABLE_HEAD_MAX];
    char tops[256];
    int n = 0;
    snprintf(lines[n].label, sizeof lines[n].label, "Files");
    file_names(r, lines[n++].value, sizeof lines[0].value);
    snprintf(lines[n].label, sizeof lines[n].label, "Result");
    if (r->status == IMPORT_OK && r->job.unchanged)
        snprintf(lines[n++].value, sizeof lines[0].value, "nothing changed in %s, no journal batch: %s", store,
                 import_tops_phrase(s, true, tops, sizeof tops));
    else if (r->status == IMPORT_OK)
        snprintf(lines[n++].value, sizeof lines[0].value, "imported into %s as journal batch %lld: %s", store,
                 (long long)r->job.batch, import_tops_phrase(s, true, tops, sizeof tops));
    else
        snprintf(lines[n++].value, sizeof lines[0].value, "nothing imported: %s is unchanged", store);
    if (r->status == IMPORT_OK) {
        snprintf(lines[n].label, sizeof lines[n].label, "Objects");
        snprintf(lines[n++].value, sizeof lines[0].value, "%zu defined, %zu altered, %zu deleted, %zu skipped; "
                 "%zu records", s->defined, s->altered, s->deleted, s->skipped, s->records);
    }
    if (r->status == IMPORT_OK && s->observations) {
        snprintf(lines[n].label, sizeof lines[n].label, "Observed");
        snprintf(lines[n++].value, sizeof lines[0].value, "%zu observed state%s, kept apart from the policy",
                 s->observations, s->observations == 1 ? "" : "s");
    }
    snprintf(lines[n].label, sizeof lines[n].label, "Problems");
    size_t e = d->count[SEV_ERROR], w = d->count[SEV_WARNING];
    size_t len = (size_t)snprintf(lines[n].value, sizeof lines[n].value, "%zu error%s, %zu warning%s, %zu info",
                                  e, e == 1 ? "" : "s", w, w == 1 ? "" : "s", d->count[SEV_INFO]);
    if (d->dropped)
        snprintf(lines[n].value + len, sizeof lines[n].value - len, "; %zu more not listed (%zu a file at most)",
                 d->dropped, d->per_file_cap);
    n++;
    n = n < max ? n : max;
    memcpy(l, lines, (size_t)n * sizeof *l);
    return n;
}

static enum table_lc_rc line_command(struct console *c, struct panel *p, const char *code, const char *key,
                                     long pos, void *ctx)
{
    struct run *r = ctx;
    (void)p;
    (void)pos;
    (void)code;
    size_t i = strtoul(key, NULL, 10);
    if (i >= r->job.diags.n)
        return TABLE_LC_NEXT;
    int rc = findview_open(c, &browse_def, "Import Problem", &r->job.diags.v[i]);
    return rc == 0 ? TABLE_LC_WAIT : TABLE_LC_STOP;
}

/* Issues the message that sums the import up. */
static void conclude(struct console *c, const struct run *r)
{
    char text[600];
    const char *store = base_name(store_path(r->app->store));
    switch (r->status) {
    case IMPORT_OK:
        snprintf(text, sizeof text, "%zu file%s imported into %s as journal batch %lld.", r->n,
                 r->n == 1 ? "" : "s", store, (long long)r->job.batch);
        console_msg(c, MSG_IMPORTED, text, NULL);
        return;
    case IMPORT_INTERRUPTED:
        console_msg(c, MSG_IMPORT_STOPPED, NULL);
        return;
    case IMPORT_DATAERR:
    case IMPORT_USAGE:
        snprintf(text, sizeof text, "The files have %zu error%s.", r->job.diags.count[SEV_ERROR],
                 r->job.diags.count[SEV_ERROR] == 1 ? "" : "s");
        break;
    case IMPORT_HOOK:
        snprintf(text, sizeof text, "%s.", r->job.err.msg);
        break;
    case IMPORT_NOINPUT:
        snprintf(text, sizeof text, "A file cannot be read.");
        break;
    case IMPORT_NOMEM:
        snprintf(text, sizeof text, "Out of memory.");
        break;
    }
    console_msg(c, MSG_NOT_IMPORTED, text, NULL);
}

/* The confirmation's context: the run, until the confirmation hands it to the import. */
struct pending {
    struct run *r;
};

static void pending_free(void *ctx)
{
    struct pending *pd = ctx;
    if (pd->r)
        run_free(pd->r);
    free(pd);
}

/* Runs the import and pushes the result panel, which takes the run over. */
static void run_import(struct console *c, void *ctx)
{
    struct pending *pd = ctx;
    struct run *r = pd->r;
    pd->r = NULL;
    if (r->leave_top)
        console_pop(c);
    r->c = c;
    r->job = (struct import_job){.files = r->files, .nfiles = r->n, .progress = progress, .stop = stop,
                                .ctx = r};
    r->status = import_job_run(&r->job, r->app->store);
    r->ran = true;
    r->c = NULL;
    console_progress(c, NULL);
    conclude(c, r);
    struct memsrc *m = memsrc_new(cols, (int)(sizeof cols / sizeof cols[0]));
    if (!m || add_rows(r, m) < 0) {
        memsrc_free(m);
        run_free(r);
        return;
    }
    memsrc_set_builder(m, &(struct memsrc_builder){NULL, run_free, r});
    struct table_spec spec = {.def = &def, .line_command = line_command, .ctx = r, .head = head};
    memsrc_source(m, &spec.src);
    spec.src.sort = NULL;  /* the order is the one that says which error comes first */
    struct panel *p = table_new(&spec);
    if (p)
        console_push(c, p);
}

int import_opts_copy(struct import_opts *dst, const struct import_option *src)
{
    size_t n = 0;
    memset(dst, 0, sizeof *dst);
    while (src && src[n].name)
        n++;
    if (!n)
        return 0;
    if (!(dst->v = calloc(n + 1, sizeof *dst->v)))
        return -1;
    for (size_t i = 0; i < n; i++) {
        if (!src[i].value || !src[i].value[0])
            continue;
        char *name = strdup(src[i].name), *value = strdup(src[i].value);
        dst->v[dst->n++] = (struct import_option){name, value};
        if (!name || !value) {
            import_opts_free(dst);
            return -1;
        }
    }
    return 0;
}

void import_opts_free(struct import_opts *o)
{
    for (size_t i = 0; i < o->n; i++) {
        free((char *)o->v[i].name);
        free((char *)o->v[i].value);
    }
    free(o->v);
    memset(o, 0, sizeof *o);
}

/* The value of option name in o, or NULL. */
static const char *opt_value(const struct import_opts *o, const char *name)
{
    for (size_t i = 0; name && i < o->n; i++)
        if (strcmp(o->v[i].name, name) == 0)
            return o->v[i].value;
    return NULL;
}

/* A run of copies of the paths and options; NULL when memory runs out. */
static struct run *run_new(struct app *app, const char *const *paths, size_t n,
                           const struct import_option *opts, bool leave_top)
{
    struct run *r = calloc(1, sizeof *r);
    if (!r)
        return NULL;
    r->app = app;
    r->leave_top = leave_top;
    r->files = calloc(n ? n : 1, sizeof *r->files);
    bool ok = r->files && import_opts_copy(&r->opts, opts) == 0;
    for (size_t i = 0; ok && i < n; i++, r->n++) {
        r->files[i] = (struct import_file){strdup(paths[i]), r->opts.v, NULL};
        ok = r->files[i].path != NULL;
    }
    if (!ok) {
        run_free(r);
        return NULL;
    }
    return r;
}

/* True when the store holds the top-level object of sys named name, or cannot tell. */
static bool top_known(struct app *app, const struct system_def *sys, const char *name)
{
    char **names = NULL;
    size_t n = 0;
    struct store_error err = {0};
    bool known = store_top_names(app->store, schema_top_kind(sys), &names, &n, &err) != STORE_OK;
    for (size_t i = 0; !known && i < n; i++)
        known = strcmp(names[i], name) == 0;
    store_names_free(names, n);
    return known;
}

int import_confirm(struct console *c, struct app *app, const char *const *paths, size_t n,
                   const struct import_option *opts, bool leave_top)
{
    enum { SHOWN = 5 };
    struct pending *pd = calloc(1, sizeof *pd);
    if (!pd || !(pd->r = run_new(app, paths, n, opts, leave_top))) {
        free(pd);
        return -1;
    }
    size_t nopts = pd->r->opts.n;
    char (*lines)[128] = calloc(SHOWN + 4 + nopts, sizeof *lines);
    const char **ptrs = calloc(SHOWN + 5 + nopts, sizeof *ptrs);
    if (!lines || !ptrs) {
        free(lines);
        free(ptrs);
        pending_free(pd);
        return -1;
    }
    int k = 0;
    snprintf(lines[k++], sizeof lines[0], "Import %zu file%s into %.40s, in this order:", n, n == 1 ? "" : "s",
             base_name(store_path(app->store)));
    for (size_t i = 0; i < n && i < SHOWN; i++)
        snprintf(lines[k++], sizeof lines[0], "  %.70s", base_name(paths[i]));
    if (n > SHOWN)
        snprintf(lines[k++], sizeof lines[0], "  and %zu more", n - SHOWN);
    const struct system_def *sys;
    const struct ui_system *u = ui_system_import_option(&sys);
    const char *own = u ? u->import_option->name : NULL, *option = opt_value(&pd->r->opts, own);
    bool known = !option || top_known(app, sys, option);
    if (option)
        snprintf(lines[k++], sizeof lines[0], "%.60s %.48s%s", u->import_option->applies, option,
                 known ? "." : ",");
    if (!known)   /* a typing slip (qm5 for QM5) would make a top-level object of its own */
        snprintf(lines[k++], sizeof lines[0], "not in the store yet (names keep their case).");
    for (size_t i = 0; i < nopts; i++) {
        const struct import_option *o = &pd->r->opts.v[i];
        const struct import_option_def *d = import_option_def(o->name);
        if (d && (!own || strcmp(o->name, own) != 0))   /* "With the record length 80." */
            snprintf(lines[k++], sizeof lines[0], "With %.60s %.48s.", d->names, o->value);
    }
    for (int i = 0; i < k; i++)
        ptrs[i] = lines[i];
    ptrs[k] = NULL;
    int rc = popup_confirm_owned(c, "Confirm Import", ptrs, run_import, pd, pending_free);
    free(lines);
    free(ptrs);
    return rc;
}
