/* ui/work/validation.h — one validation run, shared by `wlmcon validate` and the Validate panel: the
 * policy (loaded from the store or read from files), every system's rules over it, the systems'
 * summaries, the counts, and the result kept in the store's validation cache so that the primary
 * menu's figures follow (DESIGN.md "Validation"; store_validation_put). */
#ifndef WLMCON_UI_VALIDATION_H
#define WLMCON_UI_VALIDATION_H

#include <stdbool.h>
#include <stddef.h>

#include "model/model.h"
#include "store/store.h"
#include "ui/work/report.h"

enum { VALIDATION_SUMMARIES_MAX = 8 };   /* as many as schema_register admits systems */

struct validation {
    struct policy pol;          /* what was validated; the summary points into it */
    struct diag_list findings;  /* in report order (diag_sort_by_location) */
    struct report_summary sums[VALIDATION_SUMMARIES_MAX];  /* each system's summary that was
                                   built, in registration order (system_def.summary_build) */
    size_t nsums;
    size_t counts[3];           /* findings by severity (enum severity), those not shown included */
    enum severity min;          /* the least severe kind reported */
    size_t hidden;              /* findings less severe than min: counted, not in findings */
    struct store_validation seen; /* the store's revision and batch the policy was loaded at
                                     (validation_load; 0 for files) */
    /* what decides which findings show (model/rulecfg.h): the store's levels (validation_load)
       then those of the run (validation_set_level), the store's suppressions, the baseline's
       fingerprints (sorted), the day suppressions run out after (YYYY-MM-DD) */
    struct rule_level *levels;
    size_t nlevels, caplevels;
    struct suppression *supps;
    size_t nsupps;
    uint64_t *baseline;
    size_t nbaseline;
    char today[12];
    struct rule_tally *raw;     /* every rule's findings before the levels, suppressions and
                                   baseline (validation_check), in the order first met */
    size_t nraw;
    struct filter_result filtered;  /* what the levels, suppressions and baseline took out */
};

/* An empty run reporting findings of severity min or more severe. Free with validation_free. */
void validation_init(struct validation *v, enum severity min);

/* Loads every system's policy from st into v->pol, with the store's rule levels and suppressions
 * (v->levels, v->supps) and v->today from WLMCON_NOW or the clock: values and the positions of the modelled
 * attributes (findings point at the lines they came from), not the verbatim parameters (what MQ
 * refuses among them never reaches the store), and in the same read transaction the revision
 * and batch it was at (v->seen), which validation_keep stamps the result with. st must have no
 * transaction open. Returns STORE_OK or the store's failure (err filled). */
enum store_status validation_load(struct validation *v, struct store *st, struct store_error *err);

/* Adds the findings of the readers that read v->pol from files (MQ102, MQ105, MQ109…: a copy of
 * each) to v's findings, so that they count like the rules' own. Call before validation_check.
 * Returns 0, or -1 when memory ran out (some are then missing). */
int validation_add_read(struct validation *v, const struct diag_list *read);

/* Gives rule (an id) level (RULE_OFF or an enum severity) for this run, over the store's; 0, or -1
 * when memory runs out. Call before validation_check. */
int validation_set_level(struct validation *v, const char *rule, int level);

/* Runs every rule set over v->pol, sorts the findings by location, tallies them by rule (v->raw),
 * applies the levels, suppressions and baseline (finding_filter_apply: v->filtered), counts what
 * is left by severity, takes those less severe than v->min out of the list (v->hidden says how
 * many) and builds each system's summary (one that memory ran out for is left out). Returns 0, or -1 when memory ran out during
 * the rules (some findings are then missing). Runs once per validation. */
int validation_check(struct validation *v);

/* Keeps the result in st's validation cache: the counts by severity, the counts per rule and
 * severity as JSON ({"rules": [{"id", "severity", "count"}…]}), and the time at (ISO 8601; NULL:
 * WLMCON_NOW, else now), stamped with the revision it was loaded at (v->seen): when the store
 * moved on meanwhile the result is kept stale. Only a run with min SEV_INFO is a full result: others are
 * refused with STORE_IO, since the cache would under-count. STORE_READONLY on a read-only store,
 * STORE_NOMEM when the report cannot be made. */
enum store_status validation_keep(const struct validation *v, struct store *st, const char *at,
                                  struct store_error *err);

/* Whether st moved on since v was loaded (store_validation_stale of v->seen: another revision, or
 * an observed state kept since): the result is then stale. False when the store cannot be read. */
bool validation_stale(const struct validation *v, struct store *st);

/* Frees everything v holds; v is empty afterwards. */
void validation_free(struct validation *v);

#endif
