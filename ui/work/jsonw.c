/* ui/work/jsonw.c — writing JSON; see jsonw.h. */
#include "ui/work/jsonw.h"

#include <stdint.h>
#include <string.h>

#include "ui/engine/utf8.h"

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
        while (*p >= 0x20 && *p < 0x7f && *p != '"' && *p != '\\')
            p++;
        if (p > run)
            fwrite(run, 1, (size_t)(p - run), out);
        if (!*p)
            break;
        uint32_t cp;
        size_t n = (size_t)utf8_decode((const char *)p, &cp);
        if (cp == 0xFFFD && n == 1)
            n = 0;   /* not valid UTF-8 */
        if (*p == '"' || *p == '\\')
            fprintf(out, "\\%c", *p);
        else if (*p == '\n')
            fputs("\\n", out);
        else if (*p == '\t')
            fputs("\\t", out);
        else if (*p == '\r')
            fputs("\\r", out);
        else if (*p < 0x20 || *p == 0x7f || n == 0)
            fprintf(out, "\\u%04x", *p);
        else if (cp >= 0x80 && cp <= 0x9f)   /* a C1 control: escaped, as the terminal-safe writer does */
            fprintf(out, "\\u%04x", (unsigned)cp);
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
