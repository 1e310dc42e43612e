/* ui/work/validate_panel.c — the Validate panel; see validate_panel.h. */
#include "ui/work/validate_panel.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ui/work/app.h"
#include "ui/engine/env.h"
#include "ui/work/findview.h"
#include "ui/engine/memsrc.h"
#include "ui/engine/pulldown.h"
#include "ui/engine/table.h"
#include "ui/work/validation.h"
#include "ui/systems.h"

/* Severity sorts by rank, errors first. */
static const char *const severity_rank[] = {"error", "warning", "info", NULL};

/* The rule column holds every rule id whole: a system's prefix of up to three letters and three
 * digits ("WLM001"). */
static const struct tbl_col cols[] = {
    {"severity", "Severity", 8, TC_FIXED},
    {"id", "Rule", 6, TC_FIXED},
    {"message", "Message", 240, 0},
    {"object", "Object", 48, 0},
    {"attribute", "Attribute", 9, 0},
    {"source", "Source", 40, 0},
};

static const struct lcmd_def lcmds[] = {
    {"S", "Show object"}, {"B", "Browse finding"}, {NULL, NULL},
};

static const char *const actions[] = {"Validate", "View", "Options", "Help", NULL};
static const char *const text_actions[] = {"Options", "Help", NULL};

static const struct pd_choice validate_choices[] = {
    {"Validate again", "REFRESH", 'V'},
    {"Import files...", "=7", 'I'},
    {"Change history...", "=9", 'H'},
    {"Exit", "END", 'X'},
    {NULL, NULL, 0},
};

static const struct pd_choice view_choices[] = {
    {"Sort by severity", "SORT severity", 'V'},
    {"Sort by rule", "SORT id", 'R'},
    {"Sort by object", "SORT object", 'O'},
    {"Sort by source file", "SORT source", 'S'},
    {"Object and source columns", "RIGHT", 'C'},
    {"Message column", "LEFT", 'M'},
    {NULL, NULL, 0},
};

static const struct pulldown pulldowns[] = {
    {"Validate", validate_choices, NULL}, {"View", view_choices, NULL}, {NULL, NULL, NULL},
};

static const struct key_label key_labels[] = {
    {"REFRESH", "Validate again"}, {"RIGHT", "Object and source"}, {NULL, NULL},
};

static const struct panel_def def = {
    .id = "VAL100",
    .title = "Validation",
    .kind = PANEL_TABLE,
    .actions = actions,
    .keys = &keylist_table,
    .lcmds = lcmds,
    .pulldowns = pulldowns,
    .key_labels = key_labels,
    .help = "The policy store validated now, as wlmcon validate does: every rule of every system run "
            "over the whole policy. At the top, the counts of errors, warnings and information and "
            "the summary each system gives of its objects. Then the "
            "findings, errors first: each one's rule, message, object, attribute and the file and "
            "line it was read from.\n"
            "S on a finding opens its object's panel with the cursor on the attribute concerned; B "
            "shows the finding whole, with why it matters and the document it rests on. F11 shows "
            "the Object and Source columns, F10 brings the Message back. F5 validates again after "
            "a change. SORT orders the list for as long as it shows (SORT severity: errors, "
            "warnings, then information); SORT column SAVE keeps that order for the next time.\n"
            "The result is kept in the store: the primary menu shows its counts, marked stale once "
            "the policy changes.",
};

static const struct panel_def browse_def = {
    .id = "VAL110",
    .title = "Finding",
    .kind = PANEL_TABLE,
    .actions = text_actions,
    .keys = &keylist_help,
    .instruction = "The finding, why it matters and its documentation. F3 returns to the list.",
    .help = "One finding of the validation whole: its severity, the rule that made it, the object "
            "and attribute it concerns and where they were read from, then its message, why it "
            "matters and the document the rule rests on. F7 and F8 scroll, FIND text looks for "
            "text, F3 returns to the list of findings.",
};

/* The panel's data: the last run and whether its result was kept. Owned by the list's source. */
struct vpanel {
    struct app *app;
    struct validation v;
    char when[24];         /* "2026-11-29 14:38" */
    char err[512];         /* why the last run failed, or why its result was not kept; "" */
    bool ran;              /* the last run validated the store */
    bool kept;
    bool stale;            /* the store moved on while the last run validated it */
};

static void vpanel_free(void *ctx)
{
    struct vpanel *vp = ctx;
    validation_free(&vp->v);
    free(vp);
}

static const char *base_name(const char *path)
{
    const char *slash = strrchr(path, '/');
    return slash ? slash + 1 : path;
}

/* One row per finding, errors first, then warnings, then information; the key is the finding's
 * index in the list. */
static int add_rows(struct vpanel *vp, struct memsrc *m)
{
    const struct diag_list *l = &vp->v.findings;
    for (int sev = SEV_ERROR; sev <= SEV_INFO; sev++)
        for (size_t i = 0; i < l->n; i++) {
            const struct diag *d = &l->v[i];
            char key[24], source[300] = "";
            if ((int)d->sev != sev)
                continue;
            snprintf(key, sizeof key, "%zu", i);
            if (d->file)
                snprintf(source, sizeof source, "%s:%u:%u", base_name(d->file), d->line, d->col);
            else if (d->console)
                diag_console_text(d->console, source, sizeof source);
            char text[DIAG_MSG_MAX];
            const char *cells[] = {severity_name(d->sev), d->id, diag_msg(d, text, sizeof text),
                                   d->path ? d->path : "",
                                   d->attr ? d->attr : "", source};
            if (memsrc_add(m, key, cells) < 0)
                return -1;
        }
    return 0;
}

