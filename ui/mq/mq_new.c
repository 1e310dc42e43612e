/* ui/mq/mq_new.c — MQ210 and MQ310: the name and type of a new channel or queue (I on a list, or
 * INSERT); F3 replaces this panel by the new object's entry panel (MQ220, MQ320), which shows the
 * defaults of the queue manager's default object for that type. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ui/mq/mq_panels.h"
#include "model/mq/mq_model.h"

static const char *const actions[] = {"Object", "Options", "Help", NULL};

static const struct pd_choice object_choices[] = {
    {"Go on to its attributes", "END", 'G'},
    {"Cancel", "CANCEL", 'C'},
    {NULL, NULL, 0},
};

static const struct pulldown pulldowns[] = {{"Object", object_choices, NULL}, {NULL, NULL, NULL}};

const struct panel_def mq_new_channel_panel = {
    .id = "MQ210", .title = "Define a Channel", .kind = PANEL_ENTRY, .actions = actions,
    .keys = &keylist_entry, .pulldowns = pulldowns,
    .help = "The first step of a new channel on this queue manager: its name (up to 20 characters; "
            "unquoted, MQ folds it to upper case) and its type, which decides its attributes. "
            "CLUSRCVR is how the cluster reaches this queue manager, CLUSSDR its channel to a full "
            "repository; F4 on the type lists every type with its meaning.\n"
            "F3 checks that the name is free among the queue manager's channels and goes on to the "
            "new channel's attributes (MQ220), with the queue manager's defaults for the type "
            "beside them; nothing is saved until F3 there. F12 cancels.",
};
const struct panel_def mq_new_queue_panel = {
    .id = "MQ310", .title = "Define a Queue", .kind = PANEL_ENTRY, .actions = actions,
    .keys = &keylist_entry, .pulldowns = pulldowns,
    .help = "The first step of a new queue on this queue manager: its name (up to 48 characters; "
            "unquoted, MQ folds it to upper case) and its type: a local queue holds messages, an "
            "alias queue stands for another queue, a remote queue for a queue of another queue "
            "manager, a model queue is the template of dynamic queues.\n"
            "F3 checks that the name is free among the queue manager's queues and goes on to the "
            "new queue's attributes (MQ320), with the queue manager's defaults for the type beside "
            "them; nothing is saved until F3 there. F12 cancels.",
};

static const struct attr_choice channel_types[] = {
    {"CLUSRCVR", "Cluster-receiver: how the cluster reaches this queue manager"},
    {"CLUSSDR", "Cluster-sender: to a full repository"},
    {"SDR", "Sender"}, {"SVR", "Server"}, {"RCVR", "Receiver"}, {"RQSTR", "Requester"},
    {"SVRCONN", "Server-connection"}, {"CLNTCONN", "Client-connection"}, {"AMQP", "AMQP"},
    {"MQTT", "MQ Telemetry"}, {NULL, NULL},
};
static const struct attr_choice queue_types[] = {
    {"QLOCAL", "Local queue"}, {"QALIAS", "Alias queue"}, {"QREMOTE", "Remote queue"},
    {"QMODEL", "Model queue"}, {NULL, NULL},
};

struct new_obj {
    struct app *app;
    struct console *c;
    bool queues;
    char qmgr[MQ_NAME_MAX];
    struct field_def fields[3];
};

static const char *name_problem(const struct field_def *fd, const char *value)
{
    return mq_name_problem(fd->check_ctx, value, NULL);
}

/* The object named name on the queue manager, of any kind of the family, is not there yet. */
static bool name_free(struct new_obj *n, const char *name, const struct kind_def *kind,
                      struct entry_result *res)
{
    const struct kind_def *kinds[MQ_NKINDS];
    size_t k = 0;
    for (size_t i = 0; i < MQ_NKINDS; i++)
        if (strcmp(mq_kind((enum mq_kind)i)->ns, kind->ns) == 0 && mq_kind((enum mq_kind)i)->table)
            kinds[k++] = mq_kind((enum mq_kind)i);
    struct store_list_spec spec = {kinds, k, n->qmgr, NULL, NULL, 0, NULL, NULL};
    struct store_list_key key = {name, n->qmgr};
    struct store_list_page pg;
    struct store_error err = {0};
    enum store_status st = store_list_window(n->app->store, &spec, &key, 0, 1, &pg, &err);
    bool taken = st == STORE_OK && pg.n && strcmp(pg.rows[0].name, name) == 0;
    if (taken)
        snprintf(res->msg, sizeof res->msg, "%s already has a %s named %s.", n->qmgr,
                 pg.rows[0].kind->label, name);
    else if (st != STORE_OK)
        snprintf(res->msg, sizeof res->msg, "%.255s", err.msg);
    res->field_key = "name";
    store_list_free(&pg);
    return st == STORE_OK && !taken;
}

