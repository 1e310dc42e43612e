/* ui/wlm/wlm_classify_cli.c — `wlmcon [--store S] classify [--definition NAME] [--policy NAME]
 * [FILE.xml] SUBSYSTEM QUALIFIER=VALUE…`: the z/OS WLM classification what-if.
 *
 * The definition comes from FILE (read into memory, no store opened) or from the store (opened
 * read-only, never created); without --definition it is the only one there (several: exit 64 with
 * their names). Prints the result line (service class and report class, where they came from and,
 * with --policy, the goal that policy gives the class), then the path through the rules: every
 * rule tried, by level, qualifier type, value, start and source line, and why it did or did not
 * match. Exit 0 when it finished (a default applying, or a subsystem type without rules,
 * included), 64 for a usage error, an unknown subsystem or qualifier type, definition or policy,
 * 65 for a file that cannot be read as a definition, 66 for a missing store or file. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "import/import.h"
#include "ui/cli/cli.h"
#include "ui/wlm/wlm_classify_print.h"
#include "ui/wlm/wlm_ui.h"
#include "model/wlm/wlm_model.h"

struct classify_opts {
    const char *definition, *policy, *file;
    struct wlm_work work;
};

static int usage_error(const char *fmt, const char *arg)
{
    fputs("wlmcon classify: ", stderr);
    fprintf(stderr, fmt, arg);
    fputs("\nusage: wlmcon [--store FILE] classify [--definition NAME] [--policy NAME] [FILE.xml]\n"
          "       SUBSYSTEM QUALIFIER=VALUE...\n", stderr);
    return CLI_USAGE;
}

/* QUALIFIER=VALUE into the work; 0 or 64. */
static int add_qualifier(struct wlm_work *w, char *arg)
{
    char *eq = strchr(arg, '=');
    if (!eq || eq == arg)
        return usage_error("'%s' is not QUALIFIER=VALUE", arg);
    *eq = '\0';
    struct wlm_qualifier_ref r = wlm_qualifier_find(arg);
    if (!r.q || r.group)
        return usage_error("unknown qualifier type '%s' (an ISPF code such as TN, UI, SI, CN, TC, "
                           "SPM, or an XML name such as TransactionName)", arg);
    if (w->nquals == WLM_WORK_MAX)
        return usage_error("%s", "too many qualifiers");
    w->quals[w->nquals].q = r.q;
    w->quals[w->nquals++].value = eq + 1;
    return 0;
}

static int parse_args(int argc, char **argv, struct classify_opts *o)
{
    int i = 1;
    const struct cli_value_opt opts[] = {{"--definition", &o->definition}, {"--policy", &o->policy}, {NULL, NULL}};
    for (; i < argc && argv[i][0] == '-' && argv[i][1]; i++) {
        int rc = cli_value_option(argc, argv, &i, opts);
        if (rc == -1)
            return usage_error("unknown option %s", argv[i]);
        if (rc == -2)
            return usage_error("%s needs a value", argv[i]);
    }
    /* subsystem types are 1 to 4 characters without '.' or '/': anything else is the file */
    if (i < argc && (strchr(argv[i], '.') || strchr(argv[i], '/')))
        o->file = argv[i++];
    if (i == argc)
        return usage_error("%s", "the subsystem type is missing");
    o->work.subsystem = argv[i++];
    for (char *s = argv[i - 1]; *s; s++)
        *s = (char)(*s >= 'a' && *s <= 'z' ? *s - 'a' + 'A' : *s);
    for (; i < argc; i++)
        if (add_qualifier(&o->work, argv[i]))
            return CLI_USAGE;
    return 0;
}

/* Reads FILE into pol; an exit status. */
static int load_file(const char *file, struct policy *pol)
{
    if (strcmp(file, "-") != 0 && access(file, R_OK) != 0) {
        fprintf(stderr, "wlmcon: %s: %s\n", file, strerror(errno));
        return CLI_NOINPUT;
    }
    struct diag_list diags;
    struct import_hooks hooks = {0};
    struct import_summary sum = {0};
    struct import_file f = {.path = file};
    diag_init(&diags, 100);
    enum import_status st = import_files(&f, 1, pol, &hooks, &diags, &sum);
    if (st != IMPORT_OK)
        cli_print_diags(stderr, &diags);
    diag_free(&diags);
    return st == IMPORT_OK ? 0 : st == IMPORT_NOINPUT ? CLI_NOINPUT
                             : st == IMPORT_DATAERR ? CLI_DATAERR : CLI_SOFTWARE;
}

/* The definition to classify under: --definition's, else the only one; NULL after a message. */
static const struct pol_object *pick_definition(const struct policy *pol, const char *name)
{
    const struct pol_object *found = NULL;
    size_t n = 0;
    for (size_t i = 0; i < pol->ntops; i++) {
        const struct pol_object *t = pol->tops[i];
        if (t->change == POL_DELETED || !wlm_is_kind(t->kind, WLM_DEFINITION))
            continue;
        n++;
        if (name ? strcmp(t->name, name) == 0 : n == 1)
            found = t;
    }
    if (found && (name || n == 1))
        return found;
    if (!n)
        fputs("wlmcon classify: there is no WLM service definition\n", stderr);
    else
        fprintf(stderr, "wlmcon classify: %s; use --definition with one of:", name
                ? "no such service definition" : "there are several service definitions");
    for (size_t i = 0; n && i < pol->ntops; i++)
        if (pol->tops[i]->change != POL_DELETED && wlm_is_kind(pol->tops[i]->kind, WLM_DEFINITION))
            fprintf(stderr, " %s", pol->tops[i]->name);
    if (n)
        fputc('\n', stderr);
    return NULL;
}

/* True when the subsystem type is IBM's or has rules in def. */
static bool known_subsystem(const struct pol_object *def, const char *type)
{
    return wlm_subsystem_index(type) >= 0 || wlm_named(def, WLM_CLASSIFICATION, type);
}

static int classify(const struct classify_opts *o, const struct policy *pol)
{
    const struct pol_object *def = pick_definition(pol, o->definition);
    if (!def)
        return CLI_USAGE;
    if (!known_subsystem(def, o->work.subsystem))
        return usage_error("unknown subsystem type '%s'", o->work.subsystem);
    const struct pol_object *policy = o->policy ? wlm_named(def, WLM_POLICY, o->policy) : NULL;
    if (o->policy && !policy)
        return usage_error("service definition has no policy '%s'", o->policy);
    struct wlm_result r;
    if (wlm_classify(def, &o->work, &r))
        return fputs("wlmcon: out of memory\n", stderr), CLI_SOFTWARE;
    int rc = wlm_classify_print(stdout, def, policy, &o->work, &r) ? CLI_SOFTWARE : CLI_OK;
    wlm_result_free(&r);
    return rc;
}

int wlm_classify_command(const struct cli_global *g, int argc, char **argv)
{
    struct classify_opts o = {0};
    int rc = parse_args(argc, argv, &o);
    if (rc)
        return rc;
    struct policy pol;
    policy_init(&pol);
    const struct system_def *const sys[] = {wlm_system()};
    rc = o.file ? load_file(o.file, &pol) : cli_load_store(g, &pol, sys, 1);
    if (rc == 0)
        rc = classify(&o, &pol);
    policy_free(&pol);
    return rc;
}
