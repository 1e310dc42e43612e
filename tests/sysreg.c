/* tests/sysreg.c — the contract of the registry of systems; see sysreg.h. */
#include "tests/sysreg.h"

#include <ctype.h>
#include <dirent.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "import/import.h"
#include "tests/tutil.h"
#include "ui/engine/panel.h"

struct out {
    char *buf;
    size_t n, at, count;
};

static void defect(struct out *o, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    if (o->at < o->n) {
        int w = vsnprintf(o->buf + o->at, o->n - o->at, fmt, ap);
        o->at += w < 0 ? 0 : (size_t)w;
        if (o->at < o->n)
            o->buf[o->at++] = '\n';
        o->buf[o->at < o->n ? o->at : o->n - 1] = '\0';
    }
    va_end(ap);
    o->count++;
}

/* The number id states after prefix (three digits and nothing more), or -1. */
static int number_after(const char *id, const char *prefix)
{
    size_t p = strlen(prefix);
    if (strncmp(id, prefix, p) != 0 || strlen(id) != p + 3)
        return -1;
    for (size_t i = p; i < p + 3; i++)
        if (!isdigit((unsigned char)id[i]))
            return -1;
    return atoi(id + p);
}

static bool registered(const struct sysreg *r, const char *id)
{
    for (const struct system_def *const *s = r->systems; id && *s; s++)
        if (strcmp((*s)->id, id) == 0)
            return true;
    return false;
}

static void shared(const struct sysreg *r, struct out *o)
{
    for (size_t i = 0; r->rows[i]; i++)
        for (size_t j = 0; j < i; j++)
            if (strcmp(r->rows[i]->system, r->rows[j]->system) == 0)
                defect(o, "%s: id: shared with another row", r->rows[i]->system);
    for (size_t i = 0; r->systems[i]; i++)
        for (size_t j = 0; j < i; j++) {
            const struct system_def *a = r->systems[i], *b = r->systems[j];
            if (strcmp(a->id, b->id) == 0)
                defect(o, "%s: id: shared with another system", a->id);
            if (strcmp(a->rule_prefix, b->rule_prefix) == 0)
                defect(o, "%s: rule prefix %s: shared with %s", a->id, a->rule_prefix, b->id);
            if (strcmp(a->doc_key, b->doc_key) == 0)
                defect(o, "%s: YAML section key %s: shared with %s", a->id, a->doc_key, b->id);
        }
}

static void formats(const struct sysreg *r, struct out *o)
{
    for (const struct ui_system *const *u = r->rows; *u; u++) {
        for (const struct import_format *const *f = (*u)->readers; f && *f; f++)
            if (!registered(r, import_format_system(*f)))
                defect(o, "%s: reader %s: its system %s is not registered", (*u)->system,
                       import_format_name(*f), import_format_system(*f) ? import_format_system(*f) : "(none)");
        for (const struct export_format *const *f = (*u)->writers; f && *f; f++)
            if (!registered(r, (*f)->system))
                defect(o, "%s: writer %s: its system %s is not registered", (*u)->system, (*f)->name,
                       (*f)->system ? (*f)->system : "(none)");
    }
}

static void rows_of_models(const struct sysreg *r, struct out *o)
{
    for (const struct ui_system *const *u = r->rows; *u; u++)
        if ((*u)->def && strcmp((*u)->def->id, (*u)->system) != 0)
            defect(o, "%s: UI row: its model is %s", (*u)->system, (*u)->def->id);
    for (const struct system_def *const *s = r->systems; *s; s++) {
        bool found = false;
        for (const struct ui_system *const *u = r->rows; *u && !found; u++)
            found = (*u)->def == *s;
        if (!found)
            defect(o, "%s: UI row: none", (*s)->id);
    }
}

static bool in_rule_ranges(int n)
{
    return (n >= 1 && n <= 99) || (n >= 101 && n <= 199) || (n >= 901 && n <= 999);
}

