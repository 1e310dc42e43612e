/* model/rules.h — the validation engine shared by every system's rules (DESIGN.md, "Validation").
 *
 * A rule is data: a stable id ("MQ013"), the severities it reports, the object kinds it looks at
 * (or none: a cross-object rule that sees the whole policy once), a check function, a one-line
 * statement of the problem for lists, a longer explanation and the documentation it rests on.
 * A system groups its rules in a struct rule_set, which may also prepare data its rules share
 * (for MQ, the clusters derived from every queue manager). rules_run() applies a set to a loaded
 * policy and adds one diagnostic per finding, carrying the object path in the product's notation,
 * the native attribute keyword, file:line:col when the object came from a file, and the rule's
 * explanation and source. */
#ifndef WLMCON_MODEL_RULES_H
#define WLMCON_MODEL_RULES_H

#include <stddef.h>
#include <stdint.h>

#include "model/diag.h"
#include "model/policy.h"

/* The bit of severity s in struct rule.sevs. */
#define RULE_SEV(s) (1u << (s))

struct rule_ctx;

/* A check: called once per live object of a kind in rule.kinds (obj is that object), or once with
 * obj NULL for a cross-object rule. Reports findings with rule_report()/rule_report_path(). */
typedef void (*rule_check_fn)(struct rule_ctx *cx, const struct pol_object *obj);

struct rule {
    const char *id;          /* stable id: "MQ013" */
    unsigned sevs;           /* RULE_SEV() of each severity its findings can have (several for
                                rules that pick per finding) */
    uint64_t kinds;          /* bit (1 << kind index) of each kind of the set's system it checks;
                                0: a cross-object rule */
    rule_check_fn check;     /* NULL: the findings come from elsewhere (a reader, a save path); the
                                rule is listed for help and documentation only */
    const char *message;     /* one line naming the problem, for lists (findings format their own
                                message with the values that matter) */
    const char *explain;     /* why it matters and what to do: a few sentences */
    const char *source;      /* the documentation it rests on (URLs, "; "-separated) */
};

/* A rule of a set whose findings name objects of another system than the set's (WebSphere's rules
 * about WLM's classification rules): rule_set.about. */
struct rule_about {
    const char *rule;        /* its id */
    const char *system;      /* the system_def id of the objects its findings name */
};

/* A system's rules and what they share. */
struct rule_set {
    const char *system;               /* the system_def id of the objects it checks ("mq") */
    const struct rule *rules;
    size_t nrules;
    /* Builds the data the rules share from the policy into *data (NULL allowed); 0, or -1 when
       memory runs out. NULL: nothing to prepare. */
    int (*prepare)(const struct policy *p, void **data);
    /* Frees what prepare built. */
    void (*release)(void *data);
    /* Formats an object's path in the product's notation into buf (size n); returns buf. */
    char *(*path)(const struct pol_object *obj, char *buf, size_t n);
    /* Builds, from what prepare built (data), the summary the set's system gives for p (what its
       system_def.summary_build returns, freed by its summary_free), or NULL when memory runs out:
       a validation then derives the shared data once (rules_run_summary). NULL: not offered. */
    void *(*summary)(const struct policy *p, void *data);
    /* The rules whose findings name another system's objects, ended by one whose rule is NULL;
       NULL: every finding names an object of the set's system. */
    const struct rule_about *about;
};

/* What a check sees while it runs. */
struct rule_ctx {
    const struct policy *policy;
    const struct rule_set *set;
    const struct rule *rule;   /* the rule being checked */
    void *data;                /* what set->prepare built, or NULL */
    struct diag_list *out;
    enum severity min;         /* findings less severe than this are not reported */
};

/* Applies every rule of set with a check to the live objects of p whose system is set->system,
 * in the order of set->rules, adding findings of severity min or more severe to out (not sorted:
 * the caller may diag_sort). Returns 0, or -1 when memory ran out (some findings are then missing
 * and out->oom may be set). */
int rules_run(const struct policy *p, const struct rule_set *set, struct diag_list *out,
              enum severity min);

