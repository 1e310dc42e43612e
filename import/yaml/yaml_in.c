/* import/yaml/yaml_in.c — a thin typed reader over libyaml's parser events; see yaml_in.h. */
#include "import/yaml/yaml_in.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int yin_open(struct yin *y, const char *buf, size_t len, const char *file, struct diag_list *diags)
{
    memset(y, 0, sizeof *y);
    y->file = file;
    y->diags = diags;
    if (!yaml_parser_initialize(&y->parser))
        return -1;
    yaml_parser_set_input_string(&y->parser, (const unsigned char *)buf, len);
    return 0;
}

size_t yin_offset(const struct yin *y)
{
    return y->parser.offset;
}

void yin_close(struct yin *y)
{
    if (y->have)
        yaml_event_delete(&y->ev);
    y->have = false;
    yaml_parser_delete(&y->parser);
}

static void verror(struct yin *y, struct pol_pos pos, const char *rule, const char *fmt, va_list ap)
{
    char msg[512];
    vsnprintf(msg, sizeof msg, fmt, ap);
    diag_add(y->diags, SEV_ERROR, rule, (struct diag_at){y->file, pos.line, pos.col, NULL, NULL}, "%s", msg);
    y->errors++;
}

void yin_error(struct yin *y, struct pol_pos pos, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    verror(y, pos, "YAML", fmt, ap);
    va_end(ap);
}

void yin_error_rule(struct yin *y, struct pol_pos pos, const char *rule, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    verror(y, pos, rule, fmt, ap);
    va_end(ap);
}

static struct pol_pos mark_pos(yaml_mark_t m)
{
    return (struct pol_pos){(uint32_t)m.line + 1, (uint32_t)m.column + 1};
}

yaml_event_type_t yin_peek(struct yin *y)
{
    if (y->broken)
        return YAML_NO_EVENT;
    if (!y->have) {
        if (!yaml_parser_parse(&y->parser, &y->ev)) {
            y->broken = true;
            yin_error(y, mark_pos(y->parser.problem_mark), "%s%s%s",
                      y->parser.problem ? y->parser.problem : "malformed YAML",
                      y->parser.context ? " " : "", y->parser.context ? y->parser.context : "");
            return YAML_NO_EVENT;
        }
        y->have = true;
        yaml_event_type_t t = y->ev.type;
        if ((t == YAML_SEQUENCE_START_EVENT || t == YAML_MAPPING_START_EVENT) && ++y->depth > YIN_MAX_DEPTH) {
            yin_error(y, mark_pos(y->ev.start_mark), "%s nested more than %d deep: a wlmcon policy "
                      "document needs a handful of levels", t == YAML_SEQUENCE_START_EVENT ? "a sequence"
                      : "a mapping", YIN_MAX_DEPTH);
            y->broken = true;   /* nothing past it is parsed: libyaml's time grows with the depth */
            return YAML_NO_EVENT;
        }
        if ((t == YAML_SEQUENCE_END_EVENT || t == YAML_MAPPING_END_EVENT) && y->depth)
            y->depth--;
        if (y->ev.type == YAML_ALIAS_EVENT) {
            yin_error(y, mark_pos(y->ev.start_mark), "aliases are not part of a wlmcon policy document");
            y->broken = true;
            return YAML_NO_EVENT;
        }
    }
    return y->ev.type;
}

struct pol_pos yin_pos(struct yin *y)
{
    if (yin_peek(y) == YAML_NO_EVENT)
        return (struct pol_pos){0, 0};
    return mark_pos(y->ev.start_mark);
}

static const char *event_name(yaml_event_type_t t)
{
    switch (t) {
    case YAML_SCALAR_EVENT: return "a scalar";
    case YAML_SEQUENCE_START_EVENT: return "a sequence";
    case YAML_SEQUENCE_END_EVENT: return "the end of a sequence";
    case YAML_MAPPING_START_EVENT: return "a mapping";
    case YAML_MAPPING_END_EVENT: return "the end of a mapping";
    case YAML_DOCUMENT_START_EVENT: return "another document";
    case YAML_DOCUMENT_END_EVENT: return "the end of the document";
    case YAML_STREAM_END_EVENT: return "the end of the file";
    default: return "something else";
    }
}

/* Takes the peeked event. */
static void take(struct yin *y)
{
    yaml_event_delete(&y->ev);
    y->have = false;
}

bool yin_expect(struct yin *y, yaml_event_type_t t, const char *what)
{
    yaml_event_type_t got = yin_peek(y);
    if (got == YAML_NO_EVENT)
        return false;
    if (got != t) {
        yin_error(y, yin_pos(y), "expected %s, found %s", what, event_name(got));
        if (t == YAML_MAPPING_END_EVENT || t == YAML_SEQUENCE_END_EVENT || t == YAML_DOCUMENT_END_EVENT)
            y->broken = true;
        return false;
    }
    take(y);
    return true;
}

