/* ui/work/validate_panel.c — the Validate panel; see validate_panel.h. */
#include "ui/work/validate_panel.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "ui/work/app.h"
#include "ui/engine/env.h"
#include "ui/work/findview.h"
#include "ui/engine/memsrc.h"
#include "ui/engine/pulldown.h"
#include "ui/engine/table.h"
#include "ui/work/suppress_panel.h"
#include "ui/work/validate_rows.h"
#include "ui/work/validation.h"
#include "ui/systems.h"

/* Severity sorts by rank, errors first. */
static const char *const severity_rank[] = {"error", "warning", "info", NULL};

static const struct lcmd_def lcmds[] = {
    {"S", "Show"}, {"B", "Browse"}, {"X", "Suppress"}, {NULL, NULL},
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
    {"Grouped by rule", "GROUP ON", 'G'},
    {"Every finding", "GROUP OFF", 'E'},
    {"Suppressed findings too", "SUPPRESSED ON", 'U'},
    {"Without suppressed findings", "SUPPRESSED OFF", 'W'},
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
            "line it was read from. The levels set for the rules (wlmcon rules) and the "
            "suppressions of the store apply, as they do for wlmcon validate.\n"
            "When there are more findings than lines on the screen, the panel opens grouped: one "
            "row per rule and severity with its count; S on a group row opens it (its findings "
            "follow it) or closes it. GROUP OFF lists every finding on its own row, GROUP ON "
            "groups them again. FIND looks into closed groups too and opens the one it finds in; "
            "LOCATE works on the rows shown. SORT orders the list of every finding: the grouped "
            "view keeps errors first, by rule.\n"
            "S on a finding opens its object's panel with the cursor on the attribute concerned; B "
            "shows the finding whole, with why it matters and the document it rests on. X on a "
            "finding suppresses it (VAL120: a reason and an end date), as wlmcon suppress does: it "
            "leaves the list. SUPPRESSED ON shows the suppressed findings too, marked SUPPRESSED "
            "with the suppression's number and reason; SUPPRESSED OFF hides them again. A finding "
            "whose suppression ran out is marked so. F11 shows "
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

static const struct cmd_def own_commands[] = {
    {CMD_OTHER, "GROUP", NULL, "Group", "GROUP [ON|OFF]", "One row per rule, or every finding", CMD_LISTS},
    {CMD_OTHER, "SUPPRESSED", NULL, "Suppressed", "SUPPRESSED [ON|OFF]", "Show the suppressed findings too, marked",
     CMD_LISTS},
};

/* The panel's data: the last run and whether its result was kept. Owned by the list's source. */
struct vpanel {
    struct app *app;
    struct validation v;
    struct vrows_view view;   /* grouped, suppressed shown, groups opened */
    struct tbl_source inner;  /* the rows' own source (memsrc), which src forwards to */
    bool rebuild;             /* the next fill makes the rows of the last run again, no validation */
    bool kept_supp;           /* X kept a suppression: validate again once the line commands ran */
    bool first;               /* the first run: it picks the grouped view for a long list */
    int screen;               /* the terminal's lines when the panel opened */
    int sort_col;             /* the last SORT, for the list of every finding (the grouped view */
    bool sort_desc, sorted;   /* keeps its own order: errors first, by rule) */
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
    vrows_view_free(&vp->view);
    free(vp);
}

/* Validates the store afresh, keeps the result and makes the rows (the builder's fill). */
static int run(void *ctx, struct memsrc *m)
{
    struct vpanel *vp = ctx;
    if (vp->rebuild) {
        vp->rebuild = false;
        if (vrows_fill(&vp->v, &vp->view, m) == 0)
            return 0;
        memsrc_fail(m, "out of memory");
        return -1;
    }
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
    if (vp->first)   /* more findings than the screen has lines: one row per rule */
        vp->view.grouped = vp->v.findings.n > (size_t)vp->screen;
    vp->first = false;
    if (vrows_fill(&vp->v, &vp->view, m) < 0) {
        memsrc_fail(m, "out of memory");
        return -1;
    }
    return 0;
}

/* "Not shown": the rules set off and the suppressed findings, when there are some (0 or 1 line). */
static int hidden_line(const struct vpanel *vp, struct table_head *l, int max)
{
    const struct filter_result *f = &vp->v.filtered;
    if (max < 1 || (!f->noff && !f->nsuppressed))
        return 0;
    size_t len = 0, room = sizeof l->value;
    snprintf(l->label, sizeof l->label, "Not shown");
    l->value[0] = '\0';
    for (size_t i = 0; i < f->noff && len < room; i++)
        len += (size_t)snprintf(l->value + len, room - len, "%s%s off: %zu", i ? ", " : "", f->off[i].rule, f->off[i].n);
    if (f->nsuppressed && len < room)
        snprintf(l->value + len, room - len, "%s%zu suppressed (SUPPRESSED ON shows them)", len ? "; " : "",
                 f->nsuppressed);
    return 1;
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
    n += hidden_line(vp, l + n, max - n);
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

/* Makes the rows of the last run again as vp->view says, and has p read them. */
static int rebuild(struct vpanel *vp, struct panel *p)
{
    vp->rebuild = true;
    int rc = vp->inner.refresh(vp->inner.ctx);
    table_reload(p);
    return rc;
}

static enum table_lc_rc line_command(struct console *c, struct panel *p, const char *code, const char *key,
                                     long pos, void *ctx)
{
    struct vpanel *vp = ctx;
    (void)pos;
    size_t i = 0;
    char group[16];
    enum vrow_kind kind = vrows_key(key, &i, group);
    if (kind == VROW_GROUP && strcmp(code, "S") == 0) {
        if (vrows_toggle(&vp->view, group) < 0 || rebuild(vp, p) < 0) {
            console_msg(c, MSG_SOURCE_ERROR, "out of memory", NULL);
            return TABLE_LC_STOP;
        }
        return TABLE_LC_NEXT;
    }
    if (kind == VROW_GROUP) {
        console_msg(c, MSG_NOT_A_FINDING, code, "a group of findings", NULL);
        return TABLE_LC_STOP;
    }
    const struct diag *d = kind == VROW_FINDING && i < vp->v.findings.n ? &vp->v.findings.v[i]
                           : kind == VROW_SUPPRESSED && i < vp->v.filtered.nsuppressed ? &vp->v.filtered.suppressed[i]
                           : NULL;
    if (!d)
        return TABLE_LC_NEXT;
    if (strcmp(code, "B") == 0)
        return browse(c, d) == 0 ? TABLE_LC_WAIT : TABLE_LC_STOP;
    if (strcmp(code, "X") == 0 && kind == VROW_SUPPRESSED) {
        console_msg(c, MSG_NOT_A_FINDING, code, "suppressed already (wlmcon suppress --delete takes it back)", NULL);
        return TABLE_LC_STOP;
    }
    if (strcmp(code, "X") == 0)
        return suppress_panel_open(c, vp->app->store, d, &vp->kept_supp) == 0 ? TABLE_LC_WAIT : TABLE_LC_STOP;
    return show_object(c, vp, d);
}

/* After the line commands: a suppression kept by X takes its findings out of the list. */
static void processed(struct console *c, struct panel *p, void *ctx)
{
    struct vpanel *vp = ctx;
    (void)c;
    if (!vp->kept_supp)
        return;
    vp->kept_supp = false;
    vp->inner.refresh(vp->inner.ctx);
    table_reload(p);
}

/* ON, OFF or nothing (toggle) after GROUP or SUPPRESSED: the new state, or -1 for another word. */
static int on_off(const char *args, bool now)
{
    if (!*args)
        return !now;
    if (strcasecmp(args, "ON") == 0)
        return 1;
    return strcasecmp(args, "OFF") == 0 ? 0 : -1;
}

static enum panel_rc command(struct console *c, struct panel *p, const struct cmd *cmd, void *ctx)
{
    struct vpanel *vp = ctx;
    bool group = strcmp(cmd->word, "GROUP") == 0;
    if (!group && strcmp(cmd->word, "SUPPRESSED") != 0)
        return PANEL_PASS;
    int on = on_off(cmd->args, group ? vp->view.grouped : vp->view.suppressed);
    if (on < 0) {
        console_msg(c, MSG_INVALID_OPERAND, cmd->args, cmd->word, group ? own_commands[0].syntax : own_commands[1].syntax,
                    NULL);
        return PANEL_DONE;
    }
    *(group ? &vp->view.grouped : &vp->view.suppressed) = on;
    if (group && on)   /* groups and their findings in their own order */
        memsrc_unsort(vp->inner.ctx);
    int rc = rebuild(vp, p);
    if (rc == 0 && group && !on && vp->sorted)
        rc = vp->inner.sort(vp->inner.ctx, vp->sort_col, vp->sort_desc);
    if (rc < 0)
        console_msg(c, MSG_SOURCE_ERROR, "out of memory", NULL);
    return PANEL_DONE;
}

/* ---- the list's source: the rows' own, with FIND looking into closed groups ---------------------- */

static long src_count(void *ctx)
{
    struct vpanel *vp = ctx;
    return vp->inner.count(vp->inner.ctx);
}

static int src_fetch(void *ctx, const struct tbl_request *req, struct tbl_page *out)
{
    struct vpanel *vp = ctx;
    return vp->inner.fetch(vp->inner.ctx, req, out);
}

static int src_locate(void *ctx, const char *value, long *pos, const char **key)
{
    struct vpanel *vp = ctx;
    return vp->inner.locate(vp->inner.ctx, value, pos, key);
}

/* FIND: on the rows shown, else in a closed group, which opens. */
static int src_find(void *ctx, const char *text, long from, long *pos, const char **key)
{
    struct vpanel *vp = ctx;
    int rc = vp->inner.find(vp->inner.ctx, text, from, pos, key);
    if (rc != 0 || *pos >= 0 || !vp->view.grouped || !vrows_open_found(&vp->v, &vp->view, text))
        return rc;
    vp->rebuild = true;
    if (vp->inner.refresh(vp->inner.ctx) < 0)
        return -1;
    rc = vp->inner.find(vp->inner.ctx, text, from, pos, key);
    return rc == 0 && *pos < 0 ? vp->inner.find(vp->inner.ctx, text, 0, pos, key) : rc;
}

/* SORT orders the list of every finding; the grouped view keeps its order and the SORT waits for
 * GROUP OFF. */
static int src_sort(void *ctx, int col, bool desc)
{
    struct vpanel *vp = ctx;
    vp->sort_col = col;
    vp->sort_desc = desc;
    vp->sorted = true;
    return vp->view.grouped ? 0 : vp->inner.sort(vp->inner.ctx, col, desc);
}

static int src_refresh(void *ctx)
{
    struct vpanel *vp = ctx;
    return vp->inner.refresh(vp->inner.ctx);
}

static const char *src_error(void *ctx)
{
    struct vpanel *vp = ctx;
    return vp->inner.error(vp->inner.ctx);
}

static void src_destroy(void *ctx)
{
    struct vpanel *vp = ctx;
    vp->inner.destroy(vp->inner.ctx);   /* the builder's ctx, vp, goes with it */
}

int validate_part_open(struct console *c, const char *rest, void *ctx)
{
    (void)rest;
    struct vpanel *vp = calloc(1, sizeof *vp);
    struct memsrc *m = vp ? memsrc_new(vrows_cols, VROWS_NCOLS) : NULL;
    if (!m) {
        free(vp);
        return -1;
    }
    vp->app = ctx;
    vp->first = true;
    vp->screen = console_rows(c);
    validation_init(&vp->v, SEV_INFO);
    memsrc_set_builder(m, &(struct memsrc_builder){run, vpanel_free, vp});
    memsrc_set_rank(m, 0, severity_rank);
    if (run(vp, m) != 0) {
        console_msg(c, MSG_STORE_ERROR, vp->err, NULL);
        memsrc_free(m);
        return -1;
    }
    struct table_spec spec = {.def = &def, .line_command = line_command, .ctx = vp, .head = head,
                              .remember = true, .remember_on_save = true, .command = command,
                              .own_commands = own_commands,
                              .nown_commands = sizeof own_commands / sizeof own_commands[0],
                              .processed = processed};
    memsrc_source(m, &vp->inner);
    spec.src = vp->inner;
    spec.src.ctx = vp;
    spec.src.count = src_count;
    spec.src.fetch = src_fetch;
    spec.src.locate = src_locate;
    spec.src.find = src_find;
    spec.src.sort = src_sort;
    spec.src.refresh = src_refresh;
    spec.src.error = src_error;
    spec.src.destroy = src_destroy;
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
