/* ui/engine/prompt.c — leader dots; see prompt.h. */
#include "ui/engine/prompt.h"

#include <string.h>

#include "ui/engine/utf8.h"

void prompt_text(const char *label, int width, char last, char *out, size_t len)
{
    size_t n = 0;
    int col = 0;
    uint32_t cp;
    if (!len)
        return;
    for (const char *p = label; *p && col < width - 2;) {
        int k = utf8_decode(p, &cp);
        if (n + (size_t)k + 1 >= len)
            break;
        memcpy(out + n, p, (size_t)k);
        n += (size_t)k;
        p += k;
        col++;
    }
    int label_end = col;
    for (; col < width && n + 1 < len; col++) {
        char ch = ' ';
        if (col == width - 1)
            ch = last;
        else if (col > label_end && (width - 1 - col) % 2 == 0)
            ch = '.';
        out[n++] = ch;
    }
    out[n] = '\0';
}
