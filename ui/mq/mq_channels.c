/* ui/mq/mq_channels.c — MQ200, a queue manager's channels with their workload-balancing attributes
 * (CLWLWGHT, CLWLPRTY, CLWLRANK, NETPRTY), cluster and connection name, effective values (the
 * default object's, SYSTEM.DEF.CLUSRCVR…, when a channel does not state one). Line commands E, B,
 * I (a new channel: MQ210), C (DEFINE LIKE), D, V; INSERT on the command line. */
#include "ui/mq/mq_panels.h"
#include "model/mq/mq_model.h"

static const char *const actions[] = OBJ_LIST_ACTIONS("Channel");

static const struct lcmd_def lcmds[] = {
    {"E", "Edit"}, {"B", "Browse"}, {"I", "Insert"}, {"C", "Copy"}, {"D", "Delete"},
    {"V", "Verbatim"}, {NULL, NULL},
};

static const struct pd_choice channel_choices[] = {
    {"New channel...", "INSERT", 'N'},
    {"Clusters...", "=2.3", 'C'},
    OBJ_LIST_CHOICES_END,
};

static const struct pulldown pulldowns[] = OBJ_LIST_PULLDOWNS("Channel", channel_choices);

const struct panel_def mq_channels_panel = {
    .id = "MQ200",
    .title = "Channels",
    .kind = PANEL_TABLE,
    .actions = actions,
    .keys = &keylist_table,
    .lcmds = lcmds,
    .pulldowns = pulldowns,
    .help = "A queue manager's channels, by name, with what the cluster workload algorithm reads of "
            "each: CLWLWGHT (its share of the messages), CLWLPRTY and CLWLRANK (which are chosen "
            "first), NETPRTY; then its cluster and connection name. A value the channel does not "
            "state is shown as it is in effect: the queue manager's SYSTEM.DEF channel of the type "
            "when it was imported, else MQ's default.\n"
            "E edits a channel, B shows it read only, I defines a new one (INSERT on the command "
            "line too), C one like it (DEFINE LIKE), D deletes it after a confirmation, V shows the "
            "attributes wlmcon keeps verbatim. LOCATE name goes to a channel, FIND text to the next "
            "row holding the text. "
            "COLUMNS MCAUSER (or View, Choose columns) shows any attribute as a column of its own.",
};

static const struct obj_col cols[] = {
    {{"name", "Channel", 20, TC_FIXED}, NULL},
    {{"kind", "Type", 8, 0}, NULL},
};

static int insert(struct console *c, struct obj_list *l)
{
    return mq_new_open(c, l->app, l->top, false);
}

int mq_channels_open(struct console *c, struct app *app, const char *qmgr)
{
    static const struct kind_def *kinds[MQ_MQTT - MQ_CLUSRCVR + 1];
    for (int k = MQ_CLUSRCVR; k <= MQ_MQTT; k++)
        kinds[k - MQ_CLUSRCVR] = mq_kind((enum mq_kind)k);
    struct obj_list_spec spec = {
        .def = &mq_channels_panel, .kinds = kinds, .panels = &mq_obj_panels, .nkinds = sizeof kinds / sizeof kinds[0], .top = qmgr,
        .cols = cols, .ncols = sizeof cols / sizeof cols[0], .insert = insert,
    };
    return obj_list_open(c, app, &spec);
}
