/* ui/work/validation.c — one validation run; see validation.h. */
#include "ui/work/validation.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ui/engine/env.h"

void validation_init(struct validation *v, enum severity min)
{
    policy_init(&v->pol);
    diag_init(&v->findings, 0);
    (void)diag_defer(&v->findings);   /* out of memory: messages formatted when found, the same text */
    v->nsums = 0;
    v->min = min;
    v->hidden = 0;
    for (int s = 0; s < 3; s++)
        v->counts[s] = 0;
    memset(&v->seen, 0, sizeof v->seen);
    v->levels = NULL;
    v->supps = NULL;
    v->baseline = NULL;
    v->raw = NULL;
    v->nlevels = v->caplevels = v->nsupps = v->nbaseline = v->nraw = 0;
    memset(&v->filtered, 0, sizeof v->filtered);
    snprintf(v->today, sizeof v->today, "%.10s", env_now());
}

int validation_set_level(struct validation *v, const char *rule, int level)
{
    if (heap_reserve(&v->levels, &v->caplevels, v->nlevels + 1, sizeof *v->levels) < 0)
        return -1;
    struct rule_level *l = &v->levels[v->nlevels++];
    memset(l, 0, sizeof *l);
    snprintf(l->rule, sizeof l->rule, "%s", rule);
    l->level = level;
    return 0;
}

/* The store's levels, before those of the run (which win), and its suppressions. */
static enum store_status load_decisions(struct validation *v, struct store *st, struct store_error *err)
{
    struct rule_level *stored;
    size_t n, cap;
    enum store_status r = store_rule_levels(st, &stored, &n, err);
    if (r != STORE_OK)
        return r;
    cap = n;
    if (v->nlevels && heap_reserve(&stored, &cap, n + v->nlevels, sizeof *stored) < 0) {
        free(stored);
        snprintf(err->msg, sizeof err->msg, "out of memory reading the rule settings");
        err->status = STORE_NOMEM;
        return STORE_NOMEM;
    }
    if (v->nlevels)
        memcpy(stored + n, v->levels, v->nlevels * sizeof *stored);
    free(v->levels);
    v->levels = stored;
    v->nlevels += n;
    v->caplevels = cap;
    return store_suppressions(st, &v->supps, &v->nsupps, err);
}

enum store_status validation_load(struct validation *v, struct store *st, struct store_error *err)
{
    enum store_status r = store_begin_read(st, err);
    if (r == STORE_OK)
        r = store_validation_mark(st, &v->seen, err);
    if (r == STORE_OK)
        r = store_load_all(st, &v->pol, NULL, STORE_LOAD_POSITIONS, err);
    if (r == STORE_OK)
        r = load_decisions(v, st, err);
    store_rollback(st);
    store_validation_loaded(st);
    return r;
}

bool validation_stale(const struct validation *v, struct store *st)
{
    bool stale;
    struct store_error err;
    store_validation_stale(st, &v->seen, &stale, &err);
    return stale;
}

/* Each registered system's summary of v->pol that can be built, in the systems' order: the one
 * its rules made (made[i] for the i-th system, NULL: none), else built afresh. */
static void summaries_build(struct validation *v, void *const *made)
{
    size_t i = 0;
    for (const struct system_def *const *sys = schema_systems(); *sys; sys++, i++) {
        void *data = i < VALIDATION_SUMMARIES_MAX && made[i] ? made[i]
                     : (*sys)->summary_build && v->nsums < VALIDATION_SUMMARIES_MAX
                     ? (*sys)->summary_build(&v->pol) : NULL;
        if (data && v->nsums < VALIDATION_SUMMARIES_MAX)
            v->sums[v->nsums++] = (struct report_summary){*sys, data};
        else if (data)
            (*sys)->summary_free(data);
    }
}

int validation_add_read(struct validation *v, const struct diag_list *read)
{
    for (size_t i = 0; i < read->n; i++) {
        const struct diag *r = &read->v[i];
        struct diag_at at = {r->file, r->line, r->col, r->path, r->attr};
        char text[DIAG_MSG_MAX];
        struct diag *d = diag_add(&v->findings, r->sev, r->id, at, "%s", diag_msg(r, text, sizeof text));
        if (!d)
            return -1;
        d->explain = r->explain;
        d->source = r->source;
    }
    return 0;
}

/* Takes the findings less severe than v->min out of v->findings, counting them in v->hidden. */
static void hide_below_min(struct validation *v)
{
    struct diag_list *l = &v->findings;
    size_t k = 0;
    for (size_t i = 0; i < l->n; i++) {
        if (l->v[i].sev <= v->min) {
            l->v[k++] = l->v[i];
            continue;
        }
        v->hidden++;
        l->count[l->v[i].sev]--;
    }
    l->n = k;
}

