/* ui/objects/objrows.c — the children of an object in a table under its entry panel's fields
 * (obj_entry_def.rows, entry.h struct entry_rows): their cells, the line commands the panel
 * chose for them, the pop-up of the attribute chosen first (a goal type), and the entry panel of
 * one row. Rows are edited in the panel's copy of the object (obj_edit.pol): nothing reaches the
 * store until F3 on the object's panel saves it with them. See objedit.h. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ui/engine/choice.h"
#include "ui/objects/objedit.h"

/* The entry panel of one row: its state, owned by the panel. */
struct row_edit {
    struct obj_edit *owner;
    struct pol_object *child;
    bool inserted;            /* made by I: it goes again when the panel is cancelled */
    bool kept;                /* its values were applied (F3) */
    struct field_def *fields;
    size_t nfields;
    char position[16];
};

static const struct obj_rows_def *def_of(const struct obj_edit *e)
{
    return e->entry->rows;
}

/* The object whose rows show: the one edited, or, while a copy has no object of its own yet (its
 * name not entered), the one copied (its rows shown, not changed: they are copied with it). */
static const struct pol_object *shown(const struct obj_edit *e)
{
    return e->obj ? e->obj : e->src;
}

/* The *k-th descendant of kind under parent in tree order (counting *k down), or NULL. */
static struct pol_object *nth(const struct pol_object *parent, const struct kind_def *kind, int *k)
{
    for (struct pol_object *c = pol_first_child(parent, kind); c; c = pol_next_child(c, kind)) {
        if ((*k)-- == 0)
            return c;
        struct pol_object *d = nth(c, kind, k);
        if (d)
            return d;
    }
    return NULL;
}

/* Row i of the object o's rows. */
static struct pol_object *row_in(const struct obj_edit *e, const struct pol_object *o, int i)
{
    if (!o || i < 0)
        return NULL;
    if (!def_of(e)->nested)
        return pol_child_at(o, e->rows_kind, (uint32_t)i + 1);
    return nth(o, e->rows_kind, &i);
}

struct pol_object *obj_rows_at(const struct obj_edit *e, int i)
{
    return row_in(e, e->obj, i);
}

static struct pol_object *child_at(const struct obj_edit *e, int i)
{
    return obj_rows_at(e, i);
}

/* The rows under o: its children of kind, with theirs when nested. */
static int count_under(const struct obj_edit *e, const struct pol_object *o)
{
    int n = 0;
    for (const struct pol_object *c = pol_first_child(o, e->rows_kind); c; c = pol_next_child(c, e->rows_kind))
        n += 1 + (def_of(e)->nested ? count_under(e, c) : 0);
    return n;
}

static int rows_count(void *ctx)
{
    struct obj_edit *e = ctx;
    return shown(e) ? count_under(e, shown(e)) : 0;
}

static const char *rows_row(void *ctx, int i, const char **cells)
{
    struct obj_edit *e = ctx;
    const struct obj_rows_def *d = def_of(e);
    const struct pol_object *o = row_in(e, shown(e), i);
    snprintf(e->rkey, sizeof e->rkey, "%p", (const void *)o);
    for (int c = 0; c < d->ncols; c++)
        e->rbufs[c][0] = '\0';
    if (o && d->cells) {
        d->cells(o, e->rbufs);
    } else {
        for (int c = 0; o && c < d->ncols; c++) {
            const char *key = d->cols[c].key, *v = NULL;
            if (strcmp(key, "position") == 0)
                snprintf(e->rbufs[c], OBJ_CELL_MAX, "%u", (unsigned)o->position);
            else if (strcmp(key, "level") == 0)
                snprintf(e->rbufs[c], OBJ_CELL_MAX, "%u", pol_depth(o) - pol_depth(shown(e)));
            else if ((v = schema_effective(o, key)) != NULL)
                snprintf(e->rbufs[c], OBJ_CELL_MAX, "%s", v);
        }
    }
    for (int c = 0; c < d->ncols; c++)
        cells[c] = e->rbufs[c];
    return e->rkey;
}

/* ---- the entry panel of one row ------------------------------------------------------------ */

static void row_free(void *ctx)
{
    struct row_edit *r = ctx;
    if (r->inserted && !r->kept)
        pol_delete(r->child);   /* cancelled: the row it was made for goes */
    free(r->fields);
    free(r);
}

