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

/* IBM subsystem types of the qualifier matrix (bits of wlm_qualifier.subsystems; index as in
 * wlm_subsystem_index). */
#define WLM_SS_ASCH (UINT32_C(1) << 0)
#define WLM_SS_CB (UINT32_C(1) << 1)
#define WLM_SS_CICS (UINT32_C(1) << 2)
#define WLM_SS_DDF (UINT32_C(1) << 4)
#define WLM_SS_JES (UINT32_C(1) << 8)
#define WLM_SS_OMVS (UINT32_C(1) << 13)
#define WLM_SS_STC (UINT32_C(1) << 15)
#define WLM_SS_BATCH (WLM_SS_ASCH | WLM_SS_JES | WLM_SS_OMVS | WLM_SS_STC)

/* The qualifier types, typed once: G(code, XML name, label, long, subsystems) for a type that
 * classification groups can be formed for (its group form appends G to the code and Group to the
 * XML name), N(…) for one without (Priority). Where research/wlm.md marks a qualifier [U] for a
 * subsystem type of the matrix (PX for CB, CICS and DDF; SI and UI for CB; UI for DDF) the matrix
 * accepts it, so that WLM017 never refuses what the product may accept. The XML names are those of
 * the WSC sample and sd2html; the client qualifiers and NetID are not in any XML read and are spelt
 * after the pattern of the others. The zEnterprise service class (z/OS 2.2 only) has no known XML
 * name and is left out. */
#define WLM_QUALIFIERS(G, N)                                                                       \
    G("AI", "AccountingInformation", "Accounting information", true, WLM_SS_BATCH | WLM_SS_DDF)    \
    G("CAI", "ClientAccountingInformation", "Client accounting information", true, WLM_SS_DDF)     \
    G("CIP", "ClientIPAddress", "Client IP address", true, WLM_SS_DDF)                             \
    G("CTN", "ClientTransactionName", "Client transaction name", true, WLM_SS_DDF)                 \
    G("CUI", "ClientUserid", "Client user ID", true, WLM_SS_DDF)                                   \
    G("CWN", "ClientWorkstationName", "Client workstation name", true, WLM_SS_DDF)                 \
    G("CI", "CorrelationInformation", "Correlation information", true, WLM_SS_DDF)                 \
    G("CN", "CollectionName", "Collection name", true, WLM_SS_DDF | WLM_SS_CB)                     \
    G("CT", "ConnectionType", "Connection type", false, 0)                                         \
    G("LU", "LUName", "LU name", false, WLM_SS_CICS | WLM_SS_DDF)                                  \
    G("NET", "NetID", "Net ID", false, WLM_SS_DDF)                                                 \
    G("PC", "ProcessName", "Process name", true, WLM_SS_DDF)                                       \
    G("PF", "Perform", "Perform", false, WLM_SS_JES | WLM_SS_STC)                                  \
    G("PK", "PackageName", "Package name", true, WLM_SS_DDF)                                       \
    G("PN", "PlanName", "Plan name", false, WLM_SS_DDF)                                            \
    G("PR", "ProcedureName", "Procedure name", true, WLM_SS_DDF)                                   \
    N("PRI", "Priority", "Priority", false, WLM_SS_JES)                                            \
    G("PX", "SysplexName", "Sysplex name", false,                                                  \
      WLM_SS_BATCH | WLM_SS_CB | WLM_SS_CICS | WLM_SS_DDF)                                         \
    G("SE", "SchedulingEnvironment", "Scheduling environment", true, WLM_SS_JES)                   \
    G("SI", "SubsystemInstance", "Subsystem instance", false,                                      \
      WLM_SS_JES | WLM_SS_CICS | WLM_SS_DDF | WLM_SS_CB)                                           \
    G("SPM", "SubsystemParameter", "Subsystem parameter", true, WLM_SS_STC | WLM_SS_DDF)           \
    G("SSC", "SubsystemCollection", "Subsystem collection", false, WLM_SS_JES)                     \
    G("SY", "SystemName", "System name", false, WLM_SS_ASCH | WLM_SS_OMVS | WLM_SS_STC)            \
    G("TC", "TransactionClass", "Transaction class", false,                                        \
      WLM_SS_ASCH | WLM_SS_JES | WLM_SS_CB)                                                        \
    G("TN", "TransactionName", "Transaction name", false, WLM_SS_BATCH | WLM_SS_CICS)              \
    G("UI", "Userid", "User ID", false,                                                            \
      WLM_SS_BATCH | WLM_SS_CICS | WLM_SS_DDF | WLM_SS_CB)

/* The XML QualifierType values of WLM_QUALIFIERS as enumeration choices (value: the XML name,
 * help: the ISPF code), group forms after their type: expand
 * `WLM_QUALIFIERS(WLM_QUAL_CHOICE_G, WLM_QUAL_CHOICE_N)` in an attr_choice array. */
#define WLM_QUAL_CHOICE_G(code, xml, label, is_long, ss) {xml, code}, {xml "Group", code "G"},
#define WLM_QUAL_CHOICE_N(code, xml, label, is_long, ss) {xml, code},

/* One work qualifier type. */
struct wlm_qualifier {
    const char *code;      /* ISPF code: "TN" */
    const char *xml;       /* the XML QualifierType: "TransactionName" */
    const char *label;     /* "Transaction name" */
    bool is_long;          /* the work qualifier runs longer than 8 characters: a rule may give a
                              start position, and without one the value is compared over the
                              length the rule gives */
    bool groupable;        /* a classification group may be formed (all but PRI) */
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

/* What IBM subsystem type index i classifies, in a few words ("Started tasks"), or NULL past the
 * last. Source: z/OS MVS Planning: Workload Management, "Defining work qualifiers" (the subsystem
 * types of Table 1 and the sections on each). */
const char *wlm_subsystem_label(int i);

/* True when the qualifier matrix of this module covers IBM subsystem type index i (ASCH, CB,
 * CICS, DDF, JES, OMVS, STC): for the others IBM's table was not read, and rule WLM017 is not
 * applied. */
bool wlm_subsystem_checked(int i);

/* True when work of subsystem type `type` can run in a multi-period service class and one with a
 * resource group: JES, ASCH, OMVS, STC, TSO and DDF (research/wlm.md §2 rules 14 and 15). */
bool wlm_subsystem_has_periods(const char *type);

#endif
