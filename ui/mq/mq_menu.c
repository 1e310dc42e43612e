/* ui/mq/mq_menu.c — MQ700, option 2 of the primary menu: queue managers, cluster queues, clusters.
 * A jump =2.1 opens this menu and then its option 1, so END comes back here. */
#include <string.h>

#include "ui/engine/menu.h"
#include "ui/mq/mq_panels.h"
#include "model/mq/mq_model.h"

static const char *const actions[] = {"Menu", "Utilities", "Options", "Help", NULL};

static const struct pd_choice menu_choices[] = {
    {"Queue managers", "1", 'Q'},
    {"Cluster queues", "2", 'C'},
    {"Clusters", "3", 'L'},
    {"Exit", "END", 'X'},
    {NULL, NULL, 0},
};

static const struct pulldown pulldowns[] = {{"Menu", menu_choices, NULL}, {NULL, NULL, NULL}};

const struct panel_def mq_menu_panel = {
    .id = "MQ700", .former_id = "MQ000",
    .title = "IBM MQ Clusters",
    .kind = PANEL_MENU,
    .actions = actions,
    .keys = &keylist_menu,
    .pulldowns = pulldowns,
    .help = "IBM MQ clusters as the store holds them: the queue managers imported from their dumps "
            "or runmqsc scripts, or defined here. Option 1 lists the queue managers and, through "
            "each one, its attributes, channels and queues; option 2 every instance of every cluster "
            "queue across the queue managers; option 3 the clusters, with their full repositories, "
            "members and cluster queues.\n"
            "From any panel, =2.1, =2.2 and =2.3 go straight to these lists; F3 comes back here. "
            "Option 5 of the primary menu checks the clusters with MQ's rules, and S on a finding "
            "opens the object concerned.",
};

static const struct menu_option options[] = {
    {"1", "Queue managers", "Their clusters, attributes, channels and queues"},
    {"2", "Cluster queues", "Every instance of every cluster queue"},
    {"3", "Clusters", "Members, full repositories, cluster queues"},
};

static void select_option(struct console *c, const struct menu_option *o, const char *rest, void *ctx)
{
    struct app *app = ctx;
    (void)rest;
    if (o->opt[0] == '1')
        mq_qmgrs_open(c, app);
    else if (o->opt[0] == '2')
        mq_clusq_open(c, app, NULL);
    else
        mq_clusters_open(c, app);
}

int mq_part_open(struct console *c, const char *rest, void *ctx)
{
    struct menu_spec spec = {
        .def = &mq_menu_panel,
        .options = options,
        .noptions = sizeof options / sizeof options[0],
        .instruction = "Enter an option, or =2.n from any panel to jump there.",
        .select = select_option,
        .ctx = ctx,
    };
    struct panel *p = menu_new(&spec);
    if (!p || console_push(c, p) < 0) {
        console_msg(c, MSG_SOURCE_ERROR, "out of memory", NULL);
        return -1;
    }
    if (rest && rest[0])
        console_dispatch(c, rest);
    return 0;
}
