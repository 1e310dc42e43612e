/* tests/fixture.h — in-memory MQ policies for the rule tests, written one object per line:
 *
 *   QM1 QMGR repos=CLS2 host=h1 clwluseq=LOCAL
 *   QM1 CLUSRCVR C_QM1 cluster=CLS2 conname='h1(1414)' clwlwght=60
 *   QM1 QLOCAL CQ1 cluster=CLS2 defbind=OPEN TARGTYPE=QUEUE
 *
 * A line names the queue manager, the kind id (QMGR for the queue manager itself, which takes no
 * object name) and the object name, then key=value pairs: lower-case keys are modelled attributes
 * (canonical keys), upper-case ones verbatim parameters (PARAM_OTHER). A value may be quoted
 * '...' ('' inside for a quote): '' is the empty value, ' ' a blank one. Queue managers are created
 * on first mention; a line naming an object that exists (same kind and name) changes it, like an
 * ALTER, unless the kind is written +KIND (a second object of that name). Blank lines and lines
 * starting with # are skipped.
 *
 * With file not NULL every object gets src {file, line of its text line, column 1} and every value
 * the position of its key on that line; with file NULL nothing has a position. This is test code,
 * not an MQSC reader. */
#ifndef WLMCON_TESTS_FIXTURE_H
#define WLMCON_TESTS_FIXTURE_H

#include <stdbool.h>
#include <stddef.h>

#include "model/model.h"

/* A small healthy cluster that raises no finding at all: CLS1 with full repositories QM1 and QM2
 * (on hosts h1, h2, linked both ways) and partial repository QM3 (host h3) whose one manual CLUSSDR
 * leads to QM1. CLUSRCVRs are TO.QMn with CONNAME hn(1414). No cluster queues. */
extern const char fx_base[];

/* A new policy holding fx_base and then text (may be NULL). */
void fx_base_with(struct policy *p, const char *text);

/* Adds the objects of text to p (initialised by the caller); fails the test on a malformed line. */
void fx_build(struct policy *p, const char *file, const char *text);

/* The object of kind id under queue manager qm (kind "QMGR": the queue manager), or NULL. */
struct pol_object *fx_obj(const struct policy *p, const char *qm, const char *kind, const char *name);

/* Runs the MQ rule set on p into l (initialised here, no cap) with minimum severity min; fails the
 * test when memory runs out. */
void fx_validate(const struct policy *p, struct diag_list *l, enum severity min);

/* Validates (minimum severity info) a policy of fx_base followed by text (with_base) or of text
 * alone into l (initialised here); the policy is freed, the findings stay. */
void fx_run(bool with_base, const char *text, struct diag_list *l);

/* Reads one token of line at *s (up to a blank; a '...' part keeps its blanks and loses its
 * quotes, '' inside for a quote) into buf (size n) and moves *s past it; returns the token's start
 * column offset in line, or -1 at the end of the line. */
int fx_token(const char **s, const char *line, char *buf, size_t n);

/* Number of findings of l with rule id. */
size_t fx_count(const struct diag_list *l, const char *id);

/* The n-th (0-based) finding of l with rule id, or NULL. */
const struct diag *fx_nth(const struct diag_list *l, const char *id, size_t n);

/* All findings of l as text lines "ID severity path [attr] message", for failure messages; static. */
const char *fx_dump(const struct diag_list *l);

/* Asserts that finding d exists and has exactly this severity, path, attribute (NULL: none) and
 * message. */
#define fx_assert(d, want_sev, want_path, want_attr, want_msg)                                     \
    do {                                                                                            \
        const struct diag *fx_d_ = (d);                                                             \
        const char *fx_attr_ = (want_attr);                                                         \
        ck_assert_msg(fx_d_ != NULL, "finding missing");                                           \
        ck_assert_str_eq(severity_name(fx_d_->sev), severity_name(want_sev));                      \
        ck_assert_str_eq(fx_d_->path ? fx_d_->path : "(null)", (want_path));                       \
        ck_assert_str_eq(fx_d_->attr ? fx_d_->attr : "(null)", fx_attr_ ? fx_attr_ : "(null)");    \
        ck_assert_str_eq(fx_d_->msg, (want_msg));                                                   \
    } while (0)

#endif
