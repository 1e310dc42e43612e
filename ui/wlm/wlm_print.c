/* ui/wlm/wlm_print.c — 5=Print on a selection list: the object's text in a browse panel (WLM800),
 * every attribute it states by its label, then its goal periods; the printable report of IBM's
 * application comes later. See wlm_panels.h. */
#include <stdio.h>
#include <string.h>

#include "ui/engine/textview.h"
#include "ui/wlm/wlm_panels.h"

static const char *const print_actions[] = {"Options", "Help", NULL};

const struct panel_def wlm_print_panel = {
    .id = "WLM800", .title = "Object Text", .kind = PANEL_TABLE, .actions = print_actions,
    .keys = &keylist_help,
    .help = "The object as the store holds it: each attribute it states, by its label, and its goal "
            "periods in their order. F7 and F8 scroll, FIND text searches, F3 leaves.",
};

enum { LABEL_W = 30 };

/* Adds obj's stated attributes. */
static int add_attrs(struct textview *v, const struct pol_object *obj, int indent)
{
    int rc = 0;
    for (unsigned i = 0; rc == 0 && i < obj->kind->nattrs; i++) {
        const struct attr_def *a = obj->kind->attrs[i];
        if (obj->vals[i] && !(a->flags & AF_HEADER))
            rc = textview_add(v, CUA_VOI, indent, a->label, LABEL_W - indent, obj->vals[i]);
    }
    return rc;
}

int wlm_print_open(struct console *c, struct app *app, const struct kind_def *kind, const char *def,
                   const char *name)
{
    struct policy pol;
    policy_init(&pol);
    struct pol_object *top = obj_load(c, app, wlm_system(), &pol, def, 0);
    const struct pol_object *o = !top ? NULL : kind->flags & KF_TOP ? top : pol_find(top, kind->ns, name);
    if (top && (!o || o->kind != kind)) {
        char what[80];
        snprintf(what, sizeof what, "%s %s of %s", kind->label, name, def);
        console_msg(c, MSG_OBJECT_GONE, what, NULL);
        o = NULL;
    }
    if (!o) {
        policy_free(&pol);
        return -1;
    }
    char title[96], path[256], goal[OBJ_CELL_MAX];
    snprintf(title, sizeof title, "%s %s", kind->label, o->name);
    struct textview *v = textview_new(&wlm_print_panel, title);
    int rc = v ? 0 : -1;
    if (rc == 0)
        rc = textview_add(v, CUA_VOI, 0, "Object", LABEL_W, schema_object_path(o, path, sizeof path));
    if (rc == 0)
        rc = add_attrs(v, o, 0);
    const struct kind_def *pk = wlm_kind(WLM_PERIOD);
    for (const struct pol_object *p = pol_first_child(o, pk); rc == 0 && p; p = pol_next_child(p, pk)) {
        char head[32];
        snprintf(head, sizeof head, "Period %u", (unsigned)p->position);
        rc = textview_add(v, CUA_NT, 0, "", 0, "");
        if (rc == 0)
            rc = textview_add(v, CUA_ET, 0, head, LABEL_W, wlm_goal_words(p, false, goal, sizeof goal));
        if (rc == 0)
            rc = add_attrs(v, p, 2);
    }
    policy_free(&pol);
    return textview_push(c, v, rc);
}
