/* import/yaml/yaml_scenario.c — a simulation scenario read from YAML into a struct sim_scenario
 * (model/simulate.h), by the engine's input rows; see import.h, import_scenario.
 *
 *   version: 1
 *   system: ID
 *   seed: S                      # decimal or 0x hexadecimal
 *   trace: N
 *   GROUP: {KEY: VALUE, ...}     # the inputs whose row names GROUP
 *   KEY: VALUE                   # the inputs of no group
 *   destinations:                # or the engine's dest_key ("servers")
 *     NAME: {KEY: VALUE, ...}    # the engine's destination inputs
 *       changes:                 # an engine with timed changes (sim_engine.timed): from time
 *         - {at: 5s, KEY: VALUE} #   at on, the destination's KEY is VALUE
 *
 * An input that takes a list (SIM_LIST) is a sequence of names, or their text joined by commas.
 * Values are read as text, never as YAML booleans or numbers (Y, NO, ON are strings the rows
 * check). Every fault is an error at file:line:col: an unknown key, a value of the wrong kind or
 * outside its row, a missing version or system, a system other than the one simulated. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "import/import.h"
#include "import/yaml/yaml_in.h"

struct sread {
    struct yin in;
    struct sim_scenario *s;
    bool nomem, version, system;
};

/* Takes a scalar value for what; NULL after an error (reported). The caller frees it. */
static char *value(struct sread *r, const char *what, struct pol_pos *pos)
{
    char *v = NULL;
    *pos = yin_pos(&r->in);
    if (yin_peek(&r->in) != YAML_SCALAR_EVENT) {
        yin_error(&r->in, *pos, "%s must be a single value", what);
        yin_skip(&r->in);
        return NULL;
    }
    if (!yin_scalar(&r->in, what, &v, NULL))
        return NULL;
    if (!v)
        yin_error(&r->in, *pos, "%s has no value", what);
    return v;
}

/* A sequence of names for what, joined by commas; NULL after an error (reported). The caller
 * frees it. */
static char *list(struct sread *r, const char *what, struct pol_pos *pos)
{
    *pos = yin_pos(&r->in);
    yin_expect(&r->in, YAML_SEQUENCE_START_EVENT, "a sequence");
    char *all = NULL;
    size_t len = 0;
    bool bad = false;
    while (yin_next_element(&r->in, YAML_SCALAR_EVENT, "a name")) {
        struct pol_pos ipos;
        char *v = value(r, what, &ipos), *grown;
        if (!v || strchr(v, ',')) {
            if (v)
                yin_error(&r->in, ipos, "%s: '%s' is one name, without a comma", what, v);
            bad = true;
        } else if (!(grown = realloc(all, len + strlen(v) + 2))) {
            r->nomem = bad = true;
        } else {
            all = grown;
            len += (size_t)sprintf(all + len, "%s%s", len ? "," : "", v);
        }
        free(v);
    }
    yin_expect(&r->in, YAML_SEQUENCE_END_EVENT, "the end of the sequence");
    if (!all && !bad)
        yin_error(&r->in, *pos, "%s has no value", what);
    return bad ? (free(all), NULL) : all;
}

/* Reads the value of input row `in` (index i of rows) into the scenario: of destination dest
 * when not NULL, of its change number change when that is not -1. */
static void input(struct sread *r, const struct sim_input *rows, size_t i, const char *dest, long change)
{
    struct pol_pos pos;
    char *v = rows[i].flags & SIM_LIST && yin_peek(&r->in) == YAML_SEQUENCE_START_EVENT
              ? list(r, rows[i].key, &pos) : value(r, rows[i].key, &pos);
    if (!v)
        return;
    char msg[300];
    const char *norm;
    if (sim_input_problem(&rows[i], v, &norm, msg, sizeof msg))
        yin_error(&r->in, pos, "%s", msg);
    else if (dest && change >= 0 ? sim_set_change(r->s, dest, (size_t)change, i, norm)
             : dest ? sim_set_dest(r->s, dest, i, norm) : sim_set(r->s, i, norm))
        r->nomem = true;
    free(v);
}

/* An unsigned number (decimal, or hexadecimal after 0x) for key into *out. */
static void number(struct sread *r, const char *key, unsigned long long *out)
{
    struct pol_pos pos;
    char *v = value(r, key, &pos), *end = NULL;
    if (!v)
        return;
    unsigned long long n = strtoull(v, &end, strncmp(v, "0x", 2) == 0 || strncmp(v, "0X", 2) == 0 ? 16 : 10);
    if (!*v || *end || v[0] == '-')
        yin_error(&r->in, pos, "%s must be a whole number (decimal, or hexadecimal after 0x), not '%s'", key, v);
    else
        *out = n;
    free(v);
}

