/* tests/cfx.c — the console on a real store; see cfx.h. */
#include "tests/cfx.h"

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "tests/tstore.h"
#include "tests/tutil.h"
#include "ui/work/import_job.h"
#include "ui/work/primary.h"
#include "ui/engine/pulldown.h"

/* Imports files (qmgr for each) in one job, asserting it succeeds. */
static void import(struct cfx *f, const char *const *files, size_t n, const char *qmgr)
{
    struct import_file *in = calloc(n, sizeof *in);
    const struct import_option opts[] = {{"qmgr", qmgr}, {NULL, NULL}};
    for (size_t i = 0; i < n; i++)
        in[i] = (struct import_file){files[i], opts, NULL};
    struct import_job job = {.files = in, .nfiles = n};
    enum import_status st = import_job_run(&job, f->app.store);
    ck_assert_msg(st == IMPORT_OK, "import: %d (%zu diagnostics, first: %s)", st, job.diags.n,
                  job.diags.n ? job.diags.v[0].msg : "-");
    import_job_free(&job);
    free(in);
}

static void move(struct cfx *f, bool into);

void cf_import(struct cfx *f, const char *path, const char *qmgr)
{
    move(f, true);
    import(f, &path, 1, qmgr);
    move(f, false);
}

static void make_store(struct cfx *f, const char *const *files, size_t n)
{
    struct store_error err = {0};
    struct store *st;
    ck_assert_int_eq(store_open(f->path, STORE_CREATE, &st, &err), STORE_OK);
    ck_assert_int_eq(store_close(st, true, &err), STORE_OK);
    ck_assert_int_eq(store_open(f->path, 0, &f->app.store, &err), STORE_OK);
    if (n)
        import(f, files, n, NULL);
}

void cf_open(struct cfx *f, const char *const *files, size_t n)
{
    memset(f, 0, sizeof *f);
    setenv("WLMCON_USER", "ADMIN", 1);
    setenv("WLMCON_NOW", "2026-11-29T14:38:00Z", 1);
    f->dir = tu_tmpdir();
    f->path = tu_path(f->dir, "policy.db");
    make_store(f, files, n);
    f->app.store_path = f->path;
    vs_env(&f->app.env);
    f->app.env.parts = app_parts(&f->app.env.nparts);
    f->app.env.status = app_status;
    f->app.env.ctx = &f->app;
    f->app.env.command = app_command;
    f->c = console_new(&f->app.env);
    ck_assert_ptr_nonnull(f->c);
    ck_assert_int_eq(console_push(f->c, primary_menu_new()), 0);
    f->v = vs_open(24, 80);
    ck_assert_int_eq(vs_run(f->v, f->c), TERM_EOF);
}

void cf_open_demo(struct cfx *f)
{
    static const char *const demo[] = {"import/demo/QMA.mqsc", "import/demo/QMB.mqsc", "import/demo/QMC.mqsc"};
    cf_open(f, demo, 3);
}

void cf_open_azdef(struct cfx *f)
{
    static const char *const files[] = {"import/demo/AZDEF.xml"};
    cf_open(f, files, 1);
}

void cf_open_wsc(struct cfx *f)
{
    char *path = strdup(tu_sample("wlm/WLMPOL.WSCDEF.XML"));
    const char *files[] = {path};
    cf_open(f, files, 1);
    free(path);
}

void cf_open_dumps(struct cfx *f)
{
    const char *files[4];
    char *paths[4];
    for (int i = 0; i < 4; i++) {
        char rel[64];
        snprintf(rel, sizeof rel, "mq/QM%d.dmpmqcfg.mqsc", i + 4);
        files[i] = paths[i] = strdup(tu_sample(rel));
    }
    cf_open(f, files, 4);
    for (int i = 0; i < 4; i++)
        free(paths[i]);
}

void cf_keys(struct cfx *f, const char *text)
{
    vs_type(f->v, text);
    ck_assert_int_eq(vs_run(f->v, f->c), TERM_EOF);
}

/* Works in <dir> (into) or back where the tests run. */
static void move(struct cfx *f, bool into)
{
    static char home[4096];
    if (into)
        ck_assert_ptr_nonnull(getcwd(home, sizeof home));
    ck_assert_int_eq(chdir(into ? f->dir : home), 0);
}

void cf_keys_in_dir(struct cfx *f, const char *text)
{
    move(f, true);
    vs_type(f->v, text);
    enum term_rc rc = vs_run(f->v, f->c);
    move(f, false);
    ck_assert_int_eq(rc, TERM_EOF);
}