/* F3: the entry panel of the new object in place of this one. */
static enum entry_save_rc go(void *ctx, const struct entry_value *v, size_t nv, struct entry_result *res)
{
    struct new_obj *n = ctx;
    char name[MQ_NAME_MAX], qmgr[MQ_NAME_MAX];
    (void)nv;
    const struct kind_def *kind = schema_kind(mq_system(), v[2].value);
    if (!kind || !name_free(n, v[1].value, kind, res))
        return ENTRY_FAILED;
    struct app *app = n->app;
    struct console *c = n->c;
    snprintf(name, sizeof name, "%s", v[1].value);
    snprintf(qmgr, sizeof qmgr, "%s", n->qmgr);
    console_pop(c);   /* this panel goes (n with it) */
    obj_edit_open(c, app, &mq_obj_panels, OBJ_INSERT, kind, qmgr, name);
    return ENTRY_PENDING;
}

int mq_new_open(struct console *c, struct app *app, const char *qmgr, bool queues)
{
    struct new_obj *n = calloc(1, sizeof *n);
    if (!n) {
        console_msg(c, MSG_SOURCE_ERROR, "out of memory", NULL);
        return -1;
    }
    *n = (struct new_obj){.app = app, .c = c, .queues = queues};
    snprintf(n->qmgr, sizeof n->qmgr, "%s", qmgr);
    const struct kind_def *first = mq_kind(queues ? MQ_QLOCAL : MQ_CLUSRCVR);
    n->fields[0] = (struct field_def){.key = "qmgr", .label = "Queue manager", .type = AT_NAME,
                                      .max = 48, .flags = FD_OUTPUT};
    n->fields[1] = (struct field_def){.key = "name", .label = queues ? "Queue name" : "Channel name",
                                      .type = AT_NAME, .max = first->name_max,
                                      .flags = FD_FOLD | FD_REQUIRED, .hint = "(name)",
                                      .check = name_problem, .check_ctx = first};
    n->fields[2] = (struct field_def){.key = "type", .label = queues ? "Queue type" : "Channel type",
                                      .type = AT_ENUM, .choices = queues ? queue_types : channel_types,
                                      .flags = FD_FOLD | FD_REQUIRED,
                                      .hint = queues ? "QLOCAL, QALIAS, QREMOTE or QMODEL"
                                                     : "CLUSRCVR, CLUSSDR or another type"};
    const char *values[] = {qmgr, "", queues ? "QLOCAL" : "CLUSRCVR"};
    struct entry_spec spec = {
        .def = queues ? &mq_new_queue_panel : &mq_new_channel_panel, .fields = n->fields, .nfields = 3, .values = values,
        .footer = "F3 goes on to the new object's attributes; F12 cancels.", .save = go, .ctx = n,
        .ctx_free = free,
    };
    struct panel *p = entry_new(&spec);
    if (!p || console_push(c, p) < 0) {
        console_msg(c, MSG_SOURCE_ERROR, "out of memory", NULL);
        return -1;
    }
    return 0;
}
