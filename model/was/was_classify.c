/* model/was/was_classify.c — a request through a server's document and WLM's CB rules; see
 * was_classify.h. */
#include "model/was/was_classify.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "model/was/was.h"
#include "model/wlm/wlm.h"
#include "model/wlm/wlm_view.h"

/* The server's document, or NULL. */
static const struct pol_object *document_of(const struct pol_object *server)
{
    return pol_first_child(server, was_kind(WAS_DOCUMENT));
}

/* The InboundClassification element of type `type` in doc, or NULL. */
static const struct pol_object *group_of(const struct pol_object *doc, const char *type)
{
    const struct kind_def *gk = was_kind(WAS_GROUP);
    for (const struct pol_object *g = doc ? pol_first_child(doc, gk) : NULL; g; g = pol_next_child(g, gk)) {
        const char *el = pol_get_key(g, "element"), *t = pol_get_key(g, "type");
        if (el && !strcmp(el, "InboundClassification") && t && !strcasecmp(t, type))
            return g;
    }
    return NULL;
}

/* Whether one match attribute of an entry (pattern NULL or blank: not stated) admits value. */
static bool admits(const char *pattern, const char *value, bool uri)
{
    if (!pattern || !*pattern || !strcmp(pattern, "*"))
        return true;
    if (!value)
        return false;
    size_t n = strlen(pattern);
    if (uri && pattern[n - 1] == '*')
        return !strncmp(pattern, value, n - 1);
    return uri ? !strcmp(pattern, value) : !strcasecmp(pattern, value);
}

static bool entry_matches(const struct pol_object *e, const struct was_request *rq)
{
    return admits(pol_get_key(e, "host"), rq->host, false) && admits(pol_get_key(e, "port"), rq->port, false) &&
           admits(pol_get_key(e, "uri"), rq->uri, true);
}

/* The first matching entry among parent's, then its own nested entries, deepest first. */
static void descend(const struct pol_object *parent, const struct was_request *rq, struct was_doc_match *m)
{
    const struct kind_def *ek = was_kind(WAS_ENTRY);
    for (const struct pol_object *e = pol_first_child(parent, ek); e; e = pol_next_child(e, ek)) {
        if (!entry_matches(e, rq))
            continue;
        m->entry = e;
        const char *tc = pol_get_key(e, "tclass");
        if (tc && *tc) {
            m->tclass = tc;
            m->from = e;
        }
        descend(e, rq, m);
        return;
    }
}

void was_doc_match(const struct pol_object *server, const struct was_request *rq, struct was_doc_match *m)
{
    memset(m, 0, sizeof *m);
    const struct pol_object *doc = document_of(server);
    m->group = group_of(doc, rq->type);
    if (!m->group && !strcasecmp(rq->type, "internal"))
        m->group = group_of(doc, "iiop");
    if (!m->group)
        return;
    descend(m->group, rq, m);
    const char *dflt = pol_get_key(m->group, "default_tclass");
    if (!m->tclass && dflt && *dflt) {
        m->tclass = dflt;
        m->from = m->group;
    }
}

const struct pol_object *was_definition(const struct policy *p, const struct pol_object *server, const char **why)
{
    const struct kind_def *dk = wlm_kind(WLM_DEFINITION);
    const char *named = pol_get_key(server, "definition");
    const struct pol_object *only = NULL;
    size_t n = 0;
    for (size_t i = 0; i < p->ntops; i++) {
        const struct pol_object *t = p->tops[i];
        if (t->kind != dk || t->change == POL_DELETED)
            continue;
        if (named && *named && !strcmp(t->name, named))
            return t;
        only = t;
        n++;
    }
    const char *w = named && *named ? "the WLM service definition it names is not in the store"
                    : n == 0        ? "the store holds no WLM service definition"
                    : n > 1         ? "the store holds several WLM service definitions and the server names none"
                                    : NULL;
    if (why)
        *why = w;
    return w ? NULL : only;
}

int was_cb_classify(const struct pol_object *def, const char *cn, const char *tc, struct wlm_result *r)
{
    struct wlm_work w = {.subsystem = "CB"};
    if (cn && *cn) {
        w.quals[w.nquals].q = wlm_qualifier_find("CN").q;
        w.quals[w.nquals++].value = cn;
    }
    if (tc && *tc) {
        w.quals[w.nquals].q = wlm_qualifier_find("TC").q;
        w.quals[w.nquals++].value = tc;
    }
    return wlm_classify(def, &w, r);
}

/* True when rule r's qualifier type is the collection name or its group. */
static bool is_cn_rule(const struct pol_object *r)
{
    struct wlm_qualifier_ref ref = wlm_qualifier_find(pol_get_key(r, "qualtype") ? pol_get_key(r, "qualtype") : "");
    return ref.q && !strcmp(ref.q->code, "CN");
}

