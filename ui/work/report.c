/* ui/work/report.c — the validation report as text or JSON; see report.h. */
#include "ui/work/report.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "ui/engine/env.h"
#include "ui/systems.h"
#include "ui/work/jsonw.h"
#include "ui/work/report_text.h"

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

const char *report_thousands(size_t n, char *buf, size_t len)
{
    char digits[32];
    int k = snprintf(digits, sizeof digits, "%zu", n), o = 0;
    for (int i = 0; i < k && (size_t)o + 2 < len; i++) {
        if (i && (k - i) % 3 == 0)
            buf[o++] = ',';
        buf[o++] = digits[i];
    }
    buf[o] = '\0';
    return buf;
}

/* The suppression that marks d, or NULL. */
static const struct suppression *mark_of(const struct diag *d, const struct report_counts *c)
{
    return d->mark && c && c->supps ? &c->supps[d->mark - 1] : NULL;
}

void report_text_finding(FILE *out, const struct diag *d, unsigned flags, const struct report_counts *c)
{
    const struct suppression *ran_out = mark_of(d, c);
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
    if (ran_out)
        fprintf(out, "    note: suppression %lld ran out on %s (%s)\n", (long long)ran_out->id, ran_out->until,
                ran_out->reason);
    if (flags & REPORT_EXPLAIN) {
        if (d->file && d->path)
            text_wrapped(out, d->path);
        if (d->explain)
            text_wrapped(out, d->explain);
        if (d->source)
            fprintf(out, "    Source: %s\n", d->source);
    }
}

/* The level that shows the findings of rule id again for a run: its most severe one. */
static const char *level_shown(const char *id)
{
    const struct rule *r = rules_lookup(id, NULL);
    for (int s = SEV_ERROR; r && s <= SEV_INFO; s++)
        if (r->sevs & RULE_SEV(s))
            return severity_name((enum severity)s);
    return "warning";
}

/* What the levels, suppressions and baseline took out, a line each. */
static void text_filtered(FILE *out, const struct report_counts *c)
{
    const struct filter_result *f = c->filtered;
    char num[40];
    for (size_t i = 0; f && i < f->noff; i++)
        fprintf(out, "%s off: %s finding%s not shown (--rule %s=%s shows them)\n", f->off[i].rule,
                report_thousands(f->off[i].n, num, sizeof num), f->off[i].n == 1 ? "" : "s", f->off[i].rule,
                level_shown(f->off[i].rule));
    if (f && f->nsuppressed)
        fprintf(out, "%s suppressed: not shown (wlmcon suppress --list)\n", report_thousands(f->nsuppressed, num, sizeof num));
    if (c->baseline)
        fprintf(out, "%s in baseline %s: not shown; %zu of its entries no longer found\n",
                report_thousands(f ? f->baselined : 0, num, sizeof num), c->baseline, f ? f->baseline_gone : 0);
}

void report_text_footer(FILE *out, const struct diag_list *l, const struct report_counts *c, const char *unshown)
{
    size_t e = c->n[SEV_ERROR], w = c->n[SEV_WARNING], inf = c->n[SEV_INFO];
    fprintf(out, "%zu error%s, %zu warning%s, %zu info\n", e, e == 1 ? "" : "s", w, w == 1 ? "" : "s",
            inf);
    if (unshown)
        fprintf(out, "%s\n", unshown);
    if (c->hidden)
        fprintf(out, "%zu not shown: less severe than %s (--severity)\n", c->hidden, severity_name(c->min));
    if (l->dropped)
        fprintf(out, "%zu more not shown\n", l->dropped);
    text_filtered(out, c);
}

