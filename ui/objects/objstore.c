/* ui/objects/objstore.c — the object panels' reads and writes of top-level objects: loading one,
 * saving one in a journalled transaction, deleting an object after a confirmation; see
 * objpanels.h. */
#include <stdio.h>
#include <string.h>

#include "ui/engine/env.h"
#include "ui/engine/popup.h"
#include "ui/objects/objpanels.h"

struct pol_object *obj_load(struct console *c, struct app *app, const struct system_def *sys,
                            struct policy *pol, const char *name, unsigned flags)
{
    struct pol_object *top = NULL;
    struct store_error err = {0};
    const struct kind_def *kind = schema_top_kind(sys);
    enum store_status st = store_load_top(app->store, pol, kind, name, flags, &top, &err);
    if (st == STORE_NOTFOUND) {
        char what[80];
        snprintf(what, sizeof what, "%s %s", kind->label, name);
        console_msg(c, MSG_OBJECT_GONE, what, NULL);
    } else if (st != STORE_OK) {
        console_msg(c, MSG_STORE_ERROR, err.msg, NULL);
    }
    return st == STORE_OK ? top : NULL;
}

enum store_status obj_commit(struct app *app, struct pol_object *top, const char *action,
                             struct store_error *err)
{
    enum store_status st = store_begin(app->store, err);
    if (st != STORE_OK)
        return st;
    st = store_batch(app->store, env_user(), env_now(), action, NULL, NULL, err);
    if (st == STORE_OK)
        st = store_save_top(app->store, top, err);
    if (st == STORE_OK)
        st = store_commit(app->store, err);
    else
        store_rollback(app->store);
    return st;
}

/* The object d names in the loaded top (the top itself for a top-level kind), or NULL. */
static struct pol_object *target(struct pol_object *top, const struct obj_delete *d)
{
    if (d->kind->flags & KF_TOP)
        return top;
    struct pol_object *o = d->uid ? pol_find_uid(top, d->uid) : pol_find(top, d->kind->ns, d->name);
    return o && o->kind == d->kind ? o : NULL;
}

/* Enter on the confirmation: loads, deletes and saves in one journalled transaction. */
static void confirmed(struct console *c, void *ctx)
{
    struct obj_delete *d = ctx;
    struct policy pol;
    policy_init(&pol);
    struct pol_object *top = obj_load(c, d->app, d->kind->sys, &pol, d->top, 0);
    struct pol_object *o = top ? target(top, d) : NULL;
    char what[160];
    snprintf(what, sizeof what, "%s %s%s%s", d->kind->id, d->name, top == o ? "" : " of ",
             top == o ? "" : d->top);
    struct store_error err = {0};
    if (top && !o) {
        console_msg(c, MSG_OBJECT_GONE, what, NULL);
    } else if (top) {
        pol_delete(o);
        if (d->also && d->also(&pol, top, d->name) < 0) {
            console_msg(c, MSG_SAVE_FAILED, "Out of memory: nothing was deleted.", NULL);
        } else if (obj_commit(d->app, top, "delete", &err) == STORE_OK) {
            char msg[256];
            snprintf(msg, sizeof msg, "%s was deleted.", what);
            console_msg(c, MSG_DELETED, msg, NULL);
        } else {
            console_msg(c, err.status == STORE_CONFLICT ? MSG_CONFLICT : MSG_SAVE_FAILED, err.msg, NULL);
        }
    }
    policy_free(&pol);
}

int obj_delete_ask(struct console *c, struct obj_delete *d)
{
    char line1[128], line2[128];
    const char *noun = d->panels->top_noun;
    if (d->kind->flags & KF_TOP) {
        snprintf(line1, sizeof line1, "Delete %s %s", noun, d->name);
        snprintf(line2, sizeof line2, "with every object and record defined on it?");
    } else {
        snprintf(line1, sizeof line1, "Delete %s %s", d->kind->label, d->name);
        snprintf(line2, sizeof line2, "of %s %s?", noun, d->top);
    }
    const char *lines[] = {line1, line2, "The journal keeps what it was.", NULL};
    return popup_confirm(c, "Confirm Delete", lines, confirmed, d);
}
