/* ui/work/report.c — the validation report as text or JSON; see report.h. */
#include "ui/work/report.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

/* ---- text ---------------------------------------------------------------------------------------- */

/* Width of the widest string among n items at base, each a struct of size elem with the string at
 * offset off. */
static int widest(const void *base, size_t n, size_t elem, size_t off)
{
    size_t w = 0;
    for (size_t i = 0; i < n; i++) {
        const char *s = *(const char *const *)((const char *)base + i * elem + off);
        size_t l = strlen(s);
        w = l > w ? l : w;
    }
    return (int)w;
}

static void text_names(FILE *out, const char *label, const char *const *names, size_t n)
{
    fprintf(out, "  %-22s", label);
    if (!n)
        fputs("none", out);
    for (size_t i = 0; i < n; i++)
        fprintf(out, "%s%s", i ? ", " : "", names[i]);
    fputc('\n', out);
}

static void text_members(FILE *out, const struct mq_sum_cluster *c)
{
    int wq = widest(c->members, c->nmembers, sizeof *c->members, offsetof(struct mq_sum_member, qmgr));
    int wc = 0;
    for (size_t i = 0; i < c->nmembers; i++) {
        const struct mq_sum_member *m = &c->members[i];
        int w = widest(m->rcvrs, m->nrcvrs, sizeof *m->rcvrs, offsetof(struct mq_sum_rcvr, channel));
        wc = w > wc ? w : wc;
    }
    fputs("  Queue managers:\n", out);
    for (size_t i = 0; i < c->nmembers; i++) {
        const struct mq_sum_member *m = &c->members[i];
        if (!m->nrcvrs)
            fprintf(out, "    %-*s  %-7s  no CLUSRCVR\n", wq, m->qmgr, m->full ? "full" : "partial");
        for (size_t j = 0; j < m->nrcvrs; j++) {
            const struct mq_sum_rcvr *r = &m->rcvrs[j];
            fprintf(out, "    %-*s  %-7s  CLUSRCVR %-*s  CONNAME(%s) CLWLWGHT(%s) CLWLPRTY(%s) CLWLRANK(%s)\n",
                    wq, j ? "" : m->qmgr, j ? "" : m->full ? "full" : "partial", wc, r->channel,
                    r->conname, r->clwlwght, r->clwlprty, r->clwlrank);
        }
    }
}

static void text_queues(FILE *out, const struct mq_sum_cluster *c)
{
    if (!c->nqueues) {
        fputs("  Cluster queues:       none\n", out);
        return;
    }
    int wn = widest(c->queues, c->nqueues, sizeof *c->queues, offsetof(struct mq_sum_queue, name));
    int wq = 0;
    for (size_t i = 0; i < c->nqueues; i++) {
        const struct mq_sum_queue *q = &c->queues[i];
        int w = widest(q->inst, q->ninst, sizeof *q->inst, offsetof(struct mq_sum_instance, qmgr));
        wq = w > wq ? w : wq;
    }
    fputs("  Cluster queues:\n", out);
    for (size_t i = 0; i < c->nqueues; i++) {
        const struct mq_sum_queue *q = &c->queues[i];
        for (size_t j = 0; j < q->ninst; j++) {
            const struct mq_sum_instance *in = &q->inst[j];
            fprintf(out, "    %-*s  %-*s  %-7s  DEFBIND(%s) PUT(%s)\n", wn, j ? "" : q->name, wq,
                    in->qmgr, in->type, in->defbind, in->put);
        }
    }
}