/* Whether attribute a shows on row o's panel. */
static bool shows(const struct obj_rows_def *d, const struct pol_object *o, const struct attr_def *a)
{
    if (d->pick_key && strcmp(a->key, d->pick_key) == 0)
        return false;
    return d->row_field ? d->row_field(o, a) : true;
}

static enum entry_save_rc row_save(void *ctx, const struct entry_value *v, size_t n, struct entry_result *res)
{
    struct row_edit *r = ctx;
    for (size_t i = 0; i < n; i++) {
        const struct field_def *fd = v[i].def;
        int idx = fd->attr ? schema_attr_index(r->child->kind, fd->key) : -1;
        if (idx < 0 || (fd->flags & FD_OUTPUT) || !(v[i].modified || r->inserted))
            continue;
        if (pol_set_edited(&r->owner->pol, r->child, idx, v[i].value[0] ? v[i].value : NULL) != 0) {
            snprintf(res->msg, sizeof res->msg, "Out of memory: the values were not kept.");
            return ENTRY_FAILED;
        }
    }
    r->kept = true;
    obj_rows_marks(r->owner);
    char msg[200];
    struct console *c = r->owner->c;
    snprintf(msg, sizeof msg, "%s %u %s; F3 on %s %s saves it.", def_of(r->owner)->row_noun,
             (unsigned)r->child->position, r->inserted ? "added" : "changed", r->owner->kind->label,
             r->owner->obj && r->owner->obj->name ? r->owner->obj->name : "");
    console_pop(c);   /* frees r */
    console_msg(c, MSG_KEPT, msg, NULL);
    return ENTRY_PENDING;
}

static bool row_check(void *ctx, const struct entry_value *v, size_t n, struct entry_result *res)
{
    struct row_edit *r = ctx;
    return def_of(r->owner)->row_check(r->child, v, n, res);
}

/* The label of the choice of the pick attribute that o holds, or "". */
static const char *pick_label(const struct obj_rows_def *d, const struct pol_object *o)
{
    int idx = d->pick_key ? schema_attr_index(o->kind, d->pick_key) : -1;
    const char *v = idx >= 0 ? o->vals[idx] : NULL;
    const struct attr_def *a = idx >= 0 ? o->kind->attrs[idx] : NULL;
    for (int i = 0; v && a->choices && a->choices[i].value; i++)
        if (strcmp(a->choices[i].value, v) == 0)
            return d->pick_labels ? d->pick_labels[i] : a->choices[i].value;
    return "";
}

int obj_row_open(struct console *c, struct obj_edit *e, struct pol_object *child, bool inserted, bool browse)
{
    const struct obj_rows_def *d = def_of(e);
    const struct kind_def *k = child->kind;
    size_t m = 0;   /* the fields the row's panel may show */
    while (d->row_fields && d->row_fields[m].key)
        m++;
    if (!d->row_fields)
        m = k->nattrs;
    struct row_edit *r = calloc(1, sizeof *r);
    struct field_def *f = calloc(m + 1, sizeof *f);
    const char **values = calloc(m + 1, sizeof *values);
    if (!r || !f || !values) {
        free(r);
        free(f);
        free(values);
        if (inserted)
            pol_delete(child);
        console_msg(c, MSG_SOURCE_ERROR, "out of memory", NULL);
        return -1;
    }
    *r = (struct row_edit){.owner = e, .child = child, .inserted = inserted, .fields = f};
    snprintf(r->position, sizeof r->position, "%u", (unsigned)child->position);
    size_t n = 0;
    f[n] = (struct field_def){.key = OBJ_FIELD_NAME, .label = d->row_noun, .type = AT_TEXT, .flags = FD_OUTPUT};
    values[n++] = r->position;
    for (size_t j = 0; j < m; j++) {
        const struct obj_field *of = d->row_fields ? &d->row_fields[j] : NULL;
        int i = of ? schema_attr_index(k, of->key) : (int)j;
        const struct attr_def *a = i >= 0 ? k->attrs[i] : NULL;
        if (!a || !shows(d, child, a))
            continue;
        field_def_from_attr(&f[n], a);
        const struct attr_choice *own = d->row_choices ? d->row_choices(child, a) : NULL;
        if (own)
            f[n].choices = own;
        f[n].explain = obj_field_explain;
        f[n].tag = NULL;
        if (of && of->label)
            f[n].label = of->label;
        if (of && of->hint)
            f[n].hint = of->hint;
        if (browse)
            f[n].flags |= FD_OUTPUT;
        values[n++] = child->vals[i] ? child->vals[i] : "";
    }
    r->nfields = n;
    struct entry_spec spec = {
        .def = d->row_def, .fields = f, .nfields = n, .values = values,
        .save = browse ? NULL : row_save, .check = browse || !d->row_check ? NULL : row_check,
        .ctx = r, .ctx_free = row_free, .fresh = inserted,
    };
    struct panel *p = entry_new(&spec);
    free(values);
    if (!p || console_push(c, p) < 0) {
        console_msg(c, MSG_SOURCE_ERROR, "out of memory", NULL);
        return -1;
    }
    char title[80];
    const char *what = pick_label(d, child);
    snprintf(title, sizeof title, "%s %u%s%s", d->row_noun, (unsigned)child->position, what[0] ? ": " : "", what);
    panel_set_title(p, title);
    return 0;
}

