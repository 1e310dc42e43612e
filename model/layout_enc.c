/* model/layout_enc.c — the encodings of line-oriented files, through the C library's iconv; see
 * layout.h. */
#include "model/layout.h"

#include <errno.h>
#include <iconv.h>
#include <string.h>
#include <strings.h>

/* Whether enc names UTF-8 (or nothing: UTF-8). */
static bool is_utf8(const char *enc)
{
    return !enc || strcasecmp(enc, "UTF-8") == 0 || strcasecmp(enc, "UTF8") == 0;
}

bool layout_encoding_known(const char *name)
{
    if (!name || !*name)
        return false;
    iconv_t a = iconv_open("UTF-8", name);
    if (a == (iconv_t)-1)
        return false;
    iconv_close(a);
    iconv_t b = iconv_open(name, "UTF-8");
    if (b == (iconv_t)-1)
        return false;
    iconv_close(b);
    return true;
}

/* The length of the valid UTF-8 prefix of s[0..n) (no overlong forms, surrogates or code points
 * past U+10FFFF). */
static size_t utf8_prefix(const unsigned char *s, size_t n)
{
    size_t i = 0;
    while (i < n) {
        unsigned c = s[i];
        size_t k = c < 0x80 ? 1 : c >= 0xC2 && c <= 0xDF ? 2 : c >= 0xE0 && c <= 0xEF ? 3 : c >= 0xF0 && c <= 0xF4 ? 4 : 0;
        if (!k || i + k > n)
            return i;
        for (size_t j = 1; j < k; j++)
            if ((s[i + j] & 0xC0) != 0x80)
                return i;
        if ((c == 0xE0 && s[i + 1] < 0xA0) || (c == 0xED && s[i + 1] > 0x9F) || (c == 0xF0 && s[i + 1] < 0x90) ||
            (c == 0xF4 && s[i + 1] > 0x8F))
            return i;
        i += k;
    }
    return i;
}

bool layout_utf8_valid(const char *s, size_t n)
{
    return utf8_prefix((const unsigned char *)s, n) == n;
}

const char *layout_encoding_choose(const char *buf, size_t len, const char *given, const char *dflt)
{
    if (given && *given)
        return given;
    return layout_utf8_valid(buf, len) || !dflt ? "UTF-8" : dflt;
}

/* Converts s through cd into out; on a sequence it cannot convert: with repl appends it and skips
 * a byte, else returns 1 with *bad its offset. 0 done, -1 out of memory. */
static int convert(iconv_t cd, const char *s, struct textbuf *out, const char *repl, size_t *bad)
{
    char *in = (char *)s;
    size_t inleft = strlen(s);
    while (inleft) {
        if (tb_reserve(out, inleft * 4 + 16))
            return -1;
        char *o = out->buf + out->len;
        size_t oleft = out->cap - out->len - 1;
        size_t r = iconv(cd, &in, &inleft, &o, &oleft);
        out->len = (size_t)(o - out->buf);
        out->buf[out->len] = '\0';
        if (r != (size_t)-1)
            break;
        if (errno == E2BIG)
            continue;
        if (!repl) {
            if (bad)
                *bad = (size_t)(in - s);
            return 1;
        }
        tb_puts(out, repl);
        in++;
        inleft--;
    }
    return out->oom ? -1 : 0;
}

int layout_to_utf8(const char *enc, const char *s, struct textbuf *out)
{
    if (is_utf8(enc)) {
        tb_puts(out, s);
        return out->oom ? -1 : 0;
    }
    iconv_t cd = iconv_open("UTF-8", enc);
    if (cd == (iconv_t)-1)
        return -1;
    int r = convert(cd, s, out, "\xEF\xBF\xBD", NULL);
    iconv_close(cd);
    return r;
}

int layout_from_utf8(const char *enc, const char *s, struct textbuf *out, size_t *bad)
{
    if (is_utf8(enc)) {
        tb_puts(out, s);
        return out->oom ? -1 : 0;
    }
    iconv_t cd = iconv_open(enc, "UTF-8");
    if (cd == (iconv_t)-1)
        return -1;
    int r = convert(cd, s, out, NULL, bad);
    iconv_close(cd);
    return r;
}
