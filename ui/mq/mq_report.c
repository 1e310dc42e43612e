/* ui/mq/mq_report.c — the cluster summary (model/mq/mq_summary.h) as the validation report writes it
 * (text and JSON) and as the Validate panel shows it; MQ's summary writers of ui/systems.h. */
#include "ui/mq/mq_ui.h"

#include <stdarg.h>
#include <stddef.h>
#include <string.h>

#include "ui/engine/table.h"
#include "ui/work/jsonw.h"
#include "model/mq/mq_model.h"

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

enum { NAMES_WIDTH = 78, NAMES_INDENT = 24, NAMES_SHOWN = 20 };

/* The label and the names, comma-separated, wrapped before column NAMES_WIDTH under the first
 * name; beyond NAMES_SHOWN names, their count ("… and 978 more"). */
static void text_names(FILE *out, const char *label, const char *const *names, size_t n)
{
    int col = fprintf(out, "  %-22s", label);
    if (!n)
        fputs("none", out);
    for (size_t i = 0; i < n && i < NAMES_SHOWN; i++) {
        int w = (int)strlen(names[i]) + (i + 1 < n ? 1 : 0);
        if (i && col + 1 + w > NAMES_WIDTH)
            col = fprintf(out, "\n%*s", NAMES_INDENT, "") - 1;
        else if (i)
            col += fprintf(out, " ");
        col += fprintf(out, "%s%s", names[i], i + 1 < n ? "," : "");
    }
    if (n > NAMES_SHOWN && col + 20 > NAMES_WIDTH)
        fprintf(out, "\n%*s", NAMES_INDENT, "");
    else if (n > NAMES_SHOWN)
        fputc(' ', out);
    if (n > NAMES_SHOWN)
        fprintf(out, "\xe2\x80\xa6 and %zu more", n - NAMES_SHOWN);   /* U+2026 */
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

/* A line of the summary put together in memory and written with one call (a longer one in
 * pieces of the buffer's size). */
struct text_line {
    FILE *out;
    size_t len;
    char buf[256];
};

/* Puts the n bytes at s, or n blanks when s is NULL. */
static void line_putn(struct text_line *l, const char *s, size_t n)
{
    while (n) {
        if (l->len == sizeof l->buf) {
            fwrite(l->buf, 1, l->len, l->out);
            l->len = 0;
        }
        size_t room = sizeof l->buf - l->len, k = n < room ? n : room;
        if (s) {
            memcpy(l->buf + l->len, s, k);
            s += k;
        } else {
            memset(l->buf + l->len, ' ', k);
        }
        l->len += k;
        n -= k;
    }
}

static void line_put(struct text_line *l, const char *s)
{
    line_putn(l, s, strlen(s));
}

/* Puts s left-aligned in a field of width bytes, blanks after it, as printf's %-*s does. */
static void line_cell(struct text_line *l, const char *s, int width)
{
    size_t n = strlen(s);
    line_putn(l, s, n);
    if ((int)n < width)
        line_putn(l, NULL, (size_t)width - n);
}

/* Writes what the line holds. */
static void line_end(struct text_line *l)
{
    fwrite(l->buf, 1, l->len, l->out);
    l->len = 0;
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
            /* "    %-*s  %-*s  %-7s  DEFBIND(%s) PUT(%s)\n", without printf: one line an instance */
            struct text_line l;
            l.out = out;
            l.len = 0;
            line_put(&l, "    ");
            line_cell(&l, j ? "" : q->name, wn);
            line_put(&l, "  ");
            line_cell(&l, in->qmgr, wq);
            line_put(&l, "  ");
            line_cell(&l, in->type, 7);
            line_put(&l, "  DEFBIND(");
            line_put(&l, in->defbind);
            line_put(&l, ") PUT(");
            line_put(&l, in->put);
            line_put(&l, ")\n");
            line_end(&l);
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

void mq_summary_text(FILE *out, const void *summary)
{
    const struct mq_summary *sum = summary;
    if (!sum->n)
        fputs("No clusters.\n", out);
    for (size_t i = 0; i < sum->n; i++)
        text_cluster(out, &sum->v[i]);
}

/* ---- JSON ---------------------------------------------------------------------------------------- */

static void json_member(FILE *out, const struct mq_sum_member *m)
{
    fputs("{\"name\": ", out);
    jsonw_str(out, m->qmgr);
    fprintf(out, ", \"repository\": \"%s\", \"host\": ", m->full ? "full" : "partial");
    jsonw_str(out, m->host);
    fputs(", \"clusrcvrs\": [", out);
    for (size_t j = 0; j < m->nrcvrs; j++) {
        const struct mq_sum_rcvr *r = &m->rcvrs[j];
        const struct jsonw_field f[] = {
            {"channel", r->channel, false},  {"conname", r->conname, false},
            {"clwlwght", r->clwlwght, true}, {"clwlprty", r->clwlprty, true},
            {"clwlrank", r->clwlrank, true},
        };
        jsonw_flat(out, j ? ", " : "", f, sizeof f / sizeof f[0]);
    }
    fputs("]}", out);
}

static void json_queue(FILE *out, const struct mq_sum_queue *q)
{
    fputs("{\"name\": ", out);
    jsonw_str(out, q->name);
    fputs(", \"instances\": [", out);
    for (size_t j = 0; j < q->ninst; j++) {
        const struct mq_sum_instance *in = &q->inst[j];
        const struct jsonw_field f[] = {
            {"qmgr", in->qmgr, false}, {"type", in->type, false},
            {"defbind", in->defbind, false}, {"put", in->put, false},
        };
        jsonw_flat(out, j ? ", " : "", f, sizeof f / sizeof f[0]);
    }
    fputs("]}", out);
}

static void json_cluster(FILE *out, const struct mq_sum_cluster *c)
{
    fputs("      {\n        \"name\": ", out);
    jsonw_str(out, c->name);
    fprintf(out, ",\n        \"template\": %s,\n        \"partial\": %s,\n        \"full_repositories\": ",
            c->is_template ? "true" : "false", c->nmissing ? "true" : "false");
    jsonw_names(out, c->full, c->nfull);
    fputs(",\n        \"partial_repositories\": ", out);
    jsonw_names(out, c->partial, c->npartial);
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
        const struct jsonw_field f[] = {
            {"channel", x->channel, false}, {"qmgr", x->qmgr, false}, {"conname", x->conname, false},
        };
        jsonw_flat(out, i ? ", " : "", f, sizeof f / sizeof f[0]);
    }
    fputs("]\n      }", out);
}

void mq_summary_json(FILE *out, const void *summary)
{
    const struct mq_summary *sum = summary;
    fputs("\"clusters\": [", out);
    for (size_t i = 0; i < sum->n; i++) {
        fputs(i ? ",\n" : "\n", out);
        json_cluster(out, &sum->v[i]);
    }
    fputs(sum->n ? "\n    ]" : "]", out);
}

/* ---- the Validate panel -------------------------------------------------------------------------- */

enum { LINE_NAMES = 48 };   /* bytes of the names a list of cluster_line shows before "… and N more" */

/* Appends what the format makes at out + *at (size len), *at kept within the buffer. */
static void line_add(char *out, size_t len, size_t *at, const char *fmt, ...)
{
    if (*at + 1 >= len)
        return;
    va_list ap;
    va_start(ap, fmt);
    int w = vsnprintf(out + *at, len - *at, fmt, ap);
    va_end(ap);
    *at += w < 0 ? 0 : (size_t)w < len - *at ? (size_t)w : len - 1 - *at;
}

/* " QM6, QM7" of the n names, or " none"; those past LINE_NAMES bytes as "… and 496 more". */
static void line_names(char *out, size_t len, size_t *at, const char *const *names, size_t n)
{
    size_t from = *at, i = 0;
    for (; i < n && (i == 0 || *at - from < LINE_NAMES); i++)
        line_add(out, len, at, "%s%s", i ? ", " : " ", names[i]);
    if (i < n)
        line_add(out, len, at, " \xe2\x80\xa6 and %zu more", n - i);   /* U+2026 */
    if (!n)
        line_add(out, len, at, " none");
}

/* "CLS2: full QM4, QM5; partial QM6, QM7; 2 cluster queues" (a long list of names cut short:
 * "partial QM00003, QM00004, … and 496 more"). */
static void cluster_line(const struct mq_sum_cluster *cl, char *out, size_t len)
{
    size_t n = 0;
    out[0] = '\0';
    line_add(out, len, &n, "%s:", cl->name);
    if (cl->is_template) {
        line_add(out, len, &n, " a template, not validated");
        return;
    }
    line_add(out, len, &n, " full");
    line_names(out, len, &n, cl->full, cl->nfull);
    line_add(out, len, &n, "; partial");
    line_names(out, len, &n, cl->partial, cl->npartial);
    line_add(out, len, &n, "; %zu cluster queue%s", cl->nqueues, cl->nqueues == 1 ? "" : "s");
    if (cl->nmissing)
        line_add(out, len, &n, "; %zu not imported", cl->nmissing);
}

int mq_summary_head(const void *summary, struct table_head *l, int max)
{
    const struct mq_summary *sum = summary;
    int n = 0;
    if (n < max && !sum->n) {
        snprintf(l[n].label, sizeof l[n].label, "Clusters");
        snprintf(l[n++].value, sizeof l[0].value, "none");
    }
    for (size_t i = 0; i < sum->n && n < max; i++) {
        l[n].label[0] = '\0';
        if (n == max - 1 && i + 1 < sum->n) {
            snprintf(l[n++].value, sizeof l[0].value, "and %zu more clusters", sum->n - i);
            break;
        }
        snprintf(l[n].label, sizeof l[n].label, "Cluster");
        cluster_line(&sum->v[i], l[n++].value, sizeof l[0].value);
    }
    return n;
}
