/* import/mqsc/mqsc_export.c — MQSC in the format tables: the reader's option (--qmgr), what MQSC
 * can carry back (MQ's native checks) and the writer as an export format, one file per queue
 * manager; see mqsc_export.h and import_run.h. */
#include "import/mqsc/mqsc_export.h"

#include <stdio.h>
#include <stdlib.h>

#include "import/import_run.h"
#include "import/mqsc/mqsc_write.h"

static const struct import_option_def qmgr_option = {
    .name = "qmgr",
    .system = "mq",
    .what = "a queue manager name",
    .metavar = "NAME",
    .names = "the queue manager",
    .help = "the queue manager of the MQSC scripts after it that have no dmpmqcfg header naming one",
};

static const struct import_option_def platform_option = {
    .name = "platform",
    .system = "mq",
    .what = "zos, unix or windows",
    .metavar = "zos|unix|windows",
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

/* One file: the output and the options, until its queue manager is written. */
struct mqsc_file {
    struct export_out *out;
    struct export_options opt;
};

static enum export_status file_begin(struct export_out *o, const struct export_options *opt, void **state,
                                     struct export_error *err)
{
    struct mqsc_file *f = malloc(sizeof *f);
    if (!f) {
        err->status = EXPORT_NOMEM;
        snprintf(err->msg, sizeof err->msg, "out of memory starting an MQSC file");
        return EXPORT_NOMEM;
    }
    *f = (struct mqsc_file){o, *opt};
    *state = f;
    return EXPORT_OK;
}

static enum export_status file_top(void *state, const struct pol_object *top, struct export_error *err)
{
    struct mqsc_file *f = state;
    return export_mqsc_qmgr(f->out, top, &f->opt, err);
}

static enum export_status file_end(void *state, struct export_error *err)
{
    (void)err;
    free(state);
    return EXPORT_OK;
}

const struct export_format mqsc_export_format = {
    .name = "mqsc",
    .title = "MQSC commands, one file per queue manager (QM1.mqsc), in dmpmqcfg's layout",
    .system = "mq",
    .file = NULL,
    .file_name = export_mqsc_filename,
    .begin = file_begin,
    .system_begin = NULL,
    .top = file_top,
    .end = file_end,
    .suffix = ".mqsc",
};
