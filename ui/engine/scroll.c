/* ui/engine/scroll.c — the scroll model; see scroll.h. */
#include "ui/engine/scroll.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

static const struct {
    const char *name, *abbrev;
    enum scroll_kind kind;
} names[] = {
    {"PAGE", "P", SCROLL_PAGE}, {"HALF", "H", SCROLL_HALF}, {"CSR", "C", SCROLL_CSR},
    {"DATA", "D", SCROLL_DATA}, {"MAX", "M", SCROLL_MAX},
};

int scroll_parse(const char *text, struct scroll_amount *out)
{
    char w[16];
    size_t n = 0;
    while (*text == ' ')
        text++;
    while (*text && *text != ' ' && n < sizeof w - 1)
        w[n++] = *text++;
    w[n] = '\0';
    while (*text == ' ')
        text++;
    if (!n || *text)
        return -1;
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (strcasecmp(w, names[i].name) == 0 || strcasecmp(w, names[i].abbrev) == 0) {
            *out = (struct scroll_amount){names[i].kind, 0};
            return 0;
        }
    for (size_t i = 0; i < n; i++)
        if (!isdigit((unsigned char)w[i]))
            return -1;
    long v = strtol(w, NULL, 10);
    if (n > 4 || v < 1 || v > SCROLL_LINES_MAX)
        return -1;
    *out = (struct scroll_amount){SCROLL_LINES, v};
    return 0;
}

const char *scroll_name(const struct scroll_amount *a, char *buf, size_t len)
{
    if (a->kind == SCROLL_LINES)
        snprintf(buf, len, "%ld", a->n);
    else
        for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
            if (names[i].kind == a->kind)
                snprintf(buf, len, "%s", names[i].name);
    return buf;
}

long scroll_max_top(const struct scroll_view *v)
{
    long m = v->marker ? v->total : v->total - v->page;
    return m < 0 ? 0 : m;
}

/* Lines moved by a page-like amount (all but CSR and MAX). */
static long lines_of(const struct scroll_view *v, const struct scroll_amount *a)
{
    long page = v->page < 1 ? 1 : v->page;
    switch (a->kind) {
    case SCROLL_HALF:
        return page / 2 ? page / 2 : 1;
    case SCROLL_DATA:
        return page > 1 ? page - 1 : 1;
    case SCROLL_LINES:
        return a->n;
    default:
        return page;
    }
}

static long clamp(const struct scroll_view *v, long top)
{
    long m = scroll_max_top(v);
    return top < 0 ? 0 : top > m ? m : top;
}

long scroll_down(const struct scroll_view *v, const struct scroll_amount *a, int cursor_line)
{
    if (a->kind == SCROLL_MAX) {
        /* the last page: the last rows and, on a list, the marker under them */
        long last = v->total - v->page + (v->marker ? 1 : 0);
        return clamp(v, last > v->top ? last : v->top);
    }
    if (a->kind == SCROLL_CSR && cursor_line > 0 && cursor_line < v->page)
        return clamp(v, v->top + cursor_line);
    return clamp(v, v->top + lines_of(v, a));
}

long scroll_up(const struct scroll_view *v, const struct scroll_amount *a, int cursor_line)
{
    if (a->kind == SCROLL_MAX)
        return 0;
    if (a->kind == SCROLL_CSR && cursor_line >= 0 && cursor_line < v->page - 1)
        return clamp(v, v->top - (v->page - 1 - cursor_line));
    return clamp(v, v->top - lines_of(v, a));
}

void scroll_counter(const struct scroll_view *v, char *out, size_t len)
{
    if (v->total <= 0) {
        snprintf(out, len, "Row 0 of 0");
        return;
    }
    long first = v->top + 1 > v->total ? v->total : v->top + 1;
    long last = v->top + v->page < v->total ? v->top + v->page : v->total;
    if (last < first)
        last = first;
    if (first == last)
        snprintf(out, len, "Row %ld of %ld", first, v->total);
    else
        snprintf(out, len, "Row %ld to %ld of %ld", first, last, v->total);
}
