/* import/mqsc/mqsc_parse.c — one logical MQSC command into verb, object type, name and parameters; see
 * mqsc_parse.h. Synonyms from IBM's "MQSC command and object synonyms" table (MQ 9.3), plus QR
 * for QREMOTE, which real scripts use (research/mq.md §3). */
#include "import/mqsc/mqsc_parse.h"
#include "model/hash.h"

#include <stdarg.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

static const struct {
    const char *name, *synonym;
    enum mqsc_verb verb;
} verbs[] = {
    {"ALTER", "ALT", MQSC_V_ALTER},     {"CLEAR", NULL, MQSC_V_CLEAR},
    {"DEFINE", "DEF", MQSC_V_DEFINE},   {"DELETE", NULL, MQSC_V_DELETE},
    {"DISPLAY", "DIS", MQSC_V_DISPLAY}, {"END", NULL, MQSC_V_END},
    {"EXIT", NULL, MQSC_V_END},         {"QUIT", NULL, MQSC_V_END},
    {"PING", NULL, MQSC_V_PING},        {"PURGE", NULL, MQSC_V_PURGE},
    {"REFRESH", "REF", MQSC_V_REFRESH}, {"RESET", NULL, MQSC_V_RESET},
    {"RESOLVE", NULL, MQSC_V_RESOLVE},  {"RESUME", NULL, MQSC_V_RESUME},
    {"SET", NULL, MQSC_V_SET},          {"START", "STA", MQSC_V_START},
    {"STOP", NULL, MQSC_V_STOP},        {"SUSPEND", NULL, MQSC_V_SUSPEND},
};

static const struct {
    const char *synonym, *name;
} objtypes[] = {
    {"CHL", "CHANNEL"},  {"CHS", "CHSTATUS"}, {"LSTR", "LISTENER"}, {"NL", "NAMELIST"},
    {"PROC", "PROCESS"}, {"Q", "QUEUE"},      {"QA", "QALIAS"},     {"QC", "QCLUSTER"},
    {"QL", "QLOCAL"},    {"QM", "QMODEL"},    {"QR", "QREMOTE"},    {"QS", "QSTATUS"},
    {"TPC", "TOPIC"},    {"TPS", "TPSTATUS"},
};

static bool is_alpha(char c)
{
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
}

static bool is_blank(char c)
{
    return c == ' ' || c == '\t';
}

static char upper(char c)
{
    return (c >= 'a' && c <= 'z') ? (char)(c - 'a' + 'A') : c;
}

/* The parser's position in one command. */
struct cur {
    const struct mqsc_cmd *c;
    const struct mqsc_where *w;
    struct mqsc_stmt *st;
    size_t i;
    uint64_t seen[16];  /* a bloom filter of the keywords given (1024 bits), for repeats */
    size_t seg;      /* the segment of the last position asked for */
};

/* The position of byte off; offsets asked for mostly increase, so the search starts at the
 * segment of the previous answer. */
static inline struct pol_pos pos_at(struct cur *k, size_t off)
{
    const struct mqsc_cmd *c = k->c;
    if (k->seg >= c->nsegs || c->segs[k->seg].off > off)
        return mqsc_cmd_pos(c, off);
    while (k->seg + 1 < c->nsegs && c->segs[k->seg + 1].off <= off)
        k->seg++;
    const struct mqsc_seg *s = &c->segs[k->seg];
    return (struct pol_pos){s->line, s->col + (uint32_t)(off - s->off)};
}

static void report(const struct cur *k, enum severity sev, const char *id, struct pol_pos p,
                   const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 5, 6)))
#endif
    ;

static void report(const struct cur *k, enum severity sev, const char *id, struct pol_pos p,
                   const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    diag_vadd(k->w->diags, sev, id, (struct diag_at){k->w->file, p.line, p.col, NULL, NULL}, fmt, ap);
    va_end(ap);
}


uint32_t mqsc_kw_hash(const char *s)
{
    return hash32(s);
}

/* Copies n bytes into the statement's buffer (sized up front, so pointers stay valid). */
static const char *put(struct mqsc_stmt *st, const char *s, size_t n)
{
    char *d = st->buf + st->buflen;
    memcpy(d, s, n);
    d[n] = '\0';
    st->buflen += n + 1;
    return d;
}

