/* ui/mq/mq_queues.c — MQ300, a queue manager's queues with their cluster attributes (CLUSTER,
 * DEFBIND, PUT, CLWLPRTY, CLWLRANK, CLWLUSEQ), effective values. Putting a queue into a cluster
 * (or taking it out) is an edit of its CLUSTER (E); a save that takes a cluster queue out of its
 * cluster asks first (MQ024). Line commands E, B, I (a new queue: MQ310), C, D, V; INSERT on the
 * command line. */
#include "ui/mq/mq_panels.h"
#include "model/mq/mq_model.h"

static const char *const actions[] = OBJ_LIST_ACTIONS("Queue");

static const struct lcmd_def lcmds[] = {
    {"E", "Edit"}, {"B", "Browse"}, {"I", "Insert"}, {"C", "Copy"}, {"D", "Delete"},
    {"V", "Verbatim"}, {NULL, NULL},
};

static const struct pd_choice queue_choices[] = {
    {"New queue...", "INSERT", 'N'},
    {"Cluster queue instances...", "=2.2", 'Q'},
    OBJ_LIST_CHOICES_END,
};

static const struct pulldown pulldowns[] = OBJ_LIST_PULLDOWNS("Queue", queue_choices);

const struct panel_def mq_queues_panel = {
    .id = "MQ300",
    .title = "Queues",
    .kind = PANEL_TABLE,
    .actions = actions,
    .keys = &keylist_table,
    .lcmds = lcmds,
    .pulldowns = pulldowns,
    .help = "A queue manager's local, alias, remote and model queues, by name, with their cluster "
            "attributes: the cluster each is shared in, DEFBIND, whether puts are enabled, "
            "CLWLPRTY, CLWLRANK and CLWLUSEQ, as in effect (the queue manager's SYSTEM.DEF queue of "
            "the type when it was imported, else MQ's default).\n"
            "E edits a queue (putting it into a cluster is typing its CLUSTER), B shows it read "
            "only, I defines a new one (INSERT on the command line too), C one like it (DEFINE "
            "LIKE), D deletes it after a confirmation, V shows the attributes wlmcon keeps "
            "verbatim. LOCATE name goes to a queue, FIND text to the next row holding the text. "
            "COLUMNS MAXDEPTH (or View, Choose columns) shows any attribute as a column of its own.",
};

static const struct obj_col cols[] = {
    {{"name", "Queue", 24, TC_FIXED}, NULL},
    {{"kind", "Type", 7, 0}, NULL},
};

static int insert(struct console *c, struct obj_list *l)
{
    return mq_new_open(c, l->app, l->top, true);
}

int mq_queues_open(struct console *c, struct app *app, const char *qmgr)
{
    static const struct kind_def *kinds[MQ_QMODEL - MQ_QLOCAL + 1];
    for (int k = MQ_QLOCAL; k <= MQ_QMODEL; k++)
        kinds[k - MQ_QLOCAL] = mq_kind((enum mq_kind)k);
    struct obj_list_spec spec = {
        .def = &mq_queues_panel, .kinds = kinds, .panels = &mq_obj_panels, .nkinds = sizeof kinds / sizeof kinds[0], .top = qmgr,
        .cols = cols, .ncols = sizeof cols / sizeof cols[0], .insert = insert,
    };
    return obj_list_open(c, app, &spec);
}
