/* model/schema.c — generic lookups over the systems' schema tables; see schema.h. */
#include "model/schema.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>


enum { MAX_SYSTEMS = 8 };
static const struct system_def *systems[MAX_SYSTEMS + 1];
static size_t nregistered;
static const struct system_def *registered[MAX_SYSTEMS];
static int initialised;

static int system_init(const struct system_def *sys);

int schema_register(const struct system_def *sys)
{
    if (nregistered == MAX_SYSTEMS)
        return -1;
    if (initialised) {
        size_t n = 0;
        while (systems[n])
            n++;
        if (n == MAX_SYSTEMS || system_init(sys))
            return -1;
        systems[n] = sys;
        systems[n + 1] = NULL;
    }
    registered[nregistered++] = sys;
    return 0;
}

/* Computes the per-kind attribute lists of one system. */
static int system_init(const struct system_def *sys)
{
    for (size_t k = 0; k < sys->nkinds; k++) {
        struct kind_def *kind = &sys->kinds[k];
        kind->index = (unsigned)k;
        kind->sys = sys;
        unsigned n = 0;
        for (size_t a = 0; a < sys->nattrs; a++)
            n += (sys->attrs[a].kinds >> k) & 1u;
        kind->nattrs = n;
        kind->attrs = NULL;
        if (!n)
            continue;
        const struct attr_def **v = malloc(n * sizeof *v);
        if (!v)
            return -1;
        n = 0;
        for (size_t a = 0; a < sys->nattrs; a++)
            if ((sys->attrs[a].kinds >> k) & 1u)
                v[n++] = &sys->attrs[a];
        kind->attrs = v;
    }
    return 0;
}

int schema_init(void)
{
    if (initialised)
        return 0;
    size_t n = 0;
    for (size_t i = 0; i < nregistered && n < MAX_SYSTEMS; i++)
        systems[n++] = registered[i];
    systems[n] = NULL;
    for (size_t i = 0; systems[i]; i++)
        if (system_init(systems[i]))
            return -1;
    initialised = 1;
    return 0;
}

const struct system_def *const *schema_systems(void)
{
    schema_init();
    return systems;
}

const struct system_def *schema_system(const char *id)
{
    const struct system_def *const *s = schema_systems();
    for (; *s; s++)
        if (strcmp((*s)->id, id) == 0)
            return *s;
    return NULL;
}

const struct kind_def *schema_kind(const struct system_def *sys, const char *id)
{
    for (size_t k = 0; k < sys->nkinds; k++)
        if (strcmp(sys->kinds[k].id, id) == 0)
            return &sys->kinds[k];
    return NULL;
}

const struct kind_def *schema_kind_native(const struct system_def *sys, const char *native,
                                          const char *subtype)
{
    for (size_t k = 0; k < sys->nkinds; k++) {
        const struct kind_def *kd = &sys->kinds[k];
        if (strcasecmp(kd->native, native) != 0)
            continue;
        if (!subtype || !kd->subtype || strcasecmp(kd->subtype, subtype) == 0)
            return kd;
    }
    return NULL;
}

int schema_attr_index(const struct kind_def *kind, const char *key)
{
    /* the first letters before strcmp: rules look attributes up by key for every object */
    for (unsigned i = 0; i < kind->nattrs; i++)
        if (kind->attrs[i]->key[0] == key[0] && strcmp(kind->attrs[i]->key, key) == 0)
            return (int)i;
    return -1;
}

/* strcasecmp(a, b) == 0, with the first two bytes compared before the call: the keyword lookups
 * below run for every parameter of every object a rule looks at, and a whole strcasecmp for each
 * attribute row was a fifth of a validation. Folding with 0x20 never tells equal letters apart. */
static bool same_keyword(const char *a, const char *b)
{
    unsigned char a0 = (unsigned char)a[0], b0 = (unsigned char)b[0];
    if ((a0 | 0x20) != (b0 | 0x20))
        return false;
    if (a0 && b0 && (((unsigned char)a[1] | 0x20) != ((unsigned char)b[1] | 0x20)))
        return false;
    return strcasecmp(a, b) == 0;
}

int schema_attr_native(const struct kind_def *kind, const char *native)
{
    for (unsigned i = 0; i < kind->nattrs; i++) {
        const struct attr_def *a = kind->attrs[i];
        if (same_keyword(a->native, native) || (a->synonym && same_keyword(a->synonym, native)))
            return (int)i;
    }
    return -1;
}

const struct attr_def *schema_attr_any(const struct system_def *sys, const char *native)
{
    for (size_t a = 0; a < sys->nattrs; a++) {
        const struct attr_def *d = &sys->attrs[a];
        if (same_keyword(d->native, native) || (d->synonym && same_keyword(d->synonym, native)))
            return d;
    }
    return NULL;
}

const struct attr_choice *schema_choice(const struct attr_def *a, const char *value)
{
    if (!a->choices)
        return NULL;
    for (const struct attr_choice *c = a->choices; c->value; c++)
        if ((a->flags & AF_FOLD) ? strcasecmp(c->value, value) == 0 : strcmp(c->value, value) == 0)
            return c;
    return NULL;
}

const struct kind_def *schema_top_kind(const struct system_def *sys)
{
    for (size_t k = 0; k < sys->nkinds; k++)
        if (sys->kinds[k].flags & KF_TOP)
            return &sys->kinds[k];
    return NULL;
}