bool was_rule_under_collection(const struct pol_object *rule)
{
    for (; rule && wlm_is_kind(rule->kind, WLM_RULE); rule = rule->parent)
        if (is_cn_rule(rule))
            return true;
    return false;
}

/* Whether a CN rule under parent (at any depth) matches cn (folded into cn already). */
static bool names_below(const struct pol_object *parent, const char *cn)
{
    const struct kind_def *rk = wlm_kind(WLM_RULE);
    for (const struct pol_object *r = pol_first_child(parent, rk); r; r = pol_next_child(r, rk)) {
        const char *v = pol_get_key(r, "qualvalue"), *start = pol_get_key(r, "start");
        struct wlm_qualifier_ref ref = wlm_qualifier_find(pol_get_key(r, "qualtype") ? pol_get_key(r, "qualtype") : "");
        if (ref.q && !strcmp(ref.q->code, "CN") && !ref.group && v &&
            wlm_match_value(v, start ? (unsigned)atoi(start) : 0, cn, ref.q->is_long, NULL))
            return true;
        if (names_below(r, cn))
            return true;
    }
    return false;
}

bool was_collection_named(const struct pol_object *def, const char *cn)
{
    const struct pol_object *cls = wlm_named(def, WLM_CLASSIFICATION, "CB");
    if (!cls || !cn || !*cn)
        return false;
    const char *fold = pol_get_key(cls, "fold");
    char buf[256];
    size_t i = 0;
    for (; cn[i] && i + 1 < sizeof buf; i++)
        buf[i] = fold && !strcmp(fold, "N") ? cn[i] : (char)toupper((unsigned char)cn[i]);
    buf[i] = '\0';
    return names_below(cls, buf);
}

/* Calls fn for the entries under parent, in document order, nested ones after their parent. */
static void each_entry(const struct pol_object *parent,
                       void (*fn)(const struct pol_object *obj, const char *tclass, void *ctx), void *ctx)
{
    const struct kind_def *ek = was_kind(WAS_ENTRY);
    for (const struct pol_object *e = pol_first_child(parent, ek); e; e = pol_next_child(e, ek)) {
        const char *tc = pol_get_key(e, "tclass");
        if (tc && *tc)
            fn(e, tc, ctx);
        each_entry(e, fn, ctx);
    }
}

void was_each_tclass(const struct pol_object *server, const char *type,
                     void (*fn)(const struct pol_object *obj, const char *tclass, void *ctx), void *ctx)
{
    const struct pol_object *doc = document_of(server);
    const struct kind_def *gk = was_kind(WAS_GROUP);
    for (const struct pol_object *g = doc ? pol_first_child(doc, gk) : NULL; g; g = pol_next_child(g, gk)) {
        const char *t = pol_get_key(g, "type");
        if (type && (!t || strcasecmp(t, type)))
            continue;
        const char *dflt = pol_get_key(g, "default_tclass");
        if (dflt && *dflt)
            fn(g, dflt, ctx);
        each_entry(g, fn, ctx);
    }
}

int was_route(const struct policy *p, const struct pol_object *server, const struct was_request *rq,
              const char *definition, struct was_route *x)
{
    memset(x, 0, sizeof *x);
    x->server = server;
    was_doc_match(server, rq, &x->m);
    x->servants = was_max_servants(server);
    if (definition) {
        x->def = pol_find_top(p, wlm_kind(WLM_DEFINITION), definition);
        x->why = x->def ? NULL : "no such WLM service definition";
    } else {
        x->def = was_definition(p, server, &x->why);
    }
    if (!x->def)
        return 0;
    if (was_cb_classify(x->def, pol_get_key(server, "collection"), x->m.tclass, &x->r) != 0)
        return -1;
    x->classified = true;
    return 0;
}

void was_route_free(struct was_route *x)
{
    if (x->classified)
        wlm_result_free(&x->r);
    x->classified = false;
}

unsigned was_rule_level(const struct pol_object *rule)
{
    return rule ? pol_depth(rule) - 1 : 0;
}

/* was_splitting_rule's walk: the first class's service class, then the rule that differs. */
struct split {
    const struct pol_object *def;
    const char *cn;
    char first[64];
    const struct pol_object *rule;
};

static void split_at(const struct pol_object *obj, const char *tc, void *ctx)
{
    struct split *s = ctx;
    struct wlm_result r;
    (void)obj;
    if (s->rule || was_cb_classify(s->def, s->cn, tc, &r) != 0)
        return;
    if (!s->first[0])
        snprintf(s->first, sizeof s->first, "%s", r.service_class);
    else if (strcmp(s->first, r.service_class) != 0)
        s->rule = r.rule;
    wlm_result_free(&r);
}

const struct pol_object *was_splitting_rule(const struct policy *p, const struct pol_object *server)
{
    struct split s = {.def = was_definition(p, server, NULL), .cn = pol_get_key(server, "collection")};
    if (!s.def || !s.cn || !*s.cn)
        return NULL;
    was_each_tclass(server, "http", split_at, &s);
    return s.rule;
}
