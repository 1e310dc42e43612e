/* tests/wlm_fixture.c — in-memory WLM service definitions for tests; see wlm_fixture.h. */
#include "tests/wlm_fixture.h"

#include <check.h>
#include <stdio.h>
#include <string.h>

#include "tests/fixture.h"
#include "model/wlm/wlm_model.h"

#define WFX_DEPTH 32

static void set_pair(struct policy *p, struct pol_object *o, const char *pair, struct pol_pos pos)
{
    const char *eq = strchr(pair, '=');
    ck_assert_msg(eq != NULL, "fixture pair without '=': %s", pair);
    char key[64];
    snprintf(key, sizeof key, "%.*s", (int)(eq - pair), pair);
    int idx = schema_attr_index(o->kind, key);
    ck_assert_msg(idx >= 0, "%s has no attribute %s", o->kind->id, key);
    ck_assert_int_eq(pol_set(p, o, idx, eq + 1, pos), 0);
}

/* Creates the object of one line (at *s, past the indentation) under parent (NULL: the line is
 * the definition) and sets its values. */
static struct pol_object *build_line(struct policy *p, struct pol_object *parent, const char *line,
                                     const char *s, unsigned lineno)
{
    char kind[64], tok[512];
    ck_assert_int_ge(fx_token(&s, line, kind, sizeof kind), 0);
    const struct kind_def *k = schema_kind(wlm_system(), kind);
    ck_assert_msg(k != NULL, "unknown WLM kind %s", kind);
    ck_assert_msg(!parent == !!(k->flags & KF_TOP), "line %u: the first line, and only it, is the "
                  "definition", lineno);
    const char *name = "";
    if (!(k->flags & KF_UNNAMED)) {
        ck_assert_int_ge(fx_token(&s, line, tok, sizeof tok), 0);
        name = tok;
    }
    struct pol_object *o = pol_new(p, k, parent, name);
    ck_assert_msg(o != NULL, "%s may not stand under %s", kind, parent ? parent->kind->id : "-");
    int col;
    while ((col = fx_token(&s, line, tok, sizeof tok)) >= 0)
        set_pair(p, o, tok, (struct pol_pos){lineno, (uint32_t)col + 1});
    return o;
}

struct pol_object *wfx_build(struct policy *p, const char *file, const char *text)
{
    struct pol_object *open[WFX_DEPTH] = {0}, *def = NULL;
    ck_assert_int_eq(schema_init(), 0);
    unsigned lineno = 0;
    for (const char *l = text; *l;) {
        const char *nl = strchr(l, '\n');
        size_t len = nl ? (size_t)(nl - l) : strlen(l);
        char line[1024];
        ck_assert_uint_lt(len, sizeof line);
        memcpy(line, l, len);
        line[len] = '\0';
        l += len + (nl != NULL);
        lineno++;
        size_t depth = strspn(line, " ");
        if (!line[depth] || line[depth] == '#')
            continue;
        ck_assert_uint_lt(depth, WFX_DEPTH);
        struct pol_object *parent = NULL;
        for (size_t d = depth; d-- > 0 && !parent;)
            parent = open[d];
        struct pol_object *o = build_line(p, def ? (parent ? parent : def) : NULL, line,
                                          line + depth, lineno);
        o->src.file = pol_intern(p, file);
        o->src.pos = (struct pol_pos){lineno, (uint32_t)depth + 1};
        if (!def) {
            def = o;
            continue;
        }
        open[depth] = o;
        for (size_t d = depth + 1; d < WFX_DEPTH; d++)
            open[d] = NULL;
    }
    ck_assert_ptr_nonnull(def);
    return def;
}

struct pol_object *wfx_obj(const struct pol_object *def, const char *kind, const char *name)
{
    const struct pol_scope *sc = def->scope;
    for (size_t i = 0; i < sc->nobjs; i++) {
        struct pol_object *o = sc->objs[i];
        if (o->change != POL_DELETED && strcmp(o->kind->id, kind) == 0 &&
            (!name || strcmp(o->name, name) == 0))
            return o;
    }
    return NULL;
}
