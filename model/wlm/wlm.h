/* model/wlm/wlm.h — z/OS Workload Manager in the model: the kinds of the service definition's
 * schema and the single-value checks that the XML reader and the validator share.
 *
 * Facts: ../research/wlm.md §1 (entities, limits), §4.1 (XML layout) and its verification
 * addenda; IBM's DTD of the XML service definition and the WSC starter policy (the `source` of each
 * schema row says which page). */
#ifndef WLMCON_MODEL_WLM_H
#define WLMCON_MODEL_WLM_H

#include <stdbool.h>
#include <stddef.h>

#include "model/policy.h"
#include "model/schema.h"

/* Index of each WLM kind in wlm_system()->kinds; the bit of a kind in attr_def.kinds is 1 << index.
 * The service definition is the top; every other kind hangs under it, or under the kind its
 * comment names (kind_def.parents). Ordered kinds (KF_ORDERED) keep their place among siblings;
 * unnamed ones (KF_UNNAMED) are identified by parent and position. */
enum wlm_kind {
    WLM_DEFINITION,     /* the service definition: named by its definition name (8) */
    WLM_NOTE,           /* a line of the notepad; ordered, unnamed */
    WLM_POLICY,         /* service policy (8) */
    WLM_SCOVERRIDE,     /* service-class override; under a policy; ordered, unnamed */
    WLM_RGOVERRIDE,     /* resource-group override; under a policy; ordered, unnamed */
    WLM_TRGOVERRIDE,    /* tenant resource-group override; under a policy; ordered, unnamed */
    WLM_WORKLOAD,       /* workload (8) */
    WLM_SERVCLASS,      /* service class (8); attribute `workload` names its workload */
    WLM_PERIOD,         /* goal period; under a service class or a service-class override;
                           ordered, unnamed: period number = position */
    WLM_RESGROUP,       /* resource group (8) */
    WLM_TENANTRG,       /* tenant resource group (8) */
    WLM_REPCLASS,       /* report class (8) */
    WLM_TENANTRC,       /* tenant report class (8) */
    WLM_CLASSGROUP,     /* classification group (8) */
    WLM_QUALNAME,       /* a member of a classification group; ordered, unnamed */
    WLM_CLASSIFICATION, /* the rules of one subsystem type: named by the subsystem type (4) */
    WLM_RULE,           /* classification rule; under a classification or a rule (sub-rule, any
                           depth); ordered, unnamed: level = depth, order = position */
    WLM_APPLENV,        /* application environment (32) */
    WLM_RESOURCE,       /* scheduling resource (16) */
    WLM_SCHENV,         /* scheduling environment (16) */
    WLM_SCHENVRES,      /* a resource state required by a scheduling environment; ordered, unnamed */
    WLM_NKINDS
};

/* The namespace of the XML service definition of functionality level 038 (z/OS V2R4 and later,
 * the WSC starter policy): what the XML writer gives a definition that states none, and what a
 * definition created in the console states. */
#define WLM_XML_NAMESPACE "http://www.ibm.com/xmlns/prod/zwlm/2022/05/ServiceDefinition.xsd"

/* The WLM system: kinds and attribute table (model/wlm/wlm_schema.c), as its row of the registry
 * of systems (ui/wlm/wlm_ui.c) names it. */
extern const struct system_def wlm_system_def;

/* The same. Static; never NULL. */
const struct system_def *wlm_system(void);

/* The kind of wlm_system() at index k. */
const struct kind_def *wlm_kind(enum wlm_kind k);

/* True when k is the WLM kind at index idx (any system's kind may be passed). */
bool wlm_is_kind(const struct kind_def *k, enum wlm_kind idx);

/* Checks one value for attribute a of the WLM table: an integer that is not one or lies outside
 * [min, max] (rule WLM901), a value outside an enumeration (WLM902), a text longer than its
 * documented maximum (WLM903), a time that is not HH:MM:SS.mmm (WLM904), a date that is not
 * YYYY/MM/DD HH:MM:SS (WLM905). The limits are IBM's documented ones (schema rows): they are
 * findings, never refusals of the store. NULL and "" are valid (unspecified, empty). Returns NULL
 * when valid; else writes a message naming the XML element into msg (size n), sets *rule and
 * returns msg. Source: research/wlm.md §1 and addenda B, C. */
const char *wlm_value_problem(const struct attr_def *a, const char *value, const char **rule,
                              char *msg, size_t n);

/* Whether values a and b say the same to WLM though their bytes may differ (system_def.same_value,
 * model/wlm/wlm_same.c): a text with the same words (runs of white space as one blank, none at
 * the ends); with verbatim, an element kept as read with the same markup (white space between
 * tags and before a tag's end dropped, `<X/>` as `<X></X>`). */
bool wlm_same_value(bool verbatim, const char *a, const char *b);

/* True when a (an attribute of the WLM table) takes an integer in the XML: a value that is not
 * one is of the wrong type and stops an import. */
bool wlm_attr_is_integer(const struct attr_def *a);

#endif
