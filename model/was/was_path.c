/* model/was/was_path.c — object paths in WebSphere's terms; see was.h (was_path). */
#include "model/was/was.h"

#include <stdio.h>
#include <string.h>

/* Appends the printf-formatted text at buf+at (size n); returns the new length (past n when cut). */
static size_t put(char *buf, size_t n, size_t at, const char *fmt, const char *s, unsigned u)
{
    int w = snprintf(at < n ? buf + at : NULL, at < n ? n - at : 0, fmt, s, u);
    return at + (w < 0 ? 0 : (size_t)w);
}

/* Appends an entry's positions from its element down: `2.1`. */
static size_t put_levels(char *buf, size_t n, size_t at, const struct pol_object *e)
{
    bool nested = e->parent && was_is_kind(e->parent->kind, WAS_ENTRY);
    if (nested)
        at = put_levels(buf, n, at, e->parent);
    return put(buf, n, at, "%s%u", nested ? "." : "", e->position);
}

static size_t put_obj(char *buf, size_t n, size_t at, const struct pol_object *o)
{
    const struct pol_object *above = o->parent;
    while (above && was_is_kind(o->kind, WAS_ENTRY) && was_is_kind(above->kind, WAS_ENTRY))
        above = above->parent;
    if (above)
        at = put_obj(buf, n, at, above);
    const char *sep = at ? " " : "";
    if (was_is_kind(o->kind, WAS_DOCUMENT))
        return put(buf, n, at, "%sCLASSIFICATION", sep, 0);
    if (was_is_kind(o->kind, WAS_ENTRY))
        return put(buf, n, put_levels(buf, n, put(buf, n, at, "%sENTRY(", sep, 0), o), "%s)", "", 0);
    if (was_is_kind(o->kind, WAS_GROUP)) {
        const char *el = pol_get_key(o, "element"), *type = pol_get_key(o, "type");
        if (el && !strcmp(el, "SibClassification"))
            return put(buf, n, at, "%sSIB(%u)", sep, o->position);
        if (el && !strcmp(el, "WMQRAClassification"))
            return put(buf, n, at, "%sWMQRA(%u)", sep, o->position);
        if (type && *type)
            return put(buf, n, put(buf, n, at, "%sINBOUND(", sep, 0), "%s)", type, 0);
        return put(buf, n, at, "%sINBOUND(%u)", sep, o->position);
    }
    at = put(buf, n, at, "%s", sep, 0);
    at = put(buf, n, at, "%s(", o->kind->id, 0);
    return put(buf, n, at, "%s)", o->name, 0);
}

char *was_path(const struct pol_object *obj, char *buf, size_t n)
{
    buf[0] = '\0';
    put_obj(buf, n, 0, obj);
    return buf;
}

const struct pol_object *was_find_server(const struct policy *p, const char *spec)
{
    char cell[65], node[65], srv[65];
    int used = 0;
    if (sscanf(spec, "%64[^/]/%64[^/]/%64[^/]%n", cell, node, srv, &used) != 3 || spec[used])
        return NULL;
    const struct pol_object *top = pol_find_top(p, was_kind(WAS_CELL), cell);
    const struct pol_object *s = top && top->change != POL_DELETED ? pol_find(top, "server", srv) : NULL;
    return s && s->change != POL_DELETED && s->parent && !strcmp(s->parent->name, node) ? s : NULL;
}
