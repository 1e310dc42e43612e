/* import/notesini/notesini_lines.c — a NOTES.INI line's parts; see notesini_lines.h. */
#include "import/notesini/notesini_lines.h"

#include <string.h>
#include <strings.h>

struct notesini_line notesini_line(const char *s, size_t len)
{
    struct notesini_line l = {NI_BLANK, 0, 0, 0};
    size_t i = 0;
    while (i < len && (s[i] == ' ' || s[i] == '\t'))
        i++;
    if (i == len)
        return l;
    if (s[i] == '[' || s[i] == ';' || s[i] == '#') {
        l.kind = s[i] == '[' ? NI_SECTION : NI_COMMENT;
        return l;
    }
    const char *eq = memchr(s + i, '=', len - i);
    if (!eq) {
        l.kind = NI_OTHER;
        return l;
    }
    size_t e = (size_t)(eq - s), k1 = e;
    while (k1 > i && (s[k1 - 1] == ' ' || s[k1 - 1] == '\t'))
        k1--;
    l.kind = k1 > i ? NI_SETTING : NI_OTHER;
    l.k0 = i;
    l.k1 = k1;
    l.v0 = e + 1;
    return l;
}

bool notesini_key_is(const char *s, size_t len, const char *name)
{
    return strlen(name) == len && strncasecmp(s, name, len) == 0;
}
