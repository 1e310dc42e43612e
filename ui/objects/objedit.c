/* ui/objects/objedit.c — opening the entry panels of objects: the object read from the store, its
 * values, the defaults beside them (what the system's effective values give a new object of the
 * kind), and the revision with the last change from the journal at the bottom (PANELS.md). */
#include "ui/objects/objedit.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const struct pd_choice obj_entry_choices[] = {
    {"Save and return", "END", 'S'},
    {"Return without saving", "CANCEL", 'R'},
    {NULL, NULL, 0},
};

enum pd_state obj_entry_choice_state(struct console *c, const struct panel *p, const struct pd_choice *ch)
{
    (void)c;
    return strcmp(ch->cmd, "END") == 0 && !entry_saves(p) ? PD_UNAVAILABLE : PD_AVAILABLE;
}

/* The entry panel of kind in panels, or NULL when it has none. */
static const struct obj_entry_def *entry_of(const struct obj_panels *panels, const struct kind_def *kind)
{
    for (size_t i = 0; i < panels->nentries; i++)
        if ((panels->entries[i].kinds >> kind->index) & 1u)
            return &panels->entries[i];
    return NULL;
}

/* "Cluster-receiver channel" → "Cluster-Receiver Channel" (titles). Writes out. */
static void title_case(const char *label, char *out, size_t n)
{
    snprintf(out, n, "%s", label);
    for (char *p = out; *p; p++)
        if (p == out || p[-1] == ' ' || p[-1] == '-')
            *p = (char)toupper((unsigned char)*p);
}

/* entry_spec.names: the names an attribute field can take. */
static int names(void *ctx, const struct field_def *fd, struct prompt_list *out, char *why, size_t len)
{
    struct obj_edit *e = ctx;
    return e->panels->names ? e->panels->names(e->app, e->topname, fd, out, why, len) : 0;
}

static void edit_free(void *ctx)
{
    struct obj_edit *e = ctx;
    policy_free(&e->pol);
    policy_free(&e->orig);
    for (size_t i = 0; i < e->nfields; i++) {
        free(e->typed ? e->typed[i] : NULL);
        free(e->notes ? e->notes[i] : NULL);
    }
    free(e->typed);
    free(e->notes);
    free(e->fields);
    obj_rows_free(e);
    free(e);
}

static int newest_batch(void *ctx, const struct store_batch_info *b)
{
    *(int64_t *)ctx = b->id;
    return 1;
}

/* The object of kind named name under top (top itself for a top-level kind), or NULL. */
static struct pol_object *find(struct pol_object *top, const struct kind_def *kind, const char *name)
{
    if (kind->flags & KF_TOP)
        return top;
    struct pol_object *o = pol_find(top, kind->ns, name);
    return o && o->kind == kind ? o : NULL;
}

/* The object e works on under top: by uid, else by name. */
static struct pol_object *find_in(const struct obj_edit *e, struct pol_object *top, const char *name)
{
    if (!e->uid)
        return find(top, e->kind, name);
    struct pol_object *o = pol_find_uid(top, e->uid);
    return o && o->kind == e->kind ? o : NULL;
}

/* Reads what the panel works on; false after a message. */
static bool load(struct obj_edit *e, const char *name)
{
    if (e->mode == OBJ_INSERT && (e->kind->flags & KF_TOP))
        return true;
    size_t nextra;
    schema_extra_attrs(e->kind, &nextra);   /* shown on the panel: read with the parameters */
    /* the positions at least: with them the top's source layout, whose code page a value is shown in */
    unsigned flags = e->mode == OBJ_COPY || nextra ? STORE_LOAD_PARAMS : STORE_LOAD_POSITIONS;
    struct store_error err;
    struct store_page newest = {0, 0, 0, 1};
    /* before the object: a change journalled after this batch may be one the panel did not read */
    if (e->mode == OBJ_EDIT && store_batch_page(e->app->store, &newest, newest_batch, &e->read_batch, NULL, &err) != STORE_OK)
        e->read_batch = 0;
    if (!(e->top = obj_load(e->c, e->app, e->kind->sys, &e->pol, e->topname, flags)))
        return false;
    if (e->mode == OBJ_INSERT)
        return true;
    struct pol_object *o = find_in(e, e->top, name);
    if (!o) {
        char what[160];
        if (e->uid)
            snprintf(what, sizeof what, "%s of %s", e->kind->label, e->topname);
        else
            snprintf(what, sizeof what, "%s %s of %s", e->kind->id, name, e->topname);
        console_msg(e->c, MSG_OBJECT_GONE, what, NULL);
        return false;
    }
    if (e->mode == OBJ_COPY) {
        e->src = o;
        return true;
    }
    e->obj = o;
    struct pol_object *otop =
        e->mode == OBJ_EDIT ? obj_load(e->c, e->app, e->kind->sys, &e->orig, e->topname, 0) : NULL;
    e->before = otop ? find_in(e, otop, name) : NULL;
    snprintf(e->position, sizeof e->position, "%u", (unsigned)o->position);
    return e->mode != OBJ_EDIT || e->before;
}

