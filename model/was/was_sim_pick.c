/* model/was/was_sim_pick.c — the servant a new request without affinity goes to, by the server's
 * distribution (seed 000: the hot servant, or even distribution by fewest affinities then fewest
 * active threads), and the trace's last step saying why. See was_sim.h for the rules. */
#include <stdio.h>
#include <string.h>

#include "model/was/was_sim_int.h"

static bool is_free(const struct was_sim_ctx *cx, size_t i)
{
    return cx->v[i].bound && cx->v[i].busy < cx->threads;
}

/* The servant of the queue that most recently received work, or -1. */
static long hot_servant(const struct was_sim_ctx *cx, bool free_only)
{
    long best = -1;
    for (size_t i = 0; i < cx->nv; i++)
        if (cx->v[i].bound && cx->v[i].last && (!free_only || is_free(cx, i)) &&
            (best < 0 || cx->v[i].last > cx->v[best].last))
            best = (long)i;
    return best;
}

long was_sim_choose(const struct was_sim_ctx *cx, enum was_why *why)
{
    long best = -1;
    if (cx->even) {   /* fewest affinities, then fewest active threads, then the lowest number */
        for (size_t i = 0; i < cx->nv; i++) {
            if (!is_free(cx, i))
                continue;
            const struct was_servant *v = &cx->v[i], *b = best < 0 ? NULL : &cx->v[best];
            if (!b || v->sessions < b->sessions || (v->sessions == b->sessions && v->busy < b->busy))
                best = (long)i;
        }
        *why = WAS_WHY_EVEN;
        return best;
    }
    long hot = hot_servant(cx, false);
    if (hot >= 0 && is_free(cx, (size_t)hot) && !cx->qhead) {
        *why = WAS_WHY_HOT;
        return hot;
    }
    if (cx->recent && (best = hot_servant(cx, true)) >= 0) {
        *why = WAS_WHY_RECENT;
        return best;
    }
    for (size_t i = 0; i < cx->nv; i++)
        if (is_free(cx, i)) {
            *why = WAS_WHY_LOWEST;
            return (long)i;
        }
    return -1;
}

/* Appends the free servants of the queue as "servant1, servant3" to buf (n bytes). */
static void free_list(const struct was_sim_ctx *cx, char *buf, size_t n)
{
    size_t at = 0;
    buf[0] = '\0';
    for (size_t i = 0; i < cx->nv && at < n; i++)
        if (cx->v[i].bound && !cx->tr.busy[i])
            at += (size_t)snprintf(buf + at, n - at, "%sservant%zu", at ? ", " : "", i + 1);
}

int was_sim_trace_servant(struct was_sim_ctx *cx)
{
    const struct was_traced *t = &cx->tr;
    if (!t->placed)
        return sim_trace_step(cx->r, "servant", NULL, 0, NULL, 0,
                              "not run: no servant serves the work queue of the request");
    char kept[32], note[900], frees[400], hot[32];
    const char *removed[64];
    char rm[64][48];
    size_t nrm = 0, more = 0;   /* past 63 servants, the rest are counted in the last label */
    snprintf(kept, sizeof kept, "servant%zu", t->servant + 1);
    for (size_t i = 0; i < cx->nv; i++) {
        if (i == t->servant || !cx->v[i].bound)
            continue;
        if (nrm == 63) {
            more++;
            continue;
        }
        snprintf(rm[nrm], sizeof rm[nrm], "servant%zu%s", i + 1, t->busy[i] ? " (no free thread)" : "");
        removed[nrm] = rm[nrm];
        nrm++;
    }
    if (more) {
        snprintf(rm[nrm], sizeof rm[nrm], "%zu more servants", more);
        removed[nrm] = rm[nrm];
        nrm++;
    }
    free_list(cx, frees, sizeof frees);
    snprintf(hot, sizeof hot, "servant%ld", t->hot + 1);
    const char *q = *cx->service_class ? cx->service_class : "server's";
    switch (t->why) {
    case WAS_WHY_AFFINITY:
        snprintf(note, sizeof note, "session affinity: the session's object is in %s since request %llu; its requests "
                 "go there%s", kept, t->since, t->started > t->arrived ? ", waiting for a free thread" : "");
        break;
    case WAS_WHY_HOT:
        snprintf(note, sizeof note, "hot servant (even distribution off): %s received work most recently and has a "
                 "free thread; the %s queue is empty", kept, q);
        break;
    case WAS_WHY_RECENT:
        snprintf(note, sizeof note, "hot servant (even distribution off): the hot servant %s has no free thread; %s "
                 "received work most recently among the free servants (%s) [INFERRED: hot_next recent]", hot, kept,
                 frees);
        break;
    case WAS_WHY_LOWEST:
        if (t->hot < 0)
            snprintf(note, sizeof note, "hot servant (even distribution off): no servant has received work yet; %s "
                     "is the lowest-numbered free servant", kept);
        else
            snprintf(note, sizeof note, "hot servant (even distribution off): the hot servant %s has no free thread; "
                     "%s is the lowest-numbered free servant (%s) [INFERRED: hot_next %s]", hot, kept, frees,
                     cx->recent ? "recent, none of them has received work" : "lowest");
        break;
    case WAS_WHY_EVEN:
        snprintf(note, sizeof note, "even distribution (WLMStatefulSession): among the servants with a free thread "
                 "(%s), %s has the fewest session affinities (%llu), then the fewest active threads, then the lowest "
                 "number", frees, kept, t->sessions[t->servant]);
        break;
    case WAS_WHY_TAKEN:
        snprintf(note, sizeof note, "no servant of the %s queue had a free thread when it arrived at %llu s: it waited "
                 "%llu s in the queue, and %s, whose thread freed, took the oldest waiting request", q, t->arrived,
                 t->started - t->arrived, kept);
        break;
    }
    const char *k = kept;
    return sim_trace_step(cx->r, "servant", &k, 1, removed, nrm, note);
}
