/* import/mqsc/mqsc_export.h — the MQSC writer as an export format (private to import/; tests
 * call it directly): one file per queue manager, in dmpmqcfg's layout. */
#ifndef WLMCON_IMPORT_MQSC_EXPORT_H
#define WLMCON_IMPORT_MQSC_EXPORT_H

#include <stddef.h>

#include "import/import.h"

/* Writes queue manager top (with everything under it, as loaded with its parameters and records)
 * as one MQSC file in dmpmqcfg's layout and order (research/mq.md §3.1; samples/mq/QM4…QM7):
 * a header (queue manager, host, platform, command level, opt->source), ALTER QMGR … FORCE, every
 * queue by name whatever its type, namelists, processes, channels (CHLTYPE first, CLNTCONN last),
 * authinfo, listeners, services, comminfo, topics, subscriptions, storage classes, CF structures
 * (DEFINE … REPLACE), SET CHLAUTH, SET AUTHREC and other SET records, operational commands,
 * SUSPEND QMGR for each suspended cluster or namelist, and a footer with counts. Parameters come
 * in the keyword table's order (mq_keyword_dump_pos), unknown ones after in stored order; read-only
 * values are `*  KEYWORD(value) +` comment lines. Names and text are quoted with inner quotes
 * doubled, integers and enumerations bare, verbatim parameters as read. Lines are at most
 * opt->width bytes (72 at most for a z/OS queue manager, platform MVS, which reads columns 1-72
 * only; research/mq.md §3, "Continuation"): a parameter that does not fit is split
 * after a comma of a list with `+`, else with `-` (never before a `*` and never so that data ends
 * a line). Comment lines (header values, read-only values) are written whole. The same object
 * always gives the same bytes. EXPORT_DATAERR when a value cannot be
 * written safely (a line break or control character, an enumeration that is not one token, a
 * verbatim value with unbalanced quotes or parentheses); the error names object and keyword. A
 * failed write to o stops the writer early and is reported by export_out_close. */
enum export_status export_mqsc_qmgr(struct export_out *o, const struct pol_object *top,
                                    const struct export_options *opt, struct export_error *err);

/* The MQSC export format (mqsc_export.c), listed in mq_writers (mqsc_formats.c). */
extern const struct export_format mqsc_export_format;

#endif
