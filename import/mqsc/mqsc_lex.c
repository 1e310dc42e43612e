/* import/mqsc/mqsc_lex.c — MQSC physical lines into logical commands; see mqsc_lex.h. */
#include "import/mqsc/mqsc_lex.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MQSC_LINE_MAX 2048   /* runmqsc's longest line on Multiplatforms (research/mq.md §3) */
#define MQSC_PORTABLE 72     /* columns z/OS reads; the portable limit */

void mqsc_lines_add(struct mqsc_lines *l, uint32_t line)
{
    if (l->n < MQSC_LINES_KEPT)
        l->v[l->n] = line;
    l->n++;
}

char *mqsc_lines_format(const struct mqsc_lines *l, char *buf, size_t n)
{
    size_t at = 0, shown = l->n < MQSC_LINES_KEPT ? l->n : MQSC_LINES_KEPT;
    buf[0] = '\0';
    for (size_t i = 0; i < shown && at < n; i++) {
        int w = snprintf(buf + at, n - at, "%s%u", i ? ", " : "", (unsigned)l->v[i]);
        at += w < 0 ? 0 : (size_t)w;
    }
    if (l->n > shown && at < n)
        snprintf(buf + at, n - at, " and %zu more", l->n - shown);
    return buf;
}

void mqsc_lex_init(struct mqsc_lexer *lx, const char *buf, size_t len, const char *file,
                   struct diag_list *diags)
{
    memset(lx, 0, sizeof *lx);
    lx->p = buf;
    lx->end = buf + len;
    if (len >= 3 && memcmp(buf, "\xEF\xBB\xBF", 3) == 0)
        lx->p += 3;
    lx->line = 1;
    lx->file = file;
    lx->diags = diags;
}

void mqsc_cmd_free(struct mqsc_cmd *cmd)
{
    free(cmd->text);
    free(cmd->segs);
    free(cmd->ro);
    memset(cmd, 0, sizeof *cmd);
}

/* Grows *v (elements of size elem, capacity *cap) to hold need elements; 0 or -1. */
static int grow(void **v, size_t *cap, size_t need, size_t elem)
{
    if (need <= *cap)
        return 0;
    size_t ncap = *cap ? *cap : 16;
    while (ncap < need)
        ncap *= 2;
    void *nv = realloc(*v, ncap * elem);
    if (!nv)
        return -1;
    *v = nv;
    *cap = ncap;
    return 0;
}

static int is_blank(char c)
{
    return c == ' ' || c == '\t';
}

/* One physical line: its bytes (without the line end) and number. */
struct phys {
    const char *s;
    size_t n;      /* without CR/LF */
    size_t e;      /* without trailing blanks */
    uint32_t line;
};

static void next_line(struct mqsc_lexer *lx, struct phys *ph)
{
    const char *nl = memchr(lx->p, '\n', (size_t)(lx->end - lx->p));
    const char *stop = nl ? nl : lx->end;
    ph->s = lx->p;
    ph->n = (size_t)(stop - lx->p);
    if (ph->n && ph->s[ph->n - 1] == '\r')
        ph->n--;
    ph->e = ph->n;
    while (ph->e && is_blank(ph->s[ph->e - 1]))
        ph->e--;
    ph->line = lx->line++;
    lx->p = nl ? nl + 1 : lx->end;
    if (ph->e > MQSC_PORTABLE && ph->s[0] != '*') { /* a comment line is not read as a command */
        if (!lx->nlong++)
            lx->long_line = ph->line;
    }
    if (ph->e > MQSC_LINE_MAX) {
        struct diag_at at = {lx->file, ph->line, MQSC_LINE_MAX + 1, NULL, NULL};
        diag_add(lx->diags, SEV_ERROR, "MQ105", at, "line is %zu bytes long: runmqsc reads at most %d bytes",
                 ph->e, MQSC_LINE_MAX);
        lx->errors++;
    }
}

static int append(struct mqsc_cmd *c, const char *s, size_t n, uint32_t line, uint32_t col)
{
    if (!n)
        return 0;
    if (grow((void **)&c->text, &c->cap, c->len + n + 1, 1) ||
        grow((void **)&c->segs, &c->capsegs, c->nsegs + 1, sizeof *c->segs))
        return -1;
    memcpy(c->text + c->len, s, n);
    c->segs[c->nsegs++] = (struct mqsc_seg){(uint32_t)c->len, line, col};
    c->len += n;
    c->text[c->len] = '\0';
    return 0;
}

static int is_alpha(char c)
{
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
}

static int is_alnum(char c)
{
    return is_alpha(c) || (c >= '0' && c <= '9');
}

