/* ui/objects/objchildren.c — the list of an object's children in position order; see
 * objchildren.h. */
#include "ui/objects/objchildren.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ui/engine/memsrc.h"
#include "ui/engine/table.h"

enum { CELL_MAX = 256, COLS_MAX = 32 };

/* The panel's state: the ctx of its source, of the rows' builder and of its line commands. */
struct children {
    struct app *app;
    struct obj_children_spec spec;   /* spec.top points at top */
    char top[OBJ_NAME_MAX];
    struct obj_columns oc;
    char title[160];                 /* made by the first read */
    struct tbl_source rows;          /* the rows read (a memsrc), which the panel's source wraps */
    int64_t rev;                     /* the store's revision they were read at */
    struct obj_delete del;           /* a deletion waiting for its confirmation */
};

static void children_free(void *ctx)
{
    struct children *ch = ctx;
    obj_columns_free(&ch->oc);
    free(ch);
}

/* "Server A", or "Rule 2" for an unnamed object (its position). */
static void naming(const struct pol_object *o, char *out, size_t n)
{
    if (o->kind->flags & KF_UNNAMED)
        snprintf(out, n, "%s %u", o->kind->label, (unsigned)o->position);
    else
        snprintf(out, n, "%s %s", o->kind->label, o->name);
}

/* Fills cell i of child o into buf (CELL_MAX bytes); returns buf. */
static const char *cell(const struct children *ch, const struct pol_object *o, int i, char *buf)
{
    const char *key = ch->oc.cols[i].key;
    if (strcmp(key, "position") == 0) {
        snprintf(buf, CELL_MAX, "%u", (unsigned)o->position);
        return buf;
    }
    const char *v = strcmp(key, "name") == 0 ? o->name : schema_effective(o, key);
    snprintf(buf, CELL_MAX, "%s", v ? v : "");
    return buf;
}

/* Adds the rows of parent's children; false when memory runs out. */
static bool add_rows(struct children *ch, struct memsrc *m, const struct pol_object *parent)
{
    char bufs[COLS_MAX][CELL_MAX];
    const char *cells[COLS_MAX];
    const struct kind_def *kind = ch->spec.kind;
    for (const struct pol_object *o = pol_first_child(parent, kind); o; o = pol_next_child(o, kind)) {
        char key[24];
        snprintf(key, sizeof key, "%lld", (long long)o->uid);
        for (int i = 0; i < ch->oc.ncols; i++)
            cells[i] = cell(ch, o, i, bufs[i]);
        if (memsrc_add(m, key, cells) < 0)
            return false;
    }
    return true;
}

/* Reads the top-level object and adds the rows of the parent's children to m (the title too);
 * 0, or -1 with why (n bytes). */
static int read_rows(struct children *ch, struct memsrc *m, char *why, size_t n)
{
    struct policy pol;
    policy_init(&pol);
    struct pol_object *top = NULL;
    struct store_error err = {0};
    const struct kind_def *tk = schema_top_kind(ch->spec.kind->sys);
    enum store_status st = store_load_top(ch->app->store, &pol, tk, ch->top, 0, &top, &err);
    const struct pol_object *parent =
        st != STORE_OK ? NULL : ch->spec.parent ? pol_find_uid(top, ch->spec.parent) : top;
    int rc = -1;
    char whose[96];
    if (st == STORE_OK && store_revision(ch->app->store, &ch->rev, &err) != STORE_OK)
        st = err.status;
    if (st != STORE_OK && st != STORE_NOTFOUND) {
        snprintf(why, n, "%.250s", err.msg);
    } else if (!parent) {
        snprintf(why, n, "%s %s, or the object under it, is not in the store any more", tk->label, ch->top);
    } else if (!add_rows(ch, m, parent)) {
        snprintf(why, n, "out of memory");
    } else {
        naming(parent, whose, sizeof whose);
        snprintf(ch->title, sizeof ch->title, "%s of %s", ch->spec.def->title, whose);
        rc = 0;
    }
    policy_free(&pol);
    return rc;
}

