/* model/wlm/wlm_same.c — when two values of a service definition say the same to WLM though their
 * bytes differ (system_def.same_value): what a definition read again after an edit, or saved
 * again by the ISPF application or z/OSMF, changes without the administrator changing it.
 *
 * A text (a description, a start parameter) is the same when its words are: runs of blanks and
 * line breaks count as one blank, and none at either end (ISPF and the 80-byte records reflow
 * them). An element kept as read (XML) is the same when its markup is: white space between tags
 * and before a tag's closing `>` or `/>` is layout, and an empty element `<X/>` is `<X></X>`
 * (XML 1.0, 3.1 "Start-Tags, End-Tags, and Empty-Element Tags"). */
#include "model/wlm/wlm.h"

#include <stdlib.h>
#include <string.h>

static bool blank(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

/* s with its runs of white space as one blank and none at its ends, into a malloc'd string. */
static char *words(const char *s)
{
    char *d = malloc(strlen(s) + 1), *o = d;
    if (!d)
        return NULL;
    while (*s) {
        while (blank(*s))
            s++;
        while (*s && !blank(*s))
            *o++ = *s++;
        if (*s && o > d) {
            while (blank(*s))
                s++;
            if (*s)
                *o++ = ' ';
        }
    }
    *o = '\0';
    return d;
}

/* s's markup in one form, malloc'd: white space between tags and before `>` or `/>` dropped,
 * `<X .../>` written `<X ...></X>`. */
static char *markup(const char *s)
{
    size_t len = strlen(s);
    char *d = malloc(2 * len + 1), *o = d;
    if (!d)
        return NULL;
    const char *name = NULL;   /* the name of the tag being read */
    size_t nlen = 0;
    bool in_tag = false;
    for (const char *p = s; *p; p++) {
        if (!in_tag && blank(*p)) {   /* white space only up to the next tag, after a tag: layout */
            const char *q = p;
            while (blank(*q))
                q++;
            if ((o == d || o[-1] == '>') && (*q == '<' || !*q)) {
                p = q - 1;
                continue;
            }
        }
        if (in_tag && blank(*p)) {
            const char *q = p;
            while (blank(*q))
                q++;
            if (*q == '>' || (*q == '/' && q[1] == '>')) {
                p = q - 1;
                continue;
            }
        }
        if (*p == '<') {
            in_tag = true;
            name = p + 1;
            nlen = strcspn(name, " \t\r\n/>");
        } else if (in_tag && *p == '/' && p[1] == '>' && name && *name != '/') {
            *o++ = '>';
            *o++ = '<';
            *o++ = '/';
            memcpy(o, name, nlen);
            o += nlen;
            *o++ = '>';
            in_tag = false;
            p++;
            continue;
        } else if (*p == '>') {
            in_tag = false;
        }
        *o++ = *p;
    }
    *o = '\0';
    return d;
}

bool wlm_same_value(bool verbatim, const char *a, const char *b)
{
    char *x = verbatim ? markup(a) : words(a), *y = verbatim ? markup(b) : words(b);
    bool same = x && y && strcmp(x, y) == 0;
    free(x);
    free(y);
    return same;
}
