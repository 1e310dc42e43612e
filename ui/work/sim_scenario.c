/* ui/work/sim_scenario.c — the scenario's destinations (SIM210): one row per destination of the
 * last run with what the scenario says of it instead of the policy (the engine's destination
 * inputs; blank: the policy's, or the observed state); E edits them (SIM220, one field per input), Enter runs the scenario again and returns
 * to the result, which shows the run before and after. Nothing is written to the store. See
 * sim_session.h. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ui/engine/entry.h"
#include "ui/engine/memsrc.h"
#include "ui/engine/table.h"
#include "ui/work/sim_msg.h"
#include "ui/work/sim_session.h"

static const struct lcmd_def lcmds[] = {{"E", "Edit the states"}, {NULL, NULL}};

static const struct panel_def list_def = {
    .id = "SIM210",
    .title = "Scenario: Destination States",
    .kind = PANEL_TABLE,
    .keys = &keylist_table,
    .lcmds = lcmds,
    .instruction = "E=Edit the states   Enter=Run with them   F3=Return",
    .help = "What the scenario says of each destination instead of the policy or the observed "
            "status: the engine's destination inputs, one column each (F1 on a field of E's panel "
            "explains it). A blank cell is the policy's. E changes them; Enter runs the scenario "
            "with them and shows the run before and after. Nothing is written to the store.",
};

static const struct panel_def edit_def = {
    .id = "SIM220",
    .title = "Destination States",
    .kind = PANEL_ENTRY,
    .keys = &keylist_entry,
    .instruction = "Blank: the policy's.  F3 keeps the states in the scenario, F12 leaves them.",
    .help = "The states this destination has in the scenario instead of the policy's; each field "
            "is one of the engine's destination inputs, as a scenario file's destinations: entry "
            "gives them.",
};

struct scen {
    struct sim_session *ss;
    struct tbl_col *cols;
    char (*heads)[24];
};

static void scen_free(void *ctx)
{
    struct scen *s = ctx;
    sim_session_free(s->ss);
    free(s->cols);
    free(s->heads);
    free(s);
}

/* The rows: each destination name of the last run once, with the scenario's values. */
static int source(struct scen *s, struct tbl_source *src)
{
    const struct sim_engine *e = s->ss->sys->sim;
    const struct sim_result *r = &s->ss->res;
    if (!s->cols) {
        if (!(s->cols = calloc(e->ndest_inputs + 1, sizeof *s->cols)) ||
            !(s->heads = calloc(e->ndest_inputs + 1, sizeof *s->heads)))
            return -1;
        s->cols[0] = (struct tbl_col){"name", e->dest_heading ? e->dest_heading : "Destination", 12, TC_FIXED};
        for (size_t i = 0; i < e->ndest_inputs; i++) {
            sim_label(e->dest_inputs[i].key, s->heads[i + 1], sizeof s->heads[i + 1]);
            int w = (int)strlen(s->heads[i + 1]);
            for (const struct attr_choice *ch = e->dest_inputs[i].choices; ch && ch->value; ch++)
                w = (int)strlen(ch->value) > w ? (int)strlen(ch->value) : w;
            s->cols[i + 1] = (struct tbl_col){e->dest_inputs[i].key, s->heads[i + 1], w < 9 ? 9 : w, 0};
        }
    }
    struct memsrc *m = memsrc_new(s->cols, (int)e->ndest_inputs + 1);
    for (size_t d = 0; m && d < r->ndests; d++) {
        bool seen = false;
        for (size_t k = 0; k < d && !seen; k++)
            seen = strcmp(r->dests[k].name, r->dests[d].name) == 0;
        const char *cells[16] = {r->dests[d].name};
        for (size_t i = 0; i < e->ndest_inputs && i < 15; i++) {
            const char *v = sim_get_dest(&s->ss->scn, r->dests[d].name, e->dest_inputs[i].key);
            cells[i + 1] = v ? v : "";
        }
        if (!seen && memsrc_add(m, r->dests[d].name, cells)) {
            memsrc_free(m);
            m = NULL;
        }
    }
    if (!m)
        return -1;
    memsrc_source(m, src);
    return 0;
}