/* memsrc_builder.fill: REFRESH reads the children again. */
static int fill(void *ctx, struct memsrc *m)
{
    char why[256];
    int rc = read_rows(ctx, m, why, sizeof why);
    if (rc < 0)
        memsrc_fail(m, why);
    return rc;
}

/* ---- the panel's source: the rows read again when the store's revision moved (a save here,
 * or by another process), as the lists over the store do ---------------------------------- */

static void sync(struct children *ch)
{
    int64_t rev;
    struct store_error err;
    if (store_revision(ch->app->store, &rev, &err) == STORE_OK && rev != ch->rev)
        ch->rows.refresh(ch->rows.ctx);
}

static long src_count(void *ctx)
{
    struct children *ch = ctx;
    sync(ch);
    return ch->rows.count(ch->rows.ctx);
}

static int src_fetch(void *ctx, const struct tbl_request *req, struct tbl_page *out)
{
    struct children *ch = ctx;
    sync(ch);
    return ch->rows.fetch(ch->rows.ctx, req, out);
}

static int src_locate(void *ctx, const char *value, long *pos, const char **key)
{
    struct children *ch = ctx;
    sync(ch);
    return ch->rows.locate(ch->rows.ctx, value, pos, key);
}

static int src_find(void *ctx, const char *text, long from, long *pos, const char **key)
{
    struct children *ch = ctx;
    sync(ch);
    return ch->rows.find(ch->rows.ctx, text, from, pos, key);
}

static int src_sort(void *ctx, int col, bool desc)
{
    struct children *ch = ctx;
    sync(ch);
    return ch->rows.sort(ch->rows.ctx, col, desc);
}

static int src_refresh(void *ctx)
{
    struct children *ch = ctx;
    return ch->rows.refresh(ch->rows.ctx);
}

static const char *src_error(void *ctx)
{
    struct children *ch = ctx;
    return ch->rows.error(ch->rows.ctx);
}

static void src_destroy(void *ctx)
{
    struct children *ch = ctx;
    ch->rows.destroy(ch->rows.ctx);
    children_free(ch);
}

/* D on the row of uid: asks whether to delete it, naming it by its position as it is now. */
static int delete_ask(struct console *c, struct children *ch, int64_t uid)
{
    struct policy pol;
    policy_init(&pol);
    const struct kind_def *tk = schema_top_kind(ch->spec.kind->sys);
    struct pol_object *top = obj_load(c, ch->app, tk->sys, &pol, ch->top, 0);
    const struct pol_object *o = top ? pol_find_uid(top, uid) : NULL;
    int rc = -1;
    if (top && !o) {
        char what[160];
        snprintf(what, sizeof what, "%s of %s", ch->spec.kind->label, ch->top);
        console_msg(c, MSG_OBJECT_GONE, what, NULL);
    } else if (o) {
        ch->del = (struct obj_delete){.app = ch->app, .panels = ch->spec.panels, .kind = ch->spec.kind,
                                      .uid = uid};
        snprintf(ch->del.top, sizeof ch->del.top, "%s", ch->top);
        snprintf(ch->del.name, sizeof ch->del.name, "%u", (unsigned)o->position);
        rc = obj_delete_ask(c, &ch->del);
    }
    policy_free(&pol);
    return rc;
}

/* What line command code does on this panel (spec.actions, else E B D S); -1: nothing. */
static int action_of(const struct children *ch, const char *code)
{
    static const struct {
        const char *code;
        enum obj_row_action act;
    } dflt[] = {{"E", OBJ_ROW_EDIT}, {"B", OBJ_ROW_BROWSE}, {"D", OBJ_ROW_DELETE}, {"S", OBJ_ROW_SELECT}};
    const struct lcmd_def *l = ch->spec.def->lcmds;
    for (int i = 0; ch->spec.actions && l && l[i].code; i++)
        if (strcmp(l[i].code, code) == 0)
            return (int)ch->spec.actions[i];
    for (size_t i = 0; !ch->spec.actions && i < sizeof dflt / sizeof dflt[0]; i++)
        if (strcmp(dflt[i].code, code) == 0)
            return (int)dflt[i].act;
    return -1;
}

