/* ui/work/import_panel.c — the Import panel; see import_panel.h. */
#include "ui/work/import_panel.h"

#include <errno.h>
#include <stdlib.h>
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
            "a system reads, and wlmcon's own YAML document, each known by its path and content. "
            "Type a file's path and press Enter to import it after a confirmation; a directory that "
            "a reader takes whole (the files of a node) is imported the same way, any other "
            "directory (blank: the current directory) lists its files to pick some with S. The "
            "fields under the path are the options the readers declare, for the inputs of the "
            "readers that take them; the panel opens with the values of its last Enter.\n"
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

/* The check of an option's declaration (import_option_problem; fd->check_ctx is the
 * import_option_def): the value and the phrase after it ("0 is not a record length: …"), static
 * until the next call. */
static const char *declared_check(const struct field_def *fd, const char *value)
{
    static char why[240];
    char phrase[200];
    if (!import_option_problem(fd->check_ctx, value, phrase, sizeof phrase))
        return NULL;
    snprintf(why, sizeof why, "%.16s %s", value, phrase);
    return why;
}

enum { OPTION_TEXT = 96, INT_WIDTH = 16 };   /* a number's or a choice's field */

/* The fields: the path, then one per option a reader of a registered system declares (import.h),
 * in the readers' order, keyed by the option's name, labelled and explained from its declaration
 * (or, for the option a system's row describes, ui/systems.h, from there): a name is checked with
 * its system's name rule and F4 lists the stored names of its kind; a choice lists its values; the
 * others are checked by the declaration. Made again at every open; malloc'd, kept for the panels
 * open. */
static struct field_def *fields;
static char (*labels)[OPTION_TEXT], (*helps)[OPTION_TEXT * 3];
static size_t cap;

static const struct field_def path_field = {
    .key = "path", .label = "File or directory", .type = AT_TEXT, .max = 1024,
    .help = "A file to import, or a directory: one that a reader takes whole is imported as one "
            "input, any other lists its files so that you pick the ones to import (blank: the "
            "current directory). A relative path starts in the directory wlmcon was started from."};

/* s with its first letter in upper case and without a leading "the ", into out (len bytes). */
static void sentence_start(const char *s, char *out, size_t len)
{
    snprintf(out, len, "%s", strncmp(s, "the ", 4) == 0 ? s + 4 : s);
    out[0] = (char)(out[0] >= 'a' && out[0] <= 'z' ? out[0] - 'a' + 'A' : out[0]);
}

/* The top-level kind whose names option d takes, or NULL. */
static const struct kind_def *name_kind(const struct import_option_def *d)
{
    const struct system_def *sys = d->type == IMPORT_OPT_NAME ? schema_system(d->system) : NULL;
    for (unsigned k = 0; sys && d->kind && k < sys->nkinds; k++)
        if (strcmp(sys->kinds[k].id, d->kind) == 0)
            return &sys->kinds[k];
    return sys ? schema_top_kind(sys) : NULL;
}

/* The field of option d, the k-th option field. */
static struct field_def option_field(const struct import_option_def *d, size_t k)
{
    const struct system_def *sys;
    const struct ui_system *u = ui_system_import_option(&sys);
    const struct kind_def *top = name_kind(d);
    bool row = u && strcmp(u->import_option->name, d->name) == 0 && u->def == schema_system(d->system);
    sentence_start(row ? u->import_option->label : d->label ? d->label : d->names, labels[k], sizeof labels[k]);
    if (row) {
        snprintf(helps[k], sizeof helps[k], "%s", u->import_option->help);
    } else {
        sentence_start(d->help, helps[k], sizeof helps[k]);
        snprintf(helps[k] + strlen(helps[k]), sizeof helps[k] - strlen(helps[k]),
                 " (as --%s does for wlmcon import). Blank: not given.", d->name);
    }
    if (top)
        return (struct field_def){.key = d->name, .label = labels[k], .type = AT_NAME,
                                  .max = top->name_max ? top->name_max : IMPORT_OPTION_MAX, .check = option_check,
                                  .check_ctx = top, .ns = top->ns, .hint = "(name or ?)", .help = helps[k]};
    return (struct field_def){.key = d->name, .label = labels[k], .type = AT_TEXT,
                              .max = d->type == IMPORT_OPT_INT || d->type == IMPORT_OPT_CHOICE ? INT_WIDTH
                                                                                                : IMPORT_OPTION_MAX,
                              .check = declared_check, .check_ctx = d, .help = helps[k]};
}

/* Makes the fields; returns their number: the path's and the options' (1 when memory runs out). */
static size_t fields_init(void)
{
    size_t n = 0, k = 0;
    const struct import_option_def *const *defs = import_option_defs();
    while (defs[n])
        n++;
    if (n + 1 > cap) {
        struct field_def *f = realloc(fields, (n + 1) * sizeof *f);
        if (f)
            fields = f;
        char (*l)[OPTION_TEXT] = f ? realloc(labels, (n + 1) * sizeof *l) : NULL;
        if (l)
            labels = l;
        char (*h)[OPTION_TEXT * 3] = l ? realloc(helps, (n + 1) * sizeof *h) : NULL;
        if (h)
            helps = h;
        if (!f || !l || !h) {
            static struct field_def alone;
            alone = path_field;
            fields = fields ? fields : &alone;
            fields[0] = path_field;
            return 1;
        }
        cap = n + 1;
    }
    fields[0] = path_field;
    for (const struct import_option_def *const *d = defs; *d; d++)
        if (schema_system((*d)->system)) {
            fields[1 + k] = option_field(*d, k);
            k++;
        }
    return 1 + k;
}

static const char footer[] = "A file is imported at once; a directory lists its files to pick.";

/* Enter: a directory lists its files, a file is imported once confirmed, with the options given. */
static void enter(struct console *c, struct panel *p, const struct entry_value *v, size_t n, void *ctx)
{
    const char *path = v[0].value[0] ? v[0].value : ".";
    struct import_option *opts = calloc(n, sizeof *opts);
    if (!opts)
        return;
    for (size_t i = 1, k = 0; i < n; i++)
        if (v[i].value[0])
            opts[k++] = (struct import_option){v[i].def->key, v[i].value};
    struct stat st;
    int rc = stat(path, &st);
    if (rc != 0 || (!S_ISDIR(st.st_mode) && !S_ISREG(st.st_mode))) {
        const char *why = rc != 0 ? strerror(errno) : "not a file or a directory";
        console_field_msg(c, p, entry_field(p, "path"), MSG_NO_SUCH_PATH, path, why, NULL);
        free(opts);
        return;
    }
    if (S_ISDIR(st.st_mode) && !import_dir_taken(path))
        import_files_open(c, ctx, path, opts);
    else
        import_confirm(c, ctx, &path, 1, opts, false);
    free(opts);
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
    size_t n = fields_init();
    struct entry_spec spec = {
        .def = &def,
        .fields = fields,
        .nfields = n,
        .footer = footer,
        .enter = enter,
        .ctx = ctx,
        .names = names,
        .remember = true,
    };
    struct panel *p = entry_new(&spec);
    return p ? console_push(c, p) : -1;
}
