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

static const struct panel_def def = {
    .id = "MQ200",
    .title = "Channels",
    .kind = PANEL_TABLE,
    .actions = actions,
    .keys = &keylist_table,
    .lcmds = lcmds,
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