/* SIM220: the states of one destination. */
struct edit {
    struct sim_session *ss;
    char name[128];
    struct field_def *fields;
    char (*labels)[40];
};

static void edit_free(void *ctx)
{
    struct edit *e = ctx;
    sim_session_free(e->ss);
    free(e->fields);
    free(e->labels);
    free(e);
}

static enum entry_save_rc save(void *ctx, const struct entry_value *v, size_t n, struct entry_result *res)
{
    struct edit *e = ctx;
    (void)res;
    for (size_t i = 0; i < n; i++)
        if (sim_set_dest(&e->ss->scn, e->name, i, *v[i].value ? v[i].value : NULL))
            return ENTRY_FAILED;
    return ENTRY_SAVED;
}

static int edit_open(struct console *c, struct sim_session *ss, const char *name)
{
    const struct sim_engine *eng = ss->sys->sim;
    struct edit *e = calloc(1, sizeof *e);
    const char **values = calloc(eng->ndest_inputs + 1, sizeof *values);
    if (!e || !values || !(e->fields = calloc(eng->ndest_inputs + 1, sizeof *e->fields)) ||
        !(e->labels = calloc(eng->ndest_inputs + 1, sizeof *e->labels))) {
        free(values);
        if (e)
            free(e->fields), free(e->labels), free(e);
        return -1;
    }
    e->ss = ss;
    ss->refs++;
    snprintf(e->name, sizeof e->name, "%s", name);
    for (size_t i = 0; i < eng->ndest_inputs; i++) {
        const struct sim_input *in = &eng->dest_inputs[i];
        sim_label(in->key, e->labels[i], sizeof e->labels[i]);
        e->fields[i] = (struct field_def){.key = in->key, .label = e->labels[i], .type = in->type, .min = in->min,
                                          .max = in->max, .choices = in->choices, .help = in->help,
                                          .source = eng->source, .flags = FD_CAPS};
        if (in->type == AT_BOOL)
            e->fields[i].choices = sim_yes_no;
        values[i] = sim_get_dest(&ss->scn, name, in->key);
    }
    struct entry_spec spec = {.def = &edit_def, .fields = e->fields, .nfields = eng->ndest_inputs,
                              .values = values, .save = save, .ctx = e, .ctx_free = edit_free};
    struct panel *p = entry_new(&spec);
    free(values);
    if (!p)
        return -1;
    char title[80];
    snprintf(title, sizeof title, "States of %.50s in the Scenario", name);
    panel_set_title(p, title);
    return console_push(c, p);
}

static enum table_lc_rc line_command(struct console *c, struct panel *p, const char *code, const char *key, long pos,
                                     void *ctx)
{
    struct scen *s = ctx;
    (void)p;
    (void)code;
    (void)pos;
    return edit_open(c, s->ss, key) == 0 ? TABLE_LC_WAIT : TABLE_LC_STOP;
}

/* Back from SIM220: the values as they are now. */
static void resumed(struct console *c, struct panel *p, void *ctx)
{
    struct tbl_source src;
    (void)c;
    if (source(ctx, &src) == 0 && table_set_source(p, &src) != 0)
        src.destroy(src.ctx);
}

/* Enter: the scenario runs with the states, before and after; back to the result. */
static void enter(struct console *c, struct panel *p, void *ctx)
{
    struct scen *s = ctx;
    (void)p;
    struct sim_session *ss = s->ss;
    if (sim_session_run(c, ss, true) != 0)
        return;
    char what[160];
    snprintf(what, sizeof what, "the destinations of %s", ss->sys->label);
    console_pop(c);
    console_msg(c, MSG_SIM_SCENARIO, what, NULL);
}

int sim_scenario_open(struct console *c, struct sim_session *ss)
{
    struct scen *s = calloc(1, sizeof *s);
    if (!s)
        return -1;
    s->ss = ss;
    ss->refs++;
    struct table_spec spec = {.def = &list_def, .line_command = line_command, .ctx = s, .ctx_free = scen_free,
                              .enter = enter, .resumed = resumed};
    if (source(s, &spec.src))
        return scen_free(s), -1;
    struct panel *p = table_new(&spec);
    return p ? console_push(c, p) : -1;
}