static void rules(const struct sysreg *r, struct out *o)
{
    for (const struct system_def *const *s = r->systems; *s; s++) {
        const struct rule_set *set = (*s)->rules;
        for (size_t i = 0; set && i < set->nrules; i++) {
            const struct rule *rule = &set->rules[i];
            const struct rule_set *found_set;
            if (rules_lookup(rule->id, &found_set) != rule || !rules_concerns(found_set, rule))
                defect(o, "%s: rule %s: not found by the finding-to-object lookup", (*s)->id, rule->id);
            int n = number_after(rule->id, (*s)->rule_prefix);
            if (n < 0)
                defect(o, "%s: rule %s: lacks the prefix %s and three digits", (*s)->id, rule->id,
                       (*s)->rule_prefix);
            else if (!in_rule_ranges(n))
                defect(o, "%s: rule %s: outside 001-099, 101-199, 901-999", (*s)->id, rule->id);
        }
    }
}

/* The system (of r->systems) with a rule whose id is id, or NULL. */
static const struct system_def *rule_owner(const struct sysreg *r, const char *id)
{
    for (const struct system_def *const *s = r->systems; *s; s++)
        for (size_t i = 0; (*s)->rules && i < (*s)->rules->nrules; i++)
            if (strcmp((*s)->rules->rules[i].id, id) == 0)
                return *s;
    return NULL;
}

static void panels(const struct sysreg *r, struct out *o)
{
    for (const struct ui_system *const *u = r->rows; *u; u++)
        for (const struct panel_def *const *p = (*u)->panels; p && *p; p++) {
            const char *prefix = (*u)->def ? (*u)->def->rule_prefix : "";
            int n = number_after((*p)->id, prefix);
            if (!(*u)->def || n < 0)
                defect(o, "%s: panel %s: lacks the prefix %s and three digits", (*u)->system, (*p)->id, prefix);
            else if (n < 200 || n > 899)
                defect(o, "%s: panel %s: outside 200-899", (*u)->system, (*p)->id);
            const struct system_def *owner = rule_owner(r, (*p)->id);
            if (owner)
                defect(o, "%s: panel %s: equals a rule id of %s", (*u)->system, (*p)->id, owner->id);
        }
    for (const char *const *g = r->generic_panels; *g; g++)
        for (const struct system_def *const *s = r->systems; *s; s++) {
            size_t p = strlen((*s)->rule_prefix);
            if (strncmp(*g, (*s)->rule_prefix, p) == 0 && isdigit((unsigned char)(*g)[p]))
                defect(o, "generic panel %s: carries the prefix of %s", *g, (*s)->id);
        }
}

size_t sysreg_check(const struct sysreg *r, char *out, size_t n)
{
    struct out o = {out, n, 0, 0};
    if (n)
        out[0] = '\0';
    shared(r, &o);
    formats(r, &o);
    rows_of_models(r, &o);
    rules(r, &o);
    panels(r, &o);
    return o.count;
}

/* Adds the ids of `.id = "…"` in file path to ids[*n..max). */
static void ids_of_file(const char *path, char **ids, size_t *n, size_t max)
{
    size_t len;
    char *text = tu_read(path, &len);
    for (const char *p = text; p && (p = strstr(p, ".id = \"")) != NULL && *n < max; p++) {
        const char *s = p + 7, *e = strchr(s, '"');
        if (e)
            ids[(*n)++] = strndup(s, (size_t)(e - s));
    }
    free(text);
}

const char *const *sysreg_generic_panels(void)
{
    enum { MAX = 256 };
    static char *ids[MAX + 1];
    static size_t n;
    static const char *const dirs[] = {"ui/engine", "ui/work", "ui/objects", "ui/cli"};
    if (n)
        return (const char *const *)ids;
    for (size_t d = 0; d < sizeof dirs / sizeof dirs[0]; d++) {
        DIR *dir = opendir(dirs[d]);
        for (struct dirent *e; dir && (e = readdir(dir)) != NULL;) {
            size_t l = strlen(e->d_name);
            if (l > 2 && strcmp(e->d_name + l - 2, ".c") == 0) {
                char path[512];
                snprintf(path, sizeof path, "%s/%s", dirs[d], e->d_name);
                ids_of_file(path, ids, &n, MAX);
            }
        }
        if (dir)
            closedir(dir);
    }
    ids[n] = NULL;
    return (const char *const *)ids;
}
