/* model/simulate.c — scenarios of the simulation contract and the generic run; see simulate.h. */
#include "model/simulate.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

void sim_scenario_init(struct sim_scenario *s, const struct system_def *sys)
{
    memset(s, 0, sizeof *s);
    s->sys = sys;
    s->eng = sys->sim;
}

void sim_scenario_free(struct sim_scenario *s)
{
    arena_free(&s->arena);
    memset(s, 0, sizeof *s);
}

/* True when key names row in: the YAML key, or the option's spelling with '-' for '_'. */
static bool key_is(const struct sim_input *in, const char *key)
{
    size_t i = 0;
    for (; in->key[i] && key[i]; i++)
        if (in->key[i] != key[i] && !(in->key[i] == '_' && key[i] == '-'))
            return false;
    return !in->key[i] && !key[i];
}

int sim_input_index(const struct sim_input *rows, size_t n, const char *key)
{
    for (size_t i = 0; i < n; i++)
        if (key_is(&rows[i], key))
            return (int)i;
    return -1;
}

/* The AT_BOOL spellings read as YES and NO. */
static const char *bool_value(const char *v)
{
    static const char *const yes[] = {"Y", "YES", "ON", "TRUE"}, *const no[] = {"N", "NO", "OFF", "FALSE"};
    for (size_t i = 0; i < 4; i++) {
        if (strcasecmp(v, yes[i]) == 0)
            return "YES";
        if (strcasecmp(v, no[i]) == 0)
            return "NO";
    }
    return NULL;
}

static const char *int_problem(const struct sim_input *in, const char *value, char *msg, size_t n)
{
    char *end;
    long long v = strtoll(value, &end, 10);
    if (!*value || *end || (value[0] == '-' && in->min >= 0))
        snprintf(msg, n, "%s must be a whole number, not '%s'", in->key, value);
    else if (v < in->min || v > in->max)
        snprintf(msg, n, "%s must be from %lld to %lld, not %s", in->key, in->min, in->max, value);
    else
        return NULL;
    return msg;
}

/* A list of names (SIM_LIST): each of 1 to max characters, none empty; NULL or msg. */
static const char *list_problem(const struct sim_input *in, const char *value, char *msg, size_t n)
{
    for (const char *v = value;; v++) {
        size_t len = strcspn(v, ",");
        if (!len || (in->max > 0 && len > (size_t)in->max))
            return snprintf(msg, n, "%s must be names of 1 to %lld characters separated by commas, not "
                            "'%s'", in->key, in->max, value), msg;
        v += len;
        if (!*v)
            return NULL;
    }
}

const char *sim_input_problem(const struct sim_input *in, const char *value, const char **norm,
                              char *msg, size_t n)
{
    const char *ok = value;
    switch (in->type) {
    case AT_INT:
        if (int_problem(in, value, msg, n))
            return msg;
        break;
    case AT_BOOL:
        if (!(ok = bool_value(value)))
            return snprintf(msg, n, "%s is yes or no (Y, N, YES, NO, ON, OFF, TRUE, FALSE), not '%s'",
                            in->key, value), msg;
        break;
    case AT_ENUM: {
        const struct attr_choice *c = in->choices;
        for (; c && c->value && strcasecmp(c->value, value) != 0; c++)
            ;
        if (!c || !c->value) {
            size_t len = (size_t)snprintf(msg, n, "%s is one of", in->key);
            for (c = in->choices; c && c->value && len < n; c++)
                len += (size_t)snprintf(msg + len, n - len, "%s %s", c == in->choices ? "" : ",", c->value);
            if (len < n)
                snprintf(msg + len, n - len, ", not '%s'", value);
            return msg;
        }
        ok = c->value;
        break;
    }
    default:
        if (in->flags & SIM_LIST) {
            if (list_problem(in, value, msg, n))
                return msg;
        } else if (!*value || (in->max > 0 && strlen(value) > (size_t)in->max))
            return snprintf(msg, n, "%s must be a name of 1 to %lld characters, not '%s'", in->key,
                            in->max, value), msg;
        break;
    }
    if (norm)
        *norm = ok;
    return NULL;
}

int sim_set(struct sim_scenario *s, size_t i, const char *value)
{
    if (!s->values && !(s->values = arena_alloc(&s->arena, s->eng->ninputs * sizeof *s->values + 1)))
        return -1;
    return (s->values[i] = arena_strdup(&s->arena, value)) || !value ? 0 : -1;
}

/* The destination called name of s, added when new; NULL out of memory. */
static struct sim_dest_values *dest_of(struct sim_scenario *s, const char *name)
{
    for (size_t i = 0; i < s->ndests; i++)
        if (strcmp(s->dests[i].name, name) == 0)
            return &s->dests[i];
    if (arena_reserve(&s->arena, (void **)&s->dests, &s->capdests, s->ndests + 1, sizeof *s->dests))
        return NULL;
    struct sim_dest_values *d = &s->dests[s->ndests];
    d->name = arena_strdup(&s->arena, name);
    d->values = arena_alloc(&s->arena, s->eng->ndest_inputs * sizeof *d->values + 1);
    if (!d->name || !d->values)
        return NULL;
    s->ndests++;
    return d;
}

int sim_set_dest(struct sim_scenario *s, const char *name, size_t i, const char *value)
{
    struct sim_dest_values *d = dest_of(s, name);
    return d && ((d->values[i] = arena_strdup(&s->arena, value)) || !value) ? 0 : -1;
}

const char *sim_get(const struct sim_scenario *s, const char *key)
{
    int i = sim_input_index(s->eng->inputs, s->eng->ninputs, key);
    if (i < 0)
        return NULL;
    return s->values && s->values[i] ? s->values[i] : s->eng->inputs[i].dflt;
}

const char *sim_get_dest(const struct sim_scenario *s, const char *name, const char *key)
{
    int i = sim_input_index(s->eng->dest_inputs, s->eng->ndest_inputs, key);
    for (size_t d = 0; i >= 0 && d < s->ndests; d++)
        if (strcmp(s->dests[d].name, name) == 0)
            return s->dests[d].values[i];
    return NULL;
}

enum sim_status sim_run(const struct policy *p, const struct sim_scenario *s, struct sim_result *r)
{
    memset(r, 0, sizeof *r);
    r->trace.chosen = -1;
    struct sim_rng rng;
    rng_seed(&rng, s->seed);
    return s->eng->run(p, s, &rng, r);
}
