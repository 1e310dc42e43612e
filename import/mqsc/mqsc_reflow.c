/* import/mqsc/mqsc_reflow.c — an MQSC command laid out in lines of a given width; see mqsc_write.h.
 *
 * Continuation (research/mq.md §3; IBM "Building command scripts"): when the last non-blank
 * character of a line is `-`, the command continues from column 1 of the next line; when it is
 * `+`, from the first non-blank character of the next line; the `+` or `-` itself is dropped and
 * everything before it (blanks included) is kept; a line with `*` in column 1 is a comment and a
 * blank line is ignored, even between continued lines. */
#include "import/mqsc/mqsc_write.h"

#include <string.h>

#define INDENT 3      /* parameters, as dmpmqcfg writes them */
#define CONT_INDENT 3 /* further indent of a line continued with `+` */
_Static_assert(sizeof "   " - 1 == INDENT, "flow's blanks are INDENT");

static bool blank(unsigned char c)
{
    return c == ' ' || c == '\t';
}

static void spaces(struct textbuf *out, size_t n)
{
    static const char sp[] = "                ";
    while (n) {
        size_t k = n < sizeof sp - 1 ? n : sizeof sp - 1;
        tb_putn(out, sp, k);
        n -= k;
    }
}

/* The split before s[j] (i < j < n): '+' when the next line may be indented (it starts with a
 * non-blank), '-' when it may start in column 1 (not with '*'); 0 inside a UTF-8 sequence. The
 * caller checks the preferred separator splits itself. */
static bool plus_ok(const char *s, size_t j)
{
    return ((unsigned char)s[j] & 0xC0) != 0x80 && !blank((unsigned char)s[j]);
}

static bool minus_ok(const char *s, size_t j)
{
    return ((unsigned char)s[j] & 0xC0) != 0x80 && s[j] != '*';
}

/* Chooses where the line starting at s[i] ends: the largest j in (i, limit] (limit < n). Prefers
 * a split after a comma or blank outside quotes (continued with '+': lists); else the last place
 * allowed, continued with '-' unless the next line would start with '*'. quoted is the quote
 * parity before s[i]. Stores the continuation character in *cont. */
static size_t choose_split(const char *s, size_t i, size_t limit, bool quoted, char *cont)
{
    size_t sep = 0, any = 0;
    for (size_t j = i + 1; j <= limit; j++) {
        if (s[j - 1] == '\'')
            quoted = !quoted;
        if (!quoted && (s[j - 1] == ',' || blank((unsigned char)s[j - 1])) && plus_ok(s, j))
            sep = j;
        if (minus_ok(s, j) || plus_ok(s, j))
            any = j;
    }
    if (sep) {
        *cont = '+';
        return sep;
    }
    *cont = any && minus_ok(s, any) ? '-' : '+';
    return any;
}

/* Appends s (n bytes) as lines starting at column 0, or INDENT when indented, the last one
 * followed by ` +` when more. */
static void flow(struct textbuf *out, unsigned width, bool indented, const char *s, size_t n, bool more)
{
    size_t indent = indented ? INDENT : 0, sl = more ? 2 : 0, i = 0, col = indent;
    const char *suffix = " +";
    bool quoted = false;
    if (indent + n + sl <= width) {
        /* one line, nearly every parameter: its bytes put together at once */
        size_t len = indent + n + sl + 1;
        if ((out->oom || out->len + len >= out->cap) && tb_reserve(out, len))
            return;
        char *p = out->buf + out->len;
        if (indented)
            memcpy(p, "   ", INDENT);
        memcpy(p + indent, s, n);
        if (more)
            memcpy(p + indent + n, " +", 2);
        p[len - 1] = '\n';
        out->len += len;
        out->buf[out->len] = '\0';
        return;
    }
    spaces(out, indent);
    while (col + (n - i) + sl > width) {
        /* room for data before the continuation character; something must go to the next line */
        size_t limit = i + (width - col - 1);
        if (limit > n - 1)
            limit = n - 1;
        char cont;
        size_t j = choose_split(s, i, limit, quoted, &cont);
        if (!j)
            break; /* cannot happen for width >= EXPORT_WIDTH_MIN: a UTF-8 sequence is <= 4 bytes */
        for (size_t k = i; k < j; k++)
            quoted ^= s[k] == '\'';
        tb_putn(out, s + i, j - i);
        tb_putn(out, cont == '+' ? "+\n" : "-\n", 2);
        col = cont == '+' ? indent + CONT_INDENT : 0;
        spaces(out, col);
        i = j;
    }
    tb_putn(out, s + i, n - i);
    tb_putn(out, suffix, sl);
    tb_putn(out, "\n", 1);
}

void mqsc_reflow(struct textbuf *out, unsigned width, const char *head, const struct mqsc_item *items,
                 size_t n)
{
    size_t last = n; /* the last parameter that is not a comment */
    for (size_t k = n; k-- > 0;)
        if (!items[k].comment) {
            last = k;
            break;
        }
    flow(out, width, false, head, strlen(head), last < n);
    for (size_t k = 0; k < n; k++) {
        if (items[k].comment) {
            tb_putn(out, "*  ", 3);
            tb_putn(out, items[k].text, items[k].len);
            tb_putn(out, " +\n", 3);
            continue;
        }
        flow(out, width, true, items[k].text, items[k].len, k < last);
    }
}
