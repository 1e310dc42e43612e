/* model/was/was_rules.c — the WebSphere rule table and its checks; see was_rules.h.
 *
 * Each rule is one row: id, severities, kinds, check, one-line statement, explanation (our own
 * words) and the documentation it rests on (was_docs.h). */
#include "model/was/was_rules.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/was/was.h"
#include "model/was/was_classify.h"
#include "model/was/was_docs.h"

#define B(k) (UINT64_C(1) << (k))
#define E RULE_SEV(SEV_ERROR)
#define W RULE_SEV(SEV_WARNING)

#define SRV B(WAS_SERVER)
#define ALL_KINDS ((B(WAS_NKINDS - 1) << 1) - 1)

/* WAS001: even distribution needs two servants or more. */
static void check_even(struct rule_ctx *cx, const struct pol_object *srv)
{
    const char *even = pol_get_key(srv, "even_distribution");
    long max = was_max_servants(srv);
    if (!even || strcmp(even, "true") || max == 0 || max >= 2)
        return;
    const char *multi = pol_get_key(srv, "multiple_instances");
    if (!multi || strcmp(multi, "true"))
        rule_report(cx, SEV_WARNING, srv, "WLMStatefulSession", "HTTP requests are distributed evenly, but "
                    "Multiple Instances is not enabled: the server has one servant, among which nothing is spread");
    else
        rule_report(cx, SEV_WARNING, srv, "maximumNumberOfInstances", "HTTP requests are distributed evenly, "
                    "but the maximum number of servants is %ld: nothing is spread among fewer than two", max);
}

/* The definition a server is checked against and its collection, or false when the CB rules
 * cannot be checked (WAS005–WAS007 say why). */
static bool checkable(struct rule_ctx *cx, const struct pol_object *srv, const struct pol_object **def,
                      const char **cn)
{
    *def = was_definition(cx->policy, srv, NULL);
    *cn = pol_get_key(srv, "collection");
    return *def && *cn && **cn;
}

/* The distinct service classes the HTTP transaction classes of a server reach. */
struct reach {
    const struct pol_object *def;
    const char *cn;
    char text[512];       /* "TCWEB → AZAMS2, TCRPT → AZAMS3" */
    size_t len;
    const char *classes[16];
    size_t nclasses;
    bool oom;
};

static void add_reach(const struct pol_object *obj, const char *tc, void *ctx)
{
    (void)obj;
    struct reach *r = ctx;
    struct wlm_result wr;
    if (was_cb_classify(r->def, r->cn, tc, &wr)) {
        r->oom = true;
        return;
    }
    bool seen = false;
    for (size_t i = 0; i < r->nclasses; i++)
        seen |= !strcmp(r->classes[i], wr.service_class);
    if (!seen && r->nclasses < sizeof r->classes / sizeof r->classes[0]) {
        r->classes[r->nclasses++] = wr.service_class;   /* names in the policy or static */
        int w = snprintf(r->text + r->len, sizeof r->text - r->len, "%s%s -> %s", r->len ? ", " : "", tc,
                         wr.service_class);
        r->len = w < 0 ? r->len : r->len + (size_t)w < sizeof r->text ? r->len + (size_t)w : sizeof r->text - 1;
    }
    wlm_result_free(&wr);
}

/* WAS002: the HTTP transaction classes reach one service class, so the requests share one queue. */
static void check_one_queue(struct rule_ctx *cx, const struct pol_object *srv)
{
    struct reach r = {0};
    if (!checkable(cx, srv, &r.def, &r.cn))
        return;
    was_each_tclass(srv, "http", add_reach, &r);
    if (r.nclasses > 1)
        rule_report(cx, SEV_WARNING, srv, "CN", "the HTTP transaction classes reach %zu service classes "
                    "through the CB rules of collection %s in %s (%s): its requests will not share one work "
                    "queue, and even distribution spreads them only within each", r.nclasses, r.cn,
                    r.def->name, r.text);
}

struct ends {
    struct rule_ctx *cx;
    const struct pol_object *def;
    const char *cn;
};

