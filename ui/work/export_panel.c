/* ui/work/export_panel.c — the Export panel; see export_panel.h. */
#include "ui/work/export_panel.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "ui/work/app.h"
#include "ui/engine/entry.h"
#include "ui/work/export_job.h"
#include "ui/engine/memsrc.h"
#include "ui/engine/popup.h"
#include "ui/engine/pulldown.h"
#include "ui/engine/table.h"
#include "ui/systems.h"
#include "ui/work/work_msg.h"

static const char *const actions[] = {"Export", "Options", "Help", NULL};
static const char *const result_actions[] = {"Export", "View", "Options", "Help", NULL};

static const struct pd_choice export_choices[] = {
    {"Validate the policy...", "=5", 'V'},
    {"Import files...", "=7", 'I'},
    {"Change history...", "=9", 'H'},
    {"Exit", "END", 'X'},
    {NULL, NULL, 0},
};

static const struct pd_choice view_choices[] = {
    {"Sort by file name", "SORT file", 'F'},
    {"Written first", "SORT state D", 'W'},
    {NULL, NULL, 0},
};

static const struct pulldown pulldowns[] = {{"Export", export_choices, NULL}, {NULL, NULL, NULL}};
static const struct pulldown result_pulldowns[] = {
    {"Export", export_choices, NULL}, {"View", view_choices, NULL}, {NULL, NULL, NULL},
};

static const struct panel_def def = {
    .id = "EXP100",
    .title = "Export Configuration Files",
    .kind = PANEL_ENTRY,
    .actions = actions,
    .keys = &keylist_entry,
    .pulldowns = pulldowns,
    .help = "Writes the policy store as the files the products read, as wlmcon export does, in one "
            "of the formats F4 on Format lists: a file for each top-level object of a system, or "
            "one document of the whole store. Choose the format, type the directory and press "
            "Enter; a pop-up says what will be written before anything is.\n"
            "Each file is written under a temporary name and renamed once whole, so a failure or "
            "Ctrl-C leaves the files written before it and no half file. Files of the directory that "
            "the export does not write are listed on the result panel and never deleted. The panel "
            "opens with the values of its last Enter.",
};

static const struct panel_def result_def = {
    .id = "EXP200",
    .title = "Export Result",
    .kind = PANEL_TABLE,
    .actions = result_actions,
    .keys = &keylist_table,
    .pulldowns = result_pulldowns,
    .instruction = "The directory's files: those written, and the others, left as they were.",
    .help = "What the export did: the directory and what was written at the top, then the directory's "
            "files. Those written by this export say so; the others were there before and were left "
            "as they were (an export replaces only files of the names it writes). F3 returns to the "
            "Export panel.",
};

enum { FORMATS_MAX = 8, FORMAT_NAME_MAX = 16 };

/* The Format field's values: every export format, by its name in upper case, described as the
 * table of systems describes it, else by its file (a document) or its title. Filled by
 * formats_init. */
static struct attr_choice formats[FORMATS_MAX + 1];
static char format_values[FORMATS_MAX][FORMAT_NAME_MAX], format_helps[FORMATS_MAX][96];

enum { F_FORMAT, F_DIR, F_OPTIONS, FIELDS_MAX = 24 };

/* The fields: the format, the directory, then the options every writer declares (import.h,
 * export_format.options), each once, in the formats' order: an option is passed to the writer of
 * the format chosen when that writer declares it. Made by fields_init. */
static struct field_def fields[FIELDS_MAX] = {
    [F_FORMAT] = {.key = "format", .label = "Format", .type = AT_ENUM, .choices = formats, .flags = FD_FOLD | FD_REQUIRED,
                  .help = "The kind of files written; F4 lists the formats, each with what it writes. "
                          "A format of one system writes a file for each of its top-level objects, "
                          "which the product reads back; a document format writes the whole store "
                          "in one file, which wlmcon import reads back."},
    [F_DIR] = {.key = "out", .label = "Directory", .type = AT_TEXT, .max = 1024, .flags = FD_REQUIRED,
               .help = "The directory to write into; it is made when missing (not its parents). A "
                       "relative path starts in the directory wlmcon was started from."},
};
static size_t nfields;
static char option_helps[FIELDS_MAX][512];