/* A mapping of inputs: those of group (NULL: the top's, which the caller handles otherwise). */
static void group_map(struct sread *r, const char *group)
{
    const struct sim_engine *e = r->s->eng;
    if (!yin_expect(&r->in, YAML_MAPPING_START_EVENT, "a mapping")) {
        yin_skip(&r->in);
        return;
    }
    while (!r->in.broken && yin_peek(&r->in) == YAML_SCALAR_EVENT) {
        struct pol_pos pos = yin_pos(&r->in);
        char *k = NULL;
        if (!yin_scalar(&r->in, "a key", &k, NULL) || !k)
            break;
        int i = sim_input_index(e->inputs, e->ninputs, k);
        if (i < 0 || !e->inputs[i].group || strcmp(e->inputs[i].group, group) != 0) {
            yin_error(&r->in, pos, "unknown key '%s' in %s", k, group);
            yin_skip(&r->in);
        } else {
            input(r, e->inputs, (size_t)i, NULL, -1);
        }
        free(k);
    }
    yin_expect(&r->in, YAML_MAPPING_END_EVENT, "the end of the mapping");
}

/* One entry of a destination's changes: {at: TIME, KEY: VALUE…}, at first. */
static void change(struct sread *r, const char *name)
{
    const struct sim_engine *e = r->s->eng;
    struct pol_pos start = yin_pos(&r->in);
    long c = -1;
    bool at = false, told = false;   /* an at key was read; a missing at was reported */
    yin_expect(&r->in, YAML_MAPPING_START_EVENT, "a mapping of a change");
    while (!r->in.broken && yin_peek(&r->in) == YAML_SCALAR_EVENT) {
        struct pol_pos pos = yin_pos(&r->in);
        char *k = NULL, *v = NULL, msg[300];
        unsigned long long ms;
        if (!yin_scalar(&r->in, "a key", &k, NULL) || !k)
            break;
        int i = sim_input_index(e->dest_inputs, e->ndest_inputs, k);
        bool is_at = strcmp(k, "at") == 0;
        if (is_at && at) {
            yin_error(&r->in, pos, "at is given twice in a change of %s", name);
            yin_skip(&r->in);
        } else if (is_at && (at = true) && (v = value(r, k, &pos)) && sim_time_problem(v, &ms, msg, sizeof msg)) {
            yin_error(&r->in, pos, "%s", msg);
        } else if (is_at && v) {
            c = sim_add_change(r->s, name, ms);
            r->nomem |= c < 0;
        } else if (!is_at && i < 0) {
            yin_error(&r->in, pos, "unknown key '%s' in a change of %s", k, name);
            yin_skip(&r->in);
        } else if (!is_at && c < 0) {
            if (!at && !told)
                yin_error(&r->in, pos, "a change of %s must give at (the time it holds from) first", name);
            told = true;
            yin_skip(&r->in);
        } else if (!is_at) {
            input(r, e->dest_inputs, (size_t)i, name, c);
        }
        free(k);
        free(v);
    }
    if (yin_expect(&r->in, YAML_MAPPING_END_EVENT, "the end of the mapping") && !at && !told)
        yin_error(&r->in, start, "a change of %s must give at (the time it holds from)", name);
}

/* changes: [{at: TIME, KEY: VALUE…}…] of destination name. */
static void changes(struct sread *r, const char *name)
{
    if (!yin_expect(&r->in, YAML_SEQUENCE_START_EVENT, "a sequence of changes")) {
        yin_skip(&r->in);
        return;
    }
    while (!r->nomem && yin_next_element(&r->in, YAML_MAPPING_START_EVENT, "a mapping of a change"))
        change(r, name);
    yin_expect(&r->in, YAML_SEQUENCE_END_EVENT, "the end of the sequence");
}

/* destinations: NAME: {KEY: VALUE…} */
static void destinations(struct sread *r)
{
    const struct sim_engine *e = r->s->eng;
    if (!yin_expect(&r->in, YAML_MAPPING_START_EVENT, "a mapping of destinations")) {
        yin_skip(&r->in);
        return;
    }
    while (!r->in.broken && yin_peek(&r->in) == YAML_SCALAR_EVENT) {
        char *name = NULL;
        if (!yin_scalar(&r->in, "a destination", &name, NULL) || !name)
            break;
        if (yin_expect(&r->in, YAML_MAPPING_START_EVENT, "a mapping of the destination's inputs")) {
            while (!r->in.broken && yin_peek(&r->in) == YAML_SCALAR_EVENT) {
                struct pol_pos pos = yin_pos(&r->in);
                char *k = NULL;
                if (!yin_scalar(&r->in, "a key", &k, NULL) || !k)
                    break;
                int i = sim_input_index(e->dest_inputs, e->ndest_inputs, k);
                if (e->timed && strcmp(k, "changes") == 0) {
                    changes(r, name);
                } else if (i < 0) {
                    yin_error(&r->in, pos, "unknown key '%s' of destination %s", k, name);
                    yin_skip(&r->in);
                } else {
                    input(r, e->dest_inputs, (size_t)i, name, -1);
                }
                free(k);
            }
            yin_expect(&r->in, YAML_MAPPING_END_EVENT, "the end of the mapping");
        } else {
            yin_skip(&r->in);
        }
        free(name);
    }
    yin_expect(&r->in, YAML_MAPPING_END_EVENT, "the end of the mapping");
}