static void check_end(const struct pol_object *obj, const char *tc, void *ctx)
{
    struct ends *e = ctx;
    struct wlm_result wr;
    if (was_cb_classify(e->def, e->cn, tc, &wr))
        return;
    if (!wr.rule || !was_rule_under_collection(wr.rule)) {
        const char *attr = was_is_kind(obj->kind, WAS_GROUP) ? "default_transaction_class" : "transaction_class";
        if (wr.rule)
            rule_report(e->cx, SEV_WARNING, obj, attr, "transaction class %s of collection %s ends at a CB rule "
                        "outside the collection's rules (service class %s)", tc, e->cn, wr.service_class);
        else
            rule_report(e->cx, SEV_WARNING, obj, attr, "transaction class %s of collection %s ends at the CB "
                        "default (service class %s), not at a rule under the collection", tc, e->cn,
                        wr.service_class);
    }
    wlm_result_free(&wr);
}

/* WAS003: each transaction class ends under the collection's rules, when some rule names it. */
static void check_ends(struct rule_ctx *cx, const struct pol_object *srv)
{
    struct ends e = {.cx = cx};
    if (checkable(cx, srv, &e.def, &e.cn) && was_collection_named(e.def, e.cn))
        was_each_tclass(srv, NULL, check_end, &e);
}

/* WAS004: a transaction class WLM's TC qualifier can hold. */
static void check_tclass(struct rule_ctx *cx, const struct pol_object *obj)
{
    bool group = was_is_kind(obj->kind, WAS_GROUP);
    const char *tc = pol_get_key(obj, group ? "default_tclass" : "tclass");
    const char *why = tc && *tc ? was_tclass_problem(tc) : NULL;
    if (why)
        rule_report(cx, SEV_ERROR, obj, group ? "default_transaction_class" : "transaction_class",
                    "transaction class '%s' %s", tc, why);
}

/* WAS005: the CB rules name the server's collection. */
static void check_named(struct rule_ctx *cx, const struct pol_object *srv)
{
    const struct pol_object *def;
    const char *cn;
    if (checkable(cx, srv, &def, &cn) && !was_collection_named(def, cn))
        rule_report(cx, SEV_INFO, srv, "CN", "no CB rule of %s names collection %s: all its work gets the "
                    "CB default or the rules of other qualifiers", def->name, cn);
}

/* WAS006: which definition the server is checked against. */
static void check_definition(struct rule_ctx *cx, const struct pol_object *srv)
{
    const char *why = NULL;
    if (!was_definition(cx->policy, srv, &why) && why && !strstr(why, "holds no"))
        rule_report(cx, SEV_INFO, srv, "definition", "%s: its CB rules are not checked", why);
}

/* WAS007: a collection name to check the CB rules by. */
static void check_collection(struct rule_ctx *cx, const struct pol_object *srv)
{
    const char *cn = pol_get_key(srv, "collection");
    if (!cn || !*cn)
        rule_report(cx, SEV_INFO, srv, "CN", "no collection name: the CB rules cannot be checked");
}

/* WAS901–WAS903, WAS905: each value against its schema row; WAS904: the servant counts together. */
static void check_values(struct rule_ctx *cx, const struct pol_object *obj)
{
    char path[512], msg[256];
    for (unsigned i = 0; i < obj->kind->nattrs; i++) {
        const struct attr_def *a = obj->kind->attrs[i];
        const char *id = NULL, *el = pol_get_key(obj, "element");
        if (!strcmp(a->key, "type") && el && strcmp(el, "InboundClassification"))
            continue;   /* a SibClassification's type (jmsra…) is not an inbound type */
        if (!schema_value_problem(obj->kind, a, pol_get(obj, (int)i), &id, msg, sizeof msg))
            continue;
        const struct rule *r = id ? rules_find(cx->set, id) : NULL;
        if (r)
            rule_add(r, cx->out, rule_severity(r), rule_at(cx->set, obj, a->native, path, sizeof path), "%s", msg);
    }
    if (!was_is_kind(obj->kind, WAS_SERVER))
        return;
    const char *min = pol_get_key(obj, "min_servants"), *max = pol_get_key(obj, "max_servants");
    const struct rule *r = rules_find(cx->set, "WAS904");
    if (min && max && *min && *max && atol(max) != 0 && atol(min) > atol(max) && r)
        rule_add(r, cx->out, SEV_ERROR, rule_at(cx->set, obj, "minimumNumOfInstances", path, sizeof path),
                 "the minimum number of servants (%s) is above the maximum (%s)", min, max);
}

