/* import/mqsc/mqsc_export.c — MQSC in the format tables: the reader's option (--qmgr), what MQSC
 * can carry back (MQ's native checks) and the writer as an export format, one file per queue
 * manager; see mqsc_export.h and import_run.h. */
#include "import/mqsc/mqsc_export.h"


#include "import/import_run.h"
#include "import/mqsc/mqsc_write.h"

static const struct import_option_def qmgr_option = {
    .name = "qmgr",
    .system = "mq",
    .what = "a queue manager name",
    .metavar = "NAME",
    .label = "Queue manager",
    .names = "the queue manager",
    .help = "the queue manager of the MQSC scripts after it that have no dmpmqcfg header naming one",
};

static const struct import_option_def platform_option = {
    .name = "platform",
    .system = "mq",
    .what = "zos, unix or windows",
    .metavar = "zos|unix|windows",
    .label = "Platform",
    .names = "the platform of the queue manager",
    .help = "the platform of the queue manager of the MQSC scripts after it, kept with it: on z/OS "
            "MQSC is read in columns 1 to 72 and the export writes lines of 72 columns at most",
};

const struct import_option_def *const mqsc_options[] = {&qmgr_option, &platform_option, NULL};

const struct import_native mqsc_native = {
    .system = "mq",
    .text_problem = mqsc_comment_problem,
    .keyword_problem = mqsc_keyword_problem,
    .verbatim_problem = mqsc_verbatim_problem,
    .fold_keywords = true,
};

int export_mqsc_filename(const char *qmgr, char *buf, size_t n)
{
    return export_safe_filename(qmgr, ".mqsc", buf, n);
}

/* The MQSC file of one queue manager (export_format.write_top). */
static enum export_status write_top(struct export_out *o, const struct pol_object *top,
                                    const struct export_options *opt, struct export_error *err)
{
    return export_mqsc_qmgr(o, top, opt, err);
}

const struct export_format mqsc_export_format = {
    .name = "mqsc",
    .title = "MQSC commands, one file per queue manager (QM1.mqsc), in dmpmqcfg's layout",
    .system = "mq",
    .file = NULL,
    .file_name = export_mqsc_filename,
    .write_top = write_top,
};