static void text_cluster(FILE *out, const struct mq_sum_cluster *c)
{
    if (c->is_template) {
        fprintf(out, "Cluster %s (a template: not validated)\n", c->name);
        return;
    }
    fprintf(out, "Cluster %s\n", c->name);
    text_names(out, "Full repositories:", c->full, c->nfull);
    text_names(out, "Partial repositories:", c->partial, c->npartial);
    text_members(out, c);
    text_queues(out, c);
    for (size_t i = 0; i < c->nmissing; i++)
        fprintf(out, "  Not imported: the queue manager that CLUSSDR %s on %s leads to (CONNAME(%s))\n",
                c->missing[i].channel, c->missing[i].qmgr, c->missing[i].conname);
}

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
    int n = diag_format(d, buf, sizeof buf);
    if (n >= (int)sizeof buf && (line = malloc((size_t)n + 1)) != NULL)
        diag_format(d, line, (size_t)n + 1);
    if (!line) {
        fprintf(out, "%s: %s [%s]\n", severity_name(d->sev), d->msg, d->id);
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

static void text_report(FILE *out, unsigned flags, const struct mq_summary *sum,
                        const struct diag_list *l)
{
    if (sum) {
        if (!sum->n)
            fputs("No clusters.\n", out);
        for (size_t i = 0; i < sum->n; i++)
            text_cluster(out, &sum->v[i]);
        fputc('\n', out);
    }
    for (size_t i = 0; i < l->n; i++)
        text_finding(out, &l->v[i], flags);
    size_t e = diag_count(l, SEV_ERROR), w = diag_count(l, SEV_WARNING), inf = diag_count(l, SEV_INFO);
    fprintf(out, "%zu error%s, %zu warning%s, %zu info\n", e, e == 1 ? "" : "s", w, w == 1 ? "" : "s",
            inf);
    if (l->dropped)
        fprintf(out, "%zu more not shown\n", l->dropped);
}

/* ---- JSON ---------------------------------------------------------------------------------------- */

/* Length of the valid UTF-8 sequence at s (1 to 4), or 0 when the byte there does not start one. */
static size_t utf8_len(const unsigned char *s)
{
    if (s[0] < 0x80)
        return 1;
    size_t n = s[0] >= 0xc2 && s[0] <= 0xdf ? 2 : s[0] >= 0xe0 && s[0] <= 0xef ? 3
             : s[0] >= 0xf0 && s[0] <= 0xf4 ? 4 : 0;
    for (size_t i = 1; i < n; i++)
        if ((s[i] & 0xc0) != 0x80)
            return 0;
    if ((s[0] == 0xe0 && s[1] < 0xa0) || (s[0] == 0xed && s[1] > 0x9f) ||
        (s[0] == 0xf0 && s[1] < 0x90) || (s[0] == 0xf4 && s[1] > 0x8f))
        return 0; /* overlong, surrogate or beyond U+10FFFF */
    return n;
}

static void json_str(FILE *out, const char *s)
{
    if (!s) {
        fputs("null", out);
        return;
    }
    fputc('"', out);
    for (const unsigned char *p = (const unsigned char *)s; *p;) {
        /* a run of printable ASCII in one write: a call per byte was a quarter of a validation */
        const unsigned char *run = p;
        while (*p >= 0x20 && *p < 0x80 && *p != '"' && *p != '\\')
            p++;
        if (p > run)
            fwrite(run, 1, (size_t)(p - run), out);
        if (!*p)
            break;
        size_t n = utf8_len(p);
        if (*p == '"' || *p == '\\')
            fprintf(out, "\\%c", *p);
        else if (*p == '\n')
            fputs("\\n", out);
        else if (*p == '\t')
            fputs("\\t", out);
        else if (*p == '\r')
            fputs("\\r", out);
        else if (*p < 0x20 || n == 0)
            fprintf(out, "\\u%04x", *p);
        else
            fwrite(p, 1, n, out);
        p += n ? n : 1;
    }
    fputc('"', out);
}

/* A value written as a JSON number when it is a plain decimal integer, else as a string. */
static void json_num(FILE *out, const char *s)
{
    size_t n = s ? strspn(s, "0123456789") : 0;
    if (n && !s[n] && (n == 1 || s[0] != '0'))
        fputs(s, out);
    else
        json_str(out, s);
}

static void json_names(FILE *out, const char *const *names, size_t n)
{
    fputc('[', out);
    for (size_t i = 0; i < n; i++) {
        fputs(i ? ", " : "", out);
        json_str(out, names[i]);
    }
    fputc(']', out);
}

/* A field of a one-line JSON object: a number when num and the value is a plain decimal integer
 * (json_num), else a string. */
struct json_field {
    const char *name;
    const char *value;
    bool num;
};

/* Writes sep (", " between the elements of an array, else "") and {"name": value, …} of the n
 * fields. */
static void json_flat(FILE *out, const char *sep, const struct json_field *f, size_t n)
{
    fprintf(out, "%s{", sep);
    for (size_t i = 0; i < n; i++) {
        fprintf(out, "%s\"%s\": ", i ? ", " : "", f[i].name);
        (f[i].num ? json_num : json_str)(out, f[i].value);
    }
    fputc('}', out);
}

static void json_member(FILE *out, const struct mq_sum_member *m)
{
    fputs("{\"name\": ", out);
    json_str(out, m->qmgr);
    fprintf(out, ", \"repository\": \"%s\", \"host\": ", m->full ? "full" : "partial");
    json_str(out, m->host);
    fputs(", \"clusrcvrs\": [", out);
    for (size_t j = 0; j < m->nrcvrs; j++) {
        const struct mq_sum_rcvr *r = &m->rcvrs[j];
        const struct json_field f[] = {
            {"channel", r->channel, false},  {"conname", r->conname, false},
            {"clwlwght", r->clwlwght, true}, {"clwlprty", r->clwlprty, true},
            {"clwlrank", r->clwlrank, true},
        };
        json_flat(out, j ? ", " : "", f, sizeof f / sizeof f[0]);
    }
    fputs("]}", out);
}

static void json_queue(FILE *out, const struct mq_sum_queue *q)
{
    fputs("{\"name\": ", out);
    json_str(out, q->name);
    fputs(", \"instances\": [", out);
    for (size_t j = 0; j < q->ninst; j++) {
        const struct mq_sum_instance *in = &q->inst[j];
        const struct json_field f[] = {
            {"qmgr", in->qmgr, false}, {"type", in->type, false},
            {"defbind", in->defbind, false}, {"put", in->put, false},
        };
        json_flat(out, j ? ", " : "", f, sizeof f / sizeof f[0]);
    }
    fputs("]}", out);
}

static void json_cluster(FILE *out, const struct mq_sum_cluster *c)
{
    fputs("      {\n        \"name\": ", out);
    json_str(out, c->name);
    fprintf(out, ",\n        \"template\": %s,\n        \"partial\": %s,\n        \"full_repositories\": ",
            c->is_template ? "true" : "false", c->nmissing ? "true" : "false");
    json_names(out, c->full, c->nfull);
    fputs(",\n        \"partial_repositories\": ", out);
    json_names(out, c->partial, c->npartial);
    fputs(",\n        \"queue_managers\": [", out);
    for (size_t i = 0; i < c->nmembers; i++) {
        fputs(i ? ",\n          " : "\n          ", out);
        json_member(out, &c->members[i]);
    }
    fputs(c->nmembers ? "\n        ],\n        \"queues\": [" : "],\n        \"queues\": [", out);
    for (size_t i = 0; i < c->nqueues; i++) {
        fputs(i ? ",\n          " : "\n          ", out);
        json_queue(out, &c->queues[i]);
    }
    fputs(c->nqueues ? "\n        ],\n        \"not_imported\": [" : "],\n        \"not_imported\": [", out);
    for (size_t i = 0; i < c->nmissing; i++) {
        const struct mq_sum_missing *x = &c->missing[i];
        const struct json_field f[] = {
            {"channel", x->channel, false}, {"qmgr", x->qmgr, false}, {"conname", x->conname, false},
        };
        json_flat(out, i ? ", " : "", f, sizeof f / sizeof f[0]);
    }
    fputs("]\n      }", out);
}

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
    json_str(out, d->id);
    fprintf(out, ", \"severity\": \"%s\", \"path\": ", severity_name(d->sev));
    json_str(out, d->path);
    fputs(", \"attribute\": ", out);
    json_str(out, d->attr);
    fputs(", \"file\": ", out);
    json_str(out, d->file);
    fputs(", \"line\": ", out);
    json_pos(out, d->line);
    fputs(", \"column\": ", out);
    json_pos(out, d->line ? (d->col ? d->col : 1) : 0);
    fputs(",\n     \"message\": ", out);
    json_str(out, d->msg);
    fputs(",\n     \"explanation\": ", out);
    json_str(out, d->explain);
    fputs(",\n     \"source\": ", out);
    json_str(out, d->source);
    fputc('}', out);
}

static void json_report(FILE *out, const struct mq_summary *sum, const struct diag_list *l)
{
    fputs("{\n  \"summary\": ", out);
    if (sum) {
        fputs("{\n    \"clusters\": [", out);
        for (size_t i = 0; i < sum->n; i++) {
            fputs(i ? ",\n" : "\n", out);
            json_cluster(out, &sum->v[i]);
        }
        fputs(sum->n ? "\n    ]\n  }" : "]\n  }", out);
    } else {
        fputs("null", out);
    }
    fputs(",\n  \"findings\": [", out);
    for (size_t i = 0; i < l->n; i++) {
        fputs(i ? ",\n" : "\n", out);
        json_finding(out, &l->v[i]);
    }
    fputs(l->n ? "\n  ]\n}\n" : "]\n}\n", out);
}

int report_write(FILE *out, enum report_format fmt, unsigned flags, const struct mq_summary *sum,
                 const struct diag_list *findings)
{
    if (fmt == REPORT_JSON)
        json_report(out, sum, findings);
    else
        text_report(out, flags, sum, findings);
    return fflush(out) == 0 && !ferror(out) ? 0 : -1;
}
