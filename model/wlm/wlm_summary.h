/* model/wlm/wlm_summary.h — z/OS WLM's validation summary: the overview an administrator wants
 * before the findings. For each service definition: its name, its service policies (the one in
 * force is the one activated on the sysplex, which a definition does not record), how many objects
 * of each kind it holds (workloads, service classes, report classes, resource groups…) and, per
 * subsystem type, how many classification rules it has (sub-rules included, at any depth). */
#ifndef WLMCON_MODEL_WLM_SUMMARY_H
#define WLMCON_MODEL_WLM_SUMMARY_H

#include <stddef.h>

#include "model/policy.h"
#include "model/wlm/wlm.h"

struct wlm_sum_subsys {
    const char *type;           /* the subsystem type ("JES", "CICS") */
    size_t rules;               /* its classification rules, sub-rules included */
};

struct wlm_sum_def {
    const char *name;                   /* the definition's name */
    const char **policies;              /* its service policies' names, in order */
    size_t npolicies;
    size_t count[WLM_NKINDS];           /* its live objects by kind (enum wlm_kind) */
    struct wlm_sum_subsys *subsys;      /* its classifications, in order */
    size_t nsubsys;
};

struct wlm_summary {
    struct wlm_sum_def *v;              /* the definitions, in the policy's order */
    size_t n;
};

/* The summary of p's service definitions (malloc'd; the strings are p's, valid while p is), or
 * NULL when p holds none or memory runs out: a store without WLM says nothing of it. Freed with
 * wlm_summary_delete. Matches system_def.summary_build. */
void *wlm_summary_new(const struct policy *p);

/* Frees a summary of wlm_summary_new (NULL: nothing). */
void wlm_summary_delete(void *summary);

#endif
