/* ui/mq/mq_ui.h — IBM MQ's row of the console's table of systems (ui/systems.h) and the cluster
 * summary writers it names (mq_report.c). */
#ifndef WLMCON_UI_MQ_UI_H
#define WLMCON_UI_MQ_UI_H

#include <stdio.h>

#include "ui/systems.h"
#include "model/mq/mq_model.h"

extern const struct ui_system mq_ui_system;

/* The cluster summary (model/mq/mq_summary.h, struct mq_summary) as the report's text: one block
 * per cluster (its repositories, members with their CLUSRCVRs, cluster queues with their
 * instances, the queue managers not imported), or "No clusters.". */
void mq_summary_text(FILE *out, const void *summary);

/* The same as the report's JSON: `"clusters": [...]`, one object per cluster. */
void mq_summary_json(FILE *out, const void *summary);

/* The same as the Validate panel's lines: one per cluster ("CLS2: full QM4, QM5; partial QM6;
 * 2 cluster queues"), the last saying how many more when they do not all fit, or "Clusters none".
 * Returns the number of lines (at most max). */
int mq_summary_head(const void *summary, struct table_head *lines, int max);

#endif
