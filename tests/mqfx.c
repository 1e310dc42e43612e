/* tests/mqfx.c — the MQ panels on an imported store; see mqfx.h. */
#include "tests/mqfx.h"

#include <check.h>
#include <glob.h>
#include <stdlib.h>
#include <string.h>

#include "tests/tstore.h"
#include "tests/tutil.h"
#include "ui/primary.h"

static const char *const fixed_env[] = {"WLMCON_USER=ADMIN", "WLMCON_NOW=2026-11-29T14:38:00Z", NULL};

static void import(struct mqfx *f, const char *const *files)
{
    const char *argv[64] = {"--store", f->path, "import"};
    size_t n = 3;
    glob_t g = {0};
    if (!files) {
        ck_assert_int_eq(glob("import/demo/*.mqsc", 0, NULL, &g), 0);
        files = (const char *const *)g.gl_pathv;
    }
    for (; *files && n < 63; files++)
        argv[n++] = *files;
    argv[n] = NULL;
    char *err = NULL;
    int rc = tu_wlmcon(argv, NULL, fixed_env, NULL, &err);
    ck_assert_msg(rc == 0, "import: %d %s", rc, err);
    free(err);
    globfree(&g);
}

void mqfx_open(struct mqfx *f, const char *const *files)
{
    memset(f, 0, sizeof *f);
    setenv("WLMCON_USER", "ADMIN", 1);
    setenv("WLMCON_NOW", "2026-11-29T14:38:00Z", 1);
    f->dir = tu_tmpdir();
    f->path = tu_path(f->dir, "policy.db");
    import(f, files);
    struct store_error err = {0};
    ck_assert_int_eq(store_open(f->path, 0, &f->app.store, &err), STORE_OK);
    f->app.store_path = f->path;
    vs_env(&f->app.env);
    f->app.env.parts = app_parts(&f->app.env.nparts);
    f->app.env.status = app_status;
    f->app.env.ctx = &f->app;
    f->c = console_new(&f->app.env);
    ck_assert_ptr_nonnull(f->c);
    ck_assert_int_eq(console_push(f->c, primary_menu_new()), 0);
    f->v = vs_open(24, 80);
    ck_assert_int_eq(vs_run(f->v, f->c), TERM_EOF);
}

void mqfx_close(struct mqfx *f)
{
    vs_close(f->v);
    scr_free(&f->s);
    console_free(f->c);
    struct store_error err = {0};
    ck_assert_int_eq(store_close(f->app.store, true, &err), STORE_OK);
    tu_rmtree(f->dir);
    free(f->dir);
    free(f->path);
}

void mqfx_keys(struct mqfx *f, const char *text)
{
    for (const char *p = text; *p; p++) {
        if (*p == '\v') {
            vs_type(f->v, "\x0b");
            continue;
        }
        char one[2] = {*p, '\0'};
        vs_type(f->v, one);
    }
    ck_assert_int_eq(vs_run(f->v, f->c), TERM_EOF);
}

void mqfx_fkey(struct mqfx *f, int n)
{
    vs_fkey(f->v, n);
    ck_assert_int_eq(vs_run(f->v, f->c), TERM_EOF);
}

void mqfx_command(struct mqfx *f, const char *cmd)
{
    vs_key(f->v, "khome");
    vs_type(f->v, "\x0b");
    mqfx_keys(f, cmd);
    mqfx_keys(f, "\r");
}

void mqfx_line_command(struct mqfx *f, int i, const char *code)
{
    vs_key(f->v, "khome");
    for (int k = 0; k < 2 + i; k++)
        vs_type(f->v, "\t");
    mqfx_keys(f, code);
    mqfx_keys(f, "\r");
}

void mqfx_golden(struct mqfx *f, const char *name)
{
    ck_assert_int_eq(vs_run(f->v, f->c), TERM_EOF);
    vs_golden(name, tu_replace(vs_snapshot(f->v), f->path, "STORE"));
}

const char *mqfx_row(struct mqfx *f, int r)
{
    console_draw(f->c, &f->s);
    scr_row_text(&f->s, r, f->row, sizeof f->row);
    return f->row;
}

const char *mqfx_top(const struct mqfx *f)
{
    return console_top(f->c)->def->id;
}

const char *mqfx_long(const struct mqfx *f)
{
    return console_message(f->c)->long_text;
}

char *mqfx_sql(struct mqfx *f, const char *sql)
{
    return ts_sql(f->path, sql);
}