/* The value field fd shows (an attribute kept verbatim: decoded into e->pol's arena); "" for one
 * unspecified, empty or blank. */
static const char *value_of(struct obj_edit *e, const struct field_def *fd, const char *name)
{
    const struct pol_object *o = e->obj ? e->obj : e->src;
    if (strcmp(fd->key, OBJ_FIELD_TOP) == 0)
        return e->topname;
    if (strcmp(fd->key, OBJ_FIELD_NAME) == 0)
        return e->mode == OBJ_COPY ? "" : e->uid || e->made ? e->position : name ? name : "";
    if (strcmp(fd->key, OBJ_FIELD_KIND) == 0)
        return e->kind->id;
    if (fd->attr && (fd->attr->flags & AF_VERBATIM)) {
        char buf[2048];
        const char *v = o ? schema_extra_get(o, fd->attr, buf, sizeof buf) : NULL;
        const char *copy = v && val_state(v) == VAL_VALUE ? arena_strdup(&e->pol.arena, v) : NULL;
        return copy ? copy : "";
    }
    const char *v = o ? pol_get_key(o, fd->key) : NULL;
    const char *enc = v ? layout_encoding_of(o, schema_attr_index(o->kind, fd->key)) : NULL;
    if (v && enc && val_state(v) == VAL_VALUE) {   /* a file's code page, shown in UTF-8 */
        struct textbuf tb = {0};
        const char *shown = layout_to_utf8(enc, v, &tb) == 0 ? arena_strdup(&e->pol.arena, tb.buf) : NULL;
        tb_free(&tb);
        if (shown)
            return shown;
    }
    return v && val_state(v) == VAL_VALUE ? v : "";
}

/* "Revision 3, changed 2026-11-29 14:38 by ADMIN", from the journal when it holds the change
 * that gave the object its revision. */
static void footer(const struct obj_edit *e, char *out, size_t n)
{
    const struct pol_object *o = e->obj;
    if (!o || e->made) {
        snprintf(out, n, "F3 defines the new %s%s%s; F12 cancels.", e->kind->label,
                 e->topname[0] ? " on " : "", e->topname);
        return;
    }
    struct store_change ch;
    struct store_error err;
    const char *top = o->top != o ? o->top->name : NULL;
    if (!e->uid && store_last_change(e->app->store, o->kind, top, o->name, &ch, &err) == STORE_OK &&
        ch.revision == o->revision && strlen(ch.at) >= 16)
        snprintf(out, n, "Revision %lld, %s %.10s %.5s by %s", (long long)o->revision,
                 strcmp(ch.action, "import") == 0 ? "imported" : "changed", ch.at, ch.at + 11, ch.who);
    else
        snprintf(out, n, "Revision %lld", (long long)o->revision);
}

/* "Modify a Cluster-Receiver Channel", "Define an Alias Queue"… */
static void title(const struct obj_edit *e, char *out, size_t n)
{
    static const char *const verbs[] = {[OBJ_EDIT] = "Modify", [OBJ_BROWSE] = "Browse",
                                        [OBJ_INSERT] = "Define", [OBJ_COPY] = "Copy"};
    char label[64];
    if (e->entry->title_object) {
        snprintf(out, n, "%s %s", verbs[e->mode], e->entry->title_object);
        return;
    }
    title_case(e->kind->label, label, sizeof label);
    bool an = strchr("AEIOU", label[0]) != NULL;
    snprintf(out, n, "%s %s %s", verbs[e->mode], an ? "an" : "a", label);
}