/* Counts the findings of each rule into v->raw, before anything is taken out. */
static int tally_raw(struct validation *v)
{
    size_t cap = 0;
    for (size_t i = 0; i < v->findings.n; i++) {
        const char *id = v->findings.v[i].id;
        size_t k = v->nraw;
        if (k && strcmp(v->raw[k - 1].rule, id) == 0)   /* findings of a rule often come together */
            k--;
        else
            for (k = 0; k < v->nraw && strcmp(v->raw[k].rule, id) != 0; k++)
                ;
        if (k == v->nraw) {
            if (heap_reserve(&v->raw, &cap, v->nraw + 1, sizeof *v->raw) < 0)
                return -1;
            memset(&v->raw[k], 0, sizeof v->raw[k]);
            snprintf(v->raw[k].rule, sizeof v->raw[k].rule, "%s", id);
            v->nraw++;
        }
        v->raw[k].n++;
    }
    return 0;
}

int validation_check(struct validation *v)
{
    int rc = 0;
    void *made[VALIDATION_SUMMARIES_MAX] = {0};   /* by system, the summary its rules made */
    size_t i = 0;
    for (const struct system_def *const *sys = schema_systems(); *sys; sys++, i++) {
        if (!(*sys)->rules)
            continue;
        void *sum = NULL;
        if (rules_run_summary(&v->pol, (*sys)->rules, &v->findings, SEV_INFO,
                              i < VALIDATION_SUMMARIES_MAX && (*sys)->summary_free ? &sum : NULL) != 0)
            rc = -1;
        if (sum)
            made[i] = sum;
    }
    summaries_build(v, made);
    diag_sort_by_location(&v->findings);
    if (tally_raw(v) != 0)
        rc = -1;
    struct finding_filter f = {v->levels, v->nlevels, v->supps, v->nsupps, v->today, v->baseline, v->nbaseline};
    if (finding_filter_apply(&v->findings, &f, &v->filtered) != 0)
        rc = -1;
    for (int s = 0; s < 3; s++)
        v->counts[s] = diag_count(&v->findings, (enum severity)s);
    hide_below_min(v);
    return rc;
}

/* One line of the kept result: how many findings a rule reported at one severity. */
struct tally {
    const char *id;
    enum severity sev;
    size_t n;
};

/* The kept result: the counts per rule and severity, as JSON, in the order the rules first appear
 * ({"rules": [{"id": "MQ013", "severity": "warning", "count": 12}, …]}); the findings themselves are
 * not kept (a large estate has hundreds of thousands; validating again is what shows them). Returns
 * a malloc'd string, or NULL when memory runs out. */
static char *tally_json(const struct diag_list *l)
{
    struct tally *t = NULL;
    size_t nt = 0, cap = 0;
    for (size_t i = 0; i < l->n; i++) {
        size_t k = 0;
        while (k < nt && (t[k].sev != l->v[i].sev || strcmp(t[k].id, l->v[i].id) != 0))
            k++;
        if (k == nt) {
            if (heap_reserve((void **)&t, &cap, nt + 1, sizeof *t)) {
                free(t);
                return NULL;
            }
            t[nt++] = (struct tally){l->v[i].id, l->v[i].sev, 0};
        }
        t[k].n++;
    }
    char *json = NULL;
    size_t len = 0;
    FILE *mem = open_memstream(&json, &len);
    if (mem) {
        fputs("{\"rules\": [", mem);
        for (size_t k = 0; k < nt; k++)
            fprintf(mem, "%s{\"id\": \"%s\", \"severity\": \"%s\", \"count\": %zu}", k ? ", " : "", t[k].id,
                    severity_name(t[k].sev), t[k].n);
        fputs("]}", mem);
        if (fclose(mem) != 0) {
            free(json);
            json = NULL;
        }
    }
    free(t);
    return json;
}

enum store_status validation_keep(const struct validation *v, struct store *st, const char *at,
                                  struct store_error *err)
{
    if (v->min != SEV_INFO) {
        snprintf(err->msg, sizeof err->msg, "a validation of some severities only is not kept");
        err->status = STORE_IO;
        err->field[0] = '\0';
        return STORE_IO;
    }
    char *json = tally_json(&v->findings);
    int rc = json ? 0 : -1;
    enum store_status s = STORE_NOMEM;
    if (rc == 0) {
        struct store_validation kept = v->seen;
        snprintf(kept.at, sizeof kept.at, "%s", at ? at : "");
        kept.errors = v->counts[SEV_ERROR];
        kept.warnings = v->counts[SEV_WARNING];
        kept.infos = v->counts[SEV_INFO];
        kept.result = json;
        s = store_validation_put(st, &kept, err);
    } else {
        snprintf(err->msg, sizeof err->msg, "out of memory: the validation result was not kept");
        err->status = STORE_NOMEM;
        err->field[0] = '\0';
    }
    free(json);
    return s;
}

void validation_free(struct validation *v)
{
    for (size_t i = 0; i < v->nsums; i++)
        v->sums[i].sys->summary_free((void *)v->sums[i].data);
    v->nsums = 0;
    diag_free(&v->findings);
    policy_free(&v->pol);
    filter_result_free(&v->filtered);
    free(v->levels);
    suppressions_free(v->supps, v->nsupps);
    free(v->baseline);
    free(v->raw);
    v->levels = NULL;
    v->supps = NULL;
    v->baseline = NULL;
    v->raw = NULL;
    v->nlevels = v->caplevels = v->nsupps = v->nbaseline = v->nraw = 0;
}
