/* import/tp1def/tp1_lex.c — the statements of an OpenTP1 definition file (tp1_lex.h). */
#include "import/tp1def/tp1_lex.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* The byte length of the character at s[i] of a line of n bytes: 2 for a Shift_JIS lead byte
 * (0x81-0x9F, 0xE0-0xFC) followed by a byte, else 1. */
static uint32_t char_len(const struct tp1_lexer *lx, const char *s, uint32_t i, uint32_t n)
{
    unsigned char c = (unsigned char)s[i];
    return lx->sjis && ((c >= 0x81 && c <= 0x9F) || (c >= 0xE0 && c <= 0xFC)) && i + 1 < n ? 2 : 1;
}

void tp1_lex_init(struct tp1_lexer *lx, const struct layout_file *f)
{
    memset(lx, 0, sizeof *lx);
    lx->f = f;
    const char *e = f->encoding ? f->encoding : "";
    lx->sjis = strcasecmp(e, "SHIFT_JIS") == 0 || strcasecmp(e, "SJIS") == 0 || strcasecmp(e, "CP932") == 0 ||
               strcasecmp(e, "WINDOWS-31J") == 0 || strcasecmp(e, "SHIFT-JIS") == 0;
}

void tp1_stmt_clear(struct tp1_stmt *st)
{
    free(st->name.text);
    free(st->value);
    for (uint32_t i = 0; i < st->nwords; i++)
        free(st->words[i].text);
    free(st->words);
    memset(st, 0, sizeof *st);
}

/* What one line holds from byte `from` on, given the quote state *inq carried in (updated). */
struct scan {
    uint32_t end;       /* the end of its statement text: before a comment, without trailing blanks */
    bool continued;     /* its last byte is a backslash outside a comment */
    uint32_t quote;     /* the offset of the last opening quote seen */
};

static struct scan scan_line(const struct tp1_lexer *lx, const struct layout_line *ln, uint32_t from, bool *inq)
{
    struct scan sc = {ln->len, false, 0};
    uint32_t i = from;
    bool last_backslash = false;
    while (i < ln->len) {
        char c = ln->text[i];
        uint32_t k = char_len(lx, ln->text, i, ln->len);
        last_backslash = k == 1 && c == '\\' && i + 1 == ln->len;
        if (k == 1 && c == '"') {
            *inq = !*inq;
            if (*inq)
                sc.quote = i;
        } else if (k == 1 && c == '#' && !*inq) {
            sc.end = i;
            break;
        }
        i += k;
    }
    sc.continued = last_backslash && sc.end == ln->len;
    uint32_t e = sc.continued ? ln->len - 1 : sc.end;
    while (e > from && (ln->text[e - 1] == ' ' || ln->text[e - 1] == '\t'))
        e--;
    sc.end = sc.continued ? ln->len - 1 : e;
    return sc;
}

/* The first byte after blanks from i in ln. */
static uint32_t skip_blanks(const struct layout_line *ln, uint32_t i)
{
    while (i < ln->len && (ln->text[i] == ' ' || ln->text[i] == '\t'))
        i++;
    return i;
}

/* A piece of the logical text: its start there, its line and where it starts in that line. */
struct seg {
    size_t at;
    uint32_t line, off;
};

/* The statement's logical text and where each piece came from. */
struct logical {
    struct textbuf tb;
    struct seg segs[64];
    uint32_t nsegs;
};

/* The line and offset of logical position pos. */
static void where(const struct logical *lg, size_t pos, uint32_t *line, uint32_t *off)
{
    uint32_t s = 0;
    while (s + 1 < lg->nsegs && lg->segs[s + 1].at <= pos)
        s++;
    *line = lg->segs[s].line;
    *off = lg->segs[s].off + (uint32_t)(pos - lg->segs[s].at);
}

static int fail(struct tp1_lexer *lx, uint32_t line, uint32_t off, const char *msg)
{
    lx->err_line = line + 1;
    lx->err_col = off + 1;
    snprintf(lx->err, sizeof lx->err, "%s", msg);
    return -1;
}

/* Copies s[0..n) into a new string, or NULL. */
static char *dup_n(const char *s, size_t n)
{
    char *d = malloc(n + 1);
    if (d) {
        memcpy(d, s, n);
        d[n] = '\0';
    }
    return d;
}

/* Splits the logical text from pos on into words (blank-separated, quotes kept together); a word
 * that is one quoted string loses its quotes. Returns 0, or -2 when memory runs out. */
static int words(const struct logical *lg, size_t pos, struct tp1_stmt *st)
{
    const char *t = lg->tb.buf;
    size_t n = lg->tb.len;
    while (pos < n) {
        while (pos < n && (t[pos] == ' ' || t[pos] == '\t'))
            pos++;
        if (pos >= n)
            break;
        size_t start = pos;
        bool q = false;
        while (pos < n && (q || (t[pos] != ' ' && t[pos] != '\t')))
            q ^= t[pos++] == '"';
        struct tp1_word *w = realloc(st->words, (st->nwords + 1) * sizeof *w);
        if (!w)
            return -2;
        st->words = w;
        w = &w[st->nwords];
        size_t len = pos - start;
        bool quoted = len >= 2 && t[start] == '"' && t[pos - 1] == '"' && !memchr(t + start + 1, '"', len - 2);
        w->text = quoted ? dup_n(t + start + 1, len - 2) : dup_n(t + start, len);
        if (!w->text)
            return -2;
        where(lg, start, &w->line, &w->off);
        st->nwords++;
    }
    return 0;
}

