/* import/import_options.c — the options readers and writers declare: their values checked against
 * their declaration, and found by name; see import.h. */
#include "import/import_run.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* The choices of d as a phrase ("zos, unix or windows") into buf (n bytes). */
static void choices_phrase(const struct import_option_def *d, char *buf, size_t n)
{
    size_t at = 0, count = 0;
    while (d->choices && d->choices[count].value)
        count++;
    buf[0] = '\0';
    for (size_t i = 0; i < count && at < n; i++) {
        int w = snprintf(buf + at, n - at, "%s%s", i == 0 ? "" : i + 1 == count ? " or " : ", ",
                         d->choices[i].value);
        at += w < 0 ? 0 : (size_t)w;
    }
}

/* The problem of value as a number of d's range, into buf, or NULL. */
static const char *number_problem(const struct import_option_def *d, const char *value, char *buf, size_t n)
{
    char *end;
    errno = 0;
    long v = strtol(value, &end, 10);
    bool digits = *value && strspn(value, "0123456789") == strlen(value);
    if (digits && !errno && !*end && ((v == 0 && d->zero) || (v >= d->min && v <= d->max)))
        return NULL;
    if (d->zero)
        snprintf(buf, n, "is not 0 (%s) or a number from %ld to %ld", d->zero, d->min, d->max);
    else
        snprintf(buf, n, "is not a number from %ld to %ld", d->min, d->max);
    return buf;
}

const char *import_option_problem(const struct import_option_def *d, const char *value, char *buf, size_t n)
{
    char list[256];
    const char *why = NULL;
    switch (d->type) {
    case IMPORT_OPT_TEXT:
    case IMPORT_OPT_NAME:
        if (strlen(value) > IMPORT_OPTION_MAX)
            snprintf(buf, n, "is longer than %d bytes", IMPORT_OPTION_MAX), why = buf;
        else if (!*value && !(d->type == IMPORT_OPT_TEXT && d->empty))
            snprintf(buf, n, "is empty: %s is needed", d->what), why = buf;
        break;
    case IMPORT_OPT_INT:
        why = number_problem(d, value, buf, n);
        break;
    case IMPORT_OPT_CHOICE:
        why = buf;
        for (size_t i = 0; d->choices && d->choices[i].value && why; i++)
            if (strcasecmp(d->choices[i].value, value) == 0)
                why = NULL;
        if (why) {
            choices_phrase(d, list, sizeof list);
            snprintf(buf, n, "is not %s", list);
        }
        break;
    }
    /* the format's own words, when it has some for this value, say it best */
    const char *own = d->value_problem ? d->value_problem(value) : NULL;
    if (own)
        snprintf(buf, n, "%s", own), why = buf;
    return why;
}

const char *import_option_canonical(const struct import_option_def *d, const char *text)
{
    for (size_t i = 0; d->type == IMPORT_OPT_CHOICE && d->choices && d->choices[i].value; i++)
        if (strcasecmp(d->choices[i].value, text) == 0)
            return d->choices[i].value;
    return text;
}

const char *export_option(const struct export_options *opt, const char *name)
{
    for (const struct import_option *o = opt ? opt->opts : NULL; o && o->name; o++)
        if (strcmp(o->name, name) == 0)
            return o->value;
    return NULL;
}

unsigned long export_option_number(const struct export_options *opt, const char *name, unsigned long dflt)
{
    const char *v = export_option(opt, name);
    return v ? strtoul(v, NULL, 10) : dflt;
}

const struct import_option_def *const *import_format_options(const struct import_format *f)
{
    static const struct import_option_def *const none[] = {NULL};
    return f->options ? f->options : none;
}

bool import_format_takes(const struct import_format *f, const char *name)
{
    for (const struct import_option_def *const *d = import_format_options(f); *d; d++)
        if (strcmp((*d)->name, name) == 0)
            return true;
    return false;
}

const char *import_option(const struct import_input *in, const char *name)
{
    if (in->format && !import_format_takes(in->format, name))
        return NULL;
    for (const struct import_option *o = in->opts; o && o->name; o++)
        if (strcmp(o->name, name) == 0)
            return o->value;
    return NULL;
}

char *import_format_key(const struct import_format *f, char *buf, size_t n)
{
    size_t at = 0;
    for (const char *c = f->name; *c && at + 1 < n; c++)
        if (*c != ' ')
            buf[at++] = (char)(*c >= 'A' && *c <= 'Z' ? *c - 'A' + 'a' : *c);
    if (n)
        buf[at < n ? at : n - 1] = '\0';
    return buf;
}

const struct import_format *import_format_by_key(const char *key)
{
    char k[64];
    for (const struct import_format *const *f = import_formats(); *f; f++)
        if (strcasecmp(import_format_key(*f, k, sizeof k), key) == 0)
            return *f;
    return NULL;
}

char *import_format_keys(char *buf, size_t n)
{
    const struct import_format *const *f = import_formats();
    size_t count = 0, at = 0;
    while (f[count])
        count++;
    if (n)
        buf[0] = '\0';
    for (size_t i = 0; i < count && at < n; i++) {
        char k[64];
        int w = snprintf(buf + at, n - at, "%s%s", i == 0 ? "" : i + 1 == count ? " or " : ", ",
                         import_format_key(f[i], k, sizeof k));
        at += w < 0 ? 0 : (size_t)w;
    }
    return buf;
}

const struct import_option_def *const *import_option_defs(void)
{
    static const struct import_option_def **defs;
    static size_t cap;
    size_t n = 0;
    for (const struct import_format *const *f = import_formats(); *f; f++)
        for (const struct import_option_def *const *d = import_format_options(*f); *d; d++) {
            bool seen = false;
            for (size_t i = 0; i < n && !seen; i++)
                seen = strcmp(defs[i]->name, (*d)->name) == 0;
            if (seen)
                continue;
            if (heap_reserve(&defs, &cap, n + 2, sizeof *defs) < 0)
                break;   /* out of memory: the options so far */
            defs[n++] = *d;
        }
    if (!defs && heap_reserve(&defs, &cap, 1, sizeof *defs) < 0) {
        static const struct import_option_def *const none[] = {NULL};
        return none;
    }
    defs[n] = NULL;
    return defs;
}

const struct import_option_def *import_option_def(const char *name)
{
    for (const struct import_option_def *const *d = import_option_defs(); *d; d++)
        if (strcmp((*d)->name, name) == 0)
            return *d;
    return NULL;
}
