/* ui/work/report.h — the validation report: the systems' summaries and the findings, as text or
 * JSON (DESIGN.md "Validation"; issue 4 items 4 and 5). It writes to a stream the caller gives;
 * choosing the stream, the format and the exit status is the command line's business.
 *
 * Text: the summaries first, each as its system writes it (ui/systems.h: MQ's is one block per
 * cluster), and a blank line; then one line per finding in the order of the list — `FILE:LINE:COL: severity: message [ID]` when the position is known, else
 * `PATH: severity: message [ID]` (`PATH (changed in the console by root 2026-12-01 18:07, batch
 * 12): …` when the value concerned was changed in the console) — then a line of counts. A report
 * larger than a screen is written as report_write_screen says (the command line's default).
 * JSON: one object {"summary": {...}, "findings": [...]}: the summary's members are those each
 * system writes (MQ: "clusters": [...]), null when none was built; each finding has the fields
 * id, severity, path, attribute, file, line, column, message, explanation and source (null when
 * unknown), and for a value changed in the console "console": {"user", "time" (ISO 8601),
 * "batch" (the journal batch), "saved"} instead of a file. Strings are escaped as RFC 8259 requires; bytes that are not valid UTF-8 are written
 * as \u00XX. */
#ifndef WLMCON_UI_REPORT_H
#define WLMCON_UI_REPORT_H

#include <stdio.h>

#include "model/model.h"

enum report_format { REPORT_TEXT, REPORT_JSON };

enum report_flag {
    REPORT_EXPLAIN = 1u << 0   /* text: each finding's explanation and source under it */
};

/* A system's summary (system_def.summary_build), written by that system's writers (ui/systems.h). */
struct report_summary {
    const struct system_def *sys;
    const void *data;
};

/* The counts a report ends with: every finding by severity (enum severity), those not shown
 * included, and how many of them are not shown because they are less severe than min. */
struct report_counts {
    size_t n[3];
    size_t hidden;
    enum severity min;
    /* what the rule levels, suppressions and baseline took out (model/rulecfg.h), or NULL:
       text: a line per rule set off (`MQ014 off: 7,480 findings not shown`), the suppressed
       and baselined counts, and under a finding whose suppression ran out a note saying so;
       JSON: a finding's "suppression" {"id", "reason", "user", "time", "until", "ran_out"},
       "suppressed": [the findings hidden, each with its "suppression"], and in "counts" the
       members "off" {rule: count}, "suppressed", "baseline" and "baseline_gone" */
    const struct filter_result *filtered;
    const struct suppression *supps;  /* what the findings' marks index */
    const char *baseline;             /* the baseline file read, or NULL */
};

/* Writes the report of the nsums summaries sums (in that order; none: no summary, JSON then has
 * "summary": null) and of the findings (in the list's order: sort it first with diag_sort if
 * wanted) to out, ending with the counts c (NULL: those of the findings, none hidden) — text: a
 * line of counts and, when some are hidden, a line saying how many are not shown; JSON: a member
 * "counts" {"errors", "warnings", "info", "not_shown"} after "findings". flags: enum report_flag.
 * Returns 0, or -1 when writing failed (ferror(out) is then set). */
int report_write(FILE *out, enum report_format fmt, unsigned flags, const struct report_summary *sums,
                 size_t nsums, const struct diag_list *findings);
/* Formats finding d as diag_format does, its file shown as env_path_shown shows a stored path
 * (relative to the current directory when it lies below it). Returns the length snprintf would
 * have written. */
int report_format_finding(const struct diag *d, char *buf, size_t n);

/* report_write with the counts c the report ends with (NULL: those of the findings, none hidden),
 * and what the levels, suppressions and baseline took out (struct report_counts). */
int report_write_counts(FILE *out, enum report_format fmt, unsigned flags, const struct report_summary *sums,
                        size_t nsums, const struct diag_list *findings, const struct report_counts *c);

/* What one screen of the text report holds (`wlmcon validate` without --all): lines, the lines
 * the report may take (0: no bound); cols, the width of the terminal it goes to, over which a
 * line wraps and takes more than one (a character a column, a control byte the four of its
 * `\xNN`); 0: every line counts once (a file, a pipe). */
struct report_screen {
    size_t lines;
    size_t cols;
};

/* Writes the text report of report_write_counts within screen s: the whole report when it fits
 * (or s is NULL or s->lines 0). Else, in this order: each system's summary in the Validate
 * panel's few lines (ui/systems.h summary_head: `Cluster    BENCH: full QM00001, …`) and a blank
 * line; the findings by rule (report_write_rules's lines: id, severity, count, statement) and a
 * blank line; as many findings as fit, the most severe first (errors, then warnings, then
 * information, each in the list's order); the footer of the whole report with, after the line of
 * counts, the line `5,873 of 5,881 findings not shown to fit 23 lines (--all shows every one and
 * the whole summary)` — or, when every finding is shown, `the summary is abridged to fit 23 lines
 * (--all shows it whole)`. The footer is written whole, even when it alone is longer than
 * s->lines; the findings by rule come first, the summaries only when they take at most a third
 * of the room the footer and the findings by rule leave (all of it when there is no finding). c as for report_write_counts. Returns 0, or -1
 * when writing failed or memory ran out. */
int report_write_screen(FILE *out, unsigned flags, const struct report_summary *sums, size_t nsums,
                        const struct diag_list *findings, const struct report_counts *c,
                        const struct report_screen *s);

/* The findings by rule (`wlmcon validate --summary`): one line per rule and severity that has
 * findings in l — id, severity, count, the rule's one-line statement — errors first, then
 * warnings, then information, each by rule id; then the line of counts c and what the levels,
 * suppressions and baseline took out, as the text report ends. 0, or -1 when writing failed. */
int report_write_rules(FILE *out, const struct diag_list *l, const struct report_counts *c);

#endif
