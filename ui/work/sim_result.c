/* ui/work/sim_result.c — SIM200, the result of a simulation (PANELS.md): one row per destination —
 * its name, the engine's text fields and details (MQ: channel, weight, priority, rank, state),
 * the messages it received, their share and a bar of '#' as wide as the screen allows — under the
 * run's facts (MQ: the bind in force, CLWLUSEQ, the exit) and what could not be delivered. After
 * F5 each row shows the count and share before and after. T on a row asks for a message number
 * and shows its decision (SIM300), as TRACE n does; Enter runs the scenario again. See
 * sim_session.h. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ui/work/sim_print.h"
#include "ui/engine/entry.h"
#include "ui/engine/memsrc.h"
#include "ui/engine/pulldown.h"
#include "ui/engine/table.h"
#include "ui/engine/textview.h"
#include "ui/work/sim_msg.h"
#include "ui/work/sim_session.h"

static const char *const actions[] = {"Simulate", "Scenario", "Options", "Help", NULL};

static const struct pd_choice sim_choices[] = {
    {"Run again", "ENTER", 'R'},
    {"Run again, before and after", "REFRESH", 'B'},
    {"Exit", "END", 'X'},
    {NULL, NULL, 0},
};

static const struct pd_choice scenario_choices[] = {
    {"Destination states...", "SCENARIO", 'D'},
    {NULL, NULL, 0},
};

static const struct pulldown pulldowns[] = {
    {"Simulate", sim_choices, NULL}, {"Scenario", scenario_choices, NULL}, {NULL, NULL, NULL},
};

static const struct lcmd_def lcmds[] = {{"T", "Trace a message"}, {NULL, NULL}};

static const struct key_label labels[] = {{"REFRESH", "Rerun"}, {NULL, NULL}};

static const struct cmd_def own[] = {
    {CMD_OTHER, "TRACE", NULL, NULL, "TRACE n", "Every step of message n's decision", 1u << PANEL_TABLE},
    {CMD_OTHER, "SCENARIO", NULL, NULL, "SCENARIO", "The destinations' states in the scenario",
     1u << PANEL_TABLE},
};

static const struct panel_def def = {
    .id = "SIM200",
    .title = "Simulation",
    .kind = PANEL_TABLE,
    .actions = actions,
    .keys = &keylist_table,
    .lcmds = lcmds,
    .pulldowns = pulldowns,
    .key_labels = labels,
    .instruction = "T=Trace a message   Enter=Run again   F5=Rerun: before and after",
    .help = "Where the scenario's work went: one row per destination with what identifies it, "
            "what the engine read of it, the messages it received, their share of those put and "
            "a bar of that share ('#'). The lines above the rows say what decided the run as a "
            "whole and what could not be delivered, with the reason.\n"
            "T on a row asks for a message number and shows every step of that message's "
            "decision, what each step removed and why: the lines `wlmcon simulate … --trace n` "
            "prints. TRACE n does the same from the command line.\n"
            "Enter runs the scenario again over the policy as the store holds it now. F5 does so "
            "too and keeps the run shown until then: each row then shows the messages and share "
            "before and after, so that the effect of a change made on another panel shows at "
            "once. The last simulation stays while the console runs: option 6 "
            "opens it again.\n"
            "Scenario on the action bar (or SCENARIO) lists the destinations with the states the "
            "scenario gives them instead of the policy's.",
};

/* The panel's context: the session (held) and the columns of the source shown. */
struct view {
    struct sim_session *ss;
    unsigned shown;              /* ss->runs the rows were built from */
    struct tbl_col *cols;        /* owned, with their headings */
    char (*heads)[24];
    struct tbl_col *old_cols;    /* those of the source before, until it is replaced */
    char (*old_heads)[24];
};

static void view_free(void *ctx)
{
    struct view *v = ctx;
    free(v->cols);
    free(v->heads);
    free(v->old_cols);
    free(v->old_heads);
    sim_session_free(v->ss);
    free(v);
}

/* "300  75.0%"-like cells: the count, the share. */
static void count_cells(const struct sim_result *r, const struct sim_dest *d, char *count, char *share, size_t n)
{
    if (!d) {
        snprintf(count, n, "-");
        snprintf(share, n, "-");
        return;
    }
    unsigned sh = sim_share_tenths(r, d->count);
    snprintf(count, n, "%llu", d->count);
    snprintf(share, n, "%u.%u%%", sh / 10, sh % 10);
}

