/* model/was/was_classify.h — a server's work through its classification document and WLM's CB
 * rules: which entry a request matches, the transaction class it gets, the CB rule and service
 * class WLM then gives it (z/OS WLM's classification engine, model/wlm/wlm_classify.h, the one
 * `wlmcon classify` uses), and the servants that share that work queue.
 *
 * The document's semantics (IBM, "Workload classification file", was_docs.h WASDOC_WCF; what IBM
 * does not spell out is our reading, marked [U] in README): the entries of the work's type are
 * tried in document order; an entry matches when each match attribute it states matches (host
 * and port compared whole, case-insensitively for the host, `*` matching any; a URI compared as
 * written, a trailing `*` matching any rest); a nested entry is tried only inside its parent's
 * match, the first matching entry wins at each level and its nested entries are tried next; the
 * transaction class is that of the deepest matching entry that states one; no match: the
 * element's default_transaction_class. Internal work without an element of its own is classified
 * by the IIOP element (IBM). */
#ifndef WLMCON_MODEL_WAS_CLASSIFY_H
#define WLMCON_MODEL_WAS_CLASSIFY_H

#include <stdbool.h>

#include "model/policy.h"
#include "model/wlm/wlm_classify.h"

/* A request to classify: its type (an InboundClassification type: "http"…) and, for HTTP, its
 * URI path, host and port (NULL: not given, which only an entry that states none, or *, matches). */
struct was_request {
    const char *type;
    const char *uri, *host, *port;
};

/* Where a request ends in a document. */
struct was_doc_match {
    const struct pol_object *group;   /* the element of its type, or NULL: the document has none */
    const struct pol_object *entry;   /* the deepest matching entry, or NULL: none matched */
    const struct pol_object *from;    /* what gave the transaction class: an entry, the group
                                         (its default) or NULL (none) */
    const char *tclass;               /* NULL: none */
};

/* Matches request rq against server's document (a WAS_SERVER object) into *m. Never fails. */
void was_doc_match(const struct pol_object *server, const struct was_request *rq, struct was_doc_match *m);

/* The WLM service definition server is checked against: the one its `definition` names, else the
 * only live definition of p. NULL when none is found; *why then (when not NULL) says why, a
 * static phrase: "the store holds no WLM service definition", "the store holds several WLM
 * service definitions and the server names none", "the WLM service definition it names is not in
 * the store". */
const struct pol_object *was_definition(const struct policy *p, const struct pol_object *server, const char **why);

/* Classifies work of subsystem type CB with collection name cn and transaction class tc (each may
 * be NULL: not given) under definition def with WLM's engine into *r (wlm_classify; free with
 * wlm_result_free). Returns 0, or -1 when memory runs out. */
int was_cb_classify(const struct pol_object *def, const char *cn, const char *tc, struct wlm_result *r);

/* True when the rule or one of its ancestor rules has a collection-name qualifier (CN or its
 * group form): work classified there ends under the collection. */
bool was_rule_under_collection(const struct pol_object *rule);

/* True when some CB rule of def (at any level) names collection cn: a CN rule whose value matches
 * it with WLM's comparison (folded when the CB rules fold). */
bool was_collection_named(const struct pol_object *def, const char *cn);

/* What a request comes to on a server: the document's match, the WLM definition its CB rules are
 * read from, WLM's result under the server's collection, and the servants sharing that queue. */
struct was_route {
    const struct pol_object *server;  /* the server (not owned) */
    const struct pol_object *def;     /* the definition classified under, or NULL */
    struct was_doc_match m;
    struct wlm_result r;              /* valid when classified */
    bool classified;                  /* false: no definition; why says why */
    const char *why;                  /* a static phrase, or NULL */
    long servants;                    /* the server's effective maximum (was_max_servants); 0
                                         unlimited */
};

/* Routes request rq on server of policy p into *x: the document's match (was_doc_match), then the
 * CB rules of the definition named `definition` (NULL: was_definition's) under the server's
 * collection and the matched transaction class. The one path of `wlmcon classify --was-server`
 * and of the what-if panel. Returns 0, or -1 when memory runs out (*x then holds nothing to
 * free). Free with was_route_free. */
int was_route(const struct policy *p, const struct pol_object *server, const struct was_request *rq,
              const char *definition, struct was_route *x);

/* Frees what *x holds (not the policy's objects); idempotent. */
void was_route_free(struct was_route *x);

/* The level of a classification rule (1 directly under its subsystem type), 0 for NULL. */
unsigned was_rule_level(const struct pol_object *rule);

/* The first HTTP transaction class of server whose CB rule gives another service class than the
 * first one's: the rule where its requests leave the first class's work queue (rule WAS002), in
 * its definition (was_definition). NULL when they share one queue or the rules cannot be checked.
 * Memory running out gives NULL. */
const struct pol_object *was_splitting_rule(const struct policy *p, const struct pol_object *server);

/* Calls fn(obj, tclass, ctx) for every transaction class of server's document of element type
 * `type` (NULL: every element): each group's default and each entry's, in document order. */
void was_each_tclass(const struct pol_object *server, const char *type,
                     void (*fn)(const struct pol_object *obj, const char *tclass, void *ctx), void *ctx);

#endif
