/* ui/mq/mq_qmgr_menu.c — MQ610, one queue manager's objects (S on the queue managers list): its
 * attributes, channels, queues, and the attributes wlmcon keeps verbatim; its platform and object
 * counts at the side. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ui/engine/menu.h"
#include "ui/mq/mq_panels.h"
#include "model/mq/mq_model.h"

static const char *const actions[] = {"Queue-Manager", "Utilities", "Options", "Help", NULL};

static const struct pd_choice qmgr_choices[] = {
    {"Attributes", "1", 'A'},
    {"Channels", "2", 'C'},
    {"Queues", "3", 'Q'},
    {"Verbatim attributes", "4", 'V'},
    {"Exit", "END", 'X'},
    {NULL, NULL, 0},
};

static const struct pulldown pulldowns[] = {{"Queue-Manager", qmgr_choices, NULL}, {NULL, NULL, NULL}};

const struct panel_def mq_qmgr_menu_panel = {
    .id = "MQ610", .former_id = "MQ110",
    .title = "Queue Manager",
    .kind = PANEL_MENU,
    .actions = actions,
    .keys = &keylist_menu,
    .pulldowns = pulldowns,
    .help = "One queue manager's objects: its attributes (CLWLUSEQ, CLWLMRUC, its full "
            "repositories, the workload exit), its channels with their workload-balancing "
            "attributes, its queues with their cluster attributes, and the attributes wlmcon keeps "
            "verbatim because it does not model them (read only, exported as they were read). At "
            "the right, its name and how many channels and queues it has.\n"
            "Type an option's number and press Enter, or put the cursor on it; F3 returns to the "
            "queue managers.",
};

static const struct menu_option options[] = {
    {"1", "Attributes", "CLWLUSEQ, CLWLMRUC, repositories"},
    {"2", "Channels", "Weights, priorities, ranks"},
    {"3", "Queues", "Cluster, binding, put, priority"},
    {"4", "Verbatim", "Attributes kept as they were read"},
};

struct qmgr_menu {
    struct app *app;
    char qmgr[MQ_NAME_MAX];
};

static void select_option(struct console *c, const struct menu_option *o, const char *rest, void *ctx)
{
    struct qmgr_menu *m = ctx;
    (void)rest;
    switch (o->opt[0]) {
    case '1':
        obj_edit_open(c, m->app, &mq_obj_panels, OBJ_EDIT, mq_kind(MQ_QMGR), m->qmgr, m->qmgr);
        break;
    case '2':
        mq_channels_open(c, m->app, m->qmgr);
        break;
    case '3':
        mq_queues_open(c, m->app, m->qmgr);
        break;
    default:
        obj_verbatim_open(c, m->app, &mq_obj_panels, mq_kind(MQ_QMGR), m->qmgr, m->qmgr);
        break;
    }
}

/* The number of objects of kinds first..last under the queue manager, as text. */
static void count(struct qmgr_menu *m, enum mq_kind first, enum mq_kind last, char *out, size_t n)
{
    const struct kind_def *kinds[MQ_NKINDS];
    size_t k = 0;
    for (int i = first; i <= (int)last; i++)
        kinds[k++] = mq_kind((enum mq_kind)i);
    struct store_list_spec spec = {kinds, k, m->qmgr, NULL, NULL, 0, NULL, NULL};
    long total = 0;
    struct store_error err;
    if (store_list_count(m->app->store, &spec, &total, &err) == STORE_OK)
        snprintf(out, n, "%ld", total);
    else
        snprintf(out, n, "-");
}

static int side(struct console *c, struct menu_side_line *l, int max, void *ctx)
{
    struct qmgr_menu *m = ctx;
    (void)c;
    if (max < 3)
        return 0;
    snprintf(l[0].label, sizeof l[0].label, "Name");
    snprintf(l[0].value, sizeof l[0].value, "%s", m->qmgr);
    snprintf(l[1].label, sizeof l[1].label, "Channels");
    count(m, MQ_CLUSRCVR, MQ_MQTT, l[1].value, sizeof l[1].value);
    snprintf(l[2].label, sizeof l[2].label, "Queues");
    count(m, MQ_QLOCAL, MQ_QMODEL, l[2].value, sizeof l[2].value);
    return 3;
}

int mq_qmgr_menu_open(struct console *c, struct app *app, const char *qmgr)
{
    struct qmgr_menu *m = calloc(1, sizeof *m);
    if (!m) {
        console_msg(c, MSG_SOURCE_ERROR, "out of memory", NULL);
        return -1;
    }
    m->app = app;
    snprintf(m->qmgr, sizeof m->qmgr, "%s", qmgr);
    struct menu_spec spec = {
        .def = &mq_qmgr_menu_panel,
        .options = options,
        .noptions = sizeof options / sizeof options[0],
        .instruction = "Enter an option.",
        .select = select_option,
        .side = side,
        .ctx = m,
        .ctx_free = free,
    };
    struct panel *p = menu_new(&spec);
    if (!p || console_push(c, p) < 0) {
        console_msg(c, MSG_SOURCE_ERROR, "out of memory", NULL);
        return -1;
    }
    char title[80];
    snprintf(title, sizeof title, "Queue Manager %s", qmgr);
    panel_set_title(p, title);
    return 0;
}
