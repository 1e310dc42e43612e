/* ui/work/history_text.h — the journal's changes in words, the same on the History panels and in
 * `wlmcon history`: a change of one attribute as one line, a batch's action as the user knows
 * it, and what undoing a batch does as one sentence. */
#ifndef WLMCON_UI_HISTORY_TEXT_H
#define WLMCON_UI_HISTORY_TEXT_H

#include <stdbool.h>
#include <stddef.h>

#include "store/store.h"

/* Whether s is a time a history starts at: YYYY-MM-DD or YYYY-MM-DDTHH:MM (UTC), with a month,
 * day of the calendar (the Gregorian one: 2024-02-29 is, 2026-02-30 is not), hour and minute in
 * range. */
bool history_since_valid(const char *s);

/* What a value of a change shows: the value as stored, or "(unspecified)" for NULL. */
const char *history_value(const char *v);

/* "2026-12-01 18:07" of an ISO 8601 time ("2026-12-01T18:07:00Z") into buf (at least 17 bytes);
 * returns buf. */
char *history_when(const char *at, char *buf, size_t n);

/* The batch's action as the user knows it: "console edit" (save), "console define", "console
 * delete", "import", "undo of batch 12" ("undo 12"); others as journalled. Into buf; returns buf. */
char *history_action(const char *action, char *buf, size_t n);

/* v as one line: each line break of a value that spans lines (a WLM element kept as read) written
 * as \n (\r for a carriage return), into buf (cut to n - 1 bytes). Returns v itself when it has
 * none (NULL for NULL), else buf. */
const char *history_one_line(const char *v, char *buf, size_t n);

/* One change as one line, without a newline, its values each on one line (history_one_line):
 * `batch 3  2026-12-01 18:07  tester  QMGR(QM5) CHANNEL('C_QM5')  CLWLWGHT  50 -> 70`. Into buf
 * (cut to n - 1 bytes); returns buf. */
char *history_change_line(const struct store_attr_change *c, char *buf, size_t n);

/* What undoing batch b does, as one sentence: each attribute going back when the batch changed at
 * most three and defined and deleted nothing ("Undo batch 12 (console edit by root, 18:07):
 * CLWLWGHT of DEMO.QMA goes back from 70 to 60."), else the counts in words ("Undo batch 2
 * (import by ADMIN, 14:38): the object it defined goes, the object it deleted comes back and one
 * attribute of one object goes back to what it was."; numbers up to twelve in words). The time is the batch's time of day when it
 * was made on the day of now (ISO 8601, UTC), else its date and time. The changes are read from
 * st. malloc'd into *out; STORE_NOMEM when memory runs out. */
enum store_status history_undo_sentence(struct store *st, const struct store_batch_info *b, const char *now,
                                        char **out, struct store_error *err);

#endif
