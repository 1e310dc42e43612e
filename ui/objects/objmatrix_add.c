/* ui/objects/objmatrix_add.c — what the matrix panel opens: the prompt of I (MAT110) and the
 * insertion it makes through the system's checks in one journal batch, the pop-up of a finding
 * (MAT120), and the maps' messages; see objmatrix_priv.h. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ui/engine/env.h"
#include "ui/engine/keylist.h"
#include "ui/engine/textview.h"
#include "ui/objects/objmatrix_priv.h"

static const struct msg_def messages[] = {
    {MSG_MAT_FOUND_COLUMN, "MAT001", MSGT_INFO, false, "Found in column &1", "&2 found in column &1.",
     "No row after the cursor's holds the text in its name or second value; the column found is now "
     "the first one shown, right of the rows' headings."},
    {MSG_MAT_NOT_FOUND, "MAT002", MSGT_WARN, true, "Not found", "No row or column name &2 &1.",
     "LOCATE looks for a row, then a column, whose name starts with the text; FIND for one whose name "
     "or second value holds it, ignoring case. LOCATE ROW and LOCATE COL look at one of them only."},
    {MSG_MAT_REFUSED, "MAT003", MSGT_ACTION, true, "Cell command refused", "&1",
     "S and D work on a cell that an object fills, I on an empty one; S over a ! shows the finding "
     "that marks a row or column. Nothing was changed."},
    {MSG_MAT_INVALID, "MAT004", MSGT_ACTION, true, "Invalid cell command",
     "&1 is not a command here: type &2.",
     "A cell takes S (open its object), D (delete it, after a confirmation) or I (add one where the "
     "cell is empty); a ! that marks a row or column takes S, which shows its finding."},
};

int obj_matrix_messages(void)
{
    return msg_register(messages, sizeof messages / sizeof messages[0]);
}

/* ---- a finding ------------------------------------------------------------------------------- */

const struct panel_def obj_matrix_finding_panel = {
    .id = "MAT120", .title = "Finding", .kind = PANEL_POPUP, .keys = &keylist_help,
    .help = "The finding that marks a row or column of a map with !, found by the rules as Validate (=5) "
            "finds it, with the store's rule levels and suppressions applied.",
};

int mat_finding_open(struct console *c, const struct diag *d, const char *what)
{
    char title[128], buf[DIAG_MSG_MAX];
    snprintf(title, sizeof title, "%s %s: %s", d->id, severity_name(d->sev), what);
    struct textview *v = textview_new(&obj_matrix_finding_panel, title);
    int rc = v ? 0 : -1;
    if (rc == 0)
        rc = textview_add(v, CUA_NT, 0, NULL, 0, diag_msg(d, buf, sizeof buf));
    if (rc == 0 && d->explain)
        rc = textview_add(v, CUA_NT, 0, NULL, 0, "");
    if (rc == 0 && d->explain)
        rc = textview_add(v, CUA_NT, 0, NULL, 0, d->explain);
    if (rc == 0 && d->source)
        rc = textview_add(v, CUA_VOI, 0, "Source", 8, d->source);
    return textview_push(c, v, rc);
}

/* ---- the insertion --------------------------------------------------------------------------- */

/* Sets attribute key of o to value ("" leaves it unset) after the system's check of the value.
 * false with res filled when refused. */
static bool set_value(struct policy *p, struct pol_object *o, const char *key, const char *value,
                      struct entry_result *res)
{
    int idx = schema_attr_index(o->kind, key);
    const char *rule = NULL;
    char why[200];
    if (idx < 0 || !value[0])
        return idx >= 0;
    if (schema_value_problem(o->kind, o->kind->attrs[idx], value, &rule, why, sizeof why)) {
        res->field_key = o->kind->attrs[idx]->key;
        snprintf(res->short_msg, sizeof res->short_msg, "Invalid value");
        snprintf(res->msg, sizeof res->msg, "%s%s%s%s", why, rule ? " [" : "", rule ? rule : "", rule ? "]" : "");
        return false;
    }
    if (pol_set_edited(p, o, idx, value) != 0) {
        snprintf(res->msg, sizeof res->msg, "Out of memory: nothing was saved.");
        return false;
    }
    return true;
}