/* The Format and Directory the panel opens with, then each option's default: the format of the
 * first registered system that proposes one (ui/systems.h), else the first format. */
static char proposed[FORMAT_NAME_MAX];
static const char *initial[FIELDS_MAX] = {proposed, ""};

/* The writers that declare option d, upper case ("MQSC, WLMXML"), into buf (n bytes). */
static void declared_by(const struct import_option_def *d, char *buf, size_t n)
{
    size_t at = 0;
    buf[0] = '\0';
    for (const struct export_format *const *f = export_formats(); *f && at < n; f++)
        for (const struct import_option_def *const *o = (*f)->options; o && *o; o++)
            if (strcmp((*o)->name, d->name) == 0) {
                int w = snprintf(buf + at, n - at, "%s", at ? ", " : "");
                at += w < 0 ? 0 : (size_t)w;
                for (const char *c = (*f)->name; *c && at + 1 < n; c++)
                    buf[at++] = (char)(*c >= 'a' && *c <= 'z' ? *c - 'a' + 'A' : *c);
                buf[at < n ? at : n - 1] = '\0';
            }
}

/* The option fields, from the writers' declarations. */
static void option_fields_init(void)
{
    nfields = F_OPTIONS;
    for (const struct export_format *const *f = export_formats(); *f; f++)
        for (const struct import_option_def *const *o = (*f)->options; o && *o && nfields < FIELDS_MAX; o++) {
            bool seen = false;
            for (size_t i = F_OPTIONS; i < nfields && !seen; i++)
                seen = strcmp(fields[i].key, (*o)->name) == 0;
            if (seen)
                continue;
            const struct import_option_def *d = *o;
            char by[128];
            declared_by(d, by, sizeof by);
            snprintf(option_helps[nfields], sizeof option_helps[0], "%c%s, for %s (as --%s does for wlmcon "
                     "export).%s", d->help[0] >= 'a' && d->help[0] <= 'z' ? d->help[0] - 'a' + 'A' : d->help[0],
                     d->help + 1, by, d->name, d->dflt ? "" : " Blank: not given.");
            fields[nfields] = (struct field_def){
                .key = d->name, .label = d->label, .type = d->type == IMPORT_OPT_INT ? AT_INT
                                                            : d->type == IMPORT_OPT_CHOICE ? AT_ENUM : AT_TEXT,
                .min = d->type == IMPORT_OPT_INT ? d->min : 0,
                .max = d->type == IMPORT_OPT_INT ? d->max : IMPORT_OPTION_MAX, .choices = d->choices,
                .dflt = d->dflt, .flags = d->dflt ? FD_REQUIRED : 0, .help = option_helps[nfields]};
            initial[nfields++] = d->dflt ? d->dflt : "";
        }
}

static void upper(const char *s, char *out, size_t n)
{
    size_t i = 0;
    for (; s[i] && i + 1 < n; i++)
        out[i] = (char)(s[i] >= 'a' && s[i] <= 'z' ? s[i] - 'a' + 'A' : s[i]);
    out[i] = '\0';
}

/* The row of the table of systems that proposes format f (ui/systems.h), or NULL. */
static const struct ui_system *proposer(const struct export_format *f)
{
    for (const struct ui_system *const *u = ui_systems(); *u; u++)
        if ((*u)->export_format && strcmp((*u)->export_format, f->name) == 0 && (*u)->def)
            return *u;
    return NULL;
}

/* How the Format field describes f, into buf (size n). */
static void format_descr(const struct export_format *f, char *buf, size_t n)
{
    const struct ui_system *u = proposer(f);
    if (u && u->export_descr)
        snprintf(buf, n, "%s", u->export_descr);
    else if (f->file)
        snprintf(buf, n, "One document of the whole store, %s", f->file);
    else
        snprintf(buf, n, "%s", f->title);
}

static void formats_init(void)
{
    const struct export_format *const *f = export_formats();
    size_t k = 0;
    for (; *f && k < FORMATS_MAX; f++) {
        upper((*f)->name, format_values[k], sizeof format_values[k]);
        format_descr(*f, format_helps[k], sizeof format_helps[k]);
        formats[k] = (struct attr_choice){format_values[k], format_helps[k]};
        k++;
    }
    formats[k] = (struct attr_choice){NULL, NULL};
    option_fields_init();
    const struct ui_system *u = ui_system_export();
    upper(u ? u->export_format : formats[0].value ? formats[0].value : "", proposed, sizeof proposed);
}

