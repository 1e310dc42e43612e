/* ui/was/was_route_print.c — a request's route as text; see was_route_print.h. */
#include "ui/was/was_route_print.h"

#include "model/was/was.h"
#include "ui/engine/env.h"

static const char *or_empty(const char *s)
{
    return s ? s : "";
}

static void print_servants(FILE *f, const struct was_route *x)
{
    if (x->servants == 0) {
        fprintf(f, "  servants:   unlimited (WLM starts them as the goal needs)\n");
        return;
    }
    fprintf(f, "  servants:  ");
    for (long i = 1; i <= x->servants; i++)
        fprintf(f, " servant%ld", i);
    fprintf(f, "  (all of the server's, bound to this service class's work queue)\n");
}

int was_route_print(FILE *f, const struct was_route *x, const struct was_request *rq)
{
    char path[512];
    const struct pol_object *e = x->m.entry, *rule = x->classified ? x->r.rule : NULL;
    fprintf(f, "%s\n", was_path(x->server, path, sizeof path));
    fprintf(f, "  request:    %s %s%s%s%s%s\n", rq->type, or_empty(rq->uri), rq->host ? " host " : "",
            or_empty(rq->host), rq->port ? " port " : "", or_empty(rq->port));
    if (!x->m.group)
        fprintf(f, WAS_ROUTE_ENTRY "none: the document has no element of type %s\n", rq->type);
    else if (e)
        fprintf(f, WAS_ROUTE_ENTRY "<%s> %s:%u%s%s\n", or_empty(pol_get_key(e, "element")),
                e->src.file ? env_path_shown(e->src.file) : "-", e->src.pos.line, pol_get_key(e, "uri") ? " uri " : "",
                or_empty(pol_get_key(e, "uri")));
    else
        fprintf(f, WAS_ROUTE_ENTRY "none matches: the element's default transaction class applies\n");
    fprintf(f, "  transaction class: %s%s\n", x->m.tclass ? x->m.tclass : "(none)",
            x->m.from && x->m.from == x->m.group ? " (default_transaction_class)" : "");
    if (!x->classified) {
        fprintf(f, "  CB rules:   not checked: %s\n", x->why);
        return ferror(f) ? -1 : 0;
    }
    if (rule)
        fprintf(f, WAS_ROUTE_RULE "level %u, %s:%u, %s %s\n", was_rule_level(rule),
                rule->src.file ? env_path_shown(rule->src.file) : "-", rule->src.pos.line,
                or_empty(pol_get_key(rule, "qualtype")), or_empty(pol_get_key(rule, "qualvalue")));
    else
        fprintf(f, WAS_ROUTE_RULE "none matches: the CB %s\n",
                x->r.origin == WLM_FROM_DEFAULT ? "default" : "system default");
    fprintf(f, "  service class: %s in %s\n", x->r.service_class, x->def->name);
    fprintf(f, "  report class:  %s\n", x->r.report_class ? x->r.report_class : "(none)");
    print_servants(f, x);
    return ferror(f) ? -1 : 0;
}
