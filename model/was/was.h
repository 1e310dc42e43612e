/* model/was/was.h — WebSphere Application Server for z/OS in the model: the kinds of a cell, its
 * nodes and application servers with their workload classification documents, and the checks
 * of single values that the document reader and the validator share.
 *
 * Facts: ../research/wlm.md §4.3, its seed 000 addendum and addendum F; IBM's "Workload
 * classification file" and "Server instance settings" topics (was_docs.h). The cross-check of a
 * server against z/OS WLM's CB classification rules reads WLM's model (model/wlm): the dependency
 * runs was → wlm, never back. */
#ifndef WLMCON_MODEL_WAS_H
#define WLMCON_MODEL_WAS_H

#include <stdbool.h>
#include <stddef.h>

#include "model/policy.h"
#include "model/schema.h"

/* Index of each kind in was_system()->kinds; the bit of a kind in attr_def.kinds is 1 << index.
 * The cell is the top; a node hangs under it, a server under a node, its classification document
 * under the server, the document's classification elements under the document and their entries
 * under an element or under another entry (nested as the file nests them). */
enum was_kind {
    WAS_CELL,      /* the cell: CELL(name) */
    WAS_NODE,      /* a node of the cell: NODE(name); names unique in the cell */
    WAS_SERVER,    /* an application server of a node: SERVER(name); names unique in the cell */
    WAS_DOCUMENT,  /* the server's workload classification document, <Classification>; ordered,
                      unnamed, at most one */
    WAS_GROUP,     /* <InboundClassification type=…>, <SibClassification> or
                      <WMQRAClassification> (attribute element); ordered, unnamed */
    WAS_ENTRY,     /* an entry (<http_classification_info>, <iiop_classification_info>,
                      <classificationentry>, <ola_classification_info>, <sib_classification_info>,
                      <wmqra_classification_info>…; attribute element) under a group or an
                      entry; ordered, unnamed */
    WAS_NKINDS
};

/* The WebSphere system: kinds and attribute table (model/was/was_schema.c), as its row of the
 * registry of systems (ui/was/was_ui.c) names it. */
extern const struct system_def was_system_def;

/* The kind of was_system_def at index k. */
const struct kind_def *was_kind(enum was_kind k);

/* True when k is the WebSphere kind at index idx (any system's kind may be passed). */
bool was_is_kind(const struct kind_def *k, enum was_kind idx);

/* The longest transaction class WLM's TC qualifier takes, in characters (S-LIBWLM). */
#define WAS_TCLASS_MAX 8

/* Why tc cannot be a WLM transaction class (TC qualifier), as a static phrase after the value
 * ("is 9 characters long: WLM takes at most 8"), or NULL when it can: 1 to 8 characters, each a
 * printable ASCII character other than a blank, a comma and WLM's masking characters * and %
 * (our reading: IBM documents the length and mixed case, not the character set [U]). NULL tc is
 * valid (none). Rule WAS004. */
const char *was_tclass_problem(const char *tc);

/* Checks one value for attribute a of the WebSphere table: an integer that is not one or lies
 * outside [min, max] (WAS901), a value outside an enumeration (WAS902), a text longer than its
 * maximum or holding a control character (WAS903), a document schema_version other than 1.0
 * (WAS905). A transaction class's length is WAS004's, not checked here. NULL and "" are valid.
 * Returns NULL when valid; else writes a message naming the attribute into msg (size n), sets
 * *rule and returns msg. */
const char *was_value_problem(const struct attr_def *a, const char *value, const char **rule,
                              char *msg, size_t n);

/* The object's path in WebSphere's terms into buf (size n): `CELL(AZCELL) NODE(AZNODEA)
 * SERVER(azsr01a)`, then `CLASSIFICATION`, `INBOUND(http)` (an InboundClassification by its
 * type), `SIB(1)` or `WMQRA(1)` (by position among the document's elements) and `ENTRY(2.1)` (the
 * positions from the element down, nested entries after a dot). Returns buf. */
char *was_path(const struct pol_object *obj, char *buf, size_t n);

/* The live server that spec names as CELL/NODE/SERVER in p (names compared as written), or NULL. */
const struct pol_object *was_find_server(const struct policy *p, const char *spec);

/* The server an object of the WebSphere tree belongs to (itself for a server), or NULL for a
 * cell or a node. */
const struct pol_object *was_server_of(const struct pol_object *obj);

/* The server's effective maximum number of servants: 1 when Multiple Instances is not enabled,
 * 0 for unlimited (maximum 0 or not stated: WLM decides), else the maximum. */
long was_max_servants(const struct pol_object *server);

#endif
