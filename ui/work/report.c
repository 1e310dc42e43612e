/* ui/work/report.c — the validation report as text or JSON; see report.h. */
#include "ui/work/report.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "ui/engine/env.h"
#include "ui/systems.h"
#include "ui/work/jsonw.h"

int report_format_finding(const struct diag *d, char *buf, size_t n)
{
    struct diag shown = *d;
    shown.file = (char *)env_path_shown(d->file);
    return diag_format(&shown, buf, n);
}

/* ---- text ---------------------------------------------------------------------------------------- */

/* Writes text indented by four blanks, wrapped at 100 columns on blanks. */
static void text_wrapped(FILE *out, const char *text)
{
    const size_t width = 96;
    while (*text) {
        size_t len = strlen(text), cut = len;
        if (len > width) {
            cut = width;
            while (cut > 0 && text[cut] != ' ')
                cut--;
            if (!cut)
                cut = strcspn(text, " ");
        }
        fprintf(out, "    %.*s\n", (int)cut, text);
        text += cut;
        while (*text == ' ')
            text++;
    }
}

static void text_finding(FILE *out, const struct diag *d, unsigned flags)
{
    /* formatted once: into the stack buffer, or (rarely) again into one that fits */
    char buf[1024], *line = buf;
    int n = report_format_finding(d, buf, sizeof buf);
    if (n >= (int)sizeof buf && (line = malloc((size_t)n + 1)) != NULL)
        report_format_finding(d, line, (size_t)n + 1);
    if (!line) {
        char text[DIAG_MSG_MAX];
        fprintf(out, "%s: %s [%s]\n", severity_name(d->sev), diag_msg(d, text, sizeof text), d->id);
        return;
    }
    fputs(line, out);
    fputc('\n', out);
    if (line != buf)
        free(line);
    if (flags & REPORT_EXPLAIN) {
        if (d->file && d->path)
            text_wrapped(out, d->path);
        if (d->explain)
            text_wrapped(out, d->explain);
        if (d->source)
            fprintf(out, "    Source: %s\n", d->source);
    }
}

static void text_report(FILE *out, unsigned flags, const struct report_summary *sums, size_t nsums,
                        const struct diag_list *l, const struct report_counts *c)
{
    for (size_t i = 0; i < nsums; i++) {
        const struct ui_system *u = ui_system_of(sums[i].sys);
        if (u && u->summary_text)
            u->summary_text(out, sums[i].data);
    }
    if (nsums)
        fputc('\n', out);
    for (size_t i = 0; i < l->n; i++)
        text_finding(out, &l->v[i], flags);
    size_t e = c->n[SEV_ERROR], w = c->n[SEV_WARNING], inf = c->n[SEV_INFO];
    fprintf(out, "%zu error%s, %zu warning%s, %zu info\n", e, e == 1 ? "" : "s", w, w == 1 ? "" : "s",
            inf);
    if (c->hidden)
        fprintf(out, "%zu not shown: less severe than %s (--severity)\n", c->hidden, severity_name(c->min));
    if (l->dropped)
        fprintf(out, "%zu more not shown\n", l->dropped);
}

/* ---- JSON ---------------------------------------------------------------------------------------- */

/* A 1-based position, or null when unknown (0). */
static void json_pos(FILE *out, unsigned v)
{
    if (v)
        fprintf(out, "%u", v);
    else
        fputs("null", out);
}

static void json_finding(FILE *out, const struct diag *d)
{
    fputs("    {\"id\": ", out);
    jsonw_str(out, d->id);
    fprintf(out, ", \"severity\": \"%s\", \"path\": ", severity_name(d->sev));
    jsonw_str(out, d->path);
    fputs(", \"attribute\": ", out);
    jsonw_str(out, d->attr);
    fputs(", \"file\": ", out);
    jsonw_str(out, env_path_shown(d->file));
    fputs(", \"line\": ", out);
    json_pos(out, d->line);
    fputs(", \"column\": ", out);
    json_pos(out, d->line ? (d->col ? d->col : 1) : 0);
    if (d->console) {   /* the value was changed in the console, not read from a file */
        fputs(",\n     \"console\": {\"user\": ", out);
        jsonw_str(out, d->console->who[0] ? d->console->who : NULL);
        fputs(", \"time\": ", out);
        jsonw_str(out, d->console->at[0] ? d->console->at : NULL);
        fputs(", \"batch\": ", out);
        if (d->console->batch)
            fprintf(out, "%lld", (long long)d->console->batch);
        else
            fputs("null", out);
        fputs(d->console->unsaved ? ", \"saved\": false}" : ", \"saved\": true}", out);
    }
    fputs(",\n     \"message\": ", out);
    char text[DIAG_MSG_MAX];
    jsonw_str(out, diag_msg(d, text, sizeof text));
    fputs(",\n     \"explanation\": ", out);
    jsonw_str(out, d->explain);
    fputs(",\n     \"source\": ", out);
    jsonw_str(out, d->source);
    fputc('}', out);
}

/* "summary": the members each system's writer adds, or null when no summary was built. */
static void json_summary(FILE *out, const struct report_summary *sums, size_t nsums)
{
    if (!nsums) {
        fputs("null", out);
        return;
    }
    fputc('{', out);
    const char *sep = "\n    ";
    for (size_t i = 0; i < nsums; i++) {
        const struct ui_system *u = ui_system_of(sums[i].sys);
        if (!u || !u->summary_json)
            continue;
        fputs(sep, out);
        u->summary_json(out, sums[i].data);
        sep = ",\n    ";
    }
    fputs("\n  }", out);
}

static void json_report(FILE *out, const struct report_summary *sums, size_t nsums,
                        const struct diag_list *l, const struct report_counts *c)
{
    fputs("{\n  \"summary\": ", out);
    json_summary(out, sums, nsums);
    fputs(",\n  \"findings\": [", out);
    for (size_t i = 0; i < l->n; i++) {
        fputs(i ? ",\n" : "\n", out);
        json_finding(out, &l->v[i]);
    }
    fputs(l->n ? "\n  ],\n" : "],\n", out);
    fprintf(out, "  \"counts\": {\"errors\": %zu, \"warnings\": %zu, \"info\": %zu, \"not_shown\": %zu}\n}\n",
            c->n[SEV_ERROR], c->n[SEV_WARNING], c->n[SEV_INFO], c->hidden);
}

int report_write_counts(FILE *out, enum report_format fmt, unsigned flags, const struct report_summary *sums,
                        size_t nsums, const struct diag_list *findings, const struct report_counts *c)
{
    struct report_counts own = {{diag_count(findings, SEV_ERROR), diag_count(findings, SEV_WARNING),
                                 diag_count(findings, SEV_INFO)}, 0, SEV_INFO};
    if (!c)
        c = &own;
    if (fmt == REPORT_JSON)
        json_report(out, sums, nsums, findings, c);
    else
        text_report(out, flags, sums, nsums, findings, c);
    return fflush(out) == 0 && !ferror(out) ? 0 : -1;
}

int report_write(FILE *out, enum report_format fmt, unsigned flags, const struct report_summary *sums,
                 size_t nsums, const struct diag_list *findings)
{
    return report_write_counts(out, fmt, flags, sums, nsums, findings, NULL);
}
