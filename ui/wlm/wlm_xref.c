/* ui/wlm/wlm_xref.c — cross references of a WLM object (Xref on the action bar of the service
 * classes, report classes, resource groups, workloads, classification groups and resources;
 * X on the Resource Definition List): every classification rule, subsystem type default,
 * override, class, group and scheduling environment that names it, in a list (WLM860) where S
 * opens the one on the row. Deleting (6) an object still named is refused with the first of its
 * referrers named and the list opens. The references are the schema's: an attribute of type
 * AT_REF whose namespace is the object's (a rule's service class, a class's workload), and a
 * rule whose qualifier type is a group form naming a classification group. See wlm_panels.h. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/wlm/wlm_qualifier.h"
#include "ui/engine/cmd.h"
#include "ui/engine/memsrc.h"
#include "ui/wlm/wlm_panels.h"

static const char *const xref_actions[] = {"View", "Options", "Help", NULL};
static const struct pulldown xref_pulldowns[] = {{"View", obj_view_choices, NULL}, {NULL, NULL, NULL}};
static const struct lcmd_def xref_lcmds[] = {{"S", "Select"}, {NULL, NULL}};

const struct panel_def wlm_xref_panel = {
    .id = "WLM860", .title = "Cross Reference", .kind = PANEL_TABLE, .actions = xref_actions,
    .keys = &keylist_table, .lcmds = xref_lcmds, .pulldowns = xref_pulldowns,
    .instruction = "S=Select",
    .help = "Every object of the service definition that names the object in the title: the "
            "classification rules and subsystem type defaults that give its class, the service "
            "classes of a workload or resource group, the overrides of a policy, the rules that "
            "name a classification group through its group form (TNG, UIG...), the scheduling "
            "environments that require a resource. IBM's application offers Xref on the action bar "
            "of these panels; this list is ours in layout. S on a row opens the object that names "
            "it (a rule: its subsystem type's rules; an override: its policy's override). An "
            "object that is still named cannot be deleted: 6 says where it is named and opens this "
            "list.",
};

static const struct tbl_col xref_cols[] = {
    {"kind", "Named by", 23, 0},
    {"where", "Object", 25, 0},
    {"attr", "As its", 24, 0},
};

/* Whether o's attribute a names target (of namespace ns, named name). */
static bool names_it(const struct pol_object *o, const struct attr_def *a, const char *ns, const char *name)
{
    const char *v = pol_get(o, schema_attr_index(o->kind, a->key));
    return a->type == AT_REF && a->ref && strcmp(a->ref, ns) == 0 && v && strcmp(v, name) == 0;
}

/* Whether rule o names classification group g through its qualifier type's group form. */
static bool names_group(const struct pol_object *o, const struct pol_object *g)
{
    struct wlm_qualifier_ref r = wlm_qualifier_find(pol_get_key(o, "qualtype"));
    struct wlm_qualifier_ref gr = wlm_qualifier_find(pol_get_key(g, "qualtype"));
    const char *v = pol_get_key(o, "qualvalue");
    return r.q && r.group && r.q == gr.q && v && strcmp(v, g->name) == 0;
}

/* The words of a row for referrer o (as its attribute a, or NULL: by its group form). */
static void words(const struct pol_object *o, const struct attr_def *a, char (*cells)[OBJ_CELL_MAX])
{
    char code[16];
    snprintf(cells[0], OBJ_CELL_MAX, "%s", wlm_is_kind(o->kind, WLM_CLASSIFICATION) ? "Subsystem type" : o->kind->label);
    if (wlm_is_kind(o->kind, WLM_RULE)) {
        const struct pol_object *ss = o;
        unsigned level = 0;
        while (ss->parent && wlm_is_kind(ss->kind, WLM_RULE)) {
            ss = ss->parent;
            level++;
        }
        struct wlm_qualifier_ref q = wlm_qualifier_find(pol_get_key(o, "qualtype"));
        snprintf(code, sizeof code, "%s%s", q.q ? q.q->code : "?", q.q && q.group ? "G" : "");
        snprintf(cells[1], OBJ_CELL_MAX, "%s rule %u: %u %s %s", ss->name, (unsigned)o->position, level, code,
                 pol_get_key(o, "qualvalue") ? pol_get_key(o, "qualvalue") : "");
    } else if (o->kind->flags & KF_UNNAMED) {
        /* an override: its policy; a required state: named by its scheduling environment */
        if (o->parent && wlm_is_kind(o->kind, WLM_SCHENVRES))
            snprintf(cells[0], OBJ_CELL_MAX, "%s", o->parent->kind->label);
        snprintf(cells[1], OBJ_CELL_MAX, "%s%s", o->parent && !wlm_is_kind(o->kind, WLM_SCHENVRES) ? "policy " : "",
                 o->parent ? o->parent->name : "");
    } else {
        snprintf(cells[1], OBJ_CELL_MAX, "%s", o->name);
    }
    snprintf(cells[2], OBJ_CELL_MAX, "%s", a ? a->label : "Qualifier value (group form)");
}