/* The format whose name is value, in any case; NULL: none. */
static const struct export_format *format_named(const char *value)
{
    for (const struct export_format *const *f = export_formats(); *f; f++)
        if (strcasecmp((*f)->name, value) == 0)
            return *f;
    return NULL;
}

/* What a file of format f holds one of, for messages ("queue manager"): the top-level kind of its
 * system, or of the one system registered; else "top-level object". */
static const char *top_noun(const struct export_format *f, char *buf, size_t n)
{
    const struct system_def *const *all = schema_systems();
    const struct system_def *sys = f->system ? schema_system(f->system) : all[0] && !all[1] ? all[0] : NULL;
    const struct kind_def *top = sys ? schema_top_kind(sys) : NULL;
    snprintf(buf, n, "%s", top ? top->label : "top-level object");
    buf[0] = (char)(buf[0] >= 'A' && buf[0] <= 'Z' ? buf[0] - 'A' + 'a' : buf[0]);
    return buf;
}

static const char footer[] = "Files of the same names are replaced, each whole; others are kept.";

static const struct tbl_col cols[] = {
    {"file", "File", 40, 0},
    {"state", "State", 30, 0},
};

/* An export asked for: its job, kept by the result panel for its summary. */
struct xrun {
    struct app *app;
    struct console *c;           /* while it runs, for the progress line */
    struct export_job job;
    char *out;
    struct import_option opts[FIELDS_MAX];   /* the options given (the panel's strings, copied in
                                                 values) and a NULL name */
    char values[FIELDS_MAX][IMPORT_OPTION_MAX + 1];
};

static void xrun_free(void *ctx)
{
    struct xrun *x = ctx;
    export_job_free(&x->job);
    free(x->out);
    free(x);
}

static int progress(void *ctx, size_t done, size_t total, const char *name)
{
    struct xrun *x = ctx;
    char text[300], noun[64];
    snprintf(text, sizeof text, "Exporting %s, %s %zu of %zu", name, top_noun(x->job.format, noun, sizeof noun),
             done + 1, total);
    return console_progress(x->c, text) ? 1 : 0;
}

static int head(void *ctx, struct table_head *l, int max)
{
    struct xrun *x = ctx;
    const struct export_job *j = &x->job;
    struct table_head lines[3];
    char noun[64], as[64], name[FORMAT_NAME_MAX];
    int n = 0;
    upper(j->format->name, name, sizeof name);
    snprintf(as, sizeof as, j->format->file ? "one %s document" : "%s files", name);
    snprintf(lines[n].label, sizeof lines[0].label, "Directory");
    snprintf(lines[n++].value, sizeof lines[0].value, "%s", j->out);
    snprintf(lines[n].label, sizeof lines[0].label, "Result");
    if (j->status == EXPORT_JOB_OK)
        snprintf(lines[n++].value, sizeof lines[0].value, "%zu %s%s written as %s", j->tops,
                 top_noun(j->format, noun, sizeof noun), j->tops == 1 ? "" : "s", as);
    else
        snprintf(lines[n++].value, sizeof lines[0].value, "stopped: %.140s", j->msg);
    n = n < max ? n : max;
    memcpy(l, lines, (size_t)n * sizeof *l);
    return n;
}

static int add_rows(struct xrun *x, struct memsrc *m)
{
    const struct export_job *j = &x->job;
    for (size_t i = 0; i < j->nwritten; i++)
        if (memsrc_add(m, j->written[i], (const char *const[]){j->written[i], "written"}) < 0)
            return -1;
    for (size_t i = 0; i < j->nstrays; i++)
        if (memsrc_add(m, j->strays[i], (const char *const[]){j->strays[i], "not from this export: kept"}) < 0)
            return -1;
    for (size_t i = 0; i < j->nswept; i++)
        if (memsrc_add(m, j->swept[i], (const char *const[]){j->swept[i], "left by an interrupted export: removed"}) < 0)
            return -1;
    return 0;
}

