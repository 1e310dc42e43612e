/* tests/timport.c — helpers for the import suites; see timport.h. */
#include "tests/timport.h"

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tests/tutil.h"
#include "model/mq/mq_model.h"

/* ti_run with --platform platform (may be NULL) before every input. */
static void run_on(struct timport *t, const struct tinput *in, size_t n, const struct import_hooks *hooks,
                   const char *platform)
{
    memset(t, 0, sizeof *t);
    policy_init(&t->pol);
    diag_init(&t->diags, 100);
    struct import_file files[16];
    struct import_option opts[16][3];
    char *paths[16];
    ck_assert_uint_le(n, 16);
    for (size_t i = 0; i < n; i++) {
        paths[i] = NULL;
        if (in[i].text) {
            if (!t->dir)
                t->dir = tu_tmpdir();
            paths[i] = tu_path(t->dir, in[i].name);
            tu_write(paths[i], in[i].text);
        }
        opts[i][0] = (struct import_option){"qmgr", in[i].qmgr};
        opts[i][1] = (struct import_option){platform ? "platform" : NULL, platform};
        opts[i][2] = (struct import_option){NULL, NULL};
        files[i] = (struct import_file){paths[i] ? paths[i] : in[i].name, opts[i], NULL};
    }
    t->status = import_files(files, n, &t->pol, hooks, &t->diags, &t->sum);
    for (size_t i = 0; i < n; i++)
        free(paths[i]);
}

void ti_run(struct timport *t, const struct tinput *in, size_t n, const struct import_hooks *hooks)
{
    run_on(t, in, n, hooks, NULL);
}

void ti_text(struct timport *t, const char *text, const char *qmgr)
{
    struct tinput in = {"t.mqsc", text, qmgr};
    run_on(t, &in, 1, NULL, NULL);
}

void ti_text_on(struct timport *t, const char *text, const char *qmgr, const char *platform)
{
    struct tinput in = {"t.mqsc", text, qmgr};
    run_on(t, &in, 1, NULL, platform);
}

void ti_done(struct timport *t)
{
    policy_free(&t->pol);
    diag_free(&t->diags);
    if (t->dir) {
        tu_rmtree(t->dir);
        free(t->dir);
    }
}

const char *ti_diags(struct timport *t)
{
    static char out[16384];
    char line[1200];
    size_t at = 0;
    out[0] = '\0';
    diag_sort(&t->diags);
    for (size_t i = 0; i < t->diags.n; i++) {
        struct diag *d = &t->diags.v[i];
        char *file = d->file;
        if (file && strrchr(file, '/'))
            d->file = strrchr(file, '/') + 1;
        diag_format(d, line, sizeof line);
        d->file = file;
        at += (size_t)snprintf(out + at, sizeof out - at, "%s\n", line);
    }
    return out;
}

struct pol_object *ti_top(const struct timport *t, const char *name)
{
    return pol_find_top(&t->pol, mq_kind(MQ_QMGR), name);
}

size_t ti_count(const struct pol_object *top, enum mq_kind k)
{
    size_t n = 0;
    for (size_t i = 0; i < top->scope->nobjs; i++) {
        const struct pol_object *o = top->scope->objs[i];
        n += o->change != POL_DELETED && o->kind == mq_kind(k);
    }
    return n;
}

size_t ti_records(const struct pol_object *top, const char *verb, const char *objtype)
{
    size_t n = 0;
    for (size_t i = 0; i < top->scope->nrecs; i++) {
        const struct pol_record *r = top->scope->recs[i];
        n += !r->deleted && strcmp(r->verb, verb) == 0 &&
             (!objtype || (r->objtype && strcmp(r->objtype, objtype) == 0));
    }
    return n;
}

struct pol_object *ti_obj(const struct pol_object *top, const char *ns, const char *name)
{
    struct pol_object *o = pol_find(top, ns, name);
    ck_assert_msg(o != NULL, "no %s %s", ns, name);
    return o;
}

size_t ti_params(const struct pol_object *obj, unsigned cls)
{
    size_t n = 0;
    for (size_t i = 0; i < obj->nparams; i++)
        n += obj->params[i].cls == cls;
    return n;
}

size_t ti_values(const struct pol_object *obj)
{
    size_t n = 0;
    for (unsigned i = 0; i < obj->kind->nattrs; i++)
        n += obj->vals[i] != NULL;
    return n;
}
