/* ui/work/sim_session.c — one simulation of the Simulate panels; see sim_session.h. */
#include "ui/work/sim_session.h"

#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "import/import.h"
#include "store/store.h"
#include "ui/engine/env.h"
#include "ui/work/app.h"
#include "ui/work/sim_msg.h"

const struct attr_choice sim_yes_no[] = {
    {"YES", "yes"}, {"NO", "no"}, {NULL, NULL},
};

void sim_label(const char *key, char *out, size_t len)
{
    snprintf(out, len, "%s", key);
    for (char *s = out; *s; s++)
        *s = *s == '_' ? ' ' : *s;
    out[0] = (char)toupper((unsigned char)out[0]);
}

/* A source file's path as the console shows it (sim_scenario.path_shown). */
static const char *path_shown(const char *path, char *buf, size_t n)
{
    snprintf(buf, n, "%s", env_path_shown(path));
    return buf;
}

struct sim_session *sim_session_new(struct app *app, const struct system_def *sys)
{
    struct sim_session *ss = calloc(1, sizeof *ss);
    if (!ss)
        return NULL;
    ss->app = app;
    ss->sys = sys;
    ss->refs = 1;
    sim_scenario_init(&ss->scn, sys);
    ss->scn.path_shown = path_shown;
    return ss;
}

void sim_session_free(struct sim_session *ss)
{
    if (!ss || --ss->refs)
        return;
    sim_result_free(&ss->res);
    sim_result_free(&ss->prev);
    sim_scenario_free(&ss->scn);
    free(ss);
}

int sim_policy_load(struct store *st, const struct system_def *sys, struct policy *pol, struct store_error *err)
{
    if (store_load_all(st, pol, sys, 0, err) != STORE_OK)
        return -1;
    for (const char *const *id = sys->sim->reads; id && *id; id++)
        if (schema_system(*id) && store_load_all(st, pol, schema_system(*id), 0, err) != STORE_OK)
            return -1;
    return 0;
}

int sim_session_policy(struct console *c, struct sim_session *ss, struct policy *pol)
{
    struct store_error err = {0};
    policy_init(pol);
    if (sim_policy_load(ss->app->store, ss->sys, pol, &err) == 0)
        return 0;
    console_msg(c, MSG_STORE_ERROR, err.msg, NULL);
    return -1;
}

int sim_session_run(struct console *c, struct sim_session *ss, bool compare)
{
    struct policy pol;
    if (sim_session_policy(c, ss, &pol))
        return policy_free(&pol), -1;
    struct sim_result r;
    unsigned long long trace = ss->scn.trace;
    ss->scn.trace = 0;
    enum sim_status st = sim_run(&pol, &ss->scn, &r);
    ss->scn.trace = trace;
    policy_free(&pol);
    if (st != SIM_OK) {
        console_msg(c, MSG_SIM_REFUSED, r.error, NULL);
        sim_result_free(&r);
        return -1;
    }
    sim_result_free(&ss->prev);
    if (compare && ss->ran) {
        ss->prev = ss->res;
    } else {
        sim_result_free(&ss->res);
        memset(&ss->prev, 0, sizeof ss->prev);
    }
    ss->res = r;
    ss->compared = compare && ss->ran;
    ss->ran = true;
    ss->runs++;
    return 0;
}

/* A value of the option word w (--key=value, or the next word); NULL when none. */
static const char *value_of(const char *w, char *const *words, int nwords, int *i)
{
    const char *eq = strchr(w, '=');
    if (eq)
        return eq + 1;
    return *i + 1 < nwords ? words[++*i] : NULL;
}

/* Reads the scenario file at path in place of ss's scenario (its values, seed, trace,
 * destinations and their changes). NULL, or what is wrong in msg (n bytes), returned: the file's
 * first fault as FILE:LINE:COL: MESSAGE (" (and N more)" after it), or why it cannot be read; ss's
 * scenario is then as it was. */
