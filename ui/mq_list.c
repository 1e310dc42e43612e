/* ui/mq_list.c — the MQ list panels' common part: a table over a store list with effective values
 * in its cells; see mq_panels.h. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ui/mq_panels.h"

const struct pd_choice mq_view_choices[] = {
    {"Read the list again", "REFRESH", 'R'},
    {"First rows", "UP MAX", 'F'},
    {"Last rows", "DOWN MAX", 'L'},
    {"Columns to the left", "LEFT", 'C'},
    {"Columns to the right", "RIGHT", 'O'},
    {NULL, NULL, 0},
};

void mq_row_names(const char *key, char name[MQ_NAME_MAX], char qmgr[MQ_NAME_MAX])
{
    storesrc_split_key(key, name, qmgr, MQ_NAME_MAX);
}

void mq_title_case(const char *label, char *out, size_t n)
{
    snprintf(out, n, "%s", label);
    for (char *p = out; *p; p++)
        if (p == out || p[-1] == ' ' || p[-1] == '-')
            *p = (char)toupper((unsigned char)*p);
}

const char *mq_list_cell(void *ctx, const struct store_list_row *r, int col, char *buf, size_t n)
{
    struct mq_list *l = ctx;
    if (col == 0)
        mq_listvals_sync(l->vals);
    for (size_t i = 0; i < l->nkeys; i++)
        if (strcmp(l->cols[col].key, l->keys[i]) == 0) {
            snprintf(buf, n, "%s", mq_listvals_get(l->vals, r, i));
            return buf;
        }
    return NULL;
}

static void list_free(void *ctx)
{
    struct mq_list *l = ctx;
    mq_listvals_free(l->vals);
    free(l);
}

int mq_list_open(struct console *c, struct app *app, const struct mq_list_spec *spec)
{
    struct mq_list *l = calloc(1, sizeof *l);
    if (l)
        l->vals = mq_listvals_new(app->store, spec->keys, spec->nkeys);
    if (!l || !l->vals) {
        free(l);
        console_msg(c, MSG_SOURCE_ERROR, "out of memory", NULL);
        return -1;
    }
    l->app = app;
    l->kinds = spec->kinds;
    l->nkinds = spec->nkinds;
    l->cols = spec->cols;
    l->keys = spec->keys;
    l->nkeys = spec->nkeys;
    snprintf(l->qmgr, sizeof l->qmgr, "%s", spec->qmgr ? spec->qmgr : "");
    struct storesrc_spec ss = {
        .store = app->store,
        .list = {spec->kinds, spec->nkinds, spec->qmgr, spec->nonblank, spec->keys, spec->nkeys},
        .cols = spec->cols,
        .ncols = spec->ncols,
        .fold_locate = true,
        .cell = spec->cell ? spec->cell : mq_list_cell,
        .ctx = l,
        .ctx_free = list_free,
    };
    struct table_spec ts = {
        .def = spec->def, .line_command = spec->line_command, .command = spec->command, .ctx = l,
    };
    if (storesrc_new(&ss, &ts.src) < 0) {
        list_free(l);
        console_msg(c, MSG_SOURCE_ERROR, "out of memory", NULL);
        return -1;
    }
    struct panel *p = table_new(&ts);
    if (!p || console_push(c, p) < 0) {
        console_msg(c, MSG_SOURCE_ERROR, "out of memory", NULL);
        return -1;
    }
    if (spec->qmgr) {
        char title[80];
        snprintf(title, sizeof title, "%s of %s", spec->def->title, spec->qmgr);
        panel_set_title(p, title);
    }
    return 0;
}

const struct kind_def *mq_list_kind(struct console *c, const struct mq_list *l, const char *key)
{
    char name[MQ_NAME_MAX], top[MQ_NAME_MAX];
    mq_row_names(key, name, top);
    struct store_list_spec spec = {l->kinds, l->nkinds, top, NULL, NULL, 0};
    struct store_list_key k = {name, top};
    struct store_list_page pg;
    struct store_error err = {0};
    const struct kind_def *kind = NULL;
    if (store_list_window(l->app->store, &spec, &k, 0, 1, &pg, &err) != STORE_OK) {
        console_msg(c, MSG_SOURCE_ERROR, err.msg, NULL);
    } else if (!pg.n || strcmp(pg.rows[0].name, name) != 0 || strcmp(pg.rows[0].top, top) != 0) {
        char what[160];
        snprintf(what, sizeof what, "%s of %s", name, top);
        console_msg(c, MSG_OBJECT_GONE, what, NULL);
    } else {
        kind = pg.rows[0].kind;
    }
    store_list_free(&pg);
    return kind;
}

enum table_lc_rc mq_list_object_command(struct console *c, struct mq_list *l, const char *code,
                                        const char *key)
{
    static const struct {
        const char *code;
        enum mq_mode mode;
    } edits[] = {{"E", MQ_EDIT}, {"B", MQ_BROWSE}, {"C", MQ_COPY}};
    char name[MQ_NAME_MAX], top[MQ_NAME_MAX];
    mq_row_names(key, name, top);
    if (!strchr("EBCDV", code[0]) || code[1])
        return TABLE_LC_NEXT;
    const struct kind_def *kind = mq_list_kind(c, l, key);
    int rc = -1;
    for (size_t i = 0; kind && i < sizeof edits / sizeof edits[0]; i++)
        if (strcmp(code, edits[i].code) == 0)
            rc = mq_edit_open(c, l->app, edits[i].mode, kind, top, name);
    if (kind && code[0] == 'V')
        rc = mq_verbatim_open(c, l->app, kind, top, name);
    if (kind && code[0] == 'D') {
        l->del = (struct mq_delete){.app = l->app, .kind = kind};
        snprintf(l->del.qmgr, sizeof l->del.qmgr, "%s", top);
        snprintf(l->del.name, sizeof l->del.name, "%s", name);
        rc = mq_delete_ask(c, &l->del);
    }
    return rc == 0 ? TABLE_LC_WAIT : TABLE_LC_STOP;
}