bool yin_next_element(struct yin *y, yaml_event_type_t t, const char *what)
{
    for (;;) {
        yaml_event_type_t got = yin_peek(y);
        if (got == t)
            return true;
        if (got == YAML_NO_EVENT || got == YAML_SEQUENCE_END_EVENT)
            return false;
        yin_error(y, yin_pos(y), "expected %s, found %s", what, event_name(got));
        yin_skip(y);
    }
}

static bool is_null(const char *s, size_t n)
{
    return n == 0 || (n == 1 && *s == '~') ||
           (n == 4 && (memcmp(s, "null", 4) == 0 || memcmp(s, "Null", 4) == 0 || memcmp(s, "NULL", 4) == 0));
}

/* The value of a base64 digit, or -1. */
static int b64_digit(unsigned char c)
{
    return c >= 'A' && c <= 'Z' ? c - 'A' : c >= 'a' && c <= 'z' ? c - 'a' + 26 : c >= '0' && c <= '9' ? c - '0' + 52
         : c == '+' ? 62 : c == '/' ? 63 : -1;
}

/* Decodes the base64 text s[0..n) (blanks and line breaks skipped, `=` padding at the end) into a
 * malloc'd string; *len its bytes. NULL when it is not base64 or memory runs out (*len 1). */
static char *b64_decode(const char *s, size_t n, size_t *len)
{
    char *d = malloc(n / 4 * 3 + 4);
    unsigned acc = 0, bits = 0;
    size_t j = 0, pad = 0;
    *len = 1;
    if (!d)
        return NULL;
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c == ' ' || c == '\n' || c == '\r')
            continue;
        int v = c == '=' ? (pad++, 0) : pad ? -1 : b64_digit(c);
        if (v < 0) {
            free(d);
            *len = 0;
            return NULL;
        }
        acc = (acc << 6) | (unsigned)v;
        if ((bits += 6) >= 8) {
            bits -= 8;
            d[j++] = (char)((acc >> bits) & 0xFF);
        }
    }
    if (pad > 2 || j < pad) {
        free(d);
        *len = 0;
        return NULL;
    }
    j -= pad;
    d[j] = '\0';
    *len = j;
    return d;
}

bool yin_scalar(struct yin *y, const char *what, char **out, bool *plain)
{
    *out = NULL;
    yaml_event_type_t got = yin_peek(y);
    if (got == YAML_NO_EVENT)
        return false;
    if (got != YAML_SCALAR_EVENT) {
        yin_error(y, yin_pos(y), "expected %s, found %s", what, event_name(got));
        return false;
    }
    const char *s = (const char *)y->ev.data.scalar.value;
    size_t n = y->ev.data.scalar.length;
    bool pl = y->ev.data.scalar.style == YAML_PLAIN_SCALAR_STYLE;
    if (plain)
        *plain = pl;
    if (memchr(s, '\0', n)) {
        yin_error(y, yin_pos(y), "%s holds a NUL character", what);
        take(y);
        return false;
    }
    const char *tag = (const char *)y->ev.data.scalar.tag;
    if (tag && strcmp(tag, YIN_BYTES_TAG) == 0) {
        size_t len;
        *out = b64_decode(s, n, &len);
        if (!*out || memchr(*out, '\0', len)) {
            yin_error(y, yin_pos(y), "%s: a " YIN_BYTES_TAG " scalar %s", what,
                      *out ? "holds a NUL byte" : len ? "out of memory" : "that is not base64");
            free(*out);
            *out = NULL;
            take(y);
            return false;
        }
        if (plain)
            *plain = false;
    } else if (!(pl && is_null(s, n))) {
        *out = malloc(n + 1);
        if (!*out) {
            yin_error(y, yin_pos(y), "out of memory");
            y->broken = true;
            return false;
        }
        memcpy(*out, s, n + 1);
    }
    take(y);
    return true;
}

void yin_skip(struct yin *y)
{
    int depth = 0;
    do {
        yaml_event_type_t t = yin_peek(y);
        if (t == YAML_NO_EVENT || t == YAML_DOCUMENT_END_EVENT || t == YAML_STREAM_END_EVENT ||
            (depth == 0 && (t == YAML_SEQUENCE_END_EVENT || t == YAML_MAPPING_END_EVENT)))
            return;
        if (t == YAML_SEQUENCE_START_EVENT || t == YAML_MAPPING_START_EVENT)
            depth++;
        else if (t == YAML_SEQUENCE_END_EVENT || t == YAML_MAPPING_END_EVENT)
            depth--;
        take(y);
    } while (depth > 0);
}