/* The destination of r that is d (same name and fields), or NULL. */
static const struct sim_dest *match(const struct sim_engine *e, const struct sim_result *r, const struct sim_dest *d)
{
    for (size_t i = 0; r && i < r->ndests; i++) {
        const struct sim_dest *x = &r->dests[i];
        bool same = strcmp(x->name, d->name) == 0 && x->local == d->local;
        for (size_t f = 0; same && f < e->ndest_fields; f++)
            same = strcmp(x->fields[f], d->fields[f]) == 0;
        if (same)
            return x;
    }
    return NULL;
}

static int widest(int w, const char *s)
{
    int n = (int)strlen(s);
    return n > w ? n : w;
}

/* A row for destination d (of the result shown, or of the one before only). */
static int add_row(struct memsrc *m, const struct view *v, const struct sim_dest *d, size_t key, int bar)
{
    const struct sim_session *ss = v->ss;
    const struct sim_engine *e = ss->sys->sim;
    const char *cells[40];
    char name[160], keytext[24], c1[24], s1[24], c2[24], s2[24], bars[256];
    int k = 0;
    snprintf(name, sizeof name, "%s%s", d->name, d->local ? " (local)" : "");
    cells[k++] = name;
    for (size_t f = 0; f < e->ndest_fields; f++)
        if (e->text_fields & 1u << f)
            cells[k++] = d->fields[f];
    const struct sim_dest *now = match(e, &ss->res, d), *before = ss->compared ? match(e, &ss->prev, d) : NULL;
    const struct sim_dest *det = now ? now : d;
    for (size_t i = 0; i < e->ndetails && !ss->compared; i++)
        cells[k++] = det->details ? det->details[i] : "";
    if (ss->compared) {
        count_cells(&ss->prev, before, c1, s1, sizeof c1);
        cells[k++] = c1;
        cells[k++] = s1;
    }
    count_cells(&ss->res, now, c2, s2, sizeof c2);
    cells[k++] = c2;
    cells[k++] = s2;
    unsigned sh = now ? sim_share_tenths(&ss->res, now->count) : 0;
    int len = (int)((sh * (unsigned)bar + 500) / 1000);
    memset(bars, '#', (size_t)len);
    bars[len] = '\0';
    cells[k++] = bars;
    snprintf(keytext, sizeof keytext, "%zu", key);
    return memsrc_add(m, keytext, cells);
}