/* Visits the objects under o (depth first, in tree order) that name target; false once fn stops. */
static bool walk(const struct pol_object *o, const struct pol_object *target, bool group, wlm_xref_fn fn,
                 void *ctx, int *n)
{
    for (const struct pol_object *c = pol_first_child(o, NULL); c; c = pol_next_child(c, NULL)) {
        for (unsigned i = 0; c != target && i < c->kind->nattrs; i++)
            if (names_it(c, c->kind->attrs[i], target->kind->ns, target->name)) {
                ++*n;
                if (fn && fn(ctx, c, c->kind->attrs[i]))
                    return false;
            }
        if (group && wlm_is_kind(c->kind, WLM_RULE) && names_group(c, target)) {
            ++*n;
            if (fn && fn(ctx, c, NULL))
                return false;
        }
        if (!walk(c, target, group, fn, ctx, n))
            return false;
    }
    return true;
}

int wlm_xref_each(const struct pol_object *target, wlm_xref_fn fn, void *ctx)
{
    int n = 0;
    walk(target->top, target, wlm_is_kind(target->kind, WLM_CLASSGROUP), fn, ctx, &n);
    return n;
}

/* ---- the list ------------------------------------------------------------------------------------ */

struct xref {
    struct app *app;
    char def[OBJ_NAME_MAX];
    struct memsrc *m;
    int64_t *uids;                 /* the referrer of each row, by its key (its index); malloc'd */
    size_t n, cap;
    bool oom;
};

static void xref_free(void *ctx)
{
    struct xref *x = ctx;
    free(x->uids);
    free(x);
}

static int add_row(void *ctx, const struct pol_object *o, const struct attr_def *a)
{
    struct xref *x = ctx;
    char cells[3][OBJ_CELL_MAX], key[24];
    if (x->n == x->cap) {
        size_t cap = x->cap ? x->cap * 2 : 16;
        int64_t *u = realloc(x->uids, cap * sizeof *u);
        if (!u)
            return x->oom = true;
        x->uids = u;
        x->cap = cap;
    }
    words(o, a, cells);
    snprintf(key, sizeof key, "%06zu", x->n);
    x->uids[x->n++] = o->uid;
    const char *row[] = {cells[0], cells[1], cells[2]};
    return x->oom = memsrc_add(x->m, key, row) < 0;
}

int wlm_xref_open_object(struct console *c, struct app *app, const struct pol_object *o)
{
    if (!o->parent)
        return wlm_menu_open(c, app, o->name, NULL);
    const struct pol_object *at = o;
    while (at->parent && (wlm_is_kind(at->kind, WLM_RULE) || wlm_is_kind(at->kind, WLM_PERIOD) ||
                          wlm_is_kind(at->kind, WLM_QUALNAME) || wlm_is_kind(at->kind, WLM_SCHENVRES)))
        at = at->parent;   /* shown in the panel of the object it stands under */
    if (wlm_is_kind(at->kind, WLM_SCOVERRIDE) || wlm_is_kind(at->kind, WLM_RGOVERRIDE) ||
        wlm_is_kind(at->kind, WLM_TRGOVERRIDE))
        return wlm_override_edit(c, app, o->top->name, at);
    return obj_edit_open(c, app, &wlm_obj_panels, OBJ_EDIT, at->kind, o->top->name, at->name);
}

static enum table_lc_rc line_command(struct console *c, struct panel *p, const char *code, const char *key,
                                     long pos, void *ctx)
{
    struct xref *x = ctx;
    (void)p;
    (void)code;
    (void)pos;
    size_t i = (size_t)atol(key);
    struct policy pol;
    policy_init(&pol);
    struct pol_object *top = obj_load(c, x->app, wlm_system(), &pol, x->def, 0);
    const struct pol_object *o = top && i < x->n ? pol_find_uid(top, x->uids[i]) : NULL;
    int rc = -1;
    if (top && !o)
        console_msg(c, MSG_OBJECT_GONE, "The object on the row", NULL);
    else if (o)
        rc = wlm_xref_open_object(c, x->app, o);
    policy_free(&pol);
    return rc == 0 ? TABLE_LC_WAIT : TABLE_LC_STOP;
}

