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
    .type = IMPORT_OPT_NAME,
    .kind = "QMGR",
};

static const struct attr_choice platforms[] = {
    {"zos", "z/OS: MQSC in columns 1 to 72"},
    {"unix", "Linux, AIX and other UNIX systems"},
    {"windows", "Windows"},
    {NULL, NULL},
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
    .type = IMPORT_OPT_CHOICE,
    .choices = platforms,
};

const struct import_option_def *const mqsc_options[] = {&qmgr_option, &platform_option, NULL};

const struct import_option_def *const mqsc_qmgr_options[] = {&qmgr_option, NULL};

static const struct import_option_def width_option = {
    .name = "width",
    .system = "mq",
    .what = "a line width",
    .metavar = "N",
    .label = "Line width",
    .names = "the line width",
    .help = "the longest line written, in columns (72, the narrowest that MQ reads, when not given; "
            "0: 2048): a longer command is continued on the next line",
    .type = IMPORT_OPT_INT,
    .min = EXPORT_WIDTH_MIN,
    .max = EXPORT_WIDTH_MAX,
    .zero = "2048",
    .dflt = "72",
};

static const struct import_option_def *const writer_options[] = {&width_option, NULL};

const struct import_native mqsc_native = {
    .system = "mq",
    .text_problem = mqsc_comment_problem,
    .keyword_problem = mqsc_keyword_problem,
    .verbatim_problem = mqsc_verbatim_problem,
    .fold_keywords = true,
};

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
    .suffix = ".mqsc",
    .write_top = write_top,
    .options = writer_options,
};
