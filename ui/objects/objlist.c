/* ui/objects/objlist.c — the list panels' common part: a table over a store list with effective
 * values in its cells; see objlist.h. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "ui/objects/objlist.h"

const struct pd_choice obj_view_choices[] = {
    {"Read the list again", "REFRESH", 'R'},
    {"First rows", "UP MAX", 'F'},
    {"Last rows", "DOWN MAX", 'L'},
    {"Columns to the left", "LEFT", 'C'},
    {"Columns to the right", "RIGHT", 'O'},
    {NULL, NULL, 0},
};

void obj_row_names(const char *key, char name[OBJ_NAME_MAX], char top[OBJ_NAME_MAX])
{
    storesrc_split_key(key, name, top, OBJ_NAME_MAX);
}

const char *obj_list_cell(void *ctx, const struct store_list_row *r, int col, char *buf, size_t n)
{
    struct obj_list *l = ctx;
    if (col == 0)
        obj_listvals_sync(l->vals);
    for (size_t i = 0; i < l->nkeys; i++)
        if (strcmp(l->cols[col].key, l->keys[i]) == 0) {
            snprintf(buf, n, "%s", obj_listvals_get(l->vals, r, i));
            return buf;
        }
    return NULL;
}

const char *obj_list_value(const struct obj_list *l, const struct store_list_row *r, const char *key)
{
    for (size_t i = 0; i < l->nkeys; i++)
        if (strcmp(l->keys[i], key) == 0)
            return r->vals[i];
    return NULL;
}

/* The kind of the row with this key in list l, read from the store; NULL after a message (the object
 * was deleted meanwhile). */
static const struct kind_def *row_kind(struct console *c, const struct obj_list *l, const char *key)
{
    char name[OBJ_NAME_MAX], top[OBJ_NAME_MAX];
    obj_row_names(key, name, top);
    struct store_list_spec spec = {l->kinds, l->nkinds, top, NULL, NULL, 0};
    struct store_list_key k = {name, top};
    struct store_list_page pg;
    struct store_error err = {0};
    const struct kind_def *kind = NULL;
    if (store_list_window(l->app->store, &spec, &k, 0, 1, &pg, &err) != STORE_OK) {
        console_msg(c, MSG_SOURCE_ERROR, err.msg, NULL);
    } else if (!pg.n || strcmp(pg.rows[0].name, name) != 0 || strcmp(pg.rows[0].top, top) != 0) {
        char what[2 * OBJ_NAME_MAX + 4];
        snprintf(what, sizeof what, "%s of %s", name, top);
        console_msg(c, MSG_OBJECT_GONE, what, NULL);
    } else {
        kind = pg.rows[0].kind;
    }
    store_list_free(&pg);
    return kind;
}

/* E, B, C, D and V on a row of l (an object under a top-level object). */
static enum table_lc_rc object_command(struct console *c, struct obj_list *l, const char *code,
                                       const char *key)
{
    static const struct {
        const char *code;
        enum obj_mode mode;
    } edits[] = {{"E", OBJ_EDIT}, {"B", OBJ_BROWSE}, {"C", OBJ_COPY}};
    char name[OBJ_NAME_MAX], top[OBJ_NAME_MAX];
    obj_row_names(key, name, top);
    if (!strchr("EBCDV", code[0]) || code[1])
        return TABLE_LC_NEXT;
    const struct kind_def *kind = row_kind(c, l, key);
    int rc = -1;
    for (size_t i = 0; kind && i < sizeof edits / sizeof edits[0]; i++)
        if (strcmp(code, edits[i].code) == 0)
            rc = obj_edit_open(c, l->app, l->panels, edits[i].mode, kind, top, name);
    if (kind && code[0] == 'V')
        rc = obj_verbatim_open(c, l->app, l->panels, kind, top, name);
    if (kind && code[0] == 'D') {
        l->del = (struct obj_delete){.app = l->app, .panels = l->panels, .kind = kind};
        snprintf(l->del.top, sizeof l->del.top, "%s", top);
        snprintf(l->del.name, sizeof l->del.name, "%s", name);
        rc = obj_delete_ask(c, &l->del);
    }
    return rc == 0 ? TABLE_LC_WAIT : TABLE_LC_STOP;
}

static void list_free(void *ctx)
{
    struct obj_list *l = ctx;
    obj_listvals_free(l->vals);
    obj_columns_free(&(struct obj_columns){l->cols, l->ncols, l->keys, l->nkeys});
    if (l->data_free)
        l->data_free(l->data);
    free(l);
}

/* The line commands of every list: I (spec.insert), then the panel's own or E, B, C, D and V. */
static enum table_lc_rc list_line_command(struct console *c, struct panel *p, const char *code,
                                          const char *key, long pos, void *ctx)
{
    struct obj_list *l = ctx;
    (void)p;
    (void)pos;
    if (l->insert && strcmp(code, "I") == 0)
        return l->insert(c, l) == 0 ? TABLE_LC_WAIT : TABLE_LC_STOP;
    return (l->line_command ? l->line_command : object_command)(c, l, code, key);
}

/* INSERT (or I) on the command line, also on an empty list, when the panel inserts. */
static enum panel_rc list_command(struct console *c, struct panel *p, const struct cmd *cmd, void *ctx)
{
    struct obj_list *l = ctx;
    (void)p;
    if (!l->insert || (strcasecmp(cmd->word, "INSERT") != 0 && strcasecmp(cmd->word, "I") != 0))
        return PANEL_PASS;
    l->insert(c, l);
    return PANEL_DONE;
}

/* The list's state from spec, its columns and its effective values; NULL when memory runs out. */
static struct obj_list *list_new(struct app *app, const struct obj_list_spec *spec)
{
    struct obj_list *l = calloc(1, sizeof *l);
    struct obj_columns oc;
    if (!l || obj_columns_make(&oc, spec->kinds, spec->nkinds, spec->cols, spec->ncols, spec->reads,
                               spec->nreads) < 0) {
        free(l);
        if (spec->data_free)
            spec->data_free(spec->data);
        return NULL;
    }
    *l = (struct obj_list){
        .app = app, .panels = spec->panels, .kinds = spec->kinds, .nkinds = spec->nkinds,
        .cols = oc.cols, .ncols = oc.ncols, .keys = oc.keys, .nkeys = oc.nkeys,
        .insert = spec->insert, .line_command = spec->line_command, .data = spec->data,
        .data_free = spec->data_free,
    };
    snprintf(l->top, sizeof l->top, "%s", spec->top ? spec->top : "");
    if (!(l->vals = obj_listvals_new(app->store, l->keys, l->nkeys))) {
        list_free(l);
        return NULL;
    }
    return l;
}

int obj_list_open(struct console *c, struct app *app, const struct obj_list_spec *spec)
{
    struct obj_list *l = list_new(app, spec);
    if (!l) {
        console_msg(c, MSG_SOURCE_ERROR, "out of memory", NULL);
        return -1;
    }
    struct storesrc_spec ss = {
        .store = app->store,
        .list = {spec->kinds, spec->nkinds, spec->top, spec->nonblank, l->keys, l->nkeys},
        .cols = l->cols,
        .ncols = l->ncols,
        .fold_locate = true,
        .cell = spec->cell ? spec->cell : obj_list_cell,
        .ctx = l,
        .ctx_free = list_free,
    };
    struct table_spec ts = {
        .def = spec->def, .line_command = list_line_command, .command = list_command, .ctx = l,
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
    if (spec->top) {
        char title[80];
        snprintf(title, sizeof title, "%s of %s", spec->def->title, spec->top);
        panel_set_title(p, title);
    }
    return 0;
}

