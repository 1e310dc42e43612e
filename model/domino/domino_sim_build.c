/* model/domino/domino_sim_build.c — the cluster, the database and the scenario's servers as the
 * Domino open engine reads them; see domino_sim_int.h. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "model/domino/domino.h"
#include "model/domino/domino_sim_int.h"

/* The common name of a stored name (its first component's value) into buf (size n). */
static void common_name(const char *name, char *buf, size_t n)
{
    const char *s = strncasecmp(name, "CN=", 3) == 0 ? name + 3 : name;
    size_t len = strcspn(s, "/");
    snprintf(buf, n, "%.*s", (int)(len < n ? len : n - 1), s);
}

/* A setting of srv as a number (its effective value), dflt when unset; -1 when no number. */
static long long setting(const struct pol_object *srv, const char *key, long long dflt)
{
    const char *v = schema_effective(srv, key);
    if (!v || !*v)
        return dflt;
    char *end;
    long long x = strtoll(v, &end, 10);
    return *end || x < 0 ? -1 : x;
}

/* Whether two database paths are the same file: case ignored, '\' taken as '/'. */
static bool same_path(const char *a, const char *b)
{
    for (; *a && *b; a++, b++) {
        char x = *a == '\\' ? '/' : *a, y = *b == '\\' ? '/' : *b;
        if (x != y && !(x >= 'A' && x <= 'Z' && x - 'A' + 'a' == y) && !(y >= 'A' && y <= 'Z' && y - 'A' + 'a' == x))
            return false;
    }
    return !*a && !*b;
}

/* The live replica of srv whose path is path (by_path) or whose id is id; NULL when none. */
static const struct pol_object *replica_of(const struct pol_object *srv, const char *id, const char *path)
{
    const struct kind_def *k = domino_kind(DOM_REPLICA);
    for (const struct pol_object *c = srv->first; c; c = c->next) {
        if (c->kind != k || c->change == POL_DELETED)
            continue;
        const char *cp = path ? pol_get_key(c, "path") : NULL;
        if (path ? cp && same_path(cp, path) : strcmp(c->name, id) == 0)
            return c;
    }
    return NULL;
}

static bool yes(const char *v)
{
    return v && strcmp(v, "YES") == 0;
}

/* The database's replica id from the target's replica of that path, else the first member's. */
static enum sim_status database(struct dsim_ctx *cx)
{
    struct sim_result *r = cx->r;
    cx->path = sim_get(cx->s, "database");
    if (domino_replica_id(cx->path, cx->replica_id, sizeof cx->replica_id) == 0)
        return SIM_OK;
    cx->by_path = true;
    const struct pol_object *rep = replica_of(cx->v[cx->target].srv, NULL, cx->path);
    for (size_t i = 0; !rep && i < cx->n; i++)
        rep = replica_of(cx->v[i].srv, NULL, cx->path);
    if (!rep) {
        snprintf(r->error, sizeof r->error, "no database %.80s on %.60s%s%.60s", cx->path,
                 cx->cluster ? "the members of cluster " : "server ", cx->cluster ? cx->cluster : "",
                 cx->cluster ? "" : cx->v[cx->target].cn);
        return SIM_UNKNOWN;
    }
    snprintf(cx->replica_id, sizeof cx->replica_id, "%s", rep->name);
    return SIM_OK;
}

/* The members: the target's cluster, or the target alone. */
static enum sim_status members(struct dsim_ctx *cx)
{
    struct sim_result *r = cx->r;
    const char *name = sim_get(cx->s, "server");
    const struct pol_object *found[2];
    size_t nfound = domino_servers_named(cx->p, name, found, 2);
    if (nfound != 1) {
        snprintf(r->error, sizeof r->error, nfound ? "server %.80s names more than one server; give its "
                 "hierarchical name" : "no server %.80s", name);
        return SIM_UNKNOWN;
    }
    if (domino_clusters_build(cx->p, &cx->cl))
        return SIM_NOMEM;
    const struct domino_cluster *c = domino_cluster_of(&cx->cl, found[0]);
    size_t n = c ? c->nmembers : 1;
    if (!(cx->v = calloc(n, sizeof *cx->v)) || !(cx->order = calloc(n, sizeof *cx->order)) ||
        !(cx->work = calloc(n, sizeof *cx->work)))
        return SIM_NOMEM;
    cx->cluster = c ? c->name : NULL;
    for (size_t i = 0; i < n; i++) {
        cx->v[i].srv = c ? c->members[i] : found[0];
        common_name(cx->v[i].srv->name, cx->v[i].cn, sizeof cx->v[i].cn);
        if (cx->v[i].srv == found[0])
            cx->target = i;
    }
    cx->n = n;
    return SIM_OK;
}

