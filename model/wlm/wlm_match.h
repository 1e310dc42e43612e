/* model/wlm/wlm_match.h — how WLM compares one classification rule's qualifier value with a work
 * qualifier: masking, wildcards, start positions, long qualifiers.
 *
 * Semantics (research/wlm.md addendum E, verified against IBM's z/OS MVS Planning: Workload
 * Management, "Using masking notation", "Using wildcard notation", "Using the start position" and
 * "Defining work qualifiers"):
 * - `%` matches exactly one character; a `%` in the last position matches one character or none;
 * - `*` is a wildcard in the last position or alone (any rest, also none); anywhere else it is an
 *   ordinary character (`DB2*IRLM` matches only the literal name);
 * - with a start position, the 8 characters of the work qualifier from that position are compared,
 *   and a value shorter than 8 characters that does not end in `*` is padded with blanks, which
 *   must match;
 * - without a start position, a qualifier longer than 8 characters is compared over as many
 *   characters as the rule gives (CN `MYSERVER` matches `MYSERVER2`); a short one is compared
 *   whole. */
#ifndef WLMCON_MODEL_WLM_MATCH_H
#define WLMCON_MODEL_WLM_MATCH_H

#include <stdbool.h>

/* Why a value did or did not match. */
enum wlm_why {
    WLM_WHY_EQUAL,     /* the same characters */
    WLM_WHY_MASK,      /* the same characters, % standing for some */
    WLM_WHY_WILDCARD,  /* the characters before the trailing * (with any % masks) */
    WLM_WHY_PREFIX,    /* a long qualifier compared over the rule's length; the work's is longer */
    WLM_WHY_DIFFERS,   /* a character differs: at, want, got */
    WLM_WHY_SHORT      /* the work qualifier ends before the rule's value: at */
};

/* The outcome of one comparison. */
struct wlm_match {
    bool matched;
    enum wlm_why why;
    unsigned at;         /* DIFFERS/SHORT: the 1-based position in the work qualifier */
    char want, got;      /* DIFFERS: the rule's character and the work's (' ' for padding) */
    bool literal_star;   /* the rule's value has a '*' that is not a wildcard */
};

/* Compares rule value `pattern` (at most 8 characters in a valid definition; longer ones are
 * compared as given) with work qualifier `value` (NULL: the work has none, compared as blanks),
 * with 1-based start position `start` (0: none) for a qualifier type that runs longer than 8
 * characters when is_long. Both are compared exactly: folding is the caller's. Fills *m (may be
 * NULL) and returns m->matched. */
bool wlm_match_value(const char *pattern, unsigned start, const char *value, bool is_long,
                     struct wlm_match *m);

/* Writes why m came out as it did, in a few words, into buf (size n): "equal", "masked by %",
 * "wildcard *", "compared over 8 characters", "character 3 is 'S', not 'M'", "ends at character
 * 5", and for a literal '*', " ('*' is literal here)". Returns buf. */
char *wlm_match_describe(const struct wlm_match *m, unsigned pattern_len, char *buf, unsigned n);

#endif