/* As rules_run, and *summary gets the system's summary of p made from what the rules shared
 * (set->summary), before that is released: NULL when the set offers none, memory ran out, or the
 * rules failed. The caller frees it as the system's summary_build's. */
int rules_run_summary(const struct policy *p, const struct rule_set *set, struct diag_list *out,
                      enum severity min, void **summary);

/* Reports a finding of the running rule with severity sev on obj: path from set->path, file from
 * obj->src, line and column of the attribute (native keyword; a modelled one's value position, else
 * a verbatim parameter's) or else of the object; attr NULL for the object as a whole. The rule's
 * explanation and source are attached. Returns the diagnostic, or NULL when filtered out by the
 * minimum severity, dropped by the list's cap or out of memory. */
struct diag *rule_report(struct rule_ctx *cx, enum severity sev, const struct pol_object *obj,
                         const char *attr, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 5, 6)))
#endif
    ;

/* As rule_report for a finding that concerns no single object: path is a pseudo-path such as
 * `CLUSTER(CLS2)`; no file position. */
struct diag *rule_report_path(struct rule_ctx *cx, enum severity sev, const char *path,
                              const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 4, 5)))
#endif
    ;

/* As rule_report_path, at a place the check gives: a line of a file that is no object's source (a
 * block of an observation, model/observe.h), with the path of the object it concerns. */
struct diag *rule_report_in(struct rule_ctx *cx, enum severity sev, struct diag_at at, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 4, 5)))
#endif
    ;

/* Adds a finding of rule r to out at `at`, outside rules_run (a save path comparing two versions of
 * an object): the rule's explanation and source are attached. Returns the diagnostic or NULL
 * (dropped by the cap, out of memory). */
struct diag *rule_add(const struct rule *r, struct diag_list *out, enum severity sev,
                      struct diag_at at, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 5, 6)))
#endif
    ;

/* Where a finding on obj applies: path (set->path into pathbuf of size n); the file, line and column
 * where attribute attr (a native keyword) was last set — a modelled value's own file and position
 * (pol_value_file), else a verbatim parameter's position in the object's file — or else the
 * object's; no file for a value changed in the console (rule_report then records the change on
 * the finding, diag_set_console); attr NULL for the object as a whole. */
struct diag_at rule_at(const struct rule_set *set, const struct pol_object *obj, const char *attr,
                       char *pathbuf, size_t n);

/* The most severe of the severities r reports (its default level; info when it names none). */
enum severity rule_severity(const struct rule *r);

/* Whose findings rules_check_values reports. */
enum rules_values {
    RULES_VALUES_OWN,   /* the running rule's only: a check each of several rules runs */
    RULES_VALUES_SET    /* every rule of the set: a check one rule runs for the others too */
};

/* The check of obj's values against their schema rows (schema_value_problem): one finding of
 * severity error at each attribute whose value has a problem, under the rule whose id the schema
 * gives it — with RULES_VALUES_OWN only when that is the running rule (cx->rule), with
 * RULES_VALUES_SET when the set has such a rule. An attribute whose problem names no rule, or no
 * rule it may report, gives none. */
void rules_check_values(struct rule_ctx *cx, const struct pol_object *obj, enum rules_values whose);

/* The rule of set with this id, or NULL. */
const struct rule *rules_find(const struct rule_set *set, const char *id);

/* The rule sets of the registered systems (schema_systems), NULL-terminated, for help and
 * documentation listings. A static array, rebuilt at each call; never NULL. */
const struct rule_set *const *rules_sets(void);

/* The rule with this id in the registered rule sets (rules_sets), or NULL; *set (when set is not
 * NULL) receives its set, or NULL. How a finding finds its rule, whatever letters its id has. */
const struct rule *rules_lookup(const char *id, const struct rule_set **set);

/* The registered system whose objects the findings of rule r of set name (the one set->about
 * gives it, else the set's system), or NULL when it is not registered. */
const struct system_def *rules_concerns(const struct rule_set *set, const struct rule *r);

/* The rule set of system id ("mq"), or NULL. */
const struct rule_set *rules_set(const char *system);

#endif
