/* ui/cli/cli_rules.c — `wlmcon rules [--format text|json] [--set ID=LEVEL…]`: every registered
 * rule with its system, its default and effective level (the store's setting), its one-line
 * statement and how many findings it has in the store now (a validation of the store, before the
 * levels, suppressions and baselines); --set keeps levels in the store (ID=default: the rule's own
 * again), in one journalled batch that History can undo. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "store/store.h"
#include "ui/cli/cli.h"
#include "ui/engine/env.h"
#include "ui/work/jsonw.h"
#include "ui/work/validation.h"

struct rules_opts {
    bool json;
    const char **sets;   /* the --set values, ID=LEVEL */
    size_t nsets;
};

static int parse_args(int argc, char **argv, struct rules_opts *o)
{
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        if ((strcmp(a, "--format") == 0 || strcmp(a, "--set") == 0) && !v)
            return fprintf(stderr, "wlmcon rules: %s needs a value\n", a), CLI_USAGE;
        if (strcmp(a, "--format") == 0) {
            if (strcmp(v, "text") != 0 && strcmp(v, "json") != 0)
                return fprintf(stderr, "wlmcon rules: --format is text or json\n"), CLI_USAGE;
            o->json = strcmp(v, "json") == 0;
            i++;
        } else if (strcmp(a, "--set") == 0) {
            const char *eq = strchr(v, '=');
            char id[16];
            snprintf(id, sizeof id, "%.*s", eq ? (int)(eq - v) : 0, v);
            if (!eq || !rules_lookup(id, NULL) || (rule_level_parse(eq + 1) < 0 && strcmp(eq + 1, "default") != 0))
                return fprintf(stderr, "wlmcon rules: --set %s: give a rule id and off, error, warning, info or "
                                       "default (MQ014=off)\n", v), CLI_USAGE;
            o->sets[o->nsets++] = v;
            i++;
        } else {
            return fprintf(stderr, "wlmcon rules: unknown argument %s\n", a), CLI_USAGE;
        }
    }
    return 0;
}

/* Keeps the --set levels in one batch. */
static enum store_status set_levels(struct store *st, const struct rules_opts *o, struct store_error *err)
{
    enum store_status r = store_begin(st, err);
    if (r == STORE_OK)
        r = store_batch(st, NULL, NULL, "rules", NULL, NULL, err);
    for (size_t i = 0; r == STORE_OK && i < o->nsets; i++) {
        const char *eq = strchr(o->sets[i], '=');
        char id[16];
        snprintf(id, sizeof id, "%.*s", (int)(eq - o->sets[i]), o->sets[i]);
        r = store_rule_level_set(st, id, rule_level_parse(eq + 1), err);
    }
    if (r == STORE_OK)
        r = store_commit(st, err);
    else
        store_rollback(st);
    return r;
}

/* How many findings rule id had before anything was taken out. */
static size_t raw_count(const struct validation *v, const char *id)
{
    for (size_t i = 0; i < v->nraw; i++)
        if (strcmp(v->raw[i].rule, id) == 0)
            return v->raw[i].n;
    return 0;
}

/* The level v's settings give rule r: its own severity, or the last level set. */
static const char *effective(const struct validation *v, const struct rule *r)
{
    int level = -1;
    for (size_t i = 0; i < v->nlevels; i++)
        if (strcmp(v->levels[i].rule, r->id) == 0)
            level = v->levels[i].level;
    return level < 0 ? severity_name(rule_severity(r)) : rule_level_name(level);
}

static void print(const struct validation *v, bool json)
{
    const char *sep = "\n";
    if (json)
        fputs("{\"rules\": [", stdout);
    else
        printf("%-7s %-7s %-8s %-10s %8s  %s\n", "RULE", "SYSTEM", "DEFAULT", "EFFECTIVE", "FINDINGS", "SUMMARY");
    for (const struct rule_set *const *rs = rules_sets(); *rs; rs++)
        for (size_t i = 0; i < (*rs)->nrules; i++) {
            const struct rule *r = &(*rs)->rules[i];
            char n[24];
            snprintf(n, sizeof n, "%zu", raw_count(v, r->id));
            if (!json) {
                printf("%-7s %-7s %-8s %-10s %8s  %s\n", r->id, (*rs)->system, severity_name(rule_severity(r)),
                       effective(v, r), n, r->message);
                continue;
            }
            const struct jsonw_field f[] = {{"id", r->id, false}, {"system", (*rs)->system, false},
                                            {"default", severity_name(rule_severity(r)), false},
                                            {"effective", effective(v, r), false}, {"findings", n, true},
                                            {"summary", r->message, false}};
            fputs(sep, stdout);
            fputs("  ", stdout);
            jsonw_flat(stdout, "", f, sizeof f / sizeof f[0]);
            sep = ",\n";
        }
    if (json)
        fputs("\n]}\n", stdout);
}

int cli_rules(const struct cli_global *g, int argc, char **argv)
{
    struct rules_opts o = {0};
    o.sets = calloc((size_t)argc, sizeof *o.sets);
    int rc = o.sets ? parse_args(argc, argv, &o) : CLI_SOFTWARE;
    struct store *st = NULL;
    struct store_error err = {0};
    char path[4096];
    env_store_path(g->store, path, sizeof path);
    if (!rc) {
        enum store_status ss = store_open(path, o.nsets ? 0 : STORE_READONLY_OPEN | STORE_MIGRATE, &st, &err);
        if (ss == STORE_OK) {
            cli_note_migration(st);
            ss = o.nsets ? set_levels(st, &o, &err) : STORE_OK;
        }
        if (ss != STORE_OK) {
            fprintf(stderr, "wlmcon: %s\n", err.msg);
            rc = store_exit_status(ss);
        }
    }
    struct validation v;
    validation_init(&v, SEV_INFO);
    if (!rc && (validation_load(&v, st, &err) != STORE_OK)) {
        fprintf(stderr, "wlmcon: %s\n", err.msg);
        rc = store_exit_status(err.status);
    } else if (!rc && validation_check(&v) != 0) {
        fputs("wlmcon: out of memory\n", stderr);
        rc = CLI_SOFTWARE;
    }
    if (!rc) {
        print(&v, o.json);
        if (fflush(stdout) != 0 || ferror(stdout))
            rc = CLI_SOFTWARE;
    }
    validation_free(&v);
    store_close(st, true, &err);
    free(o.sets);
    return rc;
}
