/* model/wlm/wlm_rules_impl.h — what the files of the WLM rule set share (private to model/): the
 * check functions the rule table names and small helpers over goal periods and classes. */
#ifndef WLMCON_MODEL_WLM_RULES_IMPL_H
#define WLMCON_MODEL_WLM_RULES_IMPL_H

#include <stdbool.h>
#include <stddef.h>

#include "model/rules.h"
#include "model/wlm/wlm.h"
#include "model/wlm/wlm_path.h"
#include "model/wlm/wlm_qualifier.h"
#include "model/wlm/wlm_view.h"

/* The value of key on o as an integer; dflt when unspecified, blank or not a number. */
long wlm_int(const struct pol_object *o, const char *key, long dflt);

/* A response time `HH:MM:SS.mmm` in milliseconds, or -1 when it is not one. */
long wlm_resptime_ms(const char *s);

/* True when a period has a response-time goal (average or percentile). */
bool wlm_is_rt(const struct pol_object *period);

/* True when a period's goal type is t ("Velocity", "Discretionary"…). */
bool wlm_goal_is(const struct pol_object *period, const char *t);

/* The definition's functionality level ("038" → 38), or 0 when it states none. */
int wlm_level(const struct pol_object *def);

/* Calls fn for service class sc as the base definition runs it and, for each policy with an
 * override of sc that changes what runs, as that policy runs it. Stops with -1 when memory runs
 * out. */
int wlm_each_view(struct rule_ctx *cx, const struct pol_object *sc,
                  void (*fn)(struct rule_ctx *cx, const struct wlm_class_view *v));

/* "in policy NAME, " (written into buf of size n) for a policy's view, "" for the base: the start
 * of a finding's message. */
const char *wlm_in_policy(const struct wlm_class_view *v, char *buf, size_t n);

/* Whether service class sc satisfies pred as the base definition runs it (then *policy = NULL)
 * or as some policy does (*policy = that policy): 1, 0 when it does in none, -1 when memory runs
 * out. */
int wlm_first_view(const struct pol_object *sc, bool (*pred)(const struct wlm_class_view *v),
                   const struct pol_object **policy);

/* ---- checks (the rule table in wlm_rules.c names them; each reports its own rule) -------------- */

/* wlm_rules_def.c: the definition as a whole, values and references */
void wlm_check_workloads(struct rule_ctx *cx, const struct pol_object *obj);    /* WLM001 */
void wlm_check_classes(struct rule_ctx *cx, const struct pol_object *obj);      /* WLM002 */
void wlm_check_name(struct rule_ctx *cx, const struct pol_object *obj);         /* WLM003 */
void wlm_check_duplicates(struct rule_ctx *cx, const struct pol_object *obj);   /* WLM004 */
void wlm_check_class_limit(struct rule_ctx *cx, const struct pol_object *obj);  /* WLM008 */
void wlm_check_group_limit(struct rule_ctx *cx, const struct pol_object *obj);  /* WLM009 */
void wlm_check_levels(struct rule_ctx *cx, const struct pol_object *obj);       /* WLM022 */
void wlm_check_capacity(struct rule_ctx *cx, const struct pol_object *obj);     /* WLM023 */
void wlm_check_iopriority(struct rule_ctx *cx, const struct pol_object *obj);   /* WLM033 */
void wlm_check_tenants(struct rule_ctx *cx, const struct pol_object *obj);      /* WLM034 */
void wlm_check_limits(struct rule_ctx *cx, const struct pol_object *obj);       /* WLM037 */
void wlm_check_refs(struct rule_ctx *cx, const struct pol_object *obj);         /* WLM040 */
void wlm_check_values(struct rule_ctx *cx, const struct pol_object *obj);       /* WLM901-905 */

/* wlm_rules_goals.c: goal periods of each class as each policy runs it */
void wlm_check_rt_order(struct rule_ctx *cx, const struct pol_object *obj);     /* WLM005 */
void wlm_check_durations(struct rule_ctx *cx, const struct pol_object *obj);    /* WLM006 */
void wlm_check_periods(struct rule_ctx *cx, const struct pol_object *obj);      /* WLM007 */
void wlm_check_disc_imp(struct rule_ctx *cx, const struct pol_object *obj);     /* WLM010 */
void wlm_check_rt_range(struct rule_ctx *cx, const struct pol_object *obj);     /* WLM011 */
void wlm_check_velocity(struct rule_ctx *cx, const struct pol_object *obj);     /* WLM025 */
void wlm_check_disc_last(struct rule_ctx *cx, const struct pol_object *obj);    /* WLM026 */
void wlm_check_vel_rt(struct rule_ctx *cx, const struct pol_object *obj);       /* WLM027 */
void wlm_check_imp_order(struct rule_ctx *cx, const struct pol_object *obj);    /* WLM029 */
void wlm_check_cpu_critical(struct rule_ctx *cx, const struct pol_object *obj); /* WLM031 */

/* wlm_rules_class.c: one classification rule (or a classification's defaults) */
void wlm_check_repeat(struct rule_ctx *cx, const struct pol_object *obj);       /* WLM013 */
void wlm_check_type_valid(struct rule_ctx *cx, const struct pol_object *obj);   /* WLM017 */
void wlm_check_rule_classes(struct rule_ctx *cx, const struct pol_object *obj); /* WLM018 */
void wlm_check_start(struct rule_ctx *cx, const struct pol_object *obj);        /* WLM020 */
void wlm_check_group_type(struct rule_ctx *cx, const struct pol_object *obj);   /* WLM021 */
void wlm_check_forced(struct rule_ctx *cx, const struct pol_object *obj);       /* WLM024 */
void wlm_check_tenant_attr(struct rule_ctx *cx, const struct pol_object *obj);  /* WLM035 */

/* wlm_rules_use.c: the classes rules lead to, as each policy runs them */
void wlm_check_default(struct rule_ctx *cx, const struct pol_object *obj);      /* WLM012 */
void wlm_check_use_periods(struct rule_ctx *cx, const struct pol_object *obj);  /* WLM014 */
void wlm_check_use_resgroup(struct rule_ctx *cx, const struct pol_object *obj); /* WLM015 */
void wlm_check_use_velocity(struct rule_ctx *cx, const struct pol_object *obj); /* WLM028 */
void wlm_check_cics_classes(struct rule_ctx *cx, const struct pol_object *obj); /* WLM030 */
void wlm_check_storage_critical(struct rule_ctx *cx, const struct pol_object *obj); /* WLM032 */
void wlm_check_tenant_group(struct rule_ctx *cx, const struct pol_object *obj); /* WLM036 */

/* wlm_rules_lint.c: groups and the order of rules */
void wlm_check_group_used(struct rule_ctx *cx, const struct pol_object *obj);   /* WLM016 */
void wlm_check_rules_per_level(struct rule_ctx *cx, const struct pol_object *obj); /* WLM025 */
void wlm_check_shadowed(struct rule_ctx *cx, const struct pol_object *obj);     /* WLM038 */
void wlm_check_literal_star(struct rule_ctx *cx, const struct pol_object *obj); /* WLM039 */

#endif