/* ---- the pop-up of the attribute chosen first ---------------------------------------------- */

struct pick {
    struct obj_edit *e;
    struct pol_object *child;
    bool inserted;
    bool chosen;
};

static void pick_free(void *ctx)
{
    struct pick *k = ctx;
    if (k->inserted && !k->chosen)
        pol_delete(k->child);   /* no choice made: the row it was made for goes */
    free(k);
}

/* A choice made: the row takes it (the attributes that do not go with it are cleared), and its
 * entry panel opens. */
static void picked(struct console *c, const struct choice_item *it, void *ctx)
{
    struct pick *k = ctx;
    const struct obj_rows_def *d = def_of(k->e);
    struct pol_object *o = k->child;
    int idx = schema_attr_index(o->kind, d->pick_key);
    k->chosen = true;
    if (idx < 0 || pol_set_edited(&k->e->pol, o, idx, it->cmd) != 0) {
        if (k->inserted)
            pol_delete(o);
        console_msg(c, MSG_SOURCE_ERROR, "out of memory", NULL);
        return;
    }
    for (unsigned i = 0; i < o->kind->nattrs; i++)
        if ((int)i != idx && o->vals[i] && !shows(d, o, o->kind->attrs[i]))
            pol_set_edited(&k->e->pol, o, (int)i, NULL);
    obj_row_open(c, k->e, o, k->inserted, false);
}

/* Opens the pop-up for child (its current choice marked), under the row at screen row row. */
static int pick_open(struct console *c, struct panel *p, struct obj_edit *e, struct pol_object *child,
                     bool inserted)
{
    const struct obj_rows_def *d = def_of(e);
    int idx = schema_attr_index(child->kind, d->pick_key);
    const struct attr_def *a = idx >= 0 ? child->kind->attrs[idx] : NULL;
    struct choice_item items[CHOICE_MAX];
    int n = 0;
    for (; a && a->choices && a->choices[n].value && n < CHOICE_MAX; n++)
        items[n] = (struct choice_item){d->pick_labels ? d->pick_labels[n] : a->choices[n].value,
                                        a->choices[n].value, (char)('1' + n), PD_AVAILABLE};
    struct pick *k = calloc(1, sizeof *k);
    if (!k || !n) {
        free(k);
        if (inserted)
            pol_delete(child);
        console_msg(c, MSG_SOURCE_ERROR, "out of memory", NULL);
        return -1;
    }
    *k = (struct pick){e, child, inserted, false};
    struct choice_spec spec = {
        .title = d->pick_title, .row = p->form.cur_row + 1, .col = 10, .items = items, .n = n,
        .owner = p, .action = -1, .chosen = picked, .ctx = k, .ctx_free = pick_free,
    };
    return choice_open(c, &spec);
}

/* ---- the line commands --------------------------------------------------------------------- */

