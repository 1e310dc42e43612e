/* model/diag.h — diagnostics: the errors, warnings and notes that readers and rules report.
 *
 * A diagnostic has a severity, a stable rule id ("MQ001", "MQ101"), where it applies (a file
 * position when known, the object path in the product's notation, the attribute), a one-line
 * message and, for rules, a longer explanation and its documentation. A struct diag_list owns its
 * diagnostics and every string in them: the strings are in its arena (a validation of a large
 * estate reports hundreds of thousands), and a file name once per file. */
#ifndef WLMCON_MODEL_DIAG_H
#define WLMCON_MODEL_DIAG_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "model/arena.h"

enum severity { SEV_ERROR = 0, SEV_WARNING = 1, SEV_INFO = 2 };

/* "error", "warning" or "info". */
const char *severity_name(enum severity s);

/* A value changed in the console, not read from a file: the journal batch that saved it (0: saved
 * without one, or not saved yet), who saved it and when (ISO 8601 as the journal keeps it), each
 * "" when not known; unsaved while the change is still only in memory. A finding on such a value
 * says so instead of naming a file (diag_console_text). */
struct console_change {
    int64_t batch;
    char who[64];
    char at[40];
    bool unsaved;
};

struct diag {
    enum severity sev;
    char id[8];            /* rule id: "MQ001" */
    unsigned line, col;    /* 1-based; 0 unknown */
    uint32_t seq;          /* order of reporting, for stable sorting */
    uint32_t file_index;   /* rank of its file among the files reported, for sorting */
    uint32_t mark;         /* set after a validation by finding_filter_apply (model/rulecfg.h):
                              1 + the index of the suppression that hides the finding, or that
                              ran out; 0: none */
    char *file;            /* the list's copy of the file name; NULL when not from a file */
    char *path;            /* object path: QMGR(QM5) CHANNEL('C_QM5'); NULL for file-level */
    char *attr;            /* native attribute keyword concerned, or NULL */
    char *msg;             /* one line; NULL when the list keeps it as its format and arguments
                              (diag_defer): read it with diag_msg */
    const char *explain;   /* longer explanation (static text of the rule), or NULL */
    const char *source;    /* documentation the rule rests on (static), or NULL */
    struct console_change *console;  /* the list's copy, when the value concerned was changed in
                                        the console (then file is NULL); else NULL */
    const struct diag_text *text;    /* the message's format and arguments when msg is NULL */
};

struct diag_text;

struct diag_file {
    char *name;            /* NULL: diagnostics without a file */
    size_t kept;           /* diagnostics of this file in the list */
};

struct diag_list {
    struct diag *v;
    size_t n, cap;
    size_t per_file_cap;   /* at most this many per file are kept (0: no cap); see diag_add */
    size_t dropped;        /* diagnostics not kept because of the cap */
    size_t count[3];       /* kept, by severity */
    bool oom;              /* memory ran out: some diagnostics are missing */
    struct diag_file *files;  /* files in order of their first report */
    size_t nfiles;
    size_t *file_index;    /* files by name hash (open addressing): index + 1, 0 empty */
    size_t file_index_cap; /* a power of two, at least twice nfiles; 0 before the first file */
    unsigned long seq;
    struct arena strings;  /* the diagnostics' path, attribute and message */
    const char **share;    /* diag_defer: [DIAG_SHARE_SLOTS] strings copied last, by hash, shared
                              by later diagnostics (attributes, names, the lists of a rule);
                              NULL: messages are formatted when added */
};

/* The longest message a diagnostic keeps (longer ones are cut), and the size of a buffer for
 * diag_msg that holds any. */
#define DIAG_MSG_MAX 1024
#define DIAG_SHARE_SLOTS 256

/* Initialises an empty list keeping at most per_file_cap diagnostics per file (0: unlimited). */
void diag_init(struct diag_list *l, size_t per_file_cap);

/* Frees every diagnostic; the list is empty and reusable (and formats its messages when added
 * again: diag_defer is undone). */
void diag_free(struct diag_list *l);

/* Makes l, empty, keep the messages of the diagnostics added from now on as their printf format and
 * arguments (the strings copied, equal ones met again shared between diagnostics) and build the
 * text when it is read (diag_msg, diag_format): the same bytes, a fraction of the memory for the
 * hundreds of thousands of findings of a large estate. Every format given to diag_add and
 * diag_vadd must then outlive the list (a string literal, as rules give); a format with a
 * floating-point or %n conversion is formatted at once. Returns 0, or -1 when memory runs out (l unchanged). */
int diag_defer(struct diag_list *l);

/* The message of d: d->msg, or, when the list keeps it as format and arguments (diag_defer), the
 * text built into buf of size n (DIAG_MSG_MAX holds any; cut at n - 1 bytes). Never NULL. */
const char *diag_msg(const struct diag *d, char *buf, size_t n);

/* Where a diagnostic applies; any field may be NULL or 0. */
struct diag_at {
    const char *file;
    unsigned line, col;
    const char *path;
    const char *attr;
};

/* Adds a diagnostic with a printf-formatted message; strings are copied. When the file already has
 * per_file_cap diagnostics, an error replaces that file's latest warning or note (errors come first)
 * and anything else is dropped and counted. Returns the diagnostic kept, or NULL (dropped or out of
 * memory: then l->oom is set). */
struct diag *diag_add(struct diag_list *l, enum severity sev, const char *id, struct diag_at at,
                      const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 5, 6)))
#endif
    ;

/* Records on d, a diagnostic of l, that the value it concerns was changed in the console (a
 * copy of c, in the list's arena). Returns 0, or -1 when memory runs out (then l->oom is set). */
int diag_set_console(struct diag_list *l, struct diag *d, const struct console_change *c);

/* As diag_add with a va_list. */
struct diag *diag_vadd(struct diag_list *l, enum severity sev, const char *id, struct diag_at at,
                       const char *fmt, va_list ap);

/* Number of kept diagnostics of severity sev (l->count[sev]). */
size_t diag_count(const struct diag_list *l, enum severity sev);

/* Sorts for printing: by file (in order of first appearance), then errors before warnings before
 * notes, then line, column and order of reporting. */
void diag_sort(struct diag_list *l);

/* Sorts findings for a report: by file name (findings without a file last, by object path), then
 * line, column, severity and order of reporting — the order of a compiler's messages. In place:
 * beside the list it takes two words per file only. */
void diag_sort_by_location(struct diag_list *l);

/* Formats d as `FILE:LINE:COL: severity: message [ID]` (or `PATH: severity: …` when there is no
 * file, `PATH (changed in the console by …): severity: …` for a value changed in the console) into
 * buf of size n; returns the length snprintf would have written. */
int diag_format(const struct diag *d, char *buf, size_t n);

/* The finding's fingerprint, which stays the same when lines move or the file is renamed or moved:
 * FNV-1a 64 (model/hash.h) over its rule id, a NUL, its object path ("" when it has none), a NUL
 * and its message (the rule's format with the finding's arguments) — never its file, line or
 * column. A baseline keeps it; SARIF writes it as partialFingerprints. */
uint64_t diag_fingerprint(const struct diag *d);

/* Describes c into buf of size n: "changed in the console by root 2026-12-01 18:07, batch 12" (the
 * journal's time to the minute, as the history lists it; who, time and batch each left out when not
 * known), or "changed in the console, not saved yet". Returns the length snprintf would have
 * written. */
int diag_console_text(const struct console_change *c, char *buf, size_t n);

#endif