void report_text_full(FILE *out, unsigned flags, const struct report_summary *sums, size_t nsums,
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
        report_text_finding(out, &l->v[i], flags, c);
    report_text_footer(out, l, c, NULL);
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

/* ",\n "suppression": {…}" of the suppression s that hides d or ran out. */
static void json_suppression(FILE *out, const struct suppression *s, bool ran_out)
{
    fprintf(out, ",\n     \"suppression\": {\"id\": %lld, \"reason\": ", (long long)s->id);
    jsonw_str(out, s->reason);
    fputs(", \"user\": ", out);
    jsonw_str(out, s->who);
    fputs(", \"time\": ", out);
    jsonw_str(out, s->at);
    fputs(", \"until\": ", out);
    jsonw_str(out, s->until[0] ? s->until : NULL);
    fprintf(out, ", \"ran_out\": %s}", ran_out ? "true" : "false");
}

static void json_finding(FILE *out, const struct diag *d, const struct suppression *mark, bool ran_out)
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
    if (mark)
        json_suppression(out, mark, ran_out);
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
        json_finding(out, &l->v[i], mark_of(&l->v[i], c), true);
    }
    fputs(l->n ? "\n  ],\n" : "],\n", out);
    const struct filter_result *f = c->filtered;
    if (f && f->nsuppressed) {
        fputs("  \"suppressed\": [", out);
        for (size_t i = 0; i < f->nsuppressed; i++) {
            fputs(i ? ",\n" : "\n", out);
            json_finding(out, &f->suppressed[i], mark_of(&f->suppressed[i], c), false);
        }
        fputs("\n  ],\n", out);
    }
    fprintf(out, "  \"counts\": {\"errors\": %zu, \"warnings\": %zu, \"info\": %zu, \"not_shown\": %zu",
            c->n[SEV_ERROR], c->n[SEV_WARNING], c->n[SEV_INFO], c->hidden);
    if (f && (f->noff || f->nsuppressed || c->baseline)) {
        fputs(",\n             \"off\": {", out);
        for (size_t i = 0; i < f->noff; i++) {
            fputs(i ? ", " : "", out);
            jsonw_str(out, f->off[i].rule);
            fprintf(out, ": %zu", f->off[i].n);
        }
        fprintf(out, "}, \"suppressed\": %zu, \"baseline\": %zu, \"baseline_gone\": %zu", f->nsuppressed,
                f->baselined, f->baseline_gone);
    }
    fputs("}\n}\n", out);
}

int report_write_counts(FILE *out, enum report_format fmt, unsigned flags, const struct report_summary *sums,
                        size_t nsums, const struct diag_list *findings, const struct report_counts *c)
{
    struct report_counts own = {{diag_count(findings, SEV_ERROR), diag_count(findings, SEV_WARNING),
                                 diag_count(findings, SEV_INFO)}, 0, SEV_INFO, NULL, NULL, NULL};
    if (!c)
        c = &own;
    if (fmt == REPORT_JSON)
        json_report(out, sums, nsums, findings, c);
    else
        report_text_full(out, flags, sums, nsums, findings, c);
    return fflush(out) == 0 && !ferror(out) ? 0 : -1;
}

int report_write(FILE *out, enum report_format fmt, unsigned flags, const struct report_summary *sums,
                 size_t nsums, const struct diag_list *findings)
{
    return report_write_counts(out, fmt, flags, sums, nsums, findings, NULL);
}

static int cmp_line(const void *a, const void *b)
{
    const struct report_rule_line *x = a, *y = b;
    return x->sev != y->sev ? (int)x->sev - (int)y->sev : strcmp(x->id, y->id);
}

int report_rule_lines(const struct diag_list *l, struct report_rule_line **out, size_t *nout)
{
    struct report_rule_line *v = NULL;
    size_t n = 0, cap = 0;
    for (size_t i = 0; i < l->n; i++) {
        size_t k = n;
        while (k > 0 && (v[k - 1].sev != l->v[i].sev || strcmp(v[k - 1].id, l->v[i].id) != 0))
            k--;
        if (k == 0) {
            if (heap_reserve(&v, &cap, n + 1, sizeof *v) < 0) {
                free(v);
                return -1;
            }
            v[n++] = (struct report_rule_line){l->v[i].id, l->v[i].sev, 0};
            k = n;
        }
        v[k - 1].n++;
    }
    if (n)
        qsort(v, n, sizeof *v, cmp_line);
    *out = v;
    *nout = n;
    return 0;
}

void report_rule_line_write(FILE *out, const struct report_rule_line *r)
{
    const struct rule *def = rules_lookup(r->id, NULL);
    char num[40];
    fprintf(out, "%-7s %-8s %7s  %s\n", r->id, severity_name(r->sev), report_thousands(r->n, num, sizeof num),
            def ? def->message : "");
}

int report_write_rules(FILE *out, const struct diag_list *l, const struct report_counts *c)
{
    struct report_rule_line *v;
    size_t n;
    if (report_rule_lines(l, &v, &n) != 0)
        return -1;
    for (size_t k = 0; k < n; k++)
        report_rule_line_write(out, &v[k]);
    free(v);
    report_text_footer(out, l, c, NULL);
    return fflush(out) == 0 && !ferror(out) ? 0 : -1;
}