/* A comment line inside a continued command: captures dmpmqcfg's `*  KEYWORD(value) +` or
 * `*  KEYWORD +`; any other comment is discarded. */
static int capture_ro(struct mqsc_cmd *c, const struct phys *ph)
{
    size_t b = 1, e = ph->e;
    if (e < 2 || (ph->s[e - 1] != '+' && ph->s[e - 1] != '-'))
        return 0;
    e--;
    while (e > b && is_blank(ph->s[e - 1]))
        e--;
    while (b < e && is_blank(ph->s[b]))
        b++;
    if (b == 1 || b >= e || !is_alpha(ph->s[b]))
        return 0;
    size_t k = b;
    while (k < e && is_alnum(ph->s[k]))
        k++;
    if (k < e && (ph->s[k] != '(' || ph->s[e - 1] != ')'))
        return 0;
    if (grow((void **)&c->ro, &c->capro, c->nro + 1, sizeof *c->ro))
        return -1;
    c->ro[c->nro++] = (struct mqsc_ro){(uint32_t)c->len, ph->line, (uint32_t)b + 1, (uint32_t)(e - b),
                                       ph->s + b};
    return 0;
}

/* True when the command's text holds only blanks (a lone `;`). */
static int all_blank(const struct mqsc_cmd *c)
{
    for (size_t i = 0; i < c->len; i++)
        if (!is_blank(c->text[i]))
            return 0;
    return 1;
}

static void reset(struct mqsc_cmd *c)
{
    c->len = c->nsegs = c->nro = 0;
    if (c->text)
        c->text[0] = '\0';
}

/* Handles a line outside any command that is not part of one: blank, comment or `#`. Returns 1
 * when the line was consumed (2 when it is a comment to return), 0 when it starts a command. */
static int outside_line(struct mqsc_lexer *lx, const struct phys *ph, size_t b)
{
    if (b == ph->e)
        return 1;
    if (ph->s[0] == '*') {
        lx->comment = ph->s + 1;
        lx->comment_len = ph->e - 1;
        lx->comment_line = ph->line;
        return 2;
    }
    if (ph->s[b] == '#') {
        mqsc_lines_add(&lx->hash_lines, ph->line);
        return 1;
    }
    return 0;
}

enum mqsc_item mqsc_lex_next(struct mqsc_lexer *lx, struct mqsc_cmd *c)
{
    char cont = 0;                  /* '+' or '-' while the command continues */
    uint32_t cont_line = 0, cont_col = 0;
    reset(c);
    while (lx->p < lx->end) {
        struct phys ph;
        next_line(lx, &ph);
        size_t b = 0;
        while (b < ph.e && is_blank(ph.s[b]))
            b++;
        if (!cont) {
            int o = outside_line(lx, &ph, b);
            if (o == 2)
                return MQSC_COMMENT;
            if (o)
                continue;
            c->line = ph.line;
            c->col = (uint32_t)b + 1;
        } else if (b == ph.e) {
            continue;
        } else if (ph.s[0] == '*') {
            if (capture_ro(c, &ph))
                return MQSC_NOMEM;
            continue;
        } else if (cont == '-') {
            b = 0;
        }
        char last = ph.s[ph.e - 1];
        size_t stop = (last == '+' || last == '-' || last == ';') ? ph.e - 1 : ph.e;
        if (append(c, ph.s + b, stop - b, ph.line, (uint32_t)b + 1))
            return MQSC_NOMEM;
        if (last == '+' || last == '-') {
            cont = last;
            cont_line = ph.line;
            cont_col = (uint32_t)ph.e;
            continue;
        }
        cont = 0;
        if (!all_blank(c))
            return MQSC_COMMAND;
        reset(c);
    }
    if (cont) {
        diag_add(lx->diags, SEV_ERROR, "MQ101", (struct diag_at){lx->file, cont_line, cont_col, NULL, NULL},
                 "the file ends inside a command: line %u ends with '%c' but no line follows",
                 (unsigned)cont_line, cont);
        lx->errors++;
    }
    reset(c);
    return MQSC_END;
}

struct pol_pos mqsc_cmd_pos(const struct mqsc_cmd *c, size_t off)
{
    if (!c->nsegs)
        return (struct pol_pos){c->line, c->col};
    size_t lo = 0, hi = c->nsegs;
    while (hi - lo > 1) {
        size_t mid = lo + (hi - lo) / 2;
        if (c->segs[mid].off <= off)
            lo = mid;
        else
            hi = mid;
    }
    const struct mqsc_seg *s = &c->segs[lo];
    return (struct pol_pos){s->line, s->col + (uint32_t)(off - s->off)};
}