/* Sets the columns and the rows of the result shown; the source into *src. 0, or -1. */
static int build(struct view *v, int screen_cols, struct tbl_source *src)
{
    const struct sim_session *ss = v->ss;
    const struct sim_engine *e = ss->sys->sim;
    const struct sim_result *r = &ss->res;
    int nc = 0, wname = 11, used = 0;
    if (1 + e->ndest_fields + e->ndetails + 5 > 40)   /* the cells a row has room for (add_row) */
        return -1;
    struct tbl_col *cols = calloc(40, sizeof *cols);
    char (*heads)[24] = calloc(40, sizeof *heads);
    if (!cols || !heads)
        return free(cols), free(heads), -1;
    for (int pass = 0; pass < 2; pass++)
        for (size_t i = 0; i < (pass ? ss->prev.ndests : r->ndests); i++) {
            const struct sim_dest *d = pass ? &ss->prev.dests[i] : &r->dests[i];
            int len = (int)strlen(d->name) + (d->local ? 8 : 0);   /* " (local)" */
            wname = len > wname ? len : wname;
        }
    cols[nc++] = (struct tbl_col){"name", e->dest_heading ? e->dest_heading : "Destination", wname, TC_FIXED};
    for (size_t f = 0; f < e->ndest_fields; f++) {
        if (!(e->text_fields & 1u << f))
            continue;
        sim_label(e->dest_fields[f], heads[nc], sizeof heads[nc]);
        int w = (int)strlen(heads[nc]);
        for (size_t i = 0; i < r->ndests; i++)
            w = widest(w, r->dests[i].fields[f]);
        for (size_t i = 0; i < ss->prev.ndests; i++)
            w = widest(w, ss->prev.dests[i].fields[f]);
        cols[nc] = (struct tbl_col){e->dest_fields[f], heads[nc], w, 0};
        nc++;
    }
    for (size_t i = 0; i < e->ndetails && !ss->compared; i++) {
        int w = e->details[i].right ? e->details[i].width : (int)strlen(e->details[i].heading);
        for (size_t d = 0; d < r->ndests && !e->details[i].right; d++)
            w = r->dests[d].details ? widest(w, r->dests[d].details[i]) : w;
        cols[nc++] = (struct tbl_col){e->details[i].key, e->details[i].heading, w,
                                      e->details[i].right ? TC_RIGHT : 0};
    }
    if (ss->compared) {
        cols[nc++] = (struct tbl_col){"before", "Before", 8, TC_RIGHT};
        cols[nc++] = (struct tbl_col){"before_share", "Share", 6, TC_RIGHT};
    }
    sim_label(sim_unit(e, true), heads[nc], sizeof heads[nc]);
    cols[nc] = (struct tbl_col){"count", ss->compared ? "After" : heads[nc], 8, TC_RIGHT};
    nc++;
    cols[nc++] = (struct tbl_col){"share", "Share", 6, TC_RIGHT};
    for (int i = 0; i < nc; i++)
        used += cols[i].width + 1;
    int bar = screen_cols - used - 7;   /* the line-command column and the borders */
    bar = bar < 8 ? 8 : bar > 60 ? 60 : bar;
    cols[nc++] = (struct tbl_col){"bar", "", bar, 0};
    struct memsrc *m = memsrc_new(cols, nc);
    int rc = m ? 0 : -1;
    for (size_t i = 0; rc == 0 && i < r->ndests; i++)
        rc = add_row(m, v, &r->dests[i], i, bar);
    for (size_t i = 0; rc == 0 && ss->compared && i < ss->prev.ndests; i++)
        if (!match(e, r, &ss->prev.dests[i]))
            rc = add_row(m, v, &ss->prev.dests[i], r->ndests + i, bar);
    if (rc) {
        memsrc_free(m);
        free(cols);
        free(heads);
        return -1;
    }
    memsrc_unsort(m);
    memsrc_source(m, src);
    v->old_cols = v->cols;   /* the source shown reads them until it is replaced */
    v->old_heads = v->heads;
    v->cols = cols;
    v->heads = heads;
    v->shown = ss->runs;
    return 0;
}

/* The title: the system and the required inputs' values ("IBM MQ: queue APP.REQ, from QMC"). */
static void set_title(struct panel *p, const struct sim_session *ss)
{
    char t[80];
    const struct sim_engine *e = ss->sys->sim;
    size_t len = (size_t)snprintf(t, sizeof t, "%s:", ss->sys->label);
    bool first = true;
    for (size_t i = 0; i < e->ninputs && len < sizeof t; i++) {
        const char *v = sim_get(&ss->scn, e->inputs[i].key);
        if (!(e->inputs[i].flags & SIM_REQUIRED) || !v)
            continue;
        len += (size_t)snprintf(t + len, sizeof t - len, "%s %s %s", first ? "" : ",", e->inputs[i].key, v);
        first = false;
    }
    panel_set_title(p, t);
}

/* Shows the session's last result: new columns and rows. */
static void show(struct console *c, struct panel *p, struct view *v)
{
    struct tbl_source src;
    if (build(v, console_cols(c), &src) != 0)
        return;
    if (table_set_source(p, &src) != 0) {   /* the old source stays, with its columns */
        src.destroy(src.ctx);
        free(v->cols);
        free(v->heads);
        v->cols = v->old_cols;
        v->heads = v->old_heads;
    } else {
        free(v->old_cols);
        free(v->old_heads);
    }
    v->old_cols = NULL;
    v->old_heads = NULL;
    set_title(p, v->ss);
}

