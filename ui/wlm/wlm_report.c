/* ui/wlm/wlm_report.c — the service definitions' summary (model/wlm/wlm_summary.h) as the
 * validation report writes it (text and JSON) and as the Validate panel shows it; WLM's summary
 * writers of ui/systems.h. */
#include "ui/wlm/wlm_ui.h"

#include <stdio.h>
#include <string.h>

#include "model/wlm/wlm_summary.h"
#include "ui/engine/table.h"
#include "ui/work/jsonw.h"

/* The kinds counted, in the order they are said, with the words for one and for several and the
 * JSON member. */
static const struct {
    enum wlm_kind kind;
    const char *one, *many, *key;
} counted[] = {
    {WLM_WORKLOAD, "workload", "workloads", "workloads"},
    {WLM_SERVCLASS, "service class", "service classes", "service_classes"},
    {WLM_REPCLASS, "report class", "report classes", "report_classes"},
    {WLM_RESGROUP, "resource group", "resource groups", "resource_groups"},
    {WLM_TENANTRG, "tenant resource group", "tenant resource groups", "tenant_resource_groups"},
    {WLM_TENANTRC, "tenant report class", "tenant report classes", "tenant_report_classes"},
    {WLM_CLASSGROUP, "classification group", "classification groups", "classification_groups"},
    {WLM_APPLENV, "application environment", "application environments", "application_environments"},
    {WLM_SCHENV, "scheduling environment", "scheduling environments", "scheduling_environments"},
    {WLM_RESOURCE, "resource", "resources", "resources"},
};
enum { NCOUNTED = sizeof counted / sizeof counted[0] };

/* "5 workloads, 23 service classes, …" into buf: the kinds it holds, service classes always. */
static void counts_phrase(const struct wlm_sum_def *d, char *buf, size_t n)
{
    size_t at = 0;
    buf[0] = '\0';
    for (size_t i = 0; i < NCOUNTED; i++) {
        size_t c = d->count[counted[i].kind];
        if (!c && counted[i].kind != WLM_SERVCLASS)
            continue;
        int w = snprintf(buf + at, at < n ? n - at : 0, "%s%zu %s", at ? ", " : "", c,
                         c == 1 ? counted[i].one : counted[i].many);
        at += w > 0 ? (size_t)w : 0;
    }
}

/* "JES 10, STC 14" into buf, or "none". */
static void rules_phrase(const struct wlm_sum_def *d, char *buf, size_t n)
{
    size_t at = 0;
    snprintf(buf, n, "none");
    for (size_t i = 0; i < d->nsubsys; i++) {
        int w = snprintf(buf + at, at < n ? n - at : 0, "%s%s %zu", i ? ", " : "", d->subsys[i].type,
                         d->subsys[i].rules);
        at += w > 0 ? (size_t)w : 0;
    }
}

/* "PROD, NIGHT" into buf, or "none". */
static void policies_phrase(const struct wlm_sum_def *d, char *buf, size_t n)
{
    size_t at = 0;
    snprintf(buf, n, "none");
    for (size_t i = 0; i < d->npolicies; i++) {
        int w = snprintf(buf + at, at < n ? n - at : 0, "%s%s", i ? ", " : "", d->policies[i]);
        at += w > 0 ? (size_t)w : 0;
    }
}

void wlm_summary_text(FILE *out, const void *summary)
{
    const struct wlm_summary *sum = summary;
    char buf[2048];
    for (size_t i = 0; i < sum->n; i++) {
        const struct wlm_sum_def *d = &sum->v[i];
        fprintf(out, "Service definition %s\n", d->name);
        policies_phrase(d, buf, sizeof buf);
        fprintf(out, "  Service policies:     %s (the one in force is the one activated)\n", buf);
        counts_phrase(d, buf, sizeof buf);
        fprintf(out, "  Holds:                %s\n", buf);
        rules_phrase(d, buf, sizeof buf);
        fprintf(out, "  Classification rules: %s\n", buf);
    }
}

void wlm_summary_json(FILE *out, const void *summary)
{
    const struct wlm_summary *sum = summary;
    fputs("\"service_definitions\": [", out);
    for (size_t i = 0; i < sum->n; i++) {
        const struct wlm_sum_def *d = &sum->v[i];
        fputs(i ? ",\n      {\"name\": " : "\n      {\"name\": ", out);
        jsonw_str(out, d->name);
        fputs(", \"policies\": ", out);
        jsonw_names(out, d->policies, d->npolicies);
        fputs(", \"counts\": {", out);
        for (size_t k = 0; k < NCOUNTED; k++)
            fprintf(out, "%s\"%s\": %zu", k ? ", " : "", counted[k].key, d->count[counted[k].kind]);
        fputs("}, \"rules\": {", out);
        for (size_t k = 0; k < d->nsubsys; k++) {
            fputs(k ? ", " : "", out);
            jsonw_str(out, d->subsys[k].type);
            fprintf(out, ": %zu", d->subsys[k].rules);
        }
        fputs("}}", out);
    }
    fputs(sum->n ? "\n    ]" : "]", out);
}

int wlm_summary_head(const void *summary, struct table_head *l, int max)
{
    const struct wlm_summary *sum = summary;
    int n = 0;
    char counts[160], rules[160];
    for (size_t i = 0; i < sum->n && n < max; i++) {
        const struct wlm_sum_def *d = &sum->v[i];
        if (n == max - 1 && i + 1 < sum->n) {
            l[n].label[0] = '\0';
            snprintf(l[n++].value, sizeof l[0].value, "and %zu more service definitions", sum->n - i);
            break;
        }
        counts_phrase(d, counts, sizeof counts);
        rules_phrase(d, rules, sizeof rules);
        snprintf(l[n].label, sizeof l[n].label, "Definition");
        int w = snprintf(l[n].value, sizeof l[0].value, "%s: %.150s", d->name, counts);
        size_t at = w > 0 && (size_t)w < sizeof l[0].value ? (size_t)w : sizeof l[0].value - 1;
        snprintf(l[n++].value + at, sizeof l[0].value - at, "; rules %.150s", rules);
    }
    return n;
}
