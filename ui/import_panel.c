/* ui/import_panel.c — the Import panel; see import_panel.h. */
#include "ui/import_panel.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

#include "ui/app.h"
#include "ui/entry.h"
#include "ui/import_files.h"
#include "ui/import_result.h"

static const char *const actions[] = {"Import", "Options", "Help", NULL};

static const struct panel_def def = {
    .id = "IMP100",
    .title = "Import Configuration Files",
    .kind = PANEL_ENTRY,
    .actions = actions,
    .keys = &keylist_entry,
};

/* MQ's rule for a queue manager name (the --qmgr of scripts without one). */
static const char *qmgr_check(const struct field_def *fd, const char *value)
{
    (void)fd;
    return mq_name_problem(mq_kind(MQ_QMGR), value, NULL);
}

static const struct field_def fields[] = {
    {.key = "path", .label = "File or directory", .type = AT_TEXT, .max = 1024,
     .help = "A file to import, or a directory whose files to list (blank: the current directory)."},
    {.key = "qmgr", .label = "Queue manager", .type = AT_NAME, .max = 48, .check = qmgr_check,
     .help = "The queue manager the commands of a runmqsc script belong to, when the script does not "
             "say (as --qmgr does for wlmcon import). Dumps name their own."},
};

static const char footer[] = "A file is imported at once; a directory lists its files to pick.";

/* Enter: a directory lists its files, a file is imported once confirmed. */
static void enter(struct console *c, struct panel *p, const struct entry_value *v, size_t n, void *ctx)
{
    (void)n;
    const char *path = v[0].value[0] ? v[0].value : ".", *qmgr = v[1].value;
    struct stat st;
    int rc = stat(path, &st);
    if (rc != 0 || (!S_ISDIR(st.st_mode) && !S_ISREG(st.st_mode))) {
        const char *why = rc != 0 ? strerror(errno) : "not a file or a directory";
        console_field_msg(c, p, entry_field(p, "path"), MSG_NO_SUCH_PATH, path, why, NULL);
        return;
    }
    if (S_ISDIR(st.st_mode))
        import_files_open(c, ctx, path, qmgr);
    else
        import_confirm(c, ctx, &path, 1, qmgr, false);
}

int import_part_open(struct console *c, const char *rest, void *ctx)
{
    (void)rest;
    struct entry_spec spec = {
        .def = &def,
        .fields = fields,
        .nfields = sizeof fields / sizeof fields[0],
        .footer = footer,
        .enter = enter,
        .ctx = ctx,
    };
    struct panel *p = entry_new(&spec);
    return p ? console_push(c, p) : -1;
}
