/* ui/mq/mq_store.c — the MQ panels' reads and writes of queue managers: loading one, saving one in a
 * journalled transaction, deleting an object after a confirmation; see mq_panels.h. */
#include <stdio.h>
#include <string.h>

#include "ui/engine/env.h"
#include "ui/mq/mq_panels.h"
#include "ui/engine/popup.h"

struct pol_object *mq_load(struct console *c, struct app *app, struct policy *pol, const char *qmgr,
                           unsigned flags)
{
    struct pol_object *top = NULL;
    struct store_error err = {0};
    enum store_status st = store_load_top(app->store, pol, mq_kind(MQ_QMGR), qmgr, flags, &top, &err);
    if (st == STORE_NOTFOUND) {
        char what[80];
        snprintf(what, sizeof what, "Queue manager %s", qmgr);
        console_msg(c, MSG_OBJECT_GONE, what, NULL);
    } else if (st != STORE_OK) {
        console_msg(c, MSG_STORE_ERROR, err.msg, NULL);
    }
    return st == STORE_OK ? top : NULL;
}

enum store_status mq_commit(struct app *app, struct pol_object *top, const char *action,
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

/* The object d names in the loaded top (the top itself for a queue manager), or NULL. */
static struct pol_object *target(struct pol_object *top, const struct mq_delete *d)
{
    if (d->kind->flags & KF_TOP)
        return top;
    struct pol_object *o = pol_find(top, d->kind->ns, d->name);
    return o && o->kind == d->kind ? o : NULL;
}

/* Enter on the confirmation: loads, deletes and saves in one journalled transaction. */
static void confirmed(struct console *c, void *ctx)
{
    struct mq_delete *d = ctx;
    struct policy pol;
    policy_init(&pol);
    struct pol_object *top = mq_load(c, d->app, &pol, d->qmgr, 0), *o = top ? target(top, d) : NULL;
    char what[160];
    snprintf(what, sizeof what, "%s %s%s%s", d->kind->id, d->name, top == o ? "" : " of ",
             top == o ? "" : d->qmgr);
    struct store_error err = {0};
    if (top && !o) {
        console_msg(c, MSG_OBJECT_GONE, what, NULL);
    } else if (top) {
        pol_delete(o);
        if (mq_commit(d->app, top, "delete", &err) == STORE_OK) {
            char msg[256];
            snprintf(msg, sizeof msg, "%s was deleted.", what);
            console_msg(c, MSG_DELETED, msg, NULL);
        } else {
            console_msg(c, err.status == STORE_CONFLICT ? MSG_CONFLICT : MSG_SAVE_FAILED, err.msg, NULL);
        }
    }
    policy_free(&pol);
}

int mq_delete_ask(struct console *c, struct mq_delete *d)
{
    char line1[128], line2[128];
    if (d->kind->flags & KF_TOP) {
        snprintf(line1, sizeof line1, "Delete queue manager %s", d->name);
        snprintf(line2, sizeof line2, "with every object and record defined on it?");
    } else {
        snprintf(line1, sizeof line1, "Delete %s %s", d->kind->label, d->name);
        snprintf(line2, sizeof line2, "of queue manager %s?", d->qmgr);
    }
    const char *lines[] = {line1, line2, "The journal keeps what it was.", NULL};
    return popup_confirm(c, "Confirm Delete", lines, confirmed, d);
}
