/* ui/objects/objref.c — references to stored objects; see objref.h. */
#include "ui/objects/objref.h"

#include <stdio.h>
#include <string.h>

/* The system whose rule ids start with the letters of id ("MQ014" → mq), or NULL. */
static const struct system_def *system_of_rule(const char *id)
{
    size_t n = strcspn(id, "0123456789");
    for (const struct system_def *const *s = schema_systems(); *s; s++)
        if (strlen((*s)->rule_prefix) == n && strncmp((*s)->rule_prefix, id, n) == 0)
            return *s;
    return NULL;
}

/* Copies the text from p up to the closing ')' into out (n bytes); NULL when there is none or it
 * does not fit. Returns the position after the ')'. */
static const char *until_paren(const char *p, char *out, size_t n)
{
    size_t len = strcspn(p, ")");
    if (!p[len] || len >= n)
        return NULL;
    memcpy(out, p, len);
    out[len] = '\0';
    return p + len + 1;
}

/* Reads a quoted MQSC name ('A''B' → A'B) up to its closing quote and ')'. */
static const char *quoted_name(const char *p, char *out, size_t n)
{
    size_t k = 0;
    if (*p++ != '\'')
        return NULL;
    for (;; p++) {
        if (!*p)
            return NULL;
        if (*p == '\'' && p[1] != '\'')
            break;
        if (*p == '\'')
            p++;
        if (k + 1 >= n)
            return NULL;
        out[k++] = *p;
    }
    out[k] = '\0';
    return p[1] == ')' ? p + 2 : NULL;
}

/* `QMGR(top)` or `QMGR(top) NATIVE('name')`. */
static int mq_path(const char *path, struct obj_ref *out)
{
    char native[32];
    const char *p = strncmp(path, "QMGR(", 5) == 0 ? until_paren(path + 5, out->top, sizeof out->top) : NULL;
    if (!p || !out->top[0])
        return -1;
    if (!*p)
        return 0;
    size_t len = strcspn(p + 1, "(");
    if (*p != ' ' || !p[1 + len] || len >= sizeof native)
        return -1;
    memcpy(native, p + 1, len);
    native[len] = '\0';
    const struct kind_def *k = schema_kind_native(out->sys, native, NULL);  /* kinds sharing a
                                                        native name (CHANNEL) share a namespace */
    p = k ? quoted_name(p + 1 + len + 1, out->name, sizeof out->name) : NULL;
    if (!p || *p)
        return -1;
    out->ns = k->ns;
    return 0;
}

int objref_from_finding(const struct diag *d, struct obj_ref *out)
{
    memset(out, 0, sizeof *out);
    out->sys = system_of_rule(d->id);
    if (!out->sys || !d->path || strcmp(out->sys->id, "mq") != 0 || mq_path(d->path, out) != 0)
        return -1;
    snprintf(out->attr, sizeof out->attr, "%s", d->attr ? d->attr : "");
    return 0;
}
