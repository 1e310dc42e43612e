/* model/domino/domino_names.c — hierarchical names of Domino servers, replica ids and object paths
 * (domino.h). A hierarchical name is components separated by `/`, each optionally labelled CN=,
 * OU=, O= or C= (canonical form) or not (abbreviated form): HCL Domino administration help, "Domino
 * naming conventions" and "hierarchical names" (the abbreviated form drops the labels, the common
 * name first, the organization last, a two-letter country code after it). */
#include "model/domino/domino.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

enum { MAX_PARTS = 8 };

/* One component of a name: its value (start, length) and its label, or NULL when unlabelled. */
struct part {
    const char *v;
    size_t len;
    const char *label;
};

/* The label at s ("CN", "OU", "O", "C" before '=', any case), its length with the '=' in *skip;
 * NULL when s has none. */
static const char *label_at(const char *s, size_t len, size_t *skip)
{
    static const char *const labels[] = {"CN", "OU", "O", "C"};
    for (size_t i = 0; i < 4; i++) {
        size_t l = strlen(labels[i]);
        if (len > l && s[l] == '=' && strncasecmp(s, labels[i], l) == 0) {
            *skip = l + 1;
            return labels[i];
        }
    }
    return NULL;
}

/* Splits text into at most MAX_PARTS components; returns their number, or -1 when there are too
 * many or one is empty. */
static int split(const char *text, struct part *parts)
{
    int n = 0;
    for (const char *s = text;; n++) {
        size_t len = strcspn(s, "/"), skip = 0;
        if (n == MAX_PARTS)
            return -1;
        parts[n].label = label_at(s, len, &skip);
        parts[n].v = s + skip;
        parts[n].len = len - skip;
        if (parts[n].len == 0)
            return -1;
        if (!s[len])
            return n + 1;
        s += len + 1;
    }
}

int domino_name_canonical(const char *text, char *buf, size_t n)
{
    struct part p[MAX_PARTS];
    int np = text && *text ? split(text, p) : -1;
    if (np < 0 || n == 0)
        return -1;
    bool country = np >= 3 && !p[np - 1].label && p[np - 1].len == 2 && isalpha((unsigned char)p[np - 1].v[0]) &&
                   isalpha((unsigned char)p[np - 1].v[1]);
    int org = country ? np - 2 : np - 1;
    size_t at = 0;
    for (int i = 0; i < np; i++) {
        const char *label = p[i].label;
        if (!label && np > 1)
            label = i == 0 ? "CN" : country && i == np - 1 ? "C" : i == org ? "O" : "OU";
        int w = snprintf(buf + at, n - at, "%s%s%s%.*s", i ? "/" : "", label ? label : "", label ? "=" : "",
                         (int)p[i].len, p[i].v);
        if (w < 0 || (size_t)w >= n - at)
            return -1;
        at += (size_t)w;
    }
    return at <= DOMINO_NAME_MAX ? 0 : -1;
}

bool domino_name_matches(const char *stored, const char *text)
{
    struct part a[MAX_PARTS], b[MAX_PARTS];
    int na = split(stored, a), nb = split(text, b);
    if (na < 0 || nb < 0)
        return false;
    if (nb == 1 && !b[0].label)
        return a[0].len == b[0].len && strncasecmp(a[0].v, b[0].v, a[0].len) == 0;
    if (na != nb)
        return false;
    for (int i = 0; i < na; i++)
        if (a[i].len != b[i].len || strncasecmp(a[i].v, b[i].v, a[i].len) != 0)
            return false;
    return true;
}

size_t domino_servers_named(const struct policy *p, const char *text, const struct pol_object **out, size_t max)
{
    size_t n = 0;
    for (size_t i = 0; i < p->ntops; i++) {
        const struct pol_object *t = p->tops[i];
        if (t->kind->sys != &domino_system_def || t->change == POL_DELETED || !domino_name_matches(t->name, text))
            continue;
        if (n < max)
            out[n] = t;
        n++;
    }
    return n;
}

int domino_replica_id(const char *text, char *buf, size_t n)
{
    char hex[17];
    size_t k = 0;
    for (size_t i = 0; text[i]; i++) {
        if (text[i] == ':' && k == 8 && i == 8)
            continue;
        if (!isxdigit((unsigned char)text[i]) || k == 16)
            return -1;
        hex[k++] = (char)toupper((unsigned char)text[i]);
    }
    if (k != 16 || n < 18)
        return -1;
    snprintf(buf, n, "%.8s:%.8s", hex, hex + 8);
    return 0;
}

char *domino_object_path(const struct pol_object *obj, char *buf, size_t n)
{
    if (obj->parent)
        snprintf(buf, n, "SERVER(%s) %s(%s)", obj->top->name, obj->kind->native, obj->name);
    else
        snprintf(buf, n, "SERVER(%s)", obj->name);
    return buf;
}

/* Reads `WORD(text)` at *s: the word into kw (size kn), the text into v (size vn); *s moves past
 * the closing parenthesis and one blank. False when *s does not hold one. */
static bool path_part(const char **s, char *kw, size_t kn, char *v, size_t vn)
{
    const char *open = strchr(*s, '('), *close = open ? strchr(open, ')') : NULL;
    if (!close || (size_t)(open - *s) >= kn || (size_t)(close - open - 1) >= vn)
        return false;
    snprintf(kw, kn, "%.*s", (int)(open - *s), *s);
    snprintf(v, vn, "%.*s", (int)(close - open - 1), open + 1);
    *s = close + 1;
    if (**s == ' ')
        (*s)++;
    return true;
}

struct pol_object *domino_path_find(const struct policy *p, const char *text)
{
    char kw[16], name[DOMINO_NAME_MAX + 1], rkw[16], rid[32], canon[18];
    const char *s = text;
    if (!path_part(&s, kw, sizeof kw, name, sizeof name) || strcasecmp(kw, "SERVER") != 0)
        return NULL;
    const struct pol_object *srv[2];
    if (domino_servers_named(p, name, srv, 2) != 1)
        return NULL;
    if (!*s)
        return (struct pol_object *)srv[0];
    if (!path_part(&s, rkw, sizeof rkw, rid, sizeof rid) || *s || strcasecmp(rkw, "REPLICA") != 0 ||
        domino_replica_id(rid, canon, sizeof canon) < 0)
        return NULL;
    return pol_find(srv[0], "replica", canon);
}

const char *domino_name_problem(const struct kind_def *kind, const char *name, const struct pol_object *top)
{
    (void)top;
    char canon[DOMINO_NAME_MAX + 8];
    if (kind->index == DOM_REPLICA)
        return domino_replica_id(name, canon, sizeof canon) == 0 && strcmp(canon, name) == 0
                   ? NULL : "is not a replica id of 16 hexadecimal digits written 85257A2B:0055C7F1";
    if (!*name)
        return "is empty";
    if (strlen(name) > DOMINO_NAME_MAX)
        return "is longer than 64 characters";
    if (strpbrk(name, "()"))
        return "holds a parenthesis";
    if (domino_name_canonical(name, canon, sizeof canon) < 0)
        return "is not a hierarchical name (an empty component, or more than eight)";
    return strcmp(canon, name) == 0 ? NULL : "is not in canonical form (CN=Alpha/O=Example)";
}