/* Makes the object a describes under top in p, its values checked. NULL with res filled. */
static struct pol_object *make(struct policy *p, struct pol_object *top, const struct obj_matrix_add *a,
                               struct entry_result *res)
{
    const char *why = schema_name_problem(a->kind, a->name, top);
    if (why) {
        res->field_key = "name";
        snprintf(res->short_msg, sizeof res->short_msg, "Invalid name");
        snprintf(res->msg, sizeof res->msg, "The name %s %s.", a->name, why);
        return NULL;
    }
    if (pol_find(top, a->kind->ns, a->name)) {
        res->field_key = "name";
        snprintf(res->short_msg, sizeof res->short_msg, "Name in use");
        snprintf(res->msg, sizeof res->msg, "%s %s already has a %s named %s: each name is used once.",
                 top->kind->label, top->name, a->kind->label, a->name);
        return NULL;
    }
    struct pol_object *o = pol_new(p, a->kind, top, a->name);
    if (!o) {
        snprintf(res->msg, sizeof res->msg, "Out of memory: nothing was saved.");
        return NULL;
    }
    for (int i = 0; i < OBJ_MATRIX_FIXED && a->fixed_keys[i]; i++)
        if (!set_value(p, o, a->fixed_keys[i], a->fixed_vals[i], res))
            return NULL;
    for (int i = 0; i < OBJ_MATRIX_FIXED && a->typed_keys[i]; i++)
        if (!set_value(p, o, a->typed_keys[i], a->typed_vals[i], res))
            return NULL;
    return o;
}

/* The system's single-object checks of o: false with the first error in res. */
static bool object_ok(const struct pol_object *o, struct entry_result *res)
{
    struct diag_list diags;
    diag_init(&diags, 0);
    bool ok = schema_object_problems(o, &diags, (struct diag_at){0}) == 0;
    if (!ok) {
        const struct diag *d = &diags.v[0];
        int idx = d->attr ? schema_attr_native(o->kind, d->attr) : -1;
        res->field_key = idx >= 0 ? o->kind->attrs[idx]->key : NULL;
        snprintf(res->short_msg, sizeof res->short_msg, "Not allowed");
        snprintf(res->msg, sizeof res->msg, "%s [%s]", d->msg ? d->msg : "", d->id);
    }
    diag_free(&diags);
    return ok;
}

enum entry_save_rc obj_matrix_insert(struct app *app, const struct obj_matrix_add *a, struct entry_result *res)
{
    struct policy pol;
    struct pol_object *top = NULL;
    struct store_error err = {0};
    enum entry_save_rc rc = ENTRY_FAILED;
    policy_init(&pol);
    enum store_status st = store_load_top(app->store, &pol, schema_top_kind(a->kind->sys), a->top, 0, &top, &err);
    struct pol_object *o = st == STORE_OK ? make(&pol, top, a, res) : NULL;
    char why[200] = "";
    if (st != STORE_OK)
        snprintf(res->msg, sizeof res->msg, "%s %s could not be read: %s", schema_top_kind(a->kind->sys)->label,
                 a->top, st == STORE_NOTFOUND ? "it is no longer in the store" : "the store failed");
    else if (o && object_ok(o, res) && a->also && a->also(&pol, top, o, why, sizeof why) < 0)
        snprintf(res->msg, sizeof res->msg, "%s", why);
    else if (o && !res->msg[0]) {
        st = obj_commit(app, top, "define", &err);
        if (st == STORE_OK) {
            char path[256];
            snprintf(res->msg, sizeof res->msg, "%s defined, revision %lld.", schema_object_path(o, path, sizeof path),
                     (long long)o->revision);
            rc = ENTRY_SAVED;
        } else {
            snprintf(res->msg, sizeof res->msg, "%.200s", err.msg);
            rc = st == STORE_CONFLICT ? ENTRY_CONFLICT : ENTRY_FAILED;
        }
    }
    policy_free(&pol);
    return rc;
}

/* ---- the prompt ------------------------------------------------------------------------------ */

static const char *const add_actions[] = {"Add", "Options", "Help", NULL};
static const struct pulldown add_pulldowns[] = {
    {"Add", obj_entry_choices, obj_entry_choice_state}, {NULL, NULL, NULL},
};

const struct panel_def obj_matrix_add_panel = {
    .id = "MAT110",
    .title = "Add to the Map",
    .kind = PANEL_ENTRY,
    .actions = add_actions,
    .keys = &keylist_entry,
    .pulldowns = add_pulldowns,
    .help = "What I on an empty cell of a map adds: the object joining the cell's row and column, with "
            "the values the map gives it and those typed here. Enter or F3 adds it, checked as the "
            "system checks any object of its kind, in one journal batch that option 9 (History) can "
            "undo; F12 returns to the map without adding anything.",
};

