/* ui/mq_channels.c — MQ200, a queue manager's channels with their workload-balancing attributes
 * (CLWLWGHT, CLWLPRTY, CLWLRANK, NETPRTY), cluster and connection name, effective values (the
 * default object's, SYSTEM.DEF.CLUSRCVR…, when a channel does not state one). Line commands E, B,
 * I (a new channel: MQ210), C (DEFINE LIKE), D, V; INSERT on the command line. */
#include <string.h>
#include <strings.h>

#include "ui/mq_panels.h"

static const char *const actions[] = {"Channel", "View", "Options", "Help", NULL};

static const struct lcmd_def lcmds[] = {
    {"E", "Edit"}, {"B", "Browse"}, {"I", "Insert"}, {"C", "Copy"}, {"D", "Delete"},
    {"V", "Verbatim"}, {NULL, NULL},
};

static const struct pd_choice channel_choices[] = {
    {"New channel...", "INSERT", 'N'},
    {"Clusters...", "=2.3", 'C'},
    {"Validate the policy...", "=5", 'V'},
    {"Exit", "END", 'X'},
    {NULL, NULL, 0},
};

static const struct pulldown pulldowns[] = {
    {"Channel", channel_choices, NULL}, {"View", mq_view_choices, NULL}, {NULL, NULL, NULL},
};

static const struct panel_def def = {
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
            "row holding the text.",
};

static const struct tbl_col cols[] = {
    {"name", "Channel", 20, TC_FIXED},
    {"kind", "Type", 8, 0},
    {"clwlwght", "Weight", 6, TC_RIGHT},
    {"clwlprty", "Prty", 4, TC_RIGHT},
    {"clwlrank", "Rank", 4, TC_RIGHT},
    {"netprty", "NetPrty", 7, TC_RIGHT},
    {"cluster", "Cluster", 10, 0},
    {"conname", "Connection name", 30, 0},
    {"descr", "Description", 40, 0},
};

static const char *const keys[] = {"clwlwght", "clwlprty", "clwlrank", "netprty", "cluster", "conname",
                                   "descr"};

static enum table_lc_rc line_command(struct console *c, struct panel *p, const char *code,
                                     const char *key, long pos, void *ctx)
{
    struct mq_list *l = ctx;
    (void)p;
    (void)pos;
    if (strcmp(code, "I") == 0)
        return mq_new_open(c, l->app, l->qmgr, false) == 0 ? TABLE_LC_WAIT : TABLE_LC_STOP;
    return mq_list_object_command(c, l, code, key);
}

static enum panel_rc command(struct console *c, struct panel *p, const struct cmd *cmd, void *ctx)
{
    struct mq_list *l = ctx;
    (void)p;
    if (strcasecmp(cmd->word, "INSERT") != 0 && strcasecmp(cmd->word, "I") != 0)
        return PANEL_PASS;
    mq_new_open(c, l->app, l->qmgr, false);
    return PANEL_DONE;
}

int mq_channels_open(struct console *c, struct app *app, const char *qmgr)
{
    static const struct kind_def *kinds[MQ_MQTT - MQ_CLUSRCVR + 1];
    for (int k = MQ_CLUSRCVR; k <= MQ_MQTT; k++)
        kinds[k - MQ_CLUSRCVR] = mq_kind((enum mq_kind)k);
    struct mq_list_spec spec = {
        .def = &def, .kinds = kinds, .nkinds = sizeof kinds / sizeof kinds[0], .qmgr = qmgr,
        .keys = keys, .nkeys = sizeof keys / sizeof keys[0], .cols = cols,
        .ncols = sizeof cols / sizeof cols[0], .line_command = line_command, .command = command,
    };
    return mq_list_open(c, app, &spec);
}