/* A byte of a word folded to upper case (letters and digits), 0 for a byte that ends the word. */
#define WORD_BYTE(c) ((c) >= 'a' && (c) <= 'z' ? (c) - 'a' + 'A' \
                      : ((c) >= 'A' && (c) <= 'Z') || ((c) >= '0' && (c) <= '9') ? (c) : 0)
#define WORD_ROW(b) WORD_BYTE(b), WORD_BYTE(b + 1), WORD_BYTE(b + 2), WORD_BYTE(b + 3), WORD_BYTE(b + 4), \
    WORD_BYTE(b + 5), WORD_BYTE(b + 6), WORD_BYTE(b + 7), WORD_BYTE(b + 8), WORD_BYTE(b + 9), WORD_BYTE(b + 10), \
    WORD_BYTE(b + 11), WORD_BYTE(b + 12), WORD_BYTE(b + 13), WORD_BYTE(b + 14), WORD_BYTE(b + 15)
static const unsigned char word_byte[256] = {
    WORD_ROW(0),   WORD_ROW(16),  WORD_ROW(32),  WORD_ROW(48),  WORD_ROW(64),  WORD_ROW(80),
    WORD_ROW(96),  WORD_ROW(112), WORD_ROW(128), WORD_ROW(144), WORD_ROW(160), WORD_ROW(176),
    WORD_ROW(192), WORD_ROW(208), WORD_ROW(224), WORD_ROW(240),
};

/* Copies the word (letters and digits) at s[i] (s of len bytes) into the statement's buffer, folded
 * to upper case; *end gets the offset after it and *hash mqsc_kw_hash of the copy. */
static const char *put_word(struct mqsc_stmt *st, const char *s, size_t i, size_t len, size_t *end,
                            uint32_t *hash)
{
    char *d = st->buf + st->buflen, *o = d;
    uint32_t h = HASH32_SEED;
    for (unsigned char c; i < len && (c = word_byte[(unsigned char)s[i]]) != 0; i++) {
        *o++ = (char)c;
        h = hash32_step(h, c);
    }
    *o = '\0';
    st->buflen += (size_t)(o - d) + 1;
    *end = i;
    *hash = h;
    return d;
}

static size_t skip_sep(const struct cur *k, size_t i)
{
    while (i < k->c->len && (is_blank(k->c->text[i]) || k->c->text[i] == ','))
        i++;
    return i;
}

/* Finds the ')' matching the '(' at s[open], honouring quoted strings (with doubled quotes) and
 * nested parentheses (CONNAME(host(1414))). Returns 0 with *at the offset of the ')'; else
 * MISSING_QUOTE or MISSING_PAREN with *at the offset of the unclosed quote or parenthesis. */
enum { MISSING_QUOTE = 1, MISSING_PAREN };
static int find_close(const char *s, size_t len, size_t open, size_t *at)
{
    int depth = 0;
    for (size_t i = open; i < len; i++) {
        if ((unsigned)((unsigned char)s[i] - '\'') > 2)   /* none of ' ( ), which are adjacent */
            continue;
        if (s[i] == '\'') {
            /* to the quote that closes it: the next one not doubled */
            size_t q = i++;
            for (const char *e; i < len; i += 2) {
                if (!(e = memchr(s + i, '\'', len - i))) {
                    i = len;
                    break;
                }
                i = (size_t)(e - s);
                if (!(i + 1 < len && s[i + 1] == '\''))
                    break;
            }
            if (i >= len) {
                *at = q;
                return MISSING_QUOTE;
            }
        } else if (s[i] == '(') {
            depth++;
        } else if (s[i] == ')' && --depth == 0) {
            *at = i;
            return 0;
        }
    }
    *at = open;
    return MISSING_PAREN;
}

/* Reports what find_close found at position p. */
static void report_close(const struct cur *k, int fault, struct pol_pos p)
{
    if (fault == MISSING_QUOTE)
        report(k, SEV_ERROR, "MQ101", p,
               "unterminated quoted string: the quote is not closed before the end of the command");
    else
        report(k, SEV_ERROR, "MQ101", p, "missing ')': the parenthesis is not closed");
}