static const char *load(struct sim_session *ss, const char *path, char *msg, size_t n)
{
    struct sim_scenario s;
    struct diag_list diags;
    sim_scenario_init(&s, ss->sys);
    s.path_shown = ss->scn.path_shown;
    diag_init(&diags, 100);
    errno = 0;
    int rc = import_scenario_file(path, &s, &diags), err = errno;
    if (rc > 0 && diags.n) {
        diag_sort_by_location(&diags);
        const struct diag *d = &diags.v[0];
        char text[240];
        size_t more = diags.n - 1 + diags.dropped;
        char rest[48] = "";
        if (more)
            snprintf(rest, sizeof rest, " (and %zu more)", more);
        snprintf(msg, n, "%s:%u:%u: %s%s", d->file ? d->file : path, d->line, d->col,
                 diag_msg(d, text, sizeof text), rest);
    } else if (rc == -2) {
        snprintf(msg, n, "%s: %s", path, strerror(err));
    } else if (rc) {
        snprintf(msg, n, "%s: out of memory", path);
    }
    diag_free(&diags);
    if (rc) {
        sim_scenario_free(&s);
        return msg;
    }
    sim_scenario_free(&ss->scn);
    ss->scn = s;
    return NULL;
}

const char *sim_session_args(struct sim_session *ss, char *const *words, int nwords, unsigned long long *trace,
                             char *msg, size_t n)
{
    const struct sim_engine *e = ss->sys->sim;
    *trace = 0;
    for (int i = 0; i < nwords; i++) {   /* the file first: the other words win over it */
        const char *w = words[i], *v;
        if (strncmp(w, "--scenario", 10) != 0 || (w[10] && w[10] != '='))
            continue;
        if (!(v = value_of(w, words, nwords, &i)) || !*v)
            return snprintf(msg, n, "--scenario needs a file"), msg;
        if (load(ss, v, msg, n))
            return msg;
        *trace = ss->scn.trace;
    }
    for (int i = 0; i < nwords; i++) {
        const char *w = words[i];
        char key[64];
        size_t len = strcspn(w, "=");
        if (strncmp(w, "--", 2) != 0 || len - 2 >= sizeof key)
            return snprintf(msg, n, "SIMULATE %s: '%s' is not an option (--KEY VALUE)", ss->sys->id, w), msg;
        snprintf(key, sizeof key, "%.*s", (int)(len - 2), w + 2);
        if (strcmp(key, "scenario") == 0) {   /* read above */
            i += !strchr(w, '=');
            continue;
        }
        if (strcmp(key, "seed") == 0 || strcmp(key, "trace") == 0) {
            const char *v = value_of(w, words, nwords, &i);
            char *end;
            unsigned long long x = v ? strtoull(v, &end, 0) : 0;
            if (!v || !*v || *end || *v == '-' || (strcmp(key, "trace") == 0 && x == 0))
                return snprintf(msg, n, "--%s must be a whole number%s, not '%s'", key,
                                strcmp(key, "trace") == 0 ? " from 1" : "", v ? v : ""), msg;
            if (strcmp(key, "seed") == 0)
                ss->scn.seed = x;
            else
                *trace = x;
            continue;
        }
        int row = sim_option_index(e, key);
        if (row < 0)
            return snprintf(msg, n, "SIMULATE %s has no option --%s", ss->sys->id, key), msg;
        const struct sim_input *in = &e->inputs[row];
        const char *v = !strchr(w, '=') && in->flags & SIM_SWITCH ? "YES" : value_of(w, words, nwords, &i);
        const char *norm;
        if (!v)
            return snprintf(msg, n, "--%s needs a value", key), msg;
        if (sim_input_problem(in, v, &norm, msg, n))
            return msg;
        if (sim_set(&ss->scn, (size_t)row, norm))
            return snprintf(msg, n, "out of memory"), msg;
    }
    return NULL;
}
