/* model/wlm/wlm_classify.h — the classification what-if: which service class and report class WLM
 * gives a piece of work under a definition's classification rules, and the path through them.
 *
 * Semantics (research/wlm.md §1.9 and addendum E; IBM z/OS MVS Planning: Workload Management,
 * "Defining the order of classification rules" (hier.htm), "Using inheritance in classification
 * rules" (usinhcr.htm, whose example is a test), "System-provided service classes" (spsc.htm)):
 * - the rules of the work's subsystem type are tried in order; the first that matches at a level
 *   wins and its sub-rules are searched next; when none of them matches, the rule's own classes
 *   apply; later rules of that level are not tried;
 * - a blank service or report class is inherited from the parent rule (for a level-1 rule, from
 *   the subsystem type's defaults);
 * - a group form (TNG, UIG…) matches when any member of the classification group matches;
 * - values are folded to upper case when the subsystem type folds (Y, the default);
 * - no matching rule: the default service class of the subsystem type, with none SYSOTHER (SYSSTC
 *   for STC); the default report class, or none;
 * - the address spaces WLM always runs in SYSTEM (*MASTER*, INIT, WLM, XCFAS, GRS, CONSOLE,
 *   IEFSCHAS, IXGLOGR, SMF, CATALOG, SMSPDSE, SMSPDSE1: research §2 rule 24) get SYSTEM whatever
 *   the rules say. */
#ifndef WLMCON_MODEL_WLM_CLASSIFY_H
#define WLMCON_MODEL_WLM_CLASSIFY_H

#include <stdbool.h>
#include <stddef.h>

#include "model/policy.h"
#include "model/wlm/wlm_match.h"
#include "model/wlm/wlm_qualifier.h"

/* The most qualifiers a piece of work carries. */
#define WLM_WORK_MAX 16

/* A piece of work: its subsystem type and qualifiers (strings owned by the caller). */
struct wlm_work {
    const char *subsystem;   /* "CICS" */
    struct {
        const struct wlm_qualifier *q;
        const char *value;   /* as typed; folded here when the subsystem type folds */
    } quals[WLM_WORK_MAX];
    size_t nquals;
};

/* Why a rule tried did or did not match. */
enum wlm_step_why {
    WLM_STEP_VALUE,      /* compared with the work's value: m says how */
    WLM_STEP_MEMBER,     /* a group: member (its value) matched, m says how */
    WLM_STEP_NO_MEMBER,  /* a group: none of its members matched */
    WLM_STEP_NO_GROUP,   /* a group form naming no classification group of the definition */
    WLM_STEP_BAD_TYPE    /* a qualifier type wlmcon does not know */
};

/* One rule tried. */
struct wlm_step {
    unsigned level;                 /* 1 for the subsystem type's rules, 2 for their sub-rules… */
    const struct pol_object *rule;
    const char *qualtype;           /* as the rule states it (XML name) */
    const char *value;              /* the rule's qualifier value */
    unsigned start;                 /* 0: none */
    bool given;                     /* the work has a qualifier of this type (else blanks) */
    bool matched;
    enum wlm_step_why why;
    struct wlm_match m;             /* VALUE, MEMBER: the comparison */
    const char *member;             /* MEMBER: the member's value; NO_MEMBER: NULL */
    size_t nmembers;                /* NO_MEMBER: how many were compared */
};

/* Where the service class came from. */
enum wlm_origin {
    WLM_FROM_RULE,           /* a matching rule (or one it inherited from) */
    WLM_FROM_DEFAULT,        /* no rule matched: the subsystem type's default service class */
    WLM_FROM_SYSTEM_DEFAULT, /* no rule matched and no default (or no rules for the type at all):
                                SYSOTHER, SYSSTC for STC */
    WLM_FROM_SYSTEM_FORCED   /* an address space WLM always puts in SYSTEM */
};

struct wlm_result {
    const char *service_class;              /* never NULL after success */
    const char *report_class;               /* NULL: none */
    enum wlm_origin origin;
    const struct pol_object *classification; /* the subsystem type's rules; NULL: none */
    const struct pol_object *rule;          /* the deepest matching rule; NULL: none matched */
    const char *ruled_class;                /* FORCED: what the rules alone give */
    struct wlm_step *steps;                 /* malloc'ed, in the order tried */
    size_t nsteps, capsteps;
    char *folded;                           /* the work's folded values (owned here) */
};

/* Classifies work w under definition def (a WLM_DEFINITION top object) into *r (initialised
 * here; strings point into the policy, into w or to static text). Returns 0, or -1 when memory
 * runs out (r is then freed). */
int wlm_classify(const struct pol_object *def, const struct wlm_work *w, struct wlm_result *r);

/* Frees what wlm_classify allocated in r. */
void wlm_result_free(struct wlm_result *r);

/* The service class WLM gives work of subsystem type `type` that no rule matches when the type
 * has no default service class: "SYSSTC" for STC, else "SYSOTHER". Static. */
const char *wlm_system_default(const char *type);

/* True when an address space named name always runs in SYSTEM (research §2 rule 24; case
 * sensitive, upper case). */
bool wlm_forced_system(const char *name);

#endif
