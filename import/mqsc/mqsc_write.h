/* import/mqsc/mqsc_write.h — the parts of the MQSC writer (private to import/): laying a command out in
 * lines of a given width, and spelling values so that none can leave its parameter.
 *
 * Facts: research/mq.md §3 (quoting, continuation, 72/2048 columns) and §3.1 (dmpmqcfg layout). */
#ifndef WLMCON_IMPORT_MQSC_WRITE_H
#define WLMCON_IMPORT_MQSC_WRITE_H

#include <stdbool.h>
#include <stddef.h>

#include "model/model.h"

/* One parameter of a command: `KEYWORD(value)` or `KEYWORD`, or a read-only value written as a
 * comment line (`*  KEYWORD(value) +`, as dmpmqcfg does). */
struct mqsc_item {
    const char *text;   /* NUL-terminated */
    size_t len;         /* strlen(text) */
    bool comment;
};

/* Appends one command to out in dmpmqcfg's layout: head (`DEFINE QLOCAL('Q1')`) on the first line,
 * then each item on a line of its own indented by three blanks; every line that another parameter
 * follows ends in ` +`. width is the longest line in bytes (at least EXPORT_WIDTH_MIN). A head or
 * parameter that does not fit is continued over several lines: after a comma or blank outside
 * quotes with `+` when the next line starts with a non-blank (the next line is indented), else with
 * `-` (the next line starts in column 1, so blanks that start it are kept) unless the next line
 * would start with `*` (a comment), never inside a UTF-8 sequence. Whatever the data holds, the
 * last non-blank byte of a continued line is the continuation character, so a `+`, `-` or `;` of
 * the data never ends a line. Comment lines are not split. */
void mqsc_reflow(struct textbuf *out, unsigned width, const char *head, const struct mqsc_item *items,
                 size_t n);

/* Appends s in single quotes with every inner quote doubled. Returns NULL, or the reason s cannot
 * be written (it holds a line break or another control character than a tab). */
const char *mqsc_put_quoted(struct textbuf *tb, const char *s);

/* Appends `KEYWORD(value)` for modelled attribute a: names, text and references quoted, lists as
 * quoted items separated by commas ("A,B" → 'A','B'), integers and enumerations bare; "" and
 * blanks are written '' and ' '. Returns NULL, or the reason the value cannot be written. */
const char *mqsc_put_attr(struct textbuf *tb, const struct attr_def *a, const char *value);

/* Checks a keyword kept verbatim (letters, digits and '_' only). Returns NULL or the reason. */
const char *mqsc_keyword_problem(const char *kw);

/* Checks a value kept verbatim (the text read between the parentheses, quotes included) before it
 * is written back as is: quotes and parentheses balanced, no ';' outside quotes, no line break or
 * control character other than a tab. Returns NULL or the reason. */
const char *mqsc_verbatim_problem(const char *v);

/* Checks a comment's text (header values, read-only values): no line break or control character.
 * Returns NULL or the reason. */
const char *mqsc_comment_problem(const char *s);

#endif
