/* ui/work/sim_panel.c — option 6: the choice of a system and its engine's inputs; see
 * sim_panel.h. */
#include "ui/work/sim_panel.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ui/engine/entry.h"
#include "ui/engine/memsrc.h"
#include "ui/engine/pulldown.h"
#include "ui/engine/table.h"
#include "ui/systems.h"
#include "ui/work/app.h"
#include "ui/work/sim_msg.h"
#include "ui/work/sim_session.h"

static const char *const actions[] = {"Simulate", "Options", "Help", NULL};

static const struct pd_choice sim_choices[] = {
    {"Run the scenario", "ENTER", 'R'},
    {"Exit", "END", 'X'},
    {NULL, NULL, 0},
};

static const struct pulldown pulldowns[] = {{"Simulate", sim_choices, NULL}, {NULL, NULL, NULL}};

static const struct panel_def entry_def = {
    .id = "SIM100",
    .title = "Simulate",
    .kind = PANEL_ENTRY,
    .actions = actions,
    .keys = &keylist_entry,
    .pulldowns = pulldowns,
    .instruction = "Type the scenario and press Enter to run it.  F4 lists the names.",
    .help = "Where the work would go: the system's simulation engine runs the scenario over the "
            "policy as the store holds it, message by message, every step of its algorithm, and "
            "shows what each destination received (SIM200). Nothing is written to the store.\n"
            "Each field is one of the engine's inputs, the same as `wlmcon simulate SYSTEM --help` "
            "lists; a blank field takes the input's default. F4 on a name lists the policy's "
            "values for it. The seed drives the one seeded generator the engine may draw from: the "
            "same policy, scenario and seed always give the same result.\n"
            "SIMULATE followed by the command line's arguments (SIMULATE mq --queue APP.REQ --from "
            "QMC --messages 400 --bind notfixed) fills these fields and runs, from any panel; "
            "with --scenario FILE it reads a scenario file as the command line does (its inputs, "
            "seed, trace and the destinations' states and timed changes; the other options win "
            "over it). A fault of the file is shown as FILE:LINE:COL and changes nothing.",
};

static const struct lcmd_def sys_lcmds[] = {{"S", "Select"}, {NULL, NULL}};

static const struct panel_def list_def = {
    .id = "SIM050",
    .title = "Simulate: Choose a System",
    .kind = PANEL_TABLE,
    .actions = actions,
    .keys = &keylist_table,
    .lcmds = sys_lcmds,
    .pulldowns = pulldowns,
    .help = "The systems whose policy can be simulated. S (or Enter on a row) takes its engine's "
            "inputs on the next panel.",
};

/* SIM100's fields made from the engine's rows: the system (output), each input, the seed. */
struct sim_entry {
    struct app *app;
    const struct system_def *sys;
    struct field_def *fields;
    char (*labels)[40];
    size_t n;
    struct panel *p;
};

static void entry_free(void *ctx)
{
    struct sim_entry *e = ctx;
    free(e->fields);
    free(e->labels);
    free(e);
}

/* The session of the app for sys: the app's, or a new one in its place. NULL out of memory. */
static struct sim_session *session_for(struct app *app, const struct system_def *sys)
{
    if (app->sim && app->sim->sys == sys)
        return app->sim;
    struct sim_session *ss = sim_session_new(app, sys);
    if (!ss)
        return NULL;
    sim_session_free(app->sim);
    app->sim = ss;
    return ss;
}

static int add_name(void *ctx, const char *value, const char *descr)
{
    return prompt_list_add(ctx, value, descr);
}

/* F4 on an input the engine lists: the policy's values, given the other fields as typed. */
static int names(void *ctx, const struct field_def *fd, struct prompt_list *out, char *why, size_t len)
{
    struct sim_entry *e = ctx;
    const struct sim_engine *eng = e->sys->sim;
    int row = sim_input_index(eng->inputs, eng->ninputs, fd->key);
    if (row < 0 || !eng->names)
        return 0;
    struct sim_session tmp = {.app = e->app, .sys = e->sys};
    sim_scenario_init(&tmp.scn, e->sys);
    for (size_t i = 0; i < eng->ninputs; i++) {
        struct form_field *ff = entry_field(e->p, eng->inputs[i].key);
        char v[256], msg[300];
        const char *norm;
        if (ff && form_value(ff, v, sizeof v) && !sim_input_problem(&eng->inputs[i], v, &norm, msg, sizeof msg))
            sim_set(&tmp.scn, i, norm);
    }
    struct policy pol;
    struct store_error err = {0};
    policy_init(&pol);
    int rc = sim_policy_load(e->app->store, e->sys, &pol, &err);
    if (rc)
        snprintf(why, len, "%s", err.msg);
    else if ((rc = eng->names(&pol, &tmp.scn, (size_t)row, add_name, out)))
        snprintf(why, len, "out of memory");
    policy_free(&pol);
    sim_scenario_free(&tmp.scn);
    return rc;
}

