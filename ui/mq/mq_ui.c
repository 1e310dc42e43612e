/* ui/mq/mq_ui.c — IBM MQ's row of the console's table of systems; see mq_ui.h. */
#include "ui/mq/mq_ui.h"

#include "import/mqsc/mqsc_formats.h"
#include "model/mq/mq.h"

#include "ui/mq/mq_panels.h"
#include "model/mq/mq_model.h"

static const struct ui_import_option qmgr_option = {
    .name = "qmgr",
    .label = "Queue manager",
    .help = "The queue manager the commands of a runmqsc script belong to, when the script does not "
            "say (as --qmgr does for wlmcon import). A dmpmqcfg dump names its own and a YAML "
            "document names each one, so this is left blank for them. F4 lists the queue managers "
            "the store holds; a new name is taken too.",
    .applies = "Scripts without a queue manager go to",
};

static const struct panel_def *const panels[] = {
    &mq_menu_panel, &mq_qmgrs_panel, &mq_qmgr_menu_panel, &mq_qmgr_panel, &mq_suspend_panel,
    &mq_channels_panel, &mq_new_channel_panel, &mq_channel_panel, &mq_queues_panel,
    &mq_new_queue_panel, &mq_queue_panel, &mq_clusq_panel, &mq_clusters_panel, &mq_members_panel,
    &mq_cluster_queues_panel, &mq_verbatim_panel, &mq_columns_panel, NULL,
};

const struct ui_system mq_ui_system = {
    .system = "mq",
    .def = &mq_system_def,
    .readers = mq_readers,
    .writers = mq_writers,
    .menu = {"2", "MQ", "Queue manager clusters, CLWL", 'M'},
    .open = mq_part_open,
    .open_object = mq_object_open,
    .summary_text = mq_summary_text,
    .summary_json = mq_summary_json,
    .summary_head = mq_summary_head,
    .import_option = &qmgr_option,
    .export_format = "mqsc",
    .panels = panels,
    .export_descr = "One runmqsc script per queue manager, in dmpmqcfg's layout",
};
