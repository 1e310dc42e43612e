/* ui/work/report_screen.c — the text report within one screen; see report.h (report_write_screen).
 *
 * Each part is written into memory first (open_memstream) and measured in lines of the screen
 * before anything reaches the output, so that the report never takes more than it may. */
#include "ui/work/report.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "ui/engine/table.h"
#include "ui/systems.h"
#include "ui/work/report_text.h"

/* A part of the report written into memory. */
struct part {
    char *buf;
    size_t len;
    FILE *f;
};

static FILE *part_open(struct part *p)
{
    p->buf = NULL;
    p->len = 0;
    return p->f = open_memstream(&p->buf, &p->len);
}

/* Ends writing p: 0, or -1 when it could not be written (memory). */
static int part_close(struct part *p)
{
    int bad = ferror(p->f);
    return fclose(p->f) != 0 || bad ? -1 : 0;
}

/* The lines of the screen the line of n bytes at s takes (without its line break): one per cols
 * columns, a character a column, a tab to the next multiple of 8, a control byte the four
 * columns of its `\xNN` (ui/engine/termsafe.h); 1 when cols is 0. */
static size_t line_rows(const char *s, size_t n, size_t cols)
{
    if (!cols)
        return 1;
    size_t w = 0;
    for (size_t i = 0; i < n; i++) {
        unsigned char b = (unsigned char)s[i];
        if (b == '\t')
            w = (w / 8 + 1) * 8;
        else if (b < 0x20 || b == 0x7f)
            w += 4;
        else if ((b & 0xc0) != 0x80)   /* not a continuation byte: a character starts */
            w++;
    }
    return w <= cols ? 1 : (w + cols - 1) / cols;
}

/* How many bytes of the whole leading lines of the len bytes at buf fit in *room lines of the
 * screen; *room loses the lines they take. */
static size_t fit(const char *buf, size_t len, size_t cols, size_t *room)
{
    size_t at = 0;
    while (at < len) {
        const char *nl = memchr(buf + at, '\n', len - at);
        size_t end = nl ? (size_t)(nl - buf) : len, r = line_rows(buf + at, end - at, cols);
        if (r > *room)
            break;
        *room -= r;
        at = nl ? end + 1 : len;
    }
    return at;
}

/* The lines of the screen all of buf takes. */
static size_t rows(const char *buf, size_t len, size_t cols)
{
    size_t room = (size_t)-1;
    fit(buf, len, cols, &room);
    return (size_t)-1 - room;
}

/* Each system's summary as the Validate panel's lines (summary_head): `Cluster    BENCH: …`. */
static void write_heads(FILE *out, const struct report_summary *sums, size_t nsums)
{
    struct table_head l[TABLE_HEAD_MAX];
    for (size_t i = 0; i < nsums; i++) {
        const struct ui_system *u = ui_system_of(sums[i].sys);
        int n = u && u->summary_head ? u->summary_head(sums[i].data, l, TABLE_HEAD_MAX) : 0;
        for (int k = 0; k < n; k++)
            fprintf(out, "%-10s %s\n", l[k].label, l[k].value);
    }
}

/* The findings' places in the order shown: errors, then warnings, then information, each in the
 * list's order. NULL when memory runs out. */
static size_t *severe_first(const struct diag_list *l)
{
    size_t *v = malloc((l->n ? l->n : 1) * sizeof *v), k = 0;
    for (int s = SEV_ERROR; v && s <= SEV_INFO; s++)
        for (size_t i = 0; i < l->n; i++)
            if (l->v[i].sev == (enum severity)s)
                v[k++] = i;
    return v;
}

/* The line of what did not fit in lines into buf: n findings of total not shown, or (n 0) the
 * summary abridged. */
static void unshown_line(char *buf, size_t len, size_t n, size_t total, size_t lines, bool sums)
{
    char a[40], b[40];
    if (n)
        snprintf(buf, len, "%s of %s finding%s not shown to fit %zu line%s (--all shows every one%s)",
                 report_thousands(n, a, sizeof a), report_thousands(total, b, sizeof b), total == 1 ? "" : "s",
                 lines, lines == 1 ? "" : "s", sums ? " and the whole summary" : "");
    else
        snprintf(buf, len, "the summary is abridged to fit %zu line%s (--all shows it whole)", lines,
                 lines == 1 ? "" : "s");
}

/* The findings of l in the order order, the most severe first, written into *found while they
 * fit in room lines: *shown receives how many, and the lines they take are returned. (size_t)-1
 * when memory runs out. */
static size_t findings_part(struct part *found, const struct diag_list *l, const size_t *order, unsigned flags,
                            const struct report_counts *c, size_t cols, size_t room, size_t *shown)
{
    size_t used = 0;
    *shown = 0;
    if (!part_open(found))
        return (size_t)-1;
    for (size_t i = 0; i < l->n && used < room; i++) {
        struct part one;
        if (!part_open(&one))
            break;
        report_text_finding(one.f, &l->v[order[i]], flags, c);
        if (part_close(&one) != 0) {
            free(one.buf);
            break;
        }
        size_t r = rows(one.buf, one.len, cols);
        if (used + r <= room) {
            fwrite(one.buf, 1, one.len, found->f);
            used += r;
            (*shown)++;
        }
        free(one.buf);
        if (used + r > room)
            break;
    }
    if (part_close(found) != 0) {
        free(found->buf);
        found->buf = NULL;
        return (size_t)-1;
    }
    return used;
}

