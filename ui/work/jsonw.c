/* ui/work/jsonw.c — writing JSON; see jsonw.h. */
#include "ui/work/jsonw.h"

#include <string.h>

/* Length of the valid UTF-8 sequence at s (1 to 4), or 0 when the byte there does not start one. */
static size_t utf8_len(const unsigned char *s)
{
    if (s[0] < 0x80)
        return 1;
    size_t n = s[0] >= 0xc2 && s[0] <= 0xdf ? 2 : s[0] >= 0xe0 && s[0] <= 0xef ? 3
             : s[0] >= 0xf0 && s[0] <= 0xf4 ? 4 : 0;
    for (size_t i = 1; i < n; i++)
        if ((s[i] & 0xc0) != 0x80)
            return 0;
    if ((s[0] == 0xe0 && s[1] < 0xa0) || (s[0] == 0xed && s[1] > 0x9f) ||
        (s[0] == 0xf0 && s[1] < 0x90) || (s[0] == 0xf4 && s[1] > 0x8f))
        return 0; /* overlong, surrogate or beyond U+10FFFF */
    return n;
}

void jsonw_str(FILE *out, const char *s)
{
    if (!s) {
        fputs("null", out);
        return;
    }
    fputc('"', out);
    for (const unsigned char *p = (const unsigned char *)s; *p;) {
        /* a run of printable ASCII in one write: a call per byte was a quarter of a validation */
        const unsigned char *run = p;
        while (*p >= 0x20 && *p < 0x80 && *p != '"' && *p != '\\')
            p++;
        if (p > run)
            fwrite(run, 1, (size_t)(p - run), out);
        if (!*p)
            break;
        size_t n = utf8_len(p);
        if (*p == '"' || *p == '\\')
            fprintf(out, "\\%c", *p);
        else if (*p == '\n')
            fputs("\\n", out);
        else if (*p == '\t')
            fputs("\\t", out);
        else if (*p == '\r')
            fputs("\\r", out);
        else if (*p < 0x20 || n == 0)
            fprintf(out, "\\u%04x", *p);
        else
            fwrite(p, 1, n, out);
        p += n ? n : 1;
    }
    fputc('"', out);
}

void jsonw_num(FILE *out, const char *s)
{
    size_t n = s ? strspn(s, "0123456789") : 0;
    if (n && !s[n] && (n == 1 || s[0] != '0'))
        fputs(s, out);
    else
        jsonw_str(out, s);
}

void jsonw_names(FILE *out, const char *const *names, size_t n)
{
    fputc('[', out);
    for (size_t i = 0; i < n; i++) {
        fputs(i ? ", " : "", out);
        jsonw_str(out, names[i]);
    }
    fputc(']', out);
}

void jsonw_flat(FILE *out, const char *sep, const struct jsonw_field *f, size_t n)
{
    fprintf(out, "%s{", sep);
    for (size_t i = 0; i < n; i++) {
        fprintf(out, "%s\"%s\": ", i ? ", " : "", f[i].name);
        (f[i].num ? jsonw_num : jsonw_str)(out, f[i].value);
    }
    fputc('}', out);
}