/* True when some input row names group. */
static bool is_group(const struct sim_engine *e, const char *key)
{
    for (size_t i = 0; i < e->ninputs; i++)
        if (e->inputs[i].group && strcmp(e->inputs[i].group, key) == 0)
            return true;
    return false;
}

/* One key of the document's top mapping, and its value. */
static void top_key(struct sread *r, const char *k, struct pol_pos pos)
{
    const struct sim_engine *e = r->s->eng;
    int i = sim_input_index(e->inputs, e->ninputs, k);
    unsigned long long n = 0;
    if (strcmp(k, "version") == 0 || strcmp(k, "system") == 0) {
        struct pol_pos vpos;
        char *v = value(r, k, &vpos);
        bool version = k[0] == 'v';
        if (v && version && strcmp(v, "1") != 0)
            yin_error(&r->in, vpos, "version %s is not known: this wlmcon reads version 1", v);
        else if (v && !version && strcmp(v, r->s->sys->id) != 0)
            yin_error(&r->in, vpos, "the scenario is for system %s, not %s", v, r->s->sys->id);
        r->version |= version && v;
        r->system |= !version && v;
        free(v);
    } else if (strcmp(k, "seed") == 0) {
        number(r, k, &n);
        r->s->seed = n;
    } else if (strcmp(k, "trace") == 0) {
        number(r, k, &n);
        r->s->trace = n;
    } else if (strcmp(k, e->dest_key ? e->dest_key : "destinations") == 0) {
        destinations(r);
    } else if (is_group(e, k)) {
        group_map(r, k);
    } else if (i >= 0 && !e->inputs[i].group) {
        input(r, e->inputs, (size_t)i, NULL, -1);
    } else {
        yin_error(&r->in, pos, "unknown key '%s'", k);
        yin_skip(&r->in);
    }
}

int import_scenario(const char *file, const char *buf, size_t len, struct sim_scenario *s,
                    struct diag_list *diags)
{
    struct sread r = {.s = s};
    if (yin_open(&r.in, buf, len, file, diags))
        return -1;
    if (yin_expect(&r.in, YAML_STREAM_START_EVENT, "a YAML stream") &&
        yin_expect(&r.in, YAML_DOCUMENT_START_EVENT, "a YAML document") &&
        yin_expect(&r.in, YAML_MAPPING_START_EVENT, "a mapping of the scenario's keys")) {
        while (!r.in.broken && !r.nomem && yin_peek(&r.in) == YAML_SCALAR_EVENT) {
            struct pol_pos pos = yin_pos(&r.in);
            char *k = NULL;
            if (!yin_scalar(&r.in, "a key", &k, NULL) || !k)
                break;
            top_key(&r, k, pos);
            free(k);
        }
        if (yin_expect(&r.in, YAML_MAPPING_END_EVENT, "the end of the mapping") && (!r.version || !r.system))
            yin_error(&r.in, (struct pol_pos){1, 1}, "the scenario must say version: 1 and system: %s",
                      s->sys->id);
    }
    size_t errors = r.in.errors;
    yin_close(&r.in);
    return r.nomem ? -1 : errors ? 1 : 0;
}

int import_scenario_file(const char *path, struct sim_scenario *s, struct diag_list *diags)
{
    bool in = strcmp(path, "-") == 0;
    FILE *f = in ? stdin : fopen(path, "rb");
    if (!f)
        return -2;
    size_t len = 0, cap = 0;
    char *buf = NULL;
    bool nomem = false;
    for (;;) {
        if (len == cap) {
            char *nb = realloc(buf, cap = cap ? cap * 2 : 4096);
            if (!nb) {
                nomem = true;
                break;
            }
            buf = nb;
        }
        size_t got = fread(buf + len, 1, cap - len, f);
        len += got;
        if (!got)
            break;
    }
    int err = ferror(f) ? (errno ? errno : EIO) : 0;
    if (!in)
        fclose(f);
    if (err || nomem) {
        free(buf);
        errno = err;
        return err ? -2 : -1;
    }
    int rc = import_scenario(in ? "<stdin>" : path, buf, len, s, diags);
    free(buf);
    return rc;
}
