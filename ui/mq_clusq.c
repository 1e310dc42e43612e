/* ui/mq_clusq.c — MQ400, the cluster queue instances across every queue manager: the local, alias
 * and remote queues whose CLUSTER is set, by queue name and then queue manager, read a window at
 * a time from the store's list index (100,000 rows cost a keystroke what a page costs). LOCATE
 * positions on a queue name. Line commands E, B, V. */
#include <stdio.h>
#include <string.h>

#include "ui/mq_panels.h"

static const char *const actions[] = {"Queue", "View", "Options", "Help", NULL};

static const struct lcmd_def lcmds[] = {
    {"E", "Edit"}, {"B", "Browse"}, {"V", "Verbatim"}, {NULL, NULL},
};

static const struct pd_choice queue_choices[] = {
    {"Queue managers...", "=2.1", 'M'},
    {"Clusters...", "=2.3", 'C'},
    {"Validate the policy...", "=5", 'V'},
    {"Exit", "END", 'X'},
    {NULL, NULL, 0},
};

static const struct pulldown pulldowns[] = {
    {"Queue", queue_choices, NULL}, {"View", mq_view_choices, NULL}, {NULL, NULL, NULL},
};

static const struct panel_def def = {
    .id = "MQ400",
    .title = "Cluster Queue Instances",
    .kind = PANEL_TABLE,
    .actions = actions,
    .keys = &keylist_table,
    .lcmds = lcmds,
    .pulldowns = pulldowns,
    .help = "Every instance of every cluster queue: the local, alias and remote queues whose CLUSTER "
            "is set, on every queue manager of the store, by queue name and then queue manager, so "
            "that the instances among which the workload algorithm chooses stand together. Each "
            "shows its type, cluster, DEFBIND, whether puts are enabled, CLWLPRTY and CLWLRANK as in "
            "effect.\n"
            "E edits an instance, B shows it read only, V shows the attributes wlmcon keeps "
            "verbatim. LOCATE name goes to a queue's first instance; FIND text to the next row "
            "holding the text. The list is read from the store a page at a time, so a large store "
            "scrolls as fast as a small one.",
};

static const struct tbl_col cols[] = {
    {"name", "Queue", 22, TC_FIXED},
    {"top", "Queue manager", 13, 0},
    {"kind", "Type", 7, 0},
    {"cluster", "Cluster", 10, 0},
    {"defbind", "DEFBIND", 8, 0},
    {"put", "PUT", 8, 0},
    {"clwlprty", "Prty", 4, TC_RIGHT},
    {"clwlrank", "Rank", 4, TC_RIGHT},
    {"descr", "Description", 40, 0},
};

static const char *const keys[] = {"cluster", "defbind", "put", "clwlprty", "clwlrank", "descr"};

static enum table_lc_rc line_command(struct console *c, struct panel *p, const char *code,
                                     const char *key, long pos, void *ctx)
{
    (void)p;
    (void)pos;
    return mq_list_object_command(c, ctx, code, key);
}

int mq_clusq_open(struct console *c, struct app *app, const char *locate)
{
    static const struct kind_def *kinds[3];
    kinds[0] = mq_kind(MQ_QLOCAL);
    kinds[1] = mq_kind(MQ_QALIAS);
    kinds[2] = mq_kind(MQ_QREMOTE);
    struct mq_list_spec spec = {
        .def = &def, .kinds = kinds, .nkinds = 3, .nonblank = "cluster", .keys = keys,
        .nkeys = sizeof keys / sizeof keys[0], .cols = cols, .ncols = sizeof cols / sizeof cols[0],
        .line_command = line_command,
    };
    if (mq_list_open(c, app, &spec) < 0)
        return -1;
    if (locate) {
        char cmd[80];
        snprintf(cmd, sizeof cmd, "LOCATE '%s'", locate);
        console_dispatch(c, cmd);
    }
    return 0;
}
