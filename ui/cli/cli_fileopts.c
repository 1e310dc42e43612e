/* ui/cli/cli_fileopts.c — the per-file options of `import` and `validate`, as the import formats
 * declare them (--qmgr NAME before MQSC scripts, --record-length N before WLM XML downloads); see
 * cli.h. */
#include <stdio.h>
#include <string.h>

#include "ui/cli/cli.h"

int cli_file_option(const char *cmd, int argc, char **argv, int *i, struct cli_file_opts *o)
{
    const char *a = argv[*i];
    if (strncmp(a, "--", 2) != 0)
        return 0;
    char name[64];
    const char *eq = strchr(a, '=');
    size_t len = eq ? (size_t)(eq - a - 2) : strlen(a + 2);
    if (len >= sizeof name)
        return 0;
    memcpy(name, a + 2, len);
    name[len] = '\0';
    const struct import_option_def *d = import_option_def(name);
    if (!d)
        return 0;
    const char *value = eq ? eq + 1 : *i + 1 < argc ? argv[++*i] : NULL;
    if (!value) {
        fprintf(stderr, "wlmcon %s: --%s needs %s\n", cmd, d->name, d->what);
        return CLI_USAGE;
    }
    size_t slot = 0;
    while (slot < IMPORT_FILE_OPTIONS - 1 && o->opts[slot].name && strcmp(o->opts[slot].name, d->name) != 0)
        slot++;
    o->opts[slot] = (struct import_option){d->name, value};
    o->used[slot] = false;
    return 1;
}

struct import_file cli_file(const char *path, struct cli_file_opts *o)
{
    struct import_file f = {path, {{NULL, NULL}}};
    memcpy(f.opts, o->opts, sizeof f.opts);
    for (size_t i = 0; i < IMPORT_FILE_OPTIONS; i++)
        o->used[i] = true;
    return f;
}

int cli_file_options_unused(const char *cmd, const struct cli_file_opts *o)
{
    for (size_t i = 0; i < IMPORT_FILE_OPTIONS; i++)
        if (o->opts[i].name && !o->used[i]) {
            const struct import_option_def *d = import_option_def(o->opts[i].name);
            fprintf(stderr, "wlmcon %s: --%s %s names %s of the files after it, and none follows\n", cmd,
                    d->name, o->opts[i].value, d->names);
            return CLI_USAGE;
        }
    return 0;
}