/* Reads `name=value` of a set statement from pos. */
static int set_operand(struct tp1_lexer *lx, const struct logical *lg, size_t pos, struct tp1_stmt *st)
{
    const char *t = lg->tb.buf;
    size_t n = lg->tb.len;
    while (pos < n && (t[pos] == ' ' || t[pos] == '\t'))
        pos++;
    size_t start = pos;
    while (pos < n && t[pos] != '=' && t[pos] != ' ' && t[pos] != '\t')
        pos++;
    where(lg, start, &st->name.line, &st->name.off);
    if (pos == start)
        return fail(lx, st->name.line, st->name.off, "set without an operand name");
    if (!(st->name.text = dup_n(t + start, pos - start)))
        return -2;
    while (pos < n && (t[pos] == ' ' || t[pos] == '\t'))
        pos++;
    if (pos >= n || t[pos] != '=')
        return fail(lx, st->name.line, st->name.off, "set operand without '=': set name=value");
    pos++;
    while (pos < n && (t[pos] == ' ' || t[pos] == '\t'))
        pos++;
    if (!(st->value = dup_n(t + pos, n - pos)))
        return -2;
    uint32_t line, off;
    where(lg, pos, &line, &off);
    /* a value that begins on a continuation line: its text replaces the statement from the `\` */
    st->vstart = line == st->line ? off : lx->f->lines[st->line].len - 1;
    return 0;
}

/* Gathers the statement starting at line i (from byte s) into lg; sets st's lines. Returns 0, -1
 * or -2. */
static int gather(struct tp1_lexer *lx, uint32_t i, uint32_t s, struct logical *lg, struct tp1_stmt *st)
{
    const struct layout_file *f = lx->f;
    bool inq = false;
    uint32_t cur = i, from = s, quote_line = i, quote_off = 0;
    for (;;) {
        bool was = inq;
        struct scan sc = scan_line(lx, &f->lines[cur], from, &inq);
        if (inq && !was)
            quote_line = cur, quote_off = sc.quote;
        if (lg->nsegs == sizeof lg->segs / sizeof lg->segs[0]) {
            lx->next = cur + 1;
            return fail(lx, i, s, "a statement of more than 64 lines");
        }
        lg->segs[lg->nsegs++] = (struct seg){lg->tb.len, cur, from};
        tb_putn(&lg->tb, f->lines[cur].text + from, sc.end > from ? sc.end - from : 0);
        if (!sc.continued) {
            st->line = i;
            st->nlines = cur - i + 1;
            st->vend = sc.end;
            lx->next = cur + 1;
            break;
        }
        if (++cur >= f->nlines) {
            lx->next = cur;
            return fail(lx, cur - 1, f->lines[cur - 1].len - 1,
                        "a continuation '\\' on the last line of the file: the statement never ends");
        }
        from = skip_blanks(&f->lines[cur], 0);
    }
    if (lg->tb.oom)
        return -2;
    if (inq)
        return fail(lx, quote_line, quote_off, "a quote that is not closed");
    return 0;
}

int tp1_lex_next(struct tp1_lexer *lx, struct tp1_stmt *st)
{
    tp1_stmt_clear(st);
    const struct layout_file *f = lx->f;
    while (lx->next < f->nlines) {
        uint32_t i = lx->next;
        const struct layout_line *ln = &f->lines[i];
        uint32_t s = skip_blanks(ln, 0);
        bool inq = false;
        struct scan sc = scan_line(lx, ln, s, &inq);
        if (s >= sc.end && !sc.continued) {
            lx->next++;
            continue;
        }
        struct logical lg = {0};
        int rc = gather(lx, i, s, &lg, st);
        if (rc == 0) {
            const char *t = lg.tb.buf;
            size_t w = strcspn(t, " \t=");
            if (w == 3 && strncasecmp(t, "set", 3) == 0) {
                st->kind = TP1_ST_SET;
                st->upper_verb = strncmp(t, "set", 3) != 0;
                rc = set_operand(lx, &lg, w, st);
            } else {
                st->kind = w == 6 && strncasecmp(t, "putenv", 6) == 0     ? TP1_ST_PUTENV
                           : w == 8 && strncasecmp(t, "dcputenv", 8) == 0 ? TP1_ST_DCPUTENV
                                                                          : TP1_ST_COMMAND;
                rc = words(&lg, 0, st);
            }
        }
        tb_free(&lg.tb);
        if (rc < 0)
            tp1_stmt_clear(st);
        return rc < 0 ? rc : 1;
    }
    return 0;
}

int tp1_value_canonical(const char *written, char **out)
{
    *out = NULL;
    struct textbuf tb = {0};
    for (const char *p = written;;) {
        const char *q = p;
        bool inq = false;
        while (*q && (inq || *q != ','))
            inq ^= *q++ == '"';
        size_t len = (size_t)(q - p);
        if (len >= 2 && p[0] == '"' && p[len - 1] == '"') {
            if (memchr(p + 1, '"', len - 2) || memchr(p + 1, ',', len - 2)) {
                tb_free(&tb);
                return 1;
            }
            tb_putn(&tb, p + 1, len - 2);
        } else if (memchr(p, '"', len)) {
            tb_free(&tb);
            return 1;
        } else {
            tb_putn(&tb, p, len);
        }
        if (!*q)
            break;
        tb_putn(&tb, ",", 1);
        p = q + 1;
    }
    tb_putn(&tb, "", 0);
    if (tb.oom || !tb.buf) {
        tb_free(&tb);
        return tb.oom ? -1 : (*out = strdup("")) ? 0 : -1;
    }
    *out = tb.buf;
    return 0;
}
