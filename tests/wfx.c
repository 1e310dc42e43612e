/* tests/wfx.c — the console on a real store; see wfx.h. */
#include "tests/wfx.h"

#include <check.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "tests/tutil.h"
#include "ui/import_job.h"
#include "ui/primary.h"
#include "ui/pulldown.h"

/* Imports files (qmgr for each) in one job, asserting it succeeds. */
static void import(struct wfx *w, const char *const *files, size_t n, const char *qmgr)
{
    struct import_file *in = calloc(n, sizeof *in);
    for (size_t i = 0; i < n; i++)
        in[i] = (struct import_file){files[i], qmgr};
    struct import_job job = {.files = in, .nfiles = n};
    enum import_status st = import_job_run(&job, w->app.store);
    ck_assert_msg(st == IMPORT_OK, "import: %d (%zu diagnostics, first: %s)", st, job.diags.n,
                  job.diags.n ? job.diags.v[0].msg : "-");
    import_job_free(&job);
    free(in);
}

static void move(struct wfx *w, bool into);

void wf_import(struct wfx *w, const char *path, const char *qmgr)
{
    move(w, true);
    import(w, &path, 1, qmgr);
    move(w, false);
}

static void make_store(struct wfx *w, const char *const *files, size_t n)
{
    struct store_error err = {0};
    struct store *st;
    ck_assert_int_eq(store_open(w->path, STORE_CREATE, &st, &err), STORE_OK);
    ck_assert_int_eq(store_close(st, true, &err), STORE_OK);
    ck_assert_int_eq(store_open(w->path, 0, &w->app.store, &err), STORE_OK);
    if (n)
        import(w, files, n, NULL);
}

void wf_open(struct wfx *w, const char *const *files, size_t n)
{
    memset(w, 0, sizeof *w);
    setenv("WLMCON_USER", "ADMIN", 1);
    setenv("WLMCON_NOW", "2026-11-29T14:38:00Z", 1);
    w->dir = tu_tmpdir();
    w->path = tu_path(w->dir, "policy.db");
    make_store(w, files, n);
    w->app.store_path = w->path;
    vs_env(&w->app.env);
    w->app.env.parts = app_parts(&w->app.env.nparts);
    w->app.env.status = app_status;
    w->app.env.ctx = &w->app;
    w->c = console_new(&w->app.env);
    ck_assert_ptr_nonnull(w->c);
    ck_assert_int_eq(console_push(w->c, primary_menu_new()), 0);
    w->v = vs_open(24, 80);
    ck_assert_int_eq(vs_run(w->v, w->c), TERM_EOF);
}

void wf_open_demo(struct wfx *w)
{
    static const char *const demo[] = {"import/demo/QMA.mqsc", "import/demo/QMB.mqsc", "import/demo/QMC.mqsc"};
    wf_open(w, demo, 3);
}

void wf_keys(struct wfx *w, const char *text)
{
    vs_type(w->v, text);
    ck_assert_int_eq(vs_run(w->v, w->c), TERM_EOF);
}

/* Works in <dir> (into) or back where the tests run. */
static void move(struct wfx *w, bool into)
{
    static char home[4096];
    if (into)
        ck_assert_ptr_nonnull(getcwd(home, sizeof home));
    ck_assert_int_eq(chdir(into ? w->dir : home), 0);
}

void wf_keys_in_dir(struct wfx *w, const char *text)
{
    move(w, true);
    vs_type(w->v, text);
    enum term_rc rc = vs_run(w->v, w->c);
    move(w, false);
    ck_assert_int_eq(rc, TERM_EOF);
}

void wf_direct(struct wfx *w, const char *text)
{
    move(w, true);
    for (; *text; text++)
        console_key(w->c, *text == '\r' ? UIK_ENTER : *text == '\t' ? UIK_TAB : (ui_key)(unsigned char)*text);
    move(w, false);
}

void wf_fkey(struct wfx *w, int n)
{
    vs_fkey(w->v, n);
    ck_assert_int_eq(vs_run(w->v, w->c), TERM_EOF);
}

void wf_golden(struct wfx *w, const char *name)
{
    vs_golden(name, vs_snapshot(w->v));
}

char *wf_row(struct wfx *w, int r)
{
    char *snap = vs_snapshot(w->v), *line = snap;
    for (int i = 0; i <= r && line; i++)   /* the first line of a snapshot is its header */
        line = strchr(line, '\n') ? strchr(line, '\n') + 1 : NULL;
    ck_assert_ptr_nonnull(line);
    char *row = strndup(line, strcspn(line, "\n"));
    free(snap);
    return row;
}

void wf_assert_panel_help(struct wfx *w, const char *id, const char *start)
{
    struct panel *p = console_top(w->c);
    ck_assert_str_eq(p->def->id, id);
    for (const char *const *a = p->def->actions; a && *a; a++)
        ck_assert_msg(pulldown_of(p, *a) != NULL, "%s: no %s pull-down", id, *a);
    char want[64];
    snprintf(want, sizeof want, "Help for %s ", id);
    wf_fkey(w, 1);
    const char *title = panel_title(console_top(w->c));
    ck_assert_str_eq(console_top(w->c)->def->id, "HLP003");
    ck_assert_msg(strstr(title, want) == title, "help title '%s'", title);
    char *row = wf_row(w, 5);
    ck_assert_msg(strncmp(row, start, strlen(start)) == 0, "help starts '%s', want '%s'", row, start);
    free(row);
    wf_fkey(w, 3);
    ck_assert_str_eq(console_top(w->c)->def->id, id);
}

void wf_close(struct wfx *w)
{
    struct store_error err = {0};
    vs_close(w->v);
    console_free(w->c);
    store_close(w->app.store, true, &err);
    tu_rmtree(w->dir);
    free(w->dir);
    free(w->path);
}