static const struct rule was_rules[] = {
    {"WAS001", W, SRV, check_even, "even distribution of HTTP requests with fewer than two servants",
     "WLMStatefulSession spreads new HTTP requests among a server's servants; with Multiple Instances "
     "off, or a maximum of one servant, there is one servant and nothing to spread. A maximum of 0 or "
     "none is unlimited.", WASDOC_WASTSK "; " WASDOC_SRVINST "; " WASDOC_SEED},
    {"WAS002", W, SRV, check_one_queue, "HTTP transaction classes that reach more than one service class",
     "Even distribution spreads requests only among the servants bound to one work queue, the queue of "
     "one service class. When the CB rules under the server's collection give its HTTP transaction "
     "classes different service classes, WLM binds servants to each and the requests that create "
     "sessions are not balanced against each other: map them to one service class, or accept the split.",
     WASDOC_WASCON "; " WASDOC_SEED "; " WASDOC_CLSF},
    {"WAS003", W, SRV, check_ends,
     "a transaction class that ends at the CB default rather than under the collection",
     "When some CB rule names the server's collection, each transaction class the document assigns is "
     "expected to end at that rule or one of its sub-rules; one that ends at the subsystem type's "
     "default (or at a rule of another collection) is likely a typing error in the document or the "
     "rules.", WASDOC_CLSF "; " WASDOC_CLZ},
    {"WAS004", E, B(WAS_GROUP) | B(WAS_ENTRY), check_tclass,
     "a transaction class longer than 8 characters or not valid as a WLM qualifier",
     "WLM's TC qualifier holds at most 8 characters (mixed case allowed); a longer class cannot be "
     "matched by any rule.", WASDOC_LIBWLM "; " WASDOC_WCF},
    {"WAS005", RULE_SEV(SEV_INFO), SRV, check_named, "no CB rule names the server's collection",
     "The server's work is then classified by the CB default or by rules of other qualifiers alone.",
     WASDOC_CLSF},
    {"WAS006", RULE_SEV(SEV_INFO), SRV, check_definition,
     "several WLM definitions and the server names none",
     "Name the definition the server runs under (its WLM definition field) so that its CB rules can "
     "be checked.", WASDOC_CLSF},
    {"WAS007", RULE_SEV(SEV_INFO), SRV, check_collection, "no collection name: the CB rules cannot be checked",
     "The collection name is the CN qualifier WLM receives with the server's work.", WASDOC_LIBWLM},
    {"WAS101", E, 0, NULL, "a file that is not well-formed XML or not a classification document",
     "The reader stops at the first error, at its file:line:col; nothing is imported.", WASDOC_WCF},
    {"WAS102", RULE_SEV(SEV_INFO), 0, NULL, "an element or attribute wlmcon does not model, kept",
     "It is kept as read and written back in its place.", WASDOC_WCF},
    {"WAS103", E, 0, NULL, "a classification document without --was-server, or with a malformed one",
     "A document does not say which server it belongs to: give --was-server CELL/NODE/SERVER before it.",
     WASDOC_WCF},
    {"WAS901", E, ALL_KINDS, check_values, "an integer outside its range, or not an integer",
     "The minimum number of servants is 1 to 20; the maximum any number, 0 for unlimited.",
     WASDOC_SRVINST},
    {"WAS902", E, 0, NULL, "a value that is not one of the attribute's choices",
     "Element, type, the true/false settings and the WLM queueing variables take only their values.",
     WASDOC_WCF "; " WASDOC_RB},
    {"WAS903", E, 0, NULL, "a text longer than its maximum, or holding a control character",
     "A control character other than a tab (a character reference such as &#10; in the document) "
     "cannot be carried by every export: the reader refuses it at its element.", WASDOC_WCF},
    {"WAS904", E, 0, NULL, "a minimum number of servants above the maximum",
     "The minimum is at most the maximum, unless the maximum is 0 (unlimited).", WASDOC_SRVINST},
    {"WAS905", E, 0, NULL, "a schema_version other than 1.0",
     "IBM supports schema_version 1.0 only.", WASDOC_WCF},
};

const struct rule_set was_rule_set_def = {
    .system = "was",
    .rules = was_rules,
    .nrules = sizeof was_rules / sizeof was_rules[0],
    .path = was_path,
};