/* Enter: the fields become the session's scenario (the destinations' states kept), which runs. */
static void enter(struct console *c, struct panel *p, const struct entry_value *v, size_t n, void *ctx)
{
    struct sim_entry *e = ctx;
    (void)p;
    struct sim_session *ss = session_for(e->app, e->sys);
    const struct sim_engine *eng = e->sys->sim;
    if (!ss || n != eng->ninputs + 2)
        return;
    for (size_t i = 0; i < eng->ninputs; i++) {
        const char *norm = NULL;
        char msg[300];
        if (*v[i + 1].value && sim_input_problem(&eng->inputs[i], v[i + 1].value, &norm, msg, sizeof msg)) {
            console_field_msg(c, p, entry_field(p, eng->inputs[i].key), MSG_SIM_REFUSED, msg, NULL);
            return;
        }
        sim_set(&ss->scn, i, *v[i + 1].value ? norm : NULL);
    }
    ss->scn.seed = strtoull(v[n - 1].value, NULL, 10);
    if (sim_session_run(c, ss, false) == 0)
        sim_result_open(c, ss);
}

/* SIM100 for sys, its fields showing the app's scenario when it is sys's. Pushed; 0 or -1. */
static int entry_open(struct console *c, struct app *app, const struct system_def *sys)
{
    const struct sim_engine *eng = sys->sim;
    struct sim_entry *e = calloc(1, sizeof *e);
    size_t n = eng->ninputs + 2;
    const char **values = calloc(n, sizeof *values);
    char seed[24];
    if (!e || !values || !(e->fields = calloc(n, sizeof *e->fields)) || !(e->labels = calloc(n, sizeof *e->labels))) {
        free(values);
        if (e)
            entry_free(e);
        return -1;
    }
    e->app = app;
    e->sys = sys;
    e->n = n;
    const struct sim_scenario *scn = app->sim && app->sim->sys == sys ? &app->sim->scn : NULL;
    e->fields[0] = (struct field_def){.key = "system", .label = "System", .type = AT_NAME, .max = 64,
                                      .flags = FD_OUTPUT, .help = eng->summary, .source = eng->source};
    values[0] = sys->label;
    for (size_t i = 0; i < eng->ninputs; i++) {
        const struct sim_input *in = &eng->inputs[i];
        struct field_def *fd = &e->fields[i + 1];
        sim_label(in->key, e->labels[i + 1], sizeof e->labels[i + 1]);
        *fd = (struct field_def){.key = in->key, .label = e->labels[i + 1], .type = in->type,
                                 .min = in->min, .max = in->type == AT_INT ? in->max : in->max && !(in->flags & SIM_LIST) ? in->max : 200,
                                 .choices = in->choices, .dflt = in->dflt, .help = in->help,
                                 .source = eng->source, .ns = in->flags & SIM_NAMES ? in->key : NULL,
                                 .flags = in->flags & SIM_REQUIRED ? FD_REQUIRED : 0};
        if (in->type == AT_NAME)
            fd->type = AT_TEXT;   /* several names may be given, comma-separated */
        if (in->type == AT_BOOL) {
            fd->flags |= FD_CAPS;
            fd->choices = sim_yes_no;
        }
        values[i + 1] = scn && scn->values ? scn->values[i] : NULL;
    }
    snprintf(seed, sizeof seed, "%llu", scn ? (unsigned long long)scn->seed : 0ULL);
    e->fields[n - 1] = (struct field_def){.key = "seed", .label = "Seed", .type = AT_INT, .min = 0,
                                          .max = 999999999999999999LL, .dflt = "0",
                                          .help = "The seed of the one seeded generator the engine may "
                                                  "draw from: the same policy, scenario and seed give "
                                                  "the same result."};
    values[n - 1] = seed;
    struct entry_spec spec = {.def = &entry_def, .fields = e->fields, .nfields = n, .values = values,
                              .enter = enter, .names = names, .ctx = e, .ctx_free = entry_free};
    struct panel *p = entry_new(&spec);
    free(values);
    if (!p)
        return -1;
    e->p = p;
    char title[80];
    snprintf(title, sizeof title, "Simulate %s", sys->label);
    panel_set_title(p, title);
    return console_push(c, p);
}

