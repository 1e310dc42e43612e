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
#include "ui/was/was_route_print.h"
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

static void print_json(const struct was_route *x)
{
    char path[512];
    printf("{\"server\": ");
    jsonw_str(stdout, was_path(x->server, path, sizeof path));
    printf(", \"entry\": ");
    if (x->m.entry) {
        printf("{\"element\": ");
        jsonw_str(stdout, pol_get_key(x->m.entry, "element"));
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
        printf("{\"level\": %u, \"line\": %u}", was_rule_level(x->r.rule), x->r.rule->src.pos.line);
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
    const struct pol_object *server = was_find_server(&pol, o.server);
    if (!server) {
        policy_free(&pol);
        return usage_error("no WebSphere server %s in the store (CELL/NODE/SERVER)", o.server);
    }
    struct was_route x;
    if (was_route(&pol, server, &o.rq, o.definition, &x) != 0) {
        policy_free(&pol);
        fputs("wlmcon: out of memory\n", stderr);
        return CLI_SOFTWARE;
    }
    if (!strcmp(o.format, "json"))
        print_json(&x);
    else
        was_route_print(stdout, &x, &o.rq);
    was_route_free(&x);
    policy_free(&pol);
    return fflush(stdout) ? CLI_SOFTWARE : CLI_OK;
}
