/* model/wlm/wlm_qualifier.h — WLM work qualifier types and IBM subsystem types: the ISPF code and
 * XML name of each qualifier type, whether the work qualifier runs longer than 8 characters (start
 * positions, prefix comparison), whether a classification group can be formed for it, and which
 * IBM subsystem types accept it where IBM's documentation says so.
 *
 * Facts: research/wlm.md §1.9 (qualifier list, partial matrix), addendum C.14 and E;
 * z/OS MVS Planning: Workload Management, "Defining work qualifiers" (Table 1) and "Organizing
 * work for classification". */
#ifndef WLMCON_MODEL_WLM_QUALIFIER_H
#define WLMCON_MODEL_WLM_QUALIFIER_H

#include <stdbool.h>
#include <stdint.h>

/* One work qualifier type. */
struct wlm_qualifier {
    const char *code;      /* ISPF code: "TN" */
    const char *xml;       /* the XML QualifierType: "TransactionName" */
    const char *label;     /* "Transaction name" */
    bool is_long;          /* the work qualifier runs longer than 8 characters: a rule may give a
                              start position, and without one the value is compared over the
                              length the rule gives */
    bool groupable;        /* a classification group may be formed (all but PRI and ESC) */
    uint32_t subsystems;   /* WLM_SS_BIT() of each IBM subsystem type of wlm_subsystem_checked()
                              that accepts it (0 for those IBM documents without it) */
};

/* How a rule names a qualifier type: the type, and whether it is the group form (TNG,
 * TransactionNameGroup): the value then names a classification group. */
struct wlm_qualifier_ref {
    const struct wlm_qualifier *q;  /* NULL: not a qualifier type */
    bool group;
};

/* The qualifier type spelt text: an ISPF code ("TN", "tng"; case-insensitive) or an XML name
 * ("TransactionName", "UseridGroup"; exact), each with its group form. r.q is NULL when text is
 * neither, or is the group form of a type that has none. */
struct wlm_qualifier_ref wlm_qualifier_find(const char *text);

/* The bit of IBM subsystem type index i (of wlm_subsystem_name) in wlm_qualifier.subsystems. */
#define WLM_SS_BIT(i) (UINT32_C(1) << (i))

/* Index of an IBM-defined subsystem type (ASCH, CB, CICS, DB2, DDF, EWLM, IMS, IWEB, JES, LDAP,
 * LSFM, MQ, NETV, OMVS, SOM, STC, SYSH, TCP, TSO; exact, upper case), or -1. Source: z/OS MVS
 * Planning: Workload Management, "Defining work qualifiers", Table 1 header. */
int wlm_subsystem_index(const char *type);

/* The name of IBM subsystem type index i, or NULL past the last. */
const char *wlm_subsystem_name(int i);

/* True when the qualifier matrix of this module covers IBM subsystem type index i (ASCH, CB,
 * CICS, DDF, JES, OMVS, STC): for the others IBM's table was not read, and rule WLM017 is not
 * applied. */
bool wlm_subsystem_checked(int i);

/* True when work of subsystem type `type` can run in a multi-period service class and one with a
 * resource group: JES, ASCH, OMVS, STC, TSO and DDF (research/wlm.md §2 rules 14 and 15). */
bool wlm_subsystem_has_periods(const char *type);

#endif