/* Issues the message that sums the export up. */
static void conclude(struct console *c, const struct xrun *x)
{
    char text[800];
    const struct export_job *j = &x->job;
    if (j->status == EXPORT_JOB_OK) {
        snprintf(text, sizeof text, "%zu file%s written in %s.%s", j->nwritten, j->nwritten == 1 ? "" : "s",
                 j->out, j->nstrays ? " The directory's other files were left as they were." : "");
        console_msg(c, MSG_EXPORTED, text, NULL);
        return;
    }
    snprintf(text, sizeof text, "%s%s", j->status == EXPORT_JOB_INTERRUPTED ? "The export was stopped" : j->msg,
             j->stopped ? ". The files written before stay as they are, each whole." : ".");
    console_msg(c, MSG_NOT_EXPORTED, text, NULL);
}

/* Runs the export confirmed, then shows its result. */
static void run_export(struct console *c, void *ctx)
{
    struct xrun **slot = ctx, *x = *slot;
    *slot = NULL;
    x->c = c;
    export_job_run(&x->job, x->app->store);
    x->c = NULL;
    console_progress(c, NULL);
    conclude(c, x);
    struct memsrc *m = memsrc_new(cols, (int)(sizeof cols / sizeof cols[0]));
    if (!m || add_rows(x, m) < 0) {
        memsrc_free(m);
        xrun_free(x);
        return;
    }
    struct table_spec spec = {.def = &result_def, .ctx = x, .ctx_free = xrun_free, .head = head,
                              .remember = true};
    memsrc_source(m, &spec.src);
    struct panel *p = table_new(&spec);
    if (p)
        console_push(c, p);
}

static void slot_free(void *ctx)
{
    struct xrun **slot = ctx;
    if (*slot)
        xrun_free(*slot);
    free(slot);
}

/* Enter: the export described, to confirm. */
static void enter(struct console *c, struct panel *p, const struct entry_value *v, size_t n, void *ctx)
{
    (void)p;
    struct xrun *x = calloc(1, sizeof *x), **slot = malloc(sizeof *slot);
    if (!x || !slot || !(x->out = strdup(v[F_DIR].value))) {
        free(x);
        free(slot);
        return;
    }
    *slot = x;
    x->app = ctx;
    const struct export_format *f = format_named(v[F_FORMAT].value);
    x->job = (struct export_job){.format = f ? f : export_formats()[0], .out = x->out, .progress = progress,
                                 .ctx = x};
    f = x->job.format;
    for (size_t i = F_OPTIONS, k = 0; i < n; i++)   /* the chosen format's options given */
        for (const struct import_option_def *const *o = f->options; o && *o; o++)
            if (strcmp((*o)->name, v[i].def->key) == 0 && v[i].value[0]) {
                snprintf(x->values[k], sizeof x->values[k], "%s", import_option_canonical(*o, v[i].value));
                x->opts[k] = (struct import_option){(*o)->name, x->values[k]};
                k++;
            }
    x->job.opts = x->opts;
    char lines[4][96], name[FORMAT_NAME_MAX], noun[64];
    f = x->job.format;
    upper(f->name, name, sizeof name);
    if (f->file)
        snprintf(lines[0], sizeof lines[0], "Write the store as one %s document, %.40s,", name, f->file);
    else
        snprintf(lines[0], sizeof lines[0], "Write the store as %s files, one per %s,", name,
                 top_noun(f, noun, sizeof noun));
    snprintf(lines[1], sizeof lines[1], "into %.70s.", x->out);
    snprintf(lines[2], sizeof lines[2], "Files of the same names there are replaced, each whole;");
    snprintf(lines[3], sizeof lines[3], "the directory's other files are listed and left as they are.");
    popup_confirm_owned(c, "Confirm Export", (const char *const[]){lines[0], lines[1], lines[2], lines[3], NULL},
                        run_export,
                        slot, slot_free);
}

int export_part_open(struct console *c, const char *rest, void *ctx)
{
    (void)rest;
    formats_init();
    struct entry_spec spec = {
        .def = &def,
        .fields = fields,
        .nfields = nfields,
        .values = initial,
        .footer = footer,
        .enter = enter,
        .ctx = ctx,
        .remember = true,
    };
    struct panel *p = entry_new(&spec);
    return p ? console_push(c, p) : -1;
}