void cf_direct(struct cfx *f, const char *text)
{
    move(f, true);
    for (; *text; text++)
        console_key(f->c, *text == '\r' ? UIK_ENTER : *text == '\t' ? UIK_TAB : (ui_key)(unsigned char)*text);
    move(f, false);
}

void cf_fkey(struct cfx *f, int n)
{
    vs_fkey(f->v, n);
    ck_assert_int_eq(vs_run(f->v, f->c), TERM_EOF);
}

void cf_tabs(struct cfx *f, int n)
{
    vs_key(f->v, "khome");
    for (int i = 0; i < n; i++)
        vs_type(f->v, "\t");
    cf_keys(f, "");
}

void cf_command(struct cfx *f, const char *cmd)
{
    vs_key(f->v, "khome");
    vs_type(f->v, "\v");
    cf_keys(f, cmd);
    cf_keys(f, "\r");
}

void cf_line_command(struct cfx *f, int i, const char *code)
{
    vs_key(f->v, "khome");
    for (int k = 0; k < 2 + i; k++)
        vs_type(f->v, "\t");
    cf_keys(f, code);
    cf_keys(f, "\r");
}

void cf_golden(struct cfx *f, const char *name)
{
    vs_golden(name, tu_replace(vs_snapshot(f->v), f->path, "STORE"));
}

void cf_shot(struct cfx *f, const char *id, const char *name, bool wide)
{
    char golden[128];
    if (id)
        ck_assert_str_eq(cf_top(f), id);
    snprintf(golden, sizeof golden, "%s%s", name, wide ? "-160x48" : "");
    cf_golden(f, golden);
}

const char *cf_row(struct cfx *f, int r)
{
    char *snap = vs_snapshot(f->v), *line = snap;
    for (int i = 0; i <= r && line; i++)   /* the first line of a snapshot is its header */
        line = strchr(line, '\n') ? strchr(line, '\n') + 1 : NULL;
    ck_assert_ptr_nonnull(line);
    snprintf(f->row, sizeof f->row, "%.*s", (int)strcspn(line, "\n"), line);
    free(snap);
    return f->row;
}

const char *cf_top(const struct cfx *f)
{
    return console_top(f->c)->def->id;
}

const char *cf_long(const struct cfx *f)
{
    return console_message(f->c)->long_text;
}

char *cf_sql(struct cfx *f, const char *sql)
{
    return ts_sql(f->path, sql);
}

long cf_count(struct cfx *f, const char *sql)
{
    char *out = cf_sql(f, sql);
    long n = atol(out);
    free(out);
    return n;
}

void cf_assert_panel_help(struct cfx *f, const char *id, const char *start)
{
    struct panel *p = console_top(f->c);
    ck_assert_str_eq(p->def->id, id);
    for (const char *const *a = p->def->actions; a && *a; a++)
        ck_assert_msg(pulldown_of(p, *a) != NULL, "%s: no %s pull-down", id, *a);
    char want[64];
    snprintf(want, sizeof want, "Help for %s ", id);
    cf_fkey(f, 1);
    const char *title = panel_title(console_top(f->c));
    ck_assert_str_eq(console_top(f->c)->def->id, "HLP003");
    ck_assert_msg(strstr(title, want) == title, "help title '%s'", title);
    const char *row = cf_row(f, 5);
    ck_assert_msg(strncmp(row, start, strlen(start)) == 0, "help starts '%s', want '%s'", row, start);
    cf_fkey(f, 3);
    ck_assert_str_eq(console_top(f->c)->def->id, id);
}

void cf_restart(struct cfx *f, const char *profile)
{
    vs_close(f->v);
    console_free(f->c);
    f->app.env.profile = profile;
    f->c = console_new(&f->app.env);
    ck_assert_ptr_nonnull(f->c);
    ck_assert_int_eq(console_push(f->c, primary_menu_new()), 0);
    f->v = vs_open(24, 80);
    ck_assert_int_eq(vs_run(f->v, f->c), TERM_EOF);
}

void cf_close(struct cfx *f)
{
    struct store_error err = {0};
    vs_close(f->v);
    console_free(f->c);
    app_fini(&f->app);
    ck_assert_int_eq(store_close(f->app.store, true, &err), STORE_OK);
    tu_rmtree(f->dir);
    free(f->dir);
    free(f->path);
}