/* The report of a screen that does not hold the whole report (report_write_screen). */
static int write_bounded(FILE *out, unsigned flags, const struct report_summary *sums, size_t nsums,
                         const struct diag_list *l, const struct report_counts *c, const struct report_screen *s)
{
    struct part foot, heads, table, found = {NULL, 0, NULL};
    char unshown[200];
    size_t *order = severe_first(l);
    struct report_rule_line *rl = NULL;
    size_t nrl = 0;
    int rc = -1;
    if (!order || report_rule_lines(l, &rl, &nrl) != 0) {
        free(order);
        return -1;
    }
    bool any_sum = false;
    for (size_t i = 0; i < nsums; i++) {
        const struct ui_system *u = ui_system_of(sums[i].sys);
        any_sum = any_sum || (u && u->summary_text);
    }
    /* the footer as long as it can be: every finding not shown */
    unshown_line(unshown, sizeof unshown, l->n, l->n, s->lines, any_sum);
    if (!part_open(&foot)) {
        free(order);
        free(rl);
        return -1;
    }
    report_text_footer(foot.f, l, c, l->n || any_sum ? unshown : NULL);
    if (part_close(&foot) != 0)
        goto out_foot;
    size_t f_rows = rows(foot.buf, foot.len, s->cols);
    size_t room = s->lines > f_rows ? s->lines - f_rows : 0;

    /* the findings by rule first, as many lines as there is room for, and a blank line */
    if (!part_open(&table))
        goto out_foot;
    for (size_t k = 0; k < nrl; k++)
        report_rule_line_write(table.f, &rl[k]);
    if (part_close(&table) != 0)
        goto out_table;
    size_t t_len = fit(table.buf, table.len, s->cols, &room);
    if (t_len)
        room = room ? room - 1 : 0;

    /* the findings in what is left, unless the summaries take it: they may when they leave the
       findings all the lines those need, or two thirds of the room */
    if (!part_open(&heads))
        goto out_table;
    write_heads(heads.f, sums, nsums);
    if (part_close(&heads) != 0)
        goto out_heads;
    size_t shown, need = findings_part(&found, l, order, flags, c, s->cols, room, &shown);
    if (need == (size_t)-1)
        goto out_heads;
    size_t h_rows = heads.len ? rows(heads.buf, heads.len, s->cols) + 1 : 0;   /* and a blank line */
    size_t keep = need < room - room / 3 ? need : room - room / 3;
    bool with_heads = h_rows && h_rows + keep <= room;
    if (with_heads && need + h_rows > room) {   /* the findings give up the summaries' lines */
        free(found.buf);
        found.buf = NULL;
        if (findings_part(&found, l, order, flags, c, s->cols, room - h_rows, &shown) == (size_t)-1)
            goto out_heads;
    }

    if (with_heads) {
        fwrite(heads.buf, 1, heads.len, out);
        if (t_len || shown)
            fputc('\n', out);
    }
    fwrite(table.buf, 1, t_len, out);
    if (t_len && shown)
        fputc('\n', out);
    fwrite(found.buf, 1, found.len, out);
    unshown_line(unshown, sizeof unshown, l->n - shown, l->n, s->lines, any_sum);
    report_text_footer(out, l, c, l->n - shown || any_sum ? unshown : NULL);
    rc = fflush(out) == 0 && !ferror(out) ? 0 : -1;
    free(found.buf);
out_heads:
    free(heads.buf);
out_table:
    free(table.buf);
out_foot:
    free(foot.buf);
    free(order);
    free(rl);
    return rc;
}

int report_write_screen(FILE *out, unsigned flags, const struct report_summary *sums, size_t nsums,
                        const struct diag_list *l, const struct report_counts *c, const struct report_screen *s)
{
    if (!s || !s->lines)
        return report_write_counts(out, REPORT_TEXT, flags, sums, nsums, l, c);
    struct report_counts own = {{diag_count(l, SEV_ERROR), diag_count(l, SEV_WARNING), diag_count(l, SEV_INFO)},
                                0, SEV_INFO, NULL, NULL, NULL};
    if (!c)
        c = &own;
    /* the whole report when it fits: each finding takes a line at least */
    if (l->n < s->lines) {
        struct part whole;
        if (!part_open(&whole))
            return -1;
        report_text_full(whole.f, flags, sums, nsums, l, c);
        if (part_close(&whole) != 0) {
            free(whole.buf);
            return -1;
        }
        bool fits = rows(whole.buf, whole.len, s->cols) <= s->lines;
        if (fits)
            fwrite(whole.buf, 1, whole.len, out);
        free(whole.buf);
        if (fits)
            return fflush(out) == 0 && !ferror(out) ? 0 : -1;
    }
    return write_bounded(out, flags, sums, nsums, l, c, s);
}