/* The systems that simulate (their rows registered, their model declaring an engine). */
static size_t engines(const struct system_def **out, size_t max)
{
    size_t n = 0;
    for (const struct ui_system *const *u = ui_systems(); *u; u++)
        if ((*u)->def && (*u)->def->sim && n < max)
            out[n++] = (*u)->def;
    return n;
}

static enum table_lc_rc pick(struct console *c, struct panel *p, const char *code, const char *key, long pos,
                             void *ctx)
{
    (void)p;
    (void)code;
    (void)pos;
    const struct system_def *sys = schema_system(key);
    return sys && entry_open(c, ctx, sys) == 0 ? TABLE_LC_WAIT : TABLE_LC_STOP;
}

static const struct tbl_col sys_cols[] = {
    {"system", "System", 18, TC_FIXED}, {"engine", "What it simulates", 120, 0},
};

int simulate_part_open(struct console *c, const char *rest, void *ctx)
{
    struct app *app = ctx;
    (void)rest;
    sim_messages_register();
    const struct system_def *v[16];
    size_t n = engines(v, 16);
    if (app->sim && app->sim->ran) {   /* the last simulation, as it was left */
        if (entry_open(c, app, app->sim->sys))
            return -1;
        return sim_result_open(c, app->sim);
    }
    if (n == 1)
        return entry_open(c, app, v[0]);
    if (!n) {
        console_msg(c, MSG_SIM_NO_ENGINE, "No system of this build has a simulation engine.", NULL);
        return -1;
    }
    struct memsrc *m = memsrc_new(sys_cols, 2);
    for (size_t i = 0; m && i < n; i++) {
        const char *cells[] = {v[i]->label, v[i]->sim->summary};
        if (memsrc_add(m, v[i]->id, cells)) {
            memsrc_free(m);
            m = NULL;
        }
    }
    if (!m)
        return -1;
    struct table_spec spec = {.def = &list_def, .line_command = pick, .ctx = app, .enter_lcmd = "S"};
    memsrc_source(m, &spec.src);
    struct panel *p = table_new(&spec);
    return p ? console_push(c, p) : -1;
}

enum { WORDS_MAX = 64 };

enum panel_rc simulate_command(struct console *c, const struct cmd *cmd, void *ctx)
{
    struct app *app = ctx;
    if (cmd->id != CMD_OTHER || (strcmp(cmd->word, "SIMULATE") != 0 && strcmp(cmd->word, "SIM") != 0))
        return PANEL_PASS;
    sim_messages_register();
    char line[CMD_LINE_MAX], *words[WORDS_MAX], msg[400];
    int nw = 0;
    snprintf(line, sizeof line, "%s", cmd->args);
    for (char *t = strtok(line, " "); t && nw < WORDS_MAX; t = strtok(NULL, " "))
        words[nw++] = t;
    const struct system_def *sys = nw ? schema_system(words[0]) : NULL;
    if (!sys || !sys->sim) {
        snprintf(msg, sizeof msg, "SIMULATE %s: %s.", nw ? words[0] : "",
                 !nw ? "name the system first (SIMULATE mq --queue …)"
                 : sys ? "that system has no simulation engine" : "no such system");
        console_msg(c, MSG_SIM_NO_ENGINE, msg, NULL);
        return PANEL_DONE;
    }
    struct sim_session *ss = sim_session_new(app, sys);
    unsigned long long trace = 0;
    if (!ss)
        return PANEL_DONE;
    if (sim_session_args(ss, words + 1, nw - 1, &trace, msg, sizeof msg)) {
        console_msg(c, MSG_SIM_REFUSED, msg, NULL);
        sim_session_free(ss);
        return PANEL_DONE;
    }
    if (app->sim && app->sim->sys == sys && app->sim->ran) {   /* the same simulation: its result is the before */
        sim_scenario_free(&app->sim->scn);
        app->sim->scn = ss->scn;
        memset(&ss->scn, 0, sizeof ss->scn);
        sim_session_free(ss);
        ss = app->sim;
    } else {
        sim_session_free(app->sim);
        app->sim = ss;
    }
    if (entry_open(c, app, sys) || sim_session_run(c, ss, false) || sim_result_open(c, ss))
        return PANEL_DONE;
    if (trace)
        sim_trace_open(c, ss, trace);
    return PANEL_DONE;
}
