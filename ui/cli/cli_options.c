/* ui/cli/cli_options.c — the options readers and writers declare, on the command line: given
 * before the inputs they apply to, checked against their declaration, and
 * their usage and help; see cli.h. */
#include "ui/cli/cli.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The declared option that arg names (`--NAME` or `--NAME=…`), or NULL; *inline_value is the text
 * after '=' or NULL. */
static const struct import_option_def *option_of(const char *arg, const char **inline_value)
{
    *inline_value = NULL;
    if (strncmp(arg, "--", 2) != 0)
        return NULL;
    for (const struct import_option_def *const *d = import_option_defs(); *d; d++) {
        size_t n = strlen((*d)->name);
        if (strncmp(arg + 2, (*d)->name, n) == 0 && (arg[2 + n] == '\0' || arg[2 + n] == '=')) {
            *inline_value = arg[2 + n] == '=' ? arg + 3 + n : NULL;
            return *d;
        }
    }
    return NULL;
}

int cli_file_option(int argc, char **argv, int *i, struct cli_file_opts *o,
                    const struct import_option_def **def)
{
    const char *value;
    *def = option_of(argv[*i], &value);
    if (!*def)
        return 0;
    if (!value && *i + 1 >= argc)
        return -1;
    if (!value)
        value = argv[++*i];
    if (import_option_problem(*def, value, o->why, sizeof o->why))
        return -2;
    value = import_option_canonical(*def, value);
    size_t k = 0;
    while (k < o->nset && strcmp(o->set[k].name, (*def)->name) != 0)
        k++;
    if (k == o->nset && heap_reserve(&o->set, &o->capset, o->nset + 1, sizeof *o->set) < 0)
        return -3;
    o->set[k] = (struct import_option){(*def)->name, value};
    o->nset += k == o->nset;
    o->pending = *def;
    o->pending_value = value;
    return 1;
}

struct import_file cli_file(struct cli_file_opts *o, const char *path)
{
    static const struct import_option none[] = {{NULL, NULL}};
    struct import_file f = {.path = path, .opts = none, .format = o->format};
    struct import_option *copy = malloc((o->nset + 1) * sizeof *copy);
    if (copy && heap_reserve(&o->lists, &o->caplists, o->nlists + 1, sizeof *o->lists) == 0) {
        if (o->nset)
            memcpy(copy, o->set, o->nset * sizeof *copy);
        copy[o->nset] = (struct import_option){NULL, NULL};
        o->lists[o->nlists++] = copy;
        f.opts = copy;
    } else {
        free(copy);
    }
    o->pending = NULL;
    o->pending_value = NULL;
    return f;
}

void cli_file_opts_free(struct cli_file_opts *o)
{
    for (size_t i = 0; i < o->nlists; i++)
        free(o->lists[i]);
    free(o->lists);
    free(o->set);
    *o = (struct cli_file_opts){0};
}

char *cli_options_usage(const struct import_option_def *const *defs, char *buf, size_t n)
{
    size_t at = 0;
    if (n)
        buf[0] = '\0';
    for (const struct import_option_def *const *d = defs; *d && at < n; d++) {
        int w = snprintf(buf + at, n - at, "[--%s %s] ", (*d)->name, (*d)->metavar);
        at += w < 0 ? 0 : (size_t)w;
    }
    return buf;
}

char *cli_file_options_usage(char *buf, size_t n)
{
    return cli_options_usage(import_option_defs(), buf, n);
}

void cli_wrapped(FILE *f, const char *text, int first, int indent)
{
    int col = first;
    for (const char *w = text; *w;) {
        size_t n = strcspn(w, " ");
        if (col > indent && col + 1 + (int)n > 78) {
            fprintf(f, "\n%*s", indent, "");
            col = indent;
        } else if (col > indent && w != text) {
            fputc(' ', f);
            col++;
        }
        fwrite(w, 1, n, f);
        col += (int)n;
        w += n;
        w += strspn(w, " ");
    }
    fputc('\n', f);
}

void cli_options_help(FILE *f, const struct import_option_def *const *defs,
                      const char *(*takes)(const char *name, char *buf, size_t n))
{
    for (const struct import_option_def *const *d = defs; *d; d++) {
        char text[1024], fmts[256];
        snprintf(text, sizeof text, "%s (%s)", (*d)->help, takes((*d)->name, fmts, sizeof fmts));
        int n = fprintf(f, "  --%s %s  ", (*d)->name, (*d)->metavar);
        cli_wrapped(f, text, n, 6);
    }
}