/* The summary lines: the messages, what was not delivered, the run's facts. */
static int head(void *ctx, struct table_head *lines, int max)
{
    const struct view *v = ctx;
    const struct sim_result *r = &v->ss->res;
    int n = 0;
    unsigned long long delivered = r->messages - r->undelivered;
    sim_label(sim_unit(v->ss->sys->sim, true), lines[n].label, sizeof lines[n].label);
    snprintf(lines[n].value, sizeof lines[n].value, "%llu put, seed %llu; %llu delivered", r->messages,
             (unsigned long long)v->ss->scn.seed, delivered);
    n++;
    if (r->undelivered) {
        unsigned sh = sim_share_tenths(r, r->undelivered);
        snprintf(lines[n].label, sizeof lines[n].label, "Not delivered");
        size_t len = (size_t)snprintf(lines[n].value, sizeof lines[n].value, "%llu (%u.%u%%), ", r->undelivered,
                                      sh / 10, sh % 10);
        if (!r->nreasons)
            snprintf(lines[n].value + len, sizeof lines[n].value - len, "reason %d %s", r->reason,
                     r->reason_text ? r->reason_text : "");
        for (size_t i = 0; i < r->nreasons && len < sizeof lines[n].value; i++)
            len += (size_t)snprintf(lines[n].value + len, sizeof lines[n].value - len, "%s%s %llu", i ? ", " : "",
                                    r->reasons[i].name, r->reasons[i].count);
        n++;
    }
    for (size_t i = 0; i < r->nfacts && n < max - (v->ss->compared ? 1 : 0); i++, n++) {
        snprintf(lines[n].label, sizeof lines[n].label, "%s", r->facts[i].label);
        snprintf(lines[n].value, sizeof lines[n].value, "%s", r->facts[i].value);
    }
    if (v->ss->compared && n < max) {
        snprintf(lines[n].label, sizeof lines[n].label, "Compared");
        snprintf(lines[n].value, sizeof lines[n].value, "before: the run shown before F5; after: the policy now");
        n++;
    }
    return n;
}

/* ---- T: the message to trace ----------------------------------------------------------------- */

static const struct panel_def ask_def = {
    .id = "SIM230",
    .title = "Trace a Message",
    .kind = PANEL_ENTRY,
    .keys = &keylist_entry,
    .instruction = "Type the message's number and press Enter; F3 returns to the result.",
    .help = "The number of the message whose decision is shown step by step, from 1 (the first "
            "put) to the number of messages the scenario puts.",
};

struct ask {
    struct sim_session *ss;
    struct field_def fd;
    char first[24];
};

static void ask_free(void *ctx)
{
    struct ask *a = ctx;
    sim_session_free(a->ss);
    free(a);
}

static void ask_enter(struct console *c, struct panel *p, const struct entry_value *v, size_t n, void *ctx)
{
    struct ask *a = ctx;
    (void)p;
    (void)n;
    sim_trace_open(c, a->ss, strtoull(v[0].value, NULL, 10));
}

/* T on the row of destination d: asks for the message, 1 proposed. */
static int ask_trace(struct console *c, struct view *v)
{
    struct ask *a = calloc(1, sizeof *a);
    if (!a)
        return -1;
    a->ss = v->ss;
    v->ss->refs++;
    a->fd = (struct field_def){.key = "message", .label = "Message number", .type = AT_INT, .min = 1,
                               .max = (long long)v->ss->res.messages, .flags = FD_REQUIRED,
                               .help = "The message whose decision is shown, from 1."};
    snprintf(a->first, sizeof a->first, "1");
    const char *values[] = {a->first};
    struct entry_spec spec = {.def = &ask_def, .fields = &a->fd, .nfields = 1, .values = values,
                              .enter = ask_enter, .ctx = a, .ctx_free = ask_free};
    struct panel *p = entry_new(&spec);
    return p ? console_push(c, p) : -1;
}

static enum table_lc_rc line_command(struct console *c, struct panel *p, const char *code, const char *key, long pos,
                                     void *ctx)
{
    (void)p;
    (void)code;
    (void)key;
    (void)pos;
    return ask_trace(c, ctx) == 0 ? TABLE_LC_WAIT : TABLE_LC_STOP;
}

/* TRACE n and SCENARIO. */
static enum panel_rc command(struct console *c, struct panel *p, const struct cmd *cmd, void *ctx)
{
    struct view *v = ctx;
    (void)p;
    if (strcmp(cmd->word, "SCENARIO") == 0) {
        sim_scenario_open(c, v->ss);
        return PANEL_DONE;
    }
    if (strcmp(cmd->word, "TRACE") != 0)
        return PANEL_PASS;
    char *end;
    unsigned long long n = strtoull(cmd->args, &end, 10);
    if (!cmd->args[0] || *end || cmd->args[0] == '-' || n < 1 || n > v->ss->res.messages) {
        char msg[CMD_LINE_MAX + 80];
        snprintf(msg, sizeof msg, "TRACE takes a message number from 1 to %llu, not '%s'.", v->ss->res.messages,
                 cmd->args);
        console_msg(c, MSG_SIM_REFUSED, msg, NULL);
        return PANEL_DONE;
    }
    sim_trace_open(c, v->ss, n);
    return PANEL_DONE;
}

