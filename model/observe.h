/* model/observe.h — the observed state of a top-level object: what a running product reported
 * about itself and its peers at one time (MQ: `DISPLAY CLUSQMGR(*) ALL` and `DISPLAY CHSTATUS(*)
 * ALL` of one queue manager, saved from runmqsc), kept beside the policy and never part of it.
 *
 * An observation belongs to the policy's arena but not to its tree: no top-level object, export,
 * journal image or revision of an object holds it. Its blocks are struct pol_record values (verb
 * "DISPLAY", objtype the display's object type, name the block's first value, params the
 * keyword(value) pairs as displayed), so the codec's record text stores them. The system's rules
 * read it (cx->policy->obs) through pol_observation and obs_value. */
#ifndef WLMCON_MODEL_OBSERVE_H
#define WLMCON_MODEL_OBSERVE_H

#include <stddef.h>

#include "model/policy.h"

struct obs_sorted;

struct observation {
    const struct system_def *sys;
    const char *top;          /* the top-level object observed (the queue manager's name) */
    const char *taken;        /* when, "YYYY-MM-DD HH:MM:SS" as the file or its time says */
    const char *taken_from;   /* where that time comes from ("CHSTATUS LSTMSGDA/LSTMSGTI",
                                 "the file's time") */
    const char *file;         /* the file it was read from, or NULL */
    struct pol_record **blocks;   /* in file order */
    size_t nblocks, capblocks;
    struct obs_sorted *sorted;    /* the blocks by type and name (obs_index), or NULL */
    size_t nsorted;           /* the blocks it sorted: an index of fewer than nblocks is not used */
    int64_t id;               /* store row id; 0 until stored */
    bool replaced;            /* a later observation of the same top in this policy replaces it */
};

/* Adds an empty observation of top (system sys) to p, taken at `taken` (from taken_from), read
 * from file (strings copied; file may be NULL). An earlier observation of the same system and top
 * in p is marked replaced. Returns it, or NULL when memory runs out. */
struct observation *pol_add_observation(struct policy *p, const struct system_def *sys,
                                        const char *top, const char *taken, const char *taken_from,
                                        const char *file);

/* Appends a block of type objtype ("CLUSQMGR") named name, read at line (0: unknown), to o;
 * strings copied. Its values are added with pol_record_param (class PARAM_OTHER). Returns the
 * block, or NULL when memory runs out. */
struct pol_record *obs_add_block(struct policy *p, struct observation *o, const char *objtype,
                                 const char *name, uint32_t line);

/* Sorts o's blocks by type and name for obs_next (into p's arena), once all are added: a full
 * repository's observation of a cluster of 10,000 holds 20,000 blocks, which a panel listing the
 * members searched for each of them. Returns 0, or -1 when memory runs out (obs_next then scans). */
int obs_index(struct policy *p, struct observation *o);

/* Compares two names as the observed blocks are looked up by them: bytewise, trailing blanks
 * ignored (a display pads names; MQ's names do not end in blanks). Returns <0, 0 or >0. */
int obs_name_cmp(const char *a, const char *b);

/* The next block of o of type objtype named name (trailing blanks ignored on both; NULL: of any
 * name), those of one name in file order; *at is 0 for the first call and is kept between calls.
 * NULL when there is no more. Searches the index when obs_index made one of every block, else
 * scans. */
const struct pol_record *obs_next(const struct observation *o, const char *objtype, const char *name,
                                  size_t *at);

/* The live (not replaced) observation of top in system sys held by p, or NULL. */
const struct observation *pol_observation(const struct policy *p, const struct system_def *sys,
                                          const char *top);

/* The value of keyword kw (exact, upper case) in block b, as displayed (quotes, if any, removed
 * by the reader), or NULL when the block does not show it. */
const char *obs_value(const struct pol_record *b, const char *kw);

/* The number of live observations of system sys (NULL: of any) in p. */
size_t pol_count_observations(const struct policy *p, const struct system_def *sys);

#endif
