/* import/yaml/yaml_in.h — a thin typed reader over libyaml's parser events (private to import/): peek
 * at the next event, take scalars, mappings and sequences, skip nodes, and report errors at the
 * event's position as `file:line:col` (1-based; libyaml counts columns in characters).
 *
 * Errors go to a diag_list with rule id "YAML". Mappings and sequences nest at most YIN_MAX_DEPTH
 * deep (a policy document needs a handful of levels): a deeper one is an error at its start. After
 * a syntax error from libyaml, an alias or too deep a nesting, the reader stops: every call
 * returns failure and no more of the input is parsed, so callers can unwind without checking each
 * step. */
#ifndef WLMCON_IMPORT_YAML_IN_H
#define WLMCON_IMPORT_YAML_IN_H

#include <stdbool.h>
#include <stddef.h>
#include <yaml.h>

#include "model/model.h"

enum { YIN_MAX_DEPTH = 64 };

struct yin {
    yaml_parser_t parser;
    yaml_event_t ev;         /* the next event, when have is set */
    bool have;
    bool broken;             /* libyaml failed, an alias or too deep a nesting was met: nothing more is read */
    unsigned depth;          /* the mappings and sequences open, the peeked event's included */
    const char *file;
    struct diag_list *diags;
    size_t errors;           /* errors reported through this reader */
};

/* Starts reading the len bytes at buf (owned by the caller, kept until yin_close), named file in
 * messages. Returns 0, or -1 when memory runs out. */
int yin_open(struct yin *y, const char *buf, size_t len, const char *file, struct diag_list *diags);

/* How many bytes of the input the parser has taken so far. */
size_t yin_offset(const struct yin *y);

/* Releases the parser (not the file). */
void yin_close(struct yin *y);

/* The type of the next event without taking it; YAML_NO_EVENT when the document is broken. An
 * alias is reported as an error (the document format has none) and breaks the reader. */
yaml_event_type_t yin_peek(struct yin *y);

/* The 1-based position of the next event (0:0 when broken). */
struct pol_pos yin_pos(struct yin *y);

/* Takes the next event when it is of type t; else reports "expected WHAT" there and returns
 * false without taking it. A missing end of a collection or of the document means the reader no
 * longer knows where it is: it then breaks, so that one fault is reported once, not again at every
 * event after it. */
bool yin_expect(struct yin *y, yaml_event_type_t t, const char *what);

/* In a sequence whose start was taken: true when its next element starts with an event of type t
 * (not taken); other elements are reported ("expected WHAT") and skipped. False at the end of the
 * sequence (not taken) or when the reader is broken. */
bool yin_next_element(struct yin *y, yaml_event_type_t t, const char *what);

/* The tag of a scalar whose text is base64 of any bytes (a value or a kept line that is not UTF-8:
 * document version 2). */
#define YIN_BYTES_TAG "!bytes"

/* Takes a scalar: *out is its malloc'd text (a YIN_BYTES_TAG scalar's decoded bytes; one that is
 * not base64 or holds a NUL byte is an error; NULL for a null: a plain ~, null, Null, NULL or
 * empty scalar), *plain tells a plain scalar from a quoted one (may be NULL). Returns false, after
 * reporting, when the next event is not a scalar, holds a NUL byte, or memory runs out. */
bool yin_scalar(struct yin *y, const char *what, char **out, bool *plain);

/* Skips the next node whatever it is (a scalar or a whole collection). */
void yin_skip(struct yin *y);

/* Reports an error at pos (rule id "YAML"). */
void yin_error(struct yin *y, struct pol_pos pos, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

/* Reports an error at pos under the rule id of a model rule ("MQ001"). */
void yin_error_rule(struct yin *y, struct pol_pos pos, const char *rule, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 4, 5)))
#endif
    ;

#endif
