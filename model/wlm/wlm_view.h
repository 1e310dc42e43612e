/* model/wlm/wlm_view.h — what the WLM rules and the classification what-if read from a service
 * definition: the children of an object in position order, and a service class as a policy runs
 * it (its base attributes merged with the policy's override).
 *
 * Merging (research/wlm.md §1.2, IBM "Using policy overrides"): a service-class override that has
 * goal periods of its own replaces the base goal whole; its ResourceGroupName absent keeps the
 * base resource group, empty removes it (our reading where the research is silent: the XML writes
 * no element for "unchanged"); CPUCritical absent keeps the base value. */
#ifndef WLMCON_MODEL_WLM_VIEW_H
#define WLMCON_MODEL_WLM_VIEW_H

#include <stdbool.h>
#include <stddef.h>

#include "model/policy.h"
#include "model/wlm/wlm.h"

/* Objects in an order; v is malloc'ed (NULL when n is 0) and freed with wlm_list_free. */
struct wlm_list {
    const struct pol_object **v;
    size_t n;
};

/* Sets *out to the live children of kind k under parent, in position order (ties in creation
 * order: the tree of model/policy.h). Returns 0, or -1 when memory runs out (*out is then
 * empty). */
int wlm_children(const struct pol_object *parent, enum wlm_kind k, struct wlm_list *out);

/* Frees l's array; l is empty afterwards. */
void wlm_list_free(struct wlm_list *l);

/* The live object of kind k named name in parent's definition, or NULL (name NULL or blank:
 * NULL). */
const struct pol_object *wlm_named(const struct pol_object *in, enum wlm_kind k, const char *name);

/* A service class as one policy runs it. */
struct wlm_class_view {
    const struct pol_object *sc;        /* the service class */
    const struct pol_object *policy;    /* NULL: the base definition */
    const struct pol_object *override;  /* the policy's override of sc, or NULL */
    const struct pol_object *goal_of;   /* the object whose periods apply: override or sc */
    struct wlm_list periods;            /* goal_of's periods in order */
    const char *resgroup;               /* effective resource group name; NULL: none */
    const struct pol_object *resgroup_of; /* the object that states it (sc or override) */
    bool cpu_critical;
};

/* The view of service class sc under policy (NULL: the base definition) into *v, freed with
 * wlm_class_view_free. Returns 0, or -1 when memory runs out. */
int wlm_class_view(const struct pol_object *sc, const struct pol_object *policy,
                   struct wlm_class_view *v);

/* Frees what wlm_class_view allocated. */
void wlm_class_view_free(struct wlm_class_view *v);

/* The override of policy for the service class named name, or NULL. */
const struct pol_object *wlm_override_of(const struct pol_object *policy, const char *name);

/* True when s is NULL or blanks only (an unspecified, empty or blank value). */
bool wlm_blank(const char *s);

#endif