/* The line command on a row, as the panel's letters say: its entry panel (edit or browse), its
 * deletion after a confirmation, or its own children of the same kind, when the kind nests. */
static enum table_lc_rc line_command(struct console *c, struct panel *p, const char *code,
                                     const char *key, long pos, void *ctx)
{
    struct children *ch = ctx;
    (void)p;
    (void)pos;
    int64_t uid = strtoll(key, NULL, 10);
    int rc = -1, act = action_of(ch, code);
    if (act == OBJ_ROW_EDIT || act == OBJ_ROW_BROWSE) {
        rc = obj_edit_child(c, ch->app, ch->spec.panels, act == OBJ_ROW_EDIT ? OBJ_EDIT : OBJ_BROWSE,
                            ch->spec.kind, ch->top, uid);
    } else if (act == OBJ_ROW_DELETE) {
        rc = delete_ask(c, ch, uid);
    } else if (act == OBJ_ROW_SELECT && ((ch->spec.kind->parents >> ch->spec.kind->index) & 1u)) {
        struct obj_children_spec sub = ch->spec;
        sub.parent = uid;
        rc = obj_children_open(c, ch->app, &sub);
    } else {
        return TABLE_LC_NEXT;
    }
    return rc == 0 ? TABLE_LC_WAIT : TABLE_LC_STOP;
}

/* The panel's state from spec, with its columns; NULL when memory runs out. */
static struct children *children_new(struct app *app, const struct obj_children_spec *spec)
{
    struct children *ch = calloc(1, sizeof *ch);
    const struct kind_def *kinds[] = {spec->kind};
    if (!ch || obj_columns_make(&ch->oc, kinds, 1, spec->cols, spec->ncols, NULL, 0) < 0 ||
        ch->oc.ncols > COLS_MAX) {
        if (ch)
            children_free(ch);
        return NULL;
    }
    ch->app = app;
    ch->spec = *spec;
    snprintf(ch->top, sizeof ch->top, "%s", spec->top);
    ch->spec.top = ch->top;
    return ch;
}

int obj_children_open(struct console *c, struct app *app, const struct obj_children_spec *spec)
{
    struct children *ch = children_new(app, spec);
    struct memsrc *m = ch ? memsrc_new(ch->oc.cols, ch->oc.ncols) : NULL;
    char why[256] = "out of memory";
    if (!m || read_rows(ch, m, why, sizeof why) < 0) {
        memsrc_free(m);
        if (ch)
            children_free(ch);
        console_msg(c, MSG_SOURCE_ERROR, why, NULL);
        return -1;
    }
    memsrc_set_builder(m, &(struct memsrc_builder){fill, NULL, ch});
    memsrc_source(m, &ch->rows);
    struct table_spec ts = {
        .def = spec->def,
        .src = {.cols = ch->rows.cols, .ncols = ch->rows.ncols, .ctx = ch, .count = src_count,
                .fetch = src_fetch, .locate = src_locate, .find = src_find, .sort = src_sort,
                .sort_max = ch->rows.sort_max, .refresh = src_refresh, .error = src_error,
                .destroy = src_destroy},
        .line_command = line_command,
        .ctx = ch,
    };
    struct panel *p = table_new(&ts);
    if (!p || console_push(c, p) < 0) {
        console_msg(c, MSG_SOURCE_ERROR, "out of memory", NULL);
        return -1;
    }
    panel_set_title(p, ch->title);
    return 0;
}
