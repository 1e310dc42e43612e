/* model/wlm/wlm_match.c — comparing a rule's qualifier value with a work qualifier; see
 * wlm_match.h. */
#include "model/wlm/wlm_match.h"

#include <stdio.h>
#include <string.h>

/* The name field of a rule and the window compared from a start position: 8 characters. */
#define WLM_NAME_FIELD 8

/* How many positions are compared: the rule's characters for a prefix comparison, the 8 of the
 * window from a start position (or the rule's, if longer), else the longer of the two. */
static size_t compared_length(size_t cmp, size_t vlen, bool prefix, unsigned start)
{
    if (prefix)
        return cmp;
    if (start)
        return cmp > WLM_NAME_FIELD ? cmp : WLM_NAME_FIELD;
    return cmp > vlen ? cmp : vlen;
}

static bool fail(struct wlm_match *m, enum wlm_why why, size_t at, char want, char got)
{
    m->matched = false;
    m->why = why;
    m->at = (unsigned)at;
    m->want = want;
    m->got = got;
    return false;
}

bool wlm_match_value(const char *pattern, unsigned start, const char *value, bool is_long,
                     struct wlm_match *m)
{
    struct wlm_match scratch;
    if (!m)
        m = &scratch;
    memset(m, 0, sizeof *m);
    size_t plen = strlen(pattern);
    const char *v = value ? value : "";
    size_t vlen = strlen(v), skip = start > 1 ? start - 1 : 0;
    skip = skip < vlen ? skip : vlen;
    v += skip;
    vlen -= skip;
    bool star = plen > 0 && pattern[plen - 1] == '*';
    size_t cmp = star ? plen - 1 : plen;
    m->literal_star = memchr(pattern, '*', cmp) != NULL;
    bool prefix = star || (is_long && !start);
    size_t n = compared_length(cmp, vlen, prefix, start);
    if (start && !prefix && vlen > n)
        vlen = n;
    size_t base = start ? start - 1 : 0;
    bool masked = false;
    for (size_t i = 0; i < n; i++) {
        char pc = i < cmp ? pattern[i] : ' ', vc = i < vlen ? v[i] : ' ';
        if (pc == '%') {
            bool last = !star && i + 1 == cmp;   /* a trailing %: one character or none */
            if (!last && i >= vlen)
                return fail(m, WLM_WHY_SHORT, base + i + 1, pc, ' ');
            masked = true;
        } else if (pc != vc) {
            return fail(m, i >= vlen ? WLM_WHY_SHORT : WLM_WHY_DIFFERS, base + i + 1, pc, vc);
        }
    }
    m->matched = true;
    m->why = star ? WLM_WHY_WILDCARD
             : prefix && vlen > cmp ? WLM_WHY_PREFIX
             : masked ? WLM_WHY_MASK : WLM_WHY_EQUAL;
    return true;
}

char *wlm_match_describe(const struct wlm_match *m, unsigned pattern_len, char *buf, unsigned n)
{
    int k = 0;
    switch (m->why) {
    case WLM_WHY_EQUAL:
        k = snprintf(buf, n, "equal");
        break;
    case WLM_WHY_MASK:
        k = snprintf(buf, n, "equal, masked by %%");
        break;
    case WLM_WHY_WILDCARD:
        k = snprintf(buf, n, "wildcard *");
        break;
    case WLM_WHY_PREFIX:
        k = snprintf(buf, n, "compared over %u characters", pattern_len);
        break;
    case WLM_WHY_DIFFERS:
        k = snprintf(buf, n, "character %u is '%c', not '%c'", m->at, m->got, m->want);
        break;
    case WLM_WHY_SHORT:
        k = snprintf(buf, n, "the value ends before character %u", m->at);
        break;
    }
    if (m->literal_star && k >= 0 && (unsigned)k < n)
        snprintf(buf + k, n - (unsigned)k, " ('*' is literal here)");
    return buf;
}
