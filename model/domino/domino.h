/* model/domino/domino.h — HCL Domino clusters: the kinds, the schema's system definition, the
 * hierarchical names of servers and the replica ids of databases.
 *
 * A server (the top-level object) is known by its hierarchical name, kept canonical
 * (`CN=Alpha/OU=Sales/O=Example`); it holds its NOTES.INI settings as modelled attributes, its
 * cluster (which the Domino Directory keeps, not NOTES.INI: AF_HEADER) and its replicas, one object
 * per database it holds, named by the replica id (`85257A2B:0055C7F1`). A Domino cluster is worked
 * out from the servers' cluster attribute, never stored as an object. */
#ifndef WLMCON_MODEL_DOMINO_DOMINO_H
#define WLMCON_MODEL_DOMINO_DOMINO_H

#include <stdbool.h>
#include <stddef.h>

#include "model/model.h"

enum domino_kind { DOM_SERVER, DOM_REPLICA, DOM_NKINDS };

/* The longest hierarchical name kept, in bytes (the import options' limit, IMPORT_OPTION_MAX). */
#define DOMINO_NAME_MAX 64

/* Domino's definition (its model), as its row of the registry names it (ui/domino/domino_ui.c). */
extern const struct system_def domino_system_def;

/* The kind k of Domino's schema. */
const struct kind_def *domino_kind(enum domino_kind k);

/* ---- hierarchical names (domino_names.c) ---------------------------------------------------------
 * Domino writes a name canonically (`CN=Alpha/OU=Sales/O=Example/C=US`) or abbreviated
 * (`Alpha/Sales/Example/US`); a flat name has one component (`Alpha`). */

/* The canonical form of name text into buf (size n): each component keeps its value as written;
 * a component without a label gets the one of its place (the first CN, the last O, the ones
 * between OU; a last component of two letters after at least two others C); CN, OU, O and C
 * labels are written in capitals; a flat name stays as it is. Returns 0; -1 when text is empty,
 * has an empty component, or the result does not fit in n or DOMINO_NAME_MAX. */
int domino_name_canonical(const char *text, char *buf, size_t n);

/* Whether text names the server whose canonical name is stored: the same component values in the
 * same order, labels ignored, without regard to case; or, for a text of one component, the
 * stored name's common name (its first component) equal to it without regard to case. */
bool domino_name_matches(const char *stored, const char *text);

/* The live servers of p that text names (domino_name_matches), in the order of p's top-level
 * objects: at most max of them into out; returns how many there are (possibly more than max). */
size_t domino_servers_named(const struct policy *p, const char *text, const struct pol_object **out,
                            size_t max);

/* The canonical replica id of text into buf (size n >= 18): 16 hexadecimal digits, with or without
 * a colon after the eighth, written in capitals with the colon (`85257A2B:0055C7F1`). Returns 0, or
 * -1 when text is no replica id. */
int domino_replica_id(const char *text, char *buf, size_t n);

/* The path of obj: `SERVER(CN=Alpha/O=Example)`, `SERVER(CN=Alpha/O=Example)
 * REPLICA(85257A2B:0055C7F1)`, into buf (size n, always NUL-terminated); returns buf. */
char *domino_object_path(const struct pol_object *obj, char *buf, size_t n);

/* The live object of p whose path is text, the server named in any of its forms when exactly one
 * stored server fits, the replica id in either form; NULL otherwise. */
struct pol_object *domino_path_find(const struct policy *p, const char *text);

/* Why name cannot name a server (a phrase after the name), or NULL (system_def.name_problem). */
const char *domino_name_problem(const struct kind_def *kind, const char *name, const struct pol_object *top);

/* ---- values (domino_values.c) ------------------------------------------------------------------ */

/* Checks a value against its schema row (system_def.value_problem): DOM901 an integer out of range
 * or not a number, DOM902 a value that is none of the choices, DOM903 a text too long or holding a
 * control character. NULL when valid, else msg (size n) naming the native keyword, *rule set. */
const char *domino_value_problem(const struct attr_def *a, const char *value, const char **rule, char *msg,
                                 size_t n);

/* Whether attribute a of the server kind is a NOTES.INI setting: every one but the cluster, which
 * the Domino Directory keeps. */
bool domino_is_setting(const struct attr_def *a);

/* Whether the NOTES.INI keyword kw is a modelled setting's (schema_attr_native on the server kind,
 * the cluster excluded): the index among the server kind's attributes, or -1. */
int domino_setting_index(const char *kw);

/* The Domino rule set (domino_rules.c). */
extern const struct rule_set domino_rule_set;

#endif