/* Adds a parameter (room for it is reserved by mqsc_parse); a keyword given twice (not counting
 * read-only lines) is a syntax error. */
static int add_param(struct cur *k, const struct mqsc_param *p)
{
    struct mqsc_stmt *st = k->st;
    if (!p->readonly) {
        unsigned h = p->kw_hash >> 22;   /* 10 bits */
        uint64_t bit = UINT64_C(1) << (h & 63);
        if ((k->seen[h >> 6] & bit) && mqsc_stmt_param(st, p->kw)) {
            report(k, SEV_ERROR, "MQ101", p->kw_pos, "%s is given twice in one command", p->kw);
            return 1;
        }
        k->seen[h >> 6] |= bit;
    }
    st->params[st->nparams++] = *p;
    return 0;
}

/* Adds the read-only line ro[idx] (shaped `KEYWORD` or `KEYWORD(value)` by the lexer). */
static int add_ro(struct cur *k, size_t idx)
{
    const struct mqsc_ro *r = &k->c->ro[idx];
    size_t e;
    struct pol_pos kp = {r->line, r->col};
    struct mqsc_param p = {.kw_pos = kp, .val_pos = kp, .readonly = true};
    p.kw = put_word(k->st, r->s, 0, r->n, &e, &p.kw_hash);
    if (e < r->n) {
        size_t close;
        int fault = find_close(r->s, r->n, e, &close);
        if (fault) {
            report_close(k, fault, (struct pol_pos){r->line, r->col + (uint32_t)close});
            return 1;
        }
        p.raw = put(k->st, r->s + e + 1, close - e - 1);
        size_t v = e + 1;
        while (v < close && is_blank(r->s[v]))
            v++;
        p.val_pos = (struct pol_pos){r->line, r->col + (uint32_t)v};
    }
    return add_param(k, &p);
}

/* Reads a parenthesised value at k->i (after blanks): sets *raw_at and *raw_len to the text inside
 * and *val to the offset of its first non-blank. Returns 0, 1 after a syntax error, or 2 when no
 * parenthesis follows. */
static int read_parens(struct cur *k, size_t *raw_at, size_t *raw_len, size_t *val)
{
    size_t j = k->i;
    while (j < k->c->len && is_blank(k->c->text[j]))
        j++;
    if (j >= k->c->len || k->c->text[j] != '(')
        return 2;
    size_t close;
    int fault = find_close(k->c->text, k->c->len, j, &close);
    if (fault) {
        report_close(k, fault, pos_at(k, close));
        return 1;
    }
    *raw_at = j + 1;
    *raw_len = close - j - 1;
    *val = j + 1;
    while (*val < close && is_blank(k->c->text[*val]))
        (*val)++;
    k->i = close + 1;
    return 0;
}

/* Reads one parameter at k->i (a keyword start). */
static int parse_param(struct cur *k)
{
    const char *t = k->c->text;
    size_t e;
    struct mqsc_param p = {.kw_pos = pos_at(k, k->i)};
    p.kw = put_word(k->st, t, k->i, k->c->len, &e, &p.kw_hash);
    p.val_pos = p.kw_pos;
    k->i = e;
    size_t at, n, v;
    int r = read_parens(k, &at, &n, &v);
    if (r == 1)
        return 1;
    if (r == 0) {
        p.raw = put(k->st, t + at, n);
        p.val_pos = pos_at(k, v);
    }
    return add_param(k, &p);
}

/* A `*` at k->i that is not in column 1: MQSC has no comment after a command, and a line starting
 * with `*` in the first position is the only comment (IBM, "MQSC input file syntax",
 * https://ibm.com/support/knowledgecenter/SSFKSJ_9.3.0/administer/mqsc-input-file-syntax.html), so
 * runmqsc fails the command. An error at the `*` (MQ101); returns 1. */
static int stray_comment(struct cur *k)
{
    report(k, SEV_ERROR, "MQ101", pos_at(k, k->i),
           "'*' starts a comment only in column 1 of a line: here it is part of the command, which runmqsc "
           "rejects");
    return 1;
}

