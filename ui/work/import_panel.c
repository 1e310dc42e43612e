/* ui/work/import_panel.c — the Import panel; see import_panel.h. */
#include "ui/work/import_panel.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

#include "ui/work/app.h"
#include "ui/engine/entry.h"
#include "ui/work/import_files.h"
#include "ui/work/import_result.h"
#include "ui/engine/pulldown.h"
#include "ui/systems.h"
#include "ui/work/work_msg.h"

static const char *const actions[] = {"Import", "Options", "Help", NULL};

static const struct pd_choice import_choices[] = {
    {"Validate the policy...", "=5", 'V'},
    {"Export files...", "=8", 'E'},
    {"Change history...", "=9", 'H'},
    {"Exit", "END", 'X'},
    {NULL, NULL, 0},
};

static const struct pulldown pulldowns[] = {{"Import", import_choices, NULL}, {NULL, NULL, NULL}};

static const struct panel_def def = {
    .id = "IMP100",
    .title = "Import Configuration Files",
    .kind = PANEL_ENTRY,
    .actions = actions,
    .keys = &keylist_entry,
    .pulldowns = pulldowns,
    .help = "Reads configuration files into the policy store, as wlmcon import does: every format "
            "a system reads, and wlmcon's own YAML document, each known by its content. Type a "
            "file's path and press Enter to import it after a confirmation, or a directory's "
            "(blank: the current directory) to list its files and pick some with S. The fields "
            "under the path are the options of the formats, for the files that do not say; the "
            "panel opens with the values of its last Enter.\n"
            "An import is all or nothing: the files go into the store in one transaction, recorded "
            "in the journal as one batch that option 9 (History) can undo. A file with an error "
            "changes nothing; the result panel lists every problem with its file and line. While it "
            "runs, the line under the command line shows how far it has come, and Ctrl-C stops it "
            "with nothing imported.",
};

/* The option's kind's name rule (fd->check_ctx is the kind). */
static const char *option_check(const struct field_def *fd, const char *value)
{
    return schema_name_problem(fd->check_ctx, value, NULL);
}

/* The option's own check (fd->check_ctx is its import_option_def): the value and the phrase its
 * declaration says after it ("0 is not a record length: …"), static until the next call. */
static const char *declared_check(const struct field_def *fd, const char *value)
{
    static char why[160];
    const struct import_option_def *d = fd->check_ctx;
    const char *phrase = d->value_problem ? d->value_problem(value) : NULL;
    if (!phrase)
        return NULL;
    snprintf(why, sizeof why, "%.16s %s", value, phrase);
    return why;
}

enum { OPTION_TEXT = 96 };

/* The fields: the path, then one per import option a format declares for a registered system
 * (import.h), in the formats' order, keyed by the option's name. The option a system's row
 * describes (ui/systems.h: MQ's queue manager) takes its label and help from there, and names
 * an object of its top-level kind: checked with the system's name rule, F4 lists the stored
 * ones. The others are labelled and explained from their declaration. The same at every open. */
static struct field_def fields[1 + IMPORT_FILE_OPTIONS] = {
    {.key = "path", .label = "File or directory", .type = AT_TEXT, .max = 1024,
     .help = "A file to import, or a directory whose files to list so that you pick the ones to "
             "import (blank: the current directory). A relative path starts in the directory wlmcon "
             "was started from."},
};
static char labels[IMPORT_FILE_OPTIONS][OPTION_TEXT], helps[IMPORT_FILE_OPTIONS][OPTION_TEXT * 3];

/* s with its first letter in upper case and without a leading "the ", into out (len bytes). */
static void sentence_start(const char *s, char *out, size_t len)
{
    snprintf(out, len, "%s", strncmp(s, "the ", 4) == 0 ? s + 4 : s);
    out[0] = (char)(out[0] >= 'a' && out[0] <= 'z' ? out[0] - 'a' + 'A' : out[0]);
}

/* The number of fields: the path's and the options'. */
static size_t fields_init(void)
{
    const struct system_def *sys;
    const struct ui_system *u = ui_system_import_option(&sys);
    const struct kind_def *top = sys ? schema_top_kind(sys) : NULL;
    size_t n = 1;
    for (const struct import_option_def *const *d = import_option_defs(); *d && n < 1 + IMPORT_FILE_OPTIONS; d++) {
        if (!schema_system((*d)->system))
            continue;
        if (u && top && strcmp(u->import_option->name, (*d)->name) == 0) {
            fields[n++] = (struct field_def){
                .key = (*d)->name, .label = u->import_option->label, .type = AT_NAME, .max = top->name_max,
                .check = option_check, .check_ctx = top, .ns = top->ns, .hint = "(name or ?)",
                .help = u->import_option->help};
            continue;
        }
        size_t k = n - 1;
        sentence_start((*d)->label ? (*d)->label : (*d)->names, labels[k], sizeof labels[k]);
        sentence_start((*d)->help, helps[k], sizeof helps[k]);
        snprintf(helps[k] + strlen(helps[k]), sizeof helps[k] - strlen(helps[k]),
                 " (as --%s does for wlmcon import). Blank: not given.", (*d)->name);
        fields[n++] = (struct field_def){
            .key = (*d)->name, .label = labels[k], .type = AT_TEXT, .max = 16, .check = declared_check,
            .check_ctx = *d, .help = helps[k]};
    }
    return n;
}

static const char footer[] = "A file is imported at once; a directory lists its files to pick.";

/* Enter: a directory lists its files, a file is imported once confirmed, with the options given. */
static void enter(struct console *c, struct panel *p, const struct entry_value *v, size_t n, void *ctx)
{
    const char *path = v[0].value[0] ? v[0].value : ".";
    struct import_option opts[IMPORT_FILE_OPTIONS] = {{NULL, NULL}};
    for (size_t i = 1; i < n && i <= IMPORT_FILE_OPTIONS; i++)
        opts[i - 1] = (struct import_option){v[i].def->key, v[i].value};
    struct stat st;
    int rc = stat(path, &st);
    if (rc != 0 || (!S_ISDIR(st.st_mode) && !S_ISREG(st.st_mode))) {
        const char *why = rc != 0 ? strerror(errno) : "not a file or a directory";
        console_field_msg(c, p, entry_field(p, "path"), MSG_NO_SUCH_PATH, path, why, NULL);
        return;
    }
    if (S_ISDIR(st.st_mode))
        import_files_open(c, ctx, path, opts);
    else
        import_confirm(c, ctx, &path, 1, opts, false);
}

/* F4 on the option's field: the names of the stored objects of its kind. */
static int names(void *ctx, const struct field_def *fd, struct prompt_list *out, char *why, size_t len)
{
    struct app *app = ctx;
    struct store_error err = {0};
    char **v = NULL;
    size_t n = 0;
    if (store_top_names(app->store, fd->check_ctx, &v, &n, &err) != STORE_OK) {
        snprintf(why, len, "%s", err.msg);
        return -1;
    }
    int rc = 0;
    for (size_t i = 0; rc == 0 && i < n; i++)
        rc = prompt_list_add(out, v[i], NULL);
    store_names_free(v, n);
    if (rc != 0)
        snprintf(why, len, "out of memory");
    return rc;
}

int import_part_open(struct console *c, const char *rest, void *ctx)
{
    (void)rest;
    struct entry_spec spec = {
        .def = &def,
        .fields = fields,
        .nfields = fields_init(),
        .footer = footer,
        .enter = enter,
        .ctx = ctx,
        .names = names,
        .remember = true,
    };
    struct panel *p = entry_new(&spec);
    return p ? console_push(c, p) : -1;
}