/* entry_spec.command: the entry's own commands (obj_entry_def.command), then the system's for the
 * object shown (obj_panels.entry_command). */
static enum panel_rc edit_command(struct console *c, struct panel *p, const struct cmd *cmd, void *ctx)
{
    struct obj_edit *e = ctx;
    (void)p;
    enum panel_rc rc = e->entry->command
                           ? e->entry->command(c, e->app, e->topname, e->obj && e->obj->name ? e->obj->name : "", cmd)
                           : PANEL_PASS;
    if (rc != PANEL_PASS || !e->panels->entry_command || !e->obj)
        return rc;
    bool fresh = e->mode == OBJ_INSERT || e->mode == OBJ_COPY || e->made;
    return e->panels->entry_command(c, e->app, cmd, e->obj, fresh);
}

/* Makes and pushes the panel over e (which it then owns). */
static int push(struct console *c, struct obj_edit *e, const char *name)
{
    for (size_t i = 0; e->notes && i < e->nfields; i++)
        if (e->notes[i])
            e->fields[i].hint = e->notes[i];
    const char **values = calloc(e->nfields ? e->nfields : 1, sizeof *values);
    char foot[OBJ_NAME_MAX + 160], head[80];
    if (!values) {
        edit_free(e);
        return -1;
    }
    /* the defaults: what a new object of the kind has here, through what the system inherits
       from when the top-level object holds it */
    const struct pol_object *parent = e->kind->flags & KF_TOP ? NULL : e->top;
    for (size_t i = 0; i < e->nfields; i++) {
        values[i] = value_of(e, &e->fields[i], name);
        if (e->fields[i].attr && !(e->fields[i].attr->flags & AF_VERBATIM))
            e->fields[i].dflt = schema_inherited(parent, e->kind, e->fields[i].key);
    }
    footer(e, foot, sizeof foot);
    bool browse = e->mode == OBJ_BROWSE;
    struct entry_spec spec = {
        .def = e->entry->def, .fields = e->fields, .nfields = e->nfields, .values = values,
        .footer = foot, .save = browse ? NULL : obj_edit_save, .check = browse ? NULL : obj_edit_check,
        .names = names, .ctx = e, .ctx_free = edit_free,
        .fresh = e->mode == OBJ_INSERT || e->mode == OBJ_COPY || e->made,
        .typed = (const char *const *)e->typed,
        .refresh = e->mode == OBJ_EDIT && !e->made ? obj_edit_refresh : NULL,
        .rows = e->rows_kind ? &e->erows : NULL, .command = edit_command,
    };
    struct panel *p = entry_new(&spec);
    free(values);
    if (!p || console_push(c, p) < 0)
        return -1;
    title(e, head, sizeof head);
    panel_set_title(p, head);
    return 0;
}

/* A new edit of the object of kind under top named name, or with uid when uid is not 0, read
 * from the store with its fields; NULL after a message. */
static struct obj_edit *edit_new(struct console *c, struct app *app, const struct obj_panels *panels,
                                 enum obj_mode mode, const struct kind_def *kind, const char *top,
                                 const char *name, int64_t uid)
{
    struct obj_edit *e = calloc(1, sizeof *e);
    if (!e) {
        console_msg(c, MSG_SOURCE_ERROR, "out of memory", NULL);
        return NULL;
    }
    *e = (struct obj_edit){.app = app, .c = c, .panels = panels, .entry = entry_of(panels, kind),
                           .mode = mode, .kind = kind, .uid = uid};
    snprintf(e->topname, sizeof e->topname, "%s", top ? top : "");
    policy_init(&e->pol);
    policy_init(&e->orig);
    if (!e->entry) {
        char what[160];
        snprintf(what, sizeof what, "The panel of %s %s", kind->label, name ? name : "");
        console_msg(c, MSG_NOT_BUILT, what, NULL);
    }
    if (!e->entry || !load(e, name) || obj_fields_build(e) < 0 || obj_rows_init(e) < 0) {
        edit_free(e);
        return NULL;
    }
    return e;
}

/* Opens the entry panel of the object of kind under top named name, or with uid when uid is not
 * 0 (see obj_edit_open). */
static int edit_open(struct console *c, struct app *app, const struct obj_panels *panels,
                     enum obj_mode mode, const struct kind_def *kind, const char *top,
                     const char *name, int64_t uid)
{
    struct obj_edit *e = edit_new(c, app, panels, mode, kind, top, name, uid);
    if (!e)
        return -1;
    if (push(c, e, name) < 0) {
        console_msg(c, MSG_SOURCE_ERROR, "out of memory", NULL);
        return -1;
    }
    return 0;
}

