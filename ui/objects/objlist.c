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

const struct pd_choice obj_list_view_choices[] = {
    {"Read the list again", "REFRESH", 'R'},
    {"First rows", "UP MAX", 'F'},
    {"Last rows", "DOWN MAX", 'L'},
    {"Columns to the left", "LEFT", 'C'},
    {"Columns to the right", "RIGHT", 'O'},
    {"Choose columns...", "COLUMNS", 'h'},
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
            /* an attribute kept verbatim comes as the entry panel shows it (store_list_row) */
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
    struct store_list_spec spec = {l->kinds, l->nkinds, top, NULL, NULL, 0, NULL, NULL};
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
    if (l->keep)
        return;
    obj_listvals_free(l->vals);
    obj_columns_free(&(struct obj_columns){l->cols, l->ncols, l->keys, l->nkeys});
    if (l->data_free)
        l->data_free(l->data);
    free(l->added);
    free((void *)l->spec);
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

/* The panel's own commands; INSERT (or I) on the command line, also on an empty list, when the
 * panel inserts; COLUMNS. */
static enum panel_rc list_command(struct console *c, struct panel *p, const struct cmd *cmd, void *ctx)
{
    struct obj_list *l = ctx;
    (void)p;
    enum panel_rc own = l->spec->command ? l->spec->command(c, l, cmd) : PANEL_PASS;
    if (own != PANEL_PASS)
        return own;
    if (strcasecmp(cmd->word, "COLUMNS") == 0)
        return obj_columns_command(c, l, cmd->args);
    if (!l->insert || (strcasecmp(cmd->word, "INSERT") != 0 && strcasecmp(cmd->word, "I") != 0))
        return PANEL_PASS;
    l->insert(c, l);
    return PANEL_DONE;
}

/* The display width of an added column of row a: its keyword's, or what its values take (text
 * at most 20 columns, longer values cut). */
static unsigned char added_width(const struct attr_def *a)
{
    size_t w = strlen(a->native), v = 0;
    char digits[32];
    if (a->type == AT_INT)
        v = (size_t)snprintf(digits, sizeof digits, "%lld", a->max);
    for (const struct attr_choice *ch = a->choices; ch && ch->value; ch++)
        v = strlen(ch->value) > v ? strlen(ch->value) : v;
    if (a->type != AT_INT && a->type != AT_ENUM && a->type != AT_BOOL)
        v = a->max > 0 && a->max < 20 ? (size_t)a->max : 20;
    return (unsigned char)(w > v ? w : v);
}

const struct attr_def *obj_list_row(const struct obj_list *l, const char *key)
{
    for (size_t k = 0; k < l->nkinds; k++) {
        int i = schema_attr_index(l->kinds[k], key);
        if (i >= 0)
            return l->kinds[k]->attrs[i];
    }
    for (size_t k = 0; k < l->nkinds; k++) {
        const struct attr_def *a = schema_attr_index(l->kinds[k], key) < 0 ? schema_extra_attr(l->kinds[k], key)
                                                                          : NULL;
        if (a)
            return a;
    }
    return NULL;
}

/* What a list shows: its columns, their effective values and its source (over the columns). */
struct list_view {
    struct obj_columns oc;
    struct obj_listvals *vals;
    struct tbl_source src;
};

/* Makes l's view: the spec's own columns and reads, and the columns of l->added (read too) after
 * the own columns that stand ahead of the attribute columns.
 * 0, or -1 when memory runs out (nothing is kept). */
static int view_make(struct app *app, struct obj_list *l, struct list_view *v)
{
    const struct obj_list_spec *spec = l->spec;
    size_t nown = spec->ncols + l->nadded, nreads = spec->nreads + l->nadded;
    struct obj_col *own = calloc(nown + 1, sizeof *own);
    const char **reads = calloc(nreads + 1, sizeof *reads);
    int rc = own && reads ? 0 : -1;
    for (size_t i = 0; rc == 0 && i < spec->ncols; i++)
        own[i] = spec->cols[i];
    for (size_t i = 0; rc == 0 && i < spec->nreads; i++)
        reads[i] = spec->reads[i];
    for (size_t i = 0; rc == 0 && i < l->nadded; i++) {
        const struct attr_def *a = obj_list_row(l, l->added[i]);
        /* ahead of the attribute columns, after the list's own that stand there: in view at once */
        own[spec->ncols + i] = (struct obj_col){{a->key, a->native, added_width(a), a->type == AT_INT ? TC_RIGHT : 0},
                                                NULL};
        reads[spec->nreads + i] = a->key;
    }
    *v = (struct list_view){0};
    if (rc == 0)
        rc = obj_columns_make(&v->oc, spec->kinds, spec->nkinds, own, nown, reads, nreads);
    free(own);
    free(reads);
    if (rc == 0 && !(v->vals = obj_listvals_new(app->store, v->oc.keys, v->oc.nkeys)))
        rc = -1;
    struct storesrc_spec ss = {
        .store = app->store,
        .list = {spec->kinds, spec->nkinds, spec->top, spec->nonblank, v->oc.keys, v->oc.nkeys,
                 spec->parent_kind, spec->parent},
        .cols = v->oc.cols,
        .ncols = v->oc.ncols,
        .fold_locate = true,
        .cell = spec->cell ? spec->cell : obj_list_cell,
        .ctx = l,
        .ctx_free = list_free,
    };
    if (rc == 0 && storesrc_new(&ss, &v->src) < 0)
        rc = -1;
    if (rc < 0) {
        obj_listvals_free(v->vals);
        obj_columns_free(&v->oc);
    }
    return rc;
}

/* Puts view v in l (the source goes to the panel), freeing what l showed before. */
static void view_install(struct obj_list *l, struct list_view *v)
{
    obj_listvals_free(l->vals);
    obj_columns_free(&(struct obj_columns){l->cols, l->ncols, l->keys, l->nkeys});
    l->cols = v->oc.cols;
    l->ncols = v->oc.ncols;
    l->keys = v->oc.keys;
    l->nkeys = v->oc.nkeys;
    l->vals = v->vals;
}

int obj_list_rebuild(struct obj_list *l)
{
    struct list_view v;
    if (view_make(l->app, l, &v) < 0)
        return -1;
    l->keep = true;   /* the old source's end (and the new one's on failure) leaves l */
    int rc = table_set_source(l->panel, &v.src);
    if (rc < 0) {
        v.src.destroy(v.src.ctx);
        obj_listvals_free(v.vals);
        obj_columns_free(&v.oc);
    } else {
        view_install(l, &v);
    }
    l->keep = false;
    return rc;
}

/* The list's state from spec (copied, its top into l->top); NULL when memory runs out. */
static struct obj_list *list_new(struct app *app, const struct obj_list_spec *spec)
{
    struct obj_list *l = calloc(1, sizeof *l);
    struct obj_list_spec *copy = malloc(sizeof *copy);
    if (!l || !copy) {
        free(l);
        if (spec->data_free)
            spec->data_free(spec->data);
        free(copy);
        return NULL;
    }
    *copy = *spec;
    *l = (struct obj_list){
        .app = app, .panels = spec->panels, .kinds = spec->kinds, .nkinds = spec->nkinds,
        .insert = spec->insert, .line_command = spec->line_command, .data = spec->data,
        .data_free = spec->data_free, .spec = copy,
    };
    snprintf(l->top, sizeof l->top, "%s", spec->top ? spec->top : "");
    copy->top = spec->top ? l->top : NULL;
    snprintf(l->parent, sizeof l->parent, "%s", spec->top && spec->parent ? spec->parent : "");
    copy->parent = spec->top && spec->parent ? l->parent : NULL;
    return l;
}

/* The list's own commands (list_command), for KEYSHELP and the panel help: COLUMNS on every
 * list, INSERT where the list inserts. */
static const struct cmd_def list_commands[] = {
    {CMD_OTHER, "COLUMNS", NULL, "Columns", "COLUMNS [KEYWORD...|RESET]",
     "Add or take off attribute columns; alone: list them", CMD_LISTS},
    {CMD_OTHER, "INSERT", "I", "Insert", "INSERT", "Define a new object in this list", CMD_LISTS},
};

int obj_list_open(struct console *c, struct app *app, const struct obj_list_spec *spec)
{
    struct obj_list *l = list_new(app, spec);
    struct list_view v;
    if (l)
        obj_columns_restore(c, l);
    if (!l || view_make(app, l, &v) < 0) {
        if (l)
            list_free(l);
        console_msg(c, MSG_SOURCE_ERROR, "out of memory", NULL);
        return -1;
    }
    view_install(l, &v);
    struct table_spec ts = {
        .def = spec->def, .line_command = list_line_command, .command = list_command, .ctx = l, .src = v.src,
        .own_commands = list_commands, .nown_commands = spec->insert ? 2 : 1,
    };
    struct panel *p = table_new(&ts);
    if (!p || console_push(c, p) < 0) {
        console_msg(c, MSG_SOURCE_ERROR, "out of memory", NULL);
        return -1;
    }
    l->panel = p;
    if (spec->top) {
        char title[80];
        if (spec->parent)
            snprintf(title, sizeof title, "%s of %s in %s", spec->def->title, spec->parent, spec->top);
        else
            snprintf(title, sizeof title, "%s of %s", spec->def->title, spec->top);
        panel_set_title(p, title);
    }
    return 0;
}
