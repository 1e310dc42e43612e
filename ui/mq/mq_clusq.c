/* ui/mq/mq_clusq.c — MQ400, the cluster queue instances across every queue manager: the local, alias
 * and remote queues whose CLUSTER or CLUSNL is set, by queue name and then queue manager, read a window at
 * a time from the store's list index (100,000 rows cost a keystroke what a page costs). LOCATE
 * positions on a queue name. Line commands E, B, V. Each instance also shows the state of the
 * channel to its queue manager and who observed it how long ago, from the observations imported
 * (mq_seen.h), as they were when the panel opened. */
#include <stdio.h>
#include <string.h>

#include "ui/mq/mq_panels.h"
#include "ui/mq/mq_seen.h"
#include "model/mq/mq_model.h"

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

const struct panel_def mq_clusq_panel = {
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
            "Channel is the state of the channel to the instance's queue manager in its cluster as "
            "the imported observations (runmqsc DISPLAY CLUSQMGR and DISPLAY CHSTATUS output) show "
            "it, the least available when several do; INACTIVE when the channel has no channel "
            "status block (inactive channels have no CHSTATUS); blank when no observation shows it. Observed "
            "names the queue manager whose observation that is and how long ago it was taken.\n"
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
    {{"chstate", "Channel", 9, 0}, "(after the attributes)"},
    {{"observed", "Observed", 14, 0}, "(after the attributes)"},
};

/* The attribute cells, and the observed state of the channel to the row's queue manager. */
static const char *cell(void *ctx, const struct store_list_row *r, int col, char *buf, size_t n)
{
    struct obj_list *l = ctx;
    const char *key = l->cols[col].key;
    bool state = strcmp(key, "chstate") == 0;
    if (!state && strcmp(key, "observed") != 0)
        return obj_list_cell(ctx, r, col, buf, n);
    const struct mq_seen *seen = l->data;
    const char *cluster = obj_list_value(l, r, "cluster");
    char st[24], by[80];
    mq_seen_cells(&seen->pol, seen->now, r->top, cluster && *cluster != ' ' ? cluster : NULL, st,
                  sizeof st, by, sizeof by);
    snprintf(buf, n, "%s", state ? st : by);
    return buf;
}

static const char *const reads[] = {"clusnl", "cluster"};

int mq_clusq_open(struct console *c, struct app *app, const char *locate)
{
    static const struct kind_def *kinds[3];
    kinds[0] = mq_kind(MQ_QLOCAL);
    kinds[1] = mq_kind(MQ_QALIAS);
    kinds[2] = mq_kind(MQ_QREMOTE);
    char why[256];
    struct mq_seen *seen = mq_seen_load(app, why, sizeof why);
    if (!seen) {
        console_msg(c, MSG_SOURCE_ERROR, why, NULL);
        return -1;
    }
    struct obj_list_spec spec = {
        .def = &mq_clusq_panel, .panels = &mq_obj_panels, .kinds = kinds, .nkinds = 3, .nonblank = "cluster", .cols = cols,
        .ncols = sizeof cols / sizeof cols[0], .reads = reads, .nreads = 2, .cell = cell, .data = seen,
        .data_free = mq_seen_free,
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