struct obj_edit *obj_edit_reread(struct console *c, const struct obj_edit *e)
{
    return edit_new(c, e->app, e->panels, e->mode, e->kind, e->topname, e->uid ? NULL : e->obj->name, e->uid);
}

int obj_edit_push(struct console *c, struct obj_edit *e)
{
    return push(c, e, e->uid ? NULL : e->obj->name);
}

int obj_edit_open(struct console *c, struct app *app, const struct obj_panels *panels,
                  enum obj_mode mode, const struct kind_def *kind, const char *top, const char *name)
{
    return edit_open(c, app, panels, mode, kind, top, name, 0);
}

int obj_edit_insert_under(struct console *c, struct app *app, const struct obj_panels *panels,
                          const struct kind_def *kind, const char *top, int64_t under)
{
    struct obj_edit *e = edit_new(c, app, panels, OBJ_INSERT, kind, top, NULL, 0);
    if (!e)
        return -1;
    e->under = under;
    if (push(c, e, NULL) < 0) {
        console_msg(c, MSG_SOURCE_ERROR, "out of memory", NULL);
        return -1;
    }
    return 0;
}

int obj_edit_made(struct console *c, struct app *app, const struct obj_panels *panels,
                  const struct kind_def *kind, const char *top, obj_make_fn make, void *ctx)
{
    struct obj_edit *e = calloc(1, sizeof *e);
    if (!e) {
        console_msg(c, MSG_SOURCE_ERROR, "out of memory", NULL);
        return -1;
    }
    *e = (struct obj_edit){.app = app, .c = c, .panels = panels, .entry = entry_of(panels, kind),
                           .mode = OBJ_EDIT, .kind = kind, .made = true};
    snprintf(e->topname, sizeof e->topname, "%s", top);
    policy_init(&e->pol);
    policy_init(&e->orig);
    struct store_error err;
    struct store_page newest = {0, 0, 0, 1};
    /* before the object: a change journalled after this batch may be one the panel did not read */
    if (store_batch_page(app->store, &newest, newest_batch, &e->read_batch, NULL, &err) != STORE_OK)
        e->read_batch = 0;
    if (!e->entry)
        console_msg(c, MSG_NOT_BUILT, kind->label, NULL);
    bool ok = e->entry && (e->top = obj_load(c, app, kind->sys, &e->pol, top, 0)) &&
              (e->obj = make(c, &e->pol, e->top, ctx));
    if (ok && e->obj->kind != kind) {
        console_msg(c, MSG_SOURCE_ERROR, "the object made is of another kind", NULL);
        ok = false;
    }
    if (ok && (obj_fields_build(e) < 0 || obj_rows_init(e) < 0)) {
        console_msg(c, MSG_SOURCE_ERROR, "out of memory", NULL);
        ok = false;
    }
    if (!ok) {
        edit_free(e);
        return -1;
    }
    snprintf(e->position, sizeof e->position, "%u", (unsigned)e->obj->position);
    if (push(c, e, NULL) < 0) {
        console_msg(c, MSG_SOURCE_ERROR, "out of memory", NULL);
        return -1;
    }
    return 0;
}

int obj_edit_child(struct console *c, struct app *app, const struct obj_panels *panels,
                   enum obj_mode mode, const struct kind_def *kind, const char *top, int64_t uid)
{
    return edit_open(c, app, panels, mode, kind, top, NULL, uid);
}

/* The kind of the object ref names (the top-level kind when ref->ns is NULL; ref->kind for an
 * unnamed one, found by uid), read from the store; NULL after a message, also when the kind has no
 * entry panel. */