static enum table_lc_rc rows_command(struct console *c, struct panel *p, const char *code, int row, void *ctx)
{
    struct obj_edit *e = ctx;
    const struct obj_rows_def *d = def_of(e);
    int i = 0;
    while (d->lcmds[i].code && strcasecmp(d->lcmds[i].code, code) != 0)
        i++;
    if (!d->lcmds[i].code)
        return TABLE_LC_NEXT;
    enum obj_row_action act = d->actions[i];
    if (e->mode == OBJ_BROWSE && act == OBJ_ROW_EDIT)
        act = OBJ_ROW_BROWSE;   /* browsing the object: its rows are browsed too */
    if (e->mode == OBJ_BROWSE && act != OBJ_ROW_BROWSE && act != OBJ_ROW_FINDING) {
        console_msg(c, MSG_NOT_ACTIVE, code, p->def->id, NULL);
        return TABLE_LC_STOP;
    }
    struct pol_object *child = row >= 0 ? child_at(e, row) : NULL;
    if (act == OBJ_ROW_INSERT) {
        if (!e->obj) {
            console_msg(c, MSG_REQUIRED, e->entry->name_label, NULL);
            return TABLE_LC_STOP;
        }
        if (!(child = pol_new_at(&e->pol, e->rows_kind, e->obj, NULL, (uint32_t)(row + 2)))) {
            console_msg(c, MSG_SOURCE_ERROR, "out of memory", NULL);
            return TABLE_LC_STOP;
        }
    } else if (!child) {
        return TABLE_LC_NEXT;   /* the top line holds no row */
    }
    int rc = 0;
    switch (act) {
    case OBJ_ROW_INSERT:
    case OBJ_ROW_EDIT:
        rc = d->pick_key ? pick_open(c, p, e, child, act == OBJ_ROW_INSERT)
                         : obj_row_open(c, e, child, act == OBJ_ROW_INSERT, false);
        return rc == 0 ? TABLE_LC_WAIT : TABLE_LC_STOP;
    case OBJ_ROW_BROWSE:
        return obj_row_open(c, e, child, false, true) == 0 ? TABLE_LC_WAIT : TABLE_LC_STOP;
    case OBJ_ROW_DELETE:
        pol_delete(child);
        return TABLE_LC_NEXT;
    case OBJ_ROW_FINDING:
        obj_rows_show_finding(c, e, child);
        return TABLE_LC_STOP;
    default:
        return TABLE_LC_NEXT;
    }
}

int obj_rows_init(struct obj_edit *e)
{
    const struct obj_rows_def *d = e->entry->rows;
    if (!d)
        return 0;
    e->rows_kind = schema_kind(e->kind->sys, d->kind);
    e->rbufs = calloc((size_t)(d->ncols > 0 ? d->ncols : 1), sizeof *e->rbufs);
    if (!e->rows_kind || !e->rbufs)
        return -1;
    e->erows = (struct entry_rows){
        .lcmds = d->lcmds, .instruction = d->instruction, .groups = d->groups,
        .lc_heading = d->lc_heading, .lc_indent = d->lc_indent, .lc_width = d->lc_width,
        .cols = d->cols, .ncols = d->ncols, .top_line = true, .marker = d->marker, .help = d->help,
        .count = rows_count, .row = rows_row, .line_command = rows_command,
        .views = d->views, .nviews = d->nviews, .top_fields = d->top_fields, .top_label = d->top_label,
        .keys = d->keys, .mark = d->mark_rule ? obj_rows_mark : NULL,
    };
    diag_init(&e->marks, 0);
    obj_rows_marks(e);
    size_t ns = 0, nt = 0;
    for (int i = 0; d->lcmds[i].code; i++) {
        enum obj_row_action a = d->actions[i];
        if ((a == OBJ_ROW_COPY || a == OBJ_ROW_MOVE) && ns < 3)
            e->rsources[ns++] = d->lcmds[i].code;
        else if ((a == OBJ_ROW_AFTER || a == OBJ_ROW_BEFORE) && nt < 3)
            e->rtargets[nt++] = d->lcmds[i].code;
        if (a >= OBJ_ROW_COPY)
            e->erows.apply = obj_rows_apply;
    }
    e->erows.roles = (struct lcphase_roles){e->rsources, e->rtargets};
    if (e->erows.apply)
        e->erows.row_name = obj_rows_name;
    return 0;
}

void obj_rows_free(struct obj_edit *e)
{
    diag_free(&e->marks);
    free(e->rbufs);
    e->rbufs = NULL;
}

int obj_rows_copy(struct obj_edit *e)
{
    if (!e->rows_kind || !e->src)
        return 0;
    for (const struct pol_object *s = pol_first_child(e->src, e->rows_kind); s; s = pol_next_child(s, e->rows_kind)) {
        struct pol_object *o = pol_new(&e->pol, e->rows_kind, e->obj, NULL);
        if (!o)
            return -1;
        for (unsigned i = 0; i < s->kind->nattrs; i++)
            if (s->vals[i] && pol_set_edited(&e->pol, o, (int)i, s->vals[i]) != 0)
                return -1;
    }
    return 0;
}
