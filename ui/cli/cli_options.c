/* ui/cli/cli_options.c — the import options given before files (`--qmgr QM1 a.mqsc`); see cli.h. */
#include "ui/cli/cli.h"

#include <stdio.h>
#include <string.h>

/* The declared option that argv[*i] names (`--NAME` or `--NAME=…`), or NULL; *inline_value is the
 * text after '=' or NULL. */
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
    size_t k = 0;
    while (k < IMPORT_FILE_OPTIONS && o->set[k].name && strcmp(o->set[k].name, (*def)->name) != 0)
        k++;
    if (k < IMPORT_FILE_OPTIONS)
        o->set[k] = (struct import_option){(*def)->name, value};
    o->pending = *def;
    o->pending_value = value;
    return 1;
}

struct import_file cli_file(struct cli_file_opts *o, const char *path)
{
    struct import_file f = {.path = path};
    memcpy(f.opts, o->set, sizeof f.opts);
    o->pending = NULL;
    o->pending_value = NULL;
    return f;
}

char *cli_file_options_usage(char *buf, size_t n)
{
    size_t at = 0;
    if (n)
        buf[0] = '\0';
    for (const struct import_option_def *const *d = import_option_defs(); *d && at < n; d++) {
        int w = snprintf(buf + at, n - at, "[--%s %s] ", (*d)->name, (*d)->metavar);
        at += w < 0 ? 0 : (size_t)w;
    }
    return buf;
}