/* The prompt's state (the entry panel's ctx). */
struct adding {
    struct obj_matrix_add a;
    struct app *app;
    struct console *c;
    struct field_def fields[1 + OBJ_MATRIX_FIXED];
    const char *values[1 + OBJ_MATRIX_FIXED];
    size_t nfields;
};

/* The typed values into a: the name (when typed) and each typed key. */
static void take(struct adding *ad, const struct entry_value *v, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        if (strcmp(v[i].def->key, "name") == 0) {
            snprintf(ad->a.name, sizeof ad->a.name, "%s", v[i].value);
            continue;
        }
        for (int k = 0; k < OBJ_MATRIX_FIXED && ad->a.typed_keys[k]; k++)
            if (strcmp(ad->a.typed_keys[k], v[i].def->key) == 0)
                snprintf(ad->a.typed_vals[k], sizeof ad->a.typed_vals[k], "%s", v[i].value);
    }
}

static enum entry_save_rc add_save(void *ctx, const struct entry_value *v, size_t n, struct entry_result *res)
{
    struct adding *ad = ctx;
    take(ad, v, n);
    return obj_matrix_insert(ad->app, &ad->a, res);
}

/* Enter: adds at once, as F3 does. */
static void add_enter(struct console *c, struct panel *p, const struct entry_value *v, size_t n, void *ctx)
{
    struct entry_result res = {0};
    enum entry_save_rc rc = add_save(ctx, v, n, &res);
    struct form_field *ff = NULL;
    for (size_t i = 0; rc == ENTRY_FAILED && res.field_key && i < n; i++)
        if (strcmp(v[i].def->key, res.field_key) == 0)
            ff = form_get(&p->form, (int)i);
    if (rc == ENTRY_SAVED) {
        console_pop(c);
        console_msg(c, MSG_SAVED, res.msg, NULL);
    } else if (ff) {
        console_field_msg(c, p, ff, MSG_SAVE_FAILED, res.msg, NULL);
    } else {
        console_msg(c, rc == ENTRY_CONFLICT ? MSG_CONFLICT : MSG_SAVE_FAILED, res.msg, NULL);
    }
}

/* The fields: the name when typed, then each typed attribute from its schema row. */
static void fields(struct adding *ad)
{
    const struct obj_matrix_add *a = &ad->a;
    if (!a->name[0]) {
        ad->fields[ad->nfields] = (struct field_def){.key = "name", .label = a->name_label, .type = AT_NAME,
                                                     .max = a->kind->name_max, .flags = FD_REQUIRED,
                                                     .help = a->name_help, .hint = "(name)"};
        ad->values[ad->nfields++] = "";
    }
    for (int i = 0; i < OBJ_MATRIX_FIXED && a->typed_keys[i]; i++) {
        int idx = schema_attr_index(a->kind, a->typed_keys[i]);
        if (idx < 0)
            continue;
        struct field_def *fd = &ad->fields[ad->nfields];
        field_def_from_attr(fd, a->kind->attrs[idx]);
        if (a->typed_required[i])
            fd->flags |= FD_REQUIRED;
        ad->values[ad->nfields++] = a->typed_vals[i];
    }
}

int mat_add_open(struct matrix *m, struct console *c, long r, long col)
{
    struct adding *ad = calloc(1, sizeof *ad);
    char why[256] = "";
    if (!ad) {
        console_msg(c, MSG_SOURCE_ERROR, "Out of memory: nothing can be added.", NULL);
        return -1;
    }
    if (!m->spec.add(m->spec.ctx, r, col, &ad->a, why, sizeof why)) {
        free(ad);
        console_msg(c, MSG_MAT_REFUSED, why, NULL);
        return -1;
    }
    ad->app = m->app;
    ad->c = c;
    fields(ad);
    struct entry_spec spec = {
        .def = &obj_matrix_add_panel, .fields = ad->fields, .nfields = ad->nfields, .values = ad->values,
        .save = add_save, .enter = add_enter, .ctx = ad, .ctx_free = free, .fresh = true,
    };
    struct panel *p = entry_new(&spec);
    if (!p) {
        console_msg(c, MSG_SOURCE_ERROR, "Out of memory: nothing can be added.", NULL);
        return -1;
    }
    panel_set_title(p, ad->a.what);
    return console_push(c, p);
}