int wlm_xref_open(struct console *c, struct app *app, const struct pol_object *target)
{
    struct xref *x = calloc(1, sizeof *x);
    struct memsrc *m = x ? memsrc_new(xref_cols, sizeof xref_cols / sizeof xref_cols[0]) : NULL;
    if (!m) {
        free(x);
        console_msg(c, MSG_SOURCE_ERROR, "out of memory", NULL);
        return -1;
    }
    x->app = app;
    x->m = m;
    snprintf(x->def, sizeof x->def, "%s", target->top->name);
    memsrc_unsort(m);
    wlm_xref_each(target, add_row, x);
    if (x->oom) {
        memsrc_free(m);
        xref_free(x);
        console_msg(c, MSG_SOURCE_ERROR, "out of memory", NULL);
        return -1;
    }
    struct table_spec spec = {.def = &wlm_xref_panel, .line_command = line_command, .ctx = x,
                              .ctx_free = xref_free};
    memsrc_source(m, &spec.src);
    struct panel *p = table_new(&spec);
    if (!p || console_push(c, p) < 0) {
        console_msg(c, MSG_SOURCE_ERROR, "out of memory", NULL);
        return -1;
    }
    char title[96];
    snprintf(title, sizeof title, "Cross Reference of %s %s", target->kind->label, target->name);
    panel_set_title(p, title);
    return 0;
}

int wlm_xref_open_named(struct console *c, struct app *app, const struct kind_def *kind, const char *def,
                        const char *name)
{
    struct policy pol;
    policy_init(&pol);
    struct pol_object *top = obj_load(c, app, wlm_system(), &pol, def, 0);
    const struct pol_object *o = top ? pol_find(top, kind->ns, name) : NULL;
    int rc = -1;
    if (top && (!o || o->kind != kind)) {
        char what[96];
        snprintf(what, sizeof what, "%s %s of %s", kind->label, name, def);
        console_msg(c, MSG_OBJECT_GONE, what, NULL);
    } else if (o) {
        rc = wlm_xref_open(c, app, o);
    }
    policy_free(&pol);
    return rc;
}

/* The first referrer's words (wlm_xref_each's fn: stops at once). */
static int first_words(void *ctx, const struct pol_object *o, const struct attr_def *a)
{
    words(o, a, ctx);
    return 1;
}

bool wlm_delete_refused(struct console *c, struct app *app, const struct kind_def *kind, const char *def,
                        const char *name)
{
    struct policy pol;
    policy_init(&pol);
    struct pol_object *top = kind->flags & KF_TOP ? NULL : obj_load(c, app, wlm_system(), &pol, def, 0);
    const struct pol_object *o = top ? pol_find(top, kind->ns, name) : NULL;
    int n = o && o->kind == kind ? wlm_xref_each(o, NULL, NULL) : 0;
    if (n) {
        char cells[3][OBJ_CELL_MAX], msg[900];
        wlm_xref_each(o, first_words, cells);
        snprintf(msg, sizeof msg, "%s %s is still named by %s %s (its %s)%s%.0d%s: it was not deleted. The "
                 "cross reference lists %s.", kind->label, name, cells[0], cells[1], cells[2],
                 n > 1 ? " and " : "", n > 1 ? n - 1 : 0, n > 1 ? (n > 2 ? " more objects" : " more object") : "",
                 n > 1 ? "them" : "it");
        if (wlm_xref_open(c, app, o) == 0)
            console_msg(c, MSG_REFUSED, msg, NULL);
    }
    policy_free(&pol);
    return n > 0;
}

enum panel_rc wlm_entry_command(struct console *c, struct app *app, const struct cmd *cmd,
                                const struct pol_object *obj, bool fresh)
{
    if (strcmp(cmd->word, "XREF") != 0)
        return PANEL_PASS;
    char msg[160];
    if (fresh) {
        snprintf(msg, sizeof msg, "The new %s is not saved yet: nothing names it.", obj->kind->label);
        console_msg(c, MSG_REFUSED, msg, NULL);
    } else {
        wlm_xref_open(c, app, obj);
    }
    return PANEL_DONE;
}
