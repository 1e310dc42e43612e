/* model/rulecfg.h — what an administrator decides about the findings of the rules, and the one
 * pass that applies it to a validation's findings: a level per rule id (off, or a severity in
 * place of the rule's own), suppressions of one finding or of a subtree (rule id and object path
 * prefix) with a reason and an optional end date, and a baseline of the fingerprints of findings
 * already known (diag_fingerprint). Plain data: the store keeps the levels and suppressions
 * (store.h), ui/ reads and writes the baselines. */
#ifndef WLMCON_MODEL_RULECFG_H
#define WLMCON_MODEL_RULECFG_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "model/diag.h"

/* A rule's level: one of the severities (enum severity's values), or off. */
enum { RULE_OFF = 3 };

/* The level named s ("off", "error", "warning", "info"), or -1. */
int rule_level_parse(const char *s);

/* "off", "error", "warning" or "info" for a level; "?" for another value. */
const char *rule_level_name(int level);

/* One rule's level. */
struct rule_level {
    char rule[8];          /* "MQ014" */
    int level;             /* RULE_OFF or an enum severity */
};

/* A suppression: the findings of rule whose object path is path or below it (a path prefix that
 * ends where a path element ends: `QMGR(QM5)` covers `QMGR(QM5) QLOCAL('A')`) are not shown, for
 * reason, until the end of day until (then they come back, marked). */
struct suppression {
    int64_t id;            /* its number in the store; 0 before it is kept */
    char rule[8];
    char *path;            /* malloc'd */
    char *reason;          /* malloc'd; one line */
    char who[64];          /* who made it */
    char at[40];           /* when, ISO 8601 */
    char until[12];        /* the last day it hides, YYYY-MM-DD; "" for no end */
};

/* Frees the strings of v[0..n-1] and v itself (NULL allowed). */
void suppressions_free(struct suppression *v, size_t n);

/* True when s hides the findings of rule on path (see struct suppression). */
bool suppression_covers(const struct suppression *s, const char *rule, const char *path);

/* True when today (YYYY-MM-DD) is after s's end date. */
bool suppression_ran_out(const struct suppression *s, const char *today);

/* 0 when date is a day of the calendar written YYYY-MM-DD (years 1970-9999), else -1. */
int rule_date_check(const char *date);

/* What finding_filter_apply applies; every member may be 0/NULL. */
struct finding_filter {
    const struct rule_level *levels;   /* the store's levels, then those of this run: a later
                                          entry for the same rule wins */
    size_t nlevels;
    const struct suppression *supps;   /* in the order to try: the first that covers wins */
    size_t nsupps;
    const char *today;                 /* YYYY-MM-DD; NULL: no suppression runs out */
    const uint64_t *baseline;          /* fingerprints, sorted ascending */
    size_t nbaseline;
};

/* How many findings of a rule were not shown. */
struct rule_tally {
    char rule[8];
    size_t n;
};

/* What finding_filter_apply did. Release with filter_result_free. */
struct filter_result {
    struct rule_tally *off;   /* per rule set off, in the order first met: its findings */
    size_t noff;
    struct diag *suppressed;  /* the findings a suppression hides, moved out of the list (their
                                 strings stay in the list's arena), each marked with its
                                 suppression (diag.mark) */
    size_t nsuppressed;
    size_t ran_out;           /* findings left in the list whose suppression ran out (marked) */
    size_t baselined;         /* findings whose fingerprint is in the baseline, taken out */
    size_t baseline_gone;     /* baseline entries that no finding has (a finding set off or
                                 suppressed still has its entry) */
};

/* Applies f to the findings of l, in this order: a rule's level (off: the finding is taken out
 * and counted in r->off; a severity: it replaces the finding's), the suppressions (a covering one
 * that has not run out moves the finding to r->suppressed; one that ran out leaves it, marked),
 * then the baseline (a finding whose fingerprint it holds is taken out). l's order and counts by
 * severity follow. Returns 0, or -1 when memory runs out (l is then as the pass left it: every
 * finding is in l or in r). */
int finding_filter_apply(struct diag_list *l, const struct finding_filter *f, struct filter_result *r);

/* Frees what r holds (not the findings' strings, which are l's); r is empty afterwards. */
void filter_result_free(struct filter_result *r);

#endif