/* Runs the scenario again (keeping the result shown as before with compare) and shows it. */
static void rerun(struct console *c, struct panel *p, struct view *v, bool compare)
{
    if (sim_session_run(c, v->ss, compare) != 0)
        return;
    show(c, p, v);
    char what[200];
    snprintf(what, sizeof what, "%llu %s put%s.", v->ss->res.messages, sim_unit(v->ss->sys->sim, true),
             v->ss->compared ? ": each row shows before and after" : " over the policy as it is now");
    console_msg(c, v->ss->compared ? MSG_SIM_COMPARED : MSG_SIMULATED, what, NULL);
}

static void on_enter(struct console *c, struct panel *p, void *ctx)
{
    rerun(c, p, ctx, false);
}

static void on_refresh(struct console *c, struct panel *p, void *ctx)
{
    rerun(c, p, ctx, true);
}

/* Back from another panel: a run made meanwhile (the scenario's states, SIMULATE) shows. */
static void on_resumed(struct console *c, struct panel *p, void *ctx)
{
    struct view *v = ctx;
    if (v->shown != v->ss->runs)
        show(c, p, v);
}

int sim_result_open(struct console *c, struct sim_session *ss)
{
    struct view *v = calloc(1, sizeof *v);
    if (!v)
        return -1;
    v->ss = ss;
    ss->refs++;
    struct table_spec spec = {.def = &def, .line_command = line_command, .command = command, .own_commands = own,
                              .nown_commands = sizeof own / sizeof own[0], .ctx = v, .ctx_free = view_free,
                              .head = head, .enter = on_enter, .refresh = on_refresh, .resumed = on_resumed};
    if (build(v, console_cols(c), &spec.src))
        return view_free(v), -1;
    struct panel *p = table_new(&spec);
    if (!p)
        return -1;
    set_title(p, ss);
    return console_push(c, p);
}

/* ---- the trace ------------------------------------------------------------------------------ */

static const struct panel_def trace_def = {
    .id = "SIM300",
    .title = "Trace",
    .kind = PANEL_TABLE,
    .keys = &keylist_help,
    .instruction = "Every step of the decision: what it kept, what it removed and why. F3 returns.",
    .help = "The decision of one message, step by step in the engine's order, with the "
            "distribution and the notes of the run above it: the lines `wlmcon simulate … --trace n` "
            "prints. A message whose destination was chosen for an earlier one (a bind on open) "
            "shows that message's decision. F7 and F8 scroll, FIND text looks for text.",
};

int sim_trace_open(struct console *c, struct sim_session *ss, unsigned long long n)
{
    struct policy pol;
    if (sim_session_policy(c, ss, &pol))
        return policy_free(&pol), -1;
    struct sim_result r;
    unsigned long long was = ss->scn.trace;
    ss->scn.trace = n;
    enum sim_status st = sim_run(&pol, &ss->scn, &r);
    ss->scn.trace = was;
    policy_free(&pol);
    char *text = NULL, title[80];
    size_t len = 0;
    FILE *f = st == SIM_OK ? open_memstream(&text, &len) : NULL;
    if (st != SIM_OK)
        console_msg(c, MSG_SIM_REFUSED, r.error, NULL);
    int rc = f ? sim_print_text(f, ss->sys, &r) : -1;
    if (f && fclose(f))
        rc = -1;
    sim_result_free(&r);
    char unit[24];
    sim_label(sim_unit(ss->sys->sim, false), unit, sizeof unit);
    snprintf(title, sizeof title, "Trace of %s %llu", unit, n);
    struct textview *v = rc == 0 ? textview_new(&trace_def, title) : NULL;
    rc = v && textview_add_file(v, CUA_NT, text) == 0 ? 0 : -1;
    free(text);
    return textview_push(c, v, rc);
}