static int parse_params(struct cur *k)
{
    const struct mqsc_cmd *c = k->c;
    size_t ro = 0;
    int r;
    for (;;) {
        k->i = skip_sep(k, k->i);
        for (; ro < c->nro && c->ro[ro].at <= k->i; ro++)
            if ((r = add_ro(k, ro)) != 0)
                return r;
        if (k->i >= c->len)
            return 0;
        char ch = c->text[k->i];
        if (ch == '*')
            return stray_comment(k);
        if (!is_alpha(ch)) {
            report(k, SEV_ERROR, "MQ101", pos_at(k, k->i),
                   "unexpected character '%c' where a keyword should be", ch);
            return 1;
        }
        if ((r = parse_param(k)) != 0)
            return r;
    }
}

bool mqsc_is_verb(const char *w, size_t n)
{
    for (size_t v = 0; v < sizeof verbs / sizeof verbs[0]; v++)
        if ((strlen(verbs[v].name) == n && strncasecmp(w, verbs[v].name, n) == 0) ||
            (verbs[v].synonym && strlen(verbs[v].synonym) == n && strncasecmp(w, verbs[v].synonym, n) == 0))
            return true;
    return false;
}

/* The verb at k->i; reports an unknown one. */
static int parse_verb(struct cur *k)
{
    const char *t = k->c->text;
    size_t e;
    uint32_t hash;
    const char *w = put_word(k->st, t, k->i, k->c->len, &e, &hash);
    k->st->pos = pos_at(k, k->i);
    for (size_t v = 0; v < sizeof verbs / sizeof verbs[0]; v++)
        if (strcmp(w, verbs[v].name) == 0 || (verbs[v].synonym && strcmp(w, verbs[v].synonym) == 0)) {
            k->st->verb = verbs[v].verb;
            k->st->verb_name = verbs[v].name;
            k->i = e;
            return 0;
        }
    report(k, SEV_ERROR, "MQ101", k->st->pos,
           "unknown command '%s': an MQSC command starts with ALTER, DEFINE, DELETE, SET, START, STOP, "
           "REFRESH, RESET, SUSPEND, RESUME…", w);
    return 1;
}

/* The object type and its (name), when present. */
static int parse_object(struct cur *k)
{
    struct mqsc_stmt *st = k->st;
    const char *t = k->c->text;
    k->i = skip_sep(k, k->i);
    if (k->i >= k->c->len || !is_alpha(t[k->i]))
        return 0;
    size_t e;
    uint32_t hash;
    st->objtype = put_word(st, t, k->i, k->c->len, &e, &hash);
    for (size_t o = 0; o < sizeof objtypes / sizeof objtypes[0]; o++)
        if (st->objtype[0] == objtypes[o].synonym[0] && strcmp(st->objtype, objtypes[o].synonym) == 0)
            st->objtype = objtypes[o].name;
    k->i = e;
    size_t at, n, v;
    int r = read_parens(k, &at, &n, &v);
    if (r)
        return r == 1;
    while (n && is_blank(t[at + n - 1]))
        n--;
    st->name_raw = put(st, t + v, at + n > v ? at + n - v : 0);
    st->name_pos = pos_at(k, v);
    char *name = st->buf + st->buflen;
    size_t bad;
    if (mqsc_decode(st->name_raw, MQSC_ONE, name, &bad)) {
        report(k, SEV_ERROR, "MQ101", pos_at(k, v + bad), "unexpected text after the quoted name");
        return 1;
    }
    st->buflen += strlen(name) + 1;
    st->name = name;
    return 0;
}

/* Room for need bytes of text and nparams parameters. */
static int reserve(struct mqsc_stmt *st, size_t need, size_t nparams)
{
    if (heap_reserve(&st->params, &st->capparams, nparams, sizeof *st->params) < 0)
        return -1;
    if (need <= st->bufcap)
        return 0;
    char *nb = realloc(st->buf, need);
    if (!nb)
        return -1;
    st->buf = nb;
    st->bufcap = need;
    return 0;
}

