/* ui/engine/utf8.c — UTF-8 to code points and back; see utf8.h. */
#include "ui/engine/utf8.h"

#include <stdio.h>
#include <wchar.h>

int utf8_decode(const char *s, uint32_t *cp)
{
    const unsigned char *u = (const unsigned char *)s;
    int n;
    uint32_t c, min;
    if (u[0] < 0x80) {
        *cp = u[0];
        return 1;
    }
    if ((u[0] & 0xE0) == 0xC0)
        n = 2, c = u[0] & 0x1F, min = 0x80;
    else if ((u[0] & 0xF0) == 0xE0)
        n = 3, c = u[0] & 0x0F, min = 0x800;
    else if ((u[0] & 0xF8) == 0xF0)
        n = 4, c = u[0] & 0x07, min = 0x10000;
    else
        goto bad;
    for (int i = 1; i < n; i++) {
        if ((u[i] & 0xC0) != 0x80)
            goto bad;
        c = (c << 6) | (u[i] & 0x3F);
    }
    if (c < min || c > 0x10FFFF || (c >= 0xD800 && c <= 0xDFFF))
        goto bad;
    *cp = c;
    return n;
bad:
    *cp = 0xFFFD;
    return 1;
}

int utf8_encode(uint32_t cp, char *out)
{
    if (cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
        cp = 0xFFFD;
    if (cp < 0x80) {
        out[0] = (char)cp;
        return 1;
    }
    if (cp < 0x800) {
        out[0] = (char)(0xC0 | (cp >> 6));
        out[1] = (char)(0x80 | (cp & 0x3F));
        return 2;
    }
    if (cp < 0x10000) {
        out[0] = (char)(0xE0 | (cp >> 12));
        out[1] = (char)(0x80 | ((cp >> 6) & 0x3F));
        out[2] = (char)(0x80 | (cp & 0x3F));
        return 3;
    }
    out[0] = (char)(0xF0 | (cp >> 18));
    out[1] = (char)(0x80 | ((cp >> 12) & 0x3F));
    out[2] = (char)(0x80 | ((cp >> 6) & 0x3F));
    out[3] = (char)(0x80 | (cp & 0x3F));
    return 4;
}

uint32_t utf8_cell(uint32_t cp)
{
    if (cp >= 0x20 && cp < 0x7F)
        return cp;
    if (cp < 0xA0 || cp > 0x10FFFF)
        return '?';
    return wcwidth((wchar_t)cp) == 1 ? cp : '?';
}

size_t utf8_count(const char *s)
{
    size_t n = 0;
    uint32_t cp;
    while (*s) {
        s += utf8_decode(s, &cp);
        n++;
    }
    return n;
}

void utf8_fit_words(const char *text, int room, char *out, size_t len)
{
    snprintf(out, len, "%s", text);
    if ((int)utf8_count(out) <= room)
        return;
    size_t end = 0;  /* the last blank that leaves room for "..." after it */
    int col = 0;
    for (size_t i = 0; out[i] && col + 3 <= room; i++) {
        if (out[i] == ' ')
            end = i;
        col += ((unsigned char)out[i] & 0xC0) != 0x80;
    }
    while (end > 0 && (out[end - 1] == ',' || out[end - 1] == ' '))
        end--;
    if (end == 0)
        out[0] = '\0';
    else
        snprintf(out + end, len - end, "...");
}
