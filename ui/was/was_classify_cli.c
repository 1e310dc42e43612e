/* ui/was/was_classify_cli.c — `wlmcon classify --was-server CELL/NODE/SERVER --uri PATH …`: a
 * request's path through a WebSphere server's classification document and z/OS WLM's CB rules
 * (model/was/was_classify.h); see was_ui.h. The store is opened read-only and never created. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/was/was.h"
#include "model/was/was_classify.h"
#include "model/wlm/wlm.h"
#include "ui/cli/cli.h"
#include "ui/engine/env.h"
#include "ui/was/was_ui.h"
#include "ui/work/jsonw.h"

struct opts {
    const char *server, *definition, *format;
    struct was_request rq;
};

static int usage_error(const char *fmt, const char *arg)
{
    fputs("wlmcon classify: ", stderr);
    fprintf(stderr, fmt, arg);
    fputs("\nusage: wlmcon [--store FILE] classify --was-server CELL/NODE/SERVER --uri PATH [--host H]\n"
          "       [--port P] [--type TYPE] [--definition NAME] [--format text|json]\n", stderr);
    return CLI_USAGE;
}

static int parse_args(int argc, char **argv, struct opts *o)
{
    o->rq.type = "http";
    o->format = "text";
    const struct cli_value_opt opts[] = {
        {"--was-server", &o->server}, {"--uri", &o->rq.uri}, {"--host", &o->rq.host},
        {"--port", &o->rq.port}, {"--type", &o->rq.type}, {"--definition", &o->definition},
        {"--format", &o->format}, {NULL, NULL},
    };
    for (int i = 1; i < argc; i++) {
        int rc = cli_value_option(argc, argv, &i, opts);
        if (rc == -1)
            return usage_error("unknown argument %s", argv[i]);
        if (rc == -2)
            return usage_error("%s needs a value", argv[i]);
    }
    if (strcmp(o->format, "text") && strcmp(o->format, "json"))
        return usage_error("--format %s: text or json", o->format);
    if (!o->server)
        return usage_error("%s", "--was-server is missing");
    if (!strcmp(o->rq.type, "http") && !o->rq.uri)
        return usage_error("%s", "--uri is missing");
    return 0;
}

/* The server CELL/NODE/SERVER of pol, or NULL. */
static const struct pol_object *find_server(const struct policy *pol, const char *spec)
{
    char cell[65], node[65], srv[65];
    int used = 0;
    if (sscanf(spec, "%64[^/]/%64[^/]/%64[^/]%n", cell, node, srv, &used) != 3 || spec[used])
        return NULL;
    const struct pol_object *top = pol_find_top(pol, was_kind(WAS_CELL), cell);
    const struct pol_object *s = top ? pol_find(top, "server", srv) : NULL;
    return s && !strcmp(s->parent->name, node) ? s : NULL;
}

/* What the request came to. */
struct outcome {
    const struct pol_object *server, *def;
    struct was_doc_match m;
    struct wlm_result r;
    bool classified;
    const char *why;      /* no definition: why */
    long servants;        /* the effective maximum; 0 unlimited */
};

static unsigned rule_level(const struct pol_object *rule)
{
    return rule ? pol_depth(rule) - 1 : 0;
}

static const char *entry_element(const struct outcome *x)
{
    return x->m.entry ? pol_get_key(x->m.entry, "element") : NULL;
}

static void print_servants_text(const struct outcome *x)
{
    if (x->servants == 0) {
        printf("  servants:   unlimited (WLM starts them as the goal needs)\n");
        return;
    }
    printf("  servants:  ");
    for (long i = 1; i <= x->servants; i++)
        printf(" servant%ld", i);
    printf("  (all of the server's, bound to this service class's work queue)\n");
}