int mqsc_parse(const struct mqsc_cmd *c, struct mqsc_stmt *st, const struct mqsc_where *w)
{
    size_t text = c->len;
    for (size_t r = 0; r < c->nro; r++)
        text += c->ro[r].n;
    /* every byte is copied at most three times (keyword or raw value, name decoded), and every
       copy ends with a NUL: 6 bytes per input byte bound it */
    /* a parameter takes at least two bytes (a letter and a separator), or one read-only line */
    if (reserve(st, 6 * text + 64, c->len / 2 + c->nro + 1))
        return -1;
    st->verb = MQSC_V_NONE;
    st->verb_name = st->objtype = st->name = st->name_raw = NULL;
    st->nparams = st->buflen = 0;
    st->name_pos = (struct pol_pos){0, 0};
    struct cur k = {.c = c, .w = w, .st = st};
    k.i = skip_sep(&k, 0);
    st->pos = pos_at(&k, k.i);
    if (k.i < c->len && c->text[k.i] == '*')
        return stray_comment(&k);
    if (k.i >= c->len)
        return 0;
    if (!is_alpha(c->text[k.i])) {
        report(&k, SEV_ERROR, "MQ101", st->pos, "unexpected character '%c' where a command should start",
               c->text[k.i]);
        return 1;
    }
    int r = parse_verb(&k);
    if (!r && st->verb != MQSC_V_END)
        r = parse_object(&k);
    if (!r)
        r = parse_params(&k);
    return r;
}

const struct mqsc_param *mqsc_stmt_param(const struct mqsc_stmt *st, const char *kw)
{
    /* at most one parameter that is not read-only has kw (add_param), so the search may start at
       the end, where dumps write REPLACE */
    for (size_t i = st->nparams; i-- > 0;)
        if (!st->params[i].readonly && st->params[i].kw[0] == kw[0] && strcmp(st->params[i].kw, kw) == 0)
            return &st->params[i];
    return NULL;
}

void mqsc_stmt_free(struct mqsc_stmt *st)
{
    free(st->params);
    free(st->buf);
    memset(st, 0, sizeof *st);
}

/* Reads the quoted string at raw[*i] into out[*o]; -1 when it is never closed. */
static int read_quoted(const char *raw, size_t *i, char *out, size_t *o)
{
    for (size_t j = *i + 1; raw[j]; j++) {
        if (raw[j] != '\'') {
            out[(*o)++] = raw[j];
            continue;
        }
        if (raw[j + 1] == '\'') {
            out[(*o)++] = '\'';
            j++;
            continue;
        }
        *i = j + 1;
        return 0;
    }
    return -1;
}

int mqsc_decode(const char *raw, enum mqsc_decode_how how, char *out, size_t *bad)
{
    size_t i = 0, o = 0, n = strlen(raw);
    while (n && is_blank(raw[n - 1]))
        n--;
    for (bool first = true;; first = false) {
        while (i < n && (is_blank(raw[i]) || (how == MQSC_LIST && raw[i] == ',')))
            i++;
        if (i >= n)
            break;
        if (!first)
            out[o++] = ',';
        if (raw[i] == '\'') {
            size_t q = i;
            if (read_quoted(raw, &i, out, &o)) {
                *bad = q;
                return -1;
            }
            /* after a quoted string: the end, or (in a list) a separator */
            if (how == MQSC_ONE)
                i += strspn(raw + i, " \t");
            if (i < n && (how == MQSC_ONE || (!is_blank(raw[i]) && raw[i] != ','))) {
                *bad = i;
                return -1;
            }
        } else {
            for (; i < n && (how == MQSC_ONE || (!is_blank(raw[i]) && raw[i] != ',')); i++)
                out[o++] = upper(raw[i]);
        }
        if (how == MQSC_ONE)
            break;
    }
    out[o] = '\0';
    return 0;
}

bool mqsc_decoded_as_is(const char *raw)
{
    if (is_blank(raw[0]) || raw[0] == '\'')
        return false;
    size_t i = 0;
    for (; raw[i]; i++)
        if (raw[i] >= 'a' && raw[i] <= 'z')
            return false;
    return i == 0 || !is_blank(raw[i - 1]);
}
