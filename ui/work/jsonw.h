/* ui/work/jsonw.h — writing JSON to a stream, for the validation report and the summaries the
 * systems add to it (ui/systems.h): strings escaped as RFC 8259 requires, bytes that are not valid
 * UTF-8 written as \u00XX. Errors show in ferror() of the stream. */
#ifndef WLMCON_UI_JSONW_H
#define WLMCON_UI_JSONW_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

/* s as a JSON string, or null when s is NULL. */
void jsonw_str(FILE *out, const char *s);

/* s as a JSON number when it is a plain decimal integer without a leading zero, else as a string
 * (jsonw_str). */
void jsonw_num(FILE *out, const char *s);

/* The n strings as a JSON array on one line: ["a", "b"]. */
void jsonw_names(FILE *out, const char *const *names, size_t n);

/* A field of a one-line JSON object: a number when num and the value is a plain decimal integer
 * (jsonw_num), else a string. */
struct jsonw_field {
    const char *name;
    const char *value;
    bool num;
};

/* Writes sep (", " between the elements of an array, else "") and {"name": value, …} of the n
 * fields, on one line. */
void jsonw_flat(FILE *out, const char *sep, const struct jsonw_field *f, size_t n);

#endif