/* Validates the store afresh, keeps the result and makes the rows (the builder's fill). */
static int run(void *ctx, struct memsrc *m)
{
    struct vpanel *vp = ctx;
    struct store_error err = {0};
    const char *at = env_now();
    validation_free(&vp->v);
    validation_init(&vp->v, SEV_INFO);
    vp->err[0] = '\0';
    vp->ran = vp->kept = false;
    snprintf(vp->when, sizeof vp->when, "%.10s %.5s", at, strlen(at) > 11 ? at + 11 : "");
    if (validation_load(&vp->v, vp->app->store, &err) != STORE_OK)
        snprintf(vp->err, sizeof vp->err, "%s", err.msg);
    else if (validation_check(&vp->v) != 0)
        snprintf(vp->err, sizeof vp->err, "out of memory: the validation is incomplete");
    if (vp->err[0]) {
        memsrc_fail(m, vp->err);
        return -1;
    }
    vp->ran = true;
    vp->kept = validation_keep(&vp->v, vp->app->store, at, &err) == STORE_OK;
    vp->stale = validation_stale(&vp->v, vp->app->store);
    if (!vp->kept)
        snprintf(vp->err, sizeof vp->err, "%s", err.msg);
    if (add_rows(vp, m) < 0) {
        memsrc_fail(m, "out of memory");
        return -1;
    }
    return 0;
}

/* The summary: the counts, then the lines of each system's summary (ui/systems.h). */
static int head(void *ctx, struct table_head *l, int max)
{
    struct vpanel *vp = ctx;
    const size_t *k = vp->v.counts;
    int n = 0;
    snprintf(l[n].label, sizeof l[n].label, "Result");
    if (!vp->ran) {
        snprintf(l[n++].value, sizeof l[0].value, "not validated: %.120s", vp->err);
        return n;
    }
    snprintf(l[n++].value, sizeof l[0].value, "%zu error%s, %zu warning%s, %zu info; validated %s%s%s",
             k[0], k[0] == 1 ? "" : "s", k[1], k[1] == 1 ? "" : "s", k[2], vp->when, vp->kept ? "" : ", not kept",
             vp->stale ? ", stale" : "");
    for (size_t i = 0; i < vp->v.nsums && n < max; i++) {
        const struct ui_system *u = ui_system_of(vp->v.sums[i].sys);
        if (u && u->summary_head)
            n += u->summary_head(vp->v.sums[i].data, l + n, max - n);
    }
    return n;
}

/* B: the whole finding in a text panel. */
static int browse(struct console *c, const struct diag *d)
{
    char title[64];
    snprintf(title, sizeof title, "Finding %s", d->id);
    return findview_open(c, &browse_def, title, d);
}

/* S: the object's panel, through the object panels of the finding's system. */
static enum table_lc_rc show_object(struct console *c, struct vpanel *vp, const struct diag *d)
{
    struct obj_ref ref;
    if (objref_from_finding(d, &vp->v.pol, &ref) != 0) {
        console_msg(c, MSG_NO_OBJECT, d->path ? d->path : d->file ? d->file : "the policy", NULL);
        return TABLE_LC_STOP;
    }
    const struct ui_system *u = ui_system_of(ref.sys);
    if (!u || !u->open_object) {
        char what[300];
        snprintf(what, sizeof what, "The panel of %s", d->path);
        console_msg(c, MSG_NOT_BUILT, what, NULL);
        return TABLE_LC_STOP;
    }
    return u->open_object(c, vp->app, &ref) == 0 ? TABLE_LC_WAIT : TABLE_LC_STOP;
}

static enum table_lc_rc line_command(struct console *c, struct panel *p, const char *code, const char *key,
                                     long pos, void *ctx)
{
    struct vpanel *vp = ctx;
    (void)p;
    (void)pos;
    size_t i = strtoul(key, NULL, 10);
    if (i >= vp->v.findings.n)
        return TABLE_LC_NEXT;
    const struct diag *d = &vp->v.findings.v[i];
    if (strcmp(code, "B") == 0)
        return browse(c, d) == 0 ? TABLE_LC_WAIT : TABLE_LC_STOP;
    return show_object(c, vp, d);
}

int validate_part_open(struct console *c, const char *rest, void *ctx)
{
    (void)rest;
    struct vpanel *vp = calloc(1, sizeof *vp);
    struct memsrc *m = vp ? memsrc_new(cols, (int)(sizeof cols / sizeof cols[0])) : NULL;
    if (!m) {
        free(vp);
        return -1;
    }
    vp->app = ctx;
    validation_init(&vp->v, SEV_INFO);
    memsrc_set_builder(m, &(struct memsrc_builder){run, vpanel_free, vp});
    memsrc_set_rank(m, 0, severity_rank);
    if (run(vp, m) != 0) {
        console_msg(c, MSG_STORE_ERROR, vp->err, NULL);
        memsrc_free(m);
        return -1;
    }
    struct table_spec spec = {.def = &def, .line_command = line_command, .ctx = vp, .head = head,
                              .remember = true, .remember_on_save = true};
    memsrc_source(m, &spec.src);
    bool kept = vp->kept;
    char why[sizeof vp->err];
    snprintf(why, sizeof why, "%s", vp->err);
    struct panel *p = table_new(&spec);
    if (!p || console_push(c, p) != 0)
        return -1;
    if (!kept)
        console_msg(c, MSG_NOT_KEPT, why, NULL);
    return 0;
}