/* The client's cluster cache: the scenario's order, then the members it leaves out, by name. */
static enum sim_status cache_order(struct dsim_ctx *cx)
{
    const char *list = sim_get(cx->s, "cluster_cache");
    size_t k = 0;
    bool *in = calloc(cx->n, sizeof *in);
    if (!in)
        return SIM_NOMEM;
    for (const char *s = list; s && *s;) {
        char name[160];
        size_t len = strcspn(s, ",");
        snprintf(name, sizeof name, "%.*s", (int)(len < sizeof name ? len : sizeof name - 1), s);
        s += len + (s[len] == ',');
        size_t i = 0;
        while (i < cx->n && !domino_name_matches(cx->v[i].srv->name, name))
            i++;
        if (i == cx->n) {
            snprintf(cx->r->error, sizeof cx->r->error, "cluster_cache: %.80s is no member of %s%.80s", name,
                     cx->cluster ? "cluster " : "the cluster of ", cx->cluster ? cx->cluster : cx->v[cx->target].cn);
            free(in);
            return SIM_UNKNOWN;
        }
        if (!in[i]) {
            in[i] = true;
            cx->order[k++] = i;
        }
    }
    for (size_t i = 0; i < cx->n; i++)
        if (!in[i])
            cx->order[k++] = i;
    for (size_t j = 0; j < cx->n; j++)
        cx->v[cx->order[j]].cache_pos = j;
    free(in);
    return SIM_OK;
}

/* The member the scenario's server entry name names, or -1; -2 when it names no live server of the
 * policy at all. */
static long scenario_member(const struct dsim_ctx *cx, const char *name)
{
    for (size_t i = 0; i < cx->n; i++)
        if (domino_name_matches(cx->v[i].srv->name, name))
            return (long)i;
    const struct pol_object *any;
    return domino_servers_named(cx->p, name, &any, 1) ? -1 : -2;
}

/* One member's settings, replica and scenario values. */
static enum sim_status member(struct dsim_ctx *cx, struct dsim_srv *m, const char *entry)
{
    struct sim_result *r = cx->r;
    const struct sim_scenario *s = cx->s;
    m->threshold = domino_threshold(m->srv);
    long long restricted = setting(m->srv, "server_restricted", 0), range = setting(m->srv, "server_transinfo_range", 6);
    m->max_users = setting(m->srv, "server_maxusers", 0);
    if (m->threshold < 0 || m->max_users < 0 || restricted < 0 || range < 1 || range > 20) {
        snprintf(r->error, sizeof r->error, "%s: %s is out of its range (validate reports it, DOM901)", m->cn,
                 m->threshold < 0 ? "Server_Availability_Threshold" : m->max_users < 0 ? "Server_MaxUsers"
                 : restricted < 0 ? "Server_Restricted" : "Server_TransInfo_Range");
        return SIM_INVALID;
    }
    const char *v;
    m->restricted = entry && (v = sim_get_dest(s, entry, "restricted")) ? yes(v) : restricted == 1 || restricted == 2;
    m->down = entry && yes(sim_get_dest(s, entry, "down"));
    m->users = entry && (v = sim_get_dest(s, entry, "users")) ? strtoll(v, NULL, 10) : 0;
    m->ai = 100;
    m->ai_from = "idle: not given";
    if (cx->ai_expansion) {
        long long ef = entry && (v = sim_get_dest(s, entry, "expansion_factor")) ? strtoll(v, NULL, 10) : 1;
        m->ai = domino_ai_from_ef(ef, (int)range);
        m->ai_from = "expansion factor";
    } else if (entry && (v = sim_get_dest(s, entry, "availability_index"))) {
        m->ai = (int)strtol(v, NULL, 10);
        m->ai_from = "scenario";
    }
    const struct pol_object *rep = replica_of(m->srv, cx->replica_id, NULL);
    m->rep = !rep ? DREP_NONE : yes(schema_effective(rep, "out_of_service")) ? DREP_OUT_OF_SERVICE
             : yes(schema_effective(rep, "pending_delete")) ? DREP_PENDING_DELETE : DREP_USABLE;
    m->state = m->start = domino_state_of(m->down, m->restricted, m->max_users, m->users, m->threshold, m->ai);
    return SIM_OK;
}

enum sim_status dsim_build(struct dsim_ctx *cx)
{
    enum sim_status st = members(cx);
    if (st == SIM_OK)
        st = database(cx);
    if (st == SIM_OK)
        st = cache_order(cx);
    const struct sim_scenario *s = cx->s;
    const char **entry = st == SIM_OK ? calloc(cx->n, sizeof *entry) : NULL;
    if (st == SIM_OK && !entry)
        st = SIM_NOMEM;
    for (size_t d = 0; st == SIM_OK && d < s->ndests; d++) {
        long i = scenario_member(cx, s->dests[d].name);
        char t[200];
        if (i == -2) {
            snprintf(cx->r->error, sizeof cx->r->error, "servers: no server %.80s", s->dests[d].name);
            st = SIM_UNKNOWN;
        } else if (i < 0) {
            snprintf(t, sizeof t, "servers: %.80s is not in the target's cluster; the scenario's entry is not read",
                     s->dests[d].name);
            st = sim_result_note(cx->r, t) ? SIM_NOMEM : SIM_OK;
        } else {
            entry[i] = s->dests[d].name;
        }
    }
    for (size_t i = 0; st == SIM_OK && i < cx->n; i++)
        st = member(cx, &cx->v[i], entry[i]);
    free(entry);
    if (st == SIM_OK && sim_cache_init(&cx->cache, 1))
        st = SIM_NOMEM;
    return st;
}

void dsim_free(struct dsim_ctx *cx)
{
    domino_clusters_free(&cx->cl);
    sim_cache_free(&cx->cache);
    free(cx->v);
    free(cx->order);
    free(cx->work);
}
