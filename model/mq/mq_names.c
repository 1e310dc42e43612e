/* model/mq/mq_names.c — MQ object names: syntax, templates, comparison and object paths.
 * Source: research/mq.md §3 "Names" (IBM "Rules for naming IBM MQ objects"). */
#include "model/mq/mq.h"

#include <stdio.h>
#include <string.h>

static bool name_char(unsigned char c)
{
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '.' ||
           c == '/' || c == '_' || c == '%';
}

/* Length of a `+WORD+` insert starting at s (WORD: letters, digits, underscore), or 0. */
static size_t insert_len(const char *s)
{
    if (s[0] != '+')
        return 0;
    size_t i = 1;
    while ((s[i] >= 'A' && s[i] <= 'Z') || (s[i] >= 'a' && s[i] <= 'z') || (s[i] >= '0' && s[i] <= '9') ||
           s[i] == '_')
        i++;
    return (i > 1 && s[i] == '+') ? i + 1 : 0;
}

bool mq_is_template(const char *name)
{
    for (const char *s = name; *s; s++)
        if (insert_len(s))
            return true;
    return false;
}

const char *mq_name_problem(const struct kind_def *kind, const char *name, const char *qmgr)
{
    size_t len = 0;
    bool templated = false;
    if (!*name)
        return "is empty";
    for (const char *s = name; *s;) {
        size_t il = insert_len(s);
        if (il == 8 && strncmp(s, "+QMNAME+", 8) == 0 && qmgr) {
            len += strlen(qmgr);
            templated = true; /* MQ truncates the substituted name to the limit */
            s += il;
            continue;
        }
        if (il) {
            templated = true;
            s += il;
            continue;
        }
        if (*s == ' ')
            return "contains a blank";
        if (!name_char((unsigned char)*s))
            return "contains a character outside A-Z a-z 0-9 . / _ %";
        len++;
        s++;
    }
    if (!templated && len > kind->name_max) {
        static char buf[64];
        snprintf(buf, sizeof buf, "is longer than %u characters", kind->name_max);
        return buf;
    }
    return NULL;
}

bool mq_name_eq(const char *a, const char *b)
{
    size_t la = strlen(a), lb = strlen(b);
    while (la && a[la - 1] == ' ')
        la--;
    while (lb && b[lb - 1] == ' ')
        lb--;
    return la == lb && memcmp(a, b, la) == 0;
}

/* Appends name to buf in MQSC quoting: quotes doubled inside single quotes. */
static size_t put_quoted(char *buf, size_t n, size_t at, const char *name)
{
    if (at < n)
        buf[at] = '\'';
    at++;
    for (const char *s = name; *s; s++) {
        if (*s == '\'') {
            if (at < n)
                buf[at] = '\'';
            at++;
        }
        if (at < n)
            buf[at] = *s;
        at++;
    }
    if (at < n)
        buf[at] = '\'';
    return at + 1;
}

/* Appends s to buf as it is; as put_quoted, the bytes past n are counted, not written. */
static size_t put_raw(char *buf, size_t n, size_t at, const char *s)
{
    for (; *s; s++, at++)
        if (at < n)
            buf[at] = *s;
    return at;
}

char *mq_object_path(const struct pol_object *obj, char *buf, size_t n)
{
    if (!n)
        return buf;
    /* put together here, not with snprintf: validation writes the path of every finding */
    size_t at = put_raw(buf, n, 0, "QMGR(");
    at = put_raw(buf, n, at, obj->top->name);
    at = put_raw(buf, n, at, ")");
    if (obj->parent) {
        at = put_raw(buf, n, at, " ");
        at = put_raw(buf, n, at, obj->kind->native);
        at = put_raw(buf, n, at, "(");
        at = put_quoted(buf, n, at, obj->name);
        if (at < n)
            buf[at] = ')';
        at++;
    }
    buf[at < n ? at : n - 1] = '\0';
    return buf;
}

/* Reads `KEYWORD(` at *s: the keyword into kw (size n); *s moves past the parenthesis. */
static bool path_keyword(const char **s, char *kw, size_t n)
{
    size_t i = 0;
    while (((**s >= 'A' && **s <= 'Z') || (**s >= 'a' && **s <= 'z')) && i + 1 < n)
        kw[i++] = *(*s)++;
    kw[i] = '\0';
    if (!i || **s != '(')
        return false;
    (*s)++;
    return true;
}

/* Reads a name up to its closing parenthesis at *s into buf (size n): bare (a queue manager's) or
 * in single quotes with inner quotes doubled; *s moves past the parenthesis. */
static bool path_name(const char **s, char *buf, size_t n, bool quoted)
{
    size_t i = 0;
    const char *p = *s;
    if (quoted && *p++ != '\'')
        return false;
    for (;; p++) {
        if (!*p)
            return false;
        if (quoted && *p == '\'') {
            if (p[1] != '\'')
                break;
            p++;
        } else if (!quoted && *p == ')') {
            break;
        }
        if (i + 1 >= n)
            return false;
        buf[i++] = *p;
    }
    buf[i] = '\0';
    if (quoted)
        p++;
    if (*p != ')')
        return false;
    *s = p + 1;
    return true;
}

struct pol_object *mq_path_find(const struct policy *p, const char *text)
{
    char kw[16], name[10241];
    const char *s = text;
    if (!path_keyword(&s, kw, sizeof kw) || strcmp(kw, "QMGR") != 0 ||
        !path_name(&s, name, sizeof name, false))
        return NULL;
    struct pol_object *top = NULL;   /* the live queue manager of that name: a top of this system */
    for (size_t t = 0; t < p->ntops && !top; t++)
        if (p->tops[t]->change != POL_DELETED && p->tops[t]->kind->sys->path_find == mq_path_find &&
            strcmp(p->tops[t]->name, name) == 0)
            top = p->tops[t];
    if (!top || !*s)
        return *s ? NULL : top;
    if (*s++ != ' ' || !path_keyword(&s, kw, sizeof kw) || !path_name(&s, name, sizeof name, true) || *s)
        return NULL;
    const struct system_def *sys = top->kind->sys;
    for (size_t k = 0; k < sys->nkinds; k++) {
        const struct kind_def *kind = &sys->kinds[k];
        if (strcmp(kind->native, kw) != 0)
            continue;
        struct pol_object *o = pol_find(top, kind->ns, name);
        return o && strcmp(o->kind->native, kw) == 0 ? o : NULL;
    }
    return NULL;
}