static const struct kind_def *object_kind(struct console *c, struct app *app,
                                          const struct obj_panels *panels, const struct obj_ref *ref)
{
    bool by_uid = ref->kind && (ref->kind->flags & KF_UNNAMED);
    char msg[320];
    if (by_uid && !ref->uid) {
        snprintf(msg, sizeof msg, "%s of %s", ref->kind->label, ref->top);
        console_msg(c, MSG_OBJECT_GONE, msg, NULL);
        return NULL;
    }
    if (!ref->ns || by_uid)
        return !ref->ns ? schema_top_kind(ref->sys) : ref->kind;
    struct policy pol;
    policy_init(&pol);
    struct pol_object *top = obj_load(c, app, ref->sys, &pol, ref->top, 0);
    const struct pol_object *o = top ? pol_find(top, ref->ns, ref->name) : NULL;
    const struct kind_def *kind = o ? o->kind : NULL;
    if (top && !o) {
        snprintf(msg, sizeof msg, "%s of %s", ref->name, ref->top);
        console_msg(c, MSG_OBJECT_GONE, msg, NULL);
    } else if (kind && !entry_of(panels, kind)) {
        snprintf(msg, sizeof msg, "The panel of %s %s of %s", kind->label, ref->name, ref->top);
        console_msg(c, MSG_NOT_BUILT, msg, NULL);
        kind = NULL;
    }
    policy_free(&pol);
    return kind;
}

/* True when some entry of panels shows objects of kind as its nested rows. */
static bool shown_as_row(const struct obj_panels *panels, const struct kind_def *kind)
{
    for (size_t i = 0; kind && i < panels->nentries; i++) {
        const struct obj_rows_def *r = panels->entries[i].rows;
        if (r && r->nested && strcmp(r->kind, kind->id) == 0)
            return true;
    }
    return false;
}

/* An object without a panel of its own, shown as a row under an ancestor's panel (a
 * classification rule under its subsystem type): that panel, opened at its row. */
static int open_at_row(struct console *c, struct app *app, const struct obj_panels *panels,
                       const struct obj_ref *ref)
{
    struct policy pol;
    policy_init(&pol);
    struct pol_object *top = obj_load(c, app, ref->sys, &pol, ref->top, 0);
    const struct pol_object *o = top && ref->uid ? pol_find_uid(top, ref->uid) : NULL;
    const struct pol_object *a = o ? o->parent : NULL;
    while (a && (!entry_of(panels, a->kind) || !entry_of(panels, a->kind)->rows))
        a = a->parent;
    char name[OBJ_NAME_MAX];
    const struct kind_def *kind = a ? a->kind : NULL;
    int64_t uid = kind && (kind->flags & KF_UNNAMED) ? a->uid : 0;   /* an unnamed ancestor: by uid */
    snprintf(name, sizeof name, "%s", a && a->name ? a->name : "");
    policy_free(&pol);
    if (!kind) {
        if (top) {
            char what[160];
            snprintf(what, sizeof what, "%s of %s", ref->kind->label, ref->top);
            console_msg(c, MSG_OBJECT_GONE, what, NULL);
        }
        return -1;
    }
    struct obj_edit *e = edit_new(c, app, panels, OBJ_EDIT, kind, ref->top, uid ? NULL : name, uid);
    if (!e)
        return -1;
    int row = 0;
    for (const struct pol_object *r; (r = obj_rows_at(e, row)) != NULL && r->uid != ref->uid;)
        row++;
    if (push(c, e, uid ? NULL : name) < 0) {
        console_msg(c, MSG_SOURCE_ERROR, "out of memory", NULL);
        return -1;
    }
    entry_focus_row(console_top(c), row);
    return 0;
}

int obj_object_open(struct console *c, struct app *app, const struct obj_panels *panels,
                    const struct obj_ref *ref)
{
    if (ref->kind && ref->ns && !entry_of(panels, ref->kind) && shown_as_row(panels, ref->kind))
        return open_at_row(c, app, panels, ref);
    const struct kind_def *kind = object_kind(c, app, panels, ref);
    bool by_uid = kind && (kind->flags & KF_UNNAMED);
    int rc = !kind ? -1
             : by_uid ? edit_open(c, app, panels, OBJ_EDIT, kind, ref->top, NULL, ref->uid)
                      : edit_open(c, app, panels, OBJ_EDIT, kind, ref->top, ref->ns ? ref->name : ref->top, 0);
    if (rc != 0)
        return -1;
    int i = ref->attr[0] ? schema_attr_native(kind, ref->attr) : -1;
    const struct attr_def *extra = i < 0 && ref->attr[0] ? schema_extra_attr(kind, ref->attr) : NULL;
    if (i >= 0 || extra)
        entry_focus(console_top(c), i >= 0 ? kind->attrs[i]->key : extra->key);
    return 0;
}