static void print_text(const struct outcome *x, const struct opts *o)
{
    char path[512];
    printf("%s\n", was_path(x->server, path, sizeof path));
    printf("  request:    %s %s%s%s%s%s\n", o->rq.type, o->rq.uri ? o->rq.uri : "", o->rq.host ? " host " : "",
           o->rq.host ? o->rq.host : "", o->rq.port ? " port " : "", o->rq.port ? o->rq.port : "");
    if (!x->m.group)
        printf("  entry:      none: the document has no element of type %s\n", o->rq.type);
    else if (x->m.entry)
        printf("  entry:      <%s> %s:%u%s%s\n", entry_element(x), x->m.entry->src.file ? env_path_shown(x->m.entry->src.file) : "-",
               x->m.entry->src.pos.line, pol_get_key(x->m.entry, "uri") ? " uri " : "",
               pol_get_key(x->m.entry, "uri") ? pol_get_key(x->m.entry, "uri") : "");
    else
        printf("  entry:      none matches: the element's default transaction class applies\n");
    printf("  transaction class: %s%s\n", x->m.tclass ? x->m.tclass : "(none)",
           x->m.from && x->m.from == x->m.group ? " (default_transaction_class)" : "");
    if (!x->classified) {
        printf("  CB rules:   not checked: %s\n", x->why);
        return;
    }
    if (x->r.rule)
        printf("  CB rule:    level %u, %s:%u, %s %s\n", rule_level(x->r.rule),
               x->r.rule->src.file ? env_path_shown(x->r.rule->src.file) : "-", x->r.rule->src.pos.line,
               pol_get_key(x->r.rule, "qualtype") ? pol_get_key(x->r.rule, "qualtype") : "",
               pol_get_key(x->r.rule, "qualvalue") ? pol_get_key(x->r.rule, "qualvalue") : "");
    else
        printf("  CB rule:    none matches: the CB %s\n", x->r.origin == WLM_FROM_DEFAULT ? "default" : "system default");
    printf("  service class: %s in %s\n", x->r.service_class, x->def->name);
    printf("  report class:  %s\n", x->r.report_class ? x->r.report_class : "(none)");
    print_servants_text(x);
}

static void print_json(const struct outcome *x, const struct opts *o)
{
    (void)o;
    char path[512];
    printf("{\"server\": ");
    jsonw_str(stdout, was_path(x->server, path, sizeof path));
    printf(", \"entry\": ");
    if (x->m.entry) {
        printf("{\"element\": ");
        jsonw_str(stdout, entry_element(x));
        printf(", \"file\": ");
        jsonw_str(stdout, x->m.entry->src.file ? env_path_shown(x->m.entry->src.file) : NULL);
        printf(", \"line\": %u, \"uri\": ", x->m.entry->src.pos.line);
        jsonw_str(stdout, pol_get_key(x->m.entry, "uri"));
        printf("}");
    } else {
        printf("null");
    }
    printf(", \"transaction_class\": ");
    jsonw_str(stdout, x->m.tclass);
    printf(", \"rule\": ");
    if (x->classified && x->r.rule)
        printf("{\"level\": %u, \"line\": %u}", rule_level(x->r.rule), x->r.rule->src.pos.line);
    else
        printf("null");
    printf(", \"service_class\": ");
    jsonw_str(stdout, x->classified ? x->r.service_class : NULL);
    printf(", \"report_class\": ");
    jsonw_str(stdout, x->classified ? x->r.report_class : NULL);
    printf(", \"servants\": [");
    for (long i = 1; x->classified && i <= x->servants; i++)
        printf("%s\"servant%ld\"", i > 1 ? ", " : "", i);
    printf("]}\n");
}

int was_classify_command(const struct cli_global *g, int argc, char **argv)
{
    struct opts o = {0};
    int rc = parse_args(argc, argv, &o);
    if (rc)
        return rc;
    struct policy pol;
    policy_init(&pol);
    const struct system_def *const sys[] = {wlm_kind(WLM_DEFINITION)->sys, &was_system_def};
    if ((rc = cli_load_store(g, &pol, sys, 2)) != 0) {
        policy_free(&pol);
        return rc;
    }
    struct outcome x = {.server = find_server(&pol, o.server)};
    if (!x.server) {
        policy_free(&pol);
        return usage_error("no WebSphere server %s in the store (CELL/NODE/SERVER)", o.server);
    }
    was_doc_match(x.server, &o.rq, &x.m);
    x.servants = was_max_servants(x.server);
    x.def = NULL;
    if (o.definition) {
        x.def = pol_find_top(&pol, wlm_kind(WLM_DEFINITION), o.definition);
        x.why = x.def ? NULL : "no such WLM service definition";
    } else {
        x.def = was_definition(&pol, x.server, &x.why);
    }
    if (x.def) {
        if (was_cb_classify(x.def, pol_get_key(x.server, "collection"), x.m.tclass, &x.r)) {
            policy_free(&pol);
            fputs("wlmcon: out of memory\n", stderr);
            return CLI_SOFTWARE;
        }
        x.classified = true;
    }
    if (!strcmp(o.format, "json"))
        print_json(&x, &o);
    else
        print_text(&x, &o);
    if (x.classified)
        wlm_result_free(&x.r);
    policy_free(&pol);
    return fflush(stdout) ? CLI_SOFTWARE : CLI_OK;
}
