/* ui/work/report_text.h — the pieces of the text report (report.h) that the whole report
 * (report.c) and the report of one screen (report_screen.c) both write. Used by those two files
 * only. */
#ifndef WLMCON_UI_REPORT_TEXT_H
#define WLMCON_UI_REPORT_TEXT_H

#include <stdio.h>

#include "ui/work/report.h"

/* n with a comma between thousands ("7,480") into buf of size len (at least 2); returns buf. */
const char *report_thousands(size_t n, char *buf, size_t len);

/* Writes finding d as its line of the text report (report.h), then the note of a suppression of
 * c that ran out and, with REPORT_EXPLAIN in flags, its object path, explanation and source,
 * indented. c may be NULL. */
void report_text_finding(FILE *out, const struct diag *d, unsigned flags, const struct report_counts *c);

/* Writes the lines the text report ends with: the counts c by severity; the line unshown
 * (without its line break; NULL: none); how many are less severe than c->min, and how many the
 * list l dropped; a line per rule set off with the level that shows it again (`MQ014 off: 7,480
 * findings not shown (--rule MQ014=warning shows them)`), the suppressed and the baselined. */
void report_text_footer(FILE *out, const struct diag_list *l, const struct report_counts *c, const char *unshown);

/* Writes the whole text report: every system's summary (ui/systems.h summary_text), a blank
 * line, every finding of l in its order, the footer. */
void report_text_full(FILE *out, unsigned flags, const struct report_summary *sums, size_t nsums,
                      const struct diag_list *l, const struct report_counts *c);

/* A line of the findings by rule: a rule, a severity and how many findings of l have both. id
 * points into the list's findings. */
struct report_rule_line {
    const char *id;
    enum severity sev;
    size_t n;
};

/* The lines by rule of the findings of l, errors first, then warnings, then information, each by
 * rule id, into *v (malloc'd; the caller frees it) and their number into *n. 0, or -1 when memory
 * runs out. */
int report_rule_lines(const struct diag_list *l, struct report_rule_line **v, size_t *n);

/* Writes r as `ID      severity   COUNT  the rule's one-line statement`. */
void report_rule_line_write(FILE *out, const struct report_rule_line *r);

#endif
