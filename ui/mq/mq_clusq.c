/* ui/mq/mq_clusq.c — MQ400, the cluster queue instances across every queue manager: the local, alias
 * and remote queues whose CLUSTER or CLUSNL is set, by queue name and then queue manager, read a window at
 * a time from the store's list index (100,000 rows cost a keystroke what a page costs). LOCATE
 * positions on a queue name. Line commands E, B, V. */
#include <stdio.h>

#include "ui/mq/mq_panels.h"

static const char *const actions[] = OBJ_LIST_ACTIONS("Queue");

static const struct lcmd_def lcmds[] = {
    {"E", "Edit"}, {"B", "Browse"}, {"V", "Verbatim"}, {NULL, NULL},
};

static const struct pd_choice queue_choices[] = {
    {"Queue managers...", "=2.1", 'M'},
    {"Clusters...", "=2.3", 'C'},
    OBJ_LIST_CHOICES_END,
};

static const struct pulldown pulldowns[] = OBJ_LIST_PULLDOWNS("Queue", queue_choices);

static const struct panel_def def = {
    .id = "MQ400",
    .title = "Cluster Queue Instances",
    .kind = PANEL_TABLE,
    .actions = actions,
    .keys = &keylist_table,
    .lcmds = lcmds,
    .pulldowns = pulldowns,
    .help = "Every instance of every cluster queue: the local, alias and remote queues whose CLUSTER "
            "or cluster namelist (CLUSNL) is set, on every queue manager of the store, by queue name and then queue manager, so "
            "that the instances among which the workload algorithm chooses stand together. Each "
            "shows its type, cluster or namelist, DEFBIND, whether puts are enabled, CLWLPRTY, CLWLRANK and (on a "
            "local queue) CLWLUSEQ as in effect.\n"
            "E edits an instance, B shows it read only, V shows the attributes wlmcon keeps "
            "verbatim. LOCATE name goes to a queue's first instance; FIND text to the next row "
            "holding the text. The list is read from the store a page at a time, so a large store "
            "scrolls as fast as a small one. "
            "COLUMNS MAXDEPTH (or View, Choose columns) shows any attribute as a column of its own.",
};

static const struct obj_col cols[] = {
    {{"name", "Queue", 22, TC_FIXED}, NULL},
    {{"top", "Queue manager", 13, 0}, NULL},
    {{"kind", "Type", 7, 0}, NULL},
    {{"clusnl", "Namelist", 10, 0}, "clwlprty"},
};

static const char *const reads[] = {"clusnl"};

int mq_clusq_open(struct console *c, struct app *app, const char *locate)
{
    static const struct kind_def *kinds[3];
    kinds[0] = mq_kind(MQ_QLOCAL);
    kinds[1] = mq_kind(MQ_QALIAS);
    kinds[2] = mq_kind(MQ_QREMOTE);
    struct obj_list_spec spec = {
        .def = &def, .panels = &mq_obj_panels, .kinds = kinds, .nkinds = 3, .nonblank = "cluster", .cols = cols,
        .ncols = sizeof cols / sizeof cols[0], .reads = reads, .nreads = 1,
    };
    if (obj_list_open(c, app, &spec) < 0)
        return -1;
    if (locate) {
        char cmd[80];
        snprintf(cmd, sizeof cmd, "LOCATE '%s'", locate);
        console_dispatch(c, cmd);
    }
    return 0;
}
